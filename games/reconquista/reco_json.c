/* La reconquista: the JSON view (docs/json/reconquista.md), the same facts
 * as reco_view.c. Ownership is hidden (rule 8): troops are shown on every
 * province, the owner only of the seat's own; during the secret placement
 * (rule 9) only the placer sees the board. */
#include <jansson.h>

#include "games/reconquista/reco_int.h"

void reco_view_json(const void *st, int who, json_t *out);

static json_t *seat(const reco_state *s, int i)
{
	return json_string(s->names && i >= 0 && s->names[i] ? s->names[i] : "?");
}

/* {"id", "name"} of province i, with its troops when `troops`. */
static json_t *province(const reco_state *s, int i, int troops)
{
	json_t *o = json_pack("{s:s, s:s}", "id", s->map->id[i], "name", s->map->name[i]);
	if (troops)
		json_object_set_new(o, "troops", json_integer(s->troops[i]));
	return o;
}

static json_t *provinces(const reco_state *s, uint64_t set)
{
	json_t *a = json_array();
	for (int i = 0; i < RECO_NPROV; i++)
		if (set >> i & 1)
			json_array_append_new(a, province(s, i, 1));
	return a;
}

static json_t *board(const reco_state *s)
{
	json_t *a = json_array();
	for (int i = 0; i < RECO_NPROV; i++) {
		json_t *p = province(s, i, 1);
		json_object_set_new(p, "country", json_string(s->map->country[i]));
		json_array_append_new(a, p);
	}
	return a;
}

/* What is awaited now, as `who` sees it (reco_view.c awaited()). */
static void awaited(const reco_state *s, int who, json_t *out)
{
	if (s->phase != RECO_OVER)
		json_object_set_new(out, "active", seat(s, s->active));
	if (s->phase == RECO_PLACEMENT && who == s->active)
		json_object_set_new(out, "place_now",
			json_integer(s->left[who] < RECO_PLACE_EACH ? s->left[who] : RECO_PLACE_EACH));
	if (s->phase == RECO_MOVE && who == s->active)
		json_object_set_new(out, "first_turn", json_boolean(s->played[who] < 2));
	if (s->phase == RECO_OVER)
		json_object_set_new(out, "stalemate_rounds", json_integer(s->stalemate));
	if (s->phase != RECO_DEFENSE)
		return;
	int def = reco_defender(s);
	json_t *at = json_pack("{s:o, s:o, s:o}", "attacker", seat(s, s->active), "defender", seat(s, def), "target",
		province(s, s->target, 0));
	/* Rule 19: both see the attacker's cards; the defender chooses. */
	if (who == s->active || who == def) {
		json_object_set_new(at, "attacker_provinces", provinces(s, s->committed));
		json_object_set_new(at, "attacker_total", json_integer(reco_sum(s, s->committed)));
	}
	if (who == def) {
		json_object_set_new(at, "target_troops", json_integer(s->troops[s->target]));
		json_object_set_new(at, "may_defend_with", provinces(s, reco_involved_of(s, def, s->target)));
		json_object_set_new(at, "default_defend_all", json_boolean(s->defend_all[def]));
	}
	json_object_set_new(out, "attack", at);
}

void reco_view_json(const void *st, int who, json_t *out)
{
	const reco_state *s = st;
	json_t *seats = json_array();
	for (int i = 0; i < s->n; i++)
		json_array_append_new(seats, json_pack("{s:o, s:b}", "name", seat(s, i), "lost", s->out >> i & 1));
	json_object_set_new(out, "seats", seats);
	json_object_set_new(out, "dealer", seat(s, s->dealer));
	/* Rule 8 deals everyone the same number of provinces. */
	json_object_set_new(out, "initial_provinces", json_integer(RECO_NPROV / s->n));
	json_object_set_new(out, "provinces_to_win", json_integer(RECO_NPROV / s->n + RECO_TO_WIN));
	awaited(s, who, out);
	int shown = s->phase != RECO_PLACEMENT || (who >= 0 && who == s->active);
	json_object_set_new(out, "board", shown ? board(s) : json_null());
	if (who < 0 || who >= s->n)
		return;
	json_t *me = json_object();
	int lost = s->out >> who & 1;
	json_object_set_new(me, "lost", json_boolean(lost));
	if (!lost) {
		json_object_set_new(me, "provinces", provinces(s, reco_cards(s, who)));
		json_object_set_new(me, "count", json_integer(reco_count(s, who)));
		json_object_set_new(me, "initial", json_integer(s->initial[who]));
		json_object_set_new(me, "to_win", json_integer(s->initial[who] + RECO_TO_WIN));
	}
	if (s->phase == RECO_PLACEMENT)
		json_object_set_new(me, "left_to_place", json_integer(s->left[who]));
	if (s->phase != RECO_OVER && !lost)
		json_object_set_new(me, "standing_defense", json_string(s->defend_all[who] ? "all" : "none"));
	json_object_set_new(out, "own", me);
}
