/* libFuzzer target for the Nuevo Mundo order grammar (orders/ord_nm.h):
 * every line of the input is parsed against one scenario (picked by the
 * line's bytes), in Spanish and in English. Both must agree (the language only changes the reply);
 * a parsed order names real regions, counts in range, tactics 1..5, kinds
 * without repeats, and its canonical form reads back as itself; a refusal explains itself with templates that exist. */
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "games/nuevo-mundo/nm_int.h"
#include "orders/ord_nm.h"
#include "tests/fuzz/fuzz.h"

static void valid(const nm_map *m, const ord_nm *o)
{
	FZ_ASSERT(o->verb >= 0 && o->verb < ORD_NM_NVERBS);
	FZ_ASSERT(o->from >= -1 && o->from < m->n && o->to >= -1 && o->to < m->n);
	FZ_ASSERT(o->count == ORD_NM_ALL || (o->count >= 0 && o->count <= 999999999));
	FZ_ASSERT(o->but >= 0 && o->retry >= 0 && o->ship >= 0 && o->ship <= 99);
	FZ_ASSERT(o->ntactics >= 0 && o->ntactics <= ORD_NM_MAX_TACTICS);
	for (int i = 0; i < o->ntactics; i++)
		FZ_ASSERT(o->tactics[i] >= 1 && o->tactics[i] <= NM_TACTICS);
	FZ_ASSERT(o->nprefs >= 0 && o->nprefs <= NM_NKINDS);
	for (int i = 0; i < o->nprefs; i++)
		for (int j = 0; j < i; j++)
			FZ_ASSERT(o->prefs[i] != o->prefs[j]);
	if (o->verb == ORD_NM_PLACE || o->verb == ORD_NM_ENTER || o->verb == ORD_NM_ATTACK ||
		o->verb == ORD_NM_RETREAT || o->verb == ORD_NM_SHIP)
		FZ_ASSERT(o->from >= 0);
	if (o->verb == ORD_NM_RETREAT || (o->verb == ORD_NM_MOVE && o->what != ORD_NM_FLEET))
		FZ_ASSERT(o->to >= 0);
}

static int parse(const char *line, const char *lang, void *out, sbuf *why, void *ctx)
{
	return ord_nm_parse(nm_vocab(ctx), line, lang, out, why);
}

/* A parsed order is valid and its canonical form reads back as itself. */
static void check(void *o, void *ctx)
{
	const nm_map *m = ctx;
	valid(m, o);
	sbuf c = SBUF_INIT, why = SBUF_INIT;
	ord_nm back;
	ord_nm_format(nm_vocab(m), o, &c);
	FZ_ASSERT(ord_nm_parse(nm_vocab(m), sbuf_str(&c), "es", &back, &why) == ES_OK);
	FZ_ASSERT(!memcmp(&back, o, sizeof back));
	sbuf_free(&c);
	sbuf_free(&why);
}

/* Each line against one scenario, picked by the line's bytes: the
 * fuzzer reaches every scenario by changing a line, and a line costs one
 * parse per language instead of one per scenario and language. */
static void one(const char *line, void *u)
{
	(void)u;
	unsigned h = 0;
	for (const char *c = line; *c; c++)
		h = h * 31 + (unsigned char)*c;
	ord_nm o[2];
	fz_both_langs(line, o, sizeof o[0], parse, check, (void *)nm_map_get(1 + (int)(h % NM_NSCENARIOS)));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fz_str(data, size);
	fz_lines(text, one, NULL);
	free(text);
	return 0;
}
