/* One game master's mail to several games: PARTIDAS a b c (GAMES), or
 * PARTIDAS TODAS (ALL: every running game the password opens), then
 * DIRECTOR, CLAVE and the commands.
 *
 * Each game's child takes its part as it takes a mail of its own: the
 * password checked, the commands checked all before any is applied, the
 * mail committed and marked seen in that game's history. What the part
 * did is kept under spool/many/KEY/GAME.part (.pend until the game's
 * commit is made: a part whose commit failed counts for nothing, and the
 * next run does it again; one whose commit was made but whose rename was
 * cut short is found seen, and its .pend counts). The parent answers
 * once every game has its part, in one mail whose id is the mail's
 * (outbox: sent once however often it is composed), then marks the mail
 * handled; until then the mail stays, and a retried part is the seen
 * one. */
#include "adjudicator/run/batch_int.h"
#include "adjudicator/base/afile.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/mail/redact.h"
#include "orders/lex.h"

#include <dirent.h>
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MANY_MAX 100 /* games named in one mail */

static const lex_kw all_kw[] = { { 1, "todas|todos|all" }, { -1, NULL } };
static const lex_kw director_kw[] = { { 1, "director|directora|master|gm" }, { -1, NULL } };

/* What a game's part came to: the first line of its file. */
static const char *const outcome[] = { "done", "refused", "notyours", "over", "again", "failed", NULL };
enum { P_DONE, P_REFUSED, P_NOTYOURS, P_OVER, P_AGAIN, P_FAILED };
static const char *const outcome_id[] = { "core.gm.many.done", "core.gm.many.refused", "core.gm.many.notyours",
	"core.gm.many.over", "core.gm.many.again", "core.gm.many.failed" };

void many_read(batch *b, inmail *im)
{
	const env_mail *env = &im->env;
	if (!env->games || im->tgame)
		return;
	char *list = arena_strdup(b->a, env->games);
	lex_line w;
	lex_split(b->a, list, &w);
	im->many = arena_alloc(b->a, (w.n + 1) * sizeof *im->many);
	if (w.n == 1 && lex_keyword(all_kw, lex_fold_at(&w, 0)) == 1)
		im->many_all = 1;
	for (size_t i = 0; !im->many_all && i < w.n && im->nmany <= MANY_MAX; i++) {
		size_t k = 0;
		while (k < im->nmany && strcmp(im->many[k], w.fold[i]))
			k++;
		if (k == im->nmany)
			im->many[im->nmany++] = w.fold[i];
	}
	lex_line d = { 0 };
	if (env->norders)
		lex_split(b->a, env->orders[0], &d);
	if (env->game)
		im->many_bad = "core.why.many.both";
	else if (im->nmany > MANY_MAX)
		im->many_bad = "core.why.many.toomany";
	else if (d.n != 1 || lex_keyword(director_kw, lex_fold_at(&d, 0)) != 1)
		im->many_bad = "core.why.many.director";
}

int many_routed(const inmail *im)
{
	return im->kind == IM_MAIL && (im->nmany || im->many_all) && !im->many_bad;
}

int many_has(const inmail *im, const char *game)
{
	if (!many_routed(im))
		return 0;
	if (im->many_all)
		return 1;
	for (size_t i = 0; i < im->nmany; i++)
		if (!strcmp(im->many[i], game))
			return 1;
	return 0;
}

/* spool/many/HASH of the mail's key; with game, its part (ext: "part"
 * or "pend"). */
