/* Nuevo Mundo: what each seat sees and the help text. Public:
 * the map (CQ per region, lone CA, settlements, ships with number and
 * load), every player's credits, settlements, islands and card kinds (a
 * card's kind is on its back), the face-up cards, deck and out-of-game
 * counts, the turn track, and the scenario's geography. Private: the
 * points of one's own cards, one's standing orders. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/nuevo-mundo/nm_int.h"

static void num(char *buf, size_t n, long v)
{
	snprintf(buf, n, "%ld", v);
}

/* "5 créditos", "1 crédito": n and the noun of template id ("crédito|
 * créditos") that agrees with it. */
static void count_of(sbuf *out, const char *lang, long n, const char *id)
{
	sbuf w = SBUF_INIT;
	tpl_put(&w, lang, id, NULL);
	const char *bar = strchr(sbuf_str(&w), '|');
	if (!bar)
		sbuf_printf(out, "%ld %s", n, sbuf_str(&w));
	else if (n == 1)
		sbuf_printf(out, "%ld %.*s", n, (int)(bar - sbuf_str(&w)), sbuf_str(&w));
	else
		sbuf_printf(out, "%ld %s", n, bar + 1);
	sbuf_free(&w);
}

static void kind_name(const char *lang, int k, sbuf *out)
{
	tpl_put(out, lang, nm_kinds[k].tpl, NULL);
	sbuf_printf(out, " (%s)", nm_kind_code(k, lang));
}

/* "2 frut, 1 riq" or "—": a count before the kind, as "6 CQ"; a card
 * with its points is "frut 2". */
static void kinds_line(const nm_state *s, int seat, const char *lang, sbuf *out)
{
	int count[NM_NKINDS];
	nm_kinds_held(s, seat, count);
	size_t at = out->len;
	for (int k = 0; k < NM_NKINDS; k++)
		if (count[k])
			sbuf_printf(out, "%s%d %s", out->len > at ? ", " : "", count[k], nm_kind_code(k, lang));
	if (out->len == at)
		sbuf_puts(out, "—");
}

static void players(const nm_state *s, const char *lang, sbuf *out)
{
	tpl_line(out, lang, "nm.view.players", NULL);
	for (int p = 0; p < s->n; p++) {
		char cr[24], st[24], is[24], nc[24];
		sbuf k = SBUF_INIT;
		if (s->out >> p & 1) {
			tpl_line(out, lang, "nm.view.player_out", "player", nm_name(s, p), NULL);
			continue;
		}
		num(cr, sizeof cr, nm_produce(s, p));
		num(st, sizeof st, nm_settlements(s, p));
		num(is, sizeof is, nm_islands(s, p));
		num(nc, sizeof nc, nm_cards_of(s, p));
		kinds_line(s, p, lang, &k);
		tpl_line(out, lang, "nm.view.player", "player", nm_name(s, p), "credits", cr, "settlements", st, "islands", is,
			"cards", nc, "kinds", sbuf_str(&k), NULL);
		sbuf_free(&k);
	}
}

static void table(const nm_state *s, const char *lang, sbuf *out)
{
	sbuf up = SBUF_INIT;
	for (int k = 0; k < NM_FACEUP; k++)
		if (s->up[k] >= 0)
			sbuf_printf(&up, "%s%s %d", up.len ? ", " : "", nm_kind_code(s->card[s->up[k]].kind, lang),
				s->card[s->up[k]].points);
	int out_n = 0;
	for (int c = 0; c < NM_NCARDS; c++)
		out_n += s->where[c] == NM_OUT;
	char d[24], o[24];
	num(d, sizeof d, s->ndeck);
	num(o, sizeof o, out_n);
	tpl_line(out, lang, "nm.view.table", "up", up.len ? sbuf_str(&up) : "—", "deck", d, "out", o, NULL);
	sbuf_free(&up);
}

