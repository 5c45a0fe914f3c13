/* See gitpack.h. */
#include "adjudicator/gitpack.h"
#include "adjudicator/store.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <git2/sys/odb_backend.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Packs at most this many; one more and every object goes into one pack
 * (each lookup of an object absent from a pack costs one index search). */
#define MAX_PACKS 16

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

static int has(const char *path)
{
	return !access(path, F_OK);
}

/* The packs of dir (names "pack-HEX" without suffix) into *names, after
 * removing the halves left alone by a killed run. */
static size_t list_packs(const char *dir, char ***names)
{
	char p[1400], q[1700];
	snprintf(p, sizeof p, "%s/objects/pack", dir);
	*names = NULL;
	DIR *d = opendir(p);
	if (!d)
		return 0;
	size_t n = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		const char *s = de->d_name;
		size_t l = strlen(s);
		int idx = l > 4 && !strcmp(s + l - 4, ".idx"), pack = l > 5 && !strcmp(s + l - 5, ".pack");
		if (!strncmp(s, "pack_git2_", 10)) {
			/* libgit2's temporary files of a pack being written
			 * when a run was killed (nothing else writes here
			 * under the data root's lock). */
			snprintf(q, sizeof q, "%s/%s", p, s);
			unlink(q);
			continue;
		}
		if (strncmp(s, "pack-", 5) || (!idx && !pack))
			continue;
		size_t base = l - (idx ? 4 : 5);
		snprintf(q, sizeof q, "%s/%.*s%s", p, (int)base, s, idx ? ".pack" : ".idx");
		if (!has(q)) {
			/* Half a pack is no pack to git: every object it
			 * holds is still loose (see gitpack.h). */
			snprintf(q, sizeof q, "%s/%s", p, s);
			unlink(q);
			continue;
		}
		if (!idx)
			continue;
		*names = realloc(*names, (n + 1) * sizeof **names);
		if (!*names)
			abort();
		(*names)[n++] = strndup(s, base);
	}
	closedir(d);
	return n;
}

/* How many pack indexes dir holds: a repository that receives pushes
 * (a local mirror) gets one pack a push and no loose object. */
static size_t count_packs(const char *dir)
{
	char p[1400];
	snprintf(p, sizeof p, "%s/objects/pack", dir);
	DIR *d = opendir(p);
	size_t n = 0;
	struct dirent *de;
	while (d && (de = readdir(d))) {
		size_t l = strlen(de->d_name);
		n += l > 4 && !strcmp(de->d_name + l - 4, ".idx");
	}
	if (d)
		closedir(d);
	return n;
}

static void free_names(char **v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i]);
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

int gitpack_maybe(const char *dir, size_t min_loose, size_t *packed, es_err *e)
{
	*packed = 0;
	if (!min_loose)
		return ES_OK;
	oids loose = { 0 }, all = { 0 };
	list_loose(dir, &loose);
	if (loose.n < min_loose && count_packs(dir) <= MAX_PACKS) {
		free(loose.v);
		return ES_OK;
	}
	int rc = store_init(e);
	if (rc)
		return rc;
	char **old;
	size_t nold = list_packs(dir, &old);
	/* Too many packs: this one takes every object, loose or packed. */
	int merge = nold + 1 > MAX_PACKS;
	git_repository *r = NULL;
	git_packbuilder *pb = NULL;
	git_odb *odb = NULL;
	const oids *want = &loose;
	char p[1600];
	const git_error *ge;
	if (git_repository_open_bare(&r, dir) < 0 || git_packbuilder_new(&pb, r) < 0)
		goto git_failed;
	git_packbuilder_set_threads(pb, 1);
	if (merge) {
		if (git_repository_odb(&odb, r) < 0 || git_odb_foreach(odb, foreach_cb, &all) < 0)
			goto git_failed;
		want = &all;
	}
	for (size_t i = 0; i < want->n; i++)
		if (git_packbuilder_insert(pb, &want->v[i], NULL) < 0)
			goto git_failed;
	if (git_packbuilder_write(pb, NULL, 0, NULL, NULL) < 0)
		goto git_failed;
	const char *name = git_packbuilder_name(pb);
	snprintf(p, sizeof p, "%s/objects/pack/pack-%s.idx", dir, name);
	if (!pack_holds(p, want)) {
		rc = es_fail(e, ES_EIO, "pack %s of %s lacks objects it was given; loose objects kept", name, dir);
		goto out;
	}
	/* The pack, its index and their names on disk before any loose
	 * copy goes. */
	int bad = sync_path(p);
	snprintf(p, sizeof p, "%s/objects/pack/pack-%s.pack", dir, name);
	bad = bad || sync_path(p);
	snprintf(p, sizeof p, "%s/objects/pack", dir);
	bad = bad || sync_path(p);
	if (bad) {
		rc = es_fail(e, ES_EIO, "cannot flush the new pack of %s: %s", dir, strerror(errno));
		goto out;
	}
	for (size_t i = 0; i < loose.n; i++) {
		char hex[GIT_OID_HEXSZ + 1];
		git_oid_tostr(hex, sizeof hex, &loose.v[i]);
		snprintf(p, sizeof p, "%s/objects/%.2s/%s", dir, hex, hex + 2);
		unlink(p);
		snprintf(p, sizeof p, "%s/objects/%.2s", dir, hex);
		rmdir(p); /* fails while not empty */
	}
	for (size_t i = 0; merge && i < nold; i++) {
		if (!strcmp(old[i] + 5, name))
			continue;
		/* The index first: a pack without one is ignored. */
		snprintf(p, sizeof p, "%s/objects/pack/%s.idx", dir, old[i]);
		unlink(p);
		snprintf(p, sizeof p, "%s/objects/pack/%s.pack", dir, old[i]);
		unlink(p);
	}
	*packed = want->n;
	goto out;
git_failed:
	ge = git_error_last();
	rc = es_fail(e, ES_EIO, "cannot pack %s: %s", dir, ge && ge->message ? ge->message : "git error");
out:
	git_odb_free(odb);
	git_packbuilder_free(pb);
	git_repository_free(r);
	free_names(old, nold);
	free(loose.v);
	free(all.v);
	return rc;
}
