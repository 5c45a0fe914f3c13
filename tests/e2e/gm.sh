#!/bin/sh
# Game-master commands by mail (PARTIDA + DIRECTOR + CLAVE), authenticated
# by the game's master password (--set master=) or the data root's
# (estafeta master-password): PRORROGAR, PAUSAR/REANUDAR, DIFUNDIR,
# REEMPLAZAR (new address, new password, old tokens and password revoked),
# TERMINAR EMPATE (a draw, journaled, verified), TERMINAR (no result). All or nothing; each committed.
. tests/e2e/lib.sh

printf 'jefe-de-todo\n' | es master-password > /dev/null
grep -q '^master_password_hash = \$argon2id\$' "$D/estafeta.conf" || fail "master hash not written"
grep -q '^address = juez@estafeta.test$' "$D/estafeta.conf" || fail "master-password lost the rest of the file"
if printf 'corta\n' | es master-password > /dev/null 2>&1; then fail "a short master password was accepted"; fi

es new reconquista gm --seed 0c --insecure-seed --set master=dir-gm-secreta --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
git -C "$D/games/gm" show HEAD:secret/master.txt | grep -q '^master argon2id:' || fail "game master hash not stored"
git -C "$D/games/gm" grep -q 'dir-gm-secreta' HEAD -- . && fail "the master password is stored in clear"
# (and at the end: nowhere in the whole history, after every DIRECTOR mail)
gm() { # PASSWORD MSGID < commands
	{ printf 'PARTIDA gm\nDIRECTOR\nCLAVE %s\n' "$1"; cat; } | send plain jefe@x.test "$2"
}
reply_to_of_last() { # ADDR
	last=""
	for f in $(ls "$D/outbox/new" | sort); do grep -qi "^To: .*<$1>" "$D/outbox/new/$f" && last=$f; done
	sed -n 's/^Reply-To: <\(.*\)>\r\{0,1\}$/\1/p' "$D/outbox/new/$last"
}

# 1. Wrong master password; a player's password is no master password.
h0=$(head_of gm)
printf 'PAUSAR\n' | gm pa g1@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "La clave de director no es correcta" "wrong master password"
[ "$(head_of gm)" = "$h0" ] || fail "a refused master mail changed the game"

# 2. All or nothing: a bad line refuses the whole mail.
d0=$(status_of gm deadline)
printf 'PRORROGAR 48h\nVOLAR\n' | gm dir-gm-secreta g2@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "Línea 5: «VOLAR»" "bad command quoted"
[ "$(status_of gm deadline)" = "$d0" ] || fail "half a master mail was applied"
printf 'PRORROGAR mucho\n' | gm dir-gm-secreta g3@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "PRORROGAR seguido de horas" "bad extension"

# 3. PRORROGAR 48h with the game's password.
printf 'prorrogar 48h\n' | gm dir-gm-secreta g4@t
step_run
want=$(date -u -d "$d0 + 48 hours" +%Y-%m-%dT%H:%M:%SZ)
[ "$(status_of gm deadline)" = "$want" ] || fail "deadline not extended: $(status_of gm deadline) != $want"
# Deadlines in UTC name the zone (no player here gave one).
utc() { echo "$(date -u -d "$1" '+%Y-%m-%d %H:%M') (UTC) = $1"; }
assert_contains "$(last_mail_to ana@x.test)" "ha prorrogado el plazo: ahora vence el
$(utc "$want")" "players told"
assert_contains "$(last_mail_to jefe@x.test)" "Plazo prorrogado: ahora vence el $(utc "$want")" "master confirmed"
assert_contains "$(last_mail_to jefe@x.test)" "Deadline extended" "master reads English too"
git -C "$D/games/gm" log -1 --format=%s | grep -q 'director: prórroga 48 h' || fail "commit line"
git -C "$D/games/gm" show HEAD --stat --format= | grep -q 'in-01.eml' || fail "master mail not committed"

