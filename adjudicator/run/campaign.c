/* The campaign page; see campaign.h. */
#include "adjudicator/run/campaign.h"
#include "adjudicator/base/afile.h"
#include "adjudicator/base/arena.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/play/play.h"
#include "adjudicator/run/batch_failing.h"
#include "adjudicator/run/gamelist.h"
#include "adjudicator/run/publish.h"
#include "adjudicator/store/store.h"
#include "games/game.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* One player across the campaign, by name (case folded). */
typedef struct standing {
	char name[65];
	int games, wins, draws, out;
	int answered, defaults;
	long long answer_s; /* summed over `answered` */
	long long listed_at; /* the latest CLASIFICACION SI|NO in any game (0: none) */
	int unlisted;        /* that choice was NO */
} standing;

/* One game's line as LISTA would tell it (strings in the arena). */
typedef struct game_row {
	const char *name, *kind, *phase, *waiting;
	int bad, over, paused, nwin;
	unsigned turn;
	long long deadline;
	const char *winner[GAME_MAX_PLAYERS];
} game_row;

typedef struct signup_row {
	const char *name, *kind;
	int taken, seats;
} signup_row;

struct campaign {
	arena *a;
	standing *s;
	size_t n, cap;
	game_row *g;
	size_t ng;
	signup_row *f;
	size_t nf;
};

static standing *known(const campaign *k, const char *name)
{
	for (size_t i = 0; i < k->n; i++)
		if (!strcasecmp(k->s[i].name, name))
			return &k->s[i];
	return NULL;
}

static standing *player(campaign *k, const char *name)
{
	for (size_t i = 0; i < k->n; i++)
		if (!strcasecmp(k->s[i].name, name))
			return &k->s[i];
	if (k->n == k->cap) {
		k->cap = k->cap ? 2 * k->cap : 32;
		k->s = xrealloc(k->s, k->cap * sizeof *k->s);
	}
	standing *p = &k->s[k->n++];
	memset(p, 0, sizeof *p);
	snprintf(p->name, sizeof p->name, "%s", name);
	return p;
}

/* The walk of one game's history: the batch that started each decision
 * (its step changed), the seats whose orders a batch received, and the
 * deadlines missed (meta's missed-N, a count in a row). */
typedef struct walk {
	store *repo;
	standing *seat[GAME_MAX_PLAYERS];
	int n;
	unsigned long step;
	long long start;
	unsigned missed[GAME_MAX_PLAYERS];
	int first;
} walk;

/* A number of meta, 0 when absent or bad. */
static unsigned long meta_ulong(arena *a, const char *meta, const char *key)
{
	unsigned long v;
	return play_parse_ulong(play_meta_get(a, meta, key), &v) ? 0 : v;
}

static int on_commit(const char *hex, const char *msg, long long when, void *u)
{
	(void)msg;
	walk *w = u;
	char *meta = NULL, *journal = NULL;
	size_t len;
	es_err e = { 0 };
	if (store_read_at(w->repo, hex, "meta/game.txt", &meta, &len, &e))
		return 0;
	arena *a = arena_new();
	unsigned long seq = meta_ulong(a, meta, "seq"), step = meta_ulong(a, meta, "step");
	char bd[48], jp[80];
	play_batch_path(seq, bd);
	snprintf(jp, sizeof jp, "%s/journal.txt", bd);
	uint32_t answered = 0;
	if (!w->first && !store_read_at(w->repo, hex, jp, &journal, &len, &e)) {
		for (const char *l = journal; l && *l;) {
			int seat;
			char in[4];
			if (sscanf(l, "orders %d %3[a-z]", &seat, in) == 2 && !strcmp(in, "in") && seat >= 0 && seat < w->n)
				answered |= GAME_SEAT(seat);
			l = strchr(l, '\n');
			l = l ? l + 1 : NULL;
		}
	}
	for (int s = 0; s < w->n; s++) {
		if (answered & GAME_SEAT(s)) {
			w->seat[s]->answered++;
			w->seat[s]->answer_s += when > w->start ? when - w->start : 0;
		}
		char key[16];
		snprintf(key, sizeof key, "missed-%d", s);
		unsigned m = (unsigned)meta_ulong(a, meta, key);
		if (m > w->missed[s])
			w->seat[s]->defaults += (int)(m - w->missed[s]);
		else if (m < w->missed[s] && m)
			w->seat[s]->defaults += (int)m; /* reset by an answer, then missed again */
		w->missed[s] = m;
	}
	if (w->first || step != w->step) {
		w->step = step;
		w->start = when;
	}
	w->first = 0;
	arena_free(a);
	free(meta);
	free(journal);
	return 0;
}

