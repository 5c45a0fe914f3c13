/* Catan: a greedy bot for playouts, demos and benchmarks. It decides from
 * what its seat may know (the public board and counts, its own cards, the
 * open offers) and tries every order on a copy of the state through the
 * engine's own check code before writing it, so its mails are legal. It
 * writes orders the way players do: Spanish or English keywords, places in
 * any order or by alias, resources by synonym. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/catan/catan_int.h"

#define BOT_MAX_LINES 24

typedef struct bot {
	const catan_state *real;
	catan_state sim; /* the state after the lines written so far */
	catan_mail m;
	catan_ctx c;
	int who, lines;
	dice *d;
	sbuf *out;
} bot;

static int chance(dice *d, int percent)
{
	return (int)dice_below(d, 100) < percent;
}

static const char *kw(bot *b, const char *es, const char *en)
{
	return dice_below(b->d, 4) ? es : en;
}

static int pips(int number)
{
	return number ? 6 - (number > 7 ? number - 7 : 7 - number) : 0;
}

static const char *const res_es[] = { "madera", "arcilla", "lana", "trigo", "mineral", "puntos" };
static const char *const res_alt[] = { "wood", "ladrillo", "oveja", "grain", "piedra", "points" };

static const char *res_word(bot *b, int r)
{
	return dice_below(b->d, 3) ? res_es[r] : res_alt[r];
}

static void cards_words(bot *b, const int *cards, int n, sbuf *o)
{
	int k = 0;
	for (int r = 0; r < n; r++)
		if (cards[r])
			sbuf_printf(o, "%s%d %s", k++ ? " " : "", cards[r], res_word(b, r));
}

/* A place as players write it: canonical, shuffled lower case, or alias. */
static void place_words(bot *b, const char *name, const char (*alias)[8], int nalias, sbuf *o)
{
	int how = (int)dice_below(b->d, 6);
	if (how == 0 && nalias) {
		const char *a = alias[dice_below(b->d, (uint32_t)nalias)];
		/* Spanish corner words now and then. */
		const char *dot = strchr(a, '.');
		if (dot && chance(b->d, 50) && (!strcmp(dot + 1, "SW") || !strcmp(dot + 1, "NW") || !strcmp(dot + 1, "W")))
			sbuf_printf(o, "%.*s.%s", (int)(dot - a), a,
				!strcmp(dot + 1, "SW") ? "so" : !strcmp(dot + 1, "NW") ? "No" : "O");
		else
			sbuf_puts(o, a);
		return;
	}
	if (how <= 2) {
		sbuf_puts(o, name);
		return;
	}
	char parts[3][4];
	int n = 0;
	for (const char *q = name; *q && n < 3;) {
		size_t k = strcspn(q, "-");
		snprintf(parts[n++], sizeof parts[0], "%.*s", (int)k, q);
		q += k + (q[k] == '-');
	}
	for (int i = n - 1; i > 0; i--) {
		int j = (int)dice_below(b->d, (uint32_t)i + 1);
		char t[4];
		memcpy(t, parts[i], sizeof t);
		memcpy(parts[i], parts[j], sizeof t);
		memcpy(parts[j], t, sizeof t);
	}
	for (int i = 0; i < n; i++) {
		if (i)
			sbuf_putc(o, '-');
		for (const char *q = parts[i]; *q; q++)
			sbuf_putc(o, (char)(*q >= 'A' && *q <= 'Z' && how != 5 ? *q + 32 : *q));
	}
}

static void seat_word(bot *b, int seat, sbuf *o)
{
	if (chance(b->d, 50) || !b->real->names || !b->real->names[seat])
		sbuf_puts(o, ord_catan_colour(seat));
	else
		sbuf_puts(o, b->real->names[seat]);
}

