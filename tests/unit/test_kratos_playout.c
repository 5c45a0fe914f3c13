/* Seeded Κρατος playouts driven by the bot, with 9 players and with
 * seats=3 (the other six colours the engine's bot), to a victory (rule
 * 70) on the seeds of `make check`, to an end on more seeds under `make
 * bench` (tests/bench/kratos.sh: PLAYOUTS=N games of each, how they end
 * and the median turn), checking after every mail what the rules
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

#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"
#include "games/kratos/kr_int.h"
#include "games/kratos/kratos.h"
#include "tests/unit/engine_test.h"
#include "tests/test_dice.h"

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

static int tracing; /* KR_TRACE: test_playout_many prints the colours left at each end */
static int last_end; /* how the last playout ended (enum kr_end) */
/* It ended as a table dead for ever (kratos.ev.dead_at_once), with no
 * seat left (kratos.ev.no_seat_left). */
static int last_at_once, last_no_seat;
/* Rule 7's fair start, in the last playout: colours that lost their
 * capital before their first turn, and in the first round. */
static int lost_unplayed, lost_round1, lost_one_turn;

/* The colour an event names: "who" is its label ("5 negro (ana)", kr_label:
 * the colour's number first). */
static int colour_of(const game_event *e)
{
	for (int k = 0; e->vars[k]; k += 2)
		if (!strcmp(e->vars[k], "who_es")) {
			int c = atoi(e->vars[k + 1]) - 1;
			return c >= 0 && c < KR_COLOURS ? c : -1;
		}
	return -1;
}

static void starts_seen(const kr_state *s, const game_events *ev, int *played)
{
	for (size_t k = 0; k < ev->n; k++) {
		const game_event *e = &ev->v[k];
		/* A play-out's turns are not told (and long past the start). */
		if (!strcmp(e->id, "kratos.ev.play_out"))
			return;
		int c = colour_of(e);
		if (c < 0)
			continue;
		if (!strcmp(e->id, "kratos.ev.turn") || !strcmp(e->id, "kratos.ev.turn_famine"))
			played[c]++;
		if (!strcmp(e->id, "kratos.ev.eliminated")) {
			lost_unplayed += !played[c];
			lost_one_turn += played[c] == 1;
			lost_round1 += s->turn <= KR_COLOURS;
		}
	}
}

/* Gold (rule 6) and a void line of one's own are told to their seats only. */
static int private_event(const char *id)
{
	return !strncmp(id, "kratos.ev.gold", 14) || !strcmp(id, "kratos.ev.void");
}

/* Who learns of event k: its audience and that of its "you" twins (the
 * events after it named after it), or 0 for a twin itself. */
static uint32_t told_to(const game_events *ev, size_t k)
{
	const char *id = ev->v[k].id;
	size_t n = strlen(id);
	if (strstr(id, "_you"))
		return GAME_ALL;
	uint32_t a = ev->v[k].audience;
	for (size_t j = k + 1; j < ev->n && !strncmp(ev->v[j].id, id, n) && strstr(ev->v[j].id, "_you"); j++)
		a |= ev->v[j].audience;
	return a;
}

