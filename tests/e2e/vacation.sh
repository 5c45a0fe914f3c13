#!/bin/sh
# asan: yes
# Vacations: with the game option vacation=stretch, VACACIONES FROM TO
# moves a deadline that falls in an awaited player's absence to a day after
# it ends (everyone is told); without the option the order is refused.
. tests/e2e/lib.sh

es new reconquista vac --seed 10 --set vacation=stretch --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
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
alargado: ahora vence el 2026-11-27T00:00:00Z" "$p told"
done
git -C "$D/games/vac" diff "$h" HEAD --stat -- state/ | grep -q . && fail "stretching changed the game state"

# After the stretched deadline the default applies as usual.
now_plus 60
es run > /dev/null
j=$(git -C "$D/games/vac" show --stat --format= HEAD | sed -n 's| *\(mail/[^ ]*\)/journal.txt.*|\1|p')
git -C "$D/games/vac" show "HEAD:$j/journal.txt" | grep -qx timeout || fail "no timeout after the stretched deadline"
es verify vac > /dev/null || fail "verify with vacations"

# Without the option: refused.
es new reconquista sin --seed 11 --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
printf 'VACATION 2026-12-01 2026-12-07\n' | envelope sin ana pa | send plain ana@x.test v3@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "La partida sin no alarga los plazos por vacaciones" "option off"
echo "vacation: ok"
