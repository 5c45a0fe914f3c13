/* TEG: reading a mail of orders against the state (check), its canonical
 * form and the echo for the player. A turn is one mail, and its attacks
 * depend on dice not yet rolled, so every order is checked "as far as can
 * be known before the dice": a country attacked earlier in the mail may be
 * ours by then, a country keeps at most the armies it could have. An order
 * that could never be legal rejects the whole mail; apply() skips, and
 * reports, those the dice made impossible. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/kit/kit_check.h"
#include "games/teg/teg_int.h"
#include "orders/lex.h"
#include "orders/ord_teg.h"

/* What a country is to the sender while his orders are read. */
enum { FOE, MINE, MAYBE };
/* Stages of a turn, which may not go back ("no puede alterar su orden"). */
enum { SEG_INCORPORATE, SEG_ATTACK, SEG_REGROUP, SEG_END };

typedef struct cx {
	const teg_state *s;
	int who;
	const char *lang;
	game_reject *rej;
	int mine[TEG_NC]; /* FOE, MINE (his from the start), MAYBE (attacked in this mail) */
	int hi[TEG_NC];   /* the most armies he can have there */
	int seg;
	int passed;
	int placed[TEG_NC], placed_total, pool, nexch;
	uint64_t used_cards;
	int out[TEG_NC]; /* armies regrouped out */
	teg_pact pacts[TEG_MAX_PACTS];
	int npacts, next_id;
	int owner_opt[TEG_NC]; /* owners if every attack so far succeeds */
} cx;

static const char *pname(const teg_state *s, int seat)
{
	return teg_name(s, seat);
}

/* Fills rej with template `id` (varargs name, value, ..., NULL). */
static int reject(cx *c, size_t index, int code, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	int rc = game_reject_vtpl(c->rej, index, code, c->lang, id, ap);
	va_end(ap);
	return rc;
}

/* A border that is not there, told with the countries that are. */
static int not_bordering(cx *c, size_t i, int a, int b)
{
	const teg_map *m = c->s->map;
	sbuf near = SBUF_INIT;
	teg_map_neighbours(m, a, &near);
	int rc = reject(c, i, ES_EILLEGAL, "teg.rej.not_bordering", "from", m->name[a], "to", m->name[b], "near",
		sbuf_str(&near), NULL);
	sbuf_free(&near);
	return rc;
}

/* "1 ejército" / "3 ejércitos" in the sender's language, for {n}. */
static void armies_var(const cx *c, int n, char *buf, size_t size)
{
	sbuf b = SBUF_INIT;
	teg_qty(&b, c->lang, "teg.n.army", "teg.n.armies", n);
	snprintf(buf, size, "%s", sbuf_str(&b));
	sbuf_free(&b);
}

static int is_pact_verb(int verb)
{
	return verb == ORD_TEG_PACT || verb == ORD_TEG_PACT_WORLD || verb == ORD_TEG_ZONE || verb == ORD_TEG_ACCEPT ||
		verb == ORD_TEG_REJECT || verb == ORD_TEG_BREAK;
}

/* The seat named by a colour or a player's name; -1 when none. */
static int resolve_party(const teg_state *s, const ord_teg *o)
{
	if (o->color >= 0)
		return teg_seat_of_color(s, o->color);
	if (!o->party[0])
		return -1;
	arena *a = arena_new();
	const char *want = lex_fold(a, o->party, strlen(o->party));
	int found = -1;
	for (int i = 0; i < s->n && found < 0; i++)
		if (!strcmp(want, lex_fold(a, teg_name(s, i), strlen(teg_name(s, i)))))
			found = i;
	arena_free(a);
	return found;
}

/* Who the international zone is proposed to when no one is named: the
 * one other player holding the country or a country bordering it. */
