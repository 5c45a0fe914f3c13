/* The HTML alternative of a mail's text: the same words, the board
 * picture inline by cid:, prefilled replies as mailto: links. Plain HTML
 * for any mail client: no script, no remote resource, small inline CSS,
 * readable 360 px wide. Everything copied in is escaped (html_escape);
 * link targets are percent-encoded (html_pct). */
#ifndef ES_HTML_H
#define ES_HTML_H

#include <stddef.h>

#include "adjudicator/base/sbuf.h"

/* One prefilled reply: its order lines (the mail body it writes). */
typedef struct html_link {
	const char *label; /* the visible text (the orders on one line) */
	const char *body;  /* the order lines, LF-separated */
} html_link;

typedef struct html_doc {
	const char *lang;    /* "es", "en": <html lang> */
	const char *title;   /* the mail's subject */
	const char *text;    /* the text part (UTF-8, LF line ends) */
	const char *img_cid; /* the picture's Content-ID, or NULL */
	const char *img_alt;
	/* The quick-reply block exactly as the text part has it (or NULL):
	 * shown as links in its place. Not found in text: no links. */
	const char *quick;
	const char *quick_head; /* the block's first line, shown as a heading */
	const char *reply_to;   /* the links' address (a valid addr-spec) */
	const char *subject;    /* the links' subject */
	const html_link *links;
	size_t nlinks;
} html_doc;

/* s[0..n) with & < > " ' as entities, control characters but LF and TAB
 * left out: safe as element text and as a quoted attribute value. */
void html_escape(sbuf *b, const char *s, size_t n);
/* s percent-encoded for a mailto: URI (RFC 6068): every octet but the
 * unreserved ones (RFC 3986) as %XX, LF as %0D%0A. */
void html_pct(sbuf *b, const char *s);
/* The whole document into out. Deterministic: the same doc, the same
 * bytes. */
void html_render(sbuf *out, const html_doc *d);

#endif
