/* Listing games without opening them; see gamelist.h. */
#include "adjudicator/gamelist.h"
#include "adjudicator/batch.h"
#include "adjudicator/store.h"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char **gamelist_names(const conf *c, size_t *n)
{
	char gd[1100];
	snprintf(gd, sizeof gd, "%s/games", c->dataroot);
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
	}
	fclose(fp);
	f->deadline = dl;
	f->due = due;
	return got == 9 && !strcmp(h, head) ? 0 : -1;
}

int gamelist_idle(const conf *c, const char *name, int64_t now)
{
	char dir[1200], path[1300], head[41], done[64];
	snprintf(dir, sizeof dir, "%s/games/%s", c->dataroot, name);
	if (store_head_quick(dir, head))
		return 0;
	play_delivered(c, name, done);
	if (strcmp(done, head))
		return 0;
	char why[8];
	if (batch_failing(c, name, why, sizeof why))
		return 0;
	/* Only "head" and "due" matter here: read without stdio or scanf
	 * (this runs for every game of every run). */
	snprintf(path, sizeof path, "%s/spool/list/%s", c->dataroot, name);
	char buf[2048];
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return 0;
	ssize_t got = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (got <= 0)
		return 0;
	buf[got] = '\0';
	const char *due = strstr(buf, "\ndue ");
	if (strncmp(buf, "head ", 5) || strncmp(buf + 5, head, 40) || buf[45] != '\n' || !due)
		return 0;
	long long d = strtoll(due + 5, NULL, 10);
	return d < 0 || d > now;
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
