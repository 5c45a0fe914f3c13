/* See tlslazy.h. Each __wrap_F is called where libgit2 (or a test) calls
 * F; __real_F is mbedTLS's own. */
#include "adjudicator/tlslazy.h"

#include <mbedtls/ctr_drbg.h>
#include <mbedtls/entropy.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int wanted;
static char ca_file[512], ca_dir[512];

/* --- the CA bundle ------------------------------------------------------ */

int __real_mbedtls_x509_crt_parse_file(void *chain, const char *path);
int __real_mbedtls_x509_crt_parse_path(void *chain, const char *path);
int __wrap_mbedtls_x509_crt_parse_file(void *chain, const char *path);
int __wrap_mbedtls_x509_crt_parse_path(void *chain, const char *path);

/* Deferred: remember the path, parse nothing, report success. */
static int crt_defer(const char *path, char *skipped, size_t n)
{
	snprintf(skipped, n, "%s", path ? path : "");
	return 0;
}

int __wrap_mbedtls_x509_crt_parse_file(void *chain, const char *path)
{
	return wanted ? __real_mbedtls_x509_crt_parse_file(chain, path) : crt_defer(path, ca_file, sizeof ca_file);
}

int __wrap_mbedtls_x509_crt_parse_path(void *chain, const char *path)
{
	return wanted ? __real_mbedtls_x509_crt_parse_path(chain, path) : crt_defer(path, ca_dir, sizeof ca_dir);
}

/* --- the random generator ----------------------------------------------- */

typedef int (*entropy_fn)(void *, unsigned char *, size_t);

void __real_mbedtls_entropy_init(mbedtls_entropy_context *ctx);
void __real_mbedtls_entropy_free(mbedtls_entropy_context *ctx);
int __real_mbedtls_ctr_drbg_seed(mbedtls_ctr_drbg_context *ctx, entropy_fn f, void *p, const unsigned char *custom,
	size_t len);
int __real_mbedtls_ctr_drbg_random(void *ctx, unsigned char *out, size_t len);
void __real_mbedtls_ctr_drbg_free(mbedtls_ctr_drbg_context *ctx);
void __wrap_mbedtls_entropy_init(mbedtls_entropy_context *ctx);
void __wrap_mbedtls_entropy_free(mbedtls_entropy_context *ctx);
int __wrap_mbedtls_ctr_drbg_seed(mbedtls_ctr_drbg_context *ctx, entropy_fn f, void *p, const unsigned char *custom,
	size_t len);
int __wrap_mbedtls_ctr_drbg_random(void *ctx, unsigned char *out, size_t len);
void __wrap_mbedtls_ctr_drbg_free(mbedtls_ctr_drbg_context *ctx);

static mbedtls_entropy_context *pending_entropy; /* set up at the first draw */
static struct {
	mbedtls_ctr_drbg_context *ctx; /* NULL: none waits */
	entropy_fn f;
	void *p;
} pending_seed; /* without a personalisation string (deferred only then) */
static int seed_failed; /* mbedTLS's error, returned by every later draw */
/* The generator seeded last through here, and by which process: mbedTLS
 * does not notice a fork, and two children drawing from one state would
 * draw the same bytes (the same TLS randoms and ephemeral keys). */
static mbedtls_ctr_drbg_context *seeded;
static pid_t seeded_by;

void __wrap_mbedtls_entropy_init(mbedtls_entropy_context *ctx)
{
	if (wanted || pending_entropy) {
		__real_mbedtls_entropy_init(ctx);
		return;
	}
	memset(ctx, 0, sizeof *ctx);
	pending_entropy = ctx;
}

void __wrap_mbedtls_entropy_free(mbedtls_entropy_context *ctx)
{
	if (ctx == pending_entropy) { /* never set up: nothing to free */
		pending_entropy = NULL;
		if (pending_seed.p == ctx)
			pending_seed.ctx = NULL;
		memset(ctx, 0, sizeof *ctx);
		return;
	}
	__real_mbedtls_entropy_free(ctx);
}

int __wrap_mbedtls_ctr_drbg_seed(mbedtls_ctr_drbg_context *ctx, entropy_fn f, void *p, const unsigned char *custom,
	size_t len)
{
	/* Only a generator fed by the entropy set aside, only one, and only
	 * without a personalisation string (which the caller may free). */
	if (wanted || !pending_entropy || p != pending_entropy || pending_seed.ctx || custom || len) {
		int rc = __real_mbedtls_ctr_drbg_seed(ctx, f, p, custom, len);
		if (!rc) {
			seeded = ctx;
			seeded_by = getpid();
		}
		return rc;
	}
	pending_seed.ctx = ctx;
	pending_seed.f = f;
	pending_seed.p = p;
	return 0;
}

/* What was set aside, done now: before any byte is drawn. */
static int seed_now(void)
{
	if (pending_entropy) {
		mbedtls_entropy_context *e = pending_entropy;
		pending_entropy = NULL;
		__real_mbedtls_entropy_init(e);
	}
	if (pending_seed.ctx) {
		mbedtls_ctr_drbg_context *c = pending_seed.ctx;
		int rc = __real_mbedtls_ctr_drbg_seed(c, pending_seed.f, pending_seed.p, NULL, 0);
		pending_seed.ctx = NULL; /* only once seeded (single-threaded: tlslazy.h) */
		if (rc)
			seed_failed = rc;
		else {
			seeded = c;
			seeded_by = getpid();
		}
	}
	return seed_failed;
}

int __wrap_mbedtls_ctr_drbg_random(void *ctx, unsigned char *out, size_t len)
{
	if (pending_entropy || pending_seed.ctx || seed_failed) {
		int rc = seed_now();
		if (rc)
			return rc;
	}
	/* In a child of the process that seeded it: fresh entropy first. */
	if (ctx == seeded && seeded_by != getpid()) {
		int rc = mbedtls_ctr_drbg_reseed(ctx, NULL, 0);
		if (rc) {
			seed_failed = rc;
			return rc;
		}
		seeded_by = getpid();
	}
	return __real_mbedtls_ctr_drbg_random(ctx, out, len);
}

void __wrap_mbedtls_ctr_drbg_free(mbedtls_ctr_drbg_context *ctx)
{
	if (ctx == pending_seed.ctx)
		pending_seed.ctx = NULL;
	if (ctx == seeded)
		seeded = NULL;
	__real_mbedtls_ctr_drbg_free(ctx);
}

/* --- the switch --------------------------------------------------------- */

int tlslazy_want(char *file, size_t file_size, char *dir, size_t dir_size)
{
	if (wanted)
		return 0;
	wanted = 1;
	snprintf(file, file_size, "%s", ca_file);
	snprintf(dir, dir_size, "%s", ca_dir);
	return 1;
}

int tlslazy_certs_deferred(void)
{
	return !wanted && (ca_file[0] || ca_dir[0]);
}

int tlslazy_seed_deferred(void)
{
	return pending_seed.ctx != NULL;
}
