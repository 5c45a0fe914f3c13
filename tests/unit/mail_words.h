/* The words of every text a player gets (issue 15 items 15-19), checked
 * over bot playouts: no "(s)" plurals, no "1 <plural noun>", the reader
 * never named in the third person where a line says whose move it is,
 * no Spanish vocabulary in English texts and no English in Spanish ones.
 * Each engine's test gives its vocabulary. */
#ifndef ES_MAIL_WORDS_H
#define ES_MAIL_WORDS_H

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"
#include "games/game.h"

typedef struct words_vocab {
	const char *const *es_only;    /* words that never belong in English */
	const char *const *en_only;    /* words that never belong in Spanish */
	const char *const *plurals_es; /* nouns "1 x" must not take */
	const char *const *plurals_en;
	const char *const *whose_es;   /* phrases that say whose move it is */
	const char *const *whose_en;
} words_vocab;

/* 1 when `w` occurs in `s` as a whole word (case-insensitive, ASCII
 * letters as word characters, any byte >= 0x80 too). */
static inline int words_has(const char *s, const char *w)
{
	size_t n = strlen(w);
	for (const char *p = s; (p = strcasestr(p, w)) != NULL; p++) {
		unsigned char before = p > s ? (unsigned char)p[-1] : ' ', after = (unsigned char)p[n];
		if (!isalnum(before) && before < 0x80 && !isalnum(after) && after < 0x80)
			return 1;
	}
	return 0;
}

/* Fails with the offending line of `text` (what: where it came from). */
static inline void words_fail(const char *what, const char *lang, const char *text, const char *at, const char *why)
{
	const char *b = at;
	while (b > text && b[-1] != '\n')
		b--;
	const char *e = strchr(at, '\n');
	int len = e ? (int)(e - b) : (int)strlen(b);
	fail_msg("%s (%s): %s\n  | %.*s", what, lang, why, len, b);
}

static inline void words_check(const char *what, const char *text, const char *lang, const char *reader,
	const words_vocab *v)
{
	int en = !strcmp(lang, "en");
	static const char *const marks[] = { "(s)", "(es)", "(ies)", "(as)", "(os)" };
	for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++) {
		const char *p = strstr(text, marks[i]);
		if (p)
			words_fail(what, lang, text, p, "a plural written with parentheses");
	}
	const char *const *pl = en ? v->plurals_en : v->plurals_es;
	for (size_t i = 0; pl && pl[i]; i++) {
		char one[64];
		snprintf(one, sizeof one, "1 %s", pl[i]);
		for (const char *p = strstr(text, one); p; p = strstr(p + 1, one)) {
			unsigned char before = p > text ? (unsigned char)p[-1] : ' ';
			unsigned char after = (unsigned char)p[strlen(one)];
			if (!isdigit(before) && before != '.' && before != ',' && !isalnum(after) && after < 0x80)
				words_fail(what, lang, text, p, "one with a plural noun");
		}
	}
	const char *const *foreign = en ? v->es_only : v->en_only;
	for (size_t i = 0; foreign && foreign[i]; i++)
		if (words_has(text, foreign[i]))
			words_fail(what, lang, text, strcasestr(text, foreign[i]),
				en ? "a Spanish word in an English text" : "an English word in a Spanish text");
	if (!reader)
		return;
	/* Line by line: the reader's name beside "le toca" means "you". */
	const char *const *whose = en ? v->whose_en : v->whose_es;
	for (const char *b = text; *b;) {
		const char *e = strchr(b, '\n');
		size_t len = e ? (size_t)(e - b) : strlen(b);
		char line[2048];
		snprintf(line, sizeof line, "%.*s", (int)(len < sizeof line - 1 ? len : sizeof line - 1), b);
		if (words_has(line, reader))
			for (size_t i = 0; whose && whose[i]; i++)
				if (strcasestr(line, whose[i]))
					words_fail(what, lang, text, b, "the reader named in the third person as the one awaited");
		b = e ? e + 1 : b + len;
	}
}

/* The events a step emitted, rendered for every seat of their audience
 * in lang, each checked with that seat as the reader. */
static inline void words_events(const game_events *ev, int n, const char *const *names, const char *lang,
	const words_vocab *v)
{
	for (size_t i = 0; i < ev->n; i++)
		for (int s = 0; s < n; s++) {
			if (!(ev->v[i].audience & GAME_SEAT(s)))
				continue;
			sbuf b = SBUF_INIT;
			es_err e;
			if (tpl_render(&b, lang, ev->v[i].id, ev->v[i].vars, &e) != ES_OK)
				fail_msg("event %s (%s): %s", ev->v[i].id, lang, e.msg);
			char what[96];
			snprintf(what, sizeof what, "event %s to %s", ev->v[i].id, names[s]);
			words_check(what, sbuf_str(&b), lang, names[s], v);
			sbuf_free(&b);
		}
}

#endif
