/* Git-backed state store (see store.h). A change is kept as a trie of the
 * paths it touches; a commit walks that trie beside the parent's tree and
 * rebuilds only the trees on the touched paths, every other subtree is
 * carried over by id. */
#include "adjudicator/store/store.h"

#include <git2.h>
#include <git2/sys/mempack.h>
#include <git2/sys/odb_backend.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#define SIG_NAME "Estafeta"
#define SIG_EMAIL "estafeta@localhost"
#define BRANCH "main"

struct store {
	git_repository *repo;
	git_odb_backend *mem; /* a commit's new objects until they are packed */
	git_oid *ids;         /* ... and their ids */
	size_t nids, capids;
	store_stats stats;
	/* The object database's backends whose refresh is off while a
	 * commit is built (refresh_off), and their refresh functions. */
	git_odb_backend *quiet[8];
	int (*refresh[8])(git_odb_backend *);
	size_t nquiet;
};

/* ---- change trie --------------------------------------------------------- */

enum {
	N_MERGE,  /* directory: edits on top of the parent's entry */
	N_FRESH,  /* directory: starts empty (it replaced a file or a removal) */
	N_FILE,   /* file with data */
	N_REMOVE, /* gone, whatever it was */
};

typedef struct node {
	char *name;
	int kind;
	char *data;
	size_t len;
	struct node **kids;
	size_t nkids, cap;
} node;

struct store_change {
	node root;
	char *bad; /* first malformed path, reported by store_commit */
};

static void node_clear(node *n)
{
	for (size_t i = 0; i < n->nkids; i++) {
		node_clear(n->kids[i]);
		free(n->kids[i]->name);
		free(n->kids[i]);
	}
	free(n->kids);
	free(n->data);
	n->kids = NULL;
	n->nkids = n->cap = 0;
	n->data = NULL;
	n->len = 0;
}

static node *node_kid(node *n, const char *name, size_t len)
{
	for (size_t i = 0; i < n->nkids; i++)
		if (strncmp(n->kids[i]->name, name, len) == 0 &&
		    n->kids[i]->name[len] == '\0')
			return n->kids[i];
	if (n->nkids == n->cap) {
		n->cap = n->cap ? 2 * n->cap : 4;
		n->kids = xrealloc(n->kids, n->cap * sizeof *n->kids);
	}
	node *k = xcalloc(1, sizeof *k);
	k->name = xstrndup(name, len);
	k->kind = N_MERGE;
	n->kids[n->nkids++] = k;
	return k;
}

/* A relative path of non-empty components; none may be ".", ".." or
 * ".git" (git fsck rejects the last in any case). */
static int path_ok(const char *p)
{
	if (!p || !*p || strlen(p) > 4096)
		return 0;
	for (;;) {
		size_t n = strcspn(p, "/");
		if (n == 0 || (n == 1 && p[0] == '.') ||
		    (n == 2 && p[0] == '.' && p[1] == '.') ||
		    (n == 4 && strncasecmp(p, ".git", 4) == 0))
			return 0;
		if (!p[n])
			return 1;
		p += n + 1;
	}
}

store_change *store_change_new(void)
{
	store_change *c = xcalloc(1, sizeof *c);
	c->root.kind = N_MERGE;
	return c;
}

void store_change_free(store_change *c)
{
	if (!c)
		return;
	node_clear(&c->root);
	free(c->bad);
	free(c);
}

static int change_path(store_change *c, const char *path)
{
	if (path_ok(path))
		return 1;
	if (!c->bad)
		c->bad = xstrdup(path ? path : "(null)");
	return 0;
}

void store_change_put(store_change *c, const char *path, const void *data,
	size_t len)
{
	if (!change_path(c, path))
		return;
	node *n = &c->root;
	for (const char *p = path;;) {
		size_t k = strcspn(p, "/");
		n = node_kid(n, p, k);
		if (!p[k])
			break;
		if (n->kind == N_FILE || n->kind == N_REMOVE) {
			node_clear(n);
			n->kind = N_FRESH;
		}
		p += k + 1;
	}
	node_clear(n);
	n->kind = N_FILE;
	n->data = xmalloc(len + 1);
	if (len)
		memcpy(n->data, data, len);
	n->len = len;
}

