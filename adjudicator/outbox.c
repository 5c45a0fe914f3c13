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

static int record(const char *path, const char *name, int done, es_err *e)
{
	char line[1400];
	int n = snprintf(line, sizeof line, "%s%s\n", name, done ? " done" : "");
	if (n < 0 || n >= (int)sizeof line || afile_write(path, line, (size_t)n, 1))
		return es_fail(e, ES_EIO, "cannot record %s in the sent index", name);
	return ES_OK;
}

static unsigned long written;

unsigned long outbox_written(void)
{
	return written;
}

int outbox_put(const conf *c, const char *message_id, const char *name, const char *data, size_t len, es_err *e)
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
		if (ok && sp && !strcmp(sp, " done"))
			return ES_OK; /* put once already: never again */
		if (ok && got[0] && !strchr(got, '/') && !sp) {
			name = got; /* a put interrupted: finish it under its name */
			resume = 1;
		}
	}
	int rc = record(path, name, 0, e);
	if (!rc)
		rc = maildir_ensure(c->outbox, e);
	if (!rc)
		rc = maildir_deliver(c->outbox, name, data, len, resume, e);
	if (!rc)
		rc = record(path, name, 1, e);
	if (!rc)
		written++;
	return rc;
}
