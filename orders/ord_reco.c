/* Order grammar of La reconquista (see ord_reco.h): keywords and number
 * words as data, province names from the map through lex_names. */
#include "orders/ord_reco.h"

#include <stdarg.h>
#include <string.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/tpl.h"
#include "orders/lex.h"
#include "orders/ord_places.h"
#include "orders/ordp.h"

enum { KW_PLACE, KW_PASS, KW_MOVE, KW_ATTACK, KW_WITH, KW_NOTHING, KW_DEFEND, KW_STANDING, KW_ALL, KW_NONE };

/* Folded spellings; rule 12 has players say "paso", rule 18 "ataco". */
static const lex_kw keywords[] = {
	{ KW_PLACE, "colocar|coloco|place" },
	{ KW_PASS, "paso|pasar|pass" },
	{ KW_MOVE, "mover|muevo|move" },
	{ KW_ATTACK, "atacar|ataco|attack" },
	{ KW_WITH, "con|with" },
	{ KW_NOTHING, "nada|nothing" },
	{ KW_DEFEND, "defender|defiendo|defend" },
	{ KW_STANDING, "defensa|defence|defense" },
	{ KW_ALL, "todas|todos|all" },
	{ KW_NONE, "ninguna|none" },
	{ -1, NULL },
};

/* Words that may join the provinces of a list: "Toledo y Segovia". */
static const lex_kw joiners[] = { { 0, "y|e|and|&" }, { -1, NULL } };

/* The template id of each verb's syntax, for "se esperaba: ...". */
static const ordp_verb verbs[] = {
	{ KW_PLACE, ORD_RECO_PLACE, "reco.syn.place" },
	{ KW_PASS, ORD_RECO_PASS, "reco.syn.pass" },
	{ KW_MOVE, ORD_RECO_MOVE, "reco.syn.move" },
	{ KW_ATTACK, ORD_RECO_ATTACK, "reco.syn.attack" },
	{ KW_DEFEND, ORD_RECO_DEFEND, "reco.syn.defend" },
	{ KW_STANDING, ORD_RECO_STANDING, "reco.syn.standing" },
};

typedef ordp parser;

static int verb_of(const char *fold)
{
	return ordp_verb_of(keywords, verbs, sizeof verbs / sizeof verbs[0], fold);
}

int ord_reco_verb(const char *fold)
{
	return verb_of(fold) >= 0;
}

static int province(parser *p, int *out);
static int with_list(parser *p, ord_reco *o);

static int province(parser *p, int *out)
{
	return ordp_name(p, "province", out);
}

/* [CON (NADA | TODAS | <provincia> [[y] <provincia>]...)] up to the end. */
static int with_list(parser *p, ord_reco *o)
{
	o->with_kind = ORD_RECO_WITH_OMITTED;
	o->with = 0;
	if (p->at >= p->w.n)
		return ES_OK;
	if (lex_keyword(keywords, lex_fold_at(&p->w, p->at)) != KW_WITH)
		return ordp_fail(p, "reco.rej.trailing", "word", lex_raw_at(&p->w, p->at), NULL);
	p->at++;
	if (p->at >= p->w.n)
		return ordp_fail(p, "reco.rej.missing_list", NULL);
	int kw = lex_keyword(keywords, lex_fold_at(&p->w, p->at));
	if (kw == KW_NOTHING || kw == KW_ALL) {
		o->with_kind = kw == KW_NOTHING ? ORD_RECO_WITH_NOTHING : ORD_RECO_WITH_ALL;
		p->at++;
		if (p->at < p->w.n)
			return ordp_fail(p, "reco.rej.trailing", "word", lex_raw_at(&p->w, p->at), NULL);
		return ES_OK;
	}
	o->with_kind = ORD_RECO_WITH_LIST;
	while (p->at < p->w.n) {
		if (lex_keyword(joiners, lex_fold_at(&p->w, p->at)) >= 0 &&
			lex_names_match(p->places->names, &p->w, p->at, NULL) < 0) {
			p->at++;
			continue;
		}
		int id;
		int rc = province(p, &id);
		if (rc)
			return rc;
		o->with |= (uint64_t)1 << id;
	}
	if (!o->with)
		return ordp_fail(p, "reco.rej.missing_list", NULL);
	return ES_OK;
}

int ord_reco_parse(const ord_places *pl, const char *line, const char *lang, ord_reco *out, sbuf *why)
{
	parser p = { .a = arena_new(),
		.places = pl, .lang = lang, .form = "reco.syn.any", .why = why, .prefix = "reco", .stop = keywords };
	int rc = ES_OK;
	memset(out, 0, sizeof *out);
	out->prov = out->dest = -1;
	lex_split(p.a, line, &p.w);
	if (p.w.n == 0) {
		rc = ordp_fail(&p, "reco.rej.empty", NULL);
		goto done;
	}
	int v = verb_of(lex_fold_at(&p.w, 0));
	if (v < 0) {
		rc = ordp_fail(&p, "reco.rej.not_verb", "word", lex_raw_at(&p.w, 0), NULL);
		goto done;
	}
	out->verb = verbs[v].verb;
	p.form = verbs[v].form;
	p.at = 1;
	switch (out->verb) {
	case ORD_RECO_PLACE:
		if ((rc = ordp_number(&p, &out->count)) || (rc = province(&p, &out->prov)))
			goto done;
		break;
	case ORD_RECO_PASS:
		break;
	case ORD_RECO_MOVE:
		if ((rc = ordp_number(&p, &out->count)) || (rc = province(&p, &out->prov)) ||
			(rc = province(&p, &out->dest)))
			goto done;
		break;
	case ORD_RECO_ATTACK:
		if ((rc = province(&p, &out->prov)) || (rc = with_list(&p, out)))
			goto done;
		break;
	case ORD_RECO_DEFEND:
		if ((rc = with_list(&p, out)))
			goto done;
		break;
	case ORD_RECO_STANDING: {
		if (p.at >= p.w.n) {
			rc = ordp_fail(&p, "reco.rej.missing_standing", NULL);
			goto done;
		}
		int k = lex_keyword(keywords, lex_fold_at(&p.w, p.at));
		if (k != KW_ALL && k != KW_NONE) {
			rc = ordp_fail(&p, "reco.rej.not_standing", "word", lex_raw_at(&p.w, p.at), NULL);
			goto done;
		}
		out->all = k == KW_ALL;
		p.at++;
		break;
	}
	}
	if (p.at < p.w.n)
		rc = ordp_fail(&p, "reco.rej.trailing", "word", lex_raw_at(&p.w, p.at), NULL);
done:
	arena_free(p.a);
	return rc;
}
