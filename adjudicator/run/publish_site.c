/* `estafeta publish GAME DIR`: a static site of one game, written from its
 * repository. Only what every player may see goes in: the public view of
 * each commit, the commit subjects (the public events), the game's rule
 * options and, once the game is over, the result, the seed and the
 * commitment check. Plain HTML and one CSS file, no script. */
#include "adjudicator/base/afile.h"
#include "adjudicator/run/publish.h"
#include "adjudicator/play/play.h"
#include "adjudicator/base/dice.h"
#include "adjudicator/base/sbuf.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/store/store.h"

#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

static const char site_css[] =
	"body{font-family:sans-serif;max-width:78rem;margin:0 auto;padding:1rem;line-height:1.4;color:#222}\n"
	"h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}\n"
	"pre{background:#f6f6f2;padding:.8rem;overflow-x:auto;font-size:.9rem;white-space:pre}\n"
	"img.board{max-width:100%;height:auto;border:1px solid #ccc}\n"
	"table{border-collapse:collapse}td,th{padding:.2rem .6rem;border-bottom:1px solid #ddd;text-align:left;"
	"vertical-align:top}\n"
	/* Hashes, commits and names are single long words: they break
	 * anywhere rather than push the page sideways on a phone. */
	"code,td,th,p,h1{overflow-wrap:anywhere}\n"
	".en{color:#666;font-size:.9em}\n"
	"@media (max-width:40rem){body{padding:.5rem}pre{font-size:.75rem;white-space:pre-wrap;"
	"overflow-wrap:anywhere}}\n";

/* Text into HTML, every character that means something there escaped. */
void publish_html(sbuf *b, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '<': sbuf_puts(b, "&lt;"); break;
		case '>': sbuf_puts(b, "&gt;"); break;
		case '&': sbuf_puts(b, "&amp;"); break;
		case '"': sbuf_puts(b, "&quot;"); break;
		case '\'': sbuf_puts(b, "&#39;"); break;
		default: sbuf_putc(b, *s);
		}
	}
}

void publish_head(sbuf *b, const char *title)
{
	sbuf_puts(b, "<!DOCTYPE html>\n<html lang=\"es\">\n<head>\n<meta charset=\"utf-8\">\n"
		     "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
	publish_html(b, title);
	sbuf_puts(b, "</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n");
}

int publish_write(const char *dir, const char *name, const void *data, size_t len, es_err *e)
{
	char path[1400];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	if (afile_write(path, data, len, 0))
		return es_fail(e, es_errno_code(errno), "cannot write %s: %s", path, strerror(errno));
	/* Public pages: readable by the web server (afile writes 0600). */
	chmod(path, 0644);
	return ES_OK;
}

int publish_style(const char *dir, es_err *e)
{
	return publish_write(dir, "style.css", site_css, sizeof site_css - 1, e);
}

/* A commit line as the page shows it: older releases joined sentences
 * with "; " after their full stop ("…en D-H-I.; ana construye…"). */
static char *tidy_subject(const char *msg)
{
	const char *nl = strchr(msg, '\n');
	size_t n = nl ? (size_t)(nl - msg) : strlen(msg);
	char *t = malloc(n + 1);
	if (!t)
		abort();
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (msg[i] == '.' && i + 1 < n && msg[i + 1] == ';' && !(i && msg[i - 1] == '.'))
			continue;
		t[k++] = msg[i];
	}
	while (k && t[k - 1] == '.' && !(k > 1 && t[k - 2] == '.'))
		k--;
	t[k] = '\0';
	return t;
}

/* One batch of the game: its commit, subject and batch number. */
typedef struct turn {
	char commit[41];
	char *subject;
	long long when;
	size_t num; /* 1, 2... among the batches listed: a batch's own number
		       would leave gaps that tell others ran */
} turn;

