#!/bin/sh
# slow: yes
# Upgrade: a data root made by the previous release (tests/data/upgrade/
# prev-release.tar.gz, see the README.md beside it) keeps working with this
# one. Before any run every game reads (status) and replays (verify); the
# first run applies the mail that waited in the inbox, writes the format
# version, and delivers once, under the old names, the mail of the run that
# stopped between commit and delivery; the running games are played to their
# end, the finished one stays finished, the sign-up fills and starts its
# game; verify and git fsck --strict pass on everything afterwards.
. tests/e2e/lib.sh

tar -xzf tests/data/upgrade/prev-release.tar.gz -C "$T"
P=$T/prev-release
rm -rf "$D"
mv "$P/data" "$D"
NOW=$(cat "$P/now.txt")
# The games are played to their end in leaps of days (see lib.sh).
printf '[judge]\nclock_jump_hours = 0\n' >> "$D/estafeta.conf"
running="reco teg catan"
games="$running fin"

# verify_all WHEN GAME...: verify checks every commit of each game.
verify_all() {
	when=$1
	shift
	for g in "$@"; do
		es verify "$g" > "$T/verify.out" 2>&1 || { cat "$T/verify.out" >&2; fail "$g: verify $when"; }
		c=$(git -C "$D/games/$g" rev-list --count HEAD)
		grep -q "^$c commits, 0 different" "$T/verify.out" || { cat "$T/verify.out" >&2; fail "$g: verify $when did not check its $c commits"; }
	done
}

# 1. Before any run: status and verify read every old game and change nothing.
for g in $games; do
	eval "old_head_$g=$(head_of "$g")"
	git -C "$D/games/$g" show HEAD:meta/game.txt | grep -q '^format ' && fail "$g: the test data already has a format line"
	es status "$g" > "$T/st" 2>&1 || { cat "$T/st" >&2; fail "$g: status before the first run"; }
	grep -qx "kind $(sed -n "s/^$g \([a-z]*\) .*/\1/p" "$P/games.txt")" "$T/st" || { cat "$T/st" >&2; fail "$g: status kind"; }
done
[ "$(status_of fin phase)" = over ] || fail "fin: not over before the upgrade"
fin_winner=$(status_of fin winner)
[ "$fin_winner" = "mar nico olga" ] || fail "fin: winner line '$fin_winner'"
for g in $running; do
	[ "$(status_of "$g" phase)" != over ] || fail "$g: over before the upgrade"
	[ -n "$(status_of "$g" waiting)" ] || fail "$g: nobody awaited before the upgrade"
done
# catan holds an offer made turns before (that release kept offers until
# answered; later ones lapse with their offerer's turn): verify replays
# each commit under the rules edition it was played by.
git -C "$D/games/catan" show HEAD:state/game.txt | grep -q '^offer ' || fail "catan: the test data holds no open offer"
verify_all "before the first run" $games
# The old release's views are worded as it worded them: verify says it
# compared their state and dice only.
es verify reco | grep -q "^$(git -C "$D/games/reco" rev-list --count HEAD) commits worded by an earlier release" ||
	fail "reco: verify does not say the old commits were worded by an earlier release"
for g in $games; do
	[ "$(head_of "$g")" = "$(eval echo "\$old_head_$g")" ] || fail "$g: status or verify committed"
done

# 2. The first run of the new release.
waiter=$(sed -n 's/^reco .*orders of \([a-z]*\) waiting.*/\1/p' "$P/games.txt")
[ -n "$waiter" ] && [ "$(ls "$D/inbox/new" | wc -l)" -eq 1 ] || fail "the test data has no waiting mail"
for f in $(awk '{print $2}' "$P/redeliver.txt"); do
	[ ! -e "$D/outbox/new/$f" ] || fail "the interrupted batch's mail $f is already in the outbox"
