/* The rules scenarios written as data: every case file tests/data/games/KIND/NNN-name.case
 * (format: tests/data/games/README.md) played through game_kind as the
 * pipeline plays a mail (check, then apply the canonical orders with the
 * game's dice) and compared line by line with what it expects. Arguments:
 * case files to run instead of all of them. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "adjudicator/base/tpl.h"
#include "games/game.h"
#include "tests/unit/engine_test.h"

#define CASES_DIR "tests/data/games"
#define MAX_SECT 256

/* One "== NAME ARG" section: its body, and where it starts for messages. */
typedef struct sect {
	char name[16], arg[256];
	char *body; /* lines, each ending in '\n'; "" when empty */
	int line;
} sect;

typedef struct kase {
	const char *path;
	char *text;
	const game_kind *k;
	const char *names[GAME_MAX_PLAYERS + 1];
	int n;
	char seed[130], lang[8];
	unsigned long pos;
	int rules; /* "rule" lines seen */
	sect s[MAX_SECT];
	int ns;
} kase;

/* ---- reading --------------------------------------------------------- */

static char *slurp(const char *path)
{
	FILE *fp = fopen(path, "r");
	if (!fp)
		fail_msg("cannot read %s (run from the repository root)", path);
	sbuf b = SBUF_INIT;
	sbuf_add_file(&b, fp);
	fclose(fp);
	sbuf_putc(&b, '\n'); /* a last line without its newline ends as the others */
	return sbuf_detach(&b);
}

/* A header line "key value": fills the case or fails naming the line. */
static void header_line(kase *c, char *l, int lineno)
{
	char *v = strchr(l, ' ');
	v = v ? v + 1 : l + strlen(l);
	if (!strncmp(l, "kind ", 5)) {
		c->k = game_find(v);
		if (!c->k)
			fail_msg("%s:%d: unknown kind %s", c->path, lineno, v);
	} else if (!strncmp(l, "seats ", 6)) {
		for (char *t = strtok(v, " "); t; t = strtok(NULL, " ")) {
			if (c->n == GAME_MAX_PLAYERS)
				fail_msg("%s:%d: too many seats", c->path, lineno);
			c->names[c->n++] = t;
		}
	} else if (!strncmp(l, "seed ", 5)) {
		snprintf(c->seed, sizeof c->seed, "%s", v);
	} else if (!strncmp(l, "pos ", 4)) {
		c->pos = strtoul(v, NULL, 10);
	} else if (!strncmp(l, "lang ", 5)) {
		snprintf(c->lang, sizeof c->lang, "%s", v);
	} else if (!strncmp(l, "rule ", 5)) {
		c->rules++;
	} else if (*l && *l != '#') {
		fail_msg("%s:%d: unknown header line: %s", c->path, lineno, l);
	}
}

/* Removes the "#" lines of a section's body (a mail keeps its own). */
static void drop_comments(char *b)
{
	char *w = b;
	for (char *p = b; *p;) {
		size_t l = strcspn(p, "\n");
		l += p[l] == '\n';
		if (*p != '#') {
			memmove(w, p, l);
			w += l;
		}
		p += l;
	}
	*w = '\0';
}

/* Cuts the text into header lines and sections (in place). */
static void case_parse(kase *c, const char *path)
{
	memset(c, 0, sizeof *c);
	c->path = path;
	c->text = slurp(path);
	snprintf(c->seed, sizeof c->seed, "00");
	snprintf(c->lang, sizeof c->lang, "es");
	sect *cur = NULL;
	char *p = c->text;
	for (int lineno = 1; *p; lineno++) {
		char *nl = strchr(p, '\n');
		char *next = nl ? nl + 1 : p + strlen(p);
		if (!strncmp(p, "== ", 3)) {
			if (c->ns == MAX_SECT)
				fail_msg("%s:%d: too many sections", path, lineno);
			if (nl)
				*nl = '\0';
			cur = &c->s[c->ns++];
			cur->line = lineno;
			sscanf(p + 3, "%15s %255[^\n]", cur->name, cur->arg);
			*p = '\0'; /* ends the body before */
			cur->body = next;
		} else if (!cur) {
			if (nl)
				*nl = '\0';
			header_line(c, p, lineno);
		}
		p = next;
	}
	for (int i = 0; i < c->ns; i++) {
		char *b = c->s[i].body;
		if (strcmp(c->s[i].name, "mail") && strcmp(c->s[i].name, "check"))
			drop_comments(b);
		size_t len = strlen(b); /* trailing blank lines are layout */
		while (len >= 2 && b[len - 1] == '\n' && b[len - 2] == '\n')
			b[--len] = '\0';
	}
	if (!c->k || !c->n)
		fail_msg("%s: needs \"kind\" and \"seats\" lines", path);
	if (!c->rules)
		fail_msg("%s: quotes no rule (a \"rule N: ...\" line)", path);
}