static int zone_party(const cx *c, int country)
{
	const teg_state *s = c->s;
	int found = -1;
	for (int j = 0; j < TEG_NC; j++) {
		if (j != country && !teg_map_borders(s->map, j, country))
			continue;
		int o = s->owner[j];
		if (o < 0 || o == c->who || o == found)
			continue;
		if (found >= 0)
			return -2; /* more than one */
		found = o;
	}
	return found;
}

/* May armies be put on country x now (zones stay at one army unless
 * nothing else of his is left, in the map or in the continent)? */
static int place_ok(const cx *c, int x)
{
	if (!teg_zone_binding(c->pacts, c->npacts, c->who, x))
		return 1;
	const teg_state *s = c->s;
	int free_armies, cont[TEG_NCONT];
	teg_income(s, c->who, &free_armies, cont);
	uint64_t own = teg_lands(s, c->who), other = 0, other_cont = 0;
	for (int i = 0; i < TEG_NC; i++)
		if ((own >> i & 1) && !teg_zone_binding(c->pacts, c->npacts, c->who, i)) {
			other |= (uint64_t)1 << i;
			if (s->map->cont[i] == s->map->cont[x])
				other_cont |= (uint64_t)1 << i;
		}
	return !other || (s->phase == TEG_TURN && cont[s->map->cont[x]] && !other_cont);
}

/* Says who is awaited instead. */
static int out_of_turn(cx *c, size_t i)
{
	const teg_state *s = c->s;
	const char *active = pname(s, s->active);
	switch (s->phase) {
	case TEG_CLAIM:
		return reject(c, i, ES_EOUTOFTURN, "teg.rej.claim_only", "player", active, NULL);
	case TEG_PLACE:
		return reject(c, i, ES_EOUTOFTURN, "teg.rej.wait_place", "player", active, NULL);
	default:
		return reject(c, i, ES_EOUTOFTURN, "teg.rej.wait_turn", "player", active, NULL);
	}
}

static int pact_line(cx *c, size_t i, const ord_teg *o, teg_step *st)
{
	const teg_state *s = c->s;
	char n[16];
	teg_num(n, sizeof n, o->count);
	/* "Fair Play": no pacts proposed out of turn. */
	if (s->o.fair_play && (o->verb == ORD_TEG_PACT || o->verb == ORD_TEG_PACT_WORLD || o->verb == ORD_TEG_ZONE) &&
		c->who != s->active)
		return reject(c, i, ES_EOUTOFTURN, "teg.rej.fair_play", "player", pname(s, s->active), NULL);
	switch (o->verb) {
	case ORD_TEG_PACT:
		st->kind = TS_PACT;
		st->a = o->a;
		st->b = o->b;
		break;
	case ORD_TEG_PACT_WORLD:
	case ORD_TEG_ZONE:
		st->kind = o->verb == ORD_TEG_ZONE ? TS_ZONE : TS_PACT_WORLD;
		st->a = o->verb == ORD_TEG_ZONE ? o->a : -1;
		if (o->color >= 0 || o->party[0]) {
			st->party = resolve_party(s, o);
			if (st->party < 0)
				return reject(c, i, ES_EILLEGAL, "teg.rej.unknown_party", "word",
					o->color >= 0 ? teg_color_es[o->color] : o->party, NULL);
		} else {
			st->party = zone_party(c, o->a);
			if (st->party < 0)
				return reject(c, i, ES_EILLEGAL, "teg.rej.zone_party", "a", s->map->name[o->a], NULL);
		}
		break;
	default:
		st->kind = o->verb == ORD_TEG_ACCEPT ? TS_ACCEPT : o->verb == ORD_TEG_REJECT ? TS_REJECT : TS_BREAK;
		if (o->count < 1 || o->count > 100000000)
			return reject(c, i, ES_EILLEGAL, "teg.rej.pact_none", "pact", n, NULL);
		st->n = (int)o->count;
		break;
	}
	/* Legal if it is legal whether or not the attacks before it succeed. */
	const int *armies = st->kind == TS_ZONE && c->mine[st->a] == FOE ? s->armies : NULL;
	int why = teg_pact_why(s, c->pacts, c->npacts, c->owner_opt, armies, c->who, st);
	if (why != TEG_PR_OK && teg_pact_why(s, c->pacts, c->npacts, s->owner, armies, c->who, st) == TEG_PR_OK)
		why = TEG_PR_OK;
	if (why != TEG_PR_OK)
		return reject(c, i, ES_EILLEGAL, teg_pact_reason_id(why, 0), "pact", n, "a",
			st->a >= 0 ? s->map->name[st->a] : "", "b", st->b >= 0 ? s->map->name[st->b] : "", "player",
			pname(s, c->who), "party", st->party >= 0 ? pname(s, st->party) : "", NULL);
	teg_pact_do(s, c->pacts, &c->npacts, &c->next_id, c->who, st);
	return ES_OK;
}

