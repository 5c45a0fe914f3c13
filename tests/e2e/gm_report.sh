#!/bin/sh
# The game master's report shows what everyone can see, including what
# its subject reads as "you" and the others in the third person
# (game_event.third): a bystander's events about the active player are in it.
. tests/e2e/lib.sh

for kind in teg catan reconquista; do
	g=r$kind
	es new "$kind" "$g" --seed 77 --insecure-seed --set master_address=jefe@x.test --player ana:ana@x.test:pw-ana \
		--player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla > /dev/null
	bot_rounds "$g" 3
	# The newest report of the batch, to the game master and to a
	# player who was not awaited before it.
	gm=$(last_mail_to jefe@x.test)
	printf '%s\n' "$gm" | grep -q "Informe para el director de juego de la partida $g" || fail "$g: no report to the game master"
	found=""
	for p in ana berta carla; do
		t=$(last_mail_to "$p@x.test")
		# Event lines naming another player (third person), as the
		# bystander read them.
		for o in ana berta carla; do
			[ "$o" = "$p" ] && continue
			printf '%s\n' "$t" | sed -n '/^== Lo que has visto ==/,/^== Tu vista ==/p' | grep "\b$o\b" |
				grep -v "^==" > "$T/lines" || true
			while IFS= read -r l; do
				printf '%s\n' "$gm" | grep -qF -- "$l" && found=1
			done < "$T/lines"
		done
	done
	[ -n "$found" ] || { printf '%s\n' "$gm" >&2; fail "$g: the game master's report lacks the events told in the third person"; }
done
echo "gm_report: ok"
