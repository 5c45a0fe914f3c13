/* The embedded board file and the board checks of kit_map.h. */
#include "games/kit/kit_map.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/embed.h"

const char *kit_map_text(const char *path)
{
	const embed_file *f = embed_get(path);
	if (!f) {
		fprintf(stderr, "estafeta: %s is not embedded\n", path);
		abort();
	}
	return f->data;
}

void kit_map_must(int rc, const es_err *e)
{
	if (rc != ES_OK) {
		fprintf(stderr, "estafeta: %s\n", e->msg);
		abort();
	}
}

int kit_map_id_ok(const char *s, size_t n, size_t cap)
{
	if (n == 0 || n >= cap)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '-'))
			return 0;
	return 1;
}

int kit_map_id_find(const char *ids, size_t stride, int n, const char *w, size_t wn)
{
	for (int i = 0; i < n; i++) {
		const char *id = ids + (size_t)i * stride;
		if (strlen(id) == wn && !memcmp(id, w, wn))
			return i;
	}
	return -1;
}

int kit_map_connected(const uint64_t *adj, int n)
{
	if (n <= 0)
		return 0;
	uint64_t seen = 1, frontier = 1;
	while (frontier) {
		uint64_t next = 0;
		for (int i = 0; i < n; i++)
			if (frontier >> i & 1)
				next |= adj[i];
		frontier = next & ~seen;
		seen |= next;
	}
	uint64_t all = n == 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1;
	return seen == all;
}

uint64_t kit_map_owned(const int *owner, int n, int who)
{
	uint64_t m = 0;
	for (int i = 0; i < n && i < 64; i++)
		if (owner[i] == who)
			m |= (uint64_t)1 << i;
	return m;
}

void kit_map_list(sbuf *out, const char *names, size_t stride, int n, uint64_t set)
{
	int k = 0;
	for (int i = 0; i < n && i < 64; i++)
		if (set >> i & 1)
			sbuf_printf(out, "%s%s", k++ ? ", " : "", names + (size_t)i * stride);
	if (!k)
		sbuf_puts(out, "—");
}
