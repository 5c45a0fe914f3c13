/* Κρατος's bot: a legal mail for a seat, and the whole turn of a colour no
 * seat holds (option seats). Every order it writes is first run on a copy
 * of the state (kr_exec without dice), so it only writes what check()
 * accepts. Plain greed: produce everything, carry bread and gasoline home
 * and wheat, oil and iron to where they are made into bread, gasoline, steel,
 * build war pieces with steel, shoot what is in range, sail at the nearest
 * enemy capital. Version 2 (bot_v2) minds the bread (rules 17-18),
 * version 3 (bot_v3) finishes the game (rules 18, 69, 70). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kratos/kr_int.h"

/* Tries one order on the copy; on success writes it. */
static int try(kr_state *c, int who, ord_kr *o, sbuf *out)
{
	kr_why w;
	if (kr_all_played(c))
		return 0; /* the turn ends with this mail anyway */
	kr_state *save = xmalloc(sizeof *save);
	memcpy(save, c, sizeof *c);
	int bad = kr_exec(c, who, o, NULL, NULL, &w);
	if (bad)
		memcpy(c, save, sizeof *c);
	free(save);
	if (!bad)
		kr_canon(o, out);
	return !bad;
}

static ord_kr order(int verb, int piece)
{
	ord_kr o;
	memset(&o, 0, sizeof o);
	o.verb = verb;
	o.piece = piece;
	o.tpiece = o.tisland = o.good = o.type = o.colour = -1;
	o.place = ORD_KR_NONE;
	o.amount = -1;
	return o;
}

/* War pieces of others than who on island isl (what keeps it from who). */
static int defenders(const kr_state *s, int who, int isl)
{
	int k = 0;
	for (int i = 0; i < s->np; i++) {
		const kr_piece *q = &s->p[i];
		k += q->type >= 0 && q->type != KR_MINE && q->carrier < 0 && q->place == -1 - isl && q->owner != who &&
		     kr_piece_rules[q->type].cls == KR_WAR;
	}
	return k;
}

/* The enemy capital to go for: few defenders first, then near (rule 69:
 * one capital taken gives everything of its owner). */
static int enemy_capital(const kr_state *s, int who, int from)
{
	int best = ORD_KR_NONE, bk = 1 << 20;
	for (int c = 0; c < KR_COLOURS; c++) {
		if (c == who || s->flag[c] < 0)
			continue;
		int k = 6 * defenders(s, who, s->flag[c]) + kr_place_dist(&s->board, from, -1 - s->flag[c]);
		if (k < bk)
			bk = k, best = -1 - s->flag[c];
	}
	return best;
}

/* An enemy piece piece i could hit from place `at`: war pieces first
 * (they hold islands, rule 43), else anything; -1 none. */
static int target_from(const kr_state *s, int who, int i, int at)
{
	const kr_piece_rule *r = &kr_piece_rules[s->p[i].type];
	if (r->cls != KR_WAR || !r->power)
		return -1;
	int other = -1;
	for (int k = 0; k < s->np; k++) {
		const kr_piece *q = &s->p[k];
		if (k == i || q->type < 0 || q->type == KR_MINE || q->carrier >= 0 || q->owner < 0 ||
			kr_piece_owner(s, k) == who || (q->submerged && s->p[i].type != KR_SWEEPER))
			continue;
		if (kr_place_dist(&s->board, at, q->place) > r->angle)
			continue;
		if (kr_piece_rules[q->type].cls == KR_WAR)
			return k;
		if (other < 0)
			other = k;
	}
	return other;
}

/* Moves piece i as close to target as it can, shooting after the move
 * when something is in range there (rule 22: MOVER .. Y DISPARAR). */
static void step_toward(kr_state *c, int who, int i, int target, sbuf *out)
{
	int here = kr_place_of(c, i), reach = kr_piece_rules[c->p[i].type].speed * c->base;
	int cand[KR_NCELL + KR_NISLAND], nc = 0, key[KR_NCELL + KR_NISLAND];
	for (int p = -KR_NISLAND; p < KR_NCELL; p++) {
		if (p == here || kr_place_dist(&c->board, here, p) > reach)
			continue;
		if (p >= 0 && c->board.at[p] >= 0)
			continue;
		int d = kr_place_dist(&c->board, p, target);
		if (d >= kr_place_dist(&c->board, here, target))
			continue;
		cand[nc] = p;
		key[nc++] = d;
	}
	/* Closest first (a few tries: each runs the path search). */
	for (int tries = 0; tries < 6 && nc; tries++) {
		int b = 0;
		for (int k = 1; k < nc; k++)
			if (key[k] < key[b])
				b = k;
		ord_kr o = order(ORD_KR_MOVE, i);
		o.place = cand[b];
		o.tpiece = target_from(c, who, i, cand[b]);
		o.then = o.tpiece >= 0;
		if (try(c, who, &o, out))
			return;
		o.then = 0;
		o.tpiece = -1;
		if (try(c, who, &o, out))
			return;
		cand[b] = cand[--nc];
		key[b] = key[nc];
	}
}

