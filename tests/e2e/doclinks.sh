#!/bin/sh
# Every relative link of README.md and docs/**/*.md leads somewhere: the
# file (or folder) exists and, for "#anchor", the target Markdown file has
# a heading whose GitHub anchor it is. Links to other sites are not
# followed. Needs no build. Exits 1 naming each broken link.
set -eu
cd "$(dirname "$0")/../.."
files=$(find README.md docs -name '*.md' | sort)
[ -n "$files" ] || { echo "FAIL: no Markdown files" >&2; exit 1; }
# shellcheck disable=SC2086
awk '
function norm(p,   n, i, k, parts, out) {
	n = split(p, parts, "/"); k = 0
	for (i = 1; i <= n; i++) {
		if (parts[i] == "" || parts[i] == ".") continue
		if (parts[i] == ".." && k > 0 && out[k] != "..") { k--; continue }
		out[++k] = parts[i]
	}
	p = ""
	for (i = 1; i <= k; i++) p = p (i > 1 ? "/" : "") out[i]
	return p
}
# The anchor GitHub gives a heading: lower case, punctuation dropped
# (bytes of other scripts kept), spaces as hyphens; a repeat gets -1, -2.
function slug(h,   s) {
	s = tolower(h)
	gsub(/[!-,.\/:-@[-^`{-~]/, "", s)
	gsub(/ /, "-", s)
	return s
}
function anchors(path,   line, fence, s, n) {
	if (path in scanned) return
	scanned[path] = 1
	fence = 0
	while ((getline line < path) > 0) {
		if (line ~ /^(```|~~~)/) { fence = !fence; continue }
		if (fence || line !~ /^#+ /) continue
		sub(/^#+ +/, "", line); sub(/ +#* *$/, "", line)
		s = slug(line); n = count[path, s]++
		has[path, n ? s "-" n : s] = 1
	}
	close(path)
}
FNR == 1 { fence = 0; dir = FILENAME; sub(/[^\/]*$/, "", dir) }
/^(```|~~~)/ { fence = !fence; next }
fence { next }
{
	line = $0
	gsub(/`[^`]*`/, "", line)	# code spans hold no links
	while (match(line, /\]\([^)]*\)/)) {
		t = substr(line, RSTART + 2, RLENGTH - 3)
		line = substr(line, RSTART + RLENGTH)
		sub(/ +"[^"]*"$/, "", t)
		if (t ~ /^[a-z]+:/) continue	# another site, mailto:
		n++
		from[n] = FILENAME; target[n] = t; base[n] = dir
	}
}
END {
	bad = 0
	for (i = 1; i <= n; i++) {
		t = target[i]; a = ""
		if ((k = index(t, "#")) > 0) { a = substr(t, k + 1); t = substr(t, 1, k - 1) }
		p = t == "" ? from[i] : norm(base[i] t)
		if (system("test -e \"" p "\"") != 0) {
			printf "FAIL: %s: link to %s: no such file\n", from[i], target[i] > "/dev/stderr"; bad++; continue
		}
		if (a == "") continue
		if (p !~ /\.md$/) {
			printf "FAIL: %s: link to %s: an anchor into a file that is not Markdown\n", from[i], target[i] > "/dev/stderr"; bad++; continue
		}
		anchors(p)
		if (!((p, a) in has)) {
			printf "FAIL: %s: link to %s: %s has no heading #%s\n", from[i], target[i], p, a > "/dev/stderr"; bad++
		}
	}
	if (n == 0) { print "FAIL: no links found" > "/dev/stderr"; exit 1 }
	if (bad) exit 1
	printf "doclinks: ok (%d links)\n", n
}' $files
