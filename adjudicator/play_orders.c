/* A player's mail of orders: core orders (IDIOMA, ZONA, PRENSA,
 * VACACIONES, EMPATE) taken out, the rest checked and applied by the
 * engine. */
#include "adjudicator/play_int.h"
#include "adjudicator/redact.h"
#include "adjudicator/addr.h"
#include "adjudicator/maildir.h"
#include "adjudicator/outbox.h"
#include "adjudicator/store.h"
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


/* Core orders the engine never sees. */
enum { CK_LANG = 1, CK_ZONE, CK_PRESS, CK_VACATION, CK_BOT, CK_PICTURE, CK_JSON };
static const lex_kw core_kw[] = { { CK_LANG, "idioma|language|lengua" }, { CK_ZONE, "zona|timezone|zone|huso" },
	{ CK_PRESS, "prensa|press" }, { CK_VACATION, "vacaciones|vacation|ausencia|away" }, { CK_BOT, "robot|bot" },
	{ CK_PICTURE, "imagen|imagenes|picture|pictures|image" }, { CK_JSON, "json" },
	{ -1, NULL } };
static const lex_kw off_kw[] = { { 1, "no|off" }, { -1, NULL } };
static const lex_kw onoff_kw[] = { { 1, "si|yes|on" }, { 0, "no|off" }, { -1, NULL } };
static const lex_kw none_kw[] = { { 1, "ninguna|ninguno|no|none|off" }, { -1, NULL } };
static const lex_kw all_kw[] = { { 1, "todos|todas|all|everyone|everybody" }, { -1, NULL } };

/* Press: one mail to every other seat, or to one, signed by the sender. */
static void queue_press(play *p, int seat, int to, const char *text)
{
	for (int s = 0; s < p->n; s++) {
		if (s == seat || (to >= 0 && s != to))
			continue;
		sbuf subj = SBUF_INIT, body = SBUF_INIT;
		tpl_put(&subj, p->plang[s], "core.subject.press", "game", p->name, "from", p->pname[seat], NULL);
		tpl_put(&body, p->plang[s], to >= 0 ? "core.press.one" : "core.press.all", "game", p->name, "from",
			p->pname[seat], "text", text, NULL);
		pl_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
	}
	sbuf_printf(&p->notes, "%sprensa de %s", p->notes.len ? "; " : "", p->pname[seat]);
}

