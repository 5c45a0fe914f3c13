/* Benchmark: the floor under a batch's git work. For each game of BEFORE
 * (a copy of DATA/games taken before the batch) it reads from AFTER (the
 * games after the batch) exactly the objects the batch wrote: the new
 * commits (HEAD of AFTER back to HEAD of BEFORE), and of their trees every
 * tree and blob that BEFORE's object database lacks. Then, in this one
 * process, it writes them into two more copies of BEFORE, plus one ref
 * update per game:
 *   LOOSE   as loose objects (git_odb_write), one file each;
 *   PACKED  as one pack and index per repository the libgit2 way (its
 *           mempack backend, then a packbuilder on one thread, then the
 *           object database's writepack): the floor;
 *   DUMPED  (optional) the same through git_mempack_dump and the object
 *           database's writepack;
 *   OWN     (optional) one pack and index per repository as store_commit
 *           writes them (a packbuilder writing into objects/pack).
 * Each way is followed by one syncfs over its copy, timed apart: the
 * batch's own durability barrier. Prints "name value unit" lines.
 *   bench_floor BEFORE AFTER LOOSE PACKED [DUMPED [OWN]] */

#include <dirent.h>
#include <fcntl.h>
#include <git2.h>
#include <git2/sys/mempack.h>
#include <git2/sys/odb_backend.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct obj {
	git_oid id;
	git_object_t type;
	void *data;
	size_t len;
} obj;

typedef struct game {
	char *name;
	char ref[256]; /* the branch HEAD names */
	git_oid head;
	obj *o;
	size_t n, cap;
} game;

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void die(const char *what, const char *arg)
{
	const git_error *g = git_error_last();
	fprintf(stderr, "bench_floor: %s %s: %s\n", what, arg, g && g->message ? g->message : "failed");
	exit(1);
}

static int seen(const game *g, const git_oid *id)
{
	for (size_t i = 0; i < g->n; i++)
		if (git_oid_equal(&g->o[i].id, id))
			return 1;
	return 0;
}

/* Copies object id of src into g unless old holds it or g has it. 1 when
 * it was new. */
static int take(game *g, git_odb *src, git_odb *old, const git_oid *id)
{
	if (git_odb_exists(old, id) || seen(g, id))
		return 0;
	git_odb_object *o;
	if (git_odb_read(&o, src, id) < 0)
		die("cannot read an object of", g->name);
	if (g->n == g->cap) {
		g->cap = g->cap ? 2 * g->cap : 32;
		g->o = realloc(g->o, g->cap * sizeof *g->o);
		if (!g->o)
			abort();
	}
	obj *d = &g->o[g->n++];
	d->id = *id;
	d->type = git_odb_object_type(o);
	d->len = git_odb_object_size(o);
	d->data = malloc(d->len + 1);
	if (!d->data)
		abort();
	memcpy(d->data, git_odb_object_data(o), d->len);
	git_odb_object_free(o);
	return 1;
}

/* A tree BEFORE holds brings everything below it along. */
static void take_tree(game *g, git_repository *r, git_odb *src, git_odb *old, const git_oid *id)
{
	if (!take(g, src, old, id))
		return;
	git_tree *t;
	if (git_tree_lookup(&t, r, id) < 0)
		die("cannot read a tree of", g->name);
	for (size_t i = 0; i < git_tree_entrycount(t); i++) {
		const git_tree_entry *e = git_tree_entry_byindex(t, i);
		if (git_tree_entry_type(e) == GIT_OBJECT_TREE)
			take_tree(g, r, src, old, git_tree_entry_id(e));
		else if (git_tree_entry_type(e) == GIT_OBJECT_BLOB)
			take(g, src, old, git_tree_entry_id(e));
	}
	git_tree_free(t);
}

static void collect(game *g, const char *before, const char *after)
{
	git_repository *rb, *ra;
	git_odb *ob, *oa;
	git_reference *h;
	git_oid old;
	if (git_repository_open_bare(&rb, before) < 0 || git_repository_open_bare(&ra, after) < 0)
		die("cannot open", g->name);
	if (git_repository_odb(&ob, rb) < 0 || git_repository_odb(&oa, ra) < 0)
		die("no object database in", g->name);
	if (git_reference_lookup(&h, ra, "HEAD") < 0 || git_reference_type(h) != GIT_REFERENCE_SYMBOLIC)
		die("no symbolic HEAD in", g->name);
	snprintf(g->ref, sizeof g->ref, "%s", git_reference_symbolic_target(h));
	git_reference_free(h);
	if (git_reference_name_to_id(&g->head, ra, "HEAD") < 0)
		die("no HEAD in", after);
	int has_old = git_reference_name_to_id(&old, rb, "HEAD") == 0;
	git_revwalk *w;
	git_oid c;
	if (git_revwalk_new(&w, ra) < 0 || git_revwalk_push(w, &g->head) < 0 ||
		(has_old && git_revwalk_hide(w, &old) < 0))
		die("cannot walk", g->name);
	while (git_revwalk_next(&c, w) == 0) {
		git_commit *cm;
		take(g, oa, ob, &c);
		if (git_commit_lookup(&cm, ra, &c) < 0)
			die("cannot read a commit of", g->name);
		take_tree(g, ra, oa, ob, git_commit_tree_id(cm));
		git_commit_free(cm);
	}
	git_revwalk_free(w);
	git_odb_free(ob);
	git_odb_free(oa);
	git_repository_free(rb);
	git_repository_free(ra);
}

