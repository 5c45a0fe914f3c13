/* [mirror] url: after each batch, every game whose repository moved is
 * pushed (libgit2, refs/heads/main, never forced) to URL/NAME.git, so a
 * git server keeps a live replica and an audit copy of each game.
 *
 * mode = full (the default) pushes the repository as it is: the seed,
 * the game's key, the password hashes, every private view and the mail
 * it keeps. It is a backup of the judge's own state (a game can be
 * restored from it), so the remote must be as private as the data root.
 * mode = public pushes instead the copy of `estafeta publish GAME --repo`
 * (see publish.h), safe for anybody to read: while the game runs its
 * public files only, to main; once over, the copy with everything verify
 * needs, to the branch final (it is made again, in commits of its own,
 * and main is never rewritten). That copy is made again whole at each
 * push: its cost grows with the game's history.
 *
 * What each game's mirror last received is kept in spool/mirror/NAME
 * (the commit and a hash of the url); the games still to push, with how
 * many runs in a row their push failed and since when, in
 * spool/mirror/.pending. A push never fails nor holds the batch: it runs
 * after the barrier and the deliveries, in a child process that ends
 * when a push makes no progress for [network] timeout seconds; what
 * failed stays pending for the next run. An idle run reads one missing
 * file. */
#ifndef ES_MIRROR_H
#define ES_MIRROR_H

#include <stddef.h>
#include <stdio.h>

#include "adjudicator/conf/conf.h"

/* Before the batch's barrier: the games that may have moved (moved[i]:
 * opened by the batch or committed since the last run) whose HEAD
 * differs from their mirror's record join the pending list (on disk,
 * flushed by the barrier: a crash before the push forgets none). When
 * the url changed since the last run, every game is looked at. */
void mirror_note(const conf *c, char **games, const char *moved, size_t n);

/* After the deliveries: pushes every pending game. *pushed and *failed
 * get the counts. Failures are logged on stderr, never returned. */
void mirror_run(const conf *c, int *pushed, int *failed);

/* For `estafeta health`: one line per game behind its mirror; a problem
 * when diverged, or behind for longer than health_mirror_min. Returns the
 * number of problems. */
int mirror_health(const conf *c, FILE *out);

#endif
