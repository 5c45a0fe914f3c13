/* Games in formation: a small git repository each, until the last seat is
 * taken and play_create takes over. See signup.h. */
#include "adjudicator/play/signup.h"
#include "adjudicator/play/signup_int.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/base/arena.h"
#include "adjudicator/base/dice.h"
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "games/game.h"
#include "orders/lex.h"

#include <dirent.h>
#include <stdarg.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>


static void forming_dir(const conf *c, const char *name, char *out, size_t n)
{
	snprintf(out, n, "%s/forming/%s", c->dataroot, name);
}

/* Parses forming.txt; strings belong to a. */
static int forming_parse(arena *a, const char *text, forming *f)
{
	memset(f, 0, sizeof *f);
	for (const char *l = text; *l;) {
		const char *nl = strchr(l, '\n');
		char *line = arena_strndup(a, l, nl ? (size_t)(nl - l) : strlen(l));
		char w1[300], w2[300], w3[16];
		int k;
		if (sscanf(line, "kind %31s", f->kind) == 1) {
		} else if (sscanf(line, "seats %d", &f->seats) == 1) {
		} else if (!strncmp(line, "option ", 7) && f->nopts < 64) {
			f->opts[f->nopts++] = line + 7;
		} else if (sscanf(line, "seat %d %299s %299s", &k, w1, w2) == 3 && k == f->n && k < GAME_MAX_PLAYERS) {
			f->names[k] = arena_strdup(a, w1);
			f->emails[k] = arena_strdup(a, w2);
			f->n++;
		} else if (sscanf(line, "lang %d %15s", &k, w1) == 2 && k >= 0 && k < f->n && tpl_has_lang(w1)) {
			f->langs[k] = arena_strdup(a, w1);
		} else if (!strcmp(line, "approval yes")) {
			f->approval = 1;
		} else if (f->np < SIGNUP_MAX_PENDING && (k = sscanf(line, "pending %299s %299s %15s", w1, w2, w3)) >= 2) {
			f->pnames[f->np] = arena_strdup(a, w1);
			f->pemails[f->np] = arena_strdup(a, w2);
			f->plangs[f->np++] = k == 3 && tpl_has_lang(w3) ? arena_strdup(a, w3) : NULL;
		} else if (f->nr < SIGNUP_MAX_REFUSED && sscanf(line, "refused %299s", w1) == 1) {
			f->refused[f->nr++] = arena_strdup(a, w1);
		} else if (!strncmp(line, "started ", 8)) {
			f->started = 1;
		} else if (!strncmp(line, "cancelled ", 10)) {
			f->cancelled = 1;
		} else if (!strncmp(line, "creator ", 8) && !f->creator) {
			f->creator = line + 8;
		}
		if (!nl)
			break;
		l = nl + 1;
	}
	return f->kind[0] && f->seats > 0 ? 0 : -1;
}

static void forming_text(const forming *f, const char *creator, sbuf *b)
{
	sbuf_printf(b, "kind %s\nseats %d\n", f->kind, f->seats);
	if (creator)
		sbuf_printf(b, "creator %s\n", creator);
	if (f->approval)
		sbuf_puts(b, "approval yes\n");
	for (size_t i = 0; i < f->nopts; i++)
		sbuf_printf(b, "option %s\n", f->opts[i]);
	for (int i = 0; i < f->n; i++)
		sbuf_printf(b, "seat %d %s %s\n", i, f->names[i], f->emails[i]);
	for (int i = 0; i < f->n; i++)
		if (f->langs[i] && strcmp(f->langs[i], "es"))
			sbuf_printf(b, "lang %d %s\n", i, f->langs[i]);
	for (int i = 0; i < f->np; i++) {
		int other = f->plangs[i] && strcmp(f->plangs[i], "es");
		sbuf_printf(b, "pending %s %s%s%s\n", f->pnames[i], f->pemails[i], other ? " " : "", other ? f->plangs[i] : "");
	}
	for (int i = 0; i < f->nr; i++)
		sbuf_printf(b, "refused %s\n", f->refused[i]);
}

int signup_forming_canon(const char *text, sbuf *out)
{
	arena *a = arena_new();
	forming f;
	int rc = forming_parse(a, text, &f);
	if (!rc) {
		forming_text(&f, f.creator, out);
		if (f.started)
			sbuf_puts(out, "started yes\n");
		if (f.cancelled)
			sbuf_puts(out, "cancelled yes\n");
	}
	arena_free(a);
	return rc;
}

