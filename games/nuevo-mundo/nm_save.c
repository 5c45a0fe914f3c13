/* Nuevo Mundo: the saved state, one fact a line, read back with every
 * value checked (a damaged state never loads half). */
#include "games/nuevo-mundo/nm_save.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kit/kit_lines.h"
#include "games/kit/kit_map.h"
#include "games/kit/kit_state.h"
#include "games/nuevo-mundo/nm_int.h"

static const char *const policy_words[] = { "rechazo", "acepto", "preguntar", NULL };

int nm_save_num(const char *w, long max, long *out)
{
	return kit_num(w, max, out);
}

static void seats(const nm_state *s, const char *key, uint32_t set, sbuf *out)
{
	sbuf_puts(out, key);
	kit_state_put_seats(out, set, s->n);
	sbuf_putc(out, '\n');
}

static const char *where_word(int w, char *buf, size_t n)
{
	if (w == NM_DECK)
		return "deck";
	if (w == NM_UP)
		return "up";
	if (w == NM_OUT)
		return "out";
	snprintf(buf, n, "%d", w);
	return buf;
}

void nm_save(const void *st, sbuf *out)
{
	const nm_state *s = st;
	const nm_map *m = s->map;
	sbuf_printf(out, "game nuevo-mundo\nscenario %d\nphase %s\nstep %u\nturn %u\nround %u\n", s->scenario,
		nm_phase_names[s->phase], s->step, s->turn, s->round);
	sbuf_printf(out, "max-turns %d\nanswer-hours %d\nend %s\n", s->max_turns, s->answer_hours, nm_end_names[s->end]);
	seats(s, "winners", s->winners, out);
	seats(s, "out", s->out, out);
	sbuf_puts(out, "track");
	for (int k = 0; k < s->ntrack; k++)
		sbuf_printf(out, " %d", s->track[k]);
	sbuf_printf(out, "%s\npos %d\nactive %d\ncredits %d\nasked %d\n", s->ntrack ? "" : " -", s->pos, s->active,
		s->credits, s->asked);
	sbuf_printf(out, "losses %d %d %d %d %d %d\n", s->loss[0][0], s->loss[0][1], s->loss[1][0], s->loss[1][1],
		s->loss[2][0], s->loss[2][1]);
	/* Only when set: a game made before keeps its state's bytes. */
	if (s->loss_by_winner)
		sbuf_printf(out, "losses-by %s\n", nm_loss_by_words[s->loss_by_winner]);
	if (s->card_per_settlement)
		sbuf_printf(out, "battle-cards %s\n", nm_battle_card_words[s->card_per_settlement]);
	if (s->stall_rounds)
		sbuf_printf(out, "stall-rounds %d %d %08x\n", s->stall_rounds, s->quiet, (unsigned)s->card_print);
	for (int c = 0; c < NM_NCARDS; c++) {
		char b[16];
		sbuf_printf(out, "card %d %s %d %s\n", c, nm_kinds[s->card[c].kind].code, s->card[c].points,
			where_word(s->where[c], b, sizeof b));
	}
	sbuf_puts(out, "deck");
	for (int k = 0; k < s->ndeck; k++)
		sbuf_printf(out, " %d", s->deck[k]);
	sbuf_puts(out, s->ndeck ? "\nup" : " -\nup");
	for (int k = 0; k < NM_FACEUP; k++)
		sbuf_printf(out, s->up[k] >= 0 ? " %d" : " -", s->up[k]);
	sbuf_putc(out, '\n');
	for (int r = 0; r < m->n; r++)
		for (int p = 0; p < s->n; p++)
			if (s->cq[r][p] || s->ca[r][p])
				sbuf_printf(out, "land %s %d %d %d\n", m->id[r], p, s->cq[r][p], s->ca[r][p]);
	for (int p = 0; p < s->n; p++)
		for (int r = 0; r < m->n; r++)
			if (s->ruin[p] & nm_bit(r))
				sbuf_printf(out, "ruin %s %d\n", m->id[r], p);
	for (int i = 0; i < NM_NSHIPS; i++)
		if (s->ship[i].owner >= 0)
			sbuf_printf(out, "ship %d %d %s %d\n", i + 1, s->ship[i].owner, m->id[s->ship[i].region],
				s->ship[i].cq);
	sbuf_puts(out, "conflict");
	for (int r = 0; r < m->n; r++)
		if (s->conflict & nm_bit(r))
			sbuf_printf(out, " %s", m->id[r]);
	sbuf_puts(out, s->conflict ? "\n" : " -\n");
	for (int k = 0; k < s->ncones; k++)
		sbuf_printf(out, "cone %s %s\n", m->id[s->cone[k][0]], m->id[s->cone[k][1]]);
	sbuf_printf(out, "combos %d %d\n", s->combo_black, s->combo_red);
	/* Numbered: the caller sorts the lines. */
	int line = 0;
	if (s->program)
		for (const char *p = s->program; *p;) {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			if (len)
				sbuf_printf(out, "program %03d %.*s\n", line++, (int)len, p);
			p += len + (nl != NULL);
		}
	for (int p = 0; p < s->n; p++) {
		const nm_standing *t = &s->standing[p];
		sbuf_printf(out, "standing %d tactics", p);
		for (int k = 0; k < t->ntactics; k++)
			sbuf_printf(out, " %d", t->tactics[k]);
		sbuf_printf(out, "%s\nstanding %d losses %s\nstanding %d combos %s\n", t->ntactics ? "" : " azar", p,
			t->losses_largest ? "mayor" : "menor", p, t->combos_auto ? "auto" : "manual");
		for (int q = 0; q < s->n; q++)
			if (q != p)
				sbuf_printf(out, "standing %d retreat %d %s\n", p, q, policy_words[t->retreat[q]]);
	}
}