/* One region's pieces: "ana 3 CQ + asentamiento; b2 berta (4)". */
static void region_line(const nm_state *s, const char *lang, int g, sbuf *out)
{
	size_t at = out->len;
	for (int p = 0; s->map->land[g] && p < s->n; p++) {
		if (!s->cq[g][p] && !s->ca[g][p])
			continue;
		sbuf_printf(out, "%s%s", out->len > at ? "; " : "", nm_name(s, p));
		if (s->cq[g][p])
			sbuf_printf(out, " %d CQ", s->cq[g][p]);
		if (s->ca[g][p]) {
			sbuf_puts(out, " + ");
			tpl_put(out, lang, s->ca[g][p] == 2 ? "nm.view.settlement" : "nm.view.lone_ca", NULL);
		}
	}
	for (int i = 0; i < NM_NSHIPS; i++)
		if (s->ship[i].owner >= 0 && s->ship[i].region == g)
			sbuf_printf(out, "%sb%d %s (%d CQ)", out->len > at ? "; " : "", i + 1, nm_name(s, s->ship[i].owner),
				s->ship[i].cq);
	if (s->conflict & nm_bit(g)) {
		sbuf_puts(out, " ");
		tpl_put(out, lang, "nm.view.in_conflict", NULL);
	}
}

static void board(const nm_state *s, const char *lang, sbuf *out)
{
	const nm_map *m = s->map;
	for (int k = 1; k <= m->nislands; k++) {
		tpl_line(out, lang, "nm.view.island", "island", m->island[k], NULL);
		for (int g = 0; g < m->n; g++)
			if (m->land[g] && m->isl[g] == k) {
				sbuf_printf(out, "  %-4s %-10s ", m->id[g], m->name[g]);
				region_line(s, lang, g, out);
				sbuf_putc(out, '\n');
			}
	}
	tpl_line(out, lang, "nm.view.sea", NULL);
	for (int g = 0; g < m->n; g++)
		if (!m->land[g]) {
			sbuf_printf(out, "  %-4s %-10s ", m->id[g], m->name[g]);
			region_line(s, lang, g, out);
			sbuf_putc(out, '\n');
		}
}

/* Borders and coasts, once: what the lost map annex drew. */
static void geography(const nm_state *s, const char *lang, sbuf *out)
{
	const nm_map *m = s->map;
	sbuf b = SBUF_INIT, o = SBUF_INIT, c = SBUF_INIT;
	for (int g = 0; g < m->n; g++)
		for (int h = g + 1; h < m->n; h++) {
			if (m->adj[g] & nm_bit(h))
				sbuf_printf(&b, "%s%s-%s", b.len ? " " : "", m->id[g], m->id[h]);
			if (m->land[g] && (m->open[g] & nm_bit(h)))
				sbuf_printf(&o, "%s%s-%s", o.len ? " " : "", m->id[g], m->id[h]);
			if (m->land[g] && (m->closed[g] & nm_bit(h)))
				sbuf_printf(&c, "%s%s-%s", c.len ? " " : "", m->id[g], m->id[h]);
		}
	tpl_line(out, lang, "nm.view.borders", "list", sbuf_str(&b), NULL);
	tpl_line(out, lang, "nm.view.open", "list", sbuf_str(&o), NULL);
	tpl_line(out, lang, "nm.view.closed", "list", sbuf_str(&c), NULL);
	sbuf_free(&b);
	sbuf_free(&o);
	sbuf_free(&c);
}

/* The retreat asked (the first line of the paused program): the conflict,
 * the counts and criteria of both sides, the destination proposed. */
