/* The game master and time: PRORROGAR, PAUSAR, REANUDAR, PROCESAR,
 * ACORTAR, PLAZO, ZONA. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/base/zone.h"

#include <stdio.h>
#include <string.h>

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

/* PROCESAR: the step is resolved now, as if its deadline had passed. */
static int gm_check_process(gm_line *x, gm_cmd *c)
{
	if (gm_check_alone(x, c))
		return ES_EILLEGAL;
	return x->st->waiting ? ES_OK : gm_bad(x, "core.why.gm.process");
}

static int gm_apply_process(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	game_status st;
	play_status(p, &st);
	c->among = st.waiting; /* who got the default, for the echo */
	play_timeout_now(p);
	gm_notify(p, "core.subject.gm.process", "core.gm.process", NULL);
	gm_note(p, "%s", "procesa el turno");
	return ES_OK;
}

static void gm_echo_process(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	sbuf who = SBUF_INIT;
	play_waiting_names(p, c->among, &who);
	char txt[160], left[32];
	gm_deadline(p, txt, left);
	tpl_put(out, lang, "core.gm.echo.process", "players", sbuf_str(&who), "deadline", txt, NULL);
	sbuf_free(&who);
}

/* ACORTAR 12h: the deadline that runs comes that much sooner, never
 * into the past (PROCESAR is for now). */
static int gm_check_shorten(gm_line *x, gm_cmd *c)
{
	play *p = x->p;
	if (x->w.n != 2 || !(c->secs = gm_hours(lex_fold_at(&x->w, 1))))
		return gm_bad(x, "core.why.gm.shorten");
	int64_t left = p->paused ? p->pause_left : p->deadline ? p->deadline - when_now() : 0;
	return left > c->secs ? ES_OK : gm_bad(x, "core.why.gm.shorten.past");
}

static int gm_apply_shorten(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	if (p->paused)
		p->pause_left -= c->secs;
	else
		p->deadline -= c->secs;
	gm_notify(p, "core.subject.gm.deadline", "core.gm.deadline", NULL);
	char h[24];
	snprintf(h, sizeof h, "%lld", (long long)(c->secs / 3600));
	gm_note(p, "plazo acortado %s h", h);
	return ES_OK;
}

/* PLAZO 36h (from now) or PLAZO 2026-12-24 18:00 [ZONE] (the master's
 * zone unless named: ZONA, else UTC). */
static int gm_check_deadline(gm_line *x, gm_cmd *c)
{
	play *p = x->p;
	const lex_line *w = &x->w;
	int64_t now = when_now();
	if (w->n == 2 && (c->secs = gm_hours(lex_fold_at(w, 1))))
		return ES_OK;
	if (w->n < 3 || w->n > 4 || (w->n == 4 && !zone_valid(lex_raw_at(w, 3))))
		return gm_bad(x, "core.why.gm.deadline");
	const char *zone = w->n == 4 ? lex_raw_at(w, 3) : p->gm_zone;
	const char *text = arena_printf(p->a, "%s %s", lex_fold_at(w, 1), lex_fold_at(w, 2));
	if (strlen(lex_fold_at(w, 1)) != 10 || strlen(lex_fold_at(w, 2)) != 5 || zone_parse_local(zone, text, &c->at))
		return gm_bad(x, "core.why.gm.deadline");
	if (c->at <= now || c->at > now + 365 * 86400)
		return gm_bad(x, "core.why.gm.deadline.when");
	c->text = text;
	c->text2 = w->n == 4 ? arena_strdup(p->a, zone) : NULL;
	return ES_OK;
}

static int gm_apply_deadline(play *p, gm_cmd *c, int64_t now)
{
	/* A ZONA earlier in the same mail holds for the date. */
	if (c->at && !c->text2 && zone_parse_local(p->gm_zone, c->text, &c->at))
		return ES_EILLEGAL;
	int64_t at = c->at ? c->at : now + c->secs;
	if (at <= now)
		at = now + 3600;
	if (p->paused)
		p->pause_left = at - now;
	else
		p->deadline = at;
	p->reminded = 0;
	gm_notify(p, "core.subject.gm.deadline", "core.gm.deadline", NULL);
	char iso[32];
	when_iso(at, iso);
	gm_note(p, "plazo %s", iso);
	return ES_OK;
}

static void gm_echo_deadline(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)c;
	char txt[160], left[32];
	gm_deadline(p, txt, left);
	tpl_put(out, lang, p->paused ? "core.gm.echo.extend.paused" : "core.gm.echo.deadline", "deadline", txt,
		"left", left, NULL);
}

/* ZONA Europe/Madrid: the zone of the dates the master gives and reads. */
static int gm_check_zone(gm_line *x, gm_cmd *c)
{
	if (x->w.n != 2 || !zone_valid(lex_raw_at(&x->w, 1)))
		return gm_bad(x, "core.why.gm.zone");
	c->text = arena_strdup(x->p->a, lex_raw_at(&x->w, 1));
	return ES_OK;
}

static int gm_apply_zone(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	p->gm_zone = (char *)c->text;
	gm_note(p, "zona %s", c->text);
	return ES_OK;
}

static void gm_echo_zone(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	char txt[160], left[32];
	gm_deadline(p, txt, left);
	tpl_put(out, lang, "core.gm.echo.zone", "zone", c->text, "deadline", txt, NULL);
}

const gm_def gm_time_defs[] = {
	{ "prorrogar|prorroga|extend", gm_check_extend, gm_apply_extend, gm_echo_extend, GM_ANY, NULL, 0 },
	{ "pausar|pausa|pause", gm_check_alone, gm_apply_pause, gm_echo_pause, GM_RUNNING, "core.why.gm.paused", 1 },
	{ "reanudar|resume", gm_check_alone, gm_apply_resume, gm_echo_resume, GM_PAUSED, "core.why.gm.notpaused", -1 },
	{ "procesar|procesa|process", gm_check_process, gm_apply_process, gm_echo_process, GM_RUNNING, "core.why.gm.process.paused", 0 },
	{ "acortar|acorta|shorten", gm_check_shorten, gm_apply_shorten, gm_echo_deadline, GM_ANY, NULL, 0 },
	{ "plazo|deadline", gm_check_deadline, gm_apply_deadline, gm_echo_deadline, GM_ANY, NULL, 0 },
	{ "zona|huso|zone|timezone", gm_check_zone, gm_apply_zone, gm_echo_zone, GM_ANY, NULL, 0 },
	{ NULL, NULL, NULL, NULL, 0, NULL, 0 },
};
