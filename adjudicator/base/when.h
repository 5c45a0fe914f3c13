/* The clock of a run: the real time, or the one given with --now, so that
 * runs can be replayed byte for byte. Times are seconds since the epoch,
 * always UTC in state files. */
#ifndef ES_WHEN_H
#define ES_WHEN_H

#include <stdint.h>

#include "adjudicator/base/err.h"

/* The run's "now". */
int64_t when_now(void);
/* Fixes "now" for the rest of the process (--now). */
void when_set_now(int64_t t);

/* "2026-11-21T23:36:50Z", "2026-11-21T23:36Z", "2026-11-21 23:36:50",
 * "2026-11-21" or with an offset "+01:00". ES_ESYNTAX otherwise. */
int when_parse(const char *s, int64_t *out, es_err *e);
/* "2026-11-21T23:36:50Z" into out[32]. */
void when_iso(int64_t t, char out[32]);
/* RFC 5322 date, "Sat, 21 Nov 2026 23:36:50 +0000", into out[40]. */
void when_rfc5322(int64_t t, char out[40]);

#endif
