#!/bin/sh
# make bench: what "sent" costs to keep across a power cut, and power cuts
# at random points.
#   1. the SMTP spool of BENCH_CUT_GAMES games (4 welcome mails each) sent
#      over one connection to the private Postfix: with the send journal
#      (one fdatasync a message, one syncfs at the end: sentlog.h;
#      pictures on, pwhash = fast, the data root under /tmp), and
#      with BENCH_BASE (an earlier release, which flushed nothing after
#      its sends) when set. The other way, one barrier after all the
#      sends, costs one syncfs (printed), but leaves every message of the
#      session open to a resend when the power goes before it.
#   2. BENCH_CUTS (default 20) power cuts at random calls of a batch on a
#      journaled ext4, SMTP transport then Maildir transport
#      (tests/e2e/power_cut_smtp.sh and power_cut_ext4.sh with CUT_RANDOM),
#      and crash_sweep_smtp.sh at 6 points of every kind of call.
# Needs root (the mail servers, loop devices); the mail stack's lock is
# taken for the parts that start it. BENCH_CUT_PART=1 or 2: that part only.
set -eu
cd "$(dirname "$0")/../.."
ES=${BENCH_ES:-$PWD/bin/estafeta}
NG=${BENCH_CUT_GAMES:-50}
CUTS=${BENCH_CUTS:-20}
LOCK=/tmp/estafeta-mailstack.lock
B=${BENCH_DIR:-$PWD/build/bench}/power_cut
mkdir -p "$(dirname "$B")"
. tests/bench/lib.sh

if [ "${BENCH_CUT_PART:-1}" = 1 ]; then
	exec 9> "$LOCK"
	flock 9
	T=$(mktemp -d /tmp/estafeta-bench-cut.XXXXXX)
	. tests/mail/stack.sh
	trap 'stack_down; rm -rf "$T"' EXIT
	stack_up "$T"
	NOW=2026-11-21T10:00:00Z
	# spool BIN NAME: a data root of NG games, its welcome mails sent.
	spool() {
		D=$T/$2
		mkdir -p "$D"
		printf '[judge]\naddress = judge@game.test\npwhash = fast\n[outbox]\nurl = %s\ncafile = %s\n' \
			"$SMTP_URL" "$MAIL_CA" > "$D/estafeta.conf"
		es_was=$ES
		ES=$1
		bench_games "$D" "$NG" game.test
		ES=$es_was
		n=$(ls "$D/outbox/new" | wc -l)
		"$1" -C "$D" --now 2026-11-21T10:30:00Z run --timings > "$T/$2.out"
		grep -q " sent $n " "$T/$2.out" || { cat "$T/$2.out" >&2; exit 1; }
		awk -v n="$n" -v w="$2" '/^timings/ { printf "smtp_send_%s %d messages %.3f s (%.2f ms a message)\n", w, n, $13, 1000 * $13 / n }' \
			"$T/$2.out"
		rm -rf "$D"
	}
	echo "== 1. the SMTP spool, $NG games"
	spool "$ES" journal
	[ -z "${BENCH_BASE:-}" ] || spool "$BENCH_BASE" base
	mkdir -p "$T/x"
	sync # what the removals above left dirty is not the barrier's cost
	t0=$(date +%s%N)
	sync -f "$T/x"
	t1=$(date +%s%N)
	echo "one_syncfs $(( (t1 - t0) / 1000 )) us (the cost of one barrier after the sends, on a quiet disk)"
	stack_down
	trap 'rm -rf "$T"' EXIT
	flock -u 9
fi
[ "${BENCH_CUT_PART:-2}" = 2 ] || exit 0
echo "== 2. $CUTS power cuts at random points"
# Each script's own verdict: its summary lines, and a failure said and
# counted (never filtered out).
bad=0
cuts() { # LOG SCRIPT...
	log=$1
	shift
	"$@" > "$log" 2>&1 || bad=$((bad + 1))
	grep '^random cuts\|^ok\|FAIL' "$log" || tail -n 3 "$log"
}
cuts "$B.smtp.log" flock "$LOCK" env ESTAFETA="$ES" TOOLS="$PWD/build/rel/tools" SANITIZED=0 CUT_RANDOM="$CUTS" \
	sh tests/e2e/power_cut_smtp.sh
cuts "$B.ext4.log" env ESTAFETA="$ES" TOOLS="$PWD/build/rel/tools" SANITIZED=0 CUT_RANDOM="$CUTS" \
	sh tests/e2e/power_cut_ext4.sh
cuts "$B.sweep.log" flock "$LOCK" env ESTAFETA="$ES" TOOLS="$PWD/build/rel/tools" SANITIZED=0 SWEEP_POINTS=6 \
	sh tests/e2e/crash_sweep_smtp.sh
[ "$bad" = 0 ] || { echo "power cuts: $bad of the 3 scripts FAILED (logs: $B.*.log)"; exit 1; }
