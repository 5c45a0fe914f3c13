/* La reconquista (Carricarte & Casares, 1997): the rules engine behind
 * games/game.h. Hidden ownership: each province's card is secret, the
 * troops on the board are public except during the secret placement. See
 * games/reconquista/RULES-NOTES.md for how each rule is played by mail. */
#ifndef ES_RECO_H
#define ES_RECO_H

#include "games/game.h"

extern const game_kind reco_kind;

/* Rule 27 test on a state made by reco_kind: 1 when some player still
 * holding provinces could ever win a card, 0 when no card can change hands
 * whatever anyone does. Exported for tests. This function can't fail. */
int reco_can_anyone_gain(const void *st);

#endif
