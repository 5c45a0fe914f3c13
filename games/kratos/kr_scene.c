/* Κρατος: the board picture (game_kind.scene). Rule 24: everything on
 * the board is public, so every seat sees the same grid; gold is private
 * and only the seat's own appears (in its legend line). The grid is the
 * game's board (the embedded "clasico" map or the one drawn from the
 * seed): 20 x 26 cells named a1..t26, islands of 2 x 2 cells.
 *
 * Rule 8: «debe poder reconocerse que tipo de pieza es cada pieza por su
 * forma»: every type has a silhouette of its own (a producer's carries
 * its good's code), in its owner's colour, with its id under it; a
 * listed ship is drawn tilted, a submerged submarine hollow, a carrier
 * with a load has a crate on its corner (what it carries is in the text
 * view). A sea cell holds one piece (rule 27); an island its letter, a
 * star on a capital, its owner's colour as a thick border, and its
 * pieces (more than nine: one a type and colour, with their count). The legend, in the reader's language: the
 * colours by their rule numbers (as the text view's grid), the shapes,
 * the states and the depots of every island. */
#include <stdio.h>

#include "games/kratos/kr_int.h"

#define EDGE 0.6 /* the band of cell names, in cells */
#define ISLAND_COLS 3
#define ISLAND_ROWS 3
#define SEA_PX 26    /* a piece's silhouette at sea */
#define ISLAND_PX 17 /* and on an island */

void kr_scene(const void *st, int who, scene *out);

static const uint32_t colour_rgb[KR_COLOURS] = { 0xd62728, 0x1f77b4, 0x2ca02c, 0xf2d027, 0x303030, 0xf4f4f4,
	0xff7f0e, 0x9467bd, 0x9a9a9a };

/* The shape of each type (rule 8), in enum kr_type's order. */
static const int type_symbol[KR_NTYPES] = { SCENE_PLANE, SCENE_BATTLESHIP, SCENE_SWEEPER, SCENE_CARRIER, SCENE_SUB,
	SCENE_MINE, SCENE_FACTORY, SCENE_FACTORY, SCENE_FACTORY, SCENE_FACTORY, SCENE_FACTORY, SCENE_FACTORY,
	SCENE_MERCHANT, SCENE_TANKER };

/* Goods as two letters: a producer's tag and the depots' legend. */
static const char *const good_code[2][KR_NGOODS] = { { "Fe", "Tr", "Pe", "Ac", "Pa", "Ga" },
	{ "Fe", "Wh", "Oi", "St", "Br", "Ga" } };

/* The words of the legend (the orders' words lack the accents). */
static const char *const type_name[2][KR_NTYPES] = {
	{ "avión", "acorazado", "dragaminas", "portaaviones", "submarino", "mina", "productora de hierro",
		"productora de trigo", "productora de petróleo", "productora de acero", "productora de pan",
		"productora de gasolina", "mercante", "petrolero" },
	{ "plane", "battleship", "minesweeper", "carrier", "submarine", "mine", "iron producer", "wheat producer",
		"oil producer", "steel producer", "bread producer", "gasoline producer", "merchant", "tanker" }
};

static double cx(int col)
{
	return EDGE + col + 0.5;
}

static double cy(int row)
{
	return EDGE + row + 0.5;
}

static void grid(scene *out)
{
	for (int x = 0; x <= KR_W; x++)
		scene_link_add(out, EDGE + x, EDGE, EDGE + x, EDGE + KR_H, SCENE_THIN, 0x7fa7c9);
	for (int y = 0; y <= KR_H; y++)
		scene_link_add(out, EDGE, EDGE + y, EDGE + KR_W, EDGE + y, SCENE_THIN, 0x7fa7c9);
	for (int x = 0; x < KR_W; x++) {
		char c[2] = { (char)('a' + x), 0 };
		scene_text_add(out, cx(x), EDGE / 2, 13, c);
	}
	for (int y = 0; y < KR_H; y++) {
		char r[4];
		snprintf(r, sizeof r, "%d", y + 1);
		scene_text_add(out, EDGE / 2, cy(y), 12, r);
	}
}

/* Piece i's silhouette at (x, y), size px, with its states; under it at
 * dy its id, or `label`. */
static void piece(const kr_state *s, int i, double x, double y, int px, double dy, const char *label, scene *out)
{
	const kr_piece *q = &s->p[i];
	int o = kr_piece_owner(s, i);
	scene_marker *m = scene_marker_add(out, x, y, type_symbol[q->type], o >= 0 ? colour_rgb[o] : SCENE_GREY, NULL);
	m->size_px = px;
	int g = kr_produces(q->type);
	if (kr_piece_rules[q->type].cls == KR_PRODUCER && g >= 0)
		m->tag = good_code[scene_en(out)][g];
	m->marks = (q->listed ? SCENE_MARK_LISTED : 0u) | (q->submerged ? SCENE_MARK_SUBMERGED : 0u);
	if (q->cargo >= 0)
		m->marks |= SCENE_MARK_LOADED;
	for (int j = 0; j < s->np && !(m->marks & SCENE_MARK_LOADED); j++)
		if (s->p[j].type >= 0 && s->p[j].carrier == i)
			m->marks |= SCENE_MARK_LOADED;
	char id[16];
	snprintf(id, sizeof id, "%d", i + 1);
	scene_text *t = scene_text_add(out, x, y + dy, 12, label ? label : id);
	t->bold = 1;
	t->halo = 1;
}

