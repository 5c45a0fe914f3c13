#!/bin/sh
# make bench: what make check runs at a reduced scale, in full.
#   1. the long playouts (E2E_FULL=1: every game to its end, every kill
#      point of the crash sweep) in the release build;
#   2. every end-to-end script under the sanitizers (make check runs
#      there those marked "asan: yes"), long playouts in full.
# Each script's verdict and time; exits non-zero if one failed.
# BENCH_SOAK="many_games upgrade" runs those only.
set -u
cd "$(dirname "$0")/../.."
B=${BENCH_DIR:-$PWD/build/bench}/soak
mkdir -p "$B"
: > "$B/results"
# One script through run.sh's runner (the sanitizers' options, the mail
# stack's lock, the verdict line), in full; results in $B/results.
one() { # VARIANT SCRIPT
	case " ${BENCH_SOAK:-$2} " in *" $2 "*) ;; *) return 0 ;; esac
	E2E_FULL=1 TEST_LOGDIR=$B sh tests/run.sh --one "$1" e2e "tests/e2e/$2.sh"
}
for t in many_games determinism upgrade crash_sweep catan_game teg_game reco_game nm_game; do one rel $t; done
[ -x build/asan/estafeta ] || make -s asan > /dev/null
for s in tests/e2e/*.sh; do
	t=$(basename "$s" .sh)
	case $t in
	# Not about the judge's memory: the package, the install, the docs,
	# the sources, the fuzz targets (sanitizer builds already).
	lib | deb | install | deps_check | doclinks | layers | file_circles | player_guides | fuzz_corpus) continue ;;
	esac
	one asan "$t"
done
! grep -q '^fail ' "$B/results"
