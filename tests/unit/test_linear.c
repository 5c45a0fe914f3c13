/* Every parser that reads a mail before (and after) authentication is
 * linear: each adversarial shape below is parsed once at 16 times the base
 * size and 16 times at the base size, and the two CPU times must be about
 * equal. Same bytes in, same work expected; a quadratic spot makes the big
 * input 16 times dearer. No absolute time is asserted: the bound is on a
 * ratio of CPU times (CLOCK_PROCESS_CPUTIME_ID, best of several tries), so
 * a slow or sanitized build passes as long as it is linear.
 *
 *   test_linear            the cmocka test
 *   test_linear --bench [NAME]       ns/byte of each shape at 64 KB and 1 MB
 *   test_linear --ratios [BASE [NAME]]   the ratio of each shape */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <malloc.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "adjudicator/mail/mailnet.h"
#include "adjudicator/mail/mime.h"
#include "adjudicator/base/sbuf.h"
#include "games/catan/catan_map.h"
#include "games/game.h"
#include "games/nuevo-mundo/nm_int.h"
#include "games/reconquista/reco_map.h"
#include "games/teg/teg_map.h"
#include "orders/envelope.h"
#include "orders/lex.h"
#include "orders/ord_catan.h"
#include "orders/ord_nm.h"
#include "orders/ord_reco.h"
#include "orders/ord_teg.h"

/* What reads the input: a whole mail (MIME, then the envelope of its
 * text, as a batch does before the password check), a decoded body, the
 * folding of one word, or one order line of a game. */
enum { K_MAIL, K_ENV, K_FOLD, K_RECO, K_TEG, K_CATAN, K_NM, K_IMAP };

#define PLAIN "From: Ana <ana@x.org>\nMessage-ID: <m@x.org>\nContent-Type: text/plain; charset=utf-8\n\n"
#define ENVL "PARTIDA g1\nJUGADOR ana\nCLAVE pw\n"
#define MP "From: ana@x.org\nContent-Type: multipart/mixed; boundary=b\n\n"
#define HTML "From: ana@x.org\nContent-Type: text/html; charset=utf-8\n\n"

