/* A game as the core sees it: load from the HEAD commit, apply a batch,
 * render views and mails, commit, deliver. See play.h for the layout. */
#include "adjudicator/play.h"
#include "adjudicator/maildir.h"
#include "adjudicator/outmail.h"
#include "adjudicator/store.h"
#include "adjudicator/tpl.h"
#include "adjudicator/when.h"
#include "orders/lex.h"

#include <errno.h>
#include <inttypes.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define PW_SALT crypto_pwhash_SALTBYTES
#define PW_HASH 32

typedef struct pend_out {
	int seat;
	char *to;
	out_msg m;
} pend_out;

struct play {
	const conf *c;
	arena *a; /* lives as long as the play */
	char *name;
	char dir[1200];
	const game_kind *kind;
	store *repo;
	int n;
	char *pname[GAME_MAX_PLAYERS], *pemail[GAME_MAX_PLAYERS], *plang[GAME_MAX_PLAYERS];
	char *pwhash[GAME_MAX_PLAYERS];
	const char *names[GAME_MAX_PLAYERS + 1];
	char **opts;
	size_t nopts;
	void *st;
	dice d;
	char seed[2 * DICE_SEED_MAX + 1];
	char commitment[65];
	unsigned long seq;
	unsigned step, reminded;
	int64_t created, deadline;
	int deadline_hours, reminder_hours;
	/* The batch under way. */
	game_status st0; /* status when the batch began */
	game_events ev;
	store_change *chg;
	sbuf journal;
	sbuf notes; /* for the commit line when no event summarises the batch */
	int nin, nout;
	pend_out *out;
	size_t nouts, capouts;
	char **seen_new;
	size_t nseen;
	int dirty, meta_dirty;
};

/* --- small helpers ------------------------------------------------------ */

static void key_hash(const char *msgid, char out[65])
{
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)msgid, strlen(msgid), NULL, 0);
	sodium_bin2hex(out, 65, h, sizeof h);
}

static void seen_path(const char *msgid, char out[80])
{
	char h[65];
	key_hash(msgid, h);
	snprintf(out, 80, "seen/%.2s/%s", h, h);
}

/* mail/BBB/CC/SSSSSS: two levels of at most 100 entries each, so every
 * commit rewrites only small trees whatever the length of the history. */
static void batch_path(unsigned long seq, char out[48])
{
	snprintf(out, 48, "mail/%03lu/%02lu/%06lu", seq / 10000, seq / 100 % 100, seq);
}

static const char *batch_dir(play *p)
{
	char b[48];
	batch_path(p->seq, b);
	return arena_strdup(p->a, b);
}

static int valid_name(const char *s)
{
	size_t n = strlen(s);
	if (!n || n > 64 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= '0' && s[0] <= '9')))
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-' || *s == '_' || *s == '.'))
			return 0;
	return 1;
}

static int valid_player_name(const char *s)
{
	size_t n = strlen(s);
	if (!n || n > 32)
		return 0;
	for (; *s; s++)
		if ((unsigned char)*s <= ' ' || *s == ':' || *s == '/' || *s == '\\')
			return 0;
	return 1;
}

/* Argon2id with a salt derived from the game's seed, so that the same
 * seed and players give byte-identical repositories. Stored as
 * "argon2id:OPS:MEM:SALTHEX:HASHHEX". */
static char *pw_hash(play *p, const char *player, const char *pw)
{
	unsigned char salt[PW_SALT], h[PW_HASH];
	char label[128];
	snprintf(label, sizeof label, "salt:%s:%s", p->name, player);
	dice_derive(&p->d, label, salt, sizeof salt);
	if (crypto_pwhash(h, sizeof h, pw, strlen(pw), salt, p->c->pw_ops, p->c->pw_mem, crypto_pwhash_ALG_ARGON2ID13))
		return NULL;
	char sh[2 * PW_SALT + 1], hh[2 * PW_HASH + 1];
	sodium_bin2hex(sh, sizeof sh, salt, sizeof salt);
	sodium_bin2hex(hh, sizeof hh, h, sizeof h);
	return arena_printf(p->a, "argon2id:%llu:%zu:%s:%s", p->c->pw_ops, p->c->pw_mem, sh, hh);
}

int play_password_ok(const play *p, int seat, const char *pw)
{
	unsigned long long ops;
	size_t mem;
	char sh[2 * PW_SALT + 1], hh[2 * PW_HASH + 1];
	if (!pw || seat < 0 || seat >= p->n || !p->pwhash[seat])
		return 0;
	if (sscanf(p->pwhash[seat], "argon2id:%llu:%zu:%32[0-9a-f]:%64[0-9a-f]", &ops, &mem, sh, hh) != 4)
		return 0;
	unsigned char salt[PW_SALT], want[PW_HASH], got[PW_HASH];
	if (sodium_hex2bin(salt, sizeof salt, sh, strlen(sh), NULL, NULL, NULL) ||
		sodium_hex2bin(want, sizeof want, hh, strlen(hh), NULL, NULL, NULL))
		return 0;
	if (crypto_pwhash(got, sizeof got, pw, strlen(pw), salt, ops, mem, crypto_pwhash_ALG_ARGON2ID13))
		return 0;
	return sodium_memcmp(got, want, sizeof got) == 0;
}

/* A password players can type: 12 letters and digits without look-alikes. */
static char *pw_generate(play *p, const char *player)
{
	static const char alphabet[] = "abcdefghjkmnpqrstuvwxyz23456789";
	unsigned char b[12];
	char label[128];
	snprintf(label, sizeof label, "password:%s:%s", p->name, player);
	dice_derive(&p->d, label, b, sizeof b);
	char *s = arena_alloc(p->a, sizeof b + 1);
	for (size_t i = 0; i < sizeof b; i++)
		s[i] = alphabet[b[i] % (sizeof alphabet - 1)];
	return s;
}

/* --- meta files ---------------------------------------------------------- */

