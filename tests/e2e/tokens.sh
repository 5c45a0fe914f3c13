#!/bin/sh
# asan: yes
# Reply tokens: every mail to a player has Reply-To judge+TOKEN@domain; a
# mail to that address (To, Cc or Delivered-To) from the player's own
# address needs only the orders. A forged or foreign token changes nothing;
# the password form keeps working; replies to mail without a token keep the
# plain judge address.
. tests/e2e/lib.sh

es new reconquista tk --seed 07 --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
# newest outbox file to ADDR, and its Reply-To address
last_file_to() {
	last=""
	for f in $(ls "$D/outbox/new" | sort); do
		if grep -qi "^To: .*<$1>" "$D/outbox/new/$f"; then last=$f; fi
	done
	[ -n "$last" ] || fail "no mail to $1"
	echo "$D/outbox/new/$last"
}
reply_to() { sed -n 's/^Reply-To: <\(.*\)>\r\{0,1\}$/\1/p' "$(last_file_to "$1")"; }
# rawmail FROM MSGID HEADERS < body: a plain mail with extra header lines
rawmail() {
	mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
	f="$D/inbox/new/$(date -u -d "$NOW" +%s).$2"
	{ printf 'From: <%s>\nMessage-ID: <%s>\nSubject: Re: turno\n%b\n' "$1" "$2" "$3"; cat; } > "$f"
}

ta=$(reply_to ana@x.test)
tb=$(reply_to berta@x.test)
case $ta in juez+tk.0.*@estafeta.test) ;; *) fail "welcome Reply-To is not a token address: '$ta'" ;; esac
case $tb in juez+tk.1.*@estafeta.test) ;; *) fail "berta's token: '$tb'" ;; esac
[ "$ta" != "$tb" ] || fail "two players share a token"
assert_contains "$(last_mail_to ana@x.test)" "$ta" "the welcome explains the reply address"

tok_of() { case $1 in ana) echo "$ta" ;; berta) echo "$tb" ;; *) reply_to "$1@x.test" ;; esac; }
w=$(status_of tk waiting)
tw=$(tok_of "$w")

# 1. A reply to the token with only orders, an attribution line and the
#    quoted mail: accepted, committed, confirmed with the token again.
h0=$(head_of tk)
es bot tk "$w" > "$T/orders"
{ cat "$T/orders"; printf '\nEl sáb, Estafeta escribió:\n> Turno 0: te toca\n> PARTIDA otra\n'; } |
	rawmail "$w@x.test" t1@t "To: Estafeta <$tw>"
step_run
[ "$(head_of tk)" != "$h0" ] || fail "orders by token not applied"
[ "$(count_subject "Órdenes aceptadas")" -eq 1 ] || fail "no confirmation of the token mail"
grep -l '^Subject: =?UTF-8' "$D"/outbox/new/* | xargs grep -l "^Reply-To: <$tw>" | xargs grep -qi "^To: .*<$w@x.test>" ||
	fail "confirmation lost the token Reply-To"
[ "$(reply_to "$w@x.test")" = "$tw" ] || fail "the turn report lacks the token Reply-To"
git -C "$D/games/tk" show HEAD --stat --format=%s | grep -q 'in-01.eml' || fail "token mail not committed"
# The stored copy keeps no credential: the token in To is masked.
in1=$(git -C "$D/games/tk" show --name-only --format= HEAD | grep 'in-01.eml$')
git -C "$D/games/tk" show "HEAD:$in1" > "$T/in1"
grep -q '^To: ' "$T/in1" || fail "the stored copy lost its To"
if grep -qF "${tw#juez+}" "$T/in1"; then fail "the stored copy of a token mail holds the token"; fi

# 2. The token in Cc, and as Delivered-To only (To is the plain judge).
w=$(status_of tk waiting)
tw=$(tok_of "$w")
h1=$(head_of tk)
es bot tk "$w" | rawmail "$w@x.test" t2@t "To: juez@estafeta.test\nCc: <$tw>"
step_run
[ "$(head_of tk)" != "$h1" ] || fail "token in Cc not accepted"
w=$(status_of tk waiting)
tw=$(tok_of "$w")
h2=$(head_of tk)
es bot tk "$w" | rawmail "$w@x.test" t3@t "Delivered-To: $tw\nTo: juez@estafeta.test"
step_run
[ "$(head_of tk)" != "$h2" ] || fail "token in Delivered-To not accepted"

# 3. The token from another address: refused, and the stranger gets no token.
w=$(status_of tk waiting)
tw=$(tok_of "$w")
h3=$(head_of tk)
es bot tk "$w" | rawmail mallory@x.test t4@t "To: <$tw>"
step_run
assert_contains "$(last_mail_to mallory@x.test)" "no es la dirección registrada" "token from a stranger"
[ "$(reply_to mallory@x.test)" = "juez@estafeta.test" ] || fail "a stranger got a token"

# 4. Another player's token from one's own address: refused.
case $w in ana) other=berta ;; *) other=ana ;; esac
es bot tk "$w" | rawmail "$other@x.test" t5@t "To: <$tw>"
step_run
assert_contains "$(last_mail_to "$other@x.test")" "no es la dirección registrada" "foreign token"

# 5. A forged MAC (last hex digit changed) without envelope: refused.
bad=$(printf '%s' "$tw" | sed 's/\(.\)@/\1x@/; s/[0-9a-f]x@/0@/')
[ "$bad" != "$tw" ] || bad=$(printf '%s' "$tw" | sed 's/.@/1@/')
[ "$bad" != "$tw" ] || fail "could not forge"
es bot tk "$w" | rawmail "$w@x.test" t6@t "To: <$bad>"
step_run
assert_contains "$(last_mail_to "$w@x.test")" "ya no es válida" "forged token"
[ "$(head_of tk)" = "$h3" ] || fail "a refused token mail changed the game"

# 6. The password form still works, and mail without a token or a known
#    sender is answered with the plain judge address.
es bot tk "$w" | envelope tk "$w" "p$(printf %.1s "$w")" | send plain "$w@x.test" t7@t
step_run
[ "$(head_of tk)" != "$h3" ] || fail "password form no longer works"
printf 'hola\n' | send plain curioso@x.test t8@t
step_run
[ "$(reply_to curioso@x.test)" = "juez@estafeta.test" ] || fail "mail without token got a token Reply-To"
es verify tk > /dev/null || fail "verify after token mails"
echo "tokens: ok"
