/* Unit tests of the core's small modules: dice, time, templates, outgoing
 * mail, configuration, buffers and the arena. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/base/dice.h"
#include "adjudicator/base/jw.h"
#include "adjudicator/mail/mime.h"
#include "adjudicator/mail/outmail.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "tests/test_dice.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void test_dice__same_seed_same_stream(void **s)
{
	(void)s;
	dice a, b;
	es_err e;
	assert_int_equal(dice_init_hex(&a, "5eed", 0, &e), ES_OK);
	assert_int_equal(dice_init_hex(&b, "5EED", 0, &e), ES_OK);
	for (int i = 0; i < 100; i++)
		assert_int_equal(dice_u32(&a), dice_u32(&b));
	dice c;
	test_dice_init(&c, "5eee", 0);
	test_dice_init(&a, "5eed", 0);
	int same = 0;
	for (int i = 0; i < 100; i++)
		same += dice_u32(&a) == dice_u32(&c);
	assert_true(same < 3);
}

static void test_dice__continues_at_recorded_position(void **s)
{
	(void)s;
	dice a, b;
	test_dice_init(&a, "abcdef", 0);
	uint32_t v[40];
	for (int i = 0; i < 40; i++)
		v[i] = dice_u32(&a);
	/* Resume at byte 100: the 26th draw onwards, across a block edge. */
	test_dice_init(&b, "abcdef", 100);
	for (int i = 25; i < 40; i++)
		assert_int_equal(dice_u32(&b), v[i]);
	assert_int_equal(b.pos, 160);
}

static void test_dice__rolls_in_range_and_fair(void **s)
{
	(void)s;
	dice d;
	test_dice_init(&d, "01", 0);
	int count[7] = { 0 };
	for (int i = 0; i < 60000; i++) {
		int r = dice_roll(&d, 6);
		assert_in_range(r, 1, 6);
		count[r]++;
	}
	for (int f = 1; f <= 6; f++)
		assert_in_range(count[f], 9500, 10500);
	for (int i = 0; i < 1000; i++)
		assert_true(dice_below(&d, 3) < 3);
	assert_int_equal(dice_below(&d, 1), 0);
}

static void test_dice__shuffle_is_permutation(void **s)
{
	(void)s;
	dice d;
	test_dice_init(&d, "02", 0);
	int a[60], seen[60] = { 0 };
	for (int i = 0; i < 60; i++)
		a[i] = i;
	dice_shuffle(&d, a, 60);
	int moved = 0;
	for (int i = 0; i < 60; i++) {
		seen[a[i]]++;
		moved += a[i] != i;
	}
	for (int i = 0; i < 60; i++)
		assert_int_equal(seen[i], 1);
	assert_true(moved > 40);
	/* Fewer than two draw nothing: a redeal of an empty or single pool
	 * leaves the stream where it was. */
	dice b = d;
	int one[1] = { 4 };
	dice_shuffle(&d, one, 1);
	dice_shuffle(&d, one, 0);
	assert_int_equal(one[0], 4);
	assert_int_equal(dice_u32(&d), dice_u32(&b));
}

static void test_dice__bad_seed_and_commitment(void **s)
{
	(void)s;
	dice d;
	es_err e;
	assert_int_equal(dice_init_hex(&d, "xyz0", 0, &e), ES_ESYNTAX);
	dice odd, even;
	assert_int_equal(dice_init_hex(&odd, "abc", 0, &e), ES_OK);
	assert_int_equal(dice_init_hex(&even, "0abc", 0, &e), ES_OK);
	assert_int_equal(dice_u32(&odd), dice_u32(&even));
	assert_int_equal(dice_init_hex(&d, "", 0, &e), ES_ESYNTAX);
	char c[65];
	dice_commitment("5eed", c);
	assert_string_equal(c, "253e2c69fc07d2cf6f83c79b0bf81b9122c816573477986ca87c6ef907a52a53");
	char r1[65], r2[65];
	dice_random_seed(r1);
	dice_random_seed(r2);
	assert_int_equal(strlen(r1), 64);
	assert_string_not_equal(r1, r2);
}

