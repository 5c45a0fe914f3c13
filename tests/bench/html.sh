#!/bin/sh
# make bench: what the HTML alternative costs a mail. A game of each
# engine with html=on, a few bot rounds; for every mail with a view, the
# bytes of its text part and its HTML part as sent (quoted-printable) and
# decoded, beside the picture's; the share of the whole mail; and the time
# of a batch with html=on against one with html=off (same games, same
# mails).
set -eu
cd "$(dirname "$0")/../.."
ES=$PWD/bin/estafeta
T=$(mktemp -d /tmp/estafeta-bench-html.XXXXXX)
trap 'rm -rf "$T"' EXIT
NOW=2026-11-21T12:00:00Z
ROUNDS=${BENCH_HTML_ROUNDS:-4}
for html in on off; do
	D=$T/$html
	mkdir -p "$D"
	printf '[judge]\naddress = juez@estafeta.test\npwhash = fast\nclock_jump_hours = 0\n' > "$D/estafeta.conf"
	for k in catan teg reconquista kratos nuevo-mundo; do
		g=$(printf '%s' "$k" | tr -d -)
		"$ES" -C "$D" --now "$NOW" new "$k" "$g" --seed 5e --insecure-seed --player ana:ana@x.test:pa \
			--player berta:berta@x.test:pb --player carla:carla@x.test:pc --set html=$html > /dev/null
	done
	now=$NOW
	start=$(date +%s%N)
	"$ES" -C "$D" --now "$now" run > /dev/null
	r=0
	while [ $r -lt "$ROUNDS" ]; do
		r=$((r + 1))
		mkdir -p "$D/inbox/new"
		for g in catan teg reconquista kratos nuevomundo; do
			for w in $("$ES" -C "$D" status $g | sed -n 's/^waiting //p'); do
				pw=p$(printf '%s' "$w" | cut -c1)
				{
					printf 'From: <%s@x.test>\nMessage-ID: <%s-%s-%d@t>\nContent-Type: text/plain; charset=UTF-8\n\n' "$w" $g "$w" $r
					printf 'PARTIDA %s\nJUGADOR %s\nCLAVE %s\n' $g "$w" "$pw"
					"$ES" -C "$D" bot $g "$w"
					printf 'FIN\n'
				} > "$D/inbox/new/$g-$w-$r.eml"
			done
		done
		now=$(date -u -d "$now + 1 hours" +%Y-%m-%dT%H:%M:%SZ)
		"$ES" -C "$D" --now "$now" run > /dev/null
	done
	end=$(date +%s%N)
	echo "html=$html: $(ls "$D/outbox/new" | wc -l) mails, runs took $(((end - start) / 1000000)) ms (bot orders included)"
done
python3 - "$T/on/outbox/new" <<'PY'
import email, email.policy, os, sys
d = sys.argv[1]
rows = {}
for f in sorted(os.listdir(d)):
    raw = open(os.path.join(d, f), "rb").read()
    m = email.message_from_bytes(raw, policy=email.policy.default)
    if not any(p.get_content_type() == "text/html" for p in m.walk()):
        continue
    game = m["X-Estafeta-Game"]
    sizes = {}
    for p in m.walk():
        ct = p.get_content_type()
        if ct in ("text/plain", "text/html", "image/png"):
            sizes[ct] = (len(p.get_payload(decode=False).encode()), len(p.get_payload(decode=True)))
    rows.setdefault(game, []).append((len(raw), sizes))
print("%-12s %5s %9s %9s %9s %9s %9s %7s" % ("game", "mails", "text_qp", "text", "html_qp", "html", "png_b64", "html%"))
for g, rs in sorted(rows.items()):
    n = len(rs)
    avg = lambda ct, i: sum(r[1].get(ct, (0, 0))[i] for r in rs) // n
    share = 100.0 * sum(r[1]["text/html"][0] for r in rs) / sum(r[0] for r in rs)
    print("%-12s %5d %9d %9d %9d %9d %9d %6.1f%%" % (g, n, avg("text/plain", 0), avg("text/plain", 1),
          avg("text/html", 0), avg("text/html", 1), avg("image/png", 0), share))
PY
