#!/bin/sh
# slow: yes
# Nuevo Mundo through `estafeta run` from mail files: a game for 3
# players (every mail shape, deadlines expiring now and then; history,
# verify, seed and password privacy checked by full_game), then a game of
# two where a retreat question pauses the turn: the defender is mailed the
# question, the paused program stays the attacker's, the answer by mail
# resumes it by itself; help and the welcome print the rules choices.
TEXT_ONLY=1
. tests/e2e/lib.sh
# Its first 40 batches of about 105 (E2E_FULL=1, as make bench runs it: to
# its end; make check sees a game's end checks in kratos_game).
[ "${E2E_FULL:-0}" != 0 ] || FULL_GAME_MAX=40
full_game nuevo-mundo nm-3 a11ce ana berta carla

# The paused retreat question, by mail.
seed=${NM_SEED:-5eed01}
es new nuevo-mundo nm-r --seed "$seed" --insecure-seed --player ana:ana@x.test:pw-ana \
	--player berta:berta@x.test:pw-berta --set scenario=1 --set answer_hours=5 > /dev/null
welcome=$(last_mail_to ana@x.test)
assert_contains "$welcome" "Las Dos Hermanas" "the welcome names the scenario"
assert_contains "$welcome" "Costas abiertas:" "the welcome draws the coasts"
help=$(es help orders nuevo-mundo)
for needle in "losses=1/1,1/2,2/3" "semi" "Escenarios" "4 verdes, 1 rojo, 1 negro" "equilibrio"; do
	assert_contains "$help" "$needle" "help orders nuevo-mundo"
done
first=$(status_of nm-r waiting)
other=ana
[ "$first" = ana ] && other=berta
printf 'ENTRAR T3\n' | envelope nm-r "$first" "pw-$first" | send plain "$first@x.test" "nm-r-1@t"
step_run
printf 'ENTRAR T1\n' | envelope nm-r "$other" "pw-$other" | send plain "$other@x.test" "nm-r-2@t"
step_run
[ "$(status_of nm-r phase)" = turn ] || fail "the first round did not start"
[ "$(status_of nm-r waiting)" = "$first" ] || fail "the first entrant does not play first"
printf 'COMPRAR 3 CQ\nCOLOCAR 3 CQ T3\nMOVER 5 CQ T3 T1 REINTENTAR 4\nRETIRADA T1 HACIA T3\nMOVER 1 CQ T3 T2 REINTENTAR 4\n' |
	envelope nm-r "$first" "pw-$first" | send plain "$first@x.test" "nm-r-3@t"
step_run
[ "$(status_of nm-r phase)" = answer ] || fail "no retreat question (try another NM_SEED)"
[ "$(status_of nm-r waiting)" = "$other" ] || fail "the defender is not the one awaited"
# The question has its own deadline: answer_hours from now.
want=$(date -u -d "$NOW + 5 hours" +%Y-%m-%dT%H:%M:%SZ)
[ "$(status_of nm-r deadline)" = "$want" ] || fail "the question's deadline is $(status_of nm-r deadline), not $want"
q=$(last_mail_to "$other@x.test")
assert_contains "$q" "te propone una retirada" "the defender is asked"
assert_not_contains "$q" "MOVER 1 CQ T3 T2" "the paused program is not the defender's"
assert_contains "$(es view nm-r "$first")" "MOVER 1 CQ T3 T2" "the attacker sees its paused program"
assert_not_contains "$(es view nm-r)" "MOVER 1 CQ T3 T2" "the public view hides the paused program"
# The attacker cannot go on meanwhile.
printf 'MOVER 1 CQ T3 T2\n' | envelope nm-r "$first" "pw-$first" | send plain "$first@x.test" "nm-r-4@t"
step_run
assert_contains "$(last_mail_to "$first@x.test")" "se espera la respuesta de $other" "out of turn while paused"
printf 'ACEPTO\n' | envelope nm-r "$other" "pw-$other" | send plain "$other@x.test" "nm-r-5@t"
step_run
[ "$(status_of nm-r phase)" = turn ] || fail "the program did not resume"
[ "$(status_of nm-r waiting)" = "$other" ] || fail "the turn did not pass after the resumed program"
assert_contains "$(last_mail_to "$first@x.test")" "$other acepta tu retirada" "the answer is told, to the attacker as 'your retreat'"
# The reminder names what the deadline will do (issue 15 item 18).
now_plus 50
es run > /dev/null
assert_contains "$(last_mail_to "$other@x.test")" "Si no llega tu turno a tiempo, todo lo que tienes," \
	"the reminder names the default"
es verify nm-r > "$T/verify.out" || { cat "$T/verify.out" >&2; fail "verify nm-r"; }
echo "nm_game: ok"