static void seen_path(const char *msgid, char out[80])
{
	unsigned char h[32];
	char hex[65];
	crypto_generichash(h, sizeof h, (const unsigned char *)msgid, strlen(msgid), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	snprintf(out, 80, "seen/%s", hex);
}

/* Fails with template id's text in every language (PLAY_WHY_SEP between
 * them: the answer, to whoever wrote, keeps each language's own words);
 * varargs name, value, ..., NULL. */
int signup_fail(es_err *e, int code, const char *id, ...)
{
	sbuf b = SBUF_INIT;
	va_list ap;
	va_start(ap, id);
	tpl_vput_langs(&b, PLAY_WHY_SEP, id, ap);
	va_end(ap);
	int r = es_fail(e, code, "%s", sbuf_str(&b));
	sbuf_free(&b);
	return r;
}

/* The values each core option takes, in a notation both languages read
 * (the refusal of a bad value quotes it). */
static const struct {
	const char *key, *values;
} core_values[] = { { "deadline_hours=", "1..8760" }, { "reminder_hours=", "0..8760" },
	{ "press=", "public | all | none" }, { "vacation=", "stretch | none" }, { "bot_after=", "0..50" },
	{ "vacation_days=", "0..365" }, { "master_address=", "ADDRESS" }, { "addresses=", "unique | shared" },
	{ "grace_hours=", "0..720" }, { "html=", "on | off" }, { "master_digest=", "daily | off" } };

/* A core option's value checked by the same code `new` uses (the row of
 * play_common.c's table) on a scratch game. */
static int check_core(const play_option *d, const char *o, es_err *e)
{
	/* A password in OPCION would lie in clear in the sign-up's files. */
	if (!strcmp(d->key, "master="))
		return signup_fail(e, ES_ESYNTAX, "core.gm.su.secret", "option", d->key, NULL);
	arena *a = arena_new();
	play scratch;
	memset(&scratch, 0, sizeof scratch);
	scratch.a = a;
	es_err ve = { 0 };
	int bad = d->set(&scratch, o + strlen(d->key), o, &ve);
	arena_free(a);
	if (!bad)
		return ES_OK;
	const char *values = "?";
	for (size_t i = 0; i < sizeof core_values / sizeof *core_values; i++)
		if (!strcmp(core_values[i].key, d->key))
			values = core_values[i].values;
	return signup_fail(e, ES_ESYNTAX, "core.gm.su.value", "option", o, "values", values, NULL);
}

/* Core options are checked here with the table `new` uses; the engine
 * checks the rest in a dry run. Every refusal in every language. */
static int check_options(const game_kind *k, int seats, const char *const *opts, size_t nopts, es_err *e)
{
	const char *eng[64];
	size_t ne = 0;
	sbuf given = SBUF_INIT;
	for (size_t i = 0; i < nopts; i++) {
		const char *o = opts[i];
		if (!strchr(o, '=') || strchr(o, ' ') || strchr(o, '\n')) {
			sbuf_free(&given);
			return signup_fail(e, ES_ESYNTAX, "core.why.su.option", "option", o, NULL);
		}
		/* A mail never makes the judge open a file of the server. */
		if (!strncmp(o, "cards=", 6)) {
			sbuf_free(&given);
			return signup_fail(e, ES_ESYNTAX, "core.why.su.file", "option", o, NULL);
		}
		if (play_pinned(k, o)) {
			sbuf_free(&given);
			/* Both languages: the answer goes to the game master. */
			sbuf why = SBUF_INIT;
			for (size_t l = 0; tpl_langs[l]; l++) {
				if (l)
					sbuf_putc(&why, PLAY_WHY_SEP);
				play_pinned_why(k, o, tpl_langs[l], &why);
			}
			int r = es_fail(e, ES_ESYNTAX, "%s", sbuf_str(&why));
			sbuf_free(&why);
			return r;
		}
		const play_option *d = play_option_find(o);
		if (d) {
			int r = check_core(d, o, e);
			if (r) {
				sbuf_free(&given);
				return r;
			}
		} else if (ne < 64) {
			eng[ne++] = o;
			sbuf_printf(&given, "%s%s", given.len ? ", " : "", o);
		}
	}
	const char *names[GAME_MAX_PLAYERS + 1];
	char nb[GAME_MAX_PLAYERS][16];
	for (int i = 0; i < seats; i++) {
		snprintf(nb[i], sizeof nb[i], "p%d", i);
		names[i] = nb[i];
	}
	names[seats] = NULL;
	dice d;
	if (dice_init_hex(&d, "00", 0, e)) {
		sbuf_free(&given);
		return e->code;
	}
	arena *a = arena_new();
	game_events ev = { a, NULL, 0, 0 };
	void *st = NULL;
	es_err ee = { 0 };
	int rc = k->create(&st, seats, names, eng, ne, &d, &ev, &ee);
	if (st)
		k->free(st);
	arena_free(a);
	/* The engine speaks English: each language says it in its words,
	 * the English one with the engine's detail ({detail_es} is empty). */
	if (rc)
		rc = signup_fail(e, rc, "core.gm.su.engine", "kind", k->kind, "options", sbuf_str(&given), "detail_en",
			ee.msg, "detail_es", "", NULL);
	sbuf_free(&given);
	return rc;
}

int signup_new(const conf *c, const char *kind, const char *name, int seats, const char *const *opts, size_t nopts,
	int approval, const signup_mail *m, es_err *e)
{
	const game_kind *k = game_find(kind);
	if (!k)
		return signup_fail(e, ES_ENOTFOUND, "core.why.su.kind", "kind", kind, NULL);
	if (!play_name_ok(name))
		return signup_fail(e, ES_ESYNTAX, "core.why.su.name", "game", name, NULL);
	if (!seats)
		seats = k->min_players;
	if (seats < k->min_players || seats > k->max_players)
		{
		char lo[16], hi[16];
		snprintf(lo, sizeof lo, "%d", k->min_players);
		snprintf(hi, sizeof hi, "%d", k->max_players);
		return signup_fail(e, ES_ESYNTAX, "core.why.su.seats", "kind", k->kind, "min", lo, "max", hi, NULL);
	}
	if (nopts > 64)
		return signup_fail(e, ES_ESYNTAX, "core.why.su.options", NULL);
	int rc = check_options(k, seats, opts, nopts, e);
	if (rc)
		return rc;
	char dir[1200], gdir[1200];
	forming_dir(c, name, dir, sizeof dir);
	snprintf(gdir, sizeof gdir, "%s/games/%s", c->dataroot, name);
	struct stat sb;
	if (!stat(dir, &sb) || !stat(gdir, &sb) || play_name_used(c, name))
		return signup_fail(e, ES_ECONFLICT, "core.why.su.exists", "game", name, NULL);
	char fd[1100];
	snprintf(fd, sizeof fd, "%s/forming", c->dataroot);
	mkdir(fd, 0700);
	store *s = NULL;
	rc = store_create(dir, e);
	if (!rc)
		rc = store_open(&s, dir, e);
	if (rc)
		return rc;
	forming f = { 0 };
	snprintf(f.kind, sizeof f.kind, "%s", k->kind);
	f.seats = seats;
	f.approval = approval;
	for (size_t i = 0; i < nopts; i++)
		f.opts[f.nopts++] = opts[i];
	sbuf b = SBUF_INIT;
	forming_text(&f, m->from, &b);
	store_change *ch = store_change_new();
	store_change_put(ch, "forming.txt", b.s, b.len);
	store_change_put(ch, "mail/00.eml", m->raw, m->rawlen);
	char sp[80];
	seen_path(m->msgid, sp);
	store_change_put(ch, sp, m->msgid, strlen(m->msgid));
	sbuf msg = SBUF_INIT;
	sbuf_printf(&msg, "inscripción abierta: %s, %d plazas", k->kind, seats);
	rc = store_commit(s, ch, sbuf_str(&msg), when_now(), NULL, e);
	sbuf_free(&msg);
	sbuf_free(&b);
	store_change_free(ch);
	store_free(s);
	return rc;
}

static char *read_head(store *s, const char *path, es_err *e)
{
	char *t;
	size_t len;
	return store_read(s, path, &t, &len, e) ? NULL : t;
}

/* Seats in an order drawn from the game's seed, by a keyed stream of its
 * own so the game's dice position stays 0. */
static void draw_seats(const char *seed, const char *name, int n, int *order)
{
	dice d;
	es_err e = { 0 };
	for (int i = 0; i < n; i++)
		order[i] = i;
	if (dice_init_hex(&d, seed, 0, &e))
		return;
	unsigned char k[32];
	char label[128];
	snprintf(label, sizeof label, "seats:%s", name);
	dice_derive(&d, label, k, sizeof k);
	memcpy(d.key, k, sizeof k);
	d.block_no = UINT64_MAX;
	dice_shuffle(&d, order, (size_t)n);
}

/* Opens the formation NAME and reads its forming.txt (text: malloc'd, the
 * strings of f in a); sp gets the path recording mail m. */
int signup_forming_open(const conf *c, const char *name, const signup_mail *m, store **s, arena *a, forming *f,
	char sp[80], char **text, es_err *e)
{
	char dir[1200];
	if (!play_name_ok(name))
		return signup_fail(e, ES_ENOTFOUND, "core.why.su.none", "game", name, NULL);
	forming_dir(c, name, dir, sizeof dir);
	if (store_open(s, dir, e))
		return signup_fail(e, ES_ENOTFOUND, "core.why.su.none", "game", name, NULL);
	seen_path(m->msgid, sp);
	*text = read_head(*s, "forming.txt", e);
	if (!*text || forming_parse(a, *text, f))
		return *text ? es_fail(e, ES_ECONFLICT, "forming/%s is damaged", name) : e->code;
	return ES_OK;
}

int signup_find(arena *a, const forming *f, const char *player, int pending)
{
	const char *fp = lex_fold(a, player, strlen(player));
	char *const *v = pending ? f->pnames : f->names;
	for (int i = 0; i < (pending ? f->np : f->n); i++)
		if (!strcmp(fp, lex_fold(a, v[i], strlen(v[i]))))
			return i;
	return -1;
}

const char *signup_bot_name(arena *a, const forming *f, int i)
{
	for (int k = 1;; k++) {
		const char *nm = arena_printf(a, "robot%d", k);
		if (signup_find(a, f, nm, 0) < 0 && !i--)
			return nm;
	}
}

int signup_forming_start(const conf *c, const char *name, forming *f, int bots, const char *seated, arena *a,
	es_err *e)
{
	char gdir[1200];
	snprintf(gdir, sizeof gdir, "%s/games/%s", c->dataroot, name);
	struct stat gst;
	if (!stat(gdir, &gst)) {
		/* An earlier run made the game and died before recording the
		 * start: the game is the truth. The mail that started it, retried,
		 * finds its player seated and records the start; anyone else
		 * finds it full. */
		play *p;
		int in = !seated;
		int rc = play_open(&p, c, name, e);
		if (rc)
			return rc;
		for (int i = 0; i < play_nplayers(p) && !in; i++)
			in = !strcasecmp(play_player_email(p, i), seated);
		play_free(p);
		return in ? ES_OK : signup_fail(e, ES_ECONFLICT, "core.why.su.full", "game", name, NULL);
	}
	/* The game starts with seats in an order drawn by its dice. */
	int n = f->n + bots;
	char seed[65] = "";
	dice_random_seed(seed);
	int order[GAME_MAX_PLAYERS];
	draw_seats(seed, name, n, order);
	const char *names[GAME_MAX_PLAYERS], *emails[GAME_MAX_PLAYERS], *langs[GAME_MAX_PLAYERS];
	for (int i = 0; i < n; i++) {
		int k = order[i];
		if (k < f->n) {
			names[i] = f->names[k];
			emails[i] = f->emails[k];
			langs[i] = f->langs[k];
		} else {
			names[i] = signup_bot_name(a, f, k - f->n);
			emails[i] = PLAY_NO_ADDRESS;
			langs[i] = NULL;
		}
	}
	play_new req = { 0 };
	req.kind = f->kind;
	req.name = name;
	req.seed_hex = seed;
	req.nplayers = (size_t)n;
	req.names = names;
	req.emails = emails;
	req.langs = langs;
	/* Whoever opened the sign-up runs the game: each turn's public
	 * report goes to that address. */
	const char *opts[64 + 1];
	size_t no = 0;
	for (size_t i = 0; i < f->nopts && no < 64; i++)
		opts[no++] = f->opts[i];
	if (f->creator && addr_valid(f->creator) && no < 64)
		opts[no++] = arena_printf(a, "master_address=%s", f->creator);
	req.opts = opts;
	req.nopts = no;
	return play_create(c, &req, e); /* the seed stays secret until the end */
}

/* Refuses player (address from) when the name or the address is taken by
 * a seat or a pending joiner, or the address was refused. */
static int join_check(arena *a, const forming *f, const char *name, const char *player, const char *from, es_err *e)
{
	if (!addr_player_name_ok(player))
		return signup_fail(e, ES_ESYNTAX, "core.why.su.player", "player", player, NULL);
	for (int i = 0; i < f->nr; i++)
		if (!strcasecmp(f->refused[i], from))
			return signup_fail(e, ES_ECONFLICT, "core.gm.su.refused.again", "email", from, "game", name, NULL);
	int shared = 0;
	for (size_t i = 0; i < f->nopts; i++)
		shared |= !strcmp(f->opts[i], "addresses=shared");
	for (int i = 0; i < f->n + f->np && !shared; i++) {
		const char *em = i < f->n ? f->emails[i] : f->pemails[i - f->n];
		if (!strcasecmp(em, from))
			return signup_fail(e, ES_ECONFLICT, "core.why.su.address", "email", from, "game", name, "player",
				i < f->n ? f->names[i] : f->pnames[i - f->n], NULL);
	}
	if (signup_find(a, f, player, 0) >= 0 || signup_find(a, f, player, 1) >= 0)
		return signup_fail(e, ES_ECONFLICT, "core.why.su.taken", "player", player, "game", name, NULL);
	return ES_OK;
}

int signup_join(const conf *c, const char *name, const char *player, const signup_mail *m, int *taken, int *seats,
	int *started, int *dup, int *pending, char gm[256], es_err *e)
{
	*taken = *seats = *started = *dup = *pending = 0;
	gm[0] = '\0';
	store *s = NULL;
	arena *a = arena_new();
	forming f;
	char sp[80], *text = NULL;
	int rc = signup_forming_open(c, name, m, &s, a, &f, sp, &text, e);
	if (rc)
		goto out;
	*seats = f.seats;
	*taken = f.n;
	*pending = f.approval;
	if (f.creator && addr_valid(f.creator))
		snprintf(gm, 256, "%s", f.creator);
	if (store_exists(s, sp)) {
		*dup = 1;
		goto out;
	}
	if (f.cancelled) {
		rc = signup_fail(e, ES_ENOTFOUND, "core.why.su.cancelled", "game", name, NULL);
		goto out;
	}
	if (f.started || f.n >= f.seats || (f.approval && f.np >= SIGNUP_MAX_PENDING)) {
		rc = signup_fail(e, ES_ECONFLICT, "core.why.su.full", "game", name, NULL);
		goto out;
	}
	if ((rc = join_check(a, &f, name, player, m->from, e)))
		goto out;
	const char *lang = m->lang && tpl_has_lang(m->lang) ? arena_strdup(a, m->lang) : NULL;
	const char *tail = "", *msg;
	if (f.approval) {
		/* Waits for the game master: kept like a seat, filling none. */
		f.pnames[f.np] = arena_strdup(a, player);
		f.pemails[f.np] = arena_strdup(a, m->from);
		f.plangs[f.np++] = lang;
		msg = arena_printf(a, "%s pide unirse (pendiente de aprobación)", player);
	} else {
		f.names[f.n] = arena_strdup(a, player);
		f.emails[f.n] = arena_strdup(a, m->from);
		f.langs[f.n] = lang;
		f.n++;
		*taken = f.n;
		if (f.n == f.seats && !(rc = signup_forming_start(c, name, &f, 0, m->from, a, e))) {
			tail = "started yes\n";
			*started = 1;
		}
		msg = arena_printf(a, "%s se une (%d de %d)%s", player, f.n, f.seats, *started ? "; empieza" : "");
	}
	if (!rc)
		rc = signup_forming_record(s, &f, tail, m, sp,
			f.approval ? arena_printf(a, "mail/join-%s.eml", sp + 5) : arena_printf(a, "mail/%02d.eml", f.n), msg,
			e);
out:
	free(text);
	arena_free(a);
	store_free(s);
	return rc;
}

/* One commit of a sign-up: forming.txt as f says (then `tail`), the mail
 * at mailpath, its seen mark sp. */
int signup_forming_record(store *s, const forming *f, const char *tail, const signup_mail *m, const char *sp,
	const char *mailpath, const char *msg, es_err *e)
{
	sbuf b = SBUF_INIT;
	forming_text(f, f->creator, &b);
	sbuf_puts(&b, tail);
	store_change *ch = store_change_new();
	store_change_put(ch, "forming.txt", b.s, b.len);
	store_change_put(ch, mailpath, m->raw, m->rawlen);
	store_change_put(ch, sp, m->msgid, strlen(m->msgid));
	int rc = store_commit(s, ch, msg, when_now(), NULL, e);
	store_change_free(ch);
	sbuf_free(&b);
	return rc;
}

int signup_cancel(const conf *c, const char *name, const signup_mail *m, signup_seats *out, es_err *e)
{
	memset(out, 0, sizeof *out);
	store *s = NULL;
	arena *a = arena_new();
	forming f;
	char sp[80], *text = NULL;
	int rc = signup_forming_open(c, name, m, &s, a, &f, sp, &text, e);
	if (rc)
		;
	else if (store_exists(s, sp))
		out->dup = 1; /* cancelled by this very mail before: the same answer */
	else if (f.started || f.cancelled)
		rc = signup_fail(e, ES_ECONFLICT, f.started ? "core.why.su.running" : "core.why.su.cancelled", "game", name,
			NULL);
	if (!rc) /* the pending joiners too */
		for (int i = 0; i < f.n + f.np; i++) {
			snprintf(out->name[out->n], sizeof out->name[0], "%s", i < f.n ? f.names[i] : f.pnames[i - f.n]);
			snprintf(out->email[out->n++], sizeof out->email[0], "%s", i < f.n ? f.emails[i] : f.pemails[i - f.n]);
		}
	if (!rc && !out->dup)
		rc = signup_forming_record(s, &f, "cancelled yes\n", m, sp, "mail/cancel.eml", "inscripción cancelada", e);
	free(text);
	arena_free(a);
	store_free(s);
	return rc;
}

static int cmp_str(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* The forming.txt of NAME at HEAD into f (strings in a); -1 when it
 * cannot be read. */
static int forming_read(const conf *c, const char *name, arena *a, forming *f)
{
	char dir[1200];
	forming_dir(c, name, dir, sizeof dir);
	store *s;
	es_err e = { 0 };
	if (store_open(&s, dir, &e))
		return -1;
	char *text = read_head(s, "forming.txt", &e);
	int rc = text ? forming_parse(a, text, f) : -1;
	free(text);
	store_free(s);
	return rc;
}

int signup_open(const conf *c, const char *name)
{
	arena *a = arena_new();
	forming f;
	int open = !forming_read(c, name, a, &f) && !f.started && !f.cancelled;
	arena_free(a);
	return open;
}

int signup_list(const conf *c, const char *lang, sbuf *out)
{
	char fd[1100];
	snprintf(fd, sizeof fd, "%s/forming", c->dataroot);
	DIR *d = opendir(fd);
	if (!d)
		return 0;
	char *names[512];
	size_t n = 0;
	struct dirent *de;
	while (n < 512 && (de = readdir(d)))
		if (de->d_name[0] != '.')
			names[n++] = strdup(de->d_name);
	closedir(d);
	if (n)
		qsort(names, n, sizeof *names, cmp_str);
	int k = 0;
	for (size_t i = 0; i < n; i++) {
		arena *a = arena_new();
		forming f;
		if (!forming_read(c, names[i], a, &f) && !f.started && !f.cancelled) {
			char taken[16], seats[16];
			snprintf(taken, sizeof taken, "%d", f.n);
			snprintf(seats, sizeof seats, "%d", f.seats);
			sbuf_puts(out, "  ");
			tpl_put(out, lang, "core.list.forming", "game", names[i], "kind", f.kind, "taken", taken, "seats",
				seats, NULL);
			sbuf_putc(out, '\n');
			k++;
		}
		arena_free(a);
		free(names[i]);
	}
	return k;
}
