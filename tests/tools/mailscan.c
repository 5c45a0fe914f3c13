/* Test tool: scans the judge's outgoing mails for what a player must not
 * read (docs/dev/testing.md, "The mail scan").
 *   mailscan [-k KNOWN] [-s] FILE...
 *   mailscan -r FILE   the text part's Content-Type line, then its lines
 *                      as sent (quoted-printable decoded, not unflowed)
 * Each FILE is a composed message from an outbox (the judge's own shape:
 * one text/plain part, first). What is scanned is what the player reads:
 * that part after quoted-printable decoding; with format=flowed, a
 * paragraph's soft-broken lines are joined for the sentence checks and
 * only hard-broken (fixed-width) lines are held to the width.
 *
 * Classes (one finding a line):
 *   wide    a fixed-width line wider than 72 columns (utf8proc widths),
 *           quoted '>' lines aside; a flowed paragraph is re-wrapped by
 *           the reader's client, so only its raw lines count (octets)
 *   octets  a raw line longer than 78 octets (RFC 3676 asks <= 78) that
 *           is not already wide
 *   punct   doubled punctuation: two of . , ; : in a row ("..", ".;",
 *           ",." "::"; "..." is an ellipsis), '?' or '!' before one of
 *           them, a space before . , or ; after a word ("Irán ."), "…."
 *   empty   an empty name: a preposition followed by punctuation or by
 *           two spaces and a word ("en .", "in ,", "de  y"), "()"
 *   third   a sentence about the reader in the third person: the
 *           reader's name (the local part of To:) opening a clause (line
 *           or paragraph start, after ". ", "; ", ": ", ", ", "( ",
 *           "- ", "* ") followed by one space and a lowercase word that
 *           is not a conjunction or preposition ("ana ataca", "bob
 *           wins"); and "NAME's" anywhere (English possessive). A name in
 *           a list ("ana, bob"), a label ("ana: 3") or a table column
 *           ("ana   12") is not a sentence.
 *   list    the reader inside a list of names in a sentence ("se las
 *           llevan carla, ana", "a draw among ana, bob and carla"): a
 *           mail names its reader "tú"/"you" ("carla y tú"). A roster
 *           after a label's colon ("Jugadores: ana, bob y carla") is no
 *           sentence.
 *
 * Each finding prints as FILE:LINE: ENGINE KIND CLASS [reader]: text
 * (LINE: the line of the text part, its first line 1).
 * ENGINE is the game's name without its trailing "-N" (the drivers name
 * games KIND-N); KIND the mail's kind read from its subject (welcome,
 * confirmation, refusal, report...). -s prints, after the findings, the
 * count of each "ENGINE CLASS KIND". -k KNOWN: the allow-list, one
 * "ENGINE CLASS KIND" a line ('#' comments); exit 1 when a finding is not
 * listed or a listed entry never occurs (the list only shrinks), else 0.
 * Without -k: exit 1 on any finding. 2 on a usage or read error. A FILE
 * "-" reads the names of the files to scan from standard input, one a
 * line. */
#include "adjudicator/base/arena.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/mail/mime.h"
#include "adjudicator/mail/outmail.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#define MAX_WIDTH 72
#define MAX_OCTETS 78

/* The mail's kind by its subject (after "[game] "), both languages; the
 * first match wins, the rest are turn reports. */
static const struct {
	const char *prefix, *kind;
} kinds[] = {
	{ "Bienvenida", "welcome" }, { "Welcome", "welcome" },
	{ "Órdenes aceptadas", "confirmation" }, { "Orders accepted", "confirmation" },
	{ "Correo rechazado", "refusal" }, { "Mail rejected", "refusal" },
	{ "Correo guardado", "kept" }, { "Mail kept", "kept" },
	{ "Recordatorio", "reminder" }, { "Reminder", "reminder" },
	{ "Fin de la partida", "final" }, { "Game over", "final" },
	{ "Prensa de", "press" }, { "Press from", "press" },
	{ "El robot", "bot" }, { "The bot", "bot" },
	{ "Votación", "vote" }, { "Draw vote", "vote" },
	{ "Ayuda", "help" }, { "Help", "help" },
	{ "Plazo", "deadline" }, { "Deadline", "deadline" },
};

