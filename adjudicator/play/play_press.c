/* Press: letters between players (PRENSA, and replies to a press mail),
 * relayed signed by their author, and what the author is told of them:
 * the text as relayed, and the lines of it that read as orders, which a
 * letter never gives. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/redact.h"
#include "adjudicator/base/tpl.h"
#include "orders/lex.h"

#include <stdio.h>
#include <string.h>

/* A confirmation quotes at most this many lines of the text relayed;
 * longer letters are told by their count. */
enum { PRESS_SHOWN = 15 };

/* One line for the reader of a press mail: what a reply to it does, as
 * the game's press settings stand. */
static void press_replyline(play *p, int s, int author, sbuf *b)
{
	const char *id = !p->c->tag_delim		 ? "core.press.reply.plain" :
			 !strcmp(p->press, "all") ? "core.press.reply.private" :
						    "core.press.reply.public";
	tpl_put(b, p->plang[s], id, "from", p->pname[author], "game", p->name, NULL);
}

void play_press_queue(play *p, int seat, int to, int reply, const char *text)
{
	const char *id = reply ? "core.press.answer" : to >= 0 ? "core.press.one" : "core.press.all";
	for (int s = 0; s < p->n; s++) {
		if (s == seat || (to >= 0 && s != to))
			continue;
		sbuf subj = SBUF_INIT, body = SBUF_INIT, how = SBUF_INIT;
		press_replyline(p, s, seat, &how);
		tpl_put(&subj, p->plang[s], "core.subject.press", "game", p->name, "from", p->pname[seat], NULL);
		tpl_put(&body, p->plang[s], id, "game", p->name, "from", p->pname[seat], "text", text, "reply",
			sbuf_str(&how), NULL);
		play_queue_press(p, s, seat, sbuf_str(&subj), sbuf_str(&body));
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&how);
	}
	/* The commit line is public (git log, the public page): private
	 * press leaves no trace there, not even that it was sent. */
	if (to < 0)
		sbuf_printf(&p->notes, "%sprensa de %s", p->notes.len ? "; " : "", p->pname[seat]);
}

/* A line of a letter that an order of any game, or a core order, opens. */
static int reads_as_order(arena *a, const char *line, int (*core_order)(const lex_line *))
{
	lex_line w;
	lex_split(a, line, &w);
	return w.n && (game_order_verb(lex_fold_at(&w, 0)) || core_order(&w));
}

static void co_nl(sbuf *b)
{
	if (b->len && b->s[b->len - 1] != '\n')
		sbuf_putc(b, '\n');
}

void play_press_echo(play *p, int seat, int to, int reply, const char *text, int (*core_order)(const lex_line *),
		     sbuf *echo)
{
	const char *lang = p->plang[seat];
	tpl_put(echo, lang, reply ? "core.echo.press.reply" : to >= 0 ? "core.echo.press.one" : "core.echo.press.all",
		"to", to >= 0 ? p->pname[to] : "", NULL);
	game_lines gl;
	game_lines_split(p->a, text, &gl);
	sbuf shown = SBUF_INIT, orders = SBUF_INIT;
	int vote = 0;
	for (size_t i = 0; i < gl.n; i++) {
		if (gl.n <= PRESS_SHOWN)
			sbuf_printf(&shown, "> %s\n", gl.text[i]);
		if (!reads_as_order(p->a, gl.text[i], core_order))
			continue;
		sbuf_printf(&orders, "> %s\n", gl.text[i]);
		vote |= play_vote_text(gl.text[i]) != 0;
	}
	char n[24];
	snprintf(n, sizeof n, "%zu", gl.n);
	sbuf_puts(echo, "\n");
	if (gl.n <= PRESS_SHOWN)
		tpl_put(echo, lang, "core.echo.press.text", "text", sbuf_str(&shown), NULL);
	else
		tpl_put(echo, lang, "core.echo.press.count", "lines", n, "first", gl.text[0], NULL);
	if (orders.len) {
		sbuf_puts(echo, "\n");
		tpl_put(echo, lang, reply ? "core.echo.press.orders.reply" : "core.echo.press.orders", "lines",
			sbuf_str(&orders), NULL);
		if (vote) {
			co_nl(echo);
			tpl_put(echo, lang, "core.echo.press.vote", NULL);
		}
	}
	sbuf_free(&shown);
	sbuf_free(&orders);
}

int play_press_reply(play *p, int seat, int author, const play_mail *m, const char **text, game_reject *rej)
{
	const game_lines *in = m->lines;
	const char *name = p->pname[author];
	*text = NULL;
	if (!strcmp(p->press, "none"))
		return play_core_reject(p, seat, rej, in->n, "core.why.press.reply.none", "game", p->name, "from", name,
			NULL);
	if (strcmp(p->press, "all"))
		return play_core_reject(p, seat, rej, in->n, "core.why.press.reply.public", "game", p->name, "from",
			name, NULL);
	if (p->expelled & GAME_SEAT(author))
		return play_core_reject(p, seat, rej, in->n, "core.why.press.reply.gone", "game", p->name, "from", name,
			NULL);
	sbuf t = SBUF_INIT;
	for (size_t k = 0; k < in->n; k++)
		sbuf_printf(&t, "%s%s", t.len ? "\n" : "", in->text[k]);
	if (t.len)
		*text = redact_secrets(p->a, sbuf_str(&t), m->secrets);
	sbuf_free(&t);
	return *text ? ES_OK :
		       play_core_reject(p, seat, rej, in->n, "core.why.press.reply.empty", "from", name, NULL);
}
