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
# One rule for run and verify: a commit is never dated before its parent.
# A clock 3 minutes back (an NTP step, inside the tolerance) adjudicates;
# its commit takes its parent's time and verify accepts it.
order c2@t
h=$(head_of ck)
pt=$(git -C "$D/games/ck" log -1 --format=%ct)
NOW=$(date -u -d "$good + 57 minutes" +%Y-%m-%dT%H:%M:%SZ)
es run > /dev/null || fail "a clock 3 minutes back was refused"
[ "$(head_of ck)" != "$h" ] || fail "a clock 3 minutes back adjudicated nothing"
[ "$(git -C "$D/games/ck" log -1 --format=%ct)" -ge "$pt" ] || fail "a commit dated before its parent"
es verify ck > "$T/v" || { cat "$T/v" >&2; fail "verify rejected the commit of a clock 3 minutes back"; }
# A commit dated before its parent from elsewhere (an earlier release):
# verify names it.
g="$D/games/ck"
c=$(GIT_COMMITTER_NAME=Estafeta GIT_COMMITTER_EMAIL=estafeta@localhost GIT_AUTHOR_NAME=Estafeta \
	GIT_AUTHOR_EMAIL=estafeta@localhost GIT_COMMITTER_DATE="@$((pt - 86400)) +0000" \
	GIT_AUTHOR_DATE="@$((pt - 86400)) +0000" git -C "$g" commit-tree -p HEAD -m old "HEAD^{tree}")
git -C "$g" update-ref HEAD "$c"
if es verify ck > "$T/v"; then fail "verify accepted a commit dated before its parent"; fi
grep -q "commit $(printf %.12s "$c") is dated before its parent" "$T/v" || { cat "$T/v" >&2; fail "verify did not name the commit"; }
echo "clock: ok"
