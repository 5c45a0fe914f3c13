/* Scenario tests of Κρατος, each quoting the rule it plays: positions are
 * made by creating a game on the "clasico" board, letting the deadline
 * place everything by rule 12's advice, then setting pieces, depots and
 * the turn in the state directly.
 * Scenarios that need only a state, mails and what they answer are data:
 * tests/data/games/kratos/ (run by test_cases.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "adjudicator/base/tpl.h"
#include "games/kratos/kr_int.h"
#include "games/kratos/kratos.h"
#include "tests/unit/engine_test.h"
#include "tests/test_dice.h"

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema", "hugo", "ines" };
static const char *const seed = "00000000000000000000000000000000000000000000000000000000000000e5";

/* A 9-player game after the placement, every piece removed, red (0) to
 * play with base speed `base`. */
static kr_state *created(dice *d)
{
	void *st;
	es_err e;
	test_dice_init(d, seed, 0);
	game_events ev;
	evs_init(&ev);
	const char *o[] = { "board=clasico" };
	assert_int_equal(kratos_kind.create(&st, 9, names, o, 1, d, &ev, &e), ES_OK);
	arena_free(ev.a);
	return st;
}

static kr_state *bare(int base)
{
	dice d;
	kr_state *s = created(&d);
	kratos_kind.timeout(s, &d, NULL);
	assert_int_equal(s->phase, KR_PH_TURN);
	for (int i = 0; i < s->np; i++)
		s->p[i].type = -1;
	s->np = 0;
	s->active = 0;
	s->base = base;
	s->die = base == 2 ? 1 : base == 4 ? 6 : 3;
	s->famine = 0;
	s->turn = 10;
	for (int i = 0; i < KR_NISLAND; i++)
		memset(s->depot[i], 0, sizeof s->depot[i]);
	s->depot[s->flag[0]][KR_GAS] = 100;
	s->depot[s->flag[0]][KR_BREAD] = 200;
	return s;
}

/* The last island whose infrastructure is good g, given to red. */
static int red_island(kr_state *s, int g)
{
	int isl = -1;
	for (int i = 0; i < KR_NISLAND; i++)
		if (s->infra[i] == g)
			isl = i;
	s->owner[isl] = 0;
	return isl;
}

static int put(kr_state *s, int type, int owner, int place)
{
	return kr_new_piece(s, type, owner, place);
}

/* A sea cell next to island isl. */
static const char *beside(const kr_state *s, int isl)
{
	static char n[4];
	int c = s->board.col[isl] > 0 ? s->board.col[isl] - 1 : s->board.col[isl] + 2;
	kr_cell_name(kr_cell(c, s->board.row[isl]), n);
	return n;
}

static void play(kr_state *s, int who, const char *body, game_events *ev)
{
	engine_play(&kratos_kind, s, who, body, seed, 7, ev);
}

static int refused(kr_state *s, int who, const char *body, const char *lang, game_reject *rej)
{
	return engine_check(&kratos_kind, s, who, body, lang, rej, NULL, NULL);
}


/* Applies body with the first dice seed that brings event evid (shots
 * depend on the die), into ev if given; fails if no seed of 400 does. */
static void play_until(kr_state *s, int who, const char *body, const char *evid, game_events *ev)
{
	kr_state *c = xmalloc(sizeof *c);
	char sd[65];
	for (int k = 1; k <= 400; k++) {
		memcpy(c, s, sizeof *c);
		game_events t;
		evs_init(&t);
		snprintf(sd, sizeof sd, "%064x", k);
		engine_play(&kratos_kind, c, who, body, sd, 0, &t);
		int got = find_ev(&t, evid) != NULL;
		arena_free(t.a);
		if (got) {
			engine_play(&kratos_kind, s, who, body, sd, 0, ev);
			free(c);
			return;
		}
	}
	free(c);
	fail_msg("no seed brought %s for:\n%s", evid, body);
}

/* A new play of every piece, as when red's next turn comes round. */
static void next_play(kr_state *s)
{
	for (int i = 0; i < s->np; i++) {
		s->p[i].stage = KR_FRESH;
		s->p[i].shot = 0;
		s->p[i].made = 0;
	}
	s->playing = -1;
	s->turn++;
}

static const char *cell(int col, int row)
{
	static char n[4][4];
	static int k;
	k = (k + 1) % 4;
	kr_cell_name(kr_cell(col, row), n[k]);
	return n[k];
}

/* Rule 58: "4 productoras de pan en una isla con la infraestructura adecuada ... 60 unidades de trigo ...
 * movimiento corto (2 puntos) ... supondrá un gasto de 4 unidades de gasolina": 60 bread, 0 wheat. */
static void test_rule_58_bread_example(void **state)
{
	(void)state;
	kr_state *s = bare(2);
	int isl = red_island(s, KR_BREAD);
	put(s, KR_BATTLESHIP, 0, -1 - isl); /* keeps the island red's */
	int p[4];
	for (int k = 0; k < 4; k++)
		p[k] = put(s, KR_P_BREAD, 0, -1 - isl);
	s->depot[isl][KR_WHEAT] = 60;
	char body[128];
	snprintf(body, sizeof body, "PRODUCIR %d\nPRODUCIR %d\nPRODUCIR %d\nPRODUCIR %d\n", p[0] + 1, p[1] + 1, p[2] + 1,
		p[3] + 1);
	int gas = s->depot[s->flag[0]][KR_GAS];
	play(s, 0, body, NULL);
	assert_int_equal(s->depot[isl][KR_BREAD], 60);
	assert_int_equal(s->depot[isl][KR_WHEAT], 0);
	assert_int_equal(gas - s->depot[s->flag[0]][KR_GAS], 4);
	free(s);
}

/* Rule 51: "Una productora secundaria no puede producir ... si en el depósito de la materia prima
 * correspondiente no hay unidad alguna"; "solo producen ... en una isla con la infraestructura adecuada". */
static void test_rule_51_no_raw_no_infra(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int cap = s->flag[0];
	int wrong = put(s, KR_P_BREAD, 0, -1 - cap); /* the capital's infrastructure is primary */
	put(s, KR_PLANE, 0, -1 - cap);
	char body[64];
	snprintf(body, sizeof body, "PRODUCIR %d\n", wrong + 1);
	game_reject rej;
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "infraestructura"));
	free(s);
}

/* Rule 17: "5 unidades por cada isla ... y 1 unidad por cada pieza jugable"; rule 18: famine takes all
 * and allows only selling and passing; rule 28: the die and base speed of the turn. */
