/* See prune.h. */
#include "adjudicator/mail/prune.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/mail/throttle.h"
#include "adjudicator/base/afile.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* 1 if directory `dir` names a file that starts with prefix and ends
 * with suffix (longer than both). */
static int dir_has(const char *dir, const char *prefix, const char *suffix)
{
	DIR *d = opendir(dir);
	if (!d)
		return 0;
	size_t lp = strlen(prefix), ls = strlen(suffix);
	int found = 0;
	struct dirent *de;
	while (!found && (de = readdir(d))) {
		size_t l = strlen(de->d_name);
		found = l > lp + ls && !strncmp(de->d_name, prefix, lp) && !strcmp(de->d_name + l - ls, suffix);
	}
	closedir(d);
	return found;
}

/* 1 if some game of the data root is failing (spool/GAME.failing). */
static int any_failing(const conf *c)
{
	char p[1100];
	snprintf(p, sizeof p, "%s/spool", c->dataroot);
	return dir_has(p, "", ".failing");
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

/* 1 if inbox/cur holds a copy fetched over IMAP whose original the
 * server has not moved yet: it may be fetched again. */
static int imap_pending(const conf *c)
{
	char p[1100];
	snprintf(p, sizeof p, "%s/cur", c->inbox);
	return dir_has(p, "imap.", "");
}

/* 1 if the sent-index record at path (the KEY's) is an answer's or a
 * notice's (reply.c names them TIME.reply.HASH), put, not staged. */
static int is_reply_record(const conf *c, const char *path, const char *key)
{
	char buf[700];
	FILE *f = fopen(path, "r");
	if (!f)
		return 0;
	size_t n = fread(buf, 1, sizeof buf, f);
	fclose(f);
	outbox_rec r;
	return !outbox_rec_parse(buf, n, &r) && r.done && strstr(r.name, ".reply.") && !maildir_staged(c->outbox, key);
}

/* Removes the files of DATAROOT/DIR/XX/ last written before cutoff (for
 * spool/sent, answers' records only). */
static void prune_tree(const conf *c, const char *sub, time_t cutoff, int *removed)
{
	char top[1100], p[1400], f[1700];
	snprintf(top, sizeof top, "%s/%s", c->dataroot, sub);
	DIR *d = opendir(top);
	struct dirent *de;
	int sent = !strcmp(sub, "spool/sent");
	while (d && (de = readdir(d))) {
		if (strlen(de->d_name) != 2 || de->d_name[0] == '.')
			continue;
		snprintf(p, sizeof p, "%s/%s", top, de->d_name);
		DIR *d2 = opendir(p);
		struct dirent *e2;
		struct stat st;
		while (d2 && (e2 = readdir(d2))) {
			if (e2->d_name[0] == '.')
				continue;
			snprintf(f, sizeof f, "%s/%s", p, e2->d_name);
			if (lstat(f, &st) || !S_ISREG(st.st_mode) || st.st_mtime >= cutoff)
				continue;
			char key[300];
			snprintf(key, sizeof key, "%s%s", de->d_name, e2->d_name);
			if ((!sent || is_reply_record(c, f, key)) && !unlink(f))
				(*removed)++;
		}
		if (d2)
			closedir(d2);
	}
	if (d)
		closedir(d);
}

/* What mail that proved nothing leaves behind (see prune.h): 0 when all
 * of it was looked at. */
static int prune_strangers(const conf *c, int *removed)
{
	time_t now = time(NULL);
	int days = c->stranger_keep_days > c->inbox_keep_days ? c->stranger_keep_days : c->inbox_keep_days;
	(void)throttle_expire(c, 2 * 86400, removed);
	prune_tree(c, "spool/sent", now - (time_t)days * 86400, removed);
	if (imap_pending(c))
		return -1;
	prune_tree(c, "seen", now - (time_t)days * 86400, removed);
	return 0;
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
	if (!rc && prune_strangers(c, removed))
		whole = 0;
	if (!rc && whole)
		(void)afile_write(stamp, today, (size_t)n, 0); /* lost: pruned again, harmless */
	return rc;
}
