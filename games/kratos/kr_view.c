/* Κρατος: what each seat sees (rules 6 and 24: everything on the board is
 * public; gold is private, each seat sees its own), and the help with
 * every table of the rulebook. */
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/kratos/kr_int.h"

/* s padded to width characters (not bytes: "avión"), as "%-*s" would
 * pad plain ASCII. */
static int chars(const char *s)
{
	int n = 0;
	for (const char *c = s; *c; c++)
		n += ((unsigned char)*c & 0xC0) != 0x80;
	return n;
}

static void column(sbuf *out, const char *s, int width)
{
	int n = chars(s);
	sbuf_printf(out, "%s%*s", s, n < width ? width - n : 0, "");
}

/* Items written into lines of at most KR_VIEW_COLS characters (mail read
 * on a phone is 72 wide; the picture carries the board), each line opened
 * by `first` spaces, the lines it runs on to by `more`. */
#define KR_VIEW_COLS 72
typedef struct line {
	sbuf *out;
	int col; /* characters on the open line; 0: none open */
	int first, more;
} line;

static void item(line *l, const char *sep, const char *s)
{
	int n = chars(s);
	if (l->col && l->col + chars(sep) + n > KR_VIEW_COLS - 1) { /* room for the sep's mark */
		sbuf_printf(l->out, "%s\n%*s", sep[0] == ' ' ? "" : (char[]){ sep[0], 0 }, l->more, "");
		l->col = l->more;
	} else if (l->col) {
		sbuf_puts(l->out, sep);
		l->col += chars(sep);
	} else {
		sbuf_printf(l->out, "%*s", l->first, "");
		l->col = l->first;
	}
	sbuf_puts(l->out, s);
	l->col += n;
}

static void line_end(line *l)
{
	if (l->col)
		sbuf_putc(l->out, '\n');
	l->col = 0;
}

static void map(const kr_state *s, sbuf *out)
{
	char grid[KR_NCELL];
	for (int c = 0; c < KR_NCELL; c++)
		grid[c] = s->board.at[c] >= 0 ? (char)('A' + s->board.at[c]) : '.';
	for (int i = 0; i < s->np; i++) {
		const kr_piece *p = &s->p[i];
		if (p->type < 0 || p->carrier >= 0 || p->place < 0)
			continue;
		grid[p->place] = p->type == KR_MINE ? 'x' : (char)('1' + p->owner);
	}
	sbuf_puts(out, "    ");
	for (int x = 0; x < KR_W; x++)
		sbuf_printf(out, " %c", 'a' + x);
	sbuf_putc(out, '\n');
	for (int y = 0; y < KR_H; y++) {
		sbuf_printf(out, "  %2d", y + 1);
		for (int x = 0; x < KR_W; x++)
			sbuf_printf(out, " %c", grid[kr_cell(x, y)]);
		sbuf_putc(out, '\n');
	}
}

/* A colour's player in lang: a bot colour is named by its colour. */
static const char *name_in(const kr_state *s, int c, const char *lang)
{
	return kr_is_bot(s, c) ? kr_colour_w(c, lang) : kr_name(s, c);
}

static void who_label(const kr_state *s, int c, const char *lang, sbuf *out)
{
	if (c < 0)
		sbuf_puts(out, "-");
	else
		sbuf_printf(out, kr_is_bot(s, c) ? "%d %s" : "%d %s (%s)", c + 1, kr_colour_w(c, lang), name_in(s, c, lang));
}

/* How piece i reads after its id: type, owner's colour unless it is
 * `owner` (the island's), and its states. */
static void piece_tail(const kr_state *s, int i, int owner, const char *lang, sbuf *t)
{
	const kr_piece *p = &s->p[i];
	int o = kr_piece_owner(s, i);
	sbuf_puts(t, kr_type_w(p->type, lang));
	if (o != owner && o >= 0)
		sbuf_printf(t, " %s", kr_colour_w(o, lang));
	if (p->carrier >= 0) {
		char c[16];
		snprintf(c, sizeof c, "%d", p->carrier + 1);
		tpl_put(t, lang, p->laid ? "kratos.view.laid_by" : "kratos.view.aboard", "carrier", c, NULL);
	}
	if (p->listed)
		tpl_put(t, lang, "kratos.view.listed", NULL);
	if (p->submerged)
		tpl_put(t, lang, "kratos.view.submerged", NULL);
	if (p->cargo >= 0)
		sbuf_printf(t, " (%d %s)", KR_LOAD, kr_good_w(p->cargo, lang));
	if (s->phase == KR_PH_TURN && p->stage >= KR_MOVED)
		tpl_put(t, lang, "kratos.view.played", NULL);
}

