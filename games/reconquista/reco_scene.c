/* La reconquista: the board picture (game_kind.scene). Ownership is the
 * secret of the game: the picture fills the recipient's own provinces in
 * its colour and every other one alike, and shows troops exactly where
 * the text view does (every province, except during the secret placement
 * of rule 9, when only the placer sees the board and the others their own
 * provinces). Places are data (games/reconquista/reconquista.geo:
 * approximate centroids in longitude and latitude, and the coasts),
 * projected here. Each province is an area: the part of the land nearer
 * its place than any other place (scene_cell_*); two provinces meet at an
 * edge only where they border, any other pair is kept apart by a strip of
 * bare land. A border whose areas do not meet, and a border across water
 * (Baleares), is a line, dashed across water. */
#include <stdio.h>
#include <stdlib.h>

#include "adjudicator/base/tpl.h"
#include "games/reconquista/reco_int.h"

#define RECO_GEO_PATH "games/reconquista/reconquista.geo"
#define COS_40 0.766 /* the projection's scale of longitude */
#define OWN_COLOUR 0xd62728
#define BARE_LAND 0xc9bc98 /* between provinces that do not border */
#define BORDER 0x6b5a3a
#define GAP 0.06  /* the strip between provinces that do not border */
#define MEET 0.04 /* the shortest edge that counts as a border */

void reco_scene(const void *st, int who, scene *out);

typedef struct board_geo {
	const scene_geo *g;
	int corner;
	int at[RECO_NPROV]; /* each province's place in g */
	double x[RECO_NPROV], y[RECO_NPROV];
} board_geo;

static void project(const board_geo *b, double lon, double lat, double *x, double *y)
{
	*x = (lon - b->g->x[b->corner]) * COS_40;
	*y = b->g->y[b->corner] - lat;
}

static void places(const reco_map *m, board_geo *b)
{
	b->g = scene_geo_get(RECO_GEO_PATH);
	b->corner = scene_geo_find(b->g, "corner");
	for (int i = 0; i < m->n; i++) {
		int k = scene_geo_find(b->g, m->id[i]);
		if (k < 0 || b->corner < 0) {
			fprintf(stderr, "estafeta: %s lacks %s\n", RECO_GEO_PATH, k < 0 ? m->id[i] : "corner");
			abort();
		}
		b->at[i] = k;
		project(b, b->g->x[k], b->g->y[k], &b->x[i], &b->y[i]);
	}
}

static int sea_pair(const reco_map *m, const board_geo *b, int i, int j)
{
	(void)m;
	return scene_geo_sea(b->g, b->at[i], b->at[j]);
}

static int joined(const reco_map *m, const board_geo *b, int i, int j)
{
	return (m->adj[i] >> j & 1) && !sea_pair(m, b, i, j);
}

static void title(const reco_state *s, int seat, const char *lang, scene *out)
{
	sbuf t = SBUF_INIT;
	char n[16], r[16];
	snprintf(n, sizeof n, "%u", s->turn);
	if (s->phase == RECO_PLACEMENT) {
		snprintf(n, sizeof n, "%d", reco_place_round(s));
		snprintf(r, sizeof r, "%d", reco_place_rounds(s));
		tpl_put(&t, lang, "reco.pic.place", "n", n, "rounds", r, NULL);
	} else {
		tpl_put(&t, lang, "reco.pic.turn", "n", n, NULL);
	}
	scene_title(out, "La reconquista · %s%s%s", sbuf_str(&t), seat >= 0 ? " · " : "",
		seat >= 0 && s->names ? s->names[seat] : "");
	sbuf_free(&t);
}

/* The land, then each province's area on it (own: filled); returns, for
 * each province, the provinces its area meets. */
