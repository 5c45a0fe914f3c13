/* Nuevo Mundo's picture: every coast of the map is drawn where its land
 * and its sea meet. Read from the scene alone (the areas it names and the
 * lines it draws, the coast colours from its legend), never from the code
 * that drew it: for each scenario, each coast of the map (a land region
 * and a sea region, open or closed) must be a line of the coast's colour
 * lying on the land region's edge, with that land on one side and that
 * sea on the other, at least MIN_COAST long in all; and every line drawn in a
 * coast colour must be such a shore between a land region and a sea the
 * map joins by a coast of that kind (no dash off the shore, no coast the
 * map lacks).
 *
 * test_nm_picture --write DIR writes each scenario's public picture at
 * its start, DIR/escenario-N.png, to look at; --bench prints the CPU
 * time to build each scene and to draw its picture. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "adjudicator/base/scene.h"
#include "adjudicator/play/picture.h"
#include "games/game.h"
#include "games/nuevo-mundo/nm_map.h"
#include "tests/unit/engine_test.h"

#define MIN_COAST 1.0 /* a coast's length at least, in box units (12 px at 1200 px) */
#define OFF 0.05      /* how far off a coast line the areas on each side are read */
#define PIXEL 0.1     /* about a pixel at 1200 px: a piece shorter is not seen */
#define ON_EDGE 1e-6  /* a coast's ends this near its land area's edge */

static const char *const names[] = { "ana", "berta", "carla" };

static int in_poly(const scene_region *r, double x, double y)
{
	int in = 0;
	for (size_t i = 0, j = r->npts - 1; i < r->npts; j = i++) {
		double xi = r->pts[2 * i], yi = r->pts[2 * i + 1], xj = r->pts[2 * j], yj = r->pts[2 * j + 1];
		if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi)
			in = !in;
	}
	return in;
}

/* Distance from (x, y) to the nearest edge of polygon r. */
static double to_edge(const scene_region *r, double x, double y)
{
	double best = 1e300;
	for (size_t i = 0, j = r->npts - 1; i < r->npts; j = i++) {
		double xi = r->pts[2 * i], yi = r->pts[2 * i + 1], dx = r->pts[2 * j] - xi, dy = r->pts[2 * j + 1] - yi;
		double l2 = dx * dx + dy * dy, t = l2 > 0 ? ((x - xi) * dx + (y - yi) * dy) / l2 : 0;
		t = t < 0 ? 0 : t > 1 ? 1 : t;
		best = fmin(best, hypot(xi + t * dx - x, yi + t * dy - y));
	}
	return best;
}

static int in_box(const scene *s, double x, double y)
{
	return x > 0 && y > 0 && x < s->w && y < s->h;
}

/* The area seen at (x, y): the last drawn named polygon holding it. */
static const scene_region *area_at(const scene *s, double x, double y)
{
	for (size_t i = s->n; i-- > 0;) {
		const scene_region *r = &s->v[i].u.region;
		if (s->v[i].type == SCENE_ITEM_REGION && r->shape == SCENE_POLY && r->name && in_poly(r, x, y))
			return r;
	}
	return NULL;
}

static uint32_t legend(const scene *s, const char *text)
{
	for (size_t i = 0; i < s->nleg; i++)
		if (!strcmp(s->leg[i].text, text))
			return s->leg[i].colour;
	fail_msg("no legend line «%s»", text);
	return 0;
}

/* The land region r and sea region b a coast line l separates, read at
 * each quarter of its length on both sides (not read where a side is
 * outside the box, or where land lies on both: a coast's end where two
 * land regions meet); 0 when it is no such line, -1 when it is too short
 * to read. */
static int shore(const scene *s, const nm_map *m, const scene_link *l, int *r, int *b)
{
	double dx = l->x2 - l->x1, dy = l->y2 - l->y1, len = hypot(dx, dy);
	if (len < PIXEL)
		return -1;
	double nx = -dy / len * OFF, ny = dx / len * OFF;
	*r = *b = -1;
	for (int q = 1; q <= 3; q++) {
		double x = l->x1 + dx * q / 4, y = l->y1 + dy * q / 4;
		if (!in_box(s, x + nx, y + ny) || !in_box(s, x - nx, y - ny))
			continue;
		const scene_region *one = area_at(s, x + nx, y + ny), *two = area_at(s, x - nx, y - ny);
		int i = one ? nm_map_find(m, one->name) : -1, j = two ? nm_map_find(m, two->name) : -1;
		if (i < 0 || j < 0)
			return 0;
		if (m->land[i] && m->land[j])
			continue; /* where two lands meet, at the coast's end */
		if (!m->land[i]) {
			int t = i;
			i = j, j = t;
		}
		if (!m->land[i] || m->land[j] || (*r >= 0 && (*r != i || *b != j)))
			return 0;
		*r = i, *b = j;
	}
	if (*r < 0)
		return len < MIN_COAST / 2 ? -1 : 0;
	/* On the land area's own edge, not a line across it. */
	for (size_t i = 0; i < s->n; i++) {
		const scene_region *a = &s->v[i].u.region;
		if (s->v[i].type == SCENE_ITEM_REGION && a->name && !strcmp(a->name, m->id[*r]) &&
			to_edge(a, l->x1, l->y1) < ON_EDGE && to_edge(a, l->x2, l->y2) < ON_EDGE)
			return 1;
	}
	return 0;
}

