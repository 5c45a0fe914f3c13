/* Unit tests of outgoing format=flowed (adjudicator/mail/flowed.c, RFC
 * 3676 with DelSp=no): long prose is soft-broken at spaces within 72
 * columns, fixed-width lines (indented, in columns, board rows) stay
 * whole, lines starting with ' ', '>' or "From " are space-stuffed, no
 * hard line ends in a space and no line is "-- "; a whole message read
 * back by the MIME reader (mime.c, which unflows) gives the text written. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/flowed.h"
#include "adjudicator/mail/mime.h"
#include "adjudicator/mail/outmail.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

static size_t width(const char *s, size_t n)
{
	size_t w = 0;
	utf8proc_ssize_t left = (utf8proc_ssize_t)n;
	const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s;
	while (left > 0) {
		utf8proc_int32_t cp;
		utf8proc_ssize_t k = utf8proc_iterate(p, left, &cp);
		assert_true(k > 0);
		w += (size_t)utf8proc_charwidth(cp);
		p += k;
		left -= k;
	}
	return w;
}

static char *enc(const char *text)
{
	sbuf b = SBUF_INIT;
	flow_encode(&b, text);
	return sbuf_detach(&b);
}

/* The RFC's decoding (section 4.1-4.2, DelSp=no), written here
 * independently: unstuff, then join a soft line to the next. */
static char *unflow(const char *s)
{
	sbuf b = SBUF_INIT;
	while (*s) {
		const char *nl = strchr(s, '\n');
		assert_non_null(nl);
		const char *l = s;
		if (*l == ' ')
			l++;
		sbuf_add(&b, l, (size_t)(nl - l));
		int soft = nl > l && nl[-1] == ' ' && !(nl - l == 3 && !strncmp(l, "-- ", 3));
		if (!soft)
			sbuf_putc(&b, '\n');
		s = nl + 1;
	}
	return sbuf_detach(&b);
}

/* Every line of out: no "-- ", a soft line within 72 columns. */
static void check_lines(const char *out)
{
	for (const char *l = out; *l;) {
		const char *nl = strchr(l, '\n');
		assert_non_null(nl);
		size_t n = (size_t)(nl - l);
		assert_false(n == 3 && !strncmp(l, "-- ", 3));
		/* wider only when one word is ("--" goes with it) */
		const char *inner = n > 1 ? memchr(l + (l[0] == ' '), ' ', n - 1 - (l[0] == ' ')) : NULL;
		int one_word = !inner || (inner == l + 2 && !strncmp(l, "--", 2) && !memchr(inner + 1, ' ', (size_t)(nl - inner - 2)));
		if (n && l[n - 1] == ' ' && !one_word)
			assert_true(width(l, n) <= 72 + (l[0] == ' '));
		l = nl + 1;
	}
}

static void test_flowed__prose_wraps_softly(void **s)
{
	(void)s;
	const char *para = "Te damos la bienvenida a la partida teg-1 (teg). Jugadores, en el orden en que se sientan a "
			   "la mesa: ana, bob, carla. Cada uno recibe su objetivo secreto en este correo y nadie más lo ve.\n";
	char *out = enc(para);
	check_lines(out);
	/* More than one line, every one but the last soft, the last hard. */
	int lines = 0, soft = 0;
	for (const char *l = out; *l; l = strchr(l, '\n') + 1) {
		const char *nl = strchr(l, '\n');
		lines++;
		soft += nl > l && nl[-1] == ' ';
	}
	assert_true(lines >= 3);
	assert_int_equal(soft, lines - 1);
	assert_true(out[strlen(out) - 2] != ' ');
	char *back = unflow(out);
	assert_string_equal(back, para);
	free(back);
	free(out);
}

static void test_flowed__short_lines_and_lists_kept(void **s)
{
	(void)s;
	/* Lines within 72 columns are never joined: a list, an order echo. */
	const char *t = "Hemos aceptado tus órdenes:\n\nATACAR Brasil Uruguay\nPASO\n- ana coloca 5 tropas.\n";
	char *out = enc(t);
	assert_string_equal(out, t);
	free(out);
}

static void test_flowed__fixed_width_stays_whole(void **s)
{
	(void)s;
	const char *indented = "  A f2   petróleo  3 verde (carla) [*] | hierro 0 trigo 0 petróleo 54 acero 0 | 7/3/0\n";
	const char *columns = "OFRECER a rojo DOY 1 madera PIDO 1 trigo    (o a TODOS); públicas y numeradas para todos\n";
	const char *board = "26 . . . . . . . . . . . . . . . . . . . . B B . . . . . . . . . . . . . . . . .\n";
	char *out = enc(indented);
	/* stuffed (a leading space), whole, hard */
	assert_int_equal(out[0], ' ');
	assert_string_equal(out + 1, indented);
	free(out);
	out = enc(columns);
	assert_string_equal(out, columns);
	free(out);
	out = enc(board);
	assert_string_equal(out, board);
	free(out);
}

static void test_flowed__stuffing(void **s)
{
	(void)s;
	char *out = enc("From here on, you play.\n>not a quote\n indented\nFromage\n");
	assert_string_equal(out, " From here on, you play.\n >not a quote\n  indented\nFromage\n");
	char *back = unflow(out);
	assert_string_equal(back, "From here on, you play.\n>not a quote\n indented\nFromage\n");
	free(back);
	free(out);
	/* "From " at the start of a wrapped piece is stuffed too. */
	char long_from[200];
	snprintf(long_from, sizeof long_from, "%s From now on the game waits for you.\n",
		"Aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn");
	out = enc(long_from);
	assert_non_null(strstr(out, "\n From now on"));
	back = unflow(out);
	assert_string_equal(back, long_from);
	free(back);
	free(out);
}

