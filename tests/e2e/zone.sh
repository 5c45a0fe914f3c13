#!/bin/sh
# Time zones: chosen at creation (NAME:EMAIL:PASSWORD:LANG:ZONE) or by mail
# with ZONA/TIMEZONE; every deadline in that player's mails is shown in the
# zone with UTC beside it, whatever the machine's TZ; bad zones are refused.
. tests/e2e/lib.sh

if es new reconquista bad --seed 05 --insecure-seed --player ana:ana@x.test:pa::Marte/Olimpo --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null 2>&1; then fail "a bad zone was accepted at creation"; fi
[ ! -d "$D/games/bad" ] || fail "game created with a bad zone"

TZ=Asia/Tokyo es new reconquista zt --seed 05 --insecure-seed --player ana:ana@x.test:pa::America/Argentina/Buenos_Aires \
	--player berta:berta@x.test:pb --player carla:carla@x.test:pc:en > /dev/null
# 12:00Z + 72 h; Buenos Aires is UTC-3 all year.
assert_contains "$(last_mail_to ana@x.test)" \
	"Plazo: 2026-11-24 09:00 (America/Argentina/Buenos_Aires) = 2026-11-24T12:00:00Z" "zone at creation"
assert_contains "$(last_mail_to berta@x.test)" "Plazo: 2026-11-24 12:00 (UTC) = 2026-11-24T12:00:00Z" "no zone: UTC, named"
git -C "$D/games/zt" show HEAD:meta/players.txt | grep -qx 'player 0 ana ana@x.test es America/Argentina/Buenos_Aires' ||
	fail "zone not stored"

# A zone that does not exist, or in the wrong case: refused, line quoted.
h=$(head_of zt)
printf 'ZONA Marte/Olimpo\n' | envelope zt berta pb | send plain berta@x.test z1@t
step_run
t=$(last_mail_to berta@x.test)
assert_contains "$t" "Línea 4: «ZONA Marte/Olimpo»" "bad zone quoted"
assert_contains "$t" "ZONA Europe/Madrid" "what was expected"
printf 'TIMEZONE ../../etc/passwd\n' | envelope zt carla pc | send plain carla@x.test z2@t
step_run
assert_contains "$(last_mail_to carla@x.test)" "Expected: TIMEZONE followed by a time zone" "path in zone refused"
[ "$(head_of zt)" = "$h" ] || fail "a refused zone changed the game"

# ZONA alone, out of turn: accepted, committed, echoed with the deadline.
printf 'zona Europe/Madrid\n' | envelope zt berta pb | send plain berta@x.test z3@t
step_run
[ "$(head_of zt)" != "$h" ] || fail "zone change not committed"
git -C "$D/games/zt" show HEAD:meta/players.txt | grep -qx 'player 1 berta berta@x.test es Europe/Madrid' ||
	fail "players.txt lacks berta's zone"
assert_contains "$(last_mail_to berta@x.test)" "2026-11-24 13:00 (Europe/Madrid) = 2026-11-24T12:00:00Z" "echo"

# The next turn report, adjudicated under another machine TZ.
w=$(status_of zt waiting)
es bot zt "$w" | envelope zt "$w" "p$(printf %.1s "$w")" | send plain "$w@x.test" z4@t
now_plus 1
TZ=Pacific/Kiritimati es run > /dev/null
dl=$(status_of zt deadline)
for who in ana:America/Argentina/Buenos_Aires berta:Europe/Madrid; do
	n=${who%%:*} z=${who#*:}
	want="$(TZ=$z date -d "$dl" '+%Y-%m-%d %H:%M') ($z) = $dl"
	assert_contains "$(last_mail_to "$n@x.test")" "$want" "report deadline of $n"
done
assert_contains "$(last_mail_to carla@x.test)" "(UTC) = $dl" "carla still in UTC, named"
assert_not_contains "$(last_mail_to carla@x.test)" "Europe/Madrid" "zones are per player"

# The reminder too.
now_plus 50
es run > /dev/null
w2=$(status_of zt waiting | cut -d' ' -f1)
t=$(last_mail_to "$w2@x.test")
case $w2 in
ana) z=America/Argentina/Buenos_Aires ;;
berta) z=Europe/Madrid ;;
*) z= ;;
esac
if [ -n "$z" ]; then
	assert_contains "$t" "Recordatorio" "reminder sent"
	assert_contains "$t" "$(TZ=$z date -d "$dl" '+%Y-%m-%d %H:%M') ($z) = $dl" "reminder deadline in the zone"
else
	assert_contains "$t" "Reminder" "reminder sent"
	assert_contains "$t" "$dl" "reminder deadline"
fi
es verify zt > /dev/null || fail "verify with zones"
# A longer ZONA line belongs to the game: TEG's international zone.
es new teg tz4 --seed 11 --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb --player carla:carla@x.test:pc \
	--player dani:dani@x.test:pd > /dev/null
printf 'ZONA INTERNACIONAL Oregón CON rojo\n' | envelope tz4 ana pa | send plain ana@x.test tz41@t
step_run
t=$(last_mail_to ana@x.test)
assert_contains "$t" "pacto 1: Oregón, zona internacional" "ZONA INTERNACIONAL reaches the TEG engine"
echo "zone: ok"
