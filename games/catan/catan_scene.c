/* Catan: the board picture (game_kind.scene). Everything on it is public
 * (the board, the harbours, buildings, roads, the robber, visible
 * points), so every seat sees the same board; only the title names the
 * seat. Geometry comes from the map's axial coordinates
 * (games/catan/catan.map): hexes pointy-top, corners N NE SE S SW NW as
 * the map names them. The sea hexes carry their numbers and the land
 * hexes their letters: the words the place names are made of. */
#include <math.h>
#include <stdio.h>

#include "adjudicator/base/tpl.h"

#include "games/catan/catan_int.h"

#define R 1.0 /* hex radius, scene units */
#define SQ3 1.7320508075688772

void catan_scene(const void *st, int who, scene *out);

static const uint32_t terrain_fill[CATAN_NTERRAIN] = { 0x3f8f3a, 0xc0623a, 0xa8d66b, 0xf0cd4f, 0x8c8c99,
	0xe3cf9b };
static const uint32_t seat_fill[CATAN_MAXP] = { 0xd62728, 0x1f77b4, 0xf4f4f4, 0xff7f0e };

static void hex_centre(const catan_map *m, int h, double *x, double *y)
{
	*x = SQ3 * R * (m->q[h] + m->r[h] / 2.0) + 3.5 * SQ3 * R + 0.2;
	*y = 1.5 * R * m->r[h] + 5.0 * R + 0.1;
}

static void vertex_at(const catan_map *m, int v, double *x, double *y)
{
	for (int h = 0; h < CATAN_NHEX; h++)
		for (int k = 0; k < 6; k++)
			if (m->hexv[h][k] == v) {
				double cx, cy;
				hex_centre(m, h, &cx, &cy);
				scene_hex_corner(cx, cy, R, k, x, y);
				return;
			}
	*x = *y = 0;
}

static void harbours(const catan_state *s, const double (*vx)[2], scene *out)
{
	const catan_map *m = s->map;
	for (int i = 0; i < CATAN_NSLOT; i++) {
		int e = m->slot_edge[i], t = s->harbour[i];
		if (e < 0 || t < 0 || t >= CATAN_NHARBOUR)
			continue;
		int sea = m->ehex[e][0] >= CATAN_NLAND ? m->ehex[e][0] : m->ehex[e][1];
		double sx, sy;
		hex_centre(m, sea, &sx, &sy);
		const double *a = vx[m->ev[e][0]], *b = vx[m->ev[e][1]];
		double mx = (a[0] + b[0]) / 2, my = (a[1] + b[1]) / 2;
		double hx = mx + (sx - mx) * 0.55, hy = my + (sy - my) * 0.55;
		scene_link_add(out, a[0], a[1], hx, hy, SCENE_LAND_LINK, 0x6b4f2a)->width_px = 3;
		scene_link_add(out, b[0], b[1], hx, hy, SCENE_LAND_LINK, 0x6b4f2a)->width_px = 3;
		scene_marker_add(out, hx, hy, SCENE_BADGE, t == CATAN_ANY ? SCENE_WHITE : terrain_fill[t],
			t == CATAN_ANY ? "3:1" : "2:1");
	}
}

static void title(const catan_state *s, int who, const char *lang, scene *out)
{
	sbuf t = SBUF_INIT;
	char n[16];
	int setup = s->phase == CATAN_PH_SETUP;
	snprintf(n, sizeof n, "%u", setup ? (unsigned)catan_setup_round(s) : s->turn);
	catan_put(&t, lang, setup ? "catan.pic.setup" : "catan.pic.turn", "n", n, NULL);
	scene_title(out, "Catan · %s%s%s", sbuf_str(&t), who >= 0 ? " · " : "", who >= 0 ? catan_pname(s, who) : "");
	sbuf_free(&t);
}

/* In the reader's language only: seats with their visible points, the
 * terrains by what they yield, the harbours, the robber. */
