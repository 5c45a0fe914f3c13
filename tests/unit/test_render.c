/* Every phase and every end of every engine renders in every language: a
 * property test of every kind of game_all(), those added later included.
 * Each engine lists its phases, its ends and where playouts start
 * (game_kind.phases, .ends, .starts in games/game.h). From every start,
 * seeded games are played by bot() through check() and apply(), with
 * timeout() and the game master's declare_draw() injected at random steps;
 * at every step the view of every seat and the public view are rendered in
 * every language (tpl_langs), and so are the events of the step and the
 * echo of every mail; help() once per language. Every text must be
 * non-empty and carry no template error (tpl_put writes "[id]" where a
 * template or one of its vars is missing; tpl_render returns an error).
 * status() may only name declared phases and ends, and for the fixed seed
 * list every declared phase must be visited and every end reached.
 *
 * A crash while rendering (a table read past its end, as the stalemate
 * ending once did) still fails the run; the test first writes where it was
 * (kind, start, seed, step, seat, language) to stderr.
 *
 * RENDER_ITERS=N plays N games from each start (default 20). */
#include <ctype.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "adjudicator/base/tpl.h"
#include "games/game.h"
#include "tests/unit/engine_test.h"

#define DEFAULT_GAMES 20
#define STEP_CAP 4000     /* a game still running then is ended by the game master */
#define TIMEOUT_PCT 3     /* steps that are a deadline passing */
#define STRAY_PCT 4       /* steps where a seat not awaited mails (standing orders, pacts) */
#define DRAW_ONE_IN 3     /* games where the game master declares a draw ... */
#define DRAW_WITHIN 150   /* ... at a random step below this */
#define MAX_LIST 32       /* phases or ends of one kind */

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema",
	"hugo", "ines" };

/* ---- where we are, for failures and crashes ------------------------- */

static char where[512];
static struct sigaction old_act[NSIG];
static const int fatal[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };

/* Says where the crash happened, then puts back the handler that was
 * there (cmocka's, the sanitizers', the default) and returns: the faulting
 * instruction runs again into it, and abort() raises again by itself. */
static void on_crash(int sig)
{
	static const char head[] = "test_render: crashed while rendering: ";
	ssize_t r = write(2, head, sizeof head - 1);
	r = write(2, where, strnlen(where, sizeof where));
	r = write(2, "\n", 1);
	(void)r;
	sigaction(sig, &old_act[sig], NULL);
}

static void crash_guard(int on)
{
	for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
		if (on) {
			struct sigaction sa;
			memset(&sa, 0, sizeof sa);
			sa.sa_handler = on_crash;
			sigemptyset(&sa.sa_mask);
			sigaction(fatal[i], &sa, &old_act[fatal[i]]);
		} else {
			sigaction(fatal[i], &old_act[fatal[i]], NULL);
		}
	}
}

/* ---- one text ------------------------------------------------------- */

/* tpl_put's mark of a template that did not render: "[id]", an id being
 * words of [a-z0-9_] joined by dots. NULL when there is none. */
static const char *tpl_error_mark(const char *s)
{
	for (const char *p = strchr(s, '['); p; p = strchr(p + 1, '[')) {
		const char *q = p + 1;
		int dots = 0, word = 0;
		for (; (*q >= 'a' && *q <= 'z') || (*q >= '0' && *q <= '9') || *q == '_' || *q == '.'; q++) {
			if (*q == '.') {
				if (!word)
					break;
				dots++;
				word = 0;
			} else {
				word++;
			}
		}
		if (*q == ']' && dots && word)
			return p;
	}
	return NULL;
}

static void text_ok(const char *what, const char *lang, const char *text)
{
	if (!*text)
		fail_msg("%s: %s (%s) is empty", where, what, lang);
	const char *m = tpl_error_mark(text);
	if (m)
		fail_msg("%s: %s (%s) has a template that did not render: %.80s\n---\n%.3000s", where, what, lang, m, text);
}

/* 1 when line [l, e) holds word w (not inside a longer word); with
 * listed, only as an item of a list ("carla, w", "w y carla"). */
