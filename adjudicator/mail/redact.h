/* The copy of a received mail that a game's repository keeps. Repositories
 * are audit trails and may be published, so they never hold a password:
 * the copy is the mail's header, then its text as the pipeline read it
 * (decoded, one part), with the value of every CLAVE/PASSWORD line and
 * every other occurrence of the given secrets replaced by "***". The mail
 * as received stays only in the operator's inbox. */
#ifndef ES_REDACT_H
#define ES_REDACT_H

#include <stddef.h>

#include "adjudicator/base/arena.h"

/* raw/rawlen: the mail as received (only its header is kept); text: its
 * decoded text (mime_msg.text); secrets: NULL-terminated, may be NULL;
 * secrets shorter than 4 bytes are masked only on CLAVE lines. */
char *redact_mail(arena *a, const char *raw, size_t rawlen, const char *text, const char *const *secrets,
	size_t *outlen);

/* text with every occurrence of each secret (NULL-terminated list, may be
 * NULL; those shorter than 4 bytes left alone) replaced by "***": free
 * text an author wrote (press, a broadcast, comments) before anything
 * stores or relays it. */
char *redact_secrets(arena *a, const char *text, const char *const *secrets);

#endif
