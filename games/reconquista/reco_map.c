/* Reads and validates the board of La reconquista from its embedded text
 * file (format documented at the top of reconquista.map). */
#include "games/reconquista/reco_map.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/embed.h"

static int valid_id(const char *s, size_t n);
static int word(const char **p, const char **w, size_t *n);
static int connected(const reco_map *m);

static int valid_id(const char *s, size_t n)
{
	if (n == 0 || n >= sizeof ((reco_map *)0)->id[0])
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '-'))
			return 0;
	return 1;
}

/* Next blank-separated word of the line at *p; 0 at the end of the line. */
static int word(const char **p, const char **w, size_t *n)
{
	const char *s = *p;
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s == '\0')
		return 0;
	*w = s;
	while (*s && *s != ' ' && *s != '\t')
		s++;
	*n = (size_t)(s - *w);
	*p = s;
	return 1;
}

static int connected(const reco_map *m)
{
	uint64_t seen = 1, frontier = 1;
	while (frontier) {
		uint64_t next = 0;
		for (int i = 0; i < m->n; i++)
			if (frontier >> i & 1)
				next |= m->adj[i];
		frontier = next & ~seen;
		seen |= next;
	}
	uint64_t all = m->n == 64 ? ~(uint64_t)0 : ((uint64_t)1 << m->n) - 1;
	return seen == all;
}

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
	for (int i = 0; i < m->n; i++)
		if (strlen(m->id[i]) == n && !memcmp(m->id[i], w, n))
			return i;
	return -1;
}

int reco_map_parse(const char *text, reco_map *m, es_err *e)
{
	memset(m, 0, sizeof *m);
	int lineno = 0;
	const char *p = text;
	char line[256];
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		lineno++;
		if (len >= sizeof line)
			return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: line too long", lineno);
		memcpy(line, p, len);
		line[len] = '\0';
		p += len + (nl != NULL);
		while (len && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
			line[--len] = '\0';
		const char *s = line, *w;
		size_t wn;
		if (!word(&s, &w, &wn) || w[0] == '#')
			continue;
		char kind = wn == 1 ? w[0] : '?';
		if (kind == 'p') {
			const char *id, *co, *name;
			size_t idn, con;
			if (!word(&s, &id, &idn) || !word(&s, &co, &con))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: expected p <id> <country> <name>", lineno);
			while (*s == ' ' || *s == '\t')
				s++;
			name = s;
			if (!valid_id(id, idn))
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
			const char *id;
			size_t idn;
			if (!word(&s, &id, &idn))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: expected a <id> <spelling>", lineno);
			while (*s == ' ' || *s == '\t')
				s++;
			int i = find_n(m, id, idn);
			if (i < 0)
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: unknown province '%.*s'", lineno, (int)idn, id);
			if (!*s || strlen(s) >= sizeof m->alias[0] || m->nalias == RECO_MAX_ALIASES)
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: missing or too long spelling, or too many", lineno);
			m->alias_of[m->nalias] = i;
			memcpy(m->alias[m->nalias++], s, strlen(s) + 1);
		} else if (kind == 'b') {
			const char *x, *y, *z;
			size_t xn, yn, zn;
			if (!word(&s, &x, &xn) || !word(&s, &y, &yn) || word(&s, &z, &zn))
				return es_fail(e, ES_ESYNTAX, "reconquista.map:%d: expected b <id> <id>", lineno);
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
	if (m->n != RECO_NPROV)
		return es_fail(e, ES_ESYNTAX, "reconquista.map: %d provinces, expected %d", m->n, RECO_NPROV);
	if (m->nborders != RECO_NBORDERS)
		return es_fail(e, ES_ESYNTAX, "reconquista.map: %d borders, expected %d", m->nborders, RECO_NBORDERS);
	for (int i = 0; i < m->n; i++)
		for (int j = 0; j < m->n; j++)
			if (reco_map_borders(m, i, j) != reco_map_borders(m, j, i))
				return es_fail(e, ES_ESYNTAX, "reconquista.map: border %s-%s not symmetric", m->id[i], m->id[j]);
	if (!connected(m))
		return es_fail(e, ES_ESYNTAX, "reconquista.map: the borders leave the board disconnected");
	return ES_OK;
}

const reco_map *reco_map_get(void)
{
	static reco_map map;
	static int loaded;
	if (!loaded) {
		const embed_file *f = embed_get(RECO_MAP_PATH);
		es_err e;
		if (!f) {
			fprintf(stderr, "estafeta: %s is not embedded\n", RECO_MAP_PATH);
			abort();
		}
		if (reco_map_parse(f->data, &map, &e) != ES_OK) {
			fprintf(stderr, "estafeta: %s\n", e.msg);
			abort();
		}
		loaded = 1;
	}
	return &map;
}
