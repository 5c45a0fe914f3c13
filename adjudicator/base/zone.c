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

/* The wall clock of zone at t: TZ pointed at the zone's file for one
 * conversion and put back. */
static struct tm *zone_tm(const char *zone, time_t t, struct tm *tm)
{
	const char *old = getenv("TZ");
	char *saved = old ? strdup(old) : NULL;
	char tz[160];
	snprintf(tz, sizeof tz, ":%s/%s", ZONE_DIR, zone);
	setenv("TZ", tz, 1);
	tzset();
	struct tm *r = localtime_r(&t, tm);
	if (saved) {
		setenv("TZ", saved, 1);
		free(saved);
	} else {
		unsetenv("TZ");
	}
	tzset();
	return r;
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
	time_t tt = (time_t)t;
	struct tm tm;
	char local[40] = "";
	if (zone_tm(zone, tt, &tm))
		strftime(local, sizeof local, "%Y-%m-%d %H:%M", &tm);
	snprintf(out, n, "%s (%s) = %s", local, zone, iso);
}

/* Seconds the zone's wall clock is ahead of UTC at t. */
static int64_t zone_offset(const char *zone, int64_t t)
{
	struct tm tm;
	return zone_tm(zone, (time_t)t, &tm) ? (int64_t)tm.tm_gmtoff : 0;
}

int zone_parse_local(const char *zone, const char *text, int64_t *out)
{
	int64_t wall;
	es_err e = { 0 };
	if (when_parse(text, &wall, &e))
		return -1;
	if (!zone || !zone_valid(zone)) {
		*out = wall;
		return 0;
	}
	/* Twice: the offset of the instant, not of the wall clock read as UTC
	 * (they differ near a change of summer time). */
	int64_t t = wall - zone_offset(zone, wall);
	*out = wall - zone_offset(zone, t);
	return 0;
}
