/* A new game: options, seed, secret, players, welcome mails, first
 * commit. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/base/zone.h"
#include "orders/lex.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <inttypes.h>
#include <stdarg.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>


static int rm_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	remove(path);
	return 0;
}

/* The rename of a directory entry reaches the disk. */
static int dir_sync(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int r = fsync(fd);
	close(fd);
	return r;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Core options set in p; the rest belong to the engine, kept in p->opts
 * sorted, so that verify can call create() again with the same list.
 * Pinned options are stored in every new game, given or not. */
static int create_options(play *p, const play_new *req, es_err *e)
{
	const game_kind *k = p->kind;
	int rc = ES_OK;
	size_t npin = 0;
	while (k->pinned && k->pinned[npin].opt)
		npin++;
	p->opts = arena_alloc(p->a, (req->nopts + npin + 1) * sizeof *p->opts);
	for (size_t i = 0; i < req->nopts; i++) {
		const char *o = req->opts[i];
		const play_option *d = play_option_find(o);
		if (d) {
			if (d->set(p, o + strlen(d->key), o, e))
				rc = ES_ESYNTAX;
		} else if (!strchr(o, '=') || strchr(o, '\n')) {
			rc = es_fail(e, ES_ESYNTAX, "option '%s': expected KEY=VALUE", o);
		} else if (play_pinned(k, o)) {
			sbuf why = SBUF_INIT;
			play_pinned_why(k, o, "en", &why);
			rc = es_fail(e, ES_ESYNTAX, "%s", sbuf_str(&why));
			sbuf_free(&why);
		} else {
			p->opts[p->nopts++] = arena_strdup(p->a, o);
		}
	}
	for (const game_pin *g = k->pinned; g && g->opt; g++) {
		size_t kl = (size_t)(strchr(g->opt, '=') - g->opt) + 1, j = 0;
		while (j < p->nopts && strncmp(p->opts[j], g->opt, kl))
			j++;
		if (j == p->nopts)
			p->opts[p->nopts++] = arena_strdup(p->a, g->opt);
	}
	qsort(p->opts, p->nopts, sizeof *p->opts, cmp_str);
	return rc;
}

/* The seed (lower case, an even number of digits: "1" is "01"), the dice,
 * and the secret behind passwords and reply tokens. */
static int create_seed(play *p, const play_new *req, es_err *e)
{
	char seed[65];
	const char *seed_hex = req->seed_hex;
	if (!seed_hex) {
		dice_random_seed(seed);
		seed_hex = seed;
	}
	p->insecure = req->insecure_seed;
	if (!p->insecure && strlen(seed_hex) < PLAY_SEED_MIN_HEX)
		return es_fail(e, ES_ESYNTAX,
			"the seed '%s' is too short to keep secret: give at least %d hex digits (128 bits), or leave "
			"--seed out, or add --insecure-seed for a test game whose every mail says so",
			seed_hex, PLAY_SEED_MIN_HEX);
	size_t sl = strlen(seed_hex), pad = sl % 2;
	if (sl + pad > 2 * DICE_SEED_MAX || !sl)
		return es_fail(e, ES_ESYNTAX, "the seed must have 1 to %d hex digits", 2 * DICE_SEED_MAX);
	p->seed[0] = '0';
	memcpy(p->seed + pad, seed_hex, sl + 1);
	for (char *q = p->seed; *q; q++)
		if (*q >= 'A' && *q <= 'F')
			*q = (char)(*q - 'A' + 'a');
	int rc = dice_init_hex(&p->d, p->seed, 0, e);
	dice_commitment(p->seed, p->commitment);
	if (rc)
		return rc;
	/* From the OS, or from the seed for an insecure (test) game so that
	 * two data roots given the same commands stay byte-identical. */
	if (p->insecure)
		dice_derive(&p->d, "game-key", p->key, sizeof p->key);
	else
		randombytes_buf(p->key, sizeof p->key);
	p->has_key = 1;
	return ES_OK;
}

/* Seat i's player: name, address, language, zone, password (plain[i]). */
static int create_player(play *p, const play_new *req, int i, char **plain, es_err *e)
{
	const char *nm = req->names[i], *em = req->emails[i];
	if (!addr_player_name_ok(nm))
		return es_fail(e, ES_ESYNTAX, "player name '%s': %s", nm, PLAY_NAME_RULE);
	int bot = !strcmp(em, PLAY_NO_ADDRESS); /* the bot plays it from the start */
	if (!bot && !addr_valid(em))
		return es_fail(e, ES_ESYNTAX, "player %s: '%s' is not a mail address we can use (name@domain)", nm, em);
	if (req->langs && req->langs[i] && !tpl_has_lang(req->langs[i]))
		return es_fail(e, ES_ESYNTAX, "player %s: no texts in language '%s'", nm, req->langs[i]);
	if (req->zones && req->zones[i] && !zone_valid(req->zones[i]))
		return es_fail(e, ES_ESYNTAX, "player %s: '%s' is not a time zone of %s", nm, req->zones[i], ZONE_DIR);
	for (int j = 0; j < i; j++) {
		if (!strcmp(lex_fold(p->a, nm, strlen(nm)), lex_fold(p->a, p->pname[j], strlen(p->pname[j]))))
			return es_fail(e, ES_ESYNTAX, "two players called '%s'", nm);
		if (!p->shared_addr && !bot && !strcasecmp(em, p->pemail[j]))
			return es_fail(e, ES_ESYNTAX,
				"players %s and %s share the address %s: one address, one seat (option "
				"addresses=shared allows it, and every mail then says so)",
				p->pname[j], nm, em);
	}
	p->pname[i] = arena_strdup(p->a, nm);
	p->names[i] = p->pname[i];
	p->pemail[i] = arena_strdup(p->a, em);
	for (char *q = p->pemail[i]; *q; q++)
		if (*q >= 'A' && *q <= 'Z')
			*q = (char)(*q - 'A' + 'a');
	p->plang[i] = arena_strdup(p->a, req->langs && req->langs[i] ? req->langs[i] : "es");
	p->pzone[i] = req->zones && req->zones[i] ? arena_strdup(p->a, req->zones[i]) : NULL;
	plain[i] = req->passwords && req->passwords[i] && *req->passwords[i] ? arena_strdup(p->a, req->passwords[i])
									: play_pw_generate(p, nm, 0);
	p->pwhash[i] = play_pw_hash(p, nm, plain[i]);
	if (!p->pwhash[i])
		return es_fail(e, ES_ERR, "password hashing failed (out of memory?)");
	return ES_OK;
}

/* The repository, made under a hidden name and renamed once its first
 * commit is in: a crash before leaves no half-made game (which every
 * later run would trip on), only a folder the next try clears. The
 * outbox knows a mail by the game's name, batch and file: a name an
 * earlier game of this data root had (moved away or removed) would have
 * its new mail taken for the old one's and never sent. */
static int create_repo(play *p, es_err *e)
{
	const conf *c = p->c;
	struct stat sb;
	if (!stat(p->dir, &sb))
		return es_fail(e, ES_ECONFLICT, "game %s exists already", p->name);
	if (play_name_used(c, p->name))
		return es_fail(e, ES_ECONFLICT,
			"the name %s was used by an earlier game of this data root: choose another name", p->name);
	char gd[1100];
	snprintf(gd, sizeof gd, "%s/games", c->dataroot);
	mkdir(c->dataroot, 0700);
	mkdir(gd, 0700);
	snprintf(p->dir, sizeof p->dir, "%s/.%s.new", gd, p->name);
	nftw(p->dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
	int rc = store_create(p->dir, e);
	return rc ? rc : store_open(&p->repo, p->dir, e);
}

/* The secrets of the first commit: seed, key, master password. */
static void create_secrets(play *p)
{
	sbuf sd = SBUF_INIT;
	sbuf_printf(&sd, "seed %s\n", p->seed);
	store_change_put(p->chg, "secret/seed.txt", sd.s, sd.len);
	sbuf_reset(&sd);
	char kh[2 * sizeof p->key + 1];
	sodium_bin2hex(kh, sizeof kh, p->key, sizeof p->key);
	sbuf_printf(&sd, "key %s\n", kh);
	store_change_put(p->chg, "secret/key.txt", sd.s, sd.len);
	sodium_memzero(kh, sizeof kh);
	sbuf_free(&sd);
	char *mh = p->new_master ? play_pw_hash(p, "@master", p->new_master) : NULL;
	if (mh) {
		char *t = arena_printf(p->a, "master %s\n", mh);
		store_change_put(p->chg, "secret/master.txt", t, strlen(t));
	}
}

/* Welcome mails: password, rules and syntax, commitment, first view. */
static void create_welcome(play *p, const game_status *st, char **plain)
{
	const game_kind *k = p->kind;
	sbuf help = SBUF_INIT, subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT, w = SBUF_INIT;
	sbuf players = SBUF_INIT;
	for (int i = 0; i < p->n; i++) {
		const char *lang = p->plang[i];
		/* The seats in order, the bot's said so in the reader's words. */
		sbuf_reset(&players);
		for (int o = 0; o < p->n; o++) {
			sbuf_puts(&players, o ? ", " : "");
			if (p->bots & GAME_SEAT(o))
				tpl_put(&players, lang, "core.welcome.botseat", "player", p->pname[o], NULL);
			else
				sbuf_puts(&players, p->pname[o]);
		}
		sbuf_reset(&w);
		play_render_waitline(p, st, i, lang, &w);
		sbuf_reset(&help);
		sbuf_reset(&subj);
		sbuf_reset(&body);
		sbuf_reset(&view);
		k->help(lang, &help);
		play_core_help_players(lang, &help); /* a seat's welcome: no game master's section */
		k->view(p->st, i, lang, &view);
		sbuf ev = SBUF_INIT;
		play_render_events(p, i, lang, &ev, 0);
		tpl_put(&subj, lang, "core.subject.welcome", "game", p->name, NULL);
		sbuf hidden = SBUF_INIT, kept = SBUF_INIT, how = SBUF_INIT;
		tpl_put(&hidden, lang, "core.password.hidden", NULL);
		play_render_replyhow(p, i, &how);
		for (int pass = 0; pass < 2; pass++)
			tpl_put(pass ? &kept : &body, lang, "core.welcome", "player", p->pname[i], "game", p->name, "kind",
				k->kind, "players", sbuf_str(&players), "password", pass ? sbuf_str(&hidden) : plain[i],
				"commitment", p->commitment, "judge", p->c->address, "replyhow", sbuf_str(&how), "help",
				sbuf_str(&help), "events", ev.len ? sbuf_str(&ev) : "-\n", "view", sbuf_str(&view), "waitline",
				sbuf_str(&w), NULL);
		sbuf_free(&ev);
		play_view_parts(p, play_queue_secret(p, i, sbuf_str(&subj), sbuf_str(&body), sbuf_str(&kept)), i);
		sbuf_free(&hidden);
		sbuf_free(&kept);
		sbuf_free(&how);
		store_change_put(p->chg, arena_printf(p->a, "views/%s.txt", p->pname[i]), view.s, view.len);
	}
	sbuf_reset(&view);
	k->view(p->st, -1, "es", &view);
	store_change_put(p->chg, "views/public.txt", view.s, view.len);
	sbuf_free(&help);
	sbuf_free(&subj);
	sbuf_free(&body);
	sbuf_free(&view);
	sbuf_free(&w);
	sbuf_free(&players);
}

/* The first commit, the rename to the game's own name, the listing, the
 * mail to the outbox. */
static int create_commit(play *p, const char *players, es_err *e)
{
	const conf *c = p->c;
	char final[sizeof p->dir];
	snprintf(final, sizeof final, "%s/games/%s", c->dataroot, p->name);
	const char *bd = play_batch_dir(p);
	int rc = ES_OK;
	for (size_t i = 0; !rc && i < p->nouts; i++)
		rc = play_put_outgoing(p, bd, &p->out[i], p->created, e);
	store_change_put(p->chg, arena_printf(p->a, "%s/journal.txt", bd), p->journal.s, p->journal.len);
	play_write_state(p);
	play_write_meta(p);
	sbuf msg = SBUF_INIT;
	sbuf_printf(&msg, "partida creada: %s, %d jugadores (%s)\n\ncompromiso de la semilla %s\n\nlote 1", p->kind->kind,
		p->n, players, p->commitment);
	char head[41];
	if (!rc)
		rc = store_commit(p->repo, p->chg, sbuf_str(&msg), p->created, head, e);
	sbuf_free(&msg);
	if (rc)
		return rc;
	store_free(p->repo);
	p->repo = NULL;
	char gd[1100];
	snprintf(gd, sizeof gd, "%s/games", c->dataroot);
	if (rename(p->dir, final))
		return es_fail(e, ES_EIO, "cannot rename %s to %s: %s", p->dir, final, strerror(errno));
	/* The game exists from here: a failed sync only makes the rename
	 * less durable, never a reason to skip its mail. */
	if (dir_sync(gd))
		fprintf(stderr, "estafeta: warning: cannot sync %s: %s\n", gd, strerror(errno));
	snprintf(p->dir, sizeof p->dir, "%s", final);
	rc = store_open(&p->repo, p->dir, e);
	if (rc)
		return rc;
	play_write_facts(p, head);
	play_name_note(c, p->name);
	return play_deliver_commit(p, head, p->created, e);
}

int play_create(const conf *c, const play_new *req, es_err *e)
{
	const game_kind *k = game_find(req->kind);
	if (!k)
		return es_fail(e, ES_ENOTFOUND, "unknown game kind '%s'", req->kind);
	if (!play_name_ok(req->name))
		return es_fail(e, ES_ESYNTAX, "game name '%s': use 1 to 64 of a-z 0-9 . _ -, starting with a letter or digit",
			req->name);
	if ((int)req->nplayers < k->min_players || (int)req->nplayers > k->max_players)
		return es_fail(e, ES_ESYNTAX, "%s needs %d to %d players, not %zu", k->kind, k->min_players, k->max_players,
			req->nplayers);
	play *p = play_alloc(c, req->name);
	p->kind = k;
	p->n = (int)req->nplayers;
	/* The kind's default, if it has one; deadline_hours= overrides both. */
	p->deadline_hours = k->default_deadline_hours ? k->default_deadline_hours : c->deadline_hours;
	p->reminder_hours = c->reminder_hours;
	p->created = when_now();
	p->seq = 1;
	p->rules = GAME_RULES_EDITION;
	snprintf(p->press, sizeof p->press, "all");
	p->vac_days = PLAY_VACATION_DAYS;
	/* New games send the HTML alternative unless html=off; a game made
	 * before has no "html-default" line in its meta and stays text. */
	p->html_default = 1;
	int rc = create_options(p, req, e);
	if (!rc)
		rc = create_seed(p, req, e);
	char *plain[GAME_MAX_PLAYERS] = { 0 };
	for (int i = 0; !rc && i < p->n; i++)
		rc = create_player(p, req, i, plain, e);
	p->names[p->n] = NULL;
	if (!rc)
		rc = k->create(&p->st, p->n, p->names, (const char *const *)p->opts, p->nopts, &p->d, &p->ev, e);
	if (!rc)
		rc = create_repo(p, e);
	if (rc) {
		play_free(p);
		return rc;
	}
	game_status st;
	k->status(p->st, &st);
	p->step = st.step;
	p->last = st;
	p->deadline = p->created + (int64_t)p->deadline_hours * 3600;
	create_secrets(p);
	sbuf_puts(&p->journal, "create\n");
	/* Seats without an address (a start short-handed) are the bot's from
	 * the start: it plays what they are asked in this first batch, its
	 * orders stored and journaled as any, before the welcomes show the
	 * board. */
	for (int i = 0; i < p->n; i++)
		if (!strcmp(p->pemail[i], PLAY_NO_ADDRESS))
			p->bots |= GAME_SEAT(i);
	play_bot_play(p);
	k->status(p->st, &st);
	sbuf players = SBUF_INIT;
	for (int i = 0; i < p->n; i++)
		sbuf_printf(&players, "%s%s", i ? ", " : "", p->pname[i]);
	create_welcome(p, &st, plain);
	rc = create_commit(p, sbuf_str(&players), e);
	sbuf_free(&players);
	play_free(p);
	return rc;
}
