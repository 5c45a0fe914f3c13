/* estafeta: the command line. Exit codes follow sysexits(3) and say the
 * cause, so a scheduler can tell "try again" from "someone must look":
 * 64 usage, 65 bad data, 69 no such game, 70 internal or a game stuck,
 * 71 the clock, 74 the disk, 75 temporary (lock held, a server down or
 * slow, a 4xx), 77 permission or credentials refused, 78 configuration. */
#include "adjudicator/run/batch.h"
#include "adjudicator/run/batch_failing.h"
#include "adjudicator/run/campaign.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/run/gamelist.h"
#include "adjudicator/run/health.h"
#include "adjudicator/play/json_view.h"
#include "adjudicator/run/selftest.h"
#include "adjudicator/run/shard.h"
#include "adjudicator/play/play.h"
#include "adjudicator/run/publish.h"
#include "adjudicator/cli/version.h"
#include "adjudicator/run/watch.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "games/game.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <pwd.h>
#include <time.h>
#include <unistd.h>

#define EX_USAGE 64
#define EX_DATAERR 65
#define EX_UNAVAILABLE 69
#define EX_SOFTWARE 70
#define EX_OSERR 71
#define EX_IOERR 74
#define EX_TEMPFAIL 75
#define EX_NOPERM 77
#define EX_CONFIG 78

/* The usage text, in two parts around the list of kinds, which comes from
 * the registry (game_all) so that a new game is never left out. */
static const char usage_head[] =
	"usage: estafeta [-C DATAROOT] [--now ISO-8601] COMMAND ...\n"
	"\n"
	"Commands:\n"
	"  new KIND GAME [--seed HEX [--insecure-seed]] [--player NAME:EMAIL[:PASSWORD[:LANG[:ZONE]]]]... [--set KEY=VALUE]...\n"
	"        create a game and mail every player a welcome (password, rules, syntax,\n"
	"        seed commitment, first view). KIND: ";
static const char usage_tail[] =
	".\n"
	"        Core options: deadline_hours=N (72; kratos 48), reminder_hours=N (24), press=public|all|none (all),\n"
	"        master=PASSWORD (the game master's), vacation=stretch|none; others go to the game.\n"
	"  run [--timings]   one batch: read the inbox, adjudicate, commit, mail. Safe from cron (lock).\n"
	"        --timings adds the seconds spent in IMAP, parsing, rules, git, SMTP, the mirror and the\n"
	"        disk barrier.\n"
	"  watch [--interval S] [--timings]   run the batch of run as soon as mail lands in the inbox (inotify on\n"
	"        its Maildir, IMAP IDLE), at the next deadline or reminder, and at least every S seconds\n"
	"        (60); the same lock as run; SIGTERM ends it between batches\n"
	"  view GAME [PLAYER] [--json | --png FILE]   the public view, or PLAYER's private view, as\n"
	"        last mailed; --json: the same facts as JSON, from the current state (schema:\n"
	"        docs/json/); --png: the board picture of that view, written to FILE\n"
	"  status GAME          machine-readable: kind, phase, turn, waiting, deadline, winner\n"
	"  verify GAME          replay from the seed and recorded orders; exit 0 if every commit matches\n"
	"  list                 every game: kind, turn, phase, who is awaited, deadline or paused, failing\n"
	"  rollback GAME N      the state after batch N comes back as a new commit; every player is told;\n"
	"        a finished game comes back with a new secret seed, its commitment mailed to every player\n"
	"  publish GAME DIR     a static web site of the game: index.html (public view, options, turns,\n"
	"        the result and the seed once over) and one page per batch; nothing any player may not see\n"
	"  publish GAME --repo DIR   a git copy safe to publish: public files while the game runs;\n"
	"        once over all verify needs, never password hashes, key, mail or addresses\n"
	"  campaign DIR         one public page for every game of the data root: each game's state (as LISTA\n"
	"        tells it), the open sign-ups, and standings by player: games, wins, draws, out, answers in\n"
	"        time, defaults applied, average answer time; names only, never addresses\n"
	"  campaign DIR --master ADDRESS   the same for the games ADDRESS runs (master or co-master)\n"
	"  help orders KIND     order syntax of a game\n"
	"  bot GAME PLAYER [--seed HEX]   print legal orders for PLAYER (demos, tests)\n"
	"  master-password      read a password on stdin; it becomes the game master's of every game\n"
	"  selftest [--wait S]  send a mail over the configured SMTP to a tagged judge address and\n"
	"        read it back over IMAP (S seconds at most, 60): is the mail server set up for the judge?\n"
	"  clock accept [--keep-deadlines]   after a clock jump that runs refuse (exit 71): take the\n"
	"        clock as right; running deadlines move by the jump (none fires, none shrinks) unless\n"
	"        --keep-deadlines\n"
	"  health               is the judge working? last batch, mail queued and waiting, late and\n"
	"        set-aside games, repeated failures; exit 1 when something needs the operator\n"
	"  shard list [N]       this data root's games and sign-ups as shard map lines \"GAME N\"\n"
	"        (N: [shard] number, 1)\n"
	"  shard sieve [--folder-prefix P] MAP...   the Sieve script that files each mail into the IMAP\n"
	"        folder of its game's shard (P N; shard 1: INBOX), from shard maps (\"-\": stdin)\n"
	"  version              the release, the commit it was built from, the repository format it\n"
	"                       writes and its views' wording\n"
	"\n"
	"Global options:\n"
	"  -C DATAROOT      data folder (default $ESTAFETA_DATA, else ./estafeta-data): inbox/, outbox/, games/\n"
	"  --now ISO-8601   use this time instead of the clock (deadlines, Date headers, commits)\n"
	"  --help           this text\n"
	"  --version        same as the command version\n"
	"\n"
	"Exit codes: 0 ok, 64 usage, 65 bad input, 69 no such game, 70 a game keeps failing (someone\n"
	"must look: see status), 71 the clock is wrong, 74 the disk (full, read-only, I/O error),\n"
	"75 try again later (lock held, a server down or slow), 77 permission or password refused,\n"
	"78 configuration (a key, URL, cafile, TLS).\n";

