/* Engine boilerplate (kit_engine.h). */
#include "games/kit/kit_engine.h"

#include <stdlib.h>
#include <string.h>

void kit_free(void *st)
{
	free(st);
}

void kit_status(game_status *out, const char *phase, unsigned turn, unsigned step, int over, uint32_t winners,
	const char *end)
{
	memset(out, 0, sizeof *out);
	out->phase = phase;
	out->turn = turn;
	out->step = step;
	out->over = over;
	out->winners = winners;
	out->end = over ? end : NULL;
}
