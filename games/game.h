/* The one interface every rules engine implements. The core (adjudicator/)
 * owns players, mail, deadlines and git; an engine owns only the rules
 * state of one game and knows players by seat index 0..n-1, in the order
 * they sit around the table. Engines never look at the clock, never call
 * rand(): all chance comes through the dice passed in. */
#ifndef ES_GAME_H
#define ES_GAME_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/dice.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/jw.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/scene.h"

#define GAME_MAX_PLAYERS 9
#define GAME_ALL ((uint32_t)(1u << GAME_MAX_PLAYERS) - 1)
/* Everyone but the seats of `told` (an audience). */
#define GAME_OTHERS(told) (GAME_ALL & ~(uint32_t)(told))
#define GAME_SEAT(i) ((uint32_t)1u << (i))
#define GAME_EVENT_VARS 12 /* name/value pairs */
/* game_kind.redeal's `who` for what no seat has seen. */
#define GAME_UNSEEN (-2)
/* The edition of the rules the engines play by. A release that changes
 * how orders already accepted play out in a running game (Catan's offers
 * lapsing: edition 2; Κρατος's sweeper, submarine and steel as rules 46,
 * 48, 57 and 66 say: edition 3) bumps it; a game keeps the edition it was made with
 * (meta/game.txt "rules N"), and verify replays each commit under the
 * edition that made it (game_kind.rules). */
#define GAME_RULES_EDITION 3

/* Something that happened, told to an audience of seats. Text comes from
 * the template `id` (templates/LANG/NAME.tpl) filled with vars. */
typedef struct game_event {
	uint32_t audience; /* seats told, GAME_SEAT bits only */
	/* Worded in the third person for bystanders: the twin of an event told
	 * to its subject as "you" ("ana ataca Navarra" to everyone but ana,
	 * who reads "atacas Navarra"). Public reports (the game master's) show
	 * it as they show events to everyone. */
	int third;
	int summary; /* also goes into the commit message line */
	const char *id;
	const char *vars[2 * GAME_EVENT_VARS + 1]; /* name, value, ..., NULL */
} game_event;

typedef struct game_events {
	arena *a; /* owns the event array and every string in it */
	game_event *v;
	size_t n, cap;
} game_events;

/* Appends an event; the varargs are name, value pairs ending in NULL.
 * Values are copied into ev->a. This function can't fail. */
void game_emit(game_events *ev, uint32_t audience, int summary, const char *id, ...);
/* The same for an event worded in the third person (game_event.third). */
void game_emit_third(game_events *ev, uint32_t audience, int summary, const char *id, ...);
/* Either, with the pairs in a va_list. */
void game_vemit(game_events *ev, uint32_t audience, int third, int summary, const char *id, va_list ap);

/* A list of names joined by ", " (an event's or a view's "players") as
 * the player called `name` reads it: when it names him among others, it
 * becomes the others and "tú" ("carla y tú", "carla and you": the text
 * core.list.you in lang); else it stays as it is. 1 when rewritten. */
int game_list_you(sbuf *list, const char *lang, const char *name);

/* The value of var `name` of e, or NULL. */
const char *game_event_var(const game_event *e, const char *name);

/* Events told to the seat they are about as "you": a rule gives event
 * `id` a twin `id``suffix` ("kratos.ev.moved_you") for the seat that
 * seat_of finds in it (its var `var` read as the engine reads it: `by`).
 * game_told rewrites the events since `from`: each twin follows its
 * event, told to that seat alone; the event keeps the other seats and,
 * when it was told to all, is marked third (the public still reads it).
 * A private event (gold) told only to seats that now read twins goes. */
typedef struct game_told_rule {
	const char *id, *suffix, *var;
	int by; /* the engine's own code */
} game_told_rule;
void game_told(game_events *ev, size_t from, const game_told_rule *rules, size_t n,
	int (*seat_of)(void *ctx, const game_event *e, const game_told_rule *r), void *ctx);

