/* Files of the data root that belong to another user than the one
 * running: left by a command run as root (or another account) in the
 * service user's data root, they make runs fail with "Permission denied"
 * in places that look like the disk or a game. */
#ifndef ES_OWNER_H
#define ES_OWNER_H

#include "adjudicator/base/err.h"

/* ES_EPERM naming the first file under root that is not the running
 * user's and cannot be written by it, with the command that gives the
 * data root back; ES_OK when there is none (or when running as root,
 * which may write anything). */
int owner_check(const char *root, es_err *e);

#endif