static void test_rules_17_18_bread_and_famine(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int cap = s->flag[0];
	int pl = put(s, KR_PLANE, 0, -1 - cap);
	put(s, KR_MINE, -1, -1 - cap); /* mines eat nothing */
	assert_int_equal(kr_bread_need(s, 0), 5 * kr_islands_of(s, 0) + 1);
	/* Red's next turn with too little bread. */
	s->depot[cap][KR_BREAD] = 3;
	game_events ev;
	evs_init(&ev);
	s->active = s->order[(KR_COLOURS - 1)];
	for (int k = 0; k < KR_COLOURS; k++)
		if (s->order[k] == 0)
			s->active = s->order[(k + KR_COLOURS - 1) % KR_COLOURS];
	dice d;
	test_dice_init(&d, seed, 3);
	kr_end_turn(s, &d, &ev); /* the colour before red ends: red's turn begins (a bot colour plays first if any) */
	while (s->active != 0 && s->phase == KR_PH_TURN)
		kr_end_turn(s, &d, &ev);
	assert_int_equal(s->active, 0);
	assert_true(s->famine);
	assert_int_equal(s->depot[cap][KR_BREAD], 0);
	assert_int_equal(s->base, kr_base_speed[s->die]);
	assert_non_null(find_ev(&ev, "kratos.ev.turn_famine"));
	char body[64];
	snprintf(body, sizeof body, "MOVER %d a1\n", pl + 1);
	game_reject rej;
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "regla 18"));
	snprintf(body, sizeof body, "VENDER %d A azul\n", pl + 1);
	assert_int_equal(refused(s, 0, body, "es", NULL), ES_OK);
	arena_free(ev.a);
	free(s);
}

/* Rules 27, 29, 31, 32: Chebyshev steps, speed x base, one gasoline a play, occupied cells block ships
 * but not planes; entering an island ends the move. */
static void test_rules_27_31_movement(void **state)
{
	(void)state;
	kr_state *s = bare(2);
	int ship = put(s, KR_BATTLESHIP, 0, kr_cell(10, 0)); /* k1 */
	int plane = put(s, KR_PLANE, 0, kr_cell(10, 2));     /* k3 */
	put(s, KR_SUB, 1, kr_cell(11, 0));                   /* l1 blocks the ship's way east */
	put(s, KR_SUB, 1, kr_cell(11, 1));
	game_reject rej;
	assert_int_equal(refused(s, 0, "MOVER 1 m1\n", "es", &rej), ES_EILLEGAL); /* would pass l1 or l2 */
	(void)ship;
	char body[64];
	snprintf(body, sizeof body, "MOVER %d p4\n", plane + 1); /* 5 <= 3 x 2 steps, round island C */
	int gas = s->depot[s->flag[0]][KR_GAS];
	play(s, 0, body, NULL);
	assert_int_equal(s->p[plane].place, kr_cell(15, 3));
	assert_int_equal(gas - s->depot[s->flag[0]][KR_GAS], 1);
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL); /* rule 20: one play a piece */
	free(s);
}

/* Rules 35-37: a hit when the die is at most the power and the target is in the angle; a battleship
 * is listed first, sunk by the second hit; every roll public. */
static void test_rules_35_36_shots(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int bs = put(s, KR_BATTLESHIP, 0, kr_cell(10, 0));
	int far = put(s, KR_BATTLESHIP, 1, kr_cell(13, 0));
	int near = put(s, KR_BATTLESHIP, 1, kr_cell(12, 0));
	game_reject rej;
	char body[64];
	snprintf(body, sizeof body, "DISPARAR %d %d\n", bs + 1, far + 1);
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL); /* distance 3 > angle 2 */
	assert_non_null(strstr(rej.why, "regla 35"));
	int listed = 0, sunk = 0;
	for (int k = 0; k < 40 && !sunk; k++) {
		s->p[bs].shot = 0;
		s->p[bs].stage = KR_FRESH;
		snprintf(body, sizeof body, "DISPARAR %d %d\n", bs + 1, near + 1);
		game_events ev;
		evs_init(&ev);
		char sd[65];
		snprintf(sd, sizeof sd, "%064x", k + 1);
		sbuf canon = SBUF_INIT;
		assert_int_equal(engine_check(&kratos_kind, s, 0, body, "es", NULL, &canon, NULL), ES_OK);
		dice d;
		test_dice_init(&d, sd, 0);
		kratos_kind.apply(s, 0, sbuf_str(&canon), &d, &ev);
		sbuf_free(&canon);
		const game_event *g = ev.n ? &ev.v[0] : NULL;
		assert_non_null(g);
		/* Told to all: the shooter (seat 0) reads its twin, "Tu 2 …". */
		assert_true(g->third);
		assert_true(ev.n > 1 && strstr(ev.v[1].id, "_you") && ev.v[1].audience == GAME_SEAT(0));
		uint32_t all = 0;
		for (size_t j = 0; j < ev.n && !strncmp(ev.v[j].id, g->id, strlen(g->id)); j++)
			all |= ev.v[j].audience;
		assert_int_equal(all, GAME_ALL);
		int roll = atoi(var(g, "roll"));
		if (find_ev(&ev, "kratos.ev.shot_listed")) {
			assert_true(roll <= 4);
			listed = 1;
		} else if (find_ev(&ev, "kratos.ev.shot_sunk")) {
			assert_true(listed);
			sunk = 1;
		} else {
			assert_true(roll > 4);
		}
		arena_free(ev.a);
		s->active = 0; /* keep red's turn (the shot ended it: its only piece played) */
		s->famine = 0;
	}
	assert_true(sunk);
	assert_int_equal(s->p[near].type, -1);
	free(s);
}

/* Rule 43: "una forma de vender una isla es dejar en ella una pieza bélica del comprador, y en el turno
 * del vendedor, retirar éste todas sus piezas bélicas"; with war pieces of two others the owner keeps it. */
static void test_rule_43_sale_of_an_island(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int isl = s->second[0];
	int mine = put(s, KR_PLANE, 0, -1 - isl);
	put(s, KR_PLANE, 1, -1 - isl);
	char body[64];
	snprintf(body, sizeof body, "MOVER %d %s\n", mine + 1, beside(s, isl));
	game_events ev;
	evs_init(&ev);
	play(s, 0, body, &ev);
	assert_int_equal(s->owner[isl], 1);
	assert_non_null(find_ev(&ev, "kratos.ev.island_taken"));
	arena_free(ev.a);
	free(s);
	/* two other colours: the owner keeps it */
	s = bare(3);
	isl = s->second[0];
	mine = put(s, KR_PLANE, 0, -1 - isl);
	put(s, KR_PLANE, 1, -1 - isl);
	put(s, KR_PLANE, 2, -1 - isl);
	snprintf(body, sizeof body, "MOVER %d %s\n", mine + 1, beside(s, isl));
	play(s, 0, body, NULL);
	assert_int_equal(s->owner[isl], 0);
	free(s);
}

/* Rule 43: "destruir todas las piezas bélicas que haya dentro de la isla, excepto las minas ... y ...
 * entrar con cualquiera de sus piezas bélicas"; rule 69: losing the capital eliminates at once and
 * everything goes to the taker, cascading; rule 70: the last one standing wins. */