/* A game's standings into k, its line into k->g; games master does not
 * run are left out (master NULL: every game). */
static void one_game(const conf *c, const char *name, const char *master, campaign *k)
{
	game_facts f;
	es_err e = { 0 };
	char why[8];
	play *p = NULL;
	int bad = batch_failing(c, name, why, sizeof why) || gamelist_facts(c, name, &f, &e) || play_open(&p, c, name, &e);
	if (master && (bad || !play_mastered_by(p, master))) {
		play_free(p);
		return;
	}
	game_row *r = &k->g[k->ng++];
	memset(r, 0, sizeof *r);
	r->name = arena_strdup(k->a, name);
	if (bad) {
		r->bad = 1;
		play_free(p);
		return;
	}
	game_status st;
	play_status(p, &st);
	r->kind = arena_strdup(k->a, f.kind);
	r->phase = arena_strdup(k->a, f.phase);
	r->waiting = arena_strdup(k->a, f.waiting);
	r->over = f.over;
	r->paused = f.paused;
	r->turn = f.turn;
	r->deadline = !f.over && !f.paused ? f.deadline : 0;

	walk w = { 0 };
	w.n = play_nplayers(p);
	w.first = 1;
	int nw = 0;
	for (int s = 0; s < w.n; s++) /* may move k->s: pointers after */
		player(k, play_player_name(p, s));
	for (int s = 0; s < w.n; s++) {
		w.seat[s] = known(k, play_player_name(p, s));
		w.seat[s]->games++;
		nw += !!(st.winners & GAME_SEAT(s));
		if (f.over && (st.winners & GAME_SEAT(s)))
			r->winner[r->nwin++] = arena_strdup(k->a, play_player_name(p, s));
		int off;
		long long at = play_listed(p, s, &off);
		if (at && at >= w.seat[s]->listed_at) {
			w.seat[s]->listed_at = at;
			w.seat[s]->unlisted = off;
		}
	}
	for (int s = 0; st.over && s < w.n; s++) {
		if (!(st.winners & GAME_SEAT(s)))
			w.seat[s]->out++;
		else if (nw == 1)
			w.seat[s]->wins++;
		else
			w.seat[s]->draws++;
	}
	play_free(p);
	char dir[1200];
	snprintf(dir, sizeof dir, "%s/games/%s", c->dataroot, name);
	if (!store_open(&w.repo, dir, &e))
		store_walk(w.repo, on_commit, &w, &e);
	store_free(w.repo);
}

/* A name the standings may show: a player who said CLASIFICACION NO (the
 * latest word in any game) is not named anywhere the campaign adds to
 * what LISTA tells. */
static int listed(const campaign *k, const char *name)
{
	const standing *s = known(k, name);
	return !s || !s->unlisted;
}

static int by_standing(const void *x, const void *y)
{
	const standing *a = x, *b = y;
	if (a->wins != b->wins)
		return b->wins - a->wins;
	if (a->draws != b->draws)
		return b->draws - a->draws;
	return strcasecmp(a->name, b->name);
}

/* The sign-ups still open: name, kind, seats taken. */
static void signups(const conf *c, const char *master, campaign *k)
{
	size_t n;
	char **names = gamelist_forming_names(c, &n);
	k->f = arena_alloc(k->a, (n + 1) * sizeof *k->f);
	for (size_t i = 0; i < n; i++) {
		forming_facts f;
		es_err e = { 0 };
		if (gamelist_forming(c, names[i], &f, &e) || f.started || f.cancelled ||
			(master && strcasecmp(f.creator, master)))
			continue;
		k->f[k->nf++] = (signup_row){ arena_strdup(k->a, names[i]), arena_strdup(k->a, f.kind), f.taken, f.seats };
	}
	gamelist_free(names, n);
}

campaign *campaign_build(const conf *c, const char *master, const char *game)
{
	campaign *k = xcalloc(1, sizeof *k);
	k->a = arena_new();
	size_t n;
	char **names = gamelist_names(c, &n);
	k->g = arena_alloc(k->a, (n + 1) * sizeof *k->g);
	for (size_t i = 0; i < n; i++)
		if (!game || !strcmp(game, names[i]))
			one_game(c, names[i], master, k);
	gamelist_free(names, n);
	if (!game)
		signups(c, master, k);
	else
		k->f = arena_alloc(k->a, sizeof *k->f);
	if (k->n)
		qsort(k->s, k->n, sizeof *k->s, by_standing);
	return k;
}