/* Words after the reader's name that do not make it a subject. */
static const char *const not_verbs[] = {
	"y", "e", "o", "u", "ni", "and", "or", "nor", "vs", "contra", "against", "con", "with", "de", "of", "del",
	"a", "al", "en", "in", "por", "by", "para", "for", "sin", "without", "(tú)", "(you)", "tú", "you", NULL,
};

static const char *const preps[] = {
	"en", "de", "del", "a", "al", "con", "por", "desde", "hacia", "hasta", "entre", "in", "of", "at", "to",
	"from", "with", "by", "on", "into", "onto", "between", NULL,
};

typedef struct known {
	char key[160];
	int seen, listed;
} known;

static known *keys;
static size_t nkeys, capkeys;
static int unlisted;

static known *key_get(const char *k, int add)
{
	for (size_t i = 0; i < nkeys; i++)
		if (!strcmp(keys[i].key, k))
			return &keys[i];
	if (!add)
		return NULL;
	if (nkeys == capkeys) {
		capkeys = capkeys ? capkeys * 2 : 64;
		keys = realloc(keys, capkeys * sizeof *keys);
	}
	known *n = &keys[nkeys++];
	memset(n, 0, sizeof *n);
	snprintf(n->key, sizeof n->key, "%s", k);
	return n;
}

static size_t width(const char *s, size_t n)
{
	size_t w = 0;
	const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s;
	utf8proc_ssize_t left = (utf8proc_ssize_t)n;
	while (left > 0) {
		utf8proc_int32_t cp;
		utf8proc_ssize_t k = utf8proc_iterate(p, left, &cp);
		if (k <= 0) {
			w++;
			k = 1;
		} else if (cp == '\t') {
			w = (w / 8 + 1) * 8;
		} else {
			int cw = utf8proc_charwidth(cp);
			w += cw > 0 ? (size_t)cw : 0;
		}
		p += k;
		left -= k;
	}
	return w;
}

typedef struct scan {
	const char *file, *engine, *kind, *reader;
} scan;

static void finding(const scan *sc, int line, const char *cls, const char *text, size_t n)
{
	char k[160];
	snprintf(k, sizeof k, "%s %s %s", sc->engine, cls, sc->kind);
	known *e = key_get(k, 1);
	e->seen++;
	if (!e->listed)
		unlisted++;
	printf("%s:%d: %s %s %s [%s]: %.*s\n", sc->file, line, sc->engine, sc->kind, cls, sc->reader, (int)n, text);
}

static int is_p(char c) { return c == '.' || c == ',' || c == ';' || c == ':'; }
static int word_char(unsigned char c) { return isalnum(c) || c >= 0x80 || c == '_'; }
static int letter(unsigned char c) { return isalpha(c) || c >= 0x80; }

/* Doubled punctuation in s[0..n). */
static int punct(const char *s, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++) {
		char c = s[i], d = s[i + 1];
		if (c == '.' && d == '.') {
			size_t j = i;
			while (j < n && s[j] == '.')
				j++;
			/* "1..6", "a1..t26" are ranges */
			int range = j - i == 2 && i && isalnum((unsigned char)s[i - 1]) && j < n && isalnum((unsigned char)s[j]);
			if ((j - i != 3 && !range) || (i && s[i - 1] == '.'))
				return 1;
			i = j - 1;
			continue;
		}
		/* "...," and "...:" end an ellipsis */
		if (is_p(c) && is_p(d) && !(c == '.' && i >= 2 && s[i - 1] == '.' && s[i - 2] == '.'))
			return 1;
		if ((c == '?' || c == '!') && is_p(d))
			return 1;
		/* after a word of two letters or more: "B . ." is a board row */
		if (c == ' ' && i >= 2 && letter((unsigned char)s[i - 1]) && letter((unsigned char)s[i - 2]) &&
			(d == '.' || d == ',' || d == ';') &&
			(i + 2 >= n || s[i + 2] == ' '))
			return 1;
		if (!strncmp(s + i, "\xe2\x80\xa6", 3) && i + 3 < n && is_p(s[i + 3]))
			return 1;
	}
	return 0;
}

