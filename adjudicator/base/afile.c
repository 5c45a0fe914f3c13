/* See afile.h. A failed fclose has closed the stream anyway: closing it
 * again frees it twice (a full disk reports at fclose), so it is closed
 * once, whatever went wrong before. */
#include "adjudicator/base/afile.h"
#include <sys/stat.h>
#include <string.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

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
	const char *p = data;
	size_t left = len;
	int bad = 0;
	while (left && !bad) {
		ssize_t n = write(fd, p, left);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			bad = 1;
		else {
			p += n;
			left -= (size_t)n;
		}
	}
	if (!bad && sync && fsync(fd))
		bad = 1;
	int err = errno;
	if (close(fd) && !bad) {
		bad = 1;
		err = errno;
	}
	if (!bad && rename(tmp, path)) {
		bad = 1;
		err = errno;
	}
	if (bad) {
		unlink(tmp);
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
