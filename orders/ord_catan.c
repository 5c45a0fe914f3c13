/* Order grammar of the Catan variant (see ord_catan.h): keywords, resource
 * synonyms and colours as data; places read by sorting the hexes named, so
 * any order and case gives the canonical intersection or path. */
#include "orders/ord_catan.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/tpl.h"
#include "orders/lex.h"
#include "orders/ordp.h"

/* Keyword ids below ORD_CATAN_NVERBS are the verbs themselves. */
enum { KW_STEAL = ORD_CATAN_NVERBS, KW_FOR, KW_TO, KW_ALL, KW_GIVE, KW_WANT, KW_YES, KW_NO, KW_OF, KW_DEV,
	KW_TURN, KW_BUILDING, KW_PREFERENCE, KW_OFFERWORD, KW_DISCARDWORD, KW_UNTIL };

static const lex_kw verb_words[] = {
	{ ORD_CATAN_SETTLE, "poblado|pueblo|settlement|settle|colonia" },
	{ ORD_CATAN_ROAD, "carretera|camino|road" },
	{ ORD_CATAN_CITY, "ciudad|city" },
	{ ORD_CATAN_BUY, "comprar|compro|buy" },
	{ ORD_CATAN_KNIGHT, "caballero|knight|soldado|soldier" },
	{ ORD_CATAN_ROBBER, "ladron|robber|thief" },
	{ ORD_CATAN_ROADS, "carreteras|caminos|roads|construccion" },
	{ ORD_CATAN_INVENTION, "invencion|invention|descubrimiento|discovery|abundancia|plenty|year" },
	{ ORD_CATAN_MONOPOLY, "monopolio|monopoly" },
	{ ORD_CATAN_DISCARD, "descartar|descarto|descarte|discard" },
	{ ORD_CATAN_BANK, "banco|bank|puerto|port|harbour|harbor" },
	{ ORD_CATAN_OFFER, "ofrecer|ofrezco|oferta|offer" },
	{ ORD_CATAN_ACCEPT, "aceptar|acepto|accept" },
	{ ORD_CATAN_REJECT, "rechazar|rechazo|reject|decline" },
	{ ORD_CATAN_WITHDRAW, "retirar|retiro|withdraw|cancelar|cancel" },
	{ ORD_CATAN_ROLL, "tirar|tiro|roll|lanzar" },
	{ ORD_CATAN_CONTINUE, "seguir|sigo|continuar|continuo|continue" },
	{ ORD_CATAN_PASS, "paso|pasar|pass|fin|end|terminar|termino|done" },
	{ ORD_CATAN_PREFER, "preferencia|preference|prefer" },
	{ ORD_CATAN_AUTOROLL, "autotirar|autotirada|autoroll|auto-tirar|auto-roll" },
	{ -1, NULL },
};

static const lex_kw sub_words[] = {
	{ KW_STEAL, "robar|robo|steal|rob" },
	{ KW_FOR, "por|for" },
	{ KW_TO, "a|para|to" },
	{ KW_ALL, "todos|todas|all|everyone|anyone|cualquiera" },
	{ KW_GIVE, "doy|dar|give" },
	{ KW_WANT, "pido|pedir|quiero|want|get|ask" },
	{ KW_YES, "si|yes|on" },
	{ KW_NO, "no|off" },
	{ KW_OF, "de|del|of" },
	{ KW_DEV, "desarrollo|development|dev|carta|cartas|card|cards|progreso" },
	{ KW_TURN, "turno|turn" },
	{ KW_BUILDING, "building" },
	{ KW_PREFERENCE, "preferencia|preference" },
	{ KW_OFFERWORD, "oferta|offer|numero|number|n" },
	{ KW_DISCARDWORD, "descarte|descartes|discard|discards|descartar" },
	{ KW_UNTIL, "hasta|until" },
	{ -1, NULL },
};

static const lex_kw card_words[] = {
	{ ORD_CATAN_LUMBER, "madera|maderas|lumber|wood|timber|lena" },
	{ ORD_CATAN_BRICK, "arcilla|arcillas|ladrillo|ladrillos|brick|bricks|clay" },
	{ ORD_CATAN_WOOL, "lana|lanas|oveja|ovejas|wool|sheep" },
	{ ORD_CATAN_GRAIN, "trigo|trigos|cereal|cereales|grain|wheat" },
	{ ORD_CATAN_ORE, "mineral|minerales|piedra|piedras|ore|stone|stones|roca|rocas" },
	{ ORD_CATAN_POINTS, "punto|puntos|point|points|pv|vp" },
	{ -1, NULL },
};

static const char *const card_canon[ORD_CATAN_NCARDS] = { "madera", "arcilla", "lana", "trigo", "mineral",
	"puntos" };