static int shoot_something(kr_state *c, int who, int i, sbuf *out)
{
	int k = target_from(c, who, i, kr_place_of(c, i));
	if (k < 0)
		return 0;
	ord_kr o = order(ORD_KR_SHOOT, i);
	o.tpiece = k;
	return try(c, who, &o, out);
}

/* Keeps the last war piece of who on its capital at home. */
static int last_guard(const kr_state *s, int who, int i)
{
	int cap = s->flag[who];
	if (cap < 0 || s->p[i].place != -1 - cap || s->p[i].carrier >= 0)
		return 0;
	for (int k = 0; k < s->np; k++) {
		const kr_piece *q = &s->p[k];
		if (k != i && q->type >= 0 && q->type != KR_MINE && q->owner == who && q->carrier < 0 &&
			q->place == -1 - cap && kr_piece_rules[q->type].cls == KR_WAR)
			return 0;
	}
	return 1;
}

/* Where a cargo of good g at place `from` should go: bread and gasoline
 * to the capital (rules 17, 31 use only the official depots); wheat, oil
 * and iron to the nearest own island that makes them into bread, gasoline
 * or steel with a producer there (rules 50, 51); ORD_KR_NONE: nowhere. */
static int destination(const kr_state *s, int who, int g, int from)
{
	if (g == KR_BREAD || g == KR_GAS)
		return s->flag[who] >= 0 ? -1 - s->flag[who] : ORD_KR_NONE;
	int best = ORD_KR_NONE, bd = 1 << 20;
	for (int isl = 0; isl < KR_NISLAND; isl++) {
		if (s->owner[isl] != who || s->infra[isl] != g + KR_STEEL || s->depot[isl][g] >= KR_LOAD)
			continue;
		int producer = 0;
		for (int k = 0; k < s->np && !producer; k++)
			producer = s->p[k].type == KR_P_IRON + g + KR_STEEL && s->p[k].carrier < 0 && s->p[k].place == -1 - isl &&
				   s->p[k].owner == who;
		int d = kr_place_dist(&s->board, from, -1 - isl);
		if (producer && d < bd)
			bd = d, best = -1 - isl;
	}
	return best;
}

static void setup(const kr_state *s, int who, sbuf *out)
{
	for (int k = 0; k < kr_nstart; k++) {
		const kr_start_row *r = &kr_start[k];
		int isl = r->type == KR_BATTLESHIP ? s->second[who] : s->flag[who];
		sbuf_printf(out, "COLOCAR %d %s %c\n", r->count, r->type >= 0 ? kr_type_word[r->type] : kr_good_word[r->good],
			'A' + isl);
	}
}

/* Version 1. Frozen: a change to it, or to a function it calls, is a new
 * version beside it (KR_BOT_VERSIONS), never an edit. */
