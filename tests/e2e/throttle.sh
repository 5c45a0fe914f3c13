#!/bin/sh
# The throttle limits answers, never credentials: forged mail with wrong
# passwords "from" a player's address, or for a game's master, never
# keeps the right password from being applied and answered, in any game
# of the data root; a mail counts once however often its batch is killed
# at the barrier and run again; answers to strangers have caps over all
# senders (per batch, per hour); what strangers leave (seen/, throttle/,
# answers' records in spool/sent/) expires, and a player's mail is still
# applied exactly once afterwards.
. tests/e2e/lib.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"
printf 'operator = op@x.test\n' >> "$D/estafeta.conf"

# n_to ADDR [TEXT]: outbox mails to ADDR (whose text has TEXT).
n_to() {
	n=0
	for f in $(cd "$D/outbox/new" && grep -li "^To: .*<$1>" -- * 2> /dev/null); do
		[ -z "${2:-}" ] || mail_text "$D/outbox/new/$f" | grep -qF -- "$2" || continue
		n=$((n + 1))
	done
	echo $n
}
mk() { # GAME MASTER
	es new reconquista "$1" --seed 0c --insecure-seed --set "master=$2" --player ana:ana@x.test:pw-ana \
		--player bob:bob@x.test:pw-bob --player carla:carla@x.test:pw-carla > /dev/null
}
mk g1 dir-g1-secreta
mk g2 dir-g2-secreta

# forge N FORMAT FROM ID: N mails, the k-th of body printf FORMAT k, from
# FROM and with Message-ID ID (both printf formats of k too).
forge() {
	fk=0
	while [ $fk -lt "$1" ]; do
		fk=$((fk + 1))
		# shellcheck disable=SC2059 # the formats are the callers'
		printf "$2" $fk | send plain "$(printf "$3" $fk)" "$(printf "$4" $fk)"
	done
}

# 1. Eight forged wrong passwords "from" ana in g1; then her right
#    password is applied and answered, in g1 and in g2.
forge 8 'PARTIDA g1\nJUGADOR ana\nCLAVE adivina-%d\nPRENSA todos x\n' ana@x.test 'forged%d@t'
step_run
[ "$(n_to ana@x.test 'La clave no es correcta')" -eq 5 ] || fail "wrong passwords answered: not 5"
[ "$(n_to ana@x.test 'Tu clave sigue valiendo: un correo con la clave correcta se aplica')" -eq 1 ] ||
	fail "ana not told once, truthfully, that her password still works"
h1=$(head_of g1)
h2=$(head_of g2)
for g in g1 g2; do
	printf 'PARTIDA %s\nJUGADOR ana\nCLAVE pw-ana\nPRENSA todos soy ana en %s\n' $g $g | send plain ana@x.test "right-$g@t"
done
step_run
[ "$(head_of g1)" != "$h1" ] || fail "the right password was refused after forged wrong ones (g1)"
[ "$(head_of g2)" != "$h2" ] || fail "the right password was refused in another game (g2)"
git -C "$D/games/g1" log -1 -p | grep -q 'soy ana en g1' || fail "g1 did not apply ana's press"
[ "$(n_to ana@x.test 'Tu mensaje de prensa se ha enviado')" -eq 2 ] || fail "ana's right mails were not answered"

# 2. The game master: six forged wrong master passwords from anyone,
#    then ten answers to the master's own address (its daily share as
#    a stranger); the right password is applied and answered, and a
#    right one with a bad line is answered too.
forge 6 'PARTIDA g1\nDIRECTOR\nCLAVE adivina-%d\nPAUSAR\n' 'forger%d@y.test' 'gmforged%d@t'
forge 10 'AYUDA\n' jefe@x.test 'help%d@t'
step_run
[ "$(n_to jefe@x.test)" -eq 10 ] || fail "the master's address got $(n_to jefe@x.test) answers, expected 10"
d0=$(status_of g1 deadline)
printf 'PARTIDA g1\nDIRECTOR\nCLAVE dir-g1-secreta\nPRORROGAR 48h\n' | send plain jefe@x.test gm-right@t
step_run
want=$(date -u -d "$d0 + 48 hours" +%Y-%m-%dT%H:%M:%SZ)
[ "$(status_of g1 deadline)" = "$want" ] || fail "the right master password was refused after forged wrong ones"
[ "$(n_to jefe@x.test 'Plazo prorrogado')" -eq 1 ] || fail "the master's right mail was not answered"
printf 'PARTIDA g1\nDIRECTOR\nCLAVE dir-g1-secreta\nVOLAR\n' | send plain jefe@x.test gm-bad@t
step_run
[ "$(n_to jefe@x.test 'VOLAR')" -eq 1 ] || fail "the master's refused command was not answered"
# Six wrong ones from one sender: five answered.
forge 6 'PARTIDA g2\nDIRECTOR\nCLAVE adivina-%d\nPAUSAR\n' pesado@y.test 'gmone%d@t'
step_run
[ "$(n_to pesado@y.test 'La clave de director no es correcta')" -eq 5 ] || fail "wrong master passwords answered: not 5"

