/* Who runs a game: CODIRECTOR (a co-master with a password of their own,
 * mailed only to them), CAMBIAR CLAVE (a new password for the credential
 * the mail gave), TRASPASAR (a co-master becomes the game master). Only
 * hashes reach the repository (secret/master.txt); a clear password goes
 * to the outbox alone. The rows are in play_gm_seat.c's table. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/play/play_gm_master.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/base/tpl.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* secret/master.txt as it stands now. */
static void masters_write(play *p)
{
	sbuf b = SBUF_INIT;
	if (p->master_hash)
		sbuf_printf(&b, "master %s\n", p->master_hash);
	for (int k = 0; k < p->ncomaster; k++)
		sbuf_printf(&b, "comaster %s %s\n", p->comaster_addr[k], p->comaster_hash[k]);
	store_change_put(p->chg, "secret/master.txt", b.s, b.len);
	sbuf_free(&b);
}

static int comaster_of(const play *p, const char *addr)
{
	for (int k = 0; k < p->ncomaster; k++)
		if (!strcasecmp(p->comaster_addr[k], addr))
			return k;
	return -1;
}

static void comaster_drop(play *p, int k)
{
	for (int j = k; j + 1 < p->ncomaster; j++) {
		p->comaster_addr[j] = p->comaster_addr[j + 1];
		p->comaster_hash[j] = p->comaster_hash[j + 1];
	}
	p->ncomaster--;
}

/* A new password for `label`, mailed in every language to `to` only
 * (who holds no seat, so knows no language); its hash returned. */
static char *mail_password(play *p, const char *label, const char *to, const char *sid, const char *bid)
{
	char *pw = play_pw_generate(p, label, p->seq);
	char *h = pw ? play_pw_hash(p, label, pw) : NULL;
	if (!h)
		return NULL;
	sbuf subj = SBUF_INIT, clear = SBUF_INIT, kept = SBUF_INIT;
	tpl_put(&subj, tpl_langs[0], sid, "game", p->name, NULL);
	for (size_t l = 0; tpl_langs[l]; l++) {
		sbuf hidden = SBUF_INIT;
		tpl_put(&hidden, tpl_langs[l], "core.password.hidden", NULL);
		for (int pass = 0; pass < 2; pass++) {
			sbuf *out = pass ? &kept : &clear;
			if (l)
				sbuf_puts(out, PLAY_LANG_BREAK);
			tpl_put(out, tpl_langs[l], bid, "game", p->name, "email", to, "judge", p->c->address, "password",
				pass ? sbuf_str(&hidden) : pw, NULL);
		}
		sbuf_free(&hidden);
	}
	play_queue_addr_secret(p, to, sbuf_str(&subj), sbuf_str(&clear), sbuf_str(&kept));
	sbuf_free(&subj);
	sbuf_free(&clear);
	sbuf_free(&kept);
	return h;
}

