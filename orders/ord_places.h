/* The place names of a board as a grammar reads them: every spelling of
 * each place (its name, its id, its aliases) and the name told back in
 * replies. The engine builds it once from its map and passes it to its
 * grammar, so that orders/ never reads a game's map. */
#ifndef ES_ORD_PLACES_H
#define ES_ORD_PLACES_H

#include "adjudicator/base/arena.h"
#include "orders/lex.h"

typedef struct ord_places {
	lex_names *names;     /* spelling -> place index */
	const char **display; /* place index -> name told back */
	int n;
} ord_places;

/* An empty table for places 0..n-1, all of it in arena a. */
ord_places *ord_places_new(arena *a, int n);
/* Place `id` is told back as `name` (kept, not copied: the map's), which
 * is also a spelling of it. */
void ord_places_name(ord_places *pl, int id, const char *name);
/* One more spelling of place `id` (its id in the map, an alias). */
void ord_places_spelling(ord_places *pl, int id, const char *spelling);
/* The place `text` names (all of it, one name, any spelling), or -1. */
int ord_places_find(const ord_places *pl, const char *text);

/* Defines `const ord_places *fn(void)`: the names of the board that
 * getter() returns (a `const type *`), built at the first call and kept
 * like the board. The board has n places with name[i] and id[i], and
 * nalias more spellings alias[k] of places alias_of[k]. */
#define ORD_PLACES_GETTER(fn, type, getter)                                        \
	const ord_places *fn(void)                                                 \
	{                                                                          \
		static ord_places *pl;                                             \
		if (!pl) {                                                         \
			const type *m = getter();                                  \
			ord_places *t = ord_places_new(arena_new(), m->n);         \
			for (int i = 0; i < m->n; i++) {                           \
				ord_places_name(t, i, m->name[i]);                 \
				ord_places_spelling(t, i, m->id[i]);               \
			}                                                          \
			for (int k = 0; k < m->nalias; k++)                        \
				ord_places_spelling(t, m->alias_of[k], m->alias[k]); \
			pl = t;                                                    \
		}                                                                  \
		return pl;                                                         \
	}

#endif
