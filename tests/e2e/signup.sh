#!/bin/sh
# Sign-up by mail: NUEVA PARTIDA (data root master password) opens a game
# in formation, LISTA shows it, UNIRSE adds seats until it is full; then
# the game starts with seats drawn by its dice and everyone gets a password.
. tests/e2e/lib.sh

printf 'maestro-de-juego\n' | es master-password > /dev/null
# mail_with ADDR SUBJECT: decoded text of the newest mail to ADDR with SUBJECT.
mail_with() {
	r=""
	for f in $(ls "$D/outbox/new" | sort); do
		grep -qi "^To: .*<$1>" "$D/outbox/new/$f" || continue
		x=$(mail_text "$D/outbox/new/$f")
		case $x in *"Subject: $2"*) r=$x ;; esac
	done
	[ -n "$r" ] || fail "no mail to $1 with subject $2"
	printf '%s' "$r"
}
new_game() { # MSGID PASSWORD [extra lines]
	{ printf 'Hola,\nNUEVA PARTIDA reconquista %s\nCLAVE %s\n' "${GAME:-ins-1}" "$2"; shift 2; printf '%b' "$*"; } |
		send plain jefe@x.test "$1"
}

new_game n1@t mala 'PLAZAS 3\n'
step_run
assert_contains "$(last_mail_to jefe@x.test)" "hace falta la clave de director del servidor" "wrong master password"
[ ! -d "$D/forming/ins-1" ] || fail "a refused NUEVA PARTIDA created something"
new_game n2@t maestro-de-juego 'PLAZAS 9\n'
step_run
assert_contains "$(last_mail_to jefe@x.test)" "reconquista se juega con 3 a 6 jugadores" "bad seat count"
# Issue 15 item 15: each language's part in its own words.
assert_contains "$(last_mail_to jefe@x.test)" "reconquista is played by 3 to 6 players" "bad seat count, English"
assert_not_contains "$(last_mail_to jefe@x.test)" "takes 3 to 6" "no English in the Spanish part"
new_game n3@t maestro-de-juego 'PLAZAS 3\nOPCION volar=si\n'
step_run
assert_contains "$(last_mail_to jefe@x.test)" "volar" "bad option refused"
# A mail never makes the judge open a file of the server (Nuevo Mundo's cards=FILE).
new_game n3b@t maestro-de-juego 'PLAZAS 3\nOPCION cards=/etc/passwd\n'
step_run
assert_contains "$(last_mail_to jefe@x.test)" "names a file of the server" "a file option by mail refused"
new_game n4@t maestro-de-juego 'PLAZAS 3\nOPCION deadline_hours=48\n'
step_run
t=$(last_mail_to jefe@x.test)
assert_contains "$t" "Se ha abierto la inscripción de la partida ins-1 (reconquista)" "created"
assert_contains "$t" "UNIRSE ins-1 tu-nombre" "how to join"
git -C "$D/forming/ins-1" show HEAD:forming.txt | grep -qx 'seats 3' || fail "forming.txt"
new_game n5@t maestro-de-juego 'PLAZAS 3\n'
step_run
assert_contains "$(last_mail_to jefe@x.test)" "ya existe una partida llamada" "same name twice"

printf 'LISTA\n' | send plain curioso@x.test l1@t
step_run
assert_contains "$(last_mail_to curioso@x.test)" "ins-1 (reconquista): inscripción abierta, 0 de 3 plazas" "listed"

