/* Catan: the little texts shared by echoes, events and views, all from
 * templates: resources, card lists, what lies around an intersection or a
 * path ("mineral 10, lana 2, arcilla 6"), harbours and seats. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/catan/catan_int.h"

void catan_put(sbuf *out, const char *lang, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	tpl_vput(out, lang, id, ap);
	va_end(ap);
}

void catan_res_name(const char *lang, int r, sbuf *out)
{
	static const char *const ids[CATAN_NCARDS] = { "catan.res.lumber", "catan.res.brick", "catan.res.wool",
		"catan.res.grain", "catan.res.ore", "catan.res.points" };
	catan_put(out, lang, ids[r], NULL);
}

void catan_cards_text(const char *lang, const int *cards, int ncards, sbuf *out)
{
	int k = 0;
	for (int r = 0; r < ncards; r++) {
		if (!cards[r])
			continue;
		sbuf_printf(out, "%s%d ", k++ ? ", " : "", cards[r]);
		if (r == CATAN_POINTS && cards[r] == 1)
			catan_put(out, lang, "catan.res.point", NULL); /* "1 carta de punto" */
		else
			catan_res_name(lang, r, out);
	}
	if (!k)
		catan_put(out, lang, "catan.nothing", NULL);
}

void catan_hex_text(const catan_state *s, const char *lang, int h, sbuf *out)
{
	if (h >= CATAN_NLAND) {
		catan_put(out, lang, "catan.sea", NULL);
		return;
	}
	if (s->terrain[h] == CATAN_DESERT) {
		catan_put(out, lang, "catan.desert", NULL);
		return;
	}
	catan_res_name(lang, s->terrain[h], out);
	sbuf_printf(out, " %d", s->number[h]);
}

void catan_harbour_text(const char *lang, int type, sbuf *out)
{
	if (type == CATAN_ANY) {
		catan_put(out, lang, "catan.harbour.any", NULL);
		return;
	}
	sbuf r = SBUF_INIT;
	catan_res_name(lang, type, &r);
	catan_put(out, lang, "catan.harbour.res", "res", sbuf_str(&r), NULL);
	sbuf_free(&r);
}

void catan_vertex_text(const catan_state *s, const char *lang, int v, sbuf *out)
{
	const catan_map *m = s->map;
	int k = 0, sea = 0;
	for (int j = 0; j < 3; j++) {
		int h = m->vhex[v][j];
		if (h >= CATAN_NLAND) {
			sea = 1;
			continue;
		}
		if (k++)
			sbuf_puts(out, ", ");
		catan_hex_text(s, lang, h, out);
	}
	for (int i = 0; i < CATAN_NSLOT; i++)
		if (m->slot_v[i][0] == v || m->slot_v[i][1] == v) {
			sbuf_puts(out, ", ");
			catan_put(out, lang, "catan.harbour", NULL);
			sbuf_putc(out, ' ');
			catan_harbour_text(lang, s->harbour[i], out);
			return;
		}
	if (sea) {
		sbuf_puts(out, ", ");
		catan_put(out, lang, "catan.coast", NULL);
	}
}

void catan_edge_text(const catan_state *s, const char *lang, int e, sbuf *out)
{
	const catan_map *m = s->map;
	sbuf h = SBUF_INIT;
	for (int j = 0; j < 2; j++) {
		if (j)
			sbuf_puts(&h, " | ");
		catan_hex_text(s, lang, m->ehex[e][j], &h);
	}
	catan_put(out, lang, "catan.edge_around", "hexes", sbuf_str(&h), "a", m->vname[m->ev[e][0]], "b",
		m->vname[m->ev[e][1]], NULL);
	sbuf_free(&h);
}

void catan_seat_text(const catan_state *s, const char *lang, int seat, sbuf *out)
{
	static const char *const ids[CATAN_MAXP] = { "catan.colour.red", "catan.colour.blue", "catan.colour.white",
		"catan.colour.orange" };
	sbuf col = SBUF_INIT;
	catan_put(&col, lang, ids[seat], NULL);
	catan_put(out, lang, "catan.seat", "player", catan_pname(s, seat), "colour", sbuf_str(&col), NULL);
	sbuf_free(&col);
}

static void copy_bi(const sbuf *b, char *dst, size_t cap)
{
	size_t n = b->len < cap - 1 ? b->len : cap - 1;
	while (n > 0 && n < b->len && ((unsigned char)b->s[n] & 0xC0) == 0x80)
		n--;
	memcpy(dst, sbuf_str(b), n);
	dst[n] = '\0';
}

void catan_cards_bi(const int *cards, int ncards, catan_bi *out)
{
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	catan_cards_text("es", cards, ncards, &es);
	catan_cards_text("en", cards, ncards, &en);
	copy_bi(&es, out->es, sizeof out->es);
	copy_bi(&en, out->en, sizeof out->en);
	sbuf_free(&es);
	sbuf_free(&en);
}

void catan_res_bi(int r, catan_bi *out)
{
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	catan_res_name("es", r, &es);
	catan_res_name("en", r, &en);
	copy_bi(&es, out->es, sizeof out->es);
	copy_bi(&en, out->en, sizeof out->en);
	sbuf_free(&es);
	sbuf_free(&en);
}

void catan_bi_id(const char *id, catan_bi *out)
{
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	catan_put(&es, "es", id, NULL);
	catan_put(&en, "en", id, NULL);
	copy_bi(&es, out->es, sizeof out->es);
	copy_bi(&en, out->en, sizeof out->en);
	sbuf_free(&es);
	sbuf_free(&en);
}

void catan_qty(sbuf *out, const char *lang, const char *one, const char *many, long n)
{
	char v[16];
	snprintf(v, sizeof v, "%ld", n);
	catan_put(out, lang, n == 1 ? one : many, "n", v, NULL);
}

void catan_qty_bi(const char *one, const char *many, long n, catan_bi *out)
{
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	catan_qty(&es, "es", one, many, n);
	catan_qty(&en, "en", one, many, n);
	copy_bi(&es, out->es, sizeof out->es);
	copy_bi(&en, out->en, sizeof out->en);
	sbuf_free(&es);
	sbuf_free(&en);
}

void catan_dev_name(const char *lang, int card, sbuf *out)
{
	static const char *const ids[CATAN_NDEV] = { "catan.dev.knight", "catan.dev.point", "catan.dev.roads",
		"catan.dev.invention", "catan.dev.monopoly" };
	catan_put(out, lang, ids[card], NULL);
}
