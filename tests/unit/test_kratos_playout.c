/* Seeded Κρατος playouts driven by the bot, with 9 players and with
 * seats=3 (the other six colours the engine's bot), to a victory (rule
 * 70) on the seeds of `make check`, to an end or a turn cap on more seeds
 * under `make bench` (PLAYOUTS=N: about one game in seven ends in a
 * victory, 27 and 28 of 200; the rest at the cap once famine stops every
 * colour, or with no seat left), checking after every mail what the rules
 * keep true: gold 90,000 in all (rule 6), depots within 500 (43) and never
 * negative, at most 25 playable pieces, 5 producers and 10 mines an island
 * (32, 43), no two pieces on a sea cell unless carried (27), a loadable
 * state that saves back byte for byte. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/kratos/kr_int.h"
#include "games/kratos/kratos.h"
#include "tests/unit/engine_test.h"

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema", "hugo", "ines" };

static void invariants(const kr_state *s)
{
	long gold = 0;
	for (int c = 0; c < KR_COLOURS; c++) {
		assert_true(s->gold[c] >= 0);
		gold += s->gold[c];
	}
	assert_int_equal(gold, KR_GOLD_TOTAL);
	for (int i = 0; i < KR_NISLAND; i++) {
		for (int g = 0; g < KR_NGOODS; g++) {
			assert_true(s->depot[i][g] >= 0);
			if (g != KR_STEEL)
				assert_true(s->depot[i][g] <= KR_DEPOT_MAX);
		}
		assert_true(kr_island_count(s, i, 0) <= KR_ISLAND_PIECES);
		assert_true(kr_island_count(s, i, 1) <= KR_ISLAND_PRODUCERS);
		assert_true(kr_island_count(s, i, 2) <= KR_ISLAND_MINES);
	}
	static unsigned char seen[KR_NCELL];
	memset(seen, 0, sizeof seen);
	for (int i = 0; i < s->np; i++) {
		const kr_piece *p = &s->p[i];
		if (p->type < 0 || p->carrier >= 0 || p->place < 0)
			continue;
		assert_int_equal(s->board.at[p->place], -1);
		assert_int_equal(seen[p->place]++, 0);
	}
}

static void save_load(const kr_state *s)
{
	char *a = engine_save(&kratos_kind, s);
	/* The core stores the lines sorted ("piece" before "pieces"). */
	sbuf sorted = SBUF_INIT;
	sbuf_puts(&sorted, a);
	sbuf_sort_lines(&sorted);
	void *t;
	es_err e;
	if (kratos_kind.load(&t, s->n, names, sbuf_str(&sorted), &e) != ES_OK)
		fail_msg("load: %s", e.msg);
	char *b = engine_save(&kratos_kind, t);
	assert_string_equal(a, b);
	sbuf_free(&sorted);
	free(a);
	free(b);
	kratos_kind.free(t);
}

static int last_end; /* how the last playout ended (enum kr_end) */

/* Plays to the end; returns the turns played. */
static unsigned playout(int n, const char *opts, const char *seed, int with_timeouts)
{
	void *st;
	es_err e;
	dice d;
	dice_init_hex(&d, seed, 0, NULL);
	game_events ev;
	evs_init(&ev);
	const char *o[] = { opts };
	if (kratos_kind.create(&st, n, names, o, opts ? 1 : 0, &d, &ev, &e) != ES_OK)
		fail_msg("create: %s", e.msg);
	kr_state *s = st;
	dice bd;
	dice_init_hex(&bd, seed, 1u << 20, NULL);
	for (int mails = 0; mails < 20000; mails++) {
		game_status gs = engine_status(&kratos_kind, st);
		if (gs.over)
			break;
		if (!gs.waiting || (with_timeouts && dice_below(&bd, 12) == 0)) {
			kratos_kind.timeout(st, &d, &ev);
		} else {
			int who = __builtin_ctz(gs.waiting);
			sbuf orders = SBUF_INIT;
			kratos_kind.bot(st, who, &bd, &orders);
			if (orders.len == 0)
				sbuf_puts(&orders, "ACABAR\n");
			sbuf canon = SBUF_INIT;
			game_reject rej;
			int rc = engine_check(&kratos_kind, st, who, sbuf_str(&orders), "es", &rej, &canon, NULL);
			if (rc != ES_OK)
				fail_msg("bot mail refused (line %zu: %s):\n%s", rej.index, rej.why, sbuf_str(&orders));
			kratos_kind.apply(st, who, sbuf_str(&canon), &d, &ev);
			sbuf_free(&canon);
			sbuf_free(&orders);
		}
		invariants(s);
		/* Issue 14's "everything that happened since the reader's last
		 * turn": every board event goes to every seat, so each seat's
		 * mails of the batches between its turns carry all of it; only
		 * gold (rule 6) and a void line of one's own are private. */
		for (size_t k = 0; k < ev.n; k++)
			if (ev.v[k].audience != GAME_ALL && strcmp(ev.v[k].id, "kratos.ev.gold") &&
				strcmp(ev.v[k].id, "kratos.ev.void"))
				fail_msg("%s told to %x only", ev.v[k].id, ev.v[k].audience);
		if (mails % 25 == 0)
			save_load(s);
		arena_free(ev.a);
		evs_init(&ev);
	}
	game_status gs = engine_status(&kratos_kind, st);
	assert_true(gs.over);
	unsigned turns = s->turn;
	last_end = s->end;
	arena_free(ev.a);
	kratos_kind.free(st);
	return turns;
}

/* Rule 70 by the bot: 9 players, and seats=3 (six colours the engine's),
 * play to a victory, not to the turn cap. */
