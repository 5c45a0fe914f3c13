/* The batch pipeline: inbox -> MIME -> envelope -> authentication ->
 * rules engine -> git commit -> outbox, then deadlines. Every mail gets an
 * answer except duplicates and automatic mail (no loops). */
#include "adjudicator/batch.h"
#include "adjudicator/addr.h"
#include "adjudicator/maildir.h"
#include "adjudicator/mailnet.h"
#include "adjudicator/mime.h"
#include "adjudicator/outbox.h"
#include "adjudicator/outmail.h"
#include "adjudicator/play.h"
#include "adjudicator/redact.h"
#include "adjudicator/throttle.h"
#include "adjudicator/signup.h"
#include "adjudicator/tpl.h"
#include "adjudicator/when.h"
#include "orders/envelope.h"
#include "orders/lex.h"
#include "games/game.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
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
	mkdir(c->dataroot, 0700);
	snprintf(p, sizeof p, "%s/.estafeta.lock", c->dataroot);
	*fd = open(p, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (*fd < 0)
		return es_fail(e, ES_EIO, "cannot open lock %s: %s", p, strerror(errno));
	if (flock(*fd, LOCK_EX | LOCK_NB)) {
		close(*fd);
		*fd = -1;
		return es_fail(e, ES_ELOCKED, "another estafeta run holds %s", p);
	}
	/* A data root made by an earlier release (0755) is closed to other
	 * local users: it holds seeds, keys and mail with passwords. */
	struct stat st;
	if (!stat(c->dataroot, &st) && (st.st_mode & 077))
		chmod(c->dataroot, st.st_mode & 07700);
	return ES_OK;
}

/* Monotonic seconds, for the time shares of `run --timings` only. */
static double mono(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

#define TIMED(r, slot, expr) \
	do { \
		double t0_ = mono(); \
		expr; \
		(r)->secs[slot] += mono() - t0_; \
	} while (0)

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
	mkdir(p, 0700);
	*s2 = '/';
	mkdir(p, 0700);
	*slash = '/';
	int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd >= 0) {
		if (write(fd, key, strlen(key)) < 0) {
			/* The index only saves work: the game repository keeps
			 * the authoritative record of applied messages. */
		}
		close(fd);
	}
}

/* --- replies that are not part of a commit --------------------------------- */

/* Spools a mail that is no part of a commit (answers, notices) under a
 * name and Message-ID derived from `idkey`, so a retried run writes the
 * same file again instead of a second one. */
