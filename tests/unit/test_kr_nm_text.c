/* What a Κρατος or Nuevo Mundo player reads fits a phone and speaks to
 * the reader as "you" (issue 31 items 5 and 8). Seeded bot playouts of
 * each engine; after every mail, every seat's (and the public) text in
 * both languages -- the events it is told, its view, what the deadline
 * would do, the help -- is held to:
 *   - a fixed-width line (one that begins with a space: boards, tables,
 *     lists; every other line is prose, soft-wrapped as format=flowed)
 *     is at most 72 columns (code points), and no line ends in a space
 *     (format=flowed would run it on to the next);
 *   - no event or view line told to a seat opens a clause with the
 *     seat's own name followed by a verb ("ana mueve…", "berta enters…"). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/kratos/kratos.h"
#include "games/nuevo-mundo/nm.h"
#include "tests/unit/engine_test.h"
#include "tests/test_dice.h"

#define COLS 72

/* Findings of the running test (each printed, up to a few, the test fails
 * at its end: one run shows every class). */
static int found;
static void finding(const char *fmt, ...)
{
	if (found++ < 30) {
		va_list ap;
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
		fputc('\n', stderr);
	}
}

static const char *const names[] = { "ana", "berta", "carla" };
static const char *const langs[] = { "es", "en" };

static int columns(const char *s, size_t n)
{
	int c = 0;
	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xC0) != 0x80;
	return c;
}

static void widths_ok(const char *kind, const char *what, const char *text)
{
	for (const char *l = text; *l;) {
		size_t n = strcspn(l, "\n");
		/* format=flowed reads a line that ends in a space as running on */
		if (n && l[n - 1] == ' ')
			finding("%s %s: a line ends in a space:\n%.*s|", kind, what, (int)n, l);
		if (l[0] == ' ' && columns(l, n) > COLS)
			finding("%s %s: a fixed-width line of %d columns:\n%.*s", kind, what, columns(l, n), (int)n, l);
		l += n + (l[n] == '\n');
	}
}

/* Words after a name that keep it from being a sentence's subject. */
static const char *const not_verbs[] = { "y", "e", "o", "and", "or", "de", "of", "a", "to", "en", "in", "con",
	"with", "por", "by", NULL };

/* The reader's name opening a clause ("- ana mueve", ". ana", ": ana")
 * followed by a lowercase word that is not a conjunction or preposition. */
static void person_ok(const char *kind, const char *name, const char *line)
{
	size_t n = strlen(name);
	for (const char *p = strstr(line, name); p; p = strstr(p + 1, name)) {
		int opens = p == line || (p >= line + 2 && strchr(".;:,-(", p[-2]) && p[-1] == ' ');
		if (!opens || p[n] != ' ' || p[n + 1] < 'a' || p[n + 1] > 'z')
			continue;
		size_t w = strcspn(p + n + 1, " .,;:()");
		int verb = 1;
		for (int k = 0; not_verbs[k]; k++)
			if (strlen(not_verbs[k]) == w && !strncmp(p + n + 1, not_verbs[k], w))
				verb = 0;
		if (verb)
			finding("%s: told to %s in the third person:\n%s", kind, name, line);
	}
}