int play_orders(play *p, int seat, const play_mail *m, game_reject *rej)
{
	sbuf canon = SBUF_INIT, echo = SBUF_INIT;
	memset(rej, 0, sizeof *rej);
	/* Take the language lines out, remembering where the others were. */
	const game_lines *in = m->lines;
	const char **text = arena_alloc(p->a, (in->n + 1) * sizeof *text);
	int *lineno = arena_alloc(p->a, (in->n + 1) * sizeof *lineno);
	size_t *from = arena_alloc(p->a, (in->n + 1) * sizeof *from);
	game_lines eng = { text, lineno, 0 };
	const char *new_lang = NULL, *new_zone = NULL, *press = NULL;
	int new_pic = -1, new_json = -1;
	int press_to = -1, new_vac = 0, vote = 0;
	int64_t vfrom = 0, vto = 0;
	for (size_t i = 0; i < in->n; i++) {
		lex_line w;
		lex_split(p->a, in->text[i], &w);
		int ck = w.n ? lex_keyword(core_kw, lex_fold_at(&w, 0)) : -1;
		int v = pl_vote_line(&w);
		if (v) {
			/* The last vote line of the mail counts. */
			if (!(pl_vote_needed(p) & GAME_SEAT(seat)))
				return pl_core_reject(p, seat, rej, i, "core.why.vote.out", NULL);
			vote = v;
			continue;
		}
		if (ck == CK_LANG) {
			if (w.n != 2 || !tpl_has_lang(lex_fold_at(&w, 1)))
				return pl_core_reject(p, seat, rej, i, "core.why.lang", NULL);
			new_lang = arena_strdup(p->a, lex_fold_at(&w, 1));
			continue;
		}
		/* "ZONA Europe/Madrid" is ours; a longer ZONA line belongs to
		 * the game (TEG: ZONA INTERNACIONAL Oregón). */
		if (ck == CK_ZONE && w.n > 2)
			ck = -1;
		/* ROBOT NO: the player plays the seat again, at any time (the
		 * bot answers a bot seat's decisions at once, so a returning
		 * player is seldom awaited when writing). */
		if (ck == CK_BOT) {
			if (w.n != 2 || lex_keyword(off_kw, lex_fold_at(&w, 1)) != 1 || !(p->bots & GAME_SEAT(seat)))
				return pl_core_reject(p, seat, rej, i, "core.why.bot", NULL);
			continue;
		}
		/* IMAGEN SI|NO, JSON SI|NO: what the seat's reports carry. */
		if (ck == CK_PICTURE || ck == CK_JSON) {
			int on = w.n == 2 ? lex_keyword(onoff_kw, lex_fold_at(&w, 1)) : -1;
			if (on < 0)
				return pl_core_reject(p, seat, rej, i, ck == CK_JSON ? "core.why.json" : "core.why.picture", NULL);
			*(ck == CK_JSON ? &new_json : &new_pic) = on;
			continue;
		}
		if (ck == CK_ZONE) {
			if (!zone_valid(lex_raw_at(&w, 1)))
				return pl_core_reject(p, seat, rej, i, "core.why.zone", NULL);
			new_zone = arena_strdup(p->a, lex_raw_at(&w, 1));
			continue;
		}
		if (ck == CK_VACATION) {
			/* VACACIONES 2026-12-01 2026-12-07 (whole UTC days) or
			 * VACACIONES ninguna. */
			es_err e2 = { 0 };
			if (!p->vac_stretch)
				return pl_core_reject(p, seat, rej, i, "core.why.vacation.off", "game", p->name, NULL);
			if (w.n == 2 && lex_keyword(none_kw, lex_fold_at(&w, 1)) == 1) {
				new_vac = 1;
				vfrom = vto = 0;
				continue;
			}
			if (w.n != 3 || strlen(lex_fold_at(&w, 1)) != 10 || strlen(lex_fold_at(&w, 2)) != 10 ||
				when_parse(lex_fold_at(&w, 1), &vfrom, &e2) || when_parse(lex_fold_at(&w, 2), &vto, &e2) || vto < vfrom ||
				vto - vfrom > 30 * 86400 || vto + 86400 <= when_now())
				return pl_core_reject(p, seat, rej, i, "core.why.vacation", NULL);
			vto += 86400; /* through the end of the last day */
			new_vac = 1;
			continue;
		}
		if (ck == CK_PRESS) {
			/* The rest of the line and every line after it. */
			if (!strcmp(p->press, "none"))
				return pl_core_reject(p, seat, rej, i, "core.why.press.none", "game", p->name, NULL);
			int all = w.n >= 2 && lex_keyword(all_kw, lex_fold_at(&w, 1)) == 1;
			press_to = all || w.n < 2 ? -1 : play_find_player(p, lex_raw_at(&w, 1));
			if (!all && (press_to < 0 || press_to == seat))
				return pl_core_reject(p, seat, rej, i, "core.why.press.who", NULL);
			if (!all && !strcmp(p->press, "public"))
				return pl_core_reject(p, seat, rej, i, "core.why.press.private", "game", p->name, NULL);
			sbuf t = SBUF_INIT;
			sbuf_puts(&t, pl_after_words(in->text[i], 2));
			for (size_t k = i + 1; k < in->n; k++)
				sbuf_printf(&t, "%s%s", t.len ? "\n" : "", in->text[k]);
			if (!t.len) {
				sbuf_free(&t);
				return pl_core_reject(p, seat, rej, i, "core.why.press.empty", NULL);
			}
			press = redact_secrets(p->a, sbuf_str(&t), m->secrets);
			sbuf_free(&t);
			break;
		}
		text[eng.n] = in->text[i];
		lineno[eng.n] = in->lineno[i];
		from[eng.n++] = i;
	}
	int rc = eng.n ? p->kind->check(p->st, seat, &eng, new_lang ? new_lang : p->plang[seat], &canon, &echo, rej)
		       : ES_OK;
	if (rc) {
		if (rej->index < eng.n)
			rej->index = from[rej->index];
		sbuf_free(&canon);
		sbuf_free(&echo);
		return rc;
	}
	/* A result follows in this batch's report when the orders make a new
	 * decision point or tell the seat something; else say nothing of it. */
	game_status before, after;
	play_status(p, &before);
	size_t nev = p->ev.n;
	if (eng.n)
		p->kind->apply(p->st, seat, sbuf_str(&canon), &p->d, &p->ev);
	if (eng.n || !vote)
		sbuf_printf(&p->notes, "%sórdenes de %s", p->notes.len ? "; " : "", p->pname[seat]);
	play_status(p, &after);
	const char *after_id = NULL;
	for (size_t i = nev; i < p->ev.n && !after_id; i++)
		if (p->ev.v[i].audience & GAME_SEAT(seat))
			after_id = "core.confirm.result";
	if (eng.n && !after_id && (after.step != before.step || after.over != before.over))
		after_id = "core.confirm.result";
	else if (eng.n && !after_id && (before.waiting & GAME_SEAT(seat)) && !(after.waiting & GAME_SEAT(seat)))
		after_id = "core.confirm.others"; /* simultaneous orders: the others' are missing */
	/* A player whose mail is accepted is playing: the count of missed
	 * deadlines starts again, and a seat the bot played comes back. */
	pl_bot_give_back(p, seat, 0);
	if (new_lang) {
		p->plang[seat] = (char *)new_lang;
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		tpl_put(&echo, new_lang, "core.echo.lang", NULL);
	}
	if (new_pic >= 0 || new_json >= 0) {
		if (new_pic >= 0)
			p->nopic = new_pic ? p->nopic & ~GAME_SEAT(seat) : p->nopic | GAME_SEAT(seat);
		if (new_json >= 0)
			p->json = new_json ? p->json | GAME_SEAT(seat) : p->json & ~GAME_SEAT(seat);
		p->meta_dirty = 1;
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		if (new_pic >= 0)
			tpl_put(&echo, p->plang[seat], new_pic ? "core.echo.picture.on" : "core.echo.picture.off", NULL);
		if (new_json >= 0) {
			if (new_pic >= 0)
				sbuf_putc(&echo, '\n');
			tpl_put(&echo, p->plang[seat], new_json ? "core.echo.json.on" : "core.echo.json.off", NULL);
		}
	}
	if (new_zone) {
		p->pzone[seat] = (char *)new_zone;
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		char txt[160];
		zone_format(new_zone, p->deadline ? p->deadline : when_now(), txt, sizeof txt);
		tpl_put(&echo, p->plang[seat], "core.echo.zone", "zone", new_zone, "example", txt, NULL);
	}
	if (new_vac) {
		p->vac_from[seat] = vfrom;
		p->vac_to[seat] = vto;
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		if (vto) {
			char f[32], t[32];
			when_iso(vfrom, f);
			when_iso(vto, t);
			char left[24];
			int64_t l = (int64_t)p->vac_days * 86400 - p->vac_used[seat];
			snprintf(left, sizeof left, "%lld", (long long)(l > 0 ? (l + 86399) / 86400 : 0));
			tpl_put(&echo, p->plang[seat], "core.echo.vacation", "from", f, "to", t, "left", left, NULL);
		} else {
			tpl_put(&echo, p->plang[seat], "core.echo.vacation.none", NULL);
		}
	}
	if (vote && !after.over) {
		pl_vote_cast(p, seat, vote, p->plang[seat], &echo);
		if (vote > 0 && pl_vote_complete(p))
			after_id = "core.confirm.result";
	} else if (vote) {
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		tpl_put(&echo, p->plang[seat], "core.echo.vote.over", NULL);
	}
	if (press) {
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		if (press_to >= 0)
			tpl_put(&echo, p->plang[seat], "core.echo.press.one", "to", p->pname[press_to], NULL);
		else
			tpl_put(&echo, p->plang[seat], "core.echo.press.all", NULL);
		queue_press(p, seat, press_to, press);
	}
	pl_after_change(p);
	int k = ++p->nin;
	const char *bd = pl_batch_dir(p);
	/* seq is the number of the commit this batch will make. */
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.eml", bd, k), m->raw, m->rawlen);
	sbuf parsed = SBUF_INIT;
	sbuf_printf(&parsed, "# %s\n", p->pname[seat]);
	if (new_lang)
		sbuf_printf(&parsed, "# idioma %s\n", new_lang);
	if (new_zone)
		sbuf_printf(&parsed, "# zona %s\n", new_zone);
	if (new_vac)
		sbuf_printf(&parsed, "# vacaciones %lld %lld\n", (long long)vfrom, (long long)vto);
	if (press)
		sbuf_printf(&parsed, "# prensa %s\n", press_to >= 0 ? p->pname[press_to] : "todos");
	if (vote)
		sbuf_printf(&parsed, "# empate %s\n", vote > 0 ? "si" : "no");
	sbuf_puts(&parsed, sbuf_str(&canon));
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.orders", bd, k), parsed.s, parsed.len);
	sbuf_free(&parsed);
	if (eng.n)
		sbuf_printf(&p->journal, "orders %d in-%02d\n", seat, k);
	pl_mark_seen(p, m->msgid);

	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	const char *lang = p->plang[seat];
	tpl_put(&subj, lang, "core.subject.confirm", "game", p->name, NULL);
	tpl_put(&body, lang, "core.confirm", "player", p->pname[seat], "game", p->name, "echo", sbuf_str(&echo),
		NULL);
	if (after_id) {
		while (body.len && body.s[body.len - 1] == '\n')
			body.s[--body.len] = '\0';
		sbuf_puts(&body, "\n\n");
		tpl_put(&body, lang, after_id, NULL);
	}
	pl_queue_out(p, seat, sbuf_str(&subj), sbuf_str(&body), m->reply_to_id, m->references);
	sbuf_free(&subj);
	sbuf_free(&body);
	sbuf_free(&canon);
	sbuf_free(&echo);
	return ES_OK;
}
