/* La reconquista: state, create/load/save, the course of the game
 * (placement, normal turns, attacks) and the end conditions (rules 7-27).
 * Orders are read in reco_check.c, views in reco_view.c, the bot in
 * reco_bot.c, the small helpers of the state in reco_base.c. */
#include "games/reconquista/reco.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kit/kit_engine.h"
#include "games/kit/kit_lines.h"
#include "games/kit/kit_state.h"
#include "games/reconquista/reco_int.h"
#include "orders/ord_reco.h"

/* Rule 8: troops and provinces each player gets. */
static const struct {
	int players, troops, provinces;
} deal_table[] = {
	{ 3, 40, 20 },
	{ 4, 30, 15 },
	{ 5, 25, 12 },
	{ 6, 20, 10 },
};

/* By enum reco_phase and enum reco_end, NULL-ended: the words of the saved
 * state and of status(), and game_kind.phases and .ends (the ends skip
 * "none"). */
static const char *const phase_names[RECO_NPHASES + 1] = { "placement", "move", "defense", "over", NULL };
static const char *const end_names[RECO_END_N + 1] = { [RECO_END_NONE] = "none", [RECO_END_VICTORY] = "victory",
	[RECO_END_DRAW27] = "draw27", [RECO_END_DRAWGM] = "draw", [RECO_END_CAP] = "cap", [RECO_END_STALE] = "stalemate",
	NULL };

static int next_placer(const reco_state *s);
static void start_turn(reco_state *s, int candidate, game_events *ev);
static void end_game(reco_state *s, int end, uint32_t among, game_events *ev);
static void place(reco_state *s, const int *add, game_events *ev);
static void resolve(reco_state *s, uint64_t passed, game_events *ev);
static void execute(reco_state *s, int who, const reco_plan *p, game_events *ev);

/* ---- rule 27 ------------------------------------------------------- */

/* Ownership only changes by a successful attack, and troops only move
 * inside a connected group of one owner's provinces. So player A can bring
 * against P at most the troops of his groups that touch P, and the owner
 * of P can always defend with the troops on P alone, which he can empty
 * only when P has another of his provinces next to it. If no attack can
 * beat that bound now, no card can ever change hands. */
int reco_can_anyone_gain(const void *st)
{
	const reco_state *s = st;
	if (s->phase == RECO_OVER || s->phase == RECO_PLACEMENT)
		return s->phase == RECO_PLACEMENT;
	for (int a = 0; a < s->n; a++) {
		if (s->out >> a & 1)
			continue;
		uint64_t mine = reco_cards(s, a), seen = 0;
		int comp[RECO_NPROV], ncomp = 0, csum[RECO_NPROV];
		for (int i = 0; i < RECO_NPROV; i++) {
			if (!(mine >> i & 1) || (seen >> i & 1))
				continue;
			uint64_t group = (uint64_t)1 << i, frontier = group;
			while (frontier) {
				uint64_t next = 0;
				for (int j = 0; j < RECO_NPROV; j++)
					if (frontier >> j & 1)
						next |= s->map->adj[j] & mine;
				frontier = next & ~group;
				group |= next;
			}
			seen |= group;
			csum[ncomp] = reco_sum(s, group);
			for (int j = 0; j < RECO_NPROV; j++)
				if (group >> j & 1)
					comp[j] = ncomp;
			ncomp++;
		}
		for (int p = 0; p < RECO_NPROV; p++) {
			if (mine >> p & 1)
				continue;
			uint64_t touch = s->map->adj[p] & mine, groups = 0;
			for (int j = 0; j < RECO_NPROV; j++)
				if (touch >> j & 1)
					groups |= (uint64_t)1 << comp[j];
			int offence = 0;
			for (int c = 0; c < ncomp; c++)
				if (groups >> c & 1)
					offence += csum[c];
			int o = s->owner[p];
			int dmin = (s->map->adj[p] & reco_cards(s, o)) ? 0 : s->troops[p];
			if (offence > dmin)
				return 1;
		}
	}
	return 0;
}

/* ---- course of the game -------------------------------------------- */

/* What is now awaited of `seat` (template id, its "player" var): the seat
 * reads id_you, spoken to, and everybody else id. Only for what the views
 * also say (the core's public copy of the events shows neither). */
static void emit_awaited(game_events *ev, const reco_state *s, int seat, const char *id, const char *id_you,
	const char *turn)
{
	game_emit(ev, GAME_SEAT(seat), 0, id_you, "player", reco_name(s, seat), "turn", turn, NULL);
	game_emit_third(ev, GAME_OTHERS(GAME_SEAT(seat)), 0, id, "player", reco_name(s, seat), "turn", turn, NULL);
}

/* An action of `seat` told to him as "you" (id_you, never in the commit
 * message) and to everybody else as `id` (summary). The varargs are the
 * name, value pairs of both, NULL-ended. */
static void emit_act(game_events *ev, int seat, const char *id, const char *id_you, ...)
{
	va_list ap;
	va_start(ap, id_you);
	game_vemit(ev, GAME_SEAT(seat), 0, 0, id_you, ap);
	va_end(ap);
	va_start(ap, id_you);
	game_vemit(ev, GAME_OTHERS(GAME_SEAT(seat)), 1, 1, id, ap);
	va_end(ap);
}

