/* Reading one inbox message: MIME, idempotency key, envelope, reply
 * token, and the one game it may touch. Nothing here opens a game, so the
 * parent process reads every mail and hands each game's mail to that
 * game's child. */
#include "adjudicator/run/batch_int.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/base/sbuf.h"
#include "games/game.h"
#include "orders/lex.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static int token_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '.' ||
	       ch == '-' || ch == '_';
}

/* The tag of the first LOCAL+TAG@DOMAIN (+: the configured delimiter) (the judge address with a tag)
 * in To, Cc, Delivered-To or X-Original-To, lower-cased; NULL if none. */
static char *find_token(arena *a, const conf *c, const char *raw, size_t len)
{
	static const char *const hdrs[] = { "to:", "cc:", "delivered-to:", "x-original-to:", NULL };
	const char *at = strchr(c->address, '@');
	size_t ll = (size_t)(at - c->address), dl = strlen(c->domain);
	int wanted = 0;
	if (!c->tag_delim)
		return NULL;
	for (size_t i = 0; i < len;) {
		const char *l = raw + i;
		const char *nl = memchr(l, '\n', len - i);
		size_t n = nl ? (size_t)(nl - l) : len - i;
		i += n + 1;
		if (n == 0 || (n == 1 && l[0] == '\r'))
			break; /* end of the header */
		if (l[0] != ' ' && l[0] != '\t') {
			wanted = 0;
			for (size_t k = 0; hdrs[k] && !wanted; k++)
				wanted = n > strlen(hdrs[k]) && !strncasecmp(l, hdrs[k], strlen(hdrs[k]));
		}
		if (!wanted)
			continue;
		for (size_t k = 0; k + ll + 1 < n; k++) {
			if (strncasecmp(l + k, c->address, ll) || l[k + ll] != c->tag_delim || (k && token_char(l[k - 1])))
				continue;
			size_t t = k + ll + 1, e = t;
			while (e < n && token_char(l[e]))
				e++;
			if (e == t || e + 1 + dl > n || l[e] != '@' || strncasecmp(l + e + 1, c->domain, dl) ||
				(e + 1 + dl < n && token_char(l[e + 1 + dl])))
				continue;
			char *tok = arena_strndup(a, l + t, e - t);
			for (char *q = tok; *q; q++)
				if (*q >= 'A' && *q <= 'Z')
					*q = (char)(*q - 'A' + 'a');
			return tok;
		}
	}
	return NULL;
}

/* The unfolded value of the first header field `name` (with colon, lower
 * case) of the top header, or NULL. */
static const char *header_value(arena *a, const char *raw, size_t len, const char *name)
{
	size_t nl = strlen(name);
	for (size_t i = 0; i < len;) {
		const char *l = raw + i;
		const char *eol = memchr(l, '\n', len - i);
		size_t n = eol ? (size_t)(eol - l) : len - i;
		if (n == 0 || (n == 1 && l[0] == '\r'))
			return NULL; /* end of the header */
		i += n + 1;
		if (n < nl || strncasecmp(l, name, nl))
			continue;
		sbuf v = SBUF_INIT;
		sbuf_add(&v, l + nl, n - nl);
		while (i < len && (raw[i] == ' ' || raw[i] == '\t')) { /* continuation lines */
			const char *c = raw + i;
			const char *ce = memchr(c, '\n', len - i);
			size_t cn = ce ? (size_t)(ce - c) : len - i;
			sbuf_add(&v, c, cn);
			i += cn + 1;
		}
		char *r = arena_strndup(a, v.s ? v.s : "", v.len);
		sbuf_free(&v);
		for (char *q = r; *q; q++)
			if (*q == '\r' || *q == '\t')
				*q = ' ';
		return r;
	}
	return NULL;
}

/* The first <id> of a value, without brackets, or NULL. */
static const char *first_id(arena *a, const char *v)
{
	const char *o = v ? strchr(v, '<') : NULL;
	const char *c = o ? strchr(o, '>') : NULL;
	return c ? arena_strndup(a, o + 1, (size_t)(c - o - 1)) : NULL;
}

/* Message-ID, sender and text together, so the copies of one mail (To
 * and Cc, an MTA retry, an IMAP re-fetch) are one, while a corrected mail
 * re-sent under the same Message-ID, or a stranger's mail that borrows
 * it, is another. Without a Message-ID: the bytes. */
