/* What a TEG or Catan player reads, line by line. Seeded playouts of both
 * engines (bot() through check() and apply(), deadlines passing now and
 * then), and at every step every text a mail carries is rendered in both
 * languages: the view of every seat and the public one, every event for
 * every seat of its audience (and the public report), the echo of every
 * mail, the reminder's default text; the help once. Each text is held to:
 *
 * - Fixed width fits a phone: a line that begins with a space (a board
 *   row, a table, the help's columns, an indented list) is at most 72
 *   columns. Every other line is prose, soft-wrapped by the mail (format
 *   flowed), so it never aligns with runs of spaces.
 * - "You" for the reader: a text told to a seat never names that seat as
 *   the one who acts or owns ("ana recibe...", "bob's zone..."); its name
 *   may stand in a list ("ana 2, bob 3", "ana (azul)").
 * - Every sentence ends: a prose line of an event, a view or a reminder
 *   ends with punctuation; none has doubled punctuation (".;", "..").
 * - No empty name: no "()" or a doubled space where a name was left out;
 *   no round or turn 0.
 * - Nothing twice: no seat is told one fact by two events of a step.
 *
 * TEXT_GAMES=N plays N games from each start (default 3; 1 in the
 * sanitizer build). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>

#include "adjudicator/base/tpl.h"
#include "games/game.h"
#include "tests/unit/engine_test.h"

#define WIDTH 72
#define STEP_CAP 700
#define TIMEOUT_PCT 4

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema",
	"hugo", "ines" };

static char where[256];
static unsigned long lines_checked;

static int is_letter(const char *p)
{
	unsigned char c = (unsigned char)*p;
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80 || c == '_';
}

/* Whether the occurrence of a name at p (length n) in s stands in a list
 * or a table, not as the one who acts: followed by " (", ",", " 3", or
 * the list's last item after ", " / ": " / " y " / " and ". */
static int listed(const char *s, const char *p, size_t n)
{
	const char *e = p + n;
	if (!strncmp(e, " (", 2) || *e == ',' || (e[0] == ' ' && e[1] >= '0' && e[1] <= '9'))
		return 1;
	if (p == s && *e == ':') /* a table's row: "ana: 9 puntos" */
		return 1;
	if (*e == '.' || *e == ';' || *e == '\0' || *e == ')' || *e == '\n') {
		static const char *const before[] = { ", ", ": ", " y ", " and ", "(" };
		for (size_t k = 0; k < sizeof before / sizeof *before; k++) {
			size_t l = strlen(before[k]);
			if ((size_t)(p - s) >= l && !strncmp(p - l, before[k], l))
				return 1;
		}
	}
	return 0;
}

/* Every fault is printed (the first time its line is seen, up to a
 * bound) and the test fails at the end of the engine's games. */
static unsigned long faults;
static char seen[256][160];
static int nseen;

static void bad(const char *what, const char *lang, const char *why, const char *line, const char *text)
{
	char key[160];
	/* Once a text and a fault: a view's lines are many. */
	snprintf(key, sizeof key, "%s|%s|%s|%.40s", what, why, lang, strncmp(what, "event", 5) ? line : "");
	faults++;
	for (int i = 0; i < nseen; i++)
		if (!strcmp(seen[i], key))
			return;
	if (nseen == 256)
		return;
	snprintf(seen[nseen++], sizeof seen[0], "%s", key);
	print_error("%s: %s (%s): %s:\n  [%s]\n", where, what, lang, why, line);
	if (getenv("TEXT_VERBOSE"))
		print_error("---\n%.2500s\n---\n", text);
}

/* In a fixed-width line, the reader's name where an item begins (the
 * line's first word, or after ": ") followed by a word in lower case. */
static void fixed_third(const char *what, const char *lang, const char *line, const char *text, const char *name)
{
	size_t n = strlen(name);
	for (const char *q = strstr(line, name); q; q = strstr(q + 1, name)) {
		int opens = q == line + strspn(line, " ") || (q - line >= 2 && !strncmp(q - 2, ": ", 2));
		if (opens && q[n] == ' ' && q[n + 1] >= 'a' && q[n + 1] <= 'z')
			bad(what, lang, "names its reader in the third person (a list item)", line, text);
	}
}

/* One text, told to seat `reader` (-1: the public or nobody in
 * particular); prose lines must end (ends != 0). */
