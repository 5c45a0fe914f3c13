#!/bin/sh
# Press: PRENSA todos / PRENSA NAME relays the text (rest of the line and
# the lines after it) signed by the sender, committed like orders but not
# journaled; press=public forbids private press, press=none all press.
. tests/e2e/lib.sh

es new reconquista pr --seed 09 --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc:en > /dev/null
subj_count() { # ADDR SUBJECT: mails to ADDR whose subject has SUBJECT
	c=0
	for f in "$D/outbox/new"/*; do
		grep -qi "^To: .*<$1>" "$f" || continue
		"$TOOLS/mailtext" "$f" | sed -n 's/^Subject: //p' | grep -qF -- "$2" && c=$((c + 1))
	done
	echo $c
}

# 1. To everyone, two lines, out of turn: berta and carla get it, ana not.
h0=$(head_of pr)
printf 'PRENSA todos ¡Alianza contra Carla!\nHablemos, Berta.\n' | envelope pr ana pa | send plain ana@x.test p1@t
step_run
[ "$(head_of pr)" != "$h0" ] || fail "press not committed"
t=$(last_mail_to berta@x.test)
assert_contains "$t" "Subject: [pr] Prensa de ana" "press subject"
assert_contains "$t" "ana escribe a todos los jugadores de la partida pr:" "press to all"
assert_contains "$t" "¡Alianza contra Carla!" "first line relayed"
assert_contains "$t" "Hablemos, Berta." "following line relayed"
assert_contains "$t" "— ana" "signed"
t=$(last_mail_to carla@x.test)
assert_contains "$t" "Subject: [pr] Press from ana" "press in carla's language"
assert_contains "$t" "¡Alianza contra Carla!" "carla gets it"
[ "$(subj_count ana@x.test "Prensa de ana")" -eq 0 ] || fail "the sender got her own press"
assert_contains "$(last_mail_to ana@x.test)" "Tu mensaje de prensa se ha enviado a todos" "echo"
git -C "$D/games/pr" log -1 --format=%s | grep -q 'prensa de ana' || fail "commit line lacks the press"
git -C "$D/games/pr" show HEAD --stat --format= | grep -q 'out-.*-berta.eml' || fail "press mail not committed"
[ -z "$(git -C "$D/games/pr" diff "$h0" HEAD -- state/)" ] || fail "press changed the game state"

# 2. Private: only berta.
nb=$(subj_count berta@x.test "Prensa de carla")
nc=$(subj_count ana@x.test "Prensa de carla")
printf 'PRESS berta just between us\n' | envelope pr carla pc | send plain carla@x.test p2@t
step_run
[ "$(subj_count berta@x.test "Prensa de carla")" -eq $((nb + 1)) ] || fail "private press not delivered"
[ "$(subj_count ana@x.test "Prensa de carla")" -eq "$nc" ] || fail "private press leaked to ana"
assert_contains "$(last_mail_to berta@x.test)" "carla te escribe en privado en la partida pr:" "private wording"
assert_contains "$(last_mail_to carla@x.test)" "Your press message was sent to berta." "private echo"
# Private press leaves no public trace: the commit line (git log, which
# anyone may read once the game is published) names neither the press nor
# its author; the public page lists no batch for it and the public copy of
# the running game has no commit for it, so not even its time is told.
git -C "$D/games/pr" log -1 --format=%B | grep -qi 'prensa\|carla' && fail "the commit line tells of private press"
es publish pr "$T/site" > /dev/null || fail "publish site"
grep -rqi 'prensa de carla\|órdenes de carla' "$T/site" && fail "the public page tells of carla's private press"
es publish pr --repo "$T/pub.git" > /dev/null || fail "publish repo"
want=$(git -C "$D/games/pr" log --format=%H -- views/public.txt | wc -l)
[ "$(git -C "$T/pub.git" rev-list --count HEAD)" -eq "$want" ] ||
	fail "the public copy has $(git -C "$T/pub.git" rev-list --count HEAD) commits, not the $want that changed the public view"
[ "$(ls "$T/site"/parte-*.html | wc -l)" -eq "$want" ] || fail "the public page lists batches that changed nothing public"

# 3. Unknown recipient, oneself, nothing to say: refused, nothing changes.
h1=$(head_of pr)
printf 'PRENSA zoe hola\n' | envelope pr ana pa | send plain ana@x.test p3@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "Línea 4: «PRENSA zoe hola»" "unknown recipient"
printf 'PRENSA ana hola\n' | envelope pr ana pa | send plain ana@x.test p4@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "PRENSA nombre-de-otro-jugador" "press to oneself"
printf 'PRENSA todos\n' | envelope pr ana pa | send plain ana@x.test p5@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "El mensaje de prensa está vacío" "empty press"
[ "$(head_of pr)" = "$h1" ] || fail "refused press changed the game"
es verify pr > /dev/null || fail "verify with press"

# 4. press=public: everyone only. press=none: none at all.
es new reconquista pub --seed 0a --insecure-seed --set press=public --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
git -C "$D/games/pub" show HEAD:meta/game.txt | grep -qx 'press public' || fail "press option not stored"
printf 'PRENSA berta xyzzy-oculto\n' | envelope pub ana pa | send plain ana@x.test p6@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "la prensa solo puede ir a todos" "private press forbidden"
assert_not_contains "$(last_mail_to berta@x.test)" "xyzzy-oculto" "forbidden press not relayed"
printf 'PRENSA todos público\n' | envelope pub ana pa | send plain ana@x.test p7@t
step_run
assert_contains "$(last_mail_to berta@x.test)" "público" "public press allowed"
es new reconquista mudo --seed 0b --insecure-seed --set press=none --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
h2=$(head_of mudo)
printf 'PRENSA todos hola\n' | envelope mudo ana pa | send plain ana@x.test p8@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "La partida mudo no admite prensa" "press=none"
[ "$(head_of mudo)" = "$h2" ] || fail "forbidden press changed the game"
if es new reconquista x --set press=loud --player a:a@x.test --player b:b@x.test --player c:c@x.test \
	> /dev/null 2>&1; then fail "press=loud accepted"; fi
echo "press: ok"
