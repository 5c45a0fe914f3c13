#!/bin/sh
# make bench, part 3: what a small batch costs, and what passwords cost.
#   a. one order mail for one game in a fresh `estafeta run` process
#      (median of BENCH_SMALL_TRIES, default 11), with pictures off and
#      on, and with 100,000 old mails in outbox/cur; beside it the fixed
#      costs of any process: an empty program (the floor), an empty
#      program linked with the shared libraries estafeta links (what the
#      dynamic loader costs: adjudicator/link.mk), estafeta's own
#      start-up and libgit2's; then the same batch inside
#      `estafeta watch`, which pays them once. BENCH_BASE=PATH (an estafeta of an earlier release) times
#      it too, in turn with this one.
#   b. Argon2id: one password check at each pwhash setting, then a batch
#      of password-form mails against one of reply-token mails, same
#      games, default setting (interactive).
set -eu
cd "$(dirname "$0")/../.."
ES=$PWD/bin/estafeta
TOOLS=$PWD/build/rel/tools
B=${BENCH_DIR:-$PWD/build/bench}/small
TRIES=${BENCH_SMALL_TRIES:-11}
# The last run's files are moved aside now and removed at the end (see
# one_batch).
[ ! -d "$B" ] || mv "$B" "$B.old.$$"
mkdir -p "$B"
ns() { date +%s%N; }
# median of the numbers on stdin, one per line
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "== a. one mail, one game, one fresh process (median of $TRIES)"
# start CMD...: the median wall time of starting CMD, in microseconds.
start() {
	i=0
	while [ $i -lt "$TRIES" ]; do
		i=$((i + 1))
		a=$(ns)
		"$@" > /dev/null
		b=$(ns)
		echo $(((b - a) / 1000))
	done | median
}
# What starting any process costs here (the floor under a fresh
# process's batch), and an empty program linked with the shared libraries
# estafeta links (adjudicator/link.mk), with what they load: the dynamic
# loader's share of every start.
printf 'int main(void) { return 0; }\n' > "$B/empty.c"
cc -O2 "$B/empty.c" -o "$B/empty"
libs=$(make -s -f adjudicator/link.mk -f - print-libs <<'MK'
print-libs:
	@echo $(ES_LDLIBS)
MK
)
# shellcheck disable=SC2086
cc -O2 "$B/empty.c" -o "$B/empty_libs" $(echo "$libs" | sed 's/-Wl,--as-needed/-Wl,--no-as-needed/')
nlibs=$(ldd "$B/empty_libs" | grep -c '=>')
floor_us=$(start "$B/empty")
awk -v u="$floor_us" 'BEGIN { printf "process_floor_empty %.1f ms (exec of an empty program)\n", u / 1000 }'
start "$B/empty_libs" | awk -v n="$nlibs" '{ printf "process_floor_libs %.1f ms (an empty program linked with the shared libraries estafeta links: %d libraries, the dynamic loader'"'"'s cost)\n", $1 / 1000, n }'
start "$ES" --version | awk -v n="$(ldd "$ES" | grep -c '=>')" '{ printf "process_start %.1f ms (estafeta --version: exec and its %d shared libraries, nothing else)\n", $1 / 1000, n }'
"$TOOLS/bench_start" | grep '^libgit2_'

