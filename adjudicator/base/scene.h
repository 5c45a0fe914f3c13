/* A board picture as data: what an engine's scene() hook fills and the one
 * shared renderer (adjudicator/play/picture.c) draws. Nothing here draws.
 *
 * Coordinates are abstract: the scene's box is 0..w by 0..h (y down) and
 * the renderer scales it to the picture's width; region sizes are in the
 * same units. Text sizes, marker sizes and line widths are in pixels of
 * the picture (never below SCENE_MIN_TEXT for text). Items are drawn in
 * the order they were added: regions first, then links, then markers and
 * texts is what most boards want. Every string and array is copied into
 * the scene's arena, so callers may pass temporaries. Colours are 0xRRGGBB.
 *
 * A scene shows only what its seat may see: the privacy test compares the
 * pictures of worlds that differ in what the seat cannot see. */
#ifndef ES_SCENE_H
#define ES_SCENE_H

#include <stddef.h>
#include <stdint.h>

#include "adjudicator/base/arena.h"

#define SCENE_MIN_TEXT 12 /* px: readable at 100 % on a phone */
#define SCENE_NPLAYER_COLOURS 9

/* Player colours (seat order) and common fills. */
extern const uint32_t scene_player_colour[SCENE_NPLAYER_COLOURS];
#define SCENE_WHITE 0xffffffu
#define SCENE_BLACK 0x000000u
#define SCENE_GREY 0x9a9a9au
#define SCENE_SEA 0x9fc8e8u
#define SCENE_DEEP_SEA 0x6fa3d0u
#define SCENE_LAND 0xe8dfc4u
#define SCENE_NONE 0xff000000u /* no fill / no stroke */

enum scene_shape { SCENE_POLY, SCENE_HEX, SCENE_CIRCLE, SCENE_RECT };
/* Link styles: a land border, a sea route (dashed), a road or other
 * owned piece along a side (thick, in its colour), a thin outline. */
enum scene_link_style { SCENE_LAND_LINK, SCENE_SEA_LINK, SCENE_ROAD, SCENE_THIN };
/* Marker symbols. A badge is a round disc with its text (troops, armies,
 * a number token); the others are small symbols, with the text beside.
 * The pieces of a war game each have a silhouette of their own (a reader
 * tells a plane from a battleship by its shape): a factory takes a tag
 * (the good it makes) to tell its kinds apart. */
enum scene_symbol { SCENE_BADGE, SCENE_HOUSE, SCENE_CITY, SCENE_ROBBER, SCENE_STAR, SCENE_SQUARE, SCENE_SHIP,
	SCENE_MINE, SCENE_RING, SCENE_DIAMOND, SCENE_PLANE, SCENE_BATTLESHIP, SCENE_SWEEPER, SCENE_CARRIER, SCENE_SUB,
	SCENE_FACTORY, SCENE_MERCHANT, SCENE_TANKER, SCENE_NSYMBOLS };
/* A marker's states, drawn on its symbol: listed (tilted, with a red
 * bar), submerged (hollow, dashed outline), loaded (a small crate at its
 * upper right corner). */
enum scene_mark { SCENE_MARK_LISTED = 1, SCENE_MARK_SUBMERGED = 2, SCENE_MARK_LOADED = 4 };
enum scene_anchor { SCENE_CENTRE, SCENE_LEFT, SCENE_RIGHT };

typedef struct scene_region {
	int shape;
	double x, y;       /* centre (the polygon's label point) */
	double r, r2;      /* hex/circle: radius; rect: half width r, half height r2 */
	const double *pts; /* polygon: x0 y0 x1 y1 ... */
	size_t npts;
	uint32_t fill, stroke;
	double stroke_px;
	const char *label; /* NULL: none; drawn at the centre, in label_px */
	int label_px;
	const char *name; /* the territory it is part of (tests, tools); never drawn */
} scene_region;

typedef struct scene_link {
	double x1, y1, x2, y2;
	int style;
	uint32_t colour;
	double width_px;
} scene_link;

typedef struct scene_marker {
	double x, y;
	int symbol;
	uint32_t fill;
	int size_px;      /* the symbol's height */
	uint32_t ink;     /* a badge's text colour; SCENE_NONE: black or white, whichever reads */
	const char *text; /* badge: inside; symbols: to the right; may be NULL */
	const char *tag;  /* a factory's good: a short code in a box on its corner; NULL, or lives as long as the scene */
	unsigned marks;   /* enum scene_mark */
} scene_marker;

typedef struct scene_text {
	double x, y;
	const char *text;
	int px, bold, anchor;
	uint32_t colour;
	int halo; /* a white outline, readable over any fill */
} scene_text;

enum scene_item_type { SCENE_ITEM_REGION, SCENE_ITEM_LINK, SCENE_ITEM_MARKER, SCENE_ITEM_TEXT };
typedef struct scene_item {
	int type;
	union {
		scene_region region;
		scene_link link;
		scene_marker marker;
		scene_text text;
	} u;
} scene_item;

