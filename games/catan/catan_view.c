/* Catan: what each seat sees. Public: the options, what is awaited, the
 * last roll, the board (hexes with terrain, number and robber; harbours;
 * buildings and roads by owner), every player's counts (resource and
 * development cards, played knights, visible points, road length), the
 * two special cards, the bank, the deck and the open offers. Private, to
 * the seat alone: its cards, its point cards and total, its pieces left,
 * its rates and standing orders. Never another seat's cards. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/catan/catan_int.h"
#include "games/kit/kit_text.h"

#define CELL 14 /* a land hex of the board: "B mineral 12*" and a space */

static void pad(sbuf *out, size_t n)
{
	while (n--)
		sbuf_putc(out, ' ');
}

static void options(const catan_state *s, const char *lang, sbuf *out)
{
	static const char *const ids[][2] = {
		{ "catan.opt.board.random", "catan.opt.board.beginner" },
		{ "catan.opt.dev.unlimited", "catan.opt.dev.one" },
		{ "catan.opt.knight.no", "catan.opt.knight.yes" },
		{ "catan.opt.steal.optional", "catan.opt.steal.compulsory" },
		{ "catan.opt.points.no", "catan.opt.points.yes" },
		{ "catan.opt.setup.literal", "catan.opt.setup.official" },
		{ "catan.opt.shortage.nobody", "catan.opt.shortage.official" },
	};
	const int v[] = { s->o.beginner, s->o.dev_limit != 0, s->o.knight_steals, s->o.steal_forced, s->o.point_trade,
		s->o.setup_official, s->o.shortage_official };
	sbuf t[7];
	for (int i = 0; i < 7; i++) {
		sbuf_init(&t[i]);
		catan_put(&t[i], lang, ids[i][v[i]], NULL);
	}
	char n[16];
	snprintf(n, sizeof n, "%d", s->n);
	tpl_line(out, lang, "catan.view.options", "n", n, "board", sbuf_str(&t[0]), "dev", sbuf_str(&t[1]), "knight",
		sbuf_str(&t[2]), "steal", sbuf_str(&t[3]), "points", sbuf_str(&t[4]), "setup", sbuf_str(&t[5]), "shortage",
		sbuf_str(&t[6]), NULL);
	for (int i = 0; i < 7; i++)
		sbuf_free(&t[i]);
}

/* What is awaited, as seen by `who` (-1: the public): the awaited seat is
 * told "te toca", never its own name. */
static void awaited(const catan_state *s, int who, const char *lang, sbuf *out)
{
	char turn[16], n[16];
	const char *act = catan_pname(s, s->active);
	int mine = who >= 0 && who == s->active;
	snprintf(turn, sizeof turn, "%u", s->turn);
	switch (s->phase) {
	case CATAN_PH_SETUP:
		snprintf(n, sizeof n, "%d", catan_setup_round(s));
		if (mine)
			tpl_line(out, lang, catan_setup_round(s) == 1 ? "catan.view.setup_you" : "catan.view.setup_you_second", "round",
				n, NULL);
		else
			tpl_line(out, lang, "catan.view.setup", "player", act, "round", n, NULL);
		break;
	case CATAN_PH_ROLL:
		tpl_line(out, lang, mine ? "catan.view.roll_you" : "catan.view.roll", "turn", turn, "player", act, NULL);
		break;
	case CATAN_PH_DISCARD: {
		sbuf l = SBUF_INIT;
		for (int p = 0; p < s->n; p++)
			if (s->owe[p]) {
				sbuf_puts(&l, l.len ? ", " : "");
				if (p == who)
					catan_put(&l, lang, "catan.you", NULL);
				else
					sbuf_puts(&l, catan_pname(s, p));
				sbuf_printf(&l, " (%d)", s->owe[p]);
			}
		tpl_line(out, lang, mine ? "catan.view.discard_yours" : "catan.view.discard", "turn", turn, "player", act,
			"list", sbuf_str(&l), NULL);
		sbuf_free(&l);
		if (who >= 0 && s->owe[who]) {
			snprintf(n, sizeof n, "%d", s->owe[who]);
			tpl_line(out, lang, s->npref[who] ? "catan.view.discard_you_pref" : "catan.view.discard_you_lot", "n", n, NULL);
		}
		break;
	}
	case CATAN_PH_MAIN:
		if (mine)
			tpl_line(out, lang, s->robber_pending ? "catan.view.robber_you" : "catan.view.main_you", "turn", turn,
				NULL);
		else
			tpl_line(out, lang, s->robber_pending ? "catan.view.robber" : "catan.view.main", "turn", turn, "player",
				act, NULL);
		break;
	case CATAN_PH_OVER:
		if (s->end == CATAN_END_VICTORY) {
			snprintf(n, sizeof n, "%d", catan_points(s, s->winner, 1));
			tpl_line(out, lang, who == s->winner ? "catan.view.over_you" : "catan.view.over", "player",
				catan_pname(s, s->winner), "points", n, NULL);
		} else {
			sbuf names = SBUF_INIT;
			catan_drawn_names(s, &names);
			if (who >= 0)
				game_list_you(&names, lang, catan_pname(s, who));
			tpl_line(out, lang, s->draw_seats ? "catan.view.over_draw_some" : "catan.view.over_draw", "players",
				sbuf_str(&names), NULL);
			sbuf_free(&names);
		}
		break;
	}
}

