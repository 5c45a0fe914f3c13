/* See sentlog.h. */
#include "adjudicator/mail/sentlog.h"
#include "adjudicator/base/sbuf.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct entry {
	char *name;
	int state;
	size_t seq; /* the line's place: the last line of a name wins */
} entry;

struct sentlog {
	char path[1200];
	char outbox[1024];
	char dataroot[1024];
	entry *v; /* earlier sessions', sorted by name */
	size_t n;
	size_t whole; /* the journal's bytes up to its last newline */
	int torn;     /* and more after it: a line a cut tore */
	int fd;      /* -1 until the first line of this session */
	int written; /* lines written by this session */
};

static int cmp_entry(const void *a, const void *b)
{
	const entry *x = a, *y = b;
	int k = strcmp(x->name, y->name);
	return k ? k : (x->seq > y->seq) - (x->seq < y->seq);
}

/* The journal's whole lines, the last of each name kept. */
static void load(sentlog *l, char *text)
{
	size_t cap = 0;
	for (char *p = text; p && *p;) {
		char *nl = strchr(p, '\n');
		if (!nl)
			break; /* torn by a cut: never flushed, so never promised */
		*nl = '\0';
		int st = p[0] == '+' ? SENTLOG_SENT : p[0] == '>' ? SENTLOG_MAYBE : SENTLOG_NONE;
		if ((p[0] == '+' || p[0] == '>' || p[0] == '-') && p[1] == ' ' && p[2]) {
			if (l->n == cap)
				l->v = xrealloc(l->v, (cap = cap ? 2 * cap : 32) * sizeof *l->v);
			l->v[l->n] = (entry){ xstrdup(p + 2), st, l->n };
			l->n++;
		}
		p = nl + 1;
	}
	if (!l->n)
		return;
	qsort(l->v, l->n, sizeof *l->v, cmp_entry);
	size_t k = 0;
	for (size_t i = 0; i < l->n; i++) {
		if (i + 1 < l->n && !strcmp(l->v[i].name, l->v[i + 1].name)) {
			free(l->v[i].name);
			continue;
		}
		l->v[k++] = l->v[i];
	}
	l->n = k;
}

int sentlog_open(const conf *c, sentlog **out, es_err *e)
{
	sentlog *l = xcalloc(1, sizeof *l);
	l->fd = -1;
	snprintf(l->path, sizeof l->path, "%s/spool/smtp-sent", c->dataroot);
	snprintf(l->outbox, sizeof l->outbox, "%s", c->outbox);
	snprintf(l->dataroot, sizeof l->dataroot, "%s", c->dataroot);
	FILE *f = fopen(l->path, "r");
	if (!f && errno != ENOENT) {
		free(l);
		*out = NULL;
		return es_fail(e, ES_EIO, "cannot read %s: %s", c->dataroot, strerror(errno));
	}
	if (f) {
		sbuf b = SBUF_INIT;
		sbuf_add_file(&b, f);
		fclose(f);
		const char *nl = b.len ? memrchr(b.s, '\n', b.len) : NULL;
		l->whole = nl ? (size_t)(nl - b.s) + 1 : 0;
		l->torn = l->whole != b.len;
		char *text = sbuf_detach(&b);
		load(l, text);
		free(text);
	}
	*out = l;
	return ES_OK;
}

int sentlog_state(const sentlog *l, const char *name)
{
	size_t lo = 0, hi = l->n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int k = strcmp(l->v[mid].name, name);
		if (!k)
			return l->v[mid].state;
		if (k < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return SENTLOG_NONE;
}

static int line(sentlog *l, char mark, const char *name, int flush, es_err *e)
{
	char s[1100];
	int n = snprintf(s, sizeof s, "%c %s\n", mark, name);
	if (n < 0 || n >= (int)sizeof s || strchr(name, '\n'))
		return es_fail(e, ES_EIO, "cannot journal outbox message %.80s: bad name", name);
	if (l->fd < 0) {
		char dir[1200];
		snprintf(dir, sizeof dir, "%s/spool", l->dataroot);
		mkdir(dir, 0700);
		l->fd = open(l->path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
		if (l->fd < 0)
			return es_fail(e, ES_EDISK, "cannot open %s: %s", l->path, strerror(errno));
		/* A last line a cut tore (no newline: it was never flushed
		 * whole, so it said nothing) goes, so that this session's
		 * first line is read as its own. */
		if (l->torn && ftruncate(l->fd, (off_t)l->whole))
			return es_fail(e, ES_EDISK, "cannot cut %s: %s", l->path, strerror(errno));
	}
	/* One write a line, so a cut tears at most the last, which then
	 * reads as none. */
	if (write(l->fd, s, (size_t)n) != n || (flush && fdatasync(l->fd)))
		return es_fail(e, ES_EDISK, "cannot write %s: %s", l->path, strerror(errno ? errno : ENOSPC));
	l->written++;
	return ES_OK;
}

int sentlog_handing(sentlog *l, const char *name, es_err *e)
{
	return line(l, '>', name, 1, e);
}

int sentlog_outcome(sentlog *l, const char *name, int taken, es_err *e)
{
	return line(l, taken ? '+' : '-', name, 0, e);
}

static int flush_fs(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int rc = syncfs(fd);
	close(fd);
	return rc;
}

int sentlog_close(sentlog *l, int applied, es_err *e)
{
	if (!l)
		return ES_OK;
	int rc = ES_OK;
	if (l->fd >= 0 && !applied && fdatasync(l->fd))
		rc = es_fail(e, ES_EDISK, "cannot flush %s: %s", l->path, strerror(errno));
	if (l->fd >= 0)
		close(l->fd);
	/* Applied: what the journal says is in the outbox's folders; once
	 * they are on disk it says nothing more. */
	if (applied && (l->written || l->n)) {
		if (flush_fs(l->outbox))
			rc = es_fail(e, ES_EDISK, "cannot flush %s to disk: %s", l->outbox, strerror(errno));
		else if (unlink(l->path) && errno != ENOENT)
			rc = es_fail(e, ES_EDISK, "cannot remove %s: %s", l->path, strerror(errno));
	}
	for (size_t i = 0; i < l->n; i++)
		free(l->v[i].name);
	free(l->v);
	free(l);
	return rc;
}