static void test_rules_43_69_conquest_and_cascade(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int cap1 = s->flag[1];
	put(s, KR_MINE, -1, -1 - cap1); /* mines do not defend */
	int prod = put(s, KR_P_IRON + s->infra[cap1], 1, -1 - cap1);
	/* blue holds green's capital with green's war pieces gone: taking
	 * blue's capital takes green's too when green is already blue's */
	int plane = put(s, KR_PLANE, 0, kr_cell(s->board.col[cap1], s->board.row[cap1] > 0 ? s->board.row[cap1] - 1 : 2));
	char body[64];
	char pl[4];
	kr_place_name(s, -1 - cap1, pl, sizeof pl);
	snprintf(body, sizeof body, "MOVER %d %s\n", plane + 1, pl);
	game_events ev;
	evs_init(&ev);
	play(s, 0, body, &ev);
	assert_int_equal(s->owner[cap1], 0);
	assert_true(s->out >> 1 & 1);
	assert_int_equal(s->p[prod].owner, 0);            /* rule 69: the pieces go to the taker */
	assert_int_equal(s->owner[s->second[1]], 0);      /* and the islands */
	assert_int_equal(s->flag[1], -1);
	assert_int_equal(s->gold[1], KR_GOLD_EACH);       /* the gold stays the loser's */
	const game_event *g = find_ev(&ev, "kratos.ev.eliminated");
	assert_non_null(g);
	assert_string_equal(var(g, "who_es"), "2 azul (berta)");
	arena_free(ev.a);
	free(s);
}

/* Rule 6 and 40: gold in coins of 500, given at any time, told to both and nobody else; each view shows
 * its reader's gold only. */
static void test_rules_6_40_gold_private(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	game_events ev;
	evs_init(&ev);
	s->active = 4; /* not blue's turn: giving is still allowed */
	play(s, 1, "DAR 1500 ORO A rojo\n", &ev);
	assert_int_equal(s->gold[1], KR_GOLD_EACH - 1500);
	assert_int_equal(s->gold[0], KR_GOLD_EACH + 1500);
	/* Each party reads it as "you": the giver "Das…", the receiver "… te da". */
	assert_null(find_ev(&ev, "kratos.ev.gold"));
	const game_event *g = find_ev(&ev, "kratos.ev.gold_you");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_SEAT(1));
	g = find_ev(&ev, "kratos.ev.gold_to_you");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_SEAT(0));
	game_reject rej;
	assert_int_equal(refused(s, 1, "DAR 700 ORO A rojo\n", "es", &rej), ES_EILLEGAL);
	/* A gift checked against a balance that another mail spent first
	 * fails when applied: the line, which names an amount the sender
	 * lacked, is told to the sender alone. */
	game_events ev2;
	evs_init(&ev2);
	dice d;
	es_err de;
	assert_int_equal(dice_init_hex(&d, "07", 0, &de), ES_OK);
	kratos_kind.apply(s, 1, "DAR 20000 ORO A rojo\n", &d, &ev2);
	assert_int_equal(s->gold[1], KR_GOLD_EACH - 1500);
	const game_event *vg = find_ev(&ev2, "kratos.ev.void");
	assert_non_null(vg);
	assert_int_equal(vg->audience, GAME_SEAT(1));
	arena_free(ev2.a);
	assert_int_equal(refused(s, 1, "MOVER 1 a1\n", "es", &rej), ES_EOUTOFTURN);
	char *v0 = engine_view(&kratos_kind, s, 0, "es");
	char *vp = engine_view(&kratos_kind, s, -1, "es");
	assert_non_null(strstr(v0, "11500 onzas"));
	assert_null(strstr(v0, "8500"));
	assert_null(strstr(vp, "onzas"));
	free(v0);
	free(vp);
	arena_free(ev.a);
	free(s);
}

/* Rules 33, 67: a merchant loads 100 bread from its island's depot and unloads it, no gasoline. */
static void test_rules_33_67_transport(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int cap = s->flag[0];
	int m = put(s, KR_MERCHANT, 0, -1 - cap);
	put(s, KR_PLANE, 0, -1 - cap);
	char body[64];
	snprintf(body, sizeof body, "CARGAR %d petroleo\n", m + 1);
	assert_int_equal(refused(s, 0, body, "es", NULL), ES_EILLEGAL); /* rule 67: no oil */
	int gas = s->depot[cap][KR_GAS];
	snprintf(body, sizeof body, "CARGAR %d pan\n", m + 1);
	play(s, 0, body, NULL);
	assert_int_equal(s->p[m].cargo, KR_BREAD);
	assert_int_equal(s->depot[cap][KR_BREAD], 100);
	assert_int_equal(s->depot[cap][KR_GAS], gas);
	free(s);
}

/* Rule 57: steel converted in a steel producer's play; unconverted steel is lost at the turn's end; a
 * piece built plays from the next turn. */
static void test_rule_57_steel(void **state)
{
	(void)state;
	kr_state *s = bare(4);
	int isl = red_island(s, KR_STEEL);
	put(s, KR_PLANE, 0, -1 - isl);
	int p = put(s, KR_P_STEEL, 0, -1 - isl);
	s->depot[isl][KR_IRON] = 100;
	char body[96];
	snprintf(body, sizeof body, "CONSTRUIR %d avion\n", p + 1);
	assert_int_equal(refused(s, 0, body, "es", NULL), ES_EILLEGAL); /* no steel before producing */
	snprintf(body, sizeof body, "PRODUCIR %d\nCONSTRUIR %d avion\n", p + 1, p + 1);
	assert_int_equal(refused(s, 0, body, "es", NULL), ES_EILLEGAL); /* 10 x 4 = 40 steel, a plane takes 60 */
	snprintf(body, sizeof body, "PRODUCIR %d\nCONSTRUIR %d mina\n", p + 1, p + 1);
	play(s, 0, body, NULL);
	assert_int_equal(s->depot[isl][KR_IRON], 60);
	assert_int_equal(s->steel[isl][0], 10);
	assert_int_equal(kr_island_count(s, isl, 2), 1);
	game_events ev;
	evs_init(&ev);
	dice d;
	test_dice_init(&d, seed, 9);
	kr_end_turn(s, &d, &ev);
	assert_int_equal(s->steel[isl][0], 0);
	assert_non_null(find_ev(&ev, "kratos.ev.steel_lost"));
	arena_free(ev.a);
	free(s);
}

/* s saved and loaded back (the core's sorted lines) into a new state. */
static kr_state *reloaded(const kr_state *s, const char *text)
{
	sbuf out = SBUF_INIT;
	if (!text)
		kratos_kind.save(s, &out);
	void *t;
	es_err e;
	assert_int_equal(kratos_kind.load(&t, s->n, names, text ? text : sbuf_str(&out), &e), ES_OK);
	sbuf_free(&out);
	return t;
}

/* Rule 57: "Las transformaciones del acero en piezas han de hacerse en la jugada de una productora de
 * acero": a steel producer that passed (rule 23) made no such play, even with steel on its island made
 * by another; and the steel is the producer's owner's ("el jugador que haya producido el acero"), kept
 * per island and owner in the state, its save and the views. */
