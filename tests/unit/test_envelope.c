/* Unit tests for orders/envelope: reading game, player, password and
 * order lines out of mail bodies as players really write them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "orders/envelope.h"

static int setup(void **state)
{
	*state = arena_new();
	return 0;
}

static int teardown(void **state)
{
	arena_free(*state);
	return 0;
}

static env_mail parse_ok(arena *a, const char *body)
{
	env_mail m;
	es_err e;
	assert_int_equal(env_parse(a, body, &m, &e), ES_OK);
	assert_int_equal(e.code, ES_OK);
	return m;
}

static void test_envelope__plain(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"MOVER 3 Toledo Madrid\n"
		"\n"
		"  COLOCAR 2 Ávila  \n"
		"FIN\n");

	assert_string_equal(m.game, "reco-7");
	assert_int_equal(m.game_line, 1);
	assert_string_equal(m.player, "ana");
	assert_int_equal(m.player_line, 2);
	assert_string_equal(m.password, "s3cret");
	assert_int_equal(m.password_line, 3);
	assert_int_equal(m.norders, 2);
	assert_string_equal(m.orders[0], "MOVER 3 Toledo Madrid");
	assert_int_equal(m.lineno[0], 4);
	assert_string_equal(m.orders[1], "COLOCAR 2 Ávila");
	assert_int_equal(m.lineno[1], 6);
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__english_and_colons(void **state)
{
	env_mail m = parse_ok(*state,
		"GAME: reco-7\n"
		"Player:bob\n"
		"PASSWORD :  pa ss  \n"
		"move 1 a b\n"
		"END");

	assert_string_equal(m.game, "reco-7");
	assert_string_equal(m.player, "bob");
	assert_string_equal(m.password, "pa ss");
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "move 1 a b");
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__case_and_accents(void **state)
{
	env_mail m = parse_ok(*state,
		"Partida reco-7\n"
		"juego reco-7\n" /* same value again: fine */
		"jugador Ana María\n"
		"contraseña Ñandú\n"
		"\tCONTRASEÑA\u00a0Ñandú\n"
		"atacar Córdoba\n"
		"Fin.\n");

	assert_string_equal(m.game, "reco-7");
	assert_int_equal(m.game_line, 1);
	assert_string_equal(m.player, "Ana María");
	assert_string_equal(m.password, "Ñandú");
	assert_int_equal(m.password_line, 4);
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "atacar Córdoba");
	assert_int_equal(m.lineno[0], 6);
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__reply_with_quotes(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"MOVER 1 Burgos León\n"
		"\n"
		"El 3 de mayo, árbitro escribió:\n"
		"> PARTIDA reco-7\n"
		">JUGADOR ana\n"
		"  > MOVER 5 Toledo Madrid\n"
		"> > FIN\n");

	/* The attribution line belongs to the quote below it. */
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "MOVER 1 Burgos León");
	assert_int_equal(m.saw_end, 0);
}

static void test_envelope__signature_ends_mail(void **state)
{
	arena *a = *state;
	env_mail m = parse_ok(a,
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"MOVER 1 Burgos León\n"
		"-- \n"
		"Ana García\n"
		"Game designer at Juegos S.L.\n");

	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "MOVER 1 Burgos León");
	assert_int_equal(m.saw_end, 0);

	m = parse_ok(a, "PARTIDA reco-7\nMOVER x\n--\r\nPLAYER eve\nfoo\n");
	assert_int_equal(m.norders, 1);
	assert_null(m.player);

	/* "--" with text after it is not a separator. */
	m = parse_ok(a, "PARTIDA reco-7\n-- nota\nMOVER x\n");
	assert_int_equal(m.norders, 2);
	assert_string_equal(m.orders[0], "-- nota");
}

static void test_envelope__greeting_before_envelope(void **state)
{
	env_mail m = parse_ok(*state,
		"Hola árbitro,\n"
		"aquí van mis órdenes. MOVER nada\n"
		"The end of winter is near.\n"
		"\n"
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"MOVER 1 Burgos León\n");

	assert_string_equal(m.game, "reco-7");
	assert_int_equal(m.game_line, 5);
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "MOVER 1 Burgos León");
	assert_int_equal(m.lineno[0], 8);
	assert_int_equal(m.saw_end, 0);
}

