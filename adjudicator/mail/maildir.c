/* Maildir reading and writing (tmp -> new, new -> cur:2,S). */
#include "adjudicator/mail/maildir.h"
#include "adjudicator/base/afile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int maildir_ensure(const char *dir, es_err *e)
{
	static const char *sub[] = { "tmp", "new", "cur" };
	char p[2048];
	for (int i = 0; i < 3; i++) {
		snprintf(p, sizeof p, "%s/%s", dir, sub[i]);
		if (afile_mkdirs(p))
			return es_fail(e, ES_EIO, "cannot create %s: %s", p, strerror(errno));
	}
	return ES_OK;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int maildir_list_new(arena *a, const char *dir, char ***names, size_t *n, es_err *e)
{
	char p[2048];
	snprintf(p, sizeof p, "%s/new", dir);
	DIR *d = opendir(p);
	if (!d)
		return es_fail(e, ES_EIO, "cannot read %s: %s", p, strerror(errno));
	size_t cap = 64, k = 0;
	char **v = xmalloc(cap * sizeof *v);
	struct dirent *de;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		if (k == cap)
			v = xrealloc(v, (cap *= 2) * sizeof *v);
		v[k++] = arena_strdup(a, de->d_name);
	}
	closedir(d);
	qsort(v, k, sizeof *v, cmp_str);
	*names = arena_alloc(a, (k + 1) * sizeof **names);
	memcpy(*names, v, k * sizeof *v);
	free(v);
	*n = k;
	return ES_OK;
}

int maildir_read(arena *a, const char *dir, const char *name, size_t max, char **data, size_t *len, int *truncated,
	es_err *e)
{
	char p[2048];
	snprintf(p, sizeof p, "%s/new/%s", dir, name);
	/* Anything but a regular file (a FIFO would block the open and the
	 * read for ever, a device or a link leads elsewhere) is no mail. */
	int fd = open(p, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0 && errno == ELOOP)
		return es_fail(e, ES_ESYNTAX, "%s is a symbolic link, not a mail: skipped", p);
	if (fd < 0)
		return es_fail(e, errno == ENOENT ? ES_ENOTFOUND : ES_EIO, "cannot open %s: %s", p, strerror(errno));
	struct stat st;
	if (fstat(fd, &st)) {
		close(fd);
		return es_fail(e, ES_EIO, "cannot stat %s: %s", p, strerror(errno));
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		return es_fail(e, ES_ESYNTAX, "%s is not a regular file (%s), not a mail: skipped", p,
			S_ISFIFO(st.st_mode) ? "a FIFO" : S_ISDIR(st.st_mode) ? "a directory" : "a device or socket");
	}
	size_t want = (size_t)st.st_size;
	*truncated = 0;
	if (max && want > max) {
		want = max;
		*truncated = 1;
	}
	char *buf = arena_alloc(a, want + 1);
	size_t got = 0;
	while (got < want) {
		ssize_t r = read(fd, buf + got, want - got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	close(fd);
	buf[got] = '\0';
	*data = buf;
	*len = got;
	return ES_OK;
}

int maildir_done(const char *dir, const char *name, es_err *e)
{
	char from[2048], to[2100];
	snprintf(from, sizeof from, "%s/new/%s", dir, name);
	snprintf(to, sizeof to, "%s/cur/%s:2,S", dir, name);
	if (rename(from, to) && errno != ENOENT)
		return es_fail(e, errno == EACCES || errno == EPERM ? ES_EPERM : ES_EDISK, "cannot move %s to cur: %s",
			from, strerror(errno));
	return ES_OK;
}

int maildir_set_aside(const char *dir, const char *name, es_err *e)
{
	char from[2048], to[2100];
	snprintf(to, sizeof to, "%s/failed", dir);
	if (mkdir(to, 0700) && errno != EEXIST)
		return es_fail(e, ES_EIO, "cannot create %s: %s", to, strerror(errno));
	snprintf(from, sizeof from, "%s/new/%s", dir, name);
	snprintf(to, sizeof to, "%s/failed/%s", dir, name);
	if (rename(from, to) && errno != ENOENT)
		return es_fail(e, ES_EIO, "cannot move %s to failed: %s", from, strerror(errno));
	return ES_OK;
}

static int exists_in_cur(const char *dir, const char *name)
{
	char p[2048];
	snprintf(p, sizeof p, "%s/cur", dir);
	DIR *d = opendir(p);
	if (!d)
		return 0;
	size_t n = strlen(name);
	int found = 0;
	struct dirent *de;
	while (!found && (de = readdir(d)))
		found = !strncmp(de->d_name, name, n) && (de->d_name[n] == '\0' || de->d_name[n] == ':');
	closedir(d);
	return found;
}

/* Whether the message went out already: the names this program gives are
 * looked up directly; cur/ is read whole (it holds days of mail) only for
 * a delivery cut short, whose file a reader may have moved there under
 * other flags. */
static int delivered(const char *dir, const char *name, int resume)
{
	char p[2048];
	snprintf(p, sizeof p, "%s/new/%s", dir, name);
	if (!access(p, F_OK))
		return 1;
	snprintf(p, sizeof p, "%s/failed/%s", dir, name);
	if (!access(p, F_OK))
		return 1;
	snprintf(p, sizeof p, "%s/cur/%s:2,S", dir, name);
	return !access(p, F_OK) || (resume && exists_in_cur(dir, name));
}

/* Writes data to path (created or truncated), flushed when sync. */
static int write_file(const char *path, const char *data, size_t len, int sync, es_err *e)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
		return es_fail(e, ES_EIO, "cannot create %s: %s", path, strerror(errno));
	size_t off = 0;
	while (off < len) {
		ssize_t w = write(fd, data + off, len - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			int err = w < 0 ? errno : ENOSPC;
			close(fd);
			unlink(path);
			return es_fail(e, ES_EIO, "cannot write %s: %s", path, strerror(err));
		}
		off += (size_t)w;
	}
	if ((sync && fsync(fd)) || close(fd)) {
		int err = errno;
		unlink(path);
		return es_fail(e, ES_EIO, "cannot flush %s: %s", path, strerror(err));
	}
	return ES_OK;
}

/* write_file to tmp, then renamed to dst: whole or absent under dst. */
static int write_renamed(const char *tmp, const char *dst, const char *data, size_t len, int sync, es_err *e)
{
	int rc = write_file(tmp, data, len, sync, e);
	if (!rc && rename(tmp, dst))
		rc = es_fail(e, ES_EIO, "cannot move %s to %s: %s", tmp, dst, strerror(errno));
	return rc;
}

int maildir_deliver(const char *dir, const char *name, const char *data, size_t len, int resume, es_err *e)
{
	if (delivered(dir, name, resume))
		return ES_OK;
	char tmp[2048], dst[2048];
	snprintf(dst, sizeof dst, "%s/new/%s", dir, name);
	snprintf(tmp, sizeof tmp, "%s/tmp/%s", dir, name);
	return write_renamed(tmp, dst, data, len, 1, e);
}

/* 1 when path holds exactly data (read in pieces: a message is small,
 * but nothing here assumes it), -1 when there is no such file, else 0. */
static int same_file(const char *path, const char *data, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return errno == ENOENT ? -1 : 0;
	struct stat st;
	int same = !fstat(fd, &st) && (size_t)st.st_size == len;
	char buf[8192];
	size_t off = 0;
	while (same && off < len) {
		ssize_t r = read(fd, buf, sizeof buf);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0 || (size_t)r > len - off || memcmp(buf, data + off, (size_t)r))
			same = 0;
		else
			off += (size_t)r;
	}
	close(fd);
	return same;
}

