#!/bin/sh
# Undo a bad turn (game masters issue): VOLVER N (ROLLBACK N) brings back
# the state after batch N in a new commit (history is never rewritten),
# every player is told and gets a view, the game goes on from there, and
# verify understands it. A batch that is not in the past is refused.
. tests/e2e/lib.sh
es new reconquista rb --seed 0f --insecure-seed --set master=dir-rb-secreta --player ana:ana@x.test:pw-ana \
	--player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla > /dev/null
gm() { { printf 'PARTIDA rb\nDIRECTOR\nCLAVE dir-rb-secreta\n'; cat; } | send plain jefe@x.test "$1"; }
play() {
	for w in $(status_of rb waiting); do
		es bot rb "$w" | envelope rb "$w" "pw-$w" | send plain "$w@x.test" "$1-$w@t"
	done
	step_run
}
play b2
play b3
play b4
g=$D/games/rb
c2=$(for c in $(git -C "$g" rev-list HEAD); do git -C "$g" show "$c:meta/game.txt" | grep -qx 'seq 2' && echo "$c"; done | tail -1)
[ -n "$c2" ] || fail "no commit of batch 2"
n0=$(git -C "$g" rev-list --count HEAD)
w2=$(git -C "$g" show "$c2:state/game.txt" | sha256sum)
printf 'VOLVER 99\n' | gm v1@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "Se esperaba: VOLVER" "a batch not in the past"
[ "$(git -C "$g" rev-list --count HEAD)" -eq "$n0" ] || fail "a refused VOLVER committed"
printf 'VOLVER 2\n' | gm v2@t
step_run
[ "$(git -C "$g" show HEAD:state/game.txt | sha256sum)" = "$w2" ] || fail "the state after batch 2 did not come back"
[ "$(git -C "$g" rev-list --count HEAD)" -eq $((n0 + 1)) ] || fail "history was rewritten"
git -C "$g" merge-base --is-ancestor "$c2" HEAD || fail "batch 2 is no longer in the history"
[ "$(count_subject "[rb] El director deshace un turno")" -eq 3 ] || fail "not every player was told of the rollback"
assert_contains "$(last_mail_to jefe@x.test)" "La partida vuelve al estado tras el lote 2" "master confirmed"
es verify rb > "$T/v" || { cat "$T/v" >&2; fail "verify after a rollback"; }
h=$(head_of rb)
play b5
[ "$(head_of rb)" != "$h" ] || fail "the game did not go on after the rollback"
es verify rb > /dev/null || fail "verify after playing on"

# The same from the command line, under the data root's lock.
play b6
n1=$(git -C "$g" rev-list --count HEAD)
es rollback rb 3 > "$T/o" || fail "estafeta rollback"
w3=$(for c in $(git -C "$g" rev-list HEAD); do git -C "$g" show "$c:meta/game.txt" | grep -qx 'seq 3' && echo "$c"; done | tail -1)
[ "$(git -C "$g" show HEAD:state/game.txt | sha256sum)" = "$(git -C "$g" show "$w3:state/game.txt" | sha256sum)" ] ||
	fail "estafeta rollback did not bring back batch 3"
[ "$(git -C "$g" rev-list --count HEAD)" -eq $((n1 + 1)) ] || fail "estafeta rollback rewrote history"
if es rollback rb 999 2> /dev/null; then fail "a rollback to a batch in the future"; fi
es verify rb > /dev/null || fail "verify after estafeta rollback"

