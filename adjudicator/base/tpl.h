/* Mail and view texts from templates/LANG/NAME.tpl, embedded in the binary at
 * build time. A template file is a list of sections:
 *
 *   @@ id
 *   text with {placeholders}
 *
 * Text runs to the next "@@ " line; trailing newlines are dropped, so a
 * section renders with no final newline. `{{` writes a literal `{`.
 * Lines starting with "#" before the first section are comments. */
#ifndef ES_TPL_H
#define ES_TPL_H

#include <stdarg.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"

/* Indexes the templates now, as the first use would: a process about to
 * fork its workers calls it once, so that they share the index. */
void tpl_init(void);

/* Languages with templates; the first is the default. */
extern const char *const tpl_langs[];
/* 1 when lang has templates. */
int tpl_has_lang(const char *lang);

/* Appends template `id` of `lang` (falling back to Spanish when lang lacks
 * it) with vars (name, value, ..., NULL) substituted. A placeholder with no
 * var, or an unknown id, is a bug: ES_ENOTFOUND with a message. */
int tpl_render(sbuf *out, const char *lang, const char *id, const char *const *vars, es_err *e);
/* Same with varargs name, value, ..., NULL. */
int tpl_renderv(sbuf *out, const char *lang, const char *id, es_err *e, ...);
/* The same with the pairs in a va_list (for a caller's own varargs). */
int tpl_vrender(sbuf *out, const char *lang, const char *id, es_err *e, va_list ap);
/* Like tpl_renderv but a missing template or var aborts: for fixed texts
 * the test suite renders in every language. */
void tpl_put(sbuf *out, const char *lang, const char *id, ...);
/* tpl_put with the pairs in a va_list. */
void tpl_vput(sbuf *out, const char *lang, const char *id, va_list ap);
/* tpl_put with the pairs in a NULL-terminated array. */
void tpl_put_vars(sbuf *out, const char *lang, const char *id, const char *const *vars);
/* How many texts tpl_put and its kin could not render in this process
 * (each written as "[id]"): how a test tells a broken text from one that
 * merely quotes such a marker. */
unsigned long tpl_broken(void);

/* tpl_put in every language of tpl_langs, in order, sep between them: a
 * reason for whoever wrote, each reader keeping his language's part. */
void tpl_put_langs(sbuf *out, char sep, const char *id, ...);
void tpl_vput_langs(sbuf *out, char sep, const char *id, va_list ap);

/* tpl_put followed by a newline: one line of a view. */
void tpl_line(sbuf *out, const char *lang, const char *id, ...);
/* Display width of UTF-8 text: one column per code point. */
size_t tpl_width(const char *s);

/* Calls cb for every template of lang (ids in byte order) with its raw
 * text; for tests that compare languages. */
void tpl_each(const char *lang, void (*cb)(const char *id, const char *text, size_t len, void *u), void *u);

#endif