void store_change_remove(store_change *c, const char *path)
{
	if (!change_path(c, path))
		return;
	node *n = &c->root;
	for (const char *p = path;;) {
		size_t k = strcspn(p, "/");
		n = node_kid(n, p, k);
		if (!p[k])
			break;
		if (n->kind == N_FILE || n->kind == N_REMOVE)
			return; /* nothing below a file or a removal */
		p += k + 1;
	}
	node_clear(n);
	n->kind = N_REMOVE;
}

/* ---- helpers --------------------------------------------------------------- */

static int gfail(es_err *e, int rc, const char *what, const char *arg)
{
	const git_error *g = git_error_last();
	int code = ES_EIO;
	if (rc == GIT_ENOTFOUND || rc == GIT_EUNBORNBRANCH)
		code = ES_ENOTFOUND;
	else if (rc == GIT_EMODIFIED || rc == GIT_EEXISTS)
		code = ES_ECONFLICT;
	return es_fail(e, code, "store: %s %s: %s", what, arg ? arg : "",
		g && g->message ? g->message : "git error");
}

int store_init(es_err *e)
{
	static int done;
	if (done)
		return 0;
	if (git_libgit2_init() < 0)
		return gfail(e, -1, "cannot start", "libgit2");
	/* Game repositories may be created by another uid (a cron user, an
	 * admin by hand); git's safe.directory ownership check would make
	 * libgit2 refuse to open them with GIT_EOWNER. */
	git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, 0);
	/* The service user's ~/.gitconfig, the XDG and system ones are not
	 * read: nothing in them may change what the judge writes (a commit
	 * is the same bytes on every host), and each repository open read
	 * all three again. */
	static const int levels[] = { GIT_CONFIG_LEVEL_SYSTEM, GIT_CONFIG_LEVEL_XDG, GIT_CONFIG_LEVEL_GLOBAL,
		GIT_CONFIG_LEVEL_PROGRAMDATA };
	for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
		git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, levels[i], "");
	done = 1;
	return 0;
}

static int hex_ok(const char *h)
{
	if (!h || strlen(h) != GIT_OID_HEXSZ)
		return 0;
	return strspn(h, "0123456789abcdefABCDEF") == GIT_OID_HEXSZ;
}

static int parse_hex(git_oid *id, const char *hex, es_err *e)
{
	if (!hex_ok(hex) || git_oid_fromstr(id, hex) < 0)
		return es_fail(e, ES_ERR, "store: bad commit id \"%s\"",
			hex ? hex : "(null)");
	return 0;
}

static int head_id(store *s, git_oid *id, es_err *e)
{
	int rc = git_reference_name_to_id(id, s->repo, "HEAD");
	if (rc == GIT_ENOTFOUND || rc == GIT_EUNBORNBRANCH)
		return es_fail(e, ES_ENOTFOUND, "store: no commit yet");
	return rc < 0 ? gfail(e, rc, "cannot resolve", "HEAD") : 0;
}

/* Root tree of commit hex, or of HEAD when hex is NULL. */
static int commit_tree(store *s, const char *hex, git_tree **out, es_err *e)
{
	git_oid id;
	git_commit *c;
	int rc = hex ? parse_hex(&id, hex, e) : head_id(s, &id, e);
	if (rc < 0)
		return rc;
	rc = git_commit_lookup(&c, s->repo, &id);
	if (rc < 0)
		return gfail(e, rc, "no commit", hex ? hex : "HEAD");
	rc = git_commit_tree(out, c);
	git_commit_free(c);
	return rc < 0 ? gfail(e, rc, "no tree for", hex ? hex : "HEAD") : 0;
}

/* ---- repository ------------------------------------------------------------ */

int store_create(const char *dir, es_err *e)
{
	git_repository_init_options o = GIT_REPOSITORY_INIT_OPTIONS_INIT;
	git_repository *r;
	int rc = store_init(e);
	if (rc < 0)
		return rc;
	o.flags = GIT_REPOSITORY_INIT_BARE | GIT_REPOSITORY_INIT_NO_REINIT |
		GIT_REPOSITORY_INIT_MKPATH;
	o.initial_head = BRANCH; /* not git's default, not the user's config */
	rc = git_repository_init_ext(&r, dir, &o);
	if (rc == GIT_EEXISTS)
		return es_fail(e, ES_ECONFLICT, "store: %s already exists", dir);
	if (rc < 0)
		return gfail(e, rc, "cannot create", dir);
	git_repository_free(r);
	return 0;
}

