/* Unit tests of the git-backed store: API round trips, checked again from
 * the outside with the git CLI (log, show, rev-parse, fsck). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/store/gitpack.h"
#include "adjudicator/store/store.h"
#include "tests/unit/dataroot_test.h"

typedef struct fx {
	char root[64]; /* mkdtemp dir, removed afterwards */
	char dir[96];  /* root/repo */
	store *s;
} fx;

static int setup_in(void **state, const char *parent)
{
	fx *f = calloc(1, sizeof *f);
	es_err e;
	tmpdir_make(f->root, sizeof f->root, parent, "test_store");
	snprintf(f->dir, sizeof f->dir, "%s/games/g1", f->root);
	assert_int_equal(store_create(f->dir, &e), 0);
	assert_int_equal(store_open(&f->s, f->dir, &e), 0);
	*state = f;
	return 0;
}

static int setup(void **state)
{
	return setup_in(state, "/tmp");
}

/* The long-history test writes 16,000 loose objects (about 80 MB on disk);
 * on a VM disk that alone takes 10-20 s, on tmpfs under 4 s. Use
 * /dev/shm when it is a roomy writable tmpfs. */
static int setup_big(void **state)
{
	struct statvfs v;
	if (statvfs("/dev/shm", &v) == 0 && access("/dev/shm", W_OK) == 0 &&
	    (unsigned long long)v.f_bavail * v.f_frsize > (512ull << 20))
		return setup_in(state, "/dev/shm");
	return setup_in(state, "/tmp");
}

static int teardown(void **state)
{
	fx *f = *state;
	store_free(f->s);
	tmpdir_remove(f->root);
	free(f);
	return 0;
}

/* Runs a shell command, asserts it exits 0, returns its stdout (caller
 * frees) with one trailing newline dropped. */
