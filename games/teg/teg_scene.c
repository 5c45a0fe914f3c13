/* TEG: the board picture (game_kind.scene). The board is public (owners
 * and armies of every country, teg_view.c), so every seat sees the same
 * map; cards, objectives and claims ordered ahead never appear. Places
 * are data (games/teg/teg.geo): a schematic world. Each country is an
 * area, the part of a disc round its place nearer it than any other
 * place (scene_cell_*), filled with its owner's colour and rimmed on its
 * coasts with its continent's colour; two countries meet at an edge only
 * where they border by land, any other pair is kept apart by water. A
 * border by land whose areas do not meet, and every border across water,
 * is a line (dashed across water). */
#include <stdio.h>
#include <stdlib.h>

#include "adjudicator/base/tpl.h"
#include "games/teg/teg_int.h"

#define TEG_GEO_PATH "games/teg/teg.geo"
#define DISC 7.0  /* a country's reach round its place */
#define RIM 0.7   /* the continent's colour along a coast */
#define GAP 1.0   /* water between countries that do not border by land */
#define MEET 0.3  /* the shortest edge that counts as a border */

void teg_scene(const void *st, int who, scene *out);

/* By teg_color_ids: blue red black yellow green magenta. */
static const uint32_t colour_rgb[TEG_NCOLORS] = { 0x1f77b4, 0xd62728, 0x303030, 0xf2d027, 0x2ca02c, 0xd63fb8 };
static const uint32_t continent_rgb[TEG_NCONT] = { 0x9ccf6c, 0xe8b45a, 0x8fa3e0, 0xe08f8f, 0xd9c24a, 0xb48fdc };

static int joined(const teg_map *m, const scene_geo *g, const int *at, int a, int b)
{
	return (m->adj[a] >> b & 1) && !scene_geo_sea(g, at[a], at[b]);
}

/* The area of country c in g's box: its disc of radius r, apart by gap
 * from every country it does not border by land. */
static void area(const teg_map *m, const scene_geo *g, const int *at, int c, double r, double gap, scene_cell *out)
{
	double x = g->x[at[c]], y = g->y[at[c]];
	scene_cell_disc(out, x, y, r);
	for (int j = 0; j < m->n; j++)
		if (j != c)
			scene_cell_nearer(out, x, y, g->x[at[j]], g->y[at[j]], joined(m, g, at, c, j) ? 0 : gap);
	scene_cell_cut(out, -1, 0, 0);
	scene_cell_cut(out, 1, 0, g->w);
	scene_cell_cut(out, 0, -1, 0);
	scene_cell_cut(out, 0, 1, g->h);
}

static void title(const teg_state *s, int who, const char *lang, scene *out)
{
	sbuf t = SBUF_INIT;
	char n[16];
	snprintf(n, sizeof n, "%u", s->phase == TEG_PLACE ? (unsigned)s->round : s->turn);
	tpl_put(&t, lang, s->phase == TEG_CLAIM ? "teg.pic.claim" : s->phase == TEG_PLACE ? "teg.pic.place" : "teg.pic.turn",
		"n", n, NULL);
	scene_title(out, "TEG · %s%s%s", sbuf_str(&t), who >= 0 ? " · " : "", who >= 0 ? teg_name(s, who) : "");
	sbuf_free(&t);
}

static void legend(const teg_state *s, const char *lang, scene *out)
{
	const teg_map *m = s->map;
	sbuf b = SBUF_INIT;
	for (int p = 0; p < s->n; p++) {
		sbuf_reset(&b);
		sbuf_printf(&b, "%s · ", teg_name(s, p));
		teg_qty(&b, lang, "teg.n.country", "teg.n.countries", teg_count(s, p));
		if (!teg_alive(s, p))
			sbuf_printf(&b, " †");
		scene_legend_add(out, colour_rgb[s->o.colors[p]], SCENE_SQUARE, sbuf_str(&b));
	}
	for (int i = 0; i < m->ncont; i++) {
		sbuf_reset(&b);
		teg_cont_name(s, i, lang, &b);
		sbuf_printf(&b, " (+%d)", m->bonus[i]);
		scene_legend_add(out, continent_rgb[i], SCENE_SQUARE, sbuf_str(&b));
	}
	sbuf_reset(&b);
	tpl_put(&b, lang, "teg.pic.armies", NULL);
	scene_legend_add(out, SCENE_WHITE, SCENE_BADGE, sbuf_str(&b));
	sbuf_free(&b);
}

void teg_scene(const void *st, int who, scene *out)
{
	const teg_state *s = st;
	const teg_map *m = s->map;
	const scene_geo *g = scene_geo_get(TEG_GEO_PATH);
	const char *lang = scene_en(out) ? "en" : "es";
	int at[TEG_NC];
	for (int c = 0; c < m->n; c++)
		if ((at[c] = scene_geo_find(g, m->id[c])) < 0) {
			fprintf(stderr, "estafeta: %s lacks %s\n", TEG_GEO_PATH, m->id[c]);
			abort();
		}
	out->w = g->w;
	out->h = g->h;
	out->background = SCENE_SEA;
	title(s, who, lang, out);
	for (int a = 0; a < m->n; a++) /* under the land: seen across the water only */
		for (int b = a + 1; b < m->n; b++)
			if (m->adj[a] >> b & 1 && !joined(m, g, at, a, b))
				scene_geo_link(out, g, at[a], at[b], SCENE_SEA_LINK, 0x1f4e79, 1);
	scene_cell cell;
	for (int c = 0; c < m->n; c++) { /* the land, its coasts in the continent's colour */
		area(m, g, at, c, DISC, GAP, &cell);
		scene_poly(out, cell.p, cell.n, continent_rgb[m->cont[c]], NULL)->stroke = SCENE_NONE;
	}
	uint64_t meets[TEG_NC] = { 0 };
	for (int c = 0; c < m->n; c++) {
		area(m, g, at, c, DISC - RIM, GAP + 2 * RIM, &cell);
		int o = s->owner[c];
		scene_region *r = scene_poly(out, cell.p, cell.n, o >= 0 ? colour_rgb[s->o.colors[o]] : SCENE_LAND, NULL);
		r->stroke = 0x202020;
		r->stroke_px = 1.2;
		r->name = arena_strdup(out->a, m->id[c]);
		for (int j = 0; j < m->n; j++)
			if (j != c && scene_cell_meets(&cell, g->x[at[c]], g->y[at[c]], g->x[at[j]], g->y[at[j]], MEET))
				meets[c] |= 1ull << j;
	}
	for (int a = 0; a < m->n; a++) /* a land border whose areas do not meet */
		for (int b = a + 1; b < m->n; b++)
			if (joined(m, g, at, a, b) && !(meets[a] >> b & 1 && meets[b] >> a & 1))
				scene_geo_link(out, g, at[a], at[b], SCENE_LAND_LINK, 0x202020, 1);
	for (int c = 0; c < m->n; c++) {
		double x = g->x[at[c]], y = g->y[at[c]];
		if (s->owner[c] >= 0) {
			char n[16];
			snprintf(n, sizeof n, "%d", s->armies[c]);
			scene_marker *b = scene_marker_add(out, x, y - 0.5, SCENE_BADGE, SCENE_WHITE, n);
			b->size_px = 24;
			b->ink = SCENE_BLACK;
		}
		scene_text *t = scene_text_add(out, x, y + 1.9, 12, m->name[c]);
		t->colour = scene_ink_on(s->owner[c] >= 0 ? colour_rgb[s->o.colors[s->owner[c]]] : SCENE_LAND);
		t->bold = 1;
	}
	legend(s, lang, out);
}
