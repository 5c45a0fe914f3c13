/* TEG: the board picture (game_kind.scene). The board is public (owners
 * and armies of every country, teg_view.c), so every seat sees the same
 * map; cards, objectives and claims ordered ahead never appear. Places
 * are data (games/teg/teg.geo): a schematic world where each country is a
 * disc in its owner's colour with its armies, on a patch of its
 * continent's colour; every border a line, dashed across water. */
#include <stdio.h>
#include <stdlib.h>

#include "games/teg/teg_int.h"

#define TEG_GEO_PATH "games/teg/teg.geo"

void teg_scene(const void *st, int who, scene *out);

/* By teg_color_ids: blue red black yellow green magenta. */
static const uint32_t colour_rgb[TEG_NCOLORS] = { 0x1f77b4, 0xd62728, 0x303030, 0xf2d027, 0x2ca02c, 0xd63fb8 };
static const uint32_t continent_rgb[TEG_NCONT] = { 0xcfe8b0, 0xf3d9a4, 0xc9d4f2, 0xf2c9c9, 0xf0e6a8, 0xd9c4ec };

void teg_scene(const void *st, int who, scene *out)
{
	const teg_state *s = st;
	const teg_map *m = s->map;
	const scene_geo *g = scene_geo_get(TEG_GEO_PATH);
	int at[TEG_NC];
	for (int c = 0; c < m->n; c++)
		if ((at[c] = scene_geo_find(g, m->id[c])) < 0) {
			fprintf(stderr, "estafeta: %s lacks %s\n", TEG_GEO_PATH, m->id[c]);
			abort();
		}
	out->w = g->w;
	out->h = g->h;
	out->background = SCENE_SEA;
	scene_title(out, "TEG · %u%s%s", s->turn, who >= 0 ? " · " : "", who >= 0 ? teg_name(s, who) : "");
	for (int c = 0; c < m->n; c++) {
		scene_region *r = scene_circle(out, g->x[at[c]], g->y[at[c]], 4.2, continent_rgb[m->cont[c]], NULL);
		r->stroke = SCENE_NONE;
	}
	for (int a = 0; a < m->n; a++)
		for (int b = a + 1; b < m->n; b++)
			if (m->adj[a] >> b & 1) {
				int sea = scene_geo_sea(g, at[a], at[b]);
				scene_geo_link(out, g, at[a], at[b], sea ? SCENE_SEA_LINK : SCENE_LAND_LINK,
					sea ? 0x1f4e79 : 0x555555, 1);
			}
	for (int c = 0; c < m->n; c++) {
		double x = g->x[at[c]], y = g->y[at[c]];
		int o = s->owner[c];
		uint32_t fill = o >= 0 ? colour_rgb[s->o.colors[o]] : SCENE_WHITE;
		char n[16];
		snprintf(n, sizeof n, "%d", s->armies[c]);
		scene_region *r = scene_circle(out, x, y, 1.8, fill, o >= 0 ? n : NULL);
		r->stroke = 0x202020;
		r->stroke_px = 1.5;
		r->label_px = 14;
		scene_text_add(out, x, y + 2.9, 12, m->name[c]);
	}
	for (int i = 0; i < m->ncont; i++) {
		char l[64];
		snprintf(l, sizeof l, "%s (+%d)", m->cont_name[i], m->bonus[i]);
		scene_legend_add(out, continent_rgb[i], SCENE_SQUARE, l);
	}
	for (int p = 0; p < s->n; p++) {
		char l[96];
		snprintf(l, sizeof l, "%s · %d%s", teg_name(s, p), teg_count(s, p), teg_alive(s, p) ? "" : " †");
		scene_legend_add(out, colour_rgb[s->o.colors[p]], SCENE_BADGE, l);
	}
}
