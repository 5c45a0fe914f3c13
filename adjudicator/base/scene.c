/* Scene building: items in an arena, geometry files. */
#include "adjudicator/base/scene.h"
#include "adjudicator/base/embed.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Tableau-like colours: distinct for colour-blind readers too, each
 * dark enough for white text and light enough against the sea. */
const uint32_t scene_player_colour[SCENE_NPLAYER_COLOURS] = { 0xd62728, 0x1f77b4, 0x2ca02c, 0xff7f0e, 0x9467bd,
	0x8c564b, 0xe377c2, 0x17becf, 0x7f7f7f };

void scene_init(scene *s, arena *a, double w, double h)
{
	memset(s, 0, sizeof *s);
	s->a = a;
	s->lang = "es";
	s->w = w;
	s->h = h;
	s->background = SCENE_WHITE;
}

void scene_title(scene *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	s->title = arena_vprintf(s->a, fmt, ap);
	va_end(ap);
}

/* Doubles an arena array when full (the old block stays in the arena). */
static void *grow(arena *a, void *v, size_t *cap, size_t n, size_t size)
{
	if (n < *cap)
		return v;
	size_t nc = *cap ? *cap * 2 : 64;
	void *nv = arena_alloc(a, nc * size);
	if (n)
		memcpy(nv, v, n * size);
	*cap = nc;
	return nv;
}

static scene_item *item(scene *s, int type)
{
	s->v = grow(s->a, s->v, &s->cap, s->n, sizeof *s->v);
	scene_item *it = &s->v[s->n++];
	memset(it, 0, sizeof *it);
	it->type = type;
	return it;
}

static const char *dup(scene *s, const char *t)
{
	return t ? arena_strdup(s->a, t) : NULL;
}

static scene_region *region(scene *s, int shape, double x, double y, uint32_t fill, const char *label)
{
	scene_region *r = &item(s, SCENE_ITEM_REGION)->u.region;
	r->shape = shape;
	r->x = x;
	r->y = y;
	r->fill = fill;
	r->stroke = 0x404040;
	r->stroke_px = 1.5;
	r->label = dup(s, label);
	r->label_px = SCENE_MIN_TEXT;
	return r;
}

scene_region *scene_hex(scene *s, double x, double y, double r, uint32_t fill, const char *label)
{
	scene_region *g = region(s, SCENE_HEX, x, y, fill, label);
	g->r = r;
	return g;
}

scene_region *scene_circle(scene *s, double x, double y, double r, uint32_t fill, const char *label)
{
	scene_region *g = region(s, SCENE_CIRCLE, x, y, fill, label);
	g->r = r;
	return g;
}

scene_region *scene_rect(scene *s, double x, double y, double hw, double hh, uint32_t fill, const char *label)
{
	scene_region *g = region(s, SCENE_RECT, x, y, fill, label);
	g->r = hw;
	g->r2 = hh;
	return g;
}

scene_region *scene_poly(scene *s, const double *pts, size_t npts, uint32_t fill, const char *label)
{
	double cx = 0, cy = 0;
	double *p = arena_alloc(s->a, 2 * npts * sizeof *p);
	for (size_t i = 0; i < npts; i++) {
		p[2 * i] = pts[2 * i];
		p[2 * i + 1] = pts[2 * i + 1];
		cx += pts[2 * i] / (double)npts;
		cy += pts[2 * i + 1] / (double)npts;
	}
	scene_region *g = region(s, SCENE_POLY, cx, cy, fill, label);
	g->pts = p;
	g->npts = npts;
	return g;
}

scene_link *scene_link_add(scene *s, double x1, double y1, double x2, double y2, int style, uint32_t colour)
{
	scene_link *l = &item(s, SCENE_ITEM_LINK)->u.link;
	*l = (scene_link){ x1, y1, x2, y2, style, colour, style == SCENE_ROAD ? 6 : style == SCENE_THIN ? 1 : 2 };
	return l;
}

scene_marker *scene_marker_add(scene *s, double x, double y, int symbol, uint32_t fill, const char *text)
{
	scene_marker *m = &item(s, SCENE_ITEM_MARKER)->u.marker;
	*m = (scene_marker){ x, y, symbol, fill, symbol == SCENE_BADGE ? 22 : 16, SCENE_NONE, dup(s, text), NULL, 0 };
	return m;
}

scene_text *scene_text_add(scene *s, double x, double y, int px, const char *text)
{
	scene_text *t = &item(s, SCENE_ITEM_TEXT)->u.text;
	*t = (scene_text){ x, y, dup(s, text), px < SCENE_MIN_TEXT ? SCENE_MIN_TEXT : px, 0, SCENE_CENTRE, SCENE_BLACK,
		0 };
	return t;
}

scene_legend *scene_legend_add(scene *s, uint32_t colour, int symbol, const char *text)
{
	s->leg = grow(s->a, s->leg, &s->legcap, s->nleg, sizeof *s->leg);
	s->leg[s->nleg] = (scene_legend){ colour, symbol, 0, dup(s, text), NULL };
	return &s->leg[s->nleg++];
}

int scene_en(const scene *s)
{
	return s->lang && !strcmp(s->lang, "en");
}

