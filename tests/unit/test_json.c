/* The JSON view (adjudicator/play/json_view.h, game_kind.view_json) of every
 * engine of game_all(), those added later included. From every start of
 * game_kind.starts, seeded games are played by bot() through check() and
 * apply(), with timeout() at random steps and a declared draw at the step
 * cap. At every step, for the public view and every seat:
 *   - the document parses back (json_loads), names the kind's schema, has
 *     every key of the envelope with its type, agrees with status() (turn,
 *     phase, waiting, over, winners, you) and has a non-empty "view";
 *   - rendering it again gives the same bytes (determinism);
 *   - the public document has no "own" (a seat's own facts);
 * every declared phase is looked at, and every key the engine wrote in
 * "view" is documented in docs/json/KIND.md (as `key`);
 * and at sampled steps, for every seat, the state is cloned and re-dealt
 * for that seat (game_kind.redeal): that seat's document and the public
 * one are byte-identical in both worlds (privacy, as tests/unit/
 * test_hidden.c holds the text views to it).
 *
 * JSON_ITERS=N plays N games from each start (default 4). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "adjudicator/play/json_view.h"
#include "games/game.h"
#include "tests/unit/engine_test.h"

#define DEFAULT_GAMES 4
#define STEP_CAP 3000      /* a game still running then is declared a draw */
#define TIMEOUT_PCT 3      /* steps that are a deadline passing */
#define REDEAL_ONE_IN 6    /* steps where every seat's world is re-dealt */

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema",
	"hugo", "ines" };

#define MAX_PHASES 32
#define MAX_KEYS 512

typedef struct tally {
	size_t games, steps, docs, redeals, dealt_differs, bytes;
	size_t phase_seen[MAX_PHASES]; /* by game_kind.phases */
	char *keys[MAX_KEYS];          /* every key met in "view", each once */
	int nkeys;
} tally;

typedef struct at {
	const game_kind *k;
	int si, seed, n;
	size_t step;
} at;

static char *render(const at *w, const void *st, int who)
{
	game_status gs;
	w->k->status(st, &gs);
	json_view_game g = { w->k, st, &gs, "partida-1", w->n, names };
	sbuf b = SBUF_INIT;
	es_err e;
	if (json_view_render(&g, who, &b, &e) != ES_OK)
		fail_msg("%s start %d seed %d step %zu seat %d: %s", w->k->kind, w->si, w->seed, w->step, who, e.msg);
	return sbuf_detach(&b);
}

/* names[] of the seats of mask, as a JSON array, equals arr. */
static int seats_equal(const json_t *arr, uint32_t mask, int n)
{
	size_t i = 0;
	for (int s = 0; s < n; s++) {
		if (!(mask & GAME_SEAT(s)))
			continue;
		const char *v = json_string_value(json_array_get(arr, i++));
		if (!v || strcmp(v, names[s]))
			return 0;
	}
	return i == json_array_size(arr);
}

static void envelope_ok(const at *w, const void *st, int who, const char *text)
{
	json_error_t je;
	json_t *doc = json_loads(text, JSON_REJECT_DUPLICATES, &je);
	if (!doc)
		fail_msg("%s start %d seed %d step %zu seat %d: does not parse back: %s (line %d)\n%.2000s", w->k->kind,
			w->si, w->seed, w->step, who, je.text, je.line, text);
	game_status gs;
	w->k->status(st, &gs);
	char schema[64];
	snprintf(schema, sizeof schema, "estafeta/%s/%d", w->k->kind, json_view_version(w->k->kind));
	const char *why = NULL;
	json_t *view = json_object_get(doc, "view"), *you = json_object_get(doc, "you");
	if (!json_is_string(json_object_get(doc, "schema")) ||
		strcmp(json_string_value(json_object_get(doc, "schema")), schema))
		why = "schema";
	else if (!json_is_string(json_object_get(doc, "game")) ||
		 strcmp(json_string_value(json_object_get(doc, "kind")), w->k->kind))
		why = "game or kind";
	else if (json_integer_value(json_object_get(doc, "turn")) != (json_int_t)gs.turn ||
		 !json_is_integer(json_object_get(doc, "turn")))
		why = "turn";
	else if (!json_is_string(json_object_get(doc, "phase")) ||
		 strcmp(json_string_value(json_object_get(doc, "phase")), gs.phase))
		why = "phase";
	else if (!json_is_boolean(json_object_get(doc, "over")) || json_is_true(json_object_get(doc, "over")) != !!gs.over)
		why = "over";
	else if (!seats_equal(json_object_get(doc, "waiting"), gs.over ? 0 : gs.waiting, w->n))
		why = "waiting";
	else if (!seats_equal(json_object_get(doc, "winners"), gs.over ? gs.winners : 0, w->n))
		why = "winners";
	else if (!seats_equal(json_object_get(doc, "players"), GAME_ALL, w->n))
		why = "players";
	else if (who < 0 ? !json_is_null(you) : !json_is_string(you) || strcmp(json_string_value(you), names[who]))
		why = "you";
	else if (!json_is_null(json_object_get(doc, "end")) &&
		 (!gs.over || strcmp(json_string_value(json_object_get(doc, "end")), gs.end)))
		why = "end";
	else if (!json_is_object(view) || !json_object_size(view))
		why = "view (an object, not empty)";
	else if (json_object_size(doc) != 12)
		why = "the envelope's keys (12, no more)";
	if (why)
		fail_msg("%s start %d seed %d step %zu seat %d: the envelope's %s is wrong\n%.3000s", w->k->kind, w->si,
			w->seed, w->step, who, why, text);
	json_decref(doc);
}

