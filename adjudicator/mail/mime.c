/* MIME extraction. libetpan splits the MIME tree and undoes base64; the
 * steps that decide what the player's text looks like (charset fallbacks,
 * quoted-printable, RFC 2047, format=flowed, HTML to text) are done here,
 * because real clients mislabel charsets and libetpan's own decoders turn
 * such bytes into '?' or garbage. Header fields are read by a small scanner
 * of our own so that a header libetpan cannot parse is still seen. */
#include "adjudicator/mail/mime.h"
#include "adjudicator/mail/mime_int.h"
#include "adjudicator/base/sbuf.h"

#include <libetpan/mailmime.h>
#include <libetpan/mmapstring.h>

#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* libetpan parses nested parts recursively and overflows the stack at a
 * few tens of thousands of levels (measured: 30000 message/rfc822 levels,
 * 1.1 MB), and it rescans its whole range for each composite part, so its
 * work is (composite parts) x (mail size). mime_structure() counts the
 * part headers that make a composite part beforehand and refuses a mail
 * with more than this; that bounds both depth and work. */
#define MAX_COMPOSITE_PARTS 64
/* Our own walk of the tree stops here; the limit above keeps every mail
 * that gets that far shallower. */
#define MAX_WALK_DEPTH (MAX_COMPOSITE_PARTS + 2)
/* Boundaries are compared on this many bytes at most: a shorter prefix
 * only makes more lines look like delimiters, which errs on the safe side. */
#define MAX_BOUNDARY_CMP 100
/* "> " written per nested <blockquote> at most, so that thousands of
 * nested quotes cannot blow up the text. */
#define MAX_QUOTE_PREFIX 8
/* Longest text of an RFC 2047 word we look for (the RFC says 75 bytes
 * with its markers); bounds the search for its end. */
#define MAX_WORD_TEXT 1024
/* Closing delimiters added at most to a mail cut short. */
#define MAX_CLOSERS 64

/* ---- UTF-8 and single-byte charsets ----------------------------------- */

/* Length of the valid UTF-8 sequence at s (n bytes left), 0 if invalid. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
	unsigned c = s[0];
	if (c < 0x80)
		return 1;
	if (c < 0xC2 || c > 0xF4)
		return 0;
	size_t len = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
	if (n < len)
		return 0;
	for (size_t i = 1; i < len; i++)
		if ((s[i] & 0xC0) != 0x80)
			return 0;
	if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] > 0x9F) ||
	    (c == 0xF0 && s[1] < 0x90) || (c == 0xF4 && s[1] > 0x8F))
		return 0; /* overlong, surrogate or beyond U+10FFFF */
	return len;
}

