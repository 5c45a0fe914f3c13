/* The helpers every engine calls (events, order lines, refusals). They
 * know no engine: the registry of kinds is games/registry.c. */
#include "games/game.h"
#include "adjudicator/base/tpl.h"

#include <assert.h>
#include <stdarg.h>
#include <string.h>

/* A new event at the end of ev (its array grows in ev's arena). */
static game_event *slot(game_events *ev)
{
	if (ev->n == ev->cap) {
		size_t cap = ev->cap ? ev->cap * 2 : 32;
		game_event *v = arena_alloc(ev->a, cap * sizeof *v);
		if (ev->n)
			memcpy(v, ev->v, ev->n * sizeof *v);
		ev->v = v;
		ev->cap = cap;
	}
	return &ev->v[ev->n++];
}

void game_vemit(game_events *ev, uint32_t audience, int third, int summary, const char *id, va_list ap)
{
	assert(!(audience & ~GAME_ALL)); /* seats only: how it is worded is `third` */
	game_event *g = slot(ev);
	memset(g, 0, sizeof *g);
	g->audience = audience;
	g->third = third;
	g->summary = summary;
	g->id = arena_strdup(ev->a, id);
	size_t k = 0;
	for (;;) {
		const char *s = va_arg(ap, const char *);
		if (!s || k >= 2 * GAME_EVENT_VARS)
			break;
		g->vars[k++] = arena_strdup(ev->a, s);
	}
	g->vars[k] = NULL;
}

void game_emit(game_events *ev, uint32_t audience, int summary, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	game_vemit(ev, audience, 0, summary, id, ap);
	va_end(ap);
}

void game_emit_third(game_events *ev, uint32_t audience, int summary, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	game_vemit(ev, audience, 1, summary, id, ap);
	va_end(ap);
}

void game_lines_split(arena *a, const char *text, game_lines *out)
{
	size_t cap = 1;
	for (const char *q = text; *q; q++)
		cap += *q == '\n';
	const char **v = arena_alloc(a, cap * sizeof *v);
	int *ln = arena_alloc(a, cap * sizeof *ln);
	size_t n = 0;
	for (const char *q = text; *q;) {
		const char *nl = strchr(q, '\n');
		size_t len = nl ? (size_t)(nl - q) : strlen(q);
		if (len) {
			v[n] = arena_strndup(a, q, len);
			ln[n] = (int)n + 1;
			n++;
		}
		q += len + (nl != NULL);
	}
	out->text = v;
	out->lineno = ln;
	out->n = n;
}

void game_reject_why(game_reject *rej, const char *text)
{
	size_t n = strlen(text);
	if (n >= sizeof rej->why) {
		n = sizeof rej->why - 1;
		while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80)
			n--;
	}
	memcpy(rej->why, text, n);
	rej->why[n] = '\0';
}

int game_reject_vtpl(game_reject *rej, size_t index, int code, const char *lang, const char *id, va_list ap)
{
	const char *vars[2 * GAME_EVENT_VARS + 1];
	size_t k = 0;
	while (k < 2 * GAME_EVENT_VARS && (vars[k] = va_arg(ap, const char *)) != NULL)
		k++;
	vars[k] = NULL;
	sbuf b = SBUF_INIT;
	/* A text that does not render is said and counted (tpl_broken), as
	 * every other text of the judge. */
	tpl_put_vars(&b, lang, id, vars);
	rej->index = index;
	game_reject_why(rej, sbuf_str(&b));
	sbuf_free(&b);
	return code;
}

int game_reject_tpl(game_reject *rej, size_t index, int code, const char *lang, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	int rc = game_reject_vtpl(rej, index, code, lang, id, ap);
	va_end(ap);
	return rc;
}

const char *game_event_var(const game_event *e, const char *name)
{
	for (int k = 0; e->vars[k]; k += 2)
		if (!strcmp(e->vars[k], name))
			return e->vars[k + 1];
	return NULL;
}

