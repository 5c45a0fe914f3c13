#!/bin/sh
# [mirror] url = ssh://… against a real OpenSSH server started here on
# 127.0.0.1 (its own config, host key and authorized key; the system's
# sshd is left alone), as docs/operator/mirror-and-shards.md tells an operator to set it up: the
# server's host key in the service user's ~/.ssh/known_hosts, [mirror]
# ssh_key a key without a passphrase (libgit2 pushes over libssh2). A
# server whose host key is not known is never pushed to; once it is, every
# game's history reaches it, commit for commit.
. tests/e2e/lib.sh
trap '[ -z "$SERVER_PID" ] || kill "$SERVER_PID" 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
[ -x /usr/sbin/sshd ] || tests/install-deps.sh openssh-server
[ -x /usr/sbin/sshd ] || fail "sshd (openssh-server) is needed"
command -v ssh-keyscan > /dev/null || fail "ssh-keyscan (openssh-client) is needed"

mkdir -p /run/sshd # its privilege separation folder
ssh-keygen -q -t ed25519 -N '' -f "$T/hostkey"
ssh-keygen -q -t ed25519 -N '' -f "$T/judge_key"
cp "$T/judge_key.pub" "$T/authorized_keys"
M=$T/mirror
mkdir -p "$M"
for g in sa sb; do git init -q --bare "$M/$g.git"; done
sshd() { # on port $1, with its own config
	cat > "$T/sshd_config" <<EOF
Port $1
ListenAddress 127.0.0.1
HostKey $T/hostkey
PidFile $T/sshd.pid
AuthorizedKeysFile $T/authorized_keys
StrictModes no
UsePAM no
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
LogLevel ERROR
EOF
	exec /usr/sbin/sshd -D -e -f "$T/sshd_config" 2> "$T/sshd.err"
}
probe() { ssh-keyscan -p "$1" -t ed25519 127.0.0.1 > "$T/scan" 2> /dev/null && [ -s "$T/scan" ]; }
serve sshd probe || { cat "$T/sshd.err"; fail "sshd did not answer on any port"; }

export HOME="$T/home" # the service user's: its ~/.ssh/known_hosts
mkdir -p "$HOME/.ssh"
printf '[mirror]\nurl = ssh://%s@127.0.0.1:%s%s\nssh_key = %s\n' "$(id -un)" "$port" "$M" "$T/judge_key" >> "$D/estafeta.conf"
P3="--player ana:ana@x.test:pa --player berta:berta@x.test:pb --player carla:carla@x.test:pc"
es new reconquista sa --seed 0a --insecure-seed $P3 > /dev/null
es new reconquista sb --seed 0b --insecure-seed $P3 > /dev/null
mhead() { git -C "$M/$1.git" rev-parse -q --verify refs/heads/main 2>/dev/null || echo none; }

# 1. The host key is not known: nothing is pushed; the batch goes on.
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "an unknown host key failed the run"; }
grep -q '^mirror pushed 0 failed 2' "$T/out" || { cat "$T/out" "$T/err"; fail "a server with an unknown host key was pushed to"; }
grep -q 'mirror: push failed to ssh://' "$T/err" || { cat "$T/err"; fail "no message for the refused push"; }
[ "$(mhead sa)" = none ] || fail "sa reached a server whose host key is unknown"

# 2. Known: both games pushed, over libssh2, history for history.
cp "$T/scan" "$HOME/.ssh/known_hosts"
w=$(status_of sa waiting)
es bot sa "$w" | envelope sa "$w" "p$(echo "$w" | cut -c1)" | send plain "$w@x.test" "s1@t"
now_plus 1
LD_DEBUG=files es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "the run with a known host"; }
grep -q 'accepted 1 ' "$T/out" || { cat "$T/out"; fail "the order for sa was not accepted"; }
grep -q '^mirror pushed 2 failed 0' "$T/out" || { grep -v '^ *[0-9]*:' "$T/err"; cat "$T/out"; fail "ssh did not push both games"; }
grep -q 'file=libssh2' "$T/err" || fail "the push did not go through libssh2"
for g in sa sb; do
	[ "$(git -C "$M/$g.git" log --format=%H main)" = "$(git -C "$D/games/$g" log --format=%H main)" ] ||
		fail "$g: the ssh mirror is not the game's history"
done
# 3. A key the server does not accept: refused, and said.
ssh-keygen -q -t ed25519 -N '' -f "$T/other_key"
sed -i "s|^ssh_key = .*|ssh_key = $T/other_key|" "$D/estafeta.conf"
w=$(status_of sb waiting)
es bot sb "$w" | envelope sb "$w" "p$(echo "$w" | cut -c1)" | send plain "$w@x.test" "s2@t"
now_plus 1
es run > "$T/out" 2> "$T/err" || { cat "$T/err"; fail "a refused key failed the run"; }
grep -q '^mirror pushed 0 failed 1' "$T/out" || { cat "$T/out" "$T/err"; fail "a refused key pushed"; }
[ "$(mhead sb)" != "$(head_of sb)" ] || fail "sb reached the server with a key it does not accept"
echo "mirror_ssh: ok"
