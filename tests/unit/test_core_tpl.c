/* The core's texts (templates/LANG/core.tpl): es and en define the same
 * ids, every id the adjudicator's sources use exists, every id renders in
 * both languages with every placeholder it has, and no line of any text
 * starts with a word the envelope, a request or the game master's mail
 * would read as a keyword (a quoted copy of the judge's mail must never
 * read as orders). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "adjudicator/base/embed.h"
#include "adjudicator/base/tpl.h"
#include "games/game.h"
#include "tests/unit/engine_test.h"
#include "orders/lex.h"

#include <dirent.h>

/* Every source of the layers that render the core's texts. */
static const char *const source_dirs[] = { "adjudicator/run", "adjudicator/play", "adjudicator/cli", "adjudicator/mail",
	"adjudicator/store", NULL };
static char source_names[256][96];
static const char *sources[258];

static void list_sources(void)
{
	int n = 0;
	for (int d = 0; source_dirs[d]; d++) {
		DIR *dir = opendir(source_dirs[d]);
		assert_non_null(dir);
		for (struct dirent *e; (e = readdir(dir));) {
			size_t len = strlen(e->d_name);
			if (len < 3 || strcmp(e->d_name + len - 2, ".c"))
				continue;
			assert_true(n < 255);
			snprintf(source_names[n], sizeof source_names[n], "%s/%s", source_dirs[d], e->d_name);
			sources[n] = source_names[n];
			n++;
		}
		closedir(dir);
	}
	sources[n++] = "orders/ordp.c";
	sources[n] = NULL;
}

/* The core's texts: core.tpl and every other file of the language whose
 * texts are the core's (html.tpl, quick.tpl, the game master's gm*.tpl). */
static void core_set_load(tpl_set *t, const char *lang)
{
	char path[96];
	snprintf(path, sizeof path, "templates/%s/core.tpl", lang);
	tpl_set_load(t, path);
	snprintf(path, sizeof path, "templates/%s/", lang);
	for (const embed_file *f = embed_files; f->path; f++)
		if (!strncmp(f->path, path, strlen(path)) && strcmp(f->path + strlen(path), "core.tpl") &&
			strstr(f->data, "\n@@ core."))
			tpl_set_add(t, f->path);
}

/* Every {name} of every text, each once, with a value. */
typedef struct vars {
	const char *v[2 * 1024 + 1];
	char names[1024][32];
	int n;
} vars;

static void collect(const char *id, const char *text, size_t len, void *u)
{
	(void)id;
	vars *vs = u;
	for (size_t i = 0; i + 2 < len; i++) {
		if (text[i] != '{' || text[i + 1] == '{')
			continue;
		const char *close = memchr(text + i + 1, '}', len - i - 1);
		if (!close || close - text - i - 1 >= 32)
			continue;
		char name[32];
		memcpy(name, text + i + 1, (size_t)(close - text - i - 1));
		name[close - text - i - 1] = '\0';
		int seen = 0;
		for (int k = 0; k < vs->n && !seen; k++)
			seen = !strcmp(vs->names[k], name);
		if (!seen && vs->n < 1024)
			strcpy(vs->names[vs->n++], name);
	}
}

static void test_core_templates_complete_and_render(void **s)
{
	(void)s;
	tpl_set es, en;
	list_sources();
	core_set_load(&es, "es");
	core_set_load(&en, "en");
	assert_true(engine_templates_check("core", &es, &en, sources, NULL, NULL) > 100);
	vars vs = { 0 };
	tpl_each("es", collect, &vs);
	tpl_each("en", collect, &vs);
	assert_true(vs.n > 20);
	for (int k = 0; k < vs.n; k++) {
		vs.v[2 * k] = vs.names[k];
		vs.v[2 * k + 1] = "x";
	}
	assert_true(vs.n < 1024); /* every name collected */
	vs.v[2 * vs.n] = NULL;
	engine_templates_render(&es, vs.v);
}

