/* `estafeta campaign DIR [--master ADDRESS]`: one public page for every
 * game of the data root (a game master's campaign), or for the games
 * ADDRESS runs (master_address or co-master) and the sign-ups it opened:
 * each game's state as LISTA tells it (kind, phase, turn, who is awaited,
 * deadline, paused; the winners once over), the sign-ups, and standings
 * across the campaign by player name: games, wins, draws, out (a finished
 * game neither won nor drawn), and reliability (decisions answered,
 * deadlines that applied a default, the average time to answer). The
 * same facts as text for the game master's CAMPAÑA mail (request.c), and
 * the page the batch refreshes ([publish] campaign_dir).
 *
 * Only what every player may see: names (never addresses), LISTA's facts,
 * the result once over; the reliability counts come from the public
 * batches' journals and meta (orders received, deadlines missed, the
 * times of the batches that started and answered a decision), never from
 * press, views or a batch that changed no decision. A game set aside as
 * failing is listed by name only. A player whose latest CLASIFICACION in
 * any game was NO is named nowhere beyond what LISTA tells: not in the
 * standings, not among the winners (counted there as "+N"). */
#ifndef ES_CAMPAIGN_H
#define ES_CAMPAIGN_H

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"

typedef struct campaign campaign;

/* The campaign's facts, read once: the games master runs (NULL: every
 * game) or, with game set, that game alone. */
campaign *campaign_build(const conf *c, const char *master, const char *game);
void campaign_free(campaign *k);
/* Writes DIR/index.html and DIR/style.css (DIR made if missing), each
 * replaced whole (a temporary file renamed). */
int campaign_write(const campaign *k, const char *dir, es_err *e);
int campaign_site(const conf *c, const char *dir, const char *master, es_err *e);
/* The same facts as text in lang, lines of at most 72 columns; judge and
 * master (NULL: every game) name whose campaign it is. */
void campaign_text(const campaign *k, const char *lang, const char *judge, const char *master, sbuf *out);

/* After a batch ([publish] campaign_dir set): the page written again when
 * a game changed, or when the last try failed. A failure is said on
 * stderr and kept in spool/campaign-failed for `health`, never failing
 * the batch; a later success removes it. */
void campaign_refresh(const conf *c, int changed);
/* `health`'s line: "problem campaign WHEN WHY" while the page is stale;
 * returns the problems (0 or 1). */
#include <stdio.h>
int campaign_health(const conf *c, FILE *out);

#endif
