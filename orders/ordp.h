/* The cursor every order grammar reads a line with, and what the grammars
 * share: the "se esperaba: ..." reply, numbers (digits or words), and
 * names of several words with a "did you mean" suggestion. Template ids
 * are the game's own: PREFIX.rej.expected, PREFIX.rej.missing_number, ... */
#ifndef ES_ORDP_H
#define ES_ORDP_H

#include <stdarg.h>
#include <stddef.h>

#include "adjudicator/base/arena.h"
#include "adjudicator/base/sbuf.h"
#include "orders/lex.h"
#include "orders/ord_places.h"

typedef struct ordp {
	arena *a;
	lex_line w;
	size_t at;
	const char *lang;
	const char *form;   /* template id of the expected syntax */
	sbuf *why;          /* the reply goes here */
	const char *prefix; /* the game's template prefix: "reco", "teg" */
	const lex_kw *stop; /* keywords a misspelt name never runs into, or NULL */
	const ord_places *places; /* the board's names (ordp_name), from the engine */
	const void *game;         /* other data of the engine's a grammar reads, or NULL */
} ordp;

/* A verb of a grammar whose keyword table holds its spellings: the
 * keyword, the verb, the template id of its syntax. */
typedef struct ordp_verb {
	int kw, verb;
	const char *form;
} ordp_verb;

/* The index in verbs[0..n) of the verb the folded word spells in
 * keyword table kws, or -1. */
int ordp_verb_of(const lex_kw *kws, const ordp_verb *verbs, size_t n, const char *fold);

/* cero..treinta, zero..thirty (folded: "dieciseis", "twenty-one"). */
extern const lex_kw ordp_number_words[];

/* Digits or a number word, or -1; a leading '#' is allowed ("#3"). Digit
 * runs longer than max_digits give -2. */
long ordp_word_number(const char *fold, size_t max_digits);

/* Appends to `why` the template expected_id filled with the syntax form_id
 * and the detail template detail_id with vars (name, value, ..., NULL).
 * Returns ES_ESYNTAX. */
int ordp_vexpected(sbuf *why, const char *lang, const char *expected_id, const char *form_id,
	const char *detail_id, va_list ap);

/* ordp_vexpected with PREFIX.rej.expected and the cursor's form. */
int ordp_fail(ordp *p, const char *detail_id, ...);

/* The number at the cursor (at most 9 digits) and moves on; otherwise
 * fails with PREFIX.rej.missing_number, big_number or not_number. */
int ordp_number(ordp *p, long *out);

/* The name of a place of p->places at the cursor (several words maybe)
 * and moves on.
 * Otherwise fails with PREFIX.rej.missing_WHAT, or not_WHAT_dym (vars
 * word, name: the display name of the closest, trying the longest run of
 * the next words first so "Ciudad Rael" suggests Ciudad Real, but never
 * across a word that starts another name or is a p->stop keyword), not_WHAT_amb (vars word,
 * names) when the words begin several names ("Beira") and the game has
 * that text, or not_WHAT (var word). */
int ordp_name(ordp *p, const char *what, int *out);

#endif
