/* The game master's commands (PRORROGAR, PAUSAR, REANUDAR, TERMINAR,
 * DIFUNDIR, REEMPLAZAR, EXPULSAR, ESTADO, VOLVER, OPCION, ROBOT): one
 * row of gm_table each, with the function that checks a line, the one
 * that applies it and the one that says what was done. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/redact.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/base/zone.h"
#include "orders/lex.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const lex_kw onoff_kw[] = { { 1, "si|sí|yes|on" }, { 0, "no|off" }, { -1, NULL } };

static const lex_kw draw_kw[] = { { 1, "empate|tablas|draw" }, { -1, NULL } };

typedef struct gm_def gm_def;

typedef struct gm_cmd {
	const gm_def *def;
	int64_t secs;     /* EXTEND */
	int seat;         /* REPLACE, EXPEL, BOT; END: 1 for a draw */
	const char *text; /* BROADCAST text, REPLACE address, OPTION key=value */
	uint32_t among;      /* END with a draw: the seats sharing it; BOT: 1 on */
	unsigned long batch; /* BACK: the batch whose state comes back */
	void *state;         /* BACK: that state, loaded (the only owner) */
} gm_cmd;

/* One line being checked: what a command's check may read and refuse. */
typedef struct gm_line {
	play *p;
	const play_mail *m;
	const game_status *st;
	lex_line w;
	size_t i;    /* the line */
	size_t next; /* the line after the command (DIFUNDIR takes the rest) */
	game_reject *rej;
} gm_line;

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
	char *meta = play_read_file(f->p, commit, "meta/game.txt", &e);
	unsigned long seq;
	if (meta && !play_parse_ulong(play_meta_get(f->p->a, meta, "seq"), &seq) && seq == f->want) {
		snprintf(f->commit, sizeof f->commit, "%s", commit);
		return 1;
	}
	return 0;
}

/* States loaded by VOLVER lines of a mail refused after all. */
static void gm_free_states(play *p, gm_cmd *cmd, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (cmd[i].state) {
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
	char *text = play_read_file(p, f.commit, "state/game.txt", &e);
	void *st = NULL;
	if (!text || p->kind->load(&st, p->n, p->names, text, &e))
		return NULL;
	play_rules(p, st);
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
		play_render_deadline(p, s, &dl);
		tpl_put(&subj, p->plang[s], sid, "game", p->name, NULL);
		tpl_put(&body, p->plang[s], bid, "game", p->name, "deadline", sbuf_str(&dl), "text", text ? text : "",
			NULL);
		play_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
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
	play_after_change(p, 1); /* a fresh deadline for the decision point that came back */
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
	if (!play_waiting_names(p, st.waiting, &waiting))
		sbuf_puts(&waiting, "-");
	for (int s = 0; s < p->n; s++)
		if (p->expelled & GAME_SEAT(s))
			sbuf_printf(&expelled, "%s%s", expelled.len ? ", " : "", p->pname[s]);
	play_render_deadline(p, -1, &dl);
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

/* A refusal of line x->i with no values. */
static int gm_bad(gm_line *x, const char *id)
{
	return play_core_reject(x->p, -1, x->rej, x->i, id, NULL);
}

static void gm_note(play *p, const char *fmt, const char *arg)
{
	sbuf_puts(&p->notes, p->notes.len ? "; director: " : "director: ");
	sbuf_printf(&p->notes, fmt, arg);
}

/* The deadline as the echoes show it, and the hours left while paused. */
static void gm_deadline(play *p, char txt[160], char left[32])
{
	snprintf(txt, 160, "-");
	snprintf(left, 32, "-");
	if (p->deadline)
		zone_format(NULL, p->deadline, txt, 160);
	else if (p->paused) /* the date it would be if resumed now */
		zone_format(NULL, when_now() + p->pause_left, txt, 160);
	if (p->paused)
		snprintf(left, 32, "%lld h", (long long)(p->pause_left / 3600));
}

/* Commands of one word. */
static int gm_check_alone(gm_line *x, gm_cmd *c)
{
	(void)c;
	return x->w.n != 1 ? gm_bad(x, "core.why.gm.syntax") : ES_OK;
}

/* PRORROGAR 48h */
static int gm_check_extend(gm_line *x, gm_cmd *c)
{
	if (x->w.n != 2 || !(c->secs = gm_hours(lex_fold_at(&x->w, 1))))
		return gm_bad(x, "core.why.gm.extend");
	return ES_OK;
}

static int gm_apply_extend(play *p, gm_cmd *c, int64_t now)
{
	if (p->paused)
		p->pause_left += c->secs;
	else if (p->deadline)
		p->deadline += c->secs;
	else
		p->deadline = now + c->secs;
	p->reminded = 0; /* a later reminder is due again */
	gm_notify(p, "core.subject.gm.extend", "core.gm.extend", NULL);
	char h[24];
	snprintf(h, sizeof h, "%lld", (long long)(c->secs / 3600));
	gm_note(p, "prórroga %s h", h);
	return ES_OK;
}

static void gm_echo_extend(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)c;
	char txt[160], left[32];
	gm_deadline(p, txt, left);
	tpl_put(out, lang, p->paused ? "core.gm.echo.extend.paused" : "core.gm.echo.extend", "deadline", txt, "left",
		left, NULL);
}

static int gm_apply_pause(play *p, gm_cmd *c, int64_t now)
{
	(void)c;
	p->pause_left = p->deadline > now ? p->deadline - now : 3600;
	p->deadline = 0;
	p->paused = 1;
	gm_notify(p, "core.subject.gm.pause", "core.gm.pause", NULL);
	gm_note(p, "%s", "pausa");
	return ES_OK;
}

static void gm_echo_pause(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	(void)c;
	tpl_put(out, lang, "core.gm.echo.pause", NULL);
}

static int gm_apply_resume(play *p, gm_cmd *c, int64_t now)
{
	(void)c;
	p->deadline = now + p->pause_left;
	p->paused = 0;
	p->pause_left = 0;
	gm_notify(p, "core.subject.gm.resume", "core.gm.resume", NULL);
	gm_note(p, "%s", "reanuda");
	return ES_OK;
}

static void gm_echo_resume(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)c;
	char txt[160], left[32];
	gm_deadline(p, txt, left);
	tpl_put(out, lang, "core.gm.echo.resume", "deadline", txt, NULL);
}

