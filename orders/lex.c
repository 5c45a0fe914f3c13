/* The shared order lexer: folding (utf8proc), word splitting, keyword
 * tables and multi-word name tables. Everything lives in the caller's
 * arena; the only malloc'd memory is utf8proc's output and the edit
 * distance rows, both freed before returning. */
#include "orders/lex.h"

#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "adjudicator/base/err.h"

/* One growable table of spellings, each a sequence of folded sub-words
 * (hyphens already turned into word breaks). */
typedef struct lex_spelling {
	int id;
	size_t nw;
	char **w;
	char *joined; /* sub-words joined by single spaces, for suggestions */
	utf8proc_int32_t *cp; /* joined as code points (NULL if not UTF-8): */
	size_t ncp;           /* decoded once, not at every suggestion */
} lex_spelling;

struct lex_names {
	arena *a;
	lex_spelling *s;
	size_t n, cap;
};

static int is_space_cp(utf8proc_int32_t c);
static size_t sanitize(const char *s, size_t n, char *out);
static size_t sub_next(const lex_line *line, size_t *w, size_t *off, const char **p);
static int sub_rest(const char *s, size_t off);
static int cp_decode(const char *s, utf8proc_int32_t **out, size_t *n);
static size_t edit_distance(const utf8proc_int32_t *x, size_t nx,
	const utf8proc_int32_t *y, size_t ny, size_t *row);

/* Unicode white space (Z* categories) plus the ASCII controls and NEL that
 * act as white space in mail text. */
static int is_space_cp(utf8proc_int32_t c)
{
	if (c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85)
		return 1;
	if (c < 0x80)
		return 0;
	switch (utf8proc_category(c)) {
	case UTF8PROC_CATEGORY_ZS:
	case UTF8PROC_CATEGORY_ZL:
	case UTF8PROC_CATEGORY_ZP:
		return 1;
	default:
		return 0;
	}
}

size_t lex_space(const char *s, size_t n)
{
	utf8proc_int32_t c;
	utf8proc_ssize_t k;

	if (n == 0)
		return 0;
	k = utf8proc_iterate((const utf8proc_uint8_t *)s, (utf8proc_ssize_t)n, &c);
	if (k <= 0 || !is_space_cp(c))
		return 0;
	return (size_t)k;
}

/* Copies s to out with every byte that does not start a valid UTF-8
 * sequence replaced by '?', and NUL bytes by a space. out has room for n
 * bytes; the copy is never longer. */
static size_t sanitize(const char *s, size_t n, char *out)
{
	size_t i = 0, o = 0;

	while (i < n) {
		utf8proc_int32_t c;
		utf8proc_ssize_t k = utf8proc_iterate((const utf8proc_uint8_t *)s + i,
			(utf8proc_ssize_t)(n - i), &c);
		if (k <= 0) {
			out[o++] = '?';
			i++;
			continue;
		}
		if (c == 0) {
			out[o++] = ' ';
			i++;
			continue;
		}
		memcpy(out + o, s + i, (size_t)k);
		o += (size_t)k;
		i += (size_t)k;
	}
	return o;
}

