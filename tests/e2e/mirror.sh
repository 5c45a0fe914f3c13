#!/bin/sh
# [mirror] url: after each batch every game whose repository moved is
# pushed to URL/GAME.git (libgit2, main, never forced). A remote that
# fails never fails the batch: the push is logged, the game stays pending
# (spool/mirror/.pending, `health`) and the next run, idle or not, catches
# up. A mirror that diverged is reported, never overwritten. Two kinds of
# remote: a local folder (bare repositories made as needed) and git://
# (git daemon with receive-pack, repositories made on the server first).
# mode = public pushes the copy of `publish GAME --repo` instead: public
# files only while a game runs, the whole verifiable history to the
# branch final once it is over.
. tests/e2e/lib.sh
trap '[ -z "$SERVER_PID" ] || kill "$SERVER_PID" 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
M=$T/mirror
conf() { # conf URL: the judge's conf with [mirror] url = URL
	printf '[judge]\naddress = juez@estafeta.test\npwhash = fast\nmax_mail_bytes = 65536\npictures = off\n' > "$D/estafeta.conf"
	printf '[mirror]\nurl = %s\n' "$1" >> "$D/estafeta.conf"
}
mhead() { git -C "$1/$2.git" rev-parse -q --verify refs/heads/main 2>/dev/null || echo none; }
# same_log GAME DIR: the mirror's history is the game's, commit for commit.
same_log() {
	[ "$(git -C "$2/$1.git" log --format=%H main)" = "$(git -C "$D/games/$1" log --format=%H main)" ] ||
		fail "$1: the mirror in $2 is not the game's history ($(mhead "$2" "$1") vs $(head_of "$1"))"
}

conf "$M"
s=1
for g in ma mb; do
	s=$((s + 1))
	es new reconquista $g --seed 0$s --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
		--player carla:carla@x.test:pw-carla > /dev/null
done
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "first run"; }
grep -q '^mirror pushed 2 failed 0' "$T/out" || { cat "$T/out" "$T/err"; fail "the first run did not push both games"; }
same_log ma "$M"
same_log mb "$M"
[ "$(git -C "$M/ma.git" symbolic-ref HEAD)" = refs/heads/main ] || fail "the made mirror's HEAD is not main"
# It holds the game's secrets: closed to other local users, as the data root.
[ "$(stat -c %a "$M/ma.git")" = 700 ] || fail "the made mirror is open to others ($(stat -c %a "$M/ma.git"))"
git -C "$M/ma.git" fsck --no-dangling --no-progress 2>/dev/null || fail "the mirror fails git fsck"
[ ! -e "$D/spool/mirror/.pending" ] || fail "pushed games still pending"
# A backup: a data root restored from the mirror verifies the game.
git clone -q --bare "$M/ma.git" "$T/restored/games/ma"
"$ESTAFETA" -C "$T/restored" verify ma > "$T/v" || { cat "$T/v"; fail "the game restored from its mirror does not verify"; }
# An idle run pushes nothing and forks nothing.
es run > "$T/out"
[ ! -s "$T/out" ] || { cat "$T/out"; fail "an idle run said something"; }

# The remote breaks: a file where the mirror folder was. The batch
# handles its mail as usual (exit 0, the answer in the outbox) and logs
# the failed push.
mv "$M" "$M.away"
echo not-a-folder > "$M"
w=$(status_of ma waiting | cut -d' ' -f1)
es bot ma "$w" | envelope ma "$w" "pw-$w" | send plain "$w@x.test" ma-1@t
now_plus 1
n0=$(outbox_count)
es run > "$T/out" 2> "$T/err" || { cat "$T/out" "$T/err"; fail "a failing mirror failed the batch"; }
grep -q '^mails 1 accepted 1' "$T/out" || { cat "$T/out"; fail "the order mail was not accepted"; }
[ "$(outbox_count)" -gt "$n0" ] || fail "no answer written while the mirror failed"
grep -q 'game ma: mirror: push failed to .*ma.git' "$T/err" || { cat "$T/err"; fail "the failed push is not logged"; }
grep -q '^mirror pushed 0 failed 1' "$T/out" || { cat "$T/out"; fail "the failure is not counted"; }
grep -q '^ma 1 ' "$D/spool/mirror/.pending" || { cat "$D/spool/mirror/.pending"; fail "ma is not pending"; }
[ "$(health_rc)" = 0 ] || { cat "$T/h"; fail "a mirror behind for an hour is a problem"; }
grep -q '^mirror-behind ma runs 1 since' "$T/h" || { cat "$T/h"; fail "health does not name the game behind"; }
# Still failing a day later: a problem.
now_plus 25
es run > /dev/null 2>&1
[ "$(health_rc)" = 1 ] || { cat "$T/h"; fail "a mirror behind for a day is no problem"; }
grep -q '^problem mirror-behind ma runs 2 since' "$T/h" || { cat "$T/h"; fail "health: no problem line"; }

