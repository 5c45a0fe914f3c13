/* Nuevo Mundo: what the active seat's mail does (rulebook V and VI): the
 * entry, purchases and placement (checked in full by check(), which runs
 * them on a copy), then the program of operations, run only by apply()
 * with the game's dice: movement attempts with the colour die and its
 * cones, combos, embark and disembark, conflicts, retreats (with the
 * defender's standing answer, or a question that pauses the program) and
 * battles with the criptex, cards taken, elimination. An operation made
 * impossible by an earlier die is skipped with the reason. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/nuevo-mundo/nm_int.h"

static void num(char *buf, size_t n, long v)
{
	snprintf(buf, n, "%ld", v);
}

/* The reasons a line is skipped when the program runs, said to everyone:
 * the nm.why.* text talks to the sender ("you do not have..."), so the
 * reason of a skip names the player instead. */
static const char *const skip_ids[][2] = {
	{ "nm.why.no_troops", "nm.skip.no_troops" },
	{ "nm.why.conflict_origin", "nm.skip.conflict_origin" },
	{ "nm.why.red_border", "nm.skip.red_border" },
	{ "nm.why.not_your_ship", "nm.skip.not_your_ship" },
	{ "nm.why.ship_sunk", "nm.skip.ship_sunk" },
	{ "nm.why.no_ships", "nm.skip.no_ships" },
	{ "nm.why.ship_full", "nm.skip.ship_full" },
	{ "nm.why.no_conflict", "nm.skip.no_conflict" },
	{ "nm.why.three_cones", "nm.skip.three_cones" },
	{ "nm.why.not_neighbours", "nm.skip.not_neighbours" },
};

static const char *skip_id(const char *why)
{
	for (size_t k = 0; k < sizeof skip_ids / sizeof skip_ids[0]; k++)
		if (!strcmp(skip_ids[k][0], why))
			return skip_ids[k][1];
	return NULL;
}

/* check(): the line can never be legal (ES_EILLEGAL with why). apply():
 * the line is skipped, said to everyone with the reason. */
static int refuse(nm_run *r, size_t index, const char *text, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	int rc = ES_EILLEGAL;
	if (r->optimistic) {
		rc = game_reject_vtpl(r->rej, index, ES_EILLEGAL, r->lang, id, ap);
	} else {
		/* The reason's vars after the player's name. */
		const char *v[2 * GAME_EVENT_VARS + 3] = { "player", nm_name(r->s, r->who) };
		size_t k = 2;
		while (k < 2 * GAME_EVENT_VARS && (v[k] = va_arg(ap, const char *)) != NULL)
			k++;
		v[k] = NULL;
		/* The line as each reader would write it. */
		ord_nm o;
		sbuf es = SBUF_INIT, en = SBUF_INIT, why = SBUF_INIT;
		if (ord_nm_parse(nm_vocab(r->s->map), text, "es", &o, &why) == ES_OK) {
			ord_nm_format_in(nm_vocab(r->s->map), &o, "es", &es);
			ord_nm_format_in(nm_vocab(r->s->map), &o, "en", &en);
		}
		/* One sentence: the line and its reason, with the line's own
		 * names. A reason without a public wording (placement: never
		 * skipped, check() ran it in full) goes to the sender only;
		 * the others read that the line was skipped. */
		const char *skip = skip_id(id);
		const char *nm = nm_name(r->s, r->who);
		sbuf why_es = SBUF_INIT, why_en = SBUF_INIT, you_es = SBUF_INIT, you_en = SBUF_INIT;
		tpl_put_vars(&why_es, "es", skip ? skip : id, v);
		tpl_put_vars(&why_en, "en", skip ? skip : id, v);
		tpl_put_vars(&you_es, "es", id, v); /* the sender's own twin (nm_told.c) */
		tpl_put_vars(&you_en, "en", id, v);
		const char *line_es = es.len ? sbuf_str(&es) : text, *line_en = en.len ? sbuf_str(&en) : text;
		uint32_t told = skip ? GAME_ALL : GAME_SEAT(r->who);
		game_emit(r->ev, told, 0, "nm.ev.skipped", "player", nm, "line_es", line_es, "line_en", line_en, "why_es",
			sbuf_str(&why_es), "why_en", sbuf_str(&why_en), "reason", skip ? skip : id, "you_es", sbuf_str(&you_es),
			"you_en", sbuf_str(&you_en), NULL);
		if (!skip)
			game_emit(r->ev, GAME_OTHERS(told), 0, "nm.ev.skipped_bare", "player", nm, "line_es", line_es,
				"line_en", line_en, NULL);
		sbuf_free(&es);
		sbuf_free(&en);
		sbuf_free(&why);
		sbuf_free(&why_es);
		sbuf_free(&why_en);
		sbuf_free(&you_es);
		sbuf_free(&you_en);
		rc = ES_OK;
	}
	va_end(ap);
	return rc;
}

static const char *rid(const nm_state *s, int region)
{
	return region >= 0 ? s->map->label[region] : "?";
}

static int owns_land(const nm_state *s, int r, int p)
{
	return s->map->land[r] && (s->cq[r][p] > 0 || s->ca[r][p] > 0);
}

