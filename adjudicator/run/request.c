/* Mail that names no game: AYUDA [KIND], LISTA, NUEVA PARTIDA, UNIRSE. */
#include "adjudicator/run/batch_int.h"
#include "adjudicator/run/campaign.h"
#include "adjudicator/run/gamelist.h"
#include "adjudicator/run/shard.h"
#include "adjudicator/play/signup.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "games/game.h"
#include "orders/lex.h"

#include <dirent.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum {
	RQ_HELP = 1, RQ_LIST, RQ_NEW, RQ_JOIN, RQ_SEATS, RQ_OPTION, RQ_CANCEL, RQ_REMOVE, RQ_APPROVE, RQ_REFUSE,
	RQ_START, RQ_FORCE, RQ_APPROVAL, RQ_BEGIN, RQ_CAMPAIGN
};
static const lex_kw request_kw[] = { { RQ_HELP, "ayuda|help" }, { RQ_LIST, "lista|list" }, { RQ_NEW, "nueva|new" },
	{ RQ_JOIN, "unirse|unirme|join" }, { RQ_CANCEL, "cancelar|cancel" }, { RQ_REMOVE, "quitar|remove" },
	{ RQ_APPROVE, "aprobar|approve" }, { RQ_REFUSE, "rechazar|refuse" }, { RQ_START, "empezar|start" },
	{ RQ_FORCE, "forzar|force" }, { RQ_CAMPAIGN, "campana|campaign" }, { -1, NULL } };
static const lex_kw signup_kw[] = { { 1, "partida|game" }, { RQ_SEATS, "plazas|seats|jugadores|players" },
	{ RQ_OPTION, "opcion|option|set" }, { RQ_APPROVAL, "aprobacion|approval" }, { RQ_BEGIN, "inicio|begin" },
	{ -1, NULL } };
static const lex_kw yes_kw[] = { { 1, "si|yes" }, { 0, "no" }, { -1, NULL } };

/* The language of a request's first word: a mail in English is answered
 * in English first, and a joiner who wrote JOIN plays in English. */
static const lex_kw english_kw[] = { { 1, "help|list|new|join|cancel|remove|approve|refuse|start|force|campaign" },
	{ -1, NULL } };

static const char *request_lang(const lex_line *w)
{
	return lex_keyword(english_kw, lex_fold_at(w, 0)) == 1 ? "en" : "es";
}

/* tpl_langs with `first` first. */
static const char *const *langs_from(arena *a, const char *first)
{
	size_t n = 0;
	while (tpl_langs[n])
		n++;
	const char **v = arena_alloc(a, (n + 1) * sizeof *v);
	size_t k = 0;
	v[k++] = first;
	for (size_t i = 0; i < n; i++)
		if (strcmp(tpl_langs[i], first))
			v[k++] = tpl_langs[i];
	v[k] = NULL;
	return v;
}

/* The first line (not quoted, before the signature) that starts with a
 * request keyword, split; greetings before it are skipped. */
static int first_words(arena *a, const char *text, lex_line *w)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) : strlen(l);
		char *line = arena_strndup(a, l, n);
		if (!strcmp(line, "-- "))
			return 0;
		lex_split(a, line, w);
		if (w->n && line[strspn(line, " \t")] != '>' && lex_keyword(request_kw, lex_fold_at(w, 0)) > 0)
			return 1;
		l = nl ? nl + 1 : NULL;
	}
	return 0;
}

/* The games of the shard map that other judge hosts run (shard.h): by
 * name only, this host knows nothing more of them. */
static int list_elsewhere(batch *b, const shard_map *m, const char *lang, sbuf *out)
{
	int k = 0;
	for (size_t i = 0; i < m->n; i++) {
		const char *g = m->v[i].game;
		if (m->v[i].over || !access(arena_printf(b->a, "%s/games/%s", b->c->dataroot, g), F_OK) ||
			!access(arena_printf(b->a, "%s/forming/%s", b->c->dataroot, g), F_OK))
			continue;
		sbuf_puts(out, "  ");
		tpl_put(out, lang, "core.list.elsewhere", "game", g, NULL);
		sbuf_putc(out, '\n');
		k++;
	}
	return k;
}

/* Games still running, one a line: "reco-7 (reconquista, turno 3, ...)".
 * From the games' facts files: the parent opens a game only when its file
 * is missing or stale (gamelist.h), never one set aside as failing. Then
 * sign-ups, then the other shards' games. */
