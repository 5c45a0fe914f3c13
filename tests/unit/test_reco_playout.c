/* Random playouts of La reconquista: 200 seeded games (3 to 6 players)
 * played by bot() through check() and apply(), with an occasional
 * timeout(). After every order: troops conserved, every card with exactly
 * one seat still playing, no negative troops, losers without cards,
 * save -> load -> save identical, status consistent. Each game must end;
 * replaying the recorded canonical orders gives the same final state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <ctype.h>

#include "adjudicator/base/tpl.h"
#include "games/game.h"
#include "games/reconquista/reco.h"
#include "games/reconquista/reco_map.h"
#include "tests/unit/engine_test.h"
#include "tests/test_dice.h"

#define GAMES 200
#define CAP 2000

static const char *const names[] = { "ana", "berta", "carla", "dario", "elena", "fede" };
static const int troops_each[] = { 0, 0, 0, 40, 30, 25, 20 };

static char *save(const void *st)
{
	sbuf b = SBUF_INIT;
	reco_kind.save(st, &b);
	return sbuf_detach(&b);
}

/* Invariants read from the saved state, which must reload identically. */
static void invariants(const void *st, int n)
{
	char *text = save(st);
	void *again;
	es_err e;
	if (reco_kind.load(&again, n, names, text, &e) != ES_OK)
		fail_msg("reload: %s", e.msg);
	char *text2 = save(again);
	assert_string_equal(text, text2);
	reco_kind.free(again);
	free(text2);

	int owner_cards[6] = { 0 }, out[6] = { 0 }, left = 0, total = 0, provs = 0;
	for (char *p = text; *p;) {
		char *nl = strchr(p, '\n');
		*nl = '\0';
		char id[32];
		int a, b;
		if (sscanf(p, "prov %31s %d %d", id, &a, &b) == 3) {
			assert_true(a >= 0 && a < n);
			assert_true(b >= 0);
			owner_cards[a]++;
			total += b;
			provs++;
		} else if (sscanf(p, "seat %d left %d", &a, &b) == 2) {
			assert_true(b >= 0);
			left += b;
		} else if (sscanf(p, "seat %d out %d", &a, &b) == 2) {
			out[a] = b;
		}
		p = nl + 1;
	}
	assert_int_equal(provs, RECO_NPROV);
	/* Troops never appear or vanish: on the board or still to place. */
	assert_int_equal(total + left, n * troops_each[n]);
	for (int i = 0; i < n; i++)
		if (out[i])
			assert_int_equal(owner_cards[i], 0);
		else
			assert_true(owner_cards[i] > 0);
	game_status gs;
	reco_kind.status(st, &gs);
	if (gs.over) {
		assert_int_equal(gs.waiting, 0);
		assert_string_equal(gs.phase, "over");
		assert_true(gs.winners != 0);
	} else {
		assert_int_equal(__builtin_popcount(gs.waiting), 1);
		assert_false(out[__builtin_ctz(gs.waiting)]);
		assert_int_equal(gs.winners, 0);
	}
	free(text);
}

/* Plays one game; returns its end ("victory", "draw27", "cap", ...). */
static char *playout(int seed, int n, record *rec)
{
	char hex[16], bhex[16];
	snprintf(hex, sizeof hex, "%02x", seed);
	snprintf(bhex, sizeof bhex, "%02xb0", seed);
	dice d, bd;
	test_dice_init(&d, hex, 0);
	test_dice_init(&bd, bhex, 0);
	char opt[32];
	snprintf(opt, sizeof opt, "max_turns=%d", CAP);
	const char *opts[] = { opt };
	game_events ev = { .a = arena_new() };
	void *st;
	es_err e;
	assert_int_equal(reco_kind.create(&st, n, names, opts, 1, &d, &ev, &e), ES_OK);
	arena_free(ev.a);
	invariants(st, n);
	game_status gs;
	reco_kind.status(st, &gs);
	unsigned last_step = gs.step;
	while (!gs.over) {
		game_events evs = { .a = arena_new() };
		int who = __builtin_ctz(gs.waiting);
		uint32_t roll = dice_below(&bd, 100);
		if (roll < 3) {
			reco_kind.timeout(st, &d, &evs);
			record_add(rec, -1, NULL);
		} else {
			/* Now and then a seat not awaited sends a standing order. */
			int sender = roll < 5 ? (int)dice_below(&bd, (uint32_t)n) : who;
			sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
			reco_kind.bot(st, sender, &bd, &orders);
			char *buf = sbuf_detach(&orders);
			game_lines l;
			game_lines_split(evs.a, buf, &l);
			game_reject rej;
			int rc = reco_kind.check(st, sender, &l, roll & 1 ? "en" : "es", &canon, &echo, &rej);
			if (rc != ES_OK) {
				char *s = save(st);
				fail_msg("seed %s: bot orders rejected (%d) line %zu: %s\nstate:\n%s", hex, rc, rej.index,
					rej.why, s);
			}
			assert_true(echo.len > 0);
			reco_kind.apply(st, sender, sbuf_str(&canon), &d, &evs);
			record_add(rec, sender, sbuf_str(&canon));
			free(buf);
			sbuf_free(&canon);
			sbuf_free(&echo);
		}
		arena_free(evs.a);
		invariants(st, n);
		game_status now;
		reco_kind.status(st, &now);
		/* A decision taken by the awaited seat opens a new one. */
		if (!now.over && (now.waiting != gs.waiting || strcmp(now.phase, gs.phase)))
			assert_true(now.step > last_step);
		assert_true(now.step >= last_step);
		last_step = now.step;
		gs = now;
	}
	char *final = save(st);
	reco_kind.free(st);
	return final;
}

