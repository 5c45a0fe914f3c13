#!/bin/sh
# slow: yes
# A rollback is fair: the face-down deck does not come back in the order
# every player saw it dealt (TEG's country cards, rule "se mezcla
# nuevamente"; Nuevo Mundo's deck, rulebook IV.01). A game is played past
# card reveals, rolled back to a batch before them (estafeta rollback for
# TEG, the game master's VOLVER for Nuevo Mundo), and played on: the
# rollback commit holds the state after that batch with only the deck's
# order changed (what some seat has seen stays), the cards revealed after
# the rollback follow the new order, not the one revealed before, history
# is not rewritten, and verify replays the re-deal from the dice.
. tests/e2e/lib.sh
printf 'pictures = off\n' >> "$D/estafeta.conf"

deck_at() { git -C "$D/games/$1" show "$2:state/game.txt" | sed -n 's/^deck //p'; }
# The cards that left the deck between two deck lines, as drawn (the
# top of a deck is its last card).
drawn() {
	printf '%s\n' "$1" | tr ' ' '\n' | grep -v '^-$' > "$T/d1"
	printf '%s\n' "$2" | tr ' ' '\n' | grep -v '^-$' > "$T/d2"
	n=$(($(wc -l < "$T/d1") - $(wc -l < "$T/d2")))
	[ "$n" -gt 0 ] && tail -n "$n" "$T/d1" | tac | tr '\n' ' '
}
commit_of_seq() {
	for c in $(git -C "$D/games/$1" rev-list HEAD); do
		git -C "$D/games/$1" show "$c:meta/game.txt" | grep -qx "seq $2" && echo "$c"
	done | tail -n 1
}
play() {
	for w in $(status_of "$1" waiting); do
		es bot "$1" "$w" --seed "b$3" | envelope "$1" "$w" "pw-$w" | send plain "$w@x.test" "$1-$2-$w@t"
	done
	step_run
}
# play_until_drawn GAME TAG DECK: batches until a card left DECK.
play_until_drawn() {
	k=0
	while [ -z "$(drawn "$3" "$(deck_at "$1" HEAD)")" ]; do
		k=$((k + 1))
		[ $k -lt 80 ] || fail "$1: no card revealed in 80 batches"
		play "$1" "$2$k" "$k"
	done
}

# check GAME KIND SEED HOW PLAYER...: the scenario for one game.
check() {
	g=$1 kind=$2 seed=$3 how=$4
	shift 4
	es new "$kind" "$g" --seed "$seed" --insecure-seed --set master=dir-secreta-$g \
		$(for p in "$@"; do printf -- ' --player %s:%s@x.test:pw-%s' "$p" "$p" "$p"; done) > /dev/null
	# Played until a card is revealed; back to the batch before it.
	play_until_drawn "$g" c "$(deck_at "$g" HEAD)"
	n=$(git -C "$D/games/$g" show HEAD~1:meta/game.txt | sed -n 's/^seq //p')
	cn=$(commit_of_seq "$g" "$n")
	deck_n=$(deck_at "$g" "$cn")
	before=$(drawn "$deck_n" "$(deck_at "$g" HEAD)")
	h0=$(head_of "$g")
	c0=$(git -C "$D/games/$g" rev-list --count HEAD)
	if [ "$how" = cli ]; then
		es rollback "$g" "$n" > /dev/null || fail "$g: estafeta rollback $n"
	else
		printf 'PARTIDA %s\nDIRECTOR\nCLAVE dir-secreta-%s\nVOLVER %s\n' "$g" "$g" "$n" | send plain jefe@x.test "$g-volver@t"
		step_run
	fi
	# History: one new commit on top, batch n still in it.
	[ "$(git -C "$D/games/$g" rev-list --count HEAD)" -eq $((c0 + 1)) ] || fail "$g: the rollback rewrote history"
	[ "$(git -C "$D/games/$g" rev-parse HEAD~1)" = "$h0" ] || fail "$g: the rollback commit is not on the last one"
	git -C "$D/games/$g" merge-base --is-ancestor "$cn" HEAD || fail "$g: batch $n left the history"
	seq=$(git -C "$D/games/$g" show HEAD:meta/game.txt | sed -n 's/^seq //p')
	# The state after batch n but the deck's order: what a seat saw stays.
	git -C "$D/games/$g" show "$cn:state/game.txt" | grep -v '^deck ' > "$T/sn"
	git -C "$D/games/$g" show HEAD:state/game.txt | grep -v '^deck ' > "$T/sh"
	cmp -s "$T/sn" "$T/sh" || { diff "$T/sn" "$T/sh" >&2; fail "$g: the rollback changed more than the deck's order"; }
	deck_r=$(deck_at "$g" HEAD)
	[ "$(echo "$deck_r" | tr ' ' '\n' | sort)" = "$(echo "$deck_n" | tr ' ' '\n' | sort)" ] ||
		fail "$g: the deck after the rollback holds other cards"
	[ "$deck_r" != "$deck_n" ] || fail "$g: the deck came back in the order of batch $n: its cards were revealed already"
	git -C "$D/games/$g" show "HEAD:$(git -C "$D/games/$g" show --name-only --format= HEAD | grep '/journal.txt$')" |
		grep -qx "rollback $n redeal" || fail "$g: the rollback's journal line"
	# Played on: the cards revealed come from the new order.
	play_until_drawn "$g" d "$deck_r"
	after=$(drawn "$deck_r" "$(deck_at "$g" HEAD)")
	k=$(echo "$after" | wc -w)
	first_before=$(echo $before | cut -d' ' -f1-"$k")
	echo "$g: deck of batch $n ends $(echo $deck_n | tr ' ' '\n' | tail -n 3 | tr '\n' ' '), after the rollback $(echo $deck_r | tr ' ' '\n' | tail -n 3 | tr '\n' ' ')"
	[ "$(echo $after)" != "$first_before" ] || fail "$g: the cards revealed after the rollback ($after) are those revealed before it"
	es verify "$g" > "$T/v" 2>&1 || { cat "$T/v" >&2; fail "$g: verify after the rollback"; }
	grep -q "^$(git -C "$D/games/$g" rev-list --count HEAD) commits, 0 different" "$T/v" || { cat "$T/v" >&2; fail "$g: verify"; }
	echo "$g: back to batch $n (lote $seq); revealed before: $before; after: $after"
}

# The sanitizer pass plays the shorter game only (time).
[ "${SANITIZED:-0}" = 1 ] || check teg-rb teg 7e5 cli ana berta
check nm-rb nuevo-mundo 4e1 mail ana berta carla
echo "rollback_deal: ok"