static char *run(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *run(const char *fmt, ...)
{
	sbuf cmd = SBUF_INIT, out = SBUF_INIT;
	va_list ap;
	char buf[4096];
	size_t n;
	va_start(ap, fmt);
	sbuf_vprintf(&cmd, fmt, ap);
	va_end(ap);
	FILE *p = popen(sbuf_str(&cmd), "r");
	assert_non_null(p);
	while ((n = fread(buf, 1, sizeof buf, p)) > 0)
		sbuf_add(&out, buf, n);
	int st = pclose(p);
	if (st != 0)
		fprintf(stderr, "command failed (%d): %s\n", st, sbuf_str(&cmd));
	assert_int_equal(st, 0);
	sbuf_free(&cmd);
	if (out.len && out.s[out.len - 1] == '\n')
		out.s[--out.len] = '\0';
	return sbuf_detach(&out);
}

static void assert_run(const char *expect, char *got)
{
	assert_string_equal(got, expect);
	free(got);
}

/* One commit putting `n` path/content pairs. */
static void commit_puts(store *s, const char *msg, long long when,
	char hex[41], int n, ...)
{
	store_change *c = store_change_new();
	es_err e;
	va_list ap;
	va_start(ap, n);
	for (int i = 0; i < n; i++) {
		const char *path = va_arg(ap, const char *);
		const char *data = va_arg(ap, const char *);
		store_change_put(c, path, data, strlen(data));
	}
	va_end(ap);
	int rc = store_commit(s, c, msg, when, hex, &e);
	if (rc)
		fprintf(stderr, "%s\n", e.msg);
	assert_int_equal(rc, 0);
	store_change_free(c);
}

static void commit_removes(store *s, const char *msg, long long when,
	char hex[41], int n, ...)
{
	store_change *c = store_change_new();
	es_err e;
	va_list ap;
	va_start(ap, n);
	for (int i = 0; i < n; i++)
		store_change_remove(c, va_arg(ap, const char *));
	va_end(ap);
	assert_int_equal(store_commit(s, c, msg, when, hex, &e), 0);
	store_change_free(c);
}

static void assert_file(store *s, const char *path, const char *expect)
{
	char *got;
	size_t len;
	es_err e;
	int rc = store_read(s, path, &got, &len, &e);
	if (rc)
		fprintf(stderr, "%s: %s\n", path, e.msg);
	assert_int_equal(rc, 0);
	assert_int_equal(len, strlen(expect));
	assert_string_equal(got, expect);
	free(got);
}

static void assert_absent(store *s, const char *path)
{
	char *got = (char *)"x";
	es_err e;
	assert_int_equal(store_read(s, path, &got, NULL, &e), ES_ENOTFOUND);
	assert_null(got);
	assert_int_equal(store_exists(s, path), 0);
}

static int collect_name(const char *name, void *u)
{
	sbuf_puts(u, name);
	sbuf_putc(u, ',');
	return 0;
}

static char *list(store *s, const char *commit, const char *dir, int *rc)
{
	sbuf b = SBUF_INIT;
	es_err e;
	*rc = store_list_at(s, commit, dir, collect_name, &b, &e);
	sbuf_puts(&b, "");
	return sbuf_detach(&b);
}

/* ---- tests ------------------------------------------------------------- */

/* store_head_quick reads what store_head does, from a loose ref and from
 * packed-refs; an empty repository has no head either way. */
static void test_head_quick(void **state)
{
	fx *f = *state;
	es_err e;
	char a[41], b[41];
	assert_int_equal(store_head_quick(f->dir, b), -1);
	for (int i = 0; i < 3; i++) {
		store_change *c = store_change_new();
		char t[16];
		snprintf(t, sizeof t, "v%d\n", i);
		store_change_put(c, "state/game.txt", t, strlen(t));
		assert_int_equal(store_commit(f->s, c, "turno", 1000 + i, a, &e), 0);
		store_change_free(c);
		assert_int_equal(store_head_quick(f->dir, b), 0);
		assert_string_equal(a, b);
	}
	free(run("git -C %s pack-refs --all 2>&1", f->dir));
	char loose[200];
	snprintf(loose, sizeof loose, "%s/refs/heads/main", f->dir);
	assert_int_not_equal(access(loose, F_OK), 0);
	assert_int_equal(store_head_quick(f->dir, b), 0);
	assert_string_equal(a, b);
	assert_int_equal(store_head(f->s, b, &e), 0);
	assert_string_equal(a, b);
}

static void test_create_open(void **state)
{
	fx *f = *state;
	es_err e;
	store *t = (store *)1;
	char hex[41];
	char path[160];

	assert_int_equal(store_create(f->dir, &e), ES_ECONFLICT);
	assert_int_equal(e.code, ES_ECONFLICT);
	snprintf(path, sizeof path, "%s/nothing", f->root);
	assert_int_equal(store_open(&t, path, &e), ES_ENOTFOUND);
	assert_null(t);
	assert_int_equal(mkdir(path, 0700), 0); /* a plain empty dir */
	assert_int_equal(store_open(&t, path, &e), ES_ENOTFOUND);

	assert_run("true", run("git -C %s rev-parse --is-bare-repository",
				   f->dir));
	assert_run("refs/heads/main", run("git -C %s symbolic-ref HEAD",
					      f->dir));
	assert_int_equal(store_head(f->s, hex, &e), ES_ENOTFOUND);
	assert_absent(f->s, "state/game.txt");
	int rc;
	free(list(f->s, NULL, "", &rc));
	assert_int_equal(rc, ES_ENOTFOUND);
	free(run("git -C %s fsck --strict 2>&1", f->dir));
}

static void test_nested_roundtrip(void **state)
{
	fx *f = *state;
	es_err e;
	char hex[41], head[41], *got;
	size_t len;
	static const char bin[] = { 'a', 0, 'b', '\n', (char)0xff };
	store_change *c = store_change_new();

	store_change_put(c, "state/game.txt", "turn 1\n", 7);
	store_change_put(c, "mail/000/000123/in-1.eml", "From: a\n\nhi\n", 12);
	store_change_put(c, "seen/ab/abcdef0123", "", 0);
	store_change_put(c, "top.txt", "top", 3);
	store_change_put(c, "bin/x", bin, sizeof bin);
	store_change_put(c, "a/b/c/d/e/f/deep", "deep", 4);
	assert_int_equal(store_commit(f->s, c, "start", 1700000000, hex, &e),
		0);
	store_change_free(c);

	assert_int_equal(store_head(f->s, head, &e), 0);
	assert_string_equal(head, hex);
	assert_int_equal(strlen(hex), 40);
	assert_file(f->s, "state/game.txt", "turn 1\n");
	assert_file(f->s, "mail/000/000123/in-1.eml", "From: a\n\nhi\n");
	assert_file(f->s, "seen/ab/abcdef0123", "");
	assert_file(f->s, "top.txt", "top");
	assert_file(f->s, "a/b/c/d/e/f/deep", "deep");
	assert_int_equal(store_read(f->s, "bin/x", &got, &len, &e), 0);
	assert_int_equal(len, sizeof bin);
	assert_memory_equal(got, bin, sizeof bin);
	assert_int_equal(got[len], '\0');
	free(got);
	assert_int_equal(store_exists(f->s, "mail/000"), 1);
	assert_int_equal(store_exists(f->s, "mail/000/000123/in-1.eml"), 1);
	assert_absent(f->s, "mail/000/000124/in-1.eml");
	assert_absent(f->s, "state/game.txt/x");
	/* a directory is not a file */
	assert_int_equal(store_read(f->s, "mail/000", &got, NULL, &e),
		ES_ENOTFOUND);

	/* the git CLI sees the same files on main */
	assert_run("turn 1", run("git -C %s show HEAD:state/game.txt", f->dir));
	assert_run(hex, run("git -C %s rev-parse refs/heads/main", f->dir));
	assert_run("a/b/c/d/e/f/deep\nbin/x\nmail/000/000123/in-1.eml\n"
		   "seen/ab/abcdef0123\nstate/game.txt\ntop.txt",
		run("git -C %s ls-tree -r --name-only HEAD", f->dir));
	free(run("git -C %s fsck --strict --no-dangling 2>&1", f->dir));

	int rc;
	char *l = list(f->s, NULL, "", &rc);
	assert_int_equal(rc, 0);
	assert_string_equal(l, "a,bin,mail,seen,state,top.txt,");
	free(l);
	l = list(f->s, hex, "mail/000", &rc);
	assert_int_equal(rc, 0);
	assert_string_equal(l, "000123,");
	free(l);
}

/* Every commit is one pack written by libgit2: git's own reader takes
 * it (verify-pack checks each object's CRC and the checksums; fsck reads
 * every object), whatever the sizes (the size header's 4-bit and 7-bit
 * steps, an empty blob, a blob far over zlib's stored-block size) and
 * when two paths hold the same bytes (one object, written once). */
static void test_packfile(void **state)
{
	fx *f = *state;
	es_err e;
	char hex[41];
	static const size_t sizes[] = { 0, 1, 15, 16, 127, 2047, 2048, 65535, 65536, 300001 };
	size_t nsz = sizeof sizes / sizeof sizes[0];
	unsigned char *big = malloc(300001);
	assert_non_null(big);
	uint32_t x = 12345;
	for (size_t i = 0; i < 300001; i++) {
		x = x * 1103515245u + 12345u;
		big[i] = (unsigned char)(x >> 16);
	}
	for (int round = 0; round < 3; round++) {
		store_change *c = store_change_new();
		char path[64];
		for (size_t i = 0; i < nsz; i++) {
			big[0] = (unsigned char)round; /* new bytes each commit */
			snprintf(path, sizeof path, "d%d/f%zu", round, i);
			store_change_put(c, path, big, sizes[i]);
		}
		store_change_put(c, "same/a", "twice\n", 6);
		store_change_put(c, "same/b", "twice\n", 6);
		assert_int_equal(store_commit(f->s, c, "packs", 1700000000 + round, hex, &e), 0);
		store_change_free(c);
	}
	for (size_t i = 0; i < nsz; i++) {
		char path[64], *got;
		size_t len;
		snprintf(path, sizeof path, "d1/f%zu", i);
		assert_int_equal(store_read(f->s, path, &got, &len, &e), 0);
		assert_int_equal(len, sizes[i]);
		if (len) {
			assert_int_equal((unsigned char)got[0], 1);
			assert_memory_equal(got + 1, big + 1, len - 1);
		}
		free(got);
	}
	free(big);
	assert_run("3", run("ls %s/objects/pack/*.pack | wc -l", f->dir));
	assert_run("3", run("ls %s/objects/pack/*.idx | wc -l", f->dir));
	assert_run("0", run("find %s/objects -type f ! -path '*/pack/*' ! -name '*.lock' | wc -l", f->dir));
	assert_run("", run("for i in %s/objects/pack/*.idx; do git verify-pack $i > /dev/null || echo bad $i; done",
			       f->dir));
	free(run("git -C %s fsck --strict --full --no-dangling 2>&1", f->dir));
	assert_run("twice", run("git -C %s show HEAD:same/b", f->dir));
	assert_run("300001", run("git -C %s cat-file -s HEAD:d2/f9", f->dir));
}

static int stop_after_two(const char *name, void *u)
{
	(void)name;
	return ++*(int *)u == 2 ? 42 : 0;
}

static void test_list_errors(void **state)
{
	fx *f = *state;
	es_err e;
	char hex[41];
	int rc, calls = 0;
	commit_puts(f->s, "m", 1, hex, 3, "d/x", "1", "d/y", "2", "d/z", "3");
	free(list(f->s, NULL, "d/x", &rc)); /* a file */
	assert_int_equal(rc, ES_ENOTFOUND);
	free(list(f->s, NULL, "nope", &rc));
	assert_int_equal(rc, ES_ENOTFOUND);
	free(list(f->s, "0000000000000000000000000000000000000000", "d",
		&rc));
	assert_int_equal(rc, ES_ENOTFOUND);
	assert_int_equal(store_list_at(f->s, NULL, "d", stop_after_two,
				 &calls, &e), 42);
	assert_int_equal(calls, 2);
}

static void test_subtree_reuse(void **state)
{
	fx *f = *state;
	char c1[41], c2[41];
	store_stats st;

	commit_puts(f->s, "one", 100, c1, 4, "state/game.txt", "v1",
		"state/players.txt", "p", "mail/000/000001/x", "m1",
		"seen/aa/1", "s");
	commit_puts(f->s, "two", 200, c2, 1, "state/game.txt", "v2");
	store_last_stats(f->s, &st);
	assert_int_equal(st.trees_written, 2); /* root and state */
	assert_int_equal(st.blobs_written, 1);
	assert_int_equal(st.entries_loaded, 3 + 2); /* root, then state */

	assert_file(f->s, "state/game.txt", "v2");
	assert_file(f->s, "state/players.txt", "p");
	assert_file(f->s, "mail/000/000001/x", "m1");
	assert_file(f->s, "seen/aa/1", "s");

	char *m1 = run("git -C %s rev-parse %s:mail", f->dir, c1);
	assert_run(m1, run("git -C %s rev-parse HEAD:mail", f->dir));
	char *s1 = run("git -C %s rev-parse %s:seen", f->dir, c1);
	assert_run(s1, run("git -C %s rev-parse HEAD:seen", f->dir));
	char *t1 = run("git -C %s rev-parse %s:state", f->dir, c1);
	char *t2 = run("git -C %s rev-parse HEAD:state", f->dir);
	assert_string_not_equal(t1, t2);
	char *p1 = run("git -C %s rev-parse %s:state/players.txt", f->dir, c1);
	assert_run(p1, run("git -C %s rev-parse HEAD:state/players.txt",
			       f->dir));
	assert_run(c1, run("git -C %s rev-parse HEAD^", f->dir));
	free(m1), free(s1), free(t1), free(t2), free(p1);
}

static void test_remove(void **state)
{
	fx *f = *state;
	char c[41], prev[41];
	es_err e;

	commit_puts(f->s, "files", 1, c, 5, "a/b/c.txt", "c", "a/b/d.txt", "d",
		"a/e.txt", "e", "x/y/z.txt", "z", "top", "t");
	commit_removes(f->s, "rm c", 2, c, 1, "a/b/c.txt");
	assert_absent(f->s, "a/b/c.txt");
	assert_file(f->s, "a/b/d.txt", "d");
	commit_removes(f->s, "rm d", 3, c, 1, "a/b/d.txt");
	assert_absent(f->s, "a/b"); /* emptied directory pruned */
	assert_file(f->s, "a/e.txt", "e");
	commit_removes(f->s, "rm x", 4, c, 1, "x");
	assert_absent(f->s, "x");
	assert_absent(f->s, "x/y/z.txt");
	assert_run("a\ntop", run("git -C %s ls-tree --name-only HEAD", f->dir));
	assert_run("a/e.txt\ntop",
		run("git -C %s ls-tree -r --name-only HEAD", f->dir));

	/* absent things and things under a file: a commit, same tree */
	memcpy(prev, c, sizeof c);
	commit_removes(f->s, "nothing", 5, c, 3, "nope/none", "top/sub",
		"a/e.txt/q");
	assert_string_not_equal(prev, c);
	char *t = run("git -C %s rev-parse HEAD^^{tree}", f->dir);
	assert_run(t, run("git -C %s rev-parse HEAD^{tree}", f->dir));
	free(t);
	assert_file(f->s, "top", "t");
	assert_file(f->s, "a/e.txt", "e");

	/* everything gone: an empty tree */
	commit_removes(f->s, "all", 6, c, 2, "a", "top");
	assert_run("", run("git -C %s ls-tree HEAD", f->dir));
	assert_run("4b825dc642cb6eb9a060e54bf8d69288fbee4904",
		run("git -C %s rev-parse HEAD^{tree}", f->dir));
	free(run("git -C %s fsck --strict --no-dangling 2>&1", f->dir));
	assert_int_equal(store_head(f->s, c, &e), 0);
}

static void test_change_semantics(void **state)
{
	fx *f = *state;
	char c[41], h1[41], h2[41], *got;
	es_err e;
	store_change *ch;

	commit_puts(f->s, "base", 1, c, 4, "f", "file", "d/1", "one", "m/1",
		"1", "m/2", "2");

	ch = store_change_new();
	store_change_put(ch, "p", "first", 5);
	store_change_put(ch, "p", "second", 6); /* later put wins */
	store_change_put(ch, "f/g", "below", 5); /* file f becomes a dir */
	store_change_put(ch, "d", "now a file", 10); /* dir d becomes a file */
	store_change_remove(ch, "m");
	store_change_put(ch, "m/3", "3", 1); /* m holds only 3 */
	store_change_put(ch, "gone/x", "x", 1);
	store_change_remove(ch, "gone/x"); /* put then remove: absent */
	store_change_put(ch, "q", "q", 1);
	store_change_put(ch, "q/r", "r", 1); /* same change: q is a dir */
	assert_int_equal(store_commit(f->s, ch, "edit", 2, c, &e), 0);
	store_change_free(ch);

	assert_file(f->s, "p", "second");
	assert_file(f->s, "f/g", "below");
	assert_int_equal(store_read(f->s, "f", &got, NULL, &e), ES_ENOTFOUND);
	assert_file(f->s, "d", "now a file");
	assert_absent(f->s, "d/1");
	assert_file(f->s, "m/3", "3");
	assert_absent(f->s, "m/1");
	assert_absent(f->s, "m/2");
	assert_absent(f->s, "gone");
	assert_file(f->s, "q/r", "r");
	free(run("git -C %s fsck --strict --no-dangling 2>&1", f->dir));

	/* malformed paths fail the commit and leave HEAD alone */
	static const char *bad[] = { "", "/a", "a//b", "a/", "../x", "a/./b",
		"a/.git/x", ".GIT", "." };
	assert_int_equal(store_head(f->s, h1, &e), 0);
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		ch = store_change_new();
		store_change_put(ch, "ok", "ok", 2);
		if (i % 2)
			store_change_put(ch, bad[i], "x", 1);
		else
			store_change_remove(ch, bad[i]);
		assert_int_equal(store_commit(f->s, ch, "bad", 3, c, &e),
			ES_ERR);
		store_change_free(ch);
		assert_int_equal(store_read(f->s, bad[i], &got, NULL, &e),
			ES_ERR);
	}
	assert_int_equal(store_head(f->s, h2, &e), 0);
	assert_string_equal(h1, h2);
	assert_absent(f->s, "ok");
}

