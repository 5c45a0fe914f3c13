#!/bin/sh
# slow: yes
# Four seeded games, 3 to 6 players, played side by side through the same
# 25 batches (E2E_FULL=1, as make bench runs it: until all four have
# ended); `verify` replays each from its seed, ended or not.
. tests/e2e/lib.sh
# Text only: four games' pictures would double the time of a test about
# games sharing batches (pictures are checked by reco_game, determinism,
# mail_parts and test_picture).
printf 'pictures = off\n' >> "$D/estafeta.conf"

games=""
i=0
for n in 3 4 5 6; do
	i=$((i + 1))
	args=""
	for p in ana berta carla dani eva fede; do
		[ $n -gt 0 ] || break
		args="$args --player $p:$p@x.test:pw-$p"
		n=$((n - 1))
	done
	es new reconquista m$i --seed "$(printf '%02x' $((i * 7)))" --insecure-seed $args > /dev/null
	games="$games m$i"
done
most=25
[ "${E2E_FULL:-0}" = 0 ] || most=4000
k=0
while :; do
	k=$((k + 1))
	[ $k -lt 4000 ] || fail "games did not end"
	left=0 over=""
	for g in $games; do
		st=$(es status $g)
		case $st in *"phase over"*) over="$over $g"; continue ;; esac
		left=$((left + 1))
		who=$(printf '%s\n' "$st" | sed -n 's/^waiting //p')
		es bot $g "$who" --seed 77 | envelope $g "$who" "pw-$who" | send plain "$who@x.test" "$g-$k@t"
	done
	[ $left -gt 0 ] && [ $k -le $most ] || break
	now_plus 1
	es run > /dev/null
done
for g in $games; do
	es verify $g > "$T/v" || { cat "$T/v" >&2; fail "verify $g"; }
	n=$(sed -n 's/^\([0-9]*\) commits, 0 different.*/\1/p' "$T/v")
	# one commit a batch at least (the creation's too), or 35 of a game
	# played to its end
	[ "${n:-0}" -ge $((most < 35 ? most : 35)) ] || { cat "$T/v" >&2; fail "$g: verify checked ${n:-no} commits"; }
done
for g in $over; do
	[ -n "$(status_of $g winner)" ] || fail "$g has no winner line"
done
[ $k -gt $most ] || [ "$(echo $over | wc -w)" = 4 ] || fail "stopped after $k batches with games running"
echo "many_games: $(echo $over | wc -w) of 4 games over after $((k - 1)) batches ($over), all verified"
