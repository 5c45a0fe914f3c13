/* See mirror.h. */
#include "adjudicator/run/mirror.h"
#include "adjudicator/store/gitpack.h"
#include "adjudicator/run/publish.h"
#include "adjudicator/base/afile.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/when.h"
#include "adjudicator/store/store.h"

#include <errno.h>
#include <git2.h>
#include <signal.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* A local mirror gets a pack a push: combined past this many, the way a
 * game's own packs are (gitpack.h). */
#define MIRROR_PACK_MAX 16

/* One game still to push. state: "new" (not tried yet), "behind" (the
 * last push failed), "diverged" (the remote's main is not an ancestor of
 * ours: the operator decides, nothing is ever forced). */
typedef struct pend {
	char name[128];
	int runs; /* failed runs in a row */
	long long since;
	char state[12];
	char why[300];
} pend;

typedef struct pends {
	pend *v;
	size_t n;
} pends;

static void spool_path(const conf *c, const char *leaf, char *out, size_t n)
{
	snprintf(out, n, "%s/spool/mirror/%s", c->dataroot, leaf);
}

static void spool_dirs(const conf *c)
{
	char p[1200];
	snprintf(p, sizeof p, "%s/spool", c->dataroot);
	mkdir(p, 0700);
	snprintf(p, sizeof p, "%s/spool/mirror", c->dataroot);
	mkdir(p, 0700);
}

/* A short hash of the url: a record of another url (the url changed) is
 * no record, and the url itself (it may hold a user) is never stored. */
static void url_hash(const conf *c, char out[17])
{
	unsigned char h[8];
	char key[1100];
	/* The mode too: a full mirror is no public one. */
	int n = snprintf(key, sizeof key, "%s\n%s", c->mirror_url, c->mirror_public ? "public" : "full");
	crypto_generichash(h, sizeof h, (const unsigned char *)key, (size_t)n, NULL, 0);
	sodium_bin2hex(out, 17, h, sizeof h);
}

static int read_line(const char *path, char *buf, size_t n)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	int rc = fgets(buf, (int)n, f) ? 0 : -1;
	fclose(f);
	buf[strcspn(buf, "\n")] = '\0';
	return rc;
}

/* "COMMIT URLHASH": what the mirror of game last received. */
static int record_matches(const conf *c, const char *game, const char *head, const char *uh)
{
	char p[1300], line[128], want[64];
	spool_path(c, game, p, sizeof p);
	snprintf(want, sizeof want, "%s %s", head, uh);
	return !read_line(p, line, sizeof line) && !strcmp(line, want);
}

static void record_write(const conf *c, const char *game, const char *head, const char *uh)
{
	char p[1300], line[64];
	spool_path(c, game, p, sizeof p);
	int n = snprintf(line, sizeof line, "%s %s\n", head, uh);
	/* Only saves work: a lost record makes one push that sends nothing. */
	if (afile_write(p, line, (size_t)n, 0))
		fprintf(stderr, "estafeta: mirror: cannot write %s: %s\n", p, strerror(errno));
}

static void pends_load(const conf *c, pends *ps)
{
	char p[1200], line[600];
	spool_path(c, ".pending", p, sizeof p);
	ps->v = NULL;
	ps->n = 0;
	FILE *f = fopen(p, "r");
	while (f && fgets(line, sizeof line, f)) {
		pend x = { 0 };
		line[strcspn(line, "\n")] = '\0';
		if (sscanf(line, "%127s %d %lld %11s %299[^\n]", x.name, &x.runs, &x.since, x.state, x.why) < 4)
			continue;
		ps->v = realloc(ps->v, (ps->n + 1) * sizeof *ps->v);
		if (!ps->v)
			abort();
		ps->v[ps->n++] = x;
	}
	if (f)
		fclose(f);
}

