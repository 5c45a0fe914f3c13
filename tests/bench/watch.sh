#!/bin/sh
# make bench, part 3 (issue 17 item 11): how soon `estafeta watch` answers.
#  1. Maildir inbox: an order mail renamed from tmp/ into new/ (as an MDA
#     delivers) -> its answer written into the outbox; median of 10.
#  2. IMAP inbox over the real Dovecot + Postfix of tests/mail/: the
#     order's SMTP submission to the judge -> the answer in the player's
#     mailbox (IDLE wake-up, fetch, batch, SMTP, delivery); median of 10.
# Goal for both: <= 2 s median. Needs root for part 2 (the mail servers).
set -eu
cd "$(dirname "$0")/../.."
ES=$PWD/bin/estafeta
TOOLS=$PWD/build/rel/tools
CLI=$TOOLS/mailnet_cli
T=$(mktemp -d /tmp/estafeta-bench-watch.XXXXXX)
WPID=""
S=""
cleanup() {
	[ -z "$WPID" ] || { kill "$WPID" 2>/dev/null; wait "$WPID" 2>/dev/null || true; }
	[ -z "$S" ] || { stack_down; rm -rf "$S"; }
	rm -rf "$T"
}
trap cleanup EXIT
NOW=2026-11-21T10:00:00Z
N=10

now_ns() { date +%s%N; }
# mtime_ns FILE: when the file was written, in ns.
mtime_ns() { stat -c %.9Y "$1" | tr -d .; }
# order D GAME PLAYER MSGID FROM-DOMAIN: the awaited player's bot orders as a mail.
order() {
	{
		printf 'PARTIDA %s\nJUGADOR %s\nCLAVE pw-%s\n' "$2" "$3" "$3"
		"$ES" -C "$1" --now "$NOW" bot "$2" "$3"
		printf 'FIN\n'
	} | "$TOOLS/mkmail" plain "$3@$5" "$4"
}
waiting() { "$ES" -C "$1" --now "$NOW" status "$2" | sed -n 's/^waiting \([^ ]*\).*/\1/p'; }
# answer MSGID DIR...: the file in those folders answering MSGID, once there
# (polled every 5 ms, 30 s at most).
answer() {
	id=$1
	shift
	k=0
	while :; do
		f=$(grep -rl "^In-Reply-To: <$id>" "$@" 2>/dev/null | head -n 1) || true
		[ -z "$f" ] || { echo "$f"; return 0; }
		k=$((k + 1))
		[ $k -lt 6000 ] || { echo "bench: no answer to $id" >&2; return 1; }
		sleep 0.005
	done
}
median() { sort -n | awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.0f", m }'; }
new_game() { # D
	"$ES" -C "$1" --now "$NOW" new reconquista w --seed 0a --insecure-seed --player ana:ana@game.test:pw-ana \
		--player berta:berta@game.test:pw-berta --player carla:carla@game.test:pw-carla > /dev/null
	"$ES" -C "$1" --now "$NOW" run > /dev/null
}
start_watch() { # D
	"$ES" -C "$1" --now "$NOW" watch --interval 3600 > "$T/watch.out" 2> "$T/watch.err" &
	WPID=$!
}
stop_watch() {
	kill "$WPID"
	wait "$WPID" || { echo "bench: watch exited $?" >&2; exit 1; }
	WPID=""
}

# --- 1. Maildir ----------------------------------------------------------
D=$T/maildir
mkdir -p "$D"
printf '[judge]\naddress = judge@game.test\npwhash = fast\n' > "$D/estafeta.conf"
new_game "$D"
start_watch "$D"
: > "$T/md"
k=0
while [ $k -lt $N ]; do
	k=$((k + 1))
	w=$(waiting "$D" w)
	order "$D" w "$w" "md$k@t" game.test > "$D/inbox/tmp/md$k"
	t0=$(now_ns)
	mv "$D/inbox/tmp/md$k" "$D/inbox/new/md$k"
	f=$(answer "md$k@t" "$D/outbox/new")
	echo $(( ($(mtime_ns "$f") - t0) / 1000000 )) >> "$T/md"
	# The batch is over once its line is logged: the next mail starts clean.
	until [ "$(grep -c '^mails' "$T/watch.out")" -ge $k ]; do sleep 0.005; done
done
stop_watch
echo "watch_maildir median $(median < "$T/md") ms, mail in new/ -> answer written, $N mails (goal <= 2000 ms); all: $(tr '\n' ' ' < "$T/md")ms"

# --- 2. IMAP IDLE over the real servers -----------------------------------
if [ "$(id -u)" != 0 ]; then
	echo "watch_imap_idle skipped: the mail servers need root"
	exit 0
fi
. tests/mail/stack.sh
S=$(mktemp -d /tmp/estafeta-net.XXXXXX)
stack_up "$S" > /dev/null
D=$T/imap
mkdir -p "$D"
cat > "$D/estafeta.conf" <<CONF
[judge]
address = judge@game.test
pwhash = fast
[inbox]
url = $IMAP_URL/INBOX
user = judge
password = pw
cafile = $MAIL_CA
[outbox]
url = $SMTP_URL
cafile = $MAIL_CA
CONF
new_game "$D"
start_watch "$D"
k=0
until grep -q "IMAP IDLE on" "$T/watch.err"; do
	k=$((k + 1))
	[ $k -lt 2000 ] || { cat "$T/watch.err" >&2; exit 1; }
	sleep 0.005
done
: > "$T/im"
k=0
while [ $k -lt $N ]; do
	k=$((k + 1))
	w=$(waiting "$D" w)
	order "$D" w "$w" "im$k@t" game.test > "$T/im$k.eml"
	t0=$(now_ns)
	"$CLI" send "$SMTP_URL" "" "" "$MAIL_CA" "$w@game.test" judge@game.test "$T/im$k.eml" > /dev/null
	f=$(answer "im$k@t" "$ROOT/mail/$w/Maildir/new" "$ROOT/mail/$w/Maildir/cur")
	echo $(( ($(mtime_ns "$f") - t0) / 1000000 )) >> "$T/im"
	until [ "$(grep -c '^mails [1-9]' "$T/watch.out")" -ge $k ]; do sleep 0.005; done
done
stop_watch
# Where the time of such a batch goes: the same batch once more, by run.
w=$(waiting "$D" w)
order "$D" w "$w" "imt@t" game.test > "$T/imt.eml"
"$CLI" send "$SMTP_URL" "" "" "$MAIL_CA" "$w@game.test" judge@game.test "$T/imt.eml" > /dev/null
k=0
until [ "$(curl -s --cacert "$MAIL_CA" "$IMAPS_URL/INBOX" -u judge:pw -X 'UID SEARCH ALL' | sed -n 's/^\* SEARCH *//p' | tr -d '\r' | wc -w)" -ge 1 ]; do
	k=$((k + 1))
	[ $k -lt 2000 ] || { echo "bench: the mail did not reach the judge" >&2; exit 1; }
	sleep 0.005
done
bt=$("$ES" -C "$D" --now "$NOW" run --timings | sed -n 's/^timings //p')
echo "watch_imap_idle median $(median < "$T/im") ms, SMTP submission -> answer in the player's mailbox, $N mails (goal <= 2000 ms; Dovecot delays IDLE news by 500 ms); all: $(tr '\n' ' ' < "$T/im")ms"
echo "watch_imap_batch seconds of such a batch (run --timings): $bt"
