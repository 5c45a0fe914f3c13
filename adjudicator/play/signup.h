/* Sign-up by mail. A game master (the data root's master password) opens a
 * game in formation with NUEVA PARTIDA; anyone joins it with UNIRSE until
 * every seat is taken; then the seats are put in an order drawn with the
 * game's own dice and the game is created as with `estafeta new` (each
 * player is mailed a generated password).
 *
 * A game master may cancel a sign-up (CANCELAR PARTIDA NAME) until it
 * starts; the name stays taken.
 *
 * A game in formation is a bare git repository DATAROOT/forming/NAME (one
 * commit per sign-up) holding forming.txt:
 *   kind KIND / seats N / creator ADDRESS / option KEY=VALUE... /
 *   seat K NAME ADDRESS (in order of arrival) / lang K LANG (a joiner
 *   whose language is not Spanish) / started yes (once full) /
 *   cancelled yes / approval yes (joiners wait for APROBAR) /
 *   pending NAME ADDRESS [LANG] (waiting) / refused ADDRESS
 * plus mail/NN.eml (each mail as received) and seen/HASH. */
#ifndef ES_SIGNUP_H
#define ES_SIGNUP_H

#include <stddef.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "games/game.h"

typedef struct signup_mail {
	const char *raw;
	size_t rawlen;
	const char *msgid; /* idempotency key */
	const char *from;  /* sender's address */
	const char *lang;  /* the language of the request's words (NULL: es):
			      a joiner's language in the game */
} signup_mail;

/* Opens NAME for KIND with `seats` seats (0: the kind's minimum);
 * approval: each joiner waits for the game master's APROBAR.
 * ES_ENOTFOUND unknown kind; ES_ECONFLICT the name is in use; ES_ESYNTAX
 * bad name, seat count or option (message says which). */
int signup_new(const conf *c, const char *kind, const char *name, int seats, const char *const *opts, size_t nopts,
	int approval, const signup_mail *m, es_err *e);

/* Adds `player` (mail address m->from). Fills *taken and *seats; *started
 * is 1 when this was the last seat and the game now runs; gm gets the
 * address of the game master who opened it ("" if none). ES_ENOTFOUND no
 * such game in formation (or cancelled); ES_ECONFLICT full or the name
 * taken; ES_ESYNTAX a bad name; ES_EEXIST-like duplicates return ES_OK
 * with *dup = 1. *pending is 1 when the sign-up was opened with approval:
 * the joiner waits for the game master's APROBAR and fills no seat yet. */
int signup_join(const conf *c, const char *name, const char *player, const signup_mail *m, int *taken, int *seats,
	int *started, int *dup, int *pending, char gm[256], es_err *e);

enum { SIGNUP_MAX_PENDING = 32, SIGNUP_MAX_REFUSED = 64 };

/* Who a game master's request about a sign-up concerns, to be told. */
typedef struct signup_seats {
	int n, dup; /* dup: this mail did it already (answer again) */
	int started; /* the request started the game */
	char name[GAME_MAX_PLAYERS + SIGNUP_MAX_PENDING][64], email[GAME_MAX_PLAYERS + SIGNUP_MAX_PENDING][256];
	char bots[GAME_MAX_PLAYERS * 16]; /* a start short-handed: the bot's seats */
} signup_seats;
/* Cancels the sign-up of NAME (the caller checked the master password):
 * out lists who had joined, to be told. ES_ENOTFOUND no such game in
 * formation; ES_ECONFLICT started or cancelled already. */
int signup_cancel(const conf *c, const char *name, const signup_mail *m, signup_seats *out, es_err *e);

/* Takes PLAYER's seat back before the start (the caller checked the
 * master password); out->name[0], out->email[0]: who left (out->n 1), or
 * out->dup when this mail did it already (its answer again, without the
 * names). ES_ENOTFOUND no such sign-up or joiner; ES_ECONFLICT started or
 * cancelled. */
int signup_remove(const conf *c, const char *name, const char *player, const signup_mail *m, signup_seats *out,
	es_err *e);

/* APROBAR NAME PLAYER (the caller checked the master password): the
 * pending joiner takes a seat; out->name[0], out->email[0] the joiner;
 * when that was the last seat the game starts (out->started) and
 * out->name[1..n-1] are the pending joiners left out. ES_ENOTFOUND no
 * such sign-up or pending joiner; ES_ECONFLICT full, started or
 * cancelled. */
int signup_approve(const conf *c, const char *name, const char *player, const signup_mail *m, signup_seats *out,
	es_err *e);

/* RECHAZAR NAME PLAYER: the pending joiner is refused, and its address
 * may not join this sign-up again. out as signup_remove. */
int signup_refuse(const conf *c, const char *name, const char *player, const signup_mail *m, signup_seats *out,
	es_err *e);

/* EMPEZAR NAME: the sign-up starts with the seats taken (at least one);
 * the engine's bot plays the others from the start (out->bots names
 * them); out->name[0..n-1] are pending joiners left out. ES_ENOTFOUND no
 * such sign-up; ES_ECONFLICT no seat taken, started or cancelled. */
int signup_force(const conf *c, const char *name, const signup_mail *m, signup_seats *out, es_err *e);

/* forming.txt read and written again (canonical form) into out; -1 when
 * it does not parse. For the fuzz target (tests/fuzz/fuzz_meta.c). */
int signup_forming_canon(const char *text, sbuf *out);

/* 1 when NAME is a sign-up still open (neither started nor cancelled). */
int signup_open(const conf *c, const char *name);

/* Appends one line per game still in formation, rendered with template
 * core.list.forming in lang; returns how many. */
int signup_list(const conf *c, const char *lang, sbuf *out);

#endif
