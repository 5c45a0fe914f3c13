#!/bin/sh
# The players' guides (docs/players/KIND.LANG.md) are the help the judge
# mails: for every kind of the registry, "AYUDA KIND" is mailed, and each
# language's part of the answer must equal the guide's text byte for byte.
# A guide that differs fails here; docs/players/guides.sh writes them again.
. tests/e2e/lib.sh

kinds=$(es help | sed -n 's/^Game kinds: //p')
[ -n "$kinds" ] || fail "help lists no kinds"
n=0
for k in $kinds; do
	n=$((n + 1))
	printf 'AYUDA %s\n' "$k" | send plain "curioso$n@x.test" "guide$n@t"
done
step_run
n=0
for k in $kinds; do
	n=$((n + 1))
	m=$T/mail-$k
	last_mail_to "curioso$n@x.test" > "$m"
	assert_contains "$(cat "$m")" "Subject: [$k] Ayuda" "help mail for $k"
	# The body follows the header's blank line; the languages are parted
	# by a section break "* * *" between blank lines, Spanish first.
	awk -v es="$T/mail-$k.es" -v en="$T/mail-$k.en" '
		!body { if ($0 == "") body = 1; next }
		$0 == "-- " { print "a signature line parts the languages" > "/dev/stderr"; exit 1 }
		$0 == "* * *" { part = 1; skip = 1; next }
		skip && $0 == "" { skip = 0; next }
		{ skip = 0; print > (part ? en : es) }' "$m"
	for l in es en; do
		g=docs/players/$k.$l.md
		[ -f "$g" ] || fail "no players' guide $g for kind $k"
		# The guide's text is the fenced block.
		awk '/^````text$/ { on = 1; next } /^````$/ { on = 0 } on' "$g" > "$T/guide-$k.$l"
		[ -s "$T/guide-$k.$l" ] || fail "$g holds no help text"
		# The mail's part ends with the blank line before the break.
		sed -e '${/^$/d;}' "$T/mail-$k.$l" > "$T/mailed-$k.$l"
		[ -s "$T/mailed-$k.$l" ] || fail "the help mailed for $k has no $l part"
		if ! cmp -s "$T/guide-$k.$l" "$T/mailed-$k.$l"; then
			diff -u "$T/guide-$k.$l" "$T/mailed-$k.$l" | head -20 >&2
			fail "$g differs from the help the judge mails for AYUDA $k ($l); run: sh docs/players/guides.sh"
		fi
	done
done
echo "player_guides: ok"
