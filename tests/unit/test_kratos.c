/* Scenario tests of Κρατος, each quoting the rule it plays: positions are
 * made by creating a game on the "clasico" board, letting the deadline
 * place everything by rule 12's advice, then setting pieces, depots and
 * the turn in the state directly. */
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
static const char *const seed = "00000000000000000000000000000000000000000000000000000000000000e5";

/* A 9-player game after the placement, every piece removed, red (0) to
 * play with base speed `base`. */
static kr_state *bare(int base)
{
	void *st;
	es_err e;
	dice d;
	dice_init_hex(&d, seed, 0, NULL);
	game_events ev;
	evs_init(&ev);
	const char *o[] = { "board=clasico" };
	assert_int_equal(kratos_kind.create(&st, 9, names, o, 1, &d, &ev, &e), ES_OK);
	kratos_kind.timeout(st, &d, &ev);
	arena_free(ev.a);
	kr_state *s = st;
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

/* Rule 58: "4 productoras de pan en una isla con la infraestructura adecuada ... 60 unidades de trigo ...
 * movimiento corto (2 puntos) ... supondrá un gasto de 4 unidades de gasolina": 60 bread, 0 wheat. */
static void test_rule_58_bread_example(void **state)
{
	(void)state;
	kr_state *s = bare(2);
	int isl = -1;
	for (int i = 0; i < KR_NISLAND; i++)
		if (s->infra[i] == KR_BREAD)
			isl = i;
	s->owner[isl] = 0;
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
	dice_init_hex(&d, seed, 3, NULL);
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
		dice_init_hex(&d, sd, 0, NULL);
		kratos_kind.apply(s, 0, sbuf_str(&canon), &d, &ev);
		sbuf_free(&canon);
		const game_event *g = ev.n ? &ev.v[0] : NULL;
		assert_non_null(g);
		assert_int_equal(g->audience, GAME_ALL);
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
	assert_string_equal(var(g, "player"), "berta");
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
	const game_event *g = find_ev(&ev, "kratos.ev.gold");
	assert_non_null(g);
	assert_int_equal(g->audience, GAME_SEAT(0) | GAME_SEAT(1));
	game_reject rej;
	assert_int_equal(refused(s, 1, "DAR 700 ORO A rojo\n", "es", &rej), ES_EILLEGAL);
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
	int isl = -1;
	for (int i = 0; i < KR_NISLAND; i++)
		if (s->infra[i] == KR_STEEL)
			isl = i;
	s->owner[isl] = 0;
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
	assert_int_equal(s->depot[isl][KR_STEEL], 10);
	assert_int_equal(kr_island_count(s, isl, 2), 1);
	game_events ev;
	evs_init(&ev);
	dice d;
	dice_init_hex(&d, seed, 9, NULL);
	kr_end_turn(s, &d, &ev);
	assert_int_equal(s->depot[isl][KR_STEEL], 0);
	assert_non_null(find_ev(&ev, "kratos.ev.steel_lost"));
	arena_free(ev.a);
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
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
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
