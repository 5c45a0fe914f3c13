#!/bin/sh
# EXPULSAR / EXPEL: the seat's default order applies whenever only it is
# awaited (journaled as timeouts, so verify replays it), the seat gets no
# more mail and its orders are refused; REEMPLAZAR gives the seat back.
. tests/e2e/lib.sh

es new reconquista ex --seed 0f --insecure-seed --set master=dir-ex-secreta --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
w=$(status_of ex waiting)
t0=$(status_of ex deadline)
printf 'PARTIDA ex\nDIRECTOR\nCLAVE dir-ex-secreta\nEXPULSAR %s\n' "$w" | send plain jefe@x.test e1@t
step_run
assert_contains "$(last_mail_to "$w@x.test")" "El director te ha expulsado de la partida ex" "expelled player told"
[ "$(status_of ex expelled)" = "$w" ] || fail "status does not list the expelled seat"
git -C "$D/games/ex" show HEAD:meta/game.txt | grep -q "^expelled " || fail "expulsion not stored"
[ "$(status_of ex waiting)" != "$w" ] || fail "the game still waits for the expelled player"
j=$(git -C "$D/games/ex" show --stat --format= HEAD | sed -n 's| *\(mail/[^ ]*\)/journal.txt.*|\1|p')
git -C "$D/games/ex" show "HEAD:$j/journal.txt" | grep -qx timeout || fail "the default was not journaled"
[ "$(status_of ex deadline)" != "$t0" ] || fail "the deadline did not move on"

# No more mail to the expelled player; the others play on.
n=$(ls "$D/outbox/new" | xargs -I{} grep -li "^To: .*<$w@x.test>" "$D/outbox/new/{}" | wc -l)
k=0
while [ $k -lt 6 ] && [ "$(status_of ex phase)" != over ]; do
	o=$(status_of ex waiting)
	[ "$o" != "$w" ] || fail "waiting for the expelled player"
	es bot ex "$o" | envelope ex "$o" "p$(printf %.1s "$o")" | send plain "$o@x.test" "e2-$k@t"
	step_run
	k=$((k + 1))
done
n2=$(ls "$D/outbox/new" | xargs -I{} grep -li "^To: .*<$w@x.test>" "$D/outbox/new/{}" | wc -l)
[ "$n2" -eq "$n" ] || fail "the expelled player still gets mail"
h=$(head_of ex)
printf 'PRENSA todos sigo aquí\n' | envelope ex "$w" "p$(printf %.1s "$w")" | send plain "$w@x.test" e3@t
step_run
assert_contains "$(last_mail_to "$w@x.test")" "ya no juega la partida ex" "expelled orders refused"
[ "$(head_of ex)" = "$h" ] || fail "an expelled player's mail changed the game"
es verify ex > /dev/null || fail "verify after an expulsion"

# A replacement takes the seat back.
printf 'PARTIDA ex\nDIRECTOR\nCLAVE dir-ex-secreta\nREEMPLAZAR %s otra@x.test\n' "$w" | send plain jefe@x.test e4@t
step_run
[ -z "$(status_of ex expelled)" ] || fail "the replacement is still expelled"
assert_contains "$(last_mail_to otra@x.test)" "El director te ha dado el puesto de $w" "replacement welcomed"
echo "expel: ok"
