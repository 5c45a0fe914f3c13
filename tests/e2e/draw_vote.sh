#!/bin/sh
# The players' unanimous draw vote, a core order of every game (issue 15,
# item 1): EMPATE / DRAW votes for a draw among the seats still in,
# EMPATE NO withdraws; accepted whether the seat is awaited or not, with
# or without orders (all or nothing); every vote and withdrawal told to
# every player in their language, the reader named "tú"/"you"; votes kept
# in meta/game.txt; the last vote ends the game as a draw among those
# still in (journaled "draw MASK": verify replays it); no vote in a
# finished game; a seat the bot plays shares the draw without a vote.
# Also (item 2) a new La reconquista game stores the pinned
# stalemate_rounds=0 and refuses another value.
. tests/e2e/lib.sh

es new reconquista dv --seed 0d --insecure-seed --set master=jefe-de-la-dv --player ana:ana@x.test:pa --player berta:berta@x.test:pb:en \
	--player carla:carla@x.test:pc > /dev/null
meta() { git -C "$D/games/dv" show HEAD:meta/game.txt; }
meta | grep -qx 'option stalemate_rounds=0' || fail "the pinned option is not stored"
if es new reconquista dv2 --seed 0e --insecure-seed --set stalemate_rounds=5 --player a:a@x.test --player b:b@x.test \
	--player c:c@x.test > "$T/new.out" 2>&1; then fail "stalemate_rounds=5 was accepted"; fi
grep -q 'stalemate_rounds=0' "$T/new.out" || { cat "$T/new.out" >&2; fail "the refusal does not say why"; }
es new reconquista dv3 --seed 0e --insecure-seed --set stalemate_rounds=0 --player a:a@x.test --player b:b@x.test \
	--player c:c@x.test > /dev/null || fail "the pinned value itself was refused"
# The game master's OPCION and a sign-up are refused with the reason too.
printf 'PARTIDA dv\nDIRECTOR\nCLAVE jefe-de-la-dv\nOPCION stalemate_rounds=5\n' | send plain jefe@x.test o1@t
step_run
t=$(last_mail_to jefe@x.test)
assert_contains "$t" "las partidas nuevas de La reconquista juegan con stalemate_rounds=0" "OPCION refused, Spanish"
assert_contains "$t" "players end a stalemate by voting DRAW" "OPCION refused, English"
printf 'jefe-de-todo\n' | es master-password > /dev/null
printf 'NUEVA PARTIDA reconquista dv4\nCLAVE jefe-de-todo\nPLAZAS 3\nOPCION stalemate_rounds=5\n' | send plain jefe@x.test o2@t
step_run
t=$(last_mail_to jefe@x.test)
assert_contains "$t" "juegan con stalemate_rounds=0" "sign-up refused, Spanish"
assert_contains "$t" "new La reconquista games play with stalemate_rounds=0" "sign-up refused, English"
[ ! -d "$D/forming/dv4" ] || fail "a refused sign-up was opened"

waiting=$(status_of dv waiting)
other=carla # a Spanish reader who is not awaited
[ "$waiting" != carla ] || other=ana
pw() { case $1 in ana) echo pa ;; berta) echo pb ;; carla) echo pc ;; esac; }

# 1. A vote from a seat that is not awaited: no engine check, confirmed,
#    announced to the others (berta reads English), stored.
h0=$(head_of dv)
printf 'EMPATE\n' | envelope dv "$other" "$(pw "$other")" | send plain "$other@x.test" v1@t
step_run
[ "$(head_of dv)" != "$h0" ] || fail "the vote was not committed"
t=$(last_mail_to "$other@x.test")
assert_contains "$t" "Tu voto de empate queda anotado" "voter's echo"
assert_not_contains "$t" "Recibirás el resultado" "a vote promises no result"
meta | grep -q '^draw-votes ' || fail "votes not stored in meta"
for r in ana berta carla; do
	[ "$r" = "$other" ] && continue
	t=$(last_mail_to "$r@x.test")
	if [ "$r" = berta ]; then
		assert_contains "$t" "proposes a draw" "berta told in English"
		assert_contains "$t" "Still to vote: you" "berta named as you"
	else
		assert_contains "$t" "propone tablas" "$r told"
		assert_contains "$t" "Faltan por votar: tú" "$r named as tú"
	fi
done
[ "$(status_of dv phase)" != over ] || fail "one vote ended the game"

# 2. Withdrawal, told to all; the second withdrawal changes nothing.
printf 'EMPATE NO\n' | envelope dv "$other" "$(pw "$other")" | send plain "$other@x.test" v2@t
step_run
assert_contains "$(last_mail_to "$other@x.test")" "Retiras tu voto de empate" "withdrawal echo"
assert_contains "$(last_mail_to carla@x.test)$(last_mail_to berta@x.test)" "Nobody votes for a draw now" "withdrawal told"
meta | grep -q '^draw-votes ' && fail "a withdrawn vote stays in meta"

