/* Nuevo Mundo: a mail of orders read against the state (check), applied
 * (apply), and the deadline's defaults (timeout). One mail carries a
 * whole turn: COMPRAR, the placement, then the program of operations.
 * check() runs the purchases and placement on a copy of the state (they
 * involve no chance) and holds the operations against the map: an order
 * that could never be legal there refuses the mail with its line; one
 * made impossible by an earlier die is skipped when it runs. Standing
 * orders may come from any seat still playing, at any time, alone or
 * with the rest. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/kit/kit_check.h"
#include "games/nuevo-mundo/nm_int.h"

static int standing_verb(int verb)
{
	return verb == ORD_NM_DEFENCE || verb == ORD_NM_LOSSES || verb == ORD_NM_RETREATS || verb == ORD_NM_COMBOS;
}

static int reject(game_reject *rej, size_t index, int code, const char *lang, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	int rc = game_reject_vtpl(rej, index, code, lang, id, ap);
	va_end(ap);
	return rc;
}

static int parse_one(const char *line, const char *lang, const void *ctx, void *out, sbuf *why)
{
	return ord_nm_parse(nm_vocab(((const nm_state *)ctx)->map), line, lang, out, why);
}

/* Reads every line; ES_ESYNTAX with the first bad one. */
static int parse_all(const nm_state *s, const game_lines *lines, const char *lang, ord_nm *o, game_reject *rej)
{
	rej->index = (size_t)-1;
	rej->why[0] = '\0';
	if (lines->n == 0)
		return reject(rej, (size_t)-1, ES_ESYNTAX, lang, "nm.rej.no_orders", NULL);
	if (lines->n > NM_MAX_LINES)
		return reject(rej, (size_t)-1, ES_ESYNTAX, lang, "nm.rej.too_many_lines", NULL);
	return kit_check_parse(lines, lang, parse_one, s, o, sizeof o[0], rej);
}

/* The map alone: an operation that no die could make legal. */
static int static_ok(const nm_state *s, const ord_nm *o, size_t i, const char *lang, game_reject *rej)
{
	const nm_map *m = s->map;
	int from = o->from, to = o->to;
	const char *a = from >= 0 ? m->label[from] : "?", *b = to >= 0 ? m->label[to] : "?";
	int border = from >= 0 && to >= 0 && (m->adj[from] & nm_bit(to));
	switch (o->verb) {
	case ORD_NM_MOVE:
		if ((o->what == ORD_NM_ONE_SHIP && o->ship > NM_NSHIPS) || (o->fleet >> NM_NSHIPS))
			return reject(rej, i, ES_EILLEGAL, lang, "nm.why.no_such_ship", NULL);
		if (o->what == ORD_NM_TROOPS ? !m->land[to] : m->land[to])
			return reject(rej, i, ES_EILLEGAL, lang,
				o->what == ORD_NM_TROOPS ? "nm.why.troops_by_land" : "nm.why.ships_by_sea", NULL);
		if (from >= 0 && !border)
			return reject(rej, i, ES_EILLEGAL, lang, "nm.why.not_neighbours", "from", a, "to", b, NULL);
		if (o->what == ORD_NM_TROOPS && o->count == 0)
			return reject(rej, i, ES_EILLEGAL, lang, "nm.why.zero", NULL);
		return ES_OK;
	case ORD_NM_EMBARK:
	case ORD_NM_DISEMBARK: {
		int land = o->verb == ORD_NM_EMBARK ? from : to, sea = o->verb == ORD_NM_EMBARK ? to : from;
		if (o->ship > NM_NSHIPS)
			return reject(rej, i, ES_EILLEGAL, lang, "nm.why.no_such_ship", NULL);
		if (!m->land[land] || m->land[sea] || !(m->open[land] & nm_bit(sea)))
			return reject(rej, i, ES_EILLEGAL, lang, "nm.why.not_open_coast", "region", m->label[land], "sea",
				m->label[sea], NULL);
		if (o->count == 0)
			return reject(rej, i, ES_EILLEGAL, lang, "nm.why.zero", NULL);
		return ES_OK;
	}
	case ORD_NM_RETREAT:
		if (!border && !(m->land[from] && (m->open[from] & nm_bit(to))))
			return reject(rej, i, ES_EILLEGAL, lang, "nm.why.bad_retreat", "region", a, "to", b, NULL);
		return ES_OK;
	}
	return ES_OK;
}

/* Who or what is awaited instead. */
static int out_of_turn(const nm_state *s, size_t i, const char *lang, game_reject *rej)
{
	if (s->phase == NM_OVER)
		return reject(rej, i, ES_EOUTOFTURN, lang, "nm.rej.over", NULL);
	if (s->phase == NM_ANSWER)
		return reject(rej, i, ES_EOUTOFTURN, lang, "nm.rej.wait_answer", "player", nm_name(s, s->asked), NULL);
	return reject(rej, i, ES_EOUTOFTURN, lang, s->phase == NM_ENTRY ? "nm.rej.wait_entry" : "nm.rej.wait_turn",
		"player", nm_name(s, s->active), NULL);
}

