#!/bin/sh
# The layer rule holds on this tree (tests/layers.sh, which prints the
# include graph), and the check is no empty pass: in a copy of the sources,
# each kind of fault it is for, planted once, fails it and is named.
. tests/e2e/lib.sh

sh tests/layers.sh > "$T/out" 2>&1 || { cat "$T/out" >&2; fail "tests/layers.sh fails on this tree"; }
cat "$T/out"
grep -q '^  orders  *-> adjudicator/base ' "$T/out" || fail "the graph does not show orders -> adjudicator/base"
grep -q '^layers: ok$' "$T/out" || fail "no verdict"

# A copy of the C sources, then one planted fault of each kind.
S=$T/src
mkdir -p "$S"
find adjudicator games orders tests -name '*.[ch]' | tar -cf - -T - | tar -xf - -C "$S"
sh tests/layers.sh "$S" > /dev/null 2>&1 || fail "the clean copy does not pass"
echo '#include "games/teg/teg_map.h"' >> "$S/orders/lex.c"
echo '#include "adjudicator/run/batch.h"' >> "$S/adjudicator/base/arena.c"
echo '#include "adjudicator/run/batch.h"' >> "$S/adjudicator/mail/addr.c"
echo '#include "orders/lex.h"' >> "$S/games/kit/kit_map.c"
echo '#include "games/teg/teg_int.h"' >> "$S/adjudicator/help.c"
echo '#include "games/kit/kit_state.h"' >> "$S/games/kit/kit_map.h"
echo '#include "games/kit/kit_map.h"' >> "$S/games/kit/kit_state.h"
printf 'static int f(const char *s) { return atoi(s); }\n' >> "$S/games/game.c"
printf 'static void g(char *d) { strcpy(d, "x"); }\n' >> "$S/orders/lex.c"
printf 'static char h[] = "%0160d";\n' 0 >> "$S/tests/unit/test_lex.c"
if sh tests/layers.sh "$S" > "$T/bad" 2>&1; then
	cat "$T/bad" >&2
	fail "planted faults passed"
fi
for want in 'orders/lex.c includes games/teg/teg_map.h' \
	'adjudicator/base/arena.c includes adjudicator/run/batch.h' \
	'adjudicator/mail/addr.c includes adjudicator/run/batch.h' \
	'games/kit/kit_map.c includes orders/lex.h' \
	'adjudicator/help.c includes games/teg/teg_int.h' \
	'circle of files through: .*games/kit/kit_map' \
	'banned call: .*games/game.c:.*atoi' \
	'banned call: .*orders/lex.c:.*strcpy' \
	'longer than 150 columns: .*tests/unit/test_lex.c'; do
	grep -q "^FAIL: .*$want" "$T/bad" || { cat "$T/bad" >&2; fail "not named: $want"; }
done

# A circle of includes fails wherever it is (adjudicator/ too), but inside
# one engine's folder.
S2=$T/src2
mkdir -p "$S2"
find adjudicator games orders tests -name '*.[ch]' | tar -cf - -T - | tar -xf - -C "$S2"
printf '#include "games/teg/teg_x2.h"\n' > "$S2/games/teg/teg_x1.h"
printf '#include "games/teg/teg_x1.h"\n' > "$S2/games/teg/teg_x2.h"
sh tests/layers.sh "$S2" > "$T/adj" 2>&1 || { cat "$T/adj" >&2; fail "a circle inside one engine's folder failed"; }
printf '#include "adjudicator/run/x2.h"\n' > "$S2/adjudicator/run/x1.h"
printf '#include "adjudicator/run/x1.h"\n' > "$S2/adjudicator/run/x2.h"
if sh tests/layers.sh "$S2" > "$T/adj" 2>&1; then
	cat "$T/adj" >&2
	fail "a circle of includes in adjudicator/ passed"
fi
grep -q '^FAIL: a circle of files through: .*adjudicator/run/x1' "$T/adj" || { cat "$T/adj" >&2; fail "the circle in adjudicator/ was not named"; }
grep -q 'games/teg/teg_x1' "$T/adj" && { cat "$T/adj" >&2; fail "the circle inside games/teg was blamed"; }
echo "layers: planted faults all named"
