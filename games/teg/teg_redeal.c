/* TEG: re-dealing what one seat cannot see (game_kind.redeal), for the
 * test that rejections never depend on it. Hidden from seat w: the other
 * players' secret objectives (and so their destroy targets), which
 * country cards they hold (their counts are public) and whether those
 * cards' bonus armies were placed, the order of the deck (hidden from
 * everybody), and the claims the others ordered ahead. The pile of
 * exchanged cards is public (exchanges are shown to all). */
#include <stdlib.h>
#include <string.h>

#include "games/teg/teg_int.h"

#define REDEAL_TRIES 64

/* The deck and the others' cards pooled and dealt again, same counts. */
static void redeal_cards(teg_state *s, int w, dice *d)
{
	int pool[TEG_NC], n = 0, count[TEG_MAX_SEATS] = { 0 };
	for (int i = 0; i < s->ndeck; i++)
		pool[n++] = s->deck[i];
	for (int c = 0; c < TEG_NC; c++)
		if (s->holder[c] >= 0 && s->holder[c] != w) {
			count[s->holder[c]]++;
			pool[n++] = c;
			s->holder[c] = -1;
			s->bonus_used[c] = 0;
		}
	dice_shuffle(d, pool, (size_t)n);
	int i = 0;
	for (int p = 0; p < s->n; p++)
		for (int k = 0; k < count[p]; k++, i++) {
			int c = pool[i];
			s->holder[c] = p;
			/* A card of one's own country got its bonus at the end of
			 * one's last turn (unless a zone pact holds it back); any
			 * other may or may not have. */
			if (s->owner[c] == p)
				s->bonus_used[c] = !teg_zone_binding(s->pacts, s->npacts, p, c);
			else
				s->bonus_used[c] = (int)dice_below(d, 2);
		}
	s->ndeck = n - i;
	memcpy(s->deck, pool + i, (size_t)s->ndeck * sizeof pool[0]);
}

/* The others' objectives dealt again from those w does not hold, with
 * their substitutions, so that none is met yet (the game goes on). Once
 * over, the winning objective has been shown: nothing is re-dealt. */
static void redeal_objectives(teg_state *s, int w, dice *d)
{
	if (s->variant || s->phase == TEG_OVER)
		return;
	int pool[TEG_NOBJ], n = 0;
	for (int o = 1; o < TEG_NOBJ; o++)
		if (o != s->objective[w])
			pool[n++] = o;
	teg_state *t = xmalloc(sizeof *t);
	for (int tries = 0; tries < REDEAL_TRIES; tries++) {
		memcpy(t, s, sizeof *t);
		dice_shuffle(d, pool, (size_t)n);
		int ok = 1;
		for (int p = 0, i = 0; p < s->n; p++) {
			if (p == w)
				continue;
			int o = pool[i++];
			t->objective[p] = o;
			t->target[p] = -1;
			t->common_only[p] = 0;
			if (s->map->obj[o].kind == TEG_OBJ_DESTROY) {
				int v = teg_seat_of_color(s, s->map->obj[o].color);
				if (v < 0 || v == p)
					v = (p - 1 + s->n) % s->n;
				t->target[p] = v;
				/* Destroyed by someone else: only the common one is left. */
				t->common_only[p] = !teg_alive(s, v);
			}
			if (teg_alive(s, p) && teg_objective_met(t, p))
				ok = 0;
		}
		if (ok) {
			memcpy(s->objective, t->objective, sizeof s->objective);
			memcpy(s->target, t->target, sizeof s->target);
			memcpy(s->common_only, t->common_only, sizeof s->common_only);
			break;
		}
	}
	free(t);
}

/* Claims ordered ahead (the variant): private lists of free countries. */
static void redeal_queues(teg_state *s, int w, dice *d)
{
	if (s->phase != TEG_CLAIM)
		return;
	int free_c[TEG_NC], n = 0;
	for (int c = 0; c < TEG_NC; c++)
		if (s->owner[c] < 0)
			free_c[n++] = c;
	for (int p = 0; p < s->n; p++) {
		if (p == w)
			continue;
		dice_shuffle(d, free_c, (size_t)n);
		s->nqueue[p] = n ? (int)dice_below(d, (uint32_t)(n < 6 ? n + 1 : 6)) : 0;
		memcpy(s->queue[p], free_c, (size_t)s->nqueue[p] * sizeof free_c[0]);
	}
}

void teg_redeal(void *st, int who, dice *d)
{
	teg_state *s = st;
	if (who == GAME_UNSEEN) {
		/* After a rollback: the deck's order, which nobody has seen.
		 * Objectives are all dealt at the start (none is drawn later);
		 * the exchanged pile is shuffled when it becomes the deck. */
		dice_shuffle(d, s->deck, (size_t)s->ndeck);
		return;
	}
	redeal_cards(s, who, d);
	redeal_objectives(s, who, d);
	redeal_queues(s, who, d);
}
