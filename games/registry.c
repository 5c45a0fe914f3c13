/* The registry of kinds: the one file of games/ that knows every engine,
 * so that the helpers of game.c sit below the engines. A sixth engine adds
 * its kind here and nowhere else in the core. */
#include "games/game.h"

#include <string.h>

extern const game_kind reco_kind;
extern const game_kind catan_kind;
extern const game_kind teg_kind;
extern const game_kind kratos_kind;
extern const game_kind nm_kind;

static const game_kind *const kinds[] = { &reco_kind, &teg_kind, &catan_kind, &kratos_kind, &nm_kind, NULL };

const game_kind *game_find(const char *kind)
{
	for (size_t i = 0; kinds[i]; i++)
		if (!strcmp(kinds[i]->kind, kind))
			return kinds[i];
	return NULL;
}

const game_kind *const *game_all(void)
{
	return kinds;
}

int game_order_verb(const char *fold)
{
	for (size_t i = 0; kinds[i]; i++)
		if (kinds[i]->order_verb(fold))
			return 1;
	return 0;
}
