/* Test tool: prints a message's key headers and its decoded text, so shell
 * tests can grep what a player actually reads.
 *   mailtext FILE.eml */
#include "adjudicator/base/arena.h"
#include "adjudicator/mime.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	if (argc != 2) {
		fputs("usage: mailtext FILE\n", stderr);
		return 64;
	}
	FILE *f = fopen(argv[1], "rb");
	if (!f) {
		perror(argv[1]);
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
		fprintf(stderr, "mailtext: %s\n", e.msg);
	} else {
		printf("To: %s\n", m.to_addr ? m.to_addr : "");
		printf("Subject: %s\n", m.subject ? m.subject : "");
		printf("Message-ID: %s\n", m.message_id ? m.message_id : "");
		printf("In-Reply-To: %s\n\n", m.in_reply_to ? m.in_reply_to : "");
		fputs(m.text ? m.text : "", stdout);
	}
	free(buf);
	arena_free(a);
	return rc ? 65 : 0;
}
