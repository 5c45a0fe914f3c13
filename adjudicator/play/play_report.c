/* Turn reports and the commit of a batch. */
#include "adjudicator/base/afile.h"
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/store/store.h"
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


/* Events seat `seat` may see, rendered in its language, one a line. */
void play_render_events(play *p, int seat, const char *lang, sbuf *out, int summary_only)
{
	for (size_t i = 0; i < p->ev.n; i++) {
		const game_event *g = &p->ev.v[i];
		if (summary_only ? !g->summary : (seat >= 0 && !(g->audience & GAME_SEAT(seat))))
			continue;
		if (!summary_only && seat < 0 && g->audience != GAME_ALL && !g->third)
			continue;
		es_err e = { 0 };
		size_t before = out->len;
		if (summary_only && before)
			sbuf_puts(out, "; ");
		else if (!summary_only)
			sbuf_puts(out, "- ");
		/* A list of players naming the reader reads "carla y tú" to him. */
		const char *vars[2 * GAME_EVENT_VARS + 1];
		sbuf you = SBUF_INIT;
		size_t k = 0;
		for (; g->vars[k]; k += 2) {
			vars[k] = g->vars[k], vars[k + 1] = g->vars[k + 1];
			if (!summary_only && seat >= 0 && !strcmp(g->vars[k], "players")) {
				sbuf_puts(&you, g->vars[k + 1]);
				if (game_list_you(&you, lang, p->pname[seat]))
					vars[k + 1] = sbuf_str(&you);
			}
		}
		vars[k] = NULL;
		int rc = tpl_render(out, lang, g->id, vars, &e);
		sbuf_free(&you);
		if (rc) {
			out->len = before;
			out->s[before] = '\0';
			fprintf(stderr, "estafeta: %s\n", e.msg);
			continue;
		}
		if (!summary_only)
			sbuf_putc(out, '\n');
		else /* sentences joined by "; " in a line: no ".;", no end stop */
			while (out->len > before && (out->s[out->len - 1] == ' ' || out->s[out->len - 1] == '\n' ||
						     (out->s[out->len - 1] == '.' && out->s[out->len - 2] != '.')))
				out->s[--out->len] = '\0';
	}
}

void play_render_when(play *p, const game_status *st, const char *lang, int head, sbuf *out)
{
	char turn[16], round[16];
	snprintf(turn, sizeof turn, "%u", st->turn);
	snprintf(round, sizeof round, "%u", st->round);
	const char *phase = play_phase_text(p->a, p->kind->kind, st->phase, lang);
	const char *id = st->turn ? "core.when.turn" : st->round ? "core.when.round" : "core.when.phase";
	size_t at = out->len;
	tpl_put(out, lang, id, "turn", turn, "round", round, "phase", phase, NULL);
	/* A subject starts with a capital: "Colocación inicial, ronda 2". */
	if (!head && out->s[at] >= 'a' && out->s[at] <= 'z')
		out->s[at] = (char)(out->s[at] - 'a' + 'A');
	if (head) { /* the report's first line also names the phase of a turn */
		if (st->turn)
			tpl_put(out, lang, "core.when.turn.phase", "phase", phase, NULL);
	}
}

void play_render_waitline(play *p, const game_status *st, int seat, const char *lang, sbuf *out)
{
	sbuf names = SBUF_INIT;
	uint32_t others = st->waiting & ~(seat >= 0 ? GAME_SEAT(seat) : 0);
	play_waiting_names(p, others, &names);
	const char *id = st->over ? "core.waitline.over"
		: seat >= 0 && (st->waiting & GAME_SEAT(seat)) ? (others ? "core.waitline.youand" : "core.waitline.you")
		: others ? "core.waitline.others" : "core.waitline.none";
	tpl_put(out, lang, id, "players", sbuf_str(&names), NULL);
	sbuf_free(&names);
	if (!st->over) { /* a finished game has no deadline to tell */
		sbuf dl = SBUF_INIT;
		play_render_deadline(p, seat, &dl);
		sbuf_putc(out, '\n');
		tpl_put(out, lang, "core.waitline.deadline", "deadline", sbuf_str(&dl), NULL);
		sbuf_free(&dl);
	}
}

/* The turn report of one seat: events it saw, its view, the deadline, and
 * at the end of the game the seed. */