void campaign_free(campaign *k)
{
	if (!k)
		return;
	arena_free(k->a);
	free(k->s);
	free(k);
}

/* The winners a page or mail may name, comma-separated, with how many it
 * may not. */
static int winners(const campaign *k, const game_row *r, sbuf *out, int html)
{
	int any = 0, hidden = 0;
	for (int i = 0; i < r->nwin; i++) {
		if (!listed(k, r->winner[i])) {
			hidden++;
			continue;
		}
		sbuf_puts(out, any++ ? ", " : "");
		if (html)
			publish_html(out, r->winner[i]);
		else
			sbuf_puts(out, r->winner[i]);
	}
	if (hidden)
		sbuf_printf(out, "%s+%d", any ? ", " : "", hidden);
	return any + hidden;
}

static void html_game(const campaign *k, const game_row *r, arena *a, sbuf *rows)
{
	sbuf_puts(rows, "<tr><td>");
	publish_html(rows, r->name);
	sbuf_puts(rows, "</td>");
	if (r->bad) {
		sbuf_puts(rows, "<td colspan=\"4\">no disponible <span class=\"en\">(unavailable)</span></td></tr>\n");
		return;
	}
	sbuf_puts(rows, "<td>");
	publish_html(rows, r->kind);
	sbuf_puts(rows, "</td><td>");
	if (r->over) {
		sbuf_puts(rows, "terminada <span class=\"en\">(over)</span>: ");
		if (!winners(k, r, rows, 1))
			sbuf_puts(rows, "sin resultado <span class=\"en\">(no result)</span>");
	} else {
		publish_html(rows, play_phase_text(a, r->kind, r->phase, "es"));
		sbuf_printf(rows, ", turno %u", r->turn);
		if (r->paused)
			sbuf_puts(rows, "; en pausa <span class=\"en\">(paused)</span>");
	}
	sbuf_puts(rows, "</td><td>");
	publish_html(rows, r->over || !r->waiting[0] ? "-" : r->waiting);
	char dl[32] = "-";
	if (r->deadline)
		when_iso(r->deadline, dl);
	sbuf_printf(rows, "</td><td>%s</td></tr>\n", dl);
}

static void html_standings(const campaign *k, sbuf *b)
{
	sbuf_puts(b, "<h2>Clasificación <span class=\"en\">(standings)</span></h2>\n<table>\n<tr><th>Jugador <span "
		     "class=\"en\">(player)</span></th><th>Partidas <span class=\"en\">(games)</span></th><th>Victorias "
		     "<span class=\"en\">(wins)</span></th><th>Tablas <span class=\"en\">(draws)</span></th><th>Eliminado "
		     "<span class=\"en\">(out)</span></th><th>Respuestas a tiempo <span class=\"en\">(answered in "
		     "time)</span></th><th>Plazos vencidos <span class=\"en\">(defaults applied)</span></th><th>Respuesta "
		     "media <span class=\"en\">(average answer)</span></th></tr>\n");
	for (size_t i = 0; i < k->n; i++) {
		const standing *s = &k->s[i];
		if (s->unlisted)
			continue;
		sbuf_puts(b, "<tr><td>");
		publish_html(b, s->name);
		sbuf_printf(b, "</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>", s->games,
			s->wins, s->draws, s->out, s->answered, s->defaults);
		if (s->answered)
			sbuf_printf(b, "%.1f h", (double)s->answer_s / s->answered / 3600.0);
		else
			sbuf_puts(b, "-");
		sbuf_puts(b, "</td></tr>\n");
	}
	sbuf_puts(b, "</table>\n");
}

