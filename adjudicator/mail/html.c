/* The HTML alternative of a mail's text (html.h). Made from the text part
 * itself, so it says nothing the text does not; its only structure is
 * what the text's lines already show: paragraphs, fixed-width blocks
 * (a table where the lines are aligned in columns, else a <pre> that
 * scrolls inside itself on a narrow screen), "== heading ==" lines, and
 * the quick-reply block as links. */
#include "adjudicator/mail/html.h"
#include "adjudicator/mail/flowed.h"
#include "adjudicator/base/err.h"

#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

/* Inline styles: many clients drop <style>; the few rules are short. */
#define ST_BODY "margin:0;padding:8px;background:#fff;color:#111;font:16px/1.45 sans-serif;overflow-wrap:anywhere"
#define ST_WRAP "max-width:46em;margin:0 auto"
#define ST_IMG "display:block;max-width:100%;height:auto;margin:0 auto 8px"
#define ST_PRE "margin:8px 0;padding:6px;background:#f4f4f4;font:13px/1.3 monospace;overflow-x:auto;white-space:pre"
/* A table too wide for a phone scrolls inside its box; its words are
 * never cut (only the page's prose may break anywhere). */
#define ST_TBOX "margin:8px 0;overflow-x:auto"
#define ST_TABLE "border-collapse:collapse;font-size:14px;line-height:1.3;overflow-wrap:normal"
#define ST_TD "padding:1px 7px 1px 0;vertical-align:top"
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

/* The display column where each character of l[0..n) starts, and where
 * the line ends (col[ncp]); byte offsets of the characters in at[]. */
typedef struct cols {
	size_t n;     /* characters */
	size_t *col;  /* n + 1 */
	size_t *at;   /* n + 1 */
} cols;

static void cols_of(const char *l, size_t n, cols *c)
{
	c->col = xmalloc((n + 1) * sizeof *c->col);
	c->at = xmalloc((n + 1) * sizeof *c->at);
	size_t i = 0, w = 0;
	c->n = 0;
	while (i < n) {
		utf8proc_int32_t cp;
		utf8proc_ssize_t k = utf8proc_iterate((const utf8proc_uint8_t *)l + i, (utf8proc_ssize_t)(n - i), &cp);
		int cw = k > 0 ? utf8proc_charwidth(cp) : 1;
		c->col[c->n] = w;
		c->at[c->n++] = i;
		i += k > 0 ? (size_t)k : 1;
		w += cw > 0 ? (size_t)cw : 0;
	}
	c->col[c->n] = w;
	c->at[c->n] = n;
}

/* The fixed lines of one block, gathered until the block ends. */
typedef struct fixed {
	const char **l;
	size_t *len, n, cap;
} fixed;

/* Whether a single blank at x, in every line, ends a column: two lines
 * or more, and half of those reaching past it, start a word right after
 * it, and some line pads there with more blanks ("Gran Bretaña -" among
 * "Suecia       berta"); not a space inside one line's words ("Nueva
 * York") nor between words that every line has ("mar 1", "mar 11"). */
static int column_gap(const size_t *used, const size_t *reach, size_t x)
{
	return x > 0 && used[x + 1] >= 2 && 2 * used[x + 1] >= reach[x + 1] && used[x - 1] < reach[x + 1];
}

/* The columns of a block: the runs of display columns where some line
 * has a character, split where every line has two blanks or more, or
 * one that column_gap() takes. Fewer than two lines or two columns: not
 * a table. */
static size_t table_columns(const fixed *f, cols *c, size_t *start, size_t *end, size_t max)
{
	size_t width = 0;
	for (size_t i = 0; i < f->n; i++)
		if (c[i].col[c[i].n] > width)
			width = c[i].col[c[i].n];
	if (f->n < 2 || !width)
		return 0;
	/* used[x]: lines with a character at x; reach[x]: lines with one
	 * at x or right of it. */
	size_t *used = xcalloc(width + 1, sizeof *used), *reach = xcalloc(width + 1, sizeof *reach);
	for (size_t i = 0; i < f->n; i++) {
		size_t last = 0;
		for (size_t k = 0; k < c[i].n; k++)
			if (f->l[i][c[i].at[k]] != ' ' && f->l[i][c[i].at[k]] != '\t')
				for (size_t x = c[i].col[k]; x < c[i].col[k + 1] && x < width; x++) {
					used[x]++;
					last = x + 1;
				}
		for (size_t x = 0; x < last; x++)
			reach[x]++;
	}
	size_t nc = 0, x = 0;
	while (x < width && nc < max) {
		while (x < width && !used[x])
			x++;
		if (x == width)
			break;
		start[nc] = x;
		while (x < width && (used[x] || (x + 1 < width && used[x + 1] && !column_gap(used, reach, x))))
			x++;
		end[nc++] = x;
	}
	free(used);
	free(reach);
	return nc >= 2 && nc < max ? nc : 0;
}

#define TABLE_MAX_COLS 16

