/* libFuzzer target for the files a game and a sign-up keep in their
 * repositories: a game's meta/game.txt, meta/players.txt and secrets
 * (play_meta_parse, what play_open reads) and a sign-up's forming.txt
 * (signup.c). The input is split at NUL bytes into those files. A damaged
 * file is refused with a message, never a crash; a parsed game has at most
 * GAME_MAX_PLAYERS named seats; forming.txt written back is a fixed point. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/signup.h"
#include "tests/fuzz/fuzz.h"

enum { F_GAME, F_PLAYERS, F_PASSWORDS, F_SEED, F_MASTER, F_KEY, F_FORMING, F_N };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static conf c;
	static int ready;
	if (!ready) {
		es_err e;
		FZ_ASSERT(conf_load(&c, "/nonexistent-estafeta-root", &e) == ES_OK);
		ready = 1;
	}
	char *in = fz_str(data, size);
	const char *f[F_N] = { "", "", "", "", "", "", "" };
	size_t k = 0;
	f[0] = in;
	for (size_t i = 0; i < size && k + 1 < F_N; i++)
		if (!in[i])
			f[++k] = in + i + 1;

	play *p = play_alloc(&c, "fuzz");
	play_meta_files mf = { f[F_GAME], f[F_PLAYERS], f[F_PASSWORDS], f[F_SEED], f[F_MASTER], f[F_KEY] };
	es_err e = { 0 };
	if (play_meta_parse(p, &mf, &e) == ES_OK) {
		FZ_ASSERT(p->n >= 0 && p->n <= GAME_MAX_PLAYERS);
		for (int i = 0; i < p->n; i++)
			FZ_ASSERT(p->pname[i] && p->pemail[i] && p->plang[i]);
		FZ_ASSERT(p->kind != NULL);
	} else {
		FZ_ASSERT(e.msg[0] != '\0');
	}
	play_free(p);

	sbuf once = SBUF_INIT, twice = SBUF_INIT;
	if (!signup_forming_canon(f[F_FORMING], &once)) {
		FZ_ASSERT(!signup_forming_canon(sbuf_str(&once), &twice));
		FZ_ASSERT(once.len == twice.len && !memcmp(sbuf_str(&once), sbuf_str(&twice), once.len));
	}
	sbuf_free(&once);
	sbuf_free(&twice);
	free(in);
	return 0;
}
