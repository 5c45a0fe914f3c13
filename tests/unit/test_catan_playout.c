/* Random playouts of the Catan variant: seeded games for 3 and 4 players,
 * each with options drawn from its seed, played by bot() through check()
 * and apply() to a winner, with the odd timeout() and standing orders from
 * seats not awaited. After every order, from the saved state: the 95
 * resource cards conserved across bank and hands, the 25 development cards
 * (deck, hands, played knights, spent progress cards), piece limits
 * 15/5/4, the distance rule, nobody at 10 points while the game goes on,
 * save -> load -> save identical, a consistent status. Replaying the
 * recorded canonical orders gives the same final state.
 * PLAYOUTS=N plays N games per player count (default 100, i.e. 200 games
 * in all; `make bench` may use PLAYOUTS=200). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/catan/catan.h"
#include "games/catan/catan_map.h"
#include "games/game.h"
#include "tests/unit/engine_test.h"
#include "tests/unit/mail_words.h"
#include "tests/test_dice.h"

#define DEFAULT_GAMES 100
#define STEP_CAP 20000

static const char *const names[] = { "ana", "berta", "carla", "dario" };

static char *save(const void *st)
{
	sbuf b = SBUF_INIT;
	catan_kind.save(st, &b);
	return sbuf_detach(&b);
}

static int ints(const char *s, int *v, int n)
{
	char *end;
	for (int i = 0; i < n; i++) {
		v[i] = (int)strtol(s, &end, 10);
		if (end == s)
			return 0;
		s = end;
	}
	return 1;
}

/* Invariants read from the saved state, which must reload identically. */
static void invariants(const void *st, int n)
{
	const catan_map *m = catan_map_get();
	char *text = save(st);
	void *again;
	es_err e;
	if (catan_kind.load(&again, n, names, text, &e) != ES_OK)
		fail_msg("reload: %s\n%s", e.msg, text);
	char *text2 = save(again);
	assert_string_equal(text, text2);
	catan_kind.free(again);
	free(text2);

	int res[5] = { 0 }, dev[5] = { 0 }, settl[4] = { 0 }, city[4] = { 0 }, road[4] = { 0 };
	int vown[CATAN_NV], points[4] = { 0 }, lr = -1, la = -1;
	for (int v = 0; v < CATAN_NV; v++)
		vown[v] = -1;
	for (char *p = text; *p;) {
		char *nl = strchr(p, '\n');
		*nl = '\0';
		char name[32], kind[32];
		int a, v[6];
		if (!strncmp(p, "bank ", 5)) {
			assert_true(ints(p + 5, v, 5));
			for (int r = 0; r < 5; r++) {
				assert_true(v[r] >= 0);
				res[r] += v[r];
			}
		} else if (!strncmp(p, "deck ", 5) || !strncmp(p, "spent ", 6)) {
			assert_true(ints(strchr(p, ' ') + 1, v, 5));
			for (int k = 0; k < 5; k++)
				dev[k] += v[k];
		} else if (sscanf(p, "seat %d %31s", &a, kind) == 2) {
			char *rest = strchr(strchr(p + 5, ' ') + 1, ' ');
			if (!strcmp(kind, "hand")) {
				assert_true(ints(rest, v, 5));
				for (int r = 0; r < 5; r++) {
					assert_true(v[r] >= 0);
					res[r] += v[r];
				}
			} else if (!strcmp(kind, "dev")) {
				assert_true(ints(rest, v, 5));
				for (int k = 0; k < 5; k++)
					dev[k] += v[k];
				points[a] += v[1];
			} else if (!strcmp(kind, "knights")) {
				assert_true(ints(rest, v, 1));
				dev[0] += v[0];
			}
		} else if (sscanf(p, "vertex %31s %d %31s", name, &a, kind) == 3) {
			int x = catan_map_vertex(m, name);
			assert_true(x >= 0 && a >= 0 && a < n);
			vown[x] = a;
			if (!strcmp(kind, "city"))
				city[a]++, points[a] += 2;
			else
				settl[a]++, points[a] += 1;
		} else if (sscanf(p, "edge %31s %d", name, &a) == 2) {
			assert_true(a >= 0 && a < n);
			road[a]++;
		} else if (sscanf(p, "longest %d", &a) == 1) {
			lr = a;
		} else if (sscanf(p, "army %d", &a) == 1) {
			la = a;
		}
		p = nl + 1;
	}
	/* 95 resource cards, 19 of each kind; 25 development cards. */
	for (int r = 0; r < 5; r++)
		assert_int_equal(res[r], 19);
	assert_int_equal(dev[0], 14);
	assert_int_equal(dev[1], 5);
	assert_int_equal(dev[2], 2);
	assert_int_equal(dev[3], 2);
	assert_int_equal(dev[4], 2);
	for (int p = 0; p < n; p++) {
		assert_true(settl[p] <= 5);
		assert_true(city[p] <= 4);
		assert_true(road[p] <= 15);
	}
	/* The distance rule. */
	for (int v = 0; v < CATAN_NV; v++)
		for (int k = 0; k < m->nvadj[v] && vown[v] >= 0; k++)
			assert_int_equal(vown[m->vadj[v][k]], -1);
	if (lr >= 0)
		points[lr] += 2;
	if (la >= 0)
		points[la] += 2;
	game_status gs;
	catan_kind.status(st, &gs);
	if (gs.over) {
		assert_int_equal(gs.waiting, 0);
		assert_string_equal(gs.phase, "over");
		assert_int_equal(__builtin_popcount(gs.winners), 1);
		assert_true(points[__builtin_ctz(gs.winners)] >= 10);
	} else {
		/* 10 points end the game at once, whoever reaches them. */
		for (int p = 0; p < n; p++)
			assert_true(points[p] < 10);
		assert_true(gs.waiting != 0);
		assert_int_equal(gs.winners, 0);
	}
	free(text);
}

