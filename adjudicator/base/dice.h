/* The one source of randomness of a game: a ChaCha20 keystream (libsodium)
 * keyed by the game's seed, read at a recorded byte position so that a
 * batch continues exactly where the previous one stopped. */
#ifndef ES_DICE_H
#define ES_DICE_H

#include <stddef.h>
#include <stdint.h>

#include "adjudicator/base/err.h"

#define DICE_SEED_MAX 64 /* bytes of seed, i.e. 128 hex digits */

typedef struct dice {
	unsigned char key[32];
	uint64_t pos; /* bytes of keystream consumed so far */
	unsigned char block[64];
	uint64_t block_no; /* which 64-byte block `block` holds, or UINT64_MAX */
} dice;

/* Parses a hex seed (1 to 128 hex digits; an odd count reads as if led by
 * a zero) and derives the
 * stream key. Returns ES_ESYNTAX with a message on bad input, leaving d
 * unset: a caller must look (an unset stream draws garbage, differently
 * on every machine). */
int dice_init_hex(dice *d, const char *seed_hex, uint64_t pos, es_err *e) __attribute__((warn_unused_result));
/* Draws a fresh 32-byte seed from the OS and writes it as 64 hex digits
 * into out[65]. */
void dice_random_seed(char out[65]);
/* SHA-256 of the seed text, as 64 hex digits in out[65]: the commitment
 * players receive at creation and check with `printf %s SEED | sha256sum`. */
void dice_commitment(const char *seed_hex, char out[65]);

uint32_t dice_u32(dice *d);
/* Uniform in [0, n), n >= 1, by rejection (no modulo bias). */
uint32_t dice_below(dice *d, uint32_t n);
/* A die with `sides` faces: 1..sides. */
int dice_roll(dice *d, int sides);
/* Fisher-Yates shuffle of n ints: n - 1 draws, none for n < 2, so that
 * shuffling an empty or single pool (a redeal's) leaves the stream where
 * it was. */
void dice_shuffle(dice *d, int *a, size_t n);

/* Keyed hash helpers used for deterministic secrets (salts, generated
 * passwords): out = BLAKE2b(key = d->key, msg = label). */
void dice_derive(const dice *d, const char *label, unsigned char *out, size_t outlen);

#endif
