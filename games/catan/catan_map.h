/* The board of the Catan variant: 19 land and 18 sea hexes, the 54
 * intersections and 72 paths with their names and aliases, the harbour
 * slots, the number tokens, the spirals and the beginner board, read from
 * games/catan/catan.map (embedded in the binary) and checked against the
 * hex geometry. Land hexes are indices 0..18 (A..S), sea hexes 19..36
 * (1..18); intersections and paths are indices in the file's order. */
#ifndef ES_CATAN_MAP_H
#define ES_CATAN_MAP_H

#include "adjudicator/base/err.h"
#include "orders/ord_catan.h"

#define CATAN_NLAND 19
#define CATAN_NHEX 37
#define CATAN_NV 54
#define CATAN_NE 72
#define CATAN_NSLOT 9
#define CATAN_NTOKEN 18
#define CATAN_NSPIRAL 6
#define CATAN_NRES 5
#define CATAN_MAP_PATH "games/catan/catan.map"

/* Resources, in the order of every table and of the views. Terrain t < 5
 * produces resource t. */
enum catan_res { CATAN_LUMBER, CATAN_BRICK, CATAN_WOOL, CATAN_GRAIN, CATAN_ORE };
enum catan_terrain { CATAN_FOREST, CATAN_HILLS, CATAN_PASTURE, CATAN_FIELDS, CATAN_MOUNTAINS, CATAN_DESERT,
	CATAN_NTERRAIN };
/* Harbour types: 0..4 are 2:1 of that resource, CATAN_ANY is 3:1. */
#define CATAN_ANY 5
#define CATAN_NHARBOUR 6

typedef struct catan_map {
	char hex[CATAN_NHEX][4]; /* "A".."S", "1".."18" */
	int q[CATAN_NHEX], r[CATAN_NHEX];
	int hexv[CATAN_NHEX][6]; /* corners N NE SE S SW NW: intersection or -1 */

	char vname[CATAN_NV][12];
	int vhex[CATAN_NV][3]; /* the three hexes, in name order */
	int nvadj[CATAN_NV], vadj[CATAN_NV][3];   /* neighbouring intersections */
	int nvedge[CATAN_NV], vedge[CATAN_NV][3]; /* paths ending here, same order */
	int nvalias[CATAN_NV];
	char valias[CATAN_NV][3][8]; /* "B.S" */

	char ename[CATAN_NE][8];
	int ev[CATAN_NE][2];   /* ends */
	int ehex[CATAN_NE][2]; /* the two hexes, in name order */
	int nealias[CATAN_NE];
	char ealias[CATAN_NE][2][8]; /* "E.E" */

	int slot_edge[CATAN_NSLOT], slot_v[CATAN_NSLOT][2];
	int terrain_deck[CATAN_NTERRAIN]; /* count of each terrain */
	int harbour_deck[CATAN_NHARBOUR]; /* count of each harbour type */
	int token[CATAN_NTOKEN];          /* numbers, in laying order */
	int spiral[CATAN_NSPIRAL][CATAN_NLAND]; /* land hexes, first = start corner */
	int beg_terrain[CATAN_NLAND], beg_number[CATAN_NLAND]; /* 0: desert */
	int beg_harbour[CATAN_NSLOT];
} catan_map;

/* The embedded map, parsed and validated on first use. A bad embedded map
 * is a bug: it aborts with the file:line message. The map lives as long
 * as the program. */
const catan_map *catan_map_get(void);

/* The embedded map's names as the order grammar reads them, built at the
 * first call and kept like the map. */
const ord_catan_board *catan_map_board(void);

/* Parses map text into *m and validates it. Returns ES_OK, or ES_ESYNTAX
 * with "catan.map:LINE: what" in e. */
int catan_map_parse(const char *text, catan_map *m, es_err *e);

/* Index of a hex, intersection or path by exact name ("A", "12", "A-B-E",
 * "E-F"), or -1. */
int catan_map_hex(const catan_map *m, const char *name);
int catan_map_vertex(const catan_map *m, const char *name);
int catan_map_edge(const catan_map *m, const char *name);
/* The path joining intersections a and b, or -1. */
int catan_map_edge_between(const catan_map *m, int a, int b);

/* English words of the map file: "forest", "lumber", "3:1". */
extern const char *const catan_terrain_words[CATAN_NTERRAIN];
extern const char *const catan_harbour_words[CATAN_NHARBOUR];

#endif
