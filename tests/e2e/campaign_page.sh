#!/bin/sh
# slow: yes
# asan: no
# The campaign page: `estafeta campaign DIR` writes one public page for
# every game of the data root: each game's state as LISTA tells it (who is
# awaited, the deadline, the winners once over), the open sign-ups, and
# standings by player name across the games: games, wins, draws, out,
# answers in time, defaults applied, the average answer time. Counted here
# apart (the mails this script sent, the deadline it let pass), not from
# the code's own numbers. Nothing hidden: no address, password, seed,
# private press, nor the time of the batch of a private press. In headless
# Chromium at 400 px it does not scroll sideways and is not blank.
. tests/e2e/lib.sh

command -v chromium > /dev/null 2>&1 || tests/install-deps.sh chromium fonts-dejavu-core > /dev/null 2>&1 || true
BROWSER=$(command -v chromium || command -v chromium-browser || true)

es new reconquista c1 --seed 0c01 --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
es new reconquista c2 --seed 0c02 --insecure-seed --player Ana:ana@x.test:pw-ana --player dora:dora@x.test:pw-dora \
	--player eva:eva@x.test:pw-eva > /dev/null
# c1: four rounds of orders, each sender counted; the start of each
# decision and its answer one hour apart (step_run moves the clock).
sent_ana=0 sent_berta=0 sent_carla=0
k=0
while [ $k -lt 4 ]; do
	k=$((k + 1))
	for w in $(status_of c1 waiting); do
		es bot c1 "$w" | envelope c1 "$w" "pw-$w" | send plain "$w@x.test" "c1-r$k-$w@t"
		eval "sent_$w=\$((sent_$w + 1))"
	done
	step_run
done
# Private press, then a deadline that passes: its awaited seats default.
printf 'PRENSA carla secreto-de-berta-42\n' | envelope c1 berta pw-berta | send plain berta@x.test pp@t
step_run
press_at=$(git -C "$D/games/c1" log -1 --format=%ct)
late=$(status_of c1 waiting)
[ -n "$late" ] || fail "nobody awaited in c1"
now_plus 80
es run > /dev/null
# c2 ends in a draw voted by all three.
for p in Ana dora eva; do
	lp=$(echo "$p" | tr 'A-Z' 'a-z')
	printf 'EMPATE\n' | envelope c2 "$p" "pw-$lp" | send plain "$lp@x.test" "v-$p@t"
done
step_run
[ "$(status_of c2 phase)" = over ] || fail "c2 did not end in a draw"
# A sign-up.
printf 'maestro-de-juego\n' | es master-password > /dev/null
printf 'NUEVA PARTIDA reconquista alta\nCLAVE maestro-de-juego\nPLAZAS 3\n' | send plain jefe@x.test n1@t
step_run
printf 'UNIRSE alta Fede\n' | send plain fede@x.test j1@t
step_run

S=$T/site
es campaign "$S" > /dev/null || fail "campaign"
[ -f "$S/index.html" ] && [ -f "$S/style.css" ] || fail "no index.html or style.css"
I=$S/index.html
# row NAME: the standings row of NAME, cells separated by spaces.
row() { grep -o "<tr><td>$1</td><td>[0-9]*</td>.*</tr>" "$I" | sed 's|</td><td>| |g; s|<[^>]*>||g'; }
# The games: c1 awaits who status says, until its deadline; c2's result.
w1=$(status_of c1 waiting)
dl1=$(status_of c1 deadline)
grep -q "<tr><td>c1</td><td>reconquista</td><td>[^<]*, turno [0-9]*</td><td>$w1</td><td>$dl1</td></tr>" "$I" ||
	{ grep '<td>c1<' "$I" >&2; fail "c1's line: awaited '$w1' until $dl1"; }
grep -q '<tr><td>c2</td><td>reconquista</td><td>terminada <span class="en">(over)</span>: Ana, dora, eva</td><td>-</td><td>-</td></tr>' "$I" ||
	{ grep '<td>c2<' "$I" >&2; fail "c2's line: a draw among the three"; }