static int border(const nm_state *s, int a, int b)
{
	return a >= 0 && b >= 0 && (s->map->adj[a] & nm_bit(b)) != 0;
}

static int open_coast(const nm_state *s, int land, int sea)
{
	return land >= 0 && sea >= 0 && (s->map->open[land] & nm_bit(sea)) != 0;
}

static void mark_conflict(nm_run *r, int region)
{
	int q = nm_other_owner(r->s, region, r->who);
	if (q < 0 || nm_region_owner_count(r->s, region, r->who) == 0)
		return;
	if (!(r->s->conflict & nm_bit(region)) && !r->optimistic)
		game_emit(r->ev, GAME_ALL, 1, "nm.ev.conflict", "player", nm_name(r->s, r->who), "defender",
			nm_name(r->s, q), "region", rid(r->s, region), NULL);
	r->s->conflict |= nm_bit(region);
}

/* ---- cards ------------------------------------------------------------ */

/* The face-up card a completed settlement takes: the first kind of the
 * preference list on the table (most points of it, then the lower place);
 * without a list or a match: a kind the seat lacks, then most points. */
int nm_pick_up(const nm_state *s, int who, const int *prefs, int nprefs)
{
	for (int i = 0; i < nprefs; i++) {
		int best = -1;
		for (int k = 0; k < NM_FACEUP; k++)
			if (s->up[k] >= 0 && s->card[s->up[k]].kind == prefs[i] &&
				(best < 0 || s->card[s->up[k]].points > s->card[s->up[best]].points))
				best = k;
		if (best >= 0)
			return best;
	}
	int count[NM_NKINDS], best = -1, best_score = -1;
	nm_kinds_held(s, who, count);
	for (int k = 0; k < NM_FACEUP; k++) {
		if (s->up[k] < 0)
			continue;
		const nm_card *c = &s->card[s->up[k]];
		int score = (count[c->kind] == 0) * 10 + c->points;
		if (score > best_score)
			best = k, best_score = score;
	}
	return best;
}

static void settlement_card(nm_run *r, int region)
{
	nm_state *s = r->s;
	if (r->optimistic)
		return;
	int slot = nm_pick_up(s, r->who, r->prefs, r->nprefs);
	if (slot < 0) {
		/* Deck empty: a completed settlement with no face-up card gives none. */
		game_emit(r->ev, GAME_ALL, 0, "nm.ev.no_card", "player", nm_name(s, r->who), "region", rid(s, region), NULL);
		return;
	}
	int c = s->up[slot];
	char pts[24];
	num(pts, sizeof pts, s->card[c].points);
	game_emit(r->ev, GAME_ALL, 1, "nm.ev.card_up", "player", nm_name(s, r->who), "region", rid(s, region), "kind_es",
		nm_kinds[s->card[c].kind].code, "kind_en", nm_kinds[s->card[c].kind].code_en, "points", pts, NULL);
	nm_take_card(s, r->who, c, r->ev, slot);
	nm_check_victory(s, r->ev);
}

/* ---- placement (rulebook V) ------------------------------------------- */

static int placement_done(nm_run *r, size_t index, const char *text)
{
	for (int k = 0; k < NM_NPIECES; k++)
		if (r->placed[k] != r->bought[k]) {
			char a[24], b[24];
			num(a, sizeof a, (long)r->bought[k]);
			num(b, sizeof b, (long)r->placed[k]);
			static const char *const ids[NM_NPIECES] = { "nm.why.unplaced_cq", "nm.why.unplaced_ca",
				"nm.why.unplaced_ship" };
			return refuse(r, index, text, ids[k], "bought", a, "placed", b, NULL);
		}
	return ES_OK;
}

static int buy(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	nm_state *s = r->s;
	long cost = 0;
	for (int k = 0; k < NM_NPIECES; k++) {
		if (o->buy[k] > 1000)
			return refuse(r, index, text, "nm.why.too_many", NULL);
		cost += o->buy[k] * nm_price[k];
	}
	char c[24], have[24];
	num(c, sizeof c, cost);
	num(have, sizeof have, s->credits);
	if (cost != s->credits)
		return refuse(r, index, text, "nm.why.spend_all", "cost", c, "credits", have, NULL);
	if (o->buy[NM_CA] + nm_ca_total(s, r->who) > NM_MAX_CA)
		return refuse(r, index, text, "nm.why.ca_limit", NULL);
	int pool = 0;
	for (int i = 0; i < NM_NSHIPS; i++)
		pool += s->ship[i].owner < 0;
	if (o->buy[NM_SHIP] > pool) {
		num(c, sizeof c, pool);
		return refuse(r, index, text, "nm.why.ship_pool", "n", c, NULL);
	}
	for (int k = 0; k < NM_NPIECES; k++)
		r->bought[k] = (size_t)o->buy[k];
	if (!r->optimistic) {
		char q[24], a[24], b[24];
		num(q, sizeof q, o->buy[NM_CQ]);
		num(a, sizeof a, o->buy[NM_CA]);
		num(b, sizeof b, o->buy[NM_SHIP]);
		game_emit(r->ev, GAME_ALL, 1, "nm.ev.bought", "player", nm_name(s, r->who), "credits", have, "cq", q, "ca", a,
			"ships", b, NULL);
	}
	return ES_OK;
}

