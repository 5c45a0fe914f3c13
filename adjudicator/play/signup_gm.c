/* The game master's say in who plays a sign-up: QUITAR a joiner, APROBAR
 * and RECHAZAR a pending joiner (a sign-up opened with APROBACION SI),
 * EMPEZAR with the
 * seats taken, the bot playing the rest. The caller checked the data
 * root's master password. Each mail once: its seen mark is in the same
 * commit as its change. See signup.h. */
#include "adjudicator/play/signup.h"
#include "adjudicator/play/signup_int.h"
#include "adjudicator/play/play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The sign-up NAME opened for the game master's mail m: ES_OK with
 * out->dup set when m did its work already; refused when started or
 * cancelled. */
static int gm_open(const conf *c, const char *name, const signup_mail *m, store **s, arena *a, forming *f,
	char sp[80], char **text, signup_seats *out, es_err *e)
{
	memset(out, 0, sizeof *out);
	int rc = signup_forming_open(c, name, m, s, a, f, sp, text, e);
	if (rc)
		return rc;
	if (store_exists(*s, sp))
		out->dup = 1;
	else if (f->started || f->cancelled)
		return signup_fail(e, ES_ECONFLICT, f->started ? "core.why.su.running" : "core.why.su.cancelled", "game",
			name, NULL);
	return ES_OK;
}

static void who_add(signup_seats *out, const char *name, const char *email)
{
	snprintf(out->name[out->n], sizeof out->name[0], "%s", name);
	snprintf(out->email[out->n++], sizeof out->email[0], "%s", email);
}

/* Pending joiner k leaves the list (approved or refused). */
static void pending_drop(forming *f, int k)
{
	for (int i = k; i + 1 < f->np; i++) {
		f->pnames[i] = f->pnames[i + 1];
		f->pemails[i] = f->pemails[i + 1];
		f->plangs[i] = f->plangs[i + 1];
	}
	f->np--;
}

/* Starts the game of f with `bots` bot seats; the pending joiners left
 * out go to out (to be told) and stay in forming.txt. */
static int start(const conf *c, const char *name, forming *f, int bots, const char *seated, arena *a,
	signup_seats *out, es_err *e)
{
	int rc = signup_forming_start(c, name, f, bots, seated, a, e);
	if (rc)
		return rc;
	out->started = 1;
	for (int i = 0; i < f->np; i++)
		who_add(out, f->pnames[i], f->pemails[i]);
	return ES_OK;
}

/* Pending joiner k takes a seat, the game starting when it was the last;
 * the commit's message in *msg, its forming.txt tail in *tail. */
static int approve(const conf *c, const char *name, forming *f, int k, arena *a, signup_seats *out,
	const char **msg, const char **tail, es_err *e)
{
	if (f->n >= f->seats)
		return signup_fail(e, ES_ECONFLICT, "core.why.su.full", "game", name, NULL);
	f->names[f->n] = f->pnames[k];
	f->emails[f->n] = f->pemails[k];
	f->langs[f->n++] = f->plangs[k];
	pending_drop(f, k);
	int rc = f->n == f->seats ? start(c, name, f, 0, out->email[0], a, out, e) : ES_OK;
	*tail = out->started ? "started yes\n" : "";
	*msg = arena_printf(a, "el director admite a %s (%d de %d)%s", out->name[0], f->n, f->seats,
		out->started ? "; empieza" : "");
	return rc;
}

/* Pending joiner k is refused: the address may not join again; past the
 * cap the oldest refusal is forgotten rather than the mail refused. */
static int refuse(const conf *c, const char *name, forming *f, int k, arena *a, signup_seats *out,
	const char **msg, const char **tail, es_err *e)
{
	(void)c, (void)name, (void)e;
	if (f->nr == SIGNUP_MAX_REFUSED) {
		memmove(f->refused, f->refused + 1, (SIGNUP_MAX_REFUSED - 1) * sizeof *f->refused);
		f->nr--;
	}
	f->refused[f->nr++] = f->pemails[k];
	pending_drop(f, k);
	*tail = "";
	*msg = arena_printf(a, "el director rechaza a %s", out->name[0]);
	return ES_OK;
}

