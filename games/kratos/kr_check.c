/* Κρατος mails: every line read by the grammar, then run in its written
 * order on a copy of the state (shots miss there: the results of the dice
 * are the apply's), the first refused line named; apply runs the
 * canonical lines again with the dice, a line the dice made impossible
 * (its piece sunk, the turn over by a lost capital) void and told. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudicator/base/tpl.h"
#include "games/kit/kit_check.h"
#include "games/kratos/kr_int.h"

#define KR_MAX_LINES 200

static int parse_one(const char *line, const char *lang, const void *ctx, void *out, sbuf *why)
{
	(void)ctx;
	return ord_kr_parse(&kr_vocab, line, lang, out, why);
}

/* The refusal in lang, the words of the state it names (types, goods,
 * colours) in lang too. */
static int reject(game_reject *rej, size_t index, int code, const char *lang, const kr_why *w)
{
	sbuf a = SBUF_INIT, b = SBUF_INIT;
	kr_text_in(w->a, lang, &a);
	kr_text_in(w->b, lang, &b);
	int rc = game_reject_tpl(rej, index, code, lang, w->id, "a", sbuf_str(&a), "b", sbuf_str(&b), NULL);
	sbuf_free(&a);
	sbuf_free(&b);
	return rc;
}

/* Rules 10-12: one colour's placement, checked as a whole. */
static int check_setup(const kr_state *s, int who, const ord_kr *o, size_t n, kr_why *w)
{
	/* long: a line says up to 999,999,999 and a mail has up to 200 lines;
	 * an int would wrap, and a wrapped sum could equal rule 10's count. */
	long count[KR_NTYPES + KR_NGOODS] = { 0 };
	int war[2] = { 0 }, any = 0;
	for (size_t k = 0; k < n; k++) {
		if (o[k].verb != ORD_KR_PLACE)
			continue;
		any = 1;
		int isl = -1 - o[k].place, side = isl == s->second[who];
		if (isl != s->flag[who] && !side) {
			w->id = "kratos.rej.place_island";
			snprintf(w->a, sizeof w->a, "%c", 'A' + isl);
			return 1;
		}
		int slot = o[k].good >= 0 ? KR_NTYPES + o[k].good : o[k].type;
		count[slot] += o[k].amount;
		if (o[k].good < 0 && kr_piece_rules[o[k].type].cls == KR_WAR && o[k].amount > 0)
			war[side] = 1;
	}
	if (!any)
		return 0;
	for (int r = 0; r < kr_nstart; r++) {
		int slot = kr_start[r].type >= 0 ? kr_start[r].type : KR_NTYPES + kr_start[r].good;
		if (count[slot] != kr_start[r].count) {
			w->id = "kratos.rej.place_counts";
			snprintf(w->a, sizeof w->a, "%s",
				kr_start[r].type >= 0 ? kr_type_word[kr_start[r].type] : kr_good_word[kr_start[r].good]);
			snprintf(w->b, sizeof w->b, "%d", kr_start[r].count);
			return 1;
		}
		count[slot] = 0;
	}
	for (int k = 0; k < KR_NTYPES + KR_NGOODS; k++)
		if (count[k]) {
			w->id = "kratos.rej.place_counts";
			snprintf(w->a, sizeof w->a, "%s", k < KR_NTYPES ? kr_type_word[k] : kr_good_word[k - KR_NTYPES]);
			snprintf(w->b, sizeof w->b, "0");
			return 1;
		}
	if (!war[0] || !war[1]) {
		w->id = "kratos.rej.place_war";
		return 1;
	}
	return 0;
}

