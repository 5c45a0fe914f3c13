/* Template lookup and rendering. Sections are indexed lazily on first use
 * (or by tpl_init) from the embedded templates/LANG/NAME.tpl files. */
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/embed.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const tpl_langs[] = { "es", "en", NULL };

typedef struct section {
	char lang[4];
	const char *id;
	size_t idlen;
	const char *text;
	size_t len;
} section;

static section *sections;
static size_t nsections;
static void load_all(void);

/* Sections found by a hash of (lang, id): building it costs a tenth of
 * sorting them, and every process that mails pays it. */
static uint32_t *slots; /* index + 1; 0: empty */
static size_t nslots;   /* a power of two */

static uint32_t hash(const char *lang, const char *id, size_t idlen)
{
	uint32_t h = 2166136261u;
	for (const char *p = lang; *p; p++)
		h = (h ^ (unsigned char)*p) * 16777619u;
	h = (h ^ '/') * 16777619u;
	for (size_t i = 0; i < idlen; i++)
		h = (h ^ (unsigned char)id[i]) * 16777619u;
	return h;
}

static int same(const section *x, const char *lang, const char *id, size_t idlen)
{
	return x->idlen == idlen && !strcmp(x->lang, lang) && !memcmp(x->id, id, idlen);
}

static void index_all(void)
{
	for (nslots = 16; nslots < 2 * nsections; nslots *= 2)
		;
	slots = xmalloc(nslots * sizeof *slots);
	memset(slots, 0, nslots * sizeof *slots);
	for (size_t i = 0; i < nsections; i++) {
		const section *x = &sections[i];
		size_t k = hash(x->lang, x->id, x->idlen) & (nslots - 1);
		while (slots[k] && !same(&sections[slots[k] - 1], x->lang, x->id, x->idlen))
			k = (k + 1) & (nslots - 1);
		if (!slots[k]) /* the first of two same ids stays */
			slots[k] = (uint32_t)i + 1;
	}
}

static size_t cap;

static void add_file(const embed_file *f, const char *lang)
{
	const char *p = f->data, *end = f->data + f->len;
	section *cur = NULL;
	size_t first = nsections;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		if (le - p >= 3 && !memcmp(p, "@@ ", 3)) {
			if (cur)
				cur->len = (size_t)(p - cur->text);
			if (nsections == cap)
				sections = xrealloc(sections, (cap = cap ? 2 * cap : 256) * sizeof *sections);
			cur = &sections[nsections++];
			memset(cur, 0, sizeof *cur);
			memcpy(cur->lang, lang, sizeof cur->lang); /* NUL-padded by load_all */
			const char *id = p + 3;
			const char *ie = le;
			while (ie > id && (ie[-1] == ' ' || ie[-1] == '\r'))
				ie--;
			cur->id = id;
			cur->idlen = (size_t)(ie - id);
			cur->text = nl ? nl + 1 : end;
		}
		p = nl ? nl + 1 : end;
	}
	if (cur)
		cur->len = (size_t)(end - cur->text);
	/* Trailing newlines belong to the file layout, not the text. */
	for (size_t i = first; i < nsections; i++)
		while (sections[i].len && sections[i].text[sections[i].len - 1] == '\n')
			sections[i].len--;
}

void tpl_init(void)
{
	load_all();
}

static void load_all(void)
{
	if (sections)
		return;
	for (const embed_file *f = embed_files; f->path; f++) {
		if (strncmp(f->path, "templates/", 10))
			continue;
		const char *lang = f->path + 10;
		const char *slash = strchr(lang, '/');
		if (!slash || slash - lang > 3)
			continue;
		char l[4] = { 0 };
		memcpy(l, lang, (size_t)(slash - lang));
		add_file(f, l);
	}
	index_all();
}

int tpl_has_lang(const char *lang)
{
	for (size_t i = 0; tpl_langs[i]; i++)
		if (!strcmp(tpl_langs[i], lang))
			return 1;
	return 0;
}

static const section *find(const char *lang, const char *id)
{
	load_all();
	size_t n = strlen(id);
	if (!slots)
		return NULL;
	for (size_t k = hash(lang, id, n) & (nslots - 1); slots[k]; k = (k + 1) & (nslots - 1))
		if (same(&sections[slots[k] - 1], lang, id, n))
			return &sections[slots[k] - 1];
	return NULL;
}

