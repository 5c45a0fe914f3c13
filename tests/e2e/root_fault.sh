#!/bin/sh
# A fault of the data root is not one game's fault. With spool/sent (the
# sent index every game writes) unusable for three runs (a file where the
# directory belongs: root ignores chmod), no game is blamed: no game's
# mail is set aside, no game is counted as failing, the batch stops at
# the first game that meets the fault (the games after it are not
# started), every run exits 74 (the disk) and `health` says what is wrong
# from the first run on. Once the fault is cleared, one run applies
# everything, exactly once: one commit a game, no mail sent twice.
# A fault the outbox survives (spool/delivered.new, the games' delivery
# markers, unusable) is told to the operator by mail at its first run.
. tests/e2e/lib.sh
printf 'operator = ops@x.test\n' > "$T/op"
sed -i '/^\[judge\]/r '"$T/op" "$D/estafeta.conf"
for g in g1 g2 g3; do
	es new reconquista $g --seed 0${#g}3 --insecure-seed --player ana:ana@$g.test:pw-ana \
		--player berta:berta@$g.test:pw-berta --player carla:carla@$g.test:pw-carla > /dev/null
done
try() { # CMD...: runs it, output in $T/run and $T/err, exit code in rc
	set +e
	"$@" > "$T/run" 2> "$T/err"
	rc=$?
	set -e
}
order() { # GAME MSGID
	w=$(status_of "$1" waiting)
	es bot "$1" "$w" | envelope "$1" "$w" "pw-$w" | send plain "$w@$1.test" "$2"
}
for g in g1 g2 g3; do order $g "$g-1@t"; done
now_plus 1
es run > /dev/null || fail "first run"
for g in g1 g2 g3; do order $g "$g-2@t"; done
h1=$(head_of g1) h2=$(head_of g2) h3=$(head_of g3)
mv "$D/spool/sent" "$T/sent.away"
: > "$D/spool/sent"
k=0
while [ $k -lt 3 ]; do
	k=$((k + 1))
	now_plus 1
	try es run
	[ $rc -eq 74 ] || { cat "$T/err" >&2; fail "run $k: a data root fault gave exit $rc, not 74"; }
	grep -q 'the data root is at fault' "$T/err" || { cat "$T/err" >&2; fail "run $k: the fault is not named"; }
	[ ! -d "$D/inbox/failed" ] || [ -z "$(ls "$D/inbox/failed")" ] || fail "run $k: a game's mail was set aside"
	[ "$(ls "$D/inbox/new" | wc -l)" -eq 3 ] || fail "run $k: the games' mail was not kept in inbox/new"
	ls "$D/spool/"*.failing > /dev/null 2>&1 && fail "run $k: a game was blamed ($(ls "$D/spool/"*.failing))"
	[ "$(head_of g3)" = "$h3" ] || fail "run $k: a game was started after the fault"
	try es health
	[ $rc -eq 1 ] || fail "run $k: health exit $rc"
	grep -q "^problem trouble $k runs: the data root: .*spool/sent" "$T/run" ||
		{ cat "$T/run" >&2; fail "run $k: health does not name the data root's fault"; }
	grep -q '^problem failing ' "$T/run" && fail "run $k: health blames a game"
done
es status g1 | grep -q '^failing' && fail "status blames g1"

# Cleared: everything applied, once.
rm "$D/spool/sent"
mv "$T/sent.away" "$D/spool/sent"
now_plus 1
es run > "$T/run" 2> "$T/err" || { cat "$T/err" >&2; fail "run after the fault cleared"; }
[ -z "$(ls "$D/inbox/new")" ] || fail "mail left in inbox/new after the fault cleared"
for g in g1 g2 g3; do
	eval "h=\$h$(printf %s $g | cut -c2)"
	[ "$(git -C "$D/games/$g" rev-list "$h..HEAD" | wc -l)" -eq 1 ] || fail "$g: not exactly one commit"
	es verify $g > /dev/null || fail "verify $g"
done
dups=$(cat "$D/outbox/new"/* | sed -n 's/^Message-ID: //p' | sort | uniq -d)
[ -z "$dups" ] || fail "mail sent twice: $dups"
es health > "$T/health" 2>&1 || true
grep -q 'trouble' "$T/health" && { cat "$T/health" >&2; fail "health still shows the fault after a good run"; }

# The delivery markers' folder unusable: the outbox still works, so the
# operator hears of it at the first run, once.
for g in g1 g2 g3; do order $g "$g-3@t"; done
h1=$(head_of g1) h2=$(head_of g2) h3=$(head_of g3)
rm -rf "$D/spool/delivered.new"
: > "$D/spool/delivered.new"
for k in 1 2; do
	now_plus 1
	try es run
	[ $rc -eq 74 ] || { cat "$T/err" >&2; fail "delivery markers, run $k: exit $rc, not 74"; }
	[ "$(count_subject "El juez falla")" -eq 1 ] || fail "delivery markers, run $k: the operator was not told once"
done
t=$(last_mail_to ops@x.test)
assert_contains "$t" "delivered.new" "the notice names the fault"
rm "$D/spool/delivered.new"
now_plus 1
es run > "$T/run" 2> "$T/err" || { cat "$T/err" >&2; fail "run after the markers' fault cleared"; }
[ -z "$(ls "$D/inbox/new")" ] || fail "mail left after the markers' fault cleared"
for g in g1 g2 g3; do
	eval "h=\$h$(printf %s $g | cut -c2)"
	[ "$(git -C "$D/games/$g" rev-list "$h..HEAD" | wc -l)" -eq 1 ] || fail "$g: not exactly one commit (markers)"
done
dups=$(cat "$D/outbox/new"/* | sed -n 's/^Message-ID: //p' | sort | uniq -d)
[ -z "$dups" ] || fail "mail sent twice after the markers' fault: $dups"
echo "root_fault: ok"
