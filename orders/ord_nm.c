/* Order grammar of Nuevo Mundo (see ord_nm.h): keywords as data; regions
 * and kinds from the vocabulary the engine gives. */
#include "orders/ord_nm.h"

#include <stdio.h>
#include <string.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "orders/lex.h"
#include "orders/ord_places.h"
#include "orders/ordp.h"

enum {
	KW_ENTER, KW_BUY, KW_PLACE, KW_SHIP, KW_CARD, KW_MOVE, KW_EMBARK, KW_DISEMBARK, KW_ATTACK, KW_RETREAT,
	KW_ACCEPT, KW_REFUSE, KW_DEFENCE, KW_LOSSES, KW_RETREATS, KW_COMBOS, KW_CQ, KW_CA, KW_SHIPS, KW_ALL,
	KW_BUT, KW_FLEET, KW_RETRY, KW_WITH, KW_COMBO, KW_TACTICS, KW_AT, KW_RANDOM, KW_TO, KW_LARGEST,
	KW_SMALLEST, KW_ASK, KW_AUTO, KW_MANUAL
};

/* Folded spellings. */
static const lex_kw keywords[] = {
	{ KW_ENTER, "entrar|entro|enter" },
	{ KW_BUY, "comprar|compro|buy" },
	{ KW_PLACE, "colocar|coloco|place" },
	{ KW_SHIP, "barco|ship" },
	{ KW_CARD, "tarjeta|tarjetas|card|cards" },
	{ KW_MOVE, "mover|muevo|move" },
	{ KW_EMBARK, "embarcar|embarco|embark" },
	{ KW_DISEMBARK, "desembarcar|desembarco|disembark" },
	{ KW_ATTACK, "atacar|ataco|attack" },
	{ KW_RETREAT, "retirada|retirar|retreat" },
	{ KW_ACCEPT, "acepto|aceptar|accept" },
	{ KW_REFUSE, "rechazo|rechazar|refuse" },
	{ KW_DEFENCE, "defensa|defence|defense" },
	{ KW_LOSSES, "bajas|losses" },
	{ KW_RETREATS, "retiradas|retreats" },
	{ KW_COMBOS, "combos" },
	{ KW_CQ, "cq|conquistador|conquistadores|conquistadors" },
	{ KW_CA, "ca|construccion|construcciones|building|buildings" },
	{ KW_SHIPS, "barcos|ships" },
	{ KW_ALL, "todos|all" },
	{ KW_BUT, "menos|but|except" },
	{ KW_FLEET, "flota|fleet" },
	{ KW_RETRY, "reintentar|reintento|retry" },
	{ KW_WITH, "con|with" },
	{ KW_COMBO, "combo" },
	{ KW_TACTICS, "tacticas|tactica|tactics|tactic" },
	{ KW_AT, "al|at" },
	{ KW_RANDOM, "azar|random" },
	{ KW_TO, "hacia|a|to" },
	{ KW_LARGEST, "mayor|largest" },
	{ KW_SMALLEST, "menor|smallest" },
	{ KW_ASK, "preguntar|pregunto|ask" },
	{ KW_AUTO, "auto|automatico" },
	{ KW_MANUAL, "manual" },
	{ -1, NULL },
};

/* The verb of each leading keyword and the template of its syntax. */
static const ordp_verb verbs[] = {
	{ KW_ENTER, ORD_NM_ENTER, "nm.syn.enter" },
	{ KW_BUY, ORD_NM_BUY, "nm.syn.buy" },
	{ KW_PLACE, ORD_NM_PLACE, "nm.syn.place" },
	{ KW_SHIP, ORD_NM_SHIP, "nm.syn.ship" },
	{ KW_CARD, ORD_NM_CARD, "nm.syn.card" },
	{ KW_MOVE, ORD_NM_MOVE, "nm.syn.move" },
	{ KW_EMBARK, ORD_NM_EMBARK, "nm.syn.embark" },
	{ KW_DISEMBARK, ORD_NM_DISEMBARK, "nm.syn.disembark" },
	{ KW_ATTACK, ORD_NM_ATTACK, "nm.syn.attack" },
	{ KW_RETREAT, ORD_NM_RETREAT, "nm.syn.retreat" },
	{ KW_ACCEPT, ORD_NM_ANSWER, "nm.syn.answer" },
	{ KW_REFUSE, ORD_NM_ANSWER, "nm.syn.answer" },
	{ KW_DEFENCE, ORD_NM_DEFENCE, "nm.syn.defence" },
	{ KW_LOSSES, ORD_NM_LOSSES, "nm.syn.losses" },
	{ KW_RETREATS, ORD_NM_RETREATS, "nm.syn.retreats" },
	{ KW_COMBOS, ORD_NM_COMBOS, "nm.syn.combos" },
};