static void test_when__parse_and_format(void **s)
{
	(void)s;
	int64_t t;
	es_err e;
	char iso[32], rfc[40];
	assert_int_equal(when_parse("2026-11-21T23:36:50Z", &t, &e), ES_OK);
	assert_int_equal(t, 1795304210);
	when_iso(t, iso);
	assert_string_equal(iso, "2026-11-21T23:36:50Z");
	when_rfc5322(t, rfc);
	assert_string_equal(rfc, "Sat, 21 Nov 2026 23:36:50 +0000");
	assert_int_equal(when_parse("2026-11-22T00:36:50+01:00", &t, &e), ES_OK);
	assert_int_equal(t, 1795304210);
	assert_int_equal(when_parse("2024-02-29", &t, &e), ES_OK);
	when_iso(t, iso);
	assert_string_equal(iso, "2024-02-29T00:00:00Z");
	assert_int_equal(when_parse("2026-13-01", &t, &e), ES_ESYNTAX);
	assert_int_equal(when_parse("mañana", &t, &e), ES_ESYNTAX);
	assert_int_equal(when_parse("2026-11-21T10:00Zjunk", &t, &e), ES_ESYNTAX);
	when_set_now(42);
	assert_int_equal(when_now(), 42);
}

static void test_sbuf__sort_lines(void **s)
{
	(void)s;
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, "troops b 2\ncard a x\n\ntroops b 2\nturn 3");
	sbuf_sort_lines(&b);
	assert_string_equal(sbuf_str(&b), "card a x\ntroops b 2\nturn 3\n");
	sbuf_free(&b);
}

/* Everything left in the file, appended, across several reads (more
 * than one buffer's worth), NUL bytes kept. */
static void test_sbuf__add_file(void **s)
{
	(void)s;
	FILE *f = tmpfile();
	assert_non_null(f);
	for (int i = 0; i < 40000; i++)
		fputc(i % 7 ? 'a' + i % 26 : 0, f);
	rewind(f);
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, "head:");
	assert_int_equal(sbuf_add_file(&b, f), 0);
	assert_int_equal(b.len, 5 + 40000);
	for (int i = 0; i < 40000; i++)
		assert_int_equal(b.s[5 + i], i % 7 ? 'a' + i % 26 : 0);
	assert_int_equal(sbuf_add_file(&b, f), 0); /* at the end: nothing more */
	assert_int_equal(b.len, 5 + 40000);
	fclose(f);
	sbuf_free(&b);
}

static void test_arena__strings(void **s)
{
	(void)s;
	arena *a = arena_new();
	char *x = arena_printf(a, "%s-%d", "lote", 7);
	assert_string_equal(x, "lote-7");
	char *big = arena_alloc(a, 100000);
	memset(big, 'x', 100000);
	char *y = arena_strndup(a, "abcdef", 3);
	assert_string_equal(y, "abc");
	arena_free(a);
	arena_free(NULL);
}

/* Every template exists in every language with the same placeholders. */
typedef struct tpl_set {
	char ids[2048][64];
	char vars[2048][256];
	size_t n;
} tpl_set;

static void collect(const char *id, const char *text, size_t len, void *u)
{
	tpl_set *t = u;
	assert_true(t->n < 2048);
	snprintf(t->ids[t->n], 64, "%s", id);
	/* placeholders, sorted by insertion into a small set string */
	char names[32][32];
	int nn = 0;
	for (size_t i = 0; i + 1 < len; i++) {
		if (text[i] != '{')
			continue;
		if (text[i + 1] == '{') {
			i++;
			continue;
		}
		const char *c = memchr(text + i, '}', len - i);
		assert_non_null(c);
		char nm[32];
		snprintf(nm, sizeof nm, "%.*s", (int)(c - text - i - 1), text + i + 1);
		/* A var may carry a word in each language: {give_es}, {give_en}. */
		size_t nl = strlen(nm);
		if (nl > 3 && (!strcmp(nm + nl - 3, "_es") || !strcmp(nm + nl - 3, "_en")))
			snprintf(nm + nl - 3, sizeof nm - (nl - 3), "_LANG");
		int dup = 0;
		for (int k = 0; k < nn; k++)
			dup |= !strcmp(names[k], nm);
		if (!dup && nn < 32)
			snprintf(names[nn++], 32, "%s", nm);
	}
	for (int x = 0; x < nn; x++)
		for (int y = x + 1; y < nn; y++)
			if (strcmp(names[x], names[y]) > 0) {
				char t2[32];
				memcpy(t2, names[x], 32);
				memcpy(names[x], names[y], 32);
				memcpy(names[y], t2, 32);
			}
	t->vars[t->n][0] = '\0';
	size_t off = 0;
	for (int k = 0; k < nn && off < 255; k++)
		off += (size_t)snprintf(t->vars[t->n] + off, 256 - off, "%s ", names[k]);
	t->n++;
}

