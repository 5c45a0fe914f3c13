/* TEG: the course of the game. The claims of the 2-3 player variant, the
 * placement rounds ("DOS VUELTAS PARA AGREGAR 8 EJERCITOS"), the turns of
 * hostilities (incorporation, exchange, attacks, regrouping, the country
 * card and its bonus), defaults on a deadline, and the end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/teg/teg_int.h"
#include "orders/ord_teg.h"

/* What happened so far in the turn being applied. */
typedef struct turn_ctx {
	int conq[TEG_NC], nconq; /* countries conquered, in order */
	int regrouping;
	int base[TEG_NC], out[TEG_NC]; /* armies when regrouping began; armies moved out since */
	sbuf placed;                   /* "Argentina +3, Brasil +2" not yet told */
	int placed_total;
} turn_ctx;

static void start_turn(teg_state *s, int seat, game_events *ev);

/* ---- small rules as data -------------------------------------------- */

int teg_exchange_value(int k)
{
	/* "1º canje 4, 2º 7, 3º 10; de aquí en adelante se aumentan 5". */
	static const int first[] = { 4, 7, 10 };
	return k <= 3 ? first[k - 1] : 10 + 5 * (k - 3);
}

int teg_valid_trio(const teg_map *m, const int *c)
{
	int sym[3], jokers = 0;
	for (int i = 0; i < 3; i++) {
		sym[i] = m->symbol[c[i]];
		jokers += sym[i] == TEG_COMODIN;
	}
	if (jokers)
		return 1; /* a joker stands for whatever the other two need */
	return (sym[0] == sym[1] && sym[1] == sym[2]) || (sym[0] != sym[1] && sym[1] != sym[2] && sym[0] != sym[2]);
}

/* Cards worth giving up first: a spent bonus, then a country not held;
 * jokers are kept as long as possible. */
static int card_cost(const teg_state *s, int who, int c)
{
	if (s->map->symbol[c] == TEG_COMODIN)
		return 8;
	if (s->bonus_used[c])
		return 0;
	return s->owner[c] == who ? 4 : 1;
}

int teg_best_trio(const teg_state *s, int who, uint64_t skip, int *out)
{
	int h[TEG_NC], n = 0, best = -1;
	for (int i = 0; i < TEG_NC; i++)
		if (s->holder[i] == who && !(skip >> i & 1))
			h[n++] = i;
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++)
			for (int k = j + 1; k < n; k++) {
				int t[3] = { h[i], h[j], h[k] };
				if (!teg_valid_trio(s->map, t))
					continue;
				int cost = card_cost(s, who, t[0]) + card_cost(s, who, t[1]) + card_cost(s, who, t[2]);
				if (best < 0 || cost < best) {
					best = cost;
					memcpy(out, t, sizeof t);
				}
			}
	return best >= 0;
}

void teg_income(const teg_state *s, int who, int *free_armies, int *cont)
{
	/* "una cantidad de ejércitos igual al 50% ... Con menos de 6 países
	 * se incorpora siempre un mínimo de 3 ejércitos". */
	int n = teg_count(s, who);
	*free_armies = n / 2 < 3 ? 3 : n / 2;
	uint64_t own = teg_lands(s, who);
	for (int c = 0; c < TEG_NCONT; c++)
		cont[c] = (own & s->map->cont_set[c]) == s->map->cont_set[c] ? s->map->bonus[c] : 0;
}

int teg_setup_amount(const teg_state *s, int who)
{
	/* Variant (3): "el 50% de los países ocupados inicialmente". */
	if (s->variant)
		return teg_count(s, who) / 2;
	return s->round == 1 ? 5 : 3;
}

uint64_t teg_place_allowed(const teg_state *s, int who, int cont)
{
	uint64_t own = teg_lands(s, who), ok = 0;
	if (cont >= 0)
		own &= s->map->cont_set[cont];
	for (int i = 0; i < TEG_NC; i++)
		if ((own >> i & 1) && !teg_zone_binding(s->pacts, s->npacts, who, i))
			ok |= (uint64_t)1 << i;
	return ok ? ok : own;
}

