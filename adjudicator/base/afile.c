/* See afile.h. A failed fclose has closed the stream anyway: closing it
 * again frees it twice (a full disk reports at fclose), so it is closed
 * once, whatever went wrong before. */
#include "adjudicator/base/afile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Writes data to fd (flushed when `sync`) and closes it exactly once:
 * 0, or the errno of what failed first. */
static int write_closed(int fd, const void *data, size_t len, int sync)
{
	const char *p = data;
	size_t left = len;
	int err = 0;
	while (left && !err) {
		ssize_t n = write(fd, p, left);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			err = n < 0 ? errno : ENOSPC;
		else {
			p += n;
			left -= (size_t)n;
		}
	}
	if (!err && sync && fsync(fd))
		err = errno;
	if (close(fd) && !err)
		err = errno;
	return err;
}

int afile_write(const char *path, const void *data, size_t len, int sync)
{
	char tmp[4200];
	if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
		errno = ENAMETOOLONG;
		return -1;
	}
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	int err = write_closed(fd, data, len, sync);
	if (!err && rename(tmp, path))
		err = errno;
	if (err) {
		unlink(tmp);
		errno = err;
		return -1;
	}
	return 0;
}

int afile_create(const char *path, const void *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	int err = write_closed(fd, data, len, 0);
	if (err) {
		unlink(path);
		errno = err;
		return -1;
	}
	return 0;
}

/* The leaf first: a folder that exists costs one call, not one per
 * level of its path (maildir_ensure and outbox_put run for every
 * message put). */
int afile_mkdirs(const char *path)
{
	if (mkdir(path, 0700) == 0 || errno == EEXIST)
		return 0;
	if (errno != ENOENT)
		return -1;
	char tmp[2048];
	snprintf(tmp, sizeof tmp, "%s", path);
	char *slash = strrchr(tmp, '/');
	if (!slash || slash == tmp)
		return -1;
	*slash = '\0';
	if (afile_mkdirs(tmp))
		return -1;
	return mkdir(path, 0700) && errno != EEXIST ? -1 : 0;
}