static void set_ref(git_repository *r, const game *g)
{
	git_reference *ref;
	if (git_reference_create(&ref, r, g->ref, &g->head, 1, NULL) < 0)
		die("cannot move the ref of", g->name);
	git_reference_free(ref);
}

/* p gets the path of g's copy under root. */
static void open_repo(const char *root, const game *g, char p[2048], git_repository **r, git_odb **odb)
{
	snprintf(p, 2048, "%s/%s", root, g->name);
	if (git_repository_open_bare(r, p) < 0 || git_repository_odb(odb, *r) < 0)
		die("cannot open", p);
}

/* ... with a mempack backend over every other one. */
static void open_mem(const char *root, const game *g, char p[2048], git_repository **r, git_odb **odb,
	git_odb_backend **mp)
{
	open_repo(root, g, p, r, odb);
	if (git_mempack_new(mp) < 0 || git_odb_add_backend(*odb, *mp, 999) < 0)
		die("no mempack in", p);
}

static void write_loose(const char *root, const game *g)
{
	char p[2048];
	git_repository *r;
	git_odb *odb;
	git_oid id;
	open_repo(root, g, p, &r, &odb);
	for (size_t i = 0; i < g->n; i++)
		if (git_odb_write(&id, odb, g->o[i].data, g->o[i].len, g->o[i].type) < 0)
			die("cannot write an object in", p);
	set_ref(r, g);
	git_odb_free(odb);
	git_repository_free(r);
}

/* The objects of g into the mempack of odb, and each into a new
 * packbuilder (one thread) of r. */
static git_packbuilder *build_pack(git_repository *r, git_odb *odb, const game *g, const char *p)
{
	git_packbuilder *pb;
	git_oid id;
	if (git_packbuilder_new(&pb, r) < 0)
		die("no packbuilder in", p);
	git_packbuilder_set_threads(pb, 1);
	for (size_t i = 0; i < g->n; i++)
		if (git_odb_write(&id, odb, g->o[i].data, g->o[i].len, g->o[i].type) < 0 ||
			git_packbuilder_insert(pb, &id, NULL) < 0)
			die("cannot write an object in", p);
	return pb;
}

/* The objects go to a mempack backend, one packbuilder (one thread)
 * builds the pack in memory, the object database's writepack indexes it
 * in one append. */
static void write_packed(const char *root, const game *g)
{
	char p[2048];
	git_repository *r;
	git_odb *odb;
	git_odb_backend *mp;
	git_odb_writepack *wp;
	git_indexer_progress st;
	git_buf pack = { 0 };
	open_mem(root, g, p, &r, &odb, &mp);
	git_packbuilder *pb = build_pack(r, odb, g, p);
	if (git_packbuilder_write_buf(&pack, pb) < 0 || git_odb_write_pack(&wp, odb, NULL, NULL) < 0 ||
		wp->append(wp, pack.ptr, pack.size, &st) < 0 || wp->commit(wp, &st) < 0)
		die("cannot write the pack of", p);
	wp->free(wp);
	git_buf_dispose(&pack);
	git_packbuilder_free(pb);
	git_mempack_reset(mp);
	set_ref(r, g);
	git_odb_free(odb);
	git_repository_free(r);
}

/* The first way: git_mempack_dump (a packbuilder of its own,
 * with a thread a core), then the object database's writepack. */
static void write_dumped(const char *root, const game *g)
{
	char p[2048];
	git_repository *r;
	git_odb *odb;
	git_odb_backend *mp;
	git_odb_writepack *wp;
	git_indexer_progress st;
	git_buf pack = { 0 };
	git_oid id;
	open_mem(root, g, p, &r, &odb, &mp);
	for (size_t i = 0; i < g->n; i++)
		if (git_odb_write(&id, odb, g->o[i].data, g->o[i].len, g->o[i].type) < 0)
			die("cannot write an object in", p);
	if (git_mempack_dump(&pack, r, mp) < 0 || git_odb_write_pack(&wp, odb, NULL, NULL) < 0 ||
		wp->append(wp, pack.ptr, pack.size, &st) < 0 || wp->commit(wp, &st) < 0)
		die("cannot write the pack of", p);
	wp->free(wp);
	git_buf_dispose(&pack);
	git_mempack_reset(mp);
	set_ref(r, g);
	git_odb_free(odb);
	git_repository_free(r);
}

