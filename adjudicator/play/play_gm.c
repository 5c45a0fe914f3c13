/* The game master's mail: every line checked against the command
 * tables (play_gm_int.h) before any is applied, then applied, stored like
 * orders and echoed in both languages. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/mail/redact.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const gm_def *const gm_tables[] = { gm_time_defs, gm_look_defs, gm_seat_defs, gm_game_defs };

static const gm_def *gm_find(const lex_line *w)
{
	for (size_t t = 0; w->n && t < sizeof gm_tables / sizeof *gm_tables; t++)
		for (const gm_def *d = gm_tables[t]; d->words; d++) {
			const lex_kw one[] = { { 1, d->words }, { -1, NULL } };
			if (lex_keyword(one, lex_fold_at(w, 0)) == 1)
				return d;
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
		int rc;
		if (!c->def)
			rc = gm_bad(&x, "core.why.gm.syntax");
		else if (st.over && !(c->def->when & GM_OVER))
			rc = gm_bad(&x, "core.why.gm.over");
		else
			rc = c->def->check(&x, c);
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

/* echo NULL: the master is answered by a mail of this game; else echo[l]
 * gets what was done in tpl_langs[l], for one answer over several games. */
static int gm_run(play *p, const char *from, const play_mail *m, game_reject *rej, sbuf *echo)
{
	memset(rej, 0, sizeof *rej);
	p->gm_from = from;
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
	if (!echo) {
		gm_confirm(p, from, m, cmd, (size_t)nc);
		return ES_OK;
	}
	for (size_t l = 0; tpl_langs[l]; l++)
		for (long i = 0; i < nc; i++) {
			cmd[i].def->echo(p, &cmd[i], tpl_langs[l], &echo[l]);
			sbuf_putc(&echo[l], '\n');
		}
	return ES_OK;
}

int play_gm(play *p, const char *from, const play_mail *m, game_reject *rej)
{
	return gm_run(p, from, m, rej, NULL);
}

int play_gm_echo(play *p, const char *from, const play_mail *m, game_reject *rej, sbuf *echo)
{
	return gm_run(p, from, m, rej, echo);
}

int play_paused(const play *p) { return p->paused; }

int play_expelled(const play *p, int seat) { return (p->expelled & GAME_SEAT(seat)) != 0; }