static void test_rule_57_steel_only_in_a_production_play_and_owned(void **state)
{
	(void)state;
	kr_state *s = bare(4);
	int isl = red_island(s, KR_STEEL);
	put(s, KR_PLANE, 0, -1 - isl);
	int p = put(s, KR_P_STEEL, 0, -1 - isl), q = put(s, KR_P_STEEL, 0, -1 - isl);
	int b = put(s, KR_P_STEEL, 1, -1 - isl); /* blue's, on red's island */
	s->depot[isl][KR_IRON] = 100;
	char body[128];
	snprintf(body, sizeof body, "PRODUCIR %d\nPASAR %d\nCONSTRUIR %d mina\n", p + 1, q + 1, q + 1);
	game_reject rej;
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "regla 57"));
	snprintf(body, sizeof body, "PRODUCIR %d\nPASAR %d\n", p + 1, q + 1);
	play(s, 0, body, NULL);
	assert_int_equal(s->steel[isl][0], 40);
	snprintf(body, sizeof body, "CONSTRUIR %d mina\n", q + 1);
	assert_int_equal(refused(s, 0, body, "es", NULL), ES_EILLEGAL); /* across mails too */
	/* Saved and loaded: the steel stays red's, and blue's producer has none. */
	kr_state *t = reloaded(s, NULL);
	assert_int_equal(t->steel[isl][0], 40);
	assert_int_equal(t->depot[isl][KR_STEEL], 0);
	assert_int_equal(t->p[p].made, 1);
	assert_int_equal(t->p[q].made, 0);
	sbuf v = SBUF_INIT;
	kratos_kind.view(t, 1, "es", &v);
	assert_non_null(strstr(sbuf_str(&v), "acero 40 "));
	sbuf_free(&v);
	t->active = 1;
	t->p[b].stage = KR_DONE;
	t->p[b].made = 1;
	t->playing = b; /* its play under way */
	snprintf(body, sizeof body, "CONSTRUIR %d mina\n", b + 1);
	assert_int_equal(refused(t, 1, body, "es", NULL), ES_EILLEGAL); /* red's steel is not blue's */
	t->steel[isl][1] = 30; /* a mine */
	assert_int_equal(refused(t, 1, body, "es", NULL), ES_OK);
	sbuf_reset(&v);
	kratos_kind.view(t, 2, "es", &v); /* red's steel named, now that blue plays */
	assert_non_null(strstr(sbuf_str(&v), "acero 40 rojo,"));
	assert_non_null(strstr(sbuf_str(&v), "acero 30 azul"));
	sbuf_free(&v);
	kr_state *u = reloaded(t, NULL);
	assert_int_equal(u->steel[isl][0], 40);
	assert_int_equal(u->steel[isl][1], 30);
	free(u);
	free(t);
	/* A state of an earlier release: the word of `made` was always 0, and
	 * the steel was the island's (the island line's steel column). */
	sbuf old = SBUF_INIT, conv = SBUF_INIT;
	kratos_kind.save(s, &old);
	char *text = xstrdup(sbuf_str(&old));
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		char *w = line;
		for (int k = 0; k < 12 && !strncmp(line, "piece ", 6); k++)
			w = strchr(w, ' ') + 1;
		if (w != line)
			*w = '0';
		sbuf_printf(&conv, "%s\n", line);
	}
	assert_non_null(strstr(sbuf_str(&conv), " 40 ")); /* the island line */
	t = reloaded(s, sbuf_str(&conv));
	assert_int_equal(t->steel[isl][0], 40);
	assert_int_equal(t->p[p].made, 0);
	free(t);
	free(text);
	sbuf_free(&conv);
	sbuf_free(&old);
	free(s);
}

/* Rule 13: "cada jugador ha de tener asignado un número del 1 al 9" by lot: a permutation of the nine
 * colours drawn from the seed; the first turn is number 1's, then number 2's (rule 15). */
static void test_rule_13_turn_numbers_by_lot(void **state)
{
	(void)state;
	int differ = 0, first[KR_COLOURS];
	for (int k = 0; k < 4; k++) {
		void *st;
		es_err e;
		dice d;
		char sd[65];
		snprintf(sd, sizeof sd, "%064x", 0x130 + k);
		test_dice_init(&d, sd, 0);
		game_events ev;
		evs_init(&ev);
		assert_int_equal(kratos_kind.create(&st, 9, names, NULL, 0, &d, &ev, &e), ES_OK);
		kr_state *s = st;
		unsigned seen = 0;
		for (int c = 0; c < KR_COLOURS; c++)
			seen |= 1u << s->order[c];
		assert_int_equal(seen, (1u << KR_COLOURS) - 1);
		if (!k)
			memcpy(first, s->order, sizeof first);
		else
			differ |= memcmp(first, s->order, sizeof first) != 0;
		kratos_kind.timeout(st, &d, &ev); /* the placement by rule 12's advice */
		assert_int_equal(s->active, s->order[0]);
		assert_int_equal(s->turn, 1);
		kr_end_turn(s, &d, &ev);
		assert_int_equal(s->active, s->order[1]);
		arena_free(ev.a);
		kratos_kind.free(st);
	}
	assert_true(differ);
}

/* Rule 41: "Al ser destruida una pieza de transporte, también quedan destruidas las piezas que
 * transporta"; goods in a depot are destroyed by loads of 100 (rules 36, 59, 63), or all that is left. */
static void test_rule_41_exits(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int bs = put(s, KR_BATTLESHIP, 0, kr_cell(10, 0)); /* k1 */
	int m = put(s, KR_MERCHANT, 1, kr_cell(12, 0));     /* m1 */
	int prod = put(s, KR_P_WHEAT, 1, kr_cell(12, 0));
	s->p[prod].carrier = (short)m;
	put(s, KR_PLANE, 0, -1 - s->flag[0]);
	char body[96];
	snprintf(body, sizeof body, "DISPARAR %d %d\n", bs + 1, m + 1);
	play_until(s, 0, body, "kratos.ev.shot_sunk", NULL);
	assert_int_equal(s->p[m].type, -1);
	assert_int_equal(s->p[prod].type, -1);
	/* A depot: 100 a hit, then what is left. */
	int isl = 2; /* C, l2: next to k1 */
	s->depot[isl][KR_BREAD] = 150;
	next_play(s);
	snprintf(body, sizeof body, "DISPARAR %d DEPOSITO pan C\n", bs + 1);
	play_until(s, 0, body, "kratos.ev.shot_depot", NULL);
	assert_int_equal(s->depot[isl][KR_BREAD], 50);
	next_play(s);
	play_until(s, 0, body, "kratos.ev.shot_depot", NULL);
	assert_int_equal(s->depot[isl][KR_BREAD], 0);
	free(s);
}

/* A sea cell next to island isl, beside its row dy (0 or 1). */
static const char *beside_row(const kr_state *s, int isl, int dy)
{
	int c = s->board.col[isl] > 0 ? s->board.col[isl] - 1 : s->board.col[isl] + 2;
	return cell(c, s->board.row[isl] + dy);
}

/* Rule 43's conquest: "destruir todas las piezas bélicas que haya dentro de la isla, excepto las minas
 * ... y una vez hecho esto, y con alguna de las jugadas que resten para completar el turno, entrar con
 * cualquiera de sus piezas bélicas": a shot in one mail, the entry in the next of the same turn. */