static int next_alive(const teg_state *s, int seat)
{
	for (int k = 1; k <= s->n; k++) {
		int x = (seat + k) % s->n;
		if (teg_alive(s, x))
			return x;
	}
	return seat;
}

/* ---- claims (variant) and placement rounds ------------------------- */

static void claim(teg_state *s, int seat, int c, game_events *ev)
{
	s->owner[c] = seat;
	s->armies[c] = 1;
	TEG_EMIT_YOU(ev, seat, 1, "teg.ev.claimed_you", "teg.ev.claimed",
		"player", teg_name(s, seat), "country", s->map->name[c], NULL);
}

/* Passes the claim on; seats with a claim ordered ahead that is still
 * free claim it at once. */
static void advance_claims(teg_state *s, game_events *ev)
{
	for (;;) {
		int free_left = 0;
		for (int i = 0; i < TEG_NC; i++)
			free_left += s->owner[i] < 0;
		if (!free_left) {
			for (int i = 0; i < s->n; i++)
				s->nqueue[i] = 0;
			game_emit(ev, GAME_ALL, 1, "teg.ev.claims_done", NULL);
			teg_start_setup(s, ev);
			return;
		}
		s->active = next_alive(s, s->active);
		int seat = s->active, took = -1;
		while (s->nqueue[seat] && took < 0) {
			int c = s->queue[seat][0];
			memmove(s->queue[seat], s->queue[seat] + 1, (size_t)(--s->nqueue[seat]) * sizeof(int));
			if (s->owner[c] < 0)
				took = c;
		}
		if (took < 0) {
			s->step++;
			TEG_EMIT_YOU(ev, seat, 0, "teg.ev.claim_to_you", "teg.ev.claim_to",
				"player", teg_name(s, seat), NULL);
			return;
		}
		claim(s, seat, took, ev);
	}
}

/* Whose placement comes: "Te toca incorporar 5 ejércitos" to him. */
static void place_to(const teg_state *s, game_events *ev)
{
	teg_qty2 a;
	teg_qty_both(&a, "teg.n.army", "teg.n.armies", teg_setup_amount(s, s->active));
	char r[16];
	teg_num(r, sizeof r, s->round);
	TEG_EMIT_YOU(ev, s->active, 0, "teg.ev.place_to_you", "teg.ev.place_to", "player", teg_name(s, s->active),
		"armies_es", a.es, "armies_en", a.en, "round", r, NULL);
}

void teg_start_setup(teg_state *s, game_events *ev)
{
	s->phase = TEG_PLACE;
	s->round = 1;
	s->active = s->first;
	s->step++;
	place_to(s, ev);
}

static void placement_done(teg_state *s, game_events *ev)
{
	int next = next_alive(s, s->active);
	if (next == s->first) {
		if (s->variant || s->round == 2) {
			TEG_EMIT_YOU(ev, s->first, 1, "teg.ev.hostilities_you", "teg.ev.hostilities", "player",
				teg_name(s, s->first), NULL);
			start_turn(s, s->first, ev);
			return;
		}
		s->round = 2;
	}
	s->active = next;
	s->step++;
	place_to(s, ev);
}

/* ---- turns ---------------------------------------------------------- */

static void start_turn(teg_state *s, int seat, game_events *ev)
{
	if (s->o.max_turns && s->turn >= (unsigned)s->o.max_turns) {
		uint32_t alive = 0;
		for (int i = 0; i < s->n; i++)
			if (teg_alive(s, i))
				alive |= GAME_SEAT(i);
		teg_end_game(s, TEG_END_CAP, alive, ev);
		return;
	}
	s->phase = TEG_TURN;
	s->active = seat;
	s->turn++;
	s->step++;
	s->turns[seat]++;
	char t[16];
	teg_num(t, sizeof t, s->turn);
	if (s->turns[seat] == 1)
		TEG_EMIT_YOU(ev, seat, 0, "teg.ev.turn_first_you", "teg.ev.turn_first", "turn", t, "player",
			teg_name(s, seat), NULL);
	else
		TEG_EMIT_YOU(ev, seat, 0, "teg.ev.turn_you", "teg.ev.turn",
			"turn", t, "player", teg_name(s, seat), NULL);
}

