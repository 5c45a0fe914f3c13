/* The release, in one place (`estafeta --version`; debian/changelog
 * carries the same). What a release writes into a game's repository is
 * versioned apart (PLAY_FORMAT, PLAY_TEXT_EDITION in adjudicator/play/play.h):
 * games outlive releases. */
#ifndef ES_VERSION_H
#define ES_VERSION_H

#define ES_VERSION "0.6.0"

/* The commit the program was built from (adjudicator/cli/commit.sh; "unknown"
 * when the tree says none). Linked into the program only. */
extern const char es_commit[];

#endif
