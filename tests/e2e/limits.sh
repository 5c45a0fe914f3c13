#!/bin/sh
# asan: yes
# Limits apply to structure, never to words, and a mail over a limit is
# answered with the reason: a body that merely says "multipart" 201 times
# is read normally, a mail nesting 1,000 MIME parts gets a reply naming
# the limit, and 250 KB of blank lines are read (and read in linear time).
. tests/e2e/lib.sh
# The production default, so that a 250 KB body is really parsed.
printf '[judge]\naddress = juez@estafeta.test\npwhash = fast\nmax_mail_bytes = 262144\n' > "$D/estafeta.conf"

es new reconquista g1 --seed 01 --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
pw() { case $1 in ana) echo pa ;; berta) echo pb ;; carla) echo pc ;; esac; }
commits() { git -C "$D/games/g1" rev-list --count HEAD; }
[ -n "$(status_of g1 waiting)" ] || fail "nobody waited for after creation"

# 1. The word "multipart" 201 times (and "rfc822") in a plain body, before
# a valid envelope: processed normally.
w=$(status_of g1 waiting)
c0=$(commits)
{
	i=0
	while [ $i -lt 201 ]; do printf 'multipart rfc822 '; i=$((i + 1)); done
	printf '\n\n'
	es bot g1 "$w" | envelope g1 "$w" "$(pw "$w")"
} | send plain "$w@x.test" words@t
now_plus 1
es run > "$T/run.out" || fail "run failed on the multipart words"
grep -q "accepted 1 " "$T/run.out" || { cat "$T/run.out" >&2; last_mail_to "$w@x.test" >&2; fail "multipart words: the orders were not accepted"; }
[ "$(commits)" -eq $((c0 + 1)) ] || fail "multipart words: no commit"

# 2. 1,000 nested multiparts from a player: a reply stating the limit.
w=$(status_of g1 waiting)
c0=$(commits)
{
	printf 'From: <%s@x.test>\nTo: juez@estafeta.test\nMessage-ID: <nest@t>\nSubject: ordenes\n' "$w"
	i=0
	while [ $i -lt 1000 ]; do
		printf 'Content-Type: multipart/mixed; boundary=b%dz\n\n--b%dz\n' $i $i
		i=$((i + 1))
	done
	printf 'Content-Type: text/plain\n\n'
	es bot g1 "$w" | envelope g1 "$w" "$(pw "$w")"
} > "$D/inbox/new/nested.test"
n0=$(outbox_count)
now_plus 1
es run > "$T/run.out" || fail "run failed on the nested mail"
[ "$(outbox_count)" -eq $((n0 + 1)) ] || { cat "$T/run.out" >&2; fail "nested mail: expected one reply, got $(($(outbox_count) - n0))"; }
t=$(last_mail_to "$w@x.test")
assert_contains "$t" "In-Reply-To: nest@t" "nested mail: the reply threads"
assert_contains "$t" "more than 64 multipart or attached-message parts" "nested mail: the reply states the limit"
assert_contains "$t" "tiene más de 64 partes MIME" "nested mail: the limit in Spanish too"
[ "$(commits)" -eq "$c0" ] || fail "nested mail changed the game"
ls "$D/inbox/cur/nested.test:2,S" > /dev/null || fail "nested mail not marked handled"

# 3. 250 KB of blank lines between the envelope and the orders: answered
# (accepted). Before env_parse was linear this alone took 15 s of CPU.
w=$(status_of g1 waiting)
c0=$(commits)
printf 'PARTIDA g1\nJUGADOR %s\nCLAVE %s\n' "$w" "$(pw "$w")" > "$T/blank"
head -c 256000 /dev/zero | tr '\0' '\n' >> "$T/blank"
es bot g1 "$w" >> "$T/blank"
send plain "$w@x.test" blank@t < "$T/blank"
now_plus 1
es run > "$T/run.out" || fail "run failed on the blank lines"
grep -q "accepted 1 " "$T/run.out" || { cat "$T/run.out" >&2; last_mail_to "$w@x.test" >&2; fail "blank lines: the orders were not accepted"; }
[ "$(commits)" -eq $((c0 + 1)) ] || fail "blank lines: no commit"
grep -l "^In-Reply-To: <blank@t>" "$D/outbox/new"/* | xargs grep -l "^To: .*<$w@x.test>" > /dev/null ||
	fail "blank lines: no reply to the mail"

echo "limits: all cases passed"
