/* Reads and validates the TEG board from its embedded text file (format
 * documented at the top of games/teg/teg.map). */
#include "games/teg/teg_map.h"

#include <string.h>

#include "adjudicator/base/tpl.h"

#include "games/kit/kit_lines.h"
#include "games/kit/kit_map.h"
#include "games/kit/kit_text.h"
#include "orders/ord_places.h"

const char *const teg_color_ids[TEG_NCOLORS] = { "blue", "red", "black", "yellow", "green", "magenta" };
const char *const teg_color_es[TEG_NCOLORS] = { "azul", "rojo", "negro", "amarillo", "verde", "magenta" };
const char *const teg_symbol_ids[4] = { "galeon", "globo", "canon", "comodin" };

static int find_n(const teg_map *m, const char *w, size_t n)
{
	return kit_map_id_find(m->id[0], sizeof m->id[0], m->n, w, n);
}

static int cont_n(const teg_map *m, const char *w, size_t n)
{
	return kit_map_id_find(m->cont_id[0], sizeof m->cont_id[0], m->ncont, w, n);
}

int teg_map_find(const teg_map *m, const char *id)
{
	return find_n(m, id, strlen(id));
}

int teg_map_borders(const teg_map *m, int a, int b)
{
	return (int)(m->adj[a] >> b & 1);
}

void teg_map_neighbours(const teg_map *m, int c, sbuf *out)
{
	const char *sep = "";
	for (int j = 0; j < m->n; j++)
		if (teg_map_borders(m, c, j)) {
			sbuf_printf(out, "%s%s", sep, m->name[j]);
			sep = ", ";
		}
}

void teg_map_border_list(const teg_map *m, sbuf *out)
{
	for (int k = 0; k < m->ncont; k++) {
		sbuf_printf(out, "%s:\n", m->cont_name[k]);
		for (int c = 0; c < m->n; c++) {
			if (m->cont[c] != k)
				continue;
			sbuf line = SBUF_INIT;
			sbuf_printf(&line, "  %s: ", m->name[c]);
			/* Continued under the first neighbour's name. */
			size_t hang = tpl_width(sbuf_str(&line)) - 2;
			teg_map_neighbours(m, c, &line);
			kit_wrap(out, sbuf_str(&line), KIT_TEXT_WIDTH, hang, ",");
			sbuf_free(&line);
		}
	}
}

static int valid_id(const kit_field *f, size_t max)
{
	return !f->quoted && kit_map_id_ok(f->s, f->n, max);
}

/* The rest of an objective line after its text. */
static int parse_form(teg_map *m, teg_objective *o, const char **p, const char **why)
{
	kit_field f;
	if (kit_field_next(p, &f) != 1) {
		*why = "missing objective form";
		return 0;
	}
	if (kit_field_is(&f, "occupy-count")) {
		o->kind = TEG_OBJ_COUNT;
		if (kit_field_next(p, &f) != 1 || !kit_field_num(&f, TEG_NC, &o->count) || o->count < 1) {
			*why = "occupy-count wants a number of countries";
			return 0;
		}
	} else if (kit_field_is(&f, "destroy")) {
		o->kind = TEG_OBJ_DESTROY;
		o->color = -1;
		if (kit_field_next(p, &f) == 1)
			for (int c = 0; c < TEG_NCOLORS; c++)
				if (kit_field_is(&f, teg_color_ids[c]))
					o->color = c;
		if (o->color < 0) {
			*why = "destroy wants a colour";
			return 0;
		}
		if (kit_field_next(p, &f) != 1 || !kit_field_is(&f, "fallback:right")) {
			*why = "destroy wants fallback:right (the rulebook's substitution)";
			return 0;
		}
	} else if (kit_field_is(&f, "occupy")) {
		o->kind = TEG_OBJ_OCCUPY;
		int terms = 0, r;
		while ((r = kit_field_next(p, &f)) == 1) {
			const char *colon = memchr(f.s, ':', f.n);
			if (f.quoted || !colon) {
				*why = "an occupy term is <continent>:all, <continent>:<N> or adjacent:3";
				return 0;
			}
			size_t kn = (size_t)(colon - f.s);
			kit_field v = { colon + 1, f.n - kn - 1, 0 };
			if (kn == 8 && !memcmp(f.s, "adjacent", 8)) {
				/* The engine reads groups of three only (objective 2). */
				if (o->adjacent || !kit_field_num(&v, 3, &o->adjacent) || o->adjacent != 3) {
					*why = "adjacent wants 3, once";
					return 0;
				}
			} else {
				int c = cont_n(m, f.s, kn);
				if (c < 0 || o->need[c]) {
					*why = "unknown or repeated continent in an occupy term";
					return 0;
				}
				if (kit_field_is(&v, "all"))
					o->need[c] = m->cont_size[c];
				else if (!kit_field_num(&v, m->cont_size[c], &o->need[c]) || o->need[c] < 1) {
					*why = "a continent term wants all or 1..its size";
					return 0;
				}
			}
			terms++;
		}
		if (r < 0 || !terms) {
			*why = "occupy wants at least one term";
			return 0;
		}
	} else {
		*why = "the form is occupy, occupy-count or destroy";
		return 0;
	}
	if (kit_field_next(p, &f) != 0) {
		*why = "trailing words after the objective form";
		return 0;
	}
	return 1;
}

