/* libFuzzer target for the shared lexer (orders/lex.h). The input's lines
 * up to the first empty line are spellings of a name table (line i has id
 * i); every later line is folded, split, matched and looked up. Checks:
 * folding gives valid UTF-8 without ASCII upper case or leading, trailing
 * or doubled spaces, and folding twice changes nothing; split words are
 * non-empty; matches stay inside the line; a suggestion is a known id. */
#include "adjudicator/base/arena.h"
#include "orders/lex.h"
#include "tests/fuzz/fuzz.h"

static const lex_kw kws[] = { { 0, "mover|move" }, { 1, "contrasena|password" }, { 2, "a|b|" }, { -1, NULL } };

static void check_fold(arena *a, const char *f)
{
	size_t n = strlen(f);
	if (!n)
		return;
	FZ_ASSERT(f[0] != ' ' && f[n - 1] != ' ' && !strstr(f, "  "));
	for (const char *p = f; *p; p++)
		FZ_ASSERT(!(*p >= 'A' && *p <= 'Z'));
	const unsigned char *s = (const unsigned char *)f;
	for (size_t i = 0; i < n;) {
		unsigned c = s[i];
		size_t k = c < 0x80 ? 1 : c >= 0xF5 ? 0 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
		FZ_ASSERT(k && i + k <= n);
		for (size_t j = 1; j < k; j++)
			FZ_ASSERT((s[i + j] & 0xC0) == 0x80);
		i += k;
	}
	FZ_ASSERT(!strcmp(lex_fold(a, f, n), f));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fz_str(data, size);
	arena *a = arena_new();
	lex_names *t = lex_names_new(a);
	int nnames = 0, in_names = 1;
	for (char *p = text; *p;) {
		char *nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		if (in_names && !*p) {
			in_names = 0;
		} else if (in_names) {
			lex_names_add(t, nnames++, p);
		} else {
			size_t n = strlen(p);
			FZ_ASSERT(lex_space(p, n) <= n);
			check_fold(a, lex_fold(a, p, n));
			lex_line w;
			lex_split(a, p, &w);
			for (size_t i = 0; i < w.n; i++) {
				FZ_ASSERT(w.raw[i][0] && w.fold[i][0]);
				check_fold(a, w.fold[i]);
				int k = lex_keyword(kws, w.fold[i]);
				FZ_ASSERT(k >= -1 && k <= 2);
				size_t used = 0;
				int id = lex_names_match(t, &w, i, &used);
				FZ_ASSERT(id >= -1 && id < nnames);
				FZ_ASSERT(id < 0 || (used >= 1 && i + used <= w.n));
				id = lex_names_suggest(t, w.fold[i]);
				FZ_ASSERT(id >= -1 && id < nnames);
			}
		}
		if (!nl)
			break;
		p = nl + 1;
	}
	arena_free(a);
	free(text);
	return 0;
}