static const lex_kw joiners[] = { { 0, "y|e|and|&|+|mas" }, { -1, NULL } };

/* Words correspondence players put around the essentials ("comprar una
 * carta de desarrollo", "tirar los dados", "ladrón a la J"). */
enum { F_ART, F_DICE, F_OF, F_AT };
static const lex_kw fillers[] = {
	{ F_ART, "un|una|uno|el|la|los|las|the|an|one" },
	{ F_DICE, "dados|dado|dice|die" },
	{ F_OF, "de|del|of|on|sobre" },
	{ F_AT, "en|al|in|at|to|from|desde|hasta" },
	{ -1, NULL },
};

/* Skips filler words of the two kinds given (-1: none) while one follows. */
static int filler_at(const lex_line *w, size_t at, int k1, int k2)
{
	int k = at < w->n ? lex_keyword(fillers, lex_fold_at(w, at)) : -1;
	return k >= 0 && (k == k1 || k == k2);
}

/* Seat colours: the first spelling is canonical. */
static const char *const colours[ORD_CATAN_MAXSEATS][4] = {
	{ "rojo", "roja", "red", NULL },
	{ "azul", "blue", NULL, NULL },
	{ "blanco", "blanca", "white", NULL },
	{ "naranja", "orange", NULL, NULL },
};

/* Template id of each verb's syntax, for "se esperaba: ...". */
static const char *const forms[ORD_CATAN_NVERBS] = {
	[ORD_CATAN_SETTLE] = "catan.syn.settle",
	[ORD_CATAN_ROAD] = "catan.syn.road",
	[ORD_CATAN_CITY] = "catan.syn.city",
	[ORD_CATAN_BUY] = "catan.syn.buy",
	[ORD_CATAN_KNIGHT] = "catan.syn.knight",
	[ORD_CATAN_ROBBER] = "catan.syn.robber",
	[ORD_CATAN_ROADS] = "catan.syn.roads",
	[ORD_CATAN_INVENTION] = "catan.syn.invention",
	[ORD_CATAN_MONOPOLY] = "catan.syn.monopoly",
	[ORD_CATAN_DISCARD] = "catan.syn.discard",
	[ORD_CATAN_BANK] = "catan.syn.bank",
	[ORD_CATAN_OFFER] = "catan.syn.offer",
	[ORD_CATAN_ACCEPT] = "catan.syn.accept",
	[ORD_CATAN_REJECT] = "catan.syn.reject",
	[ORD_CATAN_WITHDRAW] = "catan.syn.withdraw",
	[ORD_CATAN_ROLL] = "catan.syn.roll",
	[ORD_CATAN_CONTINUE] = "catan.syn.continue",
	[ORD_CATAN_PASS] = "catan.syn.pass",
	[ORD_CATAN_PREFER] = "catan.syn.prefer",
	[ORD_CATAN_AUTOROLL] = "catan.syn.autoroll",
};

enum { LOC_VERTEX, LOC_EDGE, LOC_HEX };

typedef struct parser {
	const ord_catan_board *b;
	arena *a;
	lex_line w;
	size_t at;
	const char *lang;
	const char *form;
	sbuf *why;
	const char *const *players;
	int nplayers;
	lex_names *seats; /* built on first use */
} parser;

const char *ord_catan_colour(int seat)
{
	return seat >= 0 && seat < ORD_CATAN_MAXSEATS ? colours[seat][0] : "?";
}

const char *ord_catan_card_word(int r)
{
	return r >= 0 && r < ORD_CATAN_NCARDS ? card_canon[r] : "?";
}

/* Appends "se esperaba: <form>; <detail>" to p->why; returns ES_ESYNTAX. */
static int fail(parser *p, const char *detail_id, ...)
{
	va_list ap;
	va_start(ap, detail_id);
	int rc = ordp_vexpected(p->why, p->lang, "catan.rej.expected", p->form, detail_id, ap);
	va_end(ap);
	return rc;
}

int ord_catan_verb(const char *fold)
{
	return lex_keyword(verb_words, fold) >= 0;
}

static int at_kw(const parser *p, const lex_kw *table)
{
	return p->at < p->w.n ? lex_keyword(table, lex_fold_at(&p->w, p->at)) : -1;
}

/* Skips optional filler words of `table` with the given ids. */
static void skip(parser *p, int id1, int id2)
{
	while (p->at < p->w.n) {
		int k = lex_keyword(sub_words, lex_fold_at(&p->w, p->at));
		if (k < 0 || (k != id1 && k != id2))
			return;
		p->at++;
	}
}

