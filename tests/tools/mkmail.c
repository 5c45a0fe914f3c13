/* Test tool: writes an order mail in one of the shapes real mail clients
 * produce, so end-to-end tests cover them all.
 *   mkmail SHAPE FROM MSGID [SUBJECT] < body > file.eml
 * SHAPE: plain | qp-latin1 | base64 | cp1252 | html | alternative | flowed |
 *        reply | mixed-attachment */
#include "adjudicator/base/arena.h"
#include "adjudicator/mail/outmail.h"
#include "adjudicator/base/sbuf.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* UTF-8 to Latin-1 for the code points tests use (Latin-1 range). */
static void to_latin1(const char *s, sbuf *out)
{
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		if (*p < 0x80) {
			sbuf_putc(out, (char)*p++);
		} else if ((*p & 0xE0) == 0xC0 && p[1]) {
			sbuf_putc(out, (char)(((p[0] & 0x1F) << 6) | (p[1] & 0x3F)));
			p += 2;
		} else {
			sbuf_putc(out, '?');
			p++;
			while ((*p & 0xC0) == 0x80)
				p++;
		}
	}
}

static void qp(const char *s, size_t n, sbuf *out)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t col = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '\n') {
			sbuf_puts(out, "\r\n");
			col = 0;
			continue;
		}
		if (col > 70) {
			sbuf_puts(out, "=\r\n");
			col = 0;
		}
		if (c >= 0x80 || c == '=') {
			char t[3] = { '=', hex[c >> 4], hex[c & 15] };
			sbuf_add(out, t, 3);
			col += 3;
		} else {
			sbuf_putc(out, (char)c);
			col++;
		}
	}
}

static void b64(const char *s, size_t n, sbuf *out)
{
	size_t cap = sodium_base64_ENCODED_LEN(n, sodium_base64_VARIANT_ORIGINAL);
	char *enc = malloc(cap);
	sodium_bin2base64(enc, cap, (const unsigned char *)s, n, sodium_base64_VARIANT_ORIGINAL);
	for (size_t i = 0, len = strlen(enc); i < len; i += 76) {
		sbuf_add(out, enc + i, len - i < 76 ? len - i : 76);
		sbuf_puts(out, "\r\n");
	}
	free(enc);
}

static void html_escape(const char *s, sbuf *out)
{
	for (; *s; s++) {
		if (*s == '\n')
			sbuf_puts(out, "<br>\n");
		else if (*s == '<')
			sbuf_puts(out, "&lt;");
		else if (*s == '&')
			sbuf_puts(out, "&amp;");
		else
			sbuf_putc(out, *s);
	}
}

int main(int argc, char **argv)
{
	if (argc < 4) {
		fputs("usage: mkmail SHAPE FROM MSGID [SUBJECT] < body\n", stderr);
		return 64;
	}
	const char *shape = argv[1], *from = argv[2], *msgid = argv[3];
	const char *subject = argc > 4 ? argv[4] : "ordenes";
	sbuf body = SBUF_INIT, m = SBUF_INIT, t = SBUF_INIT;
	char buf[4096];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
		sbuf_add(&body, buf, n);
	sbuf_printf(&m, "From: Jugador <%s>\r\nTo: juez@estafeta.invalid\r\nSubject: %s\r\n", from, subject);
	sbuf_printf(&m, "Date: Sat, 21 Nov 2026 12:00:00 +0000\r\n");
	if (strcmp(msgid, "-"))
		sbuf_printf(&m, "Message-ID: <%s>\r\n", msgid);
	sbuf_puts(&m, "MIME-Version: 1.0\r\n");
	const char *bd = "frontera-42";
	if (!strcmp(shape, "plain")) {
		sbuf_puts(&m, "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n");
		sbuf_add(&m, body.s, body.len);
	} else if (!strcmp(shape, "qp-latin1") || !strcmp(shape, "cp1252")) {
		to_latin1(sbuf_str(&body), &t);
		sbuf_printf(&m, "Content-Type: text/plain; charset=%s\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n",
			shape[0] == 'q' ? "ISO-8859-1" : "windows-1252");
		qp(t.s, t.len, &m);
	} else if (!strcmp(shape, "base64")) {
		sbuf_puts(&m, "Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n");
		b64(body.s, body.len, &m);
	} else if (!strcmp(shape, "html")) {
		sbuf_puts(&m, "Content-Type: text/html; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n");
		sbuf_puts(&t, "<html><head><style>p{color:red}</style></head><body><div>");
		html_escape(sbuf_str(&body), &t);
		sbuf_puts(&t, "</div><blockquote>PARTIDA otra<br>MOVER 9 Lugo Orense</blockquote></body></html>\n");
		qp(t.s, t.len, &m);
	} else if (!strcmp(shape, "alternative")) {
		sbuf_printf(&m, "Content-Type: multipart/alternative; boundary=\"%s\"\r\n\r\n", bd);
		sbuf_printf(&m, "--%s\r\nContent-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n", bd);
		qp(body.s, body.len, &m);
		sbuf_printf(&m, "\r\n--%s\r\nContent-Type: text/html; charset=UTF-8\r\n\r\n<p>no usar</p>\r\n--%s--\r\n", bd, bd);
	} else if (!strcmp(shape, "mixed-attachment")) {
		sbuf_printf(&m, "Content-Type: multipart/mixed; boundary=\"%s\"\r\n\r\n", bd);
		sbuf_printf(&m, "--%s\r\nContent-Type: application/octet-stream\r\n"
			"Content-Disposition: attachment; filename=x.bin\r\n"
			"Content-Transfer-Encoding: base64\r\n\r\nAAECAwQFBgcICQ==\r\n", bd);
		sbuf_printf(&m, "--%s\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n", bd);
		sbuf_add(&m, body.s, body.len);
		sbuf_printf(&m, "\r\n--%s--\r\n", bd);
	} else if (!strcmp(shape, "flowed")) {
		/* Soft-break every line after its first word: "MOVER " + CRLF + "2 ..." */
		sbuf_puts(&m, "Content-Type: text/plain; charset=UTF-8; format=flowed\r\nContent-Transfer-Encoding: 8bit\r\n\r\n");
		for (const char *l = sbuf_str(&body); *l;) {
			const char *nl = strchr(l, '\n');
			size_t len = nl ? (size_t)(nl - l) : strlen(l);
			const char *sp = memchr(l, ' ', len);
			if (sp) {
				sbuf_add(&m, l, (size_t)(sp - l) + 1);
				sbuf_puts(&m, "\r\n");
				sbuf_add(&m, sp + 1, len - (size_t)(sp - l) - 1);
			} else {
				sbuf_add(&m, l, len);
			}
			sbuf_puts(&m, "\r\n");
			if (!nl)
				break;
			l = nl + 1;
		}
	} else if (!strcmp(shape, "reply")) {
		sbuf_puts(&m, "In-Reply-To: <anterior@estafeta.invalid>\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n");
		sbuf_puts(&m, "Hola, ahí van:\r\n\r\n");
		sbuf_add(&m, body.s, body.len);
		sbuf_puts(&m, "\r\nEl sáb., el juez escribió:\r\n> PARTIDA vieja\r\n> MOVER 7 Lugo Orense\r\n>\r\n"
			"-- \r\nAna\r\nMOVER 1 firma firma\r\n");
	} else {
		fprintf(stderr, "mkmail: unknown shape %s\n", shape);
		return 64;
	}
	fwrite(m.s, 1, m.len, stdout);
	sbuf_free(&body);
	sbuf_free(&m);
	sbuf_free(&t);
	return 0;
}