static int send_direct_to(batch *b, const char *to, const char *to_name, const char *idkey, const char *subject,
	const char *body, int is_reply, const char *in_reply_to, const char *references, const char *reply_addr,
	es_err *e)
{
	unsigned char h[16];
	char hex[33];
	crypto_generichash(h, sizeof h, (const unsigned char *)idkey, strlen(idkey), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	out_msg o = { 0 };
	o.to = to;
	o.to_name = to_name;
	o.subject = subject;
	o.body = body;
	o.message_id = arena_printf(b->a, "reply.%s@%s", hex, b->c->domain);
	o.in_reply_to = in_reply_to;
	o.references = references;
	o.is_reply = is_reply;
	o.reply_addr = reply_addr;
	size_t len;
	char *raw = out_compose(b->a, b->c, &o, when_now(), &len);
	return outbox_put(b->c, o.message_id, arena_printf(b->a, "%lld.reply.%s", (long long)when_now(), hex), raw, len,
		e);
}

/* The answer to mail m (threaded under it). */
static int send_direct(batch *b, const mime_msg *m, const char *key, const char *subject, const char *body,
	const char *to_name, const char *reply_addr, es_err *e)
{
	return send_direct_to(b, m->from_addr, to_name, key, subject, body, 1, m->message_id, m->references, reply_addr,
		e);
}

#define QUOTE_MAX 80 /* characters of the sender's text quoted in an answer */

/* s cut to at most max characters (UTF-8), with "…" when cut. */
static const char *quote_cap(arena *a, const char *s, size_t max)
{
	size_t chars = 0, i = 0;
	for (; s[i]; i++)
		if (((unsigned char)s[i] & 0xC0) != 0x80 && chars++ == max)
			break;
	return s[i] ? arena_printf(a, "%.*s…", (int)i, s) : s;
}

/* Renders a rejection in lang, or in every language when we do not know
 * who wrote (an unknown sender reads whichever he understands). */
static void render_reject(batch *b, const char *lang, const char *game, const char *id, const char *const *vars,
	sbuf *subj, sbuf *body)
{
	/* Every value may quote the sender: cut visibly, so that nobody can
	 * make the judge mail pages of his text to a forged address. */
	const char *cv[2 * 12 + 1];
	size_t k = 0;
	for (; vars[k] && k < 2 * 12; k += 2) {
		cv[k] = vars[k];
		cv[k + 1] = quote_cap(b->a, vars[k + 1], strcmp(vars[k], "why") ? QUOTE_MAX : 8 * QUOTE_MAX);
	}
	cv[k] = NULL;
	vars = cv;
	game = game ? quote_cap(b->a, game, QUOTE_MAX) : NULL;
	const char *sv[] = { "game", game ? game : "estafeta", NULL };
	for (size_t i = 0; tpl_langs[i]; i++) {
		const char *l = lang ? lang : tpl_langs[i];
		es_err e = { 0 };
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

/* --- reply tokens ----------------------------------------------------------- */

static int token_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '.' ||
	       ch == '-' || ch == '_';
}

/* The tag of the first LOCAL+TAG@DOMAIN (the judge address with a tag)
 * in To, Cc, Delivered-To or X-Original-To, lower-cased; NULL if none. */
static char *find_token(arena *a, const conf *c, const char *raw, size_t len)
{
	static const char *const hdrs[] = { "to:", "cc:", "delivered-to:", "x-original-to:", NULL };
	const char *at = strchr(c->address, '@');
	size_t ll = (size_t)(at - c->address), dl = strlen(c->domain);
	int wanted = 0;
	for (size_t i = 0; i < len;) {
		const char *l = raw + i;
		const char *nl = memchr(l, '\n', len - i);
		size_t n = nl ? (size_t)(nl - l) : len - i;
		i += n + 1;
		if (n == 0 || (n == 1 && l[0] == '\r'))
			break; /* end of the header */
		if (l[0] != ' ' && l[0] != '\t') {
			wanted = 0;
			for (size_t k = 0; hdrs[k] && !wanted; k++)
				wanted = n > strlen(hdrs[k]) && !strncasecmp(l, hdrs[k], strlen(hdrs[k]));
		}
		if (!wanted)
			continue;
		for (size_t k = 0; k + ll + 1 < n; k++) {
			if (strncasecmp(l + k, c->address, ll) || l[k + ll] != '+' || (k && token_char(l[k - 1])))
				continue;
			size_t t = k + ll + 1, e = t;
			while (e < n && token_char(l[e]))
				e++;
			if (e == t || e + 1 + dl > n || l[e] != '@' || strncasecmp(l + e + 1, c->domain, dl) ||
				(e + 1 + dl < n && token_char(l[e + 1 + dl])))
				continue;
			char *tok = arena_strndup(a, l + t, e - t);
			for (char *q = tok; *q; q++)
				if (*q >= 'A' && *q <= 'Z')
					*q = (char)(*q - 'A' + 'a');
			return tok;
		}
	}
	return NULL;
}

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* --- requests without a game: AYUDA, LISTA ------------------------------------ */

enum { RQ_HELP = 1, RQ_LIST, RQ_NEW, RQ_JOIN, RQ_SEATS, RQ_OPTION };
static const lex_kw request_kw[] = { { RQ_HELP, "ayuda|help" }, { RQ_LIST, "lista|list" }, { RQ_NEW, "nueva|new" },
	{ RQ_JOIN, "unirse|unirme|join" }, { -1, NULL } };
static const lex_kw signup_kw[] = { { 1, "partida|game" }, { RQ_SEATS, "plazas|seats|jugadores|players" },
	{ RQ_OPTION, "opcion|option|set" }, { -1, NULL } };

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
		if (w->n && line[strspn(line, " \t")] != '>' && lex_keyword(request_kw, w->fold[0]) > 0)
			return 1;
		l = nl ? nl + 1 : NULL;
	}
	return 0;
}

