/* Κρατος's rule tables (games/kratos/kr_rules.c) row by row, each test
 * quoting the rule it checks, and the board of rule 7 (the embedded
 * "clasico" board, generated boards, and the validator). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "adjudicator/base/dice.h"
#include "games/kratos/kr_board.h"
#include "games/kratos/kr_rules.h"
#include "games/kratos/kr_int.h"
#include "games/kratos/kratos.h"
#include "tests/test_dice.h"

/* One row of rules 44-57, 67, 68: speed, resistance, power, angle. */
static void row(int t, int rule, int speed, int res, int power, int angle)
{
	const kr_piece_rule *r = &kr_piece_rules[t];
	assert_int_equal(r->rule, rule);
	assert_int_equal(r->speed, speed);
	assert_int_equal(r->resistance, res);
	assert_int_equal(r->power, power);
	assert_int_equal(r->angle, angle);
}

/* "Regla 44 Avión velocidad 3; resistencia 1; potencia de tiro 2/6; ángulo de tiro 1" */
static void test_rule_44_plane(void **st)
{
	(void)st;
	row(KR_PLANE, 44, 3, 1, 2, 1);
}

/* "Regla 45 Acorazado velocidad 1; resistencia 2; potencia de tiro 4/6; ángulo de tiro 2." */
static void test_rule_45_battleship(void **st)
{
	(void)st;
	row(KR_BATTLESHIP, 45, 1, 2, 4, 2);
}

/* "Regla 46 Dragaminas velocidad 1; resistencia 2; potencia de tiro 1/6; ángulo de tiro 1" */
static void test_rule_46_sweeper(void **st)
{
	(void)st;
	row(KR_SWEEPER, 46, 1, 2, 1, 1);
}

/* "Regla 47 Portaaviones velocidad 1; resistencia 2; potencia de tiro 2/6; ángulo de tiro 1" */
static void test_rule_47_carrier(void **st)
{
	(void)st;
	row(KR_CARRIER, 47, 1, 2, 2, 1);
}

/* "Regla 48 Submarino velocidad 1; resistencia 1; potencia de tiro 3/6; ángulo de tiro 1" */
static void test_rule_48_sub(void **st)
{
	(void)st;
	row(KR_SUB, 48, 1, 1, 3, 1);
}

/* "Regla 49 Mina velocidad 0 ...; resistencia infinita ...; potencia de tiro 0/6 ...; ángulo de tiro 0"
 * (resistance 0 in the table: it cannot be destroyed). */
static void test_rule_49_mine(void **st)
{
	(void)st;
	row(KR_MINE, 49, 0, 0, 0, 0);
	assert_false(kr_piece_rules[KR_MINE].playable); /* rule 17: all war pieces but mines */
}

/* Rules 52-57: "capacidad productiva 2 unidades de hierro / 8 de trigo / 2 de petróleo / 8 de pan /
 * 2 de gasolina / 10 de acero; resistencia 1; potencia de tiro 0/6; ángulo de tiro 0". */
static void test_rules_52_57_producers(void **st)
{
	(void)st;
	static const struct {
		int t, rule, cap, good, takes;
	} p[] = {
		{ KR_P_IRON, 52, 2, KR_IRON, -1 },
		{ KR_P_WHEAT, 53, 8, KR_WHEAT, -1 },
		{ KR_P_OIL, 54, 2, KR_OIL, -1 },
		{ KR_P_BREAD, 55, 8, KR_BREAD, KR_WHEAT },
		{ KR_P_GAS, 56, 2, KR_GAS, KR_OIL },
		{ KR_P_STEEL, 57, 10, KR_STEEL, KR_IRON },
	};
	for (size_t i = 0; i < sizeof p / sizeof p[0]; i++) {
		row(p[i].t, p[i].rule, 0, 1, 0, 0); /* rule 30: producers have speed 0 */
		assert_int_equal(kr_piece_rules[p[i].t].capacity, p[i].cap);
		assert_int_equal(kr_produces(p[i].t), p[i].good);
		assert_int_equal(kr_consumes(p[i].t), p[i].takes); /* rule 50: iron-steel, wheat-bread, oil-gasoline */
		assert_int_equal(kr_piece_rules[p[i].t].cls, KR_PRODUCER);
	}
}

