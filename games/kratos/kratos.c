/* Κρατος: the state, create/load/save, the course of a turn (rules 14-25),
 * ownership of islands (rule 43), elimination and victory (rules 69, 70).
 * One order is executed in kr_exec.c, mails read in kr_check.c, views in
 * kr_view.c, the bot in kr_bot.c. */
#include "games/kratos/kratos.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kit/kit_engine.h"
#include "games/kit/kit_state.h"
#include "games/kratos/kr_int.h"
#include "orders/ord_kratos.h"

const char *const kr_phase_names[KR_NPHASES + 1] = { "setup", "turn", "over", NULL };
const char *const kr_end_names[KR_END_N + 1] = { "none", "victory", "draw", "cap", "dead", NULL };

/* ---- helpers shared with the other files ---------------------------- */

int kr_is_bot(const kr_state *s, int colour)
{
	return colour >= s->n;
}

void kr_label(const kr_state *s, int colour, char *buf, size_t n)
{
	/* A bot's name is its colour: said once. */
	if (kr_is_bot(s, colour))
		snprintf(buf, n, "%d %s", colour + 1, kr_colour_word[colour]);
	else
		snprintf(buf, n, "%d %s (%s)", colour + 1, kr_colour_word[colour], kr_name(s, colour));
}

const char *kr_name(const kr_state *s, int colour)
{
	if (colour < 0)
		return "-";
	if (colour < s->n && s->names && s->names[colour])
		return s->names[colour];
	return kr_colour_word[colour];
}

int kr_capital(const kr_state *s, int colour)
{
	return colour >= 0 && colour < KR_COLOURS ? s->flag[colour] : -1;
}

int kr_place_of(const kr_state *s, int i)
{
	const kr_piece *p = &s->p[i];
	return p->carrier >= 0 ? s->p[p->carrier].place : p->place;
}

int kr_piece_owner(const kr_state *s, int i)
{
	const kr_piece *p = &s->p[i];
	if (p->type != KR_MINE)
		return p->owner;
	if (p->carrier >= 0)
		return s->p[p->carrier].owner;
	return p->place < 0 ? s->owner[-1 - p->place] : -1;
}

int kr_island_count(const kr_state *s, int isl, int what)
{
	int k = 0;
	for (int i = 0; i < s->np; i++) {
		const kr_piece *p = &s->p[i];
		if (p->type < 0 || p->carrier >= 0 || p->place != -1 - isl)
			continue;
		if (what == 0 ? kr_piece_rules[p->type].playable
			      : what == 1 ? kr_piece_rules[p->type].cls == KR_PRODUCER : p->type == KR_MINE)
			k++;
	}
	return k;
}

int kr_occupied(const kr_state *s, int cell, int except)
{
	for (int i = 0; i < s->np; i++)
		if (i != except && s->p[i].type >= 0 && s->p[i].carrier < 0 && s->p[i].place == cell)
			return 1;
	return 0;
}

int kr_islands_of(const kr_state *s, int colour)
{
	int k = 0;
	for (int i = 0; i < KR_NISLAND; i++)
		k += s->owner[i] == colour;
	return k;
}

/* Rule 17: 5 an island, 1 a playable piece, wherever it is. */
int kr_bread_need(const kr_state *s, int colour)
{
	int need = KR_BREAD_ISLAND * kr_islands_of(s, colour);
	for (int i = 0; i < s->np; i++)
		if (s->p[i].type >= 0 && s->p[i].owner == colour && kr_piece_rules[s->p[i].type].playable)
			need += KR_BREAD_PIECE;
	return need;
}

void kr_place_name(const kr_state *s, int place, char *buf, size_t n)
{
	(void)s;
	if (place >= 0)
		kr_cell_name(place, buf);
	else
		snprintf(buf, n, "%c", 'A' - 1 - place);
}

/* The order keywords of the canonical form and their English words (the
 * grammar reads both). "A" is TO only before a colour: alone it is an
 * island. */
static const char *const verb_en[][2] = { { "MOVER", "MOVE" }, { "DISPARAR", "SHOOT" }, { "PRODUCIR", "PRODUCE" },
	{ "CARGAR", "LOAD" }, { "DESCARGAR", "UNLOAD" }, { "SUMERGIR", "DIVE" }, { "EMERGER", "SURFACE" },
	{ "MINAR", "LAY" }, { "DRAGAR", "SWEEP" }, { "CONSTRUIR", "BUILD" }, { "REPARAR", "REPAIR" },
	{ "VENDER", "SELL" }, { "PASAR", "PASS" }, { "ACABAR", "DONE" }, { "DAR", "GIVE" }, { "COLOCAR", "PLACE" },
	{ "Y", "AND" }, { "ORO", "GOLD" }, { "DEPOSITO", "DEPOT" } };

static const char *word_en(const char *w, size_t n, const char *next, size_t nn)
{
	for (size_t k = 0; k < sizeof verb_en / sizeof verb_en[0]; k++)
		if (strlen(verb_en[k][0]) == n && !memcmp(w, verb_en[k][0], n))
			return verb_en[k][1];
	for (int k = 0; k < KR_NTYPES; k++)
		if (strlen(kr_type_word[k]) == n && !memcmp(w, kr_type_word[k], n))
			return kr_type_en[k];
	for (int k = 0; k < KR_NGOODS; k++)
		if (strlen(kr_good_word[k]) == n && !memcmp(w, kr_good_word[k], n))
			return kr_good_en[k];
	for (int k = 0; k < KR_COLOURS; k++) {
		if (strlen(kr_colour_word[k]) == n && !memcmp(w, kr_colour_word[k], n))
			return kr_colour_en[k];
		if (n == 1 && *w == 'A' && strlen(kr_colour_word[k]) == nn && !memcmp(next, kr_colour_word[k], nn))
			return "TO";
	}
	return NULL;
}

