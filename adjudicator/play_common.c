/* What the command and report files of a game share (play_gm.c,
 * play_orders.c, play_create.c, play_vote.c, play_report.c,
 * play_deliver.c): refusals, options, names. It calls none of those
 * files, so that they form no circle. */
#include "adjudicator/play_int.h"
#include "adjudicator/base/tpl.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* A core order refused: the reason in the seat's language. */
int pl_core_reject(play *p, int seat, game_reject *rej, size_t index, const char *id, ...)
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
const char *pl_after_words(const char *s, int words)
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

int pl_safe_option(play *p, const char *o, es_err *e)
{
	unsigned long v;
	if (!strncmp(o, "deadline_hours=", 15)) {
		if (pl_parse_ulong(o + 15, &v) || v < 1 || v > 24 * 365)
			return es_fail(e, ES_ESYNTAX, "option %s: hours from 1 to 8760", o), -1;
		p->deadline_hours = (int)v;
	} else if (!strncmp(o, "reminder_hours=", 15)) {
		if (pl_parse_ulong(o + 15, &v) || v > 24 * 365)
			return es_fail(e, ES_ESYNTAX, "option %s: hours from 0 to 8760", o), -1;
		p->reminder_hours = (int)v;
	} else if (!strncmp(o, "press=", 6)) {
		if (strcmp(o + 6, "public") && strcmp(o + 6, "all") && strcmp(o + 6, "none"))
			return es_fail(e, ES_ESYNTAX, "option %s: press=public, all or none", o), -1;
		snprintf(p->press, sizeof p->press, "%s", o + 6);
	} else if (!strncmp(o, "vacation=", 9)) {
		if (strcmp(o + 9, "stretch") && strcmp(o + 9, "none"))
			return es_fail(e, ES_ESYNTAX, "option %s: vacation=stretch or none", o), -1;
		p->vac_stretch = !strcmp(o + 9, "stretch");
	} else if (!strncmp(o, "bot_after=", 10)) {
		if (pl_parse_ulong(o + 10, &v) || v > 50)
			return es_fail(e, ES_ESYNTAX, "option %s: deadlines from 0 (never) to 50", o), -1;
		p->bot_after = (int)v;
	} else if (!strncmp(o, "vacation_days=", 14)) {
		if (pl_parse_ulong(o + 14, &v) || v > 365)
			return es_fail(e, ES_ESYNTAX, "option %s: days from 0 to 365", o), -1;
		p->vac_days = (int)v;
	} else {
		return 1;
	}
	return 0;
}

const char *play_pinned(const game_kind *k, const char *opt)
{
	const char *eq = strchr(opt, '=');
	size_t kl = eq ? (size_t)(eq - opt) : strlen(opt);
	for (size_t i = 0; k->pinned && k->pinned[i]; i++)
		if (!strncmp(k->pinned[i], opt, kl) && k->pinned[i][kl] == '=')
			return strcmp(k->pinned[i], opt) ? k->pinned[i] : NULL;
	return NULL;
}

void play_pinned_id(const game_kind *k, const char *pin, char id[PLAY_PINNED_ID])
{
	snprintf(id, PLAY_PINNED_ID, "core.pinned.%s.%.*s", k->kind, (int)strcspn(pin, "="), pin);
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

int pl_waiting_names(play *p, uint32_t mask, sbuf *out)
{
	int k = 0;
	for (int s = 0; s < p->n; s++)
		if (mask & GAME_SEAT(s))
			sbuf_printf(out, "%s%s", k++ ? ", " : "", p->pname[s]);
	return k;
}

/* DATAROOT/spool/secret/GAME/SSSSSS.out-NN-NAME.eml: the clear copy of a
 * mail that carries a password, between the commit and the outbox. */
char *pl_secret_spool(const play *p, const char *bd, const char *fname, int mk)
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
