/* The inside of a game as the core sees it, shared by adjudicator/play/play*.c
 * only (one job a file): not for other code. It does not include play.h,
 * which play.c implements with it: each file includes both, so that no two
 * files include each other. */
#ifndef ES_PLAY_INT_H
#define ES_PLAY_INT_H

#include "adjudicator/base/err.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/outmail.h"
#include "adjudicator/store/store.h"
#include "games/game.h"
#include "orders/lex.h"

#include <sodium.h>

#define PW_SALT crypto_pwhash_SALTBYTES
#define PW_HASH 32
#define PLAY_COMASTERS 4

typedef struct play play; /* as in play.h */

typedef struct pend_out {
	int seat;
	char *to;
	out_msg m;
	const char *secret_body; /* the body with a password: outbox only */
} pend_out;

struct play {
	const conf *c;
	arena *a; /* lives as long as the play */
	char *name;
	char dir[1200];
	const game_kind *kind;
	store *repo;
	int n;
	char *pname[GAME_MAX_PLAYERS], *pemail[GAME_MAX_PLAYERS], *plang[GAME_MAX_PLAYERS];
	char *pwhash[GAME_MAX_PLAYERS];
	char *pzone[GAME_MAX_PLAYERS]; /* NULL: deadlines in UTC only */
	char press[8];                 /* public | all | none */
	char *master_hash;             /* the game's master password, or NULL */
	const char *new_master;        /* play_create: option master=, to hash */
	int paused;
	int abandoned; /* ended by the game master with no result */
	uint32_t expelled; /* seats the game master removed: defaults, no mail */
	uint32_t timed_out; /* this batch: seats whose default a deadline applied */
	uint32_t votes;     /* seats voting for a draw (play_vote.c; meta "draw-votes") */
	int bot_after;      /* option bot_after=N: missed deadlines before the bot plays; 0: never */
	unsigned char missed[GAME_MAX_PLAYERS]; /* deadlines missed in a row */
	uint32_t bots;      /* seats the engine's bot plays */
	uint32_t nopic;     /* seats that asked for no picture (IMAGEN NO) */
	uint32_t json;      /* seats that asked for the JSON view (JSON SI) */
	int rolled_back;    /* this batch: a state came back (everyone gets a view) */
	unsigned rules;     /* the rules edition the game plays by (games/game.h) */
	int vac_stretch;   /* option vacation=stretch */
	int64_t vac_from[GAME_MAX_PLAYERS], vac_to[GAME_MAX_PLAYERS]; /* [from, to) or 0 */
	/* Stretching deadlines for absences has a budget per seat and game
	 * (option vacation_days, 30 by default): chained absences cannot
	 * hold a game for ever. */
	int vac_days;
	int64_t vac_used[GAME_MAX_PLAYERS]; /* seconds of stretch already given */
	int64_t pause_left; /* while paused: what was left of the deadline */
	const char *names[GAME_MAX_PLAYERS + 1];
	char **opts;
	size_t nopts;
	void *st;
	dice d;
	char seed[2 * DICE_SEED_MAX + 1];
	/* The game's secret (secret/key.txt): passwords and reply tokens come
	 * from it, never from the seed that the last mail reveals. Games made
	 * before it existed (no key file) derive both from the seed. */
	unsigned char key[32];
	int has_key;
	int insecure;     /* made with --insecure-seed: every mail says so */
	int shared_addr;  /* option addresses=shared: one address, many seats */
	char *master_addr; /* option master_address: the game master gets each turn's public report */
	char commitment[65];
	unsigned long seq;
	unsigned step, reminded;
	int64_t created, deadline;
	int deadline_hours, reminder_hours;
	/* The batch under way. */
	game_status st0; /* status when the batch began */
	game_status last; /* status after the last change (play_after_change) */
	game_events ev;
	store_change *chg;
	sbuf journal;
	sbuf notes; /* for the commit line when no event summarises the batch */
	int nin, nout;
	pend_out *out;
	size_t nouts, capouts;
	char **seen_new;
	size_t nseen;
	int dirty, meta_dirty;
	/* Co-masters (secret/master.txt, "comaster ADDRESS HASH" lines), each
	 * with a password of their own; gm_from: the sender of the game
	 * master's mail under way. */
	int ncomaster;
	char *comaster_addr[PLAY_COMASTERS], *comaster_hash[PLAY_COMASTERS];
	const char *gm_from;
	/* Option grace_hours: late orders are still taken this long after
	 * the deadline before the defaults apply (0: none). */
	int grace_hours;
	char *gm_zone; /* the game master's ZONA: dates the master gives and reads; NULL: UTC */
	/* The HTML alternative of the mails with a view (play_html.c): the
	 * game's default (option html=on|off) and the seats that chose
	 * otherwise (HTML SI|NO). */
	int html_default;
	uint32_t html_on, html_off;
	uint32_t renamed; /* seats REEMPLAZAR renamed in this batch: their view is written under the new name */
	/* Option master_digest=daily: the game master's turn reports wait in
	 * the data root's digest queue for one mail a day (play_digest.c). */
	int digest;
	/* secret/seed.txt as read or last written (play_revive.c): its
	 * "stream K HEX" lines, one for each seed a revived game has used. */
	const char *seed_file;
	/* CLASIFICACION SI|NO: the seats that asked not to be listed in the
	 * campaign's standings, and when each last chose (0: never). The
	 * campaign (adjudicator/run/campaign.c) reads both from meta: a
	 * name's latest choice in any game counts in every game. */
	uint32_t unlisted;
	int64_t listed_at[GAME_MAX_PLAYERS];
};

