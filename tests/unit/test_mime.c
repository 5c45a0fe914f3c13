/* Unit tests of the MIME extraction module (adjudicator/mail/mime.c): one
 * fixture mail per case under tests/data/mail/, exact decoded text, small
 * inline mails for header variants, and a mini-fuzz over every fixture. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "adjudicator/mail/mime.h"
#include "adjudicator/base/sbuf.h"

#define FIXTURES "tests/data/mail/"

static const char *const fixtures[] = {
	"alternative.eml", "auto_replied.eml", "base64_utf8.eml",
	"binary_junk.eml", "bounce.eml", "controls.eml", "cp1252.eml",
	"flowed.eml", "flowed_nodelsp.eml", "html_cp1252.eml",
	"html_only.eml", "latin9.eml", "mbox_line.eml", "mislabelled.eml",
	"mixed_attachment_first.eml", "nested.eml", "no_charset.eml",
	"no_msgid.eml", "plain_utf8.eml", "qp_latin1.eml",
	"reply_quoted_sig.eml", "rfc2047.eml", "truncated_multipart.eml",
	"truncated_nested.eml", "unknown_charset.eml",
	/* Shapes of several parts and of MIME other readers accept. */
	"mime/alternative_split_html.eml", "mime/apple_inline_image.eml",
	"mime/boundary_rfc2231.eml", "mime/boundary_rfc2231_continued.eml",
	"mime/forwarded_not_body.eml", "mime/html_split_by_image.eml",
	"mime/latin1_label_utf8.eml", "mime/mms_open_last_part.eml",
	"mime/text_files_not_body.eml", "mime/text_no_subtype.eml",
	"mime/text_no_subtype_part.eml", "mime/undecodable_part.eml",
};

/* Reads a fixture into a malloc'd buffer (caller frees). */
static char *slurp(const char *name, size_t *len)
{
	char path[256];
	snprintf(path, sizeof path, FIXTURES "%s", name);
	FILE *f = fopen(path, "rb");
	if (!f)
		fail_msg("cannot open %s (run from the repository root)", path);
	size_t cap = 4096, n = 0;
	char *buf = malloc(cap);
	size_t r;
	while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap)
			buf = realloc(buf, cap *= 2);
	}
	fclose(f);
	*len = n;
	return buf;
}

/* Parses a fixture that must parse; the strings live in a. */
static void parse_fixture(arena *a, const char *name, mime_msg *m)
{
	size_t len;
	char *raw = slurp(name, &len);
	es_err e;
	int rc = mime_parse(a, raw, len, 0, m, &e);
	free(raw);
	if (rc != ES_OK)
		fail_msg("%s: rc %d: %s", name, rc, e.msg);
	assert_non_null(m->text);
	assert_int_equal(strlen(m->text), m->text_len);
}

static int parse_str(arena *a, const char *s, mime_msg *m)
{
	es_err e;
	return mime_parse(a, s, strlen(s), 0, m, &e);
}

/* The invariants every successful parse keeps: valid UTF-8, LF only, no
 * control characters but tab and LF, text_len matching. */
static void check_invariants(const mime_msg *m)
{
	assert_non_null(m->text);
	assert_non_null(m->text_source);
	const unsigned char *s = (const unsigned char *)m->text;
	size_t n = strlen(m->text);
	assert_int_equal(n, m->text_len);
	for (size_t i = 0; i < n;) {
		unsigned c = s[i];
		if (c < 0x80) {
			if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F)
				fail_msg("control byte 0x%02x at %zu", c, i);
			i++;
			continue;
		}
		size_t k = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
		if (!k || i + k > n)
			fail_msg("bad UTF-8 lead 0x%02x at %zu", c, i);
		for (size_t j = 1; j < k; j++)
			if ((s[i + j] & 0xC0) != 0x80)
				fail_msg("bad UTF-8 at %zu", i + j);
		i += k;
	}
	const char *strs[] = { m->from_addr, m->from_name, m->reply_to,
			       m->to_addr, m->message_id, m->in_reply_to,
			       m->references, m->subject };
	for (size_t i = 0; i < sizeof strs / sizeof strs[0]; i++)
		if (strs[i])
			for (const char *p = strs[i]; *p; p++)
				if ((unsigned char)*p < 0x20)
					fail_msg("control byte in a header field");
}

/* ---- body extraction, one fixture each -------------------------------- */

static void test_mime__plain_utf8_crlf(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "plain_utf8.eml", &m);
	assert_string_equal(m.text,
		"Ataco desde Córdoba a São Paulo con 3 ejércitos.\n"
		"Fortifico Perú.\n");
	assert_string_equal(m.text_source, "plain");
	assert_string_equal(m.from_addr, "ana@example.org");
	assert_string_equal(m.from_name, "Ana Pérez");
	assert_string_equal(m.to_addr, "judge+k3x9@game.test");
	assert_string_equal(m.delivered_to, "judge+k3x9@game.test");
	assert_string_equal(m.message_id, "plain-1@example.org");
	assert_string_equal(m.subject, "Turno 3");
	assert_null(m.reply_to);
	assert_null(m.in_reply_to);
	assert_null(m.references);
	assert_int_equal(m.auto_submitted, 0);
	assert_null(m.auto_reason);
	arena_free(a);
}

static void test_mime__qp_latin1(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "qp_latin1.eml", &m);
	/* Soft breaks joined (also "=" plus trailing blanks); "=3D" decoded;
	 * the invalid "=ZZ" kept as written. */
	assert_string_equal(m.text,
		"Muevo 2 ejércitos de Ávila a Cádiz. Refuerzo León con 5.\n"
		"Cuota 5=5 y x=ZZ, final.\n");
	assert_string_equal(m.subject, "Órdenes turno 4");
	arena_free(a);
}

static void test_mime__base64_utf8(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "base64_utf8.eml", &m);
	assert_string_equal(m.text,
		"Hola, juego desde Niño.\nAtaco Japón → China.\n");
	assert_string_equal(m.subject, "Órdenes");
	assert_string_equal(m.from_addr, "kenji@example.jp");
	assert_null(m.from_name);
	arena_free(a);
}