static void test_playout_nine(void **state)
{
	(void)state;
	playout(9, "max_turns=200", "0000000000000000000000000000000000000000000000000000000000005003", 0);
	assert_int_equal(last_end, KR_END_VICTORY);
}

static void test_playout_seats_3(void **state)
{
	(void)state;
	playout(3, "max_turns=200", "0000000000000000000000000000000000000000000000000000000000005003", 0);
	assert_int_equal(last_end, KR_END_VICTORY);
}

static void test_playout_timeouts(void **state)
{
	(void)state;
	playout(5, "max_turns=80", "00000000000000000000000000000000000000000000000000000000000000c3", 1);
}

/* More games (make bench: PLAYOUTS=N): N seeds each with 9 and with 3
 * seats, how many end in a victory and in how many turns. */
static void test_playout_many(void **state)
{
	(void)state;
	const char *env = getenv("PLAYOUTS");
	int n = env ? atoi(env) : 0;
	for (int seats = 9; seats >= 3 && n > 0; seats -= 6) {
		int wins = 0;
		unsigned turns = 0;
		for (int k = 0; k < n; k++) {
			char seed[65];
			snprintf(seed, sizeof seed, "%064x", 0x5000 + k);
			unsigned t = playout(seats, "max_turns=300", seed, 0);
			if (last_end == KR_END_VICTORY)
				wins++, turns += t;
			if (getenv("KR_DEBUG"))
				printf("  %s: %s at turn %u\n", seed, kr_end_names[last_end], t);
		}
		printf("kratos playouts: %d seats, %d games, %d victories, %u turns on average to win\n", seats, n, wins,
			wins ? turns / (unsigned)wins : 0);
	}
}

/* Sorted save of st, and loaded back; extra: a line added before sorting. */
static void *reload(const void *st, const char *extra, char **text)
{
	sbuf sorted = SBUF_INIT;
	kratos_kind.save(st, &sorted);
	sbuf_puts(&sorted, extra);
	sbuf_sort_lines(&sorted);
	void *t;
	es_err e;
	if (kratos_kind.load(&t, 3, names, sbuf_str(&sorted), &e) != ES_OK)
		fail_msg("load: %s", e.msg);
	*text = xstrdup(sbuf_str(&sorted));
	sbuf_free(&sorted);
	return t;
}

/* Rule 1 with option seats: the bot plays the colours without a seat inside the engine, so the
 * game keeps the bot version it was created with (RULES-NOTES.md). A state saved with
 * "bot-version 1", the same state without the fact (earlier releases), and the game itself go on
 * identically (bot turns played by deadlines, with the same dice); a version this release does not
 * have is refused, at creation and at load. */
static void test_rule_1_bot_version_replayed_identically(void **state)
{
	(void)state;
	void *st;
	es_err e;
	dice d;
	dice_init_hex(&d, "b07", 0, NULL);
	const char *opts[] = { "seats=3", "max_turns=80", "bot=1" };
	assert_int_equal(kratos_kind.create(&st, 3, names, opts, 3, &d, NULL, &e), ES_OK);
	assert_int_equal(((kr_state *)st)->bot_version, 1);
	for (int k = 0; k < 6; k++)
		kratos_kind.timeout(st, &d, NULL);
	char *plain, *marked;
	void *a = reload(st, "", &plain), *b = reload(st, "bot-version 1\n", &marked);
	assert_null(strstr(plain, "bot-version")); /* version 1 saves as before versions existed */
	assert_non_null(strstr(marked, "bot-version 1"));
	assert_int_equal(((kr_state *)a)->bot_version, 1);
	assert_int_equal(((kr_state *)b)->bot_version, 1);
	dice da = d, db = d;
	unsigned turn0 = ((kr_state *)st)->turn;
	for (int k = 0; k < 12; k++) {
		kratos_kind.timeout(st, &d, NULL);
		kratos_kind.timeout(a, &da, NULL);
		kratos_kind.timeout(b, &db, NULL);
		char *s0 = engine_save(&kratos_kind, st), *s1 = engine_save(&kratos_kind, a),
		     *s2 = engine_save(&kratos_kind, b);
		assert_string_equal(s0, s1);
		assert_string_equal(s0, s2);
		assert_int_equal(d.pos, db.pos);
		free(s0);
		free(s1);
		free(s2);
	}
	assert_true(((kr_state *)b)->turn > turn0 + 12); /* the bot colours played in between */
	char *bad = xmalloc(strlen(marked) + 1);
	strcpy(bad, marked);
	bad[strstr(bad, "bot-version 1") - bad + 12] = '2';
	void *t;
	assert_int_not_equal(kratos_kind.load(&t, 3, names, bad, &e), ES_OK);
	assert_non_null(strstr(e.msg, "bot version"));
	const char *two[] = { "seats=3", "bot=2" }, *zero[] = { "seats=3", "bot=0" };
	assert_int_not_equal(kratos_kind.create(&t, 3, names, two, 2, &d, NULL, &e), ES_OK);
	assert_int_not_equal(kratos_kind.create(&t, 3, names, zero, 2, &d, NULL, &e), ES_OK);
	free(bad);
	free(plain);
	free(marked);
	kratos_kind.free(a);
	kratos_kind.free(b);
	kratos_kind.free(st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rule_1_bot_version_replayed_identically),
		cmocka_unit_test(test_playout_nine),
		cmocka_unit_test(test_playout_seats_3),
		cmocka_unit_test(test_playout_timeouts),
		cmocka_unit_test(test_playout_many),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
