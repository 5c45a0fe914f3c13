/* See lazylib.h. */
#include "adjudicator/lazylib.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef ES_CURL_SO
#define ES_CURL_SO "libcurl-gnutls.so.4"
#endif
#ifndef ES_CAIRO_SO
#define ES_CAIRO_SO "libcairo.so.2"
#endif
#ifndef ES_ETPAN_SO
#define ES_ETPAN_SO "libetpan.so.20"
#endif
#ifndef ES_GSS_SO
#define ES_GSS_SO "libgssapi_krb5.so.2"
#endif
#ifndef ES_SSH2_SO
#define ES_SSH2_SO "libssh2.so.1"
#endif

lazylib lazylib_curl = { ES_CURL_SO, NULL };
lazylib lazylib_cairo = { ES_CAIRO_SO, NULL };
lazylib lazylib_etpan = { ES_ETPAN_SO, NULL };
lazylib lazylib_gss = { ES_GSS_SO, NULL };
lazylib lazylib_ssh2 = { ES_SSH2_SO, NULL };

int lazylib_open(lazylib *l, es_err *e)
{
	if (l->handle)
		return ES_OK;
	/* RTLD_LOCAL: its symbols never interpose on anyone else's. */
	l->handle = dlopen(l->soname, RTLD_NOW | RTLD_LOCAL);
	if (!l->handle) {
		const char *why = dlerror();
		return es_fail(e, ES_ERR, "cannot load %s: %s", l->soname, why ? why : "unknown error");
	}
	return ES_OK;
}

void *lazylib_need(lazylib *l, const char *name)
{
	es_err e = { 0 };
	if (lazylib_open(l, &e)) {
		fprintf(stderr, "estafeta: %s\n", e.msg);
		abort();
	}
	void *f = dlsym(l->handle, name);
	if (!f) {
		fprintf(stderr, "estafeta: %s has no %s\n", l->soname, name);
		abort();
	}
	return f;
}

void *lazylib_find(lazylib *l, const char *name)
{
	es_err e = { 0 };
	return lazylib_open(l, &e) ? NULL : dlsym(l->handle, name);
}

int lazylib_loaded(const lazylib *l)
{
	return l->handle != NULL;
}
