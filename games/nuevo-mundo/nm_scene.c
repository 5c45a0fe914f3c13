/* Nuevo Mundo: the board picture (game_kind.scene). The board is public
 * (nm_view.c: CQ and CA per region, settlements, ships with their number
 * and load), so every seat sees the same map; cards' points and standing
 * orders never appear. Places are data, one file a scenario
 * (games/nuevo-mundo/escenario-N.geo): sea regions are large discs, land
 * regions discs on a patch of their island's colour; land borders and sea
 * borders are lines, coasts are blue dashes when open and red bars when
 * closed. In each land region one badge per seat, "CQ/CA", and a house
 * on a settlement (2 CA); ships in their sea region, "bN" with their CQ. */
#include <stdio.h>
#include <stdlib.h>

#include "games/nuevo-mundo/nm_int.h"

#define SEA_R 4.6
#define LAND_R 3.4

void nm_scene(const void *st, int who, scene *out);

static const uint32_t island_rgb[NM_MAX_ISLANDS + 1] = { 0, 0xcfe8b0, 0xf3d9a4, 0xe8dfc4, 0xf2c9c9, 0xd9c4ec,
	0xf0e6a8, 0xc9e6e0 };

static void places(const nm_state *s, const scene_geo *g, const char *path, double *x, double *y)
{
	const nm_map *m = s->map;
	for (int r = 0; r < m->n; r++) {
		int k = scene_geo_find(g, m->id[r]);
		if (k < 0) {
			fprintf(stderr, "estafeta: %s lacks %s\n", path, m->id[r]);
			abort();
		}
		x[r] = g->x[k];
		y[r] = g->y[k];
	}
}

static void links(const nm_map *m, const double *x, const double *y, scene *out)
{
	for (int a = 0; a < m->n; a++)
		for (int b = a + 1; b < m->n; b++) {
			if (m->adj[a] & nm_bit(b))
				scene_link_add(out, x[a], y[a], x[b], y[b], m->land[a] ? SCENE_LAND_LINK : SCENE_SEA_LINK,
					m->land[a] ? 0x6b5a3a : 0x1f4e79);
			else if (m->open[a] & nm_bit(b))
				scene_link_add(out, x[a], y[a], x[b], y[b], SCENE_SEA_LINK, 0x1f77b4)->width_px = 3;
			else if (m->closed[a] & nm_bit(b))
				scene_link_add(out, x[a], y[a], x[b], y[b], SCENE_LAND_LINK, 0xb03a2e)->width_px = 4;
		}
}

static void pieces(const nm_state *s, int r, double x, double y, scene *out)
{
	int k = 0;
	for (int p = 0; p < s->n; p++) {
		int cq = s->cq[r][p], ca = s->ca[r][p];
		if (!cq && !ca)
			continue;
		char t[24];
		snprintf(t, sizeof t, "%d/%d", cq, ca);
		double bx = x - 2.2 + 4.4 * (k % 2), by = y + 1.6 + 2.6 * (k / 2);
		scene_marker_add(out, bx, by, SCENE_BADGE, scene_player_colour[p], t)->size_px = 20;
		if (ca >= 2)
			scene_marker_add(out, bx + 1.2, by - 1.3, SCENE_HOUSE, scene_player_colour[p], NULL)->size_px = 14;
		k++;
	}
}

static void ships(const nm_state *s, int r, double x, double y, scene *out)
{
	int k = 0;
	for (int i = 0; i < NM_NSHIPS; i++) {
		const nm_ship *sh = &s->ship[i];
		if (sh->owner < 0 || sh->region != r)
			continue;
		char t[24];
		snprintf(t, sizeof t, "b%d·%d", i + 1, sh->cq);
		scene_marker_add(out, x - 3.4 + 4.2 * (k % 2), y + 1.6 + 2.4 * (k / 2), SCENE_SHIP,
			scene_player_colour[sh->owner], t)
			->size_px = 18;
		k++;
	}
}

void nm_scene(const void *st, int who, scene *out)
{
	const nm_state *s = st;
	const nm_map *m = s->map;
	char path[64];
	snprintf(path, sizeof path, "games/nuevo-mundo/escenario-%d.geo", s->scenario);
	const scene_geo *g = scene_geo_get(path);
	double x[NM_MAX_REGIONS], y[NM_MAX_REGIONS];
	places(s, g, path, x, y);
	out->w = g->w;
	out->h = g->h;
	out->background = 0xdbe9f5;
	scene_title(out, "Nuevo Mundo · %s · %u%s%s", m->title, s->turn, who >= 0 ? " · " : "",
		who >= 0 ? nm_name(s, who) : "");
	for (int r = 0; r < m->n; r++)
		if (m->land[r])
			scene_circle(out, x[r], y[r], LAND_R + 1.6, island_rgb[m->isl[r]], NULL)->stroke = SCENE_NONE;
		else
			scene_circle(out, x[r], y[r], SEA_R, SCENE_SEA, NULL)->stroke = 0x5b8fbf;
	links(m, x, y, out);
	for (int r = 0; r < m->n; r++) {
		if (m->land[r]) {
			scene_region *c = scene_circle(out, x[r], y[r], LAND_R, SCENE_LAND, NULL);
			c->stroke = 0x6b5a3a;
		}
		scene_text *t = scene_text_add(out, x[r], y[r] - 1.4, 13, m->name[r]);
		t->bold = 1;
		t->colour = m->land[r] ? SCENE_BLACK : 0x1b3a5c;
		if (m->land[r])
			pieces(s, r, x[r], y[r], out);
		else
			ships(s, r, x[r], y[r], out);
	}
	for (int i = 1; i <= m->nislands; i++)
		scene_legend_add(out, island_rgb[i], SCENE_SQUARE, m->island[i]);
	for (int p = 0; p < s->n; p++) {
		char l[64];
		snprintf(l, sizeof l, "%s%s", nm_name(s, p), s->out >> p & 1 ? " †" : "");
		scene_legend_add(out, scene_player_colour[p], SCENE_BADGE, l);
	}
	scene_legend_add(out, SCENE_WHITE, SCENE_BADGE, "CQ/CA");
	scene_legend_add(out, 0x1f77b4, SCENE_SQUARE, "costa abierta/open coast (- -)");
	scene_legend_add(out, 0xb03a2e, SCENE_SQUARE, "costa cerrada/closed coast");
	scene_legend_add(out, SCENE_GREY, SCENE_SHIP, "barco/ship: bN·CQ");
}
