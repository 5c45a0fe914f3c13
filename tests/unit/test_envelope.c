/* Unit tests for orders/envelope: reading game, player, password and
 * order lines out of mail bodies as players really write them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/game.h"
#include "orders/envelope.h"
#include "orders/lex.h"
#include "tests/unit/engine_test.h"
#include "tests/test_dice.h"

static int setup(void **state)
{
	*state = arena_new();
	return 0;
}

static int teardown(void **state)
{
	arena_free(*state);
	return 0;
}

static env_mail parse_ok(arena *a, const char *body)
{
	env_mail m;
	es_err e;
	assert_int_equal(env_parse_verbs(a, body, game_order_verb, &m, &e), ES_OK);
	assert_int_equal(e.code, ES_OK);
	return m;
}

static void test_envelope__plain(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"MOVER 3 Toledo Madrid\n"
		"\n"
		"  COLOCAR 2 Ávila  \n"
		"FIN\n");

	assert_string_equal(m.game, "reco-7");
	assert_int_equal(m.game_line, 1);
	assert_string_equal(m.player, "ana");
	assert_int_equal(m.player_line, 2);
	assert_string_equal(m.password, "s3cret");
	assert_int_equal(m.password_line, 3);
	assert_int_equal(m.norders, 2);
	assert_string_equal(m.orders[0], "MOVER 3 Toledo Madrid");
	assert_int_equal(m.lineno[0], 4);
	assert_string_equal(m.orders[1], "COLOCAR 2 Ávila");
	assert_int_equal(m.lineno[1], 6);
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__english_and_colons(void **state)
{
	env_mail m = parse_ok(*state,
		"GAME: reco-7\n"
		"Player:bob\n"
		"PASSWORD :  pa ss  \n"
		"move 1 a b\n"
		"END");

	assert_string_equal(m.game, "reco-7");
	assert_string_equal(m.player, "bob");
	assert_string_equal(m.password, "pa ss");
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "move 1 a b");
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__case_and_accents(void **state)
{
	env_mail m = parse_ok(*state,
		"Partida reco-7\n"
		"juego reco-7\n" /* same value again: fine */
		"jugador Ana María\n"
		"contraseña Ñandú\n"
		"\tCONTRASEÑA\u00a0Ñandú\n"
		"atacar Córdoba\n"
		"Fin.\n");

	assert_string_equal(m.game, "reco-7");
	assert_int_equal(m.game_line, 1);
	assert_string_equal(m.player, "Ana María");
	assert_string_equal(m.password, "Ñandú");
	assert_int_equal(m.password_line, 4);
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "atacar Córdoba");
	assert_int_equal(m.lineno[0], 6);
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__reply_with_quotes(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"MOVER 1 Burgos León\n"
		"\n"
		"El 3 de mayo, árbitro escribió:\n"
		"> PARTIDA reco-7\n"
		">JUGADOR ana\n"
		"  > MOVER 5 Toledo Madrid\n"
		"> > FIN\n");

	/* The attribution line belongs to the quote below it. */
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "MOVER 1 Burgos León");
	assert_int_equal(m.saw_end, 0);
}

static void test_envelope__signature_ends_mail(void **state)
{
	arena *a = *state;
	env_mail m = parse_ok(a,
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"MOVER 1 Burgos León\n"
		"-- \n"
		"Ana García\n"
		"Game designer at Juegos S.L.\n");

	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "MOVER 1 Burgos León");
	assert_int_equal(m.saw_end, 0);

	m = parse_ok(a, "PARTIDA reco-7\nMOVER x\n--\r\nPLAYER eve\nfoo\n");
	assert_int_equal(m.norders, 1);
	assert_null(m.player);

	/* "--" with text after it is not a separator. */
	m = parse_ok(a, "PARTIDA reco-7\n-- nota\nMOVER x\n");
	assert_int_equal(m.norders, 2);
	assert_string_equal(m.orders[0], "-- nota");
}

static void test_envelope__greeting_before_envelope(void **state)
{
	env_mail m = parse_ok(*state,
		"Hola árbitro,\n"
		"aquí van mis órdenes. MOVER nada\n"
		"The end of winter is near.\n"
		"\n"
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"MOVER 1 Burgos León\n");

	assert_string_equal(m.game, "reco-7");
	assert_int_equal(m.game_line, 5);
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "MOVER 1 Burgos León");
	assert_int_equal(m.lineno[0], 8);
	assert_int_equal(m.saw_end, 0);
}

