/* `estafeta watch`: the batch of `estafeta run` (batch_run, the same data
 * root lock), run as soon as mail lands instead of every few minutes.
 *
 * What wakes it: for a Maildir inbox, inotify on its new/ (IN_MOVED_TO, as
 * an MDA delivers through tmp/; IN_CLOSE_WRITE for writers that write in
 * place; IN_Q_OVERFLOW, after which the batch reads all of new/ anyway);
 * for an IMAP inbox, an IDLE session (watch_imap.h). Mail arriving within
 * WATCH_QUIET_MS of the previous one joins the same batch, up to
 * debounce_ms after the first. Without mail it runs at the earliest
 * deadline or reminder of the idle index (gamelist_next_due), and at least
 * every interval_s (mail left in the SMTP spool, a game that failed, an
 * IMAP server without IDLE). A batch at start-up reads what was delivered
 * while nobody watched.
 *
 * Another `run` holding the lock is waited for (retried every
 * WATCH_RETRY_MS), never run beside. SIGTERM or SIGINT ends it between
 * batches (one under way finishes first), with status 0. */
#ifndef ES_WATCH_H
#define ES_WATCH_H

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"

#define WATCH_QUIET_MS 100
#define WATCH_RETRY_MS 200

typedef struct watch_opts {
	int interval_s;  /* 60 */
	int debounce_ms; /* 500 */
	int timings;     /* each batch's line of run --timings after its own */
	/* The command line it was started with: when its program file is
	 * replaced (an upgrade, make install), watch runs the new one with
	 * it between two batches, in the same process (a service manager
	 * sees no exit). NULL: never. */
	char **argv;
} watch_opts;

/* Returns ES_OK after a signal; an error only when the inbox cannot be
 * watched at all (inotify refused, the Maildir cannot be made). */
int watch_run(const conf *c, const watch_opts *o, es_err *e);

#endif
