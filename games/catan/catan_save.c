/* Catan: the state as text, one fact a line (the caller sorts the lines),
 * and back, with the whole-state checks a loaded state must pass: 95
 * resource cards, 25 development cards, piece limits, the distance rule,
 * a board made of the decks, and a phase that makes sense. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/catan/catan_int.h"
#include "games/kit/kit_lines.h"
#include "games/kit/kit_state.h"

static const char *const phase_words[] = { "setup", "roll", "discard", "main", "over" };
const char *const catan_end_words[CATAN_END_N + 1] = { "none", "victory", "draw", NULL };
static const char *const opt_keys[] = { "board", "dev_per_turn", "knight_steals", "steal", "point_trade", "setup",
	"shortage" };
static const char *const opt_words[][2] = { { "random", "beginner" }, { "unlimited", "1" }, { "no", "yes" },
	{ "optional", "compulsory" }, { "no", "yes" }, { "literal", "official" }, { "nobody", "official" } };
#define NOPTS ((int)(sizeof opt_keys / sizeof opt_keys[0]))

static int *opt_field(catan_opts *o, int k)
{
	int *f[NOPTS] = { &o->beginner, &o->dev_limit, &o->knight_steals, &o->steal_forced, &o->point_trade,
		&o->setup_official, &o->shortage_official };
	return f[k];
}

static void seat_or_dash(sbuf *out, const char *key, int seat)
{
	sbuf_puts(out, key);
	kit_state_put_seat(out, seat);
	sbuf_putc(out, '\n');
}

static void ints(sbuf *out, const int *v, int n)
{
	for (int i = 0; i < n; i++)
		sbuf_printf(out, " %d", v[i]);
	sbuf_putc(out, '\n');
}

void catan_save(const void *st, sbuf *out)
{
	const catan_state *s = st;
	const catan_map *m = s->map;
	catan_opts o = s->o;
	sbuf_puts(out, "game catan\n");
	for (int k = 0; k < NOPTS; k++)
		sbuf_printf(out, "opt %s %s\n", opt_keys[k], opt_words[k][*opt_field(&o, k) != 0]);
	sbuf_printf(out, "phase %s\nend %s\n", phase_words[s->phase], catan_end_words[s->end]);
	seat_or_dash(out, "winner", s->winner);
	sbuf_printf(out, "turn %u\nstep %u\nfirst %d\nactive %d\nsetup-i %d\n", s->turn, s->step, s->first, s->active,
		s->setup_i);
	sbuf_printf(out, "dice %d %d\nrobber-pending %d\ndev-played %d\nmissed %d\nrobber %s\n", s->die[0], s->die[1],
		s->robber_pending, s->dev_played, s->missed, m->hex[s->robber]);
	sbuf_printf(out, "spiral %s\n", s->spiral >= 0 ? m->hex[m->spiral[s->spiral][0]] : "-");
	for (int h = 0; h < CATAN_NLAND; h++) {
		if (s->number[h])
			sbuf_printf(out, "hex %s %s %d\n", m->hex[h], catan_terrain_words[s->terrain[h]], s->number[h]);
		else
			sbuf_printf(out, "hex %s %s -\n", m->hex[h], catan_terrain_words[s->terrain[h]]);
	}
	for (int i = 0; i < CATAN_NSLOT; i++)
		sbuf_printf(out, "harbour %d %s\n", i + 1, catan_harbour_words[s->harbour[i]]);
	for (int v = 0; v < CATAN_NV; v++)
		if (s->vown[v] >= 0)
			sbuf_printf(out, "vertex %s %d %s\n", m->vname[v], s->vown[v], s->vcity[v] ? "city" : "settlement");
	for (int e = 0; e < CATAN_NE; e++)
		if (s->eown[e] >= 0)
			sbuf_printf(out, "edge %s %d\n", m->ename[e], s->eown[e]);
	sbuf_puts(out, "bank");
	ints(out, s->bank, CATAN_NRES);
	sbuf_puts(out, "deck");
	ints(out, s->deck, CATAN_NDEV);
	sbuf_puts(out, "spent");
	ints(out, s->spent, CATAN_NDEV);
	seat_or_dash(out, "longest", s->lr);
	seat_or_dash(out, "army", s->la);
	for (int p = 0; p < s->n; p++) {
		sbuf_printf(out, "seat %d hand", p);
		ints(out, s->hand[p], CATAN_NRES);
		sbuf_printf(out, "seat %d dev", p);
		ints(out, s->dev[p], CATAN_NDEV);
		sbuf_printf(out, "seat %d devnew", p);
		ints(out, s->devnew[p], CATAN_NDEV);
		sbuf_printf(out, "seat %d knights %d\nseat %d owe %d\nseat %d autoroll %s\nseat %d pref", p, s->knights[p], p,
			s->owe[p], p, s->autoroll[p] ? "yes" : "no", p);
		if (!s->npref[p])
			sbuf_puts(out, " -");
		for (int i = 0; i < s->npref[p]; i++)
			sbuf_printf(out, " %s", catan_harbour_words[s->pref[p][i]]);
		sbuf_putc(out, '\n');
	}
	for (int i = 0; i < s->noffers; i++) {
		const catan_offer *of = &s->offer[i];
		/* Zero-padded ids keep the sorted lines in offer order. */
		sbuf_printf(out, "offer %06d %d ", of->id, of->from);
		if (of->to < 0)
			sbuf_puts(out, "all");
		else
			sbuf_printf(out, "%d", of->to);
		sbuf_puts(out, " give");
		for (int r = 0; r < CATAN_NCARDS; r++)
			sbuf_printf(out, " %d", of->give[r]);
		sbuf_puts(out, " get");
		for (int r = 0; r < CATAN_NCARDS; r++)
			sbuf_printf(out, " %d", of->get[r]);
		sbuf_printf(out, " declined %u", of->declined);
		if (of->until >= 0) /* absent: an older state's offer, never lapses */
			sbuf_printf(out, " until %d", of->until);
		sbuf_putc(out, '\n');
	}
	sbuf_printf(out, "next-offer %d\n", s->next_offer);
	if (s->draw_seats) /* only a draw shared by some: older states never had it */
		sbuf_printf(out, "drawn %u\n", s->draw_seats);
}