static int word_is(const char *w, size_t n, const char *const *list)
{
	for (int i = 0; list[i]; i++)
		if (strlen(list[i]) == n && !strncmp(list[i], w, n))
			return 1;
	return 0;
}

/* An empty name where a name belongs. */
static int empty_name(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '(' && i + 1 < n && s[i + 1] == ')')
			return 1;
		if (!isalpha((unsigned char)s[i]) || (i && word_char((unsigned char)s[i - 1])))
			continue;
		size_t j = i;
		while (j < n && isalpha((unsigned char)s[j]))
			j++;
		if (j < n && (unsigned char)s[j] >= 0x80)
			continue;
		if (word_is(s + i, j - i, preps) && j + 1 < n && s[j] == ' ') {
			if (s[j + 1] == '.' || s[j + 1] == ',' || s[j + 1] == ';' || s[j + 1] == ')')
				return 1;
			/* "de  y", unless the word itself stands in a column */
			int in_column = i >= 2 && s[i - 1] == ' ' && s[i - 2] == ' ';
			if (s[j + 1] == ' ' && j + 2 < n && islower((unsigned char)s[j + 2]) && !in_column)
				return 1;
		}
		i = j;
	}
	return 0;
}

/* Words that are no names ("a ti, ana" is no list). */
static const char *const pronouns[] = { "ti", "mí", "me", "te", "se", "le", "him", "her", "them", "us", NULL };

/* A list's joints between names: ", " first (", y " and ", and " too). */
static const char *const joints[] = { ", and ", ", y ", ", ", " and ", " y ", " e ", NULL };

/* The length of the joint at s[i..n), or 0. */
static size_t joint_at(const char *s, size_t i, size_t n)
{
	for (int k = 0; joints[k]; k++) {
		size_t l = strlen(joints[k]);
		if (i + l <= n && !strncmp(s + i, joints[k], l))
			return l;
	}
	return 0;
}

/* The joint ending at s[i] (its length), or 0. */
static size_t joint_before(const char *s, size_t i)
{
	for (int k = 0; joints[k]; k++) {
		size_t l = strlen(joints[k]);
		if (i >= l && !strncmp(s + i - l, joints[k], l))
			return l;
	}
	return 0;
}

/* A name of a list at s[i..): one word opening with a lowercase letter
 * ("carla", "dani_2", "[carla]" for whose turn it is) that is no
 * preposition or pronoun, its end after a joint, a full stop, a comma... or
 * the line's end; its length or 0. */
static size_t name_at(const char *s, size_t i, size_t n)
{
	if (i < n && s[i] == '[') { /* "[carla]": whose turn it is */
		size_t l = name_at(s, i + 1, n);
		return l && i + 1 + l < n && s[i + 1 + l] == ']' ? l + 2 : 0;
	}
	unsigned char f = i < n ? (unsigned char)s[i] : 0;
	if (!(islower(f) || (f >= 0xc3 && i + 1 < n && (unsigned char)s[i + 1] >= 0xa0)))
		return 0;
	size_t e = i;
	while (e < n && (word_char((unsigned char)s[e]) || s[e] == '-'))
		e++;
	if (word_is(s + i, e - i, not_verbs) || word_is(s + i, e - i, preps) || word_is(s + i, e - i, pronouns))
		return 0;
	return e == n || strchr(".,;:)]", s[e]) || joint_at(s, e, n) || !strncmp(s + e, " (", 2) ? e - i : 0;
}

