#!/bin/sh
# make bench, the floor and growth:
#   1. one batch over BENCH_GAMES (1,000) games with one order mail each,
#      at the default settings but one (pictures on, BENCH_PICTURES=off
#      leaves them out; pwhash = fast, as every bench: at the default each
#      password-form mail costs one Argon2id check, measured apart by
#      small.sh), and side by side on the same disk the floor: the
#      pictures that batch drew, each distinct one drawn once
#      (tests/tools/bench_pictures.c), plus exactly the objects
#      that batch wrote, written again in one process into copies of the
#      repositories as they were before (libgit2 loose; one pack per
#      repository the libgit2 way, packbuilder and writepack: the issue's
#      floor; the same through git_mempack_dump; and store_commit's pack, as
#      store_commit writes it), each followed by one syncfs as the batch's
#      barrier (tests/tools/bench_floor.c). Files and bytes the batch
#      added under games/, per game.
#   2. one game driven through BENCH_BATCHES (2,000) batches: load time,
#      commit time and the repository's size and files at ~10, ~1000 and
#      the last.
# Measurements, not pass/fail.
set -eu
cd "$(dirname "$0")/../.."
ES=$PWD/bin/estafeta
TOOLS=$PWD/build/rel/tools
B=${BENCH_DIR:-$PWD/build/bench}/pack
NGAMES=${BENCH_GAMES:-1000}
NBATCH=${BENCH_BATCHES:-2000}
# At the default settings (pictures on) unless BENCH_PICTURES says
# otherwise: the floor then adds the pictures' own cost (bench_pictures).
PICTURES=${BENCH_PICTURES:-default}
# The last run's files are removed at the end, not here: on an ext4
# without a journal (this machine's root) the inode allocator skips inodes
# freed in the last 60 s (360 s while their table block is dirty), so a
# mass removal just before would slow whatever creates files next.
[ ! -d "$B" ] || mv "$B" "$B.old.$$"
mkdir -p "$B"
ns() { date +%s%N; }
ms() { echo $(( ($2 - $1) / 1000000 )); }
pw_of() { case $1 in ana) echo pa ;; berta) echo pb ;; carla) echo pc ;; dani) echo pd ;; esac; }
files() { find "$1" -type f | wc -l; }
bytes() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }
disk() { du -sk "$1" | cut -f1; }

# Inbox files named as an MDA names them (delivery time first): the day's
# pruning (keep_days) keeps them.
t_mail=$(date -u -d 2026-11-21T10:30:00Z +%s)
if [ "$NGAMES" -gt 0 ]; then
echo "== pack 1. one batch of $NGAMES games against the floor (pictures = $PICTURES)"
D=$B/many
mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
printf '[judge]\naddress = juez@bench.test\npwhash = fast\n' > "$D/estafeta.conf"
[ "$PICTURES" = default ] || printf 'pictures = %s\n' "$PICTURES" >> "$D/estafeta.conf"
i=0
while [ $i -lt "$NGAMES" ]; do
	i=$((i + 1))
	"$ES" -C "$D" --now 2026-11-21T10:00:00Z new reconquista g$i --seed "$(printf '%04x' $i)" --insecure-seed \
		--player ana:ana@b.test:pa --player berta:berta@b.test:pb --player carla:carla@b.test:pc \
		--player dani:dani@b.test:pd > /dev/null
	who=$("$ES" -C "$D" status g$i | sed -n 's/^waiting //p')
	{
		printf 'From: <%s@b.test>\nMessage-ID: <m%d@b.test>\nContent-Type: text/plain; charset=UTF-8\n\n' "$who" $i
		printf 'PARTIDA g%d\nJUGADOR %s\nCLAVE %s\n' $i "$who" "$(pw_of "$who")"
		"$ES" -C "$D" bot g$i "$who"
	} > "$D/inbox/new/$((t_mail + i)).M$i.bench"
