/* IMAP fetching and SMTP submission over libcurl (see mailnet.h).
 *
 * libcurl quirks this module works around:
 *  - its URL fetch sends BODY[] (not BODY.PEEK[]), which sets \Seen: fetch
 *    reads the flags first and clears \Seen again when it was not set;
 *  - a custom FETCH drops literals, so bodies are fetched with the URL form
 *    (;UID=n, ;PARTIAL=0.max) and only literal-free replies (SEARCH, FLAGS)
 *    go through CURLOPT_CUSTOMREQUEST, whose untagged lines reach the write
 *    callback;
 *  - a SELECT refused and a LOGIN refused are both CURLE_LOGIN_DENIED; the
 *    error buffer tells them apart;
 *  - SMTP dot-stuffing only looks after CRLF, so LF line ends are turned
 *    into CRLF before sending.
 * The server's reply lines are read through the debug callback, incoming
 * side only: outgoing lines hold the password (LOGIN, AUTH PLAIN). */
#include "adjudicator/mail/mailnet.h"

#include <curl/curl.h>
#include <sodium.h>
#include <errno.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adjudicator/base/sbuf.h"

#define DEFAULT_TIMEOUT_S 30L
/* Replies other than a message body (SEARCH lists, FETCH flags) above this
 * size are refused rather than buffered. */
#define REPLY_CAP ((size_t)32 << 20)

static int global_done;

int mailnet_global_init(es_err *e)
{
	if (global_done)
		return ES_OK;
	CURLcode rc = curl_global_init(CURL_GLOBAL_DEFAULT);
	if (rc != CURLE_OK)
		return es_fail(e, ES_ERR, "libcurl init: %s", curl_easy_strerror(rc));
	global_done = 1;
	return ES_OK;
}

void mailnet_global_cleanup(void)
{
	if (global_done)
		curl_global_cleanup();
	global_done = 0;
}

/* --- what one curl handle carries ------------------------------------------ */

typedef struct link {
	CURL *h;
	char *shown;     /* scheme://host:port[/mailbox], safe for messages */
	char *password;  /* kept only to scrub it from messages */
	char *cafile;    /* named in trust errors; NULL: the system store */
	sbuf body;       /* write callback output */
	size_t cap;      /* body bytes kept; more is counted in dropped */
	size_t dropped;
	char reply[256]; /* the server's first refusal (NO, BAD, 4xx, 5xx), printable ASCII */
	char errbuf[CURL_ERROR_SIZE];
} link;

static size_t on_write(char *p, size_t size, size_t n, void *ud)
{
	link *l = ud;
	size_t len = size * n;
	size_t room = l->cap > l->body.len ? l->cap - l->body.len : 0;
	size_t keep = len < room ? len : room;
	sbuf_add(&l->body, p, keep);
	/* Excess is swallowed, not refused: refusing would break the
	 * connection in the middle of a reply. */
	l->dropped += len - keep;
	return len;
}

/* True for a server line that refuses something: an IMAP "tag NO|BAD"
 * (tagged or untagged) or an SMTP 4xx/5xx reply. */
int mailnet_parse_refusal(const char *s)
{
	if (s[0] >= '4' && s[0] <= '5' && s[1] >= '0' && s[1] <= '9' && s[2] >= '0' && s[2] <= '9')
		return 1;
	const char *w = strchr(s, ' ');
	if (!w)
		return 0;
	w++;
	size_t wl = strcspn(w, " ");
	return (wl == 2 && strncasecmp(w, "NO", 2) == 0) || (wl == 3 && strncasecmp(w, "BAD", 3) == 0);
}

/* Keeps the first refusal of the request: later lines (QUIT, LOGOUT when
 * libcurl drops the connection after an error) would hide it. */
static int on_debug(CURL *h, curl_infotype type, char *p, size_t n, void *ud)
{
	(void)h;
	link *l = ud;
	if (type != CURLINFO_HEADER_IN || l->reply[0])
		return 0;
	char line[sizeof l->reply];
	size_t k = 0;
	for (size_t i = 0; i < n && k + 1 < sizeof line; i++) {
		unsigned char ch = (unsigned char)p[i];
		if (ch == '\r' || ch == '\n')
			break;
		line[k++] = ch >= 0x20 && ch < 0x7f ? (char)ch : '?';
	}
	line[k] = '\0';
	if (mailnet_parse_refusal(line))
		memcpy(l->reply, line, k + 1);
	return 0;
}

