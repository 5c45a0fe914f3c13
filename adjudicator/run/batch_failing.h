/* The count of a game's failed runs in a row, kept by the batch and read
 * by the listings, `health` and `status`: a file of the spool, below
 * batch.c and the listings alike. */
#ifndef ES_BATCH_FAILING_H
#define ES_BATCH_FAILING_H

#include <stddef.h>

#include "adjudicator/conf/conf.h"

/* How many runs in a row game has failed (0: none), with the last error in
 * why. After 3 its mail is set aside in the inbox's failed/ folder and
 * batch_run returns ES_ESTUCK. */
int batch_failing(const conf *c, const char *game, char *why, size_t nwhy);
/* DATAROOT/spool/GAME.failing: the count of the game's failed runs in a
 * row and the last reason (batch_failing reads it). */
void batch_failing_path(const conf *c, const char *game, char *out, size_t n);

#endif
