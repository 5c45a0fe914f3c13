#!/bin/sh
# `estafeta watch` on an IMAP inbox, over the real Dovecot and Postfix of
# tests/mail/: a player's order submitted over SMTP to the judge's address
# is fetched (libcurl), applied and answered as soon as the IDLE session
# (libetpan) hears of it, over STARTTLS and over imaps://; a session the
# server drops (doveadm kick) is opened again and heard on. The IDLE
# session logs in only on the certificate libcurl verified: without the
# cafile it refuses, and says so; on another certificate (a fault hook of
# the sanitizer build) too. Under the sanitizers: one order over STARTTLS
# and that hook only.
. tests/e2e/lib.sh
. tests/mail/stack.sh
S=$(mktemp -d /tmp/estafeta-net.XXXXXX)
WPID=""
trap '[ -z "$WPID" ] || kill "$WPID" 2>/dev/null || true; stack_down; [ -n "${KEEP:-}" ] || rm -rf "$T" "$S"' EXIT
stack_up "$S" || fail "the mail stack did not start"
CLI=$TOOLS/mailnet_cli

conf() { # IMAP-URL [cafile line]
	cat > "$D/estafeta.conf" <<CONF
[judge]
address = judge@game.test
pwhash = fast
[inbox]
url = $1
user = judge
password = pw
${2-cafile = $MAIL_CA}
[outbox]
url = $SMTP_URL
cafile = $MAIL_CA
[network]
timeout = 10
CONF
}
count() { curl -s --max-time 10 --cacert "$MAIL_CA" "$IMAPS_URL/INBOX" -u "$1:pw" -X 'UID SEARCH ALL' |
	sed -n 's/^\* SEARCH *//p' | tr -d '\r' | wc -w; }
# await WHAT CMD...: bounded poll (15 s) until CMD succeeds.
await() {
	what=$1
	shift
	i=0
	until "$@"; do
		i=$((i + 1))
		[ $i -le 300 ] || { cat "$T/watch.out" "$T/watch.err" >&2; fail "watch: $what (15 s)"; }
		sleep 0.05
	done
}
start_watch() {
	"$ESTAFETA" -C "$D" --now "$NOW" watch --interval 3600 > "$T/watch.out" 2> "$T/watch.err" &
	WPID=$!
}
stop_watch() {
	kill -TERM "$WPID"
	rc=0
	wait "$WPID" || rc=$?
	WPID=""
	[ $rc -eq 0 ] || { cat "$T/watch.err" >&2; fail "watch exited $rc on SIGTERM"; }
}
# order PLAYER MSGID: the awaited player's orders, submitted over SMTP.
order() {
	es bot net "$1" | envelope net "$1" "pw-$1" | "$TOOLS/mkmail" plain "$1@game.test" "$2" > "$T/$2.eml"
	"$CLI" send "$SMTP_URL" "" "" "$MAIL_CA" "$1@game.test" judge@game.test "$T/$2.eml" > /dev/null || fail "submit $2"
}
more_than() { [ "$(count "$1")" -gt "$2" ]; }
applied() { [ "$(grep -c "accepted 1 " "$T/watch.out")" -ge "$1" ]; }

conf "$IMAP_URL/INBOX"
es new reconquista net --seed 0e --insecure-seed --player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta \
	--player carla:carla@game.test:pw-carla > /dev/null
now_plus 1
es run > /dev/null || fail "first run"

urls="$IMAP_URL/INBOX $IMAPS_URL/INBOX"
orders="1 2"
[ "${SANITIZED:-0}" = 0 ] || { urls="$IMAP_URL/INBOX" orders=1; }
for url in $urls; do
	conf "$url"
	start_watch
	await "no IDLE session on $url" grep -qs "IMAP IDLE on $url" "$T/watch.err"
	# Two orders, one after the other: the second can only come by IDLE
	# (the start-up batch is long over).
	for k in $orders; do
		w=$(status_of net waiting)
		h0=$(head_of net)
		n0=$(count "$w")
		order "$w" "o$k-${url%%:*}@t"
		await "order $k over SMTP was not applied ($url)" applied "$k"
		[ "$(head_of net)" != "$h0" ] || fail "no commit ($url)"
		await "no answer reached $w ($url)" more_than "$w" "$n0"
	done
	# The server drops the session: watch says so, opens another and
	# hears the next order on it.
	if [ "$url" = "$IMAP_URL/INBOX" ]; then
		doveadm -c "$ROOT/etc/dovecot.conf" kick judge > /dev/null || fail "doveadm kick"
		reopened() { [ "$(grep -c "IMAP IDLE on $url" "$T/watch.err")" -ge 2 ]; }
		await "the dropped IDLE session was not opened again" reopened
		grep -q "session ended" "$T/watch.err" || fail "the dropped session was not logged"
		n=$(grep -c "accepted 1 " "$T/watch.out")
		w=$(status_of net waiting)
		order "$w" "o3-kick@t"
		await "the order after the reconnection was not applied" applied $((n + 1))
	fi
	stop_watch
done

# A certificate other than the one libcurl verified: no login.
if [ "${SANITIZED:-0}" = 1 ]; then
	conf "$IMAP_URL/INBOX"
	export ESTAFETA_FAULT=cert
	start_watch
	unset ESTAFETA_FAULT
	await "no word of the other certificate" grep -qs "is not the one verified" "$T/watch.err"
	! grep -q "IMAP IDLE on" "$T/watch.err" || fail "IDLE logged in on a certificate libcurl did not verify"
	stop_watch
	echo "watch_imap: ok"
	exit 0
fi

# Without the cafile, libcurl does not trust the stack's certificate: the
# IDLE session does not log in either, and the log says why.
conf "$IMAPS_URL/INBOX" ""
start_watch
await "no word of the untrusted certificate" grep -qs "not trusted" "$T/watch.err"
! grep -q "IMAP IDLE on" "$T/watch.err" || fail "IDLE logged in on an unverified certificate"
stop_watch
echo "watch_imap: ok"
