/* Files left by another user in the data root (see owner.h). */
#include "adjudicator/run/owner.h"

#include <ftw.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* nftw passes no user data: the first foreign file found. */
static char found[1200];
static uid_t found_uid;

static int visit(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)ftw;
	if (flag == FTW_SL || st->st_uid == geteuid())
		return 0;
	/* Another's file the running user may still write (a shared group)
	 * is no trouble. */
	if (!access(path, flag == FTW_D ? W_OK | X_OK : W_OK))
		return 0;
	snprintf(found, sizeof found, "%s", path);
	found_uid = st->st_uid;
	return 1;
}

int owner_check(const char *root, es_err *e)
{
	if (!geteuid())
		return ES_OK;
	found[0] = '\0';
	if (nftw(root, visit, 32, FTW_PHYS) != 1 || !found[0])
		return ES_OK;
	/* getpwuid's answer is overwritten by the next call. */
	char mine[64], theirs[64];
	struct passwd *pw = getpwuid(geteuid());
	snprintf(mine, sizeof mine, "%s", pw ? pw->pw_name : "?");
	pw = getpwuid(found_uid);
	snprintf(theirs, sizeof theirs, "%s", pw ? pw->pw_name : "?");
	return es_fail(e, ES_EPERM,
		"%s belongs to %s (uid %u), not to %s who runs estafeta: a command was run as another user; "
		"give the data root back (chown -R %s %s)",
		found, theirs, (unsigned)found_uid, mine, mine, root);
}
