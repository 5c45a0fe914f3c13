/* Internals shared by the files of the Catan engine: catan.c (the
 * interface), catan_base.c (names, rejections, events: below every other
 * file), catan_save.c (save/load), catan_turn.c (the course of a
 * turn: set-up, roll, production, the 7, turn ends, awards, victory),
 * catan_rules.c (one order: legality and effect), catan_road.c (longest
 * road), catan_check.c (a mail: check and apply), catan_text.c (names and
 * echo texts), catan_view.c (views, help), catan_bot.c (the bot). Not for
 * use outside games/catan/. */
#ifndef ES_CATAN_INT_H
#define ES_CATAN_INT_H

#include <stdint.h>

#include "games/catan/catan_map.h"
#include "games/game.h"
#include "orders/ord_catan.h"

#define CATAN_MAXP 4
#define CATAN_WIN 10            /* points that win */
#define CATAN_PER_RES 19        /* resource cards of each kind: 95 in all */
#define CATAN_ROAD_PIECES 15
#define CATAN_SETTLEMENT_PIECES 5
#define CATAN_CITY_PIECES 4
#define CATAN_LONGEST_MIN 5     /* roads for the longest trade route */
#define CATAN_ARMY_MIN 3        /* knights for the largest army */
#define CATAN_HAND_LIMIT 7      /* a 7 takes half of a hand over this */
#define CATAN_MAX_OFFERS 32     /* open offers on the table */
#define CATAN_OFFERS_EACH 6     /* open offers per player */
#define CATAN_NCARDS ORD_CATAN_NCARDS /* resources + point cards, in trades */
#define CATAN_POINTS ORD_CATAN_POINTS

enum catan_dev { CATAN_DEV_KNIGHT, CATAN_DEV_POINT, CATAN_DEV_ROADS, CATAN_DEV_INVENTION, CATAN_DEV_MONOPOLY,
	CATAN_NDEV };
enum catan_phase { CATAN_PH_SETUP, CATAN_PH_ROLL, CATAN_PH_DISCARD, CATAN_PH_MAIN, CATAN_PH_OVER };
enum catan_end { CATAN_END_NONE, CATAN_END_VICTORY, CATAN_END_DRAW, CATAN_END_N };
/* By enum catan_end, NULL-ended: the saved state's words and status().end. */
extern const char *const catan_end_words[CATAN_END_N + 1];

/* The development deck of the text. */
extern const int catan_dev_deck[CATAN_NDEV];
/* Building costs, by resource. */
enum catan_build { CATAN_B_ROAD, CATAN_B_SETTLEMENT, CATAN_B_CITY, CATAN_B_DEV, CATAN_NBUILD };
extern const int catan_cost[CATAN_NBUILD][CATAN_NRES];

/* Options fixed at creation (create() key=value), printed in every view. */
typedef struct catan_opts {
	int beginner;          /* board=beginner: the fixed board of the official rules */
	int dev_limit;         /* development cards played a turn: 1, or 0 for no limit */
	int knight_steals;     /* a knight steals like a 7 */
	int steal_forced;      /* the robber must steal when it can */
	int point_trade;       /* point cards may be traded between players */
	int setup_official;    /* set-up clockwise (official) or counter-clockwise (text) */
	int shortage_official; /* a lone player short of the bank takes what is left */
} catan_opts;

typedef struct catan_offer {
	int id, from, to; /* to: a seat, or -1 for everyone */
	int give[CATAN_NCARDS], get[CATAN_NCARDS];
	uint32_t declined; /* seats that turned an offer to everyone down */
	/* When it lapses: 0 at the end of the offerer's turn; n at the end of
	 * turn n (HASTA TURNO n); -1 never (offers of states saved before). */
	int until;
} catan_offer;

