/* La reconquista: what each seat sees (the public board, his own cards,
 * what is awaited) and the help text. Privacy is the point of the game: a
 * view never lists another player's cards, and during the secret placement
 * (rule 9) only the placer sees the whole board. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/reconquista/reco_int.h"

#define VIEW_WIDTH 72 /* columns a phone shows without breaking a line */

static const char *pname(const reco_state *s, int seat)
{
	return s->names && seat >= 0 && s->names[seat] ? s->names[seat] : "?";
}

/* Provinces of `set` with their troops in columns, filled top to bottom
 * so the alphabetical order reads down each column. */
static void columns(const reco_state *s, uint64_t set, sbuf *out)
{
	int idx[RECO_NPROV], n = 0;
	size_t namew = 0;
	int numw = 1;
	for (int i = 0; i < RECO_NPROV; i++)
		if (set >> i & 1) {
			idx[n++] = i;
			if (tpl_width(s->map->name[i]) > namew)
				namew = tpl_width(s->map->name[i]);
			int t = s->troops[i], d = 1;
			while (t >= 10)
				t /= 10, d++;
			if (d > numw)
				numw = d;
		}
	if (!n)
		return;
	size_t cell = namew + 1 + (size_t)numw;
	int cols = (int)((VIEW_WIDTH - 2 + 3) / (cell + 3));
	if (cols < 1)
		cols = 1;
	int rows = (n + cols - 1) / cols;
	for (int r = 0; r < rows; r++) {
		sbuf_puts(out, "  ");
		for (int c = 0; c < cols; c++) {
			int k = c * rows + r;
			if (k >= n)
				break;
			int i = idx[k];
			if (c)
				sbuf_puts(out, "   ");
			sbuf_puts(out, s->map->name[i]);
			for (size_t w = tpl_width(s->map->name[i]); w < namew; w++)
				sbuf_putc(out, ' ');
			sbuf_printf(out, " %*d", numw, s->troops[i]);
		}
		sbuf_putc(out, '\n');
	}
}

/* The whole board by country (Spain, Portugal, Andorra). */
static void board(const reco_state *s, const char *lang, sbuf *out)
{
	static const struct {
		const char *code, *tpl;
	} countries[] = { { "es", "reco.country.es" }, { "pt", "reco.country.pt" }, { "ad", "reco.country.ad" } };
	tpl_put(out, lang, "reco.view.board", NULL);
	sbuf_putc(out, '\n');
	for (size_t c = 0; c < sizeof countries / sizeof countries[0]; c++) {
		uint64_t set = 0;
		for (int i = 0; i < RECO_NPROV; i++)
			if (!strcmp(s->map->country[i], countries[c].code))
				set |= (uint64_t)1 << i;
		tpl_put(out, lang, countries[c].tpl, NULL);
		sbuf_puts(out, ":\n");
		columns(s, set, out);
	}
}

void reco_default_text(const void *st, int who, const char *lang, sbuf *out)
{
	const reco_state *s = st;
	char n[64], total[16], offence[16];
	switch (s->phase) {
	case RECO_PLACEMENT:
		if (who != s->active)
			return;
		/* timeout(): min(5, left) troops one by one on his provinces. */
		tpl_put(out, lang, "reco.default.place", "troops",
			reco_numb(n, sizeof n, lang, "troop", s->left[who] < RECO_PLACE_EACH ? s->left[who] : RECO_PLACE_EACH),
			NULL);
		return;
	case RECO_MOVE:
		if (who == s->active)
			tpl_put(out, lang, "reco.default.pass", NULL);
		return;
	case RECO_DEFENSE: {
		if (who != reco_defender(s))
			return;
		/* timeout(): the standing order; his own cards and the
		 * attacker's passed ones (rule 19) are all he is told of. */
		uint64_t inv = s->defend_all[who] ? reco_involved_of(s, who, s->target) : 0;
		uint64_t with = inv | (uint64_t)1 << s->target;
		snprintf(total, sizeof total, "%d", reco_sum(s, with));
		snprintf(offence, sizeof offence, "%d", reco_sum(s, s->committed));
		sbuf l = SBUF_INIT;
		reco_list_and(s, s->target, with, lang, &l);
		tpl_put(out, lang,
			!s->defend_all[who] ? "reco.default.defend_none"
			: inv		    ? "reco.default.defend_all"
					    : "reco.default.defend_alone",
			"target", s->map->name[s->target], "list", sbuf_str(&l), "total", total, "offence", offence, NULL);
		sbuf_free(&l);
		return;
	}
	case RECO_OVER:
		return;
	}
}