typedef struct parser {
	ordp p;
	const ord_nm_vocab *v;
} parser;

static int verb_of(const char *fold)
{
	return ordp_verb_of(keywords, verbs, sizeof verbs / sizeof verbs[0], fold);
}

int ord_nm_verb(const char *fold)
{
	return verb_of(fold) >= 0;
}

static int kw_at(const parser *q)
{
	return q->p.at < q->p.w.n ? lex_keyword(keywords, lex_fold_at(&q->p.w, q->p.at)) : -1;
}

static int region(parser *q, int *out)
{
	return ordp_name(&q->p, "region", out);
}

static int trailing(parser *q)
{
	if (q->p.at < q->p.w.n)
		return ordp_fail(&q->p, "nm.rej.trailing", "word", lex_raw_at(&q->p.w, q->p.at), NULL);
	return ES_OK;
}

/* The kind of a folded code (either language), or -1. */
static int kind_code(const ord_nm_vocab *v, const char *fold)
{
	for (int k = 0; k < v->nkinds; k++)
		if (!strcmp(v->codes[0][k], fold) || !strcmp(v->codes[1][k], fold))
			return k;
	return -1;
}

/* The kind named by the words at p->at (how many it takes in *nw), or -1;
 * the longest name wins ("frutos secos" before "frutos"). */
static int kind_name(const ord_nm_vocab *v, const ordp *p, int *nw)
{
	int best = -1;
	*nw = 0;
	for (const ord_nm_kind_name *kn = v->names; kn->words; kn++) {
		const char *w = kn->words;
		size_t at = p->at;
		int n = 0;
		while (*w && at < p->w.n) {
			const char *f = lex_fold_at(&p->w, at);
			size_t len = strlen(f);
			if (strncmp(w, f, len) || (w[len] != ' ' && w[len] != '\0'))
				break;
			w += len + (w[len] == ' ');
			at++;
			n++;
		}
		if (!*w && n > *nw) {
			*nw = n;
			best = kn->kind;
		}
	}
	return best;
}

static int add_pref(ord_nm *o, int k)
{
	for (int i = 0; i < o->nprefs; i++)
		if (o->prefs[i] == k)
			return 0;
	o->prefs[o->nprefs++] = k;
	return 1;
}

/* <rubro> [/ <rubro>]... up to the end of the line or the next keyword;
 * '/' may stand alone or inside a word ("frut/riq"); a kind by its code
 * or its name ("animales", "frutos secos y hojas"). */
static int prefs(parser *q, ord_nm *o)
{
	ordp *p = &q->p;
	while (p->at < p->w.n && kw_at(q) < 0) {
		int nw, k = kind_name(q->v, p, &nw);
		const char *w = lex_fold_at(&p->w, p->at);
		if (k < 0 && (!strcmp(w, "y") || !strcmp(w, "and"))) {
			p->at++; /* "semillas y raíces/culturas": the name cut by a '/' */
			continue;
		}
		if (k >= 0) {
			add_pref(o, k);
			p->at += (size_t)nw;
			continue;
		}
		const char *f = lex_fold_at(&p->w, p->at);
		while (*f) {
			size_t len = strcspn(f, "/");
			if (len) {
				char code[24];
				k = -1;
				if (len < sizeof code) {
					memcpy(code, f, len);
					code[len] = '\0';
					k = kind_code(q->v, code);
					for (const ord_nm_kind_name *kn = q->v->names; k < 0 && kn->words; kn++)
						if (!strcmp(kn->words, code))
							k = kn->kind;
				}
				if (k < 0)
					return ordp_fail(p, "nm.rej.not_kind", "word", lex_raw_at(&p->w, p->at), NULL);
				add_pref(o, k);
			}
			f += len + (f[len] == '/');
		}
		p->at++;
	}
	if (!o->nprefs)
		return ordp_fail(p, "nm.rej.missing_kind", NULL);
	return ES_OK;
}

