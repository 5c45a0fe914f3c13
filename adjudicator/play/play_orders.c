/* A player's mail of orders: core orders (IDIOMA, ZONA, PRENSA,
 * VACACIONES, EMPATE, ROBOT, IMAGEN, JSON, HTML) taken out, one row of
 * core_table each, the rest checked and applied by the engine. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/redact.h"
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

static int core_order(const lex_line *w);


static const lex_kw off_kw[] = { { 1, "no|off" }, { -1, NULL } };
static const lex_kw onoff_kw[] = { { 1, "si|yes|on" }, { 0, "no|off" }, { -1, NULL } };
static const lex_kw none_kw[] = { { 1, "ninguna|ninguno|no|none|off" }, { -1, NULL } };
static const lex_kw all_kw[] = { { 1, "todos|todas|all|everyone|everybody" }, { -1, NULL } };

/* What the core orders of one mail ask (strings in the play's arena). */
typedef struct co_mail {
	const char *lang, *zone, *press;
	int pic, json;    /* IMAGEN, JSON: 1 on, 0 off, -1 not asked */
	int html;         /* HTML: the same */
	int listed;       /* CLASIFICACION: the same */
	int press_to;     /* PRENSA: the seat, -1 everyone */
	int reply;        /* the press answers press_to's (a reply to a press mail) */
	int vac;          /* VACACIONES given */
	int64_t vfrom, vto;
	int vote;         /* 1 EMPATE, -1 EMPATE NO, 0 none; the last counts */
	int over;         /* the game ended with the engine's orders */
	const char *after_id; /* the confirmation's closing line */
} co_mail;

/* One line being checked. */
typedef struct co_line {
	play *p;
	int seat;
	const play_mail *m;
	lex_line w;
	size_t i;
	game_reject *rej;
} co_line;

/* What a check makes of its line besides a refusal (ES_EILLEGAL). */
enum { CO_TAKEN = 0, CO_ENGINE = 1, CO_REST = 2 };

static int co_bad(co_line *x, const char *id)
{
	return play_core_reject(x->p, x->seat, x->rej, x->i, id, NULL);
}

/* The echo of each core order begins on a line of its own. */
static void co_newline(sbuf *echo)
{
	if (echo->len && echo->s[echo->len - 1] != '\n')
		sbuf_putc(echo, '\n');
}

/* EMPATE, EMPATE NO */
static int co_check_vote(co_line *x, co_mail *cm)
{
	cm->vote = play_vote_line(&x->w);
	return CO_TAKEN;
}

static void co_apply_vote(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (!cm->vote)
		return;
	if (!cm->over) {
		play_vote_cast(p, seat, cm->vote, p->plang[seat], echo);
		if (cm->vote > 0 && play_vote_complete(p))
			cm->after_id = "core.confirm.result";
		return;
	}
	co_newline(echo);
	tpl_put(echo, p->plang[seat], "core.echo.vote.over", NULL);
}

/* IDIOMA es */
static int co_check_lang(co_line *x, co_mail *cm)
{
	if (x->w.n != 2 || !tpl_has_lang(lex_fold_at(&x->w, 1)))
		return co_bad(x, "core.why.lang");
	cm->lang = arena_strdup(x->p->a, lex_fold_at(&x->w, 1));
	return CO_TAKEN;
}

static void co_apply_lang(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (!cm->lang)
		return;
	p->plang[seat] = (char *)cm->lang;
	co_newline(echo);
	tpl_put(echo, cm->lang, "core.echo.lang", NULL);
}

/* ZONA Europe/Madrid is ours; a longer ZONA line belongs to the game
 * (TEG: ZONA INTERNACIONAL Oregón). */
static int co_check_zone(co_line *x, co_mail *cm)
{
	if (x->w.n > 2)
		return CO_ENGINE;
	if (!zone_valid(lex_raw_at(&x->w, 1)))
		return co_bad(x, "core.why.zone");
	cm->zone = arena_strdup(x->p->a, lex_raw_at(&x->w, 1));
	return CO_TAKEN;
}

static void co_apply_zone(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (!cm->zone)
		return;
	p->pzone[seat] = (char *)cm->zone;
	co_newline(echo);
	char txt[160];
	zone_format(cm->zone, p->deadline ? p->deadline : when_now(), txt, sizeof txt);
	tpl_put(echo, p->plang[seat], "core.echo.zone", "zone", cm->zone, "example", txt, NULL);
}

