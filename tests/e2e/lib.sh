# Shared helpers for the end-to-end scripts (sourced). Every script gets a
# fresh data root under a temporary folder that is removed on exit.
set -eu
: "${ESTAFETA:=$PWD/bin/estafeta}"
: "${TOOLS:=$PWD/build/rel/tools}"
T=$(mktemp -d /dev/shm/estafeta-e2e.XXXXXX 2>/dev/null || mktemp -d /tmp/estafeta-e2e.XXXXXX)
trap '[ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
D=$T/data
mkdir -p "$D"
# The scripts move the test clock in leaps of days between runs: no limit
# on the jump (clock.sh tests the default).
printf '[judge]\naddress = juez@estafeta.test\npwhash = fast\nmax_mail_bytes = 65536\nclock_jump_hours = 0\n' > "$D/estafeta.conf"
# The long playouts under the sanitizers draw no pictures (minutes of
# ASan time; pictures are checked under ASan by mail_parts.sh and
# test_picture): set TEXT_ONLY=1 before sourcing.
[ "${SANITIZED:-0}" = 1 ] && [ -n "${TEXT_ONLY:-}" ] && printf 'pictures = off\n' >> "$D/estafeta.conf"
: "${TEXT_ONLY:=}"
NOW=2026-11-21T12:00:00Z
MAILN=0

