#!/bin/sh
# Replying to a letter answers the letter. A press mail carries a reply
# address of its own (judge+GAME.SEAT.pAUTHOR.MAC), bound to the game, the
# reader and the author: a reply to it from the reader's address is
# relayed to the author only, privately, with the quoted original left
# out, and confirmed to the replier with the text relayed; where the
# game's press settings forbid it, the answer says so and how to give
# orders. A tampered or foreign address, a stranger, the author himself,
# an ended game: nothing is relayed. Every mail to a seat says in its last
# line what a reply does. PRENSA takes every line up to FIN: the
# confirmation shows what was relayed and names the lines that read as
# orders of any game (bot orders of every kind), which were not applied.
# A run killed anywhere relays the reply exactly once.
TEXT_ONLY=1
. tests/e2e/lib.sh

es new reconquista pr --seed 09 --insecure-seed --set master=dir-pr-secreta --player ana:ana@x.test:pa \
	--player berta:berta@x.test:pb --player carla:carla@x.test:pc:en > /dev/null
# newest outbox file to ADDR whose raw text has PATTERN (optional)
file_to() {
	n=$(outbox_newest "$1" "${2:-}")
	[ -n "$n" ] || fail "no mail to $1 ${2:-}"
	echo "$D/outbox/new/$n"
}
reply_addr() { sed -n 's/^Reply-To: <\(.*\)>\r\{0,1\}$/\1/p' "$1"; }
# rawmail FROM MSGID TO < body: a plain mail to TO
rawmail() {
	mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
	{ printf 'From: <%s>\nTo: <%s>\nMessage-ID: <%s>\nSubject: Re: prensa\nContent-Type: text/plain; charset=utf-8\n\n' \
		"$1" "$3" "$2"; cat; } > "$D/inbox/new/$(date -u -d "$NOW" +%s).$2"
}
count_to() { # ADDR TEXT: decoded mails to ADDR holding TEXT
	outbox_decode
	cn=0
	for f in "$D/outbox/new"/*; do
		grep -qi "^To: .*<$1>" "$f" || continue
		grep -qF -- "$2" "$D.dec/${f##*/}" && cn=$((cn + 1))
	done
	echo $cn
}
# the block of an echo between two lines (FROM's line excluded, up to TO's)
section() { printf '%s\n' "$1" | awk -v a="$2" -v b="$3" 'index($0, b) { on = 0 } on { print } index($0, a) { on = 1 }'; }

# 1. Orders of any game written after PRENSA go as text; the confirmation
#    shows the text and names them. Bot orders of every kind are orders.
# (in a data root of their own, which the runs below need not read)
D0=$D
D=$T/kinds
mkdir -p "$D"
cp "$D0/estafeta.conf" "$D/"
: > "$T/orders"
es new teg ot --seed 11 --insecure-seed --player o1:o1@x.test --player o2:o2@x.test > /dev/null
es new catan oc --seed 12 --insecure-seed --player o1:o1@x.test --player o2:o2@x.test --player o3:o3@x.test > /dev/null
es new kratos ok --seed 13 --insecure-seed --player o1:o1@x.test --player o2:o2@x.test --player o3:o3@x.test > /dev/null
es new nuevo-mundo on --seed 14 --insecure-seed --player o1:o1@x.test --player o2:o2@x.test > /dev/null
for g in ot oc ok on; do
	w=$(status_of $g waiting | cut -d' ' -f1)
	es bot $g "$w" | head -n 2 >> "$T/orders"
done
D=$D0
w=$(status_of pr waiting | cut -d' ' -f1)
es bot pr "$w" | head -n 2 >> "$T/orders"
[ "$(wc -l < "$T/orders")" -ge 5 ] || fail "the bots gave too few orders: $(cat "$T/orders")"
h0=$(head_of pr)
{ printf 'PRENSA berta ¿Trato? Tú al norte, yo al sur.\nVale, trato hecho.\nEMPATE\n'; cat "$T/orders"; } |
	envelope pr ana pa | send plain ana@x.test p1@t
