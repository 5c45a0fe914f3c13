/* Internals shared by the files of the TEG engine: teg.c (entry points,
 * create, options, timeout), teg_save.c (save/load), teg_turn.c (the
 * course of the game: claims, placement rounds, turns, cards), teg_battle.c
 * (dice and conquest), teg_pact.c (pacts), teg_obj.c (objectives),
 * teg_check.c (reading a mail of orders), teg_view.c (views and help),
 * teg_bot.c (the bot), teg_base.c (the small helpers they all share and
 * the end of the game). Not for use outside games/teg/. */
#ifndef ES_TEG_INT_H
#define ES_TEG_INT_H

#include <stdint.h>

#include "games/game.h"
#include "games/teg/teg.h"
#include "games/teg/teg_map.h"

#define TEG_MAX_SEATS 6
#define TEG_MAX_PACTS 48
#define TEG_MAX_LINES 300
#define TEG_HAND_LIMIT 5 /* "es obligación [canjear] antes de recibir la 6º tarjeta" */
#define TEG_COMMON 30    /* the common objective */

enum teg_phase { TEG_CLAIM, TEG_PLACE, TEG_TURN, TEG_OVER, TEG_NPHASES };
enum teg_end { TEG_END_NONE, TEG_END_VICTORY, TEG_END_DRAW, TEG_END_CAP, TEG_END_N };
enum teg_pact_kind { TEG_PACT_BORDER, TEG_PACT_WORLD, TEG_PACT_ZONE };
enum teg_pact_status { TEG_PACT_PROPOSED, TEG_PACT_ACTIVE, TEG_PACT_BROKEN };

typedef struct teg_pact {
	int id, kind, status;
	int a, b;   /* BORDER: the two countries; ZONE: a, the zone */
	int from, to; /* the proposer and the other party */
	int breaker;  /* BROKEN: who announced the break */
	unsigned broken_turn; /* BROKEN: the turn counter when announced */
} teg_pact;

/* Game options (teg.c parses them; RULES-NOTES.md explains them). */
typedef struct teg_opts {
	int variant23;          /* 2-3 players play the rulebook's variant */
	int defensive;          /* the defensive exchange is allowed */
	int fair_play;          /* pacts are proposed only in one's own turn */
	int cards_to_destroyer; /* a destroyed player's cards: 1 destroyer, 0 discard pile */
	int triangle;           /* objective 2: 1 three mutually bordering, 0 a chain */
	int overlap;            /* objective 2: the three may count for the other terms */
	int max_turns;          /* 0: none */
	int colors[TEG_MAX_SEATS]; /* colour of each seat */
} teg_opts;

typedef struct teg_state {
	int n;
	const char *const *names; /* borrowed from the caller */
	const teg_map *map;
	teg_opts o;
	int phase; /* enum teg_phase */
	unsigned step, turn;
	int variant;     /* the 2-3 player variant is in force */
	int first;       /* seat that plays first (dice) */
	int active;      /* the claimer, the placer, or whose turn it is */
	int round;       /* placement: 1 (5 armies) or 2 (3 armies); variant: 1 */
	int owner[TEG_NC];  /* seat, or -1 while unclaimed (variant) */
	int armies[TEG_NC];
	int objective[TEG_MAX_SEATS];   /* 0..14 */
	int target[TEG_MAX_SEATS];      /* destroy objective: seat to destroy, or -1 */
	int common_only[TEG_MAX_SEATS]; /* the destroy objective became impossible */
	int exchanges[TEG_MAX_SEATS];
	int turns[TEG_MAX_SEATS]; /* hostility turns started */
	uint32_t out;
	int deck[TEG_NC], ndeck;       /* deck[ndeck - 1] is the top */
	int discard[TEG_NC], ndiscard;
	int holder[TEG_NC];     /* seat holding the card, -1 in the deck or discard pile */
	int bonus_used[TEG_NC]; /* the two bonus armies of a held card were placed */
	int queue[TEG_MAX_SEATS][TEG_NC], nqueue[TEG_MAX_SEATS]; /* variant: claims ordered ahead */
	teg_pact pacts[TEG_MAX_PACTS];
	int npacts, next_pact;
	int end; /* enum teg_end */
	uint32_t winners;
} teg_state;

/* A mail, read and checked: the steps in the order they run. */
enum teg_step_kind {
	TS_PLACE, TS_EXCHANGE, TS_ATTACK, TS_REGROUP, TS_DEFENSIVE, TS_PASS, TS_CLAIM,
	TS_PACT, TS_PACT_WORLD, TS_ZONE, TS_ACCEPT, TS_REJECT, TS_BREAK, TS_CARD
};

