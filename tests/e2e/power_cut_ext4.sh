#!/bin/sh
# Real power cuts, Maildir transport (tests/cut/ext4.sh): the data root on
# a journaled ext4 in a loop image, a batch stopped at a chosen point, the
# image copied as the disk holds it then, and the copy booted (journal
# replayed, new kernel boot id) for the recovery runs. After recovery the
# data root must equal that of a run never cut (every order applied once,
# every answer once in outbox/new), and a message that was in outbox/new
# when the power went (another program may have taken it) must not be
# back in outbox/staged, waiting to be published again.
#   cut at the barrier     nothing flushed yet: everything redone
#   cut at the publish     the renames to new/ made, their flush not:
#                          the one moment a message may be published twice
#   cut after the run      everything the run published stays published
# CUT_RANDOM=N (make bench) adds N cuts at random calls of the run's
# parent (CUT_SEED repeats a draw); a message may be back in staged/ only
# when the cut came between the publishing renames and their flush.
. tests/e2e/lib.sh
. tests/cut/ext4.sh
for t in strace unshare mkfs.ext4; do
	command -v $t > /dev/null 2>&1 || fail "$t is needed"
done
trap 'cut_down; [ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT

es new reconquista rc --seed 0a --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
es new teg tg --seed 0b --insecure-seed --player dani:dani@x.test:pw-dani --player eva:eva@x.test:pw-eva > /dev/null
now_plus 60
for g in rc tg; do
	for w in $(status_of $g waiting); do
		es bot $g "$w" | envelope $g "$w" "pw-$w" | send plain "$w@x.test" "$g-$w@t"
	done
done
printf 'AYUDA\n' | send plain stranger@y.test help@t
cp -a "$D" "$T/pristine"
for g in rc tg; do git -C "$D/games/$g" rev-parse HEAD; done > "$T/heads-pristine"
run_in "$D"
run_in "$D"
snapshot "$D" rc tg > "$T/ref"
grep -q '^inbox-new 0$' "$T/ref" || fail "the reference run left mail in the inbox"
[ "$(grep -c '\.out-' "$T/ref")" -ge 8 ] || fail "the reference run wrote too little mail"

cut_up "$T/cut" || fail "no loop-mounted ext4 here"
R=$CUT/mnt/d
# cut_at WHAT SYSCALL K: the pristine root on the ext4 (flushed), one run
# stopped at its K-th SYSCALL (K 0: the whole run, nothing stopped), the
# power cut there, the copy booted and run twice.
cut_at() {
	cp -a "$T/pristine" "$R"
	sync -f "$R"
	if [ "$3" = 0 ]; then
		run_in "$R"
	else
		cut_stop "$2" "$3" "$ESTAFETA" -C "$R" --now "$NOW" run ||
			fail "$1: the run was not stopped at $2 #$3 ${CUT_ON:-}"
	fi
	ls "$R/outbox/new" | sort > "$T/visible"
	cut_take "$T/copy.img"
	cut_end
	rm -rf "$T/after"
	cut_boot "$T/copy.img" sh -c '
		ls "$1/outbox/staged" 2> /dev/null > "$2/staged"
		for g in rc tg; do git -C "$1/games/$g" rev-parse HEAD; done > "$2/heads-at-cut"
		for k in 1 2; do "$3" -C "$1" --now "$4" run > /dev/null 2>&1; done
		cp -a "$1" "$2/after"' _ "$R" "$T" "$ESTAFETA" "$NOW" || fail "$1: the copy did not boot"
	# A cut at the barrier must lose the run's commits (else it cut
	# nothing and proves nothing).
	if [ "$1" = barrier ] && ! cmp -s "$T/heads-at-cut" "$T/heads-pristine"; then
		fail "$1: the cut image holds the run's commits: the cut lost nothing"
	fi
	snapshot "$T/after" rc tg > "$T/got"
	for g in rc tg; do
		git -C "$T/after/games/$g" fsck --strict > /dev/null 2>&1 || fail "$1: git fsck $g"
	done
	mount -o loop,commit=600 "$CUT/fs.img" "$CUT/mnt"
	rm -rf "$R"
	if ! cmp -s "$T/ref" "$T/got"; then
		diff "$T/ref" "$T/got" >&2 || true
		fail "$1: after the power cut the data root differs from the run never cut"
	fi
	# A staged copy is named by its key: the names published are found
	# in the records of the sent index.
	again=0
	for k in $(cat "$T/staged"); do
		nm=$(cut -d' ' -f1 < "$D/spool/sent/$(echo "$k" | cut -c1-2)/$(echo "$k" | cut -c3-)")
		grep -qxF "$nm" "$T/visible" && again=$((again + 1))
	done
	echo "$1: $(wc -l < "$T/visible") in outbox/new at the cut, $again of them back in staged/ ($(wc -l < "$T/staged") staged)"
	AGAIN=$again
	[ "$again" = 0 ] || [ "$1" = publish ] || [ "${4:-}" = any ] ||
		fail "$1: $again messages published before the power cut would be published again"
}
cut_at barrier syncfs 1
CUT_ON=$R/outbox/new
cut_at publish fsync 1
CUT_ON=
cut_at end none 0
ncut=${CUT_RANDOM:-0} seed=${CUT_SEED:-$(date +%s)} back=0 hits=0
if [ "$ncut" != 0 ]; then
	echo "random cuts: $ncut, CUT_SEED=$seed"
	cp -a "$T/pristine" "$R"
	strace -qq -o "$T/calls" -e trace=fsync,fdatasync,syncfs,rename "$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || true
	rm -rf "$R"
	grep -o '^[a-z]*(' "$T/calls" | tr -d '(' > "$T/seq"
	awk -v n="$ncut" -v seed="$seed" 'BEGIN { srand(seed) } { c[NR] = $1; k[NR] = ++seen[$1] }
		END { for (i = 0; i < n; i++) { j = int(rand() * NR) + 1; print c[j], k[j] } }' "$T/seq" > "$T/draws"
	while read -r sc k; do
		cut_at "random $sc #$k" "$sc" "$k" any < /dev/null
		[ "$AGAIN" = 0 ] || hits=$((hits + 1))
		back=$((back + AGAIN))
	done < "$T/draws"
	echo "random cuts: $ncut, $hits between publishing and its flush ($back messages back in staged/), the rest none"
fi
echo ok
