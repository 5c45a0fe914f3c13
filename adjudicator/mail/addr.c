/* See addr.h. The rules are deliberately narrower than RFC 5322: what a
 * real player's address looks like, nothing an attacker could use to make
 * one field mean two things. */
#include "adjudicator/mail/addr.h"
#include "adjudicator/base/err.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <utf8proc.h>

static int is_atext(unsigned char c)
{
	if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
		return 1;
	/* The rest of RFC 5322 atext: legal and harmless between < and >. */
	return c && strchr("!#$%&'*+-/=?^_`{|}~", c) != NULL;
}

int addr_valid(const char *a)
{
	if (!a)
		return 0;
	const char *at = strchr(a, '@');
	if (!at || at == a || strchr(at + 1, '@'))
		return 0;
	size_t local = (size_t)(at - a), total = strlen(a);
	if (local > 64 || total > 254 || total - local - 1 < 1)
		return 0;
	/* local part: dot-atom */
	for (size_t i = 0; i < local; i++) {
		unsigned char c = (unsigned char)a[i];
		if (c == '.') {
			if (i == 0 || i + 1 == local || a[i + 1] == '.')
				return 0;
		} else if (!is_atext(c)) {
			return 0;
		}
	}
	/* domain: labels of letters, digits, hyphens (not at a label's ends) */
	const char *d = at + 1;
	size_t lab = 0;
	for (const char *q = d;; q++) {
		unsigned char c = (unsigned char)*q;
		if (c == '.' || c == '\0') {
			if (lab == 0 || lab > 63 || q[-1] == '-')
				return 0;
			if (!c)
				break;
			lab = 0;
			continue;
		}
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'))
			return 0;
		if (lab == 0 && c == '-')
			return 0;
		lab++;
	}
	return 1;
}

void addr_put_encoded(sbuf *b, const char *s, size_t n)
{
	/* Words of at most 39 input bytes, never splitting a UTF-8 sequence,
	 * so every line stays within 78 characters. */
	size_t i = 0;
	int first = 1;
	while (i < n) {
		size_t k = n - i > 39 ? 39 : n - i;
		while (k > 1 && i + k < n && ((unsigned char)s[i + k] & 0xC0) == 0x80)
			k--;
		char enc[128];
		sodium_bin2base64(enc, sizeof enc, (const unsigned char *)s + i, k, sodium_base64_VARIANT_ORIGINAL);
		if (!first)
			sbuf_puts(b, "\n ");
		sbuf_printf(b, "=?UTF-8?B?%s?=", enc);
		first = 0;
		i += k;
	}
}

void addr_put_phrase(sbuf *b, const char *name)
{
	sbuf clean = SBUF_INIT;
	int ascii = 1;
	for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
		if (*p == '\r' || *p == '\n')
			continue;
		if (*p < 0x20 || *p >= 0x7f)
			ascii = 0;
		sbuf_putc(&clean, (char)*p);
	}
	/* A quoted string longer than a header line would need folding inside
	 * the quotes; encoded words fold cleanly. */
	if (ascii && clean.len <= 60) {
		sbuf_putc(b, '"');
		for (size_t i = 0; i < clean.len; i++) {
			if (clean.s[i] == '"' || clean.s[i] == '\\')
				sbuf_putc(b, '\\');
			sbuf_putc(b, clean.s[i]);
		}
		sbuf_putc(b, '"');
	} else {
		addr_put_encoded(b, sbuf_str(&clean), clean.len);
	}
	sbuf_free(&clean);
}

/* Inside <>: printable ASCII (spaces too: ids are copied exactly as the
 * sender wrote them), never the brackets that delimit it, never 8 bits. */
static int msgid_char(unsigned char c)
{
	return c >= 0x20 && c < 0x7f && c != '<' && c != '>';
}

int addr_msgid_ok(const char *id)
{
	if (!id)
		return 0;
	size_t n = strlen(id);
	if (n == 0 || n > 250)
		return 0;
	if (id[0] == ' ' || id[n - 1] == ' ')
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!msgid_char((unsigned char)id[i]))
			return 0;
	return 1;
}

void addr_put_references(sbuf *b, const char *refs, size_t keep)
{
	if (!refs || !keep)
		return;
	/* The well-formed ids, in order; only the last `keep` are written. */
	size_t n = strlen(refs), nids = 0, cap = 0;
	const char **ids = NULL;
	size_t *lens = NULL;
	for (size_t i = 0; i < n; i++) {
		if (refs[i] != '<')
			continue;
		const char *close = memchr(refs + i + 1, '>', n - i - 1 < 252 ? n - i - 1 : 252);
		if (!close)
			continue;
		size_t k = (size_t)(close - refs - i - 1);
		char id[256];
		memcpy(id, refs + i + 1, k);
		id[k] = '\0';
		if (!addr_msgid_ok(id))
			continue;
		if (nids == cap) {
			cap = cap ? 2 * cap : 16;
			ids = xrealloc(ids, cap * sizeof *ids);
			lens = xrealloc(lens, cap * sizeof *lens);
		}
		ids[nids] = refs + i + 1;
		lens[nids++] = k;
		i += k + 1;
	}
	for (size_t i = nids > keep ? nids - keep : 0; i < nids; i++)
		sbuf_printf(b, "\n <%.*s>", (int)lens[i], ids[i]);
	free(ids);
	free(lens);
}

static const char *const reserved[] = { "public", "publico", "todos", "todas", "all", "everyone", "everybody",
	"director", "directora", "master", "gm", "juez", "judge", "estafeta", "ninguna", "ninguno", "none", "nadie",
	"nobody", "con", "nul", "aux", "prn", NULL };

int addr_player_name_ok(const char *s)
{
	if (!s || !*s)
		return 0;
	size_t chars = 0;
	const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s;
	utf8proc_ssize_t left = (utf8proc_ssize_t)strlen(s);
	while (left > 0) {
		utf8proc_int32_t cp;
		utf8proc_ssize_t k = utf8proc_iterate(p, left, &cp);
		if (k <= 0)
			return 0;
		utf8proc_category_t cat = utf8proc_category(cp);
		int letter = cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO;
		int mark = cat >= UTF8PROC_CATEGORY_MN && cat <= UTF8PROC_CATEGORY_ME;
		int digit = cp >= '0' && cp <= '9';
		int punct = cp == '-' || cp == '_' || cp == '.';
		if (!(letter || digit || punct || (mark && chars > 0)))
			return 0;
		/* A name is a file name too: no leading dot. */
		if (chars == 0 && cp == '.')
			return 0;
		chars++;
		p += k;
		left -= k;
	}
	if (chars > 32)
		return 0;
	for (size_t i = 0; reserved[i]; i++)
		if (!strcasecmp(s, reserved[i]))
			return 0;
	return 1;
}
