/* The words of every mail of Nuevo Mundo and Κρατος (issue 15, items
 * 15-19), over seeded bot playouts from every start of each engine
 * (game_kind.starts, so every phase is reached), with deadlines passing at
 * random steps: at every step the view of every seat and the public view,
 * the events of the step, the echo of every mail and the help, in Spanish
 * and English; and for every awaited seat its deadline's default
 * (game_kind.default_text). Each text must hold:
 *
 * - one language: no Spanish word of the game's vocabulary in an English
 *   text, no English one in a Spanish text (item 15);
 * - agreement: never "(s)" or "(es)", never "1" before a plural noun
 *   (item 16);
 * - no word said twice in a row ("Isla Isla Verde": a name that already
 *   holds its kind);
 * - no predicative adjective after a player's name that assumes a gender
 *   ("ana queda dueño"): a name says nothing of its bearer;
 * - names and words spelt with their accents (Galeón, Vigía, avión), and
 *   no pointer to files players do not have (RULES-NOTES.md, docs/);
 * - the awaited reader is spoken to: its view says "te toca" / "your
 *   turn", in a line without its own name (item 16);
 * - a finished game awaits nobody and tells nobody what to send (items
 *   17, 19);
 * - the default of an awaited seat is said in whole sentences, in its
 *   language, and depends only on what the seat may see: it stays
 *   byte-identical when everything the seat cannot see is re-dealt
 *   (game_kind.redeal; Κρατος's gold of others) (item 18).
 *
 * WORDS_GAMES=N games from each start (default 3); WORDS_DUMP=1 prints
 * every text checked. */
#include <ctype.h>
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
#include "tests/test_dice.h"

#define STEP_CAP 3000
#define TIMEOUT_PCT 4

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gema",
	"hugo", "ines" };

static char where[512];
static int dump;

/* A failure; with WORDS_DUMP, printed and counted instead. */
#define complain(...)                                                                                      \
	do {                                                                                               \
		if (dump) {                                                                                \
			printf("COMPLAINT: " __VA_ARGS__);                                                  \
			printf("\n");                                                                      \
		} else {                                                                                   \
			fail_msg(__VA_ARGS__);                                                             \
		}                                                                                          \
	} while (0)

/* Words of one language that must not appear in the other's texts, as
 * whole words (letters on neither side), case-insensitive. */
static const char *const spanish_words[] = { "fase", "turno", "ronda", "jugador", "juega", "rojo", "azul", "verde",
	"amarillo", "negro", "blanco", "naranja", "violeta", "gris", "avion", "acorazado", "dragaminas", "portaaviones",
	"submarino", "mercante", "petrolero", "hierro", "trigo", "petroleo", "acero", "pan", "gasolina", "mitad",
	"equilibrio", "doble", "asentamiento", "créditos", "tarjeta", "tarjetas", "barco", "barcos", "ENTRAR", "COMPRAR",
	"COLOCAR", "MOVER", "ATACAR", "RETIRADA", "HACIA", "ACEPTO", "RECHAZO", "DEFENSA", "BAJAS", "MAYOR", "MENOR",
	"TODOS", "MENOS", "TACTICAS", "AZAR", "frut", "seco", "riq", "semi", "tablas", "isla", "piezas", "prod", "ninguno",
	NULL };
static const char *const english_words[] = { "move", "placement", "defense", "defence", "turn", "over", "setup",
	"victory", "draw", "cap", "none", "player", "round", "ship", "ships", "card", "cards", "island", "red", "blue",
	"bread", "steel", "the", "and", "waiting", NULL };

/* Nouns that "1" must not come before. */
static const char *const plurals[] = { "créditos", "barcos", "turnos", "tarjetas", "piezas", "regiones",
	"asentamientos", "islas", "puntos", "rubros", "jugadores", "rondas", "minas", "aviones", "horas", "onzas",
	"credits", "ships", "turns", "cards", "pieces", "regions", "settlements", "islands", "points", "kinds", "players",
	"rounds", "mines", "planes", "hours", NULL };

