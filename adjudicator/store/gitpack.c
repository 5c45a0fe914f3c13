/* See gitpack.h. */
#include "adjudicator/store/gitpack.h"
#include "adjudicator/store/gitfix.h"
#include "adjudicator/store/store.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <git2/sys/odb_backend.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct oids {
	git_oid *v;
	size_t n, cap;
} oids;

static void oids_add(oids *o, const git_oid *id)
{
	if (o->n == o->cap) {
		o->cap = o->cap ? o->cap * 2 : 256;
		o->v = realloc(o->v, o->cap * sizeof *o->v);
		if (!o->v)
			abort();
	}
	o->v[o->n++] = *id;
}

static int is_hex(const char *s, size_t n)
{
	return strlen(s) == n && strspn(s, "0123456789abcdef") == n;
}

/* How many loose objects dir holds, about: 256 times those of one fan-out
 * folder (as git gc --auto counts), one opendir where a count takes 256. */
static size_t loose_estimate(const char *dir)
{
	char p[1400];
	size_t n = 0;
	snprintf(p, sizeof p, "%s/objects/17", dir);
	DIR *d = opendir(p);
	if (!d)
		return 0;
	struct dirent *de;
	while ((de = readdir(d)))
		n += is_hex(de->d_name, GIT_OID_HEXSZ - 2);
	closedir(d);
	return n * 256;
}

/* Every loose object of dir/objects (names: XX/38 hex digits). */
static void list_loose(const char *dir, oids *o)
{
	char p[1400], hex[GIT_OID_HEXSZ + 1];
	for (int i = 0; i < 256; i++) {
		snprintf(p, sizeof p, "%s/objects/%02x", dir, i);
		DIR *d = opendir(p);
		if (!d)
			continue;
		struct dirent *de;
		while ((de = readdir(d))) {
			git_oid id;
			if (!is_hex(de->d_name, GIT_OID_HEXSZ - 2))
				continue;
			snprintf(hex, sizeof hex, "%02x%s", i, de->d_name);
			if (!git_oid_fromstr(&id, hex))
				oids_add(o, &id);
		}
		closedir(d);
	}
}

typedef struct pk {
	char *name;      /* "pack-HEX", without suffix */
	unsigned long n; /* objects, from its index */
} pk;

/* The number of objects an index lists: the last entry of its fan-out
 * table (version 2: "\377tOc", the version, 256 big-endian counts). 0 if
 * it cannot be read. */
static unsigned long idx_count(const char *path)
{
	unsigned char b[4];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	ssize_t got = pread(fd, b, 4, 8 + 255 * 4);
	close(fd);
	return got == 4 ? (unsigned long)b[0] << 24 | (unsigned long)b[1] << 16 | (unsigned long)b[2] << 8 | b[3] : 0;
}

/* The packs of dir into *v, after removing the temporary files and the
 * halves left alone by a killed run (gitfix.h). */
static size_t list_packs(const char *dir, pk **v)
{
	char p[1400], q[1700];
	gitfix_pack_leftovers(dir);
	snprintf(p, sizeof p, "%s/objects/pack", dir);
	*v = NULL;
	DIR *d = opendir(p);
	if (!d)
		return 0;
	size_t n = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		const char *s = de->d_name;
		size_t l = strlen(s);
		if (strncmp(s, "pack-", 5) || l <= 4 || strcmp(s + l - 4, ".idx"))
			continue;
		*v = realloc(*v, (n + 1) * sizeof **v);
		if (!*v)
			abort();
		snprintf(q, sizeof q, "%s/%s", p, s);
		(*v)[n].name = strndup(s, l - 4);
		(*v)[n++].n = idx_count(q);
	}
	closedir(d);
	return n;
}

