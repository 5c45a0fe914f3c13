/* Board pictures (adjudicator/play/picture.c, game_kind.scene): a property test
 * of every engine of game_all() that draws one, those added later
 * included. Seeded bot playouts from each of the kind's starts
 * (game_kind.starts, as tests/unit/test_render.c); at sampled states,
 * the picture of every seat and the public one must be a PNG 1200 px
 * wide or more, at most 150 KB, and the same bytes when rendered again;
 * its scene asks no text below 11 px and puts every place in its box.
 * Privacy: the state is cloned and re-dealt for each seat (game_kind.redeal,
 * as tests/unit/test_hidden.c): the seat's picture and the public one
 * must be byte-identical in both worlds. Determinism across processes:
 * this program runs itself again and both render the same pictures.
 *
 * PICTURE_STATES=N samples about N states per kind and start (default 6).
 * test_picture --bench prints milliseconds and kilobytes per picture per
 * kind (make bench); test_picture --write DIR [STEP] writes the pictures
 * of a seeded game of each kind at STEP (120; or its end) to look at,
 * KIND-SEAT.png in Spanish and KIND-SEAT.en.png in English. */
#include <ctype.h>
#include <math.h>
#include <strings.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "adjudicator/play/picture.h"
#include "games/game.h"
#include "games/kratos/kr_int.h"
#include "games/nuevo-mundo/nm_map.h"
#include "games/reconquista/reco_int.h"
#include "games/teg/teg_int.h"
#include "tests/unit/engine_test.h"

#define DEFAULT_STATES 6
#define STEP_CAP 3000
#define MAX_PNG (150 * 1024)
#define SAMPLE_EVERY 37 /* steps between looks, about */

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema",
	"hugo", "ines" };
static const char *self_path;

/* ---- one picture ---------------------------------------------------- */

static uint32_t be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static sbuf render(const game_kind *k, const void *st, int who)
{
	sbuf b = SBUF_INIT;
	es_err e;
	if (picture_of(k, st, who, NULL, &b, &e) != 1)
		fail_msg("%s: picture of seat %d: %s", k->kind, who, e.msg);
	return b;
}

/* The same picture drawn again, past the cache of equal scenes. */
static sbuf render_fresh(const game_kind *k, const void *st, int who)
{
	sbuf b = SBUF_INIT;
	es_err e;
	arena *a = arena_new();
	scene s;
	scene_init(&s, a, 1, 1);
	k->scene(st, who, &s);
	if (picture_png(&s, &b, &e))
		fail_msg("%s: picture of seat %d: %s", k->kind, who, e.msg);
	arena_free(a);
	return b;
}

/* The PNG's width (from IHDR), after checking its signature. */
static uint32_t png_width(const game_kind *k, const sbuf *b)
{
	static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	if (b->len < 33 || memcmp(b->s, sig, 8) || memcmp(b->s + 12, "IHDR", 4))
		fail_msg("%s: not a PNG", k->kind);
	return be32((const unsigned char *)b->s + 16);
}

/* Every PNG chunk is one the renderer means to write: no time (tIME), no
 * text (tEXt, zTXt, iTXt) that could carry a date or a path. */
static void png_chunks_ok(const game_kind *k, const sbuf *b)
{
	for (size_t at = 8; at + 12 <= b->len;) {
		uint32_t len = be32((const unsigned char *)b->s + at);
		const char *type = b->s + at + 4;
		if (!memcmp(type, "tIME", 4) || !memcmp(type, "tEXt", 4) || !memcmp(type, "zTXt", 4) ||
			!memcmp(type, "iTXt", 4))
			fail_msg("%s: the PNG has a %.4s chunk", k->kind, type);
		at += 12 + (size_t)len;
	}
}

static int same(const sbuf *a, const sbuf *b)
{
	return a->len == b->len && !memcmp(a->s, b->s, a->len);
}

typedef struct tally {
	size_t states, pictures, bytes, max_bytes, redealt, dealt_differs;
} tally;

/* The scene itself: readable text (the renderer never draws below
 * SCENE_MIN_TEXT, so a smaller size asked for is a mistake), every place
 * inside the box (a place the geometry file lacks would sit elsewhere). */
static void scene_ok(const game_kind *k, const void *st, int who)
{
	arena *a = arena_new();
	scene sc;
	scene_init(&sc, a, 1, 1);
	k->scene(st, who, &sc);
	assert_true(sc.w > 1 && sc.h > 1);
	for (size_t i = 0; i < sc.n; i++) {
		const scene_item *it = &sc.v[i];
		double x = 0, y = 0;
		if (it->type == SCENE_ITEM_TEXT) {
			x = it->u.text.x, y = it->u.text.y;
			if (it->u.text.px < 11)
				fail_msg("%s: a text of %d px", k->kind, it->u.text.px);
		} else if (it->type == SCENE_ITEM_REGION) {
			x = it->u.region.x, y = it->u.region.y;
			if (it->u.region.label && it->u.region.label_px < 11)
				fail_msg("%s: a label of %d px", k->kind, it->u.region.label_px);
		} else if (it->type == SCENE_ITEM_MARKER) {
			x = it->u.marker.x, y = it->u.marker.y;
		} else {
			continue;
		}
		if (x < 0 || y < 0 || x > sc.w || y > sc.h)
			fail_msg("%s: item %zu of seat %d's scene at %.1f,%.1f, outside its box %.1f x %.1f", k->kind, i, who,
				x, y, sc.w, sc.h);
	}
	arena_free(a);
}

/* Every picture of the state, each twice: as delivered (perhaps a copy of
 * an equal scene's) and drawn afresh. */
static void pictures_ok(const game_kind *k, const void *st, int n, tally *t)
{
	for (int who = -1; who < n; who++) {
		scene_ok(k, st, who);
		sbuf a = render(k, st, who), b = render_fresh(k, st, who);
		uint32_t w = png_width(k, &a);
		if (w < PICTURE_WIDTH)
			fail_msg("%s: picture of seat %d is %u px wide", k->kind, who, w);
		if (a.len > MAX_PNG)
			fail_msg("%s: picture of seat %d has %zu bytes (at most %d)", k->kind, who, a.len, MAX_PNG);
		png_chunks_ok(k, &a);
		if (!same(&a, &b))
			fail_msg("%s: two renderings of seat %d's picture differ", k->kind, who);
		t->pictures++;
		t->bytes += a.len;
		if (a.len > t->max_bytes)
			t->max_bytes = a.len;
		sbuf_free(&a);
		sbuf_free(&b);
	}
}

