/* The one renderer of board pictures: a scene (adjudicator/base/scene.h)
 * to PNG bytes in memory, with cairo. Every engine's picture goes through
 * here; engines only describe their board as data.
 *
 * Deterministic: the same scene gives the same bytes (no time or text
 * chunks; one font, DejaVu Sans, with fixed hinting and antialiasing), so
 * that `verify` can recompute pictures. */
#ifndef ES_PICTURE_H
#define ES_PICTURE_H

#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/scene.h"
#include "games/game.h"

#define PICTURE_WIDTH 1200 /* px: the whole picture */

/* Appends the PNG of s to png. */
int picture_png(const scene *s, sbuf *png, es_err *e);

/* The same, but an equal scene drawn before by this process is not drawn
 * again: its bytes are copied (a few recent pictures are kept). */
int picture_png_cached(const scene *s, sbuf *png, es_err *e);

/* make bench: the CPU time of drawing s, of writing it as this module
 * does (palette, libpng) and of cairo's own writer, added to t. */
typedef struct picture_times {
	double draw_ms, encode_ms, cairo_ms;
	size_t pictures, bytes, cairo_bytes;
} picture_times;
int picture_bench(const scene *s, picture_times *t, es_err *e);

/* The picture of seat `who` (-1: public) of a game in state st, its
 * words in lang (NULL: Spanish): 1 and the PNG appended to png, or 0 when
 * the kind draws no picture. Drawn once per distinct view
 * (picture_png_cached). */
int picture_of(const game_kind *k, const void *st, int who, const char *lang, sbuf *png, es_err *e);

#endif
