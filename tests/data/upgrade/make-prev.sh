#!/bin/sh
# Rebuilds tests/data/upgrade/prev-release.tar.gz: one data root made by a
# previous release, as a deployment looks mid-life, for tests/e2e/upgrade.sh.
# Not run by CI (it builds an old commit).
#   tests/data/upgrade/make-prev.sh [COMMIT]        default b884286
#   PREV_TREE=/tmp/estafeta-prev tests/data/upgrade/make-prev.sh
#       uses a worktree of COMMIT already built (bin/estafeta, build/rel/tools)
# Everything runs with --now, fixed short seeds (allowed by that release) and
# fixed passwords, so the same commit gives the same games.
#
# Contents of the archive (prev-release/):
#   data/          the data root (estafeta.conf with pwhash = fast and a data
#                  root master password, games/, forming/, inbox/, outbox/,
#                  spool/, seen/)
#   now.txt        the clock when the old release stopped
#   redeliver.txt  "SHA256  FILE" of the outbox mails of the interrupted
#                  game's last batch, removed from data/outbox/new
#   games.txt      one line a game: NAME KIND STATE (what each one is for)
# Games (players NAME@x.test, password pw-NAME; game master password
# maestro-de-juego for the data root, dir-fin for game fin):
#   reco   reconquista, 3 players, a few turns in; orders of one awaited
#          player wait in inbox/new
#   teg    TEG, 3 players, a few turns in; its last run stopped between the
#          commit and the delivery (mails gone, spool/teg.delivered = HEAD~1)
#   catan  Catan, 3 players, a few turns in; an offer made in turn 6 still
#          open two turns later (offers did not lapse then)
#   fin    reconquista, 3 players, ended by the game master (TERMINAR EMPATE)
#   ins    reconquista in sign-up (forming/ins): 3 seats, 1 taken (Ana)
set -eu
COMMIT=${1:-b884286}
top=$(git rev-parse --show-toplevel)
out=$top/tests/data/upgrade/prev-release.tar.gz

if [ -n "${PREV_TREE:-}" ]; then
	W=$PREV_TREE
	[ "$(git -C "$W" rev-parse HEAD)" = "$(git -C "$top" rev-parse "$COMMIT^{commit}")" ] ||
		{ echo "PREV_TREE is not at $COMMIT" >&2; exit 1; }
	own_tree=""
else
	W=$(mktemp -d /tmp/estafeta-prev.XXXXXX)
	rmdir "$W"
	git -C "$top" worktree add --detach "$W" "$COMMIT" > /dev/null
	own_tree=$W
fi
cleanup_tree() { [ -z "$own_tree" ] || git -C "$top" worktree remove --force "$own_tree"; }
make -C "$W" -j2 bin/estafeta build/rel/tools/mkmail build/rel/tools/mailtext > /dev/null

# The helpers of that release (es, send, envelope, status_of, now_plus...).
export ESTAFETA="$W/bin/estafeta" TOOLS="$W/build/rel/tools"
cd "$W"
. tests/e2e/lib.sh
trap 'cleanup_tree; if [ -n "${KEEP:-}" ]; then echo "kept $T" >&2; else rm -rf "$T"; fi' EXIT

# play GAME:SEED:TURN[:BATCHES]...: batches of bot orders for every listed
# game at once, like lib.sh's play_to_end (every mail shape; every 9th
# batch no mail and the clock past the deadlines, so defaults apply), until
# each game reached turn TURN (or ended, or BATCHES batches were played).
play() {
	k=0 specs="$*"
	while :; do
		k=$((k + 1))
		[ $k -lt 300 ] || fail "games did not reach their turns: $specs"
		todo=0 n=0
		for spec in $specs; do
			IFS=: read -r g seed turn most <<-EOF
			$spec
			EOF
			[ -z "$most" ] || [ $k -le "$most" ] || continue
			st=$(es status "$g")
			case $st in *"phase over"*) continue ;; esac
			[ "$(printf '%s\n' "$st" | sed -n 's/^turn //p')" -lt "$turn" ] || continue
			todo=1
			[ $((k % 9)) -ne 0 ] || continue
			for who in $(printf '%s\n' "$st" | sed -n 's/^waiting //p'); do
				set -- $SHAPES
				shift $((k % 9))
				es bot "$g" "$who" --seed "$seed" > "$T/o"
				[ -s "$T/o" ] || fail "no bot orders ($g, $who)"
				envelope "$g" "$who" "pw-$who" < "$T/o" | send "$1" "$who@x.test" "old-$g-$seed-$k-$who@t"
				n=$((n + 1))
			done
		done
		[ $todo = 1 ] || return 0
		if [ $((k % 9)) -eq 0 ]; then now_plus 80; else now_plus 1; fi
		es run > "$T/run.out" || { cat "$T/run.out" >&2; fail "old run failed (batch $k)"; }
		grep -q "accepted $n " "$T/run.out" || { cat "$T/run.out" >&2; fail "old bot orders refused (batch $k)"; }
	done
}
players() { for p in "$@"; do printf -- ' --player %s:%s@x.test:pw-%s' "$p" "$p" "$p"; done; }