/* The re-dealt world looks the same to the seat, and to the public. */
static void privacy_ok(const game_kind *k, const void *st, int n, int seed, size_t step, tally *t)
{
	char *real = engine_save(k, st);
	for (int who = 0; who < n; who++) {
		void *b = engine_load(k, n, names, real);
		engine_redeal(k, b, who, seed, step, "c");
		char *dealt = engine_save(k, b);
		t->dealt_differs += strcmp(real, dealt) != 0;
		t->redealt++;
		for (int v = -1; v <= who; v += who + 1) {
			sbuf x = render(k, st, v), y = render(k, b, v);
			if (!same(&x, &y))
				fail_msg("%s seed %d step %zu: the picture of %d shows what seat %d cannot see", k->kind, seed,
					step, v, who);
			sbuf_free(&x);
			sbuf_free(&y);
		}
		free(dealt);
		k->free(b);
	}
	free(real);
}

/* ---- playouts ------------------------------------------------------- */


/* One step: the bot of an awaited seat, or a deadline. */
static void step_once(const game_kind *k, void *st, const game_status *gs, int n, dice *d, dice *bd)
{
	game_events ev = { .a = arena_new() };
	int who = gs->waiting ? __builtin_ctz(gs->waiting) : (int)dice_below(bd, (uint32_t)n);
	sbuf body = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
	k->bot(st, who, bd, &body);
	mail m;
	mail_make(&m, sbuf_str(&body));
	game_reject rej;
	if (dice_below(bd, 100) < 3 || !m.l.n || k->check(st, who, &m.l, "es", &canon, &echo, &rej) != ES_OK)
		k->timeout(st, d, &ev);
	else
		k->apply(st, who, sbuf_str(&canon), d, &ev);
	mail_free(&m);
	sbuf_free(&body);
	sbuf_free(&canon);
	sbuf_free(&echo);
	arena_free(ev.a);
}

/* Plays one game from start si, looking at about `looks` states: the
 * first, some on the way, the last. look(st, n, seed, step). */
typedef void (*look_fn)(const game_kind *k, const void *st, int n, int seed, size_t step, void *arg);

static void playout_steps(const game_kind *k, int si, int seed, int looks, int every, look_fn look, void *arg);

static void playout(const game_kind *k, int si, int seed, int looks, look_fn look, void *arg)
{
	playout_steps(k, si, seed, looks, 0, look, arg);
}

static void playout_every(const game_kind *k, int si, int seed, look_fn look, void *arg)
{
	playout_steps(k, si, seed, 0, 1, look, arg);
}

static void playout_steps(const game_kind *k, int si, int seed, int looks, int every, look_fn look, void *arg)
{
	const game_start *s = &k->starts[si];
	dice d, bd;
	int n = engine_playout_init(k, s, seed, "bf", &d, &bd);
	void *st = engine_begin(k, s, n, names, &d);
	int seen = 0;
	for (size_t step = 0; step < STEP_CAP; step++) {
		game_status gs;
		k->status(st, &gs);
		if (every || step == 0 || gs.over || (seen < looks - 1 && dice_below(&bd, SAMPLE_EVERY) == 0)) {
			look(k, st, n, seed, step, arg);
			seen++;
		}
		if (gs.over)
			break;
		step_once(k, st, &gs, n, &d, &bd);
	}
	k->free(st);
}

static int nstarts(const game_kind *k)
{
	int i = 0;
	while (k->starts[i].opts || k->starts[i].state)
		i++;
	return i;
}

static int states_wanted(void)
{
	const char *env = getenv("PICTURE_STATES");
	return env && strtol(env, NULL, 10) > 0 ? (int)strtol(env, NULL, 10) : TEST_SCALE(DEFAULT_STATES);
}

/* ---- the tests ------------------------------------------------------ */

static void look_all(const game_kind *k, const void *st, int n, int seed, size_t step, void *arg)
{
	tally *t = arg;
	t->states++;
	pictures_ok(k, st, n, t);
	privacy_ok(k, st, n, seed, step, t);
}

static void test_pictures(void **state)
{
	(void)state;
	int looks = states_wanted();
	int kinds = 0;
	for (const game_kind *const *kp = game_all(); *kp; kp++) {
		const game_kind *k = *kp;
		if (!k->scene)
			continue;
		kinds++;
		tally t = { 0 };
		for (int si = 0; si < nstarts(k); si++)
			playout(k, si, 500 + si, looks, look_all, &t);
		printf("picture %s: %zu states, %zu pictures (mean %zu bytes, largest %zu), %zu seats re-dealt "
		       "(%zu changed the state)\n",
			k->kind, t.states, t.pictures, t.bytes / (t.pictures ? t.pictures : 1), t.max_bytes, t.redealt,
			t.dealt_differs);
		assert_true(t.states > 0);
	}
	assert_true(kinds > 0);
}

/* A kind with several boards draws each: Nuevo Mundo's six scenarios
 * (escenario-N.geo must place every region of escenario-N.map). */
static void test_every_board(void **state)
{
	(void)state;
	const game_kind *k = game_find("nuevo-mundo");
	if (!k || !k->scene)
		skip();
	for (int sc = 1; sc <= 6; sc++) {
		char opt[32];
		snprintf(opt, sizeof opt, "scenario=%d", sc);
		game_start s = { .opts = opt, .players = 3 };
		dice d, bd;
		engine_seed_dice(sc, "sc", &d, &bd);
		void *st = engine_begin(k, &s, 3, names, &d);
		tally t = { 0 };
		pictures_ok(k, st, 3, &t);
		assert_int_equal(t.pictures, 4);
		k->free(st);
	}
}

/* One picture per distinct view: an equal scene is copied, a scene that
 * differs in any one field (each kind of item, the legend, the title) is
 * drawn, so that no seat gets a picture keyed to another's view. */