done
n0=$(outbox_count)
ls "$D/outbox/new" | sort > "$T/out0"
now_plus 1
es run > "$T/run.out" 2>&1 || { cat "$T/run.out" >&2; fail "first run after the upgrade"; }
grep -q "accepted 1 " "$T/run.out" || { cat "$T/run.out" >&2; fail "the waiting mail was not accepted"; }
[ -z "$(ls "$D/inbox/new")" ] || fail "mail left in inbox/new"
# The waiting orders were applied and confirmed.
[ "$(head_of reco)" != "$old_head_reco" ] || fail "reco: the waiting orders were not committed"
[ "$(git -C "$D/games/reco" rev-parse HEAD~1)" = "$old_head_reco" ] || fail "reco: more than one commit for one mail"
git -C "$D/games/reco" show --stat --format= HEAD | grep -q 'in-01.eml' || fail "reco: the mail is not in the commit"
# The sender is told, in a reply to the waiting mail.
ok=""
for f in $(ls "$D/outbox/new" | sort > "$T/out1"; comm -13 "$T/out0" "$T/out1"); do
	mail_text "$D/outbox/new/$f" > "$T/m"
	grep -q "^To: $waiter@x.test" "$T/m" && grep -q "^In-Reply-To: <\{0,1\}old-reco-waiting@t" "$T/m" &&
		grep -q "Hemos aceptado tus órdenes para la partida reco" "$T/m" && ok=1
done
[ -n "$ok" ] || fail "reco: no confirmation to $waiter in reply to the waiting mail"
# The interrupted teg batch is delivered once, under the names the old
# release gave it, byte for byte; nothing is committed for it.
[ "$(head_of teg)" = "$old_head_teg" ] || fail "teg: redelivery committed"
(cd "$D/outbox/new" && sha256sum -c --quiet "$P/redeliver.txt") || fail "teg: the redelivered mail differs from the old release's (names or bytes)"
tag=$(awk 'NR == 1 {print $2}' "$P/redeliver.txt" | cut -d. -f2-5)
[ "$(ls "$D/outbox/new" | grep -c "^[0-9]*\.$tag\.")" -eq "$(wc -l < "$P/redeliver.txt")" ] ||
	fail "teg: the interrupted batch's mail is in the outbox $(ls "$D/outbox/new" | grep -c "^[0-9]*\.$tag\.") times for $(wc -l < "$P/redeliver.txt") mails"
[ "$(cat "$D/spool/teg.delivered")" = "$old_head_teg" ] || fail "teg: delivery marker not moved to HEAD"
n1=$(outbox_count)
# Only the confirmation (plus the redelivered mail) was sent.
[ $((n1 - n0)) -ge $(($(wc -l < "$P/redeliver.txt") + 1)) ] || fail "first run sent $((n1 - n0)) mails"
for g in catan fin; do
	[ "$(head_of "$g")" = "$(eval echo "\$old_head_$g")" ] || fail "$g: the first run committed to an idle game"
done
# A second run has nothing to do.
es run > /dev/null || fail "second run"
[ "$(outbox_count)" -eq "$n1" ] || fail "the second run sent $(($(outbox_count) - n1)) mails (delivered twice?)"
[ "$(cat "$D/spool/reco.delivered")" = "$(head_of reco)" ] || fail "reco: delivery marker"

# The new release wrote its format version with its first commit (and
# only then: the old commits keep theirs as written).
git -C "$D/games/reco" show HEAD:meta/game.txt | grep -q '^format [0-9][0-9]*$' ||
	fail "reco: no 'format N' line in meta/game.txt after the first commit of the new release"
git -C "$D/games/reco" show HEAD~1:meta/game.txt | grep -q '^format ' && fail "reco: an old commit was rewritten"
# ... and the rules edition it was made under, which it keeps.
git -C "$D/games/reco" show HEAD:meta/game.txt | grep -qx 'rules 1' || fail "reco: no 'rules 1' line: the old game changed rules"
verify_all "after the first run" $games

# 3. The finished game stays finished and answers late orders with "game over".
printf 'PASO\n' | envelope fin mar pw-mar | send plain mar@x.test late-fin@t
step_run
t=$(last_mail_to mar@x.test)
assert_contains "$t" "La partida fin ha terminado; ya no admite órdenes." "fin: late orders"
[ "$(head_of fin)" = "$old_head_fin" ] || fail "fin: a late mail changed the finished game"
[ "$(status_of fin phase)" = over ] && [ "$(status_of fin winner)" = "$fin_winner" ] || fail "fin: no longer over"

