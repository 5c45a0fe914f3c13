/* See throttle.h. A file holds at most MAX_EVENTS times: enough to tell
 * "over the limit", small enough that a flood costs nothing. */
#include "adjudicator/throttle.h"
#include "adjudicator/base/sbuf.h"

#include <errno.h>
#include <inttypes.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_EVENTS 64

int throttle_hit(const conf *c, const char *key, int64_t now, int64_t window, int add)
{
	unsigned char h[16];
	char hex[33], dir[1100], path[1200], tmp[1300];
	crypto_generichash(h, sizeof h, (const unsigned char *)key, strlen(key), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	snprintf(dir, sizeof dir, "%s/throttle", c->dataroot);
	snprintf(path, sizeof path, "%s/%s", dir, hex);
	int64_t t[MAX_EVENTS + 1];
	int n = 0;
	FILE *f = fopen(path, "r");
	if (f) {
		long long v;
		while (n < MAX_EVENTS && fscanf(f, "%lld", &v) == 1)
			if (v > now - window && v <= now)
				t[n++] = v;
		fclose(f);
	}
	if (!add)
		return n;
	if (n == MAX_EVENTS) /* keep the newest */
		memmove(t, t + 1, (size_t)(--n) * sizeof *t);
	t[n++] = now;
	if (mkdir(dir, 0700) && errno != EEXIST)
		return n;
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	f = fopen(tmp, "w");
	if (!f)
		return n;
	for (int i = 0; i < n; i++)
		fprintf(f, "%" PRId64 "\n", t[i]);
	if (fclose(f) || rename(tmp, path))
		unlink(tmp);
	return n;
}
