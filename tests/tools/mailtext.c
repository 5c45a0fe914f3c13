/* Test tool: prints a message's key headers and its decoded text, so shell
 * tests can grep what a player actually reads.
 *   mailtext FILE.eml
 *   mailtext -d DIR FILE.eml...   each FILE's text into DIR/NAME (one
 *                                 process for a whole outbox: the long
 *                                 playouts read thousands of mails) */
#include "adjudicator/base/arena.h"
#include "adjudicator/mail/mime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* FILE's text on OUT; 0, or 65 when it does not parse, 66 unreadable. */
static int decode(const char *path, FILE *out)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return 66;
	}
	arena *a = arena_new();
	size_t cap = 1 << 16, len = 0, n;
	char *buf = malloc(cap);
	while ((n = fread(buf + len, 1, cap - len, f)) > 0) {
		len += n;
		if (len == cap)
			buf = realloc(buf, cap *= 2);
	}
	fclose(f);
	mime_msg m;
	es_err e;
	int rc = mime_parse(a, buf, len, 0, &m, &e);
	if (rc) {
		fprintf(stderr, "mailtext: %s: %s\n", path, e.msg);
	} else {
		fprintf(out, "To: %s\n", m.to_addr ? m.to_addr : "");
		fprintf(out, "Subject: %s\n", m.subject ? m.subject : "");
		fprintf(out, "Message-ID: %s\n", m.message_id ? m.message_id : "");
		fprintf(out, "In-Reply-To: %s\n\n", m.in_reply_to ? m.in_reply_to : "");
		fputs(m.text ? m.text : "", out);
	}
	free(buf);
	arena_free(a);
	return rc ? 65 : 0;
}

int main(int argc, char **argv)
{
	if (argc == 2)
		return decode(argv[1], stdout);
	if (argc < 3 || strcmp(argv[1], "-d")) {
		fputs("usage: mailtext FILE | mailtext -d DIR FILE...\n", stderr);
		return 64;
	}
	int worst = 0;
	for (int i = 3; i < argc; i++) {
		const char *base = strrchr(argv[i], '/');
		base = base ? base + 1 : argv[i];
		size_t n = strlen(argv[2]) + strlen(base) + 2;
		char *out = malloc(n);
		snprintf(out, n, "%s/%s", argv[2], base);
		FILE *o = fopen(out, "w");
		int rc = o ? decode(argv[i], o) : 73;
		if (!o)
			perror(out);
		if (o && fclose(o))
			rc = 74;
		free(out);
		if (rc > worst)
			worst = rc;
	}
	return worst;
}
