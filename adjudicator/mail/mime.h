/* MIME extraction: turns one raw mail into the header fields the
 * adjudicator needs and the body as clean UTF-8 text (LF line ends, no
 * control characters), whatever client, charset or encoding sent it. */
#ifndef ES_MIME_H
#define ES_MIME_H

#include <stddef.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/err.h"

typedef struct mime_msg {
	char *from_addr;    /* addr-spec of From, lower-cased; NULL if none */
	char *from_name;    /* display name decoded to UTF-8, or NULL */
	char *reply_to;     /* addr-spec of Reply-To, lower-cased, or NULL */
	char *to_addr;      /* first addr-spec of To, else of Delivered-To; NULL */
	char *delivered_to; /* addr-spec of the first Delivered-To, or NULL */
	char *message_id;   /* without angle brackets; NULL if none */
	char *in_reply_to;  /* first id of In-Reply-To without brackets, or NULL */
	char *references;   /* References value, whitespace collapsed, or NULL */
	char *subject;      /* RFC 2047 decoded to UTF-8, or NULL if absent */
	/* 1 when the mail must never be answered: Auto-Submitted other than
	 * "no", Precedence bulk/junk/list, a bounce (multipart/report, From
	 * MAILER-DAEMON or postmaster, Return-Path <>), X-Autoreply,
	 * X-Autorespond or List-Id present. auto_reason names the header that
	 * decided it (a static string), NULL when auto_submitted is 0. */
	int auto_submitted;
	const char *auto_reason;
	/* The body: every inline text part of a multipart/mixed in order
	 * (not attachments, named files or forwarded messages), one
	 * alternative of a multipart/alternative (plain preferred), the root
	 * of a multipart/related; mime.c says the whole rule. */
	char *text;              /* body as UTF-8, LF only, NUL-terminated */
	size_t text_len;
	/* "plain", "html" (some of the text came from HTML) or "none" */
	const char *text_source;
} mime_msg;

/* Parses a whole RFC 5322 message (raw bytes, CRLF, LF or CR line ends; an
 * mbox "From " first line is skipped). Every string in out is owned by a;
 * out->text is "" (never NULL) when there is no usable text part.
 * Returns ES_OK; ES_ESYNTAX when the bytes are not a mail at all (empty,
 * no header at the start); ES_ETOOBIG when max_bytes is not 0 and len >
 * max_bytes, or when the MIME structure has more than 64 multipart or
 * message/rfc822 parts (words in bodies do not count); ES_ESYNTAX also
 * when a part of the body cannot be decoded (base64 that is not), so
 * that a mail is never read without one of its parts. e->msg then says
 * why in words fit for a reply. On ES_ETOOBIG and on an undecodable part
 * the header fields (from_addr, message_id, auto_submitted, ...) are
 * still filled, so the mail can be answered. Any input is safe and costs
 * time linear in len: NUL bytes, truncated MIME, bad charsets or bad
 * base64 outside the body never crash or fail the parse. */
int mime_parse(arena *a, const char *raw, size_t len, size_t max_bytes,
	mime_msg *out, es_err *e);

/* First addr-spec of an address header value ("Ana <Ana@X.org>, b@y" ->
 * "ana@x.org"), lower-cased and owned by a. NULL when value is NULL or
 * holds no address with a local part, '@' and a domain. */
char *mime_addr_spec(arena *a, const char *value);

#endif
