/* Nuevo Mundo (Ruibal Games): the rules engine behind games/game.h. This
 * file: creation (scenario, deck, turn order), the course of entries,
 * turns and rounds (rulebook IV and VII), cards, elimination and victory
 * (IX). The state's words, names and counts are in nm_base.c, placement
 * and operations in nm_exec.c, orders in nm_check.c, saved states in
 * nm_save.c. See
 * games/nuevo-mundo/RULES-NOTES.md. */
#include "games/nuevo-mundo/nm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kit/kit_engine.h"
#include "games/kit/kit_lines.h"
#include "games/nuevo-mundo/nm_int.h"
#include "games/nuevo-mundo/nm_save.h"

static void num(char *buf, size_t n, long v)
{
	snprintf(buf, n, "%ld", v);
}

/* ---- cards ------------------------------------------------------------ */

void nm_refill(nm_state *s, int slot)
{
	if (s->up[slot] >= 0)
		return;
	if (s->ndeck == 0)
		return; /* the deck is empty: no refill (RULES-NOTES.md) */
	int c = s->deck[--s->ndeck];
	s->up[slot] = c;
	s->where[c] = NM_UP;
}

/* The card goes to seat. up_slot >= 0: it was face up there (refilled). */
void nm_take_card(nm_state *s, int seat, int card, game_events *ev, int up_slot)
{
	(void)ev;
	s->where[card] = seat;
	if (up_slot >= 0) {
		s->up[up_slot] = -1;
		nm_refill(s, up_slot);
	}
}

/* ---- the end ---------------------------------------------------------- */

static void finish(nm_state *s, int end, uint32_t winners, game_events *ev)
{
	s->phase = NM_OVER;
	s->end = end;
	s->winners = winners;
	free(s->program);
	s->program = NULL;
	s->conflict = 0;
	s->ncones = 0;
	static const char *const ids[NM_END_N] = { [NM_END_POINTS] = "nm.ev.win_points",
		[NM_END_KINDS] = "nm.ev.win_kinds", [NM_END_SURVIVAL] = "nm.ev.win_survival",
		[NM_END_DRAW] = "nm.ev.draw", [NM_END_CAP] = "nm.ev.cap", [NM_END_STALL] = "nm.ev.stall" };
	sbuf who = SBUF_INIT, cards = SBUF_INIT;
	for (int p = 0; p < s->n; p++)
		if (winners >> p & 1)
			sbuf_printf(&who, "%s%s", who.len ? ", " : "", nm_name(s, p));
	/* The final mail shows the winner's cards. */
	int w = __builtin_popcount(winners) == 1 ? __builtin_ctz(winners) : -1;
	sbuf cards_en = SBUF_INIT;
	for (int c = 0; w >= 0 && c < NM_NCARDS; c++)
		if (s->where[c] == w) {
			sbuf_printf(&cards, "%s%s %d", cards.len ? ", " : "", nm_kinds[s->card[c].kind].code,
				s->card[c].points);
			sbuf_printf(&cards_en, "%s%s %d", cards_en.len ? ", " : "", nm_kinds[s->card[c].kind].code_en,
				s->card[c].points);
		}
	char pts[24], mx[24];
	num(pts, sizeof pts, w >= 0 ? nm_points(s, w) : 0);
	num(mx, sizeof mx, end == NM_END_STALL ? s->stall_rounds : s->max_turns);
	game_emit(ev, GAME_ALL, 1, ids[end], "players", sbuf_str(&who), "points", pts, "max", mx, NULL);
	if (w >= 0)
		game_emit(ev, GAME_ALL, 0, "nm.ev.winner_cards", "player", nm_name(s, w), "cards_es",
			cards.len ? sbuf_str(&cards) : "—", "cards_en", cards_en.len ? sbuf_str(&cards_en) : "—", NULL);
	sbuf_free(&cards_en);
	sbuf_free(&who);
	sbuf_free(&cards);
}

int nm_check_victory(nm_state *s, game_events *ev)
{
	if (s->phase == NM_OVER)
		return 1;
	int alive = 0, last = -1;
	for (int p = 0; p < s->n; p++) {
		if (s->out >> p & 1)
			continue;
		alive++;
		last = p;
		int count[NM_NKINDS];
		if (nm_points(s, p) >= NM_WIN_POINTS) {
			finish(s, NM_END_POINTS, GAME_SEAT(p), ev);
			return 1;
		}
		if (nm_kinds_held(s, p, count) == NM_NKINDS) {
			finish(s, NM_END_KINDS, GAME_SEAT(p), ev);
			return 1;
		}
	}
	if (alive == 1) {
		finish(s, NM_END_SURVIVAL, GAME_SEAT(last), ev);
		return 1;
	}
	return 0;
}