static int word_char(unsigned char c)
{
	return isalnum(c) || c >= 0x80 || c == '_';
}

/* Adjectives and participles that agree with the player they follow:
 * "queda dueño", "es el único", "eliminado". */
static const char *const gendered[] = { "dueño", "dueña", "único", "única", "eliminado", "eliminada", "derrotado",
	"derrotada", "vencido", "vencida", "obligado", "obligada", "solo", "sola", NULL };

/* Words written without their accent (the maps' names, the goods and
 * pieces of Κρατος), in any text: names appear in both languages. */
static const char *const unaccented[] = { "Galeon", "Vigia", "Tifon", "Capitan", "Fortin", "Mision", "Anil",
	"Lapiz", "Delfin", "Confin", "Manati", "Pelicano", "Ultima", "Indigo", "Ambar", "Bahia", "Bambu", "Cienaga",
	"Huracan", "Nacar", "Orquidea", "Ostion", "Rio", "Rocio", "Timon", "Travesia", "Virazon", "Volcan", "avion",
	"petroleo", NULL };

/* Paths of the project's sources, which players do not have. */
static const char *const dev_paths[] = { "RULES-NOTES", "STATUS.md", "docs/", ".md)", NULL };

/* A name of the map ("Isla Verde", "Cayo Mayor", the region "Acero"):
 * capitalised, lower case after, not at the start of a line. */
static int proper_noun(const char *text, const char *p, size_t n)
{
	if (p == text || p[-1] == '\n' || !isupper((unsigned char)p[0]))
		return 0;
	for (size_t i = 1; i < n; i++)
		if (isupper((unsigned char)p[i]))
			return 0;
	return 1;
}

/* Where word stands alone in text, or NULL: a keyword (upper case) as
 * it is, any other word in any case but not in an option name ("cards=")
 * nor as a proper noun. */
static const char *find_word(const char *text, const char *word)
{
	size_t n = strlen(word);
	int keyword = isupper((unsigned char)word[0]);
	for (const char *p = text; *p; p++)
		if ((keyword ? !strncmp(p, word, n) : !strncasecmp(p, word, n) && !proper_noun(text, p, n)) &&
			(p == text || !word_char((unsigned char)p[-1])) && !word_char((unsigned char)p[n]) && p[n] != '=')
			return p;
	return NULL;
}

static void show(const char *what, const char *lang, const char *text)
{
	if (dump)
		printf("==== %s (%s) %s\n%s\n", what, lang, where, text);
}

/* The line of text around p. */
static void line_at(const char *text, const char *p, char *out, size_t n)
{
	const char *a = p, *b = strchr(p, '\n');
	while (a > text && a[-1] != '\n')
		a--;
	size_t len = b ? (size_t)(b - a) : strlen(a);
	snprintf(out, n, "%.*s", (int)(len < n - 1 ? len : n - 1), a);
}

/* The next word at or after p (letters only), its length in *n. */
static const char *next_word(const char *p, size_t *n)
{
	while (*p && !word_char((unsigned char)*p))
		p++;
	size_t k = 0;
	while (p[k] && word_char((unsigned char)p[k]))
		k++;
	*n = k;
	return k ? p : NULL;
}

static int is_name(const char *p, size_t n)
{
	for (int i = 0; i < GAME_MAX_PLAYERS; i++)
		if (strlen(names[i]) == n && !strncmp(names[i], p, n))
			return 1;
	return 0;
}

/* Doubled words, gendered words after a name, unaccented words,
 * developer paths. */