/* The default of the awaited seat, as its own line of the view. */
static void default_line(const reco_state *s, int who, const char *lang, sbuf *out)
{
	if (who < 0)
		return;
	size_t before = out->len;
	reco_default_text(s, who, lang, out);
	if (out->len > before)
		sbuf_putc(out, '\n');
}

/* What is awaited now, as seen by `who` (-1: the public). */
static void awaited(const reco_state *s, int who, const char *lang, sbuf *out)
{
	char turn[16], n[64], r[16], rs[16];
	snprintf(turn, sizeof turn, "%u", s->turn);
	switch (s->phase) {
	case RECO_PLACEMENT:
		snprintf(r, sizeof r, "%d", reco_place_round(s));
		snprintf(rs, sizeof rs, "%d", reco_place_rounds(s));
		if (who == s->active)
			tpl_line(out, lang, "reco.view.place_you", "round", r, "rounds", rs, "troops",
				reco_numb(n, sizeof n, lang, "troop",
					s->left[who] < RECO_PLACE_EACH ? s->left[who] : RECO_PLACE_EACH),
				NULL);
		else
			tpl_line(out, lang, "reco.view.place_other", "round", r, "rounds", rs, "player", pname(s, s->active),
				NULL);
		default_line(s, who, lang, out);
		break;
	case RECO_MOVE:
		if (who == s->active)
			tpl_line(out, lang, s->played[who] < 2 ? "reco.view.turn_you_first" : "reco.view.turn_you", "turn", turn,
				NULL);
		else
			tpl_line(out, lang, "reco.view.turn_other", "turn", turn, "player", pname(s, s->active), NULL);
		default_line(s, who, lang, out);
		break;
	case RECO_DEFENSE: {
		int def = reco_defender(s);
		const char *target = s->map->name[s->target];
		/* Each reads it in his own words: attacker, defender, others. */
		tpl_line(out, lang,
			who == s->active ? "reco.view.attack_yours"
			: who == def	 ? "reco.view.attack_on_you"
					 : "reco.view.attack",
			"turn", turn, "attacker", pname(s, s->active), "target", target, "defender", pname(s, def), NULL);
		if (who != s->active && who != def)
			break;
		/* Rule 19: both see the attacker's cards; the defender chooses. */
		sbuf l = SBUF_INIT;
		char total[16];
		reco_list_troops(s, s->committed, &l);
		snprintf(total, sizeof total, "%d", reco_sum(s, s->committed));
		tpl_line(out, lang, who == def ? "reco.view.attack_cards_def" : "reco.view.attack_cards_att", "attacker",
			pname(s, s->active), "list", sbuf_str(&l), "total", total, NULL);
		if (who == def) {
			uint64_t inv = reco_involved_of(s, def, s->target);
			sbuf_reset(&l);
			reco_list_troops(s, inv, &l);
			tpl_line(out, lang, inv ? "reco.view.defend_you" : "reco.view.defend_you_alone", "target", target, "troops",
				reco_numb(n, sizeof n, lang, "troop", s->troops[s->target]), "list", sbuf_str(&l), NULL);
			default_line(s, who, lang, out);
		}
		sbuf_free(&l);
		break;
	}
	case RECO_OVER: {
		/* Who drew, the reader among them as "you", last. */
		sbuf l = SBUF_INIT;
		int you = who >= 0 && (s->winners >> who & 1) && __builtin_popcount(s->winners) > 1;
		reco_list_seats(s, you ? s->winners & ~GAME_SEAT(who) : s->winners, &l);
		if (you) {
			sbuf_putc(&l, ' ');
			tpl_put(&l, lang, "reco.and", NULL);
			sbuf_putc(&l, ' ');
			tpl_put(&l, lang, "reco.you", NULL);
		}
		/* One text per end (enum reco_end), never read past; the
		 * render test (tests/unit/test_render.c) reaches every end in
		 * every language. The winner is spoken to. */
		static const char *const ids[] = { [RECO_END_NONE] = "reco.view.over_victory",
			[RECO_END_VICTORY] = "reco.view.over_victory", [RECO_END_DRAW27] = "reco.view.over_draw27",
			[RECO_END_DRAWGM] = "reco.view.over_draw", [RECO_END_CAP] = "reco.view.over_cap",
			[RECO_END_STALE] = "reco.view.over_stale" };
		_Static_assert(sizeof ids / sizeof *ids == RECO_END_N, "a view text for every end");
		const char *id = s->end < RECO_END_N ? ids[s->end] : ids[RECO_END_NONE];
		if (s->end == RECO_END_VICTORY && who >= 0 && s->winners == GAME_SEAT(who))
			id = "reco.view.over_victory_you";
		char max[16];
		snprintf(max, sizeof max, "%d", s->max_turns);
		tpl_line(out, lang, id, "players", sbuf_str(&l), "rounds", reco_numb(n, sizeof n, lang, "round", s->stalemate),
			"max", max, NULL);
		sbuf_free(&l);
		break;
	}
	}
}

