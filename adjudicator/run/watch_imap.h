/* The IMAP inbox's wake-up signal for `estafeta watch`: one libetpan
 * session kept in IDLE (RFC 2177) on the inbox's mailbox. libcurl, which
 * fetches the mail in the batch, has no IDLE; this session only says
 * "something happened", it never reads or changes a message.
 *
 * TLS (imaps://, or imap:// with STARTTLS unless tls = off): libetpan does
 * not verify certificates, so before it sends the password the
 * certificate of its connection must be byte for byte the one libcurl has
 * just verified for the same URL with the inbox's cafile or the system
 * store (mailnet_imap_peer_cert); anything else is refused (ES_ECONFIG). */
#ifndef ES_WATCH_IMAP_H
#define ES_WATCH_IMAP_H

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"

typedef struct watch_imap watch_imap;

/* Connects, checks the certificate, logs in, selects the mailbox and
 * enters IDLE. ES_EIO for the network, ES_EAUTH, ES_ENOTFOUND (mailbox),
 * ES_ECONFIG (certificate, URL), ES_EILLEGAL when the server has no IDLE. */
int watch_imap_open(watch_imap **out, const conf *c, es_err *e);

/* The socket to poll for input while idling. */
int watch_imap_fd(const watch_imap *w);

/* 1 when libetpan has already read server lines that poll cannot show
 * (Dovecot answers "+ idling" and "* N EXISTS" in one go). */
int watch_imap_buffered(const watch_imap *w);

/* Ends IDLE (DONE, which reads every pending untagged reply) and enters
 * it again: called when the socket is readable or buffered, and at least
 * every 25 minutes (servers drop an IDLE older than 29). *mail is 1 when
 * the server said "* N EXISTS" meanwhile: a message came (an EXPUNGE, as
 * when a batch moves mail away, or a keepalive "OK Still here" is not
 * mail). Any error means the session is gone: close it and open a new
 * one (and run a batch: mail may have come meanwhile). */
int watch_imap_renew(watch_imap *w, int *mail, es_err *e);

void watch_imap_close(watch_imap *w); /* NULL ok */

#endif