static char *replay(int seed, int n, const record *rec)
{
	char hex[16], opt[32];
	snprintf(hex, sizeof hex, "%02x", seed);
	snprintf(opt, sizeof opt, "max_turns=%d", CAP);
	const char *opts[] = { opt };
	dice d;
	test_dice_init(&d, hex, 0);
	game_events ev = { .a = arena_new() };
	void *st;
	assert_int_equal(reco_kind.create(&st, n, names, opts, 1, &d, &ev, NULL), ES_OK);
	for (size_t i = 0; i < rec->n; i++) {
		if (rec->v[i].who < 0)
			reco_kind.timeout(st, &d, &ev);
		else
			reco_kind.apply(st, rec->v[i].who, rec->v[i].canon, &d, &ev);
	}
	arena_free(ev.a);
	char *final = save(st);
	reco_kind.free(st);
	return final;
}

static void test_playouts(void **state)
{
	(void)state;
	int victory = 0, draw27 = 0, cap = 0, other = 0, games = TEST_SCALE(GAMES);
	size_t orders = 0;
	for (int seed = 1; seed <= games; seed++) {
		int n = 3 + (seed - 1) % 4;
		record rec = { 0 };
		char *final = playout(seed, n, &rec);
		orders += rec.n;
		if (strstr(final, "\nend victory\n"))
			victory++;
		else if (strstr(final, "\nend draw27\n"))
			draw27++;
		else if (strstr(final, "\nend cap\n"))
			cap++;
		else
			other++;
		/* Determinism: the recorded canonical orders rebuild the game. */
		char *again = replay(seed, n, &rec);
		assert_string_equal(final, again);
		free(again);
		free(final);
		record_free(&rec);
	}
	printf("reconquista playouts: %d games, %zu orders: %d victories (rule 25), %d draws (rule 27), %d at the "
	       "turn cap\n",
		games, orders, victory, draw27, cap);
	assert_int_equal(other, 0);
	assert_int_equal(victory + draw27 + cap, games);
	assert_true(cap * 10 < games);
}

/* ---- the words of every mail ------------------------------------------ */

#define WORD_GAMES 16

static int letter(unsigned char c)
{
	return isalpha(c) || c >= 0x80;
}

/* 1 when `word` is in text as a whole word, ASCII case ignored. */
static int has_word(const char *text, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = text; (p = strcasestr(p, word)); p++)
		if ((p == text || !letter((unsigned char)p[-1])) && !letter((unsigned char)p[n]))
			return 1;
	return 0;
}

/* "1 tropas": a lone 1 before a plural noun. */
static int one_plural(const char *text)
{
	static const char *const plurals[] = { "tropas", "provincias", "rondas", "turnos", "cartas", "troops",
		"provinces", "rounds", "turns", "cards" };
	for (const char *p = text; (p = strstr(p, "1 ")); p++) {
		if (p > text && isdigit((unsigned char)p[-1]))
			continue;
		for (size_t k = 0; k < sizeof plurals / sizeof plurals[0]; k++)
			if (!strncmp(p + 2, plurals[k], strlen(plurals[k])))
				return 1;
	}
	return 0;
}

