#!/bin/sh
# Starts a private mail stack for tests: Dovecot (IMAP, IMAPS, LMTP) and a
# private Postfix instance (SMTP, SMTPS) on 127.0.0.1 high ports, with every
# file under ROOT. Mail for USER@game.test is delivered to
# ROOT/mail/USER/Maildir; mail for any other domain is refused at RCPT time.
#   tests/mail/start.sh ROOT        (as root; stop with tests/mail/stop.sh ROOT)
# ROOT is wiped first, but only when it is empty or carries the marker file
# ROOT/.mailstack left by an earlier start. Afterwards ROOT/env holds
# (shell syntax, `. ROOT/env`):
#   IMAP_URL IMAPS_URL SMTP_URL SMTPS_URL   imap://127.0.0.1:10143 ... (no path)
#   IMAP_NOTLS_URL SMTP_NOTLS_URL           listeners that offer no STARTTLS
#   MAIL_CA (the self-signed cert, SAN IP:127.0.0.1 DNS:localhost)
#   MAIL_DIR (ROOT/mail), MAIL_DOMAIN (game.test), MAIL_USERS
# Environment:
#   MAILSTACK_USERS  "name:password ..." (default judge ana berta carla dani gm, password pw)
#   MAILSTACK_VUSER  system user owning the mail (default vmail, created if missing)
#   IMAP_PORT 10143, IMAPS_PORT 10993, SMTP_PORT 10025, SMTPS_PORT 10465,
#   LMTP_PORT 10024, AUTH_PORT 10026, IMAP_NOTLS_PORT 10144 (on 127.0.0.2),
#   SMTP_NOTLS_PORT 10027
#   MAILSTACK_SIEVE  when set, LMTP runs each user's Sieve script
#                    ROOT/mail/USER/.dovecot.sieve (Pigeonhole, dovecot-sieve)
# Both daemons get </dev/null and write to ROOT/log/daemons.out, so a caller
# reading our output through a pipe never waits for them.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
die() { echo "mail/start: $*" >&2; exit 1; }

