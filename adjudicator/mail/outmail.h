/* Outgoing mail: RFC 5322 + MIME text, UTF-8 format=flowed in
 * quoted-printable. */
#ifndef ES_OUTMAIL_H
#define ES_OUTMAIL_H

#include <stddef.h>
#include <stdint.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/conf/conf.h"

/* A part after the text: a picture shown inline, a file attached. */
typedef struct out_part {
	const char *content_type; /* "image/png", "application/json" */
	const char *filename;     /* a safe name: [A-Za-z0-9._-] */
	const void *data;
	size_t len;
	int is_inline; /* Content-Disposition: inline, else attachment */
	/* data is a placeholder line written as it is, for delivery to
	 * replace with the part's base64 (play_attach.c) */
	int deferred;
	/* With the HTML alternative: the Content-ID (without brackets) the
	 * HTML shows the part by (cid:); such a part goes in the
	 * multipart/related next to the text, the others after it. */
	const char *content_id;
} out_part;

typedef struct out_msg {
	const char *to;          /* addr-spec */
	const char *to_name;     /* display name or NULL */
	const char *subject;     /* UTF-8 */
	const char *body;        /* UTF-8, LF line ends; sent as format=flowed
				    (flowed.h says which lines wrap) */
	const char *message_id;  /* without brackets, unique and deterministic */
	const char *in_reply_to; /* without brackets, or NULL */
	const char *references;  /* raw References of the mail answered, or NULL */
	int is_reply;            /* Auto-Submitted: auto-replied, else auto-generated */
	const char *reply_addr;  /* Reply-To addr-spec, or NULL: the judge address */
	const char *game;        /* the game it belongs to (a safe name), or NULL */
	const out_part *parts;   /* after the text, in order (multipart/mixed), or NULL */
	size_t nparts;
	/* A placeholder line (deferred like a part's) for an HTML
	 * alternative of the text, or NULL: text alone. */
	const char *html;
} out_msg;

/* The whole message, LF line ends (as files in a Maildir have them; the
 * SMTP spool turns them into CRLF on the wire), into the arena. Date is `when`.
 * This function can't fail. */
char *out_compose(arena *a, const conf *c, const out_msg *m, int64_t when, size_t *len);
/* Every composed message starts with this line, the SMTP envelope
 * recipient; the spool sends the message without it. */
#define OUT_ENVELOPE "X-Estafeta-Envelope-To: "
/* Then, in a game's mail, this line names the game: who to tell when the
 * server refuses the message for good. Never sent either. */
#define OUT_GAME "X-Estafeta-Game: "
/* Reads the envelope line: rcpt gets the address (valid by addr_valid),
 * *skip the length of the envelope lines. -1 if absent or not valid: a
 * message that can never be sent. */
int out_envelope(const char *raw, size_t len, char rcpt[256], size_t *skip);
/* The game line's name into game ("" when there is none or it is not a
 * safe game name). */
void out_game(const char *raw, size_t len, char game[72]);
/* data in base64, lines of 76 characters, each ending in LF (a MIME
 * part's body). */
void out_base64_lines(sbuf *b, const void *data, size_t len);
/* Quoted-printable encoding of UTF-8 text with LF line breaks. */
void out_qp(arena *a, const char *text, char **out);

#endif