static void test_envelope__fin_then_junk(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\n"
		"MOVER 1 a b\n"
		"FIN\n"
		"MOVER 9 c d\n"
		"CLAVE other\n"
		"PARTIDA reco-8\n");

	assert_string_equal(m.game, "reco-7");
	assert_null(m.password);
	assert_int_equal(m.norders, 1);
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__no_envelope(void **state)
{
	arena *a = *state;
	env_mail m = parse_ok(a, "Hola,\nno juego este turno.\nFIN\nMOVER 1 a b\n");

	assert_null(m.game);
	assert_null(m.player);
	assert_null(m.password);
	assert_int_equal(m.norders, 0);
	assert_int_equal(m.saw_end, 0);

	m = parse_ok(a, "");
	assert_null(m.game);
	assert_int_equal(m.norders, 0);
	m = parse_ok(a, NULL);
	assert_null(m.game);
}

static void test_envelope__repeated_keyword(void **state)
{
	arena *a = *state;
	env_mail m;
	es_err e;

	assert_int_equal(env_parse(a, "PARTIDA reco-7\nMOVER 1 a b\nPARTIDA reco-8\n", &m, &e),
		ES_ESYNTAX);
	assert_int_equal(e.code, ES_ESYNTAX);
	assert_string_equal(e.msg, "line 3: PARTIDA given twice (reco-7, reco-8)");

	assert_int_equal(env_parse(a, "GAME x\nPlayer ana\nJUGADOR bob\n", &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 3: JUGADOR given twice (ana, bob)");

	/* Passwords stay out of messages. */
	assert_int_equal(env_parse(a, "GAME x\nCLAVE abc\npassword xyz\n", &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 3: password given twice with different values");
	assert_null(strstr(e.msg, "abc"));
}

static void test_envelope__keyword_without_value(void **state)
{
	arena *a = *state;
	env_mail m;
	es_err e;

	assert_int_equal(env_parse(a, "PARTIDA reco-7\nJUGADOR\n", &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 2: JUGADOR needs a value");
	assert_int_equal(env_parse(a, "PARTIDA reco-7\nCLAVE:  \n", &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 2: CLAVE needs a value");
	assert_int_equal(env_parse(a, "Hi\nGame:\n", &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 2: Game needs a value");
}

static void test_envelope__carriage_returns(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\r\n"
		"JUGADOR ana\r\n"
		"MOVER 1 a b \r\n"
		"\r\n"
		"FIN\r\n");

	assert_string_equal(m.game, "reco-7");
	assert_string_equal(m.player, "ana");
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "MOVER 1 a b");
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__fin_with_text_is_an_order(void **state)
{
	env_mail m = parse_ok(*state, "PARTIDA r\nFIN de la guerra\nfinal\n");

	assert_int_equal(m.saw_end, 0);
	assert_int_equal(m.norders, 2);
	assert_string_equal(m.orders[0], "FIN de la guerra");
	assert_string_equal(m.orders[1], "final");
}

/* Top-posted replies: the attribution line above the quote is not an
 * order, and "PASS" is an order (La reconquista), not the password. */
static void test_envelope__attribution_line_and_pass(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"PASS\n"
		"Deadline: soon\n"
		"\n"
		"El sáb., 21 nov 2026, Juez <juez@x> escribió:\n"
		"\n"
		"> PARTIDA reco-7\n"
		"> MOVER 3 Toledo Madrid\n");

	assert_string_equal(m.password, "s3cret");
	assert_int_equal(m.norders, 2);
	assert_string_equal(m.orders[0], "PASS");
	assert_string_equal(m.orders[1], "Deadline: soon");
}

static void test_envelope__many_orders(void **state)
{
	arena *a = *state;
	char body[4096];
	size_t len = 0;
	env_mail m;
	int i;

	len += (size_t)snprintf(body, sizeof body, "PARTIDA r\n");
	for (i = 0; i < 100; i++)
		len += (size_t)snprintf(body + len, sizeof body - len, "MOVER %d\n", i);
	m = parse_ok(a, body);
	assert_int_equal(m.norders, 100);
	assert_string_equal(m.orders[99], "MOVER 99");
	assert_int_equal(m.lineno[99], 101);
	assert_string_equal(m.orders[0], "MOVER 0");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_envelope__plain, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__english_and_colons, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__case_and_accents, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__reply_with_quotes, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__signature_ends_mail, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__greeting_before_envelope, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__fin_then_junk, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__no_envelope, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__repeated_keyword, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__keyword_without_value, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__carriage_returns, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__fin_with_text_is_an_order, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__many_orders, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__attribution_line_and_pass, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
