#!/bin/sh
# make bench: the "done when" scan of issue 31 -- every mail of
# MAILSCAN_GAMES (50) seeded games of every kind, played to their end
# (MAILSCAN_BATCHES, 4000 at most), a Spanish and an English seat in each,
# read by tests/tools/mailscan.c (tests/e2e/mail_scan.sh; docs/dev/
# testing.md, "The mail scan"). Prints the count of findings by engine,
# class and kind, then the distinct findings (numbers as N) by engine
# and class, most frequent first; the full list in BENCH_DIR/mailscan.txt.
# A measurement, not pass/fail (make check holds the allow-list).
set -eu
cd "$(dirname "$0")/../.."
B=${BENCH_DIR:-$PWD/build/bench}
mkdir -p "$B"
t0=$(date +%s)
MAILSCAN_GAMES=${MAILSCAN_GAMES:-50} MAILSCAN_BATCHES=${MAILSCAN_BATCHES:-4000} MAILSCAN_KNOWN=none \
	MAILSCAN_OUT="$B/mailscan.txt" ESTAFETA=$PWD/build/rel/estafeta TOOLS=$PWD/build/rel/tools SANITIZED=0 \
	sh tests/e2e/mail_scan.sh
echo "mailscan_wall $(($(date +%s) - t0)) s"
for e in teg reconquista catan kratos nuevo-mundo; do
	for c in wide octets punct empty third list; do
		grep -F ": $e " "$B/mailscan.txt" | awk -v c="$c" '$4 == c' |
			sed 's/^[^ ]* [^ ]* \([^ ]*\) [^ ]* \(\[[^]]*\]\): /\1 \2 /; s/[0-9][0-9]*/N/g' |
			sort | uniq -c | sort -rn | head -20 > "$B/mailscan.sel" || true
		[ -s "$B/mailscan.sel" ] || continue
		echo "== $e $c"
		cut -c1-200 "$B/mailscan.sel"
	done
done
