/* TEG: pacts ("PACTOS"): between two bordering countries, world-wide
 * between two colours, and the international zone. Proposals and pacts
 * are public; the engine enforces them (an attack across a pact is
 * illegal; a zone stays at one army) until they end by the rules. */
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/teg/teg_int.h"

static const struct {
	const char *rej, *skip;
} reasons[TEG_PR_COUNT] = {
	[TEG_PR_OK] = { "teg.rej.pact_ok", "teg.skip.pact_ok" },
	[TEG_PR_NOT_BORDER] = { "teg.rej.pact_not_border", "teg.skip.pact_not_border" },
	[TEG_PR_NOT_YOURS] = { "teg.rej.pact_not_yours", "teg.skip.pact_not_yours" },
	[TEG_PR_PARTY] = { "teg.rej.pact_party", "teg.skip.pact_party" },
	[TEG_PR_EXISTS] = { "teg.rej.pact_exists", "teg.skip.pact_exists" },
	[TEG_PR_FULL] = { "teg.rej.pact_full", "teg.skip.pact_full" },
	[TEG_PR_ZONE_OWNER] = { "teg.rej.zone_owner", "teg.skip.zone_owner" },
	[TEG_PR_ZONE_BORDER] = { "teg.rej.zone_border", "teg.skip.zone_border" },
	[TEG_PR_ZONE_ARMIES] = { "teg.rej.zone_armies", "teg.skip.zone_armies" },
	[TEG_PR_NOT_OFFERED] = { "teg.rej.pact_not_offered", "teg.skip.pact_not_offered" },
	[TEG_PR_NO_PACT] = { "teg.rej.pact_none", "teg.skip.pact_none" },
	[TEG_PR_NOT_PARTY] = { "teg.rej.pact_not_party", "teg.skip.pact_not_party" },
	[TEG_PR_BROKEN] = { "teg.rej.pact_broken", "teg.skip.pact_broken" },
};

const char *teg_pact_reason_id(int reason, int skipped)
{
	return skipped ? reasons[reason].skip : reasons[reason].rej;
}

teg_pact *teg_pact_find(teg_pact *pacts, int npacts, int id)
{
	for (int i = 0; i < npacts; i++)
		if (pacts[i].id == id)
			return &pacts[i];
	return NULL;
}

const teg_pact *teg_pact_find_c(const teg_pact *pacts, int npacts, int id)
{
	for (int i = 0; i < npacts; i++)
		if (pacts[i].id == id)
			return &pacts[i];
	return NULL;
}

static int party_of(const teg_pact *p, int seat)
{
	return p->from == seat || p->to == seat;
}

/* A pact binds `who` while in force, and after a break only the one who
 * broke it ("debe seguir respetándolo hasta que termine el próximo turno
 * de la otra parte"). */
static int binds(const teg_pact *p, int who)
{
	if (!party_of(p, who))
		return 0;
	return p->status == TEG_PACT_ACTIVE || (p->status == TEG_PACT_BROKEN && p->breaker == who);
}

int teg_pact_forbids(const teg_state *s, const teg_pact *pacts, int npacts, int who, int from, int to,
	int to_owner, int *pact_id)
{
	(void)s;
	for (int i = 0; i < npacts; i++) {
		const teg_pact *p = &pacts[i];
		if (!binds(p, who) || !party_of(p, to_owner) || to_owner == who)
			continue;
		int hit = p->kind == TEG_PACT_WORLD ||
			(p->kind == TEG_PACT_BORDER && from >= 0 &&
				((p->a == from && p->b == to) || (p->a == to && p->b == from)));
		if (hit) {
			if (pact_id)
				*pact_id = p->id;
			return 1;
		}
	}
	return 0;
}

const teg_pact *teg_zone_binding(const teg_pact *pacts, int npacts, int who, int c)
{
	for (int i = 0; i < npacts; i++)
		if (pacts[i].kind == TEG_PACT_ZONE && pacts[i].a == c && binds(&pacts[i], who))
			return &pacts[i];
	return NULL;
}

/* Does a pact of this kind over these countries/parties exist already? */
static int exists(const teg_pact *pacts, int npacts, int kind, int a, int b, int x, int y)
{
	for (int i = 0; i < npacts; i++) {
		const teg_pact *p = &pacts[i];
		if (p->kind != kind)
			continue;
		if (kind == TEG_PACT_BORDER && ((p->a == a && p->b == b) || (p->a == b && p->b == a)))
			return 1;
		if (kind == TEG_PACT_WORLD && party_of(p, x) && party_of(p, y))
			return 1;
		if (kind == TEG_PACT_ZONE && p->a == a)
			return 1;
	}
	return 0;
}