static void end_game(reco_state *s, int end, uint32_t among, game_events *ev)
{
	/* The draws (a victory has its own event, in resolve). */
	static const char *const ids[RECO_END_N] = { [RECO_END_DRAW27] = "reco.ev.draw27",
		[RECO_END_DRAWGM] = "reco.ev.draw_gm", [RECO_END_CAP] = "reco.ev.draw_cap",
		[RECO_END_STALE] = "reco.ev.draw_stalemate" };
	s->phase = RECO_OVER;
	s->end = end;
	s->target = -1;
	s->committed = 0;
	s->winners = 0;
	memset(s->nnote, 0, sizeof s->nnote); /* a draw may end the placement */
	for (int i = 0; i < s->n; i++)
		if (!(s->out >> i & 1) && reco_count(s, i) > 0)
			s->winners |= GAME_SEAT(i);
	if (s->winners & among)
		s->winners &= among;
	sbuf who = SBUF_INIT;
	char max[16], id[48];
	reco_list_seats(s, s->winners, &who);
	snprintf(max, sizeof max, "%d", end == RECO_END_STALE ? s->stalemate : s->max_turns);
	/* Each who draws reads whom he draws with; the others who draw. */
	snprintf(id, sizeof id, "%s_you", ids[end]);
	for (int i = 0; i < s->n && __builtin_popcount(s->winners) > 1; i++) {
		if (!(s->winners >> i & 1))
			continue;
		sbuf with = SBUF_INIT;
		reco_list_seats(s, s->winners & ~GAME_SEAT(i), &with);
		game_emit(ev, GAME_SEAT(i), 0, id, "players", sbuf_str(&with), "max", max, NULL);
		sbuf_free(&with);
	}
	uint32_t told = __builtin_popcount(s->winners) > 1 ? s->winners : 0;
	game_emit_third(ev, GAME_OTHERS(told), 1, ids[end], "players", sbuf_str(&who), "max", max, NULL);
	sbuf_free(&who);
}

/* The first seat, from `candidate` going right, that is still playing
 * (rule 26 skips those who lost), after the rule 27 and turn cap tests. */
static void start_turn(reco_state *s, int candidate, game_events *ev)
{
	if (!reco_can_anyone_gain(s)) {
		end_game(s, RECO_END_DRAW27, GAME_ALL, ev);
		return;
	}
	if (s->max_turns && s->turn >= (unsigned)s->max_turns) {
		end_game(s, RECO_END_CAP, GAME_ALL, ev);
		return;
	}
	/* Rule 27 as a table would see it: when a whole number of rounds
	 * (the stalemate_rounds option) passes with no card changing hands,
	 * it is patent that nobody can gain one. */
	unsigned playing = 0;
	for (int i = 0; i < s->n; i++)
		playing += !(s->out >> i & 1);
	if (s->stalemate && s->quiet >= (unsigned)s->stalemate * playing) {
		end_game(s, RECO_END_STALE, GAME_ALL, ev);
		return;
	}
	s->quiet++;
	int seat = candidate;
	while (s->out >> seat & 1)
		seat = (seat - 1 + s->n) % s->n;
	s->phase = RECO_MOVE;
	s->active = seat;
	s->turn++;
	s->step++;
	s->played[seat]++;
	s->target = -1;
	s->committed = 0;
	char t[16];
	snprintf(t, sizeof t, "%u", s->turn);
	emit_awaited(ev, s, seat, "reco.ev.turn", "reco.ev.turn_you", t);
}

/* Next seat to the left (rule 9) with troops to place, or -1. */
static int next_placer(const reco_state *s)
{
	for (int k = 1; k <= s->n; k++) {
		int seat = (s->active + k) % s->n;
		if (s->left[seat] > 0)
			return seat;
	}
	return -1;
}

/* The active placer's round: the troops of `add` on his provinces. */
static void place_round(reco_state *s, const int *add, game_events *ev)
{
	sbuf detail = SBUF_INIT;
	int total = 0;
	for (int i = 0; i < RECO_NPROV; i++)
		if (add[i]) {
			s->troops[i] += add[i];
			total += add[i];
			sbuf_printf(&detail, "%s%s +%d", detail.len ? ", " : "", s->map->name[i], add[i]);
		}
	s->left[s->active] -= total;
	char t[16];
	snprintf(t, sizeof t, "%d", total);
	/* The placer reads what he placed; the others that it was placed. */
	game_emit_third(ev, GAME_OTHERS(GAME_SEAT(s->active)), 1, "reco.ev.placed", "player", reco_name(s, s->active),
		"count", t, NULL);
	snprintf(t, sizeof t, "%d", s->left[s->active]);
	game_emit(ev, GAME_SEAT(s->active), 0, s->left[s->active] ? "reco.ev.placed_detail" : "reco.ev.placed_detail_done",
		"list", sbuf_str(&detail), "left", t, NULL);
	sbuf_free(&detail);
}

/* Notes `v[0..n)` as "ronda 3: Madrid +5; ..." in every language, for
 * the vars list_es, list_en of an event. */
static void emit_notes(game_events *ev, const reco_state *s, int seat, const char *id, const reco_note *v, int n)
{
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	reco_notes_text(s, v, n, "es", &es);
	reco_notes_text(s, v, n, "en", &en);
	game_emit(ev, GAME_SEAT(seat), 0, id, "list_es", sbuf_str(&es), "list_en", sbuf_str(&en), NULL);
	sbuf_free(&es);
	sbuf_free(&en);
}

/* The board reaches `seat`, who noted this round ahead: it is placed
 * (1), or refused with the reason and every note dropped (0) when a
 * province is no longer his. */
