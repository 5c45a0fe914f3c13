/* Unit tests for orders/lex: folding, splitting, keywords, name tables. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "orders/lex.h"

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

static const char *fold(arena *a, const char *s)
{
	return lex_fold(a, s, strlen(s));
}

static void test_lex__fold_examples(void **state)
{
	static const struct { const char *in, *out; } cases[] = {
		{ "  Ávila  ", "avila" },
		{ "CORUÑA", "coruna" },
		{ "Trás-os-Montes", "tras-os-montes" },
		{ "Ciudad\u00a0Real", "ciudad real" },
		{ "ÇÀ", "ca" },
		{ "straße", "strasse" },
		{ "ΚΡΑΤΟΣ", "κρατοσ" },
		{ "\t a \t\t b  \n", "a b" },
		{ "Trás\u2010os\u2010Montes", "tras-os-montes" }, /* U+2010 hyphen */
		{ "\ufeffPARTIDA", "partida" },
		{ "Ca\u00adstilla", "castilla" }, /* soft hyphen */
		{ "Ｍａｄｒｉｄ", "madrid" },        /* fullwidth */
		{ "", "" },
		{ "   ", "" },
	};
	arena *a = *state;
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		assert_string_equal(fold(a, cases[i].in), cases[i].out);
}

static void test_lex__fold_uses_length_and_replaces_bad_bytes(void **state)
{
	arena *a = *state;

	assert_string_equal(lex_fold(a, "ÁvilaXYZ", strlen("Ávila")), "avila");
	assert_string_equal(fold(a, "a\xff" "b"), "a?b");
	assert_string_equal(fold(a, "\xc3"), "?");            /* truncated */
	assert_string_equal(fold(a, "x\xed\xa0\x80y"), "x???y"); /* surrogate */
	assert_string_equal(lex_fold(a, "a\0b", 3), "a b");
	assert_string_equal(lex_fold(a, NULL, 0), "");
}

static void test_lex__split(void **state)
{
	arena *a = *state;
	lex_line l;

	lex_split(a, "  MOVER  Ávila\u00a0a Ciudad-Real\t", &l);
	assert_int_equal(l.n, 4);
	assert_string_equal(l.raw[0], "MOVER");
	assert_string_equal(l.fold[0], "mover");
	assert_string_equal(l.raw[1], "Ávila");
	assert_string_equal(l.fold[1], "avila");
	assert_string_equal(l.raw[2], "a");
	assert_string_equal(l.raw[3], "Ciudad-Real");
	assert_string_equal(l.fold[3], "ciudad-real");

	lex_split(a, "Toledo, Segovia ; León,Burgos", &l);
	assert_int_equal(l.n, 4);
	assert_string_equal(l.raw[0], "Toledo");
	assert_string_equal(l.raw[1], "Segovia");
	assert_string_equal(l.raw[2], "León");
	assert_string_equal(l.fold[2], "leon");
	assert_string_equal(l.raw[3], "Burgos");

	lex_split(a, "Madrid. 3 ejércitos 2.5 . x", &l);
	assert_int_equal(l.n, 5);
	assert_string_equal(l.raw[0], "Madrid");
	assert_string_equal(l.raw[1], "3");
	assert_string_equal(l.fold[2], "ejercitos");
	assert_string_equal(l.raw[3], "2.5");
	assert_string_equal(l.raw[4], "x");

	lex_split(a, "", &l);
	assert_int_equal(l.n, 0);
	lex_split(a, " \ufeff , ", &l);
	assert_int_equal(l.n, 0);
	lex_split(a, "a\r", &l);
	assert_int_equal(l.n, 1);
	assert_string_equal(l.raw[0], "a");
}

enum { KW_PLACE, KW_MOVE, KW_PASS };
static const lex_kw kws[] = {
	{ KW_PLACE, "colocar|place|coloco" },
	{ KW_MOVE, "mover|move" },
	{ KW_PASS, "contrasena" },
	{ -1, NULL },
};

