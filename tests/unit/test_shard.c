/* Unit tests of adjudicator/run/shard: the shard map and the Sieve script
 * written from it (tests/e2e/shards.sh runs the script in Dovecot). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "adjudicator/run/shard.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_shard__map_lines(void **s)
{
	(void)s;
	shard_map m = { 0 };
	es_err e = { 0 };
	assert_int_equal(shard_map_parse(&m, "# hosts\n\ng2 2\r\ng1 1\n  g1 1 over\ns.x-2 3 over\n", "a", &e), ES_OK);
	assert_int_equal(m.n, 3);
	assert_string_equal(m.v[0].game, "g1"); /* sorted, duplicates merged */
	assert_int_equal(m.v[0].over, 0);       /* over only if every line says so */
	assert_int_equal(m.v[2].over, 1);
	assert_int_equal(shard_of(&m, "g2"), 2);
	assert_int_equal(shard_of(&m, "s.x-2"), 3);
	assert_int_equal(shard_of(&m, "g3"), 0);
	/* A second source adds to the first. */
	assert_int_equal(shard_map_parse(&m, "g3 2", "b", &e), ES_OK);
	assert_int_equal(shard_of(&m, "g3"), 2);
	assert_int_equal(shard_map_parse(&m, "g1 2\n", "c", &e), ES_ESYNTAX);
	assert_non_null(strstr(e.msg, "game g1 is on shard 1 and on shard 2"));
	shard_map_free(&m);
	const char *bad[] = { "G1 1", "g1", "g1 0", "g1 1000", "g1 1 2", "g1 1 done", "-g 1", "g\"1 1", "g 1 over x",
		NULL };
	for (size_t i = 0; bad[i]; i++) {
		shard_map x = { 0 };
		assert_int_equal(shard_map_parse(&x, bad[i], "bad", &e), ES_ESYNTAX);
		assert_non_null(strstr(e.msg, "bad:1: "));
		shard_map_free(&x);
	}
	/* An empty map (a new judge, comments only) is a map of no game: every
	 * mail stays with host 1 (found by fuzz_shard: qsort of no entries). */
	shard_map none = { 0 };
	assert_int_equal(shard_map_parse(&none, "# none yet\n", "empty", &e), ES_OK);
	assert_int_equal(shard_of(&none, "g1"), 0);
	shard_map_free(&none);
}

static size_t count(const char *hay, const char *needle)
{
	size_t n = 0;
	for (const char *p = hay; (p = strstr(p, needle)); p++)
		n++;
	return n;
}

static void test_shard__sieve(void **s)
{
	(void)s;
	shard_map m = { 0 };
	es_err e = { 0 };
	sbuf text = SBUF_INIT;
	for (int i = 0; i < 42; i++) /* 41 games on shard 2: two patterns */
		sbuf_printf(&text, "g%02d.x %d\n", i, i ? 2 : 1);
	assert_int_equal(shard_map_parse(&m, sbuf_str(&text), "m", &e), ES_OK);
	sbuf out = SBUF_INIT;
	assert_int_equal(shard_sieve(&m, "INBOX.\"odd\\", &out, &e), ES_OK);
	const char *sv = sbuf_str(&out);
	/* The folder is a quoted Sieve string; dots in names are [.]. */
	assert_int_equal(count(sv, "fileinto :create \"INBOX.\\\"odd\\\\2\";"), 5); /* four rules and selftest */
	assert_int_equal(count(sv, "keep;"), 4);
	/* Names are patterns in the body rules, 40 a pattern; strings in the
	 * two tag rules, which take the game out of GAME.SEAT.MAC. */
	assert_int_equal(count(sv, "(g01[.]x|g02[.]x|"), 2);
	assert_int_equal(count(sv, "|g40[.]x)"), 2);
	assert_int_equal(count(sv, "(g41[.]x)"), 2);
	assert_int_equal(count(sv, "\"g41.x\""), 2);
	assert_int_equal(count(sv, "[.]x"), 2 * 42);
	assert_int_equal(count(sv, ":detail :regex"), 3); /* and selftest's */
	assert_int_equal(count(sv, "\"^(.+)[.][0-9]+[.][0-9a-f]+$\" {\n  set \"game\" \"${1}\";"), 2);
	/* selftest on the host of shard 2 writes to judge+selftest-2.NONCE@. */
	assert_int_equal(count(sv, "if string :is \"${shard}\" \"2\" {\n    fileinto"), 1);
	/* In order: the envelope line, the tag, then named games. */
	assert_true(strstr(sv, "body :text :regex") < strstr(sv, "set \"game\""));
	assert_true(strstr(sv, "address :detail") < strstr(sv, "UNIRSE"));
	sbuf_free(&out);
	assert_int_equal(shard_sieve(&m, "", &out, &e), ES_ESYNTAX);
	assert_int_equal(shard_sieve(&m, "INBOX\n/x", &out, &e), ES_ESYNTAX);
	assert_int_equal(shard_sieve(&m, "INBOX/${x}", &out, &e), ES_ESYNTAX);
	/* One shard: nothing to route selftest to. */
	shard_map one = { 0 };
	assert_int_equal(shard_map_parse(&one, "g1 1\n", "one", &e), ES_OK);
	assert_int_equal(shard_sieve(&one, "INBOX/shard-", &out, &e), ES_OK);
	assert_null(strstr(sbuf_str(&out), "selftest-"));
	shard_map_free(&one);
	sbuf_free(&out);
	sbuf_free(&text);
	shard_map_free(&m);
}

