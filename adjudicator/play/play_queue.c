/* Mail queued during a batch (committed and delivered by play_commit),
 * and what every change of decision point does to deadlines. */
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


/* --- the batch ----------------------------------------------------------- */

/* A game whose seed may be guessed says so in every mail. */
static char *with_notice(play *p, int seat, const char *body)
{
	if (!p->insecure)
		return arena_strdup(p->a, body);
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, body);
	sbuf_puts(&b, "\n\n");
	tpl_put(&b, seat >= 0 ? p->plang[seat] : "es", "core.insecure", NULL);
	char *r = arena_strdup(p->a, sbuf_str(&b));
	sbuf_free(&b);
	return r;
}

/* Expelled seats, and seats the bot plays from a start short-handed (no
 * address), get no mail. */
static int unmailed(const play *p, int seat)
{
	return (p->expelled & GAME_SEAT(seat)) || !strcmp(p->pemail[seat], PLAY_NO_ADDRESS);
}

static pend_out *push_out(play *p, int seat, const char *subject, const char *body, const char *reply_to,
	const char *refs)
{
	if (p->nouts == p->capouts) {
		p->capouts = p->capouts ? 2 * p->capouts : 16;
		p->out = xrealloc(p->out, p->capouts * sizeof *p->out);
	}
	pend_out *o = &p->out[p->nouts++];
	memset(o, 0, sizeof *o);
	o->seat = seat;
	o->m.to = seat >= 0 ? p->pemail[seat] : NULL;
	o->m.to_name = seat >= 0 ? p->pname[seat] : NULL;
	o->m.subject = arena_strdup(p->a, subject);
	o->m.body = with_notice(p, seat, body);
	o->m.in_reply_to = reply_to ? arena_strdup(p->a, reply_to) : NULL;
	o->m.references = refs ? arena_strdup(p->a, refs) : NULL;
	o->m.is_reply = reply_to != NULL;
	o->m.reply_addr = seat >= 0 ? play_reply_addr(p, seat, p->a) : NULL;
	return o;
}

/* body, then a line of its own: what a reply to the mail does. */
static char *with_line(play *p, const char *body, const char *line)
{
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, body);
	while (b.len && b.s[b.len - 1] == '\n')
		b.s[--b.len] = '\0';
	sbuf_printf(&b, "\n\n%s", line);
	char *r = arena_strdup(p->a, sbuf_str(&b));
	sbuf_free(&b);
	return r;
}

pend_out *play_queue_line(play *p, int seat, const char *subject, const char *body, const char *line_id)
{
	if (unmailed(p, seat))
		return NULL;
	sbuf how = SBUF_INIT;
	tpl_put(&how, p->plang[seat], line_id, "game", p->name, NULL);
	pend_out *o = push_out(p, seat, subject, with_line(p, body, sbuf_str(&how)), NULL, NULL);
	sbuf_free(&how);
	return o;
}

/* Expelled seats get no more mail. A reply to a seat's mail is orders of
 * that seat (its reply token), which an ended game no longer takes: each
 * mail says which in its last line. */
pend_out *play_queue_out(play *p, int seat, const char *subject, const char *body, const char *reply_to,
	const char *refs)
{
	game_status st;
	play_status(p, &st);
	const char *id = st.over ? "core.replyline.over" : p->c->tag_delim ? "core.replyline.tagged" :
									     "core.replyline.plain";
	pend_out *o = play_queue_line(p, seat, subject, body, id);
	if (o && reply_to) {
		o->m.in_reply_to = arena_strdup(p->a, reply_to);
		o->m.references = refs ? arena_strdup(p->a, refs) : NULL;
		o->m.is_reply = 1;
	}
	return o;
}

pend_out *play_queue_press(play *p, int seat, int author, const char *subject, const char *body)
{
	if (unmailed(p, seat))
		return NULL;
	pend_out *o = push_out(p, seat, subject, body, NULL, NULL);
	o->m.reply_addr = play_press_reply_addr(p, seat, author, p->a);
	return o;
}

/* A mail that tells the seat its password: the repository keeps `kept`
 * (the same text with the password hidden); only the outbox gets `clear`. */
pend_out *play_queue_secret(play *p, int seat, const char *subject, const char *clear, const char *kept)
{
	if (unmailed(p, seat))
		return NULL;
	pend_out *o = push_out(p, seat, subject, kept, NULL, NULL);
	o->secret_body = with_notice(p, seat, clear);
	return o;
}

/* A mail to someone who holds no seat (the game master); the plain judge
 * address as Reply-To. */
void play_queue_addr(play *p, const char *to, const char *subject, const char *body, const char *reply_to,
	const char *refs)
{
	if (!strcmp(to, PLAY_NO_ADDRESS)) /* the bot's seat: nobody to tell */
		return;
	pend_out *o = push_out(p, -1, subject, body, reply_to, refs);
	o->m.to = arena_strdup(p->a, to);
}

void play_queue_addr_secret(play *p, const char *to, const char *subject, const char *clear, const char *kept)
{
	pend_out *o = push_out(p, -1, subject, kept, NULL, NULL);
	o->m.to = arena_strdup(p->a, to);
	o->secret_body = with_notice(p, -1, clear);
}

/* Rule 16 of Κρατος for every kind: the clock of a decision starts with
 * it. The step grows at every mail an engine applies (a gift of gold, one
 * seat's placement), but while some seat awaited before is still awaited
 * in the same phase, turn and round, that seat is still deciding what it
 * was: its deadline stays. */
static int same_decision(const game_status *was, const game_status *now)
{
	return !now->over && (was->waiting & now->waiting) && was->phase && now->phase &&
		!strcmp(was->phase, now->phase) && was->turn == now->turn && was->round == now->round &&
		was->deadline_hours == now->deadline_hours;
}

void play_after_change(play *p, int fresh)
{
	game_status st;
	play_status(p, &st);
	if (st.step != p->step && (fresh || !same_decision(&p->last, &st))) {
		int64_t hours = st.deadline_hours ? (int64_t)st.deadline_hours : (int64_t)p->deadline_hours;
		p->step = st.step;
		p->deadline = st.over ? 0 : when_now() + hours * 3600;
		if (p->paused) {
			p->pause_left = hours * 3600;
			p->deadline = 0;
		}
		p->reminded = 0;
	} else if (st.step != p->step) {
		/* The same decision: its reminder, if sent, was this one's. */
		if (p->reminded == p->step)
			p->reminded = st.step;
		p->step = st.step;
	}
	if (st.over) {
		p->deadline = 0;
		p->paused = 0;
	}
	p->last = st;
	p->dirty = p->meta_dirty = 1;
}

/* In the seat's zone with UTC beside it; seat -1: UTC only. No deadline:
 * in words of the seat's language ("-" for seat -1). */
void play_render_deadline(play *p, int seat, sbuf *b)
{
	char txt[160];
	if (p->deadline) {
		zone_format(seat >= 0 ? p->pzone[seat] : NULL, p->deadline, txt, sizeof txt);
		sbuf_puts(b, txt);
		if (p->grace_hours && seat >= 0) { /* the game's grace period, told with every deadline */
			zone_format(p->pzone[seat], play_due(p), txt, sizeof txt);
			tpl_put(b, p->plang[seat], "core.gm.grace.note", "until", txt, NULL);
		}
	} else if (seat >= 0) {
		tpl_put(b, p->plang[seat], p->paused ? "core.deadline.paused" : "core.deadline.none", NULL);
	} else {
		sbuf_puts(b, "-");
	}
}
