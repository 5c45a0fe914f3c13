/* Catan: a mail of orders. Which orders fit the phase and the sender, the
 * shape of a mail (set-up pair; knight then TIRAR; one discard; the rest
 * of a turn, ending it unless SEGUIR), the canonical form, check() on a
 * copy of the state and apply() on the real one through the same code. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/catan/catan_int.h"
#include "games/kit/kit_check.h"

#define CATAN_MAX_LINES 200

int catan_standing(int verb)
{
	return verb == ORD_CATAN_OFFER || verb == ORD_CATAN_REJECT || verb == ORD_CATAN_WITHDRAW ||
		verb == ORD_CATAN_PREFER || verb == ORD_CATAN_AUTOROLL;
}

void catan_blind(catan_state *s, int who)
{
	int deck = 0;
	for (int k = 0; k < CATAN_NDEV; k++)
		deck += s->deck[k];
	memset(s->deck, 0, sizeof s->deck);
	s->deck[CATAN_DEV_KNIGHT] = deck; /* its size is all anyone knows */
	s->drawn = 0;
	for (int p = 0; p < s->n; p++) {
		s->cmin[p] = s->cmax[p] = catan_hand_size(s, p);
		if (p == who)
			continue;
		memset(s->hand[p], 0, sizeof s->hand[p]);
		memset(s->dev[p], 0, sizeof s->dev[p]);
		memset(s->devnew[p], 0, sizeof s->devnew[p]);
		memset(s->pref[p], 0, sizeof s->pref[p]);
		s->npref[p] = 0;
		s->autoroll[p] = 0;
	}
}

void catan_mail_init(catan_mail *m, const catan_state *s)
{
	memset(m, 0, sizeof *m);
	m->phase0 = s->phase;
	m->settle_v = m->road_e = -1;
}

/* Out of turn: says what is awaited, and from whom (to the player whose
 * 7 it was: "tras tu 7"). */
static int awaited(const catan_state *s, catan_ctx *c, int who)
{
	switch (s->phase) {
	case CATAN_PH_SETUP:
		return catan_reject(c, ES_EOUTOFTURN, "catan.rej.wait_setup", "player", catan_pname(s, s->active), NULL);
	case CATAN_PH_DISCARD: {
		sbuf l = SBUF_INIT;
		for (int p = 0; p < s->n; p++)
			if (s->owe[p])
				sbuf_printf(&l, "%s%s", l.len ? ", " : "", catan_pname(s, p));
		const char *id = who == s->active ? "catan.rej.wait_discards_yours" : "catan.rej.wait_discards";
		int rc = catan_reject(c, ES_EOUTOFTURN, id, "players", sbuf_str(&l), "player", catan_pname(s, s->active),
			NULL);
		sbuf_free(&l);
		return rc;
	}
	default:
		return catan_reject(c, ES_EOUTOFTURN, "catan.rej.wait_turn", "player", catan_pname(s, s->active), NULL);
	}
}

