/* Nuevo Mundo: the board picture (game_kind.scene). The board is public
 * (nm_view.c: CQ and CA per region, settlements, ships with their number
 * and load), so every seat sees the same map; cards' points and standing
 * orders never appear.
 *
 * The scenarios have no drawn map: each region is a point of
 * games/nuevo-mundo/escenario-N.geo, and the map is drawn from the points.
 * An island is land around its regions' points, each land region the
 * part of its disc nearer its point than any other region's (a Voronoi
 * cell cut to a disc large enough to touch its neighbours), so land
 * borders are the lines between regions and the coasts lie on the land's
 * edge. Each coast of the map has its own stretch of its land region's
 * rim, and the sea is the box divided among the sea regions' seeds (each
 * region's point, and a row of seeds just off each of its coasts), so
 * that the sea drawn against a coast is the coast's own: every coast is
 * a shore where its land and its sea meet (tests/unit/test_nm_picture.c).
 * A coast is drawn in blue when open, in red when closed. Labels carry
 * the ids the orders use ("T3 Mangle"). In each land
 * region one badge per seat, "CQ/CA", and a house on a settlement (2 CA);
 * ships in their sea region, "bN·CQ". */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "games/nuevo-mundo/nm_int.h"

#define DISC_SIDES 28  /* a land disc as a polygon */
#define MAX_SIDES (DISC_SIDES + 2 * NM_MAX_REGIONS + 8)
#define REACH 0.62     /* a land disc's radius: this much of the way to its farthest neighbour */
#define LONE_R 7.0     /* an island of one region */
#define CIRCLE (-1)    /* an edge of the disc, not of a neighbour's cell */
#define BOXSIDE (-2)   /* an edge of the box */
#define SEED_STEP 1.2  /* a coast's sea seeds this far apart along it */
#define SEED_OFF 0.4   /* and this far off the shore */
#define COAST_HALF 4.0 /* a coast reaches this far either side of the rim point nearest its sea */
#define COAST_GAP 3.0  /* the coasts of a region at least this far apart along its rim */
#define SEED_END 0.02  /* the first and last this far inside the coast's ends */
#define GAP 0.8        /* half the channel between land regions without a border */

void nm_scene(const void *st, int who, scene *out);

static const uint32_t island_rgb[NM_MAX_ISLANDS + 1] = { 0, 0xcfe8b0, 0xf3d9a4, 0xe8dfc4, 0xf2c9c9, 0xd9c4ec,
	0xf0e6a8, 0xc9e6e0 };
#define SEA_EDGE 0x5b8fbf
#define LAND_EDGE 0x6b5a3a
#define OPEN_COAST 0x1f77b4
#define CLOSED_COAST 0xb03a2e

/* A convex polygon whose edge k (from point k to k + 1) lies on the line
 * of `by[k]`: a region's index, CIRCLE or BOXSIDE. */
typedef struct cell {
	int n;
	double x[MAX_SIDES], y[MAX_SIDES];
	int by[MAX_SIDES];
} cell;

/* Keeps the part of c nearer (ax, ay) than (bx, by); the new edge is
 * labelled who. */
static void clip(cell *c, double ax, double ay, double bx, double by, int who)
{
	double nx = bx - ax, ny = by - ay, k = (bx * bx + by * by - ax * ax - ay * ay) / 2;
	cell o;
	o.n = 0;
	for (int i = 0; i < c->n; i++) {
		int j = (i + 1) % c->n;
		double di = c->x[i] * nx + c->y[i] * ny - k, dj = c->x[j] * nx + c->y[j] * ny - k;
		if (di <= 0 && o.n < MAX_SIDES) {
			o.x[o.n] = c->x[i], o.y[o.n] = c->y[i], o.by[o.n++] = c->by[i];
		}
		if ((di <= 0) != (dj <= 0) && o.n < MAX_SIDES) {
			double t = di / (di - dj);
			o.x[o.n] = c->x[i] + t * (c->x[j] - c->x[i]);
			o.y[o.n] = c->y[i] + t * (c->y[j] - c->y[i]);
			o.by[o.n++] = di <= 0 ? who : c->by[i];
		}
	}
	*c = o;
}

static void box_cell(cell *c, double w, double h)
{
	static const double bx[4] = { 0, 1, 1, 0 }, by[4] = { 0, 0, 1, 1 };
	c->n = 4;
	for (int i = 0; i < 4; i++)
		c->x[i] = bx[i] * w, c->y[i] = by[i] * h, c->by[i] = BOXSIDE;
}

