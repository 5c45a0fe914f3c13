/* Κρατος: what happened, told to each reader as it concerns it. Every
 * board event goes to every seat (rules 6 and 24); after an apply or a
 * timeout this pass gives the seat an event is about its own twin worded
 * "you" ("Mueves 93…", "violeta dispara a tu 76 avión…") and leaves the
 * third person to the others, and says a producer's run in one line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kratos/kr_int.h"

/* How an event names a colour. */
enum role_by {
	BY_NAME,   /* a var holding kr_name() */
	BY_LABEL,  /* a var holding kr_label(): "5 negro (ana)" */
	BY_TURN,   /* nothing: the pieces of the colour in turn */
	BY_TARGET, /* a var holding "76 avión" (its owner) or a depot's "… C" (its island's owner) */
};

/* Which events have a "you" twin (id + suffix) for which colour: "_you"
 * the reader did it, "_to_you" it was done to the reader. */
static const game_told_rule rules[] = {
	{ "kratos.ev.built", "_you", "player_es", BY_NAME },
	{ "kratos.ev.moved", "_you", "player_es", BY_NAME },
	{ "kratos.ev.placed", "_you", "player_es", BY_NAME },
	{ "kratos.ev.setup_default", "_you", "player_es", BY_NAME },
	{ "kratos.ev.skipped", "_you", "player_es", BY_NAME },
	{ "kratos.ev.turn_over", "_you", "player_es", BY_NAME },
	{ "kratos.ev.sold", "_you", "player_es", BY_NAME },
	{ "kratos.ev.sold", "_to_you", "to_es", BY_NAME },
	{ "kratos.ev.shot_depot", "_you", "player_es", BY_NAME },
	{ "kratos.ev.shot_depot", "_to_you", "target_es", BY_TARGET },
	{ "kratos.ev.shot_listed", "_you", "player_es", BY_NAME },
	{ "kratos.ev.shot_listed", "_to_you", "target_es", BY_TARGET },
	{ "kratos.ev.shot_miss", "_you", "player_es", BY_NAME },
	{ "kratos.ev.shot_miss", "_to_you", "target_es", BY_TARGET },
	{ "kratos.ev.shot_sunk", "_you", "player_es", BY_NAME },
	{ "kratos.ev.shot_sunk", "_to_you", "target_es", BY_TARGET },
	{ "kratos.ev.gold", "_you", "from_es", BY_NAME },
	{ "kratos.ev.gold", "_to_you", "to_es", BY_NAME },
	{ "kratos.ev.island_taken", "_you", "to_es", BY_NAME },
	{ "kratos.ev.island_taken", "_to_you", "from_es", BY_NAME },
	{ "kratos.ev.turn", "_you", "who_es", BY_LABEL },
	{ "kratos.ev.turn_famine", "_you", "who_es", BY_LABEL },
	{ "kratos.ev.eliminated", "_you", "who_es", BY_LABEL },
	{ "kratos.ev.eliminated", "_to_you", "taker_es", BY_NAME },
	{ "kratos.ev.victory", "_you", "who_es", BY_LABEL },
	{ "kratos.ev.produced", "_you", NULL, BY_TURN },
	{ "kratos.ev.produced_many", "_you", NULL, BY_TURN },
	{ "kratos.ev.loaded", "_you", NULL, BY_TURN },
	{ "kratos.ev.unloaded", "_you", NULL, BY_TURN },
	{ "kratos.ev.dived", "_you", NULL, BY_TURN },
	{ "kratos.ev.surfaced", "_you", NULL, BY_TURN },
	{ "kratos.ev.laid", "_you", NULL, BY_TURN },
	{ "kratos.ev.swept", "_you", NULL, BY_TURN },
	{ "kratos.ev.repaired", "_you", NULL, BY_TURN },
};

typedef struct told_ctx {
	const kr_state *s;
	int active; /* the colour in turn at the event */
} told_ctx;

