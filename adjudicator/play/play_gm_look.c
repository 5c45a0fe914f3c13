/* What the game master may see of a game that no player sees. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"

const gm_def gm_look_defs[] = {
	{ NULL, NULL, NULL, NULL, 0, NULL, 0 },
};
