#!/bin/sh
# make bench, the floor again on another file system: pack.sh's part 1 (a
# batch of BENCH_GAMES games against the git floor, side by side), then
# small.sh's part a (a one-mail batch), on an ext4 made with mkfs.ext4's
# defaults, journal included, in a loop image on the same disk. The development VM's root is an ext4 without a journal,
# whose inode allocator skips every inode freed in the last minutes (its
# `recently_deleted`), which a deployment's ext4 does not do; both
# figures are printed. Needs root and loop devices; says so and stops
# when it has neither.
set -eu
cd "$(dirname "$0")/../.."
B=${BENCH_DIR:-$PWD/build/bench}/ext4
if [ "$(id -u)" != 0 ] || ! command -v mkfs.ext4 > /dev/null 2>&1; then
	echo "pack_ext4: skipped (needs root and mkfs.ext4)"
	exit 0
fi
mkdir -p "$B/mnt"
! mountpoint -q "$B/mnt" || umount "$B/mnt"
img=$B/fs.img
rm -f "$img"
truncate -s 12G "$img"
mkfs.ext4 -q -F "$img"
if ! mount -o loop "$img" "$B/mnt" 2> /dev/null; then
	rm -f "$img"
	echo "pack_ext4: skipped (no loop device here)"
	exit 0
fi
trap 'umount "$B/mnt"; rm -f "$img"' EXIT
echo "== pack on a journaled ext4 ($(grep " $B/mnt " /proc/mounts | cut -d' ' -f4 | cut -d, -f1-8))"
BENCH_DIR=$B/mnt BENCH_BATCHES=0 tests/bench/pack.sh
echo "== a one-mail batch on the journaled ext4"
BENCH_DIR=$B/mnt BENCH_SMALL_PART=a tests/bench/small.sh
