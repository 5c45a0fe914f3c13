/* Catan: the course of the game. Set-up order, the start and end of a
 * turn, the roll and production (with the bank short), the 7 (discards,
 * then the robber), the two special cards and the victory check that runs
 * after every change, for every player. */
#include <stdio.h>
#include <string.h>

#include "games/catan/catan_int.h"

const int catan_dev_deck[CATAN_NDEV] = { 14, 5, 2, 2, 2 };

/* Costs of the text: road arcilla + madera; settlement arcilla, madera,
 * trigo, lana; city 2 trigo + 3 mineral; development trigo, lana, mineral. */
const int catan_cost[CATAN_NBUILD][CATAN_NRES] = {
	[CATAN_B_ROAD] = { 1, 1, 0, 0, 0 },
	[CATAN_B_SETTLEMENT] = { 1, 1, 1, 1, 0 },
	[CATAN_B_CITY] = { 0, 0, 0, 2, 3 },
	[CATAN_B_DEV] = { 0, 0, 1, 1, 1 },
};

int catan_hand_size(const catan_state *s, int seat)
{
	int t = 0;
	for (int r = 0; r < CATAN_NRES; r++)
		t += s->hand[seat][r];
	return t;
}

int catan_dev_count(const catan_state *s, int seat)
{
	int t = 0;
	for (int k = 0; k < CATAN_NDEV; k++)
		t += s->dev[seat][k];
	return t;
}

int catan_points(const catan_state *s, int seat, int hidden)
{
	int p = 0;
	for (int v = 0; v < CATAN_NV; v++)
		if (s->vown[v] == seat)
			p += 1 + s->vcity[v];
	p += 2 * (s->lr == seat) + 2 * (s->la == seat);
	if (hidden)
		p += s->dev[seat][CATAN_DEV_POINT];
	return p;
}

int catan_pieces_left(const catan_state *s, int seat, int kind)
{
	int used = 0;
	if (kind == CATAN_B_ROAD) {
		for (int e = 0; e < CATAN_NE; e++)
			used += s->eown[e] == seat;
		return CATAN_ROAD_PIECES - used;
	}
	for (int v = 0; v < CATAN_NV; v++)
		used += s->vown[v] == seat && s->vcity[v] == (kind == CATAN_B_CITY);
	return (kind == CATAN_B_CITY ? CATAN_CITY_PIECES : CATAN_SETTLEMENT_PIECES) - used;
}

/* The text: the first player, then counter-clockwise to the last, who
 * places twice, then back; the official rules go clockwise. Seats sit
 * clockwise, so clockwise is +1. */
void catan_setup_order(const catan_state *s, int *order)
{
	int step = s->o.setup_official ? 1 : s->n - 1;
	for (int i = 0; i < s->n; i++) {
		order[i] = (s->first + i * step) % s->n;
		order[2 * s->n - 1 - i] = order[i];
	}
}

void catan_order_text(const catan_state *s, int setup, sbuf *out)
{
	int order[2 * CATAN_MAXP];
	catan_setup_order(s, order);
	for (int i = 0; i < (setup ? 2 * s->n : s->n); i++)
		sbuf_printf(out, "%s%s", i ? ", " : "", catan_pname(s, setup ? order[i] : (s->first + i) % s->n));
}

void catan_move_card(catan_state *s, int from, int to, int r, int k)
{
	/* The bounds on hand sizes matter while checking only (catan_blind). */
	if (from >= 0)
		s->cmin[from] -= k, s->cmax[from] -= k;
	if (to >= 0)
		s->cmin[to] += k, s->cmax[to] += k;
	if (from < 0)
		s->bank[r] -= k;
	else
		s->hand[from][r] -= k;
	if (to < 0)
		s->bank[r] += k;
	else
		s->hand[to][r] += k;
}

void catan_drop_offer(catan_state *s, catan_offer *of)
{
	int i = (int)(of - s->offer);
	memmove(&s->offer[i], &s->offer[i + 1], (size_t)(s->noffers - i - 1) * sizeof *of);
	s->noffers--;
}

static void num(char *buf, size_t n, int v)
{
	snprintf(buf, n, "%d", v);
}

