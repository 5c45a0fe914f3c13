#!/bin/sh
# asan: no (the sanitizers run these commands in gm.sh and comaster.sh)
# Who plays, the game master's side: QUITAR takes a joiner off a sign-up
# before the start (the joiner told, the seat free again, only with the
# data root's master password); REEMPLAZAR gives the seat's new player a
# language of their own.
. tests/e2e/lib.sh

printf 'maestro-de-juego\n' | es master-password > /dev/null
printf 'NUEVA PARTIDA reconquista sq\nCLAVE maestro-de-juego\nPLAZAS 3\n' | send plain jefe@x.test n1@t
step_run
printf 'UNIRSE sq Ana\n' | send plain ana@x.test j1@t
printf 'UNIRSE sq Bruno\n' | send plain bruno@x.test j2@t
step_run

# A wrong password removes nobody; a stranger's QUITAR neither.
printf 'QUITAR sq Ana\nCLAVE mala\n' | send plain jefe@x.test q1@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "hace falta la clave de director del servidor" "wrong password"
git -C "$D/forming/sq" show HEAD:forming.txt | grep -q '^seat 0 Ana ' || fail "Ana removed with a wrong password"
# Nobody of that name: refused, in both languages.
printf 'REMOVE sq Zoe\nCLAVE maestro-de-juego\n' | send plain jefe@x.test q2@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" 'nobody called "Zoe" has joined sq' "unknown joiner, English"
assert_contains "$(last_mail_to jefe@x.test)" "no hay nadie llamado «Zoe»" "unknown joiner, Spanish"
# The right password: Ana leaves and is told; Bruno keeps his seat.
printf 'QUITAR sq ana\nCLAVE maestro-de-juego\n' | send plain jefe@x.test q3@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "Ana ya no está en la inscripción de la partida sq" "confirmed"
assert_contains "$(last_mail_to ana@x.test)" "el director te ha quitado de la inscripción de la partida" "Ana told"
git -C "$D/forming/sq" show HEAD:forming.txt | grep -q ' Ana ' && fail "Ana still seated"
git -C "$D/forming/sq" show HEAD:forming.txt | grep -qx 'seat 0 Bruno bruno@x.test' || fail "Bruno lost his seat"
git -C "$D/forming/sq" log -p | grep -qF maestro-de-juego && fail "the master password in clear in the sign-up"
# The seat is free again: the game starts with three others.
printf 'UNIRSE sq Carla\n' | send plain carla@x.test j3@t
printf 'JOIN sq Dario\n' | send plain dario@x.test j4@t
step_run
[ -d "$D/games/sq" ] || fail "sq did not start after a joiner left"
git -C "$D/games/sq" show HEAD:meta/players.txt | grep -q 'ana@x.test' && fail "Ana plays after all"
printf 'QUITAR sq Bruno\nCLAVE maestro-de-juego\n' | send plain jefe@x.test q4@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "la partida sq ya ha empezado" "no removal after the start"

# REEMPLAZAR with a language: the new player is welcomed in English, and
# the game keeps the language for the seat.
seat=$(git -C "$D/games/sq" show HEAD:meta/players.txt | awk '$4 == "carla@x.test" {print $2}')
printf 'PARTIDA sq\nDIRECTOR\nCLAVE maestro-de-juego\nREEMPLAZAR Carla eva@x.test en\n' | send plain jefe@x.test r1@t
step_run
assert_contains "$(last_mail_to eva@x.test)" "Your password is" "English welcome for the new player"
assert_not_contains "$(last_mail_to eva@x.test)" "Tu clave es" "Spanish in the English welcome"
git -C "$D/games/sq" show HEAD:meta/players.txt | grep -qx "player $seat Carla eva@x.test en" || fail "language not kept"
assert_contains "$(last_mail_to carla@x.test)" "Carla" "the old player is told"
printf 'PARTIDA sq\nDIRECTOR\nCLAVE maestro-de-juego\nREEMPLAZAR Bruno fede@x.test klingon\n' | send plain jefe@x.test r2@t
step_run
assert_contains "$(confirm_to jefe@x.test)" "REEMPLAZAR Bruno fede@x.test klingon" "an unknown language refused, quoted"
es verify sq > /dev/null || fail "verify"
echo "signup_seats: ok"