typedef struct game_status {
	const char *phase; /* static name, e.g. "placement", "move", "defense", "over" */
	unsigned turn;     /* human turn counter shown in mails and commits */
	unsigned step;     /* grows by at least one at every new decision point */
	uint32_t waiting;  /* seats that must send orders now */
	/* The deadline is fixed when a decision starts (adjudicator/play/
	 * play_queue.c): after a change of step it stays while a seat of the
	 * old `waiting` is still awaited with the same phase, turn, round and
	 * deadline_hours (a gift, a turn in several mails, one seat's part of
	 * a simultaneous decision), and restarts otherwise. */
	int over;
	uint32_t winners; /* seats that won or drew, once over */
	const char *end;  /* once over: how, one of game_kind.ends (static); NULL before */
	unsigned deadline_hours; /* 0: the game's deadline_hours; else this decision's own
				    (Nuevo Mundo's retreat question: answer_hours) */
	uint32_t in;    /* seats still playing (a draw vote needs all of them); 0: every
			   seat the game master did not expel (engines that do not say) */
	unsigned round; /* a phase before the first turn played in rounds, as any game's
			   initial placement may be (Reconquista, TEG, Catan use it): which
			   round (1, 2...); the core tells it after the phase in subjects and
			   reports ("Colocación inicial, ronda 2") knowing no game; 0: none.
			   Never with a turn (test_render checks every kind). */
} game_status;

/* Where the render test's playouts start (game_kind.starts). */
typedef struct game_start {
	const char *opts;  /* create() options, "k=v k=v" ("" for the defaults) */
	const char *state; /* or a text save() wrote, loaded instead of created (for an
			      end no bot reaches in play); NULL: create */
	int players;       /* seats of `state`; with create, 0 for every count in turn */
} game_start;

/* A mail's order lines after the envelope, as the player wrote them. */
typedef struct game_lines {
	const char *const *text; /* UTF-8, no trailing newline */
	const int *lineno;       /* line number in the mail body, for quoting */
	size_t n;
} game_lines;

/* Why orders were refused: which line, and what was expected there. */
typedef struct game_reject {
	size_t index; /* into game_lines, or (size_t)-1 for the mail as a whole */
	char why[512];
} game_reject;

/* An option every new game of a kind gets (game_kind.pinned). */
typedef struct game_pin {
	const char *opt; /* "key=value" */
	const char *why; /* the engine's template (templates/LANG/KIND.tpl) that
			    refuses another value: vars option (as given) and
			    pinned (opt) */
} game_pin;

/* game_kind.has: which optional hooks a kind has, as curl's PROTOPT_ flags
 * say what a protocol handler can do. */
#define GAME_HAS_DEFAULT_TEXT (1u << 0) /* default_text */
#define GAME_HAS_SCENE (1u << 1)        /* scene */
#define GAME_HAS_PINNED (1u << 2)       /* pinned */
#define GAME_HAS_RULES (1u << 3)        /* rules */
#define GAME_HAS_QUICK (1u << 4)        /* quick */

/* The replies a seat may send in one tap (game_kind.quick): an engine
 * offers at most GAME_QUICK_ENGINE, the core adds its own after them
 * (the draw vote, taking a seat back from the bot). */
#define GAME_QUICK_ENGINE 4
#define GAME_QUICK_MAX 6
typedef struct game_quick {
	size_t n;
	struct {
		char body[512]; /* order lines as a player writes them, LF-separated */
		int bot;        /* the engine's bot's suggestion: shown as such */
	} q[GAME_QUICK_MAX];
} game_quick;

