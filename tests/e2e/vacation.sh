#!/bin/sh
# Vacations: with the game option vacation=stretch, VACACIONES FROM TO
# moves a deadline that falls in an awaited player's absence to a day after
# it ends (everyone is told); without the option the order is refused.
. tests/e2e/lib.sh

es new reconquista vac --seed 10 --insecure-seed --set vacation=stretch --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
git -C "$D/games/vac" show HEAD:meta/game.txt | grep -qx 'vacation stretch' || fail "option not stored"
w=$(status_of vac waiting)
pw=p$(printf %.1s "$w")
[ "$(status_of vac deadline)" = 2026-11-24T12:00:00Z ] || fail "unexpected first deadline"

printf 'VACACIONES 2026-11-25 2026-11-23\n' | envelope vac "$w" "$pw" | send plain "$w@x.test" v1@t
step_run
assert_contains "$(last_mail_to "$w@x.test")" "Línea 4: «VACACIONES 2026-11-25 2026-11-23»" "reversed dates refused"
printf 'VACACIONES 2026-11-23 2026-11-25\n' | envelope vac "$w" "$pw" | send plain "$w@x.test" v2@t
step_run
assert_contains "$(last_mail_to "$w@x.test")" "Ausencia anotada de 2026-11-23T00:00:00Z a 2026-11-26T00:00:00Z" "echo"
git -C "$D/games/vac" show HEAD:meta/game.txt | grep -q '^vacation-[0-9] 2026-11-23T00:00:00Z 2026-11-26T00:00:00Z$' ||
	fail "absence not stored"

# Past the deadline during the absence: no default, the deadline moves.
h=$(head_of vac)
now_plus 80
es run > /dev/null
[ "$(status_of vac waiting)" = "$w" ] || fail "the default applied during the absence"
[ "$(status_of vac deadline)" = 2026-11-27T00:00:00Z ] || fail "deadline not stretched: $(status_of vac deadline)"
for p in ana berta carla; do
	assert_contains "$(last_mail_to $p@x.test)" "$w está de vacaciones, así que el plazo de la partida vac se ha
alargado: ahora vence el 2026-11-27 00:00 (UTC) = 2026-11-27T00:00:00Z" "$p told"
done
git -C "$D/games/vac" diff "$h" HEAD --stat -- state/ | grep -q . && fail "stretching changed the game state"

# After the stretched deadline the default applies as usual.
now_plus 60
es run > /dev/null
j=$(git -C "$D/games/vac" show --stat --format= HEAD | sed -n 's| *\(mail/[^ ]*\)/journal.txt.*|\1|p')
git -C "$D/games/vac" show "HEAD:$j/journal.txt" | grep -qx timeout || fail "no timeout after the stretched deadline"
es verify vac > /dev/null || fail "verify with vacations"

# Chained absences cannot hold a game for ever (issue 8): with
# vacation_days=5, six absences in a row stretch the deadlines by 5 days
# in all, then the default applies; the echo says what is left.
es new reconquista cadena --seed 12 --insecure-seed --set vacation=stretch --set vacation_days=5 \
	--player ana:ana@x.test:pa --player berta:berta@x.test:pb --player carla:carla@x.test:pc > /dev/null
w=$(status_of cadena waiting)
pw=p$(printf %.1s "$w")
first=$(status_of cadena deadline)
k=0
while [ $k -lt 6 ]; do
	k=$((k + 1))
	from=$(date -u -d "$NOW" +%Y-%m-%d)
	to=$(date -u -d "$NOW + 20 days" +%Y-%m-%d)
	printf 'VACACIONES %s %s\n' "$from" "$to" | envelope cadena "$w" "$pw" | send plain "$w@x.test" "ch$k@t"
	step_run
	[ $k -ne 1 ] || assert_contains "$(last_mail_to "$w@x.test")" "te quedan
5 días" "the budget is told"
	now_plus 80
	es run > /dev/null
	[ "$(status_of cadena waiting)" = "$w" ] || break
done
[ "$(status_of cadena waiting)" != "$w" ] || fail "chained absences held the game past the budget"
last=$(git -C "$D/games/cadena" log -p -- meta/game.txt | sed -n 's/^+vacation-used-[0-9] //p' | head -1)
[ "$last" -le $((5 * 86400)) ] || fail "stretched by $last seconds, more than 5 days"
[ "$last" -gt 0 ] || fail "no stretch recorded"

# Without the option: refused.
es new reconquista sin --seed 11 --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
printf 'VACATION 2026-12-01 2026-12-07\n' | envelope sin ana pa | send plain ana@x.test v3@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "La partida sin no alarga los plazos por vacaciones" "option off"
echo "vacation: ok"
