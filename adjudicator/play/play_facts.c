/* The facts file a listing reads instead of opening the game (gamelist.h). */
#include "adjudicator/base/afile.h"
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

int play_head(play *p, char out[41], es_err *e)
{
	return store_head(p->repo, out, e);
}

void play_facts_text(play *p, const char *head, sbuf *out)
{
	game_status st;
	play_status(p, &st);
	sbuf_printf(out, "head %s\nkind %s\nturn %u\nplayers %d\nphase %s\nover %d\npaused %d\ndeadline %lld\ndue %lld\nwaiting",
		head, p->kind->kind, st.turn, p->n, st.phase, st.over, p->paused, (long long)p->deadline,
		(long long)play_next_due(p));
	for (int s = 0; s < p->n; s++)
		if (!st.over && (st.waiting & GAME_SEAT(s)))
			sbuf_printf(out, " %s", p->pname[s]);
	sbuf_puts(out, "\nbots");
	for (int s = 0; s < p->n; s++)
		if (p->bots & GAME_SEAT(s))
			sbuf_printf(out, " %s", p->pname[s]);
	sbuf_putc(out, '\n');
}

void play_write_facts(play *p, const char *head)
{
	sbuf b = SBUF_INIT;
	play_facts_text(p, head, &b);
	char dir[1100], path[1300];
	snprintf(dir, sizeof dir, "%s/spool", p->c->dataroot);
	mkdir(dir, 0700);
	snprintf(dir, sizeof dir, "%s/spool/list", p->c->dataroot);
	mkdir(dir, 0700);
	snprintf(path, sizeof path, "%s/%s", dir, p->name);
	afile_write(path, b.s, b.len, 0); /* best effort: the file is rebuilt when missing */
	sbuf_free(&b);
}

void play_note_changed(const conf *c, const char *lines, size_t len, int flush)
{
	char path[1200];
	snprintf(path, sizeof path, "%s/spool/list", c->dataroot);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/spool/list/changed", c->dataroot);
	int fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0600);
	/* One write: a line is whole or absent. When it cannot be written
	 * the index goes: no run may trust it for a game that moved. */
	if (fd < 0 || write(fd, lines, len) != (ssize_t)len || (flush && fdatasync(fd))) {
		snprintf(path, sizeof path, "%s/spool/list/index", c->dataroot);
		unlink(path);
	}
	if (fd >= 0)
		close(fd);
}

void play_mark_changed(const conf *c, const char *name)
{
	char line[80];
	int n = snprintf(line, sizeof line, "%s\n", name);
	play_note_changed(c, line, (size_t)n, 0);
}

void play_refresh_facts(play *p)
{
	char head[41], path[1300];
	es_err e = { 0 };
	if (play_head(p, head, &e))
		return;
	sbuf want = SBUF_INIT;
	play_facts_text(p, head, &want);
	snprintf(path, sizeof path, "%s/spool/list/%s", p->c->dataroot, p->name);
	char buf[2048];
	FILE *f = fopen(path, "r");
	size_t got = f ? fread(buf, 1, sizeof buf, f) : 0;
	if (f)
		fclose(f);
	if (got != want.len || memcmp(buf, want.s, got))
		play_write_facts(p, head);
	sbuf_free(&want);
}

static void name_path(const conf *c, const char *name, char *out, size_t n)
{
	snprintf(out, n, "%s/spool/names/%s", c->dataroot, name);
}

int play_name_used(const conf *c, const char *name)
{
	char p[1300];
	name_path(c, name, p, sizeof p);
	return access(p, F_OK) == 0;
}

void play_name_note(const conf *c, const char *name)
{
	char p[1300];
	name_path(c, name, p, sizeof p);
	if (!access(p, F_OK))
		return;
	char d[1200];
	snprintf(d, sizeof d, "%s/spool", c->dataroot);
	mkdir(d, 0700);
	snprintf(d, sizeof d, "%s/spool/names", c->dataroot);
	mkdir(d, 0700);
	FILE *f = fopen(p, "w");
	if (f)
		fclose(f);
}

const char *play_phase_text(arena *a, const char *kind, const char *phase, const char *lang)
{
	char id[128];
	snprintf(id, sizeof id, "core.phase.%s.%s", kind, phase);
	sbuf b = SBUF_INIT;
	es_err e = { 0 };
	const char *v[] = { NULL };
	const char *r = tpl_render(&b, lang, id, v, &e) ? phase : arena_strdup(a, sbuf_str(&b));
	sbuf_free(&b);
	return r;
}

int64_t play_listed(const play *p, int seat, int *off)
{
	*off = seat >= 0 && seat < p->n && (p->unlisted & GAME_SEAT(seat));
	return seat >= 0 && seat < p->n ? p->listed_at[seat] : 0;
}

int play_mastered_by(const play *p, const char *addr)
{
	if (p->master_addr && !strcasecmp(p->master_addr, addr))
		return 1;
	for (int k = 0; k < p->ncomaster; k++)
		if (!strcasecmp(p->comaster_addr[k], addr))
			return 1;
	return 0;
}

const char *play_master_addr(const play *p, const char *pw)
{
	int who = play_master_who(p, pw);
	return who > 0 ? p->comaster_addr[who - 1] : who == 0 ? p->master_addr : NULL;
}