/* Options drawn from the seed: every option of the issue gets played. */
static size_t options(int seed, char opts[][32])
{
	static const char *const choices[][2] = {
		{ "board=random", "board=beginner" },
		{ "dev_per_turn=unlimited", "dev_per_turn=1" },
		{ "knight_steals=yes", "knight_steals=no" },
		{ "steal=optional", "steal=compulsory" },
		{ "point_trade=yes", "point_trade=no" },
		{ "setup=literal", "setup=official" },
		{ "shortage=nobody", "shortage=official" },
	};
	size_t k = 0;
	for (size_t i = 0; i < sizeof choices / sizeof choices[0]; i++)
		snprintf(opts[k++], 32, "%s", choices[i][(seed >> i) & 1]);
	return k;
}

typedef struct tally {
	size_t orders, timeouts, turns, rejected_none;
	int sevens_with_discards, knights_before_roll;
} tally;

static char *playout(int seed, int n, record *rec, tally *t)
{
	char hex[16], bhex[16], opts[8][32];
	snprintf(hex, sizeof hex, "%04x", seed);
	snprintf(bhex, sizeof bhex, "%04xb0", seed);
	dice d, bd;
	test_dice_init(&d, hex, 0);
	test_dice_init(&bd, bhex, 0);
	size_t no = options(seed, opts);
	const char *optv[8];
	for (size_t i = 0; i < no; i++)
		optv[i] = opts[i];
	game_events ev = { .a = arena_new() };
	void *st;
	es_err e;
	if (catan_kind.create(&st, n, names, optv, no, &d, &ev, &e) != ES_OK)
		fail_msg("create: %s", e.msg);
	arena_free(ev.a);
	invariants(st, n);
	game_status gs;
	catan_kind.status(st, &gs);
	unsigned last_step = gs.step;
	size_t steps = 0;
	while (!gs.over) {
		if (++steps > STEP_CAP)
			fail_msg("seed %s: no winner after %d steps", hex, STEP_CAP);
		game_events evs = { .a = arena_new() };
		uint32_t roll = dice_below(&bd, 100);
		if (roll < 2) {
			catan_kind.timeout(st, &d, &evs);
			record_add(rec, -1, NULL);
			t->timeouts++;
		} else {
			/* The first awaited seat, or now and then anybody. */
			int who = __builtin_ctz(gs.waiting);
			if (roll < 8)
				who = (int)dice_below(&bd, (uint32_t)n);
			sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
			catan_kind.bot(st, who, &bd, &orders);
			char *buf = sbuf_detach(&orders);
			if (strstr(buf, "CABALLERO") && !strcmp(gs.phase, "roll"))
				t->knights_before_roll++;
			game_lines l;
			game_lines_split(evs.a, buf, &l);
			game_reject rej;
			int rc = catan_kind.check(st, who, &l, roll & 1 ? "en" : "es", &canon, &echo, &rej);
			if (rc != ES_OK) {
				char *s = save(st);
				fail_msg("seed %s: bot orders of seat %d rejected (%d) line %zu: %s\norders:\n%s\nstate:\n%s", hex,
					who, rc, rej.index, rej.why, buf, s);
			}
			assert_true(echo.len > 0);
			/* The canonical form reads back to itself. */
			{
				sbuf c2 = SBUF_INIT, e2 = SBUF_INIT;
				char *cb = xstrdup(sbuf_str(&canon));
				game_lines gl;
				game_lines_split(evs.a, cb, &gl);
				if (catan_kind.check(st, who, &gl, "es", &c2, &e2, &rej) != ES_OK)
					fail_msg("seed %s: canon rejected: %s\n%s", hex, rej.why, sbuf_str(&canon));
				assert_string_equal(sbuf_str(&c2), sbuf_str(&canon));
				free(cb);
				sbuf_free(&c2);
				sbuf_free(&e2);
			}
			catan_kind.apply(st, who, sbuf_str(&canon), &d, &evs);
			record_add(rec, who, sbuf_str(&canon));
			t->orders++;
			free(buf);
			sbuf_free(&canon);
			sbuf_free(&echo);
		}
		for (size_t i = 0; i < evs.n; i++) {
			if (!strcmp(evs.v[i].id, "catan.ev.must_discard"))
				t->sevens_with_discards++;
			if (!strcmp(evs.v[i].id, "catan.ev.turn"))
				t->turns++;
		}
		arena_free(evs.a);
		invariants(st, n);
		game_status now;
		catan_kind.status(st, &now);
		assert_true(now.step >= last_step);
		/* A new awaited seat is a new decision point (a deadline). */
		if (!now.over && (now.waiting & ~gs.waiting))
			assert_true(now.step > last_step);
		last_step = now.step;
		gs = now;
	}
	char *final = save(st);
	catan_kind.free(st);
	return final;
}