static void bot_v1(const kr_state *s, int who, dice *d, sbuf *out)
{
	if (s->phase == KR_PH_SETUP) {
		setup(s, who, out);
		return;
	}
	if (s->phase != KR_PH_TURN || s->active != who)
		return;
	kr_state *c = xmalloc(sizeof *c);
	memcpy(c, s, sizeof *c);
	int cap = c->flag[who];
	/* Producers first: the primary ones, then the secondary, steel last. */
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < c->np; i++) {
			int t = c->p[i].type;
			if (t < 0 || c->p[i].owner != who || kr_piece_rules[t].cls != KR_PRODUCER)
				continue;
			if ((kr_consumes(t) >= 0) != pass)
				continue;
			ord_kr o = order(ORD_KR_PRODUCE, i);
			if (!try(c, who, &o, out))
				continue;
			/* Every piece eats a bread a turn (rule 17): build only with
			 * bread to spare. */
			if (t != KR_P_STEEL || cap < 0 || c->depot[cap][KR_BREAD] < 8 * kr_bread_need(c, who))
				continue;
			static const int wants[] = { KR_BATTLESHIP, KR_PLANE, KR_SUB };
			for (int k = 0; k < 8; k++) {
				ord_kr b = order(ORD_KR_BUILD, i);
				b.type = wants[dice_below(d, 3)];
				try(c, who, &b, out);
			}
		}
	/* Transports: bread and gasoline to the capital, wheat and oil to
	 * where they are made into bread and gasoline. */
	for (int i = 0; i < c->np && cap >= 0; i++) {
		kr_piece *p = &c->p[i];
		if ((p->type != KR_MERCHANT && p->type != KR_TANKER) || p->owner != who || p->carrier >= 0)
			continue;
		if (p->cargo >= 0 && p->place < 0 && p->place == destination(c, who, p->cargo, p->place)) {
			ord_kr o = order(ORD_KR_UNLOAD, i);
			try(c, who, &o, out);
		}
		int go = ORD_KR_NONE;
		if (p->cargo < 0) {
			int best = 1 << 20;
			for (int isl = 0; isl < KR_NISLAND; isl++)
				for (int g = 0; g < KR_NGOODS; g++) {
					int dist = kr_place_dist(&c->board, p->place, -1 - isl);
					if (!(kr_cargo_of(p->type)->goods >> g & 1) || c->owner[isl] != who ||
						c->depot[isl][g] < KR_LOAD || destination(c, who, g, -1 - isl) == ORD_KR_NONE ||
						destination(c, who, g, -1 - isl) == -1 - isl || dist >= best)
						continue;
					best = dist;
					go = -1 - isl;
					if (p->place == go) {
						ord_kr o = order(ORD_KR_LOAD, i);
						o.good = g;
						if (try(c, who, &o, out))
							go = destination(c, who, g, go), best = -1;
					}
				}
		} else {
			go = destination(c, who, p->cargo, p->place);
		}
		if (go != ORD_KR_NONE && kr_place_of(c, i) != go && p->stage < KR_MOVED)
			step_toward(c, who, i, go, out);
	}
	/* War pieces: shoot, else sail at the nearest enemy capital (one in
	 * three stays home to keep the islands). */
	for (int i = 0; i < c->np; i++) {
		kr_piece *p = &c->p[i];
		if (p->type < 0 || p->owner != who || kr_piece_rules[p->type].cls != KR_WAR || !kr_piece_rules[p->type].playable)
			continue;
		if (p->stage >= KR_MOVED || p->built == c->turn)
			continue;
		if (shoot_something(c, who, i, out))
			continue;
		if (last_guard(c, who, i))
			continue;
		int target = enemy_capital(c, who, kr_place_of(c, i));
		if (target != ORD_KR_NONE && cap >= 0 && c->depot[cap][KR_GAS] > 5)
			step_toward(c, who, i, target, out);
	}
	if (c->phase == KR_PH_TURN && c->active == who && !kr_all_played(c))
		sbuf_puts(out, "ACABAR\n");
	free(c);
}

/* ---- version 2: a colour that feeds itself (rules 17-18) ------------ */

/* Bread in the depots of every island of colour c. */
static int bread_of(const kr_state *s, int c)
{
	int n = 0;
	for (int isl = 0; isl < KR_NISLAND; isl++)
		n += s->owner[isl] == c ? s->depot[isl][KR_BREAD] : 0;
	return n;
}

/* Turns who's bread feeds it, wherever it lies, with extra mouths. */
static int turns_fed(const kr_state *s, int who, int bread, int extra)
{
	return bread / (kr_bread_need(s, who) + extra > 0 ? kr_bread_need(s, who) + extra : 1);
}

/* The enemy capital to go for: rule 69 gives the taker everything of
 * its owner, bread and mouths alike, so a capital whose spoils would
 * starve who is left alone; among the others, few defenders, near, and
 * bread to take home first. */
static int enemy_capital_v2(const kr_state *s, int who, int from)
{
	int best = ORD_KR_NONE, bk = 1 << 20, mine = bread_of(s, who);
	for (int c = 0; c < KR_COLOURS; c++) {
		if (c == who || s->flag[c] < 0)
			continue;
		int theirs = bread_of(s, c);
		if (turns_fed(s, who, mine + theirs, kr_bread_need(s, c)) < 3 && turns_fed(s, who, mine, 0) >= 3)
			continue;
		int k = 6 * defenders(s, who, s->flag[c]) + kr_place_dist(&s->board, from, -1 - s->flag[c]) - theirs / 40;
		if (k < bk)
			bk = k, best = -1 - s->flag[c];
	}
	return best;
}