/* A game of three seats on scenario sc, at its start. */
static void *scenario_start(const game_kind *k, int sc)
{
	char opt[32];
	snprintf(opt, sizeof opt, "scenario=%d", sc);
	game_start gs = { .opts = opt, .players = 3 };
	dice d, bd;
	engine_seed_dice(sc, "co", &d, &bd);
	return engine_begin(k, &gs, 3, names, &d);
}

/* The coast faults of scenario sc's picture in lang, each printed. */
static int coasts_of(int sc, const char *lang)
{
	const game_kind *k = game_find("nuevo-mundo");
	void *st = scenario_start(k, sc);
	const nm_map *m = nm_map_get(sc);
	arena *a = arena_new();
	scene s;
	scene_init(&s, a, 1, 1);
	s.lang = lang;
	k->scene(st, -1, &s);
	int en = !strcmp(lang, "en");
	uint32_t open = legend(&s, en ? "open coast" : "costa abierta");
	uint32_t closed = legend(&s, en ? "closed coast" : "costa cerrada");
	static double drawn[2][NM_MAX_REGIONS][NM_MAX_REGIONS]; /* [closed] length drawn */
	memset(drawn, 0, sizeof drawn);
	int bad = 0;
	for (size_t i = 0; i < s.n; i++) {
		const scene_link *l = &s.v[i].u.link;
		if (s.v[i].type != SCENE_ITEM_LINK || (l->colour != open && l->colour != closed))
			continue;
		int r, b, read = shore(&s, m, l, &r, &b);
		if (read < 0)
			continue;
		if (!read) {
			print_message("scenario %d: a coast line %.2f,%.2f-%.2f,%.2f is no shore between a land and a sea\n",
				sc, l->x1, l->y1, l->x2, l->y2);
			bad++;
			continue;
		}
		uint64_t want = l->colour == open ? m->open[r] : m->closed[r];
		if (!(want & nm_bit(b))) {
			print_message("scenario %d: %s and %s meet in a %s coast the map does not have (%.2f,%.2f-%.2f,%.2f)\n", sc, m->id[r],
				m->id[b], l->colour == open ? "open" : "closed", l->x1, l->y1, l->x2, l->y2);
			bad++;
		}
		drawn[l->colour == closed][r][b] += hypot(l->x2 - l->x1, l->y2 - l->y1);
	}
	for (int r = 0; r < m->n; r++)
		for (int b = 0; b < m->n && m->land[r]; b++) {
			int o = !!(m->open[r] & nm_bit(b)), c = !!(m->closed[r] & nm_bit(b));
			if ((o && drawn[0][r][b] < MIN_COAST) || (c && drawn[1][r][b] < MIN_COAST)) {
				print_message("scenario %d: the %s coast %s-%s is not drawn where %s and %s meet\n", sc,
					o ? "open" : "closed", m->id[r], m->id[b], m->id[r], m->id[b]);
				bad++;
			}
		}
	arena_free(a);
	k->free(st);
	return bad;
}

static void test_every_coast_drawn(void **state)
{
	(void)state;
	const game_kind *k = game_find("nuevo-mundo");
	if (!k || !k->scene)
		skip();
	int bad = 0;
	for (int sc = 1; sc <= 6; sc++)
		bad += coasts_of(sc, "es") + coasts_of(sc, "en");
	if (bad)
		fail_msg("%d coast faults", bad);
}

/* Each scenario's public picture at its start, DIR/escenario-N.png. */
static int write_main(const char *dir)
{
	const game_kind *k = game_find("nuevo-mundo");
	for (int sc = 1; sc <= 6; sc++) {
		char path[512];
		void *st = scenario_start(k, sc);
		sbuf png = SBUF_INIT;
		es_err e;
		if (picture_of(k, st, -1, "es", &png, &e) != 1) {
			fprintf(stderr, "scenario %d: %s\n", sc, e.msg);
			return 1;
		}
		snprintf(path, sizeof path, "%s/escenario-%d.png", dir, sc);
		FILE *f = fopen(path, "wb");
		if (!f || fwrite(png.s, 1, png.len, f) != png.len || fclose(f))
			fprintf(stderr, "cannot write %s\n", path);
		sbuf_free(&png);
		k->free(st);
	}
	return 0;
}

/* CPU milliseconds to build a scene and to draw it, each scenario's
 * public picture at its start, 20 times. */
static double cpu_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int bench_main(void)
{
	const game_kind *k = game_find("nuevo-mundo");
	for (int sc = 1; sc <= 6; sc++) {
		void *st = scenario_start(k, sc);
		double build = 0, draw = 0;
		size_t bytes = 0;
		for (int i = 0; i < 20; i++) {
			arena *a = arena_new();
			scene s;
			scene_init(&s, a, 1, 1);
			double t0 = cpu_ms();
			k->scene(st, -1, &s);
			double t1 = cpu_ms();
			sbuf png = SBUF_INIT;
			es_err e;
			if (picture_png(&s, &png, &e)) {
				fprintf(stderr, "scenario %d: %s\n", sc, e.msg);
				return 1;
			}
			build += t1 - t0, draw += cpu_ms() - t1, bytes = png.len;
			sbuf_free(&png);
			arena_free(a);
		}
		printf("escenario %d: scene %.2f ms, picture %.2f ms, %zu bytes\n", sc, build / 20, draw / 20, bytes);
		k->free(st);
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "--bench"))
		return bench_main();
	if (argc == 3 && !strcmp(argv[1], "--write"))
		return write_main(argv[2]);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_coast_drawn),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
