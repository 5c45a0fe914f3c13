/* A game as the core sees it: load from the HEAD commit, apply a batch,
 * render views and mails, commit, deliver. See play.h for the layout. */
#include "adjudicator/play.h"
#include "adjudicator/addr.h"
#include "adjudicator/maildir.h"
#include "adjudicator/outbox.h"
#include "adjudicator/outmail.h"
#include "adjudicator/store.h"
#include "adjudicator/tpl.h"
#include "adjudicator/when.h"
#include "adjudicator/zone.h"
#include "orders/lex.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
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
	const char *secret_body; /* the body with a password: outbox only */
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
	char *pzone[GAME_MAX_PLAYERS]; /* NULL: deadlines in UTC only */
	char press[8];                 /* public | all | none */
	char *master_hash;             /* the game's master password, or NULL */
	int paused;
	int abandoned; /* ended by the game master with no result */
	uint32_t expelled; /* seats the game master removed: defaults, no mail */
	int vac_stretch;   /* option vacation=stretch */
	int64_t vac_from[GAME_MAX_PLAYERS], vac_to[GAME_MAX_PLAYERS]; /* [from, to) or 0 */
	/* Stretching deadlines for absences has a budget per seat and game
	 * (option vacation_days, 30 by default): chained absences cannot
	 * hold a game for ever. */
	int vac_days;
	int64_t vac_used[GAME_MAX_PLAYERS]; /* seconds of stretch already given */
	int64_t pause_left; /* while paused: what was left of the deadline */
	const char *names[GAME_MAX_PLAYERS + 1];
	char **opts;
	size_t nopts;
	void *st;
	dice d;
	char seed[2 * DICE_SEED_MAX + 1];
	/* The game's secret (secret/key.txt): passwords and reply tokens come
	 * from it, never from the seed that the last mail reveals. Games made
	 * before it existed (no key file) derive both from the seed. */
	unsigned char key[32];
	int has_key;
	int insecure;     /* made with --insecure-seed: every mail says so */
	int shared_addr;  /* option addresses=shared: one address, many seats */
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

static int hash_ok(const char *stored, const char *pw)
{
	unsigned long long ops;
	size_t mem;
	char sh[2 * PW_SALT + 1], hh[2 * PW_HASH + 1];
	if (sscanf(stored, "argon2id:%llu:%zu:%32[0-9a-f]:%64[0-9a-f]", &ops, &mem, sh, hh) != 4)
		return 0;
	unsigned char salt[PW_SALT], want[PW_HASH], got[PW_HASH];
	if (sodium_hex2bin(salt, sizeof salt, sh, strlen(sh), NULL, NULL, NULL) ||
		sodium_hex2bin(want, sizeof want, hh, strlen(hh), NULL, NULL, NULL))
		return 0;
	if (crypto_pwhash(got, sizeof got, pw, strlen(pw), salt, ops, mem, crypto_pwhash_ALG_ARGON2ID13))
		return 0;
	return sodium_memcmp(got, want, sizeof got) == 0;
}

int play_password_ok(const play *p, int seat, const char *pw)
{
	if (!pw || seat < 0 || seat >= p->n || !p->pwhash[seat])
		return 0;
	return hash_ok(p->pwhash[seat], pw);
}

int play_master_ok(const play *p, const char *pw)
{
	if (!pw)
		return 0;
	if (p->master_hash && hash_ok(p->master_hash, pw))
		return 1;
	return p->c->master_hash[0] && !crypto_pwhash_str_verify(p->c->master_hash, pw, strlen(pw));
}

/* --- the game's secret --------------------------------------------------- */

static void secret_derive(const play *p, const char *label, unsigned char *out, size_t n)
{
	if (!p->has_key) {
		dice_derive(&p->d, label, out, n);
		return;
	}
	crypto_generichash(out, n, (const unsigned char *)label, strlen(label), p->key, sizeof p->key);
}

/* --- reply tokens ------------------------------------------------------- */

#define TOKEN_MAC 16

static void token_mac(const play *p, int seat, char hex[2 * TOKEN_MAC + 1])
{
	unsigned char key[32], mac[TOKEN_MAC];
	char label[128];
	snprintf(label, sizeof label, "reply-token:%s", p->name);
	secret_derive(p, label, key, sizeof key);
	sbuf m = SBUF_INIT;
	sbuf_printf(&m, "%s\n%d\n%s\n%s", p->name, seat, p->pname[seat], p->pwhash[seat] ? p->pwhash[seat] : "");
	crypto_generichash(mac, sizeof mac, (const unsigned char *)m.s, m.len, key, sizeof key);
	sbuf_free(&m);
	sodium_bin2hex(hex, 2 * TOKEN_MAC + 1, mac, sizeof mac);
	sodium_memzero(key, sizeof key);
}

char *play_reply_addr(const play *p, int seat, arena *a)
{
	char mac[2 * TOKEN_MAC + 1];
	token_mac(p, seat, mac);
	const char *at = strchr(p->c->address, '@');
	return arena_printf(a, "%.*s+%s.%d.%s@%s", (int)(at - p->c->address), p->c->address, p->name, seat, mac,
		p->c->domain);
}

/* GAME.SEAT.MAC: the game name may hold dots, so split from the right. */
static const char *token_split(const char *t, size_t *glen, int *seat)
{
	const char *mac = strrchr(t, '.');
	if (!mac || mac == t || strlen(mac + 1) != 2 * TOKEN_MAC)
		return NULL;
	const char *s = mac - 1;
	while (s > t && *s >= '0' && *s <= '9')
		s--;
	if (*s != '.' || s + 1 == mac || mac - s > 3 || s == t)
		return NULL;
	*seat = 0;
	for (const char *q = s + 1; q < mac; q++)
		*seat = *seat * 10 + (*q - '0');
	*glen = (size_t)(s - t);
	return mac + 1;
}

char *play_token_game(arena *a, const char *token)
{
	size_t gl;
	int seat;
	return token_split(token, &gl, &seat) ? arena_strndup(a, token, gl) : NULL;
}

int play_token_seat(const play *p, const char *token)
{
	size_t gl;
	int seat;
	const char *mac = token_split(token, &gl, &seat);
	if (!mac || gl != strlen(p->name) || strncmp(token, p->name, gl) || seat >= p->n)
		return -1;
	char want[2 * TOKEN_MAC + 1];
	token_mac(p, seat, want);
	return sodium_memcmp(want, mac, 2 * TOKEN_MAC) == 0 ? seat : -1;
}

