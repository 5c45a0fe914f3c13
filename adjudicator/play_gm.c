/* The game master's commands: PRORROGAR, PAUSAR, REANUDAR, TERMINAR,
 * DIFUNDIR, REEMPLAZAR, EXPULSAR. */
#include "adjudicator/play_int.h"
#include "adjudicator/redact.h"
#include "adjudicator/addr.h"
#include "adjudicator/maildir.h"
#include "adjudicator/outbox.h"
#include "adjudicator/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/base/zone.h"
#include "orders/lex.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>


/* --- game-master commands ------------------------------------------------ */

enum { GM_EXTEND = 1, GM_PAUSE, GM_RESUME, GM_END, GM_BROADCAST, GM_REPLACE, GM_EXPEL, GM_STATUS, GM_BACK, GM_OPTION, GM_BOT };
static const lex_kw gm_kw[] = { { GM_EXTEND, "prorrogar|prorroga|extend" }, { GM_PAUSE, "pausar|pausa|pause" },
	{ GM_RESUME, "reanudar|resume" }, { GM_END, "terminar|finish|stop" },
	{ GM_BROADCAST, "difundir|broadcast" }, { GM_REPLACE, "reemplazar|sustituir|replace" },
	{ GM_EXPEL, "expulsar|expel|remove" }, { GM_STATUS, "estado|status" }, { GM_BACK, "volver|rollback" },
	{ GM_OPTION, "opcion|option|set" }, { GM_BOT, "robot|bot" },
	{ -1, NULL } };
static const lex_kw onoff_kw[] = { { 1, "si|sí|yes|on" }, { 0, "no|off" }, { -1, NULL } };

static const lex_kw draw_kw[] = { { 1, "empate|tablas|draw" }, { -1, NULL } };

typedef struct gm_cmd {
	int kw;
	int64_t secs;     /* EXTEND */
	int seat;         /* REPLACE, EXPEL; END: 1 for a draw */
	const char *text; /* BROADCAST text, REPLACE address, OPTION key=value */
	uint32_t among;      /* END with a draw: the seats sharing it */
	unsigned long batch; /* BACK: the batch whose state comes back */
	void *state;         /* BACK: that state, loaded */
} gm_cmd;

typedef struct find_batch {
	play *p;
	unsigned long want;
	char commit[41];
} find_batch;

static int find_batch_cb(const char *commit, const char *message, long long when, void *u)
{
	(void)message;
	(void)when;
	find_batch *f = u;
	es_err e = { 0 };
	char *meta = pl_read_file(f->p, commit, "meta/game.txt", &e);
	unsigned long seq;
	if (meta && !pl_parse_ulong(pl_meta_get(f->p->a, meta, "seq"), &seq) && seq == f->want) {
		snprintf(f->commit, sizeof f->commit, "%s", commit);
		return 1;
	}
	return 0;
}

/* States loaded by VOLVER lines of a mail refused after all. */
static void gm_free_states(play *p, gm_cmd *cmd, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (cmd[i].kw == GM_BACK && cmd[i].state) {
			p->kind->free(cmd[i].state);
			cmd[i].state = NULL;
		}
}

/* VOLVER N: the engine state the game had after batch N, loaded; NULL
 * when there is no such batch. History is never rewritten: the state
 * comes back in a new commit, the dice go on where they are (a player
 * must not see the same dice twice), and orders after N are void. */
static void *gm_state_after(play *p, unsigned long n)
{
	if (n < 1 || n + 1 >= p->seq)
		return NULL;
	find_batch f = { p, n, "" };
	es_err e = { 0 };
	store_walk(p->repo, find_batch_cb, &f, &e);
	if (!f.commit[0])
		return NULL;
	char *text = pl_read_file(p, f.commit, "state/game.txt", &e);
	void *st = NULL;
	if (!text || p->kind->load(&st, p->n, p->names, text, &e))
		return NULL;
	pl_rules(p, st);
	return st;
}

/* "48h", "48", "2d" -> seconds; 0 when malformed or out of range. */
static int64_t gm_hours(const char *fold)
{
	char *end;
	errno = 0;
	unsigned long v = strtoul(fold, &end, 10);
	if (errno || end == fold || *fold == '-' || !v)
		return 0;
	if (*end == 'd' && !end[1])
		v *= 24;
	else if (!(*end == '\0' || (*end == 'h' && !end[1])))
		return 0;
	return v > 24 * 365 ? 0 : (int64_t)v * 3600;
}

