/* Κρατος: ownership of islands (rule 43), elimination and victory (rules
 * 69, 70), and the end of a game. Below kr_exec.c, whose orders settle
 * the islands after them, and the turn, which ends games too. */
#include "games/kratos/kr_int.h"

void kr_finish(kr_state *s, int end, uint32_t winners, game_events *ev)
{
	s->phase = KR_PH_OVER;
	s->end = end;
	s->winners = winners & (GAME_ALL & ((1u << s->n) - 1));
	s->step++;
	(void)ev;
}

static void eliminate(kr_state *s, int loser, int taker, int isl, game_events *ev)
{
	s->out |= 1u << loser;
	s->flag[loser] = -1;
	/* Rule 69: every island and piece of the loser goes to the taker. */
	for (int i = 0; i < KR_NISLAND; i++)
		if (s->owner[i] == loser)
			s->owner[i] = taker;
	for (int i = 0; i < s->np; i++)
		if (s->p[i].type >= 0 && s->p[i].owner == loser)
			s->p[i].owner = (signed char)taker;
	char il[4];
	kr_place_name(s, -1 - isl, il, sizeof il);
	char who[64];
	kr_label(s, loser, who, sizeof who);
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.eliminated", "who", who, "taker", kr_name(s, taker), "island", il, NULL);
}

void kr_settle(kr_state *s, game_events *ev)
{
	for (int changed = 1; changed && s->phase != KR_PH_OVER;) {
		changed = 0;
		for (int isl = 0; isl < KR_NISLAND; isl++) {
			uint32_t present = 0;
			for (int i = 0; i < s->np; i++) {
				const kr_piece *p = &s->p[i];
				if (p->type >= 0 && p->type != KR_MINE && p->carrier < 0 && p->place == -1 - isl &&
					kr_piece_rules[p->type].cls == KR_WAR)
					present |= 1u << p->owner;
			}
			int o = s->owner[isl];
			if (o < 0 || (present >> o & 1) || __builtin_popcount(present) != 1)
				continue;
			int taker = __builtin_ctz(present);
			s->owner[isl] = taker;
			changed = 1;
			char il[4];
			kr_place_name(s, -1 - isl, il, sizeof il);
			kr_emit(ev, GAME_ALL, 1, "kratos.ev.island_taken", "island", il, "from", kr_name(s, o), "to",
				kr_name(s, taker), NULL);
			if (s->flag[o] == isl)
				eliminate(s, o, taker, isl, ev);
		}
	}
	if (s->phase == KR_PH_OVER || s->phase == KR_PH_SETUP)
		return;
	uint32_t alive = ((1u << KR_COLOURS) - 1) & ~s->out;
	if (__builtin_popcount(alive) == 1) {
		int w = __builtin_ctz(alive);
		char who[64];
		kr_label(s, w, who, sizeof who);
		kr_emit(ev, GAME_ALL, 1, "kratos.ev.victory", "who", who, NULL);
		kr_finish(s, KR_END_VICTORY, 1u << w, ev);
	}
}
