#!/bin/sh
# Language per player: chosen at creation (NAME:EMAIL:PASSWORD:LANG) or by
# mail with IDIOMA/LANGUAGE, alone or with orders; a bad one is rejected
# with the line quoted.
. tests/e2e/lib.sh

es new reconquista idi --seed 04 --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb:en \
	--player carla:carla@x.test:pc > /dev/null
assert_contains "$(last_mail_to berta@x.test)" "Welcome to game idi" "English at creation"
assert_contains "$(last_mail_to ana@x.test)" "Te damos la bienvenida" "Spanish by default"

printf 'LANGUAGE klingon\n' | envelope idi ana pa | send plain ana@x.test l1@t
step_run
t=$(last_mail_to ana@x.test)
assert_contains "$t" "Línea 4: «LANGUAGE klingon»" "bad language quoted"
assert_contains "$t" "IDIOMA es" "what was expected"

h=$(head_of idi)
printf 'idioma EN\nDEFENSA NINGUNA\n' | envelope idi ana pa | send plain ana@x.test l2@t
step_run
t=$(last_mail_to ana@x.test)
assert_contains "$t" "Subject: [idi] Orders accepted" "confirmation in the new language"
assert_contains "$t" "From now on we will write to you in English." "echo of the change"
[ "$(head_of idi)" != "$h" ] || fail "language change not committed"
git -C "$D/games/idi" show HEAD:meta/players.txt | grep -q '^player 0 ana ana@x.test en$' || fail "players.txt not updated"
w=$(status_of idi waiting)
es bot idi "$w" | envelope idi "$w" "p$(printf %.1s "$w")" | send plain "$w@x.test" l3@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "== What you saw ==" "reports follow the language"
es verify idi > /dev/null || fail "verify with a language change"
echo "lang: ok"
