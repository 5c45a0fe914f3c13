/* Composes outgoing messages. Everything is derived from the arguments, so
 * the same inputs give the same bytes. */
#include "adjudicator/mail/outmail.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/mail/flowed.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/when.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

/* A subject is text, not a phrase: plain when it is printable ASCII,
 * encoded words otherwise (a line break can never end the header). */
static void put_encoded(sbuf *b, const char *s)
{
	for (const char *q = s; *q; q++)
		if ((unsigned char)*q >= 0x80 || (unsigned char)*q < 0x20) {
			addr_put_encoded(b, s, strlen(s));
			return;
		}
	/* Folded before a space once a line passes 70 characters. */
	size_t col = 9; /* "Subject: " */
	for (const char *q = s; *q; q++) {
		if (*q == ' ' && col > 70) {
			sbuf_puts(b, "\n");
			col = 0;
		}
		sbuf_putc(b, *q);
		col++;
	}
}

void out_qp(arena *a, const char *text, char **out)
{
	sbuf b = SBUF_INIT;
	static const char hex[] = "0123456789ABCDEF";
	size_t col = 0;
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '\n') {
			sbuf_puts(&b, "\n");
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
			sbuf_puts(&b, "=\n");
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

/* One part in base64, lines of 76 characters. */
static void put_part(sbuf *b, const char *boundary, const out_part *p)
{
	sbuf_printf(b, "\n--%s\nContent-Type: %s; name=\"%s\"\n", boundary, p->content_type, p->filename);
	if (p->content_id)
		sbuf_printf(b, "Content-ID: <%s>\n", p->content_id);
	sbuf_printf(b, "Content-Disposition: %s; filename=\"%s\"\nContent-Transfer-Encoding: base64\n\n",
		p->is_inline ? "inline" : "attachment", p->filename);
	if (p->deferred)
		sbuf_add(b, p->data, p->len);
	else
		out_base64_lines(b, p->data, p->len);
}

void out_base64_lines(sbuf *b, const void *data, size_t len)
{
	const unsigned char *d = data;
	for (size_t at = 0; at < len; at += 57) {
		size_t n = len - at < 57 ? len - at : 57;
		char line[80];
		sodium_bin2base64(line, sizeof line, d + at, n, sodium_base64_VARIANT_ORIGINAL);
		sbuf_printf(b, "%s\n", line);
	}
}

char *out_compose(arena *a, const conf *c, const out_msg *m, int64_t when, size_t *len)
{
	sbuf b = SBUF_INIT;
	char date[40];
	when_rfc5322(when, date);
	/* The envelope: the one address this program chose, read back by the
	 * spool alone (out_envelope); the headers below are for people. */
	sbuf_printf(&b, "%s<%s>\n", OUT_ENVELOPE, m->to);
	if (m->game)
		sbuf_printf(&b, "%s%s\n", OUT_GAME, m->game);
	sbuf_puts(&b, "From: ");
	addr_put_phrase(&b, c->name);
	sbuf_printf(&b, " <%s>\n", c->address);
	sbuf_puts(&b, "To: ");
	if (m->to_name && *m->to_name) {
		addr_put_phrase(&b, m->to_name);
		sbuf_printf(&b, " <%s>\n", m->to);
	} else {
		sbuf_printf(&b, "<%s>\n", m->to);
	}
	sbuf_printf(&b, "Reply-To: <%s>\n", m->reply_addr && *m->reply_addr ? m->reply_addr : c->address);
	sbuf_puts(&b, "Subject: ");
	put_encoded(&b, m->subject);
	sbuf_puts(&b, "\n");
	sbuf_printf(&b, "Date: %s\n", date);
	sbuf_printf(&b, "Message-ID: <%s>\n", m->message_id);
	/* The ids of the mail answered are the sender's: copied only when
	 * well-formed, so they can never add a header or a recipient. */
	if (m->in_reply_to && addr_msgid_ok(m->in_reply_to)) {
		sbuf_printf(&b, "In-Reply-To: <%s>\n", m->in_reply_to);
		/* One id a line: however long the thread, no line grows. */
		sbuf_puts(&b, "References:");
		addr_put_references(&b, m->references, 10);
		sbuf_printf(&b, "\n <%s>\n", m->in_reply_to);
	}
	sbuf_printf(&b, "Auto-Submitted: %s\n", m->is_reply ? "auto-replied" : "auto-generated");
	sbuf_puts(&b, "MIME-Version: 1.0\n");
	/* "=_" never occurs in quoted-printable or base64 text, so no part
	 * can contain the boundary; derived from the Message-ID so that the
	 * same message composes to the same bytes. Nested parts (the HTML
	 * alternative) get a word after "=_estafeta_" that is not hex, so no
	 * boundary starts with another. */
	char boundary[48], rel[48], alt[48];
	unsigned char h[8];
	crypto_generichash(h, sizeof h, (const unsigned char *)m->message_id, strlen(m->message_id), NULL, 0);
	char hex[17];
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	snprintf(boundary, sizeof boundary, "=_estafeta_%s", hex);
	snprintf(rel, sizeof rel, "=_estafeta_rel_%s", hex);
	snprintf(alt, sizeof alt, "=_estafeta_alt_%s", hex);
	size_t nrel = 0;
	for (size_t i = 0; m->html && i < m->nparts; i++)
		nrel += m->parts[i].content_id != NULL;
	int mixed = m->nparts > nrel;
	if (mixed) {
		sbuf_printf(&b, "Content-Type: multipart/mixed; boundary=\"%s\"\n\n", boundary);
		sbuf_printf(&b, "This is a MIME message.\n\n--%s\n", boundary);
	}
	/* The picture the HTML shows is the one part, next to both texts. */
	if (nrel) {
		sbuf_printf(&b, "Content-Type: multipart/related; type=\"multipart/alternative\"; boundary=\"%s\"\n\n",
			rel);
		if (!mixed)
			sbuf_puts(&b, "This is a MIME message.\n\n");
		sbuf_printf(&b, "--%s\n", rel);
	}
	if (m->html) {
		sbuf_printf(&b, "Content-Type: multipart/alternative; boundary=\"%s\"\n\n", alt);
		if (!mixed && !nrel)
			sbuf_puts(&b, "This is a MIME message.\n\n");
		sbuf_printf(&b, "--%s\n", alt);
	}
	/* Prose flows to the reader's screen; boards keep their lines. */
	sbuf_puts(&b, "Content-Type: text/plain; charset=UTF-8; format=flowed; delsp=no\n"
		      "Content-Transfer-Encoding: quoted-printable\n\n");
	sbuf flowed = SBUF_INIT;
	flow_encode(&flowed, m->body);
	char *qp;
	out_qp(a, sbuf_str(&flowed), &qp);
	sbuf_free(&flowed);
	sbuf_puts(&b, qp);
	if (!b.len || b.s[b.len - 1] != '\n')
		sbuf_puts(&b, "\n");
	if (m->html) {
		sbuf_printf(&b, "\n--%s\nContent-Type: text/html; charset=UTF-8\n"
				"Content-Transfer-Encoding: quoted-printable\n\n%s",
			alt, m->html);
		sbuf_printf(&b, "\n--%s--\n", alt);
	}
	for (size_t i = 0; nrel && i < m->nparts; i++)
		if (m->parts[i].content_id)
			put_part(&b, rel, &m->parts[i]);
	if (nrel)
		sbuf_printf(&b, "\n--%s--\n", rel);
	for (size_t i = 0; i < m->nparts; i++)
		if (!nrel || !m->parts[i].content_id)
			put_part(&b, boundary, &m->parts[i]);
	if (mixed)
		sbuf_printf(&b, "\n--%s--\n", boundary);
	char *r = arena_strndup(a, sbuf_str(&b), b.len);
	*len = b.len;
	sbuf_free(&b);
	return r;
}

int out_envelope(const char *raw, size_t len, char rcpt[256], size_t *skip)
{
	size_t k = strlen(OUT_ENVELOPE);
	if (len < k + 4 || memcmp(raw, OUT_ENVELOPE, k) || raw[k] != '<')
		return -1;
	const char *nl = memchr(raw, '\n', len);
	if (!nl)
		return -1;
	const char *close = nl;
	if (close > raw && close[-1] == '\r')
		close--;
	if (close[-1] != '>')
		return -1;
	size_t n = (size_t)(close - 1 - (raw + k + 1));
	if (n == 0 || n > 254)
		return -1;
	memcpy(rcpt, raw + k + 1, n);
	rcpt[n] = '\0';
	if (!addr_valid(rcpt))
		return -1;
	*skip = (size_t)(nl + 1 - raw);
	size_t g = strlen(OUT_GAME);
	if (len - *skip > g && !memcmp(raw + *skip, OUT_GAME, g)) {
		const char *gl = memchr(raw + *skip, '\n', len - *skip);
		if (!gl)
			return -1;
		*skip = (size_t)(gl + 1 - raw);
	}
	return 0;
}

void out_game(const char *raw, size_t len, char game[72])
{
	game[0] = '\0';
	const char *nl = memchr(raw, '\n', len);
	size_t g = strlen(OUT_GAME);
	if (!nl || (size_t)(raw + len - (nl + 1)) <= g || memcmp(nl + 1, OUT_GAME, g))
		return;
	const char *s = nl + 1 + g;
	size_t n = 0;
	while (s + n < raw + len && n < 71 && ((s[n] >= 'a' && s[n] <= 'z') || (s[n] >= '0' && s[n] <= '9') ||
						  s[n] == '-' || s[n] == '_' || s[n] == '.'))
		n++;
	if (n && s + n < raw + len && (s[n] == '\n' || s[n] == '\r')) {
		memcpy(game, s, n);
		game[n] = '\0';
	}
}