/* head, then unit repeated up to the size, then tail. */
static const struct shape {
	const char *name;
	int kind;
	const char *head, *unit, *tail;
} shapes[] = {
	{ "blank_lines", K_MAIL, PLAIN ENVL, "\n", "PASO\n" },
	/* What an IMAP server answers to UID FETCH: the reply is the
	 * server's, so a hostile or broken one must not hang the batch. */
	{ "imap_fetch_blank_lines", K_IMAP, "", "\n", "* 1 FETCH (UID 7 FLAGS (\\Seen) RFC822.SIZE 9)\n" },
	{ "imap_fetch_lines", K_IMAP, "", "* 1 FETCH (UID 1 FLAGS (x))\n", "" },
	{ "imap_fetch_long_flags", K_IMAP, "* 1 FETCH (UID 7 FLAGS (", "\\Flagged ", ") RFC822.SIZE 9)\n" },
	{ "blank_lines_crlf", K_ENV, ENVL, "\r\n", "PASO\n" },
	{ "blank_lines_spaces", K_ENV, ENVL, " \t \n", "PASO\n" },
	{ "quote_lines", K_MAIL, PLAIN ENVL, ">\n", "PASO\n" },
	{ "blank_then_quote", K_MAIL, PLAIN ENVL, "\n\n\n\n\n\n\n>\n", "PASO\n" },
	{ "attribution_lines", K_MAIL, PLAIN ENVL, "On Sat, Ana wrote:\n\n", ">\n" },
	{ "long_line", K_MAIL, PLAIN ENVL "MOVER ", "xy", "\n" },
	{ "long_first_word", K_MAIL, PLAIN, "xy", "\n" },
	{ "long_blank_run", K_MAIL, PLAIN ENVL "MOVER ", "  \t", "x\n" },
	{ "nbsp_run", K_ENV, ENVL "MOVER ", "\xc2\xa0", "x\n" },
	{ "many_orders", K_MAIL, PLAIN ENVL, "MOVER 2 Toledo Madrid\n", "FIN\n" },
	{ "many_keywords", K_MAIL, PLAIN, "PARTIDA g1\n", "" },
	{ "combining_marks", K_FOLD, "a", "\xcc\x81\xcc\x81\xcc\x81\xcc\x81\xcc\x81\xcc\x81\xcc\x81\xcc\x81"
					  "\xcc\x96\xcc\x96\xcc\x96\xcc\x96\xcc\x96\xcc\x96\xcc\x96\xcc\x96", "" },
	{ "combining_marks_mail", K_MAIL, PLAIN, "\xcc\x81\xcc\x96", "\n" },
	{ "header_continuations", K_MAIL, "From: ana@x.org\nSubject: x\n", " y\n", "\nbody\n" },
	{ "header_fields", K_MAIL, "From: ana@x.org\n", "X-A: b\n", "\nbody\n" },
	{ "from_comments", K_MAIL, "From: ", "(", "ana@x.org\n\nbody\n" },
	{ "from_groups", K_MAIL, "From: ", "g:", "ana@x.org\n\nbody\n" },
	{ "to_many_addresses", K_MAIL, "From: ana@x.org\nTo: ", "a b c, ", "x@y\n\nbody\n" },
	{ "subject_words", K_MAIL, "From: ana@x.org\nSubject: ", "=?utf-8?q?a?= ", "\n\nbody\n" },
	{ "subject_open_words", K_MAIL, "From: ana@x.org\nSubject: ", "=?utf-8?q?", "\n\nbody\n" },
	{ "subject_charsets", K_MAIL, "From: ana@x.org\nSubject: ", "=?koi8-r?q?a?= =?iso-8859-2?q?b?= ",
	  "\n\nbody\n" },
	{ "msgid_brackets", K_MAIL, "From: ana@x.org\nMessage-ID: ", "<", "\n\nbody\n" },
	{ "qp_soft_breaks", K_MAIL, "From: ana@x.org\nContent-Transfer-Encoding: quoted-printable\n\n", "=\n", "x\n" },
	{ "qp_blank_equals", K_MAIL, "From: ana@x.org\nContent-Transfer-Encoding: quoted-printable\n\n", "=   ",
	  "x\n" },
	{ "qp_equals", K_MAIL, "From: ana@x.org\nContent-Transfer-Encoding: quoted-printable\n\n", "=", "x\n" },
	{ "base64_lines", K_MAIL, "From: ana@x.org\nContent-Transfer-Encoding: base64\n\n", "QUJD\n", "" },
	{ "iconv_bad_bytes", K_MAIL, "From: ana@x.org\nContent-Type: text/plain; charset=shift_jis\n\n", "\xff",
	  "\n" },
	{ "flowed_lines", K_MAIL, "From: ana@x.org\nContent-Type: text/plain; format=flowed; delsp=yes\n\n", "a \n",
	  "b\n" },
	{ "flowed_quotes", K_MAIL, "From: ana@x.org\nContent-Type: text/plain; format=flowed\n\n", "> a \n", "b\n" },
	{ "html_blockquotes", K_MAIL, HTML, "<blockquote>", "x" },
	{ "html_unclosed_head", K_MAIL, HTML, "<head>", "x" },
	{ "html_unclosed_script", K_MAIL, HTML, "<script><style><title>", "x" },
	{ "html_open_comment", K_MAIL, HTML, "<!-- -", "x" },
	{ "html_open_tag", K_MAIL, HTML, "<a b='", "x" },
	{ "html_entities", K_MAIL, HTML, "&amp;&#x41;&nbsp;&zz", "x" },
	{ "html_long_number", K_MAIL, HTML "&#", "9", ";" },
	{ "html_brs", K_MAIL, HTML, "<br><p><li>", "x" },
	{ "html_lt_text", K_MAIL, HTML, "< ", "x" },
	{ "mime_parts", K_MAIL, MP, "--b\nContent-Type: text/plain\n\nx\n", "--b--\n" },
	{ "mime_empty_parts", K_MAIL, MP, "--b\n", "--b--\n" },
	{ "mime_dash_lines", K_MAIL, MP "--b\n\n", "--x\n", "--b--\n" },
	{ "mime_boundary_prefixes", K_MAIL, MP "--b\n\n", "--bx\n", "--b--\n" },
	{ "mime_part_header_lines", K_MAIL, MP "--b\n", "X-A: b\n", "\nx\n--b--\n" },
	{ "mime_part_continuations", K_MAIL, MP "--b\nX-A: b\n", " c\n", "\nx\n--b--\n" },
	{ "boundary_words", K_MAIL, PLAIN, "boundary=\"abc\" ", "\n" },
	{ "multipart_words", K_MAIL, PLAIN ENVL, "multipart rfc822 message/rfc822 ", "\nPASO\n" },
	{ "digest_parts", K_MAIL, "From: ana@x.org\nContent-Type: multipart/digest; boundary=b\n\n",
	  "--b\n\nFrom: x@y\n\nhi\n", "--b--\n" },
	{ "rfc822_parts", K_MAIL, MP, "--b\nContent-Type: message/rfc822\n\nFrom: x@y\n\nhi\n", "--b--\n" },
	{ "rfc822_header_fields", K_MAIL, MP "--b\nContent-Type: message/rfc822\n\n", "X-A: b\n", "\nhi\n--b--\n" },
	{ "rfc822_address_list", K_MAIL, MP "--b\nContent-Type: message/rfc822\n\nTo: ", "a@b.c, ",
	  "x@y\n\nhi\n--b--\n" },
	{ "content_type_params", K_MAIL, "From: ana@x.org\nContent-Type: text/plain", "; a=b", "\n\nbody\n" },
	{ "content_type_rfc2231", K_MAIL, "From: ana@x.org\nContent-Type: text/plain", "; a*1*=b", "\n\nbody\n" },
	{ "part_content_type_params", K_MAIL, MP "--b\nContent-Type: text/plain", "; a*1=b", "\n\nhi\n--b--\n" },
	{ "nested_then_blank_lines", K_MAIL, MP "--b\nContent-Type: multipart/mixed; boundary=c\n\n--c\n\n", "\n",
	  "x\n--c--\n--b--\n" },
	/* What mail clients put around the orders (orders/envelope.c). */
	{ "underscore_lines", K_ENV, ENVL, "________________________________\nDe x\n", "PASO\n" },
	{ "header_like_lines", K_ENV, ENVL, "De: x\n", "PASO\n" },
	{ "from_sent_pairs", K_MAIL, PLAIN ENVL, "From: x\nSubject x\n", "PASO\n" },
	{ "original_mark_like", K_ENV, ENVL, "-----Mensaje originalx-----\n", "PASO\n" },
	{ "greeting_lines", K_ENV, "PARTIDA g1\n", "Hola, juez:\n", "PASO\n" },
	{ "signoff_lines", K_ENV, ENVL "PASO\n", "Saludos,\n", "" },
	{ "signoff_name_pairs", K_ENV, ENVL "PASO\n", "Saludos\nBob\n", "" },
	{ "signoff_after_orders", K_ENV, ENVL, "MOVER 2 Toledo Madrid\n", "Saludos\nBob\n" },
	{ "client_taglines", K_MAIL, PLAIN ENVL "PASO\n", "Enviado desde mi iPhone\n", "" },
	{ "wrapped_attributions", K_ENV, ENVL, "El lun, 23 nov\nde 2026\nescribi\xc3\xb3:\n> x\n", "PASO\n" },
	{ "pgp_armour_headers", K_ENV, "-----BEGIN PGP SIGNED MESSAGE-----\n", "Hash: SHA256\n", "\n" ENVL "PASO\n" },
	{ "pgp_signature_lines", K_MAIL, PLAIN ENVL "PASO\n-----BEGIN PGP SIGNATURE-----\n", "iQEzBAEBCgAdFiEE\n",
	  "-----END PGP SIGNATURE-----\n" },
	{ "pgp_dash_escaped", K_ENV, "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n" ENVL, "- - PASO\n", "" },
	{ "reco_with_list", K_RECO, "ATACAR Madrid CON ", "Toledo ", "" },
	{ "reco_joiners", K_RECO, "ATACAR Madrid CON ", "y ", "Toledo" },
	{ "reco_hyphens", K_RECO, "COLOCAR 3 ", "a-", "" },
	{ "reco_dashes", K_RECO, "COLOCAR 3 Ciudad", "-", "" },
	{ "reco_long_word", K_RECO, "COLOCAR 3 ", "x", "" },
	{ "reco_many_words", K_RECO, "COLOCAR 3 ", "xy ", "" },
	{ "teg_long_word", K_TEG, "ATACAR ", "x", " Chile" },
	{ "teg_exchange", K_TEG, "CANJEAR ", "Chile y ", "Peru" },
	{ "catan_long_word", K_CATAN, "POBLADO ", "b", "" },
	{ "catan_many_words", K_CATAN, "POBLADO ", "b ", "" },
	{ "catan_player", K_CATAN, "OFRECER 1 lana POR 1 trigo A ", "x", "" },
	{ "nm_long_word", K_NM, "COLOCAR 3 CQ ", "x", "" },
	{ "nm_many_words", K_NM, "MOVER 3 CQ T1 T2 ", "xy ", "" },
	{ "nm_kinds", K_NM, "TARJETA ", "frut/riq/", "anim" },
	{ "nm_slashes", K_NM, "TARJETA frut", "/", "" },
	/* Several body parts, bare "text", RFC 2231 boundaries, an open
	 * last part, UTF-8 under a Latin label. */
	{ "mime_text_image_parts", K_MAIL, MP,
	  "--b\nContent-Type: text/plain\n\nPASO\n--b\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\nQUJD\n",
	  "--b--\n" },
	{ "mime_html_parts", K_MAIL, MP, "--b\nContent-Type: text/html\n\n<p>x</p>\n", "--b--\n" },
	{ "mime_alternatives", K_MAIL, "From: ana@x.org\nContent-Type: multipart/alternative; boundary=b\n\n",
	  "--b\nContent-Type: text/html\n\n<p>x</p>\n", "--b\nContent-Type: text/plain\n\nx\n--b--\n" },
	{ "mime_bare_text_parts", K_MAIL, MP, "--b\nContent-Type: text; charset=utf-8\n\nx\n", "--b--\n" },
	{ "boundary_rfc2231_sections", K_MAIL, "From: ana@x.org\nContent-Type: multipart/mixed; boundary*0*=''b",
	  "; boundary*1*=%41", "\n\n--bA\n\nx\n--bA--\n" },
	{ "part_boundary_rfc2231_sections", K_MAIL, MP "--b\nContent-Type: multipart/mixed; boundary*0=c",
	  "; boundary*1*=%41", "\n\n--cA\n\nx\n--cA--\n--b--\n" },
	{ "mime_open_part_blank_lines", K_MAIL, MP "--b\nContent-Type: text/plain\n\nx\n--b", "\n", "" },
	{ "latin_label_utf8", K_MAIL, "From: ana@x.org\nContent-Type: text/plain; charset=iso-8859-1\n\n", "\xc3\xb3",
	  "\n" },
};

