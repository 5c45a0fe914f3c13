#!/bin/sh
# Installs Debian packages, only those missing: by default what Estafeta
# needs to build and test; or the packages named on the command line.
# Idempotent and fast when everything is present. No system service is
# started: a policy-rc.d answering 101 is put in place for the install when
# none exists, and Postfix is preseeded to "No configuration".
#   tests/install-deps.sh [PACKAGE...]
#   tests/install-deps.sh --check [PACKAGE...]   installs nothing: names what
#       is missing and exits 1 (what plain `make` runs before compiling);
#       exit 0 without dpkg-query (not Debian: the compiler will tell).
set -eu
check=""
[ "${1:-}" != --check ] || { check=1; shift; }
want="$*"
[ -n "$want" ] || want="make gcc pkg-config libcurl4-gnutls-dev libetpan-dev libgit2-dev libsodium-dev
	libutf8proc-dev libinih-dev libjansson-dev libcmocka-dev libcairo2-dev libpng-dev zlib1g-dev fonts-dejavu-core git
	ca-certificates util-linux coreutils tzdata"
missing=""
for p in $want; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ -n "$check" ]; then
	command -v dpkg-query >/dev/null 2>&1 || exit 0
	echo "estafeta: missing Debian packages:$missing" >&2
	echo "estafeta: 'make deps' (as root) installs them" >&2
	exit 1
fi
if [ "$(id -u)" != 0 ]; then
	echo "install-deps: missing packages:$missing (run as root, or install them)" >&2
	exit 1
fi
echo "install-deps: installing$missing" >&2
added_policy=""
cleanup() { [ -z "$added_policy" ] || rm -f /usr/sbin/policy-rc.d; }
trap cleanup EXIT
if [ ! -e /usr/sbin/policy-rc.d ]; then
	printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
	chmod 755 /usr/sbin/policy-rc.d
	added_policy=1
fi
echo 'postfix postfix/main_mailer_type select No configuration' | debconf-set-selections 2>/dev/null || true
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=300 update -qq >/dev/null
# shellcheck disable=SC2086
apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends -o Dpkg::Options::=--force-confold $missing >/dev/null
