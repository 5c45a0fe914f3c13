/* libFuzzer target for one rules engine's check/apply from reachable
 * states; built once per kind with -DKIND='"reconquista"' (teg, catan, kratos).
 *
 * Input: 4 header bytes, then a mail body of order lines.
 *   [0] seed of the game dice and of the bot (16 games, so that reached
 *       states are shared by many inputs)
 *   [1] player count (folded into the kind's range)
 *   [2] steps: the game is advanced 8 * ([2] % 32) decisions by the
 *       engine's own bot (with the odd timeout, as the playout tests do);
 *       at most 248, so a replay from scratch stays well inside the
 *       per-input time budget (about 2 ms a decision under ASan)
 *   [3] bits 0-1 option set, bit 2 language, bit 3 send as seat
 *       bits 4-7 (any seat, maybe out of turn) instead of an awaited one
 * The body is then checked as that seat's mail. check() must leave the
 * state as it was (save before = save after) and answer with a known code
 * and a rendered refusal; accepted orders must re-check to the same
 * canonical text, apply, and survive save -> load -> save byte for byte;
 * the views of the result must render.
 *
 * States are always rebuilt from saved text, as every batch does, and
 * cached by (seed, players, options, step) so most inputs skip the
 * advance; the cache never changes what an input does. The last 64
 * states used are kept loaded with their saved text for the next inputs
 * with the same header (check() is const and proven not to change it);
 * apply() works on a fresh copy. */
#include "adjudicator/base/arena.h"
#include "adjudicator/base/dice.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"
#include "games/game.h"
#include "tests/fuzz/fuzz.h"
#include "tests/test_dice.h"

#ifndef KIND
#error "build with -DKIND='\"reconquista\"' (or teg, catan, kratos)"
#endif

static const char *const names[GAME_MAX_PLAYERS] = { "ana", "berta", "carla", "dario", "elena", "fede", "gala",
	"hugo", "ines" };

/* Four option sets per kind; set 0 is the defaults. */
static const char *const *options(unsigned set, size_t *n)
{
	static const char *const reco[][3] = { { NULL }, { "max_turns=3", NULL }, { "stalemate_rounds=1", NULL },
		{ "max_turns=40", "stalemate_rounds=3", NULL } };
	static const char *const teg[][3] = { { NULL }, { "style=fair-play", "max_turns=6", NULL },
		{ "variant23=0", "defensive_exchange=1", NULL }, { "destroyed_cards=discard", "adjacent=triangle", NULL } };
	static const char *const catan[][3] = { { NULL }, { "board=beginner", "dev_per_turn=1", NULL },
		{ "setup=official", "shortage=official", "steal=compulsory" },
		{ "knight_steals=no", "point_trade=no", NULL } };
	static const char *const kratos[][3] = { { NULL }, { "board=clasico", NULL }, { "max_turns=5", NULL },
		{ "board=azar", "max_turns=30", NULL } };
	static const char *const nm[][3] = { { NULL }, { "scenario=1", "max_turns=6", NULL },
		{ "scenario=6", "losses=1/2,2/2,2/3", NULL }, { "answer_hours=2", "scenario=3", NULL } };
	const char *const *o = !strcmp(KIND, "teg")	      ? teg[set & 3]
			       : !strcmp(KIND, "catan")	      ? catan[set & 3]
			       : !strcmp(KIND, "kratos")      ? kratos[set & 3]
			       : !strcmp(KIND, "nuevo-mundo") ? nm[set & 3]
							      : reco[set & 3];
	for (*n = 0; *n < 3 && o[*n]; (*n)++)
		;
	return o;
}

static const game_kind *kind(void)
{
	static const game_kind *k;
	if (!k)
		k = game_find(KIND);
	FZ_ASSERT(k);
	return k;
}

static char *save(const void *st)
{
	sbuf b = SBUF_INIT;
	kind()->save(st, &b);
	return sbuf_detach(&b);
}

static void *load(int n, const char *text)
{
	void *st;
	es_err e;
	if (kind()->load(&st, n, names, text, &e) != ES_OK) {
		fz_fail("load of a saved state failed: %s\n%s\n", e.msg, text);
	}
	return st;
}

/* ---- the cache of reached states ----------------------------------------- */
typedef struct reached {
	uint32_t key; /* seed | n << 8 | set << 12 | step << 16; 0 = empty */
	char *text;
	uint64_t dpos, bpos; /* game dice and bot dice positions */
} reached;

#define SLOTS 16384
static reached cache[SLOTS];

static uint32_t key_of(unsigned seed, int n, unsigned set, unsigned step)
{
	return 1u << 31 | seed | (unsigned)n << 8 | set << 12 | step << 16;
}

static reached *slot(uint32_t key)
{
	uint32_t h = key * 2654435761u;
	return &cache[h >> 18 & (SLOTS - 1)];
}

