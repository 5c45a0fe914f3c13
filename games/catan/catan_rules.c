/* Catan: one order, its legality and its effect. The same code checks a
 * mail on a copy of the state and plays it for real, so what check
 * accepts apply can always do. The copy is what the sender knows
 * (catan_blind: other hands and the deck blanked out, hand sizes as
 * bounds; sim: no dice, no events), so no answer depends on another
 * player's secrets: a stolen card or the outcome of an accepted offer is
 * unknown and cannot be counted on later in the mail. Which orders fit the
 * phase is decided in catan_check.c before this runs. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/catan/catan_int.h"

static void num(char *buf, size_t n, int v)
{
	snprintf(buf, n, "%d", v);
}

/* One echo line (checking only). */
static void echo(catan_ctx *c, const char *id, ...)
{
	if (!c->sim || !c->echo)
		return;
	va_list ap;
	va_start(ap, id);
	tpl_vput(c->echo, c->lang, id, ap);
	va_end(ap);
	sbuf_putc(c->echo, '\n');
}

static int covers(const catan_state *s, int who, const int *need)
{
	for (int r = 0; r < CATAN_NRES; r++)
		if (s->hand[who][r] < need[r])
			return 0;
	return 1;
}

static void pay(catan_state *s, int who, const int *cost)
{
	for (int r = 0; r < CATAN_NRES; r++)
		catan_move_card(s, who, -1, r, cost[r]);
}

int catan_playable(const catan_state *s, int who, int card)
{
	return s->dev[who][card] - s->devnew[who][card];
}

catan_offer *catan_find_offer(catan_state *s, long id)
{
	for (int i = 0; i < s->noffers; i++)
		if (s->offer[i].id == id)
			return &s->offer[i];
	return NULL;
}

const char *catan_settle_why(const catan_state *s, int who, int v, int setup)
{
	const catan_map *m = s->map;
	if (s->vown[v] >= 0)
		return "catan.rej.occupied";
	for (int k = 0; k < m->nvadj[v]; k++)
		if (s->vown[m->vadj[v][k]] >= 0)
			return "catan.rej.too_close";
	if (setup)
		return NULL;
	for (int k = 0; k < m->nvedge[v]; k++)
		if (s->eown[m->vedge[v][k]] == who)
			return NULL;
	return "catan.rej.settle_unconnected";
}

const char *catan_road_why(const catan_state *s, int who, int e, int setup_v)
{
	const catan_map *m = s->map;
	if (s->eown[e] >= 0)
		return "catan.rej.road_taken";
	if (setup_v >= 0)
		return m->ev[e][0] == setup_v || m->ev[e][1] == setup_v ? NULL : "catan.rej.road_not_at_settlement";
	for (int j = 0; j < 2; j++) {
		int x = m->ev[e][j];
		if (s->vown[x] == who)
			return NULL;
		if (s->vown[x] >= 0)
			continue; /* no road goes on through another's building */
		for (int k = 0; k < m->nvedge[x]; k++)
			if (s->eown[m->vedge[x][k]] == who)
				return NULL;
	}
	return "catan.rej.road_unconnected";
}

int catan_any_road(const catan_state *s, int who)
{
	for (int e = 0; e < CATAN_NE; e++)
		if (!catan_road_why(s, who, e, -1))
			return 1;
	return 0;
}

int catan_rate(const catan_state *s, int who, int r)
{
	int rate = 4;
	for (int i = 0; i < CATAN_NSLOT; i++) {
		if (s->vown[s->map->slot_v[i][0]] != who && s->vown[s->map->slot_v[i][1]] != who)
			continue;
		if (s->harbour[i] == r)
			return 2;
		if (s->harbour[i] == CATAN_ANY)
			rate = 3;
	}
	return rate;
}

uint32_t catan_robber_victims(const catan_state *s, int who, int hex)
{
	uint32_t m = 0;
	for (int k = 0; k < 6; k++) {
		int o = s->vown[s->map->hexv[hex][k]];
		if (o >= 0 && o != who)
			m |= GAME_SEAT(o);
	}
	return m;
}

/* ---- building ------------------------------------------------------- */

static int cost_check(catan_state *s, catan_ctx *c, int who, int kind)
{
	if (covers(s, who, catan_cost[kind]))
		return ES_OK;
	static const char *const ids[CATAN_NBUILD] = { "catan.rej.cost_road", "catan.rej.cost_settlement",
		"catan.rej.cost_city", "catan.rej.cost_dev" };
	sbuf have = SBUF_INIT;
	catan_cards_text(c->lang, s->hand[who], CATAN_NRES, &have);
	int rc = catan_reject(c, ES_EILLEGAL, ids[kind], "hand", sbuf_str(&have), NULL);
	sbuf_free(&have);
	return rc;
}

static int pieces_check(catan_state *s, catan_ctx *c, int who, int kind)
{
	if (catan_pieces_left(s, who, kind) > 0)
		return ES_OK;
	static const char *const ids[] = { "catan.rej.no_roads_left", "catan.rej.no_settlements_left",
		"catan.rej.no_cities_left" };
	return catan_reject(c, ES_EILLEGAL, ids[kind], NULL);
}

