/* Time zones through glibc's TZif reader: TZ is pointed at the zone's file
 * by absolute path for one conversion and put back, so neither the
 * machine's TZ nor TZDIR changes what players read. */
#include "adjudicator/base/zone.h"
#include "adjudicator/base/when.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int zone_valid(const char *name)
{
	size_t n = strlen(name);
	if (!n || n > 64 || name[0] == '/' || strstr(name, ".."))
		return 0;
	for (const char *q = name; *q; q++)
		if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '/' ||
			    *q == '_' || *q == '-' || *q == '+'))
			return 0;
	char path[128];
	snprintf(path, sizeof path, "%s/%s", ZONE_DIR, name);
	FILE *f = fopen(path, "rb");
	if (!f)
		return 0;
	char magic[4];
	int ok = fread(magic, 1, 4, f) == 4 && !memcmp(magic, "TZif", 4);
	fclose(f);
	return ok;
}

void zone_format(const char *zone, int64_t t, char *out, size_t n)
{
	char iso[32];
	when_iso(t, iso);
	if (!zone || !zone_valid(zone)) {
		/* The zone named, so nobody reads it as his own local time. */
		time_t tt = (time_t)t;
		struct tm tm;
		char utc[40] = "";
		if (gmtime_r(&tt, &tm))
			strftime(utc, sizeof utc, "%Y-%m-%d %H:%M", &tm);
		snprintf(out, n, "%s (UTC) = %s", utc, iso);
		return;
	}
	const char *old = getenv("TZ");
	char *saved = old ? strdup(old) : NULL;
	char tz[160];
	snprintf(tz, sizeof tz, ":%s/%s", ZONE_DIR, zone);
	setenv("TZ", tz, 1);
	tzset();
	time_t tt = (time_t)t;
	struct tm tm;
	char local[40] = "";
	if (localtime_r(&tt, &tm))
		strftime(local, sizeof local, "%Y-%m-%d %H:%M", &tm);
	if (saved) {
		setenv("TZ", saved, 1);
		free(saved);
	} else {
		unsetenv("TZ");
	}
	tzset();
	snprintf(out, n, "%s (%s) = %s", local, zone, iso);
}