static void free_packs(pk *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

static int sync_path(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int rc = fsync(fd);
	close(fd);
	return rc;
}

static int foreach_cb(const git_oid *id, void *u)
{
	oids_add(u, id);
	return 0;
}

/* 1 when the pack whose index is idx holds every object of o. */
static int pack_holds(const char *idx, const oids *o)
{
	git_odb *odb = NULL;
	git_odb_backend *be = NULL;
	int ok = !git_odb_new(&odb) && !git_odb_backend_one_pack(&be, idx) && !git_odb_add_backend(odb, be, 1);
	if (!ok && be && odb)
		be->free(be);
	for (size_t i = 0; ok && i < o->n; i++)
		ok = git_odb_exists(odb, &o->v[i]);
	git_odb_free(odb);
	return ok;
}

/* The objects of pack `name` of dir added to o. */
static int pack_objects(const char *dir, const char *name, oids *o)
{
	char p[1600];
	git_odb_backend *be = NULL;
	snprintf(p, sizeof p, "%s/objects/pack/%s.idx", dir, name);
	int rc = git_odb_backend_one_pack(&be, p);
	if (rc == 0)
		rc = be->foreach(be, foreach_cb, o);
	if (be)
		be->free(be);
	return rc;
}

/* Writes the objects of want into one new pack of r (at dir), checks that
 * it holds each of them, and flushes it, its index and their names to
 * disk: only then may copies elsewhere go. *name gets the new pack's
 * name ("pack-HEX"). */
static int write_pack(git_repository *r, const char *dir, const oids *want, char name[64], es_err *e)
{
	git_packbuilder *pb = NULL;
	char p[1600];
	int rc = ES_OK;
	if (git_packbuilder_new(&pb, r) < 0)
		goto git_failed;
	git_packbuilder_set_threads(pb, 1);
	for (size_t i = 0; i < want->n; i++)
		if (git_packbuilder_insert(pb, &want->v[i], NULL) < 0)
			goto git_failed;
	if (git_packbuilder_write(pb, NULL, 0, NULL, NULL) < 0)
		goto git_failed;
	snprintf(name, 64, "pack-%s", git_packbuilder_name(pb));
	snprintf(p, sizeof p, "%s/objects/pack/%s.idx", dir, name);
	if (!pack_holds(p, want)) {
		rc = es_fail(e, ES_EIO, "pack %s of %s lacks objects it was given; nothing removed", name, dir);
		goto out;
	}
	int bad = sync_path(p);
	snprintf(p, sizeof p, "%s/objects/pack/%s.pack", dir, name);
	bad = bad || sync_path(p);
	snprintf(p, sizeof p, "%s/objects/pack", dir);
	bad = bad || sync_path(p);
	if (bad)
		rc = es_fail(e, ES_EIO, "cannot flush the new pack of %s: %s", dir, strerror(errno));
	goto out;
git_failed:;
	const git_error *ge = git_error_last();
	rc = es_fail(e, ES_EIO, "cannot pack %s: %s", dir, ge && ge->message ? ge->message : "git error");
out:
	git_packbuilder_free(pb);
	return rc;
}

static int by_count(const void *a, const void *b)
{
	unsigned long x = ((const pk *)a)->n, y = ((const pk *)b)->n;
	return (x > y) - (x < y);
}

/* How many of the packs v (sorted by object count, smallest first) to
 * combine so that the packs left, with the combined one, grow by a factor
 * of 2 at least from one to the next (git repack --geometric=2, which
 * counts objects too: bytes would not do, a combined pack being smaller
 * than its parts): each object is then rewritten about log2(history)
 * times in all, and a repository keeps about log2(history) packs. */
static size_t geometric_split(const pk *v, size_t n)
{
	size_t split = n - 1;
	/* From the largest down, the progression that already holds. */
	while (split > 0 && v[split].n >= 2 * v[split - 1].n)
		split--;
	if (split == 0)
		return 0;
	split++; /* the top of the pair that broke it goes too */
	unsigned long sum = 0;
	for (size_t i = 0; i < split; i++)
		sum += v[i].n;
	/* A larger pack that the combined one would not be half of joins. */
	while (split < n && v[split].n < 2 * sum)
		sum += v[split++].n;
	return split;
}

int gitpack_maybe(const char *dir, size_t min_loose, size_t max_packs, size_t *packed, es_err *e)
{
	*packed = 0;
#ifdef ES_TEST_HOOKS
	/* Test builds only: ESTAFETA_FAULT=pack-eio fails every packing, as
	 * a pack that cannot be read would. */
	const char *f = getenv("ESTAFETA_FAULT");
	if (f && !strcmp(f, "pack-eio"))
		return es_fail(e, ES_EIO, "cannot pack %s: input/output error (fault hook)", dir);
#endif
	oids loose = { 0 }, old = { 0 };
	/* Below a few hundred, one folder says too little: counted. */
	if (min_loose && (min_loose < 512 || loose_estimate(dir) >= min_loose))
		list_loose(dir, &loose);
	pk *packs;
	size_t npacks = list_packs(dir, &packs);
	int pack_loose = min_loose && loose.n >= min_loose, roll = max_packs && npacks + pack_loose > max_packs;
	if (!pack_loose && !roll) {
		free(loose.v);
		free_packs(packs, npacks);
		return ES_OK;
	}
	int rc = store_init(e);
	git_repository *r = NULL;
	char p[1600], name[64];
	if (!rc && git_repository_open_bare(&r, dir) < 0) {
		const git_error *ge = git_error_last();
		rc = es_fail(e, ES_EIO, "cannot open %s: %s", dir, ge && ge->message ? ge->message : "git error");
	}
	/* Loose objects of an older release (or of git itself) into a pack:
	 * removed only once it is on disk. */
	if (!rc && pack_loose && !(rc = write_pack(r, dir, &loose, name, e))) {
		for (size_t i = 0; i < loose.n; i++) {
			char hex[GIT_OID_HEXSZ + 1];
			git_oid_tostr(hex, sizeof hex, &loose.v[i]);
			snprintf(p, sizeof p, "%s/objects/%.2s/%s", dir, hex, hex + 2);
			unlink(p);
			snprintf(p, sizeof p, "%s/objects/%.2s", dir, hex);
			rmdir(p); /* fails while not empty */
		}
		*packed += loose.n;
		free_packs(packs, npacks);
		npacks = list_packs(dir, &packs);
	}
	/* Too many packs (one a commit): the small ones combined into one,
	 * written, checked and on disk before they go. */
	if (!rc && max_packs && npacks > max_packs) {
		qsort(packs, npacks, sizeof *packs, by_count);
		size_t split = geometric_split(packs, npacks);
		if (split < 2)
			split = npacks; /* cannot happen below 2^max_packs bytes */
		for (size_t i = 0; i < split && !rc; i++)
			if (pack_objects(dir, packs[i].name, &old) < 0) {
				const git_error *ge = git_error_last();
				rc = es_fail(e, ES_EIO, "cannot read %s of %s: %s", packs[i].name, dir,
					ge && ge->message ? ge->message : "git error");
			}
		if (!rc && !(rc = write_pack(r, dir, &old, name, e))) {
			for (size_t i = 0; i < split; i++) {
				if (!strcmp(packs[i].name, name))
					continue;
				/* The index first: a pack without one is
				 * ignored. */
				snprintf(p, sizeof p, "%s/objects/pack/%s.idx", dir, packs[i].name);
				unlink(p);
				snprintf(p, sizeof p, "%s/objects/pack/%s.pack", dir, packs[i].name);
				unlink(p);
			}
			*packed += old.n;
		}
	}
	git_repository_free(r);
	free_packs(packs, npacks);
	free(loose.v);
	free(old.v);
	return rc;
}
