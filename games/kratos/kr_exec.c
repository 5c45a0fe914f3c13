/* One order of Κρατος against the state (rules 20-38, 46-48, 51, 57, 67,
 * 68): the same code checks a mail on a copy (no dice: every shot misses,
 * nothing is told) and applies it. */
#include <stdio.h>
#include <string.h>

#include "games/kratos/kr_int.h"

static int refuse(kr_why *w, const char *id, const char *a, const char *b)
{
	w->id = id;
	snprintf(w->a, sizeof w->a, "%s", a ? a : "");
	snprintf(w->b, sizeof w->b, "%s", b ? b : "");
	return 1;
}

static const char *idstr(int i, char *buf)
{
	snprintf(buf, 12, "%d", i + 1);
	return buf;
}

/* ---- movement (rules 27, 29, 32, 43) -------------------------------- */

/* Steps from the piece's place to `to`, passing only free sea cells
 * (rule 27; planes and submerged submarines pass any) and never through
 * an island (rule 32: entering one ends the move), or -1. */
int kr_path_len(const kr_state *s, int i, int to, int pass_all)
{
	static short dist[KR_NCELL + KR_NISLAND];
	short queue[KR_NCELL + KR_NISLAND];
	const kr_board *b = &s->board;
	int from = kr_place_of(s, i);
	if (from == to)
		return 0;
	/* Nodes: cells 0..519, islands 520 + i. */
	for (int k = 0; k < KR_NCELL + KR_NISLAND; k++)
		dist[k] = -1;
	int qh = 0, qt = 0, start = from >= 0 ? from : KR_NCELL - 1 - from, goal = to >= 0 ? to : KR_NCELL - 1 - to;
	unsigned char occ[KR_NCELL];
	memset(occ, 0, sizeof occ);
	if (!pass_all)
		for (int k = 0; k < s->np; k++)
			if (k != i && s->p[k].type >= 0 && s->p[k].carrier < 0 && s->p[k].place >= 0)
				occ[s->p[k].place] = 1;
	dist[start] = 0;
	queue[qt++] = (short)start;
	while (qh < qt) {
		int u = queue[qh++];
		if (u == goal)
			return dist[u];
		if (u != start && (u >= KR_NCELL || occ[u]))
			continue; /* an island ends a move; an occupied cell cannot be passed */
		int cells[4], nc = 0;
		if (u < KR_NCELL)
			cells[nc++] = u;
		else
			for (int d = 0; d < 4; d++)
				cells[nc++] = kr_cell(b->col[u - KR_NCELL] + d % 2, b->row[u - KR_NCELL] + d / 2);
		for (int c = 0; c < nc; c++)
			for (int dx = -1; dx <= 1; dx++)
				for (int dy = -1; dy <= 1; dy++) {
					int x = cells[c] % KR_W + dx, y = cells[c] / KR_W + dy;
					if (x < 0 || y < 0 || x >= KR_W || y >= KR_H)
						continue;
					int v = kr_cell(x, y);
					if (b->at[v] >= 0)
						v = KR_NCELL + b->at[v];
					if (dist[v] < 0) {
						dist[v] = (short)(dist[u] + 1);
						queue[qt++] = (short)v;
					}
				}
	}
	return -1;
}

static int *gas_of(kr_state *s, int who)
{
	int cap = kr_capital(s, who);
	return cap >= 0 ? &s->depot[cap][KR_GAS] : NULL;
}

/* Pieces carried by c (laid mines apart: they are on the sea). */
static int carried(const kr_state *s, int c)
{
	int k = 0;
	for (int i = 0; i < s->np; i++)
		k += s->p[i].type >= 0 && s->p[i].carrier == c && !s->p[i].laid;
	return k;
}

/* A sweeper leaving: the mines it laid stay on the cell (rule 46). */
static void drop_laid(kr_state *s, int c)
{
	for (int i = 0; i < s->np; i++)
		if (s->p[i].type >= 0 && s->p[i].carrier == c && s->p[i].laid) {
			s->p[i].place = s->p[c].place;
			s->p[i].carrier = -1;
			s->p[i].laid = 0;
			s->p[i].owner = -1;
		}
}