typedef struct site {
	store *repo;
	turn *t;
	size_t n, cap;
	const char *dir;
	es_err *e;
	int rc;
	char *last_view; /* the public view of the last batch listed */
} site;

static char *read_at(store *s, const char *commit, const char *path)
{
	char *data = NULL;
	size_t len;
	es_err e = { 0 };
	if (store_read_at(s, commit, path, &data, &len, &e))
		return NULL;
	return data;
}

/* The value of "key value" in a meta file, malloc'd, or NULL. */
static char *meta_value(const char *text, const char *key)
{
	size_t kl = strlen(key);
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) : strlen(l);
		if (n > kl && !strncmp(l, key, kl) && l[kl] == ' ')
			return strndup(l + kl + 1, n - kl - 1);
		l = nl ? nl + 1 : NULL;
	}
	return NULL;
}

static int turn_page(site *x, const turn *t, const char *game, const turn *prev, const turn *next)
{
	char *view = read_at(x->repo, t->commit, "views/public.txt");
	sbuf b = SBUF_INIT;
	char title[200], iso[32];
	snprintf(title, sizeof title, "%s — parte %zu", game, t->num);
	publish_head(&b, title);
	when_iso(t->when, iso);
	sbuf_puts(&b, "<p><a href=\"index.html\">");
	publish_html(&b, game);
	sbuf_puts(&b, "</a>");
	if (prev)
		sbuf_printf(&b, " · <a href=\"parte-%zu.html\">← %zu</a>", prev->num, prev->num);
	if (next)
		sbuf_printf(&b, " · <a href=\"parte-%zu.html\">%zu →</a>", next->num, next->num);
	sbuf_puts(&b, "</p>\n<h1>");
	publish_html(&b, title);
	sbuf_puts(&b, "</h1>\n<p>");
	publish_html(&b, t->subject);
	sbuf_printf(&b, "<br><span class=\"en\">%s · commit <code>%.12s</code></span></p>\n", iso, t->commit);
	sbuf_puts(&b, "<h2>Vista pública <span class=\"en\">(public view)</span></h2>\n<pre>");
	publish_html(&b, view ? view : "-");
	sbuf_puts(&b, "</pre>\n</body>\n</html>\n");
	char name[48];
	snprintf(name, sizeof name, "parte-%zu.html", t->num);
	int rc = publish_write(x->dir, name, b.s, b.len, x->e);
	sbuf_free(&b);
	free(view);
	return rc;
}

static int collect(const char *commit, const char *message, long long when, void *u)
{
	site *x = u;
	/* Only the batches that changed the public view are listed: one that
	 * changed nothing anyone may see (private press, a player's
	 * settings, a reminder) is not told, nor when it ran. */
	char *view = read_at(x->repo, commit, "views/public.txt");
	if (x->n && view && x->last_view && !strcmp(view, x->last_view)) {
		free(view);
		return 0;
	}
	free(x->last_view);
	x->last_view = view;
	if (x->n == x->cap) {
		x->cap = x->cap ? 2 * x->cap : 64;
		x->t = realloc(x->t, x->cap * sizeof *x->t);
		if (!x->t)
			abort();
	}
	turn *t = &x->t[x->n++];
	snprintf(t->commit, sizeof t->commit, "%s", commit);
	t->subject = tidy_subject(message);
	t->when = when;
	t->num = x->n;
	return 0;
}

/* One option in words (templates/LANG/site.tpl), the key itself where
 * no words were written for it. */