/* Lines of a view that list players by name (table order, order of play,
 * the result): the reader's own name is fine there. */
static int lists_names(const char *line)
{
	static const char *const starts[] = { "Jugadores en orden", "Players in table", "Se coloca por", "Se juega por",
		"Placing goes", "Play goes" };
	for (size_t k = 0; k < sizeof starts / sizeof starts[0]; k++)
		if (!strncmp(line, starts[k], strlen(starts[k])))
			return 1;
	return 0;
}

/* 1 when a line laid out in columns (indented, or aligned with runs of
 * spaces) is wider than 72 columns, what a phone shows without
 * breaking it; prose lines are sent flowed (RFC 3676) and wrap. */
static int wide_line(const char *text)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		char *one = xstrndup(l, nl ? (size_t)(nl - l) : strlen(l));
		int fixed = one[0] == ' ' || strstr(one, "  ");
		int wide = fixed && tpl_width(one) > 72;
		free(one);
		if (wide)
			return 1;
		l = nl ? nl + 1 : NULL;
	}
	return 0;
}

/* The classes every text must satisfy; `reader` (or NULL) must not be
 * named in it, `over` forbids telling how to win or what to send. NULL
 * when it does, else which class it breaks. */
static const char *words_bad(const char *text, const char *lang, const char *reader, int over)
{
	static const char *const spanish[] = { "tropa", "tropas", "provincia", "provincias", "turno", "ronda",
		"colocación", "tablero", "regla", "jugador", "partida", "empate", "toca", "defensa", "ataque" };
	static const char *const english[] = { "placement", "move", "defense", "defence", "turn", "over", "troops",
		"round", "board", "player", "draw", "attack", "the", "and", "you", "your" };
	static const char *const how[] = { "gana quien", "ganas al llegar", "whoever reaches", "you win on",
		"te toca", "your turn", "Si no contestas", "If you do not answer" };
	const char *why = NULL;
	if (wide_line(text))
		why = "a fixed-width line over 72 columns";
	else if (strstr(text, "(s)") || strstr(text, "(es)"))
		why = "a plural in brackets";
	else if (one_plural(text))
		why = "'1' with a plural";
	else if (strstr(text, "[reco."))
		why = "a template id";
	for (size_t k = 0; !why && !strcmp(lang, "en") && k < sizeof spanish / sizeof spanish[0]; k++)
		if (has_word(text, spanish[k]))
			why = spanish[k];
	for (size_t k = 0; !why && !strcmp(lang, "es") && k < sizeof english / sizeof english[0]; k++)
		if (has_word(text, english[k]))
			why = english[k];
	for (size_t k = 0; !why && over && k < sizeof how / sizeof how[0]; k++)
		if (strstr(text, how[k]))
			why = how[k];
	if (!why && reader) {
		const char *line = text;
		while (line && *line && !why) {
			const char *nl = strchr(line, '\n');
			char *one = xstrndup(line, nl ? (size_t)(nl - line) : strlen(line));
			if (!lists_names(one) && has_word(one, reader))
				why = "the reader named in the third person";
			free(one);
			line = nl ? nl + 1 : NULL;
		}
	}
	return why;
}

/* 1 when a line of prose does not end its sentence (".", ":", "?" or
 * "!"); lines in columns and the title ("== ... ==") are not prose. */
static int unfinished(const char *text)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) : strlen(l);
		char *one = xstrndup(l, n);
		int prose = n && one[0] != ' ' && !strstr(one, "  ") && strncmp(one, "==", 2);
		int bad = prose && !strchr(".:?!", one[n - 1]);
		free(one);
		if (bad)
			return 1;
		l = nl ? nl + 1 : NULL;
	}
	return 0;
}

/* A refusal is a clause the core's answer ends; anything else ends its
 * sentences. */
static void words_ok(const char *text, const char *lang, const char *reader, int over, const char *what)
{
	const char *why = words_bad(text, lang, reader, over);
	if (!why && strcmp(what, "rejection") && unfinished(text))
		why = "a sentence without its full stop";
	if (why)
		fail_msg("%s (%s): %s:\n%s", what, lang, why, text);
}

/* Events of one step: every seat's, in both languages. Only the lists
 * of names may name the reader: his own actions are told to him as
 * "you", the public record of them (summary events) to the others. */