static void gm_notify(play *p, const char *sid, const char *bid, const char *text)
{
	for (int s = 0; s < p->n; s++) {
		sbuf subj = SBUF_INIT, body = SBUF_INIT, dl = SBUF_INIT;
		pl_render_deadline(p, s, &dl);
		tpl_put(&subj, p->plang[s], sid, "game", p->name, NULL);
		tpl_put(&body, p->plang[s], bid, "game", p->name, "deadline", sbuf_str(&dl), "text", text ? text : "",
			NULL);
		pl_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&dl);
	}
}

/* Puts back `state` (of batch n; taken over), journaled for verify, with
 * a fresh deadline, every player told. What chance fixed ahead and no
 * seat has seen (a face-down deck) is dealt again from the game's dice as
 * they go on: every player has seen the cards that came after batch n,
 * and they must not come again in that order. */
static void gm_back(play *p, unsigned long n, void *state)
{
	p->kind->free(p->st);
	p->st = state;
	p->kind->redeal(p->st, GAME_UNSEEN, &p->d);
	p->rolled_back = 1; /* the same decision point may come back: views anyway */
	sbuf_printf(&p->journal, "rollback %lu redeal\n", n);
	pl_after_change(p); /* a fresh deadline for the decision point that came back */
	char ns[24];
	snprintf(ns, sizeof ns, "%lu", n);
	gm_notify(p, "core.subject.gm.rollback", "core.gm.rollback", ns);
	sbuf_printf(&p->notes, "%sdirector: vuelve al lote %lu", p->notes.len ? "; " : "", n);
}

int play_rollback(play *p, unsigned long n, es_err *e)
{
	game_status gs;
	play_status(p, &gs);
	if (gs.over) /* its final mails revealed the seed: it cannot live again */
		return es_fail(e, ES_ECONFLICT, "game %s is over", p->name);
	void *st = gm_state_after(p, n);
	if (!st)
		return es_fail(e, ES_ENOTFOUND, "game %s has no batch %lu before the last one", p->name, n);
	gm_back(p, n, st);
	return ES_OK;
}

/* ESTADO: what a game master needs to run the game, and the public view. */
static void gm_status(play *p, const char *lang, sbuf *out)
{
	game_status st;
	play_status(p, &st);
	sbuf waiting = SBUF_INIT, expelled = SBUF_INIT, view = SBUF_INIT, dl = SBUF_INIT;
	if (!pl_waiting_names(p, st.waiting, &waiting))
		sbuf_puts(&waiting, "-");
	for (int s = 0; s < p->n; s++)
		if (p->expelled & GAME_SEAT(s))
			sbuf_printf(&expelled, "%s%s", expelled.len ? ", " : "", p->pname[s]);
	pl_render_deadline(p, -1, &dl);
	p->kind->view(p->st, -1, lang, &view);
	char turn[16], left[32] = "-";
	snprintf(turn, sizeof turn, "%u", st.turn);
	if (p->paused)
		snprintf(left, sizeof left, "%lld h", (long long)(p->pause_left / 3600));
	tpl_put(out, lang, p->paused ? "core.gm.echo.status.paused" : "core.gm.echo.status", "phase",
		play_phase_text(p->a, p->kind->kind, st.phase, lang), "turn",
		turn, "waiting", sbuf_str(&waiting), "deadline", sbuf_str(&dl), "left", left, "expelled",
		expelled.len ? sbuf_str(&expelled) : "-", "view", sbuf_str(&view), NULL);
	sbuf_free(&waiting);
	sbuf_free(&expelled);
	sbuf_free(&view);
	sbuf_free(&dl);
}