done
cp -a "$D/games" "$B/before"
f0=$(files "$D/games") b0=$(bytes "$D/games") k0=$(disk "$D/games") a0=$(files "$D")
# BENCH_ROUNDS rounds (3), each a batch then the floors, on copies all
# made beforehand: what the disk does differs from minute to minute, and
# each round puts the batch and the floors side by side.
ROUNDS=${BENCH_ROUNDS:-3}
r=0
while [ $r -lt "$ROUNDS" ]; do
	r=$((r + 1))
	cp -a "$D" "$B/run$r"
	for w in loose packed dumped own; do cp -a "$B/before" "$B/$w$r"; done
done
sync
r=0
while [ $r -lt "$ROUNDS" ]; do
	r=$((r + 1))
	t0=$(ns)
	"$ES" -C "$B/run$r" --now 2026-11-21T11:00:00Z run --timings > "$B/batch$r.out"
	t1=$(ns)
	grep -q "accepted $NGAMES " "$B/batch$r.out" ||
		{ echo "bench: not every mail was accepted" >&2; cat "$B/batch$r.out" >&2; exit 1; }
	echo "wall $(ms "$t0" "$t1")" >> "$B/batch$r.out"
	"$TOOLS/bench_floor" "$B/before" "$B/run$r/games" "$B/loose$r" "$B/packed$r" "$B/dumped$r" "$B/own$r" > "$B/floor$r.out"
	if [ "$PICTURES" = off ]; then echo "pictures_ms 0" >> "$B/floor$r.out"
	else "$TOOLS/bench_pictures" "$B/run$r" >> "$B/floor$r.out"; fi