static void link_reset(link *l, size_t cap)
{
	sbuf_reset(&l->body);
	l->cap = cap;
	l->dropped = 0;
	l->reply[0] = '\0';
	l->errbuf[0] = '\0';
}

/* The connection and what link_open copied; `shown` and the buffers stay
 * (a session opens its link again after a failure). */
static void link_close(link *l)
{
	if (l->h)
		curl_easy_cleanup(l->h);
	l->h = NULL;
	free(l->cafile);
	l->cafile = NULL;
	if (l->password) {
		explicit_bzero(l->password, strlen(l->password));
		free(l->password);
		l->password = NULL;
	}
}

static void link_free(link *l)
{
	link_close(l);
	sbuf_free(&l->body);
	free(l->shown);
	l->shown = NULL;
}

/* Replaces every copy of the password in e->msg by "***" (belt and
 * braces: nothing we print should contain it). */
static void scrub(es_err *e, const char *pw)
{
	if (!e || !pw || strlen(pw) < 3)
		return;
	size_t pl = strlen(pw);
	char *hit;
	while ((hit = strstr(e->msg, pw)) != NULL) {
		memcpy(hit, "***", 3);
		memmove(hit + 3, hit + pl, strlen(hit + pl) + 1);
	}
}

typedef struct parsed_url {
	char *scheme, *host, *port, *path;
} parsed_url;

static void parsed_free(parsed_url *u)
{
	curl_free(u->scheme);
	curl_free(u->host);
	curl_free(u->port);
	curl_free(u->path);
}

/* Splits url with libcurl's own parser, so we build request URLs the way
 * libcurl will read them. A user or password inside the URL is refused:
 * it would end up in messages. */
static int parse_url(const char *url, parsed_url *out, es_err *e)
{
	memset(out, 0, sizeof *out);
	if (!url || !*url)
		return es_fail(e, ES_ESYNTAX, "no mail server URL");
	CURLU *u = curl_url();
	if (!u)
		return es_fail(e, ES_ERR, "out of memory parsing a URL");
	int rc = ES_OK;
	char *user = NULL, *query = NULL;
	if (curl_url_set(u, CURLUPART_URL, url, 0) != CURLUE_OK ||
		curl_url_get(u, CURLUPART_SCHEME, &out->scheme, 0) != CURLUE_OK ||
		curl_url_get(u, CURLUPART_HOST, &out->host, 0) != CURLUE_OK) {
		rc = es_fail(e, ES_ESYNTAX, "mail server URL is not a valid URL");
		goto done;
	}
	if (curl_url_get(u, CURLUPART_USER, &user, 0) == CURLUE_OK) {
		rc = es_fail(e, ES_ESYNTAX, "mail server URL %s://%s: put the user and password in "
			"their own settings, not in the URL", out->scheme, out->host);
		goto done;
	}
	if (curl_url_get(u, CURLUPART_QUERY, &query, 0) == CURLUE_OK) {
		rc = es_fail(e, ES_ESYNTAX, "mail server URL %s://%s has a query (?...), which means "
			"a search to libcurl", out->scheme, out->host);
		goto done;
	}
	curl_url_get(u, CURLUPART_PORT, &out->port, 0);
	curl_url_get(u, CURLUPART_PATH, &out->path, 0);
done:
	curl_free(user);
	curl_free(query);
	curl_url_cleanup(u);
	if (rc)
		parsed_free(out);
	return rc;
}

/* The options every handle gets: timeouts, TLS policy, CA, credentials,
 * callbacks. protocols: the schemes libcurl may use for this handle. */
