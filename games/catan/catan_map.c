/* Reads the Catan board from its embedded text file (format documented at
 * the top of catan.map) and checks every name and alias against the hex
 * geometry, so a typo in the copied facts cannot survive. */
#include "games/catan/catan_map.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kit/kit_lines.h"
#include "games/kit/kit_map.h"

#define MAXW 24

const char *const catan_terrain_words[CATAN_NTERRAIN] = { "forest", "hills", "pasture", "fields", "mountains",
	"desert" };
const char *const catan_harbour_words[CATAN_NHARBOUR] = { "lumber", "brick", "wool", "grain", "ore", "3:1" };

/* Side directions NE E SE SW W NW in axial coordinates; corner c lies
 * between sides (c + 5) % 6 and c. */
static const int dq[6] = { 1, 1, 0, -1, -1, 0 };
static const int dr[6] = { -1, 0, 1, 1, 0, -1 };
static const char *const corner_words[6] = { "N", "NE", "SE", "S", "SW", "NW" };
static const char *const side_words[6] = { "NE", "E", "SE", "SW", "W", "NW" };

typedef struct parse {
	catan_map *m;
	int line;
	es_err *e;
	int nhex, nv, ne, nslot, ntoken, nspiral, nbeg, nbegh;
	int seen_terrain[CATAN_NTERRAIN], seen_harbour[CATAN_NHARBOUR];
} parse;

static int bad(parse *p, const char *what, const char *word)
{
	return es_fail(p->e, ES_ESYNTAX, "catan.map:%d: %s%s%s", p->line, what, word ? ": " : "", word ? word : "");
}

_Static_assert((int)ORD_CATAN_LUMBER == CATAN_LUMBER && (int)ORD_CATAN_BRICK == CATAN_BRICK &&
		(int)ORD_CATAN_WOOL == CATAN_WOOL && (int)ORD_CATAN_GRAIN == CATAN_GRAIN && (int)ORD_CATAN_ORE == CATAN_ORE &&
		ORD_CATAN_POINTS == CATAN_NRES,
	"the grammar counts cards in the engine's order of resources");

const ord_catan_board *catan_map_board(void)
{
	static const char *hex[CATAN_NHEX], *vname[CATAN_NV], *ename[CATAN_NE];
	static ord_catan_alias valias[CATAN_NV * 3], ealias[CATAN_NE * 2];
	static ord_catan_board b;
	if (b.hex)
		return &b;
	const catan_map *m = catan_map_get();
	ord_catan_board t = { .nland = CATAN_NLAND, .nhex = CATAN_NHEX, .nv = CATAN_NV, .ne = CATAN_NE, .hex = hex,
		.vname = vname, .ename = ename, .ev = m->ev, .nvedge = m->nvedge, .vedge = m->vedge, .valias = valias,
		.ealias = ealias };
	for (int i = 0; i < CATAN_NHEX; i++)
		hex[i] = m->hex[i];
	for (int v = 0; v < CATAN_NV; v++) {
		vname[v] = m->vname[v];
		for (int k = 0; k < m->nvalias[v]; k++)
			valias[t.nvalias++] = (ord_catan_alias){ m->valias[v][k], v };
	}
	for (int e = 0; e < CATAN_NE; e++) {
		ename[e] = m->ename[e];
		for (int k = 0; k < m->nealias[e]; k++)
			ealias[t.nealias++] = (ord_catan_alias){ m->ealias[e][k], e };
	}
	b = t;
	return &b;
}

int catan_map_hex(const catan_map *m, const char *name)
{
	for (int i = 0; i < CATAN_NHEX; i++)
		if (!strcmp(m->hex[i], name))
			return i;
	return -1;
}

int catan_map_vertex(const catan_map *m, const char *name)
{
	for (int i = 0; i < CATAN_NV; i++)
		if (!strcmp(m->vname[i], name))
			return i;
	return -1;
}

