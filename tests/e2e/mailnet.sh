#!/bin/sh
# slow: yes
# The network mail transport (adjudicator/mail/mailnet) against real servers:
# a private Dovecot + Postfix stack (tests/mail/start.sh) on 127.0.0.1 high
# ports, driven through the test tool mailnet_cli. Needs root (both masters
# start as root) and installs the server packages when missing.
#   env TOOLS=build/rel/tools sh tests/e2e/mailnet.sh     (KEEP=1 keeps the files)
# The stack uses the first free block of ports among bases 12000 ... 16000
# (IMAP base+143, IMAPS base+993, SMTP base+25, ...); MAILNET_PORT_BASE
# gives other bases.
# "TLS required but not offered" uses two listeners of the same stack that
# offer no STARTTLS: Dovecot on 127.0.0.2 (a `local 127.0.0.2 { ssl = no }`
# block) and a Postfix smtpd with smtpd_tls_security_level=none.
set -u
: "${TOOLS:=$PWD/build/rel/tools}"
CLI=$TOOLS/mailnet_cli
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
ko() { fail=$((fail + 1)); echo "FAIL $1"; [ ! -s "$T/err" ] || sed 's/^/     | /' "$T/err"; }
# check NAME CMD...: passes when CMD succeeds.
check() { n=$1; shift; if "$@"; then ok "$n"; else ko "$n"; fi; }
die() { echo "mailnet.sh: $*" >&2; echo "$pass passed, $((fail + 1)) failed"; exit 1; }

[ -x "$CLI" ] || die "no $CLI (build the tools first)"
[ "$(id -u)" = 0 ] || die "needs root to start the private dovecot and postfix"
sh tests/mail/install.sh || die "cannot install the mail server packages"

