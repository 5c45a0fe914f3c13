/* One mail, read and routed by inmail.c: who sent it (token, password,
 * game master), what it asks, and the answer. Every mail gets an answer
 * except duplicates and automatic mail (no loops).
 *
 * Each step returns what happens next: NEXT (go on), REJECT or ANSWER
 * (subj/body hold the answer), KEEP (the mail stays for the next run) or
 * DONE (handled without an answer of ours, or the commit will answer).
 * What becomes of the mail is returned to batch.c (a handle_result), which
 * records it: this file calls nothing of batch.c. */
#include "adjudicator/run/batch_int.h"
#include "adjudicator/run/campaign.h"
#include "adjudicator/mail/redact.h"
#include "games/game.h"
#include "orders/lex.h"
#include "adjudicator/base/tpl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { NEXT, REJECT, ANSWER, KEEP, DONE };

typedef struct hm {
	batch *b;
	inmail *im;
	mime_msg m;  /* a copy: the answer may be readdressed */
	env_mail env; /* a copy: a token mail is parsed again */
	sbuf subj, body;
	const char *lang, *game;
	open_game *g;
	int seat, authed, by_token;
	int press_author; /* a reply to this seat's press mail (its token says), else -1 */
	int master; /* a master password (the game's, the data root's) was right */
	const char *auth_key; /* set when a password was wrong: what it guessed at */
	handle_result out;
} hm;

static void done(hm *h, const char *key)
{
	h->out.what = HANDLED_DONE;
	h->out.key = key;
}

/* Done once g's commit of this batch succeeded. */
static void defer(hm *h, open_game *g)
{
	h->out.what = HANDLED_DEFER;
	h->out.g = g;
	h->out.key = h->im->key;
}

static const char *const *secrets_of(hm *h);

/* The refusal quotes the author's lines and words: never a credential. */
static int reject(hm *h, const char *lang, const char *game, const char *id, const char *const *vars)
{
	reply_reject(h->b, lang, game, id, vars, &h->subj, &h->body);
	const char *masked = redact_secrets(h->b->a, sbuf_str(&h->body), secrets_of(h));
	sbuf_reset(&h->body);
	sbuf_puts(&h->body, masked);
	return REJECT;
}

/* The mail's credentials, NULL-terminated: the password and the reply
 * token. */
static const char *const *secrets_of(hm *h)
{
	const char **s = arena_alloc(h->b->a, 3 * sizeof *s);
	size_t k = 0;
	if (h->env.password)
		s[k++] = h->env.password;
	if (h->im->tok)
		s[k++] = h->im->tok;
	s[k] = NULL;
	return s;
}

/* What the repository keeps of this mail: never its password. */
static char *stored(hm *h, size_t *len)
{
	return redact_mail(h->b->a, h->im->raw, h->im->len, h->m.text, secrets_of(h), len);
}

/* The line a rejection points at, with its number. */
static int reject_orders(hm *h, const game_lines *gl, const game_reject *rej, const char *lang)
{
	char ln[16] = "-";
	const char *line = "";
	if (rej->index < gl->n) {
		snprintf(ln, sizeof ln, "%d", gl->lineno[rej->index]);
		line = gl->text[rej->index];
	}
	const char *v[] = { "game", h->game, "lineno", ln, "line", line, "why", rej->why, NULL };
	return reject(h, lang, h->game, rej->index < gl->n ? "core.why.order" : "core.why.orders", v);
}

/* b's text kept in the batch's arena (b freed): a reason rendered by
 * tpl_put_langs, every language's part for reply_reject to pick. */
static const char *kept(hm *h, sbuf *b)
{
	const char *r = arena_strdup(h->b->a, sbuf_str(b));
	sbuf_free(b);
	return r;
}

/* Why the envelope was refused, in words of the reader's language. */
static const char *env_why(hm *h, const env_error *er, const char *english)
{
	char ln[16];
	snprintf(ln, sizeof ln, "%d", er->line);
	sbuf b = SBUF_INIT;
	if (er->kind == ENV_ERR_NOVALUE)
		tpl_put_langs(&b, PLAY_WHY_SEP, "core.why.env.novalue", "line", ln, "word", er->word, NULL);
	else if (er->kind == ENV_ERR_TWICE)
		tpl_put_langs(&b, PLAY_WHY_SEP, "core.why.env.twice", "line", ln, "word", er->word, "first", er->first,
			"second", er->second, NULL);
	else if (er->kind == ENV_ERR_TWICE_SECRET)
		tpl_put_langs(&b, PLAY_WHY_SEP, "core.why.env.twice.secret", "line", ln, "word", er->word, NULL);
	else
		sbuf_puts(&b, english);
	return kept(h, &b);
}

