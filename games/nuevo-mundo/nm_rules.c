/* The rules tables of Nuevo Mundo (nm_rules.h). */
#include "games/nuevo-mundo/nm_rules.h"

#include <string.h>

#include "games/kit/kit_lines.h"

const int nm_price[NM_NPIECES] = { [NM_CQ] = 1, [NM_CA] = 2, [NM_SHIP] = 3 };

/* TABLA DE PRODUCCIÓN DE CRÉDITOS (rulebook V.01), cell by cell. */
static const int credit_table[7][7] = {
	{ 3 },
	{ 5, 7 },
	{ 7, 9, 11 },
	{ 8, 10, 12, 14 },
	{ 9, 11, 13, 15, 16 },
	{ 10, 12, 14, 16, 17, 18 },
	{ 10, 12, 14, 16, 17, 18, 19 },
};

int nm_credits(int settlements, int islands)
{
	if (settlements < 1 || islands < 1 || islands > 7 || islands > settlements)
		return 0;
	return credit_table[(settlements > 7 ? 7 : settlements) - 1][islands - 1];
}

/* RULES-NOTES.md: four green faces, one red, one black. */
const int nm_die_faces[6] = { NM_GREEN, NM_GREEN, NM_GREEN, NM_GREEN, NM_RED, NM_BLACK };

/* Codes are unambiguous prefixes-free words: no two kinds share a code. */
const nm_kind_info nm_kinds[NM_NKINDS] = {
	{ "semi", "seed", "nm.kind.semi" },
	{ "seco", "nut", "nm.kind.seco" },
	{ "riq", "rich", "nm.kind.riq" },
	{ "frut", "fruit", "nm.kind.frut" },
	{ "cult", "cult", "nm.kind.cult" },
	{ "anim", "anim", "nm.kind.anim" },
};

#define K7(k) { k, 1 }, { k, 1 }, { k, 2 }, { k, 2 }, { k, 3 }, { k, 3 }, { k, 4 }
#define K6(k) { k, 1 }, { k, 1 }, { k, 2 }, { k, 2 }, { k, 3 }, { k, 4 }
const nm_card nm_default_cards[NM_NCARDS] = { K7(0), K7(1), K6(2), K7(3), K6(4), K7(5) };

int nm_cards_parse(const char *text, nm_card *out, const char **why)
{
	int n = 0, seen[NM_NKINDS] = { 0 };
	kit_lines r;
	es_err e;
	kit_lines_init(&r, text, "cards", 64);
	for (int rc; (rc = kit_lines_next(&r, &e)) != 0;) {
		char *w[3];
		long points;
		int nw = rc == 1 ? kit_split(r.buf, w, 3) : -1;
		if (nw == 0 || (nw > 0 && w[0][0] == '#'))
			continue;
		int k = 0;
		while (nw == 2 && k < NM_NKINDS && strcmp(nm_kinds[k].code, w[0]) && strcmp(nm_kinds[k].code_en, w[0]))
			k++;
		if (nw != 2 || k == NM_NKINDS || !kit_num(w[1], 4, &points) || points < 1) {
			*why = "a card line is '<kind code> <points 1-4>' with a kind code of semi, seco, riq, frut, cult, anim";
			return -1;
		}
		if (n == NM_NCARDS) {
			*why = "more than 40 cards";
			return -1;
		}
		out[n++] = (nm_card){ k, (int)points };
		seen[k] = 1;
	}
	for (int k = 0; k < NM_NKINDS; k++)
		if (!seen[k]) {
			*why = "every kind needs at least one card";
			return -1;
		}
	if (n != NM_NCARDS) {
		*why = "the deck has 40 cards";
		return -1;
	}
	return 0;
}

int nm_criterion(int mine, int theirs)
{
	if (mine >= 2 * theirs)
		return NM_DOUBLE;
	if (2 * mine <= theirs)
		return NM_HALF;
	return NM_EVEN;
}

int nm_tactic_beats(int a, int b)
{
	int d = ((a - b) % NM_TACTICS + NM_TACTICS) % NM_TACTICS;
	return d == 0 ? 0 : d <= 2 ? 1 : -1;
}

static int english(const char *lang)
{
	return lang && !strcmp(lang, "en");
}

const char *nm_kind_code(int k, const char *lang)
{
	return english(lang) ? nm_kinds[k].code_en : nm_kinds[k].code;
}

const char *nm_crit_word(int criterion, const char *lang)
{
	static const char *const es[] = { [NM_HALF] = "mitad", [NM_EVEN] = "equilibrio", [NM_DOUBLE] = "doble" };
	static const char *const en[] = { [NM_HALF] = "half", [NM_EVEN] = "even", [NM_DOUBLE] = "double" };
	return english(lang) ? en[criterion] : es[criterion];
}

/* The default (RULES-NOTES.md): mitad 1/1, equilibrio 1/2, doble 2/3 (distance 1/2). */
const int nm_loss[3][2] = { [NM_HALF] = { 1, 1 }, [NM_EVEN] = { 1, 2 }, [NM_DOUBLE] = { 2, 3 } };