/* libgit2 says "not found" for a repository it may not read: the folder,
 * or the HEAD and objects/ it looks for, refused to this user. */
static int unreadable(const char *dir)
{
	static const char *const part[] = { "", "/HEAD", "/objects" };
	for (size_t i = 0; i < sizeof part / sizeof *part; i++) {
		char path[4200];
		snprintf(path, sizeof path, "%s%s", dir, part[i]);
		int fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0 && errno == EACCES)
			return 1;
		if (fd >= 0)
			close(fd);
	}
	return 0;
}

int store_open(store **out, const char *dir, es_err *e)
{
	git_repository *r;
	int rc = store_init(e);
	*out = NULL;
	if (rc < 0)
		return rc;
	rc = git_repository_open_bare(&r, dir);
	if (rc == GIT_ENOTFOUND && unreadable(dir))
		return es_fail(e, ES_EPERM, "store: the repository at %s cannot be read: permission denied (it belongs "
					    "to another user, or its mode)",
			dir);
	if (rc == GIT_ENOTFOUND)
		return es_fail(e, ES_ENOTFOUND, "store: no repository at %s",
			dir);
	if (rc < 0)
		return gfail(e, rc, "cannot open", dir);
	*out = xcalloc(1, sizeof **out);
	(*out)->repo = r;
	return 0;
}

void store_free(store *s)
{
	if (!s)
		return;
	free(s->ids);
	git_repository_free(s->repo);
	free(s);
}

void store_last_stats(const store *s, store_stats *out)
{
	*out = s->stats;
}

/* ---- reading --------------------------------------------------------------- */

/* The entry at path of root (an owned copy), or ES_ENOTFOUND. */
static int entry_at(git_tree *root, const char *path, git_tree_entry **out,
	es_err *e)
{
	if (!path_ok(path))
		return es_fail(e, ES_ERR, "store: bad path \"%s\"",
			path ? path : "(null)");
	int rc = git_tree_entry_bypath(out, root, path);
	if (rc == GIT_ENOTFOUND)
		return es_fail(e, ES_ENOTFOUND, "store: no %s", path);
	return rc < 0 ? gfail(e, rc, "cannot look up", path) : 0;
}

static int read_in(store *s, git_tree *root, const char *path, char **out,
	size_t *len, es_err *e)
{
	git_tree_entry *ent;
	git_blob *b;
	int rc = entry_at(root, path, &ent, e);
	if (rc < 0)
		return rc;
	if (git_tree_entry_type(ent) != GIT_OBJECT_BLOB) {
		git_tree_entry_free(ent);
		return es_fail(e, ES_ENOTFOUND, "store: %s is a directory",
			path);
	}
	rc = git_blob_lookup(&b, s->repo, git_tree_entry_id(ent));
	git_tree_entry_free(ent);
	if (rc < 0)
		return gfail(e, rc, "cannot read", path);
	size_t n = (size_t)git_blob_rawsize(b);
	char *p = xmalloc(n + 1);
	if (n)
		memcpy(p, git_blob_rawcontent(b), n);
	p[n] = '\0';
	git_blob_free(b);
	*out = p;
	if (len)
		*len = n;
	return 0;
}

int store_read_at(store *s, const char *commit_hex, const char *path,
	char **out, size_t *len, es_err *e)
{
	git_tree *root;
	*out = NULL;
	if (!commit_hex)
		return es_fail(e, ES_ERR, "store: no commit id given");
	int rc = commit_tree(s, commit_hex, &root, e);
	if (rc < 0)
		return rc;
	rc = read_in(s, root, path, out, len, e);
	git_tree_free(root);
	return rc;
}

int store_read(store *s, const char *path, char **out, size_t *len,
	es_err *e)
{
	git_tree *root;
	*out = NULL;
	int rc = commit_tree(s, NULL, &root, e);
	if (rc < 0)
		return rc;
	rc = read_in(s, root, path, out, len, e);
	git_tree_free(root);
	return rc;
}