/* A password players can type: 12 letters and digits without look-alikes. */
static char *pw_generate(play *p, const char *player, unsigned long round)
{
	static const char alphabet[] = "abcdefghjkmnpqrstuvwxyz23456789";
	unsigned char b[12];
	char label[160];
	/* Round 0 (creation) keeps the label older games were made with. */
	if (round)
		snprintf(label, sizeof label, "password:%s:%s:%lu", p->name, player, round);
	else
		snprintf(label, sizeof label, "password:%s:%s", p->name, player);
	secret_derive(p, label, b, sizeof b);
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
	sbuf_printf(&b, "format %d\nkind %s\nname %s\nseq %lu\nstep %u\nreminded %u\n", PLAY_FORMAT, p->kind->kind,
		p->name, p->seq, p->step, p->reminded);
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
	/* Written only when not the default, so older games read the same. */
	if (strcmp(p->press, "all"))
		sbuf_printf(&b, "press %s\n", p->press);
	if (p->paused)
		sbuf_printf(&b, "paused %lld\n", (long long)p->pause_left);
	if (p->abandoned)
		sbuf_puts(&b, "abandoned yes\n");
	for (int i = 0; i < p->n; i++)
		if (p->expelled & GAME_SEAT(i))
			sbuf_printf(&b, "expelled %d\n", i);
	if (p->vac_stretch)
		sbuf_puts(&b, "vacation stretch\n");
	if (p->insecure)
		sbuf_puts(&b, "insecure-seed yes\n");
	if (p->shared_addr)
		sbuf_puts(&b, "addresses shared\n");
	if (p->vac_days != PLAY_VACATION_DAYS)
		sbuf_printf(&b, "vacation-days %d\n", p->vac_days);
	for (int i = 0; i < p->n; i++)
		if (p->vac_used[i])
			sbuf_printf(&b, "vacation-used-%d %lld\n", i, (long long)p->vac_used[i]);
	for (int i = 0; i < p->n; i++)
		if (p->vac_to[i]) {
			char f[32], t[32];
			when_iso(p->vac_from[i], f);
			when_iso(p->vac_to[i], t);
			sbuf_printf(&b, "vacation-%d %s %s\n", i, f, t);
		}
	sbuf_sort_lines(&b);
	store_change_put(p->chg, "meta/game.txt", b.s, b.len);
	sbuf_reset(&b);
	for (int i = 0; i < p->n; i++)
		sbuf_printf(&b, "player %d %s %s %s%s%s\n", i, p->pname[i], p->pemail[i], p->plang[i],
			p->pzone[i] ? " " : "", p->pzone[i] ? p->pzone[i] : "");
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
	/* Format 1 (no line): games made before secret/key.txt and the
	 * envelope line; read as they are, written back as the current format
	 * at their next commit. A newer format is refused, never guessed. */
	unsigned long fmt = 1;
	const char *fl = meta_get(p->a, g, "format");
	if (fl && (parse_ulong(fl, &fmt) || fmt < 1))
		return es_fail(e, ES_ECONFLICT, "game %s: bad format line '%s'", p->name, fl);
	if (fmt > PLAY_FORMAT)
		return es_fail(e, ES_ECONFLICT, "game %s was made by a newer Estafeta (format %lu; this one reads up to %d)",
			p->name, fmt, PLAY_FORMAT);
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
	const char *pr = meta_get(p->a, g, "press");
	snprintf(p->press, sizeof p->press, "%s", pr ? pr : "all");
	unsigned long left;
	p->paused = !parse_ulong(meta_get(p->a, g, "paused"), &left);
	p->pause_left = p->paused ? (int64_t)left : 0;
	p->abandoned = meta_get(p->a, g, "abandoned") != NULL;
	p->vac_stretch = meta_get(p->a, g, "vacation") != NULL;
	unsigned long vd;
	p->vac_days = parse_ulong(meta_get(p->a, g, "vacation-days"), &vd) ? PLAY_VACATION_DAYS : (int)vd;
	p->insecure = meta_get(p->a, g, "insecure-seed") != NULL;
	p->shared_addr = meta_get(p->a, g, "addresses") != NULL;
	for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
		char key[24], f[32], t[32];
		unsigned long used;
		snprintf(key, sizeof key, "vacation-used-%d", i);
		p->vac_used[i] = parse_ulong(meta_get(p->a, g, key), &used) ? 0 : (int64_t)used;
		snprintf(key, sizeof key, "vacation-%d", i);
		const char *v = meta_get(p->a, g, key);
		p->vac_from[i] = p->vac_to[i] = 0;
		if (v && (sscanf(v, "%31s %31s", f, t) != 2 || when_parse(f, &p->vac_from[i], e) ||
				 when_parse(t, &p->vac_to[i], e)))
			return es_fail(e, ES_ECONFLICT, "game %s: bad %s line", p->name, key);
	}
	p->expelled = 0;
	for (const char *l = g; (l = strstr(l, "expelled ")); l++)
		if (l == g || l[-1] == '\n')
			p->expelled |= GAME_SEAT((int)strtol(l + 9, NULL, 10) & 31);
	es_err me = { 0 };
	char *ms = read_file(p, commit, "secret/master.txt", &me);
	const char *mh = ms ? meta_get(p->a, ms, "master") : NULL;
	p->master_hash = mh ? arena_strdup(p->a, mh) : NULL;
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
		char nm[64], em[256], lg[8], zn[80];
		int seat;
		int nf = sscanf(line, "player %d %63s %255s %7s %79s", &seat, nm, em, lg, zn);
		if (nf < 4 || seat != p->n ||
			seat >= GAME_MAX_PLAYERS)
			return es_fail(e, ES_ECONFLICT, "game %s: bad player line '%s'", p->name, line);
		p->pname[seat] = arena_strdup(p->a, nm);
		p->pemail[seat] = arena_strdup(p->a, em);
		p->plang[seat] = arena_strdup(p->a, lg);
		p->pzone[seat] = nf == 5 ? arena_strdup(p->a, zn) : NULL;
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
	es_err ke = { 0 };
	char *kt = read_file(p, commit, "secret/key.txt", &ke);
	const char *kh = kt ? meta_get(p->a, kt, "key") : NULL;
	size_t kl = 0;
	p->has_key = kh && !sodium_hex2bin(p->key, sizeof p->key, kh, strlen(kh), NULL, &kl, NULL) && kl == sizeof p->key;
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
	play_status(p, &p->st0);
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
/* The engine's status, except for a game the game master ended with no
 * result: over, nobody awaited, no winner. */
void play_status(const play *p, game_status *st)
{
	p->kind->status(p->st, st);
	if (p->abandoned) {
		st->over = 1;
		st->phase = "over";
		st->waiting = 0;
		st->winners = 0;
	}
}
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
	if (store_exists(p->repo, path))
		return 1;
	for (size_t i = 0; i < p->nseen; i++)
		if (!strcmp(p->seen_new[i], msgid))
			return 2;
	return 0;
}

/* --- the batch ----------------------------------------------------------- */

/* A game whose seed may be guessed says so in every mail. */
static char *with_notice(play *p, int seat, const char *body)
{
	if (!p->insecure)
		return arena_strdup(p->a, body);
	sbuf b = SBUF_INIT;
	sbuf_puts(&b, body);
	sbuf_puts(&b, "\n\n");
	tpl_put(&b, seat >= 0 ? p->plang[seat] : "es", "core.insecure", NULL);
	char *r = arena_strdup(p->a, sbuf_str(&b));
	sbuf_free(&b);
	return r;
}

static pend_out *push_out(play *p, int seat, const char *subject, const char *body, const char *reply_to,
	const char *refs)
{
	if (p->nouts == p->capouts) {
		p->capouts = p->capouts ? 2 * p->capouts : 16;
		p->out = xrealloc(p->out, p->capouts * sizeof *p->out);
	}
	pend_out *o = &p->out[p->nouts++];
	memset(o, 0, sizeof *o);
	o->seat = seat;
	o->m.to = seat >= 0 ? p->pemail[seat] : NULL;
	o->m.to_name = seat >= 0 ? p->pname[seat] : NULL;
	o->m.subject = arena_strdup(p->a, subject);
	o->m.body = with_notice(p, seat, body);
	o->m.in_reply_to = reply_to ? arena_strdup(p->a, reply_to) : NULL;
	o->m.references = refs ? arena_strdup(p->a, refs) : NULL;
	o->m.is_reply = reply_to != NULL;
	o->m.reply_addr = seat >= 0 ? play_reply_addr(p, seat, p->a) : NULL;
	return o;
}

