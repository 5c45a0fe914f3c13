/* Unit tests of the game master's say in a sign-up (signup.c,
 * signup_gm.c): forming.txt keeps what approval adds, each decision
 * happens once however often its mail comes back, a refused address
 * cannot ask again, and a start short-handed gives the bot named seats
 * without an address. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "adjudicator/base/sbuf.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/play/play.h"
#include "adjudicator/play/signup.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_forming__keeps_approval_pending_refused(void **s)
{
	(void)s;
	const char *text = "kind reconquista\nseats 3\ncreator jefe@x.test\napproval yes\n"
			   "seat 0 Ana ana@x.test\npending Bea bea@x.test en\npending Ciro ciro@x.test es\n"
			   "refused dora@x.test\n";
	sbuf once = SBUF_INIT, twice = SBUF_INIT;
	assert_int_equal(signup_forming_canon(text, &once), 0);
	/* Spanish is the default, left unsaid as for seats. */
	assert_string_equal(sbuf_str(&once), "kind reconquista\nseats 3\ncreator jefe@x.test\napproval yes\n"
					     "seat 0 Ana ana@x.test\npending Bea bea@x.test en\n"
					     "pending Ciro ciro@x.test\nrefused dora@x.test\n");
	assert_int_equal(signup_forming_canon(sbuf_str(&once), &twice), 0);
	assert_string_equal(sbuf_str(&once), sbuf_str(&twice));
	sbuf_free(&once);
	sbuf_free(&twice);
}

/* A data root of its own, with cheap password hashing. */
static void root(conf *c, char *dir)
{
	es_err e = { 0 };
	assert_non_null(mkdtemp(dir));
	assert_int_equal(conf_load(c, dir, &e), ES_OK);
	c->pw_ops = crypto_pwhash_OPSLIMIT_MIN;
	c->pw_mem = crypto_pwhash_MEMLIMIT_MIN;
}

static signup_mail mail(const char *msgid, const char *from)
{
	signup_mail m = { "x", 1, msgid, from, NULL };
	return m;
}

static void test_signup__each_decision_once(void **s)
{
	(void)s;
	conf c;
	char dir[] = "/tmp/estafeta-signup.XXXXXX";
	root(&c, dir);
	es_err e = { 0 };
	signup_mail m = mail("n@t", "jefe@x.test");
	assert_int_equal(signup_new(&c, "reconquista", "sa", 3, NULL, 0, 1, &m, &e), ES_OK);
	int taken, seats, started, dup, pending;
	char gm[256];
	m = mail("j1@t", "ana@x.test");
	assert_int_equal(signup_join(&c, "sa", "Ana", &m, &taken, &seats, &started, &dup, &pending, gm, &e), ES_OK);
	assert_true(pending);
	assert_int_equal(taken, 0);
	m = mail("j2@t", "bea@x.test");
	assert_int_equal(signup_join(&c, "sa", "Bea", &m, &taken, &seats, &started, &dup, &pending, gm, &e), ES_OK);
	signup_seats who;
	/* The same approval twice (a retried mail): one seat, the same answer. */
	m = mail("a1@t", "jefe@x.test");
	assert_int_equal(signup_approve(&c, "sa", "ana", &m, &who, &e), ES_OK);
	assert_false(who.dup);
	assert_string_equal(who.name[0], "Ana");
	assert_int_equal(signup_approve(&c, "sa", "ana", &m, &who, &e), ES_OK);
	assert_true(who.dup);
	/* Another mail: Ana waits no more. */
	m = mail("a2@t", "jefe@x.test");
	assert_int_equal(signup_approve(&c, "sa", "Ana", &m, &who, &e), ES_ENOTFOUND);
	/* Refused: the address may not ask again, under another name. */
	m = mail("r1@t", "jefe@x.test");
	assert_int_equal(signup_refuse(&c, "sa", "Bea", &m, &who, &e), ES_OK);
	m = mail("j3@t", "BEA@x.test");
	assert_int_equal(signup_join(&c, "sa", "Beatriz", &m, &taken, &seats, &started, &dup, &pending, gm, &e),
		ES_ECONFLICT);
	/* A start short-handed: the bot's seats named, no address. */
	m = mail("s1@t", "jefe@x.test");
	assert_int_equal(signup_force(&c, "sa", &m, &who, &e), ES_OK);
	assert_string_equal(who.bots, "robot1, robot2");
	assert_int_equal(signup_force(&c, "sa", &m, &who, &e), ES_OK);
	assert_true(who.dup);
	play *p;
	assert_int_equal(play_open(&p, &c, "sa", &e), ES_OK);
	assert_int_equal(play_nplayers(p), 3);
	int bots = 0;
	for (int i = 0; i < 3; i++)
		if (play_bot_seat(p, i)) {
			bots++;
			assert_string_equal(play_player_email(p, i), PLAY_NO_ADDRESS);
		}
	assert_int_equal(bots, 2);
	play_free(p);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	assert_int_equal(system(cmd), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_forming__keeps_approval_pending_refused),
		cmocka_unit_test(test_signup__each_decision_once),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