static int apply_note(reco_state *s, int seat, game_events *ev)
{
	int round = reco_seat_round(s, seat), add[RECO_NPROV] = { 0 }, k = 0;
	const reco_note *v = s->note[seat];
	char rd[16];
	snprintf(rd, sizeof rd, "%d", round);
	for (; k < s->nnote[seat] && v[k].round == round; k++) {
		if (s->owner[v[k].prov] != seat) {
			sbuf es = SBUF_INIT, en = SBUF_INIT;
			reco_notes_text(s, v, s->nnote[seat], "es", &es);
			reco_notes_text(s, v, s->nnote[seat], "en", &en);
			game_emit(ev, GAME_SEAT(seat), 0, "reco.ev.ahead_refused", "round", rd, "province",
				s->map->name[v[k].prov], "list_es", sbuf_str(&es), "list_en", sbuf_str(&en), NULL);
			sbuf_free(&es);
			sbuf_free(&en);
			s->nnote[seat] = 0;
			return 0;
		}
		add[v[k].prov] += v[k].n;
	}
	s->nnote[seat] -= k;
	memmove(s->note[seat], v + k, (size_t)s->nnote[seat] * sizeof *v);
	game_emit_third(ev, GAME_OTHERS(GAME_SEAT(seat)), 0, "reco.ev.board_to", "player", reco_name(s, seat), NULL);
	game_emit(ev, GAME_SEAT(seat), 0, "reco.ev.ahead_applied", "round", rd, NULL);
	place_round(s, add, ev);
	return 1;
}

/* The board goes on to the left (rule 9), through every seat whose
 * round was sent ahead, to the first seat awaited; or, all troops
 * placed, to the first normal turn. */
static void advance(reco_state *s, game_events *ev)
{
	for (;;) {
		int next = next_placer(s);
		if (next < 0)
			break;
		s->active = next;
		s->step++;
		if (!s->nnote[next] || !apply_note(s, next, ev)) {
			emit_awaited(ev, s, next, "reco.ev.board_to", "reco.ev.board_to_you", "0");
			return;
		}
	}
	/* Rule 10: the board goes public and the seat right of the dealer,
	 * who placed last, plays first; play then turns to the right. */
	int first = (s->dealer - 1 + s->n) % s->n;
	sbuf order = SBUF_INIT;
	reco_play_order(s, &order);
	emit_act(ev, first, "reco.ev.placement_done", "reco.ev.placement_done_you", "player", reco_name(s, first), "order",
		sbuf_str(&order), NULL);
	sbuf_free(&order);
	start_turn(s, first, ev);
}

static void place(reco_state *s, const int *add, game_events *ev)
{
	place_round(s, add, ev);
	advance(s, ev);
}

/* A placement mail of `who`: the round due now when the board is his,
 * and the rounds sent ahead noted, replacing those noted before (each
 * told to him). */
static void placement(reco_state *s, int who, const reco_plan *p, game_events *ev)
{
	int now = who == s->active, add[RECO_NPROV] = { 0 }, k = 0;
	int round = reco_seat_round(s, who);
	for (; now && k < p->nplace && p->place[k].round == round; k++)
		add[p->place[k].prov] += p->place[k].n;
	reco_note was[RECO_NOTE_MAX];
	int nwas = s->nnote[who];
	memcpy(was, s->note[who], (size_t)nwas * sizeof *was);
	s->nnote[who] = p->nplace - k;
	memcpy(s->note[who], p->place + k, (size_t)s->nnote[who] * sizeof *was);
	if (now)
		place_round(s, add, ev);
	if (s->nnote[who])
		emit_notes(ev, s, who, s->nnote[who] > 1 && s->note[who][s->nnote[who] - 1].round > s->note[who][0].round
				? "reco.ev.ahead_noted" : "reco.ev.ahead_noted_one", s->note[who], s->nnote[who]);
	if (nwas && (nwas != s->nnote[who] || memcmp(was, s->note[who], (size_t)nwas * sizeof *was)))
		emit_notes(ev, s, who, "reco.ev.ahead_replaced", was, nwas);
	if (now)
		advance(s, ev);
}