static void three_commits(store *s, char c[3][41])
{
	commit_puts(s, "first", 1700000000, c[0], 2, "state/game.txt", "1",
		"mail/000/000000/in.eml", "hello");
	commit_puts(s, "second\n\nbody line\n", 1700000100, c[1], 1,
		"state/game.txt", "2");
	commit_removes(s, "third", 1700000200, c[2], 1, "mail");
}

static void test_deterministic(void **state)
{
	fx *f = *state;
	char a[3][41], b[3][41], dir2[160];
	store *s2;
	es_err e;

	snprintf(dir2, sizeof dir2, "%s/games/g2", f->root);
	assert_int_equal(store_create(dir2, &e), 0);
	assert_int_equal(store_open(&s2, dir2, &e), 0);
	three_commits(f->s, a);
	three_commits(s2, b);
	store_free(s2);
	for (int i = 0; i < 3; i++)
		assert_string_equal(a[i], b[i]);

	/* byte for byte what git would write for this tree, parent, time */
	char *tree = run("git -C %s rev-parse HEAD^{tree}", f->dir);
	sbuf want = SBUF_INIT;
	sbuf_printf(&want, "tree %s\nparent %s\n"
		"author Estafeta <estafeta@localhost> 1700000200 +0000\n"
		"committer Estafeta <estafeta@localhost> 1700000200 +0000\n"
		"\nthird", tree, a[1]);
	assert_run(sbuf_str(&want), run("git -C %s cat-file commit HEAD",
					    f->dir));
	sbuf_free(&want);
	free(tree);
	assert_run(a[2], run("git -C %s rev-parse HEAD", dir2));
	assert_run("", run("git -C %s ls-tree HEAD mail", f->dir));
	/* the root commit has no parent */
	assert_run("", run("git -C %s rev-list --parents --max-parents=0 HEAD"
			   " | cut -c42-", f->dir));
	assert_run(a[0], run("git -C %s rev-list --max-parents=0 HEAD",
			       f->dir));
}

