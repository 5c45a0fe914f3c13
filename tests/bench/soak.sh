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
LOCK=${MAILSTACK_LOCK:-/tmp/estafeta-mailstack.lock}
mkdir -p "$B"
rc=0
one() { # VARIANT SCRIPT
	case " ${BENCH_SOAK:-$2} " in *" $2 "*) ;; *) return 0 ;; esac
	set -- "$1" "$2" env E2E_FULL=1 ESTAFETA="$PWD/build/$1/estafeta" TOOLS="$PWD/build/$1/tools" \
		SANITIZED=$([ "$1" = asan ] && echo 1 || echo 0) sh "tests/e2e/$2.sh"
	if grep -q 'tests/mail/stack.sh' "tests/e2e/$2.sh"; then
		v=$1 t=$2
		shift 2
		set -- "$v" "$t" flock "$LOCK" "$@"
	fi
	s=$(date +%s)
	v=$1 t=$2
	shift 2
	if "$@" > "$B/$v-$t.log" 2>&1; then
		r=ok
	else
		r=FAIL rc=1
	fi
	printf '%-5s %-6s %-18s %5d s  %s\n' "$r" "$v" "$t" $(($(date +%s) - s)) "$B/$v-$t.log"
}
for t in many_games determinism upgrade crash_sweep catan_game teg_game; do one rel $t; done
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
exit $rc