static void transports_v2(kr_state *c, int who, int unload_on_arrival, sbuf *out)
{
	int cap = c->flag[who];
	/* Bread first while the capital holds less than a few turns of it. */
	int hungry = c->depot[cap][KR_BREAD] < 6 * kr_bread_need(c, who);
	for (int i = 0; i < c->np; i++) {
		kr_piece *p = &c->p[i];
		if ((p->type != KR_MERCHANT && p->type != KR_TANKER) || p->owner != who || p->carrier >= 0)
			continue;
		if (p->cargo >= 0 && p->place < 0 && p->place == destination(c, who, p->cargo, p->place)) {
			ord_kr o = order(ORD_KR_UNLOAD, i);
			try(c, who, &o, out);
		}
		int go = ORD_KR_NONE;
		if (p->cargo < 0) {
			int best = 1 << 20, bg = -1;
			for (int isl = 0; isl < KR_NISLAND; isl++)
				for (int g = 0; g < KR_NGOODS; g++) {
					int key = kr_place_dist(&c->board, p->place, -1 - isl) - (hungry && g == KR_BREAD ? 40 : 0);
					if (!(kr_cargo_of(p->type)->goods >> g & 1) || c->owner[isl] != who ||
						c->depot[isl][g] < KR_LOAD || destination(c, who, g, -1 - isl) == ORD_KR_NONE ||
						destination(c, who, g, -1 - isl) == -1 - isl || key >= best)
						continue;
					best = key;
					go = -1 - isl;
					bg = g;
				}
			if (bg >= 0 && p->place == go) {
				ord_kr o = order(ORD_KR_LOAD, i);
				o.good = bg;
				if (try(c, who, &o, out))
					go = destination(c, who, bg, go);
			}
		} else {
			go = destination(c, who, p->cargo, p->place);
		}
		if (go != ORD_KR_NONE && kr_place_of(c, i) != go && p->stage < KR_MOVED)
			step_toward(c, who, i, go, out);
		/* Rule 33: unloading may end the play that arrived (version 3;
		 * version 2 unloaded in its next turn). */
		if (unload_on_arrival && p->cargo >= 0 && go < 0 && kr_place_of(c, i) == go) {
			ord_kr o = order(ORD_KR_UNLOAD, i);
			try(c, who, &o, out);
		}
	}
}

/* ---- version 3: a colour that finishes the game (rules 18, 69, 70) --- */

/* Colour c cannot feed its next turn from its capital (rules 17-18: the
 * official depot and the mouths are on the board for all to see): in
 * famine from then on, its pieces may only be sold or pass. */
static int starving(const kr_state *s, int c)
{
	return s->flag[c] >= 0 && s->depot[s->flag[c]][KR_BREAD] < kr_bread_need(s, c);
}

/* The enemy capital to go for. Rule 69 hands the taker the loser's
 * mouths: a capital whose mouths the taker's capital cannot feed at its
 * next turn is left alone, unless the taker starves anyway or it is the
 * last one (rule 70: taking it ends the game). Among the others, few
 * defenders, near, and bread to take home. */
static int enemy_capital_v3(const kr_state *s, int who, int from)
{
	int best = ORD_KR_NONE, bk = 1 << 20, cap = s->flag[who], left = 0, need = kr_bread_need(s, who);
	int mine = bread_of(s, who);
	for (int c = 0; c < KR_COLOURS; c++)
		left += c != who && s->flag[c] >= 0;
	int desperate = s->depot[cap][KR_BREAD] < need;
	for (int c = 0; c < KR_COLOURS; c++) {
		if (c == who || s->flag[c] < 0)
			continue;
		if (left > 1 && !desperate && mine < need + kr_bread_need(s, c))
			continue;
		int k = 6 * defenders(s, who, s->flag[c]) + kr_place_dist(&s->board, from, -1 - s->flag[c]) -
			bread_of(s, c) / 40;
		if (k < bk)
			bk = k, best = -1 - s->flag[c];
	}
	return best;
}

/* Version 2: version 1's plan, but a colour that feeds itself: bread is
 * shipped home first when short (captured bread too: every own island's
 * depot), war pieces sail only at capitals whose spoils it can feed (at
 * none in the first round; all of them after the second), and it builds
 * only with bread for many turns. v: the version (2, 3 or 4: bot_v3,
 * bot_v4, which play alike); the paths of 2 and 3 are kept as released
 * (test_rule_1_bot_versions_1_2_3_play_as_before). */