static void test_lex__keyword(void **state)
{
	arena *a = *state;

	assert_int_equal(lex_keyword(kws, "colocar"), KW_PLACE);
	assert_int_equal(lex_keyword(kws, "place"), KW_PLACE);
	assert_int_equal(lex_keyword(kws, "coloco"), KW_PLACE);
	assert_int_equal(lex_keyword(kws, "move"), KW_MOVE);
	assert_int_equal(lex_keyword(kws, fold(a, "CONTRASEÑA")), KW_PASS);
	assert_int_equal(lex_keyword(kws, "mov"), -1);     /* prefix */
	assert_int_equal(lex_keyword(kws, "movers"), -1);  /* longer */
	assert_int_equal(lex_keyword(kws, "colocar|place"), -1);
	assert_int_equal(lex_keyword(kws, ""), -1);
}

enum { P_CIUDAD, P_CIUDAD_REAL, P_TRAS, P_TRAS_DOURO, P_AVILA, P_LEON, P_REAL,
	P_OZ, P_ALTO, P_ALTO_SUL };

static lex_names *provinces(arena *a)
{
	lex_names *t = lex_names_new(a);
	lex_names_add(t, P_CIUDAD, "Ciudad");
	lex_names_add(t, P_CIUDAD_REAL, "Ciudad Real");
	lex_names_add(t, P_TRAS, "Trás-os-Montes");
	lex_names_add(t, P_TRAS_DOURO, "Trás-os-Montes e Alto Douro");
	lex_names_add(t, P_AVILA, "Ávila");
	lex_names_add(t, P_LEON, "León");
	lex_names_add(t, P_LEON, "Leon-City"); /* second spelling */
	lex_names_add(t, P_REAL, "Real");
	lex_names_add(t, 99, "   ");           /* empty: ignored */
	lex_names_add(t, P_OZ, "Oz");
	/* Longer before shorter: the longest wins whatever the order. */
	lex_names_add(t, P_ALTO_SUL, "Alto Sul");
	lex_names_add(t, P_ALTO, "Alto");
	return t;
}

static int match(arena *a, const lex_names *t, const char *s, size_t at, size_t *used)
{
	lex_line l;
	lex_split(a, s, &l);
	*used = 12345;
	return lex_names_match(t, &l, at, used);
}

static void test_lex__names_longest_match(void **state)
{
	arena *a = *state;
	lex_names *t = provinces(a);
	size_t used;

	assert_int_equal(match(a, t, "Ciudad Real", 0, &used), P_CIUDAD_REAL);
	assert_int_equal(used, 2);
	assert_int_equal(match(a, t, "CIUDAD\u00a0REAL a Ávila", 0, &used), P_CIUDAD_REAL);
	assert_int_equal(used, 2);
	assert_int_equal(match(a, t, "ciudad-real", 0, &used), P_CIUDAD_REAL);
	assert_int_equal(used, 1);
	assert_int_equal(match(a, t, "Ciudad Toledo", 0, &used), P_CIUDAD);
	assert_int_equal(used, 1);
	assert_int_equal(match(a, t, "tras os montes e alto douro 3", 0, &used), P_TRAS_DOURO);
	assert_int_equal(used, 6);
	assert_int_equal(match(a, t, "Trás-os-Montes-e-Alto-Douro", 0, &used), P_TRAS_DOURO);
	assert_int_equal(used, 1);
	assert_int_equal(match(a, t, "Tras-os Montes e Alto", 0, &used), P_TRAS);
	assert_int_equal(used, 2);
	assert_int_equal(match(a, t, "de Ávila a León", 1, &used), P_AVILA);
	assert_int_equal(used, 1);
	assert_int_equal(match(a, t, "de Ávila a León", 3, &used), P_LEON);
	assert_int_equal(used, 1);
	assert_int_equal(match(a, t, "leon city", 0, &used), P_LEON);
	assert_int_equal(used, 2);
	assert_int_equal(match(a, t, "alto sul", 0, &used), P_ALTO_SUL);
	assert_int_equal(used, 2);
	assert_int_equal(match(a, t, "alto norte", 0, &used), P_ALTO);
	assert_int_equal(used, 1);
}

