#!/bin/sh
# verify checks what players were told, not only the state: the public
# view and every view a commit wrote are recomputed from the replay and
# compared; a commit Estafeta did not make is named; differences are
# counted at most once a commit.
. tests/e2e/lib.sh

es new reconquista vf --seed 0d15ea5e0d15ea5e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
bot_rounds vf 4
n=$(git -C "$D/games/vf" rev-list --count HEAD)
es verify vf > "$T/v" || { cat "$T/v" >&2; fail "verify of an untouched game"; }
grep -q "^$n commits, 0 different" "$T/v" || fail "verify did not check every commit"
grep -q '^seed (secret while the game runs)$' "$T/v" || fail "verify of a running game printed its seed"
grep -qw "$(git -C "$D/games/vf" show HEAD:secret/seed.txt | sed -n 's/^seed //p')" "$T/v" && fail "the seed is in verify's output"

# A view changed by hand, committed with Estafeta's own name: found.
W=$T/work
git clone -q "$D/games/vf" "$W"
sed -i '1s/^/x/' "$W/views/ana.txt"
git -C "$W" -c user.name=Estafeta -c user.email=estafeta@localhost commit -q -am "turno 9: nada"
git -C "$W" push -q origin HEAD:main
if es verify vf > "$T/v"; then fail "verify accepted a view nobody was shown"; fi
grep -q 'DIFFERENT (view of ana)' "$T/v" || { cat "$T/v" >&2; fail "the changed view is not named"; }
grep -q "^$((n + 1)) commits, 1 different" "$T/v" || { tail -3 "$T/v" >&2; fail "differences not counted once"; }

# A commit by someone else: named as such, once.
git -C "$W" reset -q --hard HEAD~1
echo "nota" > "$W/NOTA.txt"
git -C "$W" add NOTA.txt
git -C "$W" -c user.name=Mallory -c user.email=m@evil.test commit -q -m "turno 9: nada"
git -C "$W" push -q -f origin HEAD:main
if es verify vf > "$T/v"; then fail "verify accepted a foreign commit"; fi
grep -q 'was not made by Estafeta (committer Mallory <m@evil.test>)' "$T/v" || { cat "$T/v" >&2; fail "foreign commit not named"; }
grep -q "^$((n + 1)) commits, 1 different" "$T/v" || { tail -3 "$T/v" >&2; fail "foreign commit not counted once"; }

# A commit worded by an earlier release (meta "text 1"): its views are not
# compared (a later release may reword them), its state still is.
git -C "$W" reset -q --hard HEAD~1
# (seq 99: a batch with no journal, so the replay adds nothing)
sed -i 's/^text .*/text 1/; s/^seq .*/seq 99/' "$W/meta/game.txt"
sed -i '1s/^/x/' "$W/views/ana.txt"
git -C "$W" -c user.name=Estafeta -c user.email=estafeta@localhost commit -q -am "turno 9: nada"
git -C "$W" push -q -f origin HEAD:main
es verify vf > "$T/v" || { cat "$T/v" >&2; fail "verify compared the views of an earlier wording"; }
grep -q "^$((n + 1)) commits, 0 different" "$T/v" || { cat "$T/v" >&2; fail "the earlier wording's commit was not checked"; }
grep -q 'ok (views worded by text edition 1: state only)' "$T/v" || { cat "$T/v" >&2; fail "the earlier wording is not said"; }
grep -q '^1 commits worded by an earlier release' "$T/v" || { tail -3 "$T/v" >&2; fail "the count of earlier wordings is missing"; }
sed -i 's/^seq .*/seq 100/' "$W/meta/game.txt"
sed -i 's/^max-turns 0/max-turns 7/' "$W/state/game.txt"
git -C "$W" -c user.name=Estafeta -c user.email=estafeta@localhost commit -q -am "turno 9: nada"
git -C "$W" push -q -f origin HEAD:main
if es verify vf > "$T/v"; then fail "verify accepted a changed state under an earlier wording"; fi
grep -q "^$((n + 2)) commits, 1 different" "$T/v" || { tail -3 "$T/v" >&2; fail "the changed state is not counted"; }
echo "verify: ok"
