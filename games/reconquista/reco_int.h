/* Internals shared by the files of the La reconquista engine (reco_base.c:
 * small helpers of the state; reco.c: state and resolution; reco_check.c:
 * orders; reco_view.c: views and help; reco_bot.c: the bot). Not for use
 * outside games/reconquista/. */
#ifndef ES_RECO_INT_H
#define ES_RECO_INT_H

#include <stdint.h>

#include "games/game.h"
#include "games/reconquista/reco_map.h"

enum reco_phase { RECO_PLACEMENT, RECO_MOVE, RECO_DEFENSE, RECO_OVER, RECO_NPHASES };
enum reco_end { RECO_END_NONE, RECO_END_VICTORY, RECO_END_DRAW27, RECO_END_DRAWGM, RECO_END_CAP, RECO_END_STALE, RECO_END_N };

#define RECO_PLACE_EACH 5 /* troops per placement turn (rule 9) */
#define RECO_TO_WIN 8     /* provinces over the initial count (rule 25) */
#define RECO_NOTE_MAX 64  /* placements a seat may have noted ahead, merged per round and province */

/* A placement of one round (rule 9): `n` troops on province `prov` in
 * the seat's placement round `round` (1, 2...). */
typedef struct reco_note {
	int round, prov, n;
} reco_note;

typedef struct reco_state {
	int n;
	const char *const *names; /* borrowed from the caller */
	const reco_map *map;
	int phase; /* enum reco_phase */
	unsigned step, turn;
	int dealer;
	int active;    /* placer, or player whose normal turn it is */
	int max_turns; /* 0: no limit */
	int stalemate; /* rule 27 in practice: full rounds with no card changing hands that end the game; 0 never */
	unsigned quiet; /* normal turns since a card last changed hands */
	int each;      /* troops per player (rule 8) */
	int owner[RECO_NPROV];
	int troops[RECO_NPROV];
	int left[GAME_MAX_PLAYERS];        /* troops still to place */
	unsigned played[GAME_MAX_PLAYERS]; /* normal turns started */
	int defend_all[GAME_MAX_PLAYERS];  /* standing order: 1 TODAS, 0 NINGUNA */
	int initial[GAME_MAX_PLAYERS];     /* provinces dealt (rule 25) */
	uint32_t out;                      /* seats that lost (rule 26) */
	int target;                        /* pending attack: province, or -1 */
	uint64_t committed;                /* pending attack: attacker's cards */
	int end;                           /* enum reco_end */
	uint32_t winners;
	/* Placement rounds a seat sent ahead, in order, applied when the
	 * board reaches it (never the active placer's: they apply at once). */
	reco_note note[GAME_MAX_PLAYERS][RECO_NOTE_MAX];
	int nnote[GAME_MAX_PLAYERS];
} reco_state;

/* What a mail asks for, once read and checked (reco_check.c). */
enum reco_act { RECO_ACT_NONE, RECO_ACT_PLACE, RECO_ACT_PASS, RECO_ACT_MOVE, RECO_ACT_ATTACK, RECO_ACT_DEFEND };

typedef struct reco_move {
	int from, to, n;
} reco_move;

typedef struct reco_plan {
	int act;                  /* enum reco_act */
	/* PLACE: the sender's next rounds in order, merged per round and
	 * province; the first applies now when the board is his, the
	 * others are noted. */
	reco_note place[RECO_NOTE_MAX];
	int nplace;
	reco_move moves[2 * RECO_NBORDERS]; /* MOVE: merged per (from, to) */
	int nmoves;
	int target;       /* ATTACK */
	uint64_t with;    /* ATTACK: committed; DEFEND: passed besides the target */
	int standing;     /* -1 none, else the last DEFENSA given: 1 TODAS, 0 NINGUNA */
} reco_plan;

/* reco_check.c: reads and checks a mail against the state. */
int reco_plan_read(const reco_state *s, int who, const game_lines *lines, const char *lang, reco_plan *p,
	game_reject *rej);
int reco_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej);

/* reco_base.c: small helpers of the state shared by every file. */
const char *reco_name(const reco_state *s, int seat); /* the seat's name, or "?" */
int reco_count(const reco_state *s, int seat);
uint64_t reco_cards(const reco_state *s, int seat);
uint64_t reco_involved_of(const reco_state *s, int seat, int target); /* seat's provinces bordering target */
int reco_sum(const reco_state *s, uint64_t set);
int reco_defender(const reco_state *s); /* owner of the pending attack's target */
/* "Toledo (5), Segovia (3)" or "—" for the empty set. */
void reco_list_troops(const reco_state *s, uint64_t set, sbuf *out);
void reco_list_names(const reco_state *s, uint64_t set, sbuf *out);
void reco_list_seats(const reco_state *s, uint32_t seats, sbuf *out);
/* "Navarra y Huesca", "Navarra, Huesca y Zaragoza" (lang's "and"), the
 * province `first` (if in set; -1: none) first, the others in board order. */
void reco_list_and(const reco_state *s, int first, uint64_t set, const char *lang, sbuf *out);
/* n with its noun in lang, agreeing: "1 tropa", "3 tropas", "ninguna
 * tropa" (templates reco.n.NOUN.0, .1 and .n). */
void reco_num(sbuf *out, const char *lang, const char *noun, int n);
/* The same into buf (cut to fit), for a template variable; returns buf. */
const char *reco_numb(char *buf, size_t cap, const char *lang, const char *noun, int n);
/* Seats still in, in the order of normal play (rule 10: from the seat
 * right of the dealer, turning right), and in the order of placement
 * (rule 9: from the dealer, turning left), as names. */
void reco_play_order(const reco_state *s, sbuf *out);
void reco_place_order(const reco_state *s, sbuf *out);
/* Placement rounds (rule 9: five troops a seat each round): the current
 * one, from 1, and how many there are. */
int reco_place_round(const reco_state *s);
int reco_place_rounds(const reco_state *s);
/* The placement round `seat` places next (1, 2...), and the troops it
 * takes (five, fewer only for what is left). */
int reco_seat_round(const reco_state *s, int seat);
int reco_round_need(const reco_state *s, int seat, int round);
/* Placements `v[0..n)` as "Madrid +3, Toledo +2" (any language), and
 * by round as "ronda 3: Madrid +5; ronda 4: Toledo +3, Segovia +2" in
 * lang. */
void reco_notes_list(const reco_state *s, const reco_note *v, int n, sbuf *out);
void reco_notes_text(const reco_state *s, const reco_note *v, int n, const char *lang, sbuf *out);
/* Full rounds of the seats still in since a card last changed hands
 * (the stalemate_rounds count). */
int reco_quiet_rounds(const reco_state *s);

/* reco_view.c */
void reco_view(const void *st, int who, const char *lang, sbuf *out);
void reco_help(const char *lang, sbuf *out);
/* game_kind.default_text: what timeout() would do for `who`. */
void reco_default_text(const void *st, int who, const char *lang, sbuf *out);

/* reco_redeal.c */
void reco_redeal(void *st, int who, dice *d);

/* reco_bot.c */
void reco_bot(const void *st, int who, dice *d, sbuf *orders);

/* reco_starts.c: game_kind.starts */
extern const game_start reco_starts[];

#endif