static void skip_fillers(parser *p, int k1, int k2)
{
	while (filler_at(&p->w, p->at, k1, k2))
		p->at++;
}

/* Digits ("#3" too) or a number word; -1 when the word is none. */
static long word_number(const char *f)
{
	long v = ordp_word_number(f, 6);
	return v < 0 ? -1 : v;
}

static int number(parser *p, long *out)
{
	if (p->at >= p->w.n)
		return fail(p, "catan.rej.missing_number", NULL);
	long v = word_number(lex_fold_at(&p->w, p->at));
	if (v < 0)
		return fail(p, "catan.rej.not_number", "word", lex_raw_at(&p->w, p->at), NULL);
	*out = v;
	p->at++;
	return ES_OK;
}

static int resource(parser *p, int points, int *out)
{
	if (p->at >= p->w.n)
		return fail(p, "catan.rej.missing_resource", NULL);
	int r = lex_keyword(card_words, lex_fold_at(&p->w, p->at));
	if (r < 0 || (r == ORD_CATAN_POINTS && !points))
		return fail(p, "catan.rej.not_resource", "word", lex_raw_at(&p->w, p->at), NULL);
	*out = r;
	p->at++;
	return ES_OK;
}

/* [<n>] <recurso> [[y] [<n>] <recurso>]... until the end or a word of
 * `stop` (a sub-keyword id, or -1). Quantities add up. */
static int cards(parser *p, int points, int stop1, int stop2, int *out)
{
	int any = 0;
	while (p->at < p->w.n) {
		int k = at_kw(p, sub_words);
		if (k >= 0 && (k == stop1 || k == stop2))
			break;
		if (lex_keyword(joiners, lex_fold_at(&p->w, p->at)) >= 0 && any) {
			p->at++;
			continue;
		}
		long n = 1;
		if (word_number(lex_fold_at(&p->w, p->at)) >= 0) {
			int rc = number(p, &n);
			if (rc)
				return rc;
			if (n < 1 || n > 19)
				return fail(p, "catan.rej.bad_quantity", "word", lex_raw_at(&p->w, p->at - 1), NULL);
		}
		int r, rc = resource(p, points, &r);
		if (rc)
			return rc;
		out[r] += (int)n;
		if (out[r] > 19)
			return fail(p, "catan.rej.bad_quantity", "word", lex_raw_at(&p->w, p->at - 1), NULL);
		any = 1;
	}
	if (!any)
		return fail(p, "catan.rej.missing_cards", NULL);
	return ES_OK;
}

static const lex_names *seat_names(parser *p)
{
	if (!p->seats) {
		/* Colours first: they win a tie, so the canonical form (which
		 * names seats by colour) reads back the same whatever the names. */
		p->seats = lex_names_new(p->a);
		for (int i = 0; i < p->nplayers && i < ORD_CATAN_MAXSEATS; i++)
			for (int k = 0; colours[i][k]; k++)
				lex_names_add(p->seats, i, colours[i][k]);
		for (int i = 0; i < p->nplayers; i++)
			if (p->players && p->players[i] && *p->players[i])
				lex_names_add(p->seats, i, p->players[i]);
	}
	return p->seats;
}

static int player(parser *p, int *out)
{
	if (p->at >= p->w.n)
		return fail(p, "catan.rej.missing_player", NULL);
	size_t used = 0;
	int id = lex_names_match(seat_names(p), &p->w, p->at, &used);
	if (id < 0) {
		int s = lex_names_suggest(seat_names(p), lex_fold_at(&p->w, p->at));
		if (s >= 0)
			return fail(p, "catan.rej.not_player_dym", "word", lex_raw_at(&p->w, p->at), "name",
				p->players && p->players[s] ? p->players[s] : colours[s][0], NULL);
		return fail(p, "catan.rej.not_player", "word", lex_raw_at(&p->w, p->at), NULL);
	}
	*out = id;
	p->at += used;
	return ES_OK;
}

/* Whether c is the (folded) letter of a land hex. */
static int land_letter(const ord_catan_board *b, char c)
{
	return c >= 'a' && c < 'a' + b->nland;
}

/* Appends the hexes of one written piece ("bef", "a-12", "3") to h. */
static int piece_hexes(const ord_catan_board *b, const char *s, size_t n, int *h, int *nh)
{
	size_t i = 0;
	while (i < n) {
		if (land_letter(b, s[i])) {
			if (*nh == 3)
				return 0;
			h[(*nh)++] = s[i] - 'a';
			i++;
		} else if (s[i] >= '0' && s[i] <= '9') {
			int v = 0;
			size_t j = i;
			while (j < n && s[j] >= '0' && s[j] <= '9' && j - i < 3)
				v = v * 10 + (s[j++] - '0');
			if (v < 1 || v > b->nhex - b->nland || *nh == 3 || (j < n && s[j] >= '0' && s[j] <= '9'))
				return 0;
			h[(*nh)++] = b->nland + v - 1;
			i = j;
		} else {
			return 0;
		}
	}
	return 1;
}