static int settle(catan_state *s, catan_ctx *c, int who, int v, catan_mail *m)
{
	const catan_map *map = s->map;
	int setup = s->phase == CATAN_PH_SETUP;
	if (setup && m->settle_v >= 0)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.setup_one_settlement", NULL);
	const char *why = catan_settle_why(s, who, v, setup);
	if (why) {
		const char *near = "";
		for (int k = 0; k < map->nvadj[v]; k++)
			if (s->vown[map->vadj[v][k]] >= 0)
				near = map->vname[map->vadj[v][k]];
		return catan_reject(c, ES_EILLEGAL, why, "v", map->vname[v], "near", near, "player",
			catan_pname(s, s->vown[v]), NULL);
	}
	int rc;
	if ((rc = pieces_check(s, c, who, CATAN_B_SETTLEMENT)) || (!setup && (rc = cost_check(s, c, who, CATAN_B_SETTLEMENT))))
		return rc;
	sbuf around = SBUF_INIT;
	catan_vertex_text(s, c->lang, v, &around);
	echo(c, "catan.echo.settle", "v", map->vname[v], "around", sbuf_str(&around), NULL);
	sbuf_free(&around);
	if (!setup)
		pay(s, who, catan_cost[CATAN_B_SETTLEMENT]);
	s->vown[v] = who;
	s->vcity[v] = 0;
	m->settle_v = v;
	catan_emit_you(s, c, who, 1, "catan.ev.settle_you", "catan.ev.settle", "player", catan_pname(s, who), "v", map->vname[v], NULL);
	/* The second set-up settlement yields one card per hex around it. */
	if (setup && s->setup_i >= s->n) {
		int got[CATAN_NRES] = { 0 };
		for (int j = 0; j < 3; j++) {
			int h = map->vhex[v][j];
			if (h < CATAN_NLAND && s->terrain[h] != CATAN_DESERT && s->bank[s->terrain[h]] > got[s->terrain[h]])
				got[s->terrain[h]]++;
		}
		for (int r = 0; r < CATAN_NRES; r++)
			catan_move_card(s, -1, who, r, got[r]);
		catan_bi cards;
		catan_cards_bi(got, CATAN_NRES, &cards);
		catan_emit_you(s, c, who, 0, "catan.ev.setup_income_you", "catan.ev.setup_income", "player",
			catan_pname(s, who), "cards_es", cards.es, "cards_en", cards.en, NULL);
	}
	catan_settle_scores(s, c);
	return ES_OK;
}

/* A road: paid (kind CATAN_B_ROAD), free from the road building card
 * (free = 1), or the set-up road next to the settlement just placed. */
static int road(catan_state *s, catan_ctx *c, int who, int e, int free, catan_mail *m)
{
	const catan_map *map = s->map;
	int setup = s->phase == CATAN_PH_SETUP;
	if (setup && m->road_e >= 0)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.setup_one_road", NULL);
	if (setup && m->settle_v < 0)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.setup_settle_first", NULL);
	const char *why = catan_road_why(s, who, e, setup ? m->settle_v : -1);
	if (why)
		return catan_reject(c, ES_EILLEGAL, why, "e", map->ename[e], "v", setup ? map->vname[m->settle_v] : "",
			"player", catan_pname(s, s->eown[e]), NULL);
	int rc;
	if ((rc = pieces_check(s, c, who, CATAN_B_ROAD)) || (!setup && !free && (rc = cost_check(s, c, who, CATAN_B_ROAD))))
		return rc;
	if (!free) {
		sbuf around = SBUF_INIT;
		catan_edge_text(s, c->lang, e, &around);
		echo(c, "catan.echo.road", "e", map->ename[e], "around", sbuf_str(&around), NULL);
		sbuf_free(&around);
	}
	if (!setup && !free)
		pay(s, who, catan_cost[CATAN_B_ROAD]);
	s->eown[e] = who;
	m->road_e = e;
	if (!free)
		catan_emit_you(s, c, who, 1, "catan.ev.road_you", "catan.ev.road", "player", catan_pname(s, who), "e", map->ename[e], NULL);
	catan_settle_scores(s, c);
	return ES_OK;
}

static int city(catan_state *s, catan_ctx *c, int who, int v)
{
	const catan_map *map = s->map;
	if (s->vown[v] != who || s->vcity[v])
		return catan_reject(c, ES_EILLEGAL, s->vcity[v] && s->vown[v] == who ? "catan.rej.already_city"
								: "catan.rej.city_needs_settlement",
			"v", map->vname[v], NULL);
	int rc;
	if ((rc = pieces_check(s, c, who, CATAN_B_CITY)) || (rc = cost_check(s, c, who, CATAN_B_CITY)))
		return rc;
	sbuf around = SBUF_INIT;
	catan_vertex_text(s, c->lang, v, &around);
	echo(c, "catan.echo.city", "v", map->vname[v], "around", sbuf_str(&around), NULL);
	sbuf_free(&around);
	pay(s, who, catan_cost[CATAN_B_CITY]);
	s->vcity[v] = 1;
	catan_emit_you(s, c, who, 1, "catan.ev.city_you", "catan.ev.city", "player", catan_pname(s, who), "v", map->vname[v], NULL);
	catan_settle_scores(s, c);
	return ES_OK;
}