/* Why MIME could not be read (adjudicator/mail/mime.c's messages), in words of
 * the reader's language; the technical message goes to the log. */
static const char *mime_why(hm *h, const char *english)
{
	static const struct {
		const char *has, *id;
	} map[] = { { "not base64", "core.why.mime.base64" }, { "too deep", "core.why.mime.structure" },
		{ "parts, the limit", "core.why.mime.parts" }, { "is empty", "core.why.mime.empty" },
		{ "not a mail", "core.why.mime.notmail" }, { "bytes, more than", "core.why.mime.big" } };
	const char *id = english ? "core.why.mime.other" : "core.why.mime.notext";
	for (size_t i = 0; english && i < sizeof map / sizeof *map; i++)
		if (strstr(english, map[i].has)) {
			id = map[i].id;
			break;
		}
	if (english && !strcmp(id, "core.why.mime.other"))
		fprintf(stderr, "estafeta: unreadable mail: %s\n", english);
	/* "its MIME structure has more than 64 multipart or ... parts": the limit. */
	const char *more = english ? strstr(english, "more than ") : NULL;
	char max[16] = "?";
	if (more)
		snprintf(max, sizeof max, "%ld", strtol(more + 10, NULL, 10));
	sbuf b = SBUF_INIT;
	tpl_put_langs(&b, PLAY_WHY_SEP, id, "max", max, NULL);
	return kept(h, &b);
}

/* Mail too big, unreadable, or with a broken envelope. */
static int readable(hm *h)
{
	const inmail *im = h->im;
	if (im->truncated || im->text_big) {
		char maxs[32], raws[32];
		snprintf(maxs, sizeof maxs, "%zu", h->b->c->max_mail_bytes);
		snprintf(raws, sizeof raws, "%zu", conf_raw_limit(h->b->c));
		const char *v[] = { "max", maxs, "raw", raws, NULL };
		return reject(h, NULL, NULL, "core.why.toobig", v);
	}
	if (im->mrc || !h->m.text || !strcmp(h->m.text_source, "none")) {
		const char *v[] = { "why", mime_why(h, im->mrc ? im->mwhy : NULL), NULL };
		return reject(h, NULL, NULL, "core.why.unreadable", v);
	}
	if (im->erc) {
		const char *v[] = { "why", env_why(h, &h->env.err, im->ewhy), NULL };
		return reject(h, NULL, NULL, "core.why.envelope", v);
	}
	return NEXT;
}

/* The game exists but cannot be opened now (a torn pack, a disk fault):
 * the mail stays for the run after the repair, which applies it; until
 * then its sender is told so once (the answer's id is the mail's), never
 * that there is no such game. */
static int unplayable(hm *h, const char *game, const es_err *ge)
{
	batch *b = h->b;
	h->out.fail = arena_printf(b->a, "game %s: %s", game, ge->msg);
	if (reply_throttled(b, &h->m, h->im->key, NULL, -1, NULL))
		return KEEP;
	const char *v[] = { "game", game, NULL };
	reply_answer(b, "core.subject.kept", NULL, game, "core.why.kept", v, &h->subj, &h->body);
	es_err e = { 0 };
	if (reply_send_to(b, h->m.from_addr, NULL, arena_printf(b->a, "kept:%s", h->im->key), sbuf_str(&h->subj),
		    sbuf_str(&h->body), 1, h->im->raw_msgid, h->im->raw_refs, NULL, &e))
		fprintf(stderr, "estafeta: reply to %s not sent: %s\n", h->m.from_addr, e.msg);
	return KEEP;
}

/* A reply to a tagged judge address names game and player itself; a
 * reply to a press mail also the letter's author, to whom it goes. */
