/* See throttle.h. A counter's file is rewritten only to drop events that
 * left the window; a new event is appended. */
#include "adjudicator/mail/throttle.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define ID_HEX 32 /* an event's id: 128 bits of the mail key's hash, in hex */

static void hex_of(const char *s, char *hex, size_t nhex)
{
	unsigned char h[16];
	crypto_generichash(h, sizeof h, (const unsigned char *)s, strlen(s), NULL, 0);
	sodium_bin2hex(hex, nhex, h, sizeof h);
}

typedef struct ev {
	int64_t t;
	char id[ID_HEX + 1];
} ev;

/* Rewrites path with the events ev[0..n): the stale ones gone. */
static void rewrite(const char *path, const ev *e, int n)
{
	char tmp[1300];
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	FILE *f = fopen(tmp, "w");
	if (!f)
		return;
	for (int i = 0; i < n; i++)
		fprintf(f, "%" PRId64 " %s\n", e[i].t, e[i].id);
	if (fclose(f) || rename(tmp, path))
		unlink(tmp);
}

int throttle_count(const conf *c, const throttle_q *q, const char *id)
{
	char hex[33], dir[1100], path[1200], idh[ID_HEX + 1];
	hex_of(q->key, hex, sizeof hex);
	hex_of(id, idh, sizeof idh);
	snprintf(dir, sizeof dir, "%s/throttle", c->dataroot);
	snprintf(path, sizeof path, "%s/%s", dir, hex);
	/* The window holds at most max events we wrote; more lines (a file
	 * of an earlier release, or edited) are read up to a bound. */
	int cap = q->max + 1;
	ev *e = calloc((size_t)cap, sizeof *e);
	if (!e)
		return 0;
	int n = 0, stale = 0, since = 0, rank = 0;
	FILE *f = fopen(path, "r");
	if (f) {
		long long t;
		char w[80];
		int got;
		while ((got = fscanf(f, "%lld%79[^\n]", &t, w)) >= 1) {
			if (got == 1)
				w[0] = '\0';
			const char *p = w + strspn(w, " ");
			if (t <= q->now - q->window || t > q->now || n == cap) {
				stale++;
				continue;
			}
			e[n].t = t;
			snprintf(e[n].id, sizeof e[n].id, "%.*s", ID_HEX, p);
			if (!rank && !strcmp(e[n].id, idh))
				rank = n + 1;
			since += t >= q->since;
			n++;
		}
		/* A last line without its newline (a write cut short): an
		 * event appended would join it and be lost, so the file is
		 * written again whole. */
		if (fseek(f, -1, SEEK_END) == 0 && fgetc(f) != '\n')
			stale++;
		fclose(f);
	}
	if (!rank && n < q->max && !(q->max_since > 0 && since >= q->max_since)) {
		e[n].t = q->now;
		memcpy(e[n].id, idh, sizeof idh);
		rank = ++n;
		if (mkdir(dir, 0700) && errno != EEXIST) {
			/* not written: counted in this run only */
		} else if (stale) {
			rewrite(path, e, n);
		} else {
			int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
			if (fd >= 0) {
				char line[64];
				int l = snprintf(line, sizeof line, "%" PRId64 " %s\n", e[n - 1].t, idh);
				if (write(fd, line, (size_t)l) != l) {
					/* a short line reads as another event's */
				}
				close(fd);
			}
		}
	}
	free(e);
	return rank;
}

int throttle_expire(const conf *c, int64_t age, int *removed)
{
	char dir[1100], p[1400];
	snprintf(dir, sizeof dir, "%s/throttle", c->dataroot);
	DIR *d = opendir(dir);
	if (!d)
		return errno == ENOENT ? 0 : -1;
	time_t cutoff = time(NULL) - (time_t)age;
	struct dirent *de;
	struct stat st;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
		if (!lstat(p, &st) && S_ISREG(st.st_mode) && st.st_mtime < cutoff && !unlink(p))
			(*removed)++;
	}
	closedir(d);
	return 0;
}
