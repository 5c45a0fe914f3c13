/* Shared pieces of the order grammars (see ordp.h). */
#include "orders/ordp.h"

#include <stdio.h>
#include <string.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/tpl.h"

const lex_kw ordp_number_words[] = {
	{ 0, "cero|zero" }, { 1, "uno|un|una|one" }, { 2, "dos|two" }, { 3, "tres|three" },
	{ 4, "cuatro|four" }, { 5, "cinco|five" }, { 6, "seis|six" }, { 7, "siete|seven" },
	{ 8, "ocho|eight" }, { 9, "nueve|nine" }, { 10, "diez|ten" }, { -1, NULL },
};

long ordp_word_number(const char *f, size_t max_digits)
{
	if (f[0] == '#' && f[1])
		f++;
	size_t n = strlen(f);
	if (n > 0 && strspn(f, "0123456789") == n) {
		if (n > max_digits)
			return -2;
		long v = 0;
		for (size_t i = 0; i < n; i++)
			v = v * 10 + (f[i] - '0');
		return v;
	}
	return lex_keyword(ordp_number_words, f);
}

int ordp_vexpected(sbuf *why, const char *lang, const char *expected_id, const char *form_id,
	const char *detail_id, va_list ap)
{
	sbuf form = SBUF_INIT, detail = SBUF_INIT;
	const char *vars[2 * 4 + 1] = { NULL };
	for (size_t k = 0; k < 2 * 4; k++) {
		vars[k] = va_arg(ap, const char *);
		if (!vars[k])
			break;
	}
	tpl_put(&form, lang, form_id, NULL);
	es_err e;
	if (tpl_render(&detail, lang, detail_id, vars, &e) != ES_OK)
		sbuf_puts(&detail, e.msg);
	tpl_put(why, lang, expected_id, "form", sbuf_str(&form), "detail", sbuf_str(&detail), NULL);
	sbuf_free(&form);
	sbuf_free(&detail);
	return ES_ESYNTAX;
}

int ordp_fail(ordp *p, const char *detail_id, ...)
{
	char id[64];
	snprintf(id, sizeof id, "%s.rej.expected", p->prefix);
	va_list ap;
	va_start(ap, detail_id);
	int rc = ordp_vexpected(p->why, p->lang, id, p->form, detail_id, ap);
	va_end(ap);
	return rc;
}

static const char *rid(char *buf, size_t n, const ordp *p, const char *what, const char *tail)
{
	snprintf(buf, n, "%s.rej.%s%s", p->prefix, what, tail);
	return buf;
}

int ordp_number(ordp *p, long *out)
{
	char id[64];
	if (p->at >= p->w.n)
		return ordp_fail(p, rid(id, sizeof id, p, "missing_number", ""), NULL);
	long v = ordp_word_number(p->w.fold[p->at], 9);
	if (v == -2)
		return ordp_fail(p, rid(id, sizeof id, p, "big_number", ""), "word", p->w.raw[p->at], NULL);
	if (v < 0)
		return ordp_fail(p, rid(id, sizeof id, p, "not_number", ""), "word", p->w.raw[p->at], NULL);
	*out = v;
	p->at++;
	return ES_OK;
}

int ordp_name(ordp *p, const lex_names *t, const char *(*display)(int id), const char *what, int *out)
{
	char id[64], kind[32];
	snprintf(kind, sizeof kind, "not_%s", what);
	if (p->at >= p->w.n) {
		snprintf(kind, sizeof kind, "missing_%s", what);
		return ordp_fail(p, rid(id, sizeof id, p, kind, ""), NULL);
	}
	size_t used = 0;
	int found = lex_names_match(t, &p->w, p->at, &used);
	if (found >= 0) {
		*out = found;
		p->at += used;
		return ES_OK;
	}
	size_t left = p->w.n - p->at;
	for (size_t span = left < 3 ? left : 3; span >= 1; span--) {
		sbuf f = SBUF_INIT, raw = SBUF_INIT;
		for (size_t i = 0; i < span; i++) {
			if (i) {
				sbuf_putc(&f, ' ');
				sbuf_putc(&raw, ' ');
			}
			sbuf_puts(&f, p->w.fold[p->at + i]);
			sbuf_puts(&raw, p->w.raw[p->at + i]);
		}
		int s = lex_names_suggest(t, sbuf_str(&f));
		if (s >= 0)
			ordp_fail(p, rid(id, sizeof id, p, kind, "_dym"), "word", sbuf_str(&raw), "name", display(s), NULL);
		sbuf_free(&f);
		sbuf_free(&raw);
		if (s >= 0)
			return ES_ESYNTAX;
	}
	return ordp_fail(p, rid(id, sizeof id, p, kind, ""), "word", p->w.raw[p->at], NULL);
}