static void flush_placed(teg_state *s, int who, turn_ctx *x, game_events *ev)
{
	if (!x->placed.len)
		return;
	char n[16];
	teg_num(n, sizeof n, x->placed_total);
	/* In the placement rounds this is all that happens: the commit line. */
	TEG_EMIT_YOU(ev, who, s->phase == TEG_PLACE, "teg.ev.placed_you", "teg.ev.placed",
		"player", teg_name(s, who), "count", n, "list",
		sbuf_str(&x->placed), NULL);
	sbuf_reset(&x->placed);
	x->placed_total = 0;
}

static void place(teg_state *s, turn_ctx *x, int c, int n)
{
	s->armies[c] += n;
	sbuf_printf(&x->placed, "%s%s +%d", x->placed.len ? ", " : "", s->map->name[c], n);
	x->placed_total += n;
}

static void cards_text(const teg_state *s, const int *c, sbuf *out)
{
	for (int i = 0; i < 3; i++)
		sbuf_printf(out, "%s%s", i ? ", " : "", s->map->name[c[i]]);
}

/* Hands three cards in ("la coloca boca abajo a un costado del tablero");
 * returns the armies they are worth. */
static int exchange(teg_state *s, int who, const int *c)
{
	for (int i = 0; i < 3; i++) {
		s->holder[c[i]] = -1;
		s->bonus_used[c[i]] = 0;
		s->discard[s->ndiscard++] = c[i];
	}
	return teg_exchange_value(++s->exchanges[who]);
}

/* The most recent conquest of the turn where armies may be put. */
static int last_conquest(const teg_state *s, int who, const turn_ctx *x)
{
	for (int i = x->nconq - 1; i >= 0; i--)
		if (s->owner[x->conq[i]] == who && !teg_zone_binding(s->pacts, s->npacts, who, x->conq[i]))
			return x->conq[i];
	return -1;
}

static void emit_exchange(teg_state *s, int who, const int *c, int value, const char *id_you, const char *id,
	int where, game_events *ev)
{
	sbuf l = SBUF_INIT;
	char v[16], k[16];
	cards_text(s, c, &l);
	teg_num(v, sizeof v, value);
	teg_num(k, sizeof k, s->exchanges[who]);
	TEG_EMIT_YOU(ev, who, 0, id_you, id, "player", teg_name(s, who), "cards", sbuf_str(&l), "nth", k, "value", v,
		"country", where >= 0 ? s->map->name[where] : "", NULL);
	sbuf_free(&l);
}

static void draw_card(teg_state *s, int who, dice *d, game_events *ev)
{
	/* "cuando se acaba el mazo inicial se mezclan todas éstas y se usan
	 * nuevamente". */
	if (!s->ndeck && s->ndiscard) {
		memcpy(s->deck, s->discard, (size_t)s->ndiscard * sizeof(int));
		s->ndeck = s->ndiscard;
		s->ndiscard = 0;
		dice_shuffle(d, s->deck, (size_t)s->ndeck);
		game_emit(ev, GAME_ALL, 0, "teg.ev.reshuffle", NULL);
	}
	if (!s->ndeck) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.no_card_deck_you", "teg.ev.no_card_deck",
			"player", teg_name(s, who), NULL);
		return;
	}
	int c = s->deck[--s->ndeck];
	s->holder[c] = who;
	s->bonus_used[c] = 0;
	TEG_EMIT_YOU(ev, who, 0, "teg.ev.card_detail", "teg.ev.card", "player", teg_name(s, who), "country",
		s->map->name[c], NULL);
}