static void write_meta(play *p)
{
	sbuf b = SBUF_INIT;
	char iso[32];
	sbuf_printf(&b, "kind %s\nname %s\nseq %lu\nstep %u\nreminded %u\n", p->kind->kind, p->name, p->seq, p->step,
		p->reminded);
	sbuf_printf(&b, "dice %" PRIu64 "\ncommitment %s\n", p->d.pos, p->commitment);
	sbuf_printf(&b, "deadline-hours %d\nreminder-hours %d\n", p->deadline_hours, p->reminder_hours);
	when_iso(p->created, iso);
	sbuf_printf(&b, "created %s\n", iso);
	if (p->deadline) {
		when_iso(p->deadline, iso);
		sbuf_printf(&b, "deadline %s\n", iso);
	} else {
		sbuf_puts(&b, "deadline none\n");
	}
	for (size_t i = 0; i < p->nopts; i++)
		sbuf_printf(&b, "option %s\n", p->opts[i]);
	sbuf_sort_lines(&b);
	store_change_put(p->chg, "meta/game.txt", b.s, b.len);
	sbuf_reset(&b);
	for (int i = 0; i < p->n; i++)
		sbuf_printf(&b, "player %d %s %s %s\n", i, p->pname[i], p->pemail[i], p->plang[i]);
	sbuf_sort_lines(&b);
	store_change_put(p->chg, "meta/players.txt", b.s, b.len);
	sbuf_reset(&b);
	for (int i = 0; i < p->n; i++)
		sbuf_printf(&b, "%s %s\n", p->pname[i], p->pwhash[i]);
	sbuf_sort_lines(&b);
	store_change_put(p->chg, "secret/passwords.txt", b.s, b.len);
	sbuf_free(&b);
}

static void write_state(play *p)
{
	sbuf b = SBUF_INIT;
	p->kind->save(p->st, &b);
	sbuf_sort_lines(&b);
	store_change_put(p->chg, "state/game.txt", b.s, b.len);
	sbuf_free(&b);
}

/* Iterates "key rest" lines of a text; returns the rest of the first line
 * with that key, or NULL. */
static const char *meta_get(arena *a, const char *text, const char *key)
{
	size_t k = strlen(key);
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		size_t len = nl ? (size_t)(nl - l) : strlen(l);
		if (len > k && !strncmp(l, key, k) && l[k] == ' ')
			return arena_strndup(a, l + k + 1, len - k - 1);
		l = nl ? nl + 1 : NULL;
	}
	return NULL;
}

static int parse_ulong(const char *s, unsigned long *out)
{
	char *end;
	if (!s)
		return -1;
	errno = 0;
	unsigned long v = strtoul(s, &end, 10);
	if (errno || *end || end == s)
		return -1;
	*out = v;
	return 0;
}

static char *read_file(play *p, const char *commit, const char *path, es_err *e)
{
	char *data = NULL;
	size_t len;
	int rc = commit ? store_read_at(p->repo, commit, path, &data, &len, e)
			: store_read(p->repo, path, &data, &len, e);
	if (rc)
		return NULL;
	char *r = arena_strndup(p->a, data, len);
	free(data);
	return r;
}

/* Loads meta, players and secrets of HEAD (or of `commit`) into p. */
static int load_meta(play *p, const char *commit, es_err *e)
{
	char *g = read_file(p, commit, "meta/game.txt", e);
	char *pl = g ? read_file(p, commit, "meta/players.txt", e) : NULL;
	char *pw = pl ? read_file(p, commit, "secret/passwords.txt", e) : NULL;
	char *sd = pw ? read_file(p, commit, "secret/seed.txt", e) : NULL;
	if (!sd)
		return e->code ? e->code : ES_EIO;
	const char *kind = meta_get(p->a, g, "kind");
	p->kind = kind ? game_find(kind) : NULL;
	if (!p->kind)
		return es_fail(e, ES_ECONFLICT, "game %s: unknown kind '%s'", p->name, kind ? kind : "");
	unsigned long seq, step, rem, dh, rh, pos;
	if (parse_ulong(meta_get(p->a, g, "seq"), &seq) || parse_ulong(meta_get(p->a, g, "step"), &step) ||
		parse_ulong(meta_get(p->a, g, "reminded"), &rem) || parse_ulong(meta_get(p->a, g, "dice"), &pos) ||
		parse_ulong(meta_get(p->a, g, "deadline-hours"), &dh) ||
		parse_ulong(meta_get(p->a, g, "reminder-hours"), &rh))
		return es_fail(e, ES_ECONFLICT, "game %s: meta/game.txt is damaged", p->name);
	p->seq = seq;
	p->step = (unsigned)step;
	p->reminded = (unsigned)rem;
	p->deadline_hours = (int)dh;
	p->reminder_hours = (int)rh;
	const char *c = meta_get(p->a, g, "commitment");
	snprintf(p->commitment, sizeof p->commitment, "%s", c ? c : "");
	const char *cr = meta_get(p->a, g, "created");
	if (!cr || when_parse(cr, &p->created, e))
		return es_fail(e, ES_ECONFLICT, "game %s: bad creation date", p->name);
	const char *dl = meta_get(p->a, g, "deadline");
	p->deadline = 0;
	if (dl && strcmp(dl, "none") && when_parse(dl, &p->deadline, e))
		return es_fail(e, ES_ECONFLICT, "game %s: bad deadline", p->name);
	/* options, in their (sorted) stored order */
	size_t cap = 8;
	p->opts = arena_alloc(p->a, cap * sizeof *p->opts);
	p->nopts = 0;
	for (const char *l = g; *l;) {
		const char *nl = strchr(l, '\n');
		size_t len = nl ? (size_t)(nl - l) : strlen(l);
		if (len > 7 && !strncmp(l, "option ", 7)) {
			if (p->nopts == cap) {
				char **o = arena_alloc(p->a, 2 * cap * sizeof *o);
				memcpy(o, p->opts, cap * sizeof *o);
				p->opts = o;
				cap *= 2;
			}
			p->opts[p->nopts++] = arena_strndup(p->a, l + 7, len - 7);
		}
		if (!nl)
			break;
		l = nl + 1;
	}
	/* players: "player SEAT NAME EMAIL LANG" */
	p->n = 0;
	for (const char *l = pl; *l;) {
		const char *nl = strchr(l, '\n');
		char *line = arena_strndup(p->a, l, nl ? (size_t)(nl - l) : strlen(l));
		char nm[64], em[256], lg[8];
		int seat;
		if (sscanf(line, "player %d %63s %255s %7s", &seat, nm, em, lg) != 4 || seat != p->n ||
			seat >= GAME_MAX_PLAYERS)
			return es_fail(e, ES_ECONFLICT, "game %s: bad player line '%s'", p->name, line);
		p->pname[seat] = arena_strdup(p->a, nm);
		p->pemail[seat] = arena_strdup(p->a, em);
		p->plang[seat] = arena_strdup(p->a, lg);
		p->names[seat] = p->pname[seat];
		p->n++;
		if (!nl)
			break;
		l = nl + 1;
	}
	p->names[p->n] = NULL;
	for (int i = 0; i < p->n; i++) {
		const char *h = meta_get(p->a, pw, p->pname[i]);
		p->pwhash[i] = h ? arena_strdup(p->a, h) : NULL;
	}
	const char *seed = meta_get(p->a, sd, "seed");
	if (!seed)
		return es_fail(e, ES_ECONFLICT, "game %s: no seed", p->name);
	snprintf(p->seed, sizeof p->seed, "%s", seed);
	return dice_init_hex(&p->d, p->seed, pos, e);
}

