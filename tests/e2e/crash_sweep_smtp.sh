#!/bin/sh
# Crash anywhere, SMTP transport (crash_sweep.sh over a real Postfix,
# tests/mail/): one batch that answers over SMTP is killed (SIGKILL,
# strace injection) at a spread of its journal flushes, renames and socket
# writes and reads, and in turn has a read of the server's answer fail
# as a connection lost would (the RFC 1047 case: the data's end sent, the
# 250 never heard). After the recovery runs Postfix must have received
# every message of the outbox, none three times, and a message twice only
# when the recovery named it as maybe taken already.
#   SWEEP_POINTS (default 2, over journal flushes and socket writes and
#   reads only: make check's time): points per kind of call, over all
#   kinds when set (make bench sets 6); 0: every call.
. tests/e2e/lib.sh
. tests/mail/stack.sh
. tests/cut/mail.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"
PER=${SWEEP_POINTS:-2}
KINDS="fdatasync sendto"
[ -z "${SWEEP_POINTS:-}" ] || KINDS="fdatasync rename sendto recvfrom"
S=$(mktemp -d /tmp/estafeta-net.XXXXXX)
trap 'stack_down; [ -n "${KEEP:-}" ] || rm -rf "$T" "$S"' EXIT
smtp_scenario

# The parent's calls of each kind (the SMTP session is the parent's).
R=$T/r
rm -rf "$R" && cp -a "$T/pristine" "$R"
mail_mark
strace -qq -c -o "$T/counts" -e trace=fdatasync,rename,sendto,recvfrom "$ESTAFETA" -C "$R" --now "$NOW" run \
	> /dev/null 2>&1 || true
mail_check reference "$R" /dev/null
points=0 twice=0
# hit HOW SYSCALL K: a run killed (or its read failed) at its K-th SYSCALL.
hit() {
	rm -rf "$R" && cp -a "$T/pristine" "$R"
	mail_mark
	strace -qq -o /dev/null -e trace=$2 -e "inject=$2:$1:when=$3" "$ESTAFETA" -C "$R" --now "$NOW" run \
		> /dev/null 2> "$T/err" || true
	for k in 1 2; do "$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>> "$T/err" || true; done
	mail_check "$1 at $2 #$3" "$R" "$T/err"
	points=$((points + 1)) twice=$((twice + TWICE))
}
kill_at() { hit signal=KILL "$@"; }
lose_at() { hit error=ECONNRESET "$@"; }
kill_sweep "$T/counts" "$PER" kill_at $KINDS
kill_sweep "$T/counts" "$PER" lose_at recvfrom
# RFC 1047 on purpose: the read of the 250 that answers the 3rd message's
# final dot (the last read before that message is moved to outbox/cur)
# fails as a lost connection: that message is said to be maybe taken, sent
# again by the next run and said again; it is the only one received twice.
# How many reads a run makes depends on timing (a read may find nothing
# yet): the reads next to the one found are tried in turn (bounded).
# A busy machine changes the count between runs: the reference is taken
# again for each of three rounds (bounded).
said=
for round in 1 2 3; do
	rm -rf "$R" && cp -a "$T/pristine" "$R"
	mail_mark
	strace -qq -o "$T/seq" -e trace=rename,recvfrom "$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || true
	mail_check reference "$R" /dev/null
	k=$(awk '/^rename\(".*\/outbox\/new\/.*\/outbox\/cur\// && ++m == 3 { print r; exit }
		/^recvfrom/ && !/EAGAIN/ { r = NR }' "$T/seq")
	[ -n "$k" ] || fail "the run sent fewer than 3 messages"
	k=$(head -n "$k" "$T/seq" | grep -c '^recvfrom')
	for d in 0 1 -1 2 -2 3; do
		lose_at recvfrom $((k + d))
		if grep -q 'the connection was lost after its end: the server may have it' "$T/err"; then
			said=1
			break
		fi
	done
	[ -z "$said" ] || break
done
[ -n "$said" ] || fail "a connection lost between a message's end and its 250 was never said"
[ "$TWICE" = 1 ] || fail "a connection lost before the 250: $TWICE messages received twice, expected 1"
[ "$points" -ge 7 ] || fail "only $points points were tried"
echo "crash_sweep_smtp: ok ($points points, $twice messages sent twice, each said)"
