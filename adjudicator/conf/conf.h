/* DATAROOT/estafeta.conf, read with inih. Every key has a default, so a
 * data root without the file runs on the embedded Maildir transport.
 *
 *   [judge]
 *   address = juez@estafeta.invalid   ; From and Reply-To of every mail
 *   name = Estafeta
 *   max_mail_bytes = 262144           ; mails with more text are refused with a reply
 *                                     ; (images and attachments not counted; the whole
 *                                     ; mail may be conf_raw_limit() bytes)
 *   deadline_hours = 72               ; default for new games
 *   reminder_hours = 24
 *   pwhash = interactive              ; interactive | moderate | fast (tests)
 *   master_password_hash = $argon2id$... ; game master of every game (estafeta master-password)
 *   recipient_delimiter = +           ; the mail server's (Postfix and Dovecot): replies go to
 *                                     ; address+GAME.SEAT.MAC; "none": plain address, players
 *                                     ; write PARTIDA/JUGADOR/CLAVE in every mail
 *   operator = ops@example.org        ; told of guessing, failing games, a wrong clock
 *   clock_jump_hours = 48             ; refuse to run this far after the last batch (0: no limit)
 *   health_batch_minutes = 30         ; `health`: the last complete batch is older than this
 *   health_queue_minutes = 60         ; `health`: mail waits in the outbox longer than this
 *   health_late_minutes = 60          ; `health`: a game is past its deadline by more than this
 *   health_inbox_minutes = 30         ; `health`: mail waits in the inbox longer than this
 *   pack_loose = 1000                 ; pack a game's repository at this many loose objects (0: never)
 *   pack_max = 20                     ; combine a game's packs (one a commit) past this many (0: never)
 *   pictures = on                     ; the board picture in players' mails (off: text only)
 *   games_per_child = 32              ; games a batch's child process takes in turn (1: one each)
 *   stranger_answers_batch = 100      ; answers a batch, and an hour, to mail that proved nothing
 *   stranger_answers_hour = 300       ; (all senders together); the rest get none
 *   stranger_keep_days = 30           ; records of handled mail and answers kept (7 or more; prune.h)
 *   [inbox]
 *   maildir = inbox                   ; relative to the data root
 *   url = imaps://imap.example.org/INBOX   ; optional: fetch from IMAP into the maildir
 *   user = judge
 *   password = ...                    ; or password_file = /path, or password_command = cmd
 *                                     ; (file and command are read by conf_secrets, only by
 *                                     ; commands that use the server: run)
 *   cafile = /path/ca.pem             ; optional CA bundle
 *   done_folder = estafeta/done       ; handled mail is moved there; "-" only flags it \Seen
 *   tls = off                         ; allow imap:// without STARTTLS (explicit only)
 *   keep_days = 30                    ; handled mail in inbox/cur is removed after this (0: kept)
 *   [outbox]
 *   maildir = outbox                  ; with url set, the spool of mail not yet accepted
 *   url = smtps://smtp.example.org:465
 *   user, password, password_file, password_command, cafile, tls: as above
 *   from = judge@example.org          ; envelope sender (default: [judge] address)
 *   keep_days = 30                    ; sent mail in outbox/cur is removed after this (0: kept)
 *   [network]
 *   timeout = 30                      ; seconds, for every IMAP/SMTP request
 *   [shard]
 *   map = shards.map                  ; optional: the shard map (estafeta shard list); LISTA
 *                                     ; also names the games other judge hosts run
 *   number = 1                        ; this host's shard: selftest's tag names it
 *   [publish]
 *   dir = /var/www/estafeta           ; optional: each changed game's public page in DIR/GAME
 *   campaign_dir = /var/www/campaign  ; optional: the campaign page (campaign.h), after a batch
 *                                     ; that changed a game
 *   [mirror]
 *   url = ssh://git@example.org/estafeta   ; optional: game NAME pushed to URL/NAME.git after each
 *                                     ; batch (a path, file://, ssh://, https://, git://)
 *   mode = full                       ; full: the repository as it is (secrets included);
 *                                     ; public: the copy of `publish GAME --repo` (see mirror.h)
 *   ssh_key = /path/id_ed25519        ; optional: else the ssh agent
 *   health_minutes = 1440             ; `health`: a game's mirror is behind for longer than this
 */