/* Plays to the end (opts: options by spaces); returns the turns played. */
static unsigned playout(int n, const char *opts, const char *seed, int with_timeouts)
{
	void *st;
	es_err e;
	dice d;
	test_dice_init(&d, seed, 0);
	game_events ev;
	evs_init(&ev);
	char buf[128], *o[8], *save = NULL;
	size_t no = 0;
	snprintf(buf, sizeof buf, "%s", opts ? opts : "");
	for (char *w = strtok_r(buf, " ", &save); w && no < 8; w = strtok_r(NULL, " ", &save))
		o[no++] = w;
	if (kratos_kind.create(&st, n, names, (const char *const *)o, no, &d, &ev, &e) != ES_OK)
		fail_msg("create: %s", e.msg);
	kr_state *s = st;
	dice bd;
	test_dice_init(&bd, seed, 1u << 20);
	int played[KR_COLOURS] = { 0 };
	lost_unplayed = lost_round1 = lost_one_turn = last_at_once = last_no_seat = 0;
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
		starts_seen(s, &ev, played);
		for (size_t k = 0; k < ev.n; k++) {
			last_at_once |= !strcmp(ev.v[k].id, "kratos.ev.dead_at_once");
			last_no_seat |= !strcmp(ev.v[k].id, "kratos.ev.no_seat_left") || !strcmp(ev.v[k].id, "kratos.ev.play_out");
		}
		/* Issue 14's "everything that happened since the reader's last
		 * turn": every board event goes to every seat, so each seat's
		 * mails of the batches between its turns carry all of it; only
		 * gold (rule 6) and a void line of one's own are private. */
		for (size_t k = 0; k < ev.n; k++)
			if (ev.v[k].audience != GAME_ALL && !private_event(ev.v[k].id) &&
				told_to(&ev, k) != GAME_ALL)
				fail_msg("%s told to %x only", ev.v[k].id, told_to(&ev, k));
		if (mails % 25 == 0)
			save_load(s);
		arena_free(ev.a);
		evs_init(&ev);
	}
	game_status gs = engine_status(&kratos_kind, st);
	assert_true(gs.over);
	for (int c = 0; tracing && c < KR_COLOURS; c++) {
		if (s->flag[c] < 0)
			continue;
		int war = 0, mer = 0, bread = 0;
		for (int i = 0; i < s->np; i++)
			if (s->p[i].type >= 0 && s->p[i].owner == c) {
				war += kr_piece_rules[s->p[i].type].cls == KR_WAR;
				mer += s->p[i].type == KR_MERCHANT;
			}
		for (int i = 0; i < KR_NISLAND; i++)
			bread += s->owner[i] == c ? s->depot[i][KR_BREAD] : 0;
		printf("  end %s, turn %u: colour %d needs %d bread, has %d (capital %d), %d islands, %d war pieces, "
		       "%d merchants, gasoline %d\n",
			kr_end_names[s->end], s->turn, c, kr_bread_need(s, c), bread, s->depot[s->flag[c]][KR_BREAD],
			kr_islands_of(s, c), war, mer, s->depot[s->flag[c]][KR_GAS]);
	}
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

static int cmp_unsigned(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	return x < y ? -1 : x > y;
}

/* More games (make bench, tests/bench/kratos.sh: PLAYOUTS=N, KR_BOT=V,
 * KR_SEATS=9,3): N seeds each with 9 and with 3 seats, how each ended and
 * the median turn of the end. */
static void test_playout_many(void **state)
{
	(void)state;
	const char *env = getenv("PLAYOUTS"), *bot = getenv("KR_BOT"), *only = getenv("KR_SEATS");
	int n = env ? atoi(env) : 0;
	tracing = getenv("KR_TRACE") != NULL;
	char opts[64];
	snprintf(opts, sizeof opts, "max_turns=1000 famine_rounds=%d bot=%s", KR_FAMINE_ROUNDS, bot ? bot : "4");
	for (int seats = 9; seats >= 3 && n > 0; seats -= 6) {
		char w[4];
		snprintf(w, sizeof w, "%d", seats);
		if (only && !strstr(only, w))
			continue;
		int ends[KR_END_N] = { 0 }, unplayed = 0, round1 = 0, games_unfair = 0, one = 0, at_once = 0, no_seat = 0;
		int after[KR_END_N] = { 0 }; /* how the games with no seat left ended */
		unsigned *turns = xcalloc((size_t)n, sizeof *turns);
		for (int k = 0; k < n; k++) {
			char seed[65];
			snprintf(seed, sizeof seed, "%064x", 0x5000 + k);
			turns[k] = playout(seats, opts, seed, 0);
			ends[last_end]++;
			at_once += last_at_once;
			no_seat += last_no_seat;
			after[last_end] += last_no_seat;
			unplayed += lost_unplayed;
			round1 += lost_round1;
			one += lost_one_turn;
			games_unfair += lost_unplayed > 0;
			if (getenv("KR_DEBUG"))
				printf("  %s: %s at turn %u\n", seed, kr_end_names[last_end], turns[k]);
		}
		qsort(turns, (size_t)n, sizeof *turns, cmp_unsigned);
		const char *v = bot ? bot : "4";
		printf("kratos playouts (bot %s): %d seats, %d games: victory %d (%d %%; %d by an engine colour after no seat "
		       "was left), dead table %d (%d %%; %d of them at once), no seat left %d (%d %%: %d ended there, %d "
		       "played out), turn cap %d; median turn %u\n",
			v, seats, n, ends[KR_END_VICTORY], 100 * ends[KR_END_VICTORY] / n, after[KR_END_VICTORY],
			ends[KR_END_DEAD], 100 * ends[KR_END_DEAD] / n, at_once, no_seat, 100 * no_seat / n, after[KR_END_CAP],
			no_seat - after[KR_END_CAP], ends[KR_END_CAP] - after[KR_END_CAP], turns[n / 2]);
		/* One line a run for tests/bench/kratos.sh's table. */
		printf("kratos-row %s %d %d %d %d %d %d %d %d %u\n", v, seats, n, ends[KR_END_VICTORY], after[KR_END_VICTORY],
			ends[KR_END_DEAD], no_seat, after[KR_END_CAP], ends[KR_END_CAP] - after[KR_END_CAP], turns[n / 2]);
		printf("kratos fair starts (bot %s): %d seats, %d games: %d capitals lost before their owner's first turn "
		       "(in %d games), %d after one turn, %d in the first round\n",
			v, seats, n, unplayed, games_unfair, one, round1);
		free(turns);
	}
}