/* ---- load ------------------------------------------------------------- */

enum { K_GAME, K_SCEN, K_PHASE, K_STEP, K_TURN, K_ROUND, K_MAX, K_ANSWER, K_END, K_WIN, K_OUT, K_TRACK, K_POS,
	K_ACTIVE, K_CREDITS, K_ASKED, K_LOSSES, K_DECK, K_UP, K_CONFLICT, K_COMBOS, K_LOSSES_BY, K_CARDS_BY, K_STALL, K_NKEYS };
static const char *const keys[K_NKEYS + 1] = { "game", "scenario", "phase", "step", "turn", "round", "max-turns",
	"answer-hours", "end", "winners", "out", "track", "pos", "active", "credits", "asked", "losses", "deck", "up",
	"conflict", "combos", "losses-by", "battle-cards", "stall-rounds", NULL };
/* Facts a later release added: absent from older states. */
#define OPTIONAL_KEYS ((1u << K_LOSSES_BY) | (1u << K_CARDS_BY) | (1u << K_STALL))

typedef struct loader {
	nm_state *s;
	int seen[K_NKEYS];
	int card_seen[NM_NCARDS];
	sbuf program;
	int nprogram;
} loader;

static int seat_num(const nm_state *s, const char *w, int *out)
{
	long v;
	if (!kit_num(w, s->n - 1, &v))
		return 0;
	*out = (int)v;
	return 1;
}

static int region_of(const nm_state *s, const char *w)
{
	return kit_map_id_find(s->map->id[0], sizeof s->map->id[0], s->map->n, w, strlen(w));
}

static int set_of(const nm_state *s, char **w, int nw, uint32_t *out)
{
	*out = 0;
	return kit_state_read_seats(w + 1, nw - 1, s->n, out);
}

static int number(const char *w, long max, int *out)
{
	long v;
	if (!kit_num(w, max, &v))
		return 0;
	*out = (int)v;
	return 1;
}

