/* What the game master may see of a game that no player sees: PREVER
 * (the step resolved now, on a copy: nothing committed, no player told,
 * the game's dice where they were) and ORDENES (the orders each seat sent
 * this turn, read back from the repository). Both answer in the
 * confirmation, which goes to the master alone. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a command computed when applied, one text a language of tpl_langs. */
typedef struct gm_texts {
	const char *t[8];
} gm_texts;

static gm_texts *gm_texts_new(play *p)
{
	gm_texts *x = arena_alloc(p->a, sizeof *x);
	memset(x, 0, sizeof *x);
	return x;
}

static void gm_echo_texts(play *p, const gm_cmd *c, const char *lang, sbuf *out)
{
	(void)p;
	const gm_texts *x = c->extra;
	for (size_t l = 0; x && tpl_langs[l] && l < 8; l++)
		if (!strcmp(tpl_langs[l], lang))
			sbuf_puts(out, x->t[l] ? x->t[l] : "");
}

/* PREVER: nothing to resolve when nobody is awaited. */
static int gm_check_preview(gm_line *x, gm_cmd *c)
{
	if (gm_check_alone(x, c))
		return ES_EILLEGAL;
	return x->st->waiting ? ES_OK : gm_bad(x, "core.why.gm.process");
}

/* The state as a copy that shares nothing with the game's. */
static void *gm_copy(play *p)
{
	sbuf b = SBUF_INIT;
	void *cp = NULL;
	es_err e = { 0 };
	p->kind->save(p->st, &b);
	sbuf_sort_lines(&b);
	if (p->kind->load(&cp, p->n, p->names, sbuf_str(&b), &e))
		cp = NULL;
	else
		play_rules(p, cp);
	sbuf_free(&b);
	return cp;
}

static int gm_apply_preview(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	void *cp = gm_copy(p);
	if (!cp)
		return ES_EBROKEN;
	game_status before;
	play_status(p, &before);
	dice d = p->d; /* a copy: the game's stream does not move */
	game_events ev = { p->a, NULL, 0, 0 };
	p->kind->timeout(cp, &d, &ev);
	/* Rendered by the report's own functions, on the copy. */
	void *keep_st = p->st;
	game_events keep_ev = p->ev;
	p->st = cp;
	p->ev = ev;
	game_status st;
	play_status(p, &st);
	gm_texts *x = gm_texts_new(p);
	for (size_t l = 0; tpl_langs[l] && l < 8; l++) {
		const char *lang = tpl_langs[l];
		sbuf out = SBUF_INIT, evs = SBUF_INIT, when = SBUF_INIT, who = SBUF_INIT, late = SBUF_INIT,
		     view = SBUF_INIT;
		play_render_events(p, -1, lang, &evs, 0);
		play_render_when(p, &st, lang, 1, &when);
		if (!play_waiting_names(p, st.waiting, &who))
			sbuf_puts(&who, "-");
		play_waiting_names(p, before.waiting, &late);
		p->kind->view(cp, -1, lang, &view);
		tpl_put(&out, lang, "core.gm.echo.preview", "players", sbuf_str(&late), "events",
			evs.len ? sbuf_str(&evs) : "-\n", "when", sbuf_str(&when), "waiting", sbuf_str(&who), "view",
			sbuf_str(&view), NULL);
		x->t[l] = arena_strdup(p->a, sbuf_str(&out));
		sbuf_free(&out);
		sbuf_free(&evs);
		sbuf_free(&when);
		sbuf_free(&who);
		sbuf_free(&late);
		sbuf_free(&view);
	}
	p->st = keep_st;
	p->ev = keep_ev;
	p->kind->free(cp);
	c->extra = x;
	gm_note(p, "%s", "previsión");
	return ES_OK;
}

/* ORDENES: every batch that began in the turn now under way (its commit
 * line says the turn), oldest first, with the orders its journal applied and the deadlines that
 * passed. */
typedef struct gm_walk {
	play *p;
	const char *prefix; /* the commit line of a batch of this turn begins so */
	char **commits;
	size_t n, cap;
} gm_walk;

