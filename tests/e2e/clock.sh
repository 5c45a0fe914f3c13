#!/bin/sh
# The clock (game masters and operators issue): a run whose clock is before
# the last batch, or further after it than clock_jump_hours (default 48),
# adjudicates nothing, keeps its mail, exits 71, tells the operator (once a
# day) and makes `health` fail saying how to accept the clock;
# `estafeta clock accept` takes the clock as right and moves the running
# deadlines by the jump (none fires), both ways. Run and verify apply one
# rule: a commit is never dated before its parent.
. tests/e2e/lib.sh
sed -i '/^clock_jump_hours/d' "$D/estafeta.conf" # the default
printf 'operator = ops@x.test\n' > "$T/op"
sed -i '/^\[judge\]/r '"$T/op" "$D/estafeta.conf"
es new reconquista ck --seed 0e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
order() {
	w=$(status_of ck waiting)
	es bot ck "$w" | envelope ck "$w" "pw-$w" | send plain "$w@x.test" "$1"
}
at() { NOW=$(date -u -d "$good $1" +%Y-%m-%dT%H:%M:%SZ); }
secs() { date -u -d "$1" +%s; }
step_run
order c1@t
h=$(head_of ck)
good=$NOW
at "- 8 days"
set +e
es run > "$T/run" 2> "$T/err"
rc=$?
set -e
[ $rc -eq 71 ] || fail "a clock 8 days back gave exit $rc, not 71"
grep -q 'before the last batch' "$T/err" || fail "no clear message: $(cat "$T/err")"
grep -q 'estafeta clock accept' "$T/err" || fail "the message does not say how to accept the clock"
[ "$(head_of ck)" = "$h" ] || fail "a clock set back adjudicated"
[ "$(ls "$D/inbox/new" | wc -l)" -eq 1 ] || fail "the mail was not kept"
assert_contains "$(last_mail_to ops@x.test)" "antes del último lote" "operator told"
es run > /dev/null 2>&1 || true
[ "$(count_subject "El reloj del servidor está mal")" -eq 1 ] || fail "the operator was told more than once a day"
# Ahead by more than the default 48 hours: refused.
at "+ 50 hours"
set +e
es run > /dev/null 2> "$T/err"
rc=$?
set -e
[ $rc -eq 71 ] || fail "a clock 50 h ahead with the default clock_jump_hours gave exit $rc"
[ "$(head_of ck)" = "$h" ] || fail "a clock far ahead applied timeouts"
at "+ 1 hour"
es run > /dev/null || fail "run with the clock right again"
[ "$(head_of ck)" != "$h" ] || fail "the kept mail was not applied once the clock was right"
es verify ck > /dev/null || fail "verify"

# One rule for run and verify: a commit is never dated before its parent.
# A clock 3 minutes back (an NTP step, inside the tolerance) adjudicates;
# its commit takes its parent's time and verify accepts it.
order c2@t
h=$(head_of ck)
pt=$(git -C "$D/games/ck" log -1 --format=%ct)
at "+ 57 minutes"
es run > /dev/null || fail "a clock 3 minutes back was refused"
[ "$(head_of ck)" != "$h" ] || fail "a clock 3 minutes back adjudicated nothing"
[ "$(git -C "$D/games/ck" log -1 --format=%ct)" -ge "$pt" ] || fail "a commit dated before its parent"
es verify ck > "$T/v" || { cat "$T/v" >&2; fail "verify rejected the commit of a clock 3 minutes back"; }

# 30 days ahead: every run refused, health fails and says how to get out;
# `clock accept` moves the running deadline by the jump, and the next run
# fires no default.
at "+ 1 hour"
es run > /dev/null
dl=$(status_of ck deadline)
waiting=$(status_of ck waiting)
h=$(head_of ck)
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "health before the jump"; }
at "+ 30 days + 1 hour"
for i in 1 2; do
	set +e
	es run > /dev/null 2>&1
	rc=$?
	set -e
	[ $rc -eq 71 ] || fail "run $i 30 days ahead gave exit $rc, not 71"
done
[ "$(head_of ck)" = "$h" ] || fail "a clock 30 days ahead applied timeouts"
[ "$(health_rc)" -eq 1 ] || { cat "$T/h"; fail "health says ok while every run fails on the clock"; }
grep -q '^problem runs-failing 2 since .*far after the last batch.*estafeta clock accept' "$T/h" ||
	{ cat "$T/h"; fail "health does not say the clock is refused and how to accept it"; }
es clock accept > "$T/acc" || fail "clock accept"
grep -q '; 1 running deadline moved by the jump$' "$T/acc" || { cat "$T/acc"; fail "clock accept: $(cat "$T/acc")"; }
[ $(($(secs "$(status_of ck deadline)") - $(secs "$dl"))) -eq $((30 * 86400)) ] ||
	fail "the deadline moved from $dl to $(status_of ck deadline), not by the 30 days of the jump"
es run > "$T/run" || fail "a run after clock accept"
[ "$(status_of ck waiting)" = "$waiting" ] || fail "a run after clock accept fired a deadline"
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "health after the clock was accepted and a run succeeded"; }
es verify ck > "$T/v" || { cat "$T/v" >&2; fail "verify after clock accept"; }
# The clock set right again (30 days back): refused, accepted, and the
# deadline is back where it was; commits keep their parent's time.
at "+ 2 hours"
set +e
es run > /dev/null 2>&1
rc=$?
set -e
[ $rc -eq 71 ] || fail "the clock set back 30 days gave exit $rc, not 71"
es clock accept > /dev/null || fail "clock accept of a clock set back"
[ $(($(secs "$(status_of ck deadline)") - $(secs "$dl"))) -eq 3600 ] ||
	fail "after the clock went back the deadline is $(status_of ck deadline), not an hour after $dl"
order c3@t
h=$(head_of ck)
es run > /dev/null || fail "a run after accepting the clock set back"
[ "$(head_of ck)" != "$h" ] || fail "the mail was not applied after the clock was set back and accepted"
es verify ck > "$T/v" || { cat "$T/v" >&2; fail "verify after the clock was set back and accepted"; }
# --keep-deadlines: nothing moves.
dl=$(status_of ck deadline)
at "+ 3 days"
es clock accept --keep-deadlines > /dev/null || fail "clock accept --keep-deadlines"
[ "$(status_of ck deadline)" = "$dl" ] || fail "--keep-deadlines moved the deadline"

# A commit dated before its parent from elsewhere (an earlier release):
# verify names it.
g="$D/games/ck"
pt=$(git -C "$g" log -1 --format=%ct)
c=$(GIT_COMMITTER_NAME=Estafeta GIT_COMMITTER_EMAIL=estafeta@localhost GIT_AUTHOR_NAME=Estafeta \
	GIT_AUTHOR_EMAIL=estafeta@localhost GIT_COMMITTER_DATE="@$((pt - 86400)) +0000" \
	GIT_AUTHOR_DATE="@$((pt - 86400)) +0000" git -C "$g" commit-tree -p HEAD -m old "HEAD^{tree}")
git -C "$g" update-ref HEAD "$c"
if es verify ck > "$T/v"; then fail "verify accepted a commit dated before its parent"; fi
grep -q "commit $(printf %.12s "$c") is dated before its parent" "$T/v" || { cat "$T/v" >&2; fail "verify did not name the commit"; }
echo "clock: ok"