static int token(hm *h)
{
	batch *b = h->b;
	const char *tgame = h->im->tgame;
	if (!tgame)
		return NEXT;
	es_err e = { 0 };
	open_game *tg = batch_game(b, tgame, &e);
	if (!tg && e.code != ES_ENOTFOUND)
		return unplayable(h, tgame, &e);
	int ts = tg ? play_token_seat(tg->p, h->im->tok) : -1;
	if (tg && ts < 0)
		ts = play_press_token(tg->p, h->im->tok, &h->press_author);
	const char *eg = h->env.game ? lex_fold(b->a, h->env.game, strlen(h->env.game)) : NULL;
	if (ts < 0 || (eg && strcmp(eg, tgame))) {
		const char *v[] = { "judge", b->c->address, NULL };
		h->press_author = -1;
		return h->env.game ? NEXT : reject(h, NULL, NULL, "core.why.token", v);
	}
	h->by_token = 1;
	h->authed = !strcasecmp(h->m.from_addr, play_player_email(tg->p, ts));
	h->g = tg;
	h->seat = ts;
	h->game = tgame;
	if (!h->env.game) {
		/* The whole body is orders: parse it as if it began with the
		 * PARTIDA line the token stands for. */
		char *body2 = arena_printf(b->a, "PARTIDA %s\n%s", tgame, h->m.text);
		if (env_parse(b->a, body2, &h->env, &e)) {
			if (h->env.err.line > 1)
				h->env.err.line--; /* the PARTIDA line we added */
			const char *v[] = { "why", env_why(h, &h->env.err, e.msg), NULL };
			return reject(h, play_player_lang(tg->p, ts), tgame, "core.why.envelope", v);
		}
		for (size_t i = 0; i < h->env.norders; i++)
			h->env.lineno[i]--;
	}
	return NEXT;
}

/* PARTIDAS: a game's part in its child (many.c), or the whole mail
 * refused here. */
static int many(hm *h)
{
	if (!h->im->nmany && !h->im->many_all)
		return NEXT;
	if (!h->im->many_bad) {
		many_part(h->b, h->im);
		return DONE; /* the parent answers, once every game is done */
	}
	const char *v[] = { "judge", h->b->c->address, NULL };
	return reject(h, NULL, NULL, h->im->many_bad, v);
}

/* Without a token: a request (AYUDA, LISTA, sign-up) or PARTIDA's game. */
static int find_game(hm *h)
{
	if (h->by_token)
		return NEXT;
	batch *b = h->b;
	if (!h->env.game) {
		size_t slen;
		char *s = stored(h, &slen);
		int rq = request_answer(b, &h->m, s, slen, h->im->key, h->env.password, &h->master, &h->subj,
			&h->body);
		if (rq > 0) {
			b->r->accepted++;
			return ANSWER;
		}
		if (rq < 0)
			return REJECT;
		const char *v[] = { "judge", b->c->address, NULL };
		return reject(h, NULL, NULL, "core.why.noenvelope", v);
	}
	h->game = lex_fold(b->a, h->env.game, strlen(h->env.game));
	es_err e = { 0 };
	h->g = batch_game(b, h->game, &e);
	if (!h->g && e.code != ES_ENOTFOUND)
		return unplayable(h, h->game, &e);
	if (!h->g) {
		const char *v[] = { "game", h->env.game, NULL };
		h->game = NULL;
		return reject(h, NULL, NULL, "core.why.nogame", v);
	}
	return NEXT;
}

static int duplicate(hm *h)
{
	int seen = play_seen(h->g->p, h->im->key);
	if (!seen)
		return NEXT;
	/* A copy of a mail applied in this very batch is done only when that
	 * batch's commit is: indexing it now would make the next run drop
	 * the original if the commit fails. */
	h->b->r->duplicates++;
	if (seen == 2)
		defer(h, h->g);
	else
		done(h, h->im->key);
	return DONE;
}

/* CAMPAÑA alone in the master's mail: the campaign (campaign.h) of the
 * games that master runs (this game alone when the game has no address
 * for them), both languages; nothing is stored in the game. */