int catan_map_edge(const catan_map *m, const char *name)
{
	for (int i = 0; i < CATAN_NE; i++)
		if (!strcmp(m->ename[i], name))
			return i;
	return -1;
}

int catan_map_edge_between(const catan_map *m, int a, int b)
{
	for (int k = 0; k < m->nvedge[a]; k++)
		if (m->vadj[a][k] == b)
			return m->vedge[a][k];
	return -1;
}

/* The side of hex a that faces hex b, or -1 when they do not touch. */
static int side_to(const catan_map *m, int a, int b)
{
	for (int s = 0; s < 6; s++)
		if (m->q[a] + dq[s] == m->q[b] && m->r[a] + dr[s] == m->r[b])
			return s;
	return -1;
}

/* Splits "A-B-E" into hex indices; the count, or -1 on an unknown hex. */
static int split_hexes(const catan_map *m, const char *name, int *out, int max)
{
	char buf[16];
	int n = 0;
	size_t len = strlen(name);
	if (len >= sizeof buf)
		return -1;
	memcpy(buf, name, len + 1);
	for (char *t = buf;;) {
		char *dash = strchr(t, '-');
		if (dash)
			*dash = '\0';
		int h = catan_map_hex(m, t);
		if (h < 0 || n == max)
			return -1;
		out[n++] = h;
		if (!dash)
			return n;
		t = dash + 1;
	}
}

/* Names list land letters first, then sea numbers ascending: exactly the
 * order of the hex indices. */
static int sorted(const int *h, int n)
{
	for (int i = 1; i < n; i++)
		if (h[i - 1] >= h[i])
			return 0;
	return 1;
}

static int line_hex(parse *p, char **w, int nw)
{
	catan_map *m = p->m;
	if (nw != 5 || p->nhex == CATAN_NHEX)
		return bad(p, "expected hex <name> <q> <r> land|sea", NULL);
	int i = p->nhex;
	char want[16];
	if (i < CATAN_NLAND)
		snprintf(want, sizeof want, "%c", 'A' + i);
	else
		snprintf(want, sizeof want, "%d", i - CATAN_NLAND + 1);
	if (strcmp(w[1], want))
		return bad(p, "hexes must come A..S then 1..18, expected", want);
	if (strcmp(w[4], i < CATAN_NLAND ? "land" : "sea"))
		return bad(p, "A..S are land and 1..18 sea", w[1]);
	char *end;
	long q = strtol(w[2], &end, 10);
	if (*end || q < -3 || q > 3)
		return bad(p, "bad q", w[2]);
	long r = strtol(w[3], &end, 10);
	if (*end || r < -3 || r > 3)
		return bad(p, "bad r", w[3]);
	for (int j = 0; j < i; j++)
		if (m->q[j] == q && m->r[j] == r)
			return bad(p, "two hexes at the same place", w[1]);
	memcpy(m->hex[i], w[1], strlen(w[1]) + 1);
	m->q[i] = (int)q;
	m->r[i] = (int)r;
	for (int c = 0; c < 6; c++)
		m->hexv[i][c] = -1;
	p->nhex++;
	return ES_OK;
}

/* "B.S": the land hex and the corner or side word. */
static int split_alias(const catan_map *m, const char *a, const char *const *words, int *hex, int *dir)
{
	const char *dot = strchr(a, '.');
	char h[4];
	if (!dot || (size_t)(dot - a) >= sizeof h)
		return 0;
	memcpy(h, a, (size_t)(dot - a));
	h[dot - a] = '\0';
	*hex = catan_map_hex(m, h);
	*dir = kit_index(words, 6, dot + 1);
	return *hex >= 0 && *hex < CATAN_NLAND && *dir >= 0;
}

