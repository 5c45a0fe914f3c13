/* Nuevo Mundo: the JSON view (docs/json/nuevo-mundo.md), the same facts as
 * nm_view.c. Public: the map and its pieces, every player's credits,
 * settlements, islands and card kinds, the table, the turn track, the
 * geography. The points of one's own cards, one's standing orders and
 * one's paused program are in the seat's document alone. */
#include <string.h>

#include <jansson.h>

#include "games/nuevo-mundo/nm_int.h"

void nm_view_json(const void *st, int who, json_t *out);

static json_t *region(const nm_state *s, int g)
{
	return json_pack("{s:s, s:s}", "id", s->map->id[g], "name", s->map->name[g]);
}

static json_t *card(const nm_state *s, int c)
{
	return json_pack("{s:s, s:i}", "kind", nm_kinds[s->card[c].kind].code, "points", s->card[c].points);
}

static json_t *options(const nm_state *s)
{
	json_t *loss = json_array();
	for (int c = 0; c < 3; c++)
		json_array_append_new(loss, json_pack("[i, i]", s->loss[c][0], s->loss[c][1]));
	return json_pack("{s:i, s:s, s:o, s:i, s:o, s:b}", "scenario", s->scenario, "title", s->map->title, "losses", loss,
		"answer_hours", s->answer_hours, "max_turns", s->max_turns ? json_integer(s->max_turns) : json_null(),
		"custom_deck", memcmp(s->card, nm_default_cards, sizeof s->card) != 0);
}