static int place(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	nm_state *s = r->s;
	int g = o->from, p = r->who;
	const char *name = rid(s, g);
	if (!s->map->land[g] || !owns_land(s, g, p))
		return refuse(r, index, text, "nm.why.place_own_land", "region", name, NULL);
	if (o->count < 1)
		return refuse(r, index, text, "nm.why.zero", NULL);
	int piece = o->piece;
	if ((size_t)o->count > r->bought[piece] - r->placed[piece])
		return refuse(r, index, text, piece == NM_CA ? "nm.why.place_more_ca" : "nm.why.place_more_cq", NULL);
	if (piece == NM_CA) {
		/* At most 1 CA per region per turn, one settlement per region. */
		if (o->count > 1 || r->ca_here[g])
			return refuse(r, index, text, "nm.why.one_ca_a_turn", "region", name, NULL);
		if (s->ca[g][p] >= 2)
			return refuse(r, index, text, "nm.why.one_settlement", "region", name, NULL);
		r->ca_here[g] = 1;
		s->ca[g][p]++;
		r->placed[NM_CA]++;
		if (!r->optimistic)
			game_emit(r->ev, GAME_ALL, 0, "nm.ev.placed_ca", "player", nm_name(s, p), "region", name, NULL);
		if (s->ca[g][p] == 2) {
			s->ruin[p] &= ~nm_bit(g);
			settlement_card(r, g);
		}
		return ES_OK;
	}
	s->cq[g][p] += (int)o->count;
	r->placed[NM_CQ] += (size_t)o->count;
	if (!r->optimistic) {
		char n[24];
		num(n, sizeof n, o->count);
		game_emit(r->ev, GAME_ALL, 0, "nm.ev.placed_cq", "player", nm_name(s, p), "n", n, "region", name, NULL);
	}
	return ES_OK;
}

static int launch(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	nm_state *s = r->s;
	int g = o->from, p = r->who, sea = o->to;
	const char *name = rid(s, g);
	if (r->placed[NM_SHIP] >= r->bought[NM_SHIP])
		return refuse(r, index, text, "nm.why.place_more_ship", NULL);
	if (!s->map->land[g] || !owns_land(s, g, p))
		return refuse(r, index, text, "nm.why.place_own_land", "region", name, NULL);
	uint64_t open = s->map->open[g];
	if (!open)
		return refuse(r, index, text, "nm.why.no_open_coast", "region", name, NULL);
	if (sea < 0) {
		if (__builtin_popcountll(open) > 1)
			return refuse(r, index, text, "nm.why.name_the_sea", "region", name, NULL);
		sea = __builtin_ctzll(open);
	} else if (!open_coast(s, g, sea)) {
		return refuse(r, index, text, "nm.why.not_open_coast", "region", name, "sea", rid(s, sea), NULL);
	}
	if (s->cq[g][p] < 1)
		return refuse(r, index, text, "nm.why.no_crew", "region", name, NULL);
	int k = nm_free_ship(s);
	if (k < 0)
		return refuse(r, index, text, "nm.why.ship_pool", "n", "0", NULL);
	s->cq[g][p]--;
	s->ship[k] = (nm_ship){ p, sea, 1 };
	r->placed[NM_SHIP]++;
	if (!r->optimistic) {
		char id[24];
		snprintf(id, sizeof id, "b%d", k + 1);
		game_emit(r->ev, GAME_ALL, 1, "nm.ev.launched", "player", nm_name(s, p), "ship", id, "region", name, "sea",
			rid(s, sea), NULL);
	}
	mark_conflict(r, sea);
	return ES_OK;
}

/* ---- the colour die and the combos (rulebook VI.01) -------------------- */

static int roll(nm_run *r)
{
	return nm_die_faces[dice_below(r->d, 6)];
}

/* A combo of `size` cards of one kind not shown in the other combo this
 * turn: the kind with fewest cards that has enough, or -1. */
static int combo_kind(const nm_state *s, int who, int size, int other)
{
	int count[NM_NKINDS], best = -1;
	nm_kinds_held(s, who, count);
	for (int k = 0; k < NM_NKINDS; k++) {
		int have = count[k] - (k == other ? (size == 2 ? 3 : 2) : 0);
		if (have >= size && (best < 0 || count[k] < count[best]))
			best = k;
	}
	return best;
}

static int use_combo(nm_run *r, int black, int asked)
{
	nm_state *s = r->s;
	if (!asked && !s->standing[r->who].combos_auto)
		return 0;
	int *used = black ? &s->combo_black : &s->combo_red;
	if (*used >= 0)
		return 0; /* each kind of combo once a turn */
	int k = combo_kind(s, r->who, black ? 2 : 3, black ? s->combo_red : s->combo_black);
	if (k < 0)
		return 0;
	*used = k;
	game_emit(r->ev, GAME_ALL, 1, black ? "nm.ev.combo_black" : "nm.ev.combo_red", "player", nm_name(s, r->who),
		"kind_es", nm_kinds[k].code, "kind_en", nm_kinds[k].code_en, NULL);
	return 1;
}

