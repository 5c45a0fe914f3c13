#!/bin/sh
# make fuzz: every libFuzzer target (tests/fuzz/fuzz_*.c, built by
# tests/fuzz/fuzz.mk with ASan + UBSan) for FUZZ_SECONDS each (default 60),
# seeded from tests/fuzz/corpus/TARGET/, then a summary table: target,
# executions, executions per second, coverage (libFuzzer's cov: edges and
# ft: features at the end), crashes (timeouts, out-of-memory and sanitizer
# reports count as crashes; libFuzzer stops a target at its first) and
# failed harness checks (HARNESS CHECK FAILED: an invariant the harness
# asserts, kept apart so it is never taken for a crash of the code). The
# growing corpus is kept in build/fuzz/TARGET/corpus/, crash artifacts go
# to build/fuzz/TARGET/ (crash-*, timeout-*, ...; check-* for a failed
# check). Exits 1 if any target crashed or failed a check.
#   FUZZ_TARGETS="lex envelope"   only these
#   tests/fuzz/run.sh --mkcorpus  regenerate the engine and loader seeds
#                                 (after a state format change)
set -u
cd "$(dirname "$0")/../.."
. tests/fuzz/common.sh
fuzz_toolchain || exit 1
fuzz_build || exit 1

if [ "${1:-}" = --mkcorpus ]; then
	for k in reconquista teg catan kratos nuevo-mundo; do
		FUZZ_MKCORPUS=tests/fuzz/corpus "build/fuzz/bin/engine_$k" -runs=0 >/dev/null 2>&1 || exit 1
	done
	exit 0
fi

secs=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-$(fuzz_targets)}
status=0
table=build/fuzz/summary.txt
printf '%-20s %12s %10s %7s %8s %8s %7s  %s\n' target execs execs/s cov ft crashes checks artifact > "$table"
for t in $targets; do
	dir=build/fuzz/$t
	mkdir -p "$dir/corpus"
	log=$dir/last.log
	before=$(ls "$dir" | grep -cE '^(crash|timeout|oom|leak|slow-unit)-')
	# shellcheck disable=SC2046 # options and seed directories are words
	"build/fuzz/bin/$t" $(fuzz_opts "$t") -max_total_time="$secs" -print_final_stats=1 \
		-artifact_prefix="$dir/" "$dir/corpus" $(fuzz_seeds "$t") > "$log" 2>&1
	rc=$?
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
	rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
	cov=$(sed -n 's/.* cov: \([0-9]*\) ft: \([0-9]*\).*/\1 \2/p' "$log" | tail -n 1)
	cov=${cov:-? ?}
	art=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
	crashes=0 checks=0
	case $(fuzz_verdict "$log" "$rc") in
	check)
		# The input that broke a harness check is kept as check-*,
		# apart from the code's crashes.
		checks=1
		if [ -n "$art" ] && [ -f "$art" ]; then
			mv "$art" "$dir/check-${art##*-}"
			art=$dir/check-${art##*-}
		fi
		;;
	crash)
		after=$(ls "$dir" | grep -cE '^(crash|timeout|oom|leak|slow-unit)-')
		crashes=$((after - before))
		[ "$crashes" -gt 0 ] || { crashes=1; art=$log; } # died without an artifact: see the log
		;;
	esac
	[ "$crashes" -eq 0 ] && [ "$checks" -eq 0 ] || status=1
	printf '%-20s %12s %10s %7s %8s %8s %7s  %s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov%% *}" "${cov##* }" "$crashes" "$checks" \
		"${art:--}" >> "$table"
	tail -n 1 "$table"
done
echo
cat "$table"
exit $status
