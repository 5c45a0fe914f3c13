/* See outbox.h. */
#include "adjudicator/base/afile.h"
#include "adjudicator/outbox.h"
#include "adjudicator/maildir.h"

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

static int record(const char *path, const char *name, int done, int sync, es_err *e)
{
	char line[1400];
	int n = snprintf(line, sizeof line, "%s%s\n", name, done ? " done" : "");
	if (n < 0 || n >= (int)sizeof line || afile_write(path, line, (size_t)n, sync))
		return es_fail(e, ES_EIO, "cannot record %s in the sent index", name);
	return ES_OK;
}

static unsigned long written;

unsigned long outbox_written(void)
{
	return written;
}

int outbox_put(const conf *c, const char *message_id, const char *name, const char *data, size_t len, int flags,
	es_err *e)
{
	unsigned char h[20];
	char hex[41], dir[1200], path[1300], got[512];
	crypto_generichash(h, sizeof h, (const unsigned char *)message_id, strlen(message_id), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	snprintf(dir, sizeof dir, "%s/spool", c->dataroot);
	mkdir(dir, 0700);
	snprintf(dir, sizeof dir, "%s/spool/sent", c->dataroot);
	mkdir(dir, 0700);
	snprintf(dir, sizeof dir, "%s/spool/sent/%.2s", c->dataroot, hex);
	if (mkdir(dir, 0700) && errno != EEXIST)
		return es_fail(e, ES_EIO, "cannot create %s: %s", dir, strerror(errno));
	snprintf(path, sizeof path, "%s/%s", dir, hex + 2);
	int resume = 0;
	FILE *f = fopen(path, "r");
	if (f) {
		int ok = fgets(got, sizeof got, f) != NULL;
		fclose(f);
		got[strcspn(got, "\n")] = '\0';
		char *sp = strchr(got, ' ');
		if (ok && sp && !strcmp(sp, " done")) {
			/* Put once already: never again, but for a staged copy
			 * not yet published, which a power loss may have torn
			 * (the run that staged it never reached its barrier). */
			*sp = '\0';
			if (strchr(got, '/') || !maildir_staged(c->outbox, got))
				return ES_OK;
			return maildir_stage(c->outbox, got, data, len, 0, e);
		}
		if (ok && got[0] && !strchr(got, '/') && !sp) {
			name = got; /* a put interrupted: finish it under its name */
			resume = 1;
		}
	}
	/* In a batch, one barrier makes everything durable: nothing here is
	 * flushed and the message waits in staged/ (maildir.h). A message
	 * that could not be made again (OUTBOX_NOW) is flushed at once. */
	int stage = deferred && !(flags & OUTBOX_NOW);
	int rc = record(path, name, 0, !stage, e);
	if (!rc)
		rc = maildir_ensure(c->outbox, e);
	if (!rc)
		rc = stage ? maildir_stage(c->outbox, name, data, len, resume, e)
			   : maildir_deliver(c->outbox, name, data, len, resume, e);
	if (!rc)
		rc = record(path, name, 1, !stage, e);
	if (!rc)
		written++;
	return rc;
}
