#!/bin/sh
# More than one game master: CODIRECTOR gives an address a master
# password of its own, mailed to it alone; CAMBIAR CLAVE renews the
# password the mail gave; TRASPASAR hands the game to a co-master. Only
# hashes reach the repository; forged mails with wrong passwords, from
# the co-master's address or from anyone, never stop its right password.
. tests/e2e/lib.sh

es new reconquista cm --seed 0c --insecure-seed --set master=dir-cm-secreta --set master_address=jefe@x.test \
	--player ana:ana@x.test:pw-ana --player bob:bob@x.test:pw-bob --player carla:carla@x.test:pw-carla > /dev/null
gm() { # FROM PASSWORD MSGID < commands
	{ printf 'PARTIDA cm\nDIRECTOR\nCLAVE %s\n' "$2"; cat; } | send plain "$1" "$3"
}
# pw_in ADDR LABEL: the password after LABEL in the newest mail to ADDR.
pw_in() {
	outbox_decode
	(cd "$D/outbox/new" && ls | sort | xargs -r grep -li "^To: .*<$1>") | sed "s|^|$D.dec/|" |
		xargs -r sed -n "s/^$2 //p" | tail -1
}

# 1. A co-master, appointed by mail: the password reaches that address only.
printf 'CODIRECTOR co@x.test\n' | gm jefe@x.test dir-cm-secreta c1@t
step_run
assert_contains "$(confirm_to jefe@x.test)" "co@x.test es codirector: su clave le ha llegado solo a esa dirección" "echo"
cpw=$(pw_in co@x.test 'Tu clave de director es:')
[ -n "$cpw" ] || fail "no password mailed to the co-master"
assert_not_contains "$(last_mail_to jefe@x.test)" "$cpw" "the co-master's password went to the master"
git -C "$D/games/cm" show HEAD:secret/master.txt | grep -q '^comaster co@x.test argon2id:' || fail "no co-master hash"
printf 'CODIRECTOR no-es-una-direccion\n' | gm jefe@x.test dir-cm-secreta c2@t
step_run
assert_contains "$(confirm_to jefe@x.test)" "CODIRECTOR no-es-una-direccion" "a bad address refused, quoted"
# Every line is checked before any is applied: one mail naming the same
# co-master twice is refused whole, quoting the second line.
printf 'CODIRECTOR otro@x.test\nCODIRECTOR otro@x.test\n' | gm jefe@x.test dir-cm-secreta c3@t
step_run
assert_contains "$(confirm_to jefe@x.test)" "CODIRECTOR otro@x.test" "the second line refused, quoted"
if git -C "$D/games/cm" show HEAD:secret/master.txt | grep -q 'otro@x.test'; then fail "half a mail applied"; fi
[ -z "$(pw_in otro@x.test 'Tu clave de director es:')" ] || fail "a password mailed for a refused mail"

# 2. Forged wrong passwords, "from" the co-master and from anyone: its
#    right password is applied and answered all the same.
k=0
while [ $k -lt 8 ]; do
	k=$((k + 1))
	printf 'PAUSAR\n' | gm co@x.test "adivina-$k" "f$k@t"
	printf 'PAUSAR\n' | gm "forger$k@y.test" "adivina-$k" "g$k@t"
done
step_run
d0=$(status_of cm deadline)
printf 'PRORROGAR 24h\n' | gm co@x.test "$cpw" right1@t
step_run
[ "$(status_of cm deadline)" = "$(date -u -d "$d0 + 24 hours" +%Y-%m-%dT%H:%M:%SZ)" ] ||
	fail "the co-master's right password was refused after forged wrong ones"
assert_contains "$(confirm_to co@x.test)" "Se han aplicado en la partida cm" "the co-master's right mail was not answered"

# 3. CAMBIAR CLAVE by the co-master: a new password to it alone, the old
#    one void; the game master's password is untouched.
printf 'CAMBIAR CLAVE\n' | gm co@x.test "$cpw" p1@t
step_run
cpw2=$(pw_in co@x.test 'Tu nueva clave de director es:')
[ -n "$cpw2" ] && [ "$cpw2" != "$cpw" ] || fail "no new co-master password"
h=$(head_of cm)
printf 'PAUSAR\n' | gm co@x.test "$cpw" p2@t
step_run
[ "$(head_of cm)" = "$h" ] || fail "the old co-master password still works"
printf 'PAUSAR\nREANUDAR\n' | gm co@x.test "$cpw2" p3@t
step_run
assert_contains "$(confirm_to co@x.test)" "Se han aplicado en la partida cm" "the new co-master password"
printf 'PAUSAR\nREANUDAR\n' | gm jefe@x.test dir-cm-secreta p4@t
step_run
assert_contains "$(confirm_to jefe@x.test)" "Se han aplicado en la partida cm" "the master's password after the co-master's change"

# 4. CAMBIAR CLAVE by the game master: mailed to the game's master address.
printf 'CHANGE PASSWORD\n' | gm jefe@x.test dir-cm-secreta p5@t
step_run
mpw=$(pw_in jefe@x.test 'Tu nueva clave de director es:')
[ -n "$mpw" ] || fail "no new master password"
h=$(head_of cm)
printf 'PAUSAR\n' | gm jefe@x.test dir-cm-secreta p6@t
step_run
[ "$(head_of cm)" = "$h" ] || fail "the old master password still works"

# 5. TRASPASAR: the co-master takes the game over (BECOME MASTER); the
#    old master's password is void, the reports go to the new master.
printf 'TRASPASAR co@x.test\n' | gm co@x.test "$cpw2" t1@t
step_run
assert_contains "$(confirm_to co@x.test)" "La partida pasa a co@x.test" "handover echo"
git -C "$D/games/cm" show HEAD:meta/players.txt | grep -qx 'master co@x.test' || fail "the master address did not pass"
git -C "$D/games/cm" show HEAD:secret/master.txt | grep -q '^comaster' && fail "still a co-master"
h=$(head_of cm)
printf 'PAUSAR\n' | gm jefe@x.test "$mpw" t2@t
step_run
[ "$(head_of cm)" = "$h" ] || fail "the old master's password still works after the handover"
printf 'PAUSAR\n' | gm co@x.test "$cpw2" t3@t
step_run
[ "$(head_of cm)" != "$h" ] || fail "the new master's password"
printf 'TRASPASAR nadie@x.test\n' | gm co@x.test "$cpw2" t4@t
step_run
assert_contains "$(confirm_to co@x.test)" "TRASPASAR nadie@x.test" "handover to a stranger refused"

# No password of any master, anywhere in the history.
for s in dir-cm-secreta "$cpw" "$cpw2" "$mpw"; do
	if git -C "$D/games/cm" log -p --all | grep -qF -- "$s"; then fail "a master password in clear in the repository"; fi
done
# Commit lines are public (the published copy, git log): they say what the
# masters did, never a master's address.
if git -C "$D/games/cm" log --format=%B | grep -qiF co@x.test; then
	fail "a co-master's address in a commit line: $(git -C "$D/games/cm" log --format=%s | grep -iF co@x.test | head -1)"
fi
es verify cm > /dev/null || fail "verify"
echo "comaster: ok"