static sbuf cached_png(const scene *s)
{
	sbuf b = SBUF_INIT;
	es_err e;
	if (picture_png_cached(s, &b, &e))
		fail_msg("picture: %s", e.msg);
	return b;
}

static void base_scene(scene *s, arena *a, int variant)
{
	static const double tri[] = { 1, 1, 9, 1, 5, 8 };
	scene_init(s, a, 10, 10);
	scene_title(s, "turno %d", variant == 1 ? 2 : 1);
	scene_poly(s, tri, 3, variant == 2 ? 0x336699 : 0x993366, "A");
	scene_link_add(s, 1, 1, 9, variant == 3 ? 8 : 9, SCENE_LAND_LINK, SCENE_BLACK);
	scene_marker_add(s, 5, 5, SCENE_BADGE, scene_player_colour[0], variant == 4 ? "4" : "3");
	scene_text_add(s, 2, 2, SCENE_MIN_TEXT, variant == 5 ? "Isla" : "Mar");
	scene_legend_add(s, scene_player_colour[variant == 6 ? 1 : 0], SCENE_SQUARE, "ana");
}

static void test_distinct_views(void **state)
{
	(void)state;
	arena *a = arena_new();
	scene s;
	base_scene(&s, a, 0);
	sbuf first = cached_png(&s), again = cached_png(&s), fresh = SBUF_INIT;
	es_err e;
	assert_int_equal(picture_png(&s, &fresh, &e), 0);
	assert_true(first.len > 0 && same(&first, &again) && same(&first, &fresh));
	for (int v = 1; v <= 6; v++) {
		base_scene(&s, a, v);
		sbuf other = cached_png(&s), drawn = SBUF_INIT;
		assert_int_equal(picture_png(&s, &drawn, &e), 0);
		if (same(&other, &first))
			fail_msg("variant %d: a scene that differs got the cached picture of another", v);
		if (!same(&other, &drawn))
			fail_msg("variant %d: the cached picture is not the scene's own", v);
		sbuf_free(&other);
		sbuf_free(&drawn);
	}
	sbuf_free(&first);
	sbuf_free(&again);
	sbuf_free(&fresh);
	arena_free(a);
}

/* FNV-1a of every picture of the first state of every start of every
 * kind, one line each: the same in two processes. */
static void look_hash(const game_kind *k, const void *st, int n, int seed, size_t step, void *arg)
{
	(void)step;
	for (int who = -1; who < n; who++) {
		sbuf b = render(k, st, who);
		uint64_t h = 1469598103934665603ull;
		for (size_t i = 0; i < b.len; i++)
			h = (h ^ (unsigned char)b.s[i]) * 1099511628211ull;
		sbuf_printf(arg, "%s %d %d %016llx\n", k->kind, seed, who, (unsigned long long)h);
		sbuf_free(&b);
	}
}

static void hashes(sbuf *out)
{
	for (const game_kind *const *kp = game_all(); *kp; kp++)
		if ((*kp)->scene)
			for (int si = 0; si < nstarts(*kp); si++)
				playout(*kp, si, 700 + si, 1, look_hash, out);
}

