/* Nuevo Mundo: check() of the program of operations (RULES-NOTES.md: "an order
 * that could never be legal refuses the mail with the line quoted; one
 * made impossible by an earlier die is skipped"). The program runs with
 * the dice only in apply(); here it runs on an over-approximation of what
 * every outcome of the dice and of every answer could give: each land
 * region holds at most ub CQ of the player, each ship may be in any of a
 * set of sea regions with at most ub CQ aboard, and nothing is ever taken
 * away (a failed move, a black, a lost battle only make the real counts
 * smaller). An operation is refused only when even that bound cannot
 * carry it. The other players' pieces never grow during a turn, so a
 * conflict can only arise where they stand after the placement. Only the
 * public board is read: a refusal never depends on hidden information. */
#include <stdio.h>
#include <string.h>

#include "games/nuevo-mundo/nm_int.h"

#define CAP 1000000000L /* the bounds double at worst: keep them finite */

static long add(long a, long b)
{
	return a + b > CAP ? CAP : a + b;
}

void nm_may_init(nm_may *m, const nm_state *s, int who)
{
	memset(m, 0, sizeof *m);
	for (int g = 0; g < s->map->n; g++) {
		m->cq[g] = s->cq[g][who];
		if (nm_other_owner(s, g, who) >= 0)
			m->other |= nm_bit(g);
	}
	for (int i = 0; i < NM_NSHIPS; i++)
		if (s->ship[i].owner == who) {
			m->at[i] = nm_bit(s->ship[i].region);
			m->load[i] = s->ship[i].cq;
		}
}

/* The least a TODOS [MENOS n] or a number needs. */
static long need(const ord_nm *o)
{
	return o->count == ORD_NM_ALL ? o->but + 1 : o->count;
}

/* The player's ships that may be in region g (only ship `only` if set). */
static uint32_t may_ships(const nm_may *m, int g, int only)
{
	uint32_t set = 0;
	for (int i = 0; i < NM_NSHIPS; i++)
		if ((m->at[i] & nm_bit(g)) && (!only || i == only - 1))
			set |= 1u << i;
	return set;
}

/* May the player be in a conflict in g: another player there, and the
 * player's troops or ships possibly there too. */
static int may_conflict(const nm_may *m, const nm_state *s, int g)
{
	if (!(m->other & nm_bit(g)))
		return 0;
	return s->map->land[g] ? m->cq[g] > 0 : may_ships(m, g, 0) != 0;
}

static void sail(nm_may *m, uint32_t ships, int to)
{
	for (int i = 0; i < NM_NSHIPS; i++)
		if (ships >> i & 1)
			m->at[i] |= nm_bit(to);
}

static void load(nm_may *m, uint32_t ships, long n)
{
	for (int i = 0; i < NM_NSHIPS; i++)
		if (ships >> i & 1) {
			m->load[i] = add(m->load[i], n);
			if (m->load[i] > NM_SHIP_LOAD)
				m->load[i] = NM_SHIP_LOAD;
		}
}

int nm_may_exec(nm_may *m, const nm_state *s, const ord_nm *o, size_t i, const char *lang, game_reject *rej)
{
	const nm_map *map = s->map;
	int from = o->from, to = o->to;
	switch (o->verb) {
	case ORD_NM_MOVE:
		if (o->what == ORD_NM_TROOPS) {
			if (m->cq[from] < need(o))
				return game_reject_tpl(rej, i, ES_EILLEGAL, lang, "nm.why.no_troops", "region", map->name[from],
					NULL);
			m->cq[to] = add(m->cq[to], m->cq[from]);
			return ES_OK;
		}
		uint64_t named = o->what == ORD_NM_ONE_SHIP ? 1ull << (o->ship - 1) : o->fleet;
		for (int k = 0; k < NM_NSHIPS && named; k++) {
			if (!(named >> k & 1))
				continue;
			uint64_t at = m->at[k];
			char id[24];
			snprintf(id, sizeof id, "b%d", k + 1);
			if (!at || (from >= 0 && !(at & nm_bit(from))))
				return game_reject_tpl(rej, i, ES_EILLEGAL, lang, "nm.why.not_your_ship", "ship", id, NULL);
			uint64_t near = 0;
			for (int g = 0; g < map->n; g++)
				if ((from >= 0 ? nm_bit(from) : at) & nm_bit(g))
					near |= map->adj[g];
			if (!(near & nm_bit(to)))
				return game_reject_tpl(rej, i, ES_EILLEGAL, lang, "nm.why.ship_not_near", "ship", id,
					"to", map->name[to], NULL);
		}
		for (int k = 0; k < NM_NSHIPS && named; k++)
			if (named >> k & 1)
				m->at[k] |= nm_bit(to);
		if (named)
			return ES_OK;
		if (!may_ships(m, from, 0))
			return game_reject_tpl(rej, i, ES_EILLEGAL, lang, "nm.why.no_ships", "region", map->name[from], NULL);
		sail(m, may_ships(m, from, 0), to);
		return ES_OK;
	case ORD_NM_EMBARK:
	case ORD_NM_DISEMBARK: {
		int on = o->verb == ORD_NM_EMBARK, land = on ? from : to, sea = on ? to : from;
		uint32_t ships = may_ships(m, sea, o->ship);
		if (!ships)
			return game_reject_tpl(rej, i, ES_EILLEGAL, lang, "nm.why.no_ships", "region", map->name[sea], NULL);
		long aboard = 0;
		for (int k = 0; k < NM_NSHIPS; k++)
			if (ships >> k & 1)
				aboard = add(aboard, m->load[k] - 1); /* the crew never disembarks */
		if ((on ? m->cq[land] : aboard) < need(o))
			return game_reject_tpl(rej, i, ES_EILLEGAL, lang, "nm.why.no_troops", "region", map->name[from], NULL);
		if (on)
			load(m, ships, m->cq[land]);
		else
			m->cq[land] = add(m->cq[land], aboard);
		return ES_OK;
	}
	case ORD_NM_ATTACK:
	case ORD_NM_RETREAT:
		if (!may_conflict(m, s, from))
			return game_reject_tpl(rej, i, ES_EILLEGAL, lang, "nm.why.no_conflict", "region", map->name[from], NULL);
		if (o->verb == ORD_NM_RETREAT) {
			if (map->land[from] && map->land[to])
				m->cq[to] = add(m->cq[to], m->cq[from]);
			else if (map->land[from])
				load(m, may_ships(m, to, 0), m->cq[from]);
			else
				sail(m, may_ships(m, from, 0), to);
		}
		return ES_OK;
	}
	return ES_OK;
}