static void put_option(sbuf *b, const char *key, size_t klen, const char *val, size_t vlen)
{
	char id[96];
	snprintf(id, sizeof id, "site.opt.%.*s", (int)klen, key);
	sbuf_puts(b, "<tr><th>");
	es_err e = { 0 };
	size_t at = b->len;
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	if (klen < 80 && !tpl_render(&es, "es", id, NULL, &e) && !tpl_render(&en, "en", id, NULL, &e)) {
		publish_html(b, sbuf_str(&es));
		sbuf_puts(b, " <span class=\"en\">(");
		publish_html(b, sbuf_str(&en));
		sbuf_puts(b, ")</span>");
	} else {
		b->len = at;
		char *k = strndup(key, klen);
		sbuf_puts(b, "<code>");
		publish_html(b, k);
		sbuf_puts(b, "</code>");
		free(k);
	}
	sbuf_free(&es);
	sbuf_free(&en);
	sbuf_puts(b, "</th><td>");
	char *v = strndup(val, vlen);
	if (strchr(v, '/')) { /* a file of the server: its path is nobody's business */
		tpl_put(b, "es", "site.opt.file", NULL);
		sbuf_puts(b, " <span class=\"en\">(");
		tpl_put(b, "en", "site.opt.file", NULL);
		sbuf_puts(b, ")</span>");
	} else
		publish_html(b, v);
	free(v);
	sbuf_puts(b, "</td></tr>\n");
}

/* The options every player knows: the engine's, and the deadlines. */
static void put_options(sbuf *b, const char *meta)
{
	sbuf_puts(b, "<h2>Opciones <span class=\"en\">(options)</span></h2>\n<table>\n");
	static const char *const core[] = { "deadline-hours", "reminder-hours", "press", "bot-after", NULL };
	for (const char *const *k = core; *k; k++) {
		char *v = meta_value(meta, *k);
		if (v)
			put_option(b, *k, strlen(*k), v, strlen(v));
		free(v);
	}
	for (const char *l = meta; l && *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) : strlen(l);
		const char *eq = n > 7 ? memchr(l + 7, '=', n - 7) : NULL;
		/* An option that names an address is nobody else's business. */
		if (eq && !strncmp(l, "option ", 7) && !memchr(l, '@', n))
			put_option(b, l + 7, (size_t)(eq - l - 7), eq + 1, (size_t)(l + n - eq - 1));
		l = nl ? nl + 1 : NULL;
	}
	sbuf_puts(b, "</table>\n");
}

/* The names of the seats in mask, ", " between; how many. */
static int put_names(sbuf *b, const play *p, uint32_t mask)
{
	int k = 0;
	for (int s = 0; s < play_nplayers(p); s++)
		if (mask & GAME_SEAT(s)) {
			sbuf_puts(b, k++ ? ", " : "");
			publish_html(b, play_player_name(p, s));
		}
	return k;
}

/* The number of the game's current stream of dice: a game its master
 * brought back after its end plays a new one, and secret/seed.txt keeps a
 * "stream K SEED" line for each, the creation's stream 0 among them. */
static long last_stream(const char *sd)
{
	long last = 0;
	for (const char *l = sd; l && *l;) {
		long k;
		if (sscanf(l, "stream %ld ", &k) == 1 && k > last)
			last = k;
		l = strchr(l, '\n');
		l = l ? l + 1 : NULL;
	}
	return last;
}

/* The seeds of the streams before the current one, revealed by the end
 * each had, with their sha256 to compare with the commitments the players
 * were mailed then. The current stream's seed is never among them: while
 * the game runs it is secret. */
static void put_earlier_seeds(sbuf *b, const char *sd)
{
	long last = last_stream(sd);
	if (!last)
		return;
	sbuf_puts(b, "<p>Semillas anteriores, reveladas al terminar <span class=\"en\">(earlier seeds, revealed at "
		     "their end)</span>:</p>\n<ul>\n");
	for (const char *l = sd; l && *l;) {
		char hex[129], check[65];
		long k;
		if (sscanf(l, "stream %ld %128[0-9a-f]", &k, hex) == 2 && k < last) {
			dice_commitment(hex, check);
			sbuf_printf(b, "<li>%ld: <code>%s</code> (sha256: <code>%s</code>)</li>\n", k, hex, check);
		}
		l = strchr(l, '\n');
		l = l ? l + 1 : NULL;
	}
	sbuf_puts(b, "</ul>\n");
}