/* "Solicitar una TARJETA DE PAISES" and the two bonus armies, then the
 * next player's turn. The judge never forgets to ask for a card. */
static void end_turn(teg_state *s, int who, turn_ctx *x, dice *d, game_events *ev)
{
	int need = s->exchanges[who] >= 3 ? 2 : 1;
	if (x->nconq >= need) {
		/* "es obligación [canjear] antes de recibir la 6º tarjeta": the
		 * judge makes the exchange, the armies on the last conquest. */
		while (teg_hand(s, who, NULL) >= TEG_HAND_LIMIT) {
			int t[3], where = last_conquest(s, who, x);
			if (where < 0 || !teg_best_trio(s, who, 0, t))
				break;
			int v = exchange(s, who, t);
			s->armies[where] += v;
			emit_exchange(s, who, t, v, "teg.ev.forced_exchange_you", "teg.ev.forced_exchange", where, ev);
		}
		if (teg_hand(s, who, NULL) >= TEG_HAND_LIMIT)
			TEG_EMIT_YOU(ev, who, 0, "teg.ev.no_card_hand_you", "teg.ev.no_card_hand",
				"player", teg_name(s, who), NULL);
		else
			draw_card(s, who, d, ev);
	} else if (x->nconq) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.no_card_two_you", "teg.ev.no_card_two",
			"player", teg_name(s, who), NULL);
	}
	/* "Cuando el jugador posee simultáneamente un país y la tarjeta
	 * correspondiente ... por única vez, dos ejércitos adicionales". */
	for (int c = 0; c < TEG_NC; c++)
		if (s->holder[c] == who && !s->bonus_used[c] && s->owner[c] == who &&
			!teg_zone_binding(s->pacts, s->npacts, who, c)) {
			s->armies[c] += 2;
			s->bonus_used[c] = 1;
			TEG_EMIT_YOU(ev, who, 0, "teg.ev.card_bonus_you", "teg.ev.card_bonus",
				"player", teg_name(s, who),
				"country", s->map->name[c], NULL);
		}
	teg_pacts_on_turn_end(s, who, ev);
	if (x->nconq) {
		sbuf l = SBUF_INIT;
		for (int i = 0; i < x->nconq; i++)
			sbuf_printf(&l, "%s%s", i ? ", " : "", s->map->name[x->conq[i]]);
		/* The commit's line only: every seat was told each conquest. */
		game_emit(ev, 0, 1, "teg.ev.sum_conquests", "player", teg_name(s, who), "list", sbuf_str(&l), NULL);
		sbuf_free(&l);
	} else {
		TEG_EMIT_YOU(ev, who, 1, "teg.ev.sum_none_you", "teg.ev.sum_none", "player", teg_name(s, who), NULL);
	}
	start_turn(s, next_alive(s, who), ev);
}

/* ---- one step ------------------------------------------------------ */

