#!/bin/sh
# make bench: how Κρατος games end when the bot plays every colour
# (rules 17-18, 69, 70; RULES-NOTES.md "The bot's version"): KR_PLAYOUTS
# games (default 200) of 9 seats and of seats=3 for each bot version in
# KR_VERSIONS (default "3 4": the version before and the version new
# games get), each with the dead-table end of new games (famine_rounds=3),
# at default settings otherwise. Per run: the share that ends by victory
# (and how many of those an engine colour won after no seat was left,
# version 4's play-out), by a dead table (and how many at once), the games
# where every seat was out first (seats=3: an engine colour beat the three
# players; version 3 ends there, version 4 plays on), the median turn of
# the end, and the fair start of rule 7 (capitals lost before their owner
# could play); then one table, the versions side by side.
# KR_TRACE=1 in the environment prints the colours left at each end.
# Measurements, not pass/fail: the goal (every game ends, >= 80 % by
# victory) is reported, not enforced.
set -eu
cd "$(dirname "$0")/../.."
N=${KR_PLAYOUTS:-200}
B=${BENCH_DIR:-$PWD/build/bench}
mkdir -p "$B"
: > "$B/kratos.rows"
for v in ${KR_VERSIONS:-3 4}; do
	t0=$(date +%s%N)
	PLAYOUTS=$N KR_BOT=$v build/rel/tests/test_kratos_playout > "$B/kratos.bot$v" 2>&1 ||
		{ cat "$B/kratos.bot$v"; exit 1; }
	t1=$(date +%s%N)
	grep '^kratos ' "$B/kratos.bot$v"
	grep '^kratos-row ' "$B/kratos.bot$v" >> "$B/kratos.rows"
	echo "kratos_bot${v}_wall $(( (t1 - t0) / 1000000 )) ms for $N games of each size"
done
# kratos-row VERSION SEATS GAMES VICTORY PLAYED_OUT DEAD NO_SEAT ENDED_THERE CAP MEDIAN
awk '
function pc(x, n) { return sprintf("%d (%d %%)", x, int(100 * x / n)) }
{ rows[$3] = rows[$3] sprintf("  %-4s %-6s %-30s %-14s %-14s %-12s %-10s %s\n", $2, $3,
	pc($5, $4) ($6 ? ", " $6 " played out" : ""), pc($7, $4), pc($8, $4), $9, $10, $11) }
END {
	printf "kratos: how %s games of each size end, bot versions side by side\n", games
	printf "  %-4s %-6s %-30s %-14s %-14s %-12s %-10s %s\n", "bot", "seats", "victory", "dead table",
		"no seat left", "ended there", "turn cap", "median turn"
	printf "%s%s", rows[9], rows[3]
}' games="$N" "$B/kratos.rows"