void catan_start_turn(catan_state *s, catan_ctx *c, int seat)
{
	char t[16];
	s->active = seat;
	s->turn++;
	s->step++;
	s->dev_played = 0;
	s->missed = 0;
	s->robber_pending = 0;
	/* Cards bought last turn become playable (only the active buys). */
	memset(s->devnew, 0, sizeof s->devnew);
	num(t, sizeof t, (int)s->turn);
	catan_emit_you(s, c, seat, 0, "catan.ev.turn_you", "catan.ev.turn", "turn", t, "player", catan_pname(s, seat),
		NULL);
	if (s->autoroll[seat]) {
		s->phase = CATAN_PH_MAIN;
		catan_roll(s, c);
	} else {
		s->phase = CATAN_PH_ROLL;
	}
}

/* Everyone collects from the hexes showing the number; a resource the
 * bank cannot pay in full goes to nobody (or, with the official option,
 * to a lone claimant, who takes what is left). */
static void produce(catan_state *s, catan_ctx *c, int sum)
{
	const catan_map *m = s->map;
	int want[CATAN_MAXP][CATAN_NRES];
	memset(want, 0, sizeof want);
	for (int h = 0; h < CATAN_NLAND; h++) {
		if (s->number[h] != sum)
			continue;
		int any = 0;
		for (int k = 0; k < 6; k++)
			any |= s->vown[m->hexv[h][k]] >= 0;
		if (h == s->robber) {
			if (any)
				catan_emit(s, c, GAME_ALL, 0, "catan.ev.blocked", "hex", m->hex[h], NULL);
			continue;
		}
		for (int k = 0; k < 6; k++) {
			int v = m->hexv[h][k];
			if (s->vown[v] >= 0)
				want[s->vown[v]][s->terrain[h]] += 1 + s->vcity[v];
		}
	}
	for (int r = 0; r < CATAN_NRES; r++) {
		int total = 0, claimants = 0, lone = -1;
		for (int p = 0; p < s->n; p++)
			if (want[p][r]) {
				total += want[p][r];
				claimants++;
				lone = p;
			}
		if (total <= s->bank[r])
			continue;
		catan_bi name;
		char a[16], b[16];
		catan_res_bi(r, &name);
		num(a, sizeof a, total);
		num(b, sizeof b, s->bank[r]);
		if (s->o.shortage_official && claimants == 1 && s->bank[r] > 0) {
			want[lone][r] = s->bank[r];
			catan_emit(s, c, GAME_ALL, 0, "catan.ev.shortage_lone", "res_es", name.es, "res_en", name.en, "want",
				a, "bank", b, "player", catan_pname(s, lone), NULL);
			continue;
		}
		for (int p = 0; p < s->n; p++)
			want[p][r] = 0;
		catan_emit(s, c, GAME_ALL, 0, "catan.ev.shortage", "res_es", name.es, "res_en", name.en, "want", a, "bank",
			b, NULL);
	}
	int anyone = 0;
	for (int p = 0; p < s->n; p++) {
		int got = 0;
		for (int r = 0; r < CATAN_NRES; r++) {
			catan_move_card(s, -1, p, r, want[p][r]);
			got += want[p][r];
		}
		if (!got)
			continue;
		anyone = 1;
		catan_bi cards;
		catan_cards_bi(want[p], CATAN_NRES, &cards);
		catan_emit_you(s, c, p, 0, "catan.ev.produce_you", "catan.ev.produce", "player", catan_pname(s, p), "cards_es",
			cards.es, "cards_en", cards.en, NULL);
	}
	if (!anyone)
		catan_emit(s, c, GAME_ALL, 0, "catan.ev.produce_none", NULL);
}

void catan_roll(catan_state *s, catan_ctx *c)
{
	s->die[0] = dice_roll(c->d, 6);
	s->die[1] = dice_roll(c->d, 6);
	int sum = s->die[0] + s->die[1];
	char a[16], b[16], t[16];
	num(a, sizeof a, s->die[0]);
	num(b, sizeof b, s->die[1]);
	num(t, sizeof t, sum);
	catan_emit_you(s, c, s->active, 1, "catan.ev.roll_you", "catan.ev.roll", "player", catan_pname(s, s->active), "d1", a, "d2", b, "sum", t,
		NULL);
	s->step++; /* a new decision: the rest of the turn, or discards */
	if (sum != 7) {
		produce(s, c, sum);
		s->phase = CATAN_PH_MAIN;
		return;
	}
	/* The 7: first everyone over the limit discards half, rounded down. */
	int any = 0;
	for (int p = 0; p < s->n; p++) {
		int h = catan_hand_size(s, p);
		s->owe[p] = h > CATAN_HAND_LIMIT ? h / 2 : 0;
		if (s->owe[p]) {
			char k[16], hs[16];
			num(k, sizeof k, s->owe[p]);
			num(hs, sizeof hs, h);
			catan_emit_you(s, c, p, 0, "catan.ev.must_discard_you", "catan.ev.must_discard", "player",
				catan_pname(s, p), "n", k, "hand", hs, NULL);
			any = 1;
		}
	}
	if (any) {
		s->phase = CATAN_PH_DISCARD;
		return;
	}
	catan_emit(s, c, GAME_ALL, 0, "catan.ev.no_discards", NULL);
	catan_after_discards(s, c);
}

