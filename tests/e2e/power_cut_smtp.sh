#!/bin/sh
# Real power cuts under the SMTP transport (tests/cut/ext4.sh, a real
# Postfix, tests/mail/): a batch that sends its answers is stopped at a
# chosen point, the power cut there, and the copy of its disk booted for
# the recovery runs. Postfix must have received every message, and none
# twice but the one the cut caught between its final dot and the durable
# record of the server's 250, which the recovery run names as maybe sent
# and sends again under the same Message-ID.
#   cut after the run        all the sends recorded: nothing again
#   cut in mid-send          the messages recorded stay sent; the one in
#                            flight goes again and is said
#   cut at the final flush   the last message is the one in flight
# CUT_RANDOM=N (make bench) adds N cuts at random calls of the run
# (CUT_SEED repeats a draw).
. tests/e2e/lib.sh
. tests/mail/stack.sh
. tests/cut/ext4.sh
. tests/cut/mail.sh
for t in strace unshare mkfs.ext4; do
	command -v $t > /dev/null 2>&1 || fail "$t is needed"
done
S=$(mktemp -d /tmp/estafeta-net.XXXXXX)
trap 'cut_down; stack_down; [ -n "${KEEP:-}" ] || rm -rf "$T" "$S"' EXIT
smtp_scenario

cut_up "$T/cut" || fail "no loop-mounted ext4 here"
R=$CUT/mnt/d
# cut_at WHAT SYSCALL K: as power_cut_ext4.sh (K 0: the whole run).
cut_at() {
	cp -a "$T/pristine" "$R"
	sync -f "$R"
	mail_mark
	if [ "$3" = 0 ]; then
		run_in "$R"
	else
		cut_stop "$2" "$3" "$ESTAFETA" -C "$R" --now "$NOW" run || fail "$1: the run was not stopped at $2 #$3"
	fi
	cut_take "$T/copy.img"
	cut_end
	rm -rf "$T/after"
	cut_boot "$T/copy.img" sh -c '
		for k in 1 2; do "$3" -C "$1" --now "$4" run > /dev/null 2>> "$2/rerun.err"; done
		cp -a "$1" "$2/after"' _ "$R" "$T" "$ESTAFETA" "$NOW" || fail "$1: the copy did not boot"
	mount -o loop,commit=600 "$CUT/fs.img" "$CUT/mnt"
	rm -rf "$R"
	mail_check "$1" "$T/after" "$T/rerun.err"
	rm -f "$T/rerun.err"
	echo "$1: $(wc -l < "$T/got.ids") received, $TWICE twice (said)"
	[ "$4" = any ] || [ "$TWICE" = "$4" ] || fail "$1: $TWICE received twice, expected $4"
}
# The parent's calls: how many messages, and where the sends' journal
# is flushed.
cp -a "$T/pristine" "$R"
mail_mark
strace -qq -o "$T/calls" -e trace=fdatasync,syncfs,rename,sendto "$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || true
mail_check reference "$R" /dev/null
rm -rf "$R"
nsync=$(grep -c '^fdatasync' "$T/calls") || true
nmsg=$(wc -l < "$T/want.ids")
[ "$nmsg" -ge 8 ] || fail "the run sent too little: $nmsg messages"
cut_at end none 0 0
[ "$nsync" = "$nmsg" ] || fail "the sends flushed their journal $nsync times for $nmsg messages"
cut_at mid fdatasync 4 1
cut_at last syncfs 2 1
# Random cuts: a call of the parent drawn among those of the reference run.
ncut=${CUT_RANDOM:-0} seed=${CUT_SEED:-$(date +%s)} twice=0
[ "$ncut" = 0 ] || echo "random cuts: $ncut, CUT_SEED=$seed"
grep -o '^[a-z]*(' "$T/calls" | tr -d '(' > "$T/seq"
awk -v n="$ncut" -v seed="$seed" 'BEGIN { srand(seed) } { c[NR] = $1; k[NR] = ++seen[$1] }
	END { for (i = 0; i < n; i++) { j = int(rand() * NR) + 1; print c[j], k[j] } }' "$T/seq" > "$T/draws"
while read -r sc k; do
	cut_at "random $sc #$k" "$sc" "$k" any < /dev/null
	twice=$((twice + TWICE))
done < "$T/draws"
[ "$ncut" = 0 ] || echo "random cuts: $ncut, messages received twice: $twice (each said, at most one a cut)"
echo ok
