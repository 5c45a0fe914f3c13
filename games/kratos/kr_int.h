/* Internals of the Κρατος engine (kratos.c: create/load/save, entry
 * points; kr_turn.c: the turn; kr_check.c: mails; kr_exec.c: one order
 * against the state; kr_bot.c: the bot; kr_settle.c: islands, victory;
 * kr_words.c: words; kr_base.c: accessors; kr_view.c: views and help;
 * the calls run down that list). Not for use outside
 * games/kratos/. The state is one allocation of fixed arrays, so that
 * check() can run a mail on a copy (kr_copy). */
#ifndef ES_KR_INT_H
#define ES_KR_INT_H

#include <stdint.h>

#include "games/game.h"
#include "games/kratos/kr_board.h"
#include "games/kratos/kr_rules.h"
#include "orders/ord_kratos.h"

#define KR_MAXP 1500 /* piece ids ever made in one game */
/* The rules edition (GAME_RULES_EDITION) from which rules 46, 48, 57 and
 * 66 play as written (kr_state.edition). */
#define KR_EDITION_PLAYS 3

/* Versions of the bot that plays the colours without a seat, each kept as
 * released: a game plays on with the version it was created with
 * (kr_state.bot_version), so a later bot never changes how a running game
 * continues or what `estafeta verify` replays (RULES-NOTES.md). */
#define KR_BOT_VERSIONS 4
/* From this bot version on a game also ends at once when its table is
 * dead for ever (kr_turn.c, dead_for_ever): the games of versions 1 and 2
 * replay as they were played. */
#define KR_BOT_DEAD_AT_ONCE 3
/* From this bot version on a game with no seat left is played on by the
 * engine's colours, at once, to its end by the rules (rule 70; kr_turn.c,
 * play_out); before, it ended there. */
#define KR_BOT_PLAY_OUT 4
/* The most turns a play-out plays: then it stops as the turn cap does. */
#define KR_PLAY_OUT_TURNS 2000

enum kr_phase { KR_PH_SETUP, KR_PH_TURN, KR_PH_OVER, KR_NPHASES };
enum kr_end { KR_END_NONE, KR_END_VICTORY, KR_END_DRAW, KR_END_CAP, KR_END_DEAD, KR_END_N };

/* Rules 17-18 make famine absorbing for a colour nobody feeds: a table
 * where every turn is famine for this many rounds is dead and ends as a
 * draw (option famine_rounds=N, 0: never). The default of games made
 * with bot version 2 on; version 1 games keep 0, so their replay never
 * ends earlier than it did. */
#define KR_FAMINE_ROUNDS 3

/* A piece's play this turn (rules 20, 33). */
enum kr_stage { KR_FRESH, KR_STARTED, KR_MOVED, KR_DONE };

typedef struct kr_piece {
	signed char type;   /* enum kr_type; -1: gone */
	signed char owner;  /* colour; mines at sea: -1 (rule 49) */
	signed char stage;  /* enum kr_stage */
	unsigned char shot; /* rule 34: one shot a turn */
	unsigned char listed, submerged;
	unsigned char laid; /* a mine laid this play: carried till its sweeper leaves */
	/* A steel producer whose play this turn was a production (rule 57); a
	 * submarine (edition 3, rule 48): 1 dived or surfaced this play, 2
	 * moved with a cell to spare for it. */
	unsigned char made;
	signed char cargo;  /* transports: good carried (KR_LOAD units), -1 none */
	short place;        /* sea cell >= 0, or island -1 - i; carried: the carrier's */
	short carrier;      /* index of the carrier, -1 */
	unsigned built;     /* turn it was built: plays from the next one */
} kr_piece;

typedef struct kr_state {
	int n; /* human seats: colours 0..n-1; the others are the engine's bot */
	int bot_version; /* 1..KR_BOT_VERSIONS */
	/* The rules edition the game plays by (game_kind.rules); before 3 the
	 * sweeper paid a move it did not make, diving took the submarine's
	 * whole play, steel was built after its producer's play and its depot
	 * (none: rule 66) and empty ones could be shot. Not saved: the core
	 * gives it. */
	unsigned edition;
	int playing; /* edition 3: the piece whose play is under way (rule 57), -1 */
	const char *const *names;
	kr_board board;
	int phase, end;
	uint32_t winners;
	unsigned step, turn, max_turns;
	int active;   /* colour whose turn it is */
	int die, base, famine, bread_taken;
	unsigned famine_rounds; /* 0: no dead-table end */
	unsigned famine_run;    /* turns in a row that began in famine (counted when famine_rounds) */
	int order[KR_COLOURS];   /* rule 13: order[k] is the colour with number k + 1 */
	int infra[KR_NISLAND];   /* rule 11: the good each island supports */
	int owner[KR_NISLAND];   /* -1 never happens after set-up */
	int depot[KR_NISLAND][KR_NGOODS]; /* [KR_STEEL] unused: steel is kept below */
	int steel[KR_NISLAND][KR_COLOURS]; /* rule 57: made this turn, per island and producer's owner */
	int flag[KR_COLOURS];    /* rule 9: capital island, -1 lost */
	int second[KR_COLOURS];  /* rule 11: the secondary island drawn */
	long gold[KR_COLOURS];   /* rule 6, private */
	uint32_t out;            /* eliminated colours (rule 69) */
	uint32_t placed;         /* colours whose set-up is done */
	int np;                  /* ids used: pieces are p[0..np-1], id = index + 1 */
	kr_piece p[KR_MAXP];
} kr_state;