static void bot_v2_on(const kr_state *s, int who, dice *d, int v, sbuf *out)
{
	if (s->phase == KR_PH_SETUP) {
		setup(s, who, out);
		return;
	}
	if (s->phase != KR_PH_TURN || s->active != who)
		return;
	kr_state *c = xmalloc(sizeof *c);
	memcpy(c, s, sizeof *c);
	int cap = c->flag[who];
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < c->np; i++) {
			int t = c->p[i].type;
			if (t < 0 || c->p[i].owner != who || kr_piece_rules[t].cls != KR_PRODUCER)
				continue;
			if ((kr_consumes(t) >= 0) != pass)
				continue;
			ord_kr o = order(ORD_KR_PRODUCE, i);
			if (!try(c, who, &o, out))
				continue;
			if (t != KR_P_STEEL || cap < 0 || turns_fed(c, who, bread_of(c, who), 0) < 12)
				continue;
			static const int wants[] = { KR_BATTLESHIP, KR_PLANE, KR_SUB };
			for (int k = 0; k < 8; k++) {
				ord_kr b = order(ORD_KR_BUILD, i);
				b.type = wants[dice_below(d, 3)];
				try(c, who, &b, out);
			}
		}
	if (cap >= 0)
		transports_v2(c, who, v >= 3, out);
	for (int i = 0; i < c->np; i++) {
		kr_piece *p = &c->p[i];
		if (p->type < 0 || p->owner != who || kr_piece_rules[p->type].cls != KR_WAR || !kr_piece_rules[p->type].playable)
			continue;
		if (p->stage >= KR_MOVED || p->built == c->turn)
			continue;
		int k = target_from(c, who, i, kr_place_of(c, i));
		if ((v < 3 || (k >= 0 && !starving(c, kr_piece_owner(c, k)))) && shoot_something(c, who, i, out))
			continue;
		/* The capital keeps a guard while the others may still be in
		 * their opening; then everything sails (a guard left at every
		 * capital made the game a siege that famine ends). */
		if (c->turn <= 2 * KR_COLOURS && last_guard(c, who, i))
			continue;
		/* A fair start (rule 7): nobody sails at a capital in the first
		 * round, so no colour loses its own before it has played twice
		 * (planes reach 6 to 12 cells, most of the board, and eight
		 * colours playing before one can take it after its only turn). */
		if (c->turn <= KR_COLOURS)
			continue;
		int target = (v < 3 ? enemy_capital_v2 : enemy_capital_v3)(c, who, kr_place_of(c, i));
		if (target != ORD_KR_NONE && cap >= 0 && c->depot[cap][KR_GAS] > 5)
			step_toward(c, who, i, target, out);
	}
	if (c->phase == KR_PH_TURN && c->active == who && !kr_all_played(c))
		sbuf_puts(out, "ACABAR\n");
	free(c);
}

static void bot_v2(const kr_state *s, int who, dice *d, sbuf *out)
{
	bot_v2_on(s, who, d, 2, out);
}

/* Version 3: version 2's colour that feeds itself, and finishes the game:
 * a war piece spends its play on a shot only at a colour that can still
 * play (rule 18: a starving colour's pieces can never move or shoot
 * again, and a shot is a war piece's whole play, so version 2's fleets
 * stood shooting at harmless hulls while the table starved), it takes a
 * capital whose mouths it can feed, any capital when it starves anyway,
 * and the last one always (rule 70); transports unload on arrival. */
static void bot_v3(const kr_state *s, int who, dice *d, sbuf *out)
{
	bot_v2_on(s, who, d, 3, out);
}

/* Version 4: version 3's play; the engine plays on the game no seat is
 * left in (kr_turn.c, KR_BOT_PLAY_OUT). */
static void bot_v4(const kr_state *s, int who, dice *d, sbuf *out)
{
	bot_v2_on(s, who, d, 4, out);
}

static void (*const versions[KR_BOT_VERSIONS + 1])(const kr_state *, int, dice *, sbuf *) = { NULL, bot_v1,
	bot_v2, bot_v3, bot_v4 };

void kr_bot_colour(const kr_state *s, int who, dice *d, sbuf *out)
{
	versions[s->bot_version](s, who, d, out);
}

void kr_bot(const void *st, int who, dice *d, sbuf *orders)
{
	kr_bot_colour(st, who, d, orders);
}
