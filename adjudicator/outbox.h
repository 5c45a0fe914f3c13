/* Putting a message into the outbox exactly once, by its Message-ID.
 * DATAROOT/spool/sent/XX/HASH records, for every Message-ID ever put, the
 * outbox file name it got. A retry after a crash, a lost delivery marker
 * or a history walked again finds the record and reuses the name, so the
 * message is written again only if it is in none of the outbox's folders
 * (new/, cur/, failed/): it was never written, or the operator removed it.
 * The record is written before the message, so a crash between the two
 * leaves a record whose message the next attempt writes. */
#ifndef ES_OUTBOX_H
#define ES_OUTBOX_H

#include <stddef.h>

#include "adjudicator/conf.h"
#include "adjudicator/base/err.h"

/* Puts data as outbox message `name` unless message_id was put before
 * (then under the name it got then). */
int outbox_put(const conf *c, const char *message_id, const char *name, const char *data, size_t len, es_err *e);
/* How many messages outbox_put has written in this process (a put that
 * found its message put before writes none): the run's summary counts a
 * child's share and the parent's. */
unsigned long outbox_written(void);

#endif
