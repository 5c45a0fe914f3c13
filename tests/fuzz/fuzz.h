/* Helpers shared by the libFuzzer targets (tests/fuzz/fuzz_*.c); each
 * target is its own program, so these are static. */
#ifndef ES_FUZZ_H
#define ES_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* An invariant broke: say which, then abort so libFuzzer keeps the input. */
#define FZ_ASSERT(c)                                                                       \
	do {                                                                               \
		if (!(c)) {                                                                \
			fprintf(stderr, "%s:%d: fuzz invariant failed: %s\n", __FILE__, __LINE__, #c); \
			abort();                                                           \
		}                                                                          \
	} while (0)

/* The input as a NUL-terminated string (caller frees). Parsers take C
 * strings, so an embedded NUL simply ends the text, as it would after
 * mime_parse. */
static inline char *fz_str(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	FZ_ASSERT(s);
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

/* Takes the next byte of the input as a parameter (0 once exhausted). */
static inline unsigned fz_byte(const uint8_t **data, size_t *size)
{
	if (!*size)
		return 0;
	(*size)--;
	return *(*data)++;
}

static inline const char *fz_lang(unsigned b)
{
	return b & 1 ? "en" : "es";
}

/* A refusal or view: some text, every template found (tpl_put writes
 * "[id]" for a missing one, ordp_vexpected the renderer's error). Replies
 * quote the player, so a marker that the input itself holds proves
 * nothing and is not looked for. */
static inline void fz_reply_ok(const char *why, const char *prefix, const char *input)
{
	char miss[32];
	snprintf(miss, sizeof miss, "[%s.", prefix);
	const char *bad[] = { miss, "no template '", ": no value for {" };
	FZ_ASSERT(why[0]);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		if (!strstr(input, bad[i]) && strstr(why, bad[i])) {
			fprintf(stderr, "broken template in: %s\n", why);
			abort();
		}
}

/* A grammar's line read in Spanish and in English (out[0], out[1], each
 * sz bytes): an order parses with no reason and passes valid(); a refusal
 * is ES_ESYNTAX with a well-rendered reason; both languages agree, to the
 * byte. Returns how many parsed (0 or 2). */
typedef int (*fz_parse_fn)(const char *line, const char *lang, void *out, sbuf *why, void *ctx);
static inline int fz_both_langs(const char *line, const char *prefix, void *out, size_t sz, fz_parse_fn parse,
	void (*valid)(void *o, void *ctx), void *ctx)
{
	int rc[2];
	for (int l = 0; l < 2; l++) {
		sbuf why = SBUF_INIT;
		void *o = (char *)out + (size_t)l * sz;
		rc[l] = parse(line, fz_lang((unsigned)l), o, &why, ctx);
		if (rc[l] == ES_OK) {
			FZ_ASSERT(why.len == 0);
			valid(o, ctx);
		} else {
			FZ_ASSERT(rc[l] == ES_ESYNTAX);
			fz_reply_ok(sbuf_str(&why), prefix, line);
		}
		sbuf_free(&why);
	}
	FZ_ASSERT(rc[0] == rc[1]);
	FZ_ASSERT(rc[0] || !memcmp(out, (char *)out + sz, sz));
	return rc[0] ? 0 : 2;
}

/* Calls fn on every line of the input (cut in place; caller's copy). */
static inline void fz_lines(char *text, void (*fn)(const char *line, void *u), void *u)
{
	for (char *p = text;;) {
		char *nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		fn(p, u);
		if (!nl)
			break;
		p = nl + 1;
	}
}

#endif