static void kill(kr_state *s, int i)
{
	drop_laid(s, i);
	/* Rule 41: a transport's cargo goes with it. */
	for (int k = 0; k < s->np; k++)
		if (s->p[k].type >= 0 && s->p[k].carrier == i)
			s->p[k].type = -1;
	s->p[i].type = -1;
}

/* Common conditions of a play of piece i by who (rules 18, 20). */
static int playable_by(const kr_state *s, int who, int i, int sell_or_pass, kr_why *w)
{
	char b[12];
	if (i < 0 || i >= s->np || s->p[i].type < 0)
		return refuse(w, "kratos.rej.no_piece", idstr(i, b), NULL);
	const kr_piece *p = &s->p[i];
	if (!kr_piece_rules[p->type].playable)
		return refuse(w, "kratos.rej.not_playable", idstr(i, b), NULL);
	if (p->owner != who && (sell_or_pass == 0 || p->carrier >= 0 || p->place >= 0 || s->owner[-1 - p->place] != who))
		return refuse(w, "kratos.rej.not_yours", idstr(i, b), NULL);
	if (p->built == s->turn && s->turn)
		return refuse(w, "kratos.rej.just_built", idstr(i, b), NULL);
	if (!sell_or_pass && s->famine)
		return refuse(w, "kratos.rej.famine", idstr(i, b), NULL);
	return 0;
}

static int fresh(const kr_state *s, int i, kr_why *w)
{
	char b[12];
	if (s->p[i].stage >= KR_MOVED)
		return refuse(w, "kratos.rej.played", idstr(i, b), NULL);
	return 0;
}

static int need_gas(kr_state *s, int who, kr_why *w)
{
	int *g = gas_of(s, who);
	if (!g || *g < 1)
		return refuse(w, "kratos.rej.no_gas", NULL, NULL);
	return 0;
}

static int room_on(const kr_state *s, int isl, int type, int extra)
{
	if (kr_piece_rules[type].playable && kr_island_count(s, isl, 0) + extra > KR_ISLAND_PIECES)
		return 0;
	if (kr_piece_rules[type].cls == KR_PRODUCER && kr_island_count(s, isl, 1) + extra > KR_ISLAND_PRODUCERS)
		return 0;
	if (type == KR_MINE && kr_island_count(s, isl, 2) + extra > KR_ISLAND_MINES)
		return 0;
	return 1;
}

/* Moves piece i to place `to` (rules 27-32), burning one gasoline. */
static int do_move(kr_state *s, int who, int i, int to, kr_why *w, int sweep)
{
	kr_piece *p = &s->p[i];
	char b[12], pl[8];
	if (to >= 0 && s->board.at[to] >= 0)
		to = -1 - s->board.at[to]; /* a cell of an island is the island (rule 32) */
	kr_place_name(s, to, pl, sizeof pl);
	int speed = kr_piece_rules[p->type].speed;
	if (!speed)
		return refuse(w, "kratos.rej.cannot_move", idstr(i, b), NULL);
	if (p->carrier >= 0 && p->type != KR_PLANE)
		return refuse(w, "kratos.rej.carried", idstr(i, b), NULL);
	/* Rule 48: a dive or a surfacing is one cell of this play's move,
	 * whose gasoline it paid. */
	int dived = p->type == KR_SUB && p->made == 1 && s->edition >= KR_EDITION_PLAYS;
	if (!dived && need_gas(s, who, w))
		return 1;
	if (to == kr_place_of(s, i))
		return refuse(w, "kratos.rej.same_place", pl, NULL);
	int pass_all = p->type == KR_PLANE || p->submerged;
	int len = kr_path_len(s, i, to, pass_all), most = speed * s->base - dived;
	if (len < 0 || len > most) {
		/* Near enough if it could pass: the way is blocked (rule 27). */
		int free_len = pass_all ? -1 : kr_path_len(s, i, to, 1);
		if (free_len >= 0 && free_len <= most)
			return refuse(w, "kratos.rej.blocked", idstr(i, b), pl);
		return refuse(w, "kratos.rej.too_far", idstr(i, b), pl);
	}
	int land_on = -1;
	if (to < 0) {
		if (p->submerged)
			return refuse(w, "kratos.rej.submerged_port", idstr(i, b), NULL);
		if (!room_on(s, -1 - to, p->type, 1))
			return refuse(w, "kratos.rej.island_full", pl, NULL);
	} else if (!sweep) {
		for (int k = 0; k < s->np; k++)
			if (k != i && s->p[k].type >= 0 && s->p[k].carrier < 0 && s->p[k].place == to)
				land_on = k;
		if (land_on >= 0) {
			/* Rule 47: a plane lands on its carrier at sea. */
			const kr_piece *c = &s->p[land_on];
			if (p->type != KR_PLANE || c->type != KR_CARRIER || c->owner != who || carried(s, land_on) >= 5)
				return refuse(w, "kratos.rej.occupied", pl, NULL);
		}
	}
	if (!dived)
		(*gas_of(s, who))--;
	if (p->type == KR_SUB && !p->made && s->edition >= KR_EDITION_PLAYS && len < most)
		p->made = 2; /* a cell left for a dive (rule 48) */
	drop_laid(s, i);
	p->carrier = (short)land_on;
	p->place = (short)to;
	p->stage = kr_cargo_of(p->type) ? KR_MOVED : KR_DONE;
	return 0;
}

