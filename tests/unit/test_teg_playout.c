/* Random playouts of TEG: seeded games for every player count from 2 to 6,
 * played by bot() through check() and apply(), with occasional timeouts
 * and out-of-turn pact mails. After every order: every country owned with
 * at least one army (once the claims of the variant are over), the 50
 * countries accounted for, every country card exactly once in the deck,
 * the discard pile or a hand, seats out without countries, save -> load ->
 * save identical, the canonical orders re-read to themselves, status
 * consistent. Every game must end in a victory; replaying the recorded
 * canonical orders gives the same final state.
 *
 * PLAYOUTS=N sets the games per player count (default 40; `make bench`
 * style runs use 200). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "games/game.h"
#include "games/teg/teg.h"
#include "games/teg/teg_map.h"
#include "tests/unit/engine_test.h"
#include "tests/unit/mail_words.h"
#include "tests/test_dice.h"

#define DEFAULT_GAMES 40
#define CAP 3000

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena", "fede" };

static char *save(const void *st)
{
	sbuf b = SBUF_INIT;
	teg_kind.save(st, &b);
	return sbuf_detach(&b);
}

/* Options by seed, so that every option is played. */
static int options(int seed, int n, const char **opts)
{
	static char cap[32];
	int k = 0;
	snprintf(cap, sizeof cap, "max_turns=%d", CAP);
	opts[k++] = cap;
	if (seed % 2)
		opts[k++] = "defensive_exchange=1";
	if (seed % 3 == 0)
		opts[k++] = "destroyed_cards=discard";
	if (seed % 5 == 1)
		opts[k++] = "style=fair-play";
	if (seed % 4 == 2)
		opts[k++] = "adjacent=triangle";
	if (seed % 7 == 3)
		opts[k++] = "adjacent_overlap=0";
	if (n <= 3 && seed % 3 == 1)
		opts[k++] = "variant23=0";
	if (seed % 6 == 5) {
		/* Colours other than the default ones, exactly n of them. */
		static char col[80];
		static const char *const all[] = { "verde", "magenta", "azul", "amarillo", "negro", "rojo" };
		size_t o = (size_t)snprintf(col, sizeof col, "colors=");
		for (int i = 0; i < n; i++)
			o += (size_t)snprintf(col + o, sizeof col - o, "%s%s", i ? "," : "", all[i]);
		opts[k++] = col;
	}
	return k;
}