/* The Spanish reader's spelling of a state word (accents), or NULL. */
static const char *word_es(const char *w, size_t n, const char *next, size_t nn)
{
	(void)next;
	(void)nn;
	for (int k = 0; k < KR_NTYPES; k++)
		if (strlen(kr_type_word[k]) == n && !memcmp(w, kr_type_word[k], n))
			return kr_type_es[k];
	for (int k = 0; k < KR_NGOODS; k++)
		if (strlen(kr_good_word[k]) == n && !memcmp(w, kr_good_word[k], n))
			return kr_good_es[k];
	return NULL;
}

/* text with every word of the game's Spanish vocabulary (types, goods,
 * colours, the bots' names, order keywords) in English, or in Spanish
 * with its accents; the rest (player names, cells, numbers) as it is. */
static void text_in(const char *text, const char *(*word)(const char *, size_t, const char *, size_t), sbuf *out)
{
	const char *p = text;
	while (*p) {
		size_t sp = strspn(p, " ,;()\n");
		sbuf_printf(out, "%.*s", (int)sp, p);
		p += sp;
		size_t n = strcspn(p, " ,;()\n");
		if (!n)
			continue;
		const char *next = p + n + strspn(p + n, " ");
		const char *en = word(p, n, next, strcspn(next, " ,;()\n"));
		if (en)
			sbuf_puts(out, en);
		else
			sbuf_printf(out, "%.*s", (int)n, p);
		p += n;
	}
}

void kr_text_in(const char *text, const char *lang, sbuf *out)
{
	text_in(text, lang && !strcmp(lang, "en") ? word_en : word_es, out);
}

/* Vars whose values hold the Spanish words of the state: each goes as
 * NAME_es and NAME_en (the templates' convention for a var in each
 * language). */
static int twinned(const char *name)
{
	static const char *const names[] = { "player", "type", "target", "good", "colour", "from", "to", "taker",
		"bots", "order", "who" };
	for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
		if (!strcmp(name, names[k]))
			return 1;
	return 0;
}

void kr_emit(game_events *ev, uint32_t audience, int summary, const char *id, ...)
{
	if (!ev)
		return;
	/* game_emit takes varargs only: copy up to the engine's most vars. */
	va_list ap;
	const char *v[2 * GAME_EVENT_VARS + 1];
	char name_es[GAME_EVENT_VARS][16], name_en[GAME_EVENT_VARS][16];
	sbuf es[GAME_EVENT_VARS], en[GAME_EVENT_VARS];
	int k = 0, ne = 0;
	va_start(ap, id);
	while (k < 2 * GAME_EVENT_VARS && (v[k] = va_arg(ap, const char *)))
		k++;
	va_end(ap);
	for (int i = 0, n = k; i < n; i += 2)
		if (twinned(v[i]) && k + 2 <= 2 * GAME_EVENT_VARS) {
			snprintf(name_es[ne], sizeof name_es[ne], "%s_es", v[i]);
			snprintf(name_en[ne], sizeof name_en[ne], "%s_en", v[i]);
			v[i] = name_es[ne];
			es[ne] = (sbuf)SBUF_INIT;
			en[ne] = (sbuf)SBUF_INIT;
			text_in(v[i + 1], word_es, &es[ne]);
			text_in(v[i + 1], word_en, &en[ne]);
			v[i + 1] = sbuf_str(&es[ne]);
			v[k++] = name_en[ne];
			v[k++] = sbuf_str(&en[ne]);
			ne++;
		}
	v[k] = NULL;
	while (k < 2 * GAME_EVENT_VARS + 1)
		v[k++] = NULL;
	game_emit(ev, audience, summary, id, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11],
		v[12], v[13], v[14], v[15], v[16], v[17], v[18], v[19], v[20], v[21], v[22], v[23], NULL);
	for (int i = 0; i < ne; i++) {
		sbuf_free(&es[i]);
		sbuf_free(&en[i]);
	}
}

/* ---- rules 43 and 69: ownership, elimination, victory --------------- */

static void finish(kr_state *s, int end, uint32_t winners, game_events *ev)
{
	s->phase = KR_PH_OVER;
	s->end = end;
	s->winners = winners & (GAME_ALL & ((1u << s->n) - 1));
	s->step++;
	(void)ev;
}

static void eliminate(kr_state *s, int loser, int taker, int isl, game_events *ev)
{
	s->out |= 1u << loser;
	s->flag[loser] = -1;
	/* Rule 69: every island and piece of the loser goes to the taker. */
	for (int i = 0; i < KR_NISLAND; i++)
		if (s->owner[i] == loser)
			s->owner[i] = taker;
	for (int i = 0; i < s->np; i++)
		if (s->p[i].type >= 0 && s->p[i].owner == loser)
			s->p[i].owner = (signed char)taker;
	char il[4];
	kr_place_name(s, -1 - isl, il, sizeof il);
	char who[64];
	kr_label(s, loser, who, sizeof who);
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.eliminated", "who", who, "taker", kr_name(s, taker), "island", il, NULL);
}

void kr_settle(kr_state *s, game_events *ev)
{
	for (int changed = 1; changed && s->phase != KR_PH_OVER;) {
		changed = 0;
		for (int isl = 0; isl < KR_NISLAND; isl++) {
			uint32_t present = 0;
			for (int i = 0; i < s->np; i++) {
				const kr_piece *p = &s->p[i];
				if (p->type >= 0 && p->type != KR_MINE && p->carrier < 0 && p->place == -1 - isl &&
					kr_piece_rules[p->type].cls == KR_WAR)
					present |= 1u << p->owner;
			}
			int o = s->owner[isl];
			if (o < 0 || (present >> o & 1) || __builtin_popcount(present) != 1)
				continue;
			int taker = __builtin_ctz(present);
			s->owner[isl] = taker;
			changed = 1;
			char il[4];
			kr_place_name(s, -1 - isl, il, sizeof il);
			kr_emit(ev, GAME_ALL, 1, "kratos.ev.island_taken", "island", il, "from", kr_name(s, o), "to",
				kr_name(s, taker), NULL);
			if (s->flag[o] == isl)
				eliminate(s, o, taker, isl, ev);
		}
	}
	if (s->phase == KR_PH_OVER || s->phase == KR_PH_SETUP)
		return;
	uint32_t alive = ((1u << KR_COLOURS) - 1) & ~s->out;
	if (__builtin_popcount(alive) == 1) {
		int w = __builtin_ctz(alive);
		char who[64];
		kr_label(s, w, who, sizeof who);
		kr_emit(ev, GAME_ALL, 1, "kratos.ev.victory", "who", who, NULL);
		finish(s, KR_END_VICTORY, 1u << w, ev);
	}
}