static void pends_save(const conf *c, const pends *ps)
{
	char p[1200];
	spool_path(c, ".pending", p, sizeof p);
	if (!ps->n) {
		unlink(p);
		return;
	}
	sbuf s = SBUF_INIT;
	for (size_t i = 0; i < ps->n; i++)
		sbuf_printf(&s, "%s %d %lld %s %s\n", ps->v[i].name, ps->v[i].runs, ps->v[i].since, ps->v[i].state,
			ps->v[i].why[0] ? ps->v[i].why : "-");
	if (afile_write(p, s.s, s.len, 0))
		fprintf(stderr, "estafeta: mirror: cannot write %s: %s\n", p, strerror(errno));
	sbuf_free(&s);
}

static pend *pends_find(pends *ps, const char *name)
{
	for (size_t i = 0; i < ps->n; i++)
		if (!strcmp(ps->v[i].name, name))
			return &ps->v[i];
	return NULL;
}

static void game_dir(const conf *c, const char *game, char *out, size_t n)
{
	snprintf(out, n, "%s/games/%s", c->dataroot, game);
}

/* 1 when the mirror of game holds its HEAD (known without opening it). */
static int up_to_date(const conf *c, const char *game, const char *uh)
{
	char d[1200], head[41];
	game_dir(c, game, d, sizeof d);
	return !store_head_quick(d, head) && record_matches(c, game, head, uh);
}

void mirror_note(const conf *c, char **games, const char *moved, size_t n)
{
	if (!c->mirror_url[0])
		return;
	char uh[17], mark[1200], had[64] = "";
	url_hash(c, uh);
	spool_path(c, ".url", mark, sizeof mark);
	int all = read_line(mark, had, sizeof had) || strcmp(had, uh);
	size_t nmoved = 0;
	for (size_t i = 0; i < n; i++)
		nmoved += moved[i] != 0;
	if (!all && !nmoved)
		return; /* an idle run: one small read */
	spool_dirs(c);
	pends ps;
	pends_load(c, &ps);
	size_t before = ps.n;
	for (size_t i = 0; i < n; i++) {
		if ((!all && !moved[i]) || pends_find(&ps, games[i]) || up_to_date(c, games[i], uh))
			continue;
		ps.v = realloc(ps.v, (ps.n + 1) * sizeof *ps.v);
		if (!ps.v)
			abort();
		pend x = { 0 };
		snprintf(x.name, sizeof x.name, "%s", games[i]);
		x.since = (long long)when_now();
		snprintf(x.state, sizeof x.state, "new");
		ps.v[ps.n++] = x;
	}
	if (ps.n != before)
		pends_save(c, &ps);
	free(ps.v);
	if (all) {
		char line[20];
		int k = snprintf(line, sizeof line, "%s\n", uh);
		afile_write(mark, line, (size_t)k, 0);
	}
}

/* --- one push (in the child) ---------------------------------------------- */

typedef struct push_ctx {
	const conf *c;
	unsigned given;    /* the kinds of credential given: each once */
	char refmsg[256];  /* the remote's refusal of our ref, if any */
} push_ctx;

/* Progress of any kind: the push is alive, give it another timeout. */
static int alive(push_ctx *x)
{
	alarm((unsigned)x->c->net_timeout);
	return 0;
}
static int on_pack(int stage, uint32_t cur, uint32_t total, void *u)
{
	(void)stage, (void)cur, (void)total;
	return alive(u);
}
static int on_transfer(unsigned int cur, unsigned int total, size_t bytes, void *u)
{
	(void)cur, (void)total, (void)bytes;
	return alive(u);
}
static int on_sideband(const char *s, int len, void *u)
{
	(void)s, (void)len;
	return alive(u);
}

static int on_ref(const char *ref, const char *status, void *u)
{
	push_ctx *x = u;
	(void)ref;
	if (status)
		snprintf(x->refmsg, sizeof x->refmsg, "%s", status);
	return 0;
}

/* ssh: the key file of [mirror] ssh_key, else the agent; the user is the
 * url's, else "git". https: what the url carries (libgit2 reads it). */