/* Cards named (or picked by the judge) for an exchange. */
static int exchange_line(cx *c, size_t i, const ord_teg *o, teg_step *st)
{
	const teg_state *s = c->s;
	if (!o->ncards) {
		if (!teg_best_trio(s, c->who, c->used_cards, st->cards))
			return reject(c, i, ES_EILLEGAL, "teg.rej.no_trio", NULL);
	} else {
		for (int k = 0; k < 3; k++) {
			int x = o->cards[k];
			if (s->holder[x] != c->who)
				return reject(c, i, ES_EILLEGAL, "teg.rej.not_your_card", "country", s->map->name[x], NULL);
			if ((c->used_cards >> x & 1) || (k && (x == o->cards[0] || (k == 2 && x == o->cards[1]))))
				return reject(c, i, ES_EILLEGAL, "teg.rej.card_twice", "country", s->map->name[x], NULL);
			st->cards[k] = x;
		}
		if (!teg_valid_trio(s->map, st->cards))
			return reject(c, i, ES_EILLEGAL, "teg.rej.bad_trio", NULL);
	}
	for (int k = 0; k < 3; k++)
		c->used_cards |= (uint64_t)1 << st->cards[k];
	c->nexch++;
	return ES_OK;
}

static int attack_line(cx *c, size_t i, const ord_teg *o, teg_step *st)
{
	const teg_state *s = c->s;
	const char *fn = s->map->name[o->a], *tn = s->map->name[o->b];
	if (c->seg > SEG_ATTACK)
		return reject(c, i, ES_EILLEGAL, "teg.rej.attack_late", NULL);
	c->seg = SEG_ATTACK;
	if (c->mine[o->a] == FOE)
		return reject(c, i, ES_EILLEGAL, "teg.rej.not_yours", "country", fn, NULL);
	if (c->mine[o->b] == MINE)
		return reject(c, i, ES_EILLEGAL, "teg.rej.attack_own", "country", tn, NULL);
	if (!teg_map_borders(s->map, o->a, o->b))
		return not_bordering(c, i, o->a, o->b);
	char h[48];
	armies_var(c, c->hi[o->a], h, sizeof h);
	/* "Si en un país hay un solo ejército, este país no puede atacar". */
	if (c->hi[o->a] < 2)
		return reject(c, i, ES_EILLEGAL, c->mine[o->a] == MAYBE ? "teg.rej.attack_from_new" : "teg.rej.attack_one",
			"from", fn, "to", tn, "n", h, NULL);
	if (o->until == ORD_TEG_UNTIL_LEFT && o->left < 1)
		return reject(c, i, ES_EILLEGAL, "teg.rej.left_zero", NULL);
	if (o->until == ORD_TEG_UNTIL_LEFT && o->left >= c->hi[o->a]) {
		char l[16];
		teg_num(l, sizeof l, o->left);
		return reject(c, i, ES_EILLEGAL, "teg.rej.left_high", "from", fn, "n", h, "left", l, NULL);
	}
	int pact;
	/* A pact between two countries ends when one changes hands, so only a
	 * world pact binds a country taken in this mail. */
	if (teg_pact_forbids(s, c->pacts, c->npacts, c->who, c->mine[o->a] == MINE ? o->a : -1, o->b, s->owner[o->b],
		    &pact)) {
		char pn[16];
		teg_num(pn, sizeof pn, pact);
		return reject(c, i, ES_EILLEGAL, "teg.rej.attack_pact", "from", fn, "to", tn, "pact", pn, "player",
			pname(s, s->owner[o->b]), NULL);
	}
	st->kind = TS_ATTACK;
	st->a = o->a;
	st->b = o->b;
	st->until = o->until;
	st->left = (int)o->left;
	st->move = 1;
	c->mine[o->b] = MAYBE;
	c->owner_opt[o->b] = c->who;
	if (c->hi[o->b] < 1)
		c->hi[o->b] = 1;
	return ES_OK;
}

