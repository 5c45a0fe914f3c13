/* TEG: a simple, aggressive bot for playouts and demos. It uses only what
 * its seat may know: the public map, pacts and card counts, its own cards
 * and objective. Its orders are legal by construction: it attacks only
 * from countries that will surely have armies, and names pacts last so
 * that they cannot forbid its own attacks. */
#include <stdio.h>
#include <string.h>

#include "games/teg/teg_int.h"

#define BOT_MAX_ATTACKS 8

typedef struct bot {
	const teg_state *s;
	int who;
	dice *d;
	sbuf *o;
	int arm[TEG_NC];   /* armies after placement, as the bot expects */
	int taken[TEG_NC]; /* attacked in this mail */
} bot;

/* Random spellings exercise the grammar: keywords in either language. */
static const char *kw(bot *b, const char *es, const char *en)
{
	return dice_below(b->d, 4) ? es : en;
}

static int chance(bot *b, int percent)
{
	return (int)dice_below(b->d, 100) < percent;
}

static const char *cname(bot *b, int c)
{
	return dice_below(b->d, 5) ? b->s->map->name[c] : b->s->map->id[c];
}

static int pick(bot *b, uint64_t set)
{
	int v[TEG_NC], n = 0;
	for (int i = 0; i < TEG_NC; i++)
		if (set >> i & 1)
			v[n++] = i;
	return n ? v[dice_below(b->d, (uint32_t)n)] : -1;
}

static uint64_t frontier(const teg_state *s, int who)
{
	uint64_t own = teg_lands(s, who), f = 0;
	for (int i = 0; i < TEG_NC; i++)
		if ((own >> i & 1) && (s->map->adj[i] & ~own))
			f |= (uint64_t)1 << i;
	return f;
}

/* Armies on `spots` of the allowed set, a few heaps rather than a spray. */
static void place(bot *b, uint64_t allowed, int n, int *add)
{
	uint64_t front = allowed & frontier(b->s, b->who);
	uint64_t pool = front ? front : allowed;
	int spot[2] = { pick(b, pool), pick(b, pool) };
	for (int k = 0; k < n; k++)
		add[spot[chance(b, 70) ? 0 : 1]]++;
}

static void write_places(bot *b, const int *add)
{
	for (int i = 0; i < TEG_NC; i++)
		if (add[i])
			sbuf_printf(b->o, "%s %d %s\n", kw(b, "INCORPORAR", "PLACE"), add[i], cname(b, i));
}

static void claim(bot *b)
{
	const teg_state *s = b->s;
	uint64_t free_set = 0, near = 0, own = teg_lands(s, b->who);
	for (int i = 0; i < TEG_NC; i++)
		if (s->owner[i] < 0) {
			free_set |= (uint64_t)1 << i;
			if (s->map->adj[i] & own)
				near |= (uint64_t)1 << i;
		}
	int k = 1 + (int)dice_below(b->d, 3);
	for (int j = 0; j < k && free_set; j++) {
		int c = pick(b, near && chance(b, 70) ? near : free_set);
		sbuf_printf(b->o, "%s %s\n", kw(b, "OCUPAR", "OCCUPY"), cname(b, c));
		free_set &= ~((uint64_t)1 << c);
		near &= ~((uint64_t)1 << c);
	}
}