static int index_page(site *x, play *p, const char *game, const char *head)
{
	game_status st;
	play_status(p, &st);
	char *meta = read_at(x->repo, head, "meta/game.txt");
	char *view = read_at(x->repo, head, "views/public.txt");
	char *commitment = meta ? meta_value(meta, "commitment") : NULL;
	sbuf b = SBUF_INIT;
	char title[160];
	snprintf(title, sizeof title, "%s (%s)", game, play_kind(p)->kind);
	publish_head(&b, title);
	sbuf_puts(&b, "<h1>");
	publish_html(&b, title);
	sbuf_puts(&b, "</h1>\n<p>Jugadores <span class=\"en\">(players)</span>: ");
	put_names(&b, p, GAME_ALL);
	sbuf_puts(&b, "</p>\n");
	arena *a = arena_new();
	sbuf_puts(&b, "<p>");
	publish_html(&b, play_phase_text(a, play_kind(p)->kind, st.phase, "es"));
	sbuf_printf(&b, ", turno %u", st.turn);
	if (!st.over && st.waiting) {
		sbuf_puts(&b, "; se espera a <span class=\"en\">(awaited)</span>: ");
		put_names(&b, p, st.waiting);
	}
	sbuf_puts(&b, ".</p>\n");
	arena_free(a);
	if (st.over) {
		sbuf_puts(&b, "<h2>Resultado <span class=\"en\">(result)</span></h2>\n<p>");
		if (!put_names(&b, p, st.winners))
			sbuf_puts(&b, "nadie <span class=\"en\">(nobody)</span>");
		sbuf_puts(&b, " (");
		publish_html(&b, st.end ? st.end : "-");
		sbuf_puts(&b, ")</p>\n");
		/* The final mails revealed the seed: anyone can check it now. */
		char *sd = read_at(x->repo, head, "secret/seed.txt");
		char *seed = sd ? meta_value(sd, "seed") : NULL;
		if (seed && commitment) {
			char check[65];
			dice_commitment(seed, check);
			sbuf_puts(&b, "<p>Semilla <span class=\"en\">(seed)</span>: <code>");
			publish_html(&b, seed);
			sbuf_puts(&b, last_stream(sd) ? "</code><br>Compromiso publicado al volver a jugarse la partida <span "
						    "class=\"en\">(commitment published when the game was brought back)</span>: <code>"
						  : "</code><br>Compromiso publicado al empezar <span class=\"en\">(commitment)</span>: <code>");
			publish_html(&b, commitment);
			sbuf_printf(&b, "</code><br>%s<br>Compruébalo <span class=\"en\">(check it)</span>: "
					"<code>printf %%s SEED | sha256sum</code></p>\n",
				strcmp(check, commitment) ? "NO COINCIDE <span class=\"en\">(does not match)</span>"
							  : "coincide <span class=\"en\">(matches)</span>");
		}
		put_earlier_seeds(&b, sd);
		free(seed);
		free(sd);
	} else if (commitment) {
		char *sd = read_at(x->repo, head, "secret/seed.txt");
		sbuf_puts(&b, last_stream(sd) ? "<p>Compromiso de la semilla nueva, publicado al volver a jugarse la partida "
					    "<span class=\"en\">(commitment of the new seed, published when the game was brought "
					    "back)</span>: <code>"
					  : "<p>Compromiso de la semilla <span class=\"en\">(seed commitment)</span>: <code>");
		publish_html(&b, commitment);
		sbuf_puts(&b, "</code>; la semilla se publica al terminar la partida.</p>\n");
		put_earlier_seeds(&b, sd);
		free(sd);
	}
	struct stat sb;
	char png[1400];
	snprintf(png, sizeof png, "%s/board.png", x->dir);
	if (!stat(png, &sb))
		sbuf_puts(&b, "<p><a href=\"board.png\"><img class=\"board\" src=\"board.png\" "
			     "alt=\"tablero (board)\"></a></p>\n");
	sbuf_puts(&b, "<h2>Vista pública <span class=\"en\">(public view)</span></h2>\n<pre>");
	publish_html(&b, view ? view : "-");
	sbuf_puts(&b, "</pre>\n");
	if (meta)
		put_options(&b, meta);
	sbuf_puts(&b, "<h2>Partes <span class=\"en\">(reports)</span></h2>\n<table>\n");
	for (size_t i = x->n; i-- > 0;) {
		char iso[32];
		when_iso(x->t[i].when, iso);
		sbuf_printf(&b, "<tr><td><a href=\"parte-%zu.html\">%zu</a></td><td>%s</td><td>", x->t[i].num, x->t[i].num,
			iso);
		publish_html(&b, x->t[i].subject);
		sbuf_puts(&b, "</td></tr>\n");
	}
	sbuf_puts(&b, "</table>\n</body>\n</html>\n");
	int rc = publish_write(x->dir, "index.html", b.s, b.len, x->e);
	sbuf_free(&b);
	free(meta);
	free(view);
	free(commitment);
	return rc;
}

