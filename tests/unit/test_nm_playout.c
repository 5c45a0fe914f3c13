/* Random playouts of Nuevo Mundo: seeded games for 2, 3, 4 and 5 players
 * (scenarios drawn by the die) played by bot() through check() and
 * apply(), with an occasional timeout() and standing orders from seats
 * not awaited. After every order (issue 13): ships on the map and in the
 * pool make 10, no ship over 15 CQ, at most 20 CA per colour, cards in
 * all places make 40, no conflict and no cone once a turn has ended, the
 * eliminated hold nothing; save -> load -> save identical; status
 * consistent. Each game must end; replaying the recorded canonical orders
 * gives the same final state. PLAYOUTS=N games per player count (default
 * 12; `make bench` runs 200). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/game.h"
#include "games/nuevo-mundo/nm.h"
#include "tests/unit/engine_test.h"
#include "tests/test_dice.h"

#define CAP 400

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena" };

static void invariants(const void *st, int n)
{
	char *text = engine_save(&nm_kind, st);
	void *again;
	es_err e;
	if (nm_kind.load(&again, n, names, text, &e) != ES_OK)
		fail_msg("reload: %s\n%s", e.msg, text);
	char *text2 = engine_save(&nm_kind, again);
	assert_string_equal(text, text2);
	nm_kind.free(again);
	free(text2);

	int cards = 0, ships = 0, ca[5] = { 0 }, out[5] = { 0 }, held[5] = { 0 }, pieces[5] = { 0 };
	char phase[16] = "", conflict[64] = "";
	for (char *p = text; *p;) {
		char *nl = strchr(p, '\n');
		*nl = '\0';
		int a, b, c, k;
		char w[32], x[32];
		if (sscanf(p, "card %d %31s %d %31s", &a, w, &b, x) == 4) {
			cards++;
			if (sscanf(x, "%d", &k) == 1)
				held[k]++;
		} else if (sscanf(p, "ship %d %d %31s %d", &a, &b, w, &c) == 4) {
			assert_true(c >= 1 && c <= 15);
			ships++;
			pieces[b]++;
		} else if (sscanf(p, "land %31s %d %d %d", w, &a, &b, &c) == 4) {
			ca[a] += c;
			pieces[a]++;
		} else if (!strncmp(p, "out ", 4)) {
			for (char *q = p + 4; *q; q++)
				if (*q >= '0' && *q <= '9')
					out[*q - '0'] = 1;
		} else if (sscanf(p, "phase %15s", phase) == 1) {
		} else if (!strncmp(p, "conflict ", 9)) {
			snprintf(conflict, sizeof conflict, "%s", p + 9);
		} else if (!strncmp(p, "cone ", 5)) {
			assert_string_not_equal(phase, "turn-start");
		}
		p = nl + 1;
	}
	assert_int_equal(cards, 40);
	assert_true(ships <= 10);
	for (int i = 0; i < n; i++) {
		assert_true(ca[i] <= 20);
		if (out[i]) {
			assert_int_equal(held[i], 0);
			assert_int_equal(pieces[i], 0);
		}
	}
	/* A turn's program runs whole in one apply unless a retreat question
	 * pauses it: in phase turn no conflict is left over. */
	if (!strcmp(phase, "turn") || !strcmp(phase, "entry") || !strcmp(phase, "over"))
		assert_string_equal(conflict, "-");
	if (strcmp(phase, "answer"))
		assert_null(strstr(text, "\ncone "));
	game_status gs;
	nm_kind.status(st, &gs);
	if (gs.over) {
		assert_int_equal(gs.waiting, 0);
		assert_true(gs.winners != 0);
	} else {
		assert_int_equal(__builtin_popcount(gs.waiting), 1);
		assert_false(out[__builtin_ctz(gs.waiting)]);
	}
	free(text);
}

/* The options of game `seed`: odd seeds are new games (the pinned
 * options, as the core gives them), even ones games made before. */
static size_t game_opts(int seed, char *cap, size_t capn, const char **opts)
{
	size_t n = 0;
	snprintf(cap, capn, "max_turns=%d", CAP);
	opts[n++] = cap;
	for (const game_pin *g = nm_kind.pinned; (seed & 1) && g->opt; g++)
		opts[n++] = g->opt;
	return n;
}