/* Encodes cp (at most U+10FFFF) as UTF-8 into u; returns the length. */
static size_t enc_cp(uint32_t cp, char u[4])
{
	if (cp < 0x80) {
		u[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		u[0] = (char)(0xC0 | cp >> 6);
		u[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		u[0] = (char)(0xE0 | cp >> 12);
		u[1] = (char)(0x80 | (cp >> 6 & 0x3F));
		u[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	u[0] = (char)(0xF0 | cp >> 18);
	u[1] = (char)(0x80 | (cp >> 12 & 0x3F));
	u[2] = (char)(0x80 | (cp >> 6 & 0x3F));
	u[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

static void put_cp(sbuf *b, uint32_t cp)
{
	char u[4];
	sbuf_add(b, u, enc_cp(cp, u));
}

/* Windows-1252 0x80..0x9F; the rest of the byte range is Latin-1. */
static const uint16_t cp1252_hi[32] = {
	0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
	0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
};

static uint32_t cp1252_cp(unsigned char c)
{
	return c >= 0x80 && c < 0xA0 ? cp1252_hi[c - 0x80] : c;
}

static void from_1252(sbuf *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		put_cp(o, cp1252_cp((unsigned char)s[i]));
}

/* Valid UTF-8 sequences are kept and every other byte is read as
 * Windows-1252: this handles undeclared charsets and Latin-1 mislabelled
 * as UTF-8, even when both are mixed in one part. */
static void from_utf8_or_1252(sbuf *o, const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0;
	while (i < n) {
		size_t k = utf8_seq(u + i, n - i);
		if (k) {
			sbuf_add(o, s + i, k);
			i += k;
		} else {
			put_cp(o, cp1252_cp(u[i]));
			i++;
		}
	}
}

enum { CS_UTF8, CS_1252, CS_ICONV };

static const struct cs_name {
	const char *name;
	int kind;
	const char *iconv; /* name for iconv_open when kind is CS_ICONV */
} cs_names[] = {
	{ "utf-8", CS_UTF8, NULL },
	{ "utf8", CS_UTF8, NULL },
	{ "us-ascii", CS_UTF8, NULL },
	{ "ascii", CS_UTF8, NULL },
	{ "ansi_x3.4-1968", CS_UTF8, NULL },
	{ "us", CS_UTF8, NULL },
	/* Latin-1 labels mean Windows-1252 in practice (as in WHATWG). */
	{ "iso-8859-1", CS_1252, NULL },
	{ "iso8859-1", CS_1252, NULL },
	{ "iso_8859-1", CS_1252, NULL },
	{ "latin1", CS_1252, NULL },
	{ "latin-1", CS_1252, NULL },
	{ "l1", CS_1252, NULL },
	{ "windows-1252", CS_1252, NULL },
	{ "cp1252", CS_1252, NULL },
	{ "x-cp1252", CS_1252, NULL },
	/* Labels mail clients use that iconv does not know. */
	{ "ks_c_5601-1987", CS_ICONV, "CP949" },
	{ "gb2312", CS_ICONV, "GBK" },
	{ "x-gbk", CS_ICONV, "GBK" },
	{ "iso-8859-8-i", CS_ICONV, "ISO-8859-8" },
	{ "x-mac-roman", CS_ICONV, "MACINTOSH" },
	{ "x-sjis", CS_ICONV, "SHIFT_JIS" },
	{ "unicode-1-1-utf-7", CS_ICONV, "UTF-7" },
};

/* Lower-cases a charset label into buf (quotes, blanks and an RFC 2231
 * "*lang" suffix removed). Returns 0 when the label holds characters no
 * charset name has, so that it is treated as unknown. */
static int cs_norm(const char *cs, char *buf, size_t cap)
{
	size_t n = 0;
	buf[0] = '\0';
	if (!cs)
		return 1;
	for (; *cs && *cs != '*'; cs++) {
		unsigned char c = (unsigned char)*cs;
		if (c == '"' || c == '\'' || c == ' ' || c == '\t')
			continue;
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		      (c >= '0' && c <= '9') || strchr("-_.:+", c)))
			return 0;
		if (n + 1 >= cap)
			return 0;
		buf[n++] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
	}
	buf[n] = '\0';
	return 1;
}

/* Converts with iconv; a byte iconv rejects becomes U+FFFD and decoding
 * goes on after it. Returns -1 when iconv does not know the charset. */
static int from_iconv(sbuf *o, const char *s, size_t n, const char *cs)
{
	iconv_t cd = iconv_open("UTF-8", cs);
	if (cd == (iconv_t)-1)
		return -1;
	char buf[4096];
	char *ip = (char *)s;
	size_t il = n, step = 1024;
	/* iconv is handed at most `step` bytes at a time: a bad byte makes one
	 * call, and a call given the whole rest costs the whole rest where
	 * iconv is instrumented (sanitizers), which made a run of bad bytes
	 * quadratic. A character cut at the end of a step waits for the next. */
	while (il > 0) {
		char *op = buf;
		size_t ol = sizeof buf, cl = il < step ? il : step, given = cl;
		size_t r = iconv(cd, &ip, &cl, &op, &ol);
		il -= given - cl;
		sbuf_add(o, buf, (size_t)(op - buf));
		if (r != (size_t)-1 || errno == E2BIG)
			continue;
		if (errno == EINVAL && given < il + (given - cl)) {
			if (cl == given)
				step *= 2; /* nothing fitted: a longer sequence */
			continue;
		}
		put_cp(o, 0xFFFD);
		ip++;
		il--;
		iconv(cd, NULL, NULL, NULL, NULL);
	}
	char *op = buf;
	size_t ol = sizeof buf;
	iconv(cd, NULL, NULL, &op, &ol);
	sbuf_add(o, buf, (size_t)(op - buf));
	iconv_close(cd);
	return 0;
}

/* 1 when s is valid UTF-8 holding at least one multi-byte sequence. */
static int utf8_multibyte(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	int multi = 0;
	for (size_t i = 0; i < n;) {
		size_t k = utf8_seq(u + i, n - i);
		if (!k)
			return 0;
		multi |= k > 1;
		i += k;
	}
	return multi;
}

/* Single-byte Latin labels: ISO 8859, Windows code pages, Latin-N. */
static int latin_label(const char *name, int kind)
{
	static const char *const pre[] = { "iso-8859-", "iso8859-", "iso_8859-",
					   "windows-125", "cp125", "latin" };
	if (kind == CS_1252)
		return 1;
	for (size_t i = 0; i < sizeof pre / sizeof pre[0]; i++)
		if (!strncmp(name, pre[i], strlen(pre[i])))
			return 1;
	return 0;
}

/* Appends s (n bytes in charset cs, which may be NULL) to o as UTF-8.
 * This function can't fail: unknown charsets fall back like missing ones.
 * Clients that write UTF-8 under a Latin label (the composer's charset
 * and the sending charset disagree) are common, and real Latin text is
 * next to never valid multi-byte UTF-8 ("Ã©" is the way to write it), so
 * such bytes are read as UTF-8. */
static void to_utf8(sbuf *o, const char *s, size_t n, const char *cs)
{
	char name[48];
	if (!cs_norm(cs, name, sizeof name)) {
		from_utf8_or_1252(o, s, n);
		return;
	}
	int kind = name[0] ? CS_ICONV : CS_UTF8;
	const char *iname = name;
	for (size_t i = 0; i < sizeof cs_names / sizeof cs_names[0]; i++) {
		if (!strcmp(name, cs_names[i].name)) {
			kind = cs_names[i].kind;
			if (cs_names[i].iconv)
				iname = cs_names[i].iconv;
			break;
		}
	}
	if (latin_label(name, kind) && utf8_multibyte(s, n))
		sbuf_add(o, s, n);
	else if (kind == CS_1252)
		from_1252(o, s, n);
	else if (kind == CS_UTF8 || from_iconv(o, s, n, iname) < 0)
		from_utf8_or_1252(o, s, n);
}

/* ---- small decoders ---------------------------------------------------- */

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Quoted-printable (RFC 2045 6.7). An '=' that starts no valid escape is
 * kept as it is, and blanks between '=' and the line end still make a
 * soft break; libetpan turns both cases into stray bytes. */
static void qp_decode(sbuf *o, const char *s, size_t n)
{
	size_t i = 0;
	while (i < n) {
		if (s[i] != '=') {
			sbuf_putc(o, s[i++]);
			continue;
		}
		size_t j = i + 1;
		while (j < n && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j == n)
			return;
		if (s[j] == '\r' || s[j] == '\n') {
			if (s[j] == '\r' && j + 1 < n && s[j + 1] == '\n')
				j++;
			i = j + 1;
			continue;
		}
		int h = i + 2 < n ? hexval(s[i + 1]) : -1;
		int l = h >= 0 ? hexval(s[i + 2]) : -1;
		if (l >= 0) {
			sbuf_putc(o, (char)(h << 4 | l));
			i += 3;
		} else {
			sbuf_putc(o, '=');
			i++;
		}
	}
}

static int b64val(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* Base64 for RFC 2047 words; characters outside the alphabet are skipped. */
static void b64_decode(sbuf *o, const char *s, size_t n)
{
	uint32_t acc = 0;
	int bits = 0;
	for (size_t i = 0; i < n; i++) {
		int v = b64val(s[i]);
		if (v < 0)
			continue;
		acc = (acc << 6 | (uint32_t)v) & 0xFFFFFF;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			sbuf_putc(o, (char)(acc >> bits & 0xFF));
		}
	}
}

/* Case-insensitive search of needle (lower case) in s[from..n); n when
 * absent. */
static size_t find_ci(const char *s, size_t n, size_t from, const char *needle)
{
	size_t k = strlen(needle);
	for (size_t i = from; i + k <= n; i++)
		if ((s[i] | 0x20) == needle[0] && !strncasecmp(s + i, needle, k))
			return i;
	return n;
}

/* ---- text clean-up ---------------------------------------------------- */

/* Appends valid UTF-8 s to o with CRLF and CR turned into LF, and BOMs
 * (U+FEFF), C0 controls other than tab and LF, DEL and C1 controls
 * removed. */
static void clean_text(sbuf *o, const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = u[i];
		if (c == '\r') {
			sbuf_putc(o, '\n');
			if (i + 1 < n && u[i + 1] == '\n')
				i++;
		} else if (c == '\n' || c == '\t') {
			sbuf_putc(o, (char)c);
		} else if (c < 0x20 || c == 0x7F) {
			continue;
		} else if (c == 0xEF && i + 2 < n && u[i + 1] == 0xBB &&
			   u[i + 2] == 0xBF) {
			i += 2;
		} else if (c == 0xC2 && i + 1 < n && u[i + 1] >= 0x80 &&
			   u[i + 1] < 0xA0) {
			i++;
		} else {
			sbuf_putc(o, (char)c);
		}
	}
}

/* Removes trailing blank lines and blanks, then ends non-empty text with
 * one LF, so every source ends the same way. */
static void finish_text(sbuf *b)
{
	while (b->len > 0 && (b->s[b->len - 1] == ' ' || b->s[b->len - 1] == '\t' ||
			      b->s[b->len - 1] == '\n'))
		b->len--;
	if (b->len > 0)
		sbuf_putc(b, '\n');
	else
		sbuf_reset(b);
	if (b->s)
		b->s[b->len] = '\0';
}

/* ---- format=flowed (RFC 3676) ------------------------------------------ */

static void unflow(sbuf *o, const char *s, size_t n, int delsp)
{
	int joining = 0;
	size_t i = 0;
	while (i < n) {
		const char *l = s + i;
		const char *nl = memchr(l, '\n', n - i);
		size_t len = nl ? (size_t)(nl - l) : n - i;
		i += len + (nl ? 1 : 0);
		if (len > 0 && l[0] == '>') {
			/* Quoted: kept verbatim, the order parser drops it. */
			if (joining)
				sbuf_putc(o, '\n');
			joining = 0;
			sbuf_add(o, l, len);
			sbuf_putc(o, '\n');
			continue;
		}
		if (len > 0 && l[0] == ' ') {
			l++;
			len--;
		}
		int sig = len == 3 && !memcmp(l, "-- ", 3);
		if (sig && joining)
			sbuf_putc(o, '\n');
		if (!sig && len > 0 && l[len - 1] == ' ') {
			sbuf_add(o, l, delsp ? len - 1 : len);
			joining = 1;
		} else {
			sbuf_add(o, l, len);
			sbuf_putc(o, '\n');
			joining = 0;
		}
	}
	if (joining)
		sbuf_putc(o, '\n');
}

/* ---- HTML to text ------------------------------------------------------ */

/* Latin-1 entity names, U+00A0 to U+00FF in order. */
static const char *const ent_latin1[96] = {
	"nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect",
	"uml", "copy", "ordf", "laquo", "not", "shy", "reg", "macr",
	"deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot",
	"cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest",
	"Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil",
	"Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml",
	"ETH", "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times",
	"Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN", "szlig",
	"agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
	"egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml",
	"eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide",
	"oslash", "ugrave", "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml",
};

static const struct entity {
	const char *name;
	uint32_t cp;
} entities[] = {
	{ "amp", '&' }, { "lt", '<' }, { "gt", '>' }, { "quot", '"' },
	{ "apos", '\'' }, { "euro", 0x20AC }, { "ndash", 0x2013 },
	{ "mdash", 0x2014 }, { "lsquo", 0x2018 }, { "rsquo", 0x2019 },
	{ "sbquo", 0x201A }, { "ldquo", 0x201C }, { "rdquo", 0x201D },
	{ "bdquo", 0x201E }, { "hellip", 0x2026 }, { "bull", 0x2022 },
	{ "trade", 0x2122 }, { "dagger", 0x2020 }, { "permil", 0x2030 },
	{ "lsaquo", 0x2039 }, { "rsaquo", 0x203A }, { "OElig", 0x0152 },
	{ "oelig", 0x0153 }, { "Scaron", 0x0160 }, { "scaron", 0x0161 },
	{ "Yuml", 0x0178 }, { "fnof", 0x0192 }, { "circ", 0x02C6 },
	{ "tilde", 0x02DC }, { "ensp", ' ' }, { "emsp", ' ' },
	{ "thinsp", ' ' }, { "zwnj", 0x200C }, { "zwj", 0x200D },
	{ "larr", 0x2190 }, { "rarr", 0x2192 }, { "uarr", 0x2191 },
	{ "darr", 0x2193 },
};

/* Decodes the character reference at s[i] == '&'. Returns the bytes used,
 * or 0 when it is no reference (then '&' is plain text). */
static size_t entity_at(const char *s, size_t n, size_t i, uint32_t *cp)
{
	size_t j = i + 1;
	if (j < n && s[j] == '#') {
		int hex = j + 1 < n && (s[j + 1] == 'x' || s[j + 1] == 'X');
		j += hex ? 2 : 1;
		uint32_t v = 0;
		size_t digits = 0;
		for (; j < n; j++, digits++) {
			int d = hex ? hexval(s[j]) : s[j] >= '0' && s[j] <= '9' ? s[j] - '0' : -1;
			if (d < 0)
				break;
			if (v < 0x110000)
				v = v * (hex ? 16 : 10) + (uint32_t)d;
		}
		if (!digits)
			return 0;
		if (j < n && s[j] == ';')
			j++;
		if (v >= 0x80 && v < 0xA0)
			v = cp1252_hi[v - 0x80];
		else if (v == 0 || v > 0x10FFFF || (v >= 0xD800 && v < 0xE000))
			v = 0xFFFD;
		*cp = v;
		return j - i;
	}
	char name[16];
	size_t k = 0;
	while (j < n && k + 1 < sizeof name &&
	       ((s[j] >= 'a' && s[j] <= 'z') || (s[j] >= 'A' && s[j] <= 'Z') ||
		(s[j] >= '0' && s[j] <= '9')))
		name[k++] = s[j++];
	name[k] = '\0';
	if (!k || j >= n || s[j] != ';')
		return 0;
	for (size_t e = 0; e < 96; e++) {
		if (!strcmp(name, ent_latin1[e])) {
			*cp = 0xA0 + (uint32_t)e;
			return j + 1 - i;
		}
	}
	for (size_t e = 0; e < sizeof entities / sizeof entities[0]; e++) {
		if (!strcmp(name, entities[e].name)) {
			*cp = entities[e].cp;
			return j + 1 - i;
		}
	}
	return 0;
}

/* Output state: text is written word by word, blanks become one pending
 * space, and every line inside <blockquote> starts with "> ". */
struct h2t {
	sbuf *o;
	int bol;     /* at the beginning of a line */
	int space;   /* a blank is pending before the next word */
	int nl_run;  /* line breaks written in a row */
	int any;     /* visible text written yet */
	int quote;   /* <blockquote> depth */
	int pre;     /* <pre> depth */
	/* Last search for each end marker of skipped content: where it started
	 * and what it found (n: nothing), so that many unclosed <head> or
	 * <script> tags do not rescan the rest of the part every time. */
	size_t find_from[5], find_at[5];
	int find_valid[5];
};

static const char *const skip_end[5] = { "</head", "</style", "</script",
					 "</title", "<body" };

static void h_text(struct h2t *h, const char *s, size_t n)
{
	if (h->bol) {
		for (int q = 0; q < h->quote && q < MAX_QUOTE_PREFIX; q++)
			sbuf_puts(h->o, "> ");
		h->bol = 0;
	} else if (h->space) {
		sbuf_putc(h->o, ' ');
	}
	h->space = 0;
	h->nl_run = 0;
	h->any = 1;
	sbuf_add(h->o, s, n);
}

/* A line break; more than one empty line in a row is never written. */
static void h_break(struct h2t *h)
{
	if (!h->any || h->nl_run >= 2)
		return;
	sbuf_putc(h->o, '\n');
	h->bol = 1;
	h->space = 0;
	h->nl_run++;
}

/* A block boundary: a break unless one was just written. */
static void h_block(struct h2t *h)
{
	if (!h->bol)
		h_break(h);
}

static void h_blank(struct h2t *h, char c)
{
	if (h->pre) {
		if (c == '\n')
			h_break(h);
		else
			h_text(h, " ", 1);
	} else if (!h->bol) {
		h->space = 1;
	}
}

static void h_cp(struct h2t *h, uint32_t cp)
{
	if (cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp == 0xA0) {
		h_blank(h, cp == '\n' ? '\n' : ' ');
		return;
	}
	if (cp < 0x20 || cp == 0x7F || cp == 0xFEFF || (cp >= 0x80 && cp < 0xA0))
		return;
	char u[4];
	h_text(h, u, enc_cp(cp, u));
}

/* Position of skip_end[slot] at or after from, n when absent. */
static size_t h_find(struct h2t *h, const char *s, size_t n, size_t from, int slot)
{
	if (h->find_valid[slot] && h->find_from[slot] <= from &&
	    h->find_at[slot] >= from)
		return h->find_at[slot];
	h->find_valid[slot] = 1;
	h->find_from[slot] = from;
	h->find_at[slot] = find_ci(s, n, from, skip_end[slot]);
	return h->find_at[slot];
}

enum { T_NONE, T_BREAK, T_BLOCK, T_LI, T_QUOTE, T_PRE, T_CELL, T_SKIP };

static const struct tag {
	const char *name;
	int kind;
} tags[] = {
	{ "br", T_BREAK }, { "li", T_LI }, { "blockquote", T_QUOTE },
	{ "pre", T_PRE }, { "td", T_CELL }, { "th", T_CELL },
	/* T_SKIP entries in the order of skip_end[]. */
	{ "head", T_SKIP }, { "style", T_SKIP }, { "script", T_SKIP },
	{ "title", T_SKIP },
	{ "p", T_BLOCK }, { "div", T_BLOCK }, { "tr", T_BLOCK },
	{ "h1", T_BLOCK }, { "h2", T_BLOCK }, { "h3", T_BLOCK },
	{ "h4", T_BLOCK }, { "h5", T_BLOCK }, { "h6", T_BLOCK },
	{ "ul", T_BLOCK }, { "ol", T_BLOCK }, { "dl", T_BLOCK },
	{ "dt", T_BLOCK }, { "dd", T_BLOCK }, { "hr", T_BLOCK },
	{ "table", T_BLOCK }, { "center", T_BLOCK }, { "address", T_BLOCK },
	{ "section", T_BLOCK }, { "article", T_BLOCK }, { "header", T_BLOCK },
	{ "footer", T_BLOCK }, { "form", T_BLOCK }, { "caption", T_BLOCK },
};

/* Handles the markup at s[i] == '<' and returns the index after it. */
static size_t h_tag(struct h2t *h, const char *s, size_t n, size_t i)
{
	if (i + 4 <= n && !memcmp(s + i, "<!--", 4)) {
		size_t e = i + 4;
		while (e + 3 <= n && memcmp(s + e, "-->", 3))
			e++;
		return e + 3 <= n ? e + 3 : n;
	}
	size_t j = i + 1;
	int close = j < n && s[j] == '/';
	if (close)
		j++;
	int decl = j < n && (s[j] == '!' || s[j] == '?');
	if (!decl && (j >= n || !((s[j] >= 'a' && s[j] <= 'z') ||
				  (s[j] >= 'A' && s[j] <= 'Z')))) {
		h_text(h, "<", 1); /* "a < b" is text */
		return i + 1;
	}
	char name[16];
	size_t k = 0;
	while (!decl && j < n && ((s[j] >= 'a' && s[j] <= 'z') ||
				  (s[j] >= 'A' && s[j] <= 'Z') ||
				  (s[j] >= '0' && s[j] <= '9'))) {
		if (k + 1 < sizeof name)
			name[k++] = (char)(s[j] | 0x20);
		j++;
	}
	name[k] = '\0';
	char q = 0;
	for (; j < n; j++) {
		if (q) {
			if (s[j] == q)
				q = 0;
		} else if (s[j] == '"' || s[j] == '\'') {
			q = s[j];
		} else if (s[j] == '>') {
			break;
		}
	}
	size_t end = j < n ? j + 1 : n;
	int kind = T_NONE, slot = 0;
	for (size_t t = 0; !decl && t < sizeof tags / sizeof tags[0]; t++) {
		if (tags[t].kind == T_SKIP)
			slot++;
		if (!strcmp(name, tags[t].name)) {
			kind = tags[t].kind;
			break;
		}
	}
	switch (kind) {
	case T_BREAK:
		h_break(h);
		break;
	case T_BLOCK:
		h_block(h);
		break;
	case T_LI:
		h_block(h);
		if (!close) {
			h_text(h, "-", 1);
			h->space = 1;
		}
		break;
	case T_QUOTE:
		h_block(h);
		h->quote += close ? (h->quote > 0 ? -1 : 0) : 1;
		break;
	case T_PRE:
		h_block(h);
		h->pre += close ? (h->pre > 0 ? -1 : 0) : 1;
		break;
	case T_CELL:
		if (close)
			h_blank(h, ' ');
		break;
	case T_SKIP:
		if (!close) {
			size_t c = h_find(h, s, n, end, slot - 1);
			if (c == n && slot == 1) {
				/* An unclosed <head> must not swallow the body. */
				c = h_find(h, s, n, end, 4);
				return c < n ? c : end;
			}
			if (c == n)
				return n;
			while (c < n && s[c] != '>')
				c++;
			return c < n ? c + 1 : n;
		}
		break;
	}
	return end;
}

static void html_to_text(sbuf *o, const char *s, size_t n)
{
	struct h2t h = { .o = o, .bol = 1 };
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0;
	while (i < n) {
		unsigned char c = u[i];
		if (c == '<') {
			i = h_tag(&h, s, n, i);
		} else if (c == '&') {
			uint32_t cp;
			size_t k = entity_at(s, n, i, &cp);
			if (k) {
				h_cp(&h, cp);
				i += k;
			} else {
				h_text(&h, "&", 1);
				i++;
			}
		} else if (c == ' ' || c == '\t' || c == '\n') {
			h_blank(&h, (char)c);
			i++;
		} else if (c == 0xC2 && i + 1 < n && u[i + 1] == 0xA0) {
			h_blank(&h, ' ');
			i += 2;
		} else {
			size_t k = utf8_seq(u + i, n - i);
			k = k ? k : 1;
			h_text(&h, s + i, k);
			i += k;
		}
	}
}

/* The charset an HTML part declares in a <meta> tag, used when its
 * Content-Type has none. Copied into buf; NULL when absent. */
static const char *html_meta_charset(const char *s, size_t n, char *buf, size_t cap)
{
	size_t lim = n < 4096 ? n : 4096;
	size_t i = find_ci(s, lim, 0, "charset=");
	if (i == lim)
		return NULL;
	i += 8;
	while (i < lim && (s[i] == '"' || s[i] == '\'' || s[i] == ' '))
		i++;
	size_t k = 0;
	while (i < lim && k + 1 < cap && s[i] != '"' && s[i] != '\'' &&
	       s[i] != ';' && s[i] != '>' && s[i] != ' ' && s[i] != '/')
		buf[k++] = s[i++];
	buf[k] = '\0';
	return k ? buf : NULL;
}

/* ---- header fields ----------------------------------------------------- */

struct hdr {
	const char *name; /* points into the message copy */
	size_t nlen;
	char *value;      /* unfolded, UTF-8, no controls, trimmed */
};

struct hdrs {
	struct hdr *v;
	size_t n, cap;
};

/* Length of the field name when the line at p (n bytes) starts a header
 * field, "name" [blanks] ":", else 0. */
static size_t field_name_len(const char *p, size_t n)
{
	size_t i = 0;
	while (i < n && (unsigned char)p[i] > 32 && (unsigned char)p[i] < 127 &&
	       p[i] != ':')
		i++;
	size_t name = i;
	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	return name > 0 && i < n && p[i] == ':' ? name : 0;
}

/* Reads the header block of m (CRLF line ends) into h. Returns the offset
 * of the body: after the empty line, or at the first line that is not a
 * header field (libetpan stops there too). */
static size_t scan_headers(arena *a, const char *m, size_t n, struct hdrs *h)
{
	size_t i = 0;
	sbuf raw = SBUF_INIT, val = SBUF_INIT;
	while (i < n) {
		if (n - i >= 2 && m[i] == '\r' && m[i + 1] == '\n') {
			i += 2;
			break;
		}
		size_t nl = field_name_len(m + i, n - i);
		if (!nl)
			break;
		const char *name = m + i;
		i = (size_t)((const char *)memchr(m + i, ':', n - i) - m) + 1;
		sbuf_reset(&raw);
		for (;;) {
			const char *eol = memchr(m + i, '\r', n - i);
			size_t e = eol ? (size_t)(eol - m) : n;
			for (; i < e; i++) {
				unsigned char c = (unsigned char)m[i];
				if (c == '\t')
					sbuf_putc(&raw, ' ');
				else if (c >= 32 && c != 127)
					sbuf_putc(&raw, (char)c);
			}
			i = e < n ? e + 2 : n; /* every CR is followed by LF */
			if (i >= n || (m[i] != ' ' && m[i] != '\t'))
				break;
		}
		sbuf_reset(&val);
		from_utf8_or_1252(&val, raw.s ? raw.s : "", raw.len);
		const char *v = sbuf_str(&val);
		size_t vl = val.len;
		while (vl && v[0] == ' ') {
			v++;
			vl--;
		}
		while (vl && v[vl - 1] == ' ')
			vl--;
		if (h->n == h->cap) {
			size_t cap = h->cap ? h->cap * 2 : 32;
			struct hdr *nv = arena_alloc(a, cap * sizeof *nv);
			if (h->n)
				memcpy(nv, h->v, h->n * sizeof *nv);
			h->v = nv;
			h->cap = cap;
		}
		h->v[h->n].name = name;
		h->v[h->n].nlen = nl;
		h->v[h->n].value = arena_strndup(a, v, vl);
		h->n++;
	}
	sbuf_free(&raw);
	sbuf_free(&val);
	return i;
}

static const char *hget(const struct hdrs *h, const char *name)
{
	size_t k = strlen(name);
	for (size_t i = 0; i < h->n; i++)
		if (h->v[i].nlen == k && !strncasecmp(h->v[i].name, name, k))
			return h->v[i].value;
	return NULL;
}

/* Collapses runs of blanks (and controls) into one space and trims. */
static char *squeeze(arena *a, const char *s, size_t n)
{
	char *o = arena_alloc(a, n + 1);
	size_t k = 0;
	int blank = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c <= ' ' || c == 127) {
			blank = k > 0;
			continue;
		}
		if (blank)
			o[k++] = ' ';
		blank = 0;
		o[k++] = (char)c;
	}
	o[k] = '\0';
	return o;
}

/* Is s[0..] the encoded word "=?charset?Q|B?text?="? Fills the parts. */
static int encoded_word(const char *s, const char **cs, size_t *cslen,
	char *enc, const char **txt, size_t *txtlen, const char **end)
{
	if (s[0] != '=' || s[1] != '?')
		return 0;
	const char *c = s + 2, *q = memchr(c, '?', strnlen(c, 41));
	if (!q || q == c || memchr(c, ' ', (size_t)(q - c)))
		return 0;
	if (!q[1] || !strchr("QqBb", q[1]) || q[2] != '?')
		return 0;
	const char *t = q + 3;
	const char *e = memmem(t, strnlen(t, MAX_WORD_TEXT + 2), "?=", 2);
	if (!e)
		return 0;
	*cs = c;
	*cslen = (size_t)(q - c);
	*enc = (char)(q[1] | 0x20);
	*txt = t;
	*txtlen = (size_t)(e - t);
	*end = e + 2;
	return 1;
}

/* RFC 2047: decodes the encoded words of a header value (already UTF-8
 * outside them). Adjacent words in one charset are joined before their
 * conversion, so a character split across two words survives. */
static char *decode_words(arena *a, const char *s)
{
	sbuf o = SBUF_INIT, pend = SBUF_INIT;
	char pend_cs[48] = "";
	const char *lit = s, *p = s;
	int prev_word = 0;
	while (*p) {
		const char *cs, *txt, *end;
		size_t cslen, txtlen;
		char enc;
		if (!encoded_word(p, &cs, &cslen, &enc, &txt, &txtlen, &end)) {
			p++;
			continue;
		}
		size_t ll = (size_t)(p - lit);
		int blank = ll == strspn(lit, " ");
		char name[48];
		memcpy(name, cs, cslen);
		name[cslen] = '\0';
		if (!(prev_word && blank) || strcasecmp(name, pend_cs)) {
			to_utf8(&o, pend.s ? pend.s : "", pend.len, pend_cs);
			sbuf_reset(&pend);
			if (!(prev_word && blank))
				sbuf_add(&o, lit, ll);
		}
		memcpy(pend_cs, name, cslen + 1);
		if (enc == 'b') {
			b64_decode(&pend, txt, txtlen);
		} else {
			for (size_t i = 0; i < txtlen; i++) {
				if (txt[i] == '=' && i + 2 < txtlen &&
				    hexval(txt[i + 1]) >= 0 && hexval(txt[i + 2]) >= 0) {
					sbuf_putc(&pend, (char)(hexval(txt[i + 1]) << 4 |
								hexval(txt[i + 2])));
					i += 2;
				} else {
					sbuf_putc(&pend, txt[i] == '_' ? ' ' : txt[i]);
				}
			}
		}
		p = lit = end;
		prev_word = 1;
	}
	to_utf8(&o, pend.s ? pend.s : "", pend.len, pend_cs);
	sbuf_puts(&o, lit);
	sbuf clean = SBUF_INIT;
	clean_text(&clean, o.s ? o.s : "", o.len);
	char *r = squeeze(a, clean.s ? clean.s : "", clean.len);
	sbuf_free(&clean);
	sbuf_free(&o);
	sbuf_free(&pend);
	return r;
}

/* ---- addresses and ids ------------------------------------------------- */

/* Scans one element of an address list starting at *pp. Text outside
 * comments goes to txt (quoted strings keep their quotes); the span inside
 * the first <...> is reported in *ang_start and *ang_end (-1 when none); the
 * first comment's text goes to comment. Leaves *pp after the element. */
static void addr_element(const char **pp, sbuf *txt, long *ang_start,
	long *ang_end, sbuf *comment)
{
	const char *p = *pp;
	int quote = 0, depth = 0, angle = 0, bracket = 0, comments = 0;
	*ang_start = *ang_end = -1;
	sbuf_reset(txt);
	if (comment)
		sbuf_reset(comment);
	for (; *p; p++) {
		char c = *p;
		if (depth) {
			if (c == '\\' && p[1]) {
				p++;
				c = *p;
			} else if (c == '(') {
				depth++;
			} else if (c == ')' && --depth == 0) {
				comments++;
				continue;
			}
			if (comment && comments == 0)
				sbuf_putc(comment, c);
			continue;
		}
		if (quote) {
			sbuf_putc(txt, c);
			if (c == '\\' && p[1])
				sbuf_putc(txt, *++p);
			else if (c == '"')
				quote = 0;
			continue;
		}
		if (bracket) {
			sbuf_putc(txt, c);
			if (c == ']')
				bracket = 0;
			continue;
		}
		if (c == '"') {
			quote = 1;
		} else if (c == '[') {
			bracket = 1;
		} else if (c == '(') {
			depth = 1;
			sbuf_putc(txt, ' ');
			continue;
		} else if (c == '<' && !angle && *ang_start < 0) {
			angle = 1;
			*ang_start = (long)txt->len;
			continue;
		} else if (c == '>' && angle) {
			angle = 0;
			*ang_end = (long)txt->len;
			continue;
		} else if ((c == ',' || c == ';') && !angle) {
			p++;
			break;
		} else if (c == ':' && !angle && *ang_start < 0) {
			sbuf_reset(txt); /* "group:" starts a group */
			continue;
		}
		sbuf_putc(txt, c);
	}
	if (*ang_start >= 0 && *ang_end < 0)
		*ang_end = (long)txt->len;
	*pp = p;
}

/* Turns a candidate into a lower-cased addr-spec, or NULL. */
static char *addr_clean(arena *a, const char *s, size_t n)
{
	sbuf b = SBUF_INIT;
	int quote = 0;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (c == '"')
			quote = !quote;
		if (!quote && (c == ' ' || c == '\t'))
			continue;
		sbuf_putc(&b, c >= 'A' && c <= 'Z' ? (char)(c + 32) : c);
	}
	const char *v = sbuf_str(&b);
	if (v[0] == '@' && strchr(v, ':')) /* obsolete source route */
		v = strchr(v, ':') + 1;
	const char *at = strrchr(v, '@');
	char *r = NULL;
	if (at && at > v && at[1] && !strpbrk(v, "<>,;()\\") &&
	    !strchr(at + 1, '"'))
		r = arena_strdup(a, v);
	sbuf_free(&b);
	return r;
}

