/* La reconquista: reading a mail of orders against the state (check), its
 * canonical form and the echo for the player. Legality per rules 9-19;
 * one bad line rejects the whole mail. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/kit/kit_check.h"
#include "games/reconquista/reco_int.h"
#include "orders/ord_reco.h"

#define RECO_MAX_LINES 400

/* The decision each verb takes, the phase it belongs to, and whether a
 * mail may hold several such lines (rules 9, 11, 15). */
static const struct {
	int act, phase, repeat;
} verb_acts[] = {
	[ORD_RECO_PLACE] = { RECO_ACT_PLACE, RECO_PLACEMENT, 1 },
	[ORD_RECO_PASS] = { RECO_ACT_PASS, RECO_MOVE, 0 },
	[ORD_RECO_MOVE] = { RECO_ACT_MOVE, RECO_MOVE, 1 },
	[ORD_RECO_ATTACK] = { RECO_ACT_ATTACK, RECO_MOVE, 0 },
	[ORD_RECO_DEFEND] = { RECO_ACT_DEFEND, RECO_DEFENSE, 0 },
};

typedef struct ctx {
	const reco_state *s;
	int who;
	const char *lang;
	game_reject *rej;
} ctx;

static int reject(ctx *c, size_t index, int code, const char *id, ...);
static int out_of_turn(ctx *c, size_t index, int verb);
static const char *pname(const reco_state *s, int seat);
static void troops_word(const char *lang, int n, sbuf *out);

static const char *pname(const reco_state *s, int seat)
{
	return s->names && seat >= 0 && s->names[seat] ? s->names[seat] : "?";
}

/* Fills rej with template `id` (varargs name, value, ..., NULL). */
static int reject(ctx *c, size_t index, int code, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	int rc = game_reject_vtpl(c->rej, index, code, c->lang, id, ap);
	va_end(ap);
	return rc;
}

/* Says who or what is awaited instead, to the sender himself when he is
 * the one awaited ("te toca ..."). Never names a card's owner beyond
 * what rule 18 has made public (the defender of the pending attack). */
static int out_of_turn(ctx *c, size_t index, int verb)
{
	const reco_state *s = c->s;
	const char *active = pname(s, s->active);
	int mine = c->who == s->active;
	switch (s->phase) {
	case RECO_OVER:
		return reject(c, index, ES_EOUTOFTURN, "reco.rej.over", NULL);
	case RECO_PLACEMENT:
		if (verb == ORD_RECO_DEFEND)
			return reject(c, index, ES_EOUTOFTURN,
				mine ? "reco.rej.no_attack_pending_place_you" : "reco.rej.no_attack_pending", "player", active, NULL);
		return reject(c, index, ES_EOUTOFTURN,
			verb == ORD_RECO_PLACE ? "reco.rej.wait_place"
			: mine		       ? "reco.rej.still_placing_you"
					       : "reco.rej.still_placing",
			"player", active, NULL);
	case RECO_MOVE:
		if (verb == ORD_RECO_PLACE)
			return reject(c, index, ES_EOUTOFTURN, mine ? "reco.rej.placement_over_you" : "reco.rej.placement_over",
				"player", active, NULL);
		if (verb == ORD_RECO_DEFEND)
			return reject(c, index, ES_EOUTOFTURN,
				mine ? "reco.rej.no_attack_pending_turn_you" : "reco.rej.no_attack_pending", "player", active, NULL);
		return reject(c, index, ES_EOUTOFTURN, "reco.rej.wait_turn", "player", active, NULL);
	case RECO_DEFENSE: {
		/* Whatever was sent, the defence is awaited (a PLACE too). */
		int d = reco_defender(s);
		const char *id = c->who == d ? "reco.rej.wait_defense_you"
			: mine		     ? "reco.rej.wait_defense_yours"
					     : "reco.rej.wait_defense";
		return reject(c, index, ES_EOUTOFTURN, id, "defender", pname(s, d), "attacker", active, "target",
			s->map->name[s->target], NULL);
	}
	}
	return ES_EOUTOFTURN;
}

static void troops_word(const char *lang, int n, sbuf *out)
{
	reco_num(out, lang, "troop", n);
}

/* Adds n troops on prov in `round` to the plan, merged with the same
 * province of the same round; 0 when the plan is full. */