/* ---- the turn (rules 14-25) ----------------------------------------- */

int kr_can_play(const kr_state *s, int who, int i)
{
	const kr_piece *p = &s->p[i];
	if (p->type < 0 || !kr_piece_rules[p->type].playable || p->stage >= KR_MOVED || p->built == s->turn)
		return 0;
	if (p->owner == who)
		return 1;
	/* Rule 20: others' pieces on one's island may be sold or passed. */
	return p->carrier < 0 && p->place < 0 && s->owner[-1 - p->place] == who;
}

int kr_all_played(const kr_state *s)
{
	for (int i = 0; i < s->np; i++)
		if (kr_can_play(s, s->active, i))
			return 0;
	return 1;
}

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
		finish(s, KR_END_DEAD, ~s->out, ev);
		return 1;
	}
	if (s->famine_run < s->famine_rounds * alive)
		return 0;
	char r[16];
	snprintf(r, sizeof r, "%u", s->famine_rounds);
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.dead_table", "rounds", r, NULL);
	finish(s, KR_END_DEAD, ~s->out, ev);
	return 1;
}

/* Begins colour's turn (rules 14-19) and, when the bot holds the colour,
 * plays it: 1 when the next colour's turn is to begin at once. */
static int begin_turn(kr_state *s, int colour, dice *d, game_events *ev)
{
	if (s->max_turns && s->turn >= s->max_turns) {
		kr_emit(ev, GAME_ALL, 1, "kratos.ev.cap", NULL);
		finish(s, KR_END_CAP, ~s->out, ev);
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
			finish(s, KR_END_CAP, 0, ev);
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
			finish(s, KR_END_CAP, 0, ev);
			return;
		}
		if (!begin_turn(s, colour, d, ev))
			return;
		colour = next_colour(s, s->active);
	}
}

/* ---- set-up (rules 10-13) ------------------------------------------- */

static int new_piece(kr_state *s, int type, int owner, int place)
{
	if (s->np >= KR_MAXP)
		return -1;
	kr_piece *p = &s->p[s->np];
	memset(p, 0, sizeof *p);
	p->type = (signed char)type;
	p->owner = (signed char)owner;
	p->place = (short)place;
	p->carrier = -1;
	p->cargo = -1;
	p->built = 0;
	return s->np++;
}

int kr_new_piece(kr_state *s, int type, int owner, int place)
{
	return new_piece(s, type, owner, place);
}

/* Rule 12's default: a battleship on the secondary island, all else at
 * the capital (bread and gasoline where rule 12 advises). */
void kr_default_setup(kr_state *s, int c)
{
	for (int k = 0; k < kr_nstart; k++) {
		const kr_start_row *r = &kr_start[k];
		int isl = r->type == KR_BATTLESHIP ? s->second[c] : s->flag[c];
		if (r->type < 0)
			s->depot[isl][r->good] += r->count;
		else
			for (int j = 0; j < r->count; j++)
				new_piece(s, r->type, c, -1 - isl);
	}
	s->placed |= 1u << c;
}

void kr_setup_done(kr_state *s, dice *d, game_events *ev)
{
	if ((s->placed & ((1u << KR_COLOURS) - 1)) != (1u << KR_COLOURS) - 1)
		return;
	s->phase = KR_PH_TURN;
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.setup_done", NULL);
	start_turn(s, s->order[0], d, ev);
}

