/* Mail over the network with libcurl: read the judge's IMAP mailbox and
 * submit mail over SMTP.
 *
 * TLS: imaps:// and smtps:// are implicit TLS; imap:// and smtp:// require
 * STARTTLS (the connection is refused when the server does not offer it)
 * unless tls_off is set explicitly. Certificates are always verified,
 * against cafile when given, else the system store.
 *
 * Every request has a connect timeout and a server-response timeout of
 * timeout_s, a low-speed limit (under 1 byte/s for timeout_s seconds
 * aborts) and an overall limit of 20 * timeout_s, so a dead or stalling
 * server never hangs a batch.
 *
 * Error codes (adjudicator/base/err.h); only ES_EILLEGAL means "this mail can
 * never go out", everything else means "keep it and try again later":
 *   ES_EIO       cannot connect, timeout, connection lost, a 4xx reply
 *   ES_EAUTH     user or password refused
 *   ES_ENOTFOUND the mailbox does not exist; a message vanished
 *   ES_EILLEGAL  SMTP: a recipient or the message refused for good (5xx)
 *   ES_ESYNTAX   bad URL (IMAP) or argument
 *   ES_ECONFIG   a setting to fix: a bad SMTP URL (never "this mail is
 *                bad"), TLS required but no STARTTLS offered,
 *                certificate not trusted (the message names cafile or the
 *                system store), cafile unreadable, our sender refused
 *   ES_ERR       anything else: unexpected server replies
 * Messages carry curl's error and the server's last reply line when there
 * is one; they never contain the password. */
#ifndef ES_MAILNET_H
#define ES_MAILNET_H

#include <stddef.h>

#include "adjudicator/base/err.h"

typedef struct mailnet_conf {
	/* imap[s]://host[:port]/MAILBOX (no path: INBOX), or
	 * smtp[s]://host[:port]. User and password belong in the fields
	 * below, not in the URL. */
	const char *url;
	const char *user;     /* NULL or "": no login (SMTP only) */
	const char *password;
	const char *cafile;   /* NULL: system CA store */
	int tls_off;          /* 1: imap:// and smtp:// may stay plain text */
	long timeout_s;       /* <= 0: 30 s; at most 3600 */
} mailnet_conf;

/* Call once at program start, before any thread exists (wraps
 * curl_global_init); mailnet_global_cleanup at exit. The other functions
 * call it themselves when it was not called, which suits one-thread
 * programs. */
int mailnet_global_init(es_err *e);
void mailnet_global_cleanup(void);

/* --- IMAP: one logged-in session on one mailbox --------------------------
 * The intended cycle: list, fetch each, commit its effect, then done (which
 * moves it away or flags it \Seen). A crash before done leaves the message
 * in the list for the next run. */
typedef struct mailnet_imap mailnet_imap;

/* Connects, logs in and selects the mailbox (ES_ENOTFOUND when it does not
 * exist). The conf strings are copied. Free with mailnet_imap_close. */
int mailnet_imap_open(mailnet_imap **out, const mailnet_conf *c, es_err *e);

enum { MAILNET_ALL = 0, MAILNET_UNSEEN = 1 };
/* UIDs of the messages in the mailbox not flagged \Deleted, ascending;
 * with MAILNET_UNSEEN only those without \Seen either. *uids is malloc'd
 * (free it; NULL when *n is 0). Use MAILNET_ALL when done moves messages
 * away, MAILNET_UNSEEN when done only flags them. */
int mailnet_imap_list(mailnet_imap *m, int which, unsigned long **uids, size_t *n, es_err *e);

/* Fetches the whole raw message (RFC 822 bytes, as stored). At most max
 * bytes are transferred when max > 0; *truncated (may be NULL) tells
 * whether the message was longer. *data is malloc'd and NUL-terminated
 * (free it). ES_ENOTFOUND when the message vanished since the list.
 * Fetching leaves the message's \Seen flag as it was (libcurl's fetch sets
 * it, so it is cleared again right after; a crash in that instant leaves
 * it set, which only MAILNET_UNSEEN listing would miss). */
