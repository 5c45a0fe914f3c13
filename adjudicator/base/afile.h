/* Files replaced whole: written beside, then renamed over the old one, so
 * a reader sees the old file or the new, never half of one. */
#ifndef ES_AFILE_H
#define ES_AFILE_H

#include <stddef.h>

/* Writes data to PATH.tmp (flushed to disk when `sync`), closes it exactly
 * once and renames it to path. On failure the temporary file is removed,
 * path is untouched, errno tells why, and -1 is returned. */
int afile_write(const char *path, const void *data, size_t len, int sync);
/* Writes data to a new file at path, unflushed and under its own name
 * (no temporary file): for files whose readers tell one cut short from a
 * whole one. A write that falls short removes the file. 0, or -1 with
 * errno (EEXIST: path is there already, untouched). */
int afile_create(const char *path, const void *data, size_t len);
/* Makes the folder path and any missing parents (mode 0700); 0, or -1
 * with errno. */
int afile_mkdirs(const char *path);

#endif