static void test_mime__windows_1252(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "cp1252.eml", &m);
	assert_string_equal(m.text,
		"Pago 5 € “entre comillas” y ‘simple’ – fin\n");
	arena_free(a);
}

static void test_mime__iso_8859_15_through_iconv(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "latin9.eml", &m);
	/* 0xA4 and 0xBD are € and œ in Latin-9 (¤ and ½ in Latin-1). */
	assert_string_equal(m.text, "Pago 5 € œ é\n");
	arena_free(a);
}

static void test_mime__unknown_charset_falls_back(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "unknown_charset.eml", &m);
	/* UTF-8 line and Latin-1 line in one part labelled x-klingon. */
	assert_string_equal(m.text, "Ataco Perú\ny España\n");
	arena_free(a);
}

static void test_mime__missing_charset_is_1252_when_not_utf8(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "no_charset.eml", &m);
	assert_string_equal(m.text, "Ataco Perú y España €\n");
	assert_string_equal(m.text_source, "plain");
	arena_free(a);
}

static void test_mime__mislabelled_utf8(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mislabelled.eml", &m);
	/* Latin-1 bytes under charset=utf-8, plus one real UTF-8 euro. */
	assert_string_equal(m.text,
		"Ataco Perú desde Bolivia. Año nuevo, ¿sí? Pago 5 €\n");
	/* 8-bit Latin-1 bytes in the raw Subject header. */
	assert_string_equal(m.subject, "Órdenes");
	arena_free(a);
}

static void test_mime__alternative_prefers_plain(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "alternative.eml", &m);
	/* The HTML part comes first; the plain part still wins. */
	assert_string_equal(m.text,
		"Ataco Chile desde Argentina — versión texto.\n");
	assert_string_equal(m.text_source, "plain");
	arena_free(a);
}

static void test_mime__html_only_gmail(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "html_only.eml", &m);
	assert_string_equal(m.text,
		"Ataco Brasil desde Argentina & Uruguay.\n"
		"Fortifico Perú <3> \"ya\" 'ok'\n"
		"\n"
		"- Mover 2 a Chile\n"
		"- Mover 1 a Bolivia\n"
		"¡Hola! ¿Qué tal? Ávila, León, Cañón, über, él, 中, 5€\n"
		"El lun, 1 ene 2024, Juez escribió:\n"
		"> Turno 2 resuelto.\n"
		"> Tu ejército perdió.\n");
	assert_string_equal(m.text_source, "html");
	arena_free(a);
}

static void test_mime__html_outlook_1252(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "html_cp1252.eml", &m);
	assert_string_equal(m.text,
		"Ataco Perú con 3 – y fortifico\n"
		"Chile 5\n"
		"Bolivia 2\n"
		"Saludos, a < b\n");
	assert_string_equal(m.text_source, "html");
	arena_free(a);
}

static void test_mime__attachment_before_text_is_skipped(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mixed_attachment_first.eml", &m);
	assert_string_equal(m.text, "Órdenes nuevas: ataco Chile.\n");
	assert_string_equal(m.text_source, "plain");
	arena_free(a);
}

static void test_mime__nested_multipart(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "nested.eml", &m);
	assert_string_equal(m.text,
		"Fortifico Groenlandia con 2.\n"
		"Ataco Islandia desde Groenlandia éxito.\n");
	assert_string_equal(m.text_source, "plain");
	arena_free(a);
}

static void test_mime__flowed_delsp(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "flowed.eml", &m);
	assert_string_equal(m.text,
		"Este párrafo largo lo corta el cliente en varias líneas "
		"porque usa DelSp=yes.\n"
		">No es una cita, es relleno.\n"
		"From aquí no es un encabezado.\n"
		" Empieza con un espacio.\n"
		"> Texto citado que \n"
		"> sigue citado.\n"
		"Segundo párrafo\n"
		"Fin del mensaje.\n"
		"-- \n"
		"Fay\n");
	arena_free(a);
}

static void test_mime__flowed_keeps_space_without_delsp(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "flowed_nodelsp.eml", &m);
	assert_string_equal(m.text,
		"Ataco Brasil desde Argentina con tres ejercitos y fortifico "
		"Uruguay.\nOtra orden.\n");
	arena_free(a);
}

static void test_mime__reply_keeps_quotes_and_signature(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "reply_quoted_sig.eml", &m);
	assert_string_equal(m.text,
		"Muevo 3 de Chile a Perú.\n"
		"\n"
		"El 2 de enero, Juez <judge@game.test> escribió:\n"
		"> Turno 2: tus ejércitos\n"
		"> > en Chile: 5\n"
		"-- \n"
		"Ana Pérez\n"
		"Jugadora\n");
	assert_string_equal(m.in_reply_to, "turn2-red@game.test");
	assert_string_equal(m.references,
		"<turn1-red@game.test> <turn2-red@game.test>");
	assert_string_equal(m.subject, "Re: [Estafeta] Turno 2");
	assert_int_equal(m.auto_submitted, 0);
	arena_free(a);
}

static void test_mime__truncated_multipart_still_yields_text(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "truncated_multipart.eml", &m);
	assert_string_equal(m.text, "Ataco Chile.\nFortifico Perú.\n");
	assert_string_equal(m.text_source, "plain");
	arena_free(a);
}

static void test_mime__truncated_nested_keeps_whole_part(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "truncated_nested.eml", &m);
	/* libetpan alone ends this part at the "-- " line. */
	assert_string_equal(m.text, "Fortifico Groenlandia con 2.\n-- \nEva\n");
	assert_string_equal(m.text_source, "plain");
	arena_free(a);
}

static void test_mime__controls_bom_cr_removed(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "controls.eml", &m);
	assert_string_equal(m.text, "Hola mundo\nlínea\notra\tcon tab\n");
	assert_string_equal(m.subject, "ctl");
	arena_free(a);
}