int store_exists(store *s, const char *path)
{
	git_tree *root;
	git_tree_entry *ent;
	if (commit_tree(s, NULL, &root, NULL) < 0)
		return 0;
	int rc = entry_at(root, path, &ent, NULL);
	git_tree_free(root);
	if (rc < 0)
		return 0;
	git_tree_entry_free(ent);
	return 1;
}

int store_list_at(store *s, const char *commit_hex, const char *dir,
	int (*cb)(const char *name, void *u), void *u, es_err *e)
{
	git_tree *root, *t;
	int rc = commit_tree(s, commit_hex, &root, e);
	if (rc < 0)
		return rc;
	if (!dir || !*dir) {
		t = root;
	} else {
		git_tree_entry *ent;
		rc = entry_at(root, dir, &ent, e);
		git_tree_free(root); /* ent is a copy */
		if (rc < 0)
			return rc;
		if (git_tree_entry_type(ent) != GIT_OBJECT_TREE)
			rc = es_fail(e, ES_ENOTFOUND,
				"store: %s is not a directory", dir);
		else if ((rc = git_tree_lookup(&t, s->repo,
				  git_tree_entry_id(ent))) < 0)
			rc = gfail(e, rc, "cannot read", dir);
		git_tree_entry_free(ent);
		if (rc < 0)
			return rc;
	}
	size_t n = git_tree_entrycount(t);
	for (size_t i = 0; i < n && rc == 0; i++)
		rc = cb(git_tree_entry_name(git_tree_entry_byindex(t, i)), u);
	git_tree_free(t);
	return rc;
}

/* ---- committing ------------------------------------------------------------ */

static void written(store *s, const git_oid *id)
{
	if (s->nids == s->capids) {
		s->capids = s->capids ? 2 * s->capids : 32;
		s->ids = xrealloc(s->ids, s->capids * sizeof *s->ids);
	}
	s->ids[s->nids++] = *id;
}

/* Writes the tree for n applied to base (NULL = empty). *empty says the
 * result has no entries; an empty subtree is not written, the root is. */
static int build(store *s, const node *n, const git_tree *base, int root,
	git_oid *out, int *empty, es_err *e)
{
	git_treebuilder *b;
	int rc = git_treebuilder_new(&b, s->repo, base);
	if (rc < 0)
		return gfail(e, rc, "cannot build tree", n->name);
	if (base)
		s->stats.entries_loaded += git_tree_entrycount(base);
	for (size_t i = 0; i < n->nkids && rc == 0; i++) {
		const node *k = n->kids[i];
		const git_tree_entry *ent = git_treebuilder_get(b, k->name);
		git_object_t type = ent ? git_tree_entry_type(ent) :
					  GIT_OBJECT_INVALID;
		git_oid id, old;
		if (ent)
			git_oid_cpy(&old, git_tree_entry_id(ent));
		ent = NULL; /* the builder may move it from here on */
		if (k->kind == N_FILE) {
			rc = git_blob_create_from_buffer(&id, s->repo, k->data,
				k->len);
			if (rc == 0) {
				written(s, &id);
				rc = git_treebuilder_insert(NULL, b, k->name,
					&id, GIT_FILEMODE_BLOB);
			}
			s->stats.blobs_written++;
		} else if (k->kind == N_REMOVE) {
			if (type != GIT_OBJECT_INVALID)
				rc = git_treebuilder_remove(b, k->name);
		} else {
			git_tree *sub = NULL;
			int sub_empty;
			if (k->kind == N_MERGE && type == GIT_OBJECT_TREE &&
			    (rc = git_tree_lookup(&sub, s->repo, &old)) < 0)
				break;
			int r2 = build(s, k, sub, 0, &id, &sub_empty, e);
			git_tree_free(sub);
			if (r2 < 0) { /* e is filled already */
				git_treebuilder_free(b);
				return r2;
			}
			if (!sub_empty)
				rc = git_treebuilder_insert(NULL, b, k->name,
					&id, GIT_FILEMODE_TREE);
			/* A merge that only removed things under a file
			 * leaves the file alone. */
			else if (type == GIT_OBJECT_TREE ||
			    (type != GIT_OBJECT_INVALID && k->kind == N_FRESH))
				rc = git_treebuilder_remove(b, k->name);
		}
	}
	if (rc == 0) {
		*empty = git_treebuilder_entrycount(b) == 0;
		if (!*empty || root) {
			rc = git_treebuilder_write(out, b);
			if (rc == 0)
				written(s, out);
			s->stats.trees_written++;
		}
	}
	git_treebuilder_free(b);
	return rc < 0 ? gfail(e, rc, "cannot write tree", n->name) : 0;
}

