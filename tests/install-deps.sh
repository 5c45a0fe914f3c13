#!/bin/sh
# Installs the Debian packages Estafeta needs to build and test, only those
# missing. Idempotent; fast when everything is present. Never starts system
# services (a policy-rc.d forbids it while we install).
set -eu
build="make gcc pkg-config libcurl4-gnutls-dev libetpan-dev libgit2-dev libsodium-dev libutf8proc-dev libinih-dev libcmocka-dev git ca-certificates"
# Util-linux's flock is used by cron/estafeta-run and its test.
want="$build util-linux coreutils"
missing=""
for p in $want; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ]; then
	echo "install-deps: missing packages:$missing (run as root, or install them)" >&2
	exit 1
fi
echo "install-deps: installing$missing" >&2
added_policy=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
	printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
	chmod 755 /usr/sbin/policy-rc.d
	added_policy=1
fi
echo 'postfix postfix/main_mailer_type select No configuration' | debconf-set-selections 2>/dev/null || true
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >/dev/null
[ -n "$added_policy" ] && rm -f /usr/sbin/policy-rc.d
exit 0
