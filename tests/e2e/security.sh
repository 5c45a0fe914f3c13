#!/bin/sh
# asan: yes
# Security (issue 8): the From display name never chooses a recipient; the
# envelope recipient is the address the program chose; a reply token goes
# only to a mail that proved its seat from the seat's address; names and
# addresses follow one rule at every entry; one address, one seat; seeds
# of at least 128 bits unless a game says it is insecure; passwords never
# in a repository; secrets never readable by other local users nor shown
# in error messages.
. tests/e2e/lib.sh
# The mail delivery agent of a real deployment writes the inbox as the
# judge user with a private umask; so does this script.
umask 077
chmod 600 "$D/estafeta.conf"

envelope_to() { tr -d '\r' < "$1" | sed -n '1s/^X-Estafeta-Envelope-To: <\(.*\)>$/\1/p'; }
header() { tr -d '\r' < "$1" | sed -n "s/^$2: //p" | head -1; }
# newest outbox file whose envelope recipient is ADDR
last_file_for() {
	last=""
	for f in $(ls "$D/outbox/new" | sort); do
		[ "$(envelope_to "$D/outbox/new/$f")" = "$1" ] && last=$f
	done
	[ -n "$last" ] || fail "no mail for $1"
	echo "$D/outbox/new/$last"
}
rawmail() { # FROM-HEADER MSGID < body
	mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
	{ printf 'From: %s\nTo: juez@estafeta.test\nMessage-ID: <%s>\nSubject: ordenes\n\n' "$1" "$2"; cat; } \
		> "$D/inbox/new/$(date -u -d "$NOW" +%s).$2"
}

es new reconquista sec --seed 00112233445566778899aabbccddeeff --player ana:ana@x.test:pw-ana-1 \
	--player bob:bob@x.test:pw-bob-1 --player carla:carla@x.test:pw-carla-1 > /dev/null ||
	fail "a 128-bit seed was refused"

# 1. Display names full of addresses: the answer to a wrong password goes
#    to bob's address alone, names nothing of the attacker's, no token.
n=0
for from in '"mallory@evil.org, Bob" <bob@x.org>' 'bob@x.org (mallory@evil.org, x)' \
	'=?us-ascii?Q?mallory=40evil.org=2C_Bob?= <bob@x.org>' '"<mallory2@evil.org>" <bob@x.org>'; do
	n=$((n + 1))
	printf 'PARTIDA sec\nJUGADOR bob\nCLAVE mala\nPASO\n' | rawmail "$from" "dn$n@t"
	step_run
	f=$(last_file_for bob@x.org)
	to=$(header "$f" To)
	[ "$to" = "<bob@x.org>" ] || fail "display name copied into To: '$to' (From: $from)"
	grep -qi 'evil.org' "$f" && fail "the attacker's address reached the answer ($from)"
	[ "$(header "$f" Reply-To)" = "<juez@estafeta.test>" ] || fail "a failed login got a reply token ($from)"
