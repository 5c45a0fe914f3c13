#!/bin/sh
# `health` never says ok while runs fail: on a full data root (a small
# tmpfs) every run exits 74 and cannot write its files in spool/, yet the
# run record in the lock file (written in place) tells health, which exits
# 1 and says why; once space is back a run succeeds and health is ok.
. tests/e2e/lib.sh
M=$T/mnt
mkdir -p "$M"
cleanup() {
	mountpoint -q "$M" 2>/dev/null && umount "$M"
	[ -n "${KEEP:-}" ] || rm -rf "$T"
}
trap cleanup EXIT
if ! mount -t tmpfs -o size=4m,mode=0700 tmpfs "$M" 2>/dev/null; then
	echo "health_disk: skipped: mount does not work here (not root?)"
	exit 77
fi
# The last batch's age is not what is tested here.
printf 'health_batch_minutes = 100000\n' >> "$D/estafeta.conf"
cp -a "$D" "$M/data"
D=$M/data
es new reconquista hd --seed 0e --insecure-seed --player ana:ana@x.test:pw-ana --player berta:berta@x.test:pw-berta \
	--player carla:carla@x.test:pw-carla > /dev/null
now_plus 1
es run > /dev/null || fail "the first run"
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "health after a good run"; }
w=$(status_of hd waiting | cut -d' ' -f1)
es bot hd "$w" | envelope hd "$w" "pw-$w" | send plain "$w@x.test" full@t
dd if=/dev/zero of="$M/fill" bs=64k 2> /dev/null || true
for i in 1 2 3 4; do
	NOW=$(date -u -d "$NOW + 5 minutes" +%Y-%m-%dT%H:%M:%SZ)
	set +e
	es run > /dev/null 2> "$T/err"
	rc=$?
	set -e
	[ $rc -eq 74 ] || { cat "$T/err" >&2; fail "run $i on a full disk: exit $rc, not 74"; }
done
[ "$(health_rc)" -eq 1 ] || { cat "$T/h"; fail "health says ok after four runs failed on a full disk"; }
grep -q '^problem runs-failing 4 since .*No space left' "$T/h" || { cat "$T/h"; fail "health does not say why the runs fail"; }
rm -f "$M/fill"
now_plus 1
es run > "$T/run" 2> "$T/err" || { cat "$T/err" >&2; fail "the run once space is back"; }
grep -q 'accepted 1 ' "$T/run" || fail "the kept mail was not applied once space was back"
[ "$(health_rc)" -eq 0 ] || { cat "$T/h"; fail "health once the runs succeed again"; }
grep -q 'runs-failing' "$T/h" && { cat "$T/h"; fail "a success did not end the failing runs"; }
echo "health_disk: ok"