static char *build(const struct shape *s, size_t size, size_t *len)
{
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, s->head);
	size_t tl = strlen(s->tail);
	while (b.len + tl < size)
		sbuf_puts(&b, s->unit);
	sbuf_puts(&b, s->tail);
	*len = b.len;
	return sbuf_detach(&b);
}

static void parse_once(int kind, const char *in, size_t len)
{
	static const char *const players[] = { "ana", "berta", "carla" };
	arena *a = arena_new();
	es_err e;
	env_mail env;
	sbuf why = SBUF_INIT;
	switch (kind) {
	case K_MAIL: {
		mime_msg m;
		if (mime_parse(a, in, len, 0, &m, &e) == ES_OK)
			env_parse_verbs(a, m.text, game_order_verb, &env, &e);
		break;
	}
	case K_ENV:
		env_parse_verbs(a, in, game_order_verb, &env, &e);
		break;
	case K_FOLD:
		lex_fold(a, in, len);
		break;
	case K_RECO: {
		ord_reco o;
		ord_reco_parse(reco_map_places(), in, "es", &o, &why);
		break;
	}
	case K_TEG: {
		ord_teg o;
		ord_teg_parse(teg_map_places(), in, "es", &o, &why);
		break;
	}
	case K_CATAN: {
		ord_catan o;
		ord_catan_parse(catan_map_board(), in, "es", players, 3, &o, &why);
		break;
	}
	case K_NM: {
		ord_nm o;
		ord_nm_parse(nm_vocab(nm_map_get(1)), in, "es", &o, &why);
		break;
	}
	case K_IMAP: {
		mailnet_msg_state st;
		mailnet_parse_fetch(in, 7, &st);
		break;
	}
	}
	sbuf_free(&why);
	arena_free(a);
}

