#!/bin/sh
# make bench: the [mirror] push after a batch (tests/bench/mirror.sh).
# BENCH_MIRROR_GAMES (100) games, each with one order mail, one batch with
# [mirror] url = a local folder: the seconds of the push (libgit2, one
# child process, every changed game) side by side with the rest of the
# batch, per game; the first push of each game (its whole history, the
# bare repository made); an idle run with the mirror set; and the push of
# mode = public (the public copy made whole each time).
set -eu
cd "$(dirname "$0")/../.."
ES=$PWD/bin/estafeta
B=${BENCH_DIR:-$PWD/build/bench}/mirror
N=${BENCH_MIRROR_GAMES:-100}
rm -rf "$B"
mkdir -p "$B"
D=$B/data
mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
printf '[judge]\naddress = juez@bench.test\npwhash = fast\n[mirror]\nurl = %s\n' "$B/mirror" > "$D/estafeta.conf"
ns() { date +%s%N; }
. tests/bench/lib.sh
NOW=2026-11-21T10:00:00Z
bench_games "$D" "$N" b.test
# The first run: every game's first push (the mirror repositories made).
"$ES" -C "$D" --now 2026-11-21T10:30:00Z run --timings > "$B/first.out"
grep -q "^mirror pushed $N failed 0" "$B/first.out" || { echo "bench: the first push failed" >&2; cat "$B/first.out" >&2; exit 1; }
bench_orders "$D" "$N"
"$ES" -C "$D" --now 2026-11-21T11:00:00Z run --timings > "$B/batch.out"
grep -q "accepted $N " "$B/batch.out" || { echo "bench: not every mail was accepted" >&2; cat "$B/batch.out" >&2; exit 1; }
grep -q "^mirror pushed $N failed 0" "$B/batch.out" || { echo "bench: the push failed" >&2; cat "$B/batch.out" >&2; exit 1; }
g=$(git -C "$D/games/g$N" rev-parse HEAD)
[ "$(git -C "$B/mirror/g$N.git" rev-parse main)" = "$g" ] || { echo "bench: the mirror is not the game" >&2; exit 1; }
t0=$(ns)
"$ES" -C "$D" --now 2026-11-21T11:05:00Z run > "$B/idle.out"
t1=$(ns)
[ ! -s "$B/idle.out" ] || { echo "bench: the idle run did something" >&2; cat "$B/idle.out" >&2; exit 1; }
# timings total T imap . parse . rules . git . smtp . mirror M sync S
awk -v n="$N" '/^timings/ {
	for (i = 2; i < NF; i += 2) v[$i] = $(i + 1)
	printf "mirror_first_push_per_game %.2f ms per game: its whole history, the bare repository made (%d games)\n",
		1000 * v["mirror"] / n, n
}' "$B/first.out"
awk -v n="$N" '/^timings/ {
	for (i = 2; i < NF; i += 2) v[$i] = $(i + 1)
	printf "mirror_push_per_game %.2f ms per game, one commit each (%d games, local bare mirror; goal: none, measured)\n",
		1000 * v["mirror"] / n, n
	printf "mirror_batch_per_game %.2f ms per game, the rest of the same batch side by side\n", 1000 * (v["total"] - v["mirror"]) / n
	printf "mirror_share %.1f %% of the batch\n", 100 * v["mirror"] / (v["total"] > 0 ? v["total"] : 1)
}' "$B/batch.out"
echo "mirror_idle_run $(( (t1 - t0) / 1000000 )) ms for $N games, nothing pending (no game opened, no fork)"
# mode = public: each game's public copy (publish GAME --repo) made and
# pushed to a new mirror, every game at once (a new url and mode).
printf 'mode = public\nurl = %s\n' "$B/public" >> "$D/estafeta.conf"
"$ES" -C "$D" --now 2026-11-21T11:10:00Z run --timings > "$B/public.out"
grep -q "^mirror pushed $N failed 0" "$B/public.out" || { echo "bench: the public push failed" >&2; cat "$B/public.out" >&2; exit 1; }
commits=$(git -C "$D/games/g1" rev-list --count HEAD)
awk -v n="$N" -v k="$commits" '/^timings/ {
	for (i = 2; i < NF; i += 2) v[$i] = $(i + 1)
	printf "mirror_public_push_per_game %.2f ms per game of %d commits: its public copy made whole, then pushed\n",
		1000 * v["mirror"] / n, k
}' "$B/public.out"
