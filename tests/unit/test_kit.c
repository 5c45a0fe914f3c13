/* The helpers engines share (games/kit/): the line reader and word
 * splitting of map files and saved states, the board checks, and what
 * each reader says about malformed input (which line, and why). The
 * readers are also held to linear work on adversarial input. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adjudicator/base/sbuf.h"
#include "games/game.h"
#include "games/kit/kit_lines.h"
#include "games/kit/kit_map.h"
#include "games/kit/kit_check.h"
#include "games/kit/kit_engine.h"
#include "games/kit/kit_state.h"
#include "adjudicator/base/tpl.h"

/* ---- kit_lines ------------------------------------------------------- */

static void test_lines__reads_numbers_and_trims(void **state)
{
	(void)state;
	kit_lines r;
	es_err e;
	kit_lines_init(&r, "a b \r\n\n  c\t\nlast", "x.map", 64);
	assert_int_equal(kit_lines_next(&r, &e), 1);
	assert_string_equal(r.buf, "a b");
	assert_int_equal(r.lineno, 1);
	assert_int_equal(r.rawlen, 5); /* the raw line keeps its blanks */
	assert_int_equal(kit_lines_next(&r, &e), 1);
	assert_string_equal(r.buf, "");
	assert_int_equal(kit_lines_next(&r, &e), 1);
	assert_string_equal(r.buf, "  c");
	assert_int_equal(kit_lines_next(&r, &e), 1);
	assert_string_equal(r.buf, "last");
	assert_int_equal(r.lineno, 4);
	assert_int_equal(kit_lines_next(&r, &e), 0);
	assert_int_equal(kit_lines_next(&r, &e), 0);
}

