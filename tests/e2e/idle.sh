#!/bin/sh
# An idle run opens no game (issue 17 item 5): a game with no mail and
# nothing due is skipped from its facts file (spool/list/GAME: the commit
# it describes and when it is next due), so a game whose repository cannot
# be opened goes unnoticed until something is due; then the run opens it.
# The file is rebuilt when lost or stale; a mail for the game opens it.
# An index of another boot (after a power cut) vouches for nothing.
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
# The index says so too: an opened game's old due time is not kept (it
# was, and the game, due in the past, was opened by every run after).
in_index() { sed -n "s/^$1 //p" "$D/spool/list/index"; }
[ "$(in_index quiet)" = "$due2" ] || fail "the index keeps quiet due at $(in_index quiet), not $due2"

# 4. A lost or stale file: the game is opened and the file written again.
#    (With the index that vouched for it: spool/list is a cache, which an
#    operator may clear; an index that vouches is read instead.)
rm "$D/spool/list/busy" "$D/spool/list/index"
now_plus 1
es run > /dev/null
[ -f "$D/spool/list/busy" ] || fail "a lost facts file was not rebuilt"
sed -i 's/^head .*/head 0000000000000000000000000000000000000000/' "$D/spool/list/busy"
rm "$D/spool/list/index"
now_plus 1
es run > /dev/null
grep -q "^head $(git -C "$D/games/busy" rev-parse HEAD)$" "$D/spool/list/busy" || fail "a stale facts file was not rewritten"

# 5. Over or paused: never due.
printf 'jefe-de-todo\n' | es master-password > /dev/null
printf 'PARTIDA busy\nDIRECTOR\nCLAVE jefe-de-todo\nPAUSAR\nFIN\n' | send plain jefe@x.test "p1@t"
now_plus 1
es run > /dev/null
grep -qx "due -1" "$D/spool/list/busy" || fail "a paused game is due: $(grep due "$D/spool/list/busy")"
[ "$(in_index busy)" = -1 ] || fail "the index keeps the paused game due at $(in_index busy)"

# 6. A power cut: the index and facts files a cut loses (written, not yet
#    flushed) come back as they were before the game's last commit, with
#    no changed list. The index names the boot that wrote it; one of
#    another boot, or of an earlier release (no boot line), vouches for
#    nothing, and the stale facts file is caught by its head.
cp "$D/spool/list/index" "$T/index.old"
cp "$D/spool/list/quiet" "$T/quiet.old"
w=$(sed -n 's/^waiting //p' "$D/spool/list/quiet" | cut -d' ' -f1)
es bot quiet "$w" | envelope quiet "$w" "p$(echo "$w" | cut -c1)" | send plain "$w@x.test" "q6@t"
now_plus 1
es run | grep -q 'accepted 1 ' || fail "the order for quiet was not accepted"
head=$(git -C "$D/games/quiet" rev-parse HEAD)
grep -q "^head $head$" "$D/spool/list/quiet" || fail "the commit did not rewrite the facts file"
boot=$(cat /proc/sys/kernel/random/boot_id)
grep -qx "@boot $boot" "$D/spool/list/index" || fail "the index does not name this boot: $(head -n 1 "$D/spool/list/index")"
lose() { # FIRST-LINE
	{ printf '%s' "$1"; sed 1d "$T/index.old"; } > "$D/spool/list/index"
	cp "$T/quiet.old" "$D/spool/list/quiet"
	rm -f "$D/spool/list/changed"
	now_plus 1
	es run > /dev/null
}
# The control: the same boot's index is trusted (a kill, unlike a cut,
# leaves the changed list), so the stale file stays.
lose "@boot $boot
"
grep -q "^head $head$" "$D/spool/list/quiet" && fail "the control: this boot's index was not trusted"
for first in "@boot 00000000-0000-4000-8000-000000000000
" ""; do
	lose "$first"
	grep -q "^head $head$" "$D/spool/list/quiet" ||
		fail "an index from ${first:-an earlier release} vouched for a game: the stale facts file stayed"
	grep -qx "@boot $boot" "$D/spool/list/index" || fail "the index was not written again for this boot"
done
# 7. A barrier that fails (a write-back error: the changed list may not
#    have reached the disk either): the index goes, the mail stays, and
#    the next run takes it (its commit, made before the barrier, once)
#    and writes the index again. (Test builds: the fault hook.)
if [ "${SANITIZED:-0}" = 1 ]; then
	w=$(sed -n 's/^waiting //p' "$D/spool/list/quiet" | cut -d' ' -f1)
	es bot quiet "$w" | envelope quiet "$w" "p$(echo "$w" | cut -c1)" | send plain "$w@x.test" "q7@t"
	n0=$(git -C "$D/games/quiet" rev-list --count HEAD)
	now_plus 1
	ESTAFETA_FAULT=sync-eio es run > "$T/run" 2> "$T/err" && fail "a failed barrier did not fail the run"
	grep -q 'cannot flush' "$T/err" || { cat "$T/err"; fail "the failed barrier is not said"; }
	[ ! -e "$D/spool/list/index" ] || fail "the index outlived a failed barrier"
	[ -n "$(ls "$D/inbox/new")" ] || fail "the mail was marked handled after a failed barrier"
	now_plus 1
	es run > "$T/run" 2>&1 || { cat "$T/run"; fail "the run after the failed barrier"; }
	[ -z "$(ls "$D/inbox/new")" ] || fail "the mail stayed after the run that followed"
	[ "$(git -C "$D/games/quiet" rev-list --count HEAD)" = $((n0 + 1)) ] || fail "the order was not applied once"
	grep -qx "@boot $boot" "$D/spool/list/index" || fail "no index after the run that followed"
fi
echo "idle: ok"