static int move_line(cx *c, size_t i, const ord_teg *o, teg_step *st)
{
	const teg_state *s = c->s;
	const char *fn = s->map->name[st->a], *tn = s->map->name[st->b];
	if (o->count < 1 || o->count > 3)
		return reject(c, i, ES_EILLEGAL, "teg.rej.move_range", NULL);
	if (o->count > c->hi[st->a] - 1) {
		char h[48];
		armies_var(c, c->hi[st->a], h, sizeof h);
		return reject(c, i, ES_EILLEGAL, "teg.rej.move_many", "from", fn, "n", h, NULL);
	}
	if (o->count > 1 && teg_zone_binding(c->pacts, c->npacts, c->who, st->b))
		return reject(c, i, ES_EILLEGAL, "teg.rej.zone_move", "country", tn, NULL);
	st->move = (int)o->count;
	st->moved_given = 1;
	if (c->hi[st->b] < st->move)
		c->hi[st->b] = st->move;
	return ES_OK;
}

static int regroup_line(cx *c, size_t i, const ord_teg *o, teg_step *st)
{
	const teg_state *s = c->s;
	const char *fn = s->map->name[o->a], *tn = s->map->name[o->b];
	if (c->seg > SEG_REGROUP)
		return reject(c, i, ES_EILLEGAL, "teg.rej.regroup_late", NULL);
	c->seg = SEG_REGROUP;
	if (o->count < 1)
		return reject(c, i, ES_EILLEGAL, "teg.rej.zero", NULL);
	if (c->mine[o->a] == FOE)
		return reject(c, i, ES_EILLEGAL, "teg.rej.not_yours", "country", fn, NULL);
	if (c->mine[o->b] == FOE)
		return reject(c, i, ES_EILLEGAL, "teg.rej.not_yours", "country", tn, NULL);
	/* "Reagrupar es pasar ejércitos de un país a otro limítrofe". */
	if (o->a == o->b || !teg_map_borders(s->map, o->a, o->b))
		return not_bordering(c, i, o->a, o->b);
	if (teg_zone_binding(c->pacts, c->npacts, c->who, o->b))
		return reject(c, i, ES_EILLEGAL, "teg.rej.zone_regroup", "country", tn, NULL);
	/* One army stays; armies that arrived by regrouping do not go on. */
	if (o->count > c->hi[o->a] - 1 - c->out[o->a]) {
		char h[48];
		armies_var(c, c->hi[o->a], h, sizeof h);
		return reject(c, i, ES_EILLEGAL, "teg.rej.regroup_many", "from", fn, "n", h, NULL);
	}
	c->out[o->a] += (int)o->count;
	st->kind = TS_REGROUP;
	st->a = o->a;
	st->b = o->b;
	st->n = (int)o->count;
	return ES_OK;
}