char *lex_fold(arena *a, const char *s, size_t n)
{
	/* IGNORE drops soft hyphens, zero-width spaces and BOMs that mail
	 * clients sprinkle in; LUMP makes the Unicode hyphens and dashes
	 * ASCII '-', so "Trás‐os‐Montes" matches like "Trás-os-Montes". */
	const utf8proc_option_t opt = UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT |
		UTF8PROC_STRIPMARK | UTF8PROC_CASEFOLD | UTF8PROC_IGNORE | UTF8PROC_LUMP;
	utf8proc_uint8_t *m = NULL;
	utf8proc_ssize_t mn;
	char *clean, *res;
	size_t cn, i = 0, o = 0;
	int pending_space = 0;

	if (s == NULL || n == 0)
		return arena_strdup(a, "");
	clean = xmalloc(n + 1);
	cn = sanitize(s, n, clean);
	clean[cn] = '\0';
	mn = utf8proc_map((const utf8proc_uint8_t *)clean, (utf8proc_ssize_t)cn, &m, opt);
	free(clean);
	if (mn < 0) {
		/* Cannot happen on sanitized input short of running out of
		 * memory; fail like every other allocation. */
		return arena_strdup(a, "");
	}
	res = arena_alloc(a, (size_t)mn + 1);
	while (i < (size_t)mn) {
		utf8proc_int32_t c;
		utf8proc_ssize_t k = utf8proc_iterate(m + i, mn - (utf8proc_ssize_t)i, &c);
		if (k <= 0)
			k = 1, c = '?';
		if (is_space_cp(c)) {
			pending_space = o > 0;
			i += (size_t)k;
			continue;
		}
		if (pending_space)
			res[o++] = ' ';
		pending_space = 0;
		memcpy(res + o, m + i, (size_t)k);
		o += (size_t)k;
		i += (size_t)k;
	}
	res[o] = '\0';
	free(m);
	return res;
}

/* Comma and semicolon always separate words; a period only at the end of
 * a word ("Madrid." but "3.5" stays whole). */
void lex_split(arena *a, const char *line, lex_line *out)
{
	size_t len = line ? strlen(line) : 0, i = 0, cap, n = 0;
	char **raw, **fold;

	/* A word needs at least one byte and one separator after it. */
	cap = len / 2 + 1;
	raw = arena_alloc(a, cap * sizeof *raw);
	fold = arena_alloc(a, cap * sizeof *fold);
	while (i < len) {
		size_t start, end, sp;
		char *f;

		if ((sp = lex_space(line + i, len - i)) > 0 || line[i] == ',' || line[i] == ';') {
			i += sp ? sp : 1;
			continue;
		}
		start = i;
		while (i < len && line[i] != ',' && line[i] != ';' && lex_space(line + i, len - i) == 0)
			i++;
		end = i;
		while (end > start && line[end - 1] == '.')
			end--;
		if (end == start)
			continue;
		f = lex_fold(a, line + start, end - start);
		if (f[0] == '\0')
			continue; /* only ignorable characters or lone marks */
		raw[n] = arena_strndup(a, line + start, end - start);
		fold[n] = f;
		n++;
	}
	out->n = n;
	out->raw = raw;
	out->fold = fold;
}

int lex_keyword(const lex_kw *table, const char *fold)
{
	size_t fl;

	if (table == NULL || fold == NULL)
		return -1;
	fl = strlen(fold);
	for (; table->words != NULL; table++) {
		const char *p = table->words;
		for (;;) {
			const char *bar = strchr(p, '|');
			size_t wl = bar ? (size_t)(bar - p) : strlen(p);
			if (wl == fl && memcmp(p, fold, fl) == 0)
				return table->id;
			if (bar == NULL)
				break;
			p = bar + 1;
		}
	}
	return -1;
}

lex_names *lex_names_new(arena *a)
{
	lex_names *t = arena_alloc(a, sizeof *t);
	t->a = a;
	return t;
}

