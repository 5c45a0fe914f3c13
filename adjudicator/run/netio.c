/* The network ends of the batch; see the comment below. */
#include "adjudicator/run/batch_int.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/mail/outmail.h"
#include "adjudicator/mail/sentlog.h"
#include "adjudicator/base/tpl.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* --- IMAP in, SMTP out ------------------------------------------------------
 * The Maildirs stay the heart of the pipeline. IMAP messages are copied
 * into the inbox Maildir as "imap.UID" (idempotent) and left on the server;
 * once the local copy has been handled (moved to cur/ after its commit or
 * its answer) the server copy is moved to the done folder and the local
 * copy removed. SMTP takes messages from the outbox Maildir, which is then
 * the spool: a message leaves new/ only when the server accepted it. */

void netio_conf(const conf *c, const struct conf_net *n, mailnet_conf *m)
{
	m->url = n->url;
	m->user = n->user[0] ? n->user : NULL;
	m->password = n->password;
	m->cafile = n->cafile[0] ? n->cafile : NULL;
	m->tls_off = n->tls_off;
	m->timeout_s = c->net_timeout;
}

/* Copies every message of the IMAP mailbox not yet here into the inbox. */
int netio_imap_pull(batch *b, mailnet_imap *im, es_err *e)
{
	unsigned long *uids = NULL;
	size_t n = 0;
	int rc = mailnet_imap_list(im, b->c->done_folder[0] ? MAILNET_ALL : MAILNET_UNSEEN, &uids, &n, e);
	for (size_t i = 0; !rc && i < n; i++) {
		char name[64];
		snprintf(name, sizeof name, "imap.%lu", uids[i]);
		char *data;
		size_t len;
		int trunc;
		/* One byte over the limit tells the reader the mail is too big. */
		int r = mailnet_imap_fetch(im, uids[i], conf_raw_limit(b->c) + 1, &data, &len, &trunc, e);
		if (r == ES_ENOTFOUND)
			continue; /* deleted between list and fetch */
		if (r) {
			rc = r;
			break;
		}
		rc = maildir_deliver(b->c->inbox, name, data, len, 0, e);
		free(data);
	}
	free(uids);
	return rc;
}

/* Moves on the server what was handled here, then forgets the local copy. */
int netio_imap_ack(batch *b, mailnet_imap *im, es_err *e)
{
	char p[1100];
	snprintf(p, sizeof p, "%s/cur", b->c->inbox);
	DIR *d = opendir(p);
	if (!d)
		return ES_OK;
	int rc = ES_OK;
	struct dirent *de;
	while (!rc && (de = readdir(d))) {
		unsigned long uid;
		char tail[8];
		if (sscanf(de->d_name, "imap.%lu%7s", &uid, tail) != 2 || strncmp(tail, ":2,", 3))
			continue;
		rc = mailnet_imap_done(im, uid, b->c->done_folder[0] ? b->c->done_folder : NULL, e);
		if (!rc) {
			char f[1400];
			snprintf(f, sizeof f, "%s/%s", p, de->d_name);
			unlink(f);
		}
	}
	closedir(d);
	return rc;
}

/* A game's mail refused for good (5xx): its player never gets it (a
 * welcome: no password), so the game's master and the operator are told,
 * once (the notice's Message-ID comes from the spool file's name). A
 * notice belongs to no game, so a refused notice is never noticed again. */
static void tell_refused(batch *b, const char *spooled, const char *game, const char *to, const char *why)
{
	char gm[256];
	play_master_of(b->c, game, gm);
	const char *who[2] = { gm[0] ? gm : NULL, b->c->operator_addr[0] ? b->c->operator_addr : NULL };
	if (who[0] && who[1] && !strcasecmp(who[0], who[1]))
		who[1] = NULL;
	char cut[201];
	snprintf(cut, sizeof cut, "%.200s", why); /* the server's words, bounded */
	const char *v[] = { "game", game, "to", to, "why", cut, NULL };
	for (int k = 0; k < 2; k++) {
		es_err e = { 0 };
		if (who[k] && reply_notice(b, who[k], arena_printf(b->a, "refused:%d:%s", k, spooled), "core.subject.refused",
				      "core.refused", v, &e))
			fprintf(stderr, "estafeta: notice to %s not queued: %s\n", who[k], e.msg);
	}
}

