/* Registry of rules engines and the event helper shared by them. */
#include "games/game.h"

#include <stdarg.h>
#include <string.h>

extern const game_kind reco_kind;
extern const game_kind catan_kind;
extern const game_kind teg_kind;

static const game_kind *const kinds[] = { &reco_kind, &teg_kind, &catan_kind, NULL };

const game_kind *game_find(const char *kind)
{
	for (size_t i = 0; kinds[i]; i++)
		if (!strcmp(kinds[i]->kind, kind))
			return kinds[i];
	return NULL;
}

const game_kind *const *game_all(void)
{
	return kinds;
}

void game_emit(game_events *ev, uint32_t audience, int summary, const char *id, ...)
{
	if (ev->n == ev->cap) {
		size_t cap = ev->cap ? ev->cap * 2 : 32;
		game_event *v = arena_alloc(ev->a, cap * sizeof *v);
		if (ev->n)
			memcpy(v, ev->v, ev->n * sizeof *v);
		ev->v = v;
		ev->cap = cap;
	}
	game_event *g = &ev->v[ev->n++];
	memset(g, 0, sizeof *g);
	g->audience = audience;
	g->summary = summary;
	g->id = arena_strdup(ev->a, id);
	va_list ap;
	va_start(ap, id);
	size_t k = 0;
	for (;;) {
		const char *s = va_arg(ap, const char *);
		if (!s || k >= 2 * GAME_EVENT_VARS)
			break;
		g->vars[k++] = arena_strdup(ev->a, s);
	}
	va_end(ap);
	g->vars[k] = NULL;
}
