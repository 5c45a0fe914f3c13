/* Unit tests of the SMTP send journal (sentlog.h): what a journal left by
 * a session cut short says of each message (the last whole line of a name
 * wins, a torn last line says nothing), and when the journal goes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/sentlog.h"
#include "tests/unit/dataroot_test.h"

typedef struct fx {
	dataroot_fx d;
	char journal[128];
} fx;

static int setup(void **state)
{
	fx *f = calloc(1, sizeof *f);
	dataroot_make(&f->d, "estafeta-sentlog");
	snprintf(f->journal, sizeof f->journal, "%s/spool/smtp-sent", f->d.root);
	mkdir(f->d.c.outbox, 0700);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	fx *f = *state;
	tmpdir_remove(f->d.root);
	free(f);
	return 0;
}

static void plant(fx *f, const char *text)
{
	char dir[128];
	snprintf(dir, sizeof dir, "%s/spool", f->d.root);
	mkdir(dir, 0700);
	FILE *o = fopen(f->journal, "w");
	assert_non_null(o);
	fputs(text, o);
	fclose(o);
}

/* A cut in mid-session: the messages answered 250 are sent, the one
 * handed over last is a maybe, one refused or never handed over is not
 * sent, and a line torn by the cut says nothing. */
static void test_states_after_a_cut(void **state)
{
	fx *f = *state;
	plant(f, "> a\n+ a\n> b\n- b\n> b\n+ b\n> c\n+ c\n> d\n> e\n- e\n+ f");
	sentlog *l;
	es_err e = { 0 };
	assert_int_equal(sentlog_open(&f->d.c, &l, &e), ES_OK);
	assert_int_equal(sentlog_state(l, "a"), SENTLOG_SENT);
	assert_int_equal(sentlog_state(l, "b"), SENTLOG_SENT); /* refused once, then taken */
	assert_int_equal(sentlog_state(l, "c"), SENTLOG_SENT);
	assert_int_equal(sentlog_state(l, "d"), SENTLOG_MAYBE);
	assert_int_equal(sentlog_state(l, "e"), SENTLOG_NONE);
	assert_int_equal(sentlog_state(l, "f"), SENTLOG_NONE); /* torn: no newline */
	assert_int_equal(sentlog_state(l, "zz"), SENTLOG_NONE);
	assert_int_equal(sentlog_close(l, 0, &e), ES_OK);
}

/* A session after a cut that tore the journal's last line: its first line
 * is read as its own, not as the end of the torn one. */
static void test_after_a_torn_line(void **state)
{
	fx *f = *state;
	plant(f, "> a\n+ a\n> b");
	sentlog *l;
	es_err e = { 0 };
	assert_int_equal(sentlog_open(&f->d.c, &l, &e), ES_OK);
	assert_int_equal(sentlog_handing(l, "c", &e), ES_OK);
	assert_int_equal(sentlog_close(l, 0, &e), ES_OK);
	assert_int_equal(sentlog_open(&f->d.c, &l, &e), ES_OK);
	assert_int_equal(sentlog_state(l, "a"), SENTLOG_SENT);
	assert_int_equal(sentlog_state(l, "b"), SENTLOG_NONE);
	assert_int_equal(sentlog_state(l, "c"), SENTLOG_MAYBE);
	assert_int_equal(sentlog_close(l, 0, &e), ES_OK);
}

/* A session's lines reach the next session; a session that went through
 * the whole outbox removes the journal, one that stopped keeps it. */
static void test_session_kept_or_removed(void **state)
{
	fx *f = *state;
	sentlog *l;
	es_err e = { 0 };
	assert_int_equal(sentlog_open(&f->d.c, &l, &e), ES_OK);
	assert_int_equal(sentlog_handing(l, "m1", &e), ES_OK);
	assert_int_equal(sentlog_outcome(l, "m1", 1, &e), ES_OK);
	assert_int_equal(sentlog_handing(l, "m2", &e), ES_OK);
	assert_int_equal(sentlog_close(l, 0, &e), ES_OK);
	assert_int_equal(access(f->journal, F_OK), 0);

	assert_int_equal(sentlog_open(&f->d.c, &l, &e), ES_OK);
	assert_int_equal(sentlog_state(l, "m1"), SENTLOG_SENT);
	assert_int_equal(sentlog_state(l, "m2"), SENTLOG_MAYBE);
	assert_int_equal(sentlog_handing(l, "m2", &e), ES_OK);
	assert_int_equal(sentlog_outcome(l, "m2", 1, &e), ES_OK);
	assert_int_equal(sentlog_close(l, 1, &e), ES_OK);
	assert_int_not_equal(access(f->journal, F_OK), 0);
}

/* A name that would break a line is refused, never written. */
static void test_bad_name(void **state)
{
	fx *f = *state;
	sentlog *l;
	es_err e = { 0 };
	assert_int_equal(sentlog_open(&f->d.c, &l, &e), ES_OK);
	assert_int_not_equal(sentlog_handing(l, "a\n+ b", &e), ES_OK);
	assert_int_equal(sentlog_close(l, 0, &e), ES_OK);
	assert_int_equal(sentlog_open(&f->d.c, &l, &e), ES_OK);
	assert_int_equal(sentlog_state(l, "b"), SENTLOG_NONE);
	assert_int_equal(sentlog_close(l, 0, &e), ES_OK);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_states_after_a_cut, setup, teardown),
		cmocka_unit_test_setup_teardown(test_session_kept_or_removed, setup, teardown),
		cmocka_unit_test_setup_teardown(test_after_a_torn_line, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bad_name, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
