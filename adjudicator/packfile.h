/* One git pack and its index (version 2), written from objects whose ids
 * the caller already knows (store.c: the objects of one commit, which
 * libgit2 hashed as it wrote them to its mempack).
 *
 * Why not libgit2's packbuilder and writepack: for the ~27 small objects
 * of a commit the packbuilder searches deltas among them (about 4 M
 * instructions, for a few hundred bytes saved until the next repack,
 * which deltifies across the whole history anyway) and resets a 128 KB
 * zlib hash table per object, and the writepack then parses, inflates and
 * hashes the pack again to index it: 9.5 M instructions a commit, half a
 * game's part of a batch. Here each object is deflated once, with a small
 * hash table, and the index is written from what is already known.
 *
 * Layout (gitformat-pack(5)): "PACK", version 2, count; per object a
 * type-and-size header and the zlib stream of its bytes; the SHA-1 of all
 * that. The index: "\377tOc", version 2, a fan-out table, the sorted ids,
 * each entry's CRC-32, its 32-bit offset, the pack's SHA-1 and the
 * index's own.
 *
 * Files: both written under temporary names in DIR, then the pack renamed
 * to pack-SHA.pack, then the index to pack-SHA.idx, as libgit2 and git do:
 * until the index is in place no reader sees the pack, and an orphan is
 * removed by gitpack (gitpack.h). Not flushed: the batch's barrier does. */
#ifndef ES_PACKFILE_H
#define ES_PACKFILE_H

#include <stddef.h>

#include "adjudicator/base/err.h"

/* The pack format's type codes, which are also libgit2's git_object_t. */
enum { PACKFILE_COMMIT = 1, PACKFILE_TREE = 2, PACKFILE_BLOB = 3, PACKFILE_TAG = 4 };

typedef struct packfile_obj {
	unsigned char id[20]; /* the object's id, as git computes it */
	int type;             /* PACKFILE_* */
	const void *data;
	size_t len;
} packfile_obj;

/* Writes objs[0..n) (n > 0, ids distinct) as one pack and index into the
 * folder dir (a repository's objects/pack). sha_hex gets the pack's name
 * (41 bytes with the NUL). */
int packfile_write(const char *dir, const packfile_obj *objs, size_t n, char sha_hex[41], es_err *e);

#endif
