/* TEG: the state as text, one fact a line (the core sorts the lines), and
 * reading it back with every fact and the whole checked. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kit/kit_lines.h"
#include "games/kit/kit_state.h"
#include "games/teg/teg_int.h"

static const char *const kind_names[] = { "border", "world", "zone", NULL };
static const char *const status_names[] = { "proposed", "active", "broken", NULL };

static void ids(const teg_state *s, const int *v, int n, sbuf *out)
{
	if (!n)
		sbuf_puts(out, " -");
	for (int i = 0; i < n; i++) {
		sbuf_putc(out, ' ');
		sbuf_puts(out, s->map->id[v[i]]);
	}
	sbuf_putc(out, '\n');
}

void teg_save(const void *st, sbuf *out)
{
	const teg_state *s = st;
	const teg_map *m = s->map;
	sbuf_printf(out, "game teg\nphase %s\nstep %u\nturn %u\nvariant %d\nfirst %d\nactive %d\nround %d\n",
		teg_phase_names[s->phase], s->step, s->turn, s->variant, s->first, s->active, s->round);
	sbuf_printf(out, "next-pact %d\nend %s\nwinners", s->next_pact, teg_end_names[s->end]);
	kit_state_put_seats(out, s->winners, s->n);
	sbuf_putc(out, '\n');
	sbuf_printf(out, "opt variant23 %d\nopt defensive-exchange %d\nopt style %s\nopt destroyed-cards %s\n",
		s->o.variant23, s->o.defensive, s->o.fair_play ? "fair-play" : "vale-todo",
		s->o.cards_to_destroyer ? "destroyer" : "discard");
	sbuf_printf(out, "opt adjacent %s\nopt adjacent-overlap %d\nopt max-turns %d\n", s->o.triangle ? "triangle" : "chain",
		s->o.overlap, s->o.max_turns);
	for (int i = 0; i < TEG_NC; i++) {
		char a[16];
		sbuf_puts(out, "country ");
		sbuf_puts(out, m->id[i]);
		kit_state_put_seat(out, s->owner[i]);
		teg_num(a, sizeof a, s->armies[i]);
		sbuf_putc(out, ' ');
		sbuf_puts(out, a);
		sbuf_putc(out, '\n');
	}
	for (int i = 0; i < s->n; i++) {
		sbuf_printf(out, "seat %d color %s\n", i, teg_color_es[s->o.colors[i]]);
		sbuf_printf(out, "seat %d objective %d\n", i, s->objective[i]);
		sbuf_printf(out, "seat %d target", i);
		kit_state_put_seat(out, s->target[i]);
		sbuf_printf(out, "\nseat %d common-only %d\n", i, s->common_only[i]);
		sbuf_printf(out, "seat %d exchanges %d\n", i, s->exchanges[i]);
		sbuf_printf(out, "seat %d turns %d\n", i, s->turns[i]);
		sbuf_printf(out, "seat %d out %d\n", i, (int)(s->out >> i & 1));
		sbuf_printf(out, "seat %d queue", i);
		ids(s, s->queue[i], s->nqueue[i], out);
	}
	sbuf_puts(out, "deck");
	ids(s, s->deck, s->ndeck, out);
	sbuf_puts(out, "discard");
	ids(s, s->discard, s->ndiscard, out);
	for (int i = 0; i < TEG_NC; i++)
		if (s->holder[i] >= 0)
			sbuf_printf(out, "hand %d %s %d\n", s->holder[i], m->id[i], s->bonus_used[i]);
	for (int i = 0; i < s->npacts; i++) {
		const teg_pact *p = &s->pacts[i];
		sbuf_printf(out, "pact %d %s %s %s %d %d %s", p->id, kind_names[p->kind], p->a >= 0 ? m->id[p->a] : "-",
			p->b >= 0 ? m->id[p->b] : "-", p->from, p->to, status_names[p->status]);
		kit_state_put_seat(out, p->breaker);
		sbuf_printf(out, " %u\n", p->broken_turn);
	}
}

/* ---- load ---------------------------------------------------------- */

enum { K_GAME, K_PHASE, K_STEP, K_TURN, K_VARIANT, K_FIRST, K_ACTIVE, K_ROUND, K_NEXT, K_END, K_WINNERS, K_DECK,
	K_DISCARD, K_NKEYS };
static const char *const keys[] = { "game", "phase", "step", "turn", "variant", "first", "active", "round",
	"next-pact", "end", "winners", "deck", "discard", NULL };
enum { O_VARIANT, O_DEFENSIVE, O_STYLE, O_CARDS, O_ADJ, O_OVERLAP, O_MAX, O_NKEYS };
static const char *const opt_keys[] = { "variant23", "defensive-exchange", "style", "destroyed-cards", "adjacent",
	"adjacent-overlap", "max-turns", NULL };
