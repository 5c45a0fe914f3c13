/* Scenario tests of La reconquista: one or more per rule with observable
 * behaviour (rules 3 and 7-27), the order grammar, canonical orders,
 * save/load, privacy of views and events, and the templates. Positions are
 * built exactly by loading a state text written here.
 * Scenarios that need only a state, mails and what they answer are data:
 * tests/data/games/reconquista/ (run by test_cases.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "adjudicator/base/embed.h"
#include "adjudicator/base/tpl.h"
#include "games/game.h"
#include "games/reconquista/reco.h"
#include "games/reconquista/reco_map.h"
#include "orders/ord_reco.h"
#include "tests/unit/engine_test.h"
#include "tests/test_dice.h"

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena", "fede" };

/* ---- fixtures: a position written as state text --------------------- */

typedef struct fx {
	int n;
	const char *phase, *end, *winners, *attack;
	int step, turn, dealer, active, each, max_turns, stalemate, quiet;
	int owner[RECO_NPROV], troops[RECO_NPROV];
	int initial[6], left[6], played[6], all[6], out[6];
} fx;

static int P(const char *id)
{
	int i = reco_map_find(reco_map_get(), id);
	if (i < 0)
		fail_msg("no province %s", id);
	return i;
}

/* Seat i % n owns province i, one troop each, a normal turn of seat 0. */
static void fx_init(fx *f, int n)
{
	memset(f, 0, sizeof *f);
	f->n = n;
	f->phase = "move";
	f->end = "none";
	f->winners = "-";
	f->attack = "-";
	f->step = 10;
	f->turn = 10;
	f->each = 20;
	for (int i = 0; i < RECO_NPROV; i++) {
		f->owner[i] = i % n;
		f->troops[i] = 1;
	}
	for (int i = 0; i < n; i++) {
		f->initial[i] = RECO_NPROV / n;
		f->played[i] = 3;
		f->all[i] = 1;
	}
}

static void fx_set(fx *f, const char *id, int owner, int troops)
{
	f->owner[P(id)] = owner;
	f->troops[P(id)] = troops;
}

static char *fx_text(const fx *f)
{
	const reco_map *m = reco_map_get();
	sbuf b = SBUF_INIT;
	sbuf_printf(&b, "game reconquista\nphase %s\nstep %d\nturn %d\ndealer %d\nactive %d\neach %d\nmax-turns %d\n",
		f->phase, f->step, f->turn, f->dealer, f->active, f->each, f->max_turns);
	sbuf_printf(&b, "end %s\nwinners %s\nattack %s\n", f->end, f->winners, f->attack);
	if (f->stalemate)
		sbuf_printf(&b, "stalemate-rounds %d\nquiet-turns %d\n", f->stalemate, f->quiet);
	for (int i = 0; i < RECO_NPROV; i++)
		sbuf_printf(&b, "prov %s %d %d\n", m->id[i], f->owner[i], f->troops[i]);
	for (int i = 0; i < f->n; i++)
		sbuf_printf(&b, "seat %d initial %d\nseat %d left %d\nseat %d played %d\nseat %d defense %s\nseat %d out %d\n",
			i, f->initial[i], i, f->left[i], i, f->played[i], i, f->all[i] ? "todas" : "ninguna", i, f->out[i]);
	return sbuf_detach(&b);
}

static void *fx_load(const fx *f)
{
	char *t = fx_text(f);
	void *st = NULL;
	es_err e;
	int rc = reco_kind.load(&st, f->n, names, t, &e);
	if (rc != ES_OK)
		fail_msg("load: %s", e.msg);
	free(t);
	return st;
}

static char *save(const void *st)
{
	return engine_save(&reco_kind, st);
}

/* The value of fact `key` ("prov madrid") in the saved state. */
static char *fact(const void *st, const char *key)
{
	char *s = save(st), *r = NULL;
	size_t kl = strlen(key);
	for (char *p = s; p && *p;) {
		char *nl = strchr(p, '\n');
		if (!strncmp(p, key, kl) && p[kl] == ' ') {
			size_t n = nl ? (size_t)(nl - p - kl - 1) : strlen(p + kl + 1);
			r = xstrndup(p + kl + 1, n);
			break;
		}
		p = nl ? nl + 1 : NULL;
	}
	free(s);
	if (!r)
		fail_msg("no fact %s", key);
	return r;
}

static int owner_of(const void *st, const char *id)
{
	char key[64];
	snprintf(key, sizeof key, "prov %s", id);
	char *v = fact(st, key);
	int o = (int)strtol(v, NULL, 10);
	free(v);
	return o;
}

static int troops_of(const void *st, const char *id)
{
	char key[64];
	snprintf(key, sizeof key, "prov %s", id);
	char *v = fact(st, key), *sp = strchr(v, ' ');
	int t = sp ? (int)strtol(sp + 1, NULL, 10) : -1;
	free(v);
	return t;
}

/* check() in lang; canon and echo go to the caller's buffers (may be NULL). */
static int check_in(void *st, int who, const char *body, const char *lang, game_reject *rej, sbuf *canon, sbuf *echo)
{
	return engine_check(&reco_kind, st, who, body, lang, rej, canon, echo);
}

static int check(void *st, int who, const char *body, game_reject *rej)
{
	return check_in(st, who, body, "es", rej, NULL, NULL);
}

/* Orders that must be accepted, applied through their canonical form. */
static void play(void *st, int who, const char *body, game_events *ev)
{
	engine_play(&reco_kind, st, who, body, "00", 0, ev);
}

static game_status status(const void *st)
{
	return engine_status(&reco_kind, st);
}

static char *view(const void *st, int who, const char *lang)
{
	return engine_view(&reco_kind, st, who, lang);
}

/* The JSON view of `who` (-1: the public one), as compact text. */
static char *json_of(const void *st, int who)
{
	jw *o = jw_object();
	reco_kind.view_json(st, who, o);
	sbuf out = SBUF_INIT;
	assert_int_equal(jw_dump(o, 0, &out), 0);
	jw_free(o);
	return sbuf_detach(&out);
}

/* The events with an attack's cards or result (rules 19, 21): 1 for the
 * attacker's own (id ends "_att"), 2 for the defender's, else 0. */
static int card_event(const char *id)
{
	static const char *const base[] = { "reco.ev.attack_cards_", "reco.ev.defense_cards_", "reco.ev.attack_won_",
		"reco.ev.attack_failed_" };
	for (size_t i = 0; i < sizeof base / sizeof base[0]; i++)
		if (!strncmp(id, base[i], strlen(base[i])))
			return !strcmp(id + strlen(base[i]), "att") ? 1 : 2;
	return 0;
}

/* ---- map: rules 2-3 -------------------------------------------------- */

static void test_rule_3_map(void **state)
{
	(void)state;
	const reco_map *m = reco_map_get();
	assert_int_equal(m->n, 60);
	assert_int_equal(m->nborders, 149);
	int es = 0, pt = 0, ad = 0;
	for (int i = 0; i < m->n; i++) {
		es += !strcmp(m->country[i], "es");
		pt += !strcmp(m->country[i], "pt");
		ad += !strcmp(m->country[i], "ad");
	}
	assert_int_equal(es, 48);
	assert_int_equal(pt, 11);
	assert_int_equal(ad, 1);
	/* Rule 3: Baleares borders Barcelona, Tarragona, Castellón, Valencia;
	 * Andorra borders Lérida and Gerona; nothing else. */
	uint64_t bal = (uint64_t)1 << P("barcelona") | (uint64_t)1 << P("tarragona") | (uint64_t)1 << P("castellon") |
		(uint64_t)1 << P("valencia");
	assert_true(m->adj[P("baleares")] == bal);
	assert_true(m->adj[P("andorra")] == ((uint64_t)1 << P("lleida") | (uint64_t)1 << P("girona")));
	assert_true(reco_map_borders(m, P("madrid"), P("toledo")));
	assert_false(reco_map_borders(m, P("madrid"), P("barcelona")));
	assert_string_equal(m->name[P("tras-os-montes")], "Trás-os-Montes e Alto Douro");
}

static void test_map_validation_rejects_bad_maps(void **state)
{
	(void)state;
	const embed_file *f = embed_get(RECO_MAP_PATH);
	assert_non_null(f);
	reco_map *m = xmalloc(sizeof *m);
	es_err e;
	assert_int_equal(reco_map_parse(f->data, m, &e), ES_OK);
	/* Unknown id in a border. */
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, f->data);
	sbuf_puts(&b, "b madrid narnia\n");
	assert_int_equal(reco_map_parse(sbuf_str(&b), m, &e), ES_ESYNTAX);
	assert_non_null(strstr(e.msg, "narnia"));
	/* A repeated border. */
	sbuf_reset(&b);
	sbuf_puts(&b, f->data);
	sbuf_puts(&b, "b toledo madrid\n");
	assert_int_equal(reco_map_parse(sbuf_str(&b), m, &e), ES_ESYNTAX);
	/* Andorra cut off, the border count kept at 149: not connected. */
	char *t = xstrdup(f->data), *p;
	p = strstr(t, "b andorra lleida\n");
	assert_non_null(p);
	memcpy(p, "b madrid  lleida\n", 17);
	p = strstr(t, "b andorra girona\n");
	assert_non_null(p);
	memcpy(p, "b madrid  girona\n", 17);
	assert_int_equal(reco_map_parse(t, m, &e), ES_ESYNTAX);
	assert_non_null(strstr(e.msg, "disconnected"));
	free(t);
	/* A province missing. */
	t = xstrdup(f->data);
	p = strstr(t, "p andorra");
	assert_non_null(p);
	p[0] = '#';
	assert_int_equal(reco_map_parse(t, m, &e), ES_ESYNTAX);
	free(t);
	sbuf_free(&b);
	free(m);
}

/* ---- rules 1, 7, 8: the deal ---------------------------------------- */

static void test_rule_8_deal_table(void **state)
{
	(void)state;
	static const int troops[] = { 0, 0, 0, 40, 30, 25, 20 };
	for (int n = 3; n <= 6; n++) {
		dice d;
		test_dice_init(&d, "abcd", 0);
		game_events ev;
		evs_init(&ev);
		void *st;
		es_err e;
		assert_int_equal(reco_kind.create(&st, n, names, NULL, 0, &d, &ev, &e), ES_OK);
		for (int i = 0; i < n; i++) {
			char key[32];
			int cards = 0;
			for (int p = 0; p < RECO_NPROV; p++)
				cards += owner_of(st, reco_map_get()->id[p]) == i;
			assert_int_equal(cards, 60 / n);
			snprintf(key, sizeof key, "seat %d left", i);
			char *v = fact(st, key);
			assert_int_equal(strtol(v, NULL, 10), troops[n]);
			free(v);
			snprintf(key, sizeof key, "seat %d initial", i);
			v = fact(st, key);
			assert_int_equal(strtol(v, NULL, 10), 60 / n);
			free(v);
		}
		game_status gs = status(st);
		assert_string_equal(gs.phase, "placement");
		assert_int_equal(gs.turn, 0);
		reco_kind.free(st);
		arena_free(ev.a);
	}
	/* Rule 1: three to six players. */
	for (int n = 2; n <= 7; n += 5) {
		dice d;
		test_dice_init(&d, "abcd", 0);
		game_events ev;
		evs_init(&ev);
		void *st = NULL;
		es_err e;
		assert_int_not_equal(reco_kind.create(&st, n, names, NULL, 0, &d, &ev, &e), ES_OK);
		arena_free(ev.a);
	}
	assert_int_equal(reco_kind.min_players, 3);
	assert_int_equal(reco_kind.max_players, 6);
}

/* Rule 7: dealer by lot, shuffled cards dealt one at a time from the
 * dealer's left. Replays the same dice to predict every card. */