void lex_names_add(lex_names *t, int id, const char *name)
{
	char *f = lex_fold(t->a, name, name ? strlen(name) : 0);
	lex_spelling *sp;
	size_t nw = 0, i, jl = 0;
	char *p;

	for (p = f; *p; p++)
		if (*p == '-')
			*p = ' ';
	/* Count and cut the sub-words in place; runs of breaks are one. */
	for (p = f; *p;) {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		nw++;
		while (*p && *p != ' ')
			p++;
	}
	if (nw == 0)
		return;
	if (t->n == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 32;
		lex_spelling *ns = arena_alloc(t->a, cap * sizeof *ns);
		if (t->n)
			memcpy(ns, t->s, t->n * sizeof *ns);
		t->s = ns;
		t->cap = cap;
	}
	sp = &t->s[t->n++];
	sp->id = id;
	sp->nw = nw;
	sp->w = arena_alloc(t->a, nw * sizeof *sp->w);
	sp->joined = arena_alloc(t->a, strlen(f) + 1);
	i = 0;
	for (p = f; *p;) {
		char *start;
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		if (i > 0)
			sp->joined[jl++] = ' ';
		start = p;
		while (*p && *p != ' ')
			p++;
		sp->w[i++] = arena_strndup(t->a, start, (size_t)(p - start));
		memcpy(sp->joined + jl, start, (size_t)(p - start));
		jl += (size_t)(p - start);
	}
	sp->joined[jl] = '\0';
	utf8proc_int32_t *cp;
	sp->cp = NULL;
	if (cp_decode(sp->joined, &cp, &sp->ncp)) {
		sp->cp = arena_alloc(t->a, (sp->ncp + 1) * sizeof *cp);
		memcpy(sp->cp, cp, sp->ncp * sizeof *cp);
		free(cp);
	}
}

/* 1 when word s has a sub-word left from off (leading hyphens skipped).
 * No strlen: a match is tried at every word of a line, and measuring a
 * long word's rest for every spelling made that cost words x table. */
static int sub_rest(const char *s, size_t off)
{
	while (s[off] == '-')
		off++;
	return s[off] != '\0';
}

/* The next input sub-word at cursor (*w, *off): sets *p, returns its
 * length and advances the cursor, or returns 0 at the end of the line or
 * at a word made only of hyphens (a name cannot run across a lone dash). */
static size_t sub_next(const lex_line *line, size_t *w, size_t *off, const char **p)
{
	const char *s;
	size_t k;

	if (*w >= line->n)
		return 0;
	if (!sub_rest(line->fold[*w], *off)) {
		if (*off == 0)
			return 0;
		(*w)++;
		*off = 0;
		if (*w >= line->n || !sub_rest(line->fold[*w], 0))
			return 0;
	}
	s = line->fold[*w];
	while (s[*off] == '-')
		(*off)++;
	k = strcspn(s + *off, "- ");
	*p = s + *off;
	*off += k;
	/* A space inside a folded word (a compatibility mapping produced
	 * one) counts as a break too. */
	while (s[*off] == ' ')
		(*off)++;
	return k;
}

int lex_names_match(const lex_names *t, const lex_line *line, size_t at, size_t *used)
{
	size_t i, best_nw = 0, best_used = 0, w0 = at, off0 = 0, k0;
	const char *p0;
	int best = -1;

	if (t == NULL || line == NULL || at >= line->n)
		return -1;
	/* The first input sub-word is read once; only the spellings that
	 * start with it read further. */
	k0 = sub_next(line, &w0, &off0, &p0);
	if (k0 == 0)
		return -1;
	for (i = 0; i < t->n; i++) {
		const lex_spelling *sp = &t->s[i];
		size_t w = w0, off = off0, j;

		if (sp->nw <= best_nw || strncmp(sp->w[0], p0, k0) != 0 || sp->w[0][k0] != '\0')
			continue;
		for (j = 1; j < sp->nw; j++) {
			const char *p;
			size_t k = sub_next(line, &w, &off, &p);
			if (k == 0 || strlen(sp->w[j]) != k || memcmp(sp->w[j], p, k) != 0)
				break;
		}
		if (j < sp->nw)
			continue;
		if (sub_rest(line->fold[w], off))
			continue; /* would end inside a hyphenated word */
		best = sp->id;
		best_nw = sp->nw;
		best_used = w - at + 1;
	}
	if (best >= 0 && used != NULL)
		*used = best_used;
	return best;
}

