/* Test tool: drives adjudicator/mail/mailnet against real servers, so the e2e
 * scripts can check the transport from the shell.
 *   mailnet_cli [OPTIONS] fetch URL USER PASS [CAFILE] OUTDIR
 *       lists the mailbox, fetches each message whole into OUTDIR/UID.eml
 *       and prints one line per UID: "UID", "UID truncated" or
 *       "UID vanished" (deleted between list and fetch: not an error)
 *   mailnet_cli [OPTIONS] done URL USER PASS [CAFILE] UID FOLDER
 *       moves the message to FOLDER (created when missing); FOLDER "-"
 *       flags it \Seen instead
 *   mailnet_cli [OPTIONS] send URL USER PASS [CAFILE] FROM RCPT[,RCPT...] FILE
 *       submits FILE over SMTP (USER "" = no AUTH)
 * OPTIONS: --tls-off (plain imap:// or smtp:// allowed), --timeout SECONDS,
 *   --unseen (fetch lists unseen messages only), --max BYTES (fetch limit).
 * CAFILE "" or "-" means the system store. The environment variable
 * MAILNET_AFTER_LIST, when set, is run by the shell between the list and
 * the fetches (tests delete a message there).
 * Errors go to stderr as "mailnet_cli: CODE: message" and set the exit
 * status: ESYNTAX 64, EILLEGAL 65, ENOTFOUND 66, ETOOBIG 65, EIO 75,
 * EAUTH 77, anything else 70. */
#include "adjudicator/base/err.h"
#include "adjudicator/mail/mailnet.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
	int code;
	const char *name;
	int status;
} codes[] = {
	{ ES_ESYNTAX, "ESYNTAX", 64 },
	{ ES_EILLEGAL, "EILLEGAL", 65 },
	{ ES_ETOOBIG, "ETOOBIG", 65 },
	{ ES_ENOTFOUND, "ENOTFOUND", 66 },
	{ ES_EIO, "EIO", 75 },
	{ ES_EAUTH, "EAUTH", 77 },
};

static int report(const es_err *e)
{
	for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
		if (codes[i].code == e->code) {
			fprintf(stderr, "mailnet_cli: %s: %s\n", codes[i].name, e->msg);
			return codes[i].status;
		}
	}
	fprintf(stderr, "mailnet_cli: ERR(%d): %s\n", e->code, e->msg);
	return 70;
}

static int usage(void)
{
	fputs("usage: mailnet_cli [--tls-off] [--timeout S] [--unseen] [--max BYTES]\n"
		"         fetch URL USER PASS [CAFILE] OUTDIR\n"
		"       | done URL USER PASS [CAFILE] UID FOLDER|-\n"
		"       | send URL USER PASS [CAFILE] FROM RCPT[,RCPT...] FILE\n", stderr);
	return 64;
}

/* Parses a decimal number of at most max; -1 when it is not one. */
static long long number(const char *s, long long max)
{
	char *end;
	errno = 0;
	long long v = strtoll(s, &end, 10);
	if (!*s || *end || errno || v < 0 || v > max)
		return -1;
	return v;
}

static int cmd_fetch(const mailnet_conf *c, int unseen, size_t max, const char *outdir)
{
	es_err e;
	es_clear(&e);
	mailnet_imap *m;
	if (mailnet_imap_open(&m, c, &e))
		return report(&e);
	unsigned long *uids;
	size_t n;
	int status = 0;
	if (mailnet_imap_list(m, unseen ? MAILNET_UNSEEN : MAILNET_ALL, &uids, &n, &e)) {
		mailnet_imap_close(m);
		return report(&e);
	}
	const char *hook = getenv("MAILNET_AFTER_LIST");
	if (hook && *hook && system(hook) != 0)
		fputs("mailnet_cli: MAILNET_AFTER_LIST failed\n", stderr);
	for (size_t i = 0; i < n && status == 0; i++) {
		char *data;
		size_t len;
		int trunc;
		int rc = mailnet_imap_fetch(m, uids[i], max, &data, &len, &trunc, &e);
		if (rc == ES_ENOTFOUND) {
			printf("%lu vanished\n", uids[i]);
			fprintf(stderr, "mailnet_cli: ENOTFOUND: %s\n", e.msg);
			continue;
		}
		if (rc) {
			status = report(&e);
			break;
		}
		char path[4096];
		snprintf(path, sizeof path, "%s/%lu.eml", outdir, uids[i]);
		FILE *f = fopen(path, "wb");
		if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
			perror(path);
			status = 73;
		} else {
			printf(trunc ? "%lu truncated\n" : "%lu\n", uids[i]);
		}
		free(data);
	}
	free(uids);
	mailnet_imap_close(m);
	return status;
}

