/* meta/game.txt, meta/players.txt and the secret/ files: writing them at
 * a commit, reading them back. */
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
#include <inttypes.h>
#include <stdarg.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* When the defaults apply: the deadline and the grace period after it. */
int64_t play_due(const play *p)
{
	return p->deadline ? p->deadline + (int64_t)p->grace_hours * 3600 : 0;
}

void play_comasters_parse(play *p, const char *text)
{
	p->ncomaster = 0;
	for (const char *l = text; l && *l && p->ncomaster < PLAY_COMASTERS;) {
		const char *nl = strchr(l, '\n');
		char *line = arena_strndup(p->a, l, nl ? (size_t)(nl - l) : strlen(l));
		char a[256], h[256];
		if (sscanf(line, "comaster %255s %255s", a, h) == 2 && addr_valid(a)) {
			p->comaster_addr[p->ncomaster] = arena_strdup(p->a, a);
			p->comaster_hash[p->ncomaster++] = arena_strdup(p->a, h);
		}
		l = nl ? nl + 1 : NULL;
	}
}


/* --- meta files ---------------------------------------------------------- */

void play_write_meta(play *p)
{
	sbuf b = SBUF_INIT;
	char iso[32];
	sbuf_printf(&b, "format %d\ntext %d\nrules %u\nkind %s\nname %s\nseq %lu\nstep %u\nreminded %u\n", PLAY_FORMAT,
		PLAY_TEXT_EDITION, p->rules, p->kind->kind, p->name, p->seq, p->step, p->reminded);
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
	if (p->votes)
		sbuf_printf(&b, "draw-votes %" PRIu32 "\n", p->votes);
	/* Written only when set, so older games read the same. */
	if (p->nopic)
		sbuf_printf(&b, "picture-off %" PRIu32 "\n", p->nopic);
	if (p->json)
		sbuf_printf(&b, "json %" PRIu32 "\n", p->json);
	if (p->bot_after)
		sbuf_printf(&b, "bot-after %d\n", p->bot_after);
	if (p->grace_hours)
		sbuf_printf(&b, "grace-hours %d\n", p->grace_hours);
	if (p->gm_zone)
		sbuf_printf(&b, "master-zone %s\n", p->gm_zone);
	if (p->html_default)
		sbuf_puts(&b, "html-default on\n");
	if (p->digest)
		sbuf_puts(&b, "master-digest daily\n");
	if (p->html_on)
		sbuf_printf(&b, "html-on %" PRIu32 "\n", p->html_on);
	if (p->html_off)
		sbuf_printf(&b, "html-off %" PRIu32 "\n", p->html_off);
	for (int i = 0; i < p->n; i++)
		if (p->listed_at[i])
			sbuf_printf(&b, "standings-%d %s %lld\n", i, p->unlisted & GAME_SEAT(i) ? "off" : "on",
				(long long)p->listed_at[i]);
	for (int i = 0; i < p->n; i++) {
		if (p->missed[i])
			sbuf_printf(&b, "missed-%d %u\n", i, p->missed[i]);
		if (p->bots & GAME_SEAT(i))
			sbuf_printf(&b, "bot %d\n", i);
	}
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
	/* Addresses live here, never in meta/game.txt, which publish copies. */
	if (p->master_addr)
		sbuf_printf(&b, "master %s\n", p->master_addr);
	sbuf_sort_lines(&b);
	store_change_put(p->chg, "meta/players.txt", b.s, b.len);
	sbuf_reset(&b);
	for (int i = 0; i < p->n; i++)
		sbuf_printf(&b, "%s %s\n", p->pname[i], p->pwhash[i]);
	sbuf_sort_lines(&b);
	store_change_put(p->chg, "secret/passwords.txt", b.s, b.len);
	sbuf_free(&b);
}

void play_write_state(play *p)
{
	sbuf b = SBUF_INIT;
	p->kind->save(p->st, &b);
	sbuf_sort_lines(&b);
	store_change_put(p->chg, "state/game.txt", b.s, b.len);
	sbuf_free(&b);
}

/* Iterates "key rest" lines of a text; returns the rest of the first line
 * with that key, or NULL. */
const char *play_meta_get(arena *a, const char *text, const char *key)
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

/* Commits written before the "rules" line: a release with the "text"
 * line played by edition 2, one without it by edition 1. */
unsigned play_meta_rules(arena *a, const char *meta)
{
	const char *l = play_meta_get(a, meta, "rules");
	unsigned long r;
	if (!l)
		return play_meta_get(a, meta, "text") ? 2 : 1;
	return play_parse_ulong(l, &r) || r < 1 || r > GAME_RULES_EDITION ? 0 : (unsigned)r;
}

void play_rules(const play *p, void *st)
{
	if (p->rules < GAME_RULES_EDITION && (p->kind->has & GAME_HAS_RULES))
		p->kind->rules(st, p->rules);
}

int play_parse_ulong(const char *s, unsigned long *out)
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