/* Text that keeps its own alignment: blanks that line something up, or
 * a row of one-character cells ("M . . Q"). */
static int not_a_cell(const char *s, size_t n)
{
	if (flow_fixed(s, n))
		return 1;
	size_t words, singles;
	flow_words(s, n, &words, &singles);
	return words >= 3 && singles == words;
}

/* The bytes [*from, *to) of line l in columns [start, end): the
 * characters that start there, without the blanks around them. */
static void cell_of(const char *l, const cols *c, size_t start, size_t end, size_t *from, size_t *to)
{
	size_t a = 0, b;
	while (a < c->n && c->col[a] < start)
		a++;
	b = a;
	while (b < c->n && c->col[b] < end)
		b++;
	*from = c->at[a];
	*to = c->at[b];
	while (*from < *to && l[*from] == ' ')
		(*from)++;
	while (*to > *from && l[*to - 1] == ' ')
		(*to)--;
}

static void put_fixed(sbuf *o, fixed *f)
{
	if (!f->n)
		return;
	cols *c = xcalloc(f->n, sizeof *c);
	for (size_t i = 0; i < f->n; i++)
		cols_of(f->l[i], f->len[i], &c[i]);
	size_t start[TABLE_MAX_COLS], end[TABLE_MAX_COLS];
	size_t nc = table_columns(f, c, start, end, TABLE_MAX_COLS);
	for (size_t i = 0; nc && i < f->n; i++)
		for (size_t k = 0; nc && k < nc; k++) {
			size_t from, to;
			cell_of(f->l[i], &c[i], start[k], end[k], &from, &to);
			/* Blanks that align something inside a cell (a hex
			 * board's offset rows), or a row of one-character cells
			 * in a cell: the lines are not in these columns. */
			if (not_a_cell(f->l[i] + from, to - from))
				nc = 0;
		}
	if (nc) {
		sbuf_puts(o, "<div style=\"" ST_TBOX "\"><table style=\"" ST_TABLE "\">\n");
		for (size_t i = 0; i < f->n; i++) {
			sbuf_puts(o, "<tr>");
			for (size_t k = 0; k < nc; k++) {
				size_t from, to;
				cell_of(f->l[i], &c[i], start[k], end[k], &from, &to);
				sbuf_puts(o, "<td style=\"" ST_TD "\">");
				html_escape(o, f->l[i] + from, to - from);
				sbuf_puts(o, "</td>");
			}
			sbuf_puts(o, "</tr>\n");
		}
		sbuf_puts(o, "</table></div>\n");
	} else {
		sbuf_puts(o, "<pre style=\"" ST_PRE "\">");
		for (size_t i = 0; i < f->n; i++) {
			if (i)
				sbuf_putc(o, '\n');
			html_escape(o, f->l[i], f->len[i]);
		}
		sbuf_puts(o, "</pre>\n");
	}
	for (size_t i = 0; i < f->n; i++) {
		free(c[i].col);
		free(c[i].at);
	}
	free(c);
	f->n = 0;
}

static void fixed_add(fixed *f, const char *l, size_t n)
{
	if (f->n == f->cap) {
		f->cap = f->cap ? 2 * f->cap : 16;
		f->l = xrealloc(f->l, f->cap * sizeof *f->l);
		f->len = xrealloc(f->len, f->cap * sizeof *f->len);
	}
	f->l[f->n] = l;
	f->len[f->n++] = n;
}

enum { B_NONE, B_P, B_PRE };

static void close_block(sbuf *o, int *blk, fixed *f)
{
	if (*blk == B_P)
		sbuf_puts(o, "</p>\n");
	else if (*blk == B_PRE)
		put_fixed(o, f);
	*blk = B_NONE;
}

/* Lines of text[0..n) as paragraphs, tables or <pre> blocks, and
 * headings. */
static void put_text(sbuf *o, const char *s, size_t n)
{
	int blk = B_NONE;
	fixed f = { 0 };
	const char *end = s + n;
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);
		size_t hi, hn;
		if (blank(s, len)) {
			close_block(o, &blk, &f);
		} else if (heading(s, len, &hi, &hn)) {
			close_block(o, &blk, &f);
			sbuf_puts(o, "<h2 style=\"" ST_H "\">");
			html_escape(o, s + hi, hn);
			sbuf_puts(o, "</h2>\n");
		} else if (flow_fixed(s, len)) {
			if (blk != B_PRE) {
				close_block(o, &blk, &f);
				blk = B_PRE;
			}
			fixed_add(&f, s, len);
		} else {
			if (blk == B_P) {
				sbuf_puts(o, "<br>\n");
			} else {
				close_block(o, &blk, &f);
				sbuf_puts(o, "<p style=\"" ST_P "\">");
				blk = B_P;
			}
			html_escape(o, s, len);
		}
		s = nl ? nl + 1 : end;
	}
	close_block(o, &blk, &f);
	free(f.l);
	free(f.len);
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
