#!/bin/sh
# make bench, shards: what the Sieve script of `estafeta shard sieve` costs
# the mail server for each mail, with 1,000 and 10,000 games on 4 shards,
# against the same script for 2 games. Pigeonhole's sieve-test runs the
# compiled script on one mail (the fastest of 15 runs, so the process
# start is in every figure: compare with the 2-game line). Three mails: a
# tagged reply (most mail), a password-form mail with a PARTIDA line (pays
# a pattern per 40 games), and LISTA (names no game).
# Needs root (sieve-test runs as nobody) and dovecot-sieve.
set -eu
cd "$(dirname "$0")/../.."
ES=$PWD/bin/estafeta
sh tests/install-deps.sh dovecot-sieve
T=$(mktemp -d /tmp/estafeta-bench-shard.XXXXXX)
trap 'rm -rf "$T"' EXIT
chmod 777 "$T"
orders=$(for i in $(seq 20); do printf 'MOVER 2 Toledo Madrid\r\n'; done)
mail() { printf 'From: ana@x.test\r\nTo: judge@game.test\r\nSubject: x\r\n\r\n%s%s' "$1" "$orders" > "$T/$2.eml"; }
mail '' tagged
mail "$(printf 'PARTIDA game-09999\r\nJUGADOR ana\r\nCLAVE x\r\n')" password
printf 'From: ana@x.test\r\nTo: judge@game.test\r\nSubject: x\r\n\r\nLISTA\r\n' > "$T/lista.eml"
for n in 2 1000 10000; do
	awk -v n=$n 'BEGIN { for (i = 0; i < n; i++) printf "game-%05d %d\n", i, i % 4 + 1 }' > "$T/map"
	"$ES" shard sieve "$T/map" > "$T/s$n.sieve"
done
chmod 644 "$T"/*
# fastest SCRIPT RCPT MAIL: the fastest of 15 runs, in tenths of a ms.
fastest() {
	best=999999
	for k in $(seq 15); do
		s=$(date +%s%N)
		runuser -u nobody -- sieve-test -r "$2" -f ana@x.test "$1" "$3" > /dev/null 2>&1
		e=$(date +%s%N)
		t=$(((e - s) / 100000))
		[ $t -ge $best ] || best=$t
	done
	echo $best
}
for n in 2 1000 10000; do
	s=$(date +%s%N)
	runuser -u nobody -- sievec "$T/s$n.sieve"
	e=$(date +%s%N)
	printf 'shard_sieve_size %d games: %d bytes, compiled in %d ms\n' $n "$(wc -c < "$T/s$n.sieve")" $(((e - s) / 1000000))
	for m in "tagged judge+game-00007.1.ab12cd@game.test" "password judge@game.test" "lista judge@game.test"; do
		set -- $m
		t=$(fastest "$T/s$n.sieve" "$2" "$T/$1.eml")
		printf 'shard_sieve_mail %d games, %s: %d.%d ms (sieve-test, process start included)\n' $n "$1" \
			$((t / 10)) $((t % 10))
	done
done
