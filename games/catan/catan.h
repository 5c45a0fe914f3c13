/* The Catan variant of rules/catan-variant.es.txt (a home-made Catan: the
 * text wins where it speaks, the official rules where it is silent): the
 * rules engine behind games/game.h, for 3 or 4 players. See
 * games/catan/RULES-NOTES.md for how each rule is played by mail. */
#ifndef ES_CATAN_H
#define ES_CATAN_H

#include "games/game.h"

extern const game_kind catan_kind;

#endif
