#!/bin/sh
# A game that exists but cannot be opened is never "a game that does not
# exist". Its newest pack and index torn (what a torn last write leaves),
# another game healthy: the healthy game is played every run; the torn
# game's mail is kept (not answered "no such game", not marked handled),
# its sender told once that the game cannot be played now and the mail is
# kept; after 3 runs it is set aside. Once the pack is restored and
# inbox/failed moved back to inbox/new (as docs/operator/health.md says), the mail is
# applied, exactly once: a copy of it moved back again is a duplicate.
# A mail answered for good in a game that then fails its third run goes
# to inbox/cur, never to inbox/failed (from where it would come back as a
# duplicate).
. tests/e2e/lib.sh
printf 'operator = ops@x.test\n' > "$T/op"
sed -i '/^\[judge\]/r '"$T/op" "$D/estafeta.conf"
for g in r1 r2; do
	es new reconquista $g --seed 0${#g}1 --insecure-seed --player ana:ana@$g.test:pw-ana \
		--player berta:berta@$g.test:pw-berta --player carla:carla@$g.test:pw-carla > /dev/null
done
order() { # GAME MSGID
	w=$(status_of "$1" waiting)
	es bot "$1" "$w" | envelope "$1" "$w" "pw-$w" | send plain "$w@$1.test" "$2"
}
order r1 a1@t
order r2 b1@t
now_plus 1
es run > /dev/null || fail "first run"

# The mail for r1 written while it can still be read; then its newest
# pack and index torn to nothing.
w1=$(status_of r1 waiting)
order r1 a2@t
a2=$(ls "$D/inbox/new")
cp "$D/inbox/new/$a2" "$T/a2.eml"
pk=$(ls -t "$D/games/r1/objects/pack/"*.pack | head -1)
idx=${pk%.pack}.idx
cp -p "$pk" "$T/pack"
cp -p "$idx" "$T/idx"
# Damage after a clean run (the files' times are now's, as if a cut had
# torn them): the commit they held was delivered and its mail handled, so
# the judge must not roll the game back over it (a pack torn by a cut
# before its barrier is repaired: pack_cut.sh).
: > "$pk"
: > "$idx"
h1=$(head_of r1)
k=0
while [ $k -lt 3 ]; do
	k=$((k + 1))
	h2=$(head_of r2)
	order r2 "b$k@t"
	now_plus 1
	set +e
	es run > "$T/run" 2> "$T/err"
	rc=$?
	set -e
	[ "$(head_of r2)" != "$h2" ] || { cat "$T/err" >&2; fail "run $k: the healthy game was not played"; }
	if [ $k -lt 3 ]; then
		[ $rc -eq 75 ] || { cat "$T/err" >&2; fail "run $k: exit $rc, not 75"; }
		[ -f "$D/inbox/new/$a2" ] || fail "run $k: the torn game's mail was not kept in inbox/new"
	fi
	[ "$(count_subject "Correo rechazado")" -eq 0 ] || fail "run $k: a mail was rejected (no such game?)"
	[ "$(count_subject "Correo guardado")" -eq 1 ] || fail "run $k: not exactly one 'mail kept' answer"
done
[ $rc -eq 70 ] || { cat "$T/err" >&2; fail "3 failed runs gave exit $rc, not 70"; }
[ -f "$D/inbox/failed/$a2" ] || fail "the torn game's mail was not set aside after 3 runs"
ls "$D/inbox/cur" | grep -q "^$a2" && fail "the torn game's mail was marked handled"
t=$(last_mail_to "$w1@r1.test")
assert_contains "$t" "La partida r1 no se puede jugar ahora mismo" "the kept answer in Spanish"
assert_contains "$t" "The game r1 cannot be played right now" "the kept answer in English"
assert_contains "$t" "Your mail is kept" "the English part says the mail is kept"
assert_not_contains "$t" "No existe ninguna partida" "a torn game answered as no game"
es status r1 > /dev/null 2>&1 && fail "status of a torn game succeeded"
set +e
es status r1 > /dev/null 2> "$T/err"
rc=$?
set -e
[ $rc -ne 69 ] || fail "status calls a torn game 'no such game' (exit 69)"

# Repaired: the set-aside mail moved back is applied, exactly once.
cp "$T/pack" "$pk"
cp "$T/idx" "$idx"
mv "$D/inbox/failed/"* "$D/inbox/new/"
now_plus 1
es run > "$T/run" 2> "$T/err" || { cat "$T/err" >&2; fail "run after the repair"; }
grep -q "accepted 1 " "$T/run" || { cat "$T/run" >&2; fail "the moved-back mail was not applied"; }
[ "$(git -C "$D/games/r1" rev-list "$h1..HEAD" | wc -l)" -eq 1 ] || fail "not exactly one commit after the repair"
h=$(head_of r1)
cp "$T/a2.eml" "$D/inbox/new/again.eml"
now_plus 1
es run > "$T/run" 2> "$T/err" || { cat "$T/err" >&2; fail "run with the copy"; }
grep -q "duplicates 1 " "$T/run" || { cat "$T/run" >&2; fail "the copy of an applied mail is not a duplicate"; }
[ "$(head_of r1)" = "$h" ] || fail "the mail was applied twice"
[ "$(count_subject "Correo guardado")" -eq 1 ] || fail "the kept answer was sent again"
es verify r1 > /dev/null || fail "verify r1"

# r2 opens but cannot commit (a directory where git puts its ref lock):
# its order stays; a wrong password sent before the third run is answered
# for good and goes to cur, not to failed.
mkdir "$D/games/r2/refs/heads/main.lock"
order r2 c1@t
k=0
while [ $k -lt 3 ]; do
	k=$((k + 1))
	[ $k -lt 3 ] || printf 'x\n' | envelope r2 ana wrong | send plain ana@r2.test c2@t
	now_plus 1
	es run > /dev/null 2>&1 || true
done
[ "$(ls "$D/inbox/failed")" = "$(cd "$D/inbox/failed" && ls | grep c1_t)" ] ||
	fail "inbox/failed holds a mail that was answered: $(ls "$D/inbox/failed")"
ls "$D/inbox/cur" | grep -q 'c2_t' || fail "the answered mail is not in cur"
rmdir "$D/games/r2/refs/heads/main.lock"
h=$(head_of r2)
mv "$D/inbox/failed/"* "$D/inbox/new/"
now_plus 1
es run > "$T/run" 2> "$T/err" || { cat "$T/err" >&2; fail "run after r2's repair"; }
[ "$(git -C "$D/games/r2" rev-list "$h..HEAD" | wc -l)" -eq 1 ] || fail "r2's kept order not applied once"
echo "unplayable: ok"
