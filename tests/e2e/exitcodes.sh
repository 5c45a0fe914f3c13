#!/bin/sh
# asan: no (the release build's contract; imap_smtp runs the same network
# code under the sanitizers)
# Exit codes by cause (sysexits), over the real test servers (tests/mail/)
# and real disks: 75 only for a held lock and a server down (try again),
# 77 credentials refused or a repository the user may not write, 78 a
# setting (unknown key, cafile missing or not trusting the server, TLS
# required but not offered), 74 the disk (full, read-only). The same
# failure three runs in a row is logged as persistent and the operator is
# told once; the exit code stays the cause's; `health` reports it.
. tests/e2e/lib.sh
. tests/mail/stack.sh
S=$(mktemp -d /tmp/estafeta-net.XXXXXX)
M=$T/mnt
cleanup() {
	mountpoint -q "$M" 2>/dev/null && umount "$M"
	stack_down
	[ -n "${KEEP:-}" ] || rm -rf "$T" "$S"
}
trap cleanup EXIT
stack_up "$S" || fail "the mail stack did not start"

conf() { # IMAP-URL IMAP-PASSWORD SMTP-URL [extra judge lines] [extra inbox lines] [extra outbox lines]
	cat > "$D/estafeta.conf" <<CONF
[judge]
address = judge@game.test
pwhash = fast
clock_jump_hours = 0
${4:-}
[inbox]
url = $1
user = judge
password = $2
cafile = $MAIL_CA
${5:-}
[outbox]
url = $3
cafile = $MAIL_CA
${6:-}
[network]
timeout = 5
CONF
}
# expect CODE WHAT [NEEDLE]: one run exits CODE and says NEEDLE on stderr.
expect() {
	now_plus 1
	set +e
	es run > "$T/run" 2> "$T/err"
	rc=$?
	set -e
	[ $rc -eq "$1" ] || { cat "$T/err" >&2; fail "$2: exit $rc, not $1"; }
	[ -z "${3:-}" ] || grep -qF -- "$3" "$T/err" || { cat "$T/err" >&2; fail "$2: stderr does not say '$3'"; }
}

conf "$IMAP_URL/INBOX" pw "$SMTP_URL"
es new reconquista ex --seed 0e --insecure-seed --player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta \
	--player carla:carla@game.test:pw-carla > /dev/null
expect 0 "a good configuration"

# Configuration: 78.
conf "$IMAP_URL/INBOX" pw "$SMTP_URL" "colour = blue"
expect 78 "an unknown key" "colour"
conf "$IMAP_URL/INBOX" pw "$SMTP_URL" "" "cafile = $T/no-such-ca.pem"
expect 78 "a missing cafile" "$T/no-such-ca.pem"
sys=/etc/ssl/certs/ca-certificates.crt
if [ -r "$sys" ]; then
	conf "$IMAPS_URL/INBOX" pw "$SMTP_URL" "" "cafile = $sys"
	expect 78 "a certificate the cafile does not trust" "not trusted by cafile $sys"
fi
conf "$IMAP_URL/INBOX" pw "$SMTP_NOTLS_URL"
es new reconquista ex2 --seed 0f --insecure-seed --player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta \
	--player carla:carla@game.test:pw-carla > /dev/null
expect 78 "SMTP without STARTTLS" "STARTTLS"
conf "$IMAP_NOTLS_URL/INBOX" pw "$SMTP_URL"
expect 78 "IMAP without STARTTLS" "STARTTLS"
conf "$IMAP_URL/INBOX" pw "smtp://judge:pw@${SMTP_URL#smtp://}"
es new reconquista ex5 --seed 12 --insecure-seed --player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta \
	--player carla:carla@game.test:pw-carla > /dev/null
n0=$(outbox_count)
expect 78 "credentials inside the SMTP URL" "not in the URL"
[ "$(outbox_count)" -eq "$n0" ] || fail "a bad SMTP URL set mail aside"
[ -z "$(ls "$D/outbox/failed" 2>/dev/null)" ] || fail "a bad SMTP URL moved mail to failed/"
conf "$IMAP_URL/INBOX" pw "$SMTP_URL" "" "password_command = false"
expect 78 "a password command that fails" "password_command"
# A secret store that hangs is killed after [network] timeout (5 s here),
# with its children: the run ends and says so.
# (a sleep of a length only this script uses: other tests may run beside it)
hang=3$$
conf "$IMAP_URL/INBOX" pw "$SMTP_URL" "" "password_command = sleep $hang; echo pw"
expect 78 "a password command that hangs" "no answer within 5 s"
if pgrep -x -f "sleep $hang" > /dev/null; then fail "the hung password command was left running"; fi