# 4. The sign-up fills and starts its game.
[ -d "$D/forming/ins" ] && [ ! -d "$D/games/ins" ] || fail "ins: not in sign-up"
printf 'UNIRSE ins Berta\n' | send plain berta@x.test join-2@t
step_run
assert_contains "$(last_mail_to berta@x.test)" "Plazas ocupadas: 2" "ins: second seat"
[ ! -d "$D/games/ins" ] || fail "ins: started before it was full"
printf 'UNIRSE ins Carla\n' | send plain carla@x.test join-3@t
step_run
assert_contains "$(last_mail_to carla@x.test)" "La partida ins empieza" "ins: the last one is told"
es status ins > /dev/null || fail "ins: the game was not created"
players=$(git -C "$D/games/ins" show HEAD:meta/players.txt | awk '/^player / {print $3, $4}' | sort | tr '\n' ' ')
[ "$players" = "Ana ana@x.test Berta berta@x.test Carla carla@x.test " ] || fail "ins: players $players"
git -C "$D/forming/ins" show HEAD:forming.txt | grep -q '^started ' || fail "ins: formation not closed"
git -C "$D/games/ins" show HEAD:meta/game.txt | grep -q '^format [0-9]' || fail "ins: no format line"
git -C "$D/games/ins" show HEAD:meta/game.txt | grep -qx "rules $("$ESTAFETA" version | sed -n 's/^rules edition \([0-9]*\) .*/\1/p')" ||
	fail "ins: a new game does not play by this release's rules edition"

# 5. The running games play on with this release's bot: UPGRADE_BATCHES
# batches each, past many turns written by this release over the old
# ones (E2E_FULL=1, as make bench runs it: to their end; reco takes some
# 340 batches). The sanitizer pass leaves them after their first new
# commits, where an old format is read.
to_end=$running
[ "${SANITIZED:-0}" != 1 ] || to_end=""
most=${UPGRADE_BATCHES:-25}
[ "${E2E_FULL:-0}" = 0 ] || most=4000
# The runs above drew the upgraded games' pictures; the playout to the end
# is text only (pictures would double its time).
drawn=$(ls "$D/outbox/new" | sort | comm -13 "$T/out0" - | (cd "$D/outbox/new" && xargs -r grep -l '^Content-Type: image/png' | wc -l))
[ "$drawn" -gt 0 ] || fail "the new release drew no picture of an upgraded game"
# HTML is on by default for games made by this release (ins), never for
# a game made before: its mails stay text as they were.
ls "$D/outbox/new" | sort | comm -13 "$T/out0" - | (cd "$D/outbox/new" && xargs -r grep -l '^Content-Type: text/html') |
	(cd "$D/outbox/new" && xargs -r grep -h '^X-Estafeta-Game: ') | sort -u > "$T/html-games"
[ "$(cat "$T/html-games")" = "X-Estafeta-Game: ins" ] || { cat "$T/html-games" >&2; fail "HTML mails: not of ins alone"; }
printf 'pictures = off\n' >> "$D/estafeta.conf"
for g in $to_end; do
	b=$(play_to_end "$g" 5eed0123456789abcdef0123456789ab "$most")
	sync_now
	if es status "$g" | grep -q 'phase over'; then
		[ -n "$(status_of "$g" winner)" ] || fail "$g: over without a winner line"
		echo "$g: $b batches after the upgrade, winner(s): $(status_of "$g" winner)"
	else
		[ "$b" -ge "$most" ] || fail "$g: stopped after $b batches, not over"
		echo "$g: $b batches after the upgrade, still running"
	fi
done

# 6. Everything verifies; every repository is sound; fin never moved.
verify_all "at the end" $games ins
for r in "$D"/games/* "$D"/forming/*; do
	git -C "$r" fsck --strict > "$T/fsck.out" 2>&1 || { cat "$T/fsck.out" >&2; fail "git fsck --strict $r"; }
done
[ "$(head_of fin)" = "$old_head_fin" ] || fail "fin: changed"
echo "upgrade: ok"
