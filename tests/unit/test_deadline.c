/* A decision's deadline is fixed when the decision starts (Κρατος rule 16,
 * held by the core for every kind): games of every kind are played by the
 * bots through the core (play_orders), an hour passing before each mail;
 * a mail after which a seat awaited before is still awaited in the same
 * phase, turn and round (one seat's placement while others still place, a
 * turn in several mails) must leave the deadline where it was, and a mail
 * that starts another decision gives it a full one from the mail's time. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "adjudicator/base/when.h"
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h" /* play_next_due: when the reminder is due */
#include "tests/unit/dataroot_test.h"

#define HOURS 500 /* the game's deadline_hours: never reached by the mails below */
#define T0 1800000000

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema", "hugo", "ines" };
static const char *const emails[] = { "ana@x.test", "berta@x.test", "carla@x.test", "dario@x.test", "elena@x.test",
	"fede@x.test", "gema@x.test", "hugo@x.test", "ines@x.test" };
static const char *const pws[] = { "pa", "pb", "pc", "pd", "pe", "pf", "pg", "ph", "pi" };

static void root_make(dataroot_fx *f)
{
	tmpdir_make(f->root, sizeof f->root, "/tmp", "deadline");
	char path[128];
	snprintf(path, sizeof path, "%s/estafeta.conf", f->root);
	FILE *c = fopen(path, "w");
	assert_non_null(c);
	fputs("[judge]\naddress = juez@estafeta.test\npwhash = fast\n", c);
	assert_int_equal(fclose(c), 0);
	es_err e = { 0 };
	assert_int_equal(conf_load(&f->c, f->root, &e), ES_OK);
}

static play *game_new(dataroot_fx *f, const char *kind, const char *name, int n, const char *opt)
{
	const char *opts[] = { "deadline_hours=500", opt };
	play_new req = { .kind = kind, .name = name, .seed_hex = "00112233445566778899aabbccddeeff", .insecure_seed = 1,
		.nplayers = (size_t)n, .names = names, .emails = emails, .passwords = pws, .opts = opts,
		.nopts = opt ? 2 : 1 };
	es_err e = { 0 };
	when_set_now(T0);
	assert_int_equal(play_create(&f->c, &req, &e), ES_OK);
	play *p;
	assert_int_equal(play_open(&p, &f->c, name, &e), ES_OK);
	assert_int_equal(play_deadline(p), T0 + (int64_t)HOURS * 3600);
	return p;
}

/* Seat `seat`'s mail of order lines `text`, at `now`: accepted. */
static void send(play *p, int seat, const char *text, int64_t now, int k)
{
	when_set_now(now);
	arena *a = arena_new();
	game_lines gl;
	game_lines_split(a, text, &gl);
	char id[64];
	snprintf(id, sizeof id, "<m%d.%d@x.test>", k, seat);
	play_mail m = { .raw = text, .rawlen = strlen(text), .msgid = id, .lines = &gl };
	game_reject rej;
	int rc = play_orders(p, seat, &m, &rej);
	if (rc)
		fail_msg("%s: mail %d of seat %d refused: %s\n%s", play_kind(p)->kind, k, seat, rej.why, text);
	arena_free(a);
}

static int same_decision(const game_status *a, const game_status *b)
{
	return !b->over && (a->waiting & b->waiting) && !strcmp(a->phase, b->phase) && a->turn == b->turn &&
		a->round == b->round && a->deadline_hours == b->deadline_hours;
}