static json_t *seats(const nm_state *s)
{
	json_t *a = json_array();
	for (int p = 0; p < s->n; p++) {
		json_t *o = json_pack("{s:s, s:b}", "name", nm_name(s, p), "out", s->out >> p & 1);
		if (!(s->out >> p & 1)) {
			int count[NM_NKINDS];
			nm_kinds_held(s, p, count);
			json_t *k = json_object();
			for (int i = 0; i < NM_NKINDS; i++)
				if (count[i])
					json_object_set_new(k, nm_kinds[i].code, json_integer(count[i]));
			json_object_set_new(o, "credits", json_integer(nm_produce(s, p)));
			json_object_set_new(o, "settlements", json_integer(nm_settlements(s, p)));
			json_object_set_new(o, "islands", json_integer(nm_islands(s, p)));
			json_object_set_new(o, "cards", json_integer(nm_cards_of(s, p)));
			json_object_set_new(o, "kinds", k);
		}
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *table(const nm_state *s)
{
	json_t *up = json_array();
	for (int k = 0; k < NM_FACEUP; k++)
		if (s->up[k] >= 0)
			json_array_append_new(up, card(s, s->up[k]));
	int out_n = 0;
	for (int c = 0; c < NM_NCARDS; c++)
		out_n += s->where[c] == NM_OUT;
	return json_pack("{s:o, s:i, s:i}", "face_up", up, "deck", s->ndeck, "out_of_game", out_n);
}

/* Every region with its pieces, in the map's order. */
static json_t *regions(const nm_state *s)
{
	const nm_map *m = s->map;
	json_t *a = json_array();
	for (int g = 0; g < m->n; g++) {
		json_t *o = region(s, g), *pieces = json_array(), *ships = json_array();
		json_object_set_new(o, "land", json_boolean(m->land[g]));
		json_object_set_new(o, "island", m->land[g] ? json_string(m->island[m->isl[g]]) : json_null());
		for (int p = 0; m->land[g] && p < s->n; p++)
			if (s->cq[g][p] || s->ca[g][p])
				json_array_append_new(pieces, json_pack("{s:s, s:i, s:s}", "player", nm_name(s, p), "cq",
					s->cq[g][p], "ca", s->ca[g][p] == 2 ? "settlement" : s->ca[g][p] ? "lone" : "none"));
		for (int i = 0; i < NM_NSHIPS; i++)
			if (s->ship[i].owner >= 0 && s->ship[i].region == g)
				json_array_append_new(ships, json_pack("{s:i, s:s, s:i}", "ship", i + 1, "player",
					nm_name(s, s->ship[i].owner), "cq", s->ship[i].cq));
		json_object_set_new(o, "pieces", pieces);
		json_object_set_new(o, "ships", ships);
		json_object_set_new(o, "conflict", json_boolean(s->conflict & nm_bit(g)));
		json_array_append_new(a, o);
	}
	return a;
}

/* Borders and coasts as pairs of region ids, each once. */
static json_t *geography(const nm_state *s)
{
	const nm_map *m = s->map;
	json_t *b = json_array(), *o = json_array(), *c = json_array();
	for (int g = 0; g < m->n; g++)
		for (int h = g + 1; h < m->n; h++) {
			if (m->adj[g] & nm_bit(h))
				json_array_append_new(b, json_pack("[s, s]", m->id[g], m->id[h]));
			if (m->land[g] && (m->open[g] & nm_bit(h)))
				json_array_append_new(o, json_pack("[s, s]", m->id[g], m->id[h]));
			if (m->land[g] && (m->closed[g] & nm_bit(h)))
				json_array_append_new(c, json_pack("[s, s]", m->id[g], m->id[h]));
		}
	return json_pack("{s:o, s:o, s:o}", "borders", b, "open_coasts", o, "closed_coasts", c);
}

static const char *const criteria[] = { [NM_HALF] = "half", [NM_EVEN] = "even", [NM_DOUBLE] = "double" };

/* The RETIRADA a question asks: the first line of the paused program. */
static int asked_retreat(const nm_state *s, ord_nm *o)
{
	char line[256];
	size_t len = s->program ? strcspn(s->program, "\n") : sizeof line;
	if (len >= sizeof line)
		return 0;
	memcpy(line, s->program, len);
	line[len] = '\0';
	sbuf why = SBUF_INIT;
	int ok = ord_nm_parse(s->map, line, "es", o, &why) == ES_OK && o->verb == ORD_NM_RETREAT;
	sbuf_free(&why);
	return ok;
}

static void question(const nm_state *s, json_t *out)
{
	ord_nm o;
	if (!asked_retreat(s, &o))
		return;
	int a = nm_region_owner_count(s, o.from, s->active), d = nm_region_owner_count(s, o.from, s->asked);
	json_object_set_new(out, "retreat", json_pack("{s:o, s:o, s:i, s:i, s:s, s:s}", "region", region(s, o.from), "to",
		region(s, o.to), "attacker_pieces", a, "defender_pieces", d, "attacker_criterion",
		criteria[nm_criterion(a, d)], "defender_criterion", criteria[nm_criterion(d, a)]));
}

static void awaited(const nm_state *s, int who, json_t *out)
{
	json_t *track = json_array();
	for (int k = 0; k < s->ntrack; k++)
		json_array_append_new(track, json_string(nm_name(s, s->track[k])));
	json_object_set_new(out, "track", track);
	json_object_set_new(out, "round", json_integer(s->round));
	if (s->phase == NM_OVER || !s->ntrack)
		return;
	json_object_set_new(out, "track_position", json_integer(s->pos));
	json_object_set_new(out, "next", json_string(nm_name(s, s->track[(s->pos + 1) % s->ntrack])));
	json_object_set_new(out, "active", json_string(nm_name(s, s->active)));
	if (s->phase == NM_TURN)
		json_object_set_new(out, "credits", json_integer(s->credits));
	if (s->phase != NM_ANSWER)
		return;
	json_object_set_new(out, "asked", json_string(nm_name(s, s->asked)));
	question(s, out);
	/* The paused program is the attacker's own. */
	if (who == s->active && s->program) {
		json_t *lines = json_array();
		for (const char *p = s->program; *p;) {
			size_t len = strcspn(p, "\n");
			json_array_append_new(lines, json_stringn(p, len));
			p += len + (p[len] == '\n');
		}
		json_object_set_new(out, "paused_program", lines);
	}
}

static json_t *own(const nm_state *s, int who)
{
	json_t *cards = json_array(), *tactics = json_array(), *retreats = json_object();
	for (int c = 0; c < NM_NCARDS; c++)
		if (s->where[c] == who)
			json_array_append_new(cards, card(s, c));
	const nm_standing *t = &s->standing[who];
	for (int k = 0; k < t->ntactics; k++)
		json_array_append_new(tactics, json_integer(t->tactics[k]));
	static const char *const pol[] = { [ORD_NM_REFUSE] = "refuse", [ORD_NM_ACCEPT] = "accept", [ORD_NM_ASK] = "ask" };
	for (int q = 0; q < s->n; q++)
		if (q != who)
			json_object_set_new(retreats, nm_name(s, q), json_string(pol[t->retreat[q]]));
	return json_pack("{s:o, s:i, s:o, s:s, s:o, s:s}", "cards", cards, "points", nm_points(s, who), "tactics", tactics,
		"losses", t->losses_largest ? "largest" : "smallest", "retreats", retreats, "combos",
		t->combos_auto ? "auto" : "manual");
}

void nm_view_json(const void *st, int who, json_t *out)
{
	const nm_state *s = st;
	json_object_set_new(out, "options", options(s));
	awaited(s, who, out);
	json_object_set_new(out, "seats", seats(s));
	json_object_set_new(out, "table", table(s));
	json_t *cones = json_array();
	for (int k = 0; k < s->ncones; k++)
		json_array_append_new(cones, json_pack("[s, s]", s->map->id[s->cone[k][0]], s->map->id[s->cone[k][1]]));
	json_object_set_new(out, "red_cones", cones);
	json_object_set_new(out, "regions", regions(s));
	json_object_set_new(out, "geography", geography(s));
	if (who >= 0 && who < s->n && !(s->out >> who & 1))
		json_object_set_new(out, "own", own(s, who));
}
