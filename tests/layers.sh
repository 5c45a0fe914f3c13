#!/bin/sh
# The layer rule, checked from the code as curl's checksrc checks its
# sources; needs no build. Prints the include graph between modules
# ("orders -> adjudicator/base") and fails on:
#   - an include that runs the wrong way (but the few listed as known,
#     below, that are told until they go; LAYERS_KNOWN=0 fails them too):
#       adjudicator/base   only adjudicator/base
#       orders             only orders and adjudicator/base
#       games/game.[ch]    only adjudicator/base and games/game.h
#       games/kit          only itself, adjudicator/base and games/game.h
#       games/ENGINE       only itself, games/kit, orders, adjudicator/base,
#                          games/game.h (its grammar lives in orders/)
#       games/registry.c   also the engines (it is the one that knows them)
#       adjudicator        no engine's folder, no games/kit (game.h only)
#       adjudicator/F      also the folders of adjudicator/ below F, in the order
#                          conf, mail, store, play, run, cli (conf.c may use
#                          mail/addr.h: the addresses it checks)
#   - a circle of includes between files (x.c and x.h one node) of
#     adjudicator/, games/ and orders/, but one whose files all sit in one
#     engine's folder (a private header shares the inside of a module
#     without including the public one back: play_int.h, batch_int.h);
#   - a library header (jansson, cairo, git2, curl, ...) in games/ or
#     orders/;
#   - a banned call (atoi, strcpy, sprintf, strcat, gets, vsprintf) in the
#     code that ships (adjudicator, games, orders);
#   - a line longer than LAYERS_MAX_COLUMNS (150; tabs count 8) in any
#     C source, tests included.
# Usage: tests/layers.sh [ROOT]   (default: the checkout this script is in)
set -u
root=${1:-$(dirname "$0")/..}
cd "$root" || exit 2
max=${LAYERS_MAX_COLUMNS:-150}
T=$(mktemp -d "${TMPDIR:-/tmp}/layers.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
status=0
bad() { echo "FAIL: $*"; status=1; }

find adjudicator games orders -name '*.[ch]' | sort > "$T/product"
find adjudicator games orders tests -name '*.[ch]' | sort > "$T/all"

# FILE INCLUDED, one pair a line: the project's own includes ("...").
xargs awk '/^[ \t]*#[ \t]*include[ \t]*"/ { split($0, q, "\""); print FILENAME, q[2] }' \
	< "$T/product" > "$T/edges"

# The engines and grammars name no library: what the judge is built on
# (JSON, pictures, git, mail, crypto) is the core's choice, reached
# through games/game.h and adjudicator/base. (The lexer's Unicode
# folding, utf8proc, is the grammars' own.)
grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(jansson|cairo|git2|curl|libetpan|sodium|ini|png|zlib)' \
	$(grep -E '^(games|orders)/' "$T/product") > "$T/libs" || true
while IFS= read -r l; do bad "a library in the engines' layer: $l"; done < "$T/libs"

# Each edge as FILE INCLUDED FROM_MODULE TO_MODULE OK (1: the right way).
awk '
function module(p, k, n) {
	if (p ~ /^adjudicator\/base\//) return "adjudicator/base"
	if (p ~ /^adjudicator\/[^\/]+\//) { n = split(p, k, "/"); return "adjudicator/" k[2] }
	if (p ~ /^adjudicator\//) return "adjudicator"
	if (p ~ /^orders\//) return "orders"
	if (p == "games/game.h" || p == "games/game.c" || p == "games/registry.c") return p
	if (p ~ /^games\/[^\/]+\//) { n = split(p, k, "/"); return "games/" k[2] }
	return p
}
# The folders of adjudicator/, bottom first: T is below F (or the one
# exception: conf.c checks addresses with mail/addr.h).
function below(t, f, order, i, j) {
	order = " conf mail store play run cli "
	sub(/^adjudicator\//, "", t); sub(/^adjudicator\//, "", f)
	if (f == "conf" && t == "mail") return 1
	i = index(order, " " t " "); j = index(order, " " f " ")
	return i > 0 && j > 0 && i < j
}
function allowed(f, t) {
	if (f == t || t == "adjudicator/base") return 1
	if (f == "adjudicator/base" || f == "orders") return 0
	if (f == "games/game.h" || f == "games/game.c" || f == "games/kit") return t == "games/game.h"
	if (f == "games/registry.c") return t ~ /^games\//
	if (f ~ /^games\//) return t == "games/game.h" || t == "games/kit" || t == "orders"
	if (f ~ /^adjudicator/ && t ~ /^adjudicator\//) return below(t, f)
	if (f ~ /^adjudicator/) return t == "games/game.h" || t == "orders"
	return 0
}
{ f = module($1); t = module($2); print $1, $2, f, t, allowed(f, t) }
' "$T/edges" > "$T/checked"
# Wrong-way includes known and still to go: "FILE INCLUDED", one a line.
# They are told, not failed, unless LAYERS_KNOWN=0. Remove a line when its
# include goes; a new wrong-way include fails at once.
known_includes=''
[ "${LAYERS_KNOWN:-1}" = 0 ] && known_includes=
echo "$known_includes" > "$T/known"
awk 'NR == FNR { known[$1 " " $2] = 1; next }
	$5 == 0 && ($1 " " $2) in known { printf "known, to go: %s includes %s (%s -> %s)\n", $1, $2, $3, $4; next }
	$5 == 0 { printf "FAIL: %s includes %s (%s -> %s runs the wrong way)\n", $1, $2, $3, $4; bad = 1 }
	END { exit bad }' "$T/known" "$T/checked" || status=1
echo "include graph (module -> module: includes):"
awk '$3 != $4 { print $3, $4 }' "$T/checked" | sort | uniq -c | awk '{ printf "  %-22s -> %-20s %4d\n", $2, $3, $1 }'

# Circles of files: x.c and x.h are one node; tsort names the files of
# each loop it breaks, after a line "input contains a loop". A loop is
# that engine's business when all its files are in one engine's folder.
while read -r f inc; do
	a=${f%.[ch]}
	b=${inc%.[ch]}
	[ "$a" != "$b" ] && [ -e "$inc" ] && echo "$a $b"
done < "$T/edges" > "$T/pairs"
tsort "$T/pairs" 2>&1 >/dev/null | awk '
function engine(node, k) {
	if (split(node, k, "/") < 3 || k[1] != "games" || k[2] == "kit") return ""
	return k[1] "/" k[2]
}
function flush() {
	if (n && !(one != "" && same)) print files
	n = 0; files = ""; same = 1
}
/input contains a loop/ { flush(); next }
/^tsort: / {
	node = $2
	if (n == 0) one = engine(node)
	else if (engine(node) != one) same = 0
	files = files (n++ ? " " : "") node
}
END { flush() }' > "$T/circ_bad"
while IFS= read -r l; do bad "a circle of files through: $l"; done < "$T/circ_bad"

# Banned calls in the code that ships. A known call that waits for its
# file's next change: FILE:CALL, one a line (none today).
known_banned=''
# Lines of comments ("/* ...", " * ...", "// ...") name words, not calls.
xargs grep -nE '\b(atoi|strcpy|sprintf|strcat|gets|vsprintf)[[:space:]]*\(' < "$T/product" |
	grep -vE '^[^:]+:[0-9]+:[[:space:]]*(/\*|\*|//)' |
	while IFS= read -r l; do
		call=$(echo "$l" | grep -oE '\b(atoi|strcpy|sprintf|strcat|gets|vsprintf)[[:space:]]*\(' | head -1 | tr -d ' (')
		if echo "$known_banned" | grep -qx "${l%%:*}:$call"; then
			echo "known, to go: banned call $l" >> "$T/known_banned"
		else
			echo "$l"
		fi
	done > "$T/banned"
while IFS= read -r l; do bad "banned call: $l"; done < "$T/banned"
[ -s "$T/known_banned" ] && cat "$T/known_banned"

# Long lines, everywhere.
xargs awk -v max="$max" '{ s = $0; gsub(/\t/, "        ", s) }
	length(s) > max { printf "%s:%d: %d columns\n", FILENAME, FNR, length(s) }' < "$T/all" > "$T/long"
while IFS= read -r l; do bad "longer than $max columns: $l"; done < "$T/long"

echo "checked: $(wc -l < "$T/product") files of adjudicator/ games/ orders/, $(wc -l < "$T/edges") includes," \
	"$(wc -l < "$T/all") C sources for length"
[ $status = 0 ] && echo "layers: ok"
exit $status