static void test_rule_43_conquest_example(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int isl = s->second[1];
	int blue = put(s, KR_PLANE, 1, -1 - isl);
	put(s, KR_MINE, -1, -1 - isl);
	int bs = put(s, KR_BATTLESHIP, 0, kr_cell_parse(beside_row(s, isl, 0)));
	int pl = put(s, KR_PLANE, 0, kr_cell_parse(beside_row(s, isl, 1)));
	char body[96];
	snprintf(body, sizeof body, "DISPARAR %d %d\n", bs + 1, blue + 1);
	play_until(s, 0, body, "kratos.ev.shot_sunk", NULL);
	assert_int_equal(s->p[blue].type, -1);
	assert_int_equal(s->owner[isl], 1); /* no war piece of anyone: the owner keeps it */
	assert_int_equal(s->active, 0);     /* the plane has yet to play: the turn goes on */
	snprintf(body, sizeof body, "MOVER %d %c\n", pl + 1, 'A' + isl);
	game_events ev;
	evs_init(&ev);
	play(s, 0, body, &ev);
	assert_int_equal(s->owner[isl], 0);
	assert_int_equal(kr_island_count(s, isl, 2), 1); /* the mine did not defend it */
	assert_non_null(find_ev(&ev, "kratos.ev.island_taken"));
	assert_false(s->out >> 1 & 1); /* a secondary island: blue plays on */
	arena_free(ev.a);
	free(s);
}

/* Rule 69: losing the capital eliminates, and "todas las islas y piezas" go to the taker, to a fixed
 * point: green's capital held only by war pieces of blue and red (rule 43: two others, green keeps it)
 * falls to red when blue's pieces become red's, and green is out too. */
static void test_rule_69_cascade(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int cap1 = s->flag[1], cap2 = s->flag[2];
	int bp = put(s, KR_PLANE, 1, -1 - cap2);
	put(s, KR_PLANE, 0, -1 - cap2);
	int gp = put(s, KR_P_IRON, 2, -1 - s->second[2]);
	int pl = put(s, KR_PLANE, 0, kr_cell_parse(beside_row(s, cap1, 0)));
	kr_settle(s, NULL);
	assert_int_equal(s->owner[cap2], 2); /* blue and red there: green keeps it */
	char body[64];
	snprintf(body, sizeof body, "MOVER %d %c\n", pl + 1, 'A' + cap1);
	game_events ev;
	evs_init(&ev);
	play(s, 0, body, &ev);
	assert_true(s->out >> 1 & 1);
	assert_true(s->out >> 2 & 1);
	assert_int_equal(s->p[bp].owner, 0);
	assert_int_equal(s->owner[cap2], 0);
	assert_int_equal(s->owner[s->second[2]], 0);
	assert_int_equal(s->p[gp].owner, 0);
	int elim = 0;
	for (size_t k = 0; k < ev.n; k++)
		elim += !strcmp(ev.v[k].id, "kratos.ev.eliminated");
	assert_int_equal(elim, 2);
	arena_free(ev.a);
	free(s);
}

/* Rule 46: a sweeper lays a mine at sea (it stays aboard, as laid, across the end of the turn until
 * the sweeper leaves: then it lies on the cell, nobody's, rule 24), sweeps it up again, and is the one
 * piece that hits a submerged submarine (rule 48). */
static void test_rule_46_sweeper(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int sw = put(s, KR_SWEEPER, 0, kr_cell(5, 10)); /* f11 */
	int mine = put(s, KR_MINE, -1, kr_cell(5, 10));
	s->p[mine].carrier = (short)sw;
	put(s, KR_PLANE, 0, -1 - s->flag[0]);
	play(s, 0, "MINAR 1 g11\n", NULL);
	assert_int_equal(s->p[sw].place, kr_cell(6, 10));
	assert_int_equal(s->p[mine].carrier, sw);
	assert_true(s->p[mine].laid);
	/* The turn ends: the laid mine stays with its sweeper until it leaves. */
	dice d;
	test_dice_init(&d, seed, 9);
	kr_end_turn(s, &d, NULL);
	assert_int_not_equal(s->active, 0);
	assert_int_equal(s->p[mine].carrier, sw);
	assert_true(s->p[mine].laid);
	assert_int_equal(kr_piece_owner(s, mine), 0);
	s->active = 0;
	s->famine = 0;
	s->base = 3;
	next_play(s);
	play(s, 0, "MOVER 1 i11\n", NULL);
	assert_int_equal(s->p[mine].carrier, -1);
	assert_int_equal(s->p[mine].place, kr_cell(6, 10));
	assert_int_equal(kr_piece_owner(s, mine), -1);
	assert_true(kr_occupied(s, kr_cell(6, 10), -1));
	next_play(s);
	play(s, 0, "DRAGAR 1 g11\n", NULL);
	assert_int_equal(s->p[mine].carrier, sw);
	assert_false(s->p[mine].laid);
	assert_int_equal(s->p[sw].place, kr_cell(6, 10));
	/* A submerged submarine next to both: the sweeper may shoot it, the battleship not. */
	next_play(s);
	int sub = put(s, KR_SUB, 1, kr_cell(7, 10)); /* h11 */
	s->p[sub].submerged = 1;
	int bs = put(s, KR_BATTLESHIP, 0, kr_cell(8, 10));
	char body[64];
	game_reject rej;
	snprintf(body, sizeof body, "DISPARAR %d %d\n", bs + 1, sub + 1);
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "dragaminas"));
	snprintf(body, sizeof body, "DISPARAR %d %d\n", sw + 1, sub + 1);
	assert_int_equal(refused(s, 0, body, "es", NULL), ES_OK);
	free(s);
}

/* Rule 47: a plane lands on its own carrier at sea (not on another's), sails with it, and is lost
 * with it. */
static void test_rule_47_carrier(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int cv = put(s, KR_CARRIER, 0, kr_cell(5, 10));  /* f11 */
	int pl = put(s, KR_PLANE, 0, kr_cell(8, 10));    /* i11 */
	int other = put(s, KR_CARRIER, 1, kr_cell(8, 12)); /* i13 */
	put(s, KR_PLANE, 0, -1 - s->flag[0]);
	char body[64];
	game_reject rej;
	snprintf(body, sizeof body, "MOVER %d i13\n", pl + 1);
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL); /* blue's carrier */
	assert_non_null(strstr(rej.why, "ocupada"));
	snprintf(body, sizeof body, "MOVER %d f11\n", pl + 1);
	play(s, 0, body, NULL);
	assert_int_equal(s->p[pl].carrier, cv);
	next_play(s);
	snprintf(body, sizeof body, "MOVER %d g12\n", cv + 1);
	play(s, 0, body, NULL);
	assert_int_equal(kr_place_of(s, pl), kr_cell(6, 11));
	/* Blue's turn: its carrier... a battleship of blue sinks the listed carrier. */
	s->p[cv].listed = 1;
	int bb = put(s, KR_BATTLESHIP, 1, kr_cell(8, 11)); /* i12: 2 from g12 */
	s->active = 1;
	(void)other;
	snprintf(body, sizeof body, "DISPARAR %d %d\n", bb + 1, cv + 1);
	play_until(s, 1, body, "kratos.ev.shot_sunk", NULL);
	assert_int_equal(s->p[cv].type, -1);
	assert_int_equal(s->p[pl].type, -1);
	free(s);
}