/* A line about the map: land, ship, cone (scenario known). */
static const char *board_line(loader *L, char **w, int nw)
{
	nm_state *s = L->s;
	int r, p, a, b;
	if (!strcmp(w[0], "land")) {
		if (nw != 5 || (r = region_of(s, w[1])) < 0 || !s->map->land[r] || !seat_num(s, w[2], &p) ||
			!number(w[3], 100000, &a) || !number(w[4], 2, &b) || s->cq[r][p] || s->ca[r][p] || (!a && !b))
			return "expected 'land <land region> <seat> <cq> <ca 0-2>' once per region and seat";
		s->cq[r][p] = a;
		s->ca[r][p] = b;
	} else if (!strcmp(w[0], "ship")) {
		if (nw != 5 || !number(w[1], NM_NSHIPS, &a) || a < 1 || s->ship[a - 1].owner >= 0 || !seat_num(s, w[2], &p) ||
			(r = region_of(s, w[3])) < 0 || s->map->land[r] || !number(w[4], NM_SHIP_LOAD, &b) || b < 1)
			return "expected 'ship <1-10> <seat> <sea region> <cq 1-15>' once per ship";
		s->ship[a - 1] = (nm_ship){ p, r, b };
	} else if (!strcmp(w[0], "ruin")) {
		if (nw != 3 || (r = region_of(s, w[1])) < 0 || !seat_num(s, w[2], &p) || s->ca[r][p] != 1 ||
			(s->ruin[p] & nm_bit(r)))
			return "expected 'ruin <land region> <seat>' once, after its 'land' line with 1 CA";
		s->ruin[p] |= nm_bit(r);
	} else if (!strcmp(w[0], "cone")) {
		if (nw != 3 || s->ncones == NM_RED_CONES || (a = region_of(s, w[1])) < 0 || (b = region_of(s, w[2])) < 0 ||
			!(s->map->adj[a] & nm_bit(b)))
			return "expected 'cone <region> <region>' on a border, at most 3";
		s->cone[s->ncones][0] = a;
		s->cone[s->ncones++][1] = b;
	} else if (!strcmp(w[0], "program")) {
		if (nw < 3 || L->nprogram == NM_MAX_PROGRAM || !number(w[1], NM_MAX_PROGRAM - 1, &a) || a != L->nprogram ||
			strlen(w[1]) != 3)
			return "expected 'program <000-199, in order> <order>'";
		L->nprogram++;
		for (int i = 2; i < nw; i++)
			sbuf_printf(&L->program, "%s%s", i > 2 ? " " : "", w[i]);
		sbuf_putc(&L->program, '\n');
	} else {
		return "unknown fact";
	}
	return NULL;
}

static const char *standing_line(loader *L, char **w, int nw)
{
	nm_state *s = L->s;
	int p, q;
	if (nw < 4 || !seat_num(s, w[1], &p))
		return "expected 'standing <seat> ...'";
	nm_standing *t = &s->standing[p];
	if (!strcmp(w[2], "tactics")) {
		t->ntactics = 0;
		if (nw == 4 && !strcmp(w[3], "azar"))
			return NULL;
		for (int i = 3; i < nw; i++) {
			int v;
			if (t->ntactics == ORD_NM_MAX_TACTICS || !number(w[i], NM_TACTICS, &v) || v < 1)
				return "bad tactics";
			t->tactics[t->ntactics++] = v;
		}
		return NULL;
	}
	if (!strcmp(w[2], "losses") && nw == 4 && (!strcmp(w[3], "mayor") || !strcmp(w[3], "menor"))) {
		t->losses_largest = !strcmp(w[3], "mayor");
		return NULL;
	}
	if (!strcmp(w[2], "combos") && nw == 4 && (!strcmp(w[3], "auto") || !strcmp(w[3], "manual"))) {
		t->combos_auto = !strcmp(w[3], "auto");
		return NULL;
	}
	int k;
	if (!strcmp(w[2], "retreat") && nw == 5 && seat_num(s, w[3], &q) && q != p &&
		(k = kit_index0(policy_words, w[4])) >= 0) {
		t->retreat[q] = k;
		return NULL;
	}
	return "bad standing order";
}