/* ---- shots (rules 34-38, 41, 48, 49) -------------------------------- */

static int do_shoot(kr_state *s, int who, const ord_kr *o, dice *d, game_events *ev, kr_why *w)
{
	kr_piece *p = &s->p[o->piece];
	char b[12], t[12];
	const kr_piece_rule *r = &kr_piece_rules[p->type];
	if (r->cls != KR_WAR || !r->power)
		return refuse(w, "kratos.rej.cannot_shoot", idstr(o->piece, b), NULL);
	if (p->carrier >= 0 || p->submerged)
		return refuse(w, "kratos.rej.cannot_shoot_now", idstr(o->piece, b), NULL);
	if (p->shot)
		return refuse(w, "kratos.rej.shot_already", idstr(o->piece, b), NULL);
	int at, dist;
	char what[48];
	if (o->tisland >= 0) {
		at = -1 - o->tisland;
		snprintf(what, sizeof what, "%s %c", kr_good_word[o->good], 'A' + o->tisland);
		/* Rule 66: steel is no board piece, in no depot; rule 36: a hit
		 * destroys pieces, and an empty depot has none. */
		if (s->edition >= KR_EDITION_PLAYS && o->good == KR_STEEL)
			return refuse(w, "kratos.rej.steel_depot", NULL, NULL);
		if (s->edition >= KR_EDITION_PLAYS && s->depot[o->tisland][o->good] <= 0)
			return refuse(w, "kratos.rej.empty_depot", kr_good_word[o->good], what + strlen(what) - 1);
	} else {
		int k = o->tpiece;
		if (k >= 0 && k < s->np && s->p[k].type < 0)
			return refuse(w, "kratos.rej.target_gone", idstr(k, t), NULL);
		if (k < 0 || k >= s->np || k == o->piece)
			return refuse(w, "kratos.rej.no_target", idstr(k, t), NULL);
		const kr_piece *q = &s->p[k];
		if (q->type == KR_MINE)
			return refuse(w, "kratos.rej.mine_target", NULL, NULL);
		if (q->carrier >= 0)
			return refuse(w, "kratos.rej.carried_target", idstr(k, t), NULL);
		if (q->submerged && p->type != KR_SWEEPER)
			return refuse(w, "kratos.rej.submerged_target", idstr(k, t), NULL);
		at = q->place;
		snprintf(what, sizeof what, "%d %s", k + 1, kr_type_word[q->type]);
	}
	dist = kr_place_dist(&s->board, kr_place_of(s, o->piece), at);
	char dd[12], an[12];
	snprintf(dd, sizeof dd, "%d", dist);
	snprintf(an, sizeof an, "%d", r->angle);
	if (dist > r->angle) /* rule 35: it could never hit; refused rather than wasted */
		return refuse(w, "kratos.rej.out_of_range", dd, an);
	p->shot = 1;
	int roll = d ? dice_roll(d, 6) : 6, hit = roll <= r->power;
	char rl[8], pw[8];
	snprintf(rl, sizeof rl, "%d", roll);
	snprintf(pw, sizeof pw, "%d", r->power);
	const char *result = "miss";
	if (hit && o->tisland >= 0) {
		int *dep = &s->depot[o->tisland][o->good];
		*dep = *dep > KR_LOAD ? *dep - KR_LOAD : 0; /* rule 36: a load, or all of it */
		result = "depot";
	} else if (hit) {
		kr_piece *q = &s->p[o->tpiece];
		if (kr_piece_rules[q->type].resistance == 2 && !q->listed) {
			q->listed = 1;
			result = "listed";
		} else {
			kill(s, o->tpiece);
			result = "sunk";
		}
	}
	char id[48];
	snprintf(id, sizeof id, "kratos.ev.shot_%s", result);
	kr_emit(ev, GAME_ALL, 1, id, "player", kr_name(s, who), "piece", idstr(o->piece, b), "type",
		kr_type_word[p->type], "target", what, "roll", rl, "power", pw, "dist", dd, NULL);
	if (hit)
		kr_settle(s, ev);
	return 0;
}