typedef struct game_kind {
	const char *kind;
	int min_players, max_players;
	/* Hours to answer when the game is created without deadline_hours=;
	 * 0: the judge's (estafeta.conf deadline_hours, 72). */
	int default_deadline_hours;

	/* Required: every kind fills every member of this part
	 * (tests/unit/test_kinds.c). */
	struct {
	/* New game for n seats. opts are "key=value" strings (from --set);
	 * unknown keys or bad values fail with ES_ESYNTAX. The engine keeps
	 * `names` (owned by the caller, alive as long as the state). */
	int (*create)(void **st, int n, const char *const *names, const char *const *opts, size_t nopts,
		dice *d, game_events *ev, es_err *e);
	/* Rebuilds the state from the text `save` wrote. */
	int (*load)(void **st, int n, const char *const *names, const char *text, es_err *e);
	/* One fact a line; the caller sorts the lines. */
	void (*save)(const void *st, sbuf *out);
	void (*free)(void *st);
	void (*status)(const void *st, game_status *out);

	/* Reads and checks a whole mail of orders from seat `who` against the
	 * current state, without changing it. On success writes the orders in
	 * canonical form (one a line, re-readable by check) to `canon` and an
	 * echo for the player's confirmation to `echo` (in lang), returns
	 * ES_OK. Otherwise returns ES_ESYNTAX, ES_EILLEGAL or ES_EOUTOFTURN and
	 * fills `rej`. */
	int (*check)(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
		game_reject *rej);
	/* Applies canonical orders that check accepted, resolving whatever they
	 * make due. Never fails on checked input (an assert guards it). */
	void (*apply)(void *st, int who, const char *canon, dice *d, game_events *ev);
	/* The deadline passed: everyone in status.waiting gets the default. */
	void (*timeout)(void *st, dice *d, game_events *ev);
	/* The game master ends the game as a draw shared by the seats of
	 * `among` that are still in it (all those still in when none of
	 * `among` is): the core leaves out expelled seats, or names them. */
	void (*declare_draw)(void *st, uint32_t among, game_events *ev);
	/* The view of seat `who`, or the public view for who = -1, in lang. */
	void (*view)(const void *st, int who, const char *lang, sbuf *out);
	/* Order syntax and a rules summary, in lang. */
	void (*help)(const char *lang, sbuf *out);
	/* A legal mail body of orders for seat `who` (who is in status.waiting),
	 * as a player would write them (one order a line, no envelope), for
	 * playouts, the demo and benchmarks. Draws from its own dice `d`, never
	 * the game's stream. */
	void (*bot)(const void *st, int who, dice *d, sbuf *orders);
	/* Re-deals with d everything seat `who` cannot see (other players'
	 * hands and secrets, decks nobody sees), consistently with
	 * everything it can see: its view stays byte-identical and the state
	 * stays loadable. The game's dice stream is not hidden information and
	 * is not touched. A test (tests/unit/test_hidden.c) then holds every
	 * engine to "rejections never depend on what the sender cannot see":
	 * check() must answer `who` the same in both worlds.
	 * With who = GAME_UNSEEN (after the game master's rollback): only the
	 * order chance fixed ahead that no seat has seen (a face-down deck) is
	 * dealt again, so that a rollback does not tell every player the cards
	 * to come; every seat's view stays byte-identical. An engine that
	 * draws at the moment of need (nothing dealt ahead) changes nothing.
	 * Held to it by tests/unit/test_unseen.c. */
	void (*redeal)(void *st, int who, dice *d);
	/* The machine-readable view of seat `who` (-1: public):
	 * fills `out`, an empty JSON object, with the same facts as view()
	 * gives that seat and nothing more (the core wraps it in the envelope
	 * of adjudicator/play/json_view.h). Keys in English, stable: the schema of
	 * the kind is docs/json/KIND.md, and a change of keys or meanings
	 * bumps its version there and in adjudicator/play/json_view.c. Places and
	 * pieces carry the engine's ids and display names. Same privacy as
	 * view() (tests/unit/test_json.c re-deals and compares bytes). */
	void (*view_json)(const void *st, int who, jw *out);

	/* As data: what a player can be mailed about, so that one
	 * core test (tests/unit/test_render.c) renders every phase and every
	 * end of every engine, those added later included, in every language.
	 * phases: every value status() gives game_status.phase, NULL-ended.
	 * ends: every value status() gives game_status.end, NULL-ended.
	 * starts: seeded bot playouts from each of these (ended by an entry
	 * with neither opts nor state), with timeout() and declare_draw()
	 * injected at random steps, must reach between them every phase and
	 * every end: give options that make the rare ends come (a low turn
	 * cap) and, for an end no bot plays into, a saved state close to it. */
	const char *const *phases;
	const char *const *ends;
	const game_start *starts;
	/* Required: whether `fold` (one word, folded as orders/lex.h folds)
	 * opens an order of this kind in any language ("mover", "move"). The
	 * envelope never takes such a line after a sign-off for a name. */
	int (*order_verb)(const char *fold);
	};

	/* Optional hooks: each is set iff its GAME_HAS_ flag is in `has`
	 * (tests/unit/test_kinds.c); the core asks the flag. */
	unsigned has;
	struct {
	/* GAME_HAS_DEFAULT_TEXT: what timeout() would do for seat `who` (in
	 * status.waiting), told to that seat in lang as whole sentences for its
	 * reminder ("Si no contestas a tiempo se aplicará tu orden permanente
	 * DEFENSA TODAS: defiendes Navarra con Navarra y Huesca."). Only what
	 * the seat may see. Nothing written (or no hook): the core's generic
	 * line. */
	void (*default_text)(const void *st, int who, const char *lang, sbuf *out);
	/* GAME_HAS_SCENE: the board picture of seat `who` (-1: public) as a
	 * scene (adjudicator/base/scene.h) in out (initialised by the caller:
	 * set its box, fill it). Geometry is data in the engine's folder (a
	 * .geo file or its map); the core draws it (adjudicator/play/picture.c).
	 * Only what the seat may see: the picture of a re-dealt world is
	 * byte-identical (tests/unit/test_picture.c). */
	void (*scene)(const void *st, int who, scene *out);
	/* GAME_HAS_PINNED: options every new game gets stored (ended by an
	 * entry with no opt), so that a default create() keeps for old games'
	 * replays can change for new ones; any other value for these keys is
	 * refused at creation (and by the game master's OPCION) with the
	 * engine's reason. */
	const game_pin *pinned;
	/* GAME_HAS_RULES: st plays by the rules of `edition`
	 * (1..GAME_RULES_EDITION) from now on; create() and load() give the
	 * newest. The core calls it after each create and load with the
	 * game's edition when older. An engine whose rules never changed that
	 * way has none. */
	void (*rules)(void *st, unsigned edition);
	/* GAME_HAS_QUICK: the mails of orders seat `who` (in status.waiting)
	 * most often sends at this step (end the turn, roll, pass, accept),
	 * in lang, each one check() accepts now, at most GAME_QUICK_ENGINE
	 * (game_quick_add): the core offers them as prefilled replies. Only
	 * what the seat may see decides them, and the same state gives the
	 * same list. */
	void (*quick)(const void *st, int who, const char *lang, game_quick *out);
	};
} game_kind;