static int coned(const nm_state *s, int a, int b)
{
	for (int k = 0; k < s->ncones; k++)
		if ((s->cone[k][0] == a && s->cone[k][1] == b) || (s->cone[k][0] == b && s->cone[k][1] == a))
			return 1;
	return 0;
}

/* One event per colour: its name is said in the reader's language. */
static const char *const attempt_ev[] = { "nm.ev.attempt_green", "nm.ev.attempt_red", "nm.ev.attempt_black" };

/* Loses 1 CQ at the origin of a move: land, or a ship of `ships` by the
 * seat's BAJAS order; an empty ship leaves the map. Said, since the black
 * alone does not tell that a combo did not cancel it. */
static void lose_one(nm_run *r, int from, uint32_t ships)
{
	nm_state *s = r->s;
	if (s->map->land[from]) {
		s->cq[from][r->who]--;
		game_emit(r->ev, GAME_ALL, 0, "nm.ev.black_lost", "player", nm_name(s, r->who), "region", rid(s, from),
			NULL);
		return;
	}
	int pick = -1, largest = s->standing[r->who].losses_largest;
	for (int i = 0; i < NM_NSHIPS; i++)
		if ((ships >> i & 1) && s->ship[i].owner == r->who &&
			(pick < 0 || (largest ? s->ship[i].cq > s->ship[pick].cq : s->ship[i].cq < s->ship[pick].cq)))
			pick = i;
	if (pick < 0)
		return;
	char id[24];
	snprintf(id, sizeof id, "b%d", pick + 1);
	game_emit(r->ev, GAME_ALL, 0, "nm.ev.black_lost_ship", "player", nm_name(s, r->who), "ship", id, NULL);
	if (--s->ship[pick].cq == 0) {
		s->ship[pick] = (nm_ship){ -1, -1, 0 };
		game_emit(r->ev, GAME_ALL, 1, "nm.ev.ship_lost", "ship", id, "player", nm_name(s, r->who), NULL);
	}
}

static int left_at(const nm_state *s, int from, int who, uint32_t ships)
{
	if (s->map->land[from])
		return s->cq[from][who];
	int k = 0;
	for (int i = 0; i < NM_NSHIPS; i++)
		k += (ships >> i & 1) && s->ship[i].owner == who;
	return k;
}

/* One movement attempt after another (1 + retries) across the border
 * from-to. Returns 1 on green (the caller moves), 0 otherwise. */
static int attempt(nm_run *r, int from, int to, long retries, int combo, uint32_t ships)
{
	nm_state *s = r->s;
	for (long a = 0; a <= retries; a++) {
		if (s->ncones >= NM_RED_CONES || coned(s, from, to) || left_at(s, from, r->who, ships) == 0)
			return 0;
		int c = roll(r);
		game_emit(r->ev, GAME_ALL, 0, attempt_ev[c], "player", nm_name(s, r->who), "from", rid(s, from), "to",
			rid(s, to), NULL);
		if (c == NM_GREEN)
			return 1;
		if (c == NM_RED) {
			if (use_combo(r, 0, combo))
				continue; /* no cone, no move; the border may be tried again */
			s->cone[s->ncones][0] = from;
			s->cone[s->ncones++][1] = to;
			return 0;
		}
		if (!use_combo(r, 1, combo))
			lose_one(r, from, ships);
	}
	return 0;
}

/* ---- operations (rulebook VI) ------------------------------------------ */

static uint32_t own_ships(const nm_state *s, int who, int region, int only)
{
	uint32_t set = 0;
	for (int i = 0; i < NM_NSHIPS; i++)
		if (s->ship[i].owner == who && s->ship[i].region == region && (!only || i == only - 1))
			set |= 1u << i;
	return set;
}

static long resolve_count(const ord_nm *o, int have)
{
	return o->count == ORD_NM_ALL ? have - o->but : o->count;
}

static int move_troops(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	nm_state *s = r->s;
	int from = o->from, to = o->to, p = r->who;
	if (s->conflict & nm_bit(from))
		return refuse(r, index, text, "nm.why.conflict_origin", "region", rid(s, from), NULL);
	long n = resolve_count(o, s->cq[from][p]);
	if (n < 1 || n > s->cq[from][p])
		return refuse(r, index, text, "nm.why.no_troops", "region", rid(s, from), NULL);
	if (s->ncones >= NM_RED_CONES)
		return refuse(r, index, text, "nm.why.three_cones", NULL);
	if (coned(s, from, to))
		return refuse(r, index, text, "nm.why.red_border", "from", rid(s, from), "to", rid(s, to), NULL);
	if (!attempt(r, from, to, o->retry, o->combo, 0))
		return ES_OK;
	/* Green: as many as asked of what is left (a black may have cost some). */
	n = resolve_count(o, s->cq[from][p]);
	if (n > s->cq[from][p])
		n = s->cq[from][p];
	if (n < 1)
		return ES_OK;
	s->cq[from][p] -= (int)n;
	s->cq[to][p] += (int)n;
	char k[24];
	num(k, sizeof k, n);
	game_emit(r->ev, GAME_ALL, 0, "nm.ev.moved", "player", nm_name(s, p), "n", k, "from", rid(s, from), "to",
		rid(s, to), NULL);
	mark_conflict(r, to);
	return ES_OK;
}

