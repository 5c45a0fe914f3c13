/* Deadlines, reminders, absences, defaults; the game master's draw. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
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


/* When this decision's reminder leaves: at least halfway through the
 * decision's time (with a short deadline -- Nuevo Mundo's retreat
 * question, a deadline_hours under reminder_hours -- it would otherwise
 * leave with the question). -1: none (off, or sent already). */
static int64_t reminder_at(const play *p, const game_status *st)
{
	if (!p->reminder_hours || p->reminded == p->step || !p->deadline)
		return -1;
	int64_t span = (int64_t)(st->deadline_hours ? st->deadline_hours : (unsigned)p->deadline_hours) * 3600;
	int64_t before = (int64_t)p->reminder_hours * 3600;
	if (before > span / 2)
		before = span / 2;
	return p->deadline - before;
}

static int reminder_due(const play *p, const game_status *st, int64_t now)
{
	int64_t at = reminder_at(p, st);
	return at >= 0 && now >= at;
}

int64_t play_next_due(play *p)
{
	game_status st;
	play_status(p, &st);
	if (st.over || p->paused)
		return -1;
	/* What play_tick does at once: a bot's seat or only expelled seats
	 * awaited. */
	if ((st.waiting & p->bots & ~p->expelled) || (st.waiting && !(st.waiting & ~p->expelled)))
		return 0;
	if (!p->deadline)
		return -1;
	int64_t r = reminder_at(p, &st);
	return r >= 0 && r < play_due(p) ? r : play_due(p);
}

void play_timeout_now(play *p)
{
	game_status st;
	play_status(p, &st);
	p->timed_out |= st.waiting; /* the game master's report says so */
	play_bot_missed(p, st.waiting & ~p->expelled);
	p->kind->timeout(p->st, &p->d, &p->ev);
	sbuf_puts(&p->journal, "timeout\n");
	play_after_change(p, 1);
	play_bot_play(p);
}

void play_tick(play *p, int64_t now)
{
	game_status st;
	play_status(p, &st);
	if (st.over || p->paused)
		return;
	play_bot_play(p);
	play_status(p, &st);
	/* Expelled seats never hold the game up: their default applies as
	 * soon as nobody else is awaited (bounded, in case an engine keeps
	 * waiting for them). */
	for (int k = 0; k < 1000 && !st.over && st.waiting && !(st.waiting & ~p->expelled); k++) {
		p->kind->timeout(p->st, &p->d, &p->ev);
		sbuf_puts(&p->journal, "timeout\n");
		play_after_change(p, 1);
		play_status(p, &st);
	}
	if (st.over || !p->deadline)
		return;
	if (now >= play_due(p) && p->vac_stretch) {
		/* A deadline inside an awaited player's absence moves to a day
		 * after it ends. */
		int64_t until = p->deadline;
		int who = -1;
		for (int s = 0; s < p->n; s++)
			if ((st.waiting & GAME_SEAT(s)) && p->vac_to[s] && p->vac_from[s] <= p->deadline &&
				p->deadline < p->vac_to[s] && p->vac_to[s] + 86400 > until) {
				until = p->vac_to[s] + 86400;
				who = s;
			}
		int64_t left = who >= 0 ? (int64_t)p->vac_days * 86400 - p->vac_used[who] : 0;
		if (who >= 0 && until > p->deadline + left)
			until = p->deadline + left; /* what is left of the budget */
		if (who >= 0 && now < until) {
			p->vac_used[who] += until - p->deadline;
			p->deadline = until;
			p->dirty = p->meta_dirty = 1;
			for (int s = 0; s < p->n; s++) {
				sbuf subj = SBUF_INIT, body = SBUF_INIT, dl = SBUF_INIT;
				play_render_deadline(p, s, &dl);
				tpl_put(&subj, p->plang[s], "core.subject.vacation", "game", p->name, NULL);
				tpl_put(&body, p->plang[s], "core.vacation.stretch", "game", p->name, "player", p->pname[who],
					"deadline", sbuf_str(&dl), NULL);
				play_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
				sbuf_free(&subj);
				sbuf_free(&body);
				sbuf_free(&dl);
			}
			sbuf_printf(&p->notes, "%splazo alargado por las vacaciones de %s", p->notes.len ? "; " : "",
				p->pname[who]);
			return;
		}
	}
	if (now >= play_due(p)) {
		/* A new decision point gets a fresh deadline from `now`. */
		play_timeout_now(p);
		return;
	}
	if (reminder_due(p, &st, now)) {
		p->reminded = p->step;
		p->dirty = p->meta_dirty = 1;
		for (int s = 0; s < p->n; s++) {
			if (!(st.waiting & GAME_SEAT(s)) || (p->bots & GAME_SEAT(s)))
				continue;
			sbuf subj = SBUF_INIT, body = SBUF_INIT, dl = SBUF_INIT, def = SBUF_INIT;
			play_render_deadline(p, s, &dl);
			/* The reminder names what the deadline would do for this seat. */
			if (p->kind->has & GAME_HAS_DEFAULT_TEXT)
				p->kind->default_text(p->st, s, p->plang[s], &def);
			if (!def.len)
				tpl_put(&def, p->plang[s], "core.reminder.default", NULL);
			tpl_put(&subj, p->plang[s], "core.subject.reminder", "game", p->name, NULL);
			tpl_put(&body, p->plang[s], "core.reminder", "player", p->pname[s], "game", p->name, "deadline",
				sbuf_str(&dl), "default", sbuf_str(&def), NULL);
			sbuf_free(&def);
			play_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
			sbuf_printf(&p->notes, "%srecordatorio a %s", p->notes.len ? "; " : "", p->pname[s]);
			sbuf_free(&subj);
			sbuf_free(&body);
			sbuf_free(&dl);
		}
	}
}

int play_shift_deadline(play *p, int64_t by)
{
	game_status st;
	play_status(p, &st);
	if (st.over || p->paused || !p->deadline || !by)
		return 0;
	p->deadline += by;
	p->dirty = p->meta_dirty = 1;
	sbuf_printf(&p->notes, "%splazo movido %+lld s al aceptar el reloj", p->notes.len ? "; " : "", (long long)by);
	return 1;
}

uint32_t play_draw_default(const play *p)
{
	return GAME_ALL & ((1u << p->n) - 1) & ~p->expelled;
}

void play_declare_draw(play *p, uint32_t among)
{
	p->kind->declare_draw(p->st, among, &p->ev);
	/* The seats are journaled: verify must share the draw as we did. */
	sbuf_printf(&p->journal, "draw %" PRIu32 "\n", among);
	play_after_change(p, 0);
}
