#!/bin/sh
# Shards: two judges on two data roots share one judge address. Dovecot
# (Pigeonhole) files each mail by the script of `estafeta shard sieve`:
# judge 1 reads INBOX (its games and every mail that names no game of the
# map), judge 2 reads INBOX/shard-2. Over the private Postfix + Dovecot
# (tests/mail/): tagged replies and password-form orders for a game of
# each judge, AYUDA, LISTA (which names judge 2's games too), a mail
# naming no game, a sign-up opened and joined on judge 2, its game master
# ending a game, `selftest` on each judge. Every mail lands in one folder,
# is handled by one judge and answered once; orders are applied once.
# Also the script itself, offline (sieve-test): HTML and base64 bodies,
# quoted lines, a name that only starts like a game's.
# SHARD_BREAK=1 installs an empty script: the test must fail.
. tests/e2e/lib.sh
. tests/mail/stack.sh
S=$(mktemp -d /tmp/estafeta-shard.XXXXXX)
trap 'stack_down; [ -n "${KEEP:-}" ] || rm -rf "$T" "$S"' EXIT
export MAILSTACK_SIEVE=1
stack_up "$S" || fail "the mail stack did not start"
CLI=$TOOLS/mailnet_cli
D1=$D
D2=$T/data2
mkdir -p "$D2"
es1() { "$ESTAFETA" -C "$D1" --now "$NOW" "$@"; }
es2() { "$ESTAFETA" -C "$D2" --now "$NOW" "$@"; }

# --- the generator, offline --------------------------------------------------
printf 'g1 1\n# judge 2\ng2 2\ns2 2\n' > "$T/map"
"$ESTAFETA" shard sieve "$T/map" > "$S/shards.sieve" || fail "shard sieve"
# The example shipped in docs/sieve is what the generator writes.
"$ESTAFETA" shard sieve docs/sieve/example.map | cmp -s - docs/sieve/estafeta-shards.sieve ||
	fail "docs/sieve/estafeta-shards.sieve is not what shard sieve writes from docs/sieve/example.map"
printf 'g1 1\ng1 2\n' > "$T/bad"
set +e
"$ESTAFETA" shard sieve "$T/bad" > /dev/null 2> "$T/err"
rc=$?
set -e
[ $rc -eq 65 ] && grep -q 'game g1 is on shard 1 and on shard 2' "$T/err" || fail "a game on two shards: exit $rc, $(cat "$T/err")"
printf 'G"1 2\n' > "$T/bad"
"$ESTAFETA" shard sieve "$T/bad" > /dev/null 2>&1 && fail "a game name Estafeta refuses was put in the script"
chmod 755 "$S"
chmod 644 "$S/shards.sieve"
# route RCPT BODY [HEADERS]: the folder the script files a mail into.
route() {
	printf 'From: ana@game.test\r\nTo: %s\r\nSubject: x\r\n%b\r\n%b' "$1" "${3:-}" "$2" > "$S/probe.eml"
	chmod 644 "$S/probe.eml"
	runuser -u nobody -- sieve-test -r "$1" -f ana@game.test "$S/shards.sieve" "$S/probe.eml" 2>&1 |
		sed -n 's/.*store message in folder: \([^ ]*\).*/\1/p'
}
expect_route() { # WANT RCPT BODY [HEADERS]
	got=$(route "$2" "$3" "${4:-}")
	[ "$got" = "$1" ] || fail "sieve: '$3' to $2 went to '$got', not $1"
}
expect_route INBOX/shard-2 judge@game.test 'PARTIDA g2\r\nJUGADOR ana\r\n'
expect_route INBOX/shard-2 judge@game.test 'Hola\r\n  Partida: G2\r\n'
expect_route INBOX judge@game.test 'PARTIDA g20\r\n'
expect_route INBOX judge+g1.0.abc123@game.test 'x\r\n> PARTIDA g2\r\n'
expect_route INBOX judge+g2.1.abc123@game.test 'PARTIDA g1\r\n'
expect_route INBOX/shard-2 judge+g2.1.abc123@game.test 'orders\r\n'
expect_route INBOX judge+g2.x.1.abc123@game.test 'orders\r\n'
expect_route INBOX/shard-2 judge@game.test '<p>PARTIDA g2</p><p>JUGADOR ana</p>\r\n' 'Content-Type: text/html\r\n'
expect_route INBOX/shard-2 judge@game.test "$(printf 'GAME g2\nPLAYER ana\n' | base64)\r\n" 'Content-Transfer-Encoding: base64\r\n'
expect_route INBOX/shard-2 judge@game.test 'Buenas:\r\nnueva partida reconquista s2\r\n'
expect_route INBOX judge@game.test 'NUEVA PARTIDA reconquista s3\r\n'
expect_route INBOX/shard-2 judge@game.test 'CANCELAR PARTIDA s2\r\n'
expect_route INBOX judge@game.test 'LISTA\r\n'

