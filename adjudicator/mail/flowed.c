/* format=flowed for outgoing mail (RFC 3676 with DelSp=no). The texts are
 * written as lines (templates and views); a phone shows a long line
 * broken anywhere, so prose longer than FLOW_WIDTH is wrapped with soft
 * breaks that a flowed reader joins again and re-wraps to its screen.
 * Boards, tables and echoes are fixed-width: re-flowing them would
 * scramble them, so they keep their hard breaks. */
#include "adjudicator/mail/flowed.h"

#include <string.h>
#include <utf8proc.h>

/* Prose lines are also wrapped to at most this many octets: RFC 3676
 * asks 78 at most, and three-byte characters (arrows) reach it within 72
 * columns. */
#define FLOW_OCTETS 78

/* Columns of s[0..n): utf8proc's widths (a wide character counts 2). */
static size_t cols(const char *s, size_t n)
{
	size_t w = 0;
	const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s;
	utf8proc_ssize_t left = (utf8proc_ssize_t)n;
	while (left > 0) {
		utf8proc_int32_t cp;
		utf8proc_ssize_t k = utf8proc_iterate(p, left, &cp);
		if (k <= 0) {
			k = 1;
			w++;
		} else {
			int cw = utf8proc_charwidth(cp);
			w += cw > 0 ? (size_t)cw : 0;
		}
		p += k;
		left -= k;
	}
	return w;
}

void flow_words(const char *l, size_t n, size_t *nwords, size_t *nsingles)
{
	size_t words = 0, singles = 0;
	for (size_t i = 0; i < n;) {
		while (i < n && l[i] == ' ')
			i++;
		size_t j = i;
		while (j < n && l[j] != ' ')
			j++;
		if (j > i) {
			words++;
			singles += j - i == 1;
		}
		i = j;
	}
	*nwords = words;
	*nsingles = singles;
}

/* Indented, aligned in columns, or a board row of one-character cells. */
static int looks_fixed(const char *l, size_t n)
{
	if (n && (l[0] == ' ' || l[0] == '\t'))
		return 1;
	if (memmem(l, n, "  ", 2))
		return 1;
	size_t words, singles;
	flow_words(l, n, &words, &singles);
	return words >= 8 && singles * 2 > words;
}

int flow_fixed(const char *l, size_t n)
{
	return looks_fixed(l, n);
}

/* One output line: stuffed when a reader would take its start for a
 * space-stuffed, quoted or mbox line; a hard one without trailing
 * blanks. */
static void put_line(sbuf *out, const char *l, size_t n, int soft)
{
	if (!soft)
		while (n && (l[n - 1] == ' ' || l[n - 1] == '\t'))
			n--;
	if (n && (l[0] == ' ' || l[0] == '>' || (n >= 5 && !memcmp(l, "From ", 5))))
		sbuf_putc(out, ' ');
	sbuf_add(out, l, n);
	sbuf_putc(out, '\n');
}

/* A prose line wrapped at its spaces: each soft line keeps the space it
 * broke at; a word wider than the line stands alone. A soft line is never
 * "-- " (a signature separator to some readers): "--" stays with the
 * next word. */
static void wrap(sbuf *out, const char *l, size_t n)
{
	size_t start = 0;
	while (n - start > 0 && (cols(l + start, n - start) > FLOW_WIDTH || n - start > FLOW_OCTETS)) {
		size_t cut = 0; /* just after the last space that fits */
		for (size_t i = start; i < n; i++) {
			if (l[i] != ' ')
				continue;
			if (cols(l + start, i + 1 - start) > FLOW_WIDTH || i + 1 - start > FLOW_OCTETS)
				break;
			if (!(i - start == 2 && !memcmp(l + start, "--", 2)))
				cut = i + 1;
		}
		if (!cut) {
			/* the first word alone is too wide: break after it */
			const char *sp = memchr(l + start, ' ', n - start);
			while (sp && sp - (l + start) == 2 && !memcmp(l + start, "--", 2))
				sp = memchr(sp + 1, ' ', (size_t)(l + n - sp - 1));
			if (!sp)
				break;
			cut = (size_t)(sp - l) + 1;
		}
		put_line(out, l + start, cut - start, 1);
		start = cut;
	}
	put_line(out, l + start, n - start, 0);
}

void flow_encode(sbuf *out, const char *text)
{
	const char *p = text;
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		if ((cols(p, n) <= FLOW_WIDTH && n <= FLOW_OCTETS) || looks_fixed(p, n))
			put_line(out, p, n, 0);
		else
			wrap(out, p, n);
		p = nl ? nl + 1 : p + n;
	}
}
