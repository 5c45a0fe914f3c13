/* Order grammar of the Catan variant: one order line -> one ord_catan.
 * Spanish keywords with English aliases; intersections and paths by their
 * hexes in any order and case ("f-e-b" = "B-E-F", "bef" too) or by an
 * alias ("B.S", "E.NE"; Spanish SO, NO, O for SW, NW, W); resources by
 * any synonym (madera/lumber/wood, arcilla/ladrillo/brick, lana/oveja/wool,
 * trigo/grain, mineral/piedra/ore); players by name or colour. The grammar
 * knows nothing of the game state: legality is the engine's job. */
#ifndef ES_ORD_CATAN_H
#define ES_ORD_CATAN_H

#include "adjudicator/base/sbuf.h"

enum ord_catan_verb {
	ORD_CATAN_SETTLE,    /* POBLADO <cruce> */
	ORD_CATAN_ROAD,      /* CARRETERA <camino> */
	ORD_CATAN_CITY,      /* CIUDAD <cruce> */
	ORD_CATAN_BUY,       /* COMPRAR DESARROLLO */
	ORD_CATAN_KNIGHT,    /* CABALLERO <casilla> [ROBAR <jugador>] */
	ORD_CATAN_ROBBER,    /* LADRON <casilla> [ROBAR <jugador>] */
	ORD_CATAN_ROADS,     /* CARRETERAS <camino> [<camino>] */
	ORD_CATAN_INVENTION, /* INVENCION <recurso> <recurso> */
	ORD_CATAN_MONOPOLY,  /* MONOPOLIO <recurso> */
	ORD_CATAN_DISCARD,   /* DESCARTAR <cartas> */
	ORD_CATAN_BANK,      /* BANCO <n> <recurso> POR [<n>] <recurso> */
	ORD_CATAN_OFFER,     /* OFRECER [A <jugador> | A TODOS] DOY <cartas> PIDO <cartas> */
	ORD_CATAN_ACCEPT,    /* ACEPTAR <n> */
	ORD_CATAN_REJECT,    /* RECHAZAR <n> */
	ORD_CATAN_WITHDRAW,  /* RETIRAR <n> */
	ORD_CATAN_ROLL,      /* TIRAR */
	ORD_CATAN_CONTINUE,  /* SEGUIR */
	ORD_CATAN_PASS,      /* PASO (FIN DE TURNO) */
	ORD_CATAN_PREFER,    /* PREFERENCIA DE DESCARTE <recursos> */
	ORD_CATAN_AUTOROLL,  /* AUTOTIRAR SI|NO */
	ORD_CATAN_NVERBS
};

/* Cards as the grammar counts them: the engine's resources, in its order
 * (games/catan checks they agree), then victory point cards. */
enum ord_catan_card { ORD_CATAN_LUMBER, ORD_CATAN_BRICK, ORD_CATAN_WOOL, ORD_CATAN_GRAIN, ORD_CATAN_ORE,
	ORD_CATAN_POINTS };
#define ORD_CATAN_NCARDS 6
#define ORD_CATAN_MAXSEATS 4

/* One more name of an intersection or path ("B.S", "E.E"). */
typedef struct ord_catan_alias {
	const char *name;
	int of;
} ord_catan_alias;

/* The board as the grammar reads it, built once by the engine from its map
 * and passed in (the grammar reads no map). Hexes are written as letters
 * A.. for land (0..nland-1) and numbers 1.. for sea (nland..nhex-1); an
 * intersection is named by its three hexes and a path by its two, joined
 * by '-' in index order ("A-B-E", "E-F"), or by an alias. Every pointer is
 * the engine's and lives as long as the program. */
typedef struct ord_catan_board {
	int nland, nhex, nv, ne;
	const char *const *hex;   /* [nhex] */
	const char *const *vname; /* [nv] */
	const char *const *ename; /* [ne] */
	const int (*ev)[2];       /* [ne]: the intersections a path joins */
	const int *nvedge;        /* [nv]: how many paths end at an intersection */
	const int (*vedge)[3];    /* [nv]: those paths */
	const ord_catan_alias *valias, *ealias; /* in the order first wins */
	int nvalias, nealias;
} ord_catan_board;

/* A parsed order; a plain value. Places are indices of the board's hexes,
 * intersections and paths. */
typedef struct ord_catan {
	int verb;
	int where;  /* SETTLE, CITY: intersection; ROAD, ROADS: path; KNIGHT, ROBBER: hex */
	int where2; /* ROADS: second path, or -1 */
	int victim; /* KNIGHT, ROBBER: seat to steal from, or -1 */
	int res[2]; /* INVENTION: both; MONOPOLY: res[0] */
	int give[ORD_CATAN_NCARDS], get[ORD_CATAN_NCARDS]; /* DISCARD: give; BANK, OFFER: both */
	int to;     /* OFFER: seat, or -1 for everyone */
	long num;   /* ACCEPT, REJECT, WITHDRAW: the offer's number */
	long until; /* OFFER: standing until the end of this turn (HASTA TURNO n), or 0 */
	int order[5], norder; /* PREFER: resources, first discarded first */
	int on;     /* AUTOROLL */
} ord_catan;

/* Whether a folded word opens an order (game_kind.order_verb). */
int ord_catan_verb(const char *fold);

/* Reads one order line on board b into *out. players[0..nplayers) are the seats'
 * names (NULL entries allowed); seats are also known by colour (seat 0
 * rojo/red, 1 azul/blue, 2 blanco/white, 3 naranja/orange), a colour
 * winning over a name. Returns ES_OK, or ES_ESYNTAX with the reason
 * appended to `why` in lang ("se esperaba: ...; ..."). */
int ord_catan_parse(const ord_catan_board *b, const char *line, const char *lang, const char *const *players,
	int nplayers, ord_catan *out, sbuf *why);

/* The canonical (Spanish, lower case) colour word of a seat. */
const char *ord_catan_colour(int seat);
/* The canonical Spanish word of resource r (0..4), or of point cards (5). */
const char *ord_catan_card_word(int r);

#endif