# A data root with one La reconquista game and one order mail waiting.
mkroot() { # DIR PICTURES
	mkdir -p "$1/inbox/new" "$1/inbox/cur" "$1/inbox/tmp"
	printf '[judge]\naddress = juez@bench.test\npwhash = fast\npictures = %s\n' "$2" > "$1/estafeta.conf"
	"$ES" -C "$1" --now 2026-11-21T10:00:00Z new reconquista g1 --seed 0001 --insecure-seed --player ana:ana@b.test:pa \
		--player berta:berta@b.test:pb --player carla:carla@b.test:pc > /dev/null
	# A run, as cron makes every few minutes, before the mail comes:
	# the day's housekeeping (pruning) is done.
	"$ES" -C "$1" --now 2026-11-21T10:30:00Z run > /dev/null
	who=$("$ES" -C "$1" status g1 | sed -n 's/^waiting //p')
	case $who in ana) pw=pa ;; berta) pw=pb ;; carla) pw=pc ;; esac
	{
		printf 'From: <%s@b.test>\nMessage-ID: <one@b.test>\n\nPARTIDA g1\nJUGADOR %s\nCLAVE %s\n' "$who" "$who" "$pw"
		"$ES" -C "$1" bot g1 "$who"
	} > "$1/inbox/new/one.eml"
}
# one_batch TEMPLATE LABEL [OLDCUR]: median wall time of the batch over
# copies, all made (and flushed) before the first is timed; none is
# removed before the script ends: on an ext4 without a journal, such as
# this VM's root, the inode allocator skips inodes freed in the last
# minutes, and a removal between tries slowed each next try (18 ms, then
# 20, 21, 26 in one measured series). With BENCH_BASE (the estafeta of
# an earlier release) each try also times it on a copy of its own, the
# two runs in turn, and the ratio is printed: side by side in one run.
one_batch() {
	k=0
	while [ $k -lt "$TRIES" ]; do
		k=$((k + 1))
		cp -a "$1" "$B/run.$k"
		[ -z "${BENCH_BASE:-}" ] || cp -a "$1" "$B/base.$k"
	done
	sync # the copies' own writes are not the batch's to flush
	k=0
	while [ $k -lt "$TRIES" ]; do
		k=$((k + 1))
		for who in base run; do
			bin=$ES
			if [ $who = base ]; then
				[ -n "${BENCH_BASE:-}" ] || continue
				bin=$BENCH_BASE
			fi
			R=$B/$who.$k
			# old mail (third argument) moved in whole, not copied
			[ -z "${3:-}" ] || { rm -rf "$R/outbox/cur" && mv "$3" "$R/outbox/cur"; }
			a=$(ns)
			"$bin" -C "$R" --now 2026-11-21T11:00:00Z run > "$B/out"
			b=$(ns)
			[ -z "${3:-}" ] || mv "$R/outbox/cur" "$3"
			grep -q 'accepted 1 ' "$B/out" || { echo "bench: the mail was not accepted ($who)" >&2; cat "$B/out" >&2; exit 1; }
			mv "$R" "$B/done.$who.$(basename "$1").$k"
			echo "$who $(((b - a) / 1000))"
		done
	done > "$B/times"
	e=$(sed -n 's/^run //p' "$B/times" | median)
	awk -v e="$e" -v l="$2" -v f="$floor_us" 'BEGIN { printf "batch_one_mail %.1f ms %s (%.1f ms above process_floor_empty)\n", e / 1000, l, (e - f) / 1000 }'
	if [ -n "${BENCH_BASE:-}" ]; then
		o=$(sed -n 's/^base //p' "$B/times" | median)
		awk -v e="$e" -v o="$o" 'BEGIN { printf "batch_one_mail_base %.1f ms (BENCH_BASE, in turn with the line above: %.2fx its time)\n", o / 1000, e / o }'
	fi
}
mkroot "$B/off" off
mkroot "$B/on" on
one_batch "$B/off" "pictures off"
one_batch "$B/on" "pictures on (one picture for each of the 3 players' mails)"
# A judge that has run for weeks keeps outbox/cur (keep_days); delivering
# a mail must not read it.
# The 100,000 files are made once and kept beside $B from run to run:
# removing them would slow the next runs' file creation (see one_batch).
OLD=$B-oldcur
cp -a "$B/off" "$B/full"
if [ "$(ls "$OLD" 2> /dev/null | wc -l)" != 100000 ]; then
	rm -rf "$OLD" && mkdir -p "$OLD"
	(cd "$OLD" && seq 1 100000 | sed 's/^/1795000000.old./; s/$/:2,S/' | xargs touch)
fi
rm -rf "$B/full/outbox/cur" && mv "$OLD" "$B/full/outbox/cur"
rm -f "$B/full/spool/pruned" && mv "$B/full/inbox/new/one.eml" "$B/one.eml"
"$ES" -C "$B/full" --now 2026-11-21T10:40:00Z run > /dev/null # that day's prune reads them once
mv "$B/one.eml" "$B/full/inbox/new/one.eml"
mv "$B/full/outbox/cur" "$OLD"
mkdir "$B/full/outbox/cur"
one_batch "$B/full" "pictures off, 100,000 mails in outbox/cur" "$OLD"

