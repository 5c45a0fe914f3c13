/* Unit tests of mbedTLS's deferred start-up (tlslazy.h), called here as
 * libgit2 calls it, in a process where libgit2 has not started: a
 * generator seeded from the entropy set aside draws nothing unseeded (its
 * first draw gathers the entropy and seeds it, and the draws differ); two
 * children of a process that seeded it draw different bytes; a seeding
 * that fails fails that draw and every one after it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <mbedtls/ctr_drbg.h>
#include <mbedtls/entropy.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

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

/* Two children of a process whose generator is seeded draw different
 * bytes, neither the parent's: each takes fresh entropy first. */
static void child_draw(mbedtls_ctr_drbg_context *c, unsigned char out[16])
{
	int fd[2];
	assert_int_equal(pipe(fd), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (!pid) {
		unsigned char b[16];
		int ok = mbedtls_ctr_drbg_random(c, b, sizeof b) == 0 && write(fd[1], b, sizeof b) == (ssize_t)sizeof b;
		_exit(ok ? 0 : 1);
	}
	close(fd[1]);
	assert_int_equal(read(fd[0], out, 16), 16);
	close(fd[0]);
	int st = 0;
	assert_int_equal(waitpid(pid, &st, 0), pid);
	assert_true(WIFEXITED(st) && WEXITSTATUS(st) == 0);
}

static void test_fork_reseeds(void **state)
{
	(void)state;
	mbedtls_entropy_context e;
	mbedtls_ctr_drbg_context c;
	mbedtls_entropy_init(&e);
	mbedtls_ctr_drbg_init(&c);
	assert_int_equal(mbedtls_ctr_drbg_seed(&c, mbedtls_entropy_func, &e, NULL, 0), 0);
	unsigned char p[16], a[16], b[16];
	assert_int_equal(mbedtls_ctr_drbg_random(&c, p, sizeof p), 0); /* seeded here */
	child_draw(&c, a);
	child_draw(&c, b);
	assert_int_equal(mbedtls_ctr_drbg_random(&c, p, sizeof p), 0);
	assert_memory_not_equal(a, b, sizeof a);
	assert_memory_not_equal(a, p, sizeof a);
	mbedtls_ctr_drbg_free(&c);
	mbedtls_entropy_free(&e);
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
		cmocka_unit_test(test_fork_reseeds),
		cmocka_unit_test(test_failed_seed_fails_every_draw),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
