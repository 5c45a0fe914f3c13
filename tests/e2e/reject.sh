#!/bin/sh
# Every kind of bad mail gets a clear reply (quoting the offending line
# where there is one) and changes nothing; duplicates are applied once;
# automatic mail and junk are never answered and never crash the run.
. tests/e2e/lib.sh

es new reconquista g1 --seed 01 --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
h0=$(head_of g1)
w=$(status_of g1 waiting)
[ -n "$w" ] || fail "nobody waited for after creation"
case $w in ana) o=berta ;; *) o=ana ;; esac
pw() { case $1 in ana) echo pa ;; berta) echo pb ;; carla) echo pc ;; esac; }
n0=$(outbox_count)
[ "$n0" -eq 3 ] || fail "expected 3 welcome mails, found $n0"

# 1. wrong password
printf 'COLOCAR 5 Madrid\n' | envelope g1 "$w" wrong | send plain "$w@x.test" m1@t
step_run
t=$(last_mail_to "$w@x.test")
assert_contains "$t" "La clave no es correcta" "wrong password"
assert_contains "$t" "Subject: [g1] Correo rechazado" "reject subject"
assert_contains "$t" "In-Reply-To: m1@t" "reply threads"

# 2. unknown game
printf 'PASO\n' | envelope nada "$w" "$(pw "$w")" | send plain "$w@x.test" m2@t
step_run
assert_contains "$(last_mail_to "$w@x.test")" "No existe ninguna partida llamada «nada»" "unknown game"

# 3. unknown player
printf 'PASO\n' | envelope g1 zoe zz | send plain "zoe@x.test" m3@t
step_run
t=$(last_mail_to "zoe@x.test")
assert_contains "$t" "no juega nadie llamado «zoe»" "unknown player"
assert_contains "$t" 'Nobody called "zoe"' "unknown sender gets English too"

# 4. From is not the player's address
printf 'PASO\n' | envelope g1 "$w" "$(pw "$w")" | send plain "mallory@x.test" m4@t
step_run
t=$(last_mail_to "mallory@x.test")
assert_contains "$t" "no es la dirección registrada" "wrong sender"
assert_not_contains "$t" "$w@x.test" "the registered address is not revealed"

# 5. orders out of turn (another player passes during w's placement;
# placement rounds, which may be sent ahead, would be noted)
printf 'PASO\n' | envelope g1 "$o" "$(pw "$o")" | send plain "$o@x.test" m5@t
step_run
t=$(last_mail_to "$o@x.test")
assert_contains "$t" "Línea 4: «PASO»" "out of turn quotes the line"
assert_contains "$t" "$w" "out of turn names who is awaited"

# 6. illegal order: an unknown province, with a suggestion
printf 'COLOCAR 3 Madriz\nCOLOCAR 2 Madrid\n' | envelope g1 "$w" "$(pw "$w")" | send plain "$w@x.test" m6@t
step_run
t=$(last_mail_to "$w@x.test")
assert_contains "$t" "Línea 4: «COLOCAR 3 Madriz»" "illegal order quoted"
assert_contains "$t" "Madrid" "suggestion"

# 7. a mail over the size limit
{ printf 'COLOCAR 5 Madrid\n'; i=0; while [ $i -lt 1200 ]; do printf 'relleno relleno relleno relleno relleno relleno relleno\n'; i=$((i + 1)); done; } |
	envelope g1 "$w" "$(pw "$w")" | send plain "$w@x.test" m7@t
step_run
assert_contains "$(last_mail_to "$w@x.test")" "supera el tamaño máximo (65536 bytes de cabeceras y texto" "too big"

# 8. no envelope at all
printf 'hola, ¿cómo se juega?\n' | send plain "curioso@x.test" m8@t
step_run
assert_contains "$(last_mail_to "curioso@x.test")" "ninguna línea PARTIDA" "no envelope"

