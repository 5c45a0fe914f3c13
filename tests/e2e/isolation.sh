#!/bin/sh
# Isolation (reliability issue): whatever goes wrong in one game never
# stops the others. A game whose child crashes (test-build fault hook) or
# whose repository is damaged commits nothing and keeps its mail; the
# other games go on in the same run, those before it in the same child
# (games_per_child) and those after it in a new one. After 3 failed runs in a row its mail
# is set aside, the operator is told once, `status` shows it and the run
# exits 70; once repaired, the game goes on. A stale git lock left by a
# killed run is removed under the data root's lock.
. tests/e2e/lib.sh
printf 'operator = ops@x.test\n' > "$T/op"
sed -i '/^\[judge\]/r '"$T/op" "$D/estafeta.conf"

for g in uno dos tres; do
	es new reconquista $g --seed 0$((${#g} + 1)) --insecure-seed --player ana:ana@$g.test:pw-ana \
		--player berta:berta@$g.test:pw-berta --player carla:carla@$g.test:pw-carla > /dev/null
done
order() { # GAME MSGID
	w=$(status_of "$1" waiting)
	es bot "$1" "$w" | envelope "$1" "$w" "pw-$w" | send plain "$w@$1.test" "$2"
}

# 1. A crash in one game's child (test build only: the hook does not exist
#    in bin/estafeta).
if [ "${SANITIZED:-0}" = 1 ]; then
	# A child takes the games in turn (dos, tres, uno): the crash in tres,
	# the second, costs tres alone; dos before it in the same child and
	# uno after it (in a new child) go on. Then the first game of a child
	# with every game in its own (games_per_child = 1).
	for per in 32 1; do
		sed -i '/^games_per_child/d' "$D/estafeta.conf"
		printf 'games_per_child = %s\n' $per >> "$D/estafeta.conf"
		case $per in 32) bad=tres ;; 1) bad=dos ;; esac
		hu=$(head_of uno) hd=$(head_of dos) ht=$(head_of tres)
		order uno "c1-$per@t"
		order dos "c2-$per@t"
		order tres "c3-$per@t"
		now_plus 1
		set +e
		ESTAFETA_FAULT=crash:$bad es run > "$T/run" 2> "$T/err"
		rc=$?
		set -e
		[ $rc -eq 75 ] || { cat "$T/err" >&2; fail "a crashed game gave exit $rc, not 75"; }
		grep -q "game $bad.*crashed" "$T/err" || { cat "$T/err" >&2; fail "the crash is not reported"; }
		[ "$(grep -c 'crashed' "$T/err")" -eq 1 ] || { cat "$T/err" >&2; fail "a game that did not crash was blamed"; }
		for g in uno dos tres; do
			eval "h=\$h$(printf %.1s $g)"
			if [ $g = $bad ]; then
				[ "$(head_of $g)" = "$h" ] || fail "the crashed game committed"
			else
				[ "$(head_of $g)" != "$h" ] || fail "games_per_child $per: $g did not go on beside the crash"
			fi
		done
		grep -q "accepted 2 " "$T/run" || { cat "$T/run" >&2; fail "the other games' mails are not counted"; }
		[ "$(ls "$D/inbox/new" | wc -l)" -eq 1 ] || fail "the crashed game's mail was not kept (or the others' not marked)"
		hb=$(head_of $bad)
		now_plus 1
		es run > /dev/null || fail "run after the crash"
		[ "$(head_of $bad)" != "$hb" ] || fail "the kept mail was not applied once the crash was gone"
		[ -z "$(ls "$D/inbox/new")" ] || fail "mail left after recovery"
		es verify $bad > /dev/null || fail "verify $bad"
	done
	sed -i '/^games_per_child/d' "$D/estafeta.conf"
else
	echo "isolation: the crash hook exists only in the test (sanitizer) build; part 1 runs there"
fi

# 2. A damaged repository, three runs in a row.
order tres d1@t
mv "$D/games/tres/objects" "$D/games/tres/objects.away"
k=0
while [ $k -lt 3 ]; do
	k=$((k + 1))
	hu=$(head_of uno)
	order uno "u$k@t"
	now_plus 1
	set +e
	es run > "$T/run" 2> "$T/err"
	rc=$?
	set -e
	[ "$(head_of uno)" != "$hu" ] || fail "run $k: the healthy game stopped"
	if [ $k -lt 3 ]; then
		[ $rc -eq 75 ] || fail "run $k: exit $rc, not 75"
		[ -f "$D/inbox/new/$(ls "$D/inbox/new" | head -1)" ] || fail "run $k: the damaged game's mail was not kept"
	fi
done
[ $rc -eq 70 ] || { cat "$T/err" >&2; fail "a game failing 3 runs in a row gave exit $rc, not 70"; }
[ -z "$(ls "$D/inbox/new")" ] || fail "the stuck game's mail was not set aside"
[ "$(ls "$D/inbox/failed" | wc -l)" -eq 1 ] || fail "the stuck game's mail is not in inbox/failed"
es status tres > "$T/st" 2>&1 || true
grep -q '^failing 3 ' "$T/st" || { cat "$T/st" >&2; fail "status does not show the failure"; }
assert_contains "$(last_mail_to ops@x.test)" "ha fallado en 3 ejecuciones seguidas" "operator told"
[ "$(count_subject "La partida falla")" -eq 1 ] || fail "the operator was not told exactly once"
# Repaired: the mail goes back, the game goes on, the record is gone.
mv "$D/games/tres/objects.away" "$D/games/tres/objects"
mv "$D/inbox/failed"/* "$D/inbox/new/"
ht=$(head_of tres)
now_plus 1
es run > /dev/null || fail "run after repair"
[ "$(head_of tres)" != "$ht" ] || fail "the set-aside mail was not applied after repair"
es status tres | grep -q '^failing' && fail "status still shows the failure"

# 3. A stale ref lock of a killed run does not wedge the game.
hu=$(head_of uno)
: > "$D/games/uno/refs/heads/main.lock"
order uno l1@t
now_plus 1
es run > /dev/null 2> "$T/err" || { cat "$T/err" >&2; fail "a stale lock failed the run"; }
[ "$(head_of uno)" != "$hu" ] || fail "a stale lock stopped the game"
grep -q 'stale' "$T/err" || fail "removing the stale lock was not logged"
git -C "$D/games/uno" fsck --strict > /dev/null 2>&1 || fail "git fsck after the stale lock"

# 5. LISTA is answered by the batch's parent, which opens no game for it:
#    each game's facts file (spool/list/GAME, written with its commit) is
#    read instead. A game whose state can no longer be read is still
#    listed from it; the answer and `estafeta list` go on.
order tres l0@t
now_plus 1
es run > /dev/null 2>&1 || true
[ -f "$D/spool/list/tres" ] || fail "no facts file for tres after its commit"
# Its objects gone (packs and loose), HEAD still there.
mv "$D/games/tres/objects" "$D/games/tres/objects.away"
mkdir "$D/games/tres/objects"
printf 'LISTA\n' | send plain curioso@x.test l1@t
now_plus 1
es run > /dev/null 2>&1 || true
t=$(last_mail_to curioso@x.test)
assert_contains "$t" "tres (reconquista): 3 jugadores, turno" "a game whose state cannot be read is listed from its facts"
assert_contains "$t" "uno (reconquista): 3 jugadores, turno" "the other games are listed"
# (a phase in the reader's words, never the bare name status gives)
assert_contains "$t" "fase colocación inicial" "a phase in Spanish"
assert_contains "$t" "phase initial placement" "a phase in English"
assert_not_contains "$t" "fase placement" "a bare phase name in a Spanish mail"
es list > "$T/list" || fail "estafeta list with an unreadable state"
grep -q '^tres reconquista turn ' "$T/list" || { cat "$T/list" >&2; fail "estafeta list: tres"; }
rm -rf "$D/games/tres/objects" && mv "$D/games/tres/objects.away" "$D/games/tres/objects"
echo "isolation: ok"