static void remember(uint32_t key, const char *text, uint64_t dpos, uint64_t bpos)
{
	reached *r = slot(key);
	free(r->text);
	r->key = key;
	r->text = xstrdup(text);
	r->dpos = dpos;
	r->bpos = bpos;
}

/* The state after `steps` decisions of game (seed, n, set); *d is the
 * game's dice positioned where that state left them. */
static void *reach(unsigned seed, int n, unsigned set, unsigned steps, dice *d)
{
	char hex[8], bhex[8];
	snprintf(hex, sizeof hex, "%02x", seed);
	snprintf(bhex, sizeof bhex, "%02xb0", seed);
	dice bd;
	unsigned at = steps + 1;
	const reached *r = NULL;
	while (at-- > 0) {
		r = slot(key_of(seed, n, set, at));
		if (r->key == key_of(seed, n, set, at))
			break;
		r = NULL;
	}
	void *st;
	if (r) {
		st = load(n, r->text);
		test_dice_init(d, hex, r->dpos);
		test_dice_init(&bd, bhex, r->bpos);
	} else {
		at = 0;
		size_t no;
		const char *const *o = options(set, &no);
		game_events ev = { .a = arena_new() };
		es_err e;
		test_dice_init(d, hex, 0);
		test_dice_init(&bd, bhex, 0);
		if (kind()->create(&st, n, names, o, no, d, &ev, &e) != ES_OK) {
			fz_fail("create: %s\n", e.msg);
		}
		arena_free(ev.a);
		char *text = save(st);
		kind()->free(st);
		st = load(n, text);
		remember(key_of(seed, n, set, 0), text, d->pos, bd.pos);
		free(text);
	}
	for (; at < steps; at++) {
		game_status gs;
		kind()->status(st, &gs);
		if (gs.over)
			break;
		game_events ev = { .a = arena_new() };
		if (dice_below(&bd, 100) < 3) {
			kind()->timeout(st, d, &ev);
		} else {
			int who = __builtin_ctz(gs.waiting);
			sbuf orders = SBUF_INIT, canon = SBUF_INIT, echo = SBUF_INIT;
			kind()->bot(st, who, &bd, &orders);
			game_lines l;
			game_lines_split(ev.a, sbuf_str(&orders), &l);
			game_reject rej;
			if (kind()->check(st, who, &l, "es", &canon, &echo, &rej) != ES_OK) {
				fz_fail("bot orders of seat %d rejected: line %zu: %s\n%s\n", who, rej.index, rej.why,
					sbuf_str(&orders));
			}
			kind()->apply(st, who, sbuf_str(&canon), d, &ev);
			sbuf_free(&orders);
			sbuf_free(&canon);
			sbuf_free(&echo);
		}
		arena_free(ev.a);
		char *text = save(st);
		kind()->free(st);
		st = load(n, text);
		remember(key_of(seed, n, set, at + 1), text, d->pos, bd.pos);
		free(text);
	}
	return st;
}

/* ---- seed corpus --------------------------------------------------------- */
/* FUZZ_MKCORPUS=DIR writes DIR/engine_KIND/ (headers of a few reached
 * states with the awaited seat's bot orders as body, so check accepts
 * and apply runs) and DIR/load_KIND/ (those states' saved text), then
 * exits: tests/fuzz/run.sh --mkcorpus regenerates the committed seeds
 * when a state format changes. */
static void put(const char *dir, const char *name, const void *head, size_t hn, const char *body)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	FZ_ASSERT(f);
	fwrite(head, 1, hn, f);
	fputs(body, f);
	FZ_ASSERT(fclose(f) == 0);
}

static void mkcorpus(const char *root)
{
	static const unsigned steps[] = { 0, 1, 3, 8, 20, 31 }; /* 8 * this decisions */
	char ed[256], ld[256];
	snprintf(ed, sizeof ed, "%s/engine_%s", root, KIND);
	snprintf(ld, sizeof ld, "%s/load_%s", root, KIND);
	for (int i = 0; i < 6; i++) {
		const game_kind *k = kind();
		uint8_t h[4] = { (uint8_t)(i + 1), (uint8_t)i, (uint8_t)steps[i], (uint8_t)(i == 5 ? 0 : i & 3) };
		int n = k->min_players + h[1] % (k->max_players - k->min_players + 1);
		dice d, bd;
		void *st = reach(h[0], n, h[3], 8u * h[2], &d);
		game_status gs;
		k->status(st, &gs);
		sbuf orders = SBUF_INIT;
		test_dice_init(&bd, "c0", 0);
		if (gs.waiting)
			k->bot(st, __builtin_ctz(gs.waiting), &bd, &orders);
		else
			sbuf_puts(&orders, "PASO\n");
		char name[32];
		snprintf(name, sizeof name, "bot-%d", i);
		put(ed, name, h, sizeof h, sbuf_str(&orders));
		char *text = save(st);
		uint8_t nb = (uint8_t)(n - k->min_players);
		snprintf(name, sizeof name, "state-%d", i);
		put(ld, name, &nb, 1, text);
		free(text);
		sbuf_free(&orders);
		k->free(st);
	}
	exit(0);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	const char *dir = getenv("FUZZ_MKCORPUS");
	if (dir)
		mkcorpus(dir);
	return 0;
}