static void test_lines__too_long_names_file_and_line(void **state)
{
	(void)state;
	kit_lines r;
	es_err e;
	kit_lines_init(&r, "ok\n0123456789\n", "teg.map", 10);
	assert_int_equal(kit_lines_next(&r, &e), 1);
	assert_int_equal(kit_lines_next(&r, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "teg.map:2: line too long");
	/* Without a file name it is a saved state. */
	kit_lines_init(&r, "\n\n123456789\n", NULL, 10);
	assert_int_equal(kit_lines_next(&r, &e), 1);
	assert_int_equal(kit_lines_next(&r, &e), 1);
	assert_int_equal(kit_lines_next(&r, &e), 1); /* 9 bytes fit in 10 */
	kit_lines_init(&r, "\n\n0123456789\n", NULL, 10);
	kit_lines_next(&r, &e);
	kit_lines_next(&r, &e);
	assert_int_equal(kit_lines_next(&r, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "state line 3: too long");
	/* A max past the buffer is the buffer. */
	kit_lines_init(&r, "", NULL, 1 << 20);
	assert_int_equal(r.max, KIT_LINE_MAX);
}

static void test_split__words_and_overflow(void **state)
{
	(void)state;
	char line[] = " seat\t0  hand 1 2\r";
	char *w[8];
	assert_int_equal(kit_split(line, w, 8), 5);
	assert_string_equal(w[0], "seat");
	assert_string_equal(w[1], "0");
	assert_string_equal(w[4], "2");
	char empty[] = " \t ";
	assert_int_equal(kit_split(empty, w, 8), 0);
	/* Past maxw the last word keeps the rest: no reader takes it. */
	char many[] = "a b c d";
	assert_int_equal(kit_split(many, w, 2), 2);
	assert_string_equal(w[0], "a");
	assert_string_equal(w[1], "b c d");
}

static void test_fields__words_quotes_numbers(void **state)
{
	(void)state;
	const char *p = " country \"Gran Bretaña\" 42 0042x 12345 \"open";
	kit_field f;
	assert_int_equal(kit_field_next(&p, &f), 1);
	assert_true(kit_field_is(&f, "country"));
	assert_false(kit_field_is(&f, "countr"));
	assert_int_equal(kit_field_next(&p, &f), 1);
	assert_true(f.quoted);
	assert_int_equal(f.n, strlen("Gran Bretaña"));
	assert_false(kit_field_is(&f, "Gran Bretaña")); /* quoted is never a bare word */
	int v;
	assert_int_equal(kit_field_next(&p, &f), 1);
	assert_true(kit_field_num(&f, 100, &v));
	assert_int_equal(v, 42);
	assert_false(kit_field_num(&f, 41, &v));
	assert_int_equal(kit_field_next(&p, &f), 1);
	assert_false(kit_field_num(&f, 9999, &v));
	assert_int_equal(kit_field_next(&p, &f), 1);
	assert_false(kit_field_num(&f, 99999, &v)); /* more than 4 digits */
	assert_int_equal(kit_field_next(&p, &f), -1); /* quote never closed */
	const char *q = "  \t";
	assert_int_equal(kit_field_next(&q, &f), 0);
	/* kit_word does not know quotes. */
	const char *r = "\"a b\"";
	assert_int_equal(kit_word(&r, &f), 1);
	assert_int_equal(f.n, 2);
	assert_string_equal(kit_skip_blanks(" \t x"), "x");
}

static void test_index_and_num(void **state)
{
	(void)state;
	static const char *const t[] = { "game", "phase", "step", NULL };
	assert_int_equal(kit_index(t, 3, "step"), 2);
	assert_int_equal(kit_index(t, 2, "step"), -1);
	assert_int_equal(kit_index0(t, "phase"), 1);
	assert_int_equal(kit_index0(t, "Phase"), -1);
	long v;
	assert_true(kit_num("0", 0, &v));
	assert_int_equal(v, 0);
	assert_true(kit_num("2000000000", 2000000000, &v));
	assert_false(kit_num("2000000001", 2000000000, &v));
	assert_false(kit_num("", 10, &v));
	assert_false(kit_num("-1", 10, &v));
	assert_false(kit_num("+1", 10, &v));
	assert_false(kit_num("1 ", 10, &v));
	assert_false(kit_num("12345678901", 99999999999L, &v)); /* 11 digits */
}

/* ---- kit_map --------------------------------------------------------- */

static void test_map__ids(void **state)
{
	(void)state;
	char ids[3][8] = { "leon", "gal-1", "x" };
	assert_true(kit_map_id_ok("gal-1", 5, 8));
	assert_false(kit_map_id_ok("gal-1", 5, 5)); /* no room for the NUL */
	assert_false(kit_map_id_ok("Leon", 4, 8));
	assert_false(kit_map_id_ok("", 0, 8));
	assert_int_equal(kit_map_id_find(ids[0], sizeof ids[0], 3, "gal-1 rest", 5), 1);
	assert_int_equal(kit_map_id_find(ids[0], sizeof ids[0], 3, "xx", 2), -1);
	assert_int_equal(kit_map_id_find(ids[0], sizeof ids[0], 2, "x", 1), -1);
}

static void test_map__connected(void **state)
{
	(void)state;
	uint64_t path[3] = { 2, 1 | 4, 2 };
	assert_true(kit_map_connected(path, 3));
	uint64_t split[4] = { 2, 1, 8, 4 };
	assert_false(kit_map_connected(split, 4));
	assert_false(kit_map_connected(split, 0));
	uint64_t ring[64];
	for (int i = 0; i < 64; i++)
		ring[i] = (uint64_t)1 << ((i + 1) % 64) | (uint64_t)1 << ((i + 63) % 64);
	assert_true(kit_map_connected(ring, 64));
	ring[10] = ring[11] = 0;
	ring[9] &= ~((uint64_t)1 << 10);
	ring[12] &= ~((uint64_t)1 << 11);
	assert_false(kit_map_connected(ring, 64));
}

static void test_map__owned_and_listed(void **state)
{
	(void)state;
	int owner[64];
	for (int i = 0; i < 64; i++)
		owner[i] = i % 3 == 0 ? 1 : -1;
	uint64_t m = kit_map_owned(owner, 64, 1);
	assert_int_equal(__builtin_popcountll(m), 22);
	assert_true(m >> 63 & 1); /* the last place counts */
	assert_int_equal(kit_map_owned(owner, 64, 2), 0);
	char names[4][8] = { "Cuzco", "Lima", "Quito", "Sucre" };
	sbuf b = SBUF_INIT;
	kit_map_list(&b, names[0], sizeof names[0], 4, 1 | 4 | 8);
	assert_string_equal(sbuf_str(&b), "Cuzco, Quito, Sucre");
	sbuf_reset(&b);
	kit_map_list(&b, names[0], sizeof names[0], 4, 0);
	assert_string_equal(sbuf_str(&b), "—");
	sbuf_free(&b);
}

static void test_map__embedded_boards(void **state)
{
	(void)state;
	assert_non_null(strstr(kit_map_text("games/teg/teg.map"), "continent"));
	assert_non_null(strstr(kit_map_text("games/reconquista/reconquista.map"), "\np "));
	es_err e;
	kit_map_must(ES_OK, &e); /* returns */
}

/* ---- kit_state ------------------------------------------------------ */

static void test_state__lines_words_and_quote(void **state)
{
	(void)state;
	kit_state_in in;
	es_err e;
	kit_state_init(&in, "game x\n\n  \t\nseat 1 hand 0 1\r\nbad  line  \n", 64, 8);
	assert_int_equal(kit_state_next(&in, &e), 1);
	assert_int_equal(in.nw, 2);
	assert_string_equal(in.w[1], "x");
	assert_int_equal(kit_state_next(&in, &e), 1); /* blank lines skipped */
	assert_int_equal(in.r.lineno, 4);
	assert_int_equal(in.nw, 5);
	assert_string_equal(in.w[4], "1");
	assert_int_equal(kit_state_next(&in, &e), 1);
	assert_int_equal(kit_state_fail(&in, &e, "unknown fact"), ES_ESYNTAX);
	/* The line is quoted as written. */
	assert_string_equal(e.msg, "state line 5: unknown fact: bad  line  ");
	assert_int_equal(kit_state_next(&in, &e), 0);
}

static void test_state__malformed(void **state)
{
	(void)state;
	kit_state_in in;
	es_err e;
	/* A line too long names its number. */
	sbuf t = SBUF_INIT;
	sbuf_puts(&t, "game x\nphase y\n");
	for (int i = 0; i < 600; i++)
		sbuf_puts(&t, "ab ");
	sbuf_puts(&t, "\n");
	kit_state_init(&in, sbuf_str(&t), 1024, 8);
	assert_int_equal(kit_state_next(&in, &e), 1);
	assert_int_equal(kit_state_next(&in, &e), 1);
	assert_int_equal(kit_state_next(&in, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "state line 3: too long");
	sbuf_free(&t);
	/* A quote is cut at 200 bytes. */
	char line[400];
	memset(line, 'q', sizeof line - 1);
	line[sizeof line - 1] = '\0';
	kit_state_init(&in, line, 1024, 8);
	assert_int_equal(kit_state_next(&in, &e), 1);
	kit_state_fail(&in, &e, "why");
	assert_int_equal(strlen(e.msg), strlen("state line 1: why: ") + 200);
	/* More words than max: the last keeps the rest, which no fact reads. */
	kit_state_init(&in, "winners 0 1 2 3", 64, 3);
	assert_int_equal(kit_state_next(&in, &e), 1);
	assert_int_equal(in.nw, 3);
	uint32_t set = 0;
	assert_false(kit_state_read_seats(in.w + 1, in.nw - 1, 4, &set));
	/* max_words past the array is the array. */
	kit_state_init(&in, "", 64, 1000);
	assert_int_equal(in.maxw, KIT_STATE_WORDS);
}

static void test_state__unseen(void **state)
{
	(void)state;
	static const char *const keys[] = { "game", "phase", "stalemate", "step" };
	int seen[4] = { 1, 1, 0, 1 };
	assert_string_equal(kit_state_unseen(seen, keys, 4, 0), "stalemate");
	assert_null(kit_state_unseen(seen, keys, 4, 1u << 2)); /* optional: a later release's fact */
	seen[3] = 0;
	assert_string_equal(kit_state_unseen(seen, keys, 4, 1u << 2), "step");
}

static void test_state__seats_round_trip(void **state)
{
	(void)state;
	sbuf b = SBUF_INIT;
	kit_state_put_seats(&b, 0, 4);
	kit_state_put_seats(&b, GAME_SEAT(0) | GAME_SEAT(3), 4);
	kit_state_put_seat(&b, -1);
	kit_state_put_seat(&b, 5);
	assert_string_equal(sbuf_str(&b), " - 0 3 - 5");
	sbuf_free(&b);
	char w0[] = "-", w1[] = "0", w2[] = "3", w4[] = "4", wx[] = "x";
	char *dash[] = { w0 }, *two[] = { w1, w2 }, *high[] = { w4 }, *bad[] = { wx }, *mixed[] = { w1, w0 };
	uint32_t set = 0;
	assert_true(kit_state_read_seats(dash, 1, 4, &set));
	assert_int_equal(set, 0);
	assert_true(kit_state_read_seats(two, 2, 4, &set));
	assert_int_equal(set, GAME_SEAT(0) | GAME_SEAT(3));
	assert_false(kit_state_read_seats(high, 1, 4, &set)); /* seat 4 of 4 */
	assert_false(kit_state_read_seats(bad, 1, 4, &set));
	assert_false(kit_state_read_seats(mixed, 2, 4, &set));
	assert_false(kit_state_read_seats(two, 0, 4, &set)); /* nothing at all */
}

/* ---- tpl_vput, kit_check, kit_engine --------------------------------- */

static void put_into(sbuf *out, const char *lang, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	tpl_vput(out, lang, id, ap);
	va_end(ap);
}

static void test_text__render_and_fallback(void **state)
{
	(void)state;
	sbuf a = SBUF_INIT, b = SBUF_INIT;
	tpl_put(&a, "es", "reco.ev.passed", "player", "Ana", NULL);
	put_into(&b, "es", "reco.ev.passed", "player", "Ana", NULL);
	assert_non_null(strstr(sbuf_str(&a), "Ana"));
	assert_string_equal(sbuf_str(&a), sbuf_str(&b));
	sbuf_reset(&a);
	tpl_put(&a, "es", "no.such.id", NULL);
	assert_string_equal(sbuf_str(&a), "[no.such.id]");
	sbuf_free(&a);
	sbuf_free(&b);
}

/* A toy grammar: a line is a number. */
static int parse_digit(const char *line, const char *lang, const void *ctx, void *out, sbuf *why)
{
	(void)lang;
	long v;
	if (!kit_num(line, *(const long *)ctx, &v)) {
		sbuf_printf(why, "'%s' is not a number up to %ld", line, *(const long *)ctx);
		return ES_ESYNTAX;
	}
	*(long *)out = v;
	return ES_OK;
}

static void test_check__parse_names_the_line(void **state)
{
	(void)state;
	const char *text[] = { "3", "12", "x7", "4" };
	int lineno[] = { 1, 2, 3, 4 };
	game_lines l = { text, lineno, 4 };
	long out[4] = { 0 }, max = 20;
	game_reject rej;
	l.n = 2;
	assert_int_equal(kit_check_parse(&l, "es", parse_digit, &max, out, sizeof out[0], &rej), ES_OK);
	assert_int_equal(out[1], 12);
	l.n = 4;
	assert_int_equal(kit_check_parse(&l, "es", parse_digit, &max, out, sizeof out[0], &rej), ES_ESYNTAX);
	assert_int_equal(rej.index, 2);
	assert_string_equal(rej.why, "'x7' is not a number up to 20");
	max = 5;
	assert_int_equal(kit_check_parse(&l, "es", parse_digit, &max, out, sizeof out[0], &rej), ES_ESYNTAX);
	assert_int_equal(rej.index, 1);
	/* A reason longer than rej.why is cut without splitting a character. */
	sbuf why = SBUF_INIT;
	for (int i = 0; i < 400; i++)
		sbuf_puts(&why, "ñ");
	assert_int_equal(kit_check_refuse(&rej, 7, &why), ES_ESYNTAX);
	assert_int_equal(rej.index, 7);
	assert_int_equal(strlen(rej.why), 510);
}

static void test_engine__status_and_shuffle(void **state)
{
	(void)state;
	game_status st;
	memset(&st, 0xff, sizeof st);
	kit_status(&st, "move", 3, 9, 0, 0, "victory");
	assert_string_equal(st.phase, "move");
	assert_int_equal(st.turn, 3);
	assert_int_equal(st.step, 9);
	assert_null(st.end); /* no end before the end */
	assert_int_equal(st.waiting, 0);
	kit_status(&st, "over", 3, 10, 1, GAME_SEAT(2), "victory");
	assert_string_equal(st.end, "victory");
	assert_int_equal(st.winners, GAME_SEAT(2));
	kit_free(NULL);
}

/* ---- linear work ----------------------------------------------------- */

static double cpu_ns(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Reads text to its end or first error as a map file does: every line,
 * every field. */
static void read_all(const char *text)
{
	kit_lines r;
	es_err e;
	kit_lines_init(&r, text, "x.map", KIT_LINE_MAX);
	while (kit_lines_next(&r, &e) == 1) {
		const char *p = r.buf;
		kit_field f;
		while (kit_field_next(&p, &f) == 1)
			;
		char *w[64];
		kit_split(r.buf, w, 64);
	}
	kit_state_in in;
	kit_state_init(&in, text, KIT_LINE_MAX, KIT_STATE_WORDS);
	while (kit_state_next(&in, &e) == 1)
		;
}

static char *repeat(const char *unit, size_t size)
{
	size_t u = strlen(unit);
	char *s = malloc(size + u + 1);
	size_t n = 0;
	while (n < size) {
		memcpy(s + n, unit, u);
		n += u;
	}
	s[n] = '\0';
	return s;
}

static double best(const char *text, int reps)
{
	double b = -1;
	for (int t = 0; t < 3; t++) {
		double t0 = cpu_ns();
		for (int i = 0; i < reps; i++)
			read_all(text);
		double d = cpu_ns() - t0;
		if (b < 0 || d < b)
			b = d;
	}
	return b;
}

/* One read of 16 times the text costs about 16 reads of the text. */
static void test_readers__linear(void **state)
{
	(void)state;
	static const char *const units[] = { "\n", "a \"b\" c\n", " \t\r\n", "\"", "x" };
	for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
		char *small = repeat(units[i], 16 * 1024), *big = repeat(units[i], 16 * 16 * 1024);
		read_all(big);
		double ts = best(small, 16), tb = best(big, 1);
		double ratio = tb / (ts > 1 ? ts : 1);
		if (ratio > 4.0)
			fail_msg("unit %zu: ratio %.1f", i, ratio);
		free(small);
		free(big);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lines__reads_numbers_and_trims),
		cmocka_unit_test(test_lines__too_long_names_file_and_line),
		cmocka_unit_test(test_split__words_and_overflow),
		cmocka_unit_test(test_fields__words_quotes_numbers),
		cmocka_unit_test(test_index_and_num),
		cmocka_unit_test(test_map__ids),
		cmocka_unit_test(test_map__connected),
		cmocka_unit_test(test_map__owned_and_listed),
		cmocka_unit_test(test_map__embedded_boards),
		cmocka_unit_test(test_state__lines_words_and_quote),
		cmocka_unit_test(test_state__malformed),
		cmocka_unit_test(test_state__unseen),
		cmocka_unit_test(test_state__seats_round_trip),
		cmocka_unit_test(test_text__render_and_fallback),
		cmocka_unit_test(test_check__parse_names_the_line),
		cmocka_unit_test(test_engine__status_and_shuffle),
		cmocka_unit_test(test_readers__linear),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