static int link_open(link *l, const mailnet_conf *c, const char *protocols, es_err *e)
{
	if (mailnet_global_init(e))
		return ES_ERR;
	/* A missing trust store is a setting to fix, not a server problem:
	 * say so before GnuTLS turns it into a vague handshake error. */
	if (c->cafile && *c->cafile) {
		FILE *f = fopen(c->cafile, "r");
		if (!f)
			return es_fail(e, ES_ECONFIG, "cafile %s: cannot read it: %s", c->cafile, strerror(errno));
		fclose(f);
		l->cafile = xstrdup(c->cafile);
	}
	l->h = curl_easy_init();
	if (!l->h)
		return es_fail(e, ES_ERR, "libcurl: cannot create a handle");
	long t = c->timeout_s > 0 ? c->timeout_s : DEFAULT_TIMEOUT_S;
	if (t > 3600)
		t = 3600;
	CURL *h = l->h;
	CURLcode rc = CURLE_OK;
#define SET(opt, val) \
	do { \
		if (rc == CURLE_OK) \
			rc = curl_easy_setopt(h, opt, val); \
	} while (0)
	SET(CURLOPT_NOSIGNAL, 1L);
	SET(CURLOPT_PROTOCOLS_STR, protocols);
	SET(CURLOPT_CONNECTTIMEOUT, t);
	SET(CURLOPT_SERVER_RESPONSE_TIMEOUT, t);
	SET(CURLOPT_LOW_SPEED_LIMIT, 1L);
	SET(CURLOPT_LOW_SPEED_TIME, t);
	/* Backstop for a server trickling bytes just fast enough. */
	SET(CURLOPT_TIMEOUT, 20 * t);
	SET(CURLOPT_SSL_VERIFYPEER, 1L);
	SET(CURLOPT_SSL_VERIFYHOST, 2L);
	if (c->cafile && *c->cafile)
		SET(CURLOPT_CAINFO, c->cafile);
	/* Matters for imap:// and smtp:// only (STARTTLS); imaps:// and
	 * smtps:// are TLS from the first byte whatever this says. */
	SET(CURLOPT_USE_SSL, c->tls_off ? (long)CURLUSESSL_NONE : (long)CURLUSESSL_ALL);
	if (c->user && *c->user) {
		SET(CURLOPT_USERNAME, c->user);
		SET(CURLOPT_PASSWORD, c->password ? c->password : "");
	}
	SET(CURLOPT_ERRORBUFFER, l->errbuf);
	SET(CURLOPT_WRITEFUNCTION, on_write);
	SET(CURLOPT_WRITEDATA, l);
	SET(CURLOPT_DEBUGFUNCTION, on_debug);
	SET(CURLOPT_DEBUGDATA, l);
	SET(CURLOPT_VERBOSE, 1L);
#undef SET
	if (rc != CURLE_OK)
		return es_fail(e, ES_ERR, "libcurl option: %s", curl_easy_strerror(rc));
	if (c->password)
		l->password = xstrdup(c->password);
	return ES_OK;
}

/* Error code for a failed transfer; protocol-specific cases are decided by
 * the callers before this. */
static int code_of(CURLcode rc)
{
	switch (rc) {
	case CURLE_UNSUPPORTED_PROTOCOL:
	case CURLE_URL_MALFORMAT:
		return ES_ESYNTAX;
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_CONNECT:
	case CURLE_OPERATION_TIMEDOUT:
	case CURLE_SEND_ERROR:
	case CURLE_RECV_ERROR:
	case CURLE_GOT_NOTHING:
	case CURLE_PARTIAL_FILE:
	case CURLE_WEIRD_SERVER_REPLY:
		return ES_EIO;
	case CURLE_LOGIN_DENIED:
		return ES_EAUTH;
	case CURLE_REMOTE_FILE_NOT_FOUND:
		return ES_ENOTFOUND;
	/* TLS policy and trust: retrying cannot fix them. */
	case CURLE_USE_SSL_FAILED:
	case CURLE_PEER_FAILED_VERIFICATION:
	case CURLE_SSL_CACERT_BADFILE:
	case CURLE_SSL_CERTPROBLEM:
		return ES_ECONFIG;
	default:
		return ES_ERR;
	}
}

/* Fills e from a failed transfer: what we did, where, curl's words, a hint,
 * and the server's first refusal. */
static int link_fail(link *l, CURLcode rc, int code, const char *what, es_err *e)
{
	const char *why = l->errbuf[0] ? l->errbuf : curl_easy_strerror(rc);
	const char *hint = "";
	char trust[1200];
	if (rc == CURLE_USE_SSL_FAILED) {
		hint = " (TLS is required: the server offers no STARTTLS; tls = off allows plain text)";
	} else if (rc == CURLE_PEER_FAILED_VERIFICATION || rc == CURLE_SSL_CACERT_BADFILE) {
		snprintf(trust, sizeof trust, " (the server's certificate is not trusted by %s%s: check cafile)",
			l->cafile ? "cafile " : "the system store", l->cafile ? l->cafile : "");
		hint = trust;
	}
	if (l->reply[0])
		es_fail(e, code, "%s %s: %s%s; server said: %s", what, l->shown, why, hint, l->reply);
	else
		es_fail(e, code, "%s %s: %s%s", what, l->shown, why, hint);
	scrub(e, l->password);
	return code;
}

/* --- IMAP ------------------------------------------------------------------ */