static play *play_alloc(const conf *c, const char *name)
{
	play *p = xcalloc(1, sizeof *p);
	p->c = c;
	p->a = arena_new();
	p->name = arena_strdup(p->a, name);
	snprintf(p->dir, sizeof p->dir, "%s/games/%s", c->dataroot, name);
	p->ev.a = p->a;
	p->chg = store_change_new();
	sbuf_init(&p->journal);
	sbuf_init(&p->notes);
	return p;
}

void play_free(play *p)
{
	if (!p)
		return;
	if (p->st)
		p->kind->free(p->st);
	store_change_free(p->chg);
	store_free(p->repo);
	sbuf_free(&p->journal);
	sbuf_free(&p->notes);
	free(p->out);
	free(p->seen_new);
	arena_free(p->a);
	free(p);
}

static void begin_batch(play *p)
{
	p->kind->status(p->st, &p->st0);
}

int play_open(play **out, const conf *c, const char *name, es_err *e)
{
	*out = NULL;
	if (!valid_name(name))
		return es_fail(e, ES_ENOTFOUND, "no game called '%s'", name);
	play *p = play_alloc(c, name);
	int rc = store_open(&p->repo, p->dir, e);
	if (!rc)
		rc = load_meta(p, NULL, e);
	if (!rc) {
		char *s = read_file(p, NULL, "state/game.txt", e);
		rc = s ? p->kind->load(&p->st, p->n, p->names, s, e) : e->code;
	}
	if (rc) {
		play_free(p);
		return rc;
	}
	p->seq++; /* the number of the commit this batch may make */
	begin_batch(p);
	*out = p;
	return ES_OK;
}

/* --- accessors ----------------------------------------------------------- */

const char *play_name(const play *p) { return p->name; }
const game_kind *play_kind(const play *p) { return p->kind; }
void play_status(const play *p, game_status *st) { p->kind->status(p->st, st); }
int play_nplayers(const play *p) { return p->n; }
const char *play_player_name(const play *p, int s) { return p->pname[s]; }
const char *play_player_lang(const play *p, int s) { return p->plang[s]; }
const char *play_player_email(const play *p, int s) { return p->pemail[s]; }
int64_t play_deadline(const play *p) { return p->deadline; }
int play_dirty(const play *p) { return p->dirty; }

int play_find_player(const play *p, const char *name)
{
	arena *a = arena_new();
	const char *f = lex_fold(a, name, strlen(name));
	int found = -1;
	for (int i = 0; i < p->n && found < 0; i++)
		if (!strcmp(f, lex_fold(a, p->pname[i], strlen(p->pname[i]))))
			found = i;
	arena_free(a);
	return found;
}

int play_seen(const play *p, const char *msgid)
{
	char path[80];
	seen_path(msgid, path);
	for (size_t i = 0; i < p->nseen; i++)
		if (!strcmp(p->seen_new[i], msgid))
			return 1;
	return store_exists(p->repo, path);
}

/* --- the batch ----------------------------------------------------------- */

static void queue_out(play *p, int seat, const char *subject, const char *body, const char *reply_to,
	const char *refs)
{
	if (p->nouts == p->capouts) {
		p->capouts = p->capouts ? 2 * p->capouts : 16;
		p->out = xrealloc(p->out, p->capouts * sizeof *p->out);
	}
	pend_out *o = &p->out[p->nouts++];
	memset(o, 0, sizeof *o);
	o->seat = seat;
	o->m.to = p->pemail[seat];
	o->m.to_name = p->pname[seat];
	o->m.subject = arena_strdup(p->a, subject);
	o->m.body = arena_strdup(p->a, body);
	o->m.in_reply_to = reply_to ? arena_strdup(p->a, reply_to) : NULL;
	o->m.references = refs ? arena_strdup(p->a, refs) : NULL;
	o->m.is_reply = reply_to != NULL;
}

static void after_change(play *p)
{
	game_status st;
	p->kind->status(p->st, &st);
	if (st.step != p->step) {
		p->step = st.step;
		p->deadline = st.over ? 0 : when_now() + (int64_t)p->deadline_hours * 3600;
		p->reminded = 0;
	}
	if (st.over)
		p->deadline = 0;
	p->dirty = p->meta_dirty = 1;
}

static void render_deadline(play *p, sbuf *b)
{
	char iso[32];
	if (p->deadline) {
		when_iso(p->deadline, iso);
		sbuf_puts(b, iso);
	} else {
		sbuf_puts(b, "-");
	}
}

