#!/bin/sh
# asan: yes
# Mail as real clients write it (issue 10): every fixture under
# tests/data/mail/clients/NAME.eml goes alone, through `estafeta run`, into
# a fresh copy of one game of La reconquista where bob must place 5 troops
# (COLOCAR 2 Cádiz / COLOCAR 2 León / COLOCAR 1 Trás-os-Montes e Alto
# Douro). NAME.expect says what must happen, one statement a line:
#   accepted          the game moved and bob's 5 troops are on the board
#   rejected          the game did not move; bob got an answer
#   contains TEXT     the answer (decoded) contains TEXT
#   lacks TEXT        ... and does not contain TEXT
#   pending mime      a failure is reported as "pending" (the MIME reader
#                     does not know the shape yet), not as a failure
# Reply-shaped fixtures are addressed to bob's reply address, which the
# short seed makes the same on every run (checked below).
. tests/e2e/lib.sh

FIX=tests/data/mail/clients
TOKEN=juez+g1.1.b4a115a4bde6c472be7d05b8423f631e@reconquista.example.net
NOW=2026-11-23T09:00:00Z
printf '[judge]\naddress = juez@reconquista.example.net\npwhash = fast\nmax_mail_bytes = 65536\n' > "$D/estafeta.conf"
es new reconquista g1 --seed 0f --insecure-seed --player ana:ana@example.org:pa --player bob:bob@example.com:pb \
	--player carla:carla@example.net:pc > /dev/null
[ "$(status_of g1 waiting)" = bob ] || fail "bob is not awaited"
grep -qx "Reply-To: <$TOKEN>.\{0,1\}" "$D"/outbox/new/*-bob || fail "bob's reply address is not $TOKEN"
rm -f "$D"/outbox/new/*
cp -a "$D" "$T/fresh"
H0=$(head_of g1)
NOW=2026-11-23T10:00:00Z

# placed: bob's troops on the board, as his view shows them
placed() {
	es view g1 bob > "$T/view"
	grep -q "Cádiz  *2\b" "$T/view" && grep -q "León  *2\b" "$T/view" &&
		grep -q "Trás-os-Montes e Alto Douro  *1\b" "$T/view"
}

# check NAME: prints what is wrong with the outcome, nothing when right
check() {
	expect=$FIX/$1.expect
	moved=0
	[ "$(head_of g1)" = "$H0" ] || moved=1
	answer=""
	f=$(ls "$D/outbox/new" 2>/dev/null | sort | while read -r m; do
		grep -qi '^To: .*bob@example.com' "$D/outbox/new/$m" && echo "$m"; done | head -1)
	[ -z "$f" ] || answer=$(mail_text "$D/outbox/new/$f")
	while IFS= read -r line; do
		case $line in
		accepted)
			[ $moved = 1 ] || { echo "not applied: $(printf '%s\n' "$answer" | grep -m1 -A2 'Línea\|No hemos\|Nothing')"; return; }
			placed || { echo "applied, but bob's 5 troops are not where they should be"; return; } ;;
		rejected)
			[ $moved = 0 ] || { echo "applied, expected a refusal"; return; }
			[ -n "$answer" ] || { echo "no answer to bob"; return; } ;;
		"contains "*)
			printf '%s' "$answer" | grep -qF -- "${line#contains }" || { echo "answer lacks '${line#contains }'"; return; } ;;
		"lacks "*)
			if printf '%s' "$answer" | grep -qF -- "${line#lacks }"; then echo "answer has '${line#lacks }'"; return; fi ;;
		"pending "* | "") ;;
		*) echo "unknown statement in $1.expect: $line"; return ;;
		esac
	done < "$expect"
}

# The sanitizer pass of make check takes every third shape (the release
# pass and make bench's sanitizer pass take every one): each costs a data
# root and a run under the sanitizers.
every=1
[ "${SANITIZED:-0}" = 0 ] || [ "${E2E_FULL:-0}" != 0 ] || every=3
n=0 bad=0 pending=0 k=0
for eml in "$FIX"/*.eml; do
	name=$(basename "$eml" .eml)
	[ -f "$FIX/$name.expect" ] || fail "$name has no .expect"
	k=$((k + 1))
	[ $(((k - 1) % every)) -eq 0 ] || continue
	rm -rf "$D"
	cp -a "$T/fresh" "$D"
	mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
	cp "$eml" "$D/inbox/new/1795424400.$name"
	es run > "$T/run.out" 2>&1 || { cat "$T/run.out" >&2; fail "$name: run failed"; }
	why=$(check "$name")
	n=$((n + 1))
	if [ -z "$why" ]; then
		grep -q '^pending ' "$FIX/$name.expect" && echo "$name: ok (marked pending, no longer needed)"
	elif grep -q '^pending ' "$FIX/$name.expect"; then
		pending=$((pending + 1))
		echo "$name: pending ($(sed -n 's/^pending //p' "$FIX/$name.expect")): $why"
	else
		bad=$((bad + 1))
		echo "$name: FAIL: $why" >&2
	fi
done
[ $bad -eq 0 ] || fail "$bad of $n client shapes failed"
echo "client_shapes: $n shapes, $((n - pending)) ok, $pending pending"