/* Land region r's disc: REACH of the way to its farthest land neighbour. */
static double disc_r(const nm_map *m, int r, const double *x, const double *y)
{
	double far = 0;
	for (int b = 0; b < m->n; b++)
		if (b != r && m->land[b] && (m->adj[r] & nm_bit(b)))
			far = fmax(far, hypot(x[b] - x[r], y[b] - y[r]));
	return far > 0 ? fmax(REACH * far, LONE_R) : LONE_R;
}

static void land_cell(const nm_map *m, int r, const double *x, const double *y, double w, double h, cell *c)
{
	double rad = disc_r(m, r, x, y);
	c->n = DISC_SIDES;
	for (int i = 0; i < DISC_SIDES; i++) {
		double a = 2 * M_PI * i / DISC_SIDES;
		c->x[i] = x[r] + rad * cos(a), c->y[i] = y[r] + rad * sin(a), c->by[i] = CIRCLE;
	}
	for (int b = 0; b < m->n && c->n; b++) {
		if (b == r)
			continue;
		/* Land that is not a border of the map's keeps a channel of sea
		 * between: the bisector of r and b moved GAP towards r. */
		double d = hypot(x[b] - x[r], y[b] - y[r]), f = 1;
		if (m->land[b] && !(m->adj[r] & nm_bit(b)) && d > 4 * GAP)
			f = (d - 2 * GAP) / d;
		clip(c, x[r], y[r], x[r] + f * (x[b] - x[r]), y[r] + f * (y[b] - y[r]), b);
	}
	/* Inside the box: the point's mirror images across its sides. */
	clip(c, x[r], y[r], -x[r], y[r], BOXSIDE);
	clip(c, x[r], y[r], 2 * w - x[r], y[r], BOXSIDE);
	clip(c, x[r], y[r], x[r], -y[r], BOXSIDE);
	clip(c, x[r], y[r], x[r], 2 * h - y[r], BOXSIDE);
}

static scene_region *poly(scene *out, const cell *c, uint32_t fill)
{
	double pts[2 * MAX_SIDES];
	for (int i = 0; i < c->n; i++)
		pts[2 * i] = c->x[i], pts[2 * i + 1] = c->y[i];
	return scene_poly(out, pts, (size_t)c->n, fill, NULL);
}

/* A land cell's rim: its edges that face the sea (not a land
 * neighbour's, not the box's; a channel between lands that share no
 * border is sea), in order round the cell from just after
 * one that is not, with the rim's length before each. */
typedef struct rim {
	int n, edge[MAX_SIDES];
	double before[MAX_SIDES], len[MAX_SIDES], total;
} rim;

static int on_rim(const nm_map *m, int r, const cell *c, int i)
{
	int b = c->by[i];
	return b != BOXSIDE && !(b >= 0 && m->land[b] && (m->adj[r] & nm_bit(b)));
}

static void rim_of(const nm_map *m, int r, const cell *c, rim *k)
{
	int s = 0;
	while (s < c->n && on_rim(m, r, c, s))
		s++;
	k->n = 0, k->total = 0;
	for (int q = 1; q <= c->n; q++) {
		int i = (s + q) % c->n, j = (i + 1) % c->n;
		if (!on_rim(m, r, c, i))
			continue;
		k->edge[k->n] = i;
		k->before[k->n] = k->total;
		k->len[k->n] = hypot(c->x[j] - c->x[i], c->y[j] - c->y[i]);
		k->total += k->len[k->n++];
	}
}

/* The rim's point at length t from its start, and the outward normal
 * there (away from the region's place cx, cy). */
static void rim_at(const cell *c, const rim *k, double t, double cx, double cy, double *px, double *py, double *nx,
	double *ny)
{
	int e = 0;
	while (e + 1 < k->n && k->before[e + 1] <= t)
		e++;
	int i = k->edge[e], j = (i + 1) % c->n;
	double dx = c->x[j] - c->x[i], dy = c->y[j] - c->y[i], f = k->len[e] > 0 ? (t - k->before[e]) / k->len[e] : 0;
	f = fmin(1, fmax(0, f));
	*px = c->x[i] + f * dx, *py = c->y[i] + f * dy;
	double l = hypot(dx, dy);
	*nx = l > 0 ? dy / l : 0, *ny = l > 0 ? -dx / l : 0;
	if (*nx * (c->x[i] + dx / 2 - cx) + *ny * (c->y[i] + dy / 2 - cy) < 0)
		*nx = -*nx, *ny = -*ny;
}