static void list_games(batch *b, const shard_map *m, const char *lang, sbuf *out)
{
	size_t n;
	char **names = gamelist_names(b->c, &n);
	int k = 0;
	for (size_t i = 0; i < n; i++) {
		game_facts f;
		es_err e = { 0 };
		if (gamelist_facts(b->c, names[i], &f, &e) || f.over)
			continue;
		char turn[16], np[16];
		snprintf(turn, sizeof turn, "%u", f.turn);
		snprintf(np, sizeof np, "%d", f.players);
		sbuf_puts(out, "  ");
		tpl_put(out, lang, "core.list.game", "game", names[i], "kind", f.kind, "turn", turn, "players", np,
			"phase", play_phase_text(b->a, f.kind, f.phase, lang), NULL);
		sbuf_putc(out, '\n');
		/* Who is awaited and until when: what a player or game master
		 * asks LISTA for. Names are public; addresses never. */
		sbuf w = SBUF_INIT;
		for (const char *s = f.waiting; *s; s++)
			sbuf_add(&w, *s == ' ' ? ", " : s, *s == ' ' ? 2 : 1);
		char dl[40] = "-";
		if (f.deadline)
			when_iso(f.deadline, dl);
		sbuf_puts(out, "    ");
		tpl_put(out, lang, f.paused ? "core.list.paused" : "core.list.waiting", "waiting", w.len ? sbuf_str(&w) : "-",
			"deadline", dl, NULL);
		sbuf_putc(out, '\n');
		sbuf_free(&w);
		k++;
	}
	gamelist_free(names, n);
	k += signup_list(b->c, lang, out);
	k += list_elsewhere(b, m, lang, out);
	if (!k)
		tpl_put(out, lang, "core.list.none", NULL);
}

/* A notice about a game in formation to one address, in every language
 * (a sign-up knows no one's language), exactly once per `idkey`. */
static void signup_notice(batch *b, const char *to, const char *idkey, const char *id, const char *const *vars)
{
	es_err e = { 0 };
	if (reply_notice(b, to, idkey, "core.subject.signup", id, vars, &e))
		batch_fail(b, "notice to %s not queued: %s", to, e.msg);
}

/* The data root's master password: 1 (and *master set: a game master
 * is answered whatever the throttles say), or 0 with the refusal. */
static int master_ok(batch *b, const char *gname, const char *password, int *master, sbuf *subj, sbuf *body)
{
	if (!b->c->master_hash[0] || !password ||
		crypto_pwhash_str_verify(b->c->master_hash, password, strlen(password))) {
		const char *v[] = { NULL };
		reply_reject(b, NULL, gname, "core.why.signup.master", v, subj, body);
		return 0;
	}
	*master = 1;
	return 1;
}

/* The answer to a game master's request about sign-up gname: text id
 * with vars (game among them), then id2 if any, the request's language
 * first. */
static void gm_answer_vars(batch *b, const lex_line *w, const char *gname, const char *id, const char *id2,
	const char *const *vars, sbuf *subj, sbuf *body)
{
	const char *const *langs = langs_from(b->a, request_lang(w));
	for (size_t i = 0; langs[i]; i++) {
		if (i)
			sbuf_puts(body, PLAY_LANG_BREAK);
		else
			tpl_put(subj, langs[i], "core.subject.signup", "game", gname, NULL);
		tpl_put_vars(body, langs[i], id, vars);
		if (id2) {
			sbuf_puts(body, "\n\n");
			tpl_put_vars(body, langs[i], id2, vars);
		}
	}
}

/* The same with game and one more variable. */
static void gm_answer(batch *b, const lex_line *w, const char *gname, const char *id, const char *var,
	const char *val, sbuf *subj, sbuf *body)
{
	const char *v[] = { "game", gname, var, val, NULL };
	gm_answer_vars(b, w, gname, id, NULL, v, subj, body);
}

/* The game master's requests about one joiner of a sign-up (NAME
 * PLAYER, with the master password): what is done, whom it tells, how
 * the game master is answered. */
static const struct {
	int rq;
	int (*act)(const conf *, const char *, const char *, const signup_mail *, signup_seats *, es_err *);
	const char *told, *answer, *idkey;
} joiner_acts[] = {
	{ RQ_REMOVE, signup_remove, "core.gm.su.removed", "core.gm.su.removed.gm", "signup-removed" },
	{ RQ_APPROVE, signup_approve, "core.gm.su.approved", "core.gm.su.approved.gm", "signup-approved" },
	{ RQ_REFUSE, signup_refuse, "core.gm.su.refused", "core.gm.su.refused.gm", "signup-refused" },
};