/* Every text of seat `seat` (-1: the public) after one mail. */
static void texts_ok(const game_kind *k, void *st, const game_events *ev, int seat, int n)
{
	for (int li = 0; li < 2; li++) {
		const char *lang = langs[li];
		sbuf t = SBUF_INIT;
		for (size_t i = 0; i < ev->n; i++) {
			const game_event *g = &ev->v[i];
			if (seat >= 0 ? !(g->audience & GAME_SEAT(seat)) : g->audience != GAME_ALL && !g->third)
				continue;
			es_err e = { 0 };
			sbuf_reset(&t);
			sbuf_puts(&t, "- ");
			if (tpl_render(&t, lang, g->id, g->vars, &e))
				fail_msg("%s: %s", g->id, e.msg);
			widths_ok(k->kind, g->id, sbuf_str(&t));
			if (seat >= 0 && seat < n)
				person_ok(k->kind, names[seat], sbuf_str(&t));
		}
		sbuf_reset(&t);
		k->view(st, seat, lang, &t);
		widths_ok(k->kind, "view", sbuf_str(&t));
		for (const char *l = sbuf_str(&t); seat >= 0 && seat < n && *l;) {
			size_t len = strcspn(l, "\n");
			char *one = strndup(l, len);
			person_ok(k->kind, names[seat], one);
			free(one);
			l += len + (l[len] == '\n');
		}
		if (seat >= 0 && k->default_text) {
			sbuf_reset(&t);
			k->default_text(st, seat, lang, &t);
			widths_ok(k->kind, "default", sbuf_str(&t));
		}
		sbuf_free(&t);
	}
}

/* A bot playout of `mails` mails (a timeout now and then), every text
 * checked after each. */
static void playout(const game_kind *k, const char *seed, const char *const *opts, size_t nopts, int mails)
{
	const int n = 3;
	dice d, bd;
	test_dice_init(&d, seed, 0);
	test_dice_init(&bd, seed, 1u << 20);
	game_events ev;
	evs_init(&ev);
	void *st;
	es_err e;
	if (k->create(&st, n, names, opts, nopts, &d, &ev, &e) != ES_OK)
		fail_msg("create: %s", e.msg);
	for (int m = 0; m < mails; m++) {
		for (int s = -1; s < n; s++)
			texts_ok(k, st, &ev, s, n);
		arena_free(ev.a);
		evs_init(&ev);
		game_status gs = engine_status(k, st);
		if (gs.over)
			break;
		if (!gs.waiting || dice_below(&bd, 16) == 0) {
			k->timeout(st, &d, &ev);
			continue;
		}
		int who = __builtin_ctz(gs.waiting);
		sbuf orders = SBUF_INIT, canon = SBUF_INIT;
		k->bot(st, who, &bd, &orders);
		game_reject rej;
		if (orders.len && engine_check(k, st, who, sbuf_str(&orders), "es", &rej, &canon, NULL) == ES_OK)
			k->apply(st, who, sbuf_str(&canon), &d, &ev);
		else
			k->timeout(st, &d, &ev);
		sbuf_free(&orders);
		sbuf_free(&canon);
	}
	arena_free(ev.a);
	k->free(st);
}

static void help_ok(const game_kind *k)
{
	for (int li = 0; li < 2; li++) {
		sbuf t = SBUF_INIT;
		k->help(langs[li], &t);
		widths_ok(k->kind, "help", sbuf_str(&t));
		sbuf_free(&t);
	}
}

static void test_kratos_text(void **state)
{
	(void)state;
	found = 0;
	help_ok(&kratos_kind);
	const char *opts[] = { "max_turns=60", "bot=2" };
	playout(&kratos_kind, "00000000000000000000000000000000000000000000000000000000000004b7", opts, 2, TEST_SCALE(120));
	playout(&kratos_kind, "0000000000000000000000000000000000000000000000000000000000000e51", opts, 2, TEST_SCALE(120));
	if (found)
		fail_msg("%d findings", found);
}

static void test_nuevo_mundo_text(void **state)
{
	(void)state;
	found = 0;
	help_ok(&nm_kind);
	char sc[16];
	for (int s = 1; s <= 6; s++) {
		snprintf(sc, sizeof sc, "scenario=%d", s);
		const char *opts[] = { sc, "max_turns=12" };
		char seed[8];
		snprintf(seed, sizeof seed, "%02x", 0x40 + s);
		playout(&nm_kind, seed, opts, 2, TEST_SCALE(60));
	}
	if (found)
		fail_msg("%d findings", found);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kratos_text),
		cmocka_unit_test(test_nuevo_mundo_text),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