/* As store_commit does: the objects go to a mempack backend, one
 * packbuilder (one thread) writes the pack and its index straight into
 * objects/pack. */
static void write_built(const char *root, const game *g)
{
	char p[2048];
	git_repository *r;
	git_odb *odb;
	git_odb_backend *mp;
	open_mem(root, g, p, &r, &odb, &mp);
	git_packbuilder *pb = build_pack(r, odb, g, p);
	if (git_packbuilder_write(pb, NULL, 0, NULL, NULL) < 0 || git_odb_refresh(odb) < 0)
		die("cannot write the pack of", p);
	git_packbuilder_free(pb);
	git_mempack_reset(mp);
	set_ref(r, g);
	git_odb_free(odb);
	git_repository_free(r);
}

static double barrier(const char *root)
{
	double t0 = now_s();
	int fd = open(root, O_RDONLY | O_DIRECTORY);
	if (fd < 0 || syncfs(fd)) {
		perror(root);
		exit(1);
	}
	close(fd);
	return now_s() - t0;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const game *)a)->name, ((const game *)b)->name);
}

int main(int argc, char **argv)
{
	if (argc < 5 || argc > 7) {
		fputs("usage: bench_floor BEFORE AFTER LOOSE PACKED [DUMPED [OWN]]\n", stderr);
		return 2;
	}
	git_libgit2_init();
	git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, 0);
	DIR *d = opendir(argv[1]);
	if (!d) {
		perror(argv[1]);
		return 1;
	}
	game *g = NULL;
	size_t n = 0, cap = 0, objs = 0, bytes = 0;
	struct dirent *de;
	char pb[2048], pa[2048];
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(pb, sizeof pb, "%s/%s", argv[1], de->d_name);
		snprintf(pa, sizeof pa, "%s/%s", argv[2], de->d_name);
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			g = realloc(g, cap * sizeof *g);
			if (!g)
				abort();
		}
		memset(&g[n], 0, sizeof *g);
		g[n].name = strdup(de->d_name);
		collect(&g[n], pb, pa);
		if (!g[n].n) { /* the batch did not touch it */
			free(g[n].name);
			continue;
		}
		objs += g[n].n;
		for (size_t i = 0; i < g[n].n; i++)
			bytes += g[n].o[i].len;
		n++;
	}
	closedir(d);
	qsort(g, n, sizeof *g, by_name);
	if (!n) {
		fputs("bench_floor: the batch wrote nothing\n", stderr);
		return 1;
	}
	printf("floor_games %zu games changed, %.1f objects and %.0f bytes (uncompressed) per game\n", n,
		(double)objs / (double)n, (double)bytes / (double)n);
	barrier(argv[3]); /* nothing of the copies left to flush */
	double t0 = now_s();
	for (size_t i = 0; i < n; i++)
		write_loose(argv[3], &g[i]);
	double loose = now_s() - t0, loose_sync = barrier(argv[3]);
	t0 = now_s();
	for (size_t i = 0; i < n; i++)
		write_packed(argv[4], &g[i]);
	double packed = now_s() - t0, packed_sync = barrier(argv[4]);
	double dumped = 0, dumped_sync = 0, own = 0, own_sync = 0;
	if (argc >= 6) {
		t0 = now_s();
		for (size_t i = 0; i < n; i++)
			write_dumped(argv[5], &g[i]);
		dumped = now_s() - t0, dumped_sync = barrier(argv[5]);
	}
	if (argc == 7) {
		t0 = now_s();
		for (size_t i = 0; i < n; i++)
			write_built(argv[6], &g[i]);
		own = now_s() - t0, own_sync = barrier(argv[6]);
	}
	printf("floor_loose_write %.0f ms (%.2f ms a game)\n", loose * 1e3, loose * 1e3 / (double)n);
	printf("floor_loose_barrier %.0f ms\n", loose_sync * 1e3);
	printf("floor_packed_write %.0f ms (%.2f ms a game)\n", packed * 1e3, packed * 1e3 / (double)n);
	printf("floor_packed_barrier %.0f ms\n", packed_sync * 1e3);
	if (argc >= 6) {
		printf("floor_dumped_write %.0f ms (%.2f ms a game; git_mempack_dump + writepack)\n", dumped * 1e3,
			dumped * 1e3 / (double)n);
		printf("floor_dumped_barrier %.0f ms\n", dumped_sync * 1e3);
	}
	if (argc == 7) {
		printf("floor_own_write %.0f ms (%.2f ms a game; packbuilder into objects/pack, as store_commit writes)\n", own * 1e3,
			own * 1e3 / (double)n);
		printf("floor_own_barrier %.0f ms\n", own_sync * 1e3);
	}
	for (size_t i = 0; i < n; i++) {
		for (size_t k = 0; k < g[i].n; k++)
			free(g[i].o[k].data);
		free(g[i].o);
		free(g[i].name);
	}
	free(g);
	git_libgit2_shutdown();
	return 0;
}