/* TACTICAS <t>... (each 1..5) or AL AZAR (also AZAR alone). */
static int tactics(parser *q, ord_nm *o)
{
	ordp *p = &q->p;
	int kw = kw_at(q);
	if (kw == KW_AT || kw == KW_RANDOM) {
		p->at++;
		if (kw == KW_AT) {
			if (kw_at(q) != KW_RANDOM)
				return ordp_fail(p, "nm.rej.missing_random", NULL);
			p->at++;
		}
		o->random = 1;
		return ES_OK;
	}
	if (kw != KW_TACTICS)
		return p->at < p->w.n ? ordp_fail(p, "nm.rej.not_tactics", "word", lex_raw_at(&p->w, p->at), NULL)
				      : ordp_fail(p, "nm.rej.missing_tactics", NULL);
	p->at++;
	while (p->at < p->w.n && kw_at(q) < 0) {
		long t = ordp_word_number(lex_fold_at(&p->w, p->at), 2);
		if (t < 1 || t > q->v->tactics)
			return ordp_fail(p, "nm.rej.not_tactic", "word", lex_raw_at(&p->w, p->at), NULL);
		if (o->ntactics == ORD_NM_MAX_TACTICS)
			return ordp_fail(p, "nm.rej.many_tactics", NULL);
		o->tactics[o->ntactics++] = (int)t;
		p->at++;
	}
	if (!o->ntactics)
		return ordp_fail(p, "nm.rej.missing_tactics", NULL);
	return ES_OK;
}

/* Does a folded word read as bN? */
static int is_ship_id(const char *f)
{
	return f[0] == 'b' && ordp_word_number(f + 1, 2) >= 1;
}

/* bN: a ship's number. */
static int ship_id(parser *q, int *out)
{
	ordp *p = &q->p;
	if (p->at >= p->w.n)
		return ordp_fail(p, "nm.rej.missing_ship", NULL);
	const char *f = lex_fold_at(&p->w, p->at);
	long v = f[0] == 'b' ? ordp_word_number(f + 1, 2) : -1;
	if (v < 1)
		return ordp_fail(p, "nm.rej.not_ship", "word", lex_raw_at(&p->w, p->at), NULL);
	*out = (int)v;
	p->at++;
	return ES_OK;
}

/* <n> | TODOS [MENOS <n>], then an optional CQ. */
static int troops(parser *q, ord_nm *o)
{
	int rc;
	if (kw_at(q) == KW_ALL) {
		q->p.at++;
		o->count = ORD_NM_ALL;
		if (kw_at(q) == KW_BUT) {
			q->p.at++;
			if ((rc = ordp_number(&q->p, &o->but)))
				return rc;
		}
	} else if ((rc = ordp_number(&q->p, &o->count))) {
		return rc;
	}
	if (kw_at(q) == KW_CQ)
		q->p.at++;
	return ES_OK;
}

/* [REINTENTAR <n>] [CON COMBO], in either order, each once. */
static int move_tail(parser *q, ord_nm *o)
{
	int rc, seen_retry = 0;
	while (q->p.at < q->p.w.n) {
		int kw = kw_at(q);
		if (kw == KW_RETRY && !seen_retry) {
			q->p.at++;
			seen_retry = 1;
			if ((rc = ordp_number(&q->p, &o->retry)))
				return rc;
		} else if (kw == KW_WITH && !o->combo) {
			q->p.at++;
			if (kw_at(q) != KW_COMBO)
				return ordp_fail(&q->p, "nm.rej.missing_combo", NULL);
			q->p.at++;
			o->combo = 1;
		} else {
			return trailing(q);
		}
	}
	return ES_OK;
}