/* The length along the rim of its point nearest (px, py). */
static double rim_param(const cell *c, const rim *k, double px, double py)
{
	double bd = 1e300, at = 0;
	for (int e = 0; e < k->n; e++) {
		int i = k->edge[e], j = (i + 1) % c->n;
		double dx = c->x[j] - c->x[i], dy = c->y[j] - c->y[i], l2 = dx * dx + dy * dy;
		double t = l2 > 0 ? fmin(1, fmax(0, ((px - c->x[i]) * dx + (py - c->y[i]) * dy) / l2)) : 0;
		double d = hypot(px - c->x[i] - t * dx, py - c->y[i] - t * dy);
		if (d < bd)
			bd = d, at = k->before[e] + t * k->len[e];
	}
	return at;
}

/* Land region r's coasts along its rim: coast i, with sea[i], is the
 * stretch from[i]..to[i] round the rim point nearest its sea's place
 * (moved along so that the points are COAST_GAP apart where the rim has
 * room), halfway to the next coast's point and at most COAST_HALF from
 * its own: each coast is long enough to see, however the places lie, and
 * the rest of the rim meets the sea nearest it with no coast, as the map
 * has it. The number of coasts. */
static int arcs(const nm_map *m, int r, const cell *c, const rim *k, const double *x, const double *y, int *sea,
	double *from, double *to)
{
	int n = 0;
	double at[NM_MAX_REGIONS];
	for (int b = 0; b < m->n && k->total > 0; b++) {
		if (!((m->open[r] | m->closed[r]) & nm_bit(b)))
			continue;
		double t = rim_param(c, k, x[b], y[b]);
		int i = n++;
		for (; i > 0 && at[i - 1] > t; i--)
			at[i] = at[i - 1], sea[i] = sea[i - 1];
		at[i] = t, sea[i] = b;
	}
	/* Points at least gap apart, inside the rim, so that none is crowded
	 * out by a neighbour whose sea lies the same way. */
	double gap = n ? fmin(COAST_GAP, k->total / n) : 0;
	for (int i = 1; i < n; i++)
		at[i] = fmax(at[i], at[i - 1] + gap);
	for (int i = n - 1; i >= 0; i--)
		at[i] = fmin(at[i], k->total - gap / 2 - (n - 1 - i) * gap);
	for (int i = 0; i < n; i++) {
		double lo = i ? (at[i - 1] + at[i]) / 2 : 0, hi = i + 1 < n ? (at[i] + at[i + 1]) / 2 : k->total;
		from[i] = fmax(lo, at[i] - COAST_HALF);
		to[i] = fmin(hi, at[i] + COAST_HALF);
	}
	return n;
}

/* Land region r's cell, rim and coasts. */
typedef struct shore {
	cell c;
	rim k;
	int n, sea[NM_MAX_REGIONS];
	double from[NM_MAX_REGIONS], to[NM_MAX_REGIONS];
} shore;

static void shore_of(const nm_map *m, int r, const double *x, const double *y, double w, double h, shore *o)
{
	land_cell(m, r, x, y, w, h, &o->c);
	rim_of(m, r, &o->c, &o->k);
	o->n = arcs(m, r, &o->c, &o->k, x, y, o->sea, o->from, o->to);
}

/* The sea's seeds: each sea region's point, and along each coast a row
 * of its sea's seeds just off the shore, so that the sea drawn there is
 * the coast's: every coast of the map meets its sea. */
#define SEEDS_MAX (NM_MAX_REGIONS * 16)
typedef struct seeds {
	int n;
	double x[SEEDS_MAX], y[SEEDS_MAX];
	int reg[SEEDS_MAX]; /* the sea region */
} seeds;

static void seed_add(seeds *sd, double x, double y, int r)
{
	if (sd->n < SEEDS_MAX)
		sd->x[sd->n] = x, sd->y[sd->n] = y, sd->reg[sd->n++] = r;
}

