/* The line reader and word splitting of kit_lines.h. */
#include "games/kit/kit_lines.h"

#include <stdlib.h>
#include <string.h>

void kit_lines_init(kit_lines *r, const char *text, const char *file, size_t max)
{
	memset(r, 0, sizeof *r);
	r->next = text;
	r->file = file;
	r->max = max < KIT_LINE_MAX ? max : KIT_LINE_MAX;
}

int kit_lines_next(kit_lines *r, es_err *e)
{
	const char *p = r->next;
	if (!*p)
		return 0;
	const char *nl = strchr(p, '\n');
	size_t len = nl ? (size_t)(nl - p) : strlen(p);
	r->lineno++;
	r->raw = p;
	r->rawlen = len;
	if (len >= r->max) {
		if (r->file)
			return es_fail(e, ES_ESYNTAX, "%s:%d: line too long", r->file, r->lineno);
		return es_fail(e, ES_ESYNTAX, "state line %d: too long", r->lineno);
	}
	memcpy(r->buf, p, len);
	r->buf[len] = '\0';
	r->next = p + len + (nl != NULL);
	while (len && (r->buf[len - 1] == '\r' || r->buf[len - 1] == ' ' || r->buf[len - 1] == '\t'))
		r->buf[--len] = '\0';
	return 1;
}

int kit_split(char *line, char **w, int maxw)
{
	int nw = 0;
	for (char *q = line; *q && nw < maxw;) {
		while (*q == ' ' || *q == '\r' || *q == '\t')
			*q++ = '\0';
		if (!*q)
			break;
		w[nw++] = q;
		while (*q && *q != ' ' && *q != '\r' && *q != '\t')
			q++;
	}
	return nw;
}

const char *kit_skip_blanks(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

int kit_word(const char **p, kit_field *f)
{
	const char *s = kit_skip_blanks(*p);
	if (!*s)
		return 0;
	f->s = s;
	while (*s && *s != ' ' && *s != '\t')
		s++;
	f->n = (size_t)(s - f->s);
	f->quoted = 0;
	*p = s;
	return 1;
}

int kit_field_next(const char **p, kit_field *f)
{
	const char *s = kit_skip_blanks(*p);
	if (*s != '"')
		return kit_word(p, f);
	const char *end = strchr(s + 1, '"');
	if (!end)
		return -1;
	f->s = s + 1;
	f->n = (size_t)(end - s - 1);
	f->quoted = 1;
	*p = end + 1;
	return 1;
}

int kit_field_is(const kit_field *f, const char *word)
{
	return !f->quoted && strlen(word) == f->n && !memcmp(f->s, word, f->n);
}

int kit_field_num(const kit_field *f, int max, int *out)
{
	if (f->quoted || f->n == 0 || f->n > 4 || strspn(f->s, "0123456789") < f->n)
		return 0;
	int v = 0;
	for (size_t i = 0; i < f->n; i++)
		v = v * 10 + (f->s[i] - '0');
	if (v > max)
		return 0;
	*out = v;
	return 1;
}

int kit_index(const char *const *table, int n, const char *w)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(table[i], w))
			return i;
	return -1;
}

int kit_index0(const char *const *table, const char *w)
{
	for (int i = 0; table[i]; i++)
		if (!strcmp(table[i], w))
			return i;
	return -1;
}

int kit_num(const char *w, long max, long *out)
{
	size_t n = strlen(w);
	if (n == 0 || n > 10 || strspn(w, "0123456789") != n)
		return 0;
	long v = strtol(w, NULL, 10);
	if (v > max)
		return 0;
	*out = v;
	return 1;
}