# Back: the next run, idle for the games, catches up.
rm "$M"
mv "$M.away" "$M"
[ "$(mhead "$M" ma)" != "$(head_of ma)" ] || fail "the mirror did not fall behind"
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "catch-up run"; }
grep -q '^mirror pushed 1 failed 0' "$T/out" || { cat "$T/out" "$T/err"; fail "the catch-up run did not push ma"; }
same_log ma "$M"
same_log mb "$M"
[ "$(health_rc)" = 0 ] || { cat "$T/h"; fail "health after the catch-up"; }
grep -q '^mirror behind 0' "$T/h" || { cat "$T/h"; fail "health still counts a game behind"; }

# A local mirror gets one pack a push: past 16 they are combined (as a
# game's own packs are, the smallest first: gitpack.h).
k=0
while [ $k -lt 17 ]; do
	k=$((k + 1))
	git -C "$M/ma.git" rev-list --objects main | head -n $k | cut -d' ' -f1 |
		git -C "$M/ma.git" pack-objects -q objects/pack/pack > /dev/null
done
[ "$(ls "$M/ma.git/objects/pack/" | grep -c '\.idx$')" -gt 16 ] || fail "the test did not make 17 packs"
bot_rounds ma 1
same_log ma "$M"
[ "$(ls "$M/ma.git/objects/pack/" | grep -c '\.idx$')" -le 16 ] || fail "the mirror's packs were not combined"
git -C "$M/ma.git" fsck --no-dangling --no-progress 2>/dev/null || fail "the merged mirror fails git fsck"

# A game made between runs (estafeta new) is pushed by the next one.
es new reconquista mc --seed 09 --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "run after new"; }
grep -q '^mirror pushed 1 failed 0' "$T/out" || { cat "$T/out" "$T/err"; fail "the new game was not pushed"; }
same_log mc "$M"

# A mirror that moved on its own (someone pushed there): never forced.
other=$(git -C "$M/mb.git" commit-tree -m intruder "$(git -C "$M/mb.git" rev-parse 'main^{tree}')")
git -C "$M/mb.git" update-ref refs/heads/main "$other"
w=$(status_of mb waiting | cut -d' ' -f1)
es bot mb "$w" | envelope mb "$w" "pw-$w" | send plain "$w@x.test" mb-1@t
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "a diverged mirror failed the batch"; }
[ "$(mhead "$M" mb)" = "$other" ] || fail "a diverged mirror was overwritten"
grep -q 'game mb: mirror: diverged' "$T/err" || { cat "$T/err"; fail "the divergence is not logged"; }
[ "$(health_rc)" = 1 ] || { cat "$T/h"; fail "a diverged mirror is no problem"; }
grep -q '^problem mirror-diverged mb' "$T/h" || { cat "$T/h"; fail "health does not name the diverged mirror"; }
git -C "$M/mb.git" update-ref refs/heads/main "$(git -C "$D/games/mb" rev-parse HEAD~1)"
now_plus 1
es run > /dev/null
same_log mb "$M"

# git:// (git daemon, push enabled): the server has the repositories.
# A new url: every game is looked at once.
G=$T/gd
mkdir -p "$G"
for g in ma mb mc probe; do git init -q --bare "$G/$g.git"; done
daemon() { exec "$(git --exec-path)/git-daemon" --reuseaddr --listen=127.0.0.1 --port="$1" --base-path="$G" --export-all \
	--enable=receive-pack --informative-errors "$G" 2> "$T/daemon.err"; }
