#!/bin/sh
# slow: yes
# Same seed + same mails + same --now => byte-identical repositories (same
# commit ids) and outboxes, pictures included, checked on a game played
# twice (HTML alternatives included): its first 25 batches (E2E_FULL=1, as make bench runs it: to its
# end, the seed's reveal included).
. tests/e2e/lib.sh
most=25
[ "${E2E_FULL:-0}" = 0 ] || most=4000

for r in a b; do
	D=$T/$r
	mkdir -p "$D"
	printf '[judge]\naddress = juez@estafeta.test\npwhash = fast\nclock_jump_hours = 0\n' > "$D/estafeta.conf"
	NOW=2026-11-21T12:00:00Z
	MAILN=0
	es new reconquista det --seed c0ffee --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
		--player carla:carla@x.test:pw-carla --player dani:dani@x.test:pw-dani --player eva:eva@x.test:pw-eva --set html=on > /dev/null
	play_to_end det d1 "$most" > /dev/null
done
ha=$(git -C "$T/a/games/det" rev-parse HEAD)
hb=$(git -C "$T/b/games/det" rev-parse HEAD)
[ "$ha" = "$hb" ] || fail "HEADs differ: $ha $hb"
diff -r "$T/a/outbox" "$T/b/outbox" > /dev/null || fail "outboxes differ"
[ "$(ls "$T/a/outbox/new" | wc -l)" -gt 50 ] || fail "suspiciously few mails"
[ "$(grep -l '^Content-Type: image/png' "$T/a/outbox/new"/* | wc -l)" -gt 20 ] || fail "the mails carry no pictures"
[ "$(grep -l '^Content-Type: text/html' "$T/a/outbox/new"/* | wc -l)" -gt 20 ] || fail "the mails carry no HTML"
echo "determinism: identical HEAD $ha"
