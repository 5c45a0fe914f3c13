/* The words of every text a player gets (issue 15 items 15-19), checked
 * over bot playouts: no "(s)" plurals, no "1 <plural noun>", the reader
 * never named in the third person where a line says whose move it is,
 * no Spanish vocabulary in English texts and no English in Spanish ones.
 * Each engine's test gives its vocabulary. */
#ifndef ES_MAIL_WORDS_H
#define ES_MAIL_WORDS_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"
#include "games/game.h"
#include "tests/test_dice.h"

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
			/* "ana construye ..." told to ana: she is "you". */
			size_t nl = strlen(names[s]);
			if (!strncmp(sbuf_str(&b), names[s], nl) && b.s[nl] == ' ')
				words_fail(what, lang, sbuf_str(&b), sbuf_str(&b), "the reader's own doing told in the third person");
			sbuf_free(&b);
		}
}

/* default_text of `who`, in lang (caller frees). */
static inline char *words_default(const game_kind *k, const void *st, int who, const char *lang)
{
	sbuf b = SBUF_INIT;
	k->default_text(st, who, lang, &b);
	return sbuf_detach(&b);
}

/* Every view, event and default of one step, in both languages. Once the
 * game is over no view may contain any of `over_forbidden` (how to win,
 * what to send). Every awaited seat has a non-empty default, the same
 * once everything it cannot see is dealt again (redeal with rd); the
 * phases where one was told are marked in *seen (bits by k->phases). */
static inline void words_step(const game_kind *k, void *st, int n, const char *const *names, const game_events *ev,
	const words_vocab *v, const char *const *over_forbidden, uint32_t *seen, dice *rd)
{
	static const char *const langs[] = { "es", "en" };
	game_status gs;
	k->status(st, &gs);
	int phase = 0;
	while (k->phases[phase] && strcmp(k->phases[phase], gs.phase))
		phase++;
	for (int l = 0; l < 2; l++) {
		words_events(ev, n, names, langs[l], v);
		for (int who = -1; who < n; who++) {
			sbuf vb = SBUF_INIT;
			k->view(st, who, langs[l], &vb);
			char what[64];
			snprintf(what, sizeof what, "view of %s", who < 0 ? "the public" : names[who]);
			words_check(what, sbuf_str(&vb), langs[l], who < 0 ? NULL : names[who], v);
			for (size_t i = 0; gs.over && over_forbidden[i]; i++)
				if (strstr(sbuf_str(&vb), over_forbidden[i]))
					fail_msg("the finished game's %s says '%s':\n%s", what, over_forbidden[i], sbuf_str(&vb));
			sbuf_free(&vb);
			if (who < 0 || !(gs.waiting & GAME_SEAT(who)))
				continue;
			char *d = words_default(k, st, who, langs[l]);
			if (!*d)
				fail_msg("no default text for %s in phase %s (%s)", names[who], gs.phase, langs[l]);
			snprintf(what, sizeof what, "default text of %s", names[who]);
			words_check(what, d, langs[l], names[who], v);
			sbuf sv = SBUF_INIT;
			k->save(st, &sv);
			void *other;
			assert_int_equal(k->load(&other, n, names, sbuf_str(&sv), NULL), ES_OK);
			k->redeal(other, who, rd);
			char *d2 = words_default(k, other, who, langs[l]);
			assert_string_equal(d, d2);
			k->free(other);
			sbuf_free(&sv);
			free(d2);
			free(d);
			*seen |= 1u << phase;
		}
	}
}

/* The awaited seat's orders sent by a seat not awaited: the refusal
 * (what is awaited, from whom) must speak to its reader too. */
static inline void words_reject(const game_kind *k, void *st, int n, const char *const *names, const game_status *gs,
	dice *bd, const words_vocab *v)
{
	int other = (int)dice_below(bd, (uint32_t)n);
	while (gs->waiting & GAME_SEAT(other))
		other = (other + 1) % n;
	sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
	k->bot(st, __builtin_ctz(gs->waiting), bd, &orders);
	arena *a = arena_new();
	game_lines l;
	game_lines_split(a, sbuf_str(&orders), &l);
	for (int i = 0; i < 2 && l.n; i++) {
		game_reject rej;
		const char *lang = i ? "en" : "es";
		if (k->check(st, other, &l, lang, &canon, &echo, &rej) != ES_OK)
			words_check("refusal", rej.why, lang, names[other], v);
		sbuf_reset(&canon);
		sbuf_reset(&echo);
	}
	arena_free(a);
	sbuf_free(&orders);
	sbuf_free(&canon);
	sbuf_free(&echo);
}

/* One seeded bot game (seed hex, the bot's own dice from bhex) checked at
 * every step by words_step; a deadline now and then, and now and then a
 * mail from a seat that is not awaited; every echo checked too. */
static inline void words_playout(const game_kind *k, int n, const char *const *names, const char *const *opts,
	size_t nopts, const char *hex, const char *bhex, const words_vocab *v, const char *const *over_forbidden,
	uint32_t *seen)
{
	dice d, bd;
	test_dice_init(&d, hex, 0);
	test_dice_init(&bd, bhex, 0);
	game_events ev = { .a = arena_new() };
	void *st;
	assert_int_equal(k->create(&st, n, names, opts, nopts, &d, &ev, NULL), ES_OK);
	words_step(k, st, n, names, &ev, v, over_forbidden, seen, &bd);
	arena_free(ev.a);
	game_status gs;
	k->status(st, &gs);
	for (int steps = 0; !gs.over; steps++) {
		assert_true(steps < 20000);
		game_events evs = { .a = arena_new() };
		uint32_t roll = dice_below(&bd, 100);
		if (roll < 3) {
			k->timeout(st, &d, &evs);
		} else {
			int who = roll < 9 ? (int)dice_below(&bd, (uint32_t)n) : __builtin_ctz(gs.waiting);
			sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
			k->bot(st, who, &bd, &orders);
			game_lines l;
			game_lines_split(evs.a, sbuf_str(&orders), &l);
			game_reject rej;
			const char *lang = roll & 1 ? "en" : "es";
			if (l.n) {
				if (k->check(st, who, &l, lang, &canon, &echo, &rej) != ES_OK)
					fail_msg("bot orders of %s rejected: %s\n%s", names[who], rej.why, sbuf_str(&orders));
				words_check("echo", sbuf_str(&echo), lang, names[who], v);
				k->apply(st, who, sbuf_str(&canon), &d, &evs);
			}
			sbuf_free(&orders);
			sbuf_free(&canon);
			sbuf_free(&echo);
		}
		words_step(k, st, n, names, &evs, v, over_forbidden, seen, &bd);
		arena_free(evs.a);
		k->status(st, &gs);
		if (!gs.over && (gs.waiting & ((1u << n) - 1)) != ((1u << n) - 1))
			words_reject(k, st, n, names, &gs, &bd, v);
	}
	k->free(st);
}

/* A default was told in every phase where a seat is awaited. */
static inline void words_all_phases(const game_kind *k, uint32_t seen)
{
	for (int p = 0; k->phases[p]; p++)
		if (strcmp(k->phases[p], "over") && !(seen >> p & 1))
			fail_msg("%s: no default text seen in phase %s", k->kind, k->phases[p]);
}

#endif
