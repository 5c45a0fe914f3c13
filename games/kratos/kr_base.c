/* Κρατος: what the other files read of the state (names, places, owners,
 * counts, the pieces left to play) and the one way a piece is made. It
 * sits at the bottom: it calls no other file of the engine. */
#include <stdio.h>
#include <string.h>

#include "games/kratos/kr_int.h"

int kr_is_bot(const kr_state *s, int colour)
{
	return colour >= s->n;
}

void kr_label(const kr_state *s, int colour, char *buf, size_t n)
{
	/* A bot's name is its colour: said once. */
	if (kr_is_bot(s, colour))
		snprintf(buf, n, "%d %s", colour + 1, kr_colour_word[colour]);
	else
		snprintf(buf, n, "%d %s (%s)", colour + 1, kr_colour_word[colour], kr_name(s, colour));
}

const char *kr_name(const kr_state *s, int colour)
{
	if (colour < 0)
		return "-";
	if (colour < s->n && s->names && s->names[colour])
		return s->names[colour];
	return kr_colour_word[colour];
}

int kr_capital(const kr_state *s, int colour)
{
	return colour >= 0 && colour < KR_COLOURS ? s->flag[colour] : -1;
}

int kr_place_of(const kr_state *s, int i)
{
	const kr_piece *p = &s->p[i];
	return p->carrier >= 0 ? s->p[p->carrier].place : p->place;
}

int kr_piece_owner(const kr_state *s, int i)
{
	const kr_piece *p = &s->p[i];
	if (p->type != KR_MINE)
		return p->owner;
	if (p->carrier >= 0)
		return s->p[p->carrier].owner;
	return p->place < 0 ? s->owner[-1 - p->place] : -1;
}

int kr_island_count(const kr_state *s, int isl, int what)
{
	int k = 0;
	for (int i = 0; i < s->np; i++) {
		const kr_piece *p = &s->p[i];
		if (p->type < 0 || p->carrier >= 0 || p->place != -1 - isl)
			continue;
		if (what == 0 ? kr_piece_rules[p->type].playable
			      : what == 1 ? kr_piece_rules[p->type].cls == KR_PRODUCER : p->type == KR_MINE)
			k++;
	}
	return k;
}

int kr_occupied(const kr_state *s, int cell, int except)
{
	for (int i = 0; i < s->np; i++)
		if (i != except && s->p[i].type >= 0 && s->p[i].carrier < 0 && s->p[i].place == cell)
			return 1;
	return 0;
}

int kr_islands_of(const kr_state *s, int colour)
{
	int k = 0;
	for (int i = 0; i < KR_NISLAND; i++)
		k += s->owner[i] == colour;
	return k;
}

/* Rule 17: 5 an island, 1 a playable piece, wherever it is. */
int kr_bread_need(const kr_state *s, int colour)
{
	int need = KR_BREAD_ISLAND * kr_islands_of(s, colour);
	for (int i = 0; i < s->np; i++)
		if (s->p[i].type >= 0 && s->p[i].owner == colour && kr_piece_rules[s->p[i].type].playable)
			need += KR_BREAD_PIECE;
	return need;
}

void kr_place_name(const kr_state *s, int place, char *buf, size_t n)
{
	(void)s;
	if (place >= 0)
		kr_cell_name(place, buf);
	else
		snprintf(buf, n, "%c", 'A' - 1 - place);
}

int kr_can_play(const kr_state *s, int who, int i)
{
	const kr_piece *p = &s->p[i];
	if (p->type < 0 || !kr_piece_rules[p->type].playable || p->stage >= KR_MOVED || p->built == s->turn)
		return 0;
	if (p->owner == who)
		return 1;
	/* Rule 20: others' pieces on one's island may be sold or passed. */
	return p->carrier < 0 && p->place < 0 && s->owner[-1 - p->place] == who;
}

int kr_all_played(const kr_state *s)
{
	for (int i = 0; i < s->np; i++)
		if (kr_can_play(s, s->active, i))
			return 0;
	return 1;
}

int kr_new_piece(kr_state *s, int type, int owner, int place)
{
	if (s->np >= KR_MAXP)
		return -1;
	kr_piece *p = &s->p[s->np];
	memset(p, 0, sizeof *p);
	p->type = (signed char)type;
	p->owner = (signed char)owner;
	p->place = (short)place;
	p->carrier = -1;
	p->cargo = -1;
	p->built = 0;
	return s->np++;
}
