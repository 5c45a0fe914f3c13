/* The record a batch keeps as its pieces work: its failures, the games
 * it opened, the mail it handled and the global index of handled mail
 * (adjudicator/run/batch_int.h). Below
 * batch.c and the pieces it calls, so that they call no file above. */
#include "adjudicator/run/batch_int.h"

#include <fcntl.h>
#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

double batch_mono(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void batch_fail(batch *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(b->why, sizeof b->why, fmt, ap);
	va_end(ap);
	fprintf(stderr, "estafeta: %s\n", b->why);
	b->failed = 1;
}

open_game *batch_game(batch *b, const char *name, es_err *e)
{
	if (!b->only || strcmp(name, b->only)) {
		es_fail(e, ES_ENOTFOUND, "no game called '%s' here", name);
		return NULL;
	}
	for (size_t i = 0; i < b->ng; i++)
		if (!strcmp(play_name(b->g[i].p), name))
			return &b->g[i];
	if (b->broken) {
		es_fail(e, b->broken->code == ES_EPERM ? ES_EPERM : ES_EBROKEN, "game %s cannot be opened: %s", name,
			b->broken->msg);
		return NULL;
	}
	play *p;
	if (play_open(&p, b->c, name, e))
		return NULL;
	b->g = xrealloc(b->g, (b->ng + 1) * sizeof *b->g);
	open_game *g = &b->g[b->ng++];
	memset(g, 0, sizeof *g);
	g->p = p;
	return g;
}

void batch_done(batch *b, const char *fname, const char *key)
{
	b->done = xrealloc(b->done, (b->ndone + 1) * sizeof *b->done);
	b->keys = xrealloc(b->keys, (b->ndone + 1) * sizeof *b->keys);
	b->done[b->ndone] = arena_strdup(b->a, fname);
	b->keys[b->ndone++] = key ? arena_strdup(b->a, key) : NULL;
}

void batch_defer(batch *b, open_game *g, const char *fname, const char *key)
{
	g->done = xrealloc(g->done, (g->ndone + 1) * sizeof *g->done);
	g->done[g->ndone++] = arena_strdup(b->a, fname);
	g->keys = xrealloc(g->keys, (g->nkeys + 1) * sizeof *g->keys);
	g->keys[g->nkeys++] = arena_strdup(b->a, key);
}

/* --- the global index of handled messages ---------------------------------- */

static void index_path(const conf *c, const char *key, char *out, size_t n)
{
	unsigned char h[32];
	char hex[65];
	crypto_generichash(h, sizeof h, (const unsigned char *)key, strlen(key), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	snprintf(out, n, "%s/seen/%.2s/%s", c->dataroot, hex, hex);
}

int batch_index_has(const conf *c, const char *key)
{
	char p[1200];
	index_path(c, key, p, sizeof p);
	return access(p, F_OK) == 0;
}

void batch_index_add(const conf *c, const char *key)
{
	char p[1200];
	index_path(c, key, p, sizeof p);
	char *slash = strrchr(p, '/');
	*slash = '\0';
	char *s2 = strrchr(p, '/');
	*s2 = '\0';
	mkdir(p, 0700);
	*s2 = '/';
	mkdir(p, 0700);
	*slash = '/';
	int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd >= 0) {
		if (write(fd, key, strlen(key)) < 0) {
			/* The index only saves work: the game repository keeps
			 * the authoritative record of applied messages. */
		}
		close(fd);
	}
}
