/* Benchmark: what store_commit costs a commit, its pack writing
 * included. Makes a repository in DIR (which must not exist) holding a
 * game-sized tree (FILES files in a few folders), then makes N commits,
 * each changing four files and adding one, as a batch's commit of one
 * game does; prints the wall time a commit. Run it under
 * `perf stat -e instructions` with N and with 0 for the instructions a
 * commit (tests/bench/commit.sh).
 *   bench_commit DIR N */
#include "adjudicator/store/store.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void die(const es_err *e)
{
	fprintf(stderr, "bench_commit: %s\n", e->msg);
	exit(1);
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fputs("usage: bench_commit DIR N\n", stderr);
		return 2;
	}
	int n = atoi(argv[2]);
	es_err e = { 0 };
	store *s = NULL;
	char path[128], body[256], hex[41];
	if (store_create(argv[1], &e) || store_open(&s, argv[1], &e))
		die(&e);
	store_change *c = store_change_new();
	for (int i = 0; i < 60; i++) {
		snprintf(path, sizeof path, "%s/f%02d.txt", i < 20 ? "state" : i < 40 ? "views" : "rules", i);
		int len = snprintf(body, sizeof body, "file %d, a few lines of game state\nline two\nline three\n", i);
		store_change_put(c, path, body, (size_t)len);
	}
	if (store_commit(s, c, "start", 1700000000, hex, &e))
		die(&e);
	store_change_free(c);
	double t0 = now_s();
	for (int k = 0; k < n; k++) {
		c = store_change_new();
		for (int i = 0; i < 4; i++) {
			snprintf(path, sizeof path, "%s/f%02d.txt", i < 2 ? "state" : "views", i * 11);
			int len = snprintf(body, sizeof body, "file %d at turn %d\nline two\nline three\n", i, k);
			store_change_put(c, path, body, (size_t)len);
		}
		snprintf(path, sizeof path, "mail/%03d/%06d", k / 1000, k);
		int len = snprintf(body, sizeof body, "orders of turn %d\n", k);
		store_change_put(c, path, body, (size_t)len);
		if (store_commit(s, c, "turn", 1700000001 + k, hex, &e))
			die(&e);
		store_change_free(c);
	}
	double t = now_s() - t0;
	if (n)
		printf("commit_wall_us %.0f (%d commits)\n", t * 1e6 / n, n);
	store_free(s);
	return 0;
}