static void events_ok(const game_events *ev, int n)
{
	static const char *const lists[] = { "reco.ev.place_order", "reco.ev.play_order", "reco.ev.placement_done",
		"reco.ev.placement_done_you" };
	/* What a seat is told of its own action, and the public line of it
	 * it must not read again (issue 31: "X te conquista" then "X
	 * conquista"). */
	static const char *const twins[][2] = { { "reco.ev.attack_won_", "reco.ev.attack_resolved" },
		{ "reco.ev.attack_failed_", "reco.ev.attack_resolved" }, { "reco.ev.placed_detail", "reco.ev.placed" },
		{ "reco.ev.moved_detail", "reco.ev.moved" }, { "reco.ev.timeout_pass", "reco.ev.passed" },
		{ "reco.ev.passed_you", "reco.ev.passed" }, { "reco.ev.deal_you", "reco.ev.deal" },
		{ "reco.ev.attack_you", "reco.ev.attack" }, { "reco.ev.attack_on_you", "reco.ev.attack" },
		{ "reco.ev.eliminated_you", "reco.ev.eliminated" }, { "reco.ev.victory_you", "reco.ev.victory" },
		{ "reco.ev.placement_done_you", "reco.ev.placement_done" } };
	for (int s = 0; s < n; s++)
		for (size_t k = 0; k < sizeof twins / sizeof twins[0]; k++) {
			int own = 0, pub = 0;
			for (size_t i = 0; i < ev->n; i++) {
				if (!(ev->v[i].audience & GAME_SEAT(s)))
					continue;
				own |= !strncmp(ev->v[i].id, twins[k][0], strlen(twins[k][0]));
				pub |= !strcmp(ev->v[i].id, twins[k][1]);
			}
			if (own && pub)
				fail_msg("seat %d reads %s and again %s", s, twins[k][0], twins[k][1]);
		}
	for (size_t i = 0; i < ev->n; i++) {
		const game_event *g = &ev->v[i];
		int listing = 0;
		for (size_t k = 0; k < sizeof lists / sizeof lists[0]; k++)
			listing |= !strcmp(g->id, lists[k]);
		for (int l = 0; l < 2; l++) {
			const char *lang = l ? "en" : "es";
			sbuf b = SBUF_INIT;
			es_err e;
			if (tpl_render(&b, lang, g->id, g->vars, &e) != ES_OK)
				fail_msg("%s: %s", g->id, e.msg);
			for (int s = 0; s < n; s++)
				if (g->audience & GAME_SEAT(s))
					words_ok(sbuf_str(&b), lang, listing ? NULL : names[s], 0, g->id);
			sbuf_free(&b);
		}
	}
}

/* Every view and every default of the awaited seats, both languages. */
static void views_ok(const void *st, int n)
{
	game_status gs;
	reco_kind.status(st, &gs);
	for (int who = -1; who < n; who++)
		for (int l = 0; l < 2; l++) {
			const char *lang = l ? "en" : "es";
			sbuf v = SBUF_INIT, d = SBUF_INIT;
			reco_kind.view(st, who, lang, &v);
			words_ok(sbuf_str(&v), lang, who >= 0 ? names[who] : NULL, gs.over, "view");
			if (who < 0) {
				sbuf_free(&v);
				continue;
			}
			reco_kind.default_text(st, who, lang, &d);
			if (!(gs.waiting & GAME_SEAT(who)) != !d.len)
				fail_msg("default_text of seat %d (%s, waiting %x): '%s'", who, gs.phase, gs.waiting, sbuf_str(&d));
			words_ok(sbuf_str(&d), lang, names[who], 0, "default_text");
			sbuf_free(&v);
			sbuf_free(&d);
		}
}

/* Bot playouts with timeouts and game-master draws, options that reach
 * every end (a low turn cap, an old game's stalemate_rounds=1): every
 * view, event, echo and default of every seat in both languages keeps
 * the classes of words_ok. */