/* Rule 7's fair start and rules 17-18's end, by the bot of new games
 * (version 4, which opens as versions 2 and 3 did): in 9-seat and seats=3 games no capital falls in the first
 * round or after its owner's only turn (version 1 lost about two a game
 * there: its colours sailed at the least defended capital from the first
 * turn, eight of them before the last colour played), and every game
 * ends, by a victory or a dead table (with no seat left too: rule 70),
 * long before the turn cap. */
static void test_rules_7_17_18_fair_start_and_an_end(void **state)
{
	(void)state;
	for (int k = 0; k < TEST_SCALE(3); k++)
		for (int seats = 9; seats >= 3; seats -= 6) {
			char seed[65];
			snprintf(seed, sizeof seed, "%064x", 0x7000 + k);
			unsigned t = playout(seats, "max_turns=1000 bot=4", seed, 0);
			if (lost_round1 || lost_one_turn)
				fail_msg("seed %s, %d seats: %d capitals lost in the first round, %d after one turn", seed, seats,
					lost_round1, lost_one_turn);
			assert_true(last_end == KR_END_VICTORY || last_end == KR_END_DEAD);
			assert_true(t < 1000);
		}
}

static void *reload(const void *st, const char *extra, char **text);

static int count_ev(const game_events *ev, const char *id, uint32_t *audience)
{
	int n = 0;
	for (size_t k = 0; k < ev->n; k++)
		if (!strcmp(ev->v[k].id, id)) {
			n++;
			if (audience)
				*audience = ev->v[k].audience;
		}
	return n;
}

/* A game of 3 seats after the placement, with no bread and no wheat left
 * anywhere: every turn from now on begins in famine (rules 17-18). */
static void *starving(const char *const *opts, size_t nopts, dice *d)
{
	void *st;
	es_err e;
	if (kratos_kind.create(&st, 3, names, opts, nopts, d, NULL, &e) != ES_OK)
		fail_msg("create: %s", e.msg);
	kratos_kind.timeout(st, d, NULL); /* the default placement; the first turns */
	kr_state *s = st;
	for (int i = 0; i < KR_NISLAND; i++)
		s->depot[i][KR_BREAD] = s->depot[i][KR_WHEAT] = 0;
	return st;
}

/* Rules 17-18: famine leaves only selling and passing, and nothing brings
 * bread to a colour nobody feeds, so a table where every turn of
 * famine_rounds whole rounds began in famine is dead: the game ends as a
 * draw among the seats still in, told to all. Version 2 games get it by
 * default (KR_FAMINE_ROUNDS); a game of version 1 without the option
 * (every game of earlier releases) never ends that way, so its replay
 * ends no earlier than it did. */
