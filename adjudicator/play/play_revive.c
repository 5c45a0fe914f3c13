/* A finished game brought back by its game master: its final mails
 * revealed the seed, so the game goes on with a new secret seed (a new
 * stream of dice from position 0), committed to every player as the
 * first was at creation and revealed at the new end.
 *
 * secret/seed.txt then keeps, besides "seed CURRENT", one "stream K HEX"
 * line for every stream the game has used (0 the creation's), so that
 * verify finds the seed a "reseed K" journal line switched to even when
 * one batch revived the game twice. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/base/tpl.h"

#include <stdio.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

int play_stream(const play *p)
{
	int k = 0;
	for (const char *l = p->seed_file; l && (l = strstr(l, "stream ")); l++) {
		long v = l == p->seed_file || l[-1] == '\n' ? strtol(l + 7, NULL, 10) : 0;
		k = v > k && v < INT_MAX ? (int)v : k;
	}
	return k;
}

int play_revive_refusal(const play *p, const void *state)
{
	game_status now, then;
	play_status(p, &now);
	p->kind->status(state, &then);
	if (then.over) /* the end itself would come back */
		return PLAY_REVIVE_ENDED;
	/* Before secret/key.txt, passwords and reply tokens came from the
	 * seed the final mails revealed: a game brought back would be
	 * anyone's. */
	if (now.over && !p->has_key)
		return PLAY_REVIVE_KEYLESS;
	return 0;
}

/* 64 hex digits from the OS; for a test game (--insecure-seed) derived
 * from its seed and the batch, so that the same commands give the same
 * repository, as its first seed and key do. */
static void new_seed(play *p, char out[65])
{
	if (!p->insecure) {
		dice_random_seed(out);
		return;
	}
	unsigned char b[32];
	char label[64];
	snprintf(label, sizeof label, "revive:%lu", p->seq);
	dice_derive(&p->d, label, b, sizeof b);
	sodium_bin2hex(out, 65, b, sizeof b);
}

void play_revive(play *p)
{
	int k = play_stream(p) + 1;
	char seed[65];
	new_seed(p, seed);
	sbuf f = SBUF_INIT;
	sbuf_printf(&f, "seed %s\n", seed);
	if (k == 1)
		sbuf_printf(&f, "stream 0 %s\n", p->seed);
	else
		for (const char *l = p->seed_file; l && *l;) {
			const char *nl = strchr(l, '\n');
			size_t len = nl ? (size_t)(nl - l) + 1 : strlen(l);
			if (!strncmp(l, "stream ", 7))
				sbuf_printf(&f, "%.*s%s", (int)len, l, nl ? "" : "\n");
			l += len;
		}
	sbuf_printf(&f, "stream %d %s\n", k, seed);
	store_change_put(p->chg, "secret/seed.txt", f.s, f.len);
	p->seed_file = arena_strdup(p->a, sbuf_str(&f));
	sbuf_free(&f);
	snprintf(p->seed, sizeof p->seed, "%s", seed);
	sodium_memzero(seed, sizeof seed);
	dice_commitment(p->seed, p->commitment);
	es_err e = { 0 };
	if (dice_init_hex(&p->d, p->seed, 0, &e)) /* 64 hex digits: cannot fail */
		abort();
	p->abandoned = 0;
	p->votes = 0;
	sbuf_printf(&p->journal, "reseed %d\n", k);
	p->dirty = p->meta_dirty = 1;
}

void play_revive_notify(play *p, unsigned long n)
{
	char ns[24];
	snprintf(ns, sizeof ns, "%lu", n);
	for (int s = 0; s < p->n; s++) {
		sbuf subj = SBUF_INIT, body = SBUF_INIT, dl = SBUF_INIT;
		play_render_deadline(p, s, &dl);
		tpl_put(&subj, p->plang[s], "core.subject.gm.revive", "game", p->name, NULL);
		tpl_put(&body, p->plang[s], "core.gm.revive", "game", p->name, "batch", ns, "commitment", p->commitment,
			"deadline", sbuf_str(&dl), NULL);
		play_queue_out(p, s, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&dl);
	}
}
