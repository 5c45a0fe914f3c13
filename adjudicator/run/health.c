/* `estafeta health`: a read-only look at the data root. Each fact is one
 * "KEY value" line; a line that needs the operator starts with "problem". */
#include "adjudicator/run/health.h"
#include "adjudicator/run/campaign.h"
#include "adjudicator/run/gamelist.h"
#include "adjudicator/run/batch.h"
#include "adjudicator/run/batch_failing.h"
#include "adjudicator/run/mirror.h"
#include "adjudicator/play/play.h"
#include "adjudicator/run/runrec.h"
#include "adjudicator/base/when.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>

/* How many files (or, with dirs, folders) dir holds and the mtime of
 * the oldest (0: none). */
static int spool_scan(const char *dir, int dirs, int64_t *oldest)
{
	int n = 0;
	*oldest = 0;
	DIR *d = opendir(dir);
	struct dirent *de;
	while (d && (de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		char p[2200];
		struct stat st;
		snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
		if (stat(p, &st) || !(dirs ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode)))
			continue;
		n++;
		if (!*oldest || st.st_mtime < *oldest)
			*oldest = st.st_mtime;
	}
	if (d)
		closedir(d);
	return n;
}

/* What a batch skips in dir: entries that are not regular files (a FIFO,
 * a link, a device), which only the operator can remove. */
static int not_mail(FILE *out, const char *dir)
{
	int n = 0;
	char first[256] = "";
	DIR *d = opendir(dir);
	struct dirent *de;
	while (d && (de = readdir(d))) {
		char p[2200];
		struct stat st;
		snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
		if (de->d_name[0] == '.' || lstat(p, &st) || S_ISREG(st.st_mode))
			continue;
		if (!n++)
			snprintf(first, sizeof first, "%s", de->d_name);
	}
	if (d)
		closedir(d);
	if (n)
		fprintf(out, "problem inbox-not-mail %d %s/%s (not a regular file: skipped; remove it)\n", n, dir, first);
	return n > 0;
}

static long minutes_since(int64_t t)
{
	int64_t d = when_now() - t;
	return d > 0 ? (long)(d / 60) : 0;
}

enum {
	SPOOL_QUIET = 1, /* a folder that should be empty: named only when it is not */
	SPOOL_DIRS = 2,  /* count its folders, not its files */
};

/* One folder of mail: its count and age; a problem when the oldest is
 * too old. */
static int spool_line(FILE *out, const char *key, const char *dir, int limit, int flags)
{
	int64_t oldest;
	int n = spool_scan(dir, flags & SPOOL_DIRS, &oldest);
	if (!n) {
		if (!(flags & SPOOL_QUIET))
			fprintf(out, "%s 0\n", key);
		return 0;
	}
	long age = minutes_since(oldest);
	int bad = age > limit;
	fprintf(out, "%s%s %d oldest %ld min%s\n", bad ? "problem " : "", key, n, age,
		bad ? " (over the limit)" : "");
	return bad;
}

/* The last runs, from the record in the lock file: failing runs are a
 * problem at once when the cause needs the operator, else from the
 * BATCH_TROUBLE_RUNS-th in a row. */
static int runs_line(FILE *out, const runrec *r)
{
	if (!r || !r->failed)
		return 0;
	char last[32], since[32];
	when_iso(r->attempt, last);
	when_iso(r->since, since);
	int bad = runrec_lasting(r->code) || r->failed >= BATCH_TROUBLE_RUNS;
	fprintf(out, "%sruns-failing %d since %s (last %s): %s\n", bad ? "problem " : "", r->failed, since, last,
		r->why);
	return bad;
}

