/* The run record in the lock file (see runrec.h). */
#include "adjudicator/run/runrec.h"
#include "adjudicator/base/err.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int parse(const char *buf, runrec *r)
{
	long long at, since, ok;
	int n = 0;
	memset(r, 0, sizeof *r);
	if (sscanf(buf, "estafeta-runs 1 %lld %d %d %lld %lld\n%n", &at, &r->code, &r->failed, &since, &ok, &n) != 5 ||
		!n)
		return -1;
	r->attempt = at;
	r->since = since;
	r->ok = ok;
	const char *w = buf + n;
	size_t len = strcspn(w, "\n");
	if (len >= sizeof r->why)
		len = sizeof r->why - 1;
	memcpy(r->why, w, len);
	r->why[len] = '\0';
	return 0;
}

static int read_fd(int fd, runrec *r)
{
	char buf[RUNREC_SIZE + 1];
	ssize_t n = pread(fd, buf, RUNREC_SIZE, 0);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	return parse(buf, r);
}

int runrec_read(const conf *c, runrec *r)
{
	char p[1100];
	snprintf(p, sizeof p, "%s/.estafeta.lock", c->dataroot);
	int fd = open(p, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		memset(r, 0, sizeof *r);
		return -1;
	}
	int rc = read_fd(fd, r);
	close(fd);
	return rc;
}

void runrec_note(int fd, int64_t now, int code, const char *why)
{
	runrec r;
	if (read_fd(fd, &r))
		memset(&r, 0, sizeof r);
	r.attempt = now;
	r.code = code;
	if (code == ES_OK) {
		r.failed = 0;
		r.since = 0;
		r.ok = now;
		r.why[0] = '\0';
	} else {
		if (!r.failed++)
			r.since = now;
		snprintf(r.why, sizeof r.why, "%s", why ? why : "");
		r.why[strcspn(r.why, "\n")] = '\0';
	}
	/* The whole block every time, over the blocks the first write
	 * allocated: an overwrite needs no free space. */
	char buf[RUNREC_SIZE];
	memset(buf, ' ', sizeof buf);
	int n = snprintf(buf, sizeof buf - 1, "estafeta-runs 1 %lld %d %d %lld %lld\n%s\n", (long long)r.attempt, r.code,
		r.failed, (long long)r.since, (long long)r.ok, r.why);
	if (n < 0)
		return;
	for (size_t i = 0; i < sizeof buf; i++)
		if (!buf[i])
			buf[i] = ' ';
	buf[sizeof buf - 1] = '\n';
	/* Not flushed: a record lost to a power cut costs health one run's
	 * news, and a flush would cost every idle run of watch. */
	ssize_t w = pwrite(fd, buf, sizeof buf, 0);
	(void)w;
}

int runrec_lasting(int code)
{
	switch (code) {
	case ES_ECLOCK:
	case ES_ESTUCK:
	case ES_ECONFIG:
	case ES_EPERM:
	case ES_EAUTH:
	case ES_EDISK:
		return 1;
	default:
		return 0;
	}
}
