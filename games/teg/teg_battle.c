/* TEG: the dice of an attack ("Desarrollo del ataque"), the conquest and
 * what it causes: ended pacts, a destroyed colour, victory. */
#include <stdio.h>
#include <string.h>

#include "games/teg/teg_int.h"
#include "orders/ord_teg.h"

static void sort_desc(int *v, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && v[j] > v[j - 1]; j--) {
			int t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
}

void teg_compare(int *att, int na, int *def, int nd, int *att_lost, int *def_lost)
{
	sort_desc(att, na);
	sort_desc(def, nd);
	*att_lost = *def_lost = 0;
	int pairs = na < nd ? na : nd;
	for (int i = 0; i < pairs; i++) {
		if (att[i] > def[i])
			(*def_lost)++;
		else
			(*att_lost)++; /* "En caso de empate ... gana el dado defensor" */
	}
}

static void dice_text(const int *v, int n, char *buf, size_t len)
{
	size_t o = 0;
	buf[0] = '\0';
	for (int i = 0; i < n && o + 3 < len; i++)
		o += (size_t)snprintf(buf + o, len - o, "%s%d", i ? " " : "", v[i]);
}

/* One roll: attacker min(3, armies - 1) dice, defender min(3, armies). */
static void battle(teg_state *s, int who, int from, int to, dice *d, game_events *ev)
{
	int na = s->armies[from] - 1 < 3 ? s->armies[from] - 1 : 3;
	int nd = s->armies[to] < 3 ? s->armies[to] : 3;
	int a[3], b[3], al, dl;
	for (int i = 0; i < na; i++)
		a[i] = dice_roll(d, 6);
	for (int i = 0; i < nd; i++)
		b[i] = dice_roll(d, 6);
	teg_compare(a, na, b, nd, &al, &dl);
	s->armies[from] -= al;
	s->armies[to] -= dl;
	char ad[16], dd[16], x[16], y[16], u[16], v[16];
	dice_text(a, na, ad, sizeof ad);
	dice_text(b, nd, dd, sizeof dd);
	teg_num(x, sizeof x, al);
	teg_num(y, sizeof y, dl);
	teg_num(u, sizeof u, s->armies[from]);
	teg_num(v, sizeof v, s->armies[to]);
	TEG_EMIT_TWO(ev, who, s->owner[to], 0, "teg.ev.battle_you", "teg.ev.battle_yours", "teg.ev.battle", "attacker",
		teg_name(s, who), "from", s->map->name[from], "to", s->map->name[to], "defender", teg_name(s, s->owner[to]),
		"adice", ad, "ddice", dd, "alost", x, "dlost", y, "aleft", u, "dleft", v, NULL);
}

/* A seat lost its last country to `who` ("Destrucción fortuita de un
 * color" and the destroy objectives). */
static void destroyed(teg_state *s, int who, int victim, game_events *ev)
{
	s->out |= GAME_SEAT(victim);
	TEG_EMIT_TWO(ev, who, victim, 1, "teg.ev.eliminated_by_you", "teg.ev.eliminated_you", "teg.ev.eliminated", "player",
		teg_name(s, victim), "by", teg_name(s, who), NULL);
	int cards[TEG_NC], k = teg_hand(s, victim, cards);
	teg_qty2 c;
	teg_qty_both(&c, "teg.n.card", "teg.n.cards", k);
	if (k && s->o.cards_to_destroyer) {
		sbuf l = SBUF_INIT;
		for (int i = 0; i < k; i++) {
			s->holder[cards[i]] = who;
			s->bonus_used[cards[i]] = 0;
			sbuf_printf(&l, "%s%s", i ? ", " : "", s->map->name[cards[i]]);
		}
		/* The receiver is told which; the others, how many. */
		TEG_EMIT_TWO(ev, who, victim, 0, "teg.ev.cards_handed_detail", "teg.ev.cards_handed_yours",
			"teg.ev.cards_handed", "player", teg_name(s, who),
			"victim", teg_name(s, victim), "count_es", c.es, "count_en", c.en, "list", sbuf_str(&l), NULL);
		sbuf_free(&l);
	} else if (k) {
		for (int i = 0; i < k; i++) {
			s->holder[cards[i]] = -1;
			s->bonus_used[cards[i]] = 0;
			s->discard[s->ndiscard++] = cards[i];
		}
		TEG_EMIT_YOU(ev, victim, 0, "teg.ev.cards_discarded_yours", "teg.ev.cards_discarded", "victim",
			teg_name(s, victim), "count_es", c.es, "count_en", c.en, NULL);
	}
	s->nqueue[victim] = 0;
	teg_pacts_on_elimination(s, victim, ev);
	/* Someone else had to destroy this colour: only the common objective
	 * is left to him, and nobody else is told; not when this conquest
	 * ends the game (a finished game tells nobody how to win). */
	for (int h = 0; h < s->n && !teg_objective_met(s, who); h++)
		if (h != who && teg_alive(s, h) && s->target[h] == victim && !s->common_only[h]) {
			s->common_only[h] = 1;
			game_emit(ev, GAME_SEAT(h), 0, "teg.ev.objective_lost", "victim", teg_name(s, victim), "by",
				teg_name(s, who), NULL);
		}
}

