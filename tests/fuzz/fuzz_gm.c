/* libFuzzer target for the game master's mail (adjudicator/play/play_gm.c):
 * the input is the text after the master's envelope (PARTIDA, DIRECTOR,
 * CLAVE), one command a line, as handle.c passes it once the master's
 * password is right. Against a real three-seat game created once in a
 * temporary data root and opened afresh for every input, play_gm checks
 * every line before it applies any: a refusal names a line of the mail (or
 * the mail as a whole) with a reason that renders, and leaves the game as
 * it was; an accepted mail leaves a sane status. Nothing is committed or
 * sent: the game is freed with its batch unmade. The set-up commits two
 * master's mails once (a co-master, a batch to go back to), so that
 * TRASPASAR and VOLVER are accepted too; the master's password is the
 * data root's, so CAMBIAR CLAVE is. */
#include <sodium.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/when.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "adjudicator/play/play.h"
#include "games/game.h"
#include "tests/fuzz/fuzz.h"

#define GAME "gm.1"

static conf c;
static int ready;
static const char master_pw[] = "clave-del-director";

static int master_mail(const char *data, size_t size, int commit);

static void setup(void)
{
	fz_dataroot("gm", "pictures = off\n", &c);
	es_err e;
	const char *names[] = { "ana", "berta", "carla" };
	const char *emails[] = { "ana@x.test", "berta@x.test", "carla@x.test" };
	const char *pws[] = { "pa", "pb", "pc" };
	const char *langs[] = { NULL, "en", NULL };
	const char *opts[] = { "master_address=gm@x.test" };
	play_new req = { .kind = "reconquista", .name = GAME, .seed_hex = "00112233445566778899aabbccddeeff",
		.nplayers = 3, .names = names, .emails = emails, .passwords = pws, .langs = langs, .opts = opts,
		.nopts = 1 };
	if (play_create(&c, &req, &e) != ES_OK)
		fz_fail("fuzz_gm: cannot create the game: %s\n", e.msg);
	/* The master's password is the data root's, so that CAMBIAR CLAVE
	 * knows whose it is. */
	FZ_ASSERT(crypto_pwhash_str(c.master_hash, master_pw, strlen(master_pw), c.pw_ops, c.pw_mem) == 0);
	/* Two batches committed (a co-master, a longer deadline), so that
	 * TRASPASAR and VOLVER have something to act on. */
	static const char *const setup_mail[] = { "CODIRECTOR co@x.test", "PRORROGAR 24h" };
	for (size_t i = 0; i < sizeof setup_mail / sizeof *setup_mail; i++)
		if (master_mail(setup_mail[i], strlen(setup_mail[i]), 1))
			fz_fail("fuzz_gm: the set-up mail '%s' was refused\n", setup_mail[i]);
	ready = 1;
}

/* The master's mail (text: the lines after the envelope) read and
 * applied to the game opened afresh; committed only when `commit` (the
 * set-up). Returns play_gm's answer. */
static int master_mail(const char *data, size_t size, int commit)
{
	char *text = fz_str((const uint8_t *)data, size);
	/* The lines as the envelope gives them: cut at new lines, numbered. */
	size_t cap = 1;
	for (const char *s = text; *s; s++)
		cap += *s == '\n';
	const char **line = calloc(cap, sizeof *line);
	int *lineno = calloc(cap, sizeof *lineno);
	FZ_ASSERT(line && lineno);
	size_t n = 0;
	for (char *s = text; *s && n < cap;) {
		char *nl = strchr(s, '\n');
		if (nl)
			*nl = '\0';
		if (nl && nl > s && nl[-1] == '\r')
			nl[-1] = '\0';
		if (*s) {
			line[n] = s;
			lineno[n] = (int)n + 4;
			n++;
		}
		if (!nl)
			break;
		s = nl + 1;
	}
	game_lines gl = { line, lineno, n };
	static const char *const secrets[] = { master_pw, NULL };
	play_mail m = { data, size, "<fuzz-gm@x.test>", NULL, NULL, &gl, secrets, 0 };

	play *p;
	es_err e;
	if (play_open(&p, &c, GAME, &e) != ES_OK)
		fz_fail("fuzz_gm: cannot open the game: %s\n", e.msg);
	game_status before, after;
	play_status(p, &before);
	game_reject rej;
	int rc = play_gm(p, "gm@x.test", &m, &rej);
	play_status(p, &after);
	if (rc) {
		/* Refused whole: a reason, for one of its lines or the mail. */
		FZ_ASSERT(rej.index <= n || rej.index == (size_t)-1);
		fz_reply_ok(rej.why);
		FZ_ASSERT(after.step == before.step && after.over == before.over && after.waiting == before.waiting);
	} else {
		FZ_ASSERT(n > 0);
		FZ_ASSERT(after.phase && after.phase[0]);
		FZ_ASSERT((after.waiting & ~GAME_ALL) == 0 && (!after.over || after.waiting == 0));
		if (commit && play_commit(p, when_now(), &e))
			fz_fail("fuzz_gm: cannot commit the set-up: %s\n", e.msg);
	}
	play_free(p);
	free(line);
	free(lineno);
	free(text);
	return rc;
}

FZ_SETUP_FIRST(setup)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!ready)
		setup();
	master_mail((const char *)data, size, 0);
	return 0;
}
