#!/bin/sh
# slow: yes
# asan: no
# The public page of a game (issue 16 part 3): `estafeta publish GAME DIR`
# writes a static site with nothing any player may not see, opened in a
# real browser (headless Chromium): it loads without console errors, shows
# its text, and its screenshot is not blank. A running game's page names
# no seed; a finished game's page gives the seed and the commitment check.
# At phone width (400 px) nothing runs off the side and the picture links
# to its full size; options read as words; batches are numbered without
# the gaps that would tell that a private batch ran, and the public copy
# of a finished game has no commit for one.
. tests/e2e/lib.sh

# make check installs Chromium (Debian's chromium); skipped, saying so, only
# where it cannot be installed.
command -v chromium > /dev/null 2>&1 || tests/install-deps.sh chromium fonts-dejavu-core > /dev/null 2>&1 || true
BROWSER=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$BROWSER" ]; then
	echo "publish_page: skipped: chromium is not installed and could not be (not root, or no network)"
	exit 77
fi

es new reconquista pub --seed 7a7a --insecure-seed --player ana:ana@x.test:pw-ana --player 'berta:berta@x.test:pw-berta' \
	--player carla:carla@x.test:pw-carla > /dev/null
# The run refreshes the page of every changed game ([publish] dir).
printf '[publish]\ndir = pages\n' >> "$D/estafeta.conf"
bot_rounds pub 3
# Private press between two public batches: no page, no number, no commit.
printf 'PRENSA berta un secreto\n' | envelope pub ana pw-ana | send plain ana@x.test "pp@t"
step_run
git -C "$D/games/pub" log -1 --format=%B | grep -q 'lote' || fail "the private press made no batch"
press_at=$(git -C "$D/games/pub" log -1 --format=%ct)
bot_rounds pub 3
[ -f "$D/pages/pub/index.html" ] || fail "the run did not write the page of a changed game"
grep -qF "$(git -C "$D/games/pub" log -1 --format=%s | sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g')" "$D/pages/pub/index.html" ||
	fail "the run's page does not list the last batch"
S=$T/site
es publish pub "$S" > /dev/null || fail "publish of a running game"
[ -f "$S/index.html" ] && [ -f "$S/style.css" ] || fail "no index.html or style.css"
n=$(git -C "$D/games/pub" log --format=%H -- views/public.txt | wc -l)
[ "$n" -lt "$(git -C "$D/games/pub" rev-list --count HEAD)" ] || fail "every batch changed the public view: the test tests nothing"
[ "$(ls "$S"/parte-*.html | wc -l)" -eq "$n" ] || fail "not one page per public batch ($n)"
ls "$S" | grep -q '^lote-' && fail "pages named by batch number"
# Numbered 1..n with no gap, newest first in the list.
grep -o 'href="parte-[0-9]*.html">[0-9]*<' "$S/index.html" | sed 's/.*>\([0-9]*\)</\1/' > "$T/nums"
seq "$n" -1 1 | cmp -s - "$T/nums" || { tr '\n' ' ' < "$T/nums" >&2; fail "the list is not numbered $n..1 without gaps"; }
grep -q "$(date -u -d "@$press_at" +%Y-%m-%dT%H:%M:%SZ)" "$S/index.html" && fail "the page tells when the private press ran"
# Options in words (both languages), no raw keys.
grep -q '<th>Plazo para responder (horas) <span class="en">(Deadline to answer (hours))</span></th><td>72</td>' "$S/index.html" ||
	fail "the deadline option is not in words"