/* The pieces at `place` (sea cell >= 0, island -1 - i), by type; those
 * that read alike after their ids make one item, "14 16 18 prod-acero
 * verde". A sea cell's item starts with the cell. */
static void pieces_at(const kr_state *s, int place, int owner, const char *lang, line *l)
{
	static int idx[KR_MAXP];
	int n = 0;
	for (int t = 0; t < KR_NTYPES; t++)
		for (int i = 0; i < s->np; i++)
			if (s->p[i].type == t && kr_place_of(s, i) == place)
				idx[n++] = i;
	sbuf it = SBUF_INIT, tail = SBUF_INIT, next = SBUF_INIT;
	for (int k = 0; k < n;) {
		sbuf_reset(&it);
		sbuf_reset(&tail);
		piece_tail(s, idx[k], owner, lang, &tail);
		if (place >= 0) {
			char cell[8];
			kr_place_name(s, place, cell, sizeof cell);
			sbuf_printf(&it, "%s ", cell);
		}
		int j = k;
		for (; j < n; j++) {
			sbuf_reset(&next);
			piece_tail(s, idx[j], owner, lang, &next);
			if (strcmp(sbuf_str(&next), sbuf_str(&tail)))
				break;
			sbuf_printf(&it, "%d ", idx[j] + 1);
		}
		sbuf_puts(&it, sbuf_str(&tail));
		item(l, "; ", sbuf_str(&it));
		k = j;
	}
	sbuf_free(&it);
	sbuf_free(&tail);
	sbuf_free(&next);
}

/* An island: a line with its cell, infrastructure, owner, capital mark,
 * counts (rule 43) and the depots that hold something, then its pieces
 * (their colour named when it is not the island's owner's). */
static void island(const kr_state *s, int i, const char *lang, sbuf *out)
{
	sbuf t = SBUF_INIT;
	char cell[8], buf[64];
	line l = { out, 0, 2, 6 };
	kr_cell_name(kr_cell(s->board.col[i], s->board.row[i]), cell);
	sbuf_printf(&t, "%c %s %s", 'A' + i, cell, kr_good_w(s->infra[i], lang));
	item(&l, "", sbuf_str(&t));
	sbuf_reset(&t);
	who_label(s, s->owner[i], lang, &t);
	if (s->owner[i] >= 0 && s->flag[s->owner[i]] == i)
		sbuf_puts(&t, " [*]");
	item(&l, ", ", sbuf_str(&t));
	snprintf(buf, sizeof buf, "%d/%d/%d", kr_island_count(s, i, 0), kr_island_count(s, i, 1),
		kr_island_count(s, i, 2));
	item(&l, ", ", buf);
	const char *sep = ": ";
	for (int g = 0; g < KR_NGOODS; g++)
		if (g != KR_STEEL) {
			if (!s->depot[i][g])
				continue;
			snprintf(buf, sizeof buf, "%s %d", kr_good_w(g, lang), s->depot[i][g]);
			item(&l, sep, buf);
			sep = ", ";
		} else { /* rule 57: steel made this turn, by its producer's colour */
			for (int k = 0; k < KR_COLOURS; k++)
				if (s->steel[i][k]) {
					snprintf(buf, sizeof buf, "%s %d %s", kr_good_w(g, lang), s->steel[i][k],
						kr_colour_w(k, lang));
					item(&l, sep, buf);
					sep = ", ";
				}
		}
	line_end(&l);
	l.first = l.more = 6;
	pieces_at(s, -1 - i, s->owner[i], lang, &l);
	line_end(&l);
	sbuf_free(&t);
}

/* The pieces the reader in turn may still play (rules 16, 20). */
static void can_play(const kr_state *s, int who, const char *lang, sbuf *out)
{
	sbuf l = SBUF_INIT;
	for (int i = 0; i < s->np; i++)
		if (kr_can_play(s, who, i))
			sbuf_printf(&l, "%s%d", l.len ? ", " : "", i + 1);
	if (l.len)
		tpl_line(out, lang, "kratos.view.can_play", "pieces", sbuf_str(&l), NULL);
	sbuf_free(&l);
}