/* ---- load ------------------------------------------------------------ */

static int num(const char *w, long max, int *out)
{
	long v;
	if (!kit_num(w, max, &v))
		return 0;
	*out = (int)v;
	return 1;
}

static int seat_or_none(const catan_state *s, const char *w, int *out)
{
	if (!strcmp(w, "-")) {
		*out = -1;
		return 1;
	}
	return num(w, s->n - 1, out);
}

static int nums(char **w, int nw, int at, int n, long max, int *out)
{
	if (nw != at + n)
		return 0;
	for (int i = 0; i < n; i++)
		if (!num(w[at + i], max, &out[i]))
			return 0;
	return 1;
}

enum { F_GAME, F_PHASE, F_END, F_WINNER, F_TURN, F_STEP, F_FIRST, F_ACTIVE, F_SETUP_I, F_DICE, F_PENDING, F_DEVPLAYED,
	F_MISSED, F_ROBBER, F_SPIRAL, F_BANK, F_DECK, F_SPENT, F_LONGEST, F_ARMY, F_NEXT, F_DRAWN, F_N };
static const char *const facts[F_N] = { "game", "phase", "end", "winner", "turn", "step", "first", "active",
	"setup-i", "dice", "robber-pending", "dev-played", "missed", "robber", "spiral", "bank", "deck", "spent",
	"longest", "army", "next-offer", "drawn" };
enum { S_HAND, S_DEV, S_DEVNEW, S_KNIGHTS, S_OWE, S_AUTOROLL, S_PREF, S_N };
static const char *const seat_facts[S_N] = { "hand", "dev", "devnew", "knights", "owe", "autoroll", "pref" };