static void test_rule_7_dealer_by_lot_cards_one_at_a_time(void **state)
{
	(void)state;
	for (int n = 3; n <= 6; n++) {
		dice d, mirror;
		test_dice_init(&d, "5eed", 0);
		test_dice_init(&mirror, "5eed", 0);
		game_events ev;
		evs_init(&ev);
		void *st;
		assert_int_equal(reco_kind.create(&st, n, names, NULL, 0, &d, &ev, NULL), ES_OK);
		int dealer = (int)dice_below(&mirror, (uint32_t)n);
		int cards[RECO_NPROV];
		for (int i = 0; i < RECO_NPROV; i++)
			cards[i] = i;
		dice_shuffle(&mirror, cards, RECO_NPROV);
		char *v = fact(st, "dealer");
		assert_int_equal(strtol(v, NULL, 10), dealer);
		free(v);
		for (int k = 0; k < RECO_NPROV; k++)
			assert_int_equal(owner_of(st, reco_map_get()->id[cards[k]]), (dealer + 1 + k) % n);
		/* The public deal event names the dealer to the others (the
		 * dealer reads "you deal"); each seat is told its own cards only. */
		const game_event *g = find_ev(&ev, "reco.ev.deal");
		assert_non_null(g);
		assert_int_equal(g->audience, GAME_OTHERS(GAME_SEAT(dealer)));
		assert_true(g->third && g->summary);
		assert_string_equal(var(g, "dealer"), names[dealer]);
		g = find_ev(&ev, "reco.ev.deal_you");
		assert_non_null(g);
		assert_int_equal(g->audience, GAME_SEAT(dealer));
		int told = 0;
		for (size_t i = 0; i < ev.n; i++)
			if (!strcmp(ev.v[i].id, "reco.ev.your_cards")) {
				assert_int_equal(__builtin_popcount(ev.v[i].audience), 1);
				told |= (int)ev.v[i].audience;
			}
		assert_int_equal(told, (1 << n) - 1);
		reco_kind.free(st);
		arena_free(ev.a);
	}
}

static void test_create_options(void **state)
{
	(void)state;
	const char *bad1[] = { "turns=5" }, *bad2[] = { "max_turns=x" }, *bad3[] = { "max_turns" },
		   *good[] = { "max_turns=7" };
	dice d;
	test_dice_init(&d, "01", 0);
	game_events ev;
	evs_init(&ev);
	void *st = NULL;
	es_err e;
	assert_int_equal(reco_kind.create(&st, 3, names, bad1, 1, &d, &ev, &e), ES_ESYNTAX);
	assert_int_equal(reco_kind.create(&st, 3, names, bad2, 1, &d, &ev, &e), ES_ESYNTAX);
	assert_int_equal(reco_kind.create(&st, 3, names, bad3, 1, &d, &ev, &e), ES_ESYNTAX);
	assert_int_equal(reco_kind.create(&st, 3, names, good, 1, &d, &ev, &e), ES_OK);
	char *v = fact(st, "max-turns");
	assert_string_equal(v, "7");
	free(v);
	reco_kind.free(st);
	arena_free(ev.a);
	assert_ptr_equal(game_find("reconquista"), &reco_kind);
}

/* ---- rules 9-10: placement ------------------------------------------ */

/* Five troops on the placer's first own province, as a mail. */
static void place_five(void *st, int who, game_events *ev)
{
	for (int p = 0; p < RECO_NPROV; p++)
		if (owner_of(st, reco_map_get()->id[p]) == who) {
			char body[96];
			snprintf(body, sizeof body, "COLOCAR 5 %s", reco_map_get()->name[p]);
			play(st, who, body, ev);
			return;
		}
	fail();
}

/* A new game of four (seed 0123); its dealer in *dealer. */
static void *new_four(game_events *ev, int *dealer)
{
	dice d;
	test_dice_init(&d, "0123", 0);
	evs_init(ev);
	void *st;
	assert_int_equal(reco_kind.create(&st, 4, names, NULL, 0, &d, ev, NULL), ES_OK);
	char *v = fact(st, "dealer");
	*dealer = (int)strtol(v, NULL, 10);
	free(v);
	return st;
}

static void test_rule_9_placement_rounds_to_the_left(void **state)
{
	(void)state;
	game_events ev;
	int dealer;
	void *st = new_four(&ev, &dealer);
	game_status gs = status(st);
	assert_int_equal(gs.waiting, GAME_SEAT(dealer));
	unsigned step = gs.step;
	/* 4 players x 30 troops, 5 a turn: 24 placement turns, each seat
	 * in turn to the left of the previous one, starting with the dealer. */
	for (int k = 0; k < 24; k++) {
		int who = (dealer + k) % 4;
		gs = status(st);
		assert_string_equal(gs.phase, "placement");
		assert_int_equal(gs.waiting, GAME_SEAT(who));
		assert_int_equal(gs.turn, 0);
		if (k)
			assert_true(gs.step > step);
		step = gs.step;
		place_five(st, who, &ev);
	}
	gs = status(st);
	assert_string_equal(gs.phase, "move");
	int total = 0;
	for (int p = 0; p < RECO_NPROV; p++)
		total += troops_of(st, reco_map_get()->id[p]);
	assert_int_equal(total, 120);
	reco_kind.free(st);
	arena_free(ev.a);
}

static void test_rule_9_placement_exactly_five_on_own(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	f.phase = "placement";
	f.turn = 0;
	f.active = 1;
	f.left[0] = 10;
	f.left[1] = 10;
	f.left[2] = 10;
	fx_set(&f, "madrid", 1, 0);
	fx_set(&f, "ciudad-real", 1, 0);
	fx_set(&f, "toledo", 2, 0);
	void *st = fx_load(&f);
	game_reject rej;
	assert_int_equal(check(st, 1, "COLOCAR 4 Madrid", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "5"));
	assert_int_equal(check(st, 1, "COLOCAR 6 Madrid", &rej), ES_EILLEGAL);
	assert_int_equal(check(st, 1, "COLOCAR 3 Madrid\nCOLOCAR 3 Ciudad Real", &rej), ES_EILLEGAL);
	assert_int_equal(rej.index, 1);
	assert_int_equal(check(st, 1, "COLOCAR 5 Toledo", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "Toledo"));
	assert_int_equal(check(st, 1, "COLOCAR 0 Madrid\nCOLOCAR 5 Madrid", &rej), ES_EILLEGAL);
	assert_int_equal(rej.index, 0);
	/* Ahead of his turn: the sender's own provinces only (Toledo is
	 * carla's), whole rounds. */
	assert_int_equal(check(st, 0, "COLOCAR 5 Toledo", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "Toledo"));
	assert_int_equal(check(st, 1, "MOVER 1 Madrid Toledo", &rej), ES_EOUTOFTURN);
	sbuf canon = SBUF_INIT;
	assert_int_equal(check_in(st, 1, "COLOCAR 2 Madrid\ncolocar 2 ciudad real\nPLACE 1 madrid", "es", &rej, &canon, NULL),
		ES_OK);
	assert_string_equal(sbuf_str(&canon), "COLOCAR 3 madrid\nCOLOCAR 2 ciudad-real\n");
	game_events ev;
	evs_init(&ev);
	play(st, 1, sbuf_str(&canon), &ev);
	assert_int_equal(troops_of(st, "madrid"), 3);
	assert_int_equal(troops_of(st, "ciudad-real"), 2);
	/* Public: who placed; private: where. */
	const game_event *g = find_ev(&ev, "reco.ev.placed");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_OTHERS(GAME_SEAT(1)));
	assert_null(strstr(var(g, "count"), "Madrid"));
	g = find_ev(&ev, "reco.ev.placed_detail");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_SEAT(1));
	assert_non_null(strstr(var(g, "list"), "Madrid +3"));
	assert_int_equal(status(st).waiting, GAME_SEAT(2));
	sbuf_free(&canon);
	reco_kind.free(st);
	arena_free(ev.a);
}

static void test_rule_9_board_secret_during_placement(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	f.phase = "placement";
	f.turn = 0;
	f.active = 1;
	for (int i = 0; i < 3; i++)
		f.left[i] = 5;
	fx_set(&f, "madrid", 1, 7);
	fx_set(&f, "toledo", 2, 9);
	void *st = fx_load(&f);
	for (int l = 0; l < 2; l++) {
		const char *lang = l ? "en" : "es";
		const char *header = l ? "Board (troops" : "Tablero (tropas";
		char *v = view(st, 1, lang); /* the placer sees the board */
		assert_non_null(strstr(v, header));
		free(v);
		v = view(st, 0, lang); /* the others do not */
		assert_null(strstr(v, header));
		assert_non_null(strstr(v, "berta"));
		assert_null(strstr(v, "Toledo"));
		free(v);
		v = view(st, 2, lang); /* but each sees his own troops */
		assert_null(strstr(v, header));
		assert_non_null(strstr(v, "Toledo"));
		free(v);
		v = view(st, -1, lang);
		assert_null(strstr(v, header));
		assert_null(strstr(v, "Madrid"));
		free(v);
	}
	reco_kind.free(st);
}

/* Rule 10: the seat right of the dealer (who placed last) starts, then
 * play turns right: seat i is followed by seat i-1. */
static void test_rule_10_first_turn_is_right_of_dealer(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 4);
	f.phase = "placement";
	f.turn = 0;
	f.dealer = 2;
	f.active = 1; /* right of the dealer: places last */
	f.left[1] = 5;
	for (int i = 0; i < 4; i++)
		f.played[i] = 0;
	void *st = fx_load(&f);
	game_events ev;
	evs_init(&ev);
	place_five(st, 1, &ev);
	game_status gs = status(st);
	assert_string_equal(gs.phase, "move");
	assert_int_equal(gs.waiting, GAME_SEAT(1));
	assert_int_equal(gs.turn, 1);
	const game_event *g = find_ev(&ev, "reco.ev.placement_done");
	assert_non_null(g);
	assert_string_equal(var(g, "player"), "berta");
	int order[] = { 0, 3, 2, 1, 0 };
	for (int k = 0; k < 5; k++) {
		play(st, (order[k] + 1) % 4, "PASO", &ev);
		gs = status(st);
		assert_int_equal(gs.waiting, GAME_SEAT(order[k]));
		assert_int_equal(gs.turn, (unsigned)k + 2);
	}
	reco_kind.free(st);
	arena_free(ev.a);
}

/* Rules 11-16 (one choice a turn, passing, moves) and 18 (the attack
 * named publicly) are scenarios in tests/data/games/reconquista/010..017-*.case. */

/* ---- rules 18-24: attacks ------------------------------------------- */

/* Madrid (seat 1, 4 troops) against Toledo and Segovia of seat 0; the
 * other neighbours of Madrid belong to seat 2 with no troops, Cuenca to
 * seat 1. */
static void attack_fx(fx *f, int toledo, int segovia, int cuenca)
{
	fx_init(f, 3);
	fx_set(f, "madrid", 1, 4);
	fx_set(f, "toledo", 0, toledo);
	fx_set(f, "segovia", 0, segovia);
	fx_set(f, "avila", 2, 0);
	fx_set(f, "guadalajara", 2, 0);
	fx_set(f, "cuenca", 1, cuenca);
}

/* Rule 21: the result is told to attacker and defender only: a third
 * player's view and the public view are the same whether the attack
 * succeeded or failed. */
static void test_rule_21_result_private(void **state)
{
	(void)state;
	char *views[2][2];
	for (int k = 0; k < 2; k++) {
		fx f;
		attack_fx(&f, 3, 2, 1);
		void *st = fx_load(&f);
		game_events ev;
		evs_init(&ev);
		play(st, 0, "ATACAR Madrid", &ev);
		/* 5 against 4 succeeds; 5 against 4 + 1 fails. */
		play(st, 1, k ? "DEFENDER CON Cuenca" : "DEFENDER", &ev);
		assert_int_equal(owner_of(st, "madrid"), k ? 1 : 0);
		for (size_t i = 0; i < ev.n; i++) {
			const game_event *g = &ev.v[i];
			int side = card_event(g->id);
			if (side)
				assert_int_equal(g->audience, GAME_SEAT(side - 1));
			if (g->audience & GAME_SEAT(2)) {
				assert_null(var(g, "offence"));
				assert_null(var(g, "list"));
			}
		}
		/* The others hear that it is resolved; the two their result. */
		const game_event *g = find_ev(&ev, "reco.ev.attack_resolved");
		assert_non_null(g);
		assert_int_equal(g->audience, GAME_OTHERS(GAME_SEAT(0) | GAME_SEAT(1)));
		views[k][0] = view(st, 2, "es");
		views[k][1] = view(st, -1, "en");
		reco_kind.free(st);
		arena_free(ev.a);
	}
	assert_string_equal(views[0][0], views[1][0]);
	assert_string_equal(views[0][1], views[1][1]);
	for (int k = 0; k < 2; k++)
		for (int j = 0; j < 2; j++)
			free(views[k][j]);
}

/* ---- rules 25-27: the end ------------------------------------------- */