/* Expelled seats get no more mail. */
static void queue_out(play *p, int seat, const char *subject, const char *body, const char *reply_to,
	const char *refs)
{
	if (!(p->expelled & GAME_SEAT(seat)))
		push_out(p, seat, subject, body, reply_to, refs);
}

/* A mail that tells the seat its password: the repository keeps `kept`
 * (the same text with the password hidden); only the outbox gets `clear`. */
static void queue_secret(play *p, int seat, const char *subject, const char *clear, const char *kept)
{
	if (p->expelled & GAME_SEAT(seat))
		return;
	pend_out *o = push_out(p, seat, subject, kept, NULL, NULL);
	o->secret_body = with_notice(p, seat, clear);
}

/* A mail to someone who holds no seat (the game master); the plain judge
 * address as Reply-To. */
static void queue_addr(play *p, const char *to, const char *subject, const char *body, const char *reply_to,
	const char *refs)
{
	pend_out *o = push_out(p, -1, subject, body, reply_to, refs);
	o->m.to = arena_strdup(p->a, to);
}

static void after_change(play *p)
{
	game_status st;
	play_status(p, &st);
	if (st.step != p->step) {
		p->step = st.step;
		p->deadline = st.over ? 0 : when_now() + (int64_t)p->deadline_hours * 3600;
		if (p->paused) {
			p->pause_left = (int64_t)p->deadline_hours * 3600;
			p->deadline = 0;
		}
		p->reminded = 0;
	}
	if (st.over) {
		p->deadline = 0;
		p->paused = 0;
	}
	p->dirty = p->meta_dirty = 1;
}

/* In the seat's zone with UTC beside it; seat -1: UTC only. */
static void render_deadline(play *p, int seat, sbuf *b)
{
	char txt[160];
	if (p->deadline) {
		zone_format(seat >= 0 ? p->pzone[seat] : NULL, p->deadline, txt, sizeof txt);
		sbuf_puts(b, txt);
	} else {
		sbuf_puts(b, "-");
	}
}

/* Core orders the engine never sees. */
enum { CK_LANG = 1, CK_ZONE, CK_PRESS, CK_VACATION };
static const lex_kw core_kw[] = { { CK_LANG, "idioma|language|lengua" }, { CK_ZONE, "zona|timezone|zone|huso" },
	{ CK_PRESS, "prensa|press" }, { CK_VACATION, "vacaciones|vacation|ausencia|away" }, { -1, NULL } };
static const lex_kw none_kw[] = { { 1, "ninguna|ninguno|no|none|off" }, { -1, NULL } };
static const lex_kw all_kw[] = { { 1, "todos|todas|all|everyone|everybody" }, { -1, NULL } };

/* A core order refused: the reason in the seat's language. */
static int core_reject(play *p, int seat, game_reject *rej, size_t index, const char *id, ...)
{
	rej->index = index;
	sbuf b = SBUF_INIT;
	es_err e = { 0 };
	va_list ap;
	va_start(ap, id);
	const char *v[9];
	size_t n = 0;
	const char *k;
	while (n < 8 && (k = va_arg(ap, const char *)))
		v[n++] = k;
	va_end(ap);
	v[n] = NULL;
	if (tpl_render(&b, seat >= 0 ? p->plang[seat] : "es", id, v, &e))
		fprintf(stderr, "estafeta: %s\n", e.msg);
	snprintf(rej->why, sizeof rej->why, "%s", sbuf_str(&b));
	sbuf_free(&b);
	return ES_EILLEGAL;
}

