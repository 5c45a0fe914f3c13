/* See redact.h. */
#include "adjudicator/mail/redact.h"
#include "adjudicator/base/sbuf.h"
#include "orders/lex.h"

#include <string.h>
#include <strings.h>

static const lex_kw pw_kw[] = { { 1, "clave|password|contrasena|passwort|pw" }, { -1, NULL } };

/* Length of the header block, blank line included. */
static size_t header_len(const char *raw, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		if (raw[i] != '\n')
			continue;
		if (i + 1 < len && raw[i + 1] == '\n')
			return i + 2;
		if (i + 2 < len && raw[i + 1] == '\r' && raw[i + 2] == '\n')
			return i + 3;
	}
	return len;
}

/* Only the fields an audit needs are kept: not the body's description
 * (we keep the text, not the parts), not Received lines (hosts and IP
 * addresses), nothing else a client adds. Reply tokens in the To and Cc
 * kept are credentials: redact_mail masks them with the passwords. */
static int dropped_field(const char *l, size_t n)
{
	static const char *const keep[] = { "from:", "to:", "cc:", "date:", "subject:", "message-id:",
		"in-reply-to:", "references:", NULL };
	for (size_t i = 0; keep[i]; i++)
		if (n >= strlen(keep[i]) && !strncasecmp(l, keep[i], strlen(keep[i])))
			return 0;
	return 1;
}

static void put_header(sbuf *out, const char *raw, size_t len)
{
	int drop = 0;
	for (size_t i = 0; i < len;) {
		const char *l = raw + i;
		const char *nl = memchr(l, '\n', len - i);
		size_t n = nl ? (size_t)(nl - l) : len - i;
		i += n + (nl ? 1 : 0);
		size_t m = n && l[n - 1] == '\r' ? n - 1 : n;
		if (m == 0)
			break;
		if (l[0] != ' ' && l[0] != '\t')
			drop = dropped_field(l, m);
		if (!drop) {
			sbuf_add(out, l, m);
			sbuf_putc(out, '\n');
		}
	}
}

/* A line whose first word (after quote marks) is a password keyword
 * keeps only that word. */
static void put_text(arena *a, sbuf *out, const char *text)
{
	for (const char *l = text; *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) : strlen(l);
		size_t k = 0;
		while (k < n && (l[k] == ' ' || l[k] == '\t' || l[k] == '>'))
			k++;
		size_t w = k;
		while (w < n && l[w] != ' ' && l[w] != '\t' && l[w] != ':')
			w++;
		int secret = w > k && w - k <= 16 && lex_keyword(pw_kw, lex_fold(a, l + k, w - k)) == 1;
		if (secret) {
			sbuf_add(out, l, w);
			sbuf_puts(out, " ***");
		} else {
			sbuf_add(out, l, n);
		}
		sbuf_putc(out, '\n');
		if (!nl)
			break;
		l = nl + 1;
	}
}

static void mask(sbuf *b, const char *secret)
{
	size_t k = strlen(secret);
	if (k < 4)
		return;
	sbuf r = SBUF_INIT;
	const char *s = sbuf_str(b), *end = s + b->len;
	while (s < end) {
		const char *hit = memmem(s, (size_t)(end - s), secret, k);
		if (!hit) {
			sbuf_add(&r, s, (size_t)(end - s));
			break;
		}
		sbuf_add(&r, s, (size_t)(hit - s));
		sbuf_puts(&r, "***");
		s = hit + k;
	}
	sbuf_free(b);
	*b = r;
}

static void mask_all(sbuf *b, const char *const *secrets)
{
	for (size_t i = 0; secrets && secrets[i]; i++)
		mask(b, secrets[i]);
}

char *redact_secrets(arena *a, const char *text, const char *const *secrets)
{
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, text);
	mask_all(&b, secrets);
	char *r = arena_strndup(a, sbuf_str(&b), b.len);
	sbuf_free(&b);
	return r;
}

char *redact_mail(arena *a, const char *raw, size_t rawlen, const char *text, const char *const *secrets,
	size_t *outlen)
{
	sbuf out = SBUF_INIT;
	put_header(&out, raw, header_len(raw, rawlen));
	sbuf_puts(&out, "MIME-Version: 1.0\n"
			"Content-Type: text/plain; charset=UTF-8\n"
			"Content-Transfer-Encoding: 8bit\n"
			"X-Estafeta-Stored: text as read, passwords hidden\n\n");
	put_text(a, &out, text ? text : "");
	mask_all(&out, secrets);
	char *r = arena_strndup(a, sbuf_str(&out), out.len);
	*outlen = out.len;
	sbuf_free(&out);
	return r;
}
