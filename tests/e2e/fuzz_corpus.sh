#!/bin/sh
# slow: yes
# Regression run of every fuzz target (tests/fuzz/) over its committed seed
# corpus only, each input once: a parser change that crashes, trips a
# sanitizer or an invariant, or turns super-linear (the 2 s per-input
# budget) on a known input fails here without a long fuzzing session.
# Each target must report as many executed inputs as it has seed files.
# The seeds include every fixed reproducer (tests/fuzz/corpus/TARGET/repro-*).
# A failed harness check (tests/fuzz/fuzz.h) is reported as such, apart
# from a crash of the code.
# The targets here are the sanitizer build's library (build/asan, gcc ASan
# + UBSan) linked with a plain driver, tests/fuzz/replay.c (make
# fuzz-replay), not the libFuzzer builds of make fuzz: the same harnesses
# and inputs without a second build of the whole library. Run once, in the
# release pass; it skips itself in the sanitizer pass (SANITIZED=1).
set -eu
if [ "${SANITIZED:-0}" = 1 ]; then
	echo "fuzz_corpus: skipped in the sanitizer pass (the targets are sanitizer builds)"
	exit 0
fi
. tests/fuzz/common.sh
fail() { echo "FAIL: $*" >&2; exit 1; }
make -s fuzz-replay > build/fuzz-replay.log 2>&1 || { cat build/fuzz-replay.log >&2; fail "the fuzz targets do not build"; }
out=build/fuzz/corpus-check
bin=build/asan/fuzz
mkdir -p "$out"
ntargets=0
ninputs=0
for t in $(fuzz_targets); do
	files=$(for d in $(fuzz_seeds "$t"); do find "$d" -type f; done | sort)
	n=$(printf '%s\n' "$files" | grep -c .) || true
	[ "$n" -gt 0 ] || fail "$t: no seed inputs in $(fuzz_seeds "$t" | tr '\n' ' ')"
	log=$out/$t.log
	mkdir -p "$out/$t"
	# shellcheck disable=SC2046,SC2086 # options and file names are words
	rc=0
	"$bin/$t" $(fuzz_opts "$t") $files > "$log" 2>&1 || rc=$?
	case $(fuzz_verdict "$log" $rc) in
	check)
		grep "^$FUZZ_CHECK_MARK: " "$log" >&2
		fail "$t: a harness check failed on its seed corpus, not a crash of the code (log: $log)"
		;;
	crash)
		tail -n 40 "$log" >&2
		fail "$t crashed on its seed corpus (log: $log)"
		;;
	esac
	ran=$(grep -c '^Executed ' "$log") || true
	[ "$ran" -eq "$n" ] || fail "$t ran $ran of its $n seed inputs (log: $log)"
	echo "$t: $ran inputs"
	ntargets=$((ntargets + 1))
	ninputs=$((ninputs + ran))
done
[ "$ntargets" -ge 17 ] || fail "only $ntargets fuzz targets"
echo "fuzz_corpus: ok, $ntargets targets, $ninputs inputs"