typedef struct catan_state {
	int n;
	const char *const *names; /* borrowed from the caller */
	const catan_map *map;
	catan_opts o;
	int spiral; /* the corner the tokens started from, or -1 (beginner board) */
	int terrain[CATAN_NLAND], number[CATAN_NLAND]; /* number 0: the desert */
	int harbour[CATAN_NSLOT];
	int robber;
	int vown[CATAN_NV], vcity[CATAN_NV]; /* owner or -1; 1 for a city */
	int eown[CATAN_NE];
	int hand[CATAN_MAXP][CATAN_NRES], bank[CATAN_NRES];
	int dev[CATAN_MAXP][CATAN_NDEV];    /* in hand, bought this turn included */
	int devnew[CATAN_MAXP][CATAN_NDEV]; /* bought this turn: not playable yet */
	int deck[CATAN_NDEV];
	int spent[CATAN_NDEV]; /* progress cards played (out of the game) */
	int knights[CATAN_MAXP];
	int lr, la; /* holders of the two special cards, or -1 */
	int phase, end, winner;
	uint32_t draw_seats; /* seats sharing the game master's draw (0: every seat) */
	unsigned turn, step;
	int first, active, setup_i;
	int die[2];                      /* the last roll, 0 0 before any */
	int robber_pending, dev_played, missed;
	int owe[CATAN_MAXP];             /* cards each must discard now */
	int autoroll[CATAN_MAXP];
	int pref[CATAN_MAXP][CATAN_NRES], npref[CATAN_MAXP];
	catan_offer offer[CATAN_MAX_OFFERS];
	int noffers, next_offer;
	/* Never saved (game_kind.rules): a game made under rules edition 1,
	 * before offers lapsed, keeps an offer made without HASTA TURNO until
	 * it is answered or withdrawn. 0 (create, load): the offer lapses. */
	int keep_offers;
	/* While checking only (never saved; see catan_blind): how many
	 * resource cards each seat holds at least and at most, and cards
	 * drawn from the deck. */
	int cmin[CATAN_MAXP], cmax[CATAN_MAXP];
	int drawn;
} catan_state;

/* How an order runs: checking (sim: no dice, no events, random outcomes
 * taken at their worst for what follows) or for real. */
typedef struct catan_ctx {
	int sim;
	dice *d;
	game_events *ev;
	const char *lang;   /* rejections and echo */
	sbuf *canon, *echo; /* sim: may be NULL */
	game_reject *rej;   /* may be NULL */
	size_t index;       /* the line being read */
} catan_ctx;

/* What one mail has done so far (catan_check.c). */
typedef struct catan_mail {
	int phase0;   /* the phase when the mail arrived */
	int actions;  /* turn actions, standing orders not counted */
	int settle_v; /* set-up: the intersection settled, or -1 */
	int road_e;   /* set-up: the path built, or -1 */
	int rolled;   /* TIRAR given */
	int closed;   /* PASO or SEGUIR given: only standing orders may follow */
	int cont;     /* SEGUIR */
	int discarded;
	int over;     /* the game ended during the mail */
} catan_mail;

/* ---- catan.c -------------------------------------------------------- */
const char *catan_phase_name(const catan_state *s);
/* A state with no board, no pieces and no cards, for create and load. */
void catan_init_empty(catan_state *s, int n, const char *const *names);

/* ---- catan_base.c ----------------------------------------------------- */
const char *catan_pname(const catan_state *s, int seat);
/* The names of the seats sharing a draw, comma-separated. */
void catan_drawn_names(const catan_state *s, sbuf *out);
/* Fills c->rej with template `id` (name, value pairs, NULL); returns code. */
int catan_reject(catan_ctx *c, int code, const char *id, ...);
/* An event (no-op while checking); name, value pairs end in NULL. */
void catan_emit(const catan_state *s, catan_ctx *c, uint32_t audience, int summary, const char *id, ...);
/* The same told to `seat` in the second person (id_you: "Te toca ...")
 * and to every other seat in the third (id); the commit line, if any, is
 * the third person's. */
void catan_emit_you(const catan_state *s, catan_ctx *c, int seat, int summary, const char *id_you, const char *id,
	...);
/* The same with a second seat told its own way (id_b), when b is another
 * seat: a steal's victim, a trade's two sides. */
void catan_emit_two(const catan_state *s, catan_ctx *c, int a, int b, int summary, const char *id_a, const char *id_b,
	const char *id, ...);

/* ---- catan_turn.c ----------------------------------------------------- */
int catan_hand_size(const catan_state *s, int seat);
int catan_dev_count(const catan_state *s, int seat);
int catan_points(const catan_state *s, int seat, int hidden); /* hidden: with point cards */
int catan_pieces_left(const catan_state *s, int seat, int kind); /* CATAN_B_ROAD/SETTLEMENT/CITY */
void catan_setup_order(const catan_state *s, int *order); /* 2n seats */
/* "ana, berta, carla": the order of play (setup 0) or of the initial
 * placement (setup 1, 2n names), written out. */
void catan_order_text(const catan_state *s, int setup, sbuf *out);
void catan_start_turn(catan_state *s, catan_ctx *c, int seat);
void catan_roll(catan_state *s, catan_ctx *c);
void catan_after_discards(catan_state *s, catan_ctx *c);
void catan_end_turn(catan_state *s, catan_ctx *c);
void catan_setup_next(catan_state *s, catan_ctx *c);
/* The set-up's round ("Primeras construcciones"): 1 while each seat places
 * its first settlement, 2 for the second ones, back in reverse order. */
int catan_setup_round(const catan_state *s);
/* Awards the two special cards anew and looks for a winner; call after
 * every change of the board, the hands of point cards or the knights. */
