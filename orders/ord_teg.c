/* Order grammar of TEG (see ord_teg.h): keywords, colours and number
 * words as data, country names from the map through lex_names. */
#include "orders/ord_teg.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/tpl.h"
#include "orders/lex.h"
#include "orders/ord_places.h"
#include "orders/ordp.h"

enum {
	KW_PLACE, KW_EXCHANGE, KW_ATTACK, KW_MOVE, KW_REGROUP, KW_PASS, KW_CLAIM, KW_PACT, KW_WORLD, KW_ZONE,
	KW_INTERNATIONAL, KW_ACCEPT, KW_REJECT, KW_BREAK, KW_UNTIL, KW_CONQUER, KW_LEFT, KW_WITH, KW_FROM, KW_TO, KW_CARD
};

/* Folded spellings. The rulebook has players announce "De Francia a
 * España", so DE and A may frame the two countries of an attack. */
static const lex_kw keywords[] = {
	{ KW_PLACE, "incorporar|incorporo|colocar|coloco|poner|pongo|place|add|reinforce" },
	{ KW_EXCHANGE, "canjear|canjeo|canje|exchange|trade" },
	{ KW_ATTACK, "atacar|ataco|attack" },
	{ KW_MOVE, "mover|muevo|move" },
	{ KW_REGROUP, "reagrupar|reagrupo|regroup|fortify" },
	{ KW_PASS, "paso|pasar|pass" },
	{ KW_CLAIM, "ocupar|ocupo|occupy|claim" },
	{ KW_PACT, "pacto|pact" },
	{ KW_WORLD, "mundial|world|worldwide|global" },
	{ KW_ZONE, "zona|zone" },
	{ KW_INTERNATIONAL, "internacional|international" },
	{ KW_ACCEPT, "acepto|aceptar|accept" },
	{ KW_REJECT, "rechazo|rechazar|reject|decline" },
	{ KW_BREAK, "rompo|romper|break" },
	{ KW_UNTIL, "hasta|until" },
	{ KW_CONQUER, "conquistar|conquistarlo|conquistarla|conquista|conquered|conquer|conquest" },
	{ KW_LEFT, "quedar|quedarme|queden|quede|left|leaving|keep|keeping" },
	{ KW_WITH, "con|with" },
	{ KW_FROM, "de|desde|from" },
	{ KW_TO, "a|hacia|to|into" },
	{ KW_CARD, "tarjeta|card" },
	{ -1, NULL },
};

static const lex_kw colors[] = {
	{ 0, "azul|blue" }, { 1, "rojo|red" }, { 2, "negro|black" }, { 3, "amarillo|yellow" }, { 4, "verde|green" },
	{ 5, "magenta" }, { -1, NULL },
};

/* Words that may join the cards of an exchange: "Brasil, Chile y Perú". */
static const lex_kw joiners[] = { { 0, "y|e|and|&" }, { -1, NULL } };

/* The verb of each first keyword and its syntax template id. */
static const ordp_verb verbs[] = {
	{ KW_PLACE, ORD_TEG_PLACE, "teg.syn.place" },
	{ KW_EXCHANGE, ORD_TEG_EXCHANGE, "teg.syn.exchange" },
	{ KW_ATTACK, ORD_TEG_ATTACK, "teg.syn.attack" },
	{ KW_MOVE, ORD_TEG_MOVE, "teg.syn.move" },
	{ KW_REGROUP, ORD_TEG_REGROUP, "teg.syn.regroup" },
	{ KW_PASS, ORD_TEG_PASS, "teg.syn.pass" },
	{ KW_CLAIM, ORD_TEG_CLAIM, "teg.syn.claim" },
	{ KW_PACT, ORD_TEG_PACT, "teg.syn.pact" },
	{ KW_ZONE, ORD_TEG_ZONE, "teg.syn.zone" },
	{ KW_INTERNATIONAL, ORD_TEG_ZONE, "teg.syn.zone" },
	{ KW_ACCEPT, ORD_TEG_ACCEPT, "teg.syn.accept" },
	{ KW_REJECT, ORD_TEG_REJECT, "teg.syn.reject" },
	{ KW_BREAK, ORD_TEG_BREAK, "teg.syn.break" },
	{ KW_CARD, ORD_TEG_CARD, "teg.syn.card" },
};

typedef ordp parser;

static int verb_of(const char *fold)
{
	return ordp_verb_of(keywords, verbs, sizeof verbs / sizeof verbs[0], fold);
}