static void test_rules_17_18_dead_table_ends_as_a_draw(void **state)
{
	(void)state;
	dice d;
	test_dice_init(&d, "dead", 0);
	const char *one[] = { "seats=3", "bot=2", "famine_rounds=1" };
	kr_state *s = starving(one, 3, &d);
	assert_int_equal(s->famine_rounds, 1);
	game_events ev;
	evs_init(&ev);
	while (s->phase == KR_PH_TURN && s->turn < 100)
		kratos_kind.timeout(s, &d, &ev);
	assert_int_equal(s->phase, KR_PH_OVER);
	assert_int_equal(s->end, KR_END_DEAD);
	assert_int_equal(s->winners, 7u); /* the three seats, none out */
	uint32_t to = 0;
	assert_int_equal(count_ev(&ev, "kratos.ev.dead_table", &to), 1);
	assert_int_equal(to, GAME_ALL);
	/* One round of nine colours: the ninth turn in famine is not played. */
	assert_int_equal(count_ev(&ev, "kratos.ev.turn_famine", NULL), KR_COLOURS - 1);
	game_status gs = engine_status(&kratos_kind, s);
	assert_true(gs.over);
	assert_string_equal(gs.end, "dead");
	char *text = engine_save(&kratos_kind, s);
	assert_non_null(strstr(text, "famine-rounds 1\n"));
	char *back;
	void *t = reload(s, "", &back);
	char *again = engine_save(&kratos_kind, t);
	assert_string_equal(text, again);
	free(again);
	free(back);
	free(text);
	kratos_kind.free(t);
	arena_free(ev.a);
	kratos_kind.free(s);

	/* The defaults: version 2 on, version 1 off and saved as before. */
	const char *v2[] = { "seats=3", "bot=2" }, *v1[] = { "seats=3", "bot=1" };
	s = starving(v2, 2, &d);
	assert_int_equal(s->famine_rounds, KR_FAMINE_ROUNDS);
	kratos_kind.free(s);
	s = starving(v1, 2, &d);
	assert_int_equal(s->famine_rounds, 0);
	for (int k = 0; k < 60 && s->phase == KR_PH_TURN; k++)
		kratos_kind.timeout(s, &d, NULL);
	assert_int_equal(s->phase, KR_PH_TURN);
	text = engine_save(&kratos_kind, s);
	assert_null(strstr(text, "famine-r"));
	free(text);
	kratos_kind.free(s);
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
	test_dice_init(&d, "b07", 0);
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
	bad[strstr(bad, "bot-version 1") - bad + 12] = '5';
	void *t;
	assert_int_not_equal(kratos_kind.load(&t, 3, names, bad, &e), ES_OK);
	assert_non_null(strstr(e.msg, "bot version"));
	const char *five[] = { "seats=3", "bot=5" }, *zero[] = { "seats=3", "bot=0" };
	assert_int_not_equal(kratos_kind.create(&t, 3, names, five, 2, &d, NULL, &e), ES_OK);
	assert_int_not_equal(kratos_kind.create(&t, 3, names, zero, 2, &d, NULL, &e), ES_OK);
	free(bad);
	free(plain);
	free(marked);
	kratos_kind.free(a);
	kratos_kind.free(b);
	kratos_kind.free(st);
}


/* FNV-1a of a text: a whole game's last state in one number. */
static uint64_t fnv(const char *t)
{
	uint64_t h = 1469598103934665603u;
	for (; *t; t++)
		h = (h ^ (unsigned char)*t) * 1099511628211u;
	return h;
}

/* A seats=3 game of bot version v played by deadlines alone (the seats
 * skip, rule 16; the six other colours are the engine's bot) to its end
 * or 300 deadlines: the hash of its last state. */
static uint64_t deadline_game(const char *v, const char *seed)
{
	void *st;
	es_err e;
	dice d;
	test_dice_init(&d, seed, 0);
	char bot[16];
	snprintf(bot, sizeof bot, "bot=%s", v);
	const char *opts[] = { "seats=3", bot };
	if (kratos_kind.create(&st, 3, names, opts, 2, &d, NULL, &e) != ES_OK)
		fail_msg("create: %s", e.msg);
	for (int k = 0; k < 300 && ((kr_state *)st)->phase != KR_PH_OVER; k++)
		kratos_kind.timeout(st, &d, NULL);
	char *text = engine_save(&kratos_kind, st);
	if (getenv("KR_GOLDEN"))
		printf("%s", strstr(text, "\nend "));
	uint64_t h = fnv(text);
	free(text);
	kratos_kind.free(st);
	return h;
}

/* Rule 1 with option seats: games created with bot=1, bot=2 or bot=3 play
 * on exactly as the releases before versions 3 and 4 played them (bot,
 * dead-table end and all): whole seeded games end in the states those
 * releases ended them in (hashes taken from them), while version 3 plays
 * version 2's otherwise. A game of version 2, 3 or 4 saved and loaded
 * goes on identically. */