static int line_vertex(parse *p, char **w, int nw)
{
	catan_map *m = p->m;
	int h[3];
	if (nw < 3 || nw > 5 || p->nv == CATAN_NV || p->nhex != CATAN_NHEX)
		return bad(p, "expected vertex <name> <alias>... after every hex", NULL);
	if (split_hexes(m, w[1], h, 3) != 3 || !sorted(h, 3) || strlen(w[1]) >= sizeof m->vname[0])
		return bad(p, "an intersection is named by three hexes in order", w[1]);
	if (catan_map_vertex(m, w[1]) >= 0)
		return bad(p, "intersection repeated", w[1]);
	if (side_to(m, h[0], h[1]) < 0 || side_to(m, h[0], h[2]) < 0 || side_to(m, h[1], h[2]) < 0 || h[0] >= CATAN_NLAND)
		return bad(p, "the three hexes do not meet at a corner on land", w[1]);
	int v = p->nv++;
	memcpy(m->vname[v], w[1], strlen(w[1]) + 1);
	memcpy(m->vhex[v], h, sizeof h);
	for (int k = 2; k < nw; k++) {
		int hex, c;
		if (!split_alias(m, w[k], corner_words, &hex, &c) || strlen(w[k]) >= sizeof m->valias[0][0])
			return bad(p, "expected an alias <land hex>.<N|NE|SE|S|SW|NW>", w[k]);
		int at = 0;
		for (int j = 0; j < 3; j++)
			at |= h[j] == hex;
		if (!at)
			return bad(p, "the alias names a hex not at this intersection", w[k]);
		/* The two neighbours across the corner must be the other hexes. */
		int s1 = (c + 5) % 6, s2 = c, found = 0;
		for (int j = 0; j < 3; j++)
			if (h[j] != hex && (side_to(m, hex, h[j]) == s1 || side_to(m, hex, h[j]) == s2))
				found++;
		if (found != 2 || m->hexv[hex][c] >= 0)
			return bad(p, "the alias does not fit the geometry", w[k]);
		m->hexv[hex][c] = v;
		memcpy(m->valias[v][m->nvalias[v]++], w[k], strlen(w[k]) + 1);
	}
	int land = 0;
	for (int j = 0; j < 3; j++)
		land += h[j] < CATAN_NLAND;
	if (m->nvalias[v] != land)
		return bad(p, "one alias per land hex of the intersection", w[1]);
	return ES_OK;
}

static int line_edge(parse *p, char **w, int nw)
{
	catan_map *m = p->m;
	int h[2];
	if (nw < 5 || nw > 6 || p->ne == CATAN_NE || p->nv != CATAN_NV)
		return bad(p, "expected edge <name> <vertex> <vertex> <alias>... after every vertex", NULL);
	if (split_hexes(m, w[1], h, 2) != 2 || !sorted(h, 2) || h[0] >= CATAN_NLAND || side_to(m, h[0], h[1]) < 0 ||
		strlen(w[1]) >= sizeof m->ename[0])
		return bad(p, "a path is named by two touching hexes in order, one on land", w[1]);
	if (catan_map_edge(m, w[1]) >= 0)
		return bad(p, "path repeated", w[1]);
	int e = p->ne++;
	memcpy(m->ename[e], w[1], strlen(w[1]) + 1);
	memcpy(m->ehex[e], h, sizeof h);
	for (int k = 0; k < 2; k++) {
		int v = catan_map_vertex(m, w[2 + k]);
		if (v < 0)
			return bad(p, "unknown intersection", w[2 + k]);
		int has = 0;
		for (int j = 0; j < 3; j++)
			has += m->vhex[v][j] == h[0] || m->vhex[v][j] == h[1];
		if (has != 2)
			return bad(p, "the end is not on both hexes of the path", w[2 + k]);
		m->ev[e][k] = v;
	}
	if (m->ev[e][0] == m->ev[e][1])
		return bad(p, "a path needs two different ends", w[1]);
	for (int k = 4; k < nw; k++) {
		int hex, s;
		if (!split_alias(m, w[k], side_words, &hex, &s) || strlen(w[k]) >= sizeof m->ealias[0][0])
			return bad(p, "expected an alias <land hex>.<NE|E|SE|SW|W|NW>", w[k]);
		int other = hex == h[0] ? h[1] : hex == h[1] ? h[0] : -1;
		if (other < 0 || side_to(m, hex, other) != s)
			return bad(p, "the alias does not fit the geometry", w[k]);
		memcpy(m->ealias[e][m->nealias[e]++], w[k], strlen(w[k]) + 1);
	}
	if (m->nealias[e] != 1 + (h[1] < CATAN_NLAND))
		return bad(p, "one alias per land hex of the path", w[1]);
	for (int k = 0; k < 2; k++) {
		int v = m->ev[e][k], o = m->ev[e][1 - k];
		if (m->nvedge[v] == 3)
			return bad(p, "more than three paths at an intersection", m->vname[v]);
		m->vedge[v][m->nvedge[v]] = e;
		m->vadj[v][m->nvedge[v]++] = o;
		m->nvadj[v] = m->nvedge[v];
	}
	return ES_OK;
}

