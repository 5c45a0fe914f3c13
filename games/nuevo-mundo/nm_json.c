/* Nuevo Mundo: the JSON view (docs/json/nuevo-mundo.md), the same facts as
 * nm_view.c. Public: the map and its pieces, every player's credits,
 * settlements, islands and card kinds, the table, the turn track, the
 * geography. The points of one's own cards, one's standing orders and
 * one's paused program are in the seat's document alone. */
#include <string.h>


#include "games/nuevo-mundo/nm_int.h"

void nm_view_json(const void *st, int who, jw *out);

static jw *region(const nm_state *s, int g)
{
	return jw_pack("{s:s, s:s}", "id", s->map->id[g], "name", s->map->name[g]);
}

static jw *card(const nm_state *s, int c)
{
	return jw_pack("{s:s, s:i}", "kind", nm_kinds[s->card[c].kind].code, "points", s->card[c].points);
}

static jw *options(const nm_state *s)
{
	jw *loss = jw_array();
	for (int c = 0; c < 3; c++)
		jw_push(loss, jw_pack("[i, i]", s->loss[c][0], s->loss[c][1]));
	return jw_pack("{s:i, s:s, s:o, s:i, s:o, s:b}", "scenario", s->scenario, "title", s->map->title, "losses", loss,
		"answer_hours", s->answer_hours, "max_turns", s->max_turns ? jw_int(s->max_turns) : jw_null(),
		"custom_deck", memcmp(s->card, nm_default_cards, sizeof s->card) != 0);
}

static jw *seats(const nm_state *s)
{
	jw *a = jw_array();
	for (int p = 0; p < s->n; p++) {
		jw *o = jw_pack("{s:s, s:b}", "name", nm_name(s, p), "out", s->out >> p & 1);
		if (!(s->out >> p & 1)) {
			int count[NM_NKINDS];
			nm_kinds_held(s, p, count);
			jw *k = jw_object();
			for (int i = 0; i < NM_NKINDS; i++)
				if (count[i])
					jw_set(k, nm_kinds[i].code, jw_int(count[i]));
			jw_set(o, "credits", jw_int(nm_produce(s, p)));
			jw_set(o, "settlements", jw_int(nm_settlements(s, p)));
			jw_set(o, "islands", jw_int(nm_islands(s, p)));
			jw_set(o, "cards", jw_int(nm_cards_of(s, p)));
			jw_set(o, "kinds", k);
		}
		jw_push(a, o);
	}
	return a;
}

static jw *table(const nm_state *s)
{
	jw *up = jw_array();
	for (int k = 0; k < NM_FACEUP; k++)
		if (s->up[k] >= 0)
			jw_push(up, card(s, s->up[k]));
	int out_n = 0;
	for (int c = 0; c < NM_NCARDS; c++)
		out_n += s->where[c] == NM_OUT;
	return jw_pack("{s:o, s:i, s:i}", "face_up", up, "deck", s->ndeck, "out_of_game", out_n);
}

/* Every region with its pieces, in the map's order. */
static jw *regions(const nm_state *s)
{
	const nm_map *m = s->map;
	jw *a = jw_array();
	for (int g = 0; g < m->n; g++) {
		jw *o = region(s, g), *pieces = jw_array(), *ships = jw_array();
		jw_set(o, "land", jw_bool(m->land[g]));
		jw_set(o, "island", m->land[g] ? jw_string(m->island[m->isl[g]]) : jw_null());
		for (int p = 0; m->land[g] && p < s->n; p++)
			if (s->cq[g][p] || s->ca[g][p])
				jw_push(pieces, jw_pack("{s:s, s:i, s:s}", "player", nm_name(s, p), "cq",
					s->cq[g][p], "ca", s->ca[g][p] == 2 ? "settlement" : s->ca[g][p] ? "lone" : "none"));
		for (int i = 0; i < NM_NSHIPS; i++)
			if (s->ship[i].owner >= 0 && s->ship[i].region == g)
				jw_push(ships, jw_pack("{s:i, s:s, s:i}", "ship", i + 1, "player",
					nm_name(s, s->ship[i].owner), "cq", s->ship[i].cq));
		jw_set(o, "pieces", pieces);
		jw_set(o, "ships", ships);
		jw_set(o, "conflict", jw_bool(s->conflict & nm_bit(g)));
		jw_push(a, o);
	}
	return a;
}

