/* Maildir reading and writing (tmp -> new, new -> cur:2,S). */
#include "adjudicator/maildir.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int mkdir_p(const char *path)
{
	char tmp[2048];
	snprintf(tmp, sizeof tmp, "%s", path);
	for (char *p = tmp + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			if (mkdir(tmp, 0700) && errno != EEXIST)
				return -1;
			*p = '/';
		}
	return mkdir(tmp, 0700) && errno != EEXIST ? -1 : 0;
}

int maildir_ensure(const char *dir, es_err *e)
{
	static const char *sub[] = { "tmp", "new", "cur" };
	char p[2048];
	for (int i = 0; i < 3; i++) {
		snprintf(p, sizeof p, "%s/%s", dir, sub[i]);
		if (mkdir_p(p))
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
	int fd = open(p, O_RDONLY);
	if (fd < 0)
		return es_fail(e, errno == ENOENT ? ES_ENOTFOUND : ES_EIO, "cannot open %s: %s", p, strerror(errno));
	struct stat st;
	if (fstat(fd, &st)) {
		close(fd);
		return es_fail(e, ES_EIO, "cannot stat %s: %s", p, strerror(errno));
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
		return es_fail(e, ES_EIO, "cannot move %s to cur: %s", from, strerror(errno));
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

int maildir_deliver(const char *dir, const char *name, const char *data, size_t len, int resume, es_err *e)
{
	char tmp[2048], dst[2048];
	snprintf(dst, sizeof dst, "%s/new/%s", dir, name);
	char failed[2048], seen[2048];
	snprintf(failed, sizeof failed, "%s/failed/%s", dir, name);
	snprintf(seen, sizeof seen, "%s/cur/%s:2,S", dir, name);
	/* The names this program gives are looked up directly; cur/ is read
	 * whole (it holds days of mail) only for a delivery cut short, whose
	 * file a reader may have moved there under other flags. */
	if (!access(dst, F_OK) || !access(failed, F_OK) || !access(seen, F_OK) || (resume && exists_in_cur(dir, name)))
		return ES_OK;
	snprintf(tmp, sizeof tmp, "%s/tmp/%s", dir, name);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return es_fail(e, ES_EIO, "cannot create %s: %s", tmp, strerror(errno));
	size_t off = 0;
	while (off < len) {
		ssize_t w = write(fd, data + off, len - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			close(fd);
			unlink(tmp);
			return es_fail(e, ES_EIO, "cannot write %s: %s", tmp, strerror(errno));
		}
		off += (size_t)w;
	}
	if (fsync(fd) || close(fd)) {
		unlink(tmp);
		return es_fail(e, ES_EIO, "cannot flush %s: %s", tmp, strerror(errno));
	}
	if (rename(tmp, dst))
		return es_fail(e, ES_EIO, "cannot move %s to new: %s", tmp, strerror(errno));
	return ES_OK;
}