/* Losing the last settlement: one card went to the victor (the caller);
 * pieces leave the map, ships back to the pool, other cards leave the
 * game, the seat leaves the turn track; the game goes on. */
void nm_eliminate(nm_state *s, int seat, int victor, game_events *ev)
{
	for (int r = 0; r < s->map->n; r++)
		s->cq[r][seat] = s->ca[r][seat] = 0;
	s->ruin[seat] = 0;
	for (int i = 0; i < NM_NSHIPS; i++)
		if (s->ship[i].owner == seat)
			s->ship[i] = (nm_ship){ -1, -1, 0 };
	for (int c = 0; c < NM_NCARDS; c++)
		if (s->where[c] == seat)
			s->where[c] = NM_OUT;
	for (int k = 0; k < s->ntrack; k++)
		if (s->track[k] == seat) {
			memmove(&s->track[k], &s->track[k + 1], (size_t)(s->ntrack - k - 1) * sizeof s->track[0]);
			s->ntrack--;
			if (k < s->pos)
				s->pos--;
			break;
		}
	s->out |= GAME_SEAT(seat);
	for (int r = 0; r < s->map->n; r++)
		if (nm_other_owner(s, r, s->active) < 0)
			s->conflict &= ~nm_bit(r);
	game_emit(ev, GAME_ALL, 1, "nm.ev.eliminated", "player", nm_name(s, seat), "victor", nm_name(s, victor), NULL);
	nm_check_victory(s, ev);
}

/* ---- rounds and turns ------------------------------------------------- */

static void track_text(const nm_state *s, sbuf *out)
{
	for (int k = 0; k < s->ntrack; k++)
		sbuf_printf(out, "%s%s", k ? ", " : "", nm_name(s, s->track[k]));
}

void nm_start_turn(nm_state *s, game_events *ev)
{
	s->phase = NM_TURN;
	s->active = s->track[s->pos];
	s->credits = nm_produce(s, s->active);
	s->turn++;
	s->step++;
	s->conflict = 0;
	s->ncones = 0;
	s->combo_black = s->combo_red = -1;
	char t[24], c[24], r[24];
	num(t, sizeof t, s->turn);
	num(c, sizeof c, s->credits);
	num(r, sizeof r, s->round);
	game_emit(ev, GAME_ALL, 0, "nm.ev.turn", "turn", t, "round", r, "player", nm_name(s, s->active), "credits", c,
		NULL);
}

/* Rulebook VII: before each round from the second, lowest production
 * first; ties keep the previous round's order (a stable sort). */
static void new_round(nm_state *s, game_events *ev)
{
	int prod[NM_MAXP];
	for (int k = 0; k < s->ntrack; k++)
		prod[k] = nm_produce(s, s->track[k]);
	for (int i = 1; i < s->ntrack; i++)
		for (int j = i; j > 0 && prod[j - 1] > prod[j]; j--) {
			int t = prod[j];
			prod[j] = prod[j - 1];
			prod[j - 1] = t;
			t = s->track[j];
			s->track[j] = s->track[j - 1];
			s->track[j - 1] = t;
		}
	s->round++;
	s->pos = 0;
	sbuf l = SBUF_INIT;
	track_text(s, &l);
	char r[24];
	num(r, sizeof r, s->round);
	game_emit(ev, GAME_ALL, 1, "nm.ev.round", "round", r, "order", sbuf_str(&l), NULL);
	sbuf_free(&l);
}

static uint32_t alive_seats(const nm_state *s)
{
	uint32_t alive = 0;
	for (int p = 0; p < s->n; p++)
		if (!(s->out >> p & 1))
			alive |= GAME_SEAT(p);
	return alive;
}

/* At a round's end: has no discovery card changed place (taken from the
 * face-up row, won in battle, dealt to the row) for stall_rounds whole
 * rounds? Every victory needs cards to move, so such a table has
 * stopped: the game ends drawn rather than run for ever. */
static uint32_t card_print(const nm_state *s)
{
	uint32_t h = 2166136261u; /* FNV-1a over where[]: the deck's order is not in it */
	for (int c = 0; c < NM_NCARDS; c++) {
		h ^= (uint32_t)(s->where[c] & 0xff);
		h *= 16777619u;
	}
	return h;
}

static int stalled(nm_state *s)
{
	if (!s->stall_rounds)
		return 0;
	uint32_t h = card_print(s);
	if (h == s->card_print)
		s->quiet++;
	else
		s->quiet = 0, s->card_print = h;
	return s->quiet >= s->stall_rounds;
}