static int is_player(const char *k)
{
	for (int i = 0; i < GAME_MAX_PLAYERS; i++)
		if (!strcmp(k, names[i]))
			return 1;
	return 0;
}

/* Notes every key of v (objects at any depth; player names as keys are
 * data, not schema). */
static void keys_of(const json_t *v, tally *t)
{
	const char *k;
	json_t *x;
	size_t i;
	if (json_is_array(v))
		json_array_foreach(v, i, x)
			keys_of(x, t);
	if (!json_is_object(v))
		return;
	json_object_foreach((json_t *)v, k, x) {
		int seen = is_player(k);
		for (int j = 0; j < t->nkeys && !seen; j++)
			seen = !strcmp(t->keys[j], k);
		if (!seen && t->nkeys < MAX_KEYS)
			t->keys[t->nkeys++] = xstrdup(k);
		keys_of(x, t);
	}
}

/* Every key the engine writes is documented in docs/json/KIND.md as
 * `key` (the tests run from the top of the tree). */
static void keys_documented(const game_kind *k, tally *t)
{
	char path[128];
	snprintf(path, sizeof path, "docs/json/%s.md", k->kind);
	FILE *f = fopen(path, "r");
	if (!f)
		fail_msg("%s: no schema %s", k->kind, path);
	static char text[1 << 16]; /* a schema is a few KB */
	size_t len = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[len] = '\0';
	sbuf missing = SBUF_INIT;
	for (int i = 0; i < t->nkeys; i++) {
		char q[128];
		snprintf(q, sizeof q, "`%s`", t->keys[i]);
		if (!strstr(text, q))
			sbuf_printf(&missing, " %s", t->keys[i]);
		free(t->keys[i]);
	}
	if (missing.len)
		fail_msg("%s: keys of the JSON view not documented (as `key`) in %s:%s", k->kind, path, sbuf_str(&missing));
	sbuf_free(&missing);
}

static void docs_ok(const at *w, const void *st, tally *t)
{
	for (int who = -1; who < w->n; who++) {
		char *a = render(w, st, who), *b = render(w, st, who);
		if (strcmp(a, b))
			fail_msg("%s seed %d step %zu seat %d: two renderings differ", w->k->kind, w->seed, w->step, who);
		envelope_ok(w, st, who, a);
		json_t *doc = json_loads(a, 0, NULL);
		keys_of(json_object_get(doc, "view"), t);
		/* What is a seat's own is never in the public document. */
		if (who < 0 && json_object_get(json_object_get(doc, "view"), "own"))
			fail_msg("%s seed %d step %zu: the public document has \"own\"", w->k->kind, w->seed, w->step);
		json_decref(doc);
		t->docs++;
		t->bytes += strlen(a);
		free(a);
		free(b);
	}
}

/* Every seat's world re-dealt: its document and the public one stay. */
static void private_ok(const at *w, const void *st, tally *t)
{
	char *real = engine_save(w->k, st);
	for (int who = 0; who < w->n; who++) {
		void *b = engine_load(w->k, w->n, names, real);
		char hex[48];
		snprintf(hex, sizeof hex, "%04x%06zx%02x0f", (unsigned)w->seed, w->step, (unsigned)who);
		dice rd;
		assert_int_equal(dice_init_hex(&rd, hex, 0, NULL), ES_OK);
		w->k->redeal(b, who, &rd);
		char *dealt = engine_save(w->k, b);
		t->dealt_differs += strcmp(real, dealt) != 0;
		for (int v = -1; v <= who; v += who + 1) {
			char *x = render(w, st, v), *y = render(w, b, v);
			if (strcmp(x, y)) {
				const char *p = x, *q = y;
				while (*p && *p == *q)
					p++, q++;
				fail_msg("%s start %d seed %d step %zu: the JSON view of %d shows what seat %d cannot see:\n"
					 "real:     ...%.200s\nre-dealt: ...%.200s",
					w->k->kind, w->si, w->seed, w->step, v, who, p > x + 80 ? p - 80 : x,
					q > y + 80 ? q - 80 : y);
			}
			free(x);
			free(y);
		}
		t->redeals++;
		free(dealt);
		w->k->free(b);
	}
	free(real);
}

