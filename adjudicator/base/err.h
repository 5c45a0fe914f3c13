/* Error codes and the caller-owned error struct shared by every module.
 * Codes are never renumbered, only appended. */
#ifndef ES_ERR_H
#define ES_ERR_H

enum {
	ES_OK = 0,
	ES_ERR = -1,       /* anything not listed below */
	ES_ENOTFOUND = -2, /* unknown game, player, file */
	ES_ESYNTAX = -3,   /* an order or a mail we cannot read */
	ES_EILLEGAL = -4,  /* readable, but against the rules now */
	ES_EIO = -5,       /* disk, git, mail transport: a retry may fix it */
	ES_ETOOBIG = -6,   /* input over a limit */
	ES_EAUTH = -7,     /* wrong password or sender */
	ES_ELOCKED = -8,   /* another run holds the lock */
	ES_ECONFLICT = -9, /* state on disk is not what we expected */
	ES_EOUTOFTURN = -10,
	ES_ESTUCK = -11,   /* a failure that repeats: not temporary, someone must look */
	ES_ECLOCK = -12,   /* the system clock is before the last batch (or too far after) */
	ES_ECONFIG = -13,  /* a setting is wrong (key, URL, cafile, TLS policy): someone must fix it */
	ES_EPERM = -14,    /* permission denied: a file or directory the user cannot write */
	ES_EDISK = -15,    /* the disk: full, read-only, I/O error */
	ES_EBROKEN = -16   /* it exists but cannot be read now (a torn or damaged game): never "not found" */
};

typedef struct es_err {
	int code;
	char msg[512];
	/* Whose fault: 0 the thing at hand (one game, one mail), 1 the data
	 * root every game shares (spool, outbox, its disk). Kept by es_fail,
	 * so a caller that words the message again keeps it. */
	int root;
} es_err;

/* Fills e (which may be NULL) and returns code, so callers can write
 * `return es_fail(e, ES_EIO, "cannot open %s", path);`. */
int es_fail(es_err *e, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Marks e (which may be NULL) as a fault of the data root and counts it
 * (es_root_faults), so a process that words the error again in a fresh
 * struct can still tell; returns e's code. */
int es_root(es_err *e);
/* How many faults of the data root this process has met. */
unsigned long es_root_faults(void);

/* The code of a failed system call's errno: ES_EPERM for a permission,
 * ES_EDISK for the disk (full, read-only, I/O), ES_ECONFIG for a path
 * that names no folder (someone must fix it: never "try again"), else
 * ES_EIO. */
int es_errno_code(int err);

/* Clears e. This function can't fail. */
void es_clear(es_err *e);

/* Allocation wrappers: a short batch process exits with EX_TEMPFAIL (75)
 * when memory runs out, so the next cron run retries. */
#include <stddef.h>
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t m);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