done
cat "$B/floor1.out"
D=$B/run1
f1=$(files "$D/games") b1=$(bytes "$D/games") k1=$(disk "$D/games") a1=$(files "$D")
echo "batch_files_per_game $(awk "BEGIN { printf \"%.1f\", ($f1 - $f0) / $NGAMES }") files created under games/"
echo "batch_bytes_per_game $(awk "BEGIN { printf \"%.0f\", ($b1 - $b0) / $NGAMES }") bytes of files added under games/"
echo "batch_data_files_per_game $(awk "BEGIN { printf \"%.1f\", ($a1 - $a0) / $NGAMES }") files more in the whole data root (messages, their sent records, facts, markers; the floor creates 3: pack, index, ref lock)"
# What creating one empty file costs on this disk: on some file systems
# it is most of a batch (0.57 ms on the ext4 of the machine that measured
# 2026-11-27, 0.02 ms on tmpfs), and the batch creates many more than
# the floor.
mkdir "$B/ftest"
c0=$(ns)
i=0
while [ $i -lt 1000 ]; do i=$((i + 1)); : > "$B/ftest/f$i"; done
c1=$(ns)
echo "file_create_us $(( (c1 - c0) / 1000000 )) per file (1,000 empty files created by the shell on this disk)"
rm -rf "$B/ftest"
echo "batch_disk_per_game $(awk "BEGIN { printf \"%.1f\", ($k1 - $k0) / $NGAMES }") kB of disk added under games/ (du -k, directories included)"
# The batch (wall, and its barrier from run --timings) against the floor,
# barrier included on both sides: each round, then the median of each.
round() { # R: one line "batch_total batch_sync wall lw lb pw pb dw db ow ob pictures"
	awk '
		FILENAME ~ /batch/ && /^timings/ { total = $3 * 1000; sync = $NF * 1000 }
		FILENAME ~ /batch/ && /^wall/ { wall = $2 }
		/^floor_loose_write/ { lw = $2 } /^floor_loose_barrier/ { lb = $2 }
		/^floor_packed_write/ { pw = $2 } /^floor_packed_barrier/ { pb = $2 }
		/^floor_dumped_write/ { dw = $2 } /^floor_dumped_barrier/ { db = $2 }
		/^floor_own_write/ { ow = $2 } /^floor_own_barrier/ { ob = $2 }
		/^pictures_ms/ { pic = $2 }
		END { print total, sync, wall, lw, lb, pw, pb, dw, db, ow, ob, pic }' "$B/batch$1.out" "$B/floor$1.out"
}
r=0
while [ $r -lt "$ROUNDS" ]; do r=$((r + 1)); round $r; done | awk -v rounds="$ROUNDS" -v pictures="$PICTURES" '
	function med(col,   i, j, t, v, n) {
		n = 0
		for (i = 1; i <= NR; i++) v[++n] = row[i, col]
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
		return v[int((n + 1) / 2)]
	}
	# Columns: 1 batch, 2 its barrier, 3 wall, 4-11 the floors (write,
	# barrier), 12 the pictures; 13-16 the floors total, 17 the ratio,
	# 18 packed + pictures.
	{ for (c = 1; c <= NF; c++) row[NR, c] = $c
	  printf "round %d: batch %.0f ms (barrier %.0f), floor packed %.0f ms + pictures %.0f ms, loose %.0f, store_commit %.0f: ratio %.2f\n",
		NR, $1, $2, $6 + $7, $12, $4 + $5, $10 + $11, $1 / ($6 + $7 + $12)
	  rb[NR] = $1 / ($6 + $7 + $12) }
	END {
		for (i = 1; i <= NR; i++) { row[i, 13] = row[i, 4] + row[i, 5]; row[i, 14] = row[i, 6] + row[i, 7]
			row[i, 15] = row[i, 8] + row[i, 9]; row[i, 16] = row[i, 10] + row[i, 11]; row[i, 17] = rb[i]
			row[i, 18] = row[i, 14] + row[i, 12] }
		total = med(1); sync = med(2)
		printf "%-22s %8s %10s %8s   (median of %d rounds)\n", "", "work_ms", "barrier_ms", "total_ms", rounds
		printf "%-22s %8.0f %10.0f %8.0f   (process wall %d ms)\n", "batch", total - sync, sync, total, med(3)
		printf "%-22s %8.0f %10.0f %8.0f\n", "floor_loose", med(4), med(5), med(13)
		printf "%-22s %8.0f %10.0f %8.0f\n", "floor_packed", med(6), med(7), med(14)
		printf "%-22s %8.0f %10.0f %8.0f\n", "floor_packed_dump", med(8), med(9), med(15)
		printf "%-22s %8.0f %10.0f %8.0f\n", "floor_packbuilder", med(10), med(11), med(16)
		printf "%-22s %8.0f %10s %8.0f   (wall: each distinct picture drawn once)\n", "floor_pictures", med(12), "", med(12)
		printf "ratio_batch_to_floor %.2f (median of the rounds; the floor: packed + pictures; goal <= 1.5, barriers included; pictures = %s)\n", med(17), pictures
		printf "pictures_share_of_floor %.1f %%\n", med(18) ? 100 * med(12) / med(18) : 0
		printf "ratio_batch_to_floor_loose %.2f (git only)\n", total / med(13)
		printf "ratio_batch_to_floor_packbuilder %.2f (git only: the same objects as store_commit writes them)\n", total / med(16)
		printf "barrier_ms %.0f of the batch %.0f ms (%.1f %%)\n", sync, total, 100 * sync / total
	}'

fi

[ "$NBATCH" -gt 0 ] || { rm -rf "$B".old.*; exit 0; }
echo "== pack 2. growth: one game, $NBATCH batches (pictures = $PICTURES)"
D=$B/long
mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
printf '[judge]\naddress = juez@bench.test\npwhash = fast\n' > "$D/estafeta.conf"
[ "$PICTURES" = default ] || printf 'pictures = %s\n' "$PICTURES" >> "$D/estafeta.conf"
"$ES" -C "$D" --now 2026-11-21T10:00:00Z new reconquista long --seed 10 --insecure-seed --set stalemate_rounds=0 \
	--player ana:ana@b.test:pa --player berta:berta@b.test:pb --player carla:carla@b.test:pc > /dev/null