/* The limits that end the game (max_turns; stalemate_rounds, which only
 * games created before it was retired have), while it runs. */
static void limits(const reco_state *s, const char *lang, sbuf *out)
{
	char a[16], n[64];
	if (s->phase == RECO_OVER)
		return;
	if (s->max_turns) {
		snprintf(a, sizeof a, "%d", s->max_turns);
		tpl_line(out, lang, "reco.view.limit_turns", "max", a, NULL);
	}
	if (s->stalemate) {
		snprintf(a, sizeof a, "%d", reco_quiet_rounds(s));
		tpl_line(out, lang, "reco.view.limit_stale", "rounds", reco_numb(n, sizeof n, lang, "round", s->stalemate),
			"done", a, NULL);
	}
}

/* Who plays when: the placement order (rule 9) and then the order of
 * normal play (rule 10), by name. */
static void order(const reco_state *s, const char *lang, sbuf *out)
{
	sbuf play = SBUF_INIT;
	reco_play_order(s, &play);
	if (s->phase == RECO_PLACEMENT) {
		sbuf place = SBUF_INIT;
		reco_place_order(s, &place);
		tpl_line(out, lang, "reco.view.order_place", "order", sbuf_str(&place), "play", sbuf_str(&play), NULL);
		sbuf_free(&place);
	} else if (s->phase != RECO_OVER) {
		tpl_line(out, lang, "reco.view.order_play", "order", sbuf_str(&play), NULL);
	}
	sbuf_free(&play);
}

