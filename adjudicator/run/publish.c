/* See publish.h. */
#include "adjudicator/base/afile.h"
#include "adjudicator/run/publish.h"
#include "adjudicator/play/play.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/store/store.h"

#include <sodium.h>

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct pub {
	store *src, *dst;
	int over; /* the whole history may be told, but for the secrets */
	int n;
	es_err *e;
	int rc;
	store_change *ch; /* the commit being copied */
	const char *commit;
	const char *dir; /* the directory being listed */
	char *last;      /* the last copied public view (running games) */
	size_t last_len;
	unsigned char mark[32], seen[32]; /* what the last copied commit holds (over) */
	crypto_generichash_state h;
} pub;

/* "player SEAT NAME EMAIL LANG [ZONE]" with "-" for the address; the
 * game master's address line left out. */
static void players_public(const char *text, sbuf *out)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		int seat;
		char name[64], em[256], rest[128] = "";
		if (sscanf(l, "player %d %63s %255s %127[^\n]", &seat, name, em, rest) >= 3)
			sbuf_printf(out, "player %d %s - %s\n", seat, name, rest);
		l = nl ? nl + 1 : NULL;
	}
}

/* meta/game.txt without what only the players concerned know (the dates
 * of their absences) and without options naming an address. */
static void game_public(const char *text, sbuf *out)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) + 1 : strlen(l);
		if (strncmp(l, "vacation-", 9) && !(!strncmp(l, "option ", 7) && memchr(l, '@', n)))
			sbuf_add(out, l, n);
		l = nl ? nl + 1 : NULL;
	}
}

static void copy_file(pub *x, const char *path)
{
	char *data;
	size_t len;
	es_err e2 = { 0 };
	if (!store_read_at(x->src, x->commit, path, &data, &len, &e2)) {
		store_change_put(x->ch, path, data, len);
		free(data);
	}
}

/* A batch's journal and the orders it applied (what verify replays); never
 * its mail, which holds addresses and reply addresses. */
static int copy_batch_entry(const char *name, void *u)
{
	pub *x = u;
	size_t l = strlen(name);
	if (!strcmp(name, "journal.txt") || (l > 7 && !strcmp(name + l - 7, ".orders"))) {
		char path[160];
		snprintf(path, sizeof path, "%s/%s", x->dir, name);
		copy_file(x, path);
	}
	return 0;
}

static int copy_view(const char *name, void *u)
{
	pub *x = u;
	char path[160];
	snprintf(path, sizeof path, "views/%s", name);
	copy_file(x, path);
	return 0;
}

/* While the game runs, a commit is copied only when the public view
 * changed: a batch that changed nothing anyone may see (private press, a
 * player's settings, a reminder) leaves no commit, so neither its
 * existence nor its time is told. */
static int public_unchanged(pub *x, const char *commit)
{
	char *data = NULL;
	size_t len = 0;
	es_err e2 = { 0 };
	if (store_read_at(x->src, commit, "views/public.txt", &data, &len, &e2))
		data = NULL;
	int same = x->n && data && x->last && x->last_len == len && !memcmp(x->last, data, len);
	if (same) {
		free(data);
		return 1;
	}
	free(x->last);
	x->last = data;
	x->last_len = data ? len : 0;
	return 0;
}

static void hash_file(pub *x, const char *commit, const char *path)
{
	char *data = NULL;
	size_t len = 0;
	es_err e2 = { 0 };
	if (store_read_at(x->src, commit, path, &data, &len, &e2))
		len = 0;
	crypto_generichash_update(&x->h, (const unsigned char *)path, strlen(path) + 1);
	crypto_generichash_update(&x->h, (const unsigned char *)&len, sizeof len);
	crypto_generichash_update(&x->h, (const unsigned char *)data, len);
	free(data);
}

static int hash_view(const char *name, void *u)
{
	pub *x = u;
	char path[160];
	snprintf(path, sizeof path, "views/%s", name);
	hash_file(x, x->commit, path);
	return 0;
}

/* Once over, a commit is copied only when something verify checks moved
 * (the state, the dice, the players, a view): a batch of private press
 * or a reminder would otherwise tell, by its commit and time, that it
 * ran. verify brings back such a batch's state from the one before. */
static int verify_unchanged(pub *x, const char *commit, const char *meta)
{
	crypto_generichash_init(&x->h, NULL, 0, sizeof x->seen);
	x->commit = commit;
	hash_file(x, commit, "state/game.txt");
	hash_file(x, commit, "meta/players.txt");
	const char *d = meta ? strstr(meta, "\ndice ") : NULL;
	size_t dl = d ? strcspn(d + 1, "\n") : 0;
	crypto_generichash_update(&x->h, (const unsigned char *)(d ? d + 1 : ""), dl);
	es_err e2 = { 0 };
	store_list_at(x->src, commit, "views", hash_view, x, &e2);
	crypto_generichash_final(&x->h, x->seen, sizeof x->seen);
	int same = x->n && !memcmp(x->seen, x->mark, sizeof x->mark);
	memcpy(x->mark, x->seen, sizeof x->mark);
	return same;
}

