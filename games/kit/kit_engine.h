/* Pieces of game_kind (games/game.h) that every engine writes alike. */
#ifndef ES_KIT_ENGINE_H
#define ES_KIT_ENGINE_H

#include <stdint.h>

#include "adjudicator/base/dice.h"
#include "games/game.h"

/* game_kind.free for a state that is one allocation. */
void kit_free(void *st);
/* Fills out (zeroed first) for status(): end is kept only once over;
 * waiting is left for the caller. */
void kit_status(game_status *out, const char *phase, unsigned turn, unsigned step, int over, uint32_t winners,
	const char *end);

#endif
