/* Κρατος: the JSON view (docs/json/kratos.md), the same facts as
 * kr_view.c. Everything on the board is public (rules 6 and 24); gold is
 * private: a seat's document has its own, no other. */
#include <jansson.h>

#include "games/kratos/kr_int.h"

void kr_view_json(const void *st, int who, json_t *out);

static json_t *colour(int c)
{
	return c >= 0 ? json_string(kr_colour_word[c]) : json_null();
}

static json_t *island_id(int i)
{
	return i >= 0 ? json_sprintf("%c", 'A' + i) : json_null();
}

/* The order of play (rule 13): who each colour is, capital, bot, out. */
static json_t *colours(const kr_state *s)
{
	json_t *a = json_array();
	for (int k = 0; k < KR_COLOURS; k++) {
		int c = s->order[k];
		json_array_append_new(a, json_pack("{s:i, s:o, s:s, s:b, s:b, s:o}", "number", k + 1, "colour", colour(c),
			"player", kr_name(s, c), "bot", kr_is_bot(s, c), "out", s->out >> c & 1, "capital",
			island_id(kr_capital(s, c))));
	}
	return a;
}

static json_t *islands(const kr_state *s)
{
	json_t *a = json_array();
	for (int i = 0; i < KR_NISLAND; i++) {
		char cell[4];
		kr_cell_name(kr_cell(s->board.col[i], s->board.row[i]), cell);
		json_t *depot = json_object(), *steel = json_object();
		for (int g = 0; g < KR_NGOODS; g++)
			if (g != KR_STEEL)
				json_object_set_new(depot, kr_good_word[g], json_integer(s->depot[i][g]));
		/* Rule 57: the colour in turn's steel, any other's when some. */
		for (int k = 0; k < KR_COLOURS; k++)
			if (k == s->active || s->steel[i][k])
				json_object_set_new(steel, kr_colour_word[k], json_integer(s->steel[i][k]));
		json_array_append_new(a, json_pack("{s:o, s:s, s:s, s:o, s:b, s:o, s:o, s:i, s:i, s:i}", "id", island_id(i),
			"cell", cell, "supports", kr_good_word[s->infra[i]], "owner", colour(s->owner[i]), "capital",
			s->owner[i] >= 0 && s->flag[s->owner[i]] == i, "depot", depot, "steel", steel, "playable",
			kr_island_count(s, i, 0), "producers", kr_island_count(s, i, 1), "mines", kr_island_count(s, i, 2)));
	}
	return a;
}

/* The 26 rows of the grid, north first: an island's letter or '.'. */
static json_t *grid(const kr_state *s)
{
	json_t *a = json_array();
	for (int y = 0; y < KR_H; y++) {
		char row[KR_W + 1];
		for (int x = 0; x < KR_W; x++) {
			int at = s->board.at[kr_cell(x, y)];
			row[x] = at >= 0 ? (char)('A' + at) : '.';
		}
		row[KR_W] = '\0';
		json_array_append_new(a, json_string(row));
	}
	return a;
}

/* Piece i (not gone), as the text view's pieces table lists it. */
static json_t *piece(const kr_state *s, int i)
{
	const kr_piece *p = &s->p[i];
	char pl[8];
	kr_place_name(s, kr_place_of(s, i), pl, sizeof pl);
	json_t *o = json_pack("{s:i, s:s, s:o, s:s, s:b, s:b, s:o}", "id", i + 1, "type", kr_type_word[p->type], "owner",
		colour(kr_piece_owner(s, i)), "place", pl, "listed", p->listed, "submerged", p->submerged, "cargo",
		p->cargo >= 0 ? json_string(kr_good_word[p->cargo]) : json_null());
	json_object_set_new(o, "carrier", p->carrier >= 0 ? json_integer(p->carrier + 1) : json_null());
	if (p->carrier >= 0)
		json_object_set_new(o, "laid", json_boolean(p->laid));
	if (s->phase == KR_PH_TURN)
		json_object_set_new(o, "played", json_boolean(p->stage >= KR_MOVED));
	return o;
}

static json_t *pieces(const kr_state *s)
{
	json_t *a = json_array();
	for (int i = 0; i < s->np; i++)
		if (s->p[i].type >= 0)
			json_array_append_new(a, piece(s, i));
	return a;
}

static json_t *own(const kr_state *s, int who)
{
	json_t *me = json_pack("{s:s, s:I}", "colour", kr_colour_word[who], "gold", (json_int_t)s->gold[who]);
	if (s->phase == KR_PH_SETUP && !(s->placed >> who & 1))
		json_object_set_new(me, "setup_todo", json_pack("{s:o, s:o}", "capital", island_id(s->flag[who]), "second",
			island_id(s->second[who])));
	int cap = s->flag[who];
	if (cap >= 0 && s->phase == KR_PH_TURN) {
		json_object_set_new(me, "famine_near", json_boolean(s->depot[cap][KR_BREAD] < 2 * kr_bread_need(s, who)));
		json_object_set_new(me, "gas_low", json_boolean(s->depot[cap][KR_GAS] < 10));
	}
	return me;
}

void kr_view_json(const void *st, int who, json_t *out)
{
	const kr_state *s = st;
	if (s->phase == KR_PH_TURN) {
		int cap = s->flag[s->active];
		json_object_set_new(out, "turn", json_pack("{s:s, s:s, s:i, s:i, s:i, s:b, s:i, s:i, s:i}", "active",
			kr_colour_word[s->active], "player", kr_name(s, s->active), "die", s->die, "base", s->base,
			"bread_taken", s->bread_taken, "famine", s->famine, "capital_bread",
			cap >= 0 ? s->depot[cap][KR_BREAD] : 0, "capital_gas", cap >= 0 ? s->depot[cap][KR_GAS] : 0,
			"bread_need", kr_bread_need(s, s->active)));
	}
	json_object_set_new(out, "grid", grid(s));
	json_object_set_new(out, "colours", colours(s));
	json_object_set_new(out, "islands", islands(s));
	json_object_set_new(out, "pieces", pieces(s));
	if (who >= 0 && who < s->n)
		json_object_set_new(out, "own", own(s, who));
}
