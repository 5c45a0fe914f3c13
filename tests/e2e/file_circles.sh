#!/bin/sh
# No circle of files in adjudicator/: drawn from the objects the build
# made (nm: the functions each file defines and the ones it calls), an
# arrow A -> B when A.o calls a function of B.o; a circle is two files
# that reach each other. A circle makes a file impossible to read or
# test without the others; the pieces that several files share go down
# into a file that calls none of them (play_common.c, batch_games.c).
# OBJ=DIR checks another build's objects.
# asan: no
. tests/e2e/lib.sh
OBJ=${OBJ:-$(dirname "$ESTAFETA")/adjudicator}
[ -d "$OBJ" ] || fail "no objects in $OBJ"
n=0
for o in $(find "$OBJ" -mindepth 2 -name '*.o' | sort); do
	f=$(basename "$o" .o)
	nm "$o" | awk -v f="$f" 'NF == 3 && $2 ~ /^[TDBR]$/ { print "def", f, $3 } NF == 2 && $1 == "U" { print "use", f, $2 }'
	n=$((n + 1))
done > "$T/syms"
[ "$n" -gt 40 ] || fail "only $n objects in $OBJ"
grep -q '^def play_gm play_gm$' "$T/syms" || fail "nm found no definitions (play_gm)"
awk '
$1 == "def" { def[$3] = $2; next }
{ use[NR] = $2 " " $3 }
END {
	for (i in use) {
		split(use[i], u, " ")
		if ((u[2] in def) && def[u[2]] != u[1]) {
			e[u[1], def[u[2]]] = 1
			node[u[1]] = 1
			node[def[u[2]]] = 1
		}
	}
	# What each file reaches (Floyd-Warshall over the files).
	for (k in node)
		for (i in node)
			if ((i, k) in e)
				for (j in node)
					if ((k, j) in e)
						e[i, j] = 1
	for (i in node)
		for (j in node)
			if (i < j && (i, j) in e && (j, i) in e)
				print i " <-> " j
}' "$T/syms" | sort > "$T/circles"
if [ -s "$T/circles" ]; then
	cat "$T/circles" >&2
	fail "files of adjudicator/ that call each other (round a circle)"
fi
echo "file_circles: ok"
