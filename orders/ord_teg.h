/* Order grammar of TEG: one order line -> one ord_teg. Spanish keywords
 * with English aliases, country names by display name, id or another
 * spelling from the map (accents, case and hyphens ignored), colours in
 * either language. The grammar knows nothing of the game state: legality
 * is the engine's job (games/teg/teg_check.c). */
#ifndef ES_ORD_TEG_H
#define ES_ORD_TEG_H

#include "adjudicator/base/sbuf.h"
#include "orders/ord_places.h"

enum ord_teg_verb {
	ORD_TEG_PLACE,      /* INCORPORAR <n> <país> */
	ORD_TEG_EXCHANGE,   /* CANJEAR [<país> <país> <país>] */
	ORD_TEG_ATTACK,     /* ATACAR <de> <a> [HASTA CONQUISTAR | HASTA QUEDAR <n>] */
	ORD_TEG_MOVE,       /* MOVER <n>: armies into the country just conquered */
	ORD_TEG_REGROUP,    /* REAGRUPAR <n> <de> <a> */
	ORD_TEG_PASS,       /* PASO */
	ORD_TEG_CLAIM,      /* OCUPAR <país> (2-3 player variant) */
	ORD_TEG_PACT,       /* PACTO <país> <país> */
	ORD_TEG_PACT_WORLD, /* PACTO MUNDIAL <color|jugador> */
	ORD_TEG_ZONE,       /* [PACTO] ZONA INTERNACIONAL <país> [CON <color|jugador>] */
	ORD_TEG_ACCEPT,     /* ACEPTO PACTO <n> */
	ORD_TEG_REJECT,     /* RECHAZO PACTO <n> */
	ORD_TEG_BREAK,      /* ROMPO PACTO <n> */
	ORD_TEG_CARD,       /* TARJETA: the judge asks for the card anyway; accepted, changes nothing */
};

/* How an attack repeats. */
enum ord_teg_until { ORD_TEG_ONCE, ORD_TEG_UNTIL_CONQUERED, ORD_TEG_UNTIL_LEFT };

/* A parsed order; a plain value. Countries are teg_map indices. */
typedef struct ord_teg {
	int verb;
	long count;   /* PLACE, MOVE, REGROUP: armies as written (may be 0); pact number */
	int a, b;     /* countries: PLACE, CLAIM, ZONE: a; ATTACK, REGROUP, PACT: a -> b */
	int cards[3]; /* EXCHANGE: the countries of the cards, when given */
	int ncards;   /* 0 (the judge picks) or 3 */
	int until;    /* ATTACK: enum ord_teg_until */
	long left;    /* ATTACK HASTA QUEDAR: armies to keep */
	int color;    /* PACT_WORLD, ZONE: colour index (teg_color_ids), or -1 */
	char party[64]; /* PACT_WORLD, ZONE: the party as written when not a colour; "" none */
} ord_teg;

/* Whether a folded word opens an order (game_kind.order_verb). */
int ord_teg_verb(const char *fold);

/* Reads one order line into *out, places named as in pl (the engine's).
 * Returns ES_OK, or ES_ESYNTAX with the reason appended to `why` in lang
 * ("se esperaba: ...; ..."). */
int ord_teg_parse(const ord_places *pl, const char *line, const char *lang, ord_teg *out, sbuf *why);

#endif
