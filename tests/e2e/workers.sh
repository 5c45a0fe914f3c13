#!/bin/sh
# slow: yes
# Games per child (issue 17, item 3): a batch's child processes take
# several games in turn, which must change nothing a player or an auditor
# sees. The same games of all five kinds and the same mails, batch after
# batch, give byte-identical repositories (the same commit ids) and
# outboxes, pictures included, whether every game has a process of its own
# (games_per_child = 1), children take them two by two (2: each child
# holds games of different kinds, one after another) or one child takes
# them all (the default, 32); and the batch forks one child for each
# games_per_child games, no more. The crash and failure paths (a game that
# dies mid-child, one that fails before the next) are isolation.sh's.
. tests/e2e/lib.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"

batches=5
[ "${SANITIZED:-0}" = 1 ] && batches=3
for k in 1 2 32; do
	D=$T/k$k
	mkdir -p "$D"
	printf '[judge]\naddress = juez@estafeta.test\npwhash = fast\ngames_per_child = %s\n' $k > "$D/estafeta.conf"
	[ "${SANITIZED:-0}" = 1 ] && printf 'pictures = off\n' >> "$D/estafeta.conf"
	NOW=2026-11-21T12:00:00Z
	es new reconquista re --seed 01 --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
		--player carla:carla@x.test:pw-carla > /dev/null
	es new teg tg --seed 02 --insecure-seed --player dani:dani@x.test:pw-dani --player eva:eva@x.test:pw-eva > /dev/null
	es new catan ct --seed 03 --insecure-seed --player flor:flor@x.test:pw-flor --player gil:gil@x.test:pw-gil \
		--player hugo:hugo@x.test:pw-hugo > /dev/null
	es new nuevo-mundo nm --seed 04 --insecure-seed --player ines:ines@x.test:pw-ines \
		--player juan:juan@x.test:pw-juan > /dev/null
	es new kratos kr --seed 05 --insecure-seed --set seats=3 --set bot=4 --player kim:kim@x.test:pw-kim \
		--player luz:luz@x.test:pw-luz --player mar:mar@x.test:pw-mar > /dev/null
	b=0
	while [ $b -lt $batches ]; do
		b=$((b + 1))
		want=0
		for g in ct kr nm re tg; do
			for who in $(status_of $g waiting); do
				es bot $g "$who" --seed 9 | envelope $g "$who" "pw-$who" | send plain "$who@x.test" "$g-$b-$who@t"
				want=$((want + 1))
			done
		done
		now_plus 1
		if [ $b -eq 1 ]; then
			# The first batch under strace: the children forked are
			# one for each games_per_child games (5 games: 5, 3, 1).
			# (LeakSanitizer cannot run under ptrace: off for this run.)
			ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
				strace -f -qq -e trace=clone,clone3,fork,vfork -e signal=none -o "$T/forks" \
				"$ESTAFETA" -C "$D" --now "$NOW" run > "$T/run.out" ||
				{ cat "$T/run.out" >&2; fail "games_per_child $k: run failed at batch $b"; }
			n=$(grep -c '^[0-9]* *clone.*flags=.*SIGCHLD' "$T/forks" || true)
			want_forks=$(((5 + k - 1) / k))
			[ "$n" -eq "$want_forks" ] ||
				{ cat "$T/forks" >&2; fail "games_per_child $k: $n children for 5 games, not $want_forks"; }
		else
			es run > "$T/run.out" || { cat "$T/run.out" >&2; fail "games_per_child $k: run failed at batch $b"; }
		fi
		grep -q "accepted $want " "$T/run.out" || { cat "$T/run.out" >&2; fail "games_per_child $k: batch $b"; }
		grep -q " commits 5 " "$T/run.out" || { cat "$T/run.out" >&2; fail "games_per_child $k: not every game committed"; }
	done
done
for g in ct kr nm re tg; do
	h1=$(git -C "$T/k1/games/$g" rev-parse HEAD)
	[ "$(git -C "$T/k1/games/$g" rev-list --count HEAD)" -gt "$batches" ] || fail "$g: too few commits"
	for k in 2 32; do
		[ "$(git -C "$T/k$k/games/$g" rev-parse HEAD)" = "$h1" ] || fail "$g: games_per_child $k gave another history"
	done
done
for k in 2 32; do
	diff -r "$T/k1/outbox" "$T/k$k/outbox" > /dev/null || fail "games_per_child $k: the outbox differs from one process a game"
done
n=$(ls "$T/k1/outbox/new" | wc -l)
[ "$n" -gt $((batches * 10)) ] || fail "suspiciously few mails: $n"
if [ "${SANITIZED:-0}" != 1 ]; then
	[ "$(grep -l '^Content-Type: image/png' "$T/k1/outbox/new"/* | wc -l)" -gt $((batches * 5)) ] || fail "no pictures"
fi
echo "workers: $n mails and 5 histories identical with 1, 2 and 32 games a child"
