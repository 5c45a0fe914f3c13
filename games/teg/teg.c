/* TEG: the game_kind entry points, creation (options, the deal of the
 * country cards, the dice for the leftover cards and for the first player).
 * The course of the game is in teg_turn.c, orders in teg_check.c, views in
 * teg_view.c, the small helpers the other files share in teg_base.c. */
#include "games/teg/teg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/kit/kit_engine.h"
#include "games/kit/kit_lines.h"
#include "games/kit/kit_map.h"
#include "games/teg/teg_int.h"
#include "orders/ord_teg.h"

/* Where the render test's playouts start (game_kind.starts): every player
 * count (the claims of the variant come with 2 and 3), victories in play,
 * a low cap for the cap's draw; the game master's draw is injected. */
static const game_start teg_starts[] = {
	{ .opts = "max_turns=300 defensive_exchange=1" },
	{ .opts = "max_turns=6 destroyed_cards=discard style=fair-play" },
	{ 0 },
};

/* ---- options ---------------------------------------------------------- */

static int parse_bool(const char *w, int *out)
{
	static const char *const yes[] = { "1", "yes", "si", "sí", "true", "on" };
	static const char *const no[] = { "0", "no", "false", "off" };
	for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++)
		if (!strcmp(w, yes[i]))
			return *out = 1, 1;
	for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
		if (!strcmp(w, no[i]))
			return *out = 0, 1;
	return 0;
}

/* "verde,rojo,azul": one distinct colour (Spanish or English) per seat. */
static int parse_colors(const char *w, int n, int *colors)
{
	int k = 0;
	uint32_t used = 0;
	const char *p = w;
	while (*p) {
		const char *c = strchr(p, ',');
		size_t len = c ? (size_t)(c - p) : strlen(p);
		int found = -1;
		for (int i = 0; i < TEG_NCOLORS; i++)
			if ((strlen(teg_color_es[i]) == len && !strncmp(p, teg_color_es[i], len)) ||
				(strlen(teg_color_ids[i]) == len && !strncmp(p, teg_color_ids[i], len)))
				found = i;
		if (found < 0 || (used >> found & 1) || k == n)
			return 0;
		used |= 1u << found;
		colors[k++] = found;
		p += len + (c != NULL);
	}
	return k == n;
}

static int parse_opts(teg_opts *o, int n, const char *const *opts, size_t nopts, es_err *e)
{
	memset(o, 0, sizeof *o);
	o->variant23 = 1;
	o->cards_to_destroyer = 1;
	o->overlap = 1;
	for (int i = 0; i < n; i++)
		o->colors[i] = i;
	for (size_t i = 0; i < nopts; i++) {
		const char *eq = strchr(opts[i], '=');
		size_t kl = eq ? (size_t)(eq - opts[i]) : 0;
		const char *v = eq ? eq + 1 : "";
		long num;
#define KEY(k) (kl == strlen(k) && !strncmp(opts[i], k, kl))
		if (KEY("variant23")) {
			if (!parse_bool(v, &o->variant23))
				return es_fail(e, ES_ESYNTAX, "variant23 wants 1 or 0, not '%s'", v);
		} else if (KEY("defensive_exchange")) {
			if (!parse_bool(v, &o->defensive))
				return es_fail(e, ES_ESYNTAX, "defensive_exchange wants 1 or 0, not '%s'", v);
		} else if (KEY("style")) {
			if (strcmp(v, "vale-todo") && strcmp(v, "fair-play"))
				return es_fail(e, ES_ESYNTAX, "style wants vale-todo or fair-play, not '%s'", v);
			o->fair_play = !strcmp(v, "fair-play");
		} else if (KEY("destroyed_cards")) {
			if (strcmp(v, "destroyer") && strcmp(v, "discard"))
				return es_fail(e, ES_ESYNTAX, "destroyed_cards wants destroyer or discard, not '%s'", v);
			o->cards_to_destroyer = !strcmp(v, "destroyer");
		} else if (KEY("adjacent")) {
			if (strcmp(v, "chain") && strcmp(v, "triangle"))
				return es_fail(e, ES_ESYNTAX, "adjacent wants chain or triangle, not '%s'", v);
			o->triangle = !strcmp(v, "triangle");
		} else if (KEY("adjacent_overlap")) {
			if (!parse_bool(v, &o->overlap))
				return es_fail(e, ES_ESYNTAX, "adjacent_overlap wants 1 or 0, not '%s'", v);
		} else if (KEY("max_turns")) {
			if (!kit_num(v, 1000000, &num))
				return es_fail(e, ES_ESYNTAX, "max_turns wants a number, 0 for no limit, not '%s'", v);
			o->max_turns = (int)num;
		} else if (KEY("colors")) {
			if (!parse_colors(v, n, o->colors))
				return es_fail(e, ES_ESYNTAX,
					"colors wants %d distinct colours separated by commas (azul, rojo, negro, amarillo, "
					"verde, magenta), not '%s'",
					n, v);
		} else {
			return es_fail(e, ES_ESYNTAX,
				"unknown option '%s' (TEG knows variant23, defensive_exchange, style, destroyed_cards, "
				"adjacent, adjacent_overlap, max_turns, colors)",
				opts[i]);
		}
#undef KEY
	}
	return ES_OK;
}

