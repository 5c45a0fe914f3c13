#!/bin/sh
# AYUDA / HELP and LISTA / LIST by mail, from anyone, without a game:
# the order syntax of a game, a general help, the games under way.
. tests/e2e/lib.sh

es new reconquista abierta --seed 0d --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
es new reconquista cerrada --seed 0e --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc --set master=dir-x-secreta > /dev/null
printf 'PARTIDA cerrada\nDIRECTOR\nCLAVE dir-x-secreta\nTERMINAR\n' | send plain jefe@x.test h0@t
step_run
if [ "$(status_of cerrada phase)" != over ]; then
	# The engine may refuse a draw during its placement: end it by turns.
	w=$(status_of cerrada waiting)
	while [ "$(status_of cerrada phase)" = placement ]; do
		w=$(status_of cerrada waiting)
		es bot cerrada "$w" | envelope cerrada "$w" "p$(printf %.1s "$w")" | send plain "$w@x.test" "c$(date -u -d "$NOW" +%s)@t"
		step_run
	done
	printf 'PARTIDA cerrada\nDIRECTOR\nCLAVE dir-x-secreta\nTERMINAR\n' | send plain jefe@x.test h00@t
	step_run
fi
[ "$(status_of cerrada phase)" = over ] || fail "could not end the second game"

n=$(outbox_count)
printf 'Hola:\n\nAYUDA reconquista\n' | send plain curioso@x.test h1@t
step_run
t=$(last_mail_to curioso@x.test)
assert_contains "$t" "Subject: [reconquista] Ayuda" "help subject"
assert_contains "$t" "COLOCAR 3 Madrid" "Spanish syntax"
assert_contains "$t" "PLACE 3 Madrid" "English syntax too"
assert_contains "$t" "Cáceres: Ávila, Badajoz, Salamanca, Toledo, Alto Alentejo, Beira Alta," "borders listed (issue 15 item 2)"

printf 'help\n' | send plain curioso@x.test h2@t
step_run
t=$(last_mail_to curioso@x.test)
assert_contains "$t" "Juegos: reconquista" "general help lists the kinds"
assert_contains "$t" "AYUDA nombre-del-juego" "general help explains AYUDA"

printf 'LISTA\n' | send plain curioso@x.test h3@t
step_run
t=$(last_mail_to curioso@x.test)
assert_contains "$t" "abierta (reconquista): 3 jugadores, turno 0" "running game listed"
assert_not_contains "$t" "cerrada" "finished game not listed"
assert_contains "$t" "Under way at juez@estafeta.test, these games:" "English too"
[ $(( $(outbox_count) - n )) -eq 3 ] || fail "expected exactly one answer per request"

printf 'AYUDA ajedrez\n' | send plain curioso@x.test h4@t
step_run
assert_contains "$(last_mail_to curioso@x.test)" "ninguna línea PARTIDA" "unknown kind: the usual no-envelope answer"
# Issue 15 item 14: --help names every kind of the registry (the list
# "help" prints from game_all), each one known to "help orders".
kinds=$(es help | sed -n 's/^Game kinds: //p')
[ -n "$kinds" ] || fail "help lists no kinds"
usage=$("$ESTAFETA" --help)
assert_contains "$usage" "KIND: $(echo "$kinds" | sed 's/ /, /g')." "--help lists the registry's kinds"
for k in $kinds; do
	es help orders "$k" en > /dev/null || fail "help orders $k"
done
# Issue 15 item 1: every game's help names the core orders, the draw vote
# among them, in the reader's language.
for k in $kinds; do
	assert_contains "$(es help orders "$k")" "EMPATE NO" "help orders $k: the draw vote"
	assert_contains "$(es help orders "$k" en)" "DRAW NO" "help orders $k en: the draw vote"
done
echo "help: ok"
