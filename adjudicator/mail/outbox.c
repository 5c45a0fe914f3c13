/* See outbox.h. */
#include "adjudicator/base/afile.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/mail/maildir.h"

#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int deferred;

void outbox_defer(int on)
{
	deferred = on;
}

int outbox_deferred(void)
{
	return deferred;
}

#define SUM OUTBOX_SUM

/* The sent index: DATAROOT/spool/sent/XX/REST, XXREST the hex BLAKE2b of
 * the Message-ID (the KEY a staged copy is named by). One line:
 * "NAME" (a put begun), "NAME done" (put), "NAME done SUM" (staged, with
 * the sum of its bytes, which publishing checks). */
static void key_of(const char *message_id, char key[41])
{
	unsigned char h[20];
	crypto_generichash(h, sizeof h, (const unsigned char *)message_id, strlen(message_id), NULL, 0);
	sodium_bin2hex(key, 41, h, sizeof h);
}

static void record_path(const conf *c, const char *key, char *out, size_t n)
{
	snprintf(out, n, "%s/spool/sent/%.2s/%s", c->dataroot, key, key + 2);
}

typedef outbox_rec rec;

int outbox_rec_parse(const char *text, size_t len, outbox_rec *r)
{
	memset(r, 0, sizeof *r);
	char line[700];
	size_t n = 0;
	/* One line, whole: a record cut short (no newline), or holding a
	 * NUL, reads as none. */
	while (n < len && n < sizeof line - 1 && text[n] != '\n' && text[n])
		n++;
	if (n >= len || text[n] != '\n')
		return -1;
	memcpy(line, text, n);
	line[n] = '\0';
	char *sp = strchr(line, ' ');
	if (sp) {
		*sp++ = '\0';
		if (strncmp(sp, "done", 4) || (sp[4] && sp[4] != ' '))
			return -1;
		r->done = 1;
		if (sp[4] == ' ') {
			size_t got;
			if (sodium_hex2bin(r->sum, SUM, sp + 5, strlen(sp + 5), NULL, &got, NULL) || got != SUM)
				return -1;
			r->has_sum = 1;
		}
	}
	if (!line[0] || strchr(line, '/') || strlen(line) >= sizeof r->name)
		return -1;
	memcpy(r->name, line, strlen(line) + 1);
	return 0;
}

/* 0 when path holds a readable record (a torn one reads as none). */
static int record_read(const char *path, rec *r)
{
	memset(r, 0, sizeof *r);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	char buf[700];
	size_t n = fread(buf, 1, sizeof buf, f);
	fclose(f);
	return outbox_rec_parse(buf, n, r);
}

/* A record replaces the last whole (afile.h), but a first one in a batch
 * (`fresh`, unflushed) goes straight under its name: cut short, it has no
 * newline and reads as none, which is what it replaced. */
static int record(const char *path, const char *name, int done, const unsigned char *sum, int sync, int fresh,
	es_err *e)
{
	char line[1400], hex[2 * SUM + 1] = "";
	if (sum)
		sodium_bin2hex(hex, sizeof hex, sum, SUM);
	int n = snprintf(line, sizeof line, "%s%s%s%s\n", name, done ? " done" : "", sum ? " " : "", hex);
	if (n < 0 || n >= (int)sizeof line)
		return es_fail(e, ES_EIO, "cannot record %s in the sent index", name);
	if (fresh && !sync && !afile_create(path, line, (size_t)n))
		return ES_OK;
	if (afile_write(path, line, (size_t)n, sync))
		return es_fail(e, ES_EIO, "cannot record %s in the sent index", name);
	return ES_OK;
}

int64_t outbox_put_when(const conf *c, const char *message_id)
{
	char key[41], path[1300];
	key_of(message_id, key);
	record_path(c, key, path, sizeof path);
	rec r;
	struct stat st;
	if (record_read(path, &r) || !r.done || stat(path, &st))
		return 0;
	return (int64_t)st.st_mtime;
}

static unsigned long written;

unsigned long outbox_written(void)
{
	return written;
}

static int put(const conf *c, const char *message_id, const char *name, const char *data, size_t len, int flags,
	es_err *e);

/* The outbox and the sent index are the data root's, shared by every
 * game: a failure here is never one game's. */
int outbox_put(const conf *c, const char *message_id, const char *name, const char *data, size_t len, int flags,
	es_err *e)
{
	int rc = put(c, message_id, name, data, len, flags, e);
	if (rc)
		es_root(e);
	return rc;
}

