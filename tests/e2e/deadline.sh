#!/bin/sh
# Deadlines: a reminder 24 h before (once), the default order at the
# deadline with a notice to the late player, a fresh deadline after it, and
# `status` showing it all.
. tests/e2e/lib.sh

es new reconquista plazo --seed 02 --insecure-seed --set deadline_hours=48 --player ana:ana@x.test:pa \
	--player berta:berta@x.test:pb --player carla:carla@x.test:pc > /dev/null
w=$(status_of plazo waiting)
[ "$(status_of plazo deadline)" = 2026-11-23T12:00:00Z ] || fail "deadline is not creation + 48 h: $(es status plazo)"
[ "$(status_of plazo phase)" = placement ] || fail "a new game starts with the placement"
h0=$(head_of plazo)

now_plus 23
es run > /dev/null
[ "$(head_of plazo)" = "$h0" ] || fail "something happened 25 h before the deadline"
[ "$(count_subject "Recordatorio")" -eq 0 ] || fail "reminder too early"

now_plus 2
es run > /dev/null
[ "$(count_subject "Recordatorio")" -eq 1 ] || fail "expected one reminder 23 h before the deadline"
assert_contains "$(last_mail_to "$w@x.test")" "2026-11-23T12:00:00Z" "reminder gives the deadline"
h1=$(head_of plazo)
[ "$h1" != "$h0" ] || fail "reminder not committed"
git -C "$D/games/plazo" log -1 --format=%s | grep -q "recordatorio a $w" || fail "reminder commit line"
es run > /dev/null
[ "$(count_subject "Recordatorio")" -eq 1 ] || fail "reminder sent twice"
[ "$(head_of plazo)" = "$h1" ] || fail "a second run with nothing to do committed"

now_plus 23
es run > /dev/null
[ "$(status_of plazo waiting)" != "$w" ] || fail "the default order did not move the game on"
git -C "$D/games/plazo" show HEAD --name-only --format= | grep -q 'journal.txt' || fail "timeout not journaled"
git -C "$D/games/plazo" show HEAD:$(git -C "$D/games/plazo" show HEAD --name-only --format= | grep journal.txt) | grep -qx timeout ||
	fail "journal does not record the timeout"
[ "$(status_of plazo deadline)" = 2026-11-25T12:00:00Z ] || fail "new deadline is not now + 48 h: $(es status plazo)"
t=$(last_mail_to "$w@x.test")
assert_contains "$t" "a tiempo" "late player is told a default was applied"
es verify plazo > /dev/null || fail "verify after a timeout"

# A deadline shorter than the reminder window: the reminder comes halfway,
# not with the question itself.
es new reconquista corto --seed 03 --insecure-seed --set deadline_hours=12 --player ana:ana@x.test:pa \
	--player berta:berta@x.test:pb --player carla:carla@x.test:pc > /dev/null
r0=$(count_subject "[corto] Recordatorio")
now_plus 1
es run > /dev/null
[ "$(count_subject "[corto] Recordatorio")" -eq "$r0" ] || fail "a reminder 11 h before a 12-hour deadline"
now_plus 6
es run > /dev/null
[ "$(count_subject "[corto] Recordatorio")" -eq $((r0 + 1)) ] || fail "no reminder halfway through a 12-hour deadline"

# A kind's own default (game_kind.default_deadline_hours): Κρατος 48 h
# (issue 14), the judge's 72 h for a kind without one, deadline_hours=
# over both.
p3="--player ana:ana@x.test:pa --player berta:berta@x.test:pb --player carla:carla@x.test:pc"
es new kratos kr48 --seed 03 --insecure-seed $p3 > /dev/null
es new kratos kr10 --seed 03 --insecure-seed --set deadline_hours=10 $p3 > /dev/null
es new reconquista re72 --seed 03 --insecure-seed $p3 > /dev/null
d48=$(date -u -d "$NOW + 48 hours" +%Y-%m-%dT%H:%M:%SZ)
[ "$(status_of kr48 deadline)" = "$d48" ] || fail "kratos: not the kind's 48 h: $(es status kr48)"
[ "$(status_of kr10 deadline)" = "$(date -u -d "$NOW + 10 hours" +%Y-%m-%dT%H:%M:%SZ)" ] ||
	fail "kratos: deadline_hours=10 not over the kind's default"
[ "$(status_of re72 deadline)" = "$(date -u -d "$NOW + 72 hours" +%Y-%m-%dT%H:%M:%SZ)" ] ||
	fail "reconquista: not the judge's 72 h"
git -C "$D/games/kr48" show HEAD:meta/game.txt | grep -qx 'deadline-hours 48' || fail "kratos: 48 h not stored"
es verify kr48 > /dev/null || fail "verify of a kratos game with the kind's deadline"
echo "deadline: ok"
