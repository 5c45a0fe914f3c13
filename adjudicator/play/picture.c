/* Scene to PNG: cairo draws on an image surface, its colours are mapped to
 * a palette (below: why) and libpng writes an indexed PNG with no time and
 * no text chunks (tests/unit/test_picture.c renders in two processes and
 * compares the bytes). */
#include "adjudicator/play/picture.h"

#include <cairo.h>
#include <math.h>
#include <png.h>
#include <setjmp.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MARGIN 12
#define TITLE_BAND 40
#define TITLE_PX 20
#define LEGEND_ROW 26
#define LEGEND_COLS 4

typedef struct pen {
	cairo_t *cr;
	double scale, ox, oy; /* scene to pixels */
} pen;

static double px(const pen *p, double x)
{
	return p->ox + x * p->scale;
}

static double py(const pen *p, double y)
{
	return p->oy + y * p->scale;
}

static void colour(cairo_t *cr, uint32_t c)
{
	cairo_set_source_rgb(cr, ((c >> 16) & 255) / 255.0, ((c >> 8) & 255) / 255.0, (c & 255) / 255.0);
}

/* Text centred (or anchored) at x, y (pixels), optionally bold, with a
 * white halo when asked. */
static void text_at(cairo_t *cr, double x, double y, const char *t, int size, int bold, int anchor, uint32_t ink,
	int halo)
{
	if (!t || !*t)
		return;
	cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
		bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
	cairo_set_font_size(cr, size < SCENE_MIN_TEXT ? SCENE_MIN_TEXT : size);
	cairo_text_extents_t te;
	cairo_text_extents(cr, t, &te);
	double tx = anchor == SCENE_LEFT ? x : anchor == SCENE_RIGHT ? x - te.x_advance : x - te.x_advance / 2;
	double ty = y + (double)size * 0.36;
	cairo_move_to(cr, floor(tx + 0.5), floor(ty + 0.5));
	if (halo) {
		cairo_text_path(cr, t);
		colour(cr, ink == SCENE_WHITE ? SCENE_BLACK : SCENE_WHITE);
		cairo_set_line_width(cr, 3);
		cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
		cairo_stroke_preserve(cr);
		colour(cr, ink);
		cairo_fill(cr);
	} else {
		colour(cr, ink);
		cairo_show_text(cr, t);
	}
}

static void fill_stroke(cairo_t *cr, uint32_t fill, uint32_t stroke, double w)
{
	if (fill != SCENE_NONE) {
		colour(cr, fill);
		if (stroke != SCENE_NONE)
			cairo_fill_preserve(cr);
		else
			cairo_fill(cr);
	}
	if (stroke != SCENE_NONE) {
		colour(cr, stroke);
		cairo_set_line_width(cr, w);
		cairo_stroke(cr);
	}
	cairo_new_path(cr);
}

static void draw_region(const pen *p, const scene_region *r)
{
	cairo_t *cr = p->cr;
	double x = px(p, r->x), y = py(p, r->y), rr = r->r * p->scale;
	cairo_new_path(cr); /* text leaves a current point behind */
	switch (r->shape) {
	case SCENE_HEX:
		for (int k = 0; k < 6; k++) {
			double cx, cy;
			scene_hex_corner(x, y, rr, k, &cx, &cy);
			k ? cairo_line_to(cr, cx, cy) : cairo_move_to(cr, cx, cy);
		}
		cairo_close_path(cr);
		break;
	case SCENE_CIRCLE:
		cairo_arc(cr, x, y, rr, 0, 2 * M_PI);
		break;
	case SCENE_RECT:
		cairo_rectangle(cr, x - rr, y - r->r2 * p->scale, 2 * rr, 2 * r->r2 * p->scale);
		break;
	default:
		for (size_t i = 0; i < r->npts; i++) {
			double a = px(p, r->pts[2 * i]), b = py(p, r->pts[2 * i + 1]);
			i ? cairo_line_to(cr, a, b) : cairo_move_to(cr, a, b);
		}
		cairo_close_path(cr);
	}
	cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
	fill_stroke(cr, r->fill, r->stroke, r->stroke_px);
	if (r->label)
		text_at(cr, x, y, r->label, r->label_px, 1, SCENE_CENTRE,
			r->fill == SCENE_NONE ? SCENE_BLACK : scene_ink_on(r->fill), 0);
}

