/* One mail, read and routed by inmail.c: who sent it (token, password,
 * game master), what it asks, and the answer. Every mail gets an answer
 * except duplicates and automatic mail (no loops). */
#include "adjudicator/batch_int.h"
#include "adjudicator/redact.h"
#include "games/game.h"
#include "orders/lex.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

void handle_mail(batch *b, inmail *im)
{
	const conf *c = b->c;
	es_err e = { 0 };
	const char *fname = im->fname, *key = im->key, *raw = im->raw;
	size_t len = im->len;
	mime_msg m = im->m;
	env_mail env = im->env;
	if (im->kind == IM_DUP) {
		b->r->duplicates++;
		batch_done(b, fname, NULL);
		return;
	}
	if (im->kind == IM_IGNORE) {
		b->r->ignored++;
		batch_done(b, fname, key);
		return;
	}
	if (im->kind != IM_MAIL)
		return;
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	const char *lang = NULL, *game = NULL;
	char maxs[32];
	snprintf(maxs, sizeof maxs, "%zu", c->max_mail_bytes);
	open_game *g = NULL;
	int seat = -1, authed = 0;
	const char *auth_key = NULL; /* set when a password was wrong: what it guessed at */
	const char *raddr;
	if (im->truncated) {
		const char *v[] = { "max", maxs, NULL };
		reply_reject(b, NULL, NULL, "core.why.toobig", v, &subj, &body);
		goto reject;
	}
	if (im->mrc || !m.text || !strcmp(m.text_source, "none")) {
		const char *v[] = { "why", im->mrc ? im->mwhy : "no text part", NULL };
		reply_reject(b, NULL, NULL, "core.why.unreadable", v, &subj, &body);
		goto reject;
	}
	if (im->erc) {
		const char *v[] = { "why", im->ewhy, NULL };
		reply_reject(b, NULL, NULL, "core.why.envelope", v, &subj, &body);
		goto reject;
	}
	/* A reply to a tagged judge address names game and player itself. */
	int by_token = 0;
	char *tok = im->tok, *tgame = im->tgame;
	if (tgame) {
		open_game *tg = batch_game(b, tgame, &e);
		if (!tg && e.code != ES_ENOTFOUND) {
			batch_fail(b, "game %s: %s", tgame, e.msg);
			sbuf_free(&subj);
			sbuf_free(&body);
			return;
		}
		int ts = tg ? play_token_seat(tg->p, tok) : -1;
		const char *eg = env.game ? lex_fold(b->a, env.game, strlen(env.game)) : NULL;
		if (ts >= 0 && (!eg || !strcmp(eg, tgame))) {
			by_token = 1;
			authed = !strcasecmp(m.from_addr, play_player_email(tg->p, ts));
			g = tg;
			seat = ts;
			game = tgame;
			if (!env.game) {
				/* The whole body is orders: parse it as if it began
				 * with the PARTIDA line the token stands for. */
				char *body2 = arena_printf(b->a, "PARTIDA %s\n%s", tgame, m.text);
				if (env_parse(b->a, body2, &env, &e)) {
					const char *v[] = { "why", e.msg, NULL };
					reply_reject(b, play_player_lang(g->p, seat), game, "core.why.envelope", v, &subj, &body);
					goto reject;
				}
				for (size_t i = 0; i < env.norders; i++)
					env.lineno[i]--;
			}
		} else if (!env.game) {
			const char *v[] = { "judge", c->address, NULL };
			reply_reject(b, NULL, NULL, "core.why.token", v, &subj, &body);
			goto reject;
		}
	}
	if (!by_token) {
		/* What a repository keeps of this mail: never its password. */
		const char *secrets[] = { env.password, NULL };
		size_t slen;
		char *stored = redact_mail(b->a, raw, len, m.text, env.password ? secrets : NULL, &slen);
		int rq = env.game ? 0 : request_answer(b, &m, stored, slen, key, env.password, &subj, &body);
		if (rq > 0) {
			b->r->accepted++;
			goto answer;
		}
		if (rq < 0)
			goto reject;
		if (!env.game) {
			const char *v[] = { "judge", c->address, NULL };
			reply_reject(b, NULL, NULL, "core.why.noenvelope", v, &subj, &body);
			goto reject;
		}
		game = lex_fold(b->a, env.game, strlen(env.game));
		g = batch_game(b, game, &e);
		if (!g && e.code != ES_ENOTFOUND) {
			/* The game exists but cannot be read now: keep the mail for
			 * the next run rather than answer that there is no game. */
			batch_fail(b, "game %s: %s", game, e.msg);
			sbuf_free(&subj);
			sbuf_free(&body);
			return;
		}
		if (!g) {
			const char *v[] = { "game", env.game, NULL };
			reply_reject(b, NULL, NULL, "core.why.nogame", v, &subj, &body);
			game = NULL;
			goto reject;
		}
	}
	int seen = play_seen(g->p, key);
	if (seen) {
		/* A copy of a mail applied in this very batch is done only when
		 * that batch's commit is: indexing it now would make the next
		 * run drop the original if the commit fails. */
		b->r->duplicates++;
		if (seen == 2)
			batch_defer(b, g, fname, key);
		else
			batch_done(b, fname, key);
		sbuf_free(&subj);
		sbuf_free(&body);
		return;
	}
	if (!by_token && !env.player && env.norders) {
		/* PARTIDA + DIRECTOR + CLAVE: the game master. */
		static const lex_kw gm_kw[] = { { 1, "director|directora|master|gm" }, { -1, NULL } };
		lex_line w;
		lex_split(b->a, env.orders[0], &w);
		if (w.n == 1 && lex_keyword(gm_kw, w.fold[0]) == 1) {
			if (!play_master_ok(g->p, env.password)) {
				const char *v[] = { "game", game, NULL };
				reply_reject(b, NULL, game, "core.why.master", v, &subj, &body);
				auth_key = arena_printf(b->a, "auth-master:%s", game);
				goto reject;
			}
			game_status gs;
			play_status(g->p, &gs);
			if (gs.over) {
				const char *v[] = { "game", game, NULL };
				reply_reject(b, NULL, game, "core.why.over", v, &subj, &body);
				goto reject;
			}
			game_lines gl = { env.orders + 1, env.lineno + 1, env.norders - 1 };
			game_reject rej;
			const char *secrets[] = { env.password, NULL };
			size_t slen;
			char *stored = redact_mail(b->a, raw, len, m.text, secrets, &slen);
			play_mail pm = { stored, slen, key, m.message_id, m.references, &gl };
			if (play_gm(g->p, m.from_addr, &pm, &rej)) {
				char ln[16] = "-";
				const char *line = "";
				if (rej.index < gl.n) {
					snprintf(ln, sizeof ln, "%d", gl.lineno[rej.index]);
					line = gl.text[rej.index];
				}
				const char *v[] = { "game", game, "lineno", ln, "line", line, "why", rej.why, NULL };
				reply_reject(b, NULL, game, rej.index < gl.n ? "core.why.order" : "core.why.orders", v,
					&subj, &body);
				goto reject;
			}
			b->r->accepted++;
			batch_defer(b, g, fname, key);
			sbuf_free(&subj);
			sbuf_free(&body);
			return;
		}
	}
	if (!by_token)
		seat = env.player ? play_find_player(g->p, env.player) : -1;
	if (seat < 0) {
		const char *v[] = { "game", game, "player", env.player ? env.player : "-", NULL };
		reply_reject(b, NULL, game, "core.why.noplayer", v, &subj, &body);
		goto reject;
	}
	lang = play_player_lang(g->p, seat);
	if (play_expelled(g->p, seat)) {
		const char *v[] = { "game", game, "player", play_player_name(g->p, seat), NULL };
		reply_reject(b, lang, game, "core.why.expelled", v, &subj, &body);
		seat = -1; /* no token for an expelled seat */
		goto reject;
	}
	if (strcasecmp(m.from_addr, play_player_email(g->p, seat))) {
		const char *v[] = { "game", game, "player", play_player_name(g->p, seat), "from", m.from_addr, NULL };
		reply_reject(b, lang, game, "core.why.sender", v, &subj, &body);
		goto reject;
	}
	if (!by_token && !play_password_ok(g->p, seat, env.password)) {
		const char *v[] = { "game", game, "player", play_player_name(g->p, seat), NULL };
		reply_reject(b, lang, game, "core.why.password", v, &subj, &body);
		auth_key = arena_printf(b->a, "auth-seat:%s:%d", game, seat);
		goto reject;
	}
	authed = 1;
	game_status st;
	play_status(g->p, &st);
	if (st.over) {
		const char *v[] = { "game", game, NULL };
		reply_reject(b, lang, game, "core.why.over", v, &subj, &body);
		goto reject;
	}
	if (!env.norders) {
		const char *v[] = { "game", game, NULL };
		reply_reject(b, lang, game, "core.why.noorders", v, &subj, &body);
		goto reject;
	}
	game_lines gl = { env.orders, env.lineno, env.norders };
	game_reject rej;
	const char *secrets[] = { env.password, NULL };
	size_t slen;
	char *stored = redact_mail(b->a, raw, len, m.text, env.password ? secrets : NULL, &slen);
	play_mail pm = { stored, slen, key, m.message_id, m.references, &gl };
	int rc;
	TIMED(b->r, BT_RULES, rc = play_orders(g->p, seat, &pm, &rej));
	if (rc) {
		char ln[16];
		const char *line = "";
		snprintf(ln, sizeof ln, "-");
		if (rej.index < gl.n) {
			snprintf(ln, sizeof ln, "%d", gl.lineno[rej.index]);
			line = gl.text[rej.index];
		}
		const char *v[] = { "game", game, "lineno", ln, "line", line, "why", rej.why, NULL };
		reply_reject(b, lang, game,
			rej.index < gl.n ? "core.why.order" : "core.why.orders", v, &subj, &body);
		goto reject;
	}
	b->r->accepted++;
	batch_defer(b, g, fname, key);
	sbuf_free(&subj);
	sbuf_free(&body);
	return;
reject:
	b->r->rejected++;
answer:
	/* The seat's token goes back only to a mail that proved the seat
	 * (password or token) from the seat's registered address; the
	 * answer's To is then the registered address itself. Anyone else gets
	 * the plain judge address and no display name of ours. */
	authed = authed && g && seat >= 0 && !strcasecmp(m.from_addr, play_player_email(g->p, seat));
	raddr = authed ? play_reply_addr(g->p, seat, b->a) : NULL;
	if (!authed && reply_throttled(b, &m, key, g, auth_key ? seat : -1, auth_key)) {
		batch_done(b, fname, key);
		sbuf_free(&subj);
		sbuf_free(&body);
		return;
	}
	if (authed)
		m.from_addr = arena_strdup(b->a, play_player_email(g->p, seat));
	if (reply_send_to(b, m.from_addr, authed ? play_player_name(g->p, seat) : NULL, key, sbuf_str(&subj),
		    sbuf_str(&body), 1, m.message_id, m.references, raddr, &e)) {
		batch_fail(b, "reply to %s not sent: %s", m.from_addr, e.msg); /* the mail stays */
	} else {
		batch_done(b, fname, key);
	}
	sbuf_free(&subj);
	sbuf_free(&body);
}