static void test_flowed__no_signature_by_mistake(void **s)
{
	(void)s;
	/* A hard "-- " loses its space; "--" where a wrap would fall stays
	 * with the next word, wherever it falls. */
	char *out = enc("-- \nFay\n");
	assert_string_equal(out, "--\nFay\n");
	free(out);
	char line[400];
	for (int k = 0; k < 40; k++) {
		/* "--" at every place of a line, before a word too wide for
		 * one: the piece "-- " would stand alone */
		snprintf(line, sizeof line, "%.*s -- %s y fin.\n", 40 + k,
			"bla bla bla bla bla bla bla bla bla bla bla bla bla bla bla bla bla bla bla bla bla",
			"https://estafeta.example.org/partidas/reconquista-7/turnos/0001234567890.html");
		out = enc(line);
		check_lines(out);
		char *back = unflow(out);
		/* trailing blanks aside, the text comes back */
		assert_string_equal(back, line);
		free(back);
		free(out);
	}
	/* A hard line never ends in a blank (it would read as soft). */
	out = enc("Tablero:   \nfin\n");
	assert_string_equal(out, "Tablero:\nfin\n");
	free(out);
}

static void test_flowed__wide_characters_and_long_words(void **s)
{
	(void)s;
	sbuf t = SBUF_INIT;
	for (int i = 0; i < 30; i++)
		sbuf_puts(&t, "漢字 ");
	sbuf_puts(&t, "fin\n");
	char *out = enc(sbuf_str(&t));
	check_lines(out);
	char *back = unflow(out);
	assert_string_equal(back, sbuf_str(&t));
	free(back);
	free(out);
	/* Within 72 columns but over 78 octets (three-byte arrows): wrapped
	 * so that no line passes 78 octets. */
	sbuf_reset(&t);
	sbuf_puts(&t, "- Has movido:");
	for (int i = 0; i < 8; i++)
		sbuf_puts(&t, " 3: \xc3\x81vila \xe2\x86\x92 Le\xc3\xb3n,");
	sbuf_puts(&t, "\n");
	out = enc(sbuf_str(&t));
	for (const char *l = out; *l; l = strchr(l, '\n') + 1)
		assert_true(strchr(l, '\n') - l <= 78);
	back = unflow(out);
	assert_string_equal(back, sbuf_str(&t));
	free(back);
	free(out);
	/* A word wider than a line stands alone; nothing is lost. */
	sbuf_reset(&t);
	sbuf_puts(&t, "Compromiso: ");
	for (int i = 0; i < 20; i++)
		sbuf_puts(&t, "0123456789");
	sbuf_puts(&t, " y el resto de la frase, que es corta.\n");
	out = enc(sbuf_str(&t));
	back = unflow(out);
	assert_string_equal(back, sbuf_str(&t));
	free(back);
	free(out);
	sbuf_free(&t);
}

/* A composed message says format=flowed, keeps lines within 78 octets,
 * and the MIME reader gives back exactly the body written. */
static void test_flowed__whole_message_round_trip(void **s)
{
	(void)s;
	conf c;
	es_err e;
	assert_int_equal(conf_load(&c, "/nonexistent-estafeta-root", &e), ES_OK);
	arena *a = arena_new();
	const char *body =
		"Hola, ana:\n\n"
		"Hemos aceptado tus órdenes para la partida reconquista-12345, tal como las entendimos, y son estas:\n\n"
		"ATACAR Segovia CON Ávila Valladolid\n"
		"From the start: una línea que empieza como un separador de mbox.\n"
		"> una línea que parece una cita\n"
		"  Almería        0   Guipúzcoa      0   Valencia       0   Beira Alta     3   Minho  4\n\n"
		"Si no contestas a tiempo, colocaremos por ti 5 tropas, una a una, en provincias tuyas elegidas al azar.\n";
	out_msg m = { 0 };
	m.to = "ana@x.test";
	m.subject = "[reconquista-12345] Órdenes aceptadas";
	m.body = body;
	m.message_id = "r.000001.01@estafeta.invalid";
	size_t len;
	char *raw = out_compose(a, &c, &m, 1795304210, &len);
	assert_non_null(strstr(raw, "Content-Type: text/plain; charset=UTF-8; format=flowed; delsp=no\n"));
	for (char *l = raw; *l;) {
		char *nl = strchr(l, '\n');
		assert_non_null(nl);
		assert_true(nl - l <= 78);
		l = nl + 1;
	}
	mime_msg mm;
	assert_int_equal(mime_parse(a, raw, len, 0, &mm, &e), ES_OK);
	/* mime.c keeps '>' lines verbatim (the order parser drops them): a
	 * stuffed one comes back unstuffed. */
	assert_string_equal(mm.text, body);
	arena_free(a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_flowed__prose_wraps_softly),
		cmocka_unit_test(test_flowed__short_lines_and_lists_kept),
		cmocka_unit_test(test_flowed__fixed_width_stays_whole),
		cmocka_unit_test(test_flowed__stuffing),
		cmocka_unit_test(test_flowed__no_signature_by_mistake),
		cmocka_unit_test(test_flowed__wide_characters_and_long_words),
		cmocka_unit_test(test_flowed__whole_message_round_trip),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