void scene_hex_corner(double x, double y, double r, int k, double *cx, double *cy)
{
	double a = M_PI / 180.0 * (60.0 * k - 90.0);
	*cx = x + r * cos(a);
	*cy = y + r * sin(a);
}

uint32_t scene_ink_on(uint32_t fill)
{
	double r = (fill >> 16) & 255, g = (fill >> 8) & 255, b = fill & 255;
	return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? SCENE_BLACK : SCENE_WHITE;
}

/* ---- geometry files --------------------------------------------------- */

static void geo_die(const char *path, int line, const char *what)
{
	fprintf(stderr, "estafeta: %s:%d: %s\n", path, line, what);
	abort();
}

void scene_geo_load(scene_geo *g, arena *a, const char *path)
{
	const embed_file *f = embed_get(path);
	if (!f)
		geo_die(path, 0, "not embedded");
	memset(g, 0, sizeof *g);
	size_t cap = 1;
	for (const char *p = f->data; *p; p++)
		cap += *p == '\n';
	g->name = arena_alloc(a, cap * sizeof *g->name);
	g->x = arena_alloc(a, cap * sizeof *g->x);
	g->y = arena_alloc(a, cap * sizeof *g->y);
	g->sea_a = arena_alloc(a, cap * sizeof *g->sea_a);
	g->sea_b = arena_alloc(a, cap * sizeof *g->sea_b);
	g->outline_n = arena_alloc(a, cap * sizeof *g->outline_n);
	g->outline = arena_alloc(a, cap * sizeof *g->outline);
	const char **sea_names = arena_alloc(a, 2 * cap * sizeof *sea_names);
	int *sea_line = arena_alloc(a, cap * sizeof *sea_line);
	int lineno = 0;
	for (const char *p = f->data; *p;) {
		size_t len = strcspn(p, "\n");
		char *line = arena_strndup(a, p, len);
		p += len + (p[len] == '\n');
		lineno++;
		while (*line == ' ' || *line == '\t')
			line++;
		if (!*line || *line == '#')
			continue;
		double x, y;
		int used = 0;
		if (!strncmp(line, "box ", 4)) {
			if (sscanf(line + 4, "%lf %lf %n", &g->w, &g->h, &used) < 2 || line[4 + used])
				geo_die(path, lineno, "expected: box W H");
			continue;
		}
		if (!strncmp(line, "outline ", 8)) {
			size_t n = 0, room = strlen(line) / 2 + 1;
			double *pts = arena_alloc(a, room * sizeof *pts);
			char *q = line + 8, *end;
			for (double v = strtod(q, &end); end != q; v = strtod(q, &end)) {
				pts[n++] = v;
				q = end;
			}
			while (*q == ' ')
				q++;
			if (*q || n < 6 || n % 2)
				geo_die(path, lineno, "expected: outline X Y X Y X Y ...");
			g->outline[g->noutline] = pts;
			g->outline_n[g->noutline++] = n / 2;
			continue;
		}
		if (!strncmp(line, "sea ", 4)) {
			char *b = strchr(line + 4, ' ');
			if (!b || !b[1] || strchr(b + 1, ' '))
				geo_die(path, lineno, "expected: sea A B");
			*b = '\0';
			sea_names[2 * g->nsea] = line + 4;
			sea_names[2 * g->nsea + 1] = b + 1;
			sea_line[g->nsea++] = lineno;
			continue;
		}
		if (sscanf(line, "%lf %lf %n", &x, &y, &used) < 2 || !line[used])
			geo_die(path, lineno, "expected: X Y NAME");
		if (scene_geo_find(g, line + used) >= 0)
			geo_die(path, lineno, "a place twice");
		g->name[g->n] = line + used;
		g->x[g->n] = x;
		g->y[g->n] = y;
		g->n++;
	}
	if (g->w <= 0 || g->h <= 0)
		geo_die(path, lineno, "no box line");
	for (size_t i = 0; i < g->nsea; i++) {
		g->sea_a[i] = scene_geo_find(g, sea_names[2 * i]);
		g->sea_b[i] = scene_geo_find(g, sea_names[2 * i + 1]);
		if (g->sea_a[i] < 0 || g->sea_b[i] < 0)
			geo_die(path, sea_line[i], "sea of a place not in the file");
	}
}

int scene_geo_sea(const scene_geo *g, int a, int b)
{
	for (size_t i = 0; i < g->nsea; i++)
		if ((g->sea_a[i] == a && g->sea_b[i] == b) || (g->sea_a[i] == b && g->sea_b[i] == a))
			return 1;
	return 0;
}

void scene_geo_link(scene *s, const scene_geo *g, int a, int b, int style, uint32_t colour, int wrap)
{
	double xa = g->x[a], ya = g->y[a], xb = g->x[b], yb = g->y[b];
	if (!wrap || fabs(xb - xa) <= g->w / 2) {
		scene_link_add(s, xa, ya, xb, yb, style, colour);
		return;
	}
	if (xa > xb) { /* a is the eastern one */
		double t = xa;
		xa = xb, xb = t;
		t = ya, ya = yb, yb = t;
	}
	/* Round the back: the western end goes off the left edge. */
	double span = xa + (g->w - xb), ym = ya + (yb - ya) * xa / (span > 0 ? span : 1);
	scene_link_add(s, xa, ya, 0, ym, style, colour);
	scene_link_add(s, xb, yb, g->w, ym, style, colour);
}