static void pact_step(teg_state *s, int who, const teg_step *st, game_events *ev)
{
	char n[16], pn[16];
	teg_num(n, sizeof n, st->n);
	int why = teg_pact_why(s, s->pacts, s->npacts, s->owner, s->armies, who, st);
	/* An answer or a break names its pact's countries (a zone refused
	 * when accepted is named, never left blank). */
	const teg_pact *named = st->a < 0 ? teg_pact_find_c(s->pacts, s->npacts, st->n) : NULL;
	int ca = named ? named->a : st->a, cb = named ? named->b : st->b;
	const char *a = ca >= 0 ? s->map->name[ca] : "", *b = cb >= 0 ? s->map->name[cb] : "";
	const char *party = st->kind == TS_PACT_WORLD || st->kind == TS_ZONE ? teg_name(s, st->party) : "";
	if (why != TEG_PR_OK) {
		char you[64];
		snprintf(you, sizeof you, "%s_you", teg_pact_reason_id(why, 1));
		TEG_EMIT_YOU(ev, who, 0, you, teg_pact_reason_id(why, 1), "player", teg_name(s, who), "pact", n, "a", a,
			"b", b, "party", party, NULL);
		return;
	}
	const teg_pact *before = st->kind == TS_BREAK ? teg_pact_find_c(s->pacts, s->npacts, st->n) : NULL;
	int was_proposed = before && before->status == TEG_PACT_PROPOSED, was_from = before ? before->from : -1;
	int other = before ? (before->from == who ? before->to : before->from) : -1;
	teg_pact_do(s, s->pacts, &s->npacts, &s->next_pact, who, st);
	teg_num(pn, sizeof pn, s->next_pact - 1);
	switch (st->kind) {
	case TS_PACT:
		TEG_EMIT_TWO(ev, s->pacts[s->npacts - 1].to, who, 1, "teg.ev.propose_border_you",
			"teg.ev.propose_border_by_you", "teg.ev.propose_border", "pact", pn, "from", teg_name(s, who), "to",
			teg_name(s, s->pacts[s->npacts - 1].to), "a", a, "b", b, NULL);
		break;
	case TS_PACT_WORLD:
		TEG_EMIT_TWO(ev, st->party, who, 1, "teg.ev.propose_world_you", "teg.ev.propose_world_by_you",
			"teg.ev.propose_world", "pact", pn, "from", teg_name(s, who), "to", party, NULL);
		break;
	case TS_ZONE:
		TEG_EMIT_TWO(ev, st->party, who, 1, "teg.ev.propose_zone_you", "teg.ev.propose_zone_by_you",
			"teg.ev.propose_zone", "pact", pn, "from", teg_name(s, who), "to", party, "a", a, NULL);
		break;
	case TS_ACCEPT:
		TEG_EMIT_YOU(ev, who, 1, "teg.ev.pact_accepted_you", "teg.ev.pact_accepted",
			"pact", n, "player", teg_name(s, who), NULL);
		break;
	case TS_REJECT:
		TEG_EMIT_YOU(ev, who, 1, "teg.ev.pact_rejected_you", "teg.ev.pact_rejected",
			"pact", n, "player", teg_name(s, who), NULL);
		break;
	case TS_BREAK:
		if (was_proposed && was_from == who)
			TEG_EMIT_YOU(ev, who, 1, "teg.ev.pact_withdrawn_you", "teg.ev.pact_withdrawn",
				"pact", n, "player",
				teg_name(s, who), NULL);
		else if (was_proposed)
			TEG_EMIT_YOU(ev, who, 1, "teg.ev.pact_rejected_you", "teg.ev.pact_rejected",
				"pact", n, "player",
				teg_name(s, who), NULL);
		else
			TEG_EMIT_TWO(ev, who, other, 1, "teg.ev.pact_broken_you", "teg.ev.pact_broken_to_you",
				"teg.ev.pact_broken", "pact", n, "player", teg_name(s, who), "other", teg_name(s, other), NULL);
		break;
	default:
		break;
	}
}

static void regroup(teg_state *s, int who, const teg_step *st, turn_ctx *x, game_events *ev)
{
	if (!x->regrouping) {
		memcpy(x->base, s->armies, sizeof x->base);
		x->regrouping = 1;
	}
	const char *fn = s->map->name[st->a], *tn = s->map->name[st->b];
	char w[16], m[16];
	teg_num(w, sizeof w, st->n);
	if (s->owner[st->a] != who || s->owner[st->b] != who) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_regroup_owner_you", "teg.ev.skip_regroup_owner",
			"player", teg_name(s, who), "from", fn, "to", tn,
			"n", w, NULL);
		return;
	}
	if (teg_zone_binding(s->pacts, s->npacts, who, st->b)) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_regroup_zone_you", "teg.ev.skip_regroup_zone",
			"player", teg_name(s, who), "from", fn, "to", tn,
			"n", w, NULL);
		return;
	}
	/* Only armies that were there when regrouping began may leave, and
	 * one stays: "no puede pasar a Sahara ejércitos que se acaban de
	 * pasar de Francia a España". */
	int movable = x->base[st->a] - 1 - x->out[st->a];
	if (movable <= 0) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_regroup_armies_you", "teg.ev.skip_regroup_armies",
			"player", teg_name(s, who), "from", fn, "to", tn,
			"n", w, NULL);
		return;
	}
	int n = st->n < movable ? st->n : movable;
	s->armies[st->a] -= n;
	s->armies[st->b] += n;
	x->out[st->a] += n;
	teg_num(m, sizeof m, n);
	if (n < st->n)
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.regroup_partial_you", "teg.ev.regroup_partial",
			"player", teg_name(s, who),
			"from", fn, "to", tn, "n", m, "wanted", w, NULL);
	else
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.regroup_you", "teg.ev.regroup",
			"player", teg_name(s, who), "from", fn, "to",
			tn, "n", m, "wanted", w, NULL);
}

