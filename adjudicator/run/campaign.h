/* `estafeta campaign DIR`: one public page for every game of the data
 * root (a game master's campaign): each game's state as LISTA tells it
 * (kind, phase, turn, who is awaited, deadline, paused; the winners once
 * over), the sign-ups, and standings across the campaign by player name:
 * games, wins, draws, out (a finished game neither won nor drawn), and
 * reliability (decisions answered, deadlines that applied a default, the
 * average time to answer).
 *
 * Only what every player may see: names (never addresses), LISTA's facts,
 * the result once over; the reliability counts come from the public
 * batches' journals and meta (orders received, deadlines missed, the
 * times of the batches that started and answered a decision), never from
 * press, views or a batch that changed no decision. A game set aside as
 * failing is listed by name only. */
#ifndef ES_CAMPAIGN_H
#define ES_CAMPAIGN_H

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"

/* Writes DIR/index.html and DIR/style.css (DIR made if missing). */
int campaign_site(const conf *c, const char *dir, es_err *e);

#endif
