/* Growable buffer. */
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/err.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sbuf_init(sbuf *b)
{
	b->s = NULL;
	b->len = b->cap = 0;
}

void sbuf_free(sbuf *b)
{
	free(b->s);
	sbuf_init(b);
}

void sbuf_reset(sbuf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
}

static void grow(sbuf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < b->len + extra + 1)
		cap *= 2;
	b->s = xrealloc(b->s, cap);
	b->cap = cap;
}

void sbuf_add(sbuf *b, const void *p, size_t n)
{
	grow(b, n);
	if (n)
		memcpy(b->s + b->len, p, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void sbuf_puts(sbuf *b, const char *s)
{
	sbuf_add(b, s, strlen(s));
}

void sbuf_putc(sbuf *b, char c)
{
	sbuf_add(b, &c, 1);
}

void sbuf_vprintf(sbuf *b, const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n <= 0)
		return;
	grow(b, (size_t)n);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void sbuf_printf(sbuf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sbuf_vprintf(b, fmt, ap);
	va_end(ap);
}

const char *sbuf_str(const sbuf *b)
{
	return b->s ? b->s : "";
}

char *sbuf_detach(sbuf *b)
{
	char *s = b->s ? b->s : xstrdup("");
	sbuf_init(b);
	return s;
}

static int cmp_line(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void sbuf_sort_lines(sbuf *b)
{
	if (!b->len)
		return;
	size_t n = 0, cap = 64;
	char **lines = xmalloc(cap * sizeof *lines);
	char *copy = xstrndup(b->s, b->len);
	for (char *p = copy; *p;) {
		char *nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		if (*p) {
			if (n == cap)
				lines = xrealloc(lines, (cap *= 2) * sizeof *lines);
			lines[n++] = p;
		}
		if (!nl)
			break;
		p = nl + 1;
	}
	qsort(lines, n, sizeof *lines, cmp_line);
	sbuf_reset(b);
	for (size_t i = 0; i < n; i++) {
		if (i && !strcmp(lines[i], lines[i - 1]))
			continue;
		sbuf_puts(b, lines[i]);
		sbuf_putc(b, '\n');
	}
	free(lines);
	free(copy);
}

int sbuf_add_file(sbuf *b, FILE *f)
{
	char buf[16384];
	size_t got;
	while ((got = fread(buf, 1, sizeof buf, f)) > 0)
		sbuf_add(b, buf, got);
	return ferror(f) ? -1 : 0;
}