probe() { git ls-remote "git://127.0.0.1:$1/probe.git" > /dev/null 2>&1; }
serve daemon probe || { cat "$T/daemon.err"; fail "git daemon did not answer on any port"; }
conf "git://127.0.0.1:$port"
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "run with a git:// mirror"; }
grep -q '^mirror pushed 3 failed 0' "$T/out" || { cat "$T/out" "$T/err"; fail "git:// did not push every game"; }
same_log ma "$G"
same_log mb "$G"
same_log mc "$G"
# A server that takes the connection and never answers (the daemon
# stopped): the push is ended after [network] timeout, the batch is not.
printf '[network]\ntimeout = 1\n' >> "$D/estafeta.conf"
kill -STOP "$SERVER_PID"
w=$(status_of ma waiting | cut -d' ' -f1)
es bot ma "$w" | envelope ma "$w" "pw-$w" | send plain "$w@x.test" ma-hang@t
now_plus 1
# (timeout: a broken timeout fails here instead of hanging the suite)
timeout 60 "$ESTAFETA" -C "$D" --now "$NOW" run > "$T/out" 2> "$T/err" ||
	{ kill -CONT "$SERVER_PID"; cat "$T/err"; fail "a hanging mirror failed or held the batch"; }
kill -CONT "$SERVER_PID"
grep -q '^mails 1 accepted 1' "$T/out" || { cat "$T/out"; fail "the order was not handled while the mirror hung"; }
grep -q 'mirror: the push made no progress' "$T/err" || { cat "$T/out" "$T/err"; fail "the hanging push is not logged"; }
grep -q '^mirror pushed 0 failed 1' "$T/out" || { cat "$T/out"; fail "the hanging push is not counted"; }
grep -q '^ma 1 .* no progress' "$D/spool/mirror/.pending" || { cat "$D/spool/mirror/.pending"; fail "ma is not pending after the hang"; }
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "the run after the hang"; }
same_log ma "$G"

# mode = public: the copy of `publish GAME --repo`, safe for anybody.
# While a game runs, main holds its public files only, commit for commit.
P=$T/public
conf "$P"
printf 'mode = public\n' >> "$D/estafeta.conf"
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "run with a public mirror"; }
grep -q '^mirror pushed 3 failed 0' "$T/out" || { cat "$T/out" "$T/err"; fail "the public mirror did not get every game"; }
[ "$(git -C "$P/ma.git" ls-tree -r --name-only main | tr '\n' ' ')" = "meta/game.txt meta/players.txt views/public.txt " ] ||
	fail "a running game's public mirror holds more than its public files: $(git -C "$P/ma.git" ls-tree -r --name-only main)"
[ "$(git -C "$P/ma.git" rev-list --count main)" = "$(git -C "$D/games/ma" rev-list --count HEAD)" ] ||
	fail "the public mirror has not one commit per commit of the game"
if git -C "$P/ma.git" log -p main | grep -q 'argon2\|@x\.test'; then fail "the public mirror holds a hash or an address"; fi
# The game ends (a unanimous draw): the whole history verify needs goes to
# final; main, what was public while it ran, stays as it was.
before=$(git -C "$P/mc.git" rev-parse main)
for p in ana berta carla; do
	printf 'EMPATE\n' | envelope mc $p pw-$p | send plain $p@x.test mc-draw-$p@t
done
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "the draw run"; }
[ "$(status_of mc phase)" = over ] || fail "the test's game did not end"
grep -q '^mirror pushed 1 failed 0' "$T/out" || { cat "$T/out" "$T/err"; fail "the ended game was not pushed"; }
[ "$(git -C "$P/mc.git" rev-parse main)" = "$before" ] || fail "the public main was rewritten"
if git -C "$P/mc.git" log -p final | grep -q 'argon2\|@x\.test'; then fail "the final public copy holds a hash or an address"; fi
git clone -q --bare -b final "$P/mc.git" "$T/audit/games/mc"
"$ESTAFETA" -C "$T/audit" verify mc > "$T/v" || { cat "$T/v"; fail "the final public copy does not verify"; }

# Settings: an unknown scheme or mode is refused, naming the key.
conf ftp://example.org/x
set +e
es list > /dev/null 2> "$T/err"
rc=$?
set -e
[ $rc = 78 ] && grep -q '\[mirror\] url' "$T/err" || { cat "$T/err"; fail "an ftp:// mirror is accepted ($rc)"; }
conf "$M"
printf 'mode = secret\n' >> "$D/estafeta.conf"
if es list > /dev/null 2>&1; then fail "mode = secret is accepted"; fi
echo "mirror: ok"
