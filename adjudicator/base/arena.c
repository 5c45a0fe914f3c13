/* Chunked bump allocator. */
#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct chunk {
	struct chunk *next;
	size_t used, cap;
	max_align_t data[];
};

struct arena {
	struct chunk *head;
};

#define CHUNK_MIN 16384

arena *arena_new(void)
{
	return xcalloc(1, sizeof(arena));
}

void arena_free(arena *a)
{
	if (!a)
		return;
	struct chunk *c = a->head;
	while (c) {
		struct chunk *n = c->next;
		free(c);
		c = n;
	}
	free(a);
}

static struct chunk *chunk_new(size_t cap)
{
	struct chunk *c = xmalloc(sizeof *c + cap);
	c->next = NULL;
	c->used = 0;
	c->cap = cap;
	return c;
}

void *arena_alloc(arena *a, size_t n)
{
	const size_t al = sizeof(max_align_t);
	n = (n + al - 1) / al * al;
#ifdef ARENA_PASSTHROUGH
	struct chunk *c = chunk_new(n);
	c->next = a->head;
	a->head = c;
	c->used = n;
	memset(c->data, 0, n);
	return c->data;
#else
	struct chunk *c = a->head;
	if (!c || c->cap - c->used < n) {
		if (n > CHUNK_MIN / 4) {
			/* Big block: its own chunk, behind the current one so the
			 * current chunk's free space stays usable. */
			struct chunk *b = chunk_new(n);
			b->used = n;
			if (c) {
				b->next = c->next;
				c->next = b;
			} else {
				a->head = b;
			}
			memset(b->data, 0, n);
			return b->data;
		}
		c = chunk_new(CHUNK_MIN);
		c->next = a->head;
		a->head = c;
	}
	void *p = (char *)c->data + c->used;
	c->used += n;
	memset(p, 0, n);
	return p;
#endif
}

char *arena_strndup(arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *arena_strdup(arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

char *arena_vprintf(arena *a, const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		n = 0;
	char *p = arena_alloc(a, (size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *arena_printf(arena *a, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = arena_vprintf(a, fmt, ap);
	va_end(ap);
	return p;
}
