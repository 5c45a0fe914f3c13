/* Helpers shared by the rules-engine tests (scenarios and playouts); each
 * test file is its own program, so these are static. */
#ifndef ES_ENGINE_TEST_H
#define ES_ENGINE_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/embed.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"
#include "games/game.h"
#include "tests/test_dice.h"

/* The sanitizer build runs the same properties over an eighth of the
 * seeds: the release run has the breadth, the sanitizer run looks for
 * memory errors and undefined behaviour along the same paths (and make
 * check stays under 20 minutes). make check-fast (TEST_FAST=1) runs an
 * eighth of that. An environment count, where a test reads one,
 * overrides all. */
#if defined(__SANITIZE_ADDRESS__)
#define TEST_SCALE_BUILD 8
#else
#define TEST_SCALE_BUILD 1
#endif
static inline int test_scale(int n)
{
	const char *f = getenv("TEST_FAST");
	int d = TEST_SCALE_BUILD * (f && *f && strcmp(f, "0") ? 8 : 1);
	return n / d > 0 ? n / d : 1;
}
#define TEST_SCALE(n) test_scale(n)

/* A mail body as the lines check() reads. */
typedef struct mail {
	arena *a;
	game_lines l;
} mail;

static inline void mail_make(mail *m, const char *body)
{
	m->a = arena_new();
	game_lines_split(m->a, body, &m->l);
}

static inline void mail_free(mail *m)
{
	arena_free(m->a);
}

/* The saved state as one string (caller frees). */
static inline char *engine_save(const game_kind *k, const void *st)
{
	sbuf b = SBUF_INIT;
	k->save(st, &b);
	return sbuf_detach(&b);
}

static inline game_status engine_status(const game_kind *k, const void *st)
{
	game_status s;
	k->status(st, &s);
	return s;
}

/* The view of seat who (-1: public) as one string (caller frees). */
static inline char *engine_view(const game_kind *k, const void *st, int who, const char *lang)
{
	sbuf b = SBUF_INIT;
	k->view(st, who, lang, &b);
	return sbuf_detach(&b);
}

/* check() of a mail body in lang; canon, echo and rej may be NULL. Also
 * asserts what every engine promises: check() never changes the state. */
static inline int engine_check(const game_kind *k, void *st, int who, const char *body, const char *lang,
	game_reject *rej, sbuf *canon, sbuf *echo)
{
	mail m;
	sbuf c = SBUF_INIT, e = SBUF_INIT;
	game_reject r;
	mail_make(&m, body);
	char *before = engine_save(k, st);
	int rc = k->check(st, who, &m.l, lang, canon ? canon : &c, echo ? echo : &e, rej ? rej : &r);
	char *after = engine_save(k, st);
	assert_string_equal(before, after);
	free(before);
	free(after);
	mail_free(&m);
	sbuf_free(&c);
	sbuf_free(&e);
	return rc;
}

/* Orders that must be accepted, applied through their canonical form with
 * dice from seed at byte pos. ev may be NULL. */
static inline void engine_play(const game_kind *k, void *st, int who, const char *body, const char *seed,
	uint64_t pos, game_events *ev)
{
	sbuf canon = SBUF_INIT;
	game_reject rej;
	int rc = engine_check(k, st, who, body, "es", &rej, &canon, NULL);
	if (rc != ES_OK)
		fail_msg("rejected (%d) line %zu: %s\n%s", rc, rej.index, rej.why, body);
	dice d;
	test_dice_init(&d, seed, pos);
	game_events local = { .a = arena_new() };
	k->apply(st, who, sbuf_str(&canon), &d, ev ? ev : &local);
	arena_free(local.a);
	sbuf_free(&canon);
}

static inline void evs_init(game_events *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->a = arena_new();
}

/* The first event with template id, or NULL. */
static inline const game_event *find_ev(const game_events *ev, const char *id)
{
	for (size_t i = 0; i < ev->n; i++)
		if (!strcmp(ev->v[i].id, id))
			return &ev->v[i];
	return NULL;
}

/* An event's var, or NULL. */
static inline const char *var(const game_event *g, const char *name)
{
	for (size_t k = 0; g->vars[k]; k += 2)
		if (!strcmp(g->vars[k], name))
			return g->vars[k + 1];
	return NULL;
}

/* What a playout did, to replay it: canonical orders of a seat, or a
 * timeout (who = -1). */
typedef struct rec_step {
	int who;
	char *canon;
} rec_step;

typedef struct record {
	rec_step *v;
	size_t n, cap;
} record;

static inline void record_add(record *r, int who, const char *canon)
{
	if (r->n == r->cap) {
		r->cap = r->cap ? 2 * r->cap : 256;
		r->v = xrealloc(r->v, r->cap * sizeof *r->v);
	}
	r->v[r->n].who = who;
	r->v[r->n].canon = canon ? xstrdup(canon) : NULL;
	r->n++;
}

