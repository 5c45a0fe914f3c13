/* Unit tests of the outbox's batch path (outbox.h): a message staged and
 * its sent-index record written straight under their names, published
 * only when a whole record vouches for the staged bytes, and never twice.
 * The files a kill or a power cut leaves (a copy cut short without its
 * record, a record begun outside a batch, a record cut short) are made by
 * hand, then the batch's put and publish run over them. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <ftw.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "adjudicator/base/afile.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/outbox.h"
#include "tests/unit/dataroot_test.h"

typedef dataroot_fx fx;

static int setup(void **state)
{
	fx *f = calloc(1, sizeof *f);
	dataroot_make(f, "estafeta-outbox");
	outbox_defer(1);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	fx *f = *state;
	outbox_defer(0);
	tmpdir_remove(f->root);
	free(f);
	return 0;
}

/* The sent-index key of a Message-ID, as outbox.c names its files. */
static void key_of(const char *id, char key[41])
{
	unsigned char h[20];
	crypto_generichash(h, sizeof h, (const unsigned char *)id, strlen(id), NULL, 0);
	sodium_bin2hex(key, 41, h, sizeof h);
}

static void path_of(fx *f, const char *what, const char *id, char *out, size_t n)
{
	char key[41];
	key_of(id, key);
	if (!strcmp(what, "record"))
		snprintf(out, n, "%s/spool/sent/%.2s/%s", f->root, key, key + 2);
	else
		snprintf(out, n, "%s/staged/%s", f->c.outbox, key);
}

static void put_file(const char *path, const char *text)
{
	char dir[1300];
	snprintf(dir, sizeof dir, "%s", path);
	*strrchr(dir, '/') = '\0';
	assert_int_equal(afile_mkdirs(dir), 0);
	FILE *fp = fopen(path, "w");
	assert_non_null(fp);
	fputs(text, fp);
	fclose(fp);
}

/* The file's bytes, or NULL when there is none (malloc'd). */
static char *slurp(const char *path)
{
	FILE *fp = fopen(path, "r");
	if (!fp)
		return NULL;
	char *s = calloc(1, 65536);
	size_t n = fread(s, 1, 65535, fp);
	s[n] = '\0';
	fclose(fp);
	return s;
}

static char *in_new(fx *f, const char *name)
{
	char p[1300];
	snprintf(p, sizeof p, "%s/new/%s", f->c.outbox, name);
	return slurp(p);
}

static size_t publish(fx *f)
{
	es_err e = { 0 };
	size_t moved = 0;
	char **suspect = NULL;
	assert_int_equal(outbox_publish(&f->c, suspect, 0, &moved, &e), ES_OK);
	return moved;
}

static const char MSG[] = "Subject: turno 3\n\nHola.\n";

static void assert_published(fx *f, const char *name)
{
	char *out = in_new(f, name);
	assert_non_null(out);
	assert_string_equal(out, MSG);
	free(out);
}

/* The record of id parses, names `name` and vouches with a sum. */
static void assert_record(fx *f, const char *id, const char *name)
{
	char rp[1300];
	path_of(f, "record", id, rp, sizeof rp);
	char *rec = slurp(rp);
	assert_non_null(rec);
	outbox_rec r;
	assert_int_equal(outbox_rec_parse(rec, strlen(rec), &r), 0);
	assert_string_equal(r.name, name);
	assert_true(r.done && r.has_sum);
	free(rec);
}

/* A file a kill or a power cut left: WHAT ("staged" or "record") of id. */
static void plant(fx *f, const char *what, const char *id, const char *text)
{
	char p[1300];
	path_of(f, what, id, p, sizeof p);
	put_file(p, text);
}

/* The redo: id put again as `name`; one message published, as `as`. */
static void redo(fx *f, const char *id, const char *name, const char *as)
{
	es_err e = { 0 };
	assert_int_equal(outbox_put(&f->c, id, name, MSG, strlen(MSG), 0, &e), ES_OK);
	assert_int_equal(publish(f), 1);
	assert_published(f, as);
}

static void test_put_publish_once(void **state)
{
	fx *f = *state;
	es_err e = { 0 };
	char sp[1300];
	assert_int_equal(outbox_put(&f->c, "<m1@x>", "n1", MSG, strlen(MSG), 0, &e), ES_OK);
	path_of(f, "staged", "<m1@x>", sp, sizeof sp);
	char *staged = slurp(sp);
	assert_non_null(staged);
	assert_string_equal(staged, MSG);
	free(staged);
	assert_null(in_new(f, "n1")); /* nothing before the barrier */
	assert_record(f, "<m1@x>", "n1");
	assert_int_equal(publish(f), 1);
	assert_published(f, "n1");
	/* The same Message-ID again, under another name: not written. */
	unsigned long w = outbox_written();
	assert_int_equal(outbox_put(&f->c, "<m1@x>", "n1-again", MSG, strlen(MSG), 0, &e), ES_OK);
	assert_int_equal(outbox_written(), w);
	assert_int_equal(publish(f), 0);
	assert_null(in_new(f, "n1-again"));
}

/* A kill while the first copy was written: half a message, no record. It
 * is never published; the redo writes it whole. */
static void test_copy_cut_short(void **state)
{
	fx *f = *state;
	plant(f, "staged", "<m2@x>", "Subject: tur");
	assert_int_equal(publish(f), 0);
	assert_null(in_new(f, "n2"));
	redo(f, "<m2@x>", "n2", "n2");
}

/* A put begun outside a batch (its record "NAME", no sum) and a torn
 * staged copy: the record does not vouch for the bytes, so it waits. */
static void test_begun_record_vouches_nothing(void **state)
{
	fx *f = *state;
	plant(f, "staged", "<m3@x>", "Subject: t");
	plant(f, "record", "<m3@x>", "n3\n");
	assert_int_equal(publish(f), 0);
	assert_null(in_new(f, "n3"));
	/* The redo finishes it under its first name. */
	redo(f, "<m3@x>", "n3-other", "n3");
	assert_null(in_new(f, "n3-other"));
}

/* A record cut short (no newline) reads as none: the put writes a whole
 * one in its place (the first write finds the file there). */
static void test_record_cut_short(void **state)
{
	fx *f = *state;
	plant(f, "record", "<m4@x>", "n4 do");
	redo(f, "<m4@x>", "n4", "n4");
	assert_record(f, "<m4@x>", "n4");
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_put_publish_once, setup, teardown),
		cmocka_unit_test_setup_teardown(test_copy_cut_short, setup, teardown),
		cmocka_unit_test_setup_teardown(test_begun_record_vouches_nothing, setup, teardown),
		cmocka_unit_test_setup_teardown(test_record_cut_short, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