static void gm_echo(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	char txt[160] = "-", left[32] = "-";
	if (p->deadline)
		zone_format(NULL, p->deadline, txt, sizeof txt);
	else if (p->paused) /* the date it would be if resumed now */
		zone_format(NULL, when_now() + p->pause_left, txt, sizeof txt);
	if (p->paused)
		snprintf(left, sizeof left, "%lld h", (long long)(p->pause_left / 3600));
	switch (c->kw) {
	case GM_EXTEND:
		tpl_put(out, lang, p->paused ? "core.gm.echo.extend.paused" : "core.gm.echo.extend", "deadline", txt,
			"left", left, NULL);
		break;
	case GM_PAUSE:
		tpl_put(out, lang, "core.gm.echo.pause", NULL);
		break;
	case GM_RESUME:
		tpl_put(out, lang, "core.gm.echo.resume", "deadline", txt, NULL);
		break;
	case GM_END:
		tpl_put(out, lang, c->seat ? "core.gm.echo.end" : "core.gm.echo.abandon", NULL);
		break;
	case GM_BROADCAST:
		tpl_put(out, lang, "core.gm.echo.broadcast", NULL);
		break;
	case GM_OPTION:
		tpl_put(out, lang, "core.gm.echo.option", "text", c->text, NULL);
		break;
	case GM_REPLACE:
		tpl_put(out, lang, "core.gm.echo.replace", "player", p->pname[c->seat], "email", c->text, NULL);
		break;
	case GM_EXPEL:
		tpl_put(out, lang, "core.gm.echo.expel", "player", p->pname[c->seat], NULL);
		break;
	case GM_BOT:
		tpl_put(out, lang, c->among ? "core.gm.echo.bot.on" : "core.gm.echo.bot.off", "player", p->pname[c->seat],
			NULL);
		break;
	case GM_STATUS:
		gm_status(p, lang, out);
		break;
	case GM_BACK: {
		char n[24];
		snprintf(n, sizeof n, "%lu", c->batch);
		tpl_put(out, lang, "core.gm.echo.rollback", "batch", n, NULL);
		break;
	}
	}
	sbuf_putc(out, '\n');
}

/* Declares the draw on a copy and reloads the result, so that an engine
 * that cannot end at this point refuses the command instead of leaving a
 * game that no longer loads. Returns NULL or why not. */
const char *pl_end_check(play *p, uint32_t among)
{
	static char why[512];
	sbuf b = SBUF_INIT;
	void *cp = NULL;
	es_err e = { 0 };
	game_events ev = { p->a, NULL, 0, 0 };
	const char *r = NULL;
	p->kind->save(p->st, &b);
	sbuf_sort_lines(&b);
	if (p->kind->load(&cp, p->n, p->names, sbuf_str(&b), &e)) {
		snprintf(why, sizeof why, "%s", e.msg);
		r = why;
	} else {
		p->kind->declare_draw(cp, among, &ev);
		sbuf_reset(&b);
		p->kind->save(cp, &b);
		sbuf_sort_lines(&b);
		p->kind->free(cp);
		cp = NULL;
		if (p->kind->load(&cp, p->n, p->names, sbuf_str(&b), &e)) {
			snprintf(why, sizeof why, "%s", e.msg);
			r = why;
		}
	}
	if (cp)
		p->kind->free(cp);
	sbuf_free(&b);
	return r;
}