/* "Regla 67 Mercante velocidad 1; resistencia 1; potencia de tiro 0/6; ángulo de tiro 0" and
 * "Regla 68 Petrolero velocidad 1; resistencia 1; potencia de tiro 0/6; ángulo de tiro 0". */
static void test_rules_67_68_transports(void **st)
{
	(void)st;
	row(KR_MERCHANT, 67, 1, 1, 0, 0);
	row(KR_TANKER, 68, 1, 1, 0, 0);
}

/* Rule 28: "léase el 1 del dado como velocidad base 2; el 2, el 3, el 4, y el 5 ... 3; el 6 ... 4". */
static void test_rule_28_base_speed(void **st)
{
	(void)st;
	static const int want[7] = { 0, 2, 3, 3, 3, 3, 4 };
	for (int d = 1; d <= 6; d++)
		assert_int_equal(kr_base_speed[d], want[d]);
}

/* Rule 57's table: "avión 60, acorazado 90, dragaminas 90, portaaviones 120, submarino 90, mina 30,
 * productora 90, de transporte 90, reparación 30". */
static void test_rule_57_steel_table(void **st)
{
	(void)st;
	static const struct {
		int t, steel;
	} s[] = { { KR_PLANE, 60 }, { KR_BATTLESHIP, 90 }, { KR_SWEEPER, 90 }, { KR_CARRIER, 120 }, { KR_SUB, 90 },
		{ KR_MINE, 30 }, { KR_P_IRON, 90 }, { KR_P_WHEAT, 90 }, { KR_P_OIL, 90 }, { KR_P_STEEL, 90 },
		{ KR_P_BREAD, 90 }, { KR_P_GAS, 90 }, { KR_MERCHANT, 90 }, { KR_TANKER, 90 } };
	assert_int_equal(sizeof s / sizeof s[0], KR_NTYPES);
	for (size_t i = 0; i < sizeof s / sizeof s[0]; i++)
		assert_int_equal(kr_piece_rules[s[i].t].steel, s[i].steel);
	assert_int_equal(KR_STEEL_REPAIR, 30);
}

/* Rule 10: "1 petrolero, 1 mercante, 100 unidades de gasolina, 200 unidades de pan, 1 acorazado,
 * 3 aviones, y 6 productoras", 10000 onzas; rule 6: 90000 in all. */
static void test_rule_10_possessions(void **st)
{
	(void)st;
	static const struct {
		int type, good, count;
	} want[] = { { KR_TANKER, -1, 1 }, { KR_MERCHANT, -1, 1 }, { -1, KR_GAS, 100 }, { -1, KR_BREAD, 200 },
		{ KR_BATTLESHIP, -1, 1 }, { KR_PLANE, -1, 3 } };
	assert_int_equal(kr_nstart, 6);
	for (int i = 0; i < kr_nstart; i++) {
		assert_int_equal(kr_start[i].rule, 10);
		assert_int_equal(kr_start[i].type, want[i].type);
		assert_int_equal(kr_start[i].good, want[i].good);
		assert_int_equal(kr_start[i].count, want[i].count);
	}
	assert_int_equal(2 * KR_START_PRODUCERS, 6);
	assert_int_equal(KR_GOLD_EACH, 5000 + 3 * 1000 + 4 * 500);
	assert_int_equal(KR_GOLD_EACH * KR_COLOURS, KR_GOLD_TOTAL);
}

/* Rule 11: "tres cartas representando al hierro, otras 3 al trigo y las otras 3 al petróleo";
 * the second deck the same with steel, bread and gasoline. */