grep -q '<tr><td>alta</td><td>reconquista</td><td>1/3</td></tr>' "$I" || fail "the open sign-up is not listed"
# Standings. ana plays both games (the same name in another case is the same player).
set -- $(row ana)
[ "$#" -ge 8 ] || fail "no row for ana: $(row ana)"
[ "$2" = 2 ] && [ "$3" = 0 ] && [ "$4" = 1 ] && [ "$5" = 0 ] || fail "ana: games 2 wins 0 draws 1 out 0, not: $*"
grep -c "<tr><td>[Aa]na</td>" "$I" | grep -qx 1 || fail "ana is listed twice"
for p in dora eva; do
	set -- $(row $p)
	[ "$2" = 1 ] && [ "$4" = 1 ] || fail "$p: one game, one draw, not: $*"
done
# Answers: the mails each sent in c1 (every one accepted); defaults: the
# seats awaited when the deadline passed.
for p in ana berta carla; do
	set -- $(row $p)
	eval "want=\$sent_$p"
	[ "$6" = "$want" ] || fail "$p answered $want times in time, the page says $6"
	d=0
	case " $late " in *" $p "*) d=1 ;; esac
	[ "$7" = "$d" ] || fail "$p: $d default(s) applied, the page says $7"
	[ "$want" -eq 0 ] || [ "$8" = "1.0" ] || fail "$p: every answer came 1 h after its decision began, the page says $8"
