/* The games of a data root and what a list shows of each (kind, turn,
 * phase, who is awaited, deadline), for LISTA, `estafeta list` and
 * `estafeta health`. The facts come from a small file the game writes
 * with every commit (spool/list/GAME, stamped with the commit), so a
 * listing opens no game: a game whose state no longer loads cannot stop
 * the batch that answers a LISTA, and a thousand games list fast. A game
 * without a current file (made by an earlier release, or a kill between
 * commit and file) is opened once and its file written. */
#ifndef ES_GAMELIST_H
#define ES_GAMELIST_H

#include <stddef.h>
#include <stdint.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/play/play.h"
#include "adjudicator/base/err.h"

/* The names of the games (folders of DATAROOT/games not starting with a
 * dot), sorted; free with gamelist_free. */
char **gamelist_names(const conf *c, size_t *n);
void gamelist_free(char **names, size_t n);

typedef struct game_facts {
	char kind[32], phase[32];
	unsigned turn;
	int players, over, paused;
	int64_t deadline;            /* 0: none */
	int64_t due;                 /* next run needed without mail: -1 never, 0 now */
	char waiting[GAME_MAX_PLAYERS * 65]; /* awaited players' names, space-separated */
	char bots[GAME_MAX_PLAYERS * 65];    /* the seats the bot plays, the same way */
} game_facts;

/* The facts of game `name`; ES_ENOTFOUND / the game's load error when it
 * cannot be read. */
int gamelist_facts(const conf *c, const char *name, game_facts *f, es_err *e);

/* 1 when a run with no mail for game `name` has nothing to do in it at
 * `now`, known without opening it: its facts file describes its HEAD and
 * says nothing is due before a later time, every commit's mail was
 * delivered, and it is not set aside as failing. 0 whenever in doubt
 * (the run then opens the game, which writes the file again). */
int gamelist_idle(const conf *c, const char *name, int64_t now);

/* The idle index, spool/list/index: "NAME DUE" for every game that was
 * idle (gamelist_idle) when the last run ended, so that an idle run reads
 * one file, not four a game. A commit first appends the game's name to
 * spool/list/changed (play_mark_changed), and a named or unlisted game is
 * looked at the slow way; the run that ends rewrites the index (under the
 * batch lock: nobody else writes games then) and empties the list. The
 * index names the boot that wrote it, and vouches for nothing in another
 * boot (after a power cut). */
typedef struct gamelist_index gamelist_index;
gamelist_index *gamelist_index_load(const conf *c);
/* gamelist_idle, from the index when it vouches for `name`. */
int gamelist_index_idle(const conf *c, const gamelist_index *x, const char *name, int64_t now);
/* 1 when the index vouches that `name` made no commit since the last run
 * ended (listed, and not named in the changed list). */
int gamelist_index_vouches(const gamelist_index *x, const char *name);
/* Writes the index for the games of the data root (sorted), then
 * forgets the changed list; frees x. */
void gamelist_index_save(const conf *c, gamelist_index *x, char **games, size_t n);
void gamelist_index_free(gamelist_index *x); /* without saving; NULL ok */
/* Removes the index from disk (every game looked at the slow way next
 * time), then frees x: when the batch's barrier failed, the changed list
 * may not have reached the disk either (a write-back error). */
void gamelist_index_drop(const conf *c, gamelist_index *x);
/* The earliest due time after `now` among the games the index vouches
 * for (a deadline, a reminder), -1 when none: when `estafeta watch` runs
 * its next batch without mail. Other games are opened by every batch. */
int64_t gamelist_next_due(const conf *c, int64_t now);
/* Appends games[i] for every pick[i] to the changed list (flushed to
 * disk only where the boot cannot be told), and to x's; when that fails
 * the index goes. */
void gamelist_mark_changed(const conf *c, gamelist_index *x, char **games, const char *pick, size_t n);

/* Games in formation (DATAROOT/forming, signup.h): their names, sorted
 * (free with gamelist_free), and what `list` and `status` show of one. */
char **gamelist_forming_names(const conf *c, size_t *n);
typedef struct forming_facts {
	char kind[32];
	int seats, taken, started, cancelled;
	char joined[GAME_MAX_PLAYERS * 66]; /* joiners' names, space-separated */
	char creator[256];                  /* the game master who opened it, or "" */
} forming_facts;
int gamelist_forming(const conf *c, const char *name, forming_facts *f, es_err *e);

#endif