/* The order as a player might write it. */
static void say(bot *b, const ord_catan *o)
{
	const catan_map *m = b->real->map;
	sbuf *t = b->out;
	switch (o->verb) {
	case ORD_CATAN_SETTLE:
	case ORD_CATAN_CITY:
		sbuf_printf(t, "%s ", o->verb == ORD_CATAN_CITY ? kw(b, "CIUDAD", "city") : kw(b, "POBLADO", "settlement"));
		place_words(b, m->vname[o->where], m->valias[o->where], m->nvalias[o->where], t);
		break;
	case ORD_CATAN_ROAD:
		sbuf_printf(t, "%s ", kw(b, "CARRETERA", "road"));
		place_words(b, m->ename[o->where], m->ealias[o->where], m->nealias[o->where], t);
		break;
	case ORD_CATAN_BUY:
		sbuf_puts(t, kw(b, "COMPRAR DESARROLLO", "buy development card"));
		break;
	case ORD_CATAN_KNIGHT:
	case ORD_CATAN_ROBBER:
		sbuf_printf(t, "%s %s", o->verb == ORD_CATAN_KNIGHT ? kw(b, "CABALLERO", "knight") : kw(b, "LADRÓN", "robber"),
			m->hex[o->where]);
		if (o->victim >= 0) {
			sbuf_printf(t, " %s ", kw(b, "ROBAR", "steal"));
			seat_word(b, o->victim, t);
		}
		break;
	case ORD_CATAN_ROADS:
		sbuf_printf(t, "%s ", kw(b, "CARRETERAS", "road building"));
		place_words(b, m->ename[o->where], m->ealias[o->where], m->nealias[o->where], t);
		if (o->where2 >= 0) {
			sbuf_putc(t, ' ');
			place_words(b, m->ename[o->where2], m->ealias[o->where2], m->nealias[o->where2], t);
		}
		break;
	case ORD_CATAN_INVENTION:
		sbuf_printf(t, "%s %s %s", kw(b, "INVENCIÓN", "year of plenty"), res_word(b, o->res[0]), res_word(b, o->res[1]));
		break;
	case ORD_CATAN_MONOPOLY:
		sbuf_printf(t, "%s %s", kw(b, "MONOPOLIO", "monopoly"), res_word(b, o->res[0]));
		break;
	case ORD_CATAN_DISCARD:
		sbuf_printf(t, "%s ", kw(b, "DESCARTAR", "discard"));
		cards_words(b, o->give, CATAN_NRES, t);
		break;
	case ORD_CATAN_BANK:
		sbuf_printf(t, "%s ", kw(b, "BANCO", "bank"));
		cards_words(b, o->give, CATAN_NRES, t);
		sbuf_printf(t, " %s ", kw(b, "POR", "for"));
		cards_words(b, o->get, CATAN_NRES, t);
		break;
	case ORD_CATAN_OFFER:
		sbuf_printf(t, "%s ", kw(b, "OFRECER", "offer"));
		if (o->to >= 0) {
			sbuf_printf(t, "%s ", kw(b, "a", "to"));
			seat_word(b, o->to, t);
			sbuf_putc(t, ' ');
		} else if (chance(b->d, 50)) {
			sbuf_printf(t, "%s ", kw(b, "A TODOS", "to all"));
		}
		sbuf_printf(t, "%s ", kw(b, "DOY", "give"));
		cards_words(b, o->give, CATAN_NCARDS, t);
		sbuf_printf(t, " %s ", kw(b, "PIDO", "for"));
		cards_words(b, o->get, CATAN_NCARDS, t);
		break;
	case ORD_CATAN_ACCEPT:
		sbuf_printf(t, "%s %ld", kw(b, "ACEPTAR", "accept"), o->num);
		break;
	case ORD_CATAN_REJECT:
		sbuf_printf(t, "%s %ld", kw(b, "RECHAZAR", "decline"), o->num);
		break;
	case ORD_CATAN_WITHDRAW:
		sbuf_printf(t, "%s %ld", kw(b, "RETIRAR", "withdraw"), o->num);
		break;
	case ORD_CATAN_ROLL:
		sbuf_puts(t, kw(b, "TIRAR", "roll"));
		break;
	case ORD_CATAN_CONTINUE:
		sbuf_puts(t, kw(b, "SEGUIR", "continue"));
		break;
	case ORD_CATAN_PASS:
		sbuf_puts(t, kw(b, "PASO", "end turn"));
		break;
	case ORD_CATAN_PREFER:
		sbuf_puts(t, kw(b, "PREFERENCIA DE DESCARTE", "discard preference"));
		for (int i = 0; i < o->norder; i++)
			sbuf_printf(t, " %s", res_word(b, o->order[i]));
		break;
	case ORD_CATAN_AUTOROLL:
		sbuf_printf(t, "%s %s", kw(b, "AUTOTIRAR", "autoroll"), o->on ? kw(b, "SI", "yes") : "NO");
		break;
	}
	sbuf_putc(t, '\n');
}