/* The whole mail against the state, without changing it. */
static int check_orders(const nm_state *s, int who, const ord_nm *o, size_t n, const char *lang, game_reject *rej)
{
	if (s->phase == NM_OVER)
		return out_of_turn(s, (size_t)-1, lang, rej);
	if (s->out >> who & 1)
		return reject(rej, (size_t)-1, ES_EOUTOFTURN, lang, "nm.rej.eliminated", NULL);
	int awaited = s->phase == NM_ANSWER ? s->asked : s->active;
	size_t games = 0, first = 0;
	for (size_t i = 0; i < n; i++) {
		if (standing_verb(o[i].verb)) {
			if (o[i].verb == ORD_NM_RETREATS && o[i].player[0]) {
				int q = nm_seat_of(s, o[i].player);
				if (q < 0 || q == who)
					return reject(rej, i, ES_EILLEGAL, lang, "nm.rej.unknown_player", "word", o[i].player, NULL);
			}
			continue;
		}
		if (who != awaited)
			return out_of_turn(s, i, lang, rej);
		if (!games++)
			first = i;
	}
	if (!games)
		return ES_OK;
	if (s->phase == NM_ENTRY) {
		if (games > 1 || o[first].verb != ORD_NM_ENTER)
			return reject(rej, games > 1 && o[first].verb == ORD_NM_ENTER ? first + 1 : first, ES_EILLEGAL, lang,
				"nm.rej.entry_only", NULL);
		nm_state copy = *s;
		copy.program = NULL;
		nm_run r = { .s = &copy, .who = who, .optimistic = 1, .lang = lang, .rej = rej, .answer = -1 };
		return nm_exec_enter(&r, &o[first], first);
	}
	if (s->phase == NM_ANSWER) {
		for (size_t i = first; i < n; i++)
			if (!standing_verb(o[i].verb) && (o[i].verb != ORD_NM_ANSWER || i != first))
				return reject(rej, i, ES_EILLEGAL, lang, "nm.rej.answer_only", NULL);
		return ES_OK;
	}
	/* A turn: COMPRAR first, the placement, then the operations. */
	if (o[first].verb != ORD_NM_BUY)
		return reject(rej, first, ES_EILLEGAL, lang, "nm.rej.buy_first", NULL);
	nm_state *copy = xmalloc(sizeof *copy);
	*copy = *s;
	copy->program = NULL;
	nm_run r = { .s = copy, .who = who, .optimistic = 1, .lang = lang, .rej = rej, .answer = -1 };
	int rc = ES_OK, may_ready = 0;
	nm_may may;
	for (size_t i = first; i < n && rc == ES_OK; i++) {
		if (standing_verb(o[i].verb))
			continue;
		if (o[i].verb == ORD_NM_ENTER || o[i].verb == ORD_NM_ANSWER || (o[i].verb == ORD_NM_BUY && i != first))
			rc = reject(rej, i, ES_EILLEGAL, lang, o[i].verb == ORD_NM_BUY ? "nm.rej.buy_once" : "nm.rej.not_now",
				NULL);
		else if ((rc = static_ok(s, &o[i], i, lang, rej)) == ES_OK && (rc = nm_exec(&r, &o[i], i, "")) == ES_OK &&
			r.ops) {
			/* The operations, against every outcome the dice could give. */
			if (!may_ready++)
				nm_may_init(&may, copy, who);
			rc = nm_may_exec(&may, copy, &o[i], i, lang, rej);
		}
	}
	if (rc == ES_OK && !r.ops) {
		/* No operation: the placement must still be whole. */
		ord_nm none = { .verb = ORD_NM_ATTACK };
		rc = nm_exec(&r, &none, (size_t)-1, "");
	}
	free(copy);
	return rc;
}

int nm_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej)
{
	const nm_state *s = st;
	ord_nm *o = xmalloc(NM_MAX_LINES * sizeof *o);
	int rc = parse_all(s, lines, lang, o, rej);
	if (rc == ES_OK)
		rc = check_orders(s, who, o, lines->n, lang, rej);
	if (rc == ES_OK) {
		tpl_line(echo, lang, "nm.echo", NULL);
		for (size_t i = 0; i < lines->n; i++) {
			ord_nm_format(nm_vocab(s->map), &o[i], canon);
			sbuf shown = SBUF_INIT;
			ord_nm_format_in(nm_vocab(s->map), &o[i], lang, &shown);
			sbuf_printf(echo, "| %s\n", sbuf_str(&shown));
			sbuf_free(&shown);
			sbuf_putc(canon, '\n');
		}
	}
	free(o);
	return rc;
}

/* ---- apply -------------------------------------------------------------- */