static int kr_create(void **st, int n, const char *const *names, const char *const *opts, size_t nopts, dice *d,
	game_events *ev, es_err *e)
{
	if (n < 3 || n > KR_COLOURS)
		return es_fail(e, ES_EILLEGAL, "Κρατος is for 9 players (rule 1), 3 to 9 with the bot, not %d", n);
	long max_turns = 0, seats = n, bot = 1, famine_rounds = -1;
	int classic = 0;
	kr_board given;
	for (size_t i = 0; i < nopts; i++) {
		if (!strncmp(opts[i], "max_turns=", 10) && kit_num(opts[i] + 10, 100000000, &max_turns))
			continue;
		if (!strncmp(opts[i], "famine_rounds=", 14) && kit_num(opts[i] + 14, 1000, &famine_rounds))
			continue;
		if (!strncmp(opts[i], "seats=", 6) && kit_num(opts[i] + 6, KR_COLOURS, &seats) && seats == n)
			continue;
		/* Without bot=, version 1 for good: verify replays the creation
		 * from the recorded options, so the default can never change. */
		if (!strncmp(opts[i], "bot=", 4) && kit_num(opts[i] + 4, KR_BOT_VERSIONS, &bot) && bot >= 1)
			continue;
		if (!strcmp(opts[i], "board=clasico") || !strcmp(opts[i], "board=classic")) {
			classic = 1;
			continue;
		}
		if (!strcmp(opts[i], "board=azar") || !strcmp(opts[i], "board=random"))
			continue;
		if (!strncmp(opts[i], "board=", 6)) {
			/* Rule 7's "any board meeting these requirements": given as
			 * data at creation, kept in the options and the state. */
			int rc = kr_board_cells(opts[i] + 6, &given, e);
			if (rc)
				return rc;
			classic = 2;
			continue;
		}
		return es_fail(e, ES_ESYNTAX,
			"unknown or bad option '%s' (Κρατος knows max_turns=N, seats=N equal to the players, "
			"board=azar|clasico|CELLS, bot=1..%d, famine_rounds=N)",
			opts[i], KR_BOT_VERSIONS);
	}
	kr_state *s = xcalloc(1, sizeof *s);
	s->n = n;
	s->names = names;
	s->max_turns = (unsigned)max_turns;
	s->bot_version = (int)bot;
	s->edition = GAME_RULES_EDITION;
	s->playing = -1;
	/* Without the option, version 1 games never end as a dead table: verify
	 * replays their creation from the options recorded with them. */
	s->famine_rounds = famine_rounds >= 0 ? (unsigned)famine_rounds : bot >= 2 ? KR_FAMINE_ROUNDS : 0;
	if (classic == 2)
		s->board = given;
	else if (classic)
		s->board = *kr_board_classic();
	else
		kr_board_generate(&s->board, d);
	/* Rule 11: the three decks, shuffled; each colour draws a primary
	 * card and an island, then a secondary card and another island. */
	int isl[KR_NISLAND], prim[KR_COLOURS], sec[KR_COLOURS];
	for (int i = 0; i < KR_NISLAND; i++)
		isl[i] = i;
	memcpy(prim, kr_deck_primary, sizeof prim);
	memcpy(sec, kr_deck_secondary, sizeof sec);
	dice_shuffle(d, isl, KR_NISLAND);
	dice_shuffle(d, prim, KR_COLOURS);
	dice_shuffle(d, sec, KR_COLOURS);
	for (int c = 0; c < KR_COLOURS; c++) {
		int a = isl[c], b = isl[KR_COLOURS + c];
		s->infra[a] = prim[c];
		s->infra[b] = sec[c];
		s->owner[a] = s->owner[b] = c;
		s->flag[c] = a;
		s->second[c] = b;
		s->gold[c] = KR_GOLD_EACH;
		for (int k = 0; k < KR_START_PRODUCERS; k++) {
			new_piece(s, KR_P_IRON + prim[c], c, -1 - a);
			new_piece(s, KR_P_IRON + sec[c], c, -1 - b);
		}
	}
	/* Rule 13: turn numbers 1-9 by lot. */
	for (int c = 0; c < KR_COLOURS; c++)
		s->order[c] = c;
	dice_shuffle(d, s->order, KR_COLOURS);
	s->phase = KR_PH_SETUP;
	s->step = 1;
	for (int c = n; c < KR_COLOURS; c++)
		kr_default_setup(s, c);
	sbuf bots = SBUF_INIT;
	for (int c = n; c < KR_COLOURS; c++)
		sbuf_printf(&bots, "%s%s", bots.len ? ", " : "", kr_colour_word[c]);
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.created", "bots", bots.len ? sbuf_str(&bots) : "-", NULL);
	sbuf_free(&bots);
	*st = s;
	return ES_OK;
}

/* ---- save and load -------------------------------------------------- */

static void kr_save(const void *st, sbuf *out)
{
	const kr_state *s = st;
	char c[4];
	sbuf_puts(out, "game kratos\n");
	sbuf_puts(out, "board");
	for (int i = 0; i < KR_NISLAND; i++) {
		kr_cell_name(kr_cell(s->board.col[i], s->board.row[i]), c);
		sbuf_printf(out, " %s", c);
	}
	sbuf_printf(out, "\nphase %s\nend %s\nwinners", kr_phase_names[s->phase], kr_end_names[s->end]);
	kit_state_put_seats(out, s->winners, s->n);
	sbuf_printf(out, "\nstep %u\nturn %u\nmax-turns %u\nactive %d\ndie %d\nbase %d\nfamine %d\nbread-taken %d\n",
		s->step, s->turn, s->max_turns, s->active, s->die, s->base, s->famine, s->bread_taken);
	sbuf_puts(out, "order");
	for (int k = 0; k < KR_COLOURS; k++)
		sbuf_printf(out, " %d", s->order[k]);
	sbuf_printf(out, "\nout %u\nplaced %u\n", s->out, s->placed);
	if (s->bot_version != 1) /* absent: 1, so states of version 1 read as before */
		sbuf_printf(out, "bot-version %d\n", s->bot_version);
	if (s->playing >= 0) /* edition 3 only: earlier states save as before */
		sbuf_printf(out, "playing %d\n", s->playing + 1);
	if (s->famine_rounds) /* absent: 0, as in every state of earlier releases */
		sbuf_printf(out, "famine-rounds %u\nfamine-run %u\n", s->famine_rounds, s->famine_run);
	for (int i = 0; i < KR_NISLAND; i++) {
		sbuf_printf(out, "island %c %s %d", 'A' + i, kr_good_word[s->infra[i]], s->owner[i]);
		/* Steel: the colour in turn's (the only one that can have any:
		 * it is lost at the end of every turn), as earlier releases wrote
		 * it; any other colour's in a "steel" line. */
		for (int g = 0; g < KR_NGOODS; g++)
			sbuf_printf(out, " %d", g == KR_STEEL ? s->steel[i][s->active] : s->depot[i][g]);
		sbuf_putc(out, '\n');
	}
	for (int k = 0; k < KR_COLOURS; k++)
		sbuf_printf(out, "colour %d %d %d %ld\n", k, s->flag[k], s->second[k], s->gold[k]);
	for (int i = 0; i < KR_NISLAND; i++)
		for (int k = 0; k < KR_COLOURS; k++)
			if (s->steel[i][k] && k != s->active)
				sbuf_printf(out, "steel %c %d %d\n", 'A' + i, k, s->steel[i][k]);
	sbuf_printf(out, "pieces %d\n", s->np);
	for (int i = 0; i < s->np; i++) {
		const kr_piece *p = &s->p[i];
		if (p->type < 0)
			continue;
		sbuf_printf(out, "piece %d %s %d %d %d %d %d %d %d %d %d %d %u\n", i + 1, kr_type_word[p->type], p->owner,
			p->place, p->carrier + 1, p->stage, p->shot, p->listed, p->submerged, p->laid, p->cargo, p->made,
			p->built);
	}
}

