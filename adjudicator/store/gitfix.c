/* See gitfix.h. */
#include "adjudicator/store/gitfix.h"
#include "adjudicator/store/store.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <git2/sys/odb_backend.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define BRANCH_REF "refs/heads/main"

typedef struct fix {
	const char *dir;
	struct timespec clean; /* 0: everything is new */
	char *did;
	size_t ndid;
	int removed;   /* objects may be gone */
	int ref_fresh; /* the branch was written since the last clean run */
	char bad[600];  /* damage no cut leaves */
	int perm;       /* bad is a file this user may not read, not damage */
	const char *vouched; /* the commit a clean run's barrier made durable, or NULL */
} fix;

/* A file this user may not read (another user's, left by a command run
 * as root): 1 and f->bad says so; nothing is judged by what it holds. */
static int unreadable(fix *f, const char *path)
{
	if (!access(path, R_OK) || errno == ENOENT)
		return 0;
	snprintf(f->bad, sizeof f->bad, "cannot read %s: %s", path, strerror(errno));
	f->perm = 1;
	return 1;
}

static void said(fix *f, const char *fmt, ...)
{
	size_t l = strlen(f->did);
	if (l + 3 >= f->ndid)
		return;
	if (l)
		l += (size_t)snprintf(f->did + l, f->ndid - l, "; ");
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(f->did + l, f->ndid - l, fmt, ap);
	va_end(ap);
}

static int newer(const fix *f, const struct stat *st)
{
	return st->st_mtim.tv_sec > f->clean.tv_sec ||
	       (st->st_mtim.tv_sec == f->clean.tv_sec && st->st_mtim.tv_nsec >= f->clean.tv_nsec);
}

static int ends(const char *s, const char *suf)
{
	size_t l = strlen(s), k = strlen(suf);
	return l > k && !strcmp(s + l - k, suf);
}

/* ---- packs ------------------------------------------------------------- */

static int temporary(const char *s)
{
	return !strncmp(s, "pack_git2_", 10) || !strncmp(s, "tmp_pack_", 9) || !strncmp(s, "tmp_idx_", 8) ||
	       !strncmp(s, ".tmp-", 5) || (!strncmp(s, "pack-", 5) && ends(s, ".lock"));
}

int gitfix_pack_leftovers(const char *dir)
{
	char p[1400], q[1700];
	snprintf(p, sizeof p, "%s/objects/pack", dir);
	DIR *d = opendir(p);
	if (!d)
		return 0;
	int n = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		const char *s = de->d_name;
		int idx = ends(s, ".idx"), pack = ends(s, ".pack");
		if (!temporary(s) && (strncmp(s, "pack-", 5) || (!idx && !pack)))
			continue;
		if (!temporary(s)) {
			/* Half a pack is no pack to git or libgit2. */
			size_t base = strlen(s) - (idx ? 4 : 5);
			snprintf(q, sizeof q, "%s/%.*s%s", p, (int)base, s, idx ? ".pack" : ".idx");
			if (!access(q, F_OK))
				continue;
		}
		snprintf(q, sizeof q, "%s/%s", p, s);
		n += !unlink(q);
	}
	closedir(d);
	return n;
}

static uint32_t be32(const unsigned char *b)
{
	return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

static int read_at(const char *path, void *buf, size_t n, off_t at)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t got = pread(fd, buf, n, at);
	close(fd);
	return got == (ssize_t)n ? 0 : -1;
}

/* Sizes, headers, object counts and the pack's checksum as the index
 * records it: what a cut short, emptied or mismatched pair fails. */
static int pair_sound(const char *idx, const struct stat *is, const char *pack, const struct stat *ps)
{
	unsigned char ih[8], cnt[4], ph[12], isum[20], psum[20];
	if (is->st_size < 8 + 1024 + 40 || ps->st_size < 12 + 20)
		return 0;
	if (read_at(idx, ih, 8, 0) || memcmp(ih, "\377tOc", 4) || be32(ih + 4) != 2 ||
		read_at(idx, cnt, 4, 8 + 255 * 4) || read_at(pack, ph, 12, 0) || memcmp(ph, "PACK", 4))
		return 0;
	uint32_t n = be32(cnt);
	if (be32(ph + 8) != n || (uint64_t)is->st_size < 8 + 1024 + 40 + (uint64_t)n * 28)
		return 0;
	return !read_at(idx, isum, 20, is->st_size - 40) && !read_at(pack, psum, 20, ps->st_size - 20) &&
	       !memcmp(isum, psum, 20);
}