static void test_mime__mbox_from_line_skipped(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mbox_line.eml", &m);
	assert_string_equal(m.from_addr, "ana@example.org");
	assert_string_equal(m.message_id, "mbox-1@example.org");
	assert_string_equal(m.text, "Paso.\n");
	arena_free(a);
}

/* ---- header fields ---------------------------------------------------- */

static void test_mime__no_message_id(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "no_msgid.eml", &m);
	assert_null(m.message_id);
	assert_null(m.subject);
	assert_null(m.from_name);
	assert_string_equal(m.from_addr, "bob@example.net");
	assert_string_equal(m.text, "Fortifico Alaska.\n");
	arena_free(a);
}

static void test_mime__rfc2047_subject_and_name(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "rfc2047.eml", &m);
	/* B and Q words, a folded line, blanks between words dropped, "ó"
	 * split across two words, then plain text and a Latin-1 word. */
	assert_string_equal(m.subject, "Órdenes turno 5 — León y España");
	assert_string_equal(m.from_name, "José María");
	assert_string_equal(m.from_addr, "jm@example.com");
	assert_string_equal(m.reply_to, "otra@example.com");
	/* To holds no address, so Delivered-To is used. */
	assert_string_equal(m.to_addr, "judge+abc@game.test");
	arena_free(a);
}

static void test_mime__display_names(void **state)
{
	(void)state;
	static const struct {
		const char *from, *name;
	} cases[] = {
		{ "Ana Pérez <a@x.org>", "Ana Pérez" },
		{ "\"Pérez, Ana\" <a@x.org>", "Pérez, Ana" },
		{ "a@x.org (Ana Roja)", "Ana Roja" },
		{ "\"Ana \\\"la\\\" Roja\" <a@x.org>", "Ana \"la\" Roja" },
		{ "=?utf-8?q?caf=E9?= <a@x.org>", "café" },
		{ "\"=?UTF-8?Q?Jos=C3=A9?=\" <a@x.org>", "José" },
		{ "=?x-unknown?q?abc?= <a@x.org>", "abc" },
		{ "=?utf-8?b?QW5h?=   =?utf-8?b?IFJvamE=?= <a@x.org>", "Ana Roja" },
		{ "a@x.org", NULL },
		{ "<a@x.org>", NULL },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		arena *a = arena_new();
		mime_msg m;
		char *mail = arena_printf(a, "From: %s\nSubject: x\n\nhola\n",
					  cases[i].from);
		assert_int_equal(parse_str(a, mail, &m), ES_OK);
		if (cases[i].name)
			assert_string_equal(m.from_name, cases[i].name);
		else
			assert_null(m.from_name);
		assert_string_equal(m.from_addr, "a@x.org");
		arena_free(a);
	}
}

static void test_mime__addr_spec(void **state)
{
	(void)state;
	static const struct {
		const char *in, *out;
	} cases[] = {
		{ "Ana <Ana@X.org>", "ana@x.org" },
		{ "ana@x.org", "ana@x.org" },
		{ "  ana@x.org  (Ana Pérez)", "ana@x.org" },
		{ "\"Pérez, Ana\" <ana@x.org>, bob@y.org", "ana@x.org" },
		{ "\"a@b\" <real@y.org>", "real@y.org" },
		{ "(comment) <x@y.z>", "x@y.z" },
		{ "undisclosed-recipients:;", NULL },
		{ "Team: Ana <a@x.org>, b@y.org;", "a@x.org" },
		{ "undisclosed-recipients:;, late@y.org", "late@y.org" },
		{ "<@relay.org:ana@x.org>", "ana@x.org" },
		{ "ana@[192.168.0.1]", "ana@[192.168.0.1]" },
		{ "Ana Pérez ana@x.org", "ana@x.org" },
		{ "judge+K3X9@Game.Test", "judge+k3x9@game.test" },
		{ "<>", NULL },
		{ "", NULL },
		{ "MAILER-DAEMON", NULL },
		{ "foo", NULL },
		{ "@x.org", NULL },
		{ "ana@", NULL },
		{ "Ana <ana@x.org", "ana@x.org" },
	};
	arena *a = arena_new();
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *r = mime_addr_spec(a, cases[i].in);
		if (cases[i].out) {
			if (!r || strcmp(r, cases[i].out))
				fail_msg("%s -> %s, want %s", cases[i].in,
					 r ? r : "NULL", cases[i].out);
		} else if (r) {
			fail_msg("%s -> %s, want NULL", cases[i].in, r);
		}
	}
	assert_null(mime_addr_spec(a, NULL));
	arena_free(a);
}

static void test_mime__message_ids(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	assert_int_equal(parse_str(a,
		"From: a@x.org\n"
		"Message-ID:\n <abc.123@x.org>\n"
		"In-Reply-To: Your message of Monday <prev@game.test>\n"
		"References:   <r1@g>\n\t\t<r2@g>   <r3@g>\n"
		"\nhola\n", &m), ES_OK);
	assert_string_equal(m.message_id, "abc.123@x.org");
	assert_string_equal(m.in_reply_to, "prev@game.test");
	assert_string_equal(m.references, "<r1@g> <r2@g> <r3@g>");
	assert_int_equal(parse_str(a, "From: a@x.org\nMessage-ID: <>\n\nx\n", &m),
		ES_OK);
	assert_null(m.message_id);
	arena_free(a);
}

/* ---- auto-submitted detection ----------------------------------------- */

static void test_mime__auto_submitted_fixture(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "auto_replied.eml", &m);
	assert_int_equal(m.auto_submitted, 1);
	assert_string_equal(m.auto_reason, "Auto-Submitted");
	assert_string_equal(m.text, "Estoy de vacaciones hasta el lunes.\n");
	arena_free(a);
}

static void test_mime__bounce_fixture(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "bounce.eml", &m);
	assert_int_equal(m.auto_submitted, 1);
	assert_string_equal(m.auto_reason, "multipart/report");
	assert_string_equal(m.from_addr, "mailer-daemon@mx.example.org");
	assert_string_equal(m.text,
		"I'm sorry to have to inform you that your message could not\n"
		"be delivered to one or more recipients.\n");
	arena_free(a);
}

