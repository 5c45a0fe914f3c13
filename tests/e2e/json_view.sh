#!/bin/sh
# asan: no (its JSON writer runs under the sanitizers in test_json; make check time)
# `estafeta view GAME [PLAYER] --json` (issue 16): for a game of every
# kind, after a few batches of bot orders, the public document and every
# player's parse back (tests/tools/jsonget, jansson), name the kind's
# schema, say who they are for and are the same bytes when asked twice.
# La reconquista hides ownership: a player's board lists troops, never an
# owner, and the player's own provinces are only in "own".
. tests/e2e/lib.sh

J="$TOOLS/jsonget"
P="--player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla"
for kind in reconquista teg catan nuevo-mundo kratos; do
	g=j-$kind
	opt=""
	[ $kind = kratos ] && opt="--set seats=3"
	es new $kind $g --seed 1a2b3c4d --insecure-seed $opt $P > /dev/null
	bot_rounds $g 3
	for who in "" ana berta carla; do
		es view $g $who --json > "$T/a.json" || fail "$kind: view $who --json failed"
		es view $g $who --json > "$T/b.json"
		cmp -s "$T/a.json" "$T/b.json" || fail "$kind: two documents for '$who' differ"
		out=$("$J" schema kind game you KEYS:. < "$T/a.json") || fail "$kind: the document of '$who' does not parse"
		version=1
		[ $kind = reconquista ] && version=2 # own.noted
		expect="estafeta/$kind/$version
$kind
$g
${who:-null}
end game kind over phase players schema turn view waiting winners you"
		[ "$out" = "$expect" ] || fail "$kind '$who': envelope
$out
expected
$expect"
		[ "$("$J" players < "$T/a.json")" = '["ana","berta","carla"]' ] || fail "$kind: players"
		[ "$("$J" phase < "$T/a.json")" = "$(status_of $g phase)" ] || fail "$kind: phase differs from status"
	done
done

# Ownership in La reconquista: nobody's in the board, the seat's own apart.
g=j-reconquista
es view $g ana --json > "$T/ana.json"
[ "$("$J" view.board.0.owner < "$T/ana.json")" = missing ] || fail "the board shows an owner"
[ "$("$J" view.board.0.troops < "$T/ana.json")" != missing ] || fail "the board shows no troops"
own=$("$J" view.own.count < "$T/ana.json")
[ "$own" -gt 0 ] || fail "ana's own provinces are missing"
es view $g --json > "$T/pub.json"
[ "$("$J" view.own < "$T/pub.json")" = missing ] || fail "the public document has a seat's provinces"

# Gold in Κρατος is private: ana's own, nobody's in the public document.
es view j-kratos ana --json > "$T/kr.json"
[ "$("$J" view.own.colour < "$T/kr.json")" = rojo ] || fail "ana's colour"
case $("$J" view.own.gold < "$T/kr.json") in [0-9]*) ;; *) fail "ana's gold is missing" ;; esac
es view j-kratos --json | grep -q '"gold"' && fail "the public document shows gold"

# An unknown player.
set +e
es view $g zoe --json > /dev/null 2>&1
rc=$?
set -e
[ $rc -eq 69 ] || fail "unknown player: exit $rc, expected 69"
echo "json_view: ok"
