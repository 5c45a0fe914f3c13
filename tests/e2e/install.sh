#!/bin/sh
# Installed like a Unix service (issue 17 item 10): `make install` into a
# DESTDIR with PREFIX=/usr, from the binary under test (BIN=, nothing is
# rebuilt). The installed binary runs (--version says what a new game's
# repository says; a fresh data root takes `new` and `status`); the units
# and the crontab name the installed paths, and the crontab line as cron
# runs it finds the installed binary; the man pages pass mandoc -Tlint and
# name every command and option of --help, every game kind, every exit
# code, every section and key adjudicator/conf/conf.c reads; a changed
# logrotate snippet is kept, and none is installed for a user that does
# not exist; another PREFIX moves every path; make uninstall takes back
# every file.
. tests/e2e/lib.sh
# A make run by `make check` must not join its parent's jobs.
unset MAKEFLAGS MFLAGS MAKELEVEL
command -v mandoc > /dev/null 2>&1 || tests/install-deps.sh mandoc
command -v mandoc > /dev/null 2>&1 || fail "mandoc is needed"

R=$T/root
make install DESTDIR="$R" PREFIX=/usr BIN="$ESTAFETA" > "$T/install.out" 2>&1 || { cat "$T/install.out" >&2; fail "make install"; }
mode() { stat -c %a "$R$1" 2>/dev/null || fail "not installed: $1"; }
for f in /usr/bin/estafeta /usr/bin/estafeta-run; do
	[ "$(mode $f)" = 755 ] || fail "$f: mode $(mode $f)"
done
for f in /usr/lib/systemd/system/estafeta.service /usr/lib/systemd/system/estafeta.timer \
	/usr/lib/systemd/system/estafeta-health.service /usr/lib/systemd/system/estafeta-health.timer \
	/usr/lib/systemd/system/estafeta-watch.service \
	/usr/share/estafeta/estafeta.crontab /usr/share/man/man1/estafeta.1 /usr/share/man/man1/estafeta-run.1 \
	/usr/share/man/man5/estafeta.conf.5 \
	/etc/logrotate.d/estafeta; do
	[ "$(mode $f)" = 644 ] || fail "$f: mode $(mode $f)"
done
cmp -s "$ESTAFETA" "$R/usr/bin/estafeta" || fail "the installed binary is not the one under test"

# 1. --version: the release of adjudicator/cli/version.h, the format and the
#    wording a new game's meta/game.txt records; no data root needed.
ES="$R/usr/bin/estafeta"
v=$("$ES" --version) || fail "--version failed"
rel=$(sed -n 's/^#define ES_VERSION "\(.*\)"$/\1/p' adjudicator/cli/version.h)
[ "$(echo "$v" | head -n 1)" = "estafeta $rel" ] || fail "--version: '$(echo "$v" | head -n 1)', not 'estafeta $rel'"
[ "$("$ES" -C "$T/nowhere" version)" = "$v" ] || fail "version differs from --version"
[ ! -e "$T/nowhere" ] || fail "version made a data root"

# 2. A fresh data root, from nothing.
F=$T/fresh
"$ES" -C "$F" new reconquista inst --player ana:ana@x.test --player berta:berta@x.test \
	--player carla:carla@x.test > /dev/null || fail "installed binary: new"
st=$("$ES" -C "$F" status inst) || fail "installed binary: status"
assert_contains "$st" "kind reconquista" "status of the new game"
assert_contains "$st" "waiting " "status of the new game"
meta=$(git -C "$F/games/inst" show HEAD:meta/game.txt)
fmt=$(echo "$meta" | sed -n 's/^format //p')
txt=$(echo "$meta" | sed -n 's/^text //p')
rules=$(echo "$meta" | sed -n 's/^rules //p')
assert_contains "$v" "repository format $fmt " "--version against a new game's meta/game.txt"
assert_contains "$v" "view wording edition $txt" "--version against a new game's meta/game.txt"
assert_contains "$v" "rules edition $rules " "--version against a new game's meta/game.txt"

