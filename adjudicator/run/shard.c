/* Shards: the shard map and the Sieve script made from it (shard.h). */
#include "adjudicator/run/shard.h"
#include "adjudicator/run/gamelist.h"
#include "adjudicator/play/play.h"
#include "adjudicator/play/signup.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int entry_cmp(const void *a, const void *b)
{
	const struct shard_entry *x = a, *y = b;
	int c = strcmp(x->game, y->game);
	return c ? c : x->shard - y->shard;
}

int shard_map_parse(shard_map *m, const char *text, const char *what, es_err *e)
{
	int lineno = 0;
	for (const char *l = text; *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) : strlen(l);
		char line[160], game[80], num[8], word[8], extra[2], *end;
		lineno++;
		if (n >= sizeof line)
			return es_fail(e, ES_ESYNTAX, "%s:%d: line too long", what, lineno);
		memcpy(line, l, n);
		line[n] = '\0';
		l = nl ? nl + 1 : l + n;
		char *s = line + strspn(line, " \t\r");
		if (!*s || *s == '#')
			continue;
		int k = sscanf(s, "%79s %7s %7s %1s", game, num, word, extra);
		if ((k != 2 && !(k == 3 && !strcmp(word, "over"))) || !play_name_ok(game))
			return es_fail(e, ES_ESYNTAX,
				"%s:%d: expected \"GAME N\" or \"GAME N over\" with a game name Estafeta accepts", what,
				lineno);
		long shard = strtol(num, &end, 10);
		if (*end || shard < 1 || shard > SHARD_MAX)
			return es_fail(e, ES_ESYNTAX, "%s:%d: shard %s: use 1 to %d", what, lineno, num, SHARD_MAX);
		if (m->n == m->cap) {
			m->cap = m->cap ? 2 * m->cap : 64;
			m->v = xrealloc(m->v, m->cap * sizeof *m->v);
		}
		m->v[m->n].game = xstrdup(game);
		m->v[m->n].over = k == 3;
		m->v[m->n++].shard = (int)shard;
	}
	/* Sorted, so that a game listed twice sits next to itself; listed
	 * twice on one shard it is one entry, over only if both say so. */
	if (m->n) /* qsort takes no NULL, even for no entries (an empty map) */
		qsort(m->v, m->n, sizeof *m->v, entry_cmp);
	size_t k = 0;
	for (size_t i = 0; i < m->n; i++) {
		if (k && !strcmp(m->v[k - 1].game, m->v[i].game)) {
			int other = m->v[k - 1].shard, this = m->v[i].shard;
			free(m->v[i].game);
			if (other != this) {
				for (size_t j = i + 1; j < m->n; j++)
					free(m->v[j].game);
				m->n = k;
				return es_fail(e, ES_ESYNTAX, "%s: game %s is on shard %d and on shard %d", what,
					m->v[k - 1].game, other, this);
			}
			m->v[k - 1].over &= m->v[i].over;
			continue;
		}
		m->v[k++] = m->v[i];
	}
	m->n = k;
	return ES_OK;
}

int shard_map_load(shard_map *m, const char *path, es_err *e)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
	if (!f)
		return es_fail(e, errno == ENOENT ? ES_ENOTFOUND : ES_EIO, "cannot read the shard map %s: %s", path,
			strerror(errno));
	sbuf b = SBUF_INIT;
	char buf[4096];
	size_t got;
	while ((got = fread(buf, 1, sizeof buf, f)) > 0)
		sbuf_add(&b, buf, got);
	int bad = ferror(f);
	if (f != stdin)
		fclose(f);
	int rc = bad ? es_fail(e, ES_EIO, "cannot read the shard map %s", path)
		     : shard_map_parse(m, sbuf_str(&b), path, e);
	sbuf_free(&b);
	return rc;
}