int tpl_render(sbuf *out, const char *lang, const char *id, const char *const *vars, es_err *e)
{
	const section *s = find(lang ? lang : "es", id);
	if (!s)
		s = find("es", id);
	if (!s)
		return es_fail(e, ES_ENOTFOUND, "no template '%s'", id);
	const char *p = s->text, *end = s->text + s->len;
	while (p < end) {
		const char *b = memchr(p, '{', (size_t)(end - p));
		if (!b) {
			sbuf_add(out, p, (size_t)(end - p));
			break;
		}
		sbuf_add(out, p, (size_t)(b - p));
		if (b + 1 < end && b[1] == '{') {
			sbuf_putc(out, '{');
			p = b + 2;
			continue;
		}
		const char *c = memchr(b, '}', (size_t)(end - b));
		if (!c)
			return es_fail(e, ES_ESYNTAX, "template '%s': unclosed '{'", id);
		size_t n = (size_t)(c - b - 1);
		const char *val = NULL;
		for (size_t i = 0; vars && vars[i] && vars[i + 1]; i += 2)
			if (strlen(vars[i]) == n && !memcmp(vars[i], b + 1, n)) {
				val = vars[i + 1];
				break;
			}
		if (!val)
			return es_fail(e, ES_ENOTFOUND, "template '%s': no value for {%.*s}", id, (int)n, b + 1);
		sbuf_puts(out, val);
		p = c + 1;
	}
	return ES_OK;
}

#define MAXVARS 32

/* The name, value, ..., NULL pairs of ap into vars (2 * MAXVARS + 1). */
static void collect(const char **vars, va_list ap)
{
	size_t k = 0;
	for (;;) {
		const char *s = va_arg(ap, const char *);
		if (!s || k >= 2 * MAXVARS)
			break;
		vars[k++] = s;
	}
	vars[k] = NULL;
}

int tpl_vrender(sbuf *out, const char *lang, const char *id, es_err *e, va_list ap)
{
	const char *vars[2 * MAXVARS + 1];
	collect(vars, ap);
	return tpl_render(out, lang, id, vars, e);
}

int tpl_renderv(sbuf *out, const char *lang, const char *id, es_err *e, ...)
{
	va_list ap;
	va_start(ap, e);
	int rc = tpl_vrender(out, lang, id, e, ap);
	va_end(ap);
	return rc;
}

static unsigned long nbroken;

unsigned long tpl_broken(void)
{
	return nbroken;
}

void tpl_put_vars(sbuf *out, const char *lang, const char *id, const char *const *vars)
{
	es_err e;
	if (tpl_render(out, lang, id, vars, &e)) {
		/* A fixed text that does not render is a bug caught by the
		 * template test; in production, say so rather than crash. */
		fprintf(stderr, "estafeta: %s\n", e.msg);
		sbuf_printf(out, "[%s]", id);
		nbroken++;
	}
}

void tpl_vput(sbuf *out, const char *lang, const char *id, va_list ap)
{
	const char *vars[2 * MAXVARS + 1];
	collect(vars, ap);
	tpl_put_vars(out, lang, id, vars);
}

void tpl_vput_langs(sbuf *out, char sep, const char *id, va_list ap)
{
	for (size_t l = 0; tpl_langs[l]; l++) {
		if (l)
			sbuf_putc(out, sep);
		va_list cp;
		va_copy(cp, ap);
		tpl_vput(out, tpl_langs[l], id, cp);
		va_end(cp);
	}
}

void tpl_put_langs(sbuf *out, char sep, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	tpl_vput_langs(out, sep, id, ap);
	va_end(ap);
}

void tpl_put(sbuf *out, const char *lang, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	tpl_vput(out, lang, id, ap);
	va_end(ap);
}

void tpl_line(sbuf *out, const char *lang, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	tpl_vput(out, lang, id, ap);
	va_end(ap);
	sbuf_putc(out, '\n');
}

size_t tpl_width(const char *s)
{
	size_t w = 0;
	for (; *s; s++)
		w += ((unsigned char)*s & 0xC0) != 0x80;
	return w;
}

void tpl_each(const char *lang, void (*cb)(const char *id, const char *text, size_t len, void *u), void *u)
{
	load_all();
	for (size_t i = 0; i < nsections; i++) {
		if (strcmp(sections[i].lang, lang))
			continue;
		char id[128];
		snprintf(id, sizeof id, "%.*s", (int)sections[i].idlen, sections[i].id);
		cb(id, sections[i].text, sections[i].len, u);
	}
}