static double cpu_ns(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Best CPU time of `tries` rounds of `reps` parses of in. */
static double best_ns(int kind, const char *in, size_t len, int reps, int tries)
{
	double best = -1;
	for (int t = 0; t < tries; t++) {
		double t0 = cpu_ns();
		for (int r = 0; r < reps; r++)
			parse_once(kind, in, len);
		double d = cpu_ns() - t0;
		if (best < 0 || d < best)
			best = d;
	}
	return best;
}

#define BASE (8 * 1024)
#define FACTOR 16
/* Linear work gives a ratio near 1; quadratic work gives FACTOR. */
#define MAX_RATIO 4.0

/* CPU time of one parse of FACTOR * base bytes over FACTOR parses of
 * base bytes. */
static double ratio_of(const struct shape *s, size_t base, size_t *bl)
{
	size_t nl;
	char *small = build(s, base, &nl);
	char *big = build(s, base * FACTOR, bl);
	parse_once(s->kind, big, *bl); /* warm caches and tables */
	double ts = best_ns(s->kind, small, nl, FACTOR, 3);
	double tb = best_ns(s->kind, big, *bl, 1, 3);
	free(small);
	free(big);
	return tb / (ts > 1 ? ts : 1);
}

static void test_linear__every_shape(void **state)
{
	(void)state;
	int bad = 0;
	for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
		size_t bl, nl = BASE;
		/* Another process's burst inflates one measure, never three in
		 * a row; quadratic work is FACTOR times dearer every time. */
		double ratio = ratio_of(&shapes[i], BASE, &bl);
		for (int again = 0; again < 2 && ratio > MAX_RATIO; again++) {
			double r = ratio_of(&shapes[i], BASE, &bl);
			ratio = r < ratio ? r : ratio;
		}
		if (ratio > MAX_RATIO) {
			fprintf(stderr, "%s: %zu bytes cost %.1f times %d x %zu bytes\n",
				shapes[i].name, bl, ratio, FACTOR, nl);
			bad++;
		}
	}
	assert_int_equal(bad, 0);
}

