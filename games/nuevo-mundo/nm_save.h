/* Nuevo Mundo: the saved state, one fact a line (nm_save.c). */
#ifndef ES_NM_SAVE_H
#define ES_NM_SAVE_H

#include "adjudicator/base/sbuf.h"
#include "games/game.h"

void nm_save(const void *st, sbuf *out);
int nm_load(void **st, int n, const char *const *names, const char *text, es_err *e);
/* A decimal number of 1 to 10 digits in [0, max]. */
int nm_save_num(const char *w, long max, long *out);

#endif
