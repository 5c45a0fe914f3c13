/* La reconquista: the JSON view (docs/json/reconquista.md), the same facts
 * as reco_view.c. Ownership is hidden (rule 8): troops are shown on every
 * province, the owner only of the seat's own; during the secret placement
 * (rule 9) only the placer sees the board. */

#include "games/reconquista/reco_int.h"

void reco_view_json(const void *st, int who, jw *out);

static jw *seat(const reco_state *s, int i)
{
	return jw_string(s->names && i >= 0 && s->names[i] ? s->names[i] : "?");
}

/* {"id", "name"} of province i, with its troops when `troops`. */
static jw *province(const reco_state *s, int i, int troops)
{
	jw *o = jw_pack("{s:s, s:s}", "id", s->map->id[i], "name", s->map->name[i]);
	if (troops)
		jw_set(o, "troops", jw_int(s->troops[i]));
	return o;
}

static jw *provinces(const reco_state *s, uint64_t set)
{
	jw *a = jw_array();
	for (int i = 0; i < RECO_NPROV; i++)
		if (set >> i & 1)
			jw_push(a, province(s, i, 1));
	return a;
}

static jw *board(const reco_state *s)
{
	jw *a = jw_array();
	for (int i = 0; i < RECO_NPROV; i++) {
		jw *p = province(s, i, 1);
		jw_set(p, "country", jw_string(s->map->country[i]));
		jw_push(a, p);
	}
	return a;
}

/* What is awaited now, as `who` sees it (reco_view.c awaited()). */
static void awaited(const reco_state *s, int who, jw *out)
{
	if (s->phase != RECO_OVER)
		jw_set(out, "active", seat(s, s->active));
	if (s->phase == RECO_PLACEMENT && who == s->active)
		jw_set(out, "place_now",
			jw_int(s->left[who] < RECO_PLACE_EACH ? s->left[who] : RECO_PLACE_EACH));
	if (s->phase == RECO_MOVE && who == s->active)
		jw_set(out, "first_turn", jw_bool(s->played[who] < 2));
	if (s->phase == RECO_OVER)
		jw_set(out, "stalemate_rounds", jw_int(s->stalemate));
	if (s->phase != RECO_DEFENSE)
		return;
	int def = reco_defender(s);
	jw *at = jw_pack("{s:o, s:o, s:o}", "attacker", seat(s, s->active), "defender", seat(s, def), "target",
		province(s, s->target, 0));
	/* Rule 19: both see the attacker's cards; the defender chooses. */
	if (who == s->active || who == def) {
		jw_set(at, "attacker_provinces", provinces(s, s->committed));
		jw_set(at, "attacker_total", jw_int(reco_sum(s, s->committed)));
	}
	if (who == def) {
		jw_set(at, "target_troops", jw_int(s->troops[s->target]));
		jw_set(at, "may_defend_with", provinces(s, reco_involved_of(s, def, s->target)));
		jw_set(at, "default_defend_all", jw_bool(s->defend_all[def]));
	}
	jw_set(out, "attack", at);
}

void reco_view_json(const void *st, int who, jw *out)
{
	const reco_state *s = st;
	jw *seats = jw_array();
	for (int i = 0; i < s->n; i++)
		jw_push(seats, jw_pack("{s:o, s:b}", "name", seat(s, i), "lost", s->out >> i & 1));
	jw_set(out, "seats", seats);
	jw_set(out, "dealer", seat(s, s->dealer));
	/* Rule 8 deals everyone the same number of provinces. */
	jw_set(out, "initial_provinces", jw_int(RECO_NPROV / s->n));
	jw_set(out, "provinces_to_win", jw_int(RECO_NPROV / s->n + RECO_TO_WIN));
	awaited(s, who, out);
	int shown = s->phase != RECO_PLACEMENT || (who >= 0 && who == s->active);
	jw_set(out, "board", shown ? board(s) : jw_null());
	if (who < 0 || who >= s->n)
		return;
	jw *me = jw_object();
	int lost = s->out >> who & 1;
	jw_set(me, "lost", jw_bool(lost));
	if (!lost) {
		jw_set(me, "provinces", provinces(s, reco_cards(s, who)));
		jw_set(me, "count", jw_int(reco_count(s, who)));
		jw_set(me, "initial", jw_int(s->initial[who]));
		jw_set(me, "to_win", jw_int(s->initial[who] + RECO_TO_WIN));
	}
	if (s->phase == RECO_PLACEMENT) {
		jw_set(me, "left_to_place", jw_int(s->left[who]));
		/* The rounds he sent ahead, noted until the board reaches him:
		 * his alone (no other document has them). */
		jw *noted = jw_array();
		for (int k = 0; k < s->nnote[who]; k++)
			jw_push(noted, jw_pack("{s:i, s:o, s:i}", "round", s->note[who][k].round, "province",
					       province(s, s->note[who][k].prov, 0), "troops", s->note[who][k].n));
		jw_set(me, "noted", noted);
	}
	if (s->phase != RECO_OVER && !lost)
		jw_set(me, "standing_defense", jw_string(s->defend_all[who] ? "all" : "none"));
	jw_set(out, "own", me);
}