fail() { echo "FAIL: $*" >&2; exit 1; }
es() { "$ESTAFETA" -C "$D" --now "$NOW" "$@"; }
# now_plus HOURS: moves the test clock forward.
now_plus() { NOW=$(date -u -d "$NOW + $1 hours" +%Y-%m-%dT%H:%M:%SZ); }
# send SHAPE FROM MSGID < body : drops a mail into the inbox.
# The file is named after the time and the Message-ID (send often runs in a
# pipeline's subshell, where a counter would not survive).
send() {
	mkdir -p "$D/inbox/new" "$D/inbox/cur" "$D/inbox/tmp"
	f="$D/inbox/new/$(date -u -d "$NOW" +%s).$(printf '%s' "$3" | tr -c 'A-Za-z0-9.-' '_')"
	[ ! -e "$f" ] || f="$f.$$"
	"$TOOLS/mkmail" "$@" > "$f"
}
# orders GAME PLAYER PASSWORD < orders : the envelope around orders.
envelope() { printf 'PARTIDA %s\nJUGADOR %s\nCLAVE %s\n' "$1" "$2" "$3"; cat; printf 'FIN\n'; }
status_of() { es status "$1" | sed -n "s/^$2 //p"; }
# health_rc: `es health`'s exit code; its output in $T/h.
health_rc() { set +e; es health > "$T/h" 2>&1; hrc=$?; set -e; echo $hrc; }
# Decoded text of every outbox mail to ADDRESS since the last call (newest last).
outbox_count() { ls "$D/outbox/new" 2>/dev/null | wc -l; }
mail_text() { "$TOOLS/mailtext" "$1"; }
# outbox_decode: brings the decoded copies of the outbox's mail ($D.dec,
# one file a mail) up to date, in one process: the playouts read thousands
# of mails, and a process a mail cost minutes under the sanitizers. A mail
# rewritten since it was decoded is decoded again.
outbox_decode() {
	mkdir -p "$D.dec"
	: > "$T/dec.todo"
	for f in "$D/outbox/new"/*; do
		[ -f "$f" ] || continue
		c="$D.dec/${f##*/}"
		if [ ! -f "$c" ] || [ "$f" -nt "$c" ]; then echo "$f" >> "$T/dec.todo"; fi
	done
	[ ! -s "$T/dec.todo" ] || xargs "$TOOLS/mailtext" -d "$D.dec" < "$T/dec.todo"
}
# outbox_newest ADDR [PATTERN]: name of the newest outbox mail to ADDR (whose
# raw text also matches PATTERN), or nothing.
outbox_newest() {
	(cd "$D/outbox/new" && ls | sort | xargs -r grep -li "^To: .*<$1>" | {
		if [ -n "${2:-}" ]; then xargs -r grep -l -- "$2"; else cat; fi
	} | tail -n 1)
}
# last_mail_to ADDR: decoded text of the newest mail to ADDR.
last_mail_to() {
	last=$(outbox_newest "$1")
	[ -n "$last" ] || fail "no mail to $1"
	outbox_decode
	cat "$D.dec/$last"
}
# confirm_to ADDR: decoded text of the newest answer (confirmation or
# rejection) to a mail of ADDR.
confirm_to() {
	last=$(outbox_newest "$1" '^In-Reply-To: ')
	[ -n "$last" ] || fail "no answer to $1"
	outbox_decode
	cat "$D.dec/$last"
}
assert_contains() { # text needle what
	printf '%s' "$1" | grep -qF -- "$2" || { printf '%s\n' "$1" | head -50 >&2; fail "$3: expected to find '$2'"; }
}
assert_not_contains() {
	if printf '%s' "$1" | grep -qF -- "$2"; then printf '%s\n' "$1" | head -50 >&2; fail "$3: did not expect '$2'"; fi
}
step_run() { now_plus 1; es run > /dev/null; }
# bot_rounds GAME N: N batches in which every awaited player mails the
# bot's orders (passwords pw-NAME).
bot_rounds() {
	k=0
	while [ $k -lt "$2" ]; do
		k=$((k + 1))
		for w in $(status_of "$1" waiting); do
			es bot "$1" "$w" | envelope "$1" "$w" "pw-$w" | send plain "$w@x.test" "$1-r$k-$w@t"
		done
		step_run
	done
}
head_of() { git -C "$D/games/$1" rev-parse HEAD; }
# count_subject TEXT: outbox mails whose decoded Subject contains TEXT.
count_subject() {
	outbox_decode
	(cd "$D/outbox/new" && ls | sed "s|^|$D.dec/|" | xargs -r awk 'FNR == 2' |
		sed -n 's/^Subject: //p' | grep -cF -- "$1") || true
}
# privacy_scan GLOB SEED PLAYER...: no outbox mail named GLOB reveals SEED
# before the game's end ("Fin de la partida"/"Game over"), and none carries
# player P's password pw-P unless it is addressed to P@x.test. One awk over
# the decoded mail; fails on an empty outbox.
privacy_scan() {
	ps_glob=$1 ps_seed=$2
	shift 2
	outbox_decode
	(cd "$D/outbox/new" && ls -- $ps_glob) | sed "s|^|$D.dec/|" > "$T/scan.list"
	[ -s "$T/scan.list" ] || fail "privacy_scan: no mail named $ps_glob"
	xargs awk -v seed="$ps_seed" -v players="$*" '
		function check() {
			if (FNR_file == "") return
			if (!final && hasseed) print FNR_file ": reveals the seed before the end"
			for (i = 1; i <= np; i++)
				if (haspw[i] && to != p[i] "@x.test") print FNR_file ": pw-" p[i] " in a mail to " to
		}
		BEGIN { np = split(players, p, " ") }
		FNR == 1 {
			check(); FNR_file = FILENAME; n++
			to = substr($0, 5); final = hasseed = 0
			for (i = 1; i <= np; i++) haspw[i] = 0
		}
		/Fin de la partida|Game over/ { final = 1 }
		index($0, seed) { hasseed = 1 }
		{ for (i = 1; i <= np; i++) if ($0 ~ ("pw-" p[i] "([^A-Za-z0-9_]|$)")) haspw[i] = 1 }
		END { check(); print n " mails scanned" > "/dev/stderr" }
	' < "$T/scan.list" > "$T/scan.out" 2> "$T/scan.err"
	[ ! -s "$T/scan.out" ] || { cat "$T/scan.out" >&2; fail "privacy_scan: $(head -n 1 "$T/scan.out")"; }
	[ "$(cut -d' ' -f1 < "$T/scan.err")" = "$(wc -l < "$T/scan.list")" ] || fail "privacy_scan: not every mail scanned"
}
# play_to_end GAME SEED [MAX]: plays GAME to its end (or MAX batches)
# with bot orders, one mail a batch, cycling through every mail shape;
# every 13th decision the mail is withheld and the clock jumps past the
# deadline so the default applies. Passwords are "pw-NAME". Prints the
# number of batches.
SHAPES="plain qp-latin1 base64 cp1252 html alternative flowed reply mixed-attachment"
play_to_end() {
	g=$1 seed=$2 pt_max=${3:-4000} k=0
	while :; do
		st=$(es status "$g")
		case $st in *"phase over"*) break ;; esac
		[ $k -lt "$pt_max" ] || break
		waiting=$(printf '%s\n' "$st" | sed -n 's/^waiting //p')
		k=$((k + 1))
		[ $k -lt 4000 ] || fail "$g did not end in 4000 batches"
		if [ $((k % 13)) -eq 0 ]; then
			now_plus 80
		else
			# Everyone awaited writes (several at once: e.g. discards).
			for who in $waiting; do
				set -- $SHAPES
				shift $((k % 9))
				es bot "$g" "$who" --seed "$seed" | envelope "$g" "$who" "pw-$who" | send "$1" "$who@x.test" "$g-$k-$who@t"
			done
			now_plus 1
		fi
		es run > "$T/run.out" || { cat "$T/run.out" >&2; fail "run failed at batch $k"; }
		if [ $((k % 13)) -ne 0 ]; then
			n=$(echo $waiting | wc -w)
			grep -q "accepted $n " "$T/run.out" || {
				cat "$T/run.out" >&2
				for who in $waiting; do last_mail_to "$who@x.test" >&2; done
				fail "bot orders of $waiting were not all accepted at batch $k"
			}
		fi
	done
	# The caller often runs this in $(...): the clock it reached is kept
	# for sync_now (a judge refuses a clock before its last batch).
	echo "$NOW" > "$T/now"
	echo $k
}
sync_now() { NOW=$(cat "$T/now"); }

