#!/bin/sh
# `estafeta health`: the last complete batch, mail queued and waiting,
# games past their deadline, games set aside; exit 1 when something needs
# the operator (thresholds: [judge] health_*_minutes). Server passwords
# from a command are read only by `run`, never by status, view or health.
. tests/e2e/lib.sh
# health_rc: health's exit code, its output in $T/h.

# A judge set up and not run yet is not failing: it says so, no problem.
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "health of a fresh data root is a problem"; }
grep -q '^last-batch never (no run yet)$' "$T/h" || { cat "$T/h"; fail "no 'last-batch never (no run yet)'"; }

es new reconquista hl --seed 0e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
now_plus 1
es run > /dev/null
# The welcomes stay in the outbox (no SMTP here): young, so not a problem.
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "health right after a run"; }
grep -q '^outbox 3 oldest' "$T/h" || { cat "$T/h"; fail "outbox not counted"; }
grep -q '^ok$' "$T/h" || fail "no ok line"
grep -q '^outbox-staged' "$T/h" && { cat "$T/h"; fail "a batch that ended left mail staged"; }
# Mail held back in outbox/staged (a copy a power cut tore, its game not
# run since) is named; once old, it is a problem.
mkdir -p "$D/outbox/staged"
printf torn > "$D/outbox/staged/0123456789abcdef0123456789abcdef01234567"
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "young staged mail is a problem"; }
grep -q '^outbox-staged 1 oldest' "$T/h" || { cat "$T/h"; fail "staged mail not counted"; }
touch -d "$NOW - 2 hours" "$D/outbox/staged/0123456789abcdef0123456789abcdef01234567"
[ "$(health_rc)" -eq 1 ] || { cat "$T/h"; fail "mail staged for hours is ok"; }
grep -q '^problem outbox-staged 1 oldest' "$T/h" || { cat "$T/h"; fail "old staged mail not flagged"; }
rm -f "$D/outbox/staged/0123456789abcdef0123456789abcdef01234567"
# An hour later without a run: the batch is old (30 min) and the queue too
# (files aged against the test clock).
# Without SMTP the outbox Maildir is where answers are delivered: old
# mail there is no problem. With SMTP it is mail the server has not taken.
touch -d "$NOW - 2 hours" "$D"/outbox/new/*
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "answers delivered into the outbox (no SMTP) are a problem"; }
grep -q '^outbox 3 oldest' "$T/h" || { cat "$T/h"; fail "outbox not counted"; }
cp "$D/estafeta.conf" "$T/conf"
printf '[outbox]\nurl = smtp://127.0.0.1:9\n' >> "$D/estafeta.conf"
[ "$(health_rc)" -eq 1 ] || { cat "$T/h"; fail "an old outbox is ok"; }
grep -q '^problem outbox 3 oldest' "$T/h" || { cat "$T/h"; fail "an old outbox not flagged"; }
cp "$T/conf" "$D/estafeta.conf"
rm -f "$D"/outbox/new/*
now_plus 1
[ "$(health_rc)" -eq 1 ] || fail "a batch an hour old is ok"
grep -q '^problem last-batch' "$T/h" || { cat "$T/h"; fail "an old batch not flagged"; }
printf '[judge]\naddress = juez@estafeta.test\npwhash = fast\nclock_jump_hours = 0\nhealth_batch_minutes = 120\n' > "$D/estafeta.conf"
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "health_batch_minutes not honoured"; }
# Past the deadline (72 h) by more than an hour, no run: late.
now_plus 73
es run > /dev/null 2>&1 || true
now_plus 1
now_plus 1
printf '[judge]\naddress = juez@estafeta.test\npwhash = fast\nclock_jump_hours = 0\nhealth_batch_minutes = 100000\n' > "$D/estafeta.conf"
dl=$(status_of hl deadline)
NOW=$(date -u -d "$dl + 2 hours" +%Y-%m-%dT%H:%M:%SZ)
[ "$(health_rc)" -eq 1 ] || { cat "$T/h"; fail "a late game is ok"; }
grep -q '^problem late hl deadline' "$T/h" || { cat "$T/h"; fail "a late game not flagged"; }
es run > /dev/null
rm -f "$D"/outbox/new/* # their mtime is the real clock's, not the test's
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "health after the timeout was applied"; }
# Mail waiting in the inbox for long; a game set aside.
send plain ana@x.test w1@x < /dev/null
touch -d "$NOW - 2 hours" "$D"/inbox/new/*
[ "$(health_rc)" -eq 1 ] || fail "old inbox mail is ok"
grep -q '^problem inbox 1 oldest' "$T/h" || { cat "$T/h"; fail "old inbox mail not flagged"; }
rm -f "$D"/inbox/new/*
mkdir -p "$D/spool"
printf '3\nrepository damaged\n' > "$D/spool/hl.failing"
[ "$(health_rc)" -eq 1 ] || fail "a game set aside is ok"
grep -q '^problem failing hl 3 repository damaged' "$T/h" || { cat "$T/h"; fail "a game set aside not flagged"; }
rm -f "$D/spool/hl.failing"

# Secrets: a password command runs only for `run`.
cat >> "$D/estafeta.conf" <<CONF
[inbox]
url = imap://127.0.0.1:9/INBOX
user = judge
password_command = touch $T/secret-read; echo pw
tls = off
[network]
timeout = 2
CONF
es status hl > /dev/null
es view hl > /dev/null
es view hl ana > /dev/null
es health > /dev/null 2>&1 || true
[ ! -e "$T/secret-read" ] || fail "status, view or health ran the password command"
now_plus 1
set +e
es run > /dev/null 2>&1
rc=$?
set -e
[ -e "$T/secret-read" ] || fail "run did not read the password"
[ $rc -eq 75 ] || fail "a server down: exit $rc, not 75"
echo "health: ok"
