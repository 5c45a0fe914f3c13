/* The game master and who plays: REEMPLAZAR, EXPULSAR, ROBOT; and who
 * runs the game (play_gm_master.c): CODIRECTOR, CAMBIAR CLAVE, TRASPASAR. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/play/play_gm_master.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/base/tpl.h"

#include <string.h>
#include <strings.h>

static const lex_kw onoff_kw[] = { { 1, "si|sí|yes|on" }, { 0, "no|off" }, { -1, NULL } };

/* A language named in a command: its code or its name in either. */
static const lex_kw lang_kw[] = { { 0, "es|espanol|español|castellano|spanish" },
	{ 1, "en|ingles|inglés|english" }, { -1, NULL } };
static const char *const lang_codes[] = { "es", "en" };

static const lex_kw replace_kw[] = { { 1, "reemplazar|sustituir|replace" }, { -1, NULL } };

/* 1 when an earlier line of the mail gives some seat the new name nm
 * (the lines are checked against the names before the mail). */
static int named_before(const gm_line *x, const char *nm)
{
	const game_lines *in = x->m->lines;
	const char *f = lex_fold(x->p->a, nm, strlen(nm));
	for (size_t j = 0; j < x->i && j < in->n; j++) {
		lex_line w;
		lex_split(x->p->a, in->text[j], &w);
		if (w.n == 5 && lex_keyword(replace_kw, lex_fold_at(&w, 0)) == 1 && !strcmp(lex_fold_at(&w, 3), f))
			return 1;
	}
	return 0;
}

/* REEMPLAZAR NAME ADDRESS [[NEW-NAME] LANGUAGE]: a new player in the
 * seat (who may read another language than the one who leaves, and go by
 * another name: c->extra). A new name comes with its language, so that a
 * misspelt language is refused, never taken for a name. */
static int gm_check_replace(gm_line *x, gm_cmd *c)
{
	play *p = x->p;
	const lex_line *w = &x->w;
	int lang = w->n >= 4 ? lex_keyword(lang_kw, lex_fold_at(w, w->n - 1)) : -2;
	int named = w->n == 5;
	c->seat = w->n == 3 || ((w->n == 4 || w->n == 5) && lang >= 0) ? play_find_player(p, lex_raw_at(w, 1)) : -1;
	if (c->seat < 0 || !addr_valid(lex_raw_at(w, 2)))
		return gm_bad(x, "core.why.gm.replace");
	c->text2 = lang >= 0 ? lang_codes[lang] : NULL;
	c->extra = NULL;
	if (named) {
		const char *nm = lex_raw_at(w, 3);
		int o = play_find_player(p, nm); /* folded, as play_create compares */
		if (!addr_player_name_ok(nm) || (o >= 0 && o != c->seat) || named_before(x, nm))
			return gm_bad(x, "core.why.gm.replace.name");
		c->extra = arena_strdup(p->a, nm);
	}
	c->text = lex_fold(p->a, lex_raw_at(w, 2), strlen(lex_raw_at(w, 2)));
	for (int o = 0; o < p->n; o++)
		if (o != c->seat && !p->shared_addr && !strcasecmp(c->text, p->pemail[o]))
			return gm_bad(x, "core.why.gm.replace.taken");
	return ES_OK;
}

