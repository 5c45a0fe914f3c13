/* Reads the envelope of an order mail (game, player, password, orders,
 * FIN) out of a decoded UTF-8 body, one line at a time.
 *
 * Besides the envelope it knows what mail clients add around the player's
 * text, so that only the player's own lines become orders:
 *   - quoted text: "> " lines and the attribution above them ("El lun.,
 *     ... escribió:", up to three lines when the client wraps it);
 *   - copies that clients leave unquoted (Outlook): everything from a
 *     "-----Mensaje original-----" line, from a line of underscores
 *     followed by "De:/From:" headers, or from a "De:/From:" line followed
 *     by "Enviado:/Sent:/Para:/To:..." on;
 *   - greetings: before the first order, a short line opening with a
 *     greeting ("Hola,", "Hi Estafeta,") is no order;
 *   - signatures: "-- " ends the mail; a trailing block that opens with a
 *     sign-off ("Enviado desde mi iPhone", "Saludos,") after at least one
 *     order, followed by at most two name-like lines, is no order;
 *   - inline PGP clear-signed text: the armour is skipped and the
 *     dash-escaping ("- ") undone. */
#include "orders/envelope.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "orders/lex.h"

enum { EK_GAME, EK_PLAYER, EK_PASSWORD, EK_END, EK_GAMES };

static const lex_kw env_kws[] = {
	{ EK_GAME, "partida|game|juego" },
	{ EK_PLAYER, "jugador|player" },
	{ EK_PASSWORD, "clave|password|contrasena" },
	{ EK_END, "fin|end" },
	{ EK_GAMES, "partidas|games" },
	{ -1, NULL },
};

/* Where each valued keyword lands in env_mail; `secret` keeps the value
 * out of error messages, which are mailed and logged. */
static const struct env_field {
	int kw;
	size_t value, line;
	int secret;
} env_fields[] = {
	{ EK_GAME, offsetof(env_mail, game), offsetof(env_mail, game_line), 0 },
	{ EK_PLAYER, offsetof(env_mail, player), offsetof(env_mail, player_line), 0 },
	{ EK_PASSWORD, offsetof(env_mail, password), offsetof(env_mail, password_line), 1 },
	{ EK_GAMES, offsetof(env_mail, games), offsetof(env_mail, games_line), 0 },
};

/* Header lines of a copied original (Outlook, Apple Mail forwards), by
 * their folded names. A block opens with From/De. */
enum { HDR_FROM = 1, HDR_OTHER };
static const lex_kw reply_headers[] = {
	{ HDR_FROM, "de|from" },
	{ HDR_OTHER, "enviado|enviado el|sent|para|to|asunto|subject|fecha|date|cc|cco|bcc|responder a|reply-to" },
	{ -1, NULL },
};
#define HDR_NAME_MAX 24

/* "-----Mensaje original-----" and its kin, folded, without the dashes. */
static const lex_kw original_marks[] = {
	{ 1, "mensaje original|original message|mensagem original|message d'origine|"
	     "ursprungliche nachricht|messaggio originale|original" },
	{ -1, NULL },
};
#define UNDERSCORES_MIN 10

/* The word that ends an attribution line ("..., Ana escribió:"), folded;
 * and the words that open one ("El lun., ...", "On Mon, ..."). */
static const lex_kw attribution_verbs[] = {
	{ 1, "escribio|wrote|escreveu|schrieb|ecrit|scritto|skrev|schreef" },
	{ -1, NULL },
};
static const lex_kw attribution_openers[] = { { 1, "el|on|em|le|am|il|op|den|w" }, { -1, NULL } };
#define ATTRIBUTION_LINES 3

/* Greetings: before the first order (the reply path makes the whole body
 * orders), a short line opening with one of these words is no order. */
static const lex_kw greetings[] = {
	{ 1, "hola|buenas|buenos|buen|saludos|estimado|estimada|querido|querida|juez|"
	     "hi|hello|hey|dear|good|greetings" },
	{ -1, NULL },
};
#define GREETING_WORDS 5