/* TERMINAR: no result; TERMINAR EMPATE [NAME...]: a draw shared by the
 * players named, else by all not expelled. */
static int gm_check_end(gm_line *x, gm_cmd *c)
{
	play *p = x->p;
	const lex_line *w = &x->w;
	c->seat = w->n >= 2 && lex_keyword(draw_kw, lex_fold_at(w, 1)) == 1;
	if (w->n >= 2 && !c->seat)
		return gm_bad(x, "core.why.gm.syntax");
	c->among = w->n > 2 ? 0 : play_draw_default(p);
	for (size_t k = 2; k < w->n; k++) {
		int s = play_find_player(p, lex_raw_at(w, k));
		if (s < 0 || (p->expelled & GAME_SEAT(s)) || (c->among & GAME_SEAT(s)))
			return gm_bad(x, "core.why.gm.draw");
		c->among |= GAME_SEAT(s);
	}
	if (c->seat && !c->among)
		return gm_bad(x, "core.why.gm.draw");
	const char *why = c->seat ? play_end_check(p, c->among) : NULL;
	if (why)
		return play_core_reject(p, -1, x->rej, x->i, "core.why.gm.end", "phase", x->st->phase, "why", why, NULL);
	return ES_OK;
}

static int gm_apply_end(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	if (c->seat) {
		play_declare_draw(p, c->among);
		gm_note(p, "%s", "tablas");
		return ES_OK;
	}
	p->abandoned = 1;
	p->deadline = 0;
	p->paused = 0;
	p->dirty = p->meta_dirty = 1;
	gm_notify(p, "core.subject.gm.abandon", "core.gm.abandon", NULL);
	gm_note(p, "%s", "partida terminada sin resultado");
	return ES_OK;
}

static void gm_echo_end(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	tpl_put(out, lang, c->seat ? "core.gm.echo.end" : "core.gm.echo.abandon", NULL);
}

