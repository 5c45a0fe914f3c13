/* Data files compiled into the binary (templates, maps), so the installed
 * program reads nothing from the source tree at run time. */
#ifndef ES_EMBED_H
#define ES_EMBED_H

#include <stddef.h>

typedef struct embed_file {
	const char *path; /* as in the source tree, e.g. "templates/es/core.tpl" */
	const char *data; /* NUL-terminated */
	size_t len;
} embed_file;

/* NULL when absent. */
const embed_file *embed_get(const char *path);
/* The table, ended by an entry whose path is NULL. */
extern const embed_file embed_files[];

#endif
