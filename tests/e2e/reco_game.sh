#!/bin/sh
# slow: yes
# A whole La reconquista game through `estafeta run` from mail files in
# every shape a mail client sends (plain, QP Latin-1, base64, Windows-1252,
# HTML only, multipart, format=flowed, replies with quotes and signature,
# attachments), with deadlines expiring now and then. Checks the history
# with the git CLI, verify, the final seed reveal, and that no player's
# mail carries another player's password. In make check its first 40
# batches (of about 150: E2E_FULL=1, as make bench runs it, plays it to
# its end; the end's own checks run in nm_game.sh and gm.sh).
TEXT_ONLY=1
. tests/e2e/lib.sh

es new reconquista reco-7 --seed 5eed --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla:en --player dani:dani@x.test:pw-dani > /dev/null
welcome=$(last_mail_to carla@x.test)
assert_contains "$welcome" "Your password is: pw-carla" "English welcome"
commit=$(git -C "$D/games/reco-7" show HEAD:meta/game.txt | sed -n 's/^commitment //p')
assert_contains "$welcome" "$commit" "welcome carries the seed commitment"
seed=$(git -C "$D/games/reco-7" show HEAD:secret/seed.txt | sed -n 's/^seed //p')
[ "$seed" = 5eed ] || fail "seed not stored"
[ "$(printf %s "$seed" | sha256sum | cut -d' ' -f1)" = "$commit" ] || fail "commitment is not sha256(seed)"

max=40
[ "${E2E_FULL:-0}" = 0 ] || max=4000
batches=$(play_to_end reco-7 a1 $max)
sync_now
over=0
case $(es status reco-7) in *"phase over"*) over=1 ;; esac
[ "$over" = 1 ] || [ "$batches" -ge "$max" ] || fail "stopped after $batches batches"
winner=$(status_of reco-7 winner)
[ "$over" = 0 ] || [ -n "$winner" ] || fail "no winner line"
echo "after $batches batches: over $over"
# Issue 15 item 1: a new game stores the pinned stalemate_rounds=0 and never
# ends by the retired stalemate rule.
git -C "$D/games/reco-7" show HEAD:meta/game.txt | grep -qx 'option stalemate_rounds=0' || fail "pinned option not stored"
git -C "$D/games/reco-7" show HEAD:state/game.txt | grep -qx 'end stalemate' && fail "a new game ended by the stalemate rule"

# History: one commit per batch that changed something, readable by git.
g="$D/games/reco-7"
git -C "$g" fsck --strict > /dev/null 2>&1 || fail "git fsck"
commits=$(git -C "$g" rev-list --count HEAD)
[ "$commits" -ge "$batches" ] || fail "$commits commits for $batches batches"
git -C "$g" log --format=%s | grep -q '^turno [0-9]*: ' || fail "commit lines do not read like a turn report"
git -C "$g" log --format=%s | grep -q '^colocación: ' || fail "no placement commits"
[ "$over" = 0 ] || git -C "$g" show HEAD:meta/game.txt | grep -qx 'deadline none' || fail "finished game still has a deadline"
git -C "$g" log -p --format=%s -- state/game.txt | grep -q '^[-+]' || fail "state diffs missing"
# Every accepted mail is committed as received and as parsed.
ins=$(git -C "$g" log --name-only --format= | grep -c 'in-[0-9]*\.eml$')
parsed=$(git -C "$g" log --name-only --format= | grep -c 'in-[0-9]*\.orders$')
[ "$ins" -gt 0 ] && [ "$ins" -eq "$parsed" ] || fail "received ($ins) and parsed ($parsed) mails differ"
timeouts=$(git -C "$g" log --name-only --format= | grep -c 'journal.txt$')
[ "$timeouts" -gt 0 ] || fail "no journals"

es verify reco-7 > "$T/verify.out" || { cat "$T/verify.out" >&2; fail "verify"; }
grep -q "^$commits commits, 0 different" "$T/verify.out" || fail "verify did not check every commit"

# The final mail reveals the seed; no earlier mail does. Passwords reach
# only their owners. One pass over the outbox.
if [ "$over" = 1 ]; then
	assert_contains "$(last_mail_to ana@x.test)" "Semilla de los dados: 5eed" "seed revealed at the end"
fi
privacy_scan "*" 5eed ana berta carla dani
# What `view` prints is what was last mailed.
es view reco-7 berta > "$T/view.txt"
last_mail_to berta@x.test > "$T/mail.txt"
grep -qF "$(head -n 3 "$T/view.txt" | tail -n 1)" "$T/mail.txt" || fail "view differs from the last mail"

# Issue 15 item 18: the reminder names the default the deadline would
# apply for that seat (game_kind.default_text), in its language: the
# random placement, then, once an attack is pending, the defender's
# standing order with the provinces it passes.
p3="--player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla:en"
es new reconquista plazo --seed 7a11 --insecure-seed --set deadline_hours=48 $p3 > /dev/null
remind() { # GAME SEAT SPANISH ENGLISH
	r0=$(count_subject "[$1] Recordatorio")$(count_subject "[$1] Reminder")
	now_plus 25
	es run > /dev/null
	[ "$(count_subject "[$1] Recordatorio")$(count_subject "[$1] Reminder")" != "$r0" ] || fail "no reminder to $2"
	if [ "$2" = carla ]; then want=$4; else want=$3; fi
	# Its newest mail of this game (reco-7, bounded, may still be running).
	f=$(outbox_newest "$2@x.test" "\\[$1\\]")
	[ -n "$f" ] || fail "no mail of $1 to $2"
	assert_contains "$(mail_text "$D/outbox/new/$f")" "$want" "the reminder to $2 names the default"
}
w=$(status_of plazo waiting)
remind plazo "$w" "Si no contestas a tiempo, colocaremos por ti 5 tropas" \
	"If you do not answer in time, we will place 5 troops for you"
k=0
while [ "$(status_of plazo phase)" != defense ]; do
	k=$((k + 1))
	[ $k -lt 400 ] || fail "no attack in 400 batches"
	w=$(status_of plazo waiting)
	es bot plazo "$w" --seed 0b | envelope plazo "$w" "pw-$w" | send plain "$w@x.test" "plazo-$k@t"
	now_plus 1
	es run > /dev/null
done
w=$(status_of plazo waiting)
remind plazo "$w" "Si no contestas a tiempo se aplicará tu orden permanente DEFENSA TODAS" \
	"If you do not answer in time, your standing order DEFENCE ALL applies"
es verify plazo > /dev/null || fail "verify of the game with reminders"
echo "reco_game: $batches batches, $commits commits, winner(s):$winner"
