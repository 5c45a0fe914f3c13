#!/bin/sh
# asan: no (the sign-up requests' parsing runs under the sanitizers in signup.sh)
# Who plays a sign-up, the game master's say: a sign-up opened with
# APROBACION SI keeps its joiners pending until the game master approves
# or refuses each (only approved ones fill seats; a refused address may
# not ask again); EMPEZAR starts a sign-up short-handed, the engine's bot
# playing the empty seats.
. tests/e2e/lib.sh

printf 'maestro-de-juego\n' | es master-password > /dev/null
forming() { git -C "$D/forming/$1" show HEAD:forming.txt; }
answer() { # TO MSGID: the decoded answer to that mail
	af=$(outbox_newest "$1" "^In-Reply-To: <\?$2")
	[ -n "$af" ] || fail "no answer to $2"
	outbox_decode
	cat "$D.dec/$af"
}
req() { # MSGID FROM body...: a request with the master password
	id=$1 from=$2
	shift 2
	printf '%s\nCLAVE maestro-de-juego\n' "$*" | send plain "$from" "$id"
}

# --- Approval -----------------------------------------------------------
printf 'NUEVA PARTIDA reconquista sa\nCLAVE maestro-de-juego\nPLAZAS 3\nAPROBACION SI\n' |
	send plain jefe@x.test n1@t
step_run
assert_contains "$(confirm_to jefe@x.test)" "con tu" "approval confirmed to the game master"
forming sa | grep -qx 'approval yes' || fail "approval not kept"
printf 'UNIRSE sa Ana\n' | send plain ana@x.test j1@t
printf 'JOIN sa Berta\n' | send plain berta@x.test j2@t
printf 'UNIRSE sa Ciro\n' | send plain ciro@x.test j3@t
printf 'UNIRSE sa Dora\n' | send plain dora@x.test j4@t
printf 'UNIRSE sa Eva\n' | send plain eva@x.test j5@t
step_run
assert_contains "$(confirm_to ana@x.test)" "El director tiene que" "Ana told she is pending"
assert_contains "$(confirm_to berta@x.test)" "The game master has to" "Berta told in English"
assert_contains "$(last_mail_to jefe@x.test)" "APROBAR sa" "the game master asked"
forming sa | grep -q '^seat ' && fail "a pending joiner took a seat"
forming sa | grep -qx 'pending Ana ana@x.test' || fail "Ana not kept pending"
forming sa | grep -qx 'pending Berta berta@x.test en' || fail "Berta's language not kept"

# A wrong password approves nobody.
printf 'APROBAR sa Ana\nCLAVE mala\n' | send plain jefe@x.test a0@t
step_run
assert_contains "$(confirm_to jefe@x.test)" "hace falta la clave de director del servidor" "wrong password"
forming sa | grep -q '^seat ' && fail "approved with a wrong password"
# Approved: a seat, the joiner told, the game master's answer echoes it.
req a1@t jefe@x.test 'APROBAR sa ana'
step_run
assert_contains "$(confirm_to jefe@x.test)" "APROBAR sa Ana: admitido" "approval echoed"
assert_contains "$(last_mail_to ana@x.test)" "el director te ha admitido en la partida sa" "Ana told approved"
forming sa | grep -qx 'seat 0 Ana ana@x.test' || fail "Ana has no seat"
forming sa | grep -q '^pending Ana ' && fail "Ana still pending"
# Refused: told, and the address may not ask again, under any name.
req a2@t jefe@x.test 'RECHAZAR sa Ciro'
step_run
assert_contains "$(confirm_to jefe@x.test)" "RECHAZAR sa Ciro: rechazado" "refusal echoed"
assert_contains "$(last_mail_to ciro@x.test)" "el director no te ha admitido" "Ciro told refused"
forming sa | grep -qx 'refused ciro@x.test' || fail "refusal not kept"
printf 'UNIRSE sa Cirilo\n' | send plain ciro@x.test j6@t
step_run
assert_contains "$(confirm_to ciro@x.test)" "ya rechazó a ciro@x.test" "a refused address joined again"
forming sa | grep -q 'Cirilo' && fail "the refused address is pending again"
# Nobody of that name waits: refused in both languages.
req a3@t jefe@x.test 'APPROVE sa Zoe'
step_run
assert_contains "$(confirm_to jefe@x.test)" 'nobody called "Zoe" is waiting for approval' "unknown pending, English"
assert_contains "$(confirm_to jefe@x.test)" "nadie llamado «Zoe» espera aprobación" "unknown pending, Spanish"
# The last seat approved: the game starts with the approved ones only;
# whoever still waits is told they are left out.
req a4@t jefe@x.test 'APPROVE sa Berta'
req a5@t jefe@x.test 'APROBAR sa Dora'
step_run
[ -d "$D/games/sa" ] || fail "sa did not start with its seats approved"
players=$(git -C "$D/games/sa" show HEAD:meta/players.txt)
for p in ana berta dora; do
	assert_contains "$players" "$p@x.test" "$p plays"
