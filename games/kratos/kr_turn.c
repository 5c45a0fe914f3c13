/* Κρατος: the course of a turn (rules 14-25), the play of the colours
 * no seat holds and the play-out (rule 70). Called by the mails' apply
 * (kr_check.c) and the entry points (kratos.c); it calls down into the
 * bot, kr_exec.c and the files below them. */
#include <stdio.h>
#include <string.h>

#include "games/kit/kit_engine.h"
#include "games/kratos/kr_int.h"
#include "orders/ord_kratos.h"

static void start_turn(kr_state *s, int colour, dice *d, game_events *ev);

/* The bot plays a colour no seat holds, at once (option seats=N). */
static void bot_turn(kr_state *s, dice *d, game_events *ev)
{
	sbuf orders = SBUF_INIT;
	dice bd;
	unsigned char seed[32];
	dice_derive(d, "kratos-bot", seed, sizeof seed);
	char hex[65];
	for (int k = 0; k < 32; k++)
		snprintf(hex + 2 * k, 3, "%02x", seed[k]);
	if (dice_init_hex(&bd, hex, s->turn, NULL) != ES_OK)
		bd = *d; /* not reached: 64 hex digits, and libsodium is up since dice_derive */
	kr_bot_colour(s, s->active, &bd, &orders);
	arena *a = arena_new();
	game_lines lines;
	game_lines_split(a, sbuf_str(&orders), &lines);
	int who = s->active;
	for (size_t k = 0; k < lines.n && s->phase == KR_PH_TURN && s->active == who && !(s->out >> who & 1); k++) {
		ord_kr o;
		sbuf why = SBUF_INIT;
		kr_why w;
		if (ord_kr_parse(&kr_vocab, lines.text[k], "es", &o, &why) == ES_OK)
			kr_exec(s, who, &o, d, ev, &w);
		sbuf_free(&why);
	}
	arena_free(a);
	sbuf_free(&orders);
}

static int next_colour(const kr_state *s, int colour)
{
	int k = 0;
	while (k < KR_COLOURS && s->order[k] != colour)
		k++;
	for (int j = 1; j <= KR_COLOURS; j++) {
		int c = s->order[(k + j) % KR_COLOURS];
		if (!(s->out >> c & 1))
			return c;
	}
	return colour;
}

static int steel_on(const kr_state *s, int isl)
{
	int n = 0;
	for (int c = 0; c < KR_COLOURS; c++)
		n += s->steel[isl][c];
	return n;
}

void kr_end_turn(kr_state *s, dice *d, game_events *ev)
{
	/* Rule 57: steel not turned into pieces is lost. */
	for (int i = 0; i < KR_NISLAND; i++)
		if (steel_on(s, i)) {
			char il[4], n[16];
			kr_place_name(s, -1 - i, il, sizeof il);
			snprintf(n, sizeof n, "%d", steel_on(s, i));
			kr_emit(ev, GAME_ALL, 0, "kratos.ev.steel_lost", "island", il, "n", n, NULL);
		}
	memset(s->steel, 0, sizeof s->steel);
	/* A mine laid this turn stays with its sweeper across the turn's end
	 * until the sweeper leaves (do_move's drop_laid; rule 46 in
	 * RULES-NOTES.md): nothing to do for it here. */
	if (s->phase != KR_PH_TURN)
		return;
	kr_emit(ev, GAME_ALL, 0, "kratos.ev.turn_over", "player", kr_name(s, s->active), NULL);
	start_turn(s, next_colour(s, s->active), d, ev);
}

/* A table where, with the colour in turn in famine, no colour can ever
 * move again and nothing can ever change who is in (RULES-NOTES.md, "A
 * dead table at once"): every capital still flying a flag holds less bread
 * than the least need of a colour still in (rule 17: 5 for its capital),
 * so every turn from now on begins in famine (rule 18: only selling and
 * passing, and neither brings bread to an official depot), and no capital
 * holds a war piece, so no sale can hand one over (rule 43) and nobody is
 * ever eliminated again (rule 69). */
static int dead_for_ever(const kr_state *s)
{
	if (!s->famine)
		return 0;
	for (int c = 0; c < KR_COLOURS; c++) {
		int cap = s->flag[c];
		if (cap < 0)
			continue;
		if (s->depot[cap][KR_BREAD] >= KR_BREAD_ISLAND)
			return 0;
		for (int i = 0; i < s->np; i++)
			if (s->p[i].type >= 0 && s->p[i].type != KR_MINE && kr_piece_rules[s->p[i].type].cls == KR_WAR &&
				kr_place_of(s, i) == -1 - cap)
				return 0;
	}
	return 1;
}

/* Rules 17-18: a turn begun in famine leaves only selling and passing;
 * when every turn of famine_rounds whole rounds did, the table is dead.
 * Games of bot version 3 on (KR_BOT_DEAD_AT_ONCE) end at once when it is
 * dead for ever: the same draw the rounds would end in, among the same
 * colours. */
static int dead_table(kr_state *s, game_events *ev)
{
	if (!s->famine_rounds)
		return 0;
	s->famine_run = s->famine ? s->famine_run + 1 : 0;
	unsigned alive = (unsigned)__builtin_popcount(((1u << KR_COLOURS) - 1) & ~s->out);
	if (s->bot_version >= KR_BOT_DEAD_AT_ONCE && s->famine_run < s->famine_rounds * alive && dead_for_ever(s)) {
		kr_emit(ev, GAME_ALL, 1, "kratos.ev.dead_at_once", NULL);
		kr_finish(s, KR_END_DEAD, ~s->out, ev);
		return 1;
	}
	if (s->famine_run < s->famine_rounds * alive)
		return 0;
	char r[16];
	snprintf(r, sizeof r, "%u", s->famine_rounds);
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.dead_table", "rounds", r, NULL);
	kr_finish(s, KR_END_DEAD, ~s->out, ev);
	return 1;
}

