/* TEG: the secret objectives ("OBJETIVOS SECRETOS", "OBJETIVO COMUN",
 * "LISTA DE OBJETIVOS"): dealing them, the substitutions of the destroy
 * objectives, and testing whether a player holds his. */
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/teg/teg_int.h"

/* Three own countries bordering each other: a chain (some country
 * borders the other two) or, with the triangle option, all three. */
static int is_group(const teg_state *s, int a, int b, int c)
{
	const teg_map *m = s->map;
	int ab = teg_map_borders(m, a, b), bc = teg_map_borders(m, b, c), ac = teg_map_borders(m, a, c);
	if (s->o.triangle)
		return ab && bc && ac;
	return ab + bc + ac >= 2;
}

/* The continent terms of objective o with the countries `own`. */
static int terms_met(const teg_state *s, const teg_objective *o, uint64_t own)
{
	for (int c = 0; c < TEG_NCONT; c++)
		if (o->need[c] && __builtin_popcountll(own & s->map->cont_set[c]) < o->need[c])
			return 0;
	return 1;
}

static int occupy_met(const teg_state *s, const teg_objective *o, uint64_t own)
{
	if (!o->adjacent)
		return terms_met(s, o, own);
	if (s->o.overlap && !terms_met(s, o, own))
		return 0;
	/* Every group of three; without overlap the group may not be counted
	 * for the other terms, so they must hold without it. */
	int v[TEG_NC], n = 0;
	for (int i = 0; i < TEG_NC; i++)
		if (own >> i & 1)
			v[n++] = i;
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++) {
			if (!teg_map_borders(s->map, v[i], v[j]) && !(s->map->adj[v[i]] & s->map->adj[v[j]] & own))
				continue;
			for (int k = j + 1; k < n; k++) {
				if (!is_group(s, v[i], v[j], v[k]))
					continue;
				if (s->o.overlap)
					return 1;
				uint64_t g = (uint64_t)1 << v[i] | (uint64_t)1 << v[j] | (uint64_t)1 << v[k];
				if (terms_met(s, o, own & ~g))
					return 1;
			}
		}
	return 0;
}

int teg_secret_met(const teg_state *s, int seat)
{
	if (s->variant || s->common_only[seat])
		return 0;
	const teg_objective *o = &s->map->obj[s->objective[seat]];
	switch (o->kind) {
	case TEG_OBJ_COUNT:
		return teg_count(s, seat) >= o->count;
	case TEG_OBJ_DESTROY:
		/* Fulfilled "en el momento que elimina al último ejército de
		 * ese color": when someone else does it, common_only is set. */
		return s->target[seat] >= 0 && !teg_alive(s, s->target[seat]);
	default:
		return occupy_met(s, o, teg_lands(s, seat));
	}
}

int teg_objective_met(const teg_state *s, int seat)
{
	if (s->variant)
		return teg_count(s, seat) == TEG_NC; /* "El objetivo único y común es la conquista de los 50 países" */
	if (teg_count(s, seat) >= s->map->obj[0].count)
		return 1;
	return teg_secret_met(s, seat);
}

void teg_deal_objectives(teg_state *s, dice *d, game_events *ev)
{
	int cards[TEG_NOBJ - 1];
	for (int i = 0; i < TEG_NOBJ - 1; i++)
		cards[i] = i + 1;
	dice_shuffle(d, cards, TEG_NOBJ - 1);
	for (int i = 0; i < s->n; i++) {
		s->objective[i] = cards[i];
		s->target[i] = -1;
		const teg_objective *o = &s->map->obj[cards[i]];
		if (o->kind == TEG_OBJ_DESTROY) {
			/* "ya sea porque quien posee dicho objetivo es precisamente el
			 * jugador que tiene ese color, o porque nadie juega con ese
			 * color ... el objetivo pasa a ser el de destruir al color del
			 * jugador sentado a su derecha." */
			int t = teg_seat_of_color(s, o->color);
			if (t < 0 || t == i)
				t = (i - 1 + s->n) % s->n;
			s->target[i] = t;
		}
	}
	for (int i = 0; i < s->n; i++) {
		/* One line, "Tu objetivo secreto: Ocupar ...", in the reader's
		 * language: both go along. */
		char id[16];
		snprintf(id, sizeof id, "teg.obj.%d", s->objective[i]);
		sbuf es = SBUF_INIT, en = SBUF_INIT;
		tpl_put(&es, "es", id, NULL);
		tpl_put(&en, "en", id, NULL);
		game_emit(ev, GAME_SEAT(i), 0, "teg.ev.your_objective", "objective_es", sbuf_str(&es), "objective_en",
			sbuf_str(&en), NULL);
		sbuf_free(&es);
		sbuf_free(&en);
		if (s->target[i] >= 0 && s->map->obj[s->objective[i]].color != s->o.colors[s->target[i]])
			game_emit(ev, GAME_SEAT(i), 0, "teg.ev.objective_right", "player", teg_name(s, s->target[i]), NULL);
	}
}

void teg_objective_text(const teg_state *s, int seat, const char *lang, sbuf *out)
{
	if (s->variant) {
		tpl_put(out, lang, "teg.obj.variant", NULL);
		return;
	}
	char id[16];
	snprintf(id, sizeof id, "teg.obj.%d", s->objective[seat]);
	tpl_put(out, lang, id, NULL);
	int t = s->target[seat];
	if (s->common_only[seat]) {
		sbuf_putc(out, ' ');
		tpl_put(out, lang, "teg.obj.common_only", "player", teg_name(s, t), NULL);
	} else if (t >= 0 && s->map->obj[s->objective[seat]].color != s->o.colors[t]) {
		sbuf c = SBUF_INIT;
		char cid[32];
		snprintf(cid, sizeof cid, "teg.color.%s", teg_color_es[s->o.colors[t]]);
		tpl_put(&c, lang, cid, NULL);
		sbuf_putc(out, ' ');
		tpl_put(out, lang, "teg.obj.right", "player", teg_name(s, t), "color", sbuf_str(&c), NULL);
		sbuf_free(&c);
	}
	sbuf_putc(out, ' ');
	tpl_put(out, lang, "teg.obj.plus_common", NULL);
}
