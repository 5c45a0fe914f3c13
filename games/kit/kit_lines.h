/* Reading a text one line at a time, for the engines' map files and saved
 * states: the line is copied into a buffer of a fixed size (a longer line
 * is an error naming its number), trailing blanks and CR cut, and can then
 * be cut into words in place. Linear in the text. */
#ifndef ES_KIT_LINES_H
#define ES_KIT_LINES_H

#include <stddef.h>

#include "adjudicator/base/err.h"

#define KIT_LINE_MAX 1024 /* the longest max a reader takes, with its NUL */

typedef struct kit_lines {
	const char *next;  /* first byte not read yet */
	const char *file;  /* for errors: "teg.map:7: ..."; NULL: "state line 7: ..." */
	size_t max;        /* a line of max bytes or more is refused (max <= KIT_LINE_MAX) */
	int lineno;        /* of the line last read, from 1 */
	const char *raw;   /* that line as it stands in the text, rawlen bytes (for quoting) */
	size_t rawlen;
	char buf[KIT_LINE_MAX]; /* that line, NUL-ended, trailing blanks and CR cut */
} kit_lines;

/* Starts reading text (NUL-ended, owned by the caller). */
void kit_lines_init(kit_lines *r, const char *text, const char *file, size_t max);

/* Reads the next line into r->buf (blank lines too). Returns 1, 0 at the
 * end of the text, or ES_ESYNTAX for a line too long with e filled:
 * "FILE:N: line too long" or "state line N: too long". */
int kit_lines_next(kit_lines *r, es_err *e);

/* Cuts line into blank-separated words (space, tab, CR) in place: w[0..]
 * point into line. At most maxw words: the last one then keeps the rest
 * of the line, blanks and all, so that no reader takes it for a word (how
 * the engines always read an overlong line). Returns the count. */
int kit_split(char *line, char **w, int maxw);

/* One field of a line: a bare word or, where quotes are allowed, a
 * "quoted string" (without its quotes). Points into the line. */
typedef struct kit_field {
	const char *s;
	size_t n;
	int quoted;
} kit_field;

/* s past its spaces and tabs. */
const char *kit_skip_blanks(const char *s);
/* The next bare word at *p (space or tab separated), *p moved past it:
 * 1, or 0 at the end of the line. */
int kit_word(const char **p, kit_field *f);
/* The same with "quoted strings": 1, 0 at the end of the line, -1 for a
 * quote never closed. */
int kit_field_next(const char **p, kit_field *f);
/* f is the bare word `word`. */
int kit_field_is(const kit_field *f, const char *word);
/* f is a bare decimal number of at most 4 digits in [0, max]. */
int kit_field_num(const kit_field *f, int max, int *out);

/* Position of word w in table[0..n-1], or -1. */
int kit_index(const char *const *table, int n, const char *w);
/* The same in a NULL-ended table. */
int kit_index0(const char *const *table, const char *w);

/* w is a decimal number of 1 to 10 digits, no sign, at most max. */
int kit_num(const char *w, long max, long *out);

#endif
