/* Outgoing text as format=flowed (RFC 3676, DelSp=no): prose wraps to the
 * reader's screen, fixed-width blocks keep their lines. */
#ifndef ES_FLOWED_H
#define ES_FLOWED_H

#include "adjudicator/base/sbuf.h"

/* Prose lines are wrapped to at most this many columns (the trailing space
 * of a soft break included). */
#define FLOW_WIDTH 72

/* text (UTF-8, LF line ends) as a flowed body into out. A line of at most
 * FLOW_WIDTH columns is kept as it is, hard-broken: lines are never
 * joined, so lists and order echoes keep their lines. A longer line is
 * prose, wrapped at spaces into soft-broken lines (each but the last ends
 * in the space it was broken at; a flowed reader joins them back into
 * that one line), unless it is fixed-width: indented, aligned in columns
 * (two spaces in a row) or a board row (eight words or more, most of them
 * one character long); those stay whole. Every
 * line is then stripped of trailing blanks when hard (so no hard line
 * reads as soft, and "-- " never appears: no signature separator by
 * mistake) and space-stuffed when it starts with ' ', '>' or "From ". */
void flow_encode(sbuf *out, const char *text);
/* Whether line l[0..n) is fixed-width by the rule above (the HTML view
 * shows such lines as a table or a <pre>). */
int flow_fixed(const char *l, size_t n);
/* The words of l[0..n) (runs between blanks), and how many are one
 * byte long. */
void flow_words(const char *l, size_t n, size_t *words, size_t *singles);
#endif
