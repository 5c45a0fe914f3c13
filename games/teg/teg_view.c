/* TEG: what each seat sees and the help text. The map, pacts, card counts
 * and exchanges are public ("Cualquier jugador tiene derecho a preguntar a
 * la mesa sobre los pactos existentes"); a seat's own cards, objective and
 * claims ordered ahead are shown to it alone. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/kit/kit_text.h"
#include "games/teg/teg_int.h"

#define NAME_COLS 12 /* an owner's name in the map table, at most */

/* Appends s cut to `cols` columns and padded to them. */
static void padded(sbuf *out, const char *s, size_t cols)
{
	size_t w = 0;
	for (const char *p = s; *p; p++) {
		if (((unsigned char)*p & 0xC0) != 0x80) {
			if (w == cols)
				break;
			w++;
		}
		sbuf_putc(out, *p);
	}
	for (; w < cols; w++)
		sbuf_putc(out, ' ');
}

static void color_of(const teg_state *s, int seat, const char *lang, sbuf *out)
{
	char id[32];
	snprintf(id, sizeof id, "teg.color.%s", teg_color_es[s->o.colors[seat]]);
	tpl_put(out, lang, id, NULL);
}

/* The map by continent, two countries a row: name, owner, armies. */
static void board(const teg_state *s, const char *lang, sbuf *out)
{
	size_t namew = 0, ownw = 1;
	for (int i = 0; i < TEG_NC; i++)
		if (tpl_width(s->map->name[i]) > namew)
			namew = tpl_width(s->map->name[i]);
	for (int i = 0; i < s->n; i++) {
		size_t w = tpl_width(teg_name(s, i));
		if (w > ownw)
			ownw = w < NAME_COLS ? w : NAME_COLS;
	}
	tpl_line(out, lang, "teg.view.map", NULL);
	for (int c = 0; c < TEG_NCONT; c++) {
		char b[16];
		teg_num(b, sizeof b, s->map->bonus[c]);
		sbuf cn = SBUF_INIT;
		teg_cont_name(s, c, lang, &cn);
		tpl_line(out, lang, "teg.view.continent", "continent", sbuf_str(&cn), "bonus", b, NULL);
		sbuf_free(&cn);
		int idx[TEG_NC], n = 0;
		for (int i = 0; i < TEG_NC; i++)
			if (s->map->cont[i] == c)
				idx[n++] = i;
		int rows = (n + 1) / 2;
		for (int r = 0; r < rows; r++) {
			sbuf_puts(out, "  ");
			for (int k = 0; k < 2; k++) {
				int j = k * rows + r;
				if (j >= n)
					break;
				int i = idx[j];
				if (k)
					sbuf_puts(out, "   ");
				padded(out, s->map->name[i], namew);
				sbuf_putc(out, ' ');
				padded(out, s->owner[i] >= 0 ? teg_name(s, s->owner[i]) : "-", ownw);
				sbuf_printf(out, " %3d", s->armies[i]);
			}
			sbuf_putc(out, '\n');
		}
	}
}

static void players(const teg_state *s, const char *lang, sbuf *out)
{
	tpl_line(out, lang, "teg.view.players", NULL);
	for (int k = 0; k < s->n; k++) {
		int i = (s->first + k) % s->n;
		sbuf col = SBUF_INIT;
		char c[16], a[16], h[16], x[16];
		int armies = 0;
		for (int j = 0; j < TEG_NC; j++)
			if (s->owner[j] == i)
				armies += s->armies[j];
		color_of(s, i, lang, &col);
		teg_num(c, sizeof c, teg_count(s, i));
		teg_num(a, sizeof a, armies);
		teg_num(h, sizeof h, teg_hand(s, i, NULL));
		teg_num(x, sizeof x, s->exchanges[i]);
		tpl_line(out, lang, teg_alive(s, i) ? "teg.view.player" : "teg.view.player_out", "player", teg_name(s, i),
			"color", sbuf_str(&col), "countries", c, "armies", a, "cards", h, "exchanges", x, NULL);
		sbuf_free(&col);
	}
}

/* One line a pact, told to `who` in the second person where it is a
 * party, wrapped to fit a phone. */
static void pacts(const teg_state *s, int who, const char *lang, sbuf *out)
{
	if (!s->npacts) {
		tpl_line(out, lang, "teg.view.no_pacts", NULL);
		return;
	}
	tpl_line(out, lang, "teg.view.pacts", NULL);
	sbuf l = SBUF_INIT;
	for (int i = 0; i < s->npacts; i++) {
		sbuf_reset(&l);
		sbuf_puts(&l, "  ");
		teg_pact_describe(s, &s->pacts[i], who, lang, &l);
		kit_wrap(out, sbuf_str(&l), KIT_TEXT_WIDTH, 4, ",;:");
	}
	sbuf_free(&l);
}