static void standing(nm_state *s, int who, const ord_nm *o, game_events *ev)
{
	nm_standing *t = &s->standing[who];
	switch (o->verb) {
	case ORD_NM_DEFENCE:
		t->ntactics = o->random ? 0 : o->ntactics;
		memcpy(t->tactics, o->tactics, sizeof t->tactics);
		break;
	case ORD_NM_LOSSES:
		t->losses_largest = o->policy;
		break;
	case ORD_NM_RETREATS:
		for (int q = 0; q < s->n; q++)
			if (q != who && (!o->player[0] || q == nm_seat_of(s, o->player)))
				t->retreat[q] = o->policy;
		break;
	case ORD_NM_COMBOS:
		t->combos_auto = o->policy;
		break;
	}
	game_emit(ev, GAME_SEAT(who), 0, "nm.ev.standing_set", NULL);
}

/* Runs lines [from, n) of the active seat's program; on a question the
 * rest (from the RETIRADA asked) is kept in the state. */
static void run_program(nm_run *r, const game_lines *lines, const ord_nm *o, size_t from)
{
	for (size_t i = from; i < lines->n; i++) {
		if (standing_verb(o[i].verb))
			continue;
		nm_exec(r, &o[i], i, lines->text[i]);
		if (r->s->phase == NM_OVER)
			return;
		if (r->paused) {
			sbuf rest = SBUF_INIT;
			for (size_t k = i; k < lines->n; k++)
				if (!standing_verb(o[k].verb))
					sbuf_printf(&rest, "%s\n", lines->text[k]);
			free(r->s->program);
			r->s->program = sbuf_detach(&rest);
			return;
		}
	}
	nm_exec_finish(r);
}

static void resume(nm_state *s, int answer, dice *d, game_events *ev)
{
	char *program = s->program;
	s->program = NULL;
	s->phase = NM_TURN;
	s->asked = -1;
	s->step++;
	arena *a = arena_new();
	game_lines lines;
	game_lines_split(a, program ? program : "", &lines);
	ord_nm *o = xmalloc((lines.n ? lines.n : 1) * sizeof *o);
	game_reject rej;
	if (parse_all(s, &lines, "es", o, &rej) != ES_OK && lines.n) {
		fprintf(stderr, "estafeta: nuevo-mundo: a paused program does not read (line %zu: %s)\n", rej.index, rej.why);
		abort();
	}
	nm_run r = { .s = s, .who = s->active, .d = d, .ev = ev, .lang = "es", .answer = answer, .ops = 1 };
	run_program(&r, &lines, o, 0);
	free(o);
	free(program);
	arena_free(a);
}

void nm_apply(void *st, int who, const char *canon, dice *d, game_events *ev)
{
	nm_state *s = st;
	arena *a = arena_new();
	game_lines lines;
	game_lines_split(a, canon, &lines);
	ord_nm *o = xmalloc(NM_MAX_LINES * sizeof *o);
	game_reject rej;
	if (parse_all(s, &lines, "es", o, &rej) != ES_OK || check_orders(s, who, o, lines.n, "es", &rej) != ES_OK) {
		fprintf(stderr, "estafeta: nuevo-mundo: unchecked orders applied (line %zu: %s)\n", rej.index, rej.why);
		abort();
	}
	size_t first = lines.n;
	for (size_t i = 0; i < lines.n; i++) {
		if (standing_verb(o[i].verb))
			standing(s, who, &o[i], ev);
		else if (first == lines.n)
			first = i;
	}
	if (first < lines.n) {
		nm_run r = { .s = s, .who = who, .d = d, .ev = ev, .lang = "es", .answer = -1 };
		if (s->phase == NM_ENTRY)
			nm_exec_enter(&r, &o[first], first);
		else if (s->phase == NM_ANSWER) {
			game_emit(ev, GAME_ALL, 1, o[first].policy == ORD_NM_ACCEPT ? "nm.ev.answer_accept" : "nm.ev.answer_refuse",
				"player", nm_name(s, who), NULL);
			resume(s, o[first].policy, d, ev);
		} else {
			run_program(&r, &lines, o, first);
		}
	}
	free(o);
	arena_free(a);
}

void nm_timeout(void *st, dice *d, game_events *ev)
{
	nm_state *s = st;
	switch (s->phase) {
	case NM_ENTRY: {
		int free_land[NM_MAX_REGIONS], n = 0;
		for (int g = 0; g < s->map->n; g++)
			if (s->map->land[g] && nm_other_owner(s, g, -1) < 0)
				free_land[n++] = g;
		ord_nm o = { .verb = ORD_NM_ENTER, .from = free_land[dice_below(d, (uint32_t)n)], .to = -1 };
		game_emit(ev, GAME_ALL, 0, "nm.ev.timeout_entry", "player", nm_name(s, s->active), NULL);
		nm_run r = { .s = s, .who = s->active, .d = d, .ev = ev, .lang = "es", .answer = -1 };
		nm_exec_enter(&r, &o, 0);
		break;
	}
	case NM_TURN:
		nm_exec_default(s, d, ev);
		break;
	case NM_ANSWER:
		/* No answer = refused. */
		game_emit(ev, GAME_ALL, 1, "nm.ev.timeout_answer", "player", nm_name(s, s->asked), NULL);
		resume(s, ORD_NM_REFUSE, d, ev);
		break;
	case NM_OVER:
		break;
	}
}
