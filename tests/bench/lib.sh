# Shared by the bench scripts (sourced after ES is set).
# bench_games DATAROOT N DOMAIN: N games g1..gN of La reconquista, four
# players (ana, berta, carla, dani; passwords pa..pd), made at $NOW.
bench_games() {
	i=0
	while [ $i -lt "$2" ]; do
		i=$((i + 1))
		"$ES" -C "$1" --now "$NOW" new reconquista g$i --seed "$(printf '%04x' $i)" --insecure-seed \
			--player ana:ana@$3:pa --player berta:berta@$3:pb --player carla:carla@$3:pc \
			--player dani:dani@$3:pd > /dev/null
	done
}
# bench_orders DATAROOT N: one order mail (the bot's orders of the player
# awaited) for each of g1..gN in the inbox.
bench_orders() {
	i=0
	while [ $i -lt "$2" ]; do
		i=$((i + 1))
		who=$("$ES" -C "$1" status g$i | sed -n 's/^waiting //p')
		case $who in ana) pw=pa ;; berta) pw=pb ;; carla) pw=pc ;; dani) pw=pd ;; esac
		{
			printf 'From: <%s@b.test>\nMessage-ID: <m%d@b.test>\nContent-Type: text/plain; charset=UTF-8\n\n' "$who" $i
			printf 'PARTIDA g%d\nJUGADOR %s\nCLAVE %s\n' $i "$who" "$pw"
			"$ES" -C "$1" bot g$i "$who"
		} > "$1/inbox/new/$(printf '%06d' $i).eml"
	done
}
