/* Composes outgoing messages. Everything is derived from the arguments, so
 * the same inputs give the same bytes. */
#include "adjudicator/outmail.h"
#include "adjudicator/sbuf.h"
#include "adjudicator/when.h"

#include <sodium.h>
#include <string.h>

static int needs_encoding(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s >= 0x80 || *s == '\n' || *s == '\r')
			return 1;
	return 0;
}

/* RFC 2047 B-encoding in words of at most 39 input bytes, never splitting
 * a UTF-8 sequence, so every header line stays within 78 characters. */
static void put_encoded(sbuf *b, const char *s)
{
	if (!needs_encoding(s)) {
		sbuf_puts(b, s);
		return;
	}
	size_t n = strlen(s), i = 0;
	int first = 1;
	while (i < n) {
		size_t k = n - i > 39 ? 39 : n - i;
		while (i + k < n && ((unsigned char)s[i + k] & 0xC0) == 0x80)
			k--;
		char enc[128];
		sodium_bin2base64(enc, sizeof enc, (const unsigned char *)s + i, k, sodium_base64_VARIANT_ORIGINAL);
		if (!first)
			sbuf_puts(b, "\r\n ");
		sbuf_printf(b, "=?UTF-8?B?%s?=", enc);
		first = 0;
		i += k;
	}
}

void out_qp(arena *a, const char *text, char **out)
{
	sbuf b = SBUF_INIT;
	static const char hex[] = "0123456789ABCDEF";
	size_t col = 0;
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '\n') {
			sbuf_puts(&b, "\r\n");
			col = 0;
			continue;
		}
		int trailing_ws = (*p == ' ' || *p == '\t') && (p[1] == '\n' || p[1] == '\0');
		int enc = *p >= 0x80 || *p == '=' || (*p < 0x20 && *p != '\t') || trailing_ws;
		/* "From " and a lone "." at line start trip up some MTAs. */
		if (col == 0 && (*p == '.' || (*p == 'F' && !strncmp((const char *)p, "From ", 5))))
			enc = 1;
		size_t w = enc ? 3 : 1;
		if (col + w > 75) {
			sbuf_puts(&b, "=\r\n");
			col = 0;
		}
		if (enc) {
			char t[3] = { '=', hex[*p >> 4], hex[*p & 15] };
			sbuf_add(&b, t, 3);
		} else {
			sbuf_putc(&b, (char)*p);
		}
		col += w;
	}
	*out = arena_strndup(a, sbuf_str(&b), b.len);
	sbuf_free(&b);
}

char *out_compose(arena *a, const conf *c, const out_msg *m, int64_t when, size_t *len)
{
	sbuf b = SBUF_INIT;
	char date[40];
	when_rfc5322(when, date);
	sbuf_puts(&b, "From: ");
	put_encoded(&b, c->name);
	sbuf_printf(&b, " <%s>\r\n", c->address);
	sbuf_puts(&b, "To: ");
	if (m->to_name && *m->to_name) {
		put_encoded(&b, m->to_name);
		sbuf_printf(&b, " <%s>\r\n", m->to);
	} else {
		sbuf_printf(&b, "<%s>\r\n", m->to);
	}
	sbuf_printf(&b, "Reply-To: <%s>\r\n", m->reply_addr && *m->reply_addr ? m->reply_addr : c->address);
	sbuf_puts(&b, "Subject: ");
	put_encoded(&b, m->subject);
	sbuf_puts(&b, "\r\n");
	sbuf_printf(&b, "Date: %s\r\n", date);
	sbuf_printf(&b, "Message-ID: <%s>\r\n", m->message_id);
	if (m->in_reply_to && *m->in_reply_to) {
		sbuf_printf(&b, "In-Reply-To: <%s>\r\n", m->in_reply_to);
		sbuf_puts(&b, "References:");
		if (m->references && *m->references)
			sbuf_printf(&b, " %s", m->references);
		sbuf_printf(&b, " <%s>\r\n", m->in_reply_to);
	}
	sbuf_printf(&b, "Auto-Submitted: %s\r\n", m->is_reply ? "auto-replied" : "auto-generated");
	sbuf_puts(&b, "MIME-Version: 1.0\r\n"
		      "Content-Type: text/plain; charset=UTF-8\r\n"
		      "Content-Transfer-Encoding: quoted-printable\r\n\r\n");
	char *qp;
	out_qp(a, m->body, &qp);
	sbuf_puts(&b, qp);
	if (b.len < 2 || memcmp(b.s + b.len - 2, "\r\n", 2))
		sbuf_puts(&b, "\r\n");
	char *r = arena_strndup(a, sbuf_str(&b), b.len);
	*len = b.len;
	sbuf_free(&b);
	return r;
}