/* A joiner k leaves the sign-up. */
static int remove_joiner(const conf *c, const char *name, forming *f, int k, arena *a, signup_seats *out,
	const char **msg, const char **tail, es_err *e)
{
	(void)c, (void)name, (void)e;
	for (int i = k; i + 1 < f->n; i++) {
		f->names[i] = f->names[i + 1];
		f->emails[i] = f->emails[i + 1];
		f->langs[i] = f->langs[i + 1];
	}
	f->n--;
	*tail = "";
	*msg = arena_printf(a, "el director quita a %s", out->name[0]);
	return ES_OK;
}

/* What the game master decides on one player of a sign-up. */
typedef struct gm_step {
	const char *what;    /* the mail kept as mail/WHAT-HASH.eml */
	int pending;         /* on a pending joiner (else on one who joined) */
	const char *missing; /* the refusal when there is no such player */
	int (*run)(const conf *, const char *, forming *, int, arena *, signup_seats *, const char **, const char **,
		es_err *);
} gm_step;

static const gm_step step_approve = { "approve", 1, "core.gm.su.nopending", approve };
static const gm_step step_refuse = { "refuse", 1, "core.gm.su.nopending", refuse };
static const gm_step step_remove = { "remove", 0, "core.gm.su.nojoiner", remove_joiner };

/* The game master's decision st on player, recorded with mail m. */
static int decide(const conf *c, const char *name, const char *player, const signup_mail *m, signup_seats *out,
	const gm_step *st, es_err *e)
{
	store *s = NULL;
	arena *a = arena_new();
	forming f;
	char sp[80], *text = NULL;
	int rc = gm_open(c, name, m, &s, a, &f, sp, &text, out, e);
	int k = rc || out->dup ? -1 : signup_find(a, &f, player, st->pending);
	if (!rc && !out->dup && k < 0)
		rc = signup_fail(e, ES_ENOTFOUND, st->missing, "player", player, "game", name, NULL);
	if (!rc && !out->dup) {
		const char *msg = "", *tail = "";
		if (st->pending)
			who_add(out, f.pnames[k], f.pemails[k]);
		else
			who_add(out, f.names[k], f.emails[k]);
		rc = st->run(c, name, &f, k, a, out, &msg, &tail, e);
		if (!rc)
			rc = signup_forming_record(s, &f, tail, m, sp, arena_printf(a, "mail/%s-%s.eml", st->what, sp + 5),
				msg, e);
	}
	free(text);
	arena_free(a);
	store_free(s);
	return rc;
}

int signup_approve(const conf *c, const char *name, const char *player, const signup_mail *m, signup_seats *out,
	es_err *e)
{
	return decide(c, name, player, m, out, &step_approve, e);
}

int signup_refuse(const conf *c, const char *name, const char *player, const signup_mail *m, signup_seats *out,
	es_err *e)
{
	return decide(c, name, player, m, out, &step_refuse, e);
}

int signup_remove(const conf *c, const char *name, const char *player, const signup_mail *m, signup_seats *out,
	es_err *e)
{
	return decide(c, name, player, m, out, &step_remove, e);
}

int signup_force(const conf *c, const char *name, const signup_mail *m, signup_seats *out, es_err *e)
{
	store *s = NULL;
	arena *a = arena_new();
	forming f;
	char sp[80], *text = NULL;
	int rc = gm_open(c, name, m, &s, a, &f, sp, &text, out, e);
	if (!rc && !out->dup && f.n < 1)
		rc = signup_fail(e, ES_ECONFLICT, "core.gm.su.empty", "game", name, NULL);
	int bots = rc ? 0 : f.seats - f.n;
	for (int i = 0; !rc && i < bots; i++)
		snprintf(out->bots + strlen(out->bots), sizeof out->bots - strlen(out->bots), "%s%s", i ? ", " : "",
			signup_bot_name(a, &f, i));
	if (!rc && !out->dup) {
		rc = start(c, name, &f, bots, NULL, a, out, e);
		if (!rc)
			rc = signup_forming_record(s, &f, "started yes\n", m, sp, "mail/start.eml",
				arena_printf(a, "el director la empieza con %d de %d plazas; el robot juega %d", f.n, f.seats,
					bots),
				e);
	}
	free(text);
	arena_free(a);
	store_free(s);
	return rc;
}
