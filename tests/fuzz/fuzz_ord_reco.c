/* libFuzzer target for the La reconquista order grammar (orders/ord_reco.h
 * and the shared cursor orders/ordp.h): every line of the input is parsed
 * in Spanish and in English. Both must agree (the language only changes
 * the reply); a parsed order names real provinces; a refusal explains
 * itself with templates that exist. */
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/err.h"
#include "games/reconquista/reco_map.h"
#include "orders/ord_reco.h"
#include "tests/fuzz/fuzz.h"

static void valid(const ord_reco *o)
{
	FZ_ASSERT(o->verb >= ORD_RECO_PLACE && o->verb <= ORD_RECO_STANDING);
	FZ_ASSERT(o->count >= 0 && o->count <= 999999999);
	FZ_ASSERT(o->prov >= -1 && o->prov < RECO_NPROV && o->dest >= -1 && o->dest < RECO_NPROV);
	if (o->verb == ORD_RECO_PLACE || o->verb == ORD_RECO_MOVE || o->verb == ORD_RECO_ATTACK)
		FZ_ASSERT(o->prov >= 0);
	if (o->verb == ORD_RECO_MOVE)
		FZ_ASSERT(o->dest >= 0);
	FZ_ASSERT(RECO_NPROV >= 64 || o->with >> RECO_NPROV == 0);
	FZ_ASSERT((o->with_kind == ORD_RECO_WITH_LIST) == (o->with != 0));
}

static void one(const char *line, void *u)
{
	(void)u;
	ord_reco o[2];
	int rc[2];
	for (int l = 0; l < 2; l++) {
		sbuf why = SBUF_INIT;
		rc[l] = ord_reco_parse(reco_map_places(), line, fz_lang((unsigned)l), &o[l], &why);
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
	int p = ord_places_find(reco_map_places(), line);
	FZ_ASSERT(p >= -1 && p < RECO_NPROV);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fz_str(data, size);
	fz_lines(text, one, NULL);
	free(text);
	return 0;
}
