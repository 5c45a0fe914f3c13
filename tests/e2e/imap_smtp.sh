#!/bin/sh
# asan: yes
# The whole pipeline over real servers: a private Dovecot + Postfix on
# 127.0.0.1 (tests/mail/). Players' mails are submitted over SMTP to the
# judge's mailbox, `estafeta run` fetches them over IMAP (STARTTLS),
# adjudicates, and every player's mail arrives in that player's IMAP
# mailbox, where the test reads it back. Also: servers down or refusing
# (nothing lost, the next run catches up), wrong credentials, TLS required
# but not offered.
. tests/e2e/lib.sh
. tests/mail/stack.sh
S=$(mktemp -d /tmp/estafeta-net.XXXXXX)
trap 'stack_down; [ -n "${KEEP:-}" ] || rm -rf "$T" "$S"' EXIT
stack_up "$S" || fail "the mail stack did not start"
CLI=$TOOLS/mailnet_cli

conf() { # IMAP-URL SMTP-URL IMAP-PASSWORD [extra inbox line]
	cat > "$D/estafeta.conf" <<CONF
[judge]
address = judge@game.test
pwhash = fast
[inbox]
url = $1
user = judge
password = $3
cafile = $MAIL_CA
${4:-}
[outbox]
url = $2
cafile = $MAIL_CA
[network]
timeout = 10
CONF
}
conf "$IMAP_URL/INBOX" "$SMTP_URL" pw
# count USER: messages in USER's INBOX, over IMAPS.
count() { curl -s --max-time 10 --cacert "$MAIL_CA" "$IMAPS_URL/INBOX" -u "$1:pw" -X 'UID SEARCH ALL' |
	sed -n 's/^\* SEARCH *//p' | tr -d '\r' | wc -w; }
# wait_for USER N: bounded poll until USER's INBOX holds N messages (SMTP
# delivery through the Postfix queue is asynchronous).
wait_for() {
	i=0
	while [ "$(count "$1")" -lt "$2" ]; do
		i=$((i + 1))
		[ $i -le 300 ] || fail "$1 has $(count "$1") messages, expected $2"
		sleep 0.05
	done
}
# newest USER: the decoded text of the newest message in USER's INBOX.
newest() {
	rm -rf "$T/fetch" && mkdir -p "$T/fetch"
	"$CLI" fetch "$IMAPS_URL/INBOX" "$1" pw "$MAIL_CA" "$T/fetch" > "$T/uids" || fail "fetch $1"
	mail_text "$T/fetch/$(tail -n 1 "$T/uids" | cut -d' ' -f1).eml"
}
# submit PLAYER FILE: a player's mail over SMTP (STARTTLS) to the judge.
submit() { "$CLI" send "$SMTP_URL" "" "" "$MAIL_CA" "$1@game.test" judge@game.test "$2" > /dev/null || fail "submit"; }
order_mail() { # PLAYER MSGID
	es bot net "$1" | envelope net "$1" "pw-$1" | "$TOOLS/mkmail" qp-latin1 "$1@game.test" "$2" > "$T/$2.eml"
	echo "$T/$2.eml"
}

es new reconquista net --seed 0e --insecure-seed --player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta \
	--player carla:carla@game.test:pw-carla > /dev/null
[ "$(outbox_count)" -eq 3 ] || fail "welcome mails not spooled"
now_plus 1
es run > /dev/null || fail "first run"
[ "$(outbox_count)" -eq 0 ] || fail "spool not emptied after SMTP accepted the mails"
# The three mails of the batch went over one SMTP session: Postfix logs
# the session's commands when it ends (bounded poll: its log is written
# asynchronously).
i=0
until grep -q 'smtpd\[[0-9]*\]: disconnect from .* mail=3 rcpt=3 data=3 ' "$ROOT/log/postfix.log"; do
	i=$((i + 1))
	[ $i -le 200 ] || { grep 'smtpd.*disconnect' "$ROOT/log/postfix.log" >&2; fail "the batch's 3 mails did not share one SMTP session"; }
	sleep 0.05
