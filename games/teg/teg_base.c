/* TEG: the helpers every other file of the engine shares (seat names and
 * counts, quantities in words, continent names, the names of phases and
 * ends) and the end of the game, which turns and battles both reach. It
 * calls nothing else of the engine, so the rule files can call it from
 * below without calling back up. */
#include <stdio.h>

#include "adjudicator/base/tpl.h"
#include "games/kit/kit_map.h"
#include "games/teg/teg_int.h"

const char *const teg_phase_names[TEG_NPHASES + 1] = { "claim", "placement", "turn", "over", NULL };
const char *const teg_end_names[TEG_END_N + 1] = { [TEG_END_NONE] = "none", [TEG_END_VICTORY] = "victory",
	[TEG_END_DRAW] = "draw", [TEG_END_CAP] = "cap", NULL };

const char *teg_name(const teg_state *s, int seat)
{
	return s->names && seat >= 0 && seat < s->n && s->names[seat] ? s->names[seat] : "?";
}

uint64_t teg_lands(const teg_state *s, int seat)
{
	return kit_map_owned(s->owner, TEG_NC, seat);
}

int teg_count(const teg_state *s, int seat)
{
	return __builtin_popcountll(teg_lands(s, seat));
}

int teg_hand(const teg_state *s, int seat, int *cards)
{
	int k = 0;
	for (int i = 0; i < TEG_NC; i++)
		if (s->holder[i] == seat) {
			if (cards)
				cards[k] = i;
			k++;
		}
	return k;
}

int teg_alive(const teg_state *s, int seat)
{
	return seat >= 0 && seat < s->n && !(s->out >> seat & 1);
}

int teg_seat_of_color(const teg_state *s, int color)
{
	for (int i = 0; i < s->n; i++)
		if (s->o.colors[i] == color)
			return i;
	return -1;
}

void teg_num(char *buf, size_t n, long v)
{
	snprintf(buf, n, "%ld", v);
}

void teg_qty(sbuf *out, const char *lang, const char *one, const char *many, long n)
{
	char v[16];
	teg_num(v, sizeof v, n);
	tpl_put(out, lang, n == 1 ? one : many, "n", v, NULL);
}

void teg_qty_both(teg_qty2 *q, const char *one, const char *many, long n)
{
	sbuf b = SBUF_INIT;
	teg_qty(&b, "es", one, many, n);
	snprintf(q->es, sizeof q->es, "%s", sbuf_str(&b));
	sbuf_reset(&b);
	teg_qty(&b, "en", one, many, n);
	snprintf(q->en, sizeof q->en, "%s", sbuf_str(&b));
	sbuf_free(&b);
}

void teg_cont_name(const teg_state *s, int c, const char *lang, sbuf *out)
{
	char id[48];
	snprintf(id, sizeof id, "teg.cont.%s", s->map->cont_id[c]);
	tpl_put(out, lang, id, NULL);
}

/* ---- the end ---------------------------------------------------------- */

void teg_end_game(teg_state *s, int end, uint32_t winners, game_events *ev)
{
	s->phase = TEG_OVER;
	s->end = end;
	s->winners = winners;
	for (int i = 0; i < s->n; i++)
		s->nqueue[i] = 0;
	if (end == TEG_END_VICTORY)
		return; /* the victory event says it */
	sbuf who = SBUF_INIT;
	for (int i = 0; i < s->n; i++)
		if (winners >> i & 1)
			sbuf_printf(&who, "%s%s", who.len ? ", " : "", teg_name(s, i));
	char m[16];
	teg_num(m, sizeof m, s->o.max_turns);
	game_emit(ev, GAME_ALL, 1, end == TEG_END_CAP ? "teg.ev.cap" : "teg.ev.draw", "players", sbuf_str(&who), "max",
		m, NULL);
	sbuf_free(&who);
}
