/* La reconquista: the board picture (game_kind.scene). Ownership is the
 * secret of the game: the picture marks the recipient's own provinces and
 * nobody else's, and shows troops exactly where the text view does (every
 * province, except during the secret placement of rule 9, when only the
 * placer sees the board and the others their own provinces). Places are
 * data (games/reconquista/reconquista.geo: approximate centroids in
 * longitude and latitude, and the coasts), projected here; every border
 * is a line, dashed across water (Baleares). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "games/reconquista/reco_int.h"

#define RECO_GEO_PATH "games/reconquista/reconquista.geo"
#define COS_40 0.766 /* the projection's scale of longitude */
#define OWN_COLOUR 0xd62728

void reco_scene(const void *st, int who, scene *out);

void reco_scene(const void *st, int who, scene *out)
{
	const reco_state *s = st;
	const reco_map *m = s->map;
	const scene_geo *g = scene_geo_get(RECO_GEO_PATH);
	int corner = scene_geo_find(g, "corner");
	double x[RECO_NPROV], y[RECO_NPROV];
	for (int i = 0; i < m->n; i++) {
		int k = scene_geo_find(g, m->id[i]);
		if (k < 0 || corner < 0) {
			fprintf(stderr, "estafeta: %s lacks %s\n", RECO_GEO_PATH, k < 0 ? m->id[i] : "corner");
			abort();
		}
		x[i] = (g->x[k] - g->x[corner]) * COS_40;
		y[i] = g->y[corner] - g->y[k];
	}
	out->w = g->w * COS_40;
	out->h = g->h;
	out->background = SCENE_SEA;
	int seat = who >= 0 && who < s->n ? who : -1;
	scene_title(out, "La reconquista · %u%s%s", s->turn, seat >= 0 ? " · " : "",
		seat >= 0 && s->names ? s->names[seat] : "");
	for (size_t k = 0; k < g->noutline; k++) {
		double pts[2 * 64];
		size_t n = g->outline_n[k] < 64 ? g->outline_n[k] : 64;
		for (size_t i = 0; i < n; i++) {
			pts[2 * i] = (g->outline[k][2 * i] - g->x[corner]) * COS_40;
			pts[2 * i + 1] = g->y[corner] - g->outline[k][2 * i + 1];
		}
		scene_poly(out, pts, n, SCENE_LAND, NULL)->stroke = 0x6f8fa8;
	}
	for (int a = 0; a < m->n; a++)
		for (int b = a + 1; b < m->n; b++)
			if (m->adj[a] >> b & 1) {
				int sea = scene_geo_sea(g, scene_geo_find(g, m->id[a]), scene_geo_find(g, m->id[b]));
				scene_link_add(out, x[a], y[a], x[b], y[b], sea ? SCENE_SEA_LINK : SCENE_LAND_LINK,
					sea ? 0x1f4e79 : 0x6b5a3a);
			}
	int board = s->phase != RECO_PLACEMENT || (seat >= 0 && seat == s->active);
	for (int i = 0; i < m->n; i++) {
		int own = seat >= 0 && s->owner[i] == seat;
		char n[16];
		snprintf(n, sizeof n, "%d", s->troops[i]);
		scene_region *r = scene_circle(out, x[i], y[i], 0.13, own ? OWN_COLOUR : SCENE_WHITE,
			board || own ? n : NULL);
		r->stroke = own ? 0x000000 : 0x404040;
		r->stroke_px = own ? 3 : 1.5;
		r->label_px = 13;
		scene_text *t = scene_text_add(out, x[i], y[i] + 0.25, 12, m->name[i]);
		t->bold = own;
	}
	if (seat >= 0) {
		char l[96];
		snprintf(l, sizeof l, "%s: %d", s->names ? s->names[seat] : "?", reco_count(s, seat));
		scene_legend_add(out, OWN_COLOUR, SCENE_BADGE, l);
	}
	scene_legend_add(out, SCENE_WHITE, SCENE_BADGE, "tropas/troops");
}