/* DIFUNDIR text: the rest of the line and every line after it. */
static int gm_check_broadcast(gm_line *x, gm_cmd *c)
{
	const game_lines *in = x->m->lines;
	sbuf t = SBUF_INIT;
	sbuf_puts(&t, play_after_words(in->text[x->i], 1));
	for (size_t k = x->i + 1; k < in->n; k++)
		sbuf_printf(&t, "%s%s", t.len ? "\n" : "", in->text[k]);
	c->text = redact_secrets(x->p->a, sbuf_str(&t), x->m->secrets);
	size_t len = t.len;
	sbuf_free(&t);
	x->next = in->n;
	x->i = in->n - 1; /* a refusal points at the last line */
	return len ? ES_OK : gm_bad(x, "core.why.gm.broadcast");
}

static int gm_apply_broadcast(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	gm_notify(p, "core.subject.gm.broadcast", "core.gm.broadcast", c->text);
	gm_note(p, "%s", "mensaje a todos");
	return ES_OK;
}

static void gm_echo_broadcast(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	(void)c;
	tpl_put(out, lang, "core.gm.echo.broadcast", NULL);
}

/* REEMPLAZAR NAME ADDRESS: a new player in the seat. */
static int gm_check_replace(gm_line *x, gm_cmd *c)
{
	play *p = x->p;
	const lex_line *w = &x->w;
	c->seat = w->n == 3 ? play_find_player(p, lex_raw_at(w, 1)) : -1;
	if (c->seat < 0 || !addr_valid(lex_raw_at(w, 2)))
		return gm_bad(x, "core.why.gm.replace");
	c->text = lex_fold(p->a, lex_raw_at(w, 2), strlen(lex_raw_at(w, 2)));
	for (int o = 0; o < p->n; o++)
		if (o != c->seat && !p->shared_addr && !strcasecmp(c->text, p->pemail[o]))
			return gm_bad(x, "core.why.gm.replace.taken");
	return ES_OK;
}

/* The new player's welcome: password, view, deadline. */
static void gm_welcome_new(play *p, int s, const char *pw)
{
	sbuf subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT, dl = SBUF_INIT;
	p->kind->view(p->st, s, p->plang[s], &view);
	play_render_deadline(p, s, &dl);
	tpl_put(&subj, p->plang[s], "core.subject.gm.replaced", "game", p->name, NULL);
	sbuf hidden = SBUF_INIT, kept = SBUF_INIT, how = SBUF_INIT;
	tpl_put(&hidden, p->plang[s], "core.password.hidden", NULL);
	play_render_replyhow(p, s, &how);
	for (int pass = 0; pass < 2; pass++)
		tpl_put(pass ? &kept : &body, p->plang[s], "core.gm.replaced", "player", p->pname[s], "game", p->name,
			"password", pass ? sbuf_str(&hidden) : pw, "replyhow", sbuf_str(&how), "judge", p->c->address,
			"view", sbuf_str(&view), "deadline", sbuf_str(&dl), NULL);
	play_queue_secret(p, s, sbuf_str(&subj), sbuf_str(&body), sbuf_str(&kept));
	sbuf_free(&hidden);
	sbuf_free(&kept);
	sbuf_free(&how);
	sbuf_free(&subj);
	sbuf_free(&body);
	sbuf_free(&view);
	sbuf_free(&dl);
}

static int gm_apply_replace(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	int s = c->seat;
	char *pw = play_pw_generate(p, p->pname[s], p->seq);
	char *h = play_pw_hash(p, p->pname[s], pw);
	if (!h)
		return ES_ERR;
	/* The old address and every other player are told; only the new
	 * address gets the password. */
	sbuf ns = SBUF_INIT, nb = SBUF_INIT;
	tpl_put(&ns, p->plang[s], "core.subject.gm.replaced.old", "game", p->name, NULL);
	tpl_put(&nb, p->plang[s], "core.gm.replaced.old", "game", p->name, "player", p->pname[s], NULL);
	if (strcasecmp(p->pemail[s], c->text))
		play_queue_addr(p, p->pemail[s], sbuf_str(&ns), sbuf_str(&nb), NULL, NULL);
	for (int o = 0; o < p->n; o++) {
		if (o == s)
			continue;
		sbuf_reset(&ns);
		sbuf_reset(&nb);
		tpl_put(&ns, p->plang[o], "core.subject.gm.replaced.others", "game", p->name, "player", p->pname[s],
			NULL);
		tpl_put(&nb, p->plang[o], "core.gm.replaced.others", "game", p->name, "player", p->pname[s], NULL);
		play_queue_out(p, o, sbuf_str(&ns), sbuf_str(&nb), NULL, NULL);
	}
	sbuf_free(&ns);
	sbuf_free(&nb);
	p->pwhash[s] = h; /* a new hash: the old reply tokens die */
	p->pemail[s] = arena_strdup(p->a, c->text);
	p->expelled &= ~GAME_SEAT(s); /* a new player takes the seat */
	p->votes &= ~GAME_SEAT(s);    /* and has voted for nothing */
	gm_welcome_new(p, s, pw);
	gm_note(p, "%s cambia de jugador", p->pname[s]);
	return ES_OK;
}