static void sail(nm_run *r, uint32_t ships, int to)
{
	nm_state *s = r->s;
	sbuf l = SBUF_INIT;
	for (int i = 0; i < NM_NSHIPS; i++)
		if ((ships >> i & 1) && s->ship[i].owner == r->who) {
			s->ship[i].region = to;
			sbuf_printf(&l, "%sb%d (%d)", l.len ? ", " : "", i + 1, s->ship[i].cq);
		}
	if (l.len)
		game_emit(r->ev, GAME_ALL, 0, "nm.ev.sailed", "player", nm_name(s, r->who), "ships", sbuf_str(&l), "to",
			rid(s, to), NULL);
	sbuf_free(&l);
	mark_conflict(r, to);
}

static int move_ships(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	nm_state *s = r->s;
	int from = o->from, to = o->to;
	/* The ships named (one, or a fleet's), all the player's and together. */
	uint64_t named = o->what == ORD_NM_ONE_SHIP ? 1ull << (o->ship - 1) : o->fleet;
	for (int i = 0; i < 64 && named; i++)
		if (named >> i & 1) {
			char id[24];
			snprintf(id, sizeof id, "b%d", i + 1);
			/* check() refused a ship not the seat's: one gone now sank
			 * in this program. */
			if (i < NM_NSHIPS && s->ship[i].owner < 0 && !r->optimistic)
				return refuse(r, index, text, "nm.why.ship_sunk", "ship", id, NULL);
			if (i >= NM_NSHIPS || s->ship[i].owner != r->who || (from >= 0 && s->ship[i].region != from))
				return refuse(r, index, text, "nm.why.not_your_ship", "ship", id, NULL);
			from = s->ship[i].region;
		}
	if (named && !border(s, from, to))
		return refuse(r, index, text, "nm.why.not_neighbours", "from", rid(s, from), "to", rid(s, to), NULL);
	uint32_t ships = named ? (uint32_t)named : own_ships(s, r->who, from, 0);
	if (!ships)
		return refuse(r, index, text, "nm.why.no_ships", "region", rid(s, from), NULL);
	if (s->conflict & nm_bit(from))
		return refuse(r, index, text, "nm.why.conflict_origin", "region", rid(s, from), NULL);
	if (s->ncones >= NM_RED_CONES)
		return refuse(r, index, text, "nm.why.three_cones", NULL);
	if (coned(s, from, to))
		return refuse(r, index, text, "nm.why.red_border", "from", rid(s, from), "to", rid(s, to), NULL);
	if (attempt(r, from, to, o->retry, o->combo, ships))
		sail(r, ships, to);
	return ES_OK;
}

/* CQ moved between a land region and own ships across an open coast. */
static int embark(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	nm_state *s = r->s;
	int on = o->verb == ORD_NM_EMBARK, p = r->who;
	int land = on ? o->from : o->to, sea = on ? o->to : o->from;
	if (s->conflict & nm_bit(o->from))
		return refuse(r, index, text, "nm.why.conflict_origin", "region", rid(s, o->from), NULL);
	uint32_t ships = own_ships(s, p, sea, o->ship);
	if (!ships && o->ship && s->ship[o->ship - 1].owner < 0 && !r->optimistic) {
		char id[24];
		snprintf(id, sizeof id, "b%d", o->ship);
		return refuse(r, index, text, "nm.why.ship_sunk", "ship", id, NULL);
	}
	if (!ships)
		return refuse(r, index, text, "nm.why.no_ships", "region", rid(s, sea), NULL);
	int room = 0, aboard = 0;
	for (int i = 0; i < NM_NSHIPS; i++)
		if (ships >> i & 1) {
			room += NM_SHIP_LOAD - s->ship[i].cq;
			aboard += s->ship[i].cq - 1; /* the crew never disembarks */
		}
	long n = resolve_count(o, on ? s->cq[land][p] : aboard);
	if (n < 1 || n > (on ? s->cq[land][p] : aboard))
		return refuse(r, index, text, "nm.why.no_troops", "region", rid(s, o->from), NULL);
	if (on && n > room)
		return refuse(r, index, text, "nm.why.ship_full", "region", rid(s, sea), NULL);
	long left = n;
	for (int i = 0; i < NM_NSHIPS && left; i++)
		if (ships >> i & 1) {
			int k = on ? NM_SHIP_LOAD - s->ship[i].cq : s->ship[i].cq - 1;
			if (k > left)
				k = (int)left;
			s->ship[i].cq += on ? k : -k;
			left -= k;
		}
	s->cq[land][p] += on ? -(int)n : (int)n;
	char k[24];
	num(k, sizeof k, n);
	game_emit(r->ev, GAME_ALL, 0, on ? "nm.ev.embarked" : "nm.ev.disembarked", "player", nm_name(s, p), "n", k, "land",
		rid(s, land), "sea", rid(s, sea), NULL);
	if (!on)
		mark_conflict(r, land);
	return ES_OK;
}