/* The raw text after the first `words` words of a line. */
static const char *after_words(const char *s, int words)
{
	while (*s == ' ' || *s == '\t')
		s++;
	for (int i = 0; i < words; i++) {
		while (*s && *s != ' ' && *s != '\t')
			s++;
		while (*s == ' ' || *s == '\t')
			s++;
	}
	return s;
}

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
		queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
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
	int press_to = -1, new_vac = 0;
	int64_t vfrom = 0, vto = 0;
	for (size_t i = 0; i < in->n; i++) {
		lex_line w;
		lex_split(p->a, in->text[i], &w);
		int ck = w.n ? lex_keyword(core_kw, w.fold[0]) : -1;
		if (ck == CK_LANG) {
			if (w.n != 2 || !tpl_has_lang(w.fold[1]))
				return core_reject(p, seat, rej, i, "core.why.lang", NULL);
			new_lang = arena_strdup(p->a, w.fold[1]);
			continue;
		}
		/* "ZONA Europe/Madrid" is ours; a longer ZONA line belongs to
		 * the game (TEG: ZONA INTERNACIONAL Oregón). */
		if (ck == CK_ZONE && w.n > 2)
			ck = -1;
		if (ck == CK_ZONE) {
			if (!zone_valid(w.raw[1]))
				return core_reject(p, seat, rej, i, "core.why.zone", NULL);
			new_zone = arena_strdup(p->a, w.raw[1]);
			continue;
		}
		if (ck == CK_VACATION) {
			/* VACACIONES 2026-12-01 2026-12-07 (whole UTC days) or
			 * VACACIONES ninguna. */
			es_err e2 = { 0 };
			if (!p->vac_stretch)
				return core_reject(p, seat, rej, i, "core.why.vacation.off", "game", p->name, NULL);
			if (w.n == 2 && lex_keyword(none_kw, w.fold[1]) == 1) {
				new_vac = 1;
				vfrom = vto = 0;
				continue;
			}
			if (w.n != 3 || strlen(w.fold[1]) != 10 || strlen(w.fold[2]) != 10 ||
				when_parse(w.fold[1], &vfrom, &e2) || when_parse(w.fold[2], &vto, &e2) || vto < vfrom ||
				vto - vfrom > 30 * 86400 || vto + 86400 <= when_now())
				return core_reject(p, seat, rej, i, "core.why.vacation", NULL);
			vto += 86400; /* through the end of the last day */
			new_vac = 1;
			continue;
		}
		if (ck == CK_PRESS) {
			/* The rest of the line and every line after it. */
			if (!strcmp(p->press, "none"))
				return core_reject(p, seat, rej, i, "core.why.press.none", "game", p->name, NULL);
			int all = w.n >= 2 && lex_keyword(all_kw, w.fold[1]) == 1;
			press_to = all || w.n < 2 ? -1 : play_find_player(p, w.raw[1]);
			if (!all && (press_to < 0 || press_to == seat))
				return core_reject(p, seat, rej, i, "core.why.press.who", NULL);
			if (!all && !strcmp(p->press, "public"))
				return core_reject(p, seat, rej, i, "core.why.press.private", "game", p->name, NULL);
			sbuf t = SBUF_INIT;
			sbuf_puts(&t, after_words(in->text[i], 2));
			for (size_t k = i + 1; k < in->n; k++)
				sbuf_printf(&t, "%s%s", t.len ? "\n" : "", in->text[k]);
			if (!t.len) {
				sbuf_free(&t);
				return core_reject(p, seat, rej, i, "core.why.press.empty", NULL);
			}
			press = arena_strdup(p->a, sbuf_str(&t));
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
	if (eng.n)
		p->kind->apply(p->st, seat, sbuf_str(&canon), &p->d, &p->ev);
	sbuf_printf(&p->notes, "%sórdenes de %s", p->notes.len ? "; " : "", p->pname[seat]);
	if (new_lang) {
		p->plang[seat] = (char *)new_lang;
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		tpl_put(&echo, new_lang, "core.echo.lang", NULL);
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
	if (press) {
		if (echo.len && echo.s[echo.len - 1] != '\n')
			sbuf_putc(&echo, '\n');
		if (press_to >= 0)
			tpl_put(&echo, p->plang[seat], "core.echo.press.one", "to", p->pname[press_to], NULL);
		else
			tpl_put(&echo, p->plang[seat], "core.echo.press.all", NULL);
		queue_press(p, seat, press_to, press);
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
	if (new_zone)
		sbuf_printf(&parsed, "# zona %s\n", new_zone);
	if (new_vac)
		sbuf_printf(&parsed, "# vacaciones %lld %lld\n", (long long)vfrom, (long long)vto);
	if (press)
		sbuf_printf(&parsed, "# prensa %s\n", press_to >= 0 ? p->pname[press_to] : "todos");
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
	play_status(p, &st);
	if (st.over || p->paused)
		return;
	/* Expelled seats never hold the game up: their default applies as
	 * soon as nobody else is awaited (bounded, in case an engine keeps
	 * waiting for them). */
	for (int k = 0; k < 1000 && !st.over && st.waiting && !(st.waiting & ~p->expelled); k++) {
		p->kind->timeout(p->st, &p->d, &p->ev);
		sbuf_puts(&p->journal, "timeout\n");
		after_change(p);
		play_status(p, &st);
	}
	if (st.over || !p->deadline)
		return;
	if (now >= p->deadline && p->vac_stretch) {
		/* A deadline inside an awaited player's absence moves to a day
		 * after it ends. */
		int64_t until = p->deadline;
		int who = -1;
		for (int s = 0; s < p->n; s++)
			if ((st.waiting & GAME_SEAT(s)) && p->vac_to[s] && p->vac_from[s] <= p->deadline &&
				p->deadline < p->vac_to[s] && p->vac_to[s] + 86400 > until) {
				until = p->vac_to[s] + 86400;
				who = s;
			}
		int64_t left = who >= 0 ? (int64_t)p->vac_days * 86400 - p->vac_used[who] : 0;
		if (who >= 0 && until > p->deadline + left)
			until = p->deadline + left; /* what is left of the budget */
		if (who >= 0 && now < until) {
			p->vac_used[who] += until - p->deadline;
			p->deadline = until;
			p->dirty = p->meta_dirty = 1;
			for (int s = 0; s < p->n; s++) {
				sbuf subj = SBUF_INIT, body = SBUF_INIT, dl = SBUF_INIT;
				render_deadline(p, s, &dl);
				tpl_put(&subj, p->plang[s], "core.subject.vacation", "game", p->name, NULL);
				tpl_put(&body, p->plang[s], "core.vacation.stretch", "game", p->name, "player", p->pname[who],
					"deadline", sbuf_str(&dl), NULL);
				queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
				sbuf_free(&subj);
				sbuf_free(&body);
				sbuf_free(&dl);
			}
			sbuf_printf(&p->notes, "%splazo alargado por las vacaciones de %s", p->notes.len ? "; " : "",
				p->pname[who]);
			return;
		}
	}
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
			render_deadline(p, s, &dl);
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

/* --- game-master commands ------------------------------------------------ */

enum { GM_EXTEND = 1, GM_PAUSE, GM_RESUME, GM_END, GM_BROADCAST, GM_REPLACE, GM_EXPEL };
static const lex_kw gm_kw[] = { { GM_EXTEND, "prorrogar|prorroga|extend" }, { GM_PAUSE, "pausar|pausa|pause" },
	{ GM_RESUME, "reanudar|resume" }, { GM_END, "terminar|finish|stop" },
	{ GM_BROADCAST, "difundir|broadcast" }, { GM_REPLACE, "reemplazar|sustituir|replace" },
	{ GM_EXPEL, "expulsar|expel|remove" }, { -1, NULL } };

static const lex_kw draw_kw[] = { { 1, "empate|tablas|draw" }, { -1, NULL } };

typedef struct gm_cmd {
	int kw;
	int64_t secs;     /* EXTEND */
	int seat;         /* REPLACE, EXPEL; END: 1 for a draw */
	const char *text; /* BROADCAST text, REPLACE address */
} gm_cmd;

/* "48h", "48", "2d" -> seconds; 0 when malformed or out of range. */
static int64_t gm_hours(const char *fold)
{
	char *end;
	errno = 0;
	unsigned long v = strtoul(fold, &end, 10);
	if (errno || end == fold || *fold == '-' || !v)
		return 0;
	if (*end == 'd' && !end[1])
		v *= 24;
	else if (!(*end == '\0' || (*end == 'h' && !end[1])))
		return 0;
	return v > 24 * 365 ? 0 : (int64_t)v * 3600;
}

static void gm_notify(play *p, const char *sid, const char *bid, const char *text)
{
	for (int s = 0; s < p->n; s++) {
		sbuf subj = SBUF_INIT, body = SBUF_INIT, dl = SBUF_INIT;
		render_deadline(p, s, &dl);
		tpl_put(&subj, p->plang[s], sid, "game", p->name, NULL);
		tpl_put(&body, p->plang[s], bid, "game", p->name, "deadline", sbuf_str(&dl), "text", text ? text : "",
			NULL);
		queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&dl);
	}
}

static void gm_echo(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	char txt[160] = "-";
	if (p->deadline)
		zone_format(NULL, p->deadline, txt, sizeof txt);
	else if (p->paused)
		snprintf(txt, sizeof txt, "%lld h", (long long)(p->pause_left / 3600));
	switch (c->kw) {
	case GM_EXTEND:
		tpl_put(out, lang, "core.gm.echo.extend", "deadline", txt, NULL);
		break;
	case GM_PAUSE:
		tpl_put(out, lang, "core.gm.echo.pause", NULL);
		break;
	case GM_RESUME:
		tpl_put(out, lang, "core.gm.echo.resume", "deadline", txt, NULL);
		break;
	case GM_END:
		tpl_put(out, lang, c->seat ? "core.gm.echo.end" : "core.gm.echo.abandon", NULL);
		break;
	case GM_BROADCAST:
		tpl_put(out, lang, "core.gm.echo.broadcast", NULL);
		break;
	case GM_REPLACE:
		tpl_put(out, lang, "core.gm.echo.replace", "player", p->pname[c->seat], "email", c->text, NULL);
		break;
	case GM_EXPEL:
		tpl_put(out, lang, "core.gm.echo.expel", "player", p->pname[c->seat], NULL);
		break;
	}
	sbuf_putc(out, '\n');
}

/* Declares the draw on a copy and reloads the result, so that an engine
 * that cannot end at this point refuses the command instead of leaving a
 * game that no longer loads. Returns NULL or why not. */
static const char *gm_end_check(play *p)
{
	static char why[512];
	sbuf b = SBUF_INIT;
	void *cp = NULL;
	es_err e = { 0 };
	game_events ev = { p->a, NULL, 0, 0 };
	const char *r = NULL;
	p->kind->save(p->st, &b);
	sbuf_sort_lines(&b);
	if (p->kind->load(&cp, p->n, p->names, sbuf_str(&b), &e)) {
		snprintf(why, sizeof why, "%s", e.msg);
		r = why;
	} else {
		p->kind->declare_draw(cp, &ev);
		sbuf_reset(&b);
		p->kind->save(cp, &b);
		sbuf_sort_lines(&b);
		p->kind->free(cp);
		cp = NULL;
		if (p->kind->load(&cp, p->n, p->names, sbuf_str(&b), &e)) {
			snprintf(why, sizeof why, "%s", e.msg);
			r = why;
		}
	}
	if (cp)
		p->kind->free(cp);
	sbuf_free(&b);
	return r;
}

int play_gm(play *p, const char *from, const play_mail *m, game_reject *rej)
{
	memset(rej, 0, sizeof *rej);
	const game_lines *in = m->lines;
	gm_cmd *cmd = arena_alloc(p->a, (in->n + 1) * sizeof *cmd);
	size_t nc = 0;
	game_status st;
	play_status(p, &st);
	int paused = p->paused;
	/* All lines are checked before any is applied: all or nothing. */
	for (size_t i = 0; i < in->n; i++) {
		lex_line w;
		lex_split(p->a, in->text[i], &w);
		gm_cmd *c = &cmd[nc];
		memset(c, 0, sizeof *c);
		c->kw = w.n ? lex_keyword(gm_kw, w.fold[0]) : -1;
		const char *bad = NULL;
		switch (c->kw) {
		case GM_EXTEND:
			if (w.n != 2 || !(c->secs = gm_hours(w.fold[1])))
				bad = "core.why.gm.extend";
			break;
		case GM_END:
			/* TERMINAR: no result; TERMINAR EMPATE: a draw. */
			c->seat = w.n == 2 && lex_keyword(draw_kw, w.fold[1]) == 1;
			if (w.n > 2 || (w.n == 2 && !c->seat))
				bad = "core.why.gm.syntax";
			else if (c->seat && gm_end_check(p))
				return core_reject(p, -1, rej, i, "core.why.gm.end", "phase", st.phase, "why",
					gm_end_check(p), NULL);
			break;
		case GM_PAUSE:
		case GM_RESUME:
			if (w.n != 1)
				bad = "core.why.gm.syntax";
			else if (c->kw == GM_PAUSE && paused)
				bad = "core.why.gm.paused";
			else if (c->kw == GM_RESUME && !paused)
				bad = "core.why.gm.notpaused";
			paused = c->kw == GM_PAUSE ? 1 : c->kw == GM_RESUME ? 0 : paused;
			break;
		case GM_BROADCAST: {
			sbuf t = SBUF_INIT;
			sbuf_puts(&t, after_words(in->text[i], 1));
			for (size_t k = i + 1; k < in->n; k++)
				sbuf_printf(&t, "%s%s", t.len ? "\n" : "", in->text[k]);
			c->text = arena_strdup(p->a, sbuf_str(&t));
			if (!t.len)
				bad = "core.why.gm.broadcast";
			sbuf_free(&t);
			i = in->n; /* the text runs to the end */
			break;
		}
		case GM_REPLACE:
			c->seat = w.n == 3 ? play_find_player(p, w.raw[1]) : -1;
			if (c->seat < 0 || !addr_valid(w.raw[2]))
				bad = "core.why.gm.replace";
			else
				c->text = lex_fold(p->a, w.raw[2], strlen(w.raw[2]));
			for (int o = 0; !bad && o < p->n; o++)
				if (o != c->seat && !p->shared_addr && !strcasecmp(c->text, p->pemail[o]))
					bad = "core.why.gm.replace.taken";
			break;
		case GM_EXPEL:
			c->seat = w.n == 2 ? play_find_player(p, w.raw[1]) : -1;
			if (c->seat < 0 || (p->expelled & GAME_SEAT(c->seat)))
				bad = "core.why.gm.expel";
			break;
		default:
			bad = "core.why.gm.syntax";
		}
		if (bad)
			return core_reject(p, -1, rej, c->kw == GM_BROADCAST ? in->n - 1 : i, bad, NULL);
		nc++;
	}
	if (!nc)
		return core_reject(p, -1, rej, in->n, "core.why.gm.none", NULL);

	int64_t now = when_now();
	for (size_t i = 0; i < nc; i++) {
		gm_cmd *c = &cmd[i];
		switch (c->kw) {
		case GM_EXTEND:
			if (p->paused)
				p->pause_left += c->secs;
			else if (p->deadline)
				p->deadline += c->secs;
			else
				p->deadline = now + c->secs;
			p->reminded = 0; /* a later reminder is due again */
			gm_notify(p, "core.subject.gm.extend", "core.gm.extend", NULL);
			sbuf_printf(&p->notes, "%sdirector: prórroga %lld h", p->notes.len ? "; " : "",
				(long long)(c->secs / 3600));
			break;
		case GM_PAUSE:
			p->pause_left = p->deadline > now ? p->deadline - now : 3600;
			p->deadline = 0;
			p->paused = 1;
			gm_notify(p, "core.subject.gm.pause", "core.gm.pause", NULL);
			sbuf_printf(&p->notes, "%sdirector: pausa", p->notes.len ? "; " : "");
			break;
		case GM_RESUME:
			p->deadline = now + p->pause_left;
			p->paused = 0;
			p->pause_left = 0;
			gm_notify(p, "core.subject.gm.resume", "core.gm.resume", NULL);
			sbuf_printf(&p->notes, "%sdirector: reanuda", p->notes.len ? "; " : "");
			break;
		case GM_END:
			if (c->seat) {
				play_declare_draw(p);
				sbuf_printf(&p->notes, "%sdirector: tablas", p->notes.len ? "; " : "");
			} else {
				p->abandoned = 1;
				p->deadline = 0;
				p->paused = 0;
				p->dirty = p->meta_dirty = 1;
				gm_notify(p, "core.subject.gm.abandon", "core.gm.abandon", NULL);
				sbuf_printf(&p->notes, "%sdirector: partida terminada sin resultado", p->notes.len ? "; " : "");
			}
			break;
		case GM_BROADCAST:
			gm_notify(p, "core.subject.gm.broadcast", "core.gm.broadcast", c->text);
			sbuf_printf(&p->notes, "%sdirector: mensaje a todos", p->notes.len ? "; " : "");
			break;
		case GM_REPLACE: {
			int s = c->seat;
			char *pw = pw_generate(p, p->pname[s], p->seq);
			char *h = pw_hash(p, p->pname[s], pw);
			if (!h)
				return core_reject(p, -1, rej, in->n, "core.why.gm.syntax", NULL);
			/* The old address and every other player are told; only the
			 * new address gets the password. */
			sbuf ns = SBUF_INIT, nb = SBUF_INIT;
			tpl_put(&ns, p->plang[s], "core.subject.gm.replaced.old", "game", p->name, NULL);
			tpl_put(&nb, p->plang[s], "core.gm.replaced.old", "game", p->name, "player", p->pname[s], NULL);
			if (strcasecmp(p->pemail[s], c->text))
				queue_addr(p, p->pemail[s], sbuf_str(&ns), sbuf_str(&nb), NULL, NULL);
			for (int o = 0; o < p->n; o++) {
				if (o == s)
					continue;
				sbuf_reset(&ns);
				sbuf_reset(&nb);
				tpl_put(&ns, p->plang[o], "core.subject.gm.replaced.others", "game", p->name, "player",
					p->pname[s], NULL);
				tpl_put(&nb, p->plang[o], "core.gm.replaced.others", "game", p->name, "player", p->pname[s], NULL);
				queue_out(p, o, sbuf_str(&ns), sbuf_str(&nb), NULL, NULL);
			}
			sbuf_free(&ns);
			sbuf_free(&nb);
			p->pwhash[s] = h; /* a new hash: the old reply tokens die */
			p->pemail[s] = arena_strdup(p->a, c->text);
			p->expelled &= ~GAME_SEAT(s); /* a new player takes the seat */
			sbuf subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT, dl = SBUF_INIT;
			p->kind->view(p->st, s, p->plang[s], &view);
			render_deadline(p, s, &dl);
			tpl_put(&subj, p->plang[s], "core.subject.gm.replaced", "game", p->name, NULL);
			sbuf hidden = SBUF_INIT, kept = SBUF_INIT;
			tpl_put(&hidden, p->plang[s], "core.password.hidden", NULL);
			for (int pass = 0; pass < 2; pass++)
				tpl_put(pass ? &kept : &body, p->plang[s], "core.gm.replaced", "player", p->pname[s], "game",
					p->name, "password", pass ? sbuf_str(&hidden) : pw, "reply", play_reply_addr(p, s, p->a),
					"judge", p->c->address, "view", sbuf_str(&view), "deadline", sbuf_str(&dl), NULL);
			queue_secret(p, s, sbuf_str(&subj), sbuf_str(&body), sbuf_str(&kept));
			sbuf_free(&hidden);
			sbuf_free(&kept);
			sbuf_free(&subj);
			sbuf_free(&body);
			sbuf_free(&view);
			sbuf_free(&dl);
			sbuf_printf(&p->notes, "%sdirector: %s cambia de jugador", p->notes.len ? "; " : "", p->pname[s]);
			break;
		}
		case GM_EXPEL: {
			int s = c->seat;
			for (int o = 0; o < p->n; o++) {
				sbuf subj = SBUF_INIT, body = SBUF_INIT;
				tpl_put(&subj, p->plang[o], "core.subject.gm.expel", "game", p->name, "player", p->pname[s],
					NULL);
				tpl_put(&body, p->plang[o], o == s ? "core.gm.expelled" : "core.gm.expel", "game", p->name,
					"player", p->pname[s], NULL);
				queue_out(p, o, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
				sbuf_free(&subj);
				sbuf_free(&body);
			}
			p->expelled |= GAME_SEAT(s);
			sbuf_printf(&p->notes, "%sdirector: expulsa a %s", p->notes.len ? "; " : "", p->pname[s]);
			break;
		}
		}
	}
	p->dirty = p->meta_dirty = 1;

	/* The master's mail and what was understood, committed like orders. */
	int k = ++p->nin;
	const char *bd = batch_dir(p);
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.eml", bd, k), m->raw, m->rawlen);
	sbuf parsed = SBUF_INIT;
	sbuf_puts(&parsed, "# director\n");
	for (size_t i = 0; i < in->n; i++)
		sbuf_printf(&parsed, "# %s\n", in->text[i]);
	store_change_put(p->chg, arena_printf(p->a, "%s/in-%02d.orders", bd, k), parsed.s, parsed.len);
	sbuf_free(&parsed);
	char path[80];
	seen_path(m->msgid, path);
	store_change_put(p->chg, path, m->msgid, strlen(m->msgid));
	p->seen_new = xrealloc(p->seen_new, (p->nseen + 1) * sizeof *p->seen_new);
	p->seen_new[p->nseen++] = arena_strdup(p->a, m->msgid);

	/* The master may read either language: both, Spanish first. */
	sbuf subj = SBUF_INIT, body = SBUF_INIT;
	tpl_put(&subj, "es", "core.subject.gm.confirm", "game", p->name, NULL);
	for (size_t l = 0; tpl_langs[l]; l++) {
		sbuf echo = SBUF_INIT;
		for (size_t i = 0; i < nc; i++)
			gm_echo(p, &cmd[i], tpl_langs[l], &echo);
		if (l)
			sbuf_puts(&body, "\n\n-- \n\n");
		tpl_put(&body, tpl_langs[l], "core.gm.confirm", "game", p->name, "echo", sbuf_str(&echo), NULL);
		sbuf_free(&echo);
	}
	queue_addr(p, from, sbuf_str(&subj), sbuf_str(&body), m->reply_to_id, m->references);
	sbuf_free(&subj);
	sbuf_free(&body);
	return ES_OK;
}

int play_paused(const play *p) { return p->paused; }
int play_expelled(const play *p, int seat) { return (p->expelled & GAME_SEAT(seat)) != 0; }

/* Events seat `seat` may see, rendered in its language, one a line. */
static void render_events(play *p, int seat, const char *lang, sbuf *out, int summary_only)
{
	for (size_t i = 0; i < p->ev.n; i++) {
		const game_event *g = &p->ev.v[i];
		if (summary_only ? !g->summary : (seat >= 0 && !(g->audience & GAME_SEAT(seat))))
			continue;
		if (!summary_only && seat < 0 && g->audience != GAME_ALL)
			continue;
		es_err e = { 0 };
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
	render_deadline(p, seat, &dl);
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

/* DATAROOT/spool/secret/GAME/SSSSSS.out-NN-NAME.eml: the clear copy of a
 * mail that carries a password, between the commit and the outbox. */
static char *secret_spool(const play *p, const char *bd, const char *fname, int mk)
{
	char *d = arena_printf(p->a, "%s/spool", p->c->dataroot);
	if (mk)
		mkdir(d, 0700);
	d = arena_printf(p->a, "%s/secret", d);
	if (mk)
		mkdir(d, 0700);
	d = arena_printf(p->a, "%s/%s", d, p->name);
	if (mk)
		mkdir(d, 0700);
	const char *seq = strrchr(bd, '/');
	return arena_printf(p->a, "%s/%s.%s", d, seq ? seq + 1 : bd, fname);
}

static int put_outgoing(play *p, const char *bd, pend_out *o, int64_t now, es_err *e)
{
	int k = ++p->nout;
	o->m.message_id = arena_printf(p->a, "%s.%06lu.%02d@%s", p->name, p->seq, k, p->c->domain);
	size_t len;
	char *raw = out_compose(p->a, p->c, &o->m, now, &len);
	const char *fname = arena_printf(p->a, "out-%02d-%s.eml", k, o->seat >= 0 ? p->pname[o->seat] : "@director");
	store_change_put(p->chg, arena_printf(p->a, "%s/%s", bd, fname), raw, len);
	if (!o->secret_body)
		return ES_OK;
	out_msg clear = o->m;
	clear.body = o->secret_body;
	raw = out_compose(p->a, p->c, &clear, now, &len);
	const char *sp = secret_spool(p, bd, fname, 1);
	const char *tmp = arena_printf(p->a, "%s.tmp", sp);
	FILE *f = fopen(tmp, "wb");
	if (!f || fwrite(raw, 1, len, f) != len || fflush(f) || fsync(fileno(f)) || fclose(f) || rename(tmp, sp)) {
		if (f)
			fclose(f);
		return es_fail(e, ES_EIO, "cannot write %s", sp);
	}
	return ES_OK;
}

static int deliver_commit(play *p, const char *commit, long long when, es_err *e);

int play_commit(play *p, int64_t now, es_err *e)
{
	if (!p->dirty)
		return ES_OK;
	game_status st;
	play_status(p, &st);
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
	int rc = ES_OK;
	for (size_t i = 0; !rc && i < p->nouts; i++)
		rc = put_outgoing(p, bd, &p->out[i], now, e);
	if (rc) {
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&view);
		return rc;
	}
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
	rc = store_commit(p->repo, p->chg, sbuf_str(&msg), now, head, e);
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
	/* A mail with a password: its clear copy waits in the secret spool. */
	const char *sp = secret_spool(x->p, x->dir, fname, 0);
	FILE *sf = fopen(sp, "rb");
	if (sf) {
		sbuf sb = SBUF_INIT;
		char buf[8192];
		size_t got;
		while ((got = fread(buf, 1, sizeof buf, sf)) > 0)
			sbuf_add(&sb, buf, got);
		fclose(sf);
		len = sb.len;
		data = sbuf_detach(&sb);
	} else if (store_read_at(x->p->repo, x->commit, path, &data, &len, x->e)) {
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
	/* By Message-ID: a lost or empty delivery marker walks the history
	 * again without sending anything twice. */
	char mid[300];
	snprintf(mid, sizeof mid, "%s.%s.%.*s@%s", x->p->name, x->dir + 5, (int)(strlen(fname) - 4), fname,
		x->p->c->domain);
	int rc = outbox_put(x->p->c, mid, name, data, len, x->e);
	free(data);
	if (rc) {
		x->rc = rc;
		return 1;
	}
	if (sf)
		unlink(sp); /* the outbox holds it now; a retry finds it there */
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
	es_err e2 = { 0 };
	int lrc = store_list_at(p->repo, commit, dir, deliver_one, &x, &e2);
	/* A failed delivery stops the listing with x.rc set and e filled; e2
	 * then says nothing. */
	if (x.rc)
		return x.rc;
	if (lrc && e2.code != ES_ENOTFOUND)
		return es_fail(e, e2.code ? e2.code : ES_EIO, "%s", e2.msg[0] ? e2.msg : "cannot list the batch's mail");
	/* Record delivery: a rename makes the marker update atomic. */
	char *mp = marker_path(p->c, p->name);
	char tmp[2100];
	snprintf(tmp, sizeof tmp, "%s.tmp", mp);
	char sp[1100];
	snprintf(sp, sizeof sp, "%s/spool", p->c->dataroot);
	mkdir(sp, 0700);
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
	snprintf(p->press, sizeof p->press, "all");
	p->vac_days = PLAY_VACATION_DAYS;
	const char *master = NULL;
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
		} else if (!strncmp(o, "press=", 6)) {
			if (strcmp(o + 6, "public") && strcmp(o + 6, "all") && strcmp(o + 6, "none"))
				rc = es_fail(e, ES_ESYNTAX, "option %s: press=public, all or none", o);
			snprintf(p->press, sizeof p->press, "%s", o + 6);
		} else if (!strncmp(o, "vacation=", 9)) {
			if (strcmp(o + 9, "stretch") && strcmp(o + 9, "none"))
				rc = es_fail(e, ES_ESYNTAX, "option %s: vacation=stretch or none", o);
			p->vac_stretch = !strcmp(o + 9, "stretch");
		} else if (!strncmp(o, "vacation_days=", 14)) {
			if (parse_ulong(o + 14, &v) || v > 365)
				rc = es_fail(e, ES_ESYNTAX, "option %s: days from 0 to 365", o);
			p->vac_days = (int)v;
		} else if (!strncmp(o, "master=", 7)) {
			if (strlen(o + 7) < PLAY_MASTER_MIN || strchr(o + 7, ' '))
				rc = es_fail(e, ES_ESYNTAX, "option master=: a password of %d or more characters, no spaces",
					PLAY_MASTER_MIN);
			master = o + 7;
		} else if (!strncmp(o, "addresses=", 10)) {
			if (strcmp(o + 10, "shared") && strcmp(o + 10, "unique"))
				rc = es_fail(e, ES_ESYNTAX, "option %s: addresses=unique or shared", o);
			p->shared_addr = !strcmp(o + 10, "shared");
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
	p->insecure = req->insecure_seed;
	if (!rc && !p->insecure && strlen(seed_hex) < PLAY_SEED_MIN_HEX)
		rc = es_fail(e, ES_ESYNTAX,
			"the seed '%s' is too short to keep secret: give at least %d hex digits (128 bits), or leave "
			"--seed out, or add --insecure-seed for a test game whose every mail says so",
			seed_hex, PLAY_SEED_MIN_HEX);
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
	if (!rc) {
		/* The secret behind passwords and reply tokens: from the OS, or
		 * from the seed for an insecure (test) game so that two data
		 * roots given the same commands stay byte-identical. */
		if (p->insecure)
			dice_derive(&p->d, "game-key", p->key, sizeof p->key);
		else
			randombytes_buf(p->key, sizeof p->key);
		p->has_key = 1;
	}
	char *plain[GAME_MAX_PLAYERS] = { 0 };
	for (int i = 0; !rc && i < p->n; i++) {
		const char *nm = req->names[i], *em = req->emails[i];
		if (!addr_player_name_ok(nm))
			rc = es_fail(e, ES_ESYNTAX, "player name '%s': %s", nm, PLAY_NAME_RULE);
		else if (!addr_valid(em))
			rc = es_fail(e, ES_ESYNTAX, "player %s: '%s' is not a mail address we can use (name@domain)", nm, em);
		else if (req->langs && req->langs[i] && !tpl_has_lang(req->langs[i]))
			rc = es_fail(e, ES_ESYNTAX, "player %s: no texts in language '%s'", nm, req->langs[i]);
		else if (req->zones && req->zones[i] && !zone_valid(req->zones[i]))
			rc = es_fail(e, ES_ESYNTAX, "player %s: '%s' is not a time zone of %s", nm, req->zones[i], ZONE_DIR);
		for (int j = 0; !rc && j < i; j++) {
			if (!strcmp(lex_fold(p->a, nm, strlen(nm)), lex_fold(p->a, p->pname[j], strlen(p->pname[j]))))
				rc = es_fail(e, ES_ESYNTAX, "two players called '%s'", nm);
			else if (!p->shared_addr && !strcasecmp(em, p->pemail[j]))
				rc = es_fail(e, ES_ESYNTAX,
					"players %s and %s share the address %s: one address, one seat (option "
					"addresses=shared allows it, and every mail then says so)",
					p->pname[j], nm, em);
		}
		if (rc)
			break;
		p->pname[i] = arena_strdup(p->a, nm);
		p->names[i] = p->pname[i];
		p->pemail[i] = arena_strdup(p->a, em);
		for (char *q = p->pemail[i]; *q; q++)
			if (*q >= 'A' && *q <= 'Z')
				*q = (char)(*q - 'A' + 'a');
		p->plang[i] = arena_strdup(p->a, req->langs && req->langs[i] ? req->langs[i] : "es");
		p->pzone[i] = req->zones && req->zones[i] ? arena_strdup(p->a, req->zones[i]) : NULL;
		plain[i] = req->passwords && req->passwords[i] && *req->passwords[i] ? arena_strdup(p->a, req->passwords[i])
										 : pw_generate(p, nm, 0);
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
		mkdir(c->dataroot, 0700);
		mkdir(gd, 0700);
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
	sbuf_reset(&sd);
	char kh[2 * sizeof p->key + 1];
	sodium_bin2hex(kh, sizeof kh, p->key, sizeof p->key);
	sbuf_printf(&sd, "key %s\n", kh);
	store_change_put(p->chg, "secret/key.txt", sd.s, sd.len);
	sodium_memzero(kh, sizeof kh);
	sbuf_free(&sd);
	if (master) {
		char *mh = pw_hash(p, "@master", master);
		if (mh) {
			char *t = arena_printf(p->a, "master %s\n", mh);
			store_change_put(p->chg, "secret/master.txt", t, strlen(t));
		}
	}
	sbuf_puts(&p->journal, "create\n");

	/* Welcome mails: password, rules and syntax, commitment, first view. */
	sbuf players = SBUF_INIT, help = SBUF_INIT, subj = SBUF_INIT, body = SBUF_INIT, view = SBUF_INIT,
	     dl = SBUF_INIT, w = SBUF_INIT;
	for (int i = 0; i < p->n; i++)
		sbuf_printf(&players, "%s%s", i ? ", " : "", p->pname[i]);
	waiting_names(p, st.waiting, &w);
	for (int i = 0; i < p->n; i++) {
		const char *lang = p->plang[i];
		sbuf_reset(&dl);
		render_deadline(p, i, &dl);
		sbuf_reset(&help);
		sbuf_reset(&subj);
		sbuf_reset(&body);
		sbuf_reset(&view);
		k->help(lang, &help);
		k->view(p->st, i, lang, &view);
		sbuf ev = SBUF_INIT;
		render_events(p, i, lang, &ev, 0);
		tpl_put(&subj, lang, "core.subject.welcome", "game", p->name, NULL);
		sbuf hidden = SBUF_INIT, kept = SBUF_INIT;
		tpl_put(&hidden, lang, "core.password.hidden", NULL);
		for (int pass = 0; pass < 2; pass++)
			tpl_put(pass ? &kept : &body, lang, "core.welcome", "player", p->pname[i], "game", p->name, "kind",
				k->kind, "players", sbuf_str(&players), "password", pass ? sbuf_str(&hidden) : plain[i],
				"commitment", p->commitment, "judge", c->address, "reply", play_reply_addr(p, i, p->a), "help",
				sbuf_str(&help), "events", ev.len ? sbuf_str(&ev) : "-\n", "view", sbuf_str(&view), "waiting",
				sbuf_str(&w), "deadline", sbuf_str(&dl), NULL);
		sbuf_free(&ev);
		queue_secret(p, i, sbuf_str(&subj), sbuf_str(&body), sbuf_str(&kept));
		sbuf_free(&hidden);
		sbuf_free(&kept);
		store_change_put(p->chg, arena_printf(p->a, "views/%s.txt", p->pname[i]), view.s, view.len);
	}
	sbuf_reset(&view);
	k->view(p->st, -1, "es", &view);
	store_change_put(p->chg, "views/public.txt", view.s, view.len);
	const char *bd = batch_dir(p);
	for (size_t i = 0; !rc && i < p->nouts; i++)
		rc = put_outgoing(p, bd, &p->out[i], p->created, e);
	store_change_put(p->chg, arena_printf(p->a, "%s/journal.txt", bd), p->journal.s, p->journal.len);
	write_state(p);
	write_meta(p);
	sbuf msg = SBUF_INIT;
	sbuf_printf(&msg, "partida creada: %s, %d jugadores (%s)\n\ncompromiso de la semilla %s\n\nlote 1", k->kind,
		p->n, sbuf_str(&players), p->commitment);
	char head[41];
	if (!rc)
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
	char prev[41]; /* the commit before, "" for the first */
	const char *names[GAME_MAX_PLAYERS + 1];
} verify_ctx;

static int verify_commit(const char *commit, const char *message, long long when, void *u)
{
	(void)message;
	(void)when;
	verify_ctx *x = u;
	play *p = x->p;
	es_err e = { 0 };
	x->ncommits++;
	int bad0 = x->bad;
	char who[300];
	if (!store_commit_ours(p->repo, commit, who, sizeof who)) {
		sbuf_printf(x->out, "commit %.12s was not made by Estafeta (committer %s)\n", commit, who);
		x->bad++;
	}
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
			/* The file starts with "# player" comment lines. */
			const char *o = orders ? orders : "";
			while (*o == '#') {
				const char *eol = strchr(o, '\n');
				o = eol ? eol + 1 : o + strlen(o);
			}
			game_lines_split(x->a, o, &gl);
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
	/* What players were told: the public view, and every seat's view
	 * that this commit wrote, in the seat's language of that commit. */
	const char *bad_view = NULL;
	sbuf v = SBUF_INIT;
	p->kind->view(x->st, -1, "es", &v);
	char *pub = read_file(p, commit, "views/public.txt", &e);
	if (!pub || strcmp(pub, sbuf_str(&v)))
		bad_view = "public";
	char *pl = read_file(p, commit, "meta/players.txt", &e);
	for (int s = 0; pl && !bad_view && s < p->n; s++) {
		char key[24], vp[96];
		snprintf(key, sizeof key, "player %d", s);
		const char *line = meta_get(x->a, pl, key);
		char nm[64], em[256], lg[8];
		if (!line || sscanf(line, "%63s %255s %7s", nm, em, lg) != 3 || strcmp(nm, p->pname[s])) {
			bad_view = "meta/players.txt";
			break;
		}
		snprintf(vp, sizeof vp, "views/%s.txt", nm);
		char *mine_v = read_file(p, commit, vp, &e);
		char *before = x->prev[0] ? read_file(p, x->prev, vp, &e) : NULL;
		if (!mine_v || (before && !strcmp(before, mine_v)))
			continue; /* not written by this commit */
		sbuf_reset(&v);
		p->kind->view(x->st, s, lg, &v);
		if (strcmp(mine_v, sbuf_str(&v)))
			bad_view = p->pname[s];
	}
	sbuf_free(&v);
	snprintf(x->prev, sizeof x->prev, "%s", commit);
	sbuf_printf(x->out, "lote %lu %.12s %s", seq, commit, same && !bad_view ? "ok" : "DIFFERENT");
	if (bad_view && same)
		sbuf_printf(x->out, " (view of %s)", bad_view);
	sbuf_putc(x->out, '\n');
	/* At most one difference a commit, however many things differ. */
	if ((!same || bad_view) && x->bad == bad0)
		x->bad++;
	if (x->bad > bad0 + 1)
		x->bad = bad0 + 1;
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
	es_err e = { 0 };
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