/* ---- dice at the table ------------------------------------------------ */

/* Picks k seats of `cand` by one die each, highest first; seats tied
 * across the cut roll again among themselves. The rolls go to `log`. */
static uint32_t pick_by_dice(const teg_state *s, dice *d, uint32_t cand, int k, sbuf *log)
{
	int roll[TEG_MAX_SEATS] = { 0 };
	if (log->len)
		sbuf_puts(log, "; ");
	int first = 1;
	for (int i = 0; i < s->n; i++)
		if (cand >> i & 1) {
			roll[i] = dice_roll(d, 6);
			sbuf_printf(log, "%s%s %d", first ? "" : ", ", teg_name(s, i), roll[i]);
			first = 0;
		}
	uint32_t chosen = 0;
	for (int v = 6; v >= 1 && k > 0; v--) {
		uint32_t group = 0;
		for (int i = 0; i < s->n; i++)
			if ((cand >> i & 1) && roll[i] == v)
				group |= 1u << i;
		int g = __builtin_popcount(group);
		if (!g)
			continue;
		if (g <= k) {
			chosen |= group;
			k -= g;
		} else {
			chosen |= pick_by_dice(s, d, group, k, log);
			k = 0;
		}
	}
	return chosen;
}

/* "Se mezclan las 50 TARJETAS DE PAISES, y se reparten entre los
 * jugadores"; the two left over go to the two highest dice. */
static void deal_countries(teg_state *s, dice *d, game_events *ev)
{
	int cards[TEG_NC];
	for (int i = 0; i < TEG_NC; i++)
		cards[i] = i;
	dice_shuffle(d, cards, TEG_NC);
	int dealt = TEG_NC - TEG_NC % s->n;
	for (int k = 0; k < dealt; k++) {
		s->owner[cards[k]] = k % s->n;
		s->armies[cards[k]] = 1;
	}
	if (dealt < TEG_NC) {
		sbuf log = SBUF_INIT, who = SBUF_INIT;
		uint32_t top = pick_by_dice(s, d, (1u << s->n) - 1, TEG_NC - dealt, &log);
		int k = dealt;
		for (int i = 0; i < s->n; i++)
			if (top >> i & 1) {
				s->owner[cards[k]] = i;
				s->armies[cards[k]] = 1;
				k++;
				sbuf_printf(&who, "%s%s", who.len ? ", " : "", teg_name(s, i));
			}
		game_emit(ev, GAME_ALL, 0, "teg.ev.leftover", "rolls", sbuf_str(&log), "players", sbuf_str(&who), NULL);
		sbuf_free(&log);
		sbuf_free(&who);
	}
	for (int i = 0; i < s->n; i++) {
		sbuf l = SBUF_INIT;
		char c[16];
		kit_map_list(&l, s->map->name[0], sizeof s->map->name[0], TEG_NC, teg_lands(s, i));
		teg_num(c, sizeof c, teg_count(s, i));
		TEG_EMIT_YOU(ev, i, 0, "teg.ev.dealt_you", "teg.ev.dealt",
			"player", teg_name(s, i), "count", c, "list", sbuf_str(&l), NULL);
		sbuf_free(&l);
	}
}