/* The start of the name that ends at s[e] (exclusive), or (size_t)-1.
 * A name may carry a note, as name_at takes it ("bob (ha perdido)"). */
static size_t name_back(const char *s, size_t e, size_t n)
{
	if (e && s[e - 1] == ')') {
		size_t o = e - 1;
		while (o && s[o] != '(' && s[o] != ',')
			o--;
		if (o < 2 || s[o] != '(' || s[o - 1] != ' ')
			return (size_t)-1;
		e = o - 1;
	}
	size_t b = e - (e && s[e - 1] == ']');
	while (b && (word_char((unsigned char)s[b - 1]) || s[b - 1] == '-'))
		b--;
	b -= b && s[e - 1] == ']' && s[b - 1] == '[';
	return b < e && name_at(s, b, n) == e - b ? b : (size_t)-1;
}

/* The reader named inside a list of names ("se las llevan carla, ana";
 * "tablas entre ana, bob y carla"), where the reader is "tú"/"you". A
 * list after a label's colon is a roster ("Jugadores: ana, bob y
 * carla"), not a sentence about the reader. */
static int in_list(const char *s, size_t n, const char *name)
{
	size_t nl = strlen(name);
	for (size_t i = 0; nl && i + nl <= n; i++) {
		if (strncmp(s + i, name, nl) || (i && word_char((unsigned char)s[i - 1])) || name_at(s, i, n) != nl)
			continue;
		size_t after = joint_at(s, i + nl, n), before = joint_before(s, i);
		int listed = (after && name_at(s, i + nl + after, n)) || (before && name_back(s, i - before, n) != (size_t)-1);
		if (!listed)
			continue;
		/* back to the list's first name, then what stands before it */
		size_t b = i;
		for (;;) {
			size_t j = joint_before(s, b), p = j ? name_back(s, b - j, n) : (size_t)-1;
			if (p == (size_t)-1)
				break;
			b = p;
		}
		while (b && s[b - 1] == ' ')
			b--;
		if (b && s[b - 1] == ':')
			continue;
		return 1;
	}
	return 0;
}

/* The reader named as a sentence's subject, or with "'s". */
static int third(const char *s, size_t n, const char *name)
{
	size_t nl = strlen(name);
	if (!nl)
		return 0;
	for (size_t i = 0; i + nl <= n; i++) {
		if (strncmp(s + i, name, nl) && !(toupper((unsigned char)s[i]) == toupper((unsigned char)name[0]) &&
						   !strncmp(s + i + 1, name + 1, nl - 1)))
			continue;
		if ((i && word_char((unsigned char)s[i - 1])) || (i + nl < n && word_char((unsigned char)s[i + nl])))
			continue;
		size_t a = i + nl;
		if (a + 2 < n && (!strncmp(s + a, "'s", 2) || !strncmp(s + a, "\xe2\x80\x99s", 4)))
			return 1;
		/* clause start? */
		size_t b = i;
		while (b && s[b - 1] == ' ')
			b--;
		int start = b == 0;
		if (!start && i - b == 1 && b >= 1 && strchr(".;:,(!?-*", s[b - 1]))
			start = s[b - 1] != '-' && s[b - 1] != '*' ? 1 : (b == 1 || s[b - 2] == ' ');
		if (!start && i - b == 0 && s[b - 1] == '(')
			start = 1;
		if (!start)
			continue;
		if (a + 1 >= n || s[a] != ' ' || s[a + 1] == ' ')
			continue;
		size_t w = a + 1, e = w;
		while (e < n && s[e] != ' ' && s[e] != ',' && s[e] != '.' && s[e] != ';' && s[e] != ':')
			e++;
		unsigned char f = (unsigned char)s[w];
		int lower = islower(f) || (f >= 0xc3 && (unsigned char)s[w + 1] >= 0xa0);
		if (lower && !word_is(s + w, e - w, not_verbs))
			return 1;
	}
	return 0;
}