static void test_rule_25_victory_initial_plus_8(void **state)
{
	(void)state;
	fx f;
	attack_fx(&f, 3, 2, 0);
	int have = 0;
	for (int p = 0; p < RECO_NPROV; p++)
		have += f.owner[p] == 0;
	f.initial[0] = have + 1 - 8; /* one more card wins */
	void *st = fx_load(&f);
	game_events ev;
	evs_init(&ev);
	play(st, 0, "ATACAR Madrid", &ev);
	play(st, 1, "DEFENDER", &ev);
	game_status gs = status(st);
	assert_true(gs.over);
	assert_string_equal(gs.phase, "over");
	assert_int_equal(gs.winners, GAME_SEAT(0));
	assert_int_equal(gs.waiting, 0);
	const game_event *g = find_ev(&ev, "reco.ev.victory");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_OTHERS(GAME_SEAT(0)));
	assert_non_null(find_ev(&ev, "reco.ev.victory_you"));
	game_reject rej;
	assert_int_equal(check(st, 1, "PASO", &rej), ES_EOUTOFTURN);
	reco_kind.free(st);
	arena_free(ev.a);
	/* One card short: the game goes on. */
	f.initial[0] = have + 2 - 8;
	st = fx_load(&f);
	evs_init(&ev);
	play(st, 0, "ATACAR Madrid", &ev);
	play(st, 1, "DEFENDER", &ev);
	assert_false(status(st).over);
	assert_int_equal(owner_of(st, "madrid"), 0);
	reco_kind.free(st);
	arena_free(ev.a);
}

static void test_rule_26_eliminated_turn_skipped(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	for (int p = 0; p < RECO_NPROV; p++)
		f.owner[p] = p % 2; /* seats 0 and 1 hold everything ... */
	fx_set(&f, "madrid", 2, 1); /* ... but Madrid */
	fx_set(&f, "toledo", 0, 5);
	f.initial[0] = 40; /* no victory here */
	void *st = fx_load(&f);
	game_events ev;
	evs_init(&ev);
	play(st, 0, "ATACAR Madrid CON Toledo", &ev);
	assert_int_equal(status(st).waiting, GAME_SEAT(2));
	play(st, 2, "DEFENDER", &ev);
	const game_event *g = find_ev(&ev, "reco.ev.eliminated");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_OTHERS(GAME_SEAT(2)));
	assert_int_equal(find_ev(&ev, "reco.ev.eliminated_you")->audience, GAME_SEAT(2));
	assert_string_equal(var(g, "player"), "carla");
	char *v = fact(st, "seat 2 out");
	assert_string_equal(v, "1");
	free(v);
	/* Seat 2 would play after seat 0 (to the right); he is skipped. */
	assert_int_equal(status(st).waiting, GAME_SEAT(1));
	play(st, 1, "PASO", &ev);
	assert_int_equal(status(st).waiting, GAME_SEAT(0));
	game_reject rej;
	assert_int_equal(check(st, 2, "PASO", &rej), ES_EOUTOFTURN);
	v = view(st, 2, "es");
	assert_non_null(strstr(v, "regla 26"));
	free(v);
	v = view(st, -1, "en");
	assert_non_null(strstr(v, "carla (lost)"));
	free(v);
	reco_kind.free(st);
	arena_free(ev.a);
}

/* Rule 27: when no attack can ever succeed, a draw among those holding
 * provinces. With no troops on the board nothing can be won. */
static void test_rule_27_draw_detected(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	for (int p = 0; p < RECO_NPROV; p++)
		f.troops[p] = 0;
	void *st = fx_load(&f);
	assert_false(reco_can_anyone_gain(st));
	game_events ev;
	evs_init(&ev);
	play(st, 0, "PASO", &ev);
	game_status gs = status(st);
	assert_true(gs.over);
	assert_int_equal(gs.winners, GAME_SEAT(0) | GAME_SEAT(1) | GAME_SEAT(2));
	const game_event *g = find_ev(&ev, "reco.ev.draw27");
	assert_non_null(g);
	assert_non_null(strstr(var(g, "players"), "carla"));
	char *v = fact(st, "end");
	assert_string_equal(v, "draw27");
	free(v);
	reco_kind.free(st);
	arena_free(ev.a);
}

/* The bound of rule 27: an attacker can gather the troops of a whole
 * connected group of his provinces, even those far from the target. */
static void test_rule_27_whole_group_counts(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	for (int p = 0; p < RECO_NPROV; p++)
		f.troops[p] = 0;
	/* Madrid and all its neighbours are seat 0's; the only troops sit in
	 * Madrid, which borders no foreign province. */
	static const char *const group[] = { "madrid", "toledo", "segovia", "avila", "guadalajara", "cuenca" };
	for (size_t i = 0; i < sizeof group / sizeof group[0]; i++)
		fx_set(&f, group[i], 0, 0);
	fx_set(&f, "madrid", 0, 3);
	void *st = fx_load(&f);
	assert_true(reco_can_anyone_gain(st));
	game_events ev;
	evs_init(&ev);
	play(st, 0, "PASO", &ev);
	assert_false(status(st).over);
	reco_kind.free(st);
	arena_free(ev.a);
	/* Without those troops nothing can be won. */
	fx_set(&f, "madrid", 0, 0);
	st = fx_load(&f);
	assert_false(reco_can_anyone_gain(st));
	reco_kind.free(st);
}

/* Rule 27 at a real table: a game where troops never reach a weak spot
 * would never end, so `stalemate_rounds` full rounds without any card
 * changing hands make the impossibility patent. A won attack restarts the
 * count. */
static void test_rule_27_stalemate_rounds(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	f.stalemate = 2;
	f.quiet = 4; /* two rounds of three players = 6 quiet turns */
	void *st = fx_load(&f);
	assert_true(reco_can_anyone_gain(st));
	game_events ev;
	evs_init(&ev);
	play(st, 0, "PASO", &ev); /* starts quiet turn 5 */
	assert_false(status(st).over);
	play(st, status(st).waiting == GAME_SEAT(2) ? 2 : 1, "PASO", &ev); /* quiet turn 6 */
	assert_false(status(st).over);
	int w = __builtin_ctz(status(st).waiting);
	play(st, w, "PASO", &ev); /* the seventh would be one too many */
	game_status gs = status(st);
	assert_true(gs.over);
	assert_int_equal(gs.winners, 7u);
	const game_event *g = find_ev(&ev, "reco.ev.draw_stalemate");
	assert_non_null(g);
	assert_string_equal(var(g, "max"), "2");
	char *v = fact(st, "end");
	assert_string_equal(v, "stalemate");
	free(v);
	reco_kind.free(st);
	arena_free(ev.a);

	/* A successful attack resets the count: quiet-turns 0 after it. */
	attack_fx(&f, 3, 2, 0);
	f.stalemate = 2;
	f.quiet = 5;
	st = fx_load(&f);
	evs_init(&ev);
	play(st, 0, "ATACAR Madrid CON Toledo Segovia", &ev);
	play(st, 1, "DEFENDER", &ev);
	assert_int_equal(owner_of(st, "madrid"), 0);
	v = fact(st, "quiet-turns");
	assert_string_equal(v, "1"); /* the next turn started since */
	free(v);
	assert_false(status(st).over);
	reco_kind.free(st);
	arena_free(ev.a);
}

/* A game ended by stalemate_rounds is mailed like any other: every view,
 * in both languages, says how it ended (the view's table of end texts once
 * lacked this end and every run that rendered it crashed). */
static void test_rule_27_stalemate_end_views(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	f.stalemate = 2;
	f.quiet = 6;
	void *st = fx_load(&f);
	game_events ev;
	evs_init(&ev);
	play(st, 0, "PASO", &ev);
	game_status gs = status(st);
	assert_true(gs.over);
	assert_string_equal(gs.end, "stalemate");
	/* Each who drew reads the others and "you", last. */
	static const struct {
		const char *lang, *text[4];
	} says[] = { { "es", { "empate entre ana, berta, carla: 2 rondas completas", "empate entre berta, carla y tú: 2",
				     "empate entre ana, carla y tú: 2", "empate entre ana, berta y tú: 2" } },
		{ "en", { "a draw between ana, berta, carla: 2 full rounds", "a draw between berta, carla and you: 2",
				"a draw between ana, carla and you: 2", "a draw between ana, berta and you: 2" } } };
	for (size_t l = 0; l < sizeof says / sizeof says[0]; l++)
		for (int who = -1; who < 3; who++) {
			char *v = view(st, who, says[l].lang);
			if (!strstr(v, says[l].text[who + 1]) || strstr(v, "[reco."))
				fail_msg("view of %d in %s:\n%s", who, says[l].lang, v);
			free(v);
		}
	reco_kind.free(st);
	arena_free(ev.a);
}

/* A game master may end a game before the first normal turn: the state
 * must still save and load. */
static void test_declare_draw_during_placement(void **state)
{
	(void)state;
	dice d;
	es_err e;
	test_dice_init(&d, "d7a1", 0);
	game_events ev;
	evs_init(&ev);
	void *st = NULL;
	assert_int_equal(reco_kind.create(&st, 3, names, NULL, 0, &d, &ev, &e), ES_OK);
	assert_string_equal(status(st).phase, "placement");
	reco_kind.declare_draw(st, GAME_ALL, &ev);
	assert_true(status(st).over);
	char *text = save(st);
	void *again = NULL;
	if (reco_kind.load(&again, 3, names, text, &e) != ES_OK)
		fail_msg("a game drawn during placement does not load: %s", e.msg);
	char *text2 = save(again);
	assert_string_equal(text, text2);
	free(text);
	free(text2);
	reco_kind.free(st);
	reco_kind.free(again);
	arena_free(ev.a);
}

/* Issue 15 item 1, in part: max_turns and stalemate_rounds, when set,
 * are told to everyone at the start; the turn cap's draw is not said to
 * be the game master's. */
static void test_rule_27_limits_off_and_announced(void **state)
{
	(void)state;
	for (int set = 0; set < 2; set++) {
		const char *opts[] = { "max_turns=40", "stalemate_rounds=5" };
		dice d;
		test_dice_init(&d, "5eed", 0);
		game_events ev;
		evs_init(&ev);
		void *st;
		assert_int_equal(reco_kind.create(&st, 3, names, set ? opts : NULL, set ? 2 : 0, &d, &ev, NULL), ES_OK);
		char *v = fact(st, "stalemate-rounds");
		assert_string_equal(v, set ? "5" : "20");
		free(v);
		const game_event *t = find_ev(&ev, "reco.ev.limit_turns"), *r = find_ev(&ev, "reco.ev.limit_stalemate");
		if (!set) {
			assert_null(t);
			assert_string_equal(var(r, "max"), "20"); /* the default, told too */
		} else {
			assert_string_equal(var(t, "max"), "40");
			assert_string_equal(var(r, "max"), "5");
			assert_int_equal(t->audience, GAME_ALL);
			assert_int_equal(r->audience, GAME_ALL);
		}
		reco_kind.free(st);
		arena_free(ev.a);
	}
	static const char *const langs[] = { "es", "en" };
	const char *vars[] = { "max", "11", "players", "ana", NULL };
	for (int l = 0; l < 2; l++) {
		sbuf b = SBUF_INIT;
		es_err e;
		assert_int_equal(tpl_render(&b, langs[l], "reco.ev.draw_cap", vars, &e), ES_OK);
		assert_null(strstr(sbuf_str(&b), l ? "game master" : "director"));
		assert_non_null(strstr(sbuf_str(&b), "11"));
		sbuf_free(&b);
	}
}

static void test_declare_draw_and_turn_cap(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	void *st = fx_load(&f);
	game_events ev;
	evs_init(&ev);
	reco_kind.declare_draw(st, GAME_ALL, &ev);
	game_status gs = status(st);
	assert_true(gs.over);
	assert_int_equal(gs.winners, 7u);
	assert_non_null(find_ev(&ev, "reco.ev.draw_gm"));
	reco_kind.free(st);
	arena_free(ev.a);
	/* max_turns: the game ends when the counter would pass it. */
	f.max_turns = 11;
	f.turn = 10;
	st = fx_load(&f);
	evs_init(&ev);
	play(st, 0, "PASO", &ev);
	assert_false(status(st).over);
	assert_int_equal(status(st).turn, 11);
	play(st, 2, "PASO", &ev);
	gs = status(st);
	assert_true(gs.over);
	assert_int_equal(gs.turn, 11);
	const game_event *g = find_ev(&ev, "reco.ev.draw_cap");
	assert_non_null(g);
	assert_string_equal(var(g, "max"), "11");
	char *v = fact(st, "end");
	assert_string_equal(v, "cap");
	free(v);
	reco_kind.free(st);
	arena_free(ev.a);
}