/* ---- game_kind entry points ------------------------------------------- */

static int teg_create(void **st, int n, const char *const *names, const char *const *opts, size_t nopts, dice *d,
	game_events *ev, es_err *e)
{
	if (n < 2 || n > TEG_MAX_SEATS)
		return es_fail(e, ES_EILLEGAL, "TEG is for 2 to 6 players, not %d", n);
	teg_opts o;
	int rc = parse_opts(&o, n, opts, nopts, e);
	if (rc)
		return rc;
	teg_state *s = xcalloc(1, sizeof *s);
	s->n = n;
	s->names = names;
	s->map = teg_map_get();
	s->o = o;
	s->variant = n <= 3 && o.variant23;
	s->next_pact = 1;
	for (int i = 0; i < TEG_NC; i++) {
		s->owner[i] = -1;
		s->holder[i] = -1;
	}
	for (int i = 0; i < n; i++)
		s->target[i] = -1;
	/* Events are rendered later in each reader's language and their vars
	 * are plain text: both namings go along, each template takes its own. */
	sbuf cols_es = SBUF_INIT, cols_en = SBUF_INIT;
	for (int i = 0; i < n; i++) {
		char cid[32];
		snprintf(cid, sizeof cid, "teg.color.%s", teg_color_es[o.colors[i]]);
		sbuf_printf(&cols_es, "%s%s (", i ? ", " : "", teg_name(s, i));
		sbuf_printf(&cols_en, "%s%s (", i ? ", " : "", teg_name(s, i));
		tpl_put(&cols_es, "es", cid, NULL);
		tpl_put(&cols_en, "en", cid, NULL);
		sbuf_putc(&cols_es, ')');
		sbuf_putc(&cols_en, ')');
	}
	game_emit(ev, GAME_ALL, 1, s->variant ? "teg.ev.start_variant" : "teg.ev.start", "players_es",
		sbuf_str(&cols_es), "players_en", sbuf_str(&cols_en), NULL);
	sbuf_free(&cols_es);
	sbuf_free(&cols_en);
	if (!s->variant) {
		deal_countries(s, d, ev);
		teg_deal_objectives(s, d, ev);
	}
	/* The deck, shuffled again ("se mezcla nuevamente"). */
	for (int i = 0; i < TEG_NC; i++)
		s->deck[i] = i;
	s->ndeck = TEG_NC;
	dice_shuffle(d, s->deck, TEG_NC);
	/* "Cada jugador tira un dado; el que obtiene el número mayor es el
	 * primero en jugar". */
	sbuf log = SBUF_INIT;
	uint32_t top = pick_by_dice(s, d, (1u << n) - 1, 1, &log);
	s->first = __builtin_ctz(top);
	/* Play goes to the left of the first player: seat order from him
	 * (next_alive in teg_turn.c), written out. */
	sbuf order = SBUF_INIT;
	for (int k = 0; k < n; k++)
		sbuf_printf(&order, "%s%s", k ? ", " : "", teg_name(s, (s->first + k) % n));
	TEG_EMIT_YOU(ev, s->first, 0, "teg.ev.first_you", "teg.ev.first", "rolls", sbuf_str(&log), "player",
		teg_name(s, s->first), "order", sbuf_str(&order), NULL);
	sbuf_free(&order);
	sbuf_free(&log);
	s->active = s->first;
	s->step = 1;
	if (s->variant) {
		s->phase = TEG_CLAIM;
		TEG_EMIT_YOU(ev, s->active, 0, "teg.ev.claim_to_you", "teg.ev.claim_to",
			"player", teg_name(s, s->active), NULL);
	} else {
		/* A deal that already fulfils an objective wins at once: the
		 * rulebook names the danger ("el objetivo esté cumplido aún
		 * antes de comenzar a jugar"). */
		for (int k = 0; k < n; k++) {
			int seat = (s->first + k) % n;
			if (teg_objective_met(s, seat)) {
				TEG_EMIT_YOU(ev, seat, 1, "teg.ev.victory_deal_you", "teg.ev.victory_deal", "player",
					teg_name(s, seat), NULL);
				teg_end_game(s, TEG_END_VICTORY, GAME_SEAT(seat), ev);
				break;
			}
		}
		if (s->phase != TEG_OVER)
			teg_start_setup(s, ev);
	}
	*st = s;
	return ES_OK;
}