static void test_two_processes(void **state)
{
	(void)state;
	int fd[2];
	assert_int_equal(pipe(fd), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		execl(self_path, self_path, "--hashes", (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	sbuf theirs = SBUF_INIT, ours = SBUF_INIT;
	char buf[4096];
	ssize_t r;
	while ((r = read(fd[0], buf, sizeof buf)) > 0)
		sbuf_add(&theirs, buf, (size_t)r);
	close(fd[0]);
	int status;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	hashes(&ours);
	assert_true(ours.len > 0);
	assert_string_equal(sbuf_str(&ours), sbuf_str(&theirs));
	sbuf_free(&theirs);
	sbuf_free(&ours);
}

/* ---- Κρατος: a piece's type by its shape ----------------------------- */

/* A Κρατος game of three seats whose board holds one piece of each type,
 * piece t (id t + 1) of type t owned by colour 1, on the t-th free sea
 * cell of the first rows; nothing else. */
static kr_state *kratos_one_of_each(const game_kind *k, int cell[KR_NTYPES])
{
	game_start gs = { .opts = "board=clasico", .players = 3 };
	dice d, bd;
	engine_seed_dice(8, "kr", &d, &bd);
	kr_state *s = engine_begin(k, &gs, 3, names, &d);
	for (int i = 0; i < s->np; i++)
		s->p[i].type = -1;
	int c = 0;
	for (int t = 0; t < KR_NTYPES; t++) {
		while (s->board.at[c] >= 0)
			c += 2;
		cell[t] = c;
		kr_piece *q = &s->p[t];
		memset(q, 0, sizeof *q);
		*q = (kr_piece){ .type = (signed char)t, .owner = 1, .cargo = -1, .place = (short)c, .carrier = -1 };
		c += 2;
	}
	s->np = KR_NTYPES;
	return s;
}

/* Κρατος' kind, or NULL when it draws no picture (the test skips). */
static const game_kind *kratos_kind(void)
{
	const game_kind *k = game_find("kratos");
	return k && k->scene ? k : NULL;
}

/* s's picture for seat 0 as a reader of lang sees it, into sc (in a). */
static void kratos_scene(const game_kind *k, const kr_state *s, const char *lang, scene *sc, arena *a)
{
	scene_init(sc, a, 1, 1);
	sc->lang = lang;
	k->scene(s, 0, sc);
}

typedef struct glyph {
	int symbol;
	const char *tag;
	unsigned marks;
	int found;
} glyph;

/* The marker drawn in each piece's cell (a sea cell holds one piece,
 * rule 27). */
static void kratos_glyphs(const game_kind *k, const kr_state *s, const int cell[KR_NTYPES], const char *lang,
	glyph g[KR_NTYPES], scene *sc, arena *a)
{
	kratos_scene(k, s, lang, sc, a);
	memset(g, 0, KR_NTYPES * sizeof *g);
	for (size_t i = 0; i < sc->n; i++) {
		if (sc->v[i].type != SCENE_ITEM_MARKER)
			continue;
		const scene_marker *m = &sc->v[i].u.marker;
		for (int t = 0; t < KR_NTYPES; t++) {
			double x = cell[t] % KR_W + 0.6, y = cell[t] / KR_W + 0.6; /* the cell's corner past the names */
			if (m->x > x && m->x < x + 1 && m->y > y && m->y < y + 1) {
				if (g[t].found++)
					fail_msg("two markers in the cell of piece %d", t + 1);
				g[t] = (glyph){ m->symbol, m->tag, m->marks, 1 };
			}
		}
	}
}

/* Rule 8: «debe poder reconocerse que tipo de pieza es cada pieza por su
 * forma». Every type's piece is drawn with a glyph (symbol and tag) no
 * other type has, in both languages; a listed ship, a submerged
 * submarine and a loaded transport carry their mark, others none. */
static void test_kratos_shapes(void **state)
{
	(void)state;
	const game_kind *k = kratos_kind();
	if (!k)
		skip();
	int cell[KR_NTYPES];
	kr_state *s = kratos_one_of_each(k, cell);
	static const char *const langs[] = { "es", "en" };
	for (int l = 0; l < 2; l++) {
		arena *a = arena_new();
		scene sc;
		glyph g[KR_NTYPES];
		kratos_glyphs(k, s, cell, langs[l], g, &sc, a);
		for (int t = 0; t < KR_NTYPES; t++) {
			if (!g[t].found)
				fail_msg("%s: no marker for the %s", langs[l], kr_type_word[t]);
			if (g[t].marks)
				fail_msg("%s: the %s has marks %u in its plain state", langs[l], kr_type_word[t], g[t].marks);
			for (int u = 0; u < t; u++)
				if (g[t].symbol == g[u].symbol &&
					(g[t].tag == g[u].tag || (g[t].tag && g[u].tag && !strcmp(g[t].tag, g[u].tag))))
					fail_msg("%s: the %s and the %s look alike (symbol %d, tag %s)", langs[l], kr_type_word[u],
						kr_type_word[t], g[t].symbol, g[t].tag ? g[t].tag : "none");
		}
		arena_free(a);
	}
	s->p[KR_BATTLESHIP].listed = 1;
	s->p[KR_SUB].submerged = 1;
	s->p[KR_TANKER].cargo = KR_OIL;
	s->p[KR_PLANE].place = s->p[KR_CARRIER].place; /* a plane aboard the carrier */
	s->p[KR_PLANE].carrier = KR_CARRIER;
	arena *a = arena_new();
	scene sc;
	glyph g[KR_NTYPES];
	kratos_glyphs(k, s, cell, "es", g, &sc, a);
	assert_int_equal(g[KR_BATTLESHIP].marks, SCENE_MARK_LISTED);
	assert_int_equal(g[KR_SUB].marks, SCENE_MARK_SUBMERGED);
	assert_int_equal(g[KR_TANKER].marks, SCENE_MARK_LOADED);
	assert_int_equal(g[KR_CARRIER].marks, SCENE_MARK_LOADED);
	assert_int_equal(g[KR_MERCHANT].marks, 0);
	arena_free(a);
	k->free(s);
}

/* An island holding more pieces than its nine places shows every piece
 * counted: one silhouette a type and colour with "xN" under it (it read
 * "+N" for the pieces past nine). */
static void test_kratos_crowded_island(void **state)
{
	(void)state;
	const game_kind *k = kratos_kind();
	if (!k)
		skip();
	int cell[KR_NTYPES];
	kr_state *s = kratos_one_of_each(k, cell);
	for (int i = 0; i < s->np; i++) { /* 12 planes and 2 battleships on island A */
		s->p[i].type = i < 12 ? KR_PLANE : KR_BATTLESHIP;
		s->p[i].place = -1;
	}
	arena *a = arena_new();
	scene sc;
	kratos_scene(k, s, "es", &sc, a);
	int counted = 0, markers = 0;
	for (size_t i = 0; i < sc.n; i++) {
		const scene_item *it = &sc.v[i];
		if (it->type == SCENE_ITEM_MARKER && (it->u.marker.symbol == SCENE_PLANE || it->u.marker.symbol == SCENE_BATTLESHIP))
			markers++;
		if (it->type != SCENE_ITEM_TEXT || !it->u.text.text)
			continue;
		if (it->u.text.text[0] == '+')
			fail_msg("pieces left uncounted: %s", it->u.text.text);
		if (it->u.text.text[0] == 'x')
			counted += atoi(it->u.text.text + 1);
	}
	assert_int_equal(markers, 2);
	assert_int_equal(counted, 14);
	arena_free(a);
	k->free(s);
}

/* The legend speaks the reader's language only and numbers the colours
 * as the text view's grid does: by rule number (rule 1: 1 rojo, 2 azul,
 * ...), whatever the turn order drawn (rule 13). */
static void test_kratos_legend(void **state)
{
	(void)state;
	const game_kind *k = kratos_kind();
	if (!k)
		skip();
	int cell[KR_NTYPES];
	kr_state *s = kratos_one_of_each(k, cell);
	for (int i = 0; i < KR_COLOURS; i++)
		s->order[i] = KR_COLOURS - 1 - i; /* grey plays first */
	static const char *const langs[] = { "es", "en" };
	for (int l = 0; l < 2; l++) {
		arena *a = arena_new();
		scene sc;
		kratos_scene(k, s, langs[l], &sc, a);
		int seen = 0;
		for (size_t i = 0; i < sc.nleg; i++) {
			const char *t = sc.leg[i].text;
			if (strchr(t, '/'))
				fail_msg("%s: a legend line in two languages: %s", langs[l], t);
			int num;
			char word[32];
			if (sscanf(t, "%d %31s", &num, word) == 2 && num >= 1 && num <= KR_COLOURS) {
				if (strcmp(word, kr_colour_w(num - 1, langs[l])))
					fail_msg("%s: legend line «%s»: colour %d is %s", langs[l], t, num,
						kr_colour_w(num - 1, langs[l]));
				if (num == 1 && !strstr(t, names[0]))
					fail_msg("%s: legend line «%s» lacks the player of colour 1", langs[l], t);
				seen++;
			}
		}
		assert_int_equal(seen, KR_COLOURS);
		arena_free(a);
	}
	k->free(s);
}

/* ---- Nuevo Mundo: islands as land ------------------------------------ */

/* 1 when (x, y) is inside polygon r farther than `inset` from its edges. */
static int inside(const scene_region *r, double x, double y, double inset)
{
	int in = 0;
	for (size_t i = 0, j = r->npts - 1; i < r->npts; j = i++) {
		double xi = r->pts[2 * i], yi = r->pts[2 * i + 1], xj = r->pts[2 * j], yj = r->pts[2 * j + 1];
		if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi)
			in = !in;
		double dx = xj - xi, dy = yj - yi, l2 = dx * dx + dy * dy;
		double t = l2 > 0 ? ((x - xi) * dx + (y - yi) * dy) / l2 : 0;
		t = t < 0 ? 0 : t > 1 ? 1 : t;
		double ex = xi + t * dx - x, ey = yi + t * dy - y;
		if (ex * ex + ey * ey < inset * inset)
			return 0;
	}
	return in;
}

/* The map drawn as a map: each land region is an area (a polygon) holding
 * its own place and no other region's, and no line of the picture drawn
 * over the land (a coast) runs across a land region it does not start in: the
 * coasts are the land's edge, not lines from the land to the middle of
 * the sea over other regions. Every scenario. */
static void test_nm_land_areas(void **state)
{
	(void)state;
	const game_kind *k = game_find("nuevo-mundo");
	if (!k || !k->scene)
		skip();
	for (int sc = 1; sc <= 6; sc++) {
		char opt[32], path[64];
		snprintf(opt, sizeof opt, "scenario=%d", sc);
		snprintf(path, sizeof path, "games/nuevo-mundo/escenario-%d.geo", sc);
		game_start gs = { .opts = opt, .players = 3 };
		dice d, bd;
		engine_seed_dice(sc, "la", &d, &bd);
		void *st = engine_begin(k, &gs, 3, names, &d);
		const nm_map *m = nm_map_get(sc);
		const scene_geo *g = scene_geo_get(path);
		arena *a = arena_new();
		scene s;
		scene_init(&s, a, 1, 1);
		k->scene(st, -1, &s);
		const scene_region *area[NM_MAX_REGIONS] = { 0 };
		size_t drawn[NM_MAX_REGIONS] = { 0 };
		for (int r = 0; r < m->n; r++) {
			int p = scene_geo_find(g, m->id[r]);
			assert_true(p >= 0);
			for (size_t i = 0; i < s.n && m->land[r]; i++) {
				const scene_region *q = &s.v[i].u.region;
				if (s.v[i].type == SCENE_ITEM_REGION && q->shape == SCENE_POLY && inside(q, g->x[p], g->y[p], 0))
					area[r] = q, drawn[r] = i;
			}
			if (m->land[r] && !area[r])
				fail_msg("scenario %d: land region %s is no area of its own", sc, m->id[r]);
		}
		for (int r = 0; r < m->n; r++)
			for (int o = 0; o < m->n && m->land[r]; o++) {
				int p = scene_geo_find(g, m->id[o]);
				if (o != r && inside(area[r], g->x[p], g->y[p], 0))
					fail_msg("scenario %d: the area of %s holds %s", sc, m->id[r], m->id[o]);
			}
		for (size_t i = 0; i < s.n; i++) {
			if (s.v[i].type != SCENE_ITEM_LINK)
				continue;
			const scene_link *l = &s.v[i].u.link;
			for (int r = 0; r < m->n; r++) {
				if (!m->land[r] || i < drawn[r] || inside(area[r], l->x1, l->y1, 0) ||
					inside(area[r], l->x2, l->y2, 0))
					continue; /* under the land, or from it */
				for (int t = 1; t < 20; t++) {
					double x = l->x1 + (l->x2 - l->x1) * t / 20, y = l->y1 + (l->y2 - l->y1) * t / 20;
					if (inside(area[r], x, y, 0.3))
						fail_msg("scenario %d: a line from %.1f,%.1f to %.1f,%.1f crosses %s", sc, l->x1, l->y1,
							l->x2, l->y2, m->id[r]);
				}
			}
		}
		arena_free(a);
		k->free(st);
	}
}

/* ---- make bench ----------------------------------------------------- */

typedef struct bench {
	double ms, cpu_ms;
	size_t pictures, bytes;
} bench;

static double ms_of(clockid_t c)
{
	struct timespec t;
	clock_gettime(c, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void look_bench(const game_kind *k, const void *st, int n, int seed, size_t step, void *arg)
{
	(void)seed;
	(void)step;
	bench *b = arg;
	for (int who = -1; who < n; who++) {
		double w0 = ms_of(CLOCK_MONOTONIC), c0 = ms_of(CLOCK_THREAD_CPUTIME_ID);
		sbuf png = render(k, st, who);
		b->cpu_ms += ms_of(CLOCK_THREAD_CPUTIME_ID) - c0;
		b->ms += ms_of(CLOCK_MONOTONIC) - w0;
		b->pictures++;
		b->bytes += png.len;
		sbuf_free(&png);
	}
}

/* Drawing and writing apart, and cairo's own writer beside ours. */
static void look_parts(const game_kind *k, const void *st, int n, int seed, size_t step, void *arg)
{
	(void)seed;
	(void)step;
	for (int who = -1; who < n; who++) {
		arena *a = arena_new();
		scene s;
		es_err e;
		scene_init(&s, a, 1, 1);
		k->scene(st, who, &s);
		if (picture_bench(&s, arg, &e))
			fail_msg("%s: picture of seat %d: %s", k->kind, who, e.msg);
		arena_free(a);
	}
}

static int bench_main(void)
{
	/* The font cache is built once per process: not a picture's cost. */
	for (const game_kind *const *kp = game_all(); *kp; kp++)
		if ((*kp)->scene) {
			bench warm = { 0 };
			playout(*kp, 0, 1, 1, look_bench, &warm);
			break;
		}
	for (const game_kind *const *kp = game_all(); *kp; kp++) {
		const game_kind *k = *kp;
		if (!k->scene)
			continue;
		bench b = { 0 };
		for (int si = 0; si < nstarts(k); si++)
			for (int seed = 0; seed < 3; seed++)
				playout(k, si, 900 + seed, 8, look_bench, &b);
		/* CPU time too: wall time on a shared machine counts the others. */
		printf("picture_%-12s %6.2f ms per picture (CPU %6.2f ms), %5.1f KB mean, %zu pictures\n", k->kind,
			b.ms / (double)b.pictures, b.cpu_ms / (double)b.pictures, (double)b.bytes / 1024.0 / (double)b.pictures,
			b.pictures);
		picture_times t = { 0 };
		playout(k, 0, 900, 8, look_parts, &t);
		double np = (double)(t.pictures ? t.pictures : 1);
		printf("picture_%-12s CPU per picture: draw %5.2f ms, palette+libpng %5.2f ms (%5.1f KB), "
		       "cairo's writer %5.2f ms (%5.1f KB)\n",
			k->kind, t.draw_ms / np, t.encode_ms / np, (double)t.bytes / 1024.0 / np, t.cairo_ms / np,
			(double)t.cairo_bytes / 1024.0 / np);
	}
	return 0;
}

/* ---- boards as maps (TEG, La reconquista) ---------------------------- */

/* What a map kind's state says of its territories. */
typedef struct terr {
	int n;
	const char *id[64];
	uint64_t adj[64];
	int owner[64]; /* -1: none */
	const char *seat[GAME_MAX_PLAYERS];
} terr;

static void terr_of(const game_kind *k, const void *st, terr *t)
{
	memset(t, 0, sizeof *t);
	if (!strcmp(k->kind, "teg")) {
		const teg_state *s = st;
		t->n = s->map->n;
		for (int c = 0; c < t->n; c++)
			t->id[c] = s->map->id[c], t->adj[c] = s->map->adj[c], t->owner[c] = s->owner[c];
		for (int p = 0; p < s->n; p++)
			t->seat[p] = teg_name(s, p);
	} else {
		const reco_state *s = st;
		t->n = s->map->n;
		for (int c = 0; c < t->n; c++)
			t->id[c] = s->map->id[c], t->adj[c] = s->map->adj[c], t->owner[c] = s->owner[c];
		for (int p = 0; p < s->n; p++)
			t->seat[p] = s->names[p];
	}
}

static int terr_find(const terr *t, const char *id)
{
	for (int c = 0; id && c < t->n; c++)
		if (!strcmp(t->id[c], id))
			return c;
	return -1;
}

/* 1 when segments p0p1 and q0q1 lie on one line and overlap by min or more. */
static int common_edge(const double *p, const double *q, double min)
{
	double dx = p[2] - p[0], dy = p[3] - p[1], l = hypot(dx, dy);
	if (l < min)
		return 0;
	dx /= l, dy /= l;
	double eps = min / 50;
	for (int i = 0; i < 2; i++)
		if (fabs((q[2 * i] - p[0]) * dy - (q[2 * i + 1] - p[1]) * dx) > eps)
			return 0;
	double a = (q[0] - p[0]) * dx + (q[1] - p[1]) * dy, b = (q[2] - p[0]) * dx + (q[3] - p[1]) * dy;
	double lo = a < b ? a : b, hi = a < b ? b : a;
	return (hi < l ? hi : l) - (lo > 0 ? lo : 0) >= min;
}

static int regions_meet(const scene_region *a, const scene_region *b, double min)
{
	for (size_t i = 0; i < a->npts; i++) {
		double p[4] = { a->pts[2 * i], a->pts[2 * i + 1], a->pts[2 * ((i + 1) % a->npts)],
			a->pts[2 * ((i + 1) % a->npts) + 1] };
		for (size_t j = 0; j < b->npts; j++) {
			double q[4] = { b->pts[2 * j], b->pts[2 * j + 1], b->pts[2 * ((j + 1) % b->npts)],
				b->pts[2 * ((j + 1) % b->npts) + 1] };
			if (common_edge(p, q, min))
				return 1;
		}
	}
	return 0;
}

/* The end of a link inside one of territory c's areas, or on the box's
 * edge (a line round the back of the world). */
static int link_end(const scene *s, const terr *t, int c, double x, double y)
{
	for (size_t i = 0; i < s->n; i++) {
		const scene_region *r = &s->v[i].u.region;
		if (s->v[i].type == SCENE_ITEM_REGION && terr_find(t, r->name) == c && inside(r, x, y, 0))
			return 1;
	}
	return 0;
}

static int edge_of_box(const scene *s, double x)
{
	return fabs(x) < 1e-9 || fabs(x - s->w) < 1e-9;
}

static int connected(const scene *s, const terr *t, int a, int b)
{
	int off_a = 0, off_b = 0;
	for (size_t i = 0; i < s->n; i++) {
		if (s->v[i].type != SCENE_ITEM_LINK)
			continue;
		const scene_link *l = &s->v[i].u.link;
		if ((link_end(s, t, a, l->x1, l->y1) && link_end(s, t, b, l->x2, l->y2))
			|| (link_end(s, t, b, l->x1, l->y1) && link_end(s, t, a, l->x2, l->y2)))
			return 1;
		off_a |= link_end(s, t, a, l->x1, l->y1) && edge_of_box(s, l->x2);
		off_b |= link_end(s, t, b, l->x1, l->y1) && edge_of_box(s, l->x2);
	}
	return off_a && off_b;
}

/* Each territory is drawn as one or more areas (polygons named by its
 * id); two areas that share an edge are neighbours on the map, and two
 * neighbours whose areas share no edge are joined by a line. */
static void check_borders(const game_kind *k, const void *st, int who)
{
	terr t;
	terr_of(k, st, &t);
	arena *a = arena_new();
	scene s;
	scene_init(&s, a, 1, 1);
	k->scene(st, who, &s);
	double min = s.w / 600; /* 2 px at 1200 px */
	uint64_t meet[64] = { 0 };
	int areas[64] = { 0 };
	for (size_t i = 0; i < s.n; i++) {
		const scene_region *r = &s.v[i].u.region;
		int c = s.v[i].type == SCENE_ITEM_REGION ? terr_find(&t, r->name) : -1;
		if (c < 0)
			continue;
		assert_int_equal(r->shape, SCENE_POLY);
		areas[c]++;
		for (size_t j = 0; j < s.n; j++) {
			const scene_region *q = &s.v[j].u.region;
			int d = s.v[j].type == SCENE_ITEM_REGION ? terr_find(&t, q->name) : -1;
			if (d < 0 || d == c || !regions_meet(r, q, min))
				continue;
			if (!(t.adj[c] >> d & 1))
				fail_msg("%s: the areas of %s and %s share an edge; they are no neighbours", k->kind, t.id[c],
					t.id[d]);
			meet[c] |= 1ull << d;
		}
	}
	for (int c = 0; c < t.n; c++) {
		if (!areas[c])
			fail_msg("%s: %s is no area", k->kind, t.id[c]);
		for (int d = c + 1; d < t.n; d++)
			if (t.adj[c] >> d & 1 && !(meet[c] >> d & 1) && !connected(&s, &t, c, d))
				fail_msg("%s: neighbours %s and %s neither meet nor are joined by a line", k->kind, t.id[c],
					t.id[d]);
	}
	arena_free(a);
}

/* The legend's swatch of the entry that opens with name and " · ". */
static int legend_colour(const scene *s, const char *name, uint32_t *colour)
{
	size_t n = strlen(name);
	for (size_t i = 0; i < s->nleg; i++)
		if (!strncmp(s->leg[i].text, name, n) && !strncmp(s->leg[i].text + n, " · ", strlen(" · "))) {
			*colour = s->leg[i].colour;
			return 1;
		}
	return 0;
}

/* An area is filled with its owner's colour (the legend's swatch by the
 * owner's name) where the reader may see the owner: in TEG always; in La
 * reconquista the reader's own provinces only, every other area alike
 * and in no seat's colour. */
static void check_owner_fill(const game_kind *k, const void *st, int who)
{
	terr t;
	terr_of(k, st, &t);
	int hidden = !strcmp(k->kind, "reconquista");
	arena *a = arena_new();
	scene s;
	scene_init(&s, a, 1, 1);
	k->scene(st, who, &s);
	uint32_t seat_colour[GAME_MAX_PLAYERS], neutral = SCENE_NONE;
	int has[GAME_MAX_PLAYERS] = { 0 };
	for (int p = 0; p < GAME_MAX_PLAYERS && t.seat[p]; p++)
		has[p] = legend_colour(&s, t.seat[p], &seat_colour[p]);
	uint64_t drawn = 0;
	for (size_t i = 0; i < s.n; i++) {
		const scene_region *r = &s.v[i].u.region;
		int c = s.v[i].type == SCENE_ITEM_REGION ? terr_find(&t, r->name) : -1;
		if (c < 0)
			continue;
		drawn |= 1ull << c;
		int o = t.owner[c];
		int seen = o >= 0 && (!hidden || o == who);
		if (seen) {
			if (!has[o])
				fail_msg("%s: no legend entry for %s", k->kind, t.seat[o]);
			if (r->fill != seat_colour[o])
				fail_msg("%s (seat %d): %s of %s filled %06x, %s's colour is %06x", k->kind, who, t.id[c], t.seat[o],
					r->fill, t.seat[o], seat_colour[o]);
			continue;
		}
		for (int p = 0; p < GAME_MAX_PLAYERS && t.seat[p]; p++)
			if (has[p] && r->fill == seat_colour[p])
				fail_msg("%s (seat %d): %s, whose owner the reader does not see, is filled in %s's colour", k->kind,
					who, t.id[c], t.seat[p]);
		if (hidden && neutral != SCENE_NONE && r->fill != neutral)
			fail_msg("%s (seat %d): areas of unseen owners differ (%06x, %06x)", k->kind, who, neutral, r->fill);
		neutral = r->fill;
	}
	for (int c = 0; c < t.n; c++)
		if (!(drawn >> c & 1))
			fail_msg("%s: %s is no area", k->kind, t.id[c]);
	arena_free(a);
}

typedef struct map_look {
	int looks;
} map_look;

static void look_map(const game_kind *k, const void *st, int n, int seed, size_t step, void *arg)
{
	(void)seed;
	map_look *ml = arg;
	(void)step;
	for (int who = -1; who < n; who++) {
		check_owner_fill(k, st, who);
		if (who <= 0)
			check_borders(k, st, who);
	}
	ml->looks++;
}

static void test_map_areas(void **state)
{
	(void)state;
	static const char *const kinds[] = { "teg", "reconquista" };
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		const game_kind *k = game_find(kinds[i]);
		if (!k || !k->scene)
			skip();
		map_look ml = { 0 };
		playout(k, 0, 7, 6, look_map, &ml);
		assert_true(ml.looks >= 3);
	}
}

/* ---- pictures in the reader's language -------------------------------- */

static const char *const words_es[] = { "tropas", "turno", "ronda", "madera", "arcilla", "lana", "trigo", "desierto",
	"ladrón", "países", "país", "provincias", "provincia", "ejércitos", "colocación", "puntos", "punto", "mar",
	"puerto", "dueño", "oculto", "ocupación", NULL };
static const char *const words_en[] = { "troops", "turn", "round", "lumber", "brick", "wool", "grain", "ore", "desert",
	"robber", "countries", "country", "provinces", "province", "armies", "placement", "points", "point", "sea",
	"harbour", "owner", "hidden", "claiming", NULL };

static int in_list(const char *const *l, const char *w)
{
	for (; *l; l++)
		if (!strcasecmp(*l, w))
			return 1;
	return 0;
}

/* Every word of t (letters, and any byte of a UTF-8 sequence) checked:
 * none of the other language's list; returns how many of its own. */
static int lang_words(const char *kind, const char *lang, const char *t, const char *const *own,
	const char *const *other)
{
	int hits = 0;
	if (!t)
		return 0;
	for (const char *p = t; *p;) {
		char w[64];
		size_t n = 0;
		while (*p && (isalpha((unsigned char)*p) || (unsigned char)*p >= 0x80)) {
			if (n < sizeof w - 1)
				w[n++] = *p;
			p++;
		}
		w[n] = 0;
		if (n) {
			if (in_list(other, w))
				fail_msg("%s: the %s picture says «%s» (in «%s»)", kind, lang, w, t);
			hits += in_list(own, w);
			if (*p == '/' && (isalpha((unsigned char)p[1]) || (unsigned char)p[1] >= 0x80))
				fail_msg("%s: the %s picture pairs words with a slash: «%s»", kind, lang, t);
		}
		if (*p)
			p++;
	}
	return hits;
}

/* The scene's words: title, legend, texts, labels. */
static int scene_words(const char *kind, const scene *s, const char *const *own, const char *const *other)
{
	int hits = lang_words(kind, s->lang, s->title, own, other);
	for (size_t i = 0; i < s->nleg; i++)
		hits += lang_words(kind, s->lang, s->leg[i].text, own, other);
	for (size_t i = 0; i < s->n; i++) {
		const scene_item *it = &s->v[i];
		const char *t = it->type == SCENE_ITEM_TEXT ? it->u.text.text :
			it->type == SCENE_ITEM_MARKER	    ? it->u.marker.text :
			it->type == SCENE_ITEM_REGION	    ? it->u.region.label :
							      NULL;
		hits += lang_words(kind, s->lang, t, own, other);
	}
	return hits;
}

/* The title says what its number is: "turno 12", "ronda 2" / "turn 12",
 * "round 2" (a claim phase has none). */
static void check_title(const char *kind, const scene *s, int en)
{
	const char *t = s->title;
	assert_non_null(t);
	int ok = 0;
	const char *const *w = en ? words_en : words_es;
	for (const char *p = t; *p; p++)
		for (int i = 0; i < 3; i++) {
			const char *word = i == 0 ? w[1] : i == 1 ? w[2] : NULL; /* turn, round */
			if (!word)
				continue;
			size_t n = strlen(word);
			if (!strncasecmp(p, word, n) && p[n] == ' ' && isdigit((unsigned char)p[n + 1]))
				ok = 1;
		}
	if (!ok && strstr(t, en ? "claiming" : "ocupación"))
		ok = 1;
	if (!ok)
		fail_msg("%s: the title «%s» does not say what its number is", kind, t);
}

static void look_lang(const game_kind *k, const void *st, int n, int seed, size_t step, void *arg)
{
	(void)seed;
	int *looks = arg;
	(void)step;
	for (int who = -1; who < n; who++)
		for (int en = 0; en < 2; en++) {
			arena *a = arena_new();
			scene s;
			scene_init(&s, a, 1, 1);
			s.lang = en ? "en" : "es";
			k->scene(st, who, &s);
			int own = scene_words(k->kind, &s, en ? words_en : words_es, en ? words_es : words_en);
			if (own < 2)
				fail_msg("%s: the %s picture has %d words of its language", k->kind, s.lang, own);
			check_title(k->kind, &s, en);
			arena_free(a);
		}
	(*looks)++;
}

static void test_picture_language(void **state)
{
	(void)state;
	static const char *const kinds[] = { "teg", "reconquista", "catan" };
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		const game_kind *k = game_find(kinds[i]);
		if (!k || !k->scene)
			skip();
		int looks = 0;
		playout(k, 0, 5, 4, look_lang, &looks);
		assert_true(looks >= 3);
	}
}

/* test_picture --write DIR: KIND-public.png and KIND-SEAT.png of a state
 * some way into a seeded game of each kind, to look at. */
typedef struct sample {
	const char *dir;
	size_t at;
} sample;

static void look_write(const game_kind *k, const void *st, int n, int seed, size_t step, void *arg)
{
	(void)seed;
	sample *w = arg;
	game_status gs;
	k->status(st, &gs);
	if (step < w->at && !gs.over)
		return;
	for (int i = -1; i < 2 * n; i++) { /* the public picture, each seat's in Spanish, then in English */
		int who = i < 0 ? -1 : i % n;
		const char *lang = i >= n ? "en" : "es";
		sbuf png = SBUF_INIT;
		es_err e;
		if (picture_of(k, st, who, lang, &png, &e) != 1)
			fail_msg("%s: picture of seat %d: %s", k->kind, who, e.msg);
		char path[512];
		snprintf(path, sizeof path, "%s/%s-%s%s.png", w->dir, k->kind, who < 0 ? "public" : names[who],
			i >= n ? ".en" : "");
		FILE *f = fopen(path, "wb");
		if (!f || fwrite(png.s, 1, png.len, f) != png.len || fclose(f))
			fprintf(stderr, "cannot write %s\n", path);
		sbuf_free(&png);
	}
	w->at = (size_t)-1;
}

static int write_main(const char *dir, const char *at)
{
	for (const game_kind *const *kp = game_all(); *kp; kp++)
		if ((*kp)->scene) {
			sample w = { dir, at ? strtoul(at, NULL, 10) : 120 };
			/* Every step looked at, so the one at w.at is seen. */
			playout_every(*kp, 0, 42, look_write, &w);
		}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc >= 3 && !strcmp(argv[1], "--write"))
		return write_main(argv[2], argc > 3 ? argv[3] : NULL);
	self_path = argv[0];
	if (argc == 2 && !strcmp(argv[1], "--hashes")) {
		sbuf out = SBUF_INIT;
		hashes(&out);
		fputs(sbuf_str(&out), stdout);
		sbuf_free(&out);
		return 0;
	}
	if (argc == 2 && !strcmp(argv[1], "--bench"))
		return bench_main();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_two_processes),
		cmocka_unit_test(test_pictures),
		cmocka_unit_test(test_every_board),
		cmocka_unit_test(test_distinct_views),
		cmocka_unit_test(test_kratos_shapes),
		cmocka_unit_test(test_kratos_crowded_island),
		cmocka_unit_test(test_kratos_legend),
		cmocka_unit_test(test_nm_land_areas),
		cmocka_unit_test(test_map_areas),
		cmocka_unit_test(test_picture_language),
	};
	int failed = cmocka_run_group_tests(tests, NULL, NULL);
	/* A text a picture asked for and no template holds (a legend's
	 * singular, say) is drawn as nothing: every picture drawn above
	 * must have found all of its texts. */
	if (tpl_broken()) {
		fprintf(stderr, "%lu picture texts had no template\n", tpl_broken());
		return 1;
	}
	return failed;
}
