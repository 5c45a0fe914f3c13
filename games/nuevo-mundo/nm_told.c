/* Nuevo Mundo: what happened, told to each reader as it concerns it.
 * After create, apply and timeout, an event about a seat gets a twin
 * worded "you" for that seat ("Entras en Sal (T7)…", "berta te toma una
 * tarjeta…"); the others keep the third person. */
#include <string.h>

#include "games/nuevo-mundo/nm_int.h"

/* "_you": the reader did it; "_to_you": it was done to the reader. Each
 * var holds a seat's name (nm_name); "players" only when it is one. */
static const game_told_rule rules[] = {
	{ "nm.ev.skipped", "_you", "player", 0 },
	{ "nm.ev.order", "_you", "player", 0 },
	{ "nm.ev.entry_next", "_you", "player", 0 },
	{ "nm.ev.entered", "_you", "player", 0 },
	{ "nm.ev.turn", "_you", "player", 0 },
	{ "nm.ev.bought", "_you", "player", 0 },
	{ "nm.ev.placed_cq", "_you", "player", 0 },
	{ "nm.ev.placed_ca", "_you", "player", 0 },
	{ "nm.ev.card_up", "_you", "player", 0 },
	{ "nm.ev.no_card", "_you", "player", 0 },
	{ "nm.ev.launched", "_you", "player", 0 },
	{ "nm.ev.conflict", "_you", "player", 0 },
	{ "nm.ev.conflict", "_to_you", "defender", 0 },
	{ "nm.ev.attempt_green", "_you", "player", 0 },
	{ "nm.ev.attempt_red", "_you", "player", 0 },
	{ "nm.ev.attempt_black", "_you", "player", 0 },
	{ "nm.ev.black_lost", "_you", "player", 0 },
	{ "nm.ev.black_lost_ship", "_you", "player", 0 },
	{ "nm.ev.combo_black", "_you", "player", 0 },
	{ "nm.ev.combo_red", "_you", "player", 0 },
	{ "nm.ev.moved", "_you", "player", 0 },
	{ "nm.ev.sailed", "_you", "player", 0 },
	{ "nm.ev.ship_lost", "_you", "player", 0 },
	{ "nm.ev.embarked", "_you", "player", 0 },
	{ "nm.ev.disembarked", "_you", "player", 0 },
	{ "nm.ev.battle", "_you", "attacker", 0 },
	{ "nm.ev.battle", "_to_you", "defender", 0 },
	{ "nm.ev.battle_won", "_you", "player", 0 },
	{ "nm.ev.card_taken", "_you", "attacker", 0 },
	{ "nm.ev.card_taken", "_to_you", "defender", 0 },
	{ "nm.ev.no_card_to_take", "_you", "player", 0 },
	{ "nm.ev.eliminated", "_you", "player", 0 },
	{ "nm.ev.eliminated", "_to_you", "victor", 0 },
	{ "nm.ev.retreat_asked", "_you", "player", 0 },
	{ "nm.ev.retreat_asked", "_to_you", "defender", 0 },
	{ "nm.ev.retreat_accepted", "_you", "defender", 0 },
	{ "nm.ev.retreat_accepted", "_to_you", "player", 0 },
	{ "nm.ev.retreat_refused", "_you", "defender", 0 },
	{ "nm.ev.retreat_refused", "_to_you", "player", 0 },
	{ "nm.ev.retreat_failed", "_you", "player", 0 },
	{ "nm.ev.answer_accept", "_you", "player", 0 },
	{ "nm.ev.answer_refuse", "_you", "player", 0 },
	{ "nm.ev.timeout_entry", "_you", "player", 0 },
	{ "nm.ev.timeout_turn", "_you", "player", 0 },
	{ "nm.ev.timeout_answer", "_you", "player", 0 },
	{ "nm.ev.win_points", "_you", "players", 0 },
	{ "nm.ev.win_kinds", "_you", "players", 0 },
	{ "nm.ev.win_survival", "_you", "players", 0 },
	{ "nm.ev.winner_cards", "_you", "player", 0 },
};

static int seat_of(void *ctx, const game_event *e, const game_told_rule *r)
{
	const nm_state *s = ctx;
	const char *v = game_event_var(e, r->var);
	for (int p = 0; v && p < s->n; p++)
		if (!strcmp(v, nm_name(s, p)))
			return p;
	return -1;
}

static void told(const nm_state *s, game_events *ev, size_t from)
{
	game_told(ev, from, rules, sizeof rules / sizeof rules[0], seat_of, (void *)s);
}

int nm_create_told(void **st, int n, const char *const *names, const char *const *opts, size_t nopts, dice *d,
	game_events *ev, es_err *e)
{
	size_t from = ev ? ev->n : 0;
	int rc = nm_create(st, n, names, opts, nopts, d, ev, e);
	if (rc == ES_OK && ev)
		told(*st, ev, from);
	return rc;
}

void nm_apply_told(void *st, int who, const char *canon, dice *d, game_events *ev)
{
	size_t from = ev ? ev->n : 0;
	nm_apply(st, who, canon, d, ev);
	told(st, ev, from);
}

void nm_timeout_told(void *st, dice *d, game_events *ev)
{
	size_t from = ev ? ev->n : 0;
	nm_timeout(st, d, ev);
	told(st, ev, from);
}