done
# Nothing hidden.
seed1=$(git -C "$D/games/c1" show HEAD:secret/seed.txt | sed -n 's/^seed //p')
for f in "$S"/*; do
	grep -q "@x.test" "$f" && fail "$f holds an address"
	grep -q "pw-\|argon2" "$f" && fail "$f holds a password"
	grep -q "$seed1" "$f" && fail "$f holds the seed of a running game"
	grep -q "secreto-de-berta" "$f" && fail "$f holds private press"
	grep -q "$(date -u -d "@$press_at" +%Y-%m-%dT%H:%M)" "$f" && fail "$f tells when the private press ran"
done

# Opting out of the standings (CLASIFICACION NO, STANDINGS ON to come
# back): the name leaves the page, and nothing else changes; the latest
# word in any game counts for that name in every game.
cp "$I" "$T/before.html"
printf 'CLASIFICACION NO\n' | envelope c1 berta pw-berta | send plain berta@x.test opt1@t
step_run
assert_contains "$(confirm_to berta@x.test)" "Tu nombre deja de aparecer en la clasificación" "berta's confirmation"
es campaign "$S" > /dev/null
grep -q '<tr><td>berta</td>' "$I" && fail "berta opted out and is still listed"
grep -v '^<tr><td>berta</td>' "$T/before.html" | cmp -s - "$I" || { diff "$T/before.html" "$I" >&2; fail "opting out changed more than berta's row"; }
printf 'STANDINGS ON\n' | envelope c1 berta pw-berta | send plain berta@x.test opt2@t
step_run
assert_contains "$(confirm_to berta@x.test)" "Tu nombre vuelve a aparecer en la clasificación" "berta's confirmation (in her language)"
es campaign "$S" > /dev/null
cmp -s "$T/before.html" "$I" || { diff "$T/before.html" "$I" >&2; fail "opting in again did not give back the same page"; }
# ana opts out in c1: her row (c1 and c2 together) goes, and c2's winners
# count her without naming her.
printf 'CLASIFICACION NO\n' | envelope c1 ana pw-ana | send plain ana@x.test opt3@t
step_run
es campaign "$S" > /dev/null
grep -qi '<tr><td>ana</td>' "$I" && fail "ana opted out and is still listed"
grep -q '<tr><td>c2</td><td>reconquista</td><td>terminada <span class="en">(over)</span>: dora, eva, +1</td>' "$I" ||
	{ grep '<td>c2<' "$I" >&2; fail "c2's winners still name ana"; }
# A later STANDINGS ON in another game, c3 (whose game master is
# gm3@x.test), lists her again, with her three games.
es new reconquista c3 --seed 0c03 --insecure-seed --player ana:ana@x.test:pw-ana3 --player fede:fede@x.test:pw-fede \
	--player gala:gala@x.test:pw-gala --set master_address=gm3@x.test > /dev/null
printf 'STANDINGS ON\n' | envelope c3 ana pw-ana3 | send plain ana@x.test opt4@t
step_run
es campaign "$S" > /dev/null
set -- $(row ana)
[ "${2:-}" = 3 ] || fail "ana said STANDINGS ON last (in c3): listed with 3 games, not: $*"

# --master: only the games that address runs, and its sign-ups.
es campaign "$T/gm3" --master GM3@x.test > /dev/null
grep -q '<td>c3</td>' "$T/gm3/index.html" || fail "c3 is gm3's game"
grep -q '<td>c1</td>\|<td>c2</td>\|<td>alta</td>' "$T/gm3/index.html" && fail "--master lists games gm3 does not run"
I0=$I I=$T/gm3/index.html
set -- $(row ana)
I=$I0
[ "${2:-}" = 1 ] || fail "in gm3's campaign ana has played 1 game, not: $*"

# The campaign by mail: the master password gets the same facts as text,
# both languages, lines of at most 72 columns; a stranger gets a refusal.
printf 'CAMPAÑA\nCLAVE maestro-de-juego\n' | send plain jefe@x.test camp1@t
printf 'CAMPAIGN\nPASSWORD not-the-one\n' | send plain intruso@x.test camp2@t
# From a game's master envelope: the games that master runs (c3's is gm3).
printf 'PARTIDA c3\nDIRECTOR\nCLAVE maestro-de-juego\nCAMPAÑA\n' | send plain gm3@x.test camp3@t
printf 'PARTIDA c3\nDIRECTOR\nCLAVE no-es-esa\nCAMPAÑA\n' | send plain intrusa@x.test camp4@t
step_run
m=$(confirm_to gm3@x.test)
assert_contains "$m" "La campaña en juez@estafeta.test, de gm3@x.test" "gm3's campaign"
assert_contains "$m" "c3 (reconquista): colocación inicial" "gm3's campaign"
assert_not_contains "$m" "c1 (reconquista)" "gm3's campaign"
assert_not_contains "$m" "alta (reconquista)" "gm3's campaign"
m=$(confirm_to intrusa@x.test)
assert_contains "$m" "La clave de director no es correcta para la partida c3" "a stranger's refusal in c3"
assert_not_contains "$m" "c3 (reconquista)" "a stranger's refusal in c3"
assert_not_contains "$m" "La campaña" "a stranger's refusal in c3"
m=$(confirm_to jefe@x.test)
assert_contains "$m" "La campaña en juez@estafeta.test" "the campaign mail (es)"
assert_contains "$m" "The campaign at juez@estafeta.test" "the campaign mail (en)"
assert_contains "$m" "c2 (reconquista): terminada; la ganan: Ana, dora, eva" "c2 in the mail"
assert_contains "$m" "alta (reconquista): 1 de 3 plazas" "the sign-up in the mail"
w1=$(status_of c1 waiting | sed 's/ /, /g')
assert_contains "$m" "se espera a: $w1; plazo: $(status_of c1 deadline)" "c1's awaited seats in the mail"
set -- $(row berta)
printf '%s\n' "$m" | grep -A2 -x '  berta' | tr '\n' '|' |
	grep -q "|    $2 partidas, $3 victorias, $4 tablas, $5 eliminado|    $6 a tiempo, $7 vencidos, respuesta media $8 h|" ||
	fail "berta's standing in the mail is not the page's ($*)"
long=$(printf '%s\n' "$m" | LC_ALL=C.UTF-8 grep -E '^.{73,}' | head -3) || true
[ -z "$long" ] || fail "campaign mail lines over 72 columns: $long"
assert_not_contains "$(printf '%s\n' "$m" | sed '1,/^$/d')" "@x.test" "the campaign mail's text"
m=$(confirm_to intruso@x.test)
assert_contains "$m" "That password was" "the stranger's refusal"
assert_not_contains "$m" "reconquista" "the stranger's refusal"

# The batch refreshes the page ([publish] campaign_dir) after a change; a
# page it cannot write is said by health and never fails the batch.
: > "$T/notadir"
printf '[publish]\ncampaign_dir = %s/notadir/camp\n' "$T" >> "$D/estafeta.conf"
printf 'PRENSA todos hola\n' | envelope c1 carla pw-carla | send plain carla@x.test pr2@t
now_plus 1
es run > /dev/null 2> "$T/run.err" || fail "a campaign page that cannot be written failed the batch"
[ "$(outbox_newest carla@x.test '^In-Reply-To: .*pr2@t')" ] || fail "the batch did not answer carla"
[ "$(health_rc)" != 0 ] && grep -q "^problem campaign $T/notadir/camp " "$T/h" || { cat "$T/h" >&2; fail "health does not say the campaign page is stale"; }
sed -i "s|^campaign_dir = .*|campaign_dir = $T/camp|" "$D/estafeta.conf"
step_run
grep -q '<td>c3</td>' "$T/camp/index.html" || fail "the batch did not write the campaign page after a failed try"
health_rc > /dev/null
grep -q "campaign" "$T/h" && { cat "$T/h" >&2; fail "health still reports the campaign page"; }

# A player whose games are all over (dora: c2) still opts out there:
# CLASIFICACION alone is the one order a finished game takes; with any
# other order the mail is refused whole, and says so.
n=$(git -C "$D/games/c2" rev-list --count HEAD)
printf 'CLASIFICACION NO\nIDIOMA en\n' | envelope c2 dora pw-dora | send plain dora@x.test opt5@t
step_run
assert_contains "$(last_mail_to dora@x.test)" "Solo CLASIFICACION" "a finished game's refusal names what it still takes"
[ "$(git -C "$D/games/c2" rev-list --count HEAD)" -eq "$n" ] || fail "a refused mail changed the finished game"
printf 'CLASIFICACION NO\n' | envelope c2 dora pw-dora | send plain dora@x.test opt6@t
o=$(outbox_count)
step_run
assert_contains "$(confirm_to dora@x.test)" "Tu nombre deja de aparecer en la clasificación" "dora's confirmation"
[ "$(outbox_count)" -eq $((o + 1)) ] || fail "opting out in a finished game mailed more than its confirmation"
[ "$(status_of c2 phase)" = over ] || fail "the finished game is no longer over"
es campaign "$S" > /dev/null
grep -q '<tr><td>dora</td>' "$I" && fail "dora opted out in her finished game and is still listed"
es verify c2 > "$T/v" || { cat "$T/v" >&2; fail "verify of the finished game after an opt-out"; }

if [ -z "$BROWSER" ]; then
	echo "campaign_page: the browser part skipped: chromium is not installed and could not be"
	echo "campaign_page: ok"
	exit 0
fi
printf '<!DOCTYPE html><html><body></body></html>\n' > "$T/blank.html"
"$BROWSER" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$T/chromium" --window-size=400,900 \
	--screenshot="$T/blank.png" "file://$T/blank.html" > /dev/null 2>&1 || true
"$BROWSER" --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 \
	--user-data-dir="$T/chromium" --window-size=400,900 --screenshot="$T/shot.png" "file://$I" > "$T/shot.log" 2>&1 || true
[ -s "$T/shot.png" ] && [ -s "$T/blank.png" ] || fail "no screenshot"
grep -q "CONSOLE" "$T/shot.log" && { cat "$T/shot.log" >&2; fail "console messages"; }
[ "$(wc -c < "$T/shot.png")" -gt $((4 * $(wc -c < "$T/blank.png"))) ] || fail "the page looks blank"
w=$(phone_width "$BROWSER" "$S" index.html)
[ -n "$w" ] || fail "the phone-width probe did not run"
set -- $w
[ "$2" -ge 380 ] && [ "$2" -le 400 ] || fail "the probe's frame is $2 px wide, not a phone's"
[ "$1" -le "$2" ] || fail "at 400 px the page is $1 px wide (scrolls sideways)"
echo "campaign_page: ok"
