/* The record of the last batch attempts, kept inside the data root's lock
 * file: when the last run started, how it ended, how many in a row failed
 * and since when, and the last run that succeeded. It is a fixed-size
 * block written in place, so it is still written when the disk is full
 * (the files of spool/ are not), and `health` reads it. */
#ifndef ES_RUNREC_H
#define ES_RUNREC_H

#include <stdint.h>

#include "adjudicator/conf/conf.h"

#define RUNREC_SIZE 1024

typedef struct runrec {
	int64_t attempt; /* when the last run started its work (0: never) */
	int code;        /* how it ended: an ES_* code, ES_OK */
	int failed;      /* runs in a row that failed (0 after a success) */
	int64_t since;   /* the first of them */
	int64_t ok;      /* the last run that succeeded (0: never) */
	char why[600];   /* the last failure's message */
} runrec;

/* Reads the record of the data root; 0 when there is one, -1 when no run
 * has written it yet. */
int runrec_read(const conf *c, runrec *r);

/* Adds a run that ended with code (why: its message) at time now to the
 * record in the open lock file fd. Errors are ignored: the record is a
 * witness, never a reason to fail a run. */
void runrec_note(int fd, int64_t now, int code, const char *why);

/* 1 when a failure with this code needs the operator at once (the disk, a
 * permission, a setting, the clock, a game stuck); 0 when a later run may
 * well succeed (a server down), which is a problem only when it repeats. */
int runrec_lasting(int code);

#endif
