/* Delivery of a commit's mail to the outbox, exactly once. */
#include "adjudicator/base/afile.h"
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/base/zone.h"
#include "orders/lex.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>


/* --- delivery to the outbox ---------------------------------------------- */

static char *marker_path(const conf *c, const char *name)
{
	size_t n = strlen(c->dataroot) + strlen(name) + 32;
	char *s = xmalloc(n);
	snprintf(s, n, "%s/spool/%s.delivered", c->dataroot, name);
	return s;
}

/* In a batch the marker waits here until the barrier has made the mail it
 * vouches for durable (play_delivered_promote): a power loss before it
 * leaves the old marker, and the next run puts that mail again. */
static char *pending_path(const conf *c, const char *name)
{
	size_t n = strlen(c->dataroot) + strlen(name) + 40;
	char *s = xmalloc(n);
	snprintf(s, n, "%s/spool/delivered.new/%s", c->dataroot, name);
	return s;
}

int play_delivered_promote(const conf *c, es_err *e)
{
	char dir[1200];
	snprintf(dir, sizeof dir, "%s/spool/delivered.new", c->dataroot);
	DIR *d = opendir(dir);
	if (!d)
		return errno == ENOENT ? ES_OK : es_fail(e, ES_EIO, "cannot read %s: %s", dir, strerror(errno));
	int rc = ES_OK;
	struct dirent *de;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		char from[1500];
		snprintf(from, sizeof from, "%s/%s", dir, de->d_name);
		char *to = marker_path(c, de->d_name);
		if (rename(from, to) && !rc)
			rc = es_fail(e, ES_EIO, "cannot move %s into place: %s", from, strerror(errno));
		free(to);
	}
	closedir(d);
	return rc;
}

typedef struct deliver_ctx {
	play *p;
	long long when;
	const char *commit;
	const char *dir;
	es_err *e;
	int rc;
} deliver_ctx;

static int deliver_one(const char *fname, void *u)
{
	deliver_ctx *x = u;
	if (!strncmp(fname, "dig-", 4)) {
		char path[256], *data = NULL;
		size_t len;
		snprintf(path, sizeof path, "%s/%s", x->dir, fname);
		if (!store_read_at(x->p->repo, x->commit, path, &data, &len, x->e))
			x->rc = play_digest_deliver(x->p, x->dir, fname, x->when, data, len, x->e);
		else
			x->rc = x->e->code;
		free(data);
		return x->rc != 0;
	}
	if (strncmp(fname, "out-", 4))
		return 0;
	char *data;
	size_t len;
	char path[256];
	snprintf(path, sizeof path, "%s/%s", x->dir, fname);
	/* A mail with a password: its clear copy waits in the secret spool. */
	const char *sp = play_secret_spool(x->p, x->dir, fname, 0);
	FILE *sf = fopen(sp, "rb");
	if (sf) {
		sbuf sb = SBUF_INIT;
		sbuf_add_file(&sb, sf);
		fclose(sf);
		len = sb.len;
		data = sbuf_detach(&sb);
	} else if (store_read_at(x->p->repo, x->commit, path, &data, &len, x->e)) {
		x->rc = x->e->code;
		return 1;
	}
	/* The picture and the JSON view, rendered from the commit's state. */
	data = play_attach_splice(x->p, x->commit, data, &len);
	/* Maildir name: the batch time first (Maildir names sort by time),
	 * unique, and the same on every retry so a retry after a crash does
	 * not deliver twice. */
	char name[300];
	snprintf(name, sizeof name, "%lld.%s.%s", x->when, x->p->name, x->dir + 5);
	for (char *q = name; *q; q++)
		if (*q == '/')
			*q = '.';
	size_t nl = strlen(name);
	snprintf(name + nl, sizeof name - nl, ".%.*s", (int)(strlen(fname) - 4), fname);
	/* By Message-ID: a lost or empty delivery marker walks the history
	 * again without sending anything twice. */
	char mid[300];
	snprintf(mid, sizeof mid, "%s.%s.%.*s@%s", x->p->name, x->dir + 5, (int)(strlen(fname) - 4), fname,
		x->p->c->domain);
	int rc = outbox_put(x->p->c, mid, name, data, len, sf ? OUTBOX_NOW : 0, x->e);
	free(data);
	if (rc) {
		x->rc = rc;
		return 1;
	}
	if (sf)
		unlink(sp); /* the outbox holds it now; a retry finds it there */
	return 0;
}