static void *start(const game_kind *k, const game_start *s, int n, dice *d)
{
	return engine_begin(k, s, n, names, d);
}

/* One step: a deadline, or an awaited seat's bot mail (a draw at the cap). */
static void step(const game_kind *k, void *st, const game_status *gs, size_t i, dice *d, dice *bd)
{
	game_events ev = { .a = arena_new() };
	if (i + 1 == STEP_CAP) {
		k->declare_draw(st, GAME_ALL, &ev);
	} else if (dice_below(bd, 100) < TIMEOUT_PCT || !gs->waiting) {
		k->timeout(st, d, &ev);
	} else {
		int who = __builtin_ctz(gs->waiting);
		sbuf body = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
		k->bot(st, who, bd, &body);
		mail m;
		mail_make(&m, sbuf_str(&body));
		game_reject rej;
		if (m.l.n && k->check(st, who, &m.l, "es", &canon, &echo, &rej) == ES_OK)
			k->apply(st, who, sbuf_str(&canon), d, &ev);
		else
			k->timeout(st, d, &ev);
		mail_free(&m);
		sbuf_free(&body);
		sbuf_free(&canon);
		sbuf_free(&echo);
	}
	arena_free(ev.a);
}

static void playout(const game_kind *k, int si, int seed, tally *t)
{
	const game_start *s = &k->starts[si];
	int span = k->max_players - k->min_players + 1;
	at w = { k, si, seed, s->state || s->players ? s->players : k->min_players + seed % span, 0 };
	char hex[16], bhex[16];
	snprintf(hex, sizeof hex, "%04x", (unsigned)seed);
	snprintf(bhex, sizeof bhex, "%04xb7", (unsigned)seed);
	dice d, bd;
	assert_int_equal(dice_init_hex(&d, hex, 0, NULL), ES_OK);
	assert_int_equal(dice_init_hex(&bd, bhex, 0, NULL), ES_OK);
	void *st = start(k, s, w.n, &d);
	for (;; w.step++) {
		game_status gs;
		k->status(st, &gs);
		for (int i = 0; i < MAX_PHASES && k->phases[i]; i++)
			t->phase_seen[i] += !strcmp(k->phases[i], gs.phase);
		docs_ok(&w, st, t);
		if (dice_below(&bd, REDEAL_ONE_IN) == 0 || gs.over)
			private_ok(&w, st, t);
		if (gs.over)
			break;
		step(k, st, &gs, w.step, &d, &bd);
		t->steps++;
	}
	t->games++;
	k->free(st);
}

/* Every registered engine has a JSON view and a schema version. */
static void test_json_required(void **state)
{
	(void)state;
	for (const game_kind *const *k = game_all(); *k; k++)
		if (!(*k)->view_json || !json_view_version((*k)->kind))
			fail_msg("engine %s lacks view_json (games/game.h) or its schema version (adjudicator/play/json_view.c "
				 "and docs/json/%s.md)",
				(*k)->kind, (*k)->kind);
}

static void test_json(void **state)
{
	(void)state;
	int games = TEST_SCALE(DEFAULT_GAMES);
	const char *env = getenv("JSON_ITERS");
	if (env && strtol(env, NULL, 10) > 0)
		games = (int)strtol(env, NULL, 10);
	for (const game_kind *const *k = game_all(); *k; k++) {
		tally t = { 0 };
		for (int si = 0; (*k)->starts[si].opts || (*k)->starts[si].state; si++)
			for (int i = 0; i < games; i++)
				playout(*k, si, 3000 + 100 * si + i, &t);
		printf("json %s: %zu games, %zu steps, %zu documents (%zu KB), %zu seats re-dealt (%zu changed)\n",
			(*k)->kind, t.games, t.steps, t.docs, t.bytes / 1024, t.redeals, t.dealt_differs);
		assert_true(t.docs > 0 && t.redeals > 0);
		keys_documented(*k, &t);
		/* Every phase's document was looked at. */
		for (int i = 0; i < MAX_PHASES && (*k)->phases[i]; i++)
			if (!t.phase_seen[i])
				fail_msg("%s: no playout reached phase %s: more games (JSON_ITERS)", (*k)->kind, (*k)->phases[i]);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_json_required),
		cmocka_unit_test(test_json),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