static void test_mime__auto_submitted_variants(void **state)
{
	(void)state;
	static const struct {
		const char *hdr, *reason; /* reason NULL: may be answered */
	} cases[] = {
		{ "Auto-Submitted: auto-generated", "Auto-Submitted" },
		{ "Auto-Submitted: auto-replied; owner-email=a@x.org", "Auto-Submitted" },
		{ "Auto-Submitted: no", NULL },
		{ "Auto-Submitted: No (a person wrote this)", NULL },
		{ "Precedence: bulk", "Precedence" },
		{ "Precedence: junk", "Precedence" },
		{ "Precedence: List", "Precedence" },
		{ "Precedence: first-class", NULL },
		{ "X-Autoreply: yes", "X-Autoreply" },
		{ "X-Autorespond: on", "X-Autorespond" },
		{ "List-Id: Juego <juego.lists.example.org>", "List-Id" },
		{ "Content-Type: multipart/report; report-type=delivery-status; boundary=b",
		  "multipart/report" },
		{ "Content-Type: multipart/mixed; boundary=b", NULL },
		{ "Return-Path: <>", "Return-Path" },
		{ "Return-Path: < >", "Return-Path" },
		{ "Return-Path: <ana@x.org>", NULL },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		arena *a = arena_new();
		mime_msg m;
		char *mail = arena_printf(a,
			"From: Ana <ana@x.org>\n%s\nSubject: s\n\n--b\n\nhola\n",
			cases[i].hdr);
		assert_int_equal(parse_str(a, mail, &m), ES_OK);
		if (cases[i].reason) {
			if (!m.auto_submitted || !m.auto_reason ||
			    strcmp(m.auto_reason, cases[i].reason))
				fail_msg("%s: reason %s", cases[i].hdr,
					 m.auto_reason ? m.auto_reason : "NULL");
		} else if (m.auto_submitted) {
			fail_msg("%s: flagged as %s", cases[i].hdr, m.auto_reason);
		}
		arena_free(a);
	}
	static const char *const daemons[] = {
		"MAILER-DAEMON@mx.example.org",
		"Mail Delivery Subsystem <mailer-daemon@x.org>",
		"postmaster@x.org",
		"Mail Delivery System <MAILER-DAEMON>",
	};
	for (size_t i = 0; i < sizeof daemons / sizeof daemons[0]; i++) {
		arena *a = arena_new();
		mime_msg m;
		char *mail = arena_printf(a, "From: %s\n\nbounce\n", daemons[i]);
		assert_int_equal(parse_str(a, mail, &m), ES_OK);
		assert_int_equal(m.auto_submitted, 1);
		assert_string_equal(m.auto_reason, "From");
		arena_free(a);
	}
}

/* ---- errors and limits ------------------------------------------------- */

static void test_mime__oversized(void **state)
{
	(void)state;
	size_t len;
	char *raw = slurp("plain_utf8.eml", &len);
	arena *a = arena_new();
	mime_msg m;
	es_err e;
	assert_int_equal(mime_parse(a, raw, len, len - 1, &m, &e), ES_ETOOBIG);
	assert_int_equal(e.code, ES_ETOOBIG);
	assert_non_null(strstr(e.msg, "limit"));
	assert_string_equal(m.text, "");
	assert_int_equal(mime_parse(a, raw, len, len, &m, &e), ES_OK);
	assert_int_equal(mime_parse(a, raw, len, 0, &m, &e), ES_OK);
	assert_string_equal(m.text_source, "plain");
	arena_free(a);
	free(raw);
}

static void test_mime__binary_junk_is_rejected(void **state)
{
	(void)state;
	size_t len;
	char *raw = slurp("binary_junk.eml", &len);
	arena *a = arena_new();
	mime_msg m;
	es_err e;
	assert_int_equal(mime_parse(a, raw, len, 0, &m, &e), ES_ESYNTAX);
	assert_true(strlen(e.msg) > 0);
	assert_null(strchr(e.msg, '\n'));
	assert_string_equal(m.text, "");
	assert_string_equal(m.text_source, "none");
	arena_free(a);
	free(raw);
}

static void test_mime__not_a_mail(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	es_err e;
	assert_int_equal(mime_parse(a, "", 0, 0, &m, &e), ES_ESYNTAX);
	assert_int_equal(mime_parse(a, NULL, 0, 0, &m, &e), ES_ESYNTAX);
	assert_int_equal(parse_str(a, "hello world\nno header here\n", &m),
		ES_ESYNTAX);
	assert_int_equal(parse_str(a, "\nFrom: a@x.org\n\nbody\n", &m),
		ES_ESYNTAX);
	/* A header with no body at all is a mail with empty text. */
	assert_int_equal(parse_str(a, "From: a@x.org\nSubject: x", &m), ES_OK);
	assert_string_equal(m.text, "");
	assert_string_equal(m.subject, "x");
	/* No text part at all. */
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Type: image/png\n"
		"Content-Transfer-Encoding: base64\n\niVBORw0KGgo=\n", &m), ES_OK);
	assert_string_equal(m.text, "");
	assert_string_equal(m.text_source, "none");
	arena_free(a);
}

/* Builds a mail with depth nested multiparts around one text part. The
 * boundaries end in 'z' so that none is a prefix of another. */
static char *nested_mail(int depth)
{
	size_t cap = (size_t)depth * 80 + 200, n = 0;
	char *s = malloc(cap);
	n += (size_t)snprintf(s + n, cap - n, "From: Ana <ana@x.org>\nMessage-ID: <deep@x.org>\n");
	for (int i = 0; i < depth; i++)
		n += (size_t)snprintf(s + n, cap - n,
			"Content-Type: multipart/mixed; boundary=b%dz\n\n--b%dz\n",
			i, i);
	snprintf(s + n, cap - n, "Content-Type: text/plain\n\ndeep\n");
	return s;
}

