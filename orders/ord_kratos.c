/* Order grammar of Κρατος (see ord_kratos.h): keywords, type, good and
 * colour words as data. */
#include "orders/ord_kratos.h"

#include <string.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "orders/lex.h"
#include "orders/ordp.h"

enum { KW_AND = 100, KW_TO, KW_GOLD, KW_ISLAND, KW_DEPOT, KW_OF };

/* Verbs: folded spellings, the verb, its syntax template. */
static const struct {
	const char *words;
	int verb;
	const char *form;
} verbs[] = {
	{ "mover|muevo|move", ORD_KR_MOVE, "kratos.syn.move" },
	{ "disparar|disparo|shoot|fire", ORD_KR_SHOOT, "kratos.syn.shoot" },
	{ "producir|produzco|produce", ORD_KR_PRODUCE, "kratos.syn.produce" },
	{ "cargar|cargo|load", ORD_KR_LOAD, "kratos.syn.load" },
	{ "descargar|descargo|unload", ORD_KR_UNLOAD, "kratos.syn.unload" },
	{ "sumergir|sumerjo|dive|submerge", ORD_KR_DIVE, "kratos.syn.dive" },
	{ "emerger|emerjo|surface|emerge", ORD_KR_SURFACE, "kratos.syn.surface" },
	{ "minar|mino|lay", ORD_KR_LAY, "kratos.syn.lay" },
	{ "dragar|drago|sweep", ORD_KR_SWEEP, "kratos.syn.sweep" },
	{ "construir|construyo|build", ORD_KR_BUILD, "kratos.syn.build" },
	{ "reparar|reparo|repair", ORD_KR_REPAIR, "kratos.syn.repair" },
	{ "vender|vendo|sell", ORD_KR_SELL, "kratos.syn.sell" },
	{ "pasar|paso|pass", ORD_KR_PASS, "kratos.syn.pass" },
	{ "acabar|acabo|done", ORD_KR_END, "kratos.syn.end" },
	{ "dar|doy|give", ORD_KR_GIVE, "kratos.syn.give" },
	{ "colocar|coloco|place", ORD_KR_PLACE, "kratos.syn.place" },
};

static const lex_kw words[] = {
	{ KW_AND, "y|e|and|then|luego" },
	{ KW_TO, "a|al|to" },
	{ KW_GOLD, "oro|onzas|oz|gold" },
	{ KW_ISLAND, "isla|island" },
	{ KW_DEPOT, "deposito|depot" },
	{ KW_OF, "de|of" },
	{ -1, NULL },
};

static const lex_kw colours[] = {
	{ 0, "rojo|red" },
	{ 1, "azul|blue" },
	{ 2, "verde|green" },
	{ 3, "amarillo|yellow" },
	{ 4, "negro|black" },
	{ 5, "blanco|white" },
	{ 6, "naranja|orange" },
	{ 7, "violeta|violet|purple" },
	{ 8, "gris|grey|gray" },
	{ -1, NULL },
};

/* The index in verbs[] of the verb a folded word spells, or -1. */
static int verb_of(const char *fold)
{
	for (size_t v = 0; v < sizeof verbs / sizeof verbs[0]; v++)
		if (lex_keyword((const lex_kw[]){ { 1, verbs[v].words }, { -1, NULL } }, fold) == 1)
			return (int)v;
	return -1;
}

int ord_kr_verb(const char *fold)
{
	return verb_of(fold) >= 0;
}

/* The engine's words and board (ord_kr_parse's vocab). */
#define V(p) ((const ord_kr_vocab *)(p)->game)

static int kw_at(const ordp *p, const lex_kw *t)
{
	return p->at < p->w.n ? lex_keyword(t, lex_fold_at(&p->w, p->at)) : -1;
}

static int missing_or(ordp *p, const char *missing, const char *bad)
{
	if (p->at >= p->w.n)
		return ordp_fail(p, missing, NULL);
	return ordp_fail(p, bad, "word", lex_raw_at(&p->w, p->at), NULL);
}