/* Rule 48: diving is the submarine's play (one gasoline); submerged it passes occupied cells (rule 27)
 * but cannot enter an island; it emerges as another play. */
static void test_rule_48_submarine(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int sub = put(s, KR_SUB, 0, kr_cell(5, 10)); /* f11 */
	for (int r = 9; r <= 11; r++)
		put(s, KR_SUB, 1, kr_cell(6, r)); /* g10, g11, g12 */
	put(s, KR_PLANE, 0, -1 - s->flag[0]);
	char body[64];
	game_reject rej;
	snprintf(body, sizeof body, "MOVER %d h11\n", sub + 1);
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL); /* the wall of g10-g12 */
	assert_non_null(strstr(rej.why, "cortado"));
	snprintf(body, sizeof body, "SUMERGIR %d\nMOVER %d h11\n", sub + 1, sub + 1);
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_OK); /* the dive is one cell of three */
	/* A game made before edition 3 keeps diving as the whole play. */
	s->edition = 2;
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL);
	s->edition = GAME_RULES_EDITION;
	int gas = s->depot[s->flag[0]][KR_GAS];
	snprintf(body, sizeof body, "SUMERGIR %d\n", sub + 1);
	play(s, 0, body, NULL);
	assert_true(s->p[sub].submerged);
	assert_int_equal(gas - s->depot[s->flag[0]][KR_GAS], 1);
	next_play(s);
	snprintf(body, sizeof body, "MOVER %d h11\n", sub + 1);
	play(s, 0, body, NULL);
	assert_int_equal(s->p[sub].place, kr_cell(7, 10));
	next_play(s);
	snprintf(body, sizeof body, "MOVER %d F\n", sub + 1); /* island F, i8: 2 away */
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "emerger"));
	snprintf(body, sizeof body, "EMERGER %d\n", sub + 1);
	play(s, 0, body, NULL);
	assert_false(s->p[sub].submerged);
	free(s);
}

/* Rules 59-66, the goods: a merchant carries iron (60), wheat (61) and bread (64), not oil (62) or
 * gasoline (65), which the tanker carries; steel is no board piece (66) and travels in nothing; bread
 * (64) and gasoline (65) are used from the official depots only (rules 17, 31). */
static void test_rules_59_66_goods(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int cap = s->flag[0], sec = s->second[0];
	int m = put(s, KR_MERCHANT, 0, -1 - cap);
	int t = put(s, KR_TANKER, 0, -1 - cap);
	for (int g = 0; g < KR_NGOODS; g++)
		s->depot[cap][g] = 200;
	static const struct {
		int merchant, good, ok;
	} rows[] = {
		{ 1, KR_IRON, 1 }, { 1, KR_WHEAT, 1 }, { 1, KR_BREAD, 1 }, { 1, KR_OIL, 0 }, { 1, KR_GAS, 0 },
		{ 1, KR_STEEL, 0 }, { 0, KR_OIL, 1 }, { 0, KR_GAS, 1 }, { 0, KR_BREAD, 0 }, { 0, KR_STEEL, 0 },
	};
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++) {
		char body[64];
		snprintf(body, sizeof body, "CARGAR %d %s\n", (rows[k].merchant ? m : t) + 1, kr_good_word[rows[k].good]);
		int rc = refused(s, 0, body, "es", NULL);
		if (rc != (rows[k].ok ? ES_OK : ES_EILLEGAL))
			fail_msg("%s: %d", body, rc);
	}
	/* Gasoline elsewhere than the capital moves nothing. */
	int pl = put(s, KR_PLANE, 0, -1 - cap);
	s->depot[cap][KR_GAS] = 0;
	s->depot[sec][KR_GAS] = 300;
	char body[64];
	game_reject rej;
	snprintf(body, sizeof body, "MOVER %d %s\n", pl + 1, beside(s, cap));
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL);
	assert_non_null(strstr(rej.why, "31"));
	/* Bread elsewhere than the capital feeds nobody: famine at red's next turn. */
	s->depot[cap][KR_BREAD] = 0;
	s->depot[sec][KR_BREAD] = 300;
	dice d;
	test_dice_init(&d, seed, 5);
	kr_end_turn(s, &d, NULL);
	while (s->active != 0 && s->phase == KR_PH_TURN)
		kr_end_turn(s, &d, NULL);
	assert_true(s->famine);
	assert_int_equal(s->depot[sec][KR_BREAD], 300);
	free(s);
}

/* Rules 10 and 12, hostile placement: "10000 onzas ... 1 petrolero, 1 mercante, 100 unidades de gasolina,
 * 200 unidades de pan, 1 acorazado, 3 aviones", exactly. Lines of up to 999,999,999 units whose sum wraps
 * an int to the rule's count are refused, and nothing is placed. */
static void test_rules_10_12_placement_counts_cannot_wrap(void **state)
{
	(void)state;
	dice d;
	kr_state *s = created(&d);
	char cap = (char)('A' + s->flag[0]), sec = (char)('A' + s->second[0]);
	/* 4 x 999,999,999 + 294,967,500 = 2^32 + 200 bread; 2^32 + 3 planes. */
	static const char *const wraps[] = { "pan", "avión" };
	for (int k = 0; k < 2; k++) {
		char body[512];
		snprintf(body, sizeof body,
			"COLOCAR 1 petrolero %c\nCOLOCAR 1 mercante %c\nCOLOCAR 100 gasolina %c\nCOLOCAR 1 acorazado %c\n"
			"COLOCAR %s %c\nCOLOCAR 999999999 %s %c\nCOLOCAR 999999999 %s %c\nCOLOCAR 999999999 %s %c\n"
			"COLOCAR 999999999 %s %c\nCOLOCAR %s %s %c\n",
			cap, cap, cap, sec, k ? "200 pan" : "3 avion", cap, wraps[k], cap, wraps[k], cap, wraps[k], cap,
			wraps[k], cap, k ? "294967303" : "294967500", wraps[k], cap);
		game_reject rej;
		assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL);
		assert_non_null(strstr(rej.why, wraps[k]));
	}
	int np = s->np;
	assert_false(s->placed & 1);
	assert_int_equal(s->np, np);
	kratos_kind.free(s);
}

/* Rule 57: the steel is turned into pieces "en la jugada de una productora de acero, siendo interesante
 * hacerla en la jugada de la última productora"; rule 33: a transport unloads "al comienzo o al final de
 * su jugada". Both when that piece is the last to play: the turn ends after the mail, not before its
 * last line (rule 25). */