g=$D/games/long
# next_mail DIR K: the next order mail of the game in DIR (`status` first:
# it opens the game and reads its state, the load timed below).
next_mail() {
	st=$("$ES" -C "$1" status long)
	who=$(printf '%s\n' "$st" | sed -n 's/^waiting //p')
	{
		printf 'From: <%s@b.test>\nMessage-ID: <l%s@b.test>\n\nPARTIDA long\nJUGADOR %s\nCLAVE %s\n' "$who" "$2" "$who" \
			"$(pw_of "$who")"
		case $st in
		*"phase move"*) echo PASO ;; # keeps the game going
		*) "$ES" -C "$1" bot long "$who" ;;
		esac
	} > "$1/inbox/new/$((t_mail + $2)).M$2.bench"
}
t=$(date -u -d 2026-11-21T10:00:00Z +%s)
k=0 load=0 git=0 wall=0 n=0 gmax=0 gmax_at=0
start=$(ns)
printf '%-8s %8s %8s %8s %10s %6s %6s\n' batch load_ms git_ms run_ms repo_kB files packs
while [ $k -lt "$NBATCH" ]; do
	k=$((k + 1))
	# `status` opens the game and reads its state: the load.
	a=$(ns)
	next_mail "$D" $k
	b=$(ns)
	t=$((t + 60))
	c=$(ns)
	"$ES" -C "$D" --now "$(date -u -d "@$t" +%Y-%m-%dT%H:%M:%SZ)" run --timings > "$B/run.out"
	d=$(ns)
	grep -q 'accepted 1 ' "$B/run.out" || { echo "bench: batch $k not accepted" >&2; cat "$B/run.out" >&2; exit 1; }
	load=$((load + b - a)) wall=$((wall + d - c)) n=$((n + 1))
	gk=$(awk '/^timings/ { printf "%d", $11 * 1e9 }' "$B/run.out")
	git=$((git + gk))
	# The slowest batch so far: one that combined packs.
	[ "$gk" -le "$gmax" ] || gmax=$gk gmax_at=$k
	# Means over the 10 batches up to ~10, ~1000 and the last.
	case $k in 10 | $((NBATCH / 2)) | "$NBATCH")
		printf '%-8s %8.2f %8.2f %8.2f %10s %6s %6s\n' "$k" "$(awk "BEGIN { print $load / $n / 1e6 }")" \
			"$(awk "BEGIN { print $git / $n / 1e6 }")" "$(awk "BEGIN { print $wall / $n / 1e6 }")" \
			"$(du -sk "$g" | cut -f1)" "$(files "$g")" "$(ls "$g/objects/pack" | grep -c '\.pack$' || true)"
		cp -a "$D" "$B/at$k"
		echo "$t" > "$B/at$k.t"
		;;
	esac
	case $k in $((NBATCH / 2 - 10)) | $((NBATCH - 10))) load=0 git=0 wall=0 n=0 ;; esac
done
echo "growth_seconds $(( ($(ns) - start) / 1000000000 )) for $NBATCH batches"
echo "git_ms_slowest_batch $((gmax / 1000000)) at batch $gmax_at (packs combined)"
git -C "$g" count-objects -v | tr '\n' ' '
echo
cp -a "$g" "$B/gc" && git -C "$B/gc" gc -q --aggressive --prune=now
echo "repo_after_git_gc $(du -sk "$B/gc" | cut -f1) kB, $(files "$B/gc") files (the same repository after git gc)"
if git -C "$g" fsck --full > /dev/null 2>&1; then echo "git_fsck ok"; else echo "git_fsck FAILED"; fi
if command -v valgrind > /dev/null 2>&1; then
	# Instructions are repeatable where wall time on a shared machine is
	# not: `status` (the load) and the next batch, on the copies taken at
	# those batches (every process of the run, its game's child included).
	ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
		sed -n 's/.*Collected : //p' | tr -d ' ' | awk '{ s += $1 } END { printf "%d", s }'; }
	for k in 10 $((NBATCH / 2)) "$NBATCH"; do
		x=$B/at$k
		[ -d "$x" ] || continue
		l=$(ir "$ES" -C "$x" status long)
		next_mail "$x" 999999
		r=$(ir "$ES" -C "$x" --now "$(date -u -d "@$(($(cat "$x.t") + 60))" +%Y-%m-%dT%H:%M:%SZ)" run)
		echo "instructions_at_batch_$k load $l batch $r"
	done
fi
rm -rf "$B".old.*
echo "== pack 4. one store_commit"
sh tests/bench/commit.sh