static int gm_walk_cb(const char *commit, const char *message, long long when, void *u)
{
	(void)when;
	gm_walk *w = u;
	/* Oldest first: the batches of this turn are the last run that match. */
	if (strncmp(message, w->prefix, strlen(w->prefix))) {
		w->n = 0;
		return 0;
	}
	if (w->n >= 500)
		return 0;
	if (w->n == w->cap) {
		w->cap = w->cap ? 2 * w->cap : 16;
		w->commits = xrealloc(w->commits, w->cap * sizeof *w->commits);
	}
	w->commits[w->n++] = arena_strdup(w->p->a, commit);
	return 0;
}

/* One batch's orders into out, in lang. */
static void gm_batch_orders(play *p, const char *commit, const char *lang, sbuf *out)
{
	es_err e = { 0 };
	unsigned long seq;
	char *meta = play_read_file(p, commit, "meta/game.txt", &e);
	if (!meta || play_parse_ulong(play_meta_get(p->a, meta, "seq"), &seq))
		return;
	char bd[48], ns[24];
	play_batch_path(seq, bd);
	snprintf(ns, sizeof ns, "%lu", seq);
	char *journal = play_read_file(p, commit, arena_printf(p->a, "%s/journal.txt", bd), &e);
	for (char *l = journal; l && *l;) {
		char *nl = strchr(l, '\n');
		if (nl)
			*nl = '\0';
		int seat, k;
		if (sscanf(l, "orders %d in-%d", &seat, &k) == 2 && seat >= 0 && seat < p->n) {
			char *o = play_read_file(p, commit, arena_printf(p->a, "%s/in-%02d.orders", bd, k), &e);
			sbuf lines = SBUF_INIT;
			for (char *q = o; q && *q;) {
				char *qn = strchr(q, '\n');
				size_t len = qn ? (size_t)(qn - q) : strlen(q);
				if (len && *q != '#')
					sbuf_printf(&lines, "  %.*s\n", (int)len, q);
				q = qn ? qn + 1 : q + len;
			}
			tpl_put(out, lang, "core.gm.orders.entry", "player", p->pname[seat], "batch", ns, "orders",
				sbuf_str(&lines), NULL);
			sbuf_free(&lines);
		} else if (!strcmp(l, "timeout")) {
			tpl_put(out, lang, "core.gm.orders.timeout", "batch", ns, NULL);
		}
		l = nl ? nl + 1 : l + strlen(l);
	}
}

static int gm_apply_orders(play *p, gm_cmd *c, int64_t now)
{
	(void)now;
	game_status st;
	play_status(p, &st);
	gm_walk w = { p, st.turn ? arena_printf(p->a, "turno %u: ", st.turn) : "colocación: ", NULL, 0, 0 };
	es_err e = { 0 };
	store_walk(p->repo, gm_walk_cb, &w, &e);
	gm_texts *x = gm_texts_new(p);
	for (size_t l = 0; tpl_langs[l] && l < 8; l++) {
		sbuf list = SBUF_INIT, when = SBUF_INIT, out = SBUF_INIT;
		for (size_t i = 0; i < w.n; i++)
			gm_batch_orders(p, w.commits[i], tpl_langs[l], &list);
		play_render_when(p, &st, tpl_langs[l], 1, &when);
		if (!list.len)
			tpl_put(&list, tpl_langs[l], "core.gm.orders.none", NULL);
		tpl_put(&out, tpl_langs[l], "core.gm.echo.orders", "when", sbuf_str(&when), "orders", sbuf_str(&list),
			NULL);
		x->t[l] = arena_strdup(p->a, sbuf_str(&out));
		sbuf_free(&list);
		sbuf_free(&when);
		sbuf_free(&out);
	}
	free(w.commits);
	c->extra = x;
	gm_note(p, "%s", "órdenes vistas");
	return ES_OK;
}

const gm_def gm_look_defs[] = {
	{ "prever|prevision|predict|preview", gm_check_preview, gm_apply_preview, gm_echo_texts, GM_ANY, NULL, 0 },
	{ "ordenes|orders", gm_check_alone, gm_apply_orders, gm_echo_texts, GM_ANY, NULL, 0 },
	{ NULL, NULL, NULL, NULL, 0, NULL, 0 },
};
