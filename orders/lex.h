/* The lexer every order grammar shares: folding for accent- and
 * case-insensitive matching (utf8proc), word splitting, keyword tables,
 * and multi-word name tables (provinces, countries, hexes). */
#ifndef ES_LEX_H
#define ES_LEX_H

#include <stddef.h>

#include "adjudicator/base/arena.h"

/* Folds UTF-8 text for matching: Unicode NFKD, combining marks dropped,
 * case folded ("straße" -> "strasse"), ñ kept as n, default-ignorable
 * characters (soft hyphen, zero-width space, BOM) dropped, Unicode dashes
 * made '-', runs of white space (NBSP too) made one space, trimmed.
 * "  Ávila  " -> "avila", "CORUÑA" -> "coruna". Invalid UTF-8 bytes are
 * kept as '?'. The result belongs to the arena. This function can't fail. */
char *lex_fold(arena *a, const char *s, size_t n);

/* The byte length of the white-space character (Unicode Z* categories,
 * ASCII tab..CR, NEL) at the start of s[0..n), or 0 when s does not start
 * with one. This function can't fail. */
size_t lex_space(const char *s, size_t n);

/* A line split on white space. raw[i] is the word as written, fold[i] the
 * folded word. Both belong to the arena. Commas and semicolons also
 * separate words, and periods ending a word are dropped ("Toledo, Segovia."
 * gives "Toledo" and "Segovia"); hyphens and digits stay inside words.
 * Words that fold to nothing (a lone BOM or accent) are dropped. */
typedef struct lex_line {
	size_t n;
	char **raw;
	char **fold;
} lex_line;

void lex_split(arena *a, const char *line, lex_line *out);

/* Word i of the line, folded or as written; "" past the last word. Every
 * grammar reads words through these, so a line shorter than a grammar
 * expects reads as a word that matches nothing instead of reading past
 * the arrays. */
static inline const char *lex_fold_at(const lex_line *l, size_t i)
{
	return i < l->n ? l->fold[i] : "";
}
static inline const char *lex_raw_at(const lex_line *l, size_t i)
{
	return i < l->n ? l->raw[i] : "";
}

/* A keyword table ends with { -1, NULL }. `words` lists the folded forms
 * that mean the keyword, separated by '|': "colocar|place|coloco". */
typedef struct lex_kw {
	int id;
	const char *words;
} lex_kw;

/* The id of the folded word in the table, or -1. The forms are compared
 * byte for byte, so write them folded ("contrasena", not "contraseña"). */
int lex_keyword(const lex_kw *table, const char *fold);

/* Names that may span several words ("Ciudad Real", "Trás-os-Montes e Alto
 * Douro"). Hyphens and spaces are equivalent when matching, both in the
 * table and in the input ("ciudad-real" = "Ciudad Real"). */
typedef struct lex_names lex_names;

lex_names *lex_names_new(arena *a);
/* Adds one spelling for id; a name may be added under several spellings. */
void lex_names_add(lex_names *t, int id, const char *name);
/* Longest spelling matching the words line->fold[at..]; returns its id and
 * sets *used to the number of words of `line` consumed, or returns -1 when
 * nothing matches. A match ends at a whole input word: "Ciudad-Real" can
 * match "Ciudad Real" but a spelling "Ciudad" does not match it. On equal
 * length the spelling added first wins. */
int lex_names_match(const lex_names *t, const lex_line *line, size_t at, size_t *used);
/* Best-effort suggestion for an unknown name: the id whose spelling is
 * closest (edit distance in code points, hyphens as spaces), or -1 when
 * the best distance exceeds max(2, length / 3) or equals the length of
 * `fold`. For "did you mean" replies. */
int lex_names_suggest(const lex_names *t, const char *fold);
/* Names the words line->fold[at..] begin without completing ("Beira" for
 * Beira Alta, Beira Baixa and Beira Litoral): the distinct ids of the
 * spellings whose first sub-words equal the most input sub-words, at least
 * one and fewer than the spelling has, in table order, at most max of them
 * in ids. Returns how many there are (possibly more than max); 0 when none. */
size_t lex_names_prefixed(const lex_names *t, const lex_line *line, size_t at, int *ids, size_t max);

#endif