static void resolve(reco_state *s, uint64_t passed, game_events *ev)
{
	int att = s->active, def = reco_defender(s), target = s->target;
	uint64_t dset = passed | (uint64_t)1 << target;
	int off = reco_sum(s, s->committed), dfn = reco_sum(s, dset);
	char o[16], d[16], t[16];
	snprintf(o, sizeof o, "%d", off);
	snprintf(d, sizeof d, "%d", dfn);
	snprintf(t, sizeof t, "%d", s->troops[target]);
	sbuf list = SBUF_INIT;
	reco_list_troops(s, dset, &list);
	/* Rules 19 and 21: only the two players see the cards and the
	 * result, each told in his own words (_att, _def); the others that
	 * it is resolved. */
	for (int side = 0; side < 2; side++) {
		uint32_t to = GAME_SEAT(side ? def : att);
		game_emit(ev, to, 0, side ? "reco.ev.defense_cards_def" : "reco.ev.defense_cards_att", "defender",
			reco_name(s, def), "attacker", reco_name(s, att), "target", s->map->name[target], "list", sbuf_str(&list),
			"total", d, NULL);
	}
	sbuf_free(&list);
	int won = off > dfn; /* rule 20: a tie fails */
	static const char *const result[2][2] = { { "reco.ev.attack_failed_att", "reco.ev.attack_failed_def" },
		{ "reco.ev.attack_won_att", "reco.ev.attack_won_def" } };
	for (int side = 0; side < 2; side++)
		game_emit(ev, GAME_SEAT(side ? def : att), 0, result[won][side], "attacker", reco_name(s, att), "defender",
			reco_name(s, def), "target", s->map->name[target], "offence", o, "defence", d, "troops", t, NULL);
	/* Rules 22-24: only the attacked card changes hands, troops stay. */
	if (won) {
		s->owner[target] = att;
		s->quiet = 0;
	}
	game_emit_third(ev, GAME_OTHERS(GAME_SEAT(att) | GAME_SEAT(def)), 1, "reco.ev.attack_resolved", "attacker",
		reco_name(s, att), "target", s->map->name[target], NULL);
	s->phase = RECO_MOVE;
	s->target = -1;
	s->committed = 0;
	if (reco_count(s, def) == 0) {
		s->out |= GAME_SEAT(def);
		emit_act(ev, def, "reco.ev.eliminated", "reco.ev.eliminated_you", "player", reco_name(s, def), NULL);
	}
	int have = reco_count(s, att);
	if (have >= s->initial[att] + RECO_TO_WIN) {
		char h[16], in[16];
		snprintf(h, sizeof h, "%d", have);
		snprintf(in, sizeof in, "%d", s->initial[att]);
		s->phase = RECO_OVER;
		s->end = RECO_END_VICTORY;
		s->winners = GAME_SEAT(att);
		emit_act(ev, att, "reco.ev.victory", "reco.ev.victory_you", "player", reco_name(s, att), "count", h, "initial",
			in, NULL);
		return;
	}
	start_turn(s, (att - 1 + s->n) % s->n, ev);
}

static void execute(reco_state *s, int who, const reco_plan *p, game_events *ev)
{
	if (p->standing >= 0)
		s->defend_all[who] = p->standing;
	switch (p->act) {
	case RECO_ACT_NONE:
		break;
	case RECO_ACT_PLACE:
		placement(s, who, p, ev);
		break;
	case RECO_ACT_PASS:
		emit_act(ev, who, "reco.ev.passed", "reco.ev.passed_you", "player", reco_name(s, who), NULL);
		start_turn(s, (who - 1 + s->n) % s->n, ev);
		break;
	case RECO_ACT_MOVE: {
		sbuf detail = SBUF_INIT;
		for (int k = 0; k < p->nmoves; k++) {
			const reco_move *m = &p->moves[k];
			s->troops[m->from] -= m->n;
			s->troops[m->to] += m->n;
			sbuf_printf(&detail, "%s%d: %s → %s", k ? ", " : "", m->n, s->map->name[m->from],
				s->map->name[m->to]);
		}
		/* Where to the mover alone (rule 13). */
		game_emit(ev, GAME_SEAT(who), 0, "reco.ev.moved_detail", "list", sbuf_str(&detail), NULL);
		game_emit_third(ev, GAME_OTHERS(GAME_SEAT(who)), 1, "reco.ev.moved", "player", reco_name(s, who), NULL);
		sbuf_free(&detail);
		start_turn(s, (who - 1 + s->n) % s->n, ev);
		break;
	}
	case RECO_ACT_ATTACK: {
		s->phase = RECO_DEFENSE;
		s->target = p->target;
		s->committed = p->with;
		s->step++;
		int def = reco_defender(s);
		char total[16];
		snprintf(total, sizeof total, "%d", reco_sum(s, p->with));
		/* Rule 18: the owner of the attacked province identifies himself. */
		game_emit(ev, GAME_SEAT(who), 0, "reco.ev.attack_you", "attacker", reco_name(s, who), "target",
			s->map->name[p->target], "defender", reco_name(s, def), NULL);
		game_emit(ev, GAME_SEAT(def), 0, "reco.ev.attack_on_you", "attacker", reco_name(s, who), "target",
			s->map->name[p->target], "defender", reco_name(s, def), NULL);
		game_emit_third(ev, GAME_OTHERS(GAME_SEAT(who) | GAME_SEAT(def)), 1, "reco.ev.attack", "attacker",
			reco_name(s, who), "target", s->map->name[p->target], "defender", reco_name(s, def), NULL);
		sbuf list = SBUF_INIT;
		reco_list_troops(s, p->with, &list);
		for (int side = 0; side < 2; side++)
			game_emit(ev, GAME_SEAT(side ? def : who), 0, side ? "reco.ev.attack_cards_def" : "reco.ev.attack_cards_att",
				"attacker", reco_name(s, who), "defender", reco_name(s, def), "target", s->map->name[p->target], "list",
				sbuf_str(&list), "total", total, NULL);
		sbuf_free(&list);
		break;
	}
	case RECO_ACT_DEFEND:
		resolve(s, p->with, ev);
		break;
	}
}

/* ---- game_kind entry points ---------------------------------------- */