static void blank(ord_catan *o, int verb)
{
	memset(o, 0, sizeof *o);
	o->verb = verb;
	o->where = o->where2 = o->victim = o->to = -1;
	o->res[0] = o->res[1] = -1;
}

/* Plays o on the copy; on success writes it and returns 1. */
static int try(bot *b, const ord_catan *o)
{
	if (b->lines >= BOT_MAX_LINES)
		return 0;
	catan_state keep = b->sim;
	catan_mail mkeep = b->m;
	if (catan_line(&b->sim, &b->c, &b->m, b->who, o)) {
		b->sim = keep;
		b->m = mkeep;
		return 0;
	}
	say(b, o);
	b->lines++;
	return 1;
}

/* Worth of an intersection: its pips, a little more for variety. */
static int spot_value(const catan_state *s, int v, const int *have)
{
	int val = 0;
	for (int j = 0; j < 3; j++) {
		int h = s->map->vhex[v][j];
		if (h < CATAN_NLAND && s->terrain[h] != CATAN_DESERT)
			val += 2 * pips(s->number[h]) + (have && !have[s->terrain[h]]);
	}
	return val;
}

static void setup_turn(bot *b)
{
	const catan_state *s = &b->sim;
	int best = -1, bv = -1;
	for (int v = 0; v < CATAN_NV; v++) {
		int free_path = 0;
		for (int k = 0; k < s->map->nvedge[v]; k++)
			free_path |= s->eown[s->map->vedge[v][k]] < 0;
		if (!free_path || catan_settle_why(s, b->who, v, 1))
			continue;
		int val = spot_value(s, v, NULL) * 4 + (int)dice_below(b->d, 8);
		if (val > bv)
			bv = val, best = v;
	}
	ord_catan st, rd;
	blank(&st, ORD_CATAN_SETTLE);
	st.where = best;
	int roads[3], nr = 0;
	for (int k = 0; k < s->map->nvedge[best]; k++)
		if (s->eown[s->map->vedge[best][k]] < 0)
			roads[nr++] = s->map->vedge[best][k];
	blank(&rd, ORD_CATAN_ROAD);
	rd.where = roads[dice_below(b->d, (uint32_t)nr)];
	/* Now and then the road first: the judge sorts them. */
	if (chance(b->d, 15)) {
		say(b, &rd);
		say(b, &st);
		return;
	}
	try(b, &st);
	try(b, &rd);
}

/* The hex hurting opponents most (and not us), and whom to rob there. */
static void robber_target(bot *b, ord_catan *o, int knight)
{
	const catan_state *s = &b->sim;
	int best = -1, bv = -1000;
	for (int h = 0; h < CATAN_NLAND; h++) {
		if (h == s->robber)
			continue;
		int val = (int)dice_below(b->d, 3);
		for (int k = 0; k < 6; k++) {
			int o2 = s->vown[s->map->hexv[h][k]];
			if (o2 == b->who)
				val -= 20;
			else if (o2 >= 0)
				val += pips(s->number[h]) * (1 + s->vcity[s->map->hexv[h][k]]);
		}
		if (val > bv)
			bv = val, best = h;
	}
	o->where = best;
	o->victim = -1;
	if (knight && !s->o.knight_steals)
		return;
	uint32_t cand = catan_robber_victims(s, b->who, best);
	int most = 0;
	for (int p = 0; p < s->n; p++)
		if ((cand & GAME_SEAT(p)) && s->cmin[p] > most)
			most = s->cmin[p], o->victim = p;
	if (!s->o.steal_forced && chance(b->d, 15))
		o->victim = -1;
}