typedef struct seen {
	int n, stop_at;
	char hex[8][41];
	char msg[8][64];
	long long when[8];
} seen;

static int collect(const char *hex, const char *msg, long long when, void *u)
{
	seen *s = u;
	assert_true(s->n < 8);
	memcpy(s->hex[s->n], hex, 41);
	snprintf(s->msg[s->n], sizeof s->msg[0], "%s", msg);
	s->when[s->n] = when;
	s->n++;
	return s->n == s->stop_at ? 7 : 0;
}

static void test_log_and_walk(void **state)
{
	fx *f = *state;
	char c[4][41];
	es_err e;
	const char *utf8 = "Z\xc3\xbcge f\xc3\xbcr Runde 3 \xe2\x80\x94 \xe2\x9c\x93";
	seen w = { 0 };

	assert_int_equal(store_walk(f->s, collect, &w, &e), 0);
	assert_int_equal(w.n, 0); /* empty repository */
	assert_int_equal(store_walk_since(f->s, NULL, collect, &w, &e), 0);
	assert_int_equal(w.n, 0);

	commit_puts(f->s, "turn 1", 1000, c[0], 1, "s", "1");
	commit_puts(f->s, "turn 2", 2000, c[1], 1, "s", "2");
	commit_puts(f->s, utf8, 3000, c[2], 1, "s", "3");
	commit_puts(f->s, "turn 4", 4000, c[3], 1, "s", "4");

	sbuf want = SBUF_INIT;
	sbuf_printf(&want, "turn 4\n%s\nturn 2\nturn 1", utf8);
	assert_run(sbuf_str(&want), run("git -C %s log --format=%%s", f->dir));
	sbuf_free(&want);
	assert_run(utf8, run("git -C %s log -1 --skip=1 --format=%%B",
			       f->dir));
	assert_run("", run("git -C %s cat-file commit HEAD~1 | grep -i "
			   "'^encoding' || true", f->dir));
	assert_run("3000", run("git -C %s log -1 --skip=1 --format=%%at",
			       f->dir));

	assert_int_equal(store_walk(f->s, collect, &w, &e), 0);
	assert_int_equal(w.n, 4);
	for (int i = 0; i < 4; i++) {
		assert_string_equal(w.hex[i], c[i]);
		assert_int_equal(w.when[i], 1000 * (i + 1));
	}
	assert_string_equal(w.msg[0], "turn 1");
	assert_string_equal(w.msg[2], utf8); /* UTF-8 round trip */

	memset(&w, 0, sizeof w);
	w.stop_at = 1;
	assert_int_equal(store_walk(f->s, collect, &w, &e), 7);
	assert_int_equal(w.n, 1);
	assert_string_equal(w.hex[0], c[0]);

	memset(&w, 0, sizeof w);
	assert_int_equal(store_walk_since(f->s, c[1], collect, &w, &e), 0);
	assert_int_equal(w.n, 2);
	assert_string_equal(w.hex[0], c[2]);
	assert_string_equal(w.hex[1], c[3]);

	memset(&w, 0, sizeof w);
	assert_int_equal(store_walk_since(f->s, c[0], collect, &w, &e), 0);
	assert_int_equal(w.n, 3);
	assert_string_equal(w.hex[0], c[1]);

	memset(&w, 0, sizeof w);
	assert_int_equal(store_walk_since(f->s, c[3], collect, &w, &e), 0);
	assert_int_equal(w.n, 0);
	assert_int_equal(store_walk_since(f->s, NULL, collect, &w, &e), 0);
	assert_int_equal(w.n, 4);

	memset(&w, 0, sizeof w);
	assert_int_equal(store_walk_since(f->s,
				 "0123456789012345678901234567890123456789",
				 collect, &w, &e),
		ES_ENOTFOUND);
	assert_int_equal(w.n, 0);
	assert_int_equal(store_walk_since(f->s, "abc", collect, &w, &e),
		ES_ERR);
	assert_int_equal(w.n, 0);
}