/* ---- production and steel (rules 51-58) ----------------------------- */

static int producer_here(kr_state *s, int who, int i, kr_why *w)
{
	char b[12];
	if (playable_by(s, who, i, 0, w))
		return 1;
	const kr_piece *p = &s->p[i];
	if (kr_piece_rules[p->type].cls != KR_PRODUCER)
		return refuse(w, "kratos.rej.not_producer", idstr(i, b), NULL);
	if (p->carrier >= 0 || p->place >= 0)
		return refuse(w, "kratos.rej.carried", idstr(i, b), NULL);
	return 0;
}

static int do_produce(kr_state *s, int who, const ord_kr *o, game_events *ev, kr_why *w)
{
	char b[12];
	if (producer_here(s, who, o->piece, w) || fresh(s, o->piece, w))
		return 1;
	kr_piece *p = &s->p[o->piece];
	int isl = -1 - p->place, g = kr_produces(p->type), raw = kr_consumes(p->type);
	if (s->infra[isl] != g)
		return refuse(w, "kratos.rej.no_infra", idstr(o->piece, b), kr_good_word[g]);
	if (need_gas(s, who, w))
		return 1;
	int most = kr_piece_rules[p->type].capacity * s->base;
	if (raw >= 0 && s->depot[isl][raw] < most)
		most = s->depot[isl][raw];
	if (g != KR_STEEL && KR_DEPOT_MAX - s->depot[isl][g] < most)
		most = KR_DEPOT_MAX - s->depot[isl][g]; /* a depot holds 500; steel is in none (rule 66) */
	char m[12];
	snprintf(m, sizeof m, "%d", most);
	if (most <= 0)
		return refuse(w, "kratos.rej.nothing_to_produce", idstr(o->piece, b), NULL);
	if (o->amount > most)
		return refuse(w, "kratos.rej.too_much", m, NULL);
	int n = o->amount >= 0 ? (int)o->amount : most;
	(*gas_of(s, who))--;
	if (raw >= 0)
		s->depot[isl][raw] -= n;
	if (g == KR_STEEL)
		s->steel[isl][who] += n; /* the producer's owner's, on this island */
	else
		s->depot[isl][g] += n;
	p->stage = KR_DONE;
	p->made = g == KR_STEEL; /* rule 57's right to build; nothing else needs it */
	char nn[12], il[4];
	snprintf(nn, sizeof nn, "%d", n);
	kr_place_name(s, p->place, il, sizeof il);
	kr_emit(ev, GAME_ALL, 0, "kratos.ev.produced", "piece", idstr(o->piece, b), "n", nn, "good", kr_good_word[g],
		"island", il, NULL);
	return 0;
}