static inline void record_free(record *r)
{
	for (size_t i = 0; i < r->n; i++)
		free(r->v[i].canon);
	free(r->v);
}

/* The final saved state of a game created with seed hex and opts, after
 * the recorded orders and timeouts (caller frees): what a playout's
 * determinism is checked against. */
static inline char *engine_replay(const game_kind *k, const char *hex, const char *const *opts, size_t nopts, int n,
	const char *const *names, const record *rec)
{
	dice d;
	test_dice_init(&d, hex, 0);
	game_events ev = { .a = arena_new() };
	void *st;
	assert_int_equal(k->create(&st, n, names, opts, nopts, &d, &ev, NULL), ES_OK);
	for (size_t i = 0; i < rec->n; i++) {
		if (rec->v[i].who < 0)
			k->timeout(st, &d, &ev);
		else
			k->apply(st, rec->v[i].who, rec->v[i].canon, &d, &ev);
	}
	arena_free(ev.a);
	char *final = engine_save(k, st);
	k->free(st);
	return final;
}

/* The template ids of one embedded file ("@@ id" lines). */
typedef struct tpl_set {
	char id[600][64];
	int n;
} tpl_set;

/* Adds the ids of one more file of the same set. */
static inline void tpl_set_add(tpl_set *t, const char *path)
{
	const embed_file *f = embed_get(path);
	assert_non_null(f);
	for (const char *p = f->data; *p;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		if (len > 3 && !strncmp(p, "@@ ", 3)) {
			assert_true(len - 3 < 64 && t->n < 600);
			memcpy(t->id[t->n], p + 3, len - 3);
			t->id[t->n][len - 3] = '\0';
			t->n++;
		}
		p = nl ? nl + 1 : p + len;
	}
}

static inline void tpl_set_load(tpl_set *t, const char *path)
{
	t->n = 0;
	tpl_set_add(t, path);
}

static inline int tpl_set_has(const tpl_set *t, const char *id)
{
	for (int i = 0; i < t->n; i++)
		if (!strcmp(t->id[i], id))
			return 1;
	return 0;
}

/* A game's templates are complete: es and en define the same ids, all
 * starting with "PREFIX."; every "PREFIX.*" string in the sources (read
 * from the repository root) and every id of must[] (NULL-ended: ids built
 * at run time) is defined. Returns how many uses the sources make. */
static inline int engine_templates_check(const char *prefix, const tpl_set *es, const tpl_set *en,
	const char *const *sources, const char *const *must, const char *const *skip)
{
	char quoted[32];
	snprintf(quoted, sizeof quoted, "\"%s.", prefix);
	for (int i = 0; i < es->n; i++) {
		assert_true(!strncmp(es->id[i], quoted + 1, strlen(quoted) - 1));
		if (!tpl_set_has(en, es->id[i]))
			fail_msg("%s missing in English", es->id[i]);
	}
	for (int i = 0; i < en->n; i++)
		if (!tpl_set_has(es, en->id[i]))
			fail_msg("%s missing in Spanish", en->id[i]);
	int used = 0;
	for (size_t s = 0; sources[s]; s++) {
		FILE *fp = fopen(sources[s], "r");
		if (!fp)
			fail_msg("cannot read %s (run from the repository root)", sources[s]);
		char line[1024];
		while (fgets(line, sizeof line, fp))
			for (char *p = strstr(line, quoted); p; p = strstr(p + 1, quoted)) {
				char *q = strchr(p + 1, '"');
				if (!q || q - p - 1 >= 64)
					continue;
				char id[64];
				memcpy(id, p + 1, (size_t)(q - p - 1));
				id[q - p - 1] = '\0';
				/* A prefix or format completed at run time: the
				 * caller lists those ids in must[]. */
				int skipped = id[strlen(id) - 1] == '.' || strchr(id, '%') != NULL;
				for (size_t k = 0; skip && skip[k]; k++)
					skipped |= !strcmp(skip[k], id);
				if (skipped)
					continue;
				if (!tpl_set_has(es, id))
					fail_msg("%s uses %s, not in the templates", sources[s], id);
				used++;
			}
		fclose(fp);
	}
	for (size_t k = 0; must && must[k]; k++)
		if (!tpl_set_has(es, must[k]))
			fail_msg("%s (built at run time) is not in the templates", must[k]);
	return used;
}

/* Every id renders in es and en with the given vars. */
static inline void engine_templates_render(const tpl_set *es, const char *const *vars)
{
	for (int i = 0; i < es->n; i++)
		for (int l = 0; l < 2; l++) {
			sbuf b = SBUF_INIT;
			es_err e;
			if (tpl_render(&b, l ? "en" : "es", es->id[i], vars, &e) != ES_OK)
				fail_msg("%s/%s: %s", l ? "en" : "es", es->id[i], e.msg);
			assert_true(b.len > 0);
			sbuf_free(&b);
		}
}