static int place_line(cx *c, size_t i, const ord_teg *o, teg_step *st)
{
	const teg_state *s = c->s;
	const char *cn = s->map->name[o->a];
	if (s->phase == TEG_TURN && s->turns[c->who] < 2)
		return reject(c, i, ES_EILLEGAL, "teg.rej.first_round", NULL);
	if (c->seg > SEG_INCORPORATE)
		return reject(c, i, ES_EILLEGAL, "teg.rej.place_late", NULL);
	if (o->count < 1 || o->count > 10000)
		return reject(c, i, ES_EILLEGAL, "teg.rej.zero", NULL);
	if (c->mine[o->a] != MINE)
		return reject(c, i, ES_EILLEGAL, "teg.rej.not_yours", "country", cn, NULL);
	if (!place_ok(c, o->a))
		return reject(c, i, ES_EILLEGAL, "teg.rej.zone_place", "country", cn, NULL);
	c->placed[o->a] += (int)o->count;
	c->placed_total += (int)o->count;
	c->hi[o->a] += (int)o->count;
	st->kind = TS_PLACE;
	st->a = o->a;
	st->n = (int)o->count;
	return ES_OK;
}

/* The armies placed add up to what is due, and the armies of a continent
 * went to it ("van obligatoriamente a países de dicho continente"). */
static int placed_total_ok(cx *c, size_t last_place, size_t first_line, int any_place)
{
	const teg_state *s = c->s;
	char need[16], got[16];
	if (s->phase == TEG_PLACE) {
		int want = teg_setup_amount(s, c->who);
		teg_num(need, sizeof need, want);
		teg_num(got, sizeof got, c->placed_total);
		if (c->placed_total != want)
			return reject(c, any_place ? last_place : first_line, ES_EILLEGAL, "teg.rej.setup_total", "need", need,
				"placed", got, NULL);
		return ES_OK;
	}
	if (s->turns[c->who] < 2)
		return ES_OK;
	int free_armies, cont[TEG_NCONT], total;
	teg_income(s, c->who, &free_armies, cont);
	total = free_armies + c->pool;
	sbuf detail = SBUF_INIT;
	for (int k = 0; k < TEG_NCONT; k++)
		if (cont[k]) {
			total += cont[k];
			sbuf_puts(&detail, ", ");
			teg_cont_name(s, k, c->lang, &detail);
			sbuf_printf(&detail, " %d", cont[k]);
		}
	teg_num(need, sizeof need, total);
	teg_num(got, sizeof got, c->placed_total);
	char fa[16], pl[16];
	teg_num(fa, sizeof fa, free_armies);
	teg_num(pl, sizeof pl, c->pool);
	if (c->placed_total != total) {
		int rc = reject(c, any_place ? last_place : first_line, ES_EILLEGAL, "teg.rej.turn_total", "need", need,
			"placed", got, "free", fa, "continents", sbuf_str(&detail), "exchange", pl, NULL);
		sbuf_free(&detail);
		return rc;
	}
	sbuf_free(&detail);
	for (int k = 0; k < TEG_NCONT; k++) {
		if (!cont[k])
			continue;
		int in = 0;
		for (int x = 0; x < TEG_NC; x++)
			if (s->map->cont[x] == k)
				in += c->placed[x];
		if (in < cont[k]) {
			char b[16];
			sbuf cn = SBUF_INIT;
			teg_num(b, sizeof b, cont[k]);
			teg_cont_name(s, k, c->lang, &cn);
			int rc = reject(c, last_place, ES_EILLEGAL, "teg.rej.continent", "continent", sbuf_str(&cn), "n", b, NULL);
			sbuf_free(&cn);
			return rc;
		}
	}
	return ES_OK;
}

/* The grammar of TEG for kit_check_parse. */
static int parse_one(const char *line, const char *lang, const void *ctx, void *out, sbuf *why)
{
	(void)ctx;
	return ord_teg_parse(teg_map_places(), line, lang, out, why);
}

