/* The Debian packages whose libraries are linked into the program
 * (adjudicator/link.mk), as they were at build time, and the check that
 * Debian has not updated one since: a fix to a linked-in library (libetpan
 * parses hostile mail) reaches Estafeta only when it is built again. */
#ifndef ES_LINKED_H
#define ES_LINKED_H

#include <stdio.h>

/* Pairs: package, version; then NULL (made by adjudicator/linked.sh). */
extern const char *const linked_pkgs[];

/* Writes "linked PACKAGE VERSION" for each (estafeta version). */
void linked_list(FILE *out);
/* Compares them with dpkg's database (its status file, normally
 * /var/lib/dpkg/status): for each package installed at another version
 * writes a "problem rebuild ..." line to out. The number of those; 0 too
 * when the file cannot be read (not Debian: nothing to compare). */
int linked_check(const char *status_path, FILE *out);
/* The same over an open status file (tests, fuzzing). */
int linked_check_stream(FILE *status, FILE *out);

#endif