/* Sends the spool over one connection, message after message; stops at
 * the first failure a retry may fix. The recipient is the envelope line
 * the composer wrote (out_envelope), never a header; a message that can
 * never go out is set aside in failed/. */
int netio_smtp_push(batch *b, es_err *e)
{
	char **names;
	size_t n;
	mailnet_conf mc;
	netio_conf(b->c, &b->c->smtp, &mc);
	mailnet_smtp *smtp = NULL;
	sentlog *log = NULL;
	int rc = maildir_list_new(b->a, b->c->outbox, &names, &n, e);
	if (!rc && n)
		rc = sentlog_open(b->c, &log, e);
	if (!rc && n)
		rc = mailnet_smtp_open(&smtp, &mc, e);
	size_t i;
	for (i = 0; !rc && i < n; i++) {
		char *raw;
		size_t len, skip;
		int trunc;
		int was = sentlog_state(log, names[i]);
		if (was == SENTLOG_SENT) {
			/* Taken by the server in a run whose marks a power cut
			 * undid: never again. */
			rc = maildir_done(b->c->outbox, names[i], e);
			continue;
		}
		if (was == SENTLOG_MAYBE)
			fprintf(stderr,
				"estafeta: outbox %s: the server may have taken it already (the connection or the power was "
				"lost between its end and the server's answer); sent again under the same Message-ID\n",
				names[i]);
		if (maildir_read(b->a, b->c->outbox, names[i], 0, &raw, &len, &trunc, e))
			continue;
		char to[256];
		if (out_envelope(raw, len, to, &skip)) {
			fprintf(stderr, "estafeta: outbox %s has no valid envelope recipient; set aside in %s/failed\n",
				names[i], b->c->outbox);
			rc = maildir_set_aside(b->c->outbox, names[i], e);
			continue;
		}
		/* Maildir files end lines with LF; the wire wants CRLF. */
		sbuf wire = SBUF_INIT;
		for (size_t k = skip; k < len; k++) {
			if (raw[k] == '\n' && (k == skip || raw[k - 1] != '\r'))
				sbuf_putc(&wire, '\r');
			sbuf_putc(&wire, raw[k]);
		}
		const char *rcpt[] = { to };
		int r = sentlog_handing(log, names[i], e);
		if (r) {
			sbuf_free(&wire);
			rc = r;
			break;
		}
		r = mailnet_smtp_put(smtp, b->c->smtp_from, rcpt, 1, wire.s, wire.len, e);
		sbuf_free(&wire);
		if (r && mailnet_smtp_unsure(smtp)) {
			/* Its "> NAME" stays the last word: the next run sends
			 * it again and says so. */
			fprintf(stderr, "estafeta: outbox %s: the connection was lost after its end: the server may have it\n",
				names[i]);
			rc = r;
			break;
		}
		es_err e2 = { 0 };
		if (sentlog_outcome(log, names[i], !r, &e2)) {
			*e = e2;
			rc = e2.code;
			break;
		}
		if (r == ES_EILLEGAL || r == ES_ESYNTAX) {
			/* Refused for good: retrying would only repeat it. */
			fprintf(stderr, "estafeta: mail %s to %s refused for good, set aside in %s/failed: %s\n", names[i],
				to, b->c->outbox, e->msg);
			char game[72];
			out_game(raw, len, game);
			if (game[0])
				tell_refused(b, names[i], game, to, e->msg);
			rc = maildir_set_aside(b->c->outbox, names[i], e);
			continue;
		}
		if (r) {
			rc = r;
			break;
		}
		b->r->sent++;
		rc = maildir_done(b->c->outbox, names[i], e);
	}
	mailnet_smtp_close(smtp);
	/* Every message of new/ had its turn: the journal's word is in the
	 * outbox's folders, once they are flushed. */
	es_err e2 = { 0 };
	if (sentlog_close(log, !rc && i == n, &e2) && !rc) {
		*e = e2;
		rc = e2.code;
	}
	return rc;
}