/* The pending joiners a start left out (who.name[from..]) are told. */
static void tell_left_out(batch *b, const char *gname, const char *key, const signup_seats *who, int from)
{
	for (int i = from; i < who->n; i++) {
		const char *v[] = { "game", gname, "player", who->name[i], NULL };
		signup_notice(b, who->email[i], arena_printf(b->a, "signup-left:%s:%d", key, i), "core.gm.su.left", v);
	}
}

/* QUITAR / APROBAR / RECHAZAR NAME PLAYER with the master password: the
 * joiner is told, the game master answered with what was done. */
static int joiner_request(batch *b, int rq, const lex_line *w, const mime_msg *m, const char *raw, size_t len,
	const char *key, const char *password, int *master, sbuf *subj, sbuf *body)
{
	const char *gname = lex_fold_at(w, 1), *player = lex_raw_at(w, 2);
	size_t k = 0;
	while (joiner_acts[k].rq != rq)
		k++;
	if (!master_ok(b, gname, password, master, subj, body))
		return -1;
	es_err e = { 0 };
	signup_mail sm = { raw, len, key, m->from_addr, request_lang(w) };
	signup_seats who;
	if (joiner_acts[k].act(b->c, gname, player, &sm, &who, &e)) {
		const char *v[] = { "game", gname, "why", e.msg, NULL };
		reply_reject(b, NULL, gname, "core.why.signup", v, subj, body);
		return -1;
	}
	if (who.n) {
		const char *v[] = { "game", gname, "player", who.name[0], NULL };
		signup_notice(b, who.email[0], arena_printf(b->a, "%s:%s", joiner_acts[k].idkey, key), joiner_acts[k].told,
			v);
	}
	tell_left_out(b, gname, key, &who, 1);
	const char *v[] = { "game", gname, "player", who.n ? who.name[0] : player, NULL };
	gm_answer_vars(b, w, gname, joiner_acts[k].answer, who.started ? "core.gm.su.started.gm" : NULL, v, subj,
		body);
	return 1;
}

/* EMPEZAR NAME (FORZAR INICIO NAME) with the master password: the game
 * starts with the seats taken, the engine's bot plays the others. */
static int force_start(batch *b, const lex_line *w, const char *gname, const mime_msg *m, const char *raw,
	size_t len, const char *key, const char *password, int *master, sbuf *subj, sbuf *body)
{
	if (!master_ok(b, gname, password, master, subj, body))
		return -1;
	es_err e = { 0 };
	signup_mail sm = { raw, len, key, m->from_addr, request_lang(w) };
	signup_seats who;
	if (signup_force(b->c, gname, &sm, &who, &e)) {
		const char *v[] = { "game", gname, "why", e.msg, NULL };
		reply_reject(b, NULL, gname, "core.why.signup", v, subj, body);
		return -1;
	}
	tell_left_out(b, gname, key, &who, 0);
	const char *v[] = { "game", gname, "bots", who.bots[0] ? who.bots : "-", NULL };
	gm_answer_vars(b, w, gname, "core.gm.su.forced.gm", NULL, v, subj, body);
	return 1;
}

/* CANCELAR PARTIDA NAME with the master password: the sign-up ends, and
 * whoever had joined is told. */
static int cancel(batch *b, const lex_line *w, const mime_msg *m, const char *raw, size_t len, const char *key,
	const char *password, int *master, sbuf *subj, sbuf *body)
{
	const char *gname = lex_fold_at(w, 2);
	if (!master_ok(b, gname, password, master, subj, body))
		return -1;
	es_err e = { 0 };
	signup_mail sm = { raw, len, key, m->from_addr };
	signup_seats who;
	if (signup_cancel(b->c, gname, &sm, &who, &e)) {
		const char *v[] = { "game", gname, "why", e.msg, NULL };
		reply_reject(b, NULL, gname, "core.why.signup", v, subj, body);
		return -1;
	}
	for (int i = 0; i < who.n; i++) {
		const char *v[] = { "game", gname, "player", who.name[i], NULL };
		signup_notice(b, who.email[i], arena_printf(b->a, "signup-cancelled:%s:%d", key, i), "core.signup.cancelled",
			v);
	}
	char n[16];
	snprintf(n, sizeof n, "%d", who.n);
	gm_answer(b, w, gname, "core.signup.gm.cancelled", "told", n, subj, body);
	return 1;
}

/* CAMPAÑA with the master password: the campaign page's facts as text
 * (campaign.h), every game of the data root; a stranger gets the refusal
 * alone. */