static void test_lex__names_no_match(void **state)
{
	arena *a = *state;
	lex_names *t = provinces(a);
	size_t used;

	/* A spelling may not end inside a hyphenated input word. */
	assert_int_equal(match(a, t, "Ciudad-Rodrigo", 0, &used), -1);
	assert_int_equal(used, 12345);
	assert_int_equal(match(a, t, "Ciudad-Real-Norte", 0, &used), -1);
	assert_int_equal(match(a, t, "Ciudadela", 0, &used), -1);
	assert_int_equal(match(a, t, "Toledo", 0, &used), -1);
	assert_int_equal(match(a, t, "Ávila", 1, &used), -1); /* at past the end */
	/* A lone dash is not a hyphen joining words. */
	assert_int_equal(match(a, t, "Ciudad - Real", 0, &used), P_CIUDAD);
	assert_int_equal(used, 1);
	assert_int_equal(match(a, t, "- Real", 0, &used), -1);
}

static void test_lex__names_suggest(void **state)
{
	arena *a = *state;
	lex_names *t = provinces(a);

	assert_int_equal(lex_names_suggest(t, "avla"), P_AVILA);
	assert_int_equal(lex_names_suggest(t, "ciudad reel"), P_CIUDAD_REAL);
	assert_int_equal(lex_names_suggest(t, "ciudad-rea"), P_CIUDAD_REAL);
	assert_int_equal(lex_names_suggest(t, "lon"), P_LEON);
	assert_int_equal(lex_names_suggest(t, "tras os montes e alto dour"), P_TRAS_DOURO);
	assert_int_equal(lex_names_suggest(t, "barcelona"), -1);
	assert_int_equal(lex_names_suggest(t, "oc"), P_OZ);
	assert_int_equal(lex_names_suggest(t, "xy"), -1); /* 2 edits of 2 letters */
	assert_int_equal(lex_names_suggest(t, ""), -1);
	assert_int_equal(lex_names_suggest(lex_names_new(a), "avila"), -1);
}

/* Words that begin names without completing one: the ids of the names
 * sharing the most leading words, each once (issue 15 item 3, "Beira"). */
static void test_lex__names_prefixed(void **state)
{
	arena *a = *state;
	lex_names *t = provinces(a);
	lex_line l;
	int ids[4];

	lex_split(a, "Tras os", &l);
	assert_int_equal(lex_names_prefixed(t, &l, 0, ids, 4), 2);
	assert_int_equal(ids[0], P_TRAS);
	assert_int_equal(ids[1], P_TRAS_DOURO);
	lex_split(a, "Tras-os-Montes e", &l);
	assert_int_equal(lex_names_prefixed(t, &l, 0, ids, 4), 1);
	assert_int_equal(ids[0], P_TRAS_DOURO);
	lex_split(a, "leon", &l); /* León is whole; Leon-City is begun */
	assert_int_equal(lex_names_prefixed(t, &l, 0, ids, 4), 1);
	assert_int_equal(ids[0], P_LEON);
	lex_split(a, "tras", &l);
	assert_int_equal(lex_names_prefixed(t, &l, 0, ids, 1), 2); /* more than max */
	lex_split(a, "Toledo", &l);
	assert_int_equal(lex_names_prefixed(t, &l, 0, ids, 4), 0);
	assert_int_equal(lex_names_prefixed(t, &l, 1, ids, 4), 0);
}

static void test_lex__names_many(void **state)
{
	arena *a = *state;
	lex_names *t = lex_names_new(a);
	size_t used;
	int i;

	/* Past the table's first growth. */
	for (i = 0; i < 150; i++)
		lex_names_add(t, i, arena_printf(a, "Provincia %d", i));
	assert_int_equal(match(a, t, "provincia 149", 0, &used), 149);
	assert_int_equal(used, 2);
	assert_int_equal(match(a, t, "provincia 7", 0, &used), 7);
	assert_int_equal(lex_names_suggest(t, "provincia 14x"), 14);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_lex__fold_examples, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lex__fold_uses_length_and_replaces_bad_bytes, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lex__split, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lex__keyword, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lex__names_longest_match, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lex__names_no_match, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lex__names_suggest, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lex__names_prefixed, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lex__names_many, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
