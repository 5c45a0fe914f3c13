/* Reads the envelope of an order mail (game, player, password, orders,
 * FIN) out of a decoded UTF-8 body, one line at a time. */
#include "orders/envelope.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "orders/lex.h"

enum { EK_GAME, EK_PLAYER, EK_PASSWORD, EK_END };

static const lex_kw env_kws[] = {
	{ EK_GAME, "partida|game|juego" },
	{ EK_PLAYER, "jugador|player" },
	{ EK_PASSWORD, "clave|password|contrasena" },
	{ EK_END, "fin|end" },
	{ -1, NULL },
};

/* Where each valued keyword lands in env_mail; `secret` keeps the value
 * out of error messages, which are mailed and logged. */
static const struct env_field {
	int kw;
	size_t value, line;
	int secret;
} env_fields[] = {
	{ EK_GAME, offsetof(env_mail, game), offsetof(env_mail, game_line), 0 },
	{ EK_PLAYER, offsetof(env_mail, player), offsetof(env_mail, player_line), 0 },
	{ EK_PASSWORD, offsetof(env_mail, password), offsetof(env_mail, password_line), 1 },
};

typedef struct env_state {
	arena *a;
	env_mail *m;
	size_t cap;
	int started;    /* an envelope keyword was seen */
	int next_quote; /* the next non-blank line is a quote */
} env_state;

static size_t skip_space(const char *s, size_t n, size_t i);
static size_t trim_end(const char *s, size_t start, size_t n);
static int is_signature(const char *s, size_t n);
static void add_order(env_state *st, const char *s, size_t n, int lineno);
static int set_field(env_state *st, int kw, const char *word, size_t wl,
	const char *v, size_t vl, int lineno, es_err *e);
static int do_line(env_state *st, const char *s, size_t n, int lineno, es_err *e);

static size_t skip_space(const char *s, size_t n, size_t i)
{
	size_t k;
	while (i < n && (k = lex_space(s + i, n - i)) > 0)
		i += k;
	return i;
}

/* The end of s[start..n) without its trailing white space. */
static size_t trim_end(const char *s, size_t start, size_t n)
{
	size_t i = start, end = start;
	while (i < n) {
		size_t k = lex_space(s + i, n - i);
		if (k > 0) {
			i += k;
		} else {
			i++;
			end = i;
		}
	}
	return end;
}

/* "-- " is RFC 3676's separator; a bare "--" is what clients that strip
 * trailing spaces leave of it. */
static int is_signature(const char *s, size_t n)
{
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	return n == 2 && s[0] == '-' && s[1] == '-';
}

static void add_order(env_state *st, const char *s, size_t n, int lineno)
{
	env_mail *m = st->m;

	if (m->norders == st->cap) {
		size_t cap = st->cap ? st->cap * 2 : 16;
		const char **o = arena_alloc(st->a, cap * sizeof *o);
		int *l = arena_alloc(st->a, cap * sizeof *l);
		if (m->norders) {
			memcpy(o, m->orders, m->norders * sizeof *o);
			memcpy(l, m->lineno, m->norders * sizeof *l);
		}
		m->orders = o;
		m->lineno = l;
		st->cap = cap;
	}
	m->orders[m->norders] = arena_strndup(st->a, s, n);
	m->lineno[m->norders] = lineno;
	m->norders++;
}

static int set_field(env_state *st, int kw, const char *word, size_t wl,
	const char *v, size_t vl, int lineno, es_err *e)
{
	const struct env_field *f = NULL;
	const char **value;
	size_t i;

	for (i = 0; i < sizeof env_fields / sizeof env_fields[0]; i++)
		if (env_fields[i].kw == kw)
			f = &env_fields[i];
	assert(f != NULL);
	if (vl == 0)
		return es_fail(e, ES_ESYNTAX, "line %d: %.*s needs a value",
			lineno, (int)wl, word);
	value = (const char **)((char *)st->m + f->value);
	if (*value != NULL) {
		if (strlen(*value) == vl && memcmp(*value, v, vl) == 0)
			return ES_OK;
		if (f->secret)
			return es_fail(e, ES_ESYNTAX,
				"line %d: %.*s given twice with different values",
				lineno, (int)wl, word);
		return es_fail(e, ES_ESYNTAX, "line %d: %.*s given twice (%.80s, %.*s)",
			lineno, (int)wl, word, *value, (int)(vl > 80 ? 80 : vl), v);
	}
	*value = arena_strndup(st->a, v, vl);
	*(int *)((char *)st->m + f->line) = lineno;
	st->started = 1;
	return ES_OK;
}

/* Returns 1 when the mail ends at this line, 0 to go on, or an error. */
static int do_line(env_state *st, const char *s, size_t n, int lineno, es_err *e)
{
	size_t b, end, w, v, tl;
	char *fold;
	int kw, rc;

	while (n > 0 && s[n - 1] == '\r')
		n--;
	if (is_signature(s, n))
		return 1;
	b = skip_space(s, n, 0);
	end = trim_end(s, b, n);
	if (b == end || s[b] == '>')
		return 0;
	/* The first word, which a colon may end: "PARTIDA: reco-7". */
	w = b;
	while (w < end && s[w] != ':' && lex_space(s + w, end - w) == 0)
		w++;
	/* Trailing periods go, as in lex_split: "Fin." is FIN. */
	tl = w - b;
	while (tl > 0 && s[b + tl - 1] == '.')
		tl--;
	fold = lex_fold(st->a, s + b, tl);
	kw = lex_keyword(env_kws, fold);
	v = skip_space(s, end, w);
	if (kw >= 0 && v < end && s[v] == ':')
		v = skip_space(s, end, v + 1);
	if (kw == EK_END) {
		if (v == end || (end - v == 1 && s[v] == '.')) {
			if (!st->started)
				return 0; /* "End" in a greeting, not our FIN */
			st->m->saw_end = 1;
			return 1;
		}
		kw = -1; /* "FIN de ..." is no FIN line */
	}
	if (kw >= 0) {
		rc = set_field(st, kw, s + b, w - b, s + v, end - v, lineno, e);
		return rc < 0 ? rc : 0;
	}
	/* "El sáb., Ana escribió:" / "On Sat, Ana wrote:" introduces the
	 * quoted mail below it in replies: part of the quote, not an order. */
	if (st->next_quote && s[end - 1] == ':')
		return 0;
	if (st->started)
		add_order(st, s + b, end - b, lineno);
	return 0;
}

/* The first character of the first non-blank line from p on (or the
 * terminating NUL). */
static const char *skip_blank(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
		p++;
	return p;
}

int env_parse(arena *a, const char *body, env_mail *out, es_err *e)
{
	env_state st = { a, out, 0, 0 };
	const char *p = body ? body : "";
	/* Where the next non-blank line starts, found once for the whole
	 * run of blank lines before it: looking ahead again from every
	 * blank line made a body of blank lines quadratic. */
	const char *ahead = NULL;
	int lineno = 0, rc = 0;

	memset(out, 0, sizeof *out);
	es_clear(e);
	while (*p != '\0' && rc == 0) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		if (nl && (ahead == NULL || ahead <= nl))
			ahead = skip_blank(nl + 1);
		st.next_quote = nl && *ahead == '>';
		rc = do_line(&st, p, n, ++lineno, e);
		p += n + (nl != NULL);
	}
	return rc < 0 ? rc : ES_OK;
}
