#!/bin/sh
# asan: yes
# An idle run opens no game (issue 17 item 5): a game with no mail and
# nothing due is skipped from its facts file (spool/list/GAME: the commit
# it describes and when it is next due), so a game whose repository cannot
# be opened goes unnoticed until something is due; then the run opens it.
# The file is rebuilt when lost or stale; a mail for the game opens it.
. tests/e2e/lib.sh

P3="--player ana:ana@x.test:pa --player berta:berta@x.test:pb --player carla:carla@x.test:pc"
es new reconquista quiet --seed 0a --insecure-seed --set deadline_hours=48 --set reminder_hours=24 $P3 > /dev/null
es new reconquista busy --seed 0b --insecure-seed --set deadline_hours=48 $P3 > /dev/null
step_run
grep -q "^due " "$D/spool/list/quiet" || fail "the facts file says nothing of when the game is due"
# The reminder is due 24 h before the 48-hour deadline.
due=$(sed -n 's/^due //p' "$D/spool/list/quiet")
[ "$due" = "$(date -u -d 2026-11-22T12:00:00Z +%s)" ] || fail "due $due is not the reminder's time"

# 1. Nothing due: the run does not open quiet (its objects are gone and
#    opening it would fail the game).
mv "$D/games/quiet/objects" "$D/games/quiet/objects.off"
now_plus 2
es run > "$T/run" 2>&1 || { cat "$T/run" >&2; fail "an idle run failed"; }
[ -z "$(status_of quiet failing 2>/dev/null)" ] || fail "the idle game was opened"
[ ! -e "$D/spool/quiet.failing" ] || fail "the idle game was opened (failing)"

# 2. A mail for it opens it (and fails: proof that it was opened).
w=$(sed -n 's/^waiting //p' "$D/spool/list/quiet")
printf 'PARTIDA quiet\nJUGADOR %s\nCLAVE p%s\nIDIOMA es\nFIN\n' "$w" "$(echo "$w" | cut -c1)" | send plain "$w@x.test" "q1@t"
now_plus 1
es run > "$T/run" 2>&1 && fail "a mail for a game that cannot be opened did not fail the run"
[ -e "$D/spool/quiet.failing" ] || fail "the game with mail was not opened"
mv "$D/games/quiet/objects.off" "$D/games/quiet/objects"
now_plus 1
es run > "$T/run" 2>&1 || { cat "$T/run" >&2; fail "the run after the repair"; }
[ ! -e "$D/spool/quiet.failing" ] || fail "the repaired game still fails"

# 3. Something due: the reminder's time opens it.
mv "$D/games/quiet/objects" "$D/games/quiet/objects.off"
NOW=2026-11-22T12:30:00Z
es run > "$T/run" 2>&1 && fail "the run at the reminder's time did not open the game"
mv "$D/games/quiet/objects.off" "$D/games/quiet/objects"
es run > "$T/run" 2>&1 || { cat "$T/run" >&2; fail "the run after the repair"; }
[ "$(count_subject "[quiet] Recordatorio")" -ge 1 ] || fail "no reminder at its time"
due2=$(sed -n 's/^due //p' "$D/spool/list/quiet")
[ "$due2" = "$(sed -n 's/^deadline //p' "$D/spool/list/quiet")" ] || fail "after the reminder the game is due at its deadline"

# 4. A lost or stale file: the game is opened and the file written again.
rm "$D/spool/list/busy"
now_plus 1
es run > /dev/null
[ -f "$D/spool/list/busy" ] || fail "a lost facts file was not rebuilt"
sed -i 's/^head .*/head 0000000000000000000000000000000000000000/' "$D/spool/list/busy"
now_plus 1
es run > /dev/null
grep -q "^head $(git -C "$D/games/busy" rev-parse HEAD)$" "$D/spool/list/busy" || fail "a stale facts file was not rewritten"

# 5. Over or paused: never due.
printf 'jefe-de-todo\n' | es master-password > /dev/null
printf 'PARTIDA busy\nDIRECTOR\nCLAVE jefe-de-todo\nPAUSAR\nFIN\n' | send plain jefe@x.test "p1@t"
now_plus 1
es run > /dev/null
grep -qx "due -1" "$D/spool/list/busy" || fail "a paused game is due: $(grep due "$D/spool/list/busy")"
echo "idle: ok"
