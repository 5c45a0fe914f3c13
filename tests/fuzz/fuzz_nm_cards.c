/* libFuzzer target for Nuevo Mundo's deck file (option cards=FILE,
 * nm_cards_parse): a deck read is exactly 40 cards of the six kinds with
 * points 1..4, every kind present; a refusal says why. */
#include "games/nuevo-mundo/nm_rules.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fz_str(data, size);
	nm_card deck[NM_NCARDS];
	const char *why = NULL;
	if (nm_cards_parse(text, deck, &why) == 0) {
		int seen[NM_NKINDS] = { 0 };
		for (int c = 0; c < NM_NCARDS; c++) {
			FZ_ASSERT(deck[c].kind >= 0 && deck[c].kind < NM_NKINDS);
			FZ_ASSERT(deck[c].points >= 1 && deck[c].points <= 4);
			seen[deck[c].kind]++;
		}
		for (int k = 0; k < NM_NKINDS; k++)
			FZ_ASSERT(seen[k] > 0);
	} else {
		FZ_ASSERT(why && why[0]);
	}
	free(text);
	return 0;
}
