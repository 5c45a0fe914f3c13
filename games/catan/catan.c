/* Catan: the game_kind interface. Creation (options, the board from the
 * seed, the first player by dice), status, timeouts (a missed turn, a
 * missed discard, a missed set-up placement) and the game master's draw.
 * The helpers shared by the engine's files are in catan_base.c. */
#include "games/catan/catan.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/catan/catan_int.h"
#include "games/kit/kit_engine.h"
#include "orders/ord_catan.h"

/* ---- phases and starts ----------------------------------------------- */

/* The words of status().phase (game_kind.phases): the phases, and
 * "robber" for the main phase while the robber waits to be moved. */
static const char *const phase_names[] = { "setup", "roll", "discard", "main", "robber", "over", NULL };

const char *catan_phase_name(const catan_state *s)
{
	static const int word[] = { [CATAN_PH_SETUP] = 0, [CATAN_PH_ROLL] = 1, [CATAN_PH_DISCARD] = 2,
		[CATAN_PH_MAIN] = 3, [CATAN_PH_OVER] = 5 };
	if (s->phase == CATAN_PH_MAIN && s->robber_pending)
		return phase_names[4]; /* "robber" */
	return phase_names[word[s->phase]];
}

/* Where the render test's playouts start (game_kind.starts): both boards
 * and every option both ways; victories come in play, the game master's
 * draw is injected. */
static const game_start catan_starts[] = {
	{ .opts = "" },
	{ .opts = "board=beginner dev_per_turn=unlimited knight_steals=yes steal=compulsory point_trade=yes "
		  "setup=official shortage=official" },
	{ 0 },
};

/* ---- creation -------------------------------------------------------- */

/* Options: key, accepted values (folded, '|'-separated) and the value
 * each stands for; the first spelling of each value is the one shown. */
typedef struct opt_def {
	const char *key;
	size_t off;
	const char *words[2];
	int values[2];
	int def;
} opt_def;

#define OPT(f) offsetof(catan_opts, f)
static const opt_def opt_defs[] = {
	{ "board", OPT(beginner), { "random|aleatorio", "beginner|principiante" }, { 0, 1 }, 0 },
	{ "dev_per_turn", OPT(dev_limit), { "unlimited|sin-limite|0", "1|one|una" }, { 0, 1 }, 0 },
	{ "knight_steals", OPT(knight_steals), { "yes|si", "no" }, { 1, 0 }, 1 },
	{ "steal", OPT(steal_forced), { "optional|opcional", "compulsory|obligatorio" }, { 0, 1 }, 0 },
	{ "point_trade", OPT(point_trade), { "yes|si", "no" }, { 1, 0 }, 1 },
	{ "setup", OPT(setup_official), { "literal|text|texto", "official|oficial" }, { 0, 1 }, 0 },
	{ "shortage", OPT(shortage_official), { "nobody|nadie|strict", "official|oficial" }, { 0, 1 }, 0 },
};

static int word_in(const char *list, const char *w, size_t n)
{
	for (const char *p = list; *p;) {
		size_t k = strcspn(p, "|");
		if (k == n && !strncmp(p, w, n))
			return 1;
		p += k + (p[k] == '|');
	}
	return 0;
}

static int read_opts(catan_opts *o, const char *const *opts, size_t nopts, es_err *e)
{
	size_t nd = sizeof opt_defs / sizeof opt_defs[0];
	for (size_t k = 0; k < nd; k++)
		*(int *)((char *)o + opt_defs[k].off) = opt_defs[k].def;
	for (size_t i = 0; i < nopts; i++) {
		const char *eq = strchr(opts[i], '=');
		size_t k = 0;
		while (eq && k < nd &&
			(strlen(opt_defs[k].key) != (size_t)(eq - opts[i]) || strncmp(opts[i], opt_defs[k].key, (size_t)(eq - opts[i]))))
			k++;
		if (!eq || k == nd)
			return es_fail(e, ES_ESYNTAX,
				"unknown option '%s' (Catan knows board=random|beginner, dev_per_turn=unlimited|1, "
				"knight_steals=yes|no, steal=optional|compulsory, point_trade=yes|no, setup=literal|official, "
				"shortage=nobody|official)",
				opts[i]);
		const char *v = eq + 1;
		int j = 0;
		while (j < 2 && !word_in(opt_defs[k].words[j], v, strlen(v)))
			j++;
		if (j == 2)
			return es_fail(e, ES_ESYNTAX, "option %s: '%s' is not %s or %s", opt_defs[k].key, v,
				opt_defs[k].words[0], opt_defs[k].words[1]);
		*(int *)((char *)o + opt_defs[k].off) = opt_defs[k].values[j];
	}
	return ES_OK;
}