struct mailnet_imap {
	link l;
	char *root;  /* scheme://host:port/ */
	char *mbox;  /* scheme://host:port/MAILBOX (URL-encoded as given) */
};

/* Runs one request: url, custom command (NULL: the URL's own action). */
static CURLcode imap_do(mailnet_imap *m, const char *url, const char *custom, size_t cap)
{
	link_reset(&m->l, cap);
	curl_easy_setopt(m->l.h, CURLOPT_URL, url);
	curl_easy_setopt(m->l.h, CURLOPT_CUSTOMREQUEST, custom);
	return curl_easy_perform(m->l.h);
}

static int imap_fail(mailnet_imap *m, CURLcode rc, const char *what, es_err *e)
{
	int code = code_of(rc);
	/* libcurl reports a refused SELECT like a refused login. */
	if (rc == CURLE_LOGIN_DENIED && strncmp(m->l.errbuf, "Select", 6) == 0)
		code = ES_ENOTFOUND;
	return link_fail(&m->l, rc, code, what, e);
}

static int imap_open(mailnet_imap **out, const mailnet_conf *c, int certinfo, es_err *e);

int mailnet_imap_open(mailnet_imap **out, const mailnet_conf *c, es_err *e)
{
	return imap_open(out, c, 0, e);
}

/* The DER of the first certificate of libcurl's "Cert:" PEM text. */
static int pem_to_der(const char *pem, unsigned char **der, size_t *len)
{
	const char *b = strstr(pem, "-----BEGIN CERTIFICATE-----");
	const char *z = b ? strstr(b, "-----END CERTIFICATE-----") : NULL;
	if (!z)
		return -1;
	b += strlen("-----BEGIN CERTIFICATE-----");
	size_t cap = (size_t)(z - b);
	*der = xcalloc(1, cap + 1);
	if (sodium_base642bin(*der, cap, b, (size_t)(z - b), " \t\r\n", len, NULL, sodium_base64_VARIANT_ORIGINAL)) {
		free(*der);
		*der = NULL;
		return -1;
	}
	return 0;
}

int mailnet_imap_peer_cert(const mailnet_conf *c, unsigned char **der, size_t *len, es_err *e)
{
	*der = NULL;
	*len = 0;
	mailnet_imap *m;
	int rc = imap_open(&m, c, 1, e);
	if (rc)
		return rc;
	struct curl_certinfo *ci = NULL;
	if (curl_easy_getinfo(m->l.h, CURLINFO_CERTINFO, &ci) == CURLE_OK && ci && ci->num_of_certs > 0)
		for (struct curl_slist *s = ci->certinfo[0]; s && !*der; s = s->next)
			if (!strncmp(s->data, "Cert:", 5))
				pem_to_der(s->data + 5, der, len);
	if (!*der)
		rc = es_fail(e, c->tls_off ? ES_ENOTFOUND : ES_ERR, "%s: libcurl shows no server certificate%s", m->l.shown,
			c->tls_off ? " (tls = off)" : "");
	mailnet_imap_close(m);
	return rc;
}

static int imap_open(mailnet_imap **out, const mailnet_conf *c, int certinfo, es_err *e)
{
	*out = NULL;
	parsed_url u;
	int rc = parse_url(c->url, &u, e);
	if (rc)
		return rc;
	int imaps = strcmp(u.scheme, "imaps") == 0;
	if (!imaps && strcmp(u.scheme, "imap") != 0) {
		rc = es_fail(e, ES_ESYNTAX, "inbox URL %s://%s: the scheme must be imap or imaps",
			u.scheme, u.host);
		parsed_free(&u);
		return rc;
	}
	mailnet_imap *m = xcalloc(1, sizeof *m);
	sbuf b = SBUF_INIT;
	sbuf_printf(&b, "%s://%s", u.scheme, u.host);
	if (u.port)
		sbuf_printf(&b, ":%s", u.port);
	sbuf_putc(&b, '/');
	m->root = xstrdup(sbuf_str(&b));
	/* The mailbox is the path without its slashes; none means INBOX. */
	const char *p = u.path ? u.path : "";
	while (*p == '/')
		p++;
	size_t pl = strlen(p);
	while (pl > 0 && p[pl - 1] == '/')
		pl--;
	if (pl == 0)
		sbuf_puts(&b, "INBOX");
	else
		sbuf_add(&b, p, pl);
	m->mbox = sbuf_detach(&b);
	m->l.shown = xstrdup(m->mbox);
	parsed_free(&u);
	rc = link_open(&m->l, c, "imap,imaps", e);
	if (rc == ES_OK && certinfo)
		curl_easy_setopt(m->l.h, CURLOPT_CERTINFO, 1L);
	if (rc == ES_OK) {
		/* NOOP on the mailbox URL: libcurl connects, logs in and SELECTs. */
		CURLcode cr = imap_do(m, m->mbox, "NOOP", REPLY_CAP);
		if (cr != CURLE_OK)
			rc = imap_fail(m, cr, "cannot open mailbox", e);
	}
	if (rc) {
		mailnet_imap_close(m);
		return rc;
	}
	*out = m;
	return ES_OK;
}