# 4. PAUSAR with the data root's password: no timeout, no reminder.
printf 'PAUSAR\n' | gm jefe-de-todo g5@t
step_run
[ "$(status_of gm paused)" = yes ] || fail "status does not say paused"
[ -z "$(status_of gm deadline)" ] || fail "a paused game shows a deadline"
assert_contains "$(last_mail_to berta@x.test)" "ha puesto en pausa la partida gm" "pause told"
hp=$(head_of gm)
n=$(outbox_count)
now_plus 500
es run > /dev/null
[ "$(head_of gm)" = "$hp" ] || fail "a paused game timed out"
[ "$(outbox_count)" -eq "$n" ] || fail "a paused game sent mail (reminder?)"
printf 'PAUSAR\n' | gm dir-gm-secreta g6@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "ya está en pausa" "pause twice"

# 5. REANUDAR: the deadline gets back what was left (paused at 17:00).
printf 'REANUDAR\n' | gm dir-gm-secreta g7@t
step_run
[ -z "$(status_of gm paused)" ] || fail "still paused"
left=$(( $(date -u -d "$want" +%s) - $(date -u -d "2026-11-21T17:00:00Z" +%s) ))
dl=$(status_of gm deadline)
[ $(( $(date -u -d "$dl" +%s) - $(date -u -d "$NOW" +%s) )) -eq $left ] || fail "resume deadline $dl does not keep $left s"
assert_contains "$(last_mail_to carla@x.test)" "ha reanudado la partida gm. El plazo vence el $(utc "$dl")" "resume told"

# 5b. ESTADO: the game master sees the phase, who is awaited, the deadline,
#     the expelled seats and the public view, in both languages; paused too.
printf 'ESTADO\n' | gm dir-gm-secreta gs1@t
step_run
t=$(last_mail_to jefe@x.test)
assert_contains "$t" "Situación: turno" "status by mail"
assert_contains "$t" "Se espera a: $(status_of gm waiting | sed 's/ /, /g')" "status names who is awaited"
assert_contains "$t" "Plazo: $(utc "$dl")" "status gives the deadline"
assert_contains "$t" "Vista pública" "status carries the public view"
assert_contains "$t" "Situation: turn" "status in English too"
printf 'ESTADO ya\n' | gm dir-gm-secreta gs2@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "Línea 4: «ESTADO ya»" "ESTADO takes no argument"

# 6. DIFUNDIR, several lines.
printf 'DIFUNDIR Cambio de reglas:\nel jueves no se juega.\n' | gm dir-gm-secreta g8@t
step_run
for p in ana berta carla; do
	t=$(last_mail_to $p@x.test)
	assert_contains "$t" "Subject: [gm] Mensaje del director" "broadcast subject to $p"
	assert_contains "$t" "Cambio de reglas:
el jueves no se juega." "broadcast text to $p"
done

# 7. REEMPLAZAR ana: new address and password; old password and token die.
tok_old=$(reply_to_of_last ana@x.test)
case $tok_old in juez+gm.0.*) ;; *) fail "no token for ana: $tok_old" ;; esac
printf 'REEMPLAZAR ana nueva@x.test\n' | gm dir-gm-secreta g9@t
step_run
git -C "$D/games/gm" show HEAD:meta/players.txt | grep -qx 'player 0 ana nueva@x.test es' || fail "address not replaced"
t=$(last_mail_to nueva@x.test)
assert_contains "$t" "El director te ha dado el puesto de ana" "new player welcomed"
newpw=$(printf '%s\n' "$t" | sed -n 's/^Tu clave es: //p')
[ -n "$newpw" ] && [ "$newpw" != pa ] || fail "no new password: '$newpw'"
tok_new=$(reply_to_of_last nueva@x.test)
[ "$tok_new" != "$tok_old" ] || fail "the token was not renewed"
assert_contains "$(last_mail_to jefe@x.test)" "ana juega ahora desde nueva@x.test" "master confirmed"
# The old address and every other player are told; the new password is
# in the outbox only, never in the repository.
assert_contains "$(last_mail_to ana@x.test)" "ha dado tu puesto en la partida gm (ana)" "old address told"
for p in berta carla; do assert_contains "$(last_mail_to $p@x.test)" "el puesto de ana" "$p told of the new player"; done
git -C "$D/games/gm" log -p | grep -qF "$newpw" && fail "the new password is in the repository"
# An address with address syntax, or another seat's address: refused.
hr=$(head_of gm)
for bad in 'Eve<eve@evil.org>' 'berta@x.test'; do
	printf 'REEMPLAZAR carla %s\n' "$bad" | gm dir-gm-secreta "g9-$bad@t"
	step_run
	[ "$(head_of gm)" = "$hr" ] || fail "REEMPLAZAR carla $bad was applied"