static int has_word(const char *l, const char *e, const char *w, int listed)
{
	static const char *const joints[] = { ", ", " y ", " and ", NULL };
	size_t n = strlen(w);
	for (const char *q = l; q + n <= e; q++) {
		if (strncmp(q, w, n) || (q > l && isalnum((unsigned char)q[-1])) || (q + n < e && isalnum((unsigned char)q[n])))
			continue;
		if (!listed)
			return 1;
		for (int j = 0; joints[j]; j++) {
			size_t m = strlen(joints[j]);
			if ((q + n + m <= e && !strncmp(q + n, joints[j], m)) || (q - m >= l && !strncmp(q - m, joints[j], m)))
				return 1;
		}
	}
	return 0;
}

/* A seat's view of a drawn game tells him that he draws as "tú"/"you"
 * ("tablas entre carla y tú"), never by his name in the list of those
 * who draw. */
static void draw_names_ok(const game_kind *k, const void *st, int who, const char *lang, const char *v)
{
	game_status gs;
	k->status(st, &gs);
	for (const char *l = v; gs.over && *l;) {
		const char *e = strchr(l, '\n');
		e = e ? e : l + strlen(l);
		if ((has_word(l, e, "tablas", 0) || has_word(l, e, "empate", 0) || has_word(l, e, "draw", 0)) &&
			has_word(l, e, names[who], 1))
			fail_msg("%s: the view of seat %d (%s) names its reader in the draw: %.*s", where, who, lang,
				(int)(e - l), l);
		l = *e ? e + 1 : e;
	}
}

static void view_ok(const game_kind *k, const void *st, int who, const char *lang)
{
	char what[32];
	if (who < 0)
		snprintf(what, sizeof what, "the public view");
	else
		snprintf(what, sizeof what, "the view of seat %d", who);
	size_t at = strlen(where);
	snprintf(where + at, sizeof where - at, ", %s in %s", what, lang);
	char *v = engine_view(k, st, who, lang);
	where[at] = '\0';
	text_ok(what, lang, v);
	if (who >= 0)
		draw_names_ok(k, st, who, lang, v);
	free(v);
}

static void views_ok(const game_kind *k, const void *st, int n)
{
	for (size_t l = 0; tpl_langs[l]; l++)
		for (int who = -1; who < n; who++)
			view_ok(k, st, who, tpl_langs[l]);
}

/* Every event in every language, as the core renders them into mails. */
static void events_ok(const game_events *ev)
{
	engine_events_render(ev, where, text_ok);
}

/* ---- coverage ------------------------------------------------------- */

typedef struct tally {
	int phase_seen[MAX_LIST], end_seen[MAX_LIST], fixed_seen[MAX_LIST];
	size_t games, steps, renders, timeouts, draws, capped, quicks;
} tally;

static int list_index(const char *const *list, const char *w)
{
	for (int i = 0; w && list[i]; i++)
		if (!strcmp(list[i], w))
			return i;
	return -1;
}

static int list_len(const char *const *list)
{
	int n = 0;
	while (list && list[n])
		n++;
	return n;
}

/* status() names only what the engine declares; notes what it saw. */
static game_status status_seen(const game_kind *k, const void *st, tally *t)
{
	game_status gs;
	k->status(st, &gs);
	int p = list_index(k->phases, gs.phase);
	if (p < 0)
		fail_msg("%s: status() phase '%s' is not in %s's game_kind.phases", where, gs.phase ? gs.phase : "(null)",
			k->kind);
	t->phase_seen[p]++;
	if (gs.over) {
		int e = list_index(k->ends, gs.end);
		if (e < 0)
			fail_msg("%s: status() end '%s' of a game over is not in %s's game_kind.ends", where,
				gs.end ? gs.end : "(null)", k->kind);
		t->end_seen[e]++;
	} else if (gs.end) {
		fail_msg("%s: status() gives end '%s' while the game goes on", where, gs.end);
	}
	/* The draw vote needs every seat still in (game_status.in): a seat
	 * awaited is in, and the placement rounds of subjects come only
	 * before the first turn. */
	if (!gs.over && gs.in && (gs.waiting & ~gs.in))
		fail_msg("%s: status() awaits seats that are not in (waiting %#x, in %#x)", where, (unsigned)gs.waiting,
			(unsigned)gs.in);
	if (gs.round && gs.turn)
		fail_msg("%s: status() gives placement round %u in turn %u", where, gs.round, gs.turn);
	return gs;
}

