/* Fixed-width lines broken at spaces (kit_text.h). */
#include <string.h>

#include "games/kit/kit_text.h"

/* Columns of the n bytes at s: one a code point. */
static size_t cols(const char *s, size_t n)
{
	size_t w = 0;
	for (size_t i = 0; i < n; i++)
		w += ((unsigned char)s[i] & 0xC0) != 0x80;
	return w;
}

/* Bytes of the piece at p: up to a space after a character of `after`
 * (the whole rest when none), without that space. */
static size_t piece(const char *p, const char *after)
{
	const char *q = p;
	for (;;) {
		q += strcspn(q, " ");
		if (!*q || (q > p && strchr(after, q[-1])))
			return (size_t)(q - p);
		q++;
	}
}

void kit_wrap(sbuf *out, const char *line, size_t width, size_t hang, const char *after)
{
	size_t indent = strspn(line, " ");
	const char *p = line + indent;
	size_t at = indent, room = width > indent + hang ? width - indent - hang : 1;
	for (size_t i = 0; i < indent; i++)
		sbuf_putc(out, ' ');
	int first = 1;
	while (*p) {
		size_t n = after ? piece(p, after) : strcspn(p, " ");
		if (cols(p, n) > room) /* cannot fit whole: word by word */
			n = strcspn(p, " ");
		size_t w = cols(p, n);
		if (!first && at + 1 + w > width) {
			sbuf_putc(out, '\n');
			for (size_t i = 0; i < indent + hang; i++)
				sbuf_putc(out, ' ');
			at = indent + hang;
		} else if (!first) {
			sbuf_putc(out, ' ');
			at++;
		}
		sbuf_add(out, p, n);
		at += w;
		first = 0;
		p += n;
		p += strspn(p, " ");
	}
	sbuf_putc(out, '\n');
}