/* The board from the seed: terrains shuffled, number tokens laid in
 * order along the counter-clockwise spiral from a corner drawn by lot
 * (skipping the desert), harbours shuffled over the nine slots. */
static void make_board(catan_state *s, dice *d)
{
	const catan_map *m = s->map;
	if (s->o.beginner) {
		s->spiral = -1;
		memcpy(s->terrain, m->beg_terrain, sizeof s->terrain);
		memcpy(s->number, m->beg_number, sizeof s->number);
		memcpy(s->harbour, m->beg_harbour, sizeof s->harbour);
	} else {
		int t[CATAN_NLAND], k = 0;
		for (int i = 0; i < CATAN_NTERRAIN; i++)
			for (int j = 0; j < m->terrain_deck[i]; j++)
				t[k++] = i;
		dice_shuffle(d, t, CATAN_NLAND);
		memcpy(s->terrain, t, sizeof s->terrain);
		s->spiral = (int)dice_below(d, CATAN_NSPIRAL);
		int tok = 0;
		for (int i = 0; i < CATAN_NLAND; i++) {
			int h = m->spiral[s->spiral][i];
			s->number[h] = s->terrain[h] == CATAN_DESERT ? 0 : m->token[tok++];
		}
		int hb[CATAN_NSLOT];
		k = 0;
		for (int i = 0; i < CATAN_NHARBOUR; i++)
			for (int j = 0; j < m->harbour_deck[i]; j++)
				hb[k++] = i;
		dice_shuffle(d, hb, CATAN_NSLOT);
		memcpy(s->harbour, hb, sizeof s->harbour);
	}
	for (int h = 0; h < CATAN_NLAND; h++)
		if (s->terrain[h] == CATAN_DESERT)
			s->robber = h; /* the robber starts on the desert */
}

/* "Cada jugador lanzará un dado; la mejor tirada": ties at the top roll
 * again among themselves. */
static int first_player(catan_state *s, dice *d, catan_ctx *c)
{
	uint32_t in = GAME_ALL & ((1u << s->n) - 1);
	for (int round = 1;; round++) {
		int roll[CATAN_MAXP] = { 0 }, best = 0;
		sbuf l = SBUF_INIT;
		for (int p = 0; p < s->n; p++) {
			if (!(in & GAME_SEAT(p)))
				continue;
			roll[p] = dice_roll(d, 6);
			if (roll[p] > best)
				best = roll[p];
			sbuf_printf(&l, "%s%s %d", l.len ? ", " : "", catan_pname(s, p), roll[p]);
		}
		catan_emit(s, c, GAME_ALL, 0, round == 1 ? "catan.ev.first_rolls" : "catan.ev.first_rerolls", "list",
			sbuf_str(&l), NULL);
		sbuf_free(&l);
		uint32_t top = 0;
		for (int p = 0; p < s->n; p++)
			if ((in & GAME_SEAT(p)) && roll[p] == best)
				top |= GAME_SEAT(p);
		if (__builtin_popcount(top) == 1)
			return __builtin_ctz(top);
		in = top;
	}
}

void catan_init_empty(catan_state *s, int n, const char *const *names)
{
	memset(s, 0, sizeof *s);
	s->n = n;
	s->names = names;
	s->map = catan_map_get();
	s->lr = s->la = s->winner = -1;
	for (int v = 0; v < CATAN_NV; v++)
		s->vown[v] = -1;
	for (int e = 0; e < CATAN_NE; e++)
		s->eown[e] = -1;
	s->next_offer = 1;
}

