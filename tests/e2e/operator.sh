#!/bin/sh
# The operator's small things: `list` shows the games in sign-up and
# `status` answers on one (it exited 69); the run's summary line comes only
# from a batch that began (not with the lock held, nor on a clock refused)
# and counts reminders apart from timeouts; a repository the user may not
# read is said to be so (exit 77), not "no repository"; a running `watch`
# whose program is replaced (make install) runs the new one, same process,
# and goes on answering.
. tests/e2e/lib.sh

# 1. A sign-up in list and status.
printf 'maestro-de-juego\n' | es master-password > /dev/null
printf 'NUEVA PARTIDA reconquista alta\nCLAVE maestro-de-juego\nPLAZAS 3\n' | send plain jefe@x.test n1@t
step_run
printf 'UNIRSE alta Ana\n' | send plain ana@x.test j1@t
step_run
[ -d "$D/forming/alta" ] || fail "the sign-up was not opened"
es list > "$T/list" || fail "list"
grep -qx 'alta reconquista signup seats 1/3 joined Ana' "$T/list" || { cat "$T/list" >&2; fail "list: no sign-up line"; }
set +e
es status alta > "$T/st"
rc=$?
set -e
[ $rc -eq 0 ] || fail "status of a sign-up: exit $rc"
grep -qx 'kind reconquista' "$T/st" && grep -qx 'phase signup' "$T/st" && grep -qx 'seats 3' "$T/st" &&
	grep -qx 'joined Ana' "$T/st" && grep -qx 'open 2' "$T/st" || { cat "$T/st" >&2; fail "status of a sign-up"; }
set +e
es status nadie > /dev/null 2>&1
rc=$?
set -e
[ $rc -eq 69 ] || fail "status of no game: exit $rc, not 69"

# 2. The summary line: reminders apart from timeouts; nothing from a run
#    that did not begin.
es new reconquista g --seed 0a --insecure-seed --set deadline_hours=72 --set reminder_hours=24 \
	--player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla > /dev/null
es run > /dev/null
now_plus 50
es run > "$T/run" || fail "the reminder's run"
grep -q ' timeouts 0 reminders 1 ' "$T/run" || { cat "$T/run" >&2; fail "the reminder is not counted as one"; }
now_plus 30
es run > "$T/run" || fail "the deadline's run"
grep -q ' timeouts 1 reminders 0 ' "$T/run" || { cat "$T/run" >&2; fail "the timeout is not counted as one"; }
set +e
flock -x "$D/.estafeta.lock" "$ESTAFETA" -C "$D" --now "$NOW" run > "$T/run" 2> "$T/err"
rc=$?
set -e
[ $rc -eq 75 ] || fail "run with the lock held: exit $rc, not 75"
[ ! -s "$T/run" ] || fail "a run that never began printed a summary: $(cat "$T/run")"
set +e
"$ESTAFETA" -C "$D" --now 2026-01-01T00:00:00Z run --timings > "$T/run" 2> "$T/err"
rc=$?
set -e
[ $rc -eq 71 ] || { cat "$T/err" >&2; fail "run with the clock behind: exit $rc, not 71"; }
[ ! -s "$T/run" ] || fail "a run refused for the clock printed a summary: $(cat "$T/run")"
grep -q . "$T/err" || fail "the clock's refusal says nothing"

# 3. A repository the service user may not read.
if id nobody > /dev/null 2>&1 && command -v setpriv > /dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
	U=$T/perm
	cp -a "$D" "$U"
	chown -R nobody "$U"
	chown root "$U/games/g"
	chmod 700 "$U/games/g"
	chmod 755 "$T"
	asnobody() { setpriv --reuid=nobody --regid=nogroup --clear-groups "$ESTAFETA" -C "$U" --now "$NOW" "$@"; }
	set +e
	asnobody status g > /dev/null 2> "$T/err"
	rc=$?
	set -e
	[ $rc -eq 77 ] || { cat "$T/err" >&2; fail "status of an unreadable game: exit $rc, not 77"; }
	grep -q 'permission denied' "$T/err" || fail "status does not say permission: $(cat "$T/err")"
	! grep -q 'no repository' "$T/err" || fail "an unreadable game called missing: $(cat "$T/err")"
	asnobody list > "$T/list" 2>&1 || true
	grep -q '^g unreadable: .*permission denied' "$T/list" || fail "list: $(cat "$T/list")"
	rm -rf "$U"
fi

# 4. watch runs the new program once its file is replaced.
B=$T/bin
mkdir -p "$B"
cp "$ESTAFETA" "$B/estafeta"
"$B/estafeta" -C "$D" --now "$NOW" watch --interval 3600 > "$T/watch.out" 2> "$T/watch.err" &
WPID=$!
trap 'kill "$WPID" 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
await() { # WHAT CMD...: bounded poll (20 s)
	what=$1
	shift
	i=0
	until "$@"; do
		i=$((i + 1))
		[ $i -le 1000 ] || { cat "$T/watch.out" "$T/watch.err" >&2; fail "watch: $what"; }
		sleep 0.02
	done
}
await "never watched the inbox" grep -qs "inotify on $D/inbox/new" "$T/watch.err"
# As install(1) does: a new file put in the old one's place.
cp "$ESTAFETA" "$B/estafeta.new"
mv "$B/estafeta.new" "$B/estafeta"
# A mail wakes it; between batches it starts the new program.
w=$(status_of g waiting)
es bot g "$w" | envelope g "$w" "pw-$w" | "$TOOLS/mkmail" plain "$w@x.test" u1@t > "$D/inbox/tmp/u1"
mv "$D/inbox/tmp/u1" "$D/inbox/new/u1"
await "did not start the new program" grep -qs "$B/estafeta was replaced: starting the new one" "$T/watch.err"
answered() { grep -qs "^In-Reply-To: <$1>" "$D/outbox/new"/*; }
await "the mail was not answered" answered u1@t
exe=$(readlink "/proc/$WPID/exe")
[ "$exe" = "$B/estafeta" ] || fail "watch still runs the old program: $exe"
# The new program watches as the old one did: another mail is answered.
w=$(status_of g waiting)
es bot g "$w" | envelope g "$w" "pw-$w" | "$TOOLS/mkmail" plain "$w@x.test" u2@t > "$D/inbox/tmp/u2"
mv "$D/inbox/tmp/u2" "$D/inbox/new/u2"
await "the new program did not answer" answered u2@t
kill -TERM "$WPID"
rc=0
wait "$WPID" || rc=$?
[ $rc -eq 0 ] || { cat "$T/watch.err" >&2; fail "watch exited $rc on SIGTERM"; }
[ "$(grep -c 'was replaced' "$T/watch.err")" -eq 1 ] || fail "watch restarted more than once: $(cat "$T/watch.err")"
echo "operator: ok"