/* ---- battle (rulebook VI.03) -------------------------------------------- */


/* Removes k pieces of seat p in region g: CQ before CA; at sea from the
 * ships in the seat's BAJAS order. Returns the CA removed. */
static int remove_pieces(nm_run *r, int g, int p, int k)
{
	nm_state *s = r->s;
	if (s->map->land[g]) {
		int q = k < s->cq[g][p] ? k : s->cq[g][p];
		s->cq[g][p] -= q;
		k -= q;
		int c = k < s->ca[g][p] ? k : s->ca[g][p];
		s->ca[g][p] -= c;
		/* Kept only where it decides a card: older games' states stay as they were. */
		if (c && s->card_per_settlement)
			s->ruin[p] = s->ca[g][p] ? s->ruin[p] | nm_bit(g) : s->ruin[p] & ~nm_bit(g);
		return c;
	}
	while (k-- > 0) {
		int pick = -1, largest = s->standing[p].losses_largest;
		for (int i = 0; i < NM_NSHIPS; i++)
			if (s->ship[i].owner == p && s->ship[i].region == g &&
				(pick < 0 || (largest ? s->ship[i].cq > s->ship[pick].cq : s->ship[i].cq < s->ship[pick].cq)))
				pick = i;
		if (pick < 0)
			break;
		if (--s->ship[pick].cq == 0) {
			char id[24];
			snprintf(id, sizeof id, "b%d", pick + 1);
			s->ship[pick] = (nm_ship){ -1, -1, 0 };
			game_emit(r->ev, GAME_ALL, 1, "nm.ev.ship_lost", "ship", id, "player", nm_name(s, p), NULL);
		}
	}
	return 0;
}

/* The attacker takes one card of the defender: the kind from the backs
 * (preference list, else a kind it lacks, else the defender's most held),
 * the card within the kind drawn by the seeded stream. */
static void take_from(nm_run *r, int def, const int *prefs, int nprefs)
{
	nm_state *s = r->s;
	int theirs[NM_NKINDS], mine[NM_NKINDS], kind = -1;
	nm_kinds_held(s, def, theirs);
	nm_kinds_held(s, r->who, mine);
	for (int i = 0; i < nprefs && kind < 0; i++)
		if (theirs[prefs[i]])
			kind = prefs[i];
	for (int k = 0; k < NM_NKINDS && kind < 0; k++)
		if (theirs[k] && !mine[k])
			kind = k;
	int most = -1;
	for (int k = 0; k < NM_NKINDS; k++)
		if (theirs[k] && (most < 0 || theirs[k] > theirs[most]))
			most = k;
	if (kind < 0)
		kind = most;
	if (kind < 0) {
		game_emit(r->ev, GAME_ALL, 0, "nm.ev.no_card_to_take", "player", nm_name(s, def), NULL);
		return;
	}
	int pick = (int)dice_below(r->d, (uint32_t)theirs[kind]), c = 0;
	for (c = 0; c < NM_NCARDS; c++)
		if (s->where[c] == def && s->card[c].kind == kind && pick-- == 0)
			break;
	char pts[24];
	num(pts, sizeof pts, s->card[c].points);
	game_emit(r->ev, GAME_ALL, 1, "nm.ev.card_taken", "attacker", nm_name(s, r->who), "defender", nm_name(s, def),
		"kind_es", nm_kinds[kind].code, "kind_en", nm_kinds[kind].code_en, NULL);
	/* Points: told to the two players only. */
	game_emit(r->ev, GAME_SEAT(r->who) | GAME_SEAT(def), 0, "nm.ev.card_taken_points", "kind_es", nm_kinds[kind].code,
		"kind_en", nm_kinds[kind].code_en, "points", pts, NULL);
	nm_take_card(s, r->who, c, r->ev, -1);
}

static int tactic(nm_run *r, const int *list, int n, int round)
{
	return n ? list[round % n] : 1 + (int)dice_below(r->d, NM_TACTICS);
}

