#!/bin/sh
# slow: yes
# Storage and moving (game masters and operators issue, items 9 and 10):
#  1. the run summary counts mails, commits, timeouts, mail sent and
#     queued; an idle run prints nothing, and the cron wrapper logs nothing;
#  2. handled mail in inbox/cur and sent mail in outbox/cur go after
#     keep_days, never while a game is failing, never their spool/sent
#     records: a delivery marker lost afterwards sends nothing twice;
#  3. every commit writes one pack; a game's loose git objects (an earlier
#     release's) are packed (pack_loose), and a run killed at any rename,
#     unlink, fsync or rmdir of it leaves a repository that git fsck finds
#     whole and the next run goes on with; packs past pack_max are
#     combined;
#  4. a backup taken with the command of docs/operator/backup.md restores into a fresh path:
#     the next run works, verify passes, a mail applied before the backup
#     is not applied twice;
#  5. one game moved to another data root by the steps of docs/operator/backup.md goes on
#     there, verify passes, nothing is sent again, the old root has it no
#     more.
. tests/e2e/lib.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"

players="--player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla"
es new reconquista st --seed 5107 --insecure-seed $players > /dev/null
# order NAME ID [GAME]: that player's bot orders as a mail.
order() { es bot "${3:-st}" "$1" | envelope "${3:-st}" "$1" "pw-$1" | send plain "$1@x.test" "$2"; }
files() { ls "$1" 2>/dev/null | wc -l; }

# --- 1. The summary; idle runs are silent -----------------------------------
[ -z "$(es run)" ] || fail "an idle run printed: $(es run)"
# The cron wrapper on the test clock: an idle run leaves no line.
printf '#!/bin/sh\nexec "%s" --now "$NOW" "$@"\n' "$ESTAFETA" > "$T/es-now"
chmod +x "$T/es-now"
NOW=$NOW ESTAFETA="$T/es-now" ESTAFETA_LOG="$T/cron.log" cron/estafeta-run "$D" || fail "the wrapper failed on an idle run"
[ ! -s "$T/cron.log" ] || fail "an idle run was logged: $(cat "$T/cron.log")"
n0=$(files "$D/outbox/new")
w=$(status_of st waiting | cut -d' ' -f1)
order "$w" s1@t
now_plus 1
es run > "$T/run"
sent=$(($(files "$D/outbox/new") - n0))
[ "$sent" -ge 1 ] || fail "no answer to an order mail"
grep -qx "mails 1 accepted 1 rejected 0 ignored 0 duplicates 0 commits 1 timeouts 0 reminders 0 sent $sent queued 0" "$T/run" ||
	fail "summary: $(cat "$T/run") (expected sent $sent)"
NOW=$NOW ESTAFETA="$T/es-now" ESTAFETA_LOG="$T/cron.log" cron/estafeta-run "$D" || fail "wrapper"
[ ! -s "$T/cron.log" ] || fail "an idle run after work was logged: $(cat "$T/cron.log")"
# The log rotated by cron/estafeta.logrotate (its path, and without the
# su/create lines for a service user this test does not have): the next
# run with something to say writes a fresh log.
command -v logrotate > /dev/null 2>&1 || tests/install-deps.sh logrotate
mkdir "$T/log"
sed -e "s|/var/log/estafeta/|$T/log/|" -e '/^\s*su /d' -e '/^\s*create /d' cron/estafeta.logrotate > "$T/logrotate.conf"
printf 'AYUDA\n' | send plain zoe@x.test s0@t
NOW=$NOW ESTAFETA="$T/es-now" ESTAFETA_LOG="$T/log/estafeta.log" cron/estafeta-run "$D" || fail "wrapper"
grep -q "mails 1 accepted 1 .* sent 1 queued 0 (exit 0)" "$T/log/estafeta.log" || fail "wrapper log: $(cat "$T/log/estafeta.log")"
logrotate -f -s "$T/logrotate.state" "$T/logrotate.conf" || fail "logrotate refused cron/estafeta.logrotate"
[ -s "$T/log/estafeta.log.1" ] && [ ! -e "$T/log/estafeta.log" ] || fail "the log was not rotated: $(ls "$T/log")"
printf 'AYUDA\n' | send plain zoe@x.test s0b@t
NOW=$NOW ESTAFETA="$T/es-now" ESTAFETA_LOG="$T/log/estafeta.log" cron/estafeta-run "$D" || fail "wrapper"
grep -q "mails 1 " "$T/log/estafeta.log" || fail "no fresh log after rotation"
# Queued: the SMTP server is down; the answer waits in the spool.
cp "$D/estafeta.conf" "$T/conf"
printf '[outbox]\nurl = smtp://127.0.0.1:9\ntls = off\n[network]\ntimeout = 2\n' >> "$D/estafeta.conf"
printf 'AYUDA\n' | send plain zoe@x.test s2@t
now_plus 1
set +e
es run > "$T/run" 2> /dev/null
rc=$?
set -e
[ $rc -eq 75 ] || fail "SMTP down: exit $rc, not 75"
q=$(files "$D/outbox/new")
grep -qx "mails 1 accepted 1 rejected 0 ignored 0 duplicates 0 commits 0 timeouts 0 reminders 0 sent 0 queued $q" "$T/run" ||
	fail "queued: $(cat "$T/run") (expected queued $q)"