done
for p in ana berta carla; do wait_for $p 1; done
t=$(newest berta)
assert_contains "$t" "Tu clave es: pw-berta" "welcome over SMTP/IMAP"

# 1. An order mail: SMTP -> judge's INBOX -> run -> commit -> SMTP -> players.
w=$(status_of net waiting)
h0=$(head_of net)
submit "$w" "$(order_mail "$w" o1@net)"
wait_for judge 1
now_plus 1
es run > "$T/run" || { cat "$T/run"; fail "run"; }
grep -q 'accepted 1 ' "$T/run" || fail "the order mail was not accepted: $(cat "$T/run")"
[ "$(head_of net)" != "$h0" ] || fail "no commit"
[ "$(count judge)" -eq 0 ] || fail "the handled mail is still in the judge's INBOX"
[ "$(curl -s --cacert "$MAIL_CA" "$IMAPS_URL/estafeta%2Fdone" -u judge:pw -X 'UID SEARCH ALL' | sed -n 's/^\* SEARCH *//p' | tr -d '\r' | wc -w)" -eq 1 ] ||
	fail "the handled mail is not in estafeta/done"
[ -z "$(ls -A "$D/inbox/new")$(ls -A "$D/inbox/cur")" ] || fail "local copies left behind"
wait_for "$w" 3 # welcome, confirmation, report
for p in ana berta carla; do [ "$p" = "$w" ] || wait_for $p 2; done
assert_contains "$(newest "$w")" "== Tu vista ==" "report over IMAP"

# 2. SMTP down: the batch still commits, mail waits in the spool, the run
#    says so and exits 75; the next run delivers it.
w=$(status_of net waiting)
before=$(count "$w")
submit "$w" "$(order_mail "$w" o2@net)"
wait_for judge 1
conf "$IMAP_URL/INBOX" "smtp://127.0.0.1:$((base + 1))" pw
now_plus 1
set +e
es run > "$T/run" 2> "$T/err"
rc=$?
set -e
[ $rc -eq 75 ] || fail "SMTP down: exit $rc, not 75"
grep -q 'SMTP' "$T/err" || fail "SMTP down: no clear message"
grep -q 'accepted 1 ' "$T/run" || fail "SMTP down: the order was not applied"
spooled=$(outbox_count)
[ "$spooled" -ge 4 ] || fail "SMTP down: only $spooled mails spooled"
conf "$IMAP_URL/INBOX" "$SMTP_URL" pw
now_plus 1
es run > /dev/null || fail "run after SMTP came back"
[ "$(outbox_count)" -eq 0 ] || fail "spool not drained"
wait_for "$w" $((before + 2)) # confirmation and report

