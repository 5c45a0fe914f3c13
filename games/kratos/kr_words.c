/* Κρατος in words: the English and accented Spanish of the state's
 * words, the events in both languages, and the canonical text of an
 * order. Below kr_settle.c, kr_exec.c, the bot and the turn, which all
 * word what they do; it reads only the names of kr_base.c. */
#include <stdio.h>
#include <string.h>

#include "games/kratos/kr_int.h"

/* The order keywords of the canonical form and their English words (the
 * grammar reads both). "A" is TO only before a colour: alone it is an
 * island. */
static const char *const verb_en[][2] = { { "MOVER", "MOVE" }, { "DISPARAR", "SHOOT" }, { "PRODUCIR", "PRODUCE" },
	{ "CARGAR", "LOAD" }, { "DESCARGAR", "UNLOAD" }, { "SUMERGIR", "DIVE" }, { "EMERGER", "SURFACE" },
	{ "MINAR", "LAY" }, { "DRAGAR", "SWEEP" }, { "CONSTRUIR", "BUILD" }, { "REPARAR", "REPAIR" },
	{ "VENDER", "SELL" }, { "PASAR", "PASS" }, { "ACABAR", "DONE" }, { "DAR", "GIVE" }, { "COLOCAR", "PLACE" },
	{ "Y", "AND" }, { "ORO", "GOLD" }, { "DEPOSITO", "DEPOT" } };

static const char *word_en(const char *w, size_t n, const char *next, size_t nn)
{
	for (size_t k = 0; k < sizeof verb_en / sizeof verb_en[0]; k++)
		if (strlen(verb_en[k][0]) == n && !memcmp(w, verb_en[k][0], n))
			return verb_en[k][1];
	for (int k = 0; k < KR_NTYPES; k++)
		if (strlen(kr_type_word[k]) == n && !memcmp(w, kr_type_word[k], n))
			return kr_type_en[k];
	for (int k = 0; k < KR_NGOODS; k++)
		if (strlen(kr_good_word[k]) == n && !memcmp(w, kr_good_word[k], n))
			return kr_good_en[k];
	for (int k = 0; k < KR_COLOURS; k++) {
		if (strlen(kr_colour_word[k]) == n && !memcmp(w, kr_colour_word[k], n))
			return kr_colour_en[k];
		if (n == 1 && *w == 'A' && strlen(kr_colour_word[k]) == nn && !memcmp(next, kr_colour_word[k], nn))
			return "TO";
	}
	return NULL;
}

/* The Spanish reader's spelling of a state word (accents), or NULL. */
static const char *word_es(const char *w, size_t n, const char *next, size_t nn)
{
	(void)next;
	(void)nn;
	for (int k = 0; k < KR_NTYPES; k++)
		if (strlen(kr_type_word[k]) == n && !memcmp(w, kr_type_word[k], n))
			return kr_type_es[k];
	for (int k = 0; k < KR_NGOODS; k++)
		if (strlen(kr_good_word[k]) == n && !memcmp(w, kr_good_word[k], n))
			return kr_good_es[k];
	return NULL;
}

/* text with every word of the game's Spanish vocabulary (types, goods,
 * colours, the bots' names, order keywords) in English, or in Spanish
 * with its accents; the rest (player names, cells, numbers) as it is. */
static void text_in(const char *text, const char *(*word)(const char *, size_t, const char *, size_t), sbuf *out)
{
	const char *p = text;
	while (*p) {
		size_t sp = strspn(p, " ,;()\n");
		sbuf_printf(out, "%.*s", (int)sp, p);
		p += sp;
		size_t n = strcspn(p, " ,;()\n");
		if (!n)
			continue;
		const char *next = p + n + strspn(p + n, " ");
		const char *en = word(p, n, next, strcspn(next, " ,;()\n"));
		if (en)
			sbuf_puts(out, en);
		else
			sbuf_printf(out, "%.*s", (int)n, p);
		p += n;
	}
}

void kr_text_in(const char *text, const char *lang, sbuf *out)
{
	text_in(text, lang && !strcmp(lang, "en") ? word_en : word_es, out);
}

/* Vars whose values hold the Spanish words of the state: each goes as
 * NAME_es and NAME_en (the templates' convention for a var in each
 * language). */
static int twinned(const char *name)
{
	static const char *const names[] = { "player", "type", "target", "good", "colour", "from", "to", "taker",
		"bots", "order", "who" };
	for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
		if (!strcmp(name, names[k]))
			return 1;
	return 0;
}