static void text_lines(const char *what, const char *lang, const char *text, int reader, int ends)
{
	char line[2048];
	for (const char *p = text; *p;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		snprintf(line, sizeof line, "%.*s", (int)len, p);
		p = nl ? nl + 1 : p + len;
		lines_checked++;
		if (!*line)
			continue;
		int fixed = line[0] == ' ';
		if (fixed && tpl_width(line) > WIDTH)
			bad(what, lang, "a fixed-width line over 72 columns", line, text);
		if (strcasestr(line, "ronda 0") || strcasestr(line, "round 0") || strcasestr(line, "turno 0") ||
			strcasestr(line, "turn 0"))
			bad(what, lang, "a count from zero (\"Ronda 0\")", line, text);
		if (strstr(line, "()") || strstr(line, "( ") || strstr(line, " ,") || (strstr(line, " .") && !strstr(line, " ...")) ||
			strstr(line, " :"))
			bad(what, lang, "an empty name or a space before punctuation", line, text);
		if (fixed) {
			/* A list line's item opens a clause too: "  2: ana to
			 * bob: gives..." told to ana names her as the one who
			 * acts; a table row ("  ana  12", "  ana (azul): 3")
			 * does not. */
			if (reader >= 0)
				fixed_third(what, lang, line, text, names[reader]);
			continue;
		}
		if (strstr(line, "  "))
			bad(what, lang, "a prose line aligned with spaces (a table line begins with a space)", line, text);
		char *dots = strstr(line, "..."); /* an ellipsis is one mark */
		if (strstr(line, ".;") || (strstr(line, "..") && !dots) || strstr(line, ".,") || strstr(line, ";;") ||
			strstr(line, ";."))
			bad(what, lang, "doubled punctuation", line, text);
		size_t l = strlen(line);
		int header = !strncmp(line, "==", 2) || line[l - 1] == ':';
		if (ends && !header && !strchr(".!?)", line[l - 1]) && strcmp(line + l - 2, "»") &&
			strcmp(line + (l > 3 ? l - 3 : 0), "…"))
			bad(what, lang, "a sentence without its final punctuation", line, text);
		if (reader < 0)
			continue;
		size_t n = strlen(names[reader]);
		for (const char *q = strstr(line, names[reader]); q; q = strstr(q + 1, names[reader]))
			if ((q == line || !is_letter(q - 1)) && !is_letter(q + n) && !listed(line, q, n))
				bad(what, lang, "names its reader in the third person", line, text);
	}
}

static void views(const game_kind *k, const void *st, int n)
{
	for (size_t l = 0; tpl_langs[l]; l++)
		for (int who = -1; who < n; who++) {
			char *v = engine_view(k, st, who, tpl_langs[l]);
			text_lines(who < 0 ? "the public view" : "a seat's view", tpl_langs[l], v, who, 1);
			free(v);
			if (who < 0)
				continue;
			sbuf b = SBUF_INIT;
			if (k->has & GAME_HAS_DEFAULT_TEXT)
				k->default_text(st, who, tpl_langs[l], &b);
			text_lines("the reminder's default text", tpl_langs[l], sbuf_str(&b), who, 1);
			sbuf_free(&b);
		}
}

/* The first clause of an event, folded: lower case, letters and digits,
 * without the words that make it the reader's ("te", "tu", "you"...). */
static void clause(const char *text, char *out, size_t cap)
{
	static const char *const drop[] = { "te", "tu", "tus", "ti", "you", "your", NULL };
	size_t o = 0;
	const char *p = text;
	while (*p && !strchr(".:;,(", *p)) {
		while (*p == ' ')
			p++;
		const char *w = p;
		while (*p && *p != ' ' && !strchr(".:;,(", *p))
			p++;
		size_t n = (size_t)(p - w);
		int skip = 0;
		for (int k = 0; drop[k]; k++)
			skip |= n == strlen(drop[k]) && !strncasecmp(w, drop[k], n);
		if (skip || !n)
			continue;
		if (o && o + 1 < cap)
			out[o++] = ' ';
		for (size_t i = 0; i < n && o + 1 < cap; i++)
			out[o++] = (char)(w[i] >= 'A' && w[i] <= 'Z' ? w[i] - 'A' + 'a' : w[i]);
	}
	out[o] = '\0';
}

/* Whether two first clauses say one thing: the same words, two or more
 * ("dani conquista irán" from "dani te conquista Irán: ..." and from
 * "dani conquista Irán, Perú"). */
static int same_clause(const char *a, const char *b)
{
	return strchr(a, ' ') && !strcmp(a, b);
}

/* Every event as each seat of its audience reads it, and as the public
 * report shows it (play_render_events); no seat is told one thing twice
 * by two texts ("dani te conquista Irán" and "dani conquista Irán"). */
