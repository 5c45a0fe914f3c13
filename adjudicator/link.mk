# How every Estafeta program links its libraries (included by the Makefile
# and tests/fuzz/fuzz.mk).
#
# Linked in, not loaded (issue 17 item 6): a fresh process spends most of
# its start-up in the dynamic loader, mapping and relocating libraries at
# about 15 us a page fault on the bench VM. libgit2 with the libraries it
# needs, libetpan (only its MIME parser is taken) and the small libraries
# are archives from the same Debian -dev packages; only libc and libm are
# left shared. libcurl, cairo, libetpan's IMAP client, libssh2 (with
# OpenSSL) and the Kerberos GSS-API are opened at first use
# (adjudicator/lazylib.h). The executable exports none of these symbols,
# so a library opened later keeps its own copies.
#
# --wrap: libgit2's calls of mbedTLS's CA-bundle parsers and of its
# random generator's set-up go to adjudicator/tlslazy.c, which defers them
# (tlslazy.h). -u takes tlslazy.o, lazy_gss.o and lazy_ssh2.o from
# libestafeta.a before libgit2.a asks for them.
ES_STATIC   = git2 mbedtls mbedx509 mbedcrypto http_parser pcre2-8 etpan sodium utf8proc inih jansson nettle z
ES_ARCHIVES := $(foreach l,$(ES_STATIC),$(shell $(CC) -print-file-name=lib$(l).a))
ES_WRAP     = mbedtls_x509_crt_parse_file mbedtls_x509_crt_parse_path mbedtls_entropy_init mbedtls_entropy_free \
	      mbedtls_ctr_drbg_seed mbedtls_ctr_drbg_random mbedtls_ctr_drbg_free
ES_LDLIBS   = $(ES_ARCHIVES) $(ES_WRAP:%=-Wl,--wrap=%) -Wl,-u,__wrap_mbedtls_ctr_drbg_seed \
	      -Wl,-u,gss_init_sec_context -Wl,-u,libssh2_init -lpng16 -lm