int play_gm(play *p, const char *from, const play_mail *m, game_reject *rej)
{
	memset(rej, 0, sizeof *rej);
	const game_lines *in = m->lines;
	gm_cmd *cmd = arena_alloc(p->a, (in->n + 1) * sizeof *cmd);
	size_t nc = 0;
	game_status st;
	play_status(p, &st);
	int paused = p->paused;
	/* All lines are checked before any is applied: all or nothing. */
	for (size_t i = 0; i < in->n; i++) {
		lex_line w;
		lex_split(p->a, in->text[i], &w);
		gm_cmd *c = &cmd[nc];
		memset(c, 0, sizeof *c);
		c->kw = w.n ? lex_keyword(gm_kw, lex_fold_at(&w, 0)) : -1;
		const char *bad = NULL;
		switch (c->kw) {
		case GM_EXTEND:
			if (w.n != 2 || !(c->secs = gm_hours(lex_fold_at(&w, 1))))
				bad = "core.why.gm.extend";
			break;
		case GM_END:
			/* TERMINAR: no result; TERMINAR EMPATE [NAME...]: a draw
			 * shared by the players named, else by all not expelled. */
			c->seat = w.n >= 2 && lex_keyword(draw_kw, lex_fold_at(&w, 1)) == 1;
			if (w.n >= 2 && !c->seat) {
				bad = "core.why.gm.syntax";
				break;
			}
			c->among = w.n > 2 ? 0 : play_draw_default(p);
			for (size_t k = 2; k < w.n && !bad; k++) {
				int s = play_find_player(p, lex_raw_at(&w, k));
				if (s < 0 || (p->expelled & GAME_SEAT(s)) || (c->among & GAME_SEAT(s)))
					bad = "core.why.gm.draw";
				else
					c->among |= GAME_SEAT(s);
			}
			if (!bad && c->seat && !c->among)
				bad = "core.why.gm.draw";
			if (!bad && c->seat && pl_end_check(p, c->among)) {
				gm_free_states(p, cmd, nc);
				return pl_core_reject(p, -1, rej, i, "core.why.gm.end", "phase", st.phase, "why",
					pl_end_check(p, c->among), NULL);
			}
			break;
		case GM_PAUSE:
		case GM_RESUME:
			if (w.n != 1)
				bad = "core.why.gm.syntax";
			else if (c->kw == GM_PAUSE && paused)
				bad = "core.why.gm.paused";
			else if (c->kw == GM_RESUME && !paused)
				bad = "core.why.gm.notpaused";
			paused = c->kw == GM_PAUSE ? 1 : c->kw == GM_RESUME ? 0 : paused;
			break;
		case GM_BROADCAST: {
			sbuf t = SBUF_INIT;
			sbuf_puts(&t, pl_after_words(in->text[i], 1));
			for (size_t k = i + 1; k < in->n; k++)
				sbuf_printf(&t, "%s%s", t.len ? "\n" : "", in->text[k]);
			c->text = redact_secrets(p->a, sbuf_str(&t), m->secrets);
			if (!t.len)
				bad = "core.why.gm.broadcast";
			sbuf_free(&t);
			i = in->n; /* the text runs to the end */
			break;
		}
		case GM_REPLACE:
			c->seat = w.n == 3 ? play_find_player(p, lex_raw_at(&w, 1)) : -1;
			if (c->seat < 0 || !addr_valid(lex_raw_at(&w, 2)))
				bad = "core.why.gm.replace";
			else
				c->text = lex_fold(p->a, lex_raw_at(&w, 2), strlen(lex_raw_at(&w, 2)));
			for (int o = 0; !bad && o < p->n; o++)
				if (o != c->seat && !p->shared_addr && !strcasecmp(c->text, p->pemail[o]))
					bad = "core.why.gm.replace.taken";
			break;
		case GM_EXPEL:
			c->seat = w.n == 2 ? play_find_player(p, lex_raw_at(&w, 1)) : -1;
			if (c->seat < 0 || (p->expelled & GAME_SEAT(c->seat)))
				bad = "core.why.gm.expel";
			break;
		case GM_STATUS:
			if (w.n != 1)
				bad = "core.why.gm.syntax";
			break;
		case GM_BACK:
			if (w.n != 2 || pl_parse_ulong(lex_fold_at(&w, 1), &c->batch) || !(c->state = gm_state_after(p, c->batch)))
				bad = "core.why.gm.rollback";
			break;
		case GM_BOT: {
			/* ROBOT NAME SI|NO: the bot plays the seat, or stops. */
			int on = w.n == 3 ? lex_keyword(onoff_kw, lex_fold_at(&w, 2)) : -1;
			c->seat = w.n == 3 ? play_find_player(p, lex_raw_at(&w, 1)) : -1;
			if (c->seat < 0 || on < 0 || (p->expelled & GAME_SEAT(c->seat)))
				bad = "core.why.gm.bot";
			c->among = on;
			break;
		}
		case GM_OPTION: {
			/* OPCION KEY=VALUE or OPCION KEY VALUE; tried on a copy. */
			c->text = w.n == 2 ? lex_fold_at(&w, 1) : w.n == 3 ? arena_printf(p->a, "%s=%s", lex_fold_at(&w, 1), lex_fold_at(&w, 2)) : "";
			const char *pin = play_pinned(p->kind, c->text);
			if (pin) { /* the kind's reason, not "fixed when the game is made" */
				char id[PLAY_PINNED_ID];
				play_pinned_id(p->kind, pin, id);
				gm_free_states(p, cmd, nc);
				return pl_core_reject(p, -1, rej, i, id, "option", c->text, "pinned", pin, NULL);
			}
			play *scratch = arena_alloc(p->a, sizeof *scratch);
			memcpy(scratch, p, sizeof *scratch);
			es_err oe = { 0 };
			if (pl_safe_option(scratch, c->text, &oe))
				bad = "core.why.gm.option";
			break;
		}
		default:
			bad = "core.why.gm.syntax";
		}
		if (bad) {
			gm_free_states(p, cmd, nc + 1);
			return pl_core_reject(p, -1, rej, c->kw == GM_BROADCAST ? in->n - 1 : i, bad, NULL);
		}
		nc++;
	}
	if (!nc)
		return pl_core_reject(p, -1, rej, in->n, "core.why.gm.none", NULL);

	int64_t now = when_now();
	for (size_t i = 0; i < nc; i++) {
		gm_cmd *c = &cmd[i];
		switch (c->kw) {
		case GM_EXTEND:
			if (p->paused)
				p->pause_left += c->secs;
			else if (p->deadline)
				p->deadline += c->secs;
			else
				p->deadline = now + c->secs;
			p->reminded = 0; /* a later reminder is due again */
			gm_notify(p, "core.subject.gm.extend", "core.gm.extend", NULL);
			sbuf_printf(&p->notes, "%sdirector: prórroga %lld h", p->notes.len ? "; " : "",
				(long long)(c->secs / 3600));
			break;
		case GM_PAUSE:
			p->pause_left = p->deadline > now ? p->deadline - now : 3600;
			p->deadline = 0;
			p->paused = 1;
			gm_notify(p, "core.subject.gm.pause", "core.gm.pause", NULL);
			sbuf_printf(&p->notes, "%sdirector: pausa", p->notes.len ? "; " : "");
			break;
		case GM_RESUME:
			p->deadline = now + p->pause_left;
			p->paused = 0;
			p->pause_left = 0;
			gm_notify(p, "core.subject.gm.resume", "core.gm.resume", NULL);
			sbuf_printf(&p->notes, "%sdirector: reanuda", p->notes.len ? "; " : "");
			break;
		case GM_END:
			if (c->seat) {
				play_declare_draw(p, c->among);
				sbuf_printf(&p->notes, "%sdirector: tablas", p->notes.len ? "; " : "");
			} else {
				p->abandoned = 1;
				p->deadline = 0;
				p->paused = 0;
				p->dirty = p->meta_dirty = 1;
				gm_notify(p, "core.subject.gm.abandon", "core.gm.abandon", NULL);
				sbuf_printf(&p->notes, "%sdirector: partida terminada sin resultado", p->notes.len ? "; " : "");
			}
			break;
		case GM_OPTION: {
			es_err oe = { 0 };
			pl_safe_option(p, c->text, &oe);
			p->dirty = p->meta_dirty = 1;
			gm_notify(p, "core.subject.gm.option", "core.gm.option", c->text);
			sbuf_printf(&p->notes, "%sdirector: opción %s", p->notes.len ? "; " : "", c->text);
			break;
		}
		case GM_BROADCAST:
			gm_notify(p, "core.subject.gm.broadcast", "core.gm.broadcast", c->text);
			sbuf_printf(&p->notes, "%sdirector: mensaje a todos", p->notes.len ? "; " : "");
			break;
		case GM_REPLACE: {
			int s = c->seat;
			char *pw = pl_pw_generate(p, p->pname[s], p->seq);
			char *h = pl_pw_hash(p, p->pname[s], pw);
			if (!h)
				return pl_core_reject(p, -1, rej, in->n, "core.why.gm.syntax", NULL);
			/* The old address and every other player are told; only the
			 * new address gets the password. */
			sbuf ns = SBUF_INIT, nb = SBUF_INIT;
			tpl_put(&ns, p->plang[s], "core.subject.gm.replaced.old", "game", p->name, NULL);
			tpl_put(&nb, p->plang[s], "core.gm.replaced.old", "game", p->name, "player", p->pname[s], NULL);
			if (strcasecmp(p->pemail[s], c->text))
				pl_queue_addr(p, p->pemail[s], sbuf_str(&ns), sbuf_str(&nb), NULL, NULL);
			for (int o = 0; o < p->n; o++) {
				if (o == s)
					continue;
				sbuf_reset(&ns);
				sbuf_reset(&nb);
				tpl_put(&ns, p->plang[o], "core.subject.gm.replaced.others", "game", p->name, "player",
					p->pname[s], NULL);
				tpl_put(&nb, p->plang[o], "core.gm.replaced.others", "game", p->name, "player", p->pname[s], NULL);
				pl_queue_out(p, o, sbuf_str(&ns), sbuf_str(&nb), NULL, NULL);
			}
			sbuf_free(&ns);
			sbuf_free(&nb);
			p->pwhash[s] = h; /* a new hash: the old reply tokens die */
			p->pemail[s] = arena_strdup(p->a, c->text);
			p->expelled &= ~GAME_SEAT(s); /* a new player takes the seat */
			p->votes &= ~GAME_SEAT(s);    /* and has voted for nothing */
			sbuf subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT, dl = SBUF_INIT;
			p->kind->view(p->st, s, p->plang[s], &view);
			pl_render_deadline(p, s, &dl);
			tpl_put(&subj, p->plang[s], "core.subject.gm.replaced", "game", p->name, NULL);
			sbuf hidden = SBUF_INIT, kept = SBUF_INIT, how = SBUF_INIT;
			tpl_put(&hidden, p->plang[s], "core.password.hidden", NULL);
			pl_render_replyhow(p, s, &how);
			for (int pass = 0; pass < 2; pass++)
				tpl_put(pass ? &kept : &body, p->plang[s], "core.gm.replaced", "player", p->pname[s], "game",
					p->name, "password", pass ? sbuf_str(&hidden) : pw, "replyhow", sbuf_str(&how),
					"judge", p->c->address, "view", sbuf_str(&view), "deadline", sbuf_str(&dl), NULL);
			pl_queue_secret(p, s, sbuf_str(&subj), sbuf_str(&body), sbuf_str(&kept));
			sbuf_free(&hidden);
			sbuf_free(&kept);
			sbuf_free(&how);
			sbuf_free(&subj);
			sbuf_free(&body);
			sbuf_free(&view);
			sbuf_free(&dl);
			sbuf_printf(&p->notes, "%sdirector: %s cambia de jugador", p->notes.len ? "; " : "", p->pname[s]);
			break;
		}
		case GM_EXPEL: {
			int s = c->seat;
			for (int o = 0; o < p->n; o++) {
				sbuf subj = SBUF_INIT, body = SBUF_INIT;
				tpl_put(&subj, p->plang[o], "core.subject.gm.expel", "game", p->name, "player", p->pname[s],
					NULL);
				tpl_put(&body, p->plang[o], o == s ? "core.gm.expelled" : "core.gm.expel", "game", p->name,
					"player", p->pname[s], NULL);
				pl_queue_out(p, o, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
				sbuf_free(&subj);
				sbuf_free(&body);
			}
			p->expelled |= GAME_SEAT(s);
			sbuf_printf(&p->notes, "%sdirector: expulsa a %s", p->notes.len ? "; " : "", p->pname[s]);
			break;
		}
		case GM_BOT:
			if (c->among)
				pl_bot_take(p, c->seat, 1);
			else
				pl_bot_give_back(p, c->seat, 1);
			break;
		case GM_STATUS: /* answered in the confirmation, which is rendered after every command */
			sbuf_printf(&p->notes, "%sdirector: estado", p->notes.len ? "; " : "");
			break;
		case GM_BACK:
			gm_back(p, c->batch, c->state);
			c->state = NULL;
			break;
		}
	}
	p->dirty = p->meta_dirty = 1;

	/* The master's mail and what was understood, committed like orders. */
	int k = ++p->nin;
	const char *bd = pl_batch_dir(p);
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.eml", bd, k), m->raw, m->rawlen);
	sbuf parsed = SBUF_INIT;
	sbuf_puts(&parsed, "# director\n");
	for (size_t i = 0; i < in->n; i++)
		sbuf_printf(&parsed, "# %s\n", redact_secrets(p->a, in->text[i], m->secrets));
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.orders", bd, k), parsed.s, parsed.len);
	sbuf_free(&parsed);
	pl_mark_seen(p, m->msgid);

	/* The master may read either language: both, Spanish first. */
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	tpl_put(&subj, "es", "core.subject.gm.confirm", "game", p->name, NULL);
	for (size_t l = 0; tpl_langs[l]; l++) {
		sbuf echo = SBUF_INIT;
		for (size_t i = 0; i < nc; i++)
			gm_echo(p, &cmd[i], tpl_langs[l], &echo);
		if (l)
			sbuf_puts(&body, "\n\n-- \n\n");
		tpl_put(&body, tpl_langs[l], "core.gm.confirm", "game", p->name, "echo", sbuf_str(&echo), NULL);
		sbuf_free(&echo);
	}
	pl_queue_addr(p, from, sbuf_str(&subj), sbuf_str(&body), m->reply_to_id, m->references);
	sbuf_free(&subj);
	sbuf_free(&body);
	return ES_OK;
}

int play_paused(const play *p) { return p->paused; }
int play_expelled(const play *p, int seat) { return (p->expelled & GAME_SEAT(seat)) != 0; }
