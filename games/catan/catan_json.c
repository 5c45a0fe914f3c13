/* Catan: the JSON view (docs/json/catan.md), the same facts as
 * catan_view.c. Public: options, what is awaited, the last roll, the
 * board, every player's counts, the special cards, the bank, the deck and
 * the offers. The seat's own cards, point cards, pieces left, rates and
 * standing orders are in its document alone; never another seat's cards. */

#include "games/catan/catan_int.h"

void catan_view_json(const void *st, int who, jw *out);

/* Resources and the point cards of trades, by index (catan_res_name). */
static const char *const card_words[CATAN_NCARDS] = { "lumber", "brick", "wool", "grain", "ore", "points" };
static const char *const dev_words[CATAN_NDEV] = { "knight", "point", "roads", "invention", "monopoly" };
static const char *const colour_words[CATAN_MAXP] = { "red", "blue", "white", "orange" };

/* {"lumber": n, ...} of the first n cards of v, zeros included. */
static jw *cards(const int *v, int n)
{
	jw *o = jw_object();
	for (int r = 0; r < n; r++)
		jw_set(o, card_words[r], jw_int(v[r]));
	return o;
}

static jw *options(const catan_state *s)
{
	return jw_pack("{s:s, s:s, s:b, s:s, s:b, s:s, s:s}", "board", s->o.beginner ? "beginner" : "random",
		"dev_per_turn", s->o.dev_limit ? "one" : "unlimited", "knight_steals", s->o.knight_steals, "steal",
		s->o.steal_forced ? "compulsory" : "optional", "point_trade", s->o.point_trade, "setup",
		s->o.setup_official ? "official" : "literal", "shortage", s->o.shortage_official ? "official" : "nobody");
}

static void awaited(const catan_state *s, int who, jw *out)
{
	if (s->phase != CATAN_PH_OVER)
		jw_set(out, "active", jw_string(catan_pname(s, s->active)));
	if (s->phase == CATAN_PH_SETUP)
		jw_set(out, "setup_round", jw_int(catan_setup_round(s)));
	if (s->phase == CATAN_PH_MAIN)
		jw_set(out, "robber_pending", jw_bool(s->robber_pending));
	if (s->phase == CATAN_PH_OVER && s->end == CATAN_END_VICTORY)
		jw_set(out, "winner_points", jw_int(catan_points(s, s->winner, 1)));
	if (s->phase != CATAN_PH_DISCARD)
		return;
	jw *a = jw_array();
	for (int p = 0; p < s->n; p++)
		if (s->owe[p])
			jw_push(a, jw_pack("{s:s, s:i}", "player", catan_pname(s, p), "cards", s->owe[p]));
	jw_set(out, "discards", a);
	if (who >= 0 && s->owe[who])
		jw_set(out, "discard_by_preference", jw_bool(s->npref[who]));
}

static jw *hexes(const catan_state *s)
{
	const catan_map *m = s->map;
	int slot_at[CATAN_NHEX]; /* the harbour slot on a sea hex's coast, or -1 */
	for (int h = 0; h < CATAN_NHEX; h++)
		slot_at[h] = -1;
	for (int i = 0; i < CATAN_NSLOT; i++)
		for (int k = 0; k < 2; k++)
			if (m->ehex[m->slot_edge[i]][k] >= CATAN_NLAND)
				slot_at[m->ehex[m->slot_edge[i]][k]] = i;
	jw *a = jw_array();
	for (int h = 0; h < CATAN_NHEX; h++) {
		jw *o = jw_pack("{s:s, s:i, s:i, s:s}", "id", m->hex[h], "q", m->q[h], "r", m->r[h], "kind",
			h < CATAN_NLAND ? "land" : "sea");
		if (h < CATAN_NLAND) {
			jw_set(o, "terrain", jw_string(catan_terrain_words[s->terrain[h]]));
			jw_set(o, "number", s->number[h] ? jw_int(s->number[h]) : jw_null());
			jw_set(o, "robber", jw_bool(h == s->robber));
		} else {
			int slot = slot_at[h];
			jw_set(o, "harbour", slot >= 0 ? jw_string(catan_harbour_words[s->harbour[slot]])
								 : jw_null());
		}
		jw_push(a, o);
	}
	return a;
}

static jw *harbours(const catan_state *s)
{
	const catan_map *m = s->map;
	jw *a = jw_array();
	for (int i = 0; i < CATAN_NSLOT; i++) {
		const int *eh = m->ehex[m->slot_edge[i]];
		int sea = eh[0] >= CATAN_NLAND ? eh[0] : eh[1], land = eh[0] + eh[1] - sea;
		jw_push(a, jw_pack("{s:s, s:s, s:s, s:[s, s], s:s}", "sea", m->hex[sea], "land", m->hex[land],
			"path", m->ename[m->slot_edge[i]], "intersections", m->vname[m->slot_v[i][0]], m->vname[m->slot_v[i][1]],
			"type", catan_harbour_words[s->harbour[i]]));
	}
	return a;
}