printf 'UNIRSE ins-1 Ana\n' | send plain ana@x.test j1@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "Te has apuntado a la partida ins-1 como Ana. Plazas ocupadas: 1
de 3." "joined"
assert_contains "$(last_mail_to jefe@x.test)" "Ana se ha apuntado a la partida ins-1, que abriste. Plazas
ocupadas: 1 de 3." "the game master hears of a seat taken"
printf 'UNIRSE ins-1 ana\n' | send plain otra@x.test j2@t
step_run
assert_contains "$(last_mail_to otra@x.test)" "ya hay un jugador llamado ana" "name taken (case ignored)"
printf 'JOIN ins-1 Berta\n' | send plain berta@x.test j3@t
printf 'UNIRSE nada Zoe\n' | send plain zoe@x.test j4@t
step_run
assert_contains "$(last_mail_to zoe@x.test)" "no hay ninguna partida en inscripción llamada «nada»" "unknown game"
[ ! -d "$D/games/ins-1" ] || fail "started before it was full"
printf 'UNIRSE ins-1 Carla\n' | send plain carla@x.test j5@t
step_run
assert_contains "$(last_mail_to carla@x.test)" "La partida ins-1 empieza" "the last one is told"
for f in "$D"/outbox/new/*; do grep -qi '^To: .*<jefe@x.test>' "$f" && mail_text "$f"; done > "$T/to-gm"
[ "$(grep -c 'se ha apuntado a la partida ins-1, que abriste' "$T/to-gm")" -eq 2 ] || fail "one notice a seat taken"
grep -q "Carla ha ocupado la última plaza de la partida ins-1 (3 de" "$T/to-gm" || fail "the game master is not told the game starts"
for p in ana carla; do
	assert_contains "$(mail_with $p@x.test "[ins-1] Bienvenida a la partida")" "Tu clave es: " "password for $p"
done
# Berta wrote JOIN: she plays in English.
assert_contains "$(mail_with berta@x.test "[ins-1] Welcome to the game")" "Your password is: " "password for berta"
es status ins-1 > /dev/null || fail "game not created"
players=$(git -C "$D/games/ins-1" show HEAD:meta/players.txt | awk '/^player / {print $3, $4}' | sort | tr '\n' ' ')
[ "$players" = "Ana ana@x.test Berta berta@x.test Carla carla@x.test " ] || fail "players: $players"
git -C "$D/games/ins-1" show HEAD:meta/game.txt | grep -qx 'deadline-hours 48' || fail "option lost"
git -C "$D/forming/ins-1" show HEAD:forming.txt | grep -q '^started ' || fail "formation not closed"
[ "$(git -C "$D/forming/ins-1" rev-list --count HEAD)" -eq 4 ] || fail "one commit per sign-up"
printf 'UNIRSE ins-1 Dora\n' | send plain dora@x.test j6@t
step_run
assert_contains "$(last_mail_to dora@x.test)" "está completa" "full"
printf 'LISTA\n' | send plain curioso@x.test l2@t
step_run
assert_contains "$(last_mail_to curioso@x.test)" "ins-1 (reconquista): 3 jugadores" "now a running game"
assert_contains "$(last_mail_to curioso@x.test)" "se espera a: $(status_of ins-1 waiting | sed 's/ /, /g'); plazo: $(status_of ins-1 deadline)" "LISTA names who is awaited and the deadline"
assert_not_contains "$(last_mail_to curioso@x.test)" "berta@x.test" "LISTA shows no address"
assert_not_contains "$(last_mail_to curioso@x.test)" "inscripción abierta" "no longer in formation"

# The players play with the password they received.
w=$(status_of ins-1 waiting)
wa=$(printf %s "$w" | tr A-Z a-z)@x.test
if [ "$w" = Berta ]; then
	pw=$(mail_with "$wa" "[ins-1] Welcome" | sed -n 's/^Your password is: //p')
else
	pw=$(mail_with "$wa" "[ins-1] Bienvenida" | sed -n 's/^Tu clave es: //p')
fi
es bot ins-1 "$w" | envelope ins-1 "$w" "$pw" | send plain "$(printf %s "$w" | tr A-Z a-z)@x.test" p1@t
step_run
[ "$(git -C "$D/games/ins-1" rev-list --count HEAD)" -eq 2 ] || fail "orders with the mailed password"
# Whoever opened the sign-up gets each turn's public report.
t=$(mail_with jefe@x.test "[ins-1] Colocación inicial, ronda 1: informe para el director")
assert_contains "$t" "Vista pública" "the game master's report carries the public view"
[ "$(es view ins-1 | head -3)" = "$(printf '%s\n' "$t" | sed -n '/== Vista pública ==/,$p' | sed -n '2,4p')" ] ||
	fail "the game master's report is not the public view"
# The game master's address is kept with the players' addresses: never
# in a published copy.
git -C "$D/games/ins-1" show HEAD:meta/players.txt | grep -qx 'master jefe@x.test' || fail "master address not kept"
es publish ins-1 --repo "$T/pub.git" > /dev/null || fail "publish"
if git -C "$T/pub.git" log -p | grep -q 'jefe@x.test'; then fail "the game master's address was published"; fi
es verify ins-1 > /dev/null || fail "verify a signed-up game"
# A deadline passes: the game master's report names whose default applied.
late=$(status_of ins-1 waiting | sed 's/ /, /g')
now_plus 49
es run > /dev/null || fail "run past the deadline"
for f in "$D"/outbox/new/*; do grep -qi '^To: .*<jefe@x.test>' "$f" && mail_text "$f"; done > "$T/to-gm"
grep -qF "Venció el plazo: se aplicó la orden por defecto a $late." "$T/to-gm" || fail "the game master is not told of the timeout"
grep -qF "The deadline passed: the default order was applied to $late." "$T/to-gm" || fail "the timeout, in English"
# One address, one seat: joining twice from one address is refused.
GAME=ins-2 new_game n6@t maestro-de-juego 'PLAZAS 3\n'
step_run
printf 'UNIRSE ins-2 Eli\n' | send plain eli@x.test k1@t
step_run
printf 'UNIRSE ins-2 Eli2\n' | send plain eli@x.test k2@t
step_run
assert_contains "$(last_mail_to eli@x.test)" "one address, one seat" "a second seat for one address"
git -C "$D/forming/ins-2" show HEAD:forming.txt | grep -c '^seat ' | grep -qx 1 || fail "the second seat was taken"

# A crash after the game was made but before the formation recorded it:
# the retried mail starts nothing twice and closes the formation.
printf 'UNIRSE ins-2 Fede\n' | send plain fede@x.test k3@t
step_run
printf 'UNIRSE ins-2 Gala\n' | send plain gala@x.test k4@t
step_run
[ -d "$D/games/ins-2" ] || fail "ins-2 did not start"
hg=$(head_of ins-2)
git -C "$D/forming/ins-2" update-ref refs/heads/main HEAD~1 # the last commit never landed
f=$(ls "$D/inbox/cur" | grep k4 | head -1)
cp "$D/inbox/cur/$f" "$D/inbox/new/${f%%:2,S}"
rm -rf "$D/seen"
n0=$(outbox_count)
step_run
[ "$(head_of ins-2)" = "$hg" ] || fail "the retried sign-up touched the game"
git -C "$D/forming/ins-2" show HEAD:forming.txt | grep -q '^started ' || fail "the formation was not closed on retry"
printf 'LISTA\n' | send plain curioso@x.test l3@t
step_run
assert_not_contains "$(last_mail_to curioso@x.test)" "ins-2 (reconquista): inscripción abierta" "still open"
[ "$(count_subject "[ins-2] Bienvenida")" -eq 3 ] || fail "welcomes sent again"
# CANCELAR PARTIDA: the master password ends a sign-up; whoever joined is
# told; the game is no longer listed nor joinable.
GAME=ins-3 new_game c1@t maestro-de-juego 'PLAZAS 3\n'
step_run
printf 'UNIRSE ins-3 Hugo\n' | send plain hugo@x.test c2@t
step_run
printf 'CANCELAR PARTIDA ins-3\nCLAVE mala\n' | send plain jefe@x.test c3@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "hace falta la clave de director" "cancel needs the master password"
git -C "$D/forming/ins-3" show HEAD:forming.txt | grep -q '^cancelled' && fail "cancelled with a wrong password"
printf 'Hola\nCANCELAR PARTIDA ins-3\nCLAVE maestro-de-juego\n' | send plain jefe@x.test c4@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "Inscripción de la partida ins-3 cancelada. Se ha avisado a los 1" "cancel confirmed"
assert_contains "$(last_mail_to hugo@x.test)" "el director ha cancelado la inscripción de la partida" "the joined player is told"
git -C "$D/forming/ins-3" show HEAD:forming.txt | grep -qx 'cancelled yes' || fail "cancel not recorded"
printf 'UNIRSE ins-3 Ines\n' | send plain ines@x.test c5@t
printf 'LISTA\n' | send plain curioso@x.test l4@t
step_run
assert_contains "$(last_mail_to ines@x.test)" "se canceló" "joining a cancelled game"
assert_not_contains "$(last_mail_to curioso@x.test)" "ins-3" "a cancelled game is listed"
printf 'CANCELAR PARTIDA ins-1\nCLAVE maestro-de-juego\n' | send plain jefe@x.test c6@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "la partida ins-1 ya ha empezado" "a running game is no sign-up to cancel"

for r in "$D"/forming/*; do
	if git -C "$r" log -p --all | grep -qF maestro-de-juego; then fail "the data root's master password is in $r"; fi
done
echo "signup: ok"