/* Sign-offs. Client taglines match by their first words (the device or
 * app that follows varies); closings match whole, before an optional
 * name on the same line ("Saludos, Bob"). Folded. */
static const char *const signoff_prefixes[] = {
	"enviado desde ", "enviado con ", "enviado mediante ", "sent from ", "sent with ", "sent via ",
	"obtener outlook para ", "descargar outlook para ", "get outlook for ", NULL,
};
static const lex_kw signoff_closings[] = {
	{ 1, "saludos|un saludo|saludos cordiales|un cordial saludo|muchos saludos|un abrazo|abrazos|"
	     "un beso|besos|gracias|muchas gracias|mil gracias|atentamente|cordialmente|hasta pronto|"
	     "hasta luego|nos vemos|suerte|buena suerte|salud|adios|chao|"
	     "regards|best regards|kind regards|warm regards|best|best wishes|cheers|thanks|thank you|"
	     "many thanks|thanks a lot|sincerely|yours|see you|good luck|bye" },
	{ -1, NULL },
};
#define SIGNOFF_MAX 80
/* What may follow a sign-off: a name of a few words, on at most two lines. */
#define NAME_LINES 2
#define NAME_WORDS 3
#define NAME_MAX 40

/* Verbs read outside the grammars of orders/ (core orders, game master):
 * a line starting with one is an order, never a name. */
static const lex_kw other_verbs[] = {
	{ 1, "idioma|language|lengua|zona|timezone|zone|huso|prensa|press|vacaciones|vacation|"
	     "director|directora|master|gm|prorrogar|extend|pausar|pause|reanudar|resume|difundir|"
	     "broadcast|reemplazar|replace|expulsar|expel|terminar|finish|fin|end|estado|status|volver|"
	     "rollback|opcion|option|procesar|process|acortar|shorten|plazo|deadline|prever|predict|"
	     "ordenes|orders" },
	{ -1, NULL },
};

/* Inline PGP (RFC 4880, 7): clear-signed text between armour lines. */
enum { PGP_NONE, PGP_HEADERS, PGP_SIGNED, PGP_SIGNATURE };
static const char PGP_BEGIN[] = "-----BEGIN PGP SIGNED MESSAGE-----";
static const char PGP_SIG_BEGIN[] = "-----BEGIN PGP SIGNATURE-----";
static const char PGP_SIG_END[] = "-----END PGP SIGNATURE-----";

typedef struct env_state {
	arena *a;
	env_mail *m;
	size_t cap;
	int started;       /* an envelope keyword was seen */
	int pgp;           /* PGP_* */
	int (*is_verb)(const char *fold); /* env_parse_verbs's, or NULL */
	const char *next;  /* the line after this one, or NULL */
	const char *ahead; /* the next non-blank line (past its indentation), or NULL */
	int text_open;     /* a DIFUNDIR's text runs: a FIN line may end it, not the mail */
} env_state;

static size_t skip_space(const char *s, size_t n, size_t i)
{
	size_t k;
	while (i < n && (k = lex_space(s + i, n - i)) > 0)
		i += k;
	return i;
}

/* The end of s[start..n) without its trailing white space. */
static size_t trim_end(const char *s, size_t start, size_t n)
{
	size_t i = start, end = start;
	while (i < n) {
		size_t k = lex_space(s + i, n - i);
		if (k > 0) {
			i += k;
		} else {
			i++;
			end = i;
		}
	}
	return end;
}

/* The length of the line at s (up to '\n' or NUL), at most max + 1. */
static size_t line_len(const char *s, size_t max)
{
	size_t n = 0;
	while (n <= max && s[n] != '\0' && s[n] != '\n')
		n++;
	return n;
}

static int equals(const char *s, size_t n, const char *lit)
{
	return n == strlen(lit) && memcmp(s, lit, n) == 0;
}

