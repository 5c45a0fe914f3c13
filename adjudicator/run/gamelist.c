/* Listing games without opening them; see gamelist.h. */
#include "adjudicator/base/afile.h"
#include "adjudicator/run/gamelist.h"
#include "adjudicator/run/batch_failing.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/sbuf.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char **names_in(const conf *c, const char *sub, size_t *n)
{
	char gd[1100];
	snprintf(gd, sizeof gd, "%s/%s", c->dataroot, sub);
	DIR *d = opendir(gd);
	char **v = NULL;
	size_t cap = 0;
	*n = 0;
	struct dirent *de;
	while (d && (de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		if (*n == cap) {
			cap = cap ? 2 * cap : 16;
			char **w = realloc(v, cap * sizeof *v);
			if (!w)
				break;
			v = w;
		}
		if (!(v[*n] = strdup(de->d_name)))
			break;
		(*n)++;
	}
	if (d)
		closedir(d);
	if (*n)
		qsort(v, *n, sizeof *v, cmp_str);
	return v;
}

char **gamelist_names(const conf *c, size_t *n)
{
	return names_in(c, "games", n);
}

char **gamelist_forming_names(const conf *c, size_t *n)
{
	return names_in(c, "forming", n);
}

void gamelist_free(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

/* The facts file, when it describes commit `head`. Fixed-format lines
 * into bounded fields. */
static int read_facts(FILE *fp, const char *head, game_facts *f)
{
	if (!fp)
		return -1;
	char line[1024], h[64] = "";
	int got = 0;
	long long dl = 0, due = 0;
	memset(f, 0, sizeof *f);
	while (fgets(line, sizeof line, fp)) {
		line[strcspn(line, "\n")] = '\0';
		got += sscanf(line, "head %63s", h) == 1;
		got += sscanf(line, "kind %31s", f->kind) == 1;
		got += sscanf(line, "turn %u", &f->turn) == 1;
		got += sscanf(line, "players %d", &f->players) == 1;
		got += sscanf(line, "phase %31s", f->phase) == 1;
		got += sscanf(line, "over %d", &f->over) == 1;
		got += sscanf(line, "paused %d", &f->paused) == 1;
		got += sscanf(line, "deadline %lld", &dl) == 1;
		/* Optional (files of earlier releases lack it: due at once). */
		sscanf(line, "due %lld", &due);
		if (!strncmp(line, "waiting", 7)) {
			snprintf(f->waiting, sizeof f->waiting, "%.*s", (int)sizeof f->waiting - 1, line[7] ? line + 8 : "");
			got++;
		}
		/* Required: a file of an earlier release, which lacks it,
		 * is written again from the game. */
		if (!strncmp(line, "bots", 4) && (!line[4] || line[4] == ' ')) {
			snprintf(f->bots, sizeof f->bots, "%.*s", (int)sizeof f->bots - 1, line[4] ? line + 5 : "");
			got++;
		}
	}
	fclose(fp);
	f->deadline = dl;
	f->due = due;
	return got == 10 && !strcmp(h, head) ? 0 : -1;
}

/* gamelist_idle's facts: 0 and the due time when the game can be
 * skipped until then; -1 when it must be opened. */
static int idle_due(const conf *c, const char *name, long long *due)
{
	char dir[1200], path[1300], head[41], done[64];
	snprintf(dir, sizeof dir, "%s/games/%s", c->dataroot, name);
	if (store_head_quick(dir, head))
		return -1;
	play_delivered(c, name, done);
	if (strcmp(done, head))
		return -1;
	char why[8];
	if (batch_failing(c, name, why, sizeof why))
		return -1;
	/* Only "head" and "due" matter here: read without stdio or scanf
	 * (this runs for every game of every run). */
	snprintf(path, sizeof path, "%s/spool/list/%s", c->dataroot, name);
	char buf[2048];
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return -1;
	ssize_t got = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (got <= 0)
		return -1;
	buf[got] = '\0';
	const char *dl = strstr(buf, "\ndue ");
	if (strncmp(buf, "head ", 5) || strncmp(buf + 5, head, 40) || buf[45] != '\n' || !dl)
		return -1;
	*due = strtoll(dl + 5, NULL, 10);
	return 0;
}

int gamelist_idle(const conf *c, const char *name, int64_t now)
{
	long long d;
	return !idle_due(c, name, &d) && (d < 0 || d > now);
}

struct gamelist_index {
	char *text;    /* the index file, lines "NAME DUE" sorted by name */
	char **names;  /* into text */
	long long *due;
	char *moved; /* moved[i]: names[i] is in the changed list */
	size_t n;
};

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	sbuf b = SBUF_INIT;
	char buf[65536];
	size_t got;
	while ((got = fread(buf, 1, sizeof buf, f)) > 0)
		sbuf_add(&b, buf, got);
	fclose(f);
	return sbuf_detach(&b);
}

/* The kernel's id of this boot, "" when there is none to read (then the
 * changed list is flushed as it is written). An index written in another
 * boot is not trusted: a power cut (the only loss that drops written,
 * unflushed files) is always followed by a new boot, so within one boot
 * the changed list needs no flush of its own (a killed run leaves its
 * writes in the page cache, for the next run). */
static const char *boot_id(void)
{
	static char id[64];
	static int done;
	if (!done) {
		done = 1;
		FILE *f = fopen("/proc/sys/kernel/random/boot_id", "r");
		if (f && fgets(id, sizeof id, f))
			id[strcspn(id, "\n")] = '\0';
		else
			id[0] = '\0';
		if (f)
			fclose(f);
	}
	return id;
}

static void index_mark(gamelist_index *x, const char *name);

gamelist_index *gamelist_index_load(const conf *c)
{
	char path[1300];
	gamelist_index *x = xcalloc(1, sizeof *x);
	snprintf(path, sizeof path, "%s/spool/list/index", c->dataroot);
	x->text = slurp(path);
	/* The first line names the boot that wrote it ('@' starts no game
	 * name); an index without it, or of another boot, vouches for no
	 * game: every game is looked at the slow way once. */
	char *l = x->text;
	const char *boot = boot_id();
	size_t bl = strlen(boot);
	if (l && !strncmp(l, "@boot ", 6) && !strncmp(l + 6, boot, bl) && l[6 + bl] == '\n')
		l += 6 + bl + 1;
	else
		l = NULL;
	size_t cap = 0;
	while (l && *l) {
		char *nl = strchr(l, '\n');
		if (!nl)
			break; /* a torn last line: not trusted */
		*nl = '\0';
		char *sp = strchr(l, ' ');
		if (sp) {
			*sp = '\0';
			if (x->n == cap) {
				cap = cap ? 2 * cap : 256;
				x->names = xrealloc(x->names, cap * sizeof *x->names);
				x->due = xrealloc(x->due, cap * sizeof *x->due);
			}
			x->names[x->n] = l;
			x->due[x->n++] = strtoll(sp + 1, NULL, 10);
		}
		l = nl + 1;
	}
	x->moved = xcalloc(x->n + 1, 1);
	/* The changed list: a flag on each listed game it names, one pass
	 * (a flag too many only costs a look the slow way). */
	snprintf(path, sizeof path, "%s/spool/list/changed", c->dataroot);
	char *ch = slurp(path);
	for (char *p = ch; p && *p;) {
		char *nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		index_mark(x, p);
		p = nl ? nl + 1 : p + strlen(p);
	}
	free(ch);
	return x;
}

/* The position of name in the index (sorted by name), or -1. */
static long index_pos(const gamelist_index *x, const char *name)
{
	size_t lo = 0, hi = x ? x->n : 0;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int k = strcmp(x->names[mid], name);
		if (!k)
			return (long)mid;
		if (k < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

static void index_mark(gamelist_index *x, const char *name)
{
	long i = index_pos(x, name);
	if (i >= 0)
		x->moved[i] = 1;
}

/* The due time the index vouches for, or NULL. */
static const long long *index_due(const gamelist_index *x, const char *name)
{
	long i = index_pos(x, name);
	return i >= 0 && !x->moved[i] ? &x->due[i] : NULL;
}

int gamelist_index_vouches(const gamelist_index *x, const char *name)
{
	return index_due(x, name) != NULL;
}

int gamelist_index_idle(const conf *c, const gamelist_index *x, const char *name, int64_t now)
{
	const long long *d = index_due(x, name);
	if (!d)
		return gamelist_idle(c, name, now);
	return *d < 0 || *d > now;
}

int64_t gamelist_next_due(const conf *c, int64_t now)
{
	gamelist_index *x = gamelist_index_load(c);
	long long next = -1;
	for (size_t i = 0; i < x->n; i++)
		if (x->due[i] > now && (next < 0 || x->due[i] < next) && !x->moved[i])
			next = x->due[i];
	gamelist_index_free(x);
	return next;
}

void gamelist_index_save(const conf *c, gamelist_index *x, char **games, size_t n)
{
	sbuf b = SBUF_INIT;
	sbuf_printf(&b, "@boot %s\n", boot_id());
	for (size_t i = 0; i < n; i++) {
		const long long *d = index_due(x, games[i]);
		long long due;
		if (d)
			due = *d;
		else if (idle_due(c, games[i], &due))
			continue; /* looked at the slow way next time */
		sbuf_printf(&b, "%s %lld\n", games[i], due);
	}
	char path[1300];
	snprintf(path, sizeof path, "%s/spool/list/index", c->dataroot);
	if (!afile_write(path, b.s, b.len, 0)) {
		snprintf(path, sizeof path, "%s/spool/list/changed", c->dataroot);
		unlink(path);
	}
	sbuf_free(&b);
	gamelist_index_free(x);
}

void gamelist_mark_changed(const conf *c, gamelist_index *x, char **games, const char *pick, size_t n)
{
	/* Marked in x too, which gamelist_index_save reads: an opened game's
	 * old due time is never written back (it was kept: a game opened at
	 * its due time stayed due, and was opened by every run after). */
	sbuf b = SBUF_INIT;
	for (size_t i = 0; i < n; i++)
		if (pick[i]) {
			sbuf_printf(&b, "%s\n", games[i]);
			index_mark(x, games[i]);
		}
	play_note_changed(c, b.s, b.len, !boot_id()[0]);
	sbuf_free(&b);
}

void gamelist_index_drop(const conf *c, gamelist_index *x)
{
	char path[1300];
	snprintf(path, sizeof path, "%s/spool/list/index", c->dataroot);
	unlink(path);
	gamelist_index_free(x);
}

void gamelist_index_free(gamelist_index *x)
{
	if (!x)
		return;
	free(x->text);
	free(x->names);
	free(x->due);
	free(x->moved);
	free(x);
}

int gamelist_facts(const conf *c, const char *name, game_facts *f, es_err *e)
{
	char dir[1200], path[1300];
	snprintf(dir, sizeof dir, "%s/games/%s", c->dataroot, name);
	snprintf(path, sizeof path, "%s/spool/list/%s", c->dataroot, name);
	store *s = NULL;
	char head[41];
	int rc = store_open(&s, dir, e);
	if (!rc)
		rc = store_head(s, head, e);
	store_free(s);
	if (rc)
		return rc;
	if (!read_facts(fopen(path, "r"), head, f))
		return ES_OK;
	/* No current file: a game set aside as failing is not opened here
	 * (its state may be what fails); any other is, once. */
	char why[600];
	if (batch_failing(c, name, why, sizeof why))
		return es_fail(e, ES_ECONFLICT, "game %s is set aside: %s", name, why);
	play *p;
	if ((rc = play_open(&p, c, name, e)))
		return rc;
	play_write_facts(p, head);
	sbuf t = SBUF_INIT;
	play_facts_text(p, head, &t);
	play_free(p);
	rc = read_facts(fmemopen(t.s, t.len, "r"), head, f) ? es_fail(e, ES_ERR, "game %s: bad facts", name) : ES_OK;
	sbuf_free(&t);
	return rc;
}

int gamelist_forming(const conf *c, const char *name, forming_facts *f, es_err *e)
{
	char dir[1200];
	memset(f, 0, sizeof *f);
	if (!play_name_ok(name))
		return es_fail(e, ES_ENOTFOUND, "no game called '%s'", name);
	snprintf(dir, sizeof dir, "%s/forming/%s", c->dataroot, name);
	store *s = NULL;
	char *text = NULL;
	size_t len;
	int rc = store_open(&s, dir, e);
	if (!rc)
		rc = store_read(s, "forming.txt", &text, &len, e);
	store_free(s);
	if (rc)
		return rc;
	/* The lines signup.h describes; only what a list shows. */
	sbuf who = SBUF_INIT;
	for (char *l = text; l && *l;) {
		char *nl = strchr(l, '\n');
		if (nl)
			*nl = '\0';
		char w1[65];
		int k;
		if (sscanf(l, "kind %31s", f->kind) == 1 || sscanf(l, "seats %d", &f->seats) == 1) {
		} else if (sscanf(l, "seat %d %64s", &k, w1) == 2 && f->taken < GAME_MAX_PLAYERS) {
			sbuf_printf(&who, "%s%s", f->taken++ ? " " : "", w1);
		} else if (!strncmp(l, "started ", 8)) {
			f->started = 1;
		} else if (!strncmp(l, "cancelled ", 10)) {
			f->cancelled = 1;
		} else if (sscanf(l, "creator %255s", f->creator) == 1) {
		}
		l = nl ? nl + 1 : l + strlen(l);
	}
	snprintf(f->joined, sizeof f->joined, "%s", sbuf_str(&who));
	sbuf_free(&who);
	free(text);
	if (!f->kind[0] || f->seats <= 0)
		return es_fail(e, ES_EBROKEN, "sign-up %s: forming.txt does not parse", name);
	return ES_OK;
}
