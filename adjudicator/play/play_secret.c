/* Passwords (Argon2id), the game's secret, reply tokens, generated
 * passwords. */
#include "adjudicator/play/play.h"
#include "adjudicator/play/play_int.h"
#include "adjudicator/mail/addr.h"
#include "adjudicator/mail/maildir.h"
#include "adjudicator/mail/outbox.h"
#include "adjudicator/store/store.h"
#include "adjudicator/base/tpl.h"
#include "adjudicator/base/when.h"
#include "adjudicator/base/zone.h"
#include "orders/lex.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>


/* Argon2id with a salt derived from the game's seed, so that the same
 * seed and players give byte-identical repositories. Stored as
 * "argon2id:OPS:MEM:SALTHEX:HASHHEX". */
char *play_pw_hash(play *p, const char *player, const char *pw)
{
	unsigned char salt[PW_SALT], h[PW_HASH];
	char label[128];
	snprintf(label, sizeof label, "salt:%s:%s", p->name, player);
	dice_derive(&p->d, label, salt, sizeof salt);
	if (crypto_pwhash(h, sizeof h, pw, strlen(pw), salt, p->c->pw_ops, p->c->pw_mem, crypto_pwhash_ALG_ARGON2ID13))
		return NULL;
	char sh[2 * PW_SALT + 1], hh[2 * PW_HASH + 1];
	sodium_bin2hex(sh, sizeof sh, salt, sizeof salt);
	sodium_bin2hex(hh, sizeof hh, h, sizeof h);
	return arena_printf(p->a, "argon2id:%llu:%zu:%s:%s", p->c->pw_ops, p->c->pw_mem, sh, hh);
}

static int hash_ok(const char *stored, const char *pw)
{
	unsigned long long ops;
	size_t mem;
	char sh[2 * PW_SALT + 1], hh[2 * PW_HASH + 1];
	if (sscanf(stored, "argon2id:%llu:%zu:%32[0-9a-f]:%64[0-9a-f]", &ops, &mem, sh, hh) != 4)
		return 0;
	unsigned char salt[PW_SALT], want[PW_HASH], got[PW_HASH];
	if (sodium_hex2bin(salt, sizeof salt, sh, strlen(sh), NULL, NULL, NULL) ||
		sodium_hex2bin(want, sizeof want, hh, strlen(hh), NULL, NULL, NULL))
		return 0;
	if (crypto_pwhash(got, sizeof got, pw, strlen(pw), salt, ops, mem, crypto_pwhash_ALG_ARGON2ID13))
		return 0;
	return sodium_memcmp(got, want, sizeof got) == 0;
}

int play_password_ok(const play *p, int seat, const char *pw)
{
	if (!pw || seat < 0 || seat >= p->n || !p->pwhash[seat])
		return 0;
	return hash_ok(p->pwhash[seat], pw);
}

int play_master_who(const play *p, const char *pw)
{
	if (!pw)
		return -1;
	if (p->master_hash && hash_ok(p->master_hash, pw))
		return 0;
	if (p->c->master_hash[0] && !crypto_pwhash_str_verify(p->c->master_hash, pw, strlen(pw)))
		return 0;
	for (int k = 0; k < p->ncomaster; k++)
		if (hash_ok(p->comaster_hash[k], pw))
			return 1 + k;
	return -1;
}

int play_master_ok(const play *p, const char *pw)
{
	return play_master_who(p, pw) >= 0;
}

/* --- the game's secret --------------------------------------------------- */

static void secret_derive(const play *p, const char *label, unsigned char *out, size_t n)
{
	if (!p->has_key) {
		dice_derive(&p->d, label, out, n);
		return;
	}
	crypto_generichash(out, n, (const unsigned char *)label, strlen(label), p->key, sizeof p->key);
}

/* --- reply tokens ------------------------------------------------------- */

#define TOKEN_MAC 16

/* Bound to the game, the seat and its password (a new password or player
 * revokes it); a press reply token also to the author's seat, name and
 * password, under a key of its own, so no token passes for the other. */
static void token_mac(const play *p, int seat, int author, char hex[2 * TOKEN_MAC + 1])
{
	unsigned char key[32], mac[TOKEN_MAC];
	char label[128];
	snprintf(label, sizeof label, "%s:%s", author < 0 ? "reply-token" : "press-reply-token", p->name);
	secret_derive(p, label, key, sizeof key);
	sbuf m = SBUF_INIT;
	sbuf_printf(&m, "%s\n%d\n%s\n%s", p->name, seat, p->pname[seat], p->pwhash[seat] ? p->pwhash[seat] : "");
	if (author >= 0)
		sbuf_printf(&m, "\n%d\n%s\n%s", author, p->pname[author], p->pwhash[author] ? p->pwhash[author] : "");
	crypto_generichash(mac, sizeof mac, (const unsigned char *)m.s, m.len, key, sizeof key);
	sbuf_free(&m);
	sodium_bin2hex(hex, 2 * TOKEN_MAC + 1, mac, sizeof mac);
	sodium_memzero(key, sizeof key);
}