/* A notice in every language to an address that holds no seat. */
static void mail_notice(play *p, const char *to, const char *sid, const char *bid)
{
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	tpl_put(&subj, tpl_langs[0], sid, "game", p->name, NULL);
	for (size_t l = 0; tpl_langs[l]; l++) {
		if (l)
			sbuf_puts(&body, PLAY_LANG_BREAK);
		tpl_put(&body, tpl_langs[l], bid, "game", p->name, "email", to, NULL);
	}
	play_queue_addr(p, to, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
	sbuf_free(&subj);
	sbuf_free(&body);
}

/* CODIRECTOR lines before line x->i of the same mail: every line is
 * checked before any is applied, so the check counts what they will add
 * (k set when one of them names addr). */
static int earlier_adds(const gm_line *x, const char *addr, int *k)
{
	static const lex_kw kw[] = { { 1, GM_COMASTER_WORDS }, { -1, NULL } };
	const game_lines *in = x->m->lines;
	int n = 0;
	for (size_t i = 0; i < x->i; i++) {
		lex_line w;
		lex_split(x->p->a, in->text[i], &w);
		if (w.n != 2 || lex_keyword(kw, lex_fold_at(&w, 0)) != 1)
			continue;
		n++;
		if (!strcmp(lex_fold_at(&w, 1), addr))
			*k = 0;
	}
	return n;
}

/* CODIRECTOR ADDRESS [NO] */
int gm_check_comaster(gm_line *x, gm_cmd *c)
{
	static const lex_kw no_kw[] = { { 0, "no|off" }, { -1, NULL } };
	const lex_line *w = &x->w;
	play *p = x->p;
	int on = w->n == 2 ? 1 : w->n == 3 && lex_keyword(no_kw, lex_fold_at(w, 2)) == 0 ? 0 : -1;
	if (on < 0 || !addr_valid(lex_raw_at(w, 1)))
		return gm_bad(x, "core.why.gm.comaster");
	c->text = lex_fold(p->a, lex_raw_at(w, 1), strlen(lex_raw_at(w, 1)));
	c->among = (uint32_t)on;
	int k = comaster_of(p, c->text), added = earlier_adds(x, c->text, &k);
	if (on && (k >= 0 || p->ncomaster + added >= PLAY_COMASTERS))
		return gm_bad(x, k >= 0 ? "core.why.gm.comaster.twice" : "core.why.gm.comaster.full");
	if (!on && k < 0)
		return gm_bad(x, "core.why.gm.comaster.none");
	return ES_OK;
}

int gm_apply_comaster(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	if (!c->among) {
		comaster_drop(p, comaster_of(p, c->text));
		mail_notice(p, c->text, "core.subject.gm.comaster", "core.gm.comaster.off");
	} else {
		char *h = mail_password(p, arena_printf(p->a, "@comaster:%s", c->text), c->text,
			"core.subject.gm.comaster", "core.gm.comaster");
		if (!h || p->ncomaster >= PLAY_COMASTERS)
			return ES_ERR;
		p->comaster_addr[p->ncomaster] = arena_strdup(p->a, c->text);
		p->comaster_hash[p->ncomaster++] = h;
	}
	masters_write(p);
	/* Commit lines are public: what was done, never an address. */
	gm_note(p, "%s", c->among ? "nombra un codirector" : "quita un codirector");
	return ES_OK;
}

void gm_echo_comaster(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	tpl_put(out, lang, c->among ? "core.gm.echo.comaster" : "core.gm.echo.comaster.off", "email", c->text, NULL);
}

/* CAMBIAR CLAVE: the credential this mail gave (the game's master
 * password or a co-master's) gets a new one, mailed to its address. */
int gm_check_password(gm_line *x, gm_cmd *c)
{
	static const lex_kw pw_kw[] = { { 1, "clave|contraseña|contrasena|password" }, { -1, NULL } };
	const lex_line *w = &x->w;
	play *p = x->p;
	if (w->n != 2 || lex_keyword(pw_kw, lex_fold_at(w, 1)) != 1)
		return gm_bad(x, "core.why.gm.password");
	int who = play_master_who(p, x->m->secrets ? x->m->secrets[0] : NULL);
	const char *to = who > 0 ? p->comaster_addr[who - 1] : p->master_addr ? p->master_addr : p->gm_from;
	if (who < 0 || !to || !addr_valid(to))
		return gm_bad(x, "core.why.gm.password");
	c->seat = who;
	c->text = to;
	return ES_OK;
}

int gm_apply_password(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	int k = c->seat - 1;
	char *h = mail_password(p, k >= 0 ? arena_printf(p->a, "@comaster:%s", p->comaster_addr[k]) : "@master",
		c->text, "core.subject.gm.password", "core.gm.password");
	if (!h)
		return ES_ERR;
	if (k >= 0)
		p->comaster_hash[k] = h;
	else
		p->master_hash = h;
	masters_write(p);
	gm_note(p, "%s", "cambia una clave de director");
	return ES_OK;
}

void gm_echo_password(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	tpl_put(out, lang, "core.gm.echo.password", "email", c->text, NULL);
}

/* TRASPASAR ADDRESS: the co-master at ADDRESS runs the game (njudge's
 * PROMOTE; given by that co-master, BECOME MASTER): their password is the
 * game's, the turn reports go to them, the old game password is void. */
int gm_check_handover(gm_line *x, gm_cmd *c)
{
	const lex_line *w = &x->w;
	c->seat = w->n == 2 ? comaster_of(x->p, lex_raw_at(w, 1)) : -1;
	if (c->seat < 0)
		return gm_bad(x, "core.why.gm.handover");
	c->text = x->p->comaster_addr[c->seat];
	return ES_OK;
}

int gm_apply_handover(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	int k = comaster_of(p, c->text);
	if (k < 0)
		return ES_ERR;
	p->master_hash = p->comaster_hash[k];
	p->master_addr = p->comaster_addr[k];
	comaster_drop(p, k);
	masters_write(p);
	mail_notice(p, p->master_addr, "core.subject.gm.handover", "core.gm.handover");
	gm_note(p, "%s", "traspasa la partida a un codirector");
	return ES_OK;
}

void gm_echo_handover(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	tpl_put(out, lang, "core.gm.echo.handover", "email", c->text, NULL);
}
