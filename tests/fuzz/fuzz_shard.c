/* libFuzzer target for the shard map (adjudicator/run/shard.h), a file the
 * operator assembles from every host's `shard list`: the input is the map.
 * A map that parses names each of its games with its shard, and the Sieve
 * script written from it is made (game names are quoted into it). */
#include "adjudicator/run/shard.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fz_str(data, size);
	shard_map m = { 0 };
	es_err e = { 0 };
	if (!shard_map_parse(&m, text, "fuzz", &e)) {
		for (size_t i = 0; i < m.n; i++)
			FZ_ASSERT(shard_of(&m, m.v[i].game) == m.v[i].shard);
		sbuf out = SBUF_INIT;
		FZ_ASSERT(!shard_sieve(&m, "INBOX/shard-", &out, &e));
		FZ_ASSERT(out.len > 0);
		sbuf_free(&out);
	} else {
		FZ_ASSERT(e.msg[0]);
	}
	shard_map_free(&m);
	free(text);
	return 0;
}