static void gm_echo_replace(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	tpl_put(out, lang, "core.gm.echo.replace", "player", p->pname[c->seat], "email", c->text, NULL);
}

/* EXPULSAR NAME */
static int gm_check_expel(gm_line *x, gm_cmd *c)
{
	c->seat = x->w.n == 2 ? play_find_player(x->p, lex_raw_at(&x->w, 1)) : -1;
	if (c->seat < 0 || (x->p->expelled & GAME_SEAT(c->seat)))
		return gm_bad(x, "core.why.gm.expel");
	return ES_OK;
}

static int gm_apply_expel(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	int s = c->seat;
	for (int o = 0; o < p->n; o++) {
		sbuf subj = SBUF_INIT, body = SBUF_INIT;
		tpl_put(&subj, p->plang[o], "core.subject.gm.expel", "game", p->name, "player", p->pname[s], NULL);
		tpl_put(&body, p->plang[o], o == s ? "core.gm.expelled" : "core.gm.expel", "game", p->name, "player",
			p->pname[s], NULL);
		if (o == s)
			play_queue_line(p, o, sbuf_str(&subj), sbuf_str(&body), "core.replyline.expelled");
		else
			play_queue_out(p, o, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
	}
	p->expelled |= GAME_SEAT(s);
	gm_note(p, "expulsa a %s", p->pname[s]);
	return ES_OK;
}

static void gm_echo_expel(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	tpl_put(out, lang, "core.gm.echo.expel", "player", p->pname[c->seat], NULL);
}

/* ESTADO: answered in the confirmation, which is rendered after every
 * command. */
static int gm_apply_status(play *p, gm_cmd *c, int64_t now)
{
	(void)c;
	(void)now;
	gm_note(p, "%s", "estado");
	return ES_OK;
}

static void gm_echo_status(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)c;
	gm_status(p, lang, out);
}

/* VOLVER N */
static int gm_check_back(gm_line *x, gm_cmd *c)
{
	if (x->w.n != 2 || play_parse_ulong(lex_fold_at(&x->w, 1), &c->batch) ||
		!(c->state = gm_state_after(x->p, c->batch)))
		return gm_bad(x, "core.why.gm.rollback");
	return ES_OK;
}

static int gm_apply_back(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	gm_back(p, c->batch, c->state);
	c->state = NULL;
	return ES_OK;
}

static void gm_echo_back(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	char n[24];
	snprintf(n, sizeof n, "%lu", c->batch);
	tpl_put(out, lang, "core.gm.echo.rollback", "batch", n, NULL);
}

/* OPCION KEY=VALUE or OPCION KEY VALUE; tried on a copy. */
static int gm_check_option(gm_line *x, gm_cmd *c)
{
	play *p = x->p;
	const lex_line *w = &x->w;
	c->text = w->n == 2 ? lex_fold_at(w, 1)
		: w->n == 3 ? arena_printf(p->a, "%s=%s", lex_fold_at(w, 1), lex_fold_at(w, 2))
			    : "";
	const char *pin = play_pinned(p->kind, c->text);
	if (pin) { /* the kind's reason, not "fixed when the game is made" */
		char id[PLAY_PINNED_ID];
		play_pinned_id(p->kind, pin, id);
		return play_core_reject(p, -1, x->rej, x->i, id, "option", c->text, "pinned", pin, NULL);
	}
	play *scratch = arena_alloc(p->a, sizeof *scratch);
	memcpy(scratch, p, sizeof *scratch);
	es_err oe = { 0 };
	return play_safe_option(scratch, c->text, &oe) ? gm_bad(x, "core.why.gm.option") : ES_OK;
}

