/* La reconquista: the small read-only helpers of the state (names,
 * counts, lists, numbers, placement rounds) that every file of the engine
 * uses. They sit below reco.c and reco_check.c and call nothing above. */
#include <stdio.h>

#include "adjudicator/base/tpl.h"
#include "games/kit/kit_map.h"
#include "games/reconquista/reco_int.h"

static void seat_name(const reco_state *s, int seat, char *buf, size_t n)
{
	if (s->names && s->names[seat])
		snprintf(buf, n, "%s", s->names[seat]);
	else
		snprintf(buf, n, "#%d", seat + 1);
}

const char *reco_name(const reco_state *s, int seat)
{
	return s->names && s->names[seat] ? s->names[seat] : "?";
}

uint64_t reco_cards(const reco_state *s, int seat)
{
	return kit_map_owned(s->owner, RECO_NPROV, seat);
}

int reco_count(const reco_state *s, int seat)
{
	return __builtin_popcountll(reco_cards(s, seat));
}

uint64_t reco_involved_of(const reco_state *s, int seat, int target)
{
	return reco_cards(s, seat) & s->map->adj[target];
}

int reco_sum(const reco_state *s, uint64_t set)
{
	int t = 0;
	for (int i = 0; i < RECO_NPROV; i++)
		if (set >> i & 1)
			t += s->troops[i];
	return t;
}

int reco_defender(const reco_state *s)
{
	return s->target >= 0 ? s->owner[s->target] : -1;
}

void reco_list_troops(const reco_state *s, uint64_t set, sbuf *out)
{
	int k = 0;
	for (int i = 0; i < RECO_NPROV; i++)
		if (set >> i & 1)
			sbuf_printf(out, "%s%s (%d)", k++ ? ", " : "", s->map->name[i], s->troops[i]);
	if (!k)
		sbuf_puts(out, "—");
}

void reco_list_names(const reco_state *s, uint64_t set, sbuf *out)
{
	kit_map_list(out, s->map->name[0], sizeof s->map->name[0], RECO_NPROV, set);
}

void reco_list_seats(const reco_state *s, uint32_t seats, sbuf *out)
{
	int k = 0;
	for (int i = 0; i < s->n; i++)
		if (seats >> i & 1) {
			char b[64];
			seat_name(s, i, b, sizeof b);
			sbuf_printf(out, "%s%s", k++ ? ", " : "", b);
		}
	if (!k)
		sbuf_puts(out, "—");
}

void reco_list_and(const reco_state *s, int first, uint64_t set, const char *lang, sbuf *out)
{
	int order[RECO_NPROV], n = 0;
	if (first >= 0 && (set >> first & 1))
		order[n++] = first;
	for (int i = 0; i < RECO_NPROV; i++)
		if ((set >> i & 1) && i != first)
			order[n++] = i;
	for (int k = 0; k < n; k++) {
		if (k && k == n - 1) {
			sbuf_putc(out, ' ');
			tpl_put(out, lang, "reco.and", NULL);
			sbuf_putc(out, ' ');
		} else if (k) {
			sbuf_puts(out, ", ");
		}
		sbuf_puts(out, s->map->name[order[k]]);
	}
}

void reco_num(sbuf *out, const char *lang, const char *noun, int n)
{
	char id[48], v[16];
	snprintf(id, sizeof id, "reco.n.%s.%s", noun, n == 0 ? "0" : n == 1 ? "1" : "n");
	snprintf(v, sizeof v, "%d", n);
	tpl_put(out, lang, id, "n", v, NULL);
}

const char *reco_numb(char *buf, size_t cap, const char *lang, const char *noun, int n)
{
	sbuf b = SBUF_INIT;
	reco_num(&b, lang, noun, n);
	snprintf(buf, cap, "%s", sbuf_str(&b));
	sbuf_free(&b);
	return buf;
}

void reco_play_order(const reco_state *s, sbuf *out)
{
	int first = (s->dealer - 1 + s->n) % s->n, k = 0;
	for (int j = 0; j < s->n; j++) {
		int seat = (first - j + s->n) % s->n;
		if (!(s->out >> seat & 1))
			sbuf_printf(out, "%s%s", k++ ? ", " : "", reco_name(s, seat));
	}
}

void reco_place_order(const reco_state *s, sbuf *out)
{
	for (int j = 0; j < s->n; j++)
		sbuf_printf(out, "%s%s", j ? ", " : "", reco_name(s, (s->dealer + j) % s->n));
}

int reco_place_rounds(const reco_state *s)
{
	return (s->each + RECO_PLACE_EACH - 1) / RECO_PLACE_EACH;
}

int reco_seat_round(const reco_state *s, int seat)
{
	int r = (s->each - s->left[seat]) / RECO_PLACE_EACH + 1;
	return r < 1 ? 1 : r;
}

int reco_place_round(const reco_state *s)
{
	return reco_seat_round(s, s->active);
}

int reco_round_need(const reco_state *s, int seat, int round)
{
	int left = s->left[seat] - (round - reco_seat_round(s, seat)) * RECO_PLACE_EACH;
	return left < RECO_PLACE_EACH ? (left > 0 ? left : 0) : RECO_PLACE_EACH;
}

void reco_notes_list(const reco_state *s, const reco_note *v, int n, sbuf *out)
{
	for (int k = 0; k < n; k++)
		sbuf_printf(out, "%s%s +%d", k ? ", " : "", s->map->name[v[k].prov], v[k].n);
}

void reco_notes_text(const reco_state *s, const reco_note *v, int n, const char *lang, sbuf *out)
{
	for (int k = 0, e; k < n; k = e) {
		for (e = k; e < n && v[e].round == v[k].round; e++)
			;
		sbuf l = SBUF_INIT;
		char rd[16];
		snprintf(rd, sizeof rd, "%d", v[k].round);
		reco_notes_list(s, v + k, e - k, &l);
		if (k)
			sbuf_puts(out, "; ");
		tpl_put(out, lang, "reco.ahead.round", "round", rd, "list", sbuf_str(&l), NULL);
		sbuf_free(&l);
	}
}

int reco_quiet_rounds(const reco_state *s)
{
	int playing = 0;
	for (int i = 0; i < s->n; i++)
		playing += !(s->out >> i & 1);
	/* quiet counts the turn under way too (start_turn). */
	return s->quiet && playing ? (int)(s->quiet - 1) / playing : 0;
}
