#!/bin/sh
# Writes, as C (adjudicator/linked.h), the Debian packages whose archives
# the program links in, with their versions: `estafeta version` names
# them and `estafeta health` says when Debian has updated one since the
# build (a security fix that reaches Estafeta only by a rebuild). A
# package installed for several architectures is named with the one
# whose archive is linked (dpkg -S says it: libgit2-dev:amd64).
#   sh adjudicator/linked.sh ARCHIVE... > linked.c
set -eu
echo '/* Made by adjudicator/linked.sh at build time. */'
echo '#include "adjudicator/linked.h"'
echo 'const char *const linked_pkgs[] = {'
if command -v dpkg > /dev/null 2>&1 && [ $# -gt 0 ]; then
	paths=""
	for a in "$@"; do paths="$paths $(realpath "$a" 2> /dev/null || echo "$a")"; done
	# shellcheck disable=SC2086
	pkgs=$(dpkg -S $paths 2> /dev/null | sed -n 's/^\([a-z0-9.+-]*\(:[a-z0-9]*\)\{0,1\}\): .*/\1/p' | awk '!seen[$0]++')
	# shellcheck disable=SC2086
	[ -z "$pkgs" ] || dpkg-query -W -f='${binary:Package} ${Version}\n' $pkgs 2> /dev/null |
		while read -r p v; do
			case $p$v in *[!A-Za-z0-9.+~:-]*) continue ;; esac
			[ -n "$v" ] && printf '\t"%s", "%s",\n' "$p" "$v"
		done
fi
echo '	0'
echo '};'