void catan_after_discards(catan_state *s, catan_ctx *c)
{
	if (s->phase == CATAN_PH_OVER)
		return;
	if (s->missed) {
		catan_auto_robber(s, c);
		catan_end_turn(s, c);
		return;
	}
	s->phase = CATAN_PH_MAIN;
	s->robber_pending = 1;
	s->step++;
	catan_emit_you(s, c, s->active, 0, "catan.ev.robber_due_you", "catan.ev.robber_due", "player",
		catan_pname(s, s->active), NULL);
}

void catan_end_turn(catan_state *s, catan_ctx *c)
{
	if (s->phase == CATAN_PH_OVER)
		return;
	catan_emit_you(s, c, s->active, 0, "catan.ev.turn_over_you", "catan.ev.turn_over", "player", catan_pname(s, s->active), NULL);
	/* Offers lapse with their offerer's turn, or with the turn they were
	 * made standing until. */
	for (int i = 0; i < s->noffers;) {
		catan_offer *of = &s->offer[i];
		if ((of->until == 0 && of->from == s->active) || (of->until > 0 && (unsigned)of->until <= s->turn)) {
			char id[16];
			num(id, sizeof id, of->id);
			catan_emit_you(s, c, of->from, 0, "catan.ev.offer_lapsed_you", "catan.ev.offer_lapsed", "id", id,
				"player", catan_pname(s, of->from), NULL);
			catan_drop_offer(s, of);
		} else {
			i++;
		}
	}
	catan_start_turn(s, c, (s->active + 1) % s->n);
}

int catan_setup_round(const catan_state *s)
{
	return s->setup_i < s->n ? 1 : 2;
}

void catan_setup_next(catan_state *s, catan_ctx *c)
{
	int order[2 * CATAN_MAXP];
	catan_setup_order(s, order);
	s->setup_i++;
	if (s->setup_i == 2 * s->n) {
		sbuf o = SBUF_INIT;
		catan_order_text(s, 0, &o);
		catan_emit_you(s, c, s->first, 1, "catan.ev.setup_done_you", "catan.ev.setup_done", "player",
			catan_pname(s, s->first), "order", sbuf_str(&o), NULL);
		sbuf_free(&o);
		catan_start_turn(s, c, s->first);
		return;
	}
	s->active = order[s->setup_i];
	s->step++;
	char r[16];
	num(r, sizeof r, catan_setup_round(s));
	catan_emit_you(s, c, s->active, 0, "catan.ev.setup_turn_you", "catan.ev.setup_turn", "player",
		catan_pname(s, s->active), "round", r, NULL);
}

/* The longest trade route: a holder keeps it on a tie; when he falls
 * behind or below 5, the card goes to the single longest road of 5 or
 * more, or is set aside when that is tied or missing. */
static void award_road(catan_state *s, catan_ctx *c)
{
	int len[CATAN_MAXP], best = 0, nbest = 0, who = -1;
	for (int p = 0; p < s->n; p++) {
		len[p] = catan_longest_road(s, p);
		if (len[p] > best)
			best = len[p], nbest = 0;
		if (len[p] == best)
			nbest++, who = p;
	}
	int h = s->lr;
	if (h >= 0 && len[h] >= CATAN_LONGEST_MIN && len[h] == best)
		return;
	int to = best >= CATAN_LONGEST_MIN && nbest == 1 ? who : -1;
	if (to == h)
		return;
	char l[16];
	num(l, sizeof l, to >= 0 ? len[to] : best);
	if (to >= 0)
		catan_emit_you(s, c, to, 1, "catan.ev.road_to_you", "catan.ev.road_to", "player", catan_pname(s, to), "len", l, NULL);
	else
		catan_emit_you(s, c, h, 1, "catan.ev.road_aside_you", "catan.ev.road_aside", "player", catan_pname(s, h), "len", l,
			NULL);
	s->lr = to;
}

