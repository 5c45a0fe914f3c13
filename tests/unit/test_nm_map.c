/* Nuevo Mundo: the six scenarios and the rules tables (issue 13). Every
 * scenario passes the validator (2-7 islands, each island one connected
 * land with an open coast, the sea connected, closed coasts present, names
 * unique, room for 5 players) and the validator refuses each broken shape;
 * every region name is one word the order grammar reads back as that
 * region; the credit table cell by cell (rulebook V.01); the card table;
 * the criptex cycle and the 1-vs-4 example (rulebook VI.3). */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "adjudicator/base/embed.h"
#include "games/nuevo-mundo/nm_map.h"
#include "games/nuevo-mundo/nm_rules.h"

static void test_scenarios_valid(void **state)
{
	(void)state;
	int islands_seen = 0;
	for (int k = 1; k <= NM_NSCENARIOS; k++) {
		const nm_map *m = nm_map_get(k);
		es_err e;
		if (nm_map_validate(m, &e) != ES_OK)
			fail_msg("escenario %d: %s", k, e.msg);
		islands_seen |= 1 << m->nislands;
		/* Every region has a name players can type: letters only, an
		 * accent optional (orders fold it: "Galeon" is Galeón). */
		for (int i = 0; i < m->n; i++) {
			for (const char *c = m->name[i]; *c; c++)
				assert_true(isalpha((unsigned char)*c) || (unsigned char)*c >= 0x80);
			assert_int_equal(nm_map_find(m, m->name[i]), i);
			assert_int_equal(nm_map_find(m, m->id[i]), i);
		}
	}
	/* The six scenarios span 2 to 7 islands: every column of the credit
	 * table can be reached in some scenario. */
	assert_int_equal(islands_seen, 0xFC);
}

/* A small valid scenario, broken one way at a time. */
static const char base[] = "title Prueba\n"
			   "i 1 Uno\n"
			   "i 2 Dos\n"
			   "r T1 Aa T 1\nr T2 Bb T 1\nr T3 Cc T 1\nr T4 Dd T 1\nr T5 Ee T 1\n"
			   "r T6 Ff T 2\nr T7 Gg T 2\nr T8 Hh T 2\nr T9 Ii T 2\nr T10 Jj T 2\n"
			   "r M1 Mar M -\nr M2 Oceano M -\n"
			   "b T1 T2\nb T2 T3\nb T3 T4\nb T4 T5\n"
			   "b T6 T7\nb T7 T8\nb T8 T9\nb T9 T10\n"
			   "b M1 M2\n"
			   "c T1 M1 abierta\nc T6 M2 abierta\nc T2 M1 cerrada\n";

static int check_text(const char *text, es_err *e)
{
	nm_map m;
	int rc = nm_map_parse(text, "x.map", &m, e);
	return rc ? rc : nm_map_validate(&m, e);
}

static void expect_invalid(const char *text, const char *why)
{
	es_err e;
	assert_int_not_equal(check_text(text, &e), ES_OK);
	if (!strstr(e.msg, why))
		fail_msg("expected '%s', got '%s'", why, e.msg);
}

static char *edit(const char *from, const char *to)
{
	static char buf[2048];
	const char *p = strstr(base, from);
	assert_non_null(p);
	snprintf(buf, sizeof buf, "%.*s%s%s", (int)(p - base), base, to, p + strlen(from));
	return buf;
}

static void test_validator(void **state)
{
	(void)state;
	es_err e;
	assert_int_equal(check_text(base, &e), ES_OK);
	/* Each broken shape: text replaced, replacement, the reason expected. */
	static const char *const broken[][3] = {
		{ "i 2 Dos\n", "", "declared island" },
		{ "b T3 T4\n", "", "not one connected land" },
		{ "b M1 M2\n", "", "not one connected water" },
		{ "c T6 M2 abierta\n", "", "no open coast" },
		{ "c T2 M1 cerrada\n", "", "no closed coast" },
		{ "r T10 Jj", "r T10 Aa", "repeated" },
		{ "r T10 Jj", "r T10 t1", "repeated" },
		{ "b T1 T2\n", "b T1 T6\n", "island" },
		{ "b M1 M2\n", "b M1 T2\n", "border" },
		{ "c T1 M1 abierta\n", "c M1 T1 abierta\n", "coast" },
		{ "c T1 M1 abierta\n", "c T1 M1 abierto\n", "abierta or cerrada" },
		{ "r T10 Jj T 2\n", "", "unknown region" },
		/* An id is the kit's (kit_map_id_ok): letters, digits, '-'. */
		{ "r T10 Jj", "r T10! Jj", "expected r <id>" },
		{ "r T10 Jj", "r T10\xc3\xa9 Jj", "expected r <id>" },
	};
	for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++)
		expect_invalid(edit(broken[i][0], broken[i][1]), broken[i][2]);
	/* One island only; more than 7 (each a lone region on its own). */
	char text[4096] = "title Una\ni 1 Sola\nr M1 Mar M -\n";
	for (int i = 1; i <= 10; i++)
		snprintf(text + strlen(text), sizeof text - strlen(text), "r T%d R%c T 1\nc T%d M1 %s\n", i, 'a' + i, i,
			i == 1 ? "cerrada" : "abierta");
	for (int i = 1; i < 10; i++)
		snprintf(text + strlen(text), sizeof text - strlen(text), "b T%d T%d\n", i, i + 1);
	expect_invalid(text, "1 islands");
	snprintf(text, sizeof text, "title Muchas\n");
	for (int i = 1; i <= 7; i++)
		snprintf(text + strlen(text), sizeof text - strlen(text), "i %d I%d\n", i, i);
	expect_invalid(strcat(text, "i 8 Ocho\n"), "at most 7");
}