static void bench(const char *only)
{
	static const size_t sizes[] = { 64 * 1024, 1024 * 1024 };
	printf("%-26s %12s %12s\n", "shape", "ns/B 64KB", "ns/B 1MB");
	for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
		if (only && !strstr(shapes[i].name, only))
			continue;
		printf("%-26s", shapes[i].name);
		for (size_t k = 0; k < 2; k++) {
			size_t len;
			char *in = build(&shapes[i], sizes[k], &len);
			double t = best_ns(shapes[i].kind, in, len, 1, k ? 1 : 3);
			printf(" %12.1f", t / (double)len);
			fflush(stdout);
			free(in);
		}
		printf("\n");
	}
}

int main(int argc, char **argv)
{
	/* Memory a parse frees stays with the process and is reused: else
	 * each big parse pays page faults on fresh pages that the small
	 * parses, reusing a warm heap, never pay, and the ratio measures
	 * the kernel's paging under load rather than the parser. */
	mallopt(M_MMAP_THRESHOLD, 256 * 1024 * 1024);
	mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
	if (argc > 1 && !strcmp(argv[1], "--ratios")) {
		size_t base = argc > 2 ? (size_t)atol(argv[2]) : BASE, bl;
		for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
			if (argc > 3 && !strstr(shapes[i].name, argv[3]))
				continue;
			double r = ratio_of(&shapes[i], base, &bl);
			printf("%-26s %6.2f\n", shapes[i].name, r);
			fflush(stdout);
		}
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "--bench")) {
		bench(argc > 2 ? argv[2] : NULL);
		return 0;
	}
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_linear__every_shape),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
