/* `estafeta verify`: replay from the seed and the recorded inputs. */
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


typedef struct verify_ctx {
	play *p;      /* opened at HEAD for the repository and secrets */
	void *st;     /* the replayed engine state */
	dice d;       /* the replayed dice */
	arena *a;
	sbuf *out;
	es_err *e;
	int ncommits, bad;
	int old_text; /* commits whose views an earlier wording wrote */
	char prev[41]; /* the commit before, "" for the first */
	char (*by_seq)[41]; /* the commit of each batch, for "rollback N" */
	size_t nby_seq;
	long long prev_when;
	unsigned long prev_seq; /* the batch of the commit before */
	/* The seats' names as the batch being replayed had them: the
	 * creation's (its commit's meta/players.txt), then as "rename S NAME"
	 * journal lines change them, at the point of the batch they did. The
	 * engine reads them through this array. */
	const char *names[GAME_MAX_PLAYERS + 1];
	/* The stream of dice being replayed: its commitment, and the
	 * streams of a revived game that came before (play_revive.c). */
	char commitment[65], seed[2 * DICE_SEED_MAX + 1];
	unsigned long from; /* the batch its stream started */
	sbuf streams;
} verify_ctx;

/* The names of meta/players.txt at commit into x->names (those it lacks
 * stay as they are). */
static void names_at(verify_ctx *x, const char *commit)
{
	es_err e = { 0 };
	char *pl = play_read_file(x->p, commit, "meta/players.txt", &e);
	for (int s = 0; pl && s < x->p->n; s++) {
		char key[24], nm[64];
		snprintf(key, sizeof key, "player %d", s);
		const char *line = play_meta_get(x->a, pl, key);
		if (line && sscanf(line, "%63s", nm) == 1)
			x->names[s] = arena_strdup(x->a, nm);
	}
}

/* The seed of stream k in commit's secret/seed.txt ("stream K HEX"; the
 * creation's is also its "seed" line before any revival), or NULL. */
static const char *stream_seed(verify_ctx *x, const char *commit, int k)
{
	es_err e = { 0 };
	char *f = play_read_file(x->p, commit, "secret/seed.txt", &e);
	char key[24];
	snprintf(key, sizeof key, "stream %d", k);
	const char *s = f ? play_meta_get(x->a, f, key) : NULL;
	return s || k ? s : f ? play_meta_get(x->a, f, "seed") : NULL;
}

/* The dice start stream k of commit at position 0 (k > 0: the game
 * master revived the game). The stream that ends here is listed with
 * its seed, which its final mails revealed, checked against the
 * commitment its players were given. */
static int start_stream(verify_ctx *x, const char *commit, const char *meta, int k, unsigned long seq)
{
	const char *seed = stream_seed(x, commit, k);
	if (!seed && !k)
		seed = x->p->seed; /* a copy without the file: HEAD's */
	es_err e = { 0 };
	if (!seed || dice_init_hex(&x->d, seed, 0, &e)) {
		sbuf_printf(x->out, "lote %lu: no seed for stream %d\n", seq, k);
		return -1;
	}
	char check[65];
	int bad = 0;
	if (k) {
		dice_commitment(x->seed, check);
		bad = strcmp(check, x->commitment) != 0;
		sbuf_printf(&x->streams, "seed %s of batches %lu to %lu\ncommitment %s %s\n", x->seed, x->from, seq - 1,
			x->commitment, bad ? "(DOES NOT MATCH the seed)" : "(sha256 of the seed: matches)");
	}
	const char *c = play_meta_get(x->a, meta, "commitment");
	dice_commitment(seed, check);
	snprintf(x->commitment, sizeof x->commitment, "%s", c ? c : check);
	snprintf(x->seed, sizeof x->seed, "%s", seed);
	x->from = seq;
	return bad ? -1 : 0;
}

/* The replayed state plays by rules edition `rules` from now on. */
static void play_by(verify_ctx *x, unsigned rules)
{
	if (x->p->kind->has & GAME_HAS_RULES)
		x->p->kind->rules(x->st, rules);
}