# Back to the decision point the game is at (the last batch only moved
# the deadline): every player still gets a view with the notice.
printf 'PRORROGAR 24h\n' | gm v3@t
step_run
s=$(git -C "$g" show HEAD:meta/game.txt | sed -n 's/^seq //p')
to_ana() { for f in "$D"/outbox/new/*; do grep -qi '^To: .*<ana@x.test>' "$f" && echo "$f"; done | wc -l; }
a0=$(to_ana)
printf 'VOLVER %d\n' $((s - 1)) | gm v4@t
step_run
[ "$(to_ana)" -eq $((a0 + 2)) ] || fail "a rollback to the same decision point: $(($(to_ana) - a0)) mails to ana, not the notice and a view"
assert_contains "$(last_mail_to ana@x.test)" "== Tu vista ==" "the view after a rollback"
es verify rb > /dev/null || fail "verify after a rollback to the same point"

# estafeta list, with the data root from ESTAFETA_DATA as the wrapper uses it.
ESTAFETA_DATA="$D" "$ESTAFETA" --now "$NOW" list > "$T/list"
grep -q "^rb reconquista turn [0-9]* phase [a-z]* waiting [a-z ]* deadline " "$T/list" || { cat "$T/list" >&2; fail "estafeta list"; }

# A finished game lives again. Its final mails revealed the seed, so
# VOLVER N into it (or `estafeta rollback`) brings back the state after
# batch N with a new secret seed, committed to every player and revealed
# at the new end; verify replays both streams and checks both
# commitments.
rg=$D/games/rb # (snapshot, in lib.sh, sets g)
meta_of() { git -C "$rg" show "${2:-HEAD}:meta/game.txt" | sed -n "s/^$1 //p"; }
seed_of() { git -C "$rg" show HEAD:secret/seed.txt | sed -n 's/^seed //p'; }
printf 'TERMINAR\n' | gm e1@t
step_run
[ "$(status_of rb phase)" = over ] || fail "TERMINAR did not end the game"
sd1=$(seed_of) c1=$(meta_of commitment) last=$(meta_of seq)
assert_contains "$(last_mail_to ana@x.test)" "$sd1" "the final mail reveals the first seed"
n2=$(git -C "$rg" rev-list --count HEAD)
# What stays refused, with the reason: other commands, a batch not in
# the past, the batch of the end itself... exit 65 from the command line.
printf 'PRORROGAR 24h\n' | gm e2@t
step_run
assert_contains "$(last_mail_to jefe@x.test)" "solo admite VOLVER" "a finished game takes only VOLVER"
rc=0
es rollback rb 999 > /dev/null 2> "$T/err" || rc=$?
[ "$rc" -eq 65 ] && grep -q "has no batch 999" "$T/err" || fail "rollback to no batch: exit $rc, $(cat "$T/err")"
[ "$(git -C "$rg" rev-list --count HEAD)" -eq "$n2" ] || fail "a refused revival committed"
printf 'VOLVER %d\n' $((last - 1)) | gm e3@t
step_run
[ "$(status_of rb phase)" != over ] || fail "VOLVER did not bring the finished game back"
sd2=$(seed_of) c2=$(meta_of commitment)
[ "$c2" != "$c1" ] && [ "$sd2" != "$sd1" ] || fail "the revived game kept its revealed seed"
[ "$(printf %s "$sd2" | sha256sum | cut -d' ' -f1)" = "$c2" ] || fail "the new commitment is not sha256 of the new seed"
[ "$(git -C "$rg" rev-list --count HEAD)" -eq $((n2 + 1)) ] || fail "the revival is not one new commit"
git -C "$rg" diff --quiet HEAD~1 HEAD -- secret/seed.txt && fail "the revival did not change the seed file"
git -C "$rg" show HEAD:secret/seed.txt | grep -qx "stream 0 $sd1" || fail "the seed file lost the first stream"
[ "$(git -C "$rg" show "HEAD:$(git -C "$rg" show --name-only --format= HEAD | grep journal.txt)" | head -n 1)" = "reseed 1" ] ||
	fail "the revival is not journaled"
[ "$(meta_of dice)" -lt "$(meta_of dice HEAD~1)" ] || fail "the dice did not restart in the new stream"
[ "$(count_subject "[rb] La partida vuelve a jugarse")" -eq 3 ] || fail "not every player was told the game lives again"
rv=$(outbox_newest ana@x.test "vuelve a jugarse")
outbox_decode
t=$(cat "$D.dec/$rv")
assert_contains "$t" "tras el lote $((last - 1))" "the players are told from which batch"
assert_contains "$t" "$c2" "the players get the new commitment"
assert_not_contains "$t" "$sd2" "a player got the new seed"
assert_contains "$(last_mail_to jefe@x.test)" "$c2" "the master's confirmation gives the new commitment"
es verify rb > "$T/v" || { cat "$T/v" >&2; fail "verify of a revived game"; }
grep -q "^seed $sd1 of batches 1 to $last$" "$T/v" || { cat "$T/v" >&2; fail "verify does not list the first stream"; }
grep -q "^commitment $c1 (sha256 of the seed: matches)" "$T/v" || fail "verify did not check the first commitment"
grep -q "^commitment $c2 (sha256 of the seed: matches)" "$T/v" || fail "verify did not check the new commitment"
grep -q "^seed (secret while the game runs)$" "$T/v" || fail "verify printed the new seed of a running game"
# The public page: the new commitment as the revival's, the first seed
# (revealed at the first end) with its sha256, never the new seed.
es publish rb "$T/site1" > /dev/null || fail "publish of a revived game"
grep -q "Compromiso de la semilla nueva, publicado al volver a jugarse" "$T/site1/index.html" ||
	fail "the page of a revived game calls its commitment the creation's"
grep -q "<code>$sd1</code> (sha256: <code>$c1</code>)" "$T/site1/index.html" ||
	fail "the page does not give the first seed with its commitment"
grep -q "$sd2" "$T/site1/index.html" && fail "the page of the revived game shows its secret seed"
# Played on, tampered with after the revival, ended again.
play r1
play r2
es verify rb > /dev/null || fail "verify after playing on from the revival"
X=$T/tamper # a bare copy verifies as a published one does
mkdir -p "$X/games"
cp "$D/estafeta.conf" "$X/"
git clone -q --bare "$rg" "$X/games/rb"
git clone -q "$X/games/rb" "$T/w"
tamper() { # WHAT: commits the change made in $T/w on top of the copy; verify must refuse it
	git -C "$T/w" -c user.name=Estafeta -c user.email=estafeta@localhost commit -q -am "turno 9: nada"
	git -C "$T/w" push -q -f origin HEAD:main
	if "$ESTAFETA" -C "$X" --now "$NOW" verify rb > "$T/v" 2>&1; then fail "verify accepted $1"; fi
}
# The dice position of the new stream moved on: the replay disagrees.
sed -i 's/^dice .*/dice 999/' "$T/w/meta/game.txt"
tamper "dice moved after the revival"
grep -q "DIFFERENT" "$T/v" || { cat "$T/v" >&2; fail "the moved dice are not found"; }
# The new seed swapped for another (its commitment no longer matches).
git -C "$T/w" reset -q --hard HEAD~1
sed -i "s/$sd2/$(printf %s "$sd2" | tr 0-9a-f 1-9a-f0)/" "$T/w/secret/seed.txt"
tamper "a seed swapped after the revival"
grep -q "DOES NOT MATCH" "$T/v" || { cat "$T/v" >&2; fail "the swapped seed is not found"; }
printf 'TERMINAR\n' | gm e4@t
step_run
[ "$(status_of rb phase)" = over ] || fail "the revived game did not end again"
t=$(last_mail_to berta@x.test)
assert_contains "$t" "$sd2" "the new end reveals the second seed"
assert_contains "$t" "desde que el director" "the final mail says the seed is the revival's"
es verify rb > "$T/v" || { cat "$T/v" >&2; fail "verify of a revived game ended again"; }
grep -q "^seed $sd2$" "$T/v" || fail "verify did not reveal the second seed at the end"
es publish rb "$T/site2" > /dev/null || fail "publish of a revived game ended again"
grep -q "Compromiso publicado al volver a jugarse la partida <span class=\"en\">(commitment published when the game was brought back)</span>: <code>$c2</code>" "$T/site2/index.html" ||
	fail "the page of a revived game ended again does not give the revival's commitment as such"
grep -q "Compromiso publicado al empezar" "$T/site2/index.html" && fail "the page calls the revival's commitment the creation's"
grep -q "<code>$sd1</code> (sha256: <code>$c1</code>)" "$T/site2/index.html" || fail "the ended page lost the first seed"
[ "$(grep -c "<code>$sd2</code>" "$T/site2/index.html")" -eq 1 ] || fail "the current seed is not shown once"
# estafeta rollback of a finished game works the same: a third stream.
last=$(meta_of seq)
es rollback rb $((last - 2)) > "$T/o" || fail "estafeta rollback of a finished game"
[ "$(status_of rb phase)" != over ] || fail "estafeta rollback did not revive the game"
git -C "$rg" show HEAD:secret/seed.txt | grep -q "^stream 2 " || fail "no third stream"
printf 'TERMINAR\n' | gm e5@t
step_run
es verify rb > "$T/v" || { cat "$T/v" >&2; fail "verify of a game revived twice"; }
[ "$(grep -c "(sha256 of the seed: matches)" "$T/v")" -eq 3 ] || fail "verify did not check three commitments"
es publish rb --repo "$T/pub.git" > /dev/null || fail "publish of a revived game"
mkdir -p "$T/pubroot/games"
git clone -q --bare "$T/pub.git" "$T/pubroot/games/rb"
"$ESTAFETA" -C "$T/pubroot" --now "$NOW" verify rb > "$T/pv" 2>&1 || { cat "$T/pv" >&2; fail "verify of the published copy"; }
# A real game's new seed is fresh randomness: the same game revived in
# two copies of a data root gets two seeds.
es new reconquista rr --seed 00112233445566778899aabbccddeeff --set master=dir-rr-secreta \
	--player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla > /dev/null
printf 'PARTIDA rr\nDIRECTOR\nCLAVE dir-rr-secreta\nTERMINAR\n' | send plain jefe@x.test rr-end@t
step_run
cp -a "$D" "$T/twin"
es rollback rr 1 > /dev/null || fail "rollback of a finished real game"
"$ESTAFETA" -C "$T/twin" --now "$NOW" rollback rr 1 > /dev/null || fail "rollback of its twin"
s1=$(git -C "$D/games/rr" show HEAD:secret/seed.txt | sed -n 's/^seed //p')
s2=$(git -C "$T/twin/games/rr" show HEAD:secret/seed.txt | sed -n 's/^seed //p')
[ ${#s1} -eq 64 ] && [ ${#s2} -eq 64 ] && [ "$s1" != "$s2" ] || fail "a real game's new seed is not fresh: $s1 $s2"
es verify rr > /dev/null || fail "verify of the revived real game"

# Killed anywhere during a revival (a small data root of its own, a
# game ended by a draw): the recovered root is the one of the run never
# killed, a test game's (--insecure-seed) new seed coming from its
# first: the same commands, the same commit. Verify passes at every
# point.
D=$T/d2
mkdir -p "$D"
cp "$T/data/estafeta.conf" "$D/"
es new reconquista rk --seed 0e --insecure-seed --set master=dir-rk-secreta --player ana:ana@x.test:pa \
	--player berta:berta@x.test:pb --player carla:carla@x.test:pc > /dev/null
printf 'PARTIDA rk\nDIRECTOR\nCLAVE dir-rk-secreta\nTERMINAR EMPATE\n' | send plain jefe@x.test rk-end@t
step_run
printf 'PARTIDA rk\nDIRECTOR\nCLAVE dir-rk-secreta\nVOLVER 1\n' | send plain jefe@x.test rk-back@t
now_plus 1
cp -a "$D" "$T/pristine"
run_in "$D"
run_in "$D"
[ "$(status_of rk phase)" != over ] || fail "the small game was not revived"
snapshot "$D" rk > "$T/ref"
revived_ok() { "$ESTAFETA" -C "$R" --now "$NOW" verify rk > /dev/null || fail "killed at $1 #$2: verify"; }
kill_recover "$T/pristine" rk 2 revived_ok rename fsync
[ "$points" -ge 2 ] && [ "$killed" -ge 1 ] || fail "only $points kill points ($killed killed)"
# The draw of batch 2 was in the state: back to it would be the end again.
printf 'PARTIDA rk\nDIRECTOR\nCLAVE dir-rk-secreta\nVOLVER 2\n' | send plain jefe@x.test rk-back2@t
step_run
assert_contains "$(confirm_to jefe@x.test)" "la partida ya había terminado" "back to a batch that ended the game"
echo "rollback: ok ($points kill points)"
