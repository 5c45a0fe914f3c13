/* See prune.h. */
#include "adjudicator/prune.h"
#include "adjudicator/base/afile.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* 1 if some game of the data root is failing (spool/GAME.failing). */
static int any_failing(const conf *c)
{
	char p[1100];
	snprintf(p, sizeof p, "%s/spool", c->dataroot);
	DIR *d = opendir(p);
	if (!d)
		return 0;
	int found = 0;
	struct dirent *de;
	while (!found && (de = readdir(d))) {
		size_t l = strlen(de->d_name);
		found = l > 8 && !strcmp(de->d_name + l - 8, ".failing");
	}
	closedir(d);
	return found;
}

/* Removes DIR/cur/NAME whose name starts with a time before cutoff. */
static int prune_cur(const char *dir, long long cutoff, int *removed, es_err *e)
{
	char p[1100], f[1400];
	snprintf(p, sizeof p, "%s/cur", dir);
	DIR *d = opendir(p);
	if (!d)
		return errno == ENOENT ? ES_OK : es_fail(e, ES_EIO, "cannot read %s: %s", p, strerror(errno));
	int rc = ES_OK;
	struct dirent *de;
	while ((de = readdir(d))) {
		char *end;
		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		long long t = strtoll(de->d_name, &end, 10);
		if (*end != '.' || t >= cutoff)
			continue;
		snprintf(f, sizeof f, "%s/%s", p, de->d_name);
		if (!unlink(f))
			(*removed)++;
		else if (errno != ENOENT && !rc)
			rc = es_fail(e, ES_EIO, "cannot remove %s: %s", f, strerror(errno));
	}
	closedir(d);
	return rc;
}

int prune_mail(const conf *c, long long now, int *removed, es_err *e)
{
	*removed = 0;
	/* Ages are counted in days: once a day is enough, and a run (every
	 * few minutes, or every mail under `watch`) does not read cur/ (days
	 * of mail) and the spool each time. The day is stamped only when
	 * both folders were pruned whole. */
	char stamp[1100], got[32] = "", today[32];
	snprintf(stamp, sizeof stamp, "%s/spool/pruned", c->dataroot);
	int n = snprintf(today, sizeof today, "%lld\n", now / 86400);
	FILE *f = fopen(stamp, "r");
	if (f) {
		if (!fgets(got, sizeof got, f))
			got[0] = '\0';
		fclose(f);
	}
	if (!strcmp(got, today))
		return ES_OK;
	int rc = ES_OK, whole = 1;
	if (c->inbox_keep_days)
		rc = prune_cur(c->inbox, now - 86400LL * c->inbox_keep_days, removed, e);
	if (!rc && c->outbox_keep_days) {
		if (any_failing(c))
			whole = 0;
		else
			rc = prune_cur(c->outbox, now - 86400LL * c->outbox_keep_days, removed, e);
	}
	if (!rc && whole)
		(void)afile_write(stamp, today, (size_t)n, 0); /* lost: pruned again, harmless */
	return rc;
}