/* Rule 57: steel turned into pieces, or a repair, in a steel producer's play. */
static int do_steel(kr_state *s, int who, const ord_kr *o, game_events *ev, kr_why *w)
{
	char b[12], c[12];
	if (producer_here(s, who, o->piece, w))
		return 1;
	kr_piece *p = &s->p[o->piece];
	int isl = -1 - p->place;
	/* Only in the play of a steel producer that produced: a pass is a
	 * play, but not one in which steel is transformed. */
	if (p->type != KR_P_STEEL || p->stage != KR_DONE || !p->made)
		return refuse(w, "kratos.rej.steel_play", idstr(o->piece, b), NULL);
	if (s->edition >= KR_EDITION_PLAYS && s->playing != o->piece)
		return refuse(w, "kratos.rej.steel_play_over", idstr(o->piece, b), NULL);
	int cost = o->verb == ORD_KR_BUILD ? kr_piece_rules[o->type].steel : KR_STEEL_REPAIR;
	snprintf(c, sizeof c, "%d", cost);
	int *steel = &s->steel[isl][who];
	if (*steel < cost)
		return refuse(w, "kratos.rej.no_steel", c, NULL);
	char il[4];
	kr_place_name(s, p->place, il, sizeof il);
	if (o->verb == ORD_KR_REPAIR) {
		int k = o->tpiece;
		if (k < 0 || k >= s->np || s->p[k].type < 0 || !s->p[k].listed || s->p[k].carrier >= 0 ||
			s->p[k].place != p->place)
			return refuse(w, "kratos.rej.repair", idstr(k, b), il);
		s->p[k].listed = 0;
		*steel -= cost;
		kr_emit(ev, GAME_ALL, 0, "kratos.ev.repaired", "piece", idstr(k, b), "island", il, NULL);
		return 0;
	}
	if (!room_on(s, isl, o->type, 1))
		return refuse(w, "kratos.rej.island_full", il, NULL);
	int k = kr_new_piece(s, o->type, o->type == KR_MINE ? -1 : who, p->place);
	if (k < 0)
		return refuse(w, "kratos.rej.no_ids", NULL, NULL);
	s->p[k].built = s->turn;
	*steel -= cost;
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.built", "player", kr_name(s, who), "piece", idstr(k, b), "type",
		kr_type_word[o->type], "island", il, NULL);
	return 0;
}

/* ---- transport (rules 33, 46, 47, 67, 68) --------------------------- */

static int do_cargo(kr_state *s, int who, const ord_kr *o, game_events *ev, kr_why *w)
{
	char b[12], t[12];
	if (playable_by(s, who, o->piece, 0, w))
		return 1;
	kr_piece *p = &s->p[o->piece];
	const kr_cargo_rule *r = kr_cargo_of(p->type);
	if (!r)
		return refuse(w, "kratos.rej.not_carrier", idstr(o->piece, b), NULL);
	if (p->carrier >= 0 || p->place >= 0)
		return refuse(w, "kratos.rej.not_on_land", idstr(o->piece, b), NULL);
	if (p->stage == KR_DONE)
		return refuse(w, "kratos.rej.played", idstr(o->piece, b), NULL);
	int isl = -1 - p->place;
	char il[4];
	kr_place_name(s, p->place, il, sizeof il);
	if (o->verb == ORD_KR_LOAD) {
		if (p->cargo >= 0 || carried(s, o->piece) >= r->pieces + (r->pieces == 0))
			return refuse(w, "kratos.rej.full", idstr(o->piece, b), NULL);
		if (o->good >= 0) {
			if (!(r->goods >> o->good & 1) || (p->type == KR_MERCHANT && carried(s, o->piece)))
				return refuse(w, "kratos.rej.cannot_carry", idstr(o->piece, b), kr_good_word[o->good]);
			if (s->owner[isl] != who) /* rule 24: the goods are the island owner's */
				return refuse(w, "kratos.rej.not_your_depot", il, NULL);
			if (s->depot[isl][o->good] < KR_LOAD)
				return refuse(w, "kratos.rej.no_load", kr_good_word[o->good], il);
			s->depot[isl][o->good] -= KR_LOAD;
			p->cargo = (signed char)o->good;
		} else {
			int k = o->tpiece;
			if (k < 0 || k >= s->np || s->p[k].type < 0 || k == o->piece || s->p[k].carrier >= 0 ||
				s->p[k].place != p->place)
				return refuse(w, "kratos.rej.not_here", idstr(k, t), il);
			if (!(r->types >> s->p[k].type & 1))
				return refuse(w, "kratos.rej.cannot_carry", idstr(o->piece, b), kr_type_word[s->p[k].type]);
			if (kr_piece_owner(s, k) != who)
				return refuse(w, "kratos.rej.not_yours", idstr(k, t), NULL);
			if (s->p[k].stage == KR_MOVED)
				return refuse(w, "kratos.rej.played", idstr(k, t), NULL);
			s->p[k].carrier = (short)o->piece;
		}
	} else {
		int any = 0;
		if (p->cargo >= 0 && (o->good == p->cargo || (o->good < 0 && o->tpiece < 0))) {
			if (s->depot[isl][p->cargo] + KR_LOAD > KR_DEPOT_MAX)
				return refuse(w, "kratos.rej.depot_full", kr_good_word[p->cargo], il);
			s->depot[isl][p->cargo] += KR_LOAD;
			p->cargo = -1;
			any = 1;
		}
		for (int k = 0; k < s->np; k++)
			if (s->p[k].type >= 0 && s->p[k].carrier == o->piece && !s->p[k].laid && o->good < 0 &&
				(o->tpiece < 0 || o->tpiece == k)) {
				if (!room_on(s, isl, s->p[k].type, 1))
					return refuse(w, "kratos.rej.island_full", il, NULL);
				s->p[k].carrier = -1;
				s->p[k].place = p->place;
				any = 1;
			}
		if (!any)
			return refuse(w, "kratos.rej.nothing_to_unload", idstr(o->piece, b), NULL);
	}
	p->stage = p->stage == KR_MOVED ? KR_DONE : KR_STARTED;
	kr_emit(ev, GAME_ALL, 0, o->verb == ORD_KR_LOAD ? "kratos.ev.loaded" : "kratos.ev.unloaded", "piece",
		idstr(o->piece, b), "island", il, NULL);
	kr_settle(s, ev);
	return 0;
}

