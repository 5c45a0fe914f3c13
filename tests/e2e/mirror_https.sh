#!/bin/sh
# A mirror over https meets a TLS server (openssl s_server on 127.0.0.1)
# whose certificate no system CA signed: the handshake gets as far as the
# certificate and the push fails there, never sooner and never past it;
# the batch goes on.
. tests/e2e/lib.sh
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