/* The largest army: the first to play 3 knights, then whoever has played
 * strictly more than the holder. */
static void award_army(catan_state *s, catan_ctx *c)
{
	int to = s->la;
	for (int p = 0; p < s->n; p++)
		if (p != to && s->knights[p] >= CATAN_ARMY_MIN && (to < 0 || s->knights[p] > s->knights[to]))
			to = p;
	if (to == s->la)
		return;
	char k[16];
	num(k, sizeof k, s->knights[to]);
	s->la = to;
	catan_emit_you(s, c, to, 1, "catan.ev.army_to_you", "catan.ev.army_to", "player", catan_pname(s, to), "knights", k, NULL);
}

void catan_settle_scores(catan_state *s, catan_ctx *c)
{
	if (s->phase == CATAN_PH_OVER)
		return;
	award_road(s, c);
	award_army(s, c);
	/* "No necesariamente en su turno": anyone may reach 10, hidden point
	 * cards included; the active player first when two do at once. */
	for (int k = 0; k < s->n; k++) {
		int p = (s->active + k) % s->n;
		int pts = catan_points(s, p, 1);
		if (pts < CATAN_WIN)
			continue;
		char t[16];
		num(t, sizeof t, pts);
		catan_bi h;
		catan_qty_bi("catan.n.point_card", "catan.n.point_cards", s->dev[p][CATAN_DEV_POINT], &h);
		s->phase = CATAN_PH_OVER;
		s->end = CATAN_END_VICTORY;
		s->winner = p;
		s->robber_pending = 0;
		memset(s->owe, 0, sizeof s->owe);
		catan_emit_you(s, c, p, 1, "catan.ev.victory_you", "catan.ev.victory", "player", catan_pname(s, p), "points",
			t, "cards_es", h.es, "cards_en", h.en, NULL);
		for (int q = 0; q < s->n; q++) {
			char a[16];
			num(a, sizeof a, catan_points(s, q, 1));
			catan_qty_bi("catan.n.point_card", "catan.n.point_cards", s->dev[q][CATAN_DEV_POINT], &h);
			catan_emit(s, c, GAME_ALL, 0, "catan.ev.final_points", "player", catan_pname(s, q), "points", a,
				"cards_es", h.es, "cards_en", h.en, NULL);
		}
		return;
	}
}

/* A missed turn's robber: any other land hex, by lot; no steal. */
void catan_auto_robber(catan_state *s, catan_ctx *c)
{
	int pick = (int)dice_below(c->d, CATAN_NLAND - 1);
	s->robber = pick >= s->robber ? pick + 1 : pick;
	s->robber_pending = 0;
	catan_emit_you(s, c, s->active, 1, "catan.ev.robber_auto_you", "catan.ev.robber_auto", "player",
		catan_pname(s, s->active), "hex", s->map->hex[s->robber], NULL);
}

/* A discard not sent in time: the standing PREFERENCIA DE DESCARTE in its
 * order, then cards by lot. */
void catan_auto_discard(catan_state *s, catan_ctx *c, int seat)
{
	int out[CATAN_NRES] = { 0 }, left = s->owe[seat];
	for (int i = 0; i < s->npref[seat] && left; i++) {
		int r = s->pref[seat][i];
		int k = s->hand[seat][r] < left ? s->hand[seat][r] : left;
		catan_move_card(s, seat, -1, r, k);
		out[r] += k;
		left -= k;
	}
	int by_lot = left;
	while (left) {
		int pick = (int)dice_below(c->d, (uint32_t)catan_hand_size(s, seat)), r = 0;
		while (pick >= s->hand[seat][r])
			pick -= s->hand[seat][r++];
		catan_move_card(s, seat, -1, r, 1);
		out[r]++;
		left--;
	}
	s->owe[seat] = 0;
	catan_bi cards;
	catan_cards_bi(out, CATAN_NRES, &cards);
	static const char *const ids[3][2] = { { "catan.ev.discard_pref_you", "catan.ev.discard_pref" },
		{ "catan.ev.discard_mixed_you", "catan.ev.discard_mixed" }, { "catan.ev.discard_lot_you", "catan.ev.discard_lot" } };
	int k = by_lot == 0 ? 0 : s->npref[seat] ? 1 : 2;
	catan_emit_you(s, c, seat, 0, ids[k][0], ids[k][1], "player", catan_pname(s, seat), "cards_es", cards.es,
		"cards_en", cards.en, NULL);
}