/* Every object a commit writes goes first to a mempack backend, the
 * highest-priority one, so that the new blobs, trees and commit of one
 * commit become one pack and its index (two files, where loose objects
 * are one file each, and as many directories). Attached once per open
 * repository: libgit2 cannot detach a backend, and an emptied mempack
 * costs a hash lookup per read. */
static int mem_attach(store *s, es_err *e)
{
	git_odb *odb = NULL;
	if (s->mem)
		return 0;
	int rc = git_repository_odb(&odb, s->repo);
	if (rc == 0 && (rc = git_mempack_new(&s->mem)) == 0 && (rc = git_odb_add_backend(odb, s->mem, 999)) < 0) {
		s->mem->free(s->mem);
		s->mem = NULL;
	}
	git_odb_free(odb);
	return rc < 0 ? gfail(e, rc, "cannot prepare", "the pack") : 0;
}

/* libgit2 rescans objects/pack (opendir, a stat per pack, the
 * multi-pack index) each time it writes an object it does not find, to
 * see packs another process may have added: 29 scans for one commit's 27
 * new objects, a third of a game's system time in a batch. Under the data
 * root's lock nobody else adds packs, so while a commit is built the
 * backends' refresh is off; refresh_on puts it back and, after the pack
 * is written, runs it once (git_odb_refresh). Readers of a store that is
 * not committing keep libgit2's refresh, as they may race a batch. */
static void refresh_off(store *s)
{
	git_odb *odb = NULL;
	s->nquiet = 0;
	if (git_repository_odb(&odb, s->repo) < 0)
		return;
	size_t n = git_odb_num_backends(odb);
	for (size_t i = 0; i < n && s->nquiet < sizeof s->quiet / sizeof s->quiet[0]; i++) {
		git_odb_backend *b = NULL;
		if (git_odb_get_backend(&b, odb, i) == 0 && b && b->refresh) {
			s->quiet[s->nquiet] = b;
			s->refresh[s->nquiet++] = b->refresh;
			b->refresh = NULL;
		}
	}
	git_odb_free(odb);
}

static void refresh_on(store *s)
{
	for (size_t i = 0; i < s->nquiet; i++)
		s->quiet[i]->refresh = s->refresh[i];
	s->nquiet = 0;
}

/* The objects of the commit written as one pack and its index by
 * libgit2's packbuilder (which reads them from the mempack) into
 * objects/pack: temporary names, then the pack renamed, then the index,
 * so no reader sees a pack without its index, and gitfix removes what a
 * cut leaves. Not flushed: the batch's one barrier covers them, as it
 * covers everything. */
static int mem_flush(store *s, es_err *e)
{
	git_packbuilder *pb = NULL;
	git_odb *odb = NULL;
	int rc = git_packbuilder_new(&pb, s->repo);
	if (rc == 0)
		git_packbuilder_set_threads(pb, 1);
	size_t n = 0;
	for (size_t i = 0; i < s->nids && rc == 0; i++)
		/* Only what the mempack holds: a blob or tree the repository
		 * had already was not written again (the packbuilder skips an
		 * id given twice). */
		if (s->mem->exists(s->mem, &s->ids[i]) && (rc = git_packbuilder_insert(pb, &s->ids[i], NULL)) == 0)
			n++;
	if (rc == 0 && n)
		rc = git_packbuilder_write(pb, NULL, 0, NULL, NULL);
	git_packbuilder_free(pb);
	/* The pack backend lists the folder again, so the objects read from
	 * there once the mempack is emptied. */
	refresh_on(s);
	if (rc == 0 && n && (rc = git_repository_odb(&odb, s->repo)) == 0)
		rc = git_odb_refresh(odb);
	git_odb_free(odb);
	git_mempack_reset(s->mem);
	s->nids = 0;
	return rc < 0 ? gfail(e, rc, "cannot write the pack of", "the commit") : 0;
}