/* Invariants read from the saved state, which must reload identically. */
static void invariants(const void *st, int n, int discard_option)
{
	char *text = save(st);
	void *again;
	es_err e;
	if (teg_kind.load(&again, n, names, text, &e) != ES_OK)
		fail_msg("reload: %s\n%s", e.msg, text);
	char *text2 = save(again);
	assert_string_equal(text, text2);
	teg_kind.free(again);
	free(text2);

	int owned[6] = { 0 }, out[6] = { 0 }, hand[6] = { 0 }, countries = 0, unowned = 0;
	int card_seen[TEG_NC] = { 0 };
	const teg_map *m = teg_map_get();
	int claim = 0, over = 0;
	for (char *p = text; *p;) {
		char *nl = strchr(p, '\n');
		*nl = '\0';
		char id[32], o[8];
		int a, b;
		if (sscanf(p, "country %31s %7s %d", id, o, &a) == 3) {
			countries++;
			if (!strcmp(o, "-")) {
				unowned++;
				assert_int_equal(a, 0);
			} else {
				int seat = (int)strtol(o, NULL, 10);
				assert_true(seat >= 0 && seat < n);
				assert_true(a >= 1);
				owned[seat]++;
			}
		} else if (sscanf(p, "seat %d out %d", &a, &b) == 2) {
			out[a] = b;
		} else if (sscanf(p, "hand %d %31s %d", &a, id, &b) == 3) {
			int c = teg_map_find(m, id);
			assert_true(c >= 0);
			card_seen[c]++;
			hand[a]++;
		} else if (!strncmp(p, "deck ", 5) || !strncmp(p, "discard ", 8)) {
			char *q = strchr(p, ' ') + 1;
			while (*q && strcmp(q, "-")) {
				char *sp = strchr(q, ' ');
				if (sp)
					*sp = '\0';
				int c = teg_map_find(m, q);
				assert_true(c >= 0);
				card_seen[c]++;
				if (!sp)
					break;
				q = sp + 1;
			}
		} else if (!strcmp(p, "phase claim")) {
			claim = 1;
		} else if (!strcmp(p, "phase over")) {
			over = 1;
		}
		p = nl + 1;
	}
	assert_int_equal(countries, TEG_NC);
	/* Cards conserved: each of the 50 once, in the deck, the pile or a hand. */
	for (int c = 0; c < TEG_NC; c++)
		assert_int_equal(card_seen[c], 1);
	if (!claim && !(over && unowned)) {
		assert_int_equal(unowned, 0); /* all 50 countries owned, each with >= 1 army */
		for (int i = 0; i < n; i++)
			if (out[i])
				assert_int_equal(owned[i], 0);
			else
				assert_true(owned[i] > 0);
	}
	if (discard_option)
		for (int i = 0; i < n; i++)
			assert_true(hand[i] <= 5); /* a 6th card is never received */
	game_status gs;
	teg_kind.status(st, &gs);
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

typedef struct tally {
	int games, victories, orders, timeouts, skips, battles, pacts, exchanges, eliminated;
} tally;

static void count_events(const game_events *ev, tally *t)
{
	for (size_t i = 0; i < ev->n; i++) {
		const char *id = ev->v[i].id;
		t->skips += !strncmp(id, "teg.ev.skip_", 12) || !strncmp(id, "teg.skip.", 9);
		t->battles += !strcmp(id, "teg.ev.battle");
		t->pacts += !strcmp(id, "teg.ev.pact_accepted");
		t->exchanges += !strcmp(id, "teg.ev.exchange") || !strcmp(id, "teg.ev.defensive") ||
			!strcmp(id, "teg.ev.forced_exchange");
		t->eliminated += !strcmp(id, "teg.ev.eliminated");
	}
}

/* Plays one game; returns its final state. */
static char *playout(int seed, int n, record *rec, tally *t)
{
	char hex[16], bhex[16];
	snprintf(hex, sizeof hex, "%04x", seed);
	snprintf(bhex, sizeof bhex, "%04xb0", seed);
	dice d, bd;
	test_dice_init(&d, hex, 0);
	test_dice_init(&bd, bhex, 0);
	const char *opts[10];
	int nopts = options(seed, n, opts);
	int discard = 0;
	for (int i = 0; i < nopts; i++)
		discard |= !strcmp(opts[i], "destroyed_cards=discard");
	game_events ev = { .a = arena_new() };
	void *st;
	es_err e;
	if (teg_kind.create(&st, n, names, opts, (size_t)nopts, &d, &ev, &e) != ES_OK)
		fail_msg("create: %s", e.msg);
	arena_free(ev.a);
	invariants(st, n, discard);
	game_status gs;
	teg_kind.status(st, &gs);
	unsigned last_step = gs.step;
	while (!gs.over) {
		game_events evs = { .a = arena_new() };
		int who = __builtin_ctz(gs.waiting);
		uint32_t roll = dice_below(&bd, 100);
		if (roll < 2) {
			teg_kind.timeout(st, &d, &evs);
			record_add(rec, -1, NULL);
			t->timeouts++;
		} else {
			/* Now and then another seat mails pacts (or claims ahead). */
			int sender = roll < 7 ? (int)dice_below(&bd, (uint32_t)n) : who;
			sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT, canon2 = SBUF_INIT, echo2 = SBUF_INIT;
			teg_kind.bot(st, sender, &bd, &orders);
			char *buf = sbuf_detach(&orders);
			game_lines l;
			game_lines_split(evs.a, buf, &l);
			if (l.n == 0) {
				assert_true(sender != who);
				free(buf);
				arena_free(evs.a);
				continue;
			}
			game_reject rej;
			int rc = teg_kind.check(st, sender, &l, roll & 1 ? "en" : "es", &canon, &echo, &rej);
			if (rc != ES_OK) {
				char *s = save(st);
				fail_msg("seed %s n %d: bot orders of seat %d rejected (%d) line %zu '%s': %s\norders:\n%s\nstate:\n%s",
					hex, n, sender, rc, rej.index, rej.index < l.n ? l.text[rej.index] : "-", rej.why, buf, s);
			}
			assert_true(echo.len > 0);
			/* The canonical form reads back to itself (what `verify` replays). */
			char *cbuf = xstrdup(sbuf_str(&canon));
			game_lines cl;
			game_lines_split(evs.a, cbuf, &cl);
			rc = teg_kind.check(st, sender, &cl, "es", &canon2, &echo2, &rej);
			if (rc != ES_OK)
				fail_msg("seed %s: canonical orders rejected line %zu: %s\n%s", hex, rej.index, rej.why,
					sbuf_str(&canon));
			assert_string_equal(sbuf_str(&canon), sbuf_str(&canon2));
			free(cbuf);
			teg_kind.apply(st, sender, sbuf_str(&canon), &d, &evs);
			record_add(rec, sender, sbuf_str(&canon));
			free(buf);
			sbuf_free(&canon);
			sbuf_free(&echo);
			sbuf_free(&canon2);
			sbuf_free(&echo2);
		}
		t->orders++;
		count_events(&evs, t);
		arena_free(evs.a);
		invariants(st, n, discard);
		game_status now;
		teg_kind.status(st, &now);
		/* A decision taken by the awaited seat opens a new one. */
		if (!now.over && now.waiting != gs.waiting)
			assert_true(now.step > last_step);
		assert_true(now.step >= last_step);
		last_step = now.step;
		gs = now;
	}
	char *final = save(st);
	teg_kind.free(st);
	return final;
}

static char *replay(int seed, int n, const record *rec)
{
	char hex[16];
	snprintf(hex, sizeof hex, "%04x", seed);
	const char *opts[10];
	int nopts = options(seed, n, opts);
	dice d;
	test_dice_init(&d, hex, 0);
	game_events ev = { .a = arena_new() };
	void *st;
	assert_int_equal(teg_kind.create(&st, n, names, opts, (size_t)nopts, &d, &ev, NULL), ES_OK);
	for (size_t i = 0; i < rec->n; i++) {
		if (rec->v[i].who < 0)
			teg_kind.timeout(st, &d, &ev);
		else
			teg_kind.apply(st, rec->v[i].who, rec->v[i].canon, &d, &ev);
	}
	arena_free(ev.a);
	char *final = save(st);
	teg_kind.free(st);
	return final;
}

static void test_playouts(void **state)
{
	(void)state;
	int games = TEST_SCALE(DEFAULT_GAMES);
	const char *env = getenv("PLAYOUTS");
	if (env && *env)
		games = (int)strtol(env, NULL, 10);
	assert_true(games > 0);
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	tally all = { 0 };
	for (int n = 2; n <= 6; n++) {
		tally t = { 0 };
		for (int g = 0; g < games; g++) {
			int seed = n * 1000 + g;
			record rec = { 0 };
			char *final = playout(seed, n, &rec, &t);
			t.games++;
			if (strstr(final, "\nend victory\n"))
				t.victories++;
			else
				fail_msg("seed %04x (%d players) ended without a winner:\n%s", seed, n, final);
			char *again = replay(seed, n, &rec);
			assert_string_equal(final, again);
			free(again);
			free(final);
			record_free(&rec);
		}
		printf("teg playouts, %d players: %d games, %d victories, %d mails, %d timeouts, %d battles, %d orders "
		       "skipped, %d pacts accepted, %d exchanges, %d players destroyed\n",
			n, t.games, t.victories, t.orders, t.timeouts, t.battles, t.skips, t.pacts, t.exchanges, t.eliminated);
		assert_int_equal(t.victories, games);
		/* Enough games exercise every kind of event. */
		if (games >= 10)
			assert_true(t.battles > 0 && t.skips > 0 && t.exchanges > 0 && t.pacts > 0 && t.timeouts > 0);
		all.games += t.games;
		all.orders += t.orders;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	printf("teg playouts: %d games, %d mails in %.2f s: %.1f playouts/s\n", all.games, all.orders, secs,
		secs > 0 ? all.games / secs : 0.0);
}

/* ---- the words of every text, and the default of a missed deadline ---- */

static const char *const es_only[] = { "ejército", "ejércitos", "país", "países", "tarjeta", "tarjetas", "turno",
	"ronda", "incorpora", "toca", "gana", "azul", "rojo", "negro", "amarillo", "verde", "colocación", "pacto",
	"objetivo", "canje", "canjes", "fase", "juez", NULL };
static const char *const en_only[] = { "turn", "placement", "move", "over", "defense", "army", "armies", "cards",
	"countries", "the", "your", "wins", "round", "phase", "player", "judge", NULL };
static const char *const plurals_es[] = { "países", "ejércitos", "tarjetas", "canjes", "jugadores", "turnos", NULL };
static const char *const plurals_en[] = { "countries", "armies", "cards", "exchanges", "players", "turns", NULL };
static const char *const whose_es[] = { "le toca", "se espera", "toca a ", NULL };
static const char *const whose_en[] = { " to play", "next.", "next (", NULL };
static const words_vocab vocab = { es_only, en_only, plurals_es, plurals_en, whose_es, whose_en };

static const char *const over_forbidden[] = { "objetivo", "objective", NULL };

static void test_words_and_defaults(void **state)
{
	(void)state;
	uint32_t seen = 0;
	int games = 0;
	for (int n = 2; n <= 6; n++)
		for (int g = 0; g < 3; g++, games++) {
			char hex[16], bhex[16];
			snprintf(hex, sizeof hex, "%04x", 7000 + n * 10 + g);
			snprintf(bhex, sizeof bhex, "%04xb1", 7000 + n * 10 + g);
			/* g != 1 with 2 or 3 players: the variant and its claims. */
			const char *opts[2] = { "max_turns=400", g == 1 ? "variant23=0" : "defensive_exchange=1" };
			words_playout(&teg_kind, n, names, opts, 2, hex, bhex, &vocab, over_forbidden, &seen);
		}
	words_all_phases(&teg_kind, seen);
	printf("teg words: %d games checked, views, events, echoes, refusals and defaults in both languages\n", games);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_playouts),
		cmocka_unit_test(test_words_and_defaults),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