/* The land hexes in their rows as on the table, each with resource,
 * number and the robber; the sea ring, whose numbers the place names use
 * ("A-1-18"), as the seas beside each hex of the coast (the picture
 * draws it all: a row with the seas would not fit a phone); then each
 * harbour by where it lies, and every player's buildings. */
static void board(const catan_state *s, const char *lang, sbuf *out)
{
	const catan_map *m = s->map;
	tpl_line(out, lang, "catan.view.board", NULL);
	for (int r = -2; r <= 2; r++) {
		int row[5], k = 0;
		for (int h = 0; h < CATAN_NLAND; h++)
			if (m->r[h] == r) {
				int j = k++;
				for (; j > 0 && m->q[row[j - 1]] > m->q[h]; j--)
					row[j] = row[j - 1];
				row[j] = h;
			}
		pad(out, 2 + (size_t)(5 - k) * (CELL / 2));
		for (int i = 0; i < k; i++) {
			sbuf c = SBUF_INIT;
			sbuf_printf(&c, "%s ", m->hex[row[i]]);
			catan_hex_text(s, lang, row[i], &c);
			if (row[i] == s->robber)
				sbuf_putc(&c, '*');
			sbuf_puts(out, sbuf_str(&c));
			if (i + 1 < k)
				pad(out, tpl_width(sbuf_str(&c)) < CELL ? CELL - tpl_width(sbuf_str(&c)) : 1);
			sbuf_free(&c);
		}
		sbuf_putc(out, '\n');
	}
	sbuf coast = SBUF_INIT;
	for (int h = 0; h < CATAN_NLAND; h++) {
		int sea[3], n = 0;
		for (int e = 0; e < CATAN_NE && n < 3; e++) {
			if (m->ehex[e][0] != h && m->ehex[e][1] != h)
				continue;
			int o = m->ehex[e][0] + m->ehex[e][1] - h, j = n;
			if (o < CATAN_NLAND)
				continue;
			for (; j > 0 && strtol(m->hex[sea[j - 1]], NULL, 10) > strtol(m->hex[o], NULL, 10); j--)
				sea[j] = sea[j - 1];
			sea[j] = o;
			n++;
		}
		if (!n)
			continue;
		sbuf_printf(&coast, "%s%s (", coast.len ? ", " : "", m->hex[h]);
		for (int j = 0; j < n; j++)
			sbuf_printf(&coast, "%s%s", j ? ", " : "", m->hex[sea[j]]);
		sbuf_putc(&coast, ')');
	}
	tpl_line(out, lang, "catan.view.coast", "coast", sbuf_str(&coast), NULL);
	sbuf_free(&coast);
	tpl_line(out, lang, "catan.view.harbours", NULL);
	sbuf l = SBUF_INIT;
	for (int i = 0; i < CATAN_NSLOT; i++) {
		const int *eh = m->ehex[m->slot_edge[i]];
		int sea = eh[0] >= CATAN_NLAND ? eh[0] : eh[1], land = eh[0] + eh[1] - sea;
		sbuf t = SBUF_INIT;
		catan_harbour_text(lang, s->harbour[i], &t);
		sbuf_reset(&l);
		catan_put(&l, lang, "catan.view.harbour_at", "sea", m->hex[sea], "land", m->hex[land], "e",
			m->ename[m->slot_edge[i]], "a", m->vname[m->slot_v[i][0]], "b", m->vname[m->slot_v[i][1]], "type",
			sbuf_str(&t), NULL);
		kit_wrap(out, sbuf_str(&l), KIT_TEXT_WIDTH, 4, ",:");
		sbuf_free(&t);
	}
	tpl_line(out, lang, "catan.view.pieces", NULL);
	for (int p = 0; p < s->n; p++) {
		sbuf st = SBUF_INIT, ci = SBUF_INIT, ro = SBUF_INIT, who = SBUF_INIT;
		for (int v = 0; v < CATAN_NV; v++)
			if (s->vown[v] == p)
				sbuf_printf(s->vcity[v] ? &ci : &st, "%s%s", (s->vcity[v] ? ci.len : st.len) ? " " : "", m->vname[v]);
		for (int e = 0; e < CATAN_NE; e++)
			if (s->eown[e] == p)
				sbuf_printf(&ro, "%s%s", ro.len ? " " : "", m->ename[e]);
		catan_seat_text(s, lang, p, &who);
		sbuf_reset(&l);
		catan_put(&l, lang, "catan.view.pieces_of", "player", sbuf_str(&who), "settlements", st.len ? sbuf_str(&st) : "—",
			"cities", ci.len ? sbuf_str(&ci) : "—", "roads", ro.len ? sbuf_str(&ro) : "—", NULL);
		kit_wrap(out, sbuf_str(&l), KIT_TEXT_WIDTH, 4, ";:");
		sbuf_free(&st);
		sbuf_free(&ci);
		sbuf_free(&ro);
		sbuf_free(&who);
	}
	sbuf_free(&l);
}

