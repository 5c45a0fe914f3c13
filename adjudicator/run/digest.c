/* The game master's daily digest, sent: every day of the queue that
 * adjudicator/play/play_digest.c fills (spool/digest/GROUP/DAY/, GROUP an
 * address and a zone) that has ended in its zone becomes one mail, its
 * reports in the order they were made. The reports a digest takes are
 * renamed with its id before it is put in the outbox, and the mail's id
 * is the group's, the day's and that one, so the outbox puts it once
 * however often a run cut short composes it again, and a report that
 * comes late (its game failing when the day's digest went) makes a digest
 * of its own; the day's folder goes only after the batch's barrier
 * (digest_forget). */
#include "adjudicator/run/batch_int.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/zone.h"
#include "adjudicator/mail/outbox.h"

#include <dirent.h>
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names in dir that do not start with a dot, sorted. */
static char **names_in(batch *b, const char *dir, size_t *n)
{
	*n = 0;
	DIR *d = opendir(dir);
	if (!d)
		return NULL;
	size_t cap = 16;
	char **v = xmalloc(cap * sizeof *v);
	struct dirent *de;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		if (*n == cap)
			v = xrealloc(v, (cap *= 2) * sizeof *v);
		v[(*n)++] = arena_strdup(b->a, de->d_name);
	}
	closedir(d);
	qsort(v, *n, sizeof *v, cmp_str);
	return v;
}

char *batch_read_text(batch *b, const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	sbuf s = SBUF_INIT;
	int bad = sbuf_add_file(&s, f);
	fclose(f);
	char *r = bad ? NULL : arena_strdup(b->a, sbuf_str(&s));
	sbuf_free(&s);
	return r;
}

/* A report's name once a digest took it: NAME.in-ID. */
#define TAKEN ".in-"
#define ID_HEX 16

/* The id of the digest that took name (its suffix: a game's name may
 * hold ".in-" too), or NULL for a report no digest has taken yet. */
static const char *taken_by(const char *name)
{
	size_t l = name ? strlen(name) : 0, t = strlen(TAKEN);
	if (l <= t + ID_HEX || strncmp(name + l - ID_HEX - t, TAKEN, t))
		return NULL;
	for (size_t i = l - ID_HEX; i < l; i++)
		if (!strchr("0123456789abcdef", name[i]))
			return NULL;
	return name + l - ID_HEX;
}

/* 1 if the new report `name` is a copy of one a digest took: its game
 * delivered it again, under its first name, after a crash. */
static int taken_already(char *const *names, size_t n, const char *name)
{
	size_t l = strlen(name);
	for (size_t k = 0; k < n; k++)
		if (taken_by(names[k]) && strlen(names[k]) == l + strlen(TAKEN) + ID_HEX && !strncmp(names[k], name, l))
			return 1;
	return 0;
}

/* A day's reports that the earlier release's digest of the day (its id
 * the group's and the day's only) took, found by their age: they go. */
static void legacy_sent(batch *b, const char *gname, const char *day, const char *ddir, char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (taken_by(names[i]))
			return;
	int64_t put = outbox_put_when(b->c, reply_message_id(b, arena_printf(b->a, "digest:%s:%s", gname, day)));
	for (size_t i = 0; put && i < n; i++) {
		struct stat st;
		char *path = arena_printf(b->a, "%s/%s", ddir, names[i]);
		if (names[i] && !stat(path, &st) && (int64_t)st.st_mtime <= put) {
			unlink(path);
			names[i] = NULL;
		}
	}
}

/* The new reports of a day (n names, sorted; NULL for one gone) taken by
 * one new digest: its id, a hash of the group, the day and their names,
 * kept in their names. A copy of a report taken already goes. NULL when
 * a rename failed (the run fails, the reports wait). */
static const char *take(batch *b, const char *gname, const char *day, const char *ddir, char **names, size_t n)
{
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, crypto_generichash_BYTES_MIN);
	const char *head = arena_printf(b->a, "%s\n%s\n", gname, day);
	crypto_generichash_update(&st, (const unsigned char *)head, strlen(head));
	size_t fresh = 0;
	for (size_t i = 0; i < n; i++) {
		if (!names[i] || taken_by(names[i]))
			continue;
		if (taken_already(names, n, names[i])) {
			unlink(arena_printf(b->a, "%s/%s", ddir, names[i]));
			names[i] = NULL;
			continue;
		}
		crypto_generichash_update(&st, (const unsigned char *)names[i], strlen(names[i]) + 1);
		fresh++;
	}
	unsigned char h[crypto_generichash_BYTES_MIN];
	char *id = arena_alloc(b->a, ID_HEX + 1);
	crypto_generichash_final(&st, h, sizeof h);
	sodium_bin2hex(id, ID_HEX + 1, h, ID_HEX / 2);
	for (size_t i = 0; fresh && i < n; i++) {
		if (!names[i] || taken_by(names[i]))
			continue;
		char *to = arena_printf(b->a, "%s" TAKEN "%s", names[i], id);
		if (rename(arena_printf(b->a, "%s/%s", ddir, names[i]), arena_printf(b->a, "%s/%s", ddir, to))) {
			batch_fail(b, "cannot take %s/%s into the digest: %s", ddir, names[i], strerror(errno));
			return NULL;
		}
		names[i] = to;
	}
	return id;
}

/* One digest of a day: the reports id took, in the order they were
 * made. 1 when its mail is in the outbox (or it has nothing to say); 0
 * when a report could not be read: composed without it, the digest would
 * go under the id its full text must have. */