void nm_battle(nm_run *r, int g, const int *tactics, int ntactics, const int *prefs, int nprefs)
{
	nm_state *s = r->s;
	int att = r->who, def = nm_other_owner(s, g, att);
	if (def < 0) {
		s->conflict &= ~nm_bit(g);
		return;
	}
	const nm_standing *ds = &s->standing[def];
	game_emit(r->ev, GAME_ALL, 1, "nm.ev.battle", "attacker", nm_name(s, att), "defender", nm_name(s, def), "region",
		rid(s, g), NULL);
	int carded = 0;
	for (int round = 0; s->phase != NM_OVER; round++) {
		int a = nm_region_owner_count(s, g, att), d = nm_region_owner_count(s, g, def);
		if (!a || !d)
			break;
		/* The criterion recounted before every round. */
		int ca_ = nm_criterion(a, d), cd = nm_criterion(d, a);
		int ta = tactic(r, tactics, ntactics, round), td = tactic(r, ds->tactics, ds->ntactics, round);
		int res = nm_tactic_beats(ta, td), la = 0, ld = 0;
		/* The loser removes what the criptex shows under its tactic:
		 * by the victor's criterion (or, in older games, its own). */
		int by_a = s->loss_by_winner ? ca_ : cd, by_d = s->loss_by_winner ? cd : ca_;
		if (res == 0)
			la = ld = 1;
		else if (res > 0)
			ld = s->loss[by_a][((ta - td) % NM_TACTICS + NM_TACTICS) % NM_TACTICS - 1];
		else
			la = s->loss[by_d][((td - ta) % NM_TACTICS + NM_TACTICS) % NM_TACTICS - 1];
		if (la > a)
			la = a;
		if (ld > d)
			ld = d;
		char v[8][24];
		num(v[0], 24, round + 1);
		num(v[1], 24, a);
		num(v[2], 24, d);
		num(v[3], 24, ta);
		num(v[4], 24, td);
		num(v[5], 24, la);
		num(v[6], 24, ld);
		game_emit(r->ev, GAME_ALL, 0, "nm.ev.round_fought", "round", v[0], "a", v[1], "d", v[2], "crit_a_es",
			nm_crit_word(ca_, "es"), "crit_d_es", nm_crit_word(cd, "es"), "crit_a_en", nm_crit_word(ca_, "en"),
			"crit_d_en", nm_crit_word(cd, "en"), "ta", v[3], "td", v[4], "la", v[5], "ld", v[6], NULL);
		remove_pieces(r, g, att, la);
		int settled = nm_settlements(s, def);
		int settlement = s->ca[g][def] == 2 || (s->ruin[def] & nm_bit(g));
		int lost_ca = remove_pieces(r, g, def, ld);
		if (lost_ca) {
			/* A settlement damaged or destroyed gives the attacker one
			 * card for the battle (older games: one a round CA fall). */
			if (!s->card_per_settlement || (settlement && !carded)) {
				carded = 1;
				take_from(r, def, prefs, nprefs);
			}
			if (nm_check_victory(s, r->ev))
				return;
			if (settled && !nm_settlements(s, def)) {
				nm_eliminate(s, def, att, r->ev);
				break;
			}
		}
	}
	if (s->phase == NM_OVER)
		return;
	int winner = nm_region_owner_count(s, g, att) ? att : def;
	game_emit(r->ev, GAME_ALL, 1, "nm.ev.battle_won", "player", nm_name(s, winner), "region", rid(s, g), NULL);
	s->conflict &= ~nm_bit(g);
}

static int attack(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	nm_state *s = r->s;
	int g = o->from;
	if (!(s->conflict & nm_bit(g)) || !nm_region_owner_count(s, g, r->who))
		return refuse(r, index, text, "nm.why.no_conflict", "region", rid(s, g), NULL);
	nm_battle(r, g, o->random ? NULL : o->tactics, o->random ? 0 : o->ntactics, o->prefs, o->nprefs);
	return ES_OK;
}

/* Accepted: all troops to the one destination, by embarking or by one
 * movement attempt; a failed retreat means battle. */
static int withdraw(nm_run *r, int g, int to)
{
	nm_state *s = r->s;
	int p = r->who;
	if (s->map->land[g] && !s->map->land[to]) {
		uint32_t ships = own_ships(s, p, to, 0);
		int room = 0;
		for (int i = 0; i < NM_NSHIPS; i++)
			if (ships >> i & 1)
				room += NM_SHIP_LOAD - s->ship[i].cq;
		if (!open_coast(s, g, to) || room < s->cq[g][p])
			return 0;
		ord_nm o = { .verb = ORD_NM_EMBARK, .count = ORD_NM_ALL, .from = g, .to = to };
		s->conflict &= ~nm_bit(g);
		embark(r, &o, 0, "");
		return 1;
	}
	if (!border(s, g, to))
		return 0;
	uint32_t ships = s->map->land[g] ? 0 : own_ships(s, p, g, 0);
	if (s->ncones >= NM_RED_CONES || coned(s, g, to) || !attempt(r, g, to, 0, 0, ships))
		return 0;
	if (s->map->land[g]) {
		int n = s->cq[g][p];
		s->cq[g][p] = 0;
		s->cq[to][p] += n;
		char k[24];
		num(k, sizeof k, n);
		game_emit(r->ev, GAME_ALL, 0, "nm.ev.moved", "player", nm_name(s, p), "n", k, "from", rid(s, g), "to",
			rid(s, to), NULL);
		mark_conflict(r, to);
	} else {
		sail(r, ships, to);
	}
	s->conflict &= ~nm_bit(g);
	return 1;
}