void game_told(game_events *ev, size_t from, const game_told_rule *rules, size_t n,
	int (*seat_of)(void *ctx, const game_event *e, const game_told_rule *r), void *ctx)
{
	if (!ev || ev->n <= from)
		return;
	size_t m = ev->n - from;
	game_event *old = arena_alloc(ev->a, m * sizeof *old);
	memcpy(old, ev->v + from, m * sizeof *old);
	ev->n = from;
	for (size_t k = 0; k < m; k++) {
		game_event e = old[k], twin[GAME_MAX_PLAYERS];
		int nt = 0;
		uint32_t told = 0;
		for (size_t r = 0; !e.third && r < n; r++) {
			if (strcmp(rules[r].id, e.id))
				continue;
			int c = seat_of(ctx, &e, &rules[r]);
			if (c < 0 || c >= GAME_MAX_PLAYERS || !(e.audience & ~told & GAME_SEAT(c)))
				continue;
			size_t a = strlen(e.id), b = strlen(rules[r].suffix);
			char *id = arena_alloc(ev->a, a + b + 1);
			memcpy(id, e.id, a);
			memcpy(id + a, rules[r].suffix, b + 1);
			twin[nt] = e;
			twin[nt].id = id;
			twin[nt].audience = GAME_SEAT(c);
			twin[nt].summary = 0;
			nt++;
			told |= GAME_SEAT(c);
		}
		if (told && e.audience == GAME_ALL)
			e.third = 1;
		e.audience &= ~told;
		if (e.audience || e.third || e.summary)
			*slot(ev) = e;
		for (int t = 0; t < nt; t++)
			*slot(ev) = twin[t];
	}
}

int game_list_you(sbuf *list, const char *lang, const char *name)
{
	size_t nl = name ? strlen(name) : 0;
	int found = 0, items = 0;
	sbuf others = SBUF_INIT;
	for (const char *q = sbuf_str(list); nl;) {
		const char *e = strstr(q, ", ");
		size_t l = e ? (size_t)(e - q) : strlen(q);
		items++;
		if (!found && l == nl && !strncmp(q, name, nl))
			found = 1;
		else
			sbuf_printf(&others, "%s%.*s", others.len ? ", " : "", (int)l, q);
		if (!e)
			break;
		q = e + 2;
	}
	int you = found && items > 1;
	if (you) {
		sbuf_reset(list);
		tpl_put(list, lang, "core.list.you", "others", sbuf_str(&others), NULL);
	}
	sbuf_free(&others);
	return you;
}

void game_quick_add(game_quick *q, int bot, const char *body)
{
	size_t n = strlen(body);
	if (q->n >= GAME_QUICK_MAX || !n || n >= sizeof q->q[0].body)
		return;
	/* The bot's suggestion may be one of the fixed replies: shown once. */
	for (size_t i = 0; i < q->n; i++)
		if (!strcmp(q->q[i].body, body))
			return;
	memcpy(q->q[q->n].body, body, n + 1);
	q->q[q->n++].bot = bot;
}

void game_quick_legal(game_quick *q,
	int (*check)(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
		game_reject *rej),
	const void *st, int who, const char *lang, const char *body)
{
	arena *a = arena_new();
	game_lines gl;
	game_lines_split(a, body, &gl);
	sbuf canon = SBUF_INIT, echo = SBUF_INIT;
	game_reject rej = { 0 };
	if (check(st, who, &gl, lang, &canon, &echo, &rej) == ES_OK)
		game_quick_add(q, 0, body);
	sbuf_free(&canon);
	sbuf_free(&echo);
	arena_free(a);
}

void game_quick_bot(game_quick *q, void (*bot)(const void *st, int who, dice *d, sbuf *orders), const void *st,
	int who)
{
	dice d;
	es_err e;
	if (dice_init_hex(&d, "0c", 0, &e))
		return;
	sbuf b = SBUF_INIT;
	bot(st, who, &d, &b);
	while (b.len && b.s[b.len - 1] == '\n')
		b.s[--b.len] = '\0';
	game_quick_add(q, 1, sbuf_str(&b));
	sbuf_free(&b);
}
