#!/bin/sh
# Prints the C source of es_commit (adjudicator/cli/version.h): the commit this
# tree is, for `estafeta --version`. In a git checkout, git says it (with
# -dirty when tracked files differ from it); in a tree made by `git
# archive`, the COMMIT file, whose placeholder git archive filled in
# (.gitattributes: export-subst); else "unknown". Run from the top of the
# tree; a tree unpacked inside some other repository is not that one.
c=""
if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ]; then
	c=$(git describe --always --dirty --abbrev=12 --exclude='*' 2>/dev/null)
fi
[ -n "$c" ] || c=$(sed -n '/^[0-9a-f]\{12,\}$/{s/^\(.\{12\}\).*/\1/p;q}' COMMIT 2>/dev/null)
c=$(printf '%s' "${c:-unknown}" | tr -cd '0-9A-Za-z.+~-')
printf '#include "adjudicator/cli/version.h"\n\nconst char es_commit[] = "%s";\n' "$c"
