/* An engine's board as an embedded text file (games/NAME/NAME.map, compiled
 * into the binary): the text, the abort when it does not parse (a build
 * fault, caught by every test), and the checks every board format makes.
 * Read the file with kit_lines.h (kit_lines_init with the file's name, so
 * errors read "my.map:12: ..."), and define the getter with
 * KIT_MAP_GETTER(my_map, my_map_get, MY_MAP_PATH, my_map_parse). */
#ifndef ES_KIT_MAP_H
#define ES_KIT_MAP_H

#include <stddef.h>
#include <stdint.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"

/* The embedded file at path (e.g. "games/teg/teg.map"); aborts when it is
 * not embedded. */
const char *kit_map_text(const char *path);
/* Aborts with e's message unless rc is ES_OK. */
void kit_map_must(int rc, const es_err *e);

/* Defines `const type *fn(void)`: the board parsed, at the first call, by
 * `int parse(const char *text, type *map, es_err *e)` from the embedded
 * file at path; a board that does not parse aborts. */
#define KIT_MAP_GETTER(type, fn, path, parse)                                      \
	const type *fn(void)                                                       \
	{                                                                          \
		static type map;                                                   \
		static int loaded;                                                 \
		if (!loaded) {                                                     \
			es_err e;                                                  \
			kit_map_must(parse(kit_map_text(path), &map, &e), &e);     \
			loaded = 1;                                                \
		}                                                                  \
		return &map;                                                       \
	}

/* s[0..n-1] is an id: 1 or more of a-z, 0-9 and '-', shorter than cap
 * (the size of the array it goes into, with its NUL). */
int kit_map_id_ok(const char *s, size_t n, size_t cap);
/* Index of the id w[0..wn-1] in ids, an array of n strings of `stride`
 * bytes each (char id[N][stride]), or -1. */
int kit_map_id_find(const char *ids, size_t stride, int n, const char *w, size_t wn);
/* The graph of n <= 64 places, adj[i] the set of i's neighbours, is
 * connected (n = 0 is not). */
int kit_map_connected(const uint64_t *adj, int n);

/* The set of the places of n <= 64 whose owner[i] is who. */
uint64_t kit_map_owned(const int *owner, int n, int who);
/* The names of the places in set, ", " between them ("—" for none):
 * names an array of n strings of `stride` bytes each (char name[N][stride]). */
void kit_map_list(sbuf *out, const char *names, size_t stride, int n, uint64_t set);

#endif