static void test_tpl__languages_match(void **s)
{
	(void)s;
	static tpl_set es, en;
	tpl_each("es", collect, &es);
	tpl_each("en", collect, &en);
	assert_true(es.n > 20);
	for (size_t i = 0; i < es.n; i++) {
		size_t j = 0;
		while (j < en.n && strcmp(en.ids[j], es.ids[i]))
			j++;
		if (j == en.n)
			fail_msg("template %s has no English text", es.ids[i]);
		if (strcmp(es.vars[i], en.vars[j]))
			fail_msg("template %s: placeholders differ: es {%s} en {%s}", es.ids[i], es.vars[i], en.vars[j]);
	}
	assert_int_equal(es.n, en.n);
}

static void test_tpl__render(void **s)
{
	(void)s;
	sbuf b = SBUF_INIT;
	es_err e;
	assert_int_equal(tpl_renderv(&b, "en", "core.why.nogame", &e, "game", "zz", NULL), ES_OK);
	assert_string_equal(sbuf_str(&b), "There is no game called \"zz\". Check the GAME line. Nothing was changed.");
	sbuf_reset(&b);
	/* A missing variable is an error, never a silent blank. */
	assert_int_equal(tpl_renderv(&b, "es", "core.why.nogame", &e, NULL), ES_ENOTFOUND);
	assert_non_null(strstr(e.msg, "{game}"));
	assert_int_equal(tpl_renderv(&b, "es", "no.such.id", &e, NULL), ES_ENOTFOUND);
	/* Unknown language falls back to Spanish. */
	sbuf_reset(&b);
	assert_int_equal(tpl_renderv(&b, "xx", "core.subject.confirm", &e, "game", "g", NULL), ES_OK);
	assert_string_equal(sbuf_str(&b), "[g] Órdenes aceptadas");
	sbuf_free(&b);
}

