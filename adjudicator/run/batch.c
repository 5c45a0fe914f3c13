/* The batch pipeline: inbox -> MIME -> envelope -> authentication ->
 * rules engine -> git commit -> outbox, then deadlines.
 *
 * The parent reads every mail (inmail.c) and answers those that touch no
 * game; each game's mail, deadlines and commit are handled in a child
 * process (isolate.c; a child takes up to games_per_child games in turn),
 * so one game's crash or error never stops the others. Then one barrier
 * (syncfs) makes everything written durable before any mail is marked
 * handled, moved on the IMAP server or sent. A game that fails 3 runs in
 * a row has its mail set aside and the operator is told. */
#include "adjudicator/run/batch.h"
#include "adjudicator/run/batch_failing.h"
#include "adjudicator/run/batch_int.h"
#include "adjudicator/run/campaign.h"
#include "adjudicator/run/gamelist.h"
#include "adjudicator/store/gitfix.h"
#include "adjudicator/store/gitpack.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/run/mirror.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/mail/outmail.h"
#include "adjudicator/run/owner.h"
#include "adjudicator/mail/prune.h"
#include "adjudicator/run/publish.h"
#include "adjudicator/run/runrec.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define FAIL_RUNS 3 /* failed runs in a row before a game's mail is set aside */