/* "-- " is RFC 3676's separator; a bare "--" is what clients that strip
 * trailing spaces leave of it. */
static int is_signature(const char *s, size_t n)
{
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	return n == 2 && s[0] == '-' && s[1] == '-';
}

/* Returns 1 when the line is PGP armour (to skip); in signed text, takes
 * off the "- " that dash-escaping put before the line. */
static int pgp_armour(env_state *st, const char **s, size_t *n)
{
	size_t len = *n;
	while (len > 0 && ((*s)[len - 1] == ' ' || (*s)[len - 1] == '\t'))
		len--;
	switch (st->pgp) {
	case PGP_SIGNATURE:
		if (equals(*s, len, PGP_SIG_END))
			st->pgp = PGP_NONE;
		return 1;
	case PGP_HEADERS: /* "Hash: SHA256" up to a blank line */
		if (len == 0)
			st->pgp = PGP_SIGNED;
		return 1;
	}
	if (equals(*s, len, PGP_BEGIN)) {
		st->pgp = PGP_HEADERS;
		return 1;
	}
	if (equals(*s, len, PGP_SIG_BEGIN)) {
		st->pgp = PGP_SIGNATURE;
		return 1;
	}
	if (st->pgp == PGP_SIGNED && *n >= 2 && (*s)[0] == '-' && (*s)[1] == ' ') {
		*s += 2;
		*n -= 2;
	}
	return 0;
}

/* The reply_headers id of a line "De: ..." / "*From:* ..." (Outlook's
 * bold names in text), or -1. Reads at most HDR_NAME_MAX bytes. */
static int header_line(arena *a, const char *s)
{
	size_t n = line_len(s, HDR_NAME_MAX + 2), b = 0, c;
	while (b < n && (s[b] == ' ' || s[b] == '\t' || s[b] == '*'))
		b++;
	for (c = b; c < n && s[c] != ':'; c++)
		;
	if (c >= n || c == b)
		return -1;
	size_t e = c;
	while (e > b && s[e - 1] == '*')
		e--;
	return lex_keyword(reply_headers, lex_fold(a, s + b, e - b));
}