int ord_teg_verb(const char *fold)
{
	return verb_of(fold) >= 0;
}

static int country(parser *p, int *out);
static int kw_at(const parser *p);
static int skip_kw(parser *p, int kw);
static int party(parser *p, ord_teg *o);
static int zone_tail(parser *p, ord_teg *o, int first);

static int country(parser *p, int *out)
{
	return ordp_name(p, "country", out);
}

static int kw_at(const parser *p)
{
	return p->at < p->w.n ? lex_keyword(keywords, lex_fold_at(&p->w, p->at)) : -1;
}

/* Skips keyword kw when it is next and is not the start of a country. */
static int skip_kw(parser *p, int kw)
{
	if (kw_at(p) != kw || lex_names_match(p->places->names, &p->w, p->at, NULL) >= 0)
		return 0;
	p->at++;
	return 1;
}

/* A colour, or else the rest of the line as a player's name. */
static int party(parser *p, ord_teg *o)
{
	if (p->at >= p->w.n)
		return ordp_fail(p, "teg.rej.missing_party", NULL);
	o->color = lex_keyword(colors, lex_fold_at(&p->w, p->at));
	if (o->color >= 0) {
		p->at++;
		return ES_OK;
	}
	sbuf b = SBUF_INIT;
	for (; p->at < p->w.n; p->at++) {
		if (b.len)
			sbuf_putc(&b, ' ');
		sbuf_puts(&b, lex_raw_at(&p->w, p->at));
	}
	if (b.len >= sizeof o->party) {
		sbuf_free(&b);
		return ordp_fail(p, "teg.rej.long_party", NULL);
	}
	memcpy(o->party, b.s, b.len + 1);
	sbuf_free(&b);
	return ES_OK;
}

static int attack_tail(parser *p, ord_teg *o)
{
	o->until = ORD_TEG_ONCE;
	if (p->at >= p->w.n)
		return ES_OK;
	if (kw_at(p) != KW_UNTIL)
		return ordp_fail(p, "teg.rej.trailing", "word", lex_raw_at(&p->w, p->at), NULL);
	p->at++;
	int k = kw_at(p);
	if (k == KW_CONQUER) {
		o->until = ORD_TEG_UNTIL_CONQUERED;
		p->at++;
		return ES_OK;
	}
	if (k == KW_LEFT) {
		p->at++;
		skip_kw(p, KW_WITH);
		o->until = ORD_TEG_UNTIL_LEFT;
		return ordp_number(p, &o->left);
	}
	/* "UNTIL 3 LEFT" */
	if (p->at < p->w.n && p->at + 1 < p->w.n && lex_keyword(keywords, lex_fold_at(&p->w, p->at + 1)) == KW_LEFT) {
		int rc = ordp_number(p, &o->left);
		if (rc)
			return rc;
		o->until = ORD_TEG_UNTIL_LEFT;
		p->at++;
		return ES_OK;
	}
	if (p->at >= p->w.n)
		return ordp_fail(p, "teg.rej.missing_until", NULL);
	return ordp_fail(p, "teg.rej.not_until", "word", lex_raw_at(&p->w, p->at), NULL);
}

/* ZONA INTERNACIONAL | INTERNATIONAL ZONE, then <país> [CON <parte>]; the
 * first of the two words is at p->at and is `first`. */
static int zone_tail(parser *p, ord_teg *o, int first)
{
	int second = first == KW_ZONE ? KW_INTERNATIONAL : KW_ZONE;
	p->at++;
	if (kw_at(p) != second)
		return p->at < p->w.n ? ordp_fail(p, "teg.rej.not_zone", "word", lex_raw_at(&p->w, p->at), NULL)
				      : ordp_fail(p, "teg.rej.missing_country", NULL);
	p->at++;
	int rc = country(p, &o->a);
	if (rc || p->at >= p->w.n)
		return rc;
	if (kw_at(p) != KW_WITH)
		return ordp_fail(p, "teg.rej.trailing", "word", lex_raw_at(&p->w, p->at), NULL);
	p->at++;
	return party(p, o);
}

