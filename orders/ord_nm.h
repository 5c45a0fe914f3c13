/* Order grammar of Nuevo Mundo: one order line -> one ord_nm. Spanish
 * keywords first, English aliases; regions by id (T7, M3) or name from the
 * game's scenario, accents and case ignored. The grammar knows nothing of
 * the game state: legality is the engine's job. Forms (English in
 * parentheses; [] optional, | alternatives):
 *
 *   ENTRAR <tierra> [TARJETA <rubro> [/ <rubro>]...]       (ENTER ... CARD)
 *   COMPRAR <n> CQ [<n> CA] [<n> BARCOS]                  (BUY n CQ n CA n SHIPS; any order)
 *   COLOCAR <n> CQ|CA <tierra>                            (PLACE)
 *   BARCO <tierra> [<mar>]                                (SHIP: place, crew, launch)
 *   TARJETA <rubro> [/ <rubro>]...                        (CARD: preference for settlements)
 *   MOVER <n> [CQ] <origen> <destino> [REINTENTAR <n>] [CON COMBO]
 *   MOVER TODOS [MENOS <n>] <origen> <destino> ...        (MOVE ALL [BUT n])
 *   MOVER BARCO <bN> [<origen>] <destino> ...             (MOVE SHIP)
 *   MOVER FLOTA <bN>... [<origen>] <destino> ...          (MOVE FLEET: the ships named)
 *   MOVER FLOTA <origen> <destino> ...                    (every own ship there)
 *   EMBARCAR <n>|TODOS [MENOS <n>] [CQ] <tierra> <mar> [BARCO <bN>]   (EMBARK)
 *   DESEMBARCAR <n>|TODOS [MENOS <n>] [CQ] <mar> <tierra> [BARCO <bN>] (DISEMBARK)
 *   ATACAR <región> [TACTICAS <t>... | AL AZAR] [TARJETA <rubro>...]   (ATTACK TACTICS | AT RANDOM)
 *   RETIRADA <región> HACIA <destino> [TACTICAS <t>... | AL AZAR]  (RETREAT ... TO)
 *   ACEPTO | RECHAZO                                      (ACCEPT | REFUSE: a retreat asked of you)
 *   DEFENSA TACTICAS <t>... | DEFENSA AL AZAR             (DEFENCE: standing)
 *   BAJAS MAYOR|MENOR                                     (LOSSES LARGEST|SMALLEST: which ship loses first)
 *   RETIRADAS <jugador>|TODOS ACEPTO|RECHAZO|PREGUNTAR    (RETREATS ... ACCEPT|REFUSE|ASK: standing)
 *   COMBOS AUTO|MANUAL                                    (standing: combos without CON COMBO)
 */
#ifndef ES_ORD_NM_H
#define ES_ORD_NM_H

#include <stdint.h>

#include "adjudicator/base/sbuf.h"
#include "orders/ord_places.h"

#define ORD_NM_MAX_KINDS 6

/* The pieces of COMPRAR and COLOCAR (ord_nm.buy[], ord_nm.piece); the
 * engine's own enum has the same values. */
enum ord_nm_piece { ORD_NM_CQ, ORD_NM_CA, ORD_NM_SHIP_PIECE, ORD_NM_NPIECES };

/* A kind's name as players write it (folded, words separated by one
 * space): "frutos secos y hojas". */
typedef struct ord_nm_kind_name {
	int kind;
	const char *words;
} ord_nm_kind_name;

/* The words of one scenario, built by the engine from its map and rules
 * tables and kept like the map: the grammar reads no game's files. */
typedef struct ord_nm_vocab {
	const ord_places *places;         /* regions as typed: names and ids */
	const char *const *ids;           /* region index -> canonical id ("T7") */
	int nkinds;                       /* kinds 0..nkinds-1 (<= ORD_NM_MAX_KINDS) */
	const char *const *codes[2];      /* kind codes: [0] Spanish (canonical), [1] English */
	const ord_nm_kind_name *names;    /* kinds by name, ended by { -1, NULL } */
	int tactics;                      /* tactics are 1..tactics */
} ord_nm_vocab;

enum ord_nm_verb {
	ORD_NM_ENTER,
	ORD_NM_BUY,
	ORD_NM_PLACE,
	ORD_NM_SHIP,
	ORD_NM_CARD,
	ORD_NM_MOVE,
	ORD_NM_EMBARK,
	ORD_NM_DISEMBARK,
	ORD_NM_ATTACK,
	ORD_NM_RETREAT,
	ORD_NM_ANSWER,
	ORD_NM_DEFENCE,
	ORD_NM_LOSSES,
	ORD_NM_RETREATS,
	ORD_NM_COMBOS,
	ORD_NM_NVERBS
};

/* What MOVER moves. */
enum ord_nm_what { ORD_NM_TROOPS, ORD_NM_ONE_SHIP, ORD_NM_FLEET };
/* RETIRADAS and the answers. */
enum ord_nm_policy { ORD_NM_REFUSE, ORD_NM_ACCEPT, ORD_NM_ASK };

#define ORD_NM_MAX_TACTICS 12
#define ORD_NM_ALL (-1) /* count of TODOS */

/* A parsed order; a plain value. Regions are indices of the vocabulary's
 * places, -1 absent. */
typedef struct ord_nm {
	int verb;
	long buy[3];   /* COMPRAR: per enum nm_piece */
	long count;    /* COLOCAR, MOVER, EMBARCAR, DESEMBARCAR: n, or ORD_NM_ALL */
	long but;      /* TODOS MENOS n */
	int piece;     /* COLOCAR: ORD_NM_CQ or ORD_NM_CA */
	int from, to;  /* regions (ENTRAR, COLOCAR, BARCO, ATACAR: from) */
	int what;      /* MOVER: enum ord_nm_what */
	int ship;      /* ship number 1..99, 0 none */
	uint64_t fleet; /* MOVER FLOTA: bit k for ship k+1 named; 0: every own ship at the origin */
	long retry;    /* REINTENTAR n */
	int combo;     /* CON COMBO */
	int random;    /* AL AZAR */
	int ntactics;
	int tactics[ORD_NM_MAX_TACTICS];
	int nprefs;
	int prefs[ORD_NM_MAX_KINDS]; /* kinds, no repeats */
	int policy;    /* ACEPTO/RECHAZO, RETIRADAS; BAJAS: 1 MAYOR, 0 MENOR; COMBOS: 1 AUTO */
	char player[40]; /* RETIRADAS: folded player word, "" for TODOS */
} ord_nm;

/* Writes o as one canonical line (Spanish keywords, region ids), which
 * ord_nm_parse reads back as o. */
void ord_nm_format(const ord_nm_vocab *v, const ord_nm *o, sbuf *out);
/* The same order as told to a reader of lang (English keywords and kind
 * codes for "en", "1 BARCO"); it reads back to the same order. */
void ord_nm_format_in(const ord_nm_vocab *v, const ord_nm *o, const char *lang, sbuf *out);

/* Whether a folded word opens an order (game_kind.order_verb). */
int ord_nm_verb(const char *fold);

/* Reads one order line with the scenario's words v into *out. Returns
 * ES_OK, or ES_ESYNTAX with the reason appended to `why` in lang. */
int ord_nm_parse(const ord_nm_vocab *v, const char *line, const char *lang, ord_nm *out, sbuf *why);

#endif