static int knight(bot *b)
{
	ord_catan o;
	blank(&o, ORD_CATAN_KNIGHT);
	robber_target(b, &o, 1);
	return try(b, &o);
}

/* What the next build needs: a city, else a settlement, else a card. */
static void needs(const catan_state *s, int who, int *need)
{
	int kind = CATAN_B_DEV;
	if (catan_pieces_left(s, who, CATAN_B_CITY) > 0 && catan_pieces_left(s, who, CATAN_B_SETTLEMENT) < CATAN_SETTLEMENT_PIECES)
		kind = CATAN_B_CITY;
	if (catan_pieces_left(s, who, CATAN_B_SETTLEMENT) > 0 && (s->hand[who][CATAN_WOOL] || s->hand[who][CATAN_LUMBER]))
		kind = CATAN_B_SETTLEMENT;
	for (int r = 0; r < CATAN_NRES; r++)
		need[r] = catan_cost[kind][r] > s->hand[who][r] ? catan_cost[kind][r] - s->hand[who][r] : 0;
}

static int build_city(bot *b)
{
	const catan_state *s = &b->sim;
	int best = -1, bv = -1;
	for (int v = 0; v < CATAN_NV; v++)
		if (s->vown[v] == b->who && !s->vcity[v] && spot_value(s, v, NULL) > bv)
			bv = spot_value(s, v, NULL), best = v;
	if (best < 0)
		return 0;
	ord_catan o;
	blank(&o, ORD_CATAN_CITY);
	o.where = best;
	return try(b, &o);
}

static int build_settlement(bot *b)
{
	const catan_state *s = &b->sim;
	int best = -1, bv = -1;
	for (int v = 0; v < CATAN_NV; v++)
		if (!catan_settle_why(s, b->who, v, 0) && spot_value(s, v, s->hand[b->who]) > bv)
			bv = spot_value(s, v, s->hand[b->who]), best = v;
	if (best < 0)
		return 0;
	ord_catan o;
	blank(&o, ORD_CATAN_SETTLE);
	o.where = best;
	return try(b, &o);
}

/* A road toward free spots; returns the path or -1. */
static int road_choice(const catan_state *s, int who, dice *d)
{
	const catan_map *m = s->map;
	int best = -1, bv = -1;
	for (int e = 0; e < CATAN_NE; e++) {
		if (catan_road_why(s, who, e, -1))
			continue;
		int val = (int)dice_below(d, 4);
		for (int j = 0; j < 2; j++) {
			int v = m->ev[e][j];
			if (!catan_settle_why(s, who, v, 1))
				val += 3 + spot_value(s, v, NULL);
		}
		if (val > bv)
			bv = val, best = e;
	}
	return best;
}

static int build_road(bot *b)
{
	int e = road_choice(&b->sim, b->who, b->d);
	if (e < 0)
		return 0;
	ord_catan o;
	blank(&o, ORD_CATAN_ROAD);
	o.where = e;
	return try(b, &o);
}

static int play_progress(bot *b)
{
	catan_state *s = &b->sim;
	int who = b->who;
	if (s->o.dev_limit && s->dev_played >= s->o.dev_limit)
		return 0;
	ord_catan o;
	if (catan_playable(s, who, CATAN_DEV_ROADS) > 0 && chance(b->d, 70)) {
		blank(&o, ORD_CATAN_ROADS);
		o.where = road_choice(s, who, b->d);
		if (o.where >= 0) {
			catan_state t = *s;
			t.eown[o.where] = who;
			o.where2 = catan_pieces_left(&t, who, CATAN_B_ROAD) > 0 ? road_choice(&t, who, b->d) : -1;
			if (try(b, &o))
				return 1;
		}
	}
	int need[CATAN_NRES];
	needs(s, who, need);
	if (catan_playable(s, who, CATAN_DEV_INVENTION) > 0 && chance(b->d, 70)) {
		blank(&o, ORD_CATAN_INVENTION);
		int k = 0;
		for (int r = 0; r < CATAN_NRES && k < 2; r++)
			while (need[r]-- > 0 && k < 2)
				o.res[k++] = r;
		while (k < 2)
			o.res[k++] = (int)dice_below(b->d, CATAN_NRES);
		if (try(b, &o))
			return 1;
	}
	if (catan_playable(s, who, CATAN_DEV_MONOPOLY) > 0 && chance(b->d, 50)) {
		blank(&o, ORD_CATAN_MONOPOLY);
		o.res[0] = (int)dice_below(b->d, CATAN_NRES);
		if (try(b, &o))
			return 1;
	}
	if (catan_playable(s, who, CATAN_DEV_KNIGHT) > 0 && chance(b->d, 35))
		return knight(b);
	return 0;
}