static void areas(const reco_state *s, const board_geo *b, int seat, scene *out, uint64_t *meets)
{
	const reco_map *m = s->map;
	const scene_geo *g = b->g;
	double land[2 * SCENE_CELL_MAX];
	for (size_t k = 0; k < g->noutline; k++) {
		size_t n = g->outline_n[k] < SCENE_CELL_MAX ? g->outline_n[k] : SCENE_CELL_MAX;
		for (size_t i = 0; i < n; i++)
			project(b, g->outline[k][2 * i], g->outline[k][2 * i + 1], &land[2 * i], &land[2 * i + 1]);
		scene_region *r = scene_poly(out, land, n, BARE_LAND, NULL);
		r->stroke = 0x4f7396;
		r->stroke_px = 2;
	}
	for (int i = 0; i < m->n; i++) {
		scene_cell cell;
		cell.n = 4;
		double box[8] = { -1, -1, out->w + 1, -1, out->w + 1, out->h + 1, -1, out->h + 1 };
		for (int k = 0; k < 8; k++)
			cell.p[k] = box[k];
		for (int j = 0; j < m->n; j++)
			if (j != i)
				scene_cell_nearer(&cell, b->x[i], b->y[i], b->x[j], b->y[j], joined(m, b, i, j) ? 0 : GAP);
		meets[i] = 0;
		for (size_t k = 0; k < g->noutline; k++) {
			size_t n = g->outline_n[k] < SCENE_CELL_MAX ? g->outline_n[k] : SCENE_CELL_MAX;
			for (size_t v = 0; v < n; v++)
				project(b, g->outline[k][2 * v], g->outline[k][2 * v + 1], &land[2 * v], &land[2 * v + 1]);
			scene_cell piece;
			scene_cell_clip(&piece, land, n, &cell);
			if (piece.n < 3)
				continue;
			int own = seat >= 0 && s->owner[i] == seat;
			scene_region *r = scene_poly(out, piece.p, piece.n, own ? OWN_COLOUR : SCENE_LAND, NULL);
			r->stroke = BORDER;
			r->stroke_px = 1.2;
			r->name = arena_strdup(out->a, m->id[i]);
			for (int j = 0; j < m->n; j++)
				if (j != i && scene_cell_meets(&piece, b->x[i], b->y[i], b->x[j], b->y[j], MEET))
					meets[i] |= 1ull << j;
		}
	}
}

static void legend(const reco_state *s, int seat, const char *lang, scene *out)
{
	sbuf l = SBUF_INIT;
	char n[64];
	if (seat >= 0) {
		sbuf_printf(&l, "%s · %s", s->names ? s->names[seat] : "?",
			reco_numb(n, sizeof n, lang, "province", reco_count(s, seat)));
		scene_legend_add(out, OWN_COLOUR, SCENE_SQUARE, sbuf_str(&l));
		sbuf_reset(&l);
	}
	tpl_put(&l, lang, seat >= 0 ? "reco.pic.others" : "reco.pic.hidden", NULL);
	scene_legend_add(out, SCENE_LAND, SCENE_SQUARE, sbuf_str(&l));
	sbuf_reset(&l);
	tpl_put(&l, lang, "reco.pic.troops", NULL);
	scene_legend_add(out, SCENE_WHITE, SCENE_BADGE, sbuf_str(&l));
	sbuf_free(&l);
}

void reco_scene(const void *st, int who, scene *out)
{
	const reco_state *s = st;
	const reco_map *m = s->map;
	const char *lang = scene_en(out) ? "en" : "es";
	board_geo b;
	places(m, &b);
	out->w = b.g->w * COS_40;
	out->h = b.g->h;
	out->background = SCENE_SEA;
	int seat = who >= 0 && who < s->n ? who : -1;
	title(s, seat, lang, out);
	for (int i = 0; i < m->n; i++) /* under the land: seen across the water only */
		for (int j = i + 1; j < m->n; j++)
			if (m->adj[i] >> j & 1 && sea_pair(m, &b, i, j))
				scene_link_add(out, b.x[i], b.y[i], b.x[j], b.y[j], SCENE_SEA_LINK, 0x1f4e79)->width_px = 2;
	uint64_t meets[RECO_NPROV];
	areas(s, &b, seat, out, meets);
	for (int i = 0; i < m->n; i++)
		for (int j = i + 1; j < m->n; j++)
			if (joined(m, &b, i, j) && !(meets[i] >> j & 1 && meets[j] >> i & 1))
				scene_link_add(out, b.x[i], b.y[i], b.x[j], b.y[j], SCENE_LAND_LINK, BORDER)->width_px = 2;
	int board = s->phase != RECO_PLACEMENT || (seat >= 0 && seat == s->active);
	for (int i = 0; i < m->n; i++) {
		int own = seat >= 0 && s->owner[i] == seat;
		if (board || own) {
			char n[16];
			snprintf(n, sizeof n, "%d", s->troops[i]);
			scene_marker *k = scene_marker_add(out, b.x[i], b.y[i] - 0.04, SCENE_BADGE, SCENE_WHITE, n);
			k->size_px = 22;
			k->ink = SCENE_BLACK;
		}
		scene_text *t = scene_text_add(out, b.x[i], b.y[i] + 0.17, 12, m->name[i]);
		t->bold = own;
		t->colour = scene_ink_on(own ? OWN_COLOUR : SCENE_LAND);
	}
	legend(s, seat, lang, out);
}