static void test_read_at(void **state)
{
	fx *f = *state;
	char c1[41], c2[41], *got = NULL;
	size_t len;
	es_err e;
	int rc;

	commit_puts(f->s, "1", 1, c1, 1, "state/game.txt", "old");
	commit_puts(f->s, "2", 2, c2, 2, "state/game.txt", "newer",
		"state/new.txt", "n");
	assert_int_equal(store_read_at(f->s, c1, "state/game.txt", &got, &len,
				 &e), 0);
	assert_string_equal(got, "old");
	assert_int_equal(len, 3);
	free(got);
	assert_int_equal(store_read_at(f->s, c2, "state/game.txt", &got, NULL,
				 &e), 0);
	assert_string_equal(got, "newer");
	free(got);
	assert_int_equal(store_read_at(f->s, c1, "state/new.txt", &got, NULL,
				 &e), ES_ENOTFOUND);
	assert_int_equal(store_read_at(f->s,
				 "0000000000000000000000000000000000000000",
				 "state/game.txt", &got, NULL, &e),
		ES_ENOTFOUND);
	/* a tree id is not a commit */
	char *tree = run("git -C %s rev-parse HEAD^{tree}", f->dir);
	assert_int_equal(store_read_at(f->s, tree, "state/game.txt", &got,
				 NULL, &e), ES_ENOTFOUND);
	free(tree);
	assert_int_equal(store_read_at(f->s, "xyz", "state/game.txt", &got,
				 NULL, &e), ES_ERR);

	char *l = list(f->s, c1, "state", &rc);
	assert_int_equal(rc, 0);
	assert_string_equal(l, "game.txt,");
	free(l);
	l = list(f->s, NULL, "state", &rc);
	assert_string_equal(l, "game.txt,new.txt,");
	free(l);
}