# The mail processes run as vmail/postfix: ROOT must be reachable by them,
# hence /tmp (mode 1777) and not /dev/shm or a 0700 mktemp folder.
T=$(mktemp -d /tmp/estafeta-mailnet.XXXXXX)
chmod 755 "$T"
ROOT=$T/stack
dead_pid=""
cleanup() {
	[ -z "$dead_pid" ] || kill "$dead_pid" 2>/dev/null
	[ ! -e "$ROOT/.mailstack" ] || sh tests/mail/stop.sh "$ROOT" >/dev/null 2>&1
	[ -n "${KEEP:-}" ] || rm -rf "$T"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# can_connect HOST PORT
can_connect() { timeout 2 bash -c ': <>"/dev/tcp/$1/$2"' _ "$1" "$2" 2>/dev/null; }
# A block of ports nobody uses (another stack may run on the defaults).
for base in ${MAILNET_PORT_BASE:-12000 13000 14000 15000 16000}; do
	busy=""
	for off in 143 993 25 465 24 26 144 27 1; do
		can_connect 127.0.0.1 $((base + off)) && busy=1
	done
	can_connect 127.0.0.2 $((base + 144)) && busy=1
	[ -z "$busy" ] && break
done
[ -z "$busy" ] || die "no free block of ports found"
IMAP_PORT=$((base + 143)) IMAPS_PORT=$((base + 993)) SMTP_PORT=$((base + 25)) \
	SMTPS_PORT=$((base + 465)) LMTP_PORT=$((base + 24)) AUTH_PORT=$((base + 26)) \
	IMAP_NOTLS_PORT=$((base + 144)) SMTP_NOTLS_PORT=$((base + 27)) \
	sh tests/mail/start.sh "$ROOT" > "$T/start.log" 2>&1 || { cat "$T/start.log" >&2; die "the mail stack did not start"; }
. "$ROOT/env"
CLOSED=$((base + 1)) # nothing listens there (checked above)
IN=$IMAP_URL/INBOX
CA=$MAIL_CA
: > "$T/err"

# cli ARGS...: runs the tool; stdout in $T/out, stderr in $T/err, status in $rc.
cli() { "$CLI" "$@" > "$T/out" 2> "$T/err"; rc=$?; }
err_has() { grep -q -- "$1" "$T/err"; }
# mail SUBJECT > file: a small order mail.
mail() { printf 'From: Ana <ana@game.test>\nTo: judge@game.test\nSubject: %s\nMessage-ID: <%s@e2e>\n\nPARTIDA x\n.\n..two dots\nFIN\n' "$1" "$1"; }
# uids_in URL: UIDs curl's own IMAP client sees in a mailbox (one line).
uids_in() { curl -s --max-time 10 "$1" -u judge:pw -X "UID SEARCH ${2:-ALL}" | sed -n 's/^\* SEARCH *//p' | tr -d '\r'; }
# wait_count N: polls (at most ~10 s) until the judge's INBOX holds N messages.
wait_count() {
	i=0
	while [ "$(uids_in "$IN" | wc -w)" -lt "$1" ]; do
		i=$((i + 1))
		[ $i -le 200 ] || return 1
		sleep 0.05
	done
}
fetch_to() { rm -rf "${T:?}/$1" && mkdir -p "$T/$1"; }

# --- SMTP submission ---------------------------------------------------------
mail order-1 > "$T/m1"
mail order-2 > "$T/m2"
mail order-3 > "$T/m3"
cli send "$SMTP_URL" "" "" "$CA" ana@game.test judge@game.test "$T/m1"
check "smtp: STARTTLS submission (required by default) succeeds" test $rc -eq 0
cli send "$SMTPS_URL" ana pw "$CA" ana@game.test judge@game.test "$T/m2"
check "smtps: implicit TLS submission with AUTH PLAIN succeeds" test $rc -eq 0
cli --tls-off send "$SMTP_NOTLS_URL" "" "" ana@game.test judge@game.test "$T/m3"
check "smtp: plain text submission when tls is off explicitly" test $rc -eq 0
check "smtp: the three mails arrive in the judge's mailbox" wait_count 3
check "smtp: nothing else queued in Postfix" sh -c "postqueue -c '$ROOT/etc/postfix' -p 2>&1 | grep -q 'Mail queue is empty'"

# --- IMAP fetch over the three kinds of connection ---------------------------
fetch_to a
cli fetch "$IN" judge pw "$CA" "$T/a"
check "imap+STARTTLS: fetch lists three UIDs" sh -c "[ $rc -eq 0 ] && [ \$(wc -l < '$T/out') -eq 3 ]"
u1=$(sed -n 1p "$T/out")
u3=$(sed -n 3p "$T/out")
check "imap: each fetched file is the whole message" sh -c "grep -q '^Subject: order-1' '$T/a/$u1.eml' &&
	grep -q '^Delivered-To: judge@game.test' '$T/a/$u1.eml' && tail -n 2 '$T/a/$u1.eml' | grep -q '^FIN'"
check "imap: dot-stuffed lines come back intact" sh -c "tr -d '\\r' < '$T/a/$u1.eml' | grep -qx '\\.' &&
	tr -d '\\r' < '$T/a/$u1.eml' | grep -qx '\\.\\.two dots'"
fetch_to b
cli fetch "$IMAPS_URL/INBOX" judge pw "$CA" "$T/b"
check "imaps: fetch gives the same three messages" sh -c "[ $rc -eq 0 ] && diff -r '$T/a' '$T/b'"
fetch_to c
cli --tls-off fetch "$IN" judge pw "$T/c"
check "imap plain (tls off): fetch gives the same three messages" sh -c "[ $rc -eq 0 ] && diff -r '$T/a' '$T/c'"
check "imap: fetching left the messages unseen" test "$(uids_in "$IN" UNSEEN | wc -w)" -eq 3
fetch_to d
cli --max 100 fetch "$IN" judge pw "$CA" "$T/d"
check "imap: --max 100 fetches 100 bytes and says truncated" sh -c "[ $rc -eq 0 ] && grep -q '^$u1 truncated' '$T/out' &&
	[ \$(wc -c < '$T/d/$u1.eml') -eq 100 ] && cmp -s -n 100 '$T/d/$u1.eml' '$T/a/$u1.eml'"

# --- marking handled ----------------------------------------------------------
cli "done" "$IN" judge pw "$CA" "$u3" -
check "imap: done with '-' flags the message \\Seen" sh -c "[ $rc -eq 0 ] && [ '$(uids_in "$IN" SEEN)' = '$u3' ]"
fetch_to e
cli --unseen fetch "$IN" judge pw "$CA" "$T/e"
check "imap: --unseen lists the two others only" sh -c "[ $rc -eq 0 ] && [ \$(wc -l < '$T/out') -eq 2 ] && ! grep -qx '$u3' '$T/out'"
for u in $(uids_in "$IN"); do
	cli "done" "$IN" judge pw "$CA" "$u" estafeta/done
	[ $rc -eq 0 ] || break
done
check "imap: done moves every message to estafeta/done (created on demand)" test $rc -eq 0
check "imap: the INBOX is empty afterwards" test -z "$(uids_in "$IN")"
check "imap: the three are in estafeta/done" test "$(uids_in "$IMAP_URL/estafeta%2Fdone" | wc -w)" -eq 3
check "imap: ... flagged \\Seen" test "$(uids_in "$IMAP_URL/estafeta%2Fdone" SEEN | wc -w)" -eq 3
check "imap: Dovecot stored them in the .estafeta.done Maildir" test "$(ls "$MAIL_DIR/judge/Maildir/.estafeta.done/cur" | wc -l)" -eq 3
fetch_to f
cli fetch "$IN" judge pw "$CA" "$T/f"
check "imap: a fetch of the empty INBOX lists nothing" sh -c "[ $rc -eq 0 ] && [ ! -s '$T/out' ]"
cli "done" "$IN" judge pw "$CA" "$u1" estafeta/done
check "imap: done on a UID already moved is not an error" test $rc -eq 0

cli "done" "$IN" judge pw "$CA" "$u1" 'bad"folder'
check "imap: a folder name IMAP cannot quote is refused (ESYNTAX)" sh -c "[ $rc -eq 64 ] && grep -q 'ESYNTAX: folder name' '$T/err'"
cli fetch "imap://judge:pw@127.0.0.1:$IMAP_PORT/INBOX" judge pw "$CA" "$T/f"
check "imap: credentials inside the URL are refused (ESYNTAX)" sh -c "[ $rc -eq 64 ] && grep -q 'not in the URL' '$T/err'"

# --- a message deleted between list and fetch -------------------------------------
for s in 4 5 6; do
	mail order-$s > "$T/m$s"
	"$CLI" send "$SMTP_URL" "" "" "$CA" ana@game.test judge@game.test "$T/m$s" > /dev/null 2>&1
done
wait_count 3 || true
set -- $(uids_in "$IN")
victim=${2:-0}
fetch_to g
MAILNET_AFTER_LIST="curl -s '$IN' -u judge:pw -X 'UID STORE $victim +FLAGS (\\Deleted)' >/dev/null &&
	curl -s '$IN' -u judge:pw -X EXPUNGE >/dev/null" cli fetch "$IN" judge pw "$CA" "$T/g"
check "imap: a message expunged after the list is reported vanished" sh -c "[ $rc -eq 0 ] && grep -qx '$victim vanished' '$T/out'"
check "imap: ... as ENOTFOUND" err_has "ENOTFOUND: message UID $victim is gone"
check "imap: ... and the other two are fetched" sh -c "[ \$(grep -c '^[0-9]*\$' '$T/out') -eq 2 ] && [ \$(ls '$T/g' | wc -l) -eq 2 ]"

# --- refusals and failures ---------------------------------------------------------
before=$(uids_in "$IN")
fetch_to h
cli fetch "imap://127.0.0.1:$CLOSED/INBOX" judge pw "$CA" "$T/h"
check "server down: fetch exits 75 with EIO" sh -c "[ $rc -eq 75 ] && grep -q 'EIO: cannot open mailbox imap://127.0.0.1:$CLOSED/INBOX: .*connect' '$T/err'"
cli send "smtp://127.0.0.1:$CLOSED" "" "" "$CA" ana@game.test judge@game.test "$T/m1"
check "server down: send exits 75 with EIO" sh -c "[ $rc -eq 75 ] && grep -q 'EIO: cannot send mail' '$T/err'"
check "server down: nothing lost in the mailbox" test "$(uids_in "$IN")" = "$before"

# Fake IMAP/SMTP servers (perl-base is on every Debian): "silent" accepts
# and never speaks; "stall" speaks IMAP up to LOGIN, then never answers the
# SELECT; "echo" refuses LOGIN quoting the command back, password included.
cat > "$T/fake.pl" <<'EOF'
use IO::Socket::INET;
my $mode = shift;
$| = 1;
my $s = IO::Socket::INET->new(LocalAddr => "127.0.0.1", LocalPort => 0, Listen => 5) or die;
print $s->sockport, "\n";
while (my $c = $s->accept) {
	$c->autoflush(1);
	if ($mode eq "silent") { sleep 60; next; }
	print $c "* OK fake ready\r\n";
	while (my $l = <$c>) {
		$l =~ s/\r?\n$//;
		my ($tag, $cmd, $rest) = split / /, $l, 3;
		$cmd = uc $cmd;
		if ($cmd eq "CAPABILITY") { print $c "* CAPABILITY IMAP4rev1\r\n$tag OK done\r\n"; }
		elsif ($cmd eq "LOGIN" && $mode eq "echo") { print $c "$tag NO refused: LOGIN $rest\r\n"; }
		elsif ($cmd eq "LOGIN") { print $c "$tag OK logged in\r\n"; }
		elsif ($cmd eq "SELECT") { sleep 60; }
		else { print $c "* BYE\r\n$tag OK bye\r\n"; last; }
	}
	close $c;
}
EOF
# fake MODE: starts a fake server; sets fake_port (dead_pid is its PID).
fake() {
	: > "$T/fake.port"
	perl "$T/fake.pl" "$1" > "$T/fake.port" &
	dead_pid=$!
	i=0
	while [ ! -s "$T/fake.port" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
	fake_port=$(cat "$T/fake.port")
}
fake_stop() { kill "$dead_pid" 2>/dev/null; dead_pid=""; }
# timed_cli ARGS...: cli under an outer 20 s limit; elapsed seconds in $took.
timed_cli() {
	t0=$(date +%s)
	timeout 20 "$CLI" "$@" > "$T/out" 2> "$T/err"
	rc=$?
	took=$(($(date +%s) - t0))
}
fake silent
timed_cli --timeout 2 fetch "imap://127.0.0.1:$fake_port/INBOX" judge pw "$CA" "$T/h"
check "silent server: fetch gives up with EIO within the timeout" sh -c "[ $rc -eq 75 ] && [ $took -le 8 ] && grep -qi 'tim' '$T/err'"
timed_cli --timeout 2 send "smtp://127.0.0.1:$fake_port" "" "" "$CA" ana@game.test judge@game.test "$T/m1"
check "silent server: send gives up with EIO within the timeout" sh -c "[ $rc -eq 75 ] && [ $took -le 8 ]"
fake_stop
fake stall
timed_cli --timeout 2 --tls-off fetch "imap://127.0.0.1:$fake_port/INBOX" judge pw "$T/h"
check "server stalling after login: EIO within the timeout" sh -c "[ $rc -eq 75 ] && [ $took -le 8 ] && grep -qi 'tim' '$T/err'"
fake_stop
fake echo
cli --tls-off fetch "imap://127.0.0.1:$fake_port/INBOX" judge Wr0ngSecret "$T/h"
check "server quoting the password back: EAUTH, password masked" sh -c "[ $rc -eq 77 ] && grep -q 'refused: LOGIN' '$T/err' &&
	! grep -q Wr0ngSecret '$T/err'"
fake_stop

cli fetch "$IN" judge Wr0ngSecret "$CA" "$T/h"
check "wrong IMAP password: EAUTH (exit 77) with the server's reply" sh -c "[ $rc -eq 77 ] && grep -q 'EAUTH: .*AUTHENTICATIONFAILED' '$T/err'"
check "wrong IMAP password: the password is not in the message" sh -c "! grep -q Wr0ngSecret '$T/err'"
cli send "$SMTP_URL" ana Wr0ngSecret "$CA" ana@game.test judge@game.test "$T/m1"
check "wrong SMTP password: EAUTH (exit 77) with the server's 535" sh -c "[ $rc -eq 77 ] && grep -q 'EAUTH: .*535' '$T/err' && ! grep -q Wr0ngSecret '$T/err'"
cli fetch "$IMAP_URL/NoSuchBox" judge pw "$CA" "$T/h"
check "missing mailbox: ENOTFOUND (exit 66)" sh -c "[ $rc -eq 66 ] && grep -q \"ENOTFOUND: .*doesn't exist\" '$T/err'"

cli fetch "$IMAP_NOTLS_URL/INBOX" judge pw "$CA" "$T/h"
check "imap without STARTTLS offered: refused (TLS required)" sh -c "[ $rc -eq 70 ] && grep -q 'STARTTLS' '$T/err'"
cli --tls-off fetch "$IMAP_NOTLS_URL/INBOX" judge pw "$T/h"
check "imap without STARTTLS offered: works once tls is off" test $rc -eq 0
cli send "$SMTP_NOTLS_URL" "" "" "$CA" ana@game.test judge@game.test "$T/m1"
check "smtp without STARTTLS offered: refused (TLS required)" sh -c "[ $rc -eq 70 ] && grep -q 'STARTTLS' '$T/err'"
cli fetch "$IMAPS_URL/INBOX" judge pw "$T/h"
check "imaps with an untrusted certificate: refused" sh -c "[ $rc -eq 70 ] && grep -q 'not trusted' '$T/err'"
cli send "$SMTPS_URL" "" "" ana@game.test judge@game.test "$T/m1"
check "smtps with an untrusted certificate: refused" sh -c "[ $rc -eq 70 ] && grep -q 'not trusted' '$T/err'"

cli send "$SMTP_URL" "" "" "$CA" ana@game.test someone@example.com "$T/m1"
check "smtp: another domain refused for good (EILLEGAL, 554 relay)" sh -c "[ $rc -eq 65 ] && grep -q 'EILLEGAL: .*554 5.7.1 <someone@example.com>' '$T/err'"
cli send "$SMTP_URL" "" "" "$CA" ana@game.test nobody@game.test "$T/m1"
check "smtp: an unknown local user refused for good (EILLEGAL, 550)" sh -c "[ $rc -eq 65 ] && grep -q 'EILLEGAL: .*550 5.1.1 <nobody@game.test>' '$T/err'"
check "smtp: the refused mails did not arrive" test "$(uids_in "$IN")" = "$before"

# --- the whole stack down -----------------------------------------------------------
sh tests/mail/stop.sh "$ROOT" > "$T/stop.log" 2>&1
check "stack stopped: nothing listens on its IMAP port" sh -c "! timeout 2 bash -c ': <>/dev/tcp/127.0.0.1/$IMAP_PORT' 2>/dev/null"
cli fetch "$IN" judge pw "$CA" "$T/h"
check "stack stopped: fetch exits 75 (EIO), retry later" sh -c "[ $rc -eq 75 ] && grep -q 'EIO' '$T/err'"
check "stack stopped: the unhandled mails are still in the Maildir" \
	test "$(ls "$MAIL_DIR/judge/Maildir/new" "$MAIL_DIR/judge/Maildir/cur" | grep -c '^[0-9]')" -eq "$(echo $before | wc -w)"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
