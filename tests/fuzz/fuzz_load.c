/* libFuzzer target for one engine's state loader; built once per kind with
 * -DKIND='"reconquista"' (teg, catan). Input: one byte for the player
 * count (folded into the kind's range), then the state text. load() must
 * never crash on any text; when it accepts, save -> load -> save is a
 * fixed point, status is sane, the public view renders and so does the
 * JSON view of every seat and the public (it dumps, not empty). */

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "games/game.h"
#include "tests/fuzz/fuzz.h"

#ifndef KIND
#error "build with -DKIND='\"reconquista\"' (or teg, catan)"
#endif

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gala",
	"hugo", "ines" };

static char *save(const game_kind *k, const void *st)
{
	sbuf b = SBUF_INIT;
	k->save(st, &b);
	return sbuf_detach(&b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const game_kind *k = game_find(KIND);
	FZ_ASSERT(k);
	int n = k->min_players + fz_byte(&data, &size) % (unsigned)(k->max_players - k->min_players + 1);
	char *text = fz_str(data, size);
	void *st;
	es_err e;
	es_clear(&e);
	if (k->load(&st, n, names, text, &e) == ES_OK) {
		char *s1 = save(k, st);
		void *st2;
		if (k->load(&st2, n, names, s1, &e) != ES_OK) {
			fz_fail("reload of a saved state failed: %s\n%s\n", e.msg, s1);
		}
		char *s2 = save(k, st2);
		FZ_ASSERT(!strcmp(s1, s2));
		game_status gs;
		k->status(st2, &gs);
		FZ_ASSERT(gs.phase && gs.phase[0]);
		FZ_ASSERT((gs.waiting & ~((1u << n) - 1)) == 0 && (!gs.over || gs.waiting == 0));
		sbuf v = SBUF_INIT;
		k->view(st2, -1, "es", &v);
		sbuf_free(&v);
		for (int who = -1; who < n; who++) {
			jw *o = jw_object();
			k->view_json(st2, who, o);
			sbuf dump = SBUF_INIT;
			FZ_ASSERT(jw_dump(o, 0, &dump) == 0 && strcmp(sbuf_str(&dump), "{}"));
			sbuf_free(&dump);
			jw_free(o);
		}
		k->free(st2);
		k->free(st);
		free(s1);
		free(s2);
	} else {
		FZ_ASSERT(e.code != ES_OK && e.msg[0]);
	}
	free(text);
	return 0;
}
