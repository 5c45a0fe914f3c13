#!/bin/sh
# Mails that fit a phone (issue 31 item 5): every mail the judge sends is
# text/plain; format=flowed (RFC 3676, DelSp=no): long prose comes in
# soft-broken lines (a trailing space) that the reader's client re-wraps,
# no line passes 78 octets, boards and order echoes keep their lines
# (hard, never joined or split); the text read back is the text written.
# And the other way: a player's client that sends format=flowed, with an
# order split by a soft break (DelSp=no and DelSp=yes) under a quote of the
# judge's own flowed mail, is read as the whole order.
. tests/e2e/lib.sh

es new teg fl --seed f1 --insecure-seed --player ana:ana@x.test:pw-ana --player bob:bob@x.test:pw-bob:en \
	--player carla:carla@x.test:pw-carla > /dev/null

# raw FILE: the text part as sent into $T/raw (Content-Type line first);
# its text as a player's client reads it into $T/read.
raw() {
	"$TOOLS/mailscan" -r "$1" > "$T/raw" || fail "mailscan -r $1"
	mail_text "$1" | sed '1,/^$/d' > "$T/read"
}
# sent_ok FILE WHAT [soft]: the checks every mail passes; no line over 78
# octets (with "soft": no soft line; the welcome's help still has fixed
# lines over 72 columns, listed in tests/data/mailscan-known.txt).
sent_ok() {
	raw "$1"
	head -1 "$T/raw" | grep -qx 'Content-Type: text/plain; charset=UTF-8; format=flowed; delsp=no' ||
		fail "$2: not format=flowed: $(head -1 "$T/raw")"
	long=$(sed 1d "$T/raw" | LC_ALL=C awk -v soft="${3:-}" 'length($0) > 78 && (soft == "" || / $/)' | head -1)
	[ -z "$long" ] || fail "$2: a line over 78 octets: $long"
	grep -qx -- '-- ' "$T/raw" && fail "$2: a signature separator"
	return 0
}

for who in ana bob; do
	f=$(ls "$D/outbox/new" | grep "out-[0-9]*-$who\$" | head -1)
	sent_ok "$D/outbox/new/$f" "welcome to $who" soft
	# Prose was long: some lines are soft, and read back whole.
	grep -q ' $' "$T/raw" || fail "welcome to $who: no soft line break"
	soft=$(grep -m1 ' $' "$T/raw" | sed 's/^ //')
	grep -qF -- "$soft" "$T/read" || fail "welcome to $who: a soft line is not in the text read"
	# The map's lines (indented, in columns) are hard, and read whole.
	grep -q '^   *Argentina  ' "$T/raw" || fail "welcome to $who: no map line"
	grep '^   *Argentina  ' "$T/raw" | grep -q ' $' && fail "welcome to $who: a map line is soft"
	grep '^   *Argentina  ' "$T/raw" | sed 's/^ //' > "$T/map.sent"
	grep '^  *Argentina  ' "$T/read" > "$T/map.read"
	cmp -s "$T/map.sent" "$T/map.read" || fail "welcome to $who: map lines differ once read"
done

# The awaited player claims: the echo keeps its line.
w=$(status_of fl waiting)
o=$(es bot fl "$w" | head -1)
case $o in OCUPAR\ * | OCCUPY\ *) ;; *) fail "unexpected first order '$o'" ;; esac
printf '%s\n' "$o" | envelope fl "$w" "pw-$w" | send plain "$w@x.test" "fl-1@t"
step_run
f=$(cd "$D/outbox/new" && grep -l '^In-Reply-To: <fl-1@t>' * | head -1)
[ -n "$f" ] || fail "no answer to $w"
sent_ok "$D/outbox/new/$f" "answer to $w"
# The echo: the lines between the first blank line after "tal como las
# entendimos:" and the next blank line, each hard and read as sent.
awk '/entendimos:$/ { on = 1; next } on == 1 && /^$/ { on = 2; next } on == 2 && /^$/ { exit } on == 2' "$T/raw" > "$T/echo.sent"
[ -s "$T/echo.sent" ] || { cat "$T/raw" >&2; fail "no echo in the answer to $w"; }
grep -q ' $' "$T/echo.sent" && fail "an echo line is soft"
grep -qiF "${o#* }" "$T/echo.sent" || fail "the echo does not name ${o#* }"
while IFS= read -r l; do
	grep -qxF -- "$l" "$T/read" || fail "the echo line '$l' is not a line once read"
done < "$T/echo.sent"
# Every mail since the welcomes passes too.
n=0
for f in $(ls "$D/outbox/new"); do
	mail_text "$D/outbox/new/$f" | grep -q '^Subject: \[fl\] \(Bienvenida\|Welcome\)' && continue
	sent_ok "$D/outbox/new/$f" "$f"
	n=$((n + 1))
done
[ $n -ge 3 ] || fail "only $n mails after the welcomes"

# A flowed reply: the claim split by a soft break, DelSp=no then DelSp=yes,
# under the judge's own quoted lines.
flowed_reply() { # FROM MSGID DELSP LINE1 LINE2
	mkdir -p "$D/inbox/new"
	{
		printf 'From: <%s@x.test>\r\nTo: juez@estafeta.test\r\nSubject: Re: [fl]\r\n' "$1"
		printf 'Message-ID: <%s>\r\nMIME-Version: 1.0\r\n' "$2"
		printf 'Content-Type: text/plain; charset=UTF-8; format=flowed; delsp=%s\r\n\r\n' "$3"
		printf 'PARTIDA fl\r\nJUGADOR %s\r\nCLAVE pw-%s\r\n%s\r\n%s\r\nFIN\r\n\r\n' "$1" "$1" "$4" "$5"
		printf '> Te toca ocupar un pa\xc3\xads libre (libres: 50): OCUPAR <pa\xc3\xads>. \r\n'
		printf '> Puedes anotar m\xc3\xa1s l\xc3\xadneas.\r\n'
	} > "$D/inbox/new/$(date -u -d "$NOW" +%s).$2"
}
for delsp in no yes; do
	w=$(status_of fl waiting)
	o=$(es bot fl "$w" | head -1)
	country=${o#* }
	if [ $delsp = no ]; then
		flowed_reply "$w" "fl-$delsp@t" no "${o%% *} " "$country"
	else
		# cut inside the name; the soft space is deleted
		flowed_reply "$w" "fl-$delsp@t" yes "${o%% *} $(printf '%s' "$country" | cut -c1-2) " "$(printf '%s' "$country" | cut -c3-)"
	fi
	step_run
	confirm_to "$w@x.test" > "$T/c"
	grep -qix "\(ocupar\|occupy\) $country" "$T/c" || { cat "$T/c" >&2; fail "a flowed order (delsp=$delsp) is not read whole: $o"; }
done
echo "flowed: ok"
