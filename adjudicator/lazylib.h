/* Shared libraries opened on first use. A batch that sends no mail over
 * the network and draws no picture (the common small batch on a Maildir
 * judge) never loads libcurl or cairo: with their dependencies they are
 * 40 of the 62 libraries the binary would otherwise map and relocate at
 * every start, most of a fresh process's fixed cost. The same holds for
 * libetpan's IMAP client (only `watch` on an IMAP inbox uses it), libssh2
 * (only a mirror over ssh) and the Kerberos GSS-API (only libgit2's
 * Negotiate authentication over HTTPS). lazy_*.c define the functions
 * the program uses under their own names; each forwards to the library,
 * opened at its first call. */
#ifndef ES_LAZYLIB_H
#define ES_LAZYLIB_H

#include "adjudicator/base/err.h"

typedef struct lazylib {
	const char *soname; /* as the linker would have recorded it */
	void *handle;       /* NULL until opened */
} lazylib;

extern lazylib lazylib_curl, lazylib_cairo, lazylib_etpan, lazylib_gss, lazylib_ssh2;

/* Opens the library now; a clear error when it cannot (not installed). */
int lazylib_open(lazylib *l, es_err *e);
/* The address of one of its functions, opening it first; a library or
 * function that is missing ends the process with a message (a caller
 * that can say so checks lazylib_open first). */
void *lazylib_need(lazylib *l, const char *name);
/* The address of one of its functions, opening it first; NULL when the
 * library or the function is missing (for callers that can fail). */
void *lazylib_find(lazylib *l, const char *name);
/* Whether it has been opened in this process (tests). */
int lazylib_loaded(const lazylib *l);

#define LAZY_FN(lib, ret, name, params, args)                     \
	ret(name) params                                          \
	{                                                         \
		static ret(*f) params;                            \
		if (!f)                                           \
			*(void **)&f = lazylib_need(&(lib), #name); \
		return f args;                                    \
	}
#define LAZY_VOID(lib, name, params, args)                        \
	void(name) params                                         \
	{                                                         \
		static void(*f) params;                           \
		if (!f)                                           \
			*(void **)&f = lazylib_need(&(lib), #name); \
		f args;                                           \
	}

#endif