/* Answers proposals addressed to him; now and then proposes or breaks. */
static void pacts(bot *b, int may_propose)
{
	const teg_state *s = b->s;
	for (int i = 0; i < s->npacts; i++) {
		const teg_pact *p = &s->pacts[i];
		if (p->status == TEG_PACT_PROPOSED && p->to == b->who)
			sbuf_printf(b->o, "%s %d\n",
				chance(b, 60) ? kw(b, "ACEPTO PACTO", "ACCEPT PACT") : kw(b, "RECHAZO PACTO", "REJECT PACT"), p->id);
		else if (p->status == TEG_PACT_ACTIVE && (p->from == b->who || p->to == b->who) && chance(b, 4))
			sbuf_printf(b->o, "%s %d\n", kw(b, "ROMPO PACTO", "BREAK PACT"), p->id);
	}
	if (!may_propose || s->npacts >= TEG_MAX_PACTS - 4 || !chance(b, 6))
		return;
	uint64_t own = teg_lands(s, b->who);
	int kind = (int)dice_below(b->d, 3);
	if (kind == 0) {
		/* A border pact from one of his countries not attacked now. */
		for (int tries = 0; tries < 10; tries++) {
			int a = pick(b, frontier(s, b->who));
			if (a < 0 || b->taken[a])
				return;
			int c = pick(b, s->map->adj[a] & ~own);
			if (c < 0 || b->taken[c])
				continue;
			int x = s->owner[c], dup = 0;
			for (int i = 0; i < s->npacts; i++)
				dup |= s->pacts[i].kind == TEG_PACT_BORDER &&
					((s->pacts[i].a == a && s->pacts[i].b == c) || (s->pacts[i].a == c && s->pacts[i].b == a));
			if (!dup && teg_alive(s, x)) {
				sbuf_printf(b->o, "%s %s %s\n", kw(b, "PACTO", "PACT"), cname(b, a), cname(b, c));
				return;
			}
		}
	} else if (kind == 1) {
		int x = (int)dice_below(b->d, (uint32_t)s->n), dup = 0;
		if (x == b->who || !teg_alive(s, x))
			return;
		for (int i = 0; i < s->npacts; i++)
			dup |= s->pacts[i].kind == TEG_PACT_WORLD &&
				((s->pacts[i].from == x && s->pacts[i].to == b->who) || (s->pacts[i].to == x && s->pacts[i].from == b->who));
		if (!dup)
			sbuf_printf(b->o, "%s %s %s\n", kw(b, "PACTO", "PACT"), kw(b, "MUNDIAL", "WORLD"),
				teg_color_es[s->o.colors[x]]);
	} else {
		/* An international zone: one of his countries with one army that
		 * borders another player, not attacked in this mail. */
		for (int tries = 0; tries < 10; tries++) {
			int c = pick(b, own & frontier(s, b->who));
			if (c < 0 || b->taken[c] || s->armies[c] != 1 || b->arm[c] != 1)
				continue;
			int x = s->owner[pick(b, s->map->adj[c] & ~own)], dup = 0;
			for (int i = 0; i < s->npacts; i++)
				dup |= s->pacts[i].kind == TEG_PACT_ZONE && s->pacts[i].a == c;
			if (dup)
				return;
			/* Not "ZONA ...": the core reads a line starting so as a time zone. */
			sbuf_printf(b->o, "%s %s %s %s\n", kw(b, "PACTO ZONA INTERNACIONAL", "INTERNATIONAL ZONE"), cname(b, c),
				kw(b, "CON", "WITH"), teg_color_es[s->o.colors[x]]);
			return;
		}
	}
}

static int forbidden(bot *b, int from, int to)
{
	const teg_state *s = b->s;
	return teg_pact_forbids(s, s->pacts, s->npacts, b->who, from, to, s->owner[to], NULL);
}

/* One attack line, its MOVER, and perhaps a follow-up from the conquest. */
static int attack(bot *b, int a, int t, int depth)
{
	const teg_state *s = b->s;
	int roll = (int)dice_below(b->d, 10);
	if (roll < 6)
		sbuf_printf(b->o, "%s %s %s %s\n", kw(b, "ATACAR", "ATTACK"), cname(b, a), cname(b, t),
			kw(b, "HASTA CONQUISTAR", "UNTIL CONQUERED"));
	else if (roll < 8 && b->arm[a] > 3)
		sbuf_printf(b->o, "%s %s %s %s 2\n", kw(b, "ATACAR", "ATTACK"), cname(b, a), cname(b, t),
			kw(b, "HASTA QUEDAR", "UNTIL LEFT"));
	else
		sbuf_printf(b->o, "%s %s %s\n", kw(b, "ATACAR", "ATTACK"), cname(b, a), cname(b, t));
	b->taken[t] = 1;
	int zone = teg_zone_binding(s->pacts, s->npacts, b->who, t) != NULL;
	int move = b->arm[a] >= 6 && !zone ? 3 : b->arm[a] >= 4 && !zone ? 2 : 1;
	if (move > 1 || chance(b, 10))
		sbuf_printf(b->o, "%s %d\n", kw(b, "MOVER", "MOVE"), move);
	int lines = 1;
	if (move == 3 && depth < 2 && chance(b, 70)) {
		/* "Si Verde conquista España, y optó por pasar ... más de un
		 * ejército, puede atacar de España a Sahara." */
		uint64_t own = teg_lands(s, b->who);
		for (int tries = 0; tries < 4; tries++) {
			int n = pick(b, s->map->adj[t] & ~own);
			if (n < 0 || b->taken[n] || forbidden(b, -1, n) || s->armies[n] > 2)
				continue;
			b->arm[t] = 3;
			lines += attack(b, t, n, depth + 1);
			break;
		}
	}
	return lines;
}