# Transient: 75.
conf "imap://127.0.0.1:$((base + 1))/INBOX" pw "$SMTP_URL"
expect 75 "IMAP server down" "IMAP"
conf "$IMAP_URL/INBOX" pw "smtp://127.0.0.1:$((base + 1))"
es new reconquista ex3 --seed 10 --insecure-seed --player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta \
	--player carla:carla@game.test:pw-carla > /dev/null
expect 75 "SMTP server down" "SMTP"
conf "$IMAP_URL/INBOX" pw "$SMTP_URL"
expect 0 "servers back"
exec 8>> "$D/.estafeta.lock"
flock -n 8
expect 75 "the lock held by another run" "another estafeta run"
exec 8>&-
conf "$IMAP_URL/INBOX" pw "$SMTP_URL" "" "" "user = judge
password = wrong"
es new reconquista ex4 --seed 11 --insecure-seed --player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta \
	--player carla:carla@game.test:pw-carla > /dev/null
expect 77 "a wrong SMTP password" "535"

# Credentials: 77; three runs in a row: persistent, the operator told once.
conf "$IMAP_URL/INBOX" wrong "$SMTP_URL" "operator = ops@game.test"
expect 77 "a wrong IMAP password" "AUTHENTICATIONFAILED"
expect 77 "a wrong IMAP password, twice"
grep -q persistent "$T/err" && fail "persistent after two runs"
expect 77 "a wrong IMAP password, three times" "persistent failure (3 runs in a row)"
set +e
es health > "$T/health"
hrc=$?
set -e
[ $hrc -ne 0 ] || fail "health says ok with a persistent failure"
grep -q '^problem trouble 3 runs: IMAP' "$T/health" || { cat "$T/health"; fail "health does not show the trouble"; }
told() {
	for f in "$D"/outbox/new/* "$D"/outbox/cur/*; do [ ! -f "$f" ] || mail_text "$f"; done |
		grep -c "The last 3 Estafeta runs failed for the same cause" || true
}
[ "$(told)" -eq 1 ] || fail "the operator was not told"
expect 77 "a wrong IMAP password, four times"
# The notice went out over SMTP in that run; no second one was queued.
[ "$(told)" -eq 0 ] || fail "the operator was told again"
conf "$IMAP_URL/INBOX" pw "$SMTP_URL" "operator = ops@game.test"
expect 0 "credentials fixed"
[ ! -e "$D/spool/trouble" ] || fail "a clean run did not forget the trouble"
es health > "$T/health" || { cat "$T/health"; fail "health after a clean run"; }

# The clock 8 days back: 71, nothing adjudicated, and the operator's
# notice goes out over SMTP in that very run.
saved=$NOW
NOW=$(date -u -d "$NOW - 8 days" +%Y-%m-%dT%H:%M:%SZ)
set +e
es run > "$T/run" 2> "$T/err"
rc=$?
set -e
NOW=$saved
[ $rc -eq 71 ] || fail "a clock 8 days back: exit $rc, not 71"
clock_in() { for f in "$D"/outbox/$1/*; do [ ! -f "$f" ] || mail_text "$f"; done | grep -c "before the last batch" || true; }
# (ops@ has no mailbox on the test stack: its 550 proves the notice was
# handed to the SMTP server, which set it aside in failed/)
[ $(($(clock_in cur) + $(clock_in failed))) -eq 1 ] || fail "the wrong-clock notice was not sent over SMTP"
[ "$(clock_in new)" -eq 0 ] || fail "the wrong-clock notice waits in the spool"

# The disk: 74 (a small tmpfs), when mount works here.
cat > "$D/estafeta.conf" <<CONF
[judge]
address = judge@game.test
pwhash = fast
clock_jump_hours = 0
CONF
mkdir -p "$M"
if mount -t tmpfs -o size=4m,mode=0700 tmpfs "$M" 2>/dev/null; then
	cp -a "$D" "$M/data"
	es_m() { "$ESTAFETA" -C "$M/data" --now "$NOW" "$@"; }
	w=$(es_m status ex | sed -n 's/^waiting //p' | cut -d' ' -f1)
	es_m bot ex "$w" | envelope ex "$w" "pw-$w" > "$T/body"
	# A full disk while fetching over IMAP: the disk (74), not a server
	# down (75, which the systemd unit counts as success).
	cp "$M/data/estafeta.conf" "$T/mconf"
	printf '[inbox]\nurl = %s/INBOX\nuser = judge\npassword = pw\ncafile = %s\n[network]\ntimeout = 5\n' \
		"$IMAP_URL" "$MAIL_CA" >> "$M/data/estafeta.conf"
	"$TOOLS/mkmail" plain "$w@game.test" "fullimap@ex" < "$T/body" > "$T/fullimap.eml"
	inbox_n() { curl -s --max-time 10 --cacert "$MAIL_CA" "$IMAPS_URL/INBOX" -u judge:pw -X 'UID SEARCH ALL' |
		sed -n 's/^\* SEARCH *//p' | tr -d '\r' | wc -w; }
	n0=$(inbox_n)
	"$TOOLS/mailnet_cli" send "$SMTP_URL" "" "" "$MAIL_CA" "$w@game.test" judge@game.test "$T/fullimap.eml" > /dev/null ||
		fail "submit"
	i=0
	until [ "$(inbox_n)" -gt "$n0" ]; do
		i=$((i + 1))
		[ $i -le 300 ] || fail "the mail never reached the judge's INBOX"
		sleep 0.05
	done
	dd if=/dev/zero of="$M/fill" bs=4k 2> /dev/null || true
	now_plus 1
	set +e
	es_m run > "$T/run" 2> "$T/err"
	rc=$?
	set -e
	[ $rc -eq 74 ] || { cat "$T/err" >&2; fail "a full disk while fetching over IMAP: exit $rc, not 74"; }
	# The fetch met the full disk (not only a later write), and the
	# message stays on the server for the run after.
	grep -q 'IMAP' "$T/err" && grep -q 'No space left' "$T/err" ||
		{ cat "$T/err" >&2; fail "a full disk while fetching over IMAP: the fetch's failure is not said"; }
	[ "$(inbox_n)" -gt "$n0" ] || fail "a full disk while fetching over IMAP: the message left the server"
	rm -f "$M/fill"
	cp "$T/mconf" "$M/data/estafeta.conf"
	mkdir -p "$M/data/inbox/new"
	"$TOOLS/mkmail" plain "$w@game.test" "full@ex" < "$T/body" > "$M/data/inbox/new/1.full"
	dd if=/dev/zero of="$M/fill" bs=64k 2> /dev/null || true
	now_plus 1
	set +e
	es_m run > "$T/run" 2> "$T/err"
	rc=$?
	set -e
	[ $rc -eq 74 ] || { cat "$T/err" >&2; fail "a full disk: exit $rc, not 74"; }
	grep -q 'No space left' "$T/err" || fail "a full disk: no clear message"
	[ -e "$M/data/inbox/new/1.full" ] || fail "a full disk: the mail left the inbox"
	rm -f "$M/fill"
	mount -o remount,ro "$M"
	now_plus 1
	set +e
	es_m run > "$T/run" 2> "$T/err"
	rc=$?
	set -e
	[ $rc -eq 74 ] || { cat "$T/err" >&2; fail "a read-only data root: exit $rc, not 74"; }
	grep -q 'Read-only' "$T/err" || fail "a read-only data root: no clear message"
	mount -o remount,rw "$M"
	now_plus 1
	es_m run > "$T/run" 2> "$T/err" || { cat "$T/err" >&2; fail "the disk back"; }
	grep -q 'accepted 1 ' "$T/run" || fail "the kept mail was not applied once the disk was back"
	umount "$M"
else
	# As root a tmpfs always mounts: a failure here is the test's.
	[ "$(id -u)" != 0 ] || fail "cannot mount a tmpfs as root"
	echo "exitcodes: mount does not work here; full and read-only disk not tested" >&2
fi

# Permission: 77, a repository the service user cannot write (run as
# nobody over a data root nobody owns, one game still root's).
if command -v setpriv > /dev/null && [ "$(id -u)" = 0 ]; then
	P=$(mktemp -d /tmp/estafeta-perm.XXXXXX)
	chmod 755 "$P"
	cp -a "$D" "$P/data"
	rm -f "$P/data/spool/trouble"
	chown -R nobody "$P/data"
	chown -R root "$P/data/games/ex"
	chmod 700 "$P/data/games/ex"
	nob() { setpriv --reuid=nobody --regid=nogroup --clear-groups "$ESTAFETA" -C "$P/data" --now "$NOW" "$@"; }
	# Past the deadline: the run must write the game (an idle game is
	# not opened at all, so its permissions would not matter yet).
	now_plus 100
	set +e
	nob run > "$T/run" 2> "$T/err"
	rc=$?
	set -e
	[ $rc -eq 77 ] || { cat "$T/err" >&2; rm -rf "$P"; fail "an unwritable repository: exit $rc, not 77"; }
	grep -q 'Permission denied' "$T/err" || { rm -rf "$P"; fail "an unwritable repository: no clear message"; }
	# The warning when the running user is not the data root's owner.
	es_p() { "$ESTAFETA" -C "$P/data" --now "$NOW" "$@"; }
	es_p status ex2 > /dev/null 2> "$T/err" || true
	grep -q 'warning: running as root .* belongs to nobody' "$T/err" || { cat "$T/err"; rm -rf "$P"; fail "no owner warning"; }
	[ "$(grep -c warning "$T/err")" -eq 1 ] || { rm -rf "$P"; fail "the owner warning is not said once"; }
	rm -rf "$P"
fi
echo "exitcodes: ok"