char *mime_addr_spec(arena *a, const char *value)
{
	if (!value)
		return NULL;
	const char *p = value;
	char *r = NULL;
	sbuf txt = SBUF_INIT;
	while (*p && !r) {
		long as, ae;
		addr_element(&p, &txt, &as, &ae, NULL);
		const char *t = sbuf_str(&txt);
		if (as >= 0) {
			r = addr_clean(a, t + as, (size_t)(ae - as));
			continue;
		}
		/* No <...>: the first blank-separated word holding an '@'. */
		size_t i = 0;
		while (t[i] && !r) {
			while (t[i] == ' ' || t[i] == '\t')
				i++;
			size_t w = i;
			int quote = 0;
			while (t[i] && (quote || (t[i] != ' ' && t[i] != '\t'))) {
				if (t[i] == '"')
					quote = !quote;
				i++;
			}
			if (memchr(t + w, '@', i - w))
				r = addr_clean(a, t + w, i - w);
		}
	}
	sbuf_free(&txt);
	return r;
}

/* Display name of the first mailbox in an address value: the phrase
 * before <...> with quotes removed, else the comment after a bare
 * address. RFC 2047 words are decoded even inside quotes, as clients do. */
static char *display_name(arena *a, const char *value)
{
	const char *p = value;
	sbuf txt = SBUF_INIT, comment = SBUF_INIT, name = SBUF_INIT;
	long as, ae;
	addr_element(&p, &txt, &as, &ae, &comment);
	if (as >= 0) {
		const char *t = sbuf_str(&txt);
		for (long i = 0; i < as; i++) {
			if (t[i] == '\\' && i + 1 < as)
				sbuf_putc(&name, t[++i]);
			else if (t[i] != '"')
				sbuf_putc(&name, t[i]);
		}
	} else {
		sbuf_add(&name, comment.s ? comment.s : "", comment.len);
	}
	char *r = decode_words(a, sbuf_str(&name));
	sbuf_free(&txt);
	sbuf_free(&comment);
	sbuf_free(&name);
	return *r ? r : NULL;
}

