/* The HTML alternative of a mail with a view and its quick replies. The
 * HTML is made at delivery from the mail's own text part (decoded by the
 * same MIME reader that reads players' mail), its picture's Content-ID
 * and its Reply-To: it can say nothing the text does not, and the
 * repository keeps only a placeholder. The quick replies come from the
 * engine (game_kind.quick) on the commit's state, the same list the text
 * part was given when the mail was written. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/html.h"
#include "adjudicator/mail/mime.h"
#include "adjudicator/base/tpl.h"

#include <stdio.h>
#include <string.h>

int play_html_wants(const play *p, int seat)
{
	uint32_t b = GAME_SEAT(seat);
	return (p->html_on & b) || (p->html_default && !(p->html_off & b));
}

/* The core's own quick replies, as its order table reads them
 * (play_orders.c: EMPATE, ROBOT NO), in the reader's language. */
static const struct {
	const char *lang, *vote, *bot_off;
} core_quick[] = { { "es", "EMPATE", "ROBOT NO" }, { "en", "DRAW", "BOT OFF" } };

static void core_add(game_quick *q, const char *label[], const char *body, const char *label_id)
{
	size_t n = q->n;
	game_quick_add(q, 0, body);
	if (q->n > n)
		label[n] = label_id;
}

void play_quick_block(play *p, const void *st, int seat, const char *lang, sbuf *block, game_quick *q,
	const char *label[GAME_QUICK_MAX])
{
	q->n = 0;
	/* A link must reach the seat's tagged address: no password typed. */
	if (!p->c->tag_delim || (p->expelled & GAME_SEAT(seat)))
		return;
	game_status gs;
	p->kind->status(st, &gs);
	if (gs.over || p->abandoned)
		return;
	size_t w = 0;
	while (w + 1 < sizeof core_quick / sizeof *core_quick && strcmp(core_quick[w].lang, lang))
		w++;
	if (p->bots & GAME_SEAT(seat)) {
		/* The bot answers for the seat: the one reply is to take it back. */
		core_add(q, label, core_quick[w].bot_off, "core.quick.bot_off");
	} else {
		if (p->kind->quick && (gs.waiting & GAME_SEAT(seat))) {
			p->kind->quick(st, seat, lang, q);
			if (q->n > GAME_QUICK_ENGINE)
				q->n = GAME_QUICK_ENGINE;
		}
		for (size_t i = 0; i < q->n; i++)
			label[i] = q->q[i].bot ? "core.html.quick.bot" : NULL;
		if (play_vote_open(p, &gs) & GAME_SEAT(seat))
			core_add(q, label, core_quick[w].vote, "core.quick.vote");
	}
	if (!q->n)
		return;
	tpl_put(block, lang, "core.html.quick.head", NULL);
	sbuf_putc(block, '\n');
	for (size_t i = 0; i < q->n; i++) {
		const char *ind = "  ";
		if (label[i]) {
			sbuf_puts(block, "  ");
			tpl_put(block, lang, label[i], NULL);
			sbuf_putc(block, '\n');
			ind = "    ";
		}
		for (const char *l = q->q[i].body; *l;) {
			size_t n = strcspn(l, "\n");
			sbuf_printf(block, "%s%.*s\n", ind, (int)n, l);
			l += n + (l[n] == '\n');
		}
	}
}

/* The value of the header line "name<" within data[0..len), up to '>'. */
static char *bracketed(arena *a, const char *data, size_t len, const char *name)
{
	const char *h = memmem(data, len, name, strlen(name));
	if (!h)
		return NULL;
	h += strlen(name);
	const char *e = memchr(h, '>', len - (size_t)(h - data));
	const char *nl = memchr(h, '\n', len - (size_t)(h - data));
	return e && (!nl || e < nl) ? arena_strndup(a, h, (size_t)(e - h)) : NULL;
}

/* The picture's Content-ID, read from a part's own header: our parts
 * begin at "--=_estafeta_" lines, which no quoted-printable or base64
 * body can hold, so a line a player wrote into the text is never taken
 * for it. */
static char *part_content_id(arena *a, const char *data, size_t len)
{
	static const char open[] = "\n--=_estafeta_";
	for (const char *s = memmem(data, len, open, sizeof open - 1); s;) {
		size_t rest = len - (size_t)(s - data);
		const char *body = memmem(s + 1, rest - 1, "\n\n", 2);
		size_t hl = body ? (size_t)(body - s) : rest;
		char *id = bracketed(a, s, hl, "\nContent-ID: <");
		if (id)
			return id;
		s = body ? memmem(body, len - (size_t)(body - data), open, sizeof open - 1) : NULL;
	}
	return NULL;
}

void play_html_render(play *p, const void *st, int seat, const char *data, size_t len, sbuf *out)
{
	mime_msg m;
	es_err e = { 0 };
	arena *a = arena_new();
	if (mime_parse(a, data, len, 0, &m, &e) || !m.text) {
		fprintf(stderr, "estafeta: game %s: a mail's HTML: %s\n", p->name, e.msg);
		arena_free(a);
		return;
	}
	const char *lang = play_player_lang(p, seat);
	/* Only the mail's header, never a part's. */
	const char *body = memmem(data, len, "\n\n", 2);
	size_t hlen = body ? (size_t)(body - data) : len;
	sbuf alt = SBUF_INIT, block = SBUF_INIT;
	tpl_put(&alt, lang, "core.html.alt", "game", p->name, NULL);
	game_quick q;
	const char *label[GAME_QUICK_MAX];
	play_quick_block(p, st, seat, lang, &block, &q, label);
	html_link links[GAME_QUICK_MAX];
	sbuf labels[GAME_QUICK_MAX];
	for (size_t i = 0; i < q.n; i++) {
		sbuf_init(&labels[i]);
		if (label[i])
			tpl_put(&labels[i], lang, label[i], NULL);
		links[i] = (html_link){ label[i] ? sbuf_str(&labels[i]) : NULL, q.q[i].body };
	}
	const char *head = block.len ? sbuf_str(&block) : "";
	char *head1 = arena_strndup(a, head, strcspn(head, "\n"));
	html_doc d = { lang, m.subject ? m.subject : "", m.text, part_content_id(a, data, len),
		sbuf_str(&alt), block.len ? sbuf_str(&block) : NULL, head1, bracketed(a, data, hlen, "\nReply-To: <"),
		m.subject ? m.subject : "", links, q.n };
	html_render(out, &d);
	for (size_t i = 0; i < q.n; i++)
		sbuf_free(&labels[i]);
	sbuf_free(&alt);
	sbuf_free(&block);
	arena_free(a);
}
