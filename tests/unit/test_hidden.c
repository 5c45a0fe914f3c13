/* Rejections never depend on what the sender cannot see: a property test
 * of every engine of game_all(), those added later included. Seeded
 * random playouts by bot(); at random reachable states, for every seat:
 * the state is cloned (save, load) and the clone re-dealt for that seat
 * (game_kind.redeal: everything it cannot see dealt again, consistently
 * with what it sees). Then in both worlds these must be byte-identical:
 * the seat's view (es and en) and the public view, and what check()
 * answers the seat (code, line index, why; canonical form and echo when
 * accepted) for its bot mails, the awaited seats' bot mails sent by it
 * (out of turn) and mutations of all of them (lines duplicated, swapped,
 * dropped or taken from another mail, numbers changed, words replaced by
 * words of other mails or of the board, lines of the kind's orders built
 * from those words). The re-dealt state must load and save to itself.
 * HIDDEN_ITERS=N samples N states per kind (default 500, an eighth under
 * the sanitizers: TEST_SCALE). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/game.h"
#include "tests/unit/engine_test.h"

#define DEFAULT_ITERS 500
#define STEP_CAP 4000
#define SAMPLE_ONE_IN 25 /* states looked at: about one in this many */
#define BOT_MAILS 3     /* bot mails of the seat itself per state */
#define MUTANTS 14      /* mutated mails per seat and state */
#define POOL_MAX 512

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema",
	"hugo", "ines" };

/* Options per kind, drawn from the game's seed so that each gets played;
 * a kind not listed plays with its defaults. */
static size_t kind_options(const char *kind, int seed, int n, char opts[][40])
{
	size_t k = 0;
	if (!strcmp(kind, "catan")) {
		static const char *const choices[][2] = {
			{ "board=random", "board=beginner" },
			{ "dev_per_turn=unlimited", "dev_per_turn=1" },
			{ "knight_steals=yes", "knight_steals=no" },
			{ "steal=optional", "steal=compulsory" },
			{ "point_trade=yes", "point_trade=no" },
			{ "setup=literal", "setup=official" },
			{ "shortage=nobody", "shortage=official" },
		};
		for (size_t i = 0; i < sizeof choices / sizeof choices[0]; i++)
			snprintf(opts[k++], 40, "%s", choices[i][(seed >> i) & 1]);
	} else if (!strcmp(kind, "teg")) {
		snprintf(opts[k++], 40, "max_turns=60");
		if (seed % 2)
			snprintf(opts[k++], 40, "defensive_exchange=1");
		if (seed % 3 == 0)
			snprintf(opts[k++], 40, "destroyed_cards=discard");
		if (seed % 5 == 1)
			snprintf(opts[k++], 40, "style=fair-play");
		if (n <= 3 && seed % 3 == 1)
			snprintf(opts[k++], 40, "variant23=0");
	} else if (!strcmp(kind, "reconquista")) {
		snprintf(opts[k++], 40, "max_turns=80");
	} else if (!strcmp(kind, "kratos")) {
		snprintf(opts[k++], 40, "max_turns=60");
	}
	return k;
}

/* Order lines to try per kind: %t a word of the pool, %n a small number,
 * %p a player's name. A kind not listed gets the generic mutations only. */
static const char *const *kind_extras(const char *kind)
{
	static const char *const catan[] = { "ACEPTAR %n", "LADRON %t ROBAR %p", "CABALLERO %t ROBAR %p",
		"CABALLERO %t", "MONOPOLIO %t", "SEGUIR", "PASO", "TIRAR", "COMPRAR DESARROLLO", "DESCARTAR %n %t",
		"BANCO %n %t POR 1 %t", "OFRECER A %p DOY 1 %t PIDO 1 %t", "OFRECER A TODOS DOY 1 punto PIDO %n %t",
		"RECHAZAR %n", "RETIRAR %n", "INVENCION %t %t", "CARRETERAS %t %t", "POBLADO %t", "CIUDAD %t",
		"CARRETERA %t", NULL };
	static const char *const teg[] = { "CANJEAR", "CANJEAR %t %t %t", "ATACAR %t %t", "ATACAR %t %t HASTA CONQUISTAR",
		"MOVER %n", "REAGRUPAR %n %t %t", "INCORPORAR %n %t", "PASO", "TARJETA", "OCUPAR %t", "PACTO %t %t",
		"PACTO MUNDIAL %p", "ACEPTO PACTO %n", "RECHAZO PACTO %n", "ROMPO PACTO %n", NULL };
	static const char *const reco[] = { "ATACAR %t", "ATACAR %t CON NADA", "ATACAR %t CON %t", "ATACAR %t CON TODAS",
		"DEFENDER", "DEFENDER CON TODAS", "DEFENDER CON %t", "MOVER %n %t %t", "COLOCAR %n %t", "PASO",
		"DEFENSA TODAS", "DEFENSA NINGUNA", NULL };
	static const char *const kratos[] = { "DAR %n ORO A azul", "DAR 500 ORO A rojo", "DAR 20000 ORO A gris",
		"DISPARAR %n %n", "MOVER %n %t", "VENDER %n A azul", "PRODUCIR %n", "CARGAR %n pan", "DESCARGAR %n",
		"ACABAR", "PASAR %n", "COLOCAR %n avion %t", NULL };
	if (!strcmp(kind, "catan"))
		return catan;
	if (!strcmp(kind, "kratos"))
		return kratos;
	if (!strcmp(kind, "teg"))
		return teg;
	if (!strcmp(kind, "reconquista"))
		return reco;
	return NULL;
}

