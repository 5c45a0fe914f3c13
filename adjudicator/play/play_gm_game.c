/* The game master and the game as a whole: TERMINAR, DIFUNDIR, ESTADO,
 * VOLVER, OPCION. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/mail/redact.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/zone.h"

#include <stdio.h>
#include <string.h>

static const lex_kw draw_kw[] = { { 1, "empate|tablas|draw" }, { -1, NULL } };

/* Puts back `state` (of batch n; taken over), journaled for verify, with
 * a fresh deadline, every player told. What chance fixed ahead and no
 * seat has seen (a face-down deck) is dealt again from the game's dice as
 * they go on: every player has seen the cards that came after batch n,
 * and they must not come again in that order. A finished game comes back
 * with a new secret seed (play_revive.c): its final mails revealed the
 * first, and with it every roll to come. */
static void gm_back(play *p, unsigned long n, void *state)
{
	game_status gs;
	play_status(p, &gs);
	int revive = gs.over;
	p->kind->free(p->st);
	p->st = state;
	if (revive)
		play_revive(p);
	p->kind->redeal(p->st, GAME_UNSEEN, &p->d);
	p->rolled_back = 1; /* the same decision point may come back: views anyway */
	sbuf_printf(&p->journal, "rollback %lu redeal\n", n);
	play_after_change(p, 1); /* a fresh deadline for the decision point that came back */
	char ns[24];
	snprintf(ns, sizeof ns, "%lu", n);
	if (revive)
		play_revive_notify(p, n);
	else
		gm_notify(p, "core.subject.gm.rollback", "core.gm.rollback", ns);
	sbuf_printf(&p->notes, "%sdirector: vuelve al lote %lu", p->notes.len ? "; " : "", n);
	if (revive)
		sbuf_printf(&p->notes, " (la partida revive; compromiso de la nueva semilla %s)", p->commitment);
}

int play_rollback(play *p, unsigned long n, es_err *e)
{
	/* Refusals are the operator's mistake, not the software's (exit 65). */
	void *st = gm_state_after(p, n);
	if (!st)
		return es_fail(e, ES_EILLEGAL, "game %s has no batch %lu before the last one", p->name, n);
	int why = play_revive_refusal(p, st);
	if (why) {
		p->kind->free(st);
		return why == PLAY_REVIVE_ENDED
			? es_fail(e, ES_EILLEGAL, "game %s was already over after batch %lu: name an earlier batch", p->name, n)
			: es_fail(e, ES_EILLEGAL,
				"game %s is over and was made before games had a secret key: its passwords came from the "
				"seed its final mails revealed, so it cannot be played again; start a new game",
				p->name);
	}
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
	sbuf gl = SBUF_INIT;
	gm_batch_line(p, p->seq - 1, lang, &gl);
	tpl_put(out, lang, p->paused ? "core.gm.echo.status.paused" : "core.gm.echo.status", "phase",
		play_phase_text(p->a, p->kind->kind, st.phase, lang), "turn",
		turn, "waiting", sbuf_str(&waiting), "deadline", sbuf_str(&dl), "left", left, "expelled",
		expelled.len ? sbuf_str(&expelled) : "-", "view", sbuf_str(&view), "gmline", sbuf_str(&gl), NULL);
	sbuf_free(&gl);
	sbuf_free(&waiting);
	sbuf_free(&expelled);
	sbuf_free(&view);
	sbuf_free(&dl);
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

static const lex_kw end_kw[] = { { 1, "fin|end" }, { -1, NULL } };

/* DIFUNDIR text: the rest of the line and the lines after it, up to a
 * line FIN alone (the commands after it are read as such) or the end of
 * the mail. */
static int gm_check_broadcast(gm_line *x, gm_cmd *c)
{
	const game_lines *in = x->m->lines;
	sbuf t = SBUF_INIT;
	sbuf_puts(&t, play_after_words(in->text[x->i], 1));
	size_t k = x->i + 1;
	for (; k < in->n; k++) {
		lex_line w;
		lex_split(x->p->a, in->text[k], &w);
		if (w.n == 1 && lex_keyword(end_kw, lex_fold_at(&w, 0)) == 1)
			break;
		sbuf_printf(&t, "%s%s", t.len ? "\n" : "", in->text[k]);
	}
	c->text = redact_secrets(x->p->a, sbuf_str(&t), x->m->secrets);
	size_t len = t.len;
	sbuf_free(&t);
	x->next = k < in->n ? k + 1 : in->n;
	x->i = k - 1; /* a refusal points at the last line of the text */
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

/* VOLVER N, also into a finished game (play_gm.c lets it through). */
static int gm_check_back(gm_line *x, gm_cmd *c)
{
	if (x->w.n != 2 || play_parse_ulong(lex_fold_at(&x->w, 1), &c->batch) ||
		!(c->state = gm_state_after(x->p, c->batch)))
		return gm_bad(x, "core.why.gm.rollback");
	int why = play_revive_refusal(x->p, c->state);
	if (why) /* play_gm frees c->state */
		return gm_bad(x, why == PLAY_REVIVE_ENDED ? "core.why.gm.revive.ended" : "core.why.gm.revive.keyless");
	return ES_OK;
}

static int gm_apply_back(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	int k = play_stream(p);
	gm_back(p, c->batch, c->state);
	c->state = NULL;
	if (play_stream(p) != k) /* it revived the game: the echo gives the commitment */
		c->text2 = arena_strdup(p->a, p->commitment);
	return ES_OK;
}

static void gm_echo_back(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	char n[24];
	snprintf(n, sizeof n, "%lu", c->batch);
	(void)p;
	if (c->text2)
		tpl_put(out, lang, "core.gm.echo.revive", "batch", n, "commitment", c->text2, NULL);
	else
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

const gm_def gm_game_defs[] = {
	{ "terminar|finish|stop", gm_check_end, gm_apply_end, gm_echo_end, GM_ANY, NULL, 0 },
	{ "difundir|broadcast", gm_check_broadcast, gm_apply_broadcast, gm_echo_broadcast, GM_ANY, NULL, 0 },
	{ "estado|status", gm_check_alone, gm_apply_status, gm_echo_status, GM_ANY, NULL, 0 },
	{ "volver|rollback", gm_check_back, gm_apply_back, gm_echo_back, GM_ANY | GM_OVER, NULL, 0 },
	{ "opcion|option|set", gm_check_option, gm_apply_option, gm_echo_option, GM_ANY, NULL, 0 },
	{ NULL, NULL, NULL, NULL, 0, NULL, 0 },
};