done
h1=$(head_of gm)
printf 'PRENSA todos hola\n' | envelope gm ana pa | send plain nueva@x.test g10@t
step_run
assert_contains "$(last_mail_to nueva@x.test)" "La clave no es correcta" "old password revoked"
f="$D/inbox/new/old-token"
printf 'From: <nueva@x.test>\nTo: <%s>\nMessage-ID: <g11@t>\nSubject: Re\n\nPRENSA todos hola\n' "$tok_old" > "$f"
step_run
assert_contains "$(last_mail_to nueva@x.test)" "ya no es válida" "old token revoked"
[ "$(head_of gm)" = "$h1" ] || fail "revoked credentials changed the game"
printf 'PRENSA todos ya estoy aquí\n' | envelope gm ana "$newpw" | send plain nueva@x.test g12@t
step_run
assert_contains "$(last_mail_to berta@x.test)" "ya estoy aquí" "new password works"
f="$D/inbox/new/new-token"
printf 'From: <nueva@x.test>\nTo: <%s>\nMessage-ID: <g13@t>\nSubject: Re\n\nPRENSA todos por token\n' "$tok_new" > "$f"
step_run
assert_contains "$(last_mail_to berta@x.test)" "por token" "new token works"

# 8. TERMINAR during the secret placement: a draw before the first normal
#    turn; the game stays readable and verifiable.
hp=$(head_of gm)
printf 'TERMINAR EMPATE\n' | gm dir-gm-secreta g14@t
step_run
es status gm > /dev/null || fail "TERMINAR left a game that does not load"
[ "$(head_of gm)" != "$hp" ] || { last_mail_to jefe@x.test >&2; fail "TERMINAR during the placement was not applied"; }
[ "$(status_of gm phase)" = over ] || fail "game not over"
[ "$(status_of gm winner)" = "ana berta carla" ] || fail "a draw lists everyone: $(status_of gm winner)"
assert_contains "$(last_mail_to berta@x.test)" "La partida ha terminado: ya no se espera a nadie." "a finished game awaits nobody, in words"
assert_not_contains "$(last_mail_to berta@x.test)" "Plazo:" "a finished game has no deadline to tell"
git -C "$D/games/gm" show "HEAD:$(git -C "$D/games/gm" show --stat --format= HEAD | sed -n 's| *\(mail/[^ ]*\)/journal.txt.*|\1|p')/journal.txt" |
	grep -qx 'draw [0-9]*' || fail "draw not journaled"