void mailnet_imap_close(mailnet_imap *m)
{
	if (!m)
		return;
	link_free(&m->l); /* curl_easy_cleanup sends LOGOUT */
	free(m->root);
	free(m->mbox);
	free(m);
}

/* Numbers of every "* SEARCH n n ..." line of s. */
int mailnet_parse_search(const char *s, unsigned long **uids, size_t *n)
{
	size_t cap = 0;
	*uids = NULL;
	*n = 0;
	while (*s) {
		const char *eol = strchr(s, '\n');
		const char *end = eol ? eol : s + strlen(s);
		if (end - s >= 8 && strncasecmp(s, "* SEARCH", 8) == 0) {
			const char *q = s + 8;
			while (q < end) {
				while (q < end && (*q == ' ' || *q == '\r'))
					q++;
				if (q >= end)
					break;
				if (*q < '0' || *q > '9')
					return ES_ERR;
				char *stop;
				unsigned long v = strtoul(q, &stop, 10);
				if (v == 0 || (stop < end && *stop != ' ' && *stop != '\r'))
					return ES_ERR;
				if (*n == cap) {
					cap = cap ? cap * 2 : 64;
					*uids = xrealloc(*uids, cap * sizeof **uids);
				}
				(*uids)[(*n)++] = v;
				q = stop;
			}
		}
		s = eol ? eol + 1 : end;
	}
	return ES_OK;
}

static int cmp_ulong(const void *a, const void *b)
{
	unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b;
	return (x > y) - (x < y);
}

int mailnet_imap_list(mailnet_imap *m, int which, unsigned long **uids, size_t *n, es_err *e)
{
	*uids = NULL;
	*n = 0;
	const char *cmd = which == MAILNET_UNSEEN ? "UID SEARCH UNSEEN UNDELETED" : "UID SEARCH UNDELETED";
	CURLcode cr = imap_do(m, m->mbox, cmd, REPLY_CAP);
	if (cr != CURLE_OK)
		return imap_fail(m, cr, "cannot list", e);
	if (m->l.dropped)
		return es_fail(e, ES_ETOOBIG, "list %s: reply over %zu bytes", m->l.shown, REPLY_CAP);
	if (mailnet_parse_search(sbuf_str(&m->l.body), uids, n)) {
		free(*uids);
		*uids = NULL;
		*n = 0;
		return es_fail(e, ES_ERR, "list %s: unexpected SEARCH reply", m->l.shown);
	}
	if (*n > 1)
		qsort(*uids, *n, sizeof **uids, cmp_ulong);
	return ES_OK;
}

/* The value after the FETCH item name (UID, FLAGS, RFC822.SIZE) in a FETCH
 * line, or NULL. Item names follow '(' or ' ' and precede ' '. */
const char *mailnet_parse_fetch_item(const char *line, const char *end, const char *name)
{
	size_t nl = strlen(name);
	/* Searched within the line only: a search to the end of the whole
	 * reply from every line would make a long reply quadratic. */
	const char *open = memmem(line, (size_t)(end - line), "FETCH (", 7);
	if (!open)
		return NULL;
	for (const char *q = open + 6; q + nl < end; q++) {
		if ((q[-1] == '(' || q[-1] == ' ') && strncasecmp(q, name, nl) == 0 && q[nl] == ' ')
			return q + nl + 1;
	}
	return NULL;
}

typedef mailnet_msg_state msg_state;