static void compose_report(play *p, int seat, const game_status *st, sbuf *subj, sbuf *body, sbuf *view)
{
	const char *lang = seat >= 0 ? p->plang[seat] : "es";
	sbuf ev = SBUF_INIT, w = SBUF_INIT, when = SBUF_INIT, head = SBUF_INIT;
	play_render_events(p, seat, lang, &ev, 0);
	play_render_waitline(p, st, seat, lang, &w);
	play_render_when(p, st, lang, 0, &when);
	play_render_when(p, st, lang, 1, &head);
	p->kind->view(p->st, seat, lang, view);
	if (seat >= 0) {
		const char *sid = st->over ? "core.subject.final"
				: (st->waiting & GAME_SEAT(seat)) ? "core.subject.yourturn" : "core.subject.turn";
		tpl_put(subj, lang, sid, "game", p->name, "when", sbuf_str(&when), NULL);
	}
	tpl_put(body, lang, "core.report", "game", p->name, "when", sbuf_str(&head), "events",
		ev.len ? sbuf_str(&ev) : "-\n", "view", sbuf_str(view), "waitline", sbuf_str(&w), NULL);
	sbuf bots = SBUF_INIT;
	if (!st->over && play_waiting_names(p, p->bots, &bots)) {
		/* Every report says which seats the bot plays. */
		sbuf_puts(body, "\n\n");
		tpl_put(body, lang, "core.report.bots", "players", sbuf_str(&bots), NULL);
	}
	sbuf_free(&bots);
	if (st->over) {
		sbuf_puts(body, "\n\n");
		tpl_put(body, lang, play_stream(p) ? "core.final.revived" : "core.final", "seed", p->seed, "commitment",
			p->commitment, NULL);
	}
	sbuf_free(&ev);
	sbuf_free(&w);
	sbuf_free(&when);
	sbuf_free(&head);
}

char *play_msgid(play *p, unsigned long seq, int k)
{
	return arena_printf(p->a, "%s.%06lu.%02d@%s", p->name, seq, k, p->c->domain);
}

int play_put_outgoing(play *p, const char *bd, pend_out *o, int64_t now, es_err *e)
{
	int k = ++p->nout;
	o->m.message_id = play_msgid(p, p->seq, k);
	o->m.game = p->name;
	size_t len;
	char *raw = out_compose(p->a, p->c, &o->m, now, &len);
	const char *fname = arena_printf(p->a, "out-%02d-%s.eml", k, o->seat >= 0 ? p->pname[o->seat] : "@director");
	store_change_put(p->chg, arena_printf(p->a, "%s/%s", bd, fname), raw, len);
	if (!o->secret_body) {
		/* A clear copy left by a batch whose commit never landed must
		 * not stand in for this file at delivery. */
		unlink(play_secret_spool(p, bd, fname, 0));
		return ES_OK;
	}
	out_msg clear = o->m;
	clear.body = o->secret_body;
	raw = out_compose(p->a, p->c, &clear, now, &len);
	const char *sp = play_secret_spool(p, bd, fname, 1);
	if (afile_write(sp, raw, len, 1))
		return es_fail(e, ES_EIO, "cannot write %s", sp);
	return ES_OK;
}


