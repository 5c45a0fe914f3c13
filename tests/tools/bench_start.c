/* make bench: fixed costs a batch pays before its first mail, in this
 * process: libgit2's start-up as store_init makes it (the TLS certificate
 * store deferred, store.c), the parse of that store it defers, and one Argon2id
 * check at each pwhash setting of estafeta.conf (adjudicator/conf/conf.c).
 * Prints "name value unit" lines, medians of several tries. */
#include <git2.h>
#include "adjudicator/store/store.h"
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp);
	return v[n / 2];
}

static void pw(const char *name, unsigned long long ops, size_t mem, int tries)
{
	unsigned char salt[crypto_pwhash_SALTBYTES] = { 1 }, out[32];
	double v[16];
	for (int i = 0; i < tries; i++) {
		double t0 = now_ms();
		if (crypto_pwhash(out, sizeof out, "correct horse", 13, salt, ops, mem, crypto_pwhash_ALG_ARGON2ID13)) {
			fprintf(stderr, "bench_start: crypto_pwhash failed (memory?)\n");
			exit(1);
		}
		v[i] = now_ms() - t0;
	}
	double m = median(v, tries);
	printf("argon2id_%s %.2f ms per password check (ops %llu, %zu KiB): %.0f checks/s on one core\n", name, m, ops,
		mem >> 10, 1000.0 / m);
}

int main(void)
{
	es_err e = { 0 };
	double t0 = now_ms();
	if (store_init(&e))
		return 1;
	printf("libgit2_init %.2f ms (first call in a fresh process, as estafeta makes it)\n", now_ms() - t0);
	if (sodium_init() < 0)
		return 1;
	pw("interactive", crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE, 7);
	pw("moderate", crypto_pwhash_OPSLIMIT_MODERATE, crypto_pwhash_MEMLIMIT_MODERATE, 3);
	pw("fast", crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN, 15);
	git_libgit2_shutdown();
	return 0;
}
