/* The game master's daily digest (option master_digest=daily): each
 * batch's report to master_address is kept in the batch's commit
 * (dig-director.txt: the address, the master's zone, the day in that
 * zone, the subject, then the body) instead of mailed, and delivery puts
 * it in the data root's queue
 *   spool/digest/GROUP/DAY/WHEN.GAME.BATCH
 * (GROUP: the address and zone; the same name on every retry, so a
 * redelivery after a crash adds nothing). adjudicator/run/digest.c sends
 * each finished day of a group as one mail. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/base/afile.h"
#include "adjudicator/base/zone.h"
#include "adjudicator/store/store.h"

#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <string.h>

void play_digest_put(play *p, const char *bd, const char *subject, const char *body, int64_t now)
{
	char local[160];
	zone_format(p->gm_zone, now, local, sizeof local);
	sbuf f = SBUF_INIT;
	sbuf_printf(&f, "to %s\nzone %s\nday %.10s\nsubject %s\n\n%s", p->master_addr, p->gm_zone ? p->gm_zone : "UTC",
		local, subject, body);
	store_change_put(p->chg, arena_printf(p->a, "%s/dig-director.txt", bd), f.s, f.len);
	sbuf_free(&f);
}

const char *play_digest_field(arena *a, const char *text, const char *key)
{
	size_t kl = strlen(key);
	for (const char *l = text; *l && *l != '\n';) {
		const char *nl = strchr(l, '\n');
		if (!nl)
			return NULL;
		if (!strncmp(l, key, kl) && l[kl] == ' ')
			return arena_strndup(a, l + kl + 1, (size_t)(nl - l - kl - 1));
		l = nl + 1;
	}
	return NULL;
}

int play_digest_deliver(play *p, const char *dir, const char *fname, long long when, const char *data, size_t len,
	es_err *e)
{
	(void)fname;
	char *text = arena_strndup(p->a, data, len);
	const char *to = play_digest_field(p->a, text, "to"), *zone = play_digest_field(p->a, text, "zone"),
		   *day = play_digest_field(p->a, text, "day");
	if (!to || !zone || !day || strlen(day) != 10 || strchr(day, '/') || strchr(day, '.'))
		return es_fail(e, ES_ECONFLICT, "game %s: %s/%s is no report kept for the digest", p->name, dir, fname);
	unsigned char h[16];
	char hex[33];
	const char *group = arena_printf(p->a, "%s\n%s", to, zone);
	crypto_generichash(h, sizeof h, (const unsigned char *)group, strlen(group), NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	char *d = arena_printf(p->a, "%s/spool/digest/%s/%s", p->c->dataroot, hex, day);
	char *path = arena_printf(p->a, "%s/%013lld.%s.%s", d, when, p->name, dir + 5);
	for (char *q = path + strlen(d) + 1; *q; q++)
		if (*q == '/')
			*q = '.';
	if (afile_mkdirs(d) || afile_write(path, data, len, 0)) {
		es_fail(e, ES_EIO, "cannot queue the digest's report %s: %s", path, strerror(errno));
		return es_root(e); /* the spool: every game's */
	}
	return ES_OK;
}