/* ---- development cards --------------------------------------------- */

static int deck_left(const catan_state *s)
{
	int t = -s->drawn;
	for (int k = 0; k < CATAN_NDEV; k++)
		t += s->deck[k];
	return t;
}

static int buy(catan_state *s, catan_ctx *c, int who)
{
	if (deck_left(s) <= 0)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.deck_empty", NULL);
	int rc = cost_check(s, c, who, CATAN_B_DEV);
	if (rc)
		return rc;
	char left[16];
	num(left, sizeof left, deck_left(s) - 1);
	echo(c, "catan.echo.buy", "left", left, NULL);
	pay(s, who, catan_cost[CATAN_B_DEV]);
	if (c->sim) {
		s->drawn++; /* which card is the judge's secret until it is drawn */
		return ES_OK;
	}
	int pick = (int)dice_below(c->d, (uint32_t)deck_left(s)), k = 0;
	while (pick >= s->deck[k])
		pick -= s->deck[k++];
	s->deck[k]--;
	s->dev[who][k]++;
	s->devnew[who][k]++;
	catan_bi card;
	static const char *const ids[CATAN_NDEV] = { "catan.dev.knight", "catan.dev.point", "catan.dev.roads",
		"catan.dev.invention", "catan.dev.monopoly" };
	catan_bi_id(ids[k], &card);
	catan_emit_you(s, c, who, 1, "catan.ev.buy_you", "catan.ev.buy", "player", catan_pname(s, who), "left", left, NULL);
	catan_emit(s, c, GAME_SEAT(who), 0, "catan.ev.bought", "card_es", card.es, "card_en", card.en, NULL);
	/* A point card counts at once: it may win the game now. */
	catan_settle_scores(s, c);
	return ES_OK;
}

/* May `who` play a development card of this kind now? */
static int play_check(catan_state *s, catan_ctx *c, int who, int card)
{
	static const char *const ids[CATAN_NDEV] = { "catan.dev.knight", "catan.dev.point", "catan.dev.roads",
		"catan.dev.invention", "catan.dev.monopoly" };
	sbuf name = SBUF_INIT;
	catan_put(&name, c->lang, ids[card], NULL);
	int rc = ES_OK;
	if (catan_playable(s, who, card) <= 0)
		rc = catan_reject(c, ES_EILLEGAL, s->dev[who][card] ? "catan.rej.card_new" : "catan.rej.no_card", "card",
			sbuf_str(&name), NULL);
	else if (s->o.dev_limit && s->dev_played >= s->o.dev_limit)
		rc = catan_reject(c, ES_EILLEGAL, "catan.rej.one_card_a_turn", NULL);
	sbuf_free(&name);
	return rc;
}

static void played(catan_state *s, int who, int card)
{
	s->dev[who][card]--;
	s->dev_played++;
	if (card != CATAN_DEV_KNIGHT)
		s->spent[card]++;
}

/* Resource cards `seat` may hold: at most (checking: the public bound). */
static int count_hi(const catan_state *s, const catan_ctx *c, int seat)
{
	return c->sim ? s->cmax[seat] : catan_hand_size(s, seat);
}

