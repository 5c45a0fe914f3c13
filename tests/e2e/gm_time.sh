#!/bin/sh
# asan: no (the sanitizers run these commands in gm.sh and comaster.sh)
# The game master and time, by mail: PROCESAR (the step resolved now, the
# defaults applied, journaled, verified), PLAZO in hours or as a date in
# the master's zone (ZONA) or a named one, ACORTAR (never into the past),
# the option grace_hours (told to players; late orders taken until it
# ends, the defaults after), PREVER (to the master only: the repository's
# state and dice unchanged, and what it foresaw is what PROCESAR then
# did), ORDENES (the orders each seat sent this turn), the batch number
# VOLVER needs in the report and in ESTADO, and DIFUNDIR ... FIN followed
# by a command; AYUDA's section for game masters; a refused `estafeta rollback` exits 65.
. tests/e2e/lib.sh

es new reconquista tt --seed 0c --insecure-seed --set master=dir-tt-secreta --set master_address=jefe@x.test \
	--player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla > /dev/null
gm() { # MSGID < commands
	{ printf 'PARTIDA tt\nDIRECTOR\nCLAVE dir-tt-secreta\n'; cat; } | send plain jefe@x.test "$1"
}
iso() { date -u -d "$1" +%Y-%m-%dT%H:%M:%SZ; }
players_mail() { # mails to the players so far
	n=0; for p in ana berta carla; do
	n=$((n + $(cd "$D/outbox/new" && ls | xargs -r grep -li "^To: .*<$p@x.test>" | wc -l))); done; echo $n; }
journal_of_head() {
	git -C "$D/games/tt" show "HEAD:$(git -C "$D/games/tt" show --stat --format= HEAD |
		sed -n 's| *\(mail/[^ ]*\)/journal.txt.*|\1|p')/journal.txt" 2>/dev/null || true
}
bot_rounds tt 2

# 1. PLAZO in hours from now; ACORTAR; ACORTAR too far is refused.
printf 'PLAZO 36h\n' | gm p1@t
step_run
[ "$(status_of tt deadline)" = "$(iso "$NOW + 36 hours")" ] || fail "PLAZO 36h: $(status_of tt deadline)"
assert_contains "$(last_mail_to jefe@x.test)" "Plazo cambiado: ahora vence el" "PLAZO confirmed"
assert_contains "$(last_mail_to jefe@x.test)" "Deadline changed: it is now" "PLAZO confirmed in English"
assert_contains "$(last_mail_to berta@x.test)" "ha cambiado el plazo" "players told of the new deadline"
d1=$(status_of tt deadline)
printf 'ACORTAR 12h\n' | gm p2@t
step_run
[ "$(status_of tt deadline)" = "$(iso "$d1 - 12 hours")" ] || fail "ACORTAR 12h: $(status_of tt deadline)"
d2=$(status_of tt deadline)
printf 'ACORTAR 200h\n' | gm p3@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "quedaría en el pasado" "ACORTAR into the past refused"
[ "$(status_of tt deadline)" = "$d2" ] || fail "a refused ACORTAR moved the deadline"

# 2. PLAZO as a date: in the master's zone (ZONA), or in the zone named.
printf 'ZONA Europe/Madrid\nPLAZO 2026-12-24 18:00\n' | gm p4@t
step_run
[ "$(status_of tt deadline)" = 2026-12-24T17:00:00Z ] || fail "PLAZO in Madrid time: $(status_of tt deadline)"
assert_contains "$(last_mail_to jefe@x.test)" "2026-12-24 18:00 (Europe/Madrid) = 2026-12-24T17:00:00Z" "the master reads his zone"
git -C "$D/games/tt" show HEAD:meta/game.txt | grep -qx 'master-zone Europe/Madrid' || fail "the master's zone is not kept"
printf 'PLAZO 2026-12-24 18:00 America/Lima\n' | gm p5@t
step_run
[ "$(status_of tt deadline)" = 2026-12-24T23:00:00Z ] || fail "PLAZO in Lima time: $(status_of tt deadline)"
printf 'PLAZO 2020-01-01 10:00\n' | gm p6@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "Esa fecha ya ha pasado" "a date in the past is refused"
printf 'PLAZO 24h\n' | gm p7@t
step_run