/* Builds depth message/rfc822 parts, each inside the one before. */
static char *rfc822_mail(int depth)
{
	size_t cap = (size_t)depth * 64 + 200, n = 0;
	char *s = malloc(cap);
	n += (size_t)snprintf(s + n, cap - n, "From: ana@x.org\n");
	for (int i = 0; i < depth; i++)
		n += (size_t)snprintf(s + n, cap - n,
			"Content-Type: message/rfc822\n\nFrom: b%d@x.org\n", i);
	snprintf(s + n, cap - n, "\ndeep\n");
	return s;
}

static void test_mime__nesting_limits(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	es_err e;
	char *ok = nested_mail(40), *edge = nested_mail(64), *over = nested_mail(65),
	     *bomb = nested_mail(5000);
	assert_int_equal(parse_str(a, ok, &m), ES_OK);
	assert_string_equal(m.text, "deep\n");
	assert_int_equal(parse_str(a, edge, &m), ES_OK);
	assert_string_equal(m.text, "deep\n");
	assert_int_equal(mime_parse(a, over, strlen(over), 0, &m, &e), ES_ETOOBIG);
	assert_int_equal(mime_parse(a, bomb, strlen(bomb), 0, &m, &e), ES_ETOOBIG);
	assert_non_null(strstr(e.msg, "more than 64 multipart"));
	/* The top header is still read, so the sender can be answered. */
	assert_non_null(m.from_addr);
	assert_string_equal(m.from_addr, "ana@x.org");
	assert_string_equal(m.message_id, "deep@x.org");
	assert_int_equal(m.auto_submitted, 0);
	assert_string_equal(m.text, "");
	char *r_ok = rfc822_mail(60), *r_bomb = rfc822_mail(1000);
	assert_int_equal(parse_str(a, r_ok, &m), ES_OK);
	assert_string_equal(m.text, "deep\n");
	assert_int_equal(mime_parse(a, r_bomb, strlen(r_bomb), 0, &m, &e), ES_ETOOBIG);
	assert_string_equal(m.from_addr, "ana@x.org");
	free(ok);
	free(edge);
	free(over);
	free(bomb);
	free(r_ok);
	free(r_bomb);
	arena_free(a);
}

/* The limit counts part headers, not words: "multipart" and "rfc822"
 * written any number of times in a body, even as header-like lines of a
 * plain part, cost nothing. */
static void test_mime__limit_counts_structure(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, "From: ana@x.org\nContent-Type: text/plain\n\nPARTIDA g1\n");
	for (int i = 0; i < 1000; i++)
		sbuf_puts(&b, "multipart message/rfc822 boundary=x\n"
			      "Content-Type: multipart/mixed; boundary=x\n--x\n");
	assert_int_equal(parse_str(a, sbuf_str(&b), &m), ES_OK);
	assert_non_null(strstr(m.text, "PARTIDA g1\nmultipart"));
	/* The same lines inside a text part of a real multipart. */
	sbuf_reset(&b);
	sbuf_puts(&b, "From: ana@x.org\nContent-Type: multipart/mixed; boundary=q\n\n--q\n"
		      "Content-Type: text/plain\n\nPARTIDA g1\n");
	for (int i = 0; i < 1000; i++)
		sbuf_puts(&b, "multipart rfc822\nContent-Type: multipart/mixed; boundary=x\n");
	sbuf_puts(&b, "--q--\n");
	assert_int_equal(parse_str(a, sbuf_str(&b), &m), ES_OK);
	assert_non_null(strstr(m.text, "PARTIDA g1\n"));
	/* 100 attached messages side by side are 101 composite parts. */
	sbuf_reset(&b);
	sbuf_puts(&b, "From: ana@x.org\nContent-Type: multipart/mixed; boundary=q\n\n");
	for (int i = 0; i < 100; i++)
		sbuf_puts(&b, "--q\nContent-Type: message/rfc822\n\nFrom: b@x.org\n\nhi\n");
	sbuf_puts(&b, "--q--\n");
	es_err e;
	assert_int_equal(mime_parse(a, b.s, b.len, 0, &m, &e), ES_ETOOBIG);
	/* A digest's parts are messages without saying so. */
	sbuf_reset(&b);
	sbuf_puts(&b, "From: ana@x.org\nContent-Type: multipart/digest; boundary=q\n\n");
	for (int i = 0; i < 100; i++)
		sbuf_puts(&b, "--q\n\nFrom: b@x.org\n\nhi\n");
	sbuf_puts(&b, "--q--\n");
	assert_int_equal(mime_parse(a, b.s, b.len, 0, &m, &e), ES_ETOOBIG);
	/* A boundary we cannot read surely (RFC 2231) makes every "--" line a
	 * delimiter, so nesting behind it is still counted. */
	sbuf_reset(&b);
	sbuf_puts(&b, "From: ana@x.org\nContent-Type: multipart/mixed; boundary*0=a; boundary*1=b\n\n");
	for (int i = 0; i < 100; i++)
		sbuf_printf(&b, "--ab\nContent-Type: multipart/mixed; boundary*0=c%d\n\n", i);
	assert_int_equal(mime_parse(a, b.s, b.len, 0, &m, &e), ES_ETOOBIG);
	sbuf_free(&b);
	arena_free(a);
}

/* The size limit also leaves the header read. */
static void test_mime__too_big_keeps_header(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	es_err e;
	const char *s = "From: Ana <ana@x.org>\nMessage-ID: <big@x>\nAuto-Submitted: auto-replied\n\n0123456789\n";
	assert_int_equal(mime_parse(a, s, strlen(s), 20, &m, &e), ES_ETOOBIG);
	assert_string_equal(m.from_addr, "ana@x.org");
	assert_string_equal(m.message_id, "big@x");
	assert_int_equal(m.auto_submitted, 1);
	assert_string_equal(m.text, "");
	arena_free(a);
}