/* The seat a rule names in e, or -1 (a bot's colour, nobody). */
static int seat_of(void *ctx, const game_event *e, const game_told_rule *r)
{
	told_ctx *x = ctx;
	const kr_state *s = x->s;
	if (!strcmp(e->id, "kratos.ev.turn") || !strcmp(e->id, "kratos.ev.turn_famine"))
		x->active = (int)strtol(game_event_var(e, "who_es") ? game_event_var(e, "who_es") : "0", NULL, 10) - 1;
	const char *v = r->var ? game_event_var(e, r->var) : NULL;
	int c = -1;
	if (r->by == BY_TURN) {
		c = x->active;
	} else if (!v) {
		return -1;
	} else if (r->by == BY_NAME) {
		for (int k = 0; k < s->n; k++)
			if (!strcmp(v, kr_name(s, k)))
				c = k;
	} else if (r->by == BY_LABEL) {
		c = (int)strtol(v, NULL, 10) - 1;
	} else if (v[0] >= '0' && v[0] <= '9') {
		int i = (int)strtol(v, NULL, 10) - 1;
		c = i >= 0 && i < s->np ? kr_piece_owner(s, i) : -1;
	} else if (*v) {
		int isl = v[strlen(v) - 1] - 'A';
		c = isl >= 0 && isl < KR_NISLAND ? s->owner[isl] : -1;
	}
	return c >= 0 && c < s->n ? c : -1;
}

/* e's labels without their player's name: "5 negro (ana)" -> "5 negro"
 * ("te toca (5 negro)": the reader's own name is no news). */
static void unnamed(arena *a, game_event *e)
{
	for (int k = 0; e->vars[k]; k += 2)
		if (!strncmp(e->vars[k], "who_", 4)) {
			const char *v = e->vars[k + 1], *p = strstr(v, " (");
			if (p) {
				char *c = arena_strdup(a, v);
				c[p - v] = '\0';
				e->vars[k + 1] = c;
			}
		}
}

/* A run of producers of one good on one island told at once, said in one
 * line: "Las productoras 1, 3 y 5 producen 18 de petróleo en la isla H".
 * Rewrites the events from `from` on. */
static void production_runs(game_events *ev, size_t from)
{
	size_t w = from;
	for (size_t k = from; k < ev->n;) {
		const game_event *e = &ev->v[k];
		size_t j = k + 1;
		if (!strcmp(e->id, "kratos.ev.produced"))
			while (j < ev->n && !strcmp(ev->v[j].id, e->id) && ev->v[j].audience == e->audience &&
				!strcmp(game_event_var(&ev->v[j], "island"), game_event_var(e, "island")) &&
				!strcmp(game_event_var(&ev->v[j], "good_es"), game_event_var(e, "good_es")))
				j++;
		game_event one = *e;
		if (j > k + 1) {
			sbuf es = SBUF_INIT, en = SBUF_INIT;
			long total = 0;
			for (size_t i = k; i < j; i++) {
				const char *p = game_event_var(&ev->v[i], "piece");
				sbuf_printf(&es, "%s%s", i == k ? "" : i + 1 == j ? " y " : ", ", p);
				sbuf_printf(&en, "%s%s", i == k ? "" : i + 1 == j ? " and " : ", ", p);
				total += atol(game_event_var(&ev->v[i], "n"));
			}
			char t[24];
			snprintf(t, sizeof t, "%ld", total);
			const char *pairs[] = { "pieces_es", sbuf_str(&es), "pieces_en", sbuf_str(&en), "n", t, "good_es",
				game_event_var(e, "good_es"), "good_en", game_event_var(e, "good_en"), "island",
				game_event_var(e, "island"), NULL };
			one.id = "kratos.ev.produced_many";
			int m = 0;
			for (; pairs[m]; m++)
				one.vars[m] = arena_strdup(ev->a, pairs[m]);
			one.vars[m] = NULL;
			sbuf_free(&es);
			sbuf_free(&en);
		}
		ev->v[w++] = one;
		k = j;
	}
	ev->n = w;
}

void kr_told(const kr_state *s, game_events *ev, size_t from, int active)
{
	if (!ev || ev->n <= from)
		return;
	production_runs(ev, from);
	told_ctx x = { s, active };
	game_told(ev, from, rules, sizeof rules / sizeof rules[0], seat_of, &x);
	/* "te toca (5 negro)": the twins of a label, without the reader's name. */
	for (size_t k = from; k < ev->n; k++)
		if (strstr(ev->v[k].id, "_you") && game_event_var(&ev->v[k], "who_es") &&
			strncmp(ev->v[k].id, "kratos.ev.eliminated_to", 23))
			unnamed(ev->a, &ev->v[k]);
}

void kr_apply_told(void *st, int who, const char *canon, dice *d, game_events *ev)
{
	kr_state *s = st;
	size_t from = ev ? ev->n : 0;
	int active = s->active;
	kr_apply(st, who, canon, d, ev);
	kr_told(s, ev, from, active);
}
