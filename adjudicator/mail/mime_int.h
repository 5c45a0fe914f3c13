/* Internal to the MIME extraction (mime.c and its mime_*.c pieces); not
 * part of the public API in mime.h. */
#ifndef ES_MIME_INT_H
#define ES_MIME_INT_H

#include <stddef.h>

#include "adjudicator/base/sbuf.h"

/* Rewrites a Content-Type value (n bytes, maybe folded) into the form
 * libetpan reads: a bare "text" becomes "text/plain" (RFC 2045 5.2), and
 * RFC 2231 "boundary*=" / "charset*=" parameters, continued
 * ("boundary*0*=", "boundary*1=", ...) or not, become one plain quoted
 * parameter. Writes the new value to out (reset first) and returns 1 when
 * it differs; returns 0 and leaves out empty when nothing needs changing
 * or a value cannot be decoded. Linear in n. */
int mime_ct_normalize(sbuf *out, const char *v, size_t n);

#endif