/* Games still running, one a line: "reco-7 (reconquista, turno 3, ...)". */
static void list_games(batch *b, const char *lang, sbuf *out)
{
	char gd[1100];
	snprintf(gd, sizeof gd, "%s/games", b->c->dataroot);
	DIR *d = opendir(gd);
	char **names = NULL;
	size_t n = 0;
	struct dirent *de;
	while (d && (de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		names = xrealloc(names, (n + 1) * sizeof *names);
		names[n++] = arena_strdup(b->a, de->d_name);
	}
	if (d)
		closedir(d);
	if (n)
		qsort(names, n, sizeof *names, cmp_name);
	int k = 0;
	for (size_t i = 0; i < n; i++) {
		play *p;
		es_err e = { 0 };
		if (play_open(&p, b->c, names[i], &e))
			continue;
		game_status st;
		play_status(p, &st);
		if (!st.over) {
			char turn[16], np[16];
			snprintf(turn, sizeof turn, "%u", st.turn);
			snprintf(np, sizeof np, "%d", play_nplayers(p));
			sbuf_puts(out, "  ");
			tpl_put(out, lang, "core.list.game", "game", names[i], "kind", play_kind(p)->kind, "turn", turn,
				"players", np, "phase", st.phase, NULL);
			sbuf_putc(out, '\n');
			k++;
		}
		play_free(p);
	}
	free(names);
	k += signup_list(b->c, lang, out);
	if (!k)
		tpl_put(out, lang, "core.list.none", NULL);
}

/* NUEVA PARTIDA KIND NAME (+ CLAVE, PLAZAS N, OPCION K=V lines) and
 * UNIRSE NAME PLAYER. Returns 1 when answered with success in subj/body,
 * -1 when refused (subj/body hold the reason). */
static int signup(batch *b, int rq, const lex_line *w, const mime_msg *m, const char *raw, size_t len,
	const char *key, const char *password, sbuf *subj, sbuf *body)
{
	es_err e = { 0 };
	signup_mail sm = { raw, len, key, m->from_addr };
	const char *id = NULL, *gname = NULL;
	char n1[16] = "", n2[16] = "";
	int rc, started = 0;
	if (rq == RQ_NEW) {
		gname = w->fold[3];
		if (!b->c->master_hash[0] || !password ||
			crypto_pwhash_str_verify(b->c->master_hash, password, strlen(password))) {
			const char *v[] = { NULL };
			render_reject(b, NULL, gname, "core.why.signup.master", v, subj, body);
			return -1;
		}
		/* PLAZAS and OPCION lines anywhere in the mail. */
		int seats = 0;
		const char **opts = arena_alloc(b->a, 64 * sizeof *opts);
		size_t nopts = 0;
		for (const char *l = m->text; l && *l;) {
			const char *nl = strchr(l, '\n');
			lex_line x;
			lex_split(b->a, arena_strndup(b->a, l, nl ? (size_t)(nl - l) : strlen(l)), &x);
			int kw = x.n == 2 ? lex_keyword(signup_kw, x.fold[0]) : -1;
			if (kw == RQ_SEATS)
				seats = (int)strtol(x.fold[1], NULL, 10);
			else if (kw == RQ_OPTION && nopts < 64)
				opts[nopts++] = x.raw[1];
			l = nl ? nl + 1 : NULL;
		}
		rc = signup_new(b->c, w->fold[2], gname, seats, opts, nopts, &sm, &e);
		id = "core.signup.created";
	} else {
		gname = w->fold[1];
		int taken, nseats, dup;
		rc = signup_join(b->c, gname, w->raw[2], &sm, &taken, &nseats, &started, &dup, &e);
		snprintf(n1, sizeof n1, "%d", taken);
		snprintf(n2, sizeof n2, "%d", nseats);
		id = "core.signup.joined";
	}
	if (rc) {
		const char *v[] = { "game", gname, "why", e.msg, NULL };
		render_reject(b, NULL, gname, "core.why.signup", v, subj, body);
		return -1;
	}
	for (size_t i = 0; tpl_langs[i]; i++) {
		const char *l = tpl_langs[i];
		if (i)
			sbuf_puts(body, "\n\n-- \n\n");
		else
			tpl_put(subj, l, "core.subject.signup", "game", gname, NULL);
		if (rq == RQ_NEW) {
			tpl_put(body, l, id, "game", gname, "kind", w->fold[2], "judge", b->c->address, NULL);
		} else {
			tpl_put(body, l, id, "game", gname, "player", w->raw[2], "taken", n1, "seats", n2, NULL);
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
static int request(batch *b, const mime_msg *m, const char *raw, size_t len, const char *key, const char *password,
	sbuf *subj, sbuf *body)
{
	lex_line w;
	if (!first_words(b->a, m->text, &w))
		return 0;
	int rq = lex_keyword(request_kw, w.fold[0]);
	if (rq == RQ_NEW && w.n == 4 && lex_keyword(signup_kw, w.fold[1]) == 1)
		return signup(b, rq, &w, m, raw, len, key, password, subj, body);
	if (rq == RQ_JOIN && w.n == 3)
		return signup(b, rq, &w, m, raw, len, key, password, subj, body);
	if (rq == RQ_NEW || rq == RQ_JOIN)
		return 0;
	if (rq < 0 || w.n > 2)
		return 0;
	const game_kind *k = w.n == 2 ? game_find(w.fold[1]) : NULL;
	if (w.n == 2 && (rq != RQ_HELP || !k))
		return 0;
	sbuf kinds = SBUF_INIT;
	for (const game_kind *const *g = game_all(); *g; g++)
		sbuf_printf(&kinds, "%s%s", kinds.len ? ", " : "", (*g)->kind);
	for (size_t i = 0; tpl_langs[i]; i++) {
		const char *l = tpl_langs[i];
		if (i)
			sbuf_puts(body, "\n\n-- \n\n");
		if (rq == RQ_LIST) {
			if (!i)
				tpl_put(subj, l, "core.subject.list", NULL);
			sbuf games = SBUF_INIT;
			list_games(b, l, &games);
			tpl_put(body, l, "core.list", "games", sbuf_str(&games), "judge", b->c->address, NULL);
			sbuf_free(&games);
		} else if (k) {
			if (!i)
				tpl_put(subj, l, "core.subject.help", "kind", k->kind, NULL);
			k->help(l, body);
		} else {
			if (!i)
				tpl_put(subj, l, "core.subject.help", "kind", "estafeta", NULL);
			tpl_put(body, l, "core.help", "judge", b->c->address, "kinds", sbuf_str(&kinds), NULL);
		}
	}
	sbuf_free(&kinds);
	return 1;
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
	es_err e = { 0 };
	if (key)
		index_add(b->c, key);
	if (maildir_done(b->c->inbox, fname, &e))
		fprintf(stderr, "estafeta: %s\n", e.msg);
}

/* --- throttling guesses and reflection ----------------------------------- */

#define DAY 86400
#define AUTH_LIMIT 5      /* wrong passwords a day, per sender and per seat */
#define STRANGER_LIMIT 10 /* answers a day to an address that proved no seat */

/* Tells the seat's player and the operator, once, that its password is
 * being guessed. */
static void tell_guessing(batch *b, const char *key, open_game *g, int seat, const char *game)
{
	es_err e = { 0 };
	char lim[16];
	snprintf(lim, sizeof lim, "%d", AUTH_LIMIT);
	fprintf(stderr, "estafeta: game %s: more than %s wrong passwords in 24 h (%s); further ones are not answered\n",
		game, lim, seat >= 0 ? play_player_name(g->p, seat) : "game master");
	if (seat >= 0) {
		const char *lang = play_player_lang(g->p, seat);
		sbuf subj = SBUF_INIT, body = SBUF_INIT;
		tpl_put(&subj, lang, "core.subject.guessing", "game", game, NULL);
		tpl_put(&body, lang, "core.guessing.seat", "game", game, "player", play_player_name(g->p, seat), "limit",
			lim, NULL);
		if (send_direct_to(b, play_player_email(g->p, seat), play_player_name(g->p, seat),
			    arena_printf(b->a, "guessing-seat:%s", key), sbuf_str(&subj), sbuf_str(&body), 0, NULL, NULL,
			    play_reply_addr(g->p, seat, b->a), &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
		sbuf_free(&subj);
		sbuf_free(&body);
	}
	if (b->c->operator_addr[0]) {
		sbuf subj = SBUF_INIT, body = SBUF_INIT;
		tpl_put(&subj, "es", "core.subject.guessing", "game", game, NULL);
		for (size_t l = 0; tpl_langs[l]; l++) {
			if (l)
				sbuf_puts(&body, "\n\n-- \n\n");
			tpl_put(&body, tpl_langs[l], "core.guessing.operator", "game", game, "who",
				seat >= 0 ? play_player_name(g->p, seat) : "DIRECTOR", "limit", lim, NULL);
		}
		if (send_direct_to(b, b->c->operator_addr, NULL, arena_printf(b->a, "guessing-op:%s", key),
			    sbuf_str(&subj), sbuf_str(&body), 0, NULL, NULL, NULL, &e))
			fprintf(stderr, "estafeta: %s\n", e.msg);
		sbuf_free(&subj);
		sbuf_free(&body);
	}
}

/* 1 if the answer to an unauthenticated mail must not be sent: a sender
 * or a seat past AUTH_LIMIT wrong passwords a day, or an address past
 * STRANGER_LIMIT answers a day (the judge is nobody's reflector). */
static int throttled(batch *b, const mime_msg *m, const char *key, open_game *g, int seat, const char *auth_key)
{
	int64_t now = when_now();
	if (auth_key) {
		int ns = throttle_hit(b->c, arena_printf(b->a, "auth-from:%s", m->from_addr), now, DAY, 1);
		int nk = throttle_hit(b->c, auth_key, now, DAY, 1);
		if (nk == AUTH_LIMIT + 1)
			tell_guessing(b, key, g, seat, play_name(g->p));
		if (ns > AUTH_LIMIT || nk > AUTH_LIMIT)
			return 1;
	}
	int na = throttle_hit(b->c, arena_printf(b->a, "answer:%s", m->from_addr), now, DAY, 1);
	if (na == STRANGER_LIMIT + 1)
		fprintf(stderr, "estafeta: more than %d answers in 24 h to one address; no more today\n", STRANGER_LIMIT);
	return na > STRANGER_LIMIT;
}

static void handle_mail(batch *b, const char *fname)
{
	const conf *c = b->c;
	es_err e = { 0 };
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
	int mrc;
	TIMED(b->r, BT_PARSE, mrc = mime_parse(b->a, raw, len, 0, &m, &e));
	char dig[65];
	{
		unsigned char h[32];
		crypto_generichash(h, sizeof h, (const unsigned char *)raw, len, NULL, 0);
		sodium_bin2hex(dig, sizeof dig, h, sizeof h);
	}
	/* The idempotency key: Message-ID, sender and text together, so the
	 * copies of one mail (To and Cc, an MTA retry, an IMAP re-fetch) are
	 * one, while a corrected mail re-sent under the same Message-ID, or a
	 * stranger's mail that borrows it, is another. Without a Message-ID:
	 * the bytes. */
	const char *key = arena_printf(b->a, "sha256:%s", dig);
	if (!mrc && m.message_id && *m.message_id) {
		unsigned char h[32];
		char th[65];
		const char *t = m.text ? m.text : "";
		crypto_generichash(h, sizeof h, (const unsigned char *)t, strlen(t), NULL, 0);
		sodium_bin2hex(th, sizeof th, h, sizeof h);
		char *from = arena_strdup(b->a, m.from_addr ? m.from_addr : "");
		for (char *q = from; *q; q++)
			if (*q >= 'A' && *q <= 'Z')
				*q = (char)(*q - 'A' + 'a');
		key = arena_printf(b->a, "v2:%s|%s|%s", m.message_id, from, th);
	}
	if (index_has(c, key)) {
		b->r->duplicates++;
		mark_done(b, fname, NULL);
		return;
	}
	if (!m.from_addr || !addr_valid(m.from_addr) || m.auto_submitted) {
		/* Never answer automatic mail or mail we cannot answer: an
		 * address outside our one rule would block or misdirect. */
		b->r->ignored++;
		mark_done(b, fname, key);
		return;
	}
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	const char *lang = NULL, *game = NULL;
	char maxs[32];
	snprintf(maxs, sizeof maxs, "%zu", c->max_mail_bytes);
	open_game *g = NULL;
	int seat = -1, authed = 0;
	const char *auth_key = NULL; /* set when a password was wrong: what it guessed at */
	env_mail env;
	memset(&env, 0, sizeof env);
	const char *raddr;
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
	int erc;
	TIMED(b->r, BT_PARSE, erc = env_parse(b->a, m.text, &env, &e));
	if (erc) {
		const char *v[] = { "why", e.msg, NULL };
		render_reject(b, NULL, NULL, "core.why.envelope", v, &subj, &body);
		goto reject;
	}
	/* A reply to a tagged judge address names game and player itself. */
	int by_token = 0;
	char *tok = find_token(b->a, c, raw, len);
	char *tgame = tok ? play_token_game(b->a, tok) : NULL;
	if (tgame) {
		open_game *tg = game_get(b, tgame, &e);
		if (!tg && e.code != ES_ENOTFOUND) {
			fprintf(stderr, "estafeta: game %s: %s\n", tgame, e.msg);
			b->failed = 1;
			sbuf_free(&subj);
			sbuf_free(&body);
			return;
		}
		int ts = tg ? play_token_seat(tg->p, tok) : -1;
		const char *eg = env.game ? lex_fold(b->a, env.game, strlen(env.game)) : NULL;
		if (ts >= 0 && (!eg || !strcmp(eg, tgame))) {
			by_token = 1;
			authed = !strcasecmp(m.from_addr, play_player_email(tg->p, ts));
			g = tg;
			seat = ts;
			game = tgame;
			if (!env.game) {
				/* The whole body is orders: parse it as if it began
				 * with the PARTIDA line the token stands for. */
				char *body2 = arena_printf(b->a, "PARTIDA %s\n%s", tgame, m.text);
				if (env_parse(b->a, body2, &env, &e)) {
					const char *v[] = { "why", e.msg, NULL };
					render_reject(b, play_player_lang(g->p, seat), game, "core.why.envelope", v, &subj, &body);
					goto reject;
				}
				for (size_t i = 0; i < env.norders; i++)
					env.lineno[i]--;
			}
		} else if (!env.game) {
			const char *v[] = { "judge", c->address, NULL };
			render_reject(b, NULL, NULL, "core.why.token", v, &subj, &body);
			goto reject;
		}
	}
	if (!by_token) {
		/* What a repository keeps of this mail: never its password. */
		const char *secrets[] = { env.password, NULL };
		size_t slen;
		char *stored = redact_mail(b->a, raw, len, m.text, env.password ? secrets : NULL, &slen);
		int rq = env.game ? 0 : request(b, &m, stored, slen, key, env.password, &subj, &body);
		if (rq > 0) {
			b->r->accepted++;
			goto answer;
		}
		if (rq < 0)
			goto reject;
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
	}
	int seen = play_seen(g->p, key);
	if (seen) {
		/* A copy of a mail applied in this very batch is done only when
		 * that batch's commit is: indexing it now would make the next
		 * run drop the original if the commit fails. */
		b->r->duplicates++;
		if (seen == 2)
			defer_done(b, g, fname, key);
		else
			mark_done(b, fname, key);
		sbuf_free(&subj);
		sbuf_free(&body);
		return;
	}
	if (!by_token && !env.player && env.norders) {
		/* PARTIDA + DIRECTOR + CLAVE: the game master. */
		static const lex_kw gm_kw[] = { { 1, "director|directora|master|gm" }, { -1, NULL } };
		lex_line w;
		lex_split(b->a, env.orders[0], &w);
		if (w.n == 1 && lex_keyword(gm_kw, w.fold[0]) == 1) {
			if (!play_master_ok(g->p, env.password)) {
				const char *v[] = { "game", game, NULL };
				render_reject(b, NULL, game, "core.why.master", v, &subj, &body);
				auth_key = arena_printf(b->a, "auth-master:%s", game);
				goto reject;
			}
			game_status gs;
			play_status(g->p, &gs);
			if (gs.over) {
				const char *v[] = { "game", game, NULL };
				render_reject(b, NULL, game, "core.why.over", v, &subj, &body);
				goto reject;
			}
			game_lines gl = { env.orders + 1, env.lineno + 1, env.norders - 1 };
			game_reject rej;
			const char *secrets[] = { env.password, NULL };
			size_t slen;
			char *stored = redact_mail(b->a, raw, len, m.text, secrets, &slen);
			play_mail pm = { stored, slen, key, m.message_id, m.references, &gl };
			if (play_gm(g->p, m.from_addr, &pm, &rej)) {
				char ln[16] = "-";
				const char *line = "";
				if (rej.index < gl.n) {
					snprintf(ln, sizeof ln, "%d", gl.lineno[rej.index]);
					line = gl.text[rej.index];
				}
				const char *v[] = { "game", game, "lineno", ln, "line", line, "why", rej.why, NULL };
				render_reject(b, NULL, game, rej.index < gl.n ? "core.why.order" : "core.why.orders", v,
					&subj, &body);
				goto reject;
			}
			b->r->accepted++;
			defer_done(b, g, fname, key);
			sbuf_free(&subj);
			sbuf_free(&body);
			return;
		}
	}
	if (!by_token)
		seat = env.player ? play_find_player(g->p, env.player) : -1;
	if (seat < 0) {
		const char *v[] = { "game", game, "player", env.player ? env.player : "-", NULL };
		render_reject(b, NULL, game, "core.why.noplayer", v, &subj, &body);
		goto reject;
	}
	lang = play_player_lang(g->p, seat);
	if (play_expelled(g->p, seat)) {
		const char *v[] = { "game", game, "player", play_player_name(g->p, seat), NULL };
		render_reject(b, lang, game, "core.why.expelled", v, &subj, &body);
		seat = -1; /* no token for an expelled seat */
		goto reject;
	}
	if (strcasecmp(m.from_addr, play_player_email(g->p, seat))) {
		const char *v[] = { "game", game, "player", play_player_name(g->p, seat), "from", m.from_addr, NULL };
		render_reject(b, lang, game, "core.why.sender", v, &subj, &body);
		goto reject;
	}
	if (!by_token && !play_password_ok(g->p, seat, env.password)) {
		const char *v[] = { "game", game, "player", play_player_name(g->p, seat), NULL };
		render_reject(b, lang, game, "core.why.password", v, &subj, &body);
		auth_key = arena_printf(b->a, "auth-seat:%s:%d", game, seat);
		goto reject;
	}
	authed = 1;
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
	const char *secrets[] = { env.password, NULL };
	size_t slen;
	char *stored = redact_mail(b->a, raw, len, m.text, env.password ? secrets : NULL, &slen);
	play_mail pm = { stored, slen, key, m.message_id, m.references, &gl };
	int rc;
	TIMED(b->r, BT_RULES, rc = play_orders(g->p, seat, &pm, &rej));
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
answer:
	/* The seat's token goes back only to a mail that proved the seat
	 * (password or token) from the seat's registered address; the
	 * answer's To is then the registered address itself. Anyone else gets
	 * the plain judge address and no display name of ours. */
	authed = authed && g && seat >= 0 && !strcasecmp(m.from_addr, play_player_email(g->p, seat));
	raddr = authed ? play_reply_addr(g->p, seat, b->a) : NULL;
	if (!authed && throttled(b, &m, key, g, auth_key ? seat : -1, auth_key)) {
		mark_done(b, fname, key);
		sbuf_free(&subj);
		sbuf_free(&body);
		return;
	}
	if (authed)
		m.from_addr = arena_strdup(b->a, play_player_email(g->p, seat));
	if (send_direct(b, &m, key, sbuf_str(&subj), sbuf_str(&body), authed ? play_player_name(g->p, seat) : NULL,
		    raddr, &e)) {
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

/* Sends the spool; stops at the first failure a retry may fix. The
 * recipient is the envelope line the composer wrote (out_envelope), never
 * a header; a message that can never go out is set aside in failed/. */
static int smtp_push(batch *b, es_err *e)
{
	char **names;
	size_t n;
	mailnet_conf mc;
	net_conf(b->c, &b->c->smtp, &mc);
	int rc = maildir_list_new(b->a, b->c->outbox, &names, &n, e);
	for (size_t i = 0; !rc && i < n; i++) {
		char *raw;
		size_t len, skip;
		int trunc;
		if (maildir_read(b->a, b->c->outbox, names[i], 0, &raw, &len, &trunc, e))
			continue;
		char to[256];
		if (out_envelope(raw, len, to, &skip)) {
			fprintf(stderr, "estafeta: outbox %s has no valid envelope recipient; set aside in %s/failed\n",
				names[i], b->c->outbox);
			rc = maildir_set_aside(b->c->outbox, names[i], e);
			continue;
		}
		const char *rcpt[] = { to };
		int r = mailnet_smtp_send(&mc, b->c->smtp_from, rcpt, 1, raw + skip, len - skip, e);
		if (r == ES_EILLEGAL || r == ES_ESYNTAX) {
			/* Refused for good: retrying would only repeat it. */
			fprintf(stderr, "estafeta: mail %s to %s refused for good, set aside in %s/failed: %s\n", names[i],
				to, b->c->outbox, e->msg);
			rc = maildir_set_aside(b->c->outbox, names[i], e);
			continue;
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


/* A game is a real directory: a symlink would make a second name for one
 * game, whose history would be delivered again under that name. */
static int is_dir(const char *p)
{
	struct stat st;
	return !lstat(p, &st) && S_ISDIR(st.st_mode);
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
	mkdir(gd, 0700);
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
		es_err e2 = { 0 };
		if (play_redeliver(c, games[i], &e2)) {
			fprintf(stderr, "estafeta: game %s: delivery: %s\n", games[i], e2.msg);
			b.failed = 1;
		}
	}

	/* IMAP: a server that is down does not stop the rest of the batch. */
	mailnet_imap *im = NULL;
	if (c->imap.url[0]) {
		es_err e2 = { 0 };
		mailnet_conf mc;
		net_conf(c, &c->imap, &mc);
		int bad;
		TIMED(r, BT_IMAP, bad = mailnet_imap_open(&im, &mc, &e2) || imap_ack(&b, im, &e2) || imap_pull(&b, im, &e2));
		if (bad) {
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
	if (ngames)
		qsort(games, ngames, sizeof *games, cmp_name);
	for (size_t i = 0; i < ngames; i++) {
		es_err e2 = { 0 };
		open_game *g = game_get(&b, games[i], &e2);
		if (!g) {
			fprintf(stderr, "estafeta: game %s: %s\n", games[i], e2.msg);
			b.failed = 1;
			continue;
		}
		int was = play_dirty(g->p);
		TIMED(r, BT_RULES, play_tick(g->p, when_now()));
		if (!was && play_dirty(g->p))
			r->timeouts++;
	}
	for (size_t i = 0; i < b.ng; i++) {
		open_game *g = &b.g[i];
		es_err e2 = { 0 };
		if (play_dirty(g->p)) {
			int crc;
			TIMED(r, BT_GIT, crc = play_commit(g->p, when_now(), &e2));
			if (crc) {
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
		es_err e2 = { 0 };
		int bad;
		TIMED(r, BT_IMAP, bad = imap_ack(&b, im, &e2));
		if (bad) {
			fprintf(stderr, "estafeta: IMAP: %s\n", e2.msg);
			b.failed = 1;
		}
	}
	if (c->smtp.url[0]) {
		es_err e2 = { 0 };
		int bad;
		TIMED(r, BT_SMTP, bad = smtp_push(&b, &e2));
		if (bad) {
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