/* Rule 46: lay or sweep a mine on a sea cell, as the sweeper's move. */
static int do_mine(kr_state *s, int who, const ord_kr *o, kr_why *w)
{
	char b[12], pl[8];
	kr_piece *p = &s->p[o->piece];
	kr_place_name(s, o->place, pl, sizeof pl);
	if (p->type != KR_SWEEPER)
		return refuse(w, "kratos.rej.not_sweeper", idstr(o->piece, b), NULL);
	int mine = -1;
	for (int k = 0; k < s->np; k++) {
		const kr_piece *q = &s->p[k];
		if (q->type != KR_MINE)
			continue;
		if (o->verb == ORD_KR_LAY && q->carrier == o->piece && !q->laid)
			mine = k;
		if (o->verb == ORD_KR_SWEEP && q->carrier < 0 && q->place == o->place)
			mine = k;
	}
	if (mine < 0)
		return refuse(w, o->verb == ORD_KR_LAY ? "kratos.rej.no_mine_aboard" : "kratos.rej.no_mine_there", pl, NULL);
	if (o->verb == ORD_KR_SWEEP && carried(s, o->piece) >= 5)
		return refuse(w, "kratos.rej.full", idstr(o->piece, b), NULL);
	int others = 0;
	for (int k = 0; k < s->np; k++)
		others += k != mine && k != o->piece && s->p[k].type >= 0 && s->p[k].carrier < 0 && s->p[k].place == o->place;
	if (others)
		return refuse(w, "kratos.rej.occupied", pl, NULL);
	if (o->place != kr_place_of(s, o->piece) && do_move(s, who, o->piece, o->place, w, 1))
		return 1;
	/* Rule 31: a play pays the gasoline of its move, if it moves; earlier
	 * editions charged one more. */
	if (s->edition < KR_EDITION_PLAYS) {
		if (need_gas(s, who, w))
			return 1;
		(*gas_of(s, who))--;
	}
	s->p[mine].carrier = (short)o->piece;
	s->p[mine].laid = o->verb == ORD_KR_LAY;
	p->stage = KR_DONE;
	return 0;
}

/* ---- one order ------------------------------------------------------ */