/* The attacker holds his objective: the game ends at once. */
static void victory(teg_state *s, int who, game_events *ev)
{
	char c[16];
	teg_num(c, sizeof c, teg_count(s, who));
	if (s->variant) {
		TEG_EMIT_YOU(ev, who, 1, "teg.ev.victory_all_you", "teg.ev.victory_all",
			"player", teg_name(s, who), NULL);
	} else if (!teg_secret_met(s, who)) {
		TEG_EMIT_YOU(ev, who, 1, "teg.ev.victory_common_you", "teg.ev.victory_common",
			"player", teg_name(s, who),
			"count", c, NULL);
	} else if (s->target[who] >= 0) {
		TEG_EMIT_YOU(ev, who, 1, "teg.ev.victory_destroy_you", "teg.ev.victory_destroy", "player",
			teg_name(s, who), "victim", teg_name(s, s->target[who]), NULL);
	} else {
		/* The secret objective is shown to all once it is fulfilled. */
		char id[16];
		snprintf(id, sizeof id, "teg.obj.%d", s->objective[who]);
		TEG_EMIT_YOU(ev, who, 1, "teg.ev.victory_secret_you", "teg.ev.victory_secret",
			"player", teg_name(s, who), NULL);
		game_emit(ev, GAME_ALL, 0, id, NULL);
	}
	teg_end_game(s, TEG_END_VICTORY, GAME_SEAT(who), ev);
}

static void conquer(teg_state *s, int who, const teg_step *st, game_events *ev)
{
	int from = st->a, to = st->b, victim = s->owner[to];
	int want = st->move; /* check() kept it at 1 on a zone of a pact */
	int can = s->armies[from] - 1;
	int moved = want < can ? want : can;
	s->owner[to] = who;
	s->armies[to] = moved;
	s->armies[from] -= moved;
	char m[16], w[16];
	teg_num(m, sizeof m, moved);
	teg_num(w, sizeof w, want);
	TEG_EMIT_TWO(ev, who, victim, 0, "teg.ev.conquest_you", "teg.ev.conquest_yours", "teg.ev.conquest", "attacker",
		teg_name(s, who), "to", s->map->name[to], "defender", teg_name(s, victim), "from", s->map->name[from], "moved",
		m, NULL);
	if (moved < want)
		game_emit(ev, GAME_ALL, 0, "teg.ev.move_partial", "from", s->map->name[from], "to", s->map->name[to],
			"wanted", w, "moved", m, NULL);
	teg_pacts_on_conquest(s, to, victim, ev);
	if (teg_count(s, victim) == 0)
		destroyed(s, who, victim, ev);
}

int teg_attack(teg_state *s, int who, const teg_step *st, dice *d, game_events *ev, int *conq, int *nconq)
{
	int from = st->a, to = st->b;
	const char *fn = s->map->name[from], *tn = s->map->name[to];
	char l[16];
	teg_num(l, sizeof l, st->left);
	/* Orders the dice made impossible are skipped and reported. */
	if (s->owner[from] != who) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_attack_from_you", "teg.ev.skip_attack_from",
			"player", teg_name(s, who), "from", fn, "to", tn, NULL);
		return 0;
	}
	if (s->owner[to] == who) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_attack_taken_you", "teg.ev.skip_attack_taken",
			"player", teg_name(s, who), "from", fn, "to", tn, NULL);
		return 0;
	}
	if (s->armies[from] < 2) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_attack_armies_you", "teg.ev.skip_attack_armies",
			"player", teg_name(s, who), "from", fn, "to", tn, NULL);
		return 0;
	}
	if (st->until == ORD_TEG_UNTIL_LEFT && s->armies[from] <= st->left) {
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_attack_left_you", "teg.ev.skip_attack_left",
			"player", teg_name(s, who), "from", fn, "to", tn,
			"left", l, NULL); /* worded without a noun: "1" or "3" alike */
		return 0;
	}
	int pact;
	if (teg_pact_forbids(s, s->pacts, s->npacts, who, from, to, s->owner[to], &pact)) {
		char pn[16];
		teg_num(pn, sizeof pn, pact);
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.skip_attack_pact_you", "teg.ev.skip_attack_pact",
			"player", teg_name(s, who), "from", fn, "to", tn,
			"pact", pn, NULL);
		return 0;
	}
	for (;;) {
		battle(s, who, from, to, d, ev);
		if (s->armies[to] == 0) {
			conquer(s, who, st, ev);
			conq[(*nconq)++] = to;
			if (teg_objective_met(s, who)) {
				victory(s, who, ev);
				return 1;
			}
			return 0;
		}
		if (st->until == ORD_TEG_ONCE || s->armies[from] < 2)
			break;
		if (st->until == ORD_TEG_UNTIL_LEFT && s->armies[from] <= st->left)
			break;
	}
	char a[16], b[16];
	teg_num(a, sizeof a, s->armies[from]);
	teg_num(b, sizeof b, s->armies[to]);
	if (st->until != ORD_TEG_ONCE)
		TEG_EMIT_YOU(ev, who, 0, "teg.ev.attack_stopped_you", "teg.ev.attack_stopped",
			"player", teg_name(s, who), "from", fn, "to", tn,
			"aleft", a, "dleft", b, NULL);
	return 0;
}