static void draw_link(const pen *p, const scene_link *l)
{
	cairo_t *cr = p->cr;
	cairo_move_to(cr, px(p, l->x1), py(p, l->y1));
	cairo_line_to(cr, px(p, l->x2), py(p, l->y2));
	cairo_set_line_cap(cr, l->style == SCENE_ROAD ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
	if (l->style == SCENE_ROAD) {
		/* A dark edge keeps light colours visible on light land. */
		colour(cr, 0x202020);
		cairo_set_line_width(cr, l->width_px + 3);
		cairo_stroke_preserve(cr);
	}
	if (l->style == SCENE_SEA_LINK) {
		static const double dash[] = { 7, 5 };
		cairo_set_dash(cr, dash, 2, 0);
	}
	colour(cr, l->colour);
	cairo_set_line_width(cr, l->width_px);
	cairo_stroke(cr);
	cairo_set_dash(cr, NULL, 0, 0);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

/* ---- the pieces' silhouettes ------------------------------------------
 * Unit outlines (x right, y down, about -0.6..0.6 of the symbol's size),
 * each a shape of its own so that rule 8's «por su forma» holds at a
 * glance: wings, a stepped bridge, a mast, a flat deck, a hull under
 * water, a factory's roof, crates, a round tank. */
static const double plane_pts[] = { 0, -.62, .09, -.45, .09, -.15, .62, .08, .62, .2, .09, .1, .07, .38, .26, .5,
	.26, .6, 0, .53, -.26, .6, -.26, .5, -.07, .38, -.09, .1, -.62, .2, -.62, .08, -.09, -.15, -.09, -.45 };
static const double war_hull[] = { -.62, 0, .72, 0, .48, .3, -.55, .3 };
static const double bridge_pts[] = { -.32, 0, -.32, -.18, -.12, -.18, -.12, -.4, .06, -.4, .06, -.18, .22, -.18,
	.22, 0 };
static const double small_hull[] = { -.5, .08, .58, .08, .38, .32, -.42, .32 };
static const double deck_pts[] = { -.72, -.06, .72, -.06, .72, .06, .5, .3, -.55, .3, -.72, .06 };
static const double tower_pts[] = { .24, -.06, .24, -.38, .44, -.38, .44, -.06 };
static const double factory_pts[] = { -.56, .5, .56, .5, .56, -.12, .28, .06, .28, -.12, 0, .06, 0, -.12, -.28,
	.06, -.28, -.58, -.5, -.58 };
static const double trade_hull[] = { -.64, .06, .64, .06, .5, .34, -.5, .34 };

/* A closed polygon of n points given as unit offsets around (x, y). */
static void shape(cairo_t *cr, double x, double y, double s, const double *pts, int n)
{
	for (int i = 0; i < n; i++) {
		double a = x + pts[2 * i] * s, b = y + pts[2 * i + 1] * s;
		i ? cairo_line_to(cr, a, b) : cairo_move_to(cr, a, b);
	}
	cairo_close_path(cr);
}

#define NPTS(a) ((int)(sizeof(a) / sizeof(a)[0] / 2))

static void line(cairo_t *cr, double x0, double y0, double x1, double y1)
{
	cairo_move_to(cr, x0, y0);
	cairo_line_to(cr, x1, y1);
}

/* The lines of the current path in c, w px wide (masts, guns). */
static void ink_lines(cairo_t *cr, uint32_t c, double w)
{
	colour(cr, c);
	cairo_set_line_width(cr, w);
	cairo_stroke(cr);
}

/* Whether symbol is a piece's silhouette (drawn by piece() below). */
static int is_piece(int symbol)
{
	return symbol >= SCENE_PLANE && symbol <= SCENE_TANKER;
}

/* One silhouette filled with fill and outlined with stroke. */
static void piece(cairo_t *cr, double x, double y, double s, int symbol, uint32_t fill, uint32_t stroke, double w)
{
	switch (symbol) {
	case SCENE_PLANE:
		shape(cr, x, y, s, plane_pts, NPTS(plane_pts));
		break;
	case SCENE_BATTLESHIP:
		shape(cr, x, y, s, war_hull, NPTS(war_hull));
		fill_stroke(cr, fill, stroke, w);
		line(cr, x + .22 * s, y - .12 * s, x + .62 * s, y - .2 * s);
		line(cr, x - .32 * s, y - .1 * s, x - .6 * s, y - .18 * s);
		ink_lines(cr, stroke, fmax(1.5, s * .08));
		shape(cr, x, y, s, bridge_pts, NPTS(bridge_pts));
		break;
	case SCENE_SWEEPER:
		line(cr, x, y + .08 * s, x, y - .6 * s);
		line(cr, x - .25 * s, y - .38 * s, x + .25 * s, y - .38 * s);
		line(cr, x - .45 * s, y + .2 * s, x - .72 * s, y + .55 * s);
		ink_lines(cr, stroke, fmax(1.2, s * .06));
		shape(cr, x, y, s, small_hull, NPTS(small_hull));
		break;
	case SCENE_CARRIER:
		shape(cr, x, y, s, deck_pts, NPTS(deck_pts));
		fill_stroke(cr, fill, stroke, w);
		shape(cr, x, y, s, tower_pts, NPTS(tower_pts));
		break;
	case SCENE_SUB:
		cairo_new_sub_path(cr);
		cairo_arc(cr, x + .45 * s, y + .12 * s, .16 * s, -M_PI / 2, M_PI / 2);
		cairo_arc(cr, x - .45 * s, y + .12 * s, .16 * s, M_PI / 2, 3 * M_PI / 2);
		cairo_close_path(cr);
		fill_stroke(cr, fill, stroke, w);
		cairo_rectangle(cr, x - .12 * s, y - .24 * s, .26 * s, .22 * s);
		break;
	case SCENE_FACTORY:
		shape(cr, x, y, s, factory_pts, NPTS(factory_pts));
		break;
	case SCENE_MERCHANT:
		shape(cr, x, y, s, trade_hull, NPTS(trade_hull));
		fill_stroke(cr, fill, stroke, w);
		cairo_rectangle(cr, x - .46 * s, y - .26 * s, .36 * s, .32 * s);
		cairo_rectangle(cr, x + .04 * s, y - .26 * s, .36 * s, .32 * s);
		break;
	default: /* SCENE_TANKER */
		shape(cr, x, y, s, trade_hull, NPTS(trade_hull));
		fill_stroke(cr, fill, stroke, w);
		cairo_arc(cr, x - .22 * s, y + .06 * s, .22 * s, M_PI, 2 * M_PI);
		cairo_close_path(cr);
		cairo_new_sub_path(cr);
		cairo_arc(cr, x + .26 * s, y + .06 * s, .22 * s, M_PI, 2 * M_PI);
		cairo_close_path(cr);
	}
	fill_stroke(cr, fill, stroke, w);
}

/* fill, paler: a submerged piece seen through the water. */
static uint32_t paler(uint32_t c)
{
	uint32_t r = (c >> 16) & 255, g = (c >> 8) & 255, b = c & 255;
	return (r + 3 * 255) / 4 << 16 | (g + 3 * 255) / 4 << 8 | (b + 3 * 255) / 4;
}

/* A piece's silhouette with its states: listed tilted with a red
 * outline, submerged pale with a dashed outline, loaded with a crate. */
static void draw_piece(cairo_t *cr, double x, double y, double s, int symbol, uint32_t fill, unsigned marks,
	const char *tag)
{
	uint32_t dark = 0x202020, stroke = fill == dark || fill == SCENE_BLACK ? 0xe0e0e0 : dark;
	double w = 1.2;
	cairo_save(cr);
	if (marks & SCENE_MARK_LISTED) {
		cairo_translate(cr, x, y);
		cairo_rotate(cr, 0.45);
		cairo_translate(cr, -x, -y);
		stroke = 0xd00000;
		w = 2;
	}
	if (marks & SCENE_MARK_SUBMERGED) {
		static const double dash[] = { 3, 2 };
		cairo_set_dash(cr, dash, 2, 0);
		fill = paler(fill);
		w = 1.5;
	}
	cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
	piece(cr, x, y, s, symbol, fill, stroke, w);
	cairo_restore(cr);
	if (marks & SCENE_MARK_LOADED) {
		double c = fmax(6, s * .3);
		cairo_rectangle(cr, floor(x + .42 * s) + .5, floor(y - .62 * s) + .5, c, c);
		fill_stroke(cr, 0x8b5a2b, SCENE_WHITE, 1.2);
	}
	if (tag) {
		cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
		cairo_set_font_size(cr, SCENE_MIN_TEXT);
		cairo_text_extents_t te;
		cairo_text_extents(cr, tag, &te);
		double bw = te.x_advance + 4, bh = SCENE_MIN_TEXT + 1, ty = y + .2 * s;
		cairo_rectangle(cr, floor(x - bw / 2) + .5, floor(ty - bh / 2) + .5, ceil(bw), bh);
		fill_stroke(cr, SCENE_WHITE, dark, 1);
		text_at(cr, x, ty, tag, SCENE_MIN_TEXT, 1, SCENE_CENTRE, SCENE_BLACK, 0);
	}
}

static void draw_marker(const pen *p, const scene_marker *m)
{
	static const double house[] = { -.5, .5, .5, .5, .5, -.1, 0, -.5, -.5, -.1 };
	static const double city[] = { -.6, .5, .6, .5, .6, -.05, .1, -.05, .1, -.3, -.25, -.6, -.6, -.3 };
	static const double ship[] = { -.6, 0, .6, 0, .35, .4, -.35, .4 };
	static const double sail[] = { -.05, -.55, -.05, -.05, .4, -.05 };
	static const double diamond[] = { 0, -.55, .45, 0, 0, .55, -.45, 0 };
	cairo_t *cr = p->cr;
	double x = px(p, m->x), y = py(p, m->y), s = m->size_px;
	uint32_t dark = 0x202020;
	cairo_new_path(cr);
	if (is_piece(m->symbol)) {
		draw_piece(cr, x, y, s, m->symbol, m->fill, m->marks, m->tag);
		goto label;
	}
	switch (m->symbol) {

	case SCENE_BADGE: {
		cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
		cairo_set_font_size(cr, SCENE_MIN_TEXT);
		cairo_text_extents_t te;
		cairo_text_extents(cr, m->text ? m->text : "", &te);
		double hw = fmax(0, te.x_advance - s * 0.55) / 2, r = s / 2;
		cairo_new_sub_path(cr);
		cairo_arc(cr, x + hw, y, r, -M_PI / 2, M_PI / 2);
		cairo_arc(cr, x - hw, y, r, M_PI / 2, 3 * M_PI / 2);
		cairo_close_path(cr);
		fill_stroke(cr, m->fill, dark, 1.2);
		text_at(cr, x, y, m->text, SCENE_MIN_TEXT, 1, SCENE_CENTRE,
			m->ink != SCENE_NONE ? m->ink : scene_ink_on(m->fill), 0);
		return;
	}
	case SCENE_HOUSE:
		shape(cr, x, y, s, house, 5);
		break;
	case SCENE_CITY:
		shape(cr, x, y, s, city, 7);
		break;
	case SCENE_ROBBER:
		cairo_arc(cr, x, y - s * 0.3, s * 0.22, 0, 2 * M_PI);
		fill_stroke(cr, m->fill, SCENE_WHITE, 1.5);
		cairo_move_to(cr, x - s * 0.3, y + s * 0.5);
		cairo_line_to(cr, x - s * 0.18, y - s * 0.1);
		cairo_line_to(cr, x + s * 0.18, y - s * 0.1);
		cairo_line_to(cr, x + s * 0.3, y + s * 0.5);
		cairo_close_path(cr);
		break;
	case SCENE_STAR:
		for (int k = 0; k < 10; k++) {
			double a = M_PI / 5 * k - M_PI / 2, r = k % 2 ? s * 0.25 : s * 0.6;
			k ? cairo_line_to(cr, x + r * cos(a), y + r * sin(a)) : cairo_move_to(cr, x + r * cos(a), y + r * sin(a));
		}
		cairo_close_path(cr);
		break;
	case SCENE_SQUARE:
		cairo_rectangle(cr, x - s * 0.4, y - s * 0.4, s * 0.8, s * 0.8);
		break;
	case SCENE_SHIP:
		shape(cr, x, y, s, ship, 4);
		fill_stroke(cr, m->fill, dark, 1.2);
		shape(cr, x, y, s, sail, 3);
		fill_stroke(cr, SCENE_WHITE, dark, 1);
		cairo_move_to(cr, x - s * 0.05, y - s * 0.55);
		cairo_line_to(cr, x - s * 0.05, y);
		break;
	case SCENE_MINE:
		for (int k = 0; k < 4; k++) {
			double a = M_PI / 4 * k;
			cairo_move_to(cr, x - s * 0.55 * cos(a), y - s * 0.55 * sin(a));
			cairo_line_to(cr, x + s * 0.55 * cos(a), y + s * 0.55 * sin(a));
		}
		colour(cr, dark);
		cairo_set_line_width(cr, 2);
		cairo_stroke(cr);
		cairo_arc(cr, x, y, s * 0.33, 0, 2 * M_PI);
		break;
	case SCENE_RING:
		cairo_arc(cr, x, y, s * 0.5, 0, 2 * M_PI);
		colour(cr, m->fill);
		cairo_set_line_width(cr, 3);
		cairo_stroke(cr);
		goto label;
	default:
		shape(cr, x, y, s, diamond, 4);
	}
	fill_stroke(cr, m->fill, m->fill == dark ? SCENE_WHITE : dark, 1.2);
label:
	if (m->text)
		text_at(cr, x + s * 0.6 + 2, y, m->text, SCENE_MIN_TEXT, 1, SCENE_LEFT, SCENE_BLACK, 1);
}

static void draw_legend(cairo_t *cr, const scene *s, double top)
{
	double colw = (PICTURE_WIDTH - 2 * MARGIN) / (double)LEGEND_COLS;
	for (size_t i = 0; i < s->nleg; i++) {
		const scene_legend *l = &s->leg[i];
		double x = MARGIN + colw * (double)(i % LEGEND_COLS), y = top + LEGEND_ROW * (double)(i / LEGEND_COLS) + 13;
		scene_marker m = { 0, 0, l->symbol, l->colour, 16, SCENE_NONE, NULL, l->tag, l->marks };
		pen p = { cr, 1, x + 10, y };
		draw_marker(&p, &m);
		text_at(cr, x + 26, y, l->text, SCENE_MIN_TEXT + 1, 0, SCENE_LEFT, SCENE_BLACK, 0);
	}
}

/* ---- PNG: 256 colours -----------------------------------------------------
 * cairo's own writer (cairo_surface_write_to_png_stream) writes 24-bit
 * RGB at zlib's default level: 25 ms and 150 KB and more for a board of
 * 1200 x 1100, over both goals. A board is a few flat fills plus the
 * antialiased edges of shapes and text, some thousands of colours of which
 * about a hundred cover nearly every pixel: a palette of the 256 most
 * frequent colours (exact when there are no more), every other colour
 * mapped to its nearest, gives an 8-bit PNG a third of the size, written
 * in a third of the time (test_picture --bench prints both writers side by
 * side). Integer arithmetic only: the same pixels give the same bytes
 * everywhere. */

#define HASH_BITS 15
#define HASH_SIZE (1u << HASH_BITS)
#define NPAL 256
/* Level 4 against zlib's default 6: 15 % less time for 5 % more bytes
 * (make bench), well under 150 KB for every board. */
#define ZLIB_LEVEL 4

typedef struct colour_count {
	uint32_t rgb; /* 0xff000000 | rgb when used */
	uint32_t count;
	uint8_t index;
} colour_count;

typedef struct palette {
	colour_count *slot; /* HASH_SIZE entries */
	size_t used;
	uint32_t rgb[NPAL];
	int n;
} palette;

static colour_count *slot_of(palette *p, uint32_t rgb)
{
	uint32_t key = rgb | 0xff000000u;
	uint32_t h = (rgb * 2654435761u) >> (32 - HASH_BITS);
	while (p->slot[h].rgb && p->slot[h].rgb != key)
		h = (h + 1) & (HASH_SIZE - 1);
	if (!p->slot[h].rgb) {
		p->slot[h].rgb = key;
		p->used++;
	}
	return &p->slot[h];
}

static int by_count(const void *a, const void *b)
{
	const colour_count *x = *(colour_count *const *)a, *y = *(colour_count *const *)b;
	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->rgb < y->rgb ? -1 : x->rgb > y->rgb;
}

static int nearest(const palette *p, uint32_t rgb)
{
	int r = (int)((rgb >> 16) & 255), g = (int)((rgb >> 8) & 255), b = (int)(rgb & 255);
	int best = 0, bd = 1 << 30;
	for (int i = 0; i < p->n && bd; i++) {
		int dr = r - (int)((p->rgb[i] >> 16) & 255), d = 3 * dr * dr;
		if (d >= bd)
			continue;
		int dg = g - (int)((p->rgb[i] >> 8) & 255), db = b - (int)(p->rgb[i] & 255);
		d += 4 * dg * dg + 2 * db * db;
		if (d < bd)
			bd = d, best = i;
	}
	return best;
}

/* Counts the colours (a run of equal pixels is looked up once); 0 when
 * there are too many for the table (never for a board). */
static int count_colours(palette *p, const unsigned char *data, int w, int h, int stride)
{
	for (int y = 0; y < h; y++) {
		const uint32_t *row = (const uint32_t *)(data + (size_t)stride * (size_t)y);
		for (int x = 0; x < w;) {
			uint32_t c = row[x] & 0xffffff;
			int run = 1;
			while (x + run < w && (row[x + run] & 0xffffff) == c)
				run++;
			slot_of(p, c)->count += (uint32_t)run;
			if (p->used > HASH_SIZE / 2)
				return 0;
			x += run;
		}
	}
	return 1;
}

/* The palette: the NPAL most frequent colours; every colour's index. */
static void choose_palette(palette *p)
{
	colour_count **all = xmalloc(p->used * sizeof *all);
	size_t n = 0;
	for (size_t i = 0; i < HASH_SIZE; i++)
		if (p->slot[i].rgb)
			all[n++] = &p->slot[i];
	qsort(all, n, sizeof *all, by_count);
	p->n = n < NPAL ? (int)n : NPAL;
	for (int i = 0; i < p->n; i++) {
		p->rgb[i] = all[i]->rgb & 0xffffff;
		all[i]->index = (uint8_t)i;
	}
	for (size_t i = (size_t)p->n; i < n; i++)
		all[i]->index = (uint8_t)nearest(p, all[i]->rgb & 0xffffff);
	free(all);
}

/* libpng writes the file: PLTE from the palette above, no filter (best
 * for indexed pixels), no time or text chunk, so the same pixels give the
 * same bytes. */
typedef struct png_out {
	sbuf *b;
	jmp_buf fail;
	char msg[128];
} png_out;

static void png_put(png_structp ps, png_bytep data, size_t len)
{
	png_out *o = png_get_io_ptr(ps);
	sbuf_add(o->b, data, len);
}

static void png_flush_none(png_structp ps)
{
	(void)ps;
}

static void png_error_jump(png_structp ps, png_const_charp msg)
{
	png_out *o = png_get_error_ptr(ps);
	snprintf(o->msg, sizeof o->msg, "%s", msg);
	longjmp(o->fail, 1);
}

static void png_warning_none(png_structp ps, png_const_charp msg)
{
	(void)ps, (void)msg;
}

/* The indexed rows of the surface, one byte a pixel. */
static unsigned char *index_rows(palette *p, const unsigned char *data, int w, int h, int stride)
{
	unsigned char *idx = xmalloc((size_t)w * (size_t)h);
	for (int y = 0; y < h; y++) {
		const uint32_t *row = (const uint32_t *)(data + (size_t)stride * (size_t)y);
		unsigned char *out = idx + (size_t)w * (size_t)y;
		uint32_t last = 0xffffffffu;
		uint8_t ix = 0;
		for (int x = 0; x < w; x++) {
			uint32_t c = row[x] & 0xffffff;
			if (c != last) {
				ix = slot_of(p, c)->index;
				last = c;
			}
			out[x] = ix;
		}
	}
	return idx;
}

static int encode(const palette *p, unsigned char *idx, int w, int h, sbuf *png, es_err *e)
{
	png_out o = { .b = png };
	png_colorp plte = xcalloc(NPAL, sizeof *plte);
	png_bytep *rows = xmalloc((size_t)h * sizeof *rows);
	for (int i = 0; i < p->n; i++) {
		plte[i].red = (png_byte)(p->rgb[i] >> 16);
		plte[i].green = (png_byte)(p->rgb[i] >> 8);
		plte[i].blue = (png_byte)p->rgb[i];
	}
	for (int y = 0; y < h; y++)
		rows[y] = idx + (size_t)w * (size_t)y;
	size_t at = png->len;
	png_structp ps = png_create_write_struct(PNG_LIBPNG_VER_STRING, &o, png_error_jump, png_warning_none);
	png_infop info = ps ? png_create_info_struct(ps) : NULL;
	volatile int rc = ES_OK;
	if (!info)
		rc = es_fail(e, ES_ERR, "picture: libpng cannot start");
	else if (setjmp(o.fail)) {
		png->len = at;
		rc = es_fail(e, ES_ERR, "picture: libpng: %s", o.msg);
	} else {
		png_set_write_fn(ps, &o, png_put, png_flush_none);
		png_set_compression_level(ps, ZLIB_LEVEL);
		png_set_filter(ps, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
		png_set_IHDR(ps, info, (png_uint_32)w, (png_uint_32)h, 8, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
			PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
		png_set_PLTE(ps, info, plte, p->n);
		png_set_rows(ps, info, rows);
		png_write_png(ps, info, PNG_TRANSFORM_IDENTITY, NULL);
	}
	png_destroy_write_struct(ps ? &ps : NULL, info ? &info : NULL);
	free(rows);
	free(plte);
	return rc;
}

/* The scene's own colours go first into the palette, however few pixels
 * they cover: a legend's swatch of a colour whose pieces left the board
 * would otherwise take the nearest frequent colour (orange as olive). */
#define FAVOURED (1u << 30) /* above any count of pixels */

static void favour(palette *p, uint32_t c)
{
	if (c == SCENE_NONE)
		return;
	uint32_t key = (c & 0xffffff) | 0xff000000u;
	for (uint32_t h = ((c & 0xffffff) * 2654435761u) >> (32 - HASH_BITS); p->slot[h].rgb;
		h = (h + 1) & (HASH_SIZE - 1))
		if (p->slot[h].rgb == key) {
			if (p->slot[h].count < FAVOURED)
				p->slot[h].count += FAVOURED;
			return;
		}
}

static void favour_scene(palette *p, const scene *s)
{
	for (size_t i = 0; i < s->nleg; i++)
		favour(p, s->leg[i].colour);
	for (size_t i = 0; i < s->n; i++) {
		const scene_item *it = &s->v[i];
		if (it->type == SCENE_ITEM_REGION)
			favour(p, it->u.region.fill);
		else if (it->type == SCENE_ITEM_MARKER)
			favour(p, it->u.marker.fill);
		else if (it->type == SCENE_ITEM_LINK)
			favour(p, it->u.link.colour);
	}
}

static int write_png(const scene *s, cairo_surface_t *surf, sbuf *png, es_err *e)
{
	int w = cairo_image_surface_get_width(surf), h = cairo_image_surface_get_height(surf);
	int stride = cairo_image_surface_get_stride(surf);
	const unsigned char *data = cairo_image_surface_get_data(surf);
	palette p = { .slot = xcalloc(HASH_SIZE, sizeof(colour_count)) };
	if (!count_colours(&p, data, w, h, stride)) {
		free(p.slot);
		return es_fail(e, ES_ERR, "picture: too many colours");
	}
	favour_scene(&p, s);
	choose_palette(&p);
	unsigned char *idx = index_rows(&p, data, w, h, stride);
	free(p.slot);
	int rc = encode(&p, idx, w, h, png, e);
	free(idx);
	return rc;
}

/* The scene drawn on a new surface (*out), or an error. */
static int draw(const scene *s, cairo_surface_t **out, es_err *e)
{
	if (s->w <= 0 || s->h <= 0)
		return es_fail(e, ES_ERR, "picture: a scene without a box");
	double scale = (PICTURE_WIDTH - 2 * MARGIN) / s->w;
	double title = s->title ? TITLE_BAND : MARGIN;
	double maph = ceil(s->h * scale);
	size_t rows = (s->nleg + LEGEND_COLS - 1) / LEGEND_COLS;
	int height = (int)(title + maph + MARGIN + (double)rows * LEGEND_ROW + (rows ? MARGIN : 0));
	cairo_surface_t *surf = cairo_image_surface_create(CAIRO_FORMAT_RGB24, PICTURE_WIDTH, height);
	cairo_t *cr = cairo_create(surf);
	/* Fixed rendering options: the bytes must not depend on the
	 * desktop's settings that fontconfig would otherwise bring in. */
	cairo_font_options_t *fo = cairo_font_options_create();
	cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
	cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
	cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
	cairo_font_options_set_subpixel_order(fo, CAIRO_SUBPIXEL_ORDER_DEFAULT);
	cairo_set_font_options(cr, fo);
	cairo_font_options_destroy(fo);
	colour(cr, SCENE_WHITE);
	cairo_paint(cr);
	colour(cr, s->background);
	cairo_rectangle(cr, MARGIN, title, PICTURE_WIDTH - 2 * MARGIN, maph);
	cairo_fill(cr);
	if (s->title)
		text_at(cr, MARGIN, TITLE_BAND / 2.0, s->title, TITLE_PX, 1, SCENE_LEFT, SCENE_BLACK, 0);
	pen p = { cr, scale, MARGIN, title };
	cairo_save(cr);
	cairo_rectangle(cr, MARGIN, title, PICTURE_WIDTH - 2 * MARGIN, maph);
	cairo_clip(cr);
	/* Areas of the background's colour, unlabelled and unstroked, over
	 * nothing but the background draw nothing: they are there for the
	 * scene's readers (a sea region's parts, named). */
	size_t from = 0;
	while (from < s->n && s->v[from].type == SCENE_ITEM_REGION && s->v[from].u.region.fill == s->background &&
		s->v[from].u.region.stroke == SCENE_NONE && !s->v[from].u.region.label)
		from++;
	for (size_t i = from; i < s->n; i++) {
		const scene_item *it = &s->v[i];
		switch (it->type) {
		case SCENE_ITEM_REGION:
			draw_region(&p, &it->u.region);
			break;
		case SCENE_ITEM_LINK:
			draw_link(&p, &it->u.link);
			break;
		case SCENE_ITEM_MARKER:
			draw_marker(&p, &it->u.marker);
			break;
		default: {
			const scene_text *t = &it->u.text;
			text_at(cr, px(&p, t->x), py(&p, t->y), t->text, t->px, t->bold, t->anchor, t->colour, t->halo);
		}
		}
	}
	cairo_restore(cr);
	draw_legend(cr, s, title + maph + MARGIN);
	cairo_destroy(cr);
	cairo_surface_flush(surf);
	cairo_status_t st = cairo_surface_status(surf);
	if (st != CAIRO_STATUS_SUCCESS) {
		cairo_surface_destroy(surf);
		return es_fail(e, ES_ERR, "picture: %s", cairo_status_to_string(st));
	}
	*out = surf;
	return ES_OK;
}

int picture_png(const scene *s, sbuf *png, es_err *e)
{
	cairo_surface_t *surf;
	if (draw(s, &surf, e))
		return e->code;
	int rc = write_png(s, surf, png, e);
	cairo_surface_destroy(surf);
	return rc;
}

/* CPU time: wall time on a shared machine counts the others. */
static double ms_since(const struct timespec *t0)
{
	struct timespec t;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)(t.tv_sec - t0->tv_sec) * 1e3 + (double)(t.tv_nsec - t0->tv_nsec) / 1e6;
}

static cairo_status_t count_bytes(void *closure, const unsigned char *data, unsigned int len)
{
	(void)data;
	*(size_t *)closure += len;
	return CAIRO_STATUS_SUCCESS;
}

int picture_bench(const scene *s, picture_times *t, es_err *e)
{
	struct timespec t0;
	cairo_surface_t *surf;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
	if (draw(s, &surf, e))
		return e->code;
	t->draw_ms += ms_since(&t0);
	sbuf png = SBUF_INIT;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
	int rc = write_png(s, surf, &png, e);
	t->encode_ms += ms_since(&t0);
	t->bytes += png.len;
	sbuf_free(&png);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
	if (!rc && cairo_surface_write_to_png_stream(surf, count_bytes, &t->cairo_bytes) != CAIRO_STATUS_SUCCESS)
		rc = es_fail(e, ES_ERR, "picture: cairo's PNG writer failed");
	t->cairo_ms += ms_since(&t0);
	cairo_surface_destroy(surf);
	t->pictures++;
	return rc;
}

/* ---- one rendering per distinct view ---------------------------------
 * Seats that may see the same thing (a public board, two mails to one
 * seat in one batch) have equal scenes, and equal scenes give equal bytes:
 * a picture is keyed by the hash of its scene, field by field, and kept
 * for the rest of the process. A field left out of the hash could give
 * one seat another's picture: the assertions below fail when a struct
 * changes, so that its new field is hashed too. */
#if defined(__x86_64__) && defined(__LP64__)
_Static_assert(sizeof(scene_region) == 96, "hash every field of scene_region below");
_Static_assert(sizeof(scene_link) == 48, "hash every field of scene_link below");
_Static_assert(sizeof(scene_marker) == 56, "hash every field of scene_marker below");
_Static_assert(sizeof(scene_text) == 48, "hash every field of scene_text below");
_Static_assert(sizeof(scene_legend) == 32, "hash every field of scene_legend below");
#endif

#define CACHE_SLOTS 8

typedef struct cached {
	unsigned char key[crypto_generichash_BYTES];
	sbuf png;
} cached;

static cached cache[CACHE_SLOTS];
static size_t cache_next;

#define H(st, v) crypto_generichash_update((st), (const unsigned char *)&(v), sizeof(v))

static void hash_str(crypto_generichash_state *st, const char *t)
{
	uint64_t n = t ? strlen(t) + 1 : 0; /* NULL and "" differ */
	H(st, n);
	if (t)
		crypto_generichash_update(st, (const unsigned char *)t, n);
}

static void hash_item(crypto_generichash_state *st, const scene_item *it)
{
	H(st, it->type);
	switch (it->type) {
	case SCENE_ITEM_REGION: {
		const scene_region *r = &it->u.region;
		uint64_t np = r->npts;
		H(st, r->shape), H(st, r->x), H(st, r->y), H(st, r->r), H(st, r->r2), H(st, np);
		if (np)
			crypto_generichash_update(st, (const unsigned char *)r->pts, 2 * np * sizeof *r->pts);
		H(st, r->fill), H(st, r->stroke), H(st, r->stroke_px), H(st, r->label_px);
		hash_str(st, r->label);
		hash_str(st, r->name);
		break;
	}
	case SCENE_ITEM_LINK: {
		const scene_link *l = &it->u.link;
		H(st, l->x1), H(st, l->y1), H(st, l->x2), H(st, l->y2), H(st, l->style), H(st, l->colour);
		H(st, l->width_px);
		break;
	}
	case SCENE_ITEM_MARKER: {
		const scene_marker *m = &it->u.marker;
		H(st, m->x), H(st, m->y), H(st, m->symbol), H(st, m->fill), H(st, m->size_px), H(st, m->ink);
		H(st, m->marks);
		hash_str(st, m->text);
		hash_str(st, m->tag);
		break;
	}
	default: {
		const scene_text *t = &it->u.text;
		H(st, t->x), H(st, t->y), H(st, t->px), H(st, t->bold), H(st, t->anchor), H(st, t->colour);
		H(st, t->halo);
		hash_str(st, t->text);
	}
	}
}

static void scene_key(const scene *s, unsigned char key[crypto_generichash_BYTES])
{
	crypto_generichash_state st;
	uint64_t n = s->n, nleg = s->nleg;
	crypto_generichash_init(&st, NULL, 0, crypto_generichash_BYTES);
	H(&st, s->w), H(&st, s->h), H(&st, s->background), H(&st, n), H(&st, nleg);
	hash_str(&st, s->title);
	hash_str(&st, s->lang);
	for (size_t i = 0; i < s->n; i++)
		hash_item(&st, &s->v[i]);
	for (size_t i = 0; i < s->nleg; i++) {
		H(&st, s->leg[i].colour), H(&st, s->leg[i].symbol), H(&st, s->leg[i].marks);
		hash_str(&st, s->leg[i].text);
		hash_str(&st, s->leg[i].tag);
	}
	crypto_generichash_final(&st, key, crypto_generichash_BYTES);
}

int picture_png_cached(const scene *s, sbuf *png, es_err *e)
{
	unsigned char key[crypto_generichash_BYTES];
	scene_key(s, key);
	for (size_t i = 0; i < CACHE_SLOTS; i++)
		if (cache[i].png.len && !memcmp(cache[i].key, key, sizeof key)) {
			sbuf_add(png, cache[i].png.s, cache[i].png.len);
			return ES_OK;
		}
	size_t at = png->len;
	if (picture_png(s, png, e))
		return e->code;
	cached *c = &cache[cache_next];
	cache_next = (cache_next + 1) % CACHE_SLOTS;
	c->png.len = 0;
	sbuf_add(&c->png, png->s + at, png->len - at);
	memcpy(c->key, key, sizeof key);
	return ES_OK;
}

int picture_of(const game_kind *k, const void *st, int who, const char *lang, sbuf *png, es_err *e)
{
	if (!(k->has & GAME_HAS_SCENE))
		return 0;
	arena *a = arena_new();
	scene s;
	scene_init(&s, a, 1, 1);
	if (lang)
		s.lang = lang;
	k->scene(st, who, &s);
	int rc = picture_png_cached(&s, png, e);
	arena_free(a);
	return rc ? rc : 1;
}
