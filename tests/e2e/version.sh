#!/bin/sh
# estafeta --version names the release and the commit the binary was built
# from, so that two builds of one release days apart differ: in a git
# checkout the commit git names for HEAD (-dirty when tracked files
# differ), in a tree made by `git archive` (a tarball, a Debian build) the
# commit archived, else "unknown". The release is debian/changelog's.
. tests/e2e/lib.sh
rel=$(sed -n 's/^#define ES_VERSION "\(.*\)"$/\1/p' adjudicator/cli/version.h)
[ -n "$rel" ] || fail "no ES_VERSION in adjudicator/cli/version.h"

# 1. debian/changelog carries the release (a native package: no revision).
deb=$(sed -n '1s/^estafeta (\([^)]*\)) .*/\1/p' debian/changelog)
[ "$deb" = "$rel" ] || fail "debian/changelog says '$deb', adjudicator/cli/version.h '$rel'"

# 2. The binary under test: its release and the commit of this checkout.
v=$("$ESTAFETA" --version) || fail "--version failed"
[ "$(echo "$v" | sed -n 1p)" = "estafeta $rel" ] || fail "--version line 1: '$(echo "$v" | sed -n 1p)'"
line=$(echo "$v" | sed -n 2p)
if git rev-parse --git-dir > /dev/null 2>&1; then
	want="commit $(git rev-parse HEAD | cut -c1-12)"
	[ -z "$(git status --porcelain --untracked-files=no)" ] || want="$want-dirty"
	[ "$line" = "$want" ] || fail "--version line 2: '$line', the checkout is '$want'"
else
	echo "$line" | grep -Eq '^commit ([0-9a-f]{12}|unknown)$' || fail "--version line 2: '$line'"
fi

# 3. Trees without .git, as adjudicator/cli/commit.sh (what the build runs)
#    names them: made by git archive, the commit archived; a plain copy
#    inside another repository, unknown (not that repository's commit).
commit_of() { (cd "$1" && sh adjudicator/cli/commit.sh) | sed -n 's/^const char es_commit\[\] = "\(.*\)";$/\1/p'; }
if git rev-parse --git-dir > /dev/null 2>&1; then
	mkdir "$T/arch"
	git archive HEAD adjudicator/cli/commit.sh COMMIT | tar -x -C "$T/arch"
	[ "$(commit_of "$T/arch")" = "$(git rev-parse HEAD | cut -c1-12)" ] ||
		fail "a git archive tree names '$(commit_of "$T/arch")', not HEAD"
fi
git init -q "$T/other"
mkdir -p "$T/other/src/adjudicator/cli"
cp adjudicator/cli/commit.sh "$T/other/src/adjudicator/cli/"
printf '$%s:%%H$\n' Format > "$T/other/src/COMMIT"
git -C "$T/other" -c user.name=t -c user.email=t@x.test commit -q --allow-empty -m other
[ "$(commit_of "$T/other/src")" = unknown ] || fail "a tree inside another repository names '$(commit_of "$T/other/src")'"
echo "version: ok"