/* Whether a turn action fits the phase, the sender and the mail so far. */
static int gate(catan_state *s, catan_ctx *c, catan_mail *m, int who, const ord_catan *o)
{
	int verb = o->verb;
	/* Out of turn, one acceptance and nothing else: no turn of his own. */
	if (s->phase == CATAN_PH_MAIN && who != s->active && m->actions)
		return awaited(s, c, who);
	if (m->closed)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.after_close", NULL);
	if (m->rolled)
		return catan_reject(c, ES_EILLEGAL, "catan.rej.after_roll", NULL);
	switch (s->phase) {
	case CATAN_PH_SETUP:
		if (who != s->active)
			return awaited(s, c, who);
		if (verb != ORD_CATAN_SETTLE && verb != ORD_CATAN_ROAD)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.setup_only", NULL);
		return ES_OK;
	case CATAN_PH_ROLL:
		if (who != s->active)
			return awaited(s, c, who);
		if (verb == ORD_CATAN_ROLL) {
			m->rolled = 1;
			return ES_OK;
		}
		/* Only a knight may come before the dice, and one ("una carta de
		 * caballero antes de tirar", part one); the roll phase is one mail,
		 * so a card played this turn was played in it. */
		if (verb == ORD_CATAN_KNIGHT)
			return s->dev_played ? catan_reject(c, ES_EILLEGAL, "catan.rej.one_knight_before_roll", NULL) : ES_OK;
		return catan_reject(c, ES_EILLEGAL, "catan.rej.roll_first", NULL);
	case CATAN_PH_DISCARD: {
		if (!s->owe[who] && !m->discarded)
			return awaited(s, c, who);
		char n[16];
		snprintf(n, sizeof n, "%d", s->owe[who]);
		if (verb != ORD_CATAN_DISCARD)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.discard_only", "n", n, NULL);
		if (m->discarded)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.discard_once", NULL);
		return ES_OK;
	}
	case CATAN_PH_MAIN:
		/* While the turn is open, the addressee of the active player's
		 * offer may accept it (accept() checks the offer is his). */
		if (who != s->active && (verb != ORD_CATAN_ACCEPT || s->robber_pending || m->actions))
			return awaited(s, c, who);
		if (who != s->active)
			return ES_OK;
		if (verb == ORD_CATAN_ROLL)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.rolled_already", NULL);
		if (verb == ORD_CATAN_DISCARD)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.no_discard", NULL);
		if (s->robber_pending && verb != ORD_CATAN_ROBBER)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.robber_first", NULL);
		if (!s->robber_pending && verb == ORD_CATAN_ROBBER)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.no_robber", NULL);
		if (verb == ORD_CATAN_CONTINUE || verb == ORD_CATAN_PASS) {
			m->closed = 1;
			m->cont = verb == ORD_CATAN_CONTINUE;
		}
		return ES_OK;
	}
	return catan_reject(c, ES_EOUTOFTURN, "catan.rej.over", NULL);
}

int catan_line(catan_state *s, catan_ctx *c, catan_mail *m, int who, const ord_catan *o)
{
	if (m->over) {
		/* The game ended earlier in this mail: the rest is void. */
		if (c->sim && c->echo) {
			catan_put(c->echo, c->lang, "catan.echo.void", NULL);
			sbuf_putc(c->echo, '\n');
		}
		return ES_OK;
	}
	if (s->phase == CATAN_PH_OVER)
		return catan_reject(c, ES_EOUTOFTURN, "catan.rej.over", NULL);
	int rc;
	if (!catan_standing(o->verb)) {
		if ((rc = gate(s, c, m, who, o)))
			return rc;
		m->actions++;
	}
	if ((rc = catan_exec(s, c, who, o, m)))
		return rc;
	if (s->phase == CATAN_PH_OVER)
		m->over = 1;
	return ES_OK;
}

static void echo_put(catan_ctx *c, const char *id)
{
	if (c->sim && c->echo) {
		catan_put(c->echo, c->lang, id, NULL);
		sbuf_putc(c->echo, '\n');
	}
}

int catan_mail_end(catan_state *s, catan_ctx *c, catan_mail *m, int who)
{
	if (m->over || !m->actions)
		return ES_OK;
	switch (m->phase0) {
	case CATAN_PH_SETUP:
		if (m->settle_v < 0)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.setup_missing_settlement", NULL);
		if (m->road_e < 0)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.setup_missing_road", NULL);
		if (!c->sim)
			catan_setup_next(s, c);
		return ES_OK;
	case CATAN_PH_ROLL:
		if (!m->rolled)
			return catan_reject(c, ES_EILLEGAL, "catan.rej.missing_roll", NULL);
		echo_put(c, "catan.echo.wait_rest");
		return ES_OK;
	case CATAN_PH_DISCARD:
		if (!c->sim) {
			int left = 0;
			for (int p = 0; p < s->n; p++)
				left += s->owe[p];
			if (!left)
				catan_after_discards(s, c);
		}
		return ES_OK;
	case CATAN_PH_MAIN:
		if (who != s->active) /* an acceptance: the turn goes on */
			return ES_OK;
		if (m->cont) {
			echo_put(c, "catan.echo.turn_continues");
			return ES_OK;
		}
		echo_put(c, "catan.echo.turn_ends");
		if (!c->sim)
			catan_end_turn(s, c);
		return ES_OK;
	}
	return ES_OK;
}

