#!/bin/sh
# What every player reads: seeded games of every engine played through
# the judge's batch from mail files (tests/tools/mailplay.c: bot orders,
# deadlines passing, reminders, a refused mail and press now and then), a
# Spanish and an English seat in each; every mail the judge wrote is scanned by tests/tools/mailscan.c
# (lines over 72 columns outside quoted text, doubled punctuation, empty
# names, the reader in the third person). Findings not in
# tests/data/mailscan-known.txt fail, and so does an entry of that list
# that no longer occurs (the list only shrinks).
#   MAILSCAN_GAMES (1 a engine), MAILSCAN_BATCHES (14 batches at most),
#   MAILSCAN_KNOWN (the allow-list; "none": report only, exit 0),
#   MAILSCAN_OUT (a file for the findings; tests/bench/mailscan.sh).
. tests/e2e/lib.sh
G=${MAILSCAN_GAMES:-1}
MAXB=${MAILSCAN_BATCHES:-14}
KNOWN=${MAILSCAN_KNOWN:-$PWD/tests/data/mailscan-known.txt}
OUT=${MAILSCAN_OUT:-$T/findings}
# English seats are bob and dani; the others Spanish.
names="ana bob carla dani elena"
lang_of() { case $1 in bob | dani) echo en ;; *) echo es ;; esac; }

i=0
while [ $i -lt "$G" ]; do
	i=$((i + 1))
	for kind in teg reconquista catan kratos nuevo-mundo; do
		# 3 or 4 seats (TEG 2 to 4): seat order and language vary
		n=$((3 + i % 2))
		[ "$kind" = teg ] && n=$((2 + i % 3))
		args="" k=0
		for p in $names; do
			k=$((k + 1))
			[ $k -le $n ] || break
			args="$args --player $p:$p@x.test:pw-$p:$(lang_of $p)"
		done
		es new "$kind" "$kind-$i" --seed "$(printf '%x' $((i * 7 + 3)))" --insecure-seed $args > /dev/null ||
			fail "new $kind-$i"
	done
done

# The pictures are not scanned (and cost most of the time).
printf 'pictures = off\n' >> "$D/estafeta.conf"
mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
"$TOOLS/mailplay" "$D" "$NOW" "$MAXB" > "$T/played" || fail "mailplay"
read -r k over games < "$T/played"
nm=$(ls "$D/outbox/new" | wc -l)
[ "$nm" -gt $((G * 5 * 3)) ] || fail "only $nm mails written"
set +e
if [ "$KNOWN" = none ]; then
	"$TOOLS/mailscan" -s "$D"/outbox/new/* > "$OUT"
else
	"$TOOLS/mailscan" -s -k "$KNOWN" "$D"/outbox/new/* > "$OUT"
fi
rc=$?
[ "$rc" -le 2 ] || fail "mailscan did not run"
set -e
sed -n 's/^count //p' "$OUT" | sort > "$T/counts"
echo "mail_scan: $nm mails of $games games ($over over) in $k batches; findings by engine, class, kind:"
cat "$T/counts"
[ "$rc" -ne 2 ] || fail "a mail could not be read"
if [ "$KNOWN" != none ] && [ "$rc" -ne 0 ]; then
	grep -v '^count ' "$OUT" | head -40 >&2
	fail "findings not in $KNOWN, or entries there that no longer occur"
fi
echo "mail_scan: ok"
