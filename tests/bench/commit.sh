#!/bin/sh
# make bench (from pack.sh): what one store_commit costs, its pack written
# by libgit2's packbuilder (tests/tools/bench_commit.c: a 60-file game
# tree, each commit changing four files and adding one). Instructions from
# valgrind (callgrind), repeatable on a shared machine: the run of N
# commits less the run of none, over N; wall time over BENCH_COMMITS
# (200) commits on /dev/shm, for what it is worth under load.
set -eu
: "${TOOLS:=$PWD/build/rel/tools}"
N=${BENCH_COMMIT_IR:-50}
W=$(mktemp -d /dev/shm/estafeta-commit.XXXXXX 2> /dev/null || mktemp -d)
trap 'rm -rf "$W"' EXIT
if command -v valgrind > /dev/null 2>&1; then
	ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$TOOLS/bench_commit" "$W/r$1" "$1" 2>&1 >/dev/null |
		sed -n 's/.*Collected : //p' | tr -d ' '; }
	i0=$(ir 0)
	iN=$(ir "$N")
	echo "commit_instructions $(awk "BEGIN { printf \"%.2f\", ($iN - $i0) / $N / 1e6 }") M a commit"
fi
"$TOOLS/bench_commit" "$W/wall" "${BENCH_COMMITS:-200}"