void mailnet_parse_fetch(const char *s, unsigned long uid, mailnet_msg_state *st)
{
	memset(st, 0, sizeof *st);
	while (*s) {
		const char *eol = strchr(s, '\n');
		const char *end = eol ? eol : s + strlen(s);
		const char *v = mailnet_parse_fetch_item(s, end, "UID");
		if (v && strtoul(v, NULL, 10) == uid) {
			st->found = 1;
			const char *f = mailnet_parse_fetch_item(s, end, "FLAGS");
			if (f && *f == '(') {
				const char *close = memchr(f, ')', (size_t)(end - f));
				for (const char *q = f; close && !st->seen && q + 5 <= close; q++)
					st->seen = !strncasecmp(q, "\\Seen", 5);
			}
			const char *z = mailnet_parse_fetch_item(s, end, "RFC822.SIZE");
			if (z)
				st->size = strtoull(z, NULL, 10);
		}
		s = eol ? eol + 1 : end;
	}
}

/* Asks the server whether uid still exists, with its flags and size. */
static int imap_probe(mailnet_imap *m, unsigned long uid, msg_state *st, es_err *e)
{
	memset(st, 0, sizeof *st);
	char cmd[96];
	snprintf(cmd, sizeof cmd, "UID FETCH %lu (UID FLAGS RFC822.SIZE)", uid);
	CURLcode cr = imap_do(m, m->mbox, cmd, REPLY_CAP);
	if (cr != CURLE_OK)
		return imap_fail(m, cr, "cannot read the flags of a message in", e);
	mailnet_parse_fetch(sbuf_str(&m->l.body), uid, st);
	return ES_OK;
}

int mailnet_imap_fetch(mailnet_imap *m, unsigned long uid, size_t max,
	char **data, size_t *len, int *truncated, es_err *e)
{
	*data = NULL;
	*len = 0;
	if (truncated)
		*truncated = 0;
	msg_state st;
	int rc = imap_probe(m, uid, &st, e);
	if (rc)
		return rc;
	if (!st.found)
		return es_fail(e, ES_ENOTFOUND, "message UID %lu is gone from %s", uid, m->l.shown);
	int partial = max > 0 && st.size > max;
	sbuf url = SBUF_INIT;
	sbuf_printf(&url, "%s;UID=%lu", m->mbox, uid);
	if (partial)
		sbuf_printf(&url, ";PARTIAL=0.%zu", max);
	CURLcode cr = imap_do(m, sbuf_str(&url), NULL, max > 0 ? max : SIZE_MAX);
	sbuf_free(&url);
	if (cr != CURLE_OK) {
		rc = imap_fail(m, cr, "cannot fetch a message from", e);
		/* Expunged while we looked? Then say so, not "I/O error". */
		msg_state again;
		if (imap_probe(m, uid, &again, NULL) == ES_OK && !again.found)
			rc = es_fail(e, ES_ENOTFOUND, "message UID %lu is gone from %s", uid, m->l.shown);
		return rc;
	}
	/* libcurl's FETCH BODY[] set \Seen: put it back as it was. A failure is
	 * ignored, as we already hold the message. */
	int cut = partial || m->l.dropped > 0;
	if (!st.seen) {
		char cmd[96];
		snprintf(cmd, sizeof cmd, "UID STORE %lu -FLAGS.SILENT (\\Seen)", uid);
		sbuf keep = m->l.body;
		sbuf_init(&m->l.body);
		imap_do(m, m->mbox, cmd, REPLY_CAP);
		sbuf_free(&m->l.body);
		m->l.body = keep;
	}
	if (truncated)
		*truncated = cut;
	*len = m->l.body.len;
	*data = sbuf_detach(&m->l.body);
	return ES_OK;
}

/* An IMAP quoted string may not hold CR, LF, '"' or '\'; non-ASCII names
 * would need modified UTF-7, which we do not write. */
static int folder_ok(const char *f)
{
	size_t n = 0;
	for (; f[n]; n++) {
		unsigned char ch = (unsigned char)f[n];
		if (ch < 0x20 || ch >= 0x7f || ch == '"' || ch == '\\')
			return 0;
	}
	return n > 0 && n <= 200;
}