static int send_one(batch *b, const char *gname, const char *day, const char *ddir, char **names, size_t n,
	const char *id)
{
	const char *to = NULL, *zone = NULL;
	size_t count = 0;
	sbuf items = SBUF_INIT;
	for (size_t i = 0; i < n; i++) {
		const char *by = names[i] ? taken_by(names[i]) : NULL;
		if (!by || strcmp(by, id))
			continue;
		char *path = arena_printf(b->a, "%s/%s", ddir, names[i]);
		char *t = batch_read_text(b, path);
		if (!t) {
			batch_fail(b, "cannot read the digest's report %s: %s", path, strerror(errno));
			sbuf_free(&items);
			return 0;
		}
		const char *body = strstr(t, "\n\n");
		if (!body)
			continue; /* not a report (play_digest_deliver writes none such) */
		to = to ? to : play_digest_field(b->a, t, "to");
		zone = zone ? zone : play_digest_field(b->a, t, "zone");
		const char *subj = play_digest_field(b->a, t, "subject");
		sbuf_printf(&items, "\n==== %s ====\n\n%s\n", subj ? subj : "-", body + 2);
		count++;
	}
	int sent = !to; /* nothing readable: nothing to send */
	if (to) {
		char cnt[24];
		snprintf(cnt, sizeof cnt, "%zu", count);
		sbuf subj = SBUF_INIT, body = SBUF_INIT;
		tpl_put(&subj, tpl_langs[0], "core.subject.gm.digest", "day", day, NULL);
		for (size_t l = 0; tpl_langs[l]; l++) {
			tpl_put(&body, tpl_langs[l], "core.gm.digest", "day", day, "zone", zone, "n", cnt, NULL);
			sbuf_puts(&body, "\n\n");
		}
		sbuf_puts(&body, sbuf_str(&items));
		es_err e = { 0 };
		if (reply_send_to(b, to, NULL, arena_printf(b->a, "digest:%s:%s:%s", gname, day, id), sbuf_str(&subj),
			    sbuf_str(&body), 0, NULL, NULL, NULL, &e))
			batch_fail(b, "digest to %s not sent: %s", to, e.msg); /* the day stays for the next run */
		else
			sent = 1;
		sbuf_free(&subj);
		sbuf_free(&body);
	}
	sbuf_free(&items);
	return sent;
}

/* 1 if a report before the i-th was taken by digest id. */
static int taken_before(char *const *names, size_t i, const char *id)
{
	for (size_t k = 0; k < i; k++)
		if (taken_by(names[k]) && !strcmp(taken_by(names[k]), id))
			return 1;
	return 0;
}

/* One day of a group, once it has ended in its zone: its new reports
 * taken by a new digest, then every digest of the day that is not
 * forgotten yet put in the outbox (one a run cut short put already is the
 * same mail: the outbox puts it once). 1 when all are. */
static int send_day(batch *b, const char *gname, const char *day, const char *ddir, int64_t now)
{
	size_t n;
	char **names = names_in(b, ddir, &n);
	const char *zone = NULL;
	for (size_t i = 0; i < n && !zone; i++) {
		char *t = batch_read_text(b, arena_printf(b->a, "%s/%s", ddir, names[i]));
		zone = t ? play_digest_field(b->a, t, "zone") : NULL;
	}
	char local[160];
	zone_format(zone, now, local, sizeof local);
	/* Not before the day has ended where the game master lives. */
	int sent = 0;
	if (zone && strncmp(day, local, 10) < 0) {
		legacy_sent(b, gname, day, ddir, names, n);
		sent = take(b, gname, day, ddir, names, n) != NULL;
		for (size_t i = 0; sent && i < n; i++) /* each digest once, at its first report */
			if (taken_by(names[i]) && !taken_before(names, i, taken_by(names[i])))
				sent = send_one(b, gname, day, ddir, names, n, taken_by(names[i]));
	}
	free(names);
	return sent;
}

char **digest_send(batch *b, int64_t now, size_t *ndone)
{
	char *root = arena_printf(b->a, "%s/spool/digest", b->c->dataroot);
	size_t ng;
	char **groups = names_in(b, root, &ng);
	char **done = NULL;
	*ndone = 0;
	for (size_t g = 0; g < ng; g++) {
		char *gdir = arena_printf(b->a, "%s/%s", root, groups[g]);
		size_t nd;
		char **days = names_in(b, gdir, &nd);
		for (size_t d = 0; d < nd; d++) {
			char *ddir = arena_printf(b->a, "%s/%s", gdir, days[d]);
			if (!send_day(b, groups[g], days[d], ddir, now))
				continue;
			char **more = arena_alloc(b->a, (*ndone + 1) * sizeof *more);
			if (*ndone)
				memcpy(more, done, *ndone * sizeof *done);
			done = more;
			done[(*ndone)++] = ddir;
		}
		free(days);
	}
	free(groups);
	return done;
}

void digest_forget(batch *b, char **done, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		size_t nf;
		char **f = names_in(b, done[i], &nf);
		for (size_t k = 0; k < nf; k++)
			unlink(arena_printf(b->a, "%s/%s", done[i], f[k]));
		free(f);
		rmdir(done[i]);
		char *up = arena_strdup(b->a, done[i]);
		*strrchr(up, '/') = '\0';
		rmdir(up); /* the group, once it has no day left */
	}
}
