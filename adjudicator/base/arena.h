/* Arena allocator: one per batch, per game and per message; freed in one
 * call. Built with -DARENA_PASSTHROUGH every allocation is its own malloc
 * block so AddressSanitizer sees overflows. */
#ifndef ES_ARENA_H
#define ES_ARENA_H

#include <stdarg.h>
#include <stddef.h>

typedef struct arena arena;

arena *arena_new(void);
/* Frees every block of the arena. arena_free(NULL) is a no-op. */
void arena_free(arena *a);
/* Zeroed memory owned by the arena. These functions can't fail. */
void *arena_alloc(arena *a, size_t n);
char *arena_strdup(arena *a, const char *s);
char *arena_strndup(arena *a, const char *s, size_t n);
char *arena_printf(arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
char *arena_vprintf(arena *a, const char *fmt, va_list ap);

#endif