/* Helpers every engine uses. */

/* Adds one quick reply (game_kind.quick); nothing when q is full or body
 * does not fit. */
void game_quick_add(game_quick *q, int bot, const char *body);
/* Adds the mail bot() writes for seat who as the bot's suggestion, drawn
 * from a fixed dice stream: the same state, the same suggestion. */
void game_quick_bot(game_quick *q, void (*bot)(const void *st, int who, dice *d, sbuf *orders), const void *st,
	int who);
/* Adds body as a fixed reply when check() accepts it from seat who now
 * (a reply legal at some steps only: "where legal" is the check's word). */
void game_quick_legal(game_quick *q,
	int (*check)(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
		game_reject *rej),
	const void *st, int who, const char *lang, const char *body);

/* Splits text into its non-empty lines (numbered 1, 2, ... in the order
 * kept), all in arena a: how apply() reads back the canonical orders. */
void game_lines_split(arena *a, const char *text, game_lines *out);
/* Sets rej->why to text, cut to fit without splitting a UTF-8 sequence. */
void game_reject_why(game_reject *rej, const char *text);
/* Fills rej (index, why) with template id in lang (varargs name, value,
 * ..., NULL) and returns code. */
int game_reject_tpl(game_reject *rej, size_t index, int code, const char *lang, const char *id, ...);
int game_reject_vtpl(game_reject *rej, size_t index, int code, const char *lang, const char *id, va_list ap);

/* The registry of kinds (games/registry.c). NULL when the kind is unknown. */
const game_kind *game_find(const char *kind);
/* NULL-terminated list of every kind, for help texts. */
const game_kind *const *game_all(void);
/* Whether `fold` opens an order of any kind (game_kind.order_verb). */
int game_order_verb(const char *fold);

#endif