static int move(parser *q, ord_nm *o)
{
	int rc, kw = kw_at(q);
	if (kw == KW_SHIP) {
		q->p.at++;
		o->what = ORD_NM_ONE_SHIP;
		if ((rc = ship_id(q, &o->ship)) || (rc = region(q, &o->from)))
			return rc;
		/* The origin may be left out: the ship knows where it is. */
		if (q->p.at < q->p.w.n && kw_at(q) < 0) {
			if ((rc = region(q, &o->to)))
				return rc;
		} else {
			o->to = o->from;
			o->from = -1;
		}
	} else if (kw == KW_FLEET) {
		q->p.at++;
		o->what = ORD_NM_FLEET;
		/* The ships named (VI.01: the player chooses which go together). */
		while (q->p.at < q->p.w.n && is_ship_id(lex_fold_at(&q->p.w, q->p.at))) {
			int k;
			if ((rc = ship_id(q, &k)))
				return rc;
			if (k > 64)
				return ordp_fail(&q->p, "nm.rej.not_ship", "word", lex_raw_at(&q->p.w, q->p.at - 1), NULL);
			o->fleet |= 1ull << (k - 1);
		}
		if ((rc = region(q, &o->from)))
			return rc;
		if (!o->fleet || (q->p.at < q->p.w.n && kw_at(q) < 0)) {
			if ((rc = region(q, &o->to)))
				return rc;
		} else {
			o->to = o->from;
			o->from = -1;
		}
	} else if ((rc = troops(q, o)) || (rc = region(q, &o->from)) || (rc = region(q, &o->to))) {
		return rc;
	}
	return move_tail(q, o);
}

/* COMPRAR: <n> <pieza> pairs, each piece once. */
static int buy(parser *q, ord_nm *o)
{
	int rc, seen[ORD_NM_NPIECES] = { 0 }, any = 0;
	while (q->p.at < q->p.w.n || !any) {
		long n;
		if ((rc = ordp_number(&q->p, &n)))
			return rc;
		int kw = kw_at(q);
		int piece = kw == KW_CQ ? ORD_NM_CQ : kw == KW_CA ? ORD_NM_CA : kw == KW_SHIP || kw == KW_SHIPS ? ORD_NM_SHIP_PIECE : -1;
		if (piece < 0)
			return q->p.at < q->p.w.n ? ordp_fail(&q->p, "nm.rej.not_piece", "word", lex_raw_at(&q->p.w, q->p.at), NULL)
						  : ordp_fail(&q->p, "nm.rej.missing_piece", NULL);
		if (seen[piece]++)
			return ordp_fail(&q->p, "nm.rej.piece_twice", "word", lex_raw_at(&q->p.w, q->p.at), NULL);
		q->p.at++;
		o->buy[piece] = n;
		any = 1;
	}
	return ES_OK;
}

static int choice(parser *q, int a, int b, int c, const char *missing, int *out)
{
	int kw = kw_at(q);
	if (kw < 0 || (kw != a && kw != b && kw != c))
		return q->p.at < q->p.w.n ? ordp_fail(&q->p, "nm.rej.not_choice", "word", lex_raw_at(&q->p.w, q->p.at), NULL)
					  : ordp_fail(&q->p, missing, NULL);
	q->p.at++;
	*out = kw;
	return ES_OK;
}