# 3. IMAP down (75: try again) / wrong password (77) / TLS not offered
#    (78: a setting): clear message, the mail stays on the server and is
#    applied once things are right.
w=$(status_of net waiting)
h1=$(head_of net)
submit "$w" "$(order_mail "$w" o3@net)"
wait_for judge 1
for bad in "imap://127.0.0.1:$((base + 1))/INBOX|pw|75|IMAP" "$IMAP_URL/INBOX|wrong|77|IMAP" \
	"$IMAP_NOTLS_URL/INBOX|pw|78|STARTTLS"; do
	url=${bad%%|*}
	rest=${bad#*|}
	want=${rest#*|}
	want=${want%%|*}
	conf "$url" "$SMTP_URL" "${rest%%|*}"
	now_plus 1
	set +e
	es run > "$T/run" 2> "$T/err"
	rc=$?
	set -e
	[ $rc -eq "$want" ] || fail "$url: exit $rc, not $want"
	grep -q "${rest##*|}" "$T/err" || fail "$url: no clear message: $(cat "$T/err")"
	[ "$(head_of net)" = "$h1" ] || fail "$url: the game changed"
	[ "$(count judge)" -eq 1 ] || fail "$url: the order mail left the server"
done
conf "$IMAP_URL/INBOX" "$SMTP_URL" pw
now_plus 1
es run > "$T/run" || fail "run after IMAP came back"
grep -q 'accepted 1 ' "$T/run" || fail "the kept mail was not applied"
[ "$(count judge)" -eq 0 ] || fail "judge INBOX not emptied"
es verify net > /dev/null || fail "verify"

# 4. Where a mail goes is the program's choice (security issue): a display
#    name full of addresses and a wrong password, over real SMTP, is
#    answered to the sender's address alone; a spooled message without an
#    envelope recipient is set aside in failed/ and blocks nothing.
cb=$(count berta)
cc=$(count carla)
printf 'From: "carla@game.test, Berta" <berta@game.test>\r\nTo: judge@game.test\r\nSubject: x\r\nMessage-ID: <dn-net@t>\r\n\r\nPARTIDA net\r\nJUGADOR berta\r\nCLAVE mala\r\nPASO\r\n' \
	> "$T/dn.eml"
submit berta "$T/dn.eml"
wait_for judge 1
printf 'From: x\r\nTo: "a, b" <carla@game.test>\r\nSubject: stray\r\n\r\nno envelope\r\n' > "$D/outbox/new/0000.stray"
es run > "$T/run" 2> "$T/err" || { cat "$T/err"; fail "a stray spool file failed the run"; }
wait_for berta $((cb + 1))
assert_contains "$(newest berta)" "La clave no es correcta" "the rejection reached berta"
[ "$(count carla)" -eq "$cc" ] || fail "the display name's address got mail"
[ -f "$D/outbox/failed/0000.stray" ] || fail "the stray message was not set aside"
grep -q 'failed' "$T/err" || fail "setting aside was not logged"
[ "$(outbox_count)" -eq 0 ] || fail "the spool did not drain past the stray message"

# 5. Plus-addressing, as docs/operator/mail-server.md asks of a judge's server (the stack
#    sets recipient_delimiter = + in Postfix and Dovecot): a player answers
#    the tagged Reply-To of the last mail with nothing but orders, over
#    SMTP to that address, and the orders are applied.
w=$(status_of net waiting)
rm -rf "$T/fetch" && mkdir -p "$T/fetch"
"$CLI" fetch "$IMAPS_URL/INBOX" "$w" pw "$MAIL_CA" "$T/fetch" > "$T/uids" || fail "fetch $w"
last=$T/fetch/$(tail -n 1 "$T/uids" | cut -d' ' -f1).eml
rt=$(sed -n 's/^Reply-To: .*<\(judge+[^>]*\)>.*/\1/p; s/^Reply-To: \(judge+[^ <]*\)$/\1/p' "$last" | tr -d '\r' | head -n 1)
case $rt in judge+net.*@game.test) ;; *) fail "no tagged Reply-To in $w's mail: '$rt'" ;; esac
{
	printf 'From: %s@game.test\r\nTo: %s\r\nSubject: Re: orders\r\nMessage-ID: <tag-net@t>\r\n\r\n' "$w" "$rt"
	es bot net "$w" | sed 's/$/\r/'
} > "$T/tag.eml"
h2=$(head_of net)
"$CLI" send "$SMTP_URL" "" "" "$MAIL_CA" "$w@game.test" "$rt" "$T/tag.eml" > /dev/null || fail "the server refused the tagged address $rt"
wait_for judge 1
now_plus 1
es run > "$T/run" || fail "run with a tagged reply"
grep -q 'accepted 1 ' "$T/run" || fail "the reply to the tagged address was not accepted: $(cat "$T/run")"
[ "$(head_of net)" != "$h2" ] || fail "no commit for the tagged reply"