/* "-----Mensaje original-----", "----- Original Message -----". */
static int is_original_mark(arena *a, const char *s, size_t n)
{
	size_t b = 0, e = n;
	if (n < 2 || s[0] != '-' || s[1] != '-' || n > 80)
		return 0;
	while (b < e && (s[b] == '-' || s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b && (s[e - 1] == '-' || s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	return b < e && lex_keyword(original_marks, lex_fold(a, s + b, e - b)) > 0;
}

static int is_underscores(const char *s, size_t n)
{
	size_t k = 0;
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	while (k < n && s[k] == '_')
		k++;
	return k == n && n >= UNDERSCORES_MIN;
}

/* A line from which on everything is a copy of the mail replied to, which
 * Outlook and others leave without '>'. */
static int is_reply_separator(env_state *st, const char *s, size_t n)
{
	if (is_original_mark(st->a, s, n))
		return 1;
	if (is_underscores(s, n))
		return st->ahead != NULL && header_line(st->a, st->ahead) > 0;
	return header_line(st->a, s) == HDR_FROM && st->next != NULL && header_line(st->a, st->next) == HDR_OTHER;
}

static void add_order(env_state *st, const char *s, size_t n, int lineno)
{
	env_mail *m = st->m;

	if (m->norders == st->cap) {
		size_t cap = st->cap ? st->cap * 2 : 16;
		const char **o = arena_alloc(st->a, cap * sizeof *o);
		int *l = arena_alloc(st->a, cap * sizeof *l);
		if (m->norders) {
			memcpy(o, m->orders, m->norders * sizeof *o);
			memcpy(l, m->lineno, m->norders * sizeof *l);
		}
		m->orders = o;
		m->lineno = l;
		st->cap = cap;
	}
	m->orders[m->norders] = arena_strndup(st->a, s, n);
	m->lineno[m->norders] = lineno;
	m->norders++;
}

static int set_field(env_state *st, int kw, const char *word, size_t wl,
	const char *v, size_t vl, int lineno, es_err *e)
{
	const struct env_field *f = NULL;
	const char **value;
	size_t i;

	for (i = 0; i < sizeof env_fields / sizeof env_fields[0]; i++)
		if (env_fields[i].kw == kw)
			f = &env_fields[i];
	assert(f != NULL);
	env_error *er = &st->m->err;
	er->line = lineno;
	er->word = arena_strndup(st->a, word, wl);
	if (vl == 0) {
		er->kind = ENV_ERR_NOVALUE;
		return es_fail(e, ES_ESYNTAX, "line %d: %.*s needs a value",
			lineno, (int)wl, word);
	}
	value = (const char **)((char *)st->m + f->value);
	if (*value != NULL) {
		if (strlen(*value) == vl && memcmp(*value, v, vl) == 0) {
			memset(er, 0, sizeof *er);
			return ES_OK;
		}
		er->kind = f->secret ? ENV_ERR_TWICE_SECRET : ENV_ERR_TWICE;
		if (f->secret)
			return es_fail(e, ES_ESYNTAX,
				"line %d: %.*s given twice with different values",
				lineno, (int)wl, word);
		er->first = *value;
		er->second = arena_strndup(st->a, v, vl > 80 ? 80 : vl);
		return es_fail(e, ES_ESYNTAX, "line %d: %.*s given twice (%.80s, %.*s)",
			lineno, (int)wl, word, *value, (int)(vl > 80 ? 80 : vl), v);
	}
	memset(er, 0, sizeof *er);
	*value = arena_strndup(st->a, v, vl);
	*(int *)((char *)st->m + f->line) = lineno;
	st->started = 1;
	return ES_OK;
}

/* The folded first word of a line. */
static const char *first_word(arena *a, const char *line)
{
	lex_line w;
	lex_split(a, line, &w);
	return w.n ? lex_fold_at(&w, 0) : "";
}

/* Gmail and Android wrap a long attribution ("El lun, 23 nov 2026 a las
 * 10:00, Estafeta (<juez@...>)" / "escribió:"): the line ending with the
 * verb is skipped by the caller; the one or two lines just above it go
 * too when the first of them opens like an attribution. */
static void drop_attribution(env_state *st, const char *s, size_t n, int lineno)
{
	env_mail *m = st->m;
	lex_line w;
	while (n > 0 && (s[n - 1] == ':' || s[n - 1] == ' '))
		n--;
	lex_split(st->a, arena_strndup(st->a, s, n), &w);
	if (w.n == 0 || lex_keyword(attribution_verbs, lex_fold_at(&w, w.n - 1)) < 0)
		return;
	for (size_t k = ATTRIBUTION_LINES - 1; k > 0; k--) {
		if (m->norders < k || m->lineno[m->norders - k] != lineno - (int)k)
			continue;
		if (lex_keyword(attribution_openers, first_word(st->a, m->orders[m->norders - k])) > 0) {
			m->norders -= k;
			return;
		}
	}
}

/* "Hola,", "Hola, juez:", "Hi Estafeta,", "Buenos días": a few words
 * without digits that open with a greeting word. */
static int is_greeting(arena *a, const char *s, size_t n)
{
	lex_line w;
	if (n > NAME_MAX)
		return 0;
	char *line = arena_strndup(a, s, n), *colon = strchr(line, ':');
	if (strpbrk(line, "0123456789") != NULL || (colon != NULL && colon[1] != '\0'))
		return 0;
	lex_split(a, line, &w);
	return w.n > 0 && w.n <= GREETING_WORDS && lex_keyword(greetings, lex_fold_at(&w, 0)) > 0;
}

/* The game master's command whose text runs to a FIN line. */
static const lex_kw text_verbs[] = { { 1, "difundir|broadcast" }, { -1, NULL } };

/* Whether the next non-blank line opens a command of ours. */
static int ahead_is_verb(env_state *st)
{
	if (!st->ahead)
		return 0;
	size_t n = strcspn(st->ahead, " \t\r\n:");
	while (n > 0 && st->ahead[n - 1] == '.')
		n--;
	return n && lex_keyword(other_verbs, lex_fold(st->a, st->ahead, n)) == 1;
}

/* Returns 1 when the mail ends at this line, 0 to go on, or an error. */
static int do_line(env_state *st, const char *s, size_t n, int lineno, es_err *e)
{
	size_t b, end, w, v, tl;
	char *fold;
	int kw, rc;

	while (n > 0 && s[n - 1] == '\r')
		n--;
	if (pgp_armour(st, &s, &n))
		return 0;
	if (is_signature(s, n) || is_reply_separator(st, s, n))
		return 1;
	b = skip_space(s, n, 0);
	end = trim_end(s, b, n);
	if (b == end || s[b] == '>')
		return 0;
	/* The first word, which a colon may end: "PARTIDA: reco-7". */
	w = b;
	while (w < end && s[w] != ':' && lex_space(s + w, end - w) == 0)
		w++;
	/* Trailing periods go, as in lex_split: "Fin." is FIN. */
	tl = w - b;
	while (tl > 0 && s[b + tl - 1] == '.')
		tl--;
	fold = lex_fold(st->a, s + b, tl);
	kw = lex_keyword(env_kws, fold);
	v = skip_space(s, end, w);
	if (kw >= 0 && v < end && s[v] == ':')
		v = skip_space(s, end, v + 1);
	if (kw == EK_END) {
		if (v == end || (end - v == 1 && s[v] == '.')) {
			if (!st->started)
				return 0; /* "End" in a greeting, not our FIN */
			if (st->text_open && ahead_is_verb(st)) {
				/* DIFUNDIR ... FIN and more commands: this FIN
				 * ends the text (the game master's reader sees it);
				 * with nothing of ours after it, it ends the mail
				 * as it always did. */
				st->text_open = 0;
				add_order(st, s + b, end - b, lineno);
				return 0;
			}
			st->m->saw_end = 1;
			return 1;
		}
		kw = -1; /* "FIN de ..." is no FIN line */
	}
	/* PARTIDAS heads a game master's mail: after PARTIDA or an order it
	 * is a line of text (a player's press), never an envelope word. */
	if (kw == EK_GAMES && (st->m->game || st->m->norders))
		kw = -1;
	if (kw >= 0) {
		rc = set_field(st, kw, s + b, w - b, s + v, end - v, lineno, e);
		return rc < 0 ? rc : 0;
	}
	/* "El sáb., Ana escribió:" / "On Sat, Ana wrote:" introduces the
	 * quoted mail below it in replies: part of the quote, not an order. */
	if (st->ahead != NULL && *st->ahead == '>' && s[end - 1] == ':') {
		drop_attribution(st, s + b, end - b, lineno);
		return 0;
	}
	if (st->started && !(st->m->norders == 0 && is_greeting(st->a, s + b, end - b))) {
		add_order(st, s + b, end - b, lineno);
		if (lex_keyword(text_verbs, fold) == 1)
			st->text_open = 1;
	}
	return 0;
}

/* "Enviado desde mi iPhone", "Get Outlook for iOS", "Saludos,",
 * "Gracias, Bob". */
static int is_signoff(arena *a, const char *line)
{
	size_t n = strlen(line);
	if (n > SIGNOFF_MAX)
		return 0;
	char *f = lex_fold(a, line, n);
	for (size_t i = 0; signoff_prefixes[i]; i++)
		if (strncmp(f, signoff_prefixes[i], strlen(signoff_prefixes[i])) == 0)
			return 1;
	size_t k = strcspn(f, ",.!;");
	char *tail = f + k;
	while (k > 0 && f[k - 1] == ' ')
		k--; /* "Saludos ," */
	f[k] = '\0';
	if (lex_keyword(signoff_closings, f) < 0)
		return 0;
	if (*tail == '\0')
		return 1;
	while (*tail == ',' || *tail == '.' || *tail == '!' || *tail == ';' || *tail == ' ')
		tail++;
	lex_line w;
	lex_split(a, tail, &w);
	return w.n <= NAME_WORDS && strpbrk(tail, "0123456789:@") == NULL;
}

/* A line that can be the signer's name after a sign-off: a few words of
 * letters, not written in capitals (as orders often are), not starting
 * with a verb of any order above or of any game (is_verb). */
static int is_name(const env_state *st, size_t at)
{
	arena *a = st->a;
	const env_mail *m = st->m;
	const char *line = m->orders[at];
	size_t n = strlen(line);
	if (n > NAME_MAX)
		return 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)line[i];
		if (ch < 0x80 && !strchr(" \t.,'-()", ch) && !((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z'))
			return 0;
	}
	lex_line w;
	lex_split(a, line, &w);
	if (w.n == 0 || w.n > NAME_WORDS)
		return 0;
	for (size_t i = 0; i < w.n; i++) {
		const char *r = lex_raw_at(&w, i);
		size_t upper = 0, lower = 0;
		for (; *r; r++) {
			upper += *r >= 'A' && *r <= 'Z';
			lower += *r >= 'a' && *r <= 'z';
		}
		if (upper > 3 && lower == 0)
			return 0;
	}
	if (lex_keyword(other_verbs, lex_fold_at(&w, 0)) >= 0)
		return 0;
	for (size_t i = 0; i < at; i++)
		if (strcmp(first_word(a, m->orders[i]), lex_fold_at(&w, 0)) == 0)
			return 0;
	return !(st->is_verb && st->is_verb(lex_fold_at(&w, 0)));
}

/* After at least one order, a trailing block that opens with a sign-off
 * and holds nothing but sign-offs and at most NAME_LINES name lines is no
 * order. Anything else stays an order, so a stray line still refuses the
 * mail with a quote and no order is silently dropped. Walks back from the
 * end: each line is looked at once. */
static void drop_signoff(env_state *st)
{
	env_mail *m = st->m;
	size_t j = m->norders, cut = m->norders, names = 0;
	for (; j > 1; j--) {
		if (is_signoff(st->a, m->orders[j - 1]))
			cut = j - 1;
		else if (++names > NAME_LINES || !is_name(st, j - 1))
			break;
	}
	m->norders = cut;
}

/* The first character of the first non-blank line from p on (or the
 * terminating NUL). */
static const char *skip_blank(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
		p++;
	return p;
}

int env_parse_verbs(arena *a, const char *body, int (*is_verb)(const char *fold), env_mail *out, es_err *e)
{
	env_state st = { .a = a, .m = out, .is_verb = is_verb };
	const char *p = body ? body : "";
	/* Where the next non-blank line starts, found once for the whole
	 * run of blank lines before it: looking ahead again from every
	 * blank line made a body of blank lines quadratic. */
	const char *ahead = NULL;
	int lineno = 0, rc = 0;

	memset(out, 0, sizeof *out);
	es_clear(e);
	while (*p != '\0' && rc == 0) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		if (nl && (ahead == NULL || ahead <= nl))
			ahead = skip_blank(nl + 1);
		st.next = nl && nl[1] ? nl + 1 : NULL;
		st.ahead = nl && *ahead ? ahead : NULL;
		rc = do_line(&st, p, n, ++lineno, e);
		p += n + (nl != NULL);
	}
	if (rc < 0)
		return rc;
	drop_signoff(&st);
	return ES_OK;
}
