#!/bin/sh
# slow: yes
# asan: no (the engine runs under the sanitizers in test_kratos and test_kratos_playout; make check time)
# A Κρατος game through `estafeta run` from mail files (issue 14): three
# seats (seats=3, the six other colours the engine's bot), the placement
# mail (a bad one refused with its line quoted), private gold (DAR told to
# both parties and nobody else), a turn played in two mails, a turn
# skipped at the deadline (rule 16: the bread taken stays consumed) and
# the late mail refused, then bot orders to the turn cap; the kind's 48 h deadline; `estafeta verify` (the game made with bot=4, the bot version it keeps).
. tests/e2e/lib.sh

g=kr
es new kratos $g --seed 4b7a --insecure-seed --set seats=3 --set max_turns=40 --set bot=4 --player ana:ana@x.test:pw-ana \
	--player berta:berta@x.test:pw-berta:en --player carla:carla@x.test:pw-carla > /dev/null
[ "$(status_of $g phase)" = setup ] || fail "a new game starts with the placement"
[ "$(status_of $g deadline)" = "$(date -u -d "$NOW + 48 hours" +%Y-%m-%dT%H:%M:%SZ)" ] ||
	fail "the kind's deadline is 48 h: $(es status $g)"
welcome=$(last_mail_to ana@x.test)
assert_contains "$welcome" "COLOCAR" "the welcome asks for the placement"
assert_contains "$welcome" "Colores del bot: amarillo, negro, blanco, naranja, violeta, gris" "bot colours announced"
assert_contains "$welcome" "Tu oro (rojo): 10000 onzas" "ana's own gold"
assert_not_contains "$(last_mail_to berta@x.test)" "(rojo): 10000" "berta sees no one else's gold"

# The placement mail (rules 10-12): the bot's, as a player writes it; a
# placement missing a plane is refused as a whole, quoting the rule's count.
es bot $g ana --seed 1 > "$T/place-ana"
grep -q '^COLOCAR 3 avion ' "$T/place-ana" || fail "unexpected placement: $(cat "$T/place-ana")"
sed 's/^COLOCAR 3 avion /COLOCAR 2 avion /' "$T/place-ana" | envelope $g ana pw-ana | send plain ana@x.test p-ana-bad@t
step_run
assert_contains "$(last_mail_to ana@x.test)" "rechaz" "a short placement is refused"
[ "$(status_of $g waiting)" = "ana berta carla" ] || fail "a refused placement counted: $(es status $g)"
envelope $g ana pw-ana < "$T/place-ana" | send plain ana@x.test p-ana@t
step_run
[ "$(status_of $g waiting)" = "berta carla" ] || fail "ana's placement not taken: $(es status $g)"