typedef struct scene_legend {
	uint32_t colour;
	int symbol; /* SCENE_SQUARE for a plain swatch */
	unsigned marks; /* enum scene_mark */
	const char *text;
	const char *tag;
} scene_legend;

typedef struct scene {
	arena *a; /* owns everything below; the caller's */
	const char *lang; /* the reader's language ("es", "en"): legends and labels in it only */
	double w, h;
	uint32_t background;
	const char *title;
	scene_item *v;
	size_t n, cap;
	scene_legend *leg;
	size_t nleg, legcap;
} scene;

/* An empty scene of box w x h in arena a, for a Spanish reader. */
void scene_init(scene *s, arena *a, double w, double h);
void scene_title(scene *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The item just added, for its optional fields. These functions can't fail. */
scene_region *scene_hex(scene *s, double x, double y, double r, uint32_t fill, const char *label);
scene_region *scene_circle(scene *s, double x, double y, double r, uint32_t fill, const char *label);
scene_region *scene_rect(scene *s, double x, double y, double hw, double hh, uint32_t fill, const char *label);
scene_region *scene_poly(scene *s, const double *pts, size_t npts, uint32_t fill, const char *label);
scene_link *scene_link_add(scene *s, double x1, double y1, double x2, double y2, int style, uint32_t colour);
scene_marker *scene_marker_add(scene *s, double x, double y, int symbol, uint32_t fill, const char *text);
scene_text *scene_text_add(scene *s, double x, double y, int px, const char *text);
scene_legend *scene_legend_add(scene *s, uint32_t colour, int symbol, const char *text);
/* 1 when the reader's language is English (the scene's lang); else Spanish. */
int scene_en(const scene *s);

/* The corner k (0..5, from the top, clockwise) of a pointy-top hex. */
void scene_hex_corner(double x, double y, double r, int k, double *cx, double *cy);
/* Black or white, whichever reads better on fill. */
uint32_t scene_ink_on(uint32_t fill);

/* Geometry data files (games/KIND/NAME.geo, embedded): one place a line,
 * "x y name" (name: the rest of the line, spaces allowed), '#' comments
 * and blank lines ignored; "box w h" sets the box; "sea a b" says the
 * link between places a and b (named before or after) crosses water;
 * "outline x0 y0 x1 y1 ..." is a polygon of land (a coast). A
 * bad file is a bug: the parse aborts with FILE:LINE (the files are
 * compiled in). */
typedef struct scene_geo {
	double w, h;
	size_t n;
	const char **name;
	double *x, *y;
	size_t nsea;
	int *sea_a, *sea_b; /* place indices */
	size_t noutline;
	size_t *outline_n; /* points of each outline */
	double **outline;  /* x0 y0 x1 y1 ... */
} scene_geo;
/* Parses the embedded file at path into arena a. */
void scene_geo_load(scene_geo *g, arena *a, const char *path);
/* The file at path, parsed on first use and kept for the program's life. */
const scene_geo *scene_geo_get(const char *path);
/* Index of name (exact), or -1. */
int scene_geo_find(const scene_geo *g, const char *name);
/* 1 when the file says "sea" of places a and b (either order). */
int scene_geo_sea(const scene_geo *g, int a, int b);
/* A link between two places drawn in style, or as two stubs to the near
 * edges of the box when it is shorter that way round the world (Alaska to
 * Kamchatka): wrap 1 allows that. */
void scene_geo_link(scene *s, const scene_geo *g, int a, int b, int style, uint32_t colour, int wrap);

/* Areas drawn from places (a map with no drawn outlines): the cell of a
 * place is the part of a convex shape (a disc round it, the box) nearer
 * it than any other place, optionally cut to a land outline. Where two
 * places share no border the edge between them moves gap/2 towards each,
 * leaving a channel, so that two areas meet only where their places are
 * neighbours. */
#define SCENE_CELL_MAX 192
typedef struct scene_cell {
	size_t n;
	double p[2 * SCENE_CELL_MAX]; /* x0 y0 x1 y1 ... */
} scene_cell;
/* c := a 32-sided polygon round (x, y) of radius r. */
void scene_cell_disc(scene_cell *c, double x, double y, double r);
/* Keeps the part of c where a*x + b*y <= k (c may be concave). */
void scene_cell_cut(scene_cell *c, double a, double b, double k);
/* Keeps the part of c nearer (xi, yi) than (xj, yj) by gap/2 or more. */
void scene_cell_nearer(scene_cell *c, double xi, double yi, double xj, double yj, double gap);
/* out := the polygon subj (n points, may be concave) cut to the convex c. */
void scene_cell_clip(scene_cell *out, const double *subj, size_t n, const scene_cell *c);
/* 1 when c has an edge of length min or more on the line halfway
 * between (xi, yi) and (xj, yj): the places' areas meet there. */
int scene_cell_meets(const scene_cell *c, double xi, double yi, double xj, double yj, double min);

#endif
