/* La reconquista: re-dealing what one seat cannot see (game_kind.redeal),
 * for the test that rejections never depend on it. Hidden from seat w:
 * the owner of every province not his (rule 2), hence also how many
 * provinces each other player holds (attack results are private, rule
 * 21; only losing them all is public, rule 26); during the secret
 * placement of another player, the troops on the others' provinces (rule
 * 9: each has put his own troops, a public amount, on his provinces);
 * for a third party, which cards the attacker committed (rule 19); the
 * others' standing DEFENSA and placement rounds sent ahead. Public, so kept: the defender of a pending
 * attack owns its target (rule 18), the committed cards are the
 * attacker's for attacker and defender, out seats hold nothing, nobody
 * has won while the game goes on. */
#include <string.h>

#include "games/reconquista/reco_int.h"

#define REDEAL_MOVES 6

static uint64_t bit(int i)
{
	return (uint64_t)1 << i;
}

/* The placer sees the board: only owners of equal troops may swap. */
static void swap_equal(reco_state *s, uint64_t open, dice *d)
{
	int idx[RECO_NPROV], n = 0;
	for (int i = 0; i < RECO_NPROV; i++)
		if (open & bit(i))
			idx[n++] = i;
	for (int k = 0; n > 1 && k < 4 * n; k++) {
		int a = idx[dice_below(d, (uint32_t)n)], b = idx[dice_below(d, (uint32_t)n)];
		if (s->troops[a] == s->troops[b]) {
			int t = s->owner[a];
			s->owner[a] = s->owner[b];
			s->owner[b] = t;
		}
	}
}

/* Counts nobody sees: a few provinces change hands among the others,
 * nobody out or beyond a win. */
static void shift_counts(reco_state *s, int w, uint64_t open, dice *d)
{
	int moves = (int)dice_below(d, REDEAL_MOVES + 1);
	for (int k = 0; k < moves; k++) {
		int i = (int)dice_below(d, RECO_NPROV), q = (int)dice_below(d, (uint32_t)s->n), p = s->owner[i];
		if (!(open & bit(i)) || q == w || q == p || (s->out >> q & 1))
			continue;
		if (reco_count(s, p) < 2 || reco_count(s, q) + 1 >= s->initial[q] + RECO_TO_WIN)
			continue;
		s->owner[i] = q;
	}
}

/* During another's secret placement: each other player's placed troops
 * spread again over his provinces. */
static void spread_troops(reco_state *s, int w, dice *d)
{
	for (int p = 0; p < s->n; p++) {
		if (p == w)
			continue;
		uint64_t own = reco_cards(s, p);
		int idx[RECO_NPROV], n = 0, total = s->each - s->left[p];
		for (int i = 0; i < RECO_NPROV; i++)
			if (own & bit(i)) {
				idx[n++] = i;
				s->troops[i] = 0;
			}
		for (int t = 0; t < total && n; t++)
			s->troops[idx[dice_below(d, (uint32_t)n)]]++;
	}
}

void reco_redeal(void *st, int w, dice *d)
{
	reco_state *s = st;
	if (w == GAME_UNSEEN)
		return; /* nothing dealt ahead: every card is dealt at the start (rule 7) */
	int def = reco_defender(s);
	int third = s->phase == RECO_DEFENSE && w != s->active && w != def;
	uint64_t fixed = reco_cards(s, w);
	if (s->phase == RECO_DEFENSE)
		fixed |= bit(s->target) | (third ? 0 : s->committed);
	uint64_t open = ((uint64_t)1 << RECO_NPROV) - 1;
	open &= ~fixed;
	if (s->phase == RECO_PLACEMENT && w == s->active) {
		swap_equal(s, open, d);
	} else {
		/* The same owners, shuffled over the open provinces. */
		int idx[RECO_NPROV], own[RECO_NPROV], n = 0;
		for (int i = 0; i < RECO_NPROV; i++)
			if (open & bit(i)) {
				idx[n] = i;
				own[n++] = s->owner[i];
			}
		if (n > 1)
			dice_shuffle(d, own, (size_t)n);
		for (int k = 0; k < n; k++)
			s->owner[idx[k]] = own[k];
		if (s->phase == RECO_MOVE || s->phase == RECO_DEFENSE)
			shift_counts(s, w, open, d);
		if (s->phase == RECO_PLACEMENT)
			spread_troops(s, w, d);
	}
	if (third) {
		uint64_t inv = reco_involved_of(s, s->active, s->target), pick = 0;
		for (int i = 0; i < RECO_NPROV; i++)
			if ((inv & bit(i)) && dice_below(d, 2))
				pick |= bit(i);
		s->committed = pick;
	}
	for (int p = 0; p < s->n; p++)
		if (p != w) {
			s->defend_all[p] = (int)dice_below(d, 2);
			s->nnote[p] = 0; /* a world where they sent no round ahead */
		}
}