int kr_check(const void *st, int who, const game_lines *lines, const char *lang, sbuf *canon, sbuf *echo,
	game_reject *rej)
{
	const kr_state *s = st;
	if (lines->n > KR_MAX_LINES) {
		game_reject_tpl(rej, (size_t)-1, ES_ESYNTAX, lang, "kratos.rej.too_many", NULL);
		return ES_ESYNTAX;
	}
	ord_kr *o = xcalloc(lines->n ? lines->n : 1, sizeof *o);
	int rc = kit_check_parse(lines, lang, parse_one, s, o, sizeof o[0], rej);
	if (rc != ES_OK) {
		free(o);
		return rc;
	}
	kr_state *c = xmalloc(sizeof *c);
	memcpy(c, s, sizeof *c);
	kr_why w = { 0 };
	int ended = 0;
	for (size_t k = 0; k < lines->n && rc == ES_OK; k++) {
		int v = o[k].verb;
		if (c->phase == KR_PH_OVER) {
			rc = game_reject_tpl(rej, k, ES_EILLEGAL, lang, "kratos.rej.over", NULL);
		} else if (v == ORD_KR_GIVE) {
			if (kr_exec(c, who, &o[k], NULL, NULL, &w))
				rc = reject(rej, k, ES_EILLEGAL, lang, &w);
		} else if (c->phase == KR_PH_SETUP) {
			if (v != ORD_KR_PLACE)
				rc = game_reject_tpl(rej, k, ES_EILLEGAL, lang, "kratos.rej.setup_only", NULL);
			else if (c->placed >> who & 1)
				rc = game_reject_tpl(rej, k, ES_EOUTOFTURN, lang, "kratos.rej.placed", NULL);
		} else if (c->active != who || (c->out >> who & 1)) {
			rc = game_reject_tpl(rej, k, ES_EOUTOFTURN, lang, "kratos.rej.not_your_turn", NULL);
		} else if (ended) {
			rc = game_reject_tpl(rej, k, ES_EILLEGAL, lang, "kratos.rej.after_end", NULL);
		} else if (v == ORD_KR_PLACE) {
			rc = game_reject_tpl(rej, k, ES_EILLEGAL, lang, "kratos.rej.not_setup", NULL);
		} else if (kr_exec(c, who, &o[k], NULL, NULL, &w)) {
			rc = reject(rej, k, ES_EILLEGAL, lang, &w);
		} else if (v == ORD_KR_END) {
			/* Not when every piece has played: a transport that moved may
			 * still unload, a steel producer that produced may still
			 * build (rules 33, 57); the turn ends after the mail. */
			ended = 1;
		}
	}
	if (rc == ES_OK && s->phase == KR_PH_SETUP && check_setup(s, who, o, lines->n, &w))
		rc = reject(rej, (size_t)-1, ES_EILLEGAL, lang, &w);
	if (rc == ES_OK)
		for (size_t k = 0; k < lines->n; k++) {
			size_t at = canon->len;
			kr_canon(&o[k], canon);
			sbuf line = SBUF_INIT;
			kr_text_in(sbuf_str(canon) + at, lang, &line);
			tpl_put(echo, lang, "kratos.echo.order", "order", sbuf_str(&line), NULL);
			sbuf_free(&line);
		}
	free(c);
	free(o);
	return rc;
}

/* A line the dice made impossible, told with its reason in each reader's
 * language (an event's vars are fixed text: one var a language). */
static void void_line(game_events *ev, uint32_t audience, const char *line, const kr_why *w)
{
	sbuf es = SBUF_INIT, en = SBUF_INIT;
	tpl_put(&es, "es", w->id, "a", w->a, "b", w->b, NULL);
	sbuf a = SBUF_INIT, b = SBUF_INIT;
	kr_text_in(w->a, "en", &a);
	kr_text_in(w->b, "en", &b);
	tpl_put(&en, "en", w->id, "a", sbuf_str(&a), "b", sbuf_str(&b), NULL);
	sbuf_free(&a);
	sbuf_free(&b);
	/* Rule 22: of a move and a shot, the part done stays done; say so. */
	static const char *const ids[] = { "kratos.ev.void", "kratos.ev.void_shot", "kratos.ev.void_move" };
	kr_emit(ev, audience, 0, ids[w->half], "order", line, "why_es", sbuf_str(&es), "why_en", sbuf_str(&en), NULL);
	sbuf_free(&es);
	sbuf_free(&en);
}

void kr_apply(void *st, int who, const char *canon, dice *d, game_events *ev)
{
	kr_state *s = st;
	arena *a = arena_new();
	game_lines lines;
	game_lines_split(a, canon, &lines);
	int setup = s->phase == KR_PH_SETUP, placing = 0, ended = 0;
	for (size_t k = 0; k < lines.n; k++) {
		ord_kr o;
		sbuf why = SBUF_INIT;
		if (ord_kr_parse(&kr_vocab, lines.text[k], "es", &o, &why) != ES_OK) {
			fprintf(stderr, "estafeta: kratos: unchecked orders applied (%s)\n", sbuf_str(&why));
			abort();
		}
		sbuf_free(&why);
		kr_why w;
		placing |= o.verb == ORD_KR_PLACE;
		if (o.verb != ORD_KR_GIVE && !setup && (s->phase != KR_PH_TURN || s->active != who || (s->out >> who & 1))) {
			/* Rule 69: a capital lost in one's own turn voids the rest. */
			w.id = s->phase == KR_PH_OVER ? "kratos.rej.over" : "kratos.why.turn_lost";
			w.a[0] = w.b[0] = 0;
			w.half = 0;
			void_line(ev, GAME_SEAT(who), lines.text[k], &w);
			continue;
		}
		/* A gift that failed names an amount the sender lacked: private
		 * gold (rule 40), told to the sender alone. */
		if (kr_exec(s, who, &o, d, ev, &w))
			void_line(ev, o.verb == ORD_KR_GIVE ? GAME_SEAT(who) : GAME_ALL, lines.text[k], &w);
		ended |= o.verb == ORD_KR_END;
	}
	arena_free(a);
	if (setup && placing) {
		s->placed |= 1u << who;
		s->step++;
		kr_emit(ev, GAME_ALL, 1, "kratos.ev.placed", "player", kr_name(s, who), NULL);
		kr_setup_done(s, d, ev);
	} else if (s->phase == KR_PH_TURN && s->active == who && (ended || kr_all_played(s))) {
		kr_end_turn(s, d, ev);
	} else if (s->phase == KR_PH_TURN && s->active == who) {
		s->step++; /* a new decision point: the next mail of this turn */
	}
}