/* The robber moves (a 7 or a knight) and maybe steals. */
static int robber(catan_state *s, catan_ctx *c, int who, const ord_catan *o, int knight)
{
	const catan_map *map = s->map;
	int h = o->where;
	if (h >= CATAN_NLAND)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.robber_sea", "hex", map->hex[h], NULL);
	if (h == s->robber)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.robber_same", "hex", map->hex[h], NULL);
	uint32_t cand = catan_robber_victims(s, who, h);
	int may = !knight || s->o.knight_steals;
	int v = o->victim;
	if (v >= 0) {
		if (!may)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.knight_no_steal", NULL);
		if (v == who)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.steal_self", NULL);
		if (v >= s->n || !(cand & GAME_SEAT(v)))
			return catan_reject(c, ES_EILLEGAL, "catan.rej.steal_not_there", "player", catan_pname(s, v), "hex",
				map->hex[h], NULL);
		/* Only a public count decides; a hand that may have emptied in
		 * this mail is robbed anyway and may yield nothing (apply). */
		if (c->sim && s->cmax[v] == 0)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.steal_empty", "player", catan_pname(s, v), NULL);
	} else if (may && s->o.steal_forced) {
		for (int p = 0; p < s->n; p++)
			if ((cand & GAME_SEAT(p)) && count_hi(s, c, p) > 0)
				return catan_reject(c, ES_EILLEGAL, "catan.rej.steal_forced", "player", catan_pname(s, p), NULL);
	}
	sbuf around = SBUF_INIT, victim = SBUF_INIT;
	catan_hex_text(s, c->lang, h, &around);
	if (v >= 0)
		catan_seat_text(s, c->lang, v, &victim);
	echo(c, v >= 0 ? (knight ? "catan.echo.knight_steal" : "catan.echo.robber_steal")
		       : (knight ? "catan.echo.knight" : "catan.echo.robber"),
		"hex", map->hex[h], "around", sbuf_str(&around), "victim", sbuf_str(&victim), NULL);
	sbuf_free(&around);
	sbuf_free(&victim);
	s->robber = h;
	catan_bi desc;
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	catan_hex_text(s, "es", h, &es);
	catan_hex_text(s, "en", h, &en);
	snprintf(desc.es, sizeof desc.es, "%s", sbuf_str(&es));
	snprintf(desc.en, sizeof desc.en, "%s", sbuf_str(&en));
	sbuf_free(&es);
	sbuf_free(&en);
	catan_emit_you(s, c, who, 1, knight ? "catan.ev.knight_you" : "catan.ev.robber_you",
		knight ? "catan.ev.knight" : "catan.ev.robber", "player", catan_pname(s, who), "hex", map->hex[h], "around_es",
		desc.es, "around_en", desc.en, NULL);
	if (v < 0)
		return ES_OK;
	if (c->sim) {
		/* Which card goes is the dice's: the thief cannot count on it. */
		if (s->cmin[v] > 0)
			s->cmin[v]--, s->cmin[who]++;
		s->cmax[v]--;
		s->cmax[who]++;
		return ES_OK;
	}
	if (catan_hand_size(s, v) == 0) {
		catan_emit_you(s, c, who, 0, "catan.ev.steal_nothing_you", "catan.ev.steal_nothing", "player", catan_pname(s, who), "victim",
			catan_pname(s, v), NULL);
		return ES_OK;
	}
	int pick = (int)dice_below(c->d, (uint32_t)catan_hand_size(s, v)), r = 0;
	while (pick >= s->hand[v][r])
		pick -= s->hand[v][r++];
	catan_move_card(s, v, who, r, 1);
	catan_bi res;
	catan_res_bi(r, &res);
	catan_emit_two(s, c, who, v, 0, "catan.ev.steal_by_you", "catan.ev.steal_you", "catan.ev.steal", "player",
		catan_pname(s, who), "victim",
		catan_pname(s, v), NULL);
	/* Which card: the thief and the victim alone, each as "you". */
	catan_emit(s, c, GAME_SEAT(who), 0, "catan.ev.stolen", "player", catan_pname(s, who), "victim", catan_pname(s, v),
		"res_es", res.es, "res_en", res.en, NULL);
	catan_emit(s, c, GAME_SEAT(v), 0, "catan.ev.stolen_you", "player", catan_pname(s, who), "victim",
		catan_pname(s, v), "res_es", res.es, "res_en", res.en, NULL);
	return ES_OK;
}

static int knight(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	int rc = play_check(s, c, who, CATAN_DEV_KNIGHT);
	if (rc || (rc = robber(s, c, who, o, 1)))
		return rc;
	played(s, who, CATAN_DEV_KNIGHT);
	s->knights[who]++;
	catan_settle_scores(s, c);
	return ES_OK;
}

static int roads_card(catan_state *s, catan_ctx *c, int who, const ord_catan *o, catan_mail *m)
{
	const catan_map *map = s->map;
	int rc = play_check(s, c, who, CATAN_DEV_ROADS);
	if (rc)
		return rc;
	if (o->where2 == o->where)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.same_road_twice", "e", map->ename[o->where], NULL);
	sbuf a1 = SBUF_INIT, a2 = SBUF_INIT;
	catan_edge_text(s, c->lang, o->where, &a1);
	if (o->where2 >= 0)
		catan_edge_text(s, c->lang, o->where2, &a2);
	/* Not necessarily consecutive: each joins the network on its own. */
	if ((rc = road(s, c, who, o->where, 1, m)))
		goto done;
	if (o->where2 >= 0) {
		if ((rc = road(s, c, who, o->where2, 1, m)))
			goto done;
	} else if (catan_pieces_left(s, who, CATAN_B_ROAD) > 0 && catan_any_road(s, who)) {
		rc = catan_reject(c, ES_EILLEGAL, "catan.rej.roads_two", NULL);
		goto done;
	}
	echo(c, o->where2 >= 0 ? "catan.echo.roads" : "catan.echo.roads_one", "e1", map->ename[o->where], "around1",
		sbuf_str(&a1), "e2", o->where2 >= 0 ? map->ename[o->where2] : "", "around2", sbuf_str(&a2), NULL);
	played(s, who, CATAN_DEV_ROADS);
	char list[32];
	snprintf(list, sizeof list, "%s%s%s", map->ename[o->where], o->where2 >= 0 ? ", " : "",
		o->where2 >= 0 ? map->ename[o->where2] : "");
	catan_emit_you(s, c, who, 1, "catan.ev.roads_you", "catan.ev.roads", "player", catan_pname(s, who), "list", list, NULL);
done:
	sbuf_free(&a1);
	sbuf_free(&a2);
	return rc;
}

