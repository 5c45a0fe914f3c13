/* The players' unanimous draw vote, in every game: EMPATE (DRAW) votes for
 * a draw shared by the seats still in, EMPATE NO withdraws. A vote is a
 * core order (the engine never sees it), accepted whether or not the seat
 * is awaited, told to every player; the votes live in meta/game.txt
 * ("draw-votes MASK"), and when every seat still in has voted the commit
 * ends the game through play_declare_draw (journaled "draw MASK", so
 * verify replays it without knowing of votes). */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/base/tpl.h"
#include "orders/lex.h"

#include <stdio.h>
#include <string.h>

static const lex_kw vote_kw[] = { { 1, "empate|tablas|draw" }, { -1, NULL } };
static const lex_kw no_kw[] = { { 1, "no|none|off" }, { -1, NULL } };

int play_vote_line(const lex_line *w)
{
	if (w->n < 1 || w->n > 2 || lex_keyword(vote_kw, lex_fold_at(w, 0)) != 1)
		return 0;
	if (w->n == 1)
		return 1;
	return lex_keyword(no_kw, lex_fold_at(w, 1)) == 1 ? -1 : 0;
}

void play_core_help_players(const char *lang, sbuf *out)
{
	while (out->len && out->s[out->len - 1] == '\n')
		out->s[--out->len] = '\0';
	sbuf_puts(out, "\n\n");
	tpl_put(out, lang, "core.help.core", NULL);
}

void play_core_help(const char *lang, sbuf *out)
{
	play_core_help_players(lang, out);
	sbuf_puts(out, "\n\n");
	tpl_put(out, lang, "core.help.gm", NULL);
}

int play_vote_text(const char *line)
{
	arena *a = arena_new();
	lex_line w;
	lex_split(a, line, &w);
	int v = play_vote_line(&w);
	arena_free(a);
	return v;
}

/* The seats still in and not expelled: those who share a voted draw. */
static uint32_t among_in(const play *p, const game_status *st)
{
	if (st->over || p->abandoned)
		return 0;
	uint32_t all = GAME_ALL & ((1u << p->n) - 1);
	return (st->in ? st->in & all : all) & ~p->expelled;
}

static uint32_t vote_among(const play *p)
{
	game_status st;
	play_status(p, &st);
	return among_in(p, &st);
}

uint32_t play_vote_open(const play *p, const game_status *st)
{
	return among_in(p, st) & ~p->bots & ~p->votes;
}

/* A seat the bot plays cannot vote: it shares the draw without a vote. */
uint32_t play_vote_needed(const play *p)
{
	return vote_among(p) & ~p->bots;
}

/* Names of the seats of mask, the reader (seat `me`) as "tú"/"you" and
 * first; "-" for none. */
static void names_for(play *p, uint32_t mask, int me, const char *lang, sbuf *out)
{
	size_t before = out->len;
	if (me >= 0 && (mask & GAME_SEAT(me)))
		tpl_put(out, lang, "core.you", NULL);
	for (int s = 0; s < p->n; s++)
		if ((mask & GAME_SEAT(s)) && s != me)
			sbuf_printf(out, "%s%s", out->len > before ? ", " : "", p->pname[s]);
	if (out->len == before)
		sbuf_puts(out, "-");
}

/* Where the vote stands, told to seat `reader`. */
static void vote_state(play *p, int yes, int reader, const char *lang, sbuf *out)
{
	uint32_t need = play_vote_needed(p), missing = need & ~p->votes;
	sbuf names = SBUF_INIT;
	if (yes && !missing) {
		tpl_put(out, lang, "core.vote.all", NULL);
	} else if (yes) {
		names_for(p, missing, reader, lang, &names);
		tpl_put(out, lang, "core.vote.missing", "players", sbuf_str(&names), NULL);
	} else if (p->votes & need) {
		names_for(p, p->votes & need, reader, lang, &names);
		tpl_put(out, lang, "core.vote.voters", "players", sbuf_str(&names), NULL);
	} else {
		tpl_put(out, lang, "core.vote.none", NULL);
	}
	sbuf_free(&names);
}

int play_vote_cast(play *p, int seat, int yes, const char *lang, sbuf *echo)
{
	uint32_t old = p->votes, bit = GAME_SEAT(seat);
	p->votes = yes > 0 ? p->votes | bit : p->votes & ~bit;
	if (echo->len && echo->s[echo->len - 1] != '\n')
		sbuf_putc(echo, '\n');
	if (old == p->votes) {
		tpl_put(echo, lang, yes > 0 ? "core.echo.vote.again" : "core.echo.vote.nothing", NULL);
		return 0;
	}
	tpl_put(echo, lang, yes > 0 ? "core.echo.vote.yes" : "core.echo.vote.no", NULL);
	sbuf_putc(echo, ' ');
	vote_state(p, yes > 0, seat, lang, echo);
	for (int s = 0; s < p->n; s++) {
		if (s == seat)
			continue;
		sbuf subj = SBUF_INIT, body = SBUF_INIT, st = SBUF_INIT;
		vote_state(p, yes > 0, s, p->plang[s], &st);
		tpl_put(&subj, p->plang[s], "core.subject.vote", "game", p->name, NULL);
		tpl_put(&body, p->plang[s], yes > 0 ? "core.vote.yes" : "core.vote.no", "game", p->name, "player",
			p->pname[seat], "state", sbuf_str(&st), NULL);
		play_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&st);
	}
	sbuf_printf(&p->notes, "%s%s %s", p->notes.len ? "; " : "", p->pname[seat],
		yes > 0 ? "vota empate" : "retira su voto de empate");
	p->dirty = p->meta_dirty = 1;
	return 1;
}

int play_vote_complete(const play *p)
{
	uint32_t need = play_vote_needed(p);
	return need && (p->votes & need) == need;
}

void play_votes_settle(play *p)
{
	uint32_t need = play_vote_needed(p), among = vote_among(p);
	if (need && (p->votes & need) == need && !play_end_check(p, among)) {
		sbuf names = SBUF_INIT;
		play_waiting_names(p, among, &names);
		game_emit(&p->ev, GAME_ALL, 1, "core.ev.vote.draw", "players", sbuf_str(&names), NULL);
		sbuf_free(&names);
		play_declare_draw(p, among);
		need = 0;
	}
	/* A seat that left (lost, expelled, the game over) votes no more. */
	if ((p->votes & need) != p->votes) {
		p->votes &= need;
		p->meta_dirty = 1;
	}
}
