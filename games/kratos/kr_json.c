/* Κρατος: the JSON view (docs/json/kratos.md), the same facts as
 * kr_view.c. Everything on the board is public (rules 6 and 24); gold is
 * private: a seat's document has its own, no other. */

#include "games/kratos/kr_int.h"

void kr_view_json(const void *st, int who, jw *out);

static jw *colour(int c)
{
	return c >= 0 ? jw_string(kr_colour_word[c]) : jw_null();
}

static jw *island_id(int i)
{
	char id[2] = { (char)('A' + i), '\0' };
	return i >= 0 ? jw_string(id) : jw_null();
}

/* The order of play (rule 13): who each colour is, capital, bot, out. */
static jw *colours(const kr_state *s)
{
	jw *a = jw_array();
	for (int k = 0; k < KR_COLOURS; k++) {
		int c = s->order[k];
		jw_push(a, jw_pack("{s:i, s:o, s:s, s:b, s:b, s:o}", "number", k + 1, "colour", colour(c),
			"player", kr_name(s, c), "bot", kr_is_bot(s, c), "out", s->out >> c & 1, "capital",
			island_id(kr_capital(s, c))));
	}
	return a;
}

static jw *islands(const kr_state *s)
{
	jw *a = jw_array();
	for (int i = 0; i < KR_NISLAND; i++) {
		char cell[4];
		kr_cell_name(kr_cell(s->board.col[i], s->board.row[i]), cell);
		jw *depot = jw_object(), *steel = jw_object();
		for (int g = 0; g < KR_NGOODS; g++)
			if (g != KR_STEEL)
				jw_set(depot, kr_good_word[g], jw_int(s->depot[i][g]));
		/* Rule 57: the colour in turn's steel, any other's when some. */
		for (int k = 0; k < KR_COLOURS; k++)
			if (k == s->active || s->steel[i][k])
				jw_set(steel, kr_colour_word[k], jw_int(s->steel[i][k]));
		jw_push(a, jw_pack("{s:o, s:s, s:s, s:o, s:b, s:o, s:o, s:i, s:i, s:i}", "id", island_id(i),
			"cell", cell, "supports", kr_good_word[s->infra[i]], "owner", colour(s->owner[i]), "capital",
			s->owner[i] >= 0 && s->flag[s->owner[i]] == i, "depot", depot, "steel", steel, "playable",
			kr_island_count(s, i, 0), "producers", kr_island_count(s, i, 1), "mines", kr_island_count(s, i, 2)));
	}
	return a;
}

/* The 26 rows of the grid, north first: an island's letter or '.'. */
static jw *grid(const kr_state *s)
{
	jw *a = jw_array();
	for (int y = 0; y < KR_H; y++) {
		char row[KR_W + 1];
		for (int x = 0; x < KR_W; x++) {
			int at = s->board.at[kr_cell(x, y)];
			row[x] = at >= 0 ? (char)('A' + at) : '.';
		}
		row[KR_W] = '\0';
		jw_push(a, jw_string(row));
	}
	return a;
}

/* Piece i (not gone), as the text view's pieces table lists it. */
static jw *piece(const kr_state *s, int i)
{
	const kr_piece *p = &s->p[i];
	char pl[8];
	kr_place_name(s, kr_place_of(s, i), pl, sizeof pl);
	jw *o = jw_pack("{s:i, s:s, s:o, s:s, s:b, s:b, s:o}", "id", i + 1, "type", kr_type_word[p->type], "owner",
		colour(kr_piece_owner(s, i)), "place", pl, "listed", p->listed, "submerged", p->submerged, "cargo",
		p->cargo >= 0 ? jw_string(kr_good_word[p->cargo]) : jw_null());
	jw_set(o, "carrier", p->carrier >= 0 ? jw_int(p->carrier + 1) : jw_null());
	if (p->carrier >= 0)
		jw_set(o, "laid", jw_bool(p->laid));
	if (s->phase == KR_PH_TURN)
		jw_set(o, "played", jw_bool(p->stage >= KR_MOVED));
	return o;
}

static jw *pieces(const kr_state *s)
{
	jw *a = jw_array();
	for (int i = 0; i < s->np; i++)
		if (s->p[i].type >= 0)
			jw_push(a, piece(s, i));
	return a;
}

static jw *own(const kr_state *s, int who)
{
	jw *me = jw_pack("{s:s, s:I}", "colour", kr_colour_word[who], "gold", (long long)s->gold[who]);
	if (s->phase == KR_PH_SETUP && !(s->placed >> who & 1))
		jw_set(me, "setup_todo", jw_pack("{s:o, s:o}", "capital", island_id(s->flag[who]), "second",
			island_id(s->second[who])));
	int cap = s->flag[who];
	if (cap >= 0 && s->phase == KR_PH_TURN) {
		jw_set(me, "famine_near", jw_bool(s->depot[cap][KR_BREAD] < 2 * kr_bread_need(s, who)));
		jw_set(me, "gas_low", jw_bool(s->depot[cap][KR_GAS] < 10));
	}
	return me;
}

void kr_view_json(const void *st, int who, jw *out)
{
	const kr_state *s = st;
	if (s->phase == KR_PH_TURN) {
		int cap = s->flag[s->active];
		jw_set(out, "turn", jw_pack("{s:s, s:s, s:i, s:i, s:i, s:b, s:i, s:i, s:i}", "active",
			kr_colour_word[s->active], "player", kr_name(s, s->active), "die", s->die, "base", s->base,
			"bread_taken", s->bread_taken, "famine", s->famine, "capital_bread",
			cap >= 0 ? s->depot[cap][KR_BREAD] : 0, "capital_gas", cap >= 0 ? s->depot[cap][KR_GAS] : 0,
			"bread_need", kr_bread_need(s, s->active)));
	}
	jw_set(out, "grid", grid(s));
	jw_set(out, "colours", colours(s));
	jw_set(out, "islands", islands(s));
	jw_set(out, "pieces", pieces(s));
	if (who >= 0 && who < s->n)
		jw_set(out, "own", own(s, who));
}
