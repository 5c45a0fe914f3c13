/* A rollback deals again what no seat has seen: a property test of every
 * engine of game_all(), those added later included. The game master's
 * rollback brings back the state after an earlier batch; a face-down deck
 * comes back in the order it had then, and every player has since seen
 * the cards it gave, so the core re-deals with game_kind.redeal(st,
 * GAME_UNSEEN, d). Seeded bot playouts from every start; at random
 * reachable states the state is cloned (save, load) and the clone
 * re-dealt. Then: every seat's view and the public view are byte-identical
 * (what some seat has seen stays), the re-dealt state loads and saves to
 * itself, and an engine that deals ahead (kinds_dealing_ahead: TEG's
 * country cards, rule "se mezcla nuevamente"; Nuevo Mundo's deck,
 * rulebook IV.01) has its order changed in most states, while one that
 * draws at the moment of need changes nothing. UNSEEN_ITERS=N samples N
 * states per kind (default 300, an eighth under the sanitizers). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/game.h"
#include "tests/unit/engine_test.h"

#define DEFAULT_ITERS 300
#define STEP_CAP 3000
#define SAMPLE_ONE_IN 9

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema",
	"hugo", "ines" };

/* The kinds with an order chance fixed ahead, hidden from every seat. */
static const char *const kinds_dealing_ahead[] = { "teg", "nuevo-mundo", NULL };

static int deals_ahead(const char *kind)
{
	for (int i = 0; kinds_dealing_ahead[i]; i++)
		if (!strcmp(kinds_dealing_ahead[i], kind))
			return 1;
	return 0;
}

typedef struct tally {
	size_t states, changed;
} tally;

static void same_views(const game_kind *k, const void *a, const void *b, int n, const char *where)
{
	for (int who = -1; who < n; who++) {
		char *va = engine_view(k, a, who, "es"), *vb = engine_view(k, b, who, "es");
		if (strcmp(va, vb))
			fail_msg("%s %s: the view of %d changed when what no seat has seen was dealt again\n--- before\n%s\n"
				 "--- after\n%s",
				k->kind, where, who, va, vb);
		free(va);
		free(vb);
	}
}

static void look(const game_kind *k, const void *st, int n, int seed, size_t step, tally *t)
{
	char *real = engine_save(k, st), where[64];
	snprintf(where, sizeof where, "seed %d step %zu", seed, step);
	void *b = engine_load(k, n, names, real);
	engine_redeal(k, b, GAME_UNSEEN, seed, step, "u");
	char *dealt = engine_save(k, b);
	void *again = engine_load(k, n, names, dealt);
	char *dealt2 = engine_save(k, again);
	assert_string_equal(dealt, dealt2);
	same_views(k, st, b, n, where);
	t->states++;
	t->changed += strcmp(real, dealt) != 0;
	k->free(again);
	k->free(b);
	free(real);
	free(dealt);
	free(dealt2);
}

static void property(const game_kind *k, int iters, tally *t)
{
	int nstarts = 0;
	while (k->starts[nstarts].opts || k->starts[nstarts].state)
		nstarts++;
	for (int seed = 1; (int)t->states < iters; seed++) {
		const game_start *gs0 = &k->starts[(seed - 1) % nstarts];
		dice d, bd;
		int n = engine_playout_init(k, gs0, seed, "un", &d, &bd);
		void *st = engine_begin(k, gs0, n, names, &d);
		game_status gs;
		k->status(st, &gs);
		for (size_t step = 0; step < STEP_CAP && !gs.over && (int)t->states < iters; step++) {
			if (dice_below(&bd, SAMPLE_ONE_IN) == 0)
				look(k, st, n, seed, step, t);
			int who = __builtin_ctz(gs.waiting);
			sbuf body = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
			k->bot(st, who, &bd, &body);
			mail m;
			mail_make(&m, sbuf_str(&body));
			game_reject rej;
			game_events ev = { .a = arena_new() };
			if (k->check(st, who, &m.l, "es", &canon, &echo, &rej) == ES_OK)
				k->apply(st, who, sbuf_str(&canon), &d, &ev);
			else
				k->timeout(st, &d, &ev);
			arena_free(ev.a);
			mail_free(&m);
			sbuf_free(&body);
			sbuf_free(&canon);
			sbuf_free(&echo);
			k->status(st, &gs);
		}
		k->free(st);
	}
}

static void test_unseen(void **state)
{
	(void)state;
	int iters = TEST_SCALE(DEFAULT_ITERS);
	const char *env = getenv("UNSEEN_ITERS");
	if (env && strtol(env, NULL, 10) > 0)
		iters = (int)strtol(env, NULL, 10);
	for (const game_kind *const *k = game_all(); *k; k++) {
		tally t = { 0 };
		property(*k, iters, &t);
		printf("unseen %s: %zu states re-dealt, %zu changed\n", (*k)->kind, t.states, t.changed);
		assert_true(t.states > 0);
		if (deals_ahead((*k)->kind) && 2 * t.changed <= t.states)
			fail_msg("%s deals ahead, but a rollback's re-deal changed only %zu of %zu states: the cards to come "
				 "would come again in the order every player saw",
				(*k)->kind, t.changed, t.states);
		if (!deals_ahead((*k)->kind) && t.changed)
			fail_msg("%s: a re-deal for no seat changed %zu states: the engine deals ahead (list it in "
				 "kinds_dealing_ahead) or re-dealt what a seat has seen",
				(*k)->kind, t.changed);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_unseen),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