static void canon_cards(const int *cards, sbuf *out)
{
	int k = 0;
	for (int r = 0; r < CATAN_NCARDS; r++)
		if (cards[r])
			sbuf_printf(out, "%s%d %s", k++ ? " " : "", cards[r], ord_catan_card_word(r));
}

/* The order in canonical form: Spanish keywords, canonical places, seats
 * by colour; check() reads it back to the same order. */
static void canon_line(const catan_state *s, const ord_catan *o, sbuf *out)
{
	const catan_map *m = s->map;
	switch (o->verb) {
	case ORD_CATAN_SETTLE:
		sbuf_printf(out, "POBLADO %s", m->vname[o->where]);
		break;
	case ORD_CATAN_ROAD:
		sbuf_printf(out, "CARRETERA %s", m->ename[o->where]);
		break;
	case ORD_CATAN_CITY:
		sbuf_printf(out, "CIUDAD %s", m->vname[o->where]);
		break;
	case ORD_CATAN_BUY:
		sbuf_puts(out, "COMPRAR DESARROLLO");
		break;
	case ORD_CATAN_KNIGHT:
	case ORD_CATAN_ROBBER:
		sbuf_printf(out, "%s %s", o->verb == ORD_CATAN_KNIGHT ? "CABALLERO" : "LADRON", m->hex[o->where]);
		if (o->victim >= 0)
			sbuf_printf(out, " ROBAR %s", ord_catan_colour(o->victim));
		break;
	case ORD_CATAN_ROADS:
		sbuf_printf(out, "CARRETERAS %s", m->ename[o->where]);
		if (o->where2 >= 0)
			sbuf_printf(out, " %s", m->ename[o->where2]);
		break;
	case ORD_CATAN_INVENTION:
		sbuf_printf(out, "INVENCION %s %s", ord_catan_card_word(o->res[0]), ord_catan_card_word(o->res[1]));
		break;
	case ORD_CATAN_MONOPOLY:
		sbuf_printf(out, "MONOPOLIO %s", ord_catan_card_word(o->res[0]));
		break;
	case ORD_CATAN_DISCARD:
		sbuf_puts(out, "DESCARTAR ");
		canon_cards(o->give, out);
		break;
	case ORD_CATAN_BANK:
		sbuf_puts(out, "BANCO ");
		canon_cards(o->give, out);
		sbuf_puts(out, " POR ");
		canon_cards(o->get, out);
		break;
	case ORD_CATAN_OFFER:
		if (o->to >= 0)
			sbuf_printf(out, "OFRECER A %s DOY ", ord_catan_colour(o->to));
		else
			sbuf_puts(out, "OFRECER A TODOS DOY ");
		canon_cards(o->give, out);
		sbuf_puts(out, " PIDO ");
		canon_cards(o->get, out);
		if (o->until)
			sbuf_printf(out, " HASTA TURNO %ld", o->until);
		break;
	case ORD_CATAN_ACCEPT:
		sbuf_printf(out, "ACEPTAR %ld", o->num);
		break;
	case ORD_CATAN_REJECT:
		sbuf_printf(out, "RECHAZAR %ld", o->num);
		break;
	case ORD_CATAN_WITHDRAW:
		sbuf_printf(out, "RETIRAR %ld", o->num);
		break;
	case ORD_CATAN_ROLL:
		sbuf_puts(out, "TIRAR");
		break;
	case ORD_CATAN_CONTINUE:
		sbuf_puts(out, "SEGUIR");
		break;
	case ORD_CATAN_PASS:
		sbuf_puts(out, "PASO");
		break;
	case ORD_CATAN_PREFER:
		sbuf_puts(out, "PREFERENCIA DE DESCARTE");
		for (int i = 0; i < o->norder; i++)
			sbuf_printf(out, " %s", ord_catan_card_word(o->order[i]));
		break;
	case ORD_CATAN_AUTOROLL:
		sbuf_puts(out, o->on ? "AUTOTIRAR SI" : "AUTOTIRAR NO");
		break;
	}
	sbuf_putc(out, '\n');
}