static void test_rule_11_decks(void **st)
{
	(void)st;
	int a[KR_NGOODS] = { 0 }, b[KR_NGOODS] = { 0 };
	for (int i = 0; i < KR_COLOURS; i++) {
		a[kr_deck_primary[i]]++;
		b[kr_deck_secondary[i]]++;
	}
	assert_int_equal(a[KR_IRON], 3);
	assert_int_equal(a[KR_WHEAT], 3);
	assert_int_equal(a[KR_OIL], 3);
	assert_int_equal(b[KR_STEEL], 3);
	assert_int_equal(b[KR_BREAD], 3);
	assert_int_equal(b[KR_GAS], 3);
}

static int carries_piece(int carrier, int t)
{
	const kr_cargo_rule *c = kr_cargo_of(carrier);
	return c && (c->types >> t & 1);
}

static int carries_good(int carrier, int g)
{
	const kr_cargo_rule *c = kr_cargo_of(carrier);
	return c && (c->goods >> g & 1);
}

/* Rule 46: "puede transportar, recojer, y colocar minas. Su capacidad máxima es de 5 minas." */
static void test_rule_46_sweeper_cargo(void **st)
{
	(void)st;
	assert_int_equal(kr_cargo_of(KR_SWEEPER)->rule, 46);
	assert_int_equal(kr_cargo_of(KR_SWEEPER)->pieces, 5);
	for (int t = 0; t < KR_NTYPES; t++)
		assert_int_equal(carries_piece(KR_SWEEPER, t), t == KR_MINE);
	assert_int_equal(kr_cargo_of(KR_SWEEPER)->goods, 0);
}

/* Rule 47: "puede transportar hasta un máximo de 5 aviones". */
static void test_rule_47_carrier_cargo(void **st)
{
	(void)st;
	assert_int_equal(kr_cargo_of(KR_CARRIER)->rule, 47);
	assert_int_equal(kr_cargo_of(KR_CARRIER)->pieces, 5);
	for (int t = 0; t < KR_NTYPES; t++)
		assert_int_equal(carries_piece(KR_CARRIER, t), t == KR_PLANE);
	assert_int_equal(kr_cargo_of(KR_CARRIER)->goods, 0);
}

/* Rule 67: "una pieza de producción (cualquiera de las seis ...), o 100 unidades de hierro, o 100 unidades
 * de trigo, o 100 unidades de pan"; rules 52-57: each producer "Puede ser transportada por un mercante". */
static void test_rule_67_merchant_cargo(void **st)
{
	(void)st;
	const kr_cargo_rule *c = kr_cargo_of(KR_MERCHANT);
	assert_int_equal(c->rule, 67);
	assert_int_equal(c->pieces, 1);
	for (int t = 0; t < KR_NTYPES; t++)
		assert_int_equal(carries_piece(KR_MERCHANT, t), kr_piece_rules[t].cls == KR_PRODUCER);
	for (int g = 0; g < KR_NGOODS; g++)
		assert_int_equal(carries_good(KR_MERCHANT, g), g == KR_IRON || g == KR_WHEAT || g == KR_BREAD);
	assert_int_equal(KR_LOAD, 100);
}

/* Rule 68: "100 unidades de petróleo, o 100 unidades de gasolina". */
static void test_rule_68_tanker_cargo(void **st)
{
	(void)st;
	const kr_cargo_rule *c = kr_cargo_of(KR_TANKER);
	assert_int_equal(c->rule, 68);
	assert_int_equal(c->types, 0);
	for (int g = 0; g < KR_NGOODS; g++)
		assert_int_equal(carries_good(KR_TANKER, g), g == KR_OIL || g == KR_GAS);
}

/* Rule 33: "Las piezas de transporte y los portaaviones y los dragaminas pueden cargar": no other piece. */
static void test_rule_33_who_carries(void **st)
{
	(void)st;
	for (int t = 0; t < KR_NTYPES; t++)
		assert_int_equal(kr_cargo_of(t) != NULL,
			t == KR_MERCHANT || t == KR_TANKER || t == KR_CARRIER || t == KR_SWEEPER);
}

