/* The mail server round trip of `estafeta selftest`; see selftest.h. */
#include "adjudicator/run/selftest.h"

#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/when.h"
#include "adjudicator/run/batch.h"
#include "adjudicator/run/batch_int.h"
#include "adjudicator/mail/mailnet.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

/* The value of header `name:` in raw (first occurrence, unfolded line
 * only: enough for the fields we wrote ourselves or a server adds). */
static void header_line(const char *raw, size_t len, const char *name, char *out, size_t n)
{
	size_t nl = strlen(name);
	out[0] = 0;
	for (size_t i = 0; i < len;) {
		const char *l = raw + i, *eol = memchr(l, '\n', len - i);
		size_t k = eol ? (size_t)(eol - l) : len - i;
		if (k == 0 || (k == 1 && l[0] == '\r'))
			return;
		i += k + 1;
		if (k > nl && !strncasecmp(l, name, nl) && l[nl] == ':') {
			size_t s = nl + 1;
			while (s < k && (l[s] == ' ' || l[s] == '\t'))
				s++;
			while (k > s && (l[k - 1] == '\r' || l[k - 1] == ' '))
				k--;
			snprintf(out, n, "%.*s", (int)(k - s), l + s);
			return;
		}
	}
}

/* Looks once through the mailbox for the message whose Message-ID is id;
 * marks it handled and fills delivered (its Delivered-To) when found. */
static int look(const conf *c, const char *id, int *found, char *delivered, size_t dn, es_err *e)
{
	mailnet_conf mc;
	netio_conf(c, &c->imap, &mc);
	mailnet_imap *im;
	int rc = mailnet_imap_open(&im, &mc, e);
	if (rc)
		return rc;
	unsigned long *uids = NULL;
	size_t n = 0;
	rc = mailnet_imap_list(im, c->done_folder[0] ? MAILNET_ALL : MAILNET_UNSEEN, &uids, &n, e);
	/* Newest first: the test mail is among the last. */
	for (size_t i = n; !rc && !*found && i-- > 0;) {
		char *data, mid[300];
		size_t len;
		int trunc;
		int r = mailnet_imap_fetch(im, uids[i], 65536, &data, &len, &trunc, e);
		if (r == ES_ENOTFOUND)
			continue;
		if (r) {
			rc = r;
			break;
		}
		header_line(data, len, "Message-ID", mid, sizeof mid);
		if (!strcmp(mid, id)) {
			*found = 1;
			header_line(data, len, "Delivered-To", delivered, dn);
			rc = mailnet_imap_done(im, uids[i], c->done_folder[0] ? c->done_folder : NULL, e);
		}
		free(data);
	}
	free(uids);
	mailnet_imap_close(im);
	return rc;
}

int selftest_run(conf *c, int wait_s, FILE *out, es_err *e)
{
	if (!c->imap.url[0] || !c->smtp.url[0]) {
		fprintf(out, "no [inbox] url and [outbox] url: the judge works on the Maildirs %s and %s, "
			     "with no mail server to test\n",
			c->inbox, c->outbox);
		return ES_OK;
	}
	int rc = conf_secrets(c, e);
	if (rc)
		return rc;
	int lock;
	if ((rc = batch_lock(c, &lock, e)))
		return rc;
	unsigned char rnd[8];
	char nonce[17];
	randombytes_buf(rnd, sizeof rnd);
	sodium_bin2hex(nonce, sizeof nonce, rnd, sizeof rnd);
	const char *at = strchr(c->address, '@');
	char to[600], id[300], date[40];
	/* A host of shard N > 1 names it, so that the Sieve script of
	 * `estafeta shard sieve` files the mail into this host's folder. */
	char shard[16] = "";
	if (c->shard > 1)
		snprintf(shard, sizeof shard, "-%d", c->shard);
	if (c->tag_delim)
		snprintf(to, sizeof to, "%.*s%cselftest%s.%s@%s", (int)(at - c->address), c->address, c->tag_delim, shard,
			nonce, c->domain);
	else
		snprintf(to, sizeof to, "%s", c->address);
	snprintf(id, sizeof id, "<selftest.%s@%s>", nonce, c->domain);
	when_rfc5322(when_now(), date);
	sbuf m = SBUF_INIT;
	sbuf_printf(&m,
		"From: <%s>\r\nTo: <%s>\r\nSubject: estafeta selftest %s\r\nDate: %s\r\nMessage-ID: %s\r\n"
		"Auto-Submitted: auto-generated\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\n"
		"A test of the judge's mail server by estafeta selftest; it is removed when read.\r\n",
		c->smtp_from, to, nonce, date, id);
	mailnet_conf mc;
	netio_conf(c, &c->smtp, &mc);
	const char *rcpt[] = { to };
	fprintf(out, "smtp: %s -> %s\n", c->smtp.url, to);
	rc = mailnet_smtp_send(&mc, c->smtp_from, rcpt, 1, m.s, m.len, e);
	sbuf_free(&m);
	if (rc == ES_EILLEGAL && c->tag_delim) {
		/* The advice first, then the server's own words, whole: not the
		 * transfer's message again (it names the address a second time,
		 * and the message it would be written into is the one read). */
		const char *said = strstr(e->msg, "server said: ");
		char reply[sizeof e->msg];
		snprintf(reply, sizeof reply, "%s", said ? said + 13 : e->msg);
		rc = es_fail(e, ES_ECONFIG,
			"the SMTP server refused the tagged address %s: set recipient_delimiter = %c in Postfix "
			"(main.cf) and Dovecot, or recipient_delimiter = none in [judge]; the server said: %s",
			to, c->tag_delim, reply);
	}
	if (rc) {
		close(lock);
		return rc;
	}
	fprintf(out, "smtp: accepted\n");
	int found = 0;
	char delivered[300] = "";
	struct timespec start;
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (;;) {
		if ((rc = look(c, id, &found, delivered, sizeof delivered, e)) || found)
			break;
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (now.tv_sec - start.tv_sec >= wait_s)
			break;
		sleep(1); /* the server delivers when it will: poll, bounded */
	}
	close(lock);
	if (rc)
		return rc;
	if (!found)
		return es_fail(e, ES_ECONFIG,
			"the mail to %s was accepted but did not reach %s within %d s: if the SMTP server's log "
			"says the delivery bounced (\"User doesn't exist\"), set recipient_delimiter = %c in Dovecot "
			"as in Postfix, or recipient_delimiter = none in [judge]; a bounce went to %s%s",
			to, c->imap.url, wait_s, c->tag_delim ? c->tag_delim : '+', c->smtp_from,
			c->shard > 1 ? "; or the mail server's Sieve script (estafeta shard sieve) has no game of this shard "
				       "yet and filed it into INBOX" : "");
	fprintf(out, "imap: %s: the mail arrived%s%s\n", c->imap.url, delivered[0] ? ", Delivered-To: " : "",
		delivered);
	if (c->tag_delim && delivered[0] && !strcasestr(delivered, nonce))
		fprintf(out, "warning: the server dropped the tag from Delivered-To; replies are still recognised by "
			     "their To header\n");
	fprintf(out, "ok\n");
	return ES_OK;
}