typedef struct loader {
	catan_state *s;
	int seen[F_N], seat_seen[CATAN_MAXP][S_N], opt_seen[NOPTS];
	int hex_seen[CATAN_NLAND], slot_seen[CATAN_NSLOT];
	kit_state_in in;
} loader;

static const char *load_seat(loader *L, char **w, int nw)
{
	catan_state *s = L->s;
	int p, k = nw >= 3 ? kit_index(seat_facts, S_N, w[2]) : -1;
	if (k < 0 || !num(w[1], s->n - 1, &p) || L->seat_seen[p][k]++)
		return "expected 'seat <i> <hand|dev|devnew|knights|owe|autoroll|pref> ...' once each";
	switch (k) {
	case S_HAND:
		return nums(w, nw, 3, CATAN_NRES, 95, s->hand[p]) ? NULL : "bad hand";
	case S_DEV:
		return nums(w, nw, 3, CATAN_NDEV, 25, s->dev[p]) ? NULL : "bad dev";
	case S_DEVNEW:
		return nums(w, nw, 3, CATAN_NDEV, 25, s->devnew[p]) ? NULL : "bad devnew";
	case S_KNIGHTS:
		return nw == 4 && num(w[3], 14, &s->knights[p]) ? NULL : "bad knights";
	case S_OWE:
		return nw == 4 && num(w[3], 95, &s->owe[p]) ? NULL : "bad owe";
	case S_AUTOROLL:
		if (nw != 4 || (strcmp(w[3], "yes") && strcmp(w[3], "no")))
			return "bad autoroll";
		s->autoroll[p] = !strcmp(w[3], "yes");
		return NULL;
	case S_PREF:
		if (nw == 4 && !strcmp(w[3], "-"))
			return NULL;
		if (nw < 4 || nw > 3 + CATAN_NRES)
			return "bad pref";
		for (int i = 3; i < nw; i++) {
			int r = kit_index(catan_harbour_words, CATAN_NRES, w[i]);
			for (int j = 0; j < s->npref[p]; j++)
				if (s->pref[p][j] == r)
					r = -1;
			if (r < 0)
				return "bad pref";
			s->pref[p][s->npref[p]++] = r;
		}
		return NULL;
	}
	return "bad seat fact";
}

static const char *load_offer(loader *L, char **w, int nw)
{
	catan_state *s = L->s;
	if ((nw != 20 && (nw != 22 || strcmp(w[20], "until"))) || strcmp(w[4], "give") || strcmp(w[11], "get") ||
		strcmp(w[18], "declined") || s->noffers == CATAN_MAX_OFFERS)
		return "expected 'offer <id> <from> <to|all> give <6> get <6> declined <mask> [until <turn>]'";
	catan_offer *of = &s->offer[s->noffers];
	memset(of, 0, sizeof *of);
	int declined;
	if (!num(w[1], 1000000000, &of->id) || !num(w[2], s->n - 1, &of->from) ||
		!(strcmp(w[3], "all") ? num(w[3], s->n - 1, &of->to) : (of->to = -1, 1)) ||
		!nums(w, 11, 5, CATAN_NCARDS, 19, of->give) || !nums(w, 18, 12, CATAN_NCARDS, 19, of->get) ||
		!num(w[19], 15, &declined))
		return "bad offer";
	of->declined = (uint32_t)declined;
	of->until = -1;
	if (nw == 22 && !num(w[21], 1000000, &of->until))
		return "bad offer";
	for (int i = 0; i < s->noffers; i++)
		if (s->offer[i].id == of->id)
			return "offer repeated";
	s->noffers++;
	return NULL;
}