static int put(const conf *c, const char *message_id, const char *name, const char *data, size_t len, int flags,
	es_err *e)
{
	char key[41], dir[1200], path[1300];
	key_of(message_id, key);
	snprintf(dir, sizeof dir, "%s/spool/sent/%.2s", c->dataroot, key);
	if (afile_mkdirs(dir))
		return es_fail(e, ES_EIO, "cannot create %s: %s", dir, strerror(errno));
	record_path(c, key, path, sizeof path);
	/* In a batch, one barrier makes everything durable: nothing here is
	 * flushed and the message waits in staged/ (maildir.h). A message
	 * that could not be made again (OUTBOX_NOW) is flushed at once. */
	int flush = !deferred || (flags & OUTBOX_NOW);
	int staged = maildir_staged(c->outbox, key);
	int resume = 0;
	rec r;
	if (!record_read(path, &r)) {
		if (r.done && !staged)
			return ES_OK; /* put once already: never again */
		/* A put begun, or a staged copy not yet published (which a
		 * power loss may have torn): finished under its first name. */
		name = r.name;
		resume = 1;
	}
	int rc = ES_OK;
	/* A copy staged already (by a batch cut short) is finished there. */
	int stage = !flush || staged;
	/* A message delivered straight to new/ is recorded as begun first,
	 * so that a put cut short is finished under the same name, never
	 * sent twice. A staged one needs no such record (one file less a
	 * message): its copy is staged/KEY whatever its name, it is
	 * published only once its record says done, and a copy without
	 * that record waits for the redo, which stages it again. */
	if ((!resume || !r.done) && !stage)
		rc = record(path, name, 0, NULL, flush, 0, e);
	if (!rc)
		rc = maildir_ensure(c->outbox, e);
	unsigned char sum[SUM];
	if (stage)
		crypto_generichash(sum, SUM, (const unsigned char *)data, len, NULL, 0);
	if (!rc)
		rc = stage ? maildir_stage(c->outbox, key, name, data, len, resume, e)
			   : maildir_deliver(c->outbox, name, data, len, resume, e);
	if (!rc)
		rc = record(path, name, 1, stage ? sum : NULL, flush, !resume, e);
	if (!rc && !(resume && r.done))
		written++;
	return rc;
}

char **outbox_staged(const conf *c, size_t *n)
{
	char **keys;
	es_err e = { 0 };
	if (maildir_list_staged(c->outbox, &keys, n, &e)) {
		*n = 0;
		return NULL;
	}
	return keys;
}

void outbox_list_free(char **keys, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(keys[i]);
	free(keys);
}

static int cmp_key(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int outbox_publish(const conf *c, char **suspect, size_t nsuspect, size_t *moved, es_err *e)
{
	size_t n;
	char **keys;
	*moved = 0;
	int rc = maildir_list_staged(c->outbox, &keys, &n, e);
	for (size_t i = 0; !rc && i < n; i++) {
		char path[1300];
		rec r;
		record_path(c, keys[i], path, sizeof path);
		/* Not ours, or no record vouching for its bytes (torn, or
		 * left by a put begun outside a batch): a redo puts it again. */
		if (strlen(keys[i]) != 40 || record_read(path, &r) || !r.done || !r.has_sum)
			continue;
		/* Staged before this batch began: its run may have been cut
		 * by a power loss before its barrier. Published only when
		 * its bytes are those its record vouches for; else it waits
		 * for the run that puts it again. */
		if (nsuspect && bsearch(&keys[i], suspect, nsuspect, sizeof *suspect, cmp_key)) {
			unsigned char got[SUM];
			if (!r.has_sum || maildir_staged_hash(c->outbox, keys[i], got, SUM) ||
			    sodium_memcmp(got, r.sum, SUM))
				continue;
		}
		es_err e2 = { 0 };
		if (maildir_unstage(c->outbox, keys[i], r.name, &e2)) {
			rc = es_fail(e, e2.code, "%s", e2.msg);
			break;
		}
		(*moved)++;
	}
	outbox_list_free(keys, n);
	/* When the Maildir is the transport, another program may take a
	 * message from new/ at once: a cut that undid the rename would make
	 * the next run publish it again. One flush makes every rename
	 * durable (under SMTP the send journal guards this, sentlog.h). */
	if (!rc && *moved && !c->smtp.url[0] && maildir_flush_new(c->outbox))
		rc = es_fail(e, ES_EDISK, "cannot flush %s/new to disk: %s", c->outbox, strerror(errno));
	return rc;
}
