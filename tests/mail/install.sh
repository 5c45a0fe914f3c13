#!/bin/sh
# Installs the packages of the private test mail stack (Dovecot IMAP/LMTP,
# Postfix, openssl, curl) non-interactively, only those missing. Idempotent
# and fast when everything is present. No system service is started: a
# policy-rc.d answering 101 is put in place for the install when none exists,
# and Postfix is preseeded to "No configuration" so it has no main.cf.
#   tests/mail/install.sh
set -eu
want="dovecot-imapd dovecot-lmtpd postfix openssl curl"
missing=""
for p in $want; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ]; then
	echo "mail/install: missing packages:$missing (run as root, or install them)" >&2
	exit 1
fi
echo "mail/install: installing$missing" >&2
added_policy=""
cleanup() { [ -z "$added_policy" ] || rm -f /usr/sbin/policy-rc.d; }
trap cleanup EXIT
if [ ! -e /usr/sbin/policy-rc.d ]; then
	printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
	chmod 755 /usr/sbin/policy-rc.d
	added_policy=1
fi
echo 'postfix postfix/main_mailer_type select No configuration' | debconf-set-selections
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends -o Dpkg::Options::=--force-confold $missing >/dev/null