typedef struct teg_step {
	int kind;     /* enum teg_step_kind */
	int a, b, n;  /* countries and armies; pact number for ACCEPT/REJECT/BREAK */
	int until, left; /* ATTACK (enum ord_teg_until) */
	int move;     /* ATTACK: armies to move in on conquest (MOVER), 1 by default */
	int moved_given; /* ATTACK: a MOVER line followed */
	int cards[3]; /* EXCHANGE, DEFENSIVE */
	int party;    /* PACT_WORLD, ZONE: the other seat */
} teg_step;

typedef struct teg_plan {
	teg_step v[TEG_MAX_LINES];
	int n;
	int plays; /* the mail plays the sender's turn (not only pacts or claims ahead) */
} teg_plan;

/* ---- teg_check.c ---- */
int teg_plan_read(const teg_state *s, int who, const game_lines *lines, const char *lang, teg_plan *p,
	game_reject *rej);
int teg_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej);

/* ---- teg_turn.c: the course of the game ---- */
void teg_execute(teg_state *s, int who, const teg_plan *p, dice *d, game_events *ev);
void teg_start_setup(teg_state *s, game_events *ev); /* after the deal or the claims */
void teg_timeout_turn(teg_state *s, dice *d, game_events *ev);
void teg_timeout_claim(teg_state *s, dice *d, game_events *ev);
void teg_timeout_place(teg_state *s, dice *d, game_events *ev);
/* Income at the start of who's turn: free armies and per continent. */
void teg_income(const teg_state *s, int who, int *free_armies, int *cont);
/* Armies the seat places in the current placement round. */
int teg_setup_amount(const teg_state *s, int who);
/* Value of a player's k-th exchange (1-based): 4, 7, 10, then +5. */
int teg_exchange_value(int k);
/* 1 when three cards (country indices) make a valid exchange. */
int teg_valid_trio(const teg_map *m, const int *c);
/* The best exchange in who's hand avoiding cards in `skip`; 0 when none. */
int teg_best_trio(const teg_state *s, int who, uint64_t skip, int *out);
/* Countries where who may place armies now: own countries except the
 * international zones he must leave at one army (teg_pact.c), unless
 * nothing else is left; cont >= 0 restricts to that continent. */
uint64_t teg_place_allowed(const teg_state *s, int who, int cont);


/* ---- teg_battle.c ---- */
/* Runs one attack order with the dice (repeating it as its condition
 * says), the conquest and what a conquest causes (pacts ended, a player
 * destroyed, victory). Appends conquered countries to conq[*nconq].
 * Returns 1 when the game is over. */
int teg_attack(teg_state *s, int who, const teg_step *st, dice *d, game_events *ev, int *conq, int *nconq);

/* ---- teg_pact.c ---- */
/* 1 when a pact forbids `who` attacking country `to` from `from` now;
 * *pact_id gets the pact's number. */
int teg_pact_forbids(const teg_state *s, const teg_pact *pacts, int npacts, int who, int from, int to,
	int to_owner, int *pact_id);
/* The zone pact binding `who` on country c, or NULL. */
const teg_pact *teg_zone_binding(const teg_pact *pacts, int npacts, int who, int c);
/* Why a pact step cannot be done. */
enum teg_pact_reason {
	TEG_PR_OK, TEG_PR_NOT_BORDER, TEG_PR_NOT_YOURS, TEG_PR_PARTY, TEG_PR_EXISTS, TEG_PR_FULL, TEG_PR_ZONE_OWNER,
	TEG_PR_ZONE_BORDER, TEG_PR_ZONE_ARMIES, TEG_PR_NOT_OFFERED, TEG_PR_NO_PACT, TEG_PR_NOT_PARTY, TEG_PR_BROKEN,
	TEG_PR_COUNT
};
/* Validates a pact step against owners `owner` and armies `armies` (NULL:
 * not known yet, not checked); returns TEG_PR_OK or the reason. */
int teg_pact_why(const teg_state *s, const teg_pact *pacts, int npacts, const int *owner, const int *armies, int who,
	const teg_step *st);
/* Template id of a reason: the rejection of check(), or the event of a
 * step skipped in apply(). Vars: pact, a, b, player. */