void nm_end_turn(nm_state *s, dice *d, game_events *ev)
{
	(void)d;
	s->ncones = 0;
	s->conflict = 0;
	s->combo_black = s->combo_red = -1;
	free(s->program);
	s->program = NULL;
	if (s->phase == NM_OVER)
		return;
	if (s->max_turns && s->turn >= (unsigned)s->max_turns) {
		finish(s, NM_END_CAP, alive_seats(s), ev);
		return;
	}
	s->pos++;
	if (s->pos >= s->ntrack) {
		if (stalled(s)) {
			finish(s, NM_END_STALL, alive_seats(s), ev);
			return;
		}
		new_round(s, ev);
	}
	nm_start_turn(s, ev);
}

/* Rulebook IV: everyone rolls the numeric die, the highest plays first
 * (ties roll again among the tied), the others follow in seat order. */
static int first_player(nm_state *s, dice *d, game_events *ev)
{
	uint32_t tied = GAME_ALL & ((1u << s->n) - 1);
	for (;;) {
		int best = 0, roll[GAME_MAX_PLAYERS] = { 0 };
		sbuf l = SBUF_INIT;
		for (int p = 0; p < s->n; p++)
			if (tied >> p & 1) {
				roll[p] = dice_roll(d, NM_NUMERIC_FACES);
				if (roll[p] > best)
					best = roll[p];
				sbuf_printf(&l, "%s%s %d", l.len ? ", " : "", nm_name(s, p), roll[p]);
			}
		game_emit(ev, GAME_ALL, 1, "nm.ev.order_rolls", "rolls", sbuf_str(&l), NULL);
		sbuf_free(&l);
		uint32_t top = 0;
		for (int p = 0; p < s->n; p++)
			if ((tied >> p & 1) && roll[p] == best)
				top |= GAME_SEAT(p);
		if (__builtin_popcount(top) == 1)
			return __builtin_ctz(top);
		tied = top;
	}
}

/* The next entry, or the first turn once everyone has entered. */
void nm_next_entry(nm_state *s, game_events *ev)
{
	s->pos++;
	s->step++;
	if (s->pos < s->ntrack) {
		s->active = s->track[s->pos];
		game_emit(ev, GAME_ALL, 0, "nm.ev.entry_next", "player", nm_name(s, s->active), NULL);
		return;
	}
	s->pos = 0;
	s->round = 1;
	nm_start_turn(s, ev);
}

/* ---- options ---------------------------------------------------------- */

static int read_file(const char *path, char *buf, size_t cap)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	size_t n = fread(buf, 1, cap - 1, f);
	int big = !feof(f);
	fclose(f);
	buf[n] = '\0';
	return big ? -1 : 0;
}