/* The first <id> of a Message-ID or In-Reply-To value, without brackets;
 * a bare id is taken as it is. NULL when there is none. */
static char *msg_id(arena *a, const char *v)
{
	if (!v)
		return NULL;
	const char *lt = strchr(v, '<'), *b = v, *e;
	if (lt) {
		b = lt + 1;
		e = strchr(b, '>');
		if (!e)
			e = b + strlen(b);
	} else {
		b += strspn(b, " ");
		e = b + strcspn(b, " (");
	}
	sbuf t = SBUF_INIT;
	for (; b < e; b++)
		if (*b != ' ')
			sbuf_putc(&t, *b);
	char *r = t.len ? arena_strndup(a, t.s, t.len) : NULL;
	sbuf_free(&t);
	return r;
}

/* ---- auto-reply detection --------------------------------------------- */

/* First word of a value, lower-cased, for Auto-Submitted and Precedence. */
static void first_word(const char *v, char *buf, size_t cap)
{
	size_t k = 0;
	while (*v == ' ')
		v++;
	while (*v && !strchr(" ;(", *v) && k + 1 < cap) {
		char c = *v++;
		buf[k++] = c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
	}
	buf[k] = '\0';
}

static const char *auto_reason(const struct hdrs *h, const char *from_addr,
	const char *from_raw)
{
	static const char *const present[] = { "X-Autoreply", "X-Autorespond",
					       "List-Id" };
	char w[32];
	const char *v = hget(h, "Auto-Submitted");
	if (v) {
		first_word(v, w, sizeof w);
		if (strcmp(w, "no"))
			return "Auto-Submitted";
	}
	if ((v = hget(h, "Precedence"))) {
		first_word(v, w, sizeof w);
		if (!strcmp(w, "bulk") || !strcmp(w, "junk") || !strcmp(w, "list"))
			return "Precedence";
	}
	for (size_t i = 0; i < sizeof present / sizeof present[0]; i++)
		if (hget(h, present[i]))
			return present[i];
	if ((v = hget(h, "Content-Type")) &&
	    !strncasecmp(v, "multipart/report", 16))
		return "multipart/report";
	if (from_addr) {
		size_t local = strcspn(from_addr, "@");
		if ((local == 13 && !strncmp(from_addr, "mailer-daemon", 13)) ||
		    (local == 10 && !strncmp(from_addr, "postmaster", 10)))
			return "From";
	} else if (from_raw && strcasestr(from_raw, "mailer-daemon")) {
		return "From";
	}
	if ((v = hget(h, "Return-Path"))) {
		const char *lt = strchr(v, '<');
		if (lt && lt[1 + strspn(lt + 1, " ")] == '>')
			return "Return-Path";
	}
	return NULL;
}

