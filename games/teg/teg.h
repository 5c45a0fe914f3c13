/* TEG (Táctica y Estrategia de la Guerra): the rules engine behind
 * games/game.h, for 2 to 6 players. One player at a time plays a whole
 * turn in one mail (incorporation and exchange, attacks with conditions,
 * regrouping); the dice resolve it in apply(). See games/teg/RULES-NOTES.md
 * for how each rule of the rulebook is played by mail. */
#ifndef ES_TEG_H
#define ES_TEG_H

#include "games/game.h"

extern const game_kind teg_kind;

/* One comparison of the rulebook ("Desarrollo del ataque"): sorts both
 * sets of dice highest first, compares them pair by pair (the extra dice
 * of the side with more do not count) with ties to the defender, and
 * returns the armies each side loses. na, nd in 1..3. Exported for tests.
 * This function can't fail. */
void teg_compare(int *att, int na, int *def, int nd, int *att_lost, int *def_lost);

#endif