int mailnet_imap_done(mailnet_imap *m, unsigned long uid, const char *folder, es_err *e)
{
	if (folder && !folder_ok(folder))
		return es_fail(e, ES_ESYNTAX, "folder name '%.60s' must be 1-200 printable ASCII "
			"characters without '\"' or '\\'", folder);
	/* \Seen first, also before a move: handled mail reads as read. */
	char cmd[320];
	snprintf(cmd, sizeof cmd, "UID STORE %lu +FLAGS.SILENT (\\Seen)", uid);
	CURLcode cr = imap_do(m, m->mbox, cmd, REPLY_CAP);
	if (cr != CURLE_OK)
		return imap_fail(m, cr, "cannot flag a message \\Seen in", e);
	if (!folder)
		return ES_OK;
	snprintf(cmd, sizeof cmd, "UID MOVE %lu \"%s\"", uid, folder);
	cr = imap_do(m, m->mbox, cmd, REPLY_CAP);
	if (cr == CURLE_QUOTE_ERROR && strstr(m->l.reply, "[TRYCREATE]")) {
		char create[256];
		snprintf(create, sizeof create, "CREATE \"%s\"", folder);
		CURLcode cc = imap_do(m, m->root, create, REPLY_CAP);
		/* Someone else may have created it in between. */
		if (cc != CURLE_OK && !strstr(m->l.reply, "[ALREADYEXISTS]"))
			return imap_fail(m, cc, "cannot create the folder for handled mail at", e);
		cr = imap_do(m, m->mbox, cmd, REPLY_CAP);
	}
	if (cr != CURLE_OK)
		return imap_fail(m, cr, "cannot move a message out of", e);
	return ES_OK;
}

/* --- SMTP ------------------------------------------------------------------ */

typedef struct reader {
	const char *p;
	size_t left;
	int end; /* every byte handed to libcurl: the final dot follows */
} reader;

/* libcurl knows the size and may never ask past the last byte. */
static size_t on_read(char *buf, size_t size, size_t n, void *ud)
{
	reader *r = ud;
	size_t k = size * n < r->left ? size * n : r->left;
	memcpy(buf, r->p, k);
	r->p += k;
	r->left -= k;
	if (!r->left)
		r->end = 1;
	return k;
}

/* An address goes between < and > on the SMTP command line. */
static int addr_ok(const char *a)
{
	for (; *a; a++) {
		unsigned char ch = (unsigned char)*a;
		if (ch <= 0x20 || ch == 0x7f || ch == '<' || ch == '>')
			return 0;
	}
	return 1;
}

/* The 3-digit code of an SMTP reply line, or 0. */
int mailnet_parse_reply_code(const char *s)
{
	if (s[0] < '2' || s[0] > '5' || s[1] < '0' || s[1] > '9' || s[2] < '0' || s[2] > '9')
		return 0;
	return (s[0] - '0') * 100 + (s[1] - '0') * 10 + (s[2] - '0');
}

static int smtp_code(const link *l, CURLcode rc)
{
	int code = code_of(rc);
	if (rc != CURLE_SEND_ERROR && rc != CURLE_WEIRD_SERVER_REPLY)
		return code;
	/* libcurl maps refusals at MAIL, RCPT and end of DATA to these too;
	 * the server's code decides. */
	int sc = mailnet_parse_reply_code(l->reply); /* 0 when the server refused nothing */
	if (sc >= 400 && sc < 500)
		return ES_EIO;
	if (sc >= 500) {
		if (strncmp(l->errbuf, "MAIL", 4) == 0)
			return ES_ECONFIG; /* our sender address: a setting to fix */
		return ES_EILLEGAL;
	}
	return code;
}

struct mailnet_smtp {
	const mailnet_conf *c;
	link l;
	int open;
	int unsure; /* the last put failed after handing over all its data */
};

int mailnet_smtp_unsure(const mailnet_smtp *s)
{
	return s && s->unsure;
}

int mailnet_smtp_open(mailnet_smtp **out, const mailnet_conf *c, es_err *e)
{
	parsed_url u;
	int rc = parse_url(c->url, &u, e);
	*out = NULL;
	if (rc) {
		/* The server's URL is a setting: ES_ESYNTAX here would read as
		 * "this message is malformed" and set every mail aside. */
		if (rc == ES_ESYNTAX && e)
			e->code = ES_ECONFIG;
		return rc == ES_ESYNTAX ? ES_ECONFIG : rc;
	}
	if (strcmp(u.scheme, "smtp") != 0 && strcmp(u.scheme, "smtps") != 0) {
		rc = es_fail(e, ES_ECONFIG, "outbox URL %s://%s: the scheme must be smtp or smtps", u.scheme, u.host);
		parsed_free(&u);
		return rc;
	}
	mailnet_smtp *s = xcalloc(1, sizeof *s);
	s->c = c;
	sbuf b = SBUF_INIT;
	sbuf_printf(&b, "%s://%s", u.scheme, u.host);
	if (u.port)
		sbuf_printf(&b, ":%s", u.port);
	s->l.shown = sbuf_detach(&b);
	parsed_free(&u);
	*out = s;
	return ES_OK;
}