done
# The same with bob's registered address: still no token after a wrong
# password; a good password gets it, and To is bob's own address.
printf 'PARTIDA sec\nJUGADOR bob\nCLAVE mala\nPASO\n' | rawmail '"mallory@evil.org, Bob" <bob@x.test>' dn9@t
step_run
f=$(last_file_for bob@x.test)
[ "$(header "$f" Reply-To)" = "<juez@estafeta.test>" ] || fail "a wrong password from bob's address got bob's token"
[ "$(header "$f" To)" = "<bob@x.test>" ] || fail "To of an unauthenticated answer: $(header "$f" To)"
printf 'PARTIDA sec\nJUGADOR bob\nCLAVE pw-bob-1\nPASO\n' | rawmail '"mallory@evil.org, Bob" <bob@x.test>' dn10@t
step_run
f=$(last_file_for bob@x.test)
case $(header "$f" Reply-To) in "<juez+sec.1."*) ;; *) fail "bob's good password got no token" ;; esac
[ "$(header "$f" To)" = '"bob" <bob@x.test>' ] || fail "To of an authenticated answer: $(header "$f" To)"
# Every outgoing mail: one envelope line, a valid address, and To naming
# the same address.
for f in "$D"/outbox/new/*; do
	e=$(envelope_to "$f")
	[ -n "$e" ] || fail "$f has no envelope line"
	header "$f" To | grep -qF "<$e>" || fail "$f: To does not name the envelope address $e"
done

# 2. Names: address syntax and reserved words are refused everywhere.
for bad in 'Eve<eve@evil.org>' public todos 'a,b' 'x:y' '"q"' 'a b'; do
	if es new reconquista n1 --seed 00112233445566778899aabbccddeef0 --player "$bad:e@x.test" \
		--player b:b@x.test --player c:c@x.test > "$T/o" 2>&1; then fail "player name '$bad' accepted"; fi
done
es new reconquista n2 --seed 00112233445566778899aabbccddeef1 --player "María:m@x.test" --player b:b@x.test \
	--player c.d_e-f:c@x.test > /dev/null || fail "a name with an accent was refused"

# 3. Addresses: one rule at every entry.
for bad in '"john doe"@evil.org' 'a@b@c' 'x@-y.org' 'x@y..org' 'x y@z.org' 'x@' '@y.org'; do
	if es new reconquista a1 --seed 00112233445566778899aabbccddeef2 --player "p:$bad" --player b:b@x.test \
		--player c:c@x.test > /dev/null 2>&1; then fail "address '$bad' accepted by new"; fi
done
# A stranger with an address outside the rule is not answered, and the
# run goes on.
c0=$(outbox_count)
printf 'AYUDA\n' | rawmail '"john doe"@evil.org' jd@t
step_run
[ "$(outbox_count)" -eq "$c0" ] || fail "a mail from an unusable address was answered"
[ -z "$(ls "$D/inbox/new")" ] || fail "the mail from an unusable address stayed in the inbox"

# 5. Seeds: short ones are refused unless the game says it is insecure.
if es new reconquista s1 --seed 0a1b --player a:a@x.test --player b:b@x.test --player c:c@x.test 2> "$T/e"; then
	fail "a 16-bit seed was accepted"
fi
grep -q 'insecure-seed' "$T/e" || fail "the refusal does not say how to make a test game"
es new reconquista s2 --seed 0a1b --insecure-seed --player a:a@y.test --player b:b@y.test --player c:c@y.test \
	> /dev/null || fail "--insecure-seed refused"
assert_contains "$(last_mail_to a@y.test)" "semilla corta" "an insecure game says so"
# Two secure games with one seed and the same players: their generated
# passwords differ (they come from a secret drawn apart from the seed).
for g in k1 k2; do
	es new reconquista $g --seed 00112233445566778899aabbccddeef3 --player a:a@$g.test --player b:b@$g.test \
		--player c:c@$g.test > /dev/null
done
p1=$(last_mail_to a@k1.test | sed -n 's/^Tu clave es: //p')
p2=$(last_mail_to a@k2.test | sed -n 's/^Tu clave es: //p')
[ -n "$p1" ] && [ -n "$p2" ] || fail "no generated password in the welcome"
[ "$p1" != "$p2" ] || fail "generated passwords follow from the seed"

# 6. One address, one seat.
if es new reconquista d1 --seed 00112233445566778899aabbccddeef4 --player a:same@x.test --player b:SAME@x.test \
	--player c:c@x.test > /dev/null 2>&1; then fail "two seats for one address"; fi
es new reconquista d2 --seed 00112233445566778899aabbccddeef5 --set addresses=shared --player a:same@x.test \
	--player b:same@x.test --player c:c@x.test > /dev/null || fail "addresses=shared refused"

# 4. No password in any repository: not the players' (given or generated),
#    not the master's, not in received mail.
w=$(status_of sec waiting)
h=$(head_of sec)
es bot sec "$w" | envelope sec "$w" "pw-$w-1" | rawmail "$w@x.test" pw1@t
step_run
[ "$(head_of sec)" != "$h" ] || fail "orders of $w not applied"
for g in "$D"/games/*; do
	git -C "$g" log -p --all > "$T/hist"
	for pw in pw-ana-1 pw-bob-1 pw-carla-1 "$p1" "$p2"; do
		grep -qF -- "$pw" "$T/hist" && fail "$(basename "$g"): password $pw in the repository"
	done
done
git -C "$D/games/sec" log -p | grep -q 'CLAVE \*\*\*' || fail "received mail not kept with the password hidden"
[ -z "$(ls "$D/spool/secret/k1" 2>/dev/null)" ] || fail "clear copies left in the secret spool after delivery"

# publish: a public copy with no password, key, private view or mail;
# the seed only once the game is over.
es publish sec --repo "$T/pub.git" > /dev/null || fail "publish"
git -C "$T/pub.git" log -p > "$T/pubh"
# While the game runs, the commits that changed the public view.
[ "$(git -C "$T/pub.git" rev-list --count HEAD)" -eq "$(git -C "$D/games/sec" log --format=%H -- views/public.txt | wc -l)" ] ||
	fail "publish did not copy every commit that changed the public view"
for x in pw-ana-1 pw-bob-1 argon2id 'key ' "@x.test" 'juez+' 00112233445566778899aabbccddeeff 'CLAVE'; do
	grep -qF -- "$x" "$T/pubh" && fail "the published copy holds '$x'"
done
git -C "$T/pub.git" show HEAD:views/public.txt > /dev/null || fail "no public view published"
# A folder that cannot be made because its parent is missing is a setting
# to fix (78), never "try again later" (75), for both kinds of copy.
for how in "" --repo; do
	set +e
	es publish sec $how "$T/no/such/folder" > /dev/null 2> "$T/pub.err"
	rc=$?
	set -e
	[ $rc -eq 78 ] || fail "publish $how into a missing parent folder: exit $rc, not 78"
	grep -q "No such file or directory" "$T/pub.err" || fail "publish $how: the reason is not said"
done
# While the game runs: no state (hands, hidden ownership), no private view,
# no seed, no orders.
[ "$(git -C "$T/pub.git" ls-tree -r --name-only HEAD | sort | tr '\n' ' ')" = "meta/game.txt meta/players.txt views/public.txt " ] ||
	fail "a running game's copy holds more than the public files: $(git -C "$T/pub.git" ls-tree -r --name-only HEAD)"
es publish sec --repo "$T/pub.git" | grep -q '^0 commits' || fail "publish is not incremental"

# 11. Nothing readable by other local users, whatever the caller's umask;
#     secrets never in messages.
umask 022
printf 'AYUDA\n' | rawmail someone@y.test umask@t
step_run
es new reconquista um --seed 00112233445566778899aabbccddeef7 --player a:a@um.test --player b:b@um.test \
	--player c:c@um.test > /dev/null
umask 077
rm -f "$D/inbox/cur/"*umask* # written by this script, not the judge
[ "$(stat -c %a "$D")" = 700 ] || fail "data root mode $(stat -c %a "$D")"
bad=$(find "$D" -perm /077 ! -type l | head -3)
[ -z "$bad" ] || fail "readable by others: $bad"
cp "$D/estafeta.conf" "$T/conf.keep"
chmod 640 "$D/estafeta.conf"
printf 'maestro-de-juego\n' | es master-password > /dev/null
[ "$(stat -c %a "$D/estafeta.conf")" = 640 ] || fail "master-password changed the config file's mode"
if printf 'corta-9ch\n' | es master-password > /dev/null 2>&1; then fail "a 9-character master password"; fi
if es new reconquista m1 --seed 00112233445566778899aabbccddeef6 --set master=nueve-chr --player a:a@m.test \
	--player b:b@m.test --player c:c@m.test > /dev/null 2>&1; then fail "master= of 9 characters accepted"; fi
printf '[judge]\npasword = MySmtpSecret123\n' >> "$D/estafeta.conf"
es status sec > "$T/o" 2>&1 && fail "a bad config key was accepted"
grep -q MySmtpSecret123 "$T/o" && fail "a config error printed a secret value"
cp "$T/conf.keep" "$D/estafeta.conf"
# 7. Guessing: after 5 wrong passwords a day for one seat, from whatever
#    addresses, failures are not answered; the seat's player and the
#    operator are told once. A good password still works, the seat's own
#    included.
printf 'operator = op@x.test\n' > "$T/op"
sed -i '/^\[judge\]/r '"$T/op" "$D/estafeta.conf"
k=0
while [ $k -lt 8 ]; do
	k=$((k + 1))
	printf 'PARTIDA sec\nJUGADOR carla\nCLAVE guess-%d\nPASO\n' $k | rawmail carla@x.test "guess$k@t"
done
step_run
answered=0
for f in "$D"/outbox/new/*; do
	mail_text "$f" | grep -q "La clave no es correcta para carla" && answered=$((answered + 1))
done
[ "$answered" -eq 5 ] || fail "$answered wrong passwords answered, expected 5"
[ "$(count_subject "Alguien está probando claves")" -eq 2 ] || fail "player and operator not told exactly once"
told=""
for f in "$D"/outbox/new/*; do
	mail_text "$f" | grep -q "más de 5 correos con una clave" && told="$told $(envelope_to "$f")"
done
[ "$told" = " op@x.test carla@x.test" ] || [ "$told" = " carla@x.test op@x.test" ] ||
	fail "told about guessing: '$told' (expected carla and the operator, once each)"
w=$(status_of sec waiting)
h=$(head_of sec)
if [ "$w" != carla ]; then
	es bot sec "$w" | envelope sec "$w" "pw-$w-1" | rawmail "$w@x.test" good-after@t
	step_run
	[ "$(head_of sec)" != "$h" ] || fail "a good password stopped working after guesses on another seat"
fi
# Past the limit the right password is still checked, applied and
# answered: the throttle only holds back the answers to failures
# (tests/e2e/throttle.sh tries it across games and for the master).
printf 'PARTIDA sec\nJUGADOR carla\nCLAVE pw-carla-1\nPRENSA todos sigo\n' | rawmail carla@x.test right-pw@t
h=$(head_of sec)
step_run
[ "$(head_of sec)" != "$h" ] || fail "the right password past the limit of wrong ones was not applied"

# 8. Reflector: an address that is no player's gets at most 10 answers a
#    day, and an answer quotes at most 80 characters of the sender's text.
long=$(printf '%0600d' 0 | tr 0 A)
k=0
while [ $k -lt 12 ]; do
	k=$((k + 1))
	printf 'PARTIDA sec\nJUGADOR %s\nCLAVE x\nPASO\n' "$long" | rawmail victim@else.test "refl$k@t"
done
step_run
n=0
for f in "$D"/outbox/new/*; do [ "$(envelope_to "$f")" = victim@else.test ] && n=$((n + 1)) && last=$f; done
[ "$n" -eq 10 ] || fail "$n answers to a stranger in a day, expected 10"
[ "$(wc -c < "$last")" -lt 4000 ] || fail "the answer reflects $(wc -c < "$last") bytes"
assert_contains "$(mail_text "$last")" "AAAA…" "the quote is cut visibly"
if mail_text "$last" | grep -q 'A\{81\}'; then fail "more than 80 characters of the sender's text quoted"; fi
# Wrong master passwords from one sender lose their answers the same way.
k=0
while [ $k -lt 7 ]; do
	k=$((k + 1))
	printf 'PARTIDA sec\nDIRECTOR\nCLAVE guess-%d\nESTADO\n' $k | rawmail jefe@x.test "gmguess$k@t"
done
step_run
n=0
for f in "$D"/outbox/new/*; do mail_text "$f" | grep -q "La clave de director no es correcta" && n=$((n + 1)); done
[ "$n" -eq 5 ] || fail "$n wrong master passwords answered, expected 5"
echo "security: ok"
