/* One game as the core sees it: its git repository, its players, its
 * deadlines, its rules engine, and the changes a batch makes to it before
 * they are committed in one commit.
 *
 * Repository layout (bare git, one commit per batch that changes the game):
 *   meta/game.txt       kind, name, seq, step, deadline, dice position...
 *   meta/players.txt    seats, names, addresses, languages
 *   secret/seed.txt     the dice seed (revealed when the game ends)
 *   secret/passwords.txt crypto_pwhash (Argon2id) hashes
 *   state/game.txt      the rules engine's state, one fact a line, sorted
 *   views/NAME.txt      each player's view as last mailed; views/public.txt
 *   mail/BBB/CC/SSSSSS/    what batch SSSSSS received and sent: in-NN.eml,
 *                       in-NN.orders (as parsed), out-NN-NAME.eml,
 *                       journal.txt (the inputs, in order, for verify)
 *   seen/XX/HASH        Message-IDs already applied (idempotency)
 */
#ifndef ES_PLAY_H
#define ES_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "games/game.h"

typedef struct play play;

/* Master passwords are at least this long; seeds at least this many hex
 * digits (128 bits) unless the game is made with --insecure-seed. */
#define PLAY_MASTER_MIN 10
#define PLAY_SEED_MIN_HEX 32
/* The format of a game's repository (meta/game.txt "format N"). 1: made
 * before the line existed; 2: secret/key.txt, passwords never in clear.
 * Every release reads every older format. */
#define PLAY_FORMAT 2
/* The wording of the views (meta/game.txt "text N"; no line: 1). A release
 * that rewords any view bumps it, so that `verify` compares the stored
 * views of a commit only with views rendered by the same wording; the
 * state and the dice of every commit are compared whatever the wording. */
#define PLAY_TEXT_EDITION 5
/* Default budget of deadline stretch for absences, per seat and game. */
#define PLAY_VACATION_DAYS 30
/* The address of a seat the engine's bot plays from the start: no mail
 * address (addr_valid refuses it), so no mail goes to it and no sender
 * ever matches it. */
#define PLAY_NO_ADDRESS "-"
#define PLAY_NAME_RULE "1 to 32 letters, digits, '-', '_' or '.', not a reserved word (public, todos, director...)"

typedef struct play_new {
	const char *kind, *name;
	const char *seed_hex; /* NULL: drawn from the OS */
	int insecure_seed;    /* allow a short seed (tests, demos): every mail says so */
	size_t nplayers;
	const char *const *names, *const *emails;
	const char *const *passwords; /* entries may be NULL: generated */
	const char *const *langs;     /* entries may be NULL: "es" */
	const char *const *zones;     /* NULL or entries NULL: UTC only */
	const char *const *opts;      /* "key=value" */
	size_t nopts;
} play_new;

/* Creates the repository with its first commit and delivers the welcome
 * mails to the outbox. */
int play_create(const conf *c, const play_new *req, es_err *e);

/* Pinned options (game_kind.pinned): the pinned "key=value" that `opt`
 * contradicts (same key, another value), or NULL; play_pinned_why
 * appends the reason, in lang. */
const char *play_pinned(const game_kind *k, const char *opt);
void play_pinned_why(const game_kind *k, const char *opt, const char *lang, sbuf *out);
/* The template of the reason for pinned option `pin` (a value play_pinned
 * returned): the one the engine names (game_pin.why; vars option, pinned). */
#define PLAY_PINNED_ID 128
void play_pinned_id(const game_kind *k, const char *pin, char id[PLAY_PINNED_ID]);

/* Opens an existing game (reads only its current files). */
int play_open(play **out, const conf *c, const char *name, es_err *e);
void play_free(play *p);

const char *play_name(const play *p);
const game_kind *play_kind(const play *p);
/* The engine's state (for the JSON view, adjudicator/play/json_view.h). */
const void *play_engine_state(const play *p);
void play_status(const play *p, game_status *st);
int play_nplayers(const play *p);
const char *play_player_name(const play *p, int seat);
const char *play_player_lang(const play *p, int seat);
const char *play_player_email(const play *p, int seat);
int64_t play_deadline(const play *p);
/* Seat of the player called `name` (case and accents ignored), or -1. */
int play_find_player(const play *p, const char *name);
/* 1 if pw is the seat's password. */
int play_password_ok(const play *p, int seat, const char *pw);
/* Reply tokens. Every mail to a seat carries Reply-To LOCAL+TOKEN@DOMAIN
 * (the judge address with a tag), TOKEN = GAME.SEAT.MAC where MAC is a
 * keyed BLAKE2b (key derived from the game's seed) over the game, seat,
 * player name and current password hash: a new password or a new player
 * in the seat revokes it. play_reply_addr gives that address (arena a),
 * or the plain judge address when recipient_delimiter is "none";
 * play_token_game the GAME part of a token (NULL when not shaped like
 * one); play_token_seat the seat a token authenticates, or -1.
 * A press mail carries instead TOKEN = GAME.SEAT.pAUTHOR.MAC, its MAC
 * under another key and over both seats (play_press_reply_addr): a reply
 * to it is press from SEAT to AUTHOR. play_press_token gives the seat it
 * authenticates and its *author, or -1; play_token_seat refuses it, and
 * play_press_token refuses an orders token. */
