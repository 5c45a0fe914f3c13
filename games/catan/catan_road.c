/* Catan: the longest trade route of a player, the longest trail of his
 * roads (no road used twice, crossings and loops allowed) that does not
 * pass through an intersection holding another player's building: the
 * trail may end there but not go on. */
#include "games/catan/catan_int.h"

static int trail(const catan_state *s, int seat, int v, unsigned char *used, int depth)
{
	const catan_map *m = s->map;
	int best = depth;
	for (int k = 0; k < m->nvedge[v]; k++) {
		int e = m->vedge[v][k], w = m->vadj[v][k];
		if (s->eown[e] != seat || used[e])
			continue;
		used[e] = 1;
		int blocked = s->vown[w] >= 0 && s->vown[w] != seat;
		int len = blocked ? depth + 1 : trail(s, seat, w, used, depth + 1);
		used[e] = 0;
		if (len > best)
			best = len;
	}
	return best;
}

int catan_longest_road(const catan_state *s, int seat)
{
	const catan_map *m = s->map;
	unsigned char used[CATAN_NE] = { 0 };
	int best = 0;
	for (int v = 0; v < CATAN_NV; v++) {
		int mine = 0;
		for (int k = 0; k < m->nvedge[v]; k++)
			mine |= s->eown[m->vedge[v][k]] == seat;
		if (!mine)
			continue;
		int len = trail(s, seat, v, used, 0);
		if (len > best)
			best = len;
	}
	return best;
}
