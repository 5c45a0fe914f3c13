/* IMAP IDLE with libetpan; see watch_imap.h. */
#include "adjudicator/run/watch_imap.h"
#include "adjudicator/mail/mailnet.h"
#include "adjudicator/run/batch_int.h" /* netio_conf */

#include <curl/curl.h>
#include <libetpan/libetpan.h>
#include <stdlib.h>
#include <string.h>

struct watch_imap {
	mailimap *imap;
};

/* The host, port and mailbox (URL-decoded; none: INBOX) of the inbox URL,
 * read by libcurl's parser as the batch's fetch reads it. */
typedef struct where {
	char host[256], mbox[512];
	int tls, port; /* tls: 1 imaps, 2 STARTTLS, 0 plain */
} where;

static int parse(const conf *c, where *w, es_err *e)
{
	CURLU *u = curl_url();
	char *scheme = NULL, *host = NULL, *port = NULL, *path = NULL;
	int rc = ES_OK;
	if (!u || curl_url_set(u, CURLUPART_URL, c->imap.url, 0) || curl_url_get(u, CURLUPART_SCHEME, &scheme, 0) ||
		curl_url_get(u, CURLUPART_HOST, &host, 0) || (strcmp(scheme, "imap") && strcmp(scheme, "imaps"))) {
		rc = es_fail(e, ES_ECONFIG, "[inbox] url: not an imap:// or imaps:// URL");
		goto out;
	}
	curl_url_get(u, CURLUPART_PORT, &port, 0);
	curl_url_get(u, CURLUPART_PATH, &path, CURLU_URLDECODE);
	int imaps = !strcmp(scheme, "imaps");
	snprintf(w->host, sizeof w->host, "%s", host);
	w->port = port ? (int)strtol(port, NULL, 10) : imaps ? 993 : 143;
	w->tls = imaps ? 1 : c->imap.tls_off ? 0 : 2;
	const char *p = path ? path : "";
	p += strspn(p, "/");
	size_t pl = strlen(p);
	while (pl && p[pl - 1] == '/')
		pl--;
	snprintf(w->mbox, sizeof w->mbox, "%.*s", (int)pl, pl ? p : "INBOX");
out:
	curl_free(scheme);
	curl_free(host);
	curl_free(port);
	curl_free(path);
	curl_url_cleanup(u);
	return rc;
}

/* The certificate of libetpan's connection against the one libcurl
 * verified: libetpan itself checks nothing. */
static int same_cert(const conf *c, mailimap *imap, es_err *e)
{
	mailnet_conf mc;
	netio_conf(c, &c->imap, &mc);
	unsigned char *ok = NULL, *got = NULL;
	size_t nok;
	int rc = mailnet_imap_peer_cert(&mc, &ok, &nok, e);
	if (rc)
		return rc;
#ifdef ES_TEST_HOOKS
	/* Test builds only: ESTAFETA_FAULT=cert makes the verified
	 * certificate differ from the connection's. */
	const char *f = getenv("ESTAFETA_FAULT");
	if (f && !strcmp(f, "cert") && nok)
		ok[nok / 2] ^= 1;
#endif
	ssize_t ngot = mailstream_ssl_get_certificate(imap->imap_stream, &got);
	if (ngot < 0 || (size_t)ngot != nok || memcmp(ok, got, nok))
		rc = es_fail(e, ES_ECONFIG,
			"IMAP IDLE: the server's certificate on this connection is not the one verified a moment ago "
			"for %s; not logging in",
			c->imap.url);
	free(ok);
	free(got);
	return rc;
}

static int etpan_fail(es_err *e, int r, const char *what, const conf *c)
{
	int code = r == MAILIMAP_ERROR_LOGIN ? ES_EAUTH
		   : r == MAILIMAP_ERROR_SELECT ? ES_ENOTFOUND
		   : r == MAILIMAP_ERROR_STARTTLS || r == MAILIMAP_ERROR_SSL ? ES_ECONFIG
									: ES_EIO;
	return es_fail(e, code, "IMAP IDLE %s: %s failed (libetpan error %d)", c->imap.url, what, r);
}