/* who's income at the start of his turn: the free armies, the total, and
 * "; 5 por América del Norte, a poner en ese continente" per continent. */
static void income(const teg_state *s, int who, const char *lang, int *free_armies, int *total, sbuf *detail)
{
	int cont[TEG_NCONT];
	teg_income(s, who, free_armies, cont);
	*total = *free_armies;
	for (int c = 0; c < TEG_NCONT; c++)
		if (cont[c]) {
			char b[16];
			*total += cont[c];
			teg_num(b, sizeof b, cont[c]);
			sbuf_puts(detail, "; ");
			sbuf cn = SBUF_INIT;
			teg_cont_name(s, c, lang, &cn);
			tpl_put(detail, lang, "teg.view.income_continent", "n", b, "continent", sbuf_str(&cn), NULL);
			sbuf_free(&cn);
		}
}

/* What is awaited now, as seen by `who` (-1: the public). */
static void awaited(const teg_state *s, int who, const char *lang, sbuf *out)
{
	char t[16], n[16];
	teg_num(t, sizeof t, s->turn);
	const char *active = teg_name(s, s->active);
	switch (s->phase) {
	case TEG_CLAIM: {
		int left = 0;
		for (int i = 0; i < TEG_NC; i++)
			left += s->owner[i] < 0;
		teg_num(n, sizeof n, left);
		tpl_line(out, lang, who == s->active ? "teg.view.claim_you" : "teg.view.claim_other", "player", active, "n", n,
			NULL);
		break;
	}
	case TEG_PLACE: {
		/* The placement rounds say so, never "turn 0". */
		char r[16];
		sbuf a = SBUF_INIT;
		teg_qty(&a, lang, "teg.n.army", "teg.n.armies", teg_setup_amount(s, s->active));
		teg_num(r, sizeof r, s->round);
		tpl_line(out, lang, who == s->active ? "teg.view.place_you" : "teg.view.place_other", "player", active,
			"armies", sbuf_str(&a), "round", r, NULL);
		sbuf_free(&a);
		break;
	}
	case TEG_TURN:
		if (who != s->active) {
			tpl_line(out, lang, "teg.view.turn_other", "turn", t, "player", active, NULL);
		} else if (s->turns[who] < 2) {
			tpl_line(out, lang, "teg.view.turn_you_first", "turn", t, NULL);
		} else {
			int free_armies, total;
			sbuf detail = SBUF_INIT;
			income(s, who, lang, &free_armies, &total, &detail);
			char f[16], nx[16];
			sbuf c = SBUF_INIT, to = SBUF_INIT;
			teg_num(f, sizeof f, free_armies);
			teg_qty(&c, lang, "teg.n.country", "teg.n.countries", teg_count(s, who));
			teg_qty(&to, lang, "teg.n.army", "teg.n.armies", total);
			teg_num(nx, sizeof nx, teg_exchange_value(s->exchanges[who] + 1));
			tpl_line(out, lang, "teg.view.turn_you", "turn", t, "total", sbuf_str(&to), "free", f, "countries",
				sbuf_str(&c), "continents", sbuf_str(&detail), NULL);
			sbuf_free(&c);
			sbuf_free(&to);
			int trio[3];
			if (teg_best_trio(s, who, 0, trio))
				tpl_line(out, lang, "teg.view.can_exchange", "value", nx, NULL);
			if (teg_hand(s, who, NULL) >= TEG_HAND_LIMIT)
				tpl_line(out, lang, "teg.view.must_exchange", NULL);
			sbuf_free(&detail);
		}
		break;
	case TEG_OVER: {
		sbuf l = SBUF_INIT;
		for (int i = 0; i < s->n; i++)
			if (s->winners >> i & 1)
				sbuf_printf(&l, "%s%s", l.len ? ", " : "", teg_name(s, i));
		/* One text per end; tests/unit/test_render.c reaches every end
		 * in every language. */
		static const char *const ids[] = { [TEG_END_NONE] = "teg.view.over_victory",
			[TEG_END_VICTORY] = "teg.view.over_victory", [TEG_END_DRAW] = "teg.view.over_draw",
			[TEG_END_CAP] = "teg.view.over_cap" };
		_Static_assert(sizeof ids / sizeof *ids == TEG_END_N, "a view text for every end");
		const char *id = s->end > TEG_END_NONE && s->end < TEG_END_N ? ids[s->end] : ids[TEG_END_NONE];
		/* The winner is told "has ganado", never his own name. */
		if (who >= 0 && s->winners == GAME_SEAT(who) && !strcmp(id, "teg.view.over_victory"))
			id = "teg.view.over_you";
		if (who >= 0)
			game_list_you(&l, lang, teg_name(s, who));
		tpl_line(out, lang, id, "players", sbuf_str(&l), NULL);
		sbuf_free(&l);
		break;
	}
	}
}