static void words_ok(const char *what, const char *lang, const char *text)
{
	char l[400];
	size_t n, m;
	for (const char *p = next_word(text, &n); p; p = next_word(p + n, &n)) {
		const char *q = next_word(p + n, &m);
		int letters = !isdigit((unsigned char)*p);
		if (q && letters && n == m && n > 1 && !strncasecmp(p, q, n) && q == p + n + 1 && p[n] == ' ' &&
			(p == text || p[-1] != '-') && q[m] != '-') {
			line_at(text, p, l, sizeof l);
			complain("%s: %s (%s) says '%.*s' twice: %s", where, what, lang, (int)n, p, l);
		}
		if (!strcmp(lang, "es") && is_name(p, n)) {
			/* The rest of the clause. */
			const char *end = p + n + strcspn(p + n, ".:;,(\n«");
			for (const char *w = next_word(p + n, &m); w && w < end; w = next_word(w + m, &m))
				for (int i = 0; gendered[i]; i++)
					if (strlen(gendered[i]) == m && !strncmp(w, gendered[i], m)) {
						line_at(text, p, l, sizeof l);
						complain("%s: %s (%s) gives the player %.*s a gender ('%s'): %s", where,
							what, lang, (int)n, p, gendered[i], l);
					}
		}
	}
	for (int i = 0; unaccented[i]; i++) {
		const char *p = find_word(text, unaccented[i]);
		if (p) {
			line_at(text, p, l, sizeof l);
			complain("%s: %s (%s) writes '%s' without its accent: %s", where, what, lang, unaccented[i], l);
		}
	}
	for (int i = 0; dev_paths[i]; i++)
		if (strstr(text, dev_paths[i]))
			complain("%s: %s (%s) points players to '%s', which they do not have", where, what, lang,
				dev_paths[i]);
}

/* The checks every text gets. */
static void text_ok(const char *what, const char *lang, const char *text)
{
	char l[400];
	show(what, lang, text);
	const char *const *foreign = !strcmp(lang, "en") ? spanish_words : english_words;
	for (int i = 0; foreign[i]; i++) {
		const char *p = find_word(text, foreign[i]);
		if (p) {
			line_at(text, p, l, sizeof l);
			complain("%s: %s (%s) has the word '%s' of the other language: %s", where, what, lang, foreign[i],
				l);
		}
	}
	words_ok(what, lang, text);
	if (strstr(text, "(s)") || strstr(text, "(es)"))
		complain("%s: %s (%s) has '(s)': %s", where, what, lang, text);
	for (const char *p = text; (p = strchr(p, '1')); p++) {
		if ((p > text && (isdigit((unsigned char)p[-1]) || p[-1] == '.' || p[-1] == ',' || p[-1] == '/')) ||
			p[1] != ' ')
			continue;
		for (int i = 0; plurals[i]; i++) {
			size_t n = strlen(plurals[i]);
			if (!strncasecmp(p + 2, plurals[i], n) && !word_char((unsigned char)p[2 + n])) {
				line_at(text, p, l, sizeof l);
				complain("%s: %s (%s) has '1 %s': %s", where, what, lang, plurals[i], l);
			}
		}
	}
}

static const char *you_mark(const char *lang)
{
	return !strcmp(lang, "en") ? "your turn" : "te toca";
}

static const char *find_ci(const char *text, const char *s)
{
	size_t n = strlen(s);
	for (const char *p = text; *p; p++)
		if (!strncasecmp(p, s, n))
			return p;
	return NULL;
}

/* The view of seat who: spoken to when awaited, and a finished game
 * awaits nobody. */
static void view_ok(const game_kind *k, const void *st, const game_status *gs, int who, const char *lang)
{
	char what[64], l[400];
	snprintf(what, sizeof what, who < 0 ? "the public view" : "the view of seat %d", who);
	char *v = engine_view(k, st, who, lang);
	text_ok(what, lang, v);
	const char *m = find_ci(v, you_mark(lang));
	if (who >= 0 && (gs->waiting & GAME_SEAT(who))) {
		if (!m)
			complain("%s: %s (%s) of an awaited seat does not say '%s'\n%s", where, what, lang, you_mark(lang),
				v);
		else
			line_at(v, m, l, sizeof l);
		if (m && find_word(l, names[who]))
			complain("%s: %s (%s) names its reader in the line that speaks to it: %s", where, what, lang, l);
	} else if (m) {
		line_at(v, m, l, sizeof l);
		complain("%s: %s (%s) of a seat not awaited says '%s': %s", where, what, lang, you_mark(lang), l);
	}
	free(v);
}