void shard_map_free(shard_map *m)
{
	for (size_t i = 0; i < m->n; i++)
		free(m->v[i].game);
	free(m->v);
	memset(m, 0, sizeof *m);
}

int shard_of(const shard_map *m, const char *game)
{
	size_t lo = 0, hi = m->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(m->v[mid].game, game);
		if (!c)
			return m->v[mid].shard;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

/* --- the Sieve script ------------------------------------------------------
 * Regular expressions are POSIX extended, matched without case (the
 * default comparator i;ascii-casemap), so PARTIDA, Partida and partida
 * all count, as they do for the judge. Game names hold only a-z 0-9 . _ -
 * (play_name_ok): a '.' is written [.], nothing else needs escaping, and
 * no pattern holds a '"' or a '\'.
 *
 * The body test sets no match variables, so a body rule lists the names
 * of a shard in its patterns; Pigeonhole compiles them for every mail
 * (tests/bench/shard.sh: some 30 ms a mail at 10,000 games). A cheap guard
 * with no name in it goes first, so only mail with such a line pays. The tag is taken apart
 * instead, and its game compared with plain strings. */

/* A line that starts (after blanks) with PARTIDA/GAME/JUEGO NAME (a colon
 * allowed) and holds nothing more: the judge's envelope line. Quoted lines
 * ("> PARTIDA x") do not start with a blank. */
#define RE_GAME_LINE "(^|[[:cntrl:]])[[:blank:]]*(partida|game|juego)([[:blank:]]+|[[:blank:]]*:[[:blank:]]*)"
static const char re_game_line[] = RE_GAME_LINE "(";
static const char re_game_line_end[] = ")[[:blank:]]*([[:cntrl:]]|$)";
static const char re_game_line_guard[] = RE_GAME_LINE "[[:alnum:]]";
/* The reply tag GAME.SEAT.MAC (play_reply_addr): ${1} is the game. */
static const char re_tag[] = "^(.+)[.][0-9]+[.][0-9a-f]+$";
/* Anywhere, as a word: the envelope line of an HTML-only mail (Pigeonhole
 * turns HTML into one line of text), UNIRSE NAME, CANCELAR PARTIDA NAME,
 * NUEVA PARTIDA KIND NAME, and the game master's QUITAR / APROBAR /
 * RECHAZAR / EMPEZAR NAME and FORZAR INICIO NAME of a sign-up (request.c). Only mail without a tag of the map gets this
 * far. */
#define RE_WORD_BEFORE "(^|[^[:alnum:]._-])"
static const char re_named[] = RE_WORD_BEFORE
	"((partida|game|juego)([[:space:]]+|[[:space:]]*:[[:space:]]*)|(unirse|unirme|join)[[:space:],;]+|"
	"(cancelar|cancel)[[:space:],;]+(partida|game)[[:space:],;]+|"
	"(quitar|remove|aprobar|approve|rechazar|refuse|empezar|start)[[:space:],;]+|"
	"(forzar|force)[[:space:],;]+(inicio|begin)[[:space:],;]+|"
	"(nueva|new)[[:space:],;]+(partida|game)[[:space:],;]+[^[:space:],;]+[[:space:],;]+)(";
static const char re_named_end[] = ")([^[:alnum:]._-]|$)";
static const char re_named_guard[] = RE_WORD_BEFORE
	"(partida|game|juego|unirse|unirme|join|quitar|remove|aprobar|approve|rechazar|refuse|empezar|start|forzar|force)"
	"([^[:alnum:]._-]|$)";

enum { NAMES_PER_KEY = 40 }; /* games in one regular expression */

/* The games of shard `shard` as a string list: each game as a Sieve
 * string when head is NULL, else as patterns head (NAMES) tail,
 * NAMES_PER_KEY games at a time. */
static void put_keys(const shard_map *m, int shard, const char *head, const char *tail, sbuf *out)
{
	size_t in_key = 0, keys = 0, per_key = head ? NAMES_PER_KEY : 1;
	sbuf_puts(out, "[");
	for (size_t i = 0; i < m->n; i++) {
		if (m->v[i].shard != shard)
			continue;
		if (in_key == per_key) {
			sbuf_printf(out, "%s\"", head ? tail : "");
			in_key = 0;
		}
		if (!in_key)
			sbuf_printf(out, "%s\n      \"%s", keys++ ? "," : "", head ? head : "");
		sbuf_puts(out, in_key++ ? "|" : "");
		for (const char *s = m->v[i].game; *s; s++)
			sbuf_puts(out, head && *s == '.' ? "[.]" : (char[]){ *s, 0 });
	}
	sbuf_printf(out, "%s\"]", head ? tail : "");
}

static void put_action(int shard, const char *folder, sbuf *out)
{
	if (shard == 1)
		sbuf_puts(out, " {\n    keep;\n    stop;\n  }\n");
	else
		sbuf_printf(out, " {\n    fileinto :create \"%s%d\";\n    stop;\n  }\n", folder, shard);
}

int shard_sieve(const shard_map *m, const char *prefix, sbuf *out, es_err *e)
{
	/* "${" would start a variable of the script. */
	if (!*prefix || strlen(prefix) > 200 || strstr(prefix, "${"))
		return es_fail(e, ES_ESYNTAX, "folder prefix: 1 to 200 characters without \"${\", such as INBOX/shard-");
	/* The prefix is the only text not ours: quoted as a Sieve string. */
	sbuf folder = SBUF_INIT;
	for (const unsigned char *s = (const unsigned char *)prefix; *s; s++) {
		if (*s < 0x20 || *s == 0x7f) {
			sbuf_free(&folder);
			return es_fail(e, ES_ESYNTAX, "folder prefix: no control characters");
		}
		if (*s == '"' || *s == '\\')
			sbuf_putc(&folder, '\\');
		sbuf_putc(&folder, (char)*s);
	}
	int used[SHARD_MAX + 1] = { 0 }, nshards = 0;
	for (size_t i = 0; i < m->n; i++)
		nshards += !used[m->v[i].shard]++;
	sbuf_printf(out,
		"# Estafeta: one judge address, %d shard(s), %zu game(s). Written by\n"
		"# `estafeta shard sieve`; write it again whenever a game is created or moved.\n"
		"# Shard 1 reads INBOX; shard N reads %sN. Mail that names no game of the\n"
		"# map (AYUDA, LISTA, a new sign-up) stays in INBOX.\n"
		"require [\"envelope\", \"subaddress\", \"fileinto\", \"mailbox\", \"body\", \"regex\", \"variables\"];\n",
		nshards, m->n, sbuf_str(&folder));
	/* Each rule: a guard (one test with no game name in it), then one
	 * test per shard. */
	static const struct {
		const char *comment, *guard, *guard_re, *test, *head, *tail;
	} rules[] = {
		{ "a PARTIDA/GAME line: it wins over the tag, as in the judge", "body :text :regex", re_game_line_guard,
			"body :text :regex", re_game_line, re_game_line_end },
		{ "the reply tag of the envelope recipient (judge+GAME.SEAT.MAC@)", "envelope :detail :regex \"to\"",
			re_tag, "string :is \"${game}\"", NULL, NULL },
		{ "the reply tag in To or Cc (a copy whose envelope lost it)", "address :detail :regex [\"to\", \"cc\"]",
			re_tag, "string :is \"${game}\"", NULL, NULL },
		{ "a game named in an HTML-only mail or by a sign-up's request (UNIRSE, NUEVA PARTIDA, ...)",
			"body :text :regex", re_named_guard, "body :text :regex", re_named, re_named_end },
	};
	/* `estafeta selftest` on the host of shard N > 1 writes to
	 * judge+selftest-N.NONCE@ (selftest.c). */
	if (nshards > (used[1] > 0)) {
		sbuf_puts(out, "\n# estafeta selftest on the host of shard N (judge+selftest-N.NONCE@)\n"
			       "if envelope :detail :regex \"to\" \"^selftest-([0-9]+)[.][0-9a-f]+$\" {\n"
			       "  set \"shard\" \"${1}\";\n");
		for (int s = 2; s <= SHARD_MAX; s++)
			if (used[s]) {
				sbuf_printf(out, "  if string :is \"${shard}\" \"%d\"", s);
				put_action(s, sbuf_str(&folder), out);
			}
		sbuf_puts(out, "}\n");
	}
	for (size_t r = 0; r < sizeof rules / sizeof *rules; r++) {
		sbuf_printf(out, "\n# %s\nif %s \"%s\" {\n", rules[r].comment, rules[r].guard, rules[r].guard_re);
		if (!rules[r].head) /* the tag: ${1} is its game */
			sbuf_puts(out, "  set \"game\" \"${1}\";\n");
		for (int s = 1; s <= SHARD_MAX; s++) {
			if (!used[s])
				continue;
			sbuf_printf(out, "  if %s ", rules[r].test);
			put_keys(m, s, rules[r].head, rules[r].tail, out);
			put_action(s, sbuf_str(&folder), out);
		}
		sbuf_puts(out, "}\n");
	}
	sbuf_puts(out, "\n# anything else: INBOX (implicit keep), read by shard 1\n");
	sbuf_free(&folder);
	return ES_OK;
}

/* --- this host's part of the map ------------------------------------------ */

void shard_check_new(const conf *c, const char *game, FILE *err)
{
	if (c->shard == 1 && !c->shard_map[0])
		return; /* not sharded */
	shard_map m = { 0 };
	es_err e = { 0 };
	int got = c->shard_map[0] && !shard_map_load(&m, c->shard_map, &e) ? shard_of(&m, game) : 0;
	shard_map_free(&m);
	if (got == c->shard || (!got && c->shard == 1))
		return;
	const char *map = c->shard_map[0] ? c->shard_map : "no [shard] map";
	if (got)
		fprintf(err, "estafeta: warning: the shard map (%s) puts game %s on shard %d", map, game, got);
	else
		fprintf(err, "estafeta: warning: game %s is not in the shard map (%s)", game, map);
	fprintf(err,
		": its mail goes to shard %d until the map says \"%s %d\" and the mail server's Sieve script "
		"is written again (estafeta shard sieve)\n",
		got ? got : 1, game, c->shard);
}

void shard_list(const conf *c, int shard, sbuf *out)
{
	size_t n;
	char **names = gamelist_names(c, &n);
	sbuf lines = SBUF_INIT;
	for (size_t i = 0; i < n; i++) {
		game_facts f;
		es_err e = { 0 };
		/* A game that cannot be read now is still this host's. */
		int over = !gamelist_facts(c, names[i], &f, &e) && f.over;
		sbuf_printf(&lines, "%s %d%s\n", names[i], shard, over ? " over" : "");
	}
	/* Games still in formation (signup.h): their UNIRSE mail must come
	 * here. A started one is a game of games/ already. */
	char dir[1100], game[1400];
	snprintf(dir, sizeof dir, "%s/forming", c->dataroot);
	DIR *d = opendir(dir);
	for (struct dirent *de; d && (de = readdir(d));) {
		snprintf(game, sizeof game, "%s/games/%s", c->dataroot, de->d_name);
		if (de->d_name[0] != '.' && play_name_ok(de->d_name) && access(game, F_OK))
			sbuf_printf(&lines, "%s %d%s\n", de->d_name, shard, signup_open(c, de->d_name) ? "" : " over");
	}
	if (d)
		closedir(d);
	gamelist_free(names, n);
	sbuf_sort_lines(&lines);
	sbuf_add(out, lines.s ? lines.s : "", lines.len);
	sbuf_free(&lines);
}