# 9. an envelope keyword given twice with different values
printf 'PARTIDA g1\nPARTIDA g2\nJUGADOR ana\nCLAVE pa\nPASO\n' | send plain "ana@x.test" m9@t
step_run
t=$(last_mail_to "ana@x.test")
# Issue 15, item 15: each language's own words (the sender is not known yet:
# both), never the English one in the Spanish part.
assert_contains "$t" "No hemos aplicado nada de tu correo: línea 2: PARTIDA repetido con otro valor (g1, g2)." "repeated keyword, Spanish"
assert_contains "$t" "Nothing from your mail was applied: line 2: PARTIDA given twice (g1, g2)." "repeated keyword, English"
printf 'PARTIDA g1\nJUGADOR ana\nCLAVE pa\nJUGADOR berta\nPASO\n' | send plain "ana@x.test" m9b@t
step_run
assert_contains "$(last_mail_to "ana@x.test")" "línea 4: JUGADOR repetido con otro valor (ana, berta)" "the issue's example"
printf 'PARTIDA g1\nJUGADOR ana\nCLAVE pa\nCLAVE otra\nPASO\n' | send plain "ana@x.test" m9c@t
step_run
t=$(last_mail_to "ana@x.test")
assert_contains "$t" "línea 4: CLAVE repetido con otro valor." "a repeated password"
assert_not_contains "$t" "otra" "a password is never quoted"

[ "$(head_of g1)" = "$h0" ] || fail "a rejected mail changed the game"
[ -z "$(ls "$D/inbox/new")" ] || fail "rejected mails must leave the inbox"

# 10. automatic mail, a bounce and binary junk: no reply, no crash
n1=$(outbox_count)
printf 'From: <ana@x.test>\nAuto-Submitted: auto-replied\nMessage-ID: <a1@t>\nSubject: fuera de la oficina\n\nPARTIDA g1\nJUGADOR ana\nCLAVE pa\nPASO\n' > "$D/inbox/new/auto.test"
printf 'From: MAILER-DAEMON@x.test\nMessage-ID: <b1@t>\nContent-Type: multipart/report; report-type=delivery-status; boundary=b\n\n--b\nContent-Type: text/plain\n\nundeliverable\n--b--\n' > "$D/inbox/new/bounce.test"
i=0
while [ $i -lt 64 ]; do printf '\377\000\001\033[2J\r\n=?=\t--\n'; i=$((i + 1)); done > "$D/inbox/new/junk.test"
printf 'From: <ana@x.test>\nMessage-ID: <mal@t>\nContent-Type: multipart/mixed; boundary="nunca"\n\nsin frontera\n' > "$D/inbox/new/malformed.test"
now_plus 1
es run > /dev/null || fail "run failed on junk"
n2=$(outbox_count)
[ $((n2 - n1)) -le 1 ] || fail "automatic mail or junk was answered ($((n2 - n1)) replies)"
for f in auto bounce junk; do
	ls "$D/inbox/cur/$f.test:2,S" > /dev/null || fail "$f not marked handled"
done
[ "$(head_of g1)" = "$h0" ] || fail "junk changed the game"

# 11. duplicate delivery: the same Message-ID twice in one run, then again later
es bot g1 "$w" > "$T/orders"
envelope g1 "$w" "$(pw "$w")" < "$T/orders" | send plain "$w@x.test" dup@t
envelope g1 "$w" "$(pw "$w")" < "$T/orders" | send plain "$w@x.test" dup@t
n3=$(outbox_count)
step_run
[ "$(git -C "$D/games/g1" rev-list --count HEAD)" -eq 2 ] || fail "duplicate created more than one commit"
confirms=$(count_subject "Órdenes aceptadas")
[ "$confirms" -eq 1 ] || fail "expected one confirmation, got $confirms"
envelope g1 "$w" "$(pw "$w")" < "$T/orders" | send plain "$w@x.test" dup@t
step_run
[ "$(git -C "$D/games/g1" rev-list --count HEAD)" -eq 2 ] || fail "a later duplicate was applied again"
[ "$(count_subject "Órdenes aceptadas")" -eq 1 ] || fail "duplicate answered"
n4=$(outbox_count)
# One confirmation plus one report per player.
[ $((n4 - n3)) -eq 4 ] || fail "expected 4 mails for one accepted order mail, got $((n4 - n3))"
git -C "$D/games/g1" show HEAD --stat --format=%s | grep -q 'in-01.eml' || fail "received mail not committed"
git -C "$D/games/g1" fsck --strict > /dev/null 2>&1 || fail "git fsck"