int campaign_write(const campaign *k, const char *dir, es_err *e)
{
	if (mkdir(dir, 0755) && errno != EEXIST)
		return es_fail(e, es_errno_code(errno), "cannot make %s: %s", dir, strerror(errno));
	sbuf b = SBUF_INIT;
	arena *a = arena_new();
	publish_head(&b, "Campaña");
	sbuf_puts(&b, "<h1>Campaña <span class=\"en\">(campaign)</span></h1>\n");
	sbuf_puts(&b, "<h2>Partidas <span class=\"en\">(games)</span></h2>\n<table>\n<tr><th>Partida <span "
		      "class=\"en\">(game)</span></th><th>Juego <span class=\"en\">(kind)</span></th><th>Estado <span "
		      "class=\"en\">(state)</span></th><th>Se espera a <span class=\"en\">(awaited)</span></th><th>Plazo "
		      "<span class=\"en\">(deadline)</span></th></tr>\n");
	for (size_t i = 0; i < k->ng; i++)
		html_game(k, &k->g[i], a, &b);
	sbuf_puts(&b, "</table>\n");
	for (size_t i = 0; i < k->nf; i++) {
		const signup_row *f = &k->f[i];
		if (!i)
			sbuf_puts(&b, "<h2>Inscripciones abiertas <span class=\"en\">(open sign-ups)</span></h2>\n<table>\n");
		sbuf_puts(&b, "<tr><td>");
		publish_html(&b, f->name);
		sbuf_puts(&b, "</td><td>");
		publish_html(&b, f->kind);
		sbuf_printf(&b, "</td><td>%d/%d</td></tr>\n", f->taken, f->seats);
	}
	if (k->nf)
		sbuf_puts(&b, "</table>\n");
	html_standings(k, &b);
	sbuf_puts(&b, "</body>\n</html>\n");
	int rc = publish_style(dir, e);
	if (!rc)
		rc = publish_write(dir, "index.html", b.s, b.len, e);
	sbuf_free(&b);
	arena_free(a);
	return rc;
}

int campaign_site(const conf *c, const char *dir, const char *master, es_err *e)
{
	campaign *k = campaign_build(c, master, NULL);
	int rc = campaign_write(k, dir, e);
	campaign_free(k);
	return rc;
}

/* text at indent, cut between words so that no line passes 72 columns
 * (a word longer than that, a name of 64, stays whole). */
static void put_wrapped(sbuf *out, int indent, const char *text)
{
	int col = 0;
	for (const char *s = text; *s;) {
		while (*s == ' ' || *s == '\n')
			s++;
		size_t n = strcspn(s, " \n");
		if (!n)
			break;
		if (col && col + 1 + (int)n > 72) {
			sbuf_putc(out, '\n');
			col = 0;
		}
		if (!col) {
			sbuf_printf(out, "%*s", indent, "");
			col = indent;
		} else {
			sbuf_putc(out, ' ');
			col++;
		}
		sbuf_add(out, s, n);
		col += (int)n;
		s += n;
	}
	sbuf_putc(out, '\n');
}

/* One id of the campaign's words, rendered then wrapped at indent. */
static void put_tpl(sbuf *out, int indent, const char *lang, const char *id, const char *const *vars)
{
	sbuf t = SBUF_INIT;
	tpl_put_vars(&t, lang, id, vars);
	put_wrapped(out, indent, sbuf_str(&t));
	sbuf_free(&t);
}

static void text_game(const campaign *k, const game_row *r, const char *lang, arena *a, sbuf *out)
{
	char turn[16], dl[32] = "-";
	snprintf(turn, sizeof turn, "%u", r->turn);
	if (r->bad) {
		put_tpl(out, 2, lang, "core.campaign.game.bad", (const char *[]){ "game", r->name, NULL });
		return;
	}
	sbuf win = SBUF_INIT;
	const char *id = r->over ? (winners(k, r, &win, 0) ? "core.campaign.game.over" : "core.campaign.game.noresult")
				 : r->paused ? "core.campaign.game.paused" : "core.campaign.game";
	put_tpl(out, 2, lang, id,
		(const char *[]){ "game", r->name, "kind", r->kind, "phase", play_phase_text(a, r->kind, r->phase, lang),
			"turn", turn, "winners", sbuf_str(&win), NULL });
	sbuf_free(&win);
	if (r->over)
		return;
	sbuf w = SBUF_INIT;
	for (const char *s = r->waiting; *s; s++)
		sbuf_add(&w, *s == ' ' ? ", " : s, *s == ' ' ? 2 : 1);
	if (r->deadline)
		when_iso(r->deadline, dl);
	put_tpl(out, 4, lang, r->paused ? "core.list.paused" : "core.list.waiting",
		(const char *[]){ "waiting", w.len ? sbuf_str(&w) : "-", "deadline", dl, NULL });
	sbuf_free(&w);
}

