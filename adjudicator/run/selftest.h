/* `estafeta selftest`: does the configured mail server do what the judge
 * needs? It submits one mail over the configured SMTP to a tagged judge
 * address (the shape of every player's reply) and waits for it in the
 * configured IMAP mailbox, under the batch lock so no run swallows it.
 * The test mail is Auto-Submitted (a run that meets a stray one never
 * answers it) and is marked handled once found. */
#ifndef ES_SELFTEST_H
#define ES_SELFTEST_H

#include <stdio.h>

#include "adjudicator/base/err.h"
#include "adjudicator/conf/conf.h"

/* Prints each step to out; waits at most wait_s seconds for the mail.
 * ES_OK when it came back; ES_ECONFIG with the likely setting to fix
 * (recipient_delimiter in Postfix or Dovecot) when the tagged address is
 * refused or the mail never arrives; the mailnet codes otherwise. */
int selftest_run(conf *c, int wait_s, FILE *out, es_err *e);

#endif