static int read_each(const git_oid *id, void *u)
{
	git_odb_object *o = NULL;
	int rc = git_odb_read(&o, u, id); /* libgit2 checks the id */
	git_odb_object_free(o);
	return rc;
}

/* Every object of the pack read back through an object database of its
 * own. */
static int pack_reads(const char *idx)
{
	git_odb *odb = NULL;
	git_odb_backend *be = NULL;
	int rc = git_odb_new(&odb);
	if (rc == 0 && (rc = git_odb_backend_one_pack(&be, idx)) == 0 && (rc = git_odb_add_backend(odb, be, 1)) < 0)
		be->free(be);
	if (rc == 0)
		rc = git_odb_foreach(odb, read_each, odb);
	git_odb_free(odb);
	return rc == 0;
}

static void check_packs(fix *f)
{
	char p[1400], idx[1700], pack[1700];
	int gone = gitfix_pack_leftovers(f->dir);
	if (gone)
		said(f, "removed %d temporary or unpaired file%s of objects/pack", gone, gone > 1 ? "s" : "");
	snprintf(p, sizeof p, "%s/objects/pack", f->dir);
	DIR *d = opendir(p);
	if (!d)
		return;
	struct dirent *de;
	while ((de = readdir(d))) {
		const char *s = de->d_name;
		if (strncmp(s, "pack-", 5) || !ends(s, ".idx"))
			continue;
		int base = (int)strlen(s) - 4;
		struct stat is, ps;
		snprintf(idx, sizeof idx, "%s/%s", p, s);
		snprintf(pack, sizeof pack, "%s/%.*s.pack", p, base, s);
		if (stat(idx, &is) || stat(pack, &ps))
			continue;
		/* A file another user left (root ran a command) is no torn
		 * file: never judged, never removed. */
		if (unreadable(f, idx) || unreadable(f, pack))
			continue;
		/* The index's time: libgit2 touches an old pack whenever it
		 * is asked to write an object the pack holds. */
		int fresh = newer(f, &is);
		if (pair_sound(idx, &is, pack, &ps) && (!fresh || pack_reads(idx)))
			continue;
		if (!fresh) {
			snprintf(f->bad, sizeof f->bad,
				"%.*s of %s is damaged and older than the last clean run: no power cut did that; "
				"restore the game from its mirror or a backup",
				base, s, f->dir);
			continue;
		}
		/* The index first: a pack without one is no pack. */
		unlink(idx);
		unlink(pack);
		static const char *const side[] = { "rev", "mtimes", "bitmap" };
		for (size_t i = 0; i < sizeof side / sizeof side[0]; i++) {
			snprintf(pack, sizeof pack, "%s/%.*s.%s", p, base, s, side[i]);
			unlink(pack);
		}
		f->removed = 1;
		said(f, "removed the torn %.*s (written since the last clean run)", base, s);
	}
	closedir(d);
	if (f->removed) {
		/* git's multi-pack index would name the pack removed. */
		snprintf(idx, sizeof idx, "%s/multi-pack-index", p);
		unlink(idx);
	}
}

/* ---- loose objects ---------------------------------------------------------- */

static int loose_reads(const char *objects, const char *hex)
{
	git_odb *odb = NULL;
	git_odb_backend *be = NULL;
	git_oid id;
	git_odb_object *o = NULL;
	int rc = git_oid_fromstr(&id, hex);
	if (rc == 0)
		rc = git_odb_new(&odb);
	if (rc == 0 && (rc = git_odb_backend_loose(&be, objects, -1, 0, 0, 0)) == 0 &&
		(rc = git_odb_add_backend(odb, be, 1)) < 0)
		be->free(be);
	if (rc == 0)
		rc = git_odb_read(&o, odb, &id);
	git_odb_object_free(o);
	git_odb_free(odb);
	return rc == 0;
}

/* A loose object is written whole under a temporary name and renamed: a
 * cut leaves it empty (its data not yet on disk) or garbled. Only the
 * folders that changed since the last clean run are looked into. */