static int verify_commit(const char *commit, const char *message, long long when, void *u)
{
	(void)message;
	verify_ctx *x = u;
	play *p = x->p;
	es_err e = { 0 };
	x->ncommits++;
	int bad0 = x->bad;
	char who[300];
	if (x->prev[0] && when < x->prev_when) {
		/* A clock set back while the judge ran. */
		sbuf_printf(x->out, "commit %.12s is dated before its parent (%lld s earlier)\n", commit,
			x->prev_when - when);
		x->bad++;
	}
	x->prev_when = when;
	if (!store_commit_ours(p->repo, commit, who, sizeof who)) {
		sbuf_printf(x->out, "commit %.12s was not made by Estafeta (committer %s)\n", commit, who);
		x->bad++;
	}
	char *meta = play_read_file(p, commit, "meta/game.txt", &e);
	unsigned long seq = 0, pos = 0;
	if (!meta || play_parse_ulong(play_meta_get(x->a, meta, "seq"), &seq) || play_parse_ulong(play_meta_get(x->a, meta, "dice"), &pos)) {
		sbuf_printf(x->out, "commit %.12s: meta/game.txt unreadable\n", commit);
		x->bad++;
		return 0;
	}
	/* Each commit's batch replays under the rules edition it was played
	 * by, which a game keeps from its creation. */
	unsigned rules = play_meta_rules(x->a, meta);
	if (!rules) {
		sbuf_printf(x->out, "commit %.12s: rules edition unknown to this release\n", commit);
		x->bad++;
		return 0;
	}
	if (x->st)
		play_by(x, rules);
	char jp[80];
	char bp[48];
	play_batch_path(seq, bp);
	snprintf(jp, sizeof jp, "%s/journal.txt", bp);
	/* A batch's inputs are applied once: a later commit that names the
	 * same batch (none Estafeta makes) replays nothing, and is checked
	 * against the state its batch left. */
	char *journal = x->prev[0] && seq == x->prev_seq ? NULL : play_read_file(p, commit, jp, &e);
	x->prev_seq = seq;
	game_events ev = { x->a, NULL, 0, 0 };
	for (const char *l = journal ? journal : ""; *l;) {
		const char *nl = strchr(l, '\n');
		char *line = arena_strndup(x->a, l, nl ? (size_t)(nl - l) : strlen(l));
		int seat;
		char in[16], in2[64];
		if (!strcmp(line, "create")) {
			if (x->st)
				p->kind->free(x->st);
			x->st = NULL;
			names_at(x, commit);
			if (start_stream(x, commit, meta, 0, seq) ||
				p->kind->create(&x->st, p->n, x->names, (const char *const *)p->opts, p->nopts, &x->d, &ev, &e)) {
				sbuf_printf(x->out, "lote %lu: create failed: %s\n", seq, e.msg);
				x->bad++;
				return 1;
			}
			play_by(x, rules);
		} else if (!x->st) {
			sbuf_printf(x->out, "lote %lu: no creation before '%s'\n", seq, line);
			x->bad++;
			return 1;
		} else if (sscanf(line, "orders %d %15s", &seat, in) == 2 && seat >= 0 && seat < p->n) {
			char op[96];
			snprintf(op, sizeof op, "%s/%s.orders", bp, in);
			char *orders = play_read_file(p, commit, op, &e);
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
					x->names[seat], orders ? rej.why : "file missing");
				x->bad++;
			}
			sbuf_free(&canon);
			sbuf_free(&echo);
		} else if (sscanf(line, "rename %d %63s", &seat, in2) == 2 && seat >= 0 && seat < p->n) {
			x->names[seat] = arena_strdup(x->a, in2);
		} else if (!strcmp(line, "timeout")) {
			p->kind->timeout(x->st, &x->d, &ev);
		} else if (!strncmp(line, "draw", 4) && (!line[4] || line[4] == ' ')) {
			/* "draw" (earlier releases: every seat) or "draw MASK" */
			unsigned long among = GAME_ALL;
			if (line[4] && (play_parse_ulong(line + 5, &among) || among > GAME_ALL))
				among = GAME_ALL;
			p->kind->declare_draw(x->st, (uint32_t)among, &ev);
		} else if (!strncmp(line, "reseed ", 7)) {
			/* The game master revived a finished game: the dice
			 * go on from a new seed, position 0. */
			unsigned long k;
			if (play_parse_ulong(line + 7, &k) || !k || k > 1000) {
				sbuf_printf(x->out, "lote %lu: bad journal line '%s'\n", seq, line);
				x->bad++;
			} else if (start_stream(x, commit, meta, (int)k, seq)) {
				x->bad++;
			}
		} else if (!strncmp(line, "rollback ", 9)) {
			/* The game master brought back the state of batch N,
			 * which this walk checked already; the dice go on.
			 * "rollback N redeal": then what no seat had seen was
			 * dealt again from them (earlier releases: "rollback N"). */
			unsigned long back;
			void *ns = NULL;
			char *text = NULL, *sp = strchr(line + 9, ' ');
			int redeal = sp && !strcmp(sp, " redeal");
			if (redeal)
				*sp = '\0';
			/* A published copy leaves out batches that changed
			 * nothing (publish.c): the state then is the one
			 * of the batch before. */
			if (!play_parse_ulong(line + 9, &back) && back < x->nby_seq)
				while (back > 0 && !x->by_seq[back][0])
					back--;
			if (back < x->nby_seq && x->by_seq[back][0])
				text = play_read_file(p, x->by_seq[back], "state/game.txt", &e);
			if (!text || p->kind->load(&ns, p->n, x->names, text, &e)) {
				sbuf_printf(x->out, "lote %lu: cannot bring back the state of '%s'\n", seq, line);
				x->bad++;
			} else {
				p->kind->free(x->st);
				x->st = ns;
				play_by(x, rules);
				if (redeal)
					p->kind->redeal(x->st, GAME_UNSEEN, &x->d);
			}
		} else {
			sbuf_printf(x->out, "lote %lu: unknown journal line '%s'\n", seq, line);
			x->bad++;
		}
		if (!nl)
			break;
		l = nl + 1;
	}
	/* Every commit carries the commitment of the stream it plays from. */
	const char *cm = play_meta_get(x->a, meta, "commitment");
	if (cm && x->commitment[0] && strcmp(cm, x->commitment)) {
		sbuf_printf(x->out, "commit %.12s: commitment %s is not the one the players were given\n", commit, cm);
		x->bad++;
	}
	if (!x->st) {
		sbuf_printf(x->out, "lote %lu: no game created\n", seq);
		x->bad++;
		return 1;
	}
	sbuf mine = SBUF_INIT;
	p->kind->save(x->st, &mine);
	sbuf_sort_lines(&mine);
	char *theirs = play_read_file(p, commit, "state/game.txt", &e);
	int same = theirs && !strcmp(theirs, sbuf_str(&mine)) && pos == x->d.pos;
	/* What players were told: the public view, and every seat's view
	 * that this commit wrote, in the seat's language of that commit --
	 * when this release words views as the commit's release did. */
	unsigned long text = 1;
	const char *tl = play_meta_get(x->a, meta, "text");
	if (tl && play_parse_ulong(tl, &text))
		text = 0;
	const char *bad_view = NULL;
	sbuf v = SBUF_INIT;
	char *pl = NULL;
	if (text == PLAY_TEXT_EDITION) {
		p->kind->view(x->st, -1, "es", &v);
		char *pub = play_read_file(p, commit, "views/public.txt", &e);
		if (!pub || strcmp(pub, sbuf_str(&v)))
			bad_view = "public";
		pl = play_read_file(p, commit, "meta/players.txt", &e);
	} else {
		x->old_text++;
	}
	for (int s = 0; pl && !bad_view && s < p->n; s++) {
		char key[24], vp[96];
		snprintf(key, sizeof key, "player %d", s);
		const char *line = play_meta_get(x->a, pl, key);
		char nm[64], em[256], lg[8];
		if (!line || sscanf(line, "%63s %255s %7s", nm, em, lg) != 3 || strcmp(nm, x->names[s])) {
			bad_view = "meta/players.txt";
			break;
		}
		snprintf(vp, sizeof vp, "views/%s.txt", nm);
		char *mine_v = play_read_file(p, commit, vp, &e);
		char *before = x->prev[0] ? play_read_file(p, x->prev, vp, &e) : NULL;
		if (!mine_v || (before && !strcmp(before, mine_v)))
			continue; /* not written by this commit */
		sbuf_reset(&v);
		p->kind->view(x->st, s, lg, &v);
		if (strcmp(mine_v, sbuf_str(&v)))
			bad_view = x->names[s];
	}
	sbuf_free(&v);
	snprintf(x->prev, sizeof x->prev, "%s", commit);
	if (seq < 1000000) {
		if (seq >= x->nby_seq) {
			size_t n = 2 * seq + 16;
			x->by_seq = xrealloc(x->by_seq, n * sizeof *x->by_seq);
			memset(x->by_seq + x->nby_seq, 0, (n - x->nby_seq) * sizeof *x->by_seq);
			x->nby_seq = n;
		}
		snprintf(x->by_seq[seq], sizeof x->by_seq[seq], "%s", commit);
	}
	sbuf_printf(x->out, "lote %lu %.12s %s", seq, commit, same && !bad_view ? "ok" : "DIFFERENT");
	if (text != PLAY_TEXT_EDITION)
		sbuf_printf(x->out, " (views worded by text edition %lu: state only)", text);
	else if (bad_view && same)
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
	/* ... and the stream replayed last is the seed HEAD keeps. */
	int commit_ok = !strcmp(check, p->commitment) && (!x.seed[0] || !strcmp(x.seed, p->seed));
	sbuf_puts(out, sbuf_str(&x.streams));
	sbuf_free(&x.streams);
	/* The seed of a running game would reveal every hand and every future
	 * die: it is printed only once the final mails have revealed it. */
	game_status st;
	play_status(p, &st);
	if (st.over)
		sbuf_printf(out, "seed %s\n", p->seed);
	else
		sbuf_puts(out, "seed (secret while the game runs)\n");
	sbuf_printf(out, "commitment %s %s\n", p->commitment,
		commit_ok ? "(sha256 of the seed: matches)" : "(DOES NOT MATCH the seed)");
	sbuf_printf(out, "%d commits, %d different\n", x.ncommits, x.bad);
	if (x.old_text)
		sbuf_printf(out, "%d commits worded by an earlier release: their state and dice compared, their views not\n",
			x.old_text);
	if (x.st)
		p->kind->free(x.st);
	free(x.by_seq);
	arena_free(x.a);
	play_free(p);
	if (!rc && (x.bad || !commit_ok || !x.ncommits))
		rc = es_fail(e, ES_ECONFLICT, "verify failed: %d of %d commits differ", x.bad, x.ncommits);
	return rc;
}