static const char *card_line(loader *L, char **w, int nw)
{
	nm_state *s = L->s;
	int c, pts, k = -1;
	if (nw != 5 || !number(w[1], NM_NCARDS - 1, &c) || L->card_seen[c]++ || !number(w[3], 4, &pts) || pts < 1)
		return "expected 'card <0-39> <kind> <points 1-4> <where>' once per card";
	for (int i = 0; i < NM_NKINDS; i++)
		if (!strcmp(nm_kinds[i].code, w[2]))
			k = i;
	if (k < 0)
		return "unknown kind";
	s->card[c] = (nm_card){ k, pts };
	if (!strcmp(w[4], "deck"))
		s->where[c] = NM_DECK;
	else if (!strcmp(w[4], "up"))
		s->where[c] = NM_UP;
	else if (!strcmp(w[4], "out"))
		s->where[c] = NM_OUT;
	else if (!seat_num(s, w[4], &s->where[c]))
		return "bad place of a card";
	return NULL;
}

static const char *key_line(loader *L, int k, char **w, int nw)
{
	nm_state *s = L->s;
	uint32_t set;
	if (k != K_WIN && k != K_OUT && k != K_TRACK && k != K_LOSSES && k != K_DECK && k != K_UP && k != K_CONFLICT &&
		k != K_COMBOS && k != K_STALL && nw != 2)
		return "expected one value";
	switch (k) {
	case K_GAME:
		return strcmp(w[1], "nuevo-mundo") ? "not a Nuevo Mundo state" : NULL;
	case K_SCEN:
		if (!number(w[1], NM_NSCENARIOS, &s->scenario) || s->scenario < 1)
			return "bad scenario";
		s->map = nm_map_get(s->scenario);
		return NULL;
	case K_PHASE:
		s->phase = kit_index(nm_phase_names, NM_NPHASES, w[1]);
		return s->phase < 0 ? "unknown phase" : NULL;
	case K_END:
		s->end = kit_index(nm_end_names, NM_END_N, w[1]);
		return s->end < 0 ? "unknown end" : NULL;
	case K_STEP:
	case K_TURN:
	case K_ROUND: {
		long v;
		if (!kit_num(w[1], 1000000000, &v))
			return "bad number";
		*(k == K_STEP ? &s->step : k == K_TURN ? &s->turn : &s->round) = (unsigned)v;
		return NULL;
	}
	case K_MAX:
		return number(w[1], 100000, &s->max_turns) ? NULL : "bad max-turns";
	case K_ANSWER:
		return number(w[1], 720, &s->answer_hours) && s->answer_hours ? NULL : "bad answer-hours";
	case K_WIN:
	case K_OUT:
		if (!set_of(s, w, nw, &set))
			return "bad seats";
		*(k == K_WIN ? &s->winners : &s->out) = set;
		return NULL;
	case K_TRACK:
		s->ntrack = 0;
		if (nw == 2 && !strcmp(w[1], "-"))
			return NULL;
		for (int i = 1; i < nw; i++) {
			int p;
			if (s->ntrack == s->n || !seat_num(s, w[i], &p))
				return "bad track";
			for (int j = 0; j < s->ntrack; j++)
				if (s->track[j] == p)
					return "a seat twice on the track";
			s->track[s->ntrack++] = p;
		}
		return NULL;
	case K_POS:
		return number(w[1], NM_MAXP, &s->pos) ? NULL : "bad pos";
	case K_ACTIVE:
		return seat_num(s, w[1], &s->active) ? NULL : "bad active";
	case K_CREDITS:
		return number(w[1], 19, &s->credits) ? NULL : "bad credits";
	case K_ASKED:
		if (!strcmp(w[1], "-1")) {
			s->asked = -1;
			return NULL;
		}
		return seat_num(s, w[1], &s->asked) ? NULL : "bad asked";
	case K_LOSSES_BY:
		return (s->loss_by_winner = kit_index0(nm_loss_by_words, w[1])) < 0 ? "bad losses-by" : NULL;
	case K_CARDS_BY:
		return (s->card_per_settlement = kit_index0(nm_battle_card_words, w[1])) < 0 ? "bad battle-cards" : NULL;
	case K_STALL: { /* rounds, quiet rounds so far, where the cards were */
		/* PRINT exactly as save writes it: 8 lower-case hex digits (a
		 * sign or spaces that strtoul would take are refused) */
		if (nw != 4 || !number(w[1], 1000, &s->stall_rounds) || !s->stall_rounds ||
			!number(w[2], s->stall_rounds, &s->quiet) || strspn(w[3], "0123456789abcdef") != 8 || w[3][8])
			return "bad stall-rounds";
		s->card_print = (uint32_t)strtoul(w[3], NULL, 16);
		return NULL;
	}
	case K_LOSSES:
		if (nw != 7)
			return "expected six losses";
		for (int i = 0; i < 6; i++)
			if (!number(w[i + 1], 9, &s->loss[i / 2][i % 2]) || !s->loss[i / 2][i % 2])
				return "bad losses";
		return NULL;
	case K_DECK:
		s->ndeck = 0;
		if (nw == 2 && !strcmp(w[1], "-"))
			return NULL;
		for (int i = 1; i < nw; i++)
			if (s->ndeck == NM_NCARDS || !number(w[i], NM_NCARDS - 1, &s->deck[s->ndeck++]))
				return "bad deck";
		return NULL;
	case K_UP:
		if (nw != NM_FACEUP + 1)
			return "expected three face-up places";
		for (int i = 0; i < NM_FACEUP; i++)
			if (strcmp(w[i + 1], "-") ? !number(w[i + 1], NM_NCARDS - 1, &s->up[i]) : (s->up[i] = -1, 0))
				return "bad face-up card";
		return NULL;
	case K_CONFLICT:
		if (!s->map)
			return "the scenario comes first";
		s->conflict = 0;
		if (nw == 2 && !strcmp(w[1], "-"))
			return NULL;
		for (int i = 1; i < nw; i++) {
			int r = region_of(s, w[i]);
			if (r < 0)
				return "bad conflict region";
			s->conflict |= nm_bit(r);
		}
		return NULL;
	case K_COMBOS: {
		int v[2];
		for (int i = 0; i < 2; i++) {
			if (nw != 3)
				return "expected two combos";
			if (!strcmp(w[i + 1], "-1"))
				v[i] = -1;
			else if (!number(w[i + 1], NM_NKINDS - 1, &v[i]))
				return "bad combo";
		}
		s->combo_black = v[0];
		s->combo_red = v[1];
		return NULL;
	}
	}
	return "unknown fact";
}