/* ---- MIME tree --------------------------------------------------------- */

/* The Content-Disposition of m, or NULL. */
static struct mailmime_disposition *disposition(struct mailmime *m)
{
	if (!m->mm_mime_fields || !m->mm_mime_fields->fld_list)
		return NULL;
	for (clistiter *it = clist_begin(m->mm_mime_fields->fld_list); it;
	     it = clist_next(it)) {
		struct mailmime_field *f = clist_content(it);
		if (f && f->fld_type == MAILMIME_FIELD_DISPOSITION)
			return f->fld_data.fld_disposition;
	}
	return NULL;
}

static int is_attachment(struct mailmime *m)
{
	struct mailmime_disposition *d = disposition(m);
	return d && d->dsp_type &&
	       d->dsp_type->dsp_type == MAILMIME_DISPOSITION_TYPE_ATTACHMENT;
}

/* Is name "want" or its RFC 2231 form "want*..."? */
static int param_named(const char *name, const char *want)
{
	size_t k = strlen(want);
	return name && !strncasecmp(name, want, k) && (!name[k] || name[k] == '*');
}

/* A part with a file name (Content-Type name, Content-Disposition
 * filename) is a file the sender attached, even when shown inline. */
static int is_named(struct mailmime *m)
{
	struct mailmime_content *ct = m->mm_content_type;
	if (ct && ct->ct_parameters)
		for (clistiter *it = clist_begin(ct->ct_parameters); it; it = clist_next(it)) {
			struct mailmime_parameter *p = clist_content(it);
			if (p && param_named(p->pa_name, "name"))
				return 1;
		}
	struct mailmime_disposition *d = disposition(m);
	if (d && d->dsp_parms)
		for (clistiter *it = clist_begin(d->dsp_parms); it; it = clist_next(it)) {
			struct mailmime_disposition_parm *p = clist_content(it);
			if (p && (p->pa_type == MAILMIME_DISPOSITION_PARM_FILENAME ||
				  (p->pa_type == MAILMIME_DISPOSITION_PARM_PARAMETER &&
				   p->pa_data.pa_parameter &&
				   param_named(p->pa_data.pa_parameter->pa_name, "filename"))))
				return 1;
		}
	return 0;
}

/* "plain", "html" or NULL for any other type. A part without
 * Content-Type is text/plain (libetpan's default, RFC 2045 5.2); a bare
 * "text" was made text/plain before libetpan read it. */
static const char *text_kind(struct mailmime *m)
{
	struct mailmime_content *ct = m->mm_content_type;
	if (!ct || !ct->ct_type || !ct->ct_subtype ||
	    ct->ct_type->tp_type != MAILMIME_TYPE_DISCRETE_TYPE ||
	    !ct->ct_type->tp_data.tp_discrete_type ||
	    ct->ct_type->tp_data.tp_discrete_type->dt_type !=
		    MAILMIME_DISCRETE_TYPE_TEXT)
		return NULL;
	if (!strcasecmp(ct->ct_subtype, "plain"))
		return "plain";
	if (!strcasecmp(ct->ct_subtype, "html"))
		return "html";
	return NULL;
}

/* A text part with data we can read. */
static const char *readable_text(struct mailmime *m)
{
	const char *k = text_kind(m);
	return k && m->mm_data.mm_single &&
			       m->mm_data.mm_single->dt_type == MAILMIME_DATA_TEXT
		       ? k
		       : NULL;
}

static const char *subtype(struct mailmime *m)
{
	struct mailmime_content *ct = m->mm_content_type;
	return ct && ct->ct_subtype ? ct->ct_subtype : "";
}

static clist *children(struct mailmime *m)
{
	return m->mm_type == MAILMIME_MULTIPLE ? m->mm_data.mm_multipart.mm_mp_list : NULL;
}

static const char *param(struct mailmime *m, const char *name)
{
	if (!m->mm_content_type || !m->mm_content_type->ct_parameters)
		return NULL;
	return mailmime_content_param_get(m->mm_content_type, (char *)name);
}

static int param_is(struct mailmime *m, const char *name, const char *want)
{
	char buf[32];
	return cs_norm(param(m, name), buf, sizeof buf) && !strcmp(buf, want);
}

/* Base64 bodies hold the alphabet, '=' and line breaks; anything else
 * means the part is not what it says, and its text would be noise. */
static int base64_ok(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (b64val(s[i]) < 0 && s[i] != '=' && s[i] != '\r' && s[i] != '\n' &&
		    s[i] != ' ' && s[i] != '\t')
			return 0;
	return 1;
}

/* Decodes one text part and appends it as clean UTF-8 text to o. Fails
 * (ES_ESYNTAX, e says why) when its transfer encoding cannot be undone:
 * a mail is then refused rather than read without that part. */
static int part_text(sbuf *o, struct mailmime *m, int html, es_err *e)
{
	struct mailmime_data *d = m->mm_data.mm_single;
	const char *s = d->dt_data.dt_text.dt_data;
	size_t n = s ? d->dt_data.dt_text.dt_length : 0;
	sbuf dec = SBUF_INIT, utf = SBUF_INIT, cl = SBUF_INIT;
	if (d->dt_encoding == MAILMIME_MECHANISM_QUOTED_PRINTABLE) {
		qp_decode(&dec, s, n);
		s = sbuf_str(&dec);
		n = dec.len;
	} else if (d->dt_encoding == MAILMIME_MECHANISM_BASE64 && n) {
		size_t idx = 0, outlen = 0;
		char *out = NULL;
		if (!base64_ok(s, n) ||
		    mailmime_part_parse(s, n, &idx, d->dt_encoding, &out, &outlen) != MAILIMF_NO_ERROR ||
		    !out) {
			sbuf_free(&dec);
			return es_fail(e, ES_ESYNTAX,
				"one of its text parts (text/%s) is marked base64 but is not base64, so it cannot be read",
				html ? "html" : "plain");
		}
		sbuf_add(&dec, out, outlen);
		mmap_string_unref(out);
		s = sbuf_str(&dec);
		n = dec.len;
	}
	const char *cs = param(m, "charset");
	char meta[48];
	if (!cs && html)
		cs = html_meta_charset(s, n, meta, sizeof meta);
	to_utf8(&utf, s, n, cs);
	clean_text(&cl, sbuf_str(&utf), utf.len);
	if (html)
		html_to_text(o, sbuf_str(&cl), cl.len);
	else if (param_is(m, "format", "flowed"))
		unflow(o, sbuf_str(&cl), cl.len, param_is(m, "delsp", "yes"));
	else
		sbuf_add(o, sbuf_str(&cl), cl.len);
	finish_text(o);
	sbuf_free(&dec);
	sbuf_free(&utf);
	sbuf_free(&cl);
	return ES_OK;
}

