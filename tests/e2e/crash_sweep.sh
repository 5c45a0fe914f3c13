#!/bin/sh
# slow: yes
# Crash anywhere (reliability issue): one batch over games of every kind,
# with orders, a duplicate copy, a wrong password, press, a help request
# and a due reminder, is killed (SIGKILL, strace injection) at every
# rename, fsync, syncfs, link, unlink and mkdir it makes and at a spread of
# its openat and write calls, in the parent or in a game's child. After
# recovery runs, every game's history must equal that of the run that was
# never killed (every order applied exactly once), the outbox must hold
# the same messages byte for byte (every answer exactly once), the inbox
# must be empty, git fsck clean and verify happy.
#   SWEEP_POINTS (default 4; E2E_FULL=1: 10): kill points per kind of call, spread evenly
#   over all the calls of that kind (first and last included); 0: every
#   call (make bench runs that).
. tests/e2e/lib.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"
PER=${SWEEP_POINTS:-4}
[ "${E2E_FULL:-0}" = 0 ] || PER=${SWEEP_POINTS:-10}

es new reconquista rc --seed 0a --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
es new teg tg --seed 0b --insecure-seed --player dani:dani@x.test:pw-dani --player eva:eva@x.test:pw-eva > /dev/null
es new catan ct --seed 0c --insecure-seed --player flor:flor@x.test:pw-flor --player gil:gil@x.test:pw-gil \
	--player hugo:hugo@x.test:pw-hugo > /dev/null
now_plus 60 # reminders are due at the next run
for g in rc tg ct; do
	for w in $(status_of $g waiting); do
		es bot $g "$w" | envelope $g "$w" "pw-$w" | send plain "$w@x.test" "$g-$w@t"
	done
done
w=$(status_of rc waiting | cut -d' ' -f1)
es bot rc "$w" | envelope rc "$w" "pw-$w" | send qp-latin1 "$w@x.test" "rc-$w@t" # the Cc copy
printf 'PASO\n' | envelope tg dani mala | send plain dani@x.test bad@t
printf 'PRENSA todos hola a todos\n' | envelope ct gil pw-gil | send plain gil@x.test press@t
printf 'AYUDA\n' | send plain stranger@y.test help@t
cp -a "$D" "$T/pristine"


# The run that is never killed (and a second run that must change nothing).
run_in "$D"
run_in "$D"
snapshot "$D" rc tg ct > "$T/ref"
grep -q '^inbox-new 0$' "$T/ref" || fail "the reference run left mail in the inbox"
[ "$(grep -c 'reply\.' "$T/ref")" -ge 2 ] || fail "the reference run answered too little: $(cat "$T/ref")"

# Killed at every kind of call that writes, recovered: each game's history
# also passes git fsck.
fsck_all() { # SYSCALL K
	for g in rc tg ct; do
		git -C "$R/games/$g" fsck --strict > /dev/null 2>&1 || fail "killed at $1 #$2: git fsck $g"
	done
}
kill_recover "$T/pristine" "rc tg ct" "$PER" fsck_all rename renameat renameat2 fsync fdatasync syncfs link unlink mkdir \
	openat write
# Spread over eleven kinds of call, some of them made fewer times than
# PER: at least four points a kind's worth, so a sweep that kills nothing
# fails.
least=$((PER > 0 ? PER * 4 : 40))
[ "$points" -ge "$least" ] || fail "only $points kill points were tried (at least $least)"
# strace counts calls per process, the spread runs over all processes'
# calls: a point past a process's own count kills nothing.
[ "$killed" -ge $((points / 4)) ] || fail "only $killed of $points runs were killed"
for g in rc tg ct; do es verify $g > /dev/null || fail "verify $g"; done
echo "crash_sweep: ok ($points kill points, $killed runs killed)"