static void usage(FILE *f)
{
	fputs(usage_head, f);
	for (const game_kind *const *k = game_all(); *k; k++)
		fprintf(f, "%s%s", k == game_all() ? "" : ", ", (*k)->kind);
	fputs(usage_tail, f);
}

/* The release and the commit built from; what a game repository made by
 * this binary says in meta/game.txt (format N, text N, rules N): an
 * operator comparing releases needs them. */
static int version(void)
{
	printf("estafeta %s\ncommit %s\nrepository format %d (reads 1 to %d)\nview wording edition %d\nrules edition %d "
	       "(plays 1 to %d)\n",
		ES_VERSION, es_commit, PLAY_FORMAT, PLAY_FORMAT, PLAY_TEXT_EDITION, GAME_RULES_EDITION, GAME_RULES_EDITION);
	return 0;
}

static int exit_for(int code)
{
	switch (code) {
	case ES_OK:
		return 0;
	case ES_ENOTFOUND:
		return EX_UNAVAILABLE;
	case ES_ESYNTAX:
	case ES_EILLEGAL:
	case ES_ETOOBIG:
		return EX_DATAERR;
	case ES_EIO:
	case ES_ELOCKED:
		return EX_TEMPFAIL;
	case ES_ECLOCK:
		return EX_OSERR;
	case ES_EDISK:
		return EX_IOERR;
	case ES_EAUTH:
	case ES_EPERM:
		return EX_NOPERM;
	case ES_ECONFIG:
		return EX_CONFIG;
	default: /* ES_EBROKEN too: a damaged game is the software's to report */
		return EX_SOFTWARE;
	}
}

static int fail(const es_err *e)
{
	fprintf(stderr, "estafeta: %s\n", e->msg);
	return exit_for(e->code);
}

