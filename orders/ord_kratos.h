/* Order grammar of Κρατος: one order line -> one ord_kr. Spanish keywords
 * first, English aliases; pieces by their number (id, "#12" too), cells
 * like a chess board ("f7"), islands by letter ("C", "isla C"), colours by
 * name. The grammar knows nothing of the state: legality is the engine's. */
#ifndef ES_ORD_KRATOS_H
#define ES_ORD_KRATOS_H

#include "adjudicator/base/sbuf.h"
#include "orders/lex.h"

enum ord_kr_verb {
	ORD_KR_MOVE,    /* MOVER <pieza> <lugar> [Y DISPARAR <blanco>] */
	ORD_KR_SHOOT,   /* DISPARAR <pieza> <blanco> [Y MOVER <lugar>] */
	ORD_KR_PRODUCE, /* PRODUCIR <pieza> [<n>] */
	ORD_KR_LOAD,    /* CARGAR <pieza> <pieza>|<materia> */
	ORD_KR_UNLOAD,  /* DESCARGAR <pieza> [<pieza>|<materia>] */
	ORD_KR_DIVE,    /* SUMERGIR <pieza> */
	ORD_KR_SURFACE, /* EMERGER <pieza> */
	ORD_KR_LAY,     /* MINAR <pieza> <casilla> */
	ORD_KR_SWEEP,   /* DRAGAR <pieza> <casilla> */
	ORD_KR_BUILD,   /* CONSTRUIR <pieza> <tipo> */
	ORD_KR_REPAIR,  /* REPARAR <pieza> <pieza> */
	ORD_KR_SELL,    /* VENDER <pieza> A <color> */
	ORD_KR_PASS,    /* PASAR <pieza> */
	ORD_KR_END,     /* ACABAR (FIN is the envelope's end of orders) */
	ORD_KR_GIVE,    /* DAR <n> ORO A <color> */
	ORD_KR_PLACE,   /* COLOCAR <n> <tipo>|<materia> <isla> */
};

#define ORD_KR_NONE (-1000) /* no place */

typedef struct ord_kr {
	int verb;
	int piece;   /* index (id - 1), -1 none */
	int place;   /* MOVE, LAY, SWEEP, PLACE: cell >= 0 or island -1 - i; ORD_KR_NONE */
	int then;    /* MOVE: 1 = shoots after; SHOOT: 1 = moves after */
	int tpiece;  /* shot target piece, LOAD/UNLOAD/REPAIR piece; -1 none */
	int tisland; /* shot at a depot: island; -1 none */
	int good;    /* depot shot, LOAD/UNLOAD/PLACE good; -1 none */
	int type;    /* BUILD, PLACE type; -1 none */
	long amount; /* PRODUCE (-1: as much as possible), GIVE, PLACE */
	int colour;  /* SELL, GIVE */
} ord_kr;

/* Whether a folded word opens an order (game_kind.order_verb). */
int ord_kr_verb(const char *fold);

/* What the grammar reads of the engine's rules and board (the engine's
 * kr_vocab): the words of its piece types and goods (folded, both
 * languages) as its own ids, where the producers start (producer + good
 * produces that good), how many islands there are (letters a..), and how
 * a cell is written ("f7": its index, or -1). */
typedef struct ord_kr_vocab {
	const lex_kw *types;
	const lex_kw *goods;
	int producer;
	int islands;
	int (*cell)(const char *fold);
} ord_kr_vocab;

/* Reads one order line with the engine's vocabulary v. ES_OK, or
 * ES_ESYNTAX with the reason appended to why in lang ("se esperaba: ...;
 * ..."). */
int ord_kr_parse(const ord_kr_vocab *v, const char *line, const char *lang, ord_kr *out, sbuf *why);

#endif