/* Rule 17: "Las piezas jugables son: ... las de producción y las de transporte, y todas las piezas bélicas
 * excepto las minas". Rule 43's limits: 500 a depot, 25 pieces, 10 mines, 5 producers. */
static void test_rule_17_43_limits(void **st)
{
	(void)st;
	for (int t = 0; t < KR_NTYPES; t++)
		assert_int_equal(kr_piece_rules[t].playable, t != KR_MINE);
	assert_int_equal(KR_DEPOT_MAX, 500);
	assert_int_equal(KR_ISLAND_PIECES, 25);
	assert_int_equal(KR_ISLAND_MINES, 10);
	assert_int_equal(KR_ISLAND_PRODUCERS, 5);
	assert_int_equal(KR_BREAD_ISLAND, 5);
	assert_int_equal(KR_BREAD_PIECE, 1);
}

/* Rule 7: the embedded board meets the requirements; cells named like a chess board. */
static void test_rule_7_classic_board(void **st)
{
	(void)st;
	kr_board b = *kr_board_classic();
	assert_null(kr_board_check(&b));
	int sea = 0;
	for (int c = 0; c < KR_NCELL; c++)
		sea += b.at[c] < 0;
	assert_int_equal(sea, KR_NCELL - 4 * KR_NISLAND);
	char n[4];
	kr_cell_name(kr_cell(5, 6), n);
	assert_string_equal(n, "f7");
	assert_int_equal(kr_cell_parse("F7"), kr_cell(5, 6));
	assert_int_equal(kr_cell_parse("t26"), KR_NCELL - 1);
	assert_int_equal(kr_cell_parse("u1"), -1);
	assert_int_equal(kr_cell_parse("a27"), -1);
	assert_int_equal(kr_cell_parse("a0"), -1);
}

/* Rule 7: the validator refuses overlapping areas and islands off the board. */
static void test_rule_7_validator(void **st)
{
	(void)st;
	kr_board b = *kr_board_classic();
	b.col[1] = b.col[0] + 3; /* areas touch: A's ring and B's ring share a column */
	b.row[1] = b.row[0];
	assert_non_null(kr_board_check(&b));
	b = *kr_board_classic();
	b.col[17] = KR_W - 1;
	assert_non_null(kr_board_check(&b));
	es_err e;
	assert_int_not_equal(kr_board_parse("size 20 26\nisland A a1\n", &b, &e), ES_OK);
}

/* Rule 7's "cualquier tablero que cumpla estos requisitos es válido": board=CELLS gives one as data at
 * creation (the north-west cells of A..R); the state keeps it; a bad one is refused, the item quoted. */
static void test_rule_7_board_option(void **st)
{
	(void)st;
	static const char *const names[] = { "ana", "berta", "carla" };
	const kr_board *cl = kr_board_classic();
	char list[128] = "board=";
	for (int i = 0; i < KR_NISLAND; i++) {
		char c[4];
		kr_cell_name(kr_cell(cl->col[i] + (i == 4), cl->row[i]), c); /* E one column east */
		snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? "," : "", c);
	}
	void *s;
	es_err e;
	dice d;
	test_dice_init(&d, "00000000000000000000000000000000000000000000000000000000000000a7", 0);
	game_events ev = { .a = arena_new() };
	const char *opts[] = { list };
	assert_int_equal(kratos_kind.create(&s, 3, names, opts, 1, &d, &ev, &e), ES_OK);
	const kr_state *k = s;
	assert_int_equal(k->board.col[4], cl->col[4] + 1);
	assert_int_equal(k->board.at[kr_cell(cl->col[4] + 2, cl->row[4])], 4);
	kratos_kind.free(s);
	static const struct {
		const char *opt, *quote;
	} bad[] = {
		{ "board=b2,g3,z9,q3", "island C at 'z9'" },
		{ "board=b2,g3,l2", "3 islands" },
		{ "board=b2,c2,l2,q3,c7,i8,n7,r9,b12,f13,k13,p14,c18,h19,m18,r20,e23,m24", "island B at c2: its area overlaps island A's" },
		{ "board=b2,g3,l2,q3,c7,i8,n7,r9,b12,f13,k13,p14,c18,h19,m18,r20,e23,t24", "island R is not inside" },
		{ "board=b2,g3,l2,q3,c7,i8,n7,r9,b12,f13,k13,p14,c18,h19,m18,r20,e23,m24,a1", "more than 18" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		const char *o[] = { bad[i].opt };
		assert_int_equal(kratos_kind.create(&s, 3, names, o, 1, &d, &ev, &e), ES_ESYNTAX);
		if (!strstr(e.msg, bad[i].quote))
			fail_msg("%s: '%s' lacks '%s'", bad[i].opt, e.msg, bad[i].quote);
	}
	/* The map file format quotes the refused line. */
	kr_board b;
	assert_int_equal(kr_board_parse("size 20 26\nisland A b2\nisla B g3\n", &b, &e), ES_ESYNTAX);
	assert_non_null(strstr(e.msg, ":3: 'isla B g3'"));
	arena_free(ev.a);
}