#define FAIL(...) return es_fail(e, ES_ESYNTAX, __VA_ARGS__)

int teg_map_parse(const char *text, teg_map *m, es_err *e)
{
	memset(m, 0, sizeof *m);
	int obj_seen[TEG_NOBJ] = { 0 }, rc;
	kit_lines rd;
	kit_lines_init(&rd, text, "teg.map", 512);
	while ((rc = kit_lines_next(&rd, e)) == 1) {
		int lineno = rd.lineno;
		const char *s = rd.buf;
		kit_field k, a, b, c, d, x;
		int r = kit_field_next(&s, &k);
		if (r == 0 || (!k.quoted && k.s[0] == '#'))
			continue;
		if (r < 0)
			FAIL("teg.map:%d: unterminated quote", lineno);
		if (kit_field_is(&k, "continent")) {
			int bonus;
			if (kit_field_next(&s, &a) != 1 || kit_field_next(&s, &b) != 1 || kit_field_next(&s, &c) != 1 ||
				kit_field_next(&s, &d) != 1 || kit_field_next(&s, &x) != 0 || !kit_field_is(&c, "bonus") ||
				!b.quoted || !kit_field_num(&d, 100, &bonus))
				FAIL("teg.map:%d: expected continent <id> \"<name>\" bonus <N>", lineno);
			if (!valid_id(&a, sizeof m->cont_id[0]) || cont_n(m, a.s, a.n) >= 0 || m->ncont == TEG_NCONT)
				FAIL("teg.map:%d: bad, repeated or one too many continent", lineno);
			if (m->n)
				FAIL("teg.map:%d: continents come before countries", lineno);
			if (b.n == 0 || b.n >= sizeof m->cont_name[0])
				FAIL("teg.map:%d: missing or too long name", lineno);
			memcpy(m->cont_id[m->ncont], a.s, a.n);
			memcpy(m->cont_name[m->ncont], b.s, b.n);
			m->bonus[m->ncont++] = bonus;
		} else if (kit_field_is(&k, "country")) {
			kit_field cw, cid, kw, sym;
			if (kit_field_next(&s, &a) != 1 || kit_field_next(&s, &b) != 1 || kit_field_next(&s, &cw) != 1 ||
				kit_field_next(&s, &cid) != 1 || kit_field_next(&s, &kw) != 1 || kit_field_next(&s, &sym) != 1 ||
				kit_field_next(&s, &x) != 0 || !b.quoted || !kit_field_is(&cw, "continent") || !kit_field_is(&kw, "card"))
				FAIL("teg.map:%d: expected country <id> \"<name>\" continent <id> card <symbol>", lineno);
			if (!valid_id(&a, sizeof m->id[0]) || find_n(m, a.s, a.n) >= 0)
				FAIL("teg.map:%d: bad or repeated country id", lineno);
			if (m->n == TEG_NC)
				FAIL("teg.map:%d: more than %d countries", lineno, TEG_NC);
			if (b.n == 0 || b.n >= sizeof m->name[0])
				FAIL("teg.map:%d: missing or too long name", lineno);
			int ci = cont_n(m, cid.s, cid.n), sy = -1;
			for (int i = 0; i < 4; i++)
				if (kit_field_is(&sym, teg_symbol_ids[i]))
					sy = i;
			if (ci < 0 || sy < 0)
				FAIL("teg.map:%d: unknown continent or card symbol", lineno);
			memcpy(m->id[m->n], a.s, a.n);
			memcpy(m->name[m->n], b.s, b.n);
			m->cont[m->n] = ci;
			m->symbol[m->n] = sy;
			m->cont_set[ci] |= (uint64_t)1 << m->n;
			m->cont_size[ci]++;
			m->n++;
		} else if (kit_field_is(&k, "alias")) {
			if (kit_field_next(&s, &a) != 1 || kit_field_next(&s, &b) != 1 || kit_field_next(&s, &x) != 0 || !b.quoted)
				FAIL("teg.map:%d: expected alias <id> \"<spelling>\"", lineno);
			int i = find_n(m, a.s, a.n);
			if (i < 0)
				FAIL("teg.map:%d: unknown country '%.*s'", lineno, (int)a.n, a.s);
			if (b.n == 0 || b.n >= sizeof m->alias[0] || m->nalias == TEG_MAX_ALIASES)
				FAIL("teg.map:%d: missing or too long spelling, or too many", lineno);
			m->alias_of[m->nalias] = i;
			memcpy(m->alias[m->nalias++], b.s, b.n);
		} else if (kit_field_is(&k, "border")) {
			if (kit_field_next(&s, &a) != 1 || kit_field_next(&s, &b) != 1 || kit_field_next(&s, &x) != 0)
				FAIL("teg.map:%d: expected border <id> <id>", lineno);
			int i = find_n(m, a.s, a.n), j = find_n(m, b.s, b.n);
			if (i < 0 || j < 0)
				FAIL("teg.map:%d: unknown country '%.*s'", lineno, i < 0 ? (int)a.n : (int)b.n, i < 0 ? a.s : b.s);
			if (i == j || teg_map_borders(m, i, j))
				FAIL("teg.map:%d: border repeated or with itself", lineno);
			m->adj[i] |= (uint64_t)1 << j;
			m->adj[j] |= (uint64_t)1 << i;
			m->nborders++;
		} else if (kit_field_is(&k, "objective")) {
			int num;
			const char *why = NULL;
			if (kit_field_next(&s, &a) != 1 || !kit_field_num(&a, TEG_NOBJ - 1, &num) || obj_seen[num]++)
				FAIL("teg.map:%d: expected objective <0..%d>, each once", lineno, TEG_NOBJ - 1);
			if (kit_field_next(&s, &b) != 1 || !b.quoted || b.n == 0 || b.n >= sizeof m->obj[0].text)
				FAIL("teg.map:%d: missing or too long objective text", lineno);
			if (m->n != TEG_NC)
				FAIL("teg.map:%d: objectives come after the %d countries", lineno, TEG_NC);
			teg_objective *o = &m->obj[num];
			memcpy(o->text, b.s, b.n);
			if (!parse_form(m, o, &s, &why))
				FAIL("teg.map:%d: %s", lineno, why);
			m->nobj++;
		} else {
			FAIL("teg.map:%d: expected a continent, country, alias, border or objective line", lineno);
		}
	}
	if (rc != 0)
		return rc;
	if (m->ncont != TEG_NCONT)
		FAIL("teg.map: %d continents, expected %d", m->ncont, TEG_NCONT);
	if (m->n != TEG_NC)
		FAIL("teg.map: %d countries, expected %d", m->n, TEG_NC);
	if (m->nborders != TEG_NBORDERS)
		FAIL("teg.map: %d borders, expected %d", m->nborders, TEG_NBORDERS);
	if (m->nobj != TEG_NOBJ)
		FAIL("teg.map: %d objectives, expected %d", m->nobj, TEG_NOBJ);
	if (m->obj[0].kind != TEG_OBJ_COUNT)
		FAIL("teg.map: objective 0 must be the common objective (occupy-count)");
	for (int c = 0; c < TEG_NCONT; c++)
		if (!m->cont_size[c])
			FAIL("teg.map: continent %s has no country", m->cont_id[c]);
	if (!kit_map_connected(m->adj, m->n))
		FAIL("teg.map: the borders leave the board disconnected");
	return ES_OK;
}

KIT_MAP_GETTER(teg_map, teg_map_get, TEG_MAP_PATH, teg_map_parse)
ORD_PLACES_GETTER(teg_map_places, teg_map, teg_map_get)
