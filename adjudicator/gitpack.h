/* Packing a game repository's loose objects, git gc's main job done with
 * libgit2 (which has no gc): every commit leaves its new blobs, trees and
 * commit as loose files, one inode each, for ever. When a repository
 * holds about `min_loose` of them (estimated as git gc --auto does, from
 * one fan-out folder), they are written into one new pack (and its
 * index), the pack is checked to hold each of them, both are flushed to
 * disk, and only then are the loose copies removed.
 *
 * Crash-safe at every step: until the pack is complete, checked and on
 * disk every object is still loose; afterwards every object is in the
 * pack, loose or not. An index without its pack, or a pack without its
 * index (a run killed between libgit2's two renames), is ignored by git
 * and libgit2 and removed by the next packing. The caller holds the data
 * root's lock: nothing else writes the repository meanwhile. */
#ifndef ES_GITPACK_H
#define ES_GITPACK_H

#include <stddef.h>

#include "adjudicator/base/err.h"

/* Packs the loose objects of the bare repository at dir when it holds
 * about min_loose of them or more (0: never), or every object into one
 * pack when it holds more than 16 packs (a local mirror: one pack a
 * push). *packed gets how many objects were packed (0 when it was not
 * time). */
int gitpack_maybe(const char *dir, size_t min_loose, size_t *packed, es_err *e);

#endif