char *play_reply_addr(const play *p, int seat, arena *a);
char *play_press_reply_addr(const play *p, int seat, int author, arena *a);
char *play_token_game(arena *a, const char *token);
int play_token_seat(const play *p, const char *token);
int play_press_token(const play *p, const char *token, int *author);
/* 1 if a message with this key was applied by a commit of the game, 2 if
 * by this batch (not committed yet), else 0. */
int play_seen(const play *p, const char *msgid);

/* A mail of orders from `seat`, already authenticated. Checks them; if
 * accepted, applies them and queues the confirmation and everything they
 * cause, to be committed by play_commit. raw/rawlen is the mail as the
 * repository keeps it (adjudicator/mail/redact.h: passwords hidden), committed
 * too. On rejection returns the engine's code and
 * fills rej; nothing changes. */
typedef struct play_mail {
	const char *raw;
	size_t rawlen;
	const char *msgid;      /* idempotency key */
	const char *reply_to_id; /* Message-ID to thread the reply under, or NULL */
	const char *references;
	const game_lines *lines;
	const char *const *secrets; /* the author's credentials: hidden in any text stored or relayed */
	int press_reply; /* a reply to press: 1 + its author's seat (every line is press to them); 0 not */
} play_mail;
int play_orders(play *p, int seat, const play_mail *m, game_reject *rej);

/* The core orders every game takes (IDIOMA, ZONA, PRENSA, VACACIONES,
 * EMPATE), appended to a game's help after a blank line, in lang. */
void play_core_help(const char *lang, sbuf *out);

/* 1 if the order line is a draw vote (EMPATE, DRAW), -1 a withdrawal
 * (EMPATE NO), else 0: a core order of every game (play_vote.c). */
int play_vote_text(const char *line);

/* 1 if the order line is one a finished game still takes from its
 * players: CLASIFICACION SI|NO (STANDINGS ON|OFF), their name in the
 * campaign's standings (play_orders.c). */
int play_after_end_text(const char *line);

/* Deadlines and reminders due at `now`. */
void play_tick(play *p, int64_t now);
/* The game master declares the game over as a draw shared by the seats
 * of `among` still in the game; play_draw_default: every seat not
 * expelled. */
void play_declare_draw(play *p, uint32_t among);
uint32_t play_draw_default(const play *p);

/* What a listing shows of the game (kind, turn, players, phase, over,
 * paused, deadline, awaited names), stamped with commit `head`, written
 * to DATAROOT/spool/list/NAME (see gamelist.h). Best effort. */
void play_write_facts(play *p, const char *head);
/* The same at the game's HEAD, when the file does not say it already. */
void play_refresh_facts(play *p);
/* Appends the game's name to DATAROOT/spool/list/changed: the idle index
 * (gamelist.h) does not vouch for it until a run looks at it again. */
void play_mark_changed(const conf *c, const char *name);
/* Appends lines ("NAME\n"...) to that list, flushed to disk if asked. */
void play_note_changed(const conf *c, const char *lines, size_t len, int flush);
void play_facts_text(play *p, const char *head, sbuf *out);
/* HEAD of the game's repository. */
int play_head(play *p, char out[41], es_err *e);

/* 1 if s may name a game: 1 to 64 of a-z 0-9 . _ -, starting with a
 * letter or digit (it becomes a folder, a tag and a Sieve pattern). */
int play_name_ok(const char *s);

/* Names ever given to a game of this data root (spool/names/NAME): a name
 * is never given twice. play_name_note records one (idempotent, best
 * effort: every run notes the names of the games it finds). */
int play_name_used(const conf *c, const char *name);
void play_name_note(const conf *c, const char *name);

/* The words for phase `phase` of game kind `kind` in lang (template
 * core.phase.KIND.PHASE; the bare name if a kind lacks one), into an
 * arena string: what mails say, where `status` keeps the bare name. */
const char *play_phase_text(arena *a, const char *kind, const char *phase, const char *lang);

/* The game master's address of game `name` (meta/players.txt at HEAD),
 * without loading the game; "" when it has none or cannot be read. */
void play_master_of(const conf *c, const char *name, char out[256]);

/* 1 if pw is the game's master password (option master=) or the data
 * root's ([judge] master_password_hash). */