static int on_cred(git_credential **out, const char *url, const char *user, unsigned int allowed, void *u)
{
	push_ctx *x = u;
	(void)url;
	/* Asked again for a kind already given: the server refused it. */
	unsigned kind = allowed & GIT_CREDENTIAL_SSH_KEY ? GIT_CREDENTIAL_SSH_KEY
			: allowed & GIT_CREDENTIAL_USERNAME ? GIT_CREDENTIAL_USERNAME
							    : 0;
	if (!kind)
		return GIT_PASSTHROUGH;
	if (x->given & kind)
		return GIT_EAUTH;
	x->given |= kind;
	if (!user || !*user)
		user = "git";
	if (kind == GIT_CREDENTIAL_SSH_KEY) {
		if (x->c->mirror_key[0]) {
			char pub[1100];
			snprintf(pub, sizeof pub, "%s.pub", x->c->mirror_key);
			return git_credential_ssh_key_new(out, user, access(pub, R_OK) ? NULL : pub, x->c->mirror_key,
				NULL);
		}
		return git_credential_ssh_key_from_agent(out, user);
	}
	return git_credential_username_new(out, user);
}

/* The url of game's mirror, and whether it is a folder of this machine
 * (then made as an empty bare repository when missing). */
static int remote_url(const conf *c, const char *game, char *out, size_t n)
{
	const char *u = c->mirror_url;
	int local = u[0] == '/' || !strncmp(u, "file://", 7);
	snprintf(out, n, "%s/%s.git", local && u[0] != '/' ? u + 7 : u, game);
	return local;
}

/* The url for the log: a password in it is never shown. */
static void url_shown(const char *url, char *out, size_t n)
{
	const char *s = strstr(url, "://");
	const char *at = s ? strchr(s + 3, '@') : NULL;
	const char *slash = s ? strchr(s + 3, '/') : NULL;
	const char *colon = s ? strchr(s + 3, ':') : NULL;
	if (at && (!slash || at < slash) && colon && colon < at)
		snprintf(out, n, "%.*s:***%s", (int)(colon - url), url, at);
	else
		snprintf(out, n, "%s", url);
}

static int make_local(const char *path, char *why, size_t nwhy)
{
	struct stat st;
	if (!stat(path, &st))
		return 0;
	git_repository *r;
	git_repository_init_options o = GIT_REPOSITORY_INIT_OPTIONS_INIT;
	o.flags = GIT_REPOSITORY_INIT_BARE | GIT_REPOSITORY_INIT_MKPATH;
	o.initial_head = "main";
	if (git_repository_init_ext(&r, path, &o)) {
		snprintf(why, nwhy, "cannot make %.120s: %.150s", path, git_error_last() ? git_error_last()->message : "?");
		return -1;
	}
	git_repository_free(r);
	return 0;
}

/* mode = public: the copy `publish GAME --repo` makes, kept in
 * spool/mirror/.public/GAME (made again only when the game moved). head
 * gets the game's commit it was made from; *over whether the game was
 * over (that copy holds the whole history verify needs, in commits of
 * its own: it goes to the branch final, and main, what the public saw
 * while the game ran, is never rewritten). */
static int public_copy(const conf *c, const char *game, char *dir, size_t ndir, char head[41], int *over, char *why,
	size_t nwhy)
{
	char mark[1300], line[128];
	es_err e = { 0 };
	int n;
	snprintf(dir, ndir, "%s/spool/mirror/.public", c->dataroot);
	mkdir(dir, 0700);
	snprintf(dir, ndir, "%s/spool/mirror/.public/%s", c->dataroot, game);
	if (publish_game(c, game, dir, &n, &e)) {
		snprintf(why, nwhy, "the public copy: %.200s", e.msg);
		return -1;
	}
	/* "HEAD over|running" (publish.c) */
	snprintf(mark, sizeof mark, "%s/estafeta-source", dir);
	if (read_line(mark, line, sizeof line) || strlen(line) < 42 || line[40] != ' ') {
		snprintf(why, nwhy, "the public copy has no source mark");
		return -1;
	}
	snprintf(head, 41, "%.40s", line);
	*over = !strcmp(line + 41, "over");
	return 0;
}

