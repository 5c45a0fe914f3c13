/* Catan: re-dealing what one seat cannot see (game_kind.redeal), for the
 * test that rejections never depend on it. Hidden from seat w: which
 * resources the others hold (their counts and the bank are public, so the
 * cards of each kind outside the bank and w's hand stay the same), which
 * development cards they hold and the deck holds (counts public; played
 * knights and spent cards public), and their AUTOTIRAR and PREFERENCIA DE
 * DESCARTE. Nobody is dealt hidden point cards that would make 10. */
#include <string.h>

#include "games/catan/catan_int.h"

#define REDEAL_TRIES 64

/* Resource cards: the others' cards pooled and dealt again, same counts. */
static void redeal_hands(catan_state *s, int w, dice *d)
{
	int pool[CATAN_NRES * CATAN_PER_RES], n = 0;
	for (int p = 0; p < s->n; p++)
		if (p != w)
			for (int r = 0; r < CATAN_NRES; r++)
				for (int k = 0; k < s->hand[p][r]; k++)
					pool[n++] = r;
	dice_shuffle(d, pool, (size_t)n);
	int i = 0;
	for (int p = 0; p < s->n; p++) {
		if (p == w)
			continue;
		int cnt = catan_hand_size(s, p);
		memset(s->hand[p], 0, sizeof s->hand[p]);
		for (int k = 0; k < cnt; k++)
			s->hand[p][pool[i++]]++;
	}
}

/* Development cards: the deck and the others' hands pooled and dealt
 * again, each seat keeping its counts of old and new cards. Once the game
 * is over point cards are shown, so they stay put. */
static void redeal_dev(catan_state *s, int w, dice *d)
{
	int over = s->phase == CATAN_PH_OVER;
	int pool[32], n = 0, nold[CATAN_MAXP] = { 0 }, nnew[CATAN_MAXP] = { 0 };
	for (int k = 0; k < CATAN_NDEV; k++) {
		if (over && k == CATAN_DEV_POINT)
			continue;
		for (int j = 0; j < s->deck[k]; j++)
			pool[n++] = k;
		for (int p = 0; p < s->n; p++)
			if (p != w) {
				for (int j = 0; j < s->dev[p][k]; j++)
					pool[n++] = k;
				nold[p] += s->dev[p][k] - s->devnew[p][k];
				nnew[p] += s->devnew[p][k];
			}
	}
	for (int t = 0; t < REDEAL_TRIES; t++) {
		dice_shuffle(d, pool, (size_t)n);
		int dev[CATAN_MAXP][CATAN_NDEV], devnew[CATAN_MAXP][CATAN_NDEV], deck[CATAN_NDEV] = { 0 }, i = 0, ok = 1;
		memcpy(dev, s->dev, sizeof dev);
		memcpy(devnew, s->devnew, sizeof devnew);
		for (int p = 0; p < s->n; p++) {
			if (p == w)
				continue;
			for (int k = 0; k < CATAN_NDEV; k++)
				if (!over || k != CATAN_DEV_POINT)
					dev[p][k] = devnew[p][k] = 0;
			for (int j = 0; j < nnew[p]; j++, i++)
				dev[p][pool[i]]++, devnew[p][pool[i]]++;
			for (int j = 0; j < nold[p]; j++, i++)
				dev[p][pool[i]]++;
			/* The game goes on: nobody holds 10 points. */
			if (!over && catan_points(s, p, 0) + dev[p][CATAN_DEV_POINT] >= CATAN_WIN)
				ok = 0;
		}
		if (!ok)
			continue;
		for (; i < n; i++)
			deck[pool[i]]++;
		if (over)
			deck[CATAN_DEV_POINT] = s->deck[CATAN_DEV_POINT];
		memcpy(s->dev, dev, sizeof dev);
		memcpy(s->devnew, devnew, sizeof devnew);
		memcpy(s->deck, deck, sizeof deck);
		return;
	}
	/* No other deal found: the real one is a consistent world too. */
}

/* Standing orders only their author sees. */
static void redeal_standing(catan_state *s, int w, dice *d)
{
	for (int p = 0; p < s->n; p++) {
		if (p == w)
			continue;
		s->autoroll[p] = (int)dice_below(d, 2);
		int order[CATAN_NRES] = { 0, 1, 2, 3, 4 };
		dice_shuffle(d, order, CATAN_NRES);
		s->npref[p] = (int)dice_below(d, CATAN_NRES + 1);
		memset(s->pref[p], 0, sizeof s->pref[p]);
		memcpy(s->pref[p], order, (size_t)s->npref[p] * sizeof order[0]);
	}
}

void catan_redeal(void *st, int who, dice *d)
{
	catan_state *s = st;
	if (who == GAME_UNSEEN)
		return; /* nothing dealt ahead: a development card is drawn when bought */
	redeal_hands(s, who, d);
	redeal_dev(s, who, d);
	redeal_standing(s, who, d);
}
