/* Players' time zones: names of the system tz database
 * (/usr/share/zoneinfo, Debian package tzdata), and deadlines shown in a
 * zone with the UTC time beside it. The process's own TZ never matters. */
#ifndef ES_ZONE_H
#define ES_ZONE_H

#include <stddef.h>
#include <stdint.h>

#define ZONE_DIR "/usr/share/zoneinfo"

/* 1 when name is a zone of the database ("Europe/Madrid", "UTC"). */
int zone_valid(const char *name);
/* "2026-11-24 11:00 (Europe/Madrid) = 2026-11-24T10:00:00Z" into out;
 * with zone NULL or unknown, "2026-11-24 10:00 (UTC) = 2026-11-24T10:00:00Z". */
void zone_format(const char *zone, int64_t t, char *out, size_t n);

/* "2026-12-24 18:00" read as the wall clock of zone (NULL: UTC) into UTC
 * seconds; -1 when malformed. */
int zone_parse_local(const char *zone, const char *text, int64_t *out);

#endif