/* Many unclosed tags must neither hang nor multiply the output. */
static void test_mime__html_pathological(void **state)
{
	(void)state;
	size_t reps = 20000;
	static const char unit[] = "<head><blockquote>";
	size_t cap = reps * (sizeof unit - 1) + 200;
	char *s = malloc(cap);
	size_t n = (size_t)snprintf(s, cap,
		"From: a@x.org\nContent-Type: text/html\n\n");
	for (size_t i = 0; i < reps; i++)
		n += (size_t)snprintf(s + n, cap - n, "%s", unit);
	snprintf(s + n, cap - n, "a<br>b");
	arena *a = arena_new();
	mime_msg m;
	assert_int_equal(parse_str(a, s, &m), ES_OK);
	/* The quote prefix is capped, the unclosed <head> swallows nothing. */
	assert_string_equal(m.text, "> > > > > > > > a\n> > > > > > > > b\n");
	free(s);
	arena_free(a);
}

/* ---- line ends --------------------------------------------------------- */

static void test_mime__line_ends_do_not_matter(void **state)
{
	(void)state;
	/* Each fixture read with LF, CRLF and CR-only line ends gives the same
	 * text and fields. */
	for (size_t f = 0; f < sizeof fixtures / sizeof fixtures[0]; f++) {
		if (!strcmp(fixtures[f], "binary_junk.eml") ||
		    !strcmp(fixtures[f], "mime/undecodable_part.eml"))
			continue;
		size_t len;
		char *raw = slurp(fixtures[f], &len);
		char *lf = malloc(len + 1), *crlf = malloc(2 * len + 1),
		     *cr = malloc(len + 1);
		size_t nl = 0, ncrlf = 0, ncr = 0;
		for (size_t i = 0; i < len; i++) {
			if (raw[i] == '\r' && i + 1 < len && raw[i + 1] == '\n')
				continue;
			lf[nl++] = raw[i];
		}
		for (size_t i = 0; i < nl; i++) {
			if (lf[i] == '\n')
				crlf[ncrlf++] = '\r';
			crlf[ncrlf++] = lf[i];
			cr[ncr++] = lf[i] == '\n' ? '\r' : lf[i];
		}
		arena *a = arena_new();
		mime_msg m1, m2, m3;
		es_err e;
		assert_int_equal(mime_parse(a, lf, nl, 0, &m1, &e), ES_OK);
		assert_int_equal(mime_parse(a, crlf, ncrlf, 0, &m2, &e), ES_OK);
		assert_int_equal(mime_parse(a, cr, ncr, 0, &m3, &e), ES_OK);
		if (strcmp(m1.text, m2.text) || strcmp(m1.text, m3.text))
			fail_msg("%s: text differs by line ends", fixtures[f]);
		assert_true(m1.text_len > 0);
		assert_string_equal(m1.text_source, m3.text_source);
		if ((m1.subject || m3.subject) &&
		    (!m1.subject || !m3.subject || strcmp(m1.subject, m3.subject)))
			fail_msg("%s: subject differs by line ends", fixtures[f]);
		arena_free(a);
		free(raw);
		free(lf);
		free(crlf);
		free(cr);
	}
}

/* ---- several parts: the body is every inline text part in order ------- */

static void test_mime__apple_inline_image_reads_both_halves(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/apple_inline_image.eml", &m);
	/* Apple Mail (plain text) puts the image where the cursor was: the
	 * orders after it are read too, after the ones before it. */
	assert_string_equal(m.text,
		"COLOCAR 2 Cádiz\n"
		"Aquí va el mapa:\n"
		"\n"
		"COLOCAR 2 León\n"
		"COLOCAR 1 Trás-os-Montes e Alto Douro\n");
	assert_string_equal(m.text_source, "plain");
	check_invariants(&m);
	arena_free(a);
}

static void test_mime__named_text_parts_are_not_body(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/text_files_not_body.eml", &m);
	/* An inline file (filename), an attachment, a file named in RFC
	 * 2231 form: none of them is body; both unnamed parts are. */
	assert_string_equal(m.text, "COLOCAR 2 Cádiz\nCOLOCAR 2 León\n");
	arena_free(a);
}

static void test_mime__alternative_keeps_one(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/alternative_split_html.eml", &m);
	/* Apple Mail rich text: the HTML alternative is split around an
	 * image; the plain alternative is read alone, not both. */
	assert_string_equal(m.text, "COLOCAR 2 Cádiz\nCOLOCAR 2 León\n");
	assert_string_equal(m.text_source, "plain");
	arena_free(a);
}

static void test_mime__html_parts_split_by_image(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/html_split_by_image.eml", &m);
	assert_string_equal(m.text, "COLOCAR 2 Cádiz\nCOLOCAR 2 León\n");
	assert_string_equal(m.text_source, "html");
	arena_free(a);
}

static void test_mime__forwarded_mail_is_not_body(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/forwarded_not_body.eml", &m);
	assert_string_equal(m.text, "COLOCAR 2 Cádiz\n");
	/* Alone, an attached message is still read (the old fallback). */
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Type: multipart/mixed; boundary=b\n\n"
		"--b\nContent-Type: message/rfc822\n\nFrom: c@y.org\n\nPASO\n--b--\n", &m), ES_OK);
	assert_string_equal(m.text, "PASO\n");
	arena_free(a);
}

static void test_mime__undecodable_part_refuses_mail(void **state)
{
	(void)state;
	arena *a = arena_new();
	size_t len;
	char *raw = slurp("mime/undecodable_part.eml", &len);
	mime_msg m;
	es_err e;
	/* The first half decodes, the second does not: never half applied. */
	assert_int_equal(mime_parse(a, raw, len, 0, &m, &e), ES_ESYNTAX);
	assert_non_null(strstr(e.msg, "base64"));
	assert_string_equal(m.text, "");
	assert_string_equal(m.text_source, "none");
	/* The header is read, so the refusal can be answered. */
	assert_string_equal(m.from_addr, "bob@example.org");
	assert_string_equal(m.message_id, "bad-b64-1@example.org");
	free(raw);
	/* Also when that part is the only one, and in an alternative. */
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Transfer-Encoding: base64\n\nPASO ñ\n", &m), ES_ESYNTAX);
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Type: multipart/alternative; boundary=b\n\n"
		"--b\nContent-Type: text/plain\nContent-Transfer-Encoding: base64\n\n*PASO*\n"
		"--b\nContent-Type: text/html\n\n<p>PASO</p>\n--b--\n", &m), ES_ESYNTAX);
	/* A broken non-text part does not matter. */
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Type: multipart/mixed; boundary=b\n\n"
		"--b\n\nPASO\n--b\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\n*!*\n--b--\n",
		&m), ES_OK);
	assert_string_equal(m.text, "PASO\n");
	arena_free(a);
}