static int cmd_done(const mailnet_conf *c, const char *uid_s, const char *folder)
{
	long long uid = number(uid_s, 4294967295LL);
	if (uid <= 0)
		return usage();
	es_err e;
	es_clear(&e);
	mailnet_imap *m;
	if (mailnet_imap_open(&m, c, &e))
		return report(&e);
	int rc = mailnet_imap_done(m, (unsigned long)uid, strcmp(folder, "-") ? folder : NULL, &e);
	mailnet_imap_close(m);
	return rc ? report(&e) : 0;
}

static int cmd_send(const mailnet_conf *c, const char *from, const char *rcpts, const char *file)
{
	FILE *f = fopen(file, "rb");
	if (!f) {
		perror(file);
		return 66;
	}
	size_t cap = 1 << 16, len = 0, got;
	char *buf = xmalloc(cap);
	while ((got = fread(buf + len, 1, cap - len, f)) > 0) {
		len += got;
		if (len == cap)
			buf = xrealloc(buf, cap *= 2);
	}
	fclose(f);
	/* RCPT,RCPT,... split into an array of pointers into a copy. */
	char *list = xstrdup(rcpts);
	size_t n = 1;
	for (const char *p = list; *p; p++)
		n += *p == ',';
	const char **to = xcalloc(n, sizeof *to);
	size_t k = 0;
	for (char *p = list;;) {
		char *comma = strchr(p, ',');
		to[k++] = p;
		if (!comma)
			break;
		*comma = '\0';
		p = comma + 1;
	}
	es_err e;
	es_clear(&e);
	int rc = mailnet_smtp_send(c, from, to, k, buf, len, &e);
	free(to);
	free(list);
	free(buf);
	if (rc)
		return report(&e);
	puts("sent");
	return 0;
}

int main(int argc, char **argv)
{
	mailnet_conf c = { 0 };
	int unseen = 0;
	long long max = 0;
	int i = 1;
	for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
		if (strcmp(argv[i], "--tls-off") == 0) {
			c.tls_off = 1;
		} else if (strcmp(argv[i], "--unseen") == 0) {
			unseen = 1;
		} else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc) {
			c.timeout_s = (long)number(argv[++i], 3600);
			if (c.timeout_s <= 0)
				return usage();
		} else if (strcmp(argv[i], "--max") == 0 && i + 1 < argc) {
			max = number(argv[++i], 1LL << 40);
			if (max < 0)
				return usage();
		} else {
			return usage();
		}
	}
	if (argc - i < 5)
		return usage();
	const char *cmd = argv[i];
	int left = argc - i - 4; /* after CMD URL USER PASS */
	int fixed = strcmp(cmd, "fetch") == 0 ? 1 : strcmp(cmd, "done") == 0 ? 2 :
		strcmp(cmd, "send") == 0 ? 3 : -1;
	if (fixed < 0 || (left != fixed && left != fixed + 1))
		return usage();
	c.url = argv[i + 1];
	c.user = argv[i + 2];
	c.password = argv[i + 3];
	char **rest = argv + i + 4;
	if (left == fixed + 1) {
		c.cafile = strcmp(rest[0], "-") ? rest[0] : NULL;
		rest++;
	}
	es_err e;
	if (mailnet_global_init(&e))
		return report(&e);
	int status;
	if (fixed == 1)
		status = cmd_fetch(&c, unseen, (size_t)max, rest[0]);
	else if (fixed == 2)
		status = cmd_done(&c, rest[0], rest[1]);
	else
		status = cmd_send(&c, rest[0], rest[1], rest[2]);
	mailnet_global_cleanup();
	fflush(stdout);
	return status;
}