static int copy_commit(const char *commit, const char *message, long long when, void *u)
{
	pub *x = u;
	if (!x->over && public_unchanged(x, commit))
		return 0;
	if (x->over) {
		char *meta = NULL;
		size_t ml;
		es_err e1 = { 0 };
		if (store_read_at(x->src, commit, "meta/game.txt", &meta, &ml, &e1))
			meta = NULL;
		int same = verify_unchanged(x, commit, meta);
		free(meta);
		if (same)
			return 0;
	}
	x->ch = store_change_new();
	x->commit = commit;
	char *data = NULL;
	size_t len;
	es_err e2 = { 0 };
	unsigned long seq = 0;
	if (!store_read_at(x->src, commit, "meta/game.txt", &data, &len, &e2)) {
		sbuf g = SBUF_INIT;
		game_public(data, &g);
		store_change_put(x->ch, "meta/game.txt", g.s, g.len);
		const char *s = strstr(data, "\nseq ");
		seq = s ? strtoul(s + 5, NULL, 10) : 0;
		sbuf_free(&g);
		free(data);
	}
	if (!store_read_at(x->src, commit, "meta/players.txt", &data, &len, &e2)) {
		sbuf p = SBUF_INIT;
		players_public(data, &p);
		store_change_put(x->ch, "meta/players.txt", p.s, p.len);
		sbuf_free(&p);
		free(data);
	}
	if (!x->over) {
		copy_file(x, "views/public.txt");
	} else {
		/* Over: everything verify needs, the password hashes, the
		 * game's key and the mail excepted. */
		copy_file(x, "state/game.txt");
		copy_file(x, "secret/seed.txt");
		static const char no_pw[] = "# password hashes are never published\n";
		store_change_put(x->ch, "secret/passwords.txt", no_pw, sizeof no_pw - 1);
		store_list_at(x->src, commit, "views", copy_view, x, &e2);
		char bp[48];
		snprintf(bp, sizeof bp, "mail/%03lu/%02lu/%06lu", seq / 10000, seq / 100 % 100, seq);
		x->dir = bp;
		es_err e3 = { 0 };
		store_list_at(x->src, commit, bp, copy_batch_entry, x, &e3);
	}
	char head[41];
	x->rc = store_commit(x->dst, x->ch, message, when, head, x->e);
	store_change_free(x->ch);
	if (x->rc)
		return 1;
	x->n++;
	return 0;
}

/* DIR/estafeta-source: the game commit a copy was made from, and whether
 * the game was over: nothing new, nothing to do. Kept in the git
 * directory, outside every commit. */
static char *source_mark(const char *dir)
{
	char path[1200], buf[64] = "";
	snprintf(path, sizeof path, "%s/estafeta-source", dir);
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	if (!fgets(buf, sizeof buf, f))
		buf[0] = '\0';
	fclose(f);
	return strdup(buf);
}

static int rm_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	return remove(path);
}

/* A copy of ours, whole (a bare repository: files and folders only). */
static void rm_tree(const char *path)
{
	nftw(path, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

int publish_game(const conf *c, const char *game, const char *dir, int *ncommits, es_err *e)
{
	*ncommits = 0;
	play *p;
	int rc = play_open(&p, c, game, e);
	if (rc)
		return rc;
	game_status st;
	play_status(p, &st);
	play_free(p);
	char gdir[1200], tmp[1300], old[1300];
	snprintf(gdir, sizeof gdir, "%s/games/%s", c->dataroot, game);
	pub x = { 0 };
	x.e = e;
	x.over = st.over;
	if ((rc = store_open(&x.src, gdir, e)))
		return rc;
	char head[41], mark[64];
	if ((rc = store_head(x.src, head, e)))
		goto out;
	snprintf(mark, sizeof mark, "%s %s\n", head, x.over ? "over" : "running");
	char *had = source_mark(dir);
	int same = had && !strcmp(had, mark);
	free(had);
	if (same)
		goto out; /* 0 commits: nothing new */
	/* The whole copy is made again beside the old one and swapped in:
	 * once the game ends the history told grows into every commit. */
	snprintf(tmp, sizeof tmp, "%s.new-%ld", dir, (long)getpid());
	snprintf(old, sizeof old, "%s.old-%ld", dir, (long)getpid());
	rm_tree(tmp);
	/* Made here first, so that a folder that cannot be made says why
	 * (no such parent: a setting to fix, never "try again"). */
	if (mkdir(tmp, 0755)) {
		rc = es_fail(e, es_errno_code(errno), "cannot make %s: %s", tmp, strerror(errno));
		goto out;
	}
	if ((rc = store_create(tmp, e)) || (rc = store_open(&x.dst, tmp, e)))
		goto out;
	rc = store_walk(x.src, copy_commit, &x, e);
	if (!rc)
		rc = x.rc;
	store_free(x.dst);
	x.dst = NULL;
	if (!rc) {
		char mp[1400];
		snprintf(mp, sizeof mp, "%s/estafeta-source", tmp);
		if (afile_write(mp, mark, strlen(mark), 0))
			rc = es_fail(e, es_errno_code(errno), "cannot write %s: %s", mp, strerror(errno));
	}
	struct stat sb;
	int existed = !stat(dir, &sb);
	if (!rc && ((existed && rename(dir, old)) || rename(tmp, dir)))
		rc = es_fail(e, es_errno_code(errno), "cannot put the copy in %s: %s", dir, strerror(errno));
	if (existed && !rc)
		rm_tree(old);
	if (rc)
		rm_tree(tmp);
	*ncommits = x.n;
out:
	free(x.last);
	store_free(x.src);
	store_free(x.dst);
	return rc;
}
