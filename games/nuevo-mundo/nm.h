/* Nuevo Mundo (Ruibal Games): the rules engine behind games/game.h, for
 * 2 to 5 players. See games/nuevo-mundo/RULES-NOTES.md for how each
 * section of the rulebook is played by mail. */
#ifndef ES_NM_H
#define ES_NM_H

#include "games/game.h"

extern const game_kind nm_kind;

#endif