static void test_credit_table(void **state)
{
	(void)state;
	/* TABLA DE PRODUCCIÓN DE CRÉDITOS, row by row. */
	static const int want[8][8] = {
		[1] = { 0, 3 },
		[2] = { 0, 5, 7 },
		[3] = { 0, 7, 9, 11 },
		[4] = { 0, 8, 10, 12, 14 },
		[5] = { 0, 9, 11, 13, 15, 16 },
		[6] = { 0, 10, 12, 14, 16, 17, 18 },
		[7] = { 0, 10, 12, 14, 16, 17, 18, 19 },
	};
	for (int s = 1; s <= 7; s++)
		for (int i = 1; i <= 7; i++)
			assert_int_equal(nm_credits(s, i), want[s][i]);
	/* "7 +": more settlements use the last row. */
	for (int i = 1; i <= 7; i++)
		assert_int_equal(nm_credits(12, i), want[7][i]);
	/* The figure: 3 settlements on 2 islands give 9 credits. */
	assert_int_equal(nm_credits(3, 2), 9);
	assert_int_equal(nm_credits(0, 0), 0);
}

static void test_cards(void **state)
{
	(void)state;
	int count[NM_NKINDS] = { 0 }, points = 0;
	for (int c = 0; c < NM_NCARDS; c++) {
		assert_true(nm_default_cards[c].points >= 1 && nm_default_cards[c].points <= 4);
		count[nm_default_cards[c].kind]++;
		points += nm_default_cards[c].points;
	}
	static const int want[NM_NKINDS] = { 7, 7, 6, 7, 6, 7 };
	for (int k = 0; k < NM_NKINDS; k++) {
		assert_int_equal(count[k], want[k]);
		for (int j = 0; j < NM_NKINDS; j++)
			if (j != k) {
				assert_string_not_equal(nm_kinds[k].code, nm_kinds[j].code);
				assert_string_not_equal(nm_kinds[k].code_en, nm_kinds[j].code_en);
				assert_string_not_equal(nm_kinds[k].code, nm_kinds[j].code_en);
			}
	}
	assert_int_equal(points, 4 * 16 + 2 * 13);
	/* The cards option reads the same table back, and refuses bad decks. */
	char text[1024] = "# the default deck\n";
	for (int c = 0; c < NM_NCARDS; c++)
		snprintf(text + strlen(text), sizeof text - strlen(text), "%s %d\n",
			nm_kinds[nm_default_cards[c].kind].code, nm_default_cards[c].points);
	nm_card deck[NM_NCARDS];
	const char *why;
	assert_int_equal(nm_cards_parse(text, deck, &why), 0);
	assert_memory_equal(deck, nm_default_cards, sizeof deck);
	assert_int_equal(nm_cards_parse("semi 1\n", deck, &why), -1);
	assert_int_equal(nm_cards_parse("frutos 1\n", deck, &why), -1);
	text[strlen(text) - 2] = '5';
	assert_int_equal(nm_cards_parse(text, deck, &why), -1);
}

static void test_criptex(void **state)
{
	(void)state;
	/* "5 vence a la 4, 4 a 3, 3 a 2, 2 a 1 y finalmente 1 derrota a 5". */
	assert_int_equal(nm_tactic_beats(5, 4), 1);
	assert_int_equal(nm_tactic_beats(4, 3), 1);
	assert_int_equal(nm_tactic_beats(3, 2), 1);
	assert_int_equal(nm_tactic_beats(2, 1), 1);
	assert_int_equal(nm_tactic_beats(1, 5), 1);
	/* The figure: yellow 1 against violet 4: yellow wins, violet is the
	 * loser at distance 2 and removes 2 (under equilibrio). */
	assert_int_equal(nm_tactic_beats(1, 4), 1);
	assert_int_equal(nm_tactic_beats(4, 1), -1);
	assert_int_equal(nm_loss[NM_EVEN][((1 - 4) % 5 + 5) % 5 - 1], 2);
	for (int a = 1; a <= 5; a++) {
		int wins = 0, losses = 0;
		assert_int_equal(nm_tactic_beats(a, a), 0);
		for (int b = 1; b <= 5; b++) {
			assert_int_equal(nm_tactic_beats(a, b), -nm_tactic_beats(b, a));
			wins += nm_tactic_beats(a, b) == 1;
			losses += nm_tactic_beats(a, b) == -1;
		}
		/* No infallible tactic: each beats two and loses to two. */
		assert_int_equal(wins, 2);
		assert_int_equal(losses, 2);
	}
	/* Criteria: Example 2, 6 CQ against 1 CQ + 2 CA. */
	assert_int_equal(nm_criterion(6, 3), NM_DOUBLE);
	assert_int_equal(nm_criterion(3, 6), NM_HALF);
	assert_int_equal(nm_criterion(4, 3), NM_EVEN);
	assert_int_equal(nm_criterion(7, 3), NM_DOUBLE);
	assert_int_equal(nm_criterion(2, 3), NM_EVEN);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_scenarios_valid),
		cmocka_unit_test(test_validator),
		cmocka_unit_test(test_credit_table),
		cmocka_unit_test(test_cards),
		cmocka_unit_test(test_criptex),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