static int catan_create(void **st, int n, const char *const *names, const char *const *opts, size_t nopts, dice *d,
	game_events *ev, es_err *e)
{
	if (n < 3 || n > CATAN_MAXP)
		return es_fail(e, ES_EILLEGAL, "Catan is for 3 or 4 players, not %d", n);
	catan_opts o;
	int rc = read_opts(&o, opts, nopts, e);
	if (rc)
		return rc;
	catan_state *s = xmalloc(sizeof *s);
	catan_init_empty(s, n, names);
	s->o = o;
	catan_ctx c = { .sim = 0, .d = d, .ev = ev, .lang = "es" };
	make_board(s, d);
	for (int r = 0; r < CATAN_NRES; r++)
		s->bank[r] = CATAN_PER_RES;
	memcpy(s->deck, catan_dev_deck, sizeof s->deck);
	const catan_map *m = s->map;
	catan_emit(s, &c, GAME_ALL, 0, s->o.beginner ? "catan.ev.board_beginner" : "catan.ev.board_random", "corner",
		s->spiral >= 0 ? m->hex[m->spiral[s->spiral][0]] : "-", "robber", m->hex[s->robber], NULL);
	s->first = first_player(s, d, &c);
	int order[2 * CATAN_MAXP];
	catan_setup_order(s, order);
	s->phase = CATAN_PH_SETUP;
	s->active = order[0];
	s->step = 1;
	catan_emit_you(s, &c, s->first, 1, "catan.ev.first_you", "catan.ev.first", "player", catan_pname(s, s->first), NULL);
	sbuf so = SBUF_INIT, po = SBUF_INIT;
	catan_order_text(s, 1, &so);
	catan_order_text(s, 0, &po);
	int off = s->o.setup_official;
	/* Who starts was told just above: this says only the orders. */
	catan_emit(s, &c, GAME_ALL, 0, off ? "catan.ev.first_official" : "catan.ev.first_literal", "setup_order",
		sbuf_str(&so), "order", sbuf_str(&po), NULL);
	sbuf_free(&so);
	sbuf_free(&po);
	catan_emit_you(s, &c, s->active, 0, "catan.ev.setup_turn_you", "catan.ev.setup_turn", "player",
		catan_pname(s, s->active), "round", "1", NULL);
	*st = s;
	return ES_OK;
}

/* ---- the rest of the interface -------------------------------------- */

static void catan_status(const void *st, game_status *out)
{
	const catan_state *s = st;
	int over = s->phase == CATAN_PH_OVER;
	uint32_t all = GAME_ALL & ((1u << s->n) - 1);
	kit_status(out, catan_phase_name(s), s->turn, s->step, over,
		!over ? 0 : s->end == CATAN_END_VICTORY ? GAME_SEAT(s->winner) : s->draw_seats ? s->draw_seats : all,
		catan_end_words[s->end]);
	if (s->phase == CATAN_PH_DISCARD) {
		for (int p = 0; p < s->n; p++)
			if (s->owe[p])
				out->waiting |= GAME_SEAT(p);
	} else if (!over)
		out->waiting = GAME_SEAT(s->active);
	out->in = over ? 0 : all; /* nobody is eliminated */
	if (s->phase == CATAN_PH_SETUP)
		out->round = (unsigned)catan_setup_round(s);
}

/* A set-up placement not sent in time: a legal settlement and a road
 * next to it, by lot, through the same code as a mail. */
static void timeout_setup(catan_state *s, catan_ctx *c)
{
	const catan_map *m = s->map;
	int cand[CATAN_NV], k = 0;
	for (int v = 0; v < CATAN_NV; v++) {
		int free_path = 0;
		for (int j = 0; j < m->nvedge[v]; j++)
			free_path |= s->eown[m->vedge[v][j]] < 0;
		if (free_path && !catan_settle_why(s, s->active, v, 1))
			cand[k++] = v;
	}
	ord_catan o[2];
	memset(o, 0, sizeof o);
	o[0].verb = ORD_CATAN_SETTLE;
	o[0].where = cand[dice_below(c->d, (uint32_t)k)];
	int roads[3], nr = 0;
	for (int j = 0; j < m->nvedge[o[0].where]; j++)
		if (s->eown[m->vedge[o[0].where][j]] < 0)
			roads[nr++] = m->vedge[o[0].where][j];
	o[1].verb = ORD_CATAN_ROAD;
	o[1].where = roads[dice_below(c->d, (uint32_t)nr)];
	catan_emit_you(s, c, s->active, 0, "catan.ev.timeout_setup_you", "catan.ev.timeout_setup", "player",
		catan_pname(s, s->active), "v", m->vname[o[0].where], "e", m->ename[o[1].where], NULL);
	catan_mail mail;
	catan_mail_init(&mail, s);
	int who = s->active;
	if (catan_line(s, c, &mail, who, &o[0]) || catan_line(s, c, &mail, who, &o[1]) || catan_mail_end(s, c, &mail, who)) {
		fprintf(stderr, "estafeta: catan: the set-up by lot failed\n");
		abort();
	}
}