/* The default of an awaited seat: whole sentences, its own. */
static void default_ok(const game_kind *k, const void *st, int n, int who, const char *lang)
{
	sbuf b = SBUF_INIT;
	k->default_text(st, who, lang, &b);
	char what[64];
	snprintf(what, sizeof what, "the default of seat %d", who);
	if (!b.len)
		complain("%s: %s (%s) is empty", where, what, lang);
	const char *t = sbuf_str(&b);
	if (t[b.len - 1] != '.' || !isupper((unsigned char)t[0]))
		complain("%s: %s (%s) is not whole sentences: %s", where, what, lang, t);
	text_ok(what, lang, t);
	/* Only what the seat sees: the same after a re-deal of the rest. */
	char *text = engine_save(k, st);
	void *copy;
	es_err e;
	if (k->load(&copy, n, names, text, &e) != ES_OK)
		complain("%s: reload: %s", where, e.msg);
	for (int r = 0; r < 3; r++) {
		dice rd;
		char hex[16];
		snprintf(hex, sizeof hex, "%02xd%d", who, r);
		test_dice_init(&rd, hex, 0);
		k->redeal(copy, who, &rd);
		sbuf c = SBUF_INIT;
		k->default_text(copy, who, lang, &c);
		if (strcmp(sbuf_str(&c), t))
			complain("%s: %s (%s) changes when what the seat cannot see is re-dealt:\n%s\n---\n%s", where,
				what, lang, t, sbuf_str(&c));
		sbuf_free(&c);
	}
	k->free(copy);
	free(text);
	sbuf_free(&b);
}

static void events_ok(const game_events *ev)
{
	engine_events_render(ev, where, text_ok);
}

static int playout(const game_kind *k, const game_start *s, int si, int seed, uint32_t *phases_seen)
{
	dice d, bd;
	int n = engine_playout_init(k, s, seed, "bf", &d, &bd);
	snprintf(where, sizeof where, "%s start %d seed %04x creating", k->kind, si, (unsigned)seed);
	es_err e;
	game_events ev = { .a = arena_new() };
	void *st = engine_start(k, s, n, names, &d, &ev, &e);
	if (!st)
		fail_msg("%s: %s", where, e.msg);
	events_ok(&ev);
	arena_free(ev.a);
	int steps = 0;
	for (;; steps++) {
		game_status gs;
		k->status(st, &gs);
		for (int i = 0; k->phases[i]; i++)
			if (!strcmp(k->phases[i], gs.phase))
				*phases_seen |= 1u << i;
		snprintf(where, sizeof where, "%s start %d seed %04x, %d players, step %d, phase %s", k->kind, si,
			(unsigned)seed, n, steps, gs.phase);
		for (size_t l = 0; tpl_langs[l]; l++) {
			for (int who = -1; who < n; who++)
				view_ok(k, st, &gs, who, tpl_langs[l]);
			for (int who = 0; who < n; who++)
				if ((gs.waiting & GAME_SEAT(who)) && k->default_text)
					default_ok(k, st, n, who, tpl_langs[l]);
		}
		if (gs.over) {
			assert_int_equal(gs.waiting, 0);
			break;
		}
		if (steps == STEP_CAP)
			break;
		game_events evs = { .a = arena_new() };
		if (dice_below(&bd, 100) < TIMEOUT_PCT) {
			k->timeout(st, &d, &evs);
		} else {
			int who = __builtin_ctz(gs.waiting);
			const char *lang = tpl_langs[steps % 2];
			sbuf body = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
			k->bot(st, who, &bd, &body);
			mail m;
			mail_make(&m, sbuf_str(&body));
			game_reject rej;
			if (k->check(st, who, &m.l, lang, &canon, &echo, &rej) != ES_OK)
				fail_msg("%s: bot mail refused: %s\n%s", where, rej.why, sbuf_str(&body));
			text_ok("the echo", lang, sbuf_str(&echo));
			k->apply(st, who, sbuf_str(&canon), &d, &evs);
			mail_free(&m);
			sbuf_free(&body);
			sbuf_free(&canon);
			sbuf_free(&echo);
		}
		events_ok(&evs);
		arena_free(evs.a);
	}
	k->free(st);
	return steps;
}

