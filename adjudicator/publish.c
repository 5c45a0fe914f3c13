/* See publish.h. */
#include "adjudicator/publish.h"
#include "adjudicator/play.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct pub {
	store *src, *dst;
	const char *seed; /* NULL until the commit where the game is over */
	const char *last; /* the game's HEAD */
	int n;
	es_err *e;
	int rc;
} pub;

/* "player SEAT NAME EMAIL LANG [ZONE]" lines without the address. */
static void players_public(const char *text, sbuf *out)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		int seat;
		char name[64];
		if (sscanf(l, "player %d %63s", &seat, name) == 2)
			sbuf_printf(out, "player %d %s\n", seat, name);
		l = nl ? nl + 1 : NULL;
	}
}

/* meta/game.txt without what only the players concerned know (the dates
 * of their absences). */
static void game_public(const char *text, sbuf *out)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) + 1 : strlen(l);
		if (strncmp(l, "vacation-", 9))
			sbuf_add(out, l, n);
		l = nl ? nl + 1 : NULL;
	}
}

static int copy_commit(const char *commit, const char *message, long long when, void *u)
{
	pub *x = u;
	store_change *ch = store_change_new();
	char *data = NULL;
	size_t len;
	es_err e2 = { 0 };
	if (!store_read_at(x->src, commit, "views/public.txt", &data, &len, &e2)) {
		store_change_put(ch, "public.txt", data, len);
		free(data);
	}
	if (!store_read_at(x->src, commit, "meta/game.txt", &data, &len, &e2)) {
		sbuf g = SBUF_INIT;
		game_public(data, &g);
		store_change_put(ch, "game.txt", g.s, g.len);
		sbuf_free(&g);
		free(data);
	}
	if (!store_read_at(x->src, commit, "meta/players.txt", &data, &len, &e2)) {
		sbuf p = SBUF_INIT;
		players_public(data, &p);
		store_change_put(ch, "players.txt", p.s, p.len);
		sbuf_free(&p);
		free(data);
	}
	if (x->seed && !strcmp(commit, x->last))
		store_change_put(ch, "seed.txt", x->seed, strlen(x->seed));
	char src[48];
	snprintf(src, sizeof src, "%s\n", commit);
	store_change_put(ch, "source.txt", src, strlen(src));
	char head[41];
	x->rc = store_commit(x->dst, ch, message, when, head, x->e);
	store_change_free(ch);
	if (x->rc)
		return 1;
	x->n++;
	return 0;
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
	char gdir[1200];
	snprintf(gdir, sizeof gdir, "%s/games/%s", c->dataroot, game);
	pub x = { 0 };
	x.e = e;
	char *seed = NULL;
	if ((rc = store_open(&x.src, gdir, e)))
		return rc;
	char head[41];
	if ((rc = store_head(x.src, head, e)))
		goto out;
	x.last = head;
	size_t sl;
	if (st.over && !store_read_at(x.src, head, "secret/seed.txt", &seed, &sl, e))
		x.seed = seed;
	struct stat sb;
	if (stat(dir, &sb) && (rc = store_create(dir, e)))
		goto out;
	if ((rc = store_open(&x.dst, dir, e)))
		goto out;
	/* Where the last publication stopped. */
	char *since = NULL;
	size_t n;
	es_err e2 = { 0 };
	if (!store_read(x.dst, "source.txt", &since, &n, &e2))
		since[strcspn(since, "\n")] = '\0';
	rc = store_walk_since(x.src, since, copy_commit, &x, e);
	if (!rc)
		rc = x.rc;
	free(since);
	*ncommits = x.n;
out:
	free(seed);
	store_free(x.src);
	store_free(x.dst);
	return rc;
}
