/* Κρατος: the engine's entry points: create/load/save, set-up, timeouts
 * and the game_kind table. They call down: the turn is in kr_turn.c, one
 * order in kr_exec.c, mails in kr_check.c, views in kr_view.c, the bot in
 * kr_bot.c, islands and victory in kr_settle.c, words in kr_words.c, the
 * state's accessors in kr_base.c. */
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

/* ---- set-up (rules 10-13) ------------------------------------------- */

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
				kr_new_piece(s, r->type, c, -1 - isl);
	}
	s->placed |= 1u << c;
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
			kr_new_piece(s, KR_P_IRON + prim[c], c, -1 - a);
			kr_new_piece(s, KR_P_IRON + sec[c], c, -1 - b);
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
	kr_finish(s, KR_END_DRAW, w, ev);
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
