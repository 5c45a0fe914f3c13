#!/bin/sh
# Runs the whole suite: unit tests (cmocka) and end-to-end scripts, on the
# release build and on the AddressSanitizer + UBSan build. Prints one line
# per test as it ends and a closing "N passed, N failed, N skipped" line
# (a script that cannot run on this machine exits 77 and says why); exits
# non-zero if anything failed.
#   tests/run.sh              everything, TEST_JOBS (2) tests at a time
#   tests/run.sh --unit-only  release unit tests only
#   tests/run.sh --fast       make check-fast: release build, reduced
#                             scale, no mail server, no "slow: yes" script
# Tests are independent (each works in its own temporary folders); the
# scripts that start the private mail stack (tests/mail/) take turns on a
# lock of the machine (not of the checkout: its users and 127.0.0.2
# listener are the machine's, whichever checkout runs).
set -u
cd "$(dirname "$0")/.."
logdir=${TEST_LOGDIR:-build/test-logs}
mkdir -p "$logdir"

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp:print_suppressions=0

# --one VARIANT unit|e2e PATH: one test, its line on stdout, its result
# appended to $logdir/results.
if [ "${1:-}" = --one ]; then
	v=$2 kind=$3 path=$4
	if [ "$kind" = unit ]; then
		name="$v/unit/$(basename "$path")"
		set -- "$path"
	else
		name="$v/e2e/$(basename "$path" .sh)"
		set -- env ESTAFETA="$PWD/build/$v/estafeta" TOOLS="$PWD/build/$v/tools" \
			SANITIZED=$([ "$v" = asan ] && echo 1 || echo 0) sh "$path"
		if grep -q 'tests/mail/stack.sh' "$path"; then
			set -- flock "${MAILSTACK_LOCK:-/tmp/estafeta-mailstack.lock}" "$@"
		fi
	fi
	log="$logdir/$(echo "$name" | tr '/ ' '__').log"
	start=$(date +%s)
	"$@" >"$log" 2>&1
	rc=$?
	if [ $rc -eq 0 ]; then
		echo "ok   $name ($(($(date +%s) - start)) s)"
		echo "pass $name" >>"$logdir/results"
	elif [ $rc -eq 77 ]; then
		# A test that cannot run here says why and exits 77: counted
		# as skipped, never as passed.
		printf 'skip %s: %s\n' "$name" "$(tail -n 1 "$log")"
		echo "skip $name" >>"$logdir/results"
	else
		printf 'FAIL %s (%s s), log: %s\n%s\n' "$name" "$(($(date +%s) - start))" "$log" \
			"$(tail -n 30 "$log" | sed 's/^/     | /')"
		echo "fail $name" >>"$logdir/results"
	fi
	exit 0
fi

mode=${1:-all}
variants="rel asan"
builds="asan rel"
case $mode in
--unit-only) variants="rel" ;;
--fast)
	# The inner loop: the release build only, the seeded properties
	# at an eighth of their scale (TEST_FAST, tests/unit/engine_test.h),
	# and the scripts that need no mail server and are not marked
	# "slow: yes".
	variants="rel" builds="rel"
	export TEST_FAST=1 ;;
esac
list="$logdir/list"
: >"$list"
: >"$logdir/results"
# The longest first, so that the two slots end together: the scripts
# marked "slow: yes", then the other scripts, the sanitizer build before
# the release build, then the unit tests.
if [ "$mode" != "--unit-only" ]; then
	for slow in yes no; do
		for v in $builds; do
			for s in tests/e2e/*.sh; do
				[ -f "$s" ] || continue
				[ "$(basename "$s")" = lib.sh ] && continue
				if grep -q '^# slow: yes' "$s"; then is=yes; else is=no; fi
				[ "$is" = "$slow" ] || continue
				# The sanitizer pass runs the scripts marked "asan: yes".
				if [ "$v" = asan ] && ! grep -q '^# asan: yes' "$s"; then
					continue
				fi
				if [ "$mode" = --fast ] && { [ "$is" = yes ] ||
					grep -q 'tests/mail/stack.sh' "$s"; }; then
					continue
				fi
				echo "$v e2e $s" >>"$list"
			done
		done
	done
fi
for v in $(echo $variants | tr ' ' '\n' | sort); do
	for t in build/$v/tests/test_*; do
		[ -x "$t" ] && echo "$v unit $t" >>"$list"
	done
done
xargs -P "${TEST_JOBS:-2}" -L 1 sh tests/run.sh --one <"$list"
pass=$(grep -c '^pass ' "$logdir/results")
fail=$(grep -c '^fail ' "$logdir/results")
skip=$(grep -c '^skip ' "$logdir/results")
total=$(wc -l <"$list")
echo
[ "$fail" -eq 0 ] || echo "failed: $(sed -n 's/^fail //p' "$logdir/results" | tr '\n' ' ')"
[ "$skip" -eq 0 ] || echo "skipped: $(sed -n 's/^skip //p' "$logdir/results" | tr '\n' ' ')"
echo "$pass passed, $fail failed, $skip skipped"
# A test that never reported (its runner killed) counts as failed.
[ "$fail" -eq 0 ] && [ $((pass + skip)) -eq "$total" ]
