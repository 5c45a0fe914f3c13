/* libFuzzer target for the Κρατος order grammar (orders/ord_kratos.h and
 * the shared cursor orders/ordp.h): every line of the input is parsed in
 * Spanish and in English. Both must agree (the language only changes the
 * reply); a parsed order holds values in range; a refusal explains itself
 * with templates that exist. */
#include <string.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "games/kratos/kr_rules.h"
#include "orders/ord_kratos.h"
#include "tests/fuzz/fuzz.h"

static void valid(const ord_kr *o)
{
	FZ_ASSERT(o->verb >= ORD_KR_MOVE && o->verb <= ORD_KR_PLACE);
	FZ_ASSERT(o->piece >= -1 && o->piece < 9999 && o->tpiece >= -1 && o->tpiece < 9999);
	FZ_ASSERT(o->place == ORD_KR_NONE || (o->place >= -KR_NISLAND && o->place < KR_NCELL));
	FZ_ASSERT(o->tisland >= -1 && o->tisland < KR_NISLAND);
	FZ_ASSERT(o->good >= -1 && o->good < KR_NGOODS && o->type >= -1 && o->type < KR_NTYPES);
	FZ_ASSERT(o->colour >= -1 && o->colour < KR_COLOURS);
	FZ_ASSERT(o->amount >= -1 && o->amount <= 999999999);
	if (o->verb != ORD_KR_END && o->verb != ORD_KR_GIVE && o->verb != ORD_KR_PLACE)
		FZ_ASSERT(o->piece >= 0);
	if (o->verb == ORD_KR_MOVE || o->verb == ORD_KR_LAY || o->verb == ORD_KR_SWEEP || o->verb == ORD_KR_PLACE)
		FZ_ASSERT(o->place != ORD_KR_NONE);
	if (o->verb == ORD_KR_SELL || o->verb == ORD_KR_GIVE)
		FZ_ASSERT(o->colour >= 0);
}

static int parse(const char *line, const char *lang, void *out, sbuf *why, void *ctx)
{
	(void)ctx;
	return ord_kr_parse(&kr_vocab, line, lang, out, why);
}

static void check(void *o, void *ctx)
{
	(void)ctx;
	valid(o);
}

static void one(const char *line, void *u)
{
	(void)u;
	ord_kr o[2];
	fz_both_langs(line, o, sizeof o[0], parse, check, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fz_str(data, size);
	fz_lines(text, one, NULL);
	free(text);
	return 0;
}
