/* Counters of events per key over a sliding window, kept under the data
 * root (DATAROOT/throttle/HASH, one time a line): how many wrong passwords
 * a sender or a seat sent, how many answers went to an address that is no
 * player's. Keys are hashed, so no address is stored in clear. The clock
 * is the caller's (when_now, so --now runs stay reproducible). */
#ifndef ES_THROTTLE_H
#define ES_THROTTLE_H

#include <stdint.h>

#include "adjudicator/conf.h"

/* Adds one event at `now` when add is 1, then returns how many events of
 * `key` fall in (now - window, now]. A counter that cannot be read counts
 * as empty; one that cannot be written is not updated (throttling must
 * never stop the batch). */
int throttle_hit(const conf *c, const char *key, int64_t now, int64_t window, int add);

#endif