int ord_teg_parse(const ord_places *pl, const char *line, const char *lang, ord_teg *out, sbuf *why)
{
	parser p = { .a = arena_new(),
		.places = pl, .lang = lang, .form = "teg.syn.any", .why = why, .prefix = "teg" };
	int rc = ES_OK;
	memset(out, 0, sizeof *out);
	out->a = out->b = out->color = -1;
	out->cards[0] = out->cards[1] = out->cards[2] = -1;
	lex_split(p.a, line, &p.w);
	if (p.w.n == 0) {
		rc = ordp_fail(&p, "teg.rej.empty", NULL);
		goto done;
	}
	int kw = lex_keyword(keywords, lex_fold_at(&p.w, 0)), v = verb_of(lex_fold_at(&p.w, 0));
	if (v < 0) {
		rc = ordp_fail(&p, "teg.rej.not_verb", "word", lex_raw_at(&p.w, 0), NULL);
		goto done;
	}
	out->verb = verbs[v].verb;
	p.form = verbs[v].form;
	p.at = 1;
	switch (out->verb) {
	case ORD_TEG_PLACE:
		if ((rc = ordp_number(&p, &out->count)))
			goto done;
		skip_kw(&p, KW_TO);
		if ((rc = country(&p, &out->a)))
			goto done;
		break;
	case ORD_TEG_EXCHANGE:
		while (p.at < p.w.n) {
			if (lex_keyword(joiners, lex_fold_at(&p.w, p.at)) >= 0 && lex_names_match(p.places->names, &p.w, p.at, NULL) < 0) {
				p.at++;
				continue;
			}
			if (out->ncards == 3) {
				rc = ordp_fail(&p, "teg.rej.three_cards", NULL);
				goto done;
			}
			if ((rc = country(&p, &out->cards[out->ncards])))
				goto done;
			out->ncards++;
		}
		if (out->ncards != 0 && out->ncards != 3) {
			rc = ordp_fail(&p, "teg.rej.three_cards", NULL);
			goto done;
		}
		break;
	case ORD_TEG_ATTACK:
		skip_kw(&p, KW_FROM);
		if ((rc = country(&p, &out->a)))
			goto done;
		skip_kw(&p, KW_TO);
		if ((rc = country(&p, &out->b)) || (rc = attack_tail(&p, out)))
			goto done;
		break;
	case ORD_TEG_MOVE:
		if ((rc = ordp_number(&p, &out->count)))
			goto done;
		break;
	case ORD_TEG_REGROUP:
		if ((rc = ordp_number(&p, &out->count)))
			goto done;
		skip_kw(&p, KW_FROM);
		if ((rc = country(&p, &out->a)))
			goto done;
		skip_kw(&p, KW_TO);
		if ((rc = country(&p, &out->b)))
			goto done;
		break;
	case ORD_TEG_PASS:
	case ORD_TEG_CARD:
		break;
	case ORD_TEG_CLAIM:
		if ((rc = country(&p, &out->a)))
			goto done;
		break;
	case ORD_TEG_PACT:
		/* PACTO [DE] ZONA INTERNACIONAL <país>: the same as ZONA
		 * INTERNACIONAL, in a form no core order can take for its own. */
		skip_kw(&p, KW_FROM);
		if (kw_at(&p) == KW_ZONE || kw_at(&p) == KW_INTERNATIONAL) {
			out->verb = ORD_TEG_ZONE;
			p.form = "teg.syn.zone";
			rc = zone_tail(&p, out, kw_at(&p));
			if (rc)
				goto done;
			break;
		}
		if (kw_at(&p) == KW_WORLD) {
			out->verb = ORD_TEG_PACT_WORLD;
			p.form = "teg.syn.pact";
			p.at++;
			skip_kw(&p, KW_WITH);
			if ((rc = party(&p, out)))
				goto done;
			break;
		}
		if ((rc = country(&p, &out->a)))
			goto done;
		skip_kw(&p, KW_TO);
		if ((rc = country(&p, &out->b)))
			goto done;
		break;
	case ORD_TEG_ZONE:
		p.at = 0;
		if ((rc = zone_tail(&p, out, kw)))
			goto done;
		break;
	case ORD_TEG_ACCEPT:
	case ORD_TEG_REJECT:
	case ORD_TEG_BREAK:
		if (kw_at(&p) == KW_PACT)
			p.at++;
		if ((rc = ordp_number(&p, &out->count)))
			goto done;
		break;
	}
	if (p.at < p.w.n)
		rc = ordp_fail(&p, "teg.rej.trailing", "word", lex_raw_at(&p.w, p.at), NULL);
done:
	arena_free(p.a);
	return rc;
}