int store_commit(store *s, store_change *c, const char *message,
	long long when, char commit_hex[41], es_err *e)
{
	git_oid parent_id, tree_id, id;
	git_commit *parent = NULL;
	git_tree *base = NULL, *tree = NULL;
	git_signature *sig = NULL;
	git_reference *head = NULL, *moved = NULL;
	int rc, empty;

	if (c->bad)
		return es_fail(e, ES_ERR, "store: bad path \"%s\"", c->bad);
	memset(&s->stats, 0, sizeof s->stats);
	s->nids = 0;
	if ((rc = mem_attach(s, e)) < 0)
		return rc;
	refresh_off(s);
	if ((rc = git_reference_lookup(&head, s->repo, "HEAD")) < 0 ||
	    git_reference_type(head) != GIT_REFERENCE_SYMBOLIC) {
		rc = gfail(e, rc < 0 ? rc : -1, "no branch at", "HEAD");
		goto out;
	}
	rc = git_reference_name_to_id(&parent_id, s->repo, "HEAD");
	if (rc == 0) {
		if ((rc = git_commit_lookup(&parent, s->repo, &parent_id)) < 0 ||
		    (rc = git_commit_tree(&base, parent)) < 0) {
			rc = gfail(e, rc, "cannot read", "HEAD");
			goto out;
		}
	} else if (rc != GIT_ENOTFOUND && rc != GIT_EUNBORNBRANCH) {
		rc = gfail(e, rc, "cannot resolve", "HEAD");
		goto out;
	}
	rc = build(s, &c->root, base, 1, &tree_id, &empty, e);
	if (rc < 0)
		goto out;
	/* A commit is never dated before its parent (what verify checks): a
	 * clock stepped back a little dates the batch with its parent's time. */
	if (parent && when < (long long)git_commit_time(parent))
		when = (long long)git_commit_time(parent);
	if ((rc = git_tree_lookup(&tree, s->repo, &tree_id)) < 0 ||
	    (rc = git_signature_new(&sig, SIG_NAME, SIG_EMAIL,
		     (git_time_t)when, 0)) < 0) {
		rc = gfail(e, rc, "cannot prepare", "commit");
		goto out;
	}
	/* The encoding is NULL: git assumes UTF-8 and an explicit header is
	 * unusual. No ref moves yet: the objects are still in memory. */
	const git_commit *parents[1] = { parent };
	rc = git_commit_create(&id, s->repo, NULL, sig, sig, NULL,
		message ? message : "", tree, parent ? 1 : 0, parents);
	if (rc < 0) {
		rc = gfail(e, rc, "cannot commit", "");
		goto out;
	}
	written(s, &id);
	/* The pack and its index complete before the branch names the
	 * commit. The branch moves under a lock file (readers see the old
	 * commit or the new one), and only from the parent we built on:
	 * GIT_EMODIFIED (or GIT_EEXISTS for a first commit) if it moved. */
	if ((rc = mem_flush(s, e)) < 0)
		goto out;
	rc = git_reference_create_matching(&moved, s->repo, git_reference_symbolic_target(head), &id, parent != NULL,
		parent ? &parent_id : NULL, NULL);
	if (rc < 0) {
		rc = gfail(e, rc, "cannot move", git_reference_symbolic_target(head));
		goto out;
	}
	if (commit_hex)
		git_oid_tostr(commit_hex, GIT_OID_HEXSZ + 1, &id);
out:
	refresh_on(s);
	if (rc < 0 && s->mem)
		git_mempack_reset(s->mem); /* nothing half-built stays readable */
	git_reference_free(moved);
	git_reference_free(head);
	git_signature_free(sig);
	git_tree_free(tree);
	git_tree_free(base);
	git_commit_free(parent);
	return rc;
}

int store_head(store *s, char out[41], es_err *e)
{
	git_oid id;
	int rc = head_id(s, &id, e);
	if (rc == 0)
		git_oid_tostr(out, GIT_OID_HEXSZ + 1, &id);
	return rc;
}

static int read_small(const char *path, char *buf, size_t n)
{
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return -1;
	ssize_t got = read(fd, buf, n - 1);
	close(fd);
	buf[got > 0 ? got : 0] = '\0';
	return got > 0 ? 0 : -1;
}

static int hex40(const char *s, char out[41])
{
	for (int i = 0; i < 40; i++)
		if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
			return -1;
	memcpy(out, s, 40);
	out[40] = '\0';
	return 0;
}