static int bank_trade(bot *b)
{
	catan_state *s = &b->sim;
	int need[CATAN_NRES];
	needs(s, b->who, need);
	int want = -1;
	for (int r = 0; r < CATAN_NRES; r++)
		if (need[r] && (want < 0 || dice_below(b->d, 2)))
			want = r;
	if (want < 0)
		return 0;
	for (int r = 0; r < CATAN_NRES; r++) {
		int rate = catan_rate(s, b->who, r);
		if (r == want || s->hand[b->who][r] < rate)
			continue;
		ord_catan o;
		blank(&o, ORD_CATAN_BANK);
		o.give[r] = rate;
		o.get[want] = 1;
		if (try(b, &o))
			return 1;
	}
	return 0;
}

static int accept_offer(bot *b)
{
	catan_state *s = &b->sim;
	int need[CATAN_NRES];
	needs(s, b->who, need);
	for (int i = 0; i < s->noffers; i++) {
		const catan_offer *of = &s->offer[i];
		if (of->from == b->who || (of->to >= 0 && of->to != b->who))
			continue;
		int useful = 0;
		for (int r = 0; r < CATAN_NRES; r++)
			useful |= of->give[r] && need[r];
		if (!useful && !chance(b->d, 20))
			continue;
		ord_catan o;
		blank(&o, ORD_CATAN_ACCEPT);
		o.num = of->id;
		if (try(b, &o))
			return 1;
	}
	return 0;
}

/* Standing orders anyone may send: offers, answers, settings. */
static void standing(bot *b, int many)
{
	catan_state *s = &b->sim;
	int who = b->who;
	ord_catan o;
	int mine = 0, oldest = -1;
	for (int i = 0; i < s->noffers; i++)
		if (s->offer[i].from == who) {
			mine++;
			if (oldest < 0)
				oldest = s->offer[i].id;
		}
	if (mine >= 2 || (mine && chance(b->d, 20))) {
		blank(&o, ORD_CATAN_WITHDRAW);
		o.num = oldest;
		try(b, &o);
	}
	for (int i = 0; i < s->noffers && chance(b->d, many ? 40 : 10); i++)
		if (s->offer[i].to == who || (s->offer[i].to < 0 && s->offer[i].from != who)) {
			blank(&o, ORD_CATAN_REJECT);
			o.num = s->offer[i].id;
			try(b, &o);
			break;
		}
	if (chance(b->d, many ? 50 : 15)) {
		int need[CATAN_NRES], give = -1, get = -1;
		needs(s, who, need);
		for (int r = 0; r < CATAN_NRES; r++) {
			if (s->hand[who][r] > 1 && (give < 0 || s->hand[who][r] > s->hand[who][give]))
				give = r;
			if (need[r] && get < 0)
				get = r;
		}
		if (get < 0)
			get = (int)dice_below(b->d, CATAN_NRES);
		if (give >= 0 && give != get) {
			blank(&o, ORD_CATAN_OFFER);
			o.give[give] = 1 + (int)dice_below(b->d, 2);
			o.get[get] = 1;
			if (s->o.point_trade && s->dev[who][CATAN_DEV_POINT] && chance(b->d, 5)) {
				memset(o.give, 0, sizeof o.give);
				o.give[CATAN_POINTS] = 1;
				o.get[get] = 2;
			}
			int to = chance(b->d, 50) ? -1 : (int)dice_below(b->d, (uint32_t)s->n);
			o.to = to == who ? -1 : to;
			try(b, &o);
		}
	}
	if (chance(b->d, many ? 30 : 4)) {
		blank(&o, ORD_CATAN_PREFER);
		int r[CATAN_NRES] = { 0, 1, 2, 3, 4 };
		dice_shuffle(b->d, r, CATAN_NRES);
		o.norder = 1 + (int)dice_below(b->d, CATAN_NRES);
		memcpy(o.order, r, sizeof o.order);
		try(b, &o);
	}
	if (chance(b->d, many ? 20 : 3)) {
		blank(&o, ORD_CATAN_AUTOROLL);
		o.on = chance(b->d, 30);
		try(b, &o);
	}
}