/* ROBOT NO: the player plays the seat again, at any time (the bot answers
 * a bot seat's decisions at once, so a returning player is seldom awaited
 * when writing); accepting the mail gives the seat back. */
static int co_check_bot(co_line *x, co_mail *cm)
{
	(void)cm;
	if (x->w.n != 2 || lex_keyword(off_kw, lex_fold_at(&x->w, 1)) != 1)
		return co_bad(x, "core.why.bot");
	return CO_TAKEN;
}

/* WORD SI|NO into *out (1, 0), or refused with why. */
static int co_onoff(co_line *x, int *out, const char *why)
{
	*out = x->w.n == 2 ? lex_keyword(onoff_kw, lex_fold_at(&x->w, 1)) : -1;
	return *out < 0 ? co_bad(x, why) : CO_TAKEN;
}

/* IMAGEN SI|NO, JSON SI|NO: what the seat's reports carry. */
static int co_check_picture(co_line *x, co_mail *cm)
{
	return co_onoff(x, &cm->pic, "core.why.picture");
}

static int co_check_json(co_line *x, co_mail *cm)
{
	return co_onoff(x, &cm->json, "core.why.json");
}

static void co_apply_picture(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (cm->pic < 0)
		return;
	p->nopic = cm->pic ? p->nopic & ~GAME_SEAT(seat) : p->nopic | GAME_SEAT(seat);
	p->meta_dirty = 1;
	co_newline(echo);
	tpl_put(echo, p->plang[seat], cm->pic ? "core.echo.picture.on" : "core.echo.picture.off", NULL);
}

static void co_apply_json(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (cm->json < 0)
		return;
	p->json = cm->json ? p->json | GAME_SEAT(seat) : p->json & ~GAME_SEAT(seat);
	p->meta_dirty = 1;
	if (cm->pic >= 0)
		sbuf_putc(echo, '\n');
	else
		co_newline(echo);
	tpl_put(echo, p->plang[seat], cm->json ? "core.echo.json.on" : "core.echo.json.off", NULL);
}

/* HTML SI|NO: the HTML alternative of the seat's reports. */
static int co_check_html(co_line *x, co_mail *cm)
{
	return co_onoff(x, &cm->html, "core.why.html");
}

static void co_apply_html(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (cm->html < 0)
		return;
	uint32_t b = GAME_SEAT(seat);
	p->html_on = cm->html ? p->html_on | b : p->html_on & ~b;
	p->html_off = cm->html ? p->html_off & ~b : p->html_off | b;
	p->meta_dirty = 1;
	co_newline(echo);
	tpl_put(echo, p->plang[seat], cm->html ? "core.echo.html.on" : "core.echo.html.off", NULL);
}

/* CLASIFICACION SI|NO: the seat's name in the campaign's standings
 * (adjudicator/run/campaign.c); the latest choice in any game counts for
 * that name in every game. */
static int co_check_listed(co_line *x, co_mail *cm)
{
	return co_onoff(x, &cm->listed, "core.why.standings");
}

static void co_apply_listed(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (cm->listed < 0)
		return;
	uint32_t b = GAME_SEAT(seat);
	p->unlisted = cm->listed ? p->unlisted & ~b : p->unlisted | b;
	p->listed_at[seat] = when_now();
	p->meta_dirty = 1;
	co_newline(echo);
	tpl_put(echo, p->plang[seat], cm->listed ? "core.echo.standings.on" : "core.echo.standings.off", NULL);
}

/* VACACIONES 2026-12-01 2026-12-07 (whole UTC days) or VACACIONES
 * ninguna. */
static int co_check_vacation(co_line *x, co_mail *cm)
{
	const lex_line *w = &x->w;
	es_err e2 = { 0 };
	if (!x->p->vac_stretch)
		return play_core_reject(x->p, x->seat, x->rej, x->i, "core.why.vacation.off", "game", x->p->name, NULL);
	if (w->n == 2 && lex_keyword(none_kw, lex_fold_at(w, 1)) == 1) {
		cm->vac = 1;
		cm->vfrom = cm->vto = 0;
		return CO_TAKEN;
	}
	if (w->n != 3 || strlen(lex_fold_at(w, 1)) != 10 || strlen(lex_fold_at(w, 2)) != 10 ||
		when_parse(lex_fold_at(w, 1), &cm->vfrom, &e2) || when_parse(lex_fold_at(w, 2), &cm->vto, &e2) ||
		cm->vto < cm->vfrom || cm->vto - cm->vfrom > 30 * 86400 || cm->vto + 86400 <= when_now())
		return co_bad(x, "core.why.vacation");
	cm->vto += 86400; /* through the end of the last day */
	cm->vac = 1;
	return CO_TAKEN;
}