static void test_outmail__roundtrip_through_mime(void **s)
{
	(void)s;
	conf c;
	es_err e;
	assert_int_equal(conf_load(&c, "/nonexistent-estafeta-root", &e), ES_OK);
	arena *a = arena_new();
	out_msg m = { 0 };
	m.to = "ana@x.test";
	m.to_name = "Ana Núñez";
	m.subject = "[reco-7] Turno 3: ¿atacarás Ávila? ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ ñ";
	m.body = "Línea uno con acentos: Cádiz, León.\n= signo igual\nFrom el principio\n. punto\n"
		 "una línea muy larga que supera los setenta y seis caracteres para obligar a partirla en QP sin romper nada\n";
	m.message_id = "reco-7.000003.01@estafeta.invalid";
	m.in_reply_to = "orig@x.test";
	m.is_reply = 1;
	size_t len;
	char *raw = out_compose(a, &c, &m, 1795304210, &len);
	/* Lines of at most 78 characters, LF ends (a Maildir file), the
	 * right headers. */
	assert_null(strchr(raw, '\r'));
	for (char *l = raw; *l;) {
		char *nl = strchr(l, '\n');
		assert_non_null(nl);
		assert_true(nl - l <= 78);
		l = nl + 1;
	}
	assert_non_null(strstr(raw, "Auto-Submitted: auto-replied\n"));
	assert_non_null(strstr(raw, "In-Reply-To: <orig@x.test>\n"));
	assert_non_null(strstr(raw, "References:\n <orig@x.test>\n"));
	assert_non_null(strstr(raw, "Date: Sat, 21 Nov 2026 23:36:50 +0000\n"));
	assert_non_null(strstr(raw, "Reply-To: <juez@estafeta.invalid>\n"));
	mime_msg mm;
	assert_int_equal(mime_parse(a, raw, len, 0, &mm, &e), ES_OK);
	assert_string_equal(mm.subject, m.subject);
	assert_string_equal(mm.text, m.body);
	assert_string_equal(mm.message_id, m.message_id);
	assert_true(mm.auto_submitted);

	/* With a picture and a file: multipart/mixed, the text first and
	 * whole, the parts in base64 (checked by decoding), the same bytes
	 * for the same message, lines still within 78. */
	unsigned char png[300];
	for (size_t i = 0; i < sizeof png; i++)
		png[i] = (unsigned char)(i * 7 + 1);
	out_part parts[] = { { "image/png", "reco-7-turno-3.png", png, sizeof png, 1 },
		{ "application/json", "reco-7-turno-3.json", "{\"a\": 1}\n", 9, 0 } };
	m.parts = parts;
	m.nparts = 2;
	size_t len2, len3;
	char *mp = out_compose(a, &c, &m, 1795304210, &len2);
	char *mp2 = out_compose(a, &c, &m, 1795304210, &len3);
	assert_int_equal(len2, len3);
	assert_memory_equal(mp, mp2, len2);
	for (char *l = mp; *l;) {
		char *nl = strchr(l, '\n');
		assert_non_null(nl);
		assert_true(nl - l <= 78);
		l = nl + 1;
	}
	const char *bd = strstr(mp, "boundary=\"");
	assert_non_null(bd);
	char boundary[64];
	assert_int_equal(sscanf(bd + 10, "%63[^\"]", boundary), 1);
	assert_non_null(strstr(mp, "Content-Type: multipart/mixed"));
	assert_true(strstr(mp, "text/plain") < strstr(mp, "image/png"));
	assert_non_null(strstr(mp, "Content-Disposition: inline; filename=\"reco-7-turno-3.png\""));
	assert_non_null(strstr(mp, "Content-Disposition: attachment; filename=\"reco-7-turno-3.json\""));
	char close[80];
	snprintf(close, sizeof close, "--%s--\n", boundary);
	assert_non_null(strstr(mp, close));
	/* The picture decodes back to its bytes. */
	const char *b64 = strstr(strstr(mp, "image/png"), "\n\n") + 2;
	const char *end = strstr(b64, "\n--");
	unsigned char back[400];
	size_t blen;
	assert_int_equal(sodium_base642bin(back, sizeof back, b64, (size_t)(end - b64), "\n", &blen, NULL,
				 sodium_base64_VARIANT_ORIGINAL),
		0);
	assert_int_equal(blen, sizeof png);
	assert_memory_equal(back, png, sizeof png);
	/* Our own reader finds the same text in it. */
	assert_int_equal(mime_parse(a, mp, len2, 0, &mm, &e), ES_OK);
	assert_string_equal(mm.text, m.body);
	arena_free(a);
}

static void test_conf__file_and_errors(void **s)
{
	(void)s;
	char dir[] = "/tmp/estafeta-conf-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[128];
	snprintf(path, sizeof path, "%s/estafeta.conf", dir);
	FILE *f = fopen(path, "w");
	fputs("[judge]\naddress = juez@liga.example\nmax_mail_bytes = 4096\n[inbox]\nmaildir = /var/mail/in\n", f);
	fclose(f);
	conf c;
	es_err e;
	assert_int_equal(conf_load(&c, dir, &e), ES_OK);
	assert_string_equal(c.domain, "liga.example");
	assert_int_equal(c.max_mail_bytes, 4096);
	assert_string_equal(c.inbox, "/var/mail/in");
	char ob[160];
	snprintf(ob, sizeof ob, "%s/outbox", dir);
	assert_string_equal(c.outbox, ob);
	f = fopen(path, "w");
	fputs("[judge]\naddress = juez@liga.example\n\ncolour = blue\n", f);
	fclose(f);
	assert_int_equal(conf_load(&c, dir, &e), ES_ECONFIG);
	assert_non_null(strstr(e.msg, ":4:"));
	unlink(path);
	rmdir(dir);
}

/* [mirror] url: a path is made absolute against the data root, a trailing
 * slash goes (URL/GAME.git), scp-like ssh stays as written. */
