#!/bin/sh
# `make demo`: plays a whole La reconquista game on the embedded default
# transport (Maildir inbox and outbox, git repositories under the data
# root), exactly as cron would: players' mails land in DATAROOT/inbox/new,
# `estafeta run` adjudicates, answers land in DATAROOT/outbox/new.
# The players' orders come from `estafeta bot`; one mail has a wrong
# password to show a rejection.
set -eu
cd "$(dirname "$0")/../.."
es=${ESTAFETA:-bin/estafeta}
root=${DEMO_ROOT:-estafeta-data}
mkdir -p "$root"
[ -f "$root/estafeta.conf" ] || printf '[judge]\naddress = juez@estafeta.invalid\npwhash = fast\n' > "$root/estafeta.conf"
n=1
while [ -e "$root/games/demo-$n" ]; do n=$((n + 1)); done
game=demo-$n
now=2026-11-21T10:00:00Z
tick() { now=$(date -u -d "$now + 1 hours" +%Y-%m-%dT%H:%M:%SZ); }
mkdir -p "$root/inbox/new" "$root/inbox/tmp" "$root/inbox/cur"

echo "== estafeta new reconquista $game (4 players, seed 0de0$n)"
"$es" -C "$root" --now "$now" new reconquista "$game" --seed "0de0$n" --insecure-seed \
	--player ana:ana@example.org:clave-ana --player berta:berta@example.org:clave-berta \
	--player carlos:carlos@example.org:clave-carlos:en --player dora:dora@example.org:clave-dora
i=0
mail() { # player password body-file
	i=$((i + 1))
	f="$root/inbox/new/demo-$n-$(printf '%05d' $i).eml"
	{
		printf 'From: %s <%s@example.org>\nTo: juez@estafeta.invalid\n' "$1" "$1"
		printf 'Subject: ordenes\nMessage-ID: <demo-%s-%s@example.org>\n' "$n" "$i"
		printf 'Content-Type: text/plain; charset=UTF-8\n\n'
		printf 'PARTIDA %s\nJUGADOR %s\nCLAVE %s\n' "$game" "$1" "$2"
		cat "$3"
		printf 'FIN\n'
	} > "$f"
}
orders=$(mktemp)
trap 'rm -f "$orders"' EXIT
turns=0
while :; do
	phase=$("$es" -C "$root" status "$game" | sed -n 's/^phase //p')
	[ "$phase" = over ] && break
	who=$("$es" -C "$root" status "$game" | sed -n 's/^waiting //p')
	"$es" -C "$root" bot "$game" "$who" --seed "de$n" > "$orders"
	if [ $turns -eq 3 ]; then
		mail "$who" "not-the-password" "$orders"   # rejected with a reply
	fi
	mail "$who" "clave-$who" "$orders"
	tick
	"$es" -C "$root" --now "$now" run > /dev/null
	turns=$((turns + 1))
	if [ $turns -le 6 ] || [ $((turns % 50)) -eq 0 ]; then
		echo "-- $(git -C "$root/games/$game" log -1 --format=%s)"
	fi
	[ $turns -lt 5000 ] || { echo "demo: game did not end" >&2; exit 1; }
done
echo "-- $(git -C "$root/games/$game" log -1 --format=%s)"
echo
echo "== $turns batches; estafeta status $game"
"$es" -C "$root" status "$game"
echo
echo "== estafeta view $game (public view, as last mailed)"
"$es" -C "$root" view "$game" | head -n 30
echo
echo "== estafeta view $game [PLAYER] --png: the board pictures in $root/pictures/"
mkdir -p "$root/pictures"
"$es" -C "$root" view "$game" --png "$root/pictures/$game-public.png"
for p in ana berta carlos dora; do
	"$es" -C "$root" view "$game" "$p" --png "$root/pictures/$game-$p.png"
done
ls "$root/pictures/$game"-*.png
echo
echo "== the other boards: a few batches of each other game, and ana's picture"
for kind in teg catan nuevo-mundo kratos; do
	g=$kind-demo-$n
	"$es" -C "$root" --now "$now" new "$kind" "$g" --seed "0de0$n" --insecure-seed --player ana:ana@example.org:clave-ana \
		--player berta:berta@example.org:clave-berta --player carlos:carlos@example.org:clave-carlos > /dev/null
	k=0
	while [ $k -lt 30 ]; do
		k=$((k + 1))
		for p in $("$es" -C "$root" status "$g" | sed -n 's/^waiting //p'); do
			i=$((i + 1))
			{
				printf 'From: %s <%s@example.org>\nTo: juez@estafeta.invalid\nMessage-ID: <%s-%d@example.org>\n' "$p" "$p" "$g" $i
				printf 'Subject: ordenes\nContent-Type: text/plain; charset=UTF-8\n\nPARTIDA %s\nJUGADOR %s\nCLAVE clave-%s\n' "$g" "$p" "$p"
				"$es" -C "$root" bot "$g" "$p"
				printf 'FIN\n'
			} > "$root/inbox/new/demo-$n-$(printf '%05d' $i).eml"
		done
		tick
		"$es" -C "$root" --now "$now" run > /dev/null
	done
	"$es" -C "$root" view "$g" ana --png "$root/pictures/$g-ana.png"
	echo "$root/pictures/$g-ana.png ($("$es" -C "$root" status "$g" | sed -n 's/^phase //p'))"
done
echo
echo "== estafeta verify $game"
"$es" -C "$root" verify "$game" | tail -n 3
echo
echo "== mail: $(ls "$root/outbox/new" | wc -l) messages in $root/outbox/new; history: git -C $root/games/$game log --stat"
