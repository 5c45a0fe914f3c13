/* Error struct helpers and the one allocation wrapper of the program. */
#include "adjudicator/base/err.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int es_fail(es_err *e, int code, const char *fmt, ...)
{
	if (e) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(e->msg, sizeof e->msg, fmt, ap);
		va_end(ap);
		e->code = code;
	}
	return code;
}

static unsigned long root_faults;

int es_root(es_err *e)
{
	root_faults++;
	if (!e)
		return ES_ERR;
	e->root = 1;
	return e->code;
}

unsigned long es_root_faults(void)
{
	return root_faults;
}

void es_clear(es_err *e)
{
	if (e) {
		e->code = ES_OK;
		e->msg[0] = '\0';
		e->root = 0;
	}
}

static void oom(void)
{
	fputs("estafeta: out of memory\n", stderr);
	exit(75);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		oom();
	return p;
}

void *xcalloc(size_t n, size_t m)
{
	void *p = calloc(n ? n : 1, m ? m : 1);
	if (!p)
		oom();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		oom();
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

int es_errno_code(int err)
{
	switch (err) {
	case EACCES:
	case EPERM:
		return ES_EPERM;
	case ENOSPC:
	case EDQUOT:
	case EROFS:
	case EIO:
	case EFBIG:
		return ES_EDISK;
	case ENOENT:
	case ENOTDIR:
	case ENAMETOOLONG:
		return ES_ECONFIG;
	default:
		return ES_EIO;
	}
}