static void co_apply_vacation(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (!cm->vac)
		return;
	p->vac_from[seat] = cm->vfrom;
	p->vac_to[seat] = cm->vto;
	co_newline(echo);
	if (!cm->vto) {
		tpl_put(echo, p->plang[seat], "core.echo.vacation.none", NULL);
		return;
	}
	char f[32], t[32], left[24];
	when_iso(cm->vfrom, f);
	when_iso(cm->vto, t);
	int64_t l = (int64_t)p->vac_days * 86400 - p->vac_used[seat];
	snprintf(left, sizeof left, "%lld", (long long)(l > 0 ? (l + 86399) / 86400 : 0));
	tpl_put(echo, p->plang[seat], "core.echo.vacation", "from", f, "to", t, "left", left, NULL);
}

/* PRENSA [TODOS|NAME] text: the rest of the line and every line after it. */
static int co_check_press(co_line *x, co_mail *cm)
{
	play *p = x->p;
	const lex_line *w = &x->w;
	if (!strcmp(p->press, "none"))
		return play_core_reject(p, x->seat, x->rej, x->i, "core.why.press.none", "game", p->name, NULL);
	int all = w->n >= 2 && lex_keyword(all_kw, lex_fold_at(w, 1)) == 1;
	cm->press_to = all || w->n < 2 ? -1 : play_find_player(p, lex_raw_at(w, 1));
	if (!all && (cm->press_to < 0 || cm->press_to == x->seat))
		return co_bad(x, "core.why.press.who");
	if (!all && !strcmp(p->press, "public"))
		return play_core_reject(p, x->seat, x->rej, x->i, "core.why.press.private", "game", p->name, NULL);
	const game_lines *in = x->m->lines;
	sbuf t = SBUF_INIT;
	sbuf_puts(&t, play_after_words(in->text[x->i], 2));
	for (size_t k = x->i + 1; k < in->n; k++)
		sbuf_printf(&t, "%s%s", t.len ? "\n" : "", in->text[k]);
	if (t.len)
		cm->press = redact_secrets(p->a, sbuf_str(&t), x->m->secrets);
	sbuf_free(&t);
	return cm->press ? CO_REST : co_bad(x, "core.why.press.empty");
}

static void co_apply_press(play *p, int seat, co_mail *cm, sbuf *echo)
{
	if (!cm->press)
		return;
	co_newline(echo);
	play_press_echo(p, seat, cm->press_to, cm->reply, cm->press, core_order, echo);
	play_press_queue(p, seat, cm->press_to, cm->reply, cm->press);
}

/* Who may give a core order: any seat, a seat whose vote counts (still
 * in, not expelled, not the bot's), or a seat the bot plays. A finished
 * game takes only the orders marked after_end, alone (handle.c). */
enum { CO_ANY_SEAT, CO_VOTER, CO_BOT_SEAT };

typedef struct co_def {
	const char *words; /* folded, Spanish first, with English; NULL: match */
	int (*match)(const lex_line *w);
	int (*check)(co_line *x, co_mail *cm);
	void (*apply)(play *p, int seat, co_mail *cm, sbuf *echo); /* once the mail is accepted */
	int who;
	const char *not_you; /* the refusal to a seat `who` excludes */
	int after_end;       /* a finished game still takes it, alone in a mail */
} co_def;

/* In the order their echoes appear in the confirmation. */
static const co_def core_table[] = {
	{ "idioma|language|lengua", NULL, co_check_lang, co_apply_lang, CO_ANY_SEAT, NULL },
	{ "imagen|imagenes|picture|pictures|image", NULL, co_check_picture, co_apply_picture, CO_ANY_SEAT, NULL },
	{ "json", NULL, co_check_json, co_apply_json, CO_ANY_SEAT, NULL },
	{ "html", NULL, co_check_html, co_apply_html, CO_ANY_SEAT, NULL },
	{ "clasificacion|standings", NULL, co_check_listed, co_apply_listed, CO_ANY_SEAT, NULL, 1 },
	{ "zona|timezone|zone|huso", NULL, co_check_zone, co_apply_zone, CO_ANY_SEAT, NULL },
	{ "vacaciones|vacation|ausencia|away", NULL, co_check_vacation, co_apply_vacation, CO_ANY_SEAT, NULL },
	{ NULL, play_vote_line, co_check_vote, co_apply_vote, CO_VOTER, "core.why.vote.out" },
	{ "robot|bot", NULL, co_check_bot, NULL, CO_BOT_SEAT, "core.why.bot" },
	{ "prensa|press", NULL, co_check_press, co_apply_press, CO_ANY_SEAT, NULL },
};
#define CORE_N (sizeof core_table / sizeof *core_table)

