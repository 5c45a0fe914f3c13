/* Κρατος's board (rule 7): 20x26 cells, 18 islands of 2x2 cells whose
 * areas (the island with the cells around it, clipped at the edges) never
 * overlap. A board is the north-west cell of each island: the embedded
 * games/kratos/kratos.map ("clasico"), or one generated from the game's
 * seed. Cells are named like a chess board: column a..t, row 1..26 ("f7");
 * islands by a letter A..R. */
#ifndef ES_KR_BOARD_H
#define ES_KR_BOARD_H

#include <stddef.h>

#include "adjudicator/base/dice.h"
#include "adjudicator/base/err.h"
#include "games/kratos/kr_rules.h"

#define KR_MAP_PATH "games/kratos/kratos.map"

typedef struct kr_board {
	int col[KR_NISLAND], row[KR_NISLAND]; /* north-west cell of island i */
	signed char at[KR_NCELL];              /* island of each cell, -1 sea */
} kr_board;

/* Fills b->at from col/row and checks rule 7: NULL, or why not. */
const char *kr_board_check(kr_board *b);
/* Reads the text of a map file (format at the top of kratos.map). */
int kr_board_parse(const char *text, kr_board *b, es_err *e);
/* Reads option board=LIST: the north-west cells of islands A to R, by
 * commas ("b2,g3,..."), checked by rule 7; a refusal quotes the item. */
int kr_board_cells(const char *list, kr_board *b, es_err *e);
/* The embedded "clasico" board. */
const kr_board *kr_board_classic(void);
/* A board by lot: each island in turn at a free place drawn from d,
 * starting over when the islands placed leave no room (never more than a
 * few tries: the board holds 30 areas side by side). Always valid. */
void kr_board_generate(kr_board *b, dice *d);

/* Cell index from column and row (0-based), and back. */
static inline int kr_cell(int col, int row)
{
	return row * KR_W + col;
}
/* "f7" for a cell; buf of at least 4 bytes. */
void kr_cell_name(int cell, char *buf);
/* The cell named by s ("f7", any case), or -1. */
int kr_cell_parse(const char *s);
/* Chebyshev distance (rule 29) between two cells. */
int kr_cell_dist(int a, int b);
/* Distance between places: a place is a sea cell (>= 0) or an island
 * (-1 - i). An island counts as one cell: the distance to it is the least
 * to any of its cells, and two places on one island are at 0. */
int kr_place_dist(const kr_board *b, int pa, int pb);

#endif