/* ---- MIME other readers accept ----------------------------------------- */

static void test_mime__text_without_subtype(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/text_no_subtype.eml", &m);
	assert_string_equal(m.text, "COLOCAR 2 Cádiz\nCOLOCAR 2 León\n");
	assert_string_equal(m.text_source, "plain");
	/* In a part, in capitals, with its charset kept. */
	parse_fixture(a, "mime/text_no_subtype_part.eml", &m);
	assert_string_equal(m.text, "COLOCAR 2 Cádiz €\n");
	arena_free(a);
}

/* Parameters with no name, no value or no '=' (the RFC 2231 forms
 * included) are read as empty: the text still comes through. */
static void test_mime__params_without_value(void **state)
{
	(void)state;
	static const char *const ct[] = { ";boundary*", ";boundary*0*", ";charset*", "text/plain;=", "text/plain; =x",
		"text/plain;boundary*=", "text/plain;boundary*;boundary*1", "text/plain; charset; ;;", ";" };
	for (size_t i = 0; i < sizeof ct / sizeof ct[0]; i++) {
		arena *a = arena_new();
		mime_msg m;
		char *raw = arena_printf(a, "From: a@x.org\nContent-Type:%s\n\nPASO\n", ct[i]);
		if (parse_str(a, raw, &m) != ES_OK)
			fail_msg("Content-Type:%s not read", ct[i]);
		if (strcmp(m.text, "PASO\n"))
			fail_msg("Content-Type:%s gave '%s'", ct[i], m.text);
		arena_free(a);
	}
}

static void test_mime__boundary_rfc2231(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/boundary_rfc2231.eml", &m);
	assert_string_equal(m.text, "COLOCAR 2 Cádiz\n");
	/* Continued over folded lines, sections out of order in the inner
	 * part, an empty RFC 2231 charset. */
	parse_fixture(a, "mime/boundary_rfc2231_continued.eml", &m);
	assert_string_equal(m.text, "COLOCAR 2 Cádiz\nCOLOCAR 2 León\n");
	assert_string_equal(m.text_source, "plain");
	/* The RFC 2231 form wins over a plain boundary; a charset too. */
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Type: multipart/mixed; boundary=zz; boundary*=''b\n\n"
		"--b\nContent-Type: text/plain; charset*=iso-8859-1'es'\n\nPASO \xf1\n--b--\n", &m), ES_OK);
	assert_string_equal(m.text, "PASO ñ\n");
	/* Without section 0 nothing is decoded: no parts, no text. */
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Type: multipart/mixed; boundary*1=b\n\n"
		"--b\n\nPASO\n--b--\n", &m), ES_OK);
	assert_string_equal(m.text_source, "none");
	arena_free(a);
}

static void test_mime__mms_open_last_part(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/mms_open_last_part.eml", &m);
	/* The last delimiter opens an empty part and the mail ends: the
	 * (named, base64) text is still read. */
	assert_string_equal(m.text, "COLOCAR 2 Cádiz\nCOLOCAR 2 León\n");
	/* The same with a plain text part, the empty part open, or closed
	 * (libetpan reads "--b--" as the text of an empty part then). */
	static const char *const tails[] = { "--b\n\n\n", "--b\n\n", "--b \n\n\n\n", "--b",
					     "--b\n\n--b--\n", "--b\n--b--\n" };
	for (size_t i = 0; i < sizeof tails / sizeof tails[0]; i++) {
		sbuf b = SBUF_INIT;
		sbuf_printf(&b, "From: a@x.org\nContent-Type: multipart/mixed; boundary=b\n\n"
			"--b\nContent-Type: text/plain\n\nPASO\n%s", tails[i]);
		assert_int_equal(parse_str(a, sbuf_str(&b), &m), ES_OK);
		if (strcmp(m.text, "PASO\n"))
			fail_msg("tail %zu: text \"%s\"", i, m.text);
		sbuf_free(&b);
	}
	arena_free(a);
}

static void test_mime__nested_alternatives_are_quick(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	/* Choosing an alternative at each of 60 levels must not ask the
	 * levels below again and again (2^60 visits). */
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, "From: a@x.org\n");
	for (int i = 0; i < 60; i++)
		sbuf_printf(&b, "Content-Type: multipart/alternative; boundary=b%d\n\n--b%d\n", i, i);
	sbuf_puts(&b, "Content-Type: text/plain\n\nPASO\n");
	for (int i = 59; i >= 0; i--)
		sbuf_printf(&b, "--b%d\nContent-Type: text/html\n\n<p>x</p>\n--b%d--\n", i, i);
	assert_int_equal(parse_str(a, sbuf_str(&b), &m), ES_OK);
	assert_string_equal(m.text, "PASO\n");
	sbuf_free(&b);
	arena_free(a);
}