static const char *mail_key(arena *a, const inmail *im)
{
	unsigned char h[32];
	char hex[65];
	crypto_generichash(h, sizeof h, (const unsigned char *)im->raw, im->len, NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	if (im->mrc || !im->m.message_id || !*im->m.message_id)
		return arena_printf(a, "sha256:%s", hex);
	const char *t = im->m.text ? im->m.text : "";
	crypto_generichash(h, sizeof h, (const unsigned char *)t, strlen(t), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	char *from = arena_strdup(a, im->m.from_addr ? im->m.from_addr : "");
	for (char *q = from; *q; q++)
		if (*q >= 'A' && *q <= 'Z')
			*q = (char)(*q - 'A' + 'a');
	return arena_printf(a, "v2:%s|%s|%s", im->m.message_id, from, hex);
}

int env_parse(arena *a, const char *body, env_mail *out, es_err *e)
{
	return env_parse_verbs(a, body, game_order_verb, out, e);
}

/* The bytes of the header block, up to its blank line (all of them when
 * there is none). */
static size_t header_bytes(const char *m, size_t n)
{
	for (const char *p = m; (p = memchr(p, '\n', n - (size_t)(p - m))); ) {
		p++;
		if (p < m + n && *p == '\n')
			return (size_t)(p - m);
		if (p + 1 < m + n && p[0] == '\r' && p[1] == '\n')
			return (size_t)(p - m);
	}
	return n;
}

void inmail_read(batch *b, const char *fname, inmail *im)
{
	const conf *c = b->c;
	es_err e = { 0 };
	memset(im, 0, sizeof *im);
	im->fname = arena_strdup(b->a, fname);
	if (maildir_read(b->a, c->inbox, fname, conf_raw_limit(c), &im->raw, &im->len, &im->truncated, &e)) {
		im->kind = IM_UNREADABLE_FILE;
		/* Not a file (a FIFO, a link): said, left where it is for the
		 * operator (health names it), never holding the batch. */
		if (e.code == ES_ESYNTAX)
			fprintf(stderr, "estafeta: %s\n", e.msg);
		else
			batch_fail(b, "%s", e.msg);
		b->r->mails += e.code != ES_ESYNTAX;
		return;
	}
	b->r->mails++;
	TIMED(b->r, BT_PARSE, im->mrc = mime_parse(b->a, im->raw, im->len, 0, &im->m, &e));
	im->mwhy = im->mrc ? arena_strdup(b->a, e.msg) : NULL;
	im->text_big = !im->mrc && im->m.text &&
		       header_bytes(im->raw, im->len) + strlen(im->m.text) > c->max_mail_bytes;
	im->key = mail_key(b->a, im);
	im->raw_msgid = first_id(b->a, header_value(b->a, im->raw, im->len, "message-id:"));
	im->raw_refs = header_value(b->a, im->raw, im->len, "references:");
	if (batch_index_has(c, im->key)) {
		im->kind = IM_DUP;
		return;
	}
	if (!im->m.from_addr || !addr_valid(im->m.from_addr) || im->m.auto_submitted) {
		/* Never answer automatic mail or mail we cannot answer: an
		 * address outside our one rule would block or misdirect. */
		im->kind = IM_IGNORE;
		return;
	}
	im->kind = IM_MAIL;
	if (im->truncated || im->text_big || im->mrc || !im->m.text || !strcmp(im->m.text_source, "none"))
		return;
	TIMED(b->r, BT_PARSE, im->erc = env_parse(b->a, im->m.text, &im->env, &e));
	if (im->erc) {
		im->ewhy = arena_strdup(b->a, e.msg);
		return;
	}
	im->tok = find_token(b->a, c, im->raw, im->len);
	im->tgame = im->tok ? play_token_game(b->a, im->tok) : NULL;
	/* The game: the token's, unless PARTIDA names another; then PARTIDA's. */
	const char *eg = im->env.game ? lex_fold(b->a, im->env.game, strlen(im->env.game)) : NULL;
	if (im->tgame && (!eg || !strcmp(eg, im->tgame)))
		im->game = im->tgame;
	else
		im->game = eg ? eg : im->tgame;
	many_read(b, im);
}