static void events(const game_events *ev, int n)
{
	for (size_t l = 0; tpl_langs[l]; l++) {
		char **text = calloc(ev->n + 1, sizeof *text);
		for (size_t i = 0; i < ev->n; i++) {
			const game_event *g = &ev->v[i];
			sbuf b = SBUF_INIT;
			es_err e;
			if (tpl_render(&b, tpl_langs[l], g->id, g->vars, &e) != ES_OK)
				fail_msg("%s: event %s: %s", where, g->id, e.msg);
			char what[96];
			snprintf(what, sizeof what, "event %s", g->id);
			for (int s = 0; s < n; s++)
				if (g->audience & GAME_SEAT(s))
					text_lines(what, tpl_langs[l], sbuf_str(&b), s, 1);
			if (g->audience == GAME_ALL || g->third)
				text_lines(what, tpl_langs[l], sbuf_str(&b), -1, 1);
			text[i] = sbuf_detach(&b);
		}
		for (int s = 0; s < n; s++)
			for (size_t i = 0; i < ev->n; i++)
				for (size_t j = i + 1; j < ev->n; j++) {
					const game_event *a = &ev->v[i], *b = &ev->v[j];
					if (!(a->audience & b->audience & GAME_SEAT(s)) || !strcmp(a->id, b->id))
						continue;
					char ca[256], cb[256];
					clause(text[i], ca, sizeof ca);
					clause(text[j], cb, sizeof cb);
					if (same_clause(ca, cb)) {
						char both[600];
						snprintf(both, sizeof both, "%s | %s", text[i], text[j]);
						char what[160];
						snprintf(what, sizeof what, "events %s and %s", a->id, b->id);
						bad(what, tpl_langs[l], "one seat told the same thing twice", both, both);
					}
				}
		for (size_t i = 0; i < ev->n; i++)
			free(text[i]);
		free(text);
	}
}

static void step(const game_kind *k, void *st, int n, dice *d, dice *bd)
{
	game_status gs;
	k->status(st, &gs);
	game_events ev = { .a = arena_new() };
	if (dice_below(bd, 100) < TIMEOUT_PCT) {
		k->timeout(st, d, &ev);
	} else {
		int awaited[GAME_MAX_PLAYERS], na = 0;
		for (int i = 0; i < n; i++)
			if (gs.waiting & GAME_SEAT(i))
				awaited[na++] = i;
		int who = awaited[dice_below(bd, (uint32_t)na)];
		sbuf body = SBUF_INIT, canon = SBUF_INIT;
		k->bot(st, who, bd, &body);
		mail m;
		mail_make(&m, sbuf_str(&body));
		for (size_t l = 0; tpl_langs[l]; l++) {
			sbuf echo = SBUF_INIT;
			game_reject rej;
			sbuf_reset(&canon);
			if (k->check(st, who, &m.l, tpl_langs[l], &canon, &echo, &rej) != ES_OK)
				fail_msg("%s: the bot's mail rejected: %s\n%s", where, rej.why, sbuf_str(&body));
			text_lines("the echo", tpl_langs[l], sbuf_str(&echo), who, 0);
			sbuf_free(&echo);
		}
		k->apply(st, who, sbuf_str(&canon), d, &ev);
		mail_free(&m);
		sbuf_free(&body);
		sbuf_free(&canon);
	}
	events(&ev, n);
	arena_free(ev.a);
}

static void playouts(const char *kind)
{
	const game_kind *k = game_find(kind);
	assert_non_null(k);
	faults = 0;
	nseen = 0;
	int games = TEST_SCALE(3); /* one under the sanitizers: seconds, not a minute */
	const char *env = getenv("TEXT_GAMES");
	if (env && atoi(env) > 0)
		games = atoi(env);
	for (size_t l = 0; tpl_langs[l]; l++) {
		sbuf b = SBUF_INIT;
		k->help(tpl_langs[l], &b);
		snprintf(where, sizeof where, "%s help", kind);
		text_lines("the help", tpl_langs[l], sbuf_str(&b), -1, 0);
		sbuf_free(&b);
	}
	for (int si = 0; k->starts[si].opts || k->starts[si].state; si++)
		for (int g = 0; g < games; g++) {
			int seed = 7000 + 7 * si + g;
			dice d, bd;
			int n = engine_playout_init(k, &k->starts[si], seed, "tx", &d, &bd);
			snprintf(where, sizeof where, "%s start %d, seed %d, %d players, creating", kind, si, seed, n);
			es_err e;
			game_events ev = { .a = arena_new() };
			void *st = engine_start(k, &k->starts[si], n, names, &d, &ev, &e);
			if (!st)
				fail_msg("%s: %s", where, e.msg);
			events(&ev, n);
			arena_free(ev.a);
			for (int s = 0; s < STEP_CAP; s++) {
				snprintf(where, sizeof where, "%s start %d, seed %d, %d players, step %d", kind, si, seed, n, s);
				views(k, st, n);
				if (engine_status(k, st).over)
					break;
				step(k, st, n, &d, &bd);
			}
			k->free(st);
		}
	if (faults)
		fail_msg("%s: %lu faults in the texts (above, each line once)", kind, faults);
}

static void test_teg_texts(void **state)
{
	(void)state;
	playouts("teg");
}

static void test_catan_texts(void **state)
{
	(void)state;
	playouts("catan");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_teg_texts),
		cmocka_unit_test(test_catan_texts),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	printf("test_teg_catan_text: %lu lines checked\n", lines_checked);
	return rc;
}