void kr_emit(game_events *ev, uint32_t audience, int summary, const char *id, ...)
{
	if (!ev)
		return;
	/* game_emit takes varargs only: copy up to the engine's most vars. */
	va_list ap;
	const char *v[2 * GAME_EVENT_VARS + 1];
	char name_es[GAME_EVENT_VARS][16], name_en[GAME_EVENT_VARS][16];
	sbuf es[GAME_EVENT_VARS], en[GAME_EVENT_VARS];
	int k = 0, ne = 0;
	va_start(ap, id);
	while (k < 2 * GAME_EVENT_VARS && (v[k] = va_arg(ap, const char *)))
		k++;
	va_end(ap);
	for (int i = 0, n = k; i < n; i += 2)
		if (twinned(v[i]) && k + 2 <= 2 * GAME_EVENT_VARS) {
			snprintf(name_es[ne], sizeof name_es[ne], "%s_es", v[i]);
			snprintf(name_en[ne], sizeof name_en[ne], "%s_en", v[i]);
			v[i] = name_es[ne];
			es[ne] = (sbuf)SBUF_INIT;
			en[ne] = (sbuf)SBUF_INIT;
			text_in(v[i + 1], word_es, &es[ne]);
			text_in(v[i + 1], word_en, &en[ne]);
			v[i + 1] = sbuf_str(&es[ne]);
			v[k++] = name_en[ne];
			v[k++] = sbuf_str(&en[ne]);
			ne++;
		}
	v[k] = NULL;
	while (k < 2 * GAME_EVENT_VARS + 1)
		v[k++] = NULL;
	game_emit(ev, audience, summary, id, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11],
		v[12], v[13], v[14], v[15], v[16], v[17], v[18], v[19], v[20], v[21], v[22], v[23], NULL);
	for (int i = 0; i < ne; i++) {
		sbuf_free(&es[i]);
		sbuf_free(&en[i]);
	}
}

void kr_canon(const ord_kr *o, sbuf *out)
{
	char pl[8];
	switch (o->verb) {
	case ORD_KR_MOVE:
	case ORD_KR_SHOOT:
		if (o->verb == ORD_KR_MOVE || o->then) {
			kr_place_name(NULL, o->place, pl, sizeof pl);
		}
		if (o->verb == ORD_KR_MOVE)
			sbuf_printf(out, "MOVER %d %s", o->piece + 1, pl);
		else
			sbuf_printf(out, "DISPARAR %d", o->piece + 1);
		if (o->verb == ORD_KR_MOVE && o->then)
			sbuf_puts(out, " Y DISPARAR");
		if (o->verb == ORD_KR_SHOOT || o->then) {
			if (o->tisland >= 0)
				sbuf_printf(out, " DEPOSITO %s %c", kr_good_word[o->good], 'A' + o->tisland);
			else
				sbuf_printf(out, " %d", o->tpiece + 1);
		}
		if (o->verb == ORD_KR_SHOOT && o->then)
			sbuf_printf(out, " Y MOVER %s", pl);
		break;
	case ORD_KR_PRODUCE:
		sbuf_printf(out, "PRODUCIR %d", o->piece + 1);
		if (o->amount >= 0)
			sbuf_printf(out, " %ld", o->amount);
		break;
	case ORD_KR_LOAD:
	case ORD_KR_UNLOAD:
		sbuf_printf(out, "%s %d", o->verb == ORD_KR_LOAD ? "CARGAR" : "DESCARGAR", o->piece + 1);
		if (o->good >= 0)
			sbuf_printf(out, " %s", kr_good_word[o->good]);
		else if (o->tpiece >= 0)
			sbuf_printf(out, " %d", o->tpiece + 1);
		break;
	case ORD_KR_DIVE:
		sbuf_printf(out, "SUMERGIR %d", o->piece + 1);
		break;
	case ORD_KR_SURFACE:
		sbuf_printf(out, "EMERGER %d", o->piece + 1);
		break;
	case ORD_KR_LAY:
	case ORD_KR_SWEEP:
		kr_place_name(NULL, o->place, pl, sizeof pl);
		sbuf_printf(out, "%s %d %s", o->verb == ORD_KR_LAY ? "MINAR" : "DRAGAR", o->piece + 1, pl);
		break;
	case ORD_KR_BUILD:
		sbuf_printf(out, "CONSTRUIR %d %s", o->piece + 1, kr_type_word[o->type]);
		break;
	case ORD_KR_REPAIR:
		sbuf_printf(out, "REPARAR %d %d", o->piece + 1, o->tpiece + 1);
		break;
	case ORD_KR_SELL:
		sbuf_printf(out, "VENDER %d A %s", o->piece + 1, kr_colour_word[o->colour]);
		break;
	case ORD_KR_PASS:
		sbuf_printf(out, "PASAR %d", o->piece + 1);
		break;
	case ORD_KR_END:
		sbuf_puts(out, "ACABAR");
		break;
	case ORD_KR_GIVE:
		sbuf_printf(out, "DAR %ld ORO A %s", o->amount, kr_colour_word[o->colour]);
		break;
	case ORD_KR_PLACE:
		sbuf_printf(out, "COLOCAR %ld %s %c", o->amount, o->good >= 0 ? kr_good_word[o->good] : kr_type_word[o->type],
			'A' - 1 - o->place);
		break;
	}
	sbuf_putc(out, '\n');
}
