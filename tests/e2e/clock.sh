#!/bin/sh
# asan: yes
# The clock (game masters and operators issue): a run whose clock is before
# the last batch, or further after it than clock_jump_hours, adjudicates
# nothing, keeps its mail, exits 71 and tells the operator (once a day);
# verify flags commits dated before their parents.
. tests/e2e/lib.sh
printf 'operator = ops@x.test\nclock_jump_hours = 24\n' > "$T/op"
sed -i '/^\[judge\]/r '"$T/op" "$D/estafeta.conf"
es new reconquista ck --seed 0e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
order() {
	w=$(status_of ck waiting)
	es bot ck "$w" | envelope ck "$w" "pw-$w" | send plain "$w@x.test" "$1"
}
step_run
order c1@t
h=$(head_of ck)
good=$NOW
NOW=$(date -u -d "$good - 8 days" +%Y-%m-%dT%H:%M:%SZ)
set +e
es run > "$T/run" 2> "$T/err"
rc=$?
set -e
[ $rc -eq 71 ] || fail "a clock 8 days back gave exit $rc, not 71"
grep -q 'before the last batch' "$T/err" || fail "no clear message: $(cat "$T/err")"
[ "$(head_of ck)" = "$h" ] || fail "a clock set back adjudicated"
[ "$(ls "$D/inbox/new" | wc -l)" -eq 1 ] || fail "the mail was not kept"
assert_contains "$(last_mail_to ops@x.test)" "antes del último lote" "operator told"
es run > /dev/null 2>&1 || true
[ "$(count_subject "El reloj del servidor está mal")" -eq 1 ] || fail "the operator was told more than once a day"
NOW=$(date -u -d "$good + 26 hours" +%Y-%m-%dT%H:%M:%SZ)
set +e
es run > /dev/null 2> "$T/err"
rc=$?
set -e
[ $rc -eq 71 ] || fail "a clock 26 h ahead with clock_jump_hours = 24 gave exit $rc"
[ "$(head_of ck)" = "$h" ] || fail "a clock far ahead applied timeouts"
NOW=$(date -u -d "$good + 1 hour" +%Y-%m-%dT%H:%M:%SZ)
es run > /dev/null || fail "run with the clock right again"
[ "$(head_of ck)" != "$h" ] || fail "the kept mail was not applied once the clock was right"
es verify ck > /dev/null || fail "verify"
# A commit dated before its parent (a judge without the guard, or a clock
# set back between two runs of an old release): verify says so.
rm -f "$D/spool/last-run"
order c2@t
NOW=$(date -u -d "$good - 2 days" +%Y-%m-%dT%H:%M:%SZ)
es run > /dev/null || fail "run without the last-run record"
if es verify ck > "$T/v"; then fail "verify accepted a commit dated before its parent"; fi
grep -q 'is dated before its parent' "$T/v" || { cat "$T/v" >&2; fail "verify did not name the commit"; }
echo "clock: ok"
