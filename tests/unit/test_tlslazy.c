/* Unit tests of mbedTLS's deferred start-up (tlslazy.h), called here as
 * libgit2 calls it, in a process where libgit2 has not started: a
 * generator seeded from the entropy set aside draws nothing unseeded (its
 * first draw gathers the entropy and seeds it, and the draws differ), and
 * a seeding that fails fails that draw and every one after it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <mbedtls/ctr_drbg.h>
#include <mbedtls/entropy.h>
#include <string.h>

#include "adjudicator/tlslazy.h"

static int no_entropy(void *p, unsigned char *out, size_t len)
{
	(void)p;
	(void)out;
	(void)len;
	return MBEDTLS_ERR_ENTROPY_SOURCE_FAILED;
}

static void test_seeded_at_first_draw(void **state)
{
	(void)state;
	mbedtls_entropy_context e;
	mbedtls_ctr_drbg_context c;
	mbedtls_entropy_init(&e);
	mbedtls_ctr_drbg_init(&c);
	assert_false(tlslazy_seed_deferred());
	assert_int_equal(mbedtls_ctr_drbg_seed(&c, mbedtls_entropy_func, &e, NULL, 0), 0);
	assert_true(tlslazy_seed_deferred());
	unsigned char a[32], b[32], zero[32] = { 0 };
	assert_int_equal(mbedtls_ctr_drbg_random(&c, a, sizeof a), 0);
	assert_false(tlslazy_seed_deferred());
	assert_int_equal(mbedtls_ctr_drbg_random(&c, b, sizeof b), 0);
	assert_memory_not_equal(a, zero, sizeof a);
	assert_memory_not_equal(a, b, sizeof a);
	mbedtls_ctr_drbg_free(&c);
	mbedtls_entropy_free(&e);
	/* Freed before any draw: nothing was set up, nothing is left. */
	mbedtls_entropy_init(&e);
	mbedtls_ctr_drbg_init(&c);
	assert_int_equal(mbedtls_ctr_drbg_seed(&c, mbedtls_entropy_func, &e, NULL, 0), 0);
	assert_true(tlslazy_seed_deferred());
	mbedtls_ctr_drbg_free(&c);
	mbedtls_entropy_free(&e);
	assert_false(tlslazy_seed_deferred());
}

/* Last: a failed seeding fails every draw after it, in this process. */
static void test_failed_seed_fails_every_draw(void **state)
{
	(void)state;
	mbedtls_entropy_context e;
	mbedtls_ctr_drbg_context c;
	mbedtls_entropy_init(&e);
	mbedtls_ctr_drbg_init(&c);
	assert_int_equal(mbedtls_ctr_drbg_seed(&c, no_entropy, &e, NULL, 0), 0);
	unsigned char a[16];
	assert_int_not_equal(mbedtls_ctr_drbg_random(&c, a, sizeof a), 0);
	assert_int_not_equal(mbedtls_ctr_drbg_random(&c, a, sizeof a), 0);
	mbedtls_ctr_drbg_free(&c);
	mbedtls_entropy_free(&e);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_seeded_at_first_draw),
		cmocka_unit_test(test_failed_seed_fails_every_draw),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
