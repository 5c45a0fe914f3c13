/* Unit tests of the HTML alternative (adjudicator/mail/html.c): what is
 * copied in is escaped (element text and attribute values), mailto: link
 * parts are percent-encoded as RFC 6068 asks, the text's lines become
 * paragraphs, tables (lines aligned in columns), <pre> blocks (a board
 * of one-character cells) and headings, the quick block becomes links in
 * its place (and stays text when it is not found), and a composed mail
 * with an HTML placeholder nests multipart/related and
 * multipart/alternative with one copy of the picture. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/html.h"
#include "adjudicator/mail/outmail.h"

#include <stdio.h>
#include <string.h>

static void test_html__escape(void **s)
{
	(void)s;
	sbuf b = SBUF_INIT;
	const char *evil = "\"><img src=x onerror='a()'>&\x01<script>";
	html_escape(&b, evil, strlen(evil));
	assert_string_equal(sbuf_str(&b),
		"&quot;&gt;&lt;img src=x onerror=&#39;a()&#39;&gt;&amp;&lt;script&gt;");
	sbuf_free(&b);
}

static void test_html__pct(void **s)
{
	(void)s;
	sbuf b = SBUF_INIT;
	html_pct(&b, "TIRAR ñ&body=x?\nPASO%");
	assert_string_equal(sbuf_str(&b), "TIRAR%20%C3%B1%26body%3Dx%3F%0D%0APASO%25");
	sbuf_free(&b);
}

static const char TEXT[] = "== Tu vista ==\nTurno 3 de ana.\nSegunda línea.\n\n  A B C\n  1 2 3\n\n"
			   "Respuestas:\n  TIRAR\n\nFin <b>.\n";
static const char QUICK[] = "Respuestas:\n  TIRAR\n";

static void test_html__blocks_and_links(void **s)
{
	(void)s;
	html_link l = { NULL, "TIRAR" };
	html_doc d = { "es", "[g] Turno 3", TEXT, "g-3.png@x.test", "Tablero", QUICK, "Respuestas:",
		"juez+g.0.ab@x.test", "[g] Turno 3", &l, 1 };
	sbuf b = SBUF_INIT;
	html_render(&b, &d);
	const char *h = sbuf_str(&b);
	assert_non_null(strstr(h, "<html lang=\"es\">"));
	assert_non_null(strstr(h, "<title>[g] Turno 3</title>"));
	assert_non_null(strstr(h, "src=\"cid:g-3.png@x.test\" alt=\"Tablero\">"));
	assert_non_null(strstr(h, ">Tu vista</h2>"));
	assert_non_null(strstr(h, ">Turno 3 de ana.<br>\nSegunda línea.</p>"));
	assert_non_null(strstr(h, ">  A B C\n  1 2 3</pre>"));
	assert_non_null(strstr(h, "href=\"mailto:juez+g.0.ab@x.test?subject=%5Bg%5D%20Turno%203&amp;body=TIRAR\">"
				  "TIRAR</a>"));
	assert_null(strstr(h, "  TIRAR")); /* the block is the link, not text too */
	assert_non_null(strstr(h, "Fin &lt;b&gt;.</p>"));
	assert_null(strstr(h, "<script"));
	/* Not found (the text changed): text, no link. */
	d.quick = "Respuestas:\n  PASO\n";
	sbuf c = SBUF_INIT;
	html_render(&c, &d);
	assert_null(strstr(sbuf_str(&c), "mailto:"));
	assert_non_null(strstr(sbuf_str(&c), "  TIRAR"));
	sbuf_free(&b);
	sbuf_free(&c);
}

/* Lines aligned in columns (two blanks or more between them, in every
 * line) are a table, one cell a column, each cell's words escaped, a
 * single blank kept inside a cell; a board of one-character cells and a
 * lone indented line stay <pre>; the same text, the same bytes. */
static void test_html__tables(void **s)
{
	(void)s;
	static const char text[] = "Europa:\n  España       -       0   Rusia        -       0\n"
				   "  Gran Bretaña ana<b>  1   Islandia     ana     1\n  Polonia      -       0\n\n"
				   "     a b c\n   1 M . .\n   2 . . Q\n\n  solo  una línea\n";
	html_doc d = { "es", "t", text, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0 };
	sbuf b = SBUF_INIT, b2 = SBUF_INIT;
	html_render(&b, &d);
	html_render(&b2, &d);
	const char *h = sbuf_str(&b);
	assert_string_equal(h, sbuf_str(&b2));
	const char *t = strstr(h, "<table");
	assert_non_null(t);
	assert_null(strstr(t + 1, "<table")); /* one table only */
#define TD "<td style=\"padding:1px 7px 1px 0;vertical-align:top\">"
	assert_non_null(strstr(h, "<tr>" TD "España</td>" TD "-</td>" TD "0</td>" TD "Rusia</td>" TD "-</td>" TD
				  "0</td></tr>"));
	assert_non_null(strstr(h, "<tr>" TD "Gran Bretaña</td>" TD "ana&lt;b&gt;</td>" TD "1</td>" TD "Islandia</td>"));
	assert_non_null(strstr(h, "<tr>" TD "Polonia</td>" TD "-</td>" TD "0</td>" TD "</td>" TD "</td>" TD "</td></tr>"));
#undef TD
	assert_non_null(strstr(h, ">     a b c\n   1 M . .\n   2 . . Q</pre>"));
	assert_non_null(strstr(h, ">  solo  una línea</pre>"));
	assert_non_null(strstr(h, ">Europa:</p>"));
	sbuf_free(&b);
	sbuf_free(&b2);
}

static void test_html__mail_structure(void **s)
{
	(void)s;
	conf c;
	memset(&c, 0, sizeof c);
	snprintf(c.name, sizeof c.name, "Juez");
	snprintf(c.address, sizeof c.address, "juez@x.test");
	arena *a = arena_new();
	out_part parts[2] = {
		{ "image/png", "g-3.png", "=_render picture 0\n", 19, 1, 1, "g-3.png@x.test" },
		{ "application/json", "g-3.json", "=_render json 0\n", 16, 0, 1, NULL },
	};
	out_msg m = { .to = "ana@x.test", .subject = "s", .body = "hola\n", .message_id = "g.1@x.test", .parts = parts,
		.nparts = 2, .html = "=_render html 0\n" };
	size_t len;
	char *r = out_compose(a, &c, &m, 0, &len);
	const char *mixed = strstr(r, "Content-Type: multipart/mixed;");
	const char *rel = strstr(r, "Content-Type: multipart/related; type=\"multipart/alternative\";");
	const char *alt = strstr(r, "Content-Type: multipart/alternative;");
	const char *plain = strstr(r, "Content-Type: text/plain;");
	const char *html = strstr(r, "Content-Type: text/html; charset=UTF-8");
	const char *png = strstr(r, "Content-ID: <g-3.png@x.test>");
	const char *json = strstr(r, "Content-Type: application/json");
	assert_true(mixed && rel && alt && plain && html && png && json);
	assert_true(mixed < rel && rel < alt && alt < plain && plain < html && html < png && png < json);
	/* One picture. */
	assert_null(strstr(png + 1, "image/png"));
	arena_free(a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_html__escape),
		cmocka_unit_test(test_html__pct),
		cmocka_unit_test(test_html__blocks_and_links),
		cmocka_unit_test(test_html__tables),
		cmocka_unit_test(test_html__mail_structure),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
