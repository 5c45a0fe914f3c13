/* A game as the core sees it: opening, accessors, the seen index, the
 * view as last mailed, bot orders. The rest of play.h lives in
 * play_*.c, one job a file; see play.h for the repository layout. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/play/picture.h"
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


/* --- small helpers ------------------------------------------------------ */

static void key_hash(const char *msgid, char out[65])
{
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)msgid, strlen(msgid), NULL, 0);
	sodium_bin2hex(out, 65, h, sizeof h);
}

void play_seen_path(const char *msgid, char out[80])
{
	char h[65];
	key_hash(msgid, h);
	snprintf(out, 80, "seen/%.2s/%s", h, h);
}

/* mail/BBB/CC/SSSSSS: two levels of at most 100 entries each, so every
 * commit rewrites only small trees whatever the length of the history. */
void play_batch_path(unsigned long seq, char out[48])
{
	snprintf(out, 48, "mail/%03lu/%02lu/%06lu", seq / 10000, seq / 100 % 100, seq);
}

const char *play_batch_dir(play *p)
{
	char b[48];
	play_batch_path(p->seq, b);
	return arena_strdup(p->a, b);
}

int play_name_ok(const char *s)
{
	size_t n = strlen(s);
	if (!n || n > 64 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= '0' && s[0] <= '9')))
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-' || *s == '_' || *s == '.'))
			return 0;
	return 1;
}

play *play_alloc(const conf *c, const char *name)
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
	p->last = p->st0;
}

int play_open(play **out, const conf *c, const char *name, es_err *e)
{
	*out = NULL;
	if (!play_name_ok(name))
		return es_fail(e, ES_ENOTFOUND, "no game called '%s'", name);
	play *p = play_alloc(c, name);
	int rc = store_open(&p->repo, p->dir, e);
	if (!rc)
		rc = play_load_meta(p, NULL, e);
	if (!rc) {
		char *s = play_read_file(p, NULL, "state/game.txt", e);
		rc = s ? p->kind->load(&p->st, p->n, p->names, s, e) : e->code;
		if (!rc)
			play_rules(p, p->st);
	}
	if (rc) {
		/* A game whose directory is there but whose objects cannot be
		 * read (a torn pack) is never "no such game": its mail would be
		 * answered so and lost. */
		struct stat st;
		if (rc == ES_ENOTFOUND && !lstat(p->dir, &st) && S_ISDIR(st.st_mode)) {
			char why[sizeof e->msg];
			snprintf(why, sizeof why, "%s", e ? e->msg : "");
			rc = es_fail(e, ES_EBROKEN, "game %s cannot be opened: %s", name, why);
		}
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
const void *play_engine_state(const play *p) { return p->st; }
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

/* The mail's key joins this batch's commit (seen/XX/HASH). */
void play_mark_seen(play *p, const char *msgid)
{
	char path[80];
	play_seen_path(msgid, path);
	store_change_put(p->chg, path, msgid, strlen(msgid));
	p->seen_new = xrealloc(p->seen_new, (p->nseen + 1) * sizeof *p->seen_new);
	p->seen_new[p->nseen++] = arena_strdup(p->a, msgid);
}

int play_seen(const play *p, const char *msgid)
{
	char path[80];
	play_seen_path(msgid, path);
	if (store_exists(p->repo, path))
		return 1;
	for (size_t i = 0; i < p->nseen; i++)
		if (!strcmp(p->seen_new[i], msgid))
			return 2;
	return 0;
}

int play_view_text(const play *p, int seat, char **out, es_err *e)
{
	char path[128];
	snprintf(path, sizeof path, "views/%s.txt", seat < 0 ? "public" : p->pname[seat]);
	size_t len;
	return store_read(p->repo, path, out, &len, e);
}

int play_picture(const play *p, int seat, sbuf *png, es_err *e)
{
	return picture_of(p->kind, p->st, seat, seat >= 0 ? play_player_lang(p, seat) : NULL, png, e);
}

/* --- verify -------------------------------------------------------------- */


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
