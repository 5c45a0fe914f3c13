/* Inside the sign-up module (signup.c, signup_gm.c): forming.txt parsed,
 * the steps every request of a sign-up shares. Include signup.h first
 * (its types; not included here, so that no circle of files goes
 * through signup.c and this header). */
#ifndef ES_SIGNUP_INT_H
#define ES_SIGNUP_INT_H

#include "adjudicator/base/arena.h"
#include "adjudicator/store/store.h"

typedef struct forming {
	char kind[32];
	int seats, n;
	char *names[GAME_MAX_PLAYERS], *emails[GAME_MAX_PLAYERS];
	const char *langs[GAME_MAX_PLAYERS]; /* NULL: es */
	const char *opts[64];
	size_t nopts;
	int started, cancelled;
	const char *creator;
	int approval; /* joiners wait for the game master's APROBAR */
	int np, nr;   /* pending joiners (in order of arrival); refused addresses */
	char *pnames[SIGNUP_MAX_PENDING], *pemails[SIGNUP_MAX_PENDING];
	const char *plangs[SIGNUP_MAX_PENDING];
	char *refused[SIGNUP_MAX_REFUSED];
} forming;

/* Fails with template id's text in every language; varargs name, value,
 * ..., NULL. */
int signup_fail(es_err *e, int code, const char *id, ...);

/* Opens the formation NAME and reads its forming.txt (text: malloc'd, the
 * strings of f in a); sp gets the path recording mail m. */
int signup_forming_open(const conf *c, const char *name, const signup_mail *m, store **s, arena *a, forming *f,
	char sp[80], char **text, es_err *e);

/* One commit of a sign-up: forming.txt as f says (then `tail`), the mail
 * at mailpath, its seen mark sp. */
int signup_forming_record(store *s, const forming *f, const char *tail, const signup_mail *m, const char *sp,
	const char *mailpath, const char *msg, es_err *e);

/* The game of sign-up NAME made from f's seats (plus `bots` seats the
 * engine's bot plays, for a start short-handed), or found made by an
 * earlier run that died before recording it when `seated` (an address
 * that must hold a seat; NULL: any) is seated in it. */
int signup_forming_start(const conf *c, const char *name, forming *f, int bots, const char *seated, arena *a,
	es_err *e);

/* Index of the seat (pending: of the pending joiner) whose name folds
 * like player's, or -1. */
int signup_find(arena *a, const forming *f, const char *player, int pending);

/* The name of the i-th seat the bot plays from the start: robot1,
 * robot2, ... skipping any a joiner took. */
const char *signup_bot_name(arena *a, const forming *f, int i);

#endif