# Private gold (rules 6, 40): carla gives ana 1000 oz out of turn, in her
# placement mail; both are told, berta is not.
{ es bot $g carla --seed 1; printf 'DAR 1000 ORO A rojo\n'; } | envelope $g carla pw-carla | send plain carla@x.test p-carla@t
es bot $g berta --seed 1 | envelope $g berta pw-berta | send plain berta@x.test p-berta@t
step_run
[ "$(status_of $g phase)" = turn ] || fail "the placement did not end: $(es status $g)"
assert_contains "$(last_mail_to ana@x.test)" "carla te da 1000 onzas de oro." "the receiver is told, as 'you'"
assert_contains "$(last_mail_to ana@x.test)" "Tu oro (rojo): 11000 onzas" "the receiver's gold"
assert_contains "$(last_mail_to carla@x.test)" "Das 1000 onzas de oro a ana." "the giver is told, as 'you'"
assert_contains "$(last_mail_to carla@x.test)" "Tu oro (verde): 9000 onzas" "the giver's gold"
for f in "$D/outbox/new"/*; do
	mail_text "$f" > "$T/m"
	grep -q '^To: .*berta@x.test' "$T/m" || continue
	grep -qw -e 11000 -e 9000 -e "1000 oz of gold" "$T/m" && fail "berta learnt of the gift ($f)"
done
es view $g | grep -qw -e 11000 -e 9000 -e onzas && fail "the public view shows gold"
es view $g berta | grep -qw -e 11000 -e 9000 && fail "berta's view shows others' gold"
es view $g ana | grep -q "(rojo): 11000" || fail "ana's view lacks her gold"

# A turn in two mails (issue 14: each mail checked whole, executed, its
# rolls mailed back): the first play alone, then the bot's rest.
w=$(status_of $g waiting)
[ -n "$w" ] || fail "nobody awaited after the placement"
turn=$(status_of $g turn)
es bot $g "$w" --seed 2 > "$T/all"
[ "$(wc -l < "$T/all")" -ge 3 ] || fail "the bot wrote too little to split: $(cat "$T/all")"
head -n 1 "$T/all" | envelope $g "$w" "pw-$w" | send plain "$w@x.test" t1-a@t
step_run
[ "$(status_of $g waiting)" = "$w" ] && [ "$(status_of $g turn)" = "$turn" ] ||
	fail "one play ended the turn: $(es status $g)"
# The confirmation quotes the order; the result reaches every player.
for f in $(ls "$D/outbox/new" | sort); do
	mail_text "$D/outbox/new/$f" > "$T/m"
	grep -q "^To: $w@x.test" "$T/m" && grep -q '^Subject: .*aceptadas' "$T/m" && cp "$T/m" "$T/ok"
done
assert_contains "$(cat "$T/ok")" "  $(head -n 1 "$T/all")" "the first mail's order is confirmed"
case $(head -n 1 "$T/all") in PRODUCIR*) assert_contains "$(last_mail_to berta@x.test)" "Producer" \
	"the first mail's result told to berta" ;; esac
es bot $g "$w" --seed 2 > "$T/rest"
head -n 1 "$T/all" | grep -qxF -f - "$T/rest" && fail "the bot offered the played line again"
envelope $g "$w" "pw-$w" < "$T/rest" | send plain "$w@x.test" t1-b@t
step_run
[ "$(status_of $g turn)" != "$turn" ] || fail "the second mail did not end the turn: $(es status $g)"
assert_contains "$(last_mail_to "$w@x.test")" "Termina tu turno." "the turn's end is told, as 'you'"

# A timeout (rule 16): the turn is skipped, everyone told; the late mail
# of the skipped player is refused.
w=$(status_of $g waiting)
turn=$(status_of $g turn)
es bot $g "$w" --seed 3 > "$T/late"
# Rule 17 took the turn's bread from the official depot when it began.
es view $g > "$T/v"
taken=$(sed -n 's/^Turno [0-9]*: juega .*pan retirado \([0-9]*\)[;)].*/\1/p' "$T/v")
left=$(sed -n 's/^Depósitos oficiales: pan \([0-9]*\),.*/\1/p' "$T/v")
cap=$(sed -n "s/.* ($w) capital \([A-R]\).*/\1/p" "$T/v")
[ "${taken:-0}" -gt 0 ] && [ -n "$left" ] && [ -n "$cap" ] || fail "no bread taken, depot or capital in: $(head -3 "$T/v")"
# The reminder names what the deadline will do (issue 15 item 18).
now_plus 30
es run > /dev/null
case $w in berta) txt="If you do not finish your turn in time, it is skipped (rule 16)" ;;
*) txt="Si no terminas tu turno a tiempo, se salta (regla 16)" ;; esac
assert_contains "$(last_mail_to "$w@x.test")" "$txt" "the reminder names the default"
now_plus 19
es run > /dev/null
[ "$(status_of $g turn)" != "$turn" ] || fail "the deadline did not skip the turn: $(es status $g)"
# Rule 16: the bread already taken stays consumed (not given back).
# (the island's line lists the depots that hold something, and may run on)
after=$(es view $g | sed -n "/^  $cap .*\[\*\]/{N;s/\n */ /;s/.*[:,] pan \([0-9]*\).*/\1/p}")
[ "${after:-0}" = "$left" ] || fail "rule 16: $w's official bread was $left after taking $taken, is '$after' after the skip"
for p in ana berta carla; do
	case $p:$w in berta:berta) txt="You did not play in time: your turn is skipped (rule 16)" ;;
	berta:*) txt="$w did not play in time: the turn is skipped (rule 16)" ;;
	$w:$w) txt="No jugaste a tiempo: tu turno se salta (regla 16)" ;;
	*) txt="$w no jugó a tiempo: su turno se salta (regla 16)" ;; esac
	assert_contains "$(last_mail_to $p@x.test)" "$txt" "$p told of the skipped turn"
done
if [ "$(status_of $g waiting)" != "$w" ]; then
	envelope $g "$w" "pw-$w" < "$T/late" | send plain "$w@x.test" late@t
	step_run
	assert_contains "$(last_mail_to "$w@x.test")" "$(head -n 1 "$T/late")" "the late mail's line is quoted"
	assert_contains "$(last_mail_to "$w@x.test")" "no es tu turno" "the late mail refused as out of turn"
	late=1
fi

# A board given as data (rule 7, option board=CELLS): kept in the state,
# so verify needs nothing outside the game; a bad one refused, quoted.
cells=b2,g3,l2,q3,d7,i8,n7,r9,b12,f13,k13,p14,c18,h19,m18,r20,e23,m24
es new kratos krb --seed 4b7b --insecure-seed --set board=$cells --player ana:ana@x.test:pw-ana \
	--player berta:berta@x.test:pw-berta --player carla:carla@x.test:pw-carla > /dev/null
git -C "$D/games/krb" show HEAD:state/game.txt | grep -qx "board $(echo $cells | tr , ' ')" || fail "board= not in the state"
es verify krb > /dev/null || fail "verify of a board= game"
if es new kratos krc --seed 4b7c --insecure-seed --set board=$(echo $cells | sed s/g3/c2/) --player ana:ana@x.test \
	--player berta:berta@x.test --player carla:carla@x.test > "$T/bad" 2>&1; then fail "a bad board accepted"; fi
assert_contains "$(cat "$T/bad")" "board=: island B at c2: its area overlaps island A's (rule 7)" "bad board quoted"

# The rest by the bot, deadlines expiring now and then, to the turn cap.
batches=$(play_to_end $g 4b)
sync_now
[ "$(status_of $g phase)" = over ] || fail "the game did not end"
git -C "$D/games/$g" fsck --strict > /dev/null 2>&1 || fail "git fsck"
commits=$(git -C "$D/games/$g" rev-list --count HEAD)
es verify $g > "$T/verify.out" || { cat "$T/verify.out" >&2; fail "verify"; }
grep -q "^$commits commits, 0 different" "$T/verify.out" || fail "verify did not check every commit"
[ -n "${late:-}" ] || fail "the skipped player was awaited again at once: no late mail tried"
echo "kratos_game: $batches batches, $commits commits, end: $(status_of $g winner)"