static void text_player(const standing *s, const char *lang, sbuf *out)
{
	char v[7][24], avg[40] = "-";
	snprintf(v[0], sizeof v[0], "%d", s->games);
	snprintf(v[1], sizeof v[1], "%d", s->wins);
	snprintf(v[2], sizeof v[2], "%d", s->draws);
	snprintf(v[3], sizeof v[3], "%d", s->out);
	snprintf(v[4], sizeof v[4], "%d", s->answered);
	snprintf(v[5], sizeof v[5], "%d", s->defaults);
	if (s->answered) {
		snprintf(v[6], sizeof v[6], "%.1f", (double)s->answer_s / s->answered / 3600.0);
		sbuf h = SBUF_INIT;
		tpl_put_vars(&h, lang, "core.campaign.hours", (const char *[]){ "hours", v[6], NULL });
		snprintf(avg, sizeof avg, "%s", sbuf_str(&h));
		sbuf_free(&h);
	}
	put_wrapped(out, 2, s->name);
	put_tpl(out, 4, lang, "core.campaign.player",
		(const char *[]){ "games", v[0], "wins", v[1], "draws", v[2], "out", v[3], NULL });
	put_tpl(out, 4, lang, "core.campaign.player.answers",
		(const char *[]){ "answered", v[4], "defaults", v[5], "average", avg, NULL });
}

void campaign_text(const campaign *k, const char *lang, const char *judge, const char *master, sbuf *out)
{
	arena *a = arena_new();
	sbuf games = SBUF_INIT, forming = SBUF_INIT, table = SBUF_INIT, who = SBUF_INIT;
	for (size_t i = 0; i < k->ng; i++)
		text_game(k, &k->g[i], lang, a, &games);
	for (size_t i = 0; i < k->nf; i++) {
		char t[16], n[16];
		snprintf(t, sizeof t, "%d", k->f[i].taken);
		snprintf(n, sizeof n, "%d", k->f[i].seats);
		put_tpl(&forming, 2, lang, "core.campaign.signup",
			(const char *[]){ "game", k->f[i].name, "kind", k->f[i].kind, "taken", t, "seats", n, NULL });
	}
	int shown = 0;
	for (size_t i = 0; i < k->n; i++)
		if (!k->s[i].unlisted) {
			text_player(&k->s[i], lang, &table);
			shown++;
		}
	if (master)
		tpl_put_vars(&who, lang, "core.campaign.who", (const char *[]){ "master", master, NULL });
	const char *none = NULL;
	sbuf nb = SBUF_INIT;
	tpl_put_vars(&nb, lang, "core.list.none", (const char *[]){ NULL });
	none = sbuf_str(&nb);
	tpl_put_vars(out, lang, "core.campaign",
		(const char *[]){ "judge", judge, "who", sbuf_str(&who), "games", k->ng ? sbuf_str(&games) : none,
			"signups", k->nf ? sbuf_str(&forming) : none, "standings", shown ? sbuf_str(&table) : none, NULL });
	sbuf_free(&nb);
	sbuf_free(&games);
	sbuf_free(&forming);
	sbuf_free(&table);
	sbuf_free(&who);
	arena_free(a);
}

static void failed_path(const conf *c, char *p, size_t n)
{
	snprintf(p, n, "%s/spool/campaign-failed", c->dataroot);
}

void campaign_refresh(const conf *c, int changed)
{
	char fp[1200];
	if (!c->campaign_dir[0])
		return;
	failed_path(c, fp, sizeof fp);
	if (!changed && access(fp, F_OK))
		return;
	es_err e = { 0 };
	mode_t old = umask(022); /* a page meant to be read by anyone */
	int rc = campaign_site(c, c->campaign_dir, NULL, &e);
	umask(old);
	if (!rc) {
		unlink(fp);
		return;
	}
	fprintf(stderr, "estafeta: campaign page: %s\n", e.msg);
	char sp[1100];
	snprintf(sp, sizeof sp, "%s/spool", c->dataroot);
	mkdir(sp, 0700);
	char line[700];
	int n = snprintf(line, sizeof line, "%lld %s\n", (long long)when_now(), e.msg);
	if (afile_write(fp, line, (size_t)(n < (int)sizeof line ? n : (int)sizeof line - 1), 0))
		fprintf(stderr, "estafeta: cannot write %s: %s\n", fp, strerror(errno));
}

int campaign_health(const conf *c, FILE *out)
{
	char fp[1200], why[600] = "";
	long long when = 0;
	failed_path(c, fp, sizeof fp);
	FILE *f = fopen(fp, "r");
	if (!f)
		return 0;
	if (fscanf(f, "%lld %599[^\n]", &when, why) < 1)
		when = 0;
	fclose(f);
	char iso[32] = "-";
	if (when)
		when_iso(when, iso);
	fprintf(out, "problem campaign %s page not written since %s: %s\n", c->campaign_dir, iso, why);
	return 1;
}
