/* The board of La reconquista (rules 2-3): 60 territories and their
 * borders, read from games/reconquista/reconquista.map (embedded in the
 * binary). Provinces are indices 0..RECO_NPROV-1 in the file's order, which
 * is also the order the board is shown in. */
#ifndef ES_RECO_MAP_H
#define ES_RECO_MAP_H

#include <stdint.h>

#include "adjudicator/base/err.h"
#include "orders/ord_places.h"

#define RECO_NPROV 60
#define RECO_NBORDERS 149
#define RECO_MAX_ALIASES 64
#define RECO_MAP_PATH "games/reconquista/reconquista.map"

typedef struct reco_map {
	int n;
	char id[RECO_NPROV][24];
	char name[RECO_NPROV][48];
	char country[RECO_NPROV][4]; /* "es", "pt", "ad" */
	uint64_t adj[RECO_NPROV];    /* bit j set: province j borders this one */
	int nborders;
	int nalias;
	int alias_of[RECO_MAX_ALIASES];
	char alias[RECO_MAX_ALIASES][48];
} reco_map;

/* The embedded map, parsed and validated on first use. A bad embedded map
 * is a bug: it aborts with the file:line message. This function can't fail
 * otherwise; the map lives as long as the program. */
const reco_map *reco_map_get(void);

/* Parses map text into *m and validates it (RECO_NPROV provinces,
 * RECO_NBORDERS borders, known ids, no repeats, connected). Returns ES_OK,
 * or ES_ESYNTAX with "reconquista.map:LINE: what" in e. */
int reco_map_parse(const char *text, reco_map *m, es_err *e);

/* The index of province `id` (exact id), or -1. */
int reco_map_find(const reco_map *m, const char *id);

/* 1 when provinces a and b border each other. */
int reco_map_borders(const reco_map *m, int a, int b);

/* The names of the places as the grammar reads them (orders/ord_places.h),
 * built from the embedded map at the first call. */
const ord_places *reco_map_places(void);

#endif