static jw *seats(const catan_state *s)
{
	jw *a = jw_array();
	for (int p = 0; p < s->n; p++) {
		jw *st = jw_array(), *ci = jw_array(), *ro = jw_array();
		for (int v = 0; v < CATAN_NV; v++)
			if (s->vown[v] == p)
				jw_push(s->vcity[v] ? ci : st, jw_string(s->map->vname[v]));
		for (int e = 0; e < CATAN_NE; e++)
			if (s->eown[e] == p)
				jw_push(ro, jw_string(s->map->ename[e]));
		jw_push(a, jw_pack("{s:s, s:s, s:i, s:i, s:i, s:i, s:i, s:o, s:o, s:o}", "name",
			catan_pname(s, p), "colour", colour_words[p], "points", catan_points(s, p, s->phase == CATAN_PH_OVER),
			"cards", catan_hand_size(s, p), "dev_cards", catan_dev_count(s, p), "knights", s->knights[p],
			"road_length", catan_longest_road(s, p), "settlements", st, "cities", ci, "roads", ro));
	}
	return a;
}

static jw *offers(const catan_state *s)
{
	jw *a = jw_array();
	for (int i = 0; i < s->noffers; i++) {
		const catan_offer *of = &s->offer[i];
		jw_push(a, jw_pack("{s:i, s:s, s:o, s:o, s:o}", "id", of->id, "from", catan_pname(s, of->from),
			"to", of->to >= 0 ? jw_string(catan_pname(s, of->to)) : jw_null(), "give",
			cards(of->give, CATAN_NCARDS), "get", cards(of->get, CATAN_NCARDS)));
	}
	return a;
}

static jw *own(const catan_state *s, int who)
{
	jw *dev = jw_array(), *rates = jw_object(), *pref = jw_array();
	for (int k = 0; k < CATAN_NDEV; k++)
		if (s->dev[who][k])
			jw_push(dev, jw_pack("{s:s, s:i, s:i}", "card", dev_words[k], "count", s->dev[who][k],
				"new", s->devnew[who][k]));
	for (int r = 0; r < CATAN_NRES; r++)
		jw_set(rates, card_words[r], jw_int(catan_rate(s, who, r)));
	for (int i = 0; i < s->npref[who]; i++)
		jw_push(pref, jw_string(card_words[s->pref[who][i]]));
	return jw_pack("{s:o, s:o, s:i, s:i, s:i, s:{s:i, s:i, s:i}, s:o, s:b, s:o}", "hand",
		cards(s->hand[who], CATAN_NRES), "dev_cards", dev, "points", catan_points(s, who, 1), "points_visible",
		catan_points(s, who, 0), "point_cards", s->dev[who][CATAN_DEV_POINT], "pieces_left", "roads",
		catan_pieces_left(s, who, CATAN_B_ROAD), "settlements", catan_pieces_left(s, who, CATAN_B_SETTLEMENT),
		"cities", catan_pieces_left(s, who, CATAN_B_CITY), "rates", rates, "autoroll", s->autoroll[who],
		"discard_preference", pref);
}

void catan_view_json(const void *st, int who, jw *out)
{
	const catan_state *s = st;
	jw_set(out, "options", options(s));
	awaited(s, who, out);
	jw_set(out, "last_roll", s->die[0] ? jw_pack("[i, i]", s->die[0], s->die[1]) : jw_null());
	jw_set(out, "hexes", hexes(s));
	jw_set(out, "harbours", harbours(s));
	jw_set(out, "seats", seats(s));
	jw_set(out, "longest_road",
		s->lr >= 0 ? jw_pack("{s:s, s:i}", "player", catan_pname(s, s->lr), "length", catan_longest_road(s, s->lr))
			   : jw_null());
	jw_set(out, "largest_army",
		s->la >= 0 ? jw_pack("{s:s, s:i}", "player", catan_pname(s, s->la), "knights", s->knights[s->la])
			   : jw_null());
	jw_set(out, "bank", cards(s->bank, CATAN_NRES));
	int deck = 0;
	for (int k = 0; k < CATAN_NDEV; k++)
		deck += s->deck[k];
	jw_set(out, "dev_deck", jw_int(deck));
	jw_set(out, "offers", offers(s));
	if (who >= 0 && who < s->n)
		jw_set(out, "own", own(s, who));
}