# 3. The units and the crontab name the installed paths, which exist.
U=$R/usr/lib/systemd/system
grep -qx 'ExecStart=/usr/bin/estafeta-run /var/lib/estafeta' "$U/estafeta.service" || fail "estafeta.service ExecStart"
grep -qx 'Environment=ESTAFETA=/usr/bin/estafeta' "$U/estafeta.service" || fail "estafeta.service ESTAFETA"
grep -qx 'ExecStart=/usr/bin/estafeta -C /var/lib/estafeta health' "$U/estafeta-health.service" || fail "health unit"
grep -qx 'ExecStart=/usr/bin/estafeta -C /var/lib/estafeta watch' "$U/estafeta-watch.service" || fail "watch unit"
grep -qx 'Type=simple' "$U/estafeta-watch.service" && grep -qx 'Restart=on-failure' "$U/estafeta-watch.service" ||
	fail "the watch unit is not a restarted simple service"
grep -q '^\*/5 \* \* \* \* /usr/bin/estafeta-run /var/lib/estafeta$' "$R/usr/share/estafeta/estafeta.crontab" ||
	fail "the installed crontab line"
for f in "$U"/* "$R/usr/share/estafeta/estafeta.crontab" "$R"/usr/share/man/man*/*; do
	! grep -q /usr/local "$f" || fail "$f still names /usr/local"
