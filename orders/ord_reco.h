/* Order grammar of La reconquista: one order line -> one ord_reco. Spanish
 * keywords with English aliases, province names by display name, id or
 * another spelling from the map, accents, case and hyphens ignored. The
 * grammar knows nothing of the game state: legality is the engine's job. */
#ifndef ES_ORD_RECO_H
#define ES_ORD_RECO_H

#include <stdint.h>

#include "adjudicator/base/sbuf.h"
#include "orders/ord_places.h"

enum ord_reco_verb {
	ORD_RECO_PLACE,    /* COLOCAR <n> <provincia> */
	ORD_RECO_PASS,     /* PASO */
	ORD_RECO_MOVE,     /* MOVER <n> <origen> <destino> */
	ORD_RECO_ATTACK,   /* ATACAR <provincia> [CON <provincias>|CON NADA|CON TODAS] */
	ORD_RECO_DEFEND,   /* DEFENDER [CON <provincias>|CON NADA|CON TODAS] */
	ORD_RECO_STANDING, /* DEFENSA TODAS|NINGUNA */
};

/* How the CON list of ATACAR and DEFENDER was given. */
enum ord_reco_with {
	ORD_RECO_WITH_OMITTED, /* no CON */
	ORD_RECO_WITH_LIST,    /* CON a b c */
	ORD_RECO_WITH_NOTHING, /* CON NADA */
	ORD_RECO_WITH_ALL,     /* CON TODAS */
};

/* A parsed order; a plain value. Provinces are reco_map indices. */
typedef struct ord_reco {
	int verb;
	long count;    /* COLOCAR, MOVER: troops as written (may be 0) */
	int prov;      /* COLOCAR: province; MOVER: origin; ATACAR: target */
	int dest;      /* MOVER: destination */
	int with_kind; /* ATACAR, DEFENDER: enum ord_reco_with */
	uint64_t with; /* WITH_LIST: bit i for province i (repeats merged) */
	int all;       /* DEFENSA: 1 = TODAS, 0 = NINGUNA */
} ord_reco;

/* Whether a folded word opens an order (game_kind.order_verb). */
int ord_reco_verb(const char *fold);

/* Reads one order line into *out, places named as in pl (the engine's).
 * Returns ES_OK, or ES_ESYNTAX with the reason appended to `why` in lang
 * ("se esperaba: ...; ..."). */
int ord_reco_parse(const ord_places *pl, const char *line, const char *lang, ord_reco *out, sbuf *why);

#endif