char *play_read_file(play *p, const char *commit, const char *path, es_err *e)
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
int play_load_meta(play *p, const char *commit, es_err *e)
{
	play_meta_files f = { 0 };
	f.game = play_read_file(p, commit, "meta/game.txt", e);
	f.players = f.game ? play_read_file(p, commit, "meta/players.txt", e) : NULL;
	f.passwords = f.players ? play_read_file(p, commit, "secret/passwords.txt", e) : NULL;
	f.seed = f.passwords ? play_read_file(p, commit, "secret/seed.txt", e) : NULL;
	if (!f.seed)
		return e->code ? e->code : ES_EIO;
	es_err me = { 0 };
	f.master = play_read_file(p, commit, "secret/master.txt", &me);
	f.key = play_read_file(p, commit, "secret/key.txt", &me);
	return play_meta_parse(p, &f, e);
}

int play_meta_parse(play *p, const play_meta_files *mf, es_err *e)
{
	const char *g = mf->game, *pl = mf->players, *pw = mf->passwords, *sd = mf->seed;
	/* Format 1 (no line): games made before secret/key.txt and the
	 * envelope line; read as they are, written back as the current format
	 * at their next commit. A newer format is refused, never guessed. */
	unsigned long fmt = 1;
	const char *fl = play_meta_get(p->a, g, "format");
	if (fl && (play_parse_ulong(fl, &fmt) || fmt < 1))
		return es_fail(e, ES_ECONFLICT, "game %s: bad format line '%s'", p->name, fl);
	if (fmt > PLAY_FORMAT)
		return es_fail(e, ES_ECONFLICT, "game %s was made by a newer Estafeta (format %lu; this one reads up to %d)",
			p->name, fmt, PLAY_FORMAT);
	p->rules = play_meta_rules(p->a, g);
	if (!p->rules)
		return es_fail(e, ES_ECONFLICT, "game %s: rules edition '%s' unknown (this Estafeta plays up to %d)",
			p->name, play_meta_get(p->a, g, "rules"), GAME_RULES_EDITION);
	const char *kind = play_meta_get(p->a, g, "kind");
	p->kind = kind ? game_find(kind) : NULL;
	if (!p->kind)
		return es_fail(e, ES_ECONFLICT, "game %s: unknown kind '%s'", p->name, kind ? kind : "");
	unsigned long seq, step, rem, dh, rh, pos;
	if (play_parse_ulong(play_meta_get(p->a, g, "seq"), &seq) || play_parse_ulong(play_meta_get(p->a, g, "step"), &step) ||
		play_parse_ulong(play_meta_get(p->a, g, "reminded"), &rem) || play_parse_ulong(play_meta_get(p->a, g, "dice"), &pos) ||
		play_parse_ulong(play_meta_get(p->a, g, "deadline-hours"), &dh) ||
		play_parse_ulong(play_meta_get(p->a, g, "reminder-hours"), &rh))
		return es_fail(e, ES_ECONFLICT, "game %s: meta/game.txt is damaged", p->name);
	p->seq = seq;
	p->step = (unsigned)step;
	p->reminded = (unsigned)rem;
	p->deadline_hours = (int)dh;
	p->reminder_hours = (int)rh;
	const char *c = play_meta_get(p->a, g, "commitment");
	snprintf(p->commitment, sizeof p->commitment, "%s", c ? c : "");
	const char *cr = play_meta_get(p->a, g, "created");
	if (!cr || when_parse(cr, &p->created, e))
		return es_fail(e, ES_ECONFLICT, "game %s: bad creation date", p->name);
	const char *pr = play_meta_get(p->a, g, "press");
	snprintf(p->press, sizeof p->press, "%s", pr ? pr : "all");
	unsigned long left;
	p->paused = !play_parse_ulong(play_meta_get(p->a, g, "paused"), &left);
	p->pause_left = p->paused ? (int64_t)left : 0;
	p->abandoned = play_meta_get(p->a, g, "abandoned") != NULL;
	p->vac_stretch = play_meta_get(p->a, g, "vacation") != NULL;
	unsigned long vd;
	p->vac_days = play_parse_ulong(play_meta_get(p->a, g, "vacation-days"), &vd) ? PLAY_VACATION_DAYS : (int)vd;
	p->insecure = play_meta_get(p->a, g, "insecure-seed") != NULL;
	p->shared_addr = play_meta_get(p->a, g, "addresses") != NULL;
	for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
		char key[24], f[32], t[32];
		unsigned long used;
		snprintf(key, sizeof key, "vacation-used-%d", i);
		p->vac_used[i] = play_parse_ulong(play_meta_get(p->a, g, key), &used) ? 0 : (int64_t)used;
		snprintf(key, sizeof key, "vacation-%d", i);
		const char *v = play_meta_get(p->a, g, key);
		p->vac_from[i] = p->vac_to[i] = 0;
		if (v && (sscanf(v, "%31s %31s", f, t) != 2 || when_parse(f, &p->vac_from[i], e) ||
				 when_parse(t, &p->vac_to[i], e)))
			return es_fail(e, ES_ECONFLICT, "game %s: bad %s line", p->name, key);
	}
	unsigned long dv; /* optional: games before the draw vote have none */
	p->votes = play_parse_ulong(play_meta_get(p->a, g, "draw-votes"), &dv) ? 0 : (uint32_t)dv & GAME_ALL;
	p->expelled = 0;
	for (const char *l = g; (l = strstr(l, "expelled ")); l++)
		if (l == g || l[-1] == '\n')
			p->expelled |= GAME_SEAT((int)strtol(l + 9, NULL, 10) & 31);
	p->bots = 0;
	for (const char *l = g; (l = strstr(l, "bot ")); l++)
		if (l == g || l[-1] == '\n') {
			long s = strtol(l + 4, NULL, 10);
			if (s >= 0 && s < GAME_MAX_PLAYERS)
				p->bots |= GAME_SEAT((int)s);
		}
	unsigned long pm;
	p->nopic = play_parse_ulong(play_meta_get(p->a, g, "picture-off"), &pm) ? 0 : (uint32_t)pm & GAME_ALL;
	p->json = play_parse_ulong(play_meta_get(p->a, g, "json"), &pm) ? 0 : (uint32_t)pm & GAME_ALL;
	p->html_default = play_meta_get(p->a, g, "html-default") != NULL;
	p->digest = play_meta_get(p->a, g, "master-digest") != NULL;
	p->html_on = play_parse_ulong(play_meta_get(p->a, g, "html-on"), &pm) ? 0 : (uint32_t)pm & GAME_ALL;
	p->html_off = play_parse_ulong(play_meta_get(p->a, g, "html-off"), &pm) ? 0 : (uint32_t)pm & GAME_ALL;
	p->unlisted = 0;
	for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
		char key[24], st[4];
		long long at;
		snprintf(key, sizeof key, "standings-%d", i);
		const char *v = play_meta_get(p->a, g, key);
		p->listed_at[i] = v && sscanf(v, "%3s %lld", st, &at) == 2 && at > 0 ? at : 0;
		if (p->listed_at[i] && !strcmp(st, "off"))
			p->unlisted |= GAME_SEAT(i);
	}
	unsigned long ba;
	p->bot_after = play_parse_ulong(play_meta_get(p->a, g, "bot-after"), &ba) || ba > 255 ? 0 : (int)ba;
	p->grace_hours = play_parse_ulong(play_meta_get(p->a, g, "grace-hours"), &ba) || ba > 24 * 30 ? 0 : (int)ba;
	const char *mz = play_meta_get(p->a, g, "master-zone");
	p->gm_zone = mz && zone_valid(mz) ? arena_strdup(p->a, mz) : NULL;
	for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
		char key[24];
		unsigned long m;
		snprintf(key, sizeof key, "missed-%d", i);
		p->missed[i] = play_parse_ulong(play_meta_get(p->a, g, key), &m) || m > 255 ? 0 : (unsigned char)m;
	}
	const char *mh = mf->master ? play_meta_get(p->a, mf->master, "master") : NULL;
	p->master_hash = mh ? arena_strdup(p->a, mh) : NULL;
	play_comasters_parse(p, mf->master);
	const char *dl = play_meta_get(p->a, g, "deadline");
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
		if (!strncmp(line, "master ", 7)) { /* the game master's address, below */
			if (!nl)
				break;
			l = nl + 1;
			continue;
		}
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
	const char *ma = play_meta_get(p->a, pl, "master");
	p->master_addr = ma && addr_valid(ma) ? arena_strdup(p->a, ma) : NULL;
	for (int i = 0; i < p->n; i++) {
		const char *h = play_meta_get(p->a, pw, p->pname[i]);
		p->pwhash[i] = h ? arena_strdup(p->a, h) : NULL;
	}
	const char *seed = play_meta_get(p->a, sd, "seed");
	if (!seed)
		return es_fail(e, ES_ECONFLICT, "game %s: no seed", p->name);
	snprintf(p->seed, sizeof p->seed, "%s", seed);
	p->seed_file = arena_strdup(p->a, sd);
	const char *kh = mf->key ? play_meta_get(p->a, mf->key, "key") : NULL;
	size_t kl = 0;
	p->has_key = kh && !sodium_hex2bin(p->key, sizeof p->key, kh, strlen(kh), NULL, &kl, NULL) && kl == sizeof p->key;
	return dice_init_hex(&p->d, p->seed, pos, e);
}

void play_master_of(const conf *c, const char *name, char out[256])
{
	out[0] = '\0';
	char dir[1200];
	snprintf(dir, sizeof dir, "%s/games/%s", c->dataroot, name);
	store *s = NULL;
	es_err e = { 0 };
	char *text = NULL;
	if (!store_open(&s, dir, &e) && !store_read(s, "meta/players.txt", &text, NULL, &e)) {
		arena *a = arena_new();
		const char *ma = play_meta_get(a, text, "master");
		if (ma && addr_valid(ma))
			snprintf(out, 256, "%s", ma);
		arena_free(a);
	}
	free(text);
	store_free(s);
}
