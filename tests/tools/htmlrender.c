/* Test tool: the HTML alternative (adjudicator/mail/html.h) of a text, with
 * every field a mail copies in taken from the caller, for a browser to
 * render hostile input.
 *   htmlrender SUBJECT ALT REPLY-TO QUICK-HEAD ORDERS < text > page.html
 * The text gets the quick block (QUICK-HEAD, then ORDERS indented), shown
 * as one link whose body is ORDERS. */
#include "adjudicator/base/sbuf.h"
#include "adjudicator/mail/html.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc != 6) {
		fprintf(stderr, "usage: htmlrender SUBJECT ALT REPLY-TO QUICK-HEAD ORDERS < text\n");
		return 64;
	}
	sbuf text = SBUF_INIT, quick = SBUF_INIT, out = SBUF_INIT;
	char buf[4096];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
		sbuf_add(&text, buf, n);
	sbuf_printf(&quick, "%s\n  %s\n", argv[4], argv[5]);
	sbuf_printf(&text, "\n%s", sbuf_str(&quick));
	html_link link = { argv[2], argv[5] };
	html_doc d = { "es", argv[1], sbuf_str(&text), "pic@x.test", argv[2], sbuf_str(&quick), argv[4], argv[3],
		argv[1], &link, 1 };
	html_render(&out, &d);
	fwrite(out.s, 1, out.len, stdout);
	sbuf_free(&text);
	sbuf_free(&quick);
	sbuf_free(&out);
	return 0;
}
