/* Nuevo Mundo: the bot (game_kind.bot) for playouts, demos and benches.
 * Its mails are legal when written: the purchase spends every credit on
 * pieces it places at once, its operations hold to the map; what the dice
 * then make impossible is skipped by the engine. It builds settlements
 * (cards), spreads over its island, sails, lands and attacks its
 * neighbours, now and then retreats, and sets standing orders. */
#include <stdio.h>
#include <string.h>

#include "games/nuevo-mundo/nm_int.h"

static int pick(dice *d, int n)
{
	return n > 0 ? (int)dice_below(d, (uint32_t)n) : 0;
}

/* A random member of the set, or -1. */
static int pick_bit(dice *d, uint64_t set)
{
	int n = __builtin_popcountll(set);
	if (!n)
		return -1;
	int k = pick(d, n);
	for (int i = 0; i < 64; i++)
		if ((set >> i & 1) && k-- == 0)
			return i;
	return -1;
}

static void tactics(dice *d, sbuf *out)
{
	if (pick(d, 3) == 0) {
		sbuf_puts(out, " AL AZAR");
		return;
	}
	sbuf_puts(out, " TACTICAS");
	for (int k = 1 + pick(d, 3); k > 0; k--)
		sbuf_printf(out, " %d", 1 + pick(d, NM_TACTICS));
}

static void standing(const nm_state *s, int who, dice *d, sbuf *out)
{
	switch (pick(d, 8)) {
	case 0:
		sbuf_puts(out, "DEFENSA");
		tactics(d, out);
		sbuf_putc(out, '\n');
		break;
	case 1: {
		static const char *const pol[] = { "ACEPTO", "RECHAZO", "PREGUNTAR" };
		int q = pick(d, s->n);
		sbuf_printf(out, "RETIRADAS %s %s\n", q == who ? "TODOS" : nm_name(s, q), pol[pick(d, 3)]);
		break;
	}
	case 2:
		sbuf_puts(out, pick(d, 2) ? "COMBOS AUTO\n" : "COMBOS MANUAL\n");
		break;
	case 3:
		sbuf_puts(out, pick(d, 2) ? "BAJAS MAYOR\n" : "BAJAS MENOR\n");
		break;
	}
}

static uint64_t own_land(const nm_state *s, int who)
{
	uint64_t set = 0;
	for (int g = 0; g < s->map->n; g++)
		if (s->map->land[g] && (s->cq[g][who] || s->ca[g][who]))
			set |= nm_bit(g);
	return set;
}

static void entry(const nm_state *s, dice *d, sbuf *out)
{
	uint64_t free_land = 0;
	for (int g = 0; g < s->map->n; g++)
		if (s->map->land[g] && nm_other_owner(s, g, -1) < 0)
			free_land |= nm_bit(g);
	sbuf_printf(out, "ENTRAR %s", s->map->name[pick_bit(d, free_land)]);
	if (pick(d, 2))
		sbuf_printf(out, " TARJETA %s / %s", nm_kinds[pick(d, NM_NKINDS)].code, nm_kinds[pick(d, NM_NKINDS)].code);
	sbuf_putc(out, '\n');
}