/* ---- which parts are the body ------------------------------------------
 *
 * The body is what a reader shows as the message, in order:
 *  - a text/plain or text/html part that is neither an attachment
 *    (Content-Disposition: attachment) nor named (a file: Content-Type
 *    name, Content-Disposition filename, inline or not);
 *  - multipart/alternative: one alternative, the first that has plain
 *    text, else the first that has HTML (converted);
 *  - multipart/related: its root, the first part (the rest are images
 *    and styles the root refers to); multipart/signed: its first part
 *    (the second is the signature);
 *  - any other multipart (mixed, and unknown ones): every part in order,
 *    so Apple Mail's { text, inline image, text } is read whole;
 *  - an attached message (message/rfc822) is a forwarded mail, not body.
 * Other text types (text/calendar, text/x-vcard, text/enriched) are not
 * body. When nothing in the mail is body by these rules, the first
 * plain, else the first HTML part that is not an attachment is read, in
 * attached messages and named parts too, as before: a mail that is only
 * a forwarded message or an MMS gateway's named text still has text. */

enum { HAS_PLAIN = 1, HAS_HTML = 2 };

struct body {
	sbuf *o;
	int kinds;    /* HAS_* of what was appended */
	es_err *e;
	int rc;       /* not ES_OK: a body part could not be decoded */
};

static int body_part(struct mailmime *m)
{
	return readable_text(m) && !is_attachment(m) && !is_named(m);
}

static int root_only(struct mailmime *m)
{
	const char *st = subtype(m);
	return !strcasecmp(st, "related") || !strcasecmp(st, "signed");
}

/* HAS_* of the body parts under m, without decoding them. For an
 * alternative this is what any of its children has, which is enough to
 * choose among alternatives, and visits each part once (asking which
 * alternative is chosen at every level would be exponential in depth). */
static int body_kinds(struct mailmime *m, int depth)
{
	if (!m || depth > MAX_WALK_DEPTH || is_attachment(m))
		return 0;
	if (m->mm_type == MAILMIME_SINGLE)
		return body_part(m) ? readable_text(m)[0] == 'p' ? HAS_PLAIN : HAS_HTML : 0;
	if (m->mm_type == MAILMIME_MESSAGE)
		return depth == 0 ? body_kinds(m->mm_data.mm_message.mm_msg_mime, 1) : 0;
	int k = 0;
	clist *l = children(m);
	for (clistiter *it = l ? clist_begin(l) : NULL; it; it = clist_next(it)) {
		k |= body_kinds(clist_content(it), depth + 1);
		if (root_only(m))
			break;
	}
	return k;
}

/* The one child of a multipart that holds its body, when only one does;
 * NULL for "every child". */
static struct mailmime *only_child(struct mailmime *m, int depth)
{
	clist *l = children(m);
	clistiter *first = l ? clist_begin(l) : NULL;
	if (!first)
		return NULL;
	if (root_only(m))
		return clist_content(first);
	if (strcasecmp(subtype(m), "alternative"))
		return NULL;
	struct mailmime *html = NULL;
	for (clistiter *it = first; it; it = clist_next(it)) {
		int k = body_kinds(clist_content(it), depth + 1);
		if (k & HAS_PLAIN)
			return clist_content(it);
		if ((k & HAS_HTML) && !html)
			html = clist_content(it);
	}
	return html ? html : clist_content(first);
}

/* libetpan reads an empty part ("--b", a blank line, "--b--") as a part
 * whose text is the closing delimiter; that part is no part. */
static int ghost_part(struct mailmime *parent, struct mailmime *c)
{
	const char *bnd = param(parent, "boundary");
	if (!bnd || c->mm_type != MAILMIME_SINGLE || !c->mm_data.mm_single ||
	    (c->mm_mime_fields && c->mm_mime_fields->fld_list &&
	     clist_count(c->mm_mime_fields->fld_list)))
		return 0;
	const char *s = c->mm_data.mm_single->dt_data.dt_text.dt_data;
	size_t n = s ? c->mm_data.mm_single->dt_data.dt_text.dt_length : 0;
	size_t bl = strlen(bnd);
	while (n && strchr(" \t\r\n", s[n - 1]) && s[n - 1])
		n--;
	return n == bl + 4 && !memcmp(s, "--", 2) && !memcmp(s + 2, bnd, bl) &&
	       !memcmp(s + 2 + bl, "--", 2);
}

/* Appends the body parts under m to b, in order. */
static void collect(struct mailmime *m, struct body *b, int depth)
{
	if (!m || b->rc || is_attachment(m))
		return;
	if (depth > MAX_WALK_DEPTH) { /* unreachable under MAX_COMPOSITE_PARTS */
		b->rc = es_fail(b->e, ES_ESYNTAX, "its MIME structure is too deep to read");
		return;
	}
	if (m->mm_type == MAILMIME_SINGLE) {
		if (!body_part(m))
			return;
		int html = readable_text(m)[0] == 'h';
		b->kinds |= html ? HAS_HTML : HAS_PLAIN;
		b->rc = part_text(b->o, m, html, b->e);
		return;
	}
	if (m->mm_type == MAILMIME_MESSAGE) {
		if (depth == 0)
			collect(m->mm_data.mm_message.mm_msg_mime, b, 1);
		return;
	}
	struct mailmime *one = only_child(m, depth);
	if (one) {
		collect(one, b, depth + 1);
		return;
	}
	clist *l = children(m);
	for (clistiter *it = l ? clist_begin(l) : NULL; it; it = clist_next(it))
		if (!ghost_part(m, clist_content(it)))
			collect(clist_content(it), b, depth + 1);
}

struct found {
	struct mailmime *plain, *html;
};

/* The fallback: depth-first, in document order, the first text/plain and
 * the first text/html that are not attachments. */
static void walk(struct mailmime *m, struct found *f, int depth)
{
	if (!m || f->plain || depth > MAX_WALK_DEPTH || is_attachment(m))
		return;
	switch (m->mm_type) {
	case MAILMIME_SINGLE: {
		const char *k = readable_text(m);
		if (k && k[0] == 'p')
			f->plain = m;
		else if (k && !f->html)
			f->html = m;
		break;
	}
	case MAILMIME_MULTIPLE:
		if (!children(m))
			return;
		for (clistiter *it = clist_begin(children(m)); it && !f->plain;
		     it = clist_next(it))
			walk(clist_content(it), f, depth + 1);
		break;
	case MAILMIME_MESSAGE:
		walk(m->mm_data.mm_message.mm_msg_mime, f, depth + 1);
		break;
	}
}

/* The body of the parsed mail into o; its source ("plain", "html",
 * "none") into *source. Fails when a part of the body cannot be decoded. */
static int mail_body(struct mailmime *mime, sbuf *o, const char **source, es_err *e)
{
	struct body b = { o, 0, e, ES_OK };
	collect(mime, &b, 0);
	if (b.rc)
		return b.rc;
	if (b.kinds) {
		*source = b.kinds & HAS_HTML ? "html" : "plain";
		return ES_OK;
	}
	struct found f = { NULL, NULL };
	walk(mime, &f, 0);
	if (!f.plain && !f.html)
		return ES_OK;
	*source = f.plain ? "plain" : "html";
	return part_text(o, f.plain ? f.plain : f.html, !f.plain, e);
}

/* Drops the blank lines at the end of b (which ends with CRLF). */
static void trim_blank_lines(sbuf *b)
{
	while (b->len >= 2) {
		size_t j = b->len - 2;
		while (j > 0 && (b->s[j - 1] == ' ' || b->s[j - 1] == '\t'))
			j--;
		if (j < 2 || b->s[j - 2] != '\r' || b->s[j - 1] != '\n')
			return;
		b->len = j;
	}
}

/* Drops the last line of b when it is the delimiter "--" bnd (blanks
 * after it allowed): it opens a part that holds nothing. */
static void drop_open_delimiter(sbuf *b, const char *bnd, size_t bl)
{
	size_t ls = b->len >= 2 ? b->len - 2 : 0;
	while (ls > 0 && b->s[ls - 1] != '\n')
		ls--;
	size_t e = b->len >= 2 ? b->len - 2 : 0;
	while (e > ls && (b->s[e - 1] == ' ' || b->s[e - 1] == '\t'))
		e--;
	if (e - ls == bl + 2 && !memcmp(b->s + ls, "--", 2) && !memcmp(b->s + ls + 2, bnd, bl))
		b->len = ls;
}

/* libetpan ends a part that has no delimiter after it at its last line
 * starting with "--", so in a mail cut short a nested multipart loses its
 * text. Appending the closing delimiters the mail lacks, innermost (last
 * declared) first, lets every part end where the mail ends. A mail that
 * ends with a delimiter opening an empty part (MMS gateways write that)
 * loses every part in libetpan, so that empty part is dropped first. */
