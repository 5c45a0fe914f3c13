/* Git-backed state store: one bare repository per game. Commits are built
 * straight from blobs and trees (no index, no work tree), reusing every
 * unchanged subtree of the parent, so a commit costs what changed times the
 * depth of its paths, never the length of the history or the file count.
 * Commits carry a fixed signature and the caller's time, so the same inputs
 * give the same commit ids.
 *
 * Paths are '/'-separated relative paths ("state/game.txt"); a component may
 * not be empty, ".", "..", or ".git" in any case. Functions that take a path
 * return ES_ERR for a malformed one. */
#ifndef ES_STORE_H
#define ES_STORE_H

#include <stddef.h>

#include "adjudicator/base/err.h"

/* Starts libgit2 once per process, as every function below does; for the
 * modules that use libgit2 directly (gitpack). */
int store_init(es_err *e);

typedef struct store store;               /* one open repository */
typedef struct store_change store_change; /* writes/removals for one commit */

/* Creates a new empty bare repository at dir (parents made as needed), HEAD
 * on refs/heads/main. ES_ECONFLICT if a repository already exists there. */
int store_create(const char *dir, es_err *e);
/* ES_ENOTFOUND if there is no repository at dir (no search upwards). */
int store_open(store **out, const char *dir, es_err *e);
void store_free(store *s); /* NULL ok */

/* Reads a file of the HEAD commit into *out (malloc'd, NUL-terminated, the
 * caller frees); *len gets the size unless len is NULL. ES_ENOTFOUND if
 * HEAD or the file does not exist, or the path is a directory. */
int store_read(store *s, const char *path, char **out, size_t *len, es_err *e);
/* 1 if path names a file or a directory at HEAD, else 0. */
int store_exists(store *s, const char *path);
/* As store_read, at the commit with the given 40-hex id. */
int store_read_at(store *s, const char *commit_hex, const char *path,
	char **out, size_t *len, es_err *e);
/* Calls cb with the name of each entry of directory dir ("" = the root) at
 * commit_hex (NULL = HEAD), in git's order. A non-zero return from cb stops
 * and is returned. ES_ENOTFOUND if there is no such commit or directory. */
int store_list_at(store *s, const char *commit_hex, const char *dir,
	int (*cb)(const char *name, void *u), void *u, es_err *e);

store_change *store_change_new(void);
void store_change_free(store_change *c); /* NULL ok */
/* Copies data. Operations apply in call order: a later put of the same path
 * wins; a put below a path that was a file turns it into a directory; a put
 * of a path that was a directory replaces the whole directory. A malformed
 * path is remembered and makes store_commit fail. */
void store_change_put(store_change *c, const char *path, const void *data,
	size_t len);
/* Removes a file or a whole directory; removing something absent is fine. */
void store_change_remove(store_change *c, const char *path);

/* Applies c to HEAD's tree and commits the result on HEAD's branch with
 * message (UTF-8, stored verbatim) at time `when` (seconds since the epoch,
 * UTC). The first commit has no parent. Directories left empty are pruned.
 * A commit is made even if the tree did not change. Atomic: HEAD moves to
 * the new commit or nothing is visible; ES_ECONFLICT if HEAD moved under us.
 * Fills commit_hex unless it is NULL. */
int store_commit(store *s, store_change *c, const char *message,
	long long when, char commit_hex[41], es_err *e);
/* HEAD commit id; ES_ENOTFOUND on an empty repository. */
int store_head(store *s, char out[41], es_err *e);
/* The same read from the files of the repository at dir (HEAD, the loose
 * ref, packed-refs) without opening it: a run that only needs to know
 * whether a game moved. -1 when the files do not say (then open it). */
int store_head_quick(const char *dir, char out[41]);

typedef int (*store_walk_cb)(const char *commit_hex, const char *message,
	long long when, void *u);
/* First-parent history from the root commit to HEAD, oldest first. A
 * non-zero return from cb stops the walk and is returned. An empty
 * repository walks nothing and returns 0. */
int store_walk(store *s, store_walk_cb cb, void *u, es_err *e);
/* Only the commits after since_hex (exclusive; NULL = all) up to HEAD,
 * oldest first. Costs the number of commits walked, not the history.
 * ES_ENOTFOUND (and no calls) if since_hex is not on HEAD's first-parent
 * history. */
int store_walk_since(store *s, const char *since_hex, store_walk_cb cb,
	void *u, es_err *e);

/* 1 if the commit's author and committer are Estafeta's own signature;
 * who gets the committer ("name <email>"). */
int store_commit_ours(store *s, const char *commit_hex, char *who, size_t nwho);

/* What the last store_commit on s wrote and read: lets tests check that the
 * cost of a commit stays bounded as history grows. */
typedef struct store_stats {
	size_t trees_written;  /* tree objects built (one per touched dir) */
	size_t blobs_written;  /* puts */
	size_t entries_loaded; /* entries of parent trees copied into builders */
} store_stats;
void store_last_stats(const store *s, store_stats *out);

#endif
