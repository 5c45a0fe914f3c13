/* Clock and time formats. Civil-date arithmetic is done by hand (no TZ
 * environment, no mktime) so results never depend on the machine's zone. */
#include "adjudicator/base/when.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

static int64_t fixed_now;
static int have_fixed;

int64_t when_now(void)
{
	return have_fixed ? fixed_now : (int64_t)time(NULL);
}

void when_set_now(int64_t t)
{
	fixed_now = t;
	have_fixed = 1;
}

/* Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant). */
static int64_t days_from_civil(int64_t y, int m, int d)
{
	y -= m <= 2;
	int64_t era = (y >= 0 ? y : y - 399) / 400;
	int64_t yoe = y - era * 400;
	int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
	z += 719468;
	int64_t era = (z >= 0 ? z : z - 146096) / 146097;
	int64_t doe = z - era * 146097;
	int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	int64_t mp = (5 * doy + 2) / 153;
	*d = (int)(doy - (153 * mp + 2) / 5 + 1);
	*m = (int)(mp < 10 ? mp + 3 : mp - 9);
	*y = yoe + era * 400 + (*m <= 2);
}

static int digits(const char **p, int n, int *out)
{
	int v = 0;
	for (int i = 0; i < n; i++) {
		if (**p < '0' || **p > '9')
			return -1;
		v = v * 10 + (*(*p)++ - '0');
	}
	*out = v;
	return 0;
}

int when_parse(const char *s, int64_t *out, es_err *e)
{
	const char *p = s;
	int y, mo, d, h = 0, mi = 0, se = 0, off = 0;
	if (digits(&p, 4, &y) || *p++ != '-' || digits(&p, 2, &mo) || *p++ != '-' || digits(&p, 2, &d))
		goto bad;
	if (*p == 'T' || *p == ' ') {
		p++;
		if (digits(&p, 2, &h) || *p++ != ':' || digits(&p, 2, &mi))
			goto bad;
		if (*p == ':') {
			p++;
			if (digits(&p, 2, &se))
				goto bad;
		}
		if (*p == 'Z') {
			p++;
		} else if (*p == '+' || *p == '-') {
			int sign = *p++ == '-' ? -1 : 1, oh, om = 0;
			if (digits(&p, 2, &oh))
				goto bad;
			if (*p == ':')
				p++;
			if (*p && digits(&p, 2, &om))
				goto bad;
			off = sign * (oh * 3600 + om * 60);
		}
	}
	if (*p || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 60)
		goto bad;
	*out = days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + se - off;
	return ES_OK;
bad:
	return es_fail(e, ES_ESYNTAX, "'%s' is not a date such as 2026-11-21T18:00:00Z", s);
}

static void split(int64_t t, int64_t *y, int *mo, int *d, int *h, int *mi, int *s, int *wday)
{
	int64_t days = t >= 0 ? t / 86400 : -((-t + 86399) / 86400);
	int64_t rem = t - days * 86400;
	civil_from_days(days, y, mo, d);
	*h = (int)(rem / 3600);
	*mi = (int)(rem % 3600 / 60);
	*s = (int)(rem % 60);
	*wday = (int)((days % 7 + 11) % 7); /* 1970-01-01 was a Thursday (4) */
}

void when_iso(int64_t t, char out[32])
{
	int64_t y;
	int mo, d, h, mi, s, w;
	split(t, &y, &mo, &d, &h, &mi, &s, &w);
	snprintf(out, 32, "%04lld-%02d-%02dT%02d:%02d:%02dZ", (long long)y, mo, d, h, mi, s);
}

void when_rfc5322(int64_t t, char out[40])
{
	static const char *wd[] = { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };
	static const char *mn[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
	int64_t y;
	int mo, d, h, mi, s, w;
	split(t, &y, &mo, &d, &h, &mi, &s, &w);
	snprintf(out, 40, "%s, %d %s %04lld %02d:%02d:%02d +0000", wd[w], d, mn[mo - 1], (long long)y, h, mi, s);
}