enum { F_GAME, F_BOARD, F_PHASE, F_END, F_WINNERS, F_STEP, F_TURN, F_MAX, F_ACTIVE, F_DIE, F_BASE, F_FAMINE,
	F_BREAD, F_ORDER, F_OUT, F_PLACED, F_PIECES, F_BOT, F_PLAYING, F_FROUNDS, F_FRUN, F_N };
static const char *const facts[F_N] = { "game", "board", "phase", "end", "winners", "step", "turn", "max-turns",
	"active", "die", "base", "famine", "bread-taken", "order", "out", "placed", "pieces", "bot-version",
	"playing", "famine-rounds", "famine-run" };

static int num(const char *w, long lo, long hi, long *v)
{
	if (w[0] == '-' && lo < 0) {
		if (!kit_num(w + 1, -lo, v))
			return 0;
		*v = -*v;
		return 1;
	}
	return kit_num(w, hi, v) && *v >= lo;
}

/* The core stores the saved lines sorted: "piece" lines come before
 * "pieces", so no line may depend on an earlier one. */
static const char *load_line(kr_state *s, char **w, int nw, int *seen, int *isl_seen, int *col_seen, int *maxid)
{
	long v[16];
	if (!strcmp(w[0], "island")) {
		int i = nw == 10 && w[1][0] >= 'A' && w[1][0] < 'A' + KR_NISLAND && !w[1][1] ? w[1][0] - 'A' : -1;
		int g = i >= 0 ? kit_index(kr_good_word, KR_NGOODS, w[2]) : -1;
		if (g < 0 || isl_seen[i]++ || !num(w[3], 0, KR_COLOURS - 1, &v[0]))
			return "bad island line";
		s->infra[i] = g;
		s->owner[i] = (int)v[0];
		for (int k = 0; k < KR_NGOODS; k++) {
			if (!num(w[4 + k], 0, 100000, &v[1]))
				return "bad depot";
			s->depot[i][k] = (int)v[1];
		}
		return NULL;
	}
	if (!strcmp(w[0], "steel")) { /* rule 57; absent from older states (their steel: the island line's) */
		int i = nw == 4 && w[1][0] >= 'A' && w[1][0] < 'A' + KR_NISLAND && !w[1][1] ? w[1][0] - 'A' : -1;
		if (i < 0 || !num(w[2], 0, KR_COLOURS - 1, &v[0]) || s->steel[i][v[0]] || !num(w[3], 1, 100000, &v[1]))
			return "bad steel line";
		s->steel[i][v[0]] = (int)v[1];
		return NULL;
	}
	if (!strcmp(w[0], "colour")) {
		if (nw != 5 || !num(w[1], 0, KR_COLOURS - 1, &v[0]) || col_seen[v[0]]++ ||
			!num(w[2], -1, KR_NISLAND - 1, &v[1]) || !num(w[3], 0, KR_NISLAND - 1, &v[2]) ||
			!num(w[4], 0, KR_GOLD_TOTAL, &v[3]))
			return "bad colour line";
		s->flag[v[0]] = (int)v[1];
		s->second[v[0]] = (int)v[2];
		s->gold[v[0]] = v[3];
		return NULL;
	}
	if (!strcmp(w[0], "piece")) {
		int t = nw == 14 ? kit_index(kr_type_word, KR_NTYPES, w[2]) : -1;
		if (t < 0 || !num(w[1], 1, KR_MAXP, &v[0]) || s->p[v[0] - 1].type >= 0 ||
			!num(w[3], -1, KR_COLOURS - 1, &v[1]) || !num(w[4], -KR_NISLAND, KR_NCELL - 1, &v[2]) ||
			!num(w[5], 0, KR_MAXP, &v[3]) || !num(w[6], 0, KR_DONE, &v[4]) || !num(w[7], 0, 1, &v[5]) ||
			!num(w[8], 0, 1, &v[6]) || !num(w[9], 0, 1, &v[7]) || !num(w[10], 0, 1, &v[8]) ||
			!num(w[11], -1, KR_NGOODS - 1, &v[9]) || !num(w[12], 0, 2, &v[10]) ||
			!num(w[13], 0, 1000000000, &v[11]))
			return "bad piece line";
		kr_piece *p = &s->p[v[0] - 1];
		if (v[0] > *maxid)
			*maxid = (int)v[0];
		p->type = (signed char)t;
		p->owner = (signed char)v[1];
		p->place = (short)v[2];
		p->carrier = (short)(v[3] - 1);
		p->stage = (signed char)v[4];
		p->shot = (unsigned char)v[5];
		p->listed = (unsigned char)v[6];
		p->submerged = (unsigned char)v[7];
		p->laid = (unsigned char)v[8];
		p->cargo = (signed char)v[9];
		p->built = (unsigned)v[11];
		p->made = (unsigned char)v[10]; /* a word older states wrote as 0 */
		return NULL;
	}
	int k = kit_index(facts, F_N, w[0]);
	if (k < 0 || seen[k]++)
		return "unknown or repeated fact";
	switch (k) {
	case F_GAME:
		return nw == 2 && !strcmp(w[1], "kratos") ? NULL : "not a Κρατος state";
	case F_BOARD:
		if (nw != 1 + KR_NISLAND)
			return "bad board";
		for (int i = 0; i < KR_NISLAND; i++) {
			int c = kr_cell_parse(w[1 + i]);
			if (c < 0)
				return "bad board";
			s->board.col[i] = c % KR_W;
			s->board.row[i] = c / KR_W;
		}
		return kr_board_check(&s->board) ? "the board breaks rule 7" : NULL;
	case F_PHASE:
		s->phase = nw == 2 ? kit_index(kr_phase_names, KR_NPHASES, w[1]) : -1;
		return s->phase < 0 ? "unknown phase" : NULL;
	case F_END:
		s->end = nw == 2 ? kit_index(kr_end_names, KR_END_N, w[1]) : -1;
		return s->end < 0 ? "unknown end" : NULL;
	case F_WINNERS:
		return kit_state_read_seats(w + 1, nw - 1, s->n, &s->winners) ? NULL : "bad winners";
	case F_ORDER: {
		unsigned seen_c = 0;
		if (nw != 1 + KR_COLOURS)
			return "bad order";
		for (int c = 0; c < KR_COLOURS; c++) {
			if (!num(w[1 + c], 0, KR_COLOURS - 1, &v[0]) || (seen_c >> v[0] & 1))
				return "bad order";
			seen_c |= 1u << v[0];
			s->order[c] = (int)v[0];
		}
		return NULL;
	}
	default:
		break;
	}
	if (nw != 2 || !num(w[1], 0, 4000000000L, &v[0]))
		return "expected one number";
	switch (k) {
	case F_STEP: s->step = (unsigned)v[0]; break;
	case F_TURN: s->turn = (unsigned)v[0]; break;
	case F_MAX: s->max_turns = (unsigned)v[0]; break;
	case F_ACTIVE: if (v[0] >= KR_COLOURS) return "bad colour"; s->active = (int)v[0]; break;
	case F_DIE: if (v[0] > 6) return "bad die"; s->die = (int)v[0]; break;
	case F_BASE: if (v[0] > 4) return "bad base speed"; s->base = (int)v[0]; break;
	case F_FAMINE: s->famine = v[0] != 0; break;
	case F_BREAD: s->bread_taken = (int)v[0]; break;
	case F_OUT: s->out = (uint32_t)v[0] & ((1u << KR_COLOURS) - 1); break;
	case F_PLACED: s->placed = (uint32_t)v[0] & ((1u << KR_COLOURS) - 1); break;
	case F_BOT:
		if (v[0] < 1 || v[0] > KR_BOT_VERSIONS)
			return "a bot version this release does not have";
		s->bot_version = (int)v[0];
		break;
	case F_PLAYING:
		if (v[0] < 1 || v[0] > KR_MAXP)
			return "bad playing piece";
		s->playing = (int)v[0] - 1;
		break;
	case F_FROUNDS:
		if (v[0] < 1 || v[0] > 1000)
			return "bad famine-rounds";
		s->famine_rounds = (unsigned)v[0];
		break;
	case F_FRUN: s->famine_run = (unsigned)v[0]; break;
	case F_PIECES:
		if (v[0] > KR_MAXP)
			return "too many pieces";
		s->np = (int)v[0];
		break;
	}
	return NULL;
}