enum { S_COLOR, S_OBJ, S_TARGET, S_COMMON, S_EXCH, S_TURNS, S_OUT, S_QUEUE, S_NKEYS };
static const char *const seat_keys[] = { "color", "objective", "target", "common-only", "exchanges", "turns", "out",
	"queue", NULL };

typedef struct loader {
	teg_state *s;
	int seen[K_NKEYS], opt_seen[O_NKEYS], seat_seen[TEG_MAX_SEATS][S_NKEYS];
	uint64_t country_seen;
	int card_seen[TEG_NC];
	const char *why;
	kit_state_in in;
} loader;

static int seat_w(const loader *L, const char *w, int dash_ok, int *out)
{
	long v;
	if (dash_ok && !strcmp(w, "-"))
		return *out = -1, 1;
	if (!kit_num(w, L->s->n - 1, &v))
		return 0;
	*out = (int)v;
	return 1;
}

/* A list of country ids ("-" when empty) into v; each card once. */
static int card_list(loader *L, char **w, int nw, int *v, int *n, int cards)
{
	*n = 0;
	if (nw == 1 && !strcmp(w[0], "-"))
		return 1;
	for (int i = 0; i < nw; i++) {
		int c = teg_map_find(L->s->map, w[i]);
		if (c < 0 || (cards && L->card_seen[c]++))
			return 0;
		v[(*n)++] = c;
	}
	return nw > 0;
}

static int bool_w(const char *w, int *out)
{
	long v;
	if (!kit_num(w, 1, &v))
		return 0;
	*out = (int)v;
	return 1;
}

static int load_opt(loader *L, char **w, int nw)
{
	teg_opts *o = &L->s->o;
	int k = nw == 3 ? kit_index0(opt_keys, w[1]) : -1;
	long v;
	L->why = "expected 'opt <name> <value>', each once";
	if (k < 0 || L->opt_seen[k]++)
		return 0;
	switch (k) {
	case O_VARIANT:
		return bool_w(w[2], &o->variant23);
	case O_DEFENSIVE:
		return bool_w(w[2], &o->defensive);
	case O_OVERLAP:
		return bool_w(w[2], &o->overlap);
	case O_STYLE:
		o->fair_play = !strcmp(w[2], "fair-play");
		return o->fair_play || !strcmp(w[2], "vale-todo");
	case O_CARDS:
		o->cards_to_destroyer = !strcmp(w[2], "destroyer");
		return o->cards_to_destroyer || !strcmp(w[2], "discard");
	case O_ADJ:
		o->triangle = !strcmp(w[2], "triangle");
		return o->triangle || !strcmp(w[2], "chain");
	case O_MAX:
		return kit_num(w[2], 1000000, &v) && (o->max_turns = (int)v, 1);
	}
	return 0;
}

static int load_seat(loader *L, char **w, int nw)
{
	teg_state *s = L->s;
	int seat, k = nw >= 4 ? kit_index0(seat_keys, w[2]) : -1;
	long v;
	L->why = "expected 'seat <i> <fact> <value>', each once";
	if (k < 0 || !seat_w(L, w[1], 0, &seat) || L->seat_seen[seat][k]++ || (k != S_QUEUE && nw != 4))
		return 0;
	L->why = "bad seat value";
	switch (k) {
	case S_COLOR:
		for (int c = 0; c < TEG_NCOLORS; c++)
			if (!strcmp(w[3], teg_color_es[c]))
				return s->o.colors[seat] = c, 1;
		return 0;
	case S_OBJ:
		return kit_num(w[3], TEG_NOBJ - 1, &v) && (s->objective[seat] = (int)v, 1);
	case S_TARGET:
		return seat_w(L, w[3], 1, &s->target[seat]);
	case S_COMMON:
		return bool_w(w[3], &s->common_only[seat]);
	case S_EXCH:
		return kit_num(w[3], 100000, &v) && (s->exchanges[seat] = (int)v, 1);
	case S_TURNS:
		return kit_num(w[3], 100000000, &v) && (s->turns[seat] = (int)v, 1);
	case S_OUT:
		if (!kit_num(w[3], 1, &v))
			return 0;
		if (v)
			s->out |= GAME_SEAT(seat);
		return 1;
	case S_QUEUE:
		return card_list(L, w + 3, nw - 3, s->queue[seat], &s->nqueue[seat], 0);
	}
	return 0;
}

