/* TEG: the JSON view (docs/json/teg.md), the same facts as teg_view.c.
 * The map, pacts, card counts and exchanges are public; a seat's own
 * cards, objective and claims ordered ahead are in its document alone. */

#include "games/teg/teg_int.h"

void teg_view_json(const void *st, int who, jw *out);

static jw *country(const teg_state *s, int c)
{
	return jw_pack("{s:s, s:s}", "id", s->map->id[c], "name", s->map->name[c]);
}

static jw *players(const teg_state *s)
{
	jw *a = jw_array();
	for (int k = 0; k < s->n; k++) {
		int i = (s->first + k) % s->n, armies = 0;
		for (int j = 0; j < TEG_NC; j++)
			if (s->owner[j] == i)
				armies += s->armies[j];
		jw_push(a, jw_pack("{s:s, s:s, s:i, s:i, s:i, s:i, s:b}", "name", teg_name(s, i), "color",
			teg_color_ids[s->o.colors[i]], "countries", teg_count(s, i), "armies", armies, "cards",
			teg_hand(s, i, NULL), "exchanges", s->exchanges[i], "out", !teg_alive(s, i)));
	}
	return a;
}

static jw *pacts(const teg_state *s)
{
	static const char *const kinds[] = { [TEG_PACT_BORDER] = "border", [TEG_PACT_WORLD] = "world",
		[TEG_PACT_ZONE] = "zone" };
	static const char *const states[] = { [TEG_PACT_PROPOSED] = "proposed", [TEG_PACT_ACTIVE] = "active",
		[TEG_PACT_BROKEN] = "broken" };
	jw *a = jw_array();
	for (int i = 0; i < s->npacts; i++) {
		const teg_pact *p = &s->pacts[i];
		jw *o = jw_pack("{s:i, s:s, s:s, s:s, s:s}", "id", p->id, "kind", kinds[p->kind], "status",
			states[p->status], "from", teg_name(s, p->from), "to", teg_name(s, p->to));
		jw *cs = jw_array();
		if (p->kind != TEG_PACT_WORLD)
			jw_push(cs, country(s, p->a));
		if (p->kind == TEG_PACT_BORDER)
			jw_push(cs, country(s, p->b));
		jw_set(o, "countries", cs);
		if (p->status == TEG_PACT_BROKEN)
			jw_set(o, "breaker", jw_string(teg_name(s, p->breaker)));
		jw_push(a, o);
	}
	return a;
}

static jw *board(const teg_state *s)
{
	jw *a = jw_array();
	for (int c = 0; c < TEG_NCONT; c++) {
		jw *cs = jw_array();
		for (int i = 0; i < TEG_NC; i++)
			if (s->map->cont[i] == c) {
				jw *o = country(s, i);
				jw_set(o, "owner", s->owner[i] >= 0 ? jw_string(teg_name(s, s->owner[i])) : jw_null());
				jw_set(o, "armies", jw_int(s->armies[i]));
				jw_push(cs, o);
			}
		jw_push(a, jw_pack("{s:s, s:s, s:i, s:o}", "id", s->map->cont_id[c], "name",
			s->map->cont_name[c], "bonus", s->map->bonus[c], "countries", cs));
	}
	return a;
}

/* What the active seat is told at the start of its turn (teg_view.c). */
static void income(const teg_state *s, int who, jw *out)
{
	int free_armies, cont[TEG_NCONT], trio[3];
	teg_income(s, who, &free_armies, cont);
	int total = free_armies;
	jw *cs = jw_array();
	for (int c = 0; c < TEG_NCONT; c++)
		if (cont[c]) {
			total += cont[c];
			jw_push(cs, jw_pack("{s:s, s:s, s:i}", "id", s->map->cont_id[c], "name",
				s->map->cont_name[c], "armies", cont[c]));
		}
	jw_set(out, "income", jw_pack("{s:i, s:i, s:o}", "total", total, "free", free_armies,
		"continents", cs));
	jw_set(out, "can_exchange", jw_bool(teg_best_trio(s, who, 0, trio)));
	jw_set(out, "next_exchange_value", jw_int(teg_exchange_value(s->exchanges[who] + 1)));
	jw_set(out, "must_exchange", jw_bool(teg_hand(s, who, NULL) >= TEG_HAND_LIMIT));
}

static void awaited(const teg_state *s, int who, jw *out)
{
	if (s->phase == TEG_OVER)
		return;
	jw_set(out, "active", jw_string(teg_name(s, s->active)));
	if (s->phase == TEG_CLAIM) {
		int left = 0;
		for (int i = 0; i < TEG_NC; i++)
			left += s->owner[i] < 0;
		jw_set(out, "unclaimed", jw_int(left));
	} else if (s->phase == TEG_PLACE) {
		jw_set(out, "place_now", jw_int(teg_setup_amount(s, s->active)));
		jw_set(out, "round", jw_int(s->round));
	} else if (who == s->active) {
		jw_set(out, "first_turn", jw_bool(s->turns[who] < 2));
		if (s->turns[who] >= 2)
			income(s, who, out);
	}
}

static jw *objective(const teg_state *s, int who)
{
	if (s->variant)
		return jw_pack("{s:b}", "variant", 1);
	int o = s->objective[who], t = s->target[who];
	jw *j = jw_pack("{s:i, s:s, s:b, s:b}", "number", o, "text", s->map->obj[o].text, "common_only",
		s->common_only[who], "variant", 0);
	jw_set(j, "destroy", t >= 0 ? jw_string(teg_name(s, t)) : jw_null());
	return j;
}

static jw *own(const teg_state *s, int who)
{
	int cards[TEG_NC], k = teg_hand(s, who, cards);
	jw *cs = jw_array();
	for (int i = 0; i < k; i++)
		jw_push(cs, jw_pack("{s:o, s:s, s:b}", "country", country(s, cards[i]), "symbol",
			teg_symbol_ids[s->map->symbol[cards[i]]], "bonus_used", s->bonus_used[cards[i]]));
	jw *me = jw_pack("{s:b, s:o, s:o}", "out", !teg_alive(s, who), "cards", cs, "objective", objective(s, who));
	if (s->phase == TEG_CLAIM && s->nqueue[who]) {
		jw *q = jw_array();
		for (int i = 0; i < s->nqueue[who]; i++)
			jw_push(q, country(s, s->queue[who][i]));
		jw_set(me, "claims_ahead", q);
	}
	return me;
}

void teg_view_json(const void *st, int who, jw *out)
{
	const teg_state *s = st;
	jw_set(out, "variant", jw_bool(s->variant));
	jw_set(out, "seats", players(s));
	awaited(s, who, out);
	jw_set(out, "pacts", pacts(s));
	jw_set(out, "continents", board(s));
	if (who >= 0 && who < s->n)
		jw_set(out, "own", own(s, who));
}
