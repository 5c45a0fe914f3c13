/* La reconquista: a simple bot for playouts and demos. It uses only what
 * its seat may know: the troops on the public board, its own cards, and
 * while defending the cards the attacker passed it (rule 19). It never
 * looks at who owns a province that is not its own. */
#include <stdio.h>
#include <string.h>

#include "games/reconquista/reco_int.h"

#define BOT_NONE 1000000

/* Random spellings exercise the grammar: keywords in either language. */
static const char *kw(dice *d, const char *es, const char *en)
{
	return dice_below(d, 4) ? es : en;
}

static int chance(dice *d, int percent)
{
	return (int)dice_below(d, 100) < percent;
}

/* A province as a player might type it: display name, mostly. */
static const char *pname(const reco_state *s, dice *d, int p)
{
	return dice_below(d, 5) ? s->map->name[p] : s->map->id[p];
}

static void place(const reco_state *s, int who, dice *d, sbuf *o)
{
	uint64_t mine = reco_cards(s, who), front = 0;
	for (int i = 0; i < RECO_NPROV; i++)
		if ((mine >> i & 1) && (s->map->adj[i] & ~mine))
			front |= (uint64_t)1 << i;
	uint64_t pool = front ? front : mine;
	int cand[RECO_NPROV], n = 0;
	for (int i = 0; i < RECO_NPROV; i++)
		if (pool >> i & 1)
			cand[n++] = i;
	int k = s->left[who] < RECO_PLACE_EACH ? s->left[who] : RECO_PLACE_EACH;
	int spots = 1 + (int)dice_below(d, 3), add[RECO_NPROV] = { 0 }, pick[3];
	for (int j = 0; j < spots; j++)
		pick[j] = cand[dice_below(d, (uint32_t)n)];
	for (int j = 0; j < k; j++)
		add[pick[dice_below(d, (uint32_t)spots)]]++;
	for (int i = 0; i < RECO_NPROV; i++)
		if (add[i])
			sbuf_printf(o, "%s %d %s\n", kw(d, "COLOCAR", "place"), add[i], pname(s, d, i));
}

static void defend(const reco_state *s, int who, dice *d, sbuf *o)
{
	int off = reco_sum(s, s->committed), have = s->troops[s->target];
	uint64_t inv = reco_involved_of(s, who, s->target);
	if (chance(d, 5))
		sbuf_printf(o, "%s %s\n", kw(d, "DEFENSA", "defence"), chance(d, 70) ? "TODAS" : "NINGUNA");
	if (have >= off && chance(d, 70)) {
		sbuf_printf(o, "%s\n", kw(d, "DEFENDER", "defend"));
		return;
	}
	if (chance(d, 60)) {
		sbuf_printf(o, "%s %s %s\n", kw(d, "DEFENDER", "defend"), kw(d, "CON", "with"), kw(d, "TODAS", "all"));
		return;
	}
	/* Reveal as little as holds the line: strongest cards first. */
	uint64_t with = 0;
	while (have < off && (inv & ~with)) {
		int best = -1;
		for (int i = 0; i < RECO_NPROV; i++)
			if ((inv & ~with) >> i & 1 && (best < 0 || s->troops[i] > s->troops[best]))
				best = i;
		with |= (uint64_t)1 << best;
		have += s->troops[best];
	}
	if (have < off)
		with = inv;
	sbuf_printf(o, "%s", kw(d, "DEFENDER", "defend"));
	if (with) {
		sbuf_printf(o, " %s", kw(d, "CON", "with"));
		int k = 0;
		for (int i = 0; i < RECO_NPROV; i++)
			if (with >> i & 1)
				sbuf_printf(o, "%s %s", k++ ? "," : "", pname(s, d, i));
	}
	sbuf_putc(o, '\n');
}

/* Distances inside `mine` to the set `goal` (BOT_NONE where unreachable). */
static void distances(const reco_state *s, uint64_t mine, uint64_t goal, int *dist)
{
	for (int i = 0; i < RECO_NPROV; i++)
		dist[i] = (goal >> i & 1) ? 0 : BOT_NONE;
	uint64_t frontier = goal & mine;
	for (int k = 1; frontier; k++) {
		uint64_t next = 0;
		for (int i = 0; i < RECO_NPROV; i++)
			if (frontier >> i & 1)
				next |= s->map->adj[i] & mine;
		next &= ~frontier;
		frontier = 0;
		for (int i = 0; i < RECO_NPROV; i++)
			if ((next >> i & 1) && dist[i] == BOT_NONE) {
				dist[i] = k;
				frontier |= (uint64_t)1 << i;
			}
	}
}

