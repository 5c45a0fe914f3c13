/* Κρατος: the board picture (game_kind.scene). Rule 24: everything on
 * the board is public, so every seat sees the same grid; gold is private
 * and only the seat's own appears (in its legend line). The grid is the
 * game's board (the embedded "clasico" map or the one drawn from the
 * seed): 20 x 26 cells named a1..t26, islands of 2 x 2 cells. On an
 * island: its letter, a star on a capital, its owner's colour as a thick
 * border, and the ids of the pieces there (nine at most, then "+N"); at sea: one badge a piece (a
 * mine its symbol), a transport's cargo after its id. The depots of every
 * island are in the legend. */
#include <stdio.h>

#include "games/kratos/kr_int.h"

#define EDGE 0.6 /* the band of cell names, in cells */
#define ISLAND_BADGES 9 /* three rows of three ids */

void kr_scene(const void *st, int who, scene *out);

static const uint32_t colour_rgb[KR_COLOURS] = { 0xd62728, 0x1f77b4, 0x2ca02c, 0xf2d027, 0x303030, 0xf4f4f4,
	0xff7f0e, 0x9467bd, 0x9a9a9a };
static const char *const good_short[KR_NGOODS] = { "hie", "tri", "pet", "ace", "pan", "gas" };

static double cx(int col)
{
	return EDGE + col + 0.5;
}

static double cy(int row)
{
	return EDGE + row + 0.5;
}

/* "12" or, for a carrier, "12>5,7" / "12:pan". */
static void piece_text(const kr_state *s, int i, char *buf, size_t n)
{
	int len = snprintf(buf, n, "%d", i + 1);
	if (s->p[i].cargo >= 0 && s->p[i].cargo < KR_NGOODS)
		len += snprintf(buf + len, n - (size_t)len, ":%s", good_short[(int)s->p[i].cargo]);
	char sep = '>';
	for (int j = 0; j < s->np && (size_t)len < n - 8; j++)
		if (s->p[j].type >= 0 && s->p[j].carrier == i) {
			len += snprintf(buf + len, n - (size_t)len, "%c%d", sep, j + 1);
			sep = ',';
		}
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
	/* The pieces standing on it (carried ones go with their carrier). */
	int k = 0, more = 0;
	for (int p = 0; p < s->np; p++) {
		const kr_piece *q = &s->p[p];
		if (q->type < 0 || q->carrier >= 0 || q->place != -1 - i)
			continue;
		if (k >= ISLAND_BADGES) {
			more++;
			continue;
		}
		char id[16]; /* the id alone: a cargo is in the text view */
		snprintf(id, sizeof id, "%d", p + 1);
		int o = kr_piece_owner(s, p);
		scene_marker_add(out, x + 0.38 + 0.62 * (k % 3), y + 0.66 + 0.43 * (k / 3),
			q->type == KR_MINE ? SCENE_MINE : SCENE_BADGE, o >= 0 ? colour_rgb[o] : SCENE_GREY, id)
			->size_px = 18;
		k++;
	}
	if (more) {
		char m[16];
		snprintf(m, sizeof m, "+%d", more);
		scene_text_add(out, x + 1.6, y + 0.22, 12, m)->halo = 1;
	}
}

static void depots_legend(const kr_state *s, int i, scene *out)
{
	char line[96];
	int len = snprintf(line, sizeof line, "%c %s:", 'A' + i, good_short[s->infra[i]]);
	for (int g = 0; g < KR_NGOODS && len < (int)sizeof line - 12; g++) {
		int v = s->depot[i][g];
		if (g == KR_STEEL)
			for (int k = 0; k < KR_COLOURS; k++)
				v += s->steel[i][k];
		if (v)
			len += snprintf(line + len, sizeof line - (size_t)len, " %s %d", good_short[g], v);
	}
	int own = s->owner[i];
	scene_legend_add(out, own >= 0 ? colour_rgb[own] : SCENE_LAND, SCENE_SQUARE, line);
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
		char id[48];
		piece_text(s, p, id, sizeof id);
		int o = kr_piece_owner(s, p);
		double x = cx(q->place % KR_W), y = cy(q->place / KR_W);
		if (q->type == KR_MINE)
			scene_marker_add(out, x - 0.2, y, SCENE_MINE, SCENE_GREY, id)->size_px = 18;
		else
			scene_marker_add(out, x, y, SCENE_BADGE, o >= 0 ? colour_rgb[o] : SCENE_GREY, id);
	}
	for (int k = 0; k < KR_COLOURS; k++) {
		int c = s->order[k];
		if (c < 0 || c >= KR_COLOURS)
			continue;
		char line[96];
		int len = snprintf(line, sizeof line, "%d %s", k + 1, kr_name(s, c));
		if (s->out >> c & 1)
			snprintf(line + len, sizeof line - (size_t)len, " †");
		else if (c == who)
			snprintf(line + len, sizeof line - (size_t)len, " · oro/gold %ld", s->gold[c]);
		scene_legend_add(out, colour_rgb[c], SCENE_BADGE, line);
	}
	for (int i = 0; i < KR_NISLAND; i++)
		depots_legend(s, i, out);
}