# kill_sweep COUNTS PER FN SYSCALL...: for each SYSCALL counted in COUNTS
# (the output of strace -c), calls FN SYSCALL K for K at PER points spread
# evenly over its calls, first and last included (PER 0: every call). FN
# kills a run at that call with
#   strace -f -e trace=SYSCALL -e inject=SYSCALL:signal=KILL:when=K
# (inject acts only on traced calls: with trace=none nothing is killed).
# LeakSanitizer cannot run under ptrace: turn it off for those runs.
kill_sweep() {
	ks_counts=$1 ks_per=$2 ks_fn=$3
	shift 3
	for ks_sc in "$@"; do
		# strace -c prints: % time, seconds, usecs/call, calls, [errors,] syscall
		ks_n=$(awk -v s="$ks_sc" '$NF == s { print $4 }' "$ks_counts")
		[ -n "$ks_n" ] || continue
		ks_step=1
		[ "$ks_per" -eq 0 ] || [ "$ks_n" -le "$ks_per" ] || ks_step=$(((ks_n + ks_per - 2) / (ks_per - 1)))
		ks_k=1
		while [ "$ks_k" -le "$ks_n" ]; do
			"$ks_fn" "$ks_sc" "$ks_k"
			[ "$ks_k" -lt "$ks_n" ] && [ $((ks_k + ks_step)) -gt "$ks_n" ] && ks_k=$ks_n || ks_k=$((ks_k + ks_step))
		done
	done
}

