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
echo "rollback: ok"