static void check_loose(fix *f)
{
	char objects[1400], p[1700], q[1950], hex[GIT_OID_HEXSZ + 1];
	snprintf(objects, sizeof objects, "%s/objects", f->dir);
	DIR *d = opendir(objects);
	if (!d)
		return;
	int gone = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		struct stat st;
		if (strlen(de->d_name) != 2 || strspn(de->d_name, "0123456789abcdef") != 2)
			continue;
		snprintf(p, sizeof p, "%s/%s", objects, de->d_name);
		if (stat(p, &st) || !S_ISDIR(st.st_mode) || !newer(f, &st))
			continue;
		DIR *sub = opendir(p);
		struct dirent *le;
		while (sub && (le = readdir(sub))) {
			if (le->d_name[0] == '.')
				continue;
			const char *s = le->d_name;
			int tmp = !strncmp(s, "tmp_", 4);
			if (!tmp && (strlen(s) != GIT_OID_HEXSZ - 2 || strspn(s, "0123456789abcdef") != GIT_OID_HEXSZ - 2))
				continue;
			snprintf(q, sizeof q, "%s/%.200s", p, s);
			snprintf(hex, sizeof hex, "%.2s%.38s", de->d_name, s);
			if (!tmp && (stat(q, &st) || (st.st_size > 0 && (!newer(f, &st) || loose_reads(objects, hex)))))
				continue;
			if (!tmp && unreadable(f, q))
				continue;
			gone += !unlink(q);
		}
		if (sub)
			closedir(sub);
	}
	closedir(d);
	if (gone) {
		f->removed = 1;
		said(f, "removed %d empty, torn or temporary loose object%s", gone, gone > 1 ? "s" : "");
	}
}

/* ---- HEAD and the branch ------------------------------------------------------ */

static int whole_file(const char *path, char *buf, size_t n)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t got = read(fd, buf, n - 1);
	close(fd);
	buf[got > 0 ? got : 0] = '\0';
	return got < 0 ? -1 : (int)got;
}

static int is_id_line(const char *s)
{
	return strlen(s) >= 40 && strspn(s, "0123456789abcdef") == 40 && (s[40] == '\0' || s[40] == '\n');
}

/* What a cut leaves of a small file: nothing, zeros, or the start of what
 * was written (of `whole` when known, else of an id). Anything else was
 * not a cut's, and is left for the game to fail on. */
static int torn_copy(const char *buf, size_t n, const char *whole)
{
	size_t zeros = 0;
	while (zeros < n && buf[zeros] == '\0')
		zeros++;
	if (zeros == n)
		return 1;
	if (whole)
		return n < strlen(whole) && !strncmp(buf, whole, n);
	return n < 41 && strspn(buf, "0123456789abcdef") == n;
}

static int write_flushed(const char *path, const char *text)
{
	char tmp[1500];
	snprintf(tmp, sizeof tmp, "%s.fix", path);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return -1;
	size_t n = strlen(text);
	int bad = write(fd, text, n) != (ssize_t)n || fsync(fd);
	close(fd);
	if (bad || rename(tmp, path)) {
		unlink(tmp);
		return -1;
	}
	return 0;
}

/* HEAD is written once, when the game is made; the branch file at every
 * commit (lock file, rename): either may be left empty. */
static void check_refs(fix *f)
{
	char p[1400], buf[256];
	snprintf(p, sizeof p, "%s/" BRANCH_REF, f->dir);
	if (unreadable(f, p))
		return;
	snprintf(p, sizeof p, "%s/HEAD", f->dir);
	if (unreadable(f, p))
		return;
	static const char head_line[] = "ref: " BRANCH_REF "\n";
	int got = whole_file(p, buf, sizeof buf);
	if (got >= 0 && torn_copy(buf, (size_t)got, head_line)) {
		if (write_flushed(p, "ref: " BRANCH_REF "\n"))
			snprintf(f->bad, sizeof f->bad, "cannot rewrite the torn HEAD of %s", f->dir);
		else
			said(f, "rewrote the torn HEAD");
		f->ref_fresh = 1;
	}
	snprintf(p, sizeof p, "%s/" BRANCH_REF, f->dir);
	struct stat st;
	f->ref_fresh |= !stat(p, &st) && newer(f, &st);
	got = whole_file(p, buf, sizeof buf);
	if (got >= 0 && !is_id_line(buf) && torn_copy(buf, (size_t)got, NULL) && !unlink(p)) {
		f->removed = 1;
		said(f, "removed the torn branch file");
	}
	/* packed-refs: "# pack-refs ..." then "ID NAME" and "^ID" lines. */
	snprintf(p, sizeof p, "%s/packed-refs", f->dir);
	FILE *pr = fopen(p, "r");
	if (!pr)
		return;
	f->ref_fresh |= !fstat(fileno(pr), &st) && newer(f, &st);
	char line[1200];
	int torn = 0;
	while (!torn && fgets(line, sizeof line, pr))
		torn = line[0] != '#' && !(line[0] == '^' ? is_id_line(line + 1) : is_id_line(line) && line[40] == ' ');
	fclose(pr);
	if (torn && !unlink(p)) {
		f->removed = 1;
		said(f, "removed the torn packed-refs");
	}
}