int batch_lock(const conf *c, int *fd, es_err *e)
{
	char p[1100];
	mkdir(c->dataroot, 0700);
	snprintf(p, sizeof p, "%s/.estafeta.lock", c->dataroot);
	*fd = open(p, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (*fd < 0)
		return es_fail(e, es_errno_code(errno), "cannot open lock %s: %s", p, strerror(errno));
	if (flock(*fd, LOCK_EX | LOCK_NB)) {
		close(*fd);
		*fd = -1;
		return es_fail(e, ES_ELOCKED, "another estafeta run holds %s", p);
	}
	/* A data root made by an earlier release (0755) is closed to other
	 * local users: it holds seeds, keys and mail with passwords. */
	struct stat st;
	if (!stat(c->dataroot, &st) && (st.st_mode & 077))
		chmod(c->dataroot, st.st_mode & 07700);
	return ES_OK;
}

/* Why writing under dir fails, if it does: a small file written, flushed
 * and removed. A game whose child failed says only "cannot write": this
 * tells a full or read-only disk (ES_EDISK) and a directory we may not
 * write (ES_EPERM) from a damaged game (ES_OK here). */
static int probe(const char *dir, int strict, es_err *e)
{
	char p[1200];
	snprintf(p, sizeof p, "%s/.estafeta-probe", dir);
	int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	int err = 0;
	if (fd < 0) {
		err = errno;
	} else {
		static const char block[8192];
		for (int i = 0; i < 8 && !err; i++)
			if (write(fd, block, sizeof block) != (ssize_t)sizeof block)
				err = errno ? errno : ENOSPC;
		if (!err && fsync(fd))
			err = errno;
		close(fd);
		unlink(p);
	}
	if (!err || (!strict && (err == ENOENT || err == ENOTDIR)))
		return ES_OK;
	return es_fail(e, es_errno_code(err), "cannot write in %s: %s", dir, strerror(err));
}

static int disk_probe(const char *dir, es_err *e)
{
	return probe(dir, 0, e);
}

/* Whether the data root's shared parts (what every game writes: the
 * spool and its sent index, the outbox) take a write; a failure there is
 * the data root's, never one game's. A part that does not exist yet is
 * made, as a batch would; one that cannot be (a file in its place) is the
 * fault. */
static int root_probe(const conf *c, es_err *e)
{
	static const char *const parts[] = { "%s", "%s/spool", "%s/spool/sent", "%s/spool/delivered.new", NULL };
	static const char *const boxes[] = { "%s", "%s/tmp", "%s/new", "%s/staged", NULL };
	char p[1200];
	for (size_t i = 0; parts[i]; i++) {
		snprintf(p, sizeof p, parts[i], c->dataroot);
		mkdir(p, 0700);
		if (probe(p, 1, e))
			return e->code;
	}
	for (size_t i = 0; boxes[i]; i++) {
		snprintf(p, sizeof p, boxes[i], c->outbox);
		mkdir(p, 0700);
		if (probe(p, 1, e))
			return e->code;
	}
	return ES_OK;
}

/* The exit cause that tells the operator most: a setting, then a
 * permission, then the disk, then a transient failure. */
static int cause_rank(int code)
{
	switch (code) {
	case ES_ECONFIG:
		return 4;
	case ES_EPERM:
	case ES_EAUTH:
		return 3;
	case ES_EDISK:
		return 2;
	case ES_OK:
		return 0;
	default:
		return 1;
	}
}

typedef struct cause {
	int code;
	char what[16]; /* where: imap, smtp, disk */
	char why[512];
} cause;

static void cause_note(cause *c, int code, const char *what, const char *why)
{
	/* A bad URL or a sender the server refuses is a setting as well. */
	if (code == ES_ESYNTAX)
		code = ES_ECONFIG;
	if (cause_rank(code) <= cause_rank(c->code))
		return;
	c->code = code;
	snprintf(c->what, sizeof c->what, "%s", what);
	snprintf(c->why, sizeof c->why, "%s", why);
}

/* Handles one mail (handle.c) and does what that says of it. */
static void handled_act(batch *b, inmail *im)
{
	handle_result r = handle_mail(b, im);
	if (r.fail)
		batch_fail(b, "%s", r.fail); /* the mail stays for the next run */
	if (r.what == HANDLED_DONE)
		batch_done(b, im->fname, r.key);
	else if (r.what == HANDLED_DEFER)
		batch_defer(b, r.g, im->fname, r.key);
}

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A game is a real directory: a symlink would make a second name for one
 * game, whose history would be delivered again under that name. */
static int is_dir(const char *p)
{
	struct stat st;
	return !lstat(p, &st) && S_ISDIR(st.st_mode);
}

/* The games of the data root, sorted (reproducible runs). */
static char **list_games(batch *b, size_t *n)
{
	char gd[1100];
	snprintf(gd, sizeof gd, "%s/games", b->c->dataroot);
	char **v = NULL;
	*n = 0;
	DIR *d = opendir(gd);
	struct dirent *de;
	while (d && (de = readdir(d))) {
		char p[2200];
		if (de->d_name[0] == '.' || (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN))
			continue;
		snprintf(p, sizeof p, "%s/%s", gd, de->d_name);
		if (de->d_type == DT_UNKNOWN && !is_dir(p))
			continue;
		if (!(*n & (*n + 1))) { /* 0, 1, 3, 7...: double */
			char **w = arena_alloc(b->a, (2 * *n + 2) * sizeof *w);
			if (*n)
				memcpy(w, v, *n * sizeof *v);
			v = w;
		}
		v[(*n)++] = arena_strdup(b->a, de->d_name);
	}
	if (d)
		closedir(d);
	if (*n)
		qsort(v, *n, sizeof *v, cmp_name);
	return v;
}

/* Under the data root's lock nobody else writes our repositories: a git
 * lock file left there is a killed run's, and would wedge the game for
 * ever. */
static void clear_stale_locks(const conf *c, const char *game)
{
	static const char *const locks[] = { "refs/heads/main.lock", "refs/heads/master.lock", "HEAD.lock",
		"packed-refs.lock", "config.lock", "index.lock", NULL };
	for (size_t i = 0; locks[i]; i++) {
		char p[1400];
		snprintf(p, sizeof p, "%s/games/%s/%s", c->dataroot, game, locks[i]);
		if (!unlink(p))
			fprintf(stderr, "estafeta: game %s: removed a stale %s\n", game, locks[i]);
	}
}

/* --- a game's part of the batch (in its child) ---------------------------- */

typedef struct game_job {
	inmail *mails;
	size_t nmails;
	const char *game;
} game_job;

static void last_run_path(const conf *c, char *out, size_t n);

/* What a power cut left in the game's repository goes before it is
 * opened (gitfix.h): packs and loose objects written since the last run
 * that ended cleanly (spool/last-run, written after its barrier) are
 * read in full, older ones only checked for size and trailer. */
static int repair_game(batch *b, const char *game, es_err *e)
{
	char p[1200], did[900];
	struct stat st;
	last_run_path(b->c, p, sizeof p);
	int known = !stat(p, &st);
	char vouched[64];
	play_delivered(b->c, game, vouched);
	snprintf(p, sizeof p, "%s/games/%s", b->c->dataroot, game);
	int rc = gitfix_repair(p, known ? &st.st_mtim : NULL, vouched, did, sizeof did, e);
	if (did[0])
		fprintf(stderr, "estafeta: game %s: repository repaired: %s\n", game, did);
	return rc;
}

static void run_game_body(batch *b, game_job *j)
{
	es_err e = { 0 }, re = { 0 };
	/* play_redeliver runs even on a repository left damaged: it first
	 * drops the delivery marker a cut-short batch left, which must not
	 * vouch for a commit at the end of this run. */
	int bad = repair_game(b, j->game, &re);
	if (play_redeliver(b->c, j->game, &e) && !bad) {
		batch_fail(b, "game %s: delivery: %s", j->game, e.msg);
		return;
	}
	if (bad) {
		/* Its mail is kept, and its senders told so once, as for any
		 * game that exists but cannot be opened. */
		batch_fail(b, "game %s: repository: %s", j->game, re.msg);
		b->broken = &re;
	}
	for (size_t i = 0; i < j->nmails; i++)
		if ((j->mails[i].game && !strcmp(j->mails[i].game, j->game)) || many_has(&j->mails[i], j->game))
			handled_act(b, &j->mails[i]);
	if (bad) {
		b->broken = NULL;
		return;
	}
	open_game *g = batch_game(b, j->game, &e);
	if (!g) {
		batch_fail(b, "game %s: %s", j->game, e.msg);
		return;
	}
	int was = play_dirty(g->p);
	game_status st0, st1;
	play_status(g->p, &st0);
	int64_t dl0 = play_deadline(g->p);
	TIMED(b->r, BT_RULES, play_tick(g->p, when_now()));
	play_status(g->p, &st1);
	/* What the tick did, told by its effect: a new decision is a timeout;
	 * the same decision, deadline and awaited seats, a reminder (a
	 * deadline moved for an absence is neither). */
	if (!was && play_dirty(g->p)) {
		if (st1.step != st0.step || st1.over != st0.over)
			b->r->timeouts++;
		else if (st1.waiting == st0.waiting && play_deadline(g->p) == dl0)
			b->r->reminders++;
	}
	if (play_dirty(g->p)) {
		int crc;
		TIMED(b->r, BT_GIT, crc = play_commit(g->p, when_now(), &e));
		if (crc) {
			b->r->failed_games++;
			batch_fail(b, "game %s: %s", j->game, e.msg);
			return; /* its mails stay in the inbox */
		}
		b->r->commits++;
		many_committed(b, g);
	} else {
		/* Opened for nothing (a file of an earlier release, a kill
		 * between commit and file): the next runs need not. */
		play_refresh_facts(g->p);
	}
	for (size_t k = 0; k < g->ndone; k++)
		batch_done(b, g->done[k], g->keys[k]);
	for (size_t i = 0; i < b->ng; i++)
		play_free(b->g[i].p);
}

static void run_game(batch *b, void *u)
{
	game_job *j = u;
	unsigned long w0 = outbox_written();
	int c0 = b->r->commits;
	run_game_body(b, j);
	b->r->written += (int)(outbox_written() - w0);
	if (b->r->commits == c0)
		return;
	/* Committed (and the game closed): its packs (and the loose objects
	 * of an earlier release) are combined now and then. A failure loses
	 * nothing (see gitpack.h) but, left alone, would add a pack a commit
	 * for ever: the game fails the run (its handled mail stays handled)
	 * until it packs again, and health names it. */
	char dir[1200];
	size_t packed;
	es_err e = { 0 };
	int rc;
	snprintf(dir, sizeof dir, "%s/games/%s", b->c->dataroot, j->game);
	TIMED(b->r, BT_GIT, rc = gitpack_maybe(dir, (size_t)b->c->pack_loose, (size_t)b->c->pack_max, &packed, &e));
	if (rc)
		batch_fail(b, "game %s: packing: %s", j->game, e.msg);
	/* The public page follows the game; a page that cannot be written is
	 * said and written again at the next change, never holding the game. */
	if (b->c->publish_dir[0]) {
		es_err pe = { 0 };
		snprintf(dir, sizeof dir, "%s/%s", b->c->publish_dir, j->game);
		mkdir(b->c->publish_dir, 0755);
		if (publish_site(b->c, j->game, dir, NULL, 0, &pe))
			fprintf(stderr, "estafeta: game %s: public page: %s\n", j->game, pe.msg);
	}
}

/* --- games that keep failing ---------------------------------------------- */

/* 1 if fname is handled in this batch (answered for good, or its
 * game's commit made): it goes to cur/, never to failed/, from where it
 * would come back as a duplicate. */
static int handled(const batch *b, const char *fname)
{
	for (size_t i = 0; i < b->ndone; i++)
		if (!strcmp(b->done[i], fname))
			return 1;
	return 0;
}

/* Counts one more failed run of game; at FAIL_RUNS its mail of this run is
 * set aside (inbox/failed/) and the operator is told, once. Returns the
 * count. */
static int game_failed(batch *b, const char *game, const char *why, inmail *mails, size_t n)
{
	char p[1200], tmp[1300];
	int count = batch_failing(b->c, game, NULL, 0) + 1;
	batch_failing_path(b->c, game, p, sizeof p);
	snprintf(tmp, sizeof tmp, "%s.tmp", p);
	char sp[1100];
	snprintf(sp, sizeof sp, "%s/spool", b->c->dataroot);
	mkdir(sp, 0700);
	FILE *f = fopen(tmp, "w");
	if (f) {
		fprintf(f, "%d\n%s\n", count, why);
		if (fclose(f) || rename(tmp, p))
			unlink(tmp);
	}
	fprintf(stderr, "estafeta: game %s failed (%d run%s in a row): %s\n", game, count, count > 1 ? "s" : "", why);
	if (count < FAIL_RUNS)
		return count;
	es_err e = { 0 };
	for (size_t i = 0; i < n; i++)
		many_give_up(b, &mails[i], game);
	for (size_t i = 0; i < n; i++)
		if (mails[i].game && !strcmp(mails[i].game, game) && !handled(b, mails[i].fname) &&
			maildir_set_aside(b->c->inbox, mails[i].fname, &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
	if (count == FAIL_RUNS && b->c->operator_addr[0]) {
		char cs[16];
		snprintf(cs, sizeof cs, "%d", count);
		const char *v[] = { "game", game, "runs", cs, "why", why, "inbox", b->c->inbox, NULL };
		if (reply_notice(b, b->c->operator_addr, arena_printf(b->a, "failing:%s:%s", game, why),
			    "core.subject.failing", "core.failing", v, &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
	}
	return count;
}

static void game_ok(const conf *c, const char *game)
{
	char p[1200];
	batch_failing_path(c, game, p, sizeof p);
	unlink(p);
}

/* What the parent does as each game's part ends (isolate_done). */
typedef struct game_ends {
	const char **games;
	inmail *mails;
	size_t n;
	const char *gd; /* DATAROOT/games */
	cause *cs;
	int stuck; /* a game failed FAIL_RUNS runs in a row */
} game_ends;

/* A game failed on the data root (its child says so, or the shared parts
 * now refuse a write): the batch stops, no game is blamed, nothing set
 * aside; the mail stays for the run after the repair. */
static int root_fault(batch *b, game_ends *ge, const char *game, const es_err *why)
{
	es_err pe = { 0 };
	int probed = root_probe(b->c, &pe);
	if (!probed && !why->root)
		return 0;
	if (!probed)
		es_fail(&pe, ES_EDISK, "%s", why->msg);
	/* Whatever the errno, a data root that takes no write is the disk's
	 * or the permissions' (74, 77), never "try again" (75). */
	int code = pe.code == ES_EPERM ? ES_EPERM : ES_EDISK;
	b->failed = 1;
	b->stop = 1;
	snprintf(b->why, sizeof b->why, "the data root: %.450s", pe.msg);
	fprintf(stderr,
		"estafeta: the data root is at fault (game %s met it: %s): %s; the batch stops, no game is blamed, the "
		"mail stays for the run after the repair\n",
		game, why->msg, pe.msg);
	cause_note(ge->cs, code, "root", b->why);
	return 1;
}

static void game_end(batch *b, size_t i, const es_err *ew, void *u)
{
	game_ends *ge = u;
	const char *game = ge->games[i];
	if (!ew) {
		game_ok(b->c, game);
		return;
	}
	if (root_fault(b, ge, game, ew))
		return;
	const char *why = ew->msg;
	b->failed = 1;
	snprintf(b->why, sizeof b->why, "game %.64s: %.400s", game, why);
	if (game_failed(b, game, why, ge->mails, ge->n) >= FAIL_RUNS)
		ge->stuck = 1;
	/* "cannot write" in a child: the disk, or a repository the service
	 * user may not write? */
	char gp[2200];
	snprintf(gp, sizeof gp, "%s/%s", ge->gd, game);
	es_err pe = { 0 };
	if (disk_probe(gp, &pe))
		cause_note(ge->cs, pe.code, "disk", pe.msg);
}

/* --- failures that repeat -------------------------------------------------- */


static void trouble_path(const conf *c, char *out, size_t n)
{
	snprintf(out, n, "%s/spool/trouble", c->dataroot);
}

int batch_trouble(const conf *c, char *why, size_t nwhy, int *now)
{
	char p[1200], line[600];
	trouble_path(c, p, sizeof p);
	FILE *f = fopen(p, "r");
	if (!f)
		return 0;
	int n = 0;
	long long since;
	char key[64] = "";
	if (fscanf(f, "%d %lld %63s\n", &n, &since, key) != 3)
		n = 1;
	/* A fault of the data root needs the operator from its first run. */
	if (now)
		*now = !strncmp(key, "root:", 5);
	if (why && fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		snprintf(why, nwhy, "%s", line);
	}
	fclose(f);
	return n;
}

/* Counts runs in a row that failed for the same cause (what and code),
 * in spool/trouble: "COUNT SINCE WHAT:CODE", then the last message. At
 * BATCH_TROUBLE_RUNS it is logged as persistent and the operator is told once
 * for this stretch of trouble; a clean run forgets it. The exit code
 * stays the cause's. */
static void trouble_count(batch *b, const cause *cs)
{
	char p[1200], tmp[1300];
	trouble_path(b->c, p, sizeof p);
	if (!cs->code) {
		unlink(p);
		return;
	}
	char key[64];
	snprintf(key, sizeof key, "%s:%d", cs->what, -cs->code);
	int n = 0;
	long long since = 0;
	char okey[64] = "";
	FILE *f = fopen(p, "r");
	if (f) {
		if (fscanf(f, "%d %lld %63s", &n, &since, okey) != 3)
			n = 0;
		fclose(f);
	}
	if (n <= 0 || strcmp(okey, key)) {
		n = 0;
		since = (long long)when_now();
	}
	n++;
	snprintf(tmp, sizeof tmp, "%s.tmp", p);
	f = fopen(tmp, "w");
	if (f) {
		fprintf(f, "%d %lld %s\n%s\n", n, since, key, cs->why);
		if (fclose(f) || rename(tmp, p))
			unlink(tmp);
	}
	/* The data root's fault is told at once, and tried again every run
	 * (sent once: the notice's id is the stretch's) while the outbox it
	 * goes through may be part of the fault. */
	int root = !strcmp(cs->what, "root");
	if (n < BATCH_TROUBLE_RUNS && !root)
		return;
	if (n >= BATCH_TROUBLE_RUNS)
		fprintf(stderr, "estafeta: persistent failure (%d runs in a row): %s\n", n, cs->why);
	if ((n != BATCH_TROUBLE_RUNS && !root) || !b->c->operator_addr[0])
		return;
	/* Sent through the outbox: an IMAP or disk failure still lets it go;
	 * an SMTP failure keeps it queued until the server takes it. */
	char since_iso[32];
	when_iso((int64_t)since, since_iso);
	char runs[16];
	snprintf(runs, sizeof runs, "%d", n);
	const char *v[] = { "runs", runs, "since", since_iso, "why", cs->why, NULL };
	es_err e = { 0 };
	if (reply_notice(b, b->c->operator_addr, arena_printf(b->a, "trouble:%s:%lld", key, since),
		    "core.subject.trouble", "core.trouble", v, &e))
		fprintf(stderr, "estafeta: %s\n", e.msg);
}

/* --- the clock ------------------------------------------------------------- */

static void last_run_path(const conf *c, char *out, size_t n)
{
	snprintf(out, n, "%s/spool/last-run", c->dataroot);
}

/* A clock before the last batch would date commits before their parents
 * and fire deadlines out of order; one far after it (option) would apply
 * every timeout at once. Either way nothing is adjudicated, and the
 * operator is told once a day. */
static int clock_ok(batch *b, es_err *e)
{
	int64_t last = batch_last_run(b->c);
	int64_t now = when_now();
	const char *why = NULL;
	if (last && now < last - 300)
		why = "before";
	else if (last && b->c->clock_jump_hours && now > last + (int64_t)b->c->clock_jump_hours * 3600)
		why = "far after";
	if (!why)
		return ES_OK;
	char a[32], l[32];
	when_iso(now, a);
	when_iso(last, l);
	if (b->c->operator_addr[0]) {
		const char *v[] = { "now", a, "last", l, NULL };
		es_err e2 = { 0 };
		/* One notice a day of wrong clock: the id carries the day. */
		if (reply_notice(b, b->c->operator_addr, arena_printf(b->a, "clock:%s:%.10s", why, a), "core.subject.clock",
			    !strcmp(why, "before") ? "core.clock.before" : "core.clock.after", v, &e2))
			fprintf(stderr, "estafeta: %s\n", e2.msg);
	}
	return es_fail(e, ES_ECLOCK, "the clock says %s, %s the last batch (%s): nothing adjudicated; fix the clock, or "
		"accept it with `estafeta clock accept`", a, why, l);
}

int64_t batch_last_run(const conf *c)
{
	char p[1200];
	last_run_path(c, p, sizeof p);
	FILE *f = fopen(p, "r");
	long long last = 0;
	if (!f)
		return 0;
	if (fscanf(f, "%lld", &last) != 1)
		last = 0;
	fclose(f);
	return last;
}

void batch_mark_run(const conf *c)
{
	char p[1200], tmp[1300];
	last_run_path(c, p, sizeof p);
	snprintf(tmp, sizeof tmp, "%s.tmp", p);
	FILE *f = fopen(tmp, "w");
	if (!f)
		return;
	fprintf(f, "%lld\n", (long long)when_now());
	if (fclose(f) || rename(tmp, p))
		unlink(tmp);
}

/* --- the run --------------------------------------------------------------- */

/* Everything written so far reaches the disk before anything is marked
 * handled, moved on the server or sent: a power cut can then lose at most
 * work that the next run redoes. */
static int sync_fs(const char *dir, es_err *e)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	int fault = 0;
#ifdef ES_TEST_HOOKS
	/* Test builds only: ESTAFETA_FAULT=sync-eio fails the barrier as a
	 * disk whose write-back failed would. */
	const char *f = getenv("ESTAFETA_FAULT");
	fault = f && !strcmp(f, "sync-eio");
	if (fault)
		errno = EIO;
#endif
	if (fd < 0 || fault || syncfs(fd)) {
		int err = errno;
		if (fd >= 0)
			close(fd);
		return es_fail(e, es_errno_code(err), "cannot flush %s to disk: %s", dir, strerror(err));
	}
	close(fd);
	return ES_OK;
}

static int barrier(const conf *c, es_err *e)
{
	int rc = sync_fs(c->dataroot, e);
	/* The outbox stages its mail unflushed too: its own filesystem, when
	 * the operator put it on another one. */
	struct stat a, o;
	if (!rc && !stat(c->dataroot, &a) && !stat(c->outbox, &o) && a.st_dev != o.st_dev)
		rc = sync_fs(c->outbox, e);
	return rc;
}

int batch_idle(const batch_report *r)
{
	return !r->mails && !r->commits && !r->timeouts && !r->reminders && !r->written && !r->sent && !r->queued;
}

void batch_print(FILE *f, const batch_report *r, int failed, int always)
{
	/* An idle run says nothing: cron mails and logs only runs that did
	 * something or failed. A run that never began (the lock held, the
	 * clock or the disk refused) has no counts to give: its error says
	 * it all. */
	int began = r->ran && failed != ES_ELOCKED && failed != ES_ECLOCK && failed != ES_EDISK;
	if ((began && (failed || always)) || (r->ran && !batch_idle(r)))
		fprintf(f,
			"mails %d accepted %d rejected %d ignored %d duplicates %d commits %d timeouts %d reminders %d "
			"sent %d queued %d\n",
			r->mails, r->accepted, r->rejected, r->ignored, r->duplicates, r->commits, r->timeouts,
			r->reminders, r->sent, r->queued);
	if (r->unanswered)
		fprintf(f, "unanswered %d capped %d\n", r->unanswered, r->capped);
	if (r->mirrored || r->mirror_failed)
		fprintf(f, "mirror pushed %d failed %d\n", r->mirrored, r->mirror_failed);
}

void batch_print_timings(FILE *f, const batch_report *r, double total)
{
	fprintf(f, "timings total %.3f imap %.3f parse %.3f rules %.3f git %.3f smtp %.3f mirror %.3f sync %.3f\n", total,
		r->secs[BT_IMAP], r->secs[BT_PARSE], r->secs[BT_RULES], r->secs[BT_GIT], r->secs[BT_SMTP],
		r->secs[BT_MIRROR], r->secs[BT_SYNC]);
}

int batch_run(const conf *c, batch_report *r, es_err *e)
{
	memset(r, 0, sizeof *r);
	unsigned long w0 = outbox_written();
	int lockfd;
	int rc = batch_lock(c, &lockfd, e);
	if (rc)
		return rc;
	batch b = { 0 };
	cause cs = { 0 };
	char **suspect = NULL;
	size_t nsuspect = 0;
	b.c = c;
	b.a = arena_new();
	b.r = r;
	char gd[1100];
	snprintf(gd, sizeof gd, "%s/games", c->dataroot);
	mkdir(gd, 0700);
	rc = maildir_ensure(c->inbox, e);
	if (!rc)
		rc = maildir_ensure(c->outbox, e);
	if (rc) {
		/* Tell a full or read-only disk from other trouble. */
		es_err pe = { 0 };
		if (disk_probe(c->dataroot, &pe))
			*e = pe;
		rc = e->code;
		cause_note(&cs, rc, "disk", e->msg);
		goto out;
	}
	rc = clock_ok(&b, e);
	if (rc)
		goto out;
	b.start = when_now();
	r->ran = 1;
	/* From here on the batch's barrier flushes what it writes; what an
	 * earlier run staged is suspect until checked. */
	outbox_defer(1);
	suspect = outbox_staged(c, &nsuspect);
	size_t ngames;
	char **games;

	/* IMAP: a server that is down does not stop the rest of the batch. */
	mailnet_imap *im = NULL;
	if (c->imap.url[0]) {
		es_err e2 = { 0 };
		mailnet_conf mc;
		netio_conf(c, &c->imap, &mc);
		int bad;
		TIMED(r, BT_IMAP,
			bad = mailnet_imap_open(&im, &mc, &e2) || netio_imap_ack(&b, im, &e2) ||
			      netio_imap_pull(&b, im, &e2));
		if (bad) {
			batch_fail(&b, "IMAP: %s", e2.msg);
			cause_note(&cs, e2.code, "imap", b.why);
			/* Mail fetched but not stored: the disk, not the server. */
			es_err pe = { 0 };
			if (disk_probe(c->inbox, &pe))
				cause_note(&cs, pe.code, "disk", pe.msg);
		}
	}

	/* Every mail read once, here; mail that touches no game answered. */
	char **names;
	size_t n;
	rc = maildir_list_new(b.a, c->inbox, &names, &n, e);
	if (rc)
		goto out_net;
	inmail *mails = arena_alloc(b.a, (n + 1) * sizeof *mails);
	for (size_t i = 0; i < n; i++)
		inmail_read(&b, names[i], &mails[i]);
	for (size_t i = 0; i < n; i++)
		if (!mails[i].game && !many_routed(&mails[i]))
			handled_act(&b, &mails[i]);

	/* The games in children (sign-up may have made new games), but
	 * a game with no mail and nothing due is not opened at all: an idle
	 * run over many games costs a few small reads a game. */
	games = list_games(&b, &ngames);
	const char **with_mail = arena_alloc(b.a, (n + 1) * sizeof *with_mail);
	size_t nwith = 0, nmany = 0;
	int many_all = 0;
	for (size_t i = 0; i < n; i++) {
		if (mails[i].game)
			with_mail[nwith++] = mails[i].game;
		nmany += many_routed(&mails[i]) ? mails[i].nmany : 0;
		many_all |= many_routed(&mails[i]) && mails[i].many_all;
	}
	if (nmany) { /* the games a mail to several games names are busy too */
		const char **w = arena_alloc(b.a, (nwith + nmany + 1) * sizeof *w);
		memcpy(w, with_mail, nwith * sizeof *w);
		with_mail = w;
		for (size_t i = 0; i < n; i++)
			for (size_t k = 0; many_routed(&mails[i]) && k < mails[i].nmany; k++)
				with_mail[nwith++] = mails[i].many[k];
	}
	qsort(with_mail, nwith, sizeof *with_mail, cmp_name);
	int64_t now = when_now();
	gamelist_index *gix = gamelist_index_load(c);
	char *busy = arena_alloc(b.a, ngames + 1);
	size_t nbusy = 0;
	for (size_t i = 0; i < ngames; i++) {
		const char *key = games[i];
		busy[i] = many_all || bsearch(&key, with_mail, nwith, sizeof *with_mail, cmp_name) ||
			  !gamelist_index_idle(c, gix, games[i], now);
		nbusy += busy[i];
	}
	/* The games about to be opened are named before any of them
	 * commits: after a crash the index is not trusted for them (after a
	 * power cut it is not trusted at all: gamelist.c, boot_id). */
	if (nbusy) {
		gamelist_mark_changed(c, gix, games, busy, ngames);
		/* libgit2 starts here, once, not in every game's child: its
		 * start-up loads the TLS certificate store (about 3.5 ms), which
		 * each child would pay again. A failure is the children's to
		 * report. */
		es_err ie = { 0 };
		(void)store_init(&ie);
		tpl_init(); /* the same for the templates' index */
	}
	/* Every busy game's stale locks cleared and name noted first: the
	 * children then take the games in turn, several a child. */
	const char **run = arena_alloc(b.a, (nbusy + 1) * sizeof *run);
	void **jobs = arena_alloc(b.a, (nbusy + 1) * sizeof *jobs);
	size_t nrun = 0;
	for (size_t i = 0; i < ngames; i++) {
		if (!busy[i])
			continue;
		clear_stale_locks(c, games[i]);
		play_name_note(c, games[i]); /* games of earlier releases, moved-in games */
		game_job *j = arena_alloc(b.a, sizeof *j);
		*j = (game_job){ mails, n, games[i] };
		run[nrun] = games[i];
		jobs[nrun++] = j;
	}
	game_ends ends = { run, mails, n, gd, &cs, 0 };
	isolate_games(&b, run, jobs, nrun, (size_t)c->games_per_child, run_game, game_end, &ends);
	int stuck = ends.stuck;
	/* A mail to several games: answered once every game did its part. */
	char *answered = arena_alloc(b.a, n + 1);
	for (size_t i = 0; i < n; i++)
		answered[i] = (char)many_answer(&b, &mails[i], games, ngames);
	size_t ndigest;
	char **digested = digest_send(&b, when_now(), &ndigest);
	/* Mail for a game that does not exist: "no such game". */
	for (size_t i = 0; i < n; i++) {
		if (!mails[i].game)
			continue;
		char p[2200];
		snprintf(p, sizeof p, "%s/%s", gd, mails[i].game);
		if (!is_dir(p))
			handled_act(&b, &mails[i]);
	}

	/* The games whose mirror is behind are named before the barrier,
	 * which makes that list durable with the commits. Candidates: the
	 * games opened now and those that committed since the last run
	 * (estafeta new, rollback), which the index does not vouch for. */
	if (c->mirror_url[0]) {
		char *moved = arena_alloc(b.a, ngames + 1);
		for (size_t i = 0; i < ngames; i++)
			moved[i] = busy[i] || !gamelist_index_vouches(gix, games[i]);
		mirror_note(c, games, moved, ngames);
	}
	{
		es_err e2 = { 0 };
		int brc;
		TIMED(r, BT_SYNC, brc = barrier(c, &e2));
		if (brc) {
			/* Nothing is marked or sent on a disk that did not flush,
			 * and the index is not trusted after it. */
			batch_fail(&b, "%s", e2.msg);
			cause_note(&cs, e2.code == ES_EIO ? ES_EDISK : e2.code, "disk", e2.msg);
			gamelist_index_drop(c, gix);
			goto out_net;
		}
	}
	/* After the barrier: the delivery markers take effect and the staged
	 * mail goes to the outbox, durable; a failure here is finished by
	 * the next run (the staged mail and markers wait). */
	int promoted = 0;
	{
		es_err e2 = { 0 }, e3 = { 0 };
		size_t moved;
		int bad = play_delivered_promote(c, &e2);
		promoted = !bad;
		if (outbox_publish(c, suspect, nsuspect, &moved, &e3) && !bad) {
			bad = 1;
			e2 = e3;
		}
		if (bad) {
			batch_fail(&b, "%s", e2.msg);
			cause_note(&cs, ES_EDISK, "disk", e2.msg);
		}
		/* Anything put from here on (a notice of mail the server
		 * refused) is flushed on its own: no barrier follows. */
		outbox_defer(0);
	}
	/* After the barrier: the index never runs ahead of the commits. */
	gamelist_index_save(c, gix, games, ngames);
	for (size_t i = 0; i < b.ndone; i++) {
		es_err e2 = { 0 };
		if (b.keys[i])
			batch_index_add(c, b.keys[i]);
		/* Handled but not marked: the next run finds it in the index
		 * (or its game's record) and marks it, but this run failed. */
		if (maildir_done(c->inbox, b.done[i], &e2)) {
			batch_fail(&b, "%s", e2.msg);
			cause_note(&cs, e2.code == ES_EPERM ? ES_EPERM : ES_EDISK, "root", e2.msg);
		}
	}
	many_forget(&b, mails, answered, n);
	/* Reports whose delivery is not marked come again: their day's
	 * folder stays, where their names are known as taken. */
	if (promoted)
		digest_forget(&b, digested, ndigest);
	if (im) {
		es_err e2 = { 0 };
		int bad;
		TIMED(r, BT_IMAP, bad = netio_imap_ack(&b, im, &e2));
		if (bad) {
			batch_fail(&b, "IMAP: %s", e2.msg);
			cause_note(&cs, e2.code, "imap", b.why);
		}
	}
	if (c->smtp.url[0]) {
		es_err e2 = { 0 };
		int bad;
		TIMED(r, BT_SMTP, bad = netio_smtp_push(&b, &e2));
		if (bad) {
			batch_fail(&b, "SMTP: %s (the rest stays in %s/new for the next run)", e2.msg, c->outbox);
			cause_note(&cs, e2.code, "smtp", b.why);
		}
	}
	if (!b.failed) {
		/* Old handled and sent mail goes (see prune.h for why that is
		 * safe); a failure is said and changes nothing else. */
		es_err e2 = { 0 };
		int pruned;
		if (prune_mail(c, (long long)when_now(), &pruned, &e2))
			fprintf(stderr, "estafeta: %s\n", e2.msg);
	}
	/* The campaign page follows the games; a failure is kept for
	 * `health` and tried again next run, never failing the batch. */
	campaign_refresh(c, r->commits > 0);
	/* Last, as it may wait on a remote: a push that fails is said and
	 * tried again next run, never holding or failing the batch. */
	TIMED(r, BT_MIRROR, mirror_run(c, &r->mirrored, &r->mirror_failed));
	batch_mark_run(c);
	if (stuck)
		rc = es_fail(e, ES_ESTUCK, "a game failed %d runs in a row; its mail is set aside (see above)", FAIL_RUNS);
out_net:
	mailnet_imap_close(im);
out:
	outbox_defer(0);
	if (suspect)
		outbox_list_free(suspect, nsuspect);
	if (rc == ES_ECLOCK) {
		/* Nothing was adjudicated, but the operator's notice (and mail
		 * spooled before) goes out now, not when the clock is fixed. */
		es_err e2 = { 0 };
		if (c->smtp.url[0] && netio_smtp_push(&b, &e2))
			fprintf(stderr, "estafeta: SMTP: %s\n", e2.msg);
	} else {
		if (rc && rc != ES_ESTUCK)
			cause_note(&cs, rc, "disk", e->msg);
		/* A failure caused by files another user left (root ran a
		 * command): a permission, whatever it looked like. */
		es_err oe = { 0 };
		if ((rc || b.failed) && owner_check(c->dataroot, &oe)) {
			/* It names the file and the fix: it replaces a vaguer
			 * permission noted on the way. */
			if (cause_rank(oe.code) >= cause_rank(cs.code))
				cs.code = ES_OK;
			cause_note(&cs, oe.code, "disk", oe.msg);
		}
		/* The exit code says the cause: a setting, a permission or
		 * the disk is not "try again later", even when a game is
		 * stuck because of it. */
		if (cause_rank(cs.code) > 1)
			rc = es_fail(e, cs.code, "%s", cs.why);
		else if (!rc && b.failed)
			rc = es_fail(e, ES_EIO, "some games or mails failed; they stay for the next run (see messages above)");
		trouble_count(&b, &cs);
	}
	r->written += (int)(outbox_written() - w0);
	if (!c->smtp.url[0]) {
		r->sent = r->written; /* the Maildir is the transport */
	} else {
		char **left;
		size_t nleft;
		es_err e2 = { 0 };
		if (!maildir_list_new(b.a, c->outbox, &left, &nleft, &e2))
			r->queued = (int)nleft;
	}
	free(b.done);
	free(b.keys);
	arena_free(b.a);
	runrec_note(lockfd, when_now(), rc, e->msg);
	close(lockfd);
	return rc;
}
