/* Growable byte buffer, always NUL-terminated. The buffer owns `s`. */
#ifndef ES_SBUF_H
#define ES_SBUF_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

typedef struct sbuf {
	char *s;
	size_t len, cap;
} sbuf;

#define SBUF_INIT { NULL, 0, 0 }

/* None of these can fail (allocation failure exits the process). */
void sbuf_init(sbuf *b);
void sbuf_free(sbuf *b);
void sbuf_reset(sbuf *b);
void sbuf_add(sbuf *b, const void *p, size_t n);
void sbuf_puts(sbuf *b, const char *s);
void sbuf_putc(sbuf *b, char c);
void sbuf_printf(sbuf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void sbuf_vprintf(sbuf *b, const char *fmt, va_list ap);
/* Returns the string ("" when empty); still owned by b. */
const char *sbuf_str(const sbuf *b);
/* Hands the string over to the caller, who frees it; b is reset. */
char *sbuf_detach(sbuf *b);
/* Sorts the buffer's lines in byte order and drops duplicate lines; every
 * line ends in '\n' afterwards. */
void sbuf_sort_lines(sbuf *b);
/* Appends everything left to read from f (the caller opens and closes
 * it); 0, or -1 when a read failed (what was read stays appended). */
int sbuf_add_file(sbuf *b, FILE *f);

#endif