void reco_view(const void *st, int who, const char *lang, sbuf *out)
{
	const reco_state *s = st;
	char a[16], b[16], c[64];
	int over = s->phase == RECO_OVER;
	tpl_line(out, lang, "reco.view.title", NULL);
	/* Players in table order; losing (rule 26) is public. */
	sbuf l = SBUF_INIT;
	for (int i = 0; i < s->n; i++) {
		if (i)
			sbuf_puts(&l, ", ");
		if (s->out >> i & 1)
			tpl_put(&l, lang, "reco.view.lost_mark", "player", pname(s, i), NULL);
		else
			sbuf_puts(&l, pname(s, i));
	}
	tpl_put(out, lang, "reco.view.players", "players", sbuf_str(&l), NULL);
	sbuf_putc(out, ' ');
	tpl_put(out, lang, who == s->dealer ? "reco.view.dealer_you" : "reco.view.dealer", "dealer", pname(s, s->dealer),
		NULL);
	/* Rule 8 deals everyone the same number of provinces; a finished
	 * game does not tell anyone how to win it. */
	if (!over) {
		snprintf(a, sizeof a, "%d", RECO_NPROV / s->n);
		snprintf(b, sizeof b, "%d", RECO_NPROV / s->n + RECO_TO_WIN);
		sbuf_putc(out, ' ');
		tpl_put(out, lang, "reco.view.goal", "initial", a, "target", b, NULL);
	}
	sbuf_putc(out, '\n');
	sbuf_free(&l);
	order(s, lang, out);
	limits(s, lang, out);
	awaited(s, who, lang, out);
	sbuf_putc(out, '\n');
	/* Rule 9: during placement the board is in the placer's hands. */
	if (s->phase != RECO_PLACEMENT || (who >= 0 && who == s->active))
		board(s, lang, out);
	else
		tpl_line(out, lang, "reco.view.board_hidden", "player", pname(s, s->active), NULL);
	if (who < 0 || who >= s->n)
		return;
	sbuf_putc(out, '\n');
	snprintf(b, sizeof b, "%d", s->initial[who]);
	snprintf(a, sizeof a, "%d", s->initial[who] + RECO_TO_WIN);
	if (s->out >> who & 1) {
		tpl_line(out, lang, "reco.view.you_lost", NULL);
	} else {
		tpl_line(out, lang, over ? "reco.view.own_over" : "reco.view.own", "count",
			reco_numb(c, sizeof c, lang, "province", reco_count(s, who)), "initial", b, "target", a, NULL);
		columns(s, reco_cards(s, who), out);
	}
	if (s->phase == RECO_PLACEMENT) {
		if (s->left[who])
			tpl_line(out, lang, "reco.view.left", "troops", reco_numb(c, sizeof c, lang, "troop", s->left[who]), NULL);
		else
			tpl_line(out, lang, "reco.view.left_none", NULL);
		/* Rounds sent ahead, or that they may be. */
		if (s->nnote[who]) {
			sbuf n = SBUF_INIT;
			reco_notes_text(s, s->note[who], s->nnote[who], lang, &n);
			tpl_line(out, lang, "reco.view.ahead", "list", sbuf_str(&n), NULL);
			sbuf_free(&n);
		} else if (s->left[who] > (who == s->active ? RECO_PLACE_EACH : 0)) {
			tpl_line(out, lang, who == s->active ? "reco.view.ahead_hint_now" : "reco.view.ahead_hint", NULL);
		}
	}
	if (!over && !(s->out >> who & 1))
		tpl_line(out, lang, s->defend_all[who] ? "reco.view.standing_all" : "reco.view.standing_none", NULL);
}

/* Every province with its neighbours (rules 14 and 19 act over borders),
 * in board order, wrapped under the name so a line never passes the view
 * width: the map a player needs to choose moves and attacks by mail. */
static void borders(const char *lang, sbuf *out)
{
	const reco_map *m = reco_map_get();
	tpl_line(out, lang, "reco.help.borders", NULL);
	for (int i = 0; i < m->n; i++) {
		size_t col = tpl_width(m->name[i]) + 4;
		sbuf_printf(out, "  %s:", m->name[i]);
		for (int j = 0, first = 1; j < m->n; j++) {
			if (!(m->adj[i] >> j & 1))
				continue;
			size_t w = tpl_width(m->name[j]) + 2;
			if (col + w > VIEW_WIDTH) {
				sbuf_puts(out, first ? "\n     " : ",\n     ");
				col = 5;
			} else if (!first) {
				sbuf_putc(out, ',');
				col++;
			}
			sbuf_printf(out, " %s", m->name[j]);
			col += w - 1;
			first = 0;
		}
		sbuf_putc(out, '\n');
	}
}

void reco_help(const char *lang, sbuf *out)
{
	tpl_put(out, lang, "reco.help", NULL);
	sbuf_putc(out, '\n');
	sbuf_putc(out, '\n');
	borders(lang, out);
}