static int options(nm_state *s, const char *const *opts, size_t nopts, dice *d, es_err *e)
{
	long scenario = 0, max_turns = 0, answer = 24;
	memcpy(s->card, nm_default_cards, sizeof s->card);
	memcpy(s->loss, nm_loss, sizeof s->loss);
	for (size_t i = 0; i < nopts; i++) {
		const char *eq = strchr(opts[i], '=');
		size_t kl = eq ? (size_t)(eq - opts[i]) : 0;
		const char *v = eq ? eq + 1 : "";
		if (kl == 8 && !strncmp(opts[i], "scenario", 8)) {
			if (!nm_save_num(v, NM_NSCENARIOS, &scenario) || scenario < 1)
				return es_fail(e, ES_ESYNTAX, "scenario wants 1 to 6, not '%s'", v);
		} else if (kl == 9 && !strncmp(opts[i], "max_turns", 9)) {
			if (!nm_save_num(v, 100000, &max_turns))
				return es_fail(e, ES_ESYNTAX, "max_turns wants a number, 0 for no limit, not '%s'", v);
		} else if (kl == 12 && !strncmp(opts[i], "answer_hours", 12)) {
			if (!nm_save_num(v, 24 * 30, &answer) || answer < 1)
				return es_fail(e, ES_ESYNTAX, "answer_hours wants 1 to 720, not '%s'", v);
		} else if (kl == 5 && !strncmp(opts[i], "cards", 5)) {
			static char text[8192];
			const char *why;
			if (read_file(v, text, sizeof text) != 0)
				return es_fail(e, ES_ESYNTAX, "cards: cannot read '%s'", v);
			if (nm_cards_parse(text, s->card, &why) != 0)
				return es_fail(e, ES_ESYNTAX, "cards: %s: %s", v, why);
		} else if (kl == 6 && !strncmp(opts[i], "losses", 6)) {
			int l[6], used = 0;
			if (sscanf(v, "%d/%d,%d/%d,%d/%d%n", &l[0], &l[1], &l[2], &l[3], &l[4], &l[5], &used) != 6 ||
				v[used])
				return es_fail(e, ES_ESYNTAX, "losses wants mitad/mitad,equilibrio/equilibrio,doble/doble "
							       "(distance 1/distance 2), as 1/1,1/2,2/3");
			for (int k = 0; k < 6; k++) {
				if (l[k] < 1 || l[k] > 9)
					return es_fail(e, ES_ESYNTAX, "losses: each count is 1 to 9");
				s->loss[k / 2][k % 2] = l[k];
			}
		} else if (kl == 9 && !strncmp(opts[i], "losses_by", 9)) {
			/* Absent (games made before it was pinned): the loser's. */
			if ((s->loss_by_winner = kit_index0(nm_loss_by_words, v)) < 0)
				return es_fail(e, ES_ESYNTAX, "losses_by wants winner or loser, not '%s'", v);
		} else if (kl == 12 && !strncmp(opts[i], "stall_rounds", 12)) {
			long rounds;
			if (!nm_save_num(v, 1000, &rounds))
				return es_fail(e, ES_ESYNTAX, "stall_rounds wants a number of rounds, 0 for no limit, not '%s'", v);
			s->stall_rounds = (int)rounds;
		} else if (kl == 12 && !strncmp(opts[i], "battle_cards", 12)) {
			if ((s->card_per_settlement = kit_index0(nm_battle_card_words, v)) < 0)
				return es_fail(e, ES_ESYNTAX, "battle_cards wants settlement or round, not '%s'", v);
		} else {
			return es_fail(e, ES_ESYNTAX,
				"unknown option '%s' (Nuevo Mundo knows scenario=1..6, max_turns=N, answer_hours=N, "
				"cards=FILE, losses=a/b,c/d,e/f, losses_by=winner, battle_cards=settlement, stall_rounds=N)",
				opts[i]);
		}
	}
	/* Rulebook II.02: the board is drawn with the numeric die. */
	s->scenario = scenario ? (int)scenario : dice_roll(d, NM_NUMERIC_FACES);
	s->max_turns = (int)max_turns;
	s->answer_hours = (int)answer;
	return ES_OK;
}

/* ---- game_kind entry points -------------------------------------------- */

int nm_create(void **st, int n, const char *const *names, const char *const *opts, size_t nopts, dice *d,
	game_events *ev, es_err *e)
{
	if (n < NM_MIN_PLAYERS || n > NM_MAX_PLAYERS)
		return es_fail(e, ES_EILLEGAL, "Nuevo Mundo is for 2 to 5 players, not %d", n);
	nm_state *s = xcalloc(1, sizeof *s);
	s->n = n;
	s->names = names;
	s->asked = -1;
	nm_defaults(s);
	int rc = options(s, opts, nopts, d, e);
	if (rc) {
		free(s);
		return rc;
	}
	s->map = nm_map_get(s->scenario);
	/* Rulebook IV.01: 3 cards face up, the rest of the deck face down. */
	for (int c = 0; c < NM_NCARDS; c++) {
		s->deck[c] = c;
		s->where[c] = NM_DECK;
	}
	s->ndeck = NM_NCARDS;
	dice_shuffle(d, s->deck, NM_NCARDS);
	for (int k = 0; k < NM_FACEUP; k++)
		nm_refill(s, k);
	s->card_print = card_print(s);
	char sc[24];
	num(sc, sizeof sc, s->scenario);
	game_emit(ev, GAME_ALL, 1, "nm.ev.scenario", "n", sc, "title", s->map->title, NULL);
	int first = first_player(s, d, ev);
	s->ntrack = n;
	for (int k = 0; k < n; k++)
		s->track[k] = (first + k) % n;
	s->pos = 0;
	s->active = first;
	s->phase = NM_ENTRY;
	s->step = 1;
	sbuf l = SBUF_INIT;
	track_text(s, &l);
	game_emit(ev, GAME_ALL, 1, "nm.ev.order", "order", sbuf_str(&l), "player", nm_name(s, first), NULL);
	sbuf_free(&l);
	*st = s;
	return ES_OK;
}

static void nm_free(void *st)
{
	nm_state *s = st;
	if (s)
		free(s->program);
	free(s);
}

