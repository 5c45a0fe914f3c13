/* Random playouts of La reconquista: 200 seeded games (3 to 6 players)
 * played by bot() through check() and apply(), with an occasional
 * timeout(). After every order: troops conserved, every card with exactly
 * one seat still playing, no negative troops, losers without cards,
 * save -> load -> save identical, status consistent. Each game must end;
 * replaying the recorded canonical orders gives the same final state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/game.h"
#include "games/reconquista/reco.h"
#include "games/reconquista/reco_map.h"
#include "tests/unit/engine_test.h"

#define GAMES 200
#define CAP 2000

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena", "fede" };
static const int troops_each[] = { 0, 0, 0, 40, 30, 25, 20 };

static char *save(const void *st)
{
	sbuf b = SBUF_INIT;
	reco_kind.save(st, &b);
	return sbuf_detach(&b);
}

/* Invariants read from the saved state, which must reload identically. */
static void invariants(const void *st, int n)
{
	char *text = save(st);
	void *again;
	es_err e;
	if (reco_kind.load(&again, n, names, text, &e) != ES_OK)
		fail_msg("reload: %s", e.msg);
	char *text2 = save(again);
	assert_string_equal(text, text2);
	reco_kind.free(again);
	free(text2);

	int owner_cards[6] = { 0 }, out[6] = { 0 }, left = 0, total = 0, provs = 0;
	for (char *p = text; *p;) {
		char *nl = strchr(p, '\n');
		*nl = '\0';
		char id[32];
		int a, b;
		if (sscanf(p, "prov %31s %d %d", id, &a, &b) == 3) {
			assert_true(a >= 0 && a < n);
			assert_true(b >= 0);
			owner_cards[a]++;
			total += b;
			provs++;
		} else if (sscanf(p, "seat %d left %d", &a, &b) == 2) {
			assert_true(b >= 0);
			left += b;
		} else if (sscanf(p, "seat %d out %d", &a, &b) == 2) {
			out[a] = b;
		}
		p = nl + 1;
	}
	assert_int_equal(provs, RECO_NPROV);
	/* Troops never appear or vanish: on the board or still to place. */
	assert_int_equal(total + left, n * troops_each[n]);
	for (int i = 0; i < n; i++)
		if (out[i])
			assert_int_equal(owner_cards[i], 0);
		else
			assert_true(owner_cards[i] > 0);
	game_status gs;
	reco_kind.status(st, &gs);
	if (gs.over) {
		assert_int_equal(gs.waiting, 0);
		assert_string_equal(gs.phase, "over");
		assert_true(gs.winners != 0);
	} else {
		assert_int_equal(__builtin_popcount(gs.waiting), 1);
		assert_false(out[__builtin_ctz(gs.waiting)]);
		assert_int_equal(gs.winners, 0);
	}
	free(text);
}

/* Plays one game; returns its end ("victory", "draw27", "cap", ...). */
static char *playout(int seed, int n, record *rec)
{
	char hex[8], bhex[8];
	snprintf(hex, sizeof hex, "%02x", seed);
	snprintf(bhex, sizeof bhex, "%02xb0", seed);
	dice d, bd;
	dice_init_hex(&d, hex, 0, NULL);
	dice_init_hex(&bd, bhex, 0, NULL);
	char opt[32];
	snprintf(opt, sizeof opt, "max_turns=%d", CAP);
	const char *opts[] = { opt };
	game_events ev = { .a = arena_new() };
	void *st;
	es_err e;
	assert_int_equal(reco_kind.create(&st, n, names, opts, 1, &d, &ev, &e), ES_OK);
	arena_free(ev.a);
	invariants(st, n);
	game_status gs;
	reco_kind.status(st, &gs);
	unsigned last_step = gs.step;
	while (!gs.over) {
		game_events evs = { .a = arena_new() };
		int who = __builtin_ctz(gs.waiting);
		uint32_t roll = dice_below(&bd, 100);
		if (roll < 3) {
			reco_kind.timeout(st, &d, &evs);
			record_add(rec, -1, NULL);
		} else {
			/* Now and then a seat not awaited sends a standing order. */
			int sender = roll < 5 ? (int)dice_below(&bd, (uint32_t)n) : who;
			sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
			reco_kind.bot(st, sender, &bd, &orders);
			char *buf = sbuf_detach(&orders);
			game_lines l;
			game_lines_split(evs.a, buf, &l);
			game_reject rej;
			int rc = reco_kind.check(st, sender, &l, roll & 1 ? "en" : "es", &canon, &echo, &rej);
			if (rc != ES_OK) {
				char *s = save(st);
				fail_msg("seed %s: bot orders rejected (%d) line %zu: %s\nstate:\n%s", hex, rc, rej.index,
					rej.why, s);
			}
			assert_true(echo.len > 0);
			reco_kind.apply(st, sender, sbuf_str(&canon), &d, &evs);
			record_add(rec, sender, sbuf_str(&canon));
			free(buf);
			sbuf_free(&canon);
			sbuf_free(&echo);
		}
		arena_free(evs.a);
		invariants(st, n);
		game_status now;
		reco_kind.status(st, &now);
		/* A decision taken by the awaited seat opens a new one. */
		if (!now.over && (now.waiting != gs.waiting || strcmp(now.phase, gs.phase)))
			assert_true(now.step > last_step);
		assert_true(now.step >= last_step);
		last_step = now.step;
		gs = now;
	}
	char *final = save(st);
	reco_kind.free(st);
	return final;
}

static char *replay(int seed, int n, const record *rec)
{
	char hex[8], opt[32];
	snprintf(hex, sizeof hex, "%02x", seed);
	snprintf(opt, sizeof opt, "max_turns=%d", CAP);
	const char *opts[] = { opt };
	dice d;
	dice_init_hex(&d, hex, 0, NULL);
	game_events ev = { .a = arena_new() };
	void *st;
	assert_int_equal(reco_kind.create(&st, n, names, opts, 1, &d, &ev, NULL), ES_OK);
	for (size_t i = 0; i < rec->n; i++) {
		if (rec->v[i].who < 0)
			reco_kind.timeout(st, &d, &ev);
		else
			reco_kind.apply(st, rec->v[i].who, rec->v[i].canon, &d, &ev);
	}
	arena_free(ev.a);
	char *final = save(st);
	reco_kind.free(st);
	return final;
}

static void test_playouts(void **state)
{
	(void)state;
	int victory = 0, draw27 = 0, cap = 0, other = 0;
	size_t orders = 0;
	for (int seed = 1; seed <= GAMES; seed++) {
		int n = 3 + (seed - 1) % 4;
		record rec = { 0 };
		char *final = playout(seed, n, &rec);
		orders += rec.n;
		if (strstr(final, "\nend victory\n"))
			victory++;
		else if (strstr(final, "\nend draw27\n"))
			draw27++;
		else if (strstr(final, "\nend cap\n"))
			cap++;
		else
			other++;
		/* Determinism: the recorded canonical orders rebuild the game. */
		char *again = replay(seed, n, &rec);
		assert_string_equal(final, again);
		free(again);
		free(final);
		record_free(&rec);
	}
	printf("reconquista playouts: %d games, %zu orders: %d victories (rule 25), %d draws (rule 27), %d at the "
	       "turn cap\n",
		GAMES, orders, victory, draw27, cap);
	assert_int_equal(other, 0);
	assert_int_equal(victory + draw27 + cap, GAMES);
	assert_true(cap * 10 < GAMES);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_playouts),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
