/* Nuevo Mundo: the state's words and read-only helpers (names, counts,
 * defaults). Both nm.c and the saved state (nm_save.c) use them, so they
 * sit below both and call nothing above. */
#include <string.h>
#include <strings.h>

#include "games/nuevo-mundo/nm_int.h"
#include "orders/ord_nm.h"

const char *const nm_phase_names[NM_NPHASES + 1] = { "entry", "turn", "answer", "over", NULL };
const char *const nm_end_names[NM_END_N + 1] = { [NM_END_NONE] = "none", [NM_END_POINTS] = "points",
	[NM_END_KINDS] = "kinds", [NM_END_SURVIVAL] = "survival", [NM_END_DRAW] = "draw", [NM_END_CAP] = "cap", [NM_END_STALL] = "stall", NULL };

const char *const nm_loss_by_words[] = { "loser", "winner", NULL };
const char *const nm_battle_card_words[] = { "round", "settlement", NULL };

const char *nm_name(const nm_state *s, int seat)
{
	return s->names && seat >= 0 && seat < s->n && s->names[seat] ? s->names[seat] : "?";
}

/* ---- counts ---------------------------------------------------------- */

int nm_settlements(const nm_state *s, int seat)
{
	int k = 0;
	for (int r = 0; r < s->map->n; r++)
		k += s->ca[r][seat] == 2;
	return k;
}

int nm_islands(const nm_state *s, int seat)
{
	unsigned seen = 0;
	for (int r = 0; r < s->map->n; r++)
		if (s->ca[r][seat] == 2)
			seen |= 1u << s->map->isl[r];
	return __builtin_popcount(seen);
}

int nm_produce(const nm_state *s, int seat)
{
	return nm_credits(nm_settlements(s, seat), nm_islands(s, seat));
}

int nm_points(const nm_state *s, int seat)
{
	int p = 0;
	for (int c = 0; c < NM_NCARDS; c++)
		if (s->where[c] == seat)
			p += s->card[c].points;
	return p;
}

int nm_kinds_held(const nm_state *s, int seat, int count[NM_NKINDS])
{
	int kinds = 0;
	memset(count, 0, NM_NKINDS * sizeof *count);
	for (int c = 0; c < NM_NCARDS; c++)
		if (s->where[c] == seat && count[s->card[c].kind]++ == 0)
			kinds++;
	return kinds;
}

int nm_cards_of(const nm_state *s, int seat)
{
	int k = 0;
	for (int c = 0; c < NM_NCARDS; c++)
		k += s->where[c] == seat;
	return k;
}

int nm_ca_total(const nm_state *s, int seat)
{
	int k = 0;
	for (int r = 0; r < s->map->n; r++)
		k += s->ca[r][seat];
	return k;
}

int nm_ship_cq(const nm_state *s, int r, int seat)
{
	int k = 0;
	for (int i = 0; i < NM_NSHIPS; i++)
		if (s->ship[i].owner == seat && s->ship[i].region == r)
			k += s->ship[i].cq;
	return k;
}

int nm_ships_in(const nm_state *s, int r, int seat)
{
	int k = 0;
	for (int i = 0; i < NM_NSHIPS; i++)
		k += s->ship[i].owner == seat && s->ship[i].region == r;
	return k;
}

int nm_free_ship(const nm_state *s)
{
	for (int i = 0; i < NM_NSHIPS; i++)
		if (s->ship[i].owner < 0)
			return i;
	return -1;
}

int nm_region_owner_count(const nm_state *s, int r, int seat)
{
	return s->map->land[r] ? s->cq[r][seat] + s->ca[r][seat] : nm_ship_cq(s, r, seat);
}

int nm_other_owner(const nm_state *s, int r, int not)
{
	for (int p = 0; p < s->n; p++)
		if (p != not && nm_region_owner_count(s, r, p) > 0)
			return p;
	return -1;
}

int nm_seat_of(const nm_state *s, const char *fold)
{
	for (int p = 0; p < s->n; p++)
		if (s->names && s->names[p] && !strcasecmp(s->names[p], fold))
			return p;
	return -1;
}

void nm_defaults(nm_state *s)
{
	s->combo_black = s->combo_red = -1;
	for (int i = 0; i < NM_NSHIPS; i++)
		s->ship[i] = (nm_ship){ -1, -1, 0 };
	for (int k = 0; k < NM_FACEUP; k++)
		s->up[k] = -1;
	for (int p = 0; p < NM_MAXP; p++) {
		s->standing[p].losses_largest = 1;
		for (int q = 0; q < NM_MAXP; q++)
			s->standing[p].retreat[q] = ORD_NM_ASK;
	}
}