grep -q '<th>deadline-hours\|<th>option<' "$S/index.html" && fail "the options table shows raw keys"
# Commit lines as sentences: no full stop before a semicolon.
grep -q '\.;' "$S/index.html" && fail "a batch title has doubled punctuation ('.;')"
seed=$(git -C "$D/games/pub" show HEAD:secret/seed.txt | sed -n 's/^seed //p')
# Nothing private: no seed, no password, no address, no private view.
for f in "$S"/*.html; do
	grep -q "$seed" "$f" && fail "$f names the seed of a running game"
	grep -q "pw-" "$f" && fail "$f holds a password"
	grep -q "@x.test" "$f" && fail "$f holds an address"
	grep -q "argon2\|secret/" "$f" && fail "$f holds a secret"
done
git -C "$D/games/pub" show HEAD:views/public.txt | head -3 | while IFS= read -r l; do
	[ -z "$l" ] || grep -qF -- "$(printf '%s' "$l" | sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g')" "$S/index.html" ||
		fail "the public view is not on the page: $l"
done

# The game ends (the game master's draw): the page gives the seed and the check.
printf 'jefe-de-todo\n' | es master-password > /dev/null
printf 'PARTIDA pub\nDIRECTOR\nCLAVE jefe-de-todo\nTERMINAR EMPATE\nFIN\n' | send plain jefe@x.test "end@t"
step_run
[ "$(status_of pub phase)" = over ] || fail "the game did not end"
es publish pub "$S" > /dev/null || fail "publish of a finished game"
# The public copy of the finished game: all verify needs, but no commit for
# the private press (nor its time), and verify replays it.
es publish pub --repo "$T/pub.git" > /dev/null || fail "publish --repo of a finished game"
git -C "$T/pub.git" log --format=%ct | grep -qx "$press_at" && fail "the public copy has the private press's commit"
mkdir -p "$T/pubroot/games"
git clone -q --bare "$T/pub.git" "$T/pubroot/games/pub"
"$ESTAFETA" -C "$T/pubroot" --now "$NOW" verify pub > "$T/pv" 2>&1 || { tail -5 "$T/pv" >&2; fail "verify of the public copy"; }
grep -q "^$(git -C "$T/pub.git" rev-list --count HEAD) commits, 0 different" "$T/pv" || fail "verify did not check the copy"
grep -q "$seed" "$S/index.html" || fail "a finished game's page lacks the seed"
grep -q "coincide" "$S/index.html" || fail "a finished game's page lacks the commitment check"

# In a real browser: no console error, the text is there, not blank.
shot() { # URL PNG LOG
	"$BROWSER" --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 \
		--user-data-dir="$T/chromium" --window-size=1280,1600 --screenshot="$2" "$1" > "$3" 2>&1 || true
}
dom() { # URL
	"$BROWSER" --headless --no-sandbox --disable-gpu --user-data-dir="$T/chromium" --dump-dom "$1" 2> /dev/null
}
# The detector detects: a page with a script error is reported.
printf '<!DOCTYPE html><html><body><script>nosuchfunction();</script></body></html>\n' > "$T/bad.html"
shot "file://$T/bad.html" "$T/bad.png" "$T/bad.log"
grep -q "CONSOLE" "$T/bad.log" || { cat "$T/bad.log" >&2; fail "the console check does not see a script error"; }
# A blank page of the same size, for scale: a page with text and a
# picture compresses to many times its bytes.
printf '<!DOCTYPE html><html><body></body></html>\n' > "$T/blank.html"
shot "file://$T/blank.html" "$T/blank.png" "$T/blank.log"
blank=$(wc -c < "$T/blank.png")
[ "$blank" -gt 0 ] || fail "no screenshot of the blank page"
for page in index.html parte-1.html; do
	shot "file://$S/$page" "$T/shot.png" "$T/shot.log"
	[ -s "$T/shot.png" ] || { cat "$T/shot.log" >&2; fail "$page: no screenshot"; }
	grep -q "CONSOLE" "$T/shot.log" && { cat "$T/shot.log" >&2; fail "$page: console messages"; }
	[ "$(wc -c < "$T/shot.png")" -gt $((4 * blank)) ] ||
		fail "$page: the screenshot looks blank ($(wc -c < "$T/shot.png") bytes; a blank page: $blank)"
done
dom "file://$S/index.html" > "$T/dom.html"
grep -q "<h1>pub (reconquista)</h1>" "$T/dom.html" || { head -20 "$T/dom.html" >&2; fail "the browser did not render the title"; }
# The public picture is on the page, at its size (a test page beside the
# site reads the image's natural and shown width once loaded).
[ -s "$S/board.png" ] || fail "no public picture"
es view pub --png "$T/pub.png" > /dev/null
cmp -s "$S/board.png" "$T/pub.png" || fail "the page's picture is not the public picture"
cat > "$S/probe.html" <<'HTML'
<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="index.html" style="width:1400px;height:900px;border:0"></iframe>
<script>document.getElementById('f').onload = function () {
  var i = document.getElementById('f').contentDocument.querySelector('img.board');
  var go = function () { document.title = 'natural ' + i.naturalWidth + ' shown ' + i.width; };
  if (i.complete) go(); else i.onload = go;
};</script></body></html>
HTML
"$BROWSER" --headless --no-sandbox --disable-gpu --user-data-dir="$T/chromium" --window-size=1500,1000 \
	--allow-file-access-from-files \
	--virtual-time-budget=5000 --dump-dom "file://$S/probe.html" 2> /dev/null > "$T/probe.html"
grep -q '<title>natural 1200 shown 1200</title>' "$T/probe.html" || { grep -o '<title>.*</title>' "$T/probe.html" >&2; fail "the picture is not shown at its size"; }
rm "$S/probe.html"
grep -q '<a href="board.png"><img class="board" src="board.png"' "$S/index.html" ||
	fail "index.html does not show the picture as a link to its full size"
# At phone width: the page is no wider than the screen (the seed, the
# commitment, the text view and the list fit or wrap).
for page in index.html parte-1.html; do
	w=$(phone_width "$BROWSER" "$S" "$page")
	[ -n "$w" ] || fail "$page: the phone-width probe did not run"
	set -- $w
	[ "$2" -ge 380 ] && [ "$2" -le 400 ] || fail "$page: the probe's frame is $2 px wide, not a phone's"
	[ "$1" -le "$2" ] || fail "$page: at 400 px the page is $1 px wide (scrolls sideways)"
done
grep -q "$seed" "$T/dom.html" || fail "the browser's page lacks the seed"
[ -n "${KEEP:-}" ] && echo "kept $T"
echo "publish_page: ok"
