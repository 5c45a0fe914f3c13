# Sourced by end-to-end scripts that need the private mail stack:
#   . tests/mail/stack.sh; stack_up "$T"      (sets ROOT, base and the URLs of ROOT/env)
# Needs root; installs the server packages when missing; the caller's EXIT
# trap must call stack_down. The first free block of ports among the bases
# MAILNET_PORT_BASE (default 12000 ... 16000) is used.

# can_connect HOST PORT
can_connect() { timeout 2 bash -c ': <>"/dev/tcp/$1/$2"' _ "$1" "$2" 2>/dev/null; }

stack_up() { # DIR
	[ "$(id -u)" = 0 ] || { echo "mail stack: needs root" >&2; return 1; }
	sh tests/mail/install.sh || { echo "mail stack: cannot install the server packages" >&2; return 1; }
	chmod 755 "$1"
	ROOT=$1/stack
	for base in ${MAILNET_PORT_BASE:-12000 13000 14000 15000 16000}; do
		busy=""
		for off in 143 993 25 465 24 26 144 27 1; do
			can_connect 127.0.0.1 $((base + off)) && busy=1
		done
		can_connect 127.0.0.2 $((base + 144)) && busy=1
		[ -z "$busy" ] && break
	done
	[ -z "$busy" ] || { echo "mail stack: no free block of ports" >&2; return 1; }
	IMAP_PORT=$((base + 143)) IMAPS_PORT=$((base + 993)) SMTP_PORT=$((base + 25)) \
		SMTPS_PORT=$((base + 465)) LMTP_PORT=$((base + 24)) AUTH_PORT=$((base + 26)) \
		IMAP_NOTLS_PORT=$((base + 144)) SMTP_NOTLS_PORT=$((base + 27)) \
		sh tests/mail/start.sh "$ROOT" > "$1/start.log" 2>&1 || { cat "$1/start.log" >&2; return 1; }
	. "$ROOT/env"
}

stack_down() {
	[ -z "${ROOT:-}" ] || [ ! -e "$ROOT/.mailstack" ] || sh tests/mail/stop.sh "$ROOT" > /dev/null 2>&1
}