/* ---- what a step produced, as text ----------------------------------- */

static int seat_of(const kase *c, const char *name, int line)
{
	if (!strcmp(name, "-"))
		return -1;
	for (int i = 0; i < c->n; i++)
		if (!strcmp(c->names[i], name))
			return i;
	fail_msg("%s:%d: no seat %s", c->path, line, name);
	return -1;
}

static void put_seats(const kase *c, uint32_t mask, sbuf *out)
{
	uint32_t all = GAME_SEAT(c->n) - 1;
	if ((mask & all) == all) {
		sbuf_puts(out, "all");
		return;
	}
	int k = 0;
	for (int i = 0; i < c->n; i++)
		if (mask & GAME_SEAT(i))
			sbuf_printf(out, "%s%s", k++ ? "," : "", c->names[i]);
	if (!k)
		sbuf_puts(out, "-");
}

/* One line an event: "ID AUDIENCE[ third][ summary]". */
static void events_text(const kase *c, const game_events *ev, sbuf *out)
{
	for (size_t i = 0; i < ev->n; i++) {
		sbuf_printf(out, "%s ", ev->v[i].id);
		put_seats(c, ev->v[i].audience, out);
		sbuf_printf(out, "%s%s\n", ev->v[i].third ? " third" : "",
			ev->v[i].summary ? " summary" : "");
	}
}

/* The events as seat `seat` (-1: the public report) reads them in its
 * mail: the core's rule of who sees what, one "- text" line each. */
static void told_text(const game_events *ev, int seat, const char *lang, sbuf *out)
{
	for (size_t i = 0; i < ev->n; i++) {
		const game_event *g = &ev->v[i];
		if (seat >= 0 ? !(g->audience & GAME_SEAT(seat)) : g->audience != GAME_ALL && !g->third)
			continue;
		es_err e;
		sbuf_puts(out, "- ");
		if (tpl_render(out, lang, g->id, g->vars, &e) != ES_OK)
			fail_msg("event %s does not render: %s", g->id, e.msg);
		sbuf_putc(out, '\n');
	}
}

static void status_text(const kase *c, const void *st, sbuf *out)
{
	game_status s;
	c->k->status(st, &s);
	sbuf_printf(out, "phase %s\nturn %u\nstep %u\nwaiting ", s.phase, s.turn, s.step);
	put_seats(c, s.waiting, out);
	sbuf_printf(out, "\nover %d\nwinners ", s.over);
	put_seats(c, s.winners, out);
	sbuf_printf(out, "\nend %s\n", s.end ? s.end : "-");
}

/* ---- comparing -------------------------------------------------------- */

static int has_line(const char *text, const char *line, size_t len)
{
	for (const char *p = text; *p;) {
		const char *nl = strchr(p, '\n');
		size_t l = nl ? (size_t)(nl - p) : strlen(p);
		if (l == len && !memcmp(p, line, len))
			return 1;
		p = nl ? nl + 1 : p + l;
	}
	return 0;
}

/* exact: got must equal the body; else each line of the body must be a
 * line of got. A difference fails the case naming the expected line. */