/* ---- timeouts and standing orders ----------------------------------- */

static void test_timeout_defaults(void **state)
{
	(void)state;
	dice d;
	test_dice_init(&d, "77", 0);
	/* Placement: five troops on the placer's provinces by lot. */
	fx f;
	fx_init(&f, 3);
	f.phase = "placement";
	f.turn = 0;
	f.active = 2;
	for (int i = 0; i < 3; i++)
		f.left[i] = 10;
	for (int p = 0; p < RECO_NPROV; p++)
		f.troops[p] = 0;
	void *st = fx_load(&f);
	game_events ev;
	evs_init(&ev);
	reco_kind.timeout(st, &d, &ev);
	int mine = 0, others = 0;
	for (int p = 0; p < RECO_NPROV; p++) {
		int t = troops_of(st, reco_map_get()->id[p]);
		if (f.owner[p] == 2)
			mine += t;
		else
			others += t;
	}
	assert_int_equal(mine, 5);
	assert_int_equal(others, 0);
	const game_event *g = find_ev(&ev, "reco.ev.timeout_place");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_SEAT(2));
	assert_int_equal(status(st).waiting, GAME_SEAT(0));
	reco_kind.free(st);
	arena_free(ev.a);
	/* Normal turn: PASO. */
	fx_init(&f, 3);
	st = fx_load(&f);
	evs_init(&ev);
	reco_kind.timeout(st, &d, &ev);
	assert_non_null(find_ev(&ev, "reco.ev.timeout_pass"));
	assert_non_null(find_ev(&ev, "reco.ev.passed"));
	assert_int_equal(status(st).waiting, GAME_SEAT(2));
	reco_kind.free(st);
	arena_free(ev.a);
	/* Defense: the standing order; TODAS adds Cuenca (5 vs 4 + 2). */
	attack_fx(&f, 3, 2, 2);
	st = fx_load(&f);
	evs_init(&ev);
	play(st, 0, "ATACAR Madrid", &ev);
	reco_kind.timeout(st, &d, &ev);
	assert_non_null(find_ev(&ev, "reco.ev.timeout_defense_all"));
	assert_int_equal(owner_of(st, "madrid"), 1);
	reco_kind.free(st);
	arena_free(ev.a);
	/* NINGUNA, set by the defender in a mail at any time: only Madrid. */
	st = fx_load(&f);
	evs_init(&ev);
	play(st, 1, "DEFENSA NINGUNA", &ev); /* not his turn: fine */
	char *v = fact(st, "seat 1 defense");
	assert_string_equal(v, "ninguna");
	free(v);
	play(st, 0, "ATACAR Madrid\ndefense all", &ev);
	reco_kind.timeout(st, &d, &ev);
	g = find_ev(&ev, "reco.ev.timeout_defense_none");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_SEAT(1));
	assert_int_equal(owner_of(st, "madrid"), 0);
	reco_kind.free(st);
	arena_free(ev.a);
}

/* ---- grammar -------------------------------------------------------- */

static void test_grammar_names_accents_aliases(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		const char *id;
	} cases[] = {
		{ "Madrid", "madrid" },
		{ "MADRID", "madrid" },
		{ "Ávila", "avila" },
		{ "avila", "avila" },
		{ "ciudad real", "ciudad-real" },
		{ "Ciudad-Real", "ciudad-real" },
		{ "La Coruña", "a-coruna" },
		{ "la coruna", "a-coruna" },
		{ "A Coruña", "a-coruna" },
		{ "Trás-os-Montes e Alto Douro", "tras-os-montes" },
		{ "tras os montes e alto douro", "tras-os-montes" },
		{ "Trás-os-Montes", "tras-os-montes" },
		{ "Lérida", "lleida" },
		{ "Lleida", "lleida" },
		{ "GERONA", "girona" },
		{ "Vizcaya", "bizkaia" },
		{ "Islas Baleares", "baleares" },
		{ "beira-alta", "beira-alta" },
		/* Issue 15 item 3: the Castilian forms Spanish players type. */
		{ "Miño", "minho" },
		{ "Bajo Alentejo", "baixo-alentejo" },
		{ "Beira Baja", "beira-baixa" },
		{ "Duero Litoral", "douro-litoral" },
		{ "Rioja", "la-rioja" },
		{ "Extremadura", "estremadura" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		int p = ord_places_find(reco_map_places(), cases[i].text);
		if (p != P(cases[i].id))
			fail_msg("%s -> %d", cases[i].text, p);
	}
	assert_int_equal(ord_places_find(reco_map_places(), "Madriz"), -1);
	assert_int_equal(ord_places_find(reco_map_places(), "Madrid Toledo"), -1);
}

static void test_grammar_orders(void **state)
{
	(void)state;
	sbuf why = SBUF_INIT;
	ord_reco o;
	assert_int_equal(ord_reco_parse(reco_map_places(), "mover 2 Trás-os-Montes e Alto Douro Beira Alta", "es", &o, &why), ES_OK);
	assert_int_equal(o.verb, ORD_RECO_MOVE);
	assert_int_equal(o.count, 2);
	assert_int_equal(o.prov, P("tras-os-montes"));
	assert_int_equal(o.dest, P("beira-alta"));
	assert_int_equal(ord_reco_parse(reco_map_places(), "MOVE three ciudad real toledo", "en", &o, &why), ES_OK);
	assert_int_equal(o.count, 3);
	assert_int_equal(o.prov, P("ciudad-real"));
	assert_int_equal(ord_reco_parse(reco_map_places(), "Atacar Ciudad Real con Toledo, Jaén y Córdoba", "es", &o, &why), ES_OK);
	assert_int_equal(o.verb, ORD_RECO_ATTACK);
	assert_int_equal(o.with_kind, ORD_RECO_WITH_LIST);
	assert_true(o.with == ((uint64_t)1 << P("toledo") | (uint64_t)1 << P("jaen") | (uint64_t)1 << P("cordoba")));
	assert_int_equal(ord_reco_parse(reco_map_places(), "ATTACK madrid WITH NOTHING", "en", &o, &why), ES_OK);
	assert_int_equal(o.with_kind, ORD_RECO_WITH_NOTHING);
	assert_int_equal(ord_reco_parse(reco_map_places(), "defend with all", "en", &o, &why), ES_OK);
	assert_int_equal(o.verb, ORD_RECO_DEFEND);
	assert_int_equal(o.with_kind, ORD_RECO_WITH_ALL);
	assert_int_equal(ord_reco_parse(reco_map_places(), "DEFENCE none", "en", &o, &why), ES_OK);
	assert_int_equal(o.verb, ORD_RECO_STANDING);
	assert_int_equal(o.all, 0);
	assert_int_equal(ord_reco_parse(reco_map_places(), "Defensa Todas", "es", &o, &why), ES_OK);
	assert_int_equal(o.all, 1);
	assert_int_equal(ord_reco_parse(reco_map_places(), "pass", "en", &o, &why), ES_OK);
	assert_int_equal(o.verb, ORD_RECO_PASS);
	assert_int_equal(ord_reco_parse(reco_map_places(), "Colocar 5 La Rioja", "es", &o, &why), ES_OK);
	assert_int_equal(o.prov, P("la-rioja"));
	/* Number words up to treinta (issue 15 item 3). */
	assert_int_equal(ord_reco_parse(reco_map_places(), "Mover veinte Madrid Toledo", "es", &o, &why), ES_OK);
	assert_int_equal(o.count, 20);
	assert_int_equal(ord_reco_parse(reco_map_places(), "Colocar dieciséis Madrid", "es", &o, &why), ES_OK);
	assert_int_equal(o.count, 16);
	assert_int_equal(ord_reco_parse(reco_map_places(), "mover treinta Madrid Toledo", "es", &o, &why), ES_OK);
	assert_int_equal(o.count, 30);
	assert_int_equal(ord_reco_parse(reco_map_places(), "move twenty-one madrid toledo", "en", &o, &why), ES_OK);
	assert_int_equal(o.count, 21);
	assert_int_equal(why.len, 0);
	sbuf_free(&why);
}