const char *teg_pact_reason_id(int reason, int skipped);
/* Applies a validated pact step to (pacts, npacts). */
void teg_pact_do(const teg_state *s, teg_pact *pacts, int *npacts, int *next_id, int who, const teg_step *st);
/* After country c changed hands: ends pacts and proposals it breaks. */
void teg_pacts_on_conquest(teg_state *s, int c, int old_owner, game_events *ev);
/* After a seat left the game: ends its pacts and proposals. */
void teg_pacts_on_elimination(teg_state *s, int seat, game_events *ev);
/* At the end of `who`'s turn: broken pacts that bound the other party till then end. */
void teg_pacts_on_turn_end(teg_state *s, int who, game_events *ev);
teg_pact *teg_pact_find(teg_pact *pacts, int npacts, int id);
const teg_pact *teg_pact_find_c(const teg_pact *pacts, int npacts, int id);
/* One line describing the pact, in lang. */
void teg_pact_describe(const teg_state *s, const teg_pact *p, int who, const char *lang, sbuf *out);

/* ---- teg_obj.c ---- */
/* 1 when seat holds its objective or the common one now. */
int teg_objective_met(const teg_state *s, int seat);
/* 1 when the seat's secret objective itself holds (not the common one). */
int teg_secret_met(const teg_state *s, int seat);
/* Deals the secret objectives and resolves the substitutions (create). */
void teg_deal_objectives(teg_state *s, dice *d, game_events *ev);
/* One line: the seat's objective as it stands, in lang. */
void teg_objective_text(const teg_state *s, int seat, const char *lang, sbuf *out);

/* ---- teg_view.c ---- */
void teg_view(const void *st, int who, const char *lang, sbuf *out);
void teg_help(const char *lang, sbuf *out);
void teg_default_text(const void *st, int who, const char *lang, sbuf *out);

/* ---- teg_bot.c ---- */
void teg_bot(const void *st, int who, dice *d, sbuf *orders);

/* ---- teg_redeal.c ---- */
void teg_redeal(void *st, int who, dice *d);

/* ---- teg_save.c ---- */
void teg_save(const void *st, sbuf *out);
int teg_load(void **st, int n, const char *const *names, const char *text, es_err *e);

/* ---- small helpers and the end (teg_base.c) ---- */
const char *teg_name(const teg_state *s, int seat);
extern const char *const teg_end_names[];   /* by enum teg_end, NULL-terminated */
extern const char *const teg_phase_names[]; /* by enum teg_phase, NULL-terminated */
int teg_count(const teg_state *s, int seat);
uint64_t teg_lands(const teg_state *s, int seat);
int teg_hand(const teg_state *s, int seat, int *cards); /* cards in map order; returns the count */
int teg_alive(const teg_state *s, int seat);
int teg_seat_of_color(const teg_state *s, int color);
void teg_num(char *buf, size_t n, long v);
/* "1 ejército" / "3 ejércitos": template `one` when n is 1, else `many`,
 * both with var n, in lang. */
void teg_qty(sbuf *out, const char *lang, const char *one, const char *many, long n);
/* The same in Spanish and English, for an event's {x_es} and {x_en} (an
 * event is rendered in each reader's language from the same vars). */
typedef struct teg_qty2 {
	char es[48], en[48];
} teg_qty2;
void teg_qty_both(teg_qty2 *q, const char *one, const char *many, long n);
/* An event told to `seat` in the second person (id_you: "Te toca ...")
 * and to every other seat in the third (id: "Le toca a ana ..."); the
 * commit line, if any, is the third person's. Varargs: name, value, ...,
 * NULL, the same for both. */
#define TEG_EMIT_YOU(ev, seat, summary, id_you, id, ...)                                 \
	do {                                                                             \
		game_emit((ev), GAME_SEAT(seat), 0, (id_you), __VA_ARGS__);              \
		game_emit_third((ev), GAME_OTHERS(GAME_SEAT(seat)), (summary), (id), __VA_ARGS__); \
	} while (0)
/* The same with a second seat told its own way (id_b: "ana te ataca"),
 * when b is another seat (a battle's defender). */
#define TEG_EMIT_TWO(ev, a, b, summary, id_a, id_b, id, ...)                                       \
	do {                                                                                       \
		uint32_t teg_two_ = (b) >= 0 && (b) != (a) ? GAME_SEAT(b) : 0;                      \
		game_emit((ev), GAME_SEAT(a), 0, (id_a), __VA_ARGS__);                               \
		if (teg_two_)                                                                      \
			game_emit((ev), teg_two_, 0, (id_b), __VA_ARGS__);                           \
		game_emit_third((ev), GAME_OTHERS(GAME_SEAT(a) | teg_two_), (summary), (id), __VA_ARGS__); \
	} while (0)
/* A continent's name in lang (templates teg.cont.<id>). */
void teg_cont_name(const teg_state *s, int c, const char *lang, sbuf *out);
/* Ends the game (phase over, the end, the winners); a draw or the cap is told
 * here, a victory by its own event. */
void teg_end_game(teg_state *s, int end, uint32_t winners, game_events *ev);

#endif
