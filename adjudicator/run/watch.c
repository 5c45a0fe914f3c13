/* The watch loop: one poll over the inbox's signal, a self-pipe for
 * SIGTERM/SIGINT, and the time of the next batch; see watch.h. */
#include "adjudicator/run/watch.h"
#include "adjudicator/run/batch.h"
#include "adjudicator/run/gamelist.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/run/watch_imap.h"
#include "adjudicator/base/when.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define IDLE_RENEW_MS (25 * 60 * 1000) /* RFC 2177: servers may drop an IDLE older than 29 min */
#define BACKOFF_MAX_S 60

static volatile sig_atomic_t stopping;
static int wake_pipe[2] = { -1, -1 };

static void on_signal(int sig)
{
	(void)sig;
	int save = errno;
	stopping = 1;
	ssize_t w = write(wake_pipe[1], "x", 1);
	(void)w;
	errno = save;
}

static int64_t mono_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

typedef struct watcher {
	const conf *c;
	const watch_opts *o;
	int ino;             /* inotify on the Maildir's new/; -1 for IMAP */
	watch_imap *im;      /* the IDLE session; NULL while down */
	int no_idle;         /* the server has no IDLE: batches on the interval only */
	int backoff_s;       /* before the next reconnection */
	int64_t im_retry;    /* when to reconnect */
	int64_t im_renew;    /* when to renew IDLE */
	int64_t first, last; /* the burst of mail waiting for a batch; 0: none */
	int64_t next;        /* the next batch without mail */
	int64_t retry;       /* the lock was held: not before this */
} watcher;

static void mail_came(watcher *w)
{
	int64_t now = mono_ms();
	if (!w->first)
		w->first = now;
	w->last = now;
}

/* One batch, as `run` does it, and when the next one is due without mail.
 * 1 when another run holds the lock. */