static void test_rules_25_33_57_the_last_play_finishes(void **state)
{
	(void)state;
	kr_state *s = bare(4);
	int isl = red_island(s, KR_STEEL);
	int p = put(s, KR_P_STEEL, 0, -1 - isl);
	s->depot[isl][KR_IRON] = 100;
	int sec = s->second[0];
	int m = put(s, KR_MERCHANT, 0, -1);
	s->p[m].place = (short)kr_cell_parse(beside(s, sec));
	s->p[m].cargo = KR_BREAD;
	char body[128];
	snprintf(body, sizeof body, "MOVER %d %c\nDESCARGAR %d\nPRODUCIR %d\nCONSTRUIR %d mina\n", m + 1, 'A' + sec,
		m + 1, p + 1, p + 1);
	game_reject rej;
	if (refused(s, 0, body, "es", &rej) != ES_OK)
		fail_msg("refused: %s", rej.why);
	play(s, 0, body, NULL);
	assert_int_equal(s->depot[sec][KR_BREAD], 100);
	assert_int_equal(s->p[m].place, -1 - sec);
	assert_int_equal(kr_island_count(s, isl, 2), 1); /* the mine, 30 of the 40 steel */
	assert_int_not_equal(s->active, 0);               /* rule 25: every piece played, the turn is over */
	free(s);
}

/* Rule 34: a shot names its target; a line whose target an earlier shot of the same mail destroyed is
 * void, told to everyone with its reason in each reader's language. */
static void test_rule_34_void_line_told_in_each_language(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int t = put(s, KR_PLANE, 1, kr_cell(10, 1)), a = put(s, KR_BATTLESHIP, 0, kr_cell(9, 1));
	char body[96];
	snprintf(body, sizeof body, "DISPARAR %d %d\nDISPARAR %d %d\n", a + 1, t + 1,
		put(s, KR_BATTLESHIP, 0, kr_cell(11, 1)) + 1, t + 1);
	game_events ev;
	evs_init(&ev);
	play_until(s, 0, body, "kratos.ev.void", &ev);
	const game_event *g = find_ev(&ev, "kratos.ev.void");
	assert_int_equal(g->audience, GAME_ALL);
	assert_non_null(var(g, "why_en"));
	assert_non_null(strstr(var(g, "why_en"), "is gone"));
	assert_non_null(strstr(var(g, "why_es"), "ya no está"));
	sbuf out = SBUF_INIT;
	es_err e;
	assert_int_equal(tpl_render(&out, "en", "kratos.ev.void", g->vars, &e), ES_OK);
	assert_non_null(strstr(sbuf_str(&out), "Order void"));
	assert_null(strstr(sbuf_str(&out), "no existe"));
	sbuf_free(&out);
	assert_int_equal(s->p[t].type, -1);
	arena_free(ev.a);
	free(s);
}

/* Rule 22: "podrá mover y/o disparar ... en el orden que declare": in MOVER x c Y DISPARAR t, when an
 * earlier shot of the mail destroyed t (rules 34, 36), the move is made and only the shot is void; the
 * mail says just that, in each reader's language. */
static void test_rule_22_move_done_shot_void(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	int t = put(s, KR_PLANE, 1, kr_cell(5, 0)), a = put(s, KR_BATTLESHIP, 0, kr_cell(4, 0));
	int b = put(s, KR_BATTLESHIP, 0, kr_cell(9, 0));
	char body[96];
	snprintf(body, sizeof body, "DISPARAR %d %d\nMOVER %d h1 Y DISPARAR %d\n", a + 1, t + 1, b + 1, t + 1);
	game_events ev;
	evs_init(&ev);
	play_until(s, 0, body, "kratos.ev.shot_sunk", &ev);
	assert_int_equal(s->p[t].type, -1);
	assert_int_equal(s->p[b].place, kr_cell(7, 0)); /* the move was made */
	assert_null(find_ev(&ev, "kratos.ev.void"));
	const game_event *g = find_ev(&ev, "kratos.ev.void_shot");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_ALL);
	assert_non_null(find_ev(&ev, "kratos.ev.moved"));
	/* The line quoted in the reader's language (issue 15 item 15). */
	const char *want[][4] = { { "es", "el movimiento se hizo, el disparo no", "ya no está", "Y DISPARAR" },
		{ "en", "the move was made, the shot was not", "is gone", "AND SHOOT" } };
	for (int k = 0; k < 2; k++) {
		sbuf out = SBUF_INIT;
		es_err e;
		assert_int_equal(tpl_render(&out, want[k][0], "kratos.ev.void_shot", g->vars, &e), ES_OK);
		assert_non_null(strstr(sbuf_str(&out), want[k][1]));
		assert_non_null(strstr(sbuf_str(&out), want[k][2]));
		assert_non_null(strstr(sbuf_str(&out), want[k][3]));
		sbuf_free(&out);
	}
	arena_free(ev.a);
	free(s);
}

/* ---- issue 15: the words of every mail ------------------------------------ */

static char *dflt(const kr_state *s, int who, const char *lang)
{
	sbuf b = SBUF_INIT;
	kratos_kind.default_text(s, who, lang, &b);
	return sbuf_detach(&b);
}

/* Item 18: the reminder names what the deadline does for the seat, from
 * the board alone: rule 12's placement, or the turn skipped with its count
 * of pieces (rule 16); never anyone's gold (rule 6). */
static void test_issue15_default_text(void **state)
{
	(void)state;
	dice d;
	kr_state *s = created(&d);
	char *t = dflt(s, 0, "es"), want[200];
	snprintf(want, sizeof want, "el acorazado en tu isla secundaria %c y todo lo demás", 'A' + s->second[0]);
	if (!strstr(t, want))
		fail_msg("«%s» not in «%s»", want, t);
	snprintf(want, sizeof want, "en tu capital %c.", 'A' + s->flag[0]);
	assert_non_null(strstr(t, want));
	char *en = dflt(s, 0, "en");
	assert_non_null(strstr(en, "rule 12's advice is followed: the battleship on your secondary island"));
	/* Others' gold changes nothing in it. */
	s->gold[1] = 500;
	s->gold[2] = 89500;
	char *t2 = dflt(s, 0, "es");
	assert_string_equal(t, t2);
	assert_null(strstr(t, "oro"));
	assert_null(strstr(en, "gold"));
	free(t);
	free(t2);
	free(en);
	kratos_kind.free(s);

	s = bare(3);
	put(s, KR_BATTLESHIP, 0, -1 - s->flag[0]);
	t = dflt(s, 0, "es");
	assert_string_equal(t, "Si no terminas tu turno a tiempo, se salta (regla 16): la pieza que aún puede jugar pasa "
			       "y el pan retirado este turno queda consumido.");
	free(t);
	put(s, KR_PLANE, 0, -1 - s->flag[0]);
	t = dflt(s, 0, "en");
	assert_non_null(strstr(t, "the 2 pieces that may still play pass"));
	free(t);
	/* Only the seat awaited has a default. */
	t = dflt(s, 1, "es");
	assert_string_equal(t, "");
	free(t);
	kratos_kind.free(s);
}

/* Items 15, 16, 19: the reader in turn is spoken to, the order of play is
 * written out, English mails name types, goods and colours in English. */
