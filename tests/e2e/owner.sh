#!/bin/sh
# Files another user left in the service user's data root (a command run
# as root): the runs of the service user fail with exit 77 (permission),
# naming the file and the chown that gives the data root back, never as
# the disk (74), a retry (75) or a stuck game (70); health says so. And
# `master-password` run as root keeps estafeta.conf the service user's.
. tests/e2e/lib.sh
if [ "$(id -u)" != 0 ] || ! command -v setpriv > /dev/null; then
	echo "owner: skipped: needs root and setpriv"
	exit 77
fi
P=$(mktemp -d /tmp/estafeta-owner.XXXXXX)
trap '[ -n "${KEEP:-}" ] || rm -rf "$T" "$P"' EXIT
chmod 755 "$P"
mv "$D" "$P/data"
D=$P/data
chown -R nobody:nogroup "$D"
# es runs as the service user (nobody); es_root as root.
es() { setpriv --reuid=nobody --regid=nogroup --clear-groups "$ESTAFETA" -C "$D" --now "$NOW" "$@"; }
es_root() { "$ESTAFETA" -C "$D" --now "$NOW" "$@"; }
order() {
	w=$(status_of ow waiting | cut -d' ' -f1)
	es bot ow "$w" | envelope ow "$w" "pw-$w" | send plain "$w@x.test" "$1"
	chown nobody:nogroup "$D"/inbox/new/*
}
run_rc() { set +e; es run > "$T/run" 2> "$T/err"; rrc=$?; set -e; echo $rrc; }
es new reconquista ow --seed 0e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
now_plus 1
es run > /dev/null || fail "the first run as the service user"
# Root runs a batch: what it writes is root's (umask 077).
order a1@t
now_plus 1
es_root run > /dev/null 2>&1 || fail "the batch run as root"
[ -n "$(find "$D" -user root | head -n 1)" ] || fail "the run as root left no file of root's (the test tests nothing)"
order a2@t
for i in 1 2 3; do
	now_plus 1
	rc=$(run_rc)
	[ "$rc" -eq 77 ] || { cat "$T/err" >&2; fail "run $i over files root left: exit $rc, not 77"; }
done
grep -q 'belongs to root (uid 0), not to nobody.*chown -R nobody' "$T/err" || { cat "$T/err" >&2; fail "no clear message"; }
set +e
es health > "$T/h" 2>&1
hrc=$?
set -e
[ $hrc -eq 1 ] || { cat "$T/h"; fail "health says ok while runs fail over root's files"; }
grep -q '^problem runs-failing 3 .*belongs to root' "$T/h" || { cat "$T/h"; fail "health does not say why"; }
chown -R nobody:nogroup "$D"
now_plus 1
rc=$(run_rc)
[ "$rc" -eq 0 ] || { cat "$T/err" >&2; fail "the run once the data root is given back: exit $rc"; }
es verify ow > /dev/null || fail "verify"
# master-password as root: the conf stays the service user's, and runs go on.
was=$(stat -c %U:%G:%a "$D/estafeta.conf")
printf 'jefe-de-todo\n' | es_root master-password > /dev/null 2>&1 || fail "master-password as root"
[ "$(stat -c %U:%G:%a "$D/estafeta.conf")" = "$was" ] ||
	fail "master-password as root left the conf $(stat -c %U:%G:%a "$D/estafeta.conf"), not $was"
grep -q '^master_password_hash = ' "$D/estafeta.conf" || fail "master-password wrote no hash"
order a3@t
now_plus 1
rc=$(run_rc)
[ "$rc" -eq 0 ] || { cat "$T/err" >&2; fail "a run after master-password as root: exit $rc"; }
grep -q 'accepted 1 ' "$T/run" || fail "the mail after master-password as root was not applied"
echo "owner: ok"
