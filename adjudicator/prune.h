/* Forgetting mail a data root no longer needs, so that inbox/cur and
 * outbox/cur do not grow for ever ([inbox] and [outbox] keep_days).
 *
 * What goes, and why that is safe:
 * - inbox/cur: mail handled here. Its effect is committed; the game's
 *   repository keeps its header and text (passwords hidden) and its key in
 *   seen/, and DATAROOT/seen/ keeps the key of mail that touched no game,
 *   so a copy delivered again is still a duplicate. Nothing reads cur/.
 *   Copies fetched over IMAP ("imap.UID") are left to netio, which removes
 *   them once the server moved the original.
 * - outbox/cur: mail the SMTP server accepted (or, Maildir only, that the
 *   reader of the outbox moved there). Whether a message is ever put
 *   again is decided by its record in spool/sent ("NAME done"), which is
 *   kept for ever; only a put cut short by a crash (a record without
 *   "done") looks for its file in cur/, and the next run of its game
 *   finishes it. So nothing is pruned while any game is failing
 *   (spool/GAME.failing): its put may still be unfinished.
 * spool/sent and DATAROOT/seen are never pruned: they are what makes a
 * retry, or a history walked again, send and apply nothing twice.
 *
 * Age is the time a Maildir name starts with (its delivery time on the
 * judge's clock, `--now` included); a name without one is kept. */
#ifndef ES_PRUNE_H
#define ES_PRUNE_H

#include "adjudicator/conf.h"
#include "adjudicator/base/err.h"

/* Removes from inbox/cur and outbox/cur what is older than their
 * keep_days at time now; *removed gets how many. Once a day: the day of
 * the last whole prune is kept in spool/pruned. */
int prune_mail(const conf *c, long long now, int *removed, es_err *e);

#endif