static int reco_create(void **st, int n, const char *const *names, const char *const *opts, size_t nopts, dice *d,
	game_events *ev, es_err *e)
{
	size_t row = 0;
	while (row < sizeof deal_table / sizeof deal_table[0] && deal_table[row].players != n)
		row++;
	if (row == sizeof deal_table / sizeof deal_table[0])
		return es_fail(e, ES_EILLEGAL, "La reconquista is for 3 to 6 players, not %d (rule 1)", n);
	/* Options: name, value, default. */
	/* The stalemate default stays 20: `verify` replays a game's creation
	 * with the options it recorded, and games made before recorded none. */
	long max_turns = 0, stalemate = 20;
	const struct {
		const char *name;
		long *v;
	} known[] = { { "max_turns", &max_turns }, { "stalemate_rounds", &stalemate } };
	for (size_t i = 0; i < nopts; i++) {
		const char *eq = strchr(opts[i], '=');
		size_t k = 0;
		while (eq && k < sizeof known / sizeof known[0] &&
			(strlen(known[k].name) != (size_t)(eq - opts[i]) || strncmp(opts[i], known[k].name, (size_t)(eq - opts[i]))))
			k++;
		if (!eq || k == sizeof known / sizeof known[0])
			return es_fail(e, ES_ESYNTAX,
				"unknown option '%s' (La reconquista knows max_turns=N and stalemate_rounds=N)", opts[i]);
		if (!kit_num(eq + 1, 100000000, known[k].v))
			return es_fail(e, ES_ESYNTAX, "%s wants a number, 0 for no limit, not '%s'", known[k].name, eq + 1);
	}
	reco_state *s = xcalloc(1, sizeof *s);
	s->n = n;
	s->names = names;
	s->map = reco_map_get();
	s->max_turns = (int)max_turns;
	s->stalemate = (int)stalemate;
	s->each = deal_table[row].troops;
	s->target = -1;
	/* Rule 7: the dealer by lot, then the shuffled cards one at a time
	 * from his left. Cutting the deck adds nothing to a fair shuffle. */
	s->dealer = (int)dice_below(d, (uint32_t)n);
	int cards[RECO_NPROV];
	for (int i = 0; i < RECO_NPROV; i++)
		cards[i] = i;
	dice_shuffle(d, cards, RECO_NPROV);
	for (int k = 0; k < RECO_NPROV; k++)
		s->owner[cards[k]] = (s->dealer + 1 + k) % n;
	for (int i = 0; i < n; i++) {
		s->initial[i] = reco_count(s, i);
		s->left[i] = s->each;
		s->defend_all[i] = 1;
	}
	s->phase = RECO_PLACEMENT;
	s->active = s->dealer; /* rule 9: the dealer places first */
	s->step = 1;
	char c[16], t[16], w[16];
	snprintf(c, sizeof c, "%d", deal_table[row].provinces);
	snprintf(t, sizeof t, "%d", s->each);
	snprintf(w, sizeof w, "%d", deal_table[row].provinces + RECO_TO_WIN);
	emit_act(ev, s->dealer, "reco.ev.deal", "reco.ev.deal_you", "dealer", reco_name(s, s->dealer), "cards", c, "troops",
		t, "target", w, NULL);
	for (int i = 0; i < n; i++) {
		sbuf list = SBUF_INIT;
		reco_list_names(s, reco_cards(s, i), &list);
		game_emit(ev, GAME_SEAT(i), 0, "reco.ev.your_cards", "list", sbuf_str(&list), NULL);
		sbuf_free(&list);
	}
	/* The limits that end the game, told to all at the start. */
	if (s->max_turns) {
		snprintf(t, sizeof t, "%d", s->max_turns);
		game_emit(ev, GAME_ALL, 0, "reco.ev.limit_turns", "max", t, NULL);
	}
	if (s->stalemate) {
		snprintf(t, sizeof t, "%d", s->stalemate);
		game_emit(ev, GAME_ALL, 0, "reco.ev.limit_stalemate", "max", t, NULL);
	}
	sbuf order = SBUF_INIT;
	reco_place_order(s, &order);
	game_emit(ev, GAME_ALL, 0, "reco.ev.place_order", "order", sbuf_str(&order), NULL);
	sbuf_reset(&order);
	reco_play_order(s, &order);
	game_emit(ev, GAME_ALL, 0, "reco.ev.play_order", "order", sbuf_str(&order), NULL);
	sbuf_free(&order);
	emit_awaited(ev, s, s->active, "reco.ev.board_to", "reco.ev.board_to_you", "0");
	*st = s;
	return ES_OK;
}

static void reco_save(const void *st, sbuf *out)
{
	const reco_state *s = st;
	sbuf_printf(out, "game reconquista\n");
	sbuf_printf(out, "phase %s\n", phase_names[s->phase]);
	sbuf_printf(out, "step %u\n", s->step);
	sbuf_printf(out, "turn %u\n", s->turn);
	sbuf_printf(out, "dealer %d\n", s->dealer);
	sbuf_printf(out, "active %d\n", s->active);
	sbuf_printf(out, "each %d\n", s->each);
	sbuf_printf(out, "max-turns %d\n", s->max_turns);
	sbuf_printf(out, "stalemate-rounds %d\n", s->stalemate);
	sbuf_printf(out, "quiet-turns %u\n", s->quiet);
	sbuf_printf(out, "end %s\n", end_names[s->end]);
	sbuf_puts(out, "winners");
	kit_state_put_seats(out, s->winners, s->n);
	sbuf_puts(out, "\nattack");
	sbuf_printf(out, " %s", s->target < 0 ? "-" : s->map->id[s->target]);
	for (int i = 0; i < RECO_NPROV; i++)
		if (s->committed >> i & 1)
			sbuf_printf(out, " %s", s->map->id[i]);
	sbuf_putc(out, '\n');
	for (int i = 0; i < RECO_NPROV; i++)
		sbuf_printf(out, "prov %s %d %d\n", s->map->id[i], s->owner[i], s->troops[i]);
	for (int i = 0; i < s->n; i++) {
		sbuf_printf(out, "seat %d initial %d\n", i, s->initial[i]);
		sbuf_printf(out, "seat %d left %d\n", i, s->left[i]);
		sbuf_printf(out, "seat %d played %u\n", i, s->played[i]);
		sbuf_printf(out, "seat %d defense %s\n", i, s->defend_all[i] ? "todas" : "ninguna");
		sbuf_printf(out, "seat %d out %d\n", i, (int)(s->out >> i & 1));
		/* Rounds sent ahead, only when there are (older states have none). */
		if (s->nnote[i]) {
			sbuf_printf(out, "ahead %d", i);
			for (int k = 0; k < s->nnote[i]; k++)
				sbuf_printf(out, " %s %d", s->map->id[s->note[i][k].prov], s->note[i][k].n);
			sbuf_putc(out, '\n');
		}
	}
}

