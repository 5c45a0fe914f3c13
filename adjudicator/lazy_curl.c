/* libcurl, opened at first use (see lazylib.h). The two variadic
 * functions pass on their one argument by the type its option number
 * says (curl.h: CURLOPTTYPE_*, CURLINFO_* are all pointers). */
#include "adjudicator/lazylib.h"

#include <curl/curl.h>
#include <stdarg.h>

LAZY_FN(lazylib_curl, CURLcode, curl_global_init, (long flags), (flags))
LAZY_VOID(lazylib_curl, curl_global_cleanup, (void), ())
LAZY_FN(lazylib_curl, CURL *, curl_easy_init, (void), ())
LAZY_VOID(lazylib_curl, curl_easy_cleanup, (CURL * curl), (curl))
LAZY_FN(lazylib_curl, CURLcode, curl_easy_perform, (CURL * curl), (curl))
LAZY_FN(lazylib_curl, const char *, curl_easy_strerror, (CURLcode code), (code))
LAZY_VOID(lazylib_curl, curl_free, (void *p), (p))
LAZY_FN(lazylib_curl, struct curl_slist *, curl_slist_append, (struct curl_slist * list, const char *data),
	(list, data))
LAZY_VOID(lazylib_curl, curl_slist_free_all, (struct curl_slist * list), (list))
LAZY_FN(lazylib_curl, CURLU *, curl_url, (void), ())
LAZY_VOID(lazylib_curl, curl_url_cleanup, (CURLU * handle), (handle))
LAZY_FN(lazylib_curl, CURLUcode, curl_url_get, (CURLU * handle, CURLUPart what, char **part, unsigned int flags),
	(handle, what, part, flags))
LAZY_FN(lazylib_curl, CURLUcode, curl_url_set,
	(CURLU * handle, CURLUPart what, const char *part, unsigned int flags), (handle, what, part, flags))

CURLcode(curl_easy_setopt)(CURL *curl, CURLoption option, ...)
{
	static CURLcode (*f)(CURL *, CURLoption, ...);
	if (!f)
		*(void **)&f = lazylib_need(&lazylib_curl, "curl_easy_setopt");
	va_list ap;
	va_start(ap, option);
	CURLcode rc;
	if (option < CURLOPTTYPE_OBJECTPOINT)
		rc = f(curl, option, va_arg(ap, long));
	else if (option < CURLOPTTYPE_FUNCTIONPOINT)
		rc = f(curl, option, va_arg(ap, void *));
	else if (option < CURLOPTTYPE_OFF_T)
		rc = f(curl, option, va_arg(ap, void (*)(void)));
	else if (option < CURLOPTTYPE_BLOB)
		rc = f(curl, option, va_arg(ap, curl_off_t));
	else
		rc = f(curl, option, va_arg(ap, void *));
	va_end(ap);
	return rc;
}

CURLcode(curl_easy_getinfo)(CURL *curl, CURLINFO info, ...)
{
	static CURLcode (*f)(CURL *, CURLINFO, ...);
	if (!f)
		*(void **)&f = lazylib_need(&lazylib_curl, "curl_easy_getinfo");
	va_list ap;
	va_start(ap, info);
	CURLcode rc = f(curl, info, va_arg(ap, void *));
	va_end(ap);
	return rc;
}
