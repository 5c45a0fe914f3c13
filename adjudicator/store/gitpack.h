/* Keeping a game repository small, git gc's main job done with libgit2
 * (which has no gc). Every commit writes its new blobs, trees and commit
 * as one small pack (store.c); a repository of an earlier release holds
 * them as loose files, one inode each.
 *  - Loose objects: when a repository holds `min_loose` of them, they are
 *    written into one new pack (and its index), the pack is checked to
 *    hold each of them, both are flushed to disk, and only then are the
 *    loose copies removed.
 *  - Packs: when a repository holds more than `max_packs`, the smallest
 *    are combined into one the same way (written, checked, flushed, then
 *    the old ones removed, each index before its pack), chosen as git
 *    repack --geometric=2 does, so that the packs left grow by a factor of
 *    2 at least: an object is rewritten about log2(history) times, never
 *    the whole history every time.
 *
 * Crash-safe at every step: until the new pack is complete, checked and
 * on disk every object is still where it was; afterwards every object is
 * in the new pack, and maybe still in the old place too. An index without
 * its pack, or a pack without its index (a run killed between libgit2's
 * two renames, the pack's first), is ignored by git and libgit2 and
 * removed by the next packing. The caller holds the data root's lock:
 * nothing else writes the repository meanwhile. */
#ifndef ES_GITPACK_H
#define ES_GITPACK_H

#include <stddef.h>

#include "adjudicator/base/err.h"

/* Packs the loose objects of the bare repository at dir when it holds
 * min_loose of them or more (0: never), then combines packs when it holds
 * more than max_packs (0: never). *packed gets how many objects were
 * written into new packs (0 when it was not time). */
int gitpack_maybe(const char *dir, size_t min_loose, size_t max_packs, size_t *packed, es_err *e);

#endif