step_run
cf=$(confirm_to ana@x.test)
assert_contains "$cf" "Tu mensaje de prensa se ha enviado a berta." "echo"
sent=$(section "$cf" "Este es el texto enviado:" "Atención")
assert_contains "$sent" "> ¿Trato? Tú al norte, yo al sur." "the confirmation shows the first line relayed"
assert_contains "$sent" "> Vale, trato hecho." "the confirmation shows the lines relayed"
warned=$(section "$cf" "estas líneas parecen órdenes" "Todo lo que sigue a PRENSA")
assert_contains "$warned" "> EMPATE" "EMPATE after PRENSA is named"
while IFS= read -r l; do
	assert_contains "$warned" "> $l" "an order of a game after PRENSA is named"
done < "$T/orders"
assert_not_contains "$warned" "Vale, trato hecho." "a sentence is no order"
assert_contains "$cf" "Tu voto de empate no se ha contado." "the vote not cast is told"
[ "$(count_subject "Votación de empate")" -eq 0 ] || fail "EMPATE after PRENSA cast a vote"
[ -z "$(git -C "$D/games/pr" diff "$h0" HEAD -- state/)" ] || fail "orders after PRENSA were applied"

# 2. The press mail says what a reply does and carries its own reply
#    address: not berta's orders address, bound to berta and ana.
pf=$(file_to berta@x.test "Prensa de ana")
pb=$(reply_addr "$pf")
ob=$(reply_addr "$(file_to berta@x.test "Bienvenida")")
case $pb in juez+pr.1.p0.*@estafeta.test) ;; *) fail "the press mail's Reply-To is no press reply address: '$pb'" ;; esac
[ "$pb" != "$ob" ] || fail "the press mail carries berta's orders address"
outbox_decode
assert_contains "$(cat "$D.dec/${pf##*/}")" "Si respondes a este correo, tu respuesta le llega solo a ana." \
	"the press mail says what a reply does"
# Every other mail to a seat says it too, in the reader's language.
assert_contains "$cf" "Si respondes a este correo, lo que escribas son órdenes para pr." "the confirmation's reply line"

# 3. berta presses Reply: her words go to ana only, without the quote.
h1=$(head_of pr)
na=$(count_to ana@x.test "berta te responde en privado")
nc=$(count_to carla@x.test "Vale, trato")
printf 'Vale, trato hecho. Yo al norte.\nATACAR Toledo\n\nEl sáb, ana escribió:\n> ¿Trato? Tú al norte, yo al sur.\n> Vale, trato hecho.\n' |
	rawmail berta@x.test r1@t "$pb"
step_run
[ "$(count_to ana@x.test "berta te responde en privado")" -eq $((na + 1)) ] || fail "the reply was not relayed to ana"
t=$(last_mail_to ana@x.test)
assert_contains "$t" "Subject: [pr] Prensa de berta" "the relay's subject"
assert_contains "$t" "Vale, trato hecho. Yo al norte." "the reply's text relayed"
assert_not_contains "$t" "¿Trato?" "the quoted original relayed back"
assert_contains "$t" "— berta" "signed"
assert_contains "$t" "Si respondes a este correo, tu respuesta le llega solo a berta." "the relay says what a reply does"
case $(reply_addr "$(file_to ana@x.test "Prensa de berta")") in
juez+pr.0.p1.*@estafeta.test) ;;
*) fail "the relayed reply cannot be answered in turn" ;;
esac
[ "$(count_to carla@x.test "Vale, trato")" -eq "$nc" ] || fail "the reply leaked to carla"
cf=$(confirm_to berta@x.test)
assert_contains "$cf" "Tu respuesta se ha enviado solo a ana, en privado." "the replier is told"
assert_contains "$cf" "> Vale, trato hecho. Yo al norte." "the confirmation shows the text relayed"
assert_contains "$(section "$cf" "estas líneas parecen órdenes" "Para dar órdenes")" "> ATACAR Toledo" \
	"an order in a reply is named"
