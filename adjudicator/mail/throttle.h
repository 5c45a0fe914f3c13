/* Counters of events per key over a sliding window, kept under the data
 * root (DATAROOT/throttle/HASH, a line "TIME ID" an event): wrong
 * passwords for a seat, from a sender or for a game's master from one
 * sender, answers to an address that proved nothing, answers to all such
 * addresses. An event is one mail, ID a hash of its key: a mail handled
 * again (a batch killed before its barrier and run again) counts once.
 * Keys and ids are hashed, so no address is stored in clear. Times are the
 * caller's clock (when_now, so --now runs stay reproducible).
 *
 * A counter only decides whether an answer goes out: whatever it says,
 * a correct credential is checked and applied (see handle.c). */
#ifndef ES_THROTTLE_H
#define ES_THROTTLE_H

#include <stdint.h>

#include "adjudicator/conf/conf.h"

typedef struct throttle_q {
	const char *key;
	int64_t now, window; /* the events of (now - window, now] count */
	int max;             /* a new event is counted only while fewer than max are */
	/* With max_since > 0: and only while fewer than max_since of them
	 * are at or after `since` (a batch's share of the window). */
	int64_t since;
	int max_since;
} throttle_q;

/* Counts mail `id` once as an event of q->key. Returns its rank among
 * the window's events (1: the oldest): the rank it got when first
 * counted, or the new last one; 0 when it is new and a maximum is
 * reached, and it is then not counted (a flood costs one read). A
 * counter that cannot be read counts as empty, one that cannot be
 * written is not updated: throttling never stops the batch. */
int throttle_count(const conf *c, const throttle_q *q, const char *id);

/* Removes the counters that have held no event for `age` seconds of the
 * real clock (their files' modification times); *removed gets how many. */
int throttle_expire(const conf *c, int64_t age, int *removed);

#endif
