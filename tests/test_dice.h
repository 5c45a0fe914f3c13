/* A test's dice from a fixed seed. dice_init_hex leaves the stream unset
 * on a bad seed, and an unset stream draws whatever the stack held, so a
 * playout would differ from machine to machine: a test stops at once. */
#ifndef ES_TEST_DICE_H
#define ES_TEST_DICE_H

#include <stdio.h>
#include <stdlib.h>

#include "adjudicator/base/dice.h"

static inline void test_dice_init(dice *d, const char *seed_hex, uint64_t pos)
{
	es_err e;
	if (dice_init_hex(d, seed_hex, pos, &e) != ES_OK) {
		fprintf(stderr, "test seed '%s': %s\n", seed_hex, e.msg);
		abort();
	}
}

#endif