static int campaign_mail(batch *b, const lex_line *w, const char *password, int *master, sbuf *subj, sbuf *body)
{
	if (!b->c->master_hash[0] || !password ||
		crypto_pwhash_str_verify(b->c->master_hash, password, strlen(password))) {
		const char *v[] = { NULL };
		reply_reject(b, request_lang(w), NULL, "core.why.campaign", v, subj, body);
		return -1;
	}
	*master = 1;
	campaign *k = campaign_build(b->c, NULL, NULL);
	const char *const *langs = langs_from(b->a, request_lang(w));
	for (size_t i = 0; langs[i]; i++) {
		if (i)
			sbuf_puts(body, PLAY_LANG_BREAK);
		else
			tpl_put(subj, langs[i], "core.subject.campaign", "judge", b->c->address, NULL);
		campaign_text(k, langs[i], b->c->address, NULL, body);
	}
	campaign_free(k);
	return 1;
}

/* NUEVA PARTIDA KIND NAME (+ CLAVE, PLAZAS N, OPCION K=V lines) and
 * UNIRSE NAME PLAYER. Returns 1 when answered with success in subj/body,
 * -1 when refused (subj/body hold the reason). */
static int signup(batch *b, int rq, const lex_line *w, const mime_msg *m, const char *raw, size_t len,
	const char *key, const char *password, int *master, sbuf *subj, sbuf *body)
{
	es_err e = { 0 };
	signup_mail sm = { raw, len, key, m->from_addr, request_lang(w) };
	const char *id = NULL, *gname = NULL;
	char n1[16] = "", n2[16] = "", gm[256] = "";
	int rc, started = 0, pending = 0;
	if (rq == RQ_NEW) {
		gname = lex_fold_at(w, 3);
		if (!master_ok(b, gname, password, master, subj, body))
			return -1;
		/* PLAZAS and OPCION lines anywhere in the mail. */
		int seats = 0, approval = 0;
		const char **opts = arena_alloc(b->a, 64 * sizeof *opts);
		size_t nopts = 0;
		for (const char *l = m->text; l && *l;) {
			const char *nl = strchr(l, '\n');
			lex_line x;
			lex_split(b->a, arena_strndup(b->a, l, nl ? (size_t)(nl - l) : strlen(l)), &x);
			int kw = x.n == 2 ? lex_keyword(signup_kw, lex_fold_at(&x, 0)) : -1;
			if (kw == RQ_SEATS)
				seats = (int)strtol(lex_fold_at(&x, 1), NULL, 10);
			else if (kw == RQ_OPTION && nopts < 64)
				opts[nopts++] = lex_raw_at(&x, 1);
			else if (kw == RQ_APPROVAL)
				approval = lex_keyword(yes_kw, lex_fold_at(&x, 1)) == 1;
			l = nl ? nl + 1 : NULL;
		}
		rc = signup_new(b->c, lex_fold_at(w, 2), gname, seats, opts, nopts, approval, &sm, &e);
		id = approval ? "core.signup.created.approval" : "core.signup.created";
	} else {
		gname = lex_fold_at(w, 1);
		int taken, nseats, dup;
		rc = signup_join(b->c, gname, lex_raw_at(w, 2), &sm, &taken, &nseats, &started, &dup, &pending, gm, &e);
		snprintf(n1, sizeof n1, "%d", taken);
		snprintf(n2, sizeof n2, "%d", nseats);
		id = pending ? "core.signup.pending" : "core.signup.joined";
		/* The game master who opened it hears of every seat taken and
		 * of the start (a retried mail queues the same notice again,
		 * which the outbox sends once). */
		if (!rc && gm[0]) {
			const char *v[] = { "game", gname, "player", lex_raw_at(w, 2), "taken", n1, "seats", n2, "email",
				m->from_addr, NULL };
			signup_notice(b, gm, arena_printf(b->a, "signup-joined:%s", key),
				pending ? "core.signup.gm.pending"
					: started ? "core.signup.gm.started" : "core.signup.gm.joined",
				v);
		}
	}
	if (rc) {
		const char *v[] = { "game", gname, "why", e.msg, NULL };
		reply_reject(b, NULL, gname, "core.why.signup", v, subj, body);
		return -1;
	}
	const char *const *langs = langs_from(b->a, request_lang(w));
	for (size_t i = 0; langs[i]; i++) {
		const char *l = langs[i];
		if (i)
			sbuf_puts(body, PLAY_LANG_BREAK);
		else
			tpl_put(subj, l, "core.subject.signup", "game", gname, NULL);
		if (rq == RQ_NEW) {
			tpl_put(body, l, id, "game", gname, "kind", lex_fold_at(w, 2), "judge", b->c->address, NULL);
		} else {
			tpl_put(body, l, id, "game", gname, "player", lex_raw_at(w, 2), "taken", n1, "seats", n2, NULL);
			if (started) {
				sbuf_puts(body, "\n\n");
				tpl_put(body, l, "core.signup.started", "game", gname, NULL);
			}
		}
	}
	return 1;
}

