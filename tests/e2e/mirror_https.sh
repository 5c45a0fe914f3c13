#!/bin/sh
# asan: yes
# A mirror over https meets a TLS server (openssl s_server on 127.0.0.1)
# whose certificate no system CA signed. libgit2's TLS start-up was
# deferred (adjudicator/tlslazy.h): the push must still draw its random
# numbers from a seeded generator (the handshake gets as far as the
# certificate) and check the certificate, so it fails there, never sooner
# and never past it; the batch goes on. (That the system's CAs are loaded
# once asked is test_store's.) First: libgit2 uses
# the generator only through the functions tlslazy.c wraps.
. tests/e2e/lib.sh
# What libgit2's objects call of mbedTLS's generator is what tlslazy.c
# wraps (tlslazy.h): a libgit2 that drew any other way would find the
# generator unset. (A new libgit2 that fails this needs tlslazy.c read
# again, not this list widened.)
lib=$(cc -print-file-name=libgit2.a)
[ -f "$lib" ] || fail "no libgit2.a"
nm -u "$lib" 2> /dev/null | awk '{ print $2 }' | grep -E '^(mbedtls_(ctr_drbg|hmac_drbg|entropy)|psa_)' | sort -u > "$T/rng"
printf '%s\n' mbedtls_ctr_drbg_free mbedtls_ctr_drbg_init mbedtls_ctr_drbg_random mbedtls_ctr_drbg_seed \
	mbedtls_entropy_free mbedtls_entropy_func mbedtls_entropy_init > "$T/rng.known"
cmp -s "$T/rng" "$T/rng.known" || fail "libgit2 calls of the generator: $(tr '\n' ' ' < "$T/rng")"
trap '[ -z "$SERVER_PID" ] || kill "$SERVER_PID" 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
command -v openssl > /dev/null || fail "openssl is needed"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$T/key.pem" -out "$T/cert.pem" \
	-subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 -days 2 2> /dev/null || fail "no certificate made"
tls() { exec openssl s_server -accept "127.0.0.1:$1" -cert "$T/cert.pem" -key "$T/key.pem" -www -quiet \
	< /dev/null > "$T/srv.out" 2> "$T/srv.err"; }
probe() { openssl s_client -connect "127.0.0.1:$1" < /dev/null > /dev/null 2>&1; }
serve tls probe || { cat "$T/srv.err"; fail "openssl s_server did not answer on any port"; }

printf '[mirror]\nurl = https://127.0.0.1:%s/m\n' "$port" >> "$D/estafeta.conf"
es new reconquista h --seed 0a --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "a refused https push failed the run"; }
grep -q '^mirror pushed 0 failed 1' "$T/out" || { cat "$T/out" "$T/err"; fail "the push to an untrusted server did not fail"; }
grep -qi 'mirror: push failed to https://127.0.0.1.*certificate' "$T/err" ||
	{ cat "$T/err"; fail "the push did not fail at the certificate check"; }
echo "mirror_https: ok"