static int add_place(reco_plan *p, int round, int prov, int n)
{
	for (int k = p->nplace - 1; k >= 0 && p->place[k].round == round; k--)
		if (p->place[k].prov == prov) {
			p->place[k].n += n;
			return 1;
		}
	if (p->nplace == RECO_NOTE_MAX)
		return 0;
	p->place[p->nplace++] = (reco_note){ round, prov, n };
	return 1;
}

/* The grammar of La reconquista for kit_check_parse. */
static int parse_one(const char *line, const char *lang, const void *unused, void *out, sbuf *why)
{
	(void)unused;
	return ord_reco_parse(reco_map_places(), line, lang, out, why);
}

/* Reads every line, then checks each against the state in order. */
int reco_plan_read(const reco_state *s, int who, const game_lines *lines, const char *lang, reco_plan *p,
	game_reject *rej)
{
	ctx c = { s, who, lang, rej };
	memset(p, 0, sizeof *p);
	p->standing = -1;
	p->target = -1;
	rej->index = (size_t)-1;
	rej->why[0] = '\0';
	if (lines->n == 0)
		return reject(&c, (size_t)-1, ES_ESYNTAX, "reco.rej.no_orders", NULL);
	if (lines->n > RECO_MAX_LINES)
		return reject(&c, (size_t)-1, ES_ESYNTAX, "reco.rej.too_many_lines", NULL);
	ord_reco o[RECO_MAX_LINES];
	if (kit_check_parse(lines, lang, parse_one, NULL, o, sizeof o[0], rej) != ES_OK)
		return ES_ESYNTAX;
	const reco_map *m = s->map;
	int round = reco_seat_round(s, who), fill = 0; /* PLACE: the round being filled, and how far */
	int placed = 0, moved_out[RECO_NPROV] = { 0 };
	size_t last_place = 0;
	for (size_t i = 0; i < lines->n; i++) {
		const ord_reco *r = &o[i];
		const char *pr = r->prov >= 0 ? m->name[r->prov] : "";
		if (r->verb == ORD_RECO_STANDING) {
			if (s->phase == RECO_OVER)
				return out_of_turn(&c, i, r->verb);
			p->standing = r->all;
			continue;
		}
		int act = verb_acts[r->verb].act;
		int awaited = s->phase == RECO_DEFENSE ? reco_defender(s) : s->active;
		/* Placement rounds may be sent ahead by whoever has troops left. */
		int ahead = r->verb == ORD_RECO_PLACE && s->phase == RECO_PLACEMENT && s->left[who] > 0;
		if (s->phase != verb_acts[r->verb].phase || (awaited != who && !ahead))
			return out_of_turn(&c, i, r->verb);
		/* Rule 11: one choice a turn, pass or move or attack. */
		if (p->act != RECO_ACT_NONE && p->act != act)
			return reject(&c, i, ES_EILLEGAL, "reco.rej.mixed", NULL);
		if (p->act == act && !verb_acts[r->verb].repeat)
			return reject(&c, i, ES_EILLEGAL, "reco.rej.twice", NULL);
		p->act = act;
		switch (act) {
		case RECO_ACT_PLACE:
			if (r->count < 1)
				return reject(&c, i, ES_EILLEGAL, "reco.rej.zero", NULL);
			if (s->owner[r->prov] != who)
				return reject(&c, i, ES_EILLEGAL, "reco.rej.not_yours", "province", pr, NULL);
			/* The lines fill the sender's next rounds in order (rule
			 * 9: five troops a round), a line running on into the
			 * next round when it fills one. */
			for (long left = r->count; left > 0;) {
				if (placed == s->left[who]) {
					char nd[64];
					return reject(&c, i, ES_EILLEGAL, "reco.rej.place_total", "left",
						reco_numb(nd, sizeof nd, lang, "troop", s->left[who]), NULL);
				}
				int need = reco_round_need(s, who, round);
				int take = left < need - fill ? (int)left : need - fill;
				if (!add_place(p, round, r->prov, take))
					return reject(&c, i, ES_EILLEGAL, "reco.rej.too_many_lines", NULL);
				fill += take;
				placed += take;
				left -= take;
				if (fill == need) {
					round++;
					fill = 0;
				}
			}
			last_place = i;
			break;
		case RECO_ACT_PASS:
			break;
		case RECO_ACT_MOVE: {
			const char *to = m->name[r->dest];
			if (r->count < 1)
				return reject(&c, i, ES_EILLEGAL, "reco.rej.zero", NULL);
			if (s->owner[r->prov] != who)
				return reject(&c, i, ES_EILLEGAL, "reco.rej.not_yours", "province", pr, NULL);
			if (s->owner[r->dest] != who)
				return reject(&c, i, ES_EILLEGAL, "reco.rej.not_yours", "province", to, NULL);
			if (!reco_map_borders(m, r->prov, r->dest)) {
				/* Told with the provinces that do border it. */
				sbuf near = SBUF_INIT;
				for (int j = 0; j < m->n; j++)
					if (reco_map_borders(m, r->prov, j))
						sbuf_printf(&near, "%s%s", near.len ? ", " : "", m->name[j]);
				int rc = reject(&c, i, ES_EILLEGAL, "reco.rej.not_bordering", "from", pr, "to", to, "near",
					sbuf_str(&near), NULL);
				sbuf_free(&near);
				return rc;
			}
			/* Rule 16: only the troops there at the start may leave. */
			if (r->count > s->troops[r->prov] - moved_out[r->prov]) {
				char had[64];
				return reject(&c, i, ES_EILLEGAL, "reco.rej.too_many_troops", "province", pr, "had",
					reco_numb(had, sizeof had, lang, "troop", s->troops[r->prov]), NULL);
			}
			moved_out[r->prov] += (int)r->count;
			int k = 0;
			while (k < p->nmoves && !(p->moves[k].from == r->prov && p->moves[k].to == r->dest))
				k++;
			if (k == p->nmoves)
				p->moves[p->nmoves++] = (reco_move){ r->prov, r->dest, 0 };
			p->moves[k].n += (int)r->count;
			break;
		}
		case RECO_ACT_ATTACK: {
			if (s->played[who] < 2)
				return reject(&c, i, ES_EILLEGAL, "reco.rej.first_turn", NULL);
			if (s->owner[r->prov] == who)
				return reject(&c, i, ES_EILLEGAL, "reco.rej.own_target", "province", pr, NULL);
			uint64_t inv = reco_involved_of(s, who, r->prov);
			for (int j = 0; j < RECO_NPROV; j++) {
				if (!(r->with >> j & 1))
					continue;
				if (s->owner[j] != who)
					return reject(&c, i, ES_EILLEGAL, "reco.rej.not_yours", "province", m->name[j], NULL);
				if (!(inv >> j & 1))
					return reject(&c, i, ES_EILLEGAL, "reco.rej.not_involved", "province", m->name[j],
						"target", pr, NULL);
			}
			p->target = r->prov;
			p->with = r->with_kind == ORD_RECO_WITH_LIST ? r->with
				: r->with_kind == ORD_RECO_WITH_NOTHING ? 0
									: inv;
			break;
		}
		case RECO_ACT_DEFEND: {
			/* The attacked card always goes (rule 19); listing it is fine. */
			uint64_t inv = reco_involved_of(s, who, s->target);
			uint64_t with = r->with & ~((uint64_t)1 << s->target);
			for (int j = 0; j < RECO_NPROV; j++) {
				if (!(with >> j & 1))
					continue;
				if (s->owner[j] != who)
					return reject(&c, i, ES_EILLEGAL, "reco.rej.not_yours", "province", m->name[j], NULL);
				if (!(inv >> j & 1))
					return reject(&c, i, ES_EILLEGAL, "reco.rej.not_involved", "province", m->name[j],
						"target", m->name[s->target], NULL);
			}
			p->with = r->with_kind == ORD_RECO_WITH_LIST ? with : r->with_kind == ORD_RECO_WITH_ALL ? inv : 0;
			break;
		}
		}
	}
	if (p->act == RECO_ACT_PLACE && fill) {
		/* A round is placed whole (rule 9), now or ahead. */
		char nd[64], pl[16], rd[16];
		snprintf(pl, sizeof pl, "%d", fill);
		snprintf(rd, sizeof rd, "%d", round);
		int first = round == reco_seat_round(s, who);
		return reject(&c, last_place, ES_EILLEGAL,
			first && who == s->active ? "reco.rej.place_short" : "reco.rej.place_round_short", "need",
			reco_numb(nd, sizeof nd, lang, "troop", reco_round_need(s, who, round)), "placed", pl, "round", rd, NULL);
	}
	return ES_OK;
}