static void qp_decode(const char *s, size_t n, sbuf *o)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '=' && i + 1 < n && s[i + 1] == '\n') {
			i++;
		} else if (s[i] == '=' && i + 2 < n && isxdigit((unsigned char)s[i + 1]) && isxdigit((unsigned char)s[i + 2])) {
			char h[3] = { s[i + 1], s[i + 2], 0 };
			sbuf_putc(o, (char)strtol(h, NULL, 16));
			i += 2;
		} else {
			sbuf_putc(o, s[i]);
		}
	}
}

static const char *mail_kind(const char *subject)
{
	const char *s = subject ? strstr(subject, "] ") : NULL;
	s = s ? s + 2 : subject ? subject : "";
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (!strncmp(s, kinds[i].prefix, strlen(kinds[i].prefix)))
			return kinds[i].kind;
	return "report";
}

/* The sentence checks over one logical line (a flowed paragraph joined,
 * or one fixed line), reported at its first raw line. */
static void sentences(const scan *sc, int line, const char *t, size_t n)
{
	if (n && t[0] == '>')
		return;
	/* "en ." is an empty name, not a stray space */
	if (empty_name(t, n))
		finding(sc, line, "empty", t, n);
	else if (punct(t, n))
		finding(sc, line, "punct", t, n);
	if (third(t, n, sc->reader))
		finding(sc, line, "third", t, n);
	else if (in_list(t, n, sc->reader))
		finding(sc, line, "list", t, n);
}

static int raw_mode;

static int scan_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return 2;
	}
	sbuf raw = SBUF_INIT;
	sbuf_add_file(&raw, f);
	fclose(f);
	arena *a = arena_new();
	mime_msg m;
	es_err e;
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	if (mime_parse(a, sbuf_str(&raw), raw.len, 0, &m, &e)) {
		fprintf(stderr, "mailscan: %s: %s\n", path, e.msg);
		sbuf_free(&raw);
		arena_free(a);
		return 2;
	}
	char game[72], engine[72], reader[72];
	out_game(raw.s, raw.len, game);
	/* a refusal of a game's mail has no game line: its subject's tag */
	const char *tag = m.subject && m.subject[0] == '[' ? m.subject + 1 : "";
	if (!*game)
		snprintf(game, sizeof game, "%.*s", (int)strcspn(tag, "]"), tag);
	snprintf(engine, sizeof engine, "%s", *game ? game : "none");
	char *dash = strrchr(engine, '-');
	if (dash && dash[1] && strspn(dash + 1, "0123456789") == strlen(dash + 1))
		*dash = '\0';
	snprintf(reader, sizeof reader, "%s", m.to_addr ? m.to_addr : "");
	char *at = strchr(reader, '@');
	if (at)
		*at = '\0';
	scan sc = { path, engine, mail_kind(m.subject), reader };
	(void)base;

	/* The first text part: our own composition, so a plain search. */
	const char *ct = strstr(raw.s, "\nContent-Type: text/plain");
	if (!ct) {
		fprintf(stderr, "mailscan: %s: no text/plain part\n", path);
		sbuf_free(&raw);
		arena_free(a);
		return 2;
	}
	const char *ctl = strchr(ct + 1, '\n');
	int flowed = ctl && memmem(ct, (size_t)(ctl - ct), "format=flowed", 13) != NULL;
	const char *body = strstr(ct, "\n\n");
	body = body ? body + 2 : raw.s + raw.len;
	const char *end = strstr(body, "\n--=_estafeta");
	size_t blen = end ? (size_t)(end - body) : (size_t)(raw.s + raw.len - body);
	sbuf text = SBUF_INIT, para = SBUF_INIT;
	qp_decode(body, blen, &text);
	if (raw_mode) {
		printf("%.*s\n%s", (int)(ctl ? ctl - ct - 1 : 0), ct + 1, sbuf_str(&text));
		sbuf_free(&text);
		sbuf_free(&raw);
		arena_free(a);
		return 0;
	}
	int ln = 0, para_line = 0;
	const char *p = sbuf_str(&text), *tend = p + text.len;
	while (p < tend) {
		const char *nl = memchr(p, '\n', (size_t)(tend - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(tend - p);
		ln++;
		const char *l = p;
		size_t raw_n = n;
		int sig = n == 3 && !strncmp(l, "-- ", 3);
		int soft = flowed && n && l[n - 1] == ' ' && !sig && l[0] != '>';
		if (flowed && n && l[0] == ' ') {
			l++;
			n--;
		}
		if (soft || para.len) {
			if (raw_n > MAX_OCTETS)
				finding(&sc, ln, "octets", l, n);
			if (!para.len)
				para_line = ln;
			sbuf_add(&para, l, n);
			if (!soft) {
				sentences(&sc, para_line, para.s, para.len);
				para.len = 0;
			}
		} else {
			if (n && l[0] != '>' && width(l, n) > MAX_WIDTH)
				finding(&sc, ln, "wide", l, n);
			else if (raw_n > MAX_OCTETS && l[0] != '>')
				finding(&sc, ln, "octets", l, n);
			sentences(&sc, ln, l, n);
		}
		p = nl ? nl + 1 : tend;
	}
	if (para.len)
		sentences(&sc, para_line, para.s, para.len);
	sbuf_free(&para);
	sbuf_free(&text);
	sbuf_free(&raw);
	arena_free(a);
	return 0;
}

static int load_known(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		return 2;
	}
	char line[256];
	while (fgets(line, sizeof line, f)) {
		char *h = strchr(line, '#');
		if (h)
			*h = '\0';
		char e[48], c[48], k[48];
		if (sscanf(line, "%47s %47s %47s", e, c, k) != 3)
			continue;
		char key[160];
		snprintf(key, sizeof key, "%s %s %s", e, c, k);
		key_get(key, 1)->listed = 1;
	}
	fclose(f);
	return 0;
}

