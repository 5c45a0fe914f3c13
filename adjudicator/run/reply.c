/* Answers and notices that are no part of a commit: rejections, the
 * throttles that keep the judge from being anyone's reflector or
 * password oracle. */
#include "adjudicator/run/batch_int.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/mail/outmail.h"
#include "adjudicator/mail/throttle.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

static void idkey_hex(const char *idkey, char hex[33])
{
	unsigned char h[16];
	crypto_generichash(h, sizeof h, (const unsigned char *)idkey, strlen(idkey), NULL, 0);
	sodium_bin2hex(hex, 33, h, sizeof h);
}

const char *reply_message_id(batch *b, const char *idkey)
{
	char hex[33];
	idkey_hex(idkey, hex);
	return arena_printf(b->a, "reply.%s@%s", hex, b->c->domain);
}

/* Spools a mail that is no part of a commit (answers, notices) under a
 * name and Message-ID derived from `idkey`, so a retried run writes the
 * same file again instead of a second one. */
int reply_send_to(batch *b, const char *to, const char *to_name, const char *idkey, const char *subject,
	const char *body, int is_reply, const char *in_reply_to, const char *references, const char *reply_addr,
	es_err *e)
{
	char hex[33];
	idkey_hex(idkey, hex);
	out_msg o = { 0 };
	o.to = to;
	o.to_name = to_name;
	o.subject = subject;
	o.body = body;
	o.message_id = reply_message_id(b, idkey);
	o.in_reply_to = in_reply_to;
	o.references = references;
	o.is_reply = is_reply;
	o.reply_addr = reply_addr;
	size_t len;
	char *raw = out_compose(b->a, b->c, &o, when_now(), &len);
	return outbox_put(b->c, o.message_id, arena_printf(b->a, "%lld.reply.%s", (long long)when_now(), hex), raw, len,
		0, e);
}

int reply_notice(batch *b, const char *to, const char *idkey, const char *subj_id, const char *body_id,
	const char *const *vars, es_err *e)
{
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	es_err te = { 0 };
	if (tpl_render(&subj, tpl_langs[0], subj_id, vars, &te))
		fprintf(stderr, "estafeta: %s\n", te.msg);
	for (size_t l = 0; tpl_langs[l]; l++) {
		if (l)
			sbuf_puts(&body, PLAY_LANG_BREAK);
		if (tpl_render(&body, tpl_langs[l], body_id, vars, &te))
			fprintf(stderr, "estafeta: %s\n", te.msg);
	}
	int rc = reply_send_to(b, to, NULL, idkey, sbuf_str(&subj), sbuf_str(&body), 0, NULL, NULL, NULL, e);
	sbuf_free(&subj);
	sbuf_free(&body);
	return rc;
}

#define QUOTE_MAX 80 /* characters of the sender's text quoted in an answer */

/* s cut to at most max characters (UTF-8), with "…" when cut. */
static const char *quote_cap(arena *a, const char *s, size_t max)
{
	size_t chars = 0, i = 0;
	for (; s[i]; i++)
		if (((unsigned char)s[i] & 0xC0) != 0x80 && chars++ == max)
			break;
	return s[i] ? arena_printf(a, "%.*s…", (int)i, s) : s;
}

/* vars with the "why" value given in all languages (PLAY_WHY_SEP between
 * them, in the order of tpl_langs: a game master's refusal, play_orders.c)
 * cut to language l's part; the sender's own text is never split. */
static const char *const *lang_vars(arena *a, const char *const *vars, const char *l)
{
	size_t n = 0;
	while (vars[n])
		n += 2;
	const char **lv = arena_alloc(a, (n + 1) * sizeof *lv);
	size_t want = 0;
	while (tpl_langs[want] && strcmp(tpl_langs[want], l))
		want++;
	for (size_t k = 0; k < n; k += 2) {
		const char *s = vars[k + 1];
		lv[k] = vars[k];
		if (strcmp(vars[k], "why")) {
			lv[k + 1] = s;
			continue;
		}
		for (size_t j = 0; j < want && strchr(s, PLAY_WHY_SEP); j++)
			s = strchr(s, PLAY_WHY_SEP) + 1;
		const char *end = strchr(s, PLAY_WHY_SEP);
		lv[k + 1] = end ? arena_strndup(a, s, (size_t)(end - s)) : s;
	}
	lv[n] = NULL;
	return lv;
}

/* Renders a rejection in lang, or in every language when we do not know
 * who wrote (an unknown sender reads whichever he understands). */
void reply_reject(batch *b, const char *lang, const char *game, const char *id, const char *const *vars,
	sbuf *subj, sbuf *body)
{
	reply_answer(b, "core.subject.reject", lang, game, id, vars, subj, body);
}