static int load_pact(loader *L, char **w, int nw)
{
	teg_state *s = L->s;
	long v;
	L->why = "expected 'pact <id> <kind> <a|-> <b|-> <from> <to> <status> <breaker|-> <turn>'";
	if (nw != 10 || s->npacts == TEG_MAX_PACTS)
		return 0;
	teg_pact *p = &s->pacts[s->npacts];
	memset(p, 0, sizeof *p);
	if (!kit_num(w[1], 100000000, &v))
		return 0;
	p->id = (int)v;
	p->kind = kit_index0(kind_names, w[2]);
	p->status = kit_index0(status_names, w[7]);
	p->a = strcmp(w[3], "-") ? teg_map_find(s->map, w[3]) : -1;
	p->b = strcmp(w[4], "-") ? teg_map_find(s->map, w[4]) : -1;
	if (p->kind < 0 || p->status < 0 || !seat_w(L, w[5], 0, &p->from) || !seat_w(L, w[6], 0, &p->to) ||
		!seat_w(L, w[8], 1, &p->breaker) || !kit_num(w[9], 1000000000, &v))
		return 0;
	p->broken_turn = (unsigned)v;
	int want_a = p->kind != TEG_PACT_WORLD, want_b = p->kind == TEG_PACT_BORDER;
	if ((p->a >= 0) != want_a || (p->b >= 0) != want_b || (want_a && !strcmp(w[3], "-")) ||
		(want_b && !strcmp(w[4], "-")) || p->from == p->to || teg_pact_find(s->pacts, s->npacts, p->id) ||
		(p->status == TEG_PACT_BROKEN) != (p->breaker >= 0) ||
		(p->breaker >= 0 && p->breaker != p->from && p->breaker != p->to) ||
		(want_b && !teg_map_borders(s->map, p->a, p->b)))
		return 0;
	s->npacts++;
	return 1;
}

static int load_line(loader *L, char **w, int nw)
{
	teg_state *s = L->s;
	long v;
	if (!strcmp(w[0], "country")) {
		int c = nw == 4 ? teg_map_find(s->map, w[1]) : -1, o;
		L->why = "expected one 'country <id> <seat|-> <armies>' per country";
		if (c < 0 || (L->country_seen >> c & 1) || !seat_w(L, w[2], 1, &o) || !kit_num(w[3], 1000000, &v))
			return 0;
		s->owner[c] = o;
		s->armies[c] = (int)v;
		L->country_seen |= (uint64_t)1 << c;
		return 1;
	}
	if (!strcmp(w[0], "seat"))
		return load_seat(L, w, nw);
	if (!strcmp(w[0], "opt"))
		return load_opt(L, w, nw);
	if (!strcmp(w[0], "pact"))
		return load_pact(L, w, nw);
	if (!strcmp(w[0], "hand")) {
		int seat, c = nw == 4 ? teg_map_find(s->map, w[2]) : -1, b;
		L->why = "expected 'hand <seat> <country> <0|1>', each card once";
		if (c < 0 || !seat_w(L, w[1], 0, &seat) || !bool_w(w[3], &b) || L->card_seen[c]++)
			return 0;
		s->holder[c] = seat;
		s->bonus_used[c] = b;
		return 1;
	}
	int k = kit_index0(keys, w[0]);
	L->why = "unknown or repeated fact";
	if (k < 0 || L->seen[k]++)
		return 0;
	if (k != K_WINNERS && k != K_DECK && k != K_DISCARD && nw != 2) {
		L->why = "expected one value";
		return 0;
	}
	L->why = "bad value";
	switch (k) {
	case K_GAME:
		L->why = "not a TEG state";
		return !strcmp(w[1], "teg");
	case K_PHASE:
		return (s->phase = kit_index0(teg_phase_names, w[1])) >= 0;
	case K_STEP:
		return kit_num(w[1], 2000000000, &v) && (s->step = (unsigned)v, 1);
	case K_TURN:
		return kit_num(w[1], 2000000000, &v) && (s->turn = (unsigned)v, 1);
	case K_VARIANT:
		return bool_w(w[1], &s->variant);
	case K_FIRST:
		return seat_w(L, w[1], 0, &s->first);
	case K_ACTIVE:
		return seat_w(L, w[1], 0, &s->active);
	case K_ROUND:
		return kit_num(w[1], 2, &v) && (s->round = (int)v, 1);
	case K_NEXT:
		return kit_num(w[1], 1000000000, &v) && v >= 1 && (s->next_pact = (int)v, 1);
	case K_END:
		return (s->end = kit_index0(teg_end_names, w[1])) >= 0;
	case K_WINNERS:
		return kit_state_read_seats(w + 1, nw - 1, s->n, &s->winners);
	case K_DECK:
		return card_list(L, w + 1, nw - 1, s->deck, &s->ndeck, 1);
	case K_DISCARD:
		return card_list(L, w + 1, nw - 1, s->discard, &s->ndiscard, 1);
	}
	return 0;
}

