/* The game master and time: PRORROGAR, PAUSAR, REANUDAR. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/base/tpl.h"

#include <stdio.h>

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

const gm_def gm_time_defs[] = {
	{ "prorrogar|prorroga|extend", gm_check_extend, gm_apply_extend, gm_echo_extend, GM_ANY, NULL, 0 },
	{ "pausar|pausa|pause", gm_check_alone, gm_apply_pause, gm_echo_pause, GM_RUNNING, "core.why.gm.paused", 1 },
	{ "reanudar|resume", gm_check_alone, gm_apply_resume, gm_echo_resume, GM_PAUSED, "core.why.gm.notpaused", -1 },
	{ NULL, NULL, NULL, NULL, 0, NULL, 0 },
};