/* A reason an order is refused: template id and up to two values. */
typedef struct kr_why {
	const char *id;
	char a[48], b[48];
	int half; /* rule 22, a line of two parts whose second failed: 1 the move was made, 2 the shot */
} kr_why;

/* kratos.c */
extern const char *const kr_phase_names[];
extern const char *const kr_end_names[];
void kr_default_setup(kr_state *s, int colour); /* rule 12's advice */

/* kr_base.c */
const char *kr_name(const kr_state *s, int colour); /* the player's name, or the colour for a bot */
/* "5 negro (ana)", or "5 negro" for a bot: the colour's number (as the
 * text grid and the picture number colours), the colour, the player. */
void kr_label(const kr_state *s, int colour, char *buf, size_t n);
int kr_is_bot(const kr_state *s, int colour);
int kr_capital(const kr_state *s, int colour); /* island or -1 */
int kr_place_of(const kr_state *s, int i);     /* the place of piece i (its carrier's when carried) */
int kr_piece_owner(const kr_state *s, int i);  /* mines: carrier's, island's, or -1 at sea (rule 24) */
int kr_island_count(const kr_state *s, int isl, int what); /* what: 0 playable, 1 producers, 2 mines */
int kr_occupied(const kr_state *s, int cell, int except); /* a piece (not carried) on a sea cell */
int kr_bread_need(const kr_state *s, int colour);
int kr_islands_of(const kr_state *s, int colour);
void kr_place_name(const kr_state *s, int place, char *buf, size_t n);
int kr_all_played(const kr_state *s);
int kr_can_play(const kr_state *s, int who, int i); /* piece i may still make a play of who's */
int kr_new_piece(kr_state *s, int type, int owner, int place); /* index, or -1 when ids ran out */

/* kr_words.c */
/* text (canonical orders, names of the state) in lang: in English with
 * every word of the game's Spanish vocabulary translated. */
void kr_text_in(const char *text, const char *lang, sbuf *out);
void kr_emit(game_events *ev, uint32_t audience, int summary, const char *id, ...);
void kr_canon(const ord_kr *o, sbuf *out);

/* kr_settle.c */
void kr_settle(kr_state *s, game_events *ev); /* rules 43 and 69, to a fixed point */
void kr_finish(kr_state *s, int end, uint32_t winners, game_events *ev); /* the game is over */

/* kr_turn.c */
void kr_end_turn(kr_state *s, dice *d, game_events *ev);
void kr_setup_done(kr_state *s, dice *d, game_events *ev); /* the first turn once all placed */

/* kr_exec.c: one order of colour who. d NULL: a check (shots miss, no
 * events). 0, or 1 with why filled. */
int kr_exec(kr_state *s, int who, const ord_kr *o, dice *d, game_events *ev, kr_why *why);
int kr_path_len(const kr_state *s, int i, int to, int submerged); /* steps, or -1 */

/* kr_check.c */
int kr_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej);
void kr_apply(void *st, int who, const char *canon, dice *d, game_events *ev);

/* kr_told.c: the events since `from` worded "you" for the seat they are
 * about (active: the colour in turn when they began); kr_apply with it. */
void kr_told(const kr_state *s, game_events *ev, size_t from, int active);
void kr_apply_told(void *st, int who, const char *canon, dice *d, game_events *ev);

/* kr_view.c */
void kr_default_text(const void *st, int who, const char *lang, sbuf *out);
void kr_view(const void *st, int who, const char *lang, sbuf *out);
void kr_help(const char *lang, sbuf *out);

/* kr_bot.c */
void kr_bot(const void *st, int who, dice *d, sbuf *orders);
void kr_bot_colour(const kr_state *s, int colour, dice *d, sbuf *orders);

#endif
