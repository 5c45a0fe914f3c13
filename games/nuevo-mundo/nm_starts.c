/* Nuevo Mundo: where the render test's playouts start (game_kind.starts).
 * Bots play into the card victories and the turn cap; the game master's
 * draw is injected by the test; the victory by survival starts from a
 * saved state one battle before it; a round with no card moved ends the
 * last start (stall_rounds=1). */
#include "games/nuevo-mundo/nm_int.h"

const game_start nm_starts[] = {
	{ .opts = "max_turns=300" },
	{ .opts = "scenario=6 max_turns=300" },
	{ .opts = "scenario=1 max_turns=6" },
	{ .opts = "scenario=2 stall_rounds=1 max_turns=300" },
	{ 0 },
};