static void test_grammar_errors_did_you_mean(void **state)
{
	(void)state;
	static const struct {
		const char *line, *lang, *want1, *want2;
	} cases[] = {
		{ "MOVER 2 Madriz Toledo", "es", "se esperaba: MOVER <tropas> <origen> <destino>",
			"'Madriz' no es una provincia (¿quisiste decir Madrid?)" },
		{ "MOVE 2 Madriz Toledo", "en", "expected: MOVE <troops> <from> <to>", "did you mean Madrid?" },
		{ "ATACAR Ciudad Rael", "es", "ATACAR <provincia>", "quisiste decir Ciudad Real" },
		{ "MOVER dos3 Madrid Toledo", "es", "MOVER <tropas>", "'dos3' no es un número" },
		{ "MOVER -1 Madrid Toledo", "es", "MOVER", "'-1' no es un número" },
		{ "MOVER 12345678901 Madrid Toledo", "es", "MOVER", "demasiado grande" },
		{ "MOVER Madrid Toledo", "es", "MOVER", "'Madrid' no es un número" },
		{ "MOVER 2 Madrid", "es", "MOVER", "falta una provincia" },
		{ "PASO ahora", "es", "PASO", "sobra 'ahora'" },
		{ "SALTAR", "es", "COLOCAR, PASO, MOVER, ATACAR", "'SALTAR' no es una orden" },
		{ "ATACAR Madrid CON", "es", "ATACAR", "CON" },
		{ "ATACAR Madrid Toledo", "es", "ATACAR", "sobra 'Toledo'" },
		{ "DEFENSA ALGUNAS", "es", "DEFENSA TODAS", "'ALGUNAS'" },
		{ "COLOCAR 5", "es", "COLOCAR <tropas> <provincia>", "falta una provincia" },
		{ "xyzzy plugh", "en", "expected: PLACE", "'xyzzy' is not an order" },
		/* Issue 15 item 3: a prefix of several names lists them all; a
		 * suggestion never reads into the next province. */
		{ "COLOCAR 3 Beira", "es", "'Beira' puede ser", "Beira Alta, Beira Baixa, Beira Litoral" },
		{ "ATTACK Beira WITH Salamanca", "en", "'Beira' may be", "Beira Alta, Beira Baixa, Beira Litoral" },
		{ "MOVER 3 Miñu Pontevedra", "es", "'Miñu' no es", "quisiste decir Minho?" },
		{ "COLOCAR 2 Ciudad", "es", "'Ciudad' no es", "quisiste decir Ciudad Real?" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		sbuf why = SBUF_INIT;
		ord_reco o;
		assert_int_equal(ord_reco_parse(reco_map_places(), cases[i].line, cases[i].lang, &o, &why), ES_ESYNTAX);
		if (!strstr(sbuf_str(&why), cases[i].want1) || !strstr(sbuf_str(&why), cases[i].want2))
			fail_msg("%s: %s", cases[i].line, sbuf_str(&why));
		sbuf_free(&why);
	}
	/* In check: the whole mail is refused at the bad line. */
	fx f;
	fx_init(&f, 3);
	fx_set(&f, "madrid", 0, 3);
	fx_set(&f, "toledo", 0, 0);
	void *st = fx_load(&f);
	game_reject rej;
	assert_int_equal(check(st, 0, "MOVER 1 Madrid Toledo\nMOVER 1 Madriz Toledo", &rej), ES_ESYNTAX);
	assert_int_equal(rej.index, 1);
	assert_non_null(strstr(rej.why, "Madrid?"));
	assert_int_equal(check_in(st, 0, "MOVE 1 Madriz Toledo", "en", &rej, NULL, NULL), ES_ESYNTAX);
	assert_non_null(strstr(rej.why, "did you mean Madrid?"));
	mail m;
	mail_make(&m, "");
	sbuf c = SBUF_INIT, e = SBUF_INIT;
	assert_int_equal(reco_kind.check(st, 0, &m.l, "es", &c, &e, &rej), ES_ESYNTAX);
	assert_int_equal(rej.index, (size_t)-1);
	mail_free(&m);
	sbuf_free(&c);
	sbuf_free(&e);
	reco_kind.free(st);
}

/* A mail of standing orders only is fine at any time, from anyone. */
static void test_standing_orders_any_time(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	f.phase = "placement";
	f.turn = 0;
	f.active = 1;
	f.left[1] = 5;
	void *st = fx_load(&f);
	game_reject rej;
	sbuf canon = SBUF_INIT, echo = SBUF_INIT;
	assert_int_equal(check_in(st, 2, "defensa ninguna", "es", &rej, &canon, &echo), ES_OK);
	assert_string_equal(sbuf_str(&canon), "DEFENSA NINGUNA\n");
	assert_non_null(strstr(sbuf_str(&echo), "DEFENSA NINGUNA"));
	sbuf_reset(&canon);
	sbuf_reset(&echo);
	assert_int_equal(check_in(st, 1, "DEFENSA NINGUNA\nCOLOCAR 5 " "Ávila" "\nDEFENCE ALL", "en", &rej, &canon, &echo),
		ES_EILLEGAL); /* Ávila (index 5) is seat 2's */
	fx_set(&f, "avila", 1, 0);
	reco_kind.free(st);
	st = fx_load(&f);
	assert_int_equal(check_in(st, 1, "DEFENSA NINGUNA\nCOLOCAR 5 Ávila\nDEFENCE ALL", "en", &rej, &canon, &echo), ES_OK);
	assert_string_equal(sbuf_str(&canon), "COLOCAR 5 avila\nDEFENSA TODAS\n");
	assert_non_null(strstr(sbuf_str(&echo), "Place 5 troops on Ávila"));
	sbuf_free(&canon);
	sbuf_free(&echo);
	reco_kind.free(st);
}

/* ---- canonical orders and saved state ------------------------------- */

static void test_canonical_round_trip(void **state)
{
	(void)state;
	static const struct {
		int who;
		const char *mail;
	} mails[] = {
		{ 0, "mover 2 TOLEDO ciudad real\nMOVE 1 toledo Ciudad-Real\nDefensa ninguna" },
		{ 0, "ataco madrid" },
		{ 0, "ATTACK Madrid WITH Segovia" },
		{ 0, "Atacar Madrid con nada" },
		{ 0, "paso\nDEFENCE all" },
	};
	for (size_t i = 0; i < sizeof mails / sizeof mails[0]; i++) {
		fx f;
		attack_fx(&f, 3, 2, 1);
		fx_set(&f, "ciudad-real", 0, 0);
		void *a = fx_load(&f), *b = fx_load(&f);
		sbuf canon = SBUF_INIT, canon2 = SBUF_INIT;
		game_reject rej;
		assert_int_equal(check_in(a, mails[i].who, mails[i].mail, "en", &rej, &canon, NULL), ES_OK);
		/* check(canon) accepts it again and writes the same canon. */
		assert_int_equal(check_in(a, mails[i].who, sbuf_str(&canon), "es", &rej, &canon2, NULL), ES_OK);
		assert_string_equal(sbuf_str(&canon), sbuf_str(&canon2));
		/* apply(canon) = apply(canon of canon): same state. */
		dice d;
		test_dice_init(&d, "00", 0);
		game_events ev;
		evs_init(&ev);
		reco_kind.apply(a, mails[i].who, sbuf_str(&canon), &d, &ev);
		reco_kind.apply(b, mails[i].who, sbuf_str(&canon2), &d, &ev);
		char *sa = save(a), *sb = save(b);
		assert_string_equal(sa, sb);
		free(sa);
		free(sb);
		sbuf_free(&canon);
		sbuf_free(&canon2);
		reco_kind.free(a);
		reco_kind.free(b);
		arena_free(ev.a);
	}
}

static void test_save_load_round_trip(void **state)
{
	(void)state;
	/* A created game, a defense phase and a finished game. */
	dice d;
	test_dice_init(&d, "beef", 0);
	game_events ev;
	evs_init(&ev);
	void *st[3];
	assert_int_equal(reco_kind.create(&st[0], 5, names, NULL, 0, &d, &ev, NULL), ES_OK);
	fx f;
	attack_fx(&f, 3, 2, 1);
	st[1] = fx_load(&f);
	play(st[1], 0, "ATACAR Madrid CON Toledo\nDEFENSA NINGUNA", &ev);
	st[2] = fx_load(&f);
	reco_kind.declare_draw(st[2], GAME_ALL, &ev);
	for (int i = 0; i < 3; i++) {
		char *a = save(st[i]);
		void *x;
		es_err e;
		int n = i ? 3 : 5;
		assert_int_equal(reco_kind.load(&x, n, names, a, &e), ES_OK);
		char *b = save(x);
		assert_string_equal(a, b);
		/* The order of the lines does not matter (the core sorts them). */
		sbuf sorted = SBUF_INIT;
		sbuf_puts(&sorted, a);
		sbuf_sort_lines(&sorted);
		void *y;
		assert_int_equal(reco_kind.load(&y, n, names, sbuf_str(&sorted), &e), ES_OK);
		char *c = save(y);
		assert_string_equal(a, c);
		free(a);
		free(b);
		free(c);
		sbuf_free(&sorted);
		reco_kind.free(x);
		reco_kind.free(y);
		reco_kind.free(st[i]);
	}
	arena_free(ev.a);
}

static void test_load_rejects_bad_state(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	char *good = fx_text(&f);
	static const struct {
		const char *from, *to;
	} edits[] = {
		{ "prov madrid 2 1", "prov madrid 7 1" },     /* no such seat */
		{ "prov madrid 2 1", "prov madrid 2 -1" },    /* negative troops */
		{ "prov madrid 2 1", "prov narnia 2 1" },     /* unknown province */
		{ "prov madrid 2 1", "# nothing" },           /* province missing */
		{ "phase move", "phase lunch" },              /* unknown phase */
		{ "phase move", "phase defense" },            /* defense with no attack */
		{ "attack -", "attack madrid" },              /* attack outside defense */
		{ "seat 1 out 0", "seat 1 out 1" },           /* out but holding cards */
		{ "game reconquista", "game teg" },           /* another game */
		{ "step 10", "step ten" },                    /* bad number */
		{ "end none", "end victory" },                /* over but playing */
		{ "seat 2 played 3", "seat 2 played 3\nseat 2 played 4" }, /* repeated */
	};
	for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
		char *p = strstr(good, edits[i].from);
		assert_non_null(p);
		sbuf b = SBUF_INIT;
		sbuf_add(&b, good, (size_t)(p - good));
		sbuf_puts(&b, edits[i].to);
		sbuf_puts(&b, p + strlen(edits[i].from));
		void *st = NULL;
		es_err e;
		if (reco_kind.load(&st, 3, names, sbuf_str(&b), &e) != ES_ESYNTAX)
			fail_msg("accepted: %s", edits[i].to);
		sbuf_free(&b);
	}
	free(good);
}

/* ---- privacy -------------------------------------------------------- */

/* The own-cards section of a view: from its header to the next line that
 * does not start with two spaces. */
static char *own_section(const char *v, const char *lang)
{
	const char *h = strstr(v, !strcmp(lang, "es") ? "Tus cartas:" : "Your cards:");
	if (!h)
		return xstrdup("");
	const char *p = strchr(h, '\n');
	const char *end = p;
	while (end && end[1] == ' ' && end[2] == ' ')
		end = strchr(end + 1, '\n');
	return xstrndup(p ? p : h, end ? (size_t)(end - p) : strlen(p ? p : h));
}

/* Every view of every seat, in both languages, lists only the seat's own
 * provinces under its cards; the public view and the non-placers during
 * placement show no board. */
static void check_privacy(void *st)
{
	const reco_map *m = reco_map_get();
	char *s = save(st);
	int n = 0, owner[RECO_NPROV];
	for (int i = 0; i < 6; i++) {
		char key[32];
		snprintf(key, sizeof key, "seat %d out", i);
		n += strstr(s, key) != NULL;
	}
	for (int p = 0; p < RECO_NPROV; p++) {
		char key[64];
		snprintf(key, sizeof key, "\nprov %s ", m->id[p]);
		char *at = strstr(s, key);
		assert_non_null(at);
		owner[p] = (int)strtol(at + strlen(key), NULL, 10);
	}
	free(s);
	game_status gs = status(st);
	for (int l = 0; l < 2; l++) {
		const char *lang = l ? "en" : "es";
		for (int who = -1; who < n; who++) {
			char *v = view(st, who, lang), *own = own_section(v, lang);
			if (who < 0)
				assert_string_equal(own, "");
			for (int p = 0; p < RECO_NPROV; p++)
				if (owner[p] != who && strstr(own, m->name[p]))
					fail_msg("seat %d sees %s among his cards:\n%s", who, m->name[p], v);
			if (!strcmp(gs.phase, "placement") && !(gs.waiting >> (who < 0 ? 31 : who) & 1))
				assert_null(strstr(v, l ? "Board (troops" : "Tablero (tropas"));
			free(v);
			free(own);
		}
	}
}

static void test_privacy_views_and_audiences(void **state)
{
	(void)state;
	const reco_map *m = reco_map_get();
	/* No display name is part of another, so substring tests are exact. */
	for (int i = 0; i < RECO_NPROV; i++)
		for (int j = 0; j < RECO_NPROV; j++)
			if (i != j)
				assert_null(strstr(m->name[i], m->name[j]));
	for (int n = 3; n <= 6; n++) {
		dice d, bd;
		test_dice_init(&d, "a1", 0);
		test_dice_init(&bd, "b2", 0);
		game_events ev;
		evs_init(&ev);
		void *st;
		const char *opts[] = { "max_turns=60" };
		assert_int_equal(reco_kind.create(&st, n, names, opts, 1, &d, &ev, NULL), ES_OK);
		int seen_defense = 0, k = 0;
		for (game_status gs = status(st); !gs.over; gs = status(st), k++) {
			if (k % 3 == 0 || !strcmp(gs.phase, "defense"))
				check_privacy(st);
			seen_defense |= !strcmp(gs.phase, "defense");
			int who = __builtin_ctz(gs.waiting);
			sbuf o = SBUF_INIT;
			reco_kind.bot(st, who, &bd, &o);
			play(st, who, sbuf_str(&o), &ev);
			sbuf_free(&o);
		}
		check_privacy(st);
		assert_true(seen_defense);
		/* Card details only ever go to the two players of the attack. */
		for (size_t i = 0; i < ev.n; i++) {
			const game_event *g = &ev.v[i];
			int side = card_event(g->id);
			if (!side)
				continue;
			uint32_t to = 0;
			for (int s = 0; s < n; s++)
				if (!strcmp(var(g, side == 1 ? "attacker" : "defender"), names[s]))
					to |= GAME_SEAT(s);
			assert_int_equal(__builtin_popcount(to), 1);
			assert_int_equal(g->audience, to);
		}
		for (size_t i = 0; i < ev.n; i++) {
			const game_event *g = &ev.v[i];
			if (!strcmp(g->id, "reco.ev.your_cards") || !strcmp(g->id, "reco.ev.placed_detail") ||
				!strcmp(g->id, "reco.ev.moved_detail"))
				assert_int_equal(__builtin_popcount(g->audience), 1);
			/* Every event renders in both languages with its own vars. */
			for (int l = 0; l < 2; l++) {
				sbuf b = SBUF_INIT;
				es_err e;
				if (tpl_render(&b, l ? "en" : "es", g->id, g->vars, &e) != ES_OK)
					fail_msg("%s", e.msg);
				sbuf_free(&b);
			}
		}
		reco_kind.free(st);
		arena_free(ev.a);
	}
}

/* ---- templates ------------------------------------------------------ */

static void test_templates_complete_in_both_languages(void **state)
{
	(void)state;
	static tpl_set es, en;
	tpl_set_load(&es, "templates/es/reconquista.tpl");
	tpl_set_load(&en, "templates/en/reconquista.tpl");
	assert_true(es.n > 50);
	static const char *const sources[] = { "games/reconquista/reco.c", "games/reconquista/reco_check.c",
		"games/reconquista/reco_view.c", "games/reconquista/reco_bot.c", "orders/ord_reco.c", NULL };
	/* Ids orders/ordp.c builds from the prefix. */
	static const char *const built[] = { "reco.rej.expected", "reco.rej.missing_number", "reco.rej.big_number",
		"reco.rej.not_number", "reco.rej.missing_province", "reco.rej.not_province",
		"reco.rej.not_province_dym", "reco.rej.not_province_amb", "reco.n.troop.0", "reco.n.troop.1",
		"reco.n.troop.n", "reco.n.province.0", "reco.n.province.1", "reco.n.province.n", "reco.n.round.0",
		"reco.n.round.1", "reco.n.round.n", NULL };
	assert_true(engine_templates_check("reco", &es, &en, sources, built, NULL) > 50);
	const char *vars[] = { "n", "1", "player", "x", "players", "x", "turn", "1", "list", "x", "near", "x", "left", "1",
		"count", "1", "word", "x", "name", "x", "names", "x", "form", "x", "detail", "x", "province", "x", "need", "5",
		"placed", "4", "from", "x", "to", "x", "had", "1", "target", "x", "attacker", "x", "defender", "x",
		"troops", "1", "offence", "1", "defence", "1", "total", "1", "dealer", "x", "cards", "1", "initial",
		"1", "max", "1", "rounds", "20", "order", "x", "play", "x", "round", "1", "done", "1",
		"option", "x", "pinned", "x", "list_es", "x", "list_en", "x", NULL };
	engine_templates_render(&es, vars);
}

