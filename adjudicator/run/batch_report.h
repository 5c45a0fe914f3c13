/* What one batch did and where it spent its time: filled by the pieces of
 * the batch (batch_int.h), told by batch.h's printers. Below both, so that
 * batch.c, which implements batch.h with batch_int.h, and the pieces
 * include no header that includes them back. */
#ifndef ES_BATCH_REPORT_H
#define ES_BATCH_REPORT_H

/* Where a batch spends its time (seconds, monotonic clock): measurement
 * only, never part of any state. */
enum { BT_IMAP, BT_PARSE, BT_RULES, BT_GIT, BT_SMTP, BT_SYNC, BT_MIRROR, BT_N };

typedef struct batch_report {
	double secs[BT_N];
	int mails, accepted, rejected, ignored, duplicates;
	int commits, timeouts, failed_games;
	/* Messages put into the outbox this run; accepted by the SMTP server
	 * this run; left in the outbox spool for a later run (SMTP only). */
	int written, sent, queued;
	/* Games pushed to the [mirror] this run, and pushes that failed. */
	int mirrored, mirror_failed;
	/* Answers the throttles held back (wrong passwords past the limit,
	 * one address's daily share, the caps); of them, over the caps on
	 * answers to strangers. */
	int unanswered, capped;
	/* Reminders mailed (a decision that went on, not one that timed
	 * out); ran: the batch got past its lock, clock and disk checks, so
	 * its counts mean something. */
	int reminders, ran;
} batch_report;

#endif
