#!/bin/sh
# Plain `make` on a machine that lacks a Debian package names the package
# and `make deps` before any compiler runs (issue 17 item 10), from the
# package list of tests/install-deps.sh; the check is a stamp that costs
# nothing once passed and is made again when that list changes.
. tests/e2e/lib.sh
# A make run by `make check` must not join its parent's jobs.
unset MAKEFLAGS MFLAGS MAKELEVEL

# 1. The script's own check: silent here (the suite's packages are in),
#    naming what is missing otherwise, installing nothing.
tests/install-deps.sh --check || fail "--check finds a package missing on the test machine"
if tests/install-deps.sh --check estafeta-no-such-package 2> "$T/check.err"; then
	fail "--check accepted a package that is not installed"
fi
grep -q "missing Debian packages: estafeta-no-such-package" "$T/check.err" || fail "--check did not name the package"
grep -q "'make deps' (as root) installs" "$T/check.err" || fail "--check did not point at make deps"

# 2. make in a copy of the tree, on a machine without libsodium-dev (a
#    dpkg-query that says so). CC=false: were the check gone, the build
#    would fail on the compiler instead, without the message.
mkdir -p "$T/fake" "$T/src/tests"
cat > "$T/fake/dpkg-query" <<'FAKE'
#!/bin/sh
for a; do p=$a; done
[ "$p" != "$(cat "$HIDE")" ] || exit 1
exec /usr/bin/dpkg-query "$@"
FAKE
chmod +x "$T/fake/dpkg-query"
export HIDE="$T/hide"
cp -r Makefile adjudicator "$T/src/"
cp tests/install-deps.sh "$T/src/tests/"
echo libsodium-dev > "$HIDE"
if PATH="$T/fake:$PATH" make -C "$T/src" CC=false > "$T/make.out" 2>&1; then
	fail "make succeeded without libsodium-dev"
fi
grep -q "missing Debian packages: libsodium-dev" "$T/make.out" || { cat "$T/make.out" >&2; fail "make did not name libsodium-dev"; }
grep -q "'make deps' (as root) installs" "$T/make.out" || fail "make did not point at make deps"
! grep -q "^false " "$T/make.out" || fail "the compiler ran before the check"
[ ! -e "$T/src/build/deps.ok" ] || fail "a failed check left its stamp"

# 3. The stamp: made once the packages are there, trusted afterwards, made
#    again when the package list changes.
echo none > "$HIDE"
PATH="$T/fake:$PATH" make -C "$T/src" build/deps.ok > /dev/null 2>&1 || fail "the check failed with every package in"
[ -e "$T/src/build/deps.ok" ] || fail "no stamp after a passed check"
echo libsodium-dev > "$HIDE"
PATH="$T/fake:$PATH" make -C "$T/src" build/deps.ok > /dev/null 2>&1 || fail "a passed check ran again"
touch -d '1 hour ago' "$T/src/build/deps.ok"
if PATH="$T/fake:$PATH" make -C "$T/src" build/deps.ok > "$T/make2.out" 2>&1; then
	fail "a changed package list was not checked again"
fi
grep -q "libsodium-dev" "$T/make2.out" || fail "the second check did not name the package"
echo "deps_check: ok"