/* The new player's welcome: password, view, deadline. */
static void gm_welcome_new(play *p, int s, const char *pw)
{
	sbuf subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT, dl = SBUF_INIT;
	p->kind->view(p->st, s, p->plang[s], &view);
	play_render_deadline(p, s, &dl);
	tpl_put(&subj, p->plang[s], "core.subject.gm.replaced", "game", p->name, NULL);
	sbuf hidden = SBUF_INIT, kept = SBUF_INIT, how = SBUF_INIT;
	tpl_put(&hidden, p->plang[s], "core.password.hidden", NULL);
	play_render_replyhow(p, s, &how);
	for (int pass = 0; pass < 2; pass++)
		tpl_put(pass ? &kept : &body, p->plang[s], "core.gm.replaced", "player", p->pname[s], "game", p->name,
			"password", pass ? sbuf_str(&hidden) : pw, "replyhow", sbuf_str(&how), "judge", p->c->address,
			"view", sbuf_str(&view), "deadline", sbuf_str(&dl), NULL);
	play_queue_secret(p, s, sbuf_str(&subj), sbuf_str(&body), sbuf_str(&kept));
	sbuf_free(&hidden);
	sbuf_free(&kept);
	sbuf_free(&how);
	sbuf_free(&subj);
	sbuf_free(&body);
	sbuf_free(&view);
	sbuf_free(&dl);
}

/* The seat goes by a new name from this point of the batch on, and the
 * journal says so at this point: the new player's welcome, its reply
 * token (which binds the name) and every later line and mail of the batch
 * use it, and `verify` replays the orders before it with the old name and
 * those after with the new one. The old name's view file goes. */
static void gm_rename(play *p, int s, const char *name)
{
	store_change_remove(p->chg, arena_printf(p->a, "views/%s.txt", p->pname[s]));
	p->pname[s] = arena_strdup(p->a, name);
	p->names[s] = p->pname[s]; /* the engine reads the names through p->names */
	sbuf_printf(&p->journal, "rename %d %s\n", s, name);
	p->renamed |= GAME_SEAT(s);
	p->meta_dirty = 1;
}

static int gm_apply_replace(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	int s = c->seat;
	const char *newname = c->extra, *old = p->pname[s];
	char *pw = play_pw_generate(p, newname ? newname : old, p->seq);
	char *h = play_pw_hash(p, newname ? newname : old, pw);
	if (!h)
		return ES_ERR;
	/* The old address and every other player are told; only the new
	 * address gets the password. */
	sbuf ns = SBUF_INIT, nb = SBUF_INIT;
	tpl_put(&ns, p->plang[s], "core.subject.gm.replaced.old", "game", p->name, NULL);
	tpl_put(&nb, p->plang[s], "core.gm.replaced.old", "game", p->name, "player", p->pname[s], NULL);
	if (strcasecmp(p->pemail[s], c->text))
		play_queue_addr(p, p->pemail[s], sbuf_str(&ns), sbuf_str(&nb), NULL, NULL);
	for (int o = 0; o < p->n; o++) {
		if (o == s)
			continue;
		sbuf_reset(&ns);
		sbuf_reset(&nb);
		tpl_put(&ns, p->plang[o], "core.subject.gm.replaced.others", "game", p->name, "player", p->pname[s],
			NULL);
		tpl_put(&nb, p->plang[o], "core.gm.replaced.others", "game", p->name, "player", p->pname[s], NULL);
		if (newname) {
			sbuf_puts(&nb, "\n\n");
			tpl_put(&nb, p->plang[o], "core.gm.renamed.others", "old", old, "player", newname, NULL);
		}
		play_queue_out(p, o, sbuf_str(&ns), sbuf_str(&nb), NULL, NULL);
	}
	sbuf_free(&ns);
	sbuf_free(&nb);
	if (c->text2)
		p->plang[s] = arena_strdup(p->a, c->text2);
	p->pwhash[s] = h; /* a new hash: the old reply tokens die */
	if (!strcmp(p->pemail[s], PLAY_NO_ADDRESS)) {
		/* A seat the bot played from the start gets its first player:
		 * the bot stops (everyone was told of the new player above). */
		p->bots &= ~GAME_SEAT(s);
		p->missed[s] = 0;
	}
	p->pemail[s] = arena_strdup(p->a, c->text);
	if (newname)
		gm_rename(p, s, newname);
	p->expelled &= ~GAME_SEAT(s); /* a new player takes the seat */
	p->votes &= ~GAME_SEAT(s);    /* and has voted for nothing */
	gm_welcome_new(p, s, pw);
	if (newname)
		gm_note(p, "%s cambia de jugador y de nombre", arena_printf(p->a, "%s (%s)", old, newname));
	else
		gm_note(p, "%s cambia de jugador", old);
	return ES_OK;
}