/* Answers AYUDA [KIND], LISTA, NUEVA PARTIDA and UNIRSE in every
 * language; 0 when the mail is none of them, -1 when refused. */
int request_answer(batch *b, const mime_msg *m, const char *raw, size_t len, const char *key, const char *password,
	int *master, sbuf *subj, sbuf *body)
{
	lex_line w;
	if (!first_words(b->a, m->text, &w))
		return 0;
	int rq = lex_keyword(request_kw, lex_fold_at(&w, 0));
	if (rq == RQ_NEW && w.n == 4 && lex_keyword(signup_kw, lex_fold_at(&w, 1)) == 1)
		return signup(b, rq, &w, m, raw, len, key, password, master, subj, body);
	if (rq == RQ_JOIN && w.n == 3)
		return signup(b, rq, &w, m, raw, len, key, password, master, subj, body);
	if (rq == RQ_CANCEL && w.n == 3 && lex_keyword(signup_kw, lex_fold_at(&w, 1)) == 1)
		return cancel(b, &w, m, raw, len, key, password, master, subj, body);
	if ((rq == RQ_REMOVE || rq == RQ_APPROVE || rq == RQ_REFUSE) && w.n == 3)
		return joiner_request(b, rq, &w, m, raw, len, key, password, master, subj, body);
	if (rq == RQ_START && w.n == 2)
		return force_start(b, &w, lex_fold_at(&w, 1), m, raw, len, key, password, master, subj, body);
	if (rq == RQ_FORCE && w.n == 3 && lex_keyword(signup_kw, lex_fold_at(&w, 1)) == RQ_BEGIN)
		return force_start(b, &w, lex_fold_at(&w, 2), m, raw, len, key, password, master, subj, body);
	if (rq == RQ_CAMPAIGN && w.n == 1)
		return campaign_mail(b, &w, password, master, subj, body);
	if (rq == RQ_NEW || rq == RQ_JOIN || rq == RQ_CANCEL || rq >= RQ_REMOVE)
		return 0;
	if (rq < 0 || w.n > 2)
		return 0;
	const game_kind *k = w.n == 2 ? game_find(lex_fold_at(&w, 1)) : NULL;
	if (w.n == 2 && (rq != RQ_HELP || !k))
		return 0;
	/* LISTA at one host of a sharded judge also names the others' games. */
	shard_map map = { 0 };
	es_err e = { 0 };
	if (rq == RQ_LIST && b->c->shard_map[0] && shard_map_load(&map, b->c->shard_map, &e))
		fprintf(stderr, "estafeta: LISTA names this host's games only: %s\n", e.msg);
	sbuf kinds = SBUF_INIT;
	for (const game_kind *const *g = game_all(); *g; g++)
		sbuf_printf(&kinds, "%s%s", kinds.len ? ", " : "", (*g)->kind);
	const char *const *langs = langs_from(b->a, request_lang(&w));
	for (size_t i = 0; langs[i]; i++) {
		const char *l = langs[i];
		if (i)
			sbuf_puts(body, PLAY_LANG_BREAK);
		if (rq == RQ_LIST) {
			if (!i)
				tpl_put(subj, l, "core.subject.list", NULL);
			sbuf games = SBUF_INIT;
			list_games(b, &map, l, &games);
			tpl_put(body, l, "core.list", "games", sbuf_str(&games), "judge", b->c->address, NULL);
			sbuf_free(&games);
		} else if (k) {
			if (!i)
				tpl_put(subj, l, "core.subject.help", "kind", k->kind, NULL);
			k->help(l, body);
			play_core_help(l, body);
		} else {
			if (!i)
				tpl_put(subj, l, "core.subject.help", "kind", "estafeta", NULL);
			sbuf hint = SBUF_INIT;
			tpl_put(&hint, l, b->c->tag_delim ? "core.replyhint.tagged" : "core.replyhint.plain", NULL);
			tpl_put(body, l, "core.help", "judge", b->c->address, "kinds", sbuf_str(&kinds), "replyhint",
				sbuf_str(&hint), NULL);
			play_core_help(l, body);
			sbuf_free(&hint);
		}
	}
	sbuf_free(&kinds);
	shard_map_free(&map);
	return 1;
}

