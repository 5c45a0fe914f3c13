/* Benchmark: how many order lines per second go through the whole reading
 * path of a mail body: envelope, shared lexer, La reconquista grammar and
 * the legality check against a real position (nothing applied). Also MIME
 * extraction per mail. Prints "name value unit" lines.
 *   bench_parse [SECONDS] */
#include "adjudicator/base/arena.h"
#include "adjudicator/base/dice.h"
#include "adjudicator/mail/mime.h"
#include "games/game.h"
#include "orders/envelope.h"
#include "tests/test_dice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *const names[] = { "ana", "berta", "carla", "dani", NULL };

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	double budget = argc > 1 ? atof(argv[1]) : 2.0;
	const game_kind *k = game_find("reconquista");
	dice d, bd;
	es_err e;
	test_dice_init(&d, "be9c", 0);
	test_dice_init(&bd, "b07", 0);
	arena *a = arena_new();
	game_events ev = { a, NULL, 0, 0 };
	void *st;
	if (k->create(&st, 4, names, NULL, 0, &d, &ev, &e)) {
		fprintf(stderr, "%s\n", e.msg);
		return 1;
	}
	/* Play placement and a few turns so moves and attacks are legal. */
	game_status gs;
	for (int i = 0; i < 60; i++) {
		k->status(st, &gs);
		int who = __builtin_ctz(gs.waiting);
		sbuf o = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
		k->bot(st, who, &bd, &o);
		const char *lines[64];
		int ln[64];
		size_t n = 0;
		char *copy = strdup(sbuf_str(&o));
		for (char *p = strtok(copy, "\n"); p && n < 64; p = strtok(NULL, "\n"))
			lines[n] = p, ln[n] = (int)n + 1, n++;
		game_lines gl = { lines, ln, n };
		game_reject rej;
		if (!k->check(st, who, &gl, "es", &canon, &echo, &rej))
			k->apply(st, who, sbuf_str(&canon), &d, &ev);
		free(copy);
		sbuf_free(&o);
		sbuf_free(&canon);
		sbuf_free(&echo);
	}
	k->status(st, &gs);
	int who = __builtin_ctz(gs.waiting);
	/* A corpus of mails for the seat to move: bot orders in several forms. */
	enum { NMAIL = 32 };
	char *body[NMAIL];
	size_t nlines = 0;
	for (int m = 0; m < NMAIL; m++) {
		sbuf o = SBUF_INIT, b = SBUF_INIT;
		k->bot(st, who, &bd, &o);
		sbuf_printf(&b, "Hola, mis órdenes:\n\nPARTIDA bench\nJUGADOR %s\nCLAVE x\n%s\nDEFENSA TODAS\nFIN\n-- \nfirma\n",
			names[who], sbuf_str(&o));
		for (const char *p = sbuf_str(&o); *p; p++)
			nlines += *p == '\n';
		nlines++; /* DEFENSA */
		body[m] = sbuf_detach(&b);
		sbuf_free(&o);
	}
	long iters = 0, ok = 0;
	double t0 = now_s(), t;
	do {
		for (int m = 0; m < NMAIL; m++) {
			arena *ma = arena_new();
			env_mail env;
			env_parse_verbs(ma, body[m], game_order_verb, &env, &e);
			game_lines gl = { env.orders, env.lineno, env.norders };
			sbuf canon = SBUF_INIT, echo = SBUF_INIT;
			game_reject rej;
			ok += k->check(st, who, &gl, "es", &canon, &echo, &rej) == ES_OK;
			sbuf_free(&canon);
			sbuf_free(&echo);
			arena_free(ma);
		}
		iters++;
		t = now_s() - t0;
	} while (t < budget);
	double mails = (double)iters * NMAIL;
	printf("order_lines_per_second %.0f lines/s (%.0f mails/s, %zu order lines in %d mails, %.1f%% accepted)\n",
		(double)iters * (double)nlines / t, mails / t, nlines, NMAIL, 100.0 * (double)ok / mails);
	/* MIME: a quoted-printable Latin-1 multipart mail like real clients send. */
	const char *raw = "From: Ana <ana@x.test>\r\nMessage-ID: <b@x>\r\nSubject: =?ISO-8859-1?Q?=F3rdenes?=\r\n"
			  "MIME-Version: 1.0\r\nContent-Type: multipart/alternative; boundary=\"b\"\r\n\r\n--b\r\n"
			  "Content-Type: text/plain; charset=ISO-8859-1\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n"
			  "PARTIDA bench\r\nJUGADOR ana\r\nCLAVE x\r\nMOVER 2 Le=F3n Zamora\r\nMOVER 1 =C1vila Segovia\r\nFIN\r\n"
			  "--b\r\nContent-Type: text/html\r\n\r\n<p>x</p>\r\n--b--\r\n";
	long mi = 0;
	t0 = now_s();
	do {
		for (int i = 0; i < 100; i++) {
			arena *ma = arena_new();
			mime_msg mm;
			mime_parse(ma, raw, strlen(raw), 0, &mm, &e);
			arena_free(ma);
		}
		mi += 100;
		t = now_s() - t0;
	} while (t < budget / 2);
	printf("mime_mails_per_second %.0f mails/s\n", (double)mi / t);
	for (int m = 0; m < NMAIL; m++)
		free(body[m]);
	k->free(st);
	arena_free(a);
	return 0;
}