static void question(const nm_state *s, const char *lang, sbuf *out)
{
	ord_nm o;
	sbuf why = SBUF_INIT, first = SBUF_INIT;
	if (s->program)
		sbuf_printf(&first, "%.*s", (int)strcspn(s->program, "\n"), s->program);
	if (s->program && ord_nm_parse(nm_vocab(s->map), sbuf_str(&first), "es", &o, &why) == ES_OK && o.verb == ORD_NM_RETREAT) {
		int a = nm_region_owner_count(s, o.from, s->active), d = nm_region_owner_count(s, o.from, s->asked);
		char na[24], nd[24];
		num(na, sizeof na, a);
		num(nd, sizeof nd, d);
		tpl_line(out, lang, "nm.view.question", "attacker", nm_name(s, s->active), "defender", nm_name(s, s->asked),
			"region", s->map->label[o.from], "to", s->map->label[o.to], "a", na, "d", nd, "crit_a",
			nm_crit_word(nm_criterion(a, d), lang), "crit_d", nm_crit_word(nm_criterion(d, a), lang), NULL);
	}
	sbuf_free(&why);
	sbuf_free(&first);
}

/* Who comes after the seat acting now, said to the reader ("Después
 * juegas tú"): the next on the track; after the last turn of a round a
 * new round whose order the credits will set. */
static void next_text(const nm_state *s, int who, const char *lang, sbuf *out)
{
	char r[24];
	num(r, sizeof r, s->round + 1);
	if (s->phase == NM_TURN && s->pos + 1 >= s->ntrack) {
		tpl_put(out, lang, "nm.view.next_round", "round", r, NULL);
		return;
	}
	int next = s->track[(s->pos + 1) % s->ntrack];
	const char *id = s->phase == NM_ENTRY && s->pos + 1 < s->ntrack ? "nm.view.next_entry" : "nm.view.next_turn";
	if (next == who)
		id = s->phase == NM_ENTRY && s->pos + 1 < s->ntrack ? "nm.view.next_entry_you" : "nm.view.next_turn_you";
	tpl_put(out, lang, id, "player", nm_name(s, next), NULL);
}

static void awaited(const nm_state *s, int who, const char *lang, sbuf *out)
{
	char t[24], r[24];
	num(t, sizeof t, s->turn);
	num(r, sizeof r, s->round);
	sbuf c = SBUF_INIT;
	count_of(&c, lang, s->credits, "nm.w.credit");
	sbuf track = SBUF_INIT;
	for (int k = 0; k < s->ntrack; k++) {
		if (k)
			sbuf_puts(&track, ", ");
		if (k == s->pos && s->phase != NM_OVER)
			sbuf_printf(&track, "[%s]", nm_name(s, s->track[k]));
		else
			sbuf_puts(&track, nm_name(s, s->track[k]));
	}
	tpl_line(out, lang, s->phase == NM_OVER ? "nm.view.track_over" : "nm.view.track", "track", sbuf_str(&track),
		"round", r, NULL);
	sbuf_free(&track);
	sbuf next = SBUF_INIT;
	if (s->phase != NM_OVER && s->ntrack)
		next_text(s, who, lang, &next);
	switch (s->phase) {
	case NM_ENTRY:
		tpl_line(out, lang, who == s->active ? "nm.view.entry_you" : "nm.view.entry_other", "player",
			nm_name(s, s->active), "next", sbuf_str(&next), NULL);
		break;
	case NM_TURN:
		tpl_line(out, lang, who == s->active ? "nm.view.turn_you" : "nm.view.turn_other", "player",
			nm_name(s, s->active), "turn", t, "credits", sbuf_str(&c), "next", sbuf_str(&next), NULL);
		break;
	case NM_ANSWER:
		tpl_line(out, lang,
			who == s->asked	       ? "nm.view.answer_you"
			: who == s->active ? "nm.view.answer_attacker"
					   : "nm.view.answer_other",
			"player",
			nm_name(s, s->asked), "attacker", nm_name(s, s->active), NULL);
		question(s, lang, out);
		/* The paused program is the attacker's own. */
		if (who == s->active && s->program) {
			tpl_line(out, lang, "nm.view.paused", NULL);
			for (const char *p = s->program; *p;) {
				const char *nl = strchr(p, '\n');
				size_t len = nl ? (size_t)(nl - p) : strlen(p);
				sbuf line = SBUF_INIT, shown = SBUF_INIT, why = SBUF_INIT;
				ord_nm o;
				sbuf_printf(&line, "%.*s", (int)len, p);
				if (ord_nm_parse(nm_vocab(s->map), sbuf_str(&line), "es", &o, &why) == ES_OK)
					ord_nm_format_in(nm_vocab(s->map), &o, lang, &shown);
				sbuf_printf(out, "| %s\n", shown.len ? sbuf_str(&shown) : sbuf_str(&line));
				sbuf_free(&line);
				sbuf_free(&shown);
				sbuf_free(&why);
				p += len + (nl != NULL);
			}
		}
		break;
	case NM_OVER: {
		sbuf l = SBUF_INIT;
		for (int p = 0; p < s->n; p++)
			if (s->winners >> p & 1)
				sbuf_printf(&l, "%s%s", l.len ? ", " : "", nm_name(s, p));
		static const char *const ids[NM_END_N] = { [NM_END_NONE] = "nm.view.over_draw", /* never over */
			[NM_END_POINTS] = "nm.view.over_points", [NM_END_KINDS] = "nm.view.over_kinds",
			[NM_END_SURVIVAL] = "nm.view.over_survival", [NM_END_DRAW] = "nm.view.over_draw",
			[NM_END_CAP] = "nm.view.over_cap", [NM_END_STALL] = "nm.view.over_stall" };
		char id[40];
		/* the winner reads "ganas" (a draw names everyone in it) */
		snprintf(id, sizeof id, "%s%s", ids[s->end],
			who >= 0 && who < s->n && s->winners == (1u << who) && s->end < NM_END_DRAW ?
				"_you" : "");
		if (who >= 0 && who < s->n)
			game_list_you(&l, lang, nm_name(s, who));
		tpl_line(out, lang, id, "players", sbuf_str(&l), NULL);
		sbuf_free(&l);
		break;
	}
	}
	sbuf_free(&next);
	sbuf_free(&c);
}