assert_not_contains "$cf" "no es una orden" "the reply was read as orders"
[ -z "$(git -C "$D/games/pr" diff "$h1" HEAD -- state/)" ] || fail "the reply changed the game"
git -C "$D/games/pr" log -1 --format=%B | grep -qi 'prensa\|berta' && fail "the commit line tells of a private reply"
git -C "$D/games/pr" show HEAD --stat --format= | grep -q 'in-01.eml' || fail "the reply was not committed"
if git -C "$D/games/pr" show HEAD:"$(git -C "$D/games/pr" show --name-only --format= HEAD | grep 'in-01.eml$')" |
	grep -qF "${pb#juez+}"; then fail "the stored reply holds its reply address"; fi

# 4. Hostile: nothing relayed, the game unchanged, each told why.
h2=$(head_of pr)
na=$(count_to ana@x.test "berta te responde")
mac=${pb#juez+pr.1.p0.}
mac=${mac%@*}
flip=$(printf '%s' "$mac" | sed 's/^./x/;t;s/^/x/')
[ "$flip" != "$mac" ] || flip=$(printf '%s' "$mac" | sed 's/^./y/')
printf 'tampered\n' | rawmail berta@x.test h1@t "juez+pr.1.p0.$flip@estafeta.test"
printf 'seats swapped\n' | rawmail berta@x.test h2@t "juez+pr.2.p0.$mac@estafeta.test"
printf 'as my own orders\n' | rawmail berta@x.test h3@t "juez+pr.1.$mac@estafeta.test"
printf 'a stranger\n' | rawmail mallory@y.test h4@t "$pb"
printf 'the author through it\n' | rawmail ana@x.test h5@t "$pb"
printf 'the author to himself\n' | rawmail ana@x.test h6@t "juez+pr.0.p0.$mac@estafeta.test"
es new reconquista qq --seed 0d --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
printf 'another game\n' | rawmail berta@x.test h7@t "juez+qq.1.p0.$mac@estafeta.test"
step_run
outbox_decode
for k in 1 2 3 6 7; do
	f=$(cd "$D/outbox/new" && grep -l "^In-Reply-To: <h$k@t>" * | head -n 1)
	[ -n "$f" ] || fail "forged address h$k: no answer"
	grep -qF "La dirección a la que escribiste ya no es válida" "$D.dec/$f" || fail "forged address h$k: not refused as such"
done
for k in 4 5; do
	f=$(cd "$D/outbox/new" && grep -l "^In-Reply-To: <h$k@t>" * | head -n 1)
	[ -n "$f" ] || fail "h$k: no answer"
	grep -qF "no es la dirección registrada de berta" "$D.dec/$f" || fail "h$k: a reply from another address not refused"
	grep -q "^Reply-To: <juez+" "$D/outbox/new/$f" && fail "h$k: a stranger was given a reply address"
done
[ "$(count_to ana@x.test "berta te responde")" -eq "$na" ] || fail "a forged or foreign reply was relayed"
for w in tampered "seats swapped" "as my own" "a stranger" "the author" "another game"; do
	[ "$(count_to ana@x.test "$w")" -eq 0 ] && [ "$(count_to carla@x.test "$w")" -eq 0 ] || fail "'$w' was relayed"
done
[ "$(head_of pr)" = "$h2" ] || fail "a refused reply changed the game"

# 5. Press settings: press=public refuses a private reply and says how to
#    write to everyone; press=none says how to give orders; an expelled
#    author is told of.
gm() { { printf 'PARTIDA pr\nDIRECTOR\nCLAVE dir-pr-secreta\n'; cat; } | send plain jefe@x.test "$1"; }
printf 'OPCION press=public\n' | gm g1@t
step_run
assert_contains "$(last_mail_to carla@x.test)" "If you reply to this mail, what you write is orders for pr." \
	"the reply line in English"
printf 'solo para ti\n' | rawmail berta@x.test s1@t "$pb"
step_run
cf=$(confirm_to berta@x.test)
assert_contains "$cf" "la prensa solo puede ir a todos: tu respuesta no se ha enviado" "press=public"
assert_contains "$cf" "responde a este correo con PRENSA todos" "press=public: how to write to everyone"
printf 'OPCION press=none\n' | gm g2@t
step_run
printf 'solo para ti\n' | rawmail berta@x.test s2@t "$pb"
step_run
cf=$(confirm_to berta@x.test)
assert_contains "$cf" "pero la partida pr no" "press=none"
assert_contains "$cf" "Para dar órdenes, responde" "press=none: how to give orders"
case $(reply_addr "$(file_to berta@x.test "In-Reply-To: <s2@t>")") in
juez+pr.1.[0-9a-f]*@estafeta.test) ;;
*) fail "the refusal's Reply-To is not berta's orders address" ;;
esac
[ "$(count_to ana@x.test "solo para ti")" -eq 0 ] || fail "a reply forbidden by the press settings was relayed"
printf 'OPCION press=all\nEXPULSAR ana\n' | gm g3@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "Ya no juegas la partida pr: una respuesta ya no se aplica." \
	"the expelled seat's last mail says a reply is not applied"
