/* The rulebook's tables (see kr_rules.h); every row is tested against the
 * rule it comes from in tests/unit/test_kratos.c. */
#include "games/kratos/kr_rules.h"

#include <stddef.h>
#include <string.h>

#include "games/kratos/kr_board.h"

#define B(t) (1u << (t))

/* Rules 44-57, 67, 68 (speed from rule 30, playable from rule 17). */
const kr_piece_rule kr_piece_rules[KR_NTYPES] = {
	/*                rule cls          spd res pow ang cap steel play */
	[KR_PLANE]      = { 44, KR_WAR,        3, 1, 2, 1, 0, 60, 1 },
	[KR_BATTLESHIP] = { 45, KR_WAR,        1, 2, 4, 2, 0, 90, 1 },
	[KR_SWEEPER]    = { 46, KR_WAR,        1, 2, 1, 1, 0, 90, 1 },
	[KR_CARRIER]    = { 47, KR_WAR,        1, 2, 2, 1, 0, 120, 1 },
	[KR_SUB]        = { 48, KR_WAR,        1, 1, 3, 1, 0, 90, 1 },
	[KR_MINE]       = { 49, KR_WAR,        0, 0, 0, 0, 0, 30, 0 },
	[KR_P_IRON]     = { 52, KR_PRODUCER,   0, 1, 0, 0, 2, 90, 1 },
	[KR_P_WHEAT]    = { 53, KR_PRODUCER,   0, 1, 0, 0, 8, 90, 1 },
	[KR_P_OIL]      = { 54, KR_PRODUCER,   0, 1, 0, 0, 2, 90, 1 },
	[KR_P_STEEL]    = { 57, KR_PRODUCER,   0, 1, 0, 0, 10, 90, 1 },
	[KR_P_BREAD]    = { 55, KR_PRODUCER,   0, 1, 0, 0, 8, 90, 1 },
	[KR_P_GAS]      = { 56, KR_PRODUCER,   0, 1, 0, 0, 2, 90, 1 },
	[KR_MERCHANT]   = { 67, KR_TRANSPORT,  1, 1, 0, 0, 0, 90, 1 },
	[KR_TANKER]     = { 68, KR_TRANSPORT,  1, 1, 0, 0, 0, 90, 1 },
};

/* Rule 28: 1 short (2), 2-5 normal (3), 6 long (4). */
const int kr_base_speed[7] = { 0, 2, 3, 3, 3, 3, 4 };

/* Rule 10 (the producers by rule 11, 3 on each island). */
const kr_start_row kr_start[] = {
	{ 10, "1 petrolero", KR_TANKER, -1, 1 },
	{ 10, "1 mercante", KR_MERCHANT, -1, 1 },
	{ 10, "100 unidades de gasolina", -1, KR_GAS, 100 },
	{ 10, "200 unidades de pan", -1, KR_BREAD, 200 },
	{ 10, "1 acorazado", KR_BATTLESHIP, -1, 1 },
	{ 10, "3 aviones", KR_PLANE, -1, 3 },
};
const int kr_nstart = sizeof kr_start / sizeof kr_start[0];

/* Rule 11: 3 cards of each. */
const int kr_deck_primary[KR_COLOURS] = { KR_IRON, KR_IRON, KR_IRON, KR_WHEAT, KR_WHEAT, KR_WHEAT, KR_OIL, KR_OIL,
	KR_OIL };
const int kr_deck_secondary[KR_COLOURS] = { KR_STEEL, KR_STEEL, KR_STEEL, KR_BREAD, KR_BREAD, KR_BREAD, KR_GAS,
	KR_GAS, KR_GAS };

#define PRODUCERS (B(KR_P_IRON) | B(KR_P_WHEAT) | B(KR_P_OIL) | B(KR_P_STEEL) | B(KR_P_BREAD) | B(KR_P_GAS))

/* Rules 33, 46, 47, 67, 68. */
const kr_cargo_rule kr_cargo[] = {
	{ 46, KR_SWEEPER, B(KR_MINE), 5, 0 },
	{ 47, KR_CARRIER, B(KR_PLANE), 5, 0 },
	{ 67, KR_MERCHANT, PRODUCERS, 1, B(KR_IRON) | B(KR_WHEAT) | B(KR_BREAD) },
	{ 68, KR_TANKER, 0, 0, B(KR_OIL) | B(KR_GAS) },
};
const int kr_ncargo = sizeof kr_cargo / sizeof kr_cargo[0];

const kr_cargo_rule *kr_cargo_of(int t)
{
	for (int i = 0; i < kr_ncargo; i++)
		if (kr_cargo[i].carrier == t)
			return &kr_cargo[i];
	return NULL;
}

