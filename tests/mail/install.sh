#!/bin/sh
# Installs the packages of the private test mail stack (Dovecot IMAP/LMTP,
# Postfix, openssl, curl; Pigeonhole for Sieve), only those missing,
# starting no system service.
exec sh "$(dirname "$0")/../install-deps.sh" dovecot-imapd dovecot-lmtpd dovecot-sieve postfix openssl curl
