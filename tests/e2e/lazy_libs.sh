#!/bin/sh
# asan: yes
# A fresh process maps only what its work needs (issue 17 item 6): the
# binary names no shared library but libc and libm (libgit2, libetpan and
# the small libraries are linked in: adjudicator/link.mk); a Maildir batch
# without pictures opens none of the libraries kept for later (libcurl,
# cairo, libetpan's IMAP client, libssh2, the Kerberos GSS-API); a batch
# that draws a picture opens cairo (and the picture is in the mail); a run
# whose outbox is SMTP opens libcurl (a mirror over ssh opens libssh2:
# mirror_ssh.sh). libgit2's start-up does not read the CA bundle.
. tests/e2e/lib.sh
LATER='file=(libcurl|libcairo|libetpan|libssh2|libgssapi|libgnutls|libcrypto)'

objdump -p "$ESTAFETA" | grep NEEDED > "$T/needed"
grep -q 'libc\.so' "$T/needed" || fail "objdump shows no libraries at all"
# (The sanitizer build also names its runtimes.)
sed -E '/lib(c|m|asan|ubsan)\.so/d' "$T/needed" | grep -q . && fail "the binary links more than libc and libm: $(cat "$T/needed")"

P3="--player ana:ana@x.test:pa --player berta:berta@x.test:pb --player carla:carla@x.test:pc"
printf 'pictures = off\n' >> "$D/estafeta.conf"
es new reconquista g --seed 0a --insecure-seed $P3 > /dev/null
w=$(status_of g waiting)
es bot g "$w" | envelope g "$w" "p$(echo "$w" | cut -c1)" | send plain "$w@x.test" "m1@t"
now_plus 1
# LD_DEBUG=files names every library the loader opens, dlopen included.
LD_DEBUG=files es run > "$T/run" 2> "$T/ld"
grep -q 'accepted 1 ' "$T/run" || { cat "$T/run" >&2; fail "the mail was not accepted"; }
grep -q 'file=libc\.so' "$T/ld" || fail "LD_DEBUG said nothing of the libraries"
grep -Eq "$LATER" "$T/ld" && fail "a Maildir batch without pictures loaded $(grep -Eo "$LATER" "$T/ld" | sort -u)"
# The CA bundle is a file the batch never opens (tlslazy.c defers it).
# (Not under the sanitizers: LeakSanitizer cannot run under ptrace.)
command -v strace > /dev/null 2>&1 || tests/install-deps.sh strace
command -v strace > /dev/null 2>&1 || fail "strace is needed"
if [ "${SANITIZED:-0}" = 0 ]; then
	w=$(status_of g waiting)
	es bot g "$w" | envelope g "$w" "p$(echo "$w" | cut -c1)" | send plain "$w@x.test" "m2@t"
	now_plus 1
	strace -f -e trace=openat -o "$T/st" "$ESTAFETA" -C "$D" --now "$NOW" run > "$T/run"
	grep -q 'accepted 1 ' "$T/run" || fail "the second mail was not accepted"
	grep -q 'openat' "$T/st" || fail "strace saw nothing"
	grep -q 'ca-certificates' "$T/st" && fail "the batch read the CA bundle"
fi

# Pictures on: cairo is opened, and the picture reaches the mail.
sed -i 's/^pictures = off$/pictures = on/' "$D/estafeta.conf"
w=$(status_of g waiting)
es bot g "$w" | envelope g "$w" "p$(echo "$w" | cut -c1)" | send plain "$w@x.test" "m3@t"
now_plus 1
LD_DEBUG=files es run > "$T/run" 2> "$T/ld"
grep -q 'accepted 1 ' "$T/run" || fail "the third mail was not accepted"
grep -q 'file=libcairo' "$T/ld" || fail "a batch with pictures did not load cairo"
grep -q 'file=libcurl' "$T/ld" && fail "a Maildir batch loaded libcurl"
last=$(ls "$D/outbox/new" | sort | tail -n 1)
grep -q 'image/png' "$D/outbox/new/$last" || fail "no picture in the last mail"

# An SMTP outbox (nothing listens: the run fails to send): libcurl opened.
printf '[outbox]\nurl = smtp://127.0.0.1:9/\n' >> "$D/estafeta.conf"
w=$(status_of g waiting)
es bot g "$w" | envelope g "$w" "p$(echo "$w" | cut -c1)" | send plain "$w@x.test" "m4@t"
now_plus 1
LD_DEBUG=files es run > "$T/run" 2> "$T/ld" || true
grep -q 'file=libcurl' "$T/ld" || fail "a batch with an SMTP outbox did not load libcurl"

echo ok