/* 1 when every object of the tree is there. */
static int tree_complete(git_repository *r, git_odb *odb, const git_oid *id)
{
	git_tree *t = NULL;
	if (git_tree_lookup(&t, r, id) < 0)
		return 0;
	int ok = 1;
	size_t n = git_tree_entrycount(t);
	for (size_t i = 0; i < n && ok; i++) {
		const git_tree_entry *te = git_tree_entry_byindex(t, i);
		if (git_tree_entry_type(te) == GIT_OBJECT_TREE)
			ok = tree_complete(r, odb, git_tree_entry_id(te));
		else if (git_tree_entry_type(te) == GIT_OBJECT_BLOB)
			ok = git_odb_exists(odb, git_tree_entry_id(te));
	}
	git_tree_free(t);
	return ok;
}

static int commit_complete(git_repository *r, git_odb *odb, const git_oid *id)
{
	git_commit *c = NULL;
	if (git_commit_lookup(&c, r, id) < 0)
		return 0;
	int ok = tree_complete(r, odb, git_commit_tree_id(c));
	git_commit_free(c);
	return ok;
}

typedef struct commits {
	git_oid *id, *parent; /* parent: zero for a root */
	int64_t *when;
	size_t n, cap;
	git_repository *r;
} commits;

static int collect_commit(const git_oid *id, void *u)
{
	commits *cs = u;
	git_commit *c = NULL;
	if (git_commit_lookup(&c, cs->r, id) < 0)
		return 0; /* not a commit, or not readable */
	if (cs->n == cs->cap) {
		cs->cap = cs->cap ? 2 * cs->cap : 64;
		cs->id = xrealloc(cs->id, cs->cap * sizeof *cs->id);
		cs->parent = xrealloc(cs->parent, cs->cap * sizeof *cs->parent);
		cs->when = xrealloc(cs->when, cs->cap * sizeof *cs->when);
	}
	cs->id[cs->n] = *id;
	memset(&cs->parent[cs->n], 0, sizeof cs->parent[cs->n]);
	if (git_commit_parentcount(c))
		cs->parent[cs->n] = *git_commit_parent_id(c, 0);
	cs->when[cs->n++] = (int64_t)git_commit_time(c);
	git_commit_free(c);
	return 0;
}

static long find_commit(const commits *cs, const git_oid *id)
{
	for (size_t i = 0; i < cs->n; i++)
		if (git_oid_equal(&cs->id[i], id))
			return (long)i;
	return -1;
}

/* HEAD's commit is lost: the end of the longest first-parent history
 * among the commits left (the latest of equals). A game's history is one
 * line, so that is the commit the lost one was made on. */
static int longest_history(git_repository *r, git_odb *odb, git_oid *out)
{
	commits cs = { .r = r };
	git_odb_foreach(odb, collect_commit, &cs);
	size_t best_len = 0;
	int64_t best_when = 0;
	for (size_t i = 0; i < cs.n; i++) {
		size_t len = 1;
		long k = (long)i;
		while (len <= cs.n && !git_oid_is_zero(&cs.parent[k]) && (k = find_commit(&cs, &cs.parent[k])) >= 0)
			len++;
		if (len > best_len || (len == best_len && cs.when[i] > best_when)) {
			best_len = len;
			best_when = cs.when[i];
			*out = cs.id[i];
		}
	}
	free(cs.id);
	free(cs.parent);
	free(cs.when);
	return best_len ? 0 : -1;
}

static int sync_dir(const char *path)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int rc = fsync(fd);
	close(fd);
	return rc;
}