void mailnet_smtp_close(mailnet_smtp *s)
{
	if (!s)
		return;
	link_free(&s->l);
	free(s);
}

int mailnet_smtp_put(mailnet_smtp *s, const char *from, const char *const *rcpt, size_t nrcpt, const char *data,
	size_t len, es_err *e)
{
	int rc = ES_OK;
	if (!from)
		from = ""; /* the null sender <>, as bounces use */
	if (nrcpt == 0)
		rc = es_fail(e, ES_ESYNTAX, "a mail without recipients");
	if (!rc && !addr_ok(from))
		rc = es_fail(e, ES_ESYNTAX, "bad sender address '%.80s'", from);
	for (size_t i = 0; !rc && i < nrcpt; i++) {
		if (!rcpt[i] || !*rcpt[i] || !addr_ok(rcpt[i]))
			rc = es_fail(e, ES_ESYNTAX, "bad recipient address '%.80s'", rcpt[i] ? rcpt[i] : "");
	}
	s->unsure = 0;
	if (rc)
		return rc;
	/* CRLF everywhere, so libcurl's dot-stuffing sees every line. */
	sbuf msg = SBUF_INIT;
	for (size_t i = 0; i < len; i++) {
		if (data[i] == '\n' && (i == 0 || data[i - 1] != '\r'))
			sbuf_putc(&msg, '\r');
		sbuf_putc(&msg, data[i]);
	}
	sbuf from_b = SBUF_INIT;
	sbuf_printf(&from_b, "<%s>", from);
	struct curl_slist *to = NULL;
	for (size_t i = 0; i < nrcpt && rc == ES_OK; i++) {
		sbuf one = SBUF_INIT;
		sbuf_printf(&one, "<%s>", rcpt[i]);
		struct curl_slist *t = curl_slist_append(to, sbuf_str(&one));
		sbuf_free(&one);
		if (!t)
			rc = es_fail(e, ES_ERR, "out of memory");
		else
			to = t;
	}
	if (rc == ES_OK && !s->open) {
		rc = link_open(&s->l, s->c, "smtp,smtps", e);
		s->open = rc == ES_OK;
	}
	if (rc == ES_OK) {
		reader r = { msg.s ? msg.s : "", msg.len, 0 };
		link_reset(&s->l, REPLY_CAP);
		s->l.reply[0] = '\0';
		s->l.errbuf[0] = '\0';
		/* The URL's path, if any, is libcurl's EHLO name. */
		curl_easy_setopt(s->l.h, CURLOPT_URL, s->c->url);
		curl_easy_setopt(s->l.h, CURLOPT_MAIL_FROM, sbuf_str(&from_b));
		curl_easy_setopt(s->l.h, CURLOPT_MAIL_RCPT, to);
		curl_easy_setopt(s->l.h, CURLOPT_UPLOAD, 1L);
		curl_easy_setopt(s->l.h, CURLOPT_READFUNCTION, on_read);
		curl_easy_setopt(s->l.h, CURLOPT_READDATA, &r);
		curl_easy_setopt(s->l.h, CURLOPT_INFILESIZE_LARGE, (curl_off_t)msg.len);
		CURLcode cr = curl_easy_perform(s->l.h);
		if (cr != CURLE_OK) {
			rc = link_fail(&s->l, cr, smtp_code(&s->l, cr), "cannot send mail through", e);
			/* All the data went and no refusal came back: the
			 * connection was lost between the final dot and the
			 * server's answer, which may have been 250 (RFC 1047). */
			s->unsure = r.end && !s->l.reply[0];
			/* Whatever state the connection is in, the next message
			 * starts on a new one. */
			link_close(&s->l);
			s->open = 0;
		} else {
			/* The list is freed below; the handle must not keep it. */
			curl_easy_setopt(s->l.h, CURLOPT_MAIL_RCPT, NULL);
		}
	}
	curl_slist_free_all(to);
	sbuf_free(&from_b);
	sbuf_free(&msg);
	return rc;
}

int mailnet_smtp_send(const mailnet_conf *c, const char *from, const char *const *rcpt, size_t nrcpt,
	const char *data, size_t len, es_err *e)
{
	mailnet_smtp *s;
	int rc = mailnet_smtp_open(&s, c, e);
	if (rc)
		return rc;
	rc = mailnet_smtp_put(s, from, rcpt, nrcpt, data, len, e);
	mailnet_smtp_close(s);
	return rc;
}