static const co_def *co_find(const lex_line *w)
{
	for (size_t i = 0; w->n && i < CORE_N; i++) {
		const co_def *d = &core_table[i];
		const lex_kw one[] = { { 1, d->words }, { -1, NULL } };
		if (d->words ? lex_keyword(one, lex_fold_at(w, 0)) == 1 : d->match(w) != 0)
			return d;
	}
	return NULL;
}

/* 1 if w is a core order of every game (IDIOMA, PRENSA, EMPATE...). */
static int core_order(const lex_line *w)
{
	return co_find(w) != NULL;
}

int play_after_end_text(const char *line)
{
	arena *a = arena_new();
	lex_line w;
	lex_split(a, line, &w);
	const co_def *d = co_find(&w);
	arena_free(a);
	return d && d->after_end;
}

static int co_may(const play *p, int seat, int who)
{
	if (who == CO_VOTER)
		return (play_vote_needed(p) & GAME_SEAT(seat)) != 0;
	if (who == CO_BOT_SEAT)
		return (p->bots & GAME_SEAT(seat)) != 0;
	return 1;
}

/* The engine's lines of a mail, and where each was in the mail. */
typedef struct co_eng {
	const char **text;
	int *lineno;
	size_t *from;
	size_t n;
} co_eng;

/* Takes the core orders out of the mail into cm, the rest into eng. */
static int co_split(play *p, int seat, const play_mail *m, co_mail *cm, co_eng *eng, game_reject *rej)
{
	const game_lines *in = m->lines;
	for (size_t i = 0; i < in->n; i++) {
		co_line x = { p, seat, m, { 0 }, i, rej };
		lex_split(p->a, in->text[i], &x.w);
		const co_def *d = co_find(&x.w);
		int r = CO_ENGINE;
		if (d && !co_may(p, seat, d->who))
			return co_bad(&x, d->not_you);
		if (d)
			r = d->check(&x, cm);
		if (r < 0)
			return r;
		if (r == CO_REST)
			break;
		if (r == CO_ENGINE) {
			eng->text[eng->n] = in->text[i];
			eng->lineno[eng->n] = in->lineno[i];
			eng->from[eng->n++] = i;
		}
	}
	return ES_OK;
}

/* What the repository keeps of the mail: the mail, and what was
 * understood of it. */
static void co_record(play *p, int seat, const play_mail *m, const co_mail *cm, const sbuf *canon, int engine)
{
	int k = ++p->nin;
	const char *bd = play_batch_dir(p);
	/* seq is the number of the commit this batch will make. */
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.eml", bd, k), m->raw, m->rawlen);
	sbuf parsed = SBUF_INIT;
	sbuf_printf(&parsed, "# %s\n", p->pname[seat]);
	if (cm->lang)
		sbuf_printf(&parsed, "# idioma %s\n", cm->lang);
	if (cm->zone)
		sbuf_printf(&parsed, "# zona %s\n", cm->zone);
	if (cm->vac)
		sbuf_printf(&parsed, "# vacaciones %lld %lld\n", (long long)cm->vfrom, (long long)cm->vto);
	if (cm->press)
		sbuf_printf(&parsed, "# prensa %s\n", cm->press_to >= 0 ? p->pname[cm->press_to] : "todos");
	if (cm->vote)
		sbuf_printf(&parsed, "# empate %s\n", cm->vote > 0 ? "si" : "no");
	sbuf_puts(&parsed, sbuf_str(canon));
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.orders", bd, k), parsed.s, parsed.len);
	sbuf_free(&parsed);
	if (engine)
		sbuf_printf(&p->journal, "orders %d in-%02d\n", seat, k);
	play_mark_seen(p, m->msgid);
}

/* A result follows in this batch's report when the orders make a new
 * decision point or tell the seat something; else say nothing of it. */
