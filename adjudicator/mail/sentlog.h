/* What the SMTP server took, durable before anything can send it again.
 * The outbox's new/ -> cur/ rename that marks a message sent is not
 * flushed, and a power cut may undo it (and the publication from staged/
 * before it): the next run would send the message again. So each message
 * is journaled in DATAROOT/spool/smtp-sent, one line each step:
 *   "> NAME"  its data is about to be handed over (flushed before it is),
 *   "+ NAME"  the server answered 250,
 *   "- NAME"  the server did not take it (refused, or the connection was
 *             lost before the data's end).
 * Each "> NAME" is flushed with the line before it, so one fdatasync a
 * message makes the last message's outcome and this one's start durable.
 * A message whose last line is "+" is never sent again; one whose last
 * line is ">" may have been taken (cut between its final dot and the
 * durable 250) and is sent again under the same Message-ID, and said. Once
 * every outcome of a session is applied to the outbox, the outbox's file
 * system is flushed and the journal removed. */
#ifndef ES_SENTLOG_H
#define ES_SENTLOG_H

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"

typedef struct sentlog sentlog;
enum { SENTLOG_NONE, SENTLOG_SENT, SENTLOG_MAYBE };

/* Reads the journal an earlier session left (a torn last line reads as
 * none) and opens it for this one. */
int sentlog_open(const conf *c, sentlog **out, es_err *e);
/* What the journal left by earlier sessions says of NAME. */
int sentlog_state(const sentlog *l, const char *name);
/* "> NAME", flushed (with every line before it) before returning. */
int sentlog_handing(sentlog *l, const char *name, es_err *e);
/* "+ NAME" or "- NAME", unflushed: the next sentlog_handing or
 * sentlog_close flushes it. */
int sentlog_outcome(sentlog *l, const char *name, int taken, es_err *e);
/* Ends the session; with `applied` (every outcome is in the outbox now)
 * the outbox's file system is flushed and the journal removed, else the
 * journal is only flushed and kept for the next run. NULL ok. */
int sentlog_close(sentlog *l, int applied, es_err *e);

#endif