static void own(const nm_state *s, int who, const char *lang, sbuf *out)
{
	sbuf l = SBUF_INIT;
	for (int c = 0; c < NM_NCARDS; c++)
		if (s->where[c] == who)
			sbuf_printf(&l, "%s%s %d", l.len ? ", " : "", nm_kind_code(s->card[c].kind, lang), s->card[c].points);
	char pts[24];
	num(pts, sizeof pts, nm_points(s, who));
	tpl_line(out, lang, "nm.view.own_cards", "cards", l.len ? sbuf_str(&l) : "—", "points", pts, NULL);
	sbuf_reset(&l);
	if (s->phase == NM_OVER) { /* nothing more to send */
		sbuf_free(&l);
		return;
	}
	const nm_standing *t = &s->standing[who];
	if (!t->ntactics)
		tpl_put(&l, lang, "nm.view.random", NULL);
	for (int k = 0; k < t->ntactics; k++)
		sbuf_printf(&l, "%s%d", k ? " " : "", t->tactics[k]);
	sbuf r = SBUF_INIT;
	static const char *const pol[] = { "nm.view.refuse", "nm.view.accept", "nm.view.ask" };
	for (int q = 0; q < s->n; q++)
		if (q != who) {
			sbuf_printf(&r, "%s%s ", r.len ? ", " : "", nm_name(s, q));
			tpl_put(&r, lang, pol[t->retreat[q]], NULL);
		}
	sbuf lo = SBUF_INIT;
	tpl_put(&lo, lang, t->losses_largest ? "nm.view.largest" : "nm.view.smallest", NULL);
	tpl_line(out, lang, "nm.view.standing", "tactics", sbuf_str(&l), "losses", sbuf_str(&lo), "retreats", sbuf_str(&r),
		"combos", t->combos_auto ? "AUTO" : "MANUAL", NULL);
	sbuf_free(&lo);
	sbuf_free(&l);
	sbuf_free(&r);
}

/* Mail read on a phone is 72 columns wide: a fixed-width line (one that
 * begins with a space: a table row, a list) longer than that is broken at
 * spaces, running on two spaces further in. Prose lines are left whole
 * (the mail layer flows them). */