/* "b.s", "e.ne", Spanish "f.no", "a.o": an alias on the board. */
static int alias(const ord_catan_board *b, const char *s, int kind)
{
	const char *dot = strchr(s, '.');
	char hex[4], dir[4], name[8];
	size_t hn = (size_t)(dot - s), dn = strlen(dot + 1);
	if (hn == 0 || hn >= sizeof hex || dn == 0 || dn >= sizeof dir)
		return -1;
	for (size_t i = 0; i < hn; i++)
		hex[i] = (char)(s[i] - 32 * (s[i] >= 'a' && s[i] <= 'z'));
	hex[hn] = '\0';
	for (size_t i = 0; i < dn; i++)
		dir[i] = (char)(dot[1 + i] - 32 * (dot[1 + i] >= 'a' && dot[1 + i] <= 'z'));
	dir[dn] = '\0';
	/* Spanish: SO, NO, O for SW, NW, W. */
	static const char *const es[][2] = { { "SO", "SW" }, { "NO", "NW" }, { "O", "W" } };
	for (size_t k = 0; k < sizeof es / sizeof es[0]; k++)
		if (!strcmp(dir, es[k][0]))
			memcpy(dir, es[k][1], strlen(es[k][1]) + 1);
	if (strlen(hex) + 1 + strlen(dir) >= sizeof name)
		return -1;
	memcpy(name, hex, strlen(hex));
	name[strlen(hex)] = '.';
	memcpy(name + strlen(hex) + 1, dir, strlen(dir) + 1);
	const ord_catan_alias *al = kind == LOC_VERTEX ? b->valias : kind == LOC_EDGE ? b->ealias : NULL;
	int nal = kind == LOC_VERTEX ? b->nvalias : kind == LOC_EDGE ? b->nealias : 0;
	for (int k = 0; k < nal; k++)
		if (!strcmp(al[k].name, name))
			return al[k].of;
	return -1;
}

/* The index of `name` among names[0..n), or -1. */
static int named(const char *const *names, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(names[i], name))
			return i;
	return -1;
}

/* The path joining intersections x and y, or -1. */
static int edge_between(const ord_catan_board *b, int x, int y)
{
	for (int k = 0; k < b->nvedge[x]; k++) {
		int e = b->vedge[x][k];
		if ((b->ev[e][0] == x && b->ev[e][1] == y) || (b->ev[e][1] == x && b->ev[e][0] == y))
			return e;
	}
	return -1;
}

static void join_names(const ord_catan_board *b, const int *h, int n, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	for (int i = 0; i < n; i++) {
		size_t k = strlen(b->hex[h[i]]);
		if (len + k + 2 > cap)
			return;
		if (i)
			out[len++] = '-';
		memcpy(out + len, b->hex[h[i]], k + 1);
		len += k;
	}
}

/* The line ends where a place of `kind` was due. */
static int missing_place(parser *p, int kind)
{
	return fail(p, kind == LOC_VERTEX ? "catan.rej.missing_vertex"
			: kind == LOC_EDGE      ? "catan.rej.missing_edge"
						: "catan.rej.missing_hex",
		NULL);
}

/* One place of `kind` from words [at, at + span) joined; the words as
 * written are `raw` for messages. */
