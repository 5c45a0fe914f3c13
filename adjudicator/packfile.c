/* One git pack and its index from objects of known ids (packfile.h). */
#include "adjudicator/packfile.h"

#include "adjudicator/base/sbuf.h"

#include <errno.h>
#include <nettle/sha1.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

/* A commit's objects are small (most under 1 KB, the largest a few KB):
 * a 2 K-entry hash table (memLevel 4) compresses them about as well as
 * the default 32 K one and costs 4 KB, not 64 KB, to clear per object. */
#define ZLEVEL 0
#define ZMEMLEVEL 4

typedef struct entry {
	const unsigned char *id;
	uint32_t crc, off;
} entry;

static void put32(sbuf *b, uint32_t v)
{
	unsigned char x[4] = { (unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8),
		(unsigned char)v };
	sbuf_add(b, x, 4);
}

/* The object header: the type in bits 4-6 of the first byte, the size in
 * its low 4 bits and then 7 bits a byte, least significant first. */
static void put_header(sbuf *b, int type, size_t len)
{
	unsigned char h[16];
	size_t n = 0;
	h[0] = (unsigned char)((type << 4) | (len & 15));
	len >>= 4;
	while (len) {
		h[n++] |= 0x80;
		h[n] = (unsigned char)(len & 0x7f);
		len >>= 7;
	}
	sbuf_add(b, h, n + 1);
}

/* Appends the zlib stream of data to b; scratch is reused between calls. */
static int put_deflated(z_stream *z, sbuf *b, unsigned char **scratch, size_t *cap, const void *data, size_t len)
{
	if (deflateReset(z) != Z_OK || len > UINT32_MAX / 2) /* zlib counts in uInt */
		return -1;
	size_t bound = deflateBound(z, (uLong)len);
	if (bound > *cap) {
		free(*scratch);
		*cap = bound;
		*scratch = malloc(bound);
		if (!*scratch)
			abort();
	}
	z->next_in = (Bytef *)(uintptr_t)data;
	z->avail_in = (uInt)len;
	z->next_out = *scratch;
	z->avail_out = (uInt)bound;
	if (deflate(z, Z_FINISH) != Z_STREAM_END)
		return -1;
	sbuf_add(b, *scratch, bound - z->avail_out);
	return 0;
}

static int by_id(const void *a, const void *b)
{
	return memcmp(((const entry *)a)->id, ((const entry *)b)->id, 20);
}

static void sha1_of(const void *p, size_t n, unsigned char out[20])
{
	struct sha1_ctx c;
	sha1_init(&c);
	sha1_update(&c, n, p);
	sha1_digest(&c, SHA1_DIGEST_SIZE, out);
}

/* Writes data to a new temporary file in dir named after prefix, then
 * renames it to final; read-only, as git leaves packs. */
static int put_file(const char *dir, const char *prefix, const char *final, const sbuf *data, es_err *e)
{
	char tmp[1400];
	snprintf(tmp, sizeof tmp, "%s/%sXXXXXX", dir, prefix);
	int fd = mkstemp(tmp);
	if (fd < 0)
		return es_fail(e, ES_EIO, "packfile: cannot create a file in %s: %s", dir, strerror(errno));
	mode_t um = umask(0);
	umask(um);
	const char *p = data->s;
	size_t n = data->len;
	int rc = fchmod(fd, 0444 & ~um);
	while (rc == 0 && n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			if (w == 0)
				errno = EIO;
			rc = -1;
			break;
		}
		p += w;
		n -= (size_t)w;
	}
	int err = errno;
	if (close(fd) && rc == 0) {
		rc = -1;
		err = errno;
	}
	if (rc == 0 && rename(tmp, final)) {
		rc = -1;
		err = errno;
	}
	if (rc) {
		unlink(tmp);
		return es_fail(e, ES_EIO, "packfile: cannot write %s: %s", final, strerror(err));
	}
	return 0;
}

int packfile_write(const char *dir, const packfile_obj *objs, size_t n, char sha_hex[41], es_err *e)
{
	if (!n || n > UINT32_MAX)
		return es_fail(e, ES_ERR, "packfile: %zu objects", n);
	entry *ent = calloc(n, sizeof *ent);
	if (!ent)
		abort();
	z_stream z;
	memset(&z, 0, sizeof z);
	if (deflateInit2(&z, ZLEVEL, Z_DEFLATED, 15, ZMEMLEVEL, Z_DEFAULT_STRATEGY) != Z_OK) {
		free(ent);
		return es_fail(e, ES_ERR, "packfile: zlib cannot start");
	}
	sbuf pack = SBUF_INIT, idx = SBUF_INIT;
	unsigned char *scratch = NULL;
	size_t scap = 0;
	int rc = 0;
	sbuf_add(&pack, "PACK", 4);
	put32(&pack, 2);
	put32(&pack, (uint32_t)n);
	for (size_t i = 0; i < n && rc == 0; i++) {
		size_t at = pack.len;
		if (at > INT32_MAX) { /* 32-bit offsets only: a commit is never near 2 GB */
			rc = es_fail(e, ES_ERR, "packfile: pack too large");
			break;
		}
		put_header(&pack, objs[i].type, objs[i].len);
		if (put_deflated(&z, &pack, &scratch, &scap, objs[i].data, objs[i].len)) {
			rc = es_fail(e, ES_ERR, "packfile: zlib failed");
			break;
		}
		ent[i].id = objs[i].id;
		ent[i].off = (uint32_t)at;
		ent[i].crc = (uint32_t)crc32(0, (const Bytef *)pack.s + at, (uInt)(pack.len - at));
	}
	deflateEnd(&z);
	free(scratch);
	unsigned char packsum[20], idxsum[20];
	if (rc == 0) {
		sha1_of(pack.s, pack.len, packsum);
		sbuf_add(&pack, packsum, 20);
		qsort(ent, n, sizeof *ent, by_id);
		for (size_t i = 1; i < n && rc == 0; i++)
			if (!memcmp(ent[i - 1].id, ent[i].id, 20))
				rc = es_fail(e, ES_ERR, "packfile: an object given twice");
	}
	if (rc == 0) {
		sbuf_add(&idx, "\377tOc", 4);
		put32(&idx, 2);
		size_t k = 0;
		for (int b = 0; b < 256; b++) {
			while (k < n && ent[k].id[0] <= b)
				k++;
			put32(&idx, (uint32_t)k);
		}
		for (size_t i = 0; i < n; i++)
			sbuf_add(&idx, ent[i].id, 20);
		for (size_t i = 0; i < n; i++)
			put32(&idx, ent[i].crc);
		for (size_t i = 0; i < n; i++)
			put32(&idx, ent[i].off);
		sbuf_add(&idx, packsum, 20);
		sha1_of(idx.s, idx.len, idxsum);
		sbuf_add(&idx, idxsum, 20);
		for (int i = 0; i < 20; i++)
			snprintf(sha_hex + 2 * i, 3, "%02x", packsum[i]);
		char p[1400];
		snprintf(p, sizeof p, "%s/pack-%s.pack", dir, sha_hex);
		rc = put_file(dir, "tmp_pack_", p, &pack, e);
		if (rc == 0) {
			snprintf(p, sizeof p, "%s/pack-%s.idx", dir, sha_hex);
			rc = put_file(dir, "tmp_idx_", p, &idx, e);
		}
	}
	sbuf_free(&pack);
	sbuf_free(&idx);
	free(ent);
	return rc;
}