int teg_pact_why(const teg_state *s, const teg_pact *pacts, int npacts, const int *owner, const int *armies, int who,
	const teg_step *st)
{
	const teg_map *m = s->map;
	switch (st->kind) {
	case TS_PACT: {
		if (!teg_map_borders(m, st->a, st->b))
			return TEG_PR_NOT_BORDER;
		int oa = owner[st->a], ob = owner[st->b];
		if ((oa == who) == (ob == who) || oa < 0 || ob < 0 || !teg_alive(s, oa == who ? ob : oa))
			return TEG_PR_NOT_YOURS;
		if (exists(pacts, npacts, TEG_PACT_BORDER, st->a, st->b, -1, -1))
			return TEG_PR_EXISTS;
		return npacts >= TEG_MAX_PACTS ? TEG_PR_FULL : TEG_PR_OK;
	}
	case TS_PACT_WORLD:
		if (st->party == who || !teg_alive(s, st->party))
			return TEG_PR_PARTY;
		if (exists(pacts, npacts, TEG_PACT_WORLD, -1, -1, who, st->party))
			return TEG_PR_EXISTS;
		return npacts >= TEG_MAX_PACTS ? TEG_PR_FULL : TEG_PR_OK;
	case TS_ZONE: {
		if (st->party == who || !teg_alive(s, st->party))
			return TEG_PR_PARTY;
		int c = st->a, o = owner[c];
		if (o != who && o != st->party)
			return TEG_PR_ZONE_OWNER;
		/* "un país limítrofe a ambos": each party holds the zone or a
		 * country bordering it. */
		int near_who = o == who, near_party = o == st->party;
		for (int j = 0; j < TEG_NC; j++)
			if (m->adj[c] >> j & 1) {
				near_who |= owner[j] == who;
				near_party |= owner[j] == st->party;
			}
		if (!near_who || !near_party)
			return TEG_PR_ZONE_BORDER;
		/* "... y no defendido": a single army of occupation. */
		if (armies && armies[c] > 1)
			return TEG_PR_ZONE_ARMIES;
		if (exists(pacts, npacts, TEG_PACT_ZONE, c, -1, -1, -1))
			return TEG_PR_EXISTS;
		return npacts >= TEG_MAX_PACTS ? TEG_PR_FULL : TEG_PR_OK;
	}
	case TS_ACCEPT:
	case TS_REJECT: {
		const teg_pact *p = teg_pact_find_c(pacts, npacts, st->n);
		if (!p)
			return TEG_PR_NO_PACT;
		if (p->status != TEG_PACT_PROPOSED || p->to != who)
			return TEG_PR_NOT_OFFERED;
		/* A zone is still "no defendido" when the pact is made. */
		if (st->kind == TS_ACCEPT && p->kind == TEG_PACT_ZONE && armies && armies[p->a] > 1)
			return TEG_PR_ZONE_ARMIES;
		return TEG_PR_OK;
	}
	case TS_BREAK: {
		const teg_pact *p = teg_pact_find_c(pacts, npacts, st->n);
		if (!p)
			return TEG_PR_NO_PACT;
		if (!party_of(p, who))
			return TEG_PR_NOT_PARTY;
		return p->status == TEG_PACT_BROKEN ? TEG_PR_BROKEN : TEG_PR_OK;
	}
	default:
		return TEG_PR_OK;
	}
}

static void remove_at(teg_pact *pacts, int *npacts, int i)
{
	memmove(&pacts[i], &pacts[i + 1], (size_t)(*npacts - i - 1) * sizeof *pacts);
	(*npacts)--;
}

void teg_pact_do(const teg_state *s, teg_pact *pacts, int *npacts, int *next_id, int who, const teg_step *st)
{
	switch (st->kind) {
	case TS_PACT:
	case TS_PACT_WORLD:
	case TS_ZONE: {
		teg_pact *p = &pacts[(*npacts)++];
		memset(p, 0, sizeof *p);
		p->id = (*next_id)++;
		p->status = TEG_PACT_PROPOSED;
		p->from = who;
		p->breaker = -1;
		p->a = st->a;
		p->b = -1;
		if (st->kind == TS_PACT) {
			p->kind = TEG_PACT_BORDER;
			p->b = st->b;
			p->to = s->owner[st->a] == who ? s->owner[st->b] : s->owner[st->a];
		} else {
			p->kind = st->kind == TS_ZONE ? TEG_PACT_ZONE : TEG_PACT_WORLD;
			p->to = st->party;
			if (st->kind == TS_PACT_WORLD)
				p->a = -1;
		}
		break;
	}
	case TS_ACCEPT:
		teg_pact_find(pacts, *npacts, st->n)->status = TEG_PACT_ACTIVE;
		break;
	case TS_REJECT:
		remove_at(pacts, npacts, (int)(teg_pact_find(pacts, *npacts, st->n) - pacts));
		break;
	case TS_BREAK: {
		teg_pact *p = teg_pact_find(pacts, *npacts, st->n);
		if (p->status == TEG_PACT_PROPOSED) {
			remove_at(pacts, npacts, (int)(p - pacts)); /* withdrawn or declined */
		} else {
			p->status = TEG_PACT_BROKEN;
			p->breaker = who;
			p->broken_turn = s->turn;
		}
		break;
	}
	default:
		break;
	}
}