/* Pages of ours no longer listed: an earlier run's (which numbered pages
 * lote-N by batch), or a list that got shorter. Only names of that shape
 * are touched; the folder may hold the operator's own files. */
static void drop_stale(const char *dir, size_t n)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *de;
	while ((de = readdir(d))) {
		const char *name = de->d_name, *num = NULL;
		if (!strncmp(name, "lote-", 5))
			num = name + 5;
		else if (!strncmp(name, "parte-", 6))
			num = name + 6;
		if (!num || *num < '0' || *num > '9')
			continue;
		char *end;
		unsigned long k = strtoul(num, &end, 10);
		if (strcmp(end, ".html") || (num == name + 6 && k >= 1 && k <= n))
			continue;
		char path[1400];
		snprintf(path, sizeof path, "%s/%s", dir, name);
		unlink(path);
	}
	closedir(d);
}

int publish_site(const conf *c, const char *game, const char *dir, const void *png, size_t png_len, es_err *e)
{
	play *p;
	int rc = play_open(&p, c, game, e);
	if (rc)
		return rc;
	site x = { 0 };
	x.dir = dir;
	x.e = e;
	char gdir[1200], head[41];
	snprintf(gdir, sizeof gdir, "%s/games/%s", c->dataroot, game);
	if (mkdir(dir, 0755) && errno != EEXIST) {
		rc = es_fail(e, es_errno_code(errno), "cannot make %s: %s", dir, strerror(errno));
		goto out;
	}
	if ((rc = store_open(&x.repo, gdir, e)) || (rc = store_head(x.repo, head, e)))
		goto out;
	if ((rc = store_walk(x.repo, collect, &x, e)))
		goto out;
	if ((rc = publish_style(dir, e)))
		goto out;
	/* The public picture, unless the caller brings one. */
	sbuf pic = SBUF_INIT;
	es_err pe = { 0 };
	if (!png && play_picture(p, -1, &pic, &pe) == 1) {
		png = pic.s;
		png_len = pic.len;
	}
	if (png)
		rc = publish_write(dir, "board.png", png, png_len, e);
	sbuf_free(&pic);
	if (rc)
		goto out;
	for (size_t i = 0; i < x.n && !rc; i++)
		rc = turn_page(&x, &x.t[i], game, i ? &x.t[i - 1] : NULL, i + 1 < x.n ? &x.t[i + 1] : NULL);
	if (!rc)
		rc = index_page(&x, p, game, head);
	if (!rc)
		drop_stale(dir, x.n);
out:
	for (size_t i = 0; i < x.n; i++)
		free(x.t[i].subject);
	free(x.t);
	free(x.last_view);
	store_free(x.repo);
	play_free(p);
	return rc;
}