static char *part_path(batch *b, const char *key, const char *game, const char *ext)
{
	unsigned char h[16];
	char hex[33];
	crypto_generichash(h, sizeof h, (const unsigned char *)key, strlen(key), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	if (!game)
		return arena_printf(b->a, "%s/spool/many/%s", b->c->dataroot, hex);
	return arena_printf(b->a, "%s/spool/many/%s/%s.%s", b->c->dataroot, hex, game, ext);
}

/* Writes a part: its outcome, then its text in each language of
 * tpl_langs, a form feed line between them. */
static int part_write(batch *b, const char *path, int what, sbuf *text)
{
	sbuf f = SBUF_INIT;
	sbuf_printf(&f, "%s\n", outcome[what]);
	for (size_t l = 0; tpl_langs[l]; l++) {
		if (l)
			sbuf_puts(&f, "\f\n");
		sbuf_puts(&f, sbuf_str(&text[l]));
	}
	char *dir = arena_strdup(b->a, path);
	*strrchr(dir, '/') = '\0';
	int rc = afile_mkdirs(dir) || afile_write(path, f.s, f.len, 0) ? -1 : 0;
	if (rc)
		batch_fail(b, "cannot write %s: %s", path, strerror(errno));
	sbuf_free(&f);
	return rc;
}

/* A part with one template a language (vars as tpl_put's). */
static void part_say(batch *b, const char *path, int what, const char *const *vars)
{
	sbuf text[8];
	for (size_t l = 0; tpl_langs[l]; l++) {
		sbuf_init(&text[l]);
		es_err e = { 0 };
		if (tpl_render(&text[l], tpl_langs[l], outcome_id[what], vars, &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
	}
	part_write(b, path, what, text);
	for (size_t l = 0; tpl_langs[l]; l++)
		sbuf_free(&text[l]);
}

/* The refusal of a game's commands: the line quoted (never the
 * password), the reason in each language. */
static void part_refused(batch *b, const char *path, const game_lines *gl, const game_reject *rej,
	const char *const *secrets)
{
	sbuf text[8];
	char ln[16] = "-";
	const char *line = "-";
	if (rej->index < gl->n) {
		snprintf(ln, sizeof ln, "%d", gl->lineno[rej->index]);
		line = redact_secrets(b->a, gl->text[rej->index], secrets);
	}
	const char *why = rej->why;
	for (size_t l = 0; tpl_langs[l]; l++) {
		const char *end = strchr(why, PLAY_WHY_SEP);
		const char *one = end ? arena_strndup(b->a, why, (size_t)(end - why)) : why;
		const char *v[] = { "game", b->only, "lineno", ln, "line", line, "why",
			redact_secrets(b->a, one, secrets), NULL };
		sbuf_init(&text[l]);
		es_err e = { 0 };
		if (tpl_render(&text[l], tpl_langs[l], outcome_id[P_REFUSED], v, &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
		if (end)
			why = end + 1;
	}
	part_write(b, path, P_REFUSED, text);
	for (size_t l = 0; tpl_langs[l]; l++)
		sbuf_free(&text[l]);
}

static void keep_pending(batch *b, open_game *g, const char *pend)
{
	g->parts = xrealloc(g->parts, (g->nparts + 1) * sizeof *g->parts);
	g->parts[g->nparts++] = arena_strdup(b->a, pend);
}

static int exists(const char *p)
{
	return access(p, F_OK) == 0;
}

void many_part(batch *b, inmail *im)
{
	const char *game = b->only;
	es_err e = { 0 };
	open_game *g = batch_game(b, game, &e);
	if (!g)
		return; /* the game's own failure keeps the mail for the next run */
	play *p = g->p;
	const char *part = part_path(b, im->key, game, "part");
	const char *pend = part_path(b, im->key, game, "pend");
	const char *v[] = { "game", game, NULL };
	int seen = play_seen(p, im->key);
	if (seen == 2) { /* a copy of this mail, applied in this batch */
		keep_pending(b, g, pend);
		return;
	}
	if (seen) {
		/* Applied by a run that stopped before the answer. */
		if (exists(part))
			return;
		if (!exists(pend) || rename(pend, part))
			part_say(b, part, P_AGAIN, v);
		return;
	}
	/* Decided by an earlier run while another game held the mail: kept
	 * as it was (and the folder's age with it, which health reads). */
	if (exists(part))
		return;
	const char *secrets[] = { im->env.password, NULL };
	if (!play_master_ok(p, im->env.password)) {
		/* A game named guessed at; TODAS names none (and meets every
		 * other master's games). */
		if (!im->many_all)
			reply_wrong_master(b, &im->m, im->key, g);
		part_say(b, part, P_NOTYOURS, v);
		return;
	}
	game_status gs;
	play_status(p, &gs);
	if (gs.over) {
		part_say(b, part, P_OVER, v);
		return;
	}
	const env_mail *env = &im->env;
	game_lines gl = { env->orders + 1, env->lineno + 1, env->norders - 1 };
	size_t slen;
	char *s = redact_mail(b->a, im->raw, im->len, im->m.text, secrets, &slen);
	play_mail pm = { s, slen, im->key, im->raw_msgid, im->raw_refs, &gl, secrets, 0 };
	game_reject rej;
	sbuf echo[8];
	for (size_t l = 0; tpl_langs[l]; l++)
		sbuf_init(&echo[l]);
	int rc;
	TIMED(b->r, BT_RULES, rc = play_gm_echo(p, im->m.from_addr, &pm, &rej, echo));
	if (rc) {
		part_refused(b, part, &gl, &rej, secrets);
	} else {
		b->r->accepted++;
		sbuf text[8];
		for (size_t l = 0; tpl_langs[l]; l++) {
			sbuf_init(&text[l]);
			tpl_put(&text[l], tpl_langs[l], outcome_id[P_DONE], "game", game, "echo", sbuf_str(&echo[l]), NULL);
		}
		if (!part_write(b, pend, P_DONE, text))
			keep_pending(b, g, pend);
		for (size_t l = 0; tpl_langs[l]; l++)
			sbuf_free(&text[l]);
	}
	for (size_t l = 0; tpl_langs[l]; l++)
		sbuf_free(&echo[l]);
}

void many_committed(batch *b, open_game *g)
{
	for (size_t i = 0; i < g->nparts; i++) {
		/* NAME.pend -> NAME.part */
		size_t n = strlen(g->parts[i]);
		char *part = arena_printf(b->a, "%.*spart", (int)(n - 4), g->parts[i]);
		if (rename(g->parts[i], part) && errno != ENOENT)
			batch_fail(b, "cannot rename %s: %s", g->parts[i], strerror(errno));
	}
}

void many_give_up(batch *b, const inmail *im, const char *game)
{
	if (!many_has(im, game))
		return;
	const char *part = part_path(b, im->key, game, "part");
	const char *v[] = { "game", game, NULL };
	if (!exists(part))
		part_say(b, part, P_FAILED, v);
}

/* A part as written: its outcome (-1 when there is none) and its text
 * in language l. */
static int part_read(batch *b, const char *path, size_t l, const char **text)
{
	char *all = batch_read_text(b, path);
	if (!all)
		return -1;
	char *nl = strchr(all, '\n');
	int what = -1;
	for (int k = 0; nl && outcome[k]; k++)
		if ((size_t)(nl - all) == strlen(outcome[k]) && !strncmp(all, outcome[k], (size_t)(nl - all)))
			what = k;
	if (what < 0)
		return -1;
	char *t = nl + 1;
	for (size_t k = 0; k < l && t; k++) {
		t = strstr(t, "\f\n");
		t = t ? t + 2 : NULL;
	}
	if (!t)
		t = "";
	char *end = strstr(t, "\f\n");
	*text = end ? arena_strndup(b->a, t, (size_t)(end - t)) : t;
	return what;
}

/* A name as the sender wrote it (folded), cut: it may be anything. */
static const char *quote_game(batch *b, const char *name)
{
	return strlen(name) > 64 ? arena_printf(b->a, "%.64s...", name) : name;
}

static int is_game(batch *b, const char *game)
{
	struct stat st;
	char *p = arena_printf(b->a, "%s/games/%s", b->c->dataroot, game);
	return play_name_ok(game) && !lstat(p, &st) && S_ISDIR(st.st_mode);
}

int many_answer(batch *b, inmail *im, char *const *games, size_t ngames)
{
	if (!many_routed(im))
		return 0;
	size_t n = im->many_all ? ngames : im->nmany;
	const char *const *names = im->many_all ? (const char *const *)games : im->many;
	sbuf body = SBUF_INIT, subj = SBUF_INIT;
	int opened = 0;
	for (size_t l = 0; tpl_langs[l]; l++) {
		sbuf items = SBUF_INIT;
		for (size_t i = 0; i < n; i++) {
			const char *text = NULL;
			int what = P_NOTYOURS;
			if (is_game(b, names[i])) {
				what = part_read(b, part_path(b, im->key, names[i], "part"), l, &text);
				if (what < 0) { /* a game still to do its part */
					sbuf_free(&items);
					sbuf_free(&body);
					return 0;
				}
			}
			if (im->many_all && (what == P_NOTYOURS || what == P_OVER))
				continue; /* TODAS: the running games of this master only */
			opened += what != P_NOTYOURS && !l;
			if (!text) {
				const char *v[] = { "game", quote_game(b, names[i]), NULL };
				sbuf t = SBUF_INIT;
				es_err e = { 0 };
				tpl_render(&t, tpl_langs[l], outcome_id[P_NOTYOURS], v, &e);
				text = arena_strdup(b->a, sbuf_str(&t));
				sbuf_free(&t);
			}
			sbuf_puts(&items, text);
			sbuf_puts(&items, "\n");
		}
		if (!items.len)
			tpl_put(&items, tpl_langs[l], "core.gm.many.nogame", NULL);
		if (l)
			sbuf_puts(&body, PLAY_LANG_BREAK);
		tpl_put(&body, tpl_langs[l], "core.gm.many", "items", sbuf_str(&items), NULL);
		sbuf_free(&items);
	}
	const char *secrets[] = { im->env.password, NULL };
	const char *masked = redact_secrets(b->a, sbuf_str(&body), secrets);
	int sent = 0;
	/* A mail that opened no game proved nothing: answered within the
	 * throttles on wrong passwords and strangers. */
	if (opened || !reply_throttled(b, &im->m, im->key, NULL, -1, NULL)) {
		tpl_put(&subj, tpl_langs[0], "core.subject.gm.many", NULL);
		es_err e = { 0 };
		if (reply_send_to(b, im->m.from_addr, NULL, im->key, sbuf_str(&subj), masked, 1, im->raw_msgid,
			    im->raw_refs, NULL, &e))
			batch_fail(b, "reply to %s not sent: %s", im->m.from_addr, e.msg); /* the mail stays */
		else
			sent = 1;
	} else {
		sent = 1;
	}
	if (sent)
		batch_done(b, im->fname, im->key);
	sbuf_free(&subj);
	sbuf_free(&body);
	return sent;
}

/* A folder of parts and everything in it (the parts, a temporary file a
 * kill left). */
static void forget_dir(batch *b, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	while (d && (de = readdir(d)))
		if (strcmp(de->d_name, ".") && strcmp(de->d_name, ".."))
			unlink(arena_printf(b->a, "%s/%s", dir, de->d_name));
	if (d)
		closedir(d);
	rmdir(dir);
}

/* 1 if dir is the folder of one of dirs. */
static int among(const char *dir, const char *const *dirs, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (!strcmp(dirs[k], dir))
			return 1;
	return 0;
}

void many_forget(batch *b, const inmail *mails, const char *answered, size_t n)
{
	const char **keep = arena_alloc(b->a, (n + 1) * sizeof *keep), **done = arena_alloc(b->a, (n + 1) * sizeof *done);
	size_t nkeep = 0, ndone = 0;
	/* A mail that could not be read now may be one still waiting: no
	 * folder is taken for an orphan in such a run. */
	int sweep = 1;
	for (size_t i = 0; i < n; i++) {
		sweep &= mails[i].kind != IM_UNREADABLE_FILE;
		if (many_routed(&mails[i]) && answered[i])
			done[ndone++] = part_path(b, mails[i].key, NULL, NULL);
		else if (many_routed(&mails[i]))
			keep[nkeep++] = part_path(b, mails[i].key, NULL, NULL);
	}
	char *root = arena_printf(b->a, "%s/spool/many", b->c->dataroot);
	DIR *d = opendir(root);
	struct dirent *de;
	while (d && (de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		char *dir = arena_printf(b->a, "%s/%s", root, de->d_name);
		/* answered now, or its mail gone (a run killed before this) */
		if (among(dir, done, ndone) || (sweep && !among(dir, keep, nkeep)))
			forget_dir(b, dir);
	}
	if (d)
		closedir(d);
}