# 3. A wrong password whose batch is killed at its barrier three times
#    counts once: with four more, five failures, all answered, no notice.
kill_run() {
	strace -f -qq -o /dev/null -e trace=syncfs -e inject=syncfs:signal=KILL:when=1 \
		"$ESTAFETA" -C "$D" --now "$NOW" run > /dev/null 2>&1 && fail "the run was not killed"
	[ -n "$(ls "$D/inbox/new")" ] || fail "mail was marked handled before the barrier"
}
printf 'PARTIDA g2\nJUGADOR bob\nCLAVE mala-1\nPRENSA todos x\n' | send plain bob@x.test killed@t
now_plus 1
kill_run
kill_run
kill_run
es run > /dev/null
k=1
while [ $k -lt 5 ]; do
	k=$((k + 1))
	printf 'PARTIDA g2\nJUGADOR bob\nCLAVE mala-%d\nPRENSA todos x\n' $k | send plain bob@x.test "bobwrong$k@t"
done
step_run
[ "$(n_to bob@x.test 'La clave no es correcta')" -eq 5 ] || fail "a killed batch counted its failure more than once"
[ "$(n_to bob@x.test 'Alguien está probando claves')" -eq 0 ] || fail "bob told of guessing after 5 failures"

# 4. 25 forged strangers in one batch: 10 answers (the batch's cap); 25
#    more ten minutes later: 5 (the hour's); after the hour, 10 again.
printf 'stranger_answers_batch = 10\nstranger_answers_hour = 15\n' > "$T/caps"
sed -i '/^\[judge\]/r '"$T/caps" "$D/estafeta.conf"
strangers() { # TAG
	k=0
	while [ $k -lt 25 ]; do
		k=$((k + 1))
		printf 'AYUDA\n' | send plain "s$k-$1@z.test" "$1-$k@t"
	done
}
strangers_answered() { # TAG
	(cd "$D/outbox/new" && grep -li "^To: .*-$1@z.test>" -- *) | wc -l
}
strangers a
now_plus 1
es run > "$T/sum"
[ "$(strangers_answered a)" -eq 10 ] || fail "$(strangers_answered a) strangers answered in a batch, cap 10"
grep -q '^unanswered 15 capped 15$' "$T/sum" || fail "summary: $(cat "$T/sum")"
strangers b
NOW=$(date -u -d "$NOW + 10 minutes" +%Y-%m-%dT%H:%M:%SZ)
es run > /dev/null
[ "$(strangers_answered b)" -eq 5 ] || fail "$(strangers_answered b) strangers answered, the hour's cap left 5"
strangers c
now_plus 1
es run > /dev/null
[ "$(strangers_answered c)" -eq 10 ] || fail "$(strangers_answered c) strangers answered after the hour, cap 10"
# Credentials are never capped: a player's, the data root's master's.
printf 'maestro-de-juego\n' | es master-password > /dev/null
printf 'PARTIDA g2\nJUGADOR carla\nCLAVE pw-carla\nPRENSA todos sin tope\n' | send plain carla@x.test carla-cap@t
printf 'NUEVA PARTIDA reconquista nueva\nCLAVE maestro-de-juego\n' | send plain op@x.test new-cap@t
strangers d
h2=$(head_of g2)
now_plus 1
es run > /dev/null
[ "$(strangers_answered d)" -eq 10 ] || fail "$(strangers_answered d) strangers answered, cap 10"
[ "$(head_of g2)" != "$h2" ] || fail "carla's mail not applied under a flood"
[ "$(n_to carla@x.test 'Tu mensaje de prensa se ha enviado')" -eq 1 ] || fail "carla's mail not answered under a flood"
[ "$(n_to op@x.test 'Se ha abierto la inscripción de la partida nueva')" -eq 1 ] ||
	fail "the master's sign-up not answered under a flood"

# 5. Expiry: files older than stranger_keep_days (30) go; a game's own
#    records stay; a player's mail delivered again is still a duplicate.
[ -n "$(ls "$D/throttle")" ] && [ -n "$(find "$D/seen" -type f)" ] || fail "nothing to expire"
sent_game=$(find "$D/spool/sent" -type f | while read -r f; do grep -L '\.reply\.' "$f"; done | sort)
[ -n "$sent_game" ] || fail "no game mail in the sent index"
find "$D/seen" "$D/throttle" "$D/spool/sent" -type f -exec touch -d '40 days ago' {} +
now_plus 25
es run > /dev/null
[ -z "$(ls "$D/throttle")" ] || fail "throttle counters kept: $(ls "$D/throttle" | wc -l)"
[ -z "$(find "$D/seen" -type f)" ] || fail "seen records kept: $(find "$D/seen" -type f | wc -l)"
[ -z "$(grep -rl '\.reply\.' "$D/spool/sent")" ] || fail "answers' records kept"
[ "$(find "$D/spool/sent" -type f | while read -r f; do grep -L '\.reply\.' "$f"; done | sort)" = "$sent_game" ] ||
	fail "a record of a game's mail expired"
h1=$(head_of g1)
n0=$(ls "$D/outbox/new" | wc -l)
cp "$(ls "$D"/inbox/cur/*right-g1* | head -1)" "$D/inbox/new/$(date -u -d "$NOW" +%s).again"
now_plus 1
es run > "$T/run"
grep -q ' duplicates 1 ' "$T/run" || fail "ana's mail delivered again is not taken for a duplicate: $(cat "$T/run")"
[ "$(head_of g1)" = "$h1" ] || fail "ana's mail applied twice after the expiry"
[ "$(ls "$D/outbox/new" | wc -l)" -eq "$n0" ] || fail "ana's mail answered twice after the expiry"
echo "throttle: ok"
