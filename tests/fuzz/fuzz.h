/* Helpers shared by the libFuzzer targets (tests/fuzz/fuzz_*.c); each
 * target is its own program, so these are static. */
#ifndef ES_FUZZ_H
#define ES_FUZZ_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/conf/conf.h"

#include <ftw.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A check of the harness failed: an invariant of the code under test, or
 * the harness's own expectations. Said in words run.sh and fuzz_corpus.sh
 * look for (FZ_CHECK_MARK), so it is never taken for a crash of the code
 * (a sanitizer report or a signal); then abort so libFuzzer keeps the
 * input. */
#define FZ_CHECK_MARK "HARNESS CHECK FAILED"
__attribute__((format(printf, 1, 2), noreturn)) static inline void fz_fail(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs(FZ_CHECK_MARK ": ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	abort();
}

#define FZ_ASSERT(c)                                                          \
	do {                                                                  \
		if (!(c))                                                     \
			fz_fail("%s:%d: %s", __FILE__, __LINE__, #c);         \
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

/* A refusal or view: some text, and no text of this process failed to
 * render (tpl_broken counts them, and the first one stops the run), so a
 * reply that quotes the player's own "[catan." or "no template '" is not
 * taken for a broken one. */
static inline void fz_reply_ok(const char *why)
{
	if (!why[0])
		fz_fail("an empty reply");
	if (tpl_broken())
		fz_fail("a text did not render in: %s", why);
}

/* A grammar's line read in Spanish and in English (out[0], out[1], each
 * sz bytes): an order parses with no reason and passes valid(); a refusal
 * is ES_ESYNTAX with a well-rendered reason; both languages agree, to the
 * byte. Returns how many parsed (0 or 2). */
typedef int (*fz_parse_fn)(const char *line, const char *lang, void *out, sbuf *why, void *ctx);
static inline int fz_both_langs(const char *line, void *out, size_t sz, fz_parse_fn parse,
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
			fz_reply_ok(sbuf_str(&why));
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

/* A temporary data root for the targets that need a real game, made once
 * and removed at exit (after what the target registered later: atexit
 * runs backwards). */
static inline char *fz_root(void)
{
	static char root[64];
	return root;
}

static inline int fz_rm_one(const char *p, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	return remove(p);
}

static inline void fz_root_remove(void)
{
	nftw(fz_root(), fz_rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* A target's set-up (a real game) made before any input (libFuzzer and
 * replay.c call LLVMFuzzerInitialize first), so that it is not counted in
 * the first input's time budget. */
#define FZ_SETUP_FIRST(fn)                                            \
	int LLVMFuzzerInitialize(int *argc, char ***argv);            \
	int LLVMFuzzerInitialize(int *argc, char ***argv)             \
	{                                                             \
		(void)argc;                                           \
		(void)argv;                                           \
		fn();                                                 \
		return 0;                                             \
	}

/* Makes the data root /tmp/estafeta-fuzz-TAG-XXXXXX with a judge's
 * estafeta.conf (plus `extra` lines in [judge]) and loads it into c. */
static inline void fz_dataroot(const char *tag, const char *extra, conf *c)
{
	char *root = fz_root();
	snprintf(root, 64, "/tmp/estafeta-fuzz-%s-XXXXXX", tag);
	FZ_ASSERT(mkdtemp(root));
	atexit(fz_root_remove);
	char path[128];
	snprintf(path, sizeof path, "%s/estafeta.conf", root);
	FILE *f = fopen(path, "w");
	FZ_ASSERT(f);
	fprintf(f, "[judge]\naddress = juez@estafeta.test\npwhash = fast\n%s", extra);
	FZ_ASSERT(fclose(f) == 0);
	es_err e;
	FZ_ASSERT(conf_load(c, root, &e) == ES_OK);
}

#endif
