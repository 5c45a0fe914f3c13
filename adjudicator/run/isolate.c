/* The games' parts of the batch behind process boundaries: whatever goes
 * wrong in one (a crash, an assert, a hang, an engine or repository
 * error) ends its child only. A child takes several games in turn (a
 * fork and its copy-on-write faults cost about as much as a game's whole
 * turn: 4 ms of the 10 a game measured here), and reports each over a
 * pipe as it ends: its counters, the inbox mail it handled (to be marked
 * by the parent after the barrier) and its failure. A child that fails
 * stops after that game's report (its state is suspect); one that dies
 * reported every game before the one it died in, and the games after it
 * go on in a new child. The parent owns the inbox bookkeeping. */
#include "adjudicator/run/batch_int.h"

#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define ISOLATE_SECONDS 600 /* the most one game's part of a batch may take */

static int write_all(int fd, const void *p, size_t n)
{
	const char *s = p;
	while (n) {
		ssize_t w = write(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		s += w;
		n -= (size_t)w;
	}
	return 0;
}

/* The child's report of one game: its length (4 bytes), the counters as
 * bytes (same binary on both sides), then "done FNAME\tKEY" lines ("-"
 * for no key) and one "fail WHY", or "root WHY" when the failure met the
 * data root (root: a fault of the spool, the outbox, their disk). */
static int report(batch *b, int fd, int root)
{
	sbuf out = SBUF_INIT;
	uint32_t len = 0;
	sbuf_add(&out, &len, sizeof len);
	sbuf_add(&out, b->r, sizeof *b->r);
	for (size_t i = 0; i < b->ndone; i++)
		sbuf_printf(&out, "done %s\t%s\n", b->done[i], b->keys[i] ? b->keys[i] : "-");
	if (b->failed)
		sbuf_printf(&out, "%s %s\n", root ? "root" : "fail", b->why);
	len = (uint32_t)(out.len - sizeof len);
	memcpy(out.s, &len, sizeof len);
	int rc = write_all(fd, out.s, out.len);
	sbuf_free(&out);
	return rc;
}

static void hook(const char *game)
{
#ifdef ES_TEST_HOOKS
	/* Test builds only: ESTAFETA_FAULT=crash:GAME kills that game's child
	 * as a wild pointer would. */
	const char *f = getenv("ESTAFETA_FAULT");
	if (f && !strncmp(f, "crash:", 6) && !strcmp(f + 6, game)) {
		signal(SIGSEGV, SIG_DFL);
		raise(SIGSEGV);
	}
#else
	(void)game;
#endif
}

/* The child: games[from..to) in turn, each reported as it ends. */
static void child_run(batch *b, const char *const *games, void *const *jobs, size_t from, size_t to, isolate_fn fn,
	int fd)
{
	for (size_t i = from; i < to; i++) {
		batch_report r = { 0 };
		batch child = *b;
		child.r = &r;
		child.g = NULL;
		child.ng = 0;
		child.failed = 0;
		child.why[0] = '\0';
		child.only = games[i];
		child.done = child.keys = NULL;
		child.ndone = 0;
		hook(games[i]);
		/* A game that hangs (a loop in an engine, git waiting on a
		 * lock) must not hold the data root's lock for ever: SIGALRM
		 * ends the child, which then counts as crashed in it. */
		alarm(ISOLATE_SECONDS);
		unsigned long roots = es_root_faults();
		fn(&child, jobs[i]);
		alarm(0);
		if (report(&child, fd, es_root_faults() != roots) || child.failed) {
			fflush(NULL);
			_exit(1);
		}
	}
	fflush(NULL);
	_exit(0);
}

static void merge(batch *b, const batch_report *r)
{
	for (int k = 0; k < BT_N; k++)
		b->r->secs[k] += r->secs[k];
	b->r->mails += r->mails;
	b->r->accepted += r->accepted;
	b->r->rejected += r->rejected;
	b->r->ignored += r->ignored;
	b->r->duplicates += r->duplicates;
	b->r->commits += r->commits;
	b->r->timeouts += r->timeouts;
	b->r->reminders += r->reminders;
	b->r->written += r->written;
	b->r->failed_games += r->failed_games;
	b->r->unanswered += r->unanswered;
	b->r->capped += r->capped;
}

/* One game's report (s, len bytes) into b; why filled from its "fail"
 * or "root" line (or saying the report is unreadable), else cleared. */
static void take(batch *b, const char *s, size_t len, es_err *why)
{
	es_clear(why);
	if (len < sizeof(batch_report)) {
		es_fail(why, ES_ERR, "sent a report cut short (%zu bytes)", len);
		return;
	}
	batch_report r;
	memcpy(&r, s, sizeof r);
	merge(b, &r);
	/* Mail the child handled is marked even when it failed later: its
	 * answers are in the outbox, its orders committed. */
	const char *p = s + sizeof r, *end = s + len;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			break;
		if (!strncmp(p, "done ", 5)) {
			const char *tab = memchr(p, '\t', (size_t)(nl - p));
			if (tab) {
				char *f = arena_strndup(b->a, p + 5, (size_t)(tab - p - 5));
				char *k = arena_strndup(b->a, tab + 1, (size_t)(nl - tab - 1));
				batch_done(b, f, strcmp(k, "-") ? k : NULL);
			}
		} else if (!strncmp(p, "fail ", 5) || !strncmp(p, "root ", 5)) {
			es_fail(why, ES_ERR, "%.*s", (int)(nl - p - 5), p + 5);
			why->root = p[0] == 'r';
		}
		p = nl + 1;
	}
}