static void expect(const kase *c, const sect *x, const char *got, int exact)
{
	const char *want = x->body;
	int line = x->line + 1;
	if (exact) {
		const char *g = got, *w = want;
		while (*g && *w && *g == *w) {
			if (*g == '\n')
				line++;
			g++, w++;
		}
		if (!*g && !*w)
			return;
		const char *wl = w, *gl = g;
		while (wl > want && wl[-1] != '\n')
			wl--;
		while (gl > got && gl[-1] != '\n')
			gl--;
		/* The whole text on stderr: cmocka cuts long messages. */
		fprintf(stderr, "%s:%d: == %s %s differs\n  expected: %.*s\n  got:      %.*s\n--- all it got:\n%s---\n",
			c->path, line, x->name, x->arg, *wl ? (int)strcspn(wl, "\n") : 5, *wl ? wl : "(end)",
			*gl ? (int)strcspn(gl, "\n") : 5, *gl ? gl : "(end)", got);
		fail_msg("%s:%d: == %s differs", c->path, line, x->name);
	}
	if (!*want)
		fail_msg("%s:%d: == %s expects nothing: give the lines it must show", c->path, x->line, x->name);
	for (const char *p = want; *p; line++) {
		size_t l = strcspn(p, "\n");
		int bad = 0;
		if (*p == '!') {
			char *no = xstrndup(p + 1, l - 1);
			bad = strstr(got, no) != NULL;
			free(no);
		} else {
			bad = !has_line(got, p, l);
		}
		if (bad) {
			fprintf(stderr, "%s:%d: == %s %s: %s \"%.*s\" in\n%s---\n", c->path, line, x->name, x->arg,
				*p == '!' ? "unwanted" : "no line", (int)l, p, got);
			fail_msg("%s:%d: == %s: %.*s", c->path, line, x->name, (int)l, p);
		}
		p += l + (p[l] == '\n');
	}
}

/* ---- playing ---------------------------------------------------------- */

typedef struct run {
	kase *c;
	void *st;
	dice d;
	game_events ev; /* of the last step */
	sbuf reply;     /* the echo, or "CODE line N: why" */
	sbuf canon;     /* the orders applied */
	int rejected;
} run;

static const char *code_name(int rc)
{
	return rc == ES_ESYNTAX ? "syntax" : rc == ES_EILLEGAL ? "illegal" : rc == ES_EOUTOFTURN ? "outofturn" : "other";
}

static void step_reset(run *r)
{
	arena_free(r->ev.a);
	evs_init(&r->ev);
	sbuf_reset(&r->reply);
	sbuf_reset(&r->canon);
	r->rejected = 0;
}

/* A mail of seat `who`: check, then apply the canonical orders, as the
 * pipeline does; a refusal changes nothing. With `only_check`, the orders
 * are checked and never applied. */
static void step_mail(run *r, const sect *x, int only_check)
{
	kase *c = r->c;
	int who = seat_of(c, x->arg, x->line);
	if (who < 0)
		fail_msg("%s:%d: a mail needs a seat", c->path, x->line);
	game_reject rej;
	memset(&rej, 0, sizeof rej);
	int rc = engine_check(c->k, r->st, who, x->body, c->lang, &rej, &r->canon, &r->reply);
	if (rc != ES_OK) {
		mail m;
		mail_make(&m, x->body);
		sbuf_reset(&r->reply);
		if (rej.index < m.l.n)
			sbuf_printf(&r->reply, "%s line %d: %s\n", code_name(rc), m.l.lineno[rej.index], rej.why);
		else
			sbuf_printf(&r->reply, "%s mail: %s\n", code_name(rc), rej.why);
		mail_free(&m);
		r->rejected = 1;
	} else if (!only_check) {
		c->k->apply(r->st, who, sbuf_str(&r->canon), &r->d, &r->ev);
	}
}

static void step_start(run *r, const sect *x)
{
	kase *c = r->c;
	es_err e;
	int load = !strcmp(x->name, "state");
	game_start s = { .opts = x->arg, .state = load ? x->body : NULL, .players = c->n };
	r->st = engine_start(c->k, &s, c->n, c->names, &r->d, &r->ev, &e);
	if (!r->st)
		fail_msg("%s:%d: the game does not %s: %s", c->path, x->line, load ? "load" : "begin", e.msg);
}