cp "$T/conf" "$D/estafeta.conf"
[ -z "$(es run)" ] || fail "a run with nothing to do printed something"

# --- 3. Packing loose objects, killed anywhere ------------------------------
# Every commit writes its objects as one pack; a repository of an earlier
# release holds them loose, one file each: made here by unpacking every
# pack (git unpack-objects) as such a release would have left them.
g=$D/games/st
loose() { find "$1/objects" -path '*/objects/[0-9a-f][0-9a-f]/*' -type f | wc -l; }
packs() { ls "$1/objects/pack" | grep -c '\.pack$' || true; }
[ "$(loose "$g")" -eq 0 ] || fail "commits left $(loose "$g") loose objects"
[ "$(packs "$g")" -ge 2 ] || fail "not one pack a commit: $(ls "$g/objects/pack")"
git -C "$g" fsck --full --strict > /dev/null 2>&1 || fail "git fsck --full after batches"
mkdir "$T/unpack"
for p in "$g"/objects/pack/*.pack; do
	mv "$p" "${p%.pack}.idx" "$T/unpack/"
	git -C "$g" unpack-objects -q < "$T/unpack/$(basename "$p")"
	rm -f "$T/unpack/"*
done
l0=$(loose "$g")
[ "$l0" -ge 40 ] && [ "$(packs "$g")" -eq 0 ] || fail "only $l0 loose objects"
es verify st > /dev/null || fail "verify on loose objects"
printf '[judge]\npack_loose = 20\n' >> "$D/estafeta.conf"
for w in $(status_of st waiting); do order "$w" "k1-$w@t"; done
now_plus 1
cp -a "$D" "$T/prepack"
es run > /dev/null
[ "$(loose "$g")" -eq 0 ] || fail "$(loose "$g") loose objects left after packing"
# The commit's pack and the one the loose objects went into.
[ "$(packs "$g")" -eq 2 ] || fail "not two packs: $(ls "$g/objects/pack")"
git -C "$g" fsck --full --strict > /dev/null 2>&1 || fail "git fsck after packing"
es verify st > /dev/null || fail "verify after packing"
ref=$(git -C "$g" rev-parse HEAD)
# Kill the same run at every call of the packing's kinds.
R=$T/r
rm -rf "$R" && cp -a "$T/prepack" "$R"
ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" strace -f -qq -c -o "$T/counts" -e trace=rename,unlink,fsync,rmdir "$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1
points=0 mid=0
kill_pack() { # SYSCALL K
	rm -rf "$R" && cp -a "$T/prepack" "$R"
	ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" strace -f -qq -o /dev/null -e trace=$1 -e "inject=$1:signal=KILL:when=$2" \
		"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || true
	git -C "$R/games/st" fsck --strict > /dev/null 2>&1 || fail "killed at $1 #$2: git fsck"
	# Killed in the middle of packing: objects loose and in the pack
	# beside the commit's.
	[ "$(loose "$R/games/st")" -eq 0 ] || [ "$(packs "$R/games/st")" -lt 2 ] || mid=$((mid + 1))
	"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || true
	"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || fail "killed at $1 #$2: the second run after it failed"
	git -C "$R/games/st" fsck --strict > /dev/null 2>&1 || fail "killed at $1 #$2: git fsck after recovery"
	[ "$(git -C "$R/games/st" rev-parse HEAD)" = "$ref" ] || fail "killed at $1 #$2: another history"
	"$ESTAFETA" -C "$R" --now "$NOW" verify st > /dev/null || fail "killed at $1 #$2: verify"
	points=$((points + 1))
}
# PACK_POINTS: kill points per kind of call (0: every call); the last
# calls, always among them, are the packing's.
kill_sweep "$T/counts" "${PACK_POINTS:-12}" kill_pack rename unlink fsync rmdir
[ "$points" -ge 20 ] || fail "only $points kill points"
[ "$mid" -ge 3 ] || fail "only $mid kill points fell inside the packing"
echo "packing: ok ($l0 loose objects packed; $points kill points, $mid inside the packing)"
# Packs do not pile up: past pack_max, the small ones are combined.
printf '[judge]\npack_max = 4\n' >> "$D/estafeta.conf"
most=0 merged=0 k=0
while [ $k -lt 12 ]; do
	k=$((k + 1))
	for w in $(status_of st waiting); do order "$w" "pk$k-$w@t"; done
	step_run
	np=$(packs "$g")
	[ "$np" -lt "$most" ] && merged=1
	[ "$np" -le "$most" ] || most=$np
done
[ "$most" -eq 4 ] && [ "$merged" -eq 1 ] || fail "packs: at most $most, merged $merged"
[ "$(loose "$g")" -eq 0 ] || fail "loose objects after combining packs"
git -C "$g" fsck --full --strict > /dev/null 2>&1 || fail "git fsck after combining packs"
es verify st > /dev/null || fail "verify after combining packs"
cp "$T/conf" "$D/estafeta.conf"

# --- 4. Backup and restore ----------------------------------------------------
for w in $(status_of st waiting); do order "$w" "b1-$w@t"; done
step_run
cp "$D/inbox/cur/"*b1-* "$T/" 2> /dev/null || true
b1=$(ls "$T" | grep -c 'b1-') || true
[ "$b1" -ge 1 ] || fail "no mail b1 to replay"
# The command of docs/operator/backup.md, with this data root for /var/lib/estafeta, from a
# shell whose umask (022, as sudo's) would make a world-readable archive:
# the archive holds every seed and key, so it is the service user's alone.
(umask 022 && sh -c 'umask 077 && flock "$1/.estafeta.lock" tar -C "$(dirname "$1")" -czf "$2" "$(basename "$1")"' \
	sh "$D" "$T/backup.tgz")
[ "$(stat -c %a "$T/backup.tgz")" = 600 ] || fail "the backup archive is mode $(stat -c %a "$T/backup.tgz"), not 600"
head_b=$(head_of st)
for w in $(status_of st waiting); do order "$w" "b2-$w@t"; done
step_run
[ "$(head_of st)" != "$head_b" ] || fail "no batch after the backup"
mkdir "$T/restore"
tar -C "$T/restore" -xzf "$T/backup.tgz"
D0=$D
D=$T/restore/$(basename "$D0")
[ "$(head_of st)" = "$head_b" ] || fail "the restored game is not the one backed up"
# The mail applied before the backup comes again (as from an IMAP server
# that kept it), with the one applied after it.
for f in "$T"/*b1-*; do cp "$f" "$D/inbox/new/$(basename "${f%%:2,S}")"; done
cp "$D0/inbox/cur/"*b2-* "$D/inbox/new/" 2> /dev/null
for f in "$D/inbox/new"/*:2,S; do [ ! -f "$f" ] || mv "$f" "${f%%:2,S}"; done
now_plus 1
es run > "$T/run" || fail "the first run after the restore failed: $(cat "$T/run")"
grep -q "duplicates $b1 commits 1 " "$T/run" || fail "restore: $(cat "$T/run") (expected $b1 duplicates, 1 commit)"
[ "$(git -C "$D/games/st" log --format=%s "$head_b..HEAD" | wc -l)" -eq 1 ] || fail "restore: not one commit"
git -C "$D/games/st" fsck --strict > /dev/null 2>&1 || fail "restore: git fsck"
es verify st > /dev/null || fail "restore: verify"
D=$D0
echo "backup and restore: ok"

# --- 2. Pruning old handled and sent mail ------------------------------------
# The outbox's reader (here: the test) takes what was sent into cur/.
sent_all() { for f in "$D/outbox/new"/*; do [ ! -f "$f" ] || mv "$f" "$D/outbox/cur/$(basename "$f"):2,S"; done; }
sent_all
for k in 2 3; do
	for w in $(status_of st waiting); do order "$w" "p$k-$w@t"; done
	step_run
done
sent_all
touch "$D/outbox/cur/manual:2,S" # no time in its name: kept
in_cur=$(files "$D/inbox/cur")
out_cur=$(files "$D/outbox/cur")
records=$(find "$D/spool/sent" -type f | wc -l)
[ "$in_cur" -ge 5 ] && [ "$out_cur" -ge 10 ] || fail "too little mail to prune ($in_cur, $out_cur)"
# 28 days on: nothing is old enough.
now_plus $((28 * 24))
es run > /dev/null
[ "$(files "$D/inbox/cur")" -eq "$in_cur" ] || fail "handled mail pruned before 30 days"
[ "$(files "$D/outbox/cur")" -eq "$out_cur" ] || fail "sent mail pruned before 30 days"
sent_all
# A failing game may hold an unfinished put: sent mail stays meanwhile.
printf '1\nsome error\n' > "$D/spool/zz.failing"
now_plus $((3 * 24))
es run > /dev/null
[ "$(files "$D/inbox/cur")" -lt "$in_cur" ] || fail "handled mail older than 30 days was kept"
[ "$(files "$D/outbox/cur")" -ge "$out_cur" ] || fail "sent mail pruned while a game was failing"
rm "$D/spool/zz.failing"
es run > /dev/null
cutoff=$(($(date -u -d "$NOW" +%s) - 30 * 86400))
for f in $(ls "$D/outbox/cur" "$D/inbox/cur"); do
	case $f in [0-9]*.*) [ "${f%%.*}" -ge "$cutoff" ] || fail "$f is older than 30 days" ;; esac
done
[ -e "$D/outbox/cur/manual:2,S" ] || fail "a name without a time was pruned"
[ "$(files "$D/outbox/cur")" -lt "$out_cur" ] || fail "no sent mail was pruned"
[ "$(find "$D/spool/sent" -type f | wc -l)" -ge "$records" ] || fail "spool/sent records were pruned"
# Once a day: a run later the same day does not read cur/ again (a judge
# runs every few minutes, or at every mail under `watch`); the next day's does.
old=$(($(date -u -d "$NOW" +%s) - 40 * 86400)).old:2,S
touch "$D/outbox/cur/$old"
now_plus 1
es run > /dev/null
[ -e "$D/outbox/cur/$old" ] || fail "pruned twice the same day"
now_plus 24
es run > /dev/null
[ ! -e "$D/outbox/cur/$old" ] || fail "not pruned the next day"
# The safety net still holds: a lost delivery marker walks the whole
# history again and sends nothing.
n1=$(files "$D/outbox/new")
rm "$D/spool/st.delivered" "$D/spool/list/index"
es run > /dev/null
[ "$(files "$D/outbox/new")" -eq "$n1" ] || fail "pruned mail was sent again after the delivery marker was lost"
# keep_days = 0 keeps for ever.
printf '[outbox]\nkeep_days = 0\n[inbox]\nkeep_days = 0\n' >> "$D/estafeta.conf"
sent_all
printf 'AYUDA\n' | send plain yago@x.test p4@t
step_run
sent_all
oc=$(files "$D/outbox/cur") ic=$(files "$D/inbox/cur")
now_plus $((400 * 24))
es run > /dev/null
[ "$(files "$D/outbox/cur")" -eq "$oc" ] && [ "$(files "$D/inbox/cur")" -eq "$ic" ] ||
	fail "keep_days = 0 pruned: outbox/cur $oc -> $(files "$D/outbox/cur"), inbox/cur $ic -> $(files "$D/inbox/cur")"
cp "$T/conf" "$D/estafeta.conf"
echo "summary and pruning: ok"

# --- 5. Moving one game to another data root ---------------------------------
es new reconquista mv --seed 6a0e --insecure-seed $players > /dev/null
for w in $(status_of mv waiting); do order "$w" "m1-$w@t" mv; done
step_run
N=$T/new
mkdir -p "$N" && chmod 700 "$N"
cp "$D/estafeta.conf" "$N/"
"$ESTAFETA" -C "$N" --now "$NOW" run > /dev/null # an empty judge, made by its first run
heads=$(head_of mv)
# The steps of docs/operator/backup.md: deliver everything, then under both judges' locks
# copy the repository, its delivery marker and the sent index, and
# remove the game and its spool files from the old root.
es run > /dev/null
[ "$(cat "$D/spool/mv.delivered")" = "$heads" ] || fail "move: mail of mv not all delivered before the move"
OLD=$D NEW=$N G=mv
flock "$OLD/.estafeta.lock" flock "$NEW/.estafeta.lock" sh -c '
	set -e
	cp -a "$0/games/$2" "$1/games/"
	mkdir -p "$1/spool/sent"
	cp -a "$0/spool/$2.delivered" "$1/spool/"
	cp -a -n "$0/spool/sent/." "$1/spool/sent/"
	rm -rf "$0/games/$2" "$0/spool/$2".* "$0/spool/secret/$2" "$0/spool/list/$2"' "$OLD" "$NEW" "$G"
if es status mv > /dev/null 2>&1; then fail "move: the old root still has mv"; fi
# (only its name stays taken there: spool/names/mv)
left=$(find "$D/games" "$D/spool" -path "$D/spool/names" -prune -o \( -name 'mv' -o -name 'mv.*' \) -print)
[ -z "$left" ] || fail "move: left in the old root: $left"
[ -f "$D/spool/names/mv" ] || fail "move: the old root forgot that the name mv was used"
es list | grep -q '^st ' || fail "move: the other game left the old root"
es list | grep -q '^mv ' && fail "move: the old root lists mv"
D=$N
[ "$(head_of mv)" = "$heads" ] || fail "move: another history"
es verify mv > /dev/null || fail "move: verify in the new root"
n2=$(files "$D/outbox/new")
[ -z "$(es run)" ] || fail "move: the first run in the new root did something"
w=$(status_of mv waiting | cut -d' ' -f1)
order "$w" m2@t mv
now_plus 1
es run > "$T/run"
grep -q "accepted 1 .* commits 1 " "$T/run" || fail "move: the game did not go on: $(cat "$T/run")"
n3=$(files "$D/outbox/new")
grep -q "sent $((n3 - n2)) " "$T/run" || fail "move: sent count"
# The sent index came along: a lost marker in the new root sends nothing.
rm "$D/spool/mv.delivered" "$D/spool/list/index"
es run > /dev/null
[ "$(files "$D/outbox/new")" -eq "$n3" ] || fail "move: mail of mv sent again in the new root"
es verify mv > /dev/null || fail "move: verify after playing on"
D=$D0
# Mail for mv at the old judge: "no such game", and mv is not made again.
printf 'PARTIDA mv\nJUGADOR %s\nCLAVE pw-%s\n' "$w" "$w" | send plain "$w@x.test" m3@t
now_plus 1
es run > /dev/null
[ ! -e "$D/games/mv" ] || fail "move: the old root made mv again"
# Its name is not given to a new game there: the new game's Message-IDs
# would be the old one's, on record as sent, and never go out.
if es new reconquista mv --seed 14 --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null 2> "$T/err"; then
	fail "move: a new game took the moved game's name"
fi
grep -q "was used by an earlier game of this data root" "$T/err" || fail "move: no clear refusal: $(cat "$T/err")"
echo "moving a game: ok"
echo "storage: ok"