void catan_settle_scores(catan_state *s, catan_ctx *c);
void catan_auto_robber(catan_state *s, catan_ctx *c);
void catan_auto_discard(catan_state *s, catan_ctx *c, int seat);
void catan_move_card(catan_state *s, int from, int to, int r, int k); /* -1: the bank */
/* Removes an open offer from the table. */
void catan_drop_offer(catan_state *s, catan_offer *of);

/* ---- catan_road.c ----------------------------------------------------- */
int catan_longest_road(const catan_state *s, int seat);

/* ---- catan_rules.c ---------------------------------------------------- */
int catan_exec(catan_state *s, catan_ctx *c, int who, const ord_catan *o, catan_mail *m);
/* Why `who` may not settle at v / build a road at e now (a template id),
 * or NULL. setup: no road needed; setup_v >= 0: the road must touch it. */
const char *catan_settle_why(const catan_state *s, int who, int v, int setup);
const char *catan_road_why(const catan_state *s, int who, int e, int setup_v);
int catan_rate(const catan_state *s, int who, int r); /* best bank rate for resource r */
uint32_t catan_robber_victims(const catan_state *s, int who, int hex); /* opponents at the hex */
int catan_any_road(const catan_state *s, int who);
int catan_playable(const catan_state *s, int who, int card);
catan_offer *catan_find_offer(catan_state *s, long id);

/* ---- catan_check.c ---------------------------------------------------- */
int catan_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej);
/* Reads, checks and plays one order on s (which may be a copy while
 * checking), keeping track of the mail in m. */
int catan_line(catan_state *s, catan_ctx *c, catan_mail *m, int who, const ord_catan *o);
/* The end of a mail: what it lacks (checking) or what it makes due. */
int catan_mail_end(catan_state *s, catan_ctx *c, catan_mail *m, int who);
void catan_mail_init(catan_mail *m, const catan_state *s);
/* Turns a copy of the state into what `who` knows, for checking his mail
 * (and for his bot): the other players' resource and development cards
 * and the deck's make-up are the judge's secrets and are blanked out,
 * only their public counts are kept, so no answer can depend on them. */
void catan_blind(catan_state *s, int who);
void catan_apply(void *st, int who, const char *canon, dice *d, game_events *ev);
/* 1 when verb is a standing order, sent by anyone at any time. */
int catan_standing(int verb);

/* ---- catan_text.c ----------------------------------------------------- */
void catan_res_name(const char *lang, int r, sbuf *out);    /* madera; point cards */
void catan_cards_text(const char *lang, const int *cards, int ncards, sbuf *out); /* "2 madera, 1 lana" */
void catan_hex_text(const catan_state *s, const char *lang, int h, sbuf *out); /* "mineral 10" */
void catan_vertex_text(const catan_state *s, const char *lang, int v, sbuf *out); /* around an intersection */
void catan_edge_text(const catan_state *s, const char *lang, int e, sbuf *out);
void catan_harbour_text(const char *lang, int type, sbuf *out);
void catan_seat_text(const catan_state *s, const char *lang, int seat, sbuf *out); /* "ana (rojo)" */
void catan_put(sbuf *out, const char *lang, const char *id, ...); /* a template, never aborting */
/* Cards in both languages, for events: vars "<name>_es" and "<name>_en". */
typedef struct catan_bi {
	char es[160], en[160];
} catan_bi;
void catan_cards_bi(const int *cards, int ncards, catan_bi *out);
void catan_res_bi(int r, catan_bi *out);
void catan_bi_id(const char *id, catan_bi *out); /* a fixed template in both */
void catan_dev_name(const char *lang, int card, sbuf *out);
/* "1 carta de punto" / "2 cartas de punto": template `one` when n is 1,
 * else `many`, both with var n; in lang, or in both for an event. */
void catan_qty(sbuf *out, const char *lang, const char *one, const char *many, long n);
void catan_qty_bi(const char *one, const char *many, long n, catan_bi *out);

/* ---- catan_view.c ----------------------------------------------------- */
void catan_view(const void *st, int who, const char *lang, sbuf *out);
void catan_default_text(const void *st, int who, const char *lang, sbuf *out);
void catan_quick(const void *st, int who, const char *lang, game_quick *out);
void catan_help(const char *lang, sbuf *out);

/* ---- catan_bot.c ------------------------------------------------------ */
void catan_bot(const void *st, int who, dice *d, sbuf *orders);

/* ---- catan_redeal.c --------------------------------------------------- */
void catan_redeal(void *st, int who, dice *d);

/* ---- catan_save.c ----------------------------------------------------- */
void catan_save(const void *st, sbuf *out);
int catan_load(void **st, int n, const char *const *names, const char *text, es_err *e);
/* Whole-state checks (conservation, pieces, distance rule); NULL when fine. */
const char *catan_consistent(const catan_state *s);

#endif
