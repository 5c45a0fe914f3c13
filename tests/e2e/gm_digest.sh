#!/bin/sh
# The game master's daily digest (option master_digest=daily, at creation
# or by OPCION): the turn reports of every such game of one master
# address wait in the data root's queue and go as one mail a day, in the
# master's zone's day (ZONA) or UTC's, at the first batch after that day
# ends: none before, none twice, also when that batch is killed anywhere.
. tests/e2e/lib.sh
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"

for g in d1 d2 d3; do
	set -- --set master_digest=daily
	[ $g = d2 ] && set --
	es new teg $g --seed 0$((${g#d} + 4)) --insecure-seed --set master=dir-d-secreta --set master_address=jefe@x.test "$@" \
		--player "ana$g:ana$g@x.test:pw-ana$g" --player "bob$g:bob$g@x.test:pw-bob$g" > /dev/null
done
gm() { # GAME MSGID < commands
	{ printf 'PARTIDA %s\nDIRECTOR\nCLAVE dir-d-secreta\n' "$1"; cat; } | send plain jefe@x.test "$2"
}
printf 'maestro-de-juego\n' | es master-password > /dev/null
printf 'NUEVA PARTIDA teg sd\nCLAVE maestro-de-juego\nOPCION master_digest=daily\n' | send plain jefe@x.test s1@t
printf 'OPCION master_digest=daily\n' | gm d2 o2@t
printf 'ZONA America/Lima\n' | gm d3 z3@t
step_run
git -C "$D/forming/sd" show HEAD:forming.txt | grep -qx 'option master_digest=daily' || fail "not kept in a sign-up"
# reports_to_master: the reports in the outbox mailed one by one.
reports_to_master() {
	outbox_decode
	grep -l 'Informe para el director de juego de la partida' "$D.dec"/* 2> /dev/null | xargs -r grep -L '^==== ' | wc -l
}
# digests ROOT DAY: digest mails of that day in ROOT's outbox.
digests() {
	dn=0
	for f in "$1/outbox/new"/*; do
		[ -f "$f" ] || continue
		if "$TOOLS/mailtext" "$f" | grep -q "^Resumen del día $2 "; then dn=$((dn + 1)); fi
	done
	echo $dn
}

bot_rounds d1 2
bot_rounds d2 2
bot_rounds d3 2
[ "$(reports_to_master)" -eq 0 ] || fail "a report went to the game master at once"
queued=$(find "$D/spool/digest" -type f | wc -l)
[ "$queued" -ge 6 ] || fail "only $queued reports queued for the digest"
[ "$(digests "$D" 2026-11-21)" -eq 0 ] || fail "a digest before the day ended"

# The first batch after midnight UTC: the UTC day's digest, once (Lima's
# day is not over).
NOW=2026-11-22T00:30:00Z
cp -a "$D" "$T/pristine"
es run > /dev/null
[ "$(digests "$D" 2026-11-21)" -eq 1 ] || fail "not one digest of the day: $(digests "$D" 2026-11-21)"
outbox_decode
dg=$(grep -l '^Resumen del día 2026-11-21 (UTC)' "$D.dec"/*)
[ "$(echo "$dg" | wc -l)" -eq 1 ] || fail "the UTC digest is not one mail"
assert_contains "$(cat "$dg")" "Informe para el director de juego de la partida d1" "d1 in the digest"
assert_contains "$(cat "$dg")" "Informe para el director de juego de la partida d2" "d2 (OPCION) in the digest"
assert_not_contains "$(cat "$dg")" "partida d3" "d3 (Lima) in the UTC digest"
assert_contains "$(cat "$dg")" "Digest of 2026-11-21 (UTC) of your games" "English header"
nd=$(grep -c '^==== ' "$dg")
nq=$(grep -l '^zone UTC$' $(find "$T/pristine/spool/digest" -type f) | wc -l)
[ "$nd" -eq "$nq" ] || fail "$nd reports in the digest, $nq queued"
grep -q '^To: .*jefe@x.test' "$D/outbox/new/${dg##*/}" || fail "the digest is not to the game master"
es run > /dev/null
[ "$(digests "$D" 2026-11-21)" -eq 1 ] || fail "the digest was sent twice"

# Lima's day ends at 05:00 UTC.
NOW=2026-11-22T05:30:00Z
es run > /dev/null
outbox_decode
[ "$(grep -l '^Resumen del día 2026-11-21 (America/Lima)' "$D.dec"/* | wc -l)" -eq 1 ] || fail "no Lima digest"
[ "$(digests "$D" 2026-11-21)" -eq 2 ] || fail "not two digests of the day (UTC, Lima)"
[ -z "$(find "$D/spool/digest" -type f)" ] || fail "reports left in the queue after their digests"

# A report that comes late to a day whose digest went (its game was
# failing then, and delivers when it runs again) makes a digest of its
# own, sent once.
late=$(grep -l '^zone UTC$' $(find "$T/pristine/spool/digest" -type f) | head -1)
ldir=$D/spool/digest/$(basename "$(dirname "$(dirname "$late")")")/2026-11-21
mkdir -p "$ldir"
cp "$late" "$ldir/9999999999999.liga.in-2026.000.00.000009" # (a game's name may hold ".in-")
es run > /dev/null
[ "$(digests "$D" 2026-11-21)" -eq 3 ] || fail "the late report was not mailed: $(digests "$D" 2026-11-21) digests of the day"
es run > /dev/null
[ "$(digests "$D" 2026-11-21)" -eq 3 ] || fail "the late report's digest was sent twice"
outbox_decode
[ "$(grep -l '^Resumen del día 2026-11-21 (UTC)' "$D.dec"/* | xargs grep -c '^==== ' | cut -d: -f2 | sort -n | tr '\n' ' ')" = "1 $nd " ] ||
	fail "the UTC digests of the day do not hold the late report alone, then the $nd of the day"
[ -z "$(find "$D/spool/digest" -type f)" ] || fail "the late report left in the queue"

# A report that cannot be read (here a folder under a report's name) holds
# its day's digest back, and the run says so: a digest composed without it
# would have gone under the id of the whole day. Once it can be read (it
# goes, here), the digest goes with the report that waited.
odir=$(dirname "$ldir")/2026-11-20
mkdir -p "$odir"
cp "$late" "$odir/0000000000002.d1.000.00.000002"
mkdir "$odir/0000000000001.d1.000.00.000001"
if es run > /dev/null 2> "$T/err"; then fail "a report that cannot be read did not fail the run"; fi
grep -q "cannot read the digest's report" "$T/err" || { cat "$T/err" >&2; fail "the run does not say which report it cannot read"; }
[ "$(digests "$D" 2026-11-20)" -eq 0 ] || fail "the digest went without a report it could not read"
find "$odir" -mindepth 1 -type d -exec rmdir {} +
es run > /dev/null || fail "the run after the report could be read"
[ "$(digests "$D" 2026-11-20)" -eq 1 ] || fail "the digest that waited did not go"
[ -z "$(ls "$odir" 2> /dev/null)" ] || fail "the day's reports stayed after its digest"


NOW=2026-11-22T00:30:00Z
rm -f "$T/pristine/outbox/new"/* # (sent already: the snapshots compare what this run sends)
cp -a "$T/pristine" "$T/ref.d"
run_in "$T/ref.d"
run_in "$T/ref.d"
snapshot "$T/ref.d" d1 d2 d3 > "$T/ref"
once() { # SYSCALL K
	[ "$(digests "$R" 2026-11-21)" -eq 1 ] || fail "killed at $1 #$2: $(digests "$R" 2026-11-21) digests"
}
kill_recover "$T/pristine" "d1 d2 d3" 2 once rename unlink
[ "$killed" -ge 2 ] || fail "only $killed runs were killed"
# Killed at the barrier of that batch, the reports taken by the digest
# (renamed NAME.in-ID): the next run puts the same digest again, which
# the outbox puts once. A game whose delivery was cut short delivers its
# report again under its first name: that copy of a report taken goes.
R=$T/r
rm -rf "$R" && cp -a "$T/pristine" "$R"
if strace -f -qq -o /dev/null -e trace=syncfs -e inject=syncfs:signal=KILL:when=1 \
	"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1; then
	fail "the run was not killed at its barrier"
fi
taken=$(ls "$R"/spool/digest/*/2026-11-21/*.in-* 2> /dev/null)
[ "$(echo "$taken" | wc -w)" -ge 2 ] || fail "killed at the barrier: not two reports taken by the digest"
for f in $taken; do cp "$f" "${f%.in-*}"; done
run_in "$R"
run_in "$R"
[ "$(digests "$R" 2026-11-21)" -eq 1 ] || fail "killed at the barrier: $(digests "$R" 2026-11-21) digests"
nd=0
for f in "$R/outbox/new"/*; do
	"$TOOLS/mailtext" "$f" | grep -q '^Resumen del día 2026-11-21 (UTC)' && nd=$("$TOOLS/mailtext" "$f" | grep -c '^==== ')
done
[ "$nd" -eq "$nq" ] || fail "killed at the barrier, a report delivered again: $nd reports in the digest, $nq queued"
[ -z "$(find "$R/spool/digest" -type f -name '*.d[12].*')" ] || fail "the UTC day's reports left in the queue"
# A data root of the earlier release, whose digest of the day (its id
# the group's and the day's alone) was put but whose reports were not
# forgotten yet: the reports that digest took are not sent again; one
# that came after it is.
R=$T/r
rm -rf "$R" && cp -a "$T/pristine" "$R"
udir=$(dirname "$late")
ugroup=$(basename "$(dirname "$udir")")
msgid="reply.$(printf 'digest:%s:2026-11-21' "$ugroup" | b2sum -l 128 | cut -c1-32)@estafeta.test"
key=$(printf %s "$msgid" | b2sum -l 160 | cut -c1-40)
mkdir -p "$R/spool/sent/$(echo "$key" | cut -c1-2)"
rec=$R/spool/sent/$(echo "$key" | cut -c1-2)/$(echo "$key" | cut -c3-)
printf '1795307400.reply.legacy done\n' > "$rec"
touch -d '2 hours ago' "$R/spool/digest/$ugroup/2026-11-21"/*
touch -d '1 hour ago' "$rec"
cp "$late" "$R/spool/digest/$ugroup/2026-11-21/9999999999999.d1.000.00.000009"
run_in "$R"
run_in "$R"
[ "$(digests "$R" 2026-11-21)" -eq 1 ] || fail "after an upgrade: $(digests "$R" 2026-11-21) digests of the day, not the late report's alone"
for f in "$R/outbox/new"/*; do
	"$TOOLS/mailtext" "$f" | grep -q '^Resumen del día 2026-11-21 (UTC)' && nd=$("$TOOLS/mailtext" "$f" | grep -c '^==== ')
done
[ "$nd" -eq 1 ] || fail "after an upgrade the digest holds $nd reports, not the late one alone"
[ -z "$(ls "$R/spool/digest/$ugroup" 2> /dev/null)" ] || fail "after an upgrade the reports of the earlier digest stay"
echo "gm_digest: ok ($points kill points, $killed runs killed)"