/* After the engine's state changed: a new decision gets a fresh deadline
 * (always after a timeout or a rollback: fresh), a mail that leaves the
 * same decision awaited keeps it (games/game.h, game_status). */
void play_after_change(play *p, int fresh);
/* The deadline passed (or the game master processes the step now): the
 * defaults of every awaited seat, and the bot plays what comes. */
void play_timeout_now(play *p);
/* The core's orders for the help, without the game master's section
 * (play_core_help has it): what a seat's welcome carries. */
void play_core_help_players(const char *lang, sbuf *out);
/* When the defaults apply: the deadline plus the grace period; 0: none. */
int64_t play_due(const play *p);
/* play_bot.c: seats nobody plays. */
void play_bot_take(play *p, int seat, int by_master);
void play_bot_give_back(play *p, int seat, int by_master);
void play_bot_missed(play *p, uint32_t seats);
void play_bot_play(play *p);
/* When the game next needs a run with no mail for it (play_tick would do
 * something): the time, 0 at once, -1 never (over, paused). */
int64_t play_next_due(play *p);
const char *play_after_words(const char *s, int words);
const char *play_batch_dir(play *p);
int play_core_reject(play *p, int seat, game_reject *rej, size_t index, const char *id, ...);
int play_deliver_commit(play *p, const char *commit, long long when, es_err *e);
int play_load_meta(play *p, const char *commit, es_err *e);
/* The files play_load_meta reads (master and key may be NULL), parsed into
 * p; ES_ECONFLICT names what is damaged. For the loader and its fuzz
 * target (tests/fuzz/fuzz_meta.c). */
typedef struct play_meta_files {
	const char *game, *players, *passwords, *seed, *master, *key;
} play_meta_files;
int play_meta_parse(play *p, const play_meta_files *f, es_err *e);
/* The rules edition a commit's meta/game.txt was written under (its
 * "rules N"; 0 when that line is bad or newer than this release's). */
unsigned play_meta_rules(arena *a, const char *meta);
/* st (the game's, or one loaded for it) plays by the game's rules edition. */
void play_rules(const play *p, void *st);
play *play_alloc(const conf *c, const char *name);
int play_put_outgoing(play *p, const char *bd, pend_out *o, int64_t now, es_err *e);
char *play_pw_generate(play *p, const char *player, unsigned long round);
char *play_pw_hash(play *p, const char *player, const char *pw);
void play_queue_addr(play *p, const char *to, const char *subject, const char *body, const char *reply_to,
	const char *refs);
