/* JSON values over jansson: a jw is a json_t. */
#include <stdarg.h>
#include <stdlib.h>

#include <jansson.h>

#include "adjudicator/base/jw.h"

#define J(v) ((json_t *)(v))
#define W(v) ((jw *)(v))

jw *jw_object(void) { return W(json_object()); }
jw *jw_array(void) { return W(json_array()); }
jw *jw_string(const char *s) { return s ? W(json_string(s)) : NULL; }
jw *jw_stringn(const char *s, size_t n) { return W(json_stringn(s, n)); }
jw *jw_int(long long v) { return W(json_integer((json_int_t)v)); }
jw *jw_bool(int v) { return W(json_boolean(v)); }
jw *jw_null(void) { return W(json_null()); }
void jw_free(jw *v) { json_decref(J(v)); }

void jw_set(jw *obj, const char *key, jw *v)
{
	json_object_set_new(J(obj), key, J(v));
}

void jw_push(jw *arr, jw *v)
{
	json_array_append_new(J(arr), J(v));
}

static json_t *pack(const char **f, va_list *ap, int *bad);

static void skip(const char **f)
{
	while (**f == ' ' || **f == ',' || **f == ':')
		(*f)++;
}

/* One value of the format at *f. Keeps reading arguments after a bad
 * value, so that every 'o' is taken. */
static json_t *value(const char **f, va_list *ap, int *bad)
{
	skip(f);
	json_t *v = NULL;
	switch (*(*f)++) {
	case 's': { const char *s = va_arg(*ap, const char *); v = s ? json_string(s) : NULL; break; }
	case 'i': v = json_integer(va_arg(*ap, int)); break;
	case 'I': v = json_integer((json_int_t)va_arg(*ap, long long)); break;
	case 'b': v = json_boolean(va_arg(*ap, int)); break;
	case 'o': v = va_arg(*ap, json_t *); break;
	default: --*f; return pack(f, ap, bad);
	}
	*bad |= !v;
	return v;
}

static json_t *pack(const char **f, va_list *ap, int *bad)
{
	int obj = **f == '{';
	char close = obj ? '}' : ']';
	json_t *c = obj ? json_object() : json_array();
	(*f)++;
	for (skip(f); **f && **f != close; skip(f)) {
		const char *key = NULL;
		if (obj) {
			(*f)++; /* 's' */
			key = va_arg(*ap, const char *);
		}
		json_t *v = value(f, ap, bad);
		if (obj && key)
			json_object_set_new(c, key, v);
		else if (obj)
			json_decref(v);
		else
			json_array_append_new(c, v);
	}
	if (**f)
		(*f)++;
	return c;
}

jw *jw_pack(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int bad = 0;
	json_t *v = pack(&fmt, &ap, &bad);
	va_end(ap);
	if (bad) {
		json_decref(v);
		return NULL;
	}
	return W(v);
}

int jw_dump(const jw *v, int indent, sbuf *out)
{
	char *text = json_dumps(J(v), JSON_SORT_KEYS | JSON_INDENT(indent));
	if (!text)
		return -1;
	sbuf_puts(out, text);
	free(text);
	return 0;
}
