/* libFuzzer target for the template renderer (adjudicator/base/tpl.h). Input:
 * two bytes picking a template (or, with flag bit 2, the first value is
 * the id itself), one flag byte, then variable values separated by '\n'.
 * The chosen template's placeholders get the values in turn (flag bit 3
 * leaves the last one out). A template with every value must render, and
 * exactly: its text with each {name} replaced and {{ made {. A missing
 * value or id must fail cleanly. There is no renderer for arbitrary
 * template text (sections come only from the embedded files), so the
 * template text itself is not fuzzed. */
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"
#include "tests/fuzz/fuzz.h"

typedef struct tpl {
	const char *lang;
	char id[128];
	const char *text;
	size_t len;
} tpl;

static tpl *all;
static size_t nall, cap;

static void collect(const char *id, const char *text, size_t len, void *u)
{
	/* Grown by doubling: one realloc a template made the first input
	 * quadratic, past libFuzzer's timeout under ASan. */
	if (nall == cap) {
		cap = cap ? 2 * cap : 256;
		all = xrealloc(all, cap * sizeof *all);
	}
	all[nall].lang = u;
	snprintf(all[nall].id, sizeof all[nall].id, "%s", id);
	all[nall].text = text;
	all[nall].len = len;
	nall++;
}

/* The expected rendering of t with vars. */
static void expect(const tpl *t, const char *const *vars, sbuf *out)
{
	for (size_t i = 0; i < t->len; i++) {
		if (t->text[i] != '{') {
			sbuf_putc(out, t->text[i]);
		} else if (i + 1 < t->len && t->text[i + 1] == '{') {
			sbuf_putc(out, '{');
			i++;
		} else {
			const char *c = memchr(t->text + i, '}', t->len - i);
			FZ_ASSERT(c);
			size_t n = (size_t)(c - t->text - i - 1);
			for (size_t k = 0; vars[k]; k += 2)
				if (strlen(vars[k]) == n && !memcmp(vars[k], t->text + i + 1, n)) {
					sbuf_puts(out, vars[k + 1]);
					break;
				}
			i = (size_t)(c - t->text);
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!all) {
		tpl_each("es", collect, "es");
		tpl_each("en", collect, "en");
		FZ_ASSERT(nall > 0);
	}
	size_t pick = (fz_byte(&data, &size) << 8 | fz_byte(&data, &size)) % nall;
	unsigned flags = fz_byte(&data, &size);
	char *text = fz_str(data, size);

	/* The values, '\n' separated. */
	const char *val[64];
	size_t nval = 0;
	for (char *p = text; nval < 64;) {
		val[nval++] = p;
		char *nl = strchr(p, '\n');
		if (!nl)
			break;
		*nl = '\0';
		p = nl + 1;
	}
	const tpl *t = &all[pick];
	const char *id = flags & 4 ? val[0] : t->id;
	/* Its own language, an unknown one (Spanish is the fallback) or the
	 * other one. */
	const char *lang = flags & 1 ? t->lang : flags & 2 ? "xx" : strcmp(t->lang, "es") ? "es" : "en";
	int same = !strcmp(lang, t->lang) || (!strcmp(lang, "xx") && !strcmp(t->lang, "es"));

	/* Placeholder names of the template, values assigned in turn. */
	char names[64][64];
	const char *vars[2 * 64 + 1];
	size_t nv = 0;
	for (size_t i = 0; i < t->len && nv < 64; i++) {
		if (t->text[i] != '{')
			continue;
		if (i + 1 < t->len && t->text[i + 1] == '{') {
			i++;
			continue;
		}
		const char *c = memchr(t->text + i, '}', t->len - i);
		FZ_ASSERT(c); /* an embedded template with an unclosed '{' */
		snprintf(names[nv], sizeof names[nv], "%.*s", (int)(c - t->text - i - 1), t->text + i + 1);
		vars[2 * nv] = names[nv];
		vars[2 * nv + 1] = val[nv % nval];
		nv++;
		i = (size_t)(c - t->text);
	}
	int drop = flags & 8 && nv > 0;
	vars[2 * (nv - drop)] = NULL;

	sbuf out = SBUF_INIT;
	es_err e;
	es_clear(&e);
	int rc = tpl_render(&out, lang, id, vars, &e);
	if (id != t->id) {
		FZ_ASSERT(rc == ES_OK || rc == ES_ENOTFOUND);
	} else if (drop) {
		/* The dropped name may also be given under an earlier slot. */
		FZ_ASSERT(rc == ES_OK || (rc == ES_ENOTFOUND && e.msg[0]));
	} else if (same && nv < 64) {
		FZ_ASSERT(rc == ES_OK);
		sbuf want = SBUF_INIT;
		expect(t, vars, &want);
		FZ_ASSERT(want.len == out.len && !memcmp(sbuf_str(&want), sbuf_str(&out), out.len));
		sbuf_free(&want);
	}
	(void)tpl_width(sbuf_str(&out));
	sbuf_free(&out);
	free(text);
	return 0;
}