/* Begins colour's turn (rules 14-19) and, when the bot holds the colour,
 * plays it: 1 when the next colour's turn is to begin at once. */
static int begin_turn(kr_state *s, int colour, dice *d, game_events *ev)
{
	if (s->max_turns && s->turn >= s->max_turns) {
		kr_emit(ev, GAME_ALL, 1, "kratos.ev.cap", NULL);
		kr_finish(s, KR_END_CAP, ~s->out, ev);
		return 0;
	}
	s->turn++;
	s->step++;
	s->active = colour;
	for (int i = 0; i < s->np; i++) {
		s->p[i].stage = KR_FRESH;
		s->p[i].shot = 0;
		s->p[i].made = 0;
	}
	s->playing = -1;
	/* Rules 17-19: bread from the official depot, famine, the die. */
	int cap = s->flag[colour], need = kr_bread_need(s, colour);
	int have = cap >= 0 ? s->depot[cap][KR_BREAD] : 0;
	s->famine = have < need;
	s->bread_taken = s->famine ? have : need;
	if (cap >= 0)
		s->depot[cap][KR_BREAD] -= s->bread_taken;
	if (dead_table(s, ev))
		return 0;
	s->die = dice_roll(d, 6);
	s->base = kr_base_speed[s->die];
	char t[16], b[16], dd[16], bs[16];
	snprintf(t, sizeof t, "%u", s->turn);
	snprintf(b, sizeof b, "%d", s->bread_taken);
	snprintf(dd, sizeof dd, "%d", s->die);
	snprintf(bs, sizeof bs, "%d", s->base);
	char who[64];
	kr_label(s, colour, who, sizeof who);
	kr_emit(ev, GAME_ALL, 1, s->famine ? "kratos.ev.turn_famine" : "kratos.ev.turn", "turn", t, "who", who,
		"bread", b, "die", dd, "base", bs, NULL);
	if (!kr_is_bot(s, colour))
		return 0;
	bot_turn(s, d, ev);
	if (s->phase != KR_PH_TURN)
		return 0;
	kr_emit(ev, GAME_ALL, 0, "kratos.ev.turn_over", "player", kr_name(s, s->active), NULL);
	memset(s->steel, 0, sizeof s->steel);
	return 1;
}

_Static_assert(GAME_EVENT_VARS == 12, "play_out copies an event's 25 var slots");

/* What the seats are told of a play-out: who fell, and the end. */
static int told_of_play_out(const char *id)
{
	static const char *const ids[] = { "kratos.ev.eliminated", "kratos.ev.victory", "kratos.ev.dead_table",
		"kratos.ev.dead_at_once", "kratos.ev.cap" };
	for (size_t k = 0; k < sizeof ids / sizeof *ids; k++)
		if (!strcmp(id, ids[k]))
			return 1;
	return 0;
}

/* Rule 70: "El juego proseguirá hasta que todos los jugadores, excepto
 * uno, queden eliminados". With no seat left the colours still in are
 * the engine's: nobody is awaited (an eliminated seat may only give gold,
 * rule 69, which the bot never reads), so the game is played on at once
 * to its end by the rules (a victory, or a dead table), and the seats are
 * told who fell and how it ended, not every turn of it. */
static void play_out(kr_state *s, int colour, dice *d, game_events *ev)
{
	char t[16];
	snprintf(t, sizeof t, "%u", s->turn);
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.play_out", "turn", t, NULL);
	for (unsigned from = s->turn; s->phase == KR_PH_TURN;) {
		if (s->turn - from >= KR_PLAY_OUT_TURNS) {
			kr_emit(ev, GAME_ALL, 1, "kratos.ev.cap", NULL);
			kr_finish(s, KR_END_CAP, 0, ev);
			break;
		}
		game_events quiet = { .a = arena_new() };
		int next = begin_turn(s, colour, d, ev ? &quiet : NULL);
		for (size_t k = 0; k < quiet.n; k++) {
			const game_event *e = &quiet.v[k];
			const char *const *v = e->vars;
			if (told_of_play_out(e->id))
				game_emit(ev, e->audience, e->summary, e->id, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7],
					v[8], v[9], v[10], v[11], v[12], v[13], v[14], v[15], v[16], v[17], v[18], v[19], v[20],
					v[21], v[22], v[23], v[24]);
		}
		arena_free(quiet.a);
		if (!next)
			break;
		colour = next_colour(s, s->active);
	}
}

static void start_turn(kr_state *s, int colour, dice *d, game_events *ev)
{
	for (int guard = 0; guard < 4 * KR_COLOURS; guard++) {
		if (s->phase != KR_PH_TURN)
			return;
		if (!(((1u << s->n) - 1) & ~s->out)) {
			if (s->bot_version >= KR_BOT_PLAY_OUT) {
				play_out(s, colour, d, ev);
				return;
			}
			/* No seat is left in the game: the bots would play on alone. */
			kr_emit(ev, GAME_ALL, 1, "kratos.ev.no_seat_left", NULL);
			kr_finish(s, KR_END_CAP, 0, ev);
			return;
		}
		if (!begin_turn(s, colour, d, ev))
			return;
		colour = next_colour(s, s->active);
	}
}

void kr_setup_done(kr_state *s, dice *d, game_events *ev)
{
	if ((s->placed & ((1u << KR_COLOURS) - 1)) != (1u << KR_COLOURS) - 1)
		return;
	s->phase = KR_PH_TURN;
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.setup_done", NULL);
	start_turn(s, s->order[0], d, ev);
}