static void legend(const catan_state *s, const char *lang, scene *out)
{
	sbuf t = SBUF_INIT;
	char n[16];
	for (int p = 0; p < s->n; p++) {
		sbuf_reset(&t);
		snprintf(n, sizeof n, "%d", catan_points(s, p, 0));
		sbuf_printf(&t, "%s · ", catan_pname(s, p));
		catan_put(&t, lang, catan_points(s, p, 0) == 1 ? "catan.pic.point" : "catan.pic.points", "n", n, NULL);
		scene_legend_add(out, seat_fill[p], SCENE_HOUSE, sbuf_str(&t));
	}
	for (int r = 0; r < CATAN_NRES; r++) {
		sbuf_reset(&t);
		catan_res_name(lang, r, &t);
		scene_legend_add(out, terrain_fill[r], SCENE_SQUARE, sbuf_str(&t));
	}
	sbuf_reset(&t);
	catan_put(&t, lang, "catan.desert", NULL);
	scene_legend_add(out, terrain_fill[CATAN_DESERT], SCENE_SQUARE, sbuf_str(&t));
	sbuf_reset(&t);
	catan_put(&t, lang, "catan.pic.sea", NULL);
	scene_legend_add(out, SCENE_SEA, SCENE_SQUARE, sbuf_str(&t));
	sbuf_reset(&t);
	catan_put(&t, lang, "catan.pic.harbours", NULL);
	scene_legend_add(out, SCENE_WHITE, SCENE_BADGE, sbuf_str(&t));
	sbuf_reset(&t);
	catan_put(&t, lang, "catan.pic.robber", NULL);
	scene_legend_add(out, 0x222222, SCENE_ROBBER, sbuf_str(&t));
	sbuf_free(&t);
}

void catan_scene(const void *st, int who, scene *out)
{
	const catan_state *s = st;
	const catan_map *m = s->map;
	out->w = 7 * SQ3 * R + 0.4;
	out->h = 10 * R + 0.2;
	out->background = SCENE_DEEP_SEA;
	title(s, who, scene_en(out) ? "en" : "es", out);
	for (int h = 0; h < CATAN_NHEX; h++) {
		double x, y;
		hex_centre(m, h, &x, &y);
		int land = h < CATAN_NLAND;
		uint32_t fill = land ? terrain_fill[s->terrain[h]] : SCENE_SEA;
		scene_region *g = scene_hex(out, x, y, R, fill, NULL);
		g->stroke = land ? 0x3a3a3a : 0x5b8fbf;
		g->stroke_px = land ? 2 : 1;
		scene_text *t = scene_text_add(out, x, land ? y - 0.55 * R : y, land ? 15 : 16, m->hex[h]);
		t->bold = 1;
		t->colour = land ? scene_ink_on(fill) : 0x1b3a5c;
		if (land && s->number[h]) {
			char n[8];
			snprintf(n, sizeof n, "%d", s->number[h]);
			scene_marker *b = scene_marker_add(out, x, y + 0.05 * R, SCENE_BADGE, 0xfff4d6, n);
			b->size_px = 30;
			if (s->number[h] == 6 || s->number[h] == 8)
				b->ink = 0xc0141c; /* red as on the tokens: the likeliest rolls */
		}
	}
	double vx[CATAN_NV][2];
	for (int v = 0; v < CATAN_NV; v++)
		vertex_at(m, v, &vx[v][0], &vx[v][1]);
	harbours(s, (const double (*)[2])vx, out);
	for (int e = 0; e < CATAN_NE; e++)
		if (s->eown[e] >= 0) {
			const double *a = vx[m->ev[e][0]], *b = vx[m->ev[e][1]];
			/* Short of the corners, so buildings stay visible. */
			double dx = (b[0] - a[0]) * 0.15, dy = (b[1] - a[1]) * 0.15;
			scene_link_add(out, a[0] + dx, a[1] + dy, b[0] - dx, b[1] - dy, SCENE_ROAD, seat_fill[s->eown[e]]);
		}
	for (int v = 0; v < CATAN_NV; v++)
		if (s->vown[v] >= 0)
			scene_marker_add(out, vx[v][0], vx[v][1], s->vcity[v] ? SCENE_CITY : SCENE_HOUSE,
				seat_fill[s->vown[v]], NULL)
				->size_px = s->vcity[v] ? 26 : 20;
	if (s->robber >= 0) {
		double x, y;
		hex_centre(m, s->robber, &x, &y);
		scene_marker_add(out, x - 0.5 * R, y + 0.1 * R, SCENE_ROBBER, 0x222222, NULL)->size_px = 28;
	}
	legend(s, scene_en(out) ? "en" : "es", out);
}