static void test_rule_1_bot_versions_1_2_3_play_as_before(void **state)
{
	(void)state;
	static const struct {
		const char *v, *seed;
		uint64_t h;
	} was[] = {
		{ "1", "b01", 0xf2db78580f456f9bu },
		{ "1", "b02", 0xe8e62d1e9b6b6aa0u },
		{ "2", "b01", 0x49db5ab210a0db80u },
		{ "2", "b02", 0x6d10953fc9a19f58u },
		{ "3", "b01", 0xc515743bc1a8c53au },
		{ "3", "b02", 0xee84e08ce0901f06u },
	};
	for (size_t k = 0; k < sizeof was / sizeof *was; k++) {
		uint64_t h = deadline_game(was[k].v, was[k].seed);
		if (getenv("KR_GOLDEN"))
			printf("bot %s seed %s: 0x%016llxu\n", was[k].v, was[k].seed, (unsigned long long)h);
		else
			assert_true(h == was[k].h);
	}
	assert_true(deadline_game("3", "b01") != deadline_game("2", "b01"));
	for (int v = 2; v <= KR_BOT_VERSIONS; v++) {
		void *st;
		es_err e;
		dice d;
		test_dice_init(&d, "b07", 0);
		char bot[16], fact[32];
		snprintf(bot, sizeof bot, "bot=%d", v);
		snprintf(fact, sizeof fact, "bot-version %d\n", v);
		const char *opts[] = { "seats=3", bot };
		assert_int_equal(kratos_kind.create(&st, 3, names, opts, 2, &d, NULL, &e), ES_OK);
		for (int k = 0; k < 6; k++)
			kratos_kind.timeout(st, &d, NULL);
		char *text;
		void *a = reload(st, "", &text);
		assert_non_null(strstr(text, fact));
		dice da = d;
		for (int k = 0; k < 12 && ((kr_state *)st)->phase == KR_PH_TURN; k++) {
			kratos_kind.timeout(st, &d, NULL);
			kratos_kind.timeout(a, &da, NULL);
			char *s0 = engine_save(&kratos_kind, st), *s1 = engine_save(&kratos_kind, a);
			assert_string_equal(s0, s1);
			free(s0);
			free(s1);
		}
		free(text);
		kratos_kind.free(a);
		kratos_kind.free(st);
	}
}

/* Every event id of ev renders in Spanish with es in it and in English
 * with en, every variable filled. */
static void told_in_both(const game_events *ev, const char *id, const char *es, const char *en)
{
	const char *const lang[][2] = { { "es", es }, { "en", en } };
	for (size_t k = 0; k < ev->n; k++) {
		if (strcmp(ev->v[k].id, id))
			continue;
		for (int l = 0; l < 2; l++) {
			sbuf t = SBUF_INIT;
			es_err te = { 0 };
			assert_int_equal(tpl_render(&t, lang[l][0], ev->v[k].id, ev->v[k].vars, &te), 0);
			assert_non_null(strstr(sbuf_str(&t), lang[l][1]));
			assert_null(strchr(sbuf_str(&t), '{'));
			sbuf_free(&t);
		}
	}
}

/* Rules 17, 18, 43 and 69: a table where the colour in turn starves, no
 * capital holds the 5 bread the least colour needs (rule 17) and none
 * holds a war piece is dead for ever: famine leaves only selling and
 * passing (rule 18), neither brings bread to an official depot, and with
 * no war piece on a capital no sale can hand one over (rule 43), so
 * nobody is eliminated again (rule 69). A game of bot version 3 ends
 * there at once, as the same dead-table draw among the same seats; with
 * a war piece left on one capital it waits for famine_rounds as before
 * (its owner could still sell it and its capital with it); a game of
 * version 2 waits too (it replays as it was played). */