static void engine_words(const char *kind)
{
	const game_kind *k = game_find(kind);
	assert_non_null(k);

	int games = 3;
	const char *env = getenv("WORDS_GAMES");
	if (env && atoi(env) > 0)
		games = atoi(env);
	dump = getenv("WORDS_DUMP") != NULL;
	for (size_t l = 0; tpl_langs[l]; l++) {
		sbuf b = SBUF_INIT;
		k->help(tpl_langs[l], &b);
		snprintf(where, sizeof where, "%s help", kind);
		text_ok("the help", tpl_langs[l], sbuf_str(&b));
		sbuf_free(&b);
	}
	uint32_t seen = 0;
	for (int si = 0; k->starts[si].opts || k->starts[si].state; si++)
		for (int g = 0; g < games; g++)
			playout(k, &k->starts[si], si, 100 * si + g, &seen);
	for (int i = 0; k->phases[i]; i++)
		if (!(seen >> i & 1))
			fail_msg("%s: phase %s never reached", kind, k->phases[i]);
}

static void test_nuevo_mundo_words(void **state)
{
	(void)state;
	engine_words("nuevo-mundo");
}

/* Every scenario's names, in a short game each (the starts play two of
 * the six). */
static void test_nuevo_mundo_scenarios(void **state)
{
	(void)state;
	const game_kind *k = game_find("nuevo-mundo");
	dump = getenv("WORDS_DUMP") != NULL;
	uint32_t seen = 0;
	for (int sc = 1; sc <= 6; sc++) {
		char opts[64];
		snprintf(opts, sizeof opts, "scenario=%d max_turns=12", sc);
		game_start s = { .opts = opts };
		playout(k, &s, 10 + sc, 1000 + sc, &seen);
	}
}

/* A colour word in Κρατος's texts is a colour: a hit is "impacto", a
 * target "objetivo", never "blanco" in a game with a white player. Only
 * the texts that list colours or show an order naming one hold a colour
 * word of their own; every other colour comes from the state. */
static const char *const colour_words[] = { "rojo", "azul", "verde", "amarillo", "negro", "blanco", "naranja",
	"violeta", "gris", "red", "blue", "green", "yellow", "black", "white", "orange", "violet", "grey", NULL };

static void colour_free(const char *id, const char *text, size_t len, void *u)
{
	static const char *const lists[] = { "kratos.rej.not_colour", "kratos.help.orders", NULL };
	if (strncmp(id, "kratos.", 7))
		return;
	for (int i = 0; lists[i]; i++)
		if (!strcmp(id, lists[i]))
			return;
	char *t = strndup(text, len);
	for (int i = 0; colour_words[i]; i++)
		if (find_word(t, colour_words[i])) {
			fprintf(stderr, "%s has the colour word '%s' as a word of its own: %s\n", id, colour_words[i], t);
			++*(int *)u;
		}
	free(t);
}

static void test_kratos_colour_words(void **state)
{
	(void)state;
	int bad = 0;
	tpl_each("es", colour_free, &bad);
	tpl_each("en", colour_free, &bad);
	assert_int_equal(bad, 0);
}

static void test_kratos_words(void **state)
{
	(void)state;
	engine_words("kratos");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_nuevo_mundo_words),
		cmocka_unit_test(test_nuevo_mundo_scenarios),
		cmocka_unit_test(test_kratos_colour_words),
		cmocka_unit_test(test_kratos_words),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