static void test_deadline__fixed_while_the_decision_lasts_every_kind(void **s)
{
	(void)s;
	dataroot_fx f;
	root_make(&f);
	int kept = 0, fresh = 0;
	for (const game_kind *const *k = game_all(); *k; k++) {
		int n = (*k)->min_players < 3 ? 3 : (*k)->min_players;
		if (n > (*k)->max_players)
			n = (*k)->max_players;
		play *p = game_new(&f, (*k)->kind, (*k)->kind, n, NULL);
		int64_t now = T0;
		for (int m = 0; m < 40; m++) {
			game_status before, after;
			play_status(p, &before);
			if (before.over || !before.waiting)
				break;
			/* The last seat awaited: in a simultaneous decision others
			 * are still deciding after its mail. */
			int seat = 31;
			while (!(before.waiting & GAME_SEAT(seat)))
				seat--;
			char *text;
			size_t len;
			FILE *o = open_memstream(&text, &len);
			assert_int_equal(play_bot(p, seat, "0123456789abcdef0123456789abcdef", o), 0);
			fclose(o);
			int64_t was = play_deadline(p);
			now += 3600;
			send(p, seat, text, now, m);
			free(text);
			play_status(p, &after);
			if (same_decision(&before, &after)) {
				if (play_deadline(p) != was)
					fail_msg("%s: mail %d (%s, turn %u) from seat %d left seats %#x deciding, yet the "
						 "deadline moved by %lld s",
						(*k)->kind, m, before.phase, before.turn, seat, (unsigned)after.waiting,
						(long long)(play_deadline(p) - was));
				kept++;
			} else if (after.step != before.step && !after.over) {
				unsigned h = after.deadline_hours ? after.deadline_hours : HOURS;
				assert_int_equal(play_deadline(p), now + (int64_t)h * 3600);
				fresh++;
			}
		}
		play_free(p);
	}
	/* Both kinds of mail came (Κρατος's placement keeps it). */
	assert_true(kept > 0);
	assert_true(fresh > 0);
	tmpdir_remove(f.root);
}

/* Rule 16 of Κρατος: «DAR 500 ORO …» in one's own turn, or a turn sent in
 * several mails, never gives the turn a new 48 hours; nor does another's
 * placement move the deadline of those still placing. */
static void test_deadline__kratos_gift_keeps_the_turn_deadline(void **s)
{
	(void)s;
	dataroot_fx f;
	root_make(&f);
	play *p = game_new(&f, "kratos", "kr", 3, "board=clasico");
	int64_t dl = play_deadline(p), now = T0;
	game_status st;
	int m = 0;
	/* Placement: seats 2 then 1 place, seat 0's deadline stays. */
	for (int seat = 2; seat >= 0; seat--) {
		char *text;
		size_t len;
		FILE *o = open_memstream(&text, &len);
		assert_int_equal(play_bot(p, seat, "0123456789abcdef0123456789abcdef", o), 0);
		fclose(o);
		now += 3600;
		send(p, seat, text, now, m++);
		free(text);
		play_status(p, &st);
		if (seat)
			assert_int_equal(play_deadline(p), dl);
	}
	play_status(p, &st);
	assert_string_equal(st.phase, "turn");
	int who = 0;
	while (!(st.waiting & GAME_SEAT(who)))
		who++;
	dl = play_deadline(p);
	assert_int_equal(dl, now + (int64_t)HOURS * 3600);
	/* Three gifts, an hour apart: the turn keeps its deadline. */
	const char *gift = "DAR 500 ORO A gris"; /* a colour no seat holds */
	for (int i = 0; i < 3; i++) {
		now += 3600;
		send(p, who, gift, now, m++);
		play_status(p, &st);
		assert_true(st.waiting & GAME_SEAT(who));
		assert_int_equal(play_deadline(p), dl);
	}
	/* The reminder, a day before, is sent once for the turn: a gift after
	 * it does not make another one due. */
	now = dl - 23 * 3600;
	play_tick(p, now);
	assert_int_equal(play_next_due(p), dl);
	send(p, who, gift, now + 60, m++);
	assert_int_equal(play_deadline(p), dl);
	assert_int_equal(play_next_due(p), dl);
	/* The end of the turn: the next decision gets its full time. */
	now += 3600;
	send(p, who, "ACABAR", now, m++);
	play_status(p, &st);
	assert_false(st.waiting & GAME_SEAT(who) && !st.over);
	assert_int_equal(play_deadline(p), now + (int64_t)HOURS * 3600);
	play_free(p);
	tmpdir_remove(f.root);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_deadline__fixed_while_the_decision_lasts_every_kind),
		cmocka_unit_test(test_deadline__kratos_gift_keeps_the_turn_deadline),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
