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

void kit_shuffle(dice *d, int *a, int n)
{
	if (n > 1)
		dice_shuffle(d, a, (size_t)n);
}
