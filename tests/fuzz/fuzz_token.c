/* libFuzzer target for reply tokens (adjudicator/play/play.h): the input is the
 * tag of a reply address (GAME.SEAT.MAC). play_token_game must give NULL
 * or a proper prefix ending before a '.'; play_token_seat, against a real
 * three-seat game created once in a temporary data root, must refuse
 * every token whose MAC is not that seat's genuine one. */
#include "adjudicator/base/arena.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "adjudicator/play/play.h"
#include "tests/fuzz/fuzz.h"

static play *game;
static char *genuine[3]; /* each seat's token */

static void cleanup(void)
{
	play_free(game);
}

static void setup(void)
{
	static conf c;
	fz_dataroot("token", "", &c);
	atexit(cleanup);
	es_err e;
	const char *names[] = { "ana", "berta", "carla" };
	const char *emails[] = { "ana@x.test", "berta@x.test", "carla@x.test" };
	const char *pws[] = { "pa", "pb", "pc" };
	const char *langs[] = { NULL, NULL, NULL };
	play_new req = { .kind = "reconquista", .name = "reco.7", .seed_hex = "00112233445566778899aabbccddeeff", .nplayers = 3, .names = names,
		.emails = emails, .passwords = pws, .langs = langs };
	if (play_create(&c, &req, &e) != ES_OK || play_open(&game, &c, "reco.7", &e) != ES_OK) {
		fz_fail("fuzz_token: cannot create the game: %s\n", e.msg);
	}
	arena *a = arena_new();
	for (int s = 0; s < 3; s++) {
		const char *addr = play_reply_addr(game, s, a);
		const char *plus = strchr(addr, '+'), *at = strrchr(addr, '@');
		FZ_ASSERT(plus && at && at > plus);
		genuine[s] = xstrndup(plus + 1, (size_t)(at - plus - 1));
		FZ_ASSERT(play_token_seat(game, genuine[s]) == s);
	}
	arena_free(a);
}

FZ_SETUP_FIRST(setup)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!game)
		setup();
	char *tok = fz_str(data, size);
	arena *a = arena_new();
	const char *g = play_token_game(a, tok);
	if (g) {
		size_t gl = strlen(g);
		FZ_ASSERT(gl > 0 && gl < strlen(tok) && !strncmp(tok, g, gl) && tok[gl] == '.');
	}
	int s = play_token_seat(game, tok);
	FZ_ASSERT(s >= -1 && s < 3);
	if (s >= 0) {
		/* Accepted: same game, and the genuine MAC of that seat. */
		FZ_ASSERT(g && !strcmp(g, "reco.7"));
		const char *mac = strrchr(tok, '.'), *real = strrchr(genuine[s], '.');
		FZ_ASSERT(!strcmp(mac, real));
	}
	arena_free(a);
	free(tok);
	return 0;
}