static void sea_seeds(const nm_map *m, const double *x, const double *y, double w, double h, seeds *sd)
{
	sd->n = 0;
	for (int r = 0; r < m->n; r++)
		if (!m->land[r])
			seed_add(sd, x[r], y[r], r);
	shore o;
	for (int r = 0; r < m->n; r++) {
		if (!m->land[r])
			continue;
		shore_of(m, r, x, y, w, h, &o);
		for (int i = 0; i < o.n; i++) {
			/* The first and last seeds a hair inside the ends, so that two
			 * coasts' seas part where their coasts do. */
			double lo = o.from[i] + SEED_END, len = o.to[i] - SEED_END - lo;
			int steps = len > 0 ? (int)ceil(len / SEED_STEP) : 0;
			for (int j = 0; j <= steps; j++) {
				double px, py, nx, ny;
				rim_at(&o.c, &o.k, steps ? lo + j * len / steps : (o.from[i] + o.to[i]) / 2, x[r], y[r], &px, &py,
					&nx, &ny);
				seed_add(sd, px + SEED_OFF * nx, py + SEED_OFF * ny, o.sea[i]);
			}
		}
	}
}

/* Seed i's part of the sea: nearer it than any other region's seed. */
static void sea_cell(const seeds *sd, int i, double w, double h, cell *c)
{
	box_cell(c, w, h);
	double x = sd->x[i], y = sd->y[i], far = w * w + h * h;
	/* The seeds next in the rows along the coasts first: they shrink the
	 * cell soonest, and a seed farther than twice the cell's reach has
	 * a bisector that misses it (the same cell, in a fraction of the
	 * time). */
	for (int pass = 0; pass < 2; pass++)
		for (int j = pass ? 0 : i - 4; j < (pass ? sd->n : i + 5) && c->n; j++) {
			if (j < 0 || j >= sd->n || sd->reg[j] == sd->reg[i])
				continue;
			double dx = sd->x[j] - x, dy = sd->y[j] - y;
			if (dx * dx + dy * dy > 4 * far)
				continue;
			clip(c, x, y, sd->x[j], sd->y[j], j);
			far = 0;
			for (int k = 0; k < c->n; k++)
				far = fmax(far, (c->x[k] - x) * (c->x[k] - x) + (c->y[k] - y) * (c->y[k] - y));
		}
}

/* The edge (x0, y0)-(x1, y1) of seed i's cell, where i is its region's
 * nearest seed: the border between two sea regions (a region's seeds'
 * cells overlap, and their edges inside it are no border). */
#define BORDER_STEPS 12
static void sea_border(const seeds *sd, int i, double x0, double y0, double x1, double y1, scene *out)
{
	int from = -1;
	for (int k = 0; k <= BORDER_STEPS; k++) {
		int on = 0;
		if (k < BORDER_STEPS) {
			double t = (k + 0.5) / BORDER_STEPS, px = x0 + t * (x1 - x0), py = y0 + t * (y1 - y0);
			double di = hypot(px - sd->x[i], py - sd->y[i]);
			on = 1;
			for (int j = 0; j < sd->n && on; j++)
				if (j != i && sd->reg[j] == sd->reg[i] && hypot(px - sd->x[j], py - sd->y[j]) < di - 1e-9)
					on = 0;
		}
		if (on && from < 0)
			from = k;
		if (!on && from >= 0) {
			double a = (double)from / BORDER_STEPS, b = (double)k / BORDER_STEPS;
			scene_link_add(out, x0 + a * (x1 - x0), y0 + a * (y1 - y0), x0 + b * (x1 - x0), y0 + b * (y1 - y0),
				SCENE_THIN, SEA_EDGE)
				->width_px = 1.5;
			from = -1;
		}
	}
}

static void sea(const nm_map *m, const seeds *sd, double w, double h, scene *out)
{
	/* Each cell once: its area now, the edges that may part two sea
	 * regions kept for the borders, drawn over every area. */
	typedef struct edge {
		int i;
		double x0, y0, x1, y1;
	} edge;
	size_t ne = 0, cap = 0;
	edge *e = NULL;
	cell c;
	for (int i = 0; i < sd->n; i++) {
		sea_cell(sd, i, w, h, &c);
		scene_region *g = poly(out, &c, SCENE_SEA);
		g->stroke = SCENE_NONE;
		g->name = m->id[sd->reg[i]];
		for (int k = 0; k < c.n; k++) {
			int j = c.by[k], l = (k + 1) % c.n;
			if (j < 0 || sd->reg[j] <= sd->reg[i])
				continue;
			if (ne == cap) {
				cap = cap ? 2 * cap : 256;
				e = xrealloc(e, cap * sizeof *e);
			}
			e[ne++] = (edge){ i, c.x[k], c.y[k], c.x[l], c.y[l] };
		}
	}
	for (size_t k = 0; k < ne; k++)
		sea_border(sd, e[k].i, e[k].x0, e[k].y0, e[k].x1, e[k].y1, out);
	free(e);
}