int watch_imap_open(watch_imap **out, const conf *c, es_err *e)
{
	*out = NULL;
	where w;
	int rc = parse(c, &w, e);
	if (rc)
		return rc;
	mailimap *imap = mailimap_new(0, NULL);
	if (!imap)
		return es_fail(e, ES_ERR, "IMAP IDLE: out of memory");
	mailimap_set_timeout(imap, c->net_timeout > 0 ? c->net_timeout : 30);
	int r = w.tls == 1 ? mailimap_ssl_connect(imap, w.host, (uint16_t)w.port)
			   : mailimap_socket_connect(imap, w.host, (uint16_t)w.port);
	if (r != MAILIMAP_NO_ERROR_NON_AUTHENTICATED && r != MAILIMAP_NO_ERROR_AUTHENTICATED) {
		rc = etpan_fail(e, r, "connect", c);
	} else if (w.tls == 2 && (r = mailimap_socket_starttls(imap)) != MAILIMAP_NO_ERROR) {
		rc = etpan_fail(e, r, "STARTTLS", c);
	} else if (w.tls && (rc = same_cert(c, imap, e))) {
		/* said by same_cert */
	} else if ((r = mailimap_login(imap, c->imap.user, c->imap.password)) != MAILIMAP_NO_ERROR) {
		rc = etpan_fail(e, r, "login", c);
	} else if ((r = mailimap_select(imap, w.mbox)) != MAILIMAP_NO_ERROR) {
		rc = etpan_fail(e, r, "SELECT", c);
	} else {
		if (!mailimap_has_idle(imap)) {
			struct mailimap_capability_data *cap = NULL;
			if (mailimap_capability(imap, &cap) == MAILIMAP_NO_ERROR)
				mailimap_capability_data_free(cap);
		}
		if (!mailimap_has_idle(imap))
			rc = es_fail(e, ES_EILLEGAL, "IMAP IDLE %s: the server does not offer IDLE", c->imap.url);
		else if ((r = mailimap_idle(imap)) != MAILIMAP_NO_ERROR)
			rc = etpan_fail(e, r, "IDLE", c);
	}
	if (rc) {
		mailimap_free(imap);
		return rc;
	}
	*out = xcalloc(1, sizeof **out);
	(*out)->imap = imap;
	return ES_OK;
}

int watch_imap_fd(const watch_imap *w)
{
	return mailimap_idle_get_fd(w->imap);
}

int watch_imap_buffered(const watch_imap *w)
{
	return w->imap->imap_stream && w->imap->imap_stream->read_buffer_len > 0;
}

/* A count no mailbox has: any "* N EXISTS" read while ending and entering
 * IDLE again overwrites it. */
#define NO_EXISTS UINT32_MAX

int watch_imap_renew(watch_imap *w, int *mail, es_err *e)
{
	if (w->imap->imap_selection_info)
		w->imap->imap_selection_info->sel_exists = NO_EXISTS;
	int r = mailimap_idle_done(w->imap);
	if (r == MAILIMAP_NO_ERROR)
		r = mailimap_idle(w->imap);
	*mail = !w->imap->imap_selection_info || w->imap->imap_selection_info->sel_exists != NO_EXISTS;
	if (r != MAILIMAP_NO_ERROR)
		return es_fail(e, ES_EIO, "IMAP IDLE: the session ended (libetpan error %d)", r);
	return ES_OK;
}

void watch_imap_close(watch_imap *w)
{
	if (!w)
		return;
	/* Whatever state the session is in: a LOGOUT may fail, the socket
	 * goes anyway. */
	mailimap_idle_done(w->imap);
	mailimap_logout(w->imap);
	mailimap_free(w->imap);
	free(w);
}