static int cmd_new(const conf *c, int argc, char **argv)
{
	if (argc < 2) {
		fputs("estafeta new: expected KIND GAME\n", stderr);
		return EX_USAGE;
	}
	play_new req = { 0 };
	req.kind = argv[0];
	req.name = argv[1];
	const char *names[GAME_MAX_PLAYERS], *emails[GAME_MAX_PLAYERS], *pws[GAME_MAX_PLAYERS], *langs[GAME_MAX_PLAYERS],
		*zones[GAME_MAX_PLAYERS];
	const char **opts = calloc((size_t)argc, sizeof *opts);
	size_t np = 0, no = 0;
	int rc = 0;
	for (int i = 2; i < argc && !rc; i++) {
		if (!strcmp(argv[i], "--insecure-seed")) {
			req.insecure_seed = 1;
		} else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
			req.seed_hex = argv[++i];
		} else if (!strcmp(argv[i], "--set") && i + 1 < argc) {
			opts[no++] = argv[++i];
		} else if (!strcmp(argv[i], "--player") && i + 1 < argc) {
			if (np == GAME_MAX_PLAYERS) {
				fprintf(stderr, "estafeta new: at most %d players\n", GAME_MAX_PLAYERS);
				rc = EX_USAGE;
				break;
			}
			char *spec = argv[++i];
			char *f[5] = { spec, NULL, NULL, NULL, NULL };
			for (int k = 1; k < 5; k++) {
				char *colon = f[k - 1] ? strchr(f[k - 1], ':') : NULL;
				if (colon) {
					*colon = '\0';
					f[k] = colon + 1;
				}
			}
			if (!f[1] || !*f[0] || !*f[1]) {
				fprintf(stderr, "estafeta new: --player wants NAME:EMAIL[:PASSWORD[:LANG[:ZONE]]], not '%s'\n", spec);
				rc = EX_USAGE;
				break;
			}
			names[np] = f[0];
			emails[np] = f[1];
			pws[np] = f[2];
			langs[np] = f[3] && *f[3] ? f[3] : NULL;
			zones[np] = f[4] && *f[4] ? f[4] : NULL;
			np++;
		} else {
			fprintf(stderr, "estafeta new: unexpected '%s'\n", argv[i]);
			rc = EX_USAGE;
		}
	}
	if (!rc) {
		req.nplayers = np;
		req.names = names;
		req.emails = emails;
		req.passwords = pws;
		req.langs = langs;
		req.zones = zones;
		req.opts = opts;
		req.nopts = no;
		es_err e = { 0 };
		int fd;
		if (batch_lock(c, &fd, &e)) {
			rc = fail(&e);
		} else {
			if (play_create(c, &req, &e))
				rc = fail(&e);
			else
				printf("game %s created (%s, %zu players); %s\n", req.name, req.kind, np,
					c->smtp.url[0] ? "the welcome mails are queued and leave at the next run"
							: "the welcome mails are in the outbox");
			if (!rc)
				shard_check_new(c, req.name, stderr);
			close(fd);
		}
	}
	free(opts);
	return rc;
}

static double mono_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int cmd_run(const conf *c, int argc, char **argv)
{
	int timings = argc == 1 && !strcmp(argv[0], "--timings");
	if (argc && !timings) {
		fputs("estafeta run: the only option is --timings\n", stderr);
		return EX_USAGE;
	}
	batch_report r;
	es_err e = { 0 };
	/* Only now are server passwords read (password_file, password_command). */
	if (conf_secrets((conf *)c, &e))
		return fail(&e);
	double t0 = mono_now();
	int rc = batch_run(c, &r, &e);
	double total = mono_now() - t0;
	batch_print(stdout, &r, rc, timings);
	if (timings && r.ran)
		batch_print_timings(stdout, &r, total);
	return rc ? fail(&e) : 0;
}

static int cmd_watch(conf *c, int argc, char **argv, char **all)
{
	watch_opts o = { 60, 500, 0, all };
	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--interval") && i + 1 < argc && strtol(argv[i + 1], NULL, 10) > 0) {
			o.interval_s = (int)strtol(argv[++i], NULL, 10);
		} else if (!strcmp(argv[i], "--timings")) {
			o.timings = 1;
		} else {
			fputs("estafeta watch: the options are --interval SECONDS and --timings\n", stderr);
			return EX_USAGE;
		}
	}
	es_err e = { 0 };
	if (conf_secrets(c, &e) || watch_run(c, &o, &e))
		return fail(&e);
	return 0;
}

static int open_game(const conf *c, const char *name, play **p)
{
	es_err e = { 0 };
	if (play_open(p, c, name, &e))
		return fail(&e);
	return 0;
}

/* The picture of the seat (-1: public) written to path. */
static int write_picture(const play *p, int seat, const char *path)
{
	sbuf png = SBUF_INIT;
	es_err e = { 0 };
	int rc = play_picture(p, seat, &png, &e);
	if (rc < 0) {
		rc = fail(&e);
	} else if (rc == 0) {
		fprintf(stderr, "estafeta: games of kind %s have no picture\n", play_kind(p)->kind);
		rc = EX_UNAVAILABLE;
	} else {
		/* Any path (a pipe, /dev/stdout): written in place, closed once. */
		FILE *f = fopen(path, "wb");
		int bad = !f || fwrite(png.s, 1, png.len, f) != png.len;
		if (f && fclose(f))
			bad = 1;
		rc = 0;
		if (bad) {
			fprintf(stderr, "estafeta: cannot write %s\n", path);
			rc = EX_IOERR;
		}
	}
	sbuf_free(&png);
	return rc;
}