static int line_slot(parse *p, char **w, int nw)
{
	catan_map *m = p->m;
	char want[16];
	snprintf(want, sizeof want, "%d", p->nslot + 1);
	if (nw != 5 || p->nslot == CATAN_NSLOT || strcmp(w[1], want) || p->ne != CATAN_NE)
		return bad(p, "expected harbour-slot <n> <edge> <vertex> <vertex>, n = 1..9 in order, after every edge",
			NULL);
	int e = catan_map_edge(m, w[2]);
	if (e < 0 || m->ehex[e][1] < CATAN_NLAND)
		return bad(p, "a harbour slot needs a coast path", w[2]);
	int a = catan_map_vertex(m, w[3]), b = catan_map_vertex(m, w[4]);
	if (a != m->ev[e][0] || b != m->ev[e][1])
		return bad(p, "the intersections are not the ends of the path, in order", w[2]);
	m->slot_edge[p->nslot] = e;
	m->slot_v[p->nslot][0] = a;
	m->slot_v[p->nslot][1] = b;
	p->nslot++;
	return ES_OK;
}

static int count_word(parse *p, const char *w, long max, int *out)
{
	char *end;
	long v = strtol(w, &end, 10);
	if (*end || !*w || v < 0 || v > max)
		return bad(p, "bad count", w);
	*out = (int)v;
	return ES_OK;
}

static int line_deck(parse *p, char **w, int nw, int harbour)
{
	const char *const *words = harbour ? catan_harbour_words : catan_terrain_words;
	int n = harbour ? CATAN_NHARBOUR : CATAN_NTERRAIN;
	int *seen = harbour ? p->seen_harbour : p->seen_terrain;
	int *deck = harbour ? p->m->harbour_deck : p->m->terrain_deck;
	int k = nw == 3 ? kit_index(words, n, w[1]) : -1;
	if (k < 0 || seen[k]++)
		return bad(p, harbour ? "expected harbour-deck <type> <count> once per type"
				      : "expected terrain-deck <terrain> <count> once per terrain",
			NULL);
	return count_word(p, w[2], 19, &deck[k]);
}

static int token_number(const char *w)
{
	char *end;
	long v = strtol(w, &end, 10);
	return *end || !*w || v < 2 || v > 12 || v == 7 ? -1 : (int)v;
}

static int line_token(parse *p, char **w, int nw)
{
	char want[16];
	snprintf(want, sizeof want, "%c", 'A' + p->ntoken);
	if (nw != 3 || p->ntoken == CATAN_NTOKEN || strcmp(w[1], want))
		return bad(p, "expected token <letter> <number>, letters A..R in order", NULL);
	int v = token_number(w[2]);
	if (v < 0)
		return bad(p, "a token is 2..12 but not 7", w[2]);
	p->m->token[p->ntoken++] = v;
	return ES_OK;
}