pend_out *play_queue_out(play *p, int seat, const char *subject, const char *body, const char *reply_to,
	const char *refs);
pend_out *play_queue_secret(play *p, int seat, const char *subject, const char *clear, const char *kept);
/* A mail to seat ending with the line line_id (core.replyline.*): what a
 * reply to it does, when play_queue_out's is not right. */
pend_out *play_queue_line(play *p, int seat, const char *subject, const char *body, const char *line_id);
/* A press mail from author to seat: its Reply-To is the address whose
 * replies go back to author as press (play_press_reply_addr); the body
 * says so itself. */
pend_out *play_queue_press(play *p, int seat, int author, const char *subject, const char *body);
/* play_press.c. play_press_queue relays text from seat to `to` (-1:
 * everyone else; reply: an answer to to's press), each mail with the line
 * saying what a reply to it does. play_press_echo tells seat what went:
 * the text (or its line count) and the lines of it that read as orders
 * of any game or core orders (core_order: the caller's, which knows
 * them), which were not applied. play_press_reply takes every line of a reply to
 * author's press as the text to relay (*text), or refuses it as the
 * game's press settings say (ES_EILLEGAL, rej filled). */
void play_press_queue(play *p, int seat, int to, int reply, const char *text);
void play_press_echo(play *p, int seat, int to, int reply, const char *text, int (*core_order)(const lex_line *),
		     sbuf *echo);
int play_press_reply(play *p, int seat, int author, const play_mail *m, const char **text, game_reject *rej);
/* play_attach.c: the seat's picture and JSON view as parts of o (placeholders
 * the delivery fills from the commit's state; o may be NULL). */
void play_view_parts(play *p, pend_out *o, int seat);
/* Fills the placeholders of a mail of `commit` (data malloc'd, freed or
 * returned); returns the mail to deliver, *len updated. */
char *play_attach_splice(play *p, const char *commit, char *data, size_t *len);
/* play_html.c. Whether seat's mails carry the HTML alternative. */
int play_html_wants(const play *p, int seat);
/* The quick-reply block of seat in state st (text lines to copy, in
 * lang) into block, the replies into q and the template id of each one's
 * label (or NULL) into label; nothing when there is none. */
void play_quick_block(play *p, const void *st, int seat, const char *lang, sbuf *block, game_quick *q,
	const char *label[GAME_QUICK_MAX]);
/* The HTML part of mail data (every other placeholder filled) for seat
 * in state st, into out. */
void play_html_render(play *p, const void *st, int seat, const char *data, size_t len, sbuf *out);
char *play_read_file(play *p, const char *commit, const char *path, es_err *e);
void play_render_deadline(play *p, int seat, sbuf *b);
/* The Message-ID of the k-th mail of batch seq: made of the game's name,
 * so the same mail always gets the same id (the outbox sends it once). */
char *play_msgid(play *p, unsigned long seq, int k);
/* A core option the game master may change while the game runs
 * (deadline_hours, reminder_hours, press, vacation, vacation_days) set
 * from "KEY=VALUE": 0 done, 1 not one of them, -1 bad value (e says). */
int play_safe_option(play *p, const char *o, es_err *e);
/* The core's options, KEY=VALUE (play_common.c): set checks the value and
 * sets it in p (ES_ESYNTAX, e says why); `running`: the game master may
 * change it while the game runs (OPCION), else only play_create takes it. */
typedef struct play_option {
	const char *key; /* with its '=' */
	int (*set)(play *p, const char *value, const char *option, es_err *e);
	int running;
} play_option;
/* The row of option o ("key=value"), or NULL: the engine's option. */
const play_option *play_option_find(const char *o);
/* How seat may answer by replying: through its tagged reply address, or,
 * with recipient_delimiter = none, with the login lines every time. */