static int invention(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	int rc = play_check(s, c, who, CATAN_DEV_INVENTION);
	if (rc)
		return rc;
	int take[CATAN_NRES] = { 0 };
	take[o->res[0]]++;
	take[o->res[1]]++;
	for (int r = 0; r < CATAN_NRES; r++)
		if (take[r] > s->bank[r]) {
			sbuf name = SBUF_INIT;
			char b[16];
			catan_res_name(c->lang, r, &name);
			num(b, sizeof b, s->bank[r]);
			rc = catan_reject(c, ES_EILLEGAL, "catan.rej.bank_short", "res", sbuf_str(&name), "bank", b, NULL);
			sbuf_free(&name);
			return rc;
		}
	sbuf t = SBUF_INIT;
	catan_cards_text(c->lang, take, CATAN_NRES, &t);
	echo(c, "catan.echo.invention", "cards", sbuf_str(&t), NULL);
	sbuf_free(&t);
	for (int r = 0; r < CATAN_NRES; r++)
		catan_move_card(s, -1, who, r, take[r]);
	played(s, who, CATAN_DEV_INVENTION);
	catan_bi cards;
	catan_cards_bi(take, CATAN_NRES, &cards);
	catan_emit_you(s, c, who, 1, "catan.ev.invention_you", "catan.ev.invention", "player", catan_pname(s, who), "cards_es", cards.es,
		"cards_en", cards.en, NULL);
	return ES_OK;
}

static int monopoly(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	int rc = play_check(s, c, who, CATAN_DEV_MONOPOLY);
	if (rc)
		return rc;
	int r = o->res[0], total = 0;
	sbuf name = SBUF_INIT;
	catan_res_name(c->lang, r, &name);
	echo(c, "catan.echo.monopoly", "res", sbuf_str(&name), NULL);
	sbuf_free(&name);
	catan_bi res;
	catan_res_bi(r, &res);
	catan_emit_you(s, c, who, 1, "catan.ev.monopoly_you", "catan.ev.monopoly", "player", catan_pname(s, who), "res_es", res.es, "res_en",
		res.en, NULL);
	if (c->sim) {
		/* Who gives how many is hidden; but every card of r outside the
		 * bank is his afterwards, and no other hand loses more than that. */
		int all = CATAN_PER_RES - s->bank[r], in = all - s->hand[who][r];
		s->hand[who][r] = all;
		s->cmax[who] += in;
		if (s->cmin[who] < catan_hand_size(s, who))
			s->cmin[who] = catan_hand_size(s, who);
		for (int p = 0; p < s->n; p++)
			if (p != who)
				s->cmin[p] = s->cmin[p] > in ? s->cmin[p] - in : 0;
		played(s, who, CATAN_DEV_MONOPOLY);
		return ES_OK;
	}
	for (int k = 1; k < s->n; k++) {
		int p = (who + k) % s->n, n = s->hand[p][r];
		if (!n)
			continue;
		catan_move_card(s, p, who, r, n);
		total += n;
		char t[16];
		num(t, sizeof t, n);
		catan_emit_you(s, c, p, 0, "catan.ev.monopoly_from_you", "catan.ev.monopoly_from", "player",
			catan_pname(s, p), "n", t, "res_es", res.es,
			"res_en", res.en, NULL);
	}
	char t[16];
	num(t, sizeof t, total);
	catan_emit_you(s, c, who, 0, "catan.ev.monopoly_total_you", "catan.ev.monopoly_total", "player",
		catan_pname(s, who), "n", t, "res_es", res.es,
		"res_en", res.en, NULL);
	played(s, who, CATAN_DEV_MONOPOLY);
	return ES_OK;
}

/* ---- cards: discards, the bank, offers ------------------------------ */

static int discard(catan_state *s, catan_ctx *c, int who, const ord_catan *o, catan_mail *m)
{
	int total = 0;
	for (int r = 0; r < CATAN_NRES; r++)
		total += o->give[r];
	char owe[16], t[16];
	num(owe, sizeof owe, s->owe[who]);
	num(t, sizeof t, total);
	if (total != s->owe[who])
		return catan_reject(c, ES_EILLEGAL, "catan.rej.discard_count", "n", owe, "given", t, NULL);
	if (!covers(s, who, o->give)) {
		sbuf have = SBUF_INIT;
		catan_cards_text(c->lang, s->hand[who], CATAN_NRES, &have);
		int rc = catan_reject(c, ES_EILLEGAL, "catan.rej.discard_lacking", "hand", sbuf_str(&have), NULL);
		sbuf_free(&have);
		return rc;
	}
	sbuf l = SBUF_INIT;
	catan_cards_text(c->lang, o->give, CATAN_NRES, &l);
	echo(c, "catan.echo.discard", "cards", sbuf_str(&l), NULL);
	sbuf_free(&l);
	for (int r = 0; r < CATAN_NRES; r++)
		catan_move_card(s, who, -1, r, o->give[r]);
	s->owe[who] = 0;
	m->discarded = 1;
	catan_bi cards;
	catan_cards_bi(o->give, CATAN_NRES, &cards);
	catan_emit_you(s, c, who, 0, "catan.ev.discard_you", "catan.ev.discard", "player", catan_pname(s, who), "cards_es", cards.es, "cards_en",
		cards.en, NULL);
	return ES_OK;
}