/* Appends a test's tag to the hex seed in buf: a hex tag ("bf") as it is,
 * so that the streams tests were written against stay the same; any other
 * text ("tx") as the hex of its bytes, as written it would make the seed
 * not hexadecimal. */
static inline void engine_hex_tag(char *buf, size_t cap, const char *tag)
{
	size_t at = strlen(buf);
	if (tag[strspn(tag, "0123456789abcdefABCDEF")] == '\0') {
		snprintf(buf + at, cap - at, "%s", tag);
		return;
	}
	for (; *tag && at + 3 <= cap; tag++)
		at += (size_t)snprintf(buf + at, cap - at, "%02x", (unsigned char)*tag);
}

/* The two streams of a seeded playout: the game's dice d from the seed,
 * the bots' bd from the seed and tag (each test its own). */
static inline void engine_seed_dice(int seed, const char *tag, dice *d, dice *bd)
{
	char hex[16], bhex[48];
	snprintf(hex, sizeof hex, "%04x", (unsigned)seed);
	snprintf(bhex, sizeof bhex, "%04x", (unsigned)seed);
	engine_hex_tag(bhex, sizeof bhex, tag);
	test_dice_init(d, hex, 0);
	test_dice_init(bd, bhex, 0);
}

/* Where a property playout from start s (game_kind.starts) with `seed`
 * begins: its seat count (the start's, or min_players + seed spread over
 * the range), the game's dice and the bots' dice (seeded by seed and
 * bot_tag). */
static inline int engine_playout_init(const game_kind *k, const game_start *s, int seed, const char *bot_tag, dice *d,
	dice *bd)
{
	int span = k->max_players - k->min_players + 1;
	engine_seed_dice(seed, bot_tag, d, bd);
	return s->state || s->players ? s->players : k->min_players + seed % span;
}

/* The game of start s for n seats: its saved state loaded, or created
 * with its options (events into ev). NULL with e filled on failure. */
static inline void *engine_start(const game_kind *k, const game_start *s, int n, const char *const *names, dice *d,
	game_events *ev, es_err *e)
{
	void *st;
	if (s->state)
		return k->load(&st, n, names, s->state, e) == ES_OK ? st : NULL;
	char buf[512];
	const char *optv[32];
	size_t no = 0;
	snprintf(buf, sizeof buf, "%s", s->opts);
	for (char *tok = strtok(buf, " "); tok && no < 32; tok = strtok(NULL, " "))
		optv[no++] = tok;
	return k->create(&st, n, names, optv, no, d, ev, e) == ES_OK ? st : NULL;
}

/* engine_start for a test: a start that does not begin fails it; the
 * events of the creation are dropped. */
static inline void *engine_begin(const game_kind *k, const game_start *s, int n, const char *const *names, dice *d)
{
	es_err e;
	game_events ev = { .a = arena_new() };
	void *st = engine_start(k, s, n, names, d, &ev, &e);
	if (!st)
		fail_msg("%s: the start does not begin: %s", k->kind, e.msg);
	arena_free(ev.a);
	return st;
}

/* Every event in every language, as the core renders them into mails:
 * each text given to check (what = the event's id); a template that does
 * not render fails, named after `where`. */
static inline void engine_events_render(const game_events *ev, const char *where,
	void (*check)(const char *what, const char *lang, const char *text))
{
	for (size_t i = 0; i < ev->n; i++)
		for (size_t l = 0; tpl_langs[l]; l++) {
			sbuf b = SBUF_INIT;
			es_err e;
			if (tpl_render(&b, tpl_langs[l], ev->v[i].id, ev->v[i].vars, &e) != ES_OK)
				fail_msg("%s: event %s (%s): %s", where, ev->v[i].id, tpl_langs[l], e.msg);
			check(ev->v[i].id, tpl_langs[l], sbuf_str(&b));
			sbuf_free(&b);
		}
}

/* The state a text of save() gives, for seats `names`; a text that does
 * not load fails the test. */
static inline void *engine_load(const game_kind *k, int n, const char *const *names, const char *text)
{
	void *st;
	es_err e;
	if (k->load(&st, n, names, text, &e) != ES_OK)
		fail_msg("%s: load: %s\n%s", k->kind, e.msg, text);
	return st;
}

/* Re-deals st for seat who (game_kind.redeal) with dice drawn from the
 * seed, the step, the seat and tag: the privacy tests' other world. */
static inline void engine_redeal(const game_kind *k, void *st, int who, int seed, size_t step, const char *tag)
{
	char hex[64];
	snprintf(hex, sizeof hex, "%04x%06zx%02x", (unsigned)seed, step, (unsigned)who);
	engine_hex_tag(hex, sizeof hex, tag);
	dice rd;
	test_dice_init(&rd, hex, 0);
	k->redeal(st, who, &rd);
}

#endif
