/* libFuzzer target for the configuration loader (adjudicator/conf/conf.h, inih):
 * the input is written as DATAROOT/estafeta.conf in a private temporary
 * data root and loaded. A refusal is ES_ECONFIG naming file:line; an
 * accepted file keeps every value in range.
 *
 * Inputs that mention password_command or password_file are skipped: the
 * first runs a shell command (the fuzzer must not run arbitrary commands)
 * and the second reads any path, which may block (/dev/stdin, a FIFO).
 * Any "command" or "_file" spelling is refused, so no key can slip by. */
#include <unistd.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "tests/fuzz/fuzz.h"

static char root[64], path[96];

static void cleanup(void)
{
	unlink(path);
	rmdir(root);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!root[0]) {
		snprintf(root, sizeof root, "/tmp/estafeta-fuzz-conf-XXXXXX");
		FZ_ASSERT(mkdtemp(root));
		snprintf(path, sizeof path, "%s/estafeta.conf", root);
		atexit(cleanup);
	}
	if (memmem(data, size, "command", 7) || memmem(data, size, "_file", 5))
		return 0;
	FILE *f = fopen(path, "w");
	FZ_ASSERT(f);
	FZ_ASSERT(fwrite(data, 1, size, f) == size);
	FZ_ASSERT(fclose(f) == 0);
	conf c;
	es_err e;
	es_clear(&e);
	int rc = conf_load(&c, root, &e);
	if (rc != ES_OK) {
		FZ_ASSERT(rc == ES_ECONFIG && strstr(e.msg, path));
		return 0;
	}
	FZ_ASSERT(strchr(c.address, '@') && strchr(c.smtp_from, '@'));
	FZ_ASSERT(!strcmp(c.domain, strchr(c.address, '@') + 1));
	FZ_ASSERT(c.max_mail_bytes >= 1024 && c.max_mail_bytes <= (64u << 20));
	FZ_ASSERT(c.deadline_hours >= 1 && c.deadline_hours <= 24 * 365);
	FZ_ASSERT(c.reminder_hours >= 0 && c.reminder_hours <= 24 * 365);
	FZ_ASSERT(c.net_timeout >= 1 && c.net_timeout <= 3600);
	FZ_ASSERT(!c.imap.url[0] || !strncmp(c.imap.url, "imap", 4));
	FZ_ASSERT(!c.smtp.url[0] || !strncmp(c.smtp.url, "smtp", 4));
	FZ_ASSERT(!c.master_hash[0] || !strncmp(c.master_hash, "$argon2id$", 10));
	return 0;
}