# --- two judges, one address --------------------------------------------------
conf() { # DATAROOT FOLDER N
	cat > "$1/estafeta.conf" <<CONF
[judge]
address = judge@game.test
pwhash = fast
[inbox]
url = $IMAP_URL/$2
user = judge
password = pw
cafile = $MAIL_CA
done_folder = estafeta/done-$3
[outbox]
url = $SMTP_URL
cafile = $MAIL_CA
[network]
timeout = 10
CONF
}
conf "$D1" INBOX 1
conf "$D2" INBOX/shard-2 2
printf '[shard]\nnumber = 2\n' >> "$D2/estafeta.conf"
echo "master-password-2" | es2 master-password > /dev/null || fail "master-password"
# The shard's folder exists before its judge first reads it.
curl -s --cacert "$MAIL_CA" "$IMAPS_URL/" -u judge:pw -X 'CREATE INBOX/shard-2' > /dev/null || fail "CREATE"

# count USER FOLDER: messages in that IMAP folder.
count() { curl -s --max-time 10 --cacert "$MAIL_CA" "$IMAPS_URL/$2" -u "$1:pw" -X 'UID SEARCH ALL' |
	sed -n 's/^\* SEARCH *//p' | tr -d '\r' | wc -w; }
# settle: bounded poll until Postfix has delivered everything it holds.
settle() {
	i=0
	until postqueue -c "$ROOT/etc/postfix" -p 2>&1 | grep -q 'Mail queue is empty'; do
		i=$((i + 1))
		[ $i -le 300 ] || fail "Postfix still holds mail: $(postqueue -c "$ROOT/etc/postfix" -p 2>&1 | tail -n 3)"
		sleep 0.05
	done
}
# ids USER FOLDER: the Message-IDs in that folder, sorted, one a line.
ids() {
	rm -rf "$T/f" && mkdir -p "$T/f"
	"$CLI" fetch "$IMAPS_URL/$2" "$1" pw "$MAIL_CA" "$T/f" > /dev/null || fail "fetch $1 $2"
	cat "$T/f"/*.eml 2>/dev/null | tr -d '\r' | sed -n 's/^Message-ID: <\(.*\)>$/\1/Ip' | sort
}
# submit FROM RCPT MSGID BODY: a player's mail over SMTP.
submit() {
	printf 'From: %s@game.test\r\nTo: %s\r\nSubject: x\r\nMessage-ID: <%s>\r\n\r\n%s\r\n' "$1" "$2" "$3" \
		"$(printf '%s\n' "$4" | sed 's/$/\r/')" > "$T/m.eml"
	"$CLI" send "$SMTP_URL" "" "" "$MAIL_CA" "$1@game.test" "$2" "$T/m.eml" > /dev/null || fail "submit $3"
}
# judge N WANT: runs judge N once; its summary line must start with WANT.
judge() {
	now_plus 1
	"$ESTAFETA" -C "$T/data$([ "$1" = 1 ] || echo 2)" --now "$NOW" run > "$T/run$1" 2> "$T/err$1" ||
		{ cat "$T/err$1" >&2; fail "judge $1 run"; }
	case $(cat "$T/run$1") in "$2"*) ;; *) fail "judge $1: '$(cat "$T/run$1")', expected '$2 ...'" ;; esac
}
players="--player ana:ana@game.test:pw-ana --player berta:berta@game.test:pw-berta --player carla:carla@game.test:pw-carla"
# shellcheck disable=SC2086
es1 new reconquista g1 --seed 0e --insecure-seed $players > /dev/null
# shellcheck disable=SC2086
es2 new reconquista g2 --seed 0f --insecure-seed $players > /dev/null 2> "$T/err"
# Judge 2 says that the mail server does not route g2 to it yet.
grep -q 'game g2 is not in the shard map (no \[shard\] map): its mail goes to shard 1 until the map says "g2 2"' \
	"$T/err" || fail "no warning for a game the map does not route here: $(cat "$T/err")"
judge 1 "mails 0 accepted 0 rejected 0 ignored 0 duplicates 0 commits 0 timeouts 0 reminders 0 sent 3"
judge 2 "mails 0 accepted 0 rejected 0 ignored 0 duplicates 0 commits 0 timeouts 0 reminders 0 sent 3"
settle
# Each seat's reply address, from its welcome.
for p in ana berta carla; do
	rm -rf "$T/w" && mkdir -p "$T/w"
	"$CLI" fetch "$IMAPS_URL/INBOX" "$p" pw "$MAIL_CA" "$T/w" > /dev/null || fail "fetch $p"
	for g in g1 g2; do
		tag=$(cat "$T/w"/*.eml | tr -d '\r' | sed -n "s/^Reply-To: .*<\(judge+$g\.[0-9]*\.[0-9a-f]*@game.test\)>.*/\1/p" | head -n 1)
		[ -n "$tag" ] || fail "no tagged Reply-To for $p in $g"
		echo "$tag" > "$T/tag-$g-$p"
	done
done
tag() { cat "$T/tag-$1-$2"; }
wait1() { es1 status "$1" | sed -n 's/^waiting \([^ ]*\).*/\1/p'; }
wait2() { es2 status "$1" | sed -n 's/^waiting \([^ ]*\).*/\1/p'; }

# "GAME N" lines from each judge, joined, make the script. s2 is not made
# yet: naming it sends its sign-up to judge 2.
{ es1 shard list; es2 shard list; echo "s2 2"; } > "$T/map"
[ "$(cat "$T/map")" = "$(printf 'g1 1\ng2 2\ns2 2')" ] || fail "shard list: $(cat "$T/map")"
"$ESTAFETA" shard sieve "$T/map" > "$MAIL_DIR/judge/.dovecot.sieve"
[ -z "${SHARD_BREAK:-}" ] || : > "$MAIL_DIR/judge/.dovecot.sieve" # to see this test fail
chown vmail:vmail "$MAIL_DIR/judge/.dovecot.sieve"
# With the map, LISTA at judge 1 names judge 2's games too.
cp "$T/map" "$D1/shards.map"
cp "$T/map" "$D2/shards.map"
printf '[shard]\nmap = shards.map\n' >> "$D1/estafeta.conf"
printf 'map = shards.map\n' >> "$D2/estafeta.conf" # after its [shard] number

# Round 1: a tagged reply in g1, a password-form order in g2, AYUDA,
# LISTA, a mail naming no game, a sign-up opened for s2.
w1=$(wait1 g1)
w2=$(wait2 g2)
h1=$(git -C "$D1/games/g1" rev-parse HEAD)
h2=$(git -C "$D2/games/g2" rev-parse HEAD)
submit "$w1" "$(tag g1 "$w1")" r1-tag-g1@t "$(es1 bot g1 "$w1")"
submit "$w2" judge@game.test r1-pw-g2@t "$(es2 bot g2 "$w2" | envelope g2 "$w2" "pw-$w2")"
submit dani judge@game.test r1-help@t "AYUDA"
submit dani judge@game.test r1-list@t "LISTA"
submit dani judge@game.test r1-none@t "Hola, como se juega?"
submit gm judge@game.test r1-new-s2@t "$(printf 'NUEVA PARTIDA reconquista s2\nCLAVE master-password-2\nPLAZAS 3')"
settle
[ "$(ids judge INBOX | tr '\n' ' ')" = "r1-help@t r1-list@t r1-none@t r1-tag-g1@t " ] ||
	fail "INBOX holds: $(ids judge INBOX | tr '\n' ' ')"
[ "$(ids judge INBOX/shard-2 | tr '\n' ' ')" = "r1-new-s2@t r1-pw-g2@t " ] ||
	fail "INBOX/shard-2 holds: $(ids judge INBOX/shard-2 | tr '\n' ' ')"
judge 1 "mails 4 accepted 3 rejected 1 ignored 0 duplicates 0 commits 1"
judge 2 "mails 2 accepted 2 rejected 0 ignored 0 duplicates 0 commits 1"
[ "$(git -C "$D1/games/g1" rev-parse HEAD^)" = "$h1" ] || fail "g1: not one commit for one order mail"
[ "$(git -C "$D2/games/g2" rev-parse HEAD^)" = "$h2" ] || fail "g2: not one commit for one order mail"
[ -d "$D2/forming/s2" ] && [ ! -e "$D1/forming/s2" ] || fail "the sign-up s2 was not opened on judge 2 alone"

# Round 2: the other forms (password in g1, tagged reply in g2) and a
# player joining s2.
w1=$(wait1 g1)
w2=$(wait2 g2)
h1=$(git -C "$D1/games/g1" rev-parse HEAD)
h2=$(git -C "$D2/games/g2" rev-parse HEAD)
submit "$w1" judge@game.test r2-pw-g1@t "$(es1 bot g1 "$w1" | envelope g1 "$w1" "pw-$w1")"
submit "$w2" "$(tag g2 "$w2")" r2-tag-g2@t "$(es2 bot g2 "$w2")"
submit ana judge@game.test r2-join-s2@t "UNIRSE s2 Ana"
settle
judge 1 "mails 1 accepted 1 rejected 0 ignored 0 duplicates 0 commits 1"
judge 2 "mails 2 accepted 2 rejected 0 ignored 0 duplicates 0 commits 1"
[ "$(git -C "$D1/games/g1" rev-parse HEAD^)" = "$h1" ] || fail "g1: not one commit in round 2"
[ "$(git -C "$D2/games/g2" rev-parse HEAD^)" = "$h2" ] || fail "g2: not one commit in round 2"
git -C "$D2/forming/s2" show HEAD:forming.txt | grep -q '^seat 0 Ana ana@game.test$' || fail "ana did not join s2 on judge 2"

# Round 3: the game master ends g2 (PARTIDA line, on judge 2); its map
# line then says "over": still routed, no longer listed.
submit gm judge@game.test r3-end-g2@t "$(printf 'PARTIDA g2\nDIRECTOR\nCLAVE master-password-2\nTERMINAR')"
settle
judge 2 "mails 1 accepted 1 rejected 0 ignored 0 duplicates 0 commits 1"
[ "$(es2 shard list 2 | tr '\n' ' ')" = "g2 2 over s2 2 " ] || fail "shard list after the end: $(es2 shard list 2)"
# A second run of each finds nothing.
for n in 1 2; do
	now_plus 1
	"$ESTAFETA" -C "$T/data$([ $n = 1 ] || echo 2)" --now "$NOW" run > "$T/again" || fail "judge $n again"
	[ ! -s "$T/again" ] || fail "judge $n found more work: $(cat "$T/again")"
done
settle

# Each judge handled its own mail, and nothing else.
[ "$(ids judge estafeta%2Fdone-1 | tr '\n' ' ')" = "r1-help@t r1-list@t r1-none@t r1-tag-g1@t r2-pw-g1@t " ] ||
	fail "judge 1 handled: $(ids judge estafeta%2Fdone-1 | tr '\n' ' ')"
[ "$(ids judge estafeta%2Fdone-2 | tr '\n' ' ')" = "r1-new-s2@t r1-pw-g2@t r2-join-s2@t r2-tag-g2@t r3-end-g2@t " ] ||
	fail "judge 2 handled: $(ids judge estafeta%2Fdone-2 | tr '\n' ' ')"
[ "$(count judge INBOX)" -eq 0 ] && [ "$(count judge INBOX/shard-2)" -eq 0 ] || fail "mail left unhandled"
# Every mail answered exactly once (In-Reply-To), by the right judge.
rm -rf "$T/all" && mkdir -p "$T/all"
for p in ana berta carla dani gm; do
	mkdir -p "$T/all/$p"
	"$CLI" fetch "$IMAPS_URL/INBOX" "$p" pw "$MAIL_CA" "$T/all/$p" > /dev/null || fail "fetch $p"
done
for id in r1-tag-g1 r1-pw-g2 r1-help r1-list r1-none r1-new-s2 r2-pw-g1 r2-tag-g2 r2-join-s2 r3-end-g2; do
	n=$(cat "$T/all"/*/*.eml | tr -d '\r' | grep -c "^In-Reply-To: <$id@t>" || true)
	[ "$n" -eq 1 ] || fail "$id@t answered $n times"
done
answer() { # ID: the decoded answer to mail ID
	f=$(grep -l "^In-Reply-To: <$1@t>" "$T/all"/*/*.eml | head -n 1)
	mail_text "$f"
}
t=$(answer r1-list)
assert_contains "$t" "g1 (reconquista): 3 jugadores" "LISTA names judge 1's game"
assert_contains "$t" "g2: la lleva otro servidor de este juez" "LISTA names judge 2's game"
assert_contains "$t" "s2: run by another server of this judge" "LISTA names judge 2's sign-up"
assert_contains "$(answer r2-join-s2)" "s2" "the answer to UNIRSE"
# estafeta selftest on each host: the mail comes back in that host's folder
# (judge 2 names its shard in the tag, and the script routes it).
es1 selftest --wait 20 > "$T/st" 2>&1 || fail "selftest on judge 1: $(cat "$T/st")"
es2 selftest --wait 20 > "$T/st" 2>&1 || fail "selftest on judge 2: $(cat "$T/st")"
grep -q '^smtp: .* -> judge+selftest-2\.[0-9a-f]*@game.test$' "$T/st" || fail "judge 2's selftest tag: $(cat "$T/st")"
echo "shards: ok"