#define NM_VIEW_COLS 72
static void fit_line(sbuf *out, const char *l, const char *end)
{
	int indent = (int)strspn(l, " "), ind = 0;
	for (;;) {
		const char *cut = NULL, *p = l;
		for (int cols = ind; p < end; p++) {
			if (((unsigned char)*p & 0xC0) != 0x80 && ++cols > NM_VIEW_COLS)
				break;
			if (*p == ' ' && p > l + (ind ? 0 : indent))
				cut = p;
		}
		if (p == end || !cut) {
			sbuf_printf(out, "%*s%.*s", ind, "", (int)(end - l), l);
			return;
		}
		sbuf_printf(out, "%*s%.*s\n", ind, "", (int)(cut - l), l);
		for (l = cut; l < end && *l == ' '; l++)
			;
		ind = indent + 2;
	}
}

/* fit_line for every line of out from byte `from` on, without the spaces
 * that end a line. */
static void fit(sbuf *out, size_t from)
{
	char *t = xstrdup(sbuf_str(out) + from);
	out->len = from;
	out->s[from] = '\0';
	for (const char *l = t; *l;) {
		const char *nl = l + strcspn(l, "\n"), *end = nl;
		while (end > l && end[-1] == ' ') /* flowed text would run it on */
			end--;
		if (*l == ' ')
			fit_line(out, l, end);
		else
			sbuf_printf(out, "%.*s", (int)(end - l), l);
		if (*nl)
			sbuf_putc(out, '\n');
		l = *nl ? nl + 1 : nl;
	}
	free(t);
}

void nm_view(const void *st, int who, const char *lang, sbuf *out)
{
	size_t from = out->len;
	const nm_state *s = st;
	char sc[24];
	num(sc, sizeof sc, s->scenario);
	tpl_line(out, lang, "nm.view.title", "n", sc, "title", s->map->title, NULL);
	/* The choices of this game (RULES-NOTES.md), in every mail. */
	char losses[64], hours[24], cap[24];
	snprintf(losses, sizeof losses, "%d/%d %d/%d %d/%d", s->loss[0][0], s->loss[0][1], s->loss[1][0], s->loss[1][1],
		s->loss[2][0], s->loss[2][1]);
	num(hours, sizeof hours, s->answer_hours);
	num(cap, sizeof cap, s->max_turns);
	tpl_line(out, lang, memcmp(s->card, nm_default_cards, sizeof s->card) ? "nm.view.options_deck" : "nm.view.options",
		"losses", losses, "hours", hours, "cap", s->max_turns ? cap : "—", NULL);
	awaited(s, who, lang, out);
	sbuf_putc(out, '\n');
	players(s, lang, out);
	table(s, lang, out);
	if (s->ncones) {
		sbuf l = SBUF_INIT;
		for (int k = 0; k < s->ncones; k++)
			sbuf_printf(&l, "%s%s-%s", k ? ", " : "", s->map->id[s->cone[k][0]], s->map->id[s->cone[k][1]]);
		tpl_line(out, lang, "nm.view.cones", "list", sbuf_str(&l), NULL);
		sbuf_free(&l);
	}
	sbuf_putc(out, '\n');
	board(s, lang, out);
	sbuf_putc(out, '\n');
	geography(s, lang, out);
	if (who >= 0 && who < s->n && !(s->out >> who & 1)) {
		sbuf_putc(out, '\n');
		own(s, who, lang, out);
	}
	fit(out, from);
}

/* What nm_timeout does for the awaited seat, from what
 * everyone sees: the entry by lot among the free land and the face-up card
 * it would take; the credits on CQ by lot among its regions; the retreat
 * refused. */
