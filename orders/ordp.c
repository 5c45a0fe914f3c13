/* Shared pieces of the order grammars (see ordp.h). */
#include "orders/ordp.h"

#include <stdio.h>
#include <string.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/tpl.h"

const lex_kw ordp_number_words[] = {
	{ 0, "cero|zero" }, { 1, "uno|un|una|one" }, { 2, "dos|two" }, { 3, "tres|three" },
	{ 4, "cuatro|four" }, { 5, "cinco|five" }, { 6, "seis|six" }, { 7, "siete|seven" },
	{ 8, "ocho|eight" }, { 9, "nueve|nine" }, { 10, "diez|ten" }, { 11, "once|eleven" },
	{ 12, "doce|twelve" }, { 13, "trece|thirteen" }, { 14, "catorce|fourteen" },
	{ 15, "quince|fifteen" }, { 16, "dieciseis|sixteen" }, { 17, "diecisiete|seventeen" },
	{ 18, "dieciocho|eighteen" }, { 19, "diecinueve|nineteen" }, { 20, "veinte|twenty" },
	{ 21, "veintiuno|veintiun|veintiuna|twenty-one" }, { 22, "veintidos|twenty-two" },
	{ 23, "veintitres|twenty-three" }, { 24, "veinticuatro|twenty-four" },
	{ 25, "veinticinco|twenty-five" }, { 26, "veintiseis|twenty-six" },
	{ 27, "veintisiete|twenty-seven" }, { 28, "veintiocho|twenty-eight" },
	{ 29, "veintinueve|twenty-nine" }, { 30, "treinta|thirty" }, { -1, NULL },
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
	tpl_put_vars(&detail, lang, detail_id, vars);
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
	long v = ordp_word_number(lex_fold_at(&p->w, p->at), 9);
	if (v == -2)
		return ordp_fail(p, rid(id, sizeof id, p, "big_number", ""), "word", lex_raw_at(&p->w, p->at), NULL);
	if (v < 0)
		return ordp_fail(p, rid(id, sizeof id, p, "not_number", ""), "word", lex_raw_at(&p->w, p->at), NULL);
	*out = v;
	p->at++;
	return ES_OK;
}

/* The next span words from the cursor, folded and as written. */
static void words(const ordp *p, size_t span, sbuf *f, sbuf *raw)
{
	for (size_t i = 0; i < span; i++) {
		if (i) {
			sbuf_putc(f, ' ');
			sbuf_putc(raw, ' ');
		}
		sbuf_puts(f, lex_fold_at(&p->w, p->at + i));
		sbuf_puts(raw, lex_raw_at(&p->w, p->at + i));
	}
}

/* Fails with PREFIX.rej.KIND_amb (vars word, names: "Beira Alta, Beira
 * Baixa, Beira Litoral") when the game has that text; 0 when it has not. */
static int ambiguous(ordp *p, const int *ids, size_t n, const char *kind)
{
	char id[64];
	sbuf names = SBUF_INIT, probe = SBUF_INIT;
	es_err e;
	rid(id, sizeof id, p, kind, "_amb");
	const char *vars[] = { "word", "", "names", "", NULL };
	if (tpl_render(&probe, p->lang, id, vars, &e) != ES_OK) {
		sbuf_free(&probe);
		return 0;
	}
	sbuf_free(&probe);
	for (size_t i = 0; i < n; i++) {
		if (i)
			sbuf_puts(&names, ", ");
		sbuf_puts(&names, p->places->display[ids[i]]);
	}
	ordp_fail(p, id, "word", lex_raw_at(&p->w, p->at), "names", sbuf_str(&names), NULL);
	sbuf_free(&names);
	return 1;
}

int ordp_name(ordp *p, const char *what, int *out)
{
	const lex_names *t = p->places->names;
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
	/* A suggestion reads at most three words and never into the next
	 * name: "Miño Pontevedra" suggests for "Miño" alone, not Pontevedra,
	 * and "Beira CON" is not read as one misspelt name. */
	size_t left = p->w.n - p->at, span = 1;
	while (span < left && span < 3 && lex_names_match(t, &p->w, p->at + span, NULL) < 0 &&
		lex_keyword(p->stop, lex_fold_at(&p->w, p->at + span)) < 0)
		span++;
	int amb[16];
	size_t namb = lex_names_prefixed(t, &p->w, p->at, amb, 16);
	for (; span >= 1; span--) {
		/* Words that begin several names ("Beira") list them all
		 * rather than pick one, unless a longer run reads as a typo. */
		if (namb > 1 && span == 1 && ambiguous(p, amb, namb < 16 ? namb : 16, kind))
			return ES_ESYNTAX;
		sbuf f = SBUF_INIT, raw = SBUF_INIT;
		words(p, span, &f, &raw);
		int s = lex_names_suggest(t, sbuf_str(&f));
		if (s < 0 && span == 1 && namb == 1)
			s = amb[0]; /* "Ciudad" begins one name only */
		if (s >= 0)
			ordp_fail(p, rid(id, sizeof id, p, kind, "_dym"), "word", sbuf_str(&raw), "name", p->places->display[s], NULL);
		sbuf_free(&f);
		sbuf_free(&raw);
		if (s >= 0)
			return ES_ESYNTAX;
	}
	return ordp_fail(p, rid(id, sizeof id, p, kind, ""), "word", lex_raw_at(&p->w, p->at), NULL);
}

int ordp_verb_of(const lex_kw *kws, const ordp_verb *verbs, size_t n, const char *fold)
{
	int kw = lex_keyword(kws, fold);
	for (size_t v = 0; v < n; v++)
		if (verbs[v].kw == kw)
			return (int)v;
	return -1;
}
