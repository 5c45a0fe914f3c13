#!/bin/sh
# `estafeta watch` on a Maildir inbox (issue 17 item 11): a mail that an
# MDA delivers (tmp/ -> new/) is answered at once, not at the next cron
# run; three mails at once are each answered exactly once; a `run` beside
# it and a lock held by another process never apply a mail twice; a
# deadline wakes it without mail; SIGTERM ends it with 0 and no lock left.
. tests/e2e/lib.sh

P3="--player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla"
es new reconquista g --seed 0a --insecure-seed $P3 > /dev/null
now_plus 1
es run > /dev/null

# The watcher itself, not a subshell, so that its status is its own. The
# long interval: every batch below comes from mail (or the deadline).
start_watch() { # [--now TIME]
	"$ESTAFETA" -C "$D" "$@" watch --interval 3600 > "$T/watch.out" 2> "$T/watch.err" &
	WPID=$!
}
stop_watch() {
	kill -TERM "$WPID"
	rc=0
	wait "$WPID" || rc=$?
	[ $rc -eq 0 ] || { cat "$T/watch.err" >&2; fail "watch exited $rc on SIGTERM"; }
}
# deliver NAME PLAYER: PLAYER's bot orders, written into tmp/ then renamed
# into new/ as an MDA does; the Message-ID is NAME@t.
deliver() {
	es bot g "$2" | envelope g "$2" "pw-$2" | "$TOOLS/mkmail" plain "$2@x.test" "$1@t" > "$D/inbox/tmp/$1"
	mv "$D/inbox/tmp/$1" "$D/inbox/new/$1"
}
# answers MSGID: outbox mails answering that mail.
answers() { grep -l "^In-Reply-To: <$1>" "$D/outbox/new"/* 2>/dev/null | wc -l; }
# await WHAT CMD...: bounded poll (10 s) until CMD succeeds.
await() {
	what=$1
	shift
	i=0
	until "$@"; do
		i=$((i + 1))
		[ $i -le 500 ] || { cat "$T/watch.out" "$T/watch.err" >&2; fail "watch: $what (10 s)"; }
		sleep 0.02
	done
}
answered() { [ "$(answers "$1")" -ge 1 ]; }
commits() { git -C "$D/games/g" rev-list --count HEAD; }

# 1. A mail delivered while nobody watched: answered at start-up, the
#    game moves on.
c0=$(commits)
w=$(status_of g waiting)
deliver m1 "$w"
start_watch --now "$NOW"
trap 'kill "$WPID" 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
await "never said it watches the inbox" grep -qs "inotify on $D/inbox/new" "$T/watch.err"
await "the mail was not answered" answered m1@t
[ "$(commits)" -eq $((c0 + 1)) ] || fail "the game did not move on: $(git -C "$D/games/g" log --oneline | head -3)"
[ "$(status_of g waiting)" != "$w" ] || fail "still waiting for $w"

# 2. Three mails at once, as inotify tells of them (the awaited player and the two others): each
#    answered exactly once, one commit.
c0=$(commits)
n0=$(outbox_count)
k=0
for p in ana berta carla; do
	k=$((k + 1))
	es bot g "$p" | envelope g "$p" "pw-$p" | "$TOOLS/mkmail" plain "$p@x.test" "b$k@t" > "$D/inbox/tmp/b$k"
done
mv "$D/inbox/tmp/b1" "$D/inbox/tmp/b2" "$D/inbox/tmp/b3" "$D/inbox/new/"
for k in 1 2 3; do await "mail b$k was not answered" answered "b$k@t"; done
new_empty() { [ -z "$(ls "$D/inbox/new")" ]; }
await "mail left in new/: $(ls "$D/inbox/new")" new_empty
for k in 1 2 3; do [ "$(answers "b$k@t")" -eq 1 ] || fail "b$k answered $(answers "b$k@t") times"; done
[ "$(commits)" -eq $((c0 + 1)) ] || fail "three mails made $(($(commits) - c0)) commits"

# 3. A lock held by another process: watch waits for it, then answers.
w=$(status_of g waiting)
c0=$(commits)
es bot g "$w" | envelope g "$w" "pw-$w" | "$TOOLS/mkmail" plain "$w@x.test" l1@t > "$T/l1"
flock -x "$D/.estafeta.lock" sh -c "
	mv '$T/l1' '$D/inbox/new/l1'
	sleep 1   # the lock held a while (a slow run), not a synchronisation
	! grep -q '^In-Reply-To: <l1@t>' '$D/outbox/new'/*" ||
	fail "watch answered while another process held the lock"
await "the mail was not answered after the lock was released" answered l1@t
[ "$(commits)" -eq $((c0 + 1)) ] || fail "the mail under the lock made $(($(commits) - c0)) commits"

# 4. `estafeta run` launched beside it: the mail applied once.
w=$(status_of g waiting)
c0=$(commits)
deliver r1 "$w"
rrc=0
es run > "$T/run.out" 2>&1 || rrc=$?
[ $rrc -eq 0 ] || [ $rrc -eq 75 ] || { cat "$T/run.out" >&2; fail "run beside watch exited $rrc"; }
await "the mail was not answered" answered r1@t
[ "$(answers r1@t)" -eq 1 ] || fail "r1 answered $(answers r1@t) times"
[ "$(commits)" -eq $((c0 + 1)) ] || fail "the mail made $(($(commits) - c0)) commits"

# 5. SIGTERM: status 0, promptly, and the lock is free.
stop_watch
flock -n "$D/.estafeta.lock" true || fail "the lock is still held after watch ended"
es run > /dev/null || fail "a run after watch ended"

# 5b. SIGTERM while a batch runs (a fault hook of the sanitizer build
#     raises it as the start-up batch begins): the batch finishes, then
#     watch exits 0.
if [ "${SANITIZED:-0}" = 1 ]; then
	w=$(status_of g waiting)
	c0=$(commits)
	deliver t1 "$w"
	export ESTAFETA_FAULT=term-in-batch
	start_watch --now "$NOW"
	unset ESTAFETA_FAULT
	rc=0
	wait "$WPID" || rc=$?
	[ $rc -eq 0 ] || { cat "$T/watch.err" >&2; fail "watch exited $rc on SIGTERM in a batch"; }
	[ "$(answers t1@t)" -eq 1 ] || fail "the batch under SIGTERM did not answer"
	[ "$(commits)" -eq $((c0 + 1)) ] || fail "the batch under SIGTERM did not commit"
	[ -z "$(ls "$D/inbox/new")" ] || fail "the batch under SIGTERM left its mail in new/"
fi

# 6. Without mail, the next deadline wakes it: the real clock, a new data
#    root, and a game whose 1-hour deadline falls 3 s from now, after the
#    watcher has started (and found nothing due).
mkdir "$T/data2"
cp "$D/estafeta.conf" "$T/data2/"
D=$T/data2
t=$(($(date +%s) - 3600 + 3))
"$ESTAFETA" -C "$D" --now "$(date -u -d "@$t" +%Y-%m-%dT%H:%M:%SZ)" new reconquista late --seed 0b --insecure-seed \
	--set deadline_hours=1 --set reminder_hours=0 $P3 > /dev/null
c0=$(git -C "$D/games/late" rev-list --count HEAD)
start_watch
await "never said it watches the inbox" grep -qs "inotify on $D/inbox/new" "$T/watch.err"
[ "$(date +%s)" -lt $((t + 3600)) ] || fail "too slow: the deadline passed before watch started"
await "the deadline did not wake it" grep -q "timeouts 1" "$T/watch.out"
[ "$(git -C "$D/games/late" rev-list --count HEAD)" -eq $((c0 + 1)) ] || fail "the deadline made no commit"
[ "$(date +%s)" -ge $((t + 3600)) ] || fail "the deadline applied before its time"
stop_watch
echo "watch: ok"