/* COMPRAR and the placement; *cq_at gets the CQ per region after it. */
static void placement(const nm_state *s, int who, dice *d, sbuf *out, int *cq_at, int *launched)
{
	const nm_map *m = s->map;
	uint64_t mine = own_land(s, who);
	int credits = s->credits, ships = 0, ca = 0, ca_at[NM_MAX_REGIONS] = { 0 };
	int ship_land = -1;
	for (int g = 0; g < m->n; g++)
		cq_at[g] = s->cq[g][who];
	/* A ship from a coastal region of ours with an open coast, now and then. */
	uint64_t coastal = 0;
	for (int g = 0; g < m->n; g++)
		if ((mine & nm_bit(g)) && m->open[g])
			coastal |= nm_bit(g);
	if (credits >= 3 && coastal && nm_free_ship(s) >= 0 && pick(d, 2) == 0) {
		ship_land = pick_bit(d, coastal);
		/* The crew: a CQ there already, or one more bought. */
		if (cq_at[ship_land] || credits >= 4) {
			ships = 1;
			credits -= 3;
		}
	}
	/* CA where a settlement can grow, within the box of 20. */
	int room = NM_MAX_CA - nm_ca_total(s, who);
	for (int g = 0; g < m->n && credits - 2 * ca >= 2 + (ships && !cq_at[ship_land]) && ca < room; g++)
		if ((mine & nm_bit(g)) && s->ca[g][who] < 2 && pick(d, 4)) {
			ca_at[g] = 1;
			ca++;
		}
	sbuf_printf(out, "COMPRAR %d CQ %d CA %d BARCOS\n", credits - 2 * ca, ca, ships);
	if (pick(d, 2))
		sbuf_printf(out, "TARJETA %s / %s\n", nm_kinds[pick(d, NM_NKINDS)].code, nm_kinds[pick(d, NM_NKINDS)].code);
	for (int g = 0; g < m->n; g++)
		if (ca_at[g])
			sbuf_printf(out, "COLOCAR 1 CA %s\n", m->id[g]);
	/* CQ: the crew's region first, then anywhere of ours. */
	int left = credits - 2 * ca;
	if (ships && cq_at[ship_land] == 0) {
		sbuf_printf(out, "COLOCAR 1 CQ %s\n", m->id[ship_land]);
		cq_at[ship_land]++;
		left--;
	}
	while (left > 0) {
		int g = pick_bit(d, mine), k = 1 + pick(d, left);
		sbuf_printf(out, "COLOCAR %d CQ %s\n", k, m->id[g]);
		cq_at[g] += k;
		left -= k;
	}
	if (ships) {
		int sea = pick_bit(d, m->open[ship_land]);
		sbuf_printf(out, "BARCO %s %s\n", m->id[ship_land], m->id[sea]);
		cq_at[ship_land]--;
		launched[0] = ship_land;
		launched[1] = sea;
	}
}

/* The ship just launched (its number is the first free one) loads troops,
 * sails one border and lands them on another shore. */
static void expedition(const nm_state *s, int who, dice *d, sbuf *out, int *cq_at, const int *launched,
	uint64_t enemy)
{
	const nm_map *m = s->map;
	int land = launched[0], sea = launched[1], k = nm_free_ship(s) + 1;
	if (cq_at[land] < 2)
		return;
	int n = cq_at[land] - 1 > NM_SHIP_LOAD - 1 ? NM_SHIP_LOAD - 1 : cq_at[land] - 1;
	sbuf_printf(out, "EMBARCAR %d CQ %s %s BARCO b%d\n", n, m->id[land], m->id[sea], k);
	cq_at[land] -= n;
	int to = pick_bit(d, m->adj[sea]);
	if (to < 0)
		return;
	sbuf_printf(out, "MOVER BARCO b%d %s %s REINTENTAR 2 CON COMBO\n", k, m->id[sea], m->id[to]);
	uint64_t shore = m->open[to] & ~nm_bit(land);
	int target = pick_bit(d, (shore & enemy) ? shore & enemy : shore);
	if (target < 0)
		return;
	sbuf_printf(out, "DESEMBARCAR TODOS CQ %s %s\n", m->id[to], m->id[target]);
	if (nm_other_owner(s, target, who) >= 0) {
		sbuf_printf(out, "ATACAR %s", m->id[target]);
		tactics(d, out);
		sbuf_putc(out, '\n');
	}
}