/* ---- one input ----------------------------------------------------------- */
static void reply_ok(const game_reject *rej, size_t nlines)
{
	FZ_ASSERT(memchr(rej->why, '\0', sizeof rej->why));
	FZ_ASSERT(rej->index == (size_t)-1 || rej->index < nlines);
	fz_reply_ok(rej->why);
}

static void status_ok(const void *st, int n)
{
	game_status gs;
	kind()->status(st, &gs);
	FZ_ASSERT(gs.phase && gs.phase[0]);
	FZ_ASSERT((gs.waiting & ~((1u << n) - 1)) == 0 && (gs.winners & ~((1u << n) - 1)) == 0);
	FZ_ASSERT(!gs.over || gs.waiting == 0);
}

/* The view of seat v (-1: public) renders every template it uses. */
static void view_ok(const void *st, int v, const char *lang)
{
	sbuf b = SBUF_INIT;
	kind()->view(st, v, lang, &b);
	fz_reply_ok(sbuf_str(&b));
	sbuf_free(&b);
}

/* States kept loaded, with their saved text: successive inputs come from
 * different corpus entries, so one kept state meant a load (and a save to
 * compare with) per input. check() is const (proven at every input), so a
 * loaded state serves every input with its header. */
typedef struct live {
	uint32_t key; /* 0 = empty */
	void *st;
	char *text;
	dice d;
} live;
#define LIVE 64

static live *loaded(unsigned seed, int n, unsigned set, unsigned steps)
{
	static live lv[LIVE];
	uint32_t key = key_of(seed, n, set, steps);
	live *l = &lv[(key * 2654435761u) >> 26 & (LIVE - 1)];
	if (l->key != key) {
		if (l->key) {
			kind()->free(l->st);
			free(l->text);
		}
		l->st = reach(seed, n, set, steps, &l->d);
		l->text = save(l->st);
		l->key = key;
	}
	return l;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 4)
		return 0;
	const game_kind *k = kind();
	unsigned seed = data[0] & 15, set = data[3] & 3, steps = 8u * (data[2] & 31);
	int n = k->min_players + data[1] % (k->max_players - k->min_players + 1);
	const char *lang = fz_lang(data[3] >> 2);
	live *l = loaded(seed, n, set, steps);
	void *st = l->st;
	dice d = l->d;
	game_status gs;
	k->status(st, &gs);
	int who = data[3] & 8 || !gs.waiting ? (data[3] >> 4) % n : __builtin_ctz(gs.waiting);

	char *body = fz_str(data + 4, size - 4);
	arena *a = arena_new();
	game_lines lines;
	game_lines_split(a, body, &lines);
	sbuf canon = SBUF_INIT, echo = SBUF_INIT;
	game_reject rej;
	memset(&rej, 0, sizeof rej);
	const char *before = l->text;
	int rc = k->check(st, who, &lines, lang, &canon, &echo, &rej);
	char *after = save(st);
	if (strcmp(before, after)) {
		fz_fail("check() changed the state:\n--- before\n%s--- after\n%s", before, after);
	}
	if (rc != ES_OK) {
		FZ_ASSERT(rc == ES_ESYNTAX || rc == ES_EILLEGAL || rc == ES_EOUTOFTURN);
		reply_ok(&rej, lines.n);
	} else {
		/* The canonical form reads back as itself. */
		game_lines again;
		game_lines_split(a, sbuf_str(&canon), &again);
		sbuf canon2 = SBUF_INIT, echo2 = SBUF_INIT;
		int rc2 = k->check(st, who, &again, lang, &canon2, &echo2, &rej);
		if (rc2 != ES_OK)
			fprintf(stderr, "canonical orders rejected: %s\n%s\n", rej.why, sbuf_str(&canon));
		FZ_ASSERT(rc2 == ES_OK && !strcmp(sbuf_str(&canon), sbuf_str(&canon2)));
		sbuf_free(&canon2);
		sbuf_free(&echo2);

		game_events ev = { .a = a };
		void *copy = load(n, before);
		k->apply(copy, who, sbuf_str(&canon), &d, &ev);
		char *s1 = save(copy);
		k->free(copy);
		void *st2 = load(n, s1);
		char *s2 = save(st2);
		FZ_ASSERT(!strcmp(s1, s2));
		status_ok(st2, n);
		view_ok(st2, -1, lang);
		view_ok(st2, who, lang);
		k->free(st2);
		free(s1);
		free(s2);
	}
	free(after);
	sbuf_free(&canon);
	sbuf_free(&echo);
	arena_free(a);
	free(body);
	return 0;
}
