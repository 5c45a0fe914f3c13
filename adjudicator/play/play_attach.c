/* The board picture and the JSON view in a player's mail. The
 * repository keeps each mail with a one-line placeholder where the part's
 * bytes go; delivery renders them from the state of the mail's commit and
 * puts them in: the same state gives the same bytes (pictures and JSON
 * are deterministic), so a delivery repeated after a crash sends the same
 * message, and the history does not grow by a picture a player a turn. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/json_view.h"
#include "adjudicator/play/picture.h"
#include "adjudicator/store/store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "=_" never starts a line of quoted-printable or base64 text: no text of
 * a mail can look like a placeholder. */
#define PH "=_render "

/* seat's quick replies as lines to copy, after the text (and its clear
 * copy): the HTML part shows the same block as links. */
static void add_quick(play *p, pend_out *o, int seat)
{
	sbuf block = SBUF_INIT;
	game_quick q;
	const char *label[GAME_QUICK_MAX];
	play_quick_block(p, p->st, seat, play_player_lang(p, seat), &block, &q, label);
	if (block.len) {
		o->m.body = arena_printf(p->a, "%s\n\n%s", o->m.body, sbuf_str(&block));
		if (o->secret_body)
			o->secret_body = arena_printf(p->a, "%s\n\n%s", o->secret_body, sbuf_str(&block));
	}
	sbuf_free(&block);
}

void play_view_parts(play *p, pend_out *o, int seat)
{
	if (!o || seat < 0)
		return;
	out_part parts[2];
	size_t n = 0;
	int html = play_html_wants(p, seat);
	const char *base = arena_printf(p->a, "%s-%lu", p->name, p->seq);
	if ((p->kind->has & GAME_HAS_SCENE) && !p->c->no_pictures && !(p->nopic & GAME_SEAT(seat)))
		parts[n++] = (out_part){ "image/png", arena_printf(p->a, "%s.png", base),
			arena_printf(p->a, PH "picture %d\n", seat), 0, 1, 1,
			html ? arena_printf(p->a, "%s.png@%s", base, p->c->domain) : NULL };
	if (p->kind->view_json && (p->json & GAME_SEAT(seat)))
		parts[n++] = (out_part){ "application/json", arena_printf(p->a, "%s.json", base),
			arena_printf(p->a, PH "json %d\n", seat), 0, 0, 1, NULL };
	if (html) {
		add_quick(p, o, seat);
		o->m.html = arena_printf(p->a, PH "html %d\n", seat);
	}
	if (!n)
		return;
	for (size_t i = 0; i < n; i++)
		parts[i].len = strlen(parts[i].data);
	out_part *v = arena_alloc(p->a, n * sizeof *v);
	memcpy(v, parts, n * sizeof *v);
	o->m.parts = v;
	o->m.nparts = n;
}

typedef struct attach_ctx {
	play *p;
	const char *commit;
	void *st; /* the commit's state, loaded at the first placeholder */
	int loaded, abandoned;
} attach_ctx;

static int load_state(attach_ctx *x)
{
	if (x->loaded)
		return x->st ? 0 : -1;
	x->loaded = 1;
	es_err e = { 0 };
	/* A redelivery works on a game not opened: its kind and players
	 * as of the mail's commit. */
	if (!x->p->kind && play_load_meta(x->p, x->commit, &e)) {
		fprintf(stderr, "estafeta: game %s: %.12s for a mail's picture: %s\n", x->p->name, x->commit, e.msg);
		return -1;
	}
	char *text = play_read_file(x->p, x->commit, "state/game.txt", &e);
	char *meta = play_read_file(x->p, x->commit, "meta/game.txt", &e);
	x->abandoned = meta && strstr(meta, "\nabandoned yes") != NULL;
	if (!text || x->p->kind->load(&x->st, x->p->n, x->p->names, text, &e)) {
		fprintf(stderr, "estafeta: game %s: the state of %.12s for a mail's picture: %s\n", x->p->name,
			x->commit, e.msg);
		x->st = NULL;
		return -1;
	}
	return 0;
}

/* The bytes of one placeholder (what, seat), into out. */
static void render(attach_ctx *x, const char *what, int seat, sbuf *out)
{
	if (load_state(x) || seat < 0 || seat >= x->p->n)
		return;
	es_err e = { 0 };
	int rc = 0;
	if (!strcmp(what, "picture")) {
		rc = picture_of(x->p->kind, x->st, seat, play_player_lang(x->p, seat), out, &e) < 0;
	} else if (!strcmp(what, "json")) {
		game_status gs;
		x->p->kind->status(x->st, &gs);
		if (x->abandoned) {
			gs.over = 1;
			gs.phase = "over";
			gs.waiting = gs.winners = 0;
		}
		json_view_game g = { x->p->kind, x->st, &gs, x->p->name, x->p->n, (const char *const *)x->p->pname };
		rc = json_view_render(&g, seat, out, &e);
	}
	if (rc)
		fprintf(stderr, "estafeta: game %s: a mail's %s: %s\n", x->p->name, what, e.msg);
}

/* One pass over data: each placeholder line of `only` (or, with only
 * NULL, of every kind but "html") replaced by its part's encoded bytes. */
static char *splice_pass(attach_ctx *x, const char *only, char *data, size_t *len)
{
	sbuf out = SBUF_INIT;
	const char *s = data, *end = data + *len;
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		const char *le = nl ? nl + 1 : end;
		char what[16];
		int seat;
		if ((s == data || s[-1] == '\n') && !strncmp(s, PH, sizeof PH - 1) &&
			sscanf(s + sizeof PH - 1, "%15s %d", what, &seat) == 2 &&
			(only ? !strcmp(what, only) : strcmp(what, "html") != 0)) {
			sbuf bytes = SBUF_INIT;
			if (!only) {
				render(x, what, seat, &bytes);
				out_base64_lines(&out, bytes.s, bytes.len);
			} else if (!load_state(x) && seat >= 0 && seat < x->p->n) {
				/* QP: the HTML stays readable and small. */
				play_html_render(x->p, x->st, seat, data, *len, &bytes);
				arena *a = arena_new();
				char *qp;
				out_qp(a, sbuf_str(&bytes), &qp);
				sbuf_puts(&out, qp);
				arena_free(a);
				sbuf_putc(&out, '\n');
			}
			sbuf_free(&bytes);
		} else {
			sbuf_add(&out, s, (size_t)(le - s));
		}
		s = le;
	}
	free(data);
	*len = out.len;
	return sbuf_detach(&out);
}

char *play_attach_splice(play *p, const char *commit, char *data, size_t *len)
{
	if (!memmem(data, *len, "\n" PH, sizeof PH))
		return data;
	attach_ctx x = { p, commit, NULL, 0, 0 };
	data = splice_pass(&x, NULL, data, len);
	if (memmem(data, *len, "\n" PH "html ", sizeof PH + 4))
		data = splice_pass(&x, "html", data, len);
	if (x.st)
		p->kind->free(x.st);
	return data;
}