static int bank(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	int g = 0, w = 0;
	while (!o->give[g])
		g++;
	while (!o->get[w])
		w++;
	sbuf gn = SBUF_INIT, wn = SBUF_INIT;
	catan_res_name(c->lang, g, &gn);
	catan_res_name(c->lang, w, &wn);
	int rate = catan_rate(s, who, g), rc = ES_OK;
	char rs[16], k[16], b[16];
	num(rs, sizeof rs, rate);
	num(k, sizeof k, o->get[w] * rate);
	num(b, sizeof b, s->bank[w]);
	if (g == w)
		rc = catan_reject(c, ES_EILLEGAL, "catan.rej.bank_same", "res", sbuf_str(&gn), NULL);
	else if (o->give[g] != o->get[w] * rate)
		rc = catan_reject(c, ES_EILLEGAL, "catan.rej.bank_rate", "rate", rs, "res", sbuf_str(&gn), "n", k, "get",
			sbuf_str(&wn), NULL);
	else if (s->hand[who][g] < o->give[g])
		rc = catan_reject(c, ES_EILLEGAL, "catan.rej.lacking", "res", sbuf_str(&gn), NULL);
	else if (s->bank[w] < o->get[w])
		rc = catan_reject(c, ES_EILLEGAL, "catan.rej.bank_short", "res", sbuf_str(&wn), "bank", b, NULL);
	if (!rc) {
		sbuf a = SBUF_INIT, z = SBUF_INIT;
		catan_cards_text(c->lang, o->give, CATAN_NRES, &a);
		catan_cards_text(c->lang, o->get, CATAN_NRES, &z);
		echo(c, "catan.echo.bank", "give", sbuf_str(&a), "get", sbuf_str(&z), "rate", rs, NULL);
		sbuf_free(&a);
		sbuf_free(&z);
		catan_move_card(s, who, -1, g, o->give[g]);
		catan_move_card(s, -1, who, w, o->get[w]);
		catan_bi gb, wb;
		catan_cards_bi(o->give, CATAN_NRES, &gb);
		catan_cards_bi(o->get, CATAN_NRES, &wb);
		catan_emit_you(s, c, who, 0, "catan.ev.bank_you", "catan.ev.bank", "player", catan_pname(s, who), "give_es", gb.es, "give_en",
			gb.en, "get_es", wb.es, "get_en", wb.en, "rate", rs, NULL);
	}
	sbuf_free(&gn);
	sbuf_free(&wn);
	return rc;
}

static int offer(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	if (o->to == who)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.offer_self", NULL);
	if (o->to >= s->n)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.no_such_player", NULL);
	for (int r = 0; r < CATAN_NCARDS; r++)
		if (o->give[r] && o->get[r])
			return catan_reject(c, ES_EILLEGAL, "catan.rej.offer_both_sides", NULL);
	if ((o->give[CATAN_POINTS] || o->get[CATAN_POINTS]) && !s->o.point_trade)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.no_point_trade", NULL);
	int mine = 0;
	for (int i = 0; i < s->noffers; i++)
		mine += s->offer[i].from == who;
	char lim[16];
	num(lim, sizeof lim, CATAN_OFFERS_EACH);
	if (mine >= CATAN_OFFERS_EACH || s->noffers >= CATAN_MAX_OFFERS)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.too_many_offers", "n", lim, NULL);
	if (o->until && o->until < (long)s->turn) {
		char t[16];
		num(t, sizeof t, (int)(o->until > 999999 ? 999999 : o->until));
		return catan_reject(c, ES_EILLEGAL, "catan.rej.until_past", "turn", t, NULL);
	}
	catan_offer *of = &s->offer[s->noffers++];
	memset(of, 0, sizeof *of);
	of->until = (int)(o->until > 1000000 ? 1000000 : o->until);
	if (!o->until && s->keep_offers)
		of->until = -1;
	of->id = s->next_offer++;
	of->from = who;
	of->to = o->to;
	memcpy(of->give, o->give, sizeof of->give);
	memcpy(of->get, o->get, sizeof of->get);
	char id[16];
	num(id, sizeof id, of->id);
	sbuf a = SBUF_INIT, z = SBUF_INIT, to = SBUF_INIT;
	catan_cards_text(c->lang, o->give, CATAN_NCARDS, &a);
	catan_cards_text(c->lang, o->get, CATAN_NCARDS, &z);
	if (o->to >= 0)
		catan_seat_text(s, c->lang, o->to, &to);
	echo(c, o->to >= 0 ? "catan.echo.offer" : "catan.echo.offer_all", "id", id, "to", sbuf_str(&to), "give",
		sbuf_str(&a), "get", sbuf_str(&z), NULL);
	sbuf_free(&a);
	sbuf_free(&z);
	sbuf_free(&to);
	catan_bi gb, wb;
	catan_cards_bi(o->give, CATAN_NCARDS, &gb);
	catan_cards_bi(o->get, CATAN_NCARDS, &wb);
	if (o->to >= 0)
		catan_emit_two(s, c, who, o->to, 0, "catan.ev.offer_by_you", "catan.ev.offer_you", "catan.ev.offer", "id", id,
			"player", catan_pname(s, who),
			"to", catan_pname(s, o->to), "give_es", gb.es, "give_en", gb.en, "get_es", wb.es, "get_en", wb.en, NULL);
	else
		catan_emit_you(s, c, who, 0, "catan.ev.offer_all_by_you", "catan.ev.offer_all", "id", id, "player",
			catan_pname(s, who), "to", "",
			"give_es", gb.es, "give_en", gb.en, "get_es", wb.es, "get_en", wb.en, NULL);
	return ES_OK;
}