# 3. ORDENES: what each seat sent this turn, to the master only.
w=$(status_of tt waiting)
es bot tt "$w" | envelope tt "$w" "pw-$w" | send plain "$w@x.test" o1@t
step_run
sent=$(git -C "$D/games/tt" show --stat --format= HEAD | sed -n 's| *\(mail/[^ ]*/in-01.orders\).*|\1|p')
first=$(git -C "$D/games/tt" show "HEAD:$sent" | grep -v '^#' | head -n 1)
[ -n "$first" ] || fail "no orders stored for $w"
n0=$(players_mail)
printf 'ORDENES\n' | gm o2@t
step_run
t=$(last_mail_to jefe@x.test)
assert_contains "$t" "Órdenes enviadas en" "ORDENES answered"
assert_contains "$t" "- $w (lote " "ORDENES names the seat"
assert_contains "$t" "  $first" "ORDENES gives the orders"
assert_contains "$t" "Orders sent in" "ORDENES in English too"
[ "$(players_mail)" -eq "$n0" ] || fail "ORDENES reached a player"

# 4. PREVER: nothing changes; what it foresees is what PROCESAR does.
st0=$(git -C "$D/games/tt" show HEAD:state/game.txt)
dice0=$(git -C "$D/games/tt" show HEAD:meta/game.txt | grep '^dice ')
w=$(status_of tt waiting)
printf 'PREVER\n' | gm v1@t
step_run
pv=$(last_mail_to jefe@x.test)
assert_contains "$pv" "Previsión (no se ha aplicado nada" "PREVER answered"
assert_contains "$pv" "la orden por defecto sería para $w" "PREVER names who gets the default"
assert_contains "$pv" "Preview (nothing was applied" "PREVER in English too"
[ "$(git -C "$D/games/tt" show HEAD:state/game.txt)" = "$st0" ] || fail "PREVER changed the state"
[ "$(git -C "$D/games/tt" show HEAD:meta/game.txt | grep '^dice ')" = "$dice0" ] || fail "PREVER moved the dice"
[ "$(players_mail)" -eq "$n0" ] || fail "PREVER reached a player"
[ "$(status_of tt waiting)" = "$w" ] || fail "PREVER processed the turn"
printf '%s\n' "$pv" | awk '/^== Vista pública prevista ==$/ {on=1; next} /^(\* \* \*|Para responder como director)/ {on=0} on' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' > "$T/foreseen"
[ -s "$T/foreseen" ] || fail "PREVER has no public view"