static int body(parser *q, ord_nm *o, int kw0)
{
	ordp *p = &q->p;
	int rc, kw;
	switch (o->verb) {
	case ORD_NM_ENTER:
		if ((rc = region(q, &o->from)))
			return rc;
		if (kw_at(q) == KW_CARD) {
			p->at++;
			return prefs(q, o);
		}
		return ES_OK;
	case ORD_NM_BUY:
		return buy(q, o);
	case ORD_NM_PLACE:
		if ((rc = ordp_number(p, &o->count)))
			return rc;
		kw = kw_at(q);
		if (kw != KW_CQ && kw != KW_CA)
			return p->at < p->w.n ? ordp_fail(p, "nm.rej.not_piece", "word", lex_raw_at(&p->w, p->at), NULL)
					      : ordp_fail(p, "nm.rej.missing_piece", NULL);
		p->at++;
		o->piece = kw == KW_CQ ? ORD_NM_CQ : ORD_NM_CA;
		return region(q, &o->from);
	case ORD_NM_SHIP:
		if ((rc = region(q, &o->from)))
			return rc;
		return p->at < p->w.n ? region(q, &o->to) : ES_OK;
	case ORD_NM_CARD:
		return prefs(q, o);
	case ORD_NM_MOVE:
		return move(q, o);
	case ORD_NM_EMBARK:
	case ORD_NM_DISEMBARK:
		if ((rc = troops(q, o)) || (rc = region(q, &o->from)) || (rc = region(q, &o->to)))
			return rc;
		if (kw_at(q) == KW_SHIP) {
			p->at++;
			return ship_id(q, &o->ship);
		}
		return ES_OK;
	case ORD_NM_ATTACK:
		if ((rc = region(q, &o->from)))
			return rc;
		if (p->at < p->w.n && kw_at(q) != KW_CARD && (rc = tactics(q, o)))
			return rc;
		if (kw_at(q) == KW_CARD) {
			p->at++;
			return prefs(q, o);
		}
		return ES_OK;
	case ORD_NM_RETREAT:
		if ((rc = region(q, &o->from)))
			return rc;
		if (kw_at(q) != KW_TO)
			return p->at < p->w.n ? ordp_fail(p, "nm.rej.not_to", "word", lex_raw_at(&p->w, p->at), NULL)
					      : ordp_fail(p, "nm.rej.missing_to", NULL);
		p->at++;
		if ((rc = region(q, &o->to)))
			return rc;
		/* The tactics of the battle if the retreat fails or is refused. */
		return p->at < p->w.n ? tactics(q, o) : ES_OK;
	case ORD_NM_ANSWER:
		o->policy = kw0 == KW_ACCEPT ? ORD_NM_ACCEPT : ORD_NM_REFUSE;
		return ES_OK;
	case ORD_NM_DEFENCE:
		return tactics(q, o);
	case ORD_NM_LOSSES:
		if ((rc = choice(q, KW_LARGEST, KW_SMALLEST, KW_SMALLEST, "nm.rej.missing_losses", &kw)))
			return rc;
		o->policy = kw == KW_LARGEST;
		return ES_OK;
	case ORD_NM_RETREATS:
		if (p->at >= p->w.n)
			return ordp_fail(p, "nm.rej.missing_player", NULL);
		if (kw_at(q) != KW_ALL) {
			if (strlen(lex_fold_at(&p->w, p->at)) >= sizeof o->player)
				return ordp_fail(p, "nm.rej.not_player", "word", lex_raw_at(&p->w, p->at), NULL);
			snprintf(o->player, sizeof o->player, "%s", lex_fold_at(&p->w, p->at));
		}
		p->at++;
		if ((rc = choice(q, KW_ACCEPT, KW_REFUSE, KW_ASK, "nm.rej.missing_policy", &kw)))
			return rc;
		o->policy = kw == KW_ACCEPT ? ORD_NM_ACCEPT : kw == KW_REFUSE ? ORD_NM_REFUSE : ORD_NM_ASK;
		return ES_OK;
	case ORD_NM_COMBOS:
		if ((rc = choice(q, KW_AUTO, KW_MANUAL, KW_MANUAL, "nm.rej.missing_combos", &kw)))
			return rc;
		o->policy = kw == KW_AUTO;
		return ES_OK;
	}
	return ES_OK;
}

int ord_nm_parse(const ord_nm_vocab *v, const char *line, const char *lang, ord_nm *out, sbuf *why)
{
	parser q = { .p = { .a = arena_new(), .lang = lang, .form = "nm.syn.any", .why = why, .prefix = "nm" }, .v = v };
	q.p.places = v->places;
	int rc = ES_OK;
	memset(out, 0, sizeof *out);
	out->from = out->to = -1;
	lex_split(q.p.a, line, &q.p.w);
	if (q.p.w.n == 0) {
		rc = ordp_fail(&q.p, "nm.rej.empty", NULL);
		goto done;
	}
	int kw = lex_keyword(keywords, lex_fold_at(&q.p.w, 0)), vb = verb_of(lex_fold_at(&q.p.w, 0));
	if (vb < 0) {
		rc = ordp_fail(&q.p, "nm.rej.not_verb", "word", lex_raw_at(&q.p.w, 0), NULL);
		goto done;
	}
	out->verb = verbs[vb].verb;
	q.p.form = verbs[vb].form;
	q.p.at = 1;
	if ((rc = body(&q, out, kw)) == ES_OK)
		rc = trailing(&q);
done:
	arena_free(q.p.a);
	return rc;
}

