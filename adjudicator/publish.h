/* `estafeta publish GAME --repo DIR`: a public copy of a game's history
 * that may be pushed or served as it is. One commit per commit of the
 * game, same message and time, holding only what every player may see:
 *   game.txt     meta/game.txt (kind, turn counters, options, commitment)
 *   players.txt  seat and name of each player (no addresses)
 *   public.txt   the public view as of that commit
 * and, once the game is over, seed.txt: the dice seed that the final
 * mails reveal, so anyone can check the commitment. Never published:
 * secret/ (seed before the end, key, password hashes), private views,
 * mail (private views, reply tokens, orders of a hidden game), seen/.
 * Incremental: DIR/source.txt records the last commit copied. */
#ifndef ES_PUBLISH_H
#define ES_PUBLISH_H

#include "adjudicator/conf.h"
#include "adjudicator/base/err.h"

/* The static site of a game in dir (made if missing): index.html,
 * lote-N.html a batch, style.css and, when png is not NULL, board.png
 * (the public picture). See publish_site.c. */
int publish_site(const conf *c, const char *game, const char *dir, const void *png, size_t png_len, es_err *e);
/* *ncommits gets how many commits were added. */
int publish_game(const conf *c, const char *game, const char *dir, int *ncommits, es_err *e);

#endif
