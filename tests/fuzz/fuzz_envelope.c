/* libFuzzer target for env_parse (orders/envelope.h): the input is a mail
 * body. A successful parse must give trimmed, non-empty values and order
 * lines with growing line numbers; a failure must be ES_ESYNTAX with a
 * message. */
#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "games/game.h"
#include "orders/envelope.h"
#include "tests/fuzz/fuzz.h"

static void trimmed(const char *s)
{
	size_t n = strlen(s);
	FZ_ASSERT(n > 0);
	FZ_ASSERT(s[0] != ' ' && s[0] != '\t' && s[n - 1] != ' ' && s[n - 1] != '\t');
	FZ_ASSERT(!strchr(s, '\n'));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *body = fz_str(data, size);
	arena *a = arena_new();
	env_mail m;
	es_err e;
	int rc = env_parse_verbs(a, body, game_order_verb, &m, &e);
	if (rc == ES_OK) {
		const char *f[] = { m.game, m.player, m.password };
		int line[] = { m.game_line, m.player_line, m.password_line };
		for (int i = 0; i < 3; i++)
			if (f[i]) {
				trimmed(f[i]);
				FZ_ASSERT(line[i] >= 1);
			}
		for (size_t i = 0; i < m.norders; i++) {
			trimmed(m.orders[i]);
			FZ_ASSERT(m.lineno[i] >= 1);
			FZ_ASSERT(i == 0 || m.lineno[i] > m.lineno[i - 1]);
		}
		FZ_ASSERT(m.game || m.player || m.password || m.norders == 0);
	} else {
		FZ_ASSERT(rc == ES_ESYNTAX && e.msg[0]);
	}
	arena_free(a);
	free(body);
	return 0;
}
