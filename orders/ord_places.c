/* Place-name tables for the grammars (ord_places.h). */
#include "orders/ord_places.h"

#include <assert.h>

ord_places *ord_places_new(arena *a, int n)
{
	ord_places *pl = arena_alloc(a, sizeof *pl);
	pl->names = lex_names_new(a);
	pl->display = arena_alloc(a, (size_t)n * sizeof *pl->display);
	for (int i = 0; i < n; i++)
		pl->display[i] = "";
	pl->n = n;
	return pl;
}

void ord_places_name(ord_places *pl, int id, const char *name)
{
	assert(id >= 0 && id < pl->n);
	pl->display[id] = name;
	lex_names_add(pl->names, id, name);
}

void ord_places_spelling(ord_places *pl, int id, const char *spelling)
{
	assert(id >= 0 && id < pl->n);
	lex_names_add(pl->names, id, spelling);
}

int ord_places_find(const ord_places *pl, const char *text)
{
	arena *a = arena_new();
	lex_line w;
	size_t used = 0;
	lex_split(a, text, &w);
	int id = lex_names_match(pl->names, &w, 0, &used);
	if (used != w.n)
		id = -1;
	arena_free(a);
	return id;
}