int play_master_ok(const play *p, const char *pw);
/* A game master's mail, already authenticated; lines are the commands
 * (PRORROGAR 48h, PAUSAR, REANUDAR, TERMINAR [EMPATE [players]], DIFUNDIR
 * text..., REEMPLAZAR player address, EXPULSAR player, ESTADO, VOLVER N,
 * OPCION key=value). All or nothing like orders; the answer goes to
 * `from`. A refusal's why holds one text per language of tpl_langs,
 * split by PLAY_WHY_SEP (the game master may read any of them). */
#define PLAY_WHY_SEP '\x1f'
/* Between the languages of a mail written in several (Spanish first): a
 * section break, never the signature line "-- ", after which mail clients
 * grey out or cut the rest (the English half). */
#define PLAY_LANG_BREAK "\n\n* * *\n\n"
int play_gm(play *p, const char *from, const play_mail *m, game_reject *rej);
/* The same, part of one mail to several games: no mail of this game
 * answers it; echo[l] (one sbuf a language of tpl_langs) gets what was
 * done, for the one answer (adjudicator/run/many.c). */
int play_gm_echo(play *p, const char *from, const play_mail *m, game_reject *rej, sbuf *echo);
/* A field ("to", "zone", "day", "subject") of a report kept for the game
 * master's daily digest (play_digest.c), or NULL. */
const char *play_digest_field(arena *a, const char *text, const char *key);
/* `estafeta rollback` and VOLVER N: the state after batch n comes back in
 * this batch (committed by play_commit; history is never rewritten, the
 * dice go on), every player is told. ES_ENOTFOUND when n is no earlier
 * batch. */
int play_rollback(play *p, unsigned long n, es_err *e);
/* 1 while the game master has paused the game (no deadlines). */
int play_paused(const play *p);
/* 1 if the game master expelled the seat (EXPULSAR): its default order
 * applies whenever only it is awaited, and it gets no more mail. */
int play_expelled(const play *p, int seat);
/* Whether the engine's bot plays the seat (bot_after=N, ROBOT). */
int play_bot_seat(const play *p, int seat);

/* `estafeta clock accept`: the running deadline moves by `by` seconds
 * (the clock's jump), so that the jump neither fires nor shortens it;
 * nothing for a game over, paused or without a deadline. 1 when moved. */
int play_shift_deadline(play *p, int64_t by);

/* 1 if the batch changed something that must be committed. */
int play_dirty(const play *p);
/* Renders views and mails, commits everything in one commit at `now`,
 * then delivers the commit's mail to the outbox. */
int play_commit(play *p, int64_t now, es_err *e);
/* Delivers to the outbox the mail of commits not yet delivered (a run
 * interrupted after its commit). */
int play_redeliver(const conf *c, const char *name, es_err *e);
/* The last commit whose mail reached the outbox ("" when none is known). */
void play_delivered(const conf *c, const char *name, char out[64]);
/* After a batch's barrier: the delivery markers its games wrote (while
 * outbox_defer was on) take effect. */
int play_delivered_promote(const conf *c, es_err *e);

/* `verify`: replays the game from its seed and the recorded inputs and
 * compares every commit's state. Writes a report to out. */
int play_verify(const conf *c, const char *name, sbuf *out, es_err *e);

/* Writes bot orders for seat to f (demos and tests); dice from seed_hex
 * mixed with the game's step, never the game's own stream. */
#include <stdio.h>
int play_bot(const play *p, int seat, const char *seed_hex, FILE *f);

/* A repository's files, for readers outside this layer (campaign.c): the
 * folder of batch seq's mail (mail/BBB/CC/SSSSSS), a "key value" line of
 * a meta file, and a number of one. */
void play_batch_path(unsigned long seq, char out[48]);
const char *play_meta_get(arena *a, const char *text, const char *key);
int play_parse_ulong(const char *s, unsigned long *out);

/* The view as last mailed: seat -1 for the public view. */
int play_view_text(const play *p, int seat, char **out, es_err *e);
/* The board picture of the seat (-1: public) in the current state, as the
 * views are: 1 and the PNG appended to png; 0 when the kind has none. */
int play_picture(const play *p, int seat, sbuf *png, es_err *e);

/* For the campaign (campaign.c): when seat last said CLASIFICACION SI or
 * NO (0: never) and *off 1 for NO; 1 if addr is the game's master
 * (master_address) or one of its co-masters. */
int64_t play_listed(const play *p, int seat, int *off);
int play_mastered_by(const play *p, const char *addr);
/* The address of the master whose password pw is (master_address, or the
 * co-master's); NULL when pw is none of them or the game has no address
 * for that master. */
const char *play_master_addr(const play *p, const char *pw);

#endif