static void test_envelope__fin_then_junk(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\n"
		"MOVER 1 a b\n"
		"FIN\n"
		"MOVER 9 c d\n"
		"CLAVE other\n"
		"PARTIDA reco-8\n");

	assert_string_equal(m.game, "reco-7");
	assert_null(m.password);
	assert_int_equal(m.norders, 1);
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__no_envelope(void **state)
{
	arena *a = *state;
	env_mail m = parse_ok(a, "Hola,\nno juego este turno.\nFIN\nMOVER 1 a b\n");

	assert_null(m.game);
	assert_null(m.player);
	assert_null(m.password);
	assert_int_equal(m.norders, 0);
	assert_int_equal(m.saw_end, 0);

	m = parse_ok(a, "");
	assert_null(m.game);
	assert_int_equal(m.norders, 0);
	m = parse_ok(a, NULL);
	assert_null(m.game);
}

static void test_envelope__repeated_keyword(void **state)
{
	arena *a = *state;
	env_mail m;
	es_err e;

	assert_int_equal(env_parse_verbs(a, "PARTIDA reco-7\nMOVER 1 a b\nPARTIDA reco-8\n", game_order_verb, &m, &e),
		ES_ESYNTAX);
	assert_int_equal(e.code, ES_ESYNTAX);
	assert_string_equal(e.msg, "line 3: PARTIDA given twice (reco-7, reco-8)");

	assert_int_equal(env_parse_verbs(a, "GAME x\nPlayer ana\nJUGADOR bob\n", game_order_verb, &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 3: JUGADOR given twice (ana, bob)");
	/* What the core words in the reader's language. */
	assert_int_equal(m.err.kind, ENV_ERR_TWICE);
	assert_int_equal(m.err.line, 3);
	assert_string_equal(m.err.word, "JUGADOR");
	assert_string_equal(m.err.first, "ana");
	assert_string_equal(m.err.second, "bob");

	/* Passwords stay out of messages. */
	assert_int_equal(env_parse_verbs(a, "GAME x\nCLAVE abc\npassword xyz\n", game_order_verb, &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 3: password given twice with different values");
	assert_null(strstr(e.msg, "abc"));
	assert_int_equal(m.err.kind, ENV_ERR_TWICE_SECRET);
	assert_null(m.err.first);
	assert_null(m.err.second);
}

static void test_envelope__keyword_without_value(void **state)
{
	arena *a = *state;
	env_mail m;
	es_err e;

	assert_int_equal(env_parse_verbs(a, "PARTIDA reco-7\nJUGADOR\n", game_order_verb, &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 2: JUGADOR needs a value");
	assert_int_equal(m.err.kind, ENV_ERR_NOVALUE);
	assert_int_equal(env_parse_verbs(a, "PARTIDA reco-7\nCLAVE:  \n", game_order_verb, &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 2: CLAVE needs a value");
	assert_int_equal(env_parse_verbs(a, "Hi\nGame:\n", game_order_verb, &m, &e), ES_ESYNTAX);
	assert_string_equal(e.msg, "line 2: Game needs a value");
}

static void test_envelope__carriage_returns(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\r\n"
		"JUGADOR ana\r\n"
		"MOVER 1 a b \r\n"
		"\r\n"
		"FIN\r\n");

	assert_string_equal(m.game, "reco-7");
	assert_string_equal(m.player, "ana");
	assert_int_equal(m.norders, 1);
	assert_string_equal(m.orders[0], "MOVER 1 a b");
	assert_int_equal(m.saw_end, 1);
}

static void test_envelope__fin_with_text_is_an_order(void **state)
{
	env_mail m = parse_ok(*state, "PARTIDA r\nFIN de la guerra\nfinal\n");

	assert_int_equal(m.saw_end, 0);
	assert_int_equal(m.norders, 2);
	assert_string_equal(m.orders[0], "FIN de la guerra");
	assert_string_equal(m.orders[1], "final");
}

/* DIFUNDIR ... FIN followed by a command of ours: FIN ends the text and
 * the command is read; with nothing of ours after it, FIN ends the mail. */
static void test_envelope__fin_after_broadcast(void **state)
{
	env_mail m = parse_ok(*state, "PARTIDA r\nDIRECTOR\nCLAVE x\nDIFUNDIR hola\nFIN\n\nESTADO\n");

	assert_int_equal(m.saw_end, 0);
	assert_int_equal(m.norders, 4);
	assert_string_equal(m.orders[2], "FIN");
	assert_string_equal(m.orders[3], "ESTADO");
	m = parse_ok(*state, "PARTIDA r\nDIRECTOR\nCLAVE x\nDIFUNDIR hola\nFIN\nSaludos, Pepe\n");
	assert_int_equal(m.saw_end, 1);
	assert_int_equal(m.norders, 2);
	m = parse_ok(*state, "PARTIDA r\nJUGADOR a\nCLAVE x\nMOVER 1 A B\nFIN\nESTADO\n");
	assert_int_equal(m.saw_end, 1); /* no text runs: FIN ends the mail */
	assert_int_equal(m.norders, 1);
}

/* Top-posted replies: the attribution line above the quote is not an
 * order, and "PASS" is an order (La reconquista), not the password. */
static void test_envelope__attribution_line_and_pass(void **state)
{
	env_mail m = parse_ok(*state,
		"PARTIDA reco-7\n"
		"JUGADOR ana\n"
		"CLAVE s3cret\n"
		"PASS\n"
		"Deadline: soon\n"
		"\n"
		"El sáb., 21 nov 2026, Juez <juez@x> escribió:\n"
		"\n"
		"> PARTIDA reco-7\n"
		"> MOVER 3 Toledo Madrid\n");

	assert_string_equal(m.password, "s3cret");
	assert_int_equal(m.norders, 2);
	assert_string_equal(m.orders[0], "PASS");
	assert_string_equal(m.orders[1], "Deadline: soon");
}

static void test_envelope__many_orders(void **state)
{
	arena *a = *state;
	char body[4096];
	size_t len = 0;
	env_mail m;
	int i;

	len += (size_t)snprintf(body, sizeof body, "PARTIDA r\n");
	for (i = 0; i < 100; i++)
		len += (size_t)snprintf(body + len, sizeof body - len, "MOVER %d\n", i);
	m = parse_ok(a, body);
	assert_int_equal(m.norders, 100);
	assert_string_equal(m.orders[99], "MOVER 99");
	assert_int_equal(m.lineno[99], 101);
	assert_string_equal(m.orders[0], "MOVER 0");
}

/* The orders of a reply by token: the body as handle.c parses it. */
static env_mail reply(arena *a, const char *body)
{
	char *b = arena_printf(a, "PARTIDA g1\n%s", body);
	return parse_ok(a, b);
}

static void assert_orders(const env_mail *m, const char *const *want)
{
	size_t n = 0;
	while (want[n])
		n++;
	for (size_t i = 0; i < m->norders && i < n; i++)
		assert_string_equal(m->orders[i], want[i]);
	assert_int_equal(m->norders, n);
}

static const char *const three[] = { "COLOCAR 2 Cádiz", "COLOCAR 2 León", "COLOCAR 1 Trás-os-Montes e Alto Douro", NULL };
#define THREE "COLOCAR 2 Cádiz\nCOLOCAR 2 León\nCOLOCAR 1 Trás-os-Montes e Alto Douro\n"

/* Outlook leaves the original unquoted below a separator. */
static void test_envelope__outlook_separators(void **state)
{
	arena *a = *state;
	static const char *const bodies[] = {
		THREE "\n________________________________\nDe: Estafeta <juez@x>\nEnviado: lunes, 23 de noviembre "
		      "de 2026 10:00\nPara: bob <bob@x>\nAsunto: [g1] Turno 0\n\nPartida g1 · turno 0\nCLAVE tu-clave\n",
		THREE "________________________________\n\nFrom: Estafeta <juez@x>\nSent: Monday, November 23, 2026 "
		      "10:00 AM\nTo: bob\nSubject: [g1] Turn 0\n\nGame g1 · turn 0\n",
		THREE "\n-----Mensaje original-----\nDe: Estafeta\nPARTIDA g2\n",
		THREE "\n-----Original Message-----\nFrom: Estafeta\nPASSWORD x\n",
		THREE "\n----- Original Message -----\nhola\n",
		THREE "\n*De:* Estafeta <juez@x>\n*Enviado el:* lunes\n*Para:* bob\n\nJUGADOR ana\n",
		THREE "\nFrom: Estafeta <juez@x>\nDate: Monday, 23 November 2026 at 10:00\nTo: bob\nhola\n",
		NULL,
	};
	for (size_t i = 0; bodies[i]; i++) {
		env_mail m = reply(a, bodies[i]);
		assert_orders(&m, three);
		assert_null(m.player);
		assert_null(m.password);
	}
	/* A line of underscores, or a lone "De:", is no separator. */
	env_mail m = reply(a, "COLOCAR 2 Cádiz\n________________________________\nCOLOCAR 2 León\nDe: mí\nPASO\n");
	static const char *const kept[] = { "COLOCAR 2 Cádiz", "________________________________", "COLOCAR 2 León",
		"De: mí", "PASO", NULL };
	assert_orders(&m, kept);
}

/* Gmail and Android wrap a long attribution over two or three lines. */
static void test_envelope__wrapped_attribution(void **state)
{
	arena *a = *state;
	static const char *const bodies[] = {
		THREE "\nEl lun, 23 nov 2026 a las 10:00, Estafeta (<juez@reconquista.example.net>)\nescribió:\n\n> "
		      "PARTIDA g1\n> Hola\n",
		THREE "\nOn Mon, Nov 23, 2026 at 10:00 AM Estafeta <juez@reconquista.example.net>\nwrote:\n\n> Hi\n",
		THREE "\nEl lun, 23 nov 2026 a las 10:00, Estafeta\n(<juez@reconquista.example.net>)\nescribió:\n> x\n",
		THREE "\nLe lun. 23 nov. 2026 à 10:00, Estafeta <juez@x> a écrit :\n> x\n",
		NULL,
	};
	for (size_t i = 0; bodies[i]; i++) {
		env_mail m = reply(a, bodies[i]);
		assert_orders(&m, three);
	}
	/* Only lines that open like an attribution go; a blank line breaks
	 * the run. */
	env_mail m = reply(a, "COLOCAR 2 Cádiz\nPASO\nescribió:\n> x\n");
	static const char *const kept[] = { "COLOCAR 2 Cádiz", "PASO", NULL };
	assert_orders(&m, kept);
	m = reply(a, "El lunes\n\nescribió:\n> x\n");
	static const char *const el[] = { "El lunes", NULL };
	assert_orders(&m, el);
}

/* A trailing sign-off after the orders is no order; anything that may be
 * an order after it keeps it an order, so the mail is refused with it. */
static void test_envelope__signoffs(void **state)
{
	arena *a = *state;
	static const char *const bodies[] = {
		THREE "\nEnviado desde mi iPhone\n",
		THREE "\nSent from my iPhone\n\nOn 23 Nov 2026, at 10:00, Estafeta <juez@x> wrote:\n\n> Hi\n",
		THREE "Enviado desde mi Galaxy\n",
		THREE "\nSent from Outlook for Android\n________________________________\nFrom: Estafeta\nSent: x\n",
		THREE "\nObtener Outlook para iOS\n",
		THREE "\nGet Outlook for iOS\n",
		THREE "\nSaludos,\nBob\n",
		THREE "\nUn abrazo,\nRoberto Ruiz\n\nEnviado desde mi iPhone\n",
		THREE "Gracias, Bob\n",
		THREE "\nRegards,\nBob\n",
		THREE "\nThanks,\nbob\n",
		THREE "\nThanks!\n",
		THREE "\nSaludos ,\nBob\n",
		NULL,
	};
	for (size_t i = 0; bodies[i]; i++) {
		env_mail m = reply(a, bodies[i]);
		assert_orders(&m, three);
	}
	/* Orders after a closing, or more than a name: the closing stays. */
	static const char *const kept[] = {
		"COLOCAR 2 Cádiz\nGracias\nCOLOCAR 2 León\n",
		"COLOCAR 2 Cádiz\nSaludos\nPASO\n",
		"COLOCAR 2 Cádiz\nSaludos\nDEFENSA TODAS\n",
		"COLOCAR 2 Cádiz\nSaludos\ncolocar dos León\n",
		"COLOCAR 2 Cádiz\nSaludos\nidioma en\n",
		"COLOCAR 2 Cádiz\nSaludos\nBob\nRuiz\nGarcía\n",
		"COLOCAR 2 Cádiz\nSaludos\nmi teléfono: 600\n",
		NULL,
	};
	for (size_t i = 0; kept[i]; i++) {
		env_mail m = reply(a, kept[i]);
		assert_true(m.norders >= 3);
		assert_true(!strcmp(m.orders[1], "Gracias") || !strcmp(m.orders[1], "Saludos"));
	}
	/* No order before it: the sign-off is the order the game refuses. */
	env_mail m = reply(a, "Gracias\n");
	static const char *const alone[] = { "Gracias", NULL };
	assert_orders(&m, alone);
}

/* Under a sign-off, a line that opens with an order verb of any game
 * (Κρατος, Nuevo Mundo, English spellings too) stays an order, so that a
 * mail with an order after its closing is refused with a quote instead
 * of losing that order as the signer's name. */
static void test_envelope__signoff_keeps_every_game_order(void **state)
{
	arena *a = *state;
	static const char *const bodies[] = {
		"MOVER 3 a 5\nSaludos\nAcabo\n",         /* Κρατος: END */
		"MOVER 3 a 5\nSaludos\nDisparo\n",       /* Κρατος: SHOOT */
		"MOVER 3 a 5\nRegards\nSurface\n",       /* Κρατος, English */
		"MOVER 3 a 5\nSaludos\nDesembarco\n",    /* Nuevo Mundo */
		"MOVER 3 a 5\nCheers\nEmbark\n",         /* Nuevo Mundo, English */
		"MOVER 3 a 5\nSaludos\nBajas auto\n",    /* Nuevo Mundo: LOSSES */
		NULL,
	};
	for (size_t i = 0; bodies[i]; i++) {
		env_mail m = reply(a, bodies[i]);
		assert_int_equal(m.norders, 3);
	}
	/* Each kind answers for its own verbs through game_kind. */
	size_t answered = 0;
	for (const game_kind *const *k = game_all(); *k; k++) {
		assert_non_null((*k)->order_verb);
		answered += (*k)->order_verb("mover") || (*k)->order_verb("move") || (*k)->order_verb("comprar");
		assert_false((*k)->order_verb("bob"));
	}
	assert_int_equal(answered, 5);
}

/* Every kind's orders open with a word its order_verb knows: the first
 * word of each line its bot writes over the first decisions of a game,
 * so a kind added later is held to it too. */
static void test_envelope__every_bot_order_opens_with_a_verb(void **state)
{
	arena *a = *state;
	static const char *const names[] = { "ana", "berta", "carla", "dani", "eva", "fran", "gus", "hugo", "ines" };
	for (const game_kind *const *k = game_all(); *k; k++) {
		int n = (*k)->min_players > 2 ? (*k)->min_players : 2;
		void *st;
		game_events ev = { .a = arena_new() };
		dice d, bd;
		test_dice_init(&d, "5eed", 0);
		test_dice_init(&bd, "b07", 0);
		assert_int_equal((*k)->create(&st, n, names, NULL, 0, &d, &ev, NULL), ES_OK);
		size_t lines = 0;
		for (int step = 0; step < 40; step++) {
			game_status gs = engine_status(*k, st);
			if (gs.over || !gs.waiting)
				break;
			int who = 0;
			while (!(gs.waiting & GAME_SEAT(who)))
				who++;
			sbuf orders = SBUF_INIT;
			(*k)->bot(st, who, &bd, &orders);
			game_lines gl;
			game_lines_split(a, sbuf_str(&orders), &gl);
			for (size_t i = 0; i < gl.n; i++, lines++) {
				lex_line w;
				lex_split(a, gl.text[i], &w);
				if (!(*k)->order_verb(lex_fold_at(&w, 0)))
					fail_msg("%s: '%s' opens with no order verb", (*k)->kind, gl.text[i]);
			}
			engine_play(*k, st, who, sbuf_str(&orders), "5eed", (uint64_t)step, NULL);
			sbuf_free(&orders);
		}
		assert_true(lines > 0);
		(*k)->free(st);
		arena_free(ev.a);
	}
}

/* On the reply path the whole body is orders: a greeting before the first
 * order is not one; after it, it is. */
static void test_envelope__greetings(void **state)
{
	arena *a = *state;
	env_mail m = reply(a, "Hola,\n\n" THREE "\nUn saludo\n");
	assert_orders(&m, three);
	m = reply(a, "Hola, juez:\nBuenos días\n" THREE);
	assert_orders(&m, three);
	m = reply(a, "Hi Estafeta,\n" THREE);
	assert_orders(&m, three);
	m = reply(a, "Hola, pongo 5 en Cádiz\n" THREE);
	assert_int_equal(m.norders, 4);
	m = reply(a, "COLOCAR 2 Cádiz\nHola\n");
	static const char *const kept[] = { "COLOCAR 2 Cádiz", "Hola", NULL };
	assert_orders(&m, kept);
}

/* PARTIDAS heads a game master's mail to several games; after PARTIDA or
 * an order it is a line like any other (a player's press, a command). */
static void test_envelope__games_line(void **state)
{
	arena *a = *state;
	env_mail m = parse_ok(a, "Hola:\nPARTIDAS reco-1 teg-3, nm\nDIRECTOR\nCLAVE s3\nPAUSAR\n");
	assert_string_equal(m.games, "reco-1 teg-3, nm");
	assert_int_equal(m.games_line, 2);
	assert_null(m.game);
	static const char *const gm[] = { "DIRECTOR", "PAUSAR", NULL };
	assert_orders(&m, gm);
	m = parse_ok(a, "GAMES: ALL\nMASTER\nPASSWORD s3\nPAUSE\n");
	assert_string_equal(m.games, "ALL");
	m = parse_ok(a, "PARTIDA g1\nJUGADOR bob\nCLAVE pb\nPRENSA todos\nPartidas como esta, pocas\n");
	assert_null(m.games);
	static const char *const press[] = { "PRENSA todos", "Partidas como esta, pocas", NULL };
	assert_orders(&m, press);
}

/* Inline PGP clear-signed text: armour skipped, dash-escaping undone. */
static void test_envelope__pgp_clearsigned(void **state)
{
	env_mail m = parse_ok(*state,
		"-----BEGIN PGP SIGNED MESSAGE-----\n"
		"Hash: SHA512\n"
		"\n"
		"PARTIDA g1\n"
		"JUGADOR bob\n"
		"CLAVE pb\n"
		THREE
		"- -----\n"
		"- -- \n"
		"Bob\n"
		"-----BEGIN PGP SIGNATURE-----\n"
		"\n"
		"iQEzBAEBCgAdFiEE\n"
		"=abcd\n"
		"-----END PGP SIGNATURE-----\n");
	static const char *const with_dashes[] = { "COLOCAR 2 Cádiz", "COLOCAR 2 León",
		"COLOCAR 1 Trás-os-Montes e Alto Douro", "-----", NULL };
	assert_string_equal(m.game, "g1");
	assert_string_equal(m.password, "pb");
	assert_orders(&m, with_dashes);

	m = reply(*state, "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n" THREE
			  "-----BEGIN PGP SIGNATURE-----\n\niQ\n-----END PGP SIGNATURE-----\n");
	assert_orders(&m, three);
	/* Outside signed text "- " is the player's. */
	m = reply(*state, "- COLOCAR 2 Cádiz\n");
	static const char *const bullet[] = { "- COLOCAR 2 Cádiz", NULL };
	assert_orders(&m, bullet);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_envelope__plain, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__english_and_colons, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__case_and_accents, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__reply_with_quotes, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__signature_ends_mail, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__greeting_before_envelope, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__fin_then_junk, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__no_envelope, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__repeated_keyword, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__keyword_without_value, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__carriage_returns, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__fin_with_text_is_an_order, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__fin_after_broadcast, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__many_orders, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__attribution_line_and_pass, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__outlook_separators, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__wrapped_attribution, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__signoffs, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__signoff_keeps_every_game_order, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__every_bot_order_opens_with_a_verb, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__pgp_clearsigned, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__greetings, setup, teardown),
		cmocka_unit_test_setup_teardown(test_envelope__games_line, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