static const char *load_line(loader *L, char **w, int nw)
{
	catan_state *s = L->s;
	const catan_map *m = s->map;
	if (!strcmp(w[0], "seat"))
		return load_seat(L, w, nw);
	if (!strcmp(w[0], "offer"))
		return load_offer(L, w, nw);
	if (!strcmp(w[0], "opt")) {
		int k = nw == 3 ? kit_index(opt_keys, NOPTS, w[1]) : -1;
		if (k < 0 || L->opt_seen[k]++)
			return "expected 'opt <key> <value>' once per option";
		int j = kit_index(opt_words[k], 2, w[2]);
		if (j < 0)
			return "bad option value";
		*opt_field(&s->o, k) = j;
		return NULL;
	}
	if (!strcmp(w[0], "hex")) {
		int h = nw == 4 ? catan_map_hex(m, w[1]) : -1;
		if (h < 0 || h >= CATAN_NLAND || L->hex_seen[h]++)
			return "expected 'hex <A..S> <terrain> <number|->' once per land hex";
		s->terrain[h] = kit_index(catan_terrain_words, CATAN_NTERRAIN, w[2]);
		if (s->terrain[h] < 0)
			return "bad terrain";
		if (!strcmp(w[3], "-"))
			return s->terrain[h] == CATAN_DESERT ? NULL : "only the desert has no number";
		return s->terrain[h] != CATAN_DESERT && num(w[3], 12, &s->number[h]) && s->number[h] >= 2 &&
				s->number[h] != 7
			? NULL
			: "bad number";
	}
	if (!strcmp(w[0], "harbour")) {
		int i;
		if (nw != 3 || !num(w[1], CATAN_NSLOT, &i) || i < 1 || L->slot_seen[i - 1]++)
			return "expected 'harbour <1..9> <type>' once per slot";
		s->harbour[i - 1] = kit_index(catan_harbour_words, CATAN_NHARBOUR, w[2]);
		return s->harbour[i - 1] < 0 ? "bad harbour type" : NULL;
	}
	if (!strcmp(w[0], "vertex")) {
		int v = nw == 4 ? catan_map_vertex(m, w[1]) : -1;
		if (v < 0 || s->vown[v] >= 0 || !num(w[2], s->n - 1, &s->vown[v]))
			return "expected 'vertex <name> <seat> settlement|city' once per intersection";
		if (strcmp(w[3], "settlement") && strcmp(w[3], "city"))
			return "bad building";
		s->vcity[v] = !strcmp(w[3], "city");
		return NULL;
	}
	if (!strcmp(w[0], "edge")) {
		int e = nw == 3 ? catan_map_edge(m, w[1]) : -1;
		if (e < 0 || s->eown[e] >= 0 || !num(w[2], s->n - 1, &s->eown[e]))
			return "expected 'edge <name> <seat>' once per path";
		return NULL;
	}
	int k = kit_index(facts, F_N, w[0]);
	if (k < 0 || L->seen[k]++)
		return "unknown or repeated fact";
	switch (k) {
	case F_GAME:
		return nw == 2 && !strcmp(w[1], "catan") ? NULL : "not a Catan state";
	case F_PHASE:
		return nw == 2 && (s->phase = kit_index(phase_words, 5, w[1])) >= 0 ? NULL : "bad phase";
	case F_END:
		return nw == 2 && (s->end = kit_index(catan_end_words, CATAN_END_N, w[1])) >= 0 ? NULL : "bad end";
	case F_WINNER:
		return nw == 2 && seat_or_none(s, w[1], &s->winner) ? NULL : "bad winner";
	case F_TURN:
	case F_STEP: {
		int v;
		if (nw != 2 || !num(w[1], 1000000000, &v))
			return "bad number";
		*(k == F_TURN ? &s->turn : &s->step) = (unsigned)v;
		return NULL;
	}
	case F_FIRST:
		return nw == 2 && num(w[1], s->n - 1, &s->first) ? NULL : "bad seat";
	case F_ACTIVE:
		return nw == 2 && num(w[1], s->n - 1, &s->active) ? NULL : "bad seat";
	case F_SETUP_I:
		return nw == 2 && num(w[1], 2 * s->n, &s->setup_i) ? NULL : "bad set-up index";
	case F_DICE:
		return nums(w, nw, 1, 2, 6, s->die) && (s->die[0] == 0) == (s->die[1] == 0) ? NULL : "bad dice";
	case F_PENDING:
		return nw == 2 && num(w[1], 1, &s->robber_pending) ? NULL : "bad robber-pending";
	case F_DEVPLAYED:
		return nw == 2 && num(w[1], 25, &s->dev_played) ? NULL : "bad dev-played";
	case F_MISSED:
		return nw == 2 && num(w[1], 1, &s->missed) ? NULL : "bad missed";
	case F_ROBBER:
		return nw == 2 && (s->robber = catan_map_hex(m, w[1])) >= 0 && s->robber < CATAN_NLAND ? NULL
												    : "the robber is on a land hex";
	case F_SPIRAL:
		if (nw != 2)
			return "bad spiral";
		s->spiral = -1;
		for (int i = 0; i < CATAN_NSPIRAL; i++)
			if (!strcmp(m->hex[m->spiral[i][0]], w[1]))
				s->spiral = i;
		return s->spiral >= 0 || !strcmp(w[1], "-") ? NULL : "bad spiral";
	case F_BANK:
		return nums(w, nw, 1, CATAN_NRES, CATAN_PER_RES, s->bank) ? NULL : "bad bank";
	case F_DECK:
		return nums(w, nw, 1, CATAN_NDEV, 14, s->deck) ? NULL : "bad deck";
	case F_SPENT:
		return nums(w, nw, 1, CATAN_NDEV, 14, s->spent) ? NULL : "bad spent";
	case F_LONGEST:
		return nw == 2 && seat_or_none(s, w[1], &s->lr) ? NULL : "bad holder";
	case F_ARMY:
		return nw == 2 && seat_or_none(s, w[1], &s->la) ? NULL : "bad holder";
	case F_NEXT:
		return nw == 2 && num(w[1], 1000000000, &s->next_offer) && s->next_offer >= 1 ? NULL : "bad next-offer";
	case F_DRAWN: {
		int v;
		if (nw != 2 || !num(w[1], (1 << s->n) - 1, &v) || !v)
			return "bad drawn";
		s->draw_seats = (uint32_t)v;
		return NULL;
	}
	}
	return "bad line";
}

