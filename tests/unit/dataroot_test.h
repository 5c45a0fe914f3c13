/* A scratch data root for unit tests that need files (include after
 * cmocka.h): a fresh folder under /tmp with the default settings loaded,
 * removed with everything in it afterwards. */
#ifndef ES_DATAROOT_TEST_H
#define ES_DATAROOT_TEST_H

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>

#include "adjudicator/conf/conf.h"

typedef struct dataroot_fx {
	char root[64];
	conf c;
} dataroot_fx;

static int dataroot_rm_one(const char *p, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st, (void)flag, (void)ftw;
	return remove(p);
}

/* root (size n) becomes a new folder PARENT/TAG.XXXXXX. */
static inline void tmpdir_make(char *root, size_t n, const char *parent, const char *tag)
{
	snprintf(root, n, "%s/%s.XXXXXX", parent, tag);
	assert_non_null(mkdtemp(root));
}

static inline void tmpdir_remove(const char *root)
{
	nftw(root, dataroot_rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* A new data root in f (the caller's), its estafeta.conf absent: every
 * setting at its default. */
static inline void dataroot_make(dataroot_fx *f, const char *tag)
{
	tmpdir_make(f->root, sizeof f->root, "/tmp", tag);
	es_err e = { 0 };
	assert_int_equal(conf_load(&f->c, f->root, &e), ES_OK);
}

#endif