# 3. Orders and a vote in one mail, all or nothing: a bad order refuses
#    the vote too.
h1=$(head_of dv)
printf 'VOLAR A MARTE\nEMPATE\n' | envelope dv "$waiting" "$(pw "$waiting")" | send plain "$waiting@x.test" v3@t
step_run
[ "$(head_of dv)" = "$h1" ] || fail "a refused mail changed the game"
assert_contains "$(last_mail_to "$waiting@x.test")" "VOLAR A MARTE" "bad line quoted"
# Good orders and a vote: both.
{ es bot dv "$waiting" --seed 1; printf 'DRAW\n'; } | envelope dv "$waiting" "$(pw "$waiting")" | send plain "$waiting@x.test" v4@t
step_run
meta | grep -q '^draw-votes ' || fail "the vote with orders was not stored"
[ "$(status_of dv waiting)" != "$waiting" ] || fail "the orders with the vote were not applied"
t=$(confirm_to "$waiting@x.test")
printf '%s' "$t" | grep -q "Tu voto de empate queda anotado\|Your draw vote is recorded" || fail "no vote echo with the orders"

# 4. Everyone still in votes: a draw among them, journaled, verified.
for r in ana berta carla; do
	printf 'empate\n' | envelope dv "$r" "$(pw "$r")" | send plain "$r@x.test" "v5-$r@t"
done
step_run
[ "$(status_of dv phase)" = over ] || fail "a unanimous vote did not end the game"
[ "$(status_of dv winner)" = "ana berta carla" ] || fail "draw not shared by all: $(status_of dv winner)"
git -C "$D/games/dv" show HEAD:mail/000/00/$(printf %06d "$(meta | sed -n 's/^seq //p')")/journal.txt | grep -qx 'draw 7' ||
	fail "the draw is not journaled"
assert_contains "$(last_mail_to carla@x.test)" "votaron empate" "the end says why"
es verify dv > "$T/verify.out" || { cat "$T/verify.out" >&2; fail "verify"; }

# 5. No vote in a finished game.
printf 'EMPATE NO\n' | envelope dv ana pa | send plain ana@x.test v6@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "ya no se puede votar empate" "vote after the end"

# 6. A seat that leaves (expelled) loses its vote and is no longer needed:
#    the others' votes make a draw among them.
es new reconquista dx --seed 0f --insecure-seed --set master=jefe-de-la-dx --player ana:ana@x.test:pa \
	--player berta:berta@x.test:pb --player carla:carla@x.test:pc > /dev/null
printf 'EMPATE\n' | envelope dx ana pa | send plain ana@x.test x1@t
step_run
git -C "$D/games/dx" show HEAD:meta/game.txt | grep -qx 'draw-votes 1' || fail "ana's vote not stored"
printf 'PARTIDA dx\nDIRECTOR\nCLAVE jefe-de-la-dx\nEXPULSAR ana\n' | send plain jefe@x.test x2@t
step_run
git -C "$D/games/dx" show HEAD:meta/game.txt | grep -q '^draw-votes ' && fail "an expelled seat keeps its vote"
printf 'EMPATE\n' | envelope dx berta pb | send plain berta@x.test x3@t
step_run
assert_contains "$(confirm_to berta@x.test)" "Faltan por votar: carla." "the expelled seat is not awaited for the vote"
printf 'EMPATE\n' | envelope dx carla pc | send plain carla@x.test x4@t
step_run
[ "$(status_of dx phase)" = over ] || fail "the votes of those still in did not end the game"
[ "$(status_of dx winner)" = "berta carla" ] || fail "the draw is not theirs only: $(status_of dx winner)"
es verify dx > "$T/verify.out" || { cat "$T/verify.out" >&2; fail "verify dx"; }

# 7. A seat the bot plays cannot vote: it shares the draw without a vote.
es new reconquista dr --seed 10 --insecure-seed --set master=jefe-de-la-dr --player ana:ana@x.test:pa \
	--player berta:berta@x.test:pb --player carla:carla@x.test:pc > /dev/null
printf 'PARTIDA dr\nDIRECTOR\nCLAVE jefe-de-la-dr\nROBOT carla SI\n' | send plain jefe@x.test r1@t
step_run
[ "$(status_of dr robot)" = carla ] || fail "carla's seat was not given to the bot"
for r in ana berta; do
	printf 'EMPATE\n' | envelope dr "$r" "$(pw "$r")" | send plain "$r@x.test" "r2-$r@t"
done
step_run
[ "$(status_of dr phase)" = over ] || fail "the bot's seat held up the draw"
[ "$(status_of dr winner)" = "ana berta carla" ] || fail "the bot's seat does not share the draw: $(status_of dr winner)"
