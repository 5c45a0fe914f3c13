/* Seeded dice over libsodium's ChaCha20 (IETF variant, zero nonce). */
#include "adjudicator/base/dice.h"

#include <sodium.h>
#include <string.h>

static const unsigned char nonce[crypto_stream_chacha20_ietf_NONCEBYTES];

int dice_init_hex(dice *d, const char *seed_hex, uint64_t pos, es_err *e)
{
	unsigned char seed[DICE_SEED_MAX];
	char even[2 * DICE_SEED_MAX + 1];
	size_t len = 0;
	size_t n = strlen(seed_hex);
	if (n < 1 || n + n % 2 > 2 * DICE_SEED_MAX)
		return es_fail(e, ES_ESYNTAX, "the seed must have 1 to %d hex digits", 2 * DICE_SEED_MAX);
	/* An odd count reads as if led by a zero: "abc" is "0abc". */
	even[0] = '0';
	memcpy(even + n % 2, seed_hex, n + 1);
	n += n % 2;
	if (sodium_hex2bin(seed, sizeof seed, even, n, NULL, &len, NULL) != 0 || len != n / 2)
		return es_fail(e, ES_ESYNTAX, "the seed '%s' is not hexadecimal", seed_hex);
	if (sodium_init() < 0)
		return es_fail(e, ES_ERR, "libsodium failed to initialise");
	static const char personal[] = "estafeta-dice-v1";
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, sizeof d->key);
	crypto_generichash_update(&st, (const unsigned char *)personal, sizeof personal - 1);
	crypto_generichash_update(&st, seed, len);
	crypto_generichash_final(&st, d->key, sizeof d->key);
	sodium_memzero(seed, sizeof seed);
	d->pos = pos;
	d->block_no = UINT64_MAX;
	return ES_OK;
}

void dice_random_seed(char out[65])
{
	unsigned char b[32];
	if (sodium_init() < 0)
		abort();
	randombytes_buf(b, sizeof b);
	sodium_bin2hex(out, 65, b, sizeof b);
}

void dice_commitment(const char *seed_hex, char out[65])
{
	unsigned char h[crypto_hash_sha256_BYTES];
	crypto_hash_sha256(h, (const unsigned char *)seed_hex, strlen(seed_hex));
	sodium_bin2hex(out, 65, h, sizeof h);
}

static unsigned char next_byte(dice *d)
{
	uint64_t blk = d->pos / 64;
	if (blk != d->block_no) {
		static const unsigned char zero[64];
		/* The IETF counter is 32 bits: 256 GiB of dice per game. */
		crypto_stream_chacha20_ietf_xor_ic(d->block, zero, sizeof zero, nonce, (uint32_t)blk, d->key);
		d->block_no = blk;
	}
	return d->block[d->pos++ % 64];
}

uint32_t dice_u32(dice *d)
{
	uint32_t v = 0;
	for (int i = 0; i < 4; i++)
		v = v << 8 | next_byte(d);
	return v;
}

uint32_t dice_below(dice *d, uint32_t n)
{
	if (n <= 1)
		return 0;
	uint32_t threshold = (uint32_t)(-n) % n; /* 2^32 mod n */
	for (;;) {
		uint32_t r = dice_u32(d);
		if (r >= threshold)
			return r % n;
	}
}

int dice_roll(dice *d, int sides)
{
	return (int)dice_below(d, (uint32_t)sides) + 1;
}

void dice_shuffle(dice *d, int *a, size_t n)
{
	for (size_t i = n; i > 1; i--) {
		size_t j = dice_below(d, (uint32_t)i);
		int t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
}

void dice_derive(const dice *d, const char *label, unsigned char *out, size_t outlen)
{
	crypto_generichash(out, outlen, (const unsigned char *)label, strlen(label), d->key, sizeof d->key);
}
