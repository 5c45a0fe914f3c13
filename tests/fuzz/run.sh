#!/bin/sh
# make fuzz: libFuzzer + ASan/UBSan on the MIME extractor, seeded with the
# fixture mails. FUZZ_SECONDS (default 300) bounds the run.
set -eu
cd "$(dirname "$0")/../.."
if ! command -v clang >/dev/null 2>&1; then
	[ "$(id -u)" = 0 ] || { echo "fuzz: needs clang (apt-get install clang)" >&2; exit 1; }
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clang libclang-rt-14-dev >/dev/null
fi
out=build/fuzz
mkdir -p "$out/corpus"
clang -std=c11 -D_GNU_SOURCE -g -O1 -I. -fsanitize=fuzzer,address,undefined -DARENA_PASSTHROUGH \
	tests/fuzz/fuzz_mime.c adjudicator/mime.c adjudicator/arena.c adjudicator/err.c adjudicator/sbuf.c \
	-letpan -o "$out/fuzz_mime"
"$out/fuzz_mime" -max_len=65536 -max_total_time="${FUZZ_SECONDS:-300}" "$out/corpus" tests/data/mail