static char *playout(int seed, int n, record *rec)
{
	char hex[8], bhex[24], opt[32];
	snprintf(hex, sizeof hex, "%02x", seed & 0xff);
	snprintf(bhex, sizeof bhex, "%02xb%d", seed & 0xff, n);
	dice d, bd;
	test_dice_init(&d, hex, 0);
	test_dice_init(&bd, bhex, 0);
	const char *opts[8];
	size_t nopts = game_opts(seed, opt, sizeof opt, opts);
	game_events ev = { .a = arena_new() };
	void *st;
	es_err e;
	assert_int_equal(nm_kind.create(&st, n, names, opts, nopts, &d, &ev, &e), ES_OK);
	arena_free(ev.a);
	invariants(st, n);
	game_status gs;
	nm_kind.status(st, &gs);
	while (!gs.over) {
		game_events evs = { .a = arena_new() };
		int who = __builtin_ctz(gs.waiting);
		uint32_t roll = dice_below(&bd, 100);
		if (roll < 3) {
			nm_kind.timeout(st, &d, &evs);
			record_add(rec, -1, NULL);
		} else {
			int sender = roll < 6 ? (int)dice_below(&bd, (uint32_t)n) : who;
			sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
			nm_kind.bot(st, sender, &bd, &orders);
			game_lines l;
			game_lines_split(evs.a, sbuf_str(&orders), &l);
			game_reject rej;
			int rc = l.n ? nm_kind.check(st, sender, &l, roll & 1 ? "en" : "es", &canon, &echo, &rej) : ES_OK;
			if (sender != who && rc == ES_EOUTOFTURN) {
				/* A bot mail of a seat not awaited: out of turn. */
			} else if (rc != ES_OK) {
				char *s = engine_save(&nm_kind, st);
				fail_msg("seed %s: bot orders of %d rejected (%d) line %zu: %s\n%s\nstate:\n%s", hex, sender, rc,
					rej.index, rej.why, sbuf_str(&orders), s);
			} else if (l.n) {
				nm_kind.apply(st, sender, sbuf_str(&canon), &d, &evs);
				record_add(rec, sender, sbuf_str(&canon));
			}
			sbuf_free(&orders);
			sbuf_free(&canon);
			sbuf_free(&echo);
		}
		arena_free(evs.a);
		invariants(st, n);
		game_status now;
		nm_kind.status(st, &now);
		assert_true(now.step >= gs.step);
		gs = now;
	}
	char *final = engine_save(&nm_kind, st);
	nm_kind.free(st);
	return final;
}

static char *replay(int seed, int n, const record *rec)
{
	char hex[8], opt[32];
	snprintf(hex, sizeof hex, "%02x", seed & 0xff);
	const char *opts[8];
	size_t nopts = game_opts(seed, opt, sizeof opt, opts);
	return engine_replay(&nm_kind, hex, opts, nopts, n, names, rec);
}

static void test_playouts(void **state)
{
	(void)state;
	const char *env = getenv("PLAYOUTS");
	int games = env ? atoi(env) : 12;
	/* stall: only new games (odd seeds) have stall_rounds */
	static const char *const ends[] = { "points", "kinds", "survival", "cap", "stall" };
	int count[5] = { 0 }, stalled_old = 0;
	for (int n = 2; n <= 5; n++)
		for (int g = 0; g < games; g++) {
			int seed = 1 + g + 37 * n;
			record rec = { 0 };
			char *final = playout(seed, n, &rec);
			int found = 0;
			for (int k = 0; k < 5; k++) {
				char want[32];
				snprintf(want, sizeof want, "\nend %s\n", ends[k]);
				if (strstr(final, want))
					count[k]++, found = 1, stalled_old += k == 4 && !(seed & 1);
			}
			assert_true(found);
			if (getenv("NM_DEBUG") && strstr(final, "\nend cap\n"))
				fprintf(stderr, "%s\n", final);
			char *again = replay(seed, n, &rec);
			assert_string_equal(final, again);
			free(again);
			free(final);
			record_free(&rec);
		}
	printf("nuevo-mundo playouts: %d games per count 2-5: %d by points, %d by kinds, %d by survival, %d at the "
	       "turn cap, %d stopped tables (stall_rounds)\n",
		games, count[0], count[1], count[2], count[3], count[4]);
	assert_int_equal(stalled_old, 0);
	/* Games end by a victory, not by the cap. */
	assert_true(count[3] * 10 <= 4 * games);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_playouts),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