size_t lex_names_prefixed(const lex_names *t, const lex_line *line, size_t at, int *ids, size_t max)
{
	size_t i, best_m = 0, n = 0, w0 = at, off0 = 0, k0;
	const char *p0;

	if (t == NULL || line == NULL || at >= line->n)
		return 0;
	k0 = sub_next(line, &w0, &off0, &p0);
	if (k0 == 0)
		return 0;
	for (i = 0; i < t->n; i++) {
		const lex_spelling *sp = &t->s[i];
		size_t w = w0, off = off0, m = 1, j;

		if (strncmp(sp->w[0], p0, k0) != 0 || sp->w[0][k0] != '\0')
			continue;
		while (m < sp->nw) {
			const char *p;
			size_t k = sub_next(line, &w, &off, &p);
			if (k == 0 || strlen(sp->w[m]) != k || memcmp(sp->w[m], p, k) != 0)
				break;
			m++;
		}
		if (m == sp->nw || m < best_m)
			continue;
		if (m > best_m)
			best_m = m, n = 0;
		for (j = 0; j < n && j < max && ids[j] != sp->id; j++)
			;
		if (j < n && j < max)
			continue; /* this id is listed already */
		if (n < max)
			ids[n] = sp->id;
		n++;
	}
	return n;
}

/* Decodes valid UTF-8 into a malloc'd array of code points; 0 when the
 * text is not valid UTF-8. */
static int cp_decode(const char *s, utf8proc_int32_t **out, size_t *n)
{
	size_t len = strlen(s), i = 0, k = 0;
	utf8proc_int32_t *v = xmalloc((len + 1) * sizeof *v);

	while (i < len) {
		utf8proc_ssize_t r = utf8proc_iterate((const utf8proc_uint8_t *)s + i,
			(utf8proc_ssize_t)(len - i), &v[k]);
		if (r <= 0) {
			free(v);
			return 0;
		}
		i += (size_t)r;
		k++;
	}
	*out = v;
	*n = k;
	return 1;
}

/* Levenshtein distance with one row of ny + 1 cells. */
static size_t edit_distance(const utf8proc_int32_t *x, size_t nx,
	const utf8proc_int32_t *y, size_t ny, size_t *row)
{
	size_t i, j;

	for (j = 0; j <= ny; j++)
		row[j] = j;
	for (i = 1; i <= nx; i++) {
		size_t diag = row[0];
		row[0] = i;
		for (j = 1; j <= ny; j++) {
			size_t up = row[j];
			size_t best = diag + (x[i - 1] != y[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			diag = up;
			row[j] = best;
		}
	}
	return row[ny];
}

int lex_names_suggest(const lex_names *t, const char *fold)
{
	utf8proc_int32_t *q = NULL;
	size_t nq = 0, i, best_d = (size_t)-1, limit;
	int best = -1;
	const char *p;
	char *norm, *o;

	if (t == NULL || fold == NULL || t->n == 0)
		return -1;
	/* Compare like the table: hyphens are spaces, runs are one, trimmed. */
	norm = xmalloc(strlen(fold) + 1);
	o = norm;
	for (p = fold; *p; p++) {
		char c = *p == '-' ? ' ' : *p;
		if (c == ' ' && (o == norm || o[-1] == ' '))
			continue;
		*o++ = c;
	}
	if (o > norm && o[-1] == ' ')
		o--;
	*o = '\0';
	if (!cp_decode(norm, &q, &nq) || nq == 0) {
		free(norm);
		free(q);
		return -1;
	}
	free(norm);
	limit = nq / 3 > 2 ? nq / 3 : 2;
	for (i = 0; i < t->n; i++) {
		const utf8proc_int32_t *s = t->s[i].cp;
		size_t ns = t->s[i].ncp, d, *row;
		if (!s)
			continue;
		/* The distance is at least the difference in length: skipping
		 * those keeps a long unknown word from costing its length
		 * times the whole table. */
		if ((nq > ns ? nq - ns : ns - nq) > limit)
			continue;
		row = xmalloc((ns + 1) * sizeof *row);
		d = edit_distance(q, nq, s, ns, row);
		free(row);
		/* A distance as long as the word itself means nothing in
		 * common: no suggestion for "xy" against "ab". */
		if (d <= limit && d < nq && d < best_d) {
			best_d = d;
			best = t->s[i].id;
		}
	}
	free(q);
	return best;
}
