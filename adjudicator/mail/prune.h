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
 * - DATAROOT/seen: the keys of handled mail, after [judge]
 *   stranger_keep_days (at least [inbox] keep_days). A game's mail is
 *   also recorded in its repository, which stays the authority (a copy
 *   arriving later is a duplicate there); the key is the only record of
 *   mail that touched no game or was refused, and by then no copy of it
 *   can come back: an MTA gives up retrying within days, and nothing
 *   goes while inbox/cur holds an IMAP copy whose original the server
 *   has not moved yet (it could be fetched again). A copy that still
 *   came would be answered again (within the caps), never applied twice.
 * - DATAROOT/spool/sent: the records of answers and notices (reply.c),
 *   after the same time: each is put once per handling of a mail or
 *   event, which the seen/ record or the repository already makes
 *   unique. The records of a game's own mail (its commits' mail, put
 *   again whenever a history is walked again) are kept for ever.
 * - DATAROOT/throttle: counters with no event for two days (their
 *   windows are a day at most).
 * Those three go by their files' modification times on the real clock.
 *
 * Age is the time a Maildir name starts with (its delivery time on the
 * judge's clock, `--now` included); a name without one is kept. */
#ifndef ES_PRUNE_H
#define ES_PRUNE_H

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"

/* Removes from inbox/cur and outbox/cur what is older than their
 * keep_days at time now, and the expired records above; *removed gets
 * how many. Once a day: the day of
 * the last whole prune is kept in spool/pruned. */
int prune_mail(const conf *c, long long now, int *removed, es_err *e);

#endif
