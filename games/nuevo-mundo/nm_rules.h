/* The rules tables of Nuevo Mundo as data (rulebook V-VI and RULES-NOTES.md):
 * the credit production table, prices, piece limits, the colour die, the
 * 40 discovery cards in six kinds with their typeable codes, and the
 * criptex (which tactic beats which, the criterion, the pieces the loser
 * removes). games/nuevo-mundo/RULES-NOTES.md states every choice. */
#ifndef ES_NM_RULES_H
#define ES_NM_RULES_H

#include <stddef.h>

#define NM_MIN_PLAYERS 2
#define NM_MAX_PLAYERS 5
#define NM_NCARDS 40
#define NM_NKINDS 6
#define NM_FACEUP 3
#define NM_MAX_CA 20      /* building pieces in one colour's box */
#define NM_NSHIPS 10      /* ships, one pool for everyone */
#define NM_SHIP_LOAD 15   /* CQ a ship carries: 1 crew + 14 */
#define NM_RED_CONES 3
#define NM_WIN_POINTS 20
#define NM_ENTRY_CQ 3     /* CQ placed with the first settlement */
#define NM_TACTICS 5

/* Prices in credits (the rulebook's examples force CQ = 1). */
enum nm_piece { NM_CQ, NM_CA, NM_SHIP, NM_NPIECES };
extern const int nm_price[NM_NPIECES];

/* Credits for (settlements, islands with a complete settlement): rows 1..7
 * (7 and more use the last), columns 1..7; 0 where the table is empty
 * (more islands than settlements cannot happen). No settlement: 0. */
int nm_credits(int settlements, int islands);

/* The colour die, six faces. */
enum nm_colour { NM_GREEN, NM_RED, NM_BLACK };
extern const int nm_die_faces[6];

/* The six kinds, in the rulebook's order. */
typedef struct nm_kind_info {
	const char *code;    /* what players type (Spanish) */
	const char *code_en; /* the English code, also accepted */
	const char *tpl;     /* template id of its full name */
} nm_kind_info;
extern const nm_kind_info nm_kinds[NM_NKINDS];

/* One card: its kind (index into nm_kinds) and points 1..4. */
typedef struct nm_card {
	int kind, points;
} nm_card;
/* The default deck: 7/7/6/7/6/7 cards, points 1,1,2,2,3,3,4 in a kind of
 * 7 and 1,1,2,2,3,4 in a kind of 6. */
extern const nm_card nm_default_cards[NM_NCARDS];
/* Reads a deck from text, one card a line "<kind code> <points>" ('#'
 * comments): exactly 40 cards, every kind present, points 1..4 (option
 * cards=FILE). Returns 0, or -1 with why set. */
int nm_cards_parse(const char *text, nm_card *out, const char **why);

/* Criptex. enum nm_criterion by the counts of the two sides. */
enum nm_criterion { NM_HALF, NM_EVEN, NM_DOUBLE };
int nm_criterion(int mine, int theirs);
/* 1 when tactic a (1..5) beats b, -1 when b beats a, 0 on a tie: X beats
 * X-1 and X-2 (mod 5), so 5 beats 4, ..., 1 beats 5 (rulebook VI.3). */
int nm_tactic_beats(int a, int b);
/* Pieces the loser removes by its own criterion and the distance
 * (winner - loser mod 5, 1 or 2). A tie removes 1 from each side. */
extern const int nm_loss[3][2];

/* The code of kind k a reader of lang types, and the criterion's word
 * (mitad, equilibrio, doble; in English half, even, double). */
const char *nm_kind_code(int k, const char *lang);
const char *nm_crit_word(int criterion, const char *lang);

/* The numeric die: 1..6. */
#define NM_NUMERIC_FACES 6

#endif