/* ---- words and lines ------------------------------------------------ */

typedef struct pool {
	char *w[POOL_MAX];
	int n;
} pool;

static void pool_add_words(pool *p, const char *text)
{
	for (const char *q = text; *q && p->n < POOL_MAX;) {
		while (*q == ' ' || *q == '\n' || *q == ',' || *q == ':' || *q == '(' || *q == ')')
			q++;
		size_t len = strcspn(q, " \n,:()");
		if (len && len < 40)
			p->w[p->n++] = xstrndup(q, len);
		q += len;
	}
}

static void pool_free(pool *p)
{
	for (int i = 0; i < p->n; i++)
		free(p->w[i]);
	p->n = 0;
}

typedef struct lines {
	char *v[64];
	int n;
} lines;

static void lines_of(lines *l, const char *text)
{
	l->n = 0;
	for (const char *q = text; *q && l->n < 64;) {
		size_t len = strcspn(q, "\n");
		if (len)
			l->v[l->n++] = xstrndup(q, len);
		q += len + (q[len] == '\n');
	}
}

static void lines_free(lines *l)
{
	for (int i = 0; i < l->n; i++)
		free(l->v[i]);
	l->n = 0;
}

static char *lines_join(const lines *l)
{
	sbuf b = SBUF_INIT;
	for (int i = 0; i < l->n; i++)
		sbuf_printf(&b, "%s\n", l->v[i]);
	return sbuf_detach(&b);
}

static void lines_insert(lines *l, int at, char *line)
{
	if (l->n == 64) {
		free(line);
		return;
	}
	memmove(&l->v[at + 1], &l->v[at], (size_t)(l->n - at) * sizeof l->v[0]);
	l->v[at] = line;
	l->n++;
}

static const char *pick(dice *d, const pool *p)
{
	return p->n ? p->w[dice_below(d, (uint32_t)p->n)] : "x";
}

/* A line of the kind's orders with its placeholders filled, half of the
 * time from the words of the mail it goes into (the same victim, the
 * same offer, a place of the same mail...). */
static char *extra_line(dice *d, const char *const *extras, const pool *p, const pool *near, int nseats)
{
	int ne = 0;
	while (extras[ne])
		ne++;
	const char *t = extras[dice_below(d, (uint32_t)ne)];
	sbuf b = SBUF_INIT;
	for (; *t; t++) {
		if (*t != '%' || !t[1]) {
			sbuf_putc(&b, *t);
			continue;
		}
		t++;
		if (near->n && dice_below(d, 2))
			sbuf_puts(&b, pick(d, near));
		else if (*t == 'n')
			sbuf_printf(&b, "%u", dice_below(d, 6));
		else if (*t == 'p')
			sbuf_puts(&b, names[dice_below(d, (uint32_t)nseats)]);
		else
			sbuf_puts(&b, pick(d, p));
	}
	return sbuf_detach(&b);
}

/* One word of a line replaced, or two swapped, or a number changed. */
static char *mutate_words(dice *d, const char *line, const pool *p)
{
	pool w = { 0 };
	for (const char *q = line; *q && w.n < POOL_MAX;) {
		while (*q == ' ')
			q++;
		size_t len = strcspn(q, " ");
		if (len)
			w.w[w.n++] = xstrndup(q, len);
		q += len;
	}
	if (w.n) {
		int i = (int)dice_below(d, (uint32_t)w.n), how = (int)dice_below(d, 3);
		if (how == 0 && w.n > 1) {
			int j = (int)dice_below(d, (uint32_t)w.n);
			char *t = w.w[i];
			w.w[i] = w.w[j];
			w.w[j] = t;
		} else if (how == 1 && w.w[i][0] >= '0' && w.w[i][0] <= '9') {
			char num[32];
			snprintf(num, sizeof num, "%ld", strtol(w.w[i], NULL, 10) + (long)dice_below(d, 5) - 2);
			free(w.w[i]);
			w.w[i] = xstrdup(num);
		} else {
			free(w.w[i]);
			w.w[i] = xstrdup(pick(d, p));
		}
	}
	sbuf b = SBUF_INIT;
	for (int i = 0; i < w.n; i++)
		sbuf_printf(&b, "%s%s", i ? " " : "", w.w[i]);
	pool_free(&w);
	return sbuf_detach(&b);
}