done
assert_not_contains "$players" "eva@x.test" "a pending joiner plays"
assert_not_contains "$players" "ciro@x.test" "a refused joiner plays"
assert_contains "$(answer jefe@x.test a5@t)" "la partida sa está completa y empieza" "start echoed"
assert_contains "$(last_mail_to eva@x.test)" "ha empezado sin que el director llegara" "Eva told she is out"
forming sa | grep -qx 'started yes' || fail "start not recorded"
git -C "$D/forming/sa" log -p | grep -qF maestro-de-juego && fail "the master password in clear in the sign-up"

# --- A start short-handed -----------------------------------------------
printf 'NUEVA PARTIDA reconquista sb\nCLAVE maestro-de-juego\nPLAZAS 3\n' | send plain jefe@x.test n2@t
printf 'NUEVA PARTIDA reconquista sc\nCLAVE maestro-de-juego\nPLAZAS 3\n' | send plain jefe@x.test n3@t
step_run
# Nobody joined: nothing to start.
req s0@t jefe@x.test 'EMPEZAR sc'
printf 'UNIRSE sb Fede\n' | send plain fede@x.test j7@t
printf 'UNIRSE sb Robot1\n' | send plain r1@x.test j8@t
step_run
assert_contains "$(answer jefe@x.test s0@t)" "nadie se ha apuntado aún a sc" "a start with nobody"
[ -d "$D/games/sc" ] && fail "sc started with nobody"
printf 'FORCE BEGIN sb\nCLAVE mala\n' | send plain jefe@x.test s1@t
step_run
[ -d "$D/games/sb" ] && fail "sb started with a wrong password"
req s2@t jefe@x.test 'FORCE BEGIN sb'
step_run
[ -d "$D/games/sb" ] || fail "sb did not start short-handed"
# The bot's seat: a name no joiner has, no address, the bot's from the
# start, in every player's welcome; no mail goes to it.
t=$(answer jefe@x.test s2@t)
assert_contains "$t" "START sb: the game starts with the players who joined" "start echoed"
assert_contains "$t" "empty seats (robot2)" "the bot's seats named"
git -C "$D/games/sb" show HEAD:meta/players.txt | grep -q '^player [0-9] robot2 - es$' || fail "no bot seat"
es status sb | grep -qx 'robot robot2' || fail "status does not show the bot's seat"
es list | grep -q '^sb .* robot robot2$' || fail "list does not name the bot's seat: $(es list)"
assert_contains "$(last_mail_to fede@x.test)" "robot2 (lo juega el robot del juego)" "welcome names the bot's seat"
git -C "$D/games/sb" show HEAD:meta/players.txt | grep -q '^player [0-9] Robot1 r1@x.test es$' || fail "Robot1 lost"
grep -l "^To: " "$D/outbox/new"/* | xargs grep -h "^To: " | grep -v '@' && fail "a mail to a seat without address"
# Deadlines pass: the bot plays its seat, and every batch replays.
now_plus 200
es run > /dev/null
now_plus 200
es run > /dev/null
git -C "$D/games/sb" log -p | grep -q '^+# robot' || fail "the bot never played"
es verify sb > /dev/null || fail "verify of a game started short-handed"
# A real player in the bot's seat: welcomed, no mail to the empty address,
# the bot stops.
printf 'PARTIDA sb\nDIRECTOR\nCLAVE maestro-de-juego\nREEMPLAZAR robot2 gil@x.test\n' | send plain jefe@x.test r3@t
step_run
assert_contains "$(last_mail_to gil@x.test)" "Tu clave es" "the new player welcomed"
es status sb | grep -q '^robot ' && fail "the bot still plays the replaced seat"
es list | grep '^sb ' | grep -q ' robot ' && fail "list still names a bot's seat after REEMPLAZAR"
grep -l "^To: " "$D/outbox/new"/* | xargs grep -h "^To: " | grep -v '@' && fail "a mail to the empty address"
es verify sb > /dev/null || fail "verify after the bot's seat was given a player"

# --- A new player under a new name --------------------------------------
# The seat is renamed at that point of the batch (the journal says so);
# verify replays every batch with the names it had, from the first commit.
printf 'PARTIDA sb\nDIRECTOR\nCLAVE maestro-de-juego\nREEMPLAZAR Fede hugo@x.test robot1 es\n' |
	send plain jefe@x.test r4@t
step_run
t=$(answer jefe@x.test r4@t)
assert_contains "$t" "REEMPLAZAR Fede hugo@x.test robot1 es" "a clashing new name refused, quoted"
assert_contains "$t" "otro puesto de la partida ya se llama así" "the clash said"
# Two seats given one new name in one mail: the whole mail refused.
printf 'PARTIDA sb\nDIRECTOR\nCLAVE maestro-de-juego\nREEMPLAZAR Fede x1@x.test Zed es\nREEMPLAZAR Robot1 x2@x.test zed es\n' |
	send plain jefe@x.test r6@t
step_run
assert_contains "$(answer jefe@x.test r6@t)" "REEMPLAZAR Robot1 x2@x.test zed es" "one new name twice in a mail"
git -C "$D/games/sb" show HEAD:meta/players.txt | grep -qi ' zed ' && fail "a mail renamed two seats alike"
printf 'PARTIDA sb\nDIRECTOR\nCLAVE maestro-de-juego\nREPLACE Fede hugo@x.test Hugo en\n' |
	send plain jefe@x.test r5@t
step_run
assert_contains "$(answer jefe@x.test r5@t)" "The seat is now called Hugo" "rename echoed"
git -C "$D/games/sb" show HEAD:meta/players.txt | grep -q '^player [0-9] Hugo hugo@x.test en$' || fail "not renamed"
git -C "$D/games/sb" show HEAD:meta/players.txt | grep -q 'Fede' && fail "the old name stays"
git -C "$D/games/sb" cat-file -e HEAD:views/Hugo.txt || fail "no view under the new name"
git -C "$D/games/sb" cat-file -e HEAD:views/Fede.txt 2>/dev/null && fail "the old name's view stays"
git -C "$D/games/sb" show HEAD~1:meta/players.txt | grep -q ' Fede fede@x.test ' || fail "history rewritten"
assert_contains "$(last_mail_to hugo@x.test)" "Your password is" "Hugo welcomed in English"
assert_contains "$(last_mail_to r1@x.test)" "ahora Hugo" "the others told the new name"
now_plus 200
es run > /dev/null
es verify sb > /dev/null || fail "verify of a game whose seat was renamed, a batch later"
echo "signup_who: ok"
