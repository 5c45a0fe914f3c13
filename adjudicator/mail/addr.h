/* Addresses, names and ids that end up in headers or file names: one rule
 * for each, applied at every entry (mail From, `new`, UNIRSE, REEMPLAZAR)
 * and again where they are written. Everything here is linear and never
 * allocates except into the sbuf given. */
#ifndef ES_ADDR_H
#define ES_ADDR_H

#include <stddef.h>

#include "adjudicator/base/sbuf.h"

/* 1 if a is an address we mail: dot-atom@domain, ASCII, local part 1-64,
 * domain 1-253 of letters, digits and hyphens in dot-separated labels,
 * 254 in all. Quoted local parts, comments, IP literals, spaces and
 * anything that could end a header or an SMTP command are refused. */
int addr_valid(const char *a);

/* Appends a display name as RFC 5322 wants it: printable ASCII as a
 * quoted-string (every '"' and '\' escaped), anything else as RFC 2047
 * encoded-words; never bare, so no character of it can be read as an
 * address separator. Line breaks in name are dropped. */
void addr_put_phrase(sbuf *b, const char *name);

/* Appends n bytes of UTF-8 as RFC 2047 B encoded-words, folded so that
 * every header line stays within 78 characters. */
void addr_put_encoded(sbuf *b, const char *s, size_t n);

/* 1 if id (without brackets) may be copied into Message-ID, In-Reply-To
 * or References: 1-250 printable ASCII (inner spaces allowed: ids are
 * copied exactly), never '<', '>', a line break or an 8-bit byte. */
int addr_msgid_ok(const char *id);

/* Appends to b the well-formed <ids> of a References value (at most the
 * last `keep`), each on a folded line of its own ("\n <id>"), dropping
 * everything else. */
void addr_put_references(sbuf *b, const char *refs, size_t keep);

/* 1 if s is a player name we accept: 1-32 characters of letters (any
 * script), digits, '-', '_' and '.', and none of the reserved words
 * (file names and keywords such as "public", "todos", "director"). */
int addr_player_name_ok(const char *s);

#endif
