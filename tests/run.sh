#!/bin/sh
# Runs the whole suite: unit tests (cmocka) and end-to-end scripts, first on
# the release build, then on the AddressSanitizer + UBSan build. Prints one
# line per test and a closing "N passed, N failed" line; exits non-zero if
# anything failed.
#   tests/run.sh              everything
#   tests/run.sh --unit-only  release unit tests only
set -u
cd "$(dirname "$0")/.."
pass=0
fail=0
failed=""
logdir=${TEST_LOGDIR:-build/test-logs}
mkdir -p "$logdir"

run() { # name command...
	name=$1
	shift
	log="$logdir/$(echo "$name" | tr '/ ' '__').log"
	start=$(date +%s)
	if "$@" >"$log" 2>&1; then
		pass=$((pass + 1))
		echo "ok   $name ($(($(date +%s) - start)) s)"
	else
		fail=$((fail + 1))
		failed="$failed $name"
		echo "FAIL $name ($(($(date +%s) - start)) s), log: $log"
		tail -n 30 "$log" | sed 's/^/     | /'
	fi
}

variants="rel asan"
[ "${1:-}" = "--unit-only" ] && variants="rel"

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
for v in $variants; do
	for t in build/$v/tests/test_*; do
		[ -x "$t" ] || continue
		run "$v/unit/$(basename "$t")" "$t"
	done
	[ "${1:-}" = "--unit-only" ] && continue
	for s in tests/e2e/*.sh; do
		[ -f "$s" ] || continue
		[ "$(basename "$s")" = lib.sh ] && continue
		# The sanitizer pass runs the scripts marked "asan: yes".
		if [ "$v" = asan ] && ! grep -q '^# asan: yes' "$s"; then
			continue
		fi
		run "$v/e2e/$(basename "$s" .sh)" env ESTAFETA="$PWD/build/$v/estafeta" TOOLS="$PWD/build/$v/tools" \
			SANITIZED=$([ "$v" = asan ] && echo 1 || echo 0) sh "$s"
	done
done
echo
[ -n "$failed" ] && echo "failed:$failed"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
