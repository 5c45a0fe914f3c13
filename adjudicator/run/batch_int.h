/* What the pieces of the batch pipeline share (adjudicator/run/batch*.c,
 * inmail.c, handle.c, reply.c, request.c, netio.c): not for other code. */
#ifndef ES_BATCH_INT_H
#define ES_BATCH_INT_H

#include <time.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/run/batch_report.h"
#include "adjudicator/mail/mime.h"
#include "adjudicator/play/play.h"
#include "adjudicator/base/sbuf.h"
#include "orders/envelope.h"

/* env_parse_verbs with the order verbs of every kind (games/registry.c),
 * so that the sign-off rules protect every game's orders (inmail.c). */
int env_parse(arena *a, const char *body, env_mail *out, es_err *e);

typedef struct open_game {
	play *p;
	char **done; /* inbox names to mark done after the commit */
	size_t ndone;
	char **keys; /* idempotency keys to add to the global index */
	size_t nkeys;
	char **parts; /* many.c: parts of a mail to several games, final once committed */
	size_t nparts;
} open_game;

typedef struct batch {
	const conf *c;
	arena *a;
	batch_report *r;
	open_game *g;
	size_t ng;
	int failed;
	char why[512]; /* the last failure, for the operator */
	int stop; /* a fault of the data root: no further game is started */
	/* In a game's child process: the one game it may open. In the
	 * parent: NULL, and no game is opened at all. */
	const char *only;
	/* Why `only` cannot be played this run (its repository is damaged
	 * beyond what a power cut leaves): NULL when it can. */
	const es_err *broken;
	/* Inbox names to mark handled after the batch's barrier, with the
	 * keys to add to the global index (NULL: none). */
	char **done, **keys;
	size_t ndone;
	int64_t start; /* when_now at the batch's start: its share of the caps */
} batch;

/* Monotonic seconds, for the time shares of `run --timings` only. */
double batch_mono(void);
#define TIMED(r, slot, expr) \
	do { \
		double t0_ = batch_mono(); \
		expr; \
		(r)->secs[slot] += batch_mono() - t0_; \
	} while (0)

/* batch_games.c: the batch's record. Records a failure of this run
 * (logged; the run ends with an error and the mail concerned stays for
 * the next run). */