int store_head_quick(const char *dir, char out[41])
{
	char path[1400], buf[512];
	snprintf(path, sizeof path, "%s/HEAD", dir);
	if (read_small(path, buf, sizeof buf) || strncmp(buf, "ref: refs/heads/", 16))
		return -1;
	char ref[256];
	snprintf(ref, sizeof ref, "%.*s", (int)strcspn(buf + 5, "\r\n"), buf + 5);
	if (strstr(ref, ".."))
		return -1;
	snprintf(path, sizeof path, "%s/%s", dir, ref);
	if (!read_small(path, buf, sizeof buf))
		return hex40(buf, out);
	/* Packed: "HEX refs/heads/main" lines. */
	snprintf(path, sizeof path, "%s/packed-refs", dir);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	int rc = -1;
	char line[512];
	size_t rl = strlen(ref);
	while (rc && fgets(line, sizeof line, f))
		if (strlen(line) > 41 + rl && line[40] == ' ' && !strncmp(line + 41, ref, rl) &&
			(line[41 + rl] == '\n' || line[41 + rl] == '\0'))
			rc = hex40(line, out);
	fclose(f);
	return rc;
}

/* ---- history --------------------------------------------------------------- */

static int walk(store *s, const char *since_hex, store_walk_cb cb, void *u,
	es_err *e)
{
	git_oid since, cur, *ids = NULL;
	size_t n = 0, cap = 0;
	int rc, found = 0;

	if (since_hex && (rc = parse_hex(&since, since_hex, e)) < 0)
		return rc;
	rc = head_id(s, &cur, e);
	if (rc == ES_ENOTFOUND && !since_hex)
		return 0;
	if (rc < 0)
		return rc;
	/* Back from HEAD along first parents, then replay oldest first. */
	for (;;) {
		git_commit *c;
		if (since_hex && git_oid_equal(&cur, &since)) {
			found = 1;
			break;
		}
		if (n == cap) {
			cap = cap ? 2 * cap : 64;
			ids = xrealloc(ids, cap * sizeof *ids);
		}
		ids[n++] = cur;
		if ((rc = git_commit_lookup(&c, s->repo, &cur)) < 0) {
			rc = gfail(e, rc, "cannot read history at", "");
			goto out;
		}
		int more = git_commit_parentcount(c) > 0;
		if (more)
			git_oid_cpy(&cur, git_commit_parent_id(c, 0));
		git_commit_free(c);
		if (!more)
			break;
	}
	if (since_hex && !found) {
		rc = es_fail(e, ES_ENOTFOUND,
			"store: %s is not in the history of HEAD", since_hex);
		goto out;
	}
	while (n > 0 && rc == 0) {
		git_commit *c;
		char hex[GIT_OID_HEXSZ + 1];
		if ((rc = git_commit_lookup(&c, s->repo, &ids[--n])) < 0) {
			rc = gfail(e, rc, "cannot read history at", "");
			break;
		}
		git_oid_tostr(hex, sizeof hex, &ids[n]);
		rc = cb(hex, git_commit_message(c),
			(long long)git_commit_time(c), u);
		git_commit_free(c);
	}
out:
	free(ids);
	return rc;
}

int store_commit_ours(store *s, const char *commit_hex, char *who, size_t nwho)
{
	git_oid id;
	git_commit *c;
	if (git_oid_fromstr(&id, commit_hex) || git_commit_lookup(&c, s->repo, &id) < 0) {
		snprintf(who, nwho, "(unreadable)");
		return 0;
	}
	const git_signature *a = git_commit_author(c), *m = git_commit_committer(c);
	int ours = !strcmp(a->name, SIG_NAME) && !strcmp(a->email, SIG_EMAIL) && !strcmp(m->name, SIG_NAME) &&
		   !strcmp(m->email, SIG_EMAIL);
	snprintf(who, nwho, "%s <%s>", m->name, m->email);
	git_commit_free(c);
	return ours;
}

int store_walk(store *s, store_walk_cb cb, void *u, es_err *e)
{
	return walk(s, NULL, cb, u, e);
}

int store_walk_since(store *s, const char *since_hex, store_walk_cb cb,
	void *u, es_err *e)
{
	return walk(s, since_hex, cb, u, e);
}