int main(int argc, char **argv)
{
	int i = 1, summary = 0;
	const char *known_path = NULL;
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-s"))
			summary = 1;
		else if (!strcmp(argv[i], "-r"))
			raw_mode = 1;
		else if (!strcmp(argv[i], "-k") && i + 1 < argc)
			known_path = argv[++i];
		else
			break;
	}
	if (i >= argc) {
		fputs("usage: mailscan [-k KNOWN] [-s] FILE... (\"-\": names on stdin) | mailscan -r FILE\n", stderr);
		return 2;
	}
	if (known_path && load_known(known_path))
		return 2;
	int rc = 0;
	for (; i < argc; i++) {
		if (strcmp(argv[i], "-")) {
			if (scan_file(argv[i]))
				rc = 2;
			continue;
		}
		/* "-": the files named on standard input, one a line (an outbox
		 * of a long scan holds more names than a command line). */
		char *line = NULL;
		size_t cap = 0;
		ssize_t n;
		while ((n = getline(&line, &cap, stdin)) > 0) {
			line[strcspn(line, "\n")] = '\0';
			if (*line && scan_file(line))
				rc = 2;
		}
		free(line);
	}
	if (raw_mode)
		return rc;
	if (summary)
		for (size_t k = 0; k < nkeys; k++)
			if (keys[k].seen)
				printf("count %s %d\n", keys[k].key, keys[k].seen);
	int gone = 0;
	for (size_t k = 0; k < nkeys; k++)
		if (keys[k].listed && !keys[k].seen) {
			printf("gone: %s (listed in the allow-list, never found: remove it)\n", keys[k].key);
			gone++;
		}
	if (unlisted)
		printf("mailscan: %d finding(s) not in the allow-list\n", unlisted);
	free(keys);
	return rc ? rc : unlisted || gone ? 1 : 0;
}