int play_commit(play *p, int64_t now, es_err *e)
{
	if (!p->dirty)
		return ES_OK;
	play_votes_settle(p);
	game_status st;
	play_status(p, &st);
	const char *bd = play_batch_dir(p);
	sbuf subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT;
	/* Reports go to every seat that saw something or faces a new decision. */
	int new_point = st.step != p->st0.step || st.over != p->st0.over || p->rolled_back;
	for (int s = 0; s < p->n; s++) {
		int saw = 0;
		for (size_t i = 0; i < p->ev.n && !saw; i++)
			saw = (p->ev.v[i].audience & GAME_SEAT(s)) != 0;
		if (!saw && !new_point && (p->renamed & GAME_SEAT(s))) {
			/* No report, but the view under the seat's new name. */
			sbuf_reset(&view);
			p->kind->view(p->st, s, p->plang[s], &view);
			store_change_put(p->chg, arena_printf(p->a, "views/%s.txt", p->pname[s]), view.s, view.len);
		}
		if (!saw && !new_point)
			continue;
		sbuf_reset(&subj);
		sbuf_reset(&body);
		sbuf_reset(&view);
		compose_report(p, s, &st, &subj, &body, &view);
		play_view_parts(p, play_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL), s);
		store_change_put(p->chg, arena_printf(p->a, "views/%s.txt", p->pname[s]), view.s, view.len);
	}
	sbuf_reset(&view);
	p->kind->view(p->st, -1, "es", &view);
	store_change_put(p->chg, "views/public.txt", view.s, view.len);
	if (p->master_addr && (new_point || p->ev.n)) {
		/* The game master's copy of the turn: what everyone may see,
		 * both languages (the master may read either). */
		sbuf when = SBUF_INIT;
		play_render_when(p, &st, "es", 0, &when);
		sbuf_reset(&subj);
		sbuf_reset(&body);
		tpl_put(&subj, "es", "core.subject.gm.report", "game", p->name, "when", sbuf_str(&when), NULL);
		for (size_t l = 0; tpl_langs[l]; l++) {
			sbuf ev = SBUF_INIT, w = SBUF_INIT, pv = SBUF_INIT;
			play_render_events(p, -1, tpl_langs[l], &ev, 0);
			play_render_waitline(p, &st, -1, tpl_langs[l], &w);
			sbuf_reset(&when);
			play_render_when(p, &st, tpl_langs[l], 1, &when);
			p->kind->view(p->st, -1, tpl_langs[l], &pv);
			if (l)
				sbuf_puts(&body, PLAY_LANG_BREAK);
			sbuf late = SBUF_INIT, to = SBUF_INIT;
			if (play_waiting_names(p, p->timed_out, &late))
				tpl_line(&to, tpl_langs[l], "core.gm.report.timeouts", "players", sbuf_str(&late), NULL);
			sbuf gl = SBUF_INIT;
			gm_batch_line(p, p->seq, tpl_langs[l], &gl);
			tpl_put(&body, tpl_langs[l], "core.gm.report", "game", p->name, "when", sbuf_str(&when), "events",
				ev.len ? sbuf_str(&ev) : "-\n", "timeouts", sbuf_str(&to), "waitline", sbuf_str(&w),
				"view", sbuf_str(&pv), "gmline", sbuf_str(&gl), NULL);
			sbuf_free(&gl);
			sbuf_free(&late);
			sbuf_free(&to);
			sbuf_free(&ev);
			sbuf_free(&w);
			sbuf_free(&pv);
		}
		if (p->digest)
			play_digest_put(p, bd, sbuf_str(&subj), sbuf_str(&body), now);
		else
			play_queue_addr(p, p->master_addr, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&when);
	}
	int rc = ES_OK;
	for (size_t i = 0; !rc && i < p->nouts; i++)
		rc = play_put_outgoing(p, bd, &p->out[i], now, e);
	if (rc) {
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&view);
		return rc;
	}
	if (p->journal.len)
		store_change_put(p->chg, arena_printf(p->a, "%s/journal.txt", bd), p->journal.s, p->journal.len);
	play_write_state(p);
	play_write_meta(p);
	/* Commit line: "turno 7: ana mueve; berta ataca Toledo". */
	sbuf msg = SBUF_INIT, sum = SBUF_INIT;
	play_render_events(p, -1, "es", &sum, 1);
	if (p->st0.turn)
		sbuf_printf(&msg, "turno %u: ", p->st0.turn);
	else
		sbuf_puts(&msg, "colocación: ");
	sbuf_puts(&msg, sum.len ? sbuf_str(&sum) : p->notes.len ? sbuf_str(&p->notes) : "sin cambios visibles");
	sbuf_printf(&msg, "\n\nlote %lu", p->seq);
	char head[41];
	/* Said before the commit: a run killed after it still knows the
	 * game moved (gamelist.h, the idle index). */
	play_mark_changed(p->c, p->name);
	rc = store_commit(p->repo, p->chg, sbuf_str(&msg), now, head, e);
	sbuf_free(&msg);
	sbuf_free(&sum);
	sbuf_free(&subj);
	sbuf_free(&body);
	sbuf_free(&view);
	if (rc)
		return rc;
	play_write_facts(p, head);
	return play_deliver_commit(p, head, now, e);
}