static int line_spiral(parse *p, char **w, int nw)
{
	catan_map *m = p->m;
	if (nw != 2 + CATAN_NLAND || p->nspiral == CATAN_NSPIRAL || p->nhex != CATAN_NHEX)
		return bad(p, "expected spiral <start> <19 land hexes>", NULL);
	int seen = 0, *s = m->spiral[p->nspiral];
	for (int i = 0; i < CATAN_NLAND; i++) {
		int h = catan_map_hex(m, w[2 + i]);
		if (h < 0 || h >= CATAN_NLAND || (seen >> h & 1))
			return bad(p, "a spiral lists each land hex once", w[2 + i]);
		seen |= 1 << h;
		s[i] = h;
		if (i && side_to(m, s[i - 1], h) < 0)
			return bad(p, "consecutive hexes of a spiral must touch", w[2 + i]);
	}
	if (strcmp(w[1], m->hex[s[0]]))
		return bad(p, "a spiral starts at its corner", w[1]);
	/* The start is an outer corner (three sea neighbours), the end the centre. */
	int sea = 0, land = 0;
	for (int k = 0; k < CATAN_NHEX; k++) {
		sea += k >= CATAN_NLAND && side_to(m, s[0], k) >= 0;
		land += k < CATAN_NLAND && side_to(m, s[CATAN_NLAND - 1], k) >= 0;
	}
	if (sea != 3 || land != 6)
		return bad(p, "a spiral runs from an outer corner to the centre", w[1]);
	for (int j = 0; j < p->nspiral; j++)
		if (m->spiral[j][0] == s[0])
			return bad(p, "two spirals from the same corner", w[1]);
	p->nspiral++;
	return ES_OK;
}

static int line_beginner_hex(parse *p, char **w, int nw)
{
	catan_map *m = p->m;
	char want[16];
	snprintf(want, sizeof want, "%c", 'A' + p->nbeg);
	if (nw != 4 || p->nbeg == CATAN_NLAND || strcmp(w[1], want))
		return bad(p, "expected beginner-hex <hex> <terrain> <number|->, hexes A..S in order", NULL);
	int t = kit_index(catan_terrain_words, CATAN_NTERRAIN, w[2]);
	if (t < 0)
		return bad(p, "unknown terrain", w[2]);
	int v = t == CATAN_DESERT ? (strcmp(w[3], "-") ? -1 : 0) : token_number(w[3]);
	if (v < 0)
		return bad(p, "the desert has no number ('-'), any other hex one of 2..12 but 7", w[3]);
	m->beg_terrain[p->nbeg] = t;
	m->beg_number[p->nbeg++] = v;
	return ES_OK;
}

static int line_beginner_harbour(parse *p, char **w, int nw)
{
	catan_map *m = p->m;
	char want[16];
	snprintf(want, sizeof want, "%d", p->nbegh + 1);
	if (nw != 4 || p->nbegh == CATAN_NSLOT || strcmp(w[1], want) || p->nslot != CATAN_NSLOT)
		return bad(p, "expected beginner-harbour <slot> <edge> <type>, slots 1..9 in order", NULL);
	if (catan_map_edge(m, w[2]) != m->slot_edge[p->nbegh])
		return bad(p, "not the path of that slot", w[2]);
	int t = kit_index(catan_harbour_words, CATAN_NHARBOUR, w[3]);
	if (t < 0)
		return bad(p, "unknown harbour type", w[3]);
	m->beg_harbour[p->nbegh++] = t;
	return ES_OK;
}

/* The multiset of numbers of the beginner board and of the tokens agree,
 * and both decks fill the board. */
