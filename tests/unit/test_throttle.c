/* Unit tests of the counters of throttle.h: a mail counts once however
 * often it is counted (a batch run again), a full counter counts no new
 * mail but still ranks the ones it holds, a batch's share (since) has its
 * own maximum, events leave the window, and a counter of an earlier
 * release (one time a line) still counts. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <ftw.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/throttle.h"
#include "tests/unit/dataroot_test.h"

typedef dataroot_fx fx;

static int setup(void **state)
{
	fx *f = calloc(1, sizeof *f);
	dataroot_make(f, "estafeta-throttle");
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	fx *f = *state;
	tmpdir_remove(f->root);
	free(f);
	return 0;
}

static int count(fx *f, int64_t now, int max, const char *id)
{
	throttle_q q = { "k", now, 86400, max, 0, 0 };
	return throttle_count(&f->c, &q, id);
}

static void test_once_per_mail(void **state)
{
	fx *f = *state;
	assert_int_equal(count(f, 1000, 6, "mail-a"), 1);
	assert_int_equal(count(f, 1001, 6, "mail-a"), 1); /* run again */
	assert_int_equal(count(f, 1001, 6, "mail-a"), 1);
	assert_int_equal(count(f, 1002, 6, "mail-b"), 2);
	assert_int_equal(count(f, 1003, 6, "mail-a"), 1);
	assert_int_equal(count(f, 1004, 6, "mail-c"), 3);
}

/* A counter whose last line a cut or a full disk left without its newline:
 * the next event must not join that line (read back as one event of
 * another time), or a mail counted again would count twice. */
static void test_torn_last_line(void **state)
{
	fx *f = *state;
	assert_int_equal(count(f, 1000, 6, "mail-a"), 1);
	char dir[128], path[400];
	snprintf(dir, sizeof dir, "%s/throttle", f->root);
	DIR *d = opendir(dir);
	assert_non_null(d);
	struct dirent *de;
	path[0] = '\0';
	while ((de = readdir(d)))
		if (de->d_name[0] != '.')
			snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
	closedir(d);
	FILE *w = fopen(path, "a");
	assert_non_null(w);
	fputs("1001", w); /* torn: no id, no newline */
	fclose(w);
	int r = count(f, 1002, 6, "mail-b");
	assert_true(r > 0);
	assert_int_equal(count(f, 1003, 6, "mail-b"), r);
	assert_int_equal(count(f, 1003, 6, "mail-a"), 1);
}

static void test_full_counts_nothing_new(void **state)
{
	fx *f = *state;
	char id[16];
	for (int i = 1; i <= 3; i++) {
		snprintf(id, sizeof id, "m%d", i);
		assert_int_equal(count(f, 1000 + i, 3, id), i);
	}
	assert_int_equal(count(f, 1010, 3, "m4"), 0);
	assert_int_equal(count(f, 1011, 3, "m4"), 0);
	assert_int_equal(count(f, 1012, 3, "m2"), 2); /* still ranked */
	/* A day later the window is empty again. */
	assert_int_equal(count(f, 1010 + 86400, 3, "m4"), 1);
	assert_int_equal(count(f, 1011 + 86400, 3, "m1"), 2);
}

static void test_since_share(void **state)
{
	fx *f = *state;
	throttle_q q = { "all", 5000, 3600, 5, 5000, 2 };
	assert_int_equal(throttle_count(&f->c, &q, "a"), 1);
	assert_int_equal(throttle_count(&f->c, &q, "b"), 2);
	assert_int_equal(throttle_count(&f->c, &q, "c"), 0); /* the batch's share */
	assert_int_equal(throttle_count(&f->c, &q, "a"), 1);
	q.now = q.since = 5100; /* the next batch: the window's max is left */
	assert_int_equal(throttle_count(&f->c, &q, "c"), 3);
	assert_int_equal(throttle_count(&f->c, &q, "d"), 4);
	assert_int_equal(throttle_count(&f->c, &q, "e"), 0);
	q.now = q.since = 5200;
	assert_int_equal(throttle_count(&f->c, &q, "e"), 5);
	assert_int_equal(throttle_count(&f->c, &q, "f"), 0); /* the window's */
	q.now = q.since = 5000 + 3600; /* a and b left the window */
	assert_int_equal(throttle_count(&f->c, &q, "f"), 4);
}

static void test_earlier_release(void **state)
{
	fx *f = *state;
	/* The counter's file: throttle/ and the hash of its key, as
	 * throttle.c names it; found as the one file there. */
	assert_int_equal(count(f, 100000, 6, "x"), 1);
	char dir[128], path[512];
	snprintf(dir, sizeof dir, "%s/throttle", f->root);
	DIR *d = opendir(dir);
	assert_non_null(d);
	struct dirent *de;
	path[0] = '\0';
	while ((de = readdir(d)))
		if (de->d_name[0] != '.')
			snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
	closedir(d);
	FILE *o = fopen(path, "w");
	assert_non_null(o);
	fputs("99990\n99995\n1\n", o); /* two in the window, one long gone */
	fclose(o);
	assert_int_equal(count(f, 100000, 6, "y"), 3);
	assert_int_equal(count(f, 100001, 6, "y"), 3);
	int removed = 0;
	assert_int_equal(throttle_expire(&f->c, 3600, &removed), 0);
	assert_int_equal(removed, 0); /* written just now */
	assert_int_equal(throttle_expire(&f->c, -3600, &removed), 0);
	assert_int_equal(removed, 1);
	assert_int_equal(count(f, 100002, 6, "y"), 1);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_once_per_mail, setup, teardown),
		cmocka_unit_test_setup_teardown(test_torn_last_line, setup, teardown),
		cmocka_unit_test_setup_teardown(test_full_counts_nothing_new, setup, teardown),
		cmocka_unit_test_setup_teardown(test_since_share, setup, teardown),
		cmocka_unit_test_setup_teardown(test_earlier_release, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
