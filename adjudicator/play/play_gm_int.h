/* The game master's commands, inside the play layer: one table of
 * commands a module (play_gm_time.c, play_gm_look.c, play_gm_seat.c,
 * play_gm_game.c), each row the words of a command and the functions
 * that check a line, apply it and say what was done; play_gm.c reads a
 * mail against every table, all lines checked before any is applied.
 * What the commands share is in play_gm_kit.c. */
#ifndef ES_PLAY_GM_INT_H
#define ES_PLAY_GM_INT_H

#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "orders/lex.h"

#include <stdint.h>

typedef struct gm_def gm_def;

/* One command understood; the fields a command does not use stay zero. */
typedef struct gm_cmd {
	const gm_def *def;
	int64_t secs;        /* EXTEND */
	int seat;            /* REPLACE, EXPEL, BOT; END: 1 for a draw */
	const char *text;    /* BROADCAST text, REPLACE address, OPTION key=value */
	uint32_t among;      /* END with a draw: the seats sharing it; BOT: 1 on */
	unsigned long batch; /* BACK: the batch whose state comes back */
	void *state;         /* BACK: that state, loaded (the only owner) */
	int64_t at;          /* a date and time (UTC seconds) */
	const char *text2;   /* a second word (a name, a language) */
	void *extra;         /* a command's own data, in p->a */
} gm_cmd;

/* One line being checked: what a command's check may read and refuse. */
typedef struct gm_line {
	play *p;
	const play_mail *m;
	const game_status *st;
	lex_line w;
	size_t i;    /* the line */
	size_t next; /* the line after the command (DIFUNDIR takes the rest) */
	game_reject *rej;
} gm_line;

/* When a command may be given: the game running, paused, or either. A
 * mail's lines are checked in order, so PAUSAR then REANUDAR is one mail.
 * GM_OVER: also in a finished game (VOLVER; every other line of that
 * mail is refused: their checks would read the finished game). */
enum { GM_RUNNING = 1, GM_PAUSED = 2, GM_ANY = 3, GM_OVER = 4 };

/* Every command is the game master's (handle.c checked the password). */
struct gm_def {
	const char *words; /* folded, Spanish first, with English */
	int (*check)(gm_line *x, gm_cmd *c);
	int (*apply)(play *p, gm_cmd *c, int64_t now);
	void (*echo)(play *p, const gm_cmd *c, const char *lang, sbuf *out);
	int when;            /* GM_RUNNING, GM_PAUSED, GM_ANY */
	const char *refused; /* the refusal when given at the other time */
	int pauses;          /* 1 pauses, -1 resumes, 0 neither */
};

/* The tables, each ended by a row whose words are NULL. */
extern const gm_def gm_time_defs[]; /* PRORROGAR PAUSAR REANUDAR */
extern const gm_def gm_look_defs[]; /* what the master may see */
extern const gm_def gm_seat_defs[]; /* REEMPLAZAR EXPULSAR ROBOT */
extern const gm_def gm_game_defs[]; /* TERMINAR DIFUNDIR ESTADO VOLVER OPCION */

/* A refusal of line x->i with no values. */
int gm_bad(gm_line *x, const char *id);
/* Commands of one word. */
int gm_check_alone(gm_line *x, gm_cmd *c);
/* "director: ..." in the batch's commit line. */
void gm_note(play *p, const char *fmt, const char *arg);
/* Every player told, in their language; text fills {text}. */
void gm_notify(play *p, const char *sid, const char *bid, const char *text);
/* The deadline as the echoes show it, and the hours left while paused. */
void gm_deadline(play *p, char txt[160], char left[32]);
/* "48h", "48", "2d" -> seconds; 0 when malformed or out of range. */
int64_t gm_hours(const char *fold);
/* The engine state after batch n, loaded; NULL when there is none. */
void *gm_state_after(play *p, unsigned long n);
/* "Lote N ... / the bot plays: ..." for the master's report and ESTADO:
 * the number VOLVER takes to come back to the state after that batch. */
void gm_batch_line(play *p, unsigned long batch, const char *lang, sbuf *out);
/* Frees the states loaded by the commands of a mail refused after all. */
void gm_free_states(play *p, gm_cmd *cmd, size_t n);

#endif