printf 'maestro-de-juego\n' | es master-password > /dev/null
es new reconquista reco --seed 0a11 $(players ana berta carla) > /dev/null
es new teg teg --seed 7e93 $(players dani eva flor) > /dev/null
es new catan catan --seed ca73 $(players gil hugo ines) > /dev/null
es new reconquista fin --seed 0f1 --set master=dir-fin $(players mar nico olga) > /dev/null
now_plus 1

# fin: a few orders, then the game master ends it as a draw.
play fin:b0f1:1:3
printf 'PARTIDA fin\nDIRECTOR\nCLAVE dir-fin\nTERMINAR EMPATE\n' | send plain jefe@x.test old-fin-end@t
step_run
[ "$(status_of fin phase)" = over ] || fail "fin did not end"
play reco:b0a11:2 teg:b7e93:2 catan:bca73:4

# catan: an offer held across turns. This release kept an offer until it
# was answered or withdrawn (later ones lapse with their offerer's turn):
# the active player offers to everyone, then plays his turn out, and the
# game goes on for two more turns with the offer still open.
w=$(status_of catan waiting)
t0=$(status_of catan turn)
{ printf 'OFRECER a TODOS DOY 1 madera PIDO 1 trigo\n'; es bot catan "$w" --seed bca73f; } |
	envelope catan "$w" "pw-$w" | send plain "$w@x.test" old-catan-offer@t
step_run
git -C "$D/games/catan" show HEAD:state/game.txt | grep -q '^offer ' || fail "catan: the offer was not made"
play catan:bca73e:$((t0 + 2))
git -C "$D/games/catan" show HEAD:state/game.txt | grep -q '^offer ' || fail "catan: the offer did not stay open across turns"

# Sign-up: opened with the data root's master password, one seat of three.
printf 'Hola,\nNUEVA PARTIDA reconquista ins\nCLAVE maestro-de-juego\nPLAZAS 3\n' | send plain jefe@x.test old-ins-1@t
step_run
printf 'UNIRSE ins Ana\n' | send plain ana@x.test old-ins-2@t
step_run
[ -d "$D/forming/ins" ] && [ ! -d "$D/games/ins" ] || fail "ins is not in sign-up"

# teg: one more batch, then the crash between commit and delivery.
w=$(status_of teg waiting)
h=$(head_of teg)
for who in $w; do es bot teg "$who" --seed b7e93b | envelope teg "$who" "pw-$who" | send plain "$who@x.test" "old-teg-last-$who@t"; done
step_run
[ "$(head_of teg)" != "$h" ] || fail "teg's last batch committed nothing"
bdir=$(git -C "$D/games/teg" show --name-only --format= HEAD | sed -n 's,^mail/\([0-9]*/[0-9]*/[0-9]*\)/.*,\1,p' | head -n 1)
tag=$(echo "$bdir" | tr / .)
[ -n "$tag" ] || fail "no batch folder in teg's last commit"
(cd "$D/outbox/new" && ls | grep "^[0-9]*\.teg\.$tag\." | sort | xargs sha256sum) > "$T/redeliver.txt"
[ -s "$T/redeliver.txt" ] || fail "teg's last batch sent nothing"
(cd "$D/outbox/new" && ls | grep "^[0-9]*\.teg\.$tag\." | xargs rm)
git -C "$D/games/teg" rev-parse HEAD~1 > "$D/spool/teg.delivered"

# reco: the orders of one awaited player arrive and wait for the next run.
now_plus 1
w=$(status_of reco waiting | cut -d' ' -f1)
es bot reco "$w" --seed b0a1f > "$T/o"
[ -s "$T/o" ] || fail "no bot orders for $w"
envelope reco "$w" "pw-$w" < "$T/o" | send plain "$w@x.test" old-reco-waiting@t

# Objects packed (git repos compress well that way); refs and everything
# else left as the old release wrote them.
for r in "$D"/games/* "$D"/forming/*; do
	git -C "$r" repack -a -d -f -q --window=250 --depth=250
	git -C "$r" prune-packed
done

P=$T/pack/prev-release
mkdir -p "$P"
cp -a "$D" "$P/data"
echo "$NOW" > "$P/now.txt"
cp "$T/redeliver.txt" "$P/redeliver.txt"
cat > "$P/games.txt" <<EOF
reco reconquista running (orders of $w waiting in inbox/new)
teg teg running (last batch committed, not delivered)
catan catan running (an offer made in turn $t0 still open)
fin reconquista over (TERMINAR EMPATE)
ins reconquista sign-up (1 of 3 seats)
EOF
echo "made by $(git -C "$W" rev-parse --short HEAD) (tests/data/upgrade/make-prev.sh)" > "$P/commit.txt"
tar -C "$T/pack" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - prev-release |
	gzip -n -9 > "$out.tmp"
mv "$out.tmp" "$out"
echo "$out: $(wc -c < "$out") bytes"