int mailnet_imap_fetch(mailnet_imap *m, unsigned long uid, size_t max,
	char **data, size_t *len, int *truncated, es_err *e);

/* Marks a message handled: sets \Seen, then, when folder is not NULL,
 * moves it there (IMAP MOVE, RFC 6851; the folder, e.g. "estafeta/done",
 * is created when missing; printable ASCII without '"' or '\'). A UID
 * that is already gone is not an error. */
int mailnet_imap_done(mailnet_imap *m, unsigned long uid, const char *folder, es_err *e);

/* The server's own certificate (DER, *der malloc'd) as libcurl saw it on
 * a fresh session to c->url that it verified with the settings above (a
 * session opened only to learn it, then closed): what another IMAP client
 * (the IDLE watcher, adjudicator/run/watch_imap.h) compares its connection's
 * certificate with. ES_ENOTFOUND when the session was plain text. */
int mailnet_imap_peer_cert(const mailnet_conf *c, unsigned char **der, size_t *len, es_err *e);

/* Logs out and frees. mailnet_imap_close(NULL) is a no-op. */
void mailnet_imap_close(mailnet_imap *m);

/* --- SMTP ----------------------------------------------------------------
 * Submits one message (CRLF or LF line ends; libcurl dot-stuffs it) from
 * the envelope sender to every recipient, logging in with AUTH when
 * c->user is set. Any refused recipient aborts the whole message (send one
 * message per recipient when each outcome matters). ES_EILLEGAL when a
 * recipient or the message is refused for good (5xx), ES_EIO for a 4xx or
 * a connection failure, ES_EAUTH for refused credentials. */
int mailnet_smtp_send(const mailnet_conf *c, const char *from, const char *const *rcpt,
	size_t nrcpt, const char *data, size_t len, es_err *e);
/* The same over one connection for many messages (a batch's spool): the
 * connection is opened by the first put, reused by the next ones (libcurl
 * keeps it), and opened again after any failure. Each put answers for its
 * own message exactly as mailnet_smtp_send does. */
typedef struct mailnet_smtp mailnet_smtp;
int mailnet_smtp_open(mailnet_smtp **out, const mailnet_conf *c, es_err *e);
int mailnet_smtp_put(mailnet_smtp *s, const char *from, const char *const *rcpt, size_t nrcpt, const char *data,
	size_t len, es_err *e);
void mailnet_smtp_close(mailnet_smtp *s); /* NULL ok */
/* Whether the last put failed with its data handed over whole and no
 * refusal heard: the server may have taken the message (RFC 1047). */
int mailnet_smtp_unsure(const mailnet_smtp *s);

/* --- Server reply parsers, exposed for the fuzz targets (tests/fuzz/) --- */
/* UIDs of every "* SEARCH n n ..." line of a reply (*uids malloc'd, in
 * reply order); ES_ERR on anything but positive decimal numbers. */
int mailnet_parse_search(const char *s, unsigned long **uids, size_t *n);
/* The value after FETCH item `name` in line [line, end), or NULL. */
const char *mailnet_parse_fetch_item(const char *line, const char *end, const char *name);
typedef struct mailnet_msg_state {
	int found, seen;
	unsigned long long size;
} mailnet_msg_state;
/* Whether a "UID FETCH uid (UID FLAGS RFC822.SIZE)" reply names uid, with
 * its \Seen flag and size. */
void mailnet_parse_fetch(const char *s, unsigned long uid, mailnet_msg_state *st);
/* 1 for a server line that refuses: IMAP "tag NO|BAD", SMTP 4xx/5xx. */
int mailnet_parse_refusal(const char *line);
/* The 3-digit code (200..599) of an SMTP reply line, or 0. */
int mailnet_parse_reply_code(const char *line);

#endif