# 5. PROCESAR: the defaults now, journaled; everyone told; verify replays it.
dl=$(status_of tt deadline)
printf 'PROCESAR\n' | gm x1@t
step_run
journal_of_head | grep -qx timeout || fail "PROCESAR did not time the step out"
[ "$(status_of tt deadline)" != "$dl" ] || fail "PROCESAR kept the old deadline"
assert_contains "$(confirm_to jefe@x.test)" "Turno procesado ahora. Orden por defecto para: $w" "PROCESAR confirmed"
assert_contains "$(confirm_to jefe@x.test)" "Turn processed now" "PROCESAR confirmed in English"
outbox_decode
grep -l "ha procesado el turno sin esperar" "$D.dec"/* | xargs -r grep -l '^To: carla@x.test' | grep -q . ||
	fail "players are not told that the master processed the turn"
git -C "$D/games/tt" show HEAD:views/public.txt | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' > "$T/real"
diff "$T/foreseen" "$T/real" > /dev/null || { diff "$T/foreseen" "$T/real" >&2; fail "PREVER foresaw another outcome"; }
# The master's report gives the batch VOLVER needs and the bot's seats.
rep=$(cat "$(grep -l 'Informe para el director' "$D.dec"/* | xargs grep -l '^To: jefe@x.test' | sort | tail -n 1)")
b=$(git -C "$D/games/tt" show HEAD:meta/game.txt | sed -n 's/^seq //p')
assert_contains "$rep" "Lote $b: más adelante, VOLVER $b devuelve la partida a este punto." "the report names its batch"
assert_contains "$rep" "Juega el robot: -" "the report names the bot's seats"
es verify tt > /dev/null || fail "verify after PROCESAR"

# 6. DIFUNDIR ... FIN: the command after it is applied; ESTADO has the batch.
printf 'DIFUNDIR Hoy se juega.\nFIN\nESTADO\n' | gm f1@t
step_run
t=$(last_mail_to ana@x.test)
assert_contains "$t" "Hoy se juega." "broadcast sent"
assert_not_contains "$t" "ESTADO" "the command after FIN is no part of the text"
t=$(last_mail_to jefe@x.test)
assert_contains "$t" "Situación: turno" "the command after FIN applied"
assert_contains "$t" "Lote $b: más adelante, VOLVER $b" "ESTADO names the batch"
printf 'DIFUNDIR sin fin\nESTADO\n' | gm f2@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "ESTADO" "an old DIFUNDIR without FIN takes the rest of the mail"

# 7. grace_hours: told to players; late orders taken, defaults after it.
printf 'OPCION grace_hours=6\nPLAZO 10h\n' | gm g1@t
step_run
d=$(status_of tt deadline)
assert_contains "$(last_mail_to ana@x.test)" "período de gracia: se aceptan órdenes tardías hasta el $(date -u -d "$d + 6 hours" '+%Y-%m-%d %H:%M')" "grace told"
w=$(status_of tt waiting)
h=$(head_of tt)
NOW=$(iso "$d + 2 hours")
es run > /dev/null
[ "$(head_of tt)" = "$h" ] && [ "$(status_of tt waiting)" = "$w" ] || fail "the defaults applied inside the grace period"
es bot tt "$w" | envelope tt "$w" "pw-$w" | send plain "$w@x.test" g2@t
step_run
journal_of_head | grep -q "^orders " || fail "late orders were not taken in the grace period"
journal_of_head | grep -qx timeout && fail "a timeout came with the late orders"
d=$(status_of tt deadline)
w=$(status_of tt waiting)
NOW=$(iso "$d + 5 hours")
es run > /dev/null
[ "$(status_of tt waiting)" = "$w" ] || fail "the defaults applied before the grace period ended"
NOW=$(iso "$d + 6 hours")
es run > /dev/null
journal_of_head | grep -qx timeout || fail "no defaults once the grace period ended"
es verify tt > /dev/null || fail "verify at the end"

# 8. `estafeta rollback` of a finished game brings it back (rollback.sh);
#    what it still refuses is the operator's mistake (65) with the
#    reason, not the software's (70).
printf 'TERMINAR\n' | gm t1@t
step_run
[ "$(status_of tt phase)" = over ] || fail "TERMINAR did not end the game"
h=$(head_of tt)
set +e
es rollback tt 9999 > /dev/null 2> "$T/err"
rc=$?
set -e
[ "$rc" -eq 65 ] || fail "rollback of a finished game to no batch exits $rc, not 65"
grep -q "has no batch 9999" "$T/err" || fail "rollback gives no reason: $(cat "$T/err")"
[ "$(head_of tt)" = "$h" ] || fail "a refused rollback changed the game"

# 9. AYUDA has a section for game masters, in both languages.
printf 'AYUDA\n' | send plain curioso@y.test h1@t
step_run
t=$(last_mail_to curioso@y.test)
assert_contains "$t" "Para directores de juego" "AYUDA has the game masters' section"
assert_contains "$t" "| PROCESAR" "AYUDA lists the master's commands"
assert_contains "$t" "For game masters" "HELP has the game masters' section in English"
echo "gm_time: ok"