/* Whole-state checks; NULL when consistent. */
static const char *consistent(const kr_state *s)
{
	for (int i = 0; i < s->np; i++) {
		const kr_piece *p = &s->p[i];
		if (p->type < 0)
			continue;
		if (p->carrier >= 0 && (p->carrier >= s->np || s->p[p->carrier].type < 0 || p->carrier == i ||
					       s->p[p->carrier].carrier >= 0))
			return "a piece carried by no carrier";
		if (p->type != KR_MINE && p->owner < 0)
			return "a piece without owner";
	}
	if ((s->phase == KR_PH_OVER) != (s->end != KR_END_NONE))
		return "the end and the phase disagree";
	return NULL;
}

static int kr_load(void **st, int n, const char *const *names, const char *text, es_err *e)
{
	if (n < 3 || n > KR_COLOURS)
		return es_fail(e, ES_EILLEGAL, "Κρατος is for 3 to 9 players, not %d", n);
	kr_state *s = xcalloc(1, sizeof *s);
	s->n = n;
	s->names = names;
	s->bot_version = 1; /* states without the fact: before versions existed */
	s->edition = GAME_RULES_EDITION; /* the core gives an older game's (kr_rules_edition) */
	s->playing = -1;
	int seen[F_N] = { 0 }, isl_seen[KR_NISLAND] = { 0 }, col_seen[KR_COLOURS] = { 0 }, maxid = 0;
	for (int i = 0; i < KR_MAXP; i++)
		s->p[i].type = -1;
	kit_state_in *in = xmalloc(sizeof *in);
	kit_state_init(in, text, 1024, 32);
	int rc;
	const char *why = NULL;
	while ((rc = kit_state_next(in, e)) == 1 && !(why = load_line(s, in->w, in->nw, seen, isl_seen, col_seen, &maxid)))
		;
	if (rc == 1)
		rc = kit_state_fail(in, e, why);
	free(in);
	if (rc == ES_OK) {
		why = kit_state_unseen(seen, facts, F_N,
			(uint64_t)1 << F_BOT | (uint64_t)1 << F_PLAYING | (uint64_t)1 << F_FROUNDS | (uint64_t)1 << F_FRUN);
		for (int i = 0; i < KR_NISLAND && !why; i++)
			why = isl_seen[i] ? NULL : "island";
		for (int i = 0; i < KR_COLOURS && !why; i++)
			why = col_seen[i] ? NULL : "colour";
		if (why)
			rc = es_fail(e, ES_ESYNTAX, "state: missing '%s' line(s)", why);
		else if (maxid > s->np)
			rc = es_fail(e, ES_ESYNTAX, "state: piece %d beyond the %d pieces", maxid, s->np);
		else if ((why = consistent(s)))
			rc = es_fail(e, ES_ESYNTAX, "state: %s", why);
	}
	/* The island line's steel is the colour in turn's (see kr_save). */
	for (int i = 0; i < KR_NISLAND && rc == ES_OK; i++) {
		s->steel[i][s->active] += s->depot[i][KR_STEEL];
		s->depot[i][KR_STEEL] = 0;
	}
	if (rc != ES_OK) {
		free(s);
		return rc;
	}
	*st = s;
	return ES_OK;
}

/* ---- the other entry points ----------------------------------------- */

static void kr_status(const void *st, game_status *out)
{
	const kr_state *s = st;
	int over = s->phase == KR_PH_OVER;
	kit_status(out, kr_phase_names[s->phase], s->turn, s->step, over, s->winners, kr_end_names[s->end]);
	if (s->phase == KR_PH_SETUP)
		out->waiting = ~s->placed & ((1u << s->n) - 1);
	else if (s->phase == KR_PH_TURN && !kr_is_bot(s, s->active))
		out->waiting = GAME_SEAT(s->active);
	out->in = over ? 0 : ((1u << s->n) - 1) & ~s->out;
}