/* Whose turn, said to the reader when it is its own. */
static void turn_line(const kr_state *s, int who, const char *lang, sbuf *out)
{
	char a[32], b[32], c[32], d[32];
	sbuf t = SBUF_INIT;
	who_label(s, s->active, lang, &t);
	snprintf(a, sizeof a, "%u", s->turn);
	snprintf(b, sizeof b, "%d", s->bread_taken);
	snprintf(c, sizeof c, "%d", s->die);
	snprintf(d, sizeof d, "%d", s->base);
	const char *id = who == s->active ? (s->famine ? "kratos.view.turn_famine_you" : "kratos.view.turn_you")
					  : (s->famine ? "kratos.view.turn_famine" : "kratos.view.turn");
	tpl_line(out, lang, id, "turn", a, "player", sbuf_str(&t), "colour", kr_colour_w(s->active, lang), "bread", b,
		"die", c, "base", d, NULL);
	sbuf_free(&t);
}

void kr_view(const void *st, int who, const char *lang, sbuf *out)
{
	const kr_state *s = st;
	sbuf t = SBUF_INIT;
	char a[32], b[32], c[32];
	sbuf ph = SBUF_INIT;
	char id[64];
	snprintf(id, sizeof id, "core.phase.kratos.%s", kr_phase_names[s->phase]);
	tpl_put(&ph, lang, id, NULL);
	tpl_line(out, lang, "kratos.view.title", "phase", sbuf_str(&ph), NULL);
	sbuf_free(&ph);
	if (s->phase == KR_PH_TURN) {
		turn_line(s, who, lang, out);
		int cap = s->flag[s->active];
		snprintf(a, sizeof a, "%d", cap >= 0 ? s->depot[cap][KR_BREAD] : 0);
		snprintf(b, sizeof b, "%d", cap >= 0 ? s->depot[cap][KR_GAS] : 0);
		snprintf(c, sizeof c, "%d", kr_bread_need(s, s->active));
		tpl_line(out, lang, "kratos.view.official", "bread", a, "gas", b, "need", c, NULL);
	} else if (s->phase == KR_PH_OVER) {
		sbuf_reset(&t);
		for (int k = 0; k < s->n; k++)
			if (s->winners >> k & 1)
				sbuf_printf(&t, "%s%s", t.len ? ", " : "", kr_name(s, k));
		/* A game played out with no seat left (rule 70) ends among the
		 * engine's colours: name them. */
		if (!t.len && s->bot_version >= KR_BOT_PLAY_OUT && s->end != KR_END_DRAW)
			for (int k = 0; k < KR_COLOURS; k++)
				if (!(s->out >> k & 1)) {
					if (t.len)
						sbuf_puts(&t, ", ");
					who_label(s, k, lang, &t);
				}
		/* the winner reads "ganas" */
		snprintf(id, sizeof id, "kratos.view.over_%s%s", kr_end_names[s->end],
			s->end == KR_END_VICTORY && who >= 0 && s->winners == (1u << who) ? "_you" : "");
		if (who >= 0)
			game_list_you(&t, lang, kr_name(s, who));
		tpl_line(out, lang, id, "players", t.len ? sbuf_str(&t) : "-", NULL);
	} else {
		tpl_line(out, lang, "kratos.view.setup", NULL);
	}
	sbuf_putc(out, '\n');
	map(s, out);
	sbuf_putc(out, '\n');
	tpl_line(out, lang, s->phase == KR_PH_OVER ? "kratos.view.order_head_over" : "kratos.view.order_head", NULL);
	for (int k = 0; k < KR_COLOURS; k++) {
		int col = s->order[k];
		sbuf_reset(&t);
		who_label(s, col, lang, &t);
		if (kr_capital(s, col) >= 0)
			snprintf(a, sizeof a, "%c", 'A' + kr_capital(s, col));
		else
			snprintf(a, sizeof a, "-");
		tpl_line(out, lang, (s->out >> col & 1) ? "kratos.view.order_out" : "kratos.view.order_row", "n",
			(char[]){ (char)('1' + k), 0 }, "player", sbuf_str(&t), "capital", a, "bot",
			kr_is_bot(s, col) ? " (bot)" : "", NULL);
	}
	sbuf_putc(out, '\n');
	tpl_line(out, lang, "kratos.view.islands_head", NULL);
	for (int i = 0; i < KR_NISLAND; i++)
		island(s, i, lang, out);
	sbuf_putc(out, '\n');
	tpl_line(out, lang, "kratos.view.sea_head", NULL);
	line l = { out, 0, 2, 4 };
	for (int cell = 0; cell < KR_NCELL; cell++)
		pieces_at(s, cell, -2, lang, &l);
	if (!l.col)
		tpl_put(out, lang, "kratos.view.sea_none", NULL);
	line_end(&l);
	sbuf_putc(out, '\n');
	if (who >= 0 && who < KR_COLOURS) {
		snprintf(a, sizeof a, "%ld", s->gold[who]);
		tpl_line(out, lang, "kratos.view.gold", "gold", a, "colour", kr_colour_w(who, lang), NULL);
		if (s->phase == KR_PH_SETUP) {
			snprintf(a, sizeof a, "%c", 'A' + s->flag[who]);
			snprintf(b, sizeof b, "%c", 'A' + s->second[who]);
			tpl_line(out, lang, s->placed >> who & 1 ? "kratos.view.setup_done" : "kratos.view.setup_todo",
				"capital", a, "second", b, NULL);
		}
		if (s->phase == KR_PH_TURN && who == s->active) /* what the reader can do now */
			can_play(s, who, lang, out);
		int cap = s->flag[who];
		if (cap >= 0 && s->phase == KR_PH_TURN) {
			int need = kr_bread_need(s, who);
			if (s->depot[cap][KR_BREAD] < 2 * need) {
				snprintf(a, sizeof a, "%d", s->depot[cap][KR_BREAD]);
				snprintf(b, sizeof b, "%d", need);
				tpl_line(out, lang, "kratos.view.famine_near", "bread", a, "need", b, NULL);
			}
			if (s->depot[cap][KR_GAS] < 10) {
				snprintf(a, sizeof a, "%d", s->depot[cap][KR_GAS]);
				tpl_line(out, lang, "kratos.view.gas_low", "gas", a, NULL);
			}
		}
	}
	sbuf_free(&t);
}