static void players(const catan_state *s, const char *lang, sbuf *out)
{
	tpl_line(out, lang, "catan.view.players", NULL);
	for (int p = 0; p < s->n; p++) {
		char pts[16], cards[16], dev[16], kn[16], road[16];
		snprintf(pts, sizeof pts, "%d", catan_points(s, p, s->phase == CATAN_PH_OVER));
		snprintf(cards, sizeof cards, "%d", catan_hand_size(s, p));
		snprintf(dev, sizeof dev, "%d", catan_dev_count(s, p));
		snprintf(kn, sizeof kn, "%d", s->knights[p]);
		snprintf(road, sizeof road, "%d", catan_longest_road(s, p));
		sbuf who = SBUF_INIT;
		catan_seat_text(s, lang, p, &who);
		sbuf l = SBUF_INIT;
		catan_put(&l, lang, s->phase == CATAN_PH_OVER ? "catan.view.player_final" : "catan.view.player", "player",
			sbuf_str(&who), "points", pts, "cards", cards, "dev", dev, "knights", kn, "road", road, NULL);
		kit_wrap(out, sbuf_str(&l), KIT_TEXT_WIDTH, 4, ";:");
		sbuf_free(&l);
		sbuf_free(&who);
	}
	char len[16], kn[16];
	snprintf(len, sizeof len, "%d", s->lr >= 0 ? catan_longest_road(s, s->lr) : 0);
	snprintf(kn, sizeof kn, "%d", s->la >= 0 ? s->knights[s->la] : 0);
	if (s->lr >= 0)
		tpl_line(out, lang, "catan.view.longest", "player", catan_pname(s, s->lr), "len", len, NULL);
	else
		tpl_line(out, lang, "catan.view.longest_none", NULL);
	if (s->la >= 0)
		tpl_line(out, lang, "catan.view.army", "player", catan_pname(s, s->la), "knights", kn, NULL);
	else
		tpl_line(out, lang, "catan.view.army_none", NULL);
	sbuf bank = SBUF_INIT;
	for (int r = 0; r < CATAN_NRES; r++) {
		if (r)
			sbuf_puts(&bank, ", ");
		catan_res_name(lang, r, &bank);
		sbuf_printf(&bank, " %d", s->bank[r]);
	}
	int deck = 0;
	for (int k = 0; k < CATAN_NDEV; k++)
		deck += s->deck[k];
	char d[16];
	snprintf(d, sizeof d, "%d", deck);
	tpl_line(out, lang, "catan.view.bank", "bank", sbuf_str(&bank), "deck", d, NULL);
	sbuf_free(&bank);
}

/* The open offers as `who` reads them (-1: the public view): an offer of
 * the reader's own, or one made to the reader, in the second person. */
