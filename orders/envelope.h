/* The envelope of an order mail: which game, which player, which password,
 * then the order lines, optionally closed by FIN/END.
 *
 *   PARTIDA reco-7     (GAME)
 *   JUGADOR ana        (PLAYER)
 *   CLAVE s3cret       (PASSWORD)
 *   ...orders...
 *   FIN                (END; optional)
 *
 * Quoted lines ("> ...") and their attribution are ignored; a signature
 * separator ("-- " alone on a line) or the start of an unquoted original
 * (Outlook's "-----Mensaje original-----", underscores + "De:" headers)
 * ends the mail; text before the first envelope keyword (greetings) is
 * ignored, and so is a short greeting before the first order and a
 * trailing sign-off block after the orders; inline PGP armour is skipped;
 * blank lines are ignored. Keywords in any case, with or without accents.
 * envelope.c lists the rules as tables. */
#ifndef ES_ENVELOPE_H
#define ES_ENVELOPE_H

#include <stddef.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"

/* Why env_parse_verbs failed, for an answer in the reader's language. */
enum { ENV_ERR_NONE, ENV_ERR_NOVALUE, ENV_ERR_TWICE, ENV_ERR_TWICE_SECRET };
typedef struct env_error {
	int kind, line;
	const char *word;          /* the keyword as written */
	const char *first, *second; /* ENV_ERR_TWICE: both values (never a password) */
} env_error;

typedef struct env_mail {
	const char *game, *player, *password; /* as written, trimmed; NULL if absent */
	int game_line, player_line, password_line;
	const char **orders; /* order lines as written, trimmed */
	int *lineno;         /* 1-based line numbers in the body */
	size_t norders;
	int saw_end; /* a FIN/END line was found */
	env_error err; /* when env_parse_verbs fails */
	/* PARTIDAS/GAMES: a game master's list of games (or TODAS/ALL),
	 * as written; NULL if absent. Only before PARTIDA and any order. */
	const char *games;
	int games_line;
} env_mail;

/* Reads the envelope of a UTF-8, LF-separated body. Fails with ES_ESYNTAX
 * (message says which line and what was expected) when an envelope keyword
 * repeats with another value or has no value. A mail with no envelope at
 * all returns ES_OK with game == NULL. Everything belongs to the arena.
 * is_verb tells the words that open a game's order (a folded word; the
 * caller asks every kind: games/game.h game_order_verb): a line opening
 * with one is never taken for the name under a sign-off. NULL: none. */
int env_parse_verbs(arena *a, const char *body, int (*is_verb)(const char *fold), env_mail *out,
	es_err *e);

#endif
