/* libFuzzer target for the spool files a power cut or a full disk may
 * tear, read by the code that reads them in a run, from a private
 * temporary data root:
 *  - the SMTP send journal spool/smtp-sent (sentlog_open): a name's state
 *    is one of the three, and a line torn at the end reads as none;
 *  - a throttle counter throttle/HASH (throttle_count): the rank a mail
 *    gets is within the counter's maximum, and counting the same mail
 *    again gives the same rank (a killed batch counts a mail once);
 *  - the run record in .estafeta.lock (runrec_read): what it keeps of the
 *    last failure is one line.
 * The input is each file's text in turn. */
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/run/runrec.h"
#include "adjudicator/mail/sentlog.h"
#include "adjudicator/mail/throttle.h"
#include "tests/fuzz/fuzz.h"

static char root[64];
static conf c;

static void put(const char *path, const uint8_t *data, size_t size)
{
	FILE *f = fopen(path, "w");
	FZ_ASSERT(f);
	FZ_ASSERT(fwrite(data, 1, size, f) == size);
	FZ_ASSERT(fclose(f) == 0);
}

/* The throttle folder holds the one counter of key "k". */
static void throttle_file(char *out, size_t n)
{
	char dir[128];
	snprintf(dir, sizeof dir, "%s/throttle", root);
	DIR *d = opendir(dir);
	FZ_ASSERT(d);
	struct dirent *de;
	out[0] = '\0';
	while ((de = readdir(d)))
		if (de->d_name[0] != '.') {
			int w = snprintf(out, n, "%s/%s", dir, de->d_name);
			FZ_ASSERT(w > 0 && (size_t)w < n);
		}
	closedir(d);
	FZ_ASSERT(out[0]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char p[256];
	es_err e = { 0 };
	if (!root[0]) {
		snprintf(root, sizeof root, "/tmp/estafeta-fuzz-spool-XXXXXX");
		FZ_ASSERT(mkdtemp(root));
		FZ_ASSERT(conf_load(&c, root, &e) == ES_OK);
		snprintf(p, sizeof p, "%s/spool", root);
		mkdir(p, 0700);
		/* Make the counter's file once, then overwrite it each input. */
		throttle_q q0 = { "k", 1000, 100, 8, 0, 0 };
		throttle_count(&c, &q0, "first");
	}

	snprintf(p, sizeof p, "%s/spool/smtp-sent", root);
	put(p, data, size);
	sentlog *l;
	FZ_ASSERT(sentlog_open(&c, &l, &e) == ES_OK);
	int st = sentlog_state(l, "m1");
	FZ_ASSERT(st == SENTLOG_NONE || st == SENTLOG_SENT || st == SENTLOG_MAYBE);
	/* A name only on the last line, without its newline, was never
	 * flushed whole: it reads as none. */
	const char *nl = memrchr(data, '\n', size);
	size_t tail = nl ? size - (size_t)(nl + 1 - (const char *)data) : size;
	if (tail == 8 && !memcmp(data + size - 7, " m9tail", 7) && !memmem(data, size - tail, "m9tail", 6))
		FZ_ASSERT(sentlog_state(l, "m9tail") == SENTLOG_NONE);
	FZ_ASSERT(sentlog_close(l, 0, &e) == ES_OK);

	throttle_file(p, sizeof p);
	put(p, data, size);
	throttle_q q = { "k", 1000, 100, 8, 0, 0 };
	int r1 = throttle_count(&c, &q, "mail-a");
	FZ_ASSERT(r1 >= 0 && r1 <= q.max + 1);
	int r2 = throttle_count(&c, &q, "mail-a");
	FZ_ASSERT(r2 == r1 || (r1 == 0 && r2 == 0));

	snprintf(p, sizeof p, "%s/.estafeta.lock", root);
	put(p, data, size);
	runrec r;
	if (!runrec_read(&c, &r))
		FZ_ASSERT(!strchr(r.why, '\n'));
	return 0;
}
