#!/bin/sh
# Smoke test of a running mail stack (tests/mail/start.sh ROOT) with the curl
# command-line tool only: SMTP in, IMAP/IMAPS/STARTTLS out, refusals.
#   tests/mail/smoke.sh ROOT        prints "N passed, N failed"; exit 1 on failure
# Uses the users judge (password pw) and ana; any MAILSTACK_USERS that has
# them works.
set -u
[ $# -eq 1 ] || { echo "usage: smoke.sh ROOT" >&2; exit 64; }
root=${1%/}
[ -s "$root/env" ] || { echo "mail/smoke: no $root/env: is the stack started?" >&2; exit 1; }
. "$root/env"
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
ko() { fail=$((fail + 1)); echo "FAIL $1"; }
# check NAME CMD...: passes when CMD succeeds.
check() { n=$1; shift; if "$@"; then ok "$n"; else ko "$n"; fi; }
# curl_rc WANT CMD...: true when curl exits with code WANT.
curl_rc() { want=$1; shift; "$@" >/dev/null 2>&1; [ $? -eq "$want" ]; }
C="curl -s --max-time 10"
tmp=$(mktemp -d /tmp/mailsmoke.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
# count_new USER: messages in the user's INBOX (Maildir new/ and cur/).
count_new() { ls "$MAIL_DIR/$1/Maildir/new" "$MAIL_DIR/$1/Maildir/cur" 2>/dev/null | grep -c '^[0-9]'; }
# wait_new USER N: polls (at most ~10 s) until USER's INBOX holds N messages.
wait_new() {
	i=0
	while [ "$(count_new "$1")" -lt "$2" ]; do
		i=$((i + 1))
		[ $i -le 200 ] || return 1
		sleep 0.05
	done
}
msg() { # subject
	printf 'From: ana@game.test\r\nTo: judge@game.test\r\nSubject: %s\r\nMessage-ID: <%s@smoke>\r\n\r\nbody of %s\r\n' "$1" "$1" "$1"
}

n0=$(count_new judge)
run=$$ # subjects are unique per run, so a rerun on the same ROOT finds its own mail
msg smoke-plain-$run > "$tmp/1.eml"
check "smtp: plain submission accepted" $C "$SMTP_URL" --mail-from ana@game.test --mail-rcpt judge@game.test -T "$tmp/1.eml"
check "smtp: mail delivered to the Maildir" wait_new judge $((n0 + 1))
$C "$IMAP_URL/INBOX" -u judge:pw -X "UID SEARCH SUBJECT smoke-plain-$run" > "$tmp/search" 2>&1
check "imap: UID SEARCH finds the message" grep -q '^\* SEARCH [0-9]' "$tmp/search"
uid=$(sed -n 's/^\* SEARCH \([0-9]*\).*/\1/p' "$tmp/search" | head -n 1)
$C "$IMAP_URL/INBOX;UID=${uid:-0}" -u judge:pw > "$tmp/fetch" 2>&1
check "imap: fetch by UID returns the message" grep -q "^Subject: smoke-plain-$run" "$tmp/fetch"
check "imap: delivered message has Delivered-To" grep -qi '^Delivered-To: judge@game.test' "$tmp/fetch"
$C --cacert "$MAIL_CA" "$IMAPS_URL/INBOX;UID=${uid:-0}" -u judge:pw > "$tmp/fetchs" 2>&1
check "imaps: fetch with the CA" grep -q "^Subject: smoke-plain-$run" "$tmp/fetchs"
check "imaps: refused without the CA (curl 60)" curl_rc 60 $C "$IMAPS_URL/INBOX;UID=${uid:-0}" -u judge:pw
$C --cacert "$MAIL_CA" --ssl-reqd "$IMAP_URL/INBOX;UID=${uid:-0}" -u judge:pw > "$tmp/fetchst" 2>&1
check "imap: STARTTLS fetch" grep -q "^Subject: smoke-plain-$run" "$tmp/fetchst"
check "imap: localhost name verifies too" curl_rc 0 $C --cacert "$MAIL_CA" \
	"imaps://localhost:$IMAPS_PORT/INBOX;UID=${uid:-0}" -u judge:pw
check "imap: wrong password refused (curl 67)" curl_rc 67 $C "$IMAP_URL/INBOX" -u judge:wrong -X 'UID SEARCH ALL'
check "imap: no-TLS listener refuses --ssl-reqd (curl 64)" curl_rc 64 $C --cacert "$MAIL_CA" --ssl-reqd \
	"$IMAP_NOTLS_URL/INBOX" -u judge:pw -X 'UID SEARCH ALL'
check "imap: no-TLS listener serves plain IMAP" curl_rc 0 $C "$IMAP_NOTLS_URL/INBOX" -u judge:pw -X 'UID SEARCH ALL'

msg smoke-starttls-$run > "$tmp/2.eml"
check "smtp: STARTTLS submission" curl_rc 0 $C --cacert "$MAIL_CA" --ssl-reqd "$SMTP_URL" \
	--mail-from ana@game.test --mail-rcpt judge@game.test -T "$tmp/2.eml"
msg smoke-smtps-$run > "$tmp/3.eml"
check "smtps: implicit TLS submission" curl_rc 0 $C --cacert "$MAIL_CA" "$SMTPS_URL" \
	--mail-from ana@game.test --mail-rcpt judge@game.test -T "$tmp/3.eml"
msg smoke-auth-$run > "$tmp/4.eml"
check "smtp: AUTH PLAIN with the right password" curl_rc 0 $C --cacert "$MAIL_CA" --ssl-reqd "$SMTP_URL" \
	-u ana:pw --mail-from ana@game.test --mail-rcpt judge@game.test -T "$tmp/4.eml"
check "smtp: AUTH PLAIN with a wrong password refused (curl 67)" curl_rc 67 $C --cacert "$MAIL_CA" --ssl-reqd \
	"$SMTP_URL" -u ana:wrong --mail-from ana@game.test --mail-rcpt judge@game.test -T "$tmp/4.eml"
check "smtp: no-TLS listener refuses --ssl-reqd (curl 64)" curl_rc 64 $C --cacert "$MAIL_CA" --ssl-reqd \
	"$SMTP_NOTLS_URL" --mail-from ana@game.test --mail-rcpt judge@game.test -T "$tmp/4.eml"
check "smtp: all four submissions delivered" wait_new judge $((n0 + 4))

$C "$SMTP_URL" --mail-from ana@game.test --mail-rcpt nobody@game.test -T "$tmp/1.eml" > "$tmp/unknown" 2>&1
rc=$?
check "smtp: unknown local user refused (550)" test $rc -eq 55
$C -v "$SMTP_URL" --mail-from ana@game.test --mail-rcpt someone@example.com -T "$tmp/1.eml" > "$tmp/relay" 2>&1
rc=$?
check "smtp: other domain refused at RCPT (554 relay denied)" sh -c "[ $rc -eq 55 ] && grep -q '^< 554' '$tmp/relay'"
check "smtp: nothing queued to leave the machine" sh -c \
	"postqueue -c '$root/etc/postfix' -p 2>&1 | grep -q 'Mail queue is empty'"

# search MAILBOX CRITERIA: the UIDs matching, one line.
search() { $C "$IMAP_URL/$1" -u judge:pw -X "UID SEARCH $2" 2>/dev/null | sed -n 's/^\* SEARCH *//p' | tr -d '\r'; }
uid2=$(search INBOX "SUBJECT smoke-starttls-$run")
check "imap: a message never fetched is unseen" test -n "$uid2" -a "$(search INBOX "UNSEEN SUBJECT smoke-starttls-$run")" = "$uid2"
check "imap: UID STORE +FLAGS \\Seen" curl_rc 0 $C "$IMAP_URL/INBOX" -u judge:pw -X "UID STORE ${uid2:-0} +FLAGS (\\Seen)"
check "imap: the message is seen now" test -n "$uid2" -a "$(search INBOX "SEEN SUBJECT smoke-starttls-$run")" = "$uid2"
check "imap: UID MOVE to Processed" curl_rc 0 $C "$IMAP_URL/INBOX" -u judge:pw -X "UID MOVE ${uid:-0} Processed"
check "imap: moved message gone from INBOX" test -z "$(search INBOX "SUBJECT smoke-plain-$run")"
check "imap: moved message in Processed" test -n "$(search Processed "SUBJECT smoke-plain-$run")"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
