#!/bin/sh
# The players' guide's screenshots (docs/pictures/phone-KIND.png): the HTML
# view of a real mail of each game, as headless Chromium shows it on a
# phone, 360 px wide (the top of the page: the board and the first
# lines). Each game is made with a fixed seed and played by the engines'
# bots for a few batches at a fixed clock; the mail is ana's newest
# report with an HTML part, its picture taken from the mail itself.
#   ESTAFETA=build/rel/estafeta TOOLS=build/rel/tools sh tests/tools/phone_shots.sh [DIR]
# Needs chromium and fonts-dejavu-core (tests/install-deps.sh installs
# them). The same binary and browser give the same PNGs.
out=${1:-docs/pictures}
. tests/e2e/lib.sh
BROWSER=$(command -v chromium || command -v chromium-browser || true)
[ -n "$BROWSER" ] || { echo "phone_shots: chromium is not installed" >&2; exit 2; }
mkdir -p "$out" "$T/h"
for k in catan teg reconquista kratos nuevo-mundo; do
	g=$(printf '%s' "$k" | tr -d -)
	es new "$k" "$g" --seed 5e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
		--player carla:carla@x.test:pw-carla > /dev/null
done
step_run
# (bot_rounds uses k: the kind is "kind".)
for kind in catan teg reconquista kratos nuevo-mundo; do
	g=$(printf '%s' "$kind" | tr -d -)
	case $kind in catan) n=7 ;; teg) n=4 ;; *) n=3 ;; esac
	bot_rounds "$g" "$n"
	f=$(grep -l "^X-Estafeta-Game: $g" $(grep -l '^Content-Type: text/html' $(grep -l '^To: .*<ana@x.test>' "$D/outbox/new"/*)) | tail -1)
	[ -n "$f" ] || fail "no HTML mail of $g to ana"
	# The HTML part with its cid: picture as a file beside it.
	python3 - "$f" "$T/h/$g.html" <<'PY'
import email, email.policy, os, sys
msg = email.message_from_bytes(open(sys.argv[1], "rb").read(), policy=email.policy.default)
page = None
for part in msg.walk():
    if part.get_content_type() == "text/html":
        page = part.get_content()
    elif part.get_content_type() == "image/png" and part["Content-ID"]:
        cid = part["Content-ID"].strip("<>")
        open(os.path.join(os.path.dirname(sys.argv[2]), "pic.png"), "wb").write(part.get_payload(decode=True))
page = page.replace('src="cid:%s"' % cid, 'src="pic.png"')
open(sys.argv[2], "w").write(page)
PY
	"$BROWSER" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
		--user-data-dir="$T/chromium" --window-size=360,1100 --virtual-time-budget=5000 \
		--screenshot="$out/phone-$kind.png" "file://$T/h/$g.html" > /dev/null 2>&1 || fail "chromium on $g"
	echo "$out/phone-$kind.png: $(wc -c < "$out/phone-$kind.png") bytes"
done
