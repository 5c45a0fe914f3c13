/* Internals shared by the files of the Nuevo Mundo engine (nm_base.c: the
 * state's words, names and counts; nm.c: creation, the course of rounds
 * and turns; nm_save.c: the saved state; nm_exec.c: placement and
 * operations, battles, cards; nm_check.c: reading a mail; nm_view.c:
 * views and help; nm_bot.c; nm_redeal.c). Not for use outside
 * games/nuevo-mundo/. */
#ifndef ES_NM_INT_H
#define ES_NM_INT_H

#include <stdint.h>

#include "games/game.h"
#include "games/nuevo-mundo/nm_map.h"
#include "games/nuevo-mundo/nm_rules.h"
#include "orders/ord_nm.h"

#define NM_MAXP NM_MAX_PLAYERS
#define NM_MAX_LINES 200    /* order lines in one mail */
#define NM_MAX_PROGRAM 200  /* operations kept while a program is paused */

enum nm_phase { NM_ENTRY, NM_TURN, NM_ANSWER, NM_OVER, NM_NPHASES };
enum nm_end { NM_END_NONE, NM_END_POINTS, NM_END_KINDS, NM_END_SURVIVAL, NM_END_DRAW, NM_END_CAP, NM_END_STALL, NM_END_N };

/* Where a card is (nm_state.where): a seat 0..n-1 or one of these. */
enum { NM_DECK = -1, NM_UP = -2, NM_OUT = -3 };

typedef struct nm_ship {
	int owner;  /* seat, or -1 while in the common pool */
	int region; /* a sea region */
	int cq;     /* crew included, 1..NM_SHIP_LOAD */
} nm_ship;

/* Standing orders of one seat, seen in its own view only. */
typedef struct nm_standing {
	int ntactics;              /* 0: AL AZAR (the default) */
	int tactics[ORD_NM_MAX_TACTICS];
	int losses_largest;        /* BAJAS: 1 MAYOR (default), 0 MENOR */
	int retreat[NM_MAXP];      /* per attacker: enum ord_nm_policy (default ASK) */
	int combos_auto;           /* COMBOS AUTO: 1; MANUAL (default): only CON COMBO */
} nm_standing;

typedef struct nm_state {
	int n;
	const char *const *names; /* borrowed from the caller */
	const nm_map *map;
	int scenario; /* 1..6 */
	int phase;    /* enum nm_phase */
	unsigned step, turn, round;
	int max_turns;    /* option: 0 none; the game ends as a draw after it */
	int answer_hours; /* option: deadline of a retreat question */
	nm_card card[NM_NCARDS];
	int loss[3][2]; /* option losses=: pieces the loser removes */
	/* Pinned for new games (nm_pinned): the loss table read by the
	 * winner's criterion (losses_by=winner; older games: the loser's),
	 * and one card per battle that damages a settlement
	 * (battle_cards=settlement; older games: one a round CA are lost). */
	int loss_by_winner, card_per_settlement;
	/* Option stall_rounds (pinned for new games; 0: older games, no
	 * limit): the game ends drawn when that many whole rounds pass with
	 * no discovery card changing place. quiet counts them; card_print is
	 * where the cards were at the last round's start. */
	int stall_rounds, quiet;
	uint32_t card_print;

	/* Cards. deck[0..ndeck-1], the top is deck[ndeck-1]. */
	int where[NM_NCARDS];
	int deck[NM_NCARDS], ndeck;
	int up[NM_FACEUP]; /* face-up cards, -1 for an empty place */

	/* Board: land pieces per region and seat, ships. */
	int cq[NM_MAX_REGIONS][NM_MAXP];
	int ca[NM_MAX_REGIONS][NM_MAXP];
	nm_ship ship[NM_NSHIPS];
	/* Per seat: land regions where its one CA is what is left of a
	 * damaged settlement (a lone CA never part of one is not). */
	uint64_t ruin[NM_MAXP];

	/* Turn track: the order of this round; track[pos] plays. */
	int track[NM_MAXP], ntrack, pos;
	int active;
	int credits;   /* of the active seat's turn, from its start */
	uint32_t out;  /* eliminated seats */

	/* This turn. */
	uint64_t conflict;            /* regions in conflict */
	int cone[NM_RED_CONES][2];    /* red cones: borders closed to the active seat */
	int ncones;
	int combo_black, combo_red;   /* kind shown for each combo this turn, or -1 */

	/* A program paused on a retreat question (phase answer): the
	 * remaining canonical lines, the first being the RETIRADA asked. */
	char *program;
	int asked; /* the seat asked, or -1 */

	nm_standing standing[NM_MAXP];
	int end; /* enum nm_end */
	uint32_t winners;
} nm_state;

/* nm_base.c: the state's words, names and counts (below nm.c and nm_save.c). */
const char *nm_name(const nm_state *s, int seat);
/* The words of the saved state and of status(), NULL-ended. */
extern const char *const nm_phase_names[NM_NPHASES + 1];
extern const char *const nm_end_names[NM_END_N + 1];
/* The values of options losses_by and battle_cards (0: the older rule),
 * also the words of the saved state. */