static void test_issue15_views_speak_to_the_reader(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	put(s, KR_BATTLESHIP, 0, -1 - s->flag[0]);
	char *ana = engine_view(&kratos_kind, s, 0, "es"), *berta = engine_view(&kratos_kind, s, 1, "es");
	char *en = engine_view(&kratos_kind, s, 0, "en");
	assert_non_null(strstr(ana, "Turno 10: te toca a ti (rojo)."));
	assert_null(strstr(ana, "Turno 10 de"));
	assert_non_null(strstr(berta, "Turno 10: juega 1 rojo (ana);"));
	assert_non_null(strstr(ana, "Orden de juego (un turno cada vez, y vuelta a empezar"));
	assert_non_null(strstr(ana, "Puedes jugar aún: "));
	assert_null(strstr(berta, "Puedes jugar aún: "));
	assert_non_null(strstr(ana, "Κρατος — fase: órdenes"));
	assert_non_null(strstr(en, "Turn 10: your turn (red)."));
	assert_non_null(strstr(en, "battleship"));
	assert_null(strstr(en, "acorazado"));
	assert_null(strstr(en, "rojo"));
	free(ana);
	free(berta);
	free(en);
	kratos_kind.free(s);
	/* The placement: everyone at once, said to each. */
	dice d;
	s = created(&d);
	ana = engine_view(&kratos_kind, s, 0, "es");
	assert_non_null(strstr(ana, "Colocación inicial: todos colocan a la vez"));
	assert_non_null(strstr(ana, "Te toca colocar (COLOCAR) entre tu capital"));
	/* A refusal in English names the pieces in English. */
	game_reject rej;
	char body[64];
	snprintf(body, sizeof body, "PLACE 2 plane %c\n", 'A' + s->flag[0]);
	assert_int_not_equal(refused(s, 0, body, "en", &rej), ES_OK);
	if (!strstr(rej.why, "of tanker there must be 1 in all"))
		fail_msg("%s", rej.why);
	assert_int_not_equal(refused(s, 0, body, "es", &rej), ES_OK);
	if (!strstr(rej.why, "de petrolero han de ser 1 en total"))
		fail_msg("%s", rej.why);
	free(ana);
	kratos_kind.free(s);
}

/* Rules 31, 46, 48, 57, 66 changed with rules edition 3; a game made
 * before keeps playing as it began (its commits replay under `verify`):
 * the sweeper pays one gasoline more, diving is the whole play, steel
 * may be built after other pieces played, depots may be shot empty. */
static void test_rules_edition_2_plays_as_before(void **state)
{
	(void)state;
	kr_state *s = bare(3);
	kratos_kind.rules(s, 2);
	put(s, KR_PLANE, 0, -1 - s->flag[0]); /* still to play: the turn goes on */
	int sw = put(s, KR_SWEEPER, 0, kr_cell(5, 10)); /* f11 */
	int mine = put(s, KR_MINE, -1, kr_cell(5, 10));
	s->p[mine].carrier = (short)sw;
	int isl = red_island(s, KR_STEEL);
	int p = put(s, KR_P_STEEL, 0, -1 - isl), q = put(s, KR_P_STEEL, 0, -1 - isl);
	s->depot[isl][KR_IRON] = 100;
	int *gas = &s->depot[s->flag[0]][KR_GAS];
	*gas = 10;
	char body[128];
	snprintf(body, sizeof body, "MINAR %d g11\nPRODUCIR %d\nPRODUCIR %d\nCONSTRUIR %d mina\n", sw + 1, p + 1, q + 1,
		p + 1);
	play(s, 0, body, NULL);
	assert_int_equal(*gas, 10 - 2 - 2); /* the lay paid twice, each production once */
	assert_int_equal(s->playing, -1);   /* never kept: the state saves as before */
	int sub = put(s, KR_SUB, 0, kr_cell(9, 3));
	snprintf(body, sizeof body, "SUMERGIR %d\nMOVER %d k5\n", sub + 1, sub + 1);
	game_reject rej;
	assert_int_equal(refused(s, 0, body, "es", &rej), ES_EILLEGAL); /* the dive was its play */
	int col = s->board.col[isl] > 0 ? s->board.col[isl] - 1 : s->board.col[isl] + 2;
	int bs = put(s, KR_BATTLESHIP, 0, kr_cell(col, s->board.row[isl])); /* beside the steel island */
	snprintf(body, sizeof body, "DISPARAR %d DEPOSITO acero %c\n", bs + 1, 'A' + isl);
	assert_int_equal(refused(s, 0, body, "es", NULL), ES_OK);
	snprintf(body, sizeof body, "DISPARAR %d DEPOSITO pan %c\n", bs + 1, 'A' + isl);
	assert_int_equal(refused(s, 0, body, "es", NULL), ES_OK); /* empty */
	/* The same position by edition 3: the sweeper's lay costs one. */
	kr_state *t = bare(3);
	put(t, KR_PLANE, 0, -1 - t->flag[0]);
	sw = put(t, KR_SWEEPER, 0, kr_cell(5, 10));
	mine = put(t, KR_MINE, -1, kr_cell(5, 10));
	t->p[mine].carrier = (short)sw;
	t->depot[t->flag[0]][KR_GAS] = 10;
	snprintf(body, sizeof body, "MINAR %d g11\n", sw + 1);
	play(t, 0, body, NULL);
	assert_int_equal(t->depot[t->flag[0]][KR_GAS], 9);
	free(t);
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_issue15_default_text),
		cmocka_unit_test(test_issue15_views_speak_to_the_reader),
		cmocka_unit_test(test_rule_58_bread_example),
		cmocka_unit_test(test_rule_51_no_raw_no_infra),
		cmocka_unit_test(test_rules_17_18_bread_and_famine),
		cmocka_unit_test(test_rules_27_31_movement),
		cmocka_unit_test(test_rules_35_36_shots),
		cmocka_unit_test(test_rule_43_sale_of_an_island),
		cmocka_unit_test(test_rules_43_69_conquest_and_cascade),
		cmocka_unit_test(test_rules_6_40_gold_private),
		cmocka_unit_test(test_rules_33_67_transport),
		cmocka_unit_test(test_rule_57_steel),
		cmocka_unit_test(test_rule_57_steel_only_in_a_production_play_and_owned),
		cmocka_unit_test(test_rule_13_turn_numbers_by_lot),
		cmocka_unit_test(test_rule_41_exits),
		cmocka_unit_test(test_rule_43_conquest_example),
		cmocka_unit_test(test_rule_69_cascade),
		cmocka_unit_test(test_rule_46_sweeper),
		cmocka_unit_test(test_rule_47_carrier),
		cmocka_unit_test(test_rule_48_submarine),
		cmocka_unit_test(test_rules_59_66_goods),
		cmocka_unit_test(test_rules_10_12_placement_counts_cannot_wrap),
		cmocka_unit_test(test_rules_25_33_57_the_last_play_finishes),
		cmocka_unit_test(test_rule_34_void_line_told_in_each_language),
		cmocka_unit_test(test_rule_22_move_done_shot_void),
		cmocka_unit_test(test_rules_edition_2_plays_as_before),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
