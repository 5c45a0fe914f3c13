/* Unit tests of what attacker-controlled text may become in our headers,
 * envelopes and repositories: adjudicator/mail/addr, the envelope line of
 * outmail, and adjudicator/mail/redact (security issue, items 1-4). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "adjudicator/mail/addr.h"
#include "adjudicator/base/arena.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/mime.h"
#include "adjudicator/mail/outmail.h"
#include "adjudicator/mail/redact.h"

#include <stdio.h>
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

/* ---- RFC 2047 words, each read on its own ---------------------------- */

/* The value of one base64 character, -1 for none. */
static int b64_value(char c)
{
	static const char set[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const char *p = c ? strchr(set, c) : NULL;
	return p ? (int)(p - set) : -1;
}

/* Decodes the text of one encoded word (B or Q) into out; -1 if it is not
 * well formed. Written here, apart from the MIME reader, which joins
 * adjacent words before decoding and so would hide a character split
 * between two of them. */
static int word_decode(char enc, const char *t, size_t n, unsigned char *out, size_t *outn)
{
	size_t k = 0;
	if (enc == 'Q') {
		for (size_t i = 0; i < n; i++) {
			if (t[i] == '_') {
				out[k++] = ' ';
			} else if (t[i] == '=') {
				unsigned v;
				if (i + 2 >= n || sscanf(t + i + 1, "%2x", &v) != 1)
					return -1;
				out[k++] = (unsigned char)v;
				i += 2;
			} else {
				out[k++] = (unsigned char)t[i];
			}
		}
		*outn = k;
		return 0;
	}
	if (n % 4)
		return -1;
	for (size_t i = 0; i < n; i += 4) {
		int v[4];
		for (int j = 0; j < 4; j++)
			v[j] = t[i + j] == '=' ? 0 : b64_value(t[i + j]);
		if (v[0] < 0 || v[1] < 0 || v[2] < 0 || v[3] < 0)
			return -1;
		unsigned long x = (unsigned long)v[0] << 18 | (unsigned long)v[1] << 12;
		x |= (unsigned long)v[2] << 6 | (unsigned long)v[3];
		out[k++] = (unsigned char)(x >> 16);
		if (t[i + 2] != '=')
			out[k++] = (unsigned char)(x >> 8);
		if (t[i + 3] != '=')
			out[k++] = (unsigned char)x;
	}
	*outn = k;
	return 0;
}

/* 1 if the bytes are whole UTF-8 characters (no sequence cut at either
 * end, none overlong or a surrogate). */
static int utf8_whole(const unsigned char *s, size_t n)
{
	for (size_t i = 0; i < n;) {
		unsigned c = s[i];
		size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
		if (!len || i + len > n || (len == 2 && c < 0xC2))
			return 0;
		for (size_t j = 1; j < len; j++)
			if ((s[i + j] & 0xC0) != 0x80)
				return 0;
		if ((len == 3 && c == 0xE0 && s[i + 1] < 0xA0) || (len == 3 && c == 0xED && s[i + 1] >= 0xA0) ||
			(len == 4 && ((c == 0xF0 && s[i + 1] < 0x90) || c > 0xF4 || (c == 0xF4 && s[i + 1] >= 0x90))))
			return 0;
		i += len;
	}
	return 1;
}

/* Reads a header value made of encoded words only ("=?UTF-8?B?...?="
 * separated by folding white space), decoding each word by itself: each
 * must be whole UTF-8, at most 75 characters (RFC 2047, 2), and they
 * must add up to want. Returns how many words there were. */
static int words_check(const char *value, const char *want)
{
	sbuf all = SBUF_INIT;
	int words = 0;
	for (const char *p = value; *p;) {
		if (*p == ' ' || *p == '\t' || *p == '\n') {
			p++;
			continue;
		}
		if (strncmp(p, "=?UTF-8?", 8) || (p[8] != 'B' && p[8] != 'Q') || p[9] != '?')
			fail_msg("not an encoded word at \"%.20s\" in:\n%s", p, value);
		const char *t = p + 10, *end = strstr(t, "?=");
		assert_non_null(end);
		size_t wordlen = (size_t)(end + 2 - p);
		if (wordlen > 75)
			fail_msg("encoded word of %zu characters: %.*s", wordlen, (int)wordlen, p);
		unsigned char dec[128];
		size_t n = 0;
		if ((size_t)(end - t) > 160 || word_decode(p[8], t, (size_t)(end - t), dec, &n))
			fail_msg("encoded word does not decode: %.*s", (int)wordlen, p);
		if (!utf8_whole(dec, n))
			fail_msg("encoded word %d (%.*s) is not whole UTF-8 on its own: a character is split between "
				 "words\nwhole value: %s",
				words + 1, (int)wordlen, p, value);
		sbuf_add(&all, dec, n);
		words++;
		p = end + 2;
	}
	assert_string_equal(sbuf_str(&all), want);
	sbuf_free(&all);
	return words;
}

/* Texts with characters of 2, 3 and 4 bytes starting at every offset of
 * a word, as display names and as subjects of whole messages: no word
 * ever carries half a character. */
static void test_addr__encoded_words_stand_alone(void **s)
{
	(void)s;
	static const char *const tails[] = { "ñ", "€", "😀", "Ávila, Cádiz, León — ¿atacarás? ", NULL };
	conf c;
	es_err e;
	assert_int_equal(conf_load(&c, "/nonexistent-estafeta-root", &e), ES_OK);
	arena *a = arena_new();
	int splits_possible = 0;
	for (size_t t = 0; tails[t]; t++)
		for (size_t lead = 0; lead < 45; lead++) {
			sbuf text = SBUF_INIT, b = SBUF_INIT;
			for (size_t i = 0; i < lead; i++)
				sbuf_putc(&text, (char)('a' + i % 26));
			while (text.len < 200)
				sbuf_puts(&text, tails[t]);
			addr_put_encoded(&b, sbuf_str(&text), text.len);
			splits_possible += words_check(sbuf_str(&b), sbuf_str(&text)) > 1;
			sbuf_reset(&b);
			addr_put_phrase(&b, sbuf_str(&text));
			words_check(sbuf_str(&b), sbuf_str(&text));
			/* The subject of a mail, as sent. */
			out_msg m = { 0 };
			m.to = "ana@x.test";
			m.subject = sbuf_str(&text);
			m.body = "b\n";
			m.message_id = "id@estafeta.invalid";
			size_t len;
			char *raw = out_compose(a, &c, &m, 0, &len);
			char *subj = strstr(raw, "\nSubject: ");
			assert_non_null(subj);
			subj += 10;
			char *end = subj;
			while ((end = strchr(end, '\n')) && end[1] == ' ')
				end++;
			assert_non_null(end);
			char *value = arena_strndup(a, subj, (size_t)(end - subj));
			words_check(value, sbuf_str(&text));
			sbuf_free(&text);
			sbuf_free(&b);
		}
	assert_true(splits_possible > 100); /* the texts did need several words */
	arena_free(a);
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
		cmocka_unit_test(test_addr__encoded_words_stand_alone),
		cmocka_unit_test(test_addr__message_ids),
		cmocka_unit_test(test_addr__player_names),
		cmocka_unit_test(test_outmail__envelope_is_ours),
		cmocka_unit_test(test_outmail__long_thread_folds),
		cmocka_unit_test(test_redact__no_password_survives),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