static void test_help_both_languages(void **state)
{
	(void)state;
	sbuf b = SBUF_INIT;
	reco_kind.help("es", &b);
	assert_non_null(strstr(sbuf_str(&b), "COLOCAR"));
	assert_non_null(strstr(sbuf_str(&b), "DEFENSA NINGUNA"));
	sbuf_reset(&b);
	reco_kind.help("en", &b);
	assert_non_null(strstr(sbuf_str(&b), "PLACE"));
	assert_non_null(strstr(sbuf_str(&b), "DEFENCE NONE"));
	/* The help (and so every welcome) is laid out in lines a phone
	 * shows whole, and tells that placement rounds may go ahead. */
	for (int l = 0; l < 2; l++) {
		sbuf_reset(&b);
		reco_kind.help(l ? "en" : "es", &b);
		assert_non_null(strstr(sbuf_str(&b), l ? "rounds ahead" : "rondas por adelantado"));
		for (const char *p = sbuf_str(&b); *p;) {
			const char *nl = strchr(p, '\n');
			char *line = xstrndup(p, nl ? (size_t)(nl - p) : strlen(p));
			if (tpl_width(line) > 72)
				fail_msg("help (%s): a line of %zu columns: %s", l ? "en" : "es", tpl_width(line), line);
			free(line);
			if (!nl)
				break;
			p = nl + 1;
		}
	}
	sbuf_free(&b);
}

/* Issue 15 item 2: the help (and so the welcome, which carries it) lists
 * every province with exactly its neighbours of rules 2-3, since moves
 * (rule 14) and attacks (rule 19) go only between "provincias
 * limítrofes". Beira Alta borders Cáceres; Cáceres does not border
 * Ciudad Real. */
static void test_rules_14_19_help_lists_borders(void **state)
{
	(void)state;
	const reco_map *m = reco_map_get();
	static const char *const langs[] = { "es", "en" };
	for (size_t l = 0; l < 2; l++) {
		sbuf b = SBUF_INIT;
		reco_kind.help(langs[l], &b);
		assert_non_null(strstr(sbuf_str(&b), l ? "Bordering provinces" : "Provincias limítrofes"));
		for (int i = 0; i < m->n; i++) {
			char head[64];
			snprintf(head, sizeof head, "\n  %s:", m->name[i]);
			const char *start = strstr(sbuf_str(&b), head);
			if (!start)
				fail_msg("%s: %s not listed", langs[l], m->name[i]);
			start += strlen(head);
			/* The entry runs to the next line that is not a wrap. */
			const char *end = start;
			while ((end = strchr(end, '\n')) && strncmp(end + 1, "      ", 6) == 0)
				end++;
			size_t len = end ? (size_t)(end - start) : strlen(start);
			char entry[1024];
			assert_true(len + 2 < sizeof entry);
			memcpy(entry, start, len);
			memcpy(entry + len, ",", 2);
			for (char *nl; (nl = strchr(entry, '\n'));)
				*nl = ','; /* a wrap ends a name like a comma */
			for (int j = 0; j < m->n; j++) {
				char want[64];
				snprintf(want, sizeof want, " %s,", m->name[j]);
				const char *hit = strstr(entry, want);
				if (!hit != !reco_map_borders(m, i, j))
					fail_msg("%s: %s lists %s: %d", langs[l], m->name[i], m->name[j], hit != NULL);
			}
		}
		const char *caceres = strstr(sbuf_str(&b), "\n  Cáceres:");
		assert_non_null(caceres);
		assert_true(strstr(caceres, "Beira Alta") < strstr(caceres, "\n  Cádiz:"));
		sbuf_free(&b);
	}
}

static void test_views_show_what_is_awaited(void **state)
{
	(void)state;
	fx f;
	attack_fx(&f, 3, 2, 1);
	f.played[0] = 1;
	void *st = fx_load(&f);
	char *v = view(st, 0, "es");
	assert_non_null(strstr(v, "primer turno"));
	assert_non_null(strstr(v, "DEFENSA TODAS"));
	free(v);
	v = view(st, 1, "en");
	assert_non_null(strstr(v, "ana to play"));
	assert_non_null(strstr(v, "Board (troops"));
	free(v);
	reco_kind.free(st);
	f.played[0] = 3;
	st = fx_load(&f);
	game_events ev;
	evs_init(&ev);
	play(st, 0, "ATACAR Madrid", &ev);
	v = view(st, 1, "es");
	assert_non_null(strstr(v, "Te toca defender Madrid"));
	assert_non_null(strstr(v, "Cuenca (1)"));
	free(v);
	v = view(st, -1, "es");
	assert_non_null(strstr(v, "ana ataca Madrid"));
	assert_null(strstr(v, "Tus cartas"));
	free(v);
	reco_kind.free(st);
	arena_free(ev.a);
}

/* ---- issue 15: the words of every mail ------------------------------ */

/* What default_text says for `who`, "" when nothing. */
static char *deftext(const void *st, int who, const char *lang)
{
	sbuf b = SBUF_INIT;
	reco_kind.default_text(st, who, lang, &b);
	char *r = xstrdup(sbuf_str(&b));
	sbuf_free(&b);
	return r;
}

static void assert_has(const char *text, const char *needle)
{
	if (!strstr(text, needle))
		fail_msg("expected \"%s\" in:\n%s", needle, text);
}

static void assert_lacks(const char *text, const char *needle)
{
	if (strstr(text, needle))
		fail_msg("did not expect \"%s\" in:\n%s", needle, text);
}

/* berta (seat 1) attacks Navarra from Zaragoza (9 troops); ana (seat 0)
 * holds Navarra (3) and Huesca (2); the other neighbours are carla's. */
static void *navarra_attacked(fx *f, int defend_all)
{
	fx_init(f, 3);
	f->active = 1;
	f->all[0] = defend_all;
	fx_set(f, "navarra", 0, 3);
	fx_set(f, "huesca", 0, 2);
	fx_set(f, "zaragoza", 1, 9);
	fx_set(f, "gipuzkoa", 2, 1);
	fx_set(f, "alava", 2, 1);
	fx_set(f, "la-rioja", 2, 1);
	void *st = fx_load(f);
	game_events ev;
	evs_init(&ev);
	play(st, 1, "ATACAR Navarra", &ev);
	arena_free(ev.a);
	return st;
}

/* Issue 15 item 18: the reminder names the default the deadline applies
 * (game_kind.default_text), in the seat's words, for the seat awaited
 * only, and says nothing it cannot see. */
static void test_default_text_names_the_default(void **state)
{
	(void)state;
	fx f;
	void *st = navarra_attacked(&f, 1);
	char *t = deftext(st, 0, "es");
	assert_string_equal(t, "Si no contestas a tiempo se aplicará tu orden permanente DEFENSA TODAS: defiendes "
			       "Navarra con Navarra y Huesca (fuerzas defensivas: 5 contra 9).");
	free(t);
	t = deftext(st, 0, "en");
	assert_string_equal(t, "If you do not answer in time, your standing order DEFENCE ALL applies: you defend "
			       "Navarra with Navarra and Huesca (defensive forces: 5 against 9).");
	free(t);
	for (int who = 1; who < 3; who++) {
		t = deftext(st, who, "es");
		assert_string_equal(t, "");
		free(t);
	}
	/* It says what timeout() then does: Navarra and Huesca, 5 < 9. */
	game_events ev;
	evs_init(&ev);
	dice d;
	test_dice_init(&d, "77", 0);
	reco_kind.timeout(st, &d, &ev);
	assert_string_equal(var(find_ev(&ev, "reco.ev.defense_cards_def"), "list"), "Huesca (2), Navarra (3)");
	assert_int_equal(owner_of(st, "navarra"), 1);
	arena_free(ev.a);
	reco_kind.free(st);

	st = navarra_attacked(&f, 0);
	t = deftext(st, 0, "es");
	assert_string_equal(t, "Si no contestas a tiempo se aplicará tu orden permanente DEFENSA NINGUNA: defiendes "
			       "Navarra solo con su carta (fuerzas defensivas: 3 contra 9).");
	free(t);
	/* The same whatever the others hold unseen (redeal). */
	for (int k = 0; k < 5; k++) {
		char *before = deftext(st, 0, "en");
		test_dice_init(&d, k ? "0b" : "0a", 0);
		reco_kind.redeal(st, 0, &d);
		t = deftext(st, 0, "en");
		assert_string_equal(t, before);
		free(t);
		free(before);
	}
	reco_kind.free(st);

	/* No bordering province of his: the card alone. */
	fx_init(&f, 3);
	fx_set(&f, "navarra", 0, 3);
	fx_set(&f, "huesca", 2, 2);
	fx_set(&f, "zaragoza", 1, 9);
	fx_set(&f, "gipuzkoa", 2, 1);
	fx_set(&f, "alava", 2, 1);
	fx_set(&f, "la-rioja", 2, 1);
	f.active = 1;
	st = fx_load(&f);
	evs_init(&ev);
	play(st, 1, "ATACAR Navarra", &ev);
	t = deftext(st, 0, "es");
	assert_has(t, "DEFENSA TODAS, pero no tienes provincias limítrofes con Navarra: la defiendes solo con su carta");
	free(t);
	arena_free(ev.a);
	reco_kind.free(st);

	/* A normal turn: PASO; the placement: troops by lot. */
	fx_init(&f, 3);
	st = fx_load(&f);
	t = deftext(st, 0, "es");
	assert_string_equal(t, "Si no contestas a tiempo se aplicará PASO: pasas el turno sin mover ni atacar.");
	free(t);
	t = deftext(st, 1, "es");
	assert_string_equal(t, "");
	free(t);
	reco_kind.free(st);
	fx_init(&f, 3);
	f.phase = "placement";
	f.turn = 0;
	f.active = 2;
	for (int i = 0; i < 3; i++)
		f.left[i] = 10;
	st = fx_load(&f);
	t = deftext(st, 2, "en");
	assert_string_equal(t, "If you do not answer in time, we will place 5 troops for you, one by one, on provinces of "
			       "yours drawn at random.");
	free(t);
	/* The view of the awaited seat says it too, the others' do not. */
	char *v = view(st, 2, "es");
	assert_has(v, "colocaremos por ti 5 tropas");
	free(v);
	v = view(st, 1, "es");
	assert_lacks(v, "colocaremos");
	free(v);
	reco_kind.free(st);
	/* A finished game awaits nobody. */
	fx_init(&f, 3);
	st = fx_load(&f);
	evs_init(&ev);
	reco_kind.declare_draw(st, GAME_ALL, &ev);
	arena_free(ev.a);
	for (int who = 0; who < 3; who++) {
		t = deftext(st, who, "es");
		assert_string_equal(t, "");
		free(t);
	}
	reco_kind.free(st);
}

/* Issue 15 item 16: the view and the refusals speak to the reader; never
 * "se espera la defensa de ana" to ana. */