int kr_produces(int t)
{
	return t >= KR_P_IRON && t <= KR_P_GAS ? t - KR_P_IRON : -1;
}

/* Rule 50: iron -> steel, wheat -> bread, oil -> gasoline. */
int kr_consumes(int t)
{
	int g = kr_produces(t);
	return g >= KR_STEEL ? g - KR_STEEL : -1;
}

const char *const kr_type_word[KR_NTYPES] = { "avion", "acorazado", "dragaminas", "portaaviones", "submarino",
	"mina", "prod-hierro", "prod-trigo", "prod-petroleo", "prod-acero", "prod-pan", "prod-gasolina", "mercante",
	"petrolero" };
const char *const kr_good_word[KR_NGOODS] = { "hierro", "trigo", "petroleo", "acero", "pan", "gasolina" };
const char *const kr_colour_word[KR_COLOURS] = { "rojo", "azul", "verde", "amarillo", "negro", "blanco", "naranja",
	"violeta", "gris" };

/* The words as Spanish readers read them: the state's words above are
 * identifiers (saves, canonical orders, JSON) and keep their spelling. */
const char *const kr_type_es[KR_NTYPES] = { "avión", "acorazado", "dragaminas", "portaaviones", "submarino",
	"mina", "prod-hierro", "prod-trigo", "prod-petróleo", "prod-acero", "prod-pan", "prod-gasolina", "mercante",
	"petrolero" };
const char *const kr_good_es[KR_NGOODS] = { "hierro", "trigo", "petróleo", "acero", "pan", "gasolina" };

const char *const kr_type_en[KR_NTYPES] = { "plane", "battleship", "minesweeper", "carrier", "submarine", "mine",
	"iron-producer", "wheat-producer", "oil-producer", "steel-producer", "bread-producer", "gasoline-producer",
	"merchant", "tanker" };
const char *const kr_good_en[KR_NGOODS] = { "iron", "wheat", "oil", "steel", "bread", "gasoline" };
const char *const kr_colour_en[KR_COLOURS] = { "red", "blue", "green", "yellow", "black", "white", "orange",
	"violet", "grey" };

static int english(const char *lang)
{
	return lang && !strcmp(lang, "en");
}

const char *kr_type_w(int t, const char *lang)
{
	return english(lang) ? kr_type_en[t] : kr_type_es[t];
}

const char *kr_good_w(int g, const char *lang)
{
	return english(lang) ? kr_good_en[g] : kr_good_es[g];
}

const char *kr_colour_w(int c, const char *lang)
{
	return english(lang) ? kr_colour_en[c] : kr_colour_word[c];
}

/* The words the order grammar (orders/ord_kratos.c) reads, folded: types
 * (plural and English too; producers as one word, or "productora de X"
 * read by the grammar) and goods. */
static const lex_kw types[] = {
	{ KR_PLANE, "avion|aviones|plane|planes|aircraft" },
	{ KR_BATTLESHIP, "acorazado|acorazados|battleship|battleships" },
	{ KR_SWEEPER, "dragaminas|minesweeper|minesweepers|sweeper|sweepers" },
	{ KR_CARRIER, "portaaviones|carrier|carriers" },
	{ KR_SUB, "submarino|submarinos|submarine|submarines|sub|subs" },
	{ KR_MINE, "mina|minas|mine|mines" },
	{ KR_P_IRON, "prod-hierro|productora-hierro|iron-producer" },
	{ KR_P_WHEAT, "prod-trigo|productora-trigo|wheat-producer" },
	{ KR_P_OIL, "prod-petroleo|productora-petroleo|oil-producer" },
	{ KR_P_STEEL, "prod-acero|productora-acero|steel-producer" },
	{ KR_P_BREAD, "prod-pan|productora-pan|bread-producer" },
	{ KR_P_GAS, "prod-gasolina|productora-gasolina|gasoline-producer|petrol-producer" },
	{ KR_MERCHANT, "mercante|mercantes|merchant|merchants" },
	{ KR_TANKER, "petrolero|petroleros|tanker|tankers" },
	{ -1, NULL },
};

static const lex_kw goods[] = {
	{ KR_IRON, "hierro|iron" },
	{ KR_WHEAT, "trigo|wheat" },
	{ KR_OIL, "petroleo|oil" },
	{ KR_STEEL, "acero|steel" },
	{ KR_BREAD, "pan|bread" },
	{ KR_GAS, "gasolina|gasoline|petrol|gas" },
	{ -1, NULL },
};

const ord_kr_vocab kr_vocab = {
	.types = types, .goods = goods, .producer = KR_P_IRON, .islands = KR_NISLAND, .cell = kr_cell_parse,
};