int teg_plan_read(const teg_state *s, int who, const game_lines *lines, const char *lang, teg_plan *p,
	game_reject *rej)
{
	cx *c = xcalloc(1, sizeof *c);
	c->s = s;
	c->who = who;
	c->lang = lang;
	c->rej = rej;
	memset(p, 0, sizeof *p);
	rej->index = (size_t)-1;
	rej->why[0] = '\0';
	int rc = ES_OK;
	ord_teg *o = NULL;
	if (lines->n == 0) {
		rc = reject(c, (size_t)-1, ES_ESYNTAX, "teg.rej.no_orders", NULL);
		goto done;
	}
	if (lines->n > TEG_MAX_LINES) {
		rc = reject(c, (size_t)-1, ES_ESYNTAX, "teg.rej.too_many_lines", NULL);
		goto done;
	}
	o = xcalloc(lines->n, sizeof *o);
	if ((rc = kit_check_parse(lines, lang, parse_one, NULL, o, sizeof o[0], rej)) != ES_OK)
		goto done;
	if (s->phase == TEG_OVER) {
		rc = reject(c, 0, ES_EOUTOFTURN, "teg.rej.over", NULL);
		goto done;
	}
	if (!teg_alive(s, who)) {
		rc = reject(c, 0, ES_EOUTOFTURN, "teg.rej.eliminated", NULL);
		goto done;
	}
	for (int x = 0; x < TEG_NC; x++) {
		c->mine[x] = s->owner[x] == who ? MINE : FOE;
		c->hi[x] = s->owner[x] == who ? s->armies[x] : 0;
		c->owner_opt[x] = s->owner[x];
	}
	memcpy(c->pacts, s->pacts, sizeof c->pacts);
	c->npacts = s->npacts;
	c->next_id = s->next_pact;
	size_t last_place = 0, first_line = (size_t)-1;
	int any_place = 0;
	uint64_t claimed = 0;
	for (size_t i = 0; i < lines->n && rc == ES_OK; i++) {
		const ord_teg *r = &o[i];
		teg_step *st = &p->v[p->n];
		memset(st, 0, sizeof *st);
		st->a = st->b = st->party = -1;
		if (r->verb == ORD_TEG_CARD) {
			/* "TARJETA es automático": kept, so that a mail of it alone
			 * still reads back, but it does nothing. */
			st->kind = TS_CARD;
			p->n++;
			continue;
		}
		if (is_pact_verb(r->verb)) {
			rc = pact_line(c, i, r, st);
			if (rc == ES_OK)
				p->n++;
			continue;
		}
		/* Orders that play: only the awaited seat, except claims ordered
		 * ahead in the variant. */
		if (r->verb == ORD_TEG_CLAIM) {
			if (s->phase != TEG_CLAIM) {
				rc = reject(c, i, ES_EILLEGAL, "teg.rej.claim_phase", NULL);
				break;
			}
			if (s->owner[r->a] >= 0 || (claimed >> r->a & 1)) {
				rc = reject(c, i, ES_EILLEGAL, "teg.rej.claim_taken", "country", s->map->name[r->a], NULL);
				break;
			}
			claimed |= (uint64_t)1 << r->a;
			st->kind = TS_CLAIM;
			st->a = r->a;
			p->n++;
			p->plays = 1;
			continue;
		}
		if (s->phase == TEG_CLAIM || who != s->active) {
			rc = out_of_turn(c, i);
			break;
		}
		if (s->phase == TEG_PLACE && r->verb != ORD_TEG_PLACE) {
			rc = reject(c, i, ES_EILLEGAL, "teg.rej.setup_only_place", NULL);
			break;
		}
		if (c->passed) {
			rc = reject(c, i, ES_EILLEGAL, "teg.rej.after_pass", NULL);
			break;
		}
		if (first_line == (size_t)-1)
			first_line = i;
		p->plays = 1;
		switch (r->verb) {
		case ORD_TEG_PLACE:
			rc = place_line(c, i, r, st);
			last_place = i;
			any_place = 1;
			break;
		case ORD_TEG_EXCHANGE:
			if (c->seg == SEG_INCORPORATE) {
				if (s->turns[who] < 2) {
					rc = reject(c, i, ES_EILLEGAL, "teg.rej.first_round_exchange", NULL);
					break;
				}
				st->kind = TS_EXCHANGE;
				if ((rc = exchange_line(c, i, r, st)) == ES_OK)
					c->pool += teg_exchange_value(s->exchanges[who] + c->nexch);
			} else {
				/* After attacking: the defensive exchange, if the game allows it. */
				if (!s->o.defensive) {
					rc = reject(c, i, ES_EILLEGAL, "teg.rej.exchange_late", NULL);
					break;
				}
				st->kind = TS_DEFENSIVE;
				rc = exchange_line(c, i, r, st);
				c->seg = SEG_END;
			}
			break;
		case ORD_TEG_ATTACK:
			rc = attack_line(c, i, r, st);
			break;
		case ORD_TEG_MOVE:
			if (i == 0 || o[i - 1].verb != ORD_TEG_ATTACK || !p->n || p->v[p->n - 1].kind != TS_ATTACK) {
				rc = reject(c, i, ES_EILLEGAL, "teg.rej.move_alone", NULL);
				break;
			}
			rc = move_line(c, i, r, &p->v[p->n - 1]);
			continue; /* folded into the attack */
		case ORD_TEG_REGROUP:
			rc = regroup_line(c, i, r, st);
			break;
		case ORD_TEG_PASS:
			st->kind = TS_PASS;
			c->passed = 1;
			break;
		}
		if (rc == ES_OK)
			p->n++;
	}
	if (rc == ES_OK && p->plays && s->phase != TEG_CLAIM)
		rc = placed_total_ok(c, last_place, first_line, any_place);
done:
	free(o);
	free(c);
	return rc;
}

