#!/bin/sh
# Sign-up by mail, the game master's side: NUEVA PARTIDA takes every option
# `estafeta new` takes and refuses a bad one in each language's own words;
# a game master with the right password is answered every time, however
# many answers the address had that day; the language of a request's
# words is the language of its answer, and of the joiner's game.
. tests/e2e/lib.sh

printf 'maestro-de-juego\n' | es master-password > /dev/null
new_game() { # GAME MSGID [extra lines]
	{ printf 'NUEVA PARTIDA reconquista %s\nCLAVE maestro-de-juego\n' "$1"; printf '%b' "$3"; } |
		send plain jefe@x.test "$2"
}
# Spanish part: from the start to the language break.
es_part() { printf '%s\n' "$1" | sed '/^\* \* \*$/q'; }
en_part() { printf '%s\n' "$1" | sed -n '/^\* \* \*$/,$p'; }

# A core option `new` takes (bot_after), by mail: the game gets it.
new_game sm-1 o1@t 'PLAZAS 3\nOPCION bot_after=2\nOPCION press=all\n'
step_run
assert_contains "$(last_mail_to jefe@x.test)" "Se ha abierto la inscripción de la partida sm-1" "bot_after by mail"
git -C "$D/forming/sm-1" show HEAD:forming.txt | grep -qx 'option bot_after=2' || fail "bot_after not kept"

# A bad value of a core option: each language in its own words.
new_game sm-2 o2@t 'OPCION deadline_hours=0\n'
step_run
t=$(last_mail_to jefe@x.test)
assert_contains "$(es_part "$t")" "la opción «deadline_hours=0» no tiene un valor válido (valores: 1..8760)" "bad value, Spanish"
assert_contains "$(en_part "$t")" 'the option "deadline_hours=0" has no valid value (values: 1..8760)' "bad value, English"
[ ! -d "$D/forming/sm-2" ] || fail "a refused NUEVA PARTIDA opened a sign-up"
# An option the engine refuses: no English in the Spanish part.
new_game sm-3 o3@t 'OPCION volar=si\n'
step_run
t=$(last_mail_to jefe@x.test)
assert_contains "$(es_part "$t")" "reconquista no admite las opciones «volar=si»" "engine option, Spanish"
assert_not_contains "$(es_part "$t")" "unknown option" "English in the Spanish part"
assert_contains "$(en_part "$t")" "unknown option 'volar=si'" "engine option, English with the engine's detail"
# A password in OPCION would lie in clear in the sign-up's files.
new_game sm-4 o4@t 'OPCION master=secreto-largo-1\n'
step_run
assert_contains "$(last_mail_to jefe@x.test)" "la opción master= lleva una clave" "master= refused"
[ ! -d "$D/forming/sm-4" ] || fail "master= opened a sign-up"

# The game master's address used up its answers to strangers (LISTA is
# a stranger's request): NUEVA PARTIDA with the right password is
# answered still, every time.
i=0
while [ $i -lt 11 ]; do
	i=$((i + 1))
	printf 'LISTA\n' | send plain jefe@x.test l$i@t
done
step_run
i=0
while [ $i -lt 12 ]; do
	i=$((i + 1))
	new_game "many-$i" m$i@t 'PLAZAS 3\n'
done
step_run
i=0
while [ $i -lt 12 ]; do
	i=$((i + 1))
	[ -d "$D/forming/many-$i" ] || fail "many-$i not opened"
	[ -n "$(outbox_newest jefe@x.test "^In-Reply-To: <\?m$i@t")" ] || fail "NUEVA PARTIDA many-$i not answered"
done
# A stranger is still capped (the count did not loosen for everyone).
printf 'LISTA\n' | send plain jefe@x.test l99@t
step_run
[ -z "$(outbox_newest jefe@x.test "^In-Reply-To: <\?l99@t")" ] || fail "the stranger's cap is gone"

# JOIN in English: answered in English first, and the game welcomes the
# joiner in English; UNIRSE in Spanish.
printf 'JOIN sm-1 Berta\n' | send plain berta@x.test j1@t
printf 'UNIRSE sm-1 Ana\n' | send plain ana@x.test j2@t
step_run
t=$(last_mail_to berta@x.test)
assert_contains "$t" "Subject: [sm-1] Sign-up" "English subject"
assert_contains "$(es_part "$t")" "You joined game sm-1 as Berta" "English first"
assert_contains "$(es_part "$(last_mail_to ana@x.test)")" "Te has apuntado a la partida sm-1 como Ana" "Spanish first"
printf 'join sm-1 Carla\n' | send plain carla@x.test j3@t
step_run
[ -d "$D/games/sm-1" ] || fail "sm-1 did not start"
git -C "$D/games/sm-1" show HEAD:meta/game.txt | grep -qx 'bot-after 2' || fail "bot_after lost at the start"
b=$(last_mail_to berta@x.test)
assert_contains "$b" "Subject: [sm-1] Welcome to the game" "English welcome"
assert_not_contains "$b" "Tu clave es" "Spanish in the English welcome"
assert_contains "$(last_mail_to ana@x.test)" "Subject: [sm-1] Bienvenida a la partida" "Spanish welcome"
echo "signup_master: ok"