static void test_conf__mirror(void **s)
{
	(void)s;
	char dir[] = "/tmp/estafeta-conf-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[128], want[160];
	snprintf(path, sizeof path, "%s/estafeta.conf", dir);
	conf c;
	es_err e;
	static const char *const cases[][2] = {
		{ "backup/", "%s/backup" },
		{ "/srv/git//", "/srv/git" },
		{ "git@host.example:estafeta", "git@host.example:estafeta" },
		{ "ssh://git@host.example:2222/x/", "ssh://git@host.example:2222/x" },
		{ "file:///srv/m", "file:///srv/m" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		FILE *f = fopen(path, "w");
		fprintf(f, "[mirror]\nurl = %s\nssh_key = key\n", cases[i][0]);
		fclose(f);
		assert_int_equal(conf_load(&c, dir, &e), ES_OK);
		snprintf(want, sizeof want, cases[i][1], dir);
		assert_string_equal(c.mirror_url, want);
		snprintf(want, sizeof want, "%s/key", dir);
		assert_string_equal(c.mirror_key, want);
		assert_int_equal(c.health_mirror_min, 24 * 60);
	}
	FILE *f = fopen(path, "w");
	fputs("[mirror]\nurl = ftp://host/x\n", f);
	fclose(f);
	assert_int_equal(conf_load(&c, dir, &e), ES_ECONFIG);
	unlink(path);
	rmdir(dir);
}

static char *dumped(jw *v, int indent)
{
	sbuf b = SBUF_INIT;
	assert_int_equal(jw_dump(v, indent, &b), 0);
	jw_free(v);
	return sbuf_detach(&b);
}

/* The engines' JSON writer: pack formats nest, keys come out sorted, a
 * later key replaces an earlier one, and a value that cannot be (NULL,
 * not UTF-8) fails the whole pack instead of leaving a hole. */
static void test_jw__pack_and_dump(void **s)
{
	(void)s;
	jw *o = jw_pack("{s:s, s:i, s:I, s:b, s:o, s:{s:i}, s:[s, i], s:[]}", "z", "\xc3\xa1", "n", -3, "big",
		9000000000LL, "t", 7, "arr", jw_pack("[i, i]", 1, 2), "in", "k", 0, "mix", "x", 4, "e");
	jw_set(o, "n", jw_int(5));
	jw_set(o, "nul", jw_null());
	jw *a = jw_array();
	jw_push(a, jw_stringn("abc", 2));
	jw_push(a, jw_bool(0));
	jw_set(o, "a", a);
	char *t = dumped(o, 0);
	assert_string_equal(t, "{\"a\": [\"ab\", false], \"arr\": [1, 2], \"big\": 9000000000, \"e\": [], "
			       "\"in\": {\"k\": 0}, \"mix\": [\"x\", 4], \"n\": 5, \"nul\": null, \"t\": true, "
			       "\"z\": \"\xc3\xa1\"}");
	free(t);
	t = dumped(jw_pack("{s:[i]}", "k", 1), 2);
	assert_string_equal(t, "{\n  \"k\": [\n    1\n  ]\n}");
	free(t);
	assert_null(jw_pack("{s:s, s:o}", "k", (const char *)NULL, "o", jw_object()));
	assert_null(jw_pack("[s]", "\xff"));
	assert_null(jw_string("\xc3"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dice__same_seed_same_stream),
		cmocka_unit_test(test_dice__continues_at_recorded_position),
		cmocka_unit_test(test_dice__rolls_in_range_and_fair),
		cmocka_unit_test(test_dice__shuffle_is_permutation),
		cmocka_unit_test(test_dice__bad_seed_and_commitment),
		cmocka_unit_test(test_when__parse_and_format),
		cmocka_unit_test(test_sbuf__sort_lines),
		cmocka_unit_test(test_sbuf__add_file),
		cmocka_unit_test(test_arena__strings),
		cmocka_unit_test(test_tpl__languages_match),
		cmocka_unit_test(test_tpl__render),
		cmocka_unit_test(test_outmail__roundtrip_through_mime),
		cmocka_unit_test(test_conf__file_and_errors),
		cmocka_unit_test(test_conf__mirror),
		cmocka_unit_test(test_jw__pack_and_dump),
	};
	return cmocka_run_group_tests_name("core", tests, NULL, NULL);
}