/* A mutant of one of the mails: one to three changes. */
static char *mutant(dice *d, char *const *mails, int nmails, const pool *p, const char *const *extras, int nseats)
{
	lines l, other;
	const char *base = mails[dice_below(d, (uint32_t)nmails)];
	pool near = { 0 };
	pool_add_words(&near, base);
	lines_of(&l, base);
	int changes = 1 + (int)dice_below(d, 3);
	for (int c = 0; c < changes; c++) {
		int how = (int)dice_below(d, extras ? 7 : 6);
		int i = l.n ? (int)dice_below(d, (uint32_t)l.n) : 0;
		switch (how) {
		case 0: /* a line twice */
			if (l.n)
				lines_insert(&l, i, xstrdup(l.v[i]));
			break;
		case 1: /* two lines swapped */
			if (l.n > 1) {
				int j = (int)dice_below(d, (uint32_t)l.n);
				char *t = l.v[i];
				l.v[i] = l.v[j];
				l.v[j] = t;
			}
			break;
		case 2: /* a line dropped */
			if (l.n > 1) {
				free(l.v[i]);
				memmove(&l.v[i], &l.v[i + 1], (size_t)(l.n - i - 1) * sizeof l.v[0]);
				l.n--;
			}
			break;
		case 3: /* a line of another mail */
			lines_of(&other, mails[dice_below(d, (uint32_t)nmails)]);
			if (other.n)
				lines_insert(&l, l.n ? (int)dice_below(d, (uint32_t)l.n + 1) : 0,
					xstrdup(other.v[dice_below(d, (uint32_t)other.n)]));
			lines_free(&other);
			break;
		case 4:
		case 5: /* words */
			if (l.n) {
				char *m = mutate_words(d, l.v[i], p);
				free(l.v[i]);
				l.v[i] = m;
			}
			break;
		case 6: /* an order of the kind */
			lines_insert(&l, l.n ? (int)dice_below(d, (uint32_t)l.n + 1) : 0, extra_line(d, extras, p, &near, nseats));
			break;
		}
	}
	if (!l.n)
		lines_insert(&l, 0, xstrdup(pick(d, p)));
	char *out = lines_join(&l);
	lines_free(&l);
	pool_free(&near);
	return out;
}

/* ---- the two worlds ------------------------------------------------- */

typedef struct verdict {
	int rc;
	size_t index;
	char why[512];
	char *canon, *echo;
} verdict;

static void verdict_of(const game_kind *k, const void *st, int who, const char *body, const char *lang, verdict *v)
{
	mail m;
	mail_make(&m, body);
	sbuf c = SBUF_INIT, e = SBUF_INIT;
	game_reject rej;
	memset(&rej, 0, sizeof rej);
	v->rc = k->check(st, who, &m.l, lang, &c, &e, &rej);
	v->index = v->rc == ES_OK ? 0 : rej.index;
	snprintf(v->why, sizeof v->why, "%s", v->rc == ES_OK ? "" : rej.why);
	v->canon = sbuf_detach(&c);
	v->echo = sbuf_detach(&e);
	mail_free(&m);
}

static void verdict_free(verdict *v)
{
	free(v->canon);
	free(v->echo);
}

typedef struct where {
	const game_kind *k;
	int seed, n;
	size_t step;
	int who;
	const char *real, *dealt; /* saved states */
} where;

/* Prints the first line where two texts differ. */
static void first_diff(const char *a, const char *b)
{
	int line = 1;
	const char *la = a, *lb = b;
	while (*a && *a == *b) {
		if (*a == '\n')
			line++, la = a + 1, lb = b + 1;
		a++, b++;
	}
	fprintf(stderr, "  first difference at line %d:\n  real: %.*s\n  dealt: %.*s\n", line, (int)strcspn(la, "\n"), la,
		(int)strcspn(lb, "\n"), lb);
}

