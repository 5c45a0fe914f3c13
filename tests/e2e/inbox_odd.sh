#!/bin/sh
# asan: yes
# What is not a mail in inbox/new never hangs or stops a batch: a FIFO (an
# open or a read of it would wait for a writer for ever) and a symbolic
# link are skipped, said on stderr and in `health`, and left for the
# operator; the mail beside them is applied. (`timeout` turns a hang into
# a failure.) A batch that cannot mark its handled mail (inbox/cur
# read-only, a bind mount in a private mount namespace) exits 74, the
# disk, not 0, and `health` says so; the next run marks the mail without
# applying it again.
. tests/e2e/lib.sh
es new reconquista g --seed 011 --insecure-seed --player ana:ana@g.test:pw-ana \
	--player berta:berta@g.test:pw-berta --player carla:carla@g.test:pw-carla > /dev/null
order() { # MSGID
	w=$(status_of g waiting)
	es bot g "$w" | envelope g "$w" "pw-$w" | send plain "$w@g.test" "$1"
}
order o1@t
mkfifo "$D/inbox/new/0000.fifo"
# The link's target is a whole mail: a run that followed the link would
# answer it.
printf 'AYUDA\n' | "$TOOLS/mkmail" plain curioso@x.test zq-outside-9731@t > "$T/outside"
ln -s "$T/outside" "$D/inbox/new/0001.link"
h=$(head_of g)
now_plus 1
set +e
timeout 30 "$ESTAFETA" -C "$D" --now "$NOW" run > "$T/run" 2> "$T/err" < /dev/null
rc=$?
set -e
[ $rc -ne 124 ] || fail "a FIFO in inbox/new hung the batch"
[ $rc -eq 0 ] || { cat "$T/err" >&2; fail "a FIFO in inbox/new failed the batch (exit $rc)"; }
[ "$(head_of g)" != "$h" ] || fail "the mail beside the FIFO was not applied"
grep -q '0000.fifo is not a regular file' "$T/err" || { cat "$T/err" >&2; fail "the FIFO is not reported"; }
grep -q '0001.link is a symbolic link' "$T/err" || { cat "$T/err" >&2; fail "the link is not reported"; }
[ -p "$D/inbox/new/0000.fifo" ] || fail "the FIFO was moved or removed"
set +e
es health > "$T/health"
hrc=$?
set -e
[ $hrc -eq 1 ] || fail "health exit $hrc with a FIFO in inbox/new"
grep -q '^problem inbox-not-mail 2 ' "$T/health" || { cat "$T/health" >&2; fail "health does not name the FIFO"; }
rm "$D/inbox/new/0000.fifo" "$D/inbox/new/0001.link"
grep -l 'curioso@x.test' "$D/outbox/new"/* && fail "the link's target was read and answered"

# inbox/cur read-only: the mail is applied but cannot be marked.
order o2@t
h=$(head_of g)
now_plus 1
set +e
unshare -m sh -c 'mount --bind "$1/inbox/cur" "$1/inbox/cur" && mount -o remount,bind,ro "$1/inbox/cur" &&
	exec "$2" -C "$1" --now "$3" run' sh "$D" "$ESTAFETA" "$NOW" > "$T/run" 2> "$T/err"
rc=$?
set -e
[ $rc -eq 74 ] || { cat "$T/err" >&2; fail "a batch that could not mark its mail exited $rc, not 74"; }
[ "$(head_of g)" != "$h" ] || fail "the mail was not applied"
[ "$(ls "$D/inbox/new" | wc -l)" -eq 1 ] || fail "the unmarked mail is not in inbox/new"
set +e
es health > "$T/health"
hrc=$?
set -e
[ $hrc -eq 1 ] || fail "health exit $hrc after a batch that could not mark its mail"
grep -q '^problem trouble 1 runs: .*cannot move .* to cur' "$T/health" ||
	{ cat "$T/health" >&2; fail "health does not say the mail could not be marked"; }
h=$(head_of g)
now_plus 1
es run > "$T/run" 2> "$T/err" || { cat "$T/err" >&2; fail "the run after"; }
[ -z "$(ls "$D/inbox/new")" ] || fail "the mail was not marked by the next run"
[ "$(head_of g)" = "$h" ] || fail "the mail was applied twice"
grep -q 'duplicates 1 ' "$T/run" || { cat "$T/run" >&2; fail "the mail was not taken as handled"; }
echo "inbox_odd: ok"
