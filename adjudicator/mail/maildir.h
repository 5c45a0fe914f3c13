/* The embedded transport: a Maildir inbox and a Maildir outbox. */
#ifndef ES_MAILDIR_H
#define ES_MAILDIR_H

#include <stddef.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"

/* Creates DIR/{tmp,new,cur} (and DIR) as needed. */
int maildir_ensure(const char *dir, es_err *e);
/* Names of the messages in DIR/new, sorted in byte order (Maildir names
 * start with the delivery time, so this is arrival order). */
int maildir_list_new(arena *a, const char *dir, char ***names, size_t *n, es_err *e);
/* Reads DIR/new/NAME. When the file is larger than max, reads only its
 * first max bytes and sets *truncated (the caller still needs its headers
 * to answer). *data belongs to the arena. */
int maildir_read(arena *a, const char *dir, const char *name, size_t max, char **data, size_t *len, int *truncated,
	es_err *e);
/* Marks DIR/new/NAME handled: renamed to DIR/cur/NAME:2,S (seen). A name
 * already gone is fine (another run finished it). */
int maildir_done(const char *dir, const char *name, es_err *e);
/* Sets DIR/new/NAME aside as DIR/failed/NAME (created 0700): a message
 * that can never be sent stays for the operator and blocks nothing. */
int maildir_set_aside(const char *dir, const char *name, es_err *e);
/* Delivers a message as DIR/new/NAME through DIR/tmp (write, fsync,
 * rename). Idempotent: when DIR/new/NAME, DIR/failed/NAME or
 * DIR/cur/NAME:2,S (maildir_done's name) exists already, does nothing and
 * returns ES_OK; with resume (a delivery that may have been cut short)
 * also when DIR/cur/NAME under any flags exists. Only resume reads cur/
 * whole: a delivery costs the same however much mail cur/ keeps. */
int maildir_deliver(const char *dir, const char *name, const char *data, size_t len, int resume, es_err *e);
/* The batch's way, one barrier for everything: the message is written,
 * unflushed, as DIR/staged/KEY (KEY names its record in the sent index,
 * outbox.h), and moved to DIR/new/NAME (maildir_unstage) once the
 * batch's barrier has made it durable. A first copy is written under its
 * own name: one cut short has no record vouching for its bytes (the
 * record is written after it), so it is never published, and the redo
 * writes it again. Idempotent as maildir_deliver; a staged copy that is
 * not byte for byte this message (torn by a power loss before the
 * barrier) is replaced whole (through DIR/staged/.part-KEY). */
int maildir_stage(const char *dir, const char *key, const char *name, const char *data, size_t len, int resume,
	es_err *e);
/* Whether DIR/staged/KEY exists. */
int maildir_staged(const char *dir, const char *key);
/* The KEYs staged, sorted, malloc'd (each and the array); leftovers of
 * cut-short writes removed. */
int maildir_list_staged(const char *dir, char ***keys, size_t *n, es_err *e);
/* BLAKE2b (outlen bytes) of DIR/staged/KEY; -1 when it cannot be read. */
int maildir_staged_hash(const char *dir, const char *key, unsigned char *out, size_t outlen);
/* DIR/staged/KEY renamed to DIR/new/NAME. */
int maildir_unstage(const char *dir, const char *key, const char *name, es_err *e);
/* fsync of DIR/new: the renames into it made durable. 0, or -1 with
 * errno. */
int maildir_flush_new(const char *dir);

#endif