static void test_rules_17_18_43_69_dead_for_ever_ends_at_once(void **state)
{
	(void)state;
	for (int variant = 0; variant < 3; variant++) {
		dice d;
		test_dice_init(&d, "dead", 0);
		const char *v3[] = { "seats=3", "bot=3" }, *v2[] = { "seats=3", "bot=2" };
		kr_state *s = starving(variant == 2 ? v2 : v3, 2, &d);
		int kept = -1;
		for (int i = 0; i < s->np; i++) {
			kr_piece *p = &s->p[i];
			if (p->type < 0 || kr_piece_rules[p->type].cls != KR_WAR || p->place >= 0)
				continue;
			int isl = -1 - p->place, capital = 0;
			for (int c = 0; c < KR_COLOURS; c++)
				capital |= s->flag[c] == isl;
			if (!capital)
				continue;
			if (variant == 1 && kept < 0) {
				kept = i; /* one guard stays: the owner could sell its capital */
				continue;
			}
			p->type = -1;
		}
		unsigned turn0 = s->turn;
		game_events ev;
		evs_init(&ev);
		kratos_kind.timeout(s, &d, &ev); /* the next turn begins in famine */
		if (variant == 0) {
			assert_int_equal(s->phase, KR_PH_OVER);
			assert_int_equal(s->end, KR_END_DEAD);
			assert_int_equal(s->winners, 7u);
			assert_int_equal(s->turn, turn0 + 1);
			uint32_t to = 0;
			assert_int_equal(count_ev(&ev, "kratos.ev.dead_at_once", &to), 1);
			assert_int_equal(to, GAME_ALL);
			told_in_both(&ev, "kratos.ev.dead_at_once", "tablas", "draw");
			assert_int_equal(count_ev(&ev, "kratos.ev.dead_table", NULL), 0);
			game_status gs = engine_status(&kratos_kind, s);
			assert_string_equal(gs.end, "dead");
		} else {
			assert_int_equal(s->phase, KR_PH_TURN);
			while (s->phase == KR_PH_TURN && s->turn < 200)
				kratos_kind.timeout(s, &d, &ev);
			assert_int_equal(s->end, KR_END_DEAD);
			assert_int_equal(count_ev(&ev, "kratos.ev.dead_at_once", NULL), 0);
			assert_int_equal(count_ev(&ev, "kratos.ev.dead_table", NULL), 1);
			assert_true(s->turn >= turn0 + KR_FAMINE_ROUNDS * KR_COLOURS - 1);
		}
		arena_free(ev.a);
		kratos_kind.free(s);
	}
}

/* A seats=3 game of bot version v in its first seat's turn, after the
 * seats lost their capitals to colour 3 (the engine's), as rule 69 hands
 * everything over: islands and pieces to the taker, the flag gone. */
static kr_state *no_seat_left(const char *v, dice *d)
{
	void *st;
	es_err e;
	char bot[16];
	snprintf(bot, sizeof bot, "bot=%s", v);
	const char *opts[] = { "seats=3", bot };
	if (kratos_kind.create(&st, 3, names, opts, 2, d, NULL, &e) != ES_OK)
		fail_msg("create: %s", e.msg);
	kratos_kind.timeout(st, d, NULL); /* the default placement; the bots play to a seat's turn */
	kr_state *s = st;
	assert_int_equal(s->phase, KR_PH_TURN);
	assert_true(s->active < 3);
	for (int c = 0; c < 3; c++) {
		for (int i = 0; i < KR_NISLAND; i++)
			if (s->owner[i] == c)
				s->owner[i] = 3;
		for (int i = 0; i < s->np; i++)
			if (s->p[i].type >= 0 && s->p[i].owner == c)
				s->p[i].owner = 3;
		s->flag[c] = -1;
		s->out |= 1u << c;
	}
	return s;
}

/* Rule 70: "El juego proseguirá hasta que todos los jugadores, excepto
 * uno, queden eliminados. Ganará el juego aquel único jugador que evitó
 * ser eliminado." With every seat out (rule 69) the colours left are the
 * engine's and nobody is awaited: a game of bot version 4 is played on
 * at once, inside the batch that left no seat, to its end by the rules,
 * here a victory of one of the engine's colours; every seat is told it is
 * played out, who fell and who won (not each turn), in both languages,
 * and its view names the winner. It replays identically; the game's
 * turn cap stops it as any game. A game of version 3 ends there as
 * before ("no seat left", no winner). */
