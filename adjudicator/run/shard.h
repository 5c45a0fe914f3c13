/* Shards: one judge address, several judge hosts, each with its own data
 * root and its own IMAP folder of the judge's mailbox. The mail server
 * (Dovecot with Pigeonhole) files every mail into the folder of the host
 * that has its game, by a Sieve script generated here from a shard map:
 * "GAME N" lines ("GAME N over" for a finished game or a closed sign-up,
 * still routed but not listed), which `estafeta shard list N` prints on
 * each host.
 * Shard 1 reads INBOX itself and gets every mail that names no game of
 * the map (AYUDA, LISTA, the sign-up of a new game).
 *
 * The script decides as the judge reads a mail (handle.c): a PARTIDA/GAME
 * line wins over the reply tag (judge+GAME.SEAT.MAC@), which wins over the
 * game named by UNIRSE, NUEVA PARTIDA or CANCELAR PARTIDA. */
#ifndef ES_SHARD_H
#define ES_SHARD_H

#include <stddef.h>
#include <stdio.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"

enum { SHARD_MAX = 999 };

typedef struct shard_map {
	size_t n, cap;
	struct shard_entry {
		char *game;
		int shard, over;
	} *v; /* sorted by game once parsed */
} shard_map;

/* Adds the lines of text to m: "GAME N" or "GAME N over" (blank lines
 * and '#' comments skipped); `what` names the source in messages. ES_ESYNTAX for a bad
 * line, a game name Estafeta would refuse, N outside 1..SHARD_MAX, or a
 * game given two shards (the message says which line). */
int shard_map_parse(shard_map *m, const char *text, const char *what, es_err *e);
/* The same from a file ("-": standard input); ES_ENOTFOUND when missing. */
int shard_map_load(shard_map *m, const char *path, es_err *e);
void shard_map_free(shard_map *m);

/* The shard of game in m, 0 when the map does not name it. */
int shard_of(const shard_map *m, const char *game);

/* Writes the Sieve script: each mail naming a game of shard N > 1 goes to
 * the folder PREFIX N (fileinto :create), a game of shard 1 stays in
 * INBOX (keep). The prefix carries the server's hierarchy separator
 * ("INBOX/shard-" or "INBOX.shard-"). ES_ESYNTAX for an empty prefix or
 * one with control characters. */
int shard_sieve(const shard_map *m, const char *prefix, sbuf *out, es_err *e);

/* After `estafeta new GAME` on this host: says on err when the mail
 * server will not route the game's mail here, because the shard map
 * ([shard] map, when set) does not give it this host's shard
 * ([shard] number). Mail for a game missing from the map goes to shard 1. */
void shard_check_new(const conf *c, const char *game, FILE *err);

/* "GAME N" for every game and every sign-up of the data root, sorted;
 * "GAME N over" for a finished game, a cancelled sign-up. */
void shard_list(const conf *c, int shard, sbuf *out);

#endif
