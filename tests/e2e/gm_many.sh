#!/bin/sh
# One game master's mail to several games (PARTIDAS a b c / PARTIDAS
# TODAS, then DIRECTOR and CLAVE): each game checked and applied on its
# own (one game's refusal changes nothing in another), one answer listing
# every game, Spanish first; a game the password does not open reads as
# one that does not exist; the password never echoed. Each game's history
# records the mail once; the mail again (same Message-ID, even with the
# index of handled mail lost) changes nothing and is not answered again;
# a run killed anywhere in it recovers to what the run never killed
# made. The games run one a child process (games_per_child = 1): the
# answer gathers parts from several processes.
. tests/e2e/lib.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"
printf 'games_per_child = 1\n' >> "$D/estafeta.conf"
printf 'operator = ops@x.test\n' > "$T/op"
sed -i '/^\[judge\]/r '"$T/op" "$D/estafeta.conf"

es new reconquista a1 --seed 01 --insecure-seed --set master=dir-a-secreta --player ana:ana@x.test:pw-ana \
	--player bob:bob@x.test:pw-bob --player carla:carla@x.test:pw-carla > /dev/null
es new teg a2 --seed 02 --insecure-seed --set master=dir-a-secreta --player dani:dani@x.test:pw-dani \
	--player eva:eva@x.test:pw-eva > /dev/null
es new teg a3 --seed 03 --insecure-seed --set master=dir-a-secreta --player flor:flor@x.test:pw-flor \
	--player gil:gil@x.test:pw-gil > /dev/null
es new teg x9 --seed 04 --insecure-seed --set master=dir-otra-clave --player hugo:hugo@x.test:pw-hugo \
	--player ines:ines@x.test:pw-ines > /dev/null
