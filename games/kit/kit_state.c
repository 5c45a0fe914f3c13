/* Saved-state reading and writing helpers of kit_state.h. */
#include "games/kit/kit_state.h"

#include <string.h>

void kit_state_init(kit_state_in *in, const char *text, size_t max_line, int max_words)
{
	kit_lines_init(&in->r, text, NULL, max_line);
	in->maxw = max_words < KIT_STATE_WORDS ? max_words : KIT_STATE_WORDS;
	in->nw = 0;
}

int kit_state_next(kit_state_in *in, es_err *e)
{
	int rc;
	while ((rc = kit_lines_next(&in->r, e)) == 1)
		if ((in->nw = kit_split(in->r.buf, in->w, in->maxw)) > 0)
			return 1;
	return rc;
}

int kit_state_fail(const kit_state_in *in, es_err *e, const char *why)
{
	size_t len = in->r.rawlen;
	return es_fail(e, ES_ESYNTAX, "state line %d: %s: %.*s", in->r.lineno, why, (int)(len > 200 ? 200 : len),
		in->r.raw);
}

const char *kit_state_unseen(const int *seen, const char *const *keys, int n, uint64_t optional)
{
	for (int k = 0; k < n; k++)
		if (!seen[k] && !(k < 64 && (optional >> k & 1)))
			return keys[k];
	return NULL;
}

void kit_state_put_seat(sbuf *out, int seat)
{
	if (seat < 0)
		sbuf_puts(out, " -");
	else
		sbuf_printf(out, " %d", seat);
}

void kit_state_put_seats(sbuf *out, uint32_t set, int n)
{
	if (!set)
		sbuf_puts(out, " -");
	for (int i = 0; i < n; i++)
		if (set >> i & 1)
			sbuf_printf(out, " %d", i);
}

int kit_state_read_seats(char *const *w, int nw, int n, uint32_t *set)
{
	if (nw == 1 && !strcmp(w[0], "-"))
		return 1;
	for (int i = 0; i < nw; i++) {
		long v;
		if (!kit_num(w[i], n - 1, &v))
			return 0;
		*set |= (uint32_t)1 << v;
	}
	return nw > 0;
}
