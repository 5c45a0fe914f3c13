/* Reads the scenario files of Nuevo Mundo and checks them (nm_map.h). */
#include "games/nuevo-mundo/nm_map.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "games/kit/kit_lines.h"
#include "games/kit/kit_map.h"

#define NM_LINE 160
#define NM_WORDS 8

int nm_map_find(const nm_map *m, const char *w)
{
	for (int i = 0; i < m->n; i++)
		if (!strcasecmp(m->id[i], w) || !strcasecmp(m->name[i], w))
			return i;
	return -1;
}

static int fits(const char *s, size_t cap)
{
	return *s && strlen(s) < cap;
}

/* A region id: the kit's id (letters, digits, '-') in any case ("T7"). */
static int id_ok(const char *s, size_t cap)
{
	char low[64];
	size_t n = strlen(s);
	if (n >= sizeof low)
		return 0;
	for (size_t i = 0; i <= n; i++)
		low[i] = (char)tolower((unsigned char)s[i]);
	return kit_map_id_ok(low, n, cap);
}

/* One line of a scenario file; NULL when read, else what is wrong. */
static const char *line_in(nm_map *m, char **w, int nw)
{
	const char *k = w[0];
	if (!strcmp(k, "title")) {
		if (nw < 2 || !fits(w[1], sizeof m->title))
			return "expected title <text>";
		snprintf(m->title, sizeof m->title, "%s", w[1]);
	} else if (!strcmp(k, "i")) {
		int i = nw == 3 ? (int)strtol(w[1], NULL, 10) : 0;
		if (i != m->nislands + 1 || i > NM_MAX_ISLANDS || !fits(w[2], sizeof m->island[0]))
			return "expected i <next island number, at most 7> <name>";
		snprintf(m->island[i], sizeof m->island[i], "%s", w[2]);
		m->nislands = i;
	} else if (!strcmp(k, "r")) {
		if (nw != 5 || !id_ok(w[1], sizeof m->id[0]) || !fits(w[2], sizeof m->name[0]))
			return "expected r <id> <name> T <island> or r <id> <name> M -";
		if (m->n == NM_MAX_REGIONS)
			return "too many regions";
		if (nm_map_find(m, w[1]) >= 0 || nm_map_find(m, w[2]) >= 0)
			return "id or name repeated";
		int land = !strcmp(w[3], "T");
		if (!land && strcmp(w[3], "M"))
			return "the kind is T or M";
		int isl = land ? (int)strtol(w[4], NULL, 10) : 0;
		if (land ? isl < 1 || isl > m->nislands : strcmp(w[4], "-"))
			return "a land region names a declared island, a sea region '-'";
		snprintf(m->id[m->n], sizeof m->id[m->n], "%s", w[1]);
		snprintf(m->name[m->n], sizeof m->name[m->n], "%s", w[2]);
		snprintf(m->label[m->n], sizeof m->label[m->n], "%s (%s)", w[2], w[1]);
		m->land[m->n] = land;
		m->isl[m->n] = isl;
		m->n++;
	} else if (!strcmp(k, "b") || !strcmp(k, "c")) {
		int coast = k[0] == 'c';
		if (nw != (coast ? 4 : 3))
			return coast ? "expected c <land> <sea> abierta|cerrada" : "expected b <id> <id>";
		int a = nm_map_find(m, w[1]), b = nm_map_find(m, w[2]);
		if (a < 0 || b < 0 || a == b)
			return "unknown region, or a region with itself";
		if ((m->adj[a] | m->open[a] | m->closed[a]) & nm_bit(b))
			return "repeated border or coast";
		if (!coast) {
			if (m->land[a] != m->land[b] || m->isl[a] != m->isl[b])
				return "a border joins two sea regions or two land regions of one island";
			m->adj[a] |= nm_bit(b);
			m->adj[b] |= nm_bit(a);
			return NULL;
		}
		if (!m->land[a] || m->land[b])
			return "a coast joins a land region and a sea region, in that order";
		int open = !strcmp(w[3], "abierta");
		if (!open && strcmp(w[3], "cerrada"))
			return "a coast is abierta or cerrada";
		uint64_t *set = open ? m->open : m->closed;
		set[a] |= nm_bit(b);
		set[b] |= nm_bit(a);
	} else {
		return "expected a title, i, r, b or c line";
	}
	return NULL;
}