static void offers(const catan_state *s, int who, const char *lang, sbuf *out)
{
	if (!s->noffers) {
		tpl_line(out, lang, "catan.view.offers_none", NULL);
		return;
	}
	tpl_line(out, lang, "catan.view.offers", NULL);
	for (int i = 0; i < s->noffers; i++) {
		const catan_offer *of = &s->offer[i];
		sbuf g = SBUF_INIT, w = SBUF_INIT;
		char id[16];
		snprintf(id, sizeof id, "%d", of->id);
		catan_cards_text(lang, of->give, CATAN_NCARDS, &g);
		catan_cards_text(lang, of->get, CATAN_NCARDS, &w);
		sbuf l = SBUF_INIT;
		const char *tid = of->from == who ? (of->to >= 0 ? "catan.view.offer_yours" : "catan.view.offer_yours_all")
				: of->to >= 0 && of->to == who ? "catan.view.offer_to_you"
				: of->to >= 0 ? "catan.view.offer" : "catan.view.offer_all";
		catan_put(&l, lang, tid, "id", id, "player", catan_pname(s, of->from), "to",
			of->to >= 0 ? catan_pname(s, of->to) : "", "give", sbuf_str(&g), "get", sbuf_str(&w), NULL);
		kit_wrap(out, sbuf_str(&l), KIT_TEXT_WIDTH, 4, ",:");
		sbuf_free(&l);
		sbuf_free(&g);
		sbuf_free(&w);
	}
}

static void own(const catan_state *s, int who, const char *lang, sbuf *out)
{
	sbuf t = SBUF_INIT;
	catan_cards_text(lang, s->hand[who], CATAN_NRES, &t);
	tpl_line(out, lang, "catan.view.your_hand", "cards", sbuf_str(&t), NULL);
	sbuf_reset(&t);
	for (int k = 0; k < CATAN_NDEV; k++) {
		if (!s->dev[who][k])
			continue;
		if (t.len)
			sbuf_puts(&t, ", ");
		catan_dev_name(lang, k, &t);
		sbuf_printf(&t, " %d", s->dev[who][k]);
		if (s->devnew[who][k]) {
			char nn[16];
			snprintf(nn, sizeof nn, "%d", s->devnew[who][k]);
			sbuf_putc(&t, ' ');
			catan_put(&t, lang, "catan.view.new_cards", "n", nn, NULL);
		}
	}
	tpl_line(out, lang, "catan.view.your_dev", "cards", t.len ? sbuf_str(&t) : "—", NULL);
	char all[16], vis[16], vp[16], ro[16], se[16], ci[16];
	snprintf(all, sizeof all, "%d", catan_points(s, who, 1));
	snprintf(vis, sizeof vis, "%d", catan_points(s, who, 0));
	snprintf(vp, sizeof vp, "%d", s->dev[who][CATAN_DEV_POINT]);
	snprintf(ro, sizeof ro, "%d", catan_pieces_left(s, who, CATAN_B_ROAD));
	snprintf(se, sizeof se, "%d", catan_pieces_left(s, who, CATAN_B_SETTLEMENT));
	snprintf(ci, sizeof ci, "%d", catan_pieces_left(s, who, CATAN_B_CITY));
	tpl_line(out, lang, "catan.view.your_points", "points", all, "visible", vis, "cards", vp, NULL);
	tpl_line(out, lang, "catan.view.your_pieces", "roads", ro, "settlements", se, "cities", ci, NULL);
	sbuf_reset(&t);
	for (int r = 0; r < CATAN_NRES; r++) {
		if (r)
			sbuf_puts(&t, ", ");
		catan_res_name(lang, r, &t);
		sbuf_printf(&t, " %d:1", catan_rate(s, who, r));
	}
	tpl_line(out, lang, "catan.view.your_rates", "rates", sbuf_str(&t), NULL);
	sbuf_reset(&t);
	for (int i = 0; i < s->npref[who]; i++) {
		if (i)
			sbuf_puts(&t, ", ");
		catan_res_name(lang, s->pref[who][i], &t);
	}
	tpl_line(out, lang, s->autoroll[who] ? "catan.view.your_autoroll_on" : "catan.view.your_autoroll_off", NULL);
	tpl_line(out, lang, s->npref[who] ? "catan.view.your_pref" : "catan.view.your_pref_none", "list", sbuf_str(&t), NULL);
	sbuf_free(&t);
}

