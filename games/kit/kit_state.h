/* An engine's saved state as text, one fact a line (game_kind.save and
 * .load): reading it back line by line into words, the error that quotes
 * the offending line, the check that every fact came, and the seat words
 * every state has ("-" for none). A load reads:
 *
 *	kit_state_in in;
 *	kit_state_init(&in, text, 1024, 64);
 *	while ((rc = kit_state_next(&in, e)) == 1)
 *		if (!my_line(s, in.w, in.nw, &why))
 *			return kit_state_fail(&in, e, why);
 *	if (rc == ES_OK && (why = kit_state_unseen(seen, keys, NKEYS, 0)))
 *		rc = es_fail(e, ES_ESYNTAX, "state: missing '%s' line(s)", why);
 */
#ifndef ES_KIT_STATE_H
#define ES_KIT_STATE_H

#include <stdint.h>

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "games/kit/kit_lines.h"

#define KIT_STATE_WORDS 72 /* the most words a state line is cut into */

typedef struct kit_state_in {
	kit_lines r;  /* r.lineno, r.raw: the line last read */
	int maxw;     /* words a line is cut into at most (kit_split) */
	int nw;       /* the words of the line last read, nw >= 1 */
	char *w[KIT_STATE_WORDS];
} kit_state_in;

/* Starts reading text; lines of max_line bytes or more are refused, lines
 * are cut into at most max_words (<= KIT_STATE_WORDS) words. */
void kit_state_init(kit_state_in *in, const char *text, size_t max_line, int max_words);
/* The next line with words (blank lines skipped): 1, 0 at the end, or
 * ES_ESYNTAX for a line too long ("state line N: too long"). */
int kit_state_next(kit_state_in *in, es_err *e);
/* Fails with "state line N: why: <the line, its first 200 bytes>". */
int kit_state_fail(const kit_state_in *in, es_err *e, const char *why);

/* The first keys[k] with seen[k] == 0 and bit k of `optional` clear (a
 * fact a later release added, absent from older states), or NULL. */
const char *kit_state_unseen(const int *seen, const char *const *keys, int n, uint64_t optional);

/* " -" for seat < 0, else " N". */
void kit_state_put_seat(sbuf *out, int seat);
/* The seats of set among the first n, " 0 2", or " -" when set is empty. */
void kit_state_put_seats(sbuf *out, uint32_t set, int n);
/* Reads what kit_state_put_seats wrote, as words w[0..nw-1] (seats below
 * n), adding them to *set: 0 on anything else. */
int kit_state_read_seats(char *const *w, int nw, int n, uint32_t *set);

#endif