static int place_of(parser *p, int kind, size_t span, int *out)
{
	if (p->at + span > p->w.n)
		return missing_place(p, kind);
	const ord_catan_board *b = p->b;
	sbuf f = SBUF_INIT, raw = SBUF_INIT;
	for (size_t i = 0; i < span; i++) {
		if (i) {
			sbuf_putc(&f, '-');
			sbuf_putc(&raw, ' ');
		}
		sbuf_puts(&f, lex_fold_at(&p->w, p->at + i));
		sbuf_puts(&raw, lex_raw_at(&p->w, p->at + i));
	}
	const char *s = sbuf_str(&f), *word = arena_strdup(p->a, sbuf_str(&raw));
	sbuf_free(&raw);
	int rc = ES_OK, h[3], nh = 0;
	char name[16];
	if (strchr(s, '.')) {
		int id = kind == LOC_HEX ? -1 : alias(b, s, kind);
		if (id < 0)
			rc = fail(p, kind == LOC_VERTEX ? "catan.rej.not_corner_alias" : "catan.rej.not_side_alias", "word",
				word, NULL);
		*out = id;
		goto done;
	}
	for (const char *q = s; *q;) {
		size_t n = strcspn(q, "-");
		if (n && !piece_hexes(b, q, n, h, &nh)) {
			rc = fail(p, "catan.rej.not_hex", "word", word, NULL);
			goto done;
		}
		q += n + (q[n] == '-');
	}
	/* Canonical order: land letters, then sea numbers ascending. */
	for (int i = 1; i < nh; i++)
		for (int j = i; j > 0 && h[j - 1] > h[j]; j--) {
			int t = h[j];
			h[j] = h[j - 1];
			h[j - 1] = t;
		}
	for (int i = 1; i < nh; i++)
		if (h[i] == h[i - 1]) {
			rc = fail(p, "catan.rej.hex_twice", "word", word, NULL);
			goto done;
		}
	join_names(b, h, nh, name, sizeof name);
	if (kind == LOC_HEX) {
		if (nh != 1)
			rc = fail(p, "catan.rej.hex_one", "word", word, NULL);
		*out = h[0];
	} else if (kind == LOC_VERTEX) {
		*out = nh == 3 ? named(b->vname, b->nv, name) : -1;
		if (*out >= 0)
			goto done;
		int e = nh == 2 ? named(b->ename, b->ne, name) : -1;
		if (e >= 0)
			rc = fail(p, "catan.rej.is_edge", "word", word, "a", b->vname[b->ev[e][0]], "b", b->vname[b->ev[e][1]],
				NULL);
		else
			rc = fail(p, nh == 3 ? "catan.rej.no_corner" : "catan.rej.vertex_parts", "word", word, NULL);
	} else {
		*out = nh == 2 ? named(b->ename, b->ne, name) : -1;
		if (*out >= 0)
			goto done;
		int v = nh == 3 ? named(b->vname, b->nv, name) : -1;
		if (v >= 0) {
			sbuf l = SBUF_INIT;
			for (int k = 0; k < b->nvedge[v]; k++)
				sbuf_printf(&l, "%s%s", k ? ", " : "", b->ename[b->vedge[v][k]]);
			rc = fail(p, "catan.rej.is_vertex", "word", word, "list", sbuf_str(&l), NULL);
			sbuf_free(&l);
		} else {
			rc = fail(p, nh == 2 ? "catan.rej.no_side" : "catan.rej.edge_parts", "word", word, NULL);
		}
	}
done:
	sbuf_free(&f);
	if (rc == ES_OK)
		p->at += span;
	return rc;
}

/* place_of without a message: the place, or -1. */
static int place_quiet(parser *p, int kind, size_t at, size_t span)
{
	sbuf scratch = SBUF_INIT, *why = p->why;
	size_t keep = p->at;
	int id = -1;
	p->why = &scratch;
	p->at = at;
	if (place_of(p, kind, span, &id) != ES_OK)
		id = -1;
	p->why = why;
	p->at = keep;
	sbuf_free(&scratch);
	return id;
}

/* Compass words made of hex letters: "S O" may be the hexes S and O or
 * S.O (a forgotten dot). */
static const lex_kw compass[] = {
	{ LOC_VERTEX, "n|ne|se|s|so|no" },
	{ LOC_EDGE, "e|o|ne|no|se|so" },
	{ -1, NULL },
};

/* The words [at, at + span) read as hex.direction with the dot left out
 * ("S O", "so", "B SE"): the alias written with its dot into `dotted`, and
 * the place; -1 when they do not read so. */
static int compass_reading(const parser *p, int kind, size_t at, size_t span, char *dotted, size_t cap)
{
	const char *w0 = lex_fold_at(&p->w, at), *dir;
	if (span == 2 && strlen(w0) == 1)
		dir = lex_fold_at(&p->w, at + 1);
	else if (span == 1 && strlen(w0) >= 2)
		dir = w0 + 1;
	else
		return -1;
	if (!land_letter(p->b, w0[0]) || lex_keyword(compass, dir) != kind || strlen(dir) + 3 > cap)
		return -1;
	snprintf(dotted, cap, "%c.%s", w0[0] - 32, dir);
	for (char *q = dotted + 2; *q; q++)
		*q = (char)(*q - 32);
	char low[8];
	snprintf(low, sizeof low, "%c.%s", w0[0], dir);
	return alias(p->b, low, kind);
}

/* A place of `kind` in the words [p->at, end): as written; else without
 * the filler words before it ("en la B-E-F"); a road also by its two
 * intersections ("B-E-F E-F-J", "de B-E-F a E-F-J"). Two hex letters that
 * also read as an alias are refused with both readings. */