enum { K_GAME, K_PHASE, K_STEP, K_TURN, K_DEALER, K_ACTIVE, K_EACH, K_MAX, K_END, K_WINNERS, K_ATTACK, K_STALE,
	K_QUIET, K_NKEYS };
static const char *const keys[] = { "game", "phase", "step", "turn", "dealer", "active", "each", "max-turns", "end",
	"winners", "attack", "stalemate-rounds", "quiet-turns" };
enum { S_INITIAL, S_LEFT, S_PLAYED, S_DEFENSE, S_OUT, S_NKEYS };
static const char *const seat_keys[] = { "initial", "left", "played", "defense", "out" };

/* Reads one line of saved state into s; 0 with a message on bad input. */
static int load_line(reco_state *s, char **w, int nw, int *seen, int seat_seen[][S_NKEYS], uint64_t *prov_seen,
	const char **why)
{
	long v;
	if (!strcmp(w[0], "prov")) {
		int p = nw == 4 ? reco_map_find(s->map, w[1]) : -1;
		if (p < 0 || (*prov_seen >> p & 1)) {
			*why = "expected one 'prov <id> <seat> <troops>' per province";
			return 0;
		}
		long seat, troops;
		if (!kit_num(w[2], s->n - 1, &seat) || !kit_num(w[3], 1000000, &troops)) {
			*why = "bad seat or troops";
			return 0;
		}
		s->owner[p] = (int)seat;
		s->troops[p] = (int)troops;
		*prov_seen |= (uint64_t)1 << p;
		return 1;
	}
	if (!strcmp(w[0], "ahead")) {
		/* "ahead <seat> <id> <n> ...": rounds in load_notes. */
		long seat, n;
		*why = "expected 'ahead <seat> <province> <troops> ...' once a seat";
		if (nw < 4 || nw % 2 || (nw - 2) / 2 > RECO_NOTE_MAX || !kit_num(w[1], s->n - 1, &seat) || s->nnote[seat])
			return 0;
		for (int k = 2; k < nw; k += 2) {
			int p = reco_map_find(s->map, w[k]);
			if (p < 0 || !kit_num(w[k + 1], RECO_PLACE_EACH, &n) || n < 1)
				return 0;
			s->note[seat][s->nnote[seat]++] = (reco_note){ 0, p, (int)n };
		}
		return 1;
	}
	if (!strcmp(w[0], "seat")) {
		long seat;
		int k = nw == 4 ? kit_index(seat_keys, S_NKEYS, w[2]) : -1;
		if (k < 0 || !kit_num(w[1], s->n - 1, &seat) || seat_seen[seat][k]++) {
			*why = "expected 'seat <i> <initial|left|played|defense|out> <value>' once each";
			return 0;
		}
		int ok = 1;
		switch (k) {
		case S_INITIAL:
			ok = kit_num(w[3], RECO_NPROV, &v) && (s->initial[seat] = (int)v, 1);
			break;
		case S_LEFT:
			ok = kit_num(w[3], 1000000, &v) && (s->left[seat] = (int)v, 1);
			break;
		case S_PLAYED:
			ok = kit_num(w[3], 100000000, &v) && (s->played[seat] = (unsigned)v, 1);
			break;
		case S_DEFENSE:
			ok = !strcmp(w[3], "todas") || !strcmp(w[3], "ninguna");
			s->defend_all[seat] = !strcmp(w[3], "todas");
			break;
		case S_OUT:
			ok = kit_num(w[3], 1, &v);
			if (ok && v)
				s->out |= GAME_SEAT(seat);
			break;
		}
		if (!ok)
			*why = "bad seat value";
		return ok;
	}
	int k = kit_index(keys, K_NKEYS, w[0]);
	if (k < 0 || seen[k]++) {
		*why = "unknown or repeated fact";
		return 0;
	}
	if (k != K_WINNERS && k != K_ATTACK && nw != 2) {
		*why = "expected one value";
		return 0;
	}
	switch (k) {
	case K_GAME:
		*why = "not a La reconquista state";
		return !strcmp(w[1], "reconquista");
	case K_PHASE:
		*why = "unknown phase";
		s->phase = kit_index(phase_names, RECO_NPHASES, w[1]);
		return s->phase >= 0;
	case K_STEP:
	case K_TURN:
	case K_STALE:
	case K_QUIET:
	case K_MAX:
		*why = "bad number";
		if (!kit_num(w[1], 1000000000, &v))
			return 0;
		if (k == K_STEP)
			s->step = (unsigned)v;
		else if (k == K_TURN)
			s->turn = (unsigned)v;
		else if (k == K_STALE)
			s->stalemate = (int)v;
		else if (k == K_QUIET)
			s->quiet = (unsigned)v;
		else
			s->max_turns = (int)v;
		return 1;
	case K_DEALER:
	case K_ACTIVE:
		*why = "bad seat";
		if (!kit_num(w[1], s->n - 1, &v))
			return 0;
		*(k == K_DEALER ? &s->dealer : &s->active) = (int)v;
		return 1;
	case K_EACH:
		*why = "bad troops per player";
		return kit_num(w[1], 1000000, &v) && (s->each = (int)v, 1);
	case K_END:
		*why = "unknown end";
		s->end = kit_index(end_names, RECO_END_N, w[1]);
		return s->end >= 0;
	case K_WINNERS:
		*why = "bad winners";
		return kit_state_read_seats(w + 1, nw - 1, s->n, &s->winners);
	case K_ATTACK:
		*why = "bad attack";
		if (nw == 2 && !strcmp(w[1], "-"))
			return 1;
		if (nw < 2 || (s->target = reco_map_find(s->map, w[1])) < 0)
			return 0;
		for (int i = 2; i < nw; i++) {
			int p = reco_map_find(s->map, w[i]);
			if (p < 0)
				return 0;
			s->committed |= (uint64_t)1 << p;
		}
		return 1;
	}
	return 0;
}

