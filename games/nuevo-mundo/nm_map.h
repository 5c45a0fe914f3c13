/* The six scenarios of Nuevo Mundo (RULES-NOTES.md: the rulebook's tiles and map
 * annex are lost): land (T) and sea (M) regions, the island of each land
 * region, borders (land-land inside an island, sea-sea) and coasts (a land
 * and a sea region, open or closed), read from the embedded files
 * games/nuevo-mundo/escenario-N.map. Regions are indices 0..n-1 in the
 * file's order, the order of the board in views. */
#ifndef ES_NM_MAP_H
#define ES_NM_MAP_H

#include <stdint.h>

#include "adjudicator/base/err.h"

#define NM_NSCENARIOS 6
#define NM_MAX_REGIONS 64 /* bit sets of regions are uint64_t */
#define NM_MAX_ISLANDS 7  /* the credit table stops at 7 islands */
#define NM_MIN_ISLANDS 2
#define NM_MIN_LAND 10    /* room for 5 entries and their growth */

typedef struct nm_map {
	int n;
	char title[48];
	int nislands;
	char island[NM_MAX_ISLANDS + 1][32]; /* 1-based */
	char id[NM_MAX_REGIONS][8];          /* "T7", "M3" */
	char name[NM_MAX_REGIONS][24];       /* one typeable word */
	char label[NM_MAX_REGIONS][36];      /* "Cruz (T10)": the name with the code orders use */
	int land[NM_MAX_REGIONS];            /* 1: T, 0: M */
	int isl[NM_MAX_REGIONS];             /* island 1.., 0 for the sea */
	uint64_t adj[NM_MAX_REGIONS];        /* borders (same kind only) */
	uint64_t open[NM_MAX_REGIONS];       /* open coasts: the regions across */
	uint64_t closed[NM_MAX_REGIONS];     /* closed coasts */
} nm_map;

/* Scenario k (1..6), parsed on first use; a bad embedded file is a bug
 * and aborts with its file:line message. */
const nm_map *nm_map_get(int k);

/* Parses the text of a scenario file (format at the top of
 * escenario-1.map) into *m: the format and the kinds of what each line
 * joins. file names it in errors. ES_OK or ES_ESYNTAX with "FILE:LINE: what". */
int nm_map_parse(const char *text, const char *file, nm_map *m, es_err *e);

/* The properties every scenario must have: 2-7 islands, each one
 * connected group of land regions with an open coast, the sea connected,
 * some closed coast, names and ids unique (ignoring case), at least
 * NM_MIN_LAND land regions (5 players enter on distinct regions). ES_OK
 * or ES_EILLEGAL with the reason. */
int nm_map_validate(const nm_map *m, es_err *e);

/* Index of the region with id or name `w` (ASCII case ignored), or -1. */
int nm_map_find(const nm_map *m, const char *w);

/* Bit of region i. */
static inline uint64_t nm_bit(int i)
{
	return (uint64_t)1 << i;
}

#endif
