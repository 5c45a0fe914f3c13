/* The board of TEG: 50 countries in 6 continents, their borders, the
 * symbol on each country card, and the list of objectives, read from
 * games/teg/teg.map (embedded in the binary). Countries are indices
 * 0..TEG_NC-1 in the file's order, which is the order of the board in
 * views (grouped by continent). */
#ifndef ES_TEG_MAP_H
#define ES_TEG_MAP_H

#include <stdint.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "orders/ord_places.h"

#define TEG_NC 50
#define TEG_NCONT 6
#define TEG_NBORDERS 89
#define TEG_NOBJ 15 /* 0: the common objective; 1..14: the secret ones */
#define TEG_NCOLORS 6
#define TEG_MAX_ALIASES 64
#define TEG_MAP_PATH "games/teg/teg.map"

/* Card symbols; a joker (comodín) shows all three. */
enum teg_symbol { TEG_GALEON, TEG_GLOBO, TEG_CANON, TEG_COMODIN };

/* Objective kinds. */
enum teg_obj_kind { TEG_OBJ_OCCUPY, TEG_OBJ_COUNT, TEG_OBJ_DESTROY };

typedef struct teg_objective {
	int kind;           /* enum teg_obj_kind */
	int need[TEG_NCONT]; /* OCCUPY: countries wanted per continent, 0 none */
	int adjacent;       /* OCCUPY: size of the group of bordering countries, 0 none */
	int count;          /* COUNT: countries anywhere */
	int color;          /* DESTROY: colour index (teg_color_ids order) */
	char text[200];     /* the rulebook's text (Spanish) */
} teg_objective;

typedef struct teg_map {
	int n;
	char id[TEG_NC][24];
	char name[TEG_NC][32];
	int cont[TEG_NC];    /* continent index */
	int symbol[TEG_NC];  /* enum teg_symbol */
	uint64_t adj[TEG_NC]; /* bit j: country j borders this one */
	int nborders;
	int ncont;
	char cont_id[TEG_NCONT][24];
	char cont_name[TEG_NCONT][32];
	int bonus[TEG_NCONT];
	uint64_t cont_set[TEG_NCONT];
	int cont_size[TEG_NCONT];
	int nobj;
	teg_objective obj[TEG_NOBJ];
	int nalias;
	int alias_of[TEG_MAX_ALIASES];
	char alias[TEG_MAX_ALIASES][32];
} teg_map;

/* Colour ids as the map writes them (blue red black yellow green magenta),
 * and in Spanish, the order of objectives 9..14. */
extern const char *const teg_color_ids[TEG_NCOLORS];
extern const char *const teg_color_es[TEG_NCOLORS];
/* Symbol ids as the map writes them. */
extern const char *const teg_symbol_ids[4];

/* The embedded map, parsed and validated on first use. A bad embedded map
 * is a bug: it aborts with the file:line message. The map lives as long as
 * the program. */
const teg_map *teg_map_get(void);

/* Parses map text into *m and validates it. Returns ES_OK, or ES_ESYNTAX
 * with "teg.map:LINE: what" in e. */
int teg_map_parse(const char *text, teg_map *m, es_err *e);

/* The index of country `id` (exact id), or -1. */
int teg_map_find(const teg_map *m, const char *id);

/* 1 when countries a and b border each other. */
int teg_map_borders(const teg_map *m, int a, int b);

/* Appends the names of the countries bordering c, in board order,
 * separated by ", ". */
void teg_map_neighbours(const teg_map *m, int c, sbuf *out);

/* Appends every country with its neighbours, by continent, in lines of
 * at most 72 columns: the borders in words, for the help (a player with
 * pictures off learns them here, not by rejection). */
void teg_map_border_list(const teg_map *m, sbuf *out);

/* The names of the places as the grammar reads them (orders/ord_places.h),
 * built from the embedded map at the first call. */
const ord_places *teg_map_places(void);

#endif