static void ended(teg_state *s, int i, const char *id, const char *country, game_events *ev)
{
	char n[16];
	teg_num(n, sizeof n, s->pacts[i].id);
	game_emit(ev, GAME_ALL, 0, id, "pact", n, "country", country ? country : "", NULL);
	remove_at(s->pacts, &s->npacts, i);
}

void teg_pacts_on_conquest(teg_state *s, int c, int old_owner, game_events *ev)
{
	(void)old_owner;
	int now = s->owner[c];
	for (int i = 0; i < s->npacts;) {
		const teg_pact *p = &s->pacts[i];
		/* "Alguno de los países que intervienen en el pacto es ocupado
		 * por otro color": a border pact ends whoever takes either
		 * country; a zone changes hands between its parties by design. */
		if ((p->kind == TEG_PACT_BORDER && (p->a == c || p->b == c)) ||
			(p->kind == TEG_PACT_ZONE && p->a == c && !party_of(p, now)))
			ended(s, i, "teg.ev.pact_ended_country", s->map->name[c], ev);
		else
			i++;
	}
}

void teg_pacts_on_elimination(teg_state *s, int seat, game_events *ev)
{
	for (int i = 0; i < s->npacts;) {
		if (party_of(&s->pacts[i], seat))
			ended(s, i, "teg.ev.pact_ended_player", NULL, ev);
		else
			i++;
	}
}

void teg_pacts_on_turn_end(teg_state *s, int who, game_events *ev)
{
	for (int i = 0; i < s->npacts;) {
		const teg_pact *p = &s->pacts[i];
		if (p->status == TEG_PACT_BROKEN && p->breaker != who && party_of(p, who) && p->broken_turn < s->turn)
			ended(s, i, "teg.ev.pact_ended_break", NULL, ev);
		else
			i++;
	}
}

void teg_pact_describe(const teg_state *s, const teg_pact *p, int who, const char *lang, sbuf *out)
{
	sbuf what = SBUF_INIT;
	char n[16];
	teg_num(n, sizeof n, p->id);
	if (p->kind == TEG_PACT_BORDER)
		tpl_put(&what, lang, "teg.pact.border", "a", s->map->name[p->a], "b", s->map->name[p->b], NULL);
	else if (p->kind == TEG_PACT_WORLD)
		tpl_put(&what, lang, "teg.pact.world", NULL);
	else
		tpl_put(&what, lang, "teg.pact.zone", "a", s->map->name[p->a], NULL);
	/* The reader a party reads it as "you": which text, by status and
	 * by the reader's part in it. */
	static const char *const ids[3][3] = {
		[TEG_PACT_PROPOSED] = { "teg.pact.proposed", "teg.pact.proposed_by_you", "teg.pact.proposed_to_you" },
		[TEG_PACT_ACTIVE] = { "teg.pact.active", "teg.pact.active_you", "teg.pact.active_you" },
		[TEG_PACT_BROKEN] = { "teg.pact.broken", "teg.pact.broken_by_you", "teg.pact.broken_to_you" },
	};
	int st = p->status == TEG_PACT_PROPOSED ? TEG_PACT_PROPOSED
		: p->status == TEG_PACT_ACTIVE	 ? TEG_PACT_ACTIVE
						 : TEG_PACT_BROKEN;
	int first = st == TEG_PACT_BROKEN ? p->breaker : p->from;
	int other = first == p->from ? p->to : p->from;
	int part = who < 0 ? 0 : who == first ? 1 : who == other ? 2 : 0;
	tpl_put(out, lang, ids[st][part], "pact", n, "what", sbuf_str(&what), "from", teg_name(s, p->from), "to",
		teg_name(s, p->to), "breaker", teg_name(s, p->breaker), "other", teg_name(s, other), "them",
		teg_name(s, who == p->from ? p->to : p->from), NULL);
	sbuf_free(&what);
}
