#!/bin/sh
# Stops the mail stack started by tests/mail/start.sh ROOT, by PID only.
#   tests/mail/stop.sh ROOT
# ROOT/pids holds lines "COMM PID" (dovecot and Postfix's master). A PID is
# signalled only while /proc/PID/comm still names what we started, so a
# recycled PID is never hit. The masters' children are noted first; after
# SIGTERM we wait up to 10 s for all of them, then SIGKILL what is left.
# Stopping an already stopped stack succeeds. ROOT itself is kept (logs).
set -eu
die() { echo "mail/stop: $*" >&2; exit 1; }
[ $# -eq 1 ] || die "usage: stop.sh ROOT"
root=${1%/}
[ -e "$root/.mailstack" ] || die "$root is not a mail stack root (no .mailstack marker)"
[ -s "$root/pids" ] || exit 0

# comm_of PID: its command name, empty when gone or a zombie (a zombie has
# exited; only its parent's wait is missing, which may be PID 1's job).
comm_of() {
	line=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
	rest=${line##*) }
	case $rest in Z* | X*) return 0 ;; esac
	cat "/proc/$1/comm" 2>/dev/null || true
}
# children PID: PIDs whose parent is PID (field 4 of /proc/N/stat; the comm
# field may hold spaces, so we cut after its closing parenthesis).
children() {
	for s in /proc/[0-9]*/stat; do
		line=$(cat "$s" 2>/dev/null) || continue
		set -- ${line##*) }
		if [ "${2:-}" = "$want" ]; then
			n=${s#/proc/}
			echo "${n%/stat}"
		fi
	done
}

noted="" # "PID:COMM ..." of masters and their children
masters=""
while read -r comm pid; do
	case $pid in '' | *[!0-9]*) continue ;; esac
	[ "$(comm_of "$pid")" = "$comm" ] || continue
	masters="$masters $pid"
	noted="$noted $pid:$comm"
	want=$pid
	for c in $(children); do
		noted="$noted $c:$(comm_of "$c")"
	done
done < "$root/pids"

for p in $masters; do
	kill -TERM "$p" 2>/dev/null || true
done

alive() { # prints the noted PIDs still running as what we noted
	for n in $noted; do
		pid=${n%%:*}
		[ "$(comm_of "$pid")" = "${n#*:}" ] && echo "$pid"
	done
	return 0
}
i=0
while [ -n "$(alive)" ] && [ $i -lt 200 ]; do
	sleep 0.05
	i=$((i + 1))
done
left=$(alive)
if [ -n "$left" ]; then
	echo "mail/stop: still running after 10 s, sending SIGKILL to:" $left >&2
	for p in $left; do
		kill -KILL "$p" 2>/dev/null || true
	done
fi
: > "$root/pids"