/* Whole-state checks once every line is read; NULL when consistent. */
static const char *consistent(const nm_state *s)
{
	for (int c = 0; c < NM_NCARDS; c++) {
		int in_deck = 0, in_up = 0;
		for (int k = 0; k < s->ndeck; k++)
			in_deck += s->deck[k] == c;
		for (int k = 0; k < NM_FACEUP; k++)
			in_up += s->up[k] == c;
		if (in_deck != (s->where[c] == NM_DECK) || in_up != (s->where[c] == NM_UP))
			return "the deck and the face-up cards disagree with the cards' places";
		if (s->where[c] >= 0 && (s->out >> s->where[c] & 1))
			return "an eliminated seat holds a card";
	}
	for (int k = 0; k < NM_FACEUP; k++)
		if (s->up[k] < 0 && s->ndeck)
			return "an empty face-up place while the deck has cards";
	for (int p = 0; p < s->n; p++) {
		if (nm_ca_total(s, p) > NM_MAX_CA)
			return "more than 20 CA of one colour";
		if (s->out >> p & 1) {
			for (int r = 0; r < s->map->n; r++)
				if (nm_region_owner_count(s, r, p))
					return "an eliminated seat has pieces";
		}
	}
	for (int r = 0; r < s->map->n; r++) {
		int owners = 0;
		for (int p = 0; p < s->n; p++)
			owners += nm_region_owner_count(s, r, p) > 0;
		/* A victory may come mid-battle: the board then stays as it was. */
		if (owners > 2 || (owners == 2 && !(s->conflict & nm_bit(r)) && s->phase != NM_OVER))
			return "two players in a region outside a conflict";
	}
	if ((s->phase == NM_OVER) != (s->end != NM_END_NONE))
		return "the end and the phase disagree";
	if (s->phase != NM_OVER && s->winners)
		return "winners before the end";
	if (s->phase != NM_OVER) {
		if (s->pos >= s->ntrack || s->track[s->pos] != s->active || (s->out >> s->active & 1))
			return "the active seat is not on the track where it plays";
		for (int k = 0; k < s->ntrack; k++)
			if (s->out >> s->track[k] & 1)
				return "an eliminated seat on the track";
	}
	if ((s->phase == NM_ANSWER) != (s->program != NULL) || (s->phase == NM_ANSWER) != (s->asked >= 0))
		return "a paused program only while a retreat question waits";
	if (s->asked >= 0 && (s->asked == s->active || (s->out >> s->asked & 1)))
		return "the seat asked cannot answer";
	if (s->phase != NM_TURN && s->phase != NM_ANSWER && (s->conflict || s->ncones))
		return "conflicts or cones outside a turn";
	return NULL;
}

