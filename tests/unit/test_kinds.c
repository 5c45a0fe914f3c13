/* The engine interface (games/game.h) as a property of every registered
 * kind, those added later included: every member of the required part is
 * there, and each optional hook is there exactly when its GAME_HAS_ flag
 * says so (the core asks the flag, never the pointer). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"
#include "games/game.h"

#define REQUIRED(k, m) \
	do { \
		if (!(k)->m) \
			fail_msg("kind %s lacks required member %s (games/game.h)", (k)->kind, #m); \
	} while (0)

#define HOOK(k, flag, m) \
	do { \
		if (!((k)->has & (flag)) != !(k)->m) \
			fail_msg("kind %s: %s is %s but %s is %s", (k)->kind, #flag, (k)->has & (flag) ? "set" : "not set", \
				#m, (k)->m ? "there" : "missing"); \
	} while (0)

static void test_kinds__required_members(void **s)
{
	(void)s;
	int n = 0;
	for (const game_kind *const *kp = game_all(); *kp; kp++, n++) {
		const game_kind *k = *kp;
		assert_non_null(k->kind);
		assert_true(k->kind[0]);
		assert_ptr_equal(game_find(k->kind), k);
		assert_true(1 <= k->min_players && k->min_players <= k->max_players && k->max_players <= GAME_MAX_PLAYERS);
		REQUIRED(k, create);
		REQUIRED(k, load);
		REQUIRED(k, save);
		REQUIRED(k, free);
		REQUIRED(k, status);
		REQUIRED(k, check);
		REQUIRED(k, apply);
		REQUIRED(k, timeout);
		REQUIRED(k, declare_draw);
		REQUIRED(k, view);
		REQUIRED(k, help);
		REQUIRED(k, bot);
		REQUIRED(k, redeal);
		REQUIRED(k, view_json);
		REQUIRED(k, phases);
		REQUIRED(k, ends);
		REQUIRED(k, starts);
		REQUIRED(k, order_verb);
		if (!k->phases[0] || !k->ends[0])
			fail_msg("kind %s names no phase or no end", k->kind);
		if (!k->starts[0].opts && !k->starts[0].state)
			fail_msg("kind %s has no start for its playouts", k->kind);
	}
	assert_true(n >= 5);
}

static void test_kinds__flag_iff_hook(void **s)
{
	(void)s;
	const unsigned known = GAME_HAS_DEFAULT_TEXT | GAME_HAS_SCENE | GAME_HAS_PINNED | GAME_HAS_RULES | GAME_HAS_QUICK;
	for (const game_kind *const *kp = game_all(); *kp; kp++) {
		const game_kind *k = *kp;
		if (k->has & ~known)
			fail_msg("kind %s sets unknown GAME_HAS_ bits %#x", k->kind, k->has & ~known);
		HOOK(k, GAME_HAS_DEFAULT_TEXT, default_text);
		HOOK(k, GAME_HAS_SCENE, scene);
		HOOK(k, GAME_HAS_PINNED, pinned);
		HOOK(k, GAME_HAS_RULES, rules);
		HOOK(k, GAME_HAS_QUICK, quick);
	}
}

/* Each pinned option is "key=value" and its reason, the engine's
 * template, renders in every language with the vars the core gives. */
static void test_kinds__pinned_reasons(void **s)
{
	(void)s;
	for (const game_kind *const *kp = game_all(); *kp; kp++)
		for (const game_pin *g = (*kp)->pinned; g && g->opt; g++) {
			const char *eq = strchr(g->opt, '=');
			if (!eq || eq == g->opt || !g->why)
				fail_msg("kind %s: pinned '%s' is not key=value with a reason", (*kp)->kind, g->opt);
			for (size_t l = 0; tpl_langs[l]; l++) {
				sbuf b = SBUF_INIT;
				es_err e;
				if (tpl_renderv(&b, tpl_langs[l], g->why, &e, "option", "x=1", "pinned", g->opt, NULL))
					fail_msg("kind %s: reason of pinned %s in %s: %s", (*kp)->kind, g->opt, tpl_langs[l], e.msg);
				assert_non_null(strstr(sbuf_str(&b), g->opt));
				sbuf_free(&b);
			}
		}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kinds__required_members),
		cmocka_unit_test(test_kinds__flag_iff_hook),
		cmocka_unit_test(test_kinds__pinned_reasons),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