static void kr_timeout(void *st, dice *d, game_events *ev)
{
	kr_state *s = st;
	if (s->phase == KR_PH_SETUP) {
		for (int c = 0; c < s->n; c++)
			if (!(s->placed >> c & 1)) {
				kr_default_setup(s, c);
				kr_emit(ev, GAME_ALL, 1, "kratos.ev.setup_default", "player", kr_name(s, c), NULL);
			}
		s->step++;
		kr_setup_done(s, d, ev);
	} else if (s->phase == KR_PH_TURN) {
		/* Rule 16: the turn is skipped, the pieces left pass. */
		kr_emit(ev, GAME_ALL, 1, "kratos.ev.skipped", "player", kr_name(s, s->active), NULL);
		kr_end_turn(s, d, ev);
	}
}

static void kr_declare_draw(void *st, uint32_t among, game_events *ev)
{
	kr_state *s = st;
	if (s->phase == KR_PH_OVER)
		return;
	uint32_t in = ((1u << s->n) - 1) & ~s->out;
	uint32_t w = (among & in) ? among & in : in;
	kr_emit(ev, GAME_ALL, 1, "kratos.ev.draw", NULL);
	finish(s, KR_END_DRAW, w, ev);
}

static void kr_redeal(void *st, int who, dice *d)
{
	/* The hidden facts are the others' gold: re-dealt among them, the
	 * total kept (rule 6) in coins of 500. */
	kr_state *s = st;
	if (who == GAME_UNSEEN)
		return; /* nothing dealt ahead: the decks are dealt out at the start (rule 11) */
	long pool = 0;
	int idx[KR_COLOURS], k = 0;
	for (int c = 0; c < KR_COLOURS; c++)
		if (c != who) {
			pool += s->gold[c];
			s->gold[c] = 0;
			idx[k++] = c;
		}
	for (long coins = pool / KR_GOLD_UNIT; coins > 0; coins--)
		s->gold[idx[dice_below(d, (uint32_t)k)]] += KR_GOLD_UNIT;
}

/* Rule 70 in reach: red's three planes next to blue's capital, which has
 * no war piece left, every other colour out (made by playing a game and
 * removing pieces; a bot seldom plays a capital into its fall). */
static const char near_victory[] = "game kratos\n"
	"board b2 g3 l2 q3 c7 i8 n7 r9 b12 f13 k13 p14 c18 h19 m18 r20 e23 m24\n"
	"phase turn\n"
	"end none\n"
	"winners -\n"
	"step 20\n"
	"turn 5\n"
	"max-turns 12\n"
	"active 0\n"
	"die 3\n"
	"base 3\n"
	"famine 0\n"
	"bread-taken 22\n"
	"order 1 3 0 8 5 4 6 2 7\n"
	"out 508\n"
	"placed 511\n"
	"island A pan 0 0 0 0 0 0 0\n"
	"island B hierro 0 0 0 0 0 200 100\n"
	"island C gasolina 0 0 0 0 0 0 0\n"
	"island D acero 0 0 0 0 0 0 0\n"
	"island E trigo 0 0 0 0 0 200 100\n"
	"island F acero 0 0 0 0 0 0 0\n"
	"island G petroleo 0 0 0 0 0 200 100\n"
	"island H pan 0 0 0 0 0 0 0\n"
	"island I gasolina 1 0 0 0 0 0 0\n"
	"island J hierro 1 0 0 0 0 178 100\n"
	"island K gasolina 0 0 0 0 0 0 0\n"
	"island L trigo 0 0 0 0 0 200 100\n"
	"island M petroleo 0 0 0 0 0 200 100\n"
	"island N hierro 0 0 0 0 0 200 100\n"
	"island O pan 0 0 0 0 0 0 0\n"
	"island P petroleo 0 0 0 0 0 200 100\n"
	"island Q acero 0 0 0 0 0 0 0\n"
	"island R trigo 0 0 0 0 0 200 100\n"
	"colour 0 17 16 10000\n"
	"colour 1 9 8 10000\n"
	"colour 2 -1 2 10000\n"
	"colour 3 -1 7 10000\n"
	"colour 4 -1 10 10000\n"
	"colour 5 -1 0 10000\n"
	"colour 6 -1 14 10000\n"
	"colour 7 -1 3 10000\n"
	"colour 8 -1 5 10000\n"
	"pieces 20\n"
	"piece 1 prod-trigo 0 -18 0 0 0 0 0 0 -1 0 0\n"
	"piece 2 prod-acero 0 -17 0 0 0 0 0 0 -1 0 0\n"
	"piece 3 prod-trigo 0 -18 0 0 0 0 0 0 -1 0 0\n"
	"piece 4 prod-acero 0 -17 0 0 0 0 0 0 -1 0 0\n"
	"piece 5 prod-trigo 0 -18 0 0 0 0 0 0 -1 0 0\n"
	"piece 6 prod-acero 0 -17 0 0 0 0 0 0 -1 0 0\n"
	"piece 7 prod-hierro 1 -10 0 0 0 0 0 0 -1 0 0\n"
	"piece 8 prod-gasolina 1 -9 0 0 0 0 0 0 -1 0 0\n"
	"piece 9 prod-hierro 1 -10 0 0 0 0 0 0 -1 0 0\n"
	"piece 10 prod-gasolina 1 -9 0 0 0 0 0 0 -1 0 0\n"
	"piece 11 prod-hierro 1 -10 0 0 0 0 0 0 -1 0 0\n"
	"piece 12 prod-gasolina 1 -9 0 0 0 0 0 0 -1 0 0\n"
	"piece 13 petrolero 0 -18 0 0 0 0 0 0 -1 0 0\n"
	"piece 14 mercante 0 -18 0 0 0 0 0 0 -1 0 0\n"
	"piece 15 petrolero 1 -10 0 0 0 0 0 0 -1 0 0\n"
	"piece 16 mercante 1 -10 0 0 0 0 0 0 -1 0 0\n"
	"piece 17 avion 0 224 0 0 0 0 0 0 -1 0 0\n"
	"piece 18 avion 0 225 0 0 0 0 0 0 -1 0 0\n"
	"piece 19 avion 0 226 0 0 0 0 0 0 -1 0 0\n"
	"piece 20 avion 0 -18 0 0 0 0 0 0 -1 0 0\n";