# 12. A corrected mail is never dropped (reliability issue, item 10): a
#     refused mail, then the corrected one re-sent under the same
#     Message-ID, is applied; a stranger's mail that borrows a player's
#     next Message-ID first does not squat it.
w=$(status_of g1 waiting)
h=$(head_of g1)
printf 'COLOCAR 99 Madriz\n' | envelope g1 "$w" "$(pw "$w")" | send plain "$w@x.test" fix@t
step_run
[ "$(head_of g1)" = "$h" ] || fail "a refused mail changed the game"
es bot g1 "$w" | envelope g1 "$w" "$(pw "$w")" | send plain "$w@x.test" fix@t
step_run
[ "$(head_of g1)" != "$h" ] || fail "the corrected mail under the same Message-ID was dropped"
w=$(status_of g1 waiting)
h=$(head_of g1)
printf 'PASO\n' | envelope g1 "$w" wrong | send plain mallory@x.test squat@t
step_run
es bot g1 "$w" | envelope g1 "$w" "$(pw "$w")" | send plain "$w@x.test" squat@t
step_run
[ "$(head_of g1)" != "$h" ] || fail "a stranger's mail squatted a player's Message-ID"
# 13. The limit counts headers and text, not images: a reply that carries
#     the judge's picture back (Outlook and Apple Mail keep inline images
#     in replies) is read, though the whole mail is 5 times the limit of
#     65536 bytes; the same picture in a mail past the whole-mail bound
#     (16 times the limit) is refused, stating both figures.
related() { # ORDERS-FILE PICTURE-BYTES MESSAGE-ID
	printf 'From: %s@x.test\nTo: juez@estafeta.test\nSubject: Re: g1\nMessage-ID: <%s>\n' "$w" "$3"
	printf 'MIME-Version: 1.0\nContent-Type: multipart/related; boundary="rel"\n\n--rel\n'
	printf 'Content-Type: text/plain; charset=utf-8\n\n'
	cat "$1"
	printf -- '--rel\nContent-Type: image/png; name="tablero.png"\nContent-Transfer-Encoding: base64\n'
	printf 'Content-ID: <tablero@estafeta.test>\nContent-Disposition: inline\n\n'
	head -c "$2" /dev/zero | tr '\0' 'P' | base64
	printf -- '--rel--\n'
}
w=$(status_of g1 waiting)
h=$(head_of g1)
es bot g1 "$w" | envelope g1 "$w" "$(pw "$w")" > "$T/orders13"
f13="$D/inbox/new/$(date -u -d "$NOW" +%s).big-picture"
related "$T/orders13" 250000 big-picture@t > "$f13"
[ "$(wc -c < "$f13")" -gt $((5 * 65536)) ] || fail "the picture reply is not over 5 times the limit"
step_run
[ "$(head_of g1)" != "$h" ] || fail "a reply carrying the picture back was not applied: $(last_mail_to "$w@x.test" | head -5)"
w=$(status_of g1 waiting)
h=$(head_of g1)
es bot g1 "$w" | envelope g1 "$w" "$(pw "$w")" > "$T/orders13"
related "$T/orders13" 800000 huge-picture@t > "$D/inbox/new/$(date -u -d "$NOW" +%s).huge-picture"
step_run
[ "$(head_of g1)" = "$h" ] || fail "a mail past the whole-mail bound was applied"
assert_contains "$(last_mail_to "$w@x.test")" "1048576 bytes en total" "the whole-mail bound stated"
echo "reject: all cases passed"