#ifndef ES_CONF_H
#define ES_CONF_H

#include <stddef.h>

#include "adjudicator/base/err.h"

typedef struct conf {
	char dataroot[1024];
	char address[256];
	char domain[256]; /* the part of address after '@' */
	char name[128];
	size_t max_mail_bytes;
	int deadline_hours;
	int reminder_hours;
	unsigned long long pw_ops;
	size_t pw_mem;
	char inbox[1024];  /* absolute or dataroot-relative Maildir path, resolved */
	char outbox[1024];
	/* Network transport; empty url = Maildir only. */
	struct conf_net {
		char url[512], user[128], password[256], cafile[1024];
		char password_file[1024], password_command[1024]; /* read by conf_secrets */
		int tls_off;
	} imap, smtp;
	char done_folder[128]; /* "" = flag \Seen only */
	char smtp_from[256];
	char publish_dir[1024]; /* [publish] dir, resolved; "" = no pages */
	char shard_map[1024];   /* [shard] map, resolved; "" = none */
	int shard;              /* [shard] number, 1 to SHARD_MAX */
	long net_timeout;
	char master_hash[256]; /* [judge] master_password_hash (crypto_pwhash_str), or "" */
	char operator_addr[256];
	char tag_delim; /* [judge] recipient_delimiter; 0: tagged replies off */
	int clock_jump_hours; /* [judge] clock_jump_hours (48); 0, no limit */
	/* [judge] health_*_minutes: what `estafeta health` calls wrong. */
	int health_batch_min, health_queue_min, health_late_min, health_inbox_min;
	int pack_loose; /* [judge] pack_loose: 0, never */
	int pack_max;   /* [judge] pack_max: 0, never */
	int games_per_child; /* [judge] games_per_child: 1 to 10000 */
	int no_pictures; /* [judge] pictures = off */
	int inbox_keep_days, outbox_keep_days; /* [inbox|outbox] keep_days: 0, for ever */
	/* [judge] stranger_answers_batch, _hour: answers to mail that proved
	 * nothing, all addresses together; stranger_keep_days: how long the
	 * records such mail leaves are kept (prune.h). */
	int stranger_batch, stranger_hour, stranger_keep_days;
	/* [mirror]: url "" = none (a local path resolved against the data
	 * root); ssh_key "" = the agent. */
	char mirror_url[1024], mirror_key[1024];
	int mirror_public; /* [mirror] mode = public */
	int health_mirror_min;
	char campaign_dir[1024]; /* [publish] campaign_dir, resolved; "" = no campaign page */
} conf;

/* Loads DATAROOT/estafeta.conf if present. ES_ECONFIG names file:line;
 * ES_EPERM when the file exists but cannot be read. Server passwords
 * kept in a file or a command are not read here (see conf_secrets). */
int conf_load(conf *c, const char *dataroot, es_err *e);

/* The most bytes of one mail read at all: 16 times max_mail_bytes, at
 * least max_mail_bytes and at most 64 MiB unless max_mail_bytes is more.
 * max_mail_bytes counts a mail's headers and text only, so a reply that
 * carries the judge's own picture back (as Outlook and Apple Mail keep
 * inline images) is read. */
size_t conf_raw_limit(const conf *c);

/* Reads the password_file or runs the password_command of each server
 * whose url is set: only commands that talk to the servers call it, so
 * `status` or `view` never run a secret's command. ES_ECONFIG (ES_EPERM
 * for a file the user may not read). */
int conf_secrets(conf *c, es_err *e);

#endif