/* ---- canonical form and echo ---------------------------------------- */

static void armies_word(const char *lang, int n, sbuf *out)
{
	teg_qty(out, lang, "teg.n.army", "teg.n.armies", n);
}

static void color_word(const teg_state *s, int seat, const char *lang, sbuf *out)
{
	char id[32];
	snprintf(id, sizeof id, "teg.color.%s", teg_color_es[s->o.colors[seat]]);
	tpl_put(out, lang, id, NULL);
}

static void echo_line(sbuf *echo, const char *lang, const char *id, ...)
{
	va_list ap;
	es_err e;
	va_start(ap, id);
	if (tpl_vrender(echo, lang, id, &e, ap) != ES_OK)
		sbuf_puts(echo, e.msg);
	va_end(ap);
	sbuf_putc(echo, '\n');
}

int teg_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej)
{
	const teg_state *s = st;
	const teg_map *m = s->map;
	teg_plan *p = xmalloc(sizeof *p);
	int rc = teg_plan_read(s, who, lines, lang, p, rej);
	if (rc != ES_OK) {
		free(p);
		return rc;
	}
	sbuf t = SBUF_INIT;
	for (int i = 0; i < p->n; i++) {
		const teg_step *x = &p->v[i];
		char n[16], l[16];
		teg_num(n, sizeof n, x->n);
		sbuf_reset(&t);
		switch (x->kind) {
		case TS_PLACE:
			sbuf_printf(canon, "INCORPORAR %d %s\n", x->n, m->id[x->a]);
			armies_word(lang, x->n, &t);
			echo_line(echo, lang, "teg.echo.place", "armies", sbuf_str(&t), "country", m->name[x->a], NULL);
			break;
		case TS_EXCHANGE:
		case TS_DEFENSIVE:
			sbuf_printf(canon, "CANJEAR %s %s %s\n", m->id[x->cards[0]], m->id[x->cards[1]], m->id[x->cards[2]]);
			sbuf_printf(&t, "%s, %s, %s", m->name[x->cards[0]], m->name[x->cards[1]], m->name[x->cards[2]]);
			echo_line(echo, lang, x->kind == TS_EXCHANGE ? "teg.echo.exchange" : "teg.echo.defensive", "cards",
				sbuf_str(&t), NULL);
			break;
		case TS_ATTACK:
			sbuf_printf(canon, "ATACAR %s %s", m->id[x->a], m->id[x->b]);
			teg_num(l, sizeof l, x->left);
			if (x->until == ORD_TEG_UNTIL_CONQUERED)
				sbuf_puts(canon, " HASTA CONQUISTAR");
			else if (x->until == ORD_TEG_UNTIL_LEFT)
				sbuf_printf(canon, " HASTA QUEDAR %d", x->left);
			sbuf_putc(canon, '\n');
			if (x->moved_given)
				sbuf_printf(canon, "MOVER %d\n", x->move);
			armies_word(lang, x->move, &t);
			echo_line(echo, lang,
				x->until == ORD_TEG_ONCE		  ? "teg.echo.attack"
					: x->until == ORD_TEG_UNTIL_CONQUERED ? "teg.echo.attack_conquer"
									      : "teg.echo.attack_left",
				"from", m->name[x->a], "to", m->name[x->b], "left", l, "armies", sbuf_str(&t), NULL);
			break;
		case TS_REGROUP:
			sbuf_printf(canon, "REAGRUPAR %d %s %s\n", x->n, m->id[x->a], m->id[x->b]);
			armies_word(lang, x->n, &t);
			echo_line(echo, lang, "teg.echo.regroup", "armies", sbuf_str(&t), "from", m->name[x->a], "to",
				m->name[x->b], NULL);
			break;
		case TS_PASS:
			sbuf_puts(canon, "PASO\n");
			echo_line(echo, lang, "teg.echo.pass", NULL);
			break;
		case TS_CLAIM:
			sbuf_printf(canon, "OCUPAR %s\n", m->id[x->a]);
			echo_line(echo, lang, "teg.echo.claim", "country", m->name[x->a], NULL);
			break;
		case TS_PACT:
			sbuf_printf(canon, "PACTO %s %s\n", m->id[x->a], m->id[x->b]);
			echo_line(echo, lang, "teg.echo.pact", "a", m->name[x->a], "b", m->name[x->b], NULL);
			break;
		case TS_PACT_WORLD:
			sbuf_printf(canon, "PACTO MUNDIAL %s\n", teg_color_es[s->o.colors[x->party]]);
			color_word(s, x->party, lang, &t);
			echo_line(echo, lang, "teg.echo.pact_world", "player", teg_name(s, x->party), "color", sbuf_str(&t),
				NULL);
			break;
		case TS_ZONE:
			sbuf_printf(canon, "PACTO ZONA INTERNACIONAL %s CON %s\n", m->id[x->a],
				teg_color_es[s->o.colors[x->party]]);
			color_word(s, x->party, lang, &t);
			echo_line(echo, lang, "teg.echo.zone", "a", m->name[x->a], "player", teg_name(s, x->party), "color",
				sbuf_str(&t), NULL);
			break;
		case TS_CARD:
			sbuf_puts(canon, "TARJETA\n");
			echo_line(echo, lang, "teg.echo.card", NULL);
			break;
		case TS_ACCEPT:
			sbuf_printf(canon, "ACEPTO PACTO %d\n", x->n);
			echo_line(echo, lang, "teg.echo.accept", "pact", n, NULL);
			break;
		case TS_REJECT:
			sbuf_printf(canon, "RECHAZO PACTO %d\n", x->n);
			echo_line(echo, lang, "teg.echo.reject", "pact", n, NULL);
			break;
		case TS_BREAK:
			sbuf_printf(canon, "ROMPO PACTO %d\n", x->n);
			echo_line(echo, lang, "teg.echo.break", "pact", n, NULL);
			break;
		}
	}
	if (p->plays && s->phase == TEG_TURN && who == s->active)
		echo_line(echo, lang, "teg.echo.turn_ends", NULL);
	sbuf_free(&t);
	free(p);
	return ES_OK;
}