void batch_fail(batch *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The game called name, opened once per batch; NULL with e filled when it
 * cannot be read, ES_ENOTFOUND also when this process may not open it. */
open_game *batch_game(batch *b, const char *name, es_err *e);
/* The mail is handled: marked so after the barrier (key indexed then). */
void batch_done(batch *b, const char *fname, const char *key);
/* The same, but only once g's commit of this batch succeeded. */
void batch_defer(batch *b, open_game *g, const char *fname, const char *key);
/* 1 if key is in the global index of handled mail. */
int batch_index_has(const conf *c, const char *key);
/* Adds key to that index (best effort: the games' repositories keep the
 * authoritative record). */
void batch_index_add(const conf *c, const char *key);

/* --- inmail.c: one mail read, keyed and routed -------------------------- */
enum { IM_MAIL, IM_UNREADABLE_FILE, IM_DUP, IM_IGNORE };
typedef struct inmail {
	const char *fname;
	int kind;
	char *raw;
	size_t len;
	int truncated; /* over conf_raw_limit: only its start was read */
	int text_big;  /* its headers and text are over max_mail_bytes */
	mime_msg m;
	int mrc;          /* mime_parse's code, mwhy its message */
	const char *mwhy;
	const char *key;  /* idempotency key */
	env_mail env;
	int erc;          /* env_parse's code, ewhy its message */
	const char *ewhy;
	char *tok, *tgame; /* reply token of the To/Cc/Delivered-To headers */
	/* The sender's Message-ID and References exactly as written (the
	 * parsed ones are normalised), to thread the answer under them. */
	const char *raw_msgid, *raw_refs;
	const char *game; /* the one game this mail may touch, or NULL */
	/* A game master's mail to several games (PARTIDAS, many.c): the
	 * games named (folded, each once), or all of them (many_all); the
	 * refusal of the whole mail (a template id), or NULL. */
	const char **many;
	size_t nmany;
	int many_all;
	const char *many_bad;
} inmail;
/* Reads inbox message fname into im (strings in b->a). */
void inmail_read(batch *b, const char *fname, inmail *im);

/* --- handle.c: authentication and dispatch ------------------------------ */
/* What becomes of a mail handle_mail read, for batch.c to record: done
 * now (batch_done), done once g's commit is (batch_defer), or nothing
 * (it stays); `fail`, when set, is a failure of this run (batch_fail),
 * the mail staying. */
enum { HANDLED_NOTHING, HANDLED_DONE, HANDLED_DEFER };
typedef struct handle_result {
	int what;
	const char *key;  /* the key to index (NULL: none) */
	open_game *g;     /* HANDLED_DEFER */
	const char *fail;
} handle_result;
handle_result handle_mail(batch *b, inmail *im);

/* --- reply.c: answers and notices outside commits ----------------------- */
int reply_send_to(batch *b, const char *to, const char *to_name, const char *idkey, const char *subject,
	const char *body, int is_reply, const char *in_reply_to, const char *references, const char *reply_addr,
	es_err *e);
/* The Message-ID reply_send_to gives the mail of idkey. */
const char *reply_message_id(batch *b, const char *idkey);
/* A rejection in lang, or in every language when lang is NULL; every
 * value quoted from the sender is cut at 80 characters. */
/* A notice to `to` (the operator, a game master) who may read either
 * language: subject subj_id in Spanish, body body_id in every language,
 * the same vars (NULL-ended pairs) for both; sent once per idkey.
 * Returns the reply_send_to code (the caller decides how loud). */
int reply_notice(batch *b, const char *to, const char *idkey, const char *subj_id, const char *body_id,
	const char *const *vars, es_err *e);
void reply_reject(batch *b, const char *lang, const char *game, const char *id, const char *const *vars, sbuf *subj,
	sbuf *body);
/* The same under another subject (subj_id) than a rejection's. */
void reply_answer(batch *b, const char *subj_id, const char *lang, const char *game, const char *id,
	const char *const *vars, sbuf *subj, sbuf *body);
/* 1 if the answer to a mail that proved nothing must not be sent: a
 * wrong password (auth_key: the seat's counter, or the game master's for
 * this sender) past the day's limit for the seat or the sender, too many
 * answers to one address, or the caps on answers to strangers reached.
 * Each mail (key) counts once however often it is handled; the seat and
 * the operator are told once when a password is being guessed. Never
 * asked for a mail that proved a credential: that one is answered. */
int reply_throttled(batch *b, const mime_msg *m, const char *key, open_game *g, int seat, const char *auth_key);
/* A wrong game master's password for g in a mail to several games (whose
 * one answer reply_throttled judges): counted as a mail to g alone with
 * it would be, the operator told once when it is being guessed. */
void reply_wrong_master(batch *b, const mime_msg *m, const char *key, open_game *g);
/* The counter of wrong game master's passwords for game from one sender
 * (reply_throttled's auth_key). */
const char *reply_master_key(batch *b, const char *game, const char *from);

/* --- many.c: one game master's mail to several games -------------------- */
/* Reads PARTIDAS into im (inmail_read). */
void many_read(batch *b, inmail *im);
/* 1 if im is a mail to several games that the games' children take
 * (the parent answers it once every game has done its part). */
int many_routed(const inmail *im);
/* 1 if im is such a mail and game is one of its games. */
int many_has(const inmail *im, const char *game);
/* In b->only's child: that game's part of im (checked, applied, its
 * result kept for the answer). */
void many_part(batch *b, inmail *im);
/* After g's commit: its parts of this batch count. */
void many_committed(batch *b, open_game *g);
/* In the parent: a game failing for good gives up its part of im. */
void many_give_up(batch *b, const inmail *im, const char *game);
/* In the parent, after the games: the one answer, once every game has
 * done its part (the mail is then done); else the mail stays. 1 when
 * answered. games: the data root's games (for TODAS). */
int many_answer(batch *b, inmail *im, char *const *games, size_t ngames);
/* After the mails are marked handled: the parts go of every mail
 * answered (answered[i]) and of any mail no longer in the inbox (a run
 * killed between marking a mail and this); those of the n mails still
 * waiting stay, and all do in a run that could not read a mail. */
void many_forget(batch *b, const inmail *mails, const char *answered, size_t n);

/* --- digest.c: the game master's daily digest -------------------------- */
/* Every ended day of the digest queue mailed (once); the days' folders
 * (in b->a), n in *ndone, to digest_forget after the barrier. */
char **digest_send(batch *b, int64_t now, size_t *ndone);
void digest_forget(batch *b, char **done, size_t n);
/* The text of the file at path (in b->a), or NULL when it cannot be
 * opened or read whole. */
char *batch_read_text(batch *b, const char *path);

/* --- request.c: AYUDA, LISTA, NUEVA PARTIDA, UNIRSE ---------------------- */
/* 1 when answered (subj/body), -1 when refused (the reason), 0 when the
 * mail is no request. *master is set to 1 when the mail gave the data
 * root's master password (its answer is then never held back). */
int request_answer(batch *b, const mime_msg *m, const char *stored, size_t slen, const char *key,
	const char *password, int *master, sbuf *subj, sbuf *body);

/* --- netio.c: IMAP in, SMTP out ------------------------------------------ */
#include "adjudicator/mail/mailnet.h"
void netio_conf(const conf *c, const struct conf_net *n, mailnet_conf *m);
int netio_imap_pull(batch *b, mailnet_imap *im, es_err *e);
int netio_imap_ack(batch *b, mailnet_imap *im, es_err *e);
int netio_smtp_push(batch *b, es_err *e);

/* --- isolate.c: the games' parts of the batch in child processes -------- */
/* Runs fn(b, jobs[i]) for each of games[0..n) (in that order) in children
 * that take up to per_child games each, with b's only game that one; the
 * counters and handled mail come back to b. For each game, in order:
 * done(b, i, why, u), why NULL when it went well, else what went wrong
 * (it failed, crashed or hung; why->root when the failure met the data
 * root, es_root). A failure ends its child only: the games after it go
 * on in a new one, unless done set b->stop. */
typedef void (*isolate_fn)(batch *b, void *job);
typedef void (*isolate_done)(batch *b, size_t i, const es_err *why, void *u);
void isolate_games(batch *b, const char *const *games, void *const *jobs, size_t n, size_t per_child, isolate_fn fn,
	isolate_done done, void *u);

#endif