static int totals(parse *p)
{
	catan_map *m = p->m;
	p->line = 0;
	if (p->nhex != CATAN_NHEX || p->nv != CATAN_NV || p->ne != CATAN_NE || p->nslot != CATAN_NSLOT ||
		p->ntoken != CATAN_NTOKEN || p->nspiral != CATAN_NSPIRAL || p->nbeg != CATAN_NLAND ||
		p->nbegh != CATAN_NSLOT)
		return es_fail(p->e, ES_ESYNTAX,
			"catan.map: expected 37 hexes, 54 vertices, 72 edges, 9 slots, 18 tokens, 6 spirals and the beginner "
			"board, got %d, %d, %d, %d, %d, %d, %d/%d",
			p->nhex, p->nv, p->ne, p->nslot, p->ntoken, p->nspiral, p->nbeg, p->nbegh);
	for (int h = 0; h < CATAN_NLAND; h++)
		for (int c = 0; c < 6; c++)
			if (m->hexv[h][c] < 0)
				return es_fail(p->e, ES_ESYNTAX, "catan.map: corner %s of hex %s has no intersection",
					corner_words[c], m->hex[h]);
	int tsum = 0, hsum = 0, counts[13] = { 0 };
	for (int t = 0; t < CATAN_NTERRAIN; t++)
		tsum += m->terrain_deck[t];
	for (int t = 0; t < CATAN_NHARBOUR; t++)
		hsum += m->harbour_deck[t];
	if (tsum != CATAN_NLAND || m->terrain_deck[CATAN_DESERT] != 1 || hsum != CATAN_NSLOT)
		return es_fail(p->e, ES_ESYNTAX, "catan.map: the decks must hold 19 terrains (one desert) and 9 harbours");
	int tc[CATAN_NTERRAIN] = { 0 }, hc[CATAN_NHARBOUR] = { 0 };
	for (int i = 0; i < CATAN_NTOKEN; i++)
		counts[m->token[i]]++;
	for (int h = 0; h < CATAN_NLAND; h++) {
		tc[m->beg_terrain[h]]++;
		counts[m->beg_number[h]]--;
	}
	for (int s = 0; s < CATAN_NSLOT; s++)
		hc[m->beg_harbour[s]]++;
	for (int v = 2; v <= 12; v++)
		if (counts[v])
			return es_fail(p->e, ES_ESYNTAX, "catan.map: the beginner numbers are not the tokens (%d)", v);
	if (memcmp(tc, m->terrain_deck, sizeof tc) || memcmp(hc, m->harbour_deck, sizeof hc))
		return es_fail(p->e, ES_ESYNTAX, "catan.map: the beginner board does not match the decks");
	return ES_OK;
}

int catan_map_parse(const char *text, catan_map *m, es_err *e)
{
	memset(m, 0, sizeof *m);
	parse p = { .m = m, .e = e };
	kit_lines r;
	kit_lines_init(&r, text, "catan.map", 256);
	int got;
	while ((got = kit_lines_next(&r, e)) == 1) {
		char *w[MAXW + 1];
		int nw = kit_split(r.buf, w, MAXW + 1);
		p.line = r.lineno;
		if (nw > MAXW)
			return bad(&p, "too many words", NULL);
		if (nw == 0 || w[0][0] == '#')
			continue;
		int rc;
		if (!strcmp(w[0], "hex"))
			rc = line_hex(&p, w, nw);
		else if (!strcmp(w[0], "vertex"))
			rc = line_vertex(&p, w, nw);
		else if (!strcmp(w[0], "edge"))
			rc = line_edge(&p, w, nw);
		else if (!strcmp(w[0], "harbour-slot"))
			rc = line_slot(&p, w, nw);
		else if (!strcmp(w[0], "terrain-deck"))
			rc = line_deck(&p, w, nw, 0);
		else if (!strcmp(w[0], "harbour-deck"))
			rc = line_deck(&p, w, nw, 1);
		else if (!strcmp(w[0], "token"))
			rc = line_token(&p, w, nw);
		else if (!strcmp(w[0], "spiral"))
			rc = line_spiral(&p, w, nw);
		else if (!strcmp(w[0], "beginner-hex"))
			rc = line_beginner_hex(&p, w, nw);
		else if (!strcmp(w[0], "beginner-harbour"))
			rc = line_beginner_harbour(&p, w, nw);
		else
			rc = bad(&p, "unknown kind of line", w[0]);
		if (rc)
			return rc;
	}
	if (got != 0)
		return got;
	return totals(&p);
}

KIT_MAP_GETTER(catan_map, catan_map_get, CATAN_MAP_PATH, catan_map_parse)