int nm_map_parse(const char *text, const char *file, nm_map *m, es_err *e)
{
	memset(m, 0, sizeof *m);
	kit_lines r;
	int rc;
	kit_lines_init(&r, text, file, NM_LINE);
	while ((rc = kit_lines_next(&r, e)) == 1) {
		/* A title and an island's name run to the end of the line. */
		const char *b = kit_skip_blanks(r.buf);
		int max = !strncmp(b, "title ", 6) ? 2 : !strncmp(b, "i ", 2) ? 3 : NM_WORDS;
		char *w[NM_WORDS];
		int nw = kit_split(r.buf, w, max);
		if (nw == 0 || w[0][0] == '#')
			continue;
		const char *why = line_in(m, w, nw);
		if (why)
			return es_fail(e, ES_ESYNTAX, "%s:%d: %s", file, r.lineno, why);
	}
	return rc;
}

/* The regions of `within` reachable from region `from` by borders. */
static uint64_t reach(const nm_map *m, int from, uint64_t within)
{
	uint64_t seen = nm_bit(from), frontier = seen;
	while (frontier) {
		uint64_t next = 0;
		for (int i = 0; i < m->n; i++)
			if (frontier & nm_bit(i))
				next |= m->adj[i] & within;
		frontier = next & ~seen;
		seen |= next;
	}
	return seen;
}

int nm_map_validate(const nm_map *m, es_err *e)
{
	uint64_t sea = 0, closed = 0;
	int nland = 0;
	for (int i = 0; i < m->n; i++) {
		if (m->land[i])
			nland++;
		else
			sea |= nm_bit(i);
		closed |= m->closed[i];
		for (int j = 0; j < i; j++)
			if (!strcasecmp(m->name[i], m->name[j]) || !strcasecmp(m->name[i], m->id[j]) ||
				!strcasecmp(m->id[i], m->name[j]) || !strcasecmp(m->id[i], m->id[j]))
				return es_fail(e, ES_EILLEGAL, "%s: %s and %s share a name", m->title, m->id[i], m->id[j]);
	}
	if (!m->title[0])
		return es_fail(e, ES_EILLEGAL, "a scenario without a title");
	if (m->nislands < NM_MIN_ISLANDS || m->nislands > NM_MAX_ISLANDS)
		return es_fail(e, ES_EILLEGAL, "%s: %d islands, not 2 to 7", m->title, m->nislands);
	if (nland < NM_MIN_LAND)
		return es_fail(e, ES_EILLEGAL, "%s: %d land regions, fewer than %d", m->title, nland, NM_MIN_LAND);
	if (!sea || reach(m, __builtin_ctzll(sea), sea) != sea)
		return es_fail(e, ES_EILLEGAL, "%s: the sea is not one connected water", m->title);
	if (!closed)
		return es_fail(e, ES_EILLEGAL, "%s: no closed coast", m->title);
	for (int k = 1; k <= m->nislands; k++) {
		uint64_t isl = 0, open = 0;
		for (int i = 0; i < m->n; i++)
			if (m->land[i] && m->isl[i] == k) {
				isl |= nm_bit(i);
				open |= m->open[i];
			}
		if (!isl)
			return es_fail(e, ES_EILLEGAL, "%s: island %s has no land", m->title, m->island[k]);
		if (reach(m, __builtin_ctzll(isl), isl) != isl)
			return es_fail(e, ES_EILLEGAL, "%s: island %s is not one connected land", m->title, m->island[k]);
		if (!open)
			return es_fail(e, ES_EILLEGAL, "%s: island %s has no open coast", m->title, m->island[k]);
	}
	return ES_OK;
}

const nm_map *nm_map_get(int k)
{
	static nm_map maps[NM_NSCENARIOS];
	static int loaded[NM_NSCENARIOS];
	if (k < 1 || k > NM_NSCENARIOS)
		abort();
	if (!loaded[k - 1]) {
		char path[64];
		es_err e;
		snprintf(path, sizeof path, "games/nuevo-mundo/escenario-%d.map", k);
		int rc = nm_map_parse(kit_map_text(path), path, &maps[k - 1], &e);
		kit_map_must(rc ? rc : nm_map_validate(&maps[k - 1], &e), &e);
		loaded[k - 1] = 1;
	}
	return &maps[k - 1];
}