static void catan_timeout(void *st, dice *d, game_events *ev)
{
	catan_state *s = st;
	catan_ctx c = { .sim = 0, .d = d, .ev = ev, .lang = "es" };
	switch (s->phase) {
	case CATAN_PH_SETUP:
		timeout_setup(s, &c);
		break;
	case CATAN_PH_ROLL: {
		/* A missed turn: roll, the robber by lot without a steal, no
		 * builds, end. Discards of a 7 still wait for their deadline.
		 * A 7 without discards already ended the turn (and may have
		 * started and rolled the next one, AUTOTIRAR SI): end only the
		 * missed turn, never the next player's. */
		catan_emit_you(s, &c, s->active, 1, "catan.ev.timeout_turn_you", "catan.ev.timeout_turn", "player",
			catan_pname(s, s->active), NULL);
		unsigned turn = s->turn;
		s->missed = 1;
		catan_roll(s, &c);
		if (s->turn == turn && s->phase == CATAN_PH_MAIN && !s->robber_pending)
			catan_end_turn(s, &c);
		break;
	}
	case CATAN_PH_DISCARD:
		for (int p = 0; p < s->n; p++)
			if (s->owe[p])
				catan_auto_discard(s, &c, p);
		catan_after_discards(s, &c);
		break;
	case CATAN_PH_MAIN:
		catan_emit_you(s, &c, s->active, 1, "catan.ev.timeout_turn_you", "catan.ev.timeout_turn", "player",
			catan_pname(s, s->active), NULL);
		if (s->robber_pending)
			catan_auto_robber(s, &c);
		catan_end_turn(s, &c);
		break;
	case CATAN_PH_OVER:
		break;
	}
}

static void catan_declare_draw(void *st, uint32_t among, game_events *ev)
{
	catan_state *s = st;
	if (s->phase == CATAN_PH_OVER)
		return;
	uint32_t all = GAME_ALL & ((1u << s->n) - 1);
	s->draw_seats = (among & all) == all ? 0 : among & all; /* 0: every seat, as before */
	catan_ctx c = { .sim = 0, .ev = ev, .lang = "es" };
	s->phase = CATAN_PH_OVER;
	s->end = CATAN_END_DRAW;
	s->winner = -1;
	s->robber_pending = 0;
	memset(s->owe, 0, sizeof s->owe);
	sbuf who = SBUF_INIT;
	catan_drawn_names(s, &who);
	catan_emit(s, &c, GAME_ALL, 1, s->draw_seats ? "catan.ev.draw_some" : "catan.ev.draw", "players", sbuf_str(&who),
		NULL);
	sbuf_free(&who);
}

void catan_scene(const void *st, int who, scene *out); /* catan_scene.c */

/* Edition 2 of the rules brought lapsing offers (RULES-NOTES.md, "Trade
 * between players"). */
static void catan_rules(void *st, unsigned edition)
{
	((catan_state *)st)->keep_offers = edition < 2;
}
void catan_view_json(const void *st, int who, jw *out); /* catan_json.c */

const game_kind catan_kind = {
	.kind = "catan",
	.min_players = 3,
	.max_players = CATAN_MAXP,
	.create = catan_create,
	.load = catan_load,
	.save = catan_save,
	.free = kit_free,
	.status = catan_status,
	.check = catan_check,
	.apply = catan_apply,
	.timeout = catan_timeout,
	.declare_draw = catan_declare_draw,
	.view = catan_view,
	.help = catan_help,
	.has = GAME_HAS_DEFAULT_TEXT | GAME_HAS_SCENE | GAME_HAS_RULES | GAME_HAS_QUICK,
	.default_text = catan_default_text,
	.quick = catan_quick,
	.bot = catan_bot,
	.redeal = catan_redeal,
	.scene = catan_scene,
	.view_json = catan_view_json,
	.phases = phase_names,
	.ends = catan_end_words + 1,
	.starts = catan_starts,
	.rules = catan_rules,
	.order_verb = ord_catan_verb,
};