/* Point cards `who` can hand over: bought before this turn. */
static int points_free(const catan_state *s, int who)
{
	return s->dev[who][CATAN_DEV_POINT] - s->devnew[who][CATAN_DEV_POINT];
}

static int offer_ref(catan_state *s, catan_ctx *c, const ord_catan *o, catan_offer **of)
{
	char id[16];
	num(id, sizeof id, (int)(o->num > 999999 ? 999999 : o->num));
	*of = catan_find_offer(s, o->num);
	if (!*of)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.no_offer", "id", id, NULL);
	return ES_OK;
}

static int accept(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	catan_offer *of;
	int rc = offer_ref(s, c, o, &of);
	if (rc)
		return rc;
	char id[16];
	num(id, sizeof id, of->id);
	if (of->from == who)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.accept_own", "id", id, NULL);
	if (of->to >= 0 && of->to != who)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.not_for_you", "id", id, "player", catan_pname(s, of->to),
			NULL);
	/* Every trade involves the player in his turn. */
	if (who != s->active && of->from != s->active)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.trade_active_only", "id", id, "player",
			catan_pname(s, s->active), NULL);
	/* The acceptor hands over what the offer asks for. */
	int short_points = points_free(s, who) < of->get[CATAN_POINTS];
	if (!covers(s, who, of->get) || short_points) {
		sbuf z = SBUF_INIT;
		catan_cards_text(c->lang, of->get, CATAN_NCARDS, &z);
		/* The aside on point cards only where they are what is short. */
		rc = catan_reject(c, ES_EILLEGAL,
			short_points && covers(s, who, of->get) ? "catan.rej.accept_lacking_points" : "catan.rej.accept_lacking",
			"id", id, "cards", sbuf_str(&z), NULL);
		sbuf_free(&z);
		return rc;
	}
	int from = of->from;
	if (c->sim) {
		/* Whether the offerer still holds his side is his secret, found out
		 * when the trade is executed: the echo says so, and what follows in
		 * the mail counts on neither outcome (paid, nothing received). */
		sbuf a = SBUF_INIT, z = SBUF_INIT, fs = SBUF_INIT;
		catan_cards_text(c->lang, of->give, CATAN_NCARDS, &a);
		catan_cards_text(c->lang, of->get, CATAN_NCARDS, &z);
		catan_seat_text(s, c->lang, from, &fs);
		echo(c, "catan.echo.accept", "id", id, "player", sbuf_str(&fs), "give", sbuf_str(&z), "get", sbuf_str(&a),
			NULL);
		sbuf_free(&a);
		sbuf_free(&z);
		sbuf_free(&fs);
		int net = 0;
		for (int r = 0; r < CATAN_NRES; r++) {
			s->hand[who][r] -= of->get[r];
			net += of->give[r] - of->get[r];
		}
		s->dev[who][CATAN_DEV_POINT] -= of->get[CATAN_POINTS];
		s->cmin[who] += net < 0 ? net : 0;
		s->cmax[who] += net > 0 ? net : 0;
		s->cmin[from] -= net > 0 ? net : 0;
		s->cmax[from] -= net < 0 ? net : 0;
		if (s->cmin[from] < 0)
			s->cmin[from] = 0;
		catan_drop_offer(s, of);
		return ES_OK;
	}
	int can = covers(s, from, of->give) && points_free(s, from) >= of->give[CATAN_POINTS];
	catan_bi gb, wb;
	catan_cards_bi(of->give, CATAN_NCARDS, &gb);
	catan_cards_bi(of->get, CATAN_NCARDS, &wb);
	if (!can) {
		/* Checked when executed: the offer no longer holds and goes. */
		catan_emit_two(s, c, from, who, 1, "catan.ev.trade_failed_you", "catan.ev.trade_failed_by_you",
			"catan.ev.trade_failed", "id", id, "player", catan_pname(s, from), "by",
			catan_pname(s, who), NULL);
		catan_drop_offer(s, of);
		return ES_OK;
	}
	for (int r = 0; r < CATAN_NRES; r++) {
		catan_move_card(s, from, who, r, of->give[r]);
		catan_move_card(s, who, from, r, of->get[r]);
	}
	s->dev[from][CATAN_DEV_POINT] += of->get[CATAN_POINTS] - of->give[CATAN_POINTS];
	s->dev[who][CATAN_DEV_POINT] += of->give[CATAN_POINTS] - of->get[CATAN_POINTS];
	catan_emit_two(s, c, from, who, 1, "catan.ev.trade_you", "catan.ev.trade_by_you", "catan.ev.trade", "id", id,
		"player", catan_pname(s, from),
		"by", catan_pname(s, who), "give_es", gb.es, "give_en", gb.en, "get_es", wb.es, "get_en", wb.en, NULL);
	catan_drop_offer(s, of);
	catan_settle_scores(s, c);
	return ES_OK;
}