static void teg_status(const void *st, game_status *out)
{
	const teg_state *s = st;
	kit_status(out, teg_phase_names[s->phase], s->turn, s->step, s->phase == TEG_OVER, s->winners,
		teg_end_names[s->end]);
	if (s->phase != TEG_OVER)
		out->waiting = GAME_SEAT(s->active);
	for (int i = 0; s->phase != TEG_OVER && i < s->n; i++)
		if (teg_alive(s, i))
			out->in |= GAME_SEAT(i);
	if (s->phase == TEG_PLACE)
		out->round = (unsigned)s->round;
}

static void teg_apply(void *st, int who, const char *canon, dice *d, game_events *ev)
{
	teg_state *s = st;
	arena *a = arena_new();
	game_lines lines;
	game_lines_split(a, canon, &lines);
	teg_plan *plan = xmalloc(sizeof *plan);
	game_reject rej;
	if (teg_plan_read(s, who, &lines, "es", plan, &rej) != ES_OK) {
		fprintf(stderr, "estafeta: teg: unchecked orders applied (line %zu: %s)\n", rej.index, rej.why);
		abort();
	}
	teg_execute(s, who, plan, d, ev);
	free(plan);
	arena_free(a);
}

static void teg_timeout(void *st, dice *d, game_events *ev)
{
	teg_state *s = st;
	switch (s->phase) {
	case TEG_CLAIM:
		teg_timeout_claim(s, d, ev);
		break;
	case TEG_PLACE:
		teg_timeout_place(s, d, ev);
		break;
	case TEG_TURN:
		teg_timeout_turn(s, d, ev);
		break;
	case TEG_OVER:
		break;
	}
}

static void teg_declare_draw(void *st, uint32_t among, game_events *ev)
{
	teg_state *s = st;
	if (s->phase == TEG_OVER)
		return;
	uint32_t alive = 0;
	for (int i = 0; i < s->n; i++)
		if (teg_alive(s, i))
			alive |= GAME_SEAT(i);
	teg_end_game(s, TEG_END_DRAW, alive & among ? alive & among : alive, ev);
}

void teg_scene(const void *st, int who, scene *out); /* teg_scene.c */
void teg_view_json(const void *st, int who, jw *out); /* teg_json.c */

/* The bot's mail for the seat awaited, marked as its suggestion: it uses
 * only what the seat may know (teg_bot.c), from a fixed dice stream so
 * that the same state gives the same suggestion. (PASO alone is refused
 * while armies are owed, which is every turn's start.) */
static void teg_quick(const void *st, int who, const char *lang, game_quick *out)
{
	(void)lang;
	const teg_state *s = st;
	if (s->phase != TEG_OVER && who == s->active)
		game_quick_bot(out, teg_bot, st, who);
}

const game_kind teg_kind = {
	.kind = "teg",
	.min_players = 2,
	.max_players = 6,
	.create = teg_create,
	.load = teg_load,
	.save = teg_save,
	.free = kit_free,
	.status = teg_status,
	.check = teg_check,
	.apply = teg_apply,
	.timeout = teg_timeout,
	.declare_draw = teg_declare_draw,
	.view = teg_view,
	.help = teg_help,
	.has = GAME_HAS_DEFAULT_TEXT | GAME_HAS_SCENE | GAME_HAS_QUICK,
	.default_text = teg_default_text,
	.quick = teg_quick,
	.bot = teg_bot,
	.redeal = teg_redeal,
	.scene = teg_scene,
	.view_json = teg_view_json,
	.phases = teg_phase_names,
	.ends = teg_end_names + 1,
	.starts = teg_starts,
	.order_verb = ord_teg_verb,
};