static int cmd_view(const conf *c, int argc, char **argv)
{
	/* --json anywhere after the command: the JSON view of the current
	 * state (adjudicator/play/json_view.h) instead of the text as last mailed;
	 * --png FILE: the board picture of the current state. */
	int json = 0, k = 0;
	const char *png = NULL;
	for (int i = 0; i < argc; i++)
		if (!strcmp(argv[i], "--json"))
			json = 1;
		else if (!strcmp(argv[i], "--png") && i + 1 < argc)
			png = argv[++i];
		else
			argv[k++] = argv[i];
	argc = k;
	if (argc < 1 || argc > 2 || (json && png)) {
		fputs("estafeta view: expected GAME [PLAYER] [--json | --png FILE]\n", stderr);
		return EX_USAGE;
	}
	play *p;
	int rc = open_game(c, argv[0], &p);
	if (rc)
		return rc;
	int seat = -1;
	if (argc == 2 && (seat = play_find_player(p, argv[1])) < 0) {
		fprintf(stderr, "estafeta: game %s has no player '%s'\n", argv[0], argv[1]);
		play_free(p);
		return EX_UNAVAILABLE;
	}
	if (png) {
		rc = write_picture(p, seat, png);
		play_free(p);
		return rc;
	}
	es_err e = { 0 };
	if (json) {
		sbuf b = SBUF_INIT;
		if (json_view_play(p, seat, &b, &e))
			rc = fail(&e);
		else
			fputs(sbuf_str(&b), stdout);
		sbuf_free(&b);
		play_free(p);
		return rc;
	}
	char *text;
	if (play_view_text(p, seat, &text, &e)) {
		rc = fail(&e);
	} else {
		fputs(text, stdout);
		if (*text && text[strlen(text) - 1] != '\n')
			putchar('\n');
		free(text);
	}
	play_free(p);
	return rc;
}

static void names_of(const play *p, uint32_t mask)
{
	for (int s = 0; s < play_nplayers(p); s++)
		if (mask & GAME_SEAT(s))
			printf(" %s", play_player_name(p, s));
}

/* "LABEL name..." for the seats where `is` holds; nothing when none. */
static void seats_line(const play *p, const char *label, int (*is)(const play *, int))
{
	uint32_t m = 0;
	for (int s = 0; s < play_nplayers(p); s++)
		if (is(p, s))
			m |= GAME_SEAT(s);
	if (!m)
		return;
	printf("%s", label);
	names_of(p, m);
	putchar('\n');
}

/* A game in formation: what status says of a game, in the same form. */
static void forming_status(const forming_facts *f)
{
	printf("kind %s\nphase signup\nseats %d\njoined%s%s\n", f->kind, f->seats, f->joined[0] ? " " : "", f->joined);
	if (f->cancelled)
		printf("cancelled yes\n");
	else if (f->started)
		printf("started yes\n");
	else
		printf("open %d\n", f->seats - f->taken);
}

static int game_exists(const conf *c, const char *name)
{
	char dir[1200];
	struct stat st;
	snprintf(dir, sizeof dir, "%s/games/%s", c->dataroot, name);
	return !lstat(dir, &st);
}

static int cmd_status(const conf *c, int argc, char **argv)
{
	if (argc != 1) {
		fputs("estafeta status: expected GAME\n", stderr);
		return EX_USAGE;
	}
	forming_facts ff;
	es_err fe = { 0 };
	if (!game_exists(c, argv[0]) && !gamelist_forming(c, argv[0], &ff, &fe)) {
		forming_status(&ff);
		return 0;
	}
	play *p;
	int rc = open_game(c, argv[0], &p);
	if (rc) {
		char why[600];
		int nf = batch_failing(c, argv[0], why, sizeof why);
		if (nf)
			printf("failing %d %s\n", nf, why);
	}
	if (rc)
		return rc;
	game_status st;
	play_status(p, &st);
	printf("kind %s\nphase %s\nturn %u\n", play_kind(p)->kind, st.phase, st.turn);
	printf("waiting");
	names_of(p, st.waiting);
	putchar('\n');
	if (play_paused(p))
		printf("paused yes\n");
	char why[600];
	int nf = batch_failing(c, argv[0], why, sizeof why);
	if (nf)
		printf("failing %d %s\n", nf, why);
	seats_line(p, "expelled", play_expelled);
	seats_line(p, "robot", play_bot_seat);
	if (play_deadline(p)) {
		char iso[32];
		when_iso(play_deadline(p), iso);
		printf("deadline %s\n", iso);
	}
	if (st.over) {
		printf("winner");
		names_of(p, st.winners);
		putchar('\n');
	}
	play_free(p);
	return 0;
}