static void moved_ev(const kr_state *s, int who, int i, int from, int to, game_events *ev)
{
	char b[12], f[8], t[8];
	kr_place_name(s, from, f, sizeof f);
	kr_place_name(s, to, t, sizeof t);
	kr_emit(ev, GAME_ALL, 0, "kratos.ev.moved", "player", kr_name(s, who), "piece", idstr(i, b), "type",
		kr_type_word[s->p[i].type], "from", f, "to", t, NULL);
}

/* Rule 48 (edition 3): after a move with a cell to spare, a dive or
 * surfacing is that cell; else it starts the play and pays its gasoline,
 * and the move that may follow has one cell less. */
static int do_dive(kr_state *s, int who, const ord_kr *o, game_events *ev, kr_why *w)
{
	char b[12];
	kr_piece *p = &s->p[o->piece];
	if (p->type != KR_SUB)
		return refuse(w, "kratos.rej.not_sub", idstr(o->piece, b), NULL);
	if (p->carrier >= 0 || p->place < 0 || p->submerged == (o->verb == ORD_KR_DIVE) || p->made == 1 ||
		(p->stage >= KR_MOVED && (p->made != 2 || p->shot)))
		return refuse(w, "kratos.rej.dive", idstr(o->piece, b), NULL);
	if (p->made != 2) {
		if (need_gas(s, who, w))
			return 1;
		(*gas_of(s, who))--;
		p->stage = KR_STARTED;
	}
	p->made = 1;
	p->submerged = o->verb == ORD_KR_DIVE;
	kr_emit(ev, GAME_ALL, 0, p->submerged ? "kratos.ev.dived" : "kratos.ev.surfaced", "piece", idstr(o->piece, b),
		NULL);
	return 0;
}

static int exec_one(kr_state *s, int who, const ord_kr *o, dice *d, game_events *ev, kr_why *w);

int kr_exec(kr_state *s, int who, const ord_kr *o, dice *d, game_events *ev, kr_why *w)
{
	w->id = NULL;
	w->half = 0;
	int rc = exec_one(s, who, o, d, ev, w);
	/* Rule 57's "la jugada de una productora": a piece's play lasts until
	 * another piece plays. */
	if ((!rc || w->half) && s->edition >= KR_EDITION_PLAYS && o->verb != ORD_KR_GIVE && o->verb != ORD_KR_PLACE &&
		o->verb != ORD_KR_END)
		s->playing = o->piece;
	return rc;
}