static void states_diff(const where *w)
{
	fprintf(stderr, "state lines that differ (real / re-dealt):\n");
	lines a, b;
	lines_of(&a, w->real);
	lines_of(&b, w->dealt);
	for (int i = 0; i < a.n && i < b.n; i++)
		if (strcmp(a.v[i], b.v[i]))
			fprintf(stderr, "  - %s\n  + %s\n", a.v[i], b.v[i]);
	lines_free(&a);
	lines_free(&b);
}

/* Returns 1 when both worlds accept the mail. */
static int same_verdict(const where *w, const void *a, const void *b, const char *body, const char *lang)
{
	verdict va, vb;
	verdict_of(w->k, a, w->who, body, lang, &va);
	verdict_of(w->k, b, w->who, body, lang, &vb);
	if (va.rc != vb.rc || va.index != vb.index || strcmp(va.why, vb.why) || strcmp(va.canon, vb.canon) ||
		strcmp(va.echo, vb.echo)) {
		states_diff(w);
		fail_msg("%s seed %d (%d players) step %zu: check() for seat %d (%s) depends on what it cannot see.\n"
			 "mail:\n%s"
			 "real world:   rc %d line %zu: %s\ncanon:\n%s\necho:\n%s\n"
			 "re-dealt:     rc %d line %zu: %s\ncanon:\n%s\necho:\n%s",
			w->k->kind, w->seed, w->n, w->step, w->who, lang, body, va.rc, va.index, va.why, va.canon, va.echo, vb.rc,
			vb.index, vb.why, vb.canon, vb.echo);
	}
	int ok = va.rc == ES_OK;
	verdict_free(&va);
	verdict_free(&vb);
	return ok;
}

static void same_view(const where *w, const void *a, const void *b, int who, const char *lang)
{
	char *va = engine_view(w->k, a, who, lang), *vb = engine_view(w->k, b, who, lang);
	if (strcmp(va, vb)) {
		first_diff(va, vb);
		states_diff(w);
		fail_msg("%s seed %d step %zu: the view of %d (%s) shows what seat %d cannot see", w->k->kind, w->seed, w->step,
			who, lang, w->who);
	}
	free(va);
	free(vb);
}

typedef struct tally {
	size_t states, seats, dealt_differs, mails, mutants_accepted, bot_differs;
} tally;

static char *bot_mail(const game_kind *k, const void *st, int who, dice *bd)
{
	sbuf b = SBUF_INIT;
	k->bot(st, who, bd, &b);
	return sbuf_detach(&b);
}

/* The property at one state, for every seat. */
static void look(const game_kind *k, const void *st, int seed, int n, size_t step, dice *bd, tally *t)
{
	char *real = engine_save(k, st);
	game_status gs;
	k->status(st, &gs);
	t->states++;
	for (int who = 0; who < n; who++) {
		void *a = engine_load(k, n, names, real), *b = engine_load(k, n, names, real);
		engine_redeal(k, b, who, seed, step, "");
		char *dealt = engine_save(k, b);
		/* The re-dealt world is a state like any other. */
		void *again = engine_load(k, n, names, dealt);
		char *dealt2 = engine_save(k, again);
		assert_string_equal(dealt, dealt2);
		k->free(again);
		free(dealt2);
		t->seats++;
		t->dealt_differs += strcmp(real, dealt) != 0;
		where w = { k, seed, n, step, who, real, dealt };
		same_view(&w, a, b, who, "es");
		same_view(&w, a, b, who, "en");
		same_view(&w, a, b, -1, "es");

		/* The mails: the seat's own bot mails, the awaited seats' sent by
		 * it, and mutants of them all. */
		char *mails[BOT_MAILS + GAME_MAX_PLAYERS];
		int nm = 0;
		pool p = { 0 };
		for (int i = 0; i < BOT_MAILS && !gs.over; i++) {
			mails[nm] = bot_mail(k, a, who, bd);
			/* A bot deciding from what its seat sees writes the same
			 * mail in both worlds: required, since bot_after=N hands
			 * a player's seat to it (issue 15 item 20). */
			if (i == 0) {
				dice b1 = *bd, b2 = *bd;
				char *x = bot_mail(k, a, who, &b1), *y = bot_mail(k, b, who, &b2);
				t->bot_differs += strcmp(x, y) != 0;
				free(x);
				free(y);
			}
			pool_add_words(&p, mails[nm]);
			nm++;
		}
		for (int q = 0; q < n && !gs.over; q++)
			if (q != who && (gs.waiting & GAME_SEAT(q))) {
				mails[nm] = bot_mail(k, a, q, bd);
				pool_add_words(&p, mails[nm]);
				nm++;
			}
		if (!nm)
			mails[nm++] = xstrdup("PASO\n");
		char *pub = engine_view(k, a, -1, "es");
		pool pv = { 0 };
		pool_add_words(&pv, pub);
		for (int i = 0; i < 48 && pv.n && p.n < POOL_MAX; i++)
			p.w[p.n++] = xstrdup(pick(bd, &pv));
		pool_free(&pv);
		free(pub);
		for (int i = 0; i < nm; i++) {
			same_verdict(&w, a, b, mails[i], "es");
			same_verdict(&w, a, b, mails[i], "en");
			t->mails += 2;
		}
		const char *const *extras = kind_extras(k->kind);
		for (int i = 0; i < MUTANTS; i++) {
			char *m = mutant(bd, mails, nm, &p, extras, n);
			const char *lang = dice_below(bd, 2) ? "es" : "en";
			t->mutants_accepted += same_verdict(&w, a, b, m, lang);
			t->mails++;
			free(m);
		}
		for (int i = 0; i < nm; i++)
			free(mails[i]);
		pool_free(&p);
		k->free(a);
		k->free(b);
		free(dealt);
	}
	free(real);
}