printf 'hola\n' | rawmail berta@x.test s3@t "$pb"
step_run
assert_contains "$(confirm_to berta@x.test)" "ana ya no juega la partida pr: tu respuesta no se ha enviado" \
	"expelled author"

# 6. After the game ended: refused, nothing relayed.
printf 'PRENSA todos adiós\n' | envelope pr berta pb | send plain berta@x.test e0@t
step_run
pc=$(reply_addr "$(file_to carla@x.test "Press from berta")")
printf 'TERMINAR\n' | gm g4@t
step_run
assert_contains "$(last_mail_to carla@x.test)" "a reply to this mail is no longer applied" "the final mail's reply line"
printf 'too late\n' | rawmail carla@x.test e1@t "$pc"
step_run
assert_contains "$(confirm_to carla@x.test)" "is over; it takes no more press" "a reply after the end"
[ "$(count_to berta@x.test "too late")" -eq 0 ] || fail "a reply after the end was relayed"

# 7. A long letter is told by its line count.
es new reconquista ll --seed 0e --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
{ printf 'PRENSA todos\n'; seq 1 30 | sed 's/^/linea /'; } | envelope ll ana pa | send plain ana@x.test l1@t
step_run
assert_contains "$(confirm_to ana@x.test)" "Se han enviado 30 líneas de texto; la primera: «linea 1»." "line count"
assert_contains "$(last_mail_to berta@x.test)" "linea 30" "the long letter relayed whole"
for g in pr qq ll; do es verify $g > /dev/null || fail "verify $g"; done

# 8. Killed anywhere, recovered: the reply relayed and confirmed once
#    (strace's kill injection; the release pass: the sanitizers cannot run
#    under ptrace).
if [ "${SANITIZED:-0}" = 1 ]; then
	echo "press_reply: ok (no kill sweep under the sanitizers)"
	exit 0
fi
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"
D=$T/d2
mkdir -p "$D"
cp "$T/data/estafeta.conf" "$D/"
es new reconquista kk --seed 0f --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
printf 'PRENSA berta ¿Trato?\n' | envelope kk ana pa | send plain ana@x.test k1@t
step_run
pk=$(reply_addr "$(file_to berta@x.test "Prensa de ana")")
printf 'Trato hecho.\n' | rawmail berta@x.test k2@t "$pk"
now_plus 1
cp -a "$D" "$T/pristine"
run_in "$D"
run_in "$D"
snapshot "$D" kk > "$T/ref"
[ "$(grep -c . "$T/ref")" -ge 4 ] || fail "the reference run sent nothing: $(cat "$T/ref")"
reply_once() { # SYSCALL K
	n=$(grep -l "Trato hecho" "$R/outbox/new"/* | xargs -r grep -li '^To: .*<ana@x.test>' | wc -l)
	[ "$n" -eq 1 ] || fail "killed at $1 #$2: ana got the reply $n times"
}
# make check: the first and last rename, fsync and unlink; E2E_FULL=1: more.
if [ "${E2E_FULL:-0}" = 0 ]; then
	kill_recover "$T/pristine" kk 2 reply_once rename renameat fsync unlink
	[ "$points" -ge 4 ] && [ "$killed" -ge 2 ] || fail "only $points kill points ($killed killed)"
else
	kill_recover "$T/pristine" kk 4 reply_once rename renameat renameat2 fsync link unlink
	[ "$points" -ge 8 ] && [ "$killed" -ge 4 ] || fail "only $points kill points ($killed killed)"
fi
echo "press_reply: ok ($points kill points)"