void play_render_replyhow(play *p, int seat, sbuf *b);
/* Where the game stands, in lang: for a subject ("Turno 7", "Colocación
 * inicial, ronda 2"; head 0) or a report's first line (head 1, "turno 7 ·
 * fase turno normal"). */
void play_render_when(play *p, const game_status *st, const char *lang, int head, sbuf *out);
/* Who is awaited, told to seat (the reader as "te toca a ti"; -1: nobody
 * in particular), one sentence in lang. */
void play_render_waitline(play *p, const game_status *st, int seat, const char *lang, sbuf *out);
void play_render_events(play *p, int seat, const char *lang, sbuf *out, int summary_only);
char *play_secret_spool(const play *p, const char *bd, const char *fname, int mk);
void play_seen_path(const char *msgid, char out[80]);
void play_mark_seen(play *p, const char *msgid);
int play_waiting_names(play *p, uint32_t mask, sbuf *out);
void play_write_meta(play *p);
/* Declares the draw on a copy of the state; NULL when the engine can end
 * the game so at this point, else why not. */
const char *play_end_check(play *p, uint32_t among);
/* The draw vote (play_vote.c). play_vote_line: 1 for EMPATE / DRAW, -1 for
 * EMPATE NO, 0 for any other line. play_vote_needed: the seats whose votes
 * make a draw (still in, not expelled; 0 once over). play_vote_cast records
 * seat's vote, writes its echo in lang and tells every other player;
 * 0 when it changed nothing. play_vote_complete: every seat needed voted.
 * play_votes_settle (at the commit): a unanimous vote ends the game as a
 * draw; votes of seats that left are dropped. */
int play_vote_line(const lex_line *w);
uint32_t play_vote_needed(const play *p);
/* The seats that may vote EMPATE now and have not, in the state whose
 * status is st (a mail's commit, not necessarily p->st). */
uint32_t play_vote_open(const play *p, const game_status *st);
int play_vote_cast(play *p, int seat, int yes, const char *lang, sbuf *echo);
int play_vote_complete(const play *p);
void play_votes_settle(play *p);
void play_write_state(play *p);
/* Whose master password pw is: 0 the game's or the data root's, 1 + k
 * co-master k, -1 nobody's (play_gm_master.c reads and writes them). */
int play_master_who(const play *p, const char *pw);
void play_comasters_parse(play *p, const char *text);
/* A mail with a password to an address that holds no seat: the
 * repository keeps `kept`, only the outbox gets `clear`. */
void play_queue_addr_secret(play *p, const char *to, const char *subject, const char *clear, const char *kept);
/* play_digest.c: the game master's report of this batch kept in the
 * commit (bd/dig-*.txt) for the day's digest instead of mailed; at
 * delivery, such a file of batch dir `dir` (data, len) goes to the data
 * root's digest queue, the same name on every retry. */
void play_digest_put(play *p, const char *bd, const char *subject, const char *body, int64_t now);
int play_digest_deliver(play *p, const char *dir, const char *fname, long long when, const char *data, size_t len,
	es_err *e);
/* play_revive.c: a finished game brought back by its game master.
 * play_stream: the stream of dice the game plays from (0: its creation's
 * seed; K after its K-th revival). play_revive_refusal: why the game may
 * not come back to `state` (PLAY_REVIVE_ENDED: the game was over by
 * then; PLAY_REVIVE_KEYLESS: finished, and its passwords came from the
 * revealed seed), 0 when it may. play_revive: a new secret seed, its
 * commitment, the dice from position 0 of its stream, the end undone,
 * journaled "reseed K". play_revive_notify: every player told, with the
 * batch n that came back and the new commitment. */
enum { PLAY_REVIVE_ENDED = 1, PLAY_REVIVE_KEYLESS = 2 };
int play_stream(const play *p);
int play_revive_refusal(const play *p, const void *state);
void play_revive(play *p);
void play_revive_notify(play *p, unsigned long n);

#endif
