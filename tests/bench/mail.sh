#!/bin/sh
# make bench, part 2: one batch over 1,000 incoming mails for 200 games
# against a private Dovecot + Postfix (tests/mail/), IMAP in and SMTP out,
# with the share of time spent in IMAP, parsing, rules, git and SMTP.
# Needs root (the mail servers); BENCH_MAIL_GAMES overrides 200.
set -eu
cd "$(dirname "$0")/../.."
ES=$PWD/bin/estafeta
. tests/bench/lib.sh
CLI=$PWD/build/rel/tools/mailnet_cli
NG=${BENCH_MAIL_GAMES:-200}
T=$(mktemp -d /tmp/estafeta-bench-mail.XXXXXX)
. tests/mail/stack.sh
trap 'stack_down; rm -rf "$T"' EXIT
stack_up "$T"
D=$T/data
mkdir -p "$D"
write_conf() {
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
}
write_conf
NOW=2026-11-21T10:00:00Z
bench_games "$D" "$NG" game.test
# The welcome mails go out first, so that the measured batch only handles
# the 1,000 order mails. That run is SMTP alone: the spool's rate over one
# connection (goal: 1,000 messages in 10 s or less).
nw=$(ls "$D/outbox/new" | wc -l)
"$ES" -C "$D" --now 2026-11-21T10:30:00Z run --timings > "$T/welcome.out"
awk -v n="$nw" '/^timings/ { printf "smtp_spool %d messages in %.2f s over one connection: %.0f messages/s, 1,000 in %.1f s (goal <= 10 s)\n",
	n, $13, n / $13, 1000 * $13 / n }' "$T/welcome.out"
n=0
submit() { # FROM BODYFILE
	n=$((n + 1))
	{
		printf 'From: <%s@game.test>\nTo: judge@game.test\nMessage-ID: <b%d@game.test>\nSubject: ordenes\n\n' "$1" $n
		cat "$2"
	} > "$T/m.eml"
	"$CLI" --tls-off send "$SMTP_NOTLS_URL" "" "" "$1@game.test" judge@game.test "$T/m.eml" > /dev/null
}
pw() { case $1 in ana) echo pa ;; berta) echo pb ;; carla) echo pc ;; dani) echo pd ;; esac; }
t0=$(date +%s%N)
i=0
while [ $i -lt "$NG" ]; do
	i=$((i + 1))
	who=$("$ES" -C "$D" status g$i | sed -n 's/^waiting //p')
	{ printf 'PARTIDA g%d\nJUGADOR %s\nCLAVE %s\n' $i "$who" "$(pw "$who")"; "$ES" -C "$D" bot g$i "$who"; } > "$T/o"
	submit "$who" "$T/o"
	for p in ana berta carla dani; do
		printf 'PARTIDA g%d\nJUGADOR %s\nCLAVE %s\nDEFENSA TODAS\n' $i $p "$(pw $p)" > "$T/o"
		submit $p "$T/o"
	done
done
want=$((NG * 5))
k=0
while :; do
	got=$(curl -s --max-time 20 --cacert "$MAIL_CA" "$IMAPS_URL/INBOX" -u judge:pw -X 'UID SEARCH ALL' |
		sed -n 's/^\* SEARCH *//p' | tr -d '\r' | wc -w)
	[ "$got" -ge "$want" ] && break
	k=$((k + 1))
	[ $k -lt 1200 ] || { echo "bench: only $got of $want mails arrived" >&2; exit 1; }
	sleep 0.1
done
t1=$(date +%s%N)
echo "submitted $want mails over SMTP in $(( (t1 - t0) / 1000000 )) ms"
"$ES" -C "$D" --now 2026-11-21T11:00:00Z run --timings > "$T/run.out"
cat "$T/run.out"
grep -q "accepted $want " "$T/run.out" || { echo "bench: not every mail was accepted" >&2; exit 1; }
awk -v n="$want" '/^timings/ {
	t = $3
	printf "mail_batch %d mails in %.1f s: %.1f mails/s\n", n, t, n / t
	printf "share imap %.0f%%  parse %.0f%%  rules %.0f%%  git %.0f%%  smtp %.0f%%  other %.0f%%\n",
		100 * $5 / t, 100 * $7 / t, 100 * $9 / t, 100 * $11 / t, 100 * $13 / t,
		100 * (t - $5 - $7 - $9 - $11 - $13) / t
}' "$T/run.out"