static int place_words(parser *p, int kind, size_t end, int *out)
{
	const ord_catan_board *b = p->b;
	size_t at = p->at;
	/* At most three fillers ("a la", "en la"): linear in the line. */
	while (at + 1 < end && at < p->at + 3 && place_quiet(p, kind, at, end - at) < 0 &&
		(filler_at(&p->w, at, F_AT, F_ART) || filler_at(&p->w, at, F_OF, -1) ||
			(!strcmp(lex_fold_at(&p->w, at), "a") && filler_at(&p->w, at + 1, F_ART, -1))))
		at++;
	if (place_quiet(p, kind, at, end - at) < 0)
		at = p->at;
	char dotted[8];
	int id = place_quiet(p, kind, at, end - at), alt = compass_reading(p, kind, at, end - at, dotted, sizeof dotted);
	if (alt >= 0) {
		const char *other = kind == LOC_VERTEX ? b->vname[alt] : b->ename[alt];
		sbuf raw = SBUF_INIT;
		for (size_t i = at; i < end; i++)
			sbuf_printf(&raw, "%s%s", i > at ? " " : "", lex_raw_at(&p->w, i));
		int rc = id >= 0 ? fail(p, "catan.rej.ambiguous_place", "word", sbuf_str(&raw), "a",
					   kind == LOC_VERTEX ? b->vname[id] : b->ename[id], "alias", dotted, "b", other, NULL)
				 : fail(p, "catan.rej.alias_dot", "word", sbuf_str(&raw), "alias", dotted, "b", other, NULL);
		sbuf_free(&raw);
		return rc;
	}
	if (id < 0 && kind == LOC_EDGE) {
		/* Two intersections, with fillers around them. */
		size_t v[2], nv = 0;
		for (size_t i = p->at; i < end; i++)
			if (!filler_at(&p->w, i, F_AT, F_OF) && strcmp(lex_fold_at(&p->w, i), "a") &&
				lex_keyword(joiners, lex_fold_at(&p->w, i)) < 0 && nv++ < 2)
				v[nv - 1] = i;
		int x = nv == 2 ? place_quiet(p, LOC_VERTEX, v[0], 1) : -1, y = x >= 0 ? place_quiet(p, LOC_VERTEX, v[1], 1) : -1;
		if (y >= 0) {
			*out = edge_between(b, x, y);
			if (*out < 0)
				return fail(p, "catan.rej.not_neighbours", "a", b->vname[x], "b", b->vname[y], NULL);
			p->at = end;
			return ES_OK;
		}
	}
	p->at = at;
	return place_of(p, kind, end - at, out);
}

/* A place: one word, or with `greedy` every word up to the end or to a
 * ROBAR ("POBLADO B E F"). */
static int place(parser *p, int kind, int greedy, int *out)
{
	if (p->at >= p->w.n)
		return missing_place(p, kind);
	size_t span = 1;
	if (greedy)
		while (p->at + span < p->w.n && lex_keyword(sub_words, lex_fold_at(&p->w, p->at + span)) != KW_STEAL)
			span++;
	if (kind != LOC_HEX)
		return place_words(p, kind, p->at + span, out);
	return place_of(p, kind, span, out);
}

/* [ROBAR [A] <jugador>] to the end of the line. */
static int steal(parser *p, ord_catan *o)
{
	if (p->at >= p->w.n)
		return ES_OK;
	if (at_kw(p, sub_words) != KW_STEAL)
		return fail(p, "catan.rej.trailing", "word", lex_raw_at(&p->w, p->at), NULL);
	p->at++;
	if (at_kw(p, sub_words) == KW_TO && p->at + 1 < p->w.n)
		p->at++;
	return player(p, &o->victim);
}

static int offer(parser *p, ord_catan *o)
{
	o->to = -1;
	if (at_kw(p, sub_words) == KW_TO) {
		p->at++;
		if (at_kw(p, sub_words) == KW_ALL)
			p->at++;
		else {
			int rc = player(p, &o->to);
			if (rc)
				return rc;
		}
	} else if (at_kw(p, sub_words) == KW_ALL) {
		p->at++;
	}
	int have_give = 0, have_get = 0;
	while (p->at < p->w.n) {
		int k = at_kw(p, sub_words);
		if (k == KW_UNTIL && have_give && have_get) {
			/* HASTA [EL] TURNO <n>: standing until that turn ends. */
			p->at++;
			skip_fillers(p, F_ART, -1);
			skip(p, KW_TURN, -1);
			int rc = number(p, &o->until);
			if (rc)
				return rc;
			if (o->until < 1)
				return fail(p, "catan.rej.bad_quantity", "word", lex_raw_at(&p->w, p->at - 1), NULL);
			break;
		}
		/* "GIVE 1 wood FOR 1 grain" reads FOR as asking. */
		int give = k == KW_GIVE, want = k == KW_WANT || (k == KW_FOR && have_give);
		if ((!give && !want) || (give && have_give) || (want && have_get))
			return fail(p, "catan.rej.offer_part", "word", lex_raw_at(&p->w, p->at), NULL);
		p->at++;
		int rc = cards(p, 1, give ? KW_WANT : KW_GIVE, give ? KW_FOR : KW_UNTIL, give ? o->give : o->get);
		if (rc)
			return rc;
		have_give |= give;
		have_get |= want;
	}
	if (!have_give || !have_get)
		return fail(p, "catan.rej.offer_part", "word", "", NULL);
	return ES_OK;
}