/* IDIOMA/LANGUAGE is a core order: the engine never sees it. */
static const lex_kw lang_kw[] = { { 1, "idioma|language|lengua" }, { -1, NULL } };

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
	const char *new_lang = NULL;
	for (size_t i = 0; i < in->n; i++) {
		lex_line w;
		lex_split(p->a, in->text[i], &w);
		if (w.n && lex_keyword(lang_kw, w.fold[0]) == 1) {
			if (w.n != 2 || !tpl_has_lang(w.fold[1])) {
				rej->index = i;
				sbuf b = SBUF_INIT;
				tpl_put(&b, p->plang[seat], "core.why.lang", NULL);
				snprintf(rej->why, sizeof rej->why, "%s", sbuf_str(&b));
				sbuf_free(&b);
				return ES_ESYNTAX;
			}
			new_lang = arena_strdup(p->a, w.fold[1]);
			continue;
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
	if (eng.n)
		p->kind->apply(p->st, seat, sbuf_str(&canon), &p->d, &p->ev);
	sbuf_printf(&p->notes, "%sórdenes de %s", p->notes.len ? "; " : "", p->pname[seat]);
	if (new_lang) {
		p->plang[seat] = (char *)new_lang;
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		tpl_put(&echo, new_lang, "core.echo.lang", NULL);
	}
	after_change(p);
	int k = ++p->nin;
	const char *bd = batch_dir(p);
	/* seq is the number of the commit this batch will make. */
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.eml", bd, k), m->raw, m->rawlen);
	sbuf parsed = SBUF_INIT;
	sbuf_printf(&parsed, "# %s\n", p->pname[seat]);
	if (new_lang)
		sbuf_printf(&parsed, "# idioma %s\n", new_lang);
	sbuf_puts(&parsed, sbuf_str(&canon));
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.orders", bd, k), parsed.s, parsed.len);
	sbuf_free(&parsed);
	if (eng.n)
		sbuf_printf(&p->journal, "orders %d in-%02d\n", seat, k);
	char path[80];
	seen_path(m->msgid, path);
	store_change_put(p->chg, path, m->msgid, strlen(m->msgid));
	p->seen_new = xrealloc(p->seen_new, (p->nseen + 1) * sizeof *p->seen_new);
	p->seen_new[p->nseen++] = arena_strdup(p->a, m->msgid);

	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	const char *lang = p->plang[seat];
	tpl_put(&subj, lang, "core.subject.confirm", "game", p->name, NULL);
	tpl_put(&body, lang, "core.confirm", "player", p->pname[seat], "game", p->name, "echo", sbuf_str(&echo),
		NULL);
	queue_out(p, seat, sbuf_str(&subj), sbuf_str(&body), m->reply_to_id, m->references);
	sbuf_free(&subj);
	sbuf_free(&body);
	sbuf_free(&canon);
	sbuf_free(&echo);
	return ES_OK;
}

void play_tick(play *p, int64_t now)
{
	game_status st;
	p->kind->status(p->st, &st);
	if (st.over || !p->deadline)
		return;
	if (now >= p->deadline) {
		p->kind->timeout(p->st, &p->d, &p->ev);
		sbuf_puts(&p->journal, "timeout\n");
		after_change(p);
		/* A new decision point got a fresh deadline from `now`. */
		return;
	}
	if (p->reminder_hours && p->reminded != p->step && now >= p->deadline - (int64_t)p->reminder_hours * 3600) {
		p->reminded = p->step;
		p->dirty = p->meta_dirty = 1;
		for (int s = 0; s < p->n; s++) {
			if (!(st.waiting & GAME_SEAT(s)))
				continue;
			sbuf subj = SBUF_INIT, body = SBUF_INIT, dl = SBUF_INIT;
			render_deadline(p, &dl);
			tpl_put(&subj, p->plang[s], "core.subject.reminder", "game", p->name, NULL);
			tpl_put(&body, p->plang[s], "core.reminder", "player", p->pname[s], "game", p->name, "deadline",
				sbuf_str(&dl), NULL);
			queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
			sbuf_printf(&p->notes, "%srecordatorio a %s", p->notes.len ? "; " : "", p->pname[s]);
			sbuf_free(&subj);
			sbuf_free(&body);
			sbuf_free(&dl);
		}
	}
}

void play_declare_draw(play *p)
{
	p->kind->declare_draw(p->st, &p->ev);
	sbuf_puts(&p->journal, "draw\n");
	after_change(p);
}

/* Events seat `seat` may see, rendered in its language, one a line. */
static void render_events(play *p, int seat, const char *lang, sbuf *out, int summary_only)
{
	for (size_t i = 0; i < p->ev.n; i++) {
		const game_event *g = &p->ev.v[i];
		if (summary_only ? !g->summary : (seat >= 0 && !(g->audience & GAME_SEAT(seat))))
			continue;
		if (!summary_only && seat < 0 && g->audience != GAME_ALL)
			continue;
		es_err e;
		size_t before = out->len;
		if (summary_only && before)
			sbuf_puts(out, "; ");
		else if (!summary_only)
			sbuf_puts(out, "- ");
		if (tpl_render(out, lang, g->id, g->vars, &e)) {
			out->len = before;
			out->s[before] = '\0';
			fprintf(stderr, "estafeta: %s\n", e.msg);
			continue;
		}
		if (!summary_only)
			sbuf_putc(out, '\n');
	}
}

static int waiting_names(play *p, uint32_t mask, sbuf *out)
{
	int k = 0;
	for (int s = 0; s < p->n; s++)
		if (mask & GAME_SEAT(s))
			sbuf_printf(out, "%s%s", k++ ? ", " : "", p->pname[s]);
	return k;
}

/* The turn report of one seat: events it saw, its view, the deadline, and
 * at the end of the game the seed. */
static void compose_report(play *p, int seat, const game_status *st, sbuf *subj, sbuf *body, sbuf *view)
{
	const char *lang = seat >= 0 ? p->plang[seat] : "es";
	sbuf ev = SBUF_INIT, dl = SBUF_INIT, w = SBUF_INIT, turn = SBUF_INIT;
	render_events(p, seat, lang, &ev, 0);
	render_deadline(p, &dl);
	if (!waiting_names(p, st->waiting, &w))
		sbuf_puts(&w, "-");
	sbuf_printf(&turn, "%u", st->turn);
	p->kind->view(p->st, seat, lang, view);
	if (seat >= 0) {
		const char *sid = st->over ? "core.subject.final"
				: (st->waiting & GAME_SEAT(seat)) ? "core.subject.yourturn" : "core.subject.turn";
		tpl_put(subj, lang, sid, "game", p->name, "turn", sbuf_str(&turn), NULL);
	}
	tpl_put(body, lang, "core.report", "game", p->name, "turn", sbuf_str(&turn), "phase", st->phase, "events",
		ev.len ? sbuf_str(&ev) : "-\n", "view", sbuf_str(view), "waiting", sbuf_str(&w), "deadline",
		sbuf_str(&dl), NULL);
	if (st->over) {
		sbuf_puts(body, "\n\n");
		tpl_put(body, lang, "core.final", "seed", p->seed, "commitment", p->commitment, NULL);
	}
	sbuf_free(&ev);
	sbuf_free(&dl);
	sbuf_free(&w);
	sbuf_free(&turn);
}

static void put_outgoing(play *p, const char *bd, pend_out *o, int64_t now)
{
	int k = ++p->nout;
	o->m.message_id = arena_printf(p->a, "%s.%06lu.%02d@%s", p->name, p->seq, k, p->c->domain);
	size_t len;
	char *raw = out_compose(p->a, p->c, &o->m, now, &len);
	store_change_put(p->chg, arena_printf(p->a, "%s/out-%02d-%s.eml", bd, k, p->pname[o->seat]), raw, len);
}

static int deliver_commit(play *p, const char *commit, long long when, es_err *e);

int play_commit(play *p, int64_t now, es_err *e)
{
	if (!p->dirty)
		return ES_OK;
	game_status st;
	p->kind->status(p->st, &st);
	const char *bd = batch_dir(p);
	sbuf subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT;
	/* Reports go to every seat that saw something or faces a new decision. */
	int new_point = st.step != p->st0.step || st.over != p->st0.over;
	for (int s = 0; s < p->n; s++) {
		int saw = 0;
		for (size_t i = 0; i < p->ev.n && !saw; i++)
			saw = (p->ev.v[i].audience & GAME_SEAT(s)) != 0;
		if (!saw && !new_point)
			continue;
		sbuf_reset(&subj);
		sbuf_reset(&body);
		sbuf_reset(&view);
		compose_report(p, s, &st, &subj, &body, &view);
		queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		store_change_put(p->chg, arena_printf(p->a, "views/%s.txt", p->pname[s]), view.s, view.len);
	}
	sbuf_reset(&view);
	p->kind->view(p->st, -1, "es", &view);
	store_change_put(p->chg, "views/public.txt", view.s, view.len);
	for (size_t i = 0; i < p->nouts; i++)
		put_outgoing(p, bd, &p->out[i], now);
	if (p->journal.len)
		store_change_put(p->chg, arena_printf(p->a, "%s/journal.txt", bd), p->journal.s, p->journal.len);
	write_state(p);
	write_meta(p);
	/* Commit line: "turno 7: ana mueve; berta ataca Toledo". */
	sbuf msg = SBUF_INIT, sum = SBUF_INIT;
	render_events(p, -1, "es", &sum, 1);
	if (p->st0.turn)
		sbuf_printf(&msg, "turno %u: ", p->st0.turn);
	else
		sbuf_puts(&msg, "colocación: ");
	sbuf_puts(&msg, sum.len ? sbuf_str(&sum) : p->notes.len ? sbuf_str(&p->notes) : "sin cambios visibles");
	sbuf_printf(&msg, "\n\nlote %lu", p->seq);
	char head[41];
	int rc = store_commit(p->repo, p->chg, sbuf_str(&msg), now, head, e);
	sbuf_free(&msg);
	sbuf_free(&sum);
	sbuf_free(&subj);
	sbuf_free(&body);
	sbuf_free(&view);
	if (rc)
		return rc;
	return deliver_commit(p, head, now, e);
}

/* --- delivery to the outbox ---------------------------------------------- */

static char *marker_path(const conf *c, const char *name)
{
	size_t n = strlen(c->dataroot) + strlen(name) + 32;
	char *s = xmalloc(n);
	snprintf(s, n, "%s/spool/%s.delivered", c->dataroot, name);
	return s;
}

typedef struct deliver_ctx {
	play *p;
	long long when;
	const char *commit;
	const char *dir;
	es_err *e;
	int rc;
} deliver_ctx;

static int deliver_one(const char *fname, void *u)
{
	deliver_ctx *x = u;
	if (strncmp(fname, "out-", 4))
		return 0;
	char *data;
	size_t len;
	char path[256];
	snprintf(path, sizeof path, "%s/%s", x->dir, fname);
	if (store_read_at(x->p->repo, x->commit, path, &data, &len, x->e)) {
		x->rc = x->e->code;
		return 1;
	}
	/* Maildir name: the batch time first (Maildir names sort by time),
	 * unique, and the same on every retry so a retry after a crash does
	 * not deliver twice. */
	char name[300];
	snprintf(name, sizeof name, "%lld.%s.%s", x->when, x->p->name, x->dir + 5);
	for (char *q = name; *q; q++)
		if (*q == '/')
			*q = '.';
	size_t nl = strlen(name);
	snprintf(name + nl, sizeof name - nl, ".%.*s", (int)(strlen(fname) - 4), fname);
	int rc = maildir_deliver(x->p->c->outbox, name, data, len, x->e);
	free(data);
	if (rc) {
		x->rc = rc;
		return 1;
	}
	return 0;
}

static int deliver_commit(play *p, const char *commit, long long when, es_err *e)
{
	int rc = maildir_ensure(p->c->outbox, e);
	if (rc)
		return rc;
	char *meta = NULL;
	size_t len;
	if (store_read_at(p->repo, commit, "meta/game.txt", &meta, &len, e))
		return e->code;
	unsigned long seq = 0;
	const char *s = strstr(meta, "\nseq ");
	if (s)
		seq = strtoul(s + 5, NULL, 10);
	else if (!strncmp(meta, "seq ", 4))
		seq = strtoul(meta + 4, NULL, 10);
	free(meta);
	char dir[64];
	batch_path(seq, dir);
	deliver_ctx x = { p, when, commit, dir, e, 0 };
	es_err e2;
	if (store_list_at(p->repo, commit, dir, deliver_one, &x, &e2) && e2.code != ES_ENOTFOUND)
		return es_fail(e, e2.code, "%s", e2.msg);
	if (x.rc)
		return x.rc;
	/* Record delivery: a rename makes the marker update atomic. */
	char *mp = marker_path(p->c, p->name);
	char tmp[2100];
	snprintf(tmp, sizeof tmp, "%s.tmp", mp);
	char sp[1100];
	snprintf(sp, sizeof sp, "%s/spool", p->c->dataroot);
	mkdir(sp, 0755);
	FILE *f = fopen(tmp, "w");
	if (!f || fprintf(f, "%s\n", commit) < 0 || fclose(f) || rename(tmp, mp)) {
		free(mp);
		return es_fail(e, ES_EIO, "cannot record delivery in %s", sp);
	}
	free(mp);
	return ES_OK;
}

typedef struct redeliver_ctx {
	play *p;
	es_err *e;
	int rc;
} redeliver_ctx;

static int redeliver_cb(const char *commit, const char *message, long long when, void *u)
{
	(void)message;
	redeliver_ctx *x = u;
	x->rc = deliver_commit(x->p, commit, when, x->e);
	return x->rc ? 1 : 0;
}

int play_redeliver(const conf *c, const char *name, es_err *e)
{
	char *mp = marker_path(c, name);
	char since[64] = "";
	FILE *f = fopen(mp, "r");
	free(mp);
	if (f) {
		if (!fgets(since, sizeof since, f))
			since[0] = '\0';
		fclose(f);
		since[strcspn(since, "\n")] = '\0';
	}
	play *p = play_alloc(c, name);
	int rc = store_open(&p->repo, p->dir, e);
	if (!rc) {
		char head[41];
		if (store_head(p->repo, head, e)) {
			rc = e->code;
		} else if (strcmp(head, since)) {
			redeliver_ctx x = { p, e, 0 };
			rc = store_walk_since(p->repo, since[0] ? since : NULL, redeliver_cb, &x, e);
			if (!rc)
				rc = x.rc;
		}
	}
	play_free(p);
	return rc;
}

/* --- creation ------------------------------------------------------------ */

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int play_create(const conf *c, const play_new *req, es_err *e)
{
	const game_kind *k = game_find(req->kind);
	if (!k)
		return es_fail(e, ES_ENOTFOUND, "unknown game kind '%s'", req->kind);
	if (!valid_name(req->name))
		return es_fail(e, ES_ESYNTAX, "game name '%s': use 1 to 64 of a-z 0-9 . _ -, starting with a letter or digit",
			req->name);
	if ((int)req->nplayers < k->min_players || (int)req->nplayers > k->max_players)
		return es_fail(e, ES_ESYNTAX, "%s needs %d to %d players, not %zu", k->kind, k->min_players, k->max_players,
			req->nplayers);
	play *p = play_alloc(c, req->name);
	p->kind = k;
	p->n = (int)req->nplayers;
	p->deadline_hours = c->deadline_hours;
	p->reminder_hours = c->reminder_hours;
	p->created = when_now();
	p->seq = 1;
	int rc = ES_OK;
	/* Core options first; the rest belong to the engine, sorted so that
	 * verify can call create() again with the same list. */
	p->opts = arena_alloc(p->a, (req->nopts + 1) * sizeof *p->opts);
	for (size_t i = 0; i < req->nopts; i++) {
		const char *o = req->opts[i];
		unsigned long v;
		if (!strncmp(o, "deadline_hours=", 15)) {
			if (parse_ulong(o + 15, &v) || v < 1 || v > 24 * 365)
				rc = es_fail(e, ES_ESYNTAX, "option %s: hours from 1 to 8760", o);
			p->deadline_hours = (int)v;
		} else if (!strncmp(o, "reminder_hours=", 15)) {
			if (parse_ulong(o + 15, &v) || v > 24 * 365)
				rc = es_fail(e, ES_ESYNTAX, "option %s: hours from 0 to 8760", o);
			p->reminder_hours = (int)v;
		} else if (!strchr(o, '=') || strchr(o, '\n')) {
			rc = es_fail(e, ES_ESYNTAX, "option '%s': expected KEY=VALUE", o);
		} else {
			p->opts[p->nopts++] = arena_strdup(p->a, o);
		}
	}
	qsort(p->opts, p->nopts, sizeof *p->opts, cmp_str);
	char seed[65];
	const char *seed_hex = req->seed_hex;
	if (!seed_hex) {
		dice_random_seed(seed);
		seed_hex = seed;
	}
	if (!rc) {
		/* Lower case, and an even number of digits ("1" is "01"). */
		size_t sl = strlen(seed_hex), pad = sl % 2;
		if (sl + pad > 2 * DICE_SEED_MAX || !sl) {
			rc = es_fail(e, ES_ESYNTAX, "the seed must have 1 to %d hex digits", 2 * DICE_SEED_MAX);
		} else {
			p->seed[0] = '0';
			memcpy(p->seed + pad, seed_hex, sl + 1);
			for (char *q = p->seed; *q; q++)
				if (*q >= 'A' && *q <= 'F')
					*q = (char)(*q - 'A' + 'a');
		}
	}
	if (!rc) {
		rc = dice_init_hex(&p->d, p->seed, 0, e);
		dice_commitment(p->seed, p->commitment);
	}
	char *plain[GAME_MAX_PLAYERS] = { 0 };
	for (int i = 0; !rc && i < p->n; i++) {
		const char *nm = req->names[i], *em = req->emails[i];
		if (!valid_player_name(nm))
			rc = es_fail(e, ES_ESYNTAX, "player name '%s': 1 to 32 characters, no spaces", nm);
		else if (!strchr(em, '@') || strchr(em, ' ') || strlen(em) > 254)
			rc = es_fail(e, ES_ESYNTAX, "player %s: '%s' is not a mail address", nm, em);
		else if (req->langs && req->langs[i] && !tpl_has_lang(req->langs[i]))
			rc = es_fail(e, ES_ESYNTAX, "player %s: no texts in language '%s'", nm, req->langs[i]);
		for (int j = 0; !rc && j < i; j++)
			if (!strcmp(lex_fold(p->a, nm, strlen(nm)), lex_fold(p->a, p->pname[j], strlen(p->pname[j]))))
				rc = es_fail(e, ES_ESYNTAX, "two players called '%s'", nm);
		if (rc)
			break;
		p->pname[i] = arena_strdup(p->a, nm);
		p->names[i] = p->pname[i];
		p->pemail[i] = arena_strdup(p->a, em);
		for (char *q = p->pemail[i]; *q; q++)
			if (*q >= 'A' && *q <= 'Z')
				*q = (char)(*q - 'A' + 'a');
		p->plang[i] = arena_strdup(p->a, req->langs && req->langs[i] ? req->langs[i] : "es");
		plain[i] = req->passwords && req->passwords[i] && *req->passwords[i] ? arena_strdup(p->a, req->passwords[i])
										 : pw_generate(p, nm);
		p->pwhash[i] = pw_hash(p, nm, plain[i]);
		if (!p->pwhash[i])
			rc = es_fail(e, ES_ERR, "password hashing failed (out of memory?)");
	}
	p->names[p->n] = NULL;
	if (!rc)
		rc = k->create(&p->st, p->n, p->names, (const char *const *)p->opts, p->nopts, &p->d, &p->ev, e);
	if (!rc) {
		struct stat sb;
		if (!stat(p->dir, &sb))
			rc = es_fail(e, ES_ECONFLICT, "game %s exists already", p->name);
	}
	if (!rc) {
		char gd[1100];
		snprintf(gd, sizeof gd, "%s/games", c->dataroot);
		mkdir(c->dataroot, 0755);
		mkdir(gd, 0755);
		rc = store_create(p->dir, e);
		if (!rc)
			rc = store_open(&p->repo, p->dir, e);
	}
	if (rc) {
		play_free(p);
		return rc;
	}
	game_status st;
	k->status(p->st, &st);
	p->step = st.step;
	p->deadline = p->created + (int64_t)p->deadline_hours * 3600;
	sbuf sd = SBUF_INIT;
	sbuf_printf(&sd, "seed %s\n", p->seed);
	store_change_put(p->chg, "secret/seed.txt", sd.s, sd.len);
	sbuf_free(&sd);
	sbuf_puts(&p->journal, "create\n");

	/* Welcome mails: password, rules and syntax, commitment, first view. */
	sbuf players = SBUF_INIT, help = SBUF_INIT, subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT,
	     dl = SBUF_INIT, w = SBUF_INIT;
	for (int i = 0; i < p->n; i++)
		sbuf_printf(&players, "%s%s", i ? ", " : "", p->pname[i]);
	render_deadline(p, &dl);
	waiting_names(p, st.waiting, &w);
	for (int i = 0; i < p->n; i++) {
		const char *lang = p->plang[i];
		sbuf_reset(&help);
		sbuf_reset(&subj);
		sbuf_reset(&body);
		sbuf_reset(&view);
		k->help(lang, &help);
		k->view(p->st, i, lang, &view);
		sbuf ev = SBUF_INIT;
		render_events(p, i, lang, &ev, 0);
		tpl_put(&subj, lang, "core.subject.welcome", "game", p->name, NULL);
		tpl_put(&body, lang, "core.welcome", "player", p->pname[i], "game", p->name, "kind", k->kind, "players",
			sbuf_str(&players), "password", plain[i], "commitment", p->commitment, "judge", c->address, "help",
			sbuf_str(&help), "events", ev.len ? sbuf_str(&ev) : "-\n", "view", sbuf_str(&view), "waiting",
			sbuf_str(&w), "deadline", sbuf_str(&dl), NULL);
		sbuf_free(&ev);
		queue_out(p, i, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		store_change_put(p->chg, arena_printf(p->a, "views/%s.txt", p->pname[i]), view.s, view.len);
	}
	sbuf_reset(&view);
	k->view(p->st, -1, "es", &view);
	store_change_put(p->chg, "views/public.txt", view.s, view.len);
	const char *bd = batch_dir(p);
	for (size_t i = 0; i < p->nouts; i++)
		put_outgoing(p, bd, &p->out[i], p->created);
	store_change_put(p->chg, arena_printf(p->a, "%s/journal.txt", bd), p->journal.s, p->journal.len);
	write_state(p);
	write_meta(p);
	sbuf msg = SBUF_INIT;
	sbuf_printf(&msg, "partida creada: %s, %d jugadores (%s)\n\ncompromiso de la semilla %s\n\nlote 1", k->kind,
		p->n, sbuf_str(&players), p->commitment);
	char head[41];
	rc = store_commit(p->repo, p->chg, sbuf_str(&msg), p->created, head, e);
	if (!rc)
		rc = deliver_commit(p, head, p->created, e);
	sbuf_free(&msg);
	sbuf_free(&players);
	sbuf_free(&help);
	sbuf_free(&subj);
	sbuf_free(&body);
	sbuf_free(&view);
	sbuf_free(&dl);
	sbuf_free(&w);
	play_free(p);
	return rc;
}

int play_view_text(const play *p, int seat, char **out, es_err *e)
{
	char path[128];
	snprintf(path, sizeof path, "views/%s.txt", seat < 0 ? "public" : p->pname[seat]);
	size_t len;
	return store_read(p->repo, path, out, &len, e);
}

/* --- verify -------------------------------------------------------------- */

typedef struct verify_ctx {
	play *p;      /* opened at HEAD for the repository and secrets */
	void *st;     /* the replayed engine state */
	dice d;       /* the replayed dice */
	arena *a;
	sbuf *out;
	es_err *e;
	int ncommits, bad;
	const char *names[GAME_MAX_PLAYERS + 1];
} verify_ctx;

static void split_lines(arena *a, const char *text, game_lines *gl)
{
	size_t n = 0, cap = 16;
	const char **v = arena_alloc(a, cap * sizeof *v);
	int *ln = arena_alloc(a, cap * sizeof *ln);
	int no = 0;
	for (const char *l = text; *l;) {
		const char *nl = strchr(l, '\n');
		size_t len = nl ? (size_t)(nl - l) : strlen(l);
		no++;
		if (len && l[0] != '#') {
			if (n == cap) {
				const char **v2 = arena_alloc(a, 2 * cap * sizeof *v2);
				int *l2 = arena_alloc(a, 2 * cap * sizeof *l2);
				memcpy(v2, v, cap * sizeof *v);
				memcpy(l2, ln, cap * sizeof *ln);
				v = v2;
				ln = l2;
				cap *= 2;
			}
			v[n] = arena_strndup(a, l, len);
			ln[n++] = no;
		}
		if (!nl)
			break;
		l = nl + 1;
	}
	gl->text = v;
	gl->lineno = ln;
	gl->n = n;
}

static int verify_commit(const char *commit, const char *message, long long when, void *u)
{
	(void)message;
	(void)when;
	verify_ctx *x = u;
	play *p = x->p;
	es_err e;
	x->ncommits++;
	char *meta = read_file(p, commit, "meta/game.txt", &e);
	unsigned long seq = 0, pos = 0;
	if (!meta || parse_ulong(meta_get(x->a, meta, "seq"), &seq) || parse_ulong(meta_get(x->a, meta, "dice"), &pos)) {
		sbuf_printf(x->out, "commit %.12s: meta/game.txt unreadable\n", commit);
		x->bad++;
		return 0;
	}
	char jp[80];
	char bp[48];
	batch_path(seq, bp);
	snprintf(jp, sizeof jp, "%s/journal.txt", bp);
	char *journal = read_file(p, commit, jp, &e);
	game_events ev = { x->a, NULL, 0, 0 };
	for (const char *l = journal ? journal : ""; *l;) {
		const char *nl = strchr(l, '\n');
		char *line = arena_strndup(x->a, l, nl ? (size_t)(nl - l) : strlen(l));
		int seat;
		char in[16];
		if (!strcmp(line, "create")) {
			if (x->st)
				p->kind->free(x->st);
			x->st = NULL;
			dice_init_hex(&x->d, p->seed, 0, &e);
			if (p->kind->create(&x->st, p->n, x->names, (const char *const *)p->opts, p->nopts, &x->d, &ev, &e)) {
				sbuf_printf(x->out, "lote %lu: create failed: %s\n", seq, e.msg);
				x->bad++;
				return 1;
			}
		} else if (!x->st) {
			sbuf_printf(x->out, "lote %lu: no creation before '%s'\n", seq, line);
			x->bad++;
			return 1;
		} else if (sscanf(line, "orders %d %15s", &seat, in) == 2 && seat >= 0 && seat < p->n) {
			char op[96];
			snprintf(op, sizeof op, "%s/%s.orders", bp, in);
			char *orders = read_file(p, commit, op, &e);
			game_lines gl;
			split_lines(x->a, orders ? orders : "", &gl);
			sbuf canon = SBUF_INIT, echo = SBUF_INIT;
			game_reject rej;
			int rc = orders ? p->kind->check(x->st, seat, &gl, "es", &canon, &echo, &rej) : ES_ENOTFOUND;
			if (!rc)
				p->kind->apply(x->st, seat, sbuf_str(&canon), &x->d, &ev);
			else {
				sbuf_printf(x->out, "lote %lu: orders %s of %s no longer accepted: %s\n", seq, in,
					p->pname[seat], orders ? rej.why : "file missing");
				x->bad++;
			}
			sbuf_free(&canon);
			sbuf_free(&echo);
		} else if (!strcmp(line, "timeout")) {
			p->kind->timeout(x->st, &x->d, &ev);
		} else if (!strcmp(line, "draw")) {
			p->kind->declare_draw(x->st, &ev);
		} else {
			sbuf_printf(x->out, "lote %lu: unknown journal line '%s'\n", seq, line);
			x->bad++;
		}
		if (!nl)
			break;
		l = nl + 1;
	}
	if (!x->st) {
		sbuf_printf(x->out, "lote %lu: no game created\n", seq);
		x->bad++;
		return 1;
	}
	sbuf mine = SBUF_INIT;
	p->kind->save(x->st, &mine);
	sbuf_sort_lines(&mine);
	char *theirs = read_file(p, commit, "state/game.txt", &e);
	int same = theirs && !strcmp(theirs, sbuf_str(&mine)) && pos == x->d.pos;
	sbuf_printf(x->out, "lote %lu %.12s %s\n", seq, commit, same ? "ok" : "DIFFERENT");
	if (!same)
		x->bad++;
	sbuf_free(&mine);
	return 0;
}

int play_verify(const conf *c, const char *name, sbuf *out, es_err *e)
{
	play *p;
	int rc = play_open(&p, c, name, e);
	if (rc)
		return rc;
	verify_ctx x = { 0 };
	x.p = p;
	x.a = arena_new();
	x.out = out;
	x.e = e;
	for (int i = 0; i <= p->n; i++)
		x.names[i] = p->names[i];
	rc = store_walk(p->repo, verify_commit, &x, e);
	char check[65];
	dice_commitment(p->seed, check);
	int commit_ok = !strcmp(check, p->commitment);
	sbuf_printf(out, "seed %s\ncommitment %s %s\n", p->seed, p->commitment,
		commit_ok ? "(sha256 of the seed: matches)" : "(DOES NOT MATCH the seed)");
	sbuf_printf(out, "%d commits, %d different\n", x.ncommits, x.bad);
	if (x.st)
		p->kind->free(x.st);
	arena_free(x.a);
	play_free(p);
	if (!rc && (x.bad || !commit_ok || !x.ncommits))
		rc = es_fail(e, ES_ECONFLICT, "verify failed: %d of %d commits differ", x.bad, x.ncommits);
	return rc;
}

int play_bot(const play *p, int seat, const char *seed_hex, FILE *f)
{
	dice d;
	es_err e;
	if (dice_init_hex(&d, seed_hex, 0, &e)) {
		fprintf(stderr, "estafeta: %s\n", e.msg);
		return 64;
	}
	/* A different stream at every decision point of this game. */
	unsigned char k[32];
	char label[128];
	snprintf(label, sizeof label, "bot:%s:%u:%d", p->name, p->step, seat);
	dice_derive(&d, label, k, sizeof k);
	memcpy(d.key, k, sizeof k);
	d.block_no = UINT64_MAX;
	sbuf b = SBUF_INIT;
	p->kind->bot(p->st, seat, &d, &b);
	fputs(sbuf_str(&b), f);
	if (b.len && b.s[b.len - 1] != '\n')
		fputc('\n', f);
	sbuf_free(&b);
	return 0;
}