/* Reads the master password from stdin and writes its Argon2id hash into
 * DATAROOT/estafeta.conf ([judge] master_password_hash), replacing an
 * older one; the rest of the file is kept as it is. */
static int cmd_master_password(const conf *c)
{
	char pw[256];
	if (!fgets(pw, sizeof pw, stdin)) {
		fputs("estafeta master-password: expected the password on standard input\n", stderr);
		return EX_USAGE;
	}
	pw[strcspn(pw, "\r\n")] = '\0';
	if (strlen(pw) < PLAY_MASTER_MIN) {
		fprintf(stderr, "estafeta master-password: at least %d characters\n", PLAY_MASTER_MIN);
		return EX_DATAERR;
	}
	char hash[crypto_pwhash_STRBYTES];
	if (crypto_pwhash_str(hash, pw, strlen(pw), c->pw_ops, c->pw_mem)) {
		fputs("estafeta master-password: out of memory\n", stderr);
		return EX_SOFTWARE;
	}
	sodium_memzero(pw, sizeof pw);
	char path[1100], tmp[1200];
	snprintf(path, sizeof path, "%s/estafeta.conf", c->dataroot);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	sbuf out = SBUF_INIT;
	FILE *f = fopen(path, "r");
	int done = 0;
	char line[2048];
	while (f && fgets(line, sizeof line, f)) {
		const char *q = line + strspn(line, " \t");
		if (!strncmp(q, "master_password_hash", 20))
			continue;
		sbuf_puts(&out, line);
		if (!done && !strncmp(q, "[judge]", 7)) {
			if (out.s[out.len - 1] != '\n')
				sbuf_putc(&out, '\n');
			sbuf_printf(&out, "master_password_hash = %s\n", hash);
			done = 1;
		}
	}
	if (f)
		fclose(f);
	if (!done)
		sbuf_printf(&out, "%s[judge]\nmaster_password_hash = %s\n", out.len && out.s[out.len - 1] != '\n' ? "\n" : "",
			hash);
	mkdir(c->dataroot, 0700);
	/* The file holds secrets: it keeps its mode (0600 when new) and, when
	 * root writes it, its owner (else the service user could no longer
	 * read it): the old file's, or the data root's. */
	struct stat old;
	int had = !stat(path, &old);
	mode_t mode = had ? old.st_mode & 07777 : 0600;
	if (!had && stat(c->dataroot, &old))
		old.st_uid = geteuid(), old.st_gid = getegid();
	int wfd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	FILE *w = wfd >= 0 ? fdopen(wfd, "w") : NULL;
	int ok = w && !fchmod(wfd, mode) && (geteuid() || !fchown(wfd, old.st_uid, old.st_gid)) &&
		 fwrite(out.s, 1, out.len, w) == out.len;
	if (w && fclose(w))
		ok = 0;
	sbuf_free(&out);
	if (!ok || rename(tmp, path)) {
		int err = errno;
		fprintf(stderr, "estafeta master-password: cannot write %s: %s\n", path, strerror(err));
		return exit_for(es_errno_code(err));
	}
	printf("master password set in %s\n", path);
	return 0;
}

/* The game back to its state after batch N, as a new commit under the data
 * root's lock; every player is told. */
static int cmd_rollback(const conf *c, int argc, char **argv)
{
	unsigned long n;
	char *end;
	if (argc != 2 || !(n = strtoul(argv[1], &end, 10)) || *end) {
		fputs("estafeta rollback: expected GAME BATCH (the \"lote N\" of a commit line)\n", stderr);
		return EX_USAGE;
	}
	es_err e = { 0 };
	int fd, rc = 0;
	if (batch_lock(c, &fd, &e))
		return fail(&e);
	play *p;
	if (play_open(&p, c, argv[0], &e) || play_rollback(p, n, &e) || play_commit(p, when_now(), &e))
		rc = fail(&e);
	else
		printf("game %s is back at its state after batch %lu (a new commit); every player is told\n", argv[0], n);
	if (p)
		play_free(p);
	close(fd);
	return rc;
}

/* `clock accept [--keep-deadlines]`: the operator says the clock is right
 * after a jump that runs refuse (clock_jump_hours, or a clock before the
 * last batch). The running deadlines move by the jump, so that it neither
 * fires a default nor takes time from a player (--keep-deadlines: they
 * stay, and those passed fire at the next run); then the clock is taken
 * as the last batch's. */