static int bank(parser *p, ord_catan *o)
{
	long n, m = 1;
	int r, rc;
	if ((rc = number(p, &n)) || (rc = resource(p, 0, &r)))
		return rc;
	if (at_kw(p, sub_words) != KW_FOR)
		return fail(p, p->at < p->w.n ? "catan.rej.trailing" : "catan.rej.missing_for", "word",
			p->at < p->w.n ? lex_raw_at(&p->w, p->at) : "", NULL);
	p->at++;
	if (p->at < p->w.n && word_number(lex_fold_at(&p->w, p->at)) >= 0 && (rc = number(p, &m)))
		return rc;
	int r2;
	if ((rc = resource(p, 0, &r2)))
		return rc;
	if (n < 1 || n > 19 || m < 1 || m > 19)
		return fail(p, "catan.rej.bad_quantity", "word", lex_raw_at(&p->w, p->at - 1), NULL);
	o->give[r] = (int)n;
	o->get[r2] = (int)m;
	return ES_OK;
}

static int preference(parser *p, ord_catan *o)
{
	skip(p, KW_OF, KW_DISCARDWORD);
	while (p->at < p->w.n) {
		if (lex_keyword(joiners, lex_fold_at(&p->w, p->at)) >= 0 && o->norder) {
			p->at++;
			continue;
		}
		int r, rc = resource(p, 0, &r);
		if (rc)
			return rc;
		for (int i = 0; i < o->norder; i++)
			if (o->order[i] == r)
				return fail(p, "catan.rej.pref_twice", "word", lex_raw_at(&p->w, p->at - 1), NULL);
		o->order[o->norder++] = r;
	}
	if (!o->norder)
		return fail(p, "catan.rej.missing_resource", NULL);
	return ES_OK;
}

static int body(parser *p, ord_catan *o)
{
	int rc = ES_OK;
	switch (o->verb) {
	case ORD_CATAN_SETTLE:
	case ORD_CATAN_CITY:
		return place(p, LOC_VERTEX, 1, &o->where);
	case ORD_CATAN_ROAD:
		return place(p, LOC_EDGE, 1, &o->where);
	case ORD_CATAN_BUY:
		while (filler_at(&p->w, p->at, F_ART, -1) || at_kw(p, sub_words) == KW_DEV || at_kw(p, sub_words) == KW_OF)
			p->at++;
		return ES_OK;
	case ORD_CATAN_ROLL:
		skip_fillers(p, F_ART, F_DICE);
		return ES_OK;
	case ORD_CATAN_KNIGHT:
	case ORD_CATAN_ROBBER:
		/* "a la J", "en la J", "al J"; a lone "a" is the hex A. */
		if (p->at + 2 < p->w.n && !strcmp(lex_fold_at(&p->w, p->at), "a") && filler_at(&p->w, p->at + 1, F_ART, -1))
			p->at++;
		while (p->at + 1 < p->w.n && filler_at(&p->w, p->at, F_AT, F_ART))
			p->at++;
		if ((rc = place(p, LOC_HEX, 0, &o->where)))
			return rc;
		return steal(p, o);
	case ORD_CATAN_ROADS: {
		/* "E F F J", "E F y F J": four hexes, two a road. */
		size_t left = p->w.n - p->at;
		int joined = lex_keyword(joiners, lex_fold_at(&p->w, p->at + 2)) >= 0;
		int four = (left == 4 && !joined) || (left == 5 && joined);
		size_t half = four && !strpbrk(lex_raw_at(&p->w, p->at), ".-") ? 2 : 1;
		if ((rc = half == 2 ? place_of(p, LOC_EDGE, half, &o->where) : place(p, LOC_EDGE, 0, &o->where)))
			return rc;
		if (p->at < p->w.n && lex_keyword(joiners, lex_fold_at(&p->w, p->at)) >= 0)
			p->at++;
		if (p->at < p->w.n)
			rc = half == 2 ? place_of(p, LOC_EDGE, half, &o->where2) : place(p, LOC_EDGE, 0, &o->where2);
		return rc;
	}
	case ORD_CATAN_INVENTION:
		skip_fillers(p, F_OF, -1);
		if ((rc = resource(p, 0, &o->res[0])))
			return rc;
		if (p->at < p->w.n && lex_keyword(joiners, lex_fold_at(&p->w, p->at)) >= 0)
			p->at++;
		return resource(p, 0, &o->res[1]);
	case ORD_CATAN_MONOPOLY:
		skip_fillers(p, F_OF, F_ART);
		return resource(p, 0, &o->res[0]);
	case ORD_CATAN_DISCARD:
		return cards(p, 0, -1, -1, o->give);
	case ORD_CATAN_BANK:
		return bank(p, o);
	case ORD_CATAN_OFFER:
		return offer(p, o);
	case ORD_CATAN_ACCEPT:
	case ORD_CATAN_REJECT:
	case ORD_CATAN_WITHDRAW:
		skip_fillers(p, F_ART, -1);
		skip(p, KW_OFFERWORD, -1);
		if ((rc = number(p, &o->num)))
			return rc;
		if (o->num < 1)
			return fail(p, "catan.rej.bad_offer_number", "word", lex_raw_at(&p->w, p->at - 1), NULL);
		return ES_OK;
	case ORD_CATAN_PASS:
		skip(p, KW_OF, KW_TURN);
		return ES_OK;
	case ORD_CATAN_PREFER:
		return preference(p, o);
	case ORD_CATAN_AUTOROLL: {
		int k = at_kw(p, sub_words);
		if (k != KW_YES && k != KW_NO)
			return fail(p, p->at < p->w.n ? "catan.rej.not_yes_no" : "catan.rej.missing_yes_no", "word",
				p->at < p->w.n ? lex_raw_at(&p->w, p->at) : "", NULL);
		o->on = k == KW_YES;
		p->at++;
		return ES_OK;
	}
	default:
		return ES_OK;
	}
}