static int campaign_asked(hm *h, const char *password)
{
	static const lex_kw kw[] = { { 1, "campana|campaign" }, { -1, NULL } };
	lex_line w;
	if (h->env.norders != 2)
		return 0;
	lex_split(h->b->a, h->env.orders[1], &w);
	if (w.n != 1 || lex_keyword(kw, lex_fold_at(&w, 0)) != 1)
		return 0;
	const char *addr = play_master_addr(h->g->p, password);
	campaign *k = campaign_build(h->b->c, addr, addr ? NULL : h->game);
	for (size_t i = 0; tpl_langs[i]; i++) {
		if (i)
			sbuf_puts(&h->body, PLAY_LANG_BREAK);
		else
			tpl_put(&h->subj, tpl_langs[i], "core.subject.campaign", "judge", h->b->c->address, NULL);
		campaign_text(k, tpl_langs[i], h->b->c->address, addr, &h->body);
	}
	campaign_free(k);
	h->b->r->accepted++;
	return 1;
}

/* PARTIDA + DIRECTOR + CLAVE: the game master. */
static int game_master(hm *h)
{
	static const lex_kw gm_kw[] = { { 1, "director|directora|master|gm" }, { -1, NULL } };
	env_mail *env = &h->env;
	if (h->by_token || env->player || !env->norders)
		return NEXT;
	batch *b = h->b;
	lex_line w;
	lex_split(b->a, env->orders[0], &w);
	if (w.n != 1 || lex_keyword(gm_kw, lex_fold_at(&w, 0)) != 1)
		return NEXT;
	const char *v[] = { "game", h->game, NULL };
	/* The password is always checked: failures only lose their answer
	 * (reply_throttled), so forged mail never locks the master out. */
	if (!play_master_ok(h->g->p, env->password)) {
		h->auth_key = reply_master_key(b, h->game, h->m.from_addr);
		return reject(h, NULL, h->game, "core.why.master", v);
	}
	h->master = 1;
	/* A finished game takes VOLVER (play_gm.c): the game master may
	 * bring it back. */
	if (campaign_asked(h, env->password))
		return ANSWER;
	game_lines gl = { env->orders + 1, env->lineno + 1, env->norders - 1 };
	game_reject rej;
	size_t slen;
	char *s = stored(h, &slen);
	play_mail pm = { s, slen, h->im->key, h->im->raw_msgid, h->im->raw_refs, &gl, secrets_of(h) };
	if (play_gm(h->g->p, h->m.from_addr, &pm, &rej))
		return reject_orders(h, &gl, &rej, NULL);
	b->r->accepted++;
	defer(h, h->g);
	return DONE;
}

/* A player: the seat, its address and password, then the orders. */
static int player_orders(hm *h)
{
	batch *b = h->b;
	play *p = h->g->p;
	env_mail *env = &h->env;
	if (!h->by_token)
		h->seat = env->player ? play_find_player(p, env->player) : -1;
	if (h->seat < 0) {
		const char *v[] = { "game", h->game, "player", env->player ? env->player : "-", NULL };
		return reject(h, NULL, h->game, "core.why.noplayer", v);
	}
	const char *name = play_player_name(p, h->seat);
	h->lang = play_player_lang(p, h->seat);
	if (play_expelled(p, h->seat)) {
		const char *v[] = { "game", h->game, "player", name, NULL };
		h->seat = -1; /* no token for an expelled seat */
		return reject(h, h->lang, h->game, "core.why.expelled", v);
	}
	if (strcasecmp(h->m.from_addr, play_player_email(p, h->seat))) {
		const char *v[] = { "game", h->game, "player", name, "from", h->m.from_addr, NULL };
		return reject(h, h->lang, h->game, "core.why.sender", v);
	}
	/* Checked whatever the counters of failures say: a right password
	 * is always applied and answered (reply_throttled). */
	if (!h->by_token && !play_password_ok(p, h->seat, env->password)) {
		const char *v[] = { "game", h->game, "player", name, NULL };
		h->auth_key = arena_printf(b->a, "auth-seat:%s:%d", h->game, h->seat);
		return reject(h, h->lang, h->game, "core.why.password", v);
	}
	h->authed = 1;
	game_status st;
	play_status(p, &st);
	const char *v[] = { "game", h->game, NULL };
	int press = h->press_author >= 0;
	for (size_t i = 0; st.over && !press && i < env->norders; i++)
		if (play_vote_text(env->orders[i]))
			return reject(h, h->lang, h->game, "core.why.over.vote", v);
	/* A finished game still takes a player's CLASIFICACION, alone: a
	 * player whose games are all over may leave the standings. */
	size_t after_end = 0;
	while (st.over && !press && after_end < env->norders && play_after_end_text(env->orders[after_end]))
		after_end++;
	if (st.over && (press || !env->norders || after_end < env->norders))
		return reject(h, h->lang, h->game, press ? "core.why.over.press" : "core.why.over", v);
	if (!env->norders && !press)
		return reject(h, h->lang, h->game, "core.why.noorders", v);
	game_lines gl = { env->orders, env->lineno, env->norders };
	game_reject rej;
	size_t slen;
	char *s = stored(h, &slen);
	play_mail pm = { s, slen, h->im->key, h->im->raw_msgid, h->im->raw_refs, &gl, secrets_of(h),
		h->press_author + 1 };
	int rc;
	TIMED(b->r, BT_RULES, rc = play_orders(p, h->seat, &pm, &rej));
	if (rc)
		return reject_orders(h, &gl, &rej, h->lang);
	b->r->accepted++;
	defer(h, h->g);
	return DONE;
}