static void close_boundaries(sbuf *b)
{
	size_t off[MAX_CLOSERS], len[MAX_CLOSERS];
	int nb = 0;
	size_t i = 0;
	while (nb < MAX_CLOSERS &&
	       (i = find_ci(b->s, b->len, i, "boundary")) < b->len) {
		const char *s = b->s;
		size_t j = i += 8;
		while (j < b->len && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j >= b->len || s[j] != '=')
			continue;
		j++;
		while (j < b->len && (s[j] == ' ' || s[j] == '\t'))
			j++;
		int quoted = j < b->len && s[j] == '"';
		size_t st = j += (size_t)quoted;
		while (j < b->len && s[j] != '"' && s[j] != '\r' &&
		       (quoted || (s[j] != ';' && s[j] != ' ' && s[j] != '\t')))
			j++;
		if (j == st || j - st > 70)
			continue;
		off[nb] = st;
		len[nb++] = j - st;
	}
	char close[MAX_CLOSERS][76];
	int missing[MAX_CLOSERS], any = 0;
	for (int k = 0; k < nb; k++) {
		memcpy(close[k], "--", 2);
		memcpy(close[k] + 2, b->s + off[k], len[k]);
		memcpy(close[k] + 2 + len[k], "--", 2);
		missing[k] = !memmem(b->s, b->len, close[k], len[k] + 4);
		any |= missing[k];
	}
	if (!any)
		return;
	trim_blank_lines(b);
	for (int k = nb - 1; k >= 0; k--)
		if (missing[k])
			drop_open_delimiter(b, close[k] + 2, len[k]);
	for (int k = nb - 1; k >= 0; k--) {
		if (missing[k]) {
			sbuf_add(b, close[k], len[k] + 4);
			sbuf_add(b, "\r\n", 2);
		}
	}
}

/* ---- MIME structure ---------------------------------------------------- */

/* One pass over the mail that counts the header blocks declaring a
 * multipart or message/rfc822 part, the only places where libetpan nests.
 * Words in bodies cost nothing: only header blocks count, and a header
 * block starts where libetpan may start one, at the top, after a line
 * starting with "--" and a declared boundary, or after the header of a
 * message part. Every guess errs towards counting more than libetpan nests
 * (any boundary prefix, any header-like line, blank lines skipped), so the
 * count bounds its depth. */
/* Content-Type fields of part headers that mime_ct_normalize rewrote,
 * in mail order: bytes [beg, end) of the mail become text[off, off+len). */
struct rewrite {
	size_t beg, end, off, len;
};

struct rewrites {
	struct rewrite *v;
	size_t n, cap;
	sbuf text;
};

#define NO_POS ((size_t)-1)

struct mstruct {
	const char *base; /* the mail, for the offsets of rewrites */
	struct rewrites *rw;
	size_t ct_beg, ct_end; /* the Content-Type field being read */
	sbuf norm;
	const char *bnd[MAX_COMPOSITE_PARTS + 1];
	size_t blen[MAX_COMPOSITE_PARTS + 1];
	int nb;
	int any_dash; /* a boundary we cannot read: any "--" line may be one */
	int digest;   /* a digest was declared: parts without type are messages */
	int parts;    /* composite part headers so far */
	/* The header block being read. */
	int in_hdr, started, has_ct, multi, msg;
	int in_ct; /* the field being read is Content-Type */
	sbuf ct;
};

static int has_ci(const char *s, size_t n, const char *needle)
{
	return find_ci(s, n, 0, needle) < n;
}

/* Notes that bytes [beg, end) of the mail become pre then text[0, len).
 * Rewrites stay in mail order: one that would go back is dropped. */
static void rw_add(struct rewrites *rw, size_t beg, size_t end, const char *pre, const char *text, size_t len)
{
	if (rw->n && beg < rw->v[rw->n - 1].end)
		return;
	if (rw->n == rw->cap)
		rw->v = xrealloc(rw->v, (rw->cap = rw->cap ? rw->cap * 2 : 8) * sizeof *rw->v);
	struct rewrite *r = &rw->v[rw->n++];
	r->beg = beg;
	r->end = end;
	r->off = rw->text.len;
	sbuf_puts(&rw->text, pre);
	sbuf_add(&rw->text, text, len);
	r->len = rw->text.len - r->off;
}

/* Notes that the field at [beg, end) must read "Content-Type: " norm. */
static void ms_rewrite(struct mstruct *st)
{
	if (st->ct_beg != NO_POS)
		rw_add(st->rw, st->ct_beg, st->ct_end, "Content-Type: ", st->norm.s, st->norm.len);
}

/* Judges one Content-Type value of the current header block, as
 * mime_ct_normalize will have made it for libetpan. */
static void ms_ct(struct mstruct *st)
{
	const char *v = st->ct.s ? st->ct.s : "";
	size_t n = st->ct.len;
	st->has_ct = 1;
	st->in_ct = 0;
	if (mime_ct_normalize(&st->norm, v, n)) {
		ms_rewrite(st);
		v = st->norm.s;
		n = st->norm.len;
	}
	if (has_ci(v, n, "rfc822"))
		st->msg = 1;
	if (!has_ci(v, n, "multipart"))
		return;
	st->multi = 1;
	if (has_ci(v, n, "digest"))
		st->digest = 1;
	/* Every "boundary" of the value is taken ("x-boundary=a; boundary=b"),
	 * as a token cut at the first tspecial, as libetpan reads it, or
	 * quoted. What cannot be read surely makes any "--" line count. */
	for (size_t i = 0; (i = find_ci(v, n, i, "boundary")) < n;) {
		i += 8;
		while (i < n && (v[i] == ' ' || v[i] == '\t'))
			i++;
		if (i >= n || v[i] != '=') {
			st->any_dash = 1; /* RFC 2231 "boundary*0=" */
			continue;
		}
		i++;
		while (i < n && (v[i] == ' ' || v[i] == '\t'))
			i++;
		int quoted = i < n && v[i] == '"';
		size_t b = i += (size_t)quoted;
		while (i < n && (quoted ? v[i] != '"' && v[i] != '\\' : !strchr("()<>@,;:\\\"/[]?= \t", v[i])))
			i++;
		if (i == b || (quoted && i < n && v[i] == '\\') || st->nb > MAX_COMPOSITE_PARTS) {
			st->any_dash = 1;
			continue;
		}
		size_t k = i - b < MAX_BOUNDARY_CMP ? i - b : MAX_BOUNDARY_CMP;
		/* Copied: st->ct is reused for the next field. */
		char *copy = xmalloc(k);
		memcpy(copy, v + b, k);
		st->bnd[st->nb] = copy;
		st->blen[st->nb++] = k;
	}
}

/* Ends the current header block; returns 1 when a message header follows
 * (message/rfc822, or a part without type inside a digest). */
static int ms_end_block(struct mstruct *st)
{
	if (st->in_ct)
		ms_ct(st);
	int msg = st->msg || (!st->has_ct && st->digest && st->started);
	st->parts += st->multi + msg;
	st->in_hdr = st->started = st->has_ct = st->multi = st->msg = 0;
	return msg;
}

static void ms_begin_block(struct mstruct *st)
{
	st->in_hdr = 1;
	st->started = st->has_ct = st->multi = st->msg = st->in_ct = 0;
}

/* One line of a header block: a field, a continuation, or the end. */
static void ms_hdr_line(struct mstruct *st, const char *l, size_t n)
{
	int blank = 1;
	for (size_t i = 0; i < n && blank; i++)
		blank = l[i] == ' ' || l[i] == '\t';
	if (blank) {
		if (!st->started)
			return; /* blank lines after a delimiter */
		if (ms_end_block(st))
			ms_begin_block(st);
		return;
	}
	if (l[0] == ' ' || l[0] == '\t') {
		st->started = 1;
		if (st->in_ct) {
			sbuf_add(&st->ct, l, n);
			st->ct_end = (size_t)(l + n - st->base);
		}
		return;
	}
	const char *colon = memchr(l, ':', n);
	if (!colon) {
		/* Not a field: the body starts here, or a message header. */
		if (ms_end_block(st)) {
			ms_begin_block(st);
			ms_hdr_line(st, l, n);
		}
		return;
	}
	if (st->in_ct)
		ms_ct(st);
	st->started = 1;
	size_t nl = (size_t)(colon - l);
	while (nl > 0 && (l[nl - 1] == ' ' || l[nl - 1] == '\t'))
		nl--;
	if (nl == 12 && !strncasecmp(l, "content-type", 12)) {
		st->in_ct = 1;
		st->ct_beg = (size_t)(l - st->base);
		st->ct_end = (size_t)(l + n - st->base);
		sbuf_reset(&st->ct);
		sbuf_add(&st->ct, colon + 1, n - (size_t)(colon + 1 - l));
	}
}

static size_t ms_delimiter(const struct mstruct *st, const char *l, size_t n);

/* A part with nothing in it, only blank lines (none, one, more) between
 * its delimiter and the next, as an MMS-to-mail gateway sends: libetpan
 * takes the first blank line for the end of the part's (absent) header,
 * misses the delimiter right after it and reads the whole multipart as
 * one text. Such a part holds nothing, so libetpan is given the mail
 * without it. ls and len: the delimiter line (d bytes of "--" and
 * boundary, not a closing one); i: where the next line starts. Each blank
 * line looked at here is read once more by the caller, no more. */
static void ms_empty_part(struct mstruct *st, const char *m, size_t n, size_t ls, size_t len, size_t d, size_t i)
{
	if (st->any_dash || (len - d >= 2 && m[ls + d] == '-' && m[ls + d + 1] == '-'))
		return;
	while (n - i >= 2 && m[i] == '\r')
		i += 2;
	const char *cr = memchr(m + i, '\r', n - i);
	if (i < n && ms_delimiter(st, m + i, cr ? (size_t)(cr - (m + i)) : n - i))
		rw_add(st->rw, ls, i, "", "", 0);
}