/* Plays seeded games with the bots until `iters` states were looked at. */
static void property(const game_kind *k, int iters, tally *t)
{
	int span = k->max_players - k->min_players + 1;
	for (int seed = 1; (int)t->states < iters; seed++) {
		int n = k->min_players + seed % span;
		char opts[12][40];
		dice d, bd;
		engine_seed_dice(seed, "bb", &d, &bd);
		size_t no = kind_options(k->kind, seed, n, opts);
		const char *optv[12];
		for (size_t i = 0; i < no; i++)
			optv[i] = opts[i];
		game_events ev = { .a = arena_new() };
		void *st;
		es_err e;
		if (k->create(&st, n, names, optv, no, &d, &ev, &e) != ES_OK)
			fail_msg("%s: create: %s", k->kind, e.msg);
		arena_free(ev.a);
		game_status gs;
		k->status(st, &gs);
		for (size_t step = 0; step < STEP_CAP && (int)t->states < iters; step++) {
			if (dice_below(&bd, SAMPLE_ONE_IN) == 0)
				look(k, st, seed, n, step, &bd, t);
			if (gs.over)
				break;
			game_events evs = { .a = arena_new() };
			uint32_t roll = dice_below(&bd, 100);
			int who = __builtin_ctz(gs.waiting);
			if (roll < 6)
				who = (int)dice_below(&bd, (uint32_t)n);
			char *body = bot_mail(k, st, who, &bd);
			mail m;
			mail_make(&m, body);
			sbuf canon = SBUF_INIT, echo = SBUF_INIT;
			game_reject rej;
			if (roll < 2 || k->check(st, who, &m.l, "es", &canon, &echo, &rej) != ES_OK)
				k->timeout(st, &d, &evs);
			else
				k->apply(st, who, sbuf_str(&canon), &d, &evs);
			mail_free(&m);
			free(body);
			sbuf_free(&canon);
			sbuf_free(&echo);
			arena_free(evs.a);
			k->status(st, &gs);
		}
		k->free(st);
	}
}

/* Every registered engine implements the hook. */
static void test_redeal_required(void **state)
{
	(void)state;
	for (const game_kind *const *k = game_all(); *k; k++)
		if (!(*k)->redeal)
			fail_msg("engine %s lacks redeal (games/game.h): rejections must never depend on what the sender "
				 "cannot see, and the test needs the hook to prove it",
				(*k)->kind);
}

static void test_hidden(void **state)
{
	(void)state;
	int iters = TEST_SCALE(DEFAULT_ITERS);
	const char *env = getenv("HIDDEN_ITERS");
	if (env && strtol(env, NULL, 10) > 0)
		iters = (int)strtol(env, NULL, 10);
	for (const game_kind *const *k = game_all(); *k; k++) {
		if (!(*k)->redeal)
			continue;
		tally t = { 0 };
		property(*k, iters, &t);
		printf("hidden %s: %zu states, %zu seats re-dealt (%zu changed), %zu mails compared (%zu mutants "
		       "accepted); the bot wrote another mail in %zu re-dealt worlds\n",
			(*k)->kind, t.states, t.seats, t.dealt_differs, t.mails, t.mutants_accepted, t.bot_differs);
		assert_true(t.states > 0);
		if (t.bot_differs)
			fail_msg("%s: the bot wrote another mail in %zu worlds re-dealt for its seat: it decides from what "
				 "its seat cannot see", (*k)->kind, t.bot_differs);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_redeal_required),
		cmocka_unit_test(test_hidden),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