static int batch(watcher *w)
{
	batch_report r;
	es_err e = { 0 };
#ifdef ES_TEST_HOOKS
	/* Test builds only: ESTAFETA_FAULT=term-in-batch, SIGTERM as a batch
	 * starts; it must still finish. */
	const char *f = getenv("ESTAFETA_FAULT");
	if (f && !strcmp(f, "term-in-batch"))
		raise(SIGTERM);
#endif
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int rc = batch_run(w->c, &r, &e);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (rc == ES_ELOCKED)
		return 1;
	batch_print(stdout, &r, rc, 0);
	if (w->o->timings && r.ran && (rc || !batch_idle(&r)))
		batch_print_timings(stdout, &r, (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
	fflush(stdout);
	if (rc)
		fprintf(stderr, "estafeta: %s\n", e.msg);
	int64_t wait = (int64_t)w->o->interval_s * 1000;
	int64_t now = when_now(), due = gamelist_next_due(w->c, now);
	if (due > now && (due - now) * 1000 + 50 < wait)
		wait = (due - now) * 1000 + 50;
	w->next = mono_ms() + wait;
	return 0;
}

static void imap_down(watcher *w, const es_err *e)
{
	fprintf(stderr, "estafeta watch: %s\n", e->msg);
	watch_imap_close(w->im);
	w->im = NULL;
	if (e->code == ES_EILLEGAL) {
		w->no_idle = 1;
		fprintf(stderr, "estafeta watch: a batch every %d s instead\n", w->o->interval_s);
		return;
	}
	w->im_retry = mono_ms() + (int64_t)w->backoff_s * 1000;
	w->backoff_s = w->backoff_s * 2 > BACKOFF_MAX_S ? BACKOFF_MAX_S : w->backoff_s * 2;
}

static void imap_renew(watcher *w)
{
	es_err e = { 0 };
	int mail;
	if (watch_imap_renew(w->im, &mail, &e)) {
		imap_down(w, &e);
		mail = 1; /* what comes before the new session is not heard */
	} else {
		w->im_renew = mono_ms() + IDLE_RENEW_MS;
	}
	if (mail)
		mail_came(w);
}

/* Reconnects and renews IDLE when their time has come. */
static void imap_upkeep(watcher *w)
{
	es_err e = { 0 };
	int64_t now = mono_ms();
	if (!w->im && !w->no_idle && now >= w->im_retry) {
		if (watch_imap_open(&w->im, w->c, &e)) {
			imap_down(w, &e);
			return;
		}
		fprintf(stderr, "estafeta watch: IMAP IDLE on %s\n", w->c->imap.url);
		w->backoff_s = 1;
		w->im_renew = now + IDLE_RENEW_MS;
		mail_came(w); /* what came while the session was down */
	} else if (w->im && now >= w->im_renew) {
		imap_renew(w);
	}
}

/* Reads the inotify events; 1 when one says mail (or may have: overflow). */
static int inotify_drain(int fd)
{
	char buf[8192] __attribute__((aligned(__alignof__(struct inotify_event))));
	int mail = 0;
	ssize_t n;
	while ((n = read(fd, buf, sizeof buf)) > 0)
		for (char *p = buf; p < buf + n;) {
			const struct inotify_event *ev = (const struct inotify_event *)p;
			if (ev->mask & (IN_MOVED_TO | IN_CLOSE_WRITE | IN_Q_OVERFLOW))
				mail = 1;
			p += sizeof *ev + ev->len;
		}
	return mail;
}

static int watch_maildir(watcher *w, es_err *e)
{
	int rc = maildir_ensure(w->c->inbox, e);
	if (rc)
		return rc;
	char dir[1100];
	snprintf(dir, sizeof dir, "%s/new", w->c->inbox);
	w->ino = inotify_init1(IN_CLOEXEC | IN_NONBLOCK);
	if (w->ino < 0 || inotify_add_watch(w->ino, dir, IN_MOVED_TO | IN_CLOSE_WRITE) < 0)
		return es_fail(e, ES_EIO, "cannot watch %s with inotify: %s", dir, strerror(errno));
	fprintf(stderr, "estafeta watch: inotify on %s\n", dir);
	return ES_OK;
}

/* How long poll may sleep (ms) before the next thing to do. */
static int64_t sleep_ms(const watcher *w)
{
	int64_t until = w->next;
	if (w->first) {
		until = w->last + WATCH_QUIET_MS;
		if (until > w->first + w->o->debounce_ms)
			until = w->first + w->o->debounce_ms;
	}
	if (until < w->retry)
		until = w->retry;
	if (w->ino < 0 && !w->no_idle) {
		int64_t im = w->im ? w->im_renew : w->im_retry;
		if (im < until)
			until = im;
	}
	int64_t d = until - mono_ms();
	return d < 0 ? 0 : d;
}

/* The program file as started: its path and identity. */
static char exe_path[4096];
static struct stat exe_id;

static void exe_note(void)
{
	ssize_t n = readlink("/proc/self/exe", exe_path, sizeof exe_path - 1);
	exe_path[n > 0 ? n : 0] = '\0';
	if (n <= 0 || stat(exe_path, &exe_id))
		exe_path[0] = '\0';
}

/* 1 when another file now stands at the program's path (an upgrade
 * installed while watch ran): a process keeps running the old code until
 * it starts again. */
static int exe_replaced(void)
{
	struct stat now;
	return exe_path[0] && !stat(exe_path, &now) && (now.st_ino != exe_id.st_ino || now.st_dev != exe_id.st_dev);
}

static void cleanup(watcher *w);

/* Between batches (no lock held): the new program, same process. On
 * failure the old one goes on and says so once. */
static void exe_restart(watcher *w)
{
	fprintf(stderr, "estafeta watch: %s was replaced: starting the new one\n", exe_path);
	fflush(NULL);
	cleanup(w);
	execv(exe_path, w->o->argv);
	fprintf(stderr, "estafeta watch: cannot start %s (%s): the old program goes on until restarted\n", exe_path,
		strerror(errno));
	exe_path[0] = '\0';
	if (!w->c->imap.url[0]) {
		es_err e = { 0 };
		if (pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) || watch_maildir(w, &e))
			stopping = 1;
	}
}

static void loop(watcher *w)
{
	while (!stopping) {
		if (w->o->argv && exe_replaced())
			exe_restart(w);
		if (w->ino < 0)
			imap_upkeep(w);
		int64_t now = mono_ms();
		int ripe = w->first ? now - w->last >= WATCH_QUIET_MS || now - w->first >= w->o->debounce_ms
				    : now >= w->next;
		if (ripe && now >= w->retry) {
			if (batch(w)) {
				w->retry = now + WATCH_RETRY_MS;
			} else {
				w->first = 0;
				w->retry = 0;
			}
			continue;
		}
		struct pollfd p[2] = { { wake_pipe[0], POLLIN, 0 }, { w->ino >= 0 ? w->ino : -1, POLLIN, 0 } };
		if (w->im)
			p[1].fd = watch_imap_fd(w->im);
		int buffered = w->im && watch_imap_buffered(w->im);
		int64_t t = buffered ? 0 : sleep_ms(w);
		if (poll(p, 2, (int)(t > 3600000 ? 3600000 : t)) < 0 && errno != EINTR)
			break;
		char junk[64];
		while (read(wake_pipe[0], junk, sizeof junk) > 0)
			;
		if (w->ino >= 0 && (p[1].revents & POLLIN) && inotify_drain(w->ino)) {
			mail_came(w);
		} else if (w->im && (buffered || p[1].revents)) {
			imap_renew(w);
		}
	}
}

int watch_run(const conf *c, const watch_opts *o, es_err *e)
{
	watcher w = { .c = c, .o = o, .ino = -1, .backoff_s = 1 };
	if (pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK))
		return es_fail(e, ES_EIO, "pipe: %s", strerror(errno));
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	/* A server that hangs up on the IDLE session must not kill us. */
	signal(SIGPIPE, SIG_IGN);
	int rc = ES_OK;
	exe_note();
	if (!c->imap.url[0])
		rc = watch_maildir(&w, e);
	if (!rc) {
		fprintf(stderr, "estafeta watch: a batch on mail, at deadlines and reminders, and at least every %d s\n",
			o->interval_s);
		mail_came(&w); /* what was delivered while nobody watched */
		loop(&w);
	}
	cleanup(&w);
	return rc;
}

static void cleanup(watcher *w)
{
	watch_imap_close(w->im);
	w->im = NULL;
	if (w->ino >= 0)
		close(w->ino);
	w->ino = -1;
	close(wake_pipe[0]);
	close(wake_pipe[1]);
	wake_pipe[0] = wake_pipe[1] = -1;
}