const char *catan_consistent(const catan_state *s)
{
	const catan_map *m = s->map;
	for (int r = 0; r < CATAN_NRES; r++) {
		int t = s->bank[r];
		for (int p = 0; p < s->n; p++)
			t += s->hand[p][r];
		if (t != CATAN_PER_RES)
			return "the resource cards of a kind do not add up to 19";
	}
	for (int k = 0; k < CATAN_NDEV; k++) {
		int t = s->deck[k] + s->spent[k];
		for (int p = 0; p < s->n; p++) {
			t += s->dev[p][k] + (k == CATAN_DEV_KNIGHT ? s->knights[p] : 0);
			if (s->devnew[p][k] > s->dev[p][k])
				return "more new development cards than cards";
		}
		if (t != catan_dev_deck[k] || (s->spent[k] && (k == CATAN_DEV_KNIGHT || k == CATAN_DEV_POINT)))
			return "the development cards do not add up to the deck of the text";
	}
	for (int p = 0; p < s->n; p++)
		if (catan_pieces_left(s, p, CATAN_B_ROAD) < 0 || catan_pieces_left(s, p, CATAN_B_SETTLEMENT) < 0 ||
			catan_pieces_left(s, p, CATAN_B_CITY) < 0)
			return "a player has more pieces than the box holds";
	for (int v = 0; v < CATAN_NV; v++)
		for (int k = 0; k < m->nvadj[v] && s->vown[v] >= 0; k++)
			if (s->vown[m->vadj[v][k]] >= 0)
				return "two buildings break the distance rule";
	int tc[CATAN_NTERRAIN] = { 0 }, hc[CATAN_NHARBOUR] = { 0 }, nc[13] = { 0 };
	for (int h = 0; h < CATAN_NLAND; h++) {
		tc[s->terrain[h]]++;
		nc[s->number[h]]++;
	}
	for (int i = 0; i < CATAN_NTOKEN; i++)
		nc[m->token[i]]--;
	for (int i = 0; i < CATAN_NSLOT; i++)
		hc[s->harbour[i]]++;
	if (memcmp(tc, m->terrain_deck, sizeof tc) || memcmp(hc, m->harbour_deck, sizeof hc) || nc[0] != 1)
		return "the board is not made of the terrain, token and harbour decks";
	for (int v = 2; v <= 12; v++)
		if (nc[v])
			return "the number tokens on the board are not the 18 tokens";
	int owing = 0;
	for (int p = 0; p < s->n; p++)
		owing += s->owe[p] > 0;
	if ((s->phase == CATAN_PH_DISCARD) != (owing > 0))
		return "discards are owed exactly in the discard phase";
	if ((s->phase == CATAN_PH_OVER) != (s->end != CATAN_END_NONE))
		return "the end and the phase disagree";
	if ((s->end == CATAN_END_VICTORY) != (s->winner >= 0))
		return "a winner exactly when somebody won";
	if (s->phase == CATAN_PH_SETUP ? s->turn != 0 || s->setup_i >= 2 * s->n : s->turn == 0)
		return "the turn counter does not fit the phase";
	if (s->robber_pending && s->phase != CATAN_PH_MAIN)
		return "the robber is due only in the main phase";
	if (s->la >= 0 && s->knights[s->la] < CATAN_ARMY_MIN)
		return "the largest army needs 3 knights";
	if (s->lr >= 0 && catan_longest_road(s, s->lr) < CATAN_LONGEST_MIN)
		return "the longest trade route needs 5 roads";
	for (int i = 0; i < s->noffers; i++)
		if (s->offer[i].from == s->offer[i].to || s->offer[i].id >= s->next_offer)
			return "a bad offer";
	return NULL;
}