/* Rule 7: boards by lot are valid and differ by seed. */
static void test_rule_7_generated_boards(void **st)
{
	(void)st;
	kr_board first;
	for (int k = 0; k < 50; k++) {
		char seed[65];
		snprintf(seed, sizeof seed, "%064x", k + 1);
		dice d;
		assert_int_equal(dice_init_hex(&d, seed, 0, NULL), ES_OK);
		kr_board b;
		kr_board_generate(&b, &d);
		assert_null(kr_board_check(&b));
		if (!k)
			first = b;
		else if (k == 1)
			assert_true(memcmp(first.col, b.col, sizeof b.col) || memcmp(first.row, b.row, sizeof b.row));
	}
}

/* Rules 29 and 43: Chebyshev distance; an island is one cell. */
static void test_rule_29_distance(void **st)
{
	(void)st;
	const kr_board *b = kr_board_classic();
	assert_int_equal(kr_cell_dist(kr_cell(0, 0), kr_cell(3, 1)), 3);
	assert_int_equal(kr_cell_dist(kr_cell(2, 2), kr_cell(3, 3)), 1);
	int a = -1 - 0; /* island A, b2..c3 */
	assert_int_equal(kr_place_dist(b, a, a), 0);
	assert_int_equal(kr_place_dist(b, a, kr_cell(0, 0)), 1);
	assert_int_equal(kr_place_dist(b, a, kr_cell(5, 1)), 3);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rule_44_plane),
		cmocka_unit_test(test_rule_45_battleship),
		cmocka_unit_test(test_rule_46_sweeper),
		cmocka_unit_test(test_rule_47_carrier),
		cmocka_unit_test(test_rule_48_sub),
		cmocka_unit_test(test_rule_49_mine),
		cmocka_unit_test(test_rules_52_57_producers),
		cmocka_unit_test(test_rules_67_68_transports),
		cmocka_unit_test(test_rule_28_base_speed),
		cmocka_unit_test(test_rule_57_steel_table),
		cmocka_unit_test(test_rule_10_possessions),
		cmocka_unit_test(test_rule_11_decks),
		cmocka_unit_test(test_rule_46_sweeper_cargo),
		cmocka_unit_test(test_rule_47_carrier_cargo),
		cmocka_unit_test(test_rule_67_merchant_cargo),
		cmocka_unit_test(test_rule_68_tanker_cargo),
		cmocka_unit_test(test_rule_33_who_carries),
		cmocka_unit_test(test_rule_17_43_limits),
		cmocka_unit_test(test_rule_7_classic_board),
		cmocka_unit_test(test_rule_7_validator),
		cmocka_unit_test(test_rule_7_generated_boards),
		cmocka_unit_test(test_rule_7_board_option),
		cmocka_unit_test(test_rule_29_distance),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
