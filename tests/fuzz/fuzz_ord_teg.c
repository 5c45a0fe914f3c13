/* libFuzzer target for the TEG order grammar (orders/ord_teg.h and the
 * shared cursor orders/ordp.h): every line of the input is parsed in
 * Spanish and in English. Both must agree; a parsed order names real
 * countries and colours; a refusal explains itself with templates that
 * exist. */
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "games/teg/teg_map.h"
#include "orders/ord_teg.h"
#include "tests/fuzz/fuzz.h"

static int country(int c)
{
	return c >= -1 && c < TEG_NC;
}

static void valid(const ord_teg *o)
{
	FZ_ASSERT(o->verb >= ORD_TEG_PLACE && o->verb <= ORD_TEG_CARD);
	FZ_ASSERT(o->count >= 0 && o->left >= 0);
	FZ_ASSERT(country(o->a) && country(o->b));
	FZ_ASSERT(o->ncards == 0 || o->ncards == 3);
	for (int i = 0; i < 3; i++)
		FZ_ASSERT(country(o->cards[i]) && (i >= o->ncards || o->cards[i] >= 0));
	FZ_ASSERT(o->until >= ORD_TEG_ONCE && o->until <= ORD_TEG_UNTIL_LEFT);
	FZ_ASSERT(o->color >= -1 && o->color < TEG_NCOLORS);
	FZ_ASSERT(memchr(o->party, '\0', sizeof o->party));
	if (o->verb == ORD_TEG_PLACE || o->verb == ORD_TEG_CLAIM || o->verb == ORD_TEG_ZONE)
		FZ_ASSERT(o->a >= 0);
	if (o->verb == ORD_TEG_ATTACK || o->verb == ORD_TEG_REGROUP || o->verb == ORD_TEG_PACT)
		FZ_ASSERT(o->a >= 0 && o->b >= 0);
	if (o->verb == ORD_TEG_PACT_WORLD)
		FZ_ASSERT(o->color >= 0 || o->party[0]);
}

static void one(const char *line, void *u)
{
	(void)u;
	ord_teg o[2];
	int rc[2];
	for (int l = 0; l < 2; l++) {
		sbuf why = SBUF_INIT;
		rc[l] = ord_teg_parse(teg_map_places(), line, fz_lang((unsigned)l), &o[l], &why);
		if (rc[l] == ES_OK) {
			FZ_ASSERT(why.len == 0);
			valid(&o[l]);
		} else {
			FZ_ASSERT(rc[l] == ES_ESYNTAX);
			fz_reply_ok(sbuf_str(&why));
		}
		sbuf_free(&why);
	}
	FZ_ASSERT(rc[0] == rc[1]);
	FZ_ASSERT(rc[0] || !memcmp(&o[0], &o[1], sizeof o[0]));
	FZ_ASSERT(country(ord_places_find(teg_map_places(), line)));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fz_str(data, size);
	fz_lines(text, one, NULL);
	free(text);
	return 0;
}