# in_watch TEMPLATE LABEL: the same game under `estafeta watch --timings`,
# one mail at a time (each answered before the next lands): the batch's
# wall time inside a running process, start-up paid once.
in_watch() {
	wn=$((${wn:-0} + 1))
	[ ! -d "$B/w" ] || mv "$B/w" "$B/w.done.$wn"
	cp -a "$1" "$B/w"
	rm "$B/w/inbox/new/one.eml"
	"$ES" -C "$B/w" --now 2026-11-21T10:50:00Z watch --timings --interval 3600 > "$B/w.out" 2> "$B/w.err" &
	wp=$!
	k=0
	while [ $k -lt "$TRIES" ]; do
		k=$((k + 1))
		who=$("$ES" -C "$B/w" --now 2026-11-21T10:50:00Z status g1 | sed -n 's/^waiting //p')
		case $who in ana) pw=pa ;; berta) pw=pb ;; carla) pw=pc ;; esac
		{
			printf 'From: <%s@b.test>\nMessage-ID: <w%d@b.test>\n\nPARTIDA g1\nJUGADOR %s\nCLAVE %s\n' "$who" $k "$who" "$pw"
			"$ES" -C "$B/w" --now 2026-11-21T10:50:00Z bot g1 "$who"
		} > "$B/w/inbox/tmp/w$k"
		mv "$B/w/inbox/tmp/w$k" "$B/w/inbox/new/w$k"
		n=0 # the answer: its timings line (measuring, not synchronising a test)
		while [ "$(grep -c '^timings' "$B/w.out")" -lt $k ]; do
			n=$((n + 1))
			[ $n -lt 3000 ] || { echo "bench: watch did not answer w$k" >&2; kill $wp; exit 1; }
			sleep 0.01
		done
	done
	kill $wp
	wait $wp || { echo "bench: watch exited $?" >&2; exit 1; }
	grep -q "accepted 0 " "$B/w.out" && { echo "bench: watch rejected a mail" >&2; cat "$B/w.out" >&2; exit 1; }
	awk '/^timings/ { print $3 * 1000000 }' "$B/w.out" | median |
		awk -v l="$2" '{ printf "batch_one_mail_in_watch %.1f ms %s\n", $1 / 1000, l }'
}
in_watch "$B/off" "pictures off"
in_watch "$B/on" "pictures on"

# BENCH_SMALL_PART=a: part a only (pack_ext4.sh, on a journaled ext4).
if [ "${BENCH_SMALL_PART:-}" = a ]; then
	rm -rf "$B".old.*
	exit 0
fi
echo "== b. passwords: Argon2id per check, then password-form against reply-token mail"
"$TOOLS/bench_start" | grep '^argon2id'
NG=${BENCH_PW_GAMES:-30}
P=$B/pw
mkdir -p "$P/inbox/new" "$P/inbox/cur" "$P/inbox/tmp"
printf '[judge]\naddress = juez@bench.test\npictures = off\n' > "$P/estafeta.conf" # pwhash: the default
i=0
a=$(ns)
while [ $i -lt "$NG" ]; do
	i=$((i + 1))
	"$ES" -C "$P" --now 2026-11-21T10:00:00Z new reconquista g$i --seed "$(printf '%04x' $i)" --insecure-seed \
		--player ana:ana@b.test:pa --player berta:berta@b.test:pb --player carla:carla@b.test:pc > /dev/null
done
b=$(ns)
echo "create_default_pwhash $(((b - a) / 1000000 / NG)) ms per game of 3 players (one hash each)"
# mails FORM TAG: one order mail per game from the seat that is waiting
mails() {
	i=0
	while [ $i -lt "$NG" ]; do
		i=$((i + 1))
		who=$("$ES" -C "$P" status g$i | sed -n 's/^waiting //p')
		case $who in ana) pw=pa ;; berta) pw=pb ;; carla) pw=pc ;; esac
		if [ "$1" = password ]; then
			head="From: <$who@b.test>\nTo: <juez@bench.test>"
			env="PARTIDA g$i\nJUGADOR $who\nCLAVE $pw\n"
		else
			last=$(grep -l "^To: .*<$who@b.test>" "$P"/outbox/new/*.g$i.* | sort | tail -n 1)
			tok=$(sed -n 's/^Reply-To: <\(.*\)>\r\{0,1\}$/\1/p' "$last")
			case $tok in juez+*) ;; *) echo "bench: no reply token for g$i $who" >&2; exit 1 ;; esac
			head="From: <$who@b.test>\nTo: <$tok>"
			env=""
		fi
		{
			printf "$head\nMessage-ID: <$2$i@b.test>\n\n$env"
			"$ES" -C "$P" bot g$i "$who"
		} > "$P/inbox/new/$2$i.eml"
	done
}
# timed_batch LABEL NOW: one run over the mails just made; prints its ms
timed_batch() {
	a=$(ns)
	"$ES" -C "$P" --now "$2" run > "$B/$1.out"
	b=$(ns)
	grep -q "accepted $NG " "$B/$1.out" || { echo "bench: $1 mails not all accepted" >&2; cat "$B/$1.out" >&2; exit 1; }
	echo $(((b - a) / 1000000))
}
mails password p
tp=$(timed_batch password 2026-11-21T11:00:00Z)
mails token t
tt=$(timed_batch token 2026-11-21T12:00:00Z)
echo "batch_password_mails $NG mails in $tp ms: $((NG * 1000 / (tp > 0 ? tp : 1))) mails/s (pwhash = interactive, the default)"
echo "batch_token_mails    $NG mails in $tt ms: $((NG * 1000 / (tt > 0 ? tt : 1))) mails/s (reply tokens: no Argon2id)"
rm -rf "$B".old.*