done
for p in $(sed -n 's/^\(ExecStart\|Environment=ESTAFETA\)=\([^ ]*\).*/\2/p' "$U"/*.service); do
	[ -x "$R$p" ] || fail "a unit names $p, which is not installed"
done
# The installed crontab line as cron runs it (PATH=/usr/bin:/bin): the
# wrapper runs the binary installed beside it on the fresh data root.
line=$(grep -v '^#' "$R/usr/share/estafeta/estafeta.crontab" | cut -d' ' -f6- |
	sed "s|/usr/bin/estafeta-run|$R/usr/bin/estafeta-run|; s|/var/lib/estafeta|$F|")
mkdir -p "$F/inbox/new" "$F/inbox/cur" "$F/inbox/tmp"
n=$(ls "$F/outbox/new" | wc -l)
printf 'AYUDA\n' | "$TOOLS/mkmail" plain curioso@x.test inst-help@t > "$F/inbox/new/1.inst-help"
env -i PATH=/usr/bin:/bin ESTAFETA_LOG="$T/cron.log" sh -c "$line" || { cat "$T/cron.log" >&2; fail "the installed crontab line"; }
grep -q "mails 1 .*(exit 0)" "$T/cron.log" || { cat "$T/cron.log" >&2; fail "the installed wrapper ran no batch"; }
[ "$(ls "$F/outbox/new" | wc -l)" -eq $((n + 1)) ] || fail "the installed wrapper's batch answered nothing"

# 4. The man pages: clean under mandoc -Tlint (but for manuals this machine
#    lacks), and complete.
M1=$R/usr/share/man/man1/estafeta.1
M5=$R/usr/share/man/man5/estafeta.conf.5
for m in "$M1" "$M5" "$R/usr/share/man/man1/estafeta-run.1"; do
	lint=$(mandoc -Tlint "$m" 2>&1 | grep -v 'referenced manual not found\|mandoc.db' || true)
	[ -z "$lint" ] || { echo "$lint" >&2; fail "mandoc -Tlint $m"; }
	mandoc -Tutf8 "$m" > /dev/null || fail "mandoc cannot render $m"
done
usage=$("$ES" --help)
cmds=$(echo "$usage" | sed -n '/^Commands:/,/^Global options:/s/^  \([a-z][a-z-]*\) .*/\1/p' | sort -u)
[ "$(echo "$cmds" | wc -l)" -ge 14 ] || fail "too few commands read from --help: $cmds"
for c in $cmds; do
	grep -Eq "^\.(It )?Ic $c( |$)" "$M1" || fail "estafeta(1) lacks the command $c"
done
for o in $(echo "$usage" | sed -n '/^Global options:/,/^$/s/^  \(-[-a-zA-Z]*\) .*/\1/p'); do
	grep -Eq "Fl ${o#-}( |$)" "$M1" || fail "estafeta(1) lacks the option $o"
done
for k in $("$ES" help | sed -n 's/^Game kinds: //p'); do
	grep -q "^\.Cm $k\$" "$M1" || fail "estafeta(1) lacks the game kind $k"
done
for x in $(sed -n 's/^#define EX_[A-Z]* \([0-9]*\)$/\1/p' adjudicator/cli/main.c); do
	sed -n '/^\.Sh EXIT STATUS/,/^\.Sh/p' "$M1" | grep -qx "\.It $x" || fail "estafeta(1) lacks the exit code $x"
done
for s in $(grep -o 'strcmp(section, "[a-z]*")' adjudicator/conf/conf.c | cut -d'"' -f2 | sort -u); do
	grep -qx "\.Ss The \[$s\] section" "$M5" || fail "estafeta.conf(5) lacks the section [$s]"
done
keys=$(grep -o 'strcmp(key, "[a-z_]*")' adjudicator/conf/conf.c | cut -d'"' -f2 | sort -u)
[ "$(echo "$keys" | wc -l)" -ge 25 ] || fail "too few keys read from conf.c: $keys"
for k in $keys; do
	grep -Eq "^\.It Ic $k No =" "$M5" || fail "estafeta.conf(5) lacks the key $k"
done

# 5. A logrotate snippet the operator changed is kept by a new install.
echo "# mine" >> "$R/etc/logrotate.d/estafeta"
make install DESTDIR="$R" PREFIX=/usr BIN="$ESTAFETA" > "$T/install2.out" 2>&1 || fail "make install again"
tail -n 1 "$R/etc/logrotate.d/estafeta" | grep -qx "# mine" || fail "a changed logrotate snippet was overwritten"
grep -q "kept the changed" "$T/install2.out" || fail "keeping the changed snippet was not said"

# 6. Another prefix moves every path; its logrotate snippet stays under it.
make install DESTDIR="$T/opt" PREFIX=/opt/estafeta BIN="$ESTAFETA" > /dev/null 2>&1 || fail "make install PREFIX=/opt/estafeta"
grep -qx 'ExecStart=/opt/estafeta/bin/estafeta-run /var/lib/estafeta' "$T/opt/opt/estafeta/lib/systemd/system/estafeta.service" ||
	fail "PREFIX=/opt/estafeta: the unit's path"
[ -f "$T/opt/opt/estafeta/etc/logrotate.d/estafeta" ] || fail "PREFIX=/opt/estafeta: the logrotate snippet"
[ ! -e "$T/opt/etc" ] || fail "PREFIX=/opt/estafeta wrote under /etc"

# 6b. Installed for real (no DESTDIR) before the user estafeta exists, the
#     logrotate snippet is left out and said; once it exists, it goes in.
mkdir -p "$T/fakebin"
printf '#!/bin/sh\nexit 1\n' > "$T/fakebin/id"
chmod +x "$T/fakebin/id"
PATH="$T/fakebin:$PATH" make install PREFIX="$T/home" BIN="$ESTAFETA" > "$T/install3.out" 2>&1 || fail "make install PREFIX=\$T/home"
[ ! -e "$T/home/etc/logrotate.d/estafeta" ] || fail "a logrotate snippet for a user that does not exist"
grep -q "no user estafeta yet" "$T/install3.out" || fail "leaving the logrotate snippet out was not said"
printf '#!/bin/sh\nexit 0\n' > "$T/fakebin/id"
PATH="$T/fakebin:$PATH" make install PREFIX="$T/home" BIN="$ESTAFETA" > /dev/null 2>&1 || fail "make install PREFIX=\$T/home again"
[ -f "$T/home/etc/logrotate.d/estafeta" ] || fail "no logrotate snippet once the user exists"

# 7. make uninstall takes back every file (and keeps the changed snippet).
make uninstall DESTDIR="$R" PREFIX=/usr > /dev/null 2>&1 || fail "make uninstall"
left=$(find "$R" -type f)
[ "$left" = "$R/etc/logrotate.d/estafeta" ] || fail "uninstall left: $left"
sed -i '$d' "$R/etc/logrotate.d/estafeta"
make uninstall DESTDIR="$R" PREFIX=/usr > /dev/null 2>&1 || fail "make uninstall again"
[ -z "$(find "$R" -type f)" ] || fail "uninstall left the shipped logrotate snippet"
echo "install: ok"
