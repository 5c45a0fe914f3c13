#!/bin/sh
# estafeta view GAME [PLAYER] --png FILE: the board picture of a seat or
# the public one, a PNG 1200 px wide; the same state gives the same bytes;
# a game without a picture, an unknown player and a missing FILE are
# refused. (The picture's content and privacy: tests/unit/test_picture.c.)
. tests/e2e/lib.sh

es new catan isla --seed 0c --insecure-seed --player ana:ana@x.test:pa --player berta:berta@x.test:pb \
	--player carla:carla@x.test:pc > /dev/null
es view isla ana --png "$T/ana.png" || fail "view --png for a player"
es view isla --png "$T/public.png" || fail "view --png, public"
es view isla ana --png "$T/ana2.png"
for f in ana public; do
	[ "$(od -An -tx1 -N8 "$T/$f.png" | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$f.png is not a PNG"
	w=$(od -An -tu1 -j16 -N4 "$T/$f.png" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 }')
	[ "$w" -ge 1200 ] || fail "$f.png is $w px wide"
done
cmp -s "$T/ana.png" "$T/ana2.png" || fail "the same state gave two pictures"
# The text view is still the default.
es view isla ana | grep -q . || fail "view without --png prints the text"

rc=0
es view isla nadie --png "$T/x.png" 2> "$T/err" || rc=$?
[ "$rc" = 69 ] || fail "unknown player: exit $rc"
rc=0
es view isla ana --png 2> "$T/err" || rc=$?
[ "$rc" = 64 ] || fail "--png without FILE: exit $rc"
rc=0
es view isla ana --png "$T/no/such/dir.png" 2> "$T/err" || rc=$?
[ "$rc" = 74 ] || fail "unwritable FILE: exit $rc"
echo "ok picture"
