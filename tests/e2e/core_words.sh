#!/bin/sh
# The core's words (issue 15): no false promises in confirmations (item
# 17: "recibirás el resultado" only when the mail's orders make a result
# follow); subjects and reports say where the game stands ("Colocación
# inicial, ronda 2", not "Turno 0") and the awaited reader reads "te toca
# a ti", never his own name (item 19); a deadline without a zone names
# UTC (item 19); a mail we cannot read is told so in the reader's
# language, not in English (item 15).
. tests/e2e/lib.sh

es new reconquista cw --seed 0d --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb:en \
	--player carla:carla@x.test:pc > /dev/null
pw() { case $1 in ana) echo pa ;; berta) echo pb ;; carla) echo pc ;; esac; }
w=$(status_of cw waiting)
t=$(last_mail_to "$w@x.test")
assert_contains "$t" "Te toca a ti" "the welcome tells the first placer"
assert_not_contains "$t" "Se espera a: $w" "the welcome names the reader"
assert_contains "$t" "(UTC) = " "a deadline without a zone names UTC"

# 1. IDIOMA alone, a standing order out of turn: no result promised.
idle=carla
[ "$w" != carla ] || idle=ana
printf 'IDIOMA es\n' | envelope cw "$idle" "$(pw "$idle")" | send plain "$idle@x.test" c1@t
step_run
t=$(confirm_to "$idle@x.test")
assert_contains "$t" "A partir de ahora te escribiremos en español" "IDIOMA echoed"
assert_not_contains "$t" "Recibirás el resultado" "IDIOMA promises no result"
printf 'DEFENSA NINGUNA\n' | envelope cw "$idle" "$(pw "$idle")" | send plain "$idle@x.test" c2@t
step_run
t=$(confirm_to "$idle@x.test")
assert_contains "$t" "Órdenes aceptadas" "a standing order out of turn is accepted"
assert_not_contains "$t" "Recibirás el resultado" "a standing order promises no result"

# 2. Placement orders make a new decision point: the result is promised,
#    and it comes. Play the first round of placement, then one more.
for k in 1 2 3 4; do
	w=$(status_of cw waiting)
	es bot cw "$w" --seed "$k" | envelope cw "$w" "$(pw "$w")" | send plain "$w@x.test" "c3-$k@t"
	step_run
	t=$(confirm_to "$w@x.test")
	printf '%s' "$t" | grep -q "Recibirás el resultado en otro correo\|The result comes in another mail" ||
		{ printf '%s\n' "$t" >&2; fail "placement orders: the result is not announced"; }
done
w=$(status_of cw waiting)
[ "$(status_of cw turn)" = 0 ] || fail "the placement ended too soon for this test"
t=$(last_mail_to "$w@x.test")
subj=$(printf '%s\n' "$t" | sed -n 's/^Subject: //p')
case $w in
berta) want="[cw] Initial placement, round 2: your move" ;;
*) want="[cw] Colocación inicial, ronda 2: te toca a ti" ;;
esac
[ "$subj" = "$want" ] || fail "subject of the awaited player: '$subj', not '$want'"
assert_not_contains "$t" "Turno 0" "no turn 0 during the placement"
printf '%s' "$t" | grep -q "^Te toca a ti\.\|^It is your turn\." || fail "the report does not tell $w it is his turn"
for r in ana berta carla; do
	[ "$r" = "$w" ] && continue
	t=$(last_mail_to "$r@x.test")
	printf '%s' "$t" | grep -q "^Se espera a: $w\|^Waiting for: $w" || { printf '%s\n' "$t" >&2; fail "$r is not told who is awaited"; }
	printf '%s' "$t" | grep -q "^Subject: \[cw\] \(Colocación inicial, ronda 2\|Initial placement, round 2\)$" ||
		fail "$r's subject does not name the round"
done

# 3. A mail with no text part: the reason in Spanish (and English), never
#    the parser's English in the Spanish part.
printf 'From: <ana@x.test>\nMessage-ID: <img@t>\nSubject: foto\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n' > "$D/inbox/new/img.test"
step_run
t=$(last_mail_to ana@x.test)
assert_contains "$t" "No hemos podido leer tu correo (no tiene ninguna parte de texto)" "unreadable, Spanish"
assert_contains "$t" "We could not read your mail (it has no text part)" "unreadable, English"