/* The branch back to a complete commit, when anything went or HEAD names
 * no readable commit. A branch unchanged since the last clean run, with
 * nothing gone, names a commit that was durable then: not opened. */
static void check_head(fix *f)
{
	git_repository *r = NULL;
	git_odb *odb = NULL;
	git_oid head, to;
	if (!f->removed && !f->ref_fresh)
		return;
	if (git_repository_open_bare(&r, f->dir) < 0 || git_repository_odb(&odb, r) < 0) {
		const git_error *ge = git_error_last();
		snprintf(f->bad, sizeof f->bad, "cannot open %s: %s", f->dir, ge && ge->message ? ge->message : "?");
		goto out;
	}
	int has = git_reference_name_to_id(&head, r, "HEAD") == 0;
	if (has && !f->removed && git_odb_exists(odb, &head))
		goto out; /* the common case: nothing went, the commit is there */
	if (has && commit_complete(r, odb, &head))
		goto out;
	int found = 0;
	git_oid at = head;
	git_commit *c = NULL;
	/* Along the first parents while the commits can be read. */
	while (has && !found && git_commit_lookup(&c, r, &at) == 0) {
		int more = git_commit_parentcount(c) > 0;
		if (more)
			at = *git_commit_parent_id(c, 0);
		git_commit_free(c);
		if (!more)
			break;
		found = commit_complete(r, odb, &at);
	}
	if (found)
		to = at;
	else if (!longest_history(r, odb, &to) && commit_complete(r, odb, &to))
		found = 1;
	if (!found) {
		snprintf(f->bad, sizeof f->bad, "%s has no complete commit left", f->dir);
		goto out;
	}
	/* A commit a clean run delivered was durable: its mail is marked
	 * handled, and no redo would bring it back. The branch never goes
	 * back past it, whatever the files' times say. */
	git_oid v;
	if (f->vouched && !git_oid_fromstr(&v, f->vouched) && !git_oid_equal(&to, &v) &&
		git_graph_descendant_of(r, &to, &v) != 1) {
		snprintf(f->bad, sizeof f->bad,
			"%s: commit %.12s, durable since a clean run, cannot be read: no power cut did that; restore the "
			"game from its mirror or a backup",
			f->dir, f->vouched);
		goto out;
	}
	git_reference *ref = NULL;
	char was[GIT_OID_HEXSZ + 1] = "none", now[GIT_OID_HEXSZ + 1], p[1400];
	if (has)
		git_oid_tostr(was, sizeof was, &head);
	git_oid_tostr(now, sizeof now, &to);
	snprintf(p, sizeof p, "%s/refs/heads", f->dir);
	if (git_reference_create(&ref, r, BRANCH_REF, &to, 1, "gitfix: back to a complete commit") < 0 ||
		sync_dir(p)) {
		snprintf(f->bad, sizeof f->bad, "cannot move the branch of %s back to %s", f->dir, now);
	} else {
		/* The branch file itself, flushed: the redo builds on it. */
		snprintf(p, sizeof p, "%s/" BRANCH_REF, f->dir);
		int fd = open(p, O_RDONLY | O_CLOEXEC);
		if (fd >= 0) {
			if (fsync(fd))
				snprintf(f->bad, sizeof f->bad, "cannot flush the branch of %s", f->dir);
			close(fd);
		}
		said(f, "branch back from %.12s to %.12s (the commits after it did not reach the disk: redone)", was,
			now);
	}
	git_reference_free(ref);
out:
	git_odb_free(odb);
	git_repository_free(r);
}

int gitfix_repair(const char *dir, const struct timespec *clean, const char *vouched, char *did, size_t ndid,
	es_err *e)
{
	fix f = { .dir = dir, .did = did, .ndid = ndid, .vouched = vouched && *vouched ? vouched : NULL };
	/* Without a clean run, nothing is known to be a cut's. */
	f.clean.tv_sec = (time_t)(~0ULL >> 1);
	if (clean)
		f.clean = *clean;
	did[0] = '\0';
	int rc = store_init(e);
	if (rc)
		return rc;
	check_refs(&f);
	check_packs(&f);
	check_loose(&f);
	if (!f.bad[0])
		check_head(&f);
	if (f.bad[0])
		return es_fail(e, f.perm ? ES_EPERM : ES_EIO, "%s", f.bad);
	return ES_OK;
}