static int retreat(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	nm_state *s = r->s;
	int g = o->from, q = nm_other_owner(s, g, r->who);
	if (!(s->conflict & nm_bit(g)) || q < 0 || !nm_region_owner_count(s, g, r->who))
		return refuse(r, index, text, "nm.why.no_conflict", "region", rid(s, g), NULL);
	int answer = r->answer;
	r->answer = -1;
	if (answer < 0)
		answer = s->standing[q].retreat[r->who];
	if (answer == ORD_NM_ASK) {
		r->paused = 1;
		s->asked = q;
		s->phase = NM_ANSWER;
		s->step++;
		game_emit(r->ev, GAME_ALL, 1, "nm.ev.retreat_asked", "player", nm_name(s, r->who), "defender", nm_name(s, q),
			"region", rid(s, g), "to", rid(s, o->to), NULL);
		return ES_OK;
	}
	game_emit(r->ev, GAME_ALL, 1, answer == ORD_NM_ACCEPT ? "nm.ev.retreat_accepted" : "nm.ev.retreat_refused",
		"player", nm_name(s, r->who), "defender", nm_name(s, q), "region", rid(s, g), "to", rid(s, o->to), NULL);
	if (answer == ORD_NM_ACCEPT && withdraw(r, g, o->to))
		return ES_OK;
	if (answer == ORD_NM_ACCEPT)
		game_emit(r->ev, GAME_ALL, 0, "nm.ev.retreat_failed", "player", nm_name(s, r->who), "region", rid(s, g), NULL);
	if (s->conflict & nm_bit(g))
		nm_battle(r, g, o->random ? NULL : o->tactics, o->random ? 0 : o->ntactics, NULL, 0);
	return ES_OK;
}

/* ---- one line ----------------------------------------------------------- */

int nm_exec(nm_run *r, const ord_nm *o, size_t index, const char *text)
{
	int placing = o->verb == ORD_NM_BUY || o->verb == ORD_NM_PLACE || o->verb == ORD_NM_SHIP;
	if (placing && r->ops)
		return refuse(r, index, text, "nm.why.placement_first", NULL);
	if (o->verb == ORD_NM_CARD) {
		r->nprefs = o->nprefs;
		memcpy(r->prefs, o->prefs, sizeof r->prefs);
		return ES_OK;
	}
	if (placing) {
		if (o->verb == ORD_NM_BUY)
			return buy(r, o, index, text);
		return o->verb == ORD_NM_PLACE ? place(r, o, index, text) : launch(r, o, index, text);
	}
	if (!r->ops) {
		int rc = placement_done(r, index, text);
		if (rc)
			return rc;
		r->ops = 1;
	}
	if (r->optimistic || r->s->phase == NM_OVER)
		return ES_OK; /* operations are checked against the map only (nm_check.c) */
	switch (o->verb) {
	case ORD_NM_MOVE:
		return o->what == ORD_NM_TROOPS ? move_troops(r, o, index, text) : move_ships(r, o, index, text);
	case ORD_NM_EMBARK:
	case ORD_NM_DISEMBARK:
		return embark(r, o, index, text);
	case ORD_NM_ATTACK:
		return attack(r, o, index, text);
	case ORD_NM_RETREAT:
		return retreat(r, o, index, text);
	}
	return ES_OK;
}

void nm_exec_finish(nm_run *r)
{
	nm_state *s = r->s;
	/* Before the turn ends every conflict is resolved: those left are
	 * fought, the attacker's tactics by the seeded stream. */
	for (int g = 0; g < s->map->n && s->phase == NM_TURN; g++)
		if (s->conflict & nm_bit(g)) {
			game_emit(r->ev, GAME_ALL, 0, "nm.ev.forced_battle", "region", rid(s, g), NULL);
			nm_battle(r, g, NULL, 0, NULL, 0);
		}
	if (s->phase == NM_TURN)
		nm_end_turn(s, r->d, r->ev);
}

/* ---- entry (rulebook IV) ------------------------------------------------- */

int nm_exec_enter(nm_run *r, const ord_nm *o, size_t index)
{
	nm_state *s = r->s;
	int g = o->from;
	if (!s->map->land[g] || nm_other_owner(s, g, -1) >= 0)
		return refuse(r, index, "", "nm.why.enter_free_land", "region", rid(s, g), NULL);
	if (r->optimistic)
		return ES_OK;
	s->ca[g][r->who] = 2;
	game_emit(r->ev, GAME_ALL, 1, "nm.ev.entered", "player", nm_name(s, r->who), "region", rid(s, g), NULL);
	r->nprefs = o->nprefs;
	memcpy(r->prefs, o->prefs, sizeof r->prefs);
	settlement_card(r, g);
	s->cq[g][r->who] += NM_ENTRY_CQ;
	if (s->phase != NM_OVER)
		nm_next_entry(s, r->ev);
	return ES_OK;
}

/* ---- the deadline --------------------------------------------------------- */

void nm_exec_default(nm_state *s, dice *d, game_events *ev)
{
	int own[NM_MAX_REGIONS], n = 0, p = s->active;
	for (int g = 0; g < s->map->n; g++)
		if (owns_land(s, g, p))
			own[n++] = g;
	int add[NM_MAX_REGIONS] = { 0 };
	for (int k = 0; k < s->credits && n; k++)
		add[own[dice_below(d, (uint32_t)n)]]++;
	sbuf l = SBUF_INIT;
	for (int g = 0; g < s->map->n; g++)
		if (add[g]) {
			s->cq[g][p] += add[g];
			sbuf_printf(&l, "%s%s +%d", l.len ? ", " : "", s->map->label[g], add[g]);
		}
	game_emit(ev, GAME_ALL, 1, "nm.ev.timeout_turn", "player", nm_name(s, p), "list", l.len ? sbuf_str(&l) : "—", NULL);
	sbuf_free(&l);
	nm_end_turn(s, d, ev);
}