/* ---- playouts ------------------------------------------------------- */

static void *start_game(const game_kind *k, const game_start *s, int n, dice *d)
{
	es_err e;
	game_events ev = { .a = arena_new() };
	void *st = engine_start(k, s, n, names, d, &ev, &e);
	if (!st)
		fail_msg("%s: the start does not %s: %s", where, s->state ? "load" : "create", e.msg);
	events_ok(&ev);
	arena_free(ev.a);
	return st;
}

/* The steps where an engine offers fixed replies (not its bot's mail):
 * each must be seen in the playouts, in both languages. */
static const struct {
	const char *kind, *phase;
} fixed_at[] = { { "catan", "roll" }, { "reconquista", "move" }, { "reconquista", "defense" },
	{ "nuevo-mundo", "answer" }, { "kratos", "turn" } };

/* Every quick reply (game_kind.quick) of every awaited seat is a mail
 * check() accepts as it stands, in each language; the same state gives
 * the same list, and so does the state re-dealt around the seat. */
static void quick_ok(const game_kind *k, const void *st, const game_status *gs, int n, tally *t)
{
	size_t *nq = &t->quicks;
	int ph = list_index(k->phases, gs->phase);
	if (!k->quick)
		return;
	for (int who = 0; who < n; who++) {
		if (!(gs->waiting & GAME_SEAT(who)))
			continue;
		for (size_t l = 0; tpl_langs[l]; l++) {
			game_quick q = { 0 }, q2 = { 0 };
			k->quick(st, who, tpl_langs[l], &q);
			k->quick(st, who, tpl_langs[l], &q2);
			if (q.n != q2.n || memcmp(&q, &q2, sizeof q))
				fail_msg("%s: two quick lists from one state", where);
			/* Only what the seat may see decides them: the same list
			 * in a world re-dealt around it. */
			sbuf saved = SBUF_INIT;
			k->save(st, &saved);
			void *other = engine_load(k, n, names, sbuf_str(&saved));
			dice rd;
			es_err e;
			assert_int_equal(dice_init_hex(&rd, "5eed", (uint64_t)who, &e), ES_OK);
			k->redeal(other, who, &rd);
			game_quick q3 = { 0 };
			k->quick(other, who, tpl_langs[l], &q3);
			if (memcmp(&q, &q3, sizeof q))
				fail_msg("%s: seat %d's quick replies depend on what it cannot see", where, who);
			k->free(other);
			sbuf_free(&saved);
			for (size_t i = 0; i < q.n; i++) {
				sbuf canon = SBUF_INIT, echo = SBUF_INIT;
				mail m;
				mail_make(&m, q.q[i].body);
				game_reject rej;
				int rc = k->check(st, who, &m.l, tpl_langs[l], &canon, &echo, &rej);
				if (rc != ES_OK)
					fail_msg("%s: seat %d's quick reply '%s' (%s) rejected: %s", where, who, q.q[i].body,
						tpl_langs[l], rej.why);
				mail_free(&m);
				sbuf_free(&canon);
				sbuf_free(&echo);
				(*nq)++;
				if (!q.q[i].bot && ph >= 0)
					t->fixed_seen[ph]++;
			}
		}
	}
}

