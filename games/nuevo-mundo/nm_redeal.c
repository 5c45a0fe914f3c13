/* Nuevo Mundo: re-dealing what one seat cannot see (game_kind.redeal).
 * Hidden from seat w: the points of the other players' cards (their kinds
 * are on the backs, public), the order and content of the deck and the
 * cards out of the game (only their counts are public), and the others'
 * standing orders. The face-up cards, w's own cards, the kinds in every
 * hand and the board stay. For GAME_UNSEEN only the deck's order. */
#include "games/nuevo-mundo/nm_int.h"

void nm_redeal(void *st, int w, dice *d)
{
	nm_state *s = st;
	if (w == GAME_UNSEEN) {
		/* After a rollback: the deck's order, which nobody has seen
		 * (its cards, the face-up ones, the hands and the out pile
		 * stay). */
		dice_shuffle(d, s->deck, (size_t)s->ndeck);
		return;
	}
	/* Within each kind, the cards of other hands and the hidden places
	 * swap: kinds in hands stay, points move. */
	for (int kind = 0; kind < NM_NKINDS; kind++) {
		int idx[NM_NCARDS], n = 0;
		for (int c = 0; c < NM_NCARDS; c++)
			if (s->card[c].kind == kind && s->where[c] != w && s->where[c] != NM_UP)
				idx[n++] = c;
		int wh[NM_NCARDS];
		for (int k = 0; k < n; k++)
			wh[k] = s->where[idx[k]];
		dice_shuffle(d, wh, (size_t)n);
		/* A hand keeps as many cards of the kind as it had: shuffle the
		 * places among the cards, which keeps every count. */
		for (int k = 0; k < n; k++)
			s->where[idx[k]] = wh[k];
	}
	/* The deck and the out pile: only their counts are public, so their
	 * cards are dealt again between them, the deck in a new order. */
	int pile[NM_NCARDS], np = 0, nd = s->ndeck;
	for (int c = 0; c < NM_NCARDS; c++)
		if (s->where[c] == NM_DECK || s->where[c] == NM_OUT)
			pile[np++] = c;
	dice_shuffle(d, pile, (size_t)np);
	for (int k = 0; k < np; k++) {
		s->where[pile[k]] = k < nd ? NM_DECK : NM_OUT;
		if (k < nd)
			s->deck[k] = pile[k];
	}
	for (int p = 0; p < s->n; p++) {
		if (p == w)
			continue;
		nm_standing *t = &s->standing[p];
		t->ntactics = (int)dice_below(d, 4);
		for (int k = 0; k < t->ntactics; k++)
			t->tactics[k] = 1 + (int)dice_below(d, NM_TACTICS);
		t->losses_largest = (int)dice_below(d, 2);
		t->combos_auto = (int)dice_below(d, 2);
		for (int q = 0; q < s->n; q++)
			if (q != p)
				t->retreat[q] = (int)dice_below(d, 3);
	}
}