# kill_recover PRISTINE GAMES PER CHECK SYSCALL...: a run killed at any
# SYSCALL recovers to what the run never killed left ($T/ref, the
# snapshot of GAMES). Counts the calls a run of a copy of PRISTINE makes,
# then at PER points of each SYSCALL (kill_sweep): a fresh copy of
# PRISTINE ($R) is run and killed at that call, then run twice; its
# snapshot must be $T/ref, and CHECK SYSCALL K (a function; : for none)
# checks the rest. Leaves the points tried in $points, the runs killed in
# $killed.
kill_recover() {
	kr_pristine=$1 kr_games=$2 kr_per=$3 kr_check=$4
	shift 4
	R=$T/r
	rm -rf "$R" && cp -a "$kr_pristine" "$R"
	strace -f -qq -c -o "$T/counts" -e trace="$(echo "$@" | tr ' ' ,)" \
		"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || true
	points=0 killed=0
	kill_sweep "$T/counts" "$kr_per" kill_recover_at "$@"
}
kill_recover_at() { # SYSCALL K
	rm -rf "$R" && cp -a "$kr_pristine" "$R"
	# A killed run (or a run whose child was killed) exits non-zero.
	strace -f -qq -o /dev/null -e trace="$1" -e "inject=$1:signal=KILL:when=$2" \
		"$ESTAFETA" -C "$R" --now "$NOW" run > /dev/null 2>&1 || killed=$((killed + 1))
	run_in "$R"
	run_in "$R"
	# shellcheck disable=SC2086 # GAMES is a list
	snapshot "$R" $kr_games > "$T/got"
	if ! cmp -s "$T/ref" "$T/got"; then
		diff "$T/ref" "$T/got" >&2 || true
		fail "killed at $1 #$2: the recovered data root differs from the run never killed"
	fi
	"$kr_check" "$1" "$2"
	points=$((points + 1))
}

# full_game KIND GAME SEED NAME...: creates GAME of KIND for the named
# players (passwords pw-NAME, the second player in English), plays it to
# its end through `estafeta run` in every mail shape with expired
# deadlines now and then, and checks what every game must satisfy: a
# winner line, one readable git history (fsck), every accepted mail
# committed as received and as parsed, verify over every commit, the seed
# revealed only by the final mails, passwords only to their owners.
# FULL_GAME_MAX=N stops it after N batches: the checks of a game's end
# are then left to the games played to theirs.
full_game() {
	kind=$1 game=$2 seed=$3
	shift 3
	args="" k=0
	for p in "$@"; do
		k=$((k + 1))
		if [ $k -eq 2 ]; then args="$args --player $p:$p@x.test:pw-$p:en"; else args="$args --player $p:$p@x.test:pw-$p"; fi
	done
	es new "$kind" "$game" --seed "$seed" --insecure-seed $args > /dev/null || fail "new $kind"
	batches=$(play_to_end "$game" "b$seed" "${FULL_GAME_MAX:-4000}")
	sync_now
	g="$D/games/$game"
	over=1
	es status "$game" | grep -q 'phase over' || over=0
	[ "$over" = 1 ] || [ "$batches" -ge "${FULL_GAME_MAX:-4000}" ] || fail "$game: stopped after $batches batches"
	[ "$over" = 0 ] || [ -n "$(status_of "$game" winner)" ] || fail "$game: no winner line"
	git -C "$g" fsck --strict > /dev/null 2>&1 || fail "$game: git fsck"
	commits=$(git -C "$g" rev-list --count HEAD)
	git -C "$g" log --format=%s | grep -q '^turno [0-9]*: ' || fail "$game: commit lines do not read like a turn report"
	ins=$(git -C "$g" log --name-only --format= | grep -c 'in-[0-9]*\.eml$')
	parsed=$(git -C "$g" log --name-only --format= | grep -c 'in-[0-9]*\.orders$')
	[ "$ins" -gt 0 ] && [ "$ins" -eq "$parsed" ] || fail "$game: received ($ins) and parsed ($parsed) mails differ"
	es verify "$game" > "$T/verify.out" || { cat "$T/verify.out" >&2; fail "$game: verify"; }
	grep -q "^$commits commits, 0 different" "$T/verify.out" || fail "$game: verify did not check every commit"
	sd=$(git -C "$g" show HEAD:secret/seed.txt | sed -n 's/^seed //p')
	privacy_scan "*.$game.*" "$sd" "$@"
	if [ "$over" = 0 ]; then
		# Bounded (FULL_GAME_MAX): the end's checks are those of the
		# games that run to theirs.
		echo "$game: $batches batches, $commits commits, still running"
		return 0
	fi
	assert_contains "$(last_mail_to "$1@x.test")" "$sd" "$game: final mail reveals the seed"
	# The public copy of an ended game holds its whole history but the
	# password hashes, the key and the mail: verify replays it.
	es publish "$game" --repo "$T/pub-$game.git" > /dev/null || fail "$game: publish"
	[ "$(git -C "$T/pub-$game.git" show HEAD:secret/seed.txt | sed -n 's/^seed //p')" = "$sd" ] ||
		fail "$game: the published copy of an ended game lacks the seed"
	git -C "$T/pub-$game.git" log -p | grep -q 'argon2\|@x.test\|^+key ' && fail "$game: the published copy holds a secret"
	mkdir -p "$T/pubroot/games"
	git clone -q --bare "$T/pub-$game.git" "$T/pubroot/games/$game"
	"$ESTAFETA" -C "$T/pubroot" --now "$NOW" verify "$game" > "$T/pv" 2>&1 || { tail -5 "$T/pv" >&2; fail "$game: verify of the published copy"; }
	# Batches that changed nothing verify checks (a reminder, private
	# press) have no commit in the copy, so that none tells it ran.
	pc=$(git -C "$T/pub-$game.git" rev-list --count HEAD)
	[ "$pc" -le "$commits" ] && [ "$pc" -gt 1 ] || fail "$game: the published copy has $pc commits of $commits"
	grep -q "^$pc commits, 0 different" "$T/pv" || fail "$game: verify of the published copy did not check every commit"
	echo "$game: $batches batches, $commits commits, winner(s): $(status_of "$game" winner)"
}

