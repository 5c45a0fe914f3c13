#!/bin/sh
# asan: yes
# A secret the author writes into free text (PRENSA to all or to one,
# DIFUNDIR by the game master, a comment line) is stored nowhere in clear:
# not in the repository's files or history (every object), not in commit
# messages, not in the outbox (the relayed press included), not anywhere
# else under the data root. Only the operator's inbox keeps the mail as
# received. The relayed text says "***" where the secret was.
. tests/e2e/lib.sh

es new reconquista ps --seed 0d --insecure-seed --set master=Dir-Secreta-8840 \
	--player ana:ana@x.test:Zorro-ana-7731 --player berta:berta@x.test:Lince-berta-2290 \
	--player carla:carla@x.test:pc > /dev/null

# The welcome mails tell each player their password: they are set apart.
mkdir -p "$T/welcome"
mv "$D/outbox/new"/* "$T/welcome/"

printf 'PRENSA todos mi clave es Zorro-ana-7731, guardadla.\nY otra vez: Zorro-ana-7731\n' |
	envelope ps ana Zorro-ana-7731 | send plain ana@x.test s1@t
# A refused line quotes the author's words: not the password in them.
printf 'PASO Zorro-ana-7731\n' | envelope ps ana Zorro-ana-7731 | send plain ana@x.test s4@t
printf 'PRENSA carla la mía es Lince-berta-2290\n' | envelope ps berta Lince-berta-2290 | send plain berta@x.test s2@t
printf 'PARTIDA ps\nDIRECTOR\nCLAVE Dir-Secreta-8840\nDIFUNDIR Mi clave de director: Dir-Secreta-8840\nno la uséis.\n' |
	send plain jefe@x.test s3@t
h0=$(head_of ps)
step_run
[ "$(head_of ps)" != "$h0" ] || fail "nothing committed"
t=$(last_mail_to carla@x.test)
assert_contains "$t" "Mi clave de director: ***" "the broadcast, secret hidden"
outbox_decode
grep -l 'mi clave es \*\*\*, guardadla.' "$D.dec"/* > /dev/null || fail "ana's press not relayed"
grep -l 'la mía es \*\*\*' "$D.dec"/* > /dev/null || fail "berta's press not relayed"
grep -l 'Línea 4: «PASO \*\*\*»' "$D.dec"/* > /dev/null || fail "the refused line is not quoted"

for s in Zorro-ana-7731 Lince-berta-2290 Dir-Secreta-8840; do
	g=$D/games/ps
	! git -C "$g" log -p --all | grep -qF "$s" || fail "$s in the repository's history"
	! git -C "$g" cat-file --batch-all-objects --batch | grep -aqF "$s" || fail "$s in a repository object"
	! grep -rlF "$s" "$D.dec" || fail "$s in a relayed or answered mail"
	! grep -rlaF --exclude-dir=inbox "$s" "$D" || fail "$s stored under the data root"
done
# The test sees the secrets where they are kept: in the operator's inbox.
grep -rlqF Zorro-ana-7731 "$D/inbox" || fail "the inbox lost the mail as received"
echo "press_secrets: ok"