int catan_load(void **st, int n, const char *const *names, const char *text, es_err *e)
{
	if (n < 3 || n > CATAN_MAXP)
		return es_fail(e, ES_EILLEGAL, "Catan is for 3 or 4 players, not %d", n);
	catan_state *s = xmalloc(sizeof *s);
	catan_init_empty(s, n, names);
	loader *L = xcalloc(1, sizeof *L);
	L->s = s;
	const char *why = NULL;
	es_err scratch;
	int rc = 0;
	kit_state_init(&L->in, text, 512, 24);
	while (!why && (rc = kit_state_next(&L->in, &scratch)) == 1)
		why = load_line(L, L->in.w, L->in.nw);
	if (!why && rc != 0)
		why = "line too long";
	if (why) {
		int lineno = L->in.r.lineno;
		free(L);
		free(s);
		return es_fail(e, ES_ESYNTAX, "state line %d: %s", lineno, why);
	}
	why = kit_state_unseen(L->seen, facts, F_N, (uint64_t)1 << F_DRAWN); /* drawn: later releases only */
	if (!why)
		why = kit_state_unseen(L->opt_seen, opt_keys, NOPTS, 0);
	for (int p = 0; p < n && !why; p++)
		why = kit_state_unseen(L->seat_seen[p], seat_facts, S_N, 0);
	for (int h = 0; h < CATAN_NLAND && !why; h++)
		if (!L->hex_seen[h])
			why = "hex";
	for (int i = 0; i < CATAN_NSLOT && !why; i++)
		if (!L->slot_seen[i])
			why = "harbour";
	free(L);
	if (why) {
		free(s);
		return es_fail(e, ES_ESYNTAX, "state: missing '%s' line(s)", why);
	}
	if ((why = catan_consistent(s))) {
		free(s);
		return es_fail(e, ES_ESYNTAX, "state: %s", why);
	}
	*st = s;
	return ES_OK;
}