int ord_catan_parse(const ord_catan_board *b, const char *line, const char *lang, const char *const *players,
	int nplayers, ord_catan *out, sbuf *why)
{
	parser p = { .b = b, .a = arena_new(), .lang = lang, .form = "catan.syn.any", .why = why, .players = players,
		.nplayers = nplayers < ORD_CATAN_MAXSEATS ? nplayers : ORD_CATAN_MAXSEATS };
	int rc = ES_OK;
	memset(out, 0, sizeof *out);
	out->where = out->where2 = out->victim = out->to = -1;
	out->res[0] = out->res[1] = -1;
	/* "Poblado: B/E/F", "b_e_f": a colon is a space, / and _ are dashes. */
	char *text = arena_strdup(p.a, line);
	for (char *q = text; *q; q++)
		*q = *q == ':' ? ' ' : *q == '/' || *q == '_' ? '-' : *q;
	lex_split(p.a, text, &p.w);
	if (p.w.n == 0) {
		rc = fail(&p, "catan.rej.empty", NULL);
		goto done;
	}
	int verb = lex_keyword(verb_words, lex_fold_at(&p.w, 0));
	if (verb < 0) {
		rc = fail(&p, "catan.rej.not_verb", "word", lex_raw_at(&p.w, 0), NULL);
		goto done;
	}
	p.at = 1;
	/* Two-word forms that start with another verb's word. */
	int next = at_kw(&p, sub_words);
	if (verb == ORD_CATAN_ROAD && next == KW_BUILDING) {
		verb = ORD_CATAN_ROADS;
		p.at++;
	} else if (verb == ORD_CATAN_DISCARD && next == KW_PREFERENCE) {
		verb = ORD_CATAN_PREFER;
		p.at++;
	} else if (verb == ORD_CATAN_ROADS && !strcmp(lex_fold_at(&p.w, 0), "construccion")) {
		skip(&p, KW_OF, -1);
		if (p.at < p.w.n && lex_keyword(verb_words, lex_fold_at(&p.w, p.at)) == ORD_CATAN_ROADS)
			p.at++;
	} else if (verb == ORD_CATAN_INVENTION && !strcmp(lex_fold_at(&p.w, 0), "year")) {
		skip(&p, KW_OF, -1);
		if (p.at < p.w.n && !strcmp(lex_fold_at(&p.w, p.at), "plenty"))
			p.at++;
	}
	out->verb = verb;
	p.form = forms[verb];
	if ((rc = body(&p, out)))
		goto done;
	if (p.at < p.w.n)
		rc = fail(&p, "catan.rej.trailing", "word", lex_raw_at(&p.w, p.at), NULL);
done:
	arena_free(p.a);
	return rc;
}