void isolate_games(batch *b, const char *const *games, void *const *jobs, size_t n, size_t per_child, isolate_fn fn,
	isolate_done done, void *u)
{
	if (!per_child)
		per_child = 1;
	size_t from = 0;
	/* A fault of the data root stops the batch: no game is started on
	 * it, none blamed for it. */
	while (from < n && !b->stop) {
		size_t to = n - from < per_child ? n : from + per_child;
		es_err why = { 0 };
		int fds[2];
		if (pipe(fds)) {
			es_fail(&why, ES_ERR, "cannot make a pipe: %s", strerror(errno));
			es_root(&why);
			done(b, from++, &why, u);
			continue;
		}
		fflush(NULL);
		pid_t pid = fork();
		if (pid < 0) {
			close(fds[0]);
			close(fds[1]);
			es_fail(&why, ES_ERR, "cannot fork: %s", strerror(errno));
			es_root(&why);
			done(b, from++, &why, u);
			continue;
		}
		if (pid == 0) {
			close(fds[0]);
			child_run(b, games, jobs, from, to, fn, fds[1]);
		}
		close(fds[1]);
		sbuf in = SBUF_INIT;
		char buf[8192];
		for (;;) {
			ssize_t r = read(fds[0], buf, sizeof buf);
			if (r < 0 && errno == EINTR)
				continue;
			if (r <= 0)
				break;
			sbuf_add(&in, buf, (size_t)r);
		}
		close(fds[0]);
		int st = 0;
		while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
			;
		/* Each whole report, in order; one cut short (the child died
		 * writing it) counts as none. */
		size_t off = 0, i = from;
		int stopped = 0; /* after a game that failed, by design */
		while (!stopped && i < to && in.len - off >= sizeof(uint32_t)) {
			uint32_t len;
			memcpy(&len, in.s + off, sizeof len);
			if (in.len - off - sizeof len < len)
				break;
			take(b, in.s + off + sizeof len, len, &why);
			off += sizeof len + len;
			stopped = why.msg[0] != '\0';
			done(b, i++, stopped ? &why : NULL, u);
		}
		sbuf_free(&in);
		if (i < to && !stopped) {
			/* The game the child died in (or could not report). */
			if (WIFSIGNALED(st))
				es_fail(&why, ES_ERR, "crashed (signal %d: %s)", WTERMSIG(st), strsignal(WTERMSIG(st)));
			else
				es_fail(&why, ES_ERR, "failed (exit %d)", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
			done(b, i++, &why, u);
		}
		from = i;
	}
}