static const lex_kw keywords[] = { { 1, "partida|game|jugador|player|clave|password|contrasena|director|directora|"
				       "master|gm|ayuda|help|lista|list|nueva|new|unirse|unirme|join|"
				       "prorrogar|prorroga|extend|pausar|pausa|pause|reanudar|resume|terminar|finish|"
				       "stop|difundir|broadcast|reemplazar|sustituir|replace|expulsar|expel|remove|"
				       "estado|status|volver|rollback|idioma|language|zona|timezone|prensa|press|"
				       "vacaciones|vacation|fin|end" },
	{ -1, NULL } };

typedef struct lines_ctx {
	const char *lang;
	int bad;
} lines_ctx;

static void first_words(const char *id, const char *text, size_t len, void *u)
{
	lines_ctx *x = u;
	arena *a = arena_new();
	for (size_t i = 0; i < len;) {
		const char *l = text + i;
		const char *nl = memchr(l, '\n', len - i);
		size_t n = nl ? (size_t)(nl - l) : len - i;
		i += n + 1;
		size_t k = 0;
		while (k < n && (l[k] == ' ' || l[k] == '\t'))
			k++;
		size_t w = k;
		while (w < n && l[w] != ' ' && l[w] != '\t' && l[w] != ':' && l[w] != ',' && l[w] != '.')
			w++;
		if (w == k)
			continue;
		if (lex_keyword(keywords, lex_fold(a, l + k, w - k)) == 1) {
			fprintf(stderr, "%s/%s: a line starts with a keyword: «%.*s»\n", x->lang, id, (int)n, l);
			x->bad++;
		}
	}
	arena_free(a);
}

static void test_no_line_reads_as_a_keyword(void **s)
{
	(void)s;
	for (int l = 0; l < 2; l++) {
		lines_ctx x = { l ? "en" : "es", 0 };
		tpl_each(x.lang, first_words, &x);
		assert_int_equal(x.bad, 0);
	}
}

/* A text that does not render is counted wherever it is rendered: the
 * fuzz harness (fz_reply_ok) tells a broken text by the count alone, so
 * an engine's refusal rendered past it would pass as a good one. */
/* Players have their mails and the help, not the project's sources: no
 * text of any game points them to a file of the sources. */
static void no_source_paths(const char *id, const char *text, size_t len, void *u)
{
	static const char *const paths[] = { "RULES-NOTES", "STATUS.md", "docs/", "README", NULL };
	for (int i = 0; paths[i]; i++)
		if (memmem(text, len, paths[i], strlen(paths[i]))) {
			fprintf(stderr, "%s: points players to %s: «%.*s»\n", id, paths[i], (int)len, text);
			++*(int *)u;
		}
}

static void test_no_text_points_to_the_sources(void **s)
{
	(void)s;
	int bad = 0;
	tpl_each("es", no_source_paths, &bad);
	tpl_each("en", no_source_paths, &bad);
	assert_int_equal(bad, 0);
}

static void test_broken_texts_are_counted(void **s)
{
	(void)s;
	unsigned long before = tpl_broken();
	sbuf b = SBUF_INIT;
	tpl_put(&b, "es", "core.no-such-text", NULL);
	assert_int_equal(tpl_broken(), before + 1);
	sbuf_free(&b);
	game_reject rej;
	assert_int_equal(game_reject_tpl(&rej, 0, ES_ESYNTAX, "en", "catan.no-such-reason", "x", "1", NULL), ES_ESYNTAX);
	assert_int_equal(tpl_broken(), before + 2);
	assert_true(rej.why[0] != '\0');
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_core_templates_complete_and_render),
		cmocka_unit_test(test_no_line_reads_as_a_keyword),
		cmocka_unit_test(test_no_text_points_to_the_sources),
		cmocka_unit_test(test_broken_texts_are_counted),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