int reco_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej)
{
	const reco_state *s = st;
	const reco_map *m = s->map;
	reco_plan *p = xmalloc(sizeof *p);
	int rc = reco_plan_read(s, who, lines, lang, p, rej);
	if (rc != ES_OK) {
		free(p);
		return rc;
	}
	sbuf t = SBUF_INIT, l = SBUF_INIT;
	switch (p->act) {
	case RECO_ACT_NONE:
		break;
	case RECO_ACT_PLACE: {
		/* The round placed now one line a province; each round sent
		 * ahead one line, saying when it applies. */
		int now = who == s->active ? reco_seat_round(s, who) : 0;
		for (int k = 0; k < p->nplace; k++) {
			const reco_note *q = &p->place[k];
			sbuf_printf(canon, "COLOCAR %d %s\n", q->n, m->id[q->prov]);
			if (q->round == now) {
				sbuf_reset(&t);
				troops_word(lang, q->n, &t);
				tpl_line(echo, lang, "reco.echo.place", "troops", sbuf_str(&t), "province", m->name[q->prov], NULL);
			} else if (!k || p->place[k - 1].round != q->round) {
				int e = k;
				while (e < p->nplace && p->place[e].round == q->round)
					e++;
				sbuf_reset(&l);
				reco_notes_list(s, q, e - k, &l);
				char rd[16];
				snprintf(rd, sizeof rd, "%d", q->round);
				tpl_line(echo, lang, "reco.echo.place_ahead", "round", rd, "list", sbuf_str(&l), NULL);
			}
		}
		break;
	}
	case RECO_ACT_PASS:
		sbuf_puts(canon, "PASO\n");
		tpl_put(echo, lang, "reco.echo.pass", NULL);
		sbuf_putc(echo, '\n');
		break;
	case RECO_ACT_MOVE:
		for (int k = 0; k < p->nmoves; k++) {
			const reco_move *mv = &p->moves[k];
			sbuf_printf(canon, "MOVER %d %s %s\n", mv->n, m->id[mv->from], m->id[mv->to]);
			sbuf_reset(&t);
			troops_word(lang, mv->n, &t);
			tpl_put(echo, lang, "reco.echo.move", "troops", sbuf_str(&t), "from", m->name[mv->from], "to",
				m->name[mv->to], NULL);
			sbuf_putc(echo, '\n');
		}
		break;
	case RECO_ACT_ATTACK:
		sbuf_printf(canon, "ATACAR %s CON", m->id[p->target]);
		if (!p->with)
			sbuf_puts(canon, " NADA");
		for (int i = 0; i < RECO_NPROV; i++)
			if (p->with >> i & 1)
				sbuf_printf(canon, " %s", m->id[i]);
		sbuf_putc(canon, '\n');
		reco_list_troops(s, p->with, &l);
		sbuf_reset(&t);
		troops_word(lang, reco_sum(s, p->with), &t);
		tpl_put(echo, lang, p->with ? "reco.echo.attack" : "reco.echo.attack_nothing", "target", m->name[p->target],
			"list", sbuf_str(&l), "troops", sbuf_str(&t), NULL);
		sbuf_putc(echo, '\n');
		break;
	case RECO_ACT_DEFEND: {
		sbuf_puts(canon, p->with ? "DEFENDER CON" : "DEFENDER");
		for (int i = 0; i < RECO_NPROV; i++)
			if (p->with >> i & 1)
				sbuf_printf(canon, " %s", m->id[i]);
		sbuf_putc(canon, '\n');
		uint64_t all = p->with | (uint64_t)1 << s->target;
		reco_list_troops(s, all, &l);
		sbuf_reset(&t);
		troops_word(lang, reco_sum(s, all), &t);
		tpl_put(echo, lang, p->with ? "reco.echo.defend" : "reco.echo.defend_alone", "target", m->name[s->target],
			"list", sbuf_str(&l), "troops", sbuf_str(&t), NULL);
		sbuf_putc(echo, '\n');
		break;
	}
	}
	if (p->standing >= 0) {
		sbuf_puts(canon, p->standing ? "DEFENSA TODAS\n" : "DEFENSA NINGUNA\n");
		tpl_put(echo, lang, p->standing ? "reco.echo.standing_all" : "reco.echo.standing_none", NULL);
		sbuf_putc(echo, '\n');
	}
	sbuf_free(&t);
	sbuf_free(&l);
	free(p);
	return ES_OK;
}
