#!/bin/sh
# make bench: measurements, not pass/fail. Everything in one run, side by
# side, on the machine's disk (BENCH_DIR, default build/bench).
#   1. order lines parsed per second (envelope + lexer + grammar + check)
#   2. one batch over 1,000 games with one order mail each
#   3. the cost of a batch at turn 5 and at turn 500 of one game
set -eu
cd "$(dirname "$0")/../.."
ES=$PWD/bin/estafeta
TOOLS=$PWD/build/rel/tools
B=${BENCH_DIR:-$PWD/build/bench}
NGAMES=${BENCH_GAMES:-1000}
rm -rf "$B"
mkdir -p "$B"
ns() { date +%s%N; }
ms() { echo $(( ($2 - $1) / 1000000 )); }
. tests/bench/lib.sh

echo "== 1. parsing"
"$TOOLS/bench_parse" 3

echo "== 1b. random playouts in process (the rules engines alone), full counts"
for g in reco teg catan nm kratos; do
	t0=$(ns)
	PLAYOUTS=200 build/rel/tests/test_${g}_playout > "$B/playout.$g" 2>&1 || { cat "$B/playout.$g"; exit 1; }
	t1=$(ns)
	grep -i 'playouts' "$B/playout.$g" | tail -n 2
	echo "playout_wall_$g $(ms "$t0" "$t1") ms"
done

echo "== 2. one batch, $NGAMES games, one turn each"
D=$B/many
mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
printf '[judge]\naddress = juez@bench.test\npwhash = fast\n' > "$D/estafeta.conf"
NOW=2026-11-21T10:00:00Z
t0=$(ns)
bench_games "$D" "$NGAMES" b.test
t1=$(ns)
bench_orders "$D" "$NGAMES"
t2=$(ns)
"$ES" -C "$D" --now 2026-11-21T11:00:00Z run --timings > "$B/batch.out"
t3=$(ns)
cat "$B/batch.out"
# The one durability barrier of the batch (syncfs before any mail is
# marked handled or sent), side by side with the whole batch.
awk '/^timings/ { printf "barrier_seconds %s of %s (%.1f %%)\n", $NF, $3, 100 * $NF / ($3 > 0 ? $3 : 1) }' "$B/batch.out"
grep -q "accepted $NGAMES " "$B/batch.out" || { echo "bench: not every mail was accepted" >&2; exit 1; }
batch=$(ms "$t2" "$t3")
echo "create_games $NGAMES games in $(ms "$t0" "$t1") ms ($(( $(ms "$t0" "$t1") / NGAMES )) ms per game, one process each)"
echo "batch_1000 $batch ms for $NGAMES mails and $NGAMES commits ($(( NGAMES * 1000 / (batch > 0 ? batch : 1) )) mails/s)"

echo "== 2b. idle runs: 10,000 games, nothing due; then one mail among them"
# The 1,000 games above plus 9,000 folders that hold what a run reads of
# an idle game (HEAD, its ref, the facts file, the delivery marker) copied
# from g1: a run must open none of them (goal: the idle run <= 50 ms).
h=$(cat "$D/games/g1/refs/heads/main" 2>/dev/null || git -C "$D/games/g1" rev-parse HEAD)
i=$NGAMES
while [ $i -lt 10000 ]; do
	i=$((i + 1))
	mkdir -p "$D/games/x$i/refs/heads"
	cp "$D/games/g1/HEAD" "$D/games/x$i/HEAD"
	echo "$h" > "$D/games/x$i/refs/heads/main"
	cp "$D/spool/list/g1" "$D/spool/list/x$i"
	cp "$D/spool/g1.delivered" "$D/spool/x$i.delivered"
done
# Nothing due for a day: every game waits on a 72-hour deadline.
"$ES" -C "$D" --now 2026-11-21T13:00:00Z run > /dev/null
t0=$(date +%s%N)
"$ES" -C "$D" --now 2026-11-21T13:05:00Z run > "$B/idle.out"
t1=$(date +%s%N)
echo "idle_run_10000 $(ms "$t0" "$t1") ms for 10,000 games, none due (goal <= 50 ms)"
printf 'From: <ana@b.test>\nMessage-ID: <idle1@b.test>\nContent-Type: text/plain; charset=UTF-8\n\nPARTIDA g1\nJUGADOR ana\nCLAVE pa\nIDIOMA es\n' \
	> "$D/inbox/new/idle1.eml"
t0=$(date +%s%N)
"$ES" -C "$D" --now 2026-11-21T13:10:00Z run > "$B/one.out"
t1=$(date +%s%N)
grep -q "accepted 1 " "$B/one.out" || { echo "bench: the one mail was not accepted" >&2; cat "$B/one.out" >&2; exit 1; }
echo "one_mail_run_10000 $(ms "$t0" "$t1") ms for 10,000 games, one mail"

echo "== 3. turn 5 against turn 500 of one game"
D=$B/long
mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
printf '[judge]\naddress = juez@bench.test\npwhash = fast\n' > "$D/estafeta.conf"
"$ES" -C "$D" --now 2026-11-21T10:00:00Z new reconquista long --seed 10 --insecure-seed --set stalemate_rounds=0 \
	--player ana:ana@b.test:pa --player berta:berta@b.test:pb --player carla:carla@b.test:pc > /dev/null
