/* Κρατος (Carricarte & Casares, 1997): the rules engine behind
 * games/game.h. Nine colours on a 20x26 sea with 18 islands, an economy,
 * war and transport pieces, shots with a die, private gold. See
 * games/kratos/RULES-NOTES.md for how each of the 70 rules is played by
 * mail. */
#ifndef ES_KRATOS_H
#define ES_KRATOS_H

#include "games/game.h"

extern const game_kind kratos_kind;

#endif