static const char *co_after(const play *p, int seat, size_t nev, const game_status *before,
	const game_status *after, int engine)
{
	for (size_t i = nev; i < p->ev.n; i++)
		if (p->ev.v[i].audience & GAME_SEAT(seat))
			return "core.confirm.result";
	if (engine && (after->step != before->step || after->over != before->over))
		return "core.confirm.result";
	if (engine && (before->waiting & GAME_SEAT(seat)) && !(after->waiting & GAME_SEAT(seat)))
		return "core.confirm.others"; /* simultaneous orders: the others' are missing */
	return NULL;
}

/* A mail that held a letter and nothing else is told as a letter sent. */
static int co_letter_only(const co_mail *cm, int engine)
{
	return cm->press && !engine && !cm->lang && !cm->zone && !cm->vac && cm->pic < 0 && cm->json < 0 && cm->html < 0 &&
	       cm->listed < 0 && !cm->vote;
}

static void co_confirm(play *p, int seat, const play_mail *m, const sbuf *echo, const char *after_id, int letter)
{
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	const char *lang = p->plang[seat];
	tpl_put(&subj, lang, letter ? "core.subject.confirm.press" : "core.subject.confirm", "game", p->name, NULL);
	tpl_put(&body, lang, letter ? "core.confirm.press" : "core.confirm", "player", p->pname[seat], "game", p->name,
		"echo", sbuf_str(echo), NULL);
	if (after_id) {
		while (body.len && body.s[body.len - 1] == '\n')
			body.s[--body.len] = '\0';
		sbuf_puts(&body, "\n\n");
		tpl_put(&body, lang, after_id, NULL);
	}
	play_queue_out(p, seat, sbuf_str(&subj), sbuf_str(&body), m->reply_to_id, m->references);
	sbuf_free(&subj);
	sbuf_free(&body);
}

int play_orders(play *p, int seat, const play_mail *m, game_reject *rej)
{
	memset(rej, 0, sizeof *rej);
	const game_lines *in = m->lines;
	co_eng ce = { arena_alloc(p->a, (in->n + 1) * sizeof *ce.text), arena_alloc(p->a, (in->n + 1) * sizeof *ce.lineno),
		arena_alloc(p->a, (in->n + 1) * sizeof *ce.from), 0 };
	co_mail cm = { .pic = -1, .json = -1, .html = -1, .listed = -1, .press_to = -1 };
	int rc;
	if (m->press_reply) {
		/* A reply to a press mail is a letter, every line of it. */
		cm.press_to = m->press_reply - 1;
		cm.reply = 1;
		rc = play_press_reply(p, seat, cm.press_to, m, &cm.press, rej);
	} else {
		rc = co_split(p, seat, m, &cm, &ce, rej);
	}
	if (rc)
		return rc;
	game_lines eng = { ce.text, ce.lineno, ce.n };
	sbuf canon = SBUF_INIT, echo = SBUF_INIT;
	rc = eng.n ? p->kind->check(p->st, seat, &eng, cm.lang ? cm.lang : p->plang[seat], &canon, &echo, rej) : ES_OK;
	if (rc) {
		if (rej->index < eng.n)
			rej->index = ce.from[rej->index];
		sbuf_free(&canon);
		sbuf_free(&echo);
		return rc;
	}
	game_status before, after;
	play_status(p, &before);
	size_t nev = p->ev.n;
	if (eng.n)
		p->kind->apply(p->st, seat, sbuf_str(&canon), &p->d, &p->ev);
	/* Only orders of the game are told in the public commit line: a mail
	 * of press or settings alone says nothing there. */
	if (eng.n)
		sbuf_printf(&p->notes, "%sórdenes de %s", p->notes.len ? "; " : "", p->pname[seat]);
	play_status(p, &after);
	cm.after_id = co_after(p, seat, nev, &before, &after, eng.n != 0);
	cm.over = after.over;
	/* A player whose mail is accepted is playing: the count of missed
	 * deadlines starts again, and a seat the bot played comes back (not
	 * in a finished game, which takes only play_after_end_text). */
	if (!before.over)
		play_bot_give_back(p, seat, 0);
	for (size_t i = 0; i < CORE_N; i++)
		if (core_table[i].apply)
			core_table[i].apply(p, seat, &cm, &echo);
	play_after_change(p, 0);
	co_record(p, seat, m, &cm, &canon, eng.n != 0);
	co_confirm(p, seat, m, &echo, cm.after_id, co_letter_only(&cm, eng.n != 0));
	sbuf_free(&canon);
	sbuf_free(&echo);
	return ES_OK;
}
