#!/bin/sh
# What a power cut leaves in a game's repository: a run killed at its
# barrier (its commit's pack, index and branch written, nothing flushed),
# then its unflushed files torn as a lost page cache leaves them: pack and
# index emptied (the branch naming the lost commit, or the branch lost
# too), the pack cut to half, the index alone, the branch file emptied,
# libgit2's temporary files and an empty loose object. After the next runs
# git itself (fsck --strict, gc) finds the repository sound and the data
# root is that of a run never cut: the same head, every answer once.
# A damaged pack that no cut explains (older than the last clean run) is
# never removed: every run fails (exit not 0) and health names the game.
. tests/e2e/lib.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"

es new teg tg --seed 0b --insecure-seed --player dani:dani@x.test:pw-dani --player eva:eva@x.test:pw-eva > /dev/null
run_in "$D" # a clean run: spool/last-run marks it
[ -f "$D/spool/last-run" ] || fail "the clean run left no spool/last-run"
now_plus 1
for w in $(status_of tg waiting); do
	es bot tg "$w" | envelope tg "$w" "pw-$w" | send plain "$w@x.test" "tg-$w@t"
done
cp -a "$D" "$T/pristine"
run_in "$D"
run_in "$D"
snapshot "$D" tg > "$T/ref"
grep -q '^inbox-new 0$' "$T/ref" || fail "the reference run left mail in the inbox"
grep -q '\.out-' "$T/ref" || fail "the reference run wrote no mail"

sound() { # DIR WHAT: git's own checks
	git -C "$1" fsck --strict > "$T/fsck" 2>&1 || { cat "$T/fsck" >&2; fail "$2: git fsck"; }
	git -C "$1" gc --quiet > "$T/gc" 2>&1 || { cat "$T/gc" >&2; fail "$2: git gc"; }
	git -C "$1" fsck --strict > /dev/null 2>&1 || fail "$2: git fsck after git gc"
}

# tear HOW: a run killed at its barrier, then the new files of the game's
# repository torn HOW.
tear() {
	R=$T/r
	rm -rf "$R" && cp -a "$T/pristine" "$R"
	strace -f -qq -o /dev/null -e trace=syncfs -e inject=syncfs:signal=KILL:when=1 \
		"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 && fail "$1: the run was not killed"
	G=$R/games/tg
	idx=$(find "$G/objects/pack" -name 'pack-*.idx' -newer "$R/spool/last-run")
	[ "$(echo "$idx" | wc -w)" = 1 ] || fail "$1: the killed run wrote no single new pack: $idx"
	pack=${idx%.idx}.pack
	[ "$(git -C "$G" rev-parse HEAD)" != "$(git -C "$T/pristine/games/tg" rev-parse HEAD)" ] ||
		fail "$1: the killed run did not move the branch"
	case $1 in
	empty) : > "$pack" && : > "$idx" ;;
	empty-branch-lost) : > "$pack" && : > "$idx" && cp -p "$T/pristine/games/tg/refs/heads/main" "$G/refs/heads/main" ;;
	half) truncate -s $(($(stat -c %s "$pack") / 2)) "$pack" ;;
	index-alone) rm "$pack" ;;
	pack-alone) rm "$idx" ;;
	branch-empty) : > "$G/refs/heads/main" ;;
	leftovers)
		head -c 100 /dev/urandom > "$G/objects/pack/tmp_pack_Xy12Ab"
		: > "$G/objects/pack/tmp_idx_Xy12Ab"
		: > "${pack%.pack}.lock"
		mkdir -p "$G/objects/5e"
		: > "$G/objects/5e/0123456789abcdef0123456789abcdef012345" ;;
	esac
	"$ESTAFETA" -C "$R" --now "$NOW" run > "$T/fix" 2>&1 || true
	grep -q 'tg: repository repaired' "$T/fix" || fail "$1: the run repaired nothing: $(cat "$T/fix")"
	run_in "$R"
	snapshot "$R" tg > "$T/got"
	if ! cmp -s "$T/ref" "$T/got"; then
		diff "$T/ref" "$T/got" >&2 || true
		fail "$1: after the cut the data root differs from the run never cut"
	fi
	left=$(find "$G/objects" -type f \( -size 0 -o -name 'tmp_*' -o -name '*.lock' \))
	[ -z "$left" ] || fail "$1: left behind: $left"
	sound "$G" "$1"
}
for how in empty empty-branch-lost half index-alone pack-alone branch-empty leftovers; do
	tear "$how"
done

# A pack damaged before the last clean run is no cut's: never removed;
# every run fails and health names the game.
R=$T/r
rm -rf "$R" && cp -a "$T/pristine" "$R"
old=$(find "$R/games/tg/objects/pack" -name 'pack-*.idx' ! -newer "$R/spool/last-run" | head -n 1)
[ -n "$old" ] || fail "no pack older than the last clean run"
old=${old%.idx}.pack
[ -f "$old" ] || fail "the index $old.idx has no pack"
size=$(stat -c %s "$old")
touch -r "$old" "$T/stamp"
truncate -s $((size - 7)) "$old"
touch -r "$T/stamp" "$old"
for i in 1 2; do
	"$ESTAFETA" -C "$R" --now "$NOW" run > "$T/out" 2>&1 && fail "run $i with a damaged old pack exited 0"
done
grep -q 'damaged' "$T/out" || fail "the run did not say the pack is damaged: $(cat "$T/out")"
[ -f "$old" ] || fail "the damaged old pack was removed"
"$ESTAFETA" -C "$R" --now "$NOW" health > "$T/health" 2>&1 && fail "health exited 0 with a damaged game"
grep -q '^problem failing tg .*damaged' "$T/health" || fail "health does not name the damaged game: $(cat "$T/health")"

# Packing that fails at every run (test-build fault hook) fails every run
# and health names the game; the mail of those runs is handled once, never
# set aside, and the first run that packs again is clean.
if [ "${SANITIZED:-0}" = 1 ]; then
	for i in 1 2 3; do
		now_plus 1
		for w in $(status_of tg waiting); do
			es bot tg "$w" | envelope tg "$w" "pw-$w" | send plain "$w@x.test" "p$i-$w@t"
		done
		set +e
		ESTAFETA_FAULT=pack-eio es run > "$T/out" 2>&1
		rc=$?
		set -e
		[ $rc -ne 0 ] || fail "packing failed in run $i, yet the run exited 0"
		grep -q '^commits [1-9]' "$T/out" || grep -q 'commits [1-9]' "$T/out" || fail "run $i committed nothing: $(cat "$T/out")"
		[ -z "$(ls "$D/inbox/new")" ] || fail "run $i left its handled mail in the inbox"
	done
	[ -z "$(ls "$D/inbox/failed" 2> /dev/null)" ] || fail "handled mail was set aside: $(ls "$D/inbox/failed")"
	es health > "$T/health" 2>&1 && fail "health exited 0 while packing fails"
	grep -q '^problem failing tg 3 .*cannot pack' "$T/health" || fail "health does not say packing fails: $(cat "$T/health")"
	now_plus 1
	es run > "$T/out" 2>&1 || fail "the first run that packs again failed: $(cat "$T/out")"
	es health > "$T/health" 2>&1 || true
	grep -q 'failing tg' "$T/health" && fail "health still names tg after it packed: $(cat "$T/health")"
fi
echo ok