static void defensive(teg_state *s, int who, const teg_step *st, turn_ctx *x, game_events *ev)
{
	sbuf l = SBUF_INIT;
	cards_text(s, st->cards, &l);
	if (!x->nconq) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_defensive_none_you", "teg.ev.skip_defensive_none",
			"player", teg_name(s, who), "cards", sbuf_str(&l), NULL);
	} else {
		int where = last_conquest(s, who, x);
		if (where < 0) {
			TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_defensive_zone_you", "teg.ev.skip_defensive_zone",
				"player", teg_name(s, who), "cards",
				sbuf_str(&l), NULL);
		} else {
			/* "Estos ejércitos deben colocarse obligatoriamente en el
			 * último país que se ha conquistado." */
			int v = exchange(s, who, st->cards);
			s->armies[where] += v;
			emit_exchange(s, who, st->cards, v, "teg.ev.defensive_you", "teg.ev.defensive", where, ev);
		}
	}
	sbuf_free(&l);
}

/* Claims: the first still free now when it is the sender's claim, the
 * rest kept in order for his next claims. */
static void claims(teg_state *s, int who, const teg_plan *p, game_events *ev)
{
	int list[TEG_NC], n = 0;
	for (int i = 0; i < p->n; i++)
		if (p->v[i].kind == TS_CLAIM)
			list[n++] = p->v[i].a;
	if (!n)
		return;
	int k = 0;
	if (who == s->active && s->phase == TEG_CLAIM) {
		while (k < n && s->owner[list[k]] >= 0)
			k++;
		if (k < n)
			claim(s, who, list[k++], ev);
	}
	/* Told by name: what is noted now, in order, and what it replaced,
	 * so a second mail never replaces the first in silence. */
	sbuf was = SBUF_INIT, now = SBUF_INIT;
	for (int i = 0; i < s->nqueue[who]; i++)
		sbuf_printf(&was, "%s%s", i ? ", " : "", s->map->name[s->queue[who][i]]);
	s->nqueue[who] = 0;
	for (int i = k; i < n; i++) {
		s->queue[who][s->nqueue[who]++] = list[i];
		sbuf_printf(&now, "%s%s", i > k ? ", " : "", s->map->name[list[i]]);
	}
	if (n > k) {
		teg_qty2 c;
		teg_qty_both(&c, "teg.n.country", "teg.n.countries", n - k);
		game_emit(ev, GAME_SEAT(who), 0, n - k == 1 ? "teg.ev.claims_queued_one" : "teg.ev.claims_queued", "count_es",
			c.es, "count_en", c.en, "list", sbuf_str(&now), NULL);
	}
	if (was.len && strcmp(sbuf_str(&was), sbuf_str(&now)))
		game_emit(ev, GAME_SEAT(who), 0, "teg.ev.claims_replaced", "list", sbuf_str(&was), NULL);
	sbuf_free(&was);
	sbuf_free(&now);
	if (who == s->active && k)
		advance_claims(s, ev);
}