void reply_answer(batch *b, const char *subj_id, const char *lang, const char *game, const char *id,
	const char *const *vars, sbuf *subj, sbuf *body)
{
	/* Every value may quote the sender: cut visibly, so that nobody can
	 * make the judge mail pages of his text to a forged address. */
	const char *cv[2 * 12 + 1];
	size_t k = 0;
	for (; vars[k] && k < 2 * 12; k += 2) {
		cv[k] = vars[k];
		cv[k + 1] = quote_cap(b->a, vars[k + 1], strcmp(vars[k], "why") ? QUOTE_MAX : 8 * QUOTE_MAX);
	}
	cv[k] = NULL;
	vars = cv;
	game = game ? quote_cap(b->a, game, QUOTE_MAX) : NULL;
	const char *sv[] = { "game", game ? game : "estafeta", NULL };
	for (size_t i = 0; tpl_langs[i]; i++) {
		const char *l = lang ? lang : tpl_langs[i];
		es_err e = { 0 };
		if (i == 0)
			tpl_render(subj, l, subj_id, sv, &e);
		else
			sbuf_puts(body, PLAY_LANG_BREAK);
		if (tpl_render(body, l, id, lang_vars(b->a, vars, l), &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
		if (lang)
			break;
	}
}

#define DAY 86400
#define HOUR 3600
#define AUTH_LIMIT 5      /* wrong passwords answered a day, per sender and per seat */
#define STRANGER_LIMIT 10 /* answers a day to an address that proved nothing */

/* Tells the seat's player (seat >= 0) and the operator, once a crossing
 * of the limit, that a password is being guessed. */
static void tell_guessing(batch *b, const char *key, open_game *g, int seat, const char *game)
{
	es_err e = { 0 };
	char lim[16];
	snprintf(lim, sizeof lim, "%d", AUTH_LIMIT);
	fprintf(stderr, "estafeta: game %s: more than %s wrong passwords in 24 h (%s); further ones are not answered\n",
		game, lim, seat >= 0 ? play_player_name(g->p, seat) : "game master");
	if (seat >= 0 && strcmp(play_player_email(g->p, seat), PLAY_NO_ADDRESS)) { /* a bot's seat: nobody */
		const char *lang = play_player_lang(g->p, seat);
		sbuf subj = SBUF_INIT, body = SBUF_INIT;
		tpl_put(&subj, lang, "core.subject.guessing", "game", game, NULL);
		tpl_put(&body, lang, "core.guessing.seat", "game", game, "player", play_player_name(g->p, seat), "limit",
			lim, NULL);
		if (reply_send_to(b, play_player_email(g->p, seat), play_player_name(g->p, seat),
			    arena_printf(b->a, "guessing-seat:%s", key), sbuf_str(&subj), sbuf_str(&body), 0, NULL, NULL,
			    play_reply_addr(g->p, seat, b->a), &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
		sbuf_free(&subj);
		sbuf_free(&body);
	}
	if (b->c->operator_addr[0]) {
		const char *v[] = { "game", game, "who", seat >= 0 ? play_player_name(g->p, seat) : "DIRECTOR", "limit",
			lim, NULL };
		if (reply_notice(b, b->c->operator_addr, arena_printf(b->a, "guessing-op:%s:%s", key, game),
			    "core.subject.guessing",
			    "core.guessing.operator", v, &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
	}
}

/* Mail `key` as one event of counter ckey: its rank in the window, 0
 * when the counter is full (see throttle.h). */
static int rank(batch *b, const char *ckey, int64_t now, int64_t window, int max, const char *key)
{
	throttle_q q = { ckey, now, window, max, 0, 0 };
	return throttle_count(b->c, &q, key);
}

/* A wrong password counted: the sender's failures anywhere, and auth_key
 * (the seat's: a seat's password is checked only from its own address;
 * or this sender's for the game's master); the seat and the operator told
 * when the seat's count, or the game master's from anyone, passes the
 * limit. 1 when the answer to it must not go. */
static int count_wrong(batch *b, const mime_msg *m, const char *key, open_game *g, int seat, const char *auth_key)
{
	int64_t now = when_now();
	int ns = rank(b, arena_printf(b->a, "auth-from:%s", m->from_addr), now, DAY, AUTH_LIMIT + 1, key);
	int nk = rank(b, auth_key, now, DAY, AUTH_LIMIT + 1, key);
	int nt = seat >= 0 ? nk
			   : rank(b, arena_printf(b->a, "auth-master:%s", play_name(g->p)), now, DAY, AUTH_LIMIT + 1, key);
	if (nt == AUTH_LIMIT + 1)
		tell_guessing(b, key, g, seat, play_name(g->p));
	return !ns || ns > AUTH_LIMIT || !nk || nk > AUTH_LIMIT;
}

const char *reply_master_key(batch *b, const char *game, const char *from)
{
	return arena_printf(b->a, "auth-master:%s:%s", game, from);
}

void reply_wrong_master(batch *b, const mime_msg *m, const char *key, open_game *g)
{
	count_wrong(b, m, key, g, -1, reply_master_key(b, play_name(g->p), m->from_addr));
}

int reply_throttled(batch *b, const mime_msg *m, const char *key, open_game *g, int seat, const char *auth_key)
{
	int64_t now = when_now();
	if (auth_key && count_wrong(b, m, key, g, seat, auth_key)) {
		b->r->unanswered++;
		return 1;
	}
	int na = rank(b, arena_printf(b->a, "answer:%s", m->from_addr), now, DAY, STRANGER_LIMIT, key);
	if (!na) {
		b->r->unanswered++;
		return 1;
	}
	if (na == STRANGER_LIMIT)
		fprintf(stderr, "estafeta: %d answers in 24 h to one address; no more today\n", STRANGER_LIMIT);
	/* All strangers together: a flood of forged senders is answered up
	 * to the operator's caps, never beyond. */
	throttle_q q = { "answers-to-strangers", now, HOUR, b->c->stranger_hour, b->start, b->c->stranger_batch };
	if (throttle_count(b->c, &q, key))
		return 0;
	if (!b->r->capped++)
		fprintf(stderr,
			"estafeta: answers to strangers capped (%d a batch, %d an hour: [judge] stranger_answers_*): "
			"the rest are not answered\n",
			b->c->stranger_batch, b->c->stranger_hour);
	b->r->unanswered++;
	return 1;
}
