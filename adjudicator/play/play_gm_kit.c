/* What the game master's commands share: refusals, notes, mails to every
 * player, deadlines, hours, and the state of an earlier batch. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/play/play_gm_int.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/base/zone.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct find_batch {
	play *p;
	unsigned long want;
	char commit[41];
} find_batch;

static int find_batch_cb(const char *commit, const char *message, long long when, void *u)
{
	(void)message;
	(void)when;
	find_batch *f = u;
	es_err e = { 0 };
	char *meta = play_read_file(f->p, commit, "meta/game.txt", &e);
	unsigned long seq;
	if (meta && !play_parse_ulong(play_meta_get(f->p->a, meta, "seq"), &seq) && seq == f->want) {
		snprintf(f->commit, sizeof f->commit, "%s", commit);
		return 1;
	}
	return 0;
}

/* States loaded by VOLVER lines of a mail refused after all. */
void gm_free_states(play *p, gm_cmd *cmd, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (cmd[i].state) {
			p->kind->free(cmd[i].state);
			cmd[i].state = NULL;
		}
}

/* VOLVER N: the engine state the game had after batch N, loaded; NULL
 * when there is no such batch. History is never rewritten: the state
 * comes back in a new commit, the dice go on where they are (a player
 * must not see the same dice twice), and orders after N are void. */
void *gm_state_after(play *p, unsigned long n)
{
	if (n < 1 || n + 1 >= p->seq)
		return NULL;
	find_batch f = { p, n, "" };
	es_err e = { 0 };
	store_walk(p->repo, find_batch_cb, &f, &e);
	if (!f.commit[0])
		return NULL;
	char *text = play_read_file(p, f.commit, "state/game.txt", &e);
	void *st = NULL;
	if (!text || p->kind->load(&st, p->n, p->names, text, &e))
		return NULL;
	play_rules(p, st);
	return st;
}

int64_t gm_hours(const char *fold)
{
	char *end;
	errno = 0;
	unsigned long v = strtoul(fold, &end, 10);
	if (errno || end == fold || *fold == '-' || !v)
		return 0;
	if (*end == 'd' && !end[1])
		v *= 24;
	else if (!(*end == '\0' || (*end == 'h' && !end[1])))
		return 0;
	return v > 24 * 365 ? 0 : (int64_t)v * 3600;
}

void gm_notify(play *p, const char *sid, const char *bid, const char *text)
{
	for (int s = 0; s < p->n; s++) {
		sbuf subj = SBUF_INIT, body = SBUF_INIT, dl = SBUF_INIT;
		play_render_deadline(p, s, &dl);
		tpl_put(&subj, p->plang[s], sid, "game", p->name, NULL);
		tpl_put(&body, p->plang[s], bid, "game", p->name, "deadline", sbuf_str(&dl), "text", text ? text : "",
			NULL);
		play_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&dl);
	}
}

int gm_bad(gm_line *x, const char *id)
{
	return play_core_reject(x->p, -1, x->rej, x->i, id, NULL);
}

void gm_note(play *p, const char *fmt, const char *arg)
{
	sbuf_puts(&p->notes, p->notes.len ? "; director: " : "director: ");
	sbuf_printf(&p->notes, fmt, arg);
}

void gm_deadline(play *p, char txt[160], char left[32])
{
	snprintf(txt, 160, "-");
	snprintf(left, 32, "-");
	if (p->deadline)
		zone_format(p->gm_zone, p->deadline, txt, 160);
	else if (p->paused) /* the date it would be if resumed now */
		zone_format(p->gm_zone, when_now() + p->pause_left, txt, 160);
	if (p->paused)
		snprintf(left, 32, "%lld h", (long long)(p->pause_left / 3600));
}

int gm_check_alone(gm_line *x, gm_cmd *c)
{
	(void)c;
	return x->w.n != 1 ? gm_bad(x, "core.why.gm.syntax") : ES_OK;
}

void gm_batch_line(play *p, unsigned long batch, const char *lang, sbuf *out)
{
	sbuf bots = SBUF_INIT;
	char n[24];
	snprintf(n, sizeof n, "%lu", batch);
	if (!play_waiting_names(p, p->bots, &bots))
		sbuf_puts(&bots, "-");
	tpl_put(out, lang, "core.gm.batchline", "batch", n, "bots", sbuf_str(&bots), NULL);
	sbuf_free(&bots);
}
