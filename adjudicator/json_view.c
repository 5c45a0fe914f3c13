/* The JSON view: the core's envelope around the engine's object. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "adjudicator/json_view.h"

/* Bump a kind's number with every change of its docs/json/KIND.md. */
static const struct {
	const char *kind;
	int version;
} versions[] = { { "reconquista", 1 }, { "teg", 1 }, { "catan", 1 }, { "nuevo-mundo", 1 }, { "kratos", 1 } };

int json_view_version(const char *kind)
{
	for (size_t i = 0; i < sizeof versions / sizeof versions[0]; i++)
		if (!strcmp(versions[i].kind, kind))
			return versions[i].version;
	return 0;
}

static json_t *seat_names(const json_view_game *g, uint32_t mask)
{
	json_t *a = json_array();
	for (int s = 0; s < g->n; s++)
		if (mask & GAME_SEAT(s))
			json_array_append_new(a, json_string(g->names[s]));
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
	json_t *view = json_object();
	g->kind->view_json(g->st, who, view);
	json_t *doc = json_object();
	json_object_set_new(doc, "schema", json_string(schema));
	json_object_set_new(doc, "game", json_string(g->name));
	json_object_set_new(doc, "kind", json_string(g->kind->kind));
	json_object_set_new(doc, "turn", json_integer(gs->turn));
	json_object_set_new(doc, "phase", json_string(gs->phase));
	json_object_set_new(doc, "waiting", seat_names(g, gs->over ? 0 : gs->waiting));
	json_object_set_new(doc, "over", json_boolean(gs->over));
	json_object_set_new(doc, "end", gs->over && gs->end ? json_string(gs->end) : json_null());
	json_object_set_new(doc, "winners", seat_names(g, gs->over ? gs->winners : 0));
	json_object_set_new(doc, "players", seat_names(g, GAME_ALL));
	json_object_set_new(doc, "you", who >= 0 && who < g->n ? json_string(g->names[who]) : json_null());
	json_object_set_new(doc, "view", view);
	char *text = json_dumps(doc, JSON_SORT_KEYS | JSON_INDENT(2));
	json_decref(doc);
	if (!text)
		return es_fail(e, ES_ERR, "the JSON view of game %s does not dump", g->name);
	sbuf_puts(out, text);
	sbuf_putc(out, '\n');
	free(text);
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