static int exec_one(kr_state *s, int who, const ord_kr *o, dice *d, game_events *ev, kr_why *w)
{
	char b[12], pl[8];
	switch (o->verb) {
	case ORD_KR_GIVE: {
		/* Rules 6, 39, 40: any time, in coins of 500, told to both. */
		if (o->amount <= 0 || o->amount % KR_GOLD_UNIT)
			return refuse(w, "kratos.rej.gold_coins", NULL, NULL);
		if (o->amount > s->gold[who])
			return refuse(w, "kratos.rej.gold_short", NULL, NULL);
		if (o->colour == who)
			return refuse(w, "kratos.rej.gold_self", NULL, NULL);
		s->gold[who] -= o->amount;
		s->gold[o->colour] += o->amount;
		char a[24];
		snprintf(a, sizeof a, "%ld", o->amount);
		uint32_t both = (who < s->n ? GAME_SEAT(who) : 0) | (o->colour < s->n ? GAME_SEAT(o->colour) : 0);
		kr_emit(ev, both, 0, "kratos.ev.gold", "from", kr_name(s, who), "to", kr_name(s, o->colour), "amount", a,
			NULL);
		return 0;
	}
	case ORD_KR_PLACE: {
		int isl = -1 - o->place;
		if (o->good >= 0) {
			s->depot[isl][o->good] += (int)o->amount;
		} else {
			for (long k = 0; k < o->amount; k++)
				kr_new_piece(s, o->type, who, o->place);
		}
		return 0;
	}
	case ORD_KR_END:
		return 0;
	default:
		break;
	}
	int i = o->piece, sell_or_pass = o->verb == ORD_KR_SELL || o->verb == ORD_KR_PASS;
	if (o->verb == ORD_KR_PRODUCE)
		return do_produce(s, who, o, ev, w);
	if (o->verb == ORD_KR_BUILD || o->verb == ORD_KR_REPAIR)
		return do_steel(s, who, o, ev, w);
	if (o->verb == ORD_KR_LOAD || o->verb == ORD_KR_UNLOAD)
		return do_cargo(s, who, o, ev, w);
	if ((o->verb == ORD_KR_DIVE || o->verb == ORD_KR_SURFACE) && s->edition >= KR_EDITION_PLAYS)
		return playable_by(s, who, i, 0, w) || do_dive(s, who, o, ev, w);
	if (playable_by(s, who, i, sell_or_pass, w) || fresh(s, i, w))
		return 1;
	kr_piece *p = &s->p[i];
	switch (o->verb) {
	case ORD_KR_PASS:
		p->stage = KR_DONE;
		return 0;
	case ORD_KR_SELL: {
		/* Rule 21: only in the seller's turn; cargo goes with the transport. */
		if (p->stage != KR_FRESH)
			return refuse(w, "kratos.rej.played", idstr(i, b), NULL);
		if (s->out >> o->colour & 1)
			return refuse(w, "kratos.rej.buyer_out", kr_colour_word[o->colour], NULL);
		int from = p->owner;
		p->owner = (signed char)o->colour;
		p->stage = KR_DONE;
		for (int k = 0; k < s->np; k++)
			if (s->p[k].type >= 0 && s->p[k].carrier == i && s->p[k].type != KR_MINE)
				s->p[k].owner = (signed char)o->colour;
		kr_emit(ev, GAME_ALL, 1, "kratos.ev.sold", "player", kr_name(s, who), "piece", idstr(i, b), "type",
			kr_type_word[p->type], "from", kr_name(s, from), "to", kr_name(s, o->colour), NULL);
		kr_settle(s, ev);
		return 0;
	}
	case ORD_KR_MOVE: {
		int from = kr_place_of(s, i);
		if (do_move(s, who, i, o->place, w, 0))
			return 1;
		moved_ev(s, who, i, from, o->place, ev);
		kr_settle(s, ev);
		if (o->then == 1 && s->phase == KR_PH_TURN && p->type >= 0 && do_shoot(s, who, o, d, ev, w)) {
			w->half = 1; /* e.g. an earlier shot of the mail destroyed the target */
			return 1;
		}
		return 0;
	}
	case ORD_KR_SHOOT: {
		int stage = p->stage;
		if (do_shoot(s, who, o, d, ev, w))
			return 1;
		p->stage = KR_DONE;
		if (o->then == 1 && s->phase == KR_PH_TURN) {
			int from = kr_place_of(s, i);
			p->stage = (signed char)stage;
			if (do_move(s, who, i, o->place, w, 0)) {
				p->stage = KR_DONE; /* the shot was its play: no second one */
				w->half = 2;
				return 1;
			}
			moved_ev(s, who, i, from, o->place, ev);
			kr_settle(s, ev);
		}
		return 0;
	}
	case ORD_KR_DIVE:
	case ORD_KR_SURFACE:
		/* Rule 48 before edition 3: the submarine's whole play. */
		if (p->type != KR_SUB)
			return refuse(w, "kratos.rej.not_sub", idstr(i, b), NULL);
		if (p->carrier >= 0 || p->place < 0 || p->submerged == (o->verb == ORD_KR_DIVE))
			return refuse(w, "kratos.rej.dive", idstr(i, b), NULL);
		if (need_gas(s, who, w))
			return 1;
		(*gas_of(s, who))--;
		p->submerged = o->verb == ORD_KR_DIVE;
		p->stage = KR_DONE;
		kr_emit(ev, GAME_ALL, 0, p->submerged ? "kratos.ev.dived" : "kratos.ev.surfaced", "piece", idstr(i, b), NULL);
		return 0;
	case ORD_KR_LAY:
	case ORD_KR_SWEEP:
		if (do_mine(s, who, o, w))
			return 1;
		kr_place_name(s, o->place, pl, sizeof pl);
		kr_emit(ev, GAME_ALL, 0, o->verb == ORD_KR_LAY ? "kratos.ev.laid" : "kratos.ev.swept", "piece", idstr(i, b),
			"cell", pl, NULL);
		return 0;
	default:
		return refuse(w, "kratos.rej.not_now", NULL, NULL);
	}
}
