/* Nuevo Mundo: scenario tests, one or more per section and worked example
 * of the rulebook (quoted by section), on scenario 1 ("Las Dos
 * Hermanas": T1 Palmar, T2 Ceiba, T3 Mangle... on island 1, T7 Tortuga...
 * on island 2; sea M1..M6). States are set up directly; where the colour
 * die matters, the test searches the seeds for one whose rolls are the
 * ones the example needs and then asserts what the rules make of them.
 * Scenarios that need only a state, mails and what they answer are data:
 * tests/data/games/nuevo-mundo/ (run by test_cases.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "games/game.h"
#include "games/nuevo-mundo/nm.h"
#include "games/nuevo-mundo/nm_int.h"
#include "tests/unit/engine_test.h"
#include "tests/test_dice.h"

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena" };

enum { T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, M1, M2, M3, M4, M5, M6 };

/* A game of n players on scenario 1, past the entries: an empty board,
 * every card in the deck but the three face up, seat 0 to play. A new
 * game gets the kind's pinned options (as the core gives them); `old`: a
 * game made before they were pinned. */
static nm_state *made(int n, int old)
{
	const char *opts[8] = { "scenario=1" };
	size_t nopts = 1;
	for (const game_pin *g = nm_kind.pinned; !old && g->opt; g++)
		opts[nopts++] = g->opt;
	dice d;
	test_dice_init(&d, "5eed", 0);
	game_events ev = { .a = arena_new() };
	void *st;
	es_err e;
	assert_int_equal(nm_kind.create(&st, n, names, opts, nopts, &d, &ev, &e), ES_OK);
	arena_free(ev.a);
	nm_state *s = st;
	s->phase = NM_TURN;
	s->round = 1;
	s->turn = 1;
	s->ntrack = n;
	for (int k = 0; k < n; k++)
		s->track[k] = k;
	s->pos = 0;
	s->active = 0;
	return s;
}

static nm_state *blank(int n)
{
	return made(n, 0);
}

/* Gives seat p a card of kind k from the deck. */
static int give(nm_state *s, int p, int kind, int points)
{
	for (int k = 0; k < s->ndeck; k++) {
		int c = s->deck[k];
		if (s->card[c].kind == kind && (!points || s->card[c].points == points)) {
			memmove(&s->deck[k], &s->deck[k + 1], (size_t)(s->ndeck - k - 1) * sizeof s->deck[0]);
			s->ndeck--;
			s->where[c] = p;
			return c;
		}
	}
	for (int k = 0; k < NM_FACEUP; k++) {
		int c = s->up[k];
		if (c >= 0 && s->card[c].kind == kind && (!points || s->card[c].points == points)) {
			s->where[c] = p;
			s->up[k] = -1;
			nm_refill(s, k);
			return c;
		}
	}
	fail_msg("no card of kind %d and %d points in the deck", kind, points);
	return -1;
}

static int accept(nm_state *s, int who, const char *body, sbuf *canon)
{
	game_reject rej;
	int rc = engine_check(&nm_kind, s, who, body, "es", &rej, canon, NULL);
	if (rc != ES_OK && canon)
		fail_msg("refused (%d) line %zu: %s\n%s", rc, rej.index, rej.why, body);
	return rc;
}

static void refused(nm_state *s, int who, const char *body, size_t line, const char *why)
{
	game_reject rej;
	assert_int_not_equal(engine_check(&nm_kind, s, who, body, "es", &rej, NULL, NULL), ES_OK);
	assert_int_equal(rej.index, line);
	if (!strstr(rej.why, why))
		fail_msg("expected «%s» in «%s»", why, rej.why);
}

/* The colour events of an apply, in order: "g", "r", "b". */
static void colours(const game_events *ev, char *out, size_t n)
{
	size_t k = 0;
	for (size_t i = 0; i < ev->n && k + 1 < n; i++)
		if (!strncmp(ev->v[i].id, "nm.ev.attempt_", 14) && !strstr(ev->v[i].id, "_you"))
			out[k++] = ev->v[i].id[14];
	out[k] = '\0';
}

/* Applies body with the first seed whose colour die gives `want` (a
 * prefix of the rolls: "gg", "rb"...); returns the events (caller frees
 * ev->a). Other dice (battles, cards) follow from that seed. */
static void play(nm_state **sp, int who, const char *body, const char *want, game_events *ev)
{
	sbuf canon = SBUF_INIT;
	accept(*sp, who, body, &canon);
	char *saved = engine_save(&nm_kind, *sp);
	for (int seed = 0; seed < 5000; seed++) {
		void *st;
		es_err e;
		assert_int_equal(nm_kind.load(&st, (*sp)->n, names, saved, &e), ES_OK);
		char hex[16], got[64];
		snprintf(hex, sizeof hex, "%04x", seed);
		dice d;
		test_dice_init(&d, hex, 0);
		evs_init(ev);
		nm_kind.apply(st, who, sbuf_str(&canon), &d, ev);
		colours(ev, got, sizeof got);
		if (!strncmp(got, want, strlen(want))) {
			nm_kind.free(*sp);
			*sp = st;
			free(saved);
			sbuf_free(&canon);
			return;
		}
		arena_free(ev->a);
		nm_kind.free(st);
	}
	fail_msg("no seed rolls %s", want);
}

/* A nm.why.* text talks to the sender ("no tienes..."): it never goes to
 * anyone else. */
static void no_public_why(const game_events *ev)
{
	for (size_t i = 0; i < ev->n; i++)
		if (!strncmp(ev->v[i].id, "nm.why.", 7) && __builtin_popcount(ev->v[i].audience) != 1)
			fail_msg("%s goes to %#x", ev->v[i].id, ev->v[i].audience);
}

/* The skipped line whose reason is the template id. */
static const game_event *find_skip(const game_events *ev, const char *id)
{
	for (size_t i = 0; i < ev->n; i++)
		if (!strcmp(ev->v[i].id, "nm.ev.skipped") && var(&ev->v[i], "reason") &&
			!strcmp(var(&ev->v[i], "reason"), id))
			return &ev->v[i];
	return NULL;
}

static int count_ev(const game_events *ev, const char *id)
{
	int k = 0;
	for (size_t i = 0; i < ev->n; i++)
		k += !strcmp(ev->v[i].id, id);
	return k;
}

/* ---- V.01 credits -------------------------------------------------------- */

static void test_credits_at_turn_start(void **state)
{
	(void)state;
	nm_state *s = blank(2);
	/* "el jugador amarillo posee 3 asentamientos en 2 islas ... 9
	 * créditos"; a lone CA counts for nothing. */
	s->ca[T1][1] = s->ca[T3][1] = s->ca[T7][1] = 2;
	s->ca[T5][1] = 1;
	s->ca[T9][0] = 2;
	game_events ev = { .a = arena_new() };
	nm_end_turn(s, NULL, &ev);
	arena_free(ev.a);
	assert_int_equal(s->active, 1);
	assert_int_equal(s->credits, 9);
	assert_int_equal(nm_produce(s, 0), 3);
	nm_kind.free(s);
}

/* ---- VII turn order --------------------------------------------------- */

