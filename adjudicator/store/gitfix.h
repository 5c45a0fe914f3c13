/* What a power cut (or a killed run) can leave in a game's bare
 * repository, removed or repaired before the repository is opened.
 *
 * A batch writes each commit's pack, index and branch unflushed; its one
 * barrier (syncfs) makes them durable before any mail is marked handled.
 * A cut before the barrier may leave, in any mix: a pack or index cut
 * short or empty, one without the other, libgit2's temporary files, an
 * empty loose object, a branch file empty or naming a commit whose pack
 * did not reach the disk. None of it holds anything durable: the mail
 * that made those commits is still in the inbox and the batch redoes it.
 *
 * So, under the data root's lock:
 *  - temporary files, and a pack or index alone, are removed;
 *  - every pack's sizes, headers and trailers are checked (a stat and two
 *    small reads each); a pack written since the last clean run (newer
 *    than `clean`) has every object read and its id checked too. A
 *    damaged pack newer than `clean` is removed, index first; one older is
 *    not a cut's: it is reported, never removed;
 *  - an empty loose object goes, and a loose object newer than `clean`
 *    that does not read back;
 *  - a branch file cut short or empty goes (packed-refs may hold the
 *    older one), a HEAD cut short or empty is rewritten (other garbage is
 *    no cut's: left for the game to fail on);
 *  - when anything went, or HEAD does not name a readable commit, the
 *    branch goes back to the newest commit whose tree is complete (along
 *    HEAD's first parents; or, with HEAD's commit lost, the end of the
 *    longest history left), flushed: the batch then redoes the rest; but
 *    never past the commit a clean run delivered (its mail is handled:
 *    nothing would redo it), which is then damage to report. */
#ifndef ES_GITFIX_H
#define ES_GITFIX_H

#include <stddef.h>
#include <time.h>

#include "adjudicator/base/err.h"

/* Repairs the bare repository at dir. clean: the time of the last clean
 * run (NULL when there was none: then no damage is taken for a cut's,
 * only temporary files and unpaired halves go). vouched: the hex id of
 * the last commit a clean run delivered (NULL or "": none known). did
 * gets what was done ("" when nothing). ES_EIO when damage remains that
 * no cut leaves; ES_EPERM when a file cannot be read. */
int gitfix_repair(const char *dir, const struct timespec *clean, const char *vouched, char *did, size_t ndid,
	es_err *e);

/* Removes libgit2's and git's temporary files from the pack folder
 * objects/pack of dir, and every pack or index alone (gitpack does
 * before combining). Returns how many files went. */
int gitfix_pack_leftovers(const char *dir);

#endif