static void test_words_speak_to_the_reader(void **state)
{
	(void)state;
	fx f;
	void *st = navarra_attacked(&f, 1);
	char *v = view(st, 0, "es");
	assert_has(v, "Turno 10: berta ataca Navarra, cuya carta tienes.");
	assert_has(v, "Cartas que te pasa berta: Zaragoza (9)");
	assert_has(v, "Te toca defender Navarra (3 tropas)");
	assert_lacks(v, "defensa de ana");
	assert_lacks(v, "ana tiene");
	free(v);
	v = view(st, 1, "es");
	assert_has(v, "Turno 10: atacas Navarra; ana tiene su carta y debe defenderla.");
	assert_has(v, "Cartas que pasas: Zaragoza (9)");
	assert_lacks(v, "berta ataca");
	free(v);
	v = view(st, 2, "en");
	assert_has(v, "Turn 10: berta attacks Navarra; ana holds its card and must defend it.");
	free(v);
	game_reject rej;
	assert_int_equal(check(st, 0, "PASO", &rej), ES_EOUTOFTURN);
	assert_has(rej.why, "te toca defender Navarra del ataque de berta");
	assert_int_equal(check(st, 1, "PASO", &rej), ES_EOUTOFTURN);
	assert_has(rej.why, "se espera la defensa de ana ante tu ataque a Navarra");
	assert_int_equal(check(st, 2, "PASO", &rej), ES_EOUTOFTURN);
	assert_has(rej.why, "se espera la defensa de ana ante el ataque de berta a Navarra");
	/* The result, each in his own words. */
	game_events ev;
	evs_init(&ev);
	play(st, 0, "DEFENDER CON TODAS", &ev);
	sbuf b = SBUF_INIT;
	const game_event *g = find_ev(&ev, "reco.ev.attack_won_def");
	assert_int_equal(tpl_render(&b, "es", g->id, g->vars, NULL), ES_OK);
	assert_string_equal(sbuf_str(&b), "El ataque de berta tiene éxito (9 contra 5): pierdes la carta de Navarra y las "
					  "tropas que hay en ella (3); las demás cartas se devuelven (reglas 22 y 24).");
	sbuf_free(&b);
	/* The next turn is carla's... wait: berta attacked, the turn goes
	 * to her right, ana; ana's own event speaks to her. */
	g = find_ev(&ev, "reco.ev.turn_you");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_SEAT(0));
	g = find_ev(&ev, "reco.ev.turn");
	assert_int_equal(g->audience, GAME_OTHERS(GAME_SEAT(0)));
	assert_true(g->third);
	arena_free(ev.a);
	/* The active player sending a DEFENDER: his own turn, not "le toca a". */
	assert_int_equal(check(st, 0, "DEFENDER", &rej), ES_EOUTOFTURN);
	assert_has(rej.why, "te toca jugar tu turno");
	assert_int_equal(check(st, 0, "COLOCAR 5 Huesca", &rej), ES_EOUTOFTURN);
	assert_has(rej.why, "te toca jugar tu turno");
	assert_int_equal(check(st, 2, "DEFENDER", &rej), ES_EOUTOFTURN);
	assert_has(rej.why, "le toca a ana");
	reco_kind.free(st);
}

/* Issue 15 item 19: the real order of play written out (rule 10: to the
 * right from the seat right of the dealer), and the placement told as a
 * round (rule 9: five troops a seat each round, from the dealer left). */
static void test_order_of_play_and_rounds(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 4);
	f.phase = "placement";
	f.turn = 0;
	f.dealer = 0;
	f.active = 2;
	f.each = 30;
	/* Round 2: ana and berta have placed twice, carla and dario once. */
	int left[4] = { 20, 20, 25, 25 };
	for (int i = 0; i < 4; i++)
		f.left[i] = left[i];
	for (int p = 0; p < RECO_NPROV; p++)
		f.troops[p] = 0;
	void *st = fx_load(&f);
	char *v = view(st, 3, "es");
	assert_has(v, "Se coloca por este orden, cinco tropas cada vez (regla 9): ana, berta, carla, dario. Después se "
		      "juega por este orden (regla 10): dario, carla, berta, ana.");
	assert_has(v, "Colocación, ronda 2 de 6 (regla 9): el tablero está en manos de carla.");
	free(v);
	v = view(st, 2, "en");
	assert_has(v, "Placement, round 2 of 6 (rule 9): you have the board. Place 5 troops");
	assert_has(v, "Then play goes in this order (rule 10): dario, carla, berta, ana.");
	free(v);
	v = view(st, 0, "es");
	assert_has(v, "Repartiste tú.");
	assert_lacks(v, "Repartió ana");
	free(v);
	reco_kind.free(st);
	/* In play, those who lost are left out of the order. */
	fx_init(&f, 4);
	f.dealer = 0;
	for (int p = 0; p < RECO_NPROV; p++)
		if (f.owner[p] == 2)
			f.owner[p] = 1;
	f.out[2] = 1;
	st = fx_load(&f);
	v = view(st, -1, "es");
	assert_has(v, "Se juega por este orden, hacia la derecha (regla 10): dario, berta, ana.");
	free(v);
	reco_kind.free(st);
	/* A new game tells both orders to all (the welcome). */
	dice d;
	test_dice_init(&d, "5eed", 0);
	game_events ev;
	evs_init(&ev);
	assert_int_equal(reco_kind.create(&st, 4, names, NULL, 0, &d, &ev, NULL), ES_OK);
	const game_event *g = find_ev(&ev, "reco.ev.play_order");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_ALL);
	sbuf order = SBUF_INIT;
	char *dealer = fact(st, "dealer");
	int dl = atoi(dealer);
	free(dealer);
	for (int k = 1; k <= 4; k++)
		sbuf_printf(&order, "%s%s", k > 1 ? ", " : "", names[(dl - k + 8) % 4]);
	assert_string_equal(var(g, "order"), sbuf_str(&order));
	sbuf_free(&order);
	assert_non_null(find_ev(&ev, "reco.ev.place_order"));
	g = find_ev(&ev, "reco.ev.board_to_you");
	assert_int_equal(g->audience, GAME_SEAT(dl));
	arena_free(ev.a);
	reco_kind.free(st);
}

/* Issue 15 item 1: max_turns in every view while the game runs; an old
 * game's stalemate_rounds with its count; neither ending says a game
 * master declared it. */
static void test_rule_27_limits_in_every_view(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	f.max_turns = 40;
	f.stalemate = 20;
	f.quiet = 7 * 3 + 2; /* 7 rounds done, the 23rd quiet turn under way */
	void *st = fx_load(&f);
	for (int who = -1; who < 3; who++) {
		char *v = view(st, who, "es");
		assert_has(v, "Límite de turnos (opción max_turns): la partida termina en empate al acabar el turno 40.");
		assert_has(v, "tras 20 rondas completas sin que ninguna carta cambie de manos. Rondas completas sin cambios "
			      "hasta ahora: 7.");
		free(v);
		v = view(st, who, "en");
		assert_has(v, "when turn 40 is over");
		assert_has(v, "after 20 full rounds with no card changing hands. Full rounds without a change so far: 7.");
		free(v);
	}
	reco_kind.free(st);
	/* The help, which knows no game, says where the limit is told and
	 * how players end a stalemate. */
	for (int l = 0; l < 2; l++) {
		sbuf h = SBUF_INIT;
		reco_kind.help(l ? "en" : "es", &h);
		assert_has(sbuf_str(&h), "max_turns");
		assert_has(sbuf_str(&h), l ? "DRAW NO" : "EMPATE NO");
		assert_has(sbuf_str(&h), l ? "play turns to the right" : "el turno gira hacia la");
		sbuf_free(&h);
	}
	/* Neither limit set: no such line. A new game with
	 * stalemate_rounds=0 (what the core now gives new games). */
	fx_init(&f, 3);
	st = fx_load(&f);
	char *v = view(st, 1, "es");
	assert_lacks(v, "max_turns");
	assert_lacks(v, "stalemate_rounds");
	free(v);
	reco_kind.free(st);
	/* The ends: turn cap and stalemate, every view, both languages. */
	fx_init(&f, 3);
	f.max_turns = 10;
	st = fx_load(&f);
	game_events ev;
	evs_init(&ev);
	play(st, 0, "PASO", &ev);
	assert_string_equal(status(st).end, "cap");
	for (size_t i = 0; i < ev.n; i++)
		for (int l = 0; l < 2; l++) {
			sbuf b = SBUF_INIT;
			assert_int_equal(tpl_render(&b, l ? "en" : "es", ev.v[i].id, ev.v[i].vars, NULL), ES_OK);
			assert_lacks(sbuf_str(&b), l ? "game master" : "director");
			sbuf_free(&b);
		}
	for (int who = -1; who < 3; who++) {
		v = view(st, who, "es");
		assert_has(v, "La partida ha terminado al acabar el turno 10, el límite fijado al crear la partida");
		assert_lacks(v, "director");
		free(v);
	}
	arena_free(ev.a);
	reco_kind.free(st);
	fx_init(&f, 3);
	f.stalemate = 1;
	f.quiet = 3;
	st = fx_load(&f);
	evs_init(&ev);
	play(st, 0, "PASO", &ev);
	assert_string_equal(status(st).end, "stalemate");
	const game_event *g = find_ev(&ev, "reco.ev.draw_stalemate");
	sbuf b = SBUF_INIT;
	assert_int_equal(tpl_render(&b, "es", g->id, g->vars, NULL), ES_OK);
	assert_lacks(sbuf_str(&b), "director");
	sbuf_free(&b);
	for (int who = -1; who < 3; who++) {
		v = view(st, who, "en");
		assert_has(v, "1 full round without a card changing hands");
		assert_lacks(v, "game master");
		free(v);
	}
	arena_free(ev.a);
	reco_kind.free(st);
}

/* Issue 15 items 16 and 19: agreement ("1 provincia"), and a finished
 * game tells the result, not how to win; the winner is spoken to. */
static void test_words_plurals_and_the_end(void **state)
{
	(void)state;
	fx f;
	fx_init(&f, 3);
	for (int p = 0; p < RECO_NPROV; p++)
		f.owner[p] = 1;
	f.owner[P("madrid")] = 0;
	f.owner[P("toledo")] = 2;
	f.troops[P("toledo")] = 1;
	void *st = fx_load(&f);
	char *v = view(st, 0, "es");
	assert_has(v, "Tus cartas: 1 provincia (empezaste con 20; ganas al llegar a 28)");
	free(v);
	v = view(st, 2, "en");
	assert_has(v, "Your cards: 1 province (you started with 20;");
	free(v);
	reco_kind.free(st);
	game_reject rej;
	/* One troop on Madrid, moving two: "1 tropa". */
	fx_init(&f, 3);
	fx_set(&f, "madrid", 0, 1);
	fx_set(&f, "toledo", 0, 1);
	st = fx_load(&f);
	assert_int_equal(check(st, 0, "MOVER 2 Madrid Toledo", &rej), ES_EILLEGAL);
	assert_has(rej.why, "en Madrid había 1 tropa al empezar");
	fx_set(&f, "madrid", 0, 0);
	reco_kind.free(st);
	st = fx_load(&f);
	assert_int_equal(check_in(st, 0, "MOVE 1 Madrid Toledo", "en", &rej, NULL, NULL), ES_EILLEGAL);
	assert_has(rej.why, "Madrid had no troops at the start");
	reco_kind.free(st);

	/* The end: a victory. */
	fx_init(&f, 3);
	f.phase = "over";
	f.end = "victory";
	f.winners = "1";
	st = fx_load(&f);
	static const char *const how[] = { "gana quien", "ganas al llegar", "whoever reaches", "you win on", "te toca",
		"your turn", "COLOCAR", "PLACE", "DEFENSA TODAS", "DEFENCE ALL" };
	for (int who = -1; who < 3; who++)
		for (int l = 0; l < 2; l++) {
			v = view(st, who, l ? "en" : "es");
			for (size_t k = 0; k < sizeof how / sizeof how[0]; k++)
				assert_lacks(v, how[k]);
			if (who == 1)
				assert_has(v, l ? "The game is over: you won (rule 25)." : "La partida ha terminado: has ganado");
			else
				assert_has(v, l ? "The game is over: berta wins" : "La partida ha terminado: gana berta");
			free(v);
		}
	reco_kind.free(st);
}

/* ---- placement sent ahead (rule 9 by mail) ------------------------- */

/* Every seat's rounds as one mail: n troops on each of its provinces in
 * board order, `each` in all, five a round. */
static void all_rounds(const void *st, int who, int each, sbuf *out)
{
	const reco_map *m = reco_map_get();
	for (int p = 0; p < RECO_NPROV && each > 0; p++)
		if (owner_of(st, m->id[p]) == who) {
			int n = each < 3 ? each : 3;
			sbuf_printf(out, "COLOCAR %d %s\n", n, m->name[p]);
			each -= n;
		}
}

/* Four players, 30 troops each: 24 rounds, one mail each. Sent ahead,
 * the whole placement takes four mails, whatever their order, and every
 * troop lands where its mail put it. */