const scene_geo *scene_geo_get(const char *path)
{
	static struct {
		const char *path;
		scene_geo g;
	} cache[16];
	static arena *keep;
	size_t i = 0;
	for (; i < sizeof cache / sizeof cache[0] && cache[i].path; i++)
		if (!strcmp(cache[i].path, path))
			return &cache[i].g;
	if (i == sizeof cache / sizeof cache[0])
		geo_die(path, 0, "more geometry files than the cache holds");
	if (!keep)
		keep = arena_new();
	scene_geo_load(&cache[i].g, keep, path);
	cache[i].path = arena_strdup(keep, path);
	return &cache[i].g;
}

int scene_geo_find(const scene_geo *g, const char *name)
{
	for (size_t i = 0; i < g->n; i++)
		if (!strcmp(g->name[i], name))
			return (int)i;
	return -1;
}

void scene_cell_disc(scene_cell *c, double x, double y, double r)
{
	c->n = 32;
	for (size_t k = 0; k < c->n; k++) {
		double t = 2 * M_PI * (double)k / (double)c->n;
		c->p[2 * k] = x + r * cos(t);
		c->p[2 * k + 1] = y + r * sin(t);
	}
}

/* Sutherland-Hodgman against one half-plane: exact for any polygon
 * (a concave one cut in two keeps a zero-width seam along the line). */
void scene_cell_cut(scene_cell *c, double a, double b, double k)
{
	double q[2 * SCENE_CELL_MAX];
	size_t m = 0;
	for (size_t i = 0; i < c->n; i++) {
		size_t j = (i + 1) % c->n;
		double x0 = c->p[2 * i], y0 = c->p[2 * i + 1], x1 = c->p[2 * j], y1 = c->p[2 * j + 1];
		double d0 = a * x0 + b * y0 - k, d1 = a * x1 + b * y1 - k;
		if (d0 <= 0 && m < SCENE_CELL_MAX)
			q[2 * m] = x0, q[2 * m + 1] = y0, m++;
		if (((d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0)) && m < SCENE_CELL_MAX) {
			double t = d0 / (d0 - d1);
			q[2 * m] = x0 + t * (x1 - x0), q[2 * m + 1] = y0 + t * (y1 - y0), m++;
		}
	}
	memcpy(c->p, q, 2 * m * sizeof *q);
	c->n = m;
}

void scene_cell_nearer(scene_cell *c, double xi, double yi, double xj, double yj, double gap)
{
	double dx = xj - xi, dy = yj - yi, d = hypot(dx, dy);
	if (d <= 0)
		return;
	dx /= d, dy /= d;
	/* (p - mid) . u <= -gap/2 */
	scene_cell_cut(c, dx, dy, dx * (xi + xj) / 2 + dy * (yi + yj) / 2 - gap / 2);
}

void scene_cell_clip(scene_cell *out, const double *subj, size_t n, const scene_cell *c)
{
	out->n = n < SCENE_CELL_MAX ? n : SCENE_CELL_MAX;
	memcpy(out->p, subj, 2 * out->n * sizeof *subj);
	double area = 0;
	for (size_t i = 0; i < c->n; i++) {
		size_t j = (i + 1) % c->n;
		area += c->p[2 * i] * c->p[2 * j + 1] - c->p[2 * j] * c->p[2 * i + 1];
	}
	double sg = area > 0 ? 1 : -1; /* inside is to the left of each edge when counter-clockwise */
	for (size_t i = 0; i < c->n && out->n; i++) {
		size_t j = (i + 1) % c->n;
		double ex = c->p[2 * j] - c->p[2 * i], ey = c->p[2 * j + 1] - c->p[2 * i + 1];
		/* inside: sg * cross(e, p - pi) >= 0, i.e. a*x + b*y <= k */
		double a = sg * ey, b = -sg * ex;
		scene_cell_cut(out, a, b, a * c->p[2 * i] + b * c->p[2 * i + 1]);
	}
}

int scene_cell_meets(const scene_cell *c, double xi, double yi, double xj, double yj, double min)
{
	double dx = xj - xi, dy = yj - yi, d = hypot(dx, dy);
	if (d <= 0)
		return 0;
	double mx = (xi + xj) / 2, my = (yi + yj) / 2;
	for (size_t i = 0; i < c->n; i++) {
		size_t j = (i + 1) % c->n;
		double x0 = c->p[2 * i], y0 = c->p[2 * i + 1], x1 = c->p[2 * j], y1 = c->p[2 * j + 1];
		if (fabs(((x0 - mx) * dx + (y0 - my) * dy) / d) < 1e-6 && fabs(((x1 - mx) * dx + (y1 - my) * dy) / d) < 1e-6
			&& hypot(x1 - x0, y1 - y0) >= min)
			return 1;
	}
	return 0;
}