/* What kr_timeout does for seat who, told to it: the
 * placement of rule 12's advice, or the turn skipped (rule 16) with the
 * count of its pieces still to play. Only the board, which is public:
 * never gold. */
void kr_default_text(const void *st, int who, const char *lang, sbuf *out)
{
	const kr_state *s = st;
	char a[32], b[32];
	if (who < 0 || who >= s->n || (s->out >> who & 1))
		return;
	if (s->phase == KR_PH_SETUP && !(s->placed >> who & 1)) {
		snprintf(a, sizeof a, "%c", 'A' + s->flag[who]);
		snprintf(b, sizeof b, "%c", 'A' + s->second[who]);
		tpl_put(out, lang, "kratos.default.setup", "capital", a, "second", b, NULL);
	} else if (s->phase == KR_PH_TURN && who == s->active) {
		int n = 0;
		for (int i = 0; i < s->np; i++)
			n += kr_can_play(s, who, i);
		snprintf(a, sizeof a, "%d", n);
		tpl_put(out, lang, n == 1 ? "kratos.default.turn_one" : n ? "kratos.default.turn_many" : "kratos.default.turn_none",
			"n", a, NULL);
	}
}

void kr_help(const char *lang, sbuf *out)
{
	tpl_line(out, lang, "kratos.help.orders", NULL);
	tpl_line(out, lang, "kratos.help.pieces_head", NULL);
	sbuf row = SBUF_INIT;
	for (int t = 0; t < KR_NTYPES; t++) {
		const kr_piece_rule *r = &kr_piece_rules[t];
		const kr_cargo_rule *c = kr_cargo_of(t);
		sbuf_reset(&row);
		column(&row, kr_type_w(t, lang), 18);
		sbuf_printf(&row, " %2d %3d %3d %d/6 %3d %4d %4d", r->rule, r->speed, r->resistance, r->power, r->angle,
			r->capacity, r->steel);
		/* The cargo runs on to lines of its own when the row is full. */
		line l = { out, 0, 2, 8 };
		item(&l, "", sbuf_str(&row));
		const char *sep = "  ";
		char w[32];
		if (c) {
			for (int k = 0; k < KR_NTYPES; k++)
				if (c->types >> k & 1)
					item(&l, sep, kr_type_w(k, lang)), sep = " ";
			if (c->pieces > 1)
				snprintf(w, sizeof w, "x%d", c->pieces), item(&l, sep, w), sep = " ";
			for (int g = 0; g < KR_NGOODS; g++)
				if (c->goods >> g & 1) {
					snprintf(w, sizeof w, "%d %s", KR_LOAD, kr_good_w(g, lang));
					item(&l, sep, w);
					sep = " ";
				}
		}
		line_end(&l);
	}
	sbuf_free(&row);
	char r[16];
	snprintf(r, sizeof r, "%d", KR_STEEL_REPAIR);
	tpl_line(out, lang, "kratos.help.tables", "repair", r, NULL);
	tpl_line(out, lang, "kratos.help.moves", NULL);
}
