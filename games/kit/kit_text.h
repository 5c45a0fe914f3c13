/* Fixed-width lines of a view that fit a phone: a board row, a table row,
 * an indented list. Prose lines are left long (the mail soft-wraps them);
 * a line that begins with a space is set as written, so it must fit. */
#ifndef ES_KIT_TEXT_H
#define ES_KIT_TEXT_H

#include <stddef.h>

#include "adjudicator/base/sbuf.h"

/* The widest fixed line of a mail, in columns (one a code point). */
#define KIT_TEXT_WIDTH 72

/* Appends `line` (no newline; its leading spaces are its indent) and a
 * newline, broken into lines of at most `width` columns; each further
 * line is indented by the first's indent plus `hang`. It breaks only at a
 * space after one of the characters of `after` (",;:" keeps "Gran
 * Bretaña" whole), or at any space where a piece would not fit so (or
 * `after` is NULL). A word longer than a line stands alone on its line. */
void kit_wrap(sbuf *out, const char *line, size_t width, size_t hang, const char *after);

#endif
