/* Test tool: plays every game of a data root to its end (or BATCHES) as
 * its players would by mail, in one process: each batch, every awaited
 * player mails the bot's orders into the inbox (as `estafeta bot` prints
 * them), then the batch runs as `estafeta run` does (batch_run). Now and
 * then a deadline passes (every 13th batch), a reminder falls due (every
 * 13th + 6), the first awaited player of a game also mails a line that is
 * refused (every 7th + 3) or press to everyone (every 9th + 4). Passwords
 * are pw-NAME. The mail scan (tests/e2e/mail_scan.sh) reads the outbox:
 * `estafeta bot` and `run` in a process each took minutes a game.
 *   mailplay DATAROOT NOW BATCHES
 * The clock leaps up to 80 hours a batch: the data root's estafeta.conf
 * needs clock_jump_hours = 0, as tests/e2e/lib.sh writes it.
 * Prints "BATCHES_RUN GAMES_OVER GAMES". 0, or 1 on a failed batch. */
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/when.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/play/play.h"
#include "adjudicator/run/batch.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int drop(const conf *c, const char *id, const char *from, const char *game, const char *pw, const char *body)
{
	char path[2048];
	snprintf(path, sizeof path, "%s/%s/new/%s", c->dataroot, "inbox", id);
	FILE *f = fopen(path, "w");
	if (!f) {
		perror(path);
		return 1;
	}
	fprintf(f, "From: Jugador <%s@x.test>\nTo: juez@estafeta.test\nSubject: ordenes\n", from);
	fprintf(f, "Message-ID: <%s@t>\nMIME-Version: 1.0\n", id);
	fprintf(f, "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n");
	fprintf(f, "PARTIDA %s\nJUGADOR %s\nCLAVE %s\n%sFIN\n", game, from, pw, body);
	return fclose(f) ? 1 : 0;
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Mails the awaited players of every live game; counts games and ends. */
static int mail_orders(const conf *c, int k, int *games, int *over)
{
	char dir[2048];
	snprintf(dir, sizeof dir, "%s/games", c->dataroot);
	DIR *d = opendir(dir);
	if (!d) {
		perror(dir);
		return 1;
	}
	char *names[4096];
	int n = 0;
	struct dirent *de;
	while ((de = readdir(d)) && n < 4096)
		if (de->d_name[0] != '.')
			names[n++] = strdup(de->d_name);
	closedir(d);
	qsort(names, (size_t)n, sizeof *names, cmp);
	*games = n;
	*over = 0;
	int rc = 0;
	for (int g = 0; g < n; g++) {
		play *p;
		es_err e = { 0 };
		if (play_open(&p, c, names[g], &e)) {
			fprintf(stderr, "mailplay: %s: %s\n", names[g], e.msg);
			rc = 1;
			continue;
		}
		game_status st;
		play_status(p, &st);
		if (st.over)
			(*over)++;
		int j = 0;
		for (int s = 0; s < 32 && !st.over && k % 13 != 0 && k % 13 != 6; s++) {
			if (!(st.waiting & GAME_SEAT(s)))
				continue;
			const char *who = play_player_name(p, s);
			char pw[128], id[256], seed[32];
			snprintf(pw, sizeof pw, "pw-%s", who);
			if (j++ == 0 && k % 7 == 3) {
				snprintf(id, sizeof id, "%06d.%s.bad.%s", k, names[g], who);
				rc |= drop(c, id, who, names[g], pw, "ATACAR nada con nada\n");
			}
			if (j == 1 && k % 9 == 4) {
				snprintf(id, sizeof id, "%06d.%s.press.%s", k, names[g], who);
				rc |= drop(c, id, who, names[g], pw, "PRENSA todos Hola a todos.\n");
			}
			char *buf = NULL;
			size_t len = 0;
			FILE *m = open_memstream(&buf, &len);
			snprintf(seed, sizeof seed, "%x", k);
			if (play_bot(p, s, seed, m))
				rc = 1;
			fclose(m);
			snprintf(id, sizeof id, "%06d.%s.%s", k, names[g], who);
			rc |= drop(c, id, who, names[g], pw, buf);
			free(buf);
		}
		play_free(p);
	}
	for (int g = 0; g < n; g++)
		free(names[g]);
	return rc;
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fputs("usage: mailplay DATAROOT NOW BATCHES\n", stderr);
		return 2;
	}
	int64_t now;
	conf c;
	es_err e = { 0 };
	if (when_parse(argv[2], &now, &e) || conf_load(&c, argv[1], &e) || conf_secrets(&c, &e)) {
		fprintf(stderr, "mailplay: %s\n", e.msg);
		return 2;
	}
	int max = atoi(argv[3]), k = 0, games = 0, over = 0;
	while (k < max) {
		k++;
		when_set_now(now);
		if (mail_orders(&c, k, &games, &over))
			return 1;
		if (over == games)
			break;
		now += (k % 13 == 0 ? 80 : k % 13 == 6 ? 50 : 1) * 3600;
		when_set_now(now);
		batch_report r;
		if (batch_run(&c, &r, &e)) {
			fprintf(stderr, "mailplay: batch %d: %s\n", k, e.msg);
			return 1;
		}
	}
	printf("%d %d %d\n", k, over, games);
	return 0;
}