void nm_default_text(const void *st, int who, const char *lang, sbuf *out)
{
	const nm_state *s = st;
	const nm_map *m = s->map;
	sbuf a = SBUF_INIT, b = SBUF_INIT;
	int n = 0;
	if (s->phase == NM_ENTRY && who == s->active) {
		for (int g = 0; g < m->n; g++)
			n += m->land[g] && nm_other_owner(s, g, -1) < 0;
		count_of(&a, lang, n, "nm.w.free_land");
		int slot = nm_pick_up(s, who, NULL, 0);
		if (slot >= 0) {
			const nm_card *c = &s->card[s->up[slot]];
			sbuf_printf(&b, "%s %d", nm_kind_code(c->kind, lang), c->points);
		}
		tpl_put(out, lang, slot >= 0 ? "nm.default.entry" : "nm.default.entry_no_card", "regions", sbuf_str(&a),
			"card", sbuf_str(&b), NULL);
	} else if (s->phase == NM_TURN && who == s->active) {
		for (int g = 0; g < m->n; g++)
			if (m->land[g] && (s->cq[g][who] || s->ca[g][who])) {
				sbuf_printf(&b, "%s%s", n ? ", " : "", m->label[g]);
				n++;
			}
		count_of(&a, lang, s->credits, "nm.w.credit");
		tpl_put(out, lang, s->credits > 0 && n ? "nm.default.turn" : "nm.default.turn_nothing", "credits",
			sbuf_str(&a), "regions", sbuf_str(&b), NULL);
	} else if (s->phase == NM_ANSWER && who == s->asked) {
		ord_nm o;
		sbuf first = SBUF_INIT, why = SBUF_INIT;
		sbuf_printf(&first, "%.*s", (int)strcspn(s->program ? s->program : "", "\n"), s->program ? s->program : "");
		int ok = ord_nm_parse(nm_vocab(m), sbuf_str(&first), "es", &o, &why) == ES_OK && o.verb == ORD_NM_RETREAT;
		tpl_put(out, lang, "nm.default.answer", "attacker", nm_name(s, s->active), "region",
			ok ? m->label[o.from] : "?", NULL);
		sbuf_free(&first);
		sbuf_free(&why);
	}
	sbuf_free(&a);
	sbuf_free(&b);
}

void nm_help(const char *lang, sbuf *out)
{
	size_t from = out->len;
	tpl_put(out, lang, "nm.help", NULL);
	sbuf_putc(out, '\n');
	/* The tables as data: cards by kind, credits. */
	tpl_line(out, lang, "nm.help.kinds", NULL);
	for (int k = 0; k < NM_NKINDS; k++) {
		sbuf_puts(out, "  ");
		kind_name(lang, k, out);
		sbuf_putc(out, ':');
		for (int c = 0; c < NM_NCARDS; c++)
			if (nm_default_cards[c].kind == k)
				sbuf_printf(out, " %d", nm_default_cards[c].points);
		sbuf_putc(out, '\n');
	}
	tpl_line(out, lang, "nm.help.credits", NULL);
	sbuf_puts(out, "       1  2  3  4  5  6  7\n");
	for (int st = 1; st <= 7; st++) {
		sbuf_printf(out, "  %d%s ", st, st == 7 ? "+" : " ");
		for (int i = 1; i <= st; i++)
			sbuf_printf(out, "%3d", nm_credits(st, i));
		sbuf_putc(out, '\n');
	}
	tpl_line(out, lang, "nm.help.losses", NULL);
	for (int c = 0; c < 3; c++)
		sbuf_printf(out, "  %-10s %d / %d\n", nm_crit_word(c, lang), nm_loss[c][0], nm_loss[c][1]);
	tpl_line(out, lang, "nm.help.scenarios", NULL);
	for (int k = 1; k <= NM_NSCENARIOS; k++) {
		const nm_map *m = nm_map_get(k);
		sbuf_printf(out, "  %d %s:", k, m->title);
		for (int i = 1; i <= m->nislands; i++)
			sbuf_printf(out, "%s %s", i > 1 ? "," : "", m->island[i]);
		sbuf_putc(out, '\n');
	}
	fit(out, from);
}
