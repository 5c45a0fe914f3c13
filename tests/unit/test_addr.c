/* Unit tests of what attacker-controlled text may become in our headers,
 * envelopes and repositories: adjudicator/addr, the envelope line of
 * outmail, and adjudicator/redact (security issue, items 1-4). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "adjudicator/addr.h"
#include "adjudicator/base/arena.h"
#include "adjudicator/conf.h"
#include "adjudicator/mime.h"
#include "adjudicator/outmail.h"
#include "adjudicator/redact.h"

#include <string.h>

static void test_addr__valid_and_invalid(void **s)
{
	(void)s;
	const char *good[] = { "ana@x.test", "a.b+tag@sub.example.org", "o'neil@x.ie", "x@localhost", "1@2.3", NULL };
	const char *bad[] = { "\"john doe\"@evil.org", "a@b@c", "x@-y.org", "x@y-.org", "x@y..org", "x y@z.org", "x@",
		"@y.org", ".a@x.org", "a.@x.org", "a..b@x.org", "a@x.org>", "<a@x.org", "a@x.org, b@y.org",
		"a@[127.0.0.1]", "mallory@evil.org\r\nBcc: x@y.z", "ñ@x.org", "a(c)@x.org", "", NULL };
	for (size_t i = 0; good[i]; i++)
		assert_true(addr_valid(good[i]));
	for (size_t i = 0; bad[i]; i++)
		assert_false(addr_valid(bad[i]));
	char longlocal[80];
	memset(longlocal, 'a', 65);
	strcpy(longlocal + 65, "@x.org");
	assert_false(addr_valid(longlocal));
	assert_false(addr_valid(NULL));
}

/* Whatever the name, the phrase is one token a parser cannot split. */
static void test_addr__phrase_is_never_bare(void **s)
{
	(void)s;
	sbuf b = SBUF_INIT;
	addr_put_phrase(&b, "mallory@evil.org, Bob");
	assert_string_equal(sbuf_str(&b), "\"mallory@evil.org, Bob\"");
	sbuf_reset(&b);
	addr_put_phrase(&b, "a\"b\\c<d>");
	assert_string_equal(sbuf_str(&b), "\"a\\\"b\\\\c<d>\"");
	sbuf_reset(&b);
	addr_put_phrase(&b, "Núñez, <x@y.z>");
	assert_true(!strncmp(sbuf_str(&b), "=?UTF-8?B?", 10));
	assert_null(strchr(sbuf_str(&b), ','));
	assert_null(strchr(sbuf_str(&b), '<'));
	sbuf_reset(&b);
	addr_put_phrase(&b, "line\r\nBcc: x@y.z");
	assert_null(strchr(sbuf_str(&b), '\n'));
	sbuf_free(&b);
}

/* Ids are copied exactly as the sender wrote them, or not at all: never
 * one that could end the header or carry 8-bit bytes; one id a line. */
static void test_addr__message_ids(void **s)
{
	(void)s;
	assert_true(addr_msgid_ok("abc.123@x.test"));
	assert_true(addr_msgid_ok("with space@x.test"));
	assert_true(addr_msgid_ok("no-at-sign"));
	assert_false(addr_msgid_ok("abc>\r\nBcc: x@y.z"));
	assert_false(addr_msgid_ok("a>,<b@c"));
	assert_false(addr_msgid_ok("caf\xc3\xa9@x"));
	assert_false(addr_msgid_ok(" lead@x"));
	assert_false(addr_msgid_ok(""));
	sbuf b = SBUF_INIT;
	addr_put_references(&b, "<a@x> junk <b@y>\r\n <bad\nid@z> <c d@z> <\xc3\xa9@w>", 10);
	assert_string_equal(sbuf_str(&b), "\n <a@x>\n <b@y>\n <c d@z>");
	sbuf_reset(&b);
	addr_put_references(&b, "<1@x> <2@x> <3@x> <4@x>", 2);
	assert_string_equal(sbuf_str(&b), "\n <3@x>\n <4@x>");
	sbuf_reset(&b);
	/* Bad ids among the last ones do not push good ones out. */
	addr_put_references(&b, "<1@x> <2@x> <bad\xc3\xa9> <\x01>", 2);
	assert_string_equal(sbuf_str(&b), "\n <1@x>\n <2@x>");
	sbuf_free(&b);
}

static void test_addr__player_names(void **s)
{
	(void)s;
	const char *good[] = { "ana", "María", "c.d_e-f", "Ñandú", "x1", NULL };
	const char *bad[] = { "Eve<eve@evil.org>", "public", "PUBLIC", "todos", "director", "a b", "a,b", "a:b", "\"q\"",
		"a/b", ".hidden", "", "abcdefghijklmnopqrstuvwxyz0123456", NULL };
	for (size_t i = 0; good[i]; i++)
		assert_true(addr_player_name_ok(good[i]));
	for (size_t i = 0; bad[i]; i++)
		assert_false(addr_player_name_ok(bad[i]));
}