static void nm_status(const void *st, game_status *out)
{
	const nm_state *s = st;
	kit_status(out, nm_phase_names[s->phase], s->turn, s->step, s->phase == NM_OVER, s->winners,
		nm_end_names[s->end]);
	if (s->phase == NM_ANSWER) {
		out->waiting = GAME_SEAT(s->asked);
		out->deadline_hours = (unsigned)s->answer_hours;
	}
	else if (s->phase != NM_OVER)
		out->waiting = GAME_SEAT(s->active);
	out->in = s->phase == NM_OVER ? 0 : (GAME_ALL & ((1u << s->n) - 1)) & ~s->out;
}

/* A draw shared by the seats of `among` still playing (all those still
 * playing when none of `among` is). */
static void nm_declare_draw(void *st, uint32_t among, game_events *ev)
{
	nm_state *s = st;
	if (s->phase == NM_OVER)
		return;
	uint32_t alive = 0;
	for (int p = 0; p < s->n; p++)
		if (!(s->out >> p & 1))
			alive |= GAME_SEAT(p);
	finish(s, NM_END_DRAW, alive & among ? alive & among : alive, ev);
}

void nm_scene(const void *st, int who, scene *out); /* nm_scene.c */
void nm_view_json(const void *st, int who, jw *out); /* nm_json.c */

/* Rulebook VI.03 as new games play it: the loser removes the pieces its
 * victor's criterion shows (the figure where 7 CQ empty a ship of 3 in one
 * victory), and a battle gives one card when it damages a settlement.
 * Games made before keep the rules they were made with. */
/* One tap for the seat awaited (the core asks only for it). Asked for a
 * retreat: ACEPTO, RECHAZO, and ACEPTO with the standing answer to that
 * attacker's retreats (RETIRADAS ... ACEPTO) so they no longer pause the
 * turn; each in the grammar's words of lang. Then the engine's bot's
 * mail, shown as its suggestion (a turn is many lines, with no one order
 * most turns end with). */
static void nm_quick(const void *st, int who, const char *lang, game_quick *out)
{
	const nm_state *s = st;
	if (s->phase == NM_ANSWER && who == s->asked) {
		const ord_nm_vocab *v = nm_vocab(s->map);
		ord_nm yes = { .verb = ORD_NM_ANSWER, .from = -1, .to = -1, .policy = ORD_NM_ACCEPT };
		ord_nm no = yes, always = yes;
		no.policy = ORD_NM_REFUSE;
		always.verb = ORD_NM_RETREATS;
		snprintf(always.player, sizeof always.player, "%s", nm_name(s, s->active));
		sbuf a = SBUF_INIT, r = SBUF_INIT, both = SBUF_INIT;
		ord_nm_format_in(v, &yes, lang, &a);
		ord_nm_format_in(v, &no, lang, &r);
		sbuf_printf(&both, "%s\n", sbuf_str(&a));
		ord_nm_format_in(v, &always, lang, &both);
		game_quick_legal(out, nm_check, st, who, lang, sbuf_str(&a));
		game_quick_legal(out, nm_check, st, who, lang, sbuf_str(&r));
		game_quick_legal(out, nm_check, st, who, lang, sbuf_str(&both));
		sbuf_free(&a);
		sbuf_free(&r);
		sbuf_free(&both);
	}
	game_quick_bot(out, nm_bot, st, who);
}

static const game_pin nm_pinned[] = { { "battle_cards=settlement", "nm.pinned.battle_cards" },
	{ "losses_by=winner", "nm.pinned.losses_by" }, { "stall_rounds=20", "nm.pinned.stall_rounds" }, { NULL, NULL } };

const game_kind nm_kind = {
	.kind = "nuevo-mundo",
	.min_players = NM_MIN_PLAYERS,
	.max_players = NM_MAX_PLAYERS,
	.create = nm_create_told,
	.load = nm_load,
	.save = nm_save,
	.free = nm_free,
	.status = nm_status,
	.check = nm_check,
	.apply = nm_apply_told,
	.timeout = nm_timeout_told,
	.declare_draw = nm_declare_draw,
	.view = nm_view,
	.help = nm_help,
	.has = GAME_HAS_DEFAULT_TEXT | GAME_HAS_SCENE | GAME_HAS_PINNED | GAME_HAS_QUICK,
	.pinned = nm_pinned,
	.default_text = nm_default_text,
	.quick = nm_quick,
	.bot = nm_bot,
	.redeal = nm_redeal,
	.scene = nm_scene,
	.view_json = nm_view_json,
	.phases = nm_phase_names,
	.ends = nm_end_names + 1,
	.starts = nm_starts,
	.order_verb = ord_nm_verb,
};