/* A game made before edition 3 plays rules 46, 48, 57 and 66 as it
 * began (kr_state.edition). */
static void kr_rules_edition(void *st, unsigned edition)
{
	((kr_state *)st)->edition = edition;
}

/* A dead table in reach (rules 17-18, famine_rounds): the two colours
 * left have no bread and nothing that makes it; the next turn ends it. */
static const char near_dead[] = "game kratos\n"
	"board b2 g3 l2 q3 c7 i8 n7 r9 b12 f13 k13 p14 c18 h19 m18 r20 e23 m24\n"
	"phase turn\n"
	"end none\n"
	"winners -\n"
	"step 20\n"
	"turn 5\n"
	"max-turns 40\n"
	"active 0\n"
	"die 3\n"
	"base 3\n"
	"famine 1\n"
	"bread-taken 0\n"
	"famine-rounds 1\n"
	"famine-run 1\n"
	"order 1 3 0 8 5 4 6 2 7\n"
	"out 508\n"
	"placed 511\n"
	"island A pan 0 0 0 0 0 0 0\n"
	"island B hierro 0 0 0 0 0 0 0\n"
	"island C gasolina 0 0 0 0 0 0 0\n"
	"island D acero 0 0 0 0 0 0 0\n"
	"island E trigo 0 0 0 0 0 0 0\n"
	"island F acero 0 0 0 0 0 0 0\n"
	"island G petroleo 0 0 0 0 0 0 0\n"
	"island H pan 0 0 0 0 0 0 0\n"
	"island I gasolina 1 0 0 0 0 0 0\n"
	"island J hierro 1 0 0 0 0 0 0\n"
	"island K gasolina 0 0 0 0 0 0 0\n"
	"island L trigo 0 0 0 0 0 0 0\n"
	"island M petroleo 0 0 0 0 0 0 0\n"
	"island N hierro 0 0 0 0 0 0 0\n"
	"island O pan 0 0 0 0 0 0 0\n"
	"island P petroleo 0 0 0 0 0 0 0\n"
	"island Q acero 0 0 0 0 0 0 0\n"
	"island R trigo 0 0 0 0 0 0 0\n"
	"colour 0 17 16 10000\n"
	"colour 1 9 8 10000\n"
	"colour 2 -1 2 10000\n"
	"colour 3 -1 7 10000\n"
	"colour 4 -1 10 10000\n"
	"colour 5 -1 0 10000\n"
	"colour 6 -1 14 10000\n"
	"colour 7 -1 3 10000\n"
	"colour 8 -1 5 10000\n"
	"pieces 2\n"
	"piece 1 acorazado 0 -18 0 0 0 0 0 0 -1 0 0\n"
	"piece 2 acorazado 1 -10 0 0 0 0 0 0 -1 0 0\n";

extern const game_start kr_starts[];
const game_start kr_starts[] = {
	{ .opts = "max_turns=40", .players = 9 },
	{ .opts = "max_turns=30 board=clasico", .players = 3 },
	{ .opts = "", .state = near_victory, .players = 3 },
	{ .opts = "", .state = near_dead, .players = 3 },
	{ .opts = NULL, .state = NULL },
};

/* Games made from now on play with the bot that feeds its colours (and
 * so with the dead-table end, KR_FAMINE_ROUNDS); running games keep the
 * version they were created with. */
/* One tap for the seat awaited (the core asks only for it): ending the
 * turn (ACABAR, in lang's word) where the check takes it, then the
 * engine's bot's mail, shown as its suggestion (a turn is many lines). */
static void kr_quick(const void *st, int who, const char *lang, game_quick *out)
{
	sbuf end = SBUF_INIT;
	kr_text_in("ACABAR", lang, &end);
	game_quick_legal(out, kr_check, st, who, lang, sbuf_str(&end));
	sbuf_free(&end);
	game_quick_bot(out, kr_bot, st, who);
}

static const game_pin kr_pinned[] = { { "bot=4", "kratos.pinned.bot" }, { NULL, NULL } };

void kr_scene(const void *st, int who, scene *out); /* kr_scene.c */
void kr_view_json(const void *st, int who, jw *out); /* kr_json.c */

/* kr_timeout, its events told as kr_told tells them. */
static void kr_timeout_told(void *st, dice *d, game_events *ev)
{
	kr_state *s = st;
	size_t from = ev ? ev->n : 0;
	int active = s->active;
	kr_timeout(st, d, ev);
	kr_told(s, ev, from, active);
}

const game_kind kratos_kind = {
	.kind = "kratos",
	.min_players = 3,
	.max_players = KR_COLOURS,
	.default_deadline_hours = 48, /* a turn is several mails */
	.create = kr_create,
	.load = kr_load,
	.save = kr_save,
	.free = kit_free,
	.status = kr_status,
	.has = GAME_HAS_DEFAULT_TEXT | GAME_HAS_SCENE | GAME_HAS_RULES | GAME_HAS_PINNED | GAME_HAS_QUICK,
	.default_text = kr_default_text,
	.rules = kr_rules_edition,
	.check = kr_check,
	.apply = kr_apply_told,
	.timeout = kr_timeout_told,
	.declare_draw = kr_declare_draw,
	.view = kr_view,
	.help = kr_help,
	.quick = kr_quick,
	.bot = kr_bot,
	.redeal = kr_redeal,
	.scene = kr_scene,
	.view_json = kr_view_json,
	.pinned = kr_pinned,
	.phases = kr_phase_names,
	.ends = kr_end_names + 1,
	.starts = kr_starts,
	.order_verb = ord_kr_verb,
};