static int cmd_clock(const conf *c, int argc, char **argv)
{
	int keep = argc == 2 && !strcmp(argv[1], "--keep-deadlines");
	if (!argc || strcmp(argv[0], "accept") || (argc == 2 && !keep) || argc > 2) {
		fputs("usage: estafeta clock accept [--keep-deadlines]\n", stderr);
		return EX_USAGE;
	}
	es_err e = { 0 };
	int fd;
	if (batch_lock(c, &fd, &e))
		return fail(&e);
	int64_t now = when_now(), last = batch_last_run(c), jump = last ? now - last : 0;
	size_t n;
	char **names = keep || !jump ? NULL : gamelist_names(c, &n);
	int moved = 0, rc = 0;
	for (size_t i = 0; names && i < n; i++) {
		play *p = NULL;
		int shifted = 0;
		if (play_open(&p, c, names[i], &e) || ((shifted = play_shift_deadline(p, jump)) && play_commit(p, now, &e))) {
			fprintf(stderr, "estafeta: game %s: %s\n", names[i], e.msg);
			rc = exit_for(e.code);
		} else {
			moved += shifted;
		}
		if (p)
			play_free(p);
	}
	if (names)
		gamelist_free(names, n);
	batch_mark_run(c);
	close(fd);
	char a[32], l[32];
	when_iso(now, a);
	when_iso(last, l);
	printf("clock accepted at %s (last batch %s, a jump of %+lld min); %d running deadline%s moved by the jump\n", a,
		last ? l : "none", (long long)(jump / 60), moved, moved == 1 ? "" : "s");
	return rc;
}

/* Every game of the data root, one a line: what an operator looks at. */
static int cmd_list(const conf *c)
{
	size_t n;
	char **names = gamelist_names(c, &n);
	for (size_t i = 0; i < n; i++) {
		game_facts f;
		es_err e = { 0 };
		char why[600];
		int nf = batch_failing(c, names[i], why, sizeof why);
		if (gamelist_facts(c, names[i], &f, &e)) {
			printf("%s unreadable: %s\n", names[i], e.msg);
		} else {
			printf("%s %s turn %u phase %s", names[i], f.kind, f.turn, f.phase);
			if (f.over) {
				printf(" over");
			} else {
				printf(" waiting%s%s", f.waiting[0] ? " " : "", f.waiting);
				char iso[32];
				if (f.paused) {
					printf(" paused");
				} else if (f.deadline) {
					when_iso(f.deadline, iso);
					printf(" deadline %s", iso);
				}
			}
			if (f.bots[0])
				printf(" robot %s", f.bots);
			putchar('\n');
		}
		if (nf)
			printf("%s failing %d %s\n", names[i], nf, why);
	}
	gamelist_free(names, n);
	/* Sign-ups still open, or cancelled; a started one is a game above. */
	names = gamelist_forming_names(c, &n);
	for (size_t i = 0; i < n; i++) {
		forming_facts f;
		es_err e = { 0 };
		if (gamelist_forming(c, names[i], &f, &e))
			printf("%s unreadable: %s\n", names[i], e.msg);
		else if (f.cancelled)
			printf("%s %s signup cancelled\n", names[i], f.kind);
		else if (!f.started)
			printf("%s %s signup seats %d/%d joined%s%s\n", names[i], f.kind, f.taken, f.seats,
				f.joined[0] ? " " : "", f.joined);
	}
	gamelist_free(names, n);
	return 0;
}

/* shard list N / shard sieve [--folder-prefix P] MAP...: the shard map
 * and the mail server's Sieve script (shard.h). c is NULL for sieve. */
static int cmd_shard(const conf *c, int argc, char **argv)
{
	es_err e = { 0 };
	sbuf out = SBUF_INIT;
	int rc = 0;
	if (c && (argc == 1 || argc == 2) && !strcmp(argv[0], "list")) {
		char *end = "";
		long n = argc == 2 ? strtol(argv[1], &end, 10) : c->shard;
		if (*end || n < 1 || n > SHARD_MAX) {
			fprintf(stderr, "estafeta shard list: N is a shard number, 1 to %d\n", SHARD_MAX);
			return EX_USAGE;
		}
		shard_list(c, (int)n, &out);
	} else if (!c && argc >= 2 && !strcmp(argv[0], "sieve") && (strcmp(argv[1], "--folder-prefix") || argc >= 4)) {
		int i = strcmp(argv[1], "--folder-prefix") ? 1 : 3;
		const char *prefix = i == 3 ? argv[2] : "INBOX/shard-";
		shard_map m = { 0 };
		for (; i < argc && !rc; i++)
			rc = shard_map_load(&m, argv[i], &e);
		if (!rc)
			rc = shard_sieve(&m, prefix, &out, &e);
		shard_map_free(&m);
	} else {
		fputs("usage: estafeta shard list [N] | estafeta shard sieve [--folder-prefix PREFIX] MAP...\n", stderr);
		return EX_USAGE;
	}
	if (rc) {
		sbuf_free(&out);
		return fail(&e);
	}
	fwrite(sbuf_str(&out), 1, out.len, stdout);
	sbuf_free(&out);
	return fflush(stdout) ? EX_IOERR : 0;
}

