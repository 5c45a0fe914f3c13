/* What an engine's check() does with a mail before its rules: every order
 * line read by the game's grammar (orders/ord_NAME.h), the first line it
 * refuses answered with the grammar's reason. The grammar is reached
 * through a small adapter, so this layer knows none:
 *
 *	static int parse_one(const char *line, const char *lang, const void *ctx, void *out, sbuf *why)
 *	{
 *		(void)ctx;
 *		return ord_my_parse(line, lang, out, why);
 *	}
 *	...
 *	ord_my o[MY_MAX_LINES];
 *	int rc = kit_check_parse(lines, lang, parse_one, s, o, sizeof o[0], rej);
 */
#ifndef ES_KIT_CHECK_H
#define ES_KIT_CHECK_H

#include <stddef.h>

#include "adjudicator/base/sbuf.h"
#include "games/game.h"

/* Reads one order line into *out; ES_OK, or anything else with the
 * reason in why. ctx is what kit_check_parse was given. */
typedef int (*kit_parse_fn)(const char *line, const char *lang, const void *ctx, void *out, sbuf *why);

/* Parses lines->text[i] into out + i * size for every line. ES_OK, or
 * ES_ESYNTAX with rej naming the first line refused and why. */
int kit_check_parse(const game_lines *lines, const char *lang, kit_parse_fn parse, const void *ctx, void *out,
	size_t size, game_reject *rej);
/* Fills rej with line index and the grammar's reason why (freed here);
 * returns ES_ESYNTAX. */
int kit_check_refuse(game_reject *rej, size_t index, sbuf *why);

#endif