/* 2,000 commits, each adding mail/<seq/1000>/<seq>/x and changing
 * state/game.txt: every commit must build the same five trees (root,
 * state, mail, the bucket, the new leaf dir) and copy at most one bucket's
 * worth of entries, however long the history. Each commit writes one pack
 * and no loose object; as a batch does, the repository is closed and its
 * packs combined now and then (gitpack_maybe): never more than 50 packs,
 * and a few at the end. */
static void test_history_cost(void **state)
{
	fx *f = *state;
	char hex[41], c999[41] = "", path[64], body[32];
	store_stats st;
	es_err e;
	/* Past a full bucket of 1000 and into the next. A cost, not a
	 * memory question: the sanitizer build runs store_commit in the
	 * tests above, and leaves these 2,000 commits to the release build. */
#if defined(__SANITIZE_ADDRESS__)
	skip();
#endif
	if (getenv("TEST_FAST"))
		skip(); /* make check-fast: the inner loop leaves a cost to make check */
	enum { N = 2000 };

	for (int i = 0; i < N; i++) {
		store_change *c = store_change_new();
		snprintf(path, sizeof path, "mail/%03d/%06d/x", i / 1000, i);
		int n = snprintf(body, sizeof body, "mail %d", i);
		store_change_put(c, path, body, (size_t)n);
		n = snprintf(body, sizeof body, "turn %d", i);
		store_change_put(c, "state/game.txt", body, (size_t)n);
		assert_int_equal(store_commit(f->s, c, body, 1000 + i, hex, &e),
			0);
		store_change_free(c);
		store_last_stats(f->s, &st);
		assert_int_equal(st.trees_written, 5);
		assert_int_equal(st.blobs_written, 2);
		/* root 2 + state 1 + mail <= 2 + bucket <= 999 */
		assert_true(st.entries_loaded <= 1004);
		if (i == 0)
			assert_int_equal(st.entries_loaded, 0);
		if (i % 1000 == 0 && i > 0) /* a new bucket: tiny */
			assert_int_equal(st.entries_loaded, 2 + 1 + 1);
		if (i == 999)
			memcpy(c999, hex, sizeof hex);
		if (i % 50 == 49) {
			size_t packed;
			store_free(f->s);
			assert_int_equal(gitpack_maybe(f->dir, 1000, 50, &packed, &e), 0);
			assert_int_equal(store_open(&f->s, f->dir, &e), 0);
			char *np = run("ls %s/objects/pack | grep -c 'pack$'", f->dir);
			assert_true(atoi(np) <= 50);
			free(np);
		}
	}
	assert_run("count: 0", run("git -C %s count-objects -v | grep '^count:'", f->dir));
	char *np = run("ls %s/objects/pack | grep -c 'pack$'", f->dir);
	assert_true(atoi(np) >= 1 && atoi(np) <= 50);
	free(np);
	assert_run("", run("git -C %s fsck --full --strict 2>&1", f->dir));
	char want[64];
	snprintf(want, sizeof want, "turn %d", N - 1);
	assert_file(f->s, "state/game.txt", want);
	assert_file(f->s, "mail/000/000005/x", "mail 5");
	snprintf(path, sizeof path, "mail/001/%06d/x", N - 1);
	snprintf(want, sizeof want, "mail %d", N - 1);
	assert_file(f->s, path, want);
	snprintf(want, sizeof want, "%d", N);
	assert_run(want, run("git -C %s rev-list --count HEAD", f->dir));
	assert_run("2", run("git -C %s ls-tree HEAD:mail | wc -l", f->dir));
	assert_run("1000", run("git -C %s ls-tree HEAD:mail/000 | wc -l",
			       f->dir));
	/* the completed bucket is the same object as when it was finished */
	char *b0 = run("git -C %s rev-parse %s:mail/000", f->dir, c999);
	assert_run(b0, run("git -C %s rev-parse HEAD:mail/000", f->dir));
	free(b0);
	char *s0 = run("git -C %s rev-parse %s:state", f->dir, c999);
	char *s1 = run("git -C %s rev-parse HEAD:state", f->dir);
	assert_string_not_equal(s0, s1);
	free(s0), free(s1);
}