/* The seat's token goes back only to a mail that proved the seat
 * (password or token) from the seat's registered address; the answer's To
 * is then the registered address itself. Anyone else gets the plain judge
 * address and no display name of ours, within the throttles; a game
 * master who gave the right password is answered whatever they say. */
static void answer(hm *h)
{
	batch *b = h->b;
	const char *key = h->im->key;
	int authed = h->authed && h->g && h->seat >= 0 &&
		     !strcasecmp(h->m.from_addr, play_player_email(h->g->p, h->seat));
	const char *raddr = authed ? play_reply_addr(h->g->p, h->seat, b->a) : NULL;
	if (!authed && !h->master && reply_throttled(b, &h->m, key, h->g, h->auth_key ? h->seat : -1, h->auth_key)) {
		done(h, key);
		return;
	}
	const char *to = authed ? play_player_email(h->g->p, h->seat) : h->m.from_addr;
	if (authed) { /* the answer says what a reply to it does */
		game_status st;
		play_status(h->g->p, &st);
		while (h->body.len && h->body.s[h->body.len - 1] == '\n')
			h->body.s[--h->body.len] = '\0';
		sbuf_puts(&h->body, "\n\n");
		tpl_put(&h->body, play_player_lang(h->g->p, h->seat),
			st.over ? "core.replyline.over" : b->c->tag_delim ? "core.replyline.tagged" : "core.replyline.plain",
			"game", play_name(h->g->p), NULL);
	}
	es_err e = { 0 };
	if (reply_send_to(b, to, authed ? play_player_name(h->g->p, h->seat) : NULL, key, sbuf_str(&h->subj),
		    sbuf_str(&h->body), 1, h->im->raw_msgid, h->im->raw_refs, raddr, &e))
		h->out.fail = arena_printf(b->a, "reply to %s not sent: %s", to, e.msg); /* the mail stays */
	else
		done(h, key);
}

handle_result handle_mail(batch *b, inmail *im)
{
	handle_result none = { HANDLED_NOTHING, NULL, NULL, NULL };
	if (im->kind == IM_DUP) {
		b->r->duplicates++;
		none.what = HANDLED_DONE;
		return none;
	}
	if (im->kind == IM_IGNORE) {
		b->r->ignored++;
		none.what = HANDLED_DONE;
		none.key = im->key;
		return none;
	}
	if (im->kind != IM_MAIL)
		return none;
	hm h = { 0 };
	h.b = b;
	h.im = im;
	h.m = im->m;
	h.env = im->env;
	h.seat = -1;
	h.press_author = -1;
	sbuf_init(&h.subj);
	sbuf_init(&h.body);
	static int (*const steps[])(hm *) = { readable, token, many, find_game, duplicate, game_master, player_orders };
	int r = NEXT;
	for (size_t i = 0; r == NEXT && i < sizeof steps / sizeof *steps; i++)
		r = steps[i](&h);
	if (r == REJECT)
		b->r->rejected++;
	if (r == REJECT || r == ANSWER)
		answer(&h);
	sbuf_free(&h.subj);
	sbuf_free(&h.body);
	return h.out;
}