/* Every sign-up request that names its sign-up reaches the shard that
 * holds it: the named-games rule's pattern (POSIX extended, as Sieve's
 * :regex, case-insensitive as its default comparator) matches each form
 * request.c reads, and none of another game. */
static void test_shard__sieve_routes_signup_requests(void **s)
{
	(void)s;
	shard_map m = { 0 };
	es_err e = { 0 };
	assert_int_equal(shard_map_parse(&m, "ins-9 2\nother 1\n", "m", &e), ES_OK);
	sbuf out = SBUF_INIT;
	assert_int_equal(shard_sieve(&m, "INBOX/shard-", &out, &e), ES_OK);
	/* The named rule's pattern for shard 2: the string that holds both
	 * "((partida" and the game. */
	const char *sv = sbuf_str(&out), *at = NULL;
	static const char head[] = "\"(^|[^[:alnum:]._-])((partida";
	for (const char *q = strstr(sv, head); q; q = strstr(q + 1, head)) {
		const char *end = strchr(q + 1, '"');
		if (end && memmem(q, (size_t)(end - q), "(ins-9)", 7))
			at = q;
	}
	assert_non_null(at);
	char *re = strndup(at + 1, (size_t)(strchr(at + 1, '"') - at - 1));
	regex_t rx;
	assert_int_equal(regcomp(&rx, re, REG_EXTENDED | REG_ICASE | REG_NOSUB), 0);
	static const char *const yes[] = { "UNIRSE ins-9 Ana", "QUITAR ins-9 Ana", "Remove ins-9 Ana",
		"APROBAR ins-9 Ana", "approve ins-9 Ana", "RECHAZAR ins-9 Ana", "REFUSE ins-9 Ana", "EMPEZAR ins-9",
		"start ins-9", "FORZAR INICIO ins-9", "Force begin ins-9", "CANCELAR PARTIDA ins-9",
		"NUEVA PARTIDA teg ins-9", "hola\nAPROBAR ins-9 Ana\n" };
	static const char *const no[] = { "QUITAR other Ana", "EMPEZAR ins-90", "startins-9", "APROBAR ins-9x Ana" };
	for (size_t i = 0; i < sizeof yes / sizeof *yes; i++)
		if (regexec(&rx, yes[i], 0, NULL, 0))
			fail_msg("not routed: %s", yes[i]);
	for (size_t i = 0; i < sizeof no / sizeof *no; i++)
		if (!regexec(&rx, no[i], 0, NULL, 0))
			fail_msg("routed: %s", no[i]);
	regfree(&rx);
	free(re);
	sbuf_free(&out);
	shard_map_free(&m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shard__map_lines),
		cmocka_unit_test(test_shard__sieve),
		cmocka_unit_test(test_shard__sieve_routes_signup_requests),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
