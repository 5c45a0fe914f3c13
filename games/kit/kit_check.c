/* Reading a mail's order lines with a game's grammar (kit_check.h). */
#include "games/kit/kit_check.h"

int kit_check_refuse(game_reject *rej, size_t index, sbuf *why)
{
	rej->index = index;
	game_reject_why(rej, sbuf_str(why));
	sbuf_free(why);
	return ES_ESYNTAX;
}

int kit_check_parse(const game_lines *lines, const char *lang, kit_parse_fn parse, const void *ctx, void *out,
	size_t size, game_reject *rej)
{
	for (size_t i = 0; i < lines->n; i++) {
		sbuf why = SBUF_INIT;
		if (parse(lines->text[i], lang, ctx, (char *)out + i * size, &why) != ES_OK)
			return kit_check_refuse(rej, i, &why);
		sbuf_free(&why);
	}
	return ES_OK;
}