/* One step: a declared draw, a deadline, or one seat's bot mail. */
static void play_step(const game_kind *k, void *st, const game_status *gs, int n, size_t step, int draw_at, dice *d,
	dice *bd, tally *t)
{
	game_events ev = { .a = arena_new() };
	uint32_t roll = dice_below(bd, 100);
	if ((int)step == draw_at || step + 1 == STEP_CAP) {
		/* Every other draw is shared by some seats only (the game
		 * master named them or expelled the others). */
		uint32_t among = roll & 1 ? GAME_ALL : 1u + dice_below(bd, (1u << n) - 1);
		k->declare_draw(st, among, &ev);
		game_status after;
		k->status(st, &after);
		if (after.over && after.winners & ~(GAME_ALL & ((1u << n) - 1)))
			fail_msg("%s: a draw shared by seats that do not exist", k->kind);
		t->draws++;
		t->capped += step + 1 == STEP_CAP;
	} else if (roll < TIMEOUT_PCT) {
		k->timeout(st, d, &ev);
		t->timeouts++;
	} else {
		int awaited[GAME_MAX_PLAYERS], na = 0;
		for (int i = 0; i < n; i++)
			if (gs->waiting & GAME_SEAT(i))
				awaited[na++] = i;
		int who = roll < TIMEOUT_PCT + STRAY_PCT || !na ? (int)dice_below(bd, (uint32_t)n)
								 : awaited[dice_below(bd, (uint32_t)na)];
		int stray = !(gs->waiting & GAME_SEAT(who));
		const char *lang = tpl_langs[step % 2];
		sbuf body = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
		k->bot(st, who, bd, &body);
		mail m;
		mail_make(&m, sbuf_str(&body));
		game_reject rej;
		int rc = m.l.n ? k->check(st, who, &m.l, lang, &canon, &echo, &rej) : ES_ESYNTAX;
		if (rc == ES_OK) {
			text_ok("the echo", lang, sbuf_str(&echo));
			k->apply(st, who, sbuf_str(&canon), d, &ev);
		} else if (!stray) {
			fail_msg("%s: the bot's mail of awaited seat %d rejected (%d) line %zu: %s\n%s", where, who, rc,
				rej.index, rej.why, sbuf_str(&body));
		}
		mail_free(&m);
		sbuf_free(&body);
		sbuf_free(&canon);
		sbuf_free(&echo);
	}
	events_ok(&ev);
	arena_free(ev.a);
}

static void playout(const game_kind *k, int si, int seed, tally *t)
{
	const game_start *s = &k->starts[si];
	dice d, bd;
	int n = engine_playout_init(k, s, seed, "be", &d, &bd);
	int draw_at = seed % DRAW_ONE_IN == DRAW_ONE_IN - 1 ? (int)dice_below(&bd, DRAW_WITHIN) : -1;
	snprintf(where, sizeof where, "%s start %d (%s), seed %04x, %d players, creating", k->kind, si,
		s->state ? "saved state" : s->opts, (unsigned)seed, n);
	void *st = start_game(k, s, n, &d);
	for (size_t step = 0;; step++) {
		game_status gs = status_seen(k, st, t);
		snprintf(where, sizeof where, "%s start %d (%s), seed %04x, %d players, step %zu, phase %s", k->kind, si,
			s->state ? "saved state" : s->opts, (unsigned)seed, n, step, gs.phase);
		views_ok(k, st, n);
		quick_ok(k, st, &gs, n, t);
		t->renders += (size_t)(n + 1) * 2;
		if (gs.over)
			break;
		play_step(k, st, &gs, n, step, draw_at, &d, &bd, t);
		t->steps++;
	}
	t->games++;
	k->free(st);
}

/* ---- the tests ------------------------------------------------------ */

/* Every registered engine declares its phases, ends and starts. */
static void test_hooks_required(void **state)
{
	(void)state;
	for (const game_kind *const *k = game_all(); *k; k++) {
		const game_kind *g = *k;
		if (!g->phases || !g->phases[0] || !g->ends || !g->ends[0] || !g->starts ||
			(!g->starts[0].opts && !g->starts[0].state))
			fail_msg("engine %s lacks phases, ends or starts (games/game.h): every phase and end a player "
				 "can be mailed about must be rendered by tests/unit/test_render.c",
				g->kind);
		assert_true(list_len(g->phases) <= MAX_LIST && list_len(g->ends) <= MAX_LIST);
		for (const game_start *s = g->starts; s->opts || s->state; s++)
			if (s->state && (s->players < g->min_players || s->players > g->max_players))
				fail_msg("engine %s: a start's saved state wants its number of players", g->kind);
		/* Mails name a phase in the reader's words (core.phase.KIND.PHASE),
		 * never the bare name status gives ("fase move"). */
		for (int i = 0; g->phases[i]; i++)
			for (size_t l = 0; tpl_langs[l]; l++) {
				char id[128];
				snprintf(id, sizeof id, "core.phase.%s.%s", g->kind, g->phases[i]);
				sbuf b = SBUF_INIT;
				es_err e;
				const char *v[] = { NULL };
				if (tpl_render(&b, tpl_langs[l], id, v, &e) || !strcmp(sbuf_str(&b), g->phases[i]) ||
					!b.len)
					fail_msg("%s: no words for phase '%s' in %s (%s in templates/%s/core.tpl)", g->kind,
						g->phases[i], tpl_langs[l], id, tpl_langs[l]);
				/* A report's head says "turno 5 · fase X": X never says
				 * "turn" again ("turno 5 · fase turno"). */
				const char *w = sbuf_str(&b);
				if (!strncmp(w, "turn", 4) || strstr(w, " turn"))
					fail_msg("%s: the words for phase '%s' in %s ('%s') repeat the turn of the report's "
						 "head",
						g->kind, g->phases[i], tpl_langs[l], w);
				sbuf_free(&b);
			}
	}
}