/* The length of the boundary the line starts with after "--", or 0 when
 * it starts with none; any_dash makes every "--" line a delimiter. */
static size_t ms_delimiter(const struct mstruct *st, const char *l, size_t n)
{
	if (n < 2 || l[0] != '-' || l[1] != '-')
		return 0;
	if (st->any_dash)
		return 2;
	for (int k = 0; k < st->nb; k++)
		if (n - 2 >= st->blen[k] && !memcmp(l + 2, st->bnd[k], st->blen[k]))
			return 2 + st->blen[k];
	return 0;
}

/* Counts the composite parts of the CRLF mail m whose body starts at body
 * and whose top Content-Type is top_ct (NULL: none, else normalized), and
 * notes in rw the part Content-Type fields to rewrite. Fails with
 * ES_ETOOBIG past MAX_COMPOSITE_PARTS. Linear: every line is read once,
 * and compared with at most MAX_COMPOSITE_PARTS + 1 short boundaries. */
static int mime_structure(const char *m, size_t n, size_t body, const char *top_ct,
	struct rewrites *rw, es_err *e)
{
	struct mstruct st;
	memset(&st, 0, sizeof st);
	sbuf_init(&st.ct);
	sbuf_init(&st.norm);
	st.base = m;
	st.rw = rw;
	st.ct_beg = NO_POS;
	if (top_ct) {
		ms_begin_block(&st);
		st.started = 1;
		st.in_ct = 1;
		sbuf_puts(&st.ct, top_ct);
		if (ms_end_block(&st))
			ms_begin_block(&st);
	}
	size_t i = body;
	while (i < n && st.parts <= MAX_COMPOSITE_PARTS) {
		const char *l = m + i, *cr = memchr(l, '\r', n - i);
		size_t len = cr ? (size_t)(cr - l) : n - i;
		i += len + (cr ? 2 : 0); /* every CR is followed by LF */
		size_t d = ms_delimiter(&st, l, len);
		if (d) {
			if (st.in_hdr)
				ms_end_block(&st);
			ms_begin_block(&st);
			/* In a preamble libetpan reads what follows the boundary
			 * on its line as a header line; anything else there
			 * (the rest of a longer boundary) must not end the
			 * block. */
			if (memchr(l + d, ':', len - d))
				ms_hdr_line(&st, l + d, len - d);
			else
				ms_empty_part(&st, m, n, (size_t)(l - m), len, d, i);
			continue;
		}
		if (st.in_hdr)
			ms_hdr_line(&st, l, len);
	}
	if (st.in_hdr)
		ms_end_block(&st);
	for (int k = 0; k < st.nb; k++)
		free((char *)st.bnd[k]);
	sbuf_free(&st.ct);
	sbuf_free(&st.norm);
	if (st.parts > MAX_COMPOSITE_PARTS)
		return es_fail(e, ES_ETOOBIG,
			"its MIME structure has more than %d multipart or attached-message parts, the limit",
			MAX_COMPOSITE_PARTS);
	return ES_OK;
}

/* ---- entry point ------------------------------------------------------- */


/* Copies the message with every line end made CRLF, which is what
 * libetpan's parser is written for. Owned by the caller (free). */
static char *crlf_copy(const char *s, size_t n, size_t *outlen)
{
	char *o = xmalloc(2 * n + 1);
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\r' || s[i] == '\n') {
			if (s[i] == '\r' && i + 1 < n && s[i + 1] == '\n')
				i++;
			o[k++] = '\r';
			o[k++] = '\n';
		} else {
			o[k++] = s[i];
		}
	}
	o[k] = '\0';
	*outlen = k;
	return o;
}

/* The lines of m[body, n) with the rewrites applied, after our MIME
 * fields: libetpan gets those and the body from where our scan ended, so
 * both agree where the body starts, and odd fields it cannot parse never
 * push header lines into the text. */
static void lib_input(sbuf *lib, const char *m, size_t n, size_t body,
	const struct hdrs *h, const char *ct, const struct rewrites *rw)
{
	static const char *const mime_fields[] = {
		"Content-Type", "Content-Transfer-Encoding", "Content-Disposition"
	};
	for (size_t i = 0; i < sizeof mime_fields / sizeof mime_fields[0]; i++) {
		const char *v = i ? hget(h, mime_fields[i]) : ct;
		if (v)
			sbuf_printf(lib, "%s: %s\r\n", mime_fields[i], v);
	}
	sbuf_add(lib, "\r\n", 2);
	size_t at = body;
	for (size_t k = 0; k < rw->n; k++) {
		sbuf_add(lib, m + at, rw->v[k].beg - at);
		sbuf_add(lib, rw->text.s + rw->v[k].off, rw->v[k].len);
		at = rw->v[k].end;
	}
	sbuf_add(lib, m + at, n - at);
	if (n > body && m[n - 1] != '\n')
		sbuf_add(lib, "\r\n", 2);
	close_boundaries(lib);
}

/* Fills out->text and out->text_source from the body of the CRLF mail m.
 * Fails when a part of the body cannot be decoded. */
static int read_body(arena *a, mime_msg *out, const char *m, size_t n, size_t body,
	const struct hdrs *h, const char *ct, const struct rewrites *rw, es_err *e)
{
	sbuf lib = SBUF_INIT, text = SBUF_INIT;
	lib_input(&lib, m, n, body, h, ct, rw);
	size_t idx = 0;
	struct mailmime *mime = NULL;
	int rc = ES_OK;
	if (mailmime_parse(lib.s, lib.len, &idx, &mime) == MAILIMF_NO_ERROR &&
	    mime) {
		rc = mail_body(mime, &text, &out->text_source, e);
		mailmime_free(mime);
	} else {
		/* libetpan only fails on memory or internal errors: read the body
		 * as undeclared plain text rather than lose the orders. */
		sbuf utf = SBUF_INIT;
		to_utf8(&utf, m + body, n - body, NULL);
		clean_text(&text, sbuf_str(&utf), utf.len);
		finish_text(&text);
		sbuf_free(&utf);
		out->text_source = "plain";
	}
	if (!rc) {
		out->text = arena_strndup(a, sbuf_str(&text), text.len);
		out->text_len = text.len;
	}
	sbuf_free(&lib);
	sbuf_free(&text);
	return rc;
}

int mime_parse(arena *a, const char *raw, size_t len, size_t max_bytes,
	mime_msg *out, es_err *e)
{
	memset(out, 0, sizeof *out);
	out->text = arena_strdup(a, "");
	out->text_source = "none";
	if (!raw || !len)
		return es_fail(e, ES_ESYNTAX, "the mail is empty");
	size_t full = len;
	/* An mbox "From " line (a pipe from the MTA) and a BOM are not part of
	 * the header. */
	if (len >= 5 && !memcmp(raw, "From ", 5)) {
		size_t i = 5;
		while (i < len && raw[i] != '\r' && raw[i] != '\n')
			i++;
		if (i + 1 < len && raw[i] == '\r' && raw[i + 1] == '\n')
			i++;
		i += i < len;
		raw += i;
		len -= i;
	}
	if (len >= 3 && !memcmp(raw, "\xEF\xBB\xBF", 3)) {
		raw += 3;
		len -= 3;
	}
	if (!len || !field_name_len(raw, len))
		return es_fail(e, ES_ESYNTAX,
			"this is not a mail: it does not start with a header field");

	size_t n;
	char *m = crlf_copy(raw, len, &n);
	struct hdrs h = { NULL, 0, 0 };
	size_t body = scan_headers(a, m, n, &h);

	/* The top header is read before any limit is checked, so that a mail
	 * over a limit can still be answered (or known as automatic). */
	const char *from = hget(&h, "From");
	out->from_addr = mime_addr_spec(a, from);
	out->from_name = from ? display_name(a, from) : NULL;
	out->reply_to = mime_addr_spec(a, hget(&h, "Reply-To"));
	out->delivered_to = mime_addr_spec(a, hget(&h, "Delivered-To"));
	out->to_addr = mime_addr_spec(a, hget(&h, "To"));
	if (!out->to_addr)
		out->to_addr = out->delivered_to;
	out->message_id = msg_id(a, hget(&h, "Message-ID"));
	out->in_reply_to = msg_id(a, hget(&h, "In-Reply-To"));
	const char *refs = hget(&h, "References");
	if (refs && *refs)
		out->references = squeeze(a, refs, strlen(refs));
	const char *subj = hget(&h, "Subject");
	out->subject = subj ? decode_words(a, subj) : NULL;
	out->auto_reason = auto_reason(&h, out->from_addr, from);
	out->auto_submitted = out->auto_reason != NULL;

	sbuf top_ct = SBUF_INIT;
	const char *ct = hget(&h, "Content-Type");
	if (ct && mime_ct_normalize(&top_ct, ct, strlen(ct)))
		ct = sbuf_str(&top_ct);
	struct rewrites rw = { NULL, 0, 0, SBUF_INIT };
	int rc = ES_OK;
	if (max_bytes && full > max_bytes)
		rc = es_fail(e, ES_ETOOBIG,
			"the mail is %zu bytes, more than the limit of %zu",
			full, max_bytes);
	else
		rc = mime_structure(m, n, body, ct, &rw, e);
	if (!rc)
		rc = read_body(a, out, m, n, body, &h, ct, &rw, e);
	free(m);
	free(rw.v);
	sbuf_free(&rw.text);
	sbuf_free(&top_ct);
	if (rc)
		return rc;
	es_clear(e);
	return ES_OK;
}

