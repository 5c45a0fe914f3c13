/* The words the order grammar (orders/ord_nm.h) reads in a game of a
 * scenario: its regions, the kinds' codes and names, the tactics. Built
 * once per scenario from the map and the rules tables, kept like the map. */
#include <stdio.h>
#include <stdlib.h>

#include "games/nuevo-mundo/nm_int.h"

_Static_assert((int)NM_CQ == (int)ORD_NM_CQ && (int)NM_CA == (int)ORD_NM_CA && (int)NM_SHIP == (int)ORD_NM_SHIP_PIECE,
	"the grammar's pieces are the engine's");
_Static_assert(NM_NKINDS <= ORD_NM_MAX_KINDS, "the grammar holds every kind");

/* The kinds by name as players write them (folded), in both languages,
 * with the single words of each name (rulebook order of nm_kinds). */
static const ord_nm_kind_name kind_names[] = {
	{ 0, "semillas y raices" }, { 0, "semillas" }, { 0, "semilla" }, { 0, "raices" }, { 0, "seeds and roots" },
	{ 0, "seeds" }, { 0, "roots" },
	{ 1, "frutos secos y hojas" }, { 1, "frutos secos" }, { 1, "secos" }, { 1, "hojas" }, { 1, "nuts and leaves" },
	{ 1, "nuts" }, { 1, "leaves" },
	{ 2, "riquezas" }, { 2, "riqueza" }, { 2, "riches" },
	{ 3, "frutos" }, { 3, "fruto" }, { 3, "fruits" },
	{ 4, "culturas" }, { 4, "cultura" }, { 4, "cultures" }, { 4, "culture" },
	{ 5, "animales" }, { 5, "animal" }, { 5, "animals" },
	{ -1, NULL },
};

typedef struct vocab {
	const nm_map *map;
	ord_nm_vocab v;
	const char *ids[NM_MAX_REGIONS];
} vocab;

const ord_nm_vocab *nm_vocab(const nm_map *m)
{
	static vocab made[NM_NSCENARIOS];
	static const char *codes[2][NM_NKINDS];
	static arena *a;
	for (int k = 0; k < NM_NSCENARIOS; k++) {
		vocab *x = &made[k];
		if (x->map == m)
			return &x->v;
		if (x->map)
			continue;
		if (!a) {
			a = arena_new();
			for (int i = 0; i < NM_NKINDS; i++) {
				codes[0][i] = nm_kinds[i].code;
				codes[1][i] = nm_kinds[i].code_en;
			}
		}
		ord_places *pl = ord_places_new(a, m->n);
		for (int i = 0; i < m->n; i++) {
			ord_places_name(pl, i, m->name[i]);
			ord_places_spelling(pl, i, m->id[i]);
			x->ids[i] = m->id[i];
		}
		x->v = (ord_nm_vocab){ .places = pl, .ids = x->ids, .nkinds = NM_NKINDS, .codes = { codes[0], codes[1] },
			.names = kind_names, .tactics = NM_TACTICS };
		x->map = m;
		return &x->v;
	}
	fprintf(stderr, "nm_vocab: more maps than scenarios\n"); /* a bug */
	abort();
}