/* An expectation about the last step. */
static void step_expect(run *r, const sect *x)
{
	kase *c = r->c;
	sbuf got = SBUF_INIT;
	int exact = 1;
	if (!strcmp(x->name, "reply") || !strcmp(x->name, "reject")) {
		if (r->rejected != !strcmp(x->name, "reject"))
			fail_msg("%s:%d: expected a %s, the mail was %s:\n%s", c->path, x->line, x->name,
				r->rejected ? "refused" : "accepted", sbuf_str(&r->reply));
		sbuf_puts(&got, sbuf_str(&r->reply));
	} else if (!strcmp(x->name, "canon")) {
		sbuf_puts(&got, sbuf_str(&r->canon));
	} else if (!strcmp(x->name, "events")) {
		events_text(c, &r->ev, &got);
	} else if (!strcmp(x->name, "told")) {
		told_text(&r->ev, seat_of(c, x->arg, x->line), c->lang, &got);
	} else if (!strcmp(x->name, "saved")) {
		c->k->save(r->st, &got);
		exact = 0;
	} else if (!strcmp(x->name, "status")) {
		status_text(c, r->st, &got);
		exact = 0;
	} else if (!strcmp(x->name, "view")) {
		c->k->view(r->st, seat_of(c, x->arg, x->line), c->lang, &got);
		exact = 0;
	} else {
		fail_msg("%s:%d: unknown section == %s", c->path, x->line, x->name);
	}
	expect(c, x, sbuf_str(&got), exact);
	sbuf_free(&got);
}

static void case_run(void **state)
{
	kase c;
	case_parse(&c, *state);
	run r = { .c = &c };
	evs_init(&r.ev);
	if (dice_init_hex(&r.d, c.seed, c.pos, NULL))
		fail_msg("%s: bad seed %s", c.path, c.seed);
	if (!c.ns || (strcmp(c.s[0].name, "state") && strcmp(c.s[0].name, "create")))
		fail_msg("%s: the first section is == state or == create", c.path);
	step_start(&r, &c.s[0]);
	for (int i = 1; i < c.ns; i++) {
		const sect *x = &c.s[i];
		if (!strcmp(x->name, "mail") || !strcmp(x->name, "check")) {
			step_reset(&r);
			step_mail(&r, x, !strcmp(x->name, "check"));
			/* A refusal the case does not expect fails here, whatever it checks next. */
			if (r.rejected && (i + 1 == c.ns || strcmp(c.s[i + 1].name, "reject")))
				fail_msg("%s:%d: the mail was refused: %s", c.path, x->line, sbuf_str(&r.reply));
		} else if (!strcmp(x->name, "timeout")) {
			step_reset(&r);
			c.k->timeout(r.st, &r.d, &r.ev);
		} else {
			step_expect(&r, x);
		}
	}
	c.k->free(r.st);
	arena_free(r.ev.a);
	sbuf_free(&r.reply);
	sbuf_free(&r.canon);
	free(c.text);
}

/* ---- finding the cases ------------------------------------------------ */

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void add_dir(const char *dir, char ***v, size_t *n, size_t *cap)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	for (struct dirent *de; (de = readdir(d));) {
		size_t l = strlen(de->d_name);
		if (de->d_name[0] == '.')
			continue;
		char path[1024];
		snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
		if (l > 5 && !strcmp(de->d_name + l - 5, ".case")) {
			if (*n == *cap) {
				*cap = *cap ? 2 * *cap : 64;
				*v = xrealloc(*v, *cap * sizeof **v);
			}
			(*v)[(*n)++] = xstrdup(path);
		} else {
			add_dir(path, v, n, cap);
		}
	}
	closedir(d);
}

int main(int argc, char **argv)
{
	char **paths = NULL;
	size_t n = 0, cap = 0;
	if (argc > 1) {
		paths = xmalloc((size_t)argc * sizeof *paths);
		for (int i = 1; i < argc; i++)
			paths[n++] = xstrdup(argv[i]);
	} else {
		add_dir(CASES_DIR, &paths, &n, &cap);
	}
	if (!n) {
		fprintf(stderr, "test_cases: no case under %s (run from the repository root)\n", CASES_DIR);
		return 1;
	}
	qsort(paths, n, sizeof *paths, cmp_str);
	struct CMUnitTest *t = xmalloc(n * sizeof *t);
	for (size_t i = 0; i < n; i++)
		t[i] = (struct CMUnitTest){ .name = paths[i], .test_func = case_run, .initial_state = paths[i] };
	int rc = _cmocka_run_group_tests("cases", t, n, NULL, NULL);
	for (size_t i = 0; i < n; i++)
		free(paths[i]);
	free(paths);
	free(t);
	return rc;
}