int play_deliver_commit(play *p, const char *commit, long long when, es_err *e)
{
	int rc = maildir_ensure(p->c->outbox, e);
	if (rc)
		return es_root(e); /* the outbox: every game's */
	char *meta = NULL;
	size_t len;
	if (store_read_at(p->repo, commit, "meta/game.txt", &meta, &len, e))
		return e->code;
	unsigned long seq = 0;
	const char *s = strstr(meta, "\nseq ");
	if (s)
		seq = strtoul(s + 5, NULL, 10);
	else if (!strncmp(meta, "seq ", 4))
		seq = strtoul(meta + 4, NULL, 10);
	free(meta);
	char dir[64];
	play_batch_path(seq, dir);
	deliver_ctx x = { p, when, commit, dir, e, 0 };
	es_err e2 = { 0 };
	int lrc = store_list_at(p->repo, commit, dir, deliver_one, &x, &e2);
	/* A failed delivery stops the listing with x.rc set and e filled; e2
	 * then says nothing. */
	if (x.rc)
		return x.rc;
	if (lrc && e2.code != ES_ENOTFOUND)
		return es_fail(e, e2.code ? e2.code : ES_EIO, "%s", e2.msg[0] ? e2.msg : "cannot list the batch's mail");
	/* Record delivery: a rename makes the marker update atomic. */
	char *mp = outbox_deferred() ? pending_path(p->c, p->name) : marker_path(p->c, p->name);
	char sp[1100], line[64];
	snprintf(sp, sizeof sp, "%s/spool", p->c->dataroot);
	mkdir(sp, 0700);
	if (outbox_deferred()) {
		snprintf(sp, sizeof sp, "%s/spool/delivered.new", p->c->dataroot);
		mkdir(sp, 0700);
	}
	int n = snprintf(line, sizeof line, "%s\n", commit);
	if (afile_write(mp, line, (size_t)n, 0)) {
		free(mp);
		es_fail(e, ES_EIO, "cannot record delivery in %s", sp);
		return es_root(e); /* the spool: every game's */
	}
	free(mp);
	return ES_OK;
}

typedef struct redeliver_ctx {
	play *p;
	es_err *e;
	int rc;
} redeliver_ctx;

static int redeliver_cb(const char *commit, const char *message, long long when, void *u)
{
	(void)message;
	redeliver_ctx *x = u;
	x->rc = play_deliver_commit(x->p, commit, when, x->e);
	return x->rc ? 1 : 0;
}

void play_delivered(const conf *c, const char *name, char out[64])
{
	char *mp = marker_path(c, name);
	FILE *f = fopen(mp, "r");
	free(mp);
	out[0] = '\0';
	if (f) {
		if (!fgets(out, 64, f))
			out[0] = '\0';
		fclose(f);
		out[strcspn(out, "\n")] = '\0';
	}
}

int play_redeliver(const conf *c, const char *name, es_err *e)
{
	char since[64];
	if (outbox_deferred()) {
		/* A marker a cut-short batch left unpromoted vouches for
		 * nothing: the walk below starts from the promoted one. */
		char *pp = pending_path(c, name);
		unlink(pp);
		free(pp);
	}
	play_delivered(c, name, since);
	play *p = play_alloc(c, name);
	int rc = store_open(&p->repo, p->dir, e);
	if (!rc) {
		char head[41];
		if (store_head(p->repo, head, e)) {
			rc = e->code;
		} else if (strcmp(head, since)) {
			redeliver_ctx x = { p, e, 0 };
			rc = store_walk_since(p->repo, since[0] ? since : NULL, redeliver_cb, &x, e);
			if (!rc)
				rc = x.rc;
		}
	}
	play_free(p);
	return rc;
}

/* --- creation ------------------------------------------------------------ */
