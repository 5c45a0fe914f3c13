/* libFuzzer target for the Catan order grammar (orders/ord_catan.h and the
 * shared cursor orders/ordp.h): every line of the input is parsed in
 * Spanish and in English against four seats (one without a name). Both
 * must agree; a parsed order names real places, resources and seats; a
 * refusal explains itself with templates that exist. */
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "games/catan/catan_map.h"
#include "orders/ord_catan.h"
#include "tests/fuzz/fuzz.h"

static const char *const players[] = { "ana", "Berta", "josé", NULL };

static void valid(const ord_catan *o)
{
	FZ_ASSERT(o->verb >= 0 && o->verb < ORD_CATAN_NVERBS);
	switch (o->verb) {
	case ORD_CATAN_SETTLE:
	case ORD_CATAN_CITY:
		FZ_ASSERT(o->where >= 0 && o->where < CATAN_NV);
		break;
	case ORD_CATAN_ROAD:
	case ORD_CATAN_ROADS:
		FZ_ASSERT(o->where >= 0 && o->where < CATAN_NE && o->where2 >= -1 && o->where2 < CATAN_NE);
		break;
	case ORD_CATAN_KNIGHT:
	case ORD_CATAN_ROBBER:
		FZ_ASSERT(o->where >= 0 && o->where < CATAN_NHEX);
		break;
	case ORD_CATAN_INVENTION:
		FZ_ASSERT(o->res[1] >= 0 && o->res[1] < CATAN_NRES);
		/* fall through */
	case ORD_CATAN_MONOPOLY:
		FZ_ASSERT(o->res[0] >= 0 && o->res[0] < CATAN_NRES);
		break;
	default:
		break;
	}
	FZ_ASSERT(o->victim >= -1 && o->victim < ORD_CATAN_MAXSEATS);
	FZ_ASSERT(o->to >= -1 && o->to < ORD_CATAN_MAXSEATS);
	for (int i = 0; i < ORD_CATAN_NCARDS; i++)
		FZ_ASSERT(o->give[i] >= 0 && o->get[i] >= 0);
	FZ_ASSERT(o->norder >= 0 && o->norder <= 5);
	for (int i = 0; i < o->norder; i++)
		FZ_ASSERT(o->order[i] >= 0 && o->order[i] < CATAN_NRES);
	FZ_ASSERT(o->num >= 0);
}

static int parse(const char *line, const char *lang, void *out, sbuf *why, void *ctx)
{
	(void)ctx;
	return ord_catan_parse(catan_map_board(), line, lang, players, 4, out, why);
}

static void check(void *o, void *ctx)
{
	(void)ctx;
	valid(o);
}

static void one(const char *line, void *u)
{
	(void)u;
	ord_catan o[2];
	fz_both_langs(line, o, sizeof o[0], parse, check, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fz_str(data, size);
	fz_lines(text, one, NULL);
	free(text);
	return 0;
}