int nm_load(void **st, int n, const char *const *names, const char *text, es_err *e)
{
	if (n < NM_MIN_PLAYERS || n > NM_MAX_PLAYERS)
		return es_fail(e, ES_EILLEGAL, "Nuevo Mundo is for 2 to 5 players, not %d", n);
	loader L = { .s = xcalloc(1, sizeof(nm_state)), .program = SBUF_INIT };
	nm_state *s = L.s;
	s->n = n;
	s->names = names;
	s->asked = -1;
	nm_defaults(s);
	kit_state_in in;
	int rc;
	/* The scenario first: the lines come sorted, regions need the map. */
	kit_state_init(&in, text, KIT_LINE_MAX, 3);
	while (!s->map && kit_state_next(&in, e) == 1)
		if (in.nw == 2 && !strcmp(in.w[0], "scenario") && number(in.w[1], NM_NSCENARIOS, &s->scenario) &&
			s->scenario >= 1)
			s->map = nm_map_get(s->scenario);
	kit_state_init(&in, text, KIT_LINE_MAX, KIT_STATE_WORDS);
	const char *why = NULL;
	while (!why && (rc = kit_state_next(&in, e)) == 1) {
		char **w = in.w;
		int k = kit_index0(keys, w[0]);
		if (k >= 0)
			why = L.seen[k]++ ? "repeated fact" : key_line(&L, k, w, in.nw);
		else if (!s->map)
			why = "the scenario comes first";
		else if (!strcmp(w[0], "card"))
			why = card_line(&L, w, in.nw);
		else if (!strcmp(w[0], "standing"))
			why = standing_line(&L, w, in.nw);
		else
			why = board_line(&L, w, in.nw);
	}
	if (why)
		rc = kit_state_fail(&in, e, why);
	if (rc == ES_OK && (why = kit_state_unseen(L.seen, keys, K_NKEYS, OPTIONAL_KEYS)) == NULL)
		for (int c = 0; c < NM_NCARDS && !why; c++)
			if (!L.card_seen[c])
				why = "card";
	if (rc == ES_OK && why)
		rc = es_fail(e, ES_ESYNTAX, "state: missing '%s' line(s)", why);
	if (rc == ES_OK && L.program.len)
		s->program = sbuf_detach(&L.program);
	sbuf_free(&L.program);
	if (rc == ES_OK && (why = consistent(s)))
		rc = es_fail(e, ES_ESYNTAX, "state: %s", why);
	if (rc != ES_OK) {
		free(s->program);
		free(s);
		return rc;
	}
	*st = s;
	return ES_OK;
}