static void discard(bot *b)
{
	catan_state *s = &b->sim;
	ord_catan o;
	blank(&o, ORD_CATAN_DISCARD);
	int left[CATAN_NRES];
	memcpy(left, s->hand[b->who], sizeof left);
	for (int k = 0; k < s->owe[b->who]; k++) {
		int r = 0;
		for (int j = 1; j < CATAN_NRES; j++)
			if (left[j] > left[r] || (left[j] == left[r] && chance(b->d, 50)))
				r = j;
		left[r]--;
		o.give[r]++;
	}
	try(b, &o);
}

static void main_turn(bot *b)
{
	catan_state *s = &b->sim;
	if (s->robber_pending) {
		ord_catan o;
		blank(&o, ORD_CATAN_ROBBER);
		robber_target(b, &o, 0);
		if (!try(b, &o) && o.victim >= 0) {
			o.victim = -1;
			try(b, &o);
		}
	}
	if (chance(b->d, 30))
		standing(b, 0);
	for (int round = 0; round < 8 && s->phase == CATAN_PH_MAIN; round++) {
		int did = 0;
		did |= accept_offer(b);
		if (chance(b->d, 60))
			did |= play_progress(b);
		did |= build_city(b);
		did |= build_settlement(b);
		if (catan_pieces_left(s, b->who, CATAN_B_ROAD) > 3 || chance(b->d, 30))
			if (chance(b->d, 60))
				did |= build_road(b);
		if (chance(b->d, 50)) {
			ord_catan o;
			blank(&o, ORD_CATAN_BUY);
			did |= try(b, &o);
		}
		did |= bank_trade(b);
		if (!did)
			break;
	}
	ord_catan o;
	if (s->phase == CATAN_PH_OVER)
		return;
	/* A mail always holds an order (the core refuses empty ones); one with
	 * no action ends the turn with PASO. */
	if (chance(b->d, 6)) {
		blank(&o, ORD_CATAN_CONTINUE);
		try(b, &o);
	} else if (!b->m.actions || chance(b->d, 10)) {
		blank(&o, ORD_CATAN_PASS);
		try(b, &o);
	}
}

void catan_bot(const void *st, int who, dice *d, sbuf *orders)
{
	bot *b = xmalloc(sizeof *b);
	memset(b, 0, sizeof *b);
	b->real = st;
	b->sim = *b->real;
	catan_blind(&b->sim, who);
	b->who = who;
	b->d = d;
	b->out = orders;
	b->c.sim = 1;
	b->c.lang = "es";
	catan_mail_init(&b->m, &b->sim);
	const catan_state *s = b->real;
	int awaited = s->phase == CATAN_PH_DISCARD ? s->owe[who] > 0 : s->phase != CATAN_PH_OVER && who == s->active;
	if (!awaited) {
		if (s->phase != CATAN_PH_OVER)
			standing(b, 1);
		if (!b->lines && s->phase != CATAN_PH_OVER) {
			ord_catan o;
			blank(&o, ORD_CATAN_AUTOROLL);
			o.on = s->autoroll[who];
			try(b, &o);
		}
		free(b);
		return;
	}
	switch (s->phase) {
	case CATAN_PH_SETUP:
		setup_turn(b);
		break;
	case CATAN_PH_ROLL:
		if (catan_playable(s, who, CATAN_DEV_KNIGHT) > 0 && chance(d, 40))
			knight(b);
		{
			ord_catan o;
			blank(&o, ORD_CATAN_ROLL);
			try(b, &o);
		}
		break;
	case CATAN_PH_DISCARD:
		discard(b);
		break;
	case CATAN_PH_MAIN:
		main_turn(b);
		break;
	}
	free(b);
}