/* The rounds of the notes read: each fills its round exactly, in order
 * from the seat's next; NULL when they do. */
static const char *load_notes(reco_state *s)
{
	for (int i = 0; i < s->n; i++) {
		if (!s->nnote[i])
			continue;
		if (s->phase != RECO_PLACEMENT || i == s->active)
			return "rounds noted ahead outside the placement or by the placer";
		int round = reco_seat_round(s, i), fill = 0;
		for (int k = 0; k < s->nnote[i]; k++) {
			int need = reco_round_need(s, i, round);
			if (s->note[i][k].n > need - fill)
				return "a round noted ahead runs over its troops";
			s->note[i][k].round = round;
			fill += s->note[i][k].n;
			if (fill == need)
				round++, fill = 0;
		}
		if (fill)
			return "a round noted ahead is not whole";
	}
	return NULL;
}

/* Whole-state checks once every line is read; NULL when consistent. */
static const char *load_consistent(reco_state *s)
{
	if (s->phase == RECO_DEFENSE) {
		if (s->target < 0 || s->owner[s->target] == s->active)
			return "a defense phase needs an attack on another player's province";
		if (s->committed & ~reco_involved_of(s, s->active, s->target))
			return "the attack commits provinces not the attacker's or not bordering the target";
	} else if (s->target >= 0) {
		return "an attack is pending outside the defense phase";
	}
	if ((s->phase == RECO_OVER) != (s->end != RECO_END_NONE))
		return "the end and the phase disagree";
	if (s->phase != RECO_OVER && s->winners)
		return "winners before the end";
	/* A game may end (declared draw) before its first normal turn. */
	if (s->phase == RECO_PLACEMENT ? s->turn != 0 : s->turn == 0 && s->phase != RECO_OVER)
		return "the turn counter does not fit the phase";
	if (s->phase != RECO_OVER && (s->out >> s->active & 1))
		return "the active seat has lost";
	if (s->phase == RECO_PLACEMENT && s->left[s->active] <= 0)
		return "the placer has no troops left";
	for (int i = 0; i < s->n; i++)
		if ((reco_count(s, i) == 0) != (int)(s->out >> i & 1))
			return "a seat without cards must be out, and only such a seat";
	return load_notes(s);
}

static int reco_load(void **st, int n, const char *const *names, const char *text, es_err *e)
{
	if (n < 3 || n > 6)
		return es_fail(e, ES_EILLEGAL, "La reconquista is for 3 to 6 players, not %d", n);
	reco_state *s = xcalloc(1, sizeof *s);
	s->n = n;
	s->names = names;
	s->map = reco_map_get();
	s->target = -1;
	int seen[K_NKEYS] = { 0 }, seat_seen[GAME_MAX_PLAYERS][S_NKEYS];
	memset(seat_seen, 0, sizeof seat_seen);
	uint64_t prov_seen = 0;
	kit_state_in *in = xmalloc(sizeof *in);
	kit_state_init(in, text, 4096, 2 * RECO_NOTE_MAX + 4);
	int rc;
	const char *why = "bad line";
	while ((rc = kit_state_next(in, e)) == 1 && load_line(s, in->w, in->nw, seen, seat_seen, &prov_seen, &why))
		why = "bad line";
	if (rc == 1)
		rc = kit_state_fail(in, e, why);
	free(in);
	if (rc != ES_OK) {
		free(s);
		return rc;
	}
	/* The stalemate facts came later: a state without them has none. */
	why = kit_state_unseen(seen, keys, K_NKEYS, (uint64_t)1 << K_STALE | (uint64_t)1 << K_QUIET);
	for (int i = 0; i < n && !why; i++)
		why = kit_state_unseen(seat_seen[i], seat_keys, S_NKEYS, 0);
	if (!why && prov_seen != (((uint64_t)1 << RECO_NPROV) - 1))
		why = "prov";
	if (why) {
		free(s);
		return es_fail(e, ES_ESYNTAX, "state: missing '%s' line(s)", why);
	}
	if ((why = load_consistent(s))) {
		free(s);
		return es_fail(e, ES_ESYNTAX, "state: %s", why);
	}
	*st = s;
	return ES_OK;
}