static void test_round_order_by_credits(void **state)
{
	(void)state;
	nm_state *s = blank(3);
	/* Productions 5, 3, 5: the lowest first, the tie keeps the order. */
	s->ca[T1][0] = s->ca[T2][0] = 2;
	s->ca[T7][1] = 2;
	s->ca[T8][2] = s->ca[T9][2] = 2;
	s->pos = 2;
	s->active = 2;
	game_events ev = { .a = arena_new() };
	nm_end_turn(s, NULL, &ev);
	assert_int_equal(s->round, 2);
	assert_int_equal(s->track[0], 1);
	assert_int_equal(s->track[1], 0);
	assert_int_equal(s->track[2], 2);
	assert_int_equal(s->active, 1);
	assert_non_null(find_ev(&ev, "nm.ev.round"));
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_first_order_by_rolls(void **state)
{
	(void)state;
	/* IV.01: the highest roll plays first, ties roll again among the
	 * tied, the others follow in seat order. */
	int ties = 0;
	for (int seed = 0; seed < 200; seed++) {
		char hex[8];
		snprintf(hex, sizeof hex, "%02x", seed);
		dice d;
		test_dice_init(&d, hex, 0);
		game_events ev = { .a = arena_new() };
		void *st;
		assert_int_equal(nm_kind.create(&st, 4, names, NULL, 0, &d, &ev, NULL), ES_OK);
		nm_state *s = st;
		int rolls = count_ev(&ev, "nm.ev.order_rolls");
		ties += rolls > 1;
		for (int k = 0; k < 4; k++)
			assert_int_equal(s->track[k], (s->track[0] + k) % 4);
		assert_int_equal(s->phase, NM_ENTRY);
		assert_int_equal(s->active, s->track[0]);
		arena_free(ev.a);
		nm_kind.free(st);
	}
	assert_true(ties > 0);
}

/* ---- IV entry ------------------------------------------------------------ */

static void test_entry(void **state)
{
	(void)state;
	const char *opts[] = { "scenario=1" };
	dice d;
	test_dice_init(&d, "e0", 0);
	game_events ev = { .a = arena_new() };
	void *st;
	assert_int_equal(nm_kind.create(&st, 2, names, opts, 1, &d, &ev, NULL), ES_OK);
	nm_state *s = st;
	int first = s->active, second = s->track[1];
	refused(s, second, "ENTRAR T1", 0, "no es tu turno");
	refused(s, first, "ENTRAR M1", 0, "no es una región de tierra desocupada");
	refused(s, first, "COMPRAR 3 CQ", 0, "ENTRAR");
	/* A preference list names the kind; the refill comes from the deck. */
	int want = s->card[s->up[1]].kind, top = s->deck[s->ndeck - 1];
	char body[64];
	snprintf(body, sizeof body, "ENTRAR Palmar TARJETA %s", nm_kinds[want].code);
	engine_play(&nm_kind, s, first, body, "01", 0, NULL);
	assert_int_equal(s->ca[T1][first], 2);
	assert_int_equal(s->cq[T1][first], 3);
	assert_int_equal(nm_cards_of(s, first), 1);
	assert_int_equal(s->where[top], NM_UP);
	/* Each sees the earlier choices: T1 is taken. */
	assert_int_equal(s->active, second);
	refused(s, second, "ENTRAR T1", 0, "desocupada");
	engine_play(&nm_kind, s, second, "ENTRAR T7", "01", 0, NULL);
	assert_int_equal(s->phase, NM_TURN);
	assert_int_equal(s->active, first);
	assert_int_equal(s->credits, 3);
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- V.02 placement ------------------------------------------------------- */

static void test_settlement_completed_again_and_empty_deck(void **state)
{
	(void)state;
	nm_state *s = blank(2);
	s->ca[T1][0] = 1; /* a settlement that lost one CA */
	s->ca[T2][0] = 2;
	s->ca[T7][1] = 2;
	s->credits = 3;
	/* The deck is empty and no card is face up. */
	for (int k = 0; k < NM_FACEUP; k++) {
		s->where[s->up[k]] = NM_OUT;
		s->up[k] = -1;
	}
	for (int k = 0; k < s->ndeck; k++)
		s->where[s->deck[k]] = NM_OUT;
	s->ndeck = 0;
	game_events ev;
	evs_init(&ev);
	engine_play(&nm_kind, s, 0, "COMPRAR 1 CQ 1 CA\nCOLOCAR 1 CA T1\nCOLOCAR 1 CQ T1", "01", 0, &ev);
	assert_int_equal(s->ca[T1][0], 2);
	assert_int_equal(nm_cards_of(s, 0), 0);
	assert_non_null(find_ev(&ev, "nm.ev.no_card"));
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- VIII.01 Example 1 ------------------------------------------------------ */

static void test_example_1(void **state)
{
	(void)state;
	/* "dispone de 3 créditos y los gasta en 3 CQ. Coloca los 3 CQ en la
	 * región C ... lanza verde y moviliza 1 CQ hacia B ... hacia D". */
	nm_state *s = blank(2);
	s->ca[T3][0] = 2;
	s->ca[T7][1] = 2;
	s->credits = nm_produce(s, 0);
	assert_int_equal(s->credits, 3);
	game_events ev;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 1 CQ T3 T1\nMOVER 1 CQ T3 T5", "gg", &ev);
	assert_int_equal(s->cq[T3][0], 1);
	assert_int_equal(s->cq[T1][0], 1);
	assert_int_equal(s->cq[T5][0], 1);
	assert_int_equal(count_ev(&ev, "nm.ev.moved"), 2);
	/* The turn ended: cones gone, berta plays. */
	assert_int_equal(s->active, 1);
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- VI.01 the colour die -------------------------------------------------- */

static nm_state *mover(int cq)
{
	nm_state *s = blank(2);
	s->ca[T3][0] = 2;
	s->cq[T3][0] = cq;
	s->ca[T7][1] = 2;
	s->credits = 3;
	return s;
}

static void test_red_closes_the_border(void **state)
{
	(void)state;
	nm_state *s = mover(5);
	game_events ev;
	/* Red: no move, the border closed for the rest of the turn (a later
	 * order over it is skipped), another way stays open. */
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1\nMOVER 2 CQ T3 T1\nMOVER 2 CQ T3 T2", "rg", &ev);
	assert_int_equal(s->cq[T1][0], 0);
	assert_int_equal(s->cq[T2][0], 2);
	assert_non_null(find_skip(&ev, "nm.skip.red_border"));
	no_public_why(&ev);
	assert_int_equal(count_ev(&ev, "nm.ev.skipped"), 1);
	/* The cones leave with the turn. */
	assert_int_equal(s->ncones, 0);
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_black_costs_one_and_may_retry(void **state)
{
	(void)state;
	nm_state *s = mover(5);
	game_events ev;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1 REINTENTAR 1", "bg", &ev);
	assert_int_equal(s->cq[T3][0], 5);
	assert_int_equal(s->cq[T1][0], 2);
	arena_free(ev.a);
	nm_kind.free(s);
	/* Without a retry the order ends at the black. */
	s = mover(5);
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1", "b", &ev);
	assert_int_equal(s->cq[T3][0], 7);
	assert_int_equal(s->cq[T1][0], 0);
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_three_red_cones(void **state)
{
	(void)state;
	nm_state *s = mover(5);
	game_events ev;
	/* With the 3 red cones on the map no more movement. */
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 1 CQ T3 T1\nMOVER 1 CQ T3 T2\nMOVER 1 CQ T3 T5\nMOVER 1 CQ T3 T1",
		"rrr", &ev);
	assert_non_null(find_skip(&ev, "nm.skip.three_cones"));
	assert_int_equal(s->cq[T3][0], 8);
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_black_at_sea(void **state)
{
	(void)state;
	/* "Si un jugador tiene un barco cargado sólo con 1 CQ y al intentar
	 * movilizarlo lanza negro, la tripulación y la nave se retiran". */
	nm_state *s = mover(0);
	s->ship[4] = (nm_ship){ 0, M1, 1 };
	s->ship[5] = (nm_ship){ 0, M4, 3 };
	game_events ev;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER BARCO b5 M1 M2 REINTENTAR 1\nMOVER BARCO b6 M4 M5 REINTENTAR 1",
		"bbg", &ev);
	assert_int_equal(s->ship[4].owner, -1);
	assert_non_null(find_ev(&ev, "nm.ev.ship_lost"));
	/* A loaded ship loses 1 CQ and may try again. */
	assert_int_equal(s->ship[5].cq, 2);
	assert_int_equal(s->ship[5].region, M5);
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_four_ways_to_a_conflict(void **state)
{
	(void)state;
	/* VI.03: a launch and a landing make conflicts too (the land and sea
	 * moves are in the battle tests); each is resolved that turn. */
	nm_state *s = blank(2);
	s->ca[T2][0] = 2;
	s->cq[T2][0] = 2;
	s->ship[0] = (nm_ship){ 1, M2, 2 };
	s->ship[1] = (nm_ship){ 0, M4, 5 };
	s->ca[T7][1] = 2;
	s->cq[T3][1] = 1;
	s->credits = 3;
	game_events ev;
	evs_init(&ev);
	engine_play(&nm_kind, s, 0, "COMPRAR 1 BARCOS\nBARCO T2\nDESEMBARCAR TODOS M4 T3", "01", 0, &ev);
	int conflicts = count_ev(&ev, "nm.ev.conflict");
	assert_int_equal(conflicts, 2);
	assert_int_equal(count_ev(&ev, "nm.ev.forced_battle"), 2);
	assert_int_equal(s->conflict, 0);
	assert_true(nm_other_owner(s, M2, 0) < 0 || nm_other_owner(s, M2, 1) < 0);
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- VI.01 combos ------------------------------------------------------------ */

static void test_combos(void **state)
{
	(void)state;
	/* 2 cards of one kind cancel a black, CON COMBO. */
	nm_state *s = mover(5);
	give(s, 0, 0, 0);
	give(s, 0, 0, 0);
	game_events ev;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1 CON COMBO", "b", &ev);
	assert_int_equal(s->cq[T3][0], 8);
	assert_non_null(find_ev(&ev, "nm.ev.combo_black"));
	arena_free(ev.a);
	nm_kind.free(s);
	/* Without CON COMBO (COMBOS MANUAL, the default) it is not shown. */
	s = mover(5);
	give(s, 0, 0, 0);
	give(s, 0, 0, 0);
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1", "b", &ev);
	assert_int_equal(s->cq[T3][0], 7);
	assert_null(find_ev(&ev, "nm.ev.combo_black"));
	arena_free(ev.a);
	nm_kind.free(s);
	/* Once a turn: the second black costs a CQ. COMBOS AUTO needs no
	 * CON COMBO. */
	s = mover(5);
	give(s, 0, 0, 0);
	give(s, 0, 0, 0);
	play(&s, 0, "COMBOS AUTO\nCOMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1 REINTENTAR 2", "bbg", &ev);
	assert_int_equal(count_ev(&ev, "nm.ev.combo_black"), 1);
	assert_int_equal(s->cq[T3][0] + s->cq[T1][0], 7);
	arena_free(ev.a);
	nm_kind.free(s);
	/* 3 of a kind cancel a red: no cone, no move, the border may be tried
	 * again; no card in two combos (3 cards: the black is not covered). */
	s = mover(5);
	for (int k = 0; k < 3; k++)
		give(s, 0, 1, 0);
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1 REINTENTAR 2 CON COMBO", "rbg", &ev);
	assert_non_null(find_ev(&ev, "nm.ev.combo_red"));
	assert_null(find_ev(&ev, "nm.ev.combo_black"));
	assert_int_equal(s->cq[T1][0], 2);
	assert_int_equal(s->cq[T3][0], 5);
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- VI.02 embark and disembark ----------------------------------------------- */

static void test_embark_disembark(void **state)
{
	(void)state;
	nm_state *s = blank(2);
	s->ca[T1][0] = 2;
	s->cq[T1][0] = 20;
	s->ship[0] = (nm_ship){ 0, M1, 1 };
	s->ca[T7][1] = 2;
	s->credits = 3;
	game_events ev;
	/* 15 CQ a ship (crew + 14): 15 more do not fit; the crew never lands. */
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T1\nEMBARCAR 15 T1 M1\nEMBARCAR 14 T1 M1\nDESEMBARCAR TODOS M1 T1\n"
		    "EMBARCAR 6 T1 M1",
		"", &ev);
	assert_non_null(find_skip(&ev, "nm.skip.ship_full"));
	assert_int_equal(s->ship[0].cq, 7);
	assert_int_equal(s->cq[T1][0], 23 - 6);
	/* No embarking over a closed coast: never legal. */
	refused(s, 1, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T7\nEMBARCAR 1 T8 M3", 2, "no hay costa abierta entre Cayo (T8) y Estrecho (M3)");
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- VI.03 conflicts and battles ------------------------------------------------ */

static void test_conflict_blocks(void **state)
{
	(void)state;
	nm_state *s = mover(6);
	s->cq[T1][1] = 1;
	s->standing[1].ntactics = 1;
	s->standing[1].tactics[0] = 1;
	game_events ev;
	/* Moving into an occupied region makes a conflict; nothing leaves it
	 * (the next move is skipped); moving more into it is allowed; the
	 * conflict left at the end is fought. */
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1\nMOVER 1 CQ T1 T2\nMOVER 2 CQ T3 T1", "gg", &ev);
	assert_non_null(find_ev(&ev, "nm.ev.conflict"));
	/* The skip is told to everyone, its reason naming the player; the
	 * player reads it as its own ("Se omite tu orden…"). */
	const game_event *why = find_skip(&ev, "nm.skip.conflict_origin");
	assert_non_null(why);
	assert_int_equal(why->audience, GAME_OTHERS(GAME_SEAT(0)));
	assert_true(why->third);
	assert_int_equal(why[1].audience, GAME_SEAT(0));
	assert_string_equal(why[1].id, "nm.ev.skipped_you");
	no_public_why(&ev);
	assert_non_null(find_ev(&ev, "nm.ev.forced_battle"));
	assert_int_equal(s->conflict, 0);
	assert_true(s->cq[T1][0] == 0 || s->cq[T1][1] == 0);
	arena_free(ev.a);
	nm_kind.free(s);
}

static const game_event *nth(const game_events *ev, const char *id, int n)
{
	for (size_t i = 0; i < ev->n; i++)
		if (!strcmp(ev->v[i].id, id) && n-- == 0)
			return &ev->v[i];
	return NULL;
}

static void test_tactics_cycle_and_1_vs_4(void **state)
{
	(void)state;
	/* "amarillo elige táctica 1 y violeta 4 ... violeta pierde 2 fichas". */
	nm_state *s = mover(0);
	s->cq[T1][0] = 4;
	s->cq[T2][1] = 4;
	s->conflict = 0;
	s->standing[1].ntactics = 1;
	s->standing[1].tactics[0] = 4;
	game_events ev;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T1\nMOVER 7 CQ T1 T2\nATACAR T2 TACTICAS 1 4 3", "g", &ev);
	const game_event *r1 = nth(&ev, "nm.ev.round_fought", 0);
	assert_non_null(r1);
	/* 7 against 4: equilibrio both; 1 beats 4 at distance 2: 2 pieces. */
	assert_string_equal(var(r1, "ta"), "1");
	assert_string_equal(var(r1, "td"), "4");
	assert_string_equal(var(r1, "crit_d_es"), "equilibrio");
	assert_string_equal(var(r1, "ld"), "2");
	assert_string_equal(var(r1, "la"), "0");
	/* Round 2: 7 against 2, tactics 4 and 4, a tie: 1 each; round 3: 6
	 * against 1, tactic 3 loses to 4 at distance 1 and the attacker
	 * removes what its victor's criterion (mitad) shows: 1; round 4: the
	 * cycle is back at 1. */
	const game_event *r2 = nth(&ev, "nm.ev.round_fought", 1), *r3 = nth(&ev, "nm.ev.round_fought", 2);
	assert_non_null(r2);
	assert_string_equal(var(r2, "ta"), "4");
	assert_string_equal(var(r2, "la"), "1");
	assert_string_equal(var(r2, "ld"), "1");
	assert_non_null(r3);
	assert_string_equal(var(r3, "ta"), "3");
	assert_string_equal(var(r3, "crit_a_es"), "doble");
	assert_string_equal(var(r3, "la"), "1");
	assert_string_equal(var(r3, "ld"), "0");
	const game_event *r4 = nth(&ev, "nm.ev.round_fought", 3);
	assert_non_null(r4);
	assert_string_equal(var(r4, "ta"), "1");
	arena_free(ev.a);
	nm_kind.free(s);
}

/* The figure of VI.03 "Ataque a CQ embarcados" in a new game (`old` 0)
 * or one made before losses_by was pinned (1). */
static nm_state *ship_battle_7_vs_3(int old, game_events *ev)
{
	nm_state *s = made(2, old);
	s->ca[T1][0] = 2;
	s->ca[T7][1] = 2;
	s->ship[0] = (nm_ship){ 0, M4, 4 };
	s->ship[1] = (nm_ship){ 0, M4, 3 };
	s->ship[2] = (nm_ship){ 1, M1, 3 };
	s->credits = 3;
	s->standing[1].ntactics = 1;
	s->standing[1].tactics[0] = 3;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T1\nMOVER FLOTA M4 M1\nATACAR M1 TACTICAS 5", "g", ev);
	const game_event *r1 = nth(ev, "nm.ev.round_fought", 0);
	assert_string_equal(var(r1, "a"), "7");
	assert_string_equal(var(r1, "d"), "3");
	assert_string_equal(var(r1, "crit_a_es"), "doble");
	assert_string_equal(var(r1, "crit_d_es"), "mitad");
	assert_int_equal(s->ship[2].owner, -1);
	assert_non_null(find_ev(ev, "nm.ev.ship_lost"));
	assert_int_equal(s->ship[0].region, M1);
	return s;
}

static void test_ship_battle_7_vs_3(void **state)
{
	(void)state;
	/* VI.03: "los 7 CQ de amarillo en una flota de 2 barcos atacan una
	 * nave de violeta con 3 CQ a bordo. Con la victoria de amarillo, el
	 * barco de violeta queda vacío y sale del juego": one victory. 5
	 * beats 3 at distance 2; the loser removes what the victor's
	 * criterion (doble) shows, 3, and nobody else loses a piece. */
	game_events ev;
	nm_state *s = ship_battle_7_vs_3(0, &ev);
	assert_string_equal(var(nth(&ev, "nm.ev.round_fought", 0), "ld"), "3");
	assert_null(nth(&ev, "nm.ev.round_fought", 1));
	assert_int_equal(s->ship[0].cq + s->ship[1].cq, 7);
	arena_free(ev.a);
	nm_kind.free(s);
	/* A game made before keeps its rule (pinned): the loser, mitad,
	 * removes 1 a round and the battle takes three victories. */
	s = ship_battle_7_vs_3(1, &ev);
	assert_string_equal(var(nth(&ev, "nm.ev.round_fought", 0), "ld"), "1");
	assert_non_null(nth(&ev, "nm.ev.round_fought", 2));
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_fleet_names_its_ships(void **state)
{
	(void)state;
	/* VI.01: «Si el jugador tiene varios barcos en una región de mar y
	 * desea llevarlos hacia un mismo destino, puede movilizarlos en
	 * flota, en ese caso vale el lanzamiento del dado para el conjunto»:
	 * the fleet is the ships named (the origin may be left out), one die
	 * for them; b3, in the same sea, stays. */
	nm_state *s = blank(2);
	s->ca[T1][0] = 2;
	s->ca[T7][1] = 2;
	s->ship[0] = (nm_ship){ 0, M4, 2 };
	s->ship[1] = (nm_ship){ 0, M4, 3 };
	s->ship[2] = (nm_ship){ 0, M4, 1 };
	s->ship[3] = (nm_ship){ 1, M3, 1 };
	s->credits = 3;
	game_events ev;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T1\nMOVER FLOTA b1 b2 M1", "g", &ev);
	assert_int_equal(count_ev(&ev, "nm.ev.attempt_green"), 1);
	assert_int_equal(s->ship[0].region, M1);
	assert_int_equal(s->ship[1].region, M1);
	assert_int_equal(s->ship[2].region, M4);
	arena_free(ev.a);
	/* berta's turn: a fleet with a ship not hers is never legal. */
	assert_int_equal(s->active, 1);
	refused(s, 1, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T7\nMOVER FLOTA b4 b1 M2", 2, "b1");
	nm_kind.free(s);
}

/* The share of `battles` seeded land battles, tactics at random on both
 * sides, that `a` CQ win against 3 (in per cent). */
static int share_won(int old, int a, int battles)
{
	int won = 0;
	for (int b = 0; b < battles; b++) {
		nm_state *s = made(2, old);
		s->ca[T1][0] = 2;
		s->ca[T7][1] = 2;
		s->cq[T2][0] = a;
		s->cq[T2][1] = 3;
		s->conflict = nm_bit(T2);
		char hex[16];
		snprintf(hex, sizeof hex, "%04x", b);
		dice d;
		test_dice_init(&d, hex, 0);
		game_events ev;
		evs_init(&ev);
		nm_run r = { .s = s, .who = 0, .d = &d, .ev = &ev, .lang = "es", .answer = -1 };
		nm_battle(&r, T2, NULL, 0, NULL, 0);
		won += s->cq[T2][0] > 0;
		arena_free(ev.a);
		nm_kind.free(s);
	}
	return won * 100 / battles;
}

static void test_loss_table_by_the_victor(void **state)
{
	(void)state;
	/* VI.03 Example 2 attacks "con criterio de batalla de doble a su
	 * favor": double the pieces is an advantage. By the loser's own
	 * criterion it was not (the stronger side lost 2-3 a defeat, the
	 * weaker 1). 400 battles each, tactics at random. */
	int old6 = share_won(1, 6, 400), new6 = share_won(0, 6, 400);
	int old9 = share_won(1, 9, 400), new9 = share_won(0, 9, 400);
	print_message("6 vs 3: %d%% -> %d%%; 9 vs 3: %d%% -> %d%%\n", old6, new6, old9, new9);
	assert_true(new6 >= 85 && new6 > old6 + 10);
	assert_true(new9 >= 95 && new9 > old9);
	assert_true(new9 >= new6);
}

static void test_example_2(void **state)
{
	(void)state;
	/* VIII.02: 7 CQ aboard, sail A^M-B^M-C^M, land 6 (1 stays aboard),
	 * march C^T-D^T, attack 1 CQ + 2 CA with doble; a damaged settlement
	 * gives one card, the kind chosen from the backs. Here: ana's ship in
	 * M2 sails to M5, lands 6 on T11 (open coast M5) and attacks T9. */
	nm_state *s = blank(3);
	s->ca[T2][0] = 2;
	s->cq[T2][0] = 4;
	s->ship[0] = (nm_ship){ 0, M2, 1 };
	s->ca[T9][1] = 2;
	s->cq[T9][1] = 1;
	s->ca[T7][1] = 2;
	s->ca[T4][2] = 2;
	give(s, 1, 2, 3);
	give(s, 1, 5, 1);
	s->credits = 3;
	s->standing[1].ntactics = 1;
	s->standing[1].tactics[0] = 1;
	game_events ev;
	play(&s, 0,
		"COMPRAR 3 CQ\nCOLOCAR 3 CQ T2\nEMBARCAR 6 T2 M2\nMOVER BARCO b1 M2 M5\nDESEMBARCAR 6 M5 T11\n"
		"MOVER 6 CQ T11 T9\nATACAR T9 TACTICAS 2 TARJETA riq",
		"gg", &ev);
	assert_int_equal(s->ship[0].cq, 1);
	const game_event *r1 = nth(&ev, "nm.ev.round_fought", 0);
	assert_non_null(r1);
	assert_string_equal(var(r1, "a"), "6");
	assert_string_equal(var(r1, "d"), "3");
	assert_string_equal(var(r1, "crit_a_es"), "doble");
	/* 2 beats 1 at distance 1: the defender loses what the victor's
	 * doble shows, 2: the CQ first, then a CA. */
	assert_string_equal(var(r1, "ld"), "2");
	/* The settlement damaged: one card for the battle, the riches card
	 * asked for, although the last CA falls in a later round; its points
	 * are told to the two players only. */
	assert_int_equal(count_ev(&ev, "nm.ev.card_taken"), 1);
	const game_event *taken = find_ev(&ev, "nm.ev.card_taken");
	assert_non_null(taken);
	assert_string_equal(var(taken, "kind_es"), "riq");
	const game_event *pts = find_ev(&ev, "nm.ev.card_taken_points");
	assert_int_equal(pts->audience, GAME_SEAT(0) | GAME_SEAT(1));
	assert_string_equal(var(pts, "points"), "3");
	/* berta keeps her settlement on T7: the game goes on. */
	assert_int_equal(s->ca[T9][1], 0);
	assert_false(s->out >> 1 & 1);
	assert_int_equal(s->cq[T9][0] > 0, 1);
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_elimination(void **state)
{
	(void)state;
	/* IMPORTANT: losing the last settlement: 1 card to the victor, the
	 * player's pieces and other cards leave, it leaves the turn track;
	 * the game goes on among the others. */
	nm_state *s = blank(3);
	s->ca[T1][0] = 2;
	s->cq[T1][0] = 9;
	s->ca[T2][1] = 2;
	s->ship[3] = (nm_ship){ 1, M6, 2 };
	give(s, 1, 3, 0);
	give(s, 1, 4, 0);
	s->ca[T7][2] = 2;
	s->credits = 3;
	game_events ev;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T1\nMOVER 10 CQ T1 T2\nATACAR T2 AL AZAR", "g", &ev);
	assert_true(s->out >> 1 & 1);
	assert_int_equal(nm_cards_of(s, 0), 1);
	assert_int_equal(nm_cards_of(s, 1), 0);
	int out = 0;
	for (int c = 0; c < NM_NCARDS; c++)
		out += s->where[c] == NM_OUT;
	assert_int_equal(out, 1);
	assert_int_equal(s->ship[3].owner, -1);
	assert_int_equal(s->ntrack, 2);
	assert_non_null(find_ev(&ev, "nm.ev.eliminated"));
	assert_int_equal(s->phase, NM_TURN);
	assert_int_equal(s->active, 2);
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_victories(void **state)
{
	(void)state;
	/* IX.01: 20 points, checked after every card gained, mid-turn; the
	 * final mail shows the winner's cards. */
	nm_state *s = blank(2);
	s->ca[T1][0] = 1;
	s->cq[T1][0] = 1;
	s->ca[T7][1] = 2;
	give(s, 0, 0, 4);
	give(s, 0, 1, 4);
	give(s, 0, 2, 4);
	give(s, 0, 5, 4);
	/* 16 points; a face-up 4 makes 20. */
	int c4 = give(s, NM_UP, 3, 4);
	s->where[s->up[0]] = NM_DECK;
	s->deck[s->ndeck++] = s->up[0];
	s->up[0] = c4;
	s->credits = 2;
	game_events ev;
	evs_init(&ev);
	engine_play(&nm_kind, s, 0, "COMPRAR 1 CA\nTARJETA frut\nCOLOCAR 1 CA T1", "01", 0, &ev);
	assert_int_equal(s->phase, NM_OVER);
	assert_int_equal(s->end, NM_END_POINTS);
	assert_int_equal(s->winners, GAME_SEAT(0));
	assert_non_null(find_ev(&ev, "nm.ev.winner_cards"));
	arena_free(ev.a);
	nm_kind.free(s);
	/* IX.02: all 6 kinds. */
	s = blank(2);
	s->ca[T1][0] = 1;
	s->cq[T1][0] = 1;
	s->ca[T7][1] = 2;
	for (int k = 0; k < 5; k++)
		give(s, 0, k, 1);
	c4 = give(s, NM_UP, 5, 1);
	s->where[s->up[0]] = NM_DECK;
	s->deck[s->ndeck++] = s->up[0];
	s->up[0] = c4;
	s->credits = 2;
	evs_init(&ev);
	engine_play(&nm_kind, s, 0, "COMPRAR 1 CA\nTARJETA anim\nCOLOCAR 1 CA T1", "01", 0, &ev);
	assert_int_equal(s->end, NM_END_KINDS);
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- retreats (VI.03 Negociar la retirada) -------------------------------- */

static nm_state *standoff(int policy)
{
	nm_state *s = mover(6);
	s->cq[T1][1] = 3;
	s->ca[T7][1] = 2;
	s->standing[1].retreat[0] = policy;
	return s;
}

static void test_retreat_accepted_refused_failing(void **state)
{
	(void)state;
	const char *body = "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 4 CQ T3 T1\nRETIRADA T1 HACIA T2\nMOVER 1 CQ T3 T5";
	game_events ev;
	/* Accepted: all troops to the destination by a movement attempt. */
	nm_state *s = standoff(ORD_NM_ACCEPT);
	play(&s, 0, body, "ggg", &ev);
	assert_non_null(find_ev(&ev, "nm.ev.retreat_accepted"));
	assert_int_equal(s->cq[T2][0], 4);
	assert_int_equal(s->cq[T1][0], 0);
	assert_int_equal(s->cq[T1][1], 3);
	assert_null(find_ev(&ev, "nm.ev.battle"));
	arena_free(ev.a);
	nm_kind.free(s);
	/* Refused: they fight. */
	s = standoff(ORD_NM_REFUSE);
	play(&s, 0, body, "g", &ev);
	assert_non_null(find_ev(&ev, "nm.ev.retreat_refused"));
	assert_non_null(find_ev(&ev, "nm.ev.battle"));
	arena_free(ev.a);
	nm_kind.free(s);
	/* Accepted but the move fails (red): they fight. */
	s = standoff(ORD_NM_ACCEPT);
	play(&s, 0, body, "gr", &ev);
	assert_non_null(find_ev(&ev, "nm.ev.retreat_failed"));
	assert_non_null(find_ev(&ev, "nm.ev.battle"));
	arena_free(ev.a);
	nm_kind.free(s);
}

static void test_retreat_question_pauses(void **state)
{
	(void)state;
	const char *body = "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 4 CQ T3 T1\nRETIRADA T1 HACIA T2\nMOVER 1 CQ T3 T5";
	game_events ev;
	nm_state *s = standoff(ORD_NM_ASK);
	play(&s, 0, body, "g", &ev);
	/* The express acceptance is asked: the turn pauses, berta answers. */
	assert_int_equal(s->phase, NM_ANSWER);
	game_status gs = engine_status(&nm_kind, s);
	assert_int_equal(gs.waiting, GAME_SEAT(1));
	assert_string_equal(gs.phase, "answer");
	assert_non_null(s->program);
	/* The paused program is ana's: not in berta's view or the public one. */
	char *bv = engine_view(&nm_kind, s, 1, "es"), *av = engine_view(&nm_kind, s, 0, "es");
	/* The defender is told the conflict, counts, criteria and proposal. */
	assert_non_null(strstr(bv, "Conflicto en Palmar (T1): ana 4 (equilibrio) contra berta 3 (equilibrio); propuesta: "
				   "retirar todas sus tropas hacia Ceiba (T2)"));
	assert_null(strstr(bv, "MOVER 1 CQ T3 T5"));
	assert_non_null(strstr(av, "MOVER 1 CQ T3 T5"));
	/* Each told in its own person (issue 15 item 16). */
	assert_non_null(strstr(bv, "Te toca responder: ana te propone una retirada"));
	assert_non_null(strstr(av, "Turno en pausa: esperas la respuesta de berta a tu retirada."));
	free(bv);
	free(av);
	refused(s, 0, "MOVER 1 CQ T3 T5", 0, "se espera la respuesta de berta");
	refused(s, 1, "COMPRAR 3 CQ", 0, "ACEPTO o RECHAZO");
	/* Accepted: the program resumes by itself from the retreat. */
	arena_free(ev.a);
	play(&s, 1, "ACEPTO", "gg", &ev);
	assert_int_equal(s->cq[T2][0], 4);
	assert_int_equal(s->cq[T5][0], 1);
	assert_int_equal(s->phase, NM_TURN);
	assert_int_equal(s->active, 1);
	arena_free(ev.a);
	nm_kind.free(s);
	/* No answer by the deadline: refused, they fight, the program goes on. */
	s = standoff(ORD_NM_ASK);
	play(&s, 0, body, "g", &ev);
	arena_free(ev.a);
	evs_init(&ev);
	dice d;
	test_dice_init(&d, "77", 0);
	nm_kind.timeout(s, &d, &ev);
	assert_non_null(find_ev(&ev, "nm.ev.timeout_answer"));
	assert_non_null(find_ev(&ev, "nm.ev.battle"));
	assert_int_equal(s->phase, NM_TURN);
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- the deadline --------------------------------------------------------------- */

static void test_timeout_turn(void **state)
{
	(void)state;
	nm_state *s = mover(0);
	s->ca[T1][0] = 2;
	s->credits = 5;
	game_events ev;
	evs_init(&ev);
	dice d;
	test_dice_init(&d, "99", 0);
	nm_kind.timeout(s, &d, &ev);
	/* Credits spent on CQ placed by the seeded stream, no operations. */
	assert_int_equal(s->cq[T1][0] + s->cq[T3][0], 5);
	assert_non_null(find_ev(&ev, "nm.ev.timeout_turn"));
	assert_int_equal(s->active, 1);
	arena_free(ev.a);
	nm_kind.free(s);
}

/* ---- a table that has stopped -------------------------------------------------- */

/* stall_rounds (pinned: 20 for new games): when that many whole rounds
 * pass with no discovery card changing place, the game ends drawn among
 * the seats still in, told to everyone; a game made before the pin plays
 * on. The quiet rounds counted survive save and load byte for byte, and a
 * card taken starts the count again. Timeouts place CQ and take no card. */
static void test_stall_rounds_end_drawn(void **state)
{
	(void)state;
	for (int old = 0; old <= 1; old++) {
		nm_state *s = made(3, old);
		s->ca[T1][0] = 2, s->ca[T4][1] = 2, s->ca[T8][2] = 2;
		dice d;
		test_dice_init(&d, "57a11", 0);
		int turns = 0, moved = 0;
		const game_event *end = NULL;
		game_events ev;
		evs_init(&ev);
		while (s->phase != NM_OVER && turns < 3 * 40) {
			if (turns == 3 * 10 && !moved) {
				/* A card taken in round 11: the count starts again. */
				give(s, 1, 0, 0);
				moved = turns;
			}
			if (turns % 7 == 3) {
				char *a = engine_save(&nm_kind, s);
				void *st;
				es_err e;
				assert_int_equal(nm_kind.load(&st, 3, names, a, &e), ES_OK);
				char *b = engine_save(&nm_kind, st);
				assert_string_equal(a, b);
				/* Only the PRINT save writes loads: strtoul alone
				 * would take a sign or spaces for the same number. */
				char *line = strstr(a, "\nstall-rounds ");
				if (!old && turns == 3) {
					assert_non_null(line);
					char *pr = strchr(strchr(strchr(line + 1, ' ') + 1, ' ') + 1, ' ') + 1;
					for (const char *bad = "+ -X"; *bad; bad++) {
						char keep = pr[0];
						pr[0] = *bad;
						void *no = NULL;
						assert_int_not_equal(nm_kind.load(&no, 3, names, a, &e), ES_OK);
						pr[0] = keep;
					}
				}
				nm_kind.free(s);
				s = st;
				free(a);
				free(b);
			}
			arena_free(ev.a);
			evs_init(&ev);
			nm_kind.timeout(s, &d, &ev);
			turns++;
			end = find_ev(&ev, "nm.ev.stall");
		}
		if (old) {
			assert_int_not_equal(s->phase, NM_OVER);
			assert_null(end);
		} else {
			assert_int_equal(s->phase, NM_OVER);
			assert_non_null(end);
			assert_int_equal(end->audience & 7, 7); /* every seat */
			assert_string_equal(var(end, "max"), "20");
			assert_int_equal(s->winners, GAME_SEAT(0) | GAME_SEAT(1) | GAME_SEAT(2));
			/* 20 quiet rounds after the round in which the card moved. */
			assert_int_equal(turns, 3 * (11 + 20));
			game_status gs;
			nm_kind.status(s, &gs);
			assert_true(gs.over);
			char *saved = engine_save(&nm_kind, s);
			assert_non_null(strstr(saved, "\nend stall\n"));
			free(saved);
		}
		arena_free(ev.a);
		nm_kind.free(s);
	}
}

/* ---- standing orders are private ------------------------------------------------ */

static void test_standing_orders(void **state)
{
	(void)state;
	nm_state *s = mover(2);
	/* Any seat, at any time; shown in its own view only. */
	engine_play(&nm_kind, s, 1, "DEFENSA TACTICAS 2 4 1\nRETIRADAS ana RECHAZO\nBAJAS MENOR", "01", 0, NULL);
	assert_int_equal(s->standing[1].ntactics, 3);
	assert_int_equal(s->standing[1].retreat[0], ORD_NM_REFUSE);
	assert_int_equal(s->standing[1].losses_largest, 0);
	assert_int_equal(s->active, 0);
	char *mine = engine_view(&nm_kind, s, 1, "es"), *other = engine_view(&nm_kind, s, 0, "es"),
	     *pub = engine_view(&nm_kind, s, -1, "es");
	assert_non_null(strstr(mine, "DEFENSA 2 4 1; BAJAS MENOR; RETIRADAS ana RECHAZO"));
	assert_null(strstr(other, "2 4 1"));
	assert_null(strstr(pub, "2 4 1"));
	/* Each language says its own keywords, the ones its player types. */
	char *en = engine_view(&nm_kind, s, 1, "en");
	assert_non_null(strstr(en, "DEFENCE 2 4 1; LOSSES SMALLEST; RETREATS ana REFUSE"));
	assert_null(strstr(en, "MENOR"));
	free(en);
	free(mine);
	free(other);
	free(pub);
	refused(s, 1, "RETIRADAS zoe ACEPTO", 0, "'zoe' no es otro jugador");
	nm_kind.free(s);
}

/* ---- options ------------------------------------------------------------------- */

static void test_options(void **state)
{
	(void)state;
	char path[] = "/tmp/nm-cards-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	FILE *f = fdopen(fd, "w");
	/* A deck of its own: every kind, 40 cards, all worth 2. */
	for (int c = 0; c < NM_NCARDS; c++)
		fprintf(f, "%s 2\n", nm_kinds[c % NM_NKINDS].code);
	fclose(f);
	char cards[64];
	snprintf(cards, sizeof cards, "cards=%s", path);
	const char *opts[] = { "scenario=4", "losses=2/2,2/3,3/3", "answer_hours=6", cards };
	dice d;
	test_dice_init(&d, "0a", 0);
	game_events ev = { .a = arena_new() };
	void *st;
	es_err e;
	assert_int_equal(nm_kind.create(&st, 3, names, opts, 4, &d, &ev, &e), ES_OK);
	nm_state *s = st;
	assert_int_equal(s->scenario, 4);
	assert_int_equal(s->loss[NM_HALF][0], 2);
	assert_int_equal(s->loss[NM_DOUBLE][1], 3);
	assert_int_equal(s->answer_hours, 6);
	for (int c = 0; c < NM_NCARDS; c++)
		assert_int_equal(s->card[c].points, 2);
	/* The choices are in every view (the welcome mail's too). */
	char *v = engine_view(&nm_kind, s, -1, "es");
	assert_non_null(strstr(v, "2/2 2/3 3/3"));
	assert_non_null(strstr(v, "mazo propio"));
	free(v);
	nm_kind.free(st);
	unlink(path);
	static const char *const bad[] = { "scenario=7", "losses=1/1", "answer_hours=0", "cards=/nonexistent",
		"colour=5" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_int_equal(nm_kind.create(&st, 3, names, &bad[i], 1, &d, &ev, &e), ES_ESYNTAX);
	/* 2 to 5 players. */
	assert_int_not_equal(nm_kind.create(&st, 1, names, NULL, 0, &d, &ev, &e), ES_OK);
	assert_int_not_equal(nm_kind.create(&st, 6, names, NULL, 0, &d, &ev, &e), ES_OK);
	arena_free(ev.a);
}

/* ---- texts ------------------------------------------------------------------------ */

static void test_templates_complete_in_both_languages(void **state)
{
	(void)state;
	static tpl_set es, en;
	tpl_set_load(&es, "templates/es/nuevo-mundo.tpl");
	tpl_set_load(&en, "templates/en/nuevo-mundo.tpl");
	assert_true(es.n > 150);
	static const char *const sources[] = { "games/nuevo-mundo/nm.c", "games/nuevo-mundo/nm_check.c",
		"games/nuevo-mundo/nm_exec.c", "games/nuevo-mundo/nm_may.c", "games/nuevo-mundo/nm_view.c", "games/nuevo-mundo/nm_rules.c",
		"orders/ord_nm.c", NULL };
	/* Ids orders/ordp.c builds from the prefix. */
	static const char *const built[] = { "nm.rej.expected", "nm.rej.missing_number", "nm.rej.big_number",
		"nm.rej.not_number", "nm.rej.missing_region", "nm.rej.not_region", "nm.rej.not_region_dym", NULL };
	assert_true(engine_templates_check("nm", &es, &en, sources, built, NULL) > 150);
	const char *vars[] = { "attacker", "x", "a", "1", "bought", "1", "cap", "1", "cards", "x", "ca", "1", "combos",
		"x", "cost", "1", "cq", "1", "credits", "1", "crit_a", "x", "crit_d", "x", "deck", "1", "defender", "x",
		"detail", "x", "d", "1", "form", "x", "from", "x", "hours", "1", "islands", "1", "island", "x", "kinds", "x",
		"kind", "x", "land", "x", "la", "1", "ld", "1", "line", "x", "list", "x", "losses", "x", "max", "1", "name",
		"x", "next", "x", "n", "1", "order", "x", "out", "1", "placed", "1", "players", "x", "player", "x", "points",
		"1", "region", "x", "retreats", "x", "rolls", "x", "round", "1", "sea", "x", "settlements", "1", "ships",
		"x", "ship", "x", "tactics", "x", "ta", "1", "td", "1", "title", "x", "to", "x", "track", "x", "turn", "1",
		"up", "x", "victor", "x", "word", "x", "line_en", "x", "kind_en", "x", "crit_a_en", "x", "crit_d_en", "x",
		"cards_en", "x", "line_es", "x", "kind_es", "x", "crit_a_es", "x", "crit_d_es", "x",
		"cards_es", "x", "regions", "x", "card", "x", "option", "x", "pinned", "x", "why_es", "x", "why_en", "x", "you_es", "x",
		"you_en", "x", NULL };
	engine_templates_render(&es, vars);
	/* Counts that may be 1 never stand before a plural noun ("1 points"):
	 * the texts put the noun first ("points: 1"). */
	const char *ones[sizeof vars / sizeof vars[0]];
	for (size_t k = 0; vars[k]; k += 2) {
		ones[k] = vars[k];
		ones[k + 1] = !strcmp(vars[k], "credits") || !strcmp(vars[k], "ships") || !strcmp(vars[k], "max") ? "1"
															       : vars[k + 1];
		ones[k + 2] = NULL;
	}
	static const char *const plural[] = { "1 points", "1 puntos", "1 settlements", "1 asentamientos", "1 islands",
		"1 islas", "1 cards", "1 tarjetas", "1 ships", "1 barcos", "1 créditos", "1 credits", "1 turnos", "1 turns", NULL };
	for (int i = 0; i < es.n; i++)
		for (int l = 0; l < 2; l++) {
			sbuf b = SBUF_INIT;
			es_err e;
			assert_int_equal(tpl_render(&b, l ? "en" : "es", es.id[i], ones, &e), ES_OK);
			for (int k = 0; plural[k]; k++)
				if (strstr(sbuf_str(&b), plural[k]))
					fail_msg("%s %s: «%s»", l ? "en" : "es", es.id[i], sbuf_str(&b));
			sbuf_free(&b);
		}
}

/* ---- issue 15: the words of every mail ------------------------------------------ */

static char *dflt(const nm_state *s, int who, const char *lang)
{
	sbuf b = SBUF_INIT;
	nm_kind.default_text(s, who, lang, &b);
	return sbuf_detach(&b);
}

static void has(const char *text, const char *want)
{
	if (!strstr(text, want))
		fail_msg("«%s» not in:\n%s", want, text);
}

/* Item 15: a skipped order is quoted as each reader writes orders (it was
 * the Spanish canonical line for everyone). */
static void test_issue15_skipped_line_in_each_language(void **state)
{
	(void)state;
	nm_state *s = mover(5);
	game_events ev;
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 2 CQ T3 T1\nMOVER 2 CQ T3 T1\nMOVER 2 CQ T3 T2", "rg", &ev);
	const game_event *g = find_ev(&ev, "nm.ev.skipped");
	assert_non_null(g);
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	es_err e;
	assert_int_equal(tpl_render(&es, "es", g->id, g->vars, &e), ES_OK);
	assert_int_equal(tpl_render(&en, "en", g->id, g->vars, &e), ES_OK);
	/* One sentence with its reason (VI.01: the red cone closes the
	 * border), not a fragment followed by a reason on its own line. */
	has(sbuf_str(&es), "Se omite la orden de ana «MOVER 2 CQ T3 T1»: la frontera Mangle (T3)-Palmar (T1) tiene un "
			   "cono rojo de ana este turno.");
	has(sbuf_str(&en), "Order of ana skipped, «MOVE 2 CQ T3 T1»: the border Mangle (T3)-Palmar (T1) has a red cone "
			   "of ana this turn.");
	sbuf_free(&es);
	sbuf_free(&en);
	arena_free(ev.a);
	nm_kind.free(s);
}

/* Item 16: the reader in turn is "you", counts agree ("1 crédito"), the
 * next player is named, the reader as "tú"; item 19: the order of play and
 * when a turn resolves are written out. */
static void test_issue15_views_speak_to_the_reader(void **state)
{
	(void)state;
	nm_state *s = mover(5);
	s->credits = 1;
	char *ana = engine_view(&nm_kind, s, 0, "es"), *berta = engine_view(&nm_kind, s, 1, "es");
	char *en = engine_view(&nm_kind, s, 1, "en");
	has(ana, "Turno 1: te toca a ti, con 1 crédito. Después juega berta.");
	has(berta, "Turno 1: juega ana, con 1 crédito. Después juegas tú.");
	has(en, "Turn 1: ana plays, with 1 credit. You play next.");
	has(ana, "Ronda 1; orden de juego de esta ronda: [ana], berta. Se juega un turno cada vez y cada turno se "
		 "resuelve en cuanto llega el correo de quien juega");
	free(ana);
	free(berta);
	free(en);
	/* The last turn of a round: the next order is not known yet. */
	s->pos = 1;
	s->active = 1;
	s->credits = 4;
	berta = engine_view(&nm_kind, s, 1, "es");
	has(berta, "Turno 1: te toca a ti, con 4 créditos. Después empieza la ronda 2, con el orden de turnos por "
		   "créditos");
	free(berta);
	/* A finished game awaits nobody and asks for nothing (item 19). */
	s->phase = NM_OVER;
	s->end = NM_END_POINTS;
	s->winners = GAME_SEAT(0);
	berta = engine_view(&nm_kind, s, 1, "es");
	has(berta, "La partida ha terminado: ana gana por puntos.");
	assert_null(strstr(berta, "Tus órdenes permanentes"));
	assert_null(strstr(berta, "Después"));
	assert_null(strstr(berta, "te toca"));
	free(berta);
	nm_kind.free(s);
}

/* Item 18: what the deadline does, said to the seat awaited. */
static void test_issue15_default_text(void **state)
{
	(void)state;
	/* A turn: every credit on CQ by lot among its regions, no operation. */
	nm_state *s = mover(0);
	s->ca[T1][0] = 2;
	s->credits = 5;
	char *t = dflt(s, 0, "es");
	assert_string_equal(t, "Si no llega tu turno a tiempo, todo lo que tienes, 5 créditos, se gasta en CQ que se "
			       "colocan por sorteo en tus regiones (Palmar (T1), Mangle (T3)), sin operaciones: tus barcos y tus "
			       "tropas se quedan donde están.");
	free(t);
	s->credits = 1;
	t = dflt(s, 0, "en");
	has(t, "everything you have, 1 credit, goes on CQ placed by lot in your regions (Palmar (T1), Mangle (T3))");
	free(t);
	t = dflt(s, 1, "es");
	assert_string_equal(t, "");
	free(t);
	nm_kind.free(s);
	/* The retreat asked: refused. */
	game_events ev;
	s = standoff(ORD_NM_ASK);
	play(&s, 0, "COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 4 CQ T3 T1\nRETIRADA T1 HACIA T2", "g", &ev);
	arena_free(ev.a);
	assert_int_equal(s->phase, NM_ANSWER);
	t = dflt(s, 1, "es");
	assert_string_equal(t, "Si no respondes a tiempo, la retirada que te propone ana desde Palmar (T1) queda rechazada y "
			       "se combate en Palmar (T1).");
	free(t);
	t = dflt(s, 0, "es");
	assert_string_equal(t, "");
	free(t);
	nm_kind.free(s);
	/* The entry: the region by lot, the card the usual rule takes. */
	const char *opts[] = { "scenario=1" };
	dice d;
	test_dice_init(&d, "5eed", 0);
	game_events cev = { .a = arena_new() };
	void *st;
	es_err e;
	assert_int_equal(nm_kind.create(&st, 3, names, opts, 1, &d, &cev, &e), ES_OK);
	arena_free(cev.a);
	s = st;
	assert_int_equal(s->phase, NM_ENTRY);
	const nm_card *c = &s->card[s->up[nm_pick_up(s, s->active, NULL, 0)]];
	char want[64];
	snprintf(want, sizeof want, "te llevas la tarjeta %s %d de la mesa", nm_kinds[c->kind].code, c->points);
	t = dflt(s, s->active, "es");
	has(t, "tu región se sortea entre las 11 regiones de tierra desocupadas que quedan");
	has(t, want);
	free(t);
	nm_kind.free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_issue15_skipped_line_in_each_language),
		cmocka_unit_test(test_issue15_views_speak_to_the_reader),
		cmocka_unit_test(test_issue15_default_text),
		cmocka_unit_test(test_credits_at_turn_start),
		cmocka_unit_test(test_round_order_by_credits),
		cmocka_unit_test(test_first_order_by_rolls),
		cmocka_unit_test(test_entry),
		cmocka_unit_test(test_settlement_completed_again_and_empty_deck),
		cmocka_unit_test(test_example_1),
		cmocka_unit_test(test_red_closes_the_border),
		cmocka_unit_test(test_black_costs_one_and_may_retry),
		cmocka_unit_test(test_three_red_cones),
		cmocka_unit_test(test_black_at_sea),
		cmocka_unit_test(test_four_ways_to_a_conflict),
		cmocka_unit_test(test_combos),
		cmocka_unit_test(test_embark_disembark),
		cmocka_unit_test(test_conflict_blocks),
		cmocka_unit_test(test_tactics_cycle_and_1_vs_4),
		cmocka_unit_test(test_ship_battle_7_vs_3),
		cmocka_unit_test(test_loss_table_by_the_victor),
		cmocka_unit_test(test_fleet_names_its_ships),
		cmocka_unit_test(test_example_2),
		cmocka_unit_test(test_elimination),
		cmocka_unit_test(test_victories),
		cmocka_unit_test(test_retreat_accepted_refused_failing),
		cmocka_unit_test(test_retreat_question_pauses),
		cmocka_unit_test(test_timeout_turn),
		cmocka_unit_test(test_stall_rounds_end_drawn),
		cmocka_unit_test(test_standing_orders),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_templates_complete_in_both_languages),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