/* Land region r's coasts on its rim, in blue or red as the map has them. */
static void coasts(const nm_map *m, int r, const shore *o, scene *out)
{
	const cell *c = &o->c;
	for (int i = 0; i < o->n; i++) {
		int open = !!(m->open[r] & nm_bit(o->sea[i]));
		for (int e = 0; e < o->k.n; e++) {
			double a = fmax(o->from[i], o->k.before[e]), b = fmin(o->to[i], o->k.before[e] + o->k.len[e]);
			if (b <= a || o->k.len[e] <= 0)
				continue;
			int p = o->k.edge[e], q = (p + 1) % c->n;
			double fa = (a - o->k.before[e]) / o->k.len[e], fb = (b - o->k.before[e]) / o->k.len[e];
			scene_link_add(out, c->x[p] + fa * (c->x[q] - c->x[p]), c->y[p] + fa * (c->y[q] - c->y[p]),
				c->x[p] + fb * (c->x[q] - c->x[p]), c->y[p] + fb * (c->y[q] - c->y[p]), SCENE_THIN,
				open ? OPEN_COAST : CLOSED_COAST)
				->width_px = open ? 3 : 4;
		}
	}
}

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

/* The sea, then the land with its coasts, then names and pieces. */
static void board(const nm_state *s, const double *x, const double *y, double w, double h, scene *out)
{
	const nm_map *m = s->map;
	cell c;
	seeds sd;
	sea_seeds(m, x, y, w, h, &sd);
	sea(m, &sd, w, h, out);
	for (int r = 0; r < m->n; r++)
		if (m->land[r]) {
			land_cell(m, r, x, y, w, h, &c);
			scene_region *g = poly(out, &c, island_rgb[m->isl[r]]);
			g->stroke = LAND_EDGE;
			g->stroke_px = 1.5;
			g->name = m->id[r];
		}
	shore o;
	for (int r = 0; r < m->n; r++)
		if (m->land[r]) {
			shore_of(m, r, x, y, w, h, &o);
			coasts(m, r, &o, out);
		}
	for (int r = 0; r < m->n; r++) {
		char l[48];
		snprintf(l, sizeof l, "%s %s", m->id[r], m->name[r]);
		scene_text *t = scene_text_add(out, x[r], y[r] - 1.4, 13, l);
		t->bold = 1;
		t->halo = 1;
		t->colour = m->land[r] ? SCENE_BLACK : 0x1b3a5c;
		if (m->land[r])
			pieces(s, r, x[r], y[r], out);
		else
			ships(s, r, x[r], y[r], out);
	}
}

void nm_scene(const void *st, int who, scene *out)
{
	const nm_state *s = st;
	const nm_map *m = s->map;
	int en = scene_en(out);
	char path[64];
	snprintf(path, sizeof path, "games/nuevo-mundo/escenario-%d.geo", s->scenario);
	const scene_geo *g = scene_geo_get(path);
	double x[NM_MAX_REGIONS], y[NM_MAX_REGIONS];
	places(s, g, path, x, y);
	out->w = g->w;
	out->h = g->h;
	out->background = SCENE_SEA;
	scene_title(out, "Nuevo Mundo · %s · %u%s%s", m->title, s->turn, who >= 0 ? " · " : "",
		who >= 0 ? nm_name(s, who) : "");
	board(s, x, y, g->w, g->h, out);
	for (int i = 1; i <= m->nislands; i++)
		scene_legend_add(out, island_rgb[i], SCENE_SQUARE, m->island[i]);
	for (int p = 0; p < s->n; p++) {
		char l[64];
		snprintf(l, sizeof l, "%s%s", nm_name(s, p), s->out >> p & 1 ? " †" : "");
		scene_legend_add(out, scene_player_colour[p], SCENE_BADGE, l);
	}
	scene_legend_add(out, SCENE_WHITE, SCENE_BADGE, en ? "CQ/CA: conquistadors/buildings" : "CQ/CA: conquistadores/construcciones");
	scene_legend_add(out, SCENE_WHITE, SCENE_HOUSE, en ? "settlement (2 CA)" : "asentamiento (2 CA)");
	scene_legend_add(out, OPEN_COAST, SCENE_SQUARE, en ? "open coast" : "costa abierta");
	scene_legend_add(out, CLOSED_COAST, SCENE_SQUARE, en ? "closed coast" : "costa cerrada");
	scene_legend_add(out, SCENE_GREY, SCENE_SHIP, en ? "ship: bN·CQ aboard" : "barco: bN·CQ a bordo");
}
