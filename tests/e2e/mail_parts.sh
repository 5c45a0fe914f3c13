#!/bin/sh
# asan: yes
# The board picture and the JSON view in the mail (issue 16): every mail
# with a view (welcome, reports) carries the seat's picture inline after
# the text (multipart/mixed); the repository keeps a one-line placeholder
# in its place, and delivery renders it from the commit's state, so a
# delivery repeated after a crash sends the same bytes. IMAGEN NO turns the
# picture off, JSON SI adds the JSON view as an attachment.
. tests/e2e/lib.sh

# part FILE CTYPE: the decoded bytes of the first part of that type.
part() {
	awk -v ct="Content-Type: $2" 's == 0 && index($0, ct) == 1 { s = 1; next }
		s == 1 && $0 == "" { s = 2; next } s == 2 && /^--/ { exit } s == 2 { print }' "$1" | base64 -d
}
# newest_to ADDR: the newest outbox file to ADDR.
newest_to() {
	last=""
	for f in $(ls "$D/outbox/new" | sort); do grep -qi "^To: .*<$1>" "$D/outbox/new/$f" && last=$f; done
	echo "$D/outbox/new/$last"
}

# html=off: the shape without the HTML alternative (tests/e2e/html_mail.sh
# has it).
es new teg mp --seed 5a5a --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla --set html=off > /dev/null
f=$(newest_to ana@x.test)
grep -q '^Content-Type: multipart/mixed; boundary=' "$f" || fail "the welcome is not multipart"
part "$f" image/png > "$T/a.png"
[ "$(head -c 8 "$T/a.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "the welcome's picture is not a PNG"
[ "$(wc -c < "$T/a.png")" -gt 10000 ] || fail "the welcome's picture is too small to be a board"
# The text comes first and whole.
mail_text "$f" | grep -q "Tu clave es: pw-ana" || fail "the welcome's text is not readable"
# The same bytes as `estafeta view GAME ana --png`.
es view mp ana --png "$T/v.png" > /dev/null
cmp -s "$T/a.png" "$T/v.png" || fail "the mailed picture differs from view --png"
# Each seat its own picture (TEG: owners are public, but the legend names
# the reader's objective? no: pictures differ by nothing hidden here).
# The repository keeps the placeholder, never the picture.
git -C "$D/games/mp" log -p | grep -q '^+=_render picture 0$' || fail "the stored welcome has no placeholder"
git -C "$D/games/mp" log -p | grep -q 'iVBORw0KGgo' && fail "a picture was stored in the repository"

# IMAGEN NO and JSON SI from berta.
printf 'IMAGEN NO\nJSON SI\n' | envelope mp berta pw-berta | send plain berta@x.test b1@t
step_run
assert_contains "$(last_mail_to berta@x.test)" "sin la imagen del tablero" "IMAGEN NO is confirmed"
git -C "$D/games/mp" show HEAD:meta/game.txt | grep -q '^picture-off 2$' || fail "IMAGEN NO not stored"
bot_rounds mp 2
f=$(newest_to berta@x.test)
grep -q '^Content-Type: image/png' "$f" && fail "berta asked for no picture and got one"
part "$f" application/json > "$T/b.json"
[ "$("$TOOLS/jsonget" you < "$T/b.json")" = berta ] || { head -c 300 "$T/b.json" >&2; fail "the JSON attachment is not berta's view"; }
f=$(newest_to ana@x.test)
grep -q '^Content-Type: image/png' "$f" || fail "ana lost her picture"
grep -q '^Content-Type: application/json' "$f" && fail "ana got a JSON view she did not ask for"
# Refused: IMAGEN QUIZAS.
printf 'IMAGEN QUIZAS\n' | envelope mp ana pw-ana | send plain ana@x.test a9@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "IMAGEN SI o IMAGEN NO" "a bad IMAGEN line is refused with the syntax"

# Delivery repeated after a crash: the same bytes.
h=$(git -C "$D/games/mp" rev-parse HEAD)
seq=$(git -C "$D/games/mp" show HEAD:meta/game.txt | sed -n 's/^seq //p')
tag=$(printf 'mp.000.00.%06d' "$seq")
(cd "$D/outbox/new" && ls | grep "\.$tag\." | sort | xargs cat | sha256sum) > "$T/sum1"
(cd "$D/outbox/new" && ls | grep "\.$tag\." | xargs rm)
git -C "$D/games/mp" rev-parse HEAD~1 > "$D/spool/mp.delivered"
echo mp >> "$D/spool/list/changed"
rm -rf "$D/spool/sent"
es run > /dev/null
(cd "$D/outbox/new" && ls | grep "\.$tag\." | sort | xargs cat | sha256sum) > "$T/sum2"
cmp -s "$T/sum1" "$T/sum2" || fail "the redelivered mails (with their pictures) differ"
[ "$(git -C "$D/games/mp" rev-parse HEAD)" = "$h" ] || fail "redelivery committed"

# [judge] pictures = off: text only for everyone.
printf 'pictures = off\n' >> "$D/estafeta.conf"
sed -i 's/^pictures = off$//' "$D/estafeta.conf"
sed -i 's/^\[judge\]$/[judge]\npictures = off/' "$D/estafeta.conf"
bot_rounds mp 1
f=$(newest_to ana@x.test)
grep -q '^Content-Type: image/png' "$f" && fail "pictures = off still mails a picture"
echo "mail_parts: ok"