/* 0 pushed (head filled), -1 failed, -2 diverged; why filled. */
static int push_one(const conf *c, const char *game, char head[41], char *why, size_t nwhy)
{
	char dir[1200], url[1400];
	const char *dst = "refs/heads/main";
	int over = 0;
	if (!c->mirror_public)
		game_dir(c, game, dir, sizeof dir);
	else if (public_copy(c, game, dir, sizeof dir, head, &over, why, nwhy))
		return -1;
	if (over)
		dst = "refs/heads/final";
	int local = remote_url(c, game, url, sizeof url);
	if (local && make_local(url, why, nwhy))
		return -1;
	git_repository *repo = NULL;
	git_remote *rem = NULL;
	git_reference *h = NULL;
	int rc = -1, err;
	push_ctx x = { c, 0, "" };
	if ((err = git_repository_open_bare(&repo, dir)) || (err = git_repository_head(&h, repo)))
		goto gitfail;
	if (!c->mirror_public)
		git_oid_tostr(head, 41, git_reference_target(h));
	char spec[600];
	snprintf(spec, sizeof spec, "%s:%s", git_reference_name(h), dst);
	char *specs[] = { spec };
	git_strarray refs = { specs, 1 };
	git_push_options po = GIT_PUSH_OPTIONS_INIT;
	po.callbacks.credentials = on_cred;
	po.callbacks.pack_progress = on_pack;
	po.callbacks.push_transfer_progress = on_transfer;
	po.callbacks.sideband_progress = on_sideband;
	po.callbacks.push_update_reference = on_ref;
	po.callbacks.payload = &x;
	alive(&x);
	if ((err = git_remote_create_anonymous(&rem, repo, url)) || (err = git_remote_push(rem, &refs, &po)))
		goto gitfail;
	if (x.refmsg[0]) {
		snprintf(why, nwhy, "the remote refused %s: %s", dst + 11, x.refmsg);
		rc = strstr(x.refmsg, "fast") || strstr(x.refmsg, "fetch first") ? -2 : -1;
	} else {
		rc = 0;
	}
	goto out;
gitfail:;
	const git_error *ge = git_error_last();
	snprintf(why, nwhy, "%s", ge && ge->message ? ge->message : "libgit2 failed");
	why[strcspn(why, "\n")] = '\0';
	rc = err == GIT_ENONFASTFORWARD ? -2 : -1;
out:
	alarm(0);
	git_reference_free(h);
	git_remote_free(rem);
	git_repository_free(repo);
	return rc;
}

/* The pushes, in the child: pending games pushed in order, the list and
 * the records rewritten. Writes "PUSHED FAILED" to fd. */
static void run_child(const conf *c, int fd)
{
	char uh[17];
	url_hash(c, uh);
	es_err e = { 0 };
	pends ps;
	pends_load(c, &ps);
	int pushed = 0, failed = 0;
	size_t k = 0;
	if (store_init(&e)) {
		fprintf(stderr, "estafeta: mirror: %s\n", e.msg);
		_exit(1);
	}
	for (size_t i = 0; i < ps.n; i++) {
		pend *x = &ps.v[i];
		char d[1200], head[41], why[300] = "", shown[1400], url[1400];
		struct stat st;
		game_dir(c, x->name, d, sizeof d);
		if (stat(d, &st) || up_to_date(c, x->name, uh))
			continue; /* gone, or done by an earlier run */
		int rc = push_one(c, x->name, head, why, sizeof why);
		int local = remote_url(c, x->name, url, sizeof url);
		if (!rc) {
			record_write(c, x->name, head, uh);
			pushed++;
			/* A local mirror gets a pack a push: merged now and
			 * then, as the game's own repository is. */
			size_t packed;
			if (local && gitpack_maybe(url, (size_t)(c->pack_loose ? c->pack_loose : 1000), MIRROR_PACK_MAX, &packed, &e))
				fprintf(stderr, "estafeta: game %s: mirror: %s\n", x->name, e.msg);
			continue;
		}
		url_shown(url, shown, sizeof shown);
		fprintf(stderr, "estafeta: game %s: mirror: %s %s: %s (tried again next run)\n", x->name,
			rc == -2 ? "diverged, not pushed to" : "push failed to", shown, why);
		failed++;
		x->runs++;
		snprintf(x->state, sizeof x->state, "%s", rc == -2 ? "diverged" : "behind");
		snprintf(x->why, sizeof x->why, "%s", why);
		ps.v[k++] = *x;
	}
	ps.n = k;
	pends_save(c, &ps);
	free(ps.v);
	char out[64];
	int n = snprintf(out, sizeof out, "%d %d\n", pushed, failed);
	if (write(fd, out, (size_t)n) < 0) {
		/* the parent then counts from the list */
	}
	fflush(NULL);
	_exit(0);
}