static int cmd_verify(const conf *c, int argc, char **argv)
{
	if (argc != 1) {
		fputs("estafeta verify: expected GAME\n", stderr);
		return EX_USAGE;
	}
	sbuf out = SBUF_INIT;
	es_err e = { 0 };
	int rc = play_verify(c, argv[0], &out, &e);
	fputs(sbuf_str(&out), stdout);
	sbuf_free(&out);
	return rc ? fail(&e) : 0;
}

static int cmd_publish(const conf *c, int argc, char **argv)
{
	int repo = argc == 3 && !strcmp(argv[1], "--repo");
	if (!repo && argc != 2) {
		fputs("estafeta publish: expected GAME DIR or GAME --repo DIR\n", stderr);
		return EX_USAGE;
	}
	es_err e = { 0 };
	int n;
	/* The copy is meant to be read by anyone. */
	umask(022);
	if (!repo) {
		if (publish_site(c, argv[0], argv[1], NULL, 0, &e))
			return fail(&e);
		printf("published %s to %s/index.html\n", argv[0], argv[1]);
		return 0;
	}
	int rc = publish_game(c, argv[0], argv[2], &n, &e);
	if (rc)
		return fail(&e);
	printf("%d commits published to %s\n", n, argv[2]);
	return 0;
}

static int cmd_campaign(const conf *c, int argc, char **argv)
{
	const char *master = argc == 3 && !strcmp(argv[1], "--master") ? argv[2] : NULL;
	if (argc != 1 && !master) {
		fputs("estafeta campaign: expected DIR [--master ADDRESS]\n", stderr);
		return EX_USAGE;
	}
	es_err e = { 0 };
	umask(022); /* a page meant to be read by anyone */
	if (campaign_site(c, argv[0], master, &e))
		return fail(&e);
	printf("campaign page written to %s/index.html\n", argv[0]);
	return 0;
}

static int cmd_help(int argc, char **argv)
{
	if (argc >= 2 && !strcmp(argv[0], "orders")) {
		const game_kind *k = game_find(argv[1]);
		if (!k) {
			fprintf(stderr, "estafeta: unknown game kind '%s'\n", argv[1]);
			return EX_USAGE;
		}
		const char *lang = argc >= 3 ? argv[2] : "es";
		sbuf b = SBUF_INIT;
		k->help(lang, &b);
		play_core_help(lang, &b);
		fputs(sbuf_str(&b), stdout);
		putchar('\n');
		sbuf_free(&b);
		return 0;
	}
	usage(stdout);
	fputs("\nGame kinds:", stdout);
	for (const game_kind *const *k = game_all(); *k; k++)
		printf(" %s", (*k)->kind);
	putchar('\n');
	return 0;
}

static int cmd_bot(const conf *c, int argc, char **argv)
{
	if (argc < 2) {
		fputs("estafeta bot: expected GAME PLAYER [--seed HEX]\n", stderr);
		return EX_USAGE;
	}
	const char *seed = argc >= 4 && !strcmp(argv[2], "--seed") ? argv[3] : "b0";
	play *p;
	int rc = open_game(c, argv[0], &p);
	if (rc)
		return rc;
	int seat = play_find_player(p, argv[1]);
	if (seat < 0) {
		fprintf(stderr, "estafeta: game %s has no player '%s'\n", argv[0], argv[1]);
		play_free(p);
		return EX_UNAVAILABLE;
	}
	rc = play_bot(p, seat, seed, stdout);
	play_free(p);
	return rc;
}

static int cmd_health(const conf *c, int argc)
{
	if (argc) {
		fputs("estafeta health: no arguments\n", stderr);
		return EX_USAGE;
	}
	return health_check(c, stdout) ? 1 : 0;
}

