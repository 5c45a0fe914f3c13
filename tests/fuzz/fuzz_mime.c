/* libFuzzer target for mime_parse: every input is parsed in a fresh arena
 * and a successful parse must keep the output invariants (text is valid
 * UTF-8 without CR or control characters, text_len matches). Built with
 * the other targets by tests/fuzz/fuzz.mk; see tests/fuzz/README.md. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "adjudicator/mail/mime.h"
#include "tests/fuzz/fuzz.h"

static void check(const mime_msg *m)
{
	const unsigned char *s = (const unsigned char *)m->text;
	size_t n = strlen(m->text);
	FZ_ASSERT(n == m->text_len);
	for (size_t i = 0; i < n;) {
		unsigned c = s[i];
		if (c < 0x80) {
			FZ_ASSERT((c >= 0x20 || c == '\t' || c == '\n') && c != 0x7F);
			i++;
			continue;
		}
		size_t k = c >= 0xF5 ? 0 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
		FZ_ASSERT(k && i + k <= n);
		for (size_t j = 1; j < k; j++)
			FZ_ASSERT((s[i + j] & 0xC0) == 0x80);
		i += k;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	arena *a = arena_new();
	mime_msg m;
	es_err e;
	int rc = mime_parse(a, (const char *)data, size, 1 << 20, &m, &e);
	if (rc == ES_OK)
		check(&m);
	else
		FZ_ASSERT(rc == ES_ESYNTAX || rc == ES_ETOOBIG);
	arena_free(a);
	return 0;
}
