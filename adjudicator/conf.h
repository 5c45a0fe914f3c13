/* DATAROOT/estafeta.conf, read with inih. Every key has a default, so a
 * data root without the file runs on the embedded Maildir transport.
 *
 *   [judge]
 *   address = juez@estafeta.invalid   ; From and Reply-To of every mail
 *   name = Estafeta
 *   max_mail_bytes = 262144           ; larger mails are refused with a reply
 *   deadline_hours = 72               ; default for new games
 *   reminder_hours = 24
 *   pwhash = interactive              ; interactive | moderate | fast (tests)
 *   [inbox]
 *   maildir = inbox                   ; relative to the data root
 *   [outbox]
 *   maildir = outbox
 */
#ifndef ES_CONF_H
#define ES_CONF_H

#include <stddef.h>

#include "adjudicator/err.h"

typedef struct conf {
	char dataroot[1024];
	char address[256];
	char domain[256]; /* the part of address after '@' */
	char name[128];
	size_t max_mail_bytes;
	int deadline_hours;
	int reminder_hours;
	unsigned long long pw_ops;
	size_t pw_mem;
	char inbox[1024];  /* absolute or dataroot-relative Maildir path, resolved */
	char outbox[1024];
} conf;

/* Loads DATAROOT/estafeta.conf if present. ES_ESYNTAX names file:line. */
int conf_load(conf *c, const char *dataroot, es_err *e);

#endif
