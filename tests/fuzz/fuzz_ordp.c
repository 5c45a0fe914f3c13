/* libFuzzer target for the grammars' shared cursor (orders/ordp.h) on its
 * own: each input line is split and read as a run of numbers and
 * province names (which one at each step comes from the first byte of
 * the input), as the grammars do, and every word through
 * ordp_word_number. A read moves the cursor forward or fails with a
 * rendered reply; numbers stay in range. */
#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "orders/ordp.h"
#include "tests/fuzz/fuzz.h"

static const char *const spell[] = { "Ciudad Real", "Toledo", "Trás-os-Montes e Alto Douro", "A Coruña", "León" };
#define NSPELL (sizeof spell / sizeof spell[0])

typedef struct run {
	const ord_places *t;
	unsigned pattern;
} run;

static void one(const char *line, void *u)
{
	const run *r = u;
	arena *a = arena_new();
	sbuf why = SBUF_INIT;
	ordp p = { .a = a, .lang = "es", .form = "reco.syn.any", .why = &why, .prefix = "reco", .places = r->t };
	lex_split(a, line, &p.w);
	for (size_t i = 0; i < p.w.n; i++) {
		long v = ordp_word_number(p.w.fold[i], 9);
		FZ_ASSERT(v >= -2 && v <= 999999999);
	}
	for (unsigned step = 0; step < 64; step++) {
		size_t before = p.at;
		int rc;
		if (r->pattern >> (step % 8) & 1) {
			long v = -1;
			rc = ordp_number(&p, &v);
			FZ_ASSERT(rc || (v >= 0 && v <= 999999999));
		} else {
			int id = -1;
			rc = ordp_name(&p, "province", &id);
			FZ_ASSERT(rc || (id >= 0 && (size_t)id < NSPELL));
		}
		if (rc) {
			FZ_ASSERT(rc == ES_ESYNTAX && p.at == before);
			fz_reply_ok(sbuf_str(&why));
			break;
		}
		FZ_ASSERT(p.at > before && p.at <= p.w.n);
	}
	sbuf_free(&why);
	arena_free(a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	run r = { NULL, fz_byte(&data, &size) };
	char *text = fz_str(data, size);
	arena *a = arena_new();
	ord_places *t = ord_places_new(a, (int)NSPELL);
	for (size_t i = 0; i < NSPELL; i++)
		ord_places_name(t, (int)i, spell[i]);
	r.t = t;
	fz_lines(text, one, &r);
	arena_free(a);
	free(text);
	return 0;
}
