/* Catan: the helpers every other file of the engine calls: a seat's name,
 * the names sharing a draw, a rejection, and the events told to everyone,
 * to one seat or to two. They call no other file of the engine, so they sit
 * below all of them. */
#include <stdarg.h>

#include "games/catan/catan_int.h"

const char *catan_pname(const catan_state *s, int seat)
{
	return s->names && seat >= 0 && seat < s->n && s->names[seat] ? s->names[seat] : "?";
}

void catan_drawn_names(const catan_state *s, sbuf *out)
{
	for (int i = 0; i < s->n; i++)
		if (!s->draw_seats || (s->draw_seats & GAME_SEAT(i)))
			sbuf_printf(out, "%s%s", out->len ? ", " : "", catan_pname(s, i));
}

int catan_reject(catan_ctx *c, int code, const char *id, ...)
{
	if (!c->rej)
		return code;
	va_list ap;
	va_start(ap, id);
	game_reject_vtpl(c->rej, c->index, code, c->lang ? c->lang : "es", id, ap);
	va_end(ap);
	return code;
}

/* An event's vars from the caller's varargs (name, value, ..., NULL). */
void catan_emit(const catan_state *s, catan_ctx *c, uint32_t audience, int summary, const char *id, ...)
{
	(void)s;
	if (c->sim || !c->ev)
		return;
	va_list ap;
	va_start(ap, id);
	game_vemit(c->ev, audience, 0, summary, id, ap);
	va_end(ap);
}

void catan_emit_two(const catan_state *s, catan_ctx *c, int a, int b, int summary, const char *id_a, const char *id_b,
	const char *id, ...)
{
	(void)s;
	if (c->sim || !c->ev)
		return;
	uint32_t two = b >= 0 && b != a ? GAME_SEAT(b) : 0;
	va_list ap;
	va_start(ap, id);
	game_vemit(c->ev, GAME_SEAT(a), 0, 0, id_a, ap);
	va_end(ap);
	if (two) {
		va_start(ap, id);
		game_vemit(c->ev, two, 0, 0, id_b, ap);
		va_end(ap);
	}
	va_start(ap, id);
	game_vemit(c->ev, GAME_OTHERS(GAME_SEAT(a) | two), 1, summary, id, ap);
	va_end(ap);
}

void catan_emit_you(const catan_state *s, catan_ctx *c, int seat, int summary, const char *id_you, const char *id,
	...)
{
	(void)s;
	if (c->sim || !c->ev)
		return;
	va_list ap;
	va_start(ap, id);
	game_vemit(c->ev, GAME_SEAT(seat), 0, 0, id_you, ap);
	va_end(ap);
	va_start(ap, id);
	game_vemit(c->ev, GAME_OTHERS(GAME_SEAT(seat)), 1, summary, id, ap);
	va_end(ap);
}
