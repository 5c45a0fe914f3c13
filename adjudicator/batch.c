/* The batch pipeline: inbox -> MIME -> envelope -> authentication ->
 * rules engine -> git commit -> outbox, then deadlines. Every mail gets an
 * answer except duplicates and automatic mail (no loops). */
#include "adjudicator/batch.h"
#include "adjudicator/maildir.h"
#include "adjudicator/mailnet.h"
#include "adjudicator/mime.h"
#include "adjudicator/outmail.h"
#include "adjudicator/play.h"
#include "adjudicator/tpl.h"
#include "adjudicator/when.h"
#include "orders/envelope.h"
#include "orders/lex.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct open_game {
	play *p;
	char **done; /* inbox names to mark done after the commit */
	size_t ndone;
	char **keys; /* idempotency keys to add to the global index */
	size_t nkeys;
} open_game;

typedef struct batch {
	const conf *c;
	arena *a;
	batch_report *r;
	open_game *g;
	size_t ng;
	int failed;
} batch;

int batch_lock(const conf *c, int *fd, es_err *e)
{
	char p[1100];
	mkdir(c->dataroot, 0755);
	snprintf(p, sizeof p, "%s/.estafeta.lock", c->dataroot);
	*fd = open(p, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	if (*fd < 0)
		return es_fail(e, ES_EIO, "cannot open lock %s: %s", p, strerror(errno));
	if (flock(*fd, LOCK_EX | LOCK_NB)) {
		close(*fd);
		*fd = -1;
		return es_fail(e, ES_ELOCKED, "another estafeta run holds %s", p);
	}
	return ES_OK;
}

/* --- the global index of handled messages ---------------------------------- */

static void index_path(const conf *c, const char *key, char *out, size_t n)
{
	unsigned char h[32];
	char hex[65];
	crypto_generichash(h, sizeof h, (const unsigned char *)key, strlen(key), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	snprintf(out, n, "%s/seen/%.2s/%s", c->dataroot, hex, hex);
}

static int index_has(const conf *c, const char *key)
{
	char p[1200];
	index_path(c, key, p, sizeof p);
	return access(p, F_OK) == 0;
}

static void index_add(const conf *c, const char *key)
{
	char p[1200];
	index_path(c, key, p, sizeof p);
	char *slash = strrchr(p, '/');
	*slash = '\0';
	char *s2 = strrchr(p, '/');
	*s2 = '\0';
	mkdir(p, 0755);
	*s2 = '/';
	mkdir(p, 0755);
	*slash = '/';
	int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd >= 0) {
		if (write(fd, key, strlen(key)) < 0) {
			/* The index only saves work: the game repository keeps
			 * the authoritative record of applied messages. */
		}
		close(fd);
	}
}

/* --- replies that are not part of a commit --------------------------------- */

/* Sends a rejection or notice straight to the outbox under a name derived
 * from the message answered, so a retried run does not send it twice. */
static int send_direct(batch *b, const mime_msg *m, const char *key, const char *subject, const char *body, es_err *e)
{
	unsigned char h[16];
	char hex[33];
	crypto_generichash(h, sizeof h, (const unsigned char *)key, strlen(key), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	out_msg o = { 0 };
	o.to = m->from_addr;
	o.to_name = m->from_name;
	o.subject = subject;
	o.body = body;
	o.message_id = arena_printf(b->a, "reply.%s@%s", hex, b->c->domain);
	o.in_reply_to = m->message_id;
	o.references = m->references;
	o.is_reply = 1;
	size_t len;
	char *raw = out_compose(b->a, b->c, &o, when_now(), &len);
	int rc = maildir_ensure(b->c->outbox, e);
	if (!rc)
		rc = maildir_deliver(b->c->outbox, arena_printf(b->a, "%lld.reply.%s", (long long)when_now(), hex), raw, len, e);
	return rc;
}

/* Renders a rejection in lang, or in every language when we do not know
 * who wrote (an unknown sender reads whichever he understands). */
static void render_reject(batch *b, const char *lang, const char *game, const char *id, const char *const *vars,
	sbuf *subj, sbuf *body)
{
	(void)b;
	const char *sv[] = { "game", game ? game : "estafeta", NULL };
	for (size_t i = 0; tpl_langs[i]; i++) {
		const char *l = lang ? lang : tpl_langs[i];
		es_err e;
		if (i == 0)
			tpl_render(subj, l, "core.subject.reject", sv, &e);
		else
			sbuf_puts(body, "\n\n-- \n\n");
		if (tpl_render(body, l, id, vars, &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
		if (lang)
			break;
	}
}

/* --- one mail -------------------------------------------------------------- */

static open_game *game_get(batch *b, const char *name, es_err *e)
{
	for (size_t i = 0; i < b->ng; i++)
		if (!strcmp(play_name(b->g[i].p), name))
			return &b->g[i];
	play *p;
	if (play_open(&p, b->c, name, e))
		return NULL;
	b->g = xrealloc(b->g, (b->ng + 1) * sizeof *b->g);
	open_game *g = &b->g[b->ng++];
	memset(g, 0, sizeof *g);
	g->p = p;
	return g;
}

static void defer_done(batch *b, open_game *g, const char *fname, const char *key)
{
	g->done = xrealloc(g->done, (g->ndone + 1) * sizeof *g->done);
	g->done[g->ndone++] = arena_strdup(b->a, fname);
	g->keys = xrealloc(g->keys, (g->nkeys + 1) * sizeof *g->keys);
	g->keys[g->nkeys++] = arena_strdup(b->a, key);
}

static void mark_done(batch *b, const char *fname, const char *key)
{
	es_err e;
	if (key)
		index_add(b->c, key);
	if (maildir_done(b->c->inbox, fname, &e))
		fprintf(stderr, "estafeta: %s\n", e.msg);
}

static void handle_mail(batch *b, const char *fname)
{
	const conf *c = b->c;
	es_err e;
	char *raw;
	size_t len;
	int truncated;
	b->r->mails++;
	if (maildir_read(b->a, c->inbox, fname, c->max_mail_bytes, &raw, &len, &truncated, &e)) {
		fprintf(stderr, "estafeta: %s\n", e.msg);
		return;
	}
	mime_msg m;
	memset(&m, 0, sizeof m);
	int mrc = mime_parse(b->a, raw, len, 0, &m, &e);
	char dig[65];
	{
		unsigned char h[32];
		crypto_generichash(h, sizeof h, (const unsigned char *)raw, len, NULL, 0);
		sodium_bin2hex(dig, sizeof dig, h, sizeof h);
	}
	const char *key = m.message_id && *m.message_id ? m.message_id : arena_printf(b->a, "sha256:%s", dig);
	if (index_has(c, key)) {
		b->r->duplicates++;
		mark_done(b, fname, NULL);
		return;
	}
	if (!m.from_addr || m.auto_submitted) {
		/* Never answer automatic mail or mail we cannot answer. */
		b->r->ignored++;
		mark_done(b, fname, key);
		return;
	}
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	const char *lang = NULL, *game = NULL;
	char maxs[32];
	snprintf(maxs, sizeof maxs, "%zu", c->max_mail_bytes);
	open_game *g = NULL;
	int seat = -1;
	env_mail env;
	memset(&env, 0, sizeof env);
	if (truncated) {
		const char *v[] = { "max", maxs, NULL };
		render_reject(b, NULL, NULL, "core.why.toobig", v, &subj, &body);
		goto reject;
	}
	if (mrc || !m.text || !strcmp(m.text_source, "none")) {
		const char *v[] = { "why", mrc ? e.msg : "no text part", NULL };
		render_reject(b, NULL, NULL, "core.why.unreadable", v, &subj, &body);
		goto reject;
	}
	if (env_parse(b->a, m.text, &env, &e)) {
		const char *v[] = { "why", e.msg, NULL };
		render_reject(b, NULL, NULL, "core.why.envelope", v, &subj, &body);
		goto reject;
	}
	if (!env.game) {
		const char *v[] = { "judge", c->address, NULL };
		render_reject(b, NULL, NULL, "core.why.noenvelope", v, &subj, &body);
		goto reject;
	}
	game = lex_fold(b->a, env.game, strlen(env.game));
	g = game_get(b, game, &e);
	if (!g && e.code != ES_ENOTFOUND) {
		/* The game exists but cannot be read now: keep the mail for
		 * the next run rather than answer that there is no game. */
		fprintf(stderr, "estafeta: game %s: %s\n", game, e.msg);
		b->failed = 1;
		sbuf_free(&subj);
		sbuf_free(&body);
		return;
	}
	if (!g) {
		const char *v[] = { "game", env.game, NULL };
		render_reject(b, NULL, NULL, "core.why.nogame", v, &subj, &body);
		game = NULL;
		goto reject;
	}
	if (play_seen(g->p, key)) {
		b->r->duplicates++;
		mark_done(b, fname, key);
		return;
	}
	seat = env.player ? play_find_player(g->p, env.player) : -1;
	if (seat < 0) {
		const char *v[] = { "game", game, "player", env.player ? env.player : "-", NULL };
		render_reject(b, NULL, game, "core.why.noplayer", v, &subj, &body);
		goto reject;
	}
	lang = play_player_lang(g->p, seat);
	if (strcasecmp(m.from_addr, play_player_email(g->p, seat))) {
		const char *v[] = { "game", game, "player", play_player_name(g->p, seat), "from", m.from_addr, NULL };
		render_reject(b, lang, game, "core.why.sender", v, &subj, &body);
		goto reject;
	}
	if (!play_password_ok(g->p, seat, env.password)) {
		const char *v[] = { "game", game, "player", play_player_name(g->p, seat), NULL };
		render_reject(b, lang, game, "core.why.password", v, &subj, &body);
		goto reject;
	}
	game_status st;
	play_status(g->p, &st);
	if (st.over) {
		const char *v[] = { "game", game, NULL };
		render_reject(b, lang, game, "core.why.over", v, &subj, &body);
		goto reject;
	}
	if (!env.norders) {
		const char *v[] = { "game", game, NULL };
		render_reject(b, lang, game, "core.why.noorders", v, &subj, &body);
		goto reject;
	}
	game_lines gl = { env.orders, env.lineno, env.norders };
	game_reject rej;
	play_mail pm = { raw, len, key, m.message_id, m.references, &gl };
	int rc = play_orders(g->p, seat, &pm, &rej);
	if (rc) {
		char ln[16];
		const char *line = "";
		snprintf(ln, sizeof ln, "-");
		if (rej.index < gl.n) {
			snprintf(ln, sizeof ln, "%d", gl.lineno[rej.index]);
			line = gl.text[rej.index];
		}
		const char *v[] = { "game", game, "lineno", ln, "line", line, "why", rej.why, NULL };
		render_reject(b, lang, game,
			rej.index < gl.n ? "core.why.order" : "core.why.orders", v, &subj, &body);
		goto reject;
	}
	b->r->accepted++;
	defer_done(b, g, fname, key);
	sbuf_free(&subj);
	sbuf_free(&body);
	return;
reject:
	b->r->rejected++;
	if (send_direct(b, &m, key, sbuf_str(&subj), sbuf_str(&body), &e)) {
		fprintf(stderr, "estafeta: reply to %s not sent: %s\n", m.from_addr, e.msg);
		b->failed = 1; /* keep the mail for the next run */
	} else {
		mark_done(b, fname, key);
	}
	sbuf_free(&subj);
	sbuf_free(&body);
}

/* --- IMAP in, SMTP out ------------------------------------------------------
 * The Maildirs stay the heart of the pipeline. IMAP messages are copied
 * into the inbox Maildir as "imap.UID" (idempotent) and left on the server;
 * once the local copy has been handled (moved to cur/ after its commit or
 * its answer) the server copy is moved to the done folder and the local
 * copy removed. SMTP takes messages from the outbox Maildir, which is then
 * the spool: a message leaves new/ only when the server accepted it. */

static void net_conf(const conf *c, const struct conf_net *n, mailnet_conf *m)
{
	m->url = n->url;
	m->user = n->user[0] ? n->user : NULL;
	m->password = n->password;
	m->cafile = n->cafile[0] ? n->cafile : NULL;
	m->tls_off = n->tls_off;
	m->timeout_s = c->net_timeout;
}

/* Copies every message of the IMAP mailbox not yet here into the inbox. */
static int imap_pull(batch *b, mailnet_imap *im, es_err *e)
{
	unsigned long *uids = NULL;
	size_t n = 0;
	int rc = mailnet_imap_list(im, b->c->done_folder[0] ? MAILNET_ALL : MAILNET_UNSEEN, &uids, &n, e);
	for (size_t i = 0; !rc && i < n; i++) {
		char name[64];
		snprintf(name, sizeof name, "imap.%lu", uids[i]);
		char *data;
		size_t len;
		int trunc;
		/* One byte over the limit tells the reader the mail is too big. */
		int r = mailnet_imap_fetch(im, uids[i], b->c->max_mail_bytes + 1, &data, &len, &trunc, e);
		if (r == ES_ENOTFOUND)
			continue; /* deleted between list and fetch */
		if (r) {
			rc = r;
			break;
		}
		rc = maildir_deliver(b->c->inbox, name, data, len, e);
		free(data);
	}
	free(uids);
	return rc;
}

/* Moves on the server what was handled here, then forgets the local copy. */
static int imap_ack(batch *b, mailnet_imap *im, es_err *e)
{
	char p[1100];
	snprintf(p, sizeof p, "%s/cur", b->c->inbox);
	DIR *d = opendir(p);
	if (!d)
		return ES_OK;
	int rc = ES_OK;
	struct dirent *de;
	while (!rc && (de = readdir(d))) {
		unsigned long uid;
		char tail[8];
		if (sscanf(de->d_name, "imap.%lu%7s", &uid, tail) != 2 || strncmp(tail, ":2,", 3))
			continue;
		rc = mailnet_imap_done(im, uid, b->c->done_folder[0] ? b->c->done_folder : NULL, e);
		if (!rc) {
			char f[1400];
			snprintf(f, sizeof f, "%s/%s", p, de->d_name);
			unlink(f);
		}
	}
	closedir(d);
	return rc;
}

/* Sends the spool; stops at the first failure a retry may fix. */
static int smtp_push(batch *b, es_err *e)
{
	char **names;
	size_t n;
	mailnet_conf mc;
	net_conf(b->c, &b->c->smtp, &mc);
	int rc = maildir_list_new(b->a, b->c->outbox, &names, &n, e);
	for (size_t i = 0; !rc && i < n; i++) {
		char *raw;
		size_t len;
		int trunc;
		if (maildir_read(b->a, b->c->outbox, names[i], 0, &raw, &len, &trunc, e))
			continue;
		mime_msg m;
		es_err pe;
		if (mime_parse(b->a, raw, len, 0, &m, &pe) || !m.to_addr) {
			fprintf(stderr, "estafeta: outbox %s has no recipient; left in the spool\n", names[i]);
			continue;
		}
		const char *rcpt[] = { m.to_addr };
		int r = mailnet_smtp_send(&mc, b->c->smtp_from, rcpt, 1, raw, len, e);
		if (r == ES_EILLEGAL) {
			/* Refused for good: retrying would only repeat it. */
			fprintf(stderr, "estafeta: mail to %s refused for good, dropped: %s\n", m.to_addr, e->msg);
			r = ES_OK;
		}
		if (r) {
			rc = r;
			break;
		}
		rc = maildir_done(b->c->outbox, names[i], e);
	}
	return rc;
}

/* --- the run --------------------------------------------------------------- */

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int is_dir(const char *p)
{
	struct stat st;
	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

int batch_run(const conf *c, batch_report *r, es_err *e)
{
	memset(r, 0, sizeof *r);
	int lockfd;
	int rc = batch_lock(c, &lockfd, e);
	if (rc)
		return rc;
	batch b = { c, arena_new(), r, NULL, 0, 0 };
	char gd[1100];
	snprintf(gd, sizeof gd, "%s/games", c->dataroot);
	mkdir(gd, 0755);
	rc = maildir_ensure(c->inbox, e);
	if (!rc)
		rc = maildir_ensure(c->outbox, e);
	if (rc)
		goto out;

	/* Games whose last run stopped between commit and delivery. */
	DIR *d = opendir(gd);
	char **games = NULL;
	size_t ngames = 0;
	if (d) {
		struct dirent *de;
		while ((de = readdir(d))) {
			if (de->d_name[0] == '.')
				continue;
			char p[2200];
			snprintf(p, sizeof p, "%s/%s", gd, de->d_name);
			if (!is_dir(p))
				continue;
			games = xrealloc(games, (ngames + 1) * sizeof *games);
			games[ngames++] = arena_strdup(b.a, de->d_name);
		}
		closedir(d);
	}
	for (size_t i = 0; i < ngames; i++) {
		es_err e2;
		if (play_redeliver(c, games[i], &e2)) {
			fprintf(stderr, "estafeta: game %s: delivery: %s\n", games[i], e2.msg);
			b.failed = 1;
		}
	}

	/* IMAP: a server that is down does not stop the rest of the batch. */
	mailnet_imap *im = NULL;
	if (c->imap.url[0]) {
		es_err e2;
		mailnet_conf mc;
		net_conf(c, &c->imap, &mc);
		if (mailnet_imap_open(&im, &mc, &e2) || imap_ack(&b, im, &e2) || imap_pull(&b, im, &e2)) {
			fprintf(stderr, "estafeta: IMAP: %s\n", e2.msg);
			b.failed = 1;
		}
	}

	char **names;
	size_t n;
	rc = maildir_list_new(b.a, c->inbox, &names, &n, e);
	if (rc)
		goto out_games;
	for (size_t i = 0; i < n; i++)
		handle_mail(&b, names[i]);

	/* Deadlines of every game, in name order for reproducible runs. */
	qsort(games, ngames, sizeof *games, cmp_name);
	for (size_t i = 0; i < ngames; i++) {
		es_err e2;
		open_game *g = game_get(&b, games[i], &e2);
		if (!g) {
			fprintf(stderr, "estafeta: game %s: %s\n", games[i], e2.msg);
			b.failed = 1;
			continue;
		}
		int was = play_dirty(g->p);
		play_tick(g->p, when_now());
		if (!was && play_dirty(g->p))
			r->timeouts++;
	}
	for (size_t i = 0; i < b.ng; i++) {
		open_game *g = &b.g[i];
		es_err e2;
		if (play_dirty(g->p)) {
			if (play_commit(g->p, when_now(), &e2)) {
				fprintf(stderr, "estafeta: game %s: %s\n", play_name(g->p), e2.msg);
				r->failed_games++;
				b.failed = 1;
				continue; /* its mails stay in the inbox */
			}
			r->commits++;
		}
		for (size_t k = 0; k < g->ndone; k++)
			mark_done(&b, g->done[k], g->keys[k]);
	}
	if (im) {
		es_err e2;
		if (imap_ack(&b, im, &e2)) {
			fprintf(stderr, "estafeta: IMAP: %s\n", e2.msg);
			b.failed = 1;
		}
	}
	if (c->smtp.url[0]) {
		es_err e2;
		if (smtp_push(&b, &e2)) {
			fprintf(stderr, "estafeta: SMTP: %s (the rest stays in %s/new for the next run)\n", e2.msg,
				c->outbox);
			b.failed = 1;
		}
	}
out_games:
	mailnet_imap_close(im);
	free(games);
out:
	for (size_t i = 0; i < b.ng; i++) {
		play_free(b.g[i].p);
		free(b.g[i].done);
		free(b.g[i].keys);
	}
	free(b.g);
	arena_free(b.a);
	close(lockfd);
	if (!rc && b.failed)
		rc = es_fail(e, ES_EIO, "some games or mails failed; they stay for the next run (see messages above)");
	return rc;
}