static void own(const teg_state *s, int who, const char *lang, sbuf *out)
{
	int cards[TEG_NC], k = teg_hand(s, who, cards);
	if (!teg_alive(s, who))
		tpl_line(out, lang, "teg.view.you_out", NULL);
	sbuf l = SBUF_INIT;
	for (int i = 0; i < k; i++) {
		char sid[32];
		snprintf(sid, sizeof sid, "teg.sym.%s", teg_symbol_ids[s->map->symbol[cards[i]]]);
		sbuf sym = SBUF_INIT;
		tpl_put(&sym, lang, sid, NULL);
		if (i)
			sbuf_puts(&l, ", ");
		tpl_put(&l, lang, s->bonus_used[cards[i]] ? "teg.view.card_used" : "teg.view.card", "country",
			s->map->name[cards[i]], "symbol", sbuf_str(&sym), NULL);
		sbuf_free(&sym);
	}
	tpl_line(out, lang, k ? "teg.view.cards" : "teg.view.no_cards", "list", sbuf_str(&l), NULL);
	sbuf_reset(&l);
	/* A finished game tells nobody how to win; the variant has no secret
	 * objective, only the 50 countries (rulebook, variant 2). */
	if (s->phase != TEG_OVER && s->variant) {
		tpl_line(out, lang, "teg.view.goal_variant", NULL);
	} else if (s->phase != TEG_OVER) {
		teg_objective_text(s, who, lang, &l);
		tpl_line(out, lang, "teg.view.objective", "objective", sbuf_str(&l), NULL);
	}
	if (s->phase == TEG_CLAIM && s->nqueue[who]) {
		sbuf_reset(&l);
		for (int i = 0; i < s->nqueue[who]; i++)
			sbuf_printf(&l, "%s%s", i ? ", " : "", s->map->name[s->queue[who][i]]);
		tpl_line(out, lang, "teg.view.queue", "list", sbuf_str(&l), NULL);
	}
	sbuf_free(&l);
}

void teg_view(const void *st, int who, const char *lang, sbuf *out)
{
	const teg_state *s = st;
	tpl_line(out, lang, s->variant ? "teg.view.title_variant" : "teg.view.title", NULL);
	players(s, lang, out);
	awaited(s, who, lang, out);
	sbuf_putc(out, '\n');
	pacts(s, who, lang, out);
	sbuf_putc(out, '\n');
	board(s, lang, out);
	if (who < 0 || who >= s->n)
		return;
	sbuf_putc(out, '\n');
	own(s, who, lang, out);
}

/* What teg_timeout() does for the awaited seat (teg_turn.c): a claim by
 * lot; the round's armies one by one on own countries by lot (not on an
 * international zone of a pact); in a turn, the income the same way (a
 * continent's armies on that continent), no attack, no regrouping, so no
 * card. Everything it names is in the seat's own view. */
void teg_default_text(const void *st, int who, const char *lang, sbuf *out)
{
	const teg_state *s = st;
	if (who != s->active || !teg_alive(s, who))
		return;
	sbuf a = SBUF_INIT, detail = SBUF_INIT;
	switch (s->phase) {
	case TEG_CLAIM:
		tpl_put(out, lang, "teg.default.claim", NULL);
		break;
	case TEG_PLACE:
		teg_qty(&a, lang, "teg.n.army", "teg.n.armies", teg_setup_amount(s, who));
		tpl_put(out, lang, "teg.default.place", "armies", sbuf_str(&a), NULL);
		break;
	case TEG_TURN:
		if (s->turns[who] < 2) {
			tpl_put(out, lang, "teg.default.turn_first", NULL);
		} else {
			int free_armies, total;
			income(s, who, lang, &free_armies, &total, &detail);
			teg_qty(&a, lang, "teg.n.army", "teg.n.armies", total);
			char f[16];
			teg_num(f, sizeof f, free_armies);
			tpl_put(out, lang, "teg.default.turn", "armies", sbuf_str(&a), "free", f, "continents",
				sbuf_str(&detail), NULL);
		}
		break;
	default:
		break;
	}
	sbuf_free(&a);
	sbuf_free(&detail);
}

void teg_help(const char *lang, sbuf *out)
{
	tpl_put(out, lang, "teg.help", NULL);
	sbuf_putc(out, '\n');
	tpl_line(out, lang, "teg.help.borders", NULL);
	teg_map_border_list(teg_map_get(), out);
}