int maildir_staged(const char *dir, const char *key)
{
	char p[2048];
	snprintf(p, sizeof p, "%s/staged/%s", dir, key);
	return !access(p, F_OK);
}

int maildir_stage(const char *dir, const char *key, const char *name, const char *data, size_t len, int resume,
	es_err *e)
{
	if (delivered(dir, name, resume))
		return ES_OK;
	char st[2048], part[2100], dst[2100];
	snprintf(st, sizeof st, "%s/staged", dir);
	if (mkdir(st, 0700) && errno != EEXIST)
		return es_fail(e, ES_EIO, "cannot create %s: %s", st, strerror(errno));
	snprintf(dst, sizeof dst, "%s/%s", st, key);
	/* A staged copy from a run cut short by a power loss may be torn: it
	 * is kept only when it holds exactly this message, else replaced
	 * whole. A first copy goes under its own name (maildir.h). */
	int same = same_file(dst, data, len);
	if (same > 0)
		return ES_OK;
	if (same < 0)
		return afile_create(dst, data, len) ? es_fail(e, ES_EIO, "cannot write %s: %s", dst, strerror(errno)) : ES_OK;
	snprintf(part, sizeof part, "%s/.part-%s", st, key);
	return write_renamed(part, dst, data, len, 0, e);
}

int maildir_list_staged(const char *dir, char ***keys, size_t *n, es_err *e)
{
	char st[2048];
	snprintf(st, sizeof st, "%s/staged", dir);
	*keys = NULL;
	*n = 0;
	DIR *d = opendir(st);
	if (!d)
		return errno == ENOENT ? ES_OK : es_fail(e, ES_EIO, "cannot read %s: %s", st, strerror(errno));
	size_t cap = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.') {
			/* a write cut short: its message is staged again by
			 * the run that redoes it */
			if (!strncmp(de->d_name, ".part-", 6)) {
				char p[2400];
				snprintf(p, sizeof p, "%s/%s", st, de->d_name);
				unlink(p);
			}
			continue;
		}
		if (*n == cap)
			*keys = xrealloc(*keys, (cap = cap ? 2 * cap : 16) * sizeof **keys);
		(*keys)[(*n)++] = xstrdup(de->d_name);
	}
	closedir(d);
	if (*n)
		qsort(*keys, *n, sizeof **keys, cmp_str);
	return ES_OK;
}

int maildir_staged_hash(const char *dir, const char *key, unsigned char *out, size_t outlen)
{
	char p[2048];
	snprintf(p, sizeof p, "%s/staged/%s", dir, key);
	int fd = open(p, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, outlen);
	char buf[16384];
	ssize_t r;
	while ((r = read(fd, buf, sizeof buf)) != 0) {
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			close(fd);
			return -1;
		}
		crypto_generichash_update(&st, (const unsigned char *)buf, (size_t)r);
	}
	close(fd);
	crypto_generichash_final(&st, out, outlen);
	return 0;
}

int maildir_unstage(const char *dir, const char *key, const char *name, es_err *e)
{
	char from[2048], to[2048];
	snprintf(from, sizeof from, "%s/staged/%s", dir, key);
	snprintf(to, sizeof to, "%s/new/%s", dir, name);
	if (rename(from, to))
		return es_fail(e, ES_EIO, "cannot move %s to %s: %s", from, to, strerror(errno));
	return ES_OK;
}

int maildir_flush_new(const char *dir)
{
	char p[2048];
	snprintf(p, sizeof p, "%s/new", dir);
	int fd = open(p, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int rc = fsync(fd);
	int err = errno;
	close(fd);
	errno = err;
	return rc;
}