static void turn(bot *b)
{
	const teg_state *s = b->s;
	int who = b->who, add[TEG_NC] = { 0 };
	for (int i = 0; i < TEG_NC; i++)
		b->arm[i] = s->owner[i] == who ? s->armies[i] : 0;
	uint64_t used = 0;
	if (s->turns[who] >= 2) {
		int free_armies, cont[TEG_NCONT], trio[3], pool = 0;
		teg_income(s, who, &free_armies, cont);
		int hand = teg_hand(s, who, NULL);
		if (teg_best_trio(s, who, 0, trio) && (hand >= 4 || chance(b, 60))) {
			if (chance(b, 50))
				sbuf_printf(b->o, "%s\n", kw(b, "CANJEAR", "EXCHANGE"));
			else
				sbuf_printf(b->o, "%s %s %s %s\n", kw(b, "CANJEAR", "EXCHANGE"), cname(b, trio[0]), cname(b, trio[1]),
					cname(b, trio[2]));
			for (int k = 0; k < 3; k++)
				used |= (uint64_t)1 << trio[k];
			pool = teg_exchange_value(s->exchanges[who] + 1);
		}
		for (int c = 0; c < TEG_NCONT; c++)
			if (cont[c])
				place(b, teg_place_allowed(s, who, c), cont[c], add);
		place(b, teg_place_allowed(s, who, -1), free_armies + pool, add);
		write_places(b, add);
		for (int i = 0; i < TEG_NC; i++)
			b->arm[i] += add[i];
	}
	/* Attacks: strong stacks on weaker neighbours, best odds first. */
	uint64_t own = teg_lands(s, who);
	int lines = 0;
	for (int round = 0; round < BOT_MAX_ATTACKS; round++) {
		int best_a = -1, best_t = -1, best = 0;
		for (int a = 0; a < TEG_NC; a++) {
			if (!(own >> a & 1) || b->arm[a] < 3 || b->taken[a])
				continue;
			for (int t = 0; t < TEG_NC; t++) {
				if (!(s->map->adj[a] >> t & 1) || (own >> t & 1) || b->taken[t] || forbidden(b, a, t))
					continue;
				int margin = b->arm[a] - s->armies[t] + (int)dice_below(b->d, 3);
				if (margin > best) {
					best = margin;
					best_a = a;
					best_t = t;
				}
			}
		}
		if (best_a < 0 || (round && !chance(b, 85)))
			break;
		lines += attack(b, best_a, best_t, 0);
		b->arm[best_a] = 0; /* one attack order per origin */
	}
	/* Regroup: interior armies one step nearer a frontier. */
	uint64_t front = frontier(s, who);
	for (int i = 0; i < TEG_NC; i++) {
		if (!(own >> i & 1) || (front >> i & 1) || b->taken[i] || s->armies[i] + add[i] < 2 || !chance(b, 60))
			continue;
		int to = pick(b, s->map->adj[i] & own & front);
		if (to < 0 || teg_zone_binding(s->pacts, s->npacts, who, to))
			continue;
		sbuf_printf(b->o, "%s %d %s %s\n", kw(b, "REAGRUPAR", "REGROUP"), s->armies[i] + add[i] - 1, cname(b, i),
			cname(b, to));
		lines++;
	}
	if (s->o.defensive && s->turns[who] >= 2 && lines) {
		int trio[3];
		if (teg_best_trio(s, who, used, trio) && chance(b, 50))
			sbuf_printf(b->o, "%s\n", kw(b, "CANJEAR", "EXCHANGE"));
	}
	if (!b->o->len)
		sbuf_printf(b->o, "%s\n", kw(b, "PASO", "PASS"));
	pacts(b, 1);
}

void teg_bot(const void *st, int who, dice *d, sbuf *orders)
{
	const teg_state *s = st;
	bot b = { .s = s, .who = who, .d = d, .o = orders };
	if (!teg_alive(s, who))
		return;
	switch (s->phase) {
	case TEG_CLAIM:
		claim(&b);
		break;
	case TEG_PLACE:
		if (who == s->active) {
			int add[TEG_NC] = { 0 };
			place(&b, teg_place_allowed(s, who, -1), teg_setup_amount(s, who), add);
			write_places(&b, add);
		}
		pacts(&b, who == s->active || !s->o.fair_play);
		break;
	case TEG_TURN:
		if (who == s->active)
			turn(&b);
		else
			pacts(&b, !s->o.fair_play);
		break;
	case TEG_OVER:
		break;
	}
}