/* A piece number: "12" or "#12" (at most 4 digits). */
static int piece(ordp *p, int *out)
{
	if (p->at >= p->w.n)
		return ordp_fail(p, "kratos.rej.missing_piece", NULL);
	long v = ordp_word_number(lex_fold_at(&p->w, p->at), 4);
	if (v < 1)
		return ordp_fail(p, "kratos.rej.not_piece", "word", lex_raw_at(&p->w, p->at), NULL);
	*out = (int)v - 1;
	p->at++;
	return ES_OK;
}

/* An island: "C" or "isla C". */
static int island_word(const ord_kr_vocab *v, const char *f)
{
	return f[0] >= 'a' && f[0] < 'a' + v->islands && !f[1] ? f[0] - 'a' : -1;
}

static int island(ordp *p, int *out)
{
	if (kw_at(p, words) == KW_ISLAND)
		p->at++;
	int i = p->at < p->w.n ? island_word(V(p), lex_fold_at(&p->w, p->at)) : -1;
	if (i < 0)
		return missing_or(p, "kratos.rej.missing_island", "kratos.rej.not_island");
	*out = i;
	p->at++;
	return ES_OK;
}

/* A place: a cell, or an island ("isla C" or "C"). */
static int place(ordp *p, int *out, int sea_only)
{
	if (p->at < p->w.n && !sea_only && (kw_at(p, words) == KW_ISLAND || island_word(V(p), lex_fold_at(&p->w, p->at)) >= 0)) {
		int i, rc = island(p, &i);
		*out = -1 - i;
		return rc;
	}
	int c = p->at < p->w.n ? V(p)->cell(lex_fold_at(&p->w, p->at)) : -1;
	if (c < 0)
		return missing_or(p, "kratos.rej.missing_place", "kratos.rej.not_place");
	*out = c;
	p->at++;
	return ES_OK;
}

static int table_word(ordp *p, const lex_kw *t, const char *missing, const char *bad, int *out)
{
	int k = kw_at(p, t);
	if (k < 0)
		return missing_or(p, missing, bad);
	*out = k;
	p->at++;
	return ES_OK;
}

/* "productora de hierro" as three words. */
static int type(ordp *p, int *out)
{
	if (p->at + 2 < p->w.n + 0 && (!strcmp(lex_fold_at(&p->w, p->at), "productora") || !strcmp(lex_fold_at(&p->w, p->at), "producer")) &&
		lex_keyword(words, lex_fold_at(&p->w, p->at + 1)) == KW_OF) {
		int g = lex_keyword(V(p)->goods, lex_fold_at(&p->w, p->at + 2));
		if (g >= 0) {
			*out = V(p)->producer + g;
			p->at += 3;
			return ES_OK;
		}
	}
	return table_word(p, V(p)->types, "kratos.rej.missing_type", "kratos.rej.not_type", out);
}

/* A shot's target: a piece, or "DEPOSITO <materia> [DE] <isla>". */
static int target(ordp *p, ord_kr *o)
{
	if (kw_at(p, words) == KW_DEPOT) {
		p->at++;
		int rc = table_word(p, V(p)->goods, "kratos.rej.missing_good", "kratos.rej.not_good", &o->good);
		if (rc)
			return rc;
		if (kw_at(p, words) == KW_OF)
			p->at++;
		return island(p, &o->tisland);
	}
	return piece(p, &o->tpiece);
}

static int colour(ordp *p, int *out)
{
	if (kw_at(p, words) == KW_TO)
		p->at++;
	return table_word(p, colours, "kratos.rej.missing_colour", "kratos.rej.not_colour", out);
}

/* LOAD/UNLOAD's object: a piece or a good. */
static int cargo(ordp *p, ord_kr *o, int optional)
{
	if (optional && p->at >= p->w.n)
		return ES_OK;
	int g = kw_at(p, V(p)->goods);
	if (g >= 0) {
		o->good = g;
		p->at++;
		return ES_OK;
	}
	return piece(p, &o->tpiece);
}

static int then(ordp *p, int verb_words)
{
	if (p->at >= p->w.n)
		return 0;
	if (kw_at(p, words) == KW_AND)
		p->at++;
	if (p->at < p->w.n && lex_keyword((const lex_kw[]){ { 1, verbs[verb_words].words }, { -1, NULL } },
				      lex_fold_at(&p->w, p->at)) == 1) {
		p->at++;
		return 1;
	}
	return -1;
}