/* Borders and coasts as pairs of region ids, each once. */
static jw *geography(const nm_state *s)
{
	const nm_map *m = s->map;
	jw *b = jw_array(), *o = jw_array(), *c = jw_array();
	for (int g = 0; g < m->n; g++)
		for (int h = g + 1; h < m->n; h++) {
			if (m->adj[g] & nm_bit(h))
				jw_push(b, jw_pack("[s, s]", m->id[g], m->id[h]));
			if (m->land[g] && (m->open[g] & nm_bit(h)))
				jw_push(o, jw_pack("[s, s]", m->id[g], m->id[h]));
			if (m->land[g] && (m->closed[g] & nm_bit(h)))
				jw_push(c, jw_pack("[s, s]", m->id[g], m->id[h]));
		}
	return jw_pack("{s:o, s:o, s:o}", "borders", b, "open_coasts", o, "closed_coasts", c);
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
	int ok = ord_nm_parse(nm_vocab(s->map), line, "es", o, &why) == ES_OK && o->verb == ORD_NM_RETREAT;
	sbuf_free(&why);
	return ok;
}

static void question(const nm_state *s, jw *out)
{
	ord_nm o;
	if (!asked_retreat(s, &o))
		return;
	int a = nm_region_owner_count(s, o.from, s->active), d = nm_region_owner_count(s, o.from, s->asked);
	jw_set(out, "retreat", jw_pack("{s:o, s:o, s:i, s:i, s:s, s:s}", "region", region(s, o.from), "to",
		region(s, o.to), "attacker_pieces", a, "defender_pieces", d, "attacker_criterion",
		criteria[nm_criterion(a, d)], "defender_criterion", criteria[nm_criterion(d, a)]));
}

static void awaited(const nm_state *s, int who, jw *out)
{
	jw *track = jw_array();
	for (int k = 0; k < s->ntrack; k++)
		jw_push(track, jw_string(nm_name(s, s->track[k])));
	jw_set(out, "track", track);
	jw_set(out, "round", jw_int(s->round));
	if (s->phase == NM_OVER || !s->ntrack)
		return;
	jw_set(out, "track_position", jw_int(s->pos));
	jw_set(out, "next", jw_string(nm_name(s, s->track[(s->pos + 1) % s->ntrack])));
	jw_set(out, "active", jw_string(nm_name(s, s->active)));
	if (s->phase == NM_TURN)
		jw_set(out, "credits", jw_int(s->credits));
	if (s->phase != NM_ANSWER)
		return;
	jw_set(out, "asked", jw_string(nm_name(s, s->asked)));
	question(s, out);
	/* The paused program is the attacker's own. */
	if (who == s->active && s->program) {
		jw *lines = jw_array();
		for (const char *p = s->program; *p;) {
			size_t len = strcspn(p, "\n");
			jw_push(lines, jw_stringn(p, len));
			p += len + (p[len] == '\n');
		}
		jw_set(out, "paused_program", lines);
	}
}

static jw *own(const nm_state *s, int who)
{
	jw *cards = jw_array(), *tactics = jw_array(), *retreats = jw_object();
	for (int c = 0; c < NM_NCARDS; c++)
		if (s->where[c] == who)
			jw_push(cards, card(s, c));
	const nm_standing *t = &s->standing[who];
	for (int k = 0; k < t->ntactics; k++)
		jw_push(tactics, jw_int(t->tactics[k]));
	static const char *const pol[] = { [ORD_NM_REFUSE] = "refuse", [ORD_NM_ACCEPT] = "accept", [ORD_NM_ASK] = "ask" };
	for (int q = 0; q < s->n; q++)
		if (q != who)
			jw_set(retreats, nm_name(s, q), jw_string(pol[t->retreat[q]]));
	return jw_pack("{s:o, s:i, s:o, s:s, s:o, s:s}", "cards", cards, "points", nm_points(s, who), "tactics", tactics,
		"losses", t->losses_largest ? "largest" : "smallest", "retreats", retreats, "combos",
		t->combos_auto ? "auto" : "manual");
}

void nm_view_json(const void *st, int who, jw *out)
{
	const nm_state *s = st;
	jw_set(out, "options", options(s));
	awaited(s, who, out);
	jw_set(out, "seats", seats(s));
	jw_set(out, "table", table(s));
	jw *cones = jw_array();
	for (int k = 0; k < s->ncones; k++)
		jw_push(cones, jw_pack("[s, s]", s->map->id[s->cone[k][0]], s->map->id[s->cone[k][1]]));
	jw_set(out, "red_cones", cones);
	jw_set(out, "regions", regions(s));
	jw_set(out, "geography", geography(s));
	if (who >= 0 && who < s->n && !(s->out >> who & 1))
		jw_set(out, "own", own(s, who));
}
