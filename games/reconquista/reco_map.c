/* Reads and validates the board of La reconquista from its embedded text
 * file (format documented at the top of reconquista.map). */
#include "games/reconquista/reco_map.h"

#include <string.h>

#include "games/kit/kit_lines.h"
#include "games/kit/kit_map.h"
#include "orders/ord_places.h"

int reco_map_find(const reco_map *m, const char *id)
{
	for (int i = 0; i < m->n; i++)
		if (!strcmp(m->id[i], id))
			return i;
	return -1;
}

int reco_map_borders(const reco_map *m, int a, int b)
{
	return (int)(m->adj[a] >> b & 1);
}

/* Finds the id word of length n; -1 when unknown. */
static int find_n(const reco_map *m, const char *w, size_t n)
{
	return kit_map_id_find(m->id[0], sizeof m->id[0], m->n, w, n);
}

int reco_map_parse(const char *text, reco_map *m, es_err *e)
{
	memset(m, 0, sizeof *m);
	kit_lines r;
	kit_lines_init(&r, text, "reconquista.map", 256);
	int rc;
	while ((rc = kit_lines_next(&r, e)) == 1) {
		int lineno = r.lineno;
		const char *s = r.buf;
		kit_field f;
		if (!kit_word(&s, &f) || f.s[0] == '#')
			continue;
		const char *w = f.s;
		size_t wn = f.n;
		char kind = wn == 1 ? w[0] : '?';
		if (kind == 'p') {
			kit_field fid, fco;
			if (!kit_word(&s, &fid) || !kit_word(&s, &fco))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: expected p <id> <country> <name>", lineno);
			const char *id = fid.s, *co = fco.s, *name = kit_skip_blanks(s);
			size_t idn = fid.n, con = fco.n;
			if (!kit_map_id_ok(id, idn, sizeof m->id[0]))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: bad id '%.*s'", lineno, (int)idn, id);
			if (find_n(m, id, idn) >= 0)
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: province '%.*s' repeated", lineno, (int)idn, id);
			if (m->n == RECO_NPROV)
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: more than %d provinces", lineno, RECO_NPROV);
			if (con != 2 || !(!memcmp(co, "es", 2) || !memcmp(co, "pt", 2) || !memcmp(co, "ad", 2)))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: country must be es, pt or ad", lineno);
			if (!*name || strlen(name) >= sizeof m->name[0])
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: missing or too long name", lineno);
			memcpy(m->id[m->n], id, idn);
			memcpy(m->country[m->n], co, 2);
			memcpy(m->name[m->n], name, strlen(name) + 1);
			m->n++;
		} else if (kind == 'a') {
			kit_field fid;
			if (!kit_word(&s, &fid))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: expected a <id> <spelling>", lineno);
			const char *id = fid.s;
			size_t idn = fid.n;
			s = kit_skip_blanks(s);
			int i = find_n(m, id, idn);
			if (i < 0)
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: unknown province '%.*s'", lineno, (int)idn, id);
			if (!*s || strlen(s) >= sizeof m->alias[0] || m->nalias == RECO_MAX_ALIASES)
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: missing or too long spelling, or too many", lineno);
			m->alias_of[m->nalias] = i;
			memcpy(m->alias[m->nalias++], s, strlen(s) + 1);
		} else if (kind == 'b') {
			kit_field fx, fy, fz;
			if (!kit_word(&s, &fx) || !kit_word(&s, &fy) || kit_word(&s, &fz))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: expected b <id> <id>", lineno);
			const char *x = fx.s, *y = fy.s;
			size_t xn = fx.n, yn = fy.n;
			int a = find_n(m, x, xn), b = find_n(m, y, yn);
			if (a < 0 || b < 0)
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: unknown province '%.*s'", lineno,
					a < 0 ? (int)xn : (int)yn, a < 0 ? x : y);
			if (a == b || reco_map_borders(m, a, b))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: border repeated or with itself", lineno);
			m->adj[a] |= (uint64_t)1 << b;
			m->adj[b] |= (uint64_t)1 << a;
			m->nborders++;
		} else {
			return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: expected a p, a or b line", lineno);
		}
	}
	if (rc != 0)
		return rc;
	if (m->n != RECO_NPROV)
		return es_fail(e, ES_ESYNTAX, "reconquista.map: %d provinces, expected %d", m->n, RECO_NPROV);
	if (m->nborders != RECO_NBORDERS)
		return es_fail(e, ES_ESYNTAX, "reconquista.map: %d borders, expected %d", m->nborders, RECO_NBORDERS);
	for (int i = 0; i < m->n; i++)
		for (int j = 0; j < m->n; j++)
			if (reco_map_borders(m, i, j) != reco_map_borders(m, j, i))
				return es_fail(e, ES_ESYNTAX, "reconquista.map: border %s-%s not symmetric", m->id[i], m->id[j]);
	if (!kit_map_connected(m->adj, m->n))
		return es_fail(e, ES_ESYNTAX, "reconquista.map: the borders leave the board disconnected");
	return ES_OK;
}

KIT_MAP_GETTER(reco_map, reco_map_get, RECO_MAP_PATH, reco_map_parse)
ORD_PLACES_GETTER(reco_map_places, reco_map, reco_map_get)