static void test_words_of_every_mail(void **state)
{
	(void)state;
	static const char *const optsets[][2] = { { "max_turns=12", "stalemate_rounds=0" },
		{ "max_turns=400", "stalemate_rounds=1" }, { "max_turns=400", "stalemate_rounds=0" },
		{ "max_turns=400", "stalemate_rounds=3" } };
	/* The check itself catches the examples. */
	assert_non_null(words_bad("Se espera la defensa de ana.", "es", "ana", 0));
	assert_non_null(words_bad("Le toca incorporar 5 ejércitos a ana", "es", "ana", 0));
	assert_null(words_bad("Le toca incorporar 5 ejércitos a ana", "es", "berta", 0));
	assert_non_null(words_bad("Te quedan 1 tropas", "es", NULL, 0));
	assert_null(words_bad("Te quedan 21 tropas", "es", NULL, 0));
	assert_non_null(words_bad("ejército(s)", "es", NULL, 0));
	assert_non_null(words_bad("fase move", "es", NULL, 0));
	assert_non_null(words_bad("Turno 3: berta", "en", NULL, 0));
	assert_non_null(words_bad("Cada uno empezó con 15; gana quien llegue a 23", "es", NULL, 1));
	assert_null(words_bad("Jugadores en orden de mesa: ana, berta.", "es", "ana", 0));
	assert_non_null(words_bad("  Álava          12   Córdoba         10   Málaga          11   Vizcaya  9", "es", NULL, 0));
	assert_true(unfinished("Paso: no haces nada este turno"));
	assert_false(unfinished("Paso: no haces nada este turno.\n  Madrid 3   Toledo 2\n== La reconquista =="));
	assert_null(words_bad("Una frase larga que el correo envía con format=flowed y que el programa de correo "
			      "parte donde quiere, sin columnas.", "es", NULL, 0));
	uint32_t phases = 0, ends = 0;
	for (int g = 0; g < WORD_GAMES; g++) {
		int n = 3 + g % 4;
		char hex[8];
		snprintf(hex, sizeof hex, "%02xa5", g);
		dice d, bd;
		test_dice_init(&d, hex, 0);
		test_dice_init(&bd, hex + 1, 0);
		game_events ev = { .a = arena_new() };
		void *st;
		assert_int_equal(reco_kind.create(&st, n, names, optsets[g % 4], 2, &d, &ev, NULL), ES_OK);
		events_ok(&ev, n);
		arena_free(ev.a);
		game_status gs;
		reco_kind.status(st, &gs);
		for (int k = 0; !gs.over; k++) {
			views_ok(st, n);
			for (int p = 0; reco_kind.phases[p]; p++)
				if (!strcmp(reco_kind.phases[p], gs.phase))
					phases |= 1u << p;
			game_events evs = { .a = arena_new() };
			uint32_t roll = dice_below(&bd, 1000);
			if (roll < 40) {
				reco_kind.timeout(st, &d, &evs);
			} else if (roll < 42 && g % 4 == 2) {
				reco_kind.declare_draw(st, GAME_ALL, &evs);
			} else {
				int who = __builtin_ctz(gs.waiting);
				const char *lang = roll & 1 ? "en" : "es";
				sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
				reco_kind.bot(st, who, &bd, &orders);
				game_lines lines;
				game_lines_split(evs.a, sbuf_str(&orders), &lines);
				game_reject rej;
				assert_int_equal(reco_kind.check(st, who, &lines, lang, &canon, &echo, &rej), ES_OK);
				words_ok(sbuf_str(&echo), lang, names[who], 0, "echo");
				/* The same orders from a seat not awaited: refused in
				 * its words. */
				int other = (who + 1) % n;
				if (reco_kind.check(st, other, &lines, lang, &canon, &echo, &rej) != ES_OK)
					words_ok(rej.why, lang, names[other], 0, "rejection");
				sbuf_reset(&canon);
				assert_int_equal(reco_kind.check(st, who, &lines, lang, &canon, &echo, &rej), ES_OK);
				reco_kind.apply(st, who, sbuf_str(&canon), &d, &evs);
				sbuf_free(&orders);
				sbuf_free(&canon);
				sbuf_free(&echo);
			}
			events_ok(&evs, n);
			arena_free(evs.a);
			reco_kind.status(st, &gs);
			assert_true(k < 20000);
		}
		views_ok(st, n);
		for (int p = 0; reco_kind.phases[p]; p++)
			if (!strcmp(reco_kind.phases[p], gs.phase))
				phases |= 1u << p;
		for (int e = 0; reco_kind.ends[e]; e++)
			if (!strcmp(reco_kind.ends[e], gs.end))
				ends |= 1u << e;
		reco_kind.free(st);
	}
	/* Every phase; the ends victory, draw (game master), cap, stalemate. */
	assert_int_equal(phases, 0xfu);
	assert_int_equal(ends & 0x1du, 0x1du);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_playouts),
		cmocka_unit_test(test_words_of_every_mail),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