/* The keywords of the written form, Spanish (canonical) and English. */
enum { W_ENTER, W_CARD, W_BUY, W_SHIPS, W_PLACE, W_SHIP, W_MOVE, W_FLEET, W_RETRY, W_WITH_COMBO, W_EMBARK,
	W_DISEMBARK, W_ATTACK, W_RETREAT, W_TO, W_ACCEPT, W_REFUSE, W_ASK, W_DEFENCE, W_LOSSES_LARGEST,
	W_LOSSES_SMALLEST, W_RETREATS, W_ALL, W_BUT, W_AT_RANDOM, W_TACTICS, W_NWORDS };
static const char *const words_es[W_NWORDS] = { "ENTRAR", "TARJETA", "COMPRAR", "BARCOS", "COLOCAR", "BARCO",
	"MOVER", "FLOTA", "REINTENTAR", "CON COMBO", "EMBARCAR", "DESEMBARCAR", "ATACAR", "RETIRADA", "HACIA",
	"ACEPTO", "RECHAZO", "PREGUNTAR", "DEFENSA", "BAJAS MAYOR", "BAJAS MENOR", "RETIRADAS", "TODOS", "MENOS",
	"AL AZAR", "TACTICAS" };
static const char *const words_en[W_NWORDS] = { "ENTER", "CARD", "BUY", "SHIPS", "PLACE", "SHIP", "MOVE",
	"FLEET", "RETRY", "WITH COMBO", "EMBARK", "DISEMBARK", "ATTACK", "RETREAT", "TO", "ACCEPT", "REFUSE", "ASK",
	"DEFENCE", "LOSSES LARGEST", "LOSSES SMALLEST", "RETREATS", "ALL", "BUT", "AT RANDOM", "TACTICS" };

static void put_tactics(const ord_nm *o, const char *const *w, sbuf *out)
{
	if (o->random)
		sbuf_printf(out, " %s", w[W_AT_RANDOM]);
	else if (o->ntactics) {
		sbuf_printf(out, " %s", w[W_TACTICS]);
		for (int i = 0; i < o->ntactics; i++)
			sbuf_printf(out, " %d", o->tactics[i]);
	}
}

static void put_prefs(const ord_nm_vocab *v, const ord_nm *o, int english, sbuf *out)
{
	for (int i = 0; i < o->nprefs; i++)
		sbuf_printf(out, "%s%s", i ? " / " : " ", v->codes[english][o->prefs[i]]);
}

static void put_troops(const ord_nm *o, const char *const *w, sbuf *out)
{
	if (o->count == ORD_NM_ALL) {
		sbuf_printf(out, " %s", w[W_ALL]);
		if (o->but)
			sbuf_printf(out, " %s %ld", w[W_BUT], o->but);
	} else {
		sbuf_printf(out, " %ld", o->count);
	}
}

/* display: the form told to players ("1 BARCO"); else the canonical form,
 * which stays as every earlier release wrote it. */