static void island(const kr_state *s, int i, scene *out)
{
	double x = EDGE + s->board.col[i], y = EDGE + s->board.row[i];
	int own = s->owner[i];
	scene_region *g = scene_rect(out, x + 1, y + 1, 0.96, 0.96, SCENE_LAND, NULL);
	g->stroke = own >= 0 ? colour_rgb[own] : SCENE_GREY;
	g->stroke_px = 5;
	char l[2] = { (char)('A' + i), 0 };
	scene_text *t = scene_text_add(out, x + 0.12, y + 0.22, 16, l);
	t->bold = 1;
	t->anchor = SCENE_LEFT;
	if (own >= 0 && s->flag[own] == i)
		scene_marker_add(out, x + 0.75, y + 0.22, SCENE_STAR, colour_rgb[own], NULL)->size_px = 22;
	/* The pieces standing on it (carried ones go with their carrier): up
	 * to nine each with its id; more, one silhouette a type and colour with
	 * how many ("x4") under it, so that every piece is counted. */
	int on[KR_MAXP], n = 0;
	for (int p = 0; p < s->np; p++) {
		const kr_piece *q = &s->p[p];
		if (q->type >= 0 && q->carrier < 0 && q->place == -1 - i)
			on[n++] = p;
	}
	int k = 0;
	for (int a = 0; a < n; a++) {
		int same = 1;
		if (n > ISLAND_COLS * ISLAND_ROWS) {
			int seen = 0;
			for (int b = 0; b < a && !seen; b++)
				seen = s->p[on[b]].type == s->p[on[a]].type && kr_piece_owner(s, on[b]) == kr_piece_owner(s, on[a]);
			if (seen)
				continue;
			for (int b = a + 1; b < n; b++)
				same += s->p[on[b]].type == s->p[on[a]].type && kr_piece_owner(s, on[b]) == kr_piece_owner(s, on[a]);
		}
		double px = x + 0.36 + 0.64 * (k % ISLAND_COLS), py = y + 0.6 + 0.52 * (k / ISLAND_COLS);
		char c[16];
		snprintf(c, sizeof c, "x%d", same);
		piece(s, on[a], px, py, ISLAND_PX, 0.24, same > 1 ? c : NULL, out);
		k++;
	}
}

static void depots_legend(const kr_state *s, int i, scene *out)
{
	const char *const *code = good_code[scene_en(out)];
	char line[96];
	int len = snprintf(line, sizeof line, "%c %s:", 'A' + i, code[s->infra[i]]);
	for (int g = 0; g < KR_NGOODS && len < (int)sizeof line - 12; g++) {
		int v = s->depot[i][g];
		if (g == KR_STEEL)
			for (int k = 0; k < KR_COLOURS; k++)
				v += s->steel[i][k];
		if (v)
			len += snprintf(line + len, sizeof line - (size_t)len, " %s %d", code[g], v);
	}
	int own = s->owner[i];
	scene_legend_add(out, own >= 0 ? colour_rgb[own] : SCENE_LAND, SCENE_SQUARE, line);
}

/* The colours by rule number (rule 1), as the text view's grid numbers
 * them: "1 rojo · ana". */
static void colours_legend(const kr_state *s, int who, scene *out)
{
	int en = scene_en(out);
	for (int c = 0; c < KR_COLOURS; c++) {
		int seated = 0;
		for (int k = 0; k < KR_COLOURS; k++)
			seated |= s->order[k] == c;
		if (!seated)
			continue;
		char line[96];
		int len = snprintf(line, sizeof line, "%d %s · %s", c + 1, kr_colour_w(c, out->lang),
			kr_is_bot(s, c) ? "bot" : kr_name(s, c));
		if (s->out >> c & 1)
			snprintf(line + len, sizeof line - (size_t)len, " †");
		else if (c == who)
			snprintf(line + len, sizeof line - (size_t)len, " · %s %ld", en ? "gold" : "oro", s->gold[c]);
		scene_legend_add(out, colour_rgb[c], SCENE_SQUARE, line);
	}
}

/* Each shape once, then the states. */
static void shapes_legend(scene *out)
{
	int en = scene_en(out);
	for (int t = 0; t < KR_NTYPES; t++) {
		scene_legend *l = scene_legend_add(out, SCENE_GREY, type_symbol[t], type_name[en][t]);
		int g = kr_produces(t);
		if (kr_piece_rules[t].cls == KR_PRODUCER && g >= 0)
			l->tag = good_code[en][g];
	}
	scene_legend_add(out, SCENE_GREY, SCENE_BATTLESHIP, en ? "listed" : "escorado")->marks = SCENE_MARK_LISTED;
	scene_legend_add(out, SCENE_GREY, SCENE_SUB, en ? "submerged" : "sumergido")->marks = SCENE_MARK_SUBMERGED;
	scene_legend_add(out, SCENE_GREY, SCENE_MERCHANT, en ? "loaded" : "con carga")->marks = SCENE_MARK_LOADED;
}

void kr_scene(const void *st, int who, scene *out)
{
	const kr_state *s = st;
	out->w = KR_W + EDGE + 0.1;
	out->h = KR_H + EDGE + 0.1;
	out->background = SCENE_SEA;
	scene_title(out, "Κρατος · %u%s%s", s->turn, who >= 0 ? " · " : "", who >= 0 ? kr_name(s, who) : "");
	grid(out);
	for (int i = 0; i < KR_NISLAND; i++)
		island(s, i, out);
	for (int p = 0; p < s->np; p++) {
		const kr_piece *q = &s->p[p];
		if (q->type < 0 || q->carrier >= 0 || q->place < 0)
			continue;
		piece(s, p, cx(q->place % KR_W), cy(q->place / KR_W) - 0.12, SEA_PX, 0.38, NULL, out);
	}
	colours_legend(s, who, out);
	shapes_legend(out);
	for (int i = 0; i < KR_NISLAND; i++)
		depots_legend(s, i, out);
}