/* A few operations that hold to the map. */
static void operations(const nm_state *s, int who, dice *d, sbuf *out, const int *cq_at)
{
	const nm_map *m = s->map;
	uint64_t enemy = 0;
	for (int g = 0; g < m->n; g++)
		if (nm_other_owner(s, g, who) >= 0)
			enemy |= nm_bit(g);
	for (int ops = pick(d, 4); ops > 0; ops--) {
		int kind = pick(d, 4);
		if (kind <= 1) {
			/* March out of a region with troops, attack what is there. */
			uint64_t from = 0;
			for (int g = 0; g < m->n; g++)
				if (m->land[g] && cq_at[g] >= 2)
					from |= nm_bit(g);
			/* Half the time, where an enemy borders us. */
			uint64_t front = 0;
			for (int g = 0; g < m->n; g++)
				if ((from & nm_bit(g)) && (m->adj[g] & enemy))
					front |= nm_bit(g);
			int hunt = front && pick(d, 2);
			int a = pick_bit(d, hunt ? front : from);
			int b = a >= 0 ? pick_bit(d, hunt ? m->adj[a] & enemy : m->adj[a]) : -1;
			if (b < 0)
				continue;
			sbuf_printf(out, "MOVER TODOS MENOS 1 CQ %s %s", m->id[a], m->id[b]);
			if (pick(d, 2))
				sbuf_printf(out, " REINTENTAR %d", 1 + pick(d, 2));
			if (pick(d, 3) == 0)
				sbuf_puts(out, " CON COMBO");
			sbuf_putc(out, '\n');
			if (nm_other_owner(s, b, who) >= 0) {
				if (pick(d, 4) == 0)
					sbuf_printf(out, "RETIRADA %s HACIA %s\n", m->id[b], m->id[a]);
				else {
					sbuf_printf(out, "ATACAR %s", m->id[b]);
					tactics(d, out);
					sbuf_putc(out, '\n');
				}
			}
		} else {
			/* A ship of ours: sail, land, load. */
			int k = -1;
			for (int i = 0; i < NM_NSHIPS; i++)
				if (s->ship[i].owner == who && (k < 0 || pick(d, 2)))
					k = i;
			if (k < 0)
				continue;
			int sea = s->ship[k].region;
			int land = pick_bit(d, (m->open[sea] & enemy) && pick(d, 2) ? m->open[sea] & enemy : m->open[sea]);
			if (kind == 2 || land < 0) {
				int to = pick_bit(d, m->adj[sea]);
				if (to >= 0)
					sbuf_printf(out, "MOVER BARCO b%d %s %s REINTENTAR 1\n", k + 1, m->id[sea], m->id[to]);
				if (to >= 0 && nm_other_owner(s, to, who) >= 0)
					sbuf_printf(out, "ATACAR %s AL AZAR\n", m->id[to]);
			} else if (s->ship[k].cq > 1) {
				sbuf_printf(out, "DESEMBARCAR TODOS CQ %s %s\n", m->id[sea], m->id[land]);
				if (nm_other_owner(s, land, who) >= 0)
					sbuf_printf(out, "ATACAR %s AL AZAR\n", m->id[land]);
			} else if (cq_at[land] > 1) {
				sbuf_printf(out, "EMBARCAR %d CQ %s %s BARCO b%d\n", 1 + pick(d, cq_at[land] - 1), m->id[land],
					m->id[sea], k + 1);
			}
		}
	}
}

void nm_bot(const void *st, int who, dice *d, sbuf *orders)
{
	const nm_state *s = st;
	if (s->phase == NM_OVER || (s->out >> who & 1))
		return;
	standing(s, who, d, orders);
	int awaited = s->phase == NM_ANSWER ? s->asked : s->active;
	if (who != awaited)
		return; /* standing orders only */
	switch (s->phase) {
	case NM_ENTRY:
		entry(s, d, orders);
		break;
	case NM_ANSWER:
		sbuf_puts(orders, pick(d, 2) ? "ACEPTO\n" : "RECHAZO\n");
		break;
	case NM_TURN: {
		int cq_at[NM_MAX_REGIONS], launched[2] = { -1, -1 };
		uint64_t enemy = 0;
		for (int g = 0; g < s->map->n; g++)
			if (nm_other_owner(s, g, who) >= 0)
				enemy |= nm_bit(g);
		placement(s, who, d, orders, cq_at, launched);
		if (launched[0] >= 0)
			expedition(s, who, d, orders, cq_at, launched, enemy);
		else
			operations(s, who, d, orders, cq_at);
		break;
	}
	}
}
