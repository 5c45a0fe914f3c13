/* Seats nobody plays: option bot_after=N hands a seat to the engine's bot
 * after N missed deadlines in a row; the game master can too (ROBOT). The
 * bot's orders go through the same check as a mail and are stored and
 * journaled like one, so `verify` replays them as it replays a player's. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/base/tpl.h"

#include <stdio.h>
#include <string.h>

/* A bounded loop: an engine that kept asking a bot seat for ever (a bug)
 * must not hold the batch. */
#define BOT_MAX_STEPS 500

/* Everyone still mailed is told, each in their language. */
static void bot_announce(play *p, int seat, const char *subj_id, const char *body_id, const char *why_id)
{
	for (int o = 0; o < p->n; o++) {
		if (p->expelled & GAME_SEAT(o))
			continue;
		sbuf subj = SBUF_INIT, body = SBUF_INIT, why = SBUF_INIT;
		if (why_id) {
			char n[16];
			snprintf(n, sizeof n, "%d", p->bot_after);
			tpl_put(&why, p->plang[o], why_id, "missed", n, NULL);
		}
		tpl_put(&subj, p->plang[o], subj_id, "game", p->name, "player", p->pname[seat], NULL);
		tpl_put(&body, p->plang[o], o == seat ? arena_printf(p->a, "%s.you", body_id) : body_id, "game", p->name,
			"player", p->pname[seat], "why", sbuf_str(&why), NULL);
		play_queue_out(p, o, sbuf_str(&subj), sbuf_str(&body), NULL, NULL);
		sbuf_free(&subj);
		sbuf_free(&body);
		sbuf_free(&why);
	}
}

void play_bot_take(play *p, int seat, int by_master)
{
	if (p->bots & GAME_SEAT(seat))
		return;
	p->bots |= GAME_SEAT(seat);
	p->dirty = p->meta_dirty = 1;
	bot_announce(p, seat, "core.subject.bot.on", "core.bot.on",
		by_master ? "core.bot.why.master" : p->bot_after == 1 ? "core.bot.why.missed.one" : "core.bot.why.missed");
	sbuf_printf(&p->notes, "%sel robot juega por %s", p->notes.len ? "; " : "", p->pname[seat]);
}

void play_bot_give_back(play *p, int seat, int by_master)
{
	p->missed[seat] = 0;
	p->meta_dirty = 1;
	if (!(p->bots & GAME_SEAT(seat)))
		return;
	p->bots &= ~GAME_SEAT(seat);
	p->dirty = 1;
	bot_announce(p, seat, "core.subject.bot.off", "core.bot.off", by_master ? "core.bot.why.master" : NULL);
	sbuf_printf(&p->notes, "%s%s vuelve a jugar", p->notes.len ? "; " : "", p->pname[seat]);
}

void play_bot_missed(play *p, uint32_t seats)
{
	for (int s = 0; s < p->n; s++) {
		if (!(seats & GAME_SEAT(s)) || (p->bots & GAME_SEAT(s)))
			continue;
		if (p->missed[s] < 255)
			p->missed[s]++;
		p->meta_dirty = 1;
		if (p->bot_after && p->missed[s] >= p->bot_after)
			play_bot_take(p, s, 0);
	}
}

/* One decision of a bot seat, as if its player had mailed it. Returns 0
 * when applied. */
static int bot_decide(play *p, int seat)
{
	/* Its own stream, keyed by the game's secret key and the decision:
	 * the game's dice are not touched, and nobody can foresee it. */
	dice d = p->d;
	unsigned char k[32];
	dice_derive(&p->d, arena_printf(p->a, "robot:%lu:%u:%d", p->seq, p->step, seat), k, sizeof k);
	memcpy(d.key, k, sizeof k);
	d.pos = 0;
	d.block_no = UINT64_MAX;
	sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
	p->kind->bot(p->st, seat, &d, &orders);
	game_lines gl;
	game_lines_split(p->a, sbuf_str(&orders), &gl);
	game_reject rej = { 0 };
	int rc = p->kind->check(p->st, seat, &gl, "es", &canon, &echo, &rej);
	if (!rc) {
		p->kind->apply(p->st, seat, sbuf_str(&canon), &p->d, &p->ev);
		int k2 = ++p->nin;
		const char *bd = play_batch_dir(p);
		sbuf parsed = SBUF_INIT;
		sbuf_printf(&parsed, "# %s\n# robot\n%s", p->pname[seat], sbuf_str(&canon));
		store_change_put(p->chg, arena_printf(p->a, "%s/bot-%02d.orders", bd, k2), parsed.s, parsed.len);
		sbuf_free(&parsed);
		sbuf_printf(&p->journal, "orders %d bot-%02d\n", seat, k2);
		play_after_change(p, 0);
	}
	sbuf_free(&orders);
	sbuf_free(&canon);
	sbuf_free(&echo);
	return rc;
}

void play_bot_play(play *p)
{
	game_status st;
	play_status(p, &st);
	for (int k = 0; k < BOT_MAX_STEPS && !st.over && !p->paused; k++) {
		uint32_t due = st.waiting & p->bots & ~p->expelled;
		if (!due)
			return;
		int s = 0;
		while (!(due & GAME_SEAT(s)))
			s++;
		if (bot_decide(p, s)) {
			/* A bot whose orders its own engine refuses: the default
			 * applies, as at a deadline -- at once if nobody else is
			 * awaited, else at the deadline with the others'. */
			if (st.waiting & ~due)
				return;
			p->kind->timeout(p->st, &p->d, &p->ev);
			sbuf_puts(&p->journal, "timeout\n");
			play_after_change(p, 1);
		}
		play_status(p, &st);
	}
}

int play_bot_seat(const play *p, int seat) { return (p->bots & GAME_SEAT(seat)) != 0; }
