#!/bin/sh
# What every player reads: seeded games of every engine played through
# the judge's batch from mail files (tests/tools/mailplay.c: bot orders,
# deadlines passing, reminders, a refused mail and press now and then), a
# Spanish and an English seat in each; every mail the judge wrote is scanned by tests/tools/mailscan.c
# (lines over 72 columns outside quoted text, doubled punctuation, empty
# names, the reader in the third person). Findings not in
# tests/data/mailscan-known.txt fail, and so does an entry of that list
# that no longer occurs (the list only shrinks).
#   MAILSCAN_GAMES (1 a engine), MAILSCAN_BATCHES (14 batches at most),
#   MAILSCAN_KNOWN (the allow-list; "none": report only, exit 0),
#   MAILSCAN_OUT (a file for the findings; tests/bench/mailscan.sh).
. tests/e2e/lib.sh
G=${MAILSCAN_GAMES:-1}
MAXB=${MAILSCAN_BATCHES:-14}
KNOWN=${MAILSCAN_KNOWN:-$PWD/tests/data/mailscan-known.txt}
OUT=${MAILSCAN_OUT:-$T/findings}
# English seats are bob and dani; the others Spanish.
names="ana bob carla dani elena"
lang_of() { case $1 in bob | dani) echo en ;; *) echo es ;; esac; }

# The scanner itself: a mail to ana with one line of each class, and
# lines that read well and must not be taken for findings.
mkdir -p "$T/self"
{
	printf 'X-Estafeta-Envelope-To: <ana@x.test>\nX-Estafeta-Game: teg-9\nTo: <ana@x.test>\n'
	printf 'Subject: [teg-9] Turno 3\nMIME-Version: 1.0\n'
	printf 'Content-Type: text/plain; charset=UTF-8; format=flowed; delsp=no\n'
	printf 'Content-Transfer-Encoding: quoted-printable\n\n'
	printf '  Argentina    ana     1   Colombia     bob     1   Chile   carla   1   Per=C3=BA\n'
	printf 'Atacas Ir=C3=A1n.; luego pasas.\n'
	printf 'Ocupas Chile .\n'
	printf 'Tu zona en . no existe.\n'
	printf 'ana ataca Per=C3=BA.\n'
	printf -- '- ana coloca 5 tropas.\n'
	printf 'It is ana'"'"'s turn.\n'
	printf 'Una frase larga que sigue \n'
	printf 'en la l=C3=ADnea siguiente,, y acaba.\n'
	printf 'Espera... y ver=C3=A1s. Casillas a1..t26; islas A..R; escenario 1..6.\n'
	printf '26 . . . . B B . . . . . . . . . . . . . . . . . . . . . . . . . . . . .\n'
	printf 'Jugadores: ana, bob y carla. Turno de ana. Te toca a ti, ana (t=C3=BA).\n'
	printf 'ana: 3 ej=C3=A9rcitos\n  ana        12\n'
	printf '> ana ataca.. mucho, en . y m=C3=A1s, una l=C3=ADnea citada muy larga que pasa de setenta y dos\n'
	printf 'Un p=C3=A1rrafo que fluye: cada l=C3=ADnea cabe, pero el p=C3=A1rrafo entero \n'
	printf 'pasa de las setenta y dos columnas, y eso est=C3=A1 bien porque el lector \n'
	printf 'lo ajusta a su pantalla.\n'
	printf 'Sobran dos tarjetas; se las llevan carla, ana.\n'
	printf 'Tablas entre bob, ana y carla; entre carla y t=C3=BA; madera y lana.\n'
	printf 'Orden de juego: [carla], dani, ana, bob.\n'
	printf 'Jugadores en orden de mesa: bob (ha perdido), carla, ana.\n'
} > "$T/self/m.eml"
set +e
"$TOOLS/mailscan" "$T/self/m.eml" > "$T/self/out"
src=$?
set -e
[ "$src" -eq 1 ] || { cat "$T/self/out" >&2; fail "mailscan on its own sample: exit $src"; }
for want in ':1: teg report wide' ':2: teg report punct' ':3: teg report punct' ':4: teg report empty' \
	':5: teg report third' ':6: teg report third' ':7: teg report third' ':8: teg report punct' \
	':19: teg report list' ':20: teg report list'; do
	grep -qF -- "$want" "$T/self/out" || { cat "$T/self/out" >&2; fail "mailscan missed '$want'"; }
done
[ "$(grep -c "^$T/self/m.eml:" "$T/self/out")" -eq 10 ] || { cat "$T/self/out" >&2; fail "mailscan found more than the sample's 10"; }

i=0
while [ $i -lt "$G" ]; do
	i=$((i + 1))
	for kind in teg reconquista catan kratos nuevo-mundo; do
		# 3 or 4 seats (TEG 4, 2, 3, ...: 4 deal two cards left over to two
		# seats, named to them in a list): seat order and language vary
		n=$((3 + i % 2))
		[ "$kind" = teg ] && n=$((2 + (i + 1) % 3))
		args="" k=0
		for p in $names; do
			k=$((k + 1))
			[ $k -le $n ] || break
			args="$args --player $p:$p@x.test:pw-$p:$(lang_of $p)"
		done
		es new "$kind" "$kind-$i" --seed "$(printf '%x' $((i * 7 + 3)))" --insecure-seed $args > /dev/null ||
			fail "new $kind-$i"
	done
done

# The pictures are not scanned (and cost most of the time).
printf 'pictures = off\n' >> "$D/estafeta.conf"
mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
"$TOOLS/mailplay" "$D" "$NOW" "$MAXB" > "$T/played" || fail "mailplay"
read -r k over games < "$T/played"
nm=$(ls "$D/outbox/new" | wc -l)
[ "$nm" -gt $((G * 5 * 3)) ] || fail "only $nm mails written"
set +e
# The names on stdin: 50 games a kind write more than a command line holds.
ls "$D/outbox/new" | sed "s|^|$D/outbox/new/|" > "$T/mails"
if [ "$KNOWN" = none ]; then
	"$TOOLS/mailscan" -s - < "$T/mails" > "$OUT"
else
	"$TOOLS/mailscan" -s -k "$KNOWN" - < "$T/mails" > "$OUT"
fi
rc=$?
[ "$rc" -le 2 ] || fail "mailscan did not run"
set -e
sed -n 's/^count //p' "$OUT" | sort > "$T/counts"
echo "mail_scan: $nm mails of $games games ($over over) in $k batches; findings by engine, class, kind:"
cat "$T/counts"
[ "$rc" -ne 2 ] || fail "a mail could not be read"
if [ "$KNOWN" != none ] && [ "$rc" -ne 0 ]; then
	grep -v '^count ' "$OUT" | head -40 >&2
	fail "findings not in $KNOWN, or entries there that no longer occur"
fi
echo "mail_scan: ok"
