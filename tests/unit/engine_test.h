/* Helpers shared by the rules-engine tests (scenarios and playouts); each
 * test file is its own program, so these are static. */
#ifndef ES_ENGINE_TEST_H
#define ES_ENGINE_TEST_H

#include <stdlib.h>
#include <string.h>

#include "adjudicator/arena.h"
#include "adjudicator/err.h"
#include "games/game.h"

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

#endif
