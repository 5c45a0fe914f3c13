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

/* The picture of seat `who` (-1: public) of a game in state st: 1 and
 * the PNG appended to png, or 0 when the kind draws no picture. */
int picture_of(const game_kind *k, const void *st, int who, sbuf *png, es_err *e);

#endif