static char *replay(int seed, int n, const record *rec)
{
	char hex[16], opts[8][32];
	snprintf(hex, sizeof hex, "%04x", seed);
	size_t no = options(seed, opts);
	const char *optv[8];
	for (size_t i = 0; i < no; i++)
		optv[i] = opts[i];
	dice d;
	test_dice_init(&d, hex, 0);
	game_events ev = { .a = arena_new() };
	void *st;
	assert_int_equal(catan_kind.create(&st, n, names, optv, no, &d, &ev, NULL), ES_OK);
	for (size_t i = 0; i < rec->n; i++) {
		if (rec->v[i].who < 0)
			catan_kind.timeout(st, &d, &ev);
		else
			catan_kind.apply(st, rec->v[i].who, rec->v[i].canon, &d, &ev);
	}
	arena_free(ev.a);
	char *final = save(st);
	catan_kind.free(st);
	return final;
}

static void test_playouts(void **state)
{
	(void)state;
	int games = TEST_SCALE(DEFAULT_GAMES);
	const char *env = getenv("PLAYOUTS");
	if (env && strtol(env, NULL, 10) > 0)
		games = (int)strtol(env, NULL, 10);
	tally t = { 0 };
	int won[5] = { 0 };
	for (int n = 3; n <= 4; n++)
		for (int g = 0; g < games; g++) {
			int seed = 1000 * n + g;
			record rec = { 0 };
			char *final = playout(seed, n, &rec, &t);
			assert_non_null(strstr(final, "\nend victory\n"));
			won[n]++;
			char *again = replay(seed, n, &rec);
			assert_string_equal(final, again);
			free(again);
			free(final);
			record_free(&rec);
		}
	printf("catan playouts: %d games for 3 and %d for 4 players, all to a winner; %zu mails, %zu timeouts, %zu turns, "
	       "%d discards owed on a 7, %d knights before the roll\n",
		won[3], won[4], t.orders, t.timeouts, t.turns, t.sevens_with_discards, t.knights_before_roll);
	assert_int_equal(won[3], games);
	assert_int_equal(won[4], games);
	assert_true(t.sevens_with_discards > 0);
	assert_true(t.knights_before_roll > 0);
}

/* ---- the words of every text, and the default of a missed deadline ---- */

static const char *const es_only[] = { "madera", "arcilla", "lana", "trigo", "poblado", "poblados", "carretera",
	"carreteras", "ciudad", "ciudades", "ladrón", "cartas", "turno", "desierto", "rojo", "azul", "blanco", "naranja",
	"juez", "toca", "puntos", "oferta", "banca", "mazo", "colocación", NULL };
static const char *const en_only[] = { "turn", "wool", "grain", "lumber", "brick", "ore", "settlement", "road",
	"city", "robber", "cards", "points", "the", "your", "wins", "player", "judge", "offer", "bank", "roll", NULL };
static const char *const plurals_es[] = { "puntos", "cartas", "carreteras", "poblados", "ciudades", "caballeros",
	"jugadores", "ofertas", NULL };
static const char *const plurals_en[] = { "points", "cards", "roads", "settlements", "cities", "knights", "players",
	"offers", NULL };
static const char *const whose_es[] = { "le toca", "debe mover", "deben descartarse", "debe descartarse", ": juega",
	"se espera", "tras el 7 de", NULL };
static const char *const whose_en[] = { "is to roll", " plays.", "must move", " places.", "must discard",
	"discards of", NULL };
static const words_vocab vocab = { es_only, en_only, plurals_es, plurals_en, whose_es, whose_en };

static const char *const over_forbidden[] = { "Gana quien", "10 points wins", "te toca", "your move", NULL };

static void test_words_and_defaults(void **state)
{
	(void)state;
	uint32_t seen = 0;
	int games = 0;
	for (int n = 3; n <= 4; n++)
		for (int g = 0; g < 4; g++, games++) {
			int seed = 9000 + n * 10 + g;
			char hex[16], bhex[16], opts[8][32];
			snprintf(hex, sizeof hex, "%04x", seed);
			snprintf(bhex, sizeof bhex, "%04xb1", seed);
			size_t no = options(seed, opts);
			const char *optv[8];
			for (size_t i = 0; i < no; i++)
				optv[i] = opts[i];
			words_playout(&catan_kind, n, names, optv, no, hex, bhex, &vocab, over_forbidden, &seen);
		}
	words_all_phases(&catan_kind, seen);
	printf("catan words: %d games checked, views, events, echoes, refusals and defaults in both languages\n", games);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_playouts),
		cmocka_unit_test(test_words_and_defaults),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
