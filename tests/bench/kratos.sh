#!/bin/sh
# make bench: how Κρατος games end when the bot plays every colour
# (rules 17-18, 70; RULES-NOTES.md "The bot's version"): KR_PLAYOUTS games
# (default 200) of 9 seats and of seats=3 for each bot version, with the
# dead-table end of new games (famine_rounds=3), each line the share that
# ends by victory, by a dead table (and how many of those at once, bot 3's
# table dead for ever), with no seat left (seats=3: every player's colour
# out, an engine colour beat them) and the median turn of the end; and
# the fair start of rule 7 (capitals lost before their owner could play).
# KR_TRACE=1 in the environment prints the colours left at each end.
# Measurements, not pass/fail: the goal (every game ends, >= 80 % by
# victory) is reported, not enforced.
set -eu
cd "$(dirname "$0")/../.."
N=${KR_PLAYOUTS:-200}
B=${BENCH_DIR:-$PWD/build/bench}
mkdir -p "$B"
for v in 1 2 3; do
	t0=$(date +%s%N)
	PLAYOUTS=$N KR_BOT=$v build/rel/tests/test_kratos_playout > "$B/kratos.bot$v" 2>&1 ||
		{ cat "$B/kratos.bot$v"; exit 1; }
	t1=$(date +%s%N)
	grep '^kratos ' "$B/kratos.bot$v"
	echo "kratos_bot${v}_wall $(( (t1 - t0) / 1000000 )) ms for $N games of each size"
done