static void reco_status(const void *st, game_status *out)
{
	const reco_state *s = st;
	kit_status(out, phase_names[s->phase], s->turn, s->step, s->phase == RECO_OVER, s->winners, end_names[s->end]);
	if (s->phase == RECO_DEFENSE)
		out->waiting = GAME_SEAT(reco_defender(s));
	else if (s->phase != RECO_OVER)
		out->waiting = GAME_SEAT(s->active);
	out->in = s->phase == RECO_OVER ? 0 : (GAME_ALL & ((1u << s->n) - 1)) & ~s->out;
	/* Rule 9: RECO_PLACE_EACH troops a placement turn, in rounds. */
	if (s->phase == RECO_PLACEMENT)
		out->round = (unsigned)((s->each - s->left[s->active]) / RECO_PLACE_EACH + 1);
}

static void reco_apply(void *st, int who, const char *canon, dice *d, game_events *ev)
{
	reco_state *s = st;
	(void)d;
	/* Split the canonical text into lines for the reader. */
	arena *a = arena_new();
	game_lines lines;
	game_lines_split(a, canon, &lines);
	reco_plan *plan = xmalloc(sizeof *plan);
	game_reject rej;
	int rc = reco_plan_read(s, who, &lines, "es", plan, &rej);
	if (rc != ES_OK) {
		fprintf(stderr, "estafeta: reconquista: unchecked orders applied (line %zu: %s)\n", rej.index, rej.why);
		abort();
	}
	execute(s, who, plan, ev);
	free(plan);
	arena_free(a);
}

static void reco_timeout(void *st, dice *d, game_events *ev)
{
	reco_state *s = st;
	switch (s->phase) {
	case RECO_PLACEMENT: {
		/* Each of the (up to) five troops on one of his provinces, by lot. */
		int own[RECO_NPROV], nown = 0, add[RECO_NPROV] = { 0 };
		for (int i = 0; i < RECO_NPROV; i++)
			if (s->owner[i] == s->active)
				own[nown++] = i;
		int k = s->left[s->active] < RECO_PLACE_EACH ? s->left[s->active] : RECO_PLACE_EACH;
		for (int j = 0; j < k; j++)
			add[own[dice_below(d, (uint32_t)nown)]]++;
		/* Where they went, "Has colocado: ...", follows (place). */
		game_emit(ev, GAME_SEAT(s->active), 0, "reco.ev.timeout_place", NULL);
		place(s, add, ev);
		break;
	}
	case RECO_MOVE:
		game_emit(ev, GAME_SEAT(s->active), 0, "reco.ev.timeout_pass", NULL);
		game_emit_third(ev, GAME_OTHERS(GAME_SEAT(s->active)), 1, "reco.ev.passed", "player", reco_name(s, s->active),
			NULL);
		start_turn(s, (s->active - 1 + s->n) % s->n, ev);
		break;
	case RECO_DEFENSE: {
		int def = reco_defender(s);
		uint64_t with = s->defend_all[def] ? reco_involved_of(s, def, s->target) : 0;
		game_emit(ev, GAME_SEAT(def), 0, s->defend_all[def] ? "reco.ev.timeout_defense_all" : "reco.ev.timeout_defense_none",
			"target", s->map->name[s->target], NULL);
		resolve(s, with, ev);
		break;
	}
	case RECO_OVER:
		break;
	}
}

static void reco_declare_draw(void *st, uint32_t among, game_events *ev)
{
	reco_state *s = st;
	if (s->phase != RECO_OVER)
		end_game(s, RECO_END_DRAWGM, among, ev);
}

void reco_scene(const void *st, int who, scene *out); /* reco_scene.c */
void reco_view_json(const void *st, int who, jw *out); /* reco_json.c */
/* Rule 27's heuristic is retired: a new game stores stalemate_rounds=0
 * (create()'s default stays 20 so that older games replay as they were
 * played); players end a stalemate by voting EMPATE (adjudicator core). */
/* The stalemate draw rule is retired for new games (rules 2nd edition). */
static const game_pin reco_pinned[] = { { "stalemate_rounds=0", "reco.pinned.stalemate_rounds" }, { NULL, NULL } };

/* In its normal turn a seat most often passes; attacked, it defends with
 * the attacked card or with all its bordering ones. */
static void reco_quick(const void *st, int who, const char *lang, game_quick *out)
{
	const reco_state *s = st;
	int en = !strcmp(lang, "en");
	if (s->phase == RECO_MOVE && who == s->active) {
		game_quick_add(out, 0, en ? "PASS" : "PASO");
	} else if (s->phase == RECO_DEFENSE && s->target >= 0 && s->owner[s->target] == who) {
		game_quick_add(out, 0, en ? "DEFEND" : "DEFENDER");
		game_quick_add(out, 0, en ? "DEFEND WITH ALL" : "DEFENDER CON TODAS");
	}
}

const game_kind reco_kind = {
	.kind = "reconquista",
	.min_players = 3,
	.max_players = 6,
	.create = reco_create,
	.load = reco_load,
	.save = reco_save,
	.free = kit_free,
	.status = reco_status,
	.check = reco_check,
	.apply = reco_apply,
	.timeout = reco_timeout,
	.declare_draw = reco_declare_draw,
	.view = reco_view,
	.help = reco_help,
	.has = GAME_HAS_DEFAULT_TEXT | GAME_HAS_SCENE | GAME_HAS_PINNED | GAME_HAS_QUICK,
	.default_text = reco_default_text,
	.quick = reco_quick,
	.bot = reco_bot,
	.redeal = reco_redeal,
	.scene = reco_scene,
	.view_json = reco_view_json,
	.phases = phase_names,
	.ends = end_names + 1,
	.starts = reco_starts,
	.pinned = reco_pinned,
	.order_verb = ord_reco_verb,
};