/* The grammar of Catan for kit_check_parse; ctx is the state (seat names). */
static int parse_one(const char *line, const char *lang, const void *ctx, void *out, sbuf *why)
{
	const catan_state *s = ctx;
	return ord_catan_parse(catan_map_board(), line, lang, s->names, s->n, out, why);
}

int catan_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej)
{
	const catan_state *s0 = st;
	rej->index = (size_t)-1;
	rej->why[0] = '\0';
	catan_ctx c = { .sim = 1, .lang = lang, .rej = rej, .index = (size_t)-1 };
	if (lines->n > CATAN_MAX_LINES)
		return catan_reject(&c, ES_ESYNTAX, "catan.rej.too_many_lines", NULL);
	size_t n = lines->n ? lines->n : 1;
	ord_catan *o = xcalloc(n, sizeof *o);
	size_t *order = xcalloc(n, sizeof *order);
	catan_state *s = xmalloc(sizeof *s);
	sbuf cn = SBUF_INIT, ec = SBUF_INIT;
	int rc = ES_OK;
	if ((rc = kit_check_parse(lines, lang, parse_one, s0, o, sizeof o[0], rej)) != ES_OK)
		goto done;
	if (lines->n == 0) {
		/* A mail of the envelope alone (FIN) ends a turn, nothing else. */
		if (s0->phase != CATAN_PH_MAIN || who != s0->active || s0->robber_pending) {
			rc = catan_reject(&c, ES_ESYNTAX, "catan.rej.no_orders", NULL);
			goto done;
		}
		o[0].verb = ORD_CATAN_PASS;
	}
	/* In the set-up the settlement goes first, however written. */
	size_t k = 0;
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < n; i++)
			if ((s0->phase == CATAN_PH_SETUP && o[i].verb == ORD_CATAN_ROAD) == pass)
				order[k++] = i;
	memcpy(s, s0, sizeof *s);
	catan_blind(s, who);
	c.echo = &ec;
	catan_mail m;
	catan_mail_init(&m, s);
	for (size_t j = 0; j < n; j++) {
		size_t i = order[j];
		c.index = lines->n ? i : (size_t)-1;
		if ((rc = catan_line(s, &c, &m, who, &o[i])))
			goto done;
		canon_line(s, &o[i], &cn);
	}
	c.index = (size_t)-1;
	if ((rc = catan_mail_end(s, &c, &m, who)))
		goto done;
	sbuf_puts(canon, sbuf_str(&cn));
	sbuf_puts(echo, sbuf_str(&ec));
done:
	sbuf_free(&cn);
	sbuf_free(&ec);
	free(s);
	free(o);
	free(order);
	return rc;
}

void catan_apply(void *st, int who, const char *canon, dice *d, game_events *ev)
{
	catan_state *s = st;
	game_reject rej = { 0 };
	catan_ctx c = { .sim = 0, .d = d, .ev = ev, .lang = "es", .rej = &rej };
	catan_mail m;
	catan_mail_init(&m, s);
	int rc = ES_OK;
	size_t i = 0;
	for (const char *q = canon; *q && !rc; i++) {
		const char *nl = strchr(q, '\n');
		size_t len = nl ? (size_t)(nl - q) : strlen(q);
		char *line = xstrndup(q, len);
		q += len + (nl != NULL);
		ord_catan o;
		sbuf why = SBUF_INIT;
		c.index = i;
		if (len && ord_catan_parse(catan_map_board(), line, "es", s->names, s->n, &o, &why) != ES_OK) {
			game_reject_why(&rej, sbuf_str(&why));
			rc = ES_ESYNTAX;
		} else if (len) {
			rc = catan_line(s, &c, &m, who, &o);
		}
		sbuf_free(&why);
		free(line);
	}
	if (!rc)
		rc = catan_mail_end(s, &c, &m, who);
	if (rc) {
		fprintf(stderr, "estafeta: catan: unchecked orders applied (line %zu: %s)\n", rej.index, rej.why);
		abort();
	}
}