char *play_reply_addr(const play *p, int seat, arena *a)
{
	if (!p->c->tag_delim) /* the server cannot deliver tagged addresses */
		return arena_strdup(a, p->c->address);
	char mac[2 * TOKEN_MAC + 1];
	token_mac(p, seat, -1, mac);
	const char *at = strchr(p->c->address, '@');
	return arena_printf(a, "%.*s%c%s.%d.%s@%s", (int)(at - p->c->address), p->c->address, p->c->tag_delim, p->name,
		seat, mac, p->c->domain);
}

char *play_press_reply_addr(const play *p, int seat, int author, arena *a)
{
	if (!p->c->tag_delim)
		return arena_strdup(a, p->c->address);
	char mac[2 * TOKEN_MAC + 1];
	token_mac(p, seat, author, mac);
	const char *at = strchr(p->c->address, '@');
	return arena_printf(a, "%.*s%c%s.%d.p%d.%s@%s", (int)(at - p->c->address), p->c->address, p->c->tag_delim,
		p->name, seat, author, mac, p->c->domain);
}

void play_render_replyhow(play *p, int seat, sbuf *b)
{
	tpl_put(b, p->plang[seat], p->c->tag_delim ? "core.replyhow.tagged" : "core.replyhow.plain", "reply",
		play_reply_addr(p, seat, p->a), NULL);
}

/* GAME.SEAT.MAC (orders) or GAME.SEAT.pAUTHOR.MAC (a reply to AUTHOR's
 * press, *author >= 0): the game name may hold dots, so split from the
 * right; the 'p' keeps the two shapes apart. */
static const char *token_split(const char *t, size_t *glen, int *seat, int *author)
{
	const char *mac = strrchr(t, '.');
	if (!mac || mac == t || strlen(mac + 1) != 2 * TOKEN_MAC)
		return NULL;
	const char *end = mac;
	*author = -1;
	for (int part = 0; part < 2; part++) {
		const char *s = end - 1;
		while (s > t && *s >= '0' && *s <= '9')
			s--;
		int press = part == 0 && *s == 'p' && s > t && s[-1] == '.' && s + 1 < end;
		if (press)
			s--;
		if (*s != '.' || s + 1 + press == end || end - s - press > 3 || s == t)
			return NULL;
		int v = 0;
		for (const char *q = s + 1 + press; q < end; q++)
			v = v * 10 + (*q - '0');
		if (!press) {
			*seat = v;
			*glen = (size_t)(s - t);
			return mac + 1;
		}
		*author = v;
		end = s;
	}
	return NULL;
}

char *play_token_game(arena *a, const char *token)
{
	size_t gl;
	int seat, author;
	return token_split(token, &gl, &seat, &author) ? arena_strndup(a, token, gl) : NULL;
}

/* The seat a token of p authenticates (and *author, -1 for an orders
 * token), or -1. */
static int token_check(const play *p, const char *token, int *author)
{
	size_t gl;
	int seat;
	const char *mac = token_split(token, &gl, &seat, author);
	if (!mac || gl != strlen(p->name) || strncmp(token, p->name, gl) || seat >= p->n || *author >= p->n ||
		seat == *author)
		return -1;
	char want[2 * TOKEN_MAC + 1];
	token_mac(p, seat, *author, want);
	return sodium_memcmp(want, mac, 2 * TOKEN_MAC) == 0 ? seat : -1;
}

int play_token_seat(const play *p, const char *token)
{
	int author;
	int seat = token_check(p, token, &author);
	return author < 0 ? seat : -1;
}

int play_press_token(const play *p, const char *token, int *author)
{
	int seat = token_check(p, token, author);
	if (seat < 0 || *author < 0) {
		*author = -1;
		return -1;
	}
	return seat;
}

/* A password players can type: 12 letters and digits without look-alikes. */
char *play_pw_generate(play *p, const char *player, unsigned long round)
{
	static const char alphabet[] = "abcdefghjkmnpqrstuvwxyz23456789";
	unsigned char b[12];
	char label[160];
	/* Round 0 (creation) keeps the label older games were made with. */
	if (round)
		snprintf(label, sizeof label, "password:%s:%s:%lu", p->name, player, round);
	else
		snprintf(label, sizeof label, "password:%s:%s", p->name, player);
	secret_derive(p, label, b, sizeof b);
	char *s = arena_alloc(p->a, sizeof b + 1);
	for (size_t i = 0; i < sizeof b; i++)
		s[i] = alphabet[b[i] % (sizeof alphabet - 1)];
	return s;
}
