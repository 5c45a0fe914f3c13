#!/bin/sh
# Writes, as C (adjudicator/linked.h), the Debian packages whose archives
# the program links in, with their versions: `estafeta version` names
# them and `estafeta health` says when Debian has updated one since the
# build (a security fix that reaches Estafeta only by a rebuild).
#   sh adjudicator/linked.sh ARCHIVE... > linked.c
set -eu
echo '/* Made by adjudicator/linked.sh at build time. */'
echo '#include "adjudicator/linked.h"'
echo 'const char *const linked_pkgs[] = {'
seen=" "
for a in "$@"; do
	command -v dpkg > /dev/null 2>&1 || break
	p=$(dpkg -S "$(realpath "$a")" 2> /dev/null | sed -n '1s/[:,].*//p') || p=""
	case $p in "" | *[!a-z0-9.+-]*) continue ;; esac
	case $seen in *" $p "*) continue ;; esac
	seen="$seen$p "
	v=$(dpkg-query -W -f='${Version}' "$p" 2> /dev/null) || continue
	case $v in "" | *[!A-Za-z0-9.+~:-]*) continue ;; esac
	printf '\t"%s", "%s",\n' "$p" "$v"
done
echo '	0'
echo '};'
