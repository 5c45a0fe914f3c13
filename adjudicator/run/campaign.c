/* The campaign page; see campaign.h. */
#include "adjudicator/run/campaign.h"
#include "adjudicator/base/arena.h"
#include "adjudicator/base/sbuf.h"
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

/* One player across the campaign, by name (case folded). */
typedef struct standing {
	char name[65];
	int games, wins, draws, out;
	int answered, defaults;
	long long answer_s; /* summed over `answered` */
} standing;

typedef struct campaign {
	standing *s;
	size_t n, cap;
} campaign;

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

/* A game's standings into k; the game's line into rows. */
static void one_game(const conf *c, const char *name, campaign *k, sbuf *rows)
{
	game_facts f;
	es_err e = { 0 };
	char why[8];
	sbuf_puts(rows, "<tr><td>");
	publish_html(rows, name);
	sbuf_puts(rows, "</td>");
	play *p = NULL;
	if (batch_failing(c, name, why, sizeof why) || gamelist_facts(c, name, &f, &e) || play_open(&p, c, name, &e)) {
		sbuf_puts(rows, "<td colspan=\"4\">no disponible <span class=\"en\">(unavailable)</span></td></tr>\n");
		return;
	}
	game_status st;
	play_status(p, &st);
	arena *a = arena_new();
	sbuf_puts(rows, "<td>");
	publish_html(rows, f.kind);
	sbuf_puts(rows, "</td><td>");
	if (f.over) {
		sbuf_puts(rows, "terminada <span class=\"en\">(over)</span>: ");
		int any = 0;
		for (int s = 0; s < play_nplayers(p); s++)
			if (st.winners & GAME_SEAT(s)) {
				sbuf_puts(rows, any++ ? ", " : "");
				publish_html(rows, play_player_name(p, s));
			}
		if (!any)
			sbuf_puts(rows, "sin resultado <span class=\"en\">(no result)</span>");
	} else {
		publish_html(rows, play_phase_text(a, f.kind, f.phase, "es"));
		sbuf_printf(rows, ", turno %u", f.turn);
		if (f.paused)
			sbuf_puts(rows, "; en pausa <span class=\"en\">(paused)</span>");
	}
	sbuf_puts(rows, "</td><td>");
	publish_html(rows, f.over || !f.waiting[0] ? "-" : f.waiting);
	char dl[32] = "-";
	if (!f.over && !f.paused && f.deadline)
		when_iso(f.deadline, dl);
	sbuf_printf(rows, "</td><td>%s</td></tr>\n", dl);
	arena_free(a);

	walk w = { 0 };
	w.n = play_nplayers(p);
	w.first = 1;
	int nw = 0;
	for (int s = 0; s < w.n; s++) {
		w.seat[s] = player(k, play_player_name(p, s));
		w.seat[s]->games++;
		nw += !!(st.winners & GAME_SEAT(s));
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

static int by_standing(const void *x, const void *y)
{
	const standing *a = x, *b = y;
	if (a->wins != b->wins)
		return b->wins - a->wins;
	if (a->draws != b->draws)
		return b->draws - a->draws;
	return strcasecmp(a->name, b->name);
}

static void standings(campaign *k, sbuf *b)
{
	if (k->n)
		qsort(k->s, k->n, sizeof *k->s, by_standing);
	sbuf_puts(b, "<h2>Clasificación <span class=\"en\">(standings)</span></h2>\n<table>\n<tr><th>Jugador <span "
		     "class=\"en\">(player)</span></th><th>Partidas <span class=\"en\">(games)</span></th><th>Victorias "
		     "<span class=\"en\">(wins)</span></th><th>Tablas <span class=\"en\">(draws)</span></th><th>Eliminado "
		     "<span class=\"en\">(out)</span></th><th>Respuestas a tiempo <span class=\"en\">(answered in "
		     "time)</span></th><th>Plazos vencidos <span class=\"en\">(defaults applied)</span></th><th>Respuesta "
		     "media <span class=\"en\">(average answer)</span></th></tr>\n");
	for (size_t i = 0; i < k->n; i++) {
		const standing *s = &k->s[i];
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

/* The sign-ups still open: name, kind, seats taken. */
static void signups(const conf *c, sbuf *b)
{
	size_t n;
	char **names = gamelist_forming_names(c, &n);
	int any = 0;
	for (size_t i = 0; i < n; i++) {
		forming_facts f;
		es_err e = { 0 };
		if (gamelist_forming(c, names[i], &f, &e) || f.started || f.cancelled)
			continue;
		if (!any++)
			sbuf_puts(b, "<h2>Inscripciones abiertas <span class=\"en\">(open sign-ups)</span></h2>\n<table>\n");
		sbuf_puts(b, "<tr><td>");
		publish_html(b, names[i]);
		sbuf_puts(b, "</td><td>");
		publish_html(b, f.kind);
		sbuf_printf(b, "</td><td>%d/%d</td></tr>\n", f.taken, f.seats);
	}
	if (any)
		sbuf_puts(b, "</table>\n");
	gamelist_free(names, n);
}

int campaign_site(const conf *c, const char *dir, es_err *e)
{
	if (mkdir(dir, 0755) && errno != EEXIST)
		return es_fail(e, es_errno_code(errno), "cannot make %s: %s", dir, strerror(errno));
	campaign k = { 0 };
	sbuf rows = SBUF_INIT, b = SBUF_INIT;
	size_t n;
	char **names = gamelist_names(c, &n);
	for (size_t i = 0; i < n; i++)
		one_game(c, names[i], &k, &rows);
	gamelist_free(names, n);
	publish_head(&b, "Campaña");
	sbuf_puts(&b, "<h1>Campaña <span class=\"en\">(campaign)</span></h1>\n");
	sbuf_puts(&b, "<h2>Partidas <span class=\"en\">(games)</span></h2>\n<table>\n<tr><th>Partida <span "
		      "class=\"en\">(game)</span></th><th>Juego <span class=\"en\">(kind)</span></th><th>Estado <span "
		      "class=\"en\">(state)</span></th><th>Se espera a <span class=\"en\">(awaited)</span></th><th>Plazo "
		      "<span class=\"en\">(deadline)</span></th></tr>\n");
	sbuf_add(&b, rows.s, rows.len);
	sbuf_puts(&b, "</table>\n");
	signups(c, &b);
	standings(&k, &b);
	sbuf_puts(&b, "</body>\n</html>\n");
	int rc = publish_style(dir, e);
	if (!rc)
		rc = publish_write(dir, "index.html", b.s, b.len, e);
	sbuf_free(&rows);
	sbuf_free(&b);
	free(k.s);
	return rc;
}