void catan_view(const void *st, int who, const char *lang, sbuf *out)
{
	const catan_state *s = st;
	tpl_line(out, lang, "catan.view.title", NULL);
	options(s, lang, out);
	/* The order of play written out; the goal only while it can be
	 * reached (a finished game tells nobody how to win). */
	sbuf o = SBUF_INIT;
	catan_order_text(s, 0, &o);
	tpl_line(out, lang, "catan.view.order", "order", sbuf_str(&o), NULL);
	if (s->phase == CATAN_PH_SETUP) {
		sbuf_reset(&o);
		catan_order_text(s, 1, &o);
		tpl_line(out, lang, "catan.view.setup_order", "order", sbuf_str(&o), NULL);
	}
	sbuf_free(&o);
	if (s->phase != CATAN_PH_OVER)
		tpl_line(out, lang, "catan.view.goal", NULL);
	sbuf_putc(out, '\n');
	awaited(s, who, lang, out);
	if (s->die[0]) {
		char a[16], b[16], t[16];
		snprintf(a, sizeof a, "%d", s->die[0]);
		snprintf(b, sizeof b, "%d", s->die[1]);
		snprintf(t, sizeof t, "%d", s->die[0] + s->die[1]);
		tpl_line(out, lang, "catan.view.last_roll", "d1", a, "d2", b, "sum", t, NULL);
	}
	sbuf_putc(out, '\n');
	board(s, lang, out);
	sbuf_putc(out, '\n');
	players(s, lang, out);
	offers(s, who, lang, out);
	if (who < 0 || who >= s->n)
		return;
	sbuf_putc(out, '\n');
	own(s, who, lang, out);
}

/* What catan_timeout() does for seat `who` (catan.c): the set-up by lot;
 * a missed roll rolled, the robber by lot without a steal on a 7, no
 * builds, the turn ended; a missed discard by the seat's PREFERENCIA DE
 * DESCARTE, then by lot; the robber by lot and the turn ended. Only what
 * the seat's own view shows. */
void catan_default_text(const void *st, int who, const char *lang, sbuf *out)
{
	const catan_state *s = st;
	char n[16];
	switch (s->phase) {
	case CATAN_PH_SETUP:
		if (who == s->active)
			catan_put(out, lang, catan_setup_round(s) == 1 ? "catan.default.setup" : "catan.default.setup_second", NULL);
		break;
	case CATAN_PH_ROLL:
		if (who == s->active)
			catan_put(out, lang, "catan.default.roll", NULL);
		break;
	case CATAN_PH_DISCARD:
		if (who >= 0 && who < s->n && s->owe[who]) {
			sbuf l = SBUF_INIT;
			for (int i = 0; i < s->npref[who]; i++) {
				if (i)
					sbuf_puts(&l, ", ");
				catan_res_name(lang, s->pref[who][i], &l);
			}
			snprintf(n, sizeof n, "%d", s->owe[who]);
			catan_put(out, lang, s->npref[who] ? "catan.default.discard_pref" : "catan.default.discard_lot", "n", n,
				"list", sbuf_str(&l), NULL);
			sbuf_free(&l);
		}
		break;
	case CATAN_PH_MAIN:
		if (who == s->active)
			catan_put(out, lang, s->robber_pending ? "catan.default.robber" : "catan.default.main", NULL);
		break;
	default:
		break;
	}
}

/* What the seat to move sends most: the roll, and the turn ended with
 * nothing built (after a 7 the robber comes first: no quick reply); in
 * the set-up, the bot's placement (it sees only the seat's view: the
 * board is public then), from a fixed stream so that the same state
 * gives the same suggestion. */
void catan_quick(const void *st, int who, const char *lang, game_quick *out)
{
	const catan_state *s = st;
	int en = !strcmp(lang, "en");
	if (who != s->active)
		return;
	if (s->phase == CATAN_PH_ROLL) {
		game_quick_add(out, 0, en ? "ROLL" : "TIRAR");
	} else if (s->phase == CATAN_PH_MAIN && !s->robber_pending) {
		game_quick_add(out, 0, en ? "PASS" : "PASO");
	} else if (s->phase == CATAN_PH_SETUP) {
		game_quick_bot(out, catan_bot, st, who);
	}
}

void catan_help(const char *lang, sbuf *out)
{
	catan_put(out, lang, "catan.help", NULL);
	sbuf_putc(out, '\n');
}
