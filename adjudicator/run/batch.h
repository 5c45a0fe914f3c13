/* `estafeta run`: one batch over the inbox and every game. */
#ifndef ES_BATCH_H
#define ES_BATCH_H

#include <stdint.h>
#include <stdio.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "adjudicator/run/batch_report.h"


/* 1 when the run did nothing at all: no mail, no commit, no timeout,
 * nothing written, sent or left queued (such a run prints nothing, so
 * cron's mail and the log stay quiet). */
int batch_idle(const batch_report *r);

/* The line `run` and `watch` print for a batch ("mails N accepted N ...");
 * nothing for an idle one unless failed or always is set. */
void batch_print(FILE *f, const batch_report *r, int failed, int always);
/* The line of run --timings: total (the batch's wall seconds) and the
 * seconds of each part. */
void batch_print_timings(FILE *f, const batch_report *r, double total);

/* Takes the data root's lock (ES_ELOCKED when another run holds it),
 * processes every new message, adjudicates what is due, commits, and
 * delivers. Each game runs in a child process: a failure or crash in one
 * game does not stop the others; it is reported and the run returns
 * ES_EIO at the end (ES_ESTUCK once a game failed 3 runs in a row),
 * leaving that game's mails in the inbox for the next run. */
int batch_run(const conf *c, batch_report *r, es_err *e);

/* Runs in a row with the same failure before it is persistent (the
 * operator told; health's problem). */
#define BATCH_TROUBLE_RUNS 3

/* How many runs in a row failed for the same cause outside any game
 * (server, credentials, settings, disk), with the last error in why; 0
 * after a clean run. *now (may be NULL) is 1 when the cause is the data
 * root (spool, outbox, their disk), which needs the operator at once. */
int batch_trouble(const conf *c, char *why, size_t nwhy, int *now);


/* The time of the last complete batch (spool/last-run; 0: none), which
 * the clock is checked against; batch_mark_run records now as that time
 * (the end of a batch, `estafeta clock accept`). */
int64_t batch_last_run(const conf *c);
void batch_mark_run(const conf *c);

/* The lock, for other commands that write (new). Returns an fd to close.
 * ES_ELOCKED when held; ES_EPERM or ES_EDISK when it cannot be made. */
int batch_lock(const conf *c, int *fd, es_err *e);

#endif
