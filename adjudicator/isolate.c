/* A game's part of the batch behind a process boundary: whatever goes
 * wrong in it (a crash, an assert, an engine or repository error) ends
 * that child only. The child reports back over a pipe: its counters, the
 * inbox mail it handled (to be marked by the parent after the barrier)
 * and its last failure. The parent owns the inbox bookkeeping. */
#include "adjudicator/batch_int.h"

#include <errno.h>
#include <signal.h>
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

/* The child's report: the counters as bytes (same binary on both sides),
 * then "done FNAME\tKEY" lines ("-" for no key) and one "fail WHY". */
static void report(batch *b, int fd)
{
	sbuf out = SBUF_INIT;
	sbuf_add(&out, b->r, sizeof *b->r);
	for (size_t i = 0; i < b->ndone; i++)
		sbuf_printf(&out, "done %s\t%s\n", b->done[i], b->keys[i] ? b->keys[i] : "-");
	if (b->failed)
		sbuf_printf(&out, "fail %s\n", b->why);
	write_all(fd, out.s, out.len);
	sbuf_free(&out);
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

int isolate_game(batch *b, const char *game, void (*fn)(batch *b, void *u), void *u, char *why, size_t nwhy)
{
	int fds[2];
	why[0] = '\0';
	if (pipe(fds)) {
		snprintf(why, nwhy, "cannot make a pipe: %s", strerror(errno));
		return -1;
	}
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		snprintf(why, nwhy, "cannot fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		close(fds[0]);
		batch_report r = { 0 };
		batch child = *b;
		child.r = &r;
		child.g = NULL;
		child.ng = 0;
		child.failed = 0;
		child.why[0] = '\0';
		child.only = game;
		child.done = child.keys = NULL;
		child.ndone = 0;
		hook(game);
		/* A game that hangs (a loop in an engine, git waiting on a
		 * lock) must not hold the data root's lock for ever: SIGALRM
		 * ends the child, which then counts as crashed. */
		alarm(ISOLATE_SECONDS);
		fn(&child, u);
		report(&child, fds[1]);
		fflush(NULL);
		_exit(child.failed ? 1 : 0);
	}
	close(fds[1]);
	sbuf in = SBUF_INIT;
	char buf[8192];
	for (;;) {
		ssize_t n = read(fds[0], buf, sizeof buf);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		sbuf_add(&in, buf, (size_t)n);
	}
	close(fds[0]);
	int st = 0;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	int ok = WIFEXITED(st) && WEXITSTATUS(st) == 0;
	if (in.len >= sizeof(batch_report)) {
		const batch_report *r = (const batch_report *)(const void *)in.s;
		for (int k = 0; k < BT_N; k++)
			b->r->secs[k] += r->secs[k];
		b->r->mails += r->mails;
		b->r->accepted += r->accepted;
		b->r->rejected += r->rejected;
		b->r->ignored += r->ignored;
		b->r->duplicates += r->duplicates;
		b->r->commits += r->commits;
		b->r->timeouts += r->timeouts;
		b->r->written += r->written;
		b->r->failed_games += r->failed_games;
		/* Mail the child handled is marked even when it failed later:
		 * its answers are in the outbox, its orders committed. */
		const char *s = sbuf_str(&in) + sizeof(batch_report);
		while (*s) {
			const char *nl = strchr(s, '\n');
			if (!nl)
				break;
			if (!strncmp(s, "done ", 5)) {
				const char *tab = memchr(s, '\t', (size_t)(nl - s));
				if (tab) {
					char *f = arena_strndup(b->a, s + 5, (size_t)(tab - s - 5));
					char *k = arena_strndup(b->a, tab + 1, (size_t)(nl - tab - 1));
					batch_done(b, f, strcmp(k, "-") ? k : NULL);
				}
			} else if (!strncmp(s, "fail ", 5)) {
				snprintf(why, nwhy, "%.*s", (int)(nl - s - 5), s + 5);
			}
			s = nl + 1;
		}
	}
	sbuf_free(&in);
	if (ok)
		return 0;
	if (WIFSIGNALED(st))
		snprintf(why, nwhy, "crashed (signal %d: %s)", WTERMSIG(st), strsignal(WTERMSIG(st)));
	else if (!why[0])
		snprintf(why, nwhy, "failed (exit %d)", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
	return -1;
}