assert_contains "$(last_mail_to berta@x.test)" "La partida ha terminado" "final report"
printf 'PRORROGAR 1h\n' | gm dir-gm-secreta g16@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "ha terminado" "no commands after the end"
es verify gm > /dev/null || fail "verify after master commands"
# 9. TERMINAR alone: the game ends with no result; orders are refused.
es new reconquista fin --seed 0f --insecure-seed --set master=dir-fin-secreta --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
printf 'PARTIDA fin\nDIRECTOR\nCLAVE dir-fin-secreta\nTERMINAR\n' | send plain jefe@x.test f1@t
step_run
st=$(es status fin)
assert_contains "$st" "phase over" "TERMINAR ends the game"
[ -z "$(status_of fin winner)" ] || fail "TERMINAR without EMPATE named winners: $(status_of fin winner)"
git -C "$D/games/fin" show HEAD:meta/game.txt | grep -qx 'abandoned yes' || fail "the end is not recorded"
git -C "$D/games/fin" log -1 --format=%s | grep -q 'sin resultado' || fail "commit line"
[ "$(count_subject "[fin] Partida terminada por el director")" -eq 3 ] || fail "every player is told the game ended"
assert_contains "$(last_mail_to berta@x.test)" "Semilla de los dados" "the seed is revealed at the end"
printf 'DEFENSA NINGUNA\n' | envelope fin berta pb | send plain berta@x.test f2@t
step_run
assert_contains "$(last_mail_to berta@x.test)" "ha terminado" "orders after the end are refused"
es verify fin > /dev/null || fail "verify after TERMINAR"
# 10. TERMINAR EMPATE leaves out expelled seats, or is shared by the
#     players named; OPCION changes a safe option, announced to all;
#     PRORROGAR while paused confirms a date; a refusal reads in English
#     in its English half.
es new reconquista emp --seed 10 --insecure-seed --set master=dir-emp-secreta --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc --player dani:dani@x.test:pd > /dev/null
em() { { printf 'PARTIDA emp\nDIRECTOR\nCLAVE dir-emp-secreta\n'; cat; } | send plain jefe@x.test "$1"; }
printf 'OPCION deadline_hours=24\nOPCION reminder_hours 2\n' | em e1@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "Opción cambiada: deadline_hours=24" "OPCION confirmed"
assert_contains "$(last_mail_to carla@x.test)" "cambia una opción: reminder_hours=2" "OPCION announced"
git -C "$D/games/emp" show HEAD:meta/game.txt | grep -qx 'deadline-hours 24' || fail "OPCION not stored"
printf 'OPCION max_turns=3\n' | em e2@t
step_run
t=$(last_mail_to jefe@x.test)
assert_contains "$t" "Las demás opciones no cambian" "an unsafe option refused"
assert_contains "$t" "Other options do not change once the game runs" "the English half is English"
printf 'PAUSAR\nPRORROGAR 48h\n' | em e3@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "si se reanudara ahora, vencería el 20" "PRORROGAR while paused gives a date"
printf 'REANUDAR\nEXPULSAR dani\n' | em e4@t
step_run
printf 'TERMINAR EMPATE ana dani\n' | em e5@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "sin expulsados" "a draw naming an expelled seat is refused"
[ "$(status_of emp phase)" != over ] || fail "a refused draw ended the game"
printf 'TERMINAR EMPATE\n' | em e6@t
step_run
[ "$(status_of emp winner)" = "ana berta carla" ] || fail "the draw includes the expelled seat: $(status_of emp winner)"
assert_contains "$(last_mail_to ana@x.test)" "tablas entre berta, carla y tú" "who shares the draw is told (ana in the second person)"
es verify emp > /dev/null || fail "verify after a draw without the expelled seat"
es new reconquista emq --seed 11 --insecure-seed --set master=dir-emq-secreta --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
printf 'PARTIDA emq\nDIRECTOR\nCLAVE dir-emq-secreta\nTERMINAR EMPATE carla ana\n' | send plain jefe@x.test q1@t
step_run
[ "$(status_of emq winner)" = "ana carla" ] || fail "a draw shared by the players named: $(status_of emq winner)"
es verify emq > /dev/null || fail "verify after a draw shared by some"

for pw in dir-gm-secreta jefe-de-todo; do
	if git -C "$D/games/gm" log -p --all | grep -qF -- "$pw"; then fail "the master password $pw is in the history"; fi
done
echo "gm: ok"