k=0
early=0 late=0
t=$(date -u -d 2026-11-21T10:00:00Z +%s)
while [ $k -lt 530 ]; do
	k=$((k + 1))
	st=$("$ES" -C "$D" status long)
	who=$(printf '%s\n' "$st" | sed -n 's/^waiting //p')
	case $who in ana) pw=pa ;; berta) pw=pb ;; carla) pw=pc ;; esac
	{
		printf 'From: <%s@b.test>\nMessage-ID: <l%d@b.test>\n\nPARTIDA long\nJUGADOR %s\nCLAVE %s\n' "$who" $k "$who" "$pw"
		case $st in
		*"phase move"*) echo PASO ;; # keeps the game going for 500 batches
		*) "$ES" -C "$D" bot long "$who" ;;
		esac
	} > "$D/inbox/new/$(printf '%06d' $k).eml"
	t=$((t + 60))
	now=$(date -u -d "@$t" +%Y-%m-%dT%H:%M:%SZ)
	a=$(ns)
	"$ES" -C "$D" --now "$now" run > /dev/null
	b=$(ns)
	if [ $k -ge 5 ] && [ $k -lt 25 ]; then early=$((early + b - a)); fi
	if [ $k -ge 500 ] && [ $k -lt 520 ]; then late=$((late + b - a)); fi
done
commits=$(git -C "$D/games/long" rev-list --count HEAD)
echo "history $commits commits; mean wall time of one batch (run process, load, apply, commit, deliver):"
echo "batch_turn_5   $((early / 20000)) us (batches 5-24)"
echo "batch_turn_500 $((late / 20000)) us (batches 500-519)"
echo "ratio_500_to_5 $(awk "BEGIN { printf \"%.2f\", $late / $early }")"
if command -v valgrind >/dev/null 2>&1; then
	# Instructions are repeatable where wall time is noisy: the same
	# batch (one PASO) at the end of the 530-batch history and on a copy
	# of the game cut back to batch 30.
	cp -r "$D" "$B/early"
	g=$B/early/games/long
	git -C "$g" update-ref refs/heads/main "$(git -C "$g" rev-list HEAD | tail -n 31 | head -n 1)"
	git -C "$g" rev-parse HEAD > "$B/early/spool/long.delivered"
	for x in early long; do
		dd=$B/$x
		who=$("$ES" -C "$dd" status long | sed -n 's/^waiting //p')
		case $who in ana) pw=pa ;; berta) pw=pb ;; carla) pw=pc ;; esac
		printf 'From: <%s@b.test>\nMessage-ID: <v%s@b.test>\n\nPARTIDA long\nJUGADOR %s\nCLAVE %s\nPASO\n' "$who" $x "$who" "$pw" > "$dd/inbox/new/v.eml"
		when=$(git -C "$dd/games/long" log -1 --format=%ct)
		now=$(date -u -d "@$((when + 60))" +%Y-%m-%dT%H:%M:%SZ)
		valgrind --tool=callgrind --callgrind-out-file="$B/cg.$x" "$ES" -C "$dd" --now "$now" run > "$B/run.$x" 2> "$B/vg.$x"
		grep -q 'accepted 1 ' "$B/run.$x" || { echo "bench: the PASO at $x was not accepted" >&2; exit 1; }
		eval "ir_$x=$(sed -n 's/.*Collected : //p' "$B/vg.$x" | tr -d ' ')"
	done
	echo "instructions_batch_31  $ir_early"
	echo "instructions_batch_531 $ir_long"
	echo "instructions_ratio $(awk "BEGIN { printf \"%.3f\", $ir_long / $ir_early }")"
fi

echo "== 4. fuzzing: every libFuzzer target for BENCH_FUZZ_SECONDS (60) each"
# Per target (tests/fuzz/run.sh): executions, their rate, coverage at the
# end (libFuzzer's cov: edges, ft: features), crashes of the code and
# failed harness checks, and what the rate gives against the goal of 10M
# executions (hours on one core). A crash is reported, not fatal: bench
# measures. BENCH_FUZZ_SECONDS=3600 for the long run docs/performance.md reports.
FUZZ_SECONDS=${BENCH_FUZZ_SECONDS:-60} tests/fuzz/run.sh > "$B/fuzz.log" 2>&1 || echo "fuzz: a target crashed or failed a check (see below)"
awk 'NR > 1 && $3 ~ /^[0-9]+$/ {
	printf "fuzz_%-20s execs %10s  execs/s %6s  cov %5s  ft %6s  crashes %s  checks %s  hours_to_10M %.1f\n", $1, $2, $3, $4, $5, $6, $7, ($3 > 0 ? 1e7 / $3 / 3600 : -1)
} NR > 1 && $3 !~ /^[0-9]+$/ { printf "fuzz_%-20s did not run: %s\n", $1, $8 }' build/fuzz/summary.txt

echo "== 5. parsing in linear time: adversarial shapes, ns per byte at 64 KB and 1 MB"
# The shapes of tests/unit/test_linear.c (blank lines, '>' lines, long
# lines and words, deep blockquotes, header continuations, MIME boundaries
# and nesting, soft breaks, order lines): a column that grows from 64 KB to
# 1 MB means a parser is not linear in the mail it reads.
build/rel/tests/test_linear --bench

echo "== 6. crash sweep at every call (tests/e2e/crash_sweep.sh, SWEEP_POINTS=0)"
# make check kills a batch at 10 points per kind of call; here at every
# rename, fsync, syncfs, link, unlink, mkdir, openat and write it makes.
t0=$(ns)
SWEEP_POINTS=0 ESTAFETA=$PWD/build/rel/estafeta TOOLS=$PWD/build/rel/tools SANITIZED=0 sh tests/e2e/crash_sweep.sh
echo "crash_sweep_seconds $(awk "BEGIN { printf \"%.1f\", ($(ns) - $t0) / 1e9 }")"

echo "== 7. board pictures: milliseconds and kilobytes per picture per kind (goals: 25 ms, 150 KB)"
# Seeded bot playouts of every kind that draws a picture (game_kind.scene),
# every seat and the public picture at sampled states
# (tests/unit/test_picture.c --bench); the font cache is warmed first.
build/rel/tests/test_picture --bench