static void test_rule_70_no_seat_left_played_out(void **state)
{
	(void)state;
	dice d;
	test_dice_init(&d, "b09", 0);
	kr_state *s = no_seat_left("4", &d);
	unsigned turn0 = s->turn;
	game_events ev;
	evs_init(&ev);
	kratos_kind.timeout(s, &d, &ev);
	assert_int_equal(s->phase, KR_PH_OVER);
	assert_int_equal(s->end, KR_END_VICTORY);
	assert_int_equal(__builtin_popcount(((1u << KR_COLOURS) - 1) & ~s->out), 1);
	int w = __builtin_ctz(((1u << KR_COLOURS) - 1) & ~s->out);
	assert_true(w >= 3);
	assert_true(s->turn > turn0 + KR_COLOURS); /* played on for rounds, within one timeout */
	assert_int_equal(s->winners, 0u); /* no seat won */
	uint32_t to = 0;
	assert_int_equal(count_ev(&ev, "kratos.ev.play_out", &to), 1);
	assert_int_equal(to, GAME_ALL);
	assert_int_equal(count_ev(&ev, "kratos.ev.victory", &to), 1);
	assert_int_equal(to, GAME_ALL);
	assert_true(count_ev(&ev, "kratos.ev.eliminated", NULL) >= 1);
	assert_int_equal(count_ev(&ev, "kratos.ev.no_seat_left", NULL), 0);
	/* The turns are not told one by one: only the skip before. */
	assert_int_equal(count_ev(&ev, "kratos.ev.turn", NULL) + count_ev(&ev, "kratos.ev.moved", NULL), 0);
	char wl[16];
	snprintf(wl, sizeof wl, "%d ", w + 1);
	static const char *const lang[][2] = { { "es", "gana" }, { "en", "wins" } };
	told_in_both(&ev, "kratos.ev.play_out", "regla 70", "rule 70");
	for (int l = 0; l < 2; l++) {
		sbuf v = SBUF_INIT;
		kratos_kind.view(s, 0, lang[l][0], &v);
		const char *over = strstr(sbuf_str(&v), lang[l][1]);
		assert_non_null(over);
		const char *line = over;
		while (line > sbuf_str(&v) && line[-1] != '\n')
			line--;
		char head[160];
		snprintf(head, sizeof head, "%.*s", (int)(over - line), line);
		if (!strstr(head, wl))
			fail_msg("the view does not name the winner %d: %s", w + 1, head);
		sbuf_free(&v);
	}
	/* The same game, the same dice: the same end, byte for byte. */
	char *a = engine_save(&kratos_kind, s), *back;
	void *t = reload(s, "", &back);
	char *b = engine_save(&kratos_kind, t);
	assert_string_equal(a, b);
	free(back);
	free(b);
	kratos_kind.free(t);
	dice d2;
	test_dice_init(&d2, "b09", 0);
	kr_state *again = no_seat_left("4", &d2);
	kratos_kind.timeout(again, &d2, NULL);
	b = engine_save(&kratos_kind, again);
	assert_string_equal(a, b);
	free(a);
	free(b);
	kratos_kind.free(again);
	arena_free(ev.a);
	kratos_kind.free(s);

	/* The game's turn cap stops a play-out as it stops any game, told. */
	test_dice_init(&d, "b09", 0);
	s = no_seat_left("4", &d);
	s->max_turns = s->turn + 3;
	evs_init(&ev);
	kratos_kind.timeout(s, &d, &ev);
	assert_int_equal(s->end, KR_END_CAP);
	assert_int_equal(s->turn, s->max_turns);
	assert_int_equal(count_ev(&ev, "kratos.ev.cap", &to), 1);
	assert_int_equal(to, GAME_ALL);
	arena_free(ev.a);
	kratos_kind.free(s);

	/* Version 3: the game ends where no seat is left, as it did. */
	test_dice_init(&d, "b09", 0);
	s = no_seat_left("3", &d);
	turn0 = s->turn;
	evs_init(&ev);
	kratos_kind.timeout(s, &d, &ev);
	assert_int_equal(s->end, KR_END_CAP);
	assert_int_equal(s->turn, turn0);
	assert_int_equal(count_ev(&ev, "kratos.ev.no_seat_left", NULL), 1);
	assert_int_equal(count_ev(&ev, "kratos.ev.play_out", NULL), 0);
	arena_free(ev.a);
	kratos_kind.free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rule_1_bot_version_replayed_identically),
		cmocka_unit_test(test_rule_1_bot_versions_1_2_3_play_as_before),
		cmocka_unit_test(test_rules_17_18_43_69_dead_for_ever_ends_at_once),
		cmocka_unit_test(test_rule_70_no_seat_left_played_out),
		cmocka_unit_test(test_playout_nine),
		cmocka_unit_test(test_playout_seats_3),
		cmocka_unit_test(test_playout_timeouts),
		cmocka_unit_test(test_rules_7_17_18_fair_start_and_an_end),
		cmocka_unit_test(test_rules_17_18_dead_table_ends_as_a_draw),
		cmocka_unit_test(test_playout_many),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