/* Walks every troop one step nearer the provinces bordering `focus`, and
 * troops elsewhere nearer any frontier. Returns the number of lines. */
static int move(const reco_state *s, int who, int focus, dice *d, sbuf *o)
{
	uint64_t mine = reco_cards(s, who), front = 0;
	for (int i = 0; i < RECO_NPROV; i++)
		if ((mine >> i & 1) && (s->map->adj[i] & ~mine))
			front |= (uint64_t)1 << i;
	int dfocus[RECO_NPROV], dfront[RECO_NPROV], lines = 0;
	distances(s, mine, focus >= 0 ? s->map->adj[focus] & mine : 0, dfocus);
	distances(s, mine, front, dfront);
	for (int i = 0; i < RECO_NPROV; i++) {
		if (!(mine >> i & 1) || s->troops[i] == 0)
			continue;
		const int *dist = dfocus[i] < BOT_NONE ? dfocus : dfront;
		if (dist[i] == 0 || dist[i] == BOT_NONE)
			continue;
		int to = -1, ways = 0;
		for (int j = 0; j < RECO_NPROV; j++)
			if ((s->map->adj[i] & mine) >> j & 1 && dist[j] == dist[i] - 1 && dice_below(d, (uint32_t)++ways) == 0)
				to = j;
		if (to < 0)
			continue;
		sbuf_printf(o, "%s %d %s %s\n", kw(d, "MOVER", "move"), s->troops[i], pname(s, d, i), pname(s, d, to));
		lines++;
	}
	return lines;
}

static void turn(const reco_state *s, int who, dice *d, sbuf *o)
{
	uint64_t mine = reco_cards(s, who);
	int can_attack = s->played[who] >= 2;
	int best = -1, best_sure = -1, focus = -1;
	int score = -BOT_NONE, score_sure = -BOT_NONE, score_focus = -BOT_NONE;
	for (int p = 0; p < RECO_NPROV; p++) {
		if (mine >> p & 1)
			continue;
		int off = reco_sum(s, s->map->adj[p] & mine);
		int foreign = reco_sum(s, s->map->adj[p] & ~mine); /* who might help defend */
		int margin = off - s->troops[p];
		int jitter = (int)dice_below(d, 3);
		if (off > s->troops[p] && margin - foreign / 2 + jitter > score)
			best = p, score = margin - foreign / 2 + jitter;
		if (off > s->troops[p] + foreign && margin - foreign + jitter > score_sure)
			best_sure = p, score_sure = margin - foreign + jitter;
		/* Where to gather: weak targets next to our land. */
		if ((s->map->adj[p] & mine) && -s->troops[p] - foreign + jitter > score_focus)
			focus = p, score_focus = -s->troops[p] - foreign + jitter;
	}
	if (can_attack) {
		int target = best_sure >= 0 && chance(d, 90) ? best_sure : best >= 0 && chance(d, 30) ? best : -1;
		if (target < 0 && chance(d, 1)) {
			/* A probe: learns the owner, risks nothing (rule 18). */
			for (int p = 0; p < RECO_NPROV && target < 0; p++)
				if (!(mine >> p & 1) && dice_below(d, 8) == 0)
					target = p;
			if (target >= 0) {
				sbuf_printf(o, "%s %s %s %s\n", kw(d, "ATACAR", "attack"), pname(s, d, target),
					kw(d, "CON", "with"), kw(d, "NADA", "nothing"));
				return;
			}
		}
		if (target >= 0) {
			sbuf_printf(o, "%s %s\n", kw(d, "ATACAR", "attack"), pname(s, d, target));
			return;
		}
	}
	if (chance(d, 3))
		sbuf_printf(o, "%s %s\n", kw(d, "DEFENSA", "defense"), chance(d, 80) ? "TODAS" : "NINGUNA");
	if (chance(d, 88) && move(s, who, focus, d, o) > 0)
		return;
	sbuf_printf(o, "%s\n", kw(d, "PASO", "pass"));
}

void reco_bot(const void *st, int who, dice *d, sbuf *orders)
{
	const reco_state *s = st;
	switch (s->phase) {
	case RECO_PLACEMENT:
		if (who == s->active)
			place(s, who, d, orders);
		else
			sbuf_puts(orders, "DEFENSA TODAS\n");
		break;
	case RECO_MOVE:
		if (who == s->active)
			turn(s, who, d, orders);
		else
			sbuf_puts(orders, "DEFENSA TODAS\n");
		break;
	case RECO_DEFENSE:
		if (who == reco_defender(s))
			defend(s, who, d, orders);
		else
			sbuf_puts(orders, "DEFENSA TODAS\n");
		break;
	case RECO_OVER:
		break;
	}
}
