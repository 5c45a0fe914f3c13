/* JSON values under construction, for the machine-readable views. The
 * core owns the choice of JSON library: engines build their views with
 * these calls only, and only jw.c knows the library behind them.
 *
 * Ownership: a value belongs to whoever made it until it is handed to
 * jw_set, jw_push or an "o" of jw_pack, which take it (even when they
 * fail). A value made from text that is not UTF-8 is NULL, and handing
 * NULL over leaves the container unchanged. */
#ifndef ES_JW_H
#define ES_JW_H

#include <stddef.h>

#include "adjudicator/base/sbuf.h"

typedef struct jw jw;

jw *jw_object(void);
jw *jw_array(void);
jw *jw_string(const char *s);
jw *jw_stringn(const char *s, size_t n);
jw *jw_int(long long v);
jw *jw_bool(int v);
jw *jw_null(void);
/* obj[key] = v, replacing an earlier value of key. */
void jw_set(jw *obj, const char *key, jw *v);
/* Appends v to array arr. */
void jw_push(jw *arr, jw *v);
/* One object or array from a format: '{' key ':' value, ... '}' or
 * '[' value, ... ']', keys 's', values 's' (const char *), 'i' (int),
 * 'I' (long long), 'b' (int, as true/false), 'o' (jw *, taken) or a
 * nested object or array; spaces, ',' and ':' are for the reader.
 * NULL when a value is NULL or a string is not UTF-8 (every 'o' is
 * still taken). */
jw *jw_pack(const char *fmt, ...);
/* Appends v with sorted keys, indented by `indent` spaces a level (0: on
 * one line); returns 0, or -1 when v cannot be written (nothing added). */
int jw_dump(const jw *v, int indent, sbuf *out);
void jw_free(jw *v);

#endif