/* The envelope recipient is the program's address, not the To header. */
static void test_outmail__envelope_is_ours(void **s)
{
	(void)s;
	conf c;
	es_err e;
	assert_int_equal(conf_load(&c, "/nonexistent-estafeta-root", &e), ES_OK);
	arena *a = arena_new();
	out_msg m = { 0 };
	m.to = "bob@x.org";
	m.to_name = "mallory@evil.org, Bob";
	m.subject = "s";
	m.body = "b\n";
	m.message_id = "id@estafeta.invalid";
	m.in_reply_to = "evil>\r\nBcc: <m@evil.org";
	m.references = "<ok@x> <evil>\r\nBcc: <m@evil.org>";
	size_t len, skip;
	char *raw = out_compose(a, &c, &m, 0, &len);
	char rcpt[256];
	assert_int_equal(out_envelope(raw, len, rcpt, &skip), 0);
	assert_string_equal(rcpt, "bob@x.org");
	assert_true(!strncmp(raw + skip, "From: ", 6));
	assert_non_null(strstr(raw, "To: \"mallory@evil.org, Bob\" <bob@x.org>\n"));
	assert_null(strstr(raw, "Bcc"));
	assert_null(strstr(raw, "In-Reply-To"));
	mime_msg mm;
	assert_int_equal(mime_parse(a, raw + skip, len - skip, 0, &mm, &e), ES_OK);
	assert_string_equal(mm.to_addr, "bob@x.org");
	/* No envelope, or one that is not an address: never sent. */
	assert_int_equal(out_envelope(raw + skip, len - skip, rcpt, &skip), -1);
	const char *forged = OUT_ENVELOPE "<\"john doe\"@evil.org>\nTo: x\n";
	assert_int_equal(out_envelope(forged, strlen(forged), rcpt, &skip), -1);
	/* A game's mail names its game in a second envelope line, never sent;
	 * a mail of no game has none. */
	char game[72];
	out_game(raw, len, game);
	assert_string_equal(game, "");
	m.game = "reco-7.b";
	raw = out_compose(a, &c, &m, 0, &len);
	assert_int_equal(out_envelope(raw, len, rcpt, &skip), 0);
	assert_true(!strncmp(raw + skip, "From: ", 6));
	out_game(raw, len, game);
	assert_string_equal(game, "reco-7.b");
	const char *bad = OUT_ENVELOPE "<a@b.org>\n" OUT_GAME "x y\nFrom: z\n";
	out_game(bad, strlen(bad), game);
	assert_string_equal(game, "");
	arena_free(a);
}

static void test_redact__no_password_survives(void **s)
{
	(void)s;
	arena *a = arena_new();
	const char *raw = "From: bob@x.test\r\nSubject: clave s3cr3t-pw\r\nContent-Type: text/plain; charset=latin1\r\n"
			  "Content-Transfer-Encoding: base64\r\n\r\nUEFSVElEQQ==\r\n";
	const char *text = "PARTIDA g\nJUGADOR bob\n  Clave: s3cr3t-pw\nCOLOCAR 2 Cádiz\n> CLAVE old-one\n"
			   "my password is s3cr3t-pw\ncontraseña otra\n";
	const char *secrets[] = { "s3cr3t-pw", NULL };
	size_t n;
	char *out = redact_mail(a, raw, strlen(raw), text, secrets, &n);
	assert_int_equal(strlen(out), n);
	assert_null(strstr(out, "s3cr3t-pw"));
	assert_null(strstr(out, "old-one"));
	assert_null(strstr(out, "otra"));
	assert_null(strstr(out, "base64"));
	assert_non_null(strstr(out, "From: bob@x.test\n"));
	assert_non_null(strstr(out, "COLOCAR 2 Cádiz\n"));
	assert_non_null(strstr(out, "  Clave ***\n"));
	arena_free(a);
}

/* A thread of 60 replies: every header line stays short. */
static void test_outmail__long_thread_folds(void **s)
{
	(void)s;
	conf c;
	es_err e;
	assert_int_equal(conf_load(&c, "/nonexistent-estafeta-root", &e), ES_OK);
	arena *a = arena_new();
	sbuf refs = SBUF_INIT;
	for (int i = 0; i < 60; i++)
		sbuf_printf(&refs, " <reply.%02d.0123456789abcdef0123456789abcdef@estafeta.example.org>", i);
	out_msg m = { 0 };
	m.to = "bob@x.org";
	m.subject = "[una-partida-con-un-nombre-bastante-largo-para-probar] Turno 12: órdenes aceptadas y algo más";
	m.body = "b\n";
	m.message_id = "id@estafeta.invalid";
	m.in_reply_to = "last@x.org";
	m.references = sbuf_str(&refs);
	size_t len;
	char *raw = out_compose(a, &c, &m, 0, &len);
	assert_null(strchr(raw, '\r'));
	for (char *l = raw; *l;) {
		char *nl = strchr(l, '\n');
		assert_non_null(nl);
		assert_true(nl - l <= 78);
		l = nl + 1;
	}
	sbuf_free(&refs);
	arena_free(a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_addr__valid_and_invalid),
		cmocka_unit_test(test_addr__phrase_is_never_bare),
		cmocka_unit_test(test_addr__message_ids),
		cmocka_unit_test(test_addr__player_names),
		cmocka_unit_test(test_outmail__envelope_is_ours),
		cmocka_unit_test(test_outmail__long_thread_folds),
		cmocka_unit_test(test_redact__no_password_survives),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
