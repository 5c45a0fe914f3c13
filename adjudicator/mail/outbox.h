/* Putting a message into the outbox exactly once, by its Message-ID.
 * DATAROOT/spool/sent/XX/HASH records, for every Message-ID ever put, the
 * outbox file name it got. A retry after a crash, a lost delivery marker
 * or a history walked again finds the record and reuses the name, so the
 * message is written again only if it is in none of the outbox's folders
 * (new/, cur/, failed/): it was never written, or the operator removed it.
 * Outside a batch the record is written before the message, so a crash
 * between the two leaves a record whose message the next attempt writes
 * under the same name. In a batch the message is staged as
 * outbox/staged/KEY and its record written after it (the first time
 * both straight under their names: either cut short reads as none, and a
 * staged copy is published only when a record vouches for its sum); the
 * record, the message and the delivery marker are flushed by the batch's
 * one barrier: a power loss before it leaves the batch's mail in the inbox
 * and its markers unpromoted, so the next run puts every message again,
 * and a staged copy torn by the loss is told by its bytes and rewritten
 * (this relies on the filesystem keeping metadata operations in order, as
 * ext4's and xfs's journals do). */
#ifndef ES_OUTBOX_H
#define ES_OUTBOX_H

#include <stddef.h>
#include <stdint.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"

/* Puts data as outbox message `name` unless message_id was put before
 * (then under the name it got then). Outside a batch every step is
 * flushed in turn; inside one (outbox_defer) nothing is, and the message
 * is staged for maildir_publish after the batch's barrier, unless flags
 * has OUTBOX_NOW: data that a redo could not make again (a password's
 * clear copy, removed once put). */
#define OUTBOX_NOW 1
int outbox_put(const conf *c, const char *message_id, const char *name, const char *data, size_t len, int flags,
	es_err *e);
/* When message_id was put (the time of its sent-index record, in
 * seconds), or 0 when it never was. */
int64_t outbox_put_when(const conf *c, const char *message_id);
/* Batch mode on or off (see outbox_put); play_deliver_commit's marker
 * follows it. */
void outbox_defer(int on);
int outbox_deferred(void);
/* The KEYs staged now (sorted; malloc'd, freed by outbox_list_free): at a
 * batch's start, what an earlier run left, which a power loss before its
 * barrier may have torn. */
char **outbox_staged(const conf *c, size_t *n);
void outbox_list_free(char **keys, size_t n);
/* After the batch's barrier: every staged message to the outbox's new/
 * under the name its record gives, but one of `suspect` only when its
 * bytes are those its record vouches for (else a later redo puts it
 * again), then flushed when the Maildir is the transport. *moved: how
 * many. */
int outbox_publish(const conf *c, char **suspect, size_t nsuspect, size_t *moved, es_err *e);
/* How many messages outbox_put has written in this process (a put that
 * found its message put before writes none): the run's summary counts a
 * child's share and the parent's. */
unsigned long outbox_written(void);

/* A sent-index record: "NAME" (a put begun), "NAME done" (put), "NAME
 * done SUM" (staged, with the BLAKE2b of its bytes). */
#define OUTBOX_SUM 16
typedef struct outbox_rec {
	char name[512];
	int done, has_sum;
	unsigned char sum[OUTBOX_SUM];
} outbox_rec;
/* 0 when text, a record file's bytes, starts with one whole record line
 * (ending in a newline); -1 for anything else, as a torn record reads as
 * none. Linear in len. */
int outbox_rec_parse(const char *text, size_t len, outbox_rec *r);

#endif