static int reject_offer(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	catan_offer *of;
	int rc = offer_ref(s, c, o, &of);
	if (rc)
		return rc;
	char id[16];
	num(id, sizeof id, of->id);
	if (of->from == who)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.reject_own", "id", id, NULL);
	if (of->to >= 0 && of->to != who)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.not_for_you", "id", id, "player", catan_pname(s, of->to),
			NULL);
	echo(c, "catan.echo.reject", "id", id, NULL);
	catan_emit_you(s, c, who, 0, "catan.ev.offer_rejected_you", "catan.ev.offer_rejected", "id", id, "player", catan_pname(s, who), NULL);
	of->declined |= GAME_SEAT(who);
	uint32_t others = (uint32_t)((1u << s->n) - 1) & ~GAME_SEAT(of->from);
	if (of->to >= 0 || (of->declined & others) == others)
		catan_drop_offer(s, of);
	return ES_OK;
}

static int withdraw(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	catan_offer *of;
	int rc = offer_ref(s, c, o, &of);
	if (rc)
		return rc;
	char id[16];
	num(id, sizeof id, of->id);
	if (of->from != who)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.withdraw_other", "id", id, NULL);
	echo(c, "catan.echo.withdraw", "id", id, NULL);
	catan_emit_you(s, c, who, 0, "catan.ev.offer_withdrawn_you", "catan.ev.offer_withdrawn", "id", id, "player", catan_pname(s, who), NULL);
	catan_drop_offer(s, of);
	return ES_OK;
}

static int prefer(catan_state *s, catan_ctx *c, int who, const ord_catan *o)
{
	sbuf l = SBUF_INIT;
	for (int i = 0; i < o->norder; i++) {
		if (i)
			sbuf_puts(&l, ", ");
		catan_res_name(c->lang, o->order[i], &l);
	}
	echo(c, "catan.echo.prefer", "list", sbuf_str(&l), NULL);
	sbuf_free(&l);
	memcpy(s->pref[who], o->order, sizeof o->order);
	s->npref[who] = o->norder;
	return ES_OK;
}

int catan_exec(catan_state *s, catan_ctx *c, int who, const ord_catan *o, catan_mail *m)
{
	switch (o->verb) {
	case ORD_CATAN_SETTLE:
		return settle(s, c, who, o->where, m);
	case ORD_CATAN_ROAD:
		return road(s, c, who, o->where, 0, m);
	case ORD_CATAN_CITY:
		return city(s, c, who, o->where);
	case ORD_CATAN_BUY:
		return buy(s, c, who);
	case ORD_CATAN_KNIGHT:
		return knight(s, c, who, o);
	case ORD_CATAN_ROBBER: {
		int rc = robber(s, c, who, o, 0);
		if (!rc)
			s->robber_pending = 0;
		return rc;
	}
	case ORD_CATAN_ROADS:
		return roads_card(s, c, who, o, m);
	case ORD_CATAN_INVENTION:
		return invention(s, c, who, o);
	case ORD_CATAN_MONOPOLY:
		return monopoly(s, c, who, o);
	case ORD_CATAN_DISCARD:
		return discard(s, c, who, o, m);
	case ORD_CATAN_BANK:
		return bank(s, c, who, o);
	case ORD_CATAN_OFFER:
		return offer(s, c, who, o);
	case ORD_CATAN_ACCEPT:
		return accept(s, c, who, o);
	case ORD_CATAN_REJECT:
		return reject_offer(s, c, who, o);
	case ORD_CATAN_WITHDRAW:
		return withdraw(s, c, who, o);
	case ORD_CATAN_ROLL:
		echo(c, "catan.echo.roll", NULL);
		if (!c->sim)
			catan_roll(s, c);
		return ES_OK;
	case ORD_CATAN_CONTINUE:
		echo(c, "catan.echo.continue", NULL);
		return ES_OK;
	case ORD_CATAN_PASS:
		echo(c, "catan.echo.pass", NULL);
		return ES_OK;
	case ORD_CATAN_PREFER:
		return prefer(s, c, who, o);
	case ORD_CATAN_AUTOROLL:
		echo(c, o->on ? "catan.echo.autoroll_on" : "catan.echo.autoroll_off", NULL);
		s->autoroll[who] = o->on;
		return ES_OK;
	}
	return ES_OK;
}