# snapshot DIR GAME...: what a data root must show whether or not a run
# of it was killed or cut: each game's head, the outbox byte for byte,
# what is left in the inbox and in the outbox's staging folder.
snapshot() {
	sn_dir=$1
	shift
	for g in "$@"; do echo "$g $(git -C "$sn_dir/games/$g" rev-parse HEAD)"; done
	(cd "$sn_dir/outbox/new" && for f in $(ls | sort); do echo "$f $(sha256sum < "$f" | cut -c1-16)"; done)
	echo "inbox-new $(ls "$sn_dir/inbox/new" | wc -l)"
	echo "staged $(ls "$sn_dir/outbox/staged" 2> /dev/null | wc -l)"
}
# run_in DIR: one run over another data root, its failure tolerated.
run_in() { "$ESTAFETA" -C "$1" --now "$NOW" run > /dev/null 2>&1 || true; }
# serve START PROBE: a server of the test on a free port of 127.0.0.1.
# Runs `START PORT` in the background on a random port (another when it
# cannot bind: up to 8), polling `PROBE PORT` (bounded, not a
# synchronisation sleep) until it answers; sets port and SERVER_PID
# (START execs the server, so that the PID is the server's). 1 when none
# answered. START and PROBE are shell functions.
SERVER_PID=
serve() {
	for try in 1 2 3 4 5 6 7 8; do
		port=$(shuf -i 20000-60000 -n 1)
		"$1" "$port" &
		SERVER_PID=$!
		k=0
		while [ $k -lt 200 ] && kill -0 "$SERVER_PID" 2> /dev/null; do
			"$2" "$port" && return 0
			k=$((k + 1))
			sleep 0.05
		done
		kill "$SERVER_PID" 2> /dev/null || true
		wait "$SERVER_PID" 2> /dev/null || true
		SERVER_PID=
	done
	return 1
}
# phone_width BROWSER DIR PAGE: "SCROLL CLIENT", the widths (px) of DIR/PAGE
# in a 400 px frame of headless Chromium (a page that scrolls sideways on a
# phone has SCROLL > CLIENT); nothing when the probe did not run.
phone_width() {
	cat > "$2/narrow.html" <<HTML
<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="$3" style="width:400px;height:800px;border:0"></iframe>
<script>document.getElementById('f').onload = function () {
  var d = document.getElementById('f').contentDocument.documentElement;
  document.title = 'scroll ' + d.scrollWidth + ' client ' + d.clientWidth;
};</script></body></html>
HTML
	"$1" --headless --no-sandbox --disable-gpu --user-data-dir="$T/chromium" --window-size=500,900 \
		--allow-file-access-from-files --virtual-time-budget=5000 --dump-dom "file://$2/narrow.html" 2> /dev/null |
		grep -o '<title>scroll [0-9]* client [0-9]*</title>' | sed 's/<title>scroll \([0-9]*\) client \([0-9]*\)<.*/\1 \2/'
	rm -f "$2/narrow.html"
}
