/* The JSON view: the core's envelope around the engine's object. */
#include <stdio.h>
#include <string.h>

#include "adjudicator/play/json_view.h"

/* Bump a kind's number with every change of its docs/json/KIND.md. */
static const struct {
	const char *kind;
	int version;
} versions[] = { { "reconquista", 2 }, { "teg", 1 }, { "catan", 1 }, { "nuevo-mundo", 1 }, { "kratos", 1 } };

int json_view_version(const char *kind)
{
	for (size_t i = 0; i < sizeof versions / sizeof versions[0]; i++)
		if (!strcmp(versions[i].kind, kind))
			return versions[i].version;
	return 0;
}

static jw *seat_names(const json_view_game *g, uint32_t mask)
{
	jw *a = jw_array();
	for (int s = 0; s < g->n; s++)
		if (mask & GAME_SEAT(s))
			jw_push(a, jw_string(g->names[s]));
	return a;
}

int json_view_render(const json_view_game *g, int who, sbuf *out, es_err *e)
{
	int version = json_view_version(g->kind->kind);
	if (!g->kind->view_json || !version)
		return es_fail(e, ES_ERR, "games of kind %s have no JSON view", g->kind->kind);
	const game_status *gs = g->status;
	char schema[64];
	snprintf(schema, sizeof schema, "estafeta/%s/%d", g->kind->kind, version);
	jw *view = jw_object();
	g->kind->view_json(g->st, who, view);
	jw *doc = jw_object();
	jw_set(doc, "schema", jw_string(schema));
	jw_set(doc, "game", jw_string(g->name));
	jw_set(doc, "kind", jw_string(g->kind->kind));
	jw_set(doc, "turn", jw_int(gs->turn));
	jw_set(doc, "phase", jw_string(gs->phase));
	jw_set(doc, "waiting", seat_names(g, gs->over ? 0 : gs->waiting));
	jw_set(doc, "over", jw_bool(gs->over));
	jw_set(doc, "end", gs->over && gs->end ? jw_string(gs->end) : jw_null());
	jw_set(doc, "winners", seat_names(g, gs->over ? gs->winners : 0));
	jw_set(doc, "players", seat_names(g, GAME_ALL));
	jw_set(doc, "you", who >= 0 && who < g->n ? jw_string(g->names[who]) : jw_null());
	jw_set(doc, "view", view);
	int bad = jw_dump(doc, 2, out);
	jw_free(doc);
	if (bad)
		return es_fail(e, ES_ERR, "the JSON view of game %s does not dump", g->name);
	sbuf_putc(out, '\n');
	return ES_OK;
}

int json_view_play(const play *p, int seat, sbuf *out, es_err *e)
{
	game_status gs;
	play_status(p, &gs);
	const char *names[GAME_MAX_PLAYERS];
	int n = play_nplayers(p);
	for (int s = 0; s < n; s++)
		names[s] = play_player_name(p, s);
	json_view_game g = { play_kind(p), play_engine_state(p), &gs, play_name(p), n, names };
	return json_view_render(&g, seat, out, e);
}
