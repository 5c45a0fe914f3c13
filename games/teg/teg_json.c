/* TEG: the JSON view (docs/json/teg.md), the same facts as teg_view.c.
 * The map, pacts, card counts and exchanges are public; a seat's own
 * cards, objective and claims ordered ahead are in its document alone. */
#include <jansson.h>

#include "games/teg/teg_int.h"

void teg_view_json(const void *st, int who, json_t *out);

static json_t *country(const teg_state *s, int c)
{
	return json_pack("{s:s, s:s}", "id", s->map->id[c], "name", s->map->name[c]);
}

static json_t *players(const teg_state *s)
{
	json_t *a = json_array();
	for (int k = 0; k < s->n; k++) {
		int i = (s->first + k) % s->n, armies = 0;
		for (int j = 0; j < TEG_NC; j++)
			if (s->owner[j] == i)
				armies += s->armies[j];
		json_array_append_new(a, json_pack("{s:s, s:s, s:i, s:i, s:i, s:i, s:b}", "name", teg_name(s, i), "color",
			teg_color_ids[s->o.colors[i]], "countries", teg_count(s, i), "armies", armies, "cards",
			teg_hand(s, i, NULL), "exchanges", s->exchanges[i], "out", !teg_alive(s, i)));
	}
	return a;
}

static json_t *pacts(const teg_state *s)
{
	static const char *const kinds[] = { [TEG_PACT_BORDER] = "border", [TEG_PACT_WORLD] = "world",
		[TEG_PACT_ZONE] = "zone" };
	static const char *const states[] = { [TEG_PACT_PROPOSED] = "proposed", [TEG_PACT_ACTIVE] = "active",
		[TEG_PACT_BROKEN] = "broken" };
	json_t *a = json_array();
	for (int i = 0; i < s->npacts; i++) {
		const teg_pact *p = &s->pacts[i];
		json_t *o = json_pack("{s:i, s:s, s:s, s:s, s:s}", "id", p->id, "kind", kinds[p->kind], "status",
			states[p->status], "from", teg_name(s, p->from), "to", teg_name(s, p->to));
		json_t *cs = json_array();
		if (p->kind != TEG_PACT_WORLD)
			json_array_append_new(cs, country(s, p->a));
		if (p->kind == TEG_PACT_BORDER)
			json_array_append_new(cs, country(s, p->b));
		json_object_set_new(o, "countries", cs);
		if (p->status == TEG_PACT_BROKEN)
			json_object_set_new(o, "breaker", json_string(teg_name(s, p->breaker)));
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *board(const teg_state *s)
{
	json_t *a = json_array();
	for (int c = 0; c < TEG_NCONT; c++) {
		json_t *cs = json_array();
		for (int i = 0; i < TEG_NC; i++)
			if (s->map->cont[i] == c) {
				json_t *o = country(s, i);
				json_object_set_new(o, "owner", s->owner[i] >= 0 ? json_string(teg_name(s, s->owner[i])) : json_null());
				json_object_set_new(o, "armies", json_integer(s->armies[i]));
				json_array_append_new(cs, o);
			}
		json_array_append_new(a, json_pack("{s:s, s:s, s:i, s:o}", "id", s->map->cont_id[c], "name",
			s->map->cont_name[c], "bonus", s->map->bonus[c], "countries", cs));
	}
	return a;
}

/* What the active seat is told at the start of its turn (teg_view.c). */
static void income(const teg_state *s, int who, json_t *out)
{
	int free_armies, cont[TEG_NCONT], trio[3];
	teg_income(s, who, &free_armies, cont);
	int total = free_armies;
	json_t *cs = json_array();
	for (int c = 0; c < TEG_NCONT; c++)
		if (cont[c]) {
			total += cont[c];
			json_array_append_new(cs, json_pack("{s:s, s:s, s:i}", "id", s->map->cont_id[c], "name",
				s->map->cont_name[c], "armies", cont[c]));
		}
	json_object_set_new(out, "income", json_pack("{s:i, s:i, s:o}", "total", total, "free", free_armies,
		"continents", cs));
	json_object_set_new(out, "can_exchange", json_boolean(teg_best_trio(s, who, 0, trio)));
	json_object_set_new(out, "next_exchange_value", json_integer(teg_exchange_value(s->exchanges[who] + 1)));
	json_object_set_new(out, "must_exchange", json_boolean(teg_hand(s, who, NULL) >= TEG_HAND_LIMIT));
}

static void awaited(const teg_state *s, int who, json_t *out)
{
	if (s->phase == TEG_OVER)
		return;
	json_object_set_new(out, "active", json_string(teg_name(s, s->active)));
	if (s->phase == TEG_CLAIM) {
		int left = 0;
		for (int i = 0; i < TEG_NC; i++)
			left += s->owner[i] < 0;
		json_object_set_new(out, "unclaimed", json_integer(left));
	} else if (s->phase == TEG_PLACE) {
		json_object_set_new(out, "place_now", json_integer(teg_setup_amount(s, s->active)));
		json_object_set_new(out, "round", json_integer(s->round));
	} else if (who == s->active) {
		json_object_set_new(out, "first_turn", json_boolean(s->turns[who] < 2));
		if (s->turns[who] >= 2)
			income(s, who, out);
	}
}

static json_t *objective(const teg_state *s, int who)
{
	if (s->variant)
		return json_pack("{s:b}", "variant", 1);
	int o = s->objective[who], t = s->target[who];
	json_t *j = json_pack("{s:i, s:s, s:b, s:b}", "number", o, "text", s->map->obj[o].text, "common_only",
		s->common_only[who], "variant", 0);
	json_object_set_new(j, "destroy", t >= 0 ? json_string(teg_name(s, t)) : json_null());
	return j;
}

static json_t *own(const teg_state *s, int who)
{
	int cards[TEG_NC], k = teg_hand(s, who, cards);
	json_t *cs = json_array();
	for (int i = 0; i < k; i++)
		json_array_append_new(cs, json_pack("{s:o, s:s, s:b}", "country", country(s, cards[i]), "symbol",
			teg_symbol_ids[s->map->symbol[cards[i]]], "bonus_used", s->bonus_used[cards[i]]));
	json_t *me = json_pack("{s:b, s:o, s:o}", "out", !teg_alive(s, who), "cards", cs, "objective", objective(s, who));
	if (s->phase == TEG_CLAIM && s->nqueue[who]) {
		json_t *q = json_array();
		for (int i = 0; i < s->nqueue[who]; i++)
			json_array_append_new(q, country(s, s->queue[who][i]));
		json_object_set_new(me, "claims_ahead", q);
	}
	return me;
}

void teg_view_json(const void *st, int who, json_t *out)
{
	const teg_state *s = st;
	json_object_set_new(out, "variant", json_boolean(s->variant));
	json_object_set_new(out, "seats", players(s));
	awaited(s, who, out);
	json_object_set_new(out, "pacts", pacts(s));
	json_object_set_new(out, "continents", board(s));
	if (who >= 0 && who < s->n)
		json_object_set_new(out, "own", own(s, who));
}