static void gm_echo_replace(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	const char *newname = c->extra;
	tpl_put(out, lang, "core.gm.echo.replace", "player", newname ? newname : p->pname[c->seat], "email", c->text,
		NULL);
	if (newname) {
		sbuf_putc(out, ' ');
		tpl_put(out, lang, "core.gm.echo.rename", "player", newname, NULL);
	}
}

/* EXPULSAR NAME */
static int gm_check_expel(gm_line *x, gm_cmd *c)
{
	c->seat = x->w.n == 2 ? play_find_player(x->p, lex_raw_at(&x->w, 1)) : -1;
	if (c->seat < 0 || (x->p->expelled & GAME_SEAT(c->seat)))
		return gm_bad(x, "core.why.gm.expel");
	return ES_OK;
}

static int gm_apply_expel(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	int s = c->seat;
	for (int o = 0; o < p->n; o++) {
		sbuf subj = SBUF_INIT, body = SBUF_INIT;
		tpl_put(&subj, p->plang[o], "core.subject.gm.expel", "game", p->name, "player", p->pname[s], NULL);
		tpl_put(&body, p->plang[o], o == s ? "core.gm.expelled" : "core.gm.expel", "game", p->name, "player",
			p->pname[s], NULL);
		if (o == s)
			play_queue_line(p, o, sbuf_str(&subj), sbuf_str(&body), "core.replyline.expelled");
		else
			play_queue_out(p, o, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
	}
	p->expelled |= GAME_SEAT(s);
	gm_note(p, "expulsa a %s", p->pname[s]);
	return ES_OK;
}

static void gm_echo_expel(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	tpl_put(out, lang, "core.gm.echo.expel", "player", p->pname[c->seat], NULL);
}

/* ROBOT NAME SI|NO: the bot plays the seat, or stops. */
static int gm_check_bot(gm_line *x, gm_cmd *c)
{
	const lex_line *w = &x->w;
	int on = w->n == 3 ? lex_keyword(onoff_kw, lex_fold_at(w, 2)) : -1;
	c->seat = w->n == 3 ? play_find_player(x->p, lex_raw_at(w, 1)) : -1;
	c->among = (uint32_t)on;
	if (c->seat < 0 || on < 0 || (x->p->expelled & GAME_SEAT(c->seat)))
		return gm_bad(x, "core.why.gm.bot");
	return ES_OK;
}

static int gm_apply_bot(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	if (c->among)
		play_bot_take(p, c->seat, 1);
	else
		play_bot_give_back(p, c->seat, 1);
	return ES_OK;
}

static void gm_echo_bot(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	tpl_put(out, lang, c->among ? "core.gm.echo.bot.on" : "core.gm.echo.bot.off", "player", p->pname[c->seat],
		NULL);
}

const gm_def gm_seat_defs[] = {
	{ "reemplazar|sustituir|replace", gm_check_replace, gm_apply_replace, gm_echo_replace, GM_ANY, NULL, 0 },
	{ "expulsar|expel|remove", gm_check_expel, gm_apply_expel, gm_echo_expel, GM_ANY, NULL, 0 },
	{ "robot|bot", gm_check_bot, gm_apply_bot, gm_echo_bot, GM_ANY, NULL, 0 },
	{ GM_COMASTER_WORDS, gm_check_comaster, gm_apply_comaster, gm_echo_comaster, GM_ANY, NULL, 0 },
	{ "cambiar|change", gm_check_password, gm_apply_password, gm_echo_password, GM_ANY, NULL, 0 },
	{ "traspasar|promote|handover", gm_check_handover, gm_apply_handover, gm_echo_handover, GM_ANY, NULL, 0 },
	{ NULL, NULL, NULL, NULL, 0, NULL, 0 },
};
