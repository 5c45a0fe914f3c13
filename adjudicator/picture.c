/* Scene to PNG: cairo draws on an image surface, then a small writer of
 * our own (below: why) makes an indexed PNG with zlib, with no time and no
 * text chunks (tests/unit/test_picture.c renders in two processes and
 * compares the bytes). */
#include "adjudicator/picture.h"

#include <cairo.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

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

/* A closed polygon of n points given as unit offsets around (x, y). */
static void shape(cairo_t *cr, double x, double y, double s, const double *pts, int n)
{
	for (int i = 0; i < n; i++) {
		double a = x + pts[2 * i] * s, b = y + pts[2 * i + 1] * s;
		i ? cairo_line_to(cr, a, b) : cairo_move_to(cr, a, b);
	}
	cairo_close_path(cr);
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
		scene_marker m = { 0, 0, l->symbol, l->colour, 16, NULL, SCENE_NONE };
		pen p = { cr, 1, x + 10, y };
		draw_marker(&p, &m);
		text_at(cr, x + 24, y, l->text, SCENE_MIN_TEXT + 1, 0, SCENE_LEFT, SCENE_BLACK, 0);
	}
}

/* ---- PNG: 256 colours, written here ------------------------------------
 * cairo's own writer (cairo_surface_write_to_png_stream) writes 24-bit
 * RGB at zlib's default level: 25 ms and 150 KB and more for a board of
 * 1200 x 1100, over both goals. A board is a few flat fills plus the
 * antialiased edges of shapes and text, some thousands of colours of which
 * about a hundred cover nearly every pixel: a palette of the 256 most
 * frequent colours (exact when there are no more), every other colour
 * mapped to its nearest, gives an 8-bit PNG a third of the size, written
 * in a third of the time. Integer arithmetic only: the same pixels give
 * the same bytes everywhere. */

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

static void put32(sbuf *b, uint32_t v)
{
	unsigned char c[4] = { (unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8),
		(unsigned char)v };
	sbuf_add(b, c, 4);
}

static void chunk(sbuf *png, const char *type, const unsigned char *data, size_t len)
{
	put32(png, (uint32_t)len);
	size_t at = png->len;
	sbuf_add(png, type, 4);
	if (len)
		sbuf_add(png, data, len);
	put32(png, (uint32_t)crc32(0, (const unsigned char *)png->s + at, (uInt)(len + 4)));
}

static int write_png(cairo_surface_t *surf, sbuf *png, es_err *e)
{
	int w = cairo_image_surface_get_width(surf), h = cairo_image_surface_get_height(surf);
	int stride = cairo_image_surface_get_stride(surf);
	const unsigned char *data = cairo_image_surface_get_data(surf);
	palette p = { .slot = xcalloc(HASH_SIZE, sizeof(colour_count)) };
	if (!count_colours(&p, data, w, h, stride)) {
		free(p.slot);
		return es_fail(e, ES_ERR, "picture: too many colours");
	}
	choose_palette(&p);
	/* Rows of filter byte 0 (none: best for indexed pixels) + indices. */
	size_t rowlen = (size_t)w + 1, rawlen = rowlen * (size_t)h;
	unsigned char *raw = xmalloc(rawlen);
	for (int y = 0; y < h; y++) {
		const uint32_t *row = (const uint32_t *)(data + (size_t)stride * (size_t)y);
		unsigned char *out = raw + rowlen * (size_t)y;
		out[0] = 0;
		uint32_t last = 0xffffffffu;
		uint8_t idx = 0;
		for (int x = 0; x < w; x++) {
			uint32_t c = row[x] & 0xffffff;
			if (c != last) {
				idx = slot_of(&p, c)->index;
				last = c;
			}
			out[x + 1] = idx;
		}
	}
	free(p.slot);
	uLongf zlen = compressBound((uLong)rawlen);
	unsigned char *z = xmalloc(zlen);
	int zr = compress2(z, &zlen, raw, (uLong)rawlen, ZLIB_LEVEL);
	free(raw);
	if (zr != Z_OK) {
		free(z);
		return es_fail(e, ES_ERR, "picture: zlib error %d", zr);
	}
	static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	sbuf_add(png, sig, 8);
	unsigned char ihdr[13] = { (unsigned char)(w >> 24), (unsigned char)(w >> 16), (unsigned char)(w >> 8),
		(unsigned char)w, (unsigned char)(h >> 24), (unsigned char)(h >> 16), (unsigned char)(h >> 8),
		(unsigned char)h, 8, 3, 0, 0, 0 }; /* 8-bit, indexed, deflate, no filter set, no interlace */
	chunk(png, "IHDR", ihdr, sizeof ihdr);
	unsigned char plte[3 * NPAL];
	for (int i = 0; i < p.n; i++) {
		plte[3 * i] = (unsigned char)(p.rgb[i] >> 16);
		plte[3 * i + 1] = (unsigned char)(p.rgb[i] >> 8);
		plte[3 * i + 2] = (unsigned char)p.rgb[i];
	}
	chunk(png, "PLTE", plte, 3 * (size_t)p.n);
	chunk(png, "IDAT", z, zlen);
	chunk(png, "IEND", NULL, 0);
	free(z);
	return ES_OK;
}

int picture_png(const scene *s, sbuf *png, es_err *e)
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
	for (size_t i = 0; i < s->n; i++) {
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
	int rc = st == CAIRO_STATUS_SUCCESS ? write_png(surf, png, e)
					    : es_fail(e, ES_ERR, "picture: %s", cairo_status_to_string(st));
	cairo_surface_destroy(surf);
	return rc;
}

int picture_of(const game_kind *k, const void *st, int who, sbuf *png, es_err *e)
{
	if (!k->scene)
		return 0;
	arena *a = arena_new();
	scene s;
	scene_init(&s, a, 1, 1);
	k->scene(st, who, &s);
	int rc = picture_png(&s, png, e);
	arena_free(a);
	return rc ? rc : 1;
}