# 6. estafeta selftest: a round trip through the configured servers to a
#    tagged judge address. With a delimiter the server does not know, the
#    refusal names the setting (exit 78); with none, the plain address.
es selftest --wait 20 > "$T/st" 2> "$T/err" || { cat "$T/st" "$T/err"; fail "selftest on a well set-up server"; }
grep -q '^smtp: .* -> judge+selftest\.[0-9a-f]*@game.test$' "$T/st" || fail "selftest did not use a tagged address: $(cat "$T/st")"
grep -q '^imap: .*the mail arrived, Delivered-To: judge+selftest' "$T/st" || fail "selftest: no arrival: $(cat "$T/st")"
[ "$(count judge)" -eq 0 ] || fail "selftest left its mail in the judge's INBOX"
conf "$IMAP_URL/INBOX" "$SMTP_URL" pw
sed -i 's/^pwhash = fast$/pwhash = fast\nrecipient_delimiter = -/' "$D/estafeta.conf"
set +e
es selftest --wait 5 > "$T/st" 2> "$T/err"
rc=$?
set -e
[ $rc -eq 78 ] || fail "selftest with a delimiter the server lacks: exit $rc, not 78"
grep -q 'refused the tagged address judge-selftest.*recipient_delimiter = -' "$T/err" || fail "selftest: no clear message: $(cat "$T/err")"
# Said once, whole: the advice, then the server's refusal to its end.
[ "$(grep -o 'refused the tagged address' "$T/err" | wc -l)" -eq 1 ] || fail "selftest repeats itself: $(cat "$T/err")"
grep -q 'recipient_delimiter = none in \[judge\]; the server said: 5[0-9][0-9] .*judge-selftest.*[a-z]$' "$T/err" ||
	fail "selftest: the server's reply is cut or missing: $(cat "$T/err")"
sed -i 's/^recipient_delimiter = -$/recipient_delimiter = none/' "$D/estafeta.conf"
es selftest --wait 20 > "$T/st" 2> /dev/null || fail "selftest with tagged replies off"
grep -q '^smtp: .* -> judge@game.test$' "$T/st" || fail "selftest with tagged replies off used a tag: $(cat "$T/st")"
# With tagged replies off the game's mail says to write the login lines.
es new reconquista plain --seed 0f --insecure-seed --player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta \
	--player carla:carla@game.test:pw-carla > /dev/null
ca=$(count ana)
es run > /dev/null || fail "run with tagged replies off"
wait_for ana $((ca + 1))
t=$(newest ana)
assert_contains "$t" "siempre con las" "the welcome without tagged replies"
rm -rf "$T/fetch" && mkdir -p "$T/fetch"
"$CLI" fetch "$IMAPS_URL/INBOX" ana pw "$MAIL_CA" "$T/fetch" > "$T/uids" || fail "fetch ana"
grep -q '^Reply-To: .*judge@game.test' "$T/fetch/$(tail -n 1 "$T/uids" | cut -d' ' -f1).eml" ||
	fail "a tagged Reply-To with tagged replies off"

# 7. A recipient refused for good (5xx: the stack refuses other domains at
#    RCPT): that player never gets the welcome, so the game master is told
#    by mail, once, with the server's words; the rest of the spool goes on.
es new reconquista ref --seed 12 --insecure-seed --set master_address=gm@game.test --player ana:ana@game.test:pw-ana \
	--player berta:berta@game.test:pw-berta --player zoe:zoe@elsewhere.test:pw-zoe > /dev/null
cg=$(count gm)
es run > "$T/run" 2> "$T/err" || fail "a refused recipient failed the run"
grep -q 'zoe@elsewhere.test refused for good' "$T/err" || fail "the refusal was not logged: $(cat "$T/err")"
es run > /dev/null 2>&1 || fail "the run after a refusal"
wait_for gm $((cg + 1))
t=$(newest gm)
assert_contains "$t" "ha rechazado para siempre un correo de la partida" "the game master is told of a 5xx"
assert_contains "$t" "zoe@elsewhere.test" "the refused address is named"
assert_contains "$t" "refused for good" "in English too"
es run > /dev/null 2>&1
[ "$(count gm)" -eq $((cg + 1)) ] || fail "the game master was told twice"
echo "imap_smtp: ok"