extern const char *const nm_loss_by_words[];
extern const char *const nm_battle_card_words[];
void nm_defaults(nm_state *s); /* ships in the pool, no face-up card, default standing orders */
/* Complete settlements (2 CA in one region) of seat; islands with one. */
int nm_settlements(const nm_state *s, int seat);
int nm_islands(const nm_state *s, int seat);
int nm_produce(const nm_state *s, int seat); /* credits it would produce now */
int nm_points(const nm_state *s, int seat);
int nm_kinds_held(const nm_state *s, int seat, int count[NM_NKINDS]);
int nm_cards_of(const nm_state *s, int seat);
int nm_ca_total(const nm_state *s, int seat);
/* Seat holding pieces in region r other than `not`, or -1. */
int nm_other_owner(const nm_state *s, int r, int not);
int nm_region_owner_count(const nm_state *s, int r, int seat); /* CQ (land or aboard) + CA */
int nm_ship_cq(const nm_state *s, int r, int seat);             /* CQ aboard seat's ships in r */
int nm_ships_in(const nm_state *s, int r, int seat);
int nm_free_ship(const nm_state *s);
int nm_seat_of(const nm_state *s, const char *fold); /* folded player name -> seat, or -1 */

/* nm.c */
void nm_next_entry(nm_state *s, game_events *ev);
/* Is the game over by one of the three victories? Ends it then (events). */
int nm_check_victory(nm_state *s, game_events *ev);
/* The active turn is over: cones away, next seat or next round. */
void nm_end_turn(nm_state *s, dice *d, game_events *ev);
void nm_start_turn(nm_state *s, game_events *ev);
void nm_eliminate(nm_state *s, int seat, int victor, game_events *ev);
void nm_take_card(nm_state *s, int seat, int card, game_events *ev, int up_slot);
void nm_refill(nm_state *s, int slot);

/* nm_exec.c: placement and operations of the active seat. */
typedef struct nm_run {
	nm_state *s;
	int who;
	int optimistic;  /* check(): every die green, every battle won outright, no cards */
	dice *d;         /* apply(): the game's stream */
	game_events *ev; /* apply(): the events */
	const char *lang;
	game_reject *rej; /* check(): why a line could never be legal */
	int nprefs, prefs[NM_NKINDS]; /* current TARJETA list */
	int answer;      /* the answer to the retreat being resumed, or -1 */
	int paused;      /* set when a retreat question paused the program */
	size_t bought[NM_NPIECES], placed[NM_NPIECES];
	int ca_here[NM_MAX_REGIONS]; /* CA placed this turn per region */
	int ops;         /* operations seen: placement must come before */
} nm_run;

/* One order line of the active seat's turn. ES_OK, or (optimistic only)
 * ES_EILLEGAL / ES_ESYNTAX with r->rej filled for line `index`. In
 * apply mode a line made impossible is skipped with an event. */
int nm_exec(nm_run *r, const ord_nm *o, size_t index, const char *text);
/* The turn's program has run out: conflicts left are fought (attacker AL
 * AZAR), then the turn ends. */
void nm_exec_finish(nm_run *r);
/* Entry of the seat track[pos] (optimistic for check). */
int nm_exec_enter(nm_run *r, const ord_nm *o, size_t index);
/* The face-up slot a completed settlement of who takes by its preference
 * list (kinds), else a kind it lacks, else the most points; -1 when none
 * is face up. */
int nm_pick_up(const nm_state *s, int who, const int *prefs, int nprefs);
/* Deadline: spend the credits on CQ placed by the seeded stream. */
void nm_exec_default(nm_state *s, dice *d, game_events *ev);
/* A battle in region r between the active seat and the other owner. */
void nm_battle(nm_run *r, int region, const int *tactics, int ntactics, const int *prefs, int nprefs);

/* nm_may.c: check() of the operations against a bound of every outcome
 * of the dice and answers; refuses only what no outcome makes legal. */
typedef struct nm_may {
	long cq[NM_MAX_REGIONS];  /* most CQ the player may have on each land region */
	uint64_t at[NM_NSHIPS];   /* sea regions each own ship may be in (0: not its ship) */
	long load[NM_NSHIPS];     /* most CQ aboard, crew included */
	uint64_t other;           /* regions holding another player's pieces */
} nm_may;
/* From the state after the placement. */
void nm_may_init(nm_may *m, const nm_state *s, int who);
/* One operation line (static_ok has held it against the map). */
int nm_may_exec(nm_may *m, const nm_state *s, const ord_nm *o, size_t index, const char *lang, game_reject *rej);

/* nm_vocab.c: the words of scenario m for orders/ord_nm (built once). */
const ord_nm_vocab *nm_vocab(const nm_map *m);

/* nm_check.c */
int nm_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej);
void nm_apply(void *st, int who, const char *canon, dice *d, game_events *ev);
void nm_timeout(void *st, dice *d, game_events *ev);
int nm_create(void **st, int n, const char *const *names, const char *const *opts, size_t nopts, dice *d,
	game_events *ev, es_err *e);
/* nm_told.c: create, apply and timeout with their events told to the seat
 * they are about as "you" (game_told). */
int nm_create_told(void **st, int n, const char *const *names, const char *const *opts, size_t nopts, dice *d,
	game_events *ev, es_err *e);
void nm_apply_told(void *st, int who, const char *canon, dice *d, game_events *ev);
void nm_timeout_told(void *st, dice *d, game_events *ev);

/* nm_view.c */
void nm_view(const void *st, int who, const char *lang, sbuf *out);
void nm_help(const char *lang, sbuf *out);
/* game_kind.default_text: what nm_timeout does for seat who. */
void nm_default_text(const void *st, int who, const char *lang, sbuf *out);

/* nm_redeal.c */
void nm_redeal(void *st, int who, dice *d);

/* nm_bot.c */
void nm_bot(const void *st, int who, dice *d, sbuf *orders);

/* nm_starts.c */
extern const game_start nm_starts[];

#endif
