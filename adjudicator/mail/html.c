/* The HTML alternative of a mail's text (html.h). Made from the text part
 * itself, so it says nothing the text does not; its only structure is
 * what the text's lines already show: paragraphs, fixed-width blocks
 * (boards, tables: a <pre> that scrolls inside itself on a narrow
 * screen), "== heading ==" lines, and the quick-reply block as links. */
#include "adjudicator/mail/html.h"
#include "adjudicator/mail/flowed.h"

#include <string.h>

/* Inline styles: many clients drop <style>; the few rules are short. */
#define ST_BODY "margin:0;padding:8px;background:#fff;color:#111;font:16px/1.45 sans-serif;overflow-wrap:anywhere"
#define ST_WRAP "max-width:46em;margin:0 auto"
#define ST_IMG "display:block;max-width:100%;height:auto;margin:0 auto 8px"
#define ST_PRE "margin:8px 0;padding:6px;background:#f4f4f4;font:13px/1.3 monospace;overflow-x:auto;white-space:pre"
#define ST_H "font-size:17px;margin:14px 0 6px"
#define ST_P "margin:8px 0"
#define ST_A "display:block;margin:6px 0;padding:10px 12px;border:1px solid #2a5db0;border-radius:8px;" \
	     "color:#2a5db0;text-decoration:none;font-weight:bold"

void html_escape(sbuf *b, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		switch (c) {
		case '&': sbuf_puts(b, "&amp;"); break;
		case '<': sbuf_puts(b, "&lt;"); break;
		case '>': sbuf_puts(b, "&gt;"); break;
		case '"': sbuf_puts(b, "&quot;"); break;
		case '\'': sbuf_puts(b, "&#39;"); break;
		default:
			if (c >= 0x20 || c == '\n' || c == '\t')
				sbuf_putc(b, (char)c);
		}
	}
}

/* s percent-encoded but for the unreserved octets and those of keep. */
static void pct(sbuf *b, const char *s, const char *keep)
{
	static const char hex[] = "0123456789ABCDEF";
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' ||
			*p == '.' || *p == '_' || *p == '~' || (keep && strchr(keep, *p))) {
			sbuf_putc(b, (char)*p);
		} else if (*p == '\n') {
			sbuf_puts(b, "%0D%0A");
		} else {
			char t[3] = { '%', hex[*p >> 4], hex[*p & 15] };
			sbuf_add(b, t, 3);
		}
	}
}

void html_pct(sbuf *b, const char *s)
{
	pct(b, s, NULL);
}

static int blank(const char *l, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (l[i] != ' ' && l[i] != '\t')
			return 0;
	return 1;
}

/* "== Tu vista ==": the text's section headings. */
static int heading(const char *l, size_t n, size_t *in, size_t *inn)
{
	if (n < 7 || memcmp(l, "== ", 3) || memcmp(l + n - 3, " ==", 3))
		return 0;
	*in = 3;
	*inn = n - 6;
	return 1;
}

enum { B_NONE, B_P, B_PRE };

static void close_block(sbuf *o, int *blk)
{
	if (*blk == B_P)
		sbuf_puts(o, "</p>\n");
	else if (*blk == B_PRE)
		sbuf_puts(o, "</pre>\n");
	*blk = B_NONE;
}

/* Lines of text[0..n) as paragraphs, <pre> blocks and headings. */
static void put_text(sbuf *o, const char *s, size_t n)
{
	int blk = B_NONE;
	const char *end = s + n;
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);
		size_t hi, hn;
		if (blank(s, len)) {
			close_block(o, &blk);
		} else if (heading(s, len, &hi, &hn)) {
			close_block(o, &blk);
			sbuf_puts(o, "<h2 style=\"" ST_H "\">");
			html_escape(o, s + hi, hn);
			sbuf_puts(o, "</h2>\n");
		} else if (flow_fixed(s, len)) {
			if (blk != B_PRE) {
				close_block(o, &blk);
				sbuf_puts(o, "<pre style=\"" ST_PRE "\">");
				blk = B_PRE;
			} else {
				sbuf_putc(o, '\n');
			}
			html_escape(o, s, len);
		} else {
			if (blk == B_P) {
				sbuf_puts(o, "<br>\n");
			} else {
				close_block(o, &blk);
				sbuf_puts(o, "<p style=\"" ST_P "\">");
				blk = B_P;
			}
			html_escape(o, s, len);
		}
		s = nl ? nl + 1 : end;
	}
	close_block(o, &blk);
}

static void put_links(sbuf *o, const html_doc *d)
{
	sbuf_puts(o, "<h2 style=\"" ST_H "\">");
	html_escape(o, d->quick_head, strlen(d->quick_head));
	sbuf_puts(o, "</h2>\n");
	for (size_t i = 0; i < d->nlinks; i++) {
		const html_link *k = &d->links[i];
		sbuf_puts(o, "<a style=\"" ST_A "\" href=\"mailto:");
		/* RFC 6068: the addr-spec's '@' as it is; '+' may stay too. */
		pct(o, d->reply_to, "@+");
		sbuf_puts(o, "?subject=");
		html_pct(o, d->subject);
		sbuf_puts(o, "&amp;body=");
		html_pct(o, k->body);
		sbuf_puts(o, "\">");
		if (k->label) {
			html_escape(o, k->label, strlen(k->label));
			sbuf_puts(o, "<br>");
		}
		for (const char *l = k->body; *l;) {
			size_t len = strcspn(l, "\n");
			html_escape(o, l, len);
			l += len;
			if (*l == '\n' && *++l)
				sbuf_puts(o, "<br>");
		}
		sbuf_puts(o, "</a>\n");
	}
}

void html_render(sbuf *out, const html_doc *d)
{
	sbuf_puts(out, "<!DOCTYPE html>\n<html lang=\"");
	html_escape(out, d->lang, strlen(d->lang));
	sbuf_puts(out, "\"><head><meta charset=\"utf-8\">\n"
		       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
	html_escape(out, d->title, strlen(d->title));
	sbuf_puts(out, "</title></head>\n<body style=\"" ST_BODY "\"><div style=\"" ST_WRAP "\">\n");
	if (d->img_cid) {
		sbuf_puts(out, "<img style=\"" ST_IMG "\" src=\"cid:");
		html_escape(out, d->img_cid, strlen(d->img_cid));
		sbuf_puts(out, "\" alt=\"");
		html_escape(out, d->img_alt, strlen(d->img_alt));
		sbuf_puts(out, "\">\n");
	}
	const char *q = d->quick && d->nlinks && d->reply_to ? strstr(d->text, d->quick) : NULL;
	if (q) {
		put_text(out, d->text, (size_t)(q - d->text));
		put_links(out, d);
		const char *rest = q + strlen(d->quick);
		put_text(out, rest, strlen(rest));
	} else {
		put_text(out, d->text, strlen(d->text));
	}
	sbuf_puts(out, "</div></body></html>\n");
}