void mirror_run(const conf *c, int *pushed, int *failed)
{
	*pushed = *failed = 0;
	if (!c->mirror_url[0])
		return;
	char p[1200];
	spool_path(c, ".pending", p, sizeof p);
	if (access(p, F_OK))
		return; /* nothing pending: no fork */
	int fds[2];
	if (pipe(fds)) {
		fprintf(stderr, "estafeta: mirror: cannot make a pipe: %s\n", strerror(errno));
		return;
	}
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		fprintf(stderr, "estafeta: mirror: cannot fork: %s\n", strerror(errno));
		close(fds[0]);
		close(fds[1]);
		return;
	}
	if (pid == 0) {
		close(fds[0]);
		/* A server that hangs up is a failed push, not a killed child. */
		signal(SIGPIPE, SIG_IGN);
		run_child(c, fds[1]);
	}
	close(fds[1]);
	char buf[64] = "";
	ssize_t got;
	while ((got = read(fds[0], buf, sizeof buf - 1)) < 0 && errno == EINTR)
		;
	buf[got > 0 ? got : 0] = '\0';
	close(fds[0]);
	int st = 0;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	if (sscanf(buf, "%d %d", pushed, failed) == 2)
		return;
	/* Killed (a push without progress for the timeout) or crashed: the
	 * list still names every game of this run. Those the child pushed
	 * go; each other counts one more failed run. */
	fprintf(stderr, "estafeta: mirror: the push %s; tried again next run\n",
		WIFSIGNALED(st) && WTERMSIG(st) == SIGALRM ? "made no progress for the timeout"
							  : "process failed");
	char uh[17];
	url_hash(c, uh);
	pends ps;
	pends_load(c, &ps);
	size_t k = 0;
	for (size_t i = 0; i < ps.n; i++) {
		pend *x = &ps.v[i];
		if (up_to_date(c, x->name, uh)) {
			(*pushed)++;
			continue;
		}
		x->runs++;
		if (!strcmp(x->state, "new"))
			snprintf(x->state, sizeof x->state, "behind");
		snprintf(x->why, sizeof x->why, "no progress within the timeout");
		ps.v[k++] = *x;
	}
	ps.n = k;
	*failed = (int)k;
	pends_save(c, &ps);
	free(ps.v);
}

int mirror_health(const conf *c, FILE *out)
{
	if (!c->mirror_url[0])
		return 0;
	pends ps;
	pends_load(c, &ps);
	int bad = 0, behind = 0;
	for (size_t i = 0; i < ps.n; i++) {
		const pend *x = &ps.v[i];
		if (!x->runs)
			continue; /* not tried yet: the next run pushes it */
		behind++;
		long min = (long)((when_now() - x->since) / 60);
		int diverged = !strcmp(x->state, "diverged");
		int problem = diverged || min > c->health_mirror_min;
		char iso[32];
		when_iso((int64_t)x->since, iso);
		fprintf(out, "%smirror-%s %s runs %d since %s (%ld min): %s\n", problem ? "problem " : "",
			diverged ? "diverged" : "behind", x->name, x->runs, iso, min < 0 ? 0 : min, x->why);
		bad += problem;
	}
	fprintf(out, "mirror behind %d\n", behind);
	free(ps.v);
	return bad;
}