void teg_execute(teg_state *s, int who, const teg_plan *p, dice *d, game_events *ev)
{
	turn_ctx *x = xcalloc(1, sizeof *x);
	int phase = s->phase, playing = p->plays && who == s->active;
	for (int i = 0; i < p->n && s->phase != TEG_OVER; i++) {
		const teg_step *st = &p->v[i];
		if (st->kind != TS_PLACE)
			flush_placed(s, who, x, ev);
		switch (st->kind) {
		case TS_PLACE:
			place(s, x, st->a, st->n);
			break;
		case TS_EXCHANGE: {
			int v = exchange(s, who, st->cards);
			emit_exchange(s, who, st->cards, v, "teg.ev.exchange_you", "teg.ev.exchange", -1, ev);
			break;
		}
		case TS_ATTACK:
			teg_attack(s, who, st, d, ev, x->conq, &x->nconq);
			break;
		case TS_REGROUP:
			regroup(s, who, st, x, ev);
			break;
		case TS_DEFENSIVE:
			defensive(s, who, st, x, ev);
			break;
		case TS_PASS:
		case TS_CLAIM:
		case TS_CARD:
			break;
		default:
			pact_step(s, who, st, ev);
			break;
		}
	}
	flush_placed(s, who, x, ev);
	if (s->phase != TEG_OVER) {
		if (phase == TEG_CLAIM)
			claims(s, who, p, ev);
		else if (phase == TEG_PLACE && playing)
			placement_done(s, ev);
		else if (phase == TEG_TURN && playing)
			end_turn(s, who, x, d, ev);
	}
	sbuf_free(&x->placed);
	free(x);
}

/* ---- deadlines ------------------------------------------------------ */

static int pick(uint64_t set, dice *d)
{
	int v[TEG_NC], n = 0;
	for (int i = 0; i < TEG_NC; i++)
		if (set >> i & 1)
			v[n++] = i;
	return v[dice_below(d, (uint32_t)n)];
}

void teg_timeout_claim(teg_state *s, dice *d, game_events *ev)
{
	uint64_t free_set = 0;
	for (int i = 0; i < TEG_NC; i++)
		if (s->owner[i] < 0)
			free_set |= (uint64_t)1 << i;
	int c = pick(free_set, d);
	game_emit(ev, GAME_SEAT(s->active), 0, "teg.ev.timeout_claim", "country", s->map->name[c], NULL);
	claim(s, s->active, c, ev);
	advance_claims(s, ev);
}

void teg_timeout_place(teg_state *s, dice *d, game_events *ev)
{
	turn_ctx *x = xcalloc(1, sizeof *x);
	int who = s->active, n = teg_setup_amount(s, who);
	uint64_t ok = teg_place_allowed(s, who, -1);
	for (int k = 0; k < n; k++)
		place(s, x, pick(ok, d), 1);
	game_emit(ev, GAME_SEAT(who), 0, "teg.ev.timeout_place", NULL);
	flush_placed(s, who, x, ev);
	sbuf_free(&x->placed);
	free(x);
	placement_done(s, ev);
}

void teg_timeout_turn(teg_state *s, dice *d, game_events *ev)
{
	turn_ctx *x = xcalloc(1, sizeof *x);
	int who = s->active;
	game_emit(ev, GAME_SEAT(who), 0, "teg.ev.timeout_turn", NULL);
	if (s->turns[who] >= 2) {
		int free_armies, cont[TEG_NCONT];
		teg_income(s, who, &free_armies, cont);
		for (int c = 0; c < TEG_NCONT; c++) {
			uint64_t ok = teg_place_allowed(s, who, c);
			for (int k = 0; k < cont[c]; k++)
				place(s, x, pick(ok, d), 1);
		}
		uint64_t ok = teg_place_allowed(s, who, -1);
		for (int k = 0; k < free_armies; k++)
			place(s, x, pick(ok, d), 1);
		flush_placed(s, who, x, ev);
	}
	end_turn(s, who, x, d, ev);
	sbuf_free(&x->placed);
	free(x);
}