static void test_mime__latin_label_utf8_bytes(void **state)
{
	(void)state;
	arena *a = arena_new();
	mime_msg m;
	parse_fixture(a, "mime/latin1_label_utf8.eml", &m);
	/* iso-8859-1, windows-1252 (quoted-printable) and us-ascii labels on
	 * UTF-8 bytes; the last part is real Latin-1 and stays so, even
	 * where its bytes would be UTF-8 alone. */
	assert_string_equal(m.text,
		"COLOCAR 2 Cádiz\n"
		"COLOCAR 2 León\n"
		"COLOCAR 1 Trás-os-Montes e Alto Douro\n"
		"Real Latin-1 stays Latin-1: España, and Ã© is \"Ã©\" when other bytes are not UTF-8: é\n");
	assert_string_equal(m.from_name, "José León");
	assert_string_equal(m.subject, "órdenes");
	/* ISO 8859-15 labels too; ASCII-only text is unchanged. */
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Type: text/plain; charset=ISO-8859-15\n\nLe\xc3\xb3n\n", &m), ES_OK);
	assert_string_equal(m.text, "León\n");
	assert_int_equal(parse_str(a,
		"From: a@x.org\nContent-Type: text/plain; charset=iso-8859-15\n\nLe\xf3n \xa4\n", &m), ES_OK);
	assert_string_equal(m.text, "León €\n");
	arena_free(a);
}

/* ---- mini-fuzz --------------------------------------------------------- */

static void fuzz_one(const char *buf, size_t len)
{
	arena *a = arena_new();
	mime_msg m;
	es_err e;
	int rc = mime_parse(a, buf, len, 0, &m, &e);
	if (rc == ES_OK)
		check_invariants(&m);
	else if (rc != ES_ESYNTAX)
		fail_msg("unexpected rc %d", rc);
	arena_free(a);
}

static void test_mime__mini_fuzz(void **state)
{
	(void)state;
	for (size_t f = 0; f < sizeof fixtures / sizeof fixtures[0]; f++) {
		size_t len;
		char *raw = slurp(fixtures[f], &len);
		/* Each prefix goes in its own exact-size block so that ASan
		 * catches any read past the end. */
		for (size_t cut = 0; cut <= len; cut += 97) {
			char *p = malloc(cut ? cut : 1);
			memcpy(p, raw, cut);
			fuzz_one(p, cut);
			free(p);
		}
		char *p = malloc(len);
		for (unsigned k = 0; k < 200; k++) {
			memcpy(p, raw, len);
			/* Deterministic spread of flips, 1 to 4 bits per variant. */
			for (unsigned j = 0; j <= k % 4; j++) {
				size_t pos = ((size_t)k * 7919u + j * 104729u + 13u) % len;
				p[pos] ^= (char)(1u << ((k + j) % 8));
			}
			fuzz_one(p, len);
		}
		/* Bytes that steer MIME parsers: boundaries, escapes, NUL. */
		static const char steer[] = { '\0', '\n', '\r', '-', '=', '<', '&',
					      '"', '?', ';', (char)0xC3, (char)0xFF };
		for (unsigned k = 0; k < 120; k++) {
			memcpy(p, raw, len);
			size_t pos = ((size_t)k * 6151u + 7u) % len;
			p[pos] = steer[k % sizeof steer];
			fuzz_one(p, len);
		}
		free(p);
		free(raw);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mime__plain_utf8_crlf),
		cmocka_unit_test(test_mime__qp_latin1),
		cmocka_unit_test(test_mime__base64_utf8),
		cmocka_unit_test(test_mime__windows_1252),
		cmocka_unit_test(test_mime__iso_8859_15_through_iconv),
		cmocka_unit_test(test_mime__unknown_charset_falls_back),
		cmocka_unit_test(test_mime__missing_charset_is_1252_when_not_utf8),
		cmocka_unit_test(test_mime__mislabelled_utf8),
		cmocka_unit_test(test_mime__alternative_prefers_plain),
		cmocka_unit_test(test_mime__html_only_gmail),
		cmocka_unit_test(test_mime__html_outlook_1252),
		cmocka_unit_test(test_mime__attachment_before_text_is_skipped),
		cmocka_unit_test(test_mime__nested_multipart),
		cmocka_unit_test(test_mime__flowed_delsp),
		cmocka_unit_test(test_mime__flowed_keeps_space_without_delsp),
		cmocka_unit_test(test_mime__reply_keeps_quotes_and_signature),
		cmocka_unit_test(test_mime__truncated_multipart_still_yields_text),
		cmocka_unit_test(test_mime__truncated_nested_keeps_whole_part),
		cmocka_unit_test(test_mime__controls_bom_cr_removed),
		cmocka_unit_test(test_mime__mbox_from_line_skipped),
		cmocka_unit_test(test_mime__no_message_id),
		cmocka_unit_test(test_mime__rfc2047_subject_and_name),
		cmocka_unit_test(test_mime__display_names),
		cmocka_unit_test(test_mime__addr_spec),
		cmocka_unit_test(test_mime__message_ids),
		cmocka_unit_test(test_mime__auto_submitted_fixture),
		cmocka_unit_test(test_mime__bounce_fixture),
		cmocka_unit_test(test_mime__auto_submitted_variants),
		cmocka_unit_test(test_mime__oversized),
		cmocka_unit_test(test_mime__binary_junk_is_rejected),
		cmocka_unit_test(test_mime__not_a_mail),
		cmocka_unit_test(test_mime__nesting_limits),
		cmocka_unit_test(test_mime__limit_counts_structure),
		cmocka_unit_test(test_mime__too_big_keeps_header),
		cmocka_unit_test(test_mime__html_pathological),
		cmocka_unit_test(test_mime__line_ends_do_not_matter),
		cmocka_unit_test(test_mime__apple_inline_image_reads_both_halves),
		cmocka_unit_test(test_mime__named_text_parts_are_not_body),
		cmocka_unit_test(test_mime__alternative_keeps_one),
		cmocka_unit_test(test_mime__html_parts_split_by_image),
		cmocka_unit_test(test_mime__forwarded_mail_is_not_body),
		cmocka_unit_test(test_mime__undecodable_part_refuses_mail),
		cmocka_unit_test(test_mime__text_without_subtype),
		cmocka_unit_test(test_mime__boundary_rfc2231),
		cmocka_unit_test(test_mime__mms_open_last_part),
		cmocka_unit_test(test_mime__nested_alternatives_are_quick),
		cmocka_unit_test(test_mime__latin_label_utf8_bytes),
		cmocka_unit_test(test_mime__mini_fuzz),
		cmocka_unit_test(test_mime__params_without_value),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
