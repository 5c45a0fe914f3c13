#!/bin/sh
# make bench: the long playouts that make check runs at a reduced scale
# (E2E_FULL=1: every game to its end), and the whole games through the
# pipeline under the sanitizers (make check plays them in the release
# build only). Each script's verdict and time; exits non-zero if one
# failed. BENCH_SOAK="many_games upgrade" runs those only.
set -u
cd "$(dirname "$0")/../.."
B=${BENCH_DIR:-$PWD/build/bench}/soak
mkdir -p "$B"
rc=0
one() { # VARIANT SCRIPT
	case " ${BENCH_SOAK:-$2} " in *" $2 "*) ;; *) return 0 ;; esac
	s=$(date +%s)
	if E2E_FULL=1 ESTAFETA="$PWD/build/$1/estafeta" TOOLS="$PWD/build/$1/tools" \
		SANITIZED=$([ "$1" = asan ] && echo 1 || echo 0) \
		sh "tests/e2e/$2.sh" > "$B/$1-$2.log" 2>&1; then
		v=ok
	else
		v=FAIL rc=1
	fi
	printf '%-5s %-6s %-14s %5d s  %s\n' "$v" "$1" "$2" $(($(date +%s) - s)) "$B/$1-$2.log"
}
for t in many_games determinism upgrade; do one rel $t; done
[ -x build/asan/estafeta ] || make -s asan > /dev/null
for t in reco_game teg_game catan_game upgrade; do one asan $t; done
exit $rc