int main(void)
{
	/* The git CLI must look at our repositories only, with no user or
	 * system config in the way. */
	unsetenv("GIT_DIR");
	unsetenv("GIT_WORK_TREE");
	unsetenv("GIT_INDEX_FILE");
	unsetenv("GIT_OBJECT_DIRECTORY");
	unsetenv("GIT_ALTERNATE_OBJECT_DIRECTORIES");
	setenv("GIT_CONFIG_NOSYSTEM", "1", 1);
	setenv("GIT_CONFIG_GLOBAL", "/dev/null", 1);
	setenv("LC_ALL", "C", 1);

	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_create_open, setup, teardown),
		cmocka_unit_test_setup_teardown(test_nested_roundtrip, setup,
			teardown),
		cmocka_unit_test_setup_teardown(test_list_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_subtree_reuse, setup,
			teardown),
		cmocka_unit_test_setup_teardown(test_remove, setup, teardown),
		cmocka_unit_test_setup_teardown(test_change_semantics, setup,
			teardown),
		cmocka_unit_test_setup_teardown(test_deterministic, setup,
			teardown),
		cmocka_unit_test_setup_teardown(test_log_and_walk, setup,
			teardown),
		cmocka_unit_test_setup_teardown(test_read_at, setup, teardown),
		cmocka_unit_test_setup_teardown(test_head_quick, setup, teardown),
		cmocka_unit_test_setup_teardown(test_packfile, setup, teardown),
		cmocka_unit_test_setup_teardown(test_history_cost, setup_big,
			teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