int health_check(const conf *c, FILE *out)
{
	int bad = 0;
	char p[1200];

	/* The last complete batch: spool/last-run, or the run record of the
	 * lock file, which a full disk does not stop. */
	snprintf(p, sizeof p, "%s/spool/last-run", c->dataroot);
	FILE *f = fopen(p, "r");
	long long last = 0;
	if (f) {
		if (fscanf(f, "%lld", &last) != 1)
			last = 0;
		fclose(f);
	}
	runrec rr;
	int have_rr = !runrec_read(c, &rr);
	if (have_rr && rr.ok > last)
		last = rr.ok;
	if (!last) {
		/* A judge set up but never run yet: what waits for its first
		 * run (mail, deadlines) is judged below. */
		fprintf(out, "last-batch never (no run yet)\n");
	} else {
		char iso[32];
		when_iso((int64_t)last, iso);
		long age = minutes_since((int64_t)last);
		int old = age > c->health_batch_min;
		fprintf(out, "%slast-batch %s (%ld min ago)\n", old ? "problem " : "", iso, age);
		bad += old;
	}
	bad += runs_line(out, have_rr ? &rr : NULL);

	snprintf(p, sizeof p, "%s/new", c->outbox);
	/* Without SMTP the outbox Maildir is where answers are delivered:
	 * mail there is not waiting for anything. */
	bad += spool_line(out, "outbox", p, c->smtp.url[0] ? c->health_queue_min : INT_MAX, 0);
	snprintf(p, sizeof p, "%s/new", c->inbox);
	bad += spool_line(out, "inbox", p, c->health_inbox_min, 0);
	bad += not_mail(out, p);
	/* Mail staged by a batch is published after its barrier: what stays
	 * staged is held back, its copy torn by a power cut and its game not
	 * run again since (a failing game, see "failing" below). */
	snprintf(p, sizeof p, "%s/staged", c->outbox);
	bad += spool_line(out, "outbox-staged", p, c->health_queue_min, SPOOL_QUIET);
	/* A mail to several games waits, in the inbox, for every game's part
	 * (a game set aside holds it): one folder of parts a mail. */
	snprintf(p, sizeof p, "%s/spool/many", c->dataroot);
	bad += spool_line(out, "many-waiting", p, c->health_inbox_min, SPOOL_QUIET | SPOOL_DIRS);

	/* A failure outside the games that repeats (server, password, disk). */
	char why[600] = "";
	int root = 0;
	int nt = batch_trouble(c, why, sizeof why, &root);
	if (nt) {
		/* Persistent from the third run, as batch.c escalates it; the
		 * data root's fault at once. */
		int now = nt >= BATCH_TROUBLE_RUNS || root;
		fprintf(out, "%strouble %d runs: %s\n", now ? "problem " : "", nt, why);
		bad += now;
	}

	/* Every game: set aside, or late. */
	size_t n;
	char **names = gamelist_names(c, &n);
	int games = 0;
	for (size_t i = 0; i < n; i++) {
		char w[600] = "";
		int nf = batch_failing(c, names[i], w, sizeof w);
		if (nf) {
			fprintf(out, "problem failing %s %d %s\n", names[i], nf, w);
			bad++;
		}
		game_facts gf;
		es_err e = { 0 };
		if (gamelist_facts(c, names[i], &gf, &e)) {
			if (!nf) {
				fprintf(out, "problem unreadable %s %s\n", names[i], e.msg);
				bad++;
			}
			continue;
		}
		games++;
		int64_t dl = gf.deadline;
		if (dl && !gf.over && !gf.paused && when_now() > dl + (int64_t)c->health_late_min * 60) {
			char iso[32];
			when_iso(dl, iso);
			fprintf(out, "problem late %s deadline %s (%ld min ago)\n", names[i], iso, minutes_since(dl));
			bad++;
		}
	}
	gamelist_free(names, n);
	fprintf(out, "games %d\n", games);
	bad += mirror_health(c, out);
	bad += campaign_health(c, out);
	if (bad)
		fprintf(out, "problems %d\n", bad);
	else
		fprintf(out, "ok\n");
	return bad;
}
