/* The machine-readable view: the same facts as a seat's text
 * view, as one JSON document. The envelope (docs/json/README.md) is the
 * core's: schema, game, kind, turn, phase, waiting, over, end, winners,
 * players, you; "view" is the engine's (game_kind.view_json), documented
 * per kind in docs/json/KIND.md with the version "schema" names. Dumped
 * with sorted keys and a fixed indent: the same state gives the same
 * bytes. */
#ifndef ES_JSON_VIEW_H
#define ES_JSON_VIEW_H

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/play/play.h"
#include "games/game.h"

typedef struct json_view_game {
	const game_kind *kind;
	const void *st;
	const game_status *status; /* as the core reports it (play_status) */
	const char *name;          /* the game's name */
	int n;
	const char *const *names;  /* seat order */
} json_view_game;

/* The version of kind's schema ("estafeta/KIND/N"); 0 for an unknown kind. */
int json_view_version(const char *kind);

/* The document of seat `who` (-1: public), appended to out, ending in a
 * newline. Fails (ES_ERR) only when the kind has no view_json or the
 * engine put something that cannot be written (a string not UTF-8). */
int json_view_render(const json_view_game *g, int who, sbuf *out, es_err *e);

/* The same for a game opened with play_open, in its current state. */
int json_view_play(const play *p, int seat, sbuf *out, es_err *e);

#endif
