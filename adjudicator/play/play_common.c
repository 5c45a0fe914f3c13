/* What the command and report files of a game share (play_gm.c,
 * play_orders.c, play_create.c, play_vote.c, play_report.c,
 * play_deliver.c): refusals, options, names. It calls none of those
 * files, so that they form no circle. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/base/tpl.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* A core order refused: the reason in the seat's language. */
int play_core_reject(play *p, int seat, game_reject *rej, size_t index, const char *id, ...)
{
	rej->index = index;
	sbuf b = SBUF_INIT;
	es_err e = { 0 };
	va_list ap;
	va_start(ap, id);
	const char *v[9];
	size_t n = 0;
	const char *k;
	while (n < 8 && (k = va_arg(ap, const char *)))
		v[n++] = k;
	va_end(ap);
	v[n] = NULL;
	/* Seat -1 (the game master) reads every language: each one's text,
	 * split by PLAY_WHY_SEP, which the answer takes apart again. */
	for (size_t l = 0; seat < 0 ? tpl_langs[l] != NULL : l == 0; l++) {
		if (l)
			sbuf_putc(&b, PLAY_WHY_SEP);
		const char *lang = seat >= 0 ? p->plang[seat] : tpl_langs[l];
		const char *lv[9];
		for (size_t j = 0; j <= n; j++) /* a phase reads in the reader's words */
			lv[j] = j % 2 && !strcmp(v[j - 1], "phase") ? play_phase_text(p->a, p->kind->kind, v[j], lang) : v[j];
		if (tpl_render(&b, lang, id, lv, &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
	}
	snprintf(rej->why, sizeof rej->why, "%s", sbuf_str(&b));
	sbuf_free(&b);
	return ES_EILLEGAL;
}

/* The raw text after the first `words` words of a line. */
const char *play_after_words(const char *s, int words)
{
	while (*s == ' ' || *s == '\t')
		s++;
	for (int i = 0; i < words; i++) {
		while (*s && *s != ' ' && *s != '\t')
			s++;
		while (*s == ' ' || *s == '\t')
			s++;
	}
	return s;
}

/* Options whose value is a whole number from lo to hi. */
static int opt_number(const char *v, const char *o, unsigned long lo, unsigned long hi, const char *range,
	int *out, es_err *e)
{
	unsigned long n;
	if (play_parse_ulong(v, &n) || n < lo || n > hi)
		return es_fail(e, ES_ESYNTAX, "option %s: %s", o, range);
	*out = (int)n;
	return ES_OK;
}

static int opt_deadline(play *p, const char *v, const char *o, es_err *e)
{
	return opt_number(v, o, 1, 24 * 365, "hours from 1 to 8760", &p->deadline_hours, e);
}

static int opt_reminder(play *p, const char *v, const char *o, es_err *e)
{
	return opt_number(v, o, 0, 24 * 365, "hours from 0 to 8760", &p->reminder_hours, e);
}

static int opt_bot_after(play *p, const char *v, const char *o, es_err *e)
{
	return opt_number(v, o, 0, 50, "deadlines from 0 (never) to 50", &p->bot_after, e);
}

static int opt_vacation_days(play *p, const char *v, const char *o, es_err *e)
{
	return opt_number(v, o, 0, 365, "days from 0 to 365", &p->vac_days, e);
}

static int opt_press(play *p, const char *v, const char *o, es_err *e)
{
	if (strcmp(v, "public") && strcmp(v, "all") && strcmp(v, "none"))
		return es_fail(e, ES_ESYNTAX, "option %s: press=public, all or none", o);
	snprintf(p->press, sizeof p->press, "%s", v);
	return ES_OK;
}

static int opt_vacation(play *p, const char *v, const char *o, es_err *e)
{
	if (strcmp(v, "stretch") && strcmp(v, "none"))
		return es_fail(e, ES_ESYNTAX, "option %s: vacation=stretch or none", o);
	p->vac_stretch = !strcmp(v, "stretch");
	return ES_OK;
}

static int opt_master(play *p, const char *v, const char *o, es_err *e)
{
	(void)o;
	p->new_master = v;
	if (strlen(v) < PLAY_MASTER_MIN || strchr(v, ' '))
		return es_fail(e, ES_ESYNTAX, "option master=: a password of %d or more characters, no spaces",
			PLAY_MASTER_MIN);
	return ES_OK;
}

static int opt_master_address(play *p, const char *v, const char *o, es_err *e)
{
	(void)o;
	p->master_addr = arena_strdup(p->a, v);
	if (!addr_valid(v))
		return es_fail(e, ES_ESYNTAX, "option master_address=: '%s' is not a mail address we can use", v);
	return ES_OK;
}

static int opt_addresses(play *p, const char *v, const char *o, es_err *e)
{
	p->shared_addr = !strcmp(v, "shared");
	if (strcmp(v, "shared") && strcmp(v, "unique"))
		return es_fail(e, ES_ESYNTAX, "option %s: addresses=unique or shared", o);
	return ES_OK;
}

static int opt_grace(play *p, const char *v, const char *o, es_err *e)
{
	return opt_number(v, o, 0, 24 * 30, "hours from 0 to 720", &p->grace_hours, e);
}

/* The default of the HTML alternative: seats that said HTML SI or NO keep
 * their choice. */
static int opt_html(play *p, const char *v, const char *o, es_err *e)
{
	if (strcmp(v, "on") && strcmp(v, "off"))
		return es_fail(e, ES_ESYNTAX, "option %s: html=on or off", o);
	p->html_default = !strcmp(v, "on");
	p->meta_dirty = 1;
	return ES_OK;
}

static int opt_digest(play *p, const char *v, const char *o, es_err *e)
{
	if (strcmp(v, "daily") && strcmp(v, "off"))
		return es_fail(e, ES_ESYNTAX, "option %s: master_digest=daily or off", o);
	p->digest = !strcmp(v, "daily");
	p->meta_dirty = 1;
	return ES_OK;
}

static const play_option options[] = {
	{ "deadline_hours=", opt_deadline, 1 },
	{ "reminder_hours=", opt_reminder, 1 },
	{ "press=", opt_press, 1 },
	{ "vacation=", opt_vacation, 1 },
	{ "bot_after=", opt_bot_after, 1 },
	{ "vacation_days=", opt_vacation_days, 1 },
	{ "master=", opt_master, 0 },
	{ "master_address=", opt_master_address, 0 },
	{ "addresses=", opt_addresses, 0 },
	{ "grace_hours=", opt_grace, 1 },
	{ "html=", opt_html, 1 },
	{ "master_digest=", opt_digest, 1 },
};

const play_option *play_option_find(const char *o)
{
	for (size_t i = 0; i < sizeof options / sizeof *options; i++)
		if (!strncmp(o, options[i].key, strlen(options[i].key)))
			return &options[i];
	return NULL;
}

int play_safe_option(play *p, const char *o, es_err *e)
{
	const play_option *d = play_option_find(o);
	if (!d || !d->running)
		return 1;
	return d->set(p, o + strlen(d->key), o, e) ? -1 : 0;
}

const char *play_pinned(const game_kind *k, const char *opt)
{
	const char *eq = strchr(opt, '=');
	size_t kl = eq ? (size_t)(eq - opt) : strlen(opt);
	for (const game_pin *g = k->pinned; g && g->opt; g++)
		if (!strncmp(g->opt, opt, kl) && g->opt[kl] == '=')
			return strcmp(g->opt, opt) ? g->opt : NULL;
	return NULL;
}

void play_pinned_id(const game_kind *k, const char *pin, char id[PLAY_PINNED_ID])
{
	id[0] = '\0';
	for (const game_pin *g = k->pinned; g && g->opt; g++)
		if (g->opt == pin)
			snprintf(id, PLAY_PINNED_ID, "%s", g->why);
}

void play_pinned_why(const game_kind *k, const char *opt, const char *lang, sbuf *out)
{
	const char *pin = play_pinned(k, opt);
	if (!pin)
		return;
	char id[PLAY_PINNED_ID];
	play_pinned_id(k, pin, id);
	tpl_put(out, lang, id, "option", opt, "pinned", pin, NULL);
	if (out->len && out->s[out->len - 1] == '.') /* a clause in a sentence of the caller's */
		out->s[--out->len] = '\0';
}

int play_waiting_names(play *p, uint32_t mask, sbuf *out)
{
	int k = 0;
	for (int s = 0; s < p->n; s++)
		if (mask & GAME_SEAT(s))
			sbuf_printf(out, "%s%s", k++ ? ", " : "", p->pname[s]);
	return k;
}

/* DATAROOT/spool/secret/GAME/SSSSSS.out-NN-NAME.eml: the clear copy of a
 * mail that carries a password, between the commit and the outbox. */
char *play_secret_spool(const play *p, const char *bd, const char *fname, int mk)
{
	char *d = arena_printf(p->a, "%s/spool", p->c->dataroot);
	if (mk)
		mkdir(d, 0700);
	d = arena_printf(p->a, "%s/secret", d);
	if (mk)
		mkdir(d, 0700);
	d = arena_printf(p->a, "%s/%s", d, p->name);
	if (mk)
		mkdir(d, 0700);
	const char *seq = strrchr(bd, '/');
	return arena_printf(p->a, "%s/%s.%s", d, seq ? seq + 1 : bd, fname);
}

/* Declares the draw on a copy and reloads the result, so that an engine
 * that cannot end at this point refuses the command instead of leaving a
 * game that no longer loads. Returns NULL or why not. */
const char *play_end_check(play *p, uint32_t among)
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
