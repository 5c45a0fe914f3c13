# Sourced with tests/mail/stack.sh by scripts that check what the real
# Postfix received after runs cut short: every message the outbox holds
# received once, and twice only when the run after the cut said it may
# have been taken already (cut between its final dot and the durable
# record of the server's 250).
#   smtp_scenario             starts the stack (in $S) and makes the data
#                             root of two games, their welcome mails and
#                             one order mail of each player awaited,
#                             SMTP out; copied to $T/pristine
#   mail_mark                 remembers what the mailboxes hold now
#   mail_check WHAT DIR ERR   waits for Postfix's queue to empty, then checks
#                             the mail received since mail_mark against the
#                             outbox of data root DIR and the recovery
#                             runs' messages ERR; sets TWICE

mail_files() { find "$ROOT/mail" -path '*/Maildir/new/*' -o -path '*/Maildir/cur/*' | sort; }
mail_mark() { mail_files > "$T/mail.before"; }
msgid_of() { grep -i -m 1 '^message-id:' "$1" | tr -d '\r' | sed 's/^[^:]*: *//'; }

mail_check() { # WHAT DIR ERR
	mc_i=0
	until postqueue -c "$ROOT/etc/postfix" -p 2> /dev/null | grep -q 'Mail queue is empty'; do
		mc_i=$((mc_i + 1))
		[ $mc_i -le 600 ] || fail "$1: Postfix's queue did not empty"
		sleep 0.05
	done
	mail_files | comm -13 "$T/mail.before" - > "$T/mail.new"
	while read -r f; do msgid_of "$f"; done < "$T/mail.new" | sort > "$T/got.ids"
	# What the outbox holds, sent or not: each must have arrived.
	for f in "$2"/outbox/cur/* "$2"/outbox/new/*; do
		[ -f "$f" ] && msgid_of "$f"
	done | sort > "$T/want.ids"
	[ -s "$T/want.ids" ] || fail "$1: the outbox is empty"
	[ -z "$(ls "$2/outbox/new")" ] || fail "$1: mail is left unsent: $(ls "$2/outbox/new")"
	missing=$(sort -u "$T/got.ids" | comm -13 - "$T/want.ids")
	[ -z "$missing" ] || fail "$1: never received: $missing"
	uniq -d "$T/got.ids" > "$T/twice.ids"
	TWICE=$(wc -l < "$T/twice.ids")
	# The messages the recovery said may have gone already.
	sed -n 's/^estafeta: outbox \([^:]*\): the server may have taken it already.*/\1/p' "$3" | while read -r n; do
		for f in "$2/outbox/cur/$n":*; do [ -f "$f" ] && msgid_of "$f"; done
	done | sort -u > "$T/maybe.ids"
	unsaid=$(comm -23 "$T/twice.ids" "$T/maybe.ids")
	[ -z "$unsaid" ] || fail "$1: received twice, and never said: $unsaid"
	[ "$TWICE" -le 1 ] || fail "$1: $TWICE messages received twice (at most the one in flight may be)"
	[ "$(sort "$T/got.ids" | uniq -c | awk '$1 > 2' | wc -l)" = 0 ] || fail "$1: a message was received three times"
}

smtp_scenario() {
	MAILSTACK_USERS="judge:pw ana:pw berta:pw carla:pw dani:pw eva:pw" stack_up "$S" || fail "the mail stack did not start"
	cat > "$D/estafeta.conf" <<-CONF
	[judge]
	address = judge@game.test
	pwhash = fast
	[outbox]
	url = $SMTP_URL
	cafile = $MAIL_CA
	[network]
	timeout = 10
	CONF
	es new reconquista rc --seed 0a --insecure-seed --player ana:ana@game.test:pw-ana \
		--player berta:berta@game.test:pw-berta --player carla:carla@game.test:pw-carla > /dev/null
	es new teg tg --seed 0b --insecure-seed --player dani:dani@game.test:pw-dani --player eva:eva@game.test:pw-eva > /dev/null
	now_plus 60
	for g in rc tg; do
		for w in $(status_of $g waiting); do
			es bot $g "$w" | envelope $g "$w" "pw-$w" | send plain "$w@game.test" "$g-$w@t"
		done
	done
	cp -a "$D" "$T/pristine"
}
