/* mbedTLS's start-up work, deferred until TLS is used. libgit2 as Debian
 * builds it (on mbedTLS) does two costly things inside git_libgit2_init
 * for TLS that local repositories never use: it parses the system's whole
 * CA bundle (56 M instructions, once half of a one-mail batch) and it
 * gathers entropy to seed its random generator (the HAVEGE source alone
 * 0.3 ms). libgit2 and mbedTLS are linked in (adjudicator/link.mk), and
 * the linker sends libgit2's calls of those functions to tlslazy.c (ld
 * --wrap), which only notes them:
 * - the CA bundle is parsed when tlslazy_want() is called (store.c's
 *   store_tls_certs, before a push over https); until then the chain
 *   stays empty, so a certificate check fails closed, never open;
 * - the entropy is gathered and the generator seeded at its first draw,
 *   whoever draws: no random byte leaves it unseeded, and a seeding that
 *   fails fails every draw after it. A generator drawn from in a child
 *   of the process that seeded it takes fresh entropy first (mbedTLS does
 *   not notice a fork).
 * Single-threaded, as the program is (it forks, it makes no threads).
 * libgit2 must draw only through mbedtls_ctr_drbg_random: a draw by
 * another function would find the generator unset; mirror_https.sh checks
 * what libgit2's objects call. */
#ifndef ES_TLSLAZY_H
#define ES_TLSLAZY_H

#include <stddef.h>

/* From now on nothing is deferred. The CA file or folder libgit2 asked
 * to parse (file or dir set, both "" when none: then a libgit2 not on
 * mbedTLS loads them itself); 1 the first time, 0 after. */
int tlslazy_want(char *file, size_t file_size, char *dir, size_t dir_size);
/* Whether the CA bundle was deferred and not asked for yet (tests). */
int tlslazy_certs_deferred(void);
/* Whether a random generator waits for its first draw to be seeded
 * (tests). */
int tlslazy_seed_deferred(void);

#endif