[ $# -eq 1 ] || die "usage: start.sh ROOT"
[ "$(id -u)" = 0 ] || die "must run as root (both masters start as root)"
case $1 in /*) root=$1 ;; *) root=$PWD/$1 ;; esac
root=${root%/}
# The path goes into config files and sed replacements: keep it plain.
case $root in *[!A-Za-z0-9._/-]*) die "ROOT must match [A-Za-z0-9._/-]: $root" ;; esac
[ "$root" != "" ] && [ "$root" != / ] || die "refusing ROOT=/"
for t in dovecot postfix openssl curl bash runuser; do
	command -v $t >/dev/null 2>&1 || [ -x /usr/sbin/$t ] || die "$t missing: run tests/mail/install.sh"
done

users=${MAILSTACK_USERS:-judge:pw ana:pw berta:pw carla:pw dani:pw gm:pw}
vuser=${MAILSTACK_VUSER:-vmail}
[ "$vuser" != root ] || die "Dovecot never runs mail processes as root: pick another MAILSTACK_VUSER"
: "${IMAP_PORT:=10143}" "${IMAPS_PORT:=10993}" "${SMTP_PORT:=10025}" "${SMTPS_PORT:=10465}"
: "${LMTP_PORT:=10024}" "${AUTH_PORT:=10026}" "${IMAP_NOTLS_PORT:=10144}" "${SMTP_NOTLS_PORT:=10027}"
ports="$IMAP_PORT $IMAPS_PORT $SMTP_PORT $SMTPS_PORT $LMTP_PORT $AUTH_PORT $IMAP_NOTLS_PORT $SMTP_NOTLS_PORT"
for p in $ports; do
	case $p in '' | *[!0-9]*) die "bad port '$p'" ;; esac
done

# can_connect HOST PORT: true when something accepts a TCP connection.
can_connect() { timeout 2 bash -c ': <>"/dev/tcp/$1/$2"' _ "$1" "$2" 2>/dev/null; }

# --- ROOT: wipe only what we made --------------------------------------------
if [ -e "$root" ]; then
	[ -d "$root" ] || die "$root exists and is not a directory"
	if [ -n "$(ls -A "$root")" ]; then
		[ -e "$root/.mailstack" ] || die "$root is not empty and has no .mailstack marker: not wiping it"
		# A stack still running there is stopped first (by its PIDs).
		[ ! -s "$root/pids" ] || sh "$here/stop.sh" "$root" >&2 || die "could not stop the stack in $root"
	fi
	rm -rf "$root"
fi
for p in $ports; do
	can_connect 127.0.0.1 "$p" && die "port $p on 127.0.0.1 is in use (set *_PORT to move the stack)"
done
can_connect 127.0.0.2 "$IMAP_NOTLS_PORT" && die "port $IMAP_NOTLS_PORT on 127.0.0.2 is in use"

if ! id -u "$vuser" >/dev/null 2>&1; then
	useradd --system --user-group --no-create-home --home-dir /nonexistent \
		--shell /usr/sbin/nologin "$vuser" || die "cannot create user $vuser"
fi

mkdir -p "$root"
: > "$root/.mailstack"
chmod 755 "$root"
mkdir -p "$root/etc/postfix" "$root/mail" "$root/run/dovecot" "$root/state/dovecot" \
	"$root/state/postfix" "$root/spool/postfix" "$root/log"
chmod 755 "$root/etc" "$root/etc/postfix" "$root/run" "$root/state" "$root/spool" "$root/log"
chown postfix "$root/state/postfix"
chown "$vuser:$vuser" "$root/mail"
# Dovecot's mail processes (vmail) and Postfix's (postfix) must reach their
# files: every parent of ROOT has to be searchable by them.
runuser -u "$vuser" -- test -w "$root/mail" ||
	die "user $vuser cannot write $root/mail: a parent of ROOT is not searchable (use a ROOT like /tmp/x, not under /root or a 0700 mktemp dir)"
runuser -u postfix -- test -x "$root/spool" || die "user postfix cannot reach $root/spool"

# --- files ---------------------------------------------------------------------
openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj /CN=localhost \
	-addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
	-keyout "$root/etc/key.pem" -out "$root/etc/cert.pem" >"$root/log/openssl.out" 2>&1 ||
	die "openssl failed: $(cat "$root/log/openssl.out")"
chmod 600 "$root/etc/key.pem"
chmod 644 "$root/etc/cert.pem"

: > "$root/etc/users"
: > "$root/etc/postfix/vmailbox"
names=""
for u in $users; do
	name=${u%%:*}
	pw=${u#*:}
	case $name in '' | *[!a-z0-9._-]*) die "bad user name in MAILSTACK_USERS: '$name'" ;; esac
	case $u in *:*) ;; *) die "MAILSTACK_USERS entry without password: '$u'" ;; esac
	case $pw in '' | *:* | *' '*) die "bad password for $name (empty, or with ':' or a space)" ;; esac
	printf '%s:{PLAIN}%s\n' "$name" "$pw" >> "$root/etc/users"
	printf '%s@game.test %s/\n' "$name" "$name" >> "$root/etc/postfix/vmailbox"
	mkdir -p "$root/mail/$name/Maildir/cur" "$root/mail/$name/Maildir/new" "$root/mail/$name/Maildir/tmp"
	chown -R "$vuser:$vuser" "$root/mail/$name"
	names="$names $name"
done
chmod 640 "$root/etc/users"
chown root:dovecot "$root/etc/users"

fill() { # template output
	sed -e "s|@ROOT@|$root|g" -e "s|@VUSER@|$vuser|g" -e "s|@PORTTAG@|$IMAP_PORT|g" \
		-e "s|@IMAP_PORT@|$IMAP_PORT|g" -e "s|@IMAPS_PORT@|$IMAPS_PORT|g" \
		-e "s|@SMTP_PORT@|$SMTP_PORT|g" -e "s|@SMTPS_PORT@|$SMTPS_PORT|g" \
		-e "s|@LMTP_PORT@|$LMTP_PORT|g" -e "s|@AUTH_PORT@|$AUTH_PORT|g" \
		-e "s|@IMAP_NOTLS_PORT@|$IMAP_NOTLS_PORT|g" -e "s|@SMTP_NOTLS_PORT@|$SMTP_NOTLS_PORT|g" \
		"$1" > "$2"
	! grep -q '@[A-Z_]*@' "$2" || die "unfilled placeholder in $2: $(grep -o '@[A-Z_]*@' "$2" | head -n 1)"
}
fill "$here/dovecot.conf.in" "$root/etc/dovecot.conf"
# Sieve as a shard router needs it (docs/operator/many-games.md): the
# script is ~/.dovecot.sieve, owned by the mail user, recompiled by
# Pigeonhole whenever it changes.
if [ -n "${MAILSTACK_SIEVE:-}" ]; then
	cat >> "$root/etc/dovecot.conf" <<'EOF'
protocol lmtp {
  mail_plugins = $mail_plugins sieve
}
plugin {
  sieve = file:~/sieve;active=~/.dovecot.sieve
}
EOF
fi
fill "$here/postfix-main.cf.in" "$root/etc/postfix/main.cf"
fill "$here/postfix-master.cf.in" "$root/etc/postfix/master.cf"

# --- start -------------------------------------------------------------------
: > "$root/pids"
started=""
fail_start() {
	echo "mail/start: $*" >&2
	for f in daemons.out dovecot.log postfix.log; do
		[ -s "$root/log/$f" ] && { echo "--- $root/log/$f" >&2; tail -n 15 "$root/log/$f" >&2; }
	done
	[ -z "$started" ] || sh "$here/stop.sh" "$root" >&2 || true
	exit 1
}
# wait_for CMD...: polls CMD for at most ~15 s.
wait_for() {
	i=0
	until "$@"; do
		i=$((i + 1))
		[ $i -le 300 ] || return 1
		sleep 0.05
	done
}
pid_in() { [ -s "$1" ] && tr -d ' \n' < "$1"; }
record_pid() { # file comm
	pid=$(pid_in "$1") || return 1
	[ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$2" ] || return 1
	grep -q "^$2 $pid\$" "$root/pids" || echo "$2 $pid" >> "$root/pids"
}

dovecot -c "$root/etc/dovecot.conf" </dev/null >>"$root/log/daemons.out" 2>&1 ||
	fail_start "dovecot did not start"
started=1
wait_for record_pid "$root/run/dovecot/master.pid" dovecot || fail_start "dovecot wrote no master.pid"

# postfix prints its errors to syslog unless stderr is a tty; maillog_file
# catches them in ROOT/log/postfix.log.
postfix -c "$root/etc/postfix" start </dev/null >>"$root/log/daemons.out" 2>&1 ||
	fail_start "postfix did not start"
wait_for record_pid "$root/spool/postfix/pid/master.pid" master || fail_start "postfix wrote no master.pid"

for p in $IMAP_PORT $IMAPS_PORT $LMTP_PORT $AUTH_PORT $SMTP_PORT $SMTPS_PORT $SMTP_NOTLS_PORT; do
	wait_for can_connect 127.0.0.1 "$p" || fail_start "nothing listens on 127.0.0.1:$p"
done
wait_for can_connect 127.0.0.2 "$IMAP_NOTLS_PORT" || fail_start "nothing listens on 127.0.0.2:$IMAP_NOTLS_PORT"

cat > "$root/env" <<EOF
IMAP_URL=imap://127.0.0.1:$IMAP_PORT
IMAPS_URL=imaps://127.0.0.1:$IMAPS_PORT
SMTP_URL=smtp://127.0.0.1:$SMTP_PORT
SMTPS_URL=smtps://127.0.0.1:$SMTPS_PORT
IMAP_NOTLS_URL=imap://127.0.0.2:$IMAP_NOTLS_PORT
SMTP_NOTLS_URL=smtp://127.0.0.1:$SMTP_NOTLS_PORT
MAIL_CA=$root/etc/cert.pem
MAIL_DIR=$root/mail
MAIL_DOMAIN=game.test
MAIL_USERS="${names# }"
IMAP_PORT=$IMAP_PORT
IMAPS_PORT=$IMAPS_PORT
SMTP_PORT=$SMTP_PORT
SMTPS_PORT=$SMTPS_PORT
LMTP_PORT=$LMTP_PORT
AUTH_PORT=$AUTH_PORT
IMAP_NOTLS_PORT=$IMAP_NOTLS_PORT
SMTP_NOTLS_PORT=$SMTP_NOTLS_PORT
EOF
echo "mail/start: stack up in $root (IMAP $IMAP_PORT, IMAPS $IMAPS_PORT, SMTP $SMTP_PORT, SMTPS $SMTPS_PORT)"