static int gm_apply_option(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	es_err oe = { 0 };
	play_safe_option(p, c->text, &oe);
	p->dirty = p->meta_dirty = 1;
	gm_notify(p, "core.subject.gm.option", "core.gm.option", c->text);
	gm_note(p, "opción %s", c->text);
	return ES_OK;
}

static void gm_echo_option(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	tpl_put(out, lang, "core.gm.echo.option", "text", c->text, NULL);
}

/* ROBOT NAME SI|NO: the bot plays the seat, or stops. */
static int gm_check_bot(gm_line *x, gm_cmd *c)
{
	const lex_line *w = &x->w;
	int on = w->n == 3 ? lex_keyword(onoff_kw, lex_fold_at(w, 2)) : -1;
	c->seat = w->n == 3 ? play_find_player(x->p, lex_raw_at(w, 1)) : -1;
	c->among = (uint32_t)on;
	if (c->seat < 0 || on < 0 || (x->p->expelled & GAME_SEAT(c->seat)))
		return gm_bad(x, "core.why.gm.bot");
	return ES_OK;
}

static int gm_apply_bot(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	if (c->among)
		play_bot_take(p, c->seat, 1);
	else
		play_bot_give_back(p, c->seat, 1);
	return ES_OK;
}

static void gm_echo_bot(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	tpl_put(out, lang, c->among ? "core.gm.echo.bot.on" : "core.gm.echo.bot.off", "player", p->pname[c->seat],
		NULL);
}

/* When a command may be given: the game running, paused, or either. A
 * mail's lines are checked in order, so PAUSAR then REANUDAR is one mail. */
enum { GM_RUNNING = 1, GM_PAUSED = 2, GM_ANY = 3 };

/* Every command is the game master's (handle.c checked the password and
 * that the game is not over). */
struct gm_def {
	const char *words; /* folded, Spanish first, with English */
	int (*check)(gm_line *x, gm_cmd *c);
	int (*apply)(play *p, gm_cmd *c, int64_t now);
	void (*echo)(play *p, const gm_cmd *c, const char *lang, sbuf *out);
	int when;            /* GM_RUNNING, GM_PAUSED, GM_ANY */
	const char *refused; /* the refusal when given at the other time */
	int pauses;          /* 1 pauses, -1 resumes, 0 neither */
};

static const gm_def gm_table[] = {
	{ "prorrogar|prorroga|extend", gm_check_extend, gm_apply_extend, gm_echo_extend, GM_ANY, NULL, 0 },
	{ "pausar|pausa|pause", gm_check_alone, gm_apply_pause, gm_echo_pause, GM_RUNNING, "core.why.gm.paused", 1 },
	{ "reanudar|resume", gm_check_alone, gm_apply_resume, gm_echo_resume, GM_PAUSED, "core.why.gm.notpaused", -1 },
	{ "terminar|finish|stop", gm_check_end, gm_apply_end, gm_echo_end, GM_ANY, NULL, 0 },
	{ "difundir|broadcast", gm_check_broadcast, gm_apply_broadcast, gm_echo_broadcast, GM_ANY, NULL, 0 },
	{ "reemplazar|sustituir|replace", gm_check_replace, gm_apply_replace, gm_echo_replace, GM_ANY, NULL, 0 },
	{ "expulsar|expel|remove", gm_check_expel, gm_apply_expel, gm_echo_expel, GM_ANY, NULL, 0 },
	{ "estado|status", gm_check_alone, gm_apply_status, gm_echo_status, GM_ANY, NULL, 0 },
	{ "volver|rollback", gm_check_back, gm_apply_back, gm_echo_back, GM_ANY, NULL, 0 },
	{ "opcion|option|set", gm_check_option, gm_apply_option, gm_echo_option, GM_ANY, NULL, 0 },
	{ "robot|bot", gm_check_bot, gm_apply_bot, gm_echo_bot, GM_ANY, NULL, 0 },
};