static int cmd_selftest(conf *c, int argc, char **argv)
{
	int wait_s = 60;
	if (argc == 2 && !strcmp(argv[0], "--wait") && strtol(argv[1], NULL, 10) > 0)
		wait_s = (int)strtol(argv[1], NULL, 10);
	else if (argc) {
		fputs("usage: estafeta selftest [--wait SECONDS]\n", stderr);
		return EX_USAGE;
	}
	es_err e = { 0 };
	if (selftest_run(c, wait_s, stdout, &e))
		return fail(&e);
	return 0;
}

/* Files made by another user than the data root's owner become unreadable
 * to the service (umask 077): said once, on stderr, and the command goes on. */
static void owner_warning(const char *root)
{
	struct stat st;
	if (stat(root, &st) || st.st_uid == geteuid())
		return;
	struct passwd *me = getpwuid(geteuid());
	char mine[64];
	snprintf(mine, sizeof mine, "%s", me ? me->pw_name : "?");
	struct passwd *own = getpwuid(st.st_uid);
	fprintf(stderr,
		"estafeta: warning: running as %s (uid %u), but %s belongs to %s (uid %u); run as that user "
		"(sudo -u %s estafeta ...)\n",
		mine, (unsigned)geteuid(), root, own ? own->pw_name : "?", (unsigned)st.st_uid,
		own ? own->pw_name : "its owner");
}

int main(int argc, char **argv)
{
	/* Seeds, keys, password hashes and mail with passwords live under the
	 * data root: nothing we create is readable by other local users. */
	umask(077);
	/* The same default data root as the cron wrapper's. */
	const char *root = getenv("ESTAFETA_DATA") && *getenv("ESTAFETA_DATA") ? getenv("ESTAFETA_DATA") : "estafeta-data";
	int i = 1;
	for (; i < argc; i++) {
		if (!strcmp(argv[i], "-C") && i + 1 < argc) {
			root = argv[++i];
		} else if (!strcmp(argv[i], "--now") && i + 1 < argc) {
			int64_t t;
			es_err e = { 0 };
			if (when_parse(argv[++i], &t, &e))
				return fail(&e) ? EX_USAGE : EX_USAGE;
			when_set_now(t);
		} else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			return 0;
		} else if (!strcmp(argv[i], "--version")) {
			return version();
		} else {
			break;
		}
	}
	if (i >= argc) {
		usage(stderr);
		return EX_USAGE;
	}
	const char *cmd = argv[i++];
	int rest = argc - i;
	char **rv = argv + i;
	if (!strcmp(cmd, "help"))
		return cmd_help(rest, rv);
	if (!strcmp(cmd, "version") && !rest)
		return version();
	if (!strcmp(cmd, "shard") && rest && !strcmp(rv[0], "sieve"))
		return cmd_shard(NULL, rest, rv); /* needs no data root */
	conf c;
	es_err e = { 0 };
	owner_warning(root);
	if (conf_load(&c, root, &e))
		return fail(&e);
	if (!strcmp(cmd, "new"))
		return cmd_new(&c, rest, rv);
	if (!strcmp(cmd, "run"))
		return cmd_run(&c, rest, rv);
	if (!strcmp(cmd, "watch"))
		return cmd_watch(&c, rest, rv, argv);
	if (!strcmp(cmd, "view"))
		return cmd_view(&c, rest, rv);
	if (!strcmp(cmd, "status"))
		return cmd_status(&c, rest, rv);
	if (!strcmp(cmd, "master-password"))
		return cmd_master_password(&c);
	if (!strcmp(cmd, "verify"))
		return cmd_verify(&c, rest, rv);
	if (!strcmp(cmd, "bot"))
		return cmd_bot(&c, rest, rv);
	if (!strcmp(cmd, "health"))
		return cmd_health(&c, rest);
	if (!strcmp(cmd, "selftest"))
		return cmd_selftest(&c, rest, rv);
	if (!strcmp(cmd, "publish"))
		return cmd_publish(&c, rest, rv);
	if (!strcmp(cmd, "campaign"))
		return cmd_campaign(&c, rest, rv);
	if (!strcmp(cmd, "rollback"))
		return cmd_rollback(&c, rest, rv);
	if (!strcmp(cmd, "clock"))
		return cmd_clock(&c, rest, rv);
	if (!strcmp(cmd, "list") && !rest)
		return cmd_list(&c);
	if (!strcmp(cmd, "shard"))
		return cmd_shard(&c, rest, rv);
	fprintf(stderr, "estafeta: unknown command '%s'\n", cmd);
	usage(stderr);
	return EX_USAGE;
}
