/* Κρατος (Carricarte & Casares, 1997): the rulebook's tables as data, so
 * that the engine and the tests read the same rows (each row quotes its
 * rule in the tests, tests/unit/test_kratos.c). */
#ifndef ES_KR_RULES_H
#define ES_KR_RULES_H

#include "orders/ord_kratos.h"

#define KR_COLOURS 9      /* rule 1 */
#define KR_W 20           /* rule 7: columns a..t */
#define KR_H 26           /* rule 7: rows 1..26 */
#define KR_NCELL (KR_W * KR_H)
#define KR_NISLAND 18     /* rule 7 */
#define KR_GOLD_EACH 10000 /* rule 10 */
#define KR_GOLD_TOTAL 90000 /* rule 6 */
#define KR_GOLD_UNIT 500  /* rule 6: the smallest coin */
#define KR_DEPOT_MAX 500  /* rule 43 */
#define KR_ISLAND_PIECES 25 /* rules 32, 43: playable pieces on an island */
#define KR_ISLAND_MINES 10  /* rule 43 */
#define KR_ISLAND_PRODUCERS 5 /* rule 43 */
#define KR_LOAD 100       /* rules 36, 59, 67, 68: a cargo, and what a depot hit destroys */
#define KR_BREAD_ISLAND 5 /* rule 17 */
#define KR_BREAD_PIECE 1  /* rule 17 */

/* Goods (rules 24, 43, 50): the six depots of an island, in this order. */
enum kr_good { KR_IRON, KR_WHEAT, KR_OIL, KR_STEEL, KR_BREAD, KR_GAS, KR_NGOODS };

/* Piece types (rule 8). Producers are in the order of the goods, so
 * KR_P_IRON + g produces good g. */
enum kr_type {
	KR_PLANE, KR_BATTLESHIP, KR_SWEEPER, KR_CARRIER, KR_SUB, KR_MINE,
	KR_P_IRON, KR_P_WHEAT, KR_P_OIL, KR_P_STEEL, KR_P_BREAD, KR_P_GAS,
	KR_MERCHANT, KR_TANKER, KR_NTYPES
};

enum kr_class { KR_WAR, KR_PRODUCER, KR_TRANSPORT };

typedef struct kr_piece_rule {
	int rule;       /* where the rulebook gives the row */
	int cls;        /* enum kr_class; mines are war pieces (rule 8) */
	int speed;      /* rule 30: 0, 1 ships, 3 planes */
	int resistance; /* rule 36: hits to destroy; 0 = cannot be destroyed (mine, rule 49) */
	int power;      /* rule 37: hits on a die <= power (of 6) */
	int angle;      /* rule 38: the farthest distance it hits */
	int capacity;   /* rules 51-57: units per movement point (producers) */
	int steel;      /* rule 57: steel to build one */
	int playable;   /* rule 17: everything but mines */
} kr_piece_rule;

extern const kr_piece_rule kr_piece_rules[KR_NTYPES];

/* Rule 57: steel for one repair (a listed ship back to normal). */
#define KR_STEEL_REPAIR 30

/* Rule 28: the die -> base speed. */
extern const int kr_base_speed[7]; /* index 1..6 */

/* Rule 10: what each player owns at the start. */
typedef struct kr_start_row {
	int rule;
	const char *what; /* for the tests' messages */
	int type;         /* enum kr_type, or -1 for goods */
	int good;         /* enum kr_good when type is -1 */
	int count;        /* pieces, or units of the good */
} kr_start_row;
extern const kr_start_row kr_start[];
extern const int kr_nstart;
#define KR_START_PRODUCERS 3 /* rule 11: on each of the two islands */

/* Rule 11: the primary deck and the secondary deck, 3 cards each good. */
extern const int kr_deck_primary[KR_COLOURS];
extern const int kr_deck_secondary[KR_COLOURS];

/* What a carrier takes (rules 33, 46, 47, 67, 68). A transport holds one
 * cargo at a time: a piece of the listed types, or KR_LOAD units of a
 * listed good; carriers of pieces hold up to `pieces` of them. */
typedef struct kr_cargo_rule {
	int rule;
	int carrier;        /* enum kr_type */
	unsigned types;     /* bit t: pieces of type t it carries */
	int pieces;         /* how many of them at most */
	unsigned goods;     /* bit g: it carries KR_LOAD units of good g */
} kr_cargo_rule;
extern const kr_cargo_rule kr_cargo[];
extern const int kr_ncargo;
/* The row of carrier type t, or NULL for a type that carries nothing. */
const kr_cargo_rule *kr_cargo_of(int t);

/* Rule 50: the good a producer of type t makes, and what it takes
 * (-1 for a primary producer, which takes nothing). */
int kr_produces(int t);
int kr_consumes(int t);

/* Names: the word of the saved state and the canonical orders (Spanish,
 * ASCII), for types and goods. */
extern const char *const kr_type_word[KR_NTYPES];
extern const char *const kr_good_word[KR_NGOODS];

/* Rule 1 and 8: the nine colours, Spanish words of orders and states. */
extern const char *const kr_colour_word[KR_COLOURS];

/* The same words in English (the grammar reads them too), for English
 * mails; and the word of lang for type t, good g, colour c. */
extern const char *const kr_type_es[KR_NTYPES];
extern const char *const kr_good_es[KR_NGOODS];
extern const char *const kr_type_en[KR_NTYPES];
extern const char *const kr_good_en[KR_NGOODS];
extern const char *const kr_colour_en[KR_COLOURS];
const char *kr_type_w(int t, const char *lang);
const char *kr_good_w(int g, const char *lang);
const char *kr_colour_w(int c, const char *lang);

/* What the order grammar reads of these rules and the board. */
extern const ord_kr_vocab kr_vocab;

#endif