static const gm_def *gm_find(const lex_line *w)
{
	for (size_t i = 0; w->n && i < sizeof gm_table / sizeof *gm_table; i++) {
		const lex_kw one[] = { { 1, gm_table[i].words }, { -1, NULL } };
		if (lex_keyword(one, lex_fold_at(w, 0)) == 1)
			return &gm_table[i];
	}
	return NULL;
}

/* Checks every line (all before any is applied: all or nothing) into
 * cmd; the number of commands, or -1 with rej filled. */
static long gm_parse(play *p, const play_mail *m, gm_cmd *cmd, game_reject *rej)
{
	const game_lines *in = m->lines;
	game_status st;
	play_status(p, &st);
	int paused = p->paused;
	size_t nc = 0;
	for (size_t i = 0; i < in->n; nc++) {
		gm_line x = { p, m, &st, { 0 }, i, i + 1, rej };
		lex_split(p->a, in->text[i], &x.w);
		gm_cmd *c = &cmd[nc];
		memset(c, 0, sizeof *c);
		c->def = gm_find(&x.w);
		int rc = !c->def ? gm_bad(&x, "core.why.gm.syntax") : c->def->check(&x, c);
		if (!rc && !(c->def->when & (paused ? GM_PAUSED : GM_RUNNING)))
			rc = gm_bad(&x, c->def->refused);
		if (rc) {
			gm_free_states(p, cmd, nc + 1);
			return -1;
		}
		paused = c->def->pauses ? c->def->pauses > 0 : paused;
		i = x.next;
	}
	return (long)nc;
}

/* The master's mail and what was understood, committed like orders. */
static void gm_store(play *p, const play_mail *m)
{
	const game_lines *in = m->lines;
	int k = ++p->nin;
	const char *bd = play_batch_dir(p);
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.eml", bd, k), m->raw, m->rawlen);
	sbuf parsed = SBUF_INIT;
	sbuf_puts(&parsed, "# director\n");
	for (size_t i = 0; i < in->n; i++)
		sbuf_printf(&parsed, "# %s\n", redact_secrets(p->a, in->text[i], m->secrets));
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.orders", bd, k), parsed.s, parsed.len);
	sbuf_free(&parsed);
	play_mark_seen(p, m->msgid);
}

/* The master may read either language: both, Spanish first. */
static void gm_confirm(play *p, const char *from, const play_mail *m, const gm_cmd *cmd, size_t nc)
{
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	tpl_put(&subj, "es", "core.subject.gm.confirm", "game", p->name, NULL);
	for (size_t l = 0; tpl_langs[l]; l++) {
		sbuf echo = SBUF_INIT;
		for (size_t i = 0; i < nc; i++) {
			cmd[i].def->echo(p, &cmd[i], tpl_langs[l], &echo);
			sbuf_putc(&echo, '\n');
		}
		if (l)
			sbuf_puts(&body, PLAY_LANG_BREAK);
		tpl_put(&body, tpl_langs[l], "core.gm.confirm", "game", p->name, "echo", sbuf_str(&echo), NULL);
		sbuf_free(&echo);
	}
	play_queue_addr(p, from, sbuf_str(&subj), sbuf_str(&body), m->reply_to_id, m->references);
	sbuf_free(&subj);
	sbuf_free(&body);
}

int play_gm(play *p, const char *from, const play_mail *m, game_reject *rej)
{
	memset(rej, 0, sizeof *rej);
	const game_lines *in = m->lines;
	gm_cmd *cmd = arena_alloc(p->a, (in->n + 1) * sizeof *cmd);
	long nc = gm_parse(p, m, cmd, rej);
	if (nc < 0)
		return ES_EILLEGAL;
	if (!nc)
		return play_core_reject(p, -1, rej, in->n, "core.why.gm.none", NULL);
	int64_t now = when_now();
	for (long i = 0; i < nc; i++)
		if (cmd[i].def->apply(p, &cmd[i], now))
			return play_core_reject(p, -1, rej, in->n, "core.why.gm.syntax", NULL);
	p->dirty = p->meta_dirty = 1;
	gm_store(p, m);
	gm_confirm(p, from, m, cmd, (size_t)nc);
	return ES_OK;
}

int play_paused(const play *p) { return p->paused; }
int play_expelled(const play *p, int seat) { return (p->expelled & GAME_SEAT(seat)) != 0; }