many() { # LIST PASSWORD MSGID < commands
	{ printf 'Hola:\n\nPARTIDAS %s\nDIRECTOR\nCLAVE %s\n' "$1" "$2"; cat; } | send plain jefe@x.test "$3"
}
# answers_to MSGID: how many answers in the outbox are threaded under it.
answers_to() { grep -l "^In-Reply-To: <$1>" "$D/outbox/new"/* 2> /dev/null | wc -l; }
# answer_of MSGID: the decoded answer threaded under MSGID.
answer_of() { mail_text "$(grep -l "^In-Reply-To: <$1>" "$D/outbox/new"/* | head -1)"; }
# commits_with GAME MSGID: commits of GAME that added that mail.
commits_with() { git -C "$D/games/$1" log -S"<$2>" --format=%H | wc -l; }

# a3 is paused already: PAUSAR is refused there, and only there.
printf 'PARTIDA a3\nDIRECTOR\nCLAVE dir-a-secreta\nPAUSAR\n' | send plain jefe@x.test p0@t
step_run
[ "$(status_of a3 paused)" = yes ] || fail "a3 not paused by the single-game mail"
h3=$(head_of a3) h9=$(head_of x9)

# 1. Three of mine (one refused), another master's and one that does not exist.
printf 'PAUSAR\n' | many "a1 a2, a3 x9 zz7" dir-a-secreta m1@t
step_run
[ "$(status_of a1 paused)" = yes ] || fail "a1 not paused"
[ "$(status_of a2 paused)" = yes ] || fail "a2 not paused"
[ "$(head_of a3)" = "$h3" ] || fail "the refused game changed"
[ "$(head_of x9)" = "$h9" ] || fail "another master's game changed"
[ -z "$(status_of x9 paused)" ] || fail "another master's game paused"
[ "$(answers_to m1@t)" -eq 1 ] || fail "not one answer: $(answers_to m1@t)"
a=$(answer_of m1@t)
assert_contains "$a" "Órdenes de director en varias partidas" "subject"
assert_contains "$a" "== a1: aplicado.
La partida queda en pausa" "a1 done, with what was done"
assert_contains "$a" "== a2: aplicado." "a2 done"
assert_contains "$a" "== a3: rechazado; no se ha cambiado nada en esta partida.
Línea 7: «PAUSAR»" "a3 refused, its line quoted"
assert_contains "$a" "ya está en pausa" "a3's reason"
assert_contains "$a" "== x9: no es una partida tuya con esa clave, o no existe" "x9 not yours"
assert_contains "$a" "== zz7: no es una partida tuya con esa clave, o no existe" "unknown game"
assert_contains "$a" "== a1: applied." "English too"
es_at=$(printf '%s' "$a" | grep -n 'a1: aplicado' | cut -d: -f1)
en_at=$(printf '%s' "$a" | grep -n 'a1: applied' | cut -d: -f1)
[ "$es_at" -lt "$en_at" ] || fail "English before Spanish"
# not yours and no such game read the same, but for the name
[ "$(printf '%s' "$a" | grep -A1 '== x9:' | sed 's/x9/N/')" = "$(printf '%s' "$a" | grep -A1 "== zz7:" | sed "s/zz7/N/")" ] ||
	fail "another master's game reads unlike a game that does not exist"
if grep -rq 'dir-a-secreta' "$D/outbox/new" "$D/games"/*/in-* 2> /dev/null; then fail "the password was echoed"; fi
for g in a1 a2 a3 x9; do
	if git -C "$D/games/$g" grep -q 'dir-a-secreta' $(git -C "$D/games/$g" rev-list HEAD) -- 2> /dev/null; then
		fail "the password is in $g's history"
	fi
done
# no per-game confirmation besides the one answer
[ "$(grep -l 'Subject: .*a1.*director aplicadas\|Subject: \[a1\] =?' "$D/outbox/new"/* 2> /dev/null | wc -l)" -eq 0 ] ||
	fail "a per-game confirmation was sent"
[ "$(commits_with a1 m1@t)" -eq 1 ] || fail "a1: $(commits_with a1 m1@t) commits with the mail"
[ "$(commits_with a2 m1@t)" -eq 1 ] || fail "a2: $(commits_with a2 m1@t) commits with the mail"
[ "$(commits_with a3 m1@t)" -eq 0 ] || fail "a3 committed a refused mail"
[ -z "$(ls "$D/spool/many" 2> /dev/null)" ] || fail "parts left behind: $(ls "$D/spool/many")"

# 2. The same mail again, the index of handled mail lost: nothing changes,
# no second answer.
h1=$(head_of a1) h2=$(head_of a2)
n=$(outbox_count)
rm -rf "$D/seen"
printf 'PAUSAR\n' | many "a1 a2, a3 x9 zz7" dir-a-secreta m1@t
step_run
[ "$(head_of a1)" = "$h1" ] && [ "$(head_of a2)" = "$h2" ] || fail "the retried mail changed a game"
[ "$(outbox_count)" -eq "$n" ] || fail "the retried mail was answered again"
[ -z "$(ls "$D/inbox/new")" ] || fail "the retried mail stayed in the inbox"

# 3. Broken envelopes are refused whole, quoting nothing secret.
printf 'PARTIDAS a1 a2\nCLAVE dir-a-secreta\nREANUDAR\n' | send plain jefe@x.test e1@t
printf 'PARTIDAS a1 a2\nPARTIDA a1\nDIRECTOR\nCLAVE dir-a-secreta\nREANUDAR\n' | send plain jefe@x.test e2@t
step_run
assert_contains "$(answer_of e2@t)" "Tu correo trae a la vez una línea de partida" "both lines"
assert_contains "$(answer_of e1@t)" "de las partidas van DIRECTOR, CLAVE y las órdenes" "no DIRECTOR line"
assert_not_contains "$(answer_of e1@t)$(answer_of e2@t)" "dir-a-secreta" "a refusal quotes the password"
[ "$(status_of a1 paused)" = yes ] || fail "a refused envelope changed a game"

# 4. Strangers: wrong passwords from the master's own address are answered
# within the throttles, and never keep the right one out.
# wrong N LIST PREFIX: N mails REANUDAR to LIST, each with a wrong
# password PREFIX-K, Message-ID PREFIXK@t.
wrong() {
	k=1
	while [ $k -le "$1" ]; do
		printf 'REANUDAR\n' | many "$2" "$3-$k" "$3$k@t"
		k=$((k + 1))
	done
}
wrong 12 "TODAS" w
step_run
[ "$(status_of a1 paused)" = yes ] || fail "a wrong password resumed a game"
assert_contains "$(answer_of w2@t)" "No diriges ninguna partida en curso con esa clave" "nothing opened"
k=1 nw=0
while [ $k -le 12 ]; do
	nw=$((nw + $(answers_to w$k@t)))
	k=$((k + 1))
done
[ "$nw" -ge 1 ] && [ "$nw" -le 10 ] || fail "$nw of 12 wrong passwords answered (10 a day to one address)"

# 4b. A wrong password for a game named counts as a mail to that game
# alone would: the sixth in a day tells the operator, once; TODAS names
# no game (it meets every other master's), so section 4 told nobody.
[ "$(count_subject "Alguien está probando claves")" -eq 0 ] || fail "wrong passwords to TODAS told of guessing"
wrong 7 "a1 a2 zz7" g
step_run
[ "$(status_of a1 paused)" = yes ] || fail "a wrong password resumed a1"
for g in a1 a2; do
	[ "$(count_subject "[$g] Alguien está probando claves")" -eq 1 ] || fail "the operator was not told once of $g's guessing"
done
[ "$(count_subject "Alguien está probando claves")" -eq 2 ] || fail "told of guessing in a game not named"

# 5. TODAS: every running game this password opens, and no other named.
printf 'REANUDAR\n' | many "TODAS" dir-a-secreta t1@t
step_run
for g in a1 a2 a3; do [ -z "$(status_of $g paused)" ] || fail "$g not resumed by TODAS"; done
[ "$(head_of x9)" = "$h9" ] || fail "TODAS changed another master's game"
[ "$(answers_to t1@t)" -eq 1 ] || fail "TODAS after 12 wrong passwords: not answered"
a=$(answer_of t1@t)
assert_contains "$a" "== a3: aplicado." "TODAS a3"
assert_not_contains "$a" "x9" "TODAS names another master's game"

# 5b. A game that cannot run holds the mail (and its parts) in the inbox;
# health names what waits, and a problem once it waits long. Repaired,
# the mail is answered and nothing is left under spool/many.
mv "$D/games/a2/objects" "$D/games/a2/objects.away"
printf 'PAUSAR\n' | many "a1 a2 x9" dir-a-secreta hold1@t
step_run || true
[ "$(answers_to hold1@t)" -eq 0 ] || fail "answered while a2 could not run"
es health > "$T/h" 2>&1 || true
grep -q '^many-waiting 1 oldest' "$T/h" || { cat "$T/h" >&2; fail "health does not name the mail waiting for a game's part"; }
touch -d "$NOW - 3 hours" "$D/spool/many"/*
step_run || true # (another run while a2 still cannot: the parts decided stay as they were)
es health > "$T/h" 2>&1 || true
grep -q '^problem many-waiting 1 oldest' "$T/h" || { cat "$T/h" >&2; fail "a mail waiting for hours is not a problem"; }
mv "$D/games/a2/objects.away" "$D/games/a2/objects"
step_run
[ "$(answers_to hold1@t)" -eq 1 ] || fail "not answered once a2 ran again"
[ -z "$(ls "$D/spool/many" 2> /dev/null)" ] || fail "parts left behind: $(ls "$D/spool/many")"
es health > "$T/h" 2>&1 || true
grep -q 'many-waiting' "$T/h" && { cat "$T/h" >&2; fail "health still names a mail answered"; }
printf 'REANUDAR\n' | many "a1 a2" dir-a-secreta hold2@t
step_run

# 6. Killed anywhere in a mail to several games: each game applied once,
# one answer (the recovered data root equals the run never killed).
printf 'PRORROGAR 24h\nDIFUNDIR Vacaciones hasta el lunes.\nFIN\n' | many "a1 a2 a3 x9" dir-a-secreta k1@t
rm -f "$D/outbox/new"/* # (sent already: the snapshots compare what this run sends)
cp -a "$D" "$T/pristine"
run_in "$D"
run_in "$D"
snapshot "$D" a1 a2 a3 x9 > "$T/ref"
[ "$(answers_to k1@t)" -eq 1 ] || fail "the mail of the kill sweep was not answered"
once() { # SYSCALL K
	for g in a1 a2 a3; do
		[ "$(git -C "$R/games/$g" log -S'<k1@t>' --format=%H | wc -l)" -eq 1 ] || fail "killed at $1 #$2: $g not once"
	done
	[ -z "$(ls "$R/spool/many" 2> /dev/null)" ] || fail "killed at $1 #$2: parts outlive their mail"
}
kill_recover "$T/pristine" "a1 a2 a3 x9" 4 once rename
[ "$killed" -ge 2 ] || fail "only $killed runs were killed"
# The two windows of a game's part, aimed at: its .pend written (the
# commands applied, the commit to come) and renamed .part (committed).
R=$T/r
rm -rf "$R" && cp -a "$T/pristine" "$R"
strace -f -qq -o "$T/renames" -e trace=rename,renameat,renameat2 "$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || true
# strace counts a syscall's calls in each process: the calls of a1's
# child that write its .pend and rename it .part.
calls=$(awk '/a1\.pend"/ { pid = $1 } END { print pid }' "$T/renames")
ks=$(awk -v p="$calls" '$1 == p { n++; if (/a1\.pend"/) print n }' "$T/renames")
[ "$(echo $ks | wc -w)" -eq 2 ] || fail "a1's part not written then renamed: $ks"
for k in $ks; do
	rm -rf "$R" && cp -a "$T/pristine" "$R"
	if strace -f -qq -o /dev/null -e trace=rename,renameat,renameat2 \
		-e inject=rename,renameat,renameat2:signal=KILL:when=$k "$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1; then
		fail "the run was not killed at rename #$k"
	fi
	ls "$R/spool/many/"*/a1.pend* > /dev/null 2>&1 || fail "killed at rename #$k: not in a1's part"
	run_in "$R"
	run_in "$R"
	snapshot "$R" a1 a2 a3 x9 > "$T/got"
	cmp -s "$T/ref" "$T/got" || { diff "$T/ref" "$T/got" >&2; fail "killed at a1's part #$k: not what the run never killed made"; }
	once "a1's part" "$k"
done
# Killed as the answered mail's parts are forgotten (the mail is marked
# handled already): the next run forgets them still.
rm -rf "$R" && cp -a "$T/pristine" "$R"
strace -f -qq -o "$T/unlinks" -e trace=unlink "$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || true
pid=$(awk '/spool\/many\/.*\.part"/ { p = $1 } END { print p }' "$T/unlinks")
k=$(awk -v p="$pid" '$1 == p && / unlink\(/ { n++; if (/spool\/many\/.*\.part"/) { print n; exit } }' "$T/unlinks")
[ -n "$k" ] || fail "no part unlinked by the run"
rm -rf "$R" && cp -a "$T/pristine" "$R"
if strace -f -qq -o /dev/null -e trace=unlink -e inject=unlink:signal=KILL:when="$k" \
	"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1; then
	fail "the run was not killed at unlink #$k"
fi
ls "$R/spool/many/"*/*.part > /dev/null 2>&1 || fail "killed at unlink #$k: no part was left to forget"
run_in "$R"
snapshot "$R" a1 a2 a3 x9 > "$T/got"
cmp -s "$T/ref" "$T/got" || { diff "$T/ref" "$T/got" >&2; fail "killed at unlink #$k: not what the run never killed made"; }
once "the forgetting" "$k"
# A run that cannot read a mail of the inbox (here a FIFO, as a read
# error would leave one) forgets no folder of parts it cannot tie to a
# mail: that mail may be the one still waiting for it.
mkdir -p "$R/spool/many/00000000000000000000000000000000"
printf 'done\n' > "$R/spool/many/00000000000000000000000000000000/a1.part"
mkfifo "$R/inbox/new/0000.fifo"
run_in "$R"
[ -f "$R/spool/many/00000000000000000000000000000000/a1.part" ] || fail "a run that could not read a mail forgot parts"
rm -f "$R/inbox/new/0000.fifo"
run_in "$R"
[ -z "$(ls "$R/spool/many" 2> /dev/null)" ] || fail "parts of no mail left once every mail was read"
echo "gm_many: ok ($points kill points, $killed runs killed)"