static void test_rule_9_placement_ahead_four_mails(void **state)
{
	(void)state;
	for (int first = 0; first < 4; first++) {
		game_events ev;
		int dealer;
		void *st = new_four(&ev, &dealer);
		char *mails[4];
		for (int s = 0; s < 4; s++) {
			sbuf b = SBUF_INIT;
			all_rounds(st, s, 30, &b);
			mails[s] = sbuf_detach(&b);
		}
		/* Seats in turn from `first`; the dealer's mail also places now. */
		for (int k = 0; k < 4; k++) {
			int who = (first + k) % 4;
			game_status gs = status(st);
			assert_string_equal(gs.phase, "placement");
			play(st, who, mails[who], &ev);
			const game_event *g = find_ev(&ev, "reco.ev.ahead_noted");
			assert_non_null(g);
			/* Told to the sender alone. */
			for (size_t i = 0; i < ev.n; i++)
				if (!strncmp(ev.v[i].id, "reco.ev.ahead_noted", 19))
					assert_int_equal(ev.v[i].audience, GAME_SEAT(who));
			arena_free(ev.a);
			evs_init(&ev);
		}
		game_status gs = status(st);
		assert_string_equal(gs.phase, "move");
		assert_int_equal(gs.waiting, GAME_SEAT((dealer + 3) % 4));
		const reco_map *m = reco_map_get();
		for (int s = 0; s < 4; s++) {
			int want[RECO_NPROV] = { 0 }, left = 30;
			for (int p = 0; p < RECO_NPROV && left > 0; p++)
				if (owner_of(st, m->id[p]) == s) {
					want[p] = left < 3 ? left : 3;
					left -= want[p];
				}
			for (int p = 0; p < RECO_NPROV; p++)
				if (owner_of(st, m->id[p]) == s)
					assert_int_equal(troops_of(st, m->id[p]), want[p]);
		}
		char *saved = save(st);
		assert_null(strstr(saved, "ahead"));
		free(saved);
		for (int s = 0; s < 4; s++)
			free(mails[s]);
		reco_kind.free(st);
		arena_free(ev.a);
	}
}

/* The placement fixture: ana (0) has the board, everyone 10 troops to
 * place (two rounds), no troops on the board. */
static void placement_fx(fx *f)
{
	fx_init(f, 3);
	f->phase = "placement";
	f->turn = 0;
	f->step = 1;
	f->each = 10;
	for (int i = 0; i < RECO_NPROV; i++)
		f->troops[i] = 0;
	for (int i = 0; i < 3; i++) {
		f->left[i] = 10;
		f->played[i] = 0;
	}
}

static void *load_text(const char *text)
{
	void *st = NULL;
	es_err e;
	if (reco_kind.load(&st, 3, names, text, &e) != ES_OK)
		fail_msg("load: %s", e.msg);
	return st;
}

/* What `who` is answered and shown: the answer to each mail and the
 * view in both languages, as one text. */
static char *answers(void *st, int who)
{
	static const char *const mails[] = { "COLOCAR 5 Madrid", "COLOCAR 10 Madrid", "COLOCAR 5 Alava\nCOLOCAR 5 Burgos",
		"COLOCAR 3 Albacete\nCOLOCAR 4 Asturias", "COLOCAR 15 Albacete", "COLOCAR 5 Albacete\nCOLOCAR 5 Alicante",
		"PASO", "DEFENDER", "DEFENSA NINGUNA" };
	sbuf out = SBUF_INIT;
	for (size_t k = 0; k < sizeof mails / sizeof mails[0]; k++) {
		sbuf canon = SBUF_INIT, echo = SBUF_INIT;
		game_reject rej;
		int rc = check_in(st, who, mails[k], "es", &rej, &canon, &echo);
		sbuf_printf(&out, "%d|%s|%s|%s\n", rc, rc ? rej.why : "", sbuf_str(&canon), sbuf_str(&echo));
		sbuf_free(&canon);
		sbuf_free(&echo);
	}
	for (int l = 0; l < 2; l++) {
		char *v = view(st, who, l ? "en" : "es");
		sbuf_puts(&out, v);
		free(v);
	}
	char *j = json_of(st, who);
	sbuf_printf(&out, "\n%s\n", j);
	free(j);
	return sbuf_detach(&out);
}

/* The rounds others sent ahead are theirs alone: every seat's answers
 * and views (text and JSON) are the same whether the others noted rounds or not, and
 * whatever they noted; the re-deal (test_hidden's) leaves a loadable
 * state. Notes survive save and load (they are committed with the
 * batch of their mail). */
static void test_rule_9_placement_ahead_hidden(void **state)
{
	(void)state;
	fx f;
	placement_fx(&f);
	char *base = fx_text(&f);
	/* berta (1) owns albacete, carla (2) alicante; ana (0) alava. */
	static const char *const worlds[] = { "", "ahead 1 albacete 5 asturias 5\n", "ahead 2 alicante 5\n",
		"ahead 1 baleares 3 albacete 2\nahead 2 alicante 5 avila 5\n" };
	char *seen[3][4];
	for (size_t w = 0; w < 4; w++) {
		sbuf t = SBUF_INIT;
		sbuf_printf(&t, "%s%s", base, worlds[w]);
		void *st = load_text(sbuf_str(&t));
		char *again = save(st);
		void *st2 = load_text(again);
		char *twice = save(st2);
		assert_string_equal(again, twice);
		if (w)
			assert_non_null(strstr(again, "\nahead "));
		free(again);
		free(twice);
		reco_kind.free(st2);
		for (int who = 0; who < 3; who++)
			seen[who][w] = answers(st, who);
		dice d;
		test_dice_init(&d, "77", 0);
		reco_kind.redeal(st, 0, &d);
		char *after = save(st);
		reco_kind.free(load_text(after));
		free(after);
		reco_kind.free(st);
		sbuf_free(&t);
	}
	/* ana noted nothing in any world: she sees the same in all; berta
	 * and carla the same wherever their own notes are the same. */
	for (size_t w = 1; w < 4; w++)
		assert_string_equal(seen[0][w], seen[0][0]);
	assert_string_equal(seen[1][2], seen[1][0]);
	assert_string_equal(seen[2][1], seen[2][0]);
	assert_string_not_equal(seen[1][1], seen[1][0]); /* her own notes are shown to her */
	/* A draw voted during the placement drops the notes: the state
	 * saved then loads. */
	sbuf t = SBUF_INIT;
	sbuf_printf(&t, "%s%s", base, worlds[3]);
	void *st = load_text(sbuf_str(&t));
	game_events ev;
	evs_init(&ev);
	reco_kind.declare_draw(st, GAME_ALL, &ev);
	char *over = save(st);
	assert_null(strstr(over, "ahead"));
	reco_kind.free(load_text(over));
	free(over);
	reco_kind.free(st);
	arena_free(ev.a);
	sbuf_free(&t);
	for (int who = 0; who < 3; who++)
		for (size_t w = 0; w < 4; w++)
			free(seen[who][w]);
	free(base);
}

/* Rule 9, rounds sent ahead: the sender's JSON lists them (own.noted,
 * in the order they will be applied, each province by id and name with
 * the troops to add); the others' and the public document do not change
 * (test_rule_9_placement_ahead_hidden compares them). */
static void test_rule_9_placement_ahead_json(void **state)
{
	(void)state;
	fx f;
	placement_fx(&f);
	char *base = fx_text(&f);
	sbuf t = SBUF_INIT;
	sbuf_printf(&t, "%sahead 1 albacete 5 asturias 5\n", base); /* berta's rounds 1 and 2 */
	void *st = load_text(sbuf_str(&t));
	char *mine = json_of(st, 1), *hers = json_of(st, 0), *pub = json_of(st, -1);
	assert_non_null(strstr(mine, "\"noted\": [{\"province\": {\"id\": \"albacete\", \"name\": \"Albacete\"}, "
				      "\"round\": 1, \"troops\": 5}, {\"province\": {\"id\": \"asturias\", \"name\": "
				      "\"Asturias\"}, \"round\": 2, \"troops\": 5}]"));
	assert_non_null(strstr(hers, "\"noted\": []"));
	assert_null(strstr(pub, "noted"));
	free(mine);
	free(hers);
	free(pub);
	reco_kind.free(st);
	sbuf_free(&t);
	free(base);
}

/* The rounds in `who`'s own.noted, in order and each once, into r;
 * how many. */
static int noted_rounds(const void *st, int who, int *r, int max)
{
	char *j = json_of(st, who);
	const char *q = strstr(j, "\"noted\": [");
	int n = 0;
	assert_non_null(q);
	const char *end = strchr(q, ']');
	while (n < max && (q = strstr(q, "\"round\": ")) && q < end) {
		int k = atoi(q + strlen("\"round\": "));
		if (!n || r[n - 1] != k)
			r[n++] = k;
		q++;
	}
	free(j);
	return n;
}

/* Rule 9 passes the board round by round, five troops each time: rounds
 * sent ahead are the sender's next ones, in order, and a later mail
 * fills them again from the next (it replaces the notes, and says so);
 * no mail can leave a round out for a later one, so no round can be
 * noted with a gap before it. */
static void test_rule_9_placement_ahead_no_gap(void **state)
{
	(void)state;
	game_events ev;
	int dealer;
	void *st = new_four(&ev, &dealer);
	int who = (dealer + 2) % 4, r[8];
	sbuf b = SBUF_INIT;
	all_rounds(st, who, 5, &b);
	play(st, who, sbuf_str(&b), &ev);
	assert_int_equal(noted_rounds(st, who, r, 8), 1);
	int next = r[0];
	assert_true(next >= 1);
	sbuf_reset(&b);
	all_rounds(st, who, 10, &b);
	play(st, who, sbuf_str(&b), &ev);
	assert_non_null(find_ev(&ev, "reco.ev.ahead_replaced"));
	assert_int_equal(noted_rounds(st, who, r, 8), 2);
	assert_int_equal(r[0], next);
	assert_int_equal(r[1], next + 1);
	sbuf_free(&b);
	reco_kind.free(st);
	arena_free(ev.a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rule_9_placement_ahead_four_mails),
		cmocka_unit_test(test_rule_9_placement_ahead_hidden),
		cmocka_unit_test(test_rule_9_placement_ahead_json),
		cmocka_unit_test(test_rule_9_placement_ahead_no_gap),
		cmocka_unit_test(test_rule_3_map),
		cmocka_unit_test(test_map_validation_rejects_bad_maps),
		cmocka_unit_test(test_rule_8_deal_table),
		cmocka_unit_test(test_rule_7_dealer_by_lot_cards_one_at_a_time),
		cmocka_unit_test(test_create_options),
		cmocka_unit_test(test_rule_9_placement_rounds_to_the_left),
		cmocka_unit_test(test_rule_9_placement_exactly_five_on_own),
		cmocka_unit_test(test_rule_9_board_secret_during_placement),
		cmocka_unit_test(test_rule_10_first_turn_is_right_of_dealer),
		cmocka_unit_test(test_rule_21_result_private),
		cmocka_unit_test(test_rule_25_victory_initial_plus_8),
		cmocka_unit_test(test_rule_26_eliminated_turn_skipped),
		cmocka_unit_test(test_rule_27_draw_detected),
		cmocka_unit_test(test_rule_27_whole_group_counts),
		cmocka_unit_test(test_rule_27_stalemate_rounds),
		cmocka_unit_test(test_rule_27_stalemate_end_views),
		cmocka_unit_test(test_declare_draw_during_placement),
		cmocka_unit_test(test_rule_27_limits_off_and_announced),
		cmocka_unit_test(test_declare_draw_and_turn_cap),
		cmocka_unit_test(test_timeout_defaults),
		cmocka_unit_test(test_grammar_names_accents_aliases),
		cmocka_unit_test(test_grammar_orders),
		cmocka_unit_test(test_grammar_errors_did_you_mean),
		cmocka_unit_test(test_standing_orders_any_time),
		cmocka_unit_test(test_canonical_round_trip),
		cmocka_unit_test(test_save_load_round_trip),
		cmocka_unit_test(test_load_rejects_bad_state),
		cmocka_unit_test(test_privacy_views_and_audiences),
		cmocka_unit_test(test_templates_complete_in_both_languages),
		cmocka_unit_test(test_help_both_languages),
		cmocka_unit_test(test_rules_14_19_help_lists_borders),
		cmocka_unit_test(test_views_show_what_is_awaited),
		cmocka_unit_test(test_default_text_names_the_default),
		cmocka_unit_test(test_words_speak_to_the_reader),
		cmocka_unit_test(test_order_of_play_and_rounds),
		cmocka_unit_test(test_rule_27_limits_in_every_view),
		cmocka_unit_test(test_words_plurals_and_the_end),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