int ord_kr_parse(const ord_kr_vocab *vocab, const char *line, const char *lang, ord_kr *o, sbuf *why)
{
	ordp p = { .a = arena_new(), .game = vocab, .lang = lang, .form = "kratos.syn.any", .why = why, .prefix = "kratos" };
	int rc = ES_OK;
	memset(o, 0, sizeof *o);
	o->piece = o->tpiece = o->tisland = o->good = o->type = o->colour = -1;
	o->place = ORD_KR_NONE;
	o->amount = -1;
	lex_split(p.a, line, &p.w);
	if (p.w.n == 0) {
		rc = ordp_fail(&p, "kratos.rej.empty", NULL);
		goto done;
	}
	int v = verb_of(lex_fold_at(&p.w, 0));
	if (v < 0) {
		rc = ordp_fail(&p, "kratos.rej.not_verb", "word", lex_raw_at(&p.w, 0), NULL);
		goto done;
	}
	o->verb = verbs[v].verb;
	p.form = verbs[v].form;
	p.at = 1;
	switch (o->verb) {
	case ORD_KR_MOVE:
		if ((rc = piece(&p, &o->piece)) || (rc = place(&p, &o->place, 0)))
			goto done;
		if ((o->then = then(&p, 1)) == 1 && (rc = target(&p, o)))
			goto done;
		break;
	case ORD_KR_SHOOT:
		if ((rc = piece(&p, &o->piece)) || (rc = target(&p, o)))
			goto done;
		if ((o->then = then(&p, 0)) == 1 && (rc = place(&p, &o->place, 0)))
			goto done;
		break;
	case ORD_KR_PRODUCE:
		if ((rc = piece(&p, &o->piece)))
			goto done;
		if (p.at < p.w.n && (rc = ordp_number(&p, &o->amount)))
			goto done;
		break;
	case ORD_KR_LOAD:
	case ORD_KR_UNLOAD:
		if ((rc = piece(&p, &o->piece)) || (rc = cargo(&p, o, o->verb == ORD_KR_UNLOAD)))
			goto done;
		break;
	case ORD_KR_DIVE:
	case ORD_KR_SURFACE:
	case ORD_KR_PASS:
		rc = piece(&p, &o->piece);
		break;
	case ORD_KR_LAY:
	case ORD_KR_SWEEP:
		if ((rc = piece(&p, &o->piece)) || (rc = place(&p, &o->place, 1)))
			goto done;
		break;
	case ORD_KR_BUILD:
		if ((rc = piece(&p, &o->piece)) || (rc = type(&p, &o->type)))
			goto done;
		break;
	case ORD_KR_REPAIR:
		if ((rc = piece(&p, &o->piece)) || (rc = piece(&p, &o->tpiece)))
			goto done;
		break;
	case ORD_KR_SELL:
		if ((rc = piece(&p, &o->piece)) || (rc = colour(&p, &o->colour)))
			goto done;
		break;
	case ORD_KR_END:
		break;
	case ORD_KR_GIVE:
		if ((rc = ordp_number(&p, &o->amount)))
			goto done;
		if (kw_at(&p, words) != KW_GOLD) {
			rc = missing_or(&p, "kratos.rej.missing_gold", "kratos.rej.not_gold");
			goto done;
		}
		p.at++;
		rc = colour(&p, &o->colour);
		break;
	case ORD_KR_PLACE: {
		if ((rc = ordp_number(&p, &o->amount)))
			goto done;
		int g = kw_at(&p, V(&p)->goods);
		if (g >= 0) {
			o->good = g;
			p.at++;
		} else if ((rc = type(&p, &o->type))) {
			goto done;
		}
		int i;
		if ((rc = island(&p, &i)))
			goto done;
		o->place = -1 - i;
		break;
	}
	}
	if (rc)
		goto done;
	if (o->then < 0 || p.at < p.w.n)
		rc = ordp_fail(&p, "kratos.rej.trailing", "word", lex_raw_at(&p.w, p.at < p.w.n ? p.at : p.w.n - 1), NULL);
done:
	arena_free(p.a);
	return rc;
}