/* help() in every language, with no template error. */
static void test_help(void **state)
{
	(void)state;
	for (const game_kind *const *k = game_all(); *k; k++)
		for (size_t l = 0; tpl_langs[l]; l++) {
			snprintf(where, sizeof where, "%s help", (*k)->kind);
			sbuf b = SBUF_INIT;
			(*k)->help(tpl_langs[l], &b);
			text_ok("help", tpl_langs[l], sbuf_str(&b));
			sbuf_free(&b);
		}
}

static void test_render(void **state)
{
	(void)state;
	/* Every end must be reached from the starts: five games a start is
	 * the fewest that reach each today, at any reduced scale. */
	int games = TEST_SCALE(DEFAULT_GAMES) < 5 ? 5 : TEST_SCALE(DEFAULT_GAMES);
	const char *env = getenv("RENDER_ITERS");
	if (env && strtol(env, NULL, 10) > 0)
		games = (int)strtol(env, NULL, 10);
	crash_guard(1);
	for (const game_kind *const *k = game_all(); *k; k++) {
		const game_kind *g = *k;
		struct timespec t0, t1;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		tally t = { 0 };
		int nstarts = 0;
		for (int si = 0; g->starts[si].opts || g->starts[si].state; si++, nstarts++)
			for (int i = 0; i < games; i++)
				playout(g, si, 1000 * (si + 1) + i, &t);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
		printf("render %s: %zu games from %d starts, %zu steps (%zu timeouts, %zu draws declared, %zu at the step "
		       "cap), %zu views rendered, %zu quick replies checked in %.2f s\n",
			g->kind, t.games, nstarts, t.steps, t.timeouts, t.draws, t.capped, t.renders, t.quicks, secs);
		if (g->quick && !t.quicks)
			fail_msg("%s: quick replies never offered in its playouts", g->kind);
		for (size_t f = 0; f < sizeof fixed_at / sizeof *fixed_at; f++) {
			int ph = list_index(g->phases, fixed_at[f].phase);
			if (!strcmp(fixed_at[f].kind, g->kind) && (ph < 0 || !t.fixed_seen[ph]))
				fail_msg("%s: no fixed quick reply offered in phase %s", g->kind, fixed_at[f].phase);
		}
		printf("render %s: phases", g->kind);
		for (int i = 0; g->phases[i]; i++)
			printf(" %s %d", g->phases[i], t.phase_seen[i]);
		printf("; ends");
		for (int i = 0; g->ends[i]; i++)
			printf(" %s %d", g->ends[i], t.end_seen[i]);
		printf("\n");
		for (int i = 0; g->phases[i]; i++)
			if (!t.phase_seen[i])
				fail_msg("%s: phase '%s' never visited: add a start to game_kind.starts that reaches it",
					g->kind, g->phases[i]);
		for (int i = 0; g->ends[i]; i++)
			if (!t.end_seen[i])
				fail_msg("%s: end '%s' never reached: add a start to game_kind.starts that reaches it",
					g->kind, g->ends[i]);
	}
	crash_guard(0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hooks_required),
		cmocka_unit_test(test_help),
		cmocka_unit_test(test_render),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