static void format(const ord_nm_vocab *v, const ord_nm *o, const char *lang, int display, sbuf *out)
{
	int english = lang && !strcmp(lang, "en");
	const char *const *w = english ? words_en : words_es;
	const char *const policy[] = { w[W_REFUSE], w[W_ACCEPT], w[W_ASK] };
	const char *from = o->from >= 0 ? v->ids[o->from] : "", *to = o->to >= 0 ? v->ids[o->to] : "";
	switch (o->verb) {
	case ORD_NM_ENTER:
		sbuf_printf(out, "%s %s", w[W_ENTER], from);
		if (o->nprefs)
			sbuf_printf(out, " %s", w[W_CARD]);
		put_prefs(v, o, english, out);
		break;
	case ORD_NM_BUY:
		sbuf_printf(out, "%s %ld CQ %ld CA %ld %s", w[W_BUY], o->buy[ORD_NM_CQ], o->buy[ORD_NM_CA],
			o->buy[ORD_NM_SHIP_PIECE], w[display && o->buy[ORD_NM_SHIP_PIECE] == 1 ? W_SHIP : W_SHIPS]);
		break;
	case ORD_NM_PLACE:
		sbuf_printf(out, "%s %ld %s %s", w[W_PLACE], o->count, o->piece == ORD_NM_CA ? "CA" : "CQ", from);
		break;
	case ORD_NM_SHIP:
		sbuf_printf(out, "%s %s%s%s", w[W_SHIP], from, o->to >= 0 ? " " : "", to);
		break;
	case ORD_NM_CARD:
		sbuf_puts(out, w[W_CARD]);
		put_prefs(v, o, english, out);
		break;
	case ORD_NM_MOVE:
		sbuf_puts(out, w[W_MOVE]);
		if (o->what == ORD_NM_ONE_SHIP)
			sbuf_printf(out, " %s b%d%s%s %s", w[W_SHIP], o->ship, o->from >= 0 ? " " : "", from, to);
		else if (o->what == ORD_NM_FLEET) {
			sbuf_printf(out, " %s", w[W_FLEET]);
			for (int k = 0; k < 64; k++)
				if (o->fleet >> k & 1)
					sbuf_printf(out, " b%d", k + 1);
			sbuf_printf(out, "%s%s %s", o->from >= 0 ? " " : "", from, to);
		}
		else {
			put_troops(o, w, out);
			sbuf_printf(out, " CQ %s %s", from, to);
		}
		if (o->retry)
			sbuf_printf(out, " %s %ld", w[W_RETRY], o->retry);
		if (o->combo)
			sbuf_printf(out, " %s", w[W_WITH_COMBO]);
		break;
	case ORD_NM_EMBARK:
	case ORD_NM_DISEMBARK:
		sbuf_puts(out, w[o->verb == ORD_NM_EMBARK ? W_EMBARK : W_DISEMBARK]);
		put_troops(o, w, out);
		sbuf_printf(out, " CQ %s %s", from, to);
		if (o->ship)
			sbuf_printf(out, " %s b%d", w[W_SHIP], o->ship);
		break;
	case ORD_NM_ATTACK:
		sbuf_printf(out, "%s %s", w[W_ATTACK], from);
		put_tactics(o, w, out);
		if (o->nprefs)
			sbuf_printf(out, " %s", w[W_CARD]);
		put_prefs(v, o, english, out);
		break;
	case ORD_NM_RETREAT:
		sbuf_printf(out, "%s %s %s %s", w[W_RETREAT], from, w[W_TO], to);
		put_tactics(o, w, out);
		break;
	case ORD_NM_ANSWER:
		sbuf_puts(out, w[o->policy == ORD_NM_ACCEPT ? W_ACCEPT : W_REFUSE]);
		break;
	case ORD_NM_DEFENCE:
		sbuf_puts(out, w[W_DEFENCE]);
		put_tactics(o, w, out);
		break;
	case ORD_NM_LOSSES:
		sbuf_puts(out, w[o->policy ? W_LOSSES_LARGEST : W_LOSSES_SMALLEST]);
		break;
	case ORD_NM_RETREATS:
		sbuf_printf(out, "%s %s %s", w[W_RETREATS], o->player[0] ? o->player : w[W_ALL], policy[o->policy]);
		break;
	case ORD_NM_COMBOS:
		sbuf_puts(out, o->policy ? "COMBOS AUTO" : "COMBOS MANUAL");
		break;
	}
}

void ord_nm_format(const ord_nm_vocab *v, const ord_nm *o, sbuf *out)
{
	format(v, o, "es", 0, out);
}

void ord_nm_format_in(const ord_nm_vocab *v, const ord_nm *o, const char *lang, sbuf *out)
{
	format(v, o, lang, 1, out);
}
