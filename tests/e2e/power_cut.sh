#!/bin/sh
# A power cut before the batch's barrier (issue 17 item 3): a batch writes
# its mail, delivery markers and sent records unflushed, and its one
# syncfs makes them durable before anything is published, marked handled
# or sent. A run killed at that syncfs, whose unflushed files are then
# torn as a lost page cache would leave them (staged mail cut to half or
# emptied, records and markers emptied or lost; or the next run unable to
# open a game whose torn mail then waits for its redo), must recover to exactly
# the data root of a run never cut: the same commits, the same outbox byte
# for byte (every answer once, none torn), an empty inbox.
. tests/e2e/lib.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"

es new reconquista rc --seed 0a --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
es new teg tg --seed 0b --insecure-seed --player dani:dani@x.test:pw-dani --player eva:eva@x.test:pw-eva > /dev/null
now_plus 60 # reminders are due too
for g in rc tg; do
	for w in $(status_of $g waiting); do
		es bot $g "$w" | envelope $g "$w" "pw-$w" | send plain "$w@x.test" "$g-$w@t"
	done
done
printf 'PASO\n' | envelope tg dani mala | send plain dani@x.test bad@t
printf 'AYUDA\n' | send plain stranger@y.test help@t
cp -a "$D" "$T/pristine"


run_in "$D"
run_in "$D"
snapshot "$D" rc tg > "$T/ref"
grep -q '^inbox-new 0$' "$T/ref" || fail "the reference run left mail in the inbox"
[ "$(grep -c '\.out-' "$T/ref")" -ge 8 ] || fail "the reference run wrote too little mail: $(cat "$T/ref")"
grep -q 'reply\.' "$T/ref" || fail "the reference run answered no mail"

# cut_power HOW: a run killed at its barrier, then its unflushed files torn.
cut_power() {
	R=$T/r
	rm -rf "$R" && cp -a "$T/pristine" "$R"
	strace -f -qq -o /dev/null -e trace=syncfs -e inject=syncfs:signal=KILL:when=1 \
		"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 && fail "$1: the run was not killed"
	n=$(find "$R/outbox/staged" -type f ! -name '.*' | wc -l)
	[ "$n" -ge 8 ] || fail "$1: the killed run staged only $n messages"
	[ "$(ls "$R/outbox/new" | wc -l)" = "$(ls "$T/pristine/outbox/new" | wc -l)" ] ||
		fail "$1: mail reached outbox/new before the barrier"
	[ -n "$(ls "$R/inbox/new")" ] || fail "$1: mail was marked handled before the barrier"
	case $1 in
	half) # every staged message cut to half its length
		find "$R/outbox/staged" -type f | while read -r f; do
			truncate -s $(($(stat -c %s "$f") / 2)) "$f"
		done ;;
	empty) # staged mail, sent records and pending markers emptied
		find "$R/outbox/staged" "$R/spool/delivered.new" -type f -exec truncate -s 0 {} +
		find "$R/spool/sent" -type f -newer "$T/pristine/estafeta.conf" -exec truncate -s 0 {} + ;;
	lost) # pending markers lost, staged mail torn
		rm -rf "$R/spool/delivered.new"
		find "$R/outbox/staged" -type f | while read -r f; do truncate -s 100 "$f"; done ;;
	failing) # staged mail torn, and the next run cannot open rc: its
		# torn mail must wait, never go out, until rc's redo puts it
		find "$R/outbox/staged" -type f | while read -r f; do truncate -s 100 "$f"; done
		mv "$R/games/rc/objects" "$R/games/rc/objects.off"
		run_in "$R"
		(cd "$R/outbox/new" && for f in $(ls | sort); do echo "$f $(sha256sum < "$f" | cut -c1-16)"; done) > "$T/out"
		grep -q '\.tg\.' "$T/out" || fail "failing: the game that could run published nothing"
		while read -r line; do
			grep -qxF "$line" "$T/ref" || fail "failing: a message that is not the run's went out: $line"
		done < "$T/out"
		[ -n "$(ls "$R/outbox/staged")" ] || fail "failing: rc's torn mail was dropped, not kept for its redo"
		mv "$R/games/rc/objects.off" "$R/games/rc/objects" ;;
	esac
	run_in "$R"
	run_in "$R"
	snapshot "$R" rc tg > "$T/got"
	if ! cmp -s "$T/ref" "$T/got"; then
		diff "$T/ref" "$T/got" >&2 || true
		fail "$1: after the power cut the data root differs from the run never cut"
	fi
	for g in rc tg; do
		git -C "$R/games/$g" fsck --strict > /dev/null 2>&1 || fail "$1: git fsck $g"
	done
}
cut_power half
cut_power empty
cut_power lost
cut_power failing
echo ok
