#!/bin/sh
# slow: yes
# Seats nobody plays (issue 15 item 20): with bot_after=1 a seat that misses
# a deadline is played by the engine's bot, announced to everyone; the bot
# answers that seat's decisions in the same batch through the same check,
# stored and journaled like a player's orders (verify replays them); every
# report names the seat; the player takes it back with ROBOT NO (at any
# time) or accepted orders, announced too; the game master hands a seat to
# the bot and back with ROBOT; without the option nobody is replaced.
. tests/e2e/lib.sh

# mail_with ADDR SUBJECT: decoded text of the newest mail to ADDR whose
# subject contains SUBJECT.
mail_with() {
	last=""
	for f in $(ls "$D/outbox/new" | sort); do
		grep -qi "^To: .*<$1>" "$D/outbox/new/$f" && mail_text "$D/outbox/new/$f" | grep -q "^Subject: .*$2" && last=$f
	done
	[ -n "$last" ] && mail_text "$D/outbox/new/$last"
}

P3="--player ana:ana@x.test:pa --player berta:berta@x.test:pb --player carla:carla@x.test:pc"
es new reconquista rb --seed 0b --insecure-seed --set deadline_hours=24 --set reminder_hours=0 \
	--set bot_after=1 $P3 > /dev/null
es new reconquista nb --seed 0b --insecure-seed --set deadline_hours=24 --set reminder_hours=0 $P3 > /dev/null
w=$(status_of rb waiting)
[ -n "$w" ] && [ "$w" = "$(status_of nb waiting)" ] || fail "the two games should await the same seat"
git -C "$D/games/rb" show HEAD:meta/game.txt | grep -qx "bot-after 1" || fail "bot_after not stored"

# 1. The deadline passes: the bot takes the seat in rb, not in nb.
now_plus 25
es run > /dev/null
[ "$(status_of rb robot)" = "$w" ] || { es status rb >&2; fail "the bot does not play $w after a missed deadline"; }
[ -z "$(status_of nb robot)" ] || fail "without bot_after a seat went to the bot"
[ "$(count_subject "[rb] El robot juega por $w")" -eq 3 ] || fail "the bot's arrival is not announced to the three players"
assert_contains "$(mail_with "$w@x.test" "El robot juega")" "ROBOT NO" "the player is told how to take the seat back"
for o in ana berta carla; do
	[ "$o" = "$w" ] && continue
	assert_contains "$(mail_with "$o@x.test" "El robot juega")" "un plazo vencido sin órdenes" "$o is told why"
done

# 2. The others play; whenever the bot's seat is due it answers in the same
# batch, so the game never waits for it.
k=0
bots=0
while [ $k -lt 12 ]; do
	k=$((k + 1))
	for x in $(status_of rb waiting); do
		[ "$x" = "$w" ] && fail "the bot's seat $w is awaited after a run (batch $k)"
		es bot rb "$x" | envelope rb "$x" "p$(echo "$x" | cut -c1)" | send plain "$x@x.test" "rb-$k-$x@t"
	done
	step_run
	[ "$(status_of rb phase)" = over ] && break
done
n=$(git -C "$D/games/rb" log --format=%H | while read -r c; do
	git -C "$D/games/rb" show --name-only --format= "$c" | grep -c '/bot-[0-9]*\.orders$' || true
done | awk '{s += $1} END {print s + 0}')
[ "$n" -gt 0 ] || fail "no bot orders were stored"
f=$(git -C "$D/games/rb" log --name-only --format= | grep '/bot-[0-9]*\.orders$' | head -1)
git -C "$D/games/rb" show "HEAD:$f" | head -2 | grep -qx "# robot" || fail "a bot's orders file does not say so"
git -C "$D/games/rb" log -p --format= -- '*/journal.txt' | grep -q "^+orders [0-9] bot-" || fail "bot orders not journaled"
assert_contains "$(last_mail_to "$w@x.test")" "Juega el robot por: $w" "the report names the bot's seat"
es verify rb > "$T/v" || { cat "$T/v" >&2; fail "verify of a game with bot orders"; }

# 3. The player takes the seat back with ROBOT NO, out of turn.
pw="p$(echo "$w" | cut -c1)"
printf 'ROBOT NO\n' | envelope rb "$w" "$pw" | send plain "$w@x.test" "back-$w@t"
step_run
[ -z "$(status_of rb robot)" ] || fail "ROBOT NO did not give the seat back"
[ "$(count_subject "[rb] $w vuelve a jugar")" -eq 3 ] || fail "the return is not announced to the three players"
git -C "$D/games/rb" show HEAD:meta/game.txt | grep -q "^bot " && fail "meta still lists a bot seat"
# ROBOT NO when the bot does not play the seat: refused, quoted.
printf 'ROBOT NO\n' | envelope rb "$w" "$pw" | send plain "$w@x.test" "back2-$w@t"
step_run
assert_contains "$(last_mail_to "$w@x.test")" "ROBOT NO" "the refusal quotes the line"
assert_contains "$(last_mail_to "$w@x.test")" "no hay nada que devolver" "the refusal says why"

# 4. The game master hands a seat to the bot and back (nb has no bot_after).
h=$(git -C "$D/games/nb" rev-parse HEAD)
printf 'jefe-de-todo\n' | es master-password > /dev/null
printf 'PARTIDA nb\nDIRECTOR\nCLAVE jefe-de-todo\nROBOT berta SI\nFIN\n' | send plain "jefe@x.test" "gm1@t"
step_run
[ "$(status_of nb robot)" = berta ] || { es status nb >&2; fail "ROBOT berta SI by the game master"; }
[ "$(git -C "$D/games/nb" rev-parse HEAD)" != "$h" ] || fail "the game master's ROBOT was not committed"
assert_contains "$(mail_with "berta@x.test" "El robot juega")" "Lo ha decidido el director" "berta is told the game master decided"
printf 'PARTIDA nb\nDIRECTOR\nCLAVE jefe-de-todo\nBOT berta OFF\nFIN\n' | send plain "jefe@x.test" "gm2@t"
step_run
[ -z "$(status_of nb robot)" ] || fail "BOT berta OFF by the game master"
es verify nb > /dev/null || fail "verify after the game master's ROBOT"
echo "bot_seat: ok"