/* Whole-state checks once every line is read; NULL when consistent. */
static const char *consistent(const teg_state *s)
{
	int unowned = 0;
	for (int i = 0; i < TEG_NC; i++) {
		if (s->owner[i] < 0 ? s->armies[i] != 0 : s->armies[i] < 1)
			return "a country must hold at least one army of its owner, and a free one none";
		unowned += s->owner[i] < 0;
	}
	/* A game the game master ended during the claims keeps free countries. */
	int claiming = s->phase == TEG_CLAIM || (s->phase == TEG_OVER && s->variant && unowned);
	if (unowned && !claiming)
		return "free countries outside the claims of the variant";
	if (s->phase == TEG_CLAIM && (!s->variant || !unowned))
		return "the claims are only for the variant, while a country is free";
	if (s->variant && (s->n > 3 || !s->o.variant23))
		return "the variant is for 2 or 3 players";
	if ((s->phase == TEG_OVER) != (s->end != TEG_END_NONE))
		return "the end and the phase disagree";
	if (s->phase != TEG_OVER && s->winners)
		return "winners before the end";
	if (s->phase == TEG_OVER && !s->winners)
		return "an ended game needs winners";
	if (s->phase == TEG_TURN && s->turn == 0)
		return "a turn of hostilities needs the turn counter";
	if (s->phase == TEG_PLACE && (s->round < 1 || s->round > (s->variant ? 1 : 2)))
		return "bad placement round";
	if (s->phase != TEG_OVER && !teg_alive(s, s->active))
		return "the awaited seat is out";
	uint32_t colors = 0;
	for (int i = 0; i < s->n; i++) {
		if (colors >> s->o.colors[i] & 1)
			return "two seats with one colour";
		colors |= 1u << s->o.colors[i];
		if (!claiming && (teg_count(s, i) == 0) != !teg_alive(s, i))
			return "a seat without countries must be out, and only such a seat";
		if (s->nqueue[i] && s->phase != TEG_CLAIM)
			return "claims ahead outside the claims";
		const teg_objective *o = &s->map->obj[s->objective[i]];
		if (!s->variant && (s->objective[i] == 0 || (o->kind == TEG_OBJ_DESTROY) != (s->target[i] >= 0) ||
			s->target[i] == i))
			return "bad objective or destroy target";
		if (s->target[i] < 0 && s->common_only[i])
			return "only a destroy objective falls back to the common one";
	}
	int cards = s->ndeck + s->ndiscard;
	for (int i = 0; i < TEG_NC; i++)
		cards += s->holder[i] >= 0;
	if (cards != TEG_NC)
		return "every country card must be in the deck, the discard pile or a hand, once";
	for (int i = 0; i < s->npacts; i++) {
		const teg_pact *p = &s->pacts[i];
		if (p->id >= s->next_pact)
			return "a pact number not yet given";
		if (!teg_alive(s, p->from) || !teg_alive(s, p->to))
			return "a pact with a seat that is out";
	}
	return NULL;
}

int teg_load(void **st, int n, const char *const *names, const char *text, es_err *e)
{
	if (n < 2 || n > TEG_MAX_SEATS)
		return es_fail(e, ES_EILLEGAL, "TEG is for 2 to 6 players, not %d", n);
	loader *L = xcalloc(1, sizeof *L);
	teg_state *s = xcalloc(1, sizeof *s);
	L->s = s;
	s->n = n;
	s->names = names;
	s->map = teg_map_get();
	for (int i = 0; i < TEG_NC; i++)
		s->holder[i] = -1;
	kit_state_init(&L->in, text, 1024, TEG_NC + 8);
	int rc;
	while ((rc = kit_state_next(&L->in, e)) == 1) {
		L->why = "bad line";
		if (!load_line(L, L->in.w, L->in.nw)) {
			rc = kit_state_fail(&L->in, e, L->why);
			break;
		}
	}
	const char *why = NULL;
	if (rc == ES_OK) {
		why = kit_state_unseen(L->seen, keys, K_NKEYS, 0);
		if (!why)
			why = kit_state_unseen(L->opt_seen, opt_keys, O_NKEYS, 0);
		for (int i = 0; i < n && !why; i++)
			why = kit_state_unseen(L->seat_seen[i], seat_keys, S_NKEYS, 0);
	}
	if (!why && rc == ES_OK && L->country_seen != ((uint64_t)1 << TEG_NC) - 1)
		why = "country";
	if (why && rc == ES_OK)
		rc = es_fail(e, ES_ESYNTAX, "state: missing '%s' line(s)", why);
	if (rc == ES_OK && (why = consistent(s)))
		rc = es_fail(e, ES_ESYNTAX, "state: %s", why);
	free(L);
	if (rc != ES_OK) {
		free(s);
		return rc;
	}
	*st = s;
	return ES_OK;
}
